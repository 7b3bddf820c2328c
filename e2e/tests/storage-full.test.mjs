// A full storage (issue 34, item 4): the session the browser refused to save stays listed and
// exportable for the visit, the warning offers the largest saved sessions with their sizes to
// delete after a confirmation, and the refused session is saved as soon as there is room.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, start } from '../lib/harness.mjs';

/** Makes local storage refuse, as a full quota does, any write past `limit` characters. */
function quota(limit) {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    let total = 0;
    for (let i = 0; i < this.length; i++) {
      const k = this.key(i);
      if (k !== key) total += k.length + this.getItem(k).length;
    }
    if (total + String(key).length + String(value).length > limit) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    return setItem.call(this, key, value);
  };
}

const used = (page) =>
  page.evaluate(() => Object.keys(localStorage).reduce((n, k) => n + k.length + localStorage.getItem(k).length, 0));
const sessionKeys = (page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('bridge.session.')).sort());

describe('a full storage', () => {
  let env;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });

  test('on a phone: the refused session stays listed and exportable, space is freed, it is saved', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const { page } = tab;
    await page.goto(new URL('?pace=0', env.server.url).href);
    await page.locator('[data-mode=rubber]').click({ timeout: 20_000 });
    await page.locator('[data-testid=sessions]').waitFor();
    for (let i = 0; i < 2; i++) {
      await page.click('[data-testid=new-session]');
      await page.locator('[data-testid=session-screen]').waitFor();
      await page.click('[data-testid=sessions-list]');
      await page.locator('[data-testid=sessions]').waitFor();
    }
    const before = await sessionKeys(page);
    assert.equal(before.length, 2);
    // Now the storage is full: a third session cannot be saved.
    await page.evaluate(quota, (await used(page)) + 100);
    await page.click('[data-testid=new-session]');
    await page.locator('[data-testid=session-screen]').waitFor();
    const notice = page.locator('[data-testid=notice]');
    await notice.waitFor();
    assert.match(await notice.innerText(), /could not be saved \(the browser's storage for this site is full\)/);
    assert.deepEqual(await sessionKeys(page), before);
    // It is listed, marked, and can be exported.
    await page.click('[data-testid=sessions-list]');
    await page.locator('[data-testid=sessions]').waitFor();
    assert.equal(await page.locator('[data-testid=session-entry]').count(), 3);
    assert.equal(await page.locator('[data-testid=unsaved-session]').count(), 1);
    const unsaved = page.locator('[data-testid=session-entry]', { has: page.locator('[data-testid=unsaved-session]') });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      unsaved.locator('[data-testid=export-session]').click(),
    ]);
    assert.match(download.suggestedFilename(), /^bridge-\d{13}-[0-9a-f]{4}\.json$/);
    // The warning offers the largest sessions with their sizes; deleting asks first.
    await page.click('[data-testid=free-space]');
    const largest = await page.locator('[data-testid=largest-session] bdi').allInnerTexts();
    assert.equal(largest.length, 2);
    for (const l of largest) assert.match(l, /^session started \d{4}-\d\d-\d\d \d\d:\d\d, \d+ KB$/);
    await page.locator('[data-testid=free-delete]').first().click();
    assert.match(await page.locator('[data-testid=free-confirm]').innerText(), /^Delete the session started .* KB\? This cannot be undone\./);
    await page.click('[data-testid=free-delete-no]');
    assert.deepEqual(await sessionKeys(page), before);
    await page.locator('[data-testid=free-delete]').first().click();
    await page.click('[data-testid=free-delete-yes]');
    // The room made goes to the refused session, saved now.
    assert.equal(await notice.innerText().then((t) => t.split('\n')[0]), 'There is room again: every session is saved.');
    assert.equal(await page.locator('[data-testid=unsaved-session]').count(), 0);
    const after = await sessionKeys(page);
    assert.equal(after.length, 2);
    assert.notDeepEqual(after, before);
    // A reload finds it (the mode opens the session left open: back to its list).
    await page.reload();
    await page.locator('[data-mode=rubber]').click({ timeout: 20_000 });
    await page.locator('[data-testid=session-screen], [data-testid=sessions]').first().waitFor();
    if (await page.locator('[data-testid=session-screen]').count()) await page.click('[data-testid=sessions-list]');
    await page.locator('[data-testid=sessions]').waitFor();
    assert.equal(await page.locator('[data-testid=session-entry]').count(), 2);
    const problems = tab.problems();
    await tab.context.close();
    assert.deepEqual(problems, []);
  });
});
