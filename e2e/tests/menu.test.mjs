// The start menu, the language selector and the settings, in the release build.
import { after, afterEach, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openPage, start } from '../lib/harness.mjs';

const MODES = ['minibridge', 'practice', 'rubber', 'chicago', 'duplicate', 'teams', 'honeymoon', 'scorer', 'club'];

describe('start menu', () => {
  let env;
  let tab;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });
  afterEach(async () => {
    const problems = tab?.problems() ?? [];
    await tab?.context.close();
    tab = undefined;
    assert.deepEqual(problems, [], 'no console errors, uncaught exceptions or failed requests');
  });

  async function fresh() {
    tab = await openPage(env.browser);
    await openApp(tab.page, env.server.url);
    return tab.page;
  }

  test('renders the title, the play modes, the language selector and settings', async () => {
    const page = await fresh();
    assert.equal(await page.title(), 'Bridge');
    assert.equal(await page.locator('h1.app-title').innerText().then((s) => s.includes('Bridge')), true);
    const ids = await page.locator('button.mode').evaluateAll((els) => els.map((e) => e.dataset.mode));
    assert.deepEqual(ids, MODES);
    assert.equal(await page.locator('[data-mode=practice] .mode-name').innerText(), 'Practice deal');
    assert.equal(await page.locator('[data-mode=duplicate] .mode-name').innerText(), 'Duplicate pairs');
    assert.equal(await page.locator('#language option').count(), 5);
    assert.equal(await page.locator('[data-testid=open-settings]').isVisible(), true);
    assert.equal(await page.locator('#loading').count(), 0, 'the loading message is gone');
    const lang = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
    assert.deepEqual(lang, ['en', 'ltr']);
  });

  test('a mode is either playable, or disabled and marked "Coming soon"', async () => {
    const page = await fresh();
    for (const id of MODES) {
      const button = page.locator(`[data-mode=${id}]`);
      const disabled = await button.isDisabled();
      const badges = await button.locator('.badge').allInnerTexts();
      assert.deepEqual(badges, disabled ? ['Coming soon'] : [], `${id}: disabled=${disabled}`);
    }
  });

  test('Practice deal opens its screen, or is honestly marked "Coming soon"', async () => {
    const page = await fresh();
    const practice = page.locator('[data-mode=practice]');
    if (await practice.isDisabled()) {
      assert.equal(await practice.locator('.badge').innerText(), 'Coming soon');
      return;
    }
    await practice.click();
    await page.locator('main.menu').waitFor({ state: 'detached' });
    assert.ok((await page.locator('body').innerText()).trim().length > 0, 'the practice screen shows something');
  });

  test('choosing a language re-renders the text, <html lang dir> and the title, and is kept', async () => {
    const page = await fresh();
    await page.selectOption('#language', 'fa');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fa');
    assert.equal(await page.locator('#modes-heading').innerText(), 'بازی');
    assert.equal(await page.locator('[data-mode=practice] .mode-name').innerText(), 'دست تمرینی');
    assert.equal(await page.title(), 'بریج');

    await page.reload();
    await page.locator('main.menu').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    assert.equal(await page.locator('#language').inputValue(), 'fa');

    await page.selectOption('#language', 'pl');
    await page.waitForFunction(() => document.documentElement.lang === 'pl');
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'ltr');
    assert.equal(await page.locator('[data-mode=teams] .mode-name').innerText(), 'Mecz drużynowy');
    // The settings screen is translated too (a key a catalogue lacks would fall back to English,
    // which the native catalogue tests cover).
    await page.click('[data-testid=open-settings]');
    assert.equal(await page.locator('.settings .hint').innerText(), 'Ustawienia są zapisywane w tej przeglądarce.');
  });

  test('settings are saved in local storage and survive a reload', async () => {
    const page = await fresh();
    await page.click('[data-testid=open-settings]');
    assert.equal(await page.locator('.sub-screen h1').innerText(), 'Settings');
    const fourColour = page.locator('#four-colour');
    const confirmCalls = page.locator('#confirm-calls');
    assert.equal(await fourColour.isChecked(), false);
    assert.equal(await confirmCalls.isChecked(), true);
    await fourColour.check();
    await confirmCalls.uncheck();
    assert.equal(await page.locator('.app.four-colour').count(), 1, 'the four-colour class is on');

    const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('bridge.settings')));
    assert.deepEqual(stored, {
      v: 1,
      data: { lang: 'en', four_colour: true, confirm_calls: false, confirm_cards: false, pace: 'normal', local_letters: false, strength: 'Quick', practice_deals: 'any', seating: 'dealt' },
    });

    await page.reload();
    await page.locator('main.menu').waitFor();
    await page.click('[data-testid=open-settings]');
    assert.equal(await page.locator('#four-colour').isChecked(), true);
    assert.equal(await page.locator('#confirm-calls').isChecked(), false);
    await page.click('button.back');
    await page.locator('main.menu').waitFor();
  });

  for (const [what, value] of [
    ['not JSON', '{oops'],
    ['another format version', '{"v":99,"data":{}}'],
    ['an unknown language', '{"v":1,"data":{"lang":"xx"}}'],
  ]) {
    test(`stored settings that are ${what} are reported and the defaults used`, async () => {
      tab = await openPage(env.browser);
      const { page } = tab;
      await openApp(page, env.server.url);
      await page.evaluate((v) => localStorage.setItem('bridge.settings', v), value);
      await page.reload();
      await page.locator('main.menu').waitFor();
      const notice = page.locator('.notice');
      assert.match(await notice.innerText(), /could not be read/);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
      await notice.locator('button').click();
      assert.equal(await page.locator('.notice').count(), 0, 'the notice can be dismissed');
    });
  }
});
