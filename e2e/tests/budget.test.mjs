// The first visit's budget: what a visitor downloads before the start menu shows stays small
// (gzip, as a compressing host sends it), so the shell cannot grow back silently. Which files
// are loaded, not how fast: the timings are bench-first-visit.mjs's.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, openPage, start } from '../lib/harness.mjs';
import { counter, kib, MENU_BUDGET_GZIP, menuRequests, noteMenu } from '../lib/bytes.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.stop();
});

test(`a first visit downloads at most ${kib(MENU_BUDGET_GZIP)} (gzip) before the start menu shows`, async () => {
  const tab = await openPage(env.browser);
  try {
    await noteMenu(tab.context);
    await tab.page.goto(env.server.url);
    const asked = await menuRequests(tab.page);
    const bytes = counter(DIST).total(asked);
    assert.ok(
      bytes.gzip <= MENU_BUDGET_GZIP,
      `${kib(bytes.gzip)} gzip to the menu, over the budget of ${kib(MENU_BUDGET_GZIP)}: ${asked.join(' ')}`,
    );
    // The whole app is not among them: it loads once the menu is up.
    assert.ok(!asked.some((r) => r.includes('bridge-app')), `the whole app before the menu: ${asked.join(' ')}`);
    assert.deepEqual(tab.problems(), []);
  } finally {
    await tab.context.close();
  }
});

test('a Persian visitor downloads the Persian texts alone, and the modules hold English only', async () => {
  const tab = await openPage(env.browser, { locale: 'fa-IR' });
  try {
    await noteMenu(tab.context);
    await tab.page.goto(env.server.url);
    const asked = await menuRequests(tab.page);
    const texts = asked.filter((r) => r.includes('/lang/'));
    assert.equal(texts.length, 1, `one catalogue before the menu: ${asked.join(' ')}`);
    assert.match(texts[0], /\/lang\/fa-[0-9a-f]{16}\.txt$/);
    assert.equal(await tab.page.locator('html').getAttribute('dir'), 'rtl');
    assert.equal(await tab.page.locator('html').getAttribute('lang'), 'fa');
    // The menu is drawn in Persian at once: no English text is shown first.
    const heading = await tab.page.locator('main.menu h1').textContent();
    assert.match(heading, /[\u0600-\u06ff]/, `the menu's heading: ${heading}`);
    assert.deepEqual(tab.problems(), []);
  } finally {
    await tab.context.close();
  }
  // The Persian language's own name is in the modules (the selector), its other texts are not.
  const persian = readFileSync(join(DIST, readdirSync(join(DIST, 'lang')).map((f) => `lang/${f}`).find((f) => f.includes('/fa-'))), 'utf8');
  const sample = persian.split('\n').find((l) => l.startsWith('update.ready')).split('=')[1].trim();
  for (const wasm of readdirSync(DIST).filter((f) => f.endsWith('.wasm') && !f.startsWith('bridge-worker'))) {
    assert.ok(!readFileSync(join(DIST, wasm)).includes(Buffer.from(sample)), `${wasm} holds the Persian catalogue`);
  }
});
