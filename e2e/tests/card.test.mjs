// The convention card: reached from the settings (the shell hands over to the whole app, which
// holds the robots' system) and from the bidding box (a dialog over the table that Escape
// closes); every section of a SAYC card, calls with what they show from the rules, alerted calls
// marked; printable alone; in Persian right to left; at the four sizes with nothing sideways.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openPage, start } from '../lib/harness.mjs';
import { VIEWPORTS, sidewaysOverflow } from '../lib/layout.mjs';

// North passes and East opens: South (the player) is on turn with the bidding box.
const DEAL = 'N:JT9.QJT9.JT9.JT9 AKQ2.AK3.KQ2.A32 543.42.A543.7654 876.8765.876.KQ8';

function url(base, params) {
  const u = new URL(base);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.href;
}

async function openCardFromSettings(page, href) {
  await openApp(page, href);
  await page.locator('[data-testid=open-settings]').click();
  await page.locator('[data-testid=open-card]').click();
  const card = page.locator('[data-testid=convention-card]');
  await card.waitFor({ timeout: 20_000 });
  return card;
}

describe('convention card', () => {
  let env;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });

  for (const size of VIEWPORTS) {
    test(`from the settings, every section, nothing sideways: ${size.name}`, async () => {
      const { name, ...options } = size;
      const tab = await openPage(env.browser, options);
      const { page } = tab;
      const card = await openCardFromSettings(page, env.server.url);
      assert.ok((await card.locator('.card-section').count()) >= 9, 'the SAYC card sections');
      // Stayman is on the card, its call the bid itself, alerted, its meaning from the rule.
      const stayman = card.locator('[data-rule="nt.stayman"]');
      assert.match(await stayman.locator('dt').innerText(), /2♣/);
      assert.equal(await stayman.locator('.alert-mark').count(), 1);
      assert.match(await stayman.locator('dd').innerText(), /Stayman/);
      // A natural opening is not alerted; one rule for both majors shows both bids.
      const majors = card.locator('[data-rule="open.1major"]');
      assert.match(await majors.locator('dt').innerText(), /1♥.*1♠/);
      assert.equal(await majors.locator('.alert-mark').count(), 0);
      assert.match(await card.innerText(), /Fourth best|fourth best/);
      assert.deepEqual(await sidewaysOverflow(page), []);
      assert.deepEqual(tab.problems(), []);
      await tab.context.close();
    });
  }

  test('printed, the card alone; in Persian right to left', async () => {
    const tab = await openPage(env.browser);
    const { page } = tab;
    const card = await openCardFromSettings(page, url(env.server.url, { lang: 'fa' }));
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    assert.match(await page.locator('h1').innerText(), /کارت قراردادها/);
    assert.match(await card.locator('[data-rule="nt.stayman"] dd').innerText(), /استیمن/);
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.locator('[data-testid=print-card]').isVisible(), false);
    assert.equal(await page.locator('[data-testid=back]').isVisible(), false);
    assert.ok(await card.isVisible());
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  test('from the bidding box, over the table, Escape closes it', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const { page } = tab;
    await page.goto(url(env.server.url, { deal: DEAL, board: '1' }));
    await page.locator('[data-mode=practice]').click();
    const box = page.locator('[data-testid=bidding-box]');
    await box.waitFor({ timeout: 20_000 });
    await box.locator('[data-testid=open-card]').click();
    const dialog = page.locator('[data-testid=card-dialog]');
    await dialog.waitFor();
    assert.equal(await dialog.getAttribute('role'), 'dialog');
    // Focus is in the dialog, on its way out.
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'close-card');
    assert.ok((await dialog.locator('.card-section').count()) >= 9);
    // Printed: the card without the table.
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.locator('.bids').isVisible(), false);
    assert.ok(await dialog.locator('[data-rule="open.1nt"]').isVisible());
    await page.emulateMedia({ media: 'screen' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The table is as it was: the player still on turn.
    assert.ok(await box.locator('.bid').first().isVisible());
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });
});
