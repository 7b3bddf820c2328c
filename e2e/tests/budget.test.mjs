// The first visit's budget: what a visitor downloads before the start menu shows stays small
// (gzip, as a compressing host sends it), so the shell cannot grow back silently. Which files
// are loaded, not how fast: the timings are bench-first-visit.mjs's.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
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
