// "You declare" (issue 32): a setting (saved, off by default) and a link's `declare=` that turn
// the table when partner wins the contract, so the player sits at declarer's seat: declarer's
// hand at the bottom, the player's own hand across the table as dummy. The player plays both
// hands, the robots defend and the score is the player's side's. At the four screen sizes, in
// English and Persian; robots at quick strength, no pause, a fixed deal where North (partner)
// opens 2NT and everyone passes.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { openPage, start } from '../lib/harness.mjs';
import { VIEWPORTS, resize } from '../lib/layout.mjs';
import { checkScore, playToEnd, press } from '../lib/table.mjs';

/** The four screen sizes, pressed by tap where there is touch. */
const SIZES = VIEWPORTS.map((v) => ({
  name: `${v.viewport.width}x${v.viewport.height}`,
  options: v,
  how: v.hasTouch ? 'tap' : 'click',
}));
const LANGS = ['en', 'fa'];

// Board 1, North deals: North (20-21 balanced) opens 2NT and the others pass; South has nothing.
const DEAL = 'N:AKQ2.KJ3.AQ5.Q32 J98.AQ4.K98.T987 765.9876.7643.54 T43.T52.JT2.AKJ6';

/** Where the screenshots go (`DECLARE_SHOTS=dir`); none when unset. */
const SHOTS = process.env.DECLARE_SHOTS;

function practice(base, query) {
  return new URL(`?mode=practice&pace=0&strength=quick&deal=${encodeURIComponent(DEAL)}&${query}`, base).href;
}

/** Passes until the player has a card to play (their own or, declaring, dummy's). */
async function toPlayersCard(page, how) {
  for (let step = 0; step < 400; step++) {
    if (await page.locator('button.card.playable').count()) return;
    try {
      const confirm = page.locator('[data-testid=confirm-call]');
      if (await confirm.count()) await press(confirm, how);
      const pass = page.locator('.bid.pass[aria-disabled=false]');
      if (await pass.count()) await press(pass, how);
    } catch {
      // The table moved on between looking and pressing: look again.
    }
    await page.waitForTimeout(50);
  }
  throw new Error('the player never had a card to play');
}

/** Plays the player's first playable card (a second tap confirms on a touch screen when the
 * tablet-safe setting asks for it) and returns the seat it came from. */
async function playOne(page, how) {
  const card = page.locator('button.card.playable').first();
  const seat = await card.evaluate((c) => c.closest('[data-testid^=seat-]').dataset.testid.slice(5));
  await press(card, how);
  const picked = page.locator('button.card.picked.playable');
  if (await picked.count()) await press(picked.first(), how);
  return seat;
}

/** The top of each seat's panel on the screen. */
async function seatTops(page) {
  const top = async (s) => (await page.locator(`[data-testid=seat-${s}]`).boundingBox()).y;
  return { N: await top('N'), S: await top('S') };
}

/** Whether the table is turned, North's hand at the bottom and South's across. */
async function turned(page) {
  const tops = await seatTops(page);
  const bottom = await page.locator('[data-testid=compass]').getAttribute('data-bottom');
  assert.equal(bottom === 'n', tops.N > tops.S, `bottom seat ${bottom} and the seats' places agree`);
  return tops.N > tops.S;
}

/** Turns the "You declare" setting on in the settings screen and comes back to the menu. */
async function setYouDeclare(page, how, on) {
  await press(page.locator('[data-testid=open-settings]'), how);
  const box = page.locator('#you-declare');
  await box.waitFor();
  assert.equal(await box.isChecked(), !on, 'off by default');
  await press(box, how);
  assert.equal(await box.isChecked(), on);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('bridge.settings')).data.seating);
  assert.equal(saved, on ? 'you' : 'dealt', 'saved through the settings');
}

