// Issue 34, item 3: one session in two tabs of one browser.
//
// Defect: the same session played in two tabs was saved by both, so the list showed two
// identical rows, and reloading the first tab opened the second's copy without a word. Now one
// tab at a time plays a session: the other says it is open elsewhere and offers to take it over,
// a reload opens the tab's own session, and a copy kept after a conflict says where it came from
// (this replaces fair.test.mjs's "two tabs on one session", which expected both tabs to play).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { start } from '../lib/harness.mjs';
import { watch } from '../lib/watch.mjs';

const calls = (page) => page.locator('[data-testid=auction] .call:not(.empty)').count();
/** Waits until the player is to call or to play a card. */
const myTurn = (page) => page.locator('.bid.pass[aria-disabled=false], button.card.playable').first().waitFor({ timeout: 20_000 });
/** The player's move: Pass in the auction, else the first card that may be played. */
async function act(page) {
  const pass = page.locator('.bid.pass[aria-disabled=false]');
  await ((await pass.count()) ? pass : page.locator('button.card.playable').first()).click();
}

describe('one session in two tabs', () => {
  let env;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });

  for (const lang of ['en', 'fa']) {
    test(`${lang}: the second tab says the session is open elsewhere and takes it over; reloads and copies are named`, async () => {
      const context = await env.browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'en-US' });
      try {
        const url = new URL(env.server.url);
        url.search = new URLSearchParams({ mode: 'chicago', seed: '4', pace: '0', lang }).toString();
        // The first tab starts a Chicago and makes a call.
        const a = await context.newPage();
        const problemsA = watch(a);
        await a.goto(url.href);
        await a.click('[data-testid=new-session]', { timeout: 20_000 });
        await myTurn(a);
        await act(a);
        await myTurn(a);
        const playedInA = await calls(a);

        // The second tab opens the app on the same mode: the session is open in the first.
        const b = await context.newPage();
        const problemsB = watch(b);
        await b.goto(url.href);
        await b.locator('[data-testid=tab-elsewhere]').waitFor({ timeout: 20_000 });
        assert.equal(await b.locator('[data-testid=table]').count(), 0, 'the second tab shows no table');
        // Its list has the session once.
        await b.click('[data-testid=sessions-list]');
        assert.equal(await b.locator('[data-testid=session-entry]').count(), 1);
        await b.click('[data-testid=open-session]');
        await b.locator('[data-testid=tab-elsewhere]').waitFor();

        // Taken over: the first tab stops and says so; the second goes on from the same call.
        await b.click('[data-testid=take-over]');
        await myTurn(b);
        await a.locator('[data-testid=tab-elsewhere]').waitFor({ timeout: 5000 });
        assert.equal(await a.locator('[data-testid=table]').count(), 0, 'the first tab shows no table');
        assert.equal(await calls(b), playedInA, 'every call of the first tab is in the second');
        await act(b);
        await myTurn(b);
        const playedInB = await calls(b);
        const cardsInB = await b.locator('[data-testid=seat-S] .card').count();

        // The first tab reloaded opens its own session, still open in the second: no copy.
        await a.reload();
        await a.locator('[data-testid=tab-elsewhere]').waitFor({ timeout: 20_000 });
        await a.click('[data-testid=take-over]');
        await myTurn(a);
        await b.locator('[data-testid=tab-elsewhere]').waitFor({ timeout: 5000 });
        assert.equal(await calls(a), playedInB, 'the second tab\'s calls reached the first');
        assert.equal(await a.locator('[data-testid=seat-S] .card').count(), cardsInB);
        await b.click('[data-testid=sessions-list]');
        assert.equal(await b.locator('[data-testid=session-entry]').count(), 1, 'one session, no copy');

        // A conflict all the same (another tab wrote a later revision without asking): this tab's
        // play is kept as a copy, and the list says which tab kept it, when and how far it got.
        await a.evaluate(() => {
          const key = Object.keys(localStorage).find((k) => k.startsWith('bridge.session.'));
          const saved = JSON.parse(localStorage.getItem(key));
          saved.session.revision += 10;
          localStorage.setItem(key, JSON.stringify(saved));
        });
        await act(a);
        await a.locator('[data-testid=notice]').waitFor();
        await a.click('[data-testid=sessions-list]');
        assert.equal(await a.locator('[data-testid=session-entry]').count(), 2);
        const note = a.locator('[data-testid=copy-note]');
        assert.equal(await note.count(), 1);
        if (lang === 'en') {
          assert.match(await note.innerText(), /^Copy kept by the tab opened at \d{4}.\d\d.\d\d.\d\d:\d\d, at \d{4}.\d\d.\d\d.\d\d:\d\d, when another tab had saved the same session: /);
        }
        assert.deepEqual(problemsA(), []);
        assert.deepEqual(problemsB(), []);
      } finally {
        await context.close();
      }
    });
  }
});
