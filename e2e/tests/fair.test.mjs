// Fair play and safe data: no peeking at partner's hand before the lead, no undo in scored
// play unless chosen, imports that never replace a saved session, and crafted files refused
// with their reason while the saved sessions stay as they were.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPage, start } from '../lib/harness.mjs';
import { tempDir } from '../lib/temp.mjs';
import { playToEnd } from '../lib/table.mjs';

// South (the player) holds 25 HCP, the others 4-5: North and East pass, South bids 3NT and
// everyone passes, so South declares and West leads.
const SOUTH_DECLARES = 'N:543.42.A543.7654 JT9.QJT9.JT9.JT9 AKQ2.AK3.KQ2.A32 876.8765.876.KQ8';

const withParams = (base, params) => {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.href;
};

async function openMode(page, url, mode) {
  await page.goto(url);
  await page.locator(`[data-mode=${mode}]`).click({ timeout: 20_000 });
  await page.locator('[data-testid=sessions]').waitFor();
}

/** Exports the first saved session of the list to a file and returns its path. */
async function exportFirst(page, name) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-testid=export-session]').first().click(),
  ]);
  const file = join(tempDir('bridge-fair-'), name);
  await download.saveAs(file);
  return file;
}

const savedSessions = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((k) => k.startsWith('bridge.session.'))
        .map((k) => [k, localStorage.getItem(k)]),
    ),
  );