describe('you declare', () => {
  let env;
  before(async () => {
    env = await start();
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  });
  after(async () => {
    await env?.stop();
  });

  // The desktop, and the touch screens in one page resized from one size to the next.
  for (const sizes of [SIZES.slice(0, 1), SIZES.slice(1)]) {
    const size = sizes[0];
    for (const lang of LANGS) {
      test(`the setting turns the table and the player declares partner's contract (${lang}, ${sizes.map((s) => s.name).join(', ')})`, async () => {
        const { page, context, problems } = await openPage(env.browser, size.options);
        /** Runs `check(size)` with the page at each size of the group. */
        const atEachSize = async (check) => {
          for (const at of sizes) {
            await resize(page, at.options);
            await check(at);
          }
        };
        try {
          await page.goto(new URL(`?lang=${lang}`, env.server.url).href);
          await page.locator('main.menu').waitFor({ timeout: 20_000 });
          await setYouDeclare(page, size.how, true);
          await page.goto(practice(env.server.url, `lang=${lang}`));
          await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
          // The auction is bid from South's seat, the table as dealt.
          await atEachSize(async () => assert.equal(await turned(page), false));
          await toPlayersCard(page, size.how);
          assert.equal(await page.locator('[data-testid=result]').count(), 0);
          // North declares 2NT: the table turns, declarer's hand at the bottom; the player's own
          // hand is dummy, laid out in columns across the table; the defenders' hands hidden.
          await atEachSize(async () => assert.equal(await turned(page), true));
          assert.equal(await page.locator('[data-testid=seat-S] .hand.dummy').count(), 1);
          assert.equal(await page.locator('[data-testid=seat-N] .hand.dummy').count(), 0);
          for (const s of ['E', 'W']) {
            assert.equal(await page.locator(`[data-testid=seat-${s}] [data-testid=hidden-hand]`).count(), 1);
          }
          // The player plays declarer's cards and dummy's: both hands' cards are buttons.
          assert.ok(await page.locator('[data-testid=seat-N] button.card').count());
          assert.ok(await page.locator('[data-testid=seat-S] button.card').count());
          assert.equal(await page.locator('[data-testid=seat-E] button.card, [data-testid=seat-W] button.card').count(), 0);
          const played = new Set();
          for (let i = 0; i < 4 && played.size < 2; i++) {
            played.add(await playOne(page, size.how));
            await toPlayersCard(page, size.how);
          }
          assert.deepEqual([...played].sort(), ['N', 'S'], 'a card from each hand');
          await atEachSize(async (at) => {
            assert.equal(await turned(page), true);
            if (SHOTS) await page.screenshot({ path: `${SHOTS}/declare-${lang}-${at.name}.png` });
            if (SHOTS && lang === 'en' && at.name === '1024x768') {
              await page.emulateMedia({ colorScheme: 'dark' });
              await page.screenshot({ path: `${SHOTS}/declare-${lang}-${at.name}-dark.png` });
              await page.emulateMedia({ colorScheme: 'light' });
            }
          });
          // The rest does not depend on the screen: checked at the two far corners (English
          // on the desktop, Persian on the touch screens, the phone last), not played again.
          if ((lang === 'en') !== (size === SIZES[0])) {
            assert.deepEqual(problems(), []);
            return;
          }
          // A reload mid-play resumes at the same card with the table turned as before.
          const cardsBefore = await page.locator('[data-testid=seat-N] button.card').count();
          await page.reload();
          await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
          await toPlayersCard(page, size.how);
          assert.equal(await turned(page), true);
          assert.equal(await page.locator('[data-testid=seat-N] button.card').count(), cardsBefore);
          // Played to the end: the score is the player's side's (North-South declared).
          await playToEnd(page, size.how);
          const facts = await checkScore(page);
          assert.equal(facts.declarer, 'N');
          assert.equal(facts.contract, '2NT');
          assert.deepEqual(problems(), []);
        } finally {
          await context.close();
        }
      });
    }
  }

  test('off by default: the table stays as dealt and the player plays both hands from South', async () => {
    const { page, context, problems } = await openPage(env.browser);
    try {
      await page.goto(practice(env.server.url, 'lang=en'));
      await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      await toPlayersCard(page, 'click');
      assert.equal(await turned(page), false);
      assert.equal(await page.locator('[data-testid=seat-N] button.card').count(), 13);
      assert.equal(await page.locator('[data-testid=seat-S] .hand.dummy').count(), 0);
      await playToEnd(page, 'click');
      assert.equal((await checkScore(page)).declarer, 'N');
      assert.deepEqual(problems(), []);
    } finally {
      await context.close();
    }
  });

  test("a link's declare= turns the table for the visit, or keeps it, without saving", async () => {
    const first = await openPage(env.browser);
    try {
      await first.page.goto(practice(env.server.url, 'declare=you'));
      await first.page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      await toPlayersCard(first.page, 'click');
      assert.equal(await turned(first.page), true);
      assert.equal(await first.page.evaluate(() => localStorage.getItem('bridge.settings')), null, 'nothing saved');
      assert.deepEqual(first.problems(), []);
    } finally {
      await first.context.close();
    }
    const { page, context, problems } = await openPage(env.browser);
    try {
      // The setting on and the link's declare=dealt: the link's choice for its visit.
      await page.goto(new URL('?lang=en', env.server.url).href);
      await page.locator('main.menu').waitFor({ timeout: 20_000 });
      await setYouDeclare(page, 'click', true);
      await page.goto(practice(env.server.url, 'declare=dealt'));
      await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      await toPlayersCard(page, 'click');
      assert.equal(await turned(page), false);
      // A value that is neither is named on the page; the setting applies.
      await page.goto(practice(env.server.url, 'declare=partner'));
      await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      assert.match(await page.locator('[data-testid=link-errors]').innerText(), /declare “partner” is not you or dealt/);
      await toPlayersCard(page, 'click');
      assert.equal(await turned(page), true);
      assert.deepEqual(problems(), []);
    } finally {
      await context.close();
    }
  });

  test('a scored session: pairs against the robots with the table turned, scored for North-South', async () => {
    const { page, context, problems } = await openPage(env.browser);
    try {
      // Seed 3's board 1: North opens 1♠ and everyone passes.
      await page.goto(new URL('?pace=0&strength=quick&seed=3&declare=you', env.server.url).href);
      await page.locator('[data-mode=duplicate]').click({ timeout: 20_000 });
      await page.locator('[data-testid=sessions]').waitFor();
      await page.click('[data-testid=new-session]');
      await page.locator('[data-testid=session-screen]').waitFor();
      await toPlayersCard(page, 'click');
      assert.equal(await turned(page), true);
      await playOne(page, 'click');
      await playToEnd(page, 'click');
      // North-South's score, the engine's: the player's side declared. (The field's matchpoints
      // that follow are the screens test's; they take the robots a minute to play here.)
      const facts = await checkScore(page);
      assert.equal(facts.declarer, 'N');
      assert.equal(facts.contract, '1S');
      assert.deepEqual(problems(), []);
    } finally {
      await context.close();
    }
  });
});