describe('fair play and safe data', () => {
  let env;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });

  test("partner's hand stays hidden until the opening lead (Law 41D)", async () => {
    const tab = await openPage(env.browser);
    const { page } = tab;
    // Robots take 2.5 s a card, so the moment between the auction and the lead can be seen.
    await page.goto(withParams(env.server.url, { deal: SOUTH_DECLARES, pace: '2500' }));
    await page.locator('[data-mode=practice]').click({ timeout: 20_000 });
    const bid = page.getByRole('button', { name: '3NT', exact: true });
    await page.waitForFunction(
      () => [...document.querySelectorAll('button.bid')].some((b) => b.textContent.trim() === '3NT' && !b.disabled),
      null,
      { timeout: 30_000 },
    );
    // North has not been seen during the auction either.
    assert.equal(await page.locator('[data-testid=seat-N] .card').count(), 0);
    await bid.click();
    await page.locator('[data-testid=contract]').waitFor({ timeout: 30_000 });
    assert.match(await page.locator('[data-testid=contract]').innerText(), /3NT by South/);
    // The auction is over and West has not led: North's cards are not shown.
    assert.equal(await page.locator('[data-testid=trick] .played').count(), 0);
    assert.equal(await page.locator('[data-testid=seat-N] .card').count(), 0);
    assert.match(await page.locator('[data-testid=seat-N] .hidden-hand').innerText(), /13/);
    // After the lead, dummy is face up.
    await page.locator('[data-testid=trick] .played').first().waitFor({ timeout: 10_000 });
    await page.locator('[data-testid=seat-N] .card').first().waitFor();
    assert.equal(await page.locator('[data-testid=seat-N] .card').count(), 13);
    const problems = tab.problems();
    await tab.context.close();
    assert.deepEqual(problems, []);
  });

  test('a new Chicago has no undo and no hint unless chosen, and a used hint is on the card', async () => {
    const tab = await openPage(env.browser);
    const { page } = tab;
    await openMode(page, withParams(env.server.url, { pace: '0' }), 'chicago');
    assert.equal(await page.locator('[data-testid=allow-aids]').isChecked(), false);
    // Chicago honours are offered, off by default (Decision 8).
    assert.equal(await page.locator('[data-testid=chicago-honours]').isChecked(), false);
    await page.click('[data-testid=new-session]');
    await page.locator('[data-testid=bidding-box]').waitFor({ timeout: 20_000 });
    assert.equal(await page.locator('[data-testid=undo]').count(), 0);
    assert.equal(await page.locator('[data-testid=hint]').count(), 0);
    assert.equal(await page.locator('[data-testid=aids-note]').count(), 0);
    // A Chicago started with undo and hints allowed says so, and says when they were used.
    await page.click('[data-testid=sessions-list]');
    await page.locator('[data-testid=allow-aids]').check();
    await page.click('[data-testid=new-session]');
    await page.locator('[data-testid=undo]').waitFor({ timeout: 20_000 });
    assert.match(await page.locator('[data-testid=aids-note]').innerText(), /allowed/);
    const hint = page.locator('[data-testid=hint]');
    await page.waitForFunction(() => !document.querySelector('[data-testid=hint]')?.disabled, null, { timeout: 20_000 });
    await hint.click();
    await page.locator('[data-testid=hint-text]').waitFor();
    assert.match(await page.locator('[data-testid=aids-note]').innerText(), /were used/);
    // The export records it too.
    await page.click('[data-testid=sessions-list]');
    const used = await page.locator('[data-testid=session-entry]').filter({ hasText: 'were used' }).count();
    assert.equal(used, 1);
    const problems = tab.problems();
    await tab.context.close();
    assert.deepEqual(problems, []);
  });

  test('importing an older export of a saved session keeps both', async () => {
    const tab = await openPage(env.browser);
    const { page } = tab;
    await openMode(page, withParams(env.server.url, { pace: '0' }), 'rubber');
    await page.click('[data-testid=new-session]');
    await page.locator('[data-testid=session-screen]').waitFor();
    await page.click('[data-testid=sessions-list]');
    const file = await exportFirst(page, 'rubber-old.json');
    assert.match(readFileSync(file, 'utf8'), /"deals":\[\]/);
    // Play the first deal of the saved session on: it is now newer than the export.
    await page.click('[data-testid=open-session]');
    await playToEnd(page);
    await page.click('[data-testid=next-deal]');
    await page.click('[data-testid=sessions-list]');
    const entries = page.locator('[data-testid=session-entry]');
    assert.match(await entries.first().innerText(), /1 deal played/);
    await page.locator('[data-testid=import-input]').setInputFiles(file);
    await page.locator('[data-testid=import-info]').waitFor();
    const info = await page.locator('[data-testid=import-info]').innerText();
    assert.match(info, /already saved/);
    assert.match(info, /1 deal played/);
    assert.match(info, /0 deals played/);
    assert.equal(await entries.count(), 2);
    const texts = await entries.allInnerTexts();
    assert.equal(texts.filter((t) => /1 deal played/.test(t)).length, 1, texts.join('\n'));
    assert.equal(texts.filter((t) => /0 deals played/.test(t)).length, 1, texts.join('\n'));
    const problems = tab.problems();
    await tab.context.close();
    assert.deepEqual(problems, []);
  });

  test('a crafted inconsistent file is refused with its reason; saved sessions stay as they were', async () => {
    const tab = await openPage(env.browser);
    const { page } = tab;
    await openMode(page, withParams(env.server.url, { pace: '0' }), 'chicago');
    await page.click('[data-testid=new-session]');
    await page.locator('[data-testid=session-screen]').waitFor();
    await page.click('[data-testid=sessions-list]');
    const file = await exportFirst(page, 'chicago.json');
    const before = await savedSessions(page);
    assert.equal(Object.keys(before).length, 1);
    const save = JSON.parse(readFileSync(file, 'utf8'));
    const craft = (name, edit) => {
      const copy = structuredClone(save);
      edit(copy.session);
      const path = join(tempDir('bridge-fair-'), name);
      writeFileSync(path, JSON.stringify(copy));
      return path;
    };
    const cases = [
      [craft('sets.json', (s) => { s.body.Played.sets = 1000000; }), /number of Chicago sets is 1000000, but must be from 1 to 25/],
      [craft('board.json', (s) => { s.body.Played.first_board = 4000000000; }), /first board number is 4000000000/],
      [craft('deals.json', (s) => { s.body.Played.deals = Array(4000).fill(s.body.Played.table.game); }), /number of deals played is 4000/],
    ];
    for (const [path, reason] of cases) {
      await page.locator('[data-testid=import-input]').setInputFiles(path);
      // The previous case's message is still shown: wait for this file's own reason.
      await page.locator('[data-testid=import-error]', { hasText: reason }).waitFor();
      const text = await page.locator('[data-testid=import-error]').innerText();
      assert.match(text, reason);
      assert.match(text, /saved sessions are unchanged/);
      assert.deepEqual(await savedSessions(page), before);
      assert.equal(await page.locator('[data-testid=session-entry]').count(), 1);
    }
    // A file over the size limit is not even read, and the message gives the limit.
    await page.locator('[data-testid=import-input]').setInputFiles({
      name: 'huge.json',
      mimeType: 'application/json',
      buffer: Buffer.alloc(3 * 1024 * 1024, 32),
    });
    await page.waitForFunction(() => /limit is 2048 KB/.test(document.querySelector('[data-testid=import-error]')?.textContent ?? ''));
    assert.deepEqual(await savedSessions(page), before);
    const problems = tab.problems();
    await tab.context.close();
    assert.deepEqual(problems, []);
  });
});
