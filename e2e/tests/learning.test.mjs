// Learning from the deals (issue 32): deals of a chosen type to practise (a setting and a link's
// `type=`, seeded so a link deals the same cards) and the card-play hint (asked of the engine
// workers, its reason in the player's language, cancelled by playing a card). At the four screen
// sizes, in English and Persian; robots at quick strength, no pause, fixed seeds.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openPage, start } from '../lib/harness.mjs';
import { bridge, playToEnd, press } from '../lib/table.mjs';
import { resize } from '../lib/layout.mjs';

const SIZES = [
  { name: '1280x800', options: { viewport: { width: 1280, height: 800 } }, how: 'click' },
  { name: '1024x768', options: { viewport: { width: 1024, height: 768 } }, how: 'click' },
  { name: '768x1024 touch', options: { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true }, how: 'tap' },
  { name: '390x844 touch', options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, how: 'tap' },
];
const LANGS = ['en', 'fa'];

function practice(base, query) {
  return new URL(`?mode=practice&pace=0&strength=quick&${query}`, base).href;
}

/** The cards of `seat`'s hand on the table, as `data-card` names them ("♠A"): its suit rows'
 * cards by their rank (the cards are not buttons during the auction). */
async function handCards(page, seat) {
  return page.locator(`[data-testid=seat-${seat}] .suit-line`).evaluateAll((rows) => {
    const symbol = { 'suit-s': '♠', 'suit-h': '♥', 'suit-d': '♦', 'suit-c': '♣' };
    return rows
      .flatMap((row) => {
        const suit = symbol[[...row.classList].find((c) => c in symbol)];
        return [...row.querySelectorAll('.card .rank')].map((r) => `${suit}${r.textContent.trim()}`);
      })
      .sort();
  });
}

/** A PBN hand ("A87.Q874.AJ.Q865") as `data-card` names its cards. */
function pbnCards(hand) {
  const suits = ['♠', '♥', '♦', '♣'];
  return hand
    .split('.')
    .flatMap((ranks, i) => [...ranks].map((r) => `${suits[i]}${r === 'T' ? '10' : r}`))
    .sort();
}

/** South's hand of `bridge deal --seed S [--type T]`. */
function southOf(seed, type) {
  const args = ['deal', '--seed', String(seed)];
  if (type) args.push('--type', type);
  const [, hands] = bridge(...args).trim().split(':');
  return hands.split(' ')[2];
}

/** Plays on (passing in the auction, accepting robot claims) until the player has a card to
 * play; false when the deal ended first. */
async function toPlayersCard(page, how) {
  for (let step = 0; step < 400; step++) {
    if (await page.locator('[data-testid=result]').count()) return false;
    if (await page.locator('[data-testid=card-hint]:not([disabled])').count()) return true;
    try {
      const claim = page.locator('[data-testid=robot-claim-accept]');
      if (await claim.count()) await press(claim, how);
      const confirm = page.locator('[data-testid=confirm-call]');
      if (await confirm.count()) await press(confirm, how);
      const pass = page.locator('.bid.pass[aria-disabled=false]');
      if (await pass.count()) await press(pass, how);
    } catch {
      // The table moved on between looking and pressing: look again.
    }
    await page.waitForTimeout(100);
  }
  throw new Error('the player never had a card to play');
}

describe('learning from the deals', () => {
  let env;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });

  // Each language on the desktop (1280x800, the page then resized to 1024x768) and on a touch
  // screen (768x1024, then 390x844): the hint is shown at each size.
  for (const sizes of [SIZES.slice(0, 2), SIZES.slice(2)]) {
    const size = sizes[0];
    for (const lang of LANGS) {
      test(`a link's deal type and the card-play hint (${lang}, ${sizes.map((s) => s.name).join(', ')})`, async (t) => {
        const { page, context, problems } = await openPage(env.browser, size.options);
        try {
          // A slam deal by link, seeded: the deal `bridge deal --type slam` makes from it.
          await page.goto(practice(env.server.url, `type=slam&seed=42&lang=${lang}`));
          await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
          assert.deepEqual(await handCards(page, 'S'), pbnCards(southOf(42, 'slam')));
          assert.ok(await toPlayersCard(page, size.how), 'the player plays a card');
          // The hint: thought over in the workers, shown with its reason, a card that may be played.
          const hintButton = page.locator('[data-testid=card-hint]');
          await press(hintButton, size.how);
          const hint = page.locator('[data-testid=card-hint-text]');
          await hint.waitFor({ timeout: 20_000 });
          const text = (await hint.innerText()).trim();
          t.diagnostic(`${lang} ${size.name}: ${text}`);
          assert.match(text, lang === 'en' ? /^The robots would play .+/ : /^ربات‌ها .+ را بازی می‌کردند/);
          if (lang === 'fa') assert.doesNotMatch(text, /[A-Za-z]{3,}/, 'no English in the Persian hint');
          assert.equal(await hintButton.isDisabled(), true, 'one hint a card');
          const card = await hint.getAttribute('data-card');
          const hinted = page.locator(`button.card.playable[data-card="${card}"]`);
          assert.equal(await hinted.count(), 1, `the hint's card ${card} may be played`);
          // The hint is on screen with the button that asked for it, at each size.
          for (const at of sizes) {
            await resize(page, { name: at.name, ...at.options });
            assert.ok(await hint.isVisible(), at.name);
            const box = await hint.boundingBox();
            assert.ok(box.x >= 0 && box.x + box.width <= at.options.viewport.width + 1, `the hint is within the screen at ${at.name}`);
          }
          // Playing the card ends the hint.
          await press(hinted, size.how);
          await hint.waitFor({ state: 'detached', timeout: 5000 });
          // A hint asked for and a card played at once: the hint is cancelled, never shown.
          if (await toPlayersCard(page, size.how)) {
            await press(hintButton, size.how);
            await press(page.locator('button.card.playable').first(), size.how);
            await page.waitForTimeout(1500);
            const stale = await page.locator('[data-testid=card-hint-text]').count();
            const thinking = await page.locator('[data-testid=card-hint-thinking]').count();
            // A hint shown now belongs to a later card of the player's, asked for afresh: none was.
            assert.equal(stale + thinking, 0, 'the cancelled hint is not shown');
          }
          assert.deepEqual(problems(), []);
        } finally {
          await context.close();
        }
      });
    }
  }

  // A deal the robots bid to a contract, played by the player's first playable card each time:
  // careless enough to cost tricks (as in costs.test.mjs).
  const DEAL = 'N:A96.J52.AK976.62 Q852.K87.QT532.J KT.QT64.8.AK9543 J743.A93.J4.QT87';

  /** Everything the app keeps in the browser's storage. */
  async function stored(page) {
    return page.evaluate(() => Object.fromEntries(Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])));
  }

  /** Plays the practice copy on view to its end: the player's first playable card each time. */
  async function playCopyToEnd(copy, how) {
    for (let step = 0; step < 400; step++) {
      if (await copy.locator('[data-testid=both-results]').count()) return;
      try {
        const claim = copy.locator('[data-testid=robot-claim-accept]');
        if (await claim.count()) await press(claim, how);
        const card = copy.locator('button.card.playable');
        if (await card.count()) await press(card.first(), how);
      } catch {
        // The table moved on between looking and pressing: look again.
      }
      await copy.page().waitForTimeout(100);
    }
    throw new Error('the practice copy did not reach its result');
  }

  // The review plays two whole deals (the session's and the practice copy) and values every
  // card of them: once on a desktop in English (its tiles checked at 1280x800 and, the page
  // resized, at 1024x768) and once on a touch screen in Persian (768x1024, then 390x844), so
  // both languages and both ways of pressing are seen and make test does not play sixteen
  // deals for it. The hint above runs in every combination.
  for (const [lang, sizes] of [['en', SIZES.slice(0, 2)], ['fa', SIZES.slice(2)]]) {
    const size = sizes[0];
    {
      test(`the review: every card's value, the bidding beside the robots', play from here (${lang}, ${sizes.map((s) => s.name).join(', ')})`, async (t) => {
        const { page, context, problems } = await openPage(env.browser, size.options);
        try {
          await page.goto(practice(env.server.url, `deal=${encodeURIComponent(DEAL)}&seed=5&lang=${lang}`));
          await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
          await playToEnd(page, size.how);
          const yours = await page.locator('[data-testid=your-score]').innerText();
          // Every card's value, from the opening lead: each legal card with its tricks.
          const review = page.locator('[data-testid=card-review]');
          const values = review.locator('[data-testid=card-values]');
          await values.waitFor({ timeout: 120_000 });
          const lead = await page.locator('[data-testid=play-record] tbody tr').first().locator('td.led').getAttribute('data-cost');
          let lost;
          for (const at of sizes) {
            await resize(page, { name: at.name, ...at.options });
            const tiles = await values.locator('li').evaluateAll((items) => items.map((li) => ({
              card: li.dataset.card,
              tricks: li.dataset.tricks,
              shown: li.querySelector('.value').textContent,
              said: li.querySelector('.visually-hidden').textContent,
              played: li.classList.contains('played'),
              best: li.classList.contains('best'),
              size: parseFloat(getComputedStyle(li.querySelector('.value')).fontSize),
              right: li.getBoundingClientRect().right,
              left: li.getBoundingClientRect().left,
            })));
            t.diagnostic(`${lang} ${at.name}: opening lead's values ${tiles.map((v) => `${v.card}=${v.tricks}`).join(' ')}`);
            assert.ok(tiles.length > 0 && tiles.length <= 13);
            assert.equal(tiles.filter((v) => v.played).length, 1, 'the card played is marked');
            const width = at.options.viewport.width;
            for (const v of tiles) {
              assert.equal(v.shown, v.tricks, 'the figure is the value');
              assert.ok(v.size >= 16, `the figure is readable (${v.size}px at ${at.name})`);
              assert.ok(v.left >= 0 && v.right <= width, `the tiles stay on screen at ${at.name}`);
              assert.match(v.said, lang === 'en' ? /: \d+ tricks?/ : /\d+ تریک/);
            }
            lost = Number(await values.getAttribute('data-lost'));
            assert.equal(tiles.some((v) => v.best), lost > 0, 'the best cards are highlighted where a trick was lost');
          }
          // The lead's cost in the play record is the review's.
          if (lead !== null) assert.equal(String(lost), lead);
          // Stepping on: by the button, then by the keyboard's arrow (mirrored right to left).
          await press(page.locator('[data-testid=card-step-next]'), size.how);
          await page.locator('[data-testid=card-values][data-index="1"]').waitFor({ timeout: 60_000 });
          const status = await page.locator('[data-testid=card-step-status]').innerText();
          assert.match(status, lang === 'en' ? /^Card 2 of \d+: \w+ to play$/ : /^کارت 2 از \d+/);
          await page.locator('[data-testid=card-step-next]').focus();
          await page.keyboard.press(lang === 'en' ? 'ArrowRight' : 'ArrowLeft');
          await page.locator('[data-testid=card-values][data-index="2"]').waitFor({ timeout: 60_000 });
          // The bidding beside the robots': one line a call of the player's, each answered.
          const calls = page.locator('[data-testid=bidding-review] li');
          await page.locator('[data-testid=bidding-review] li[data-state=asking]').first().waitFor({ state: 'detached', timeout: 60_000 }).catch(() => {});
          assert.ok((await calls.count()) > 0);
          assert.equal(await page.locator('[data-testid=bidding-review] li[data-state=done]').count(), await calls.count());
          for (const line of await calls.allInnerTexts()) {
            assert.match(line, lang === 'en' ? /^You called .+\. The robots would call/ : /^شما .+ ربات‌ها/);
          }
          assert.ok(await page.locator('[data-testid=par]').isVisible(), 'par, with who makes it');
          // Play from here: a practice copy from card 3, played to its end; then both results.
          const before = await stored(page);
          await press(page.locator('[data-testid=play-from-here]'), size.how);
          const copy = page.locator('[data-testid=practice-copy]');
          await copy.waitFor();
          await playCopyToEnd(copy, size.how);
          const original = copy.locator('[data-testid=result-original]');
          assert.equal(await original.getAttribute('data-score'), String(Number(yours.replace('−', '-'))));
          assert.ok(await copy.locator('[data-testid=result-again]').isVisible());
          await press(copy.locator('[data-testid=copy-done]'), size.how);
          await copy.waitFor({ state: 'detached' });
          // The session's deal and score are as they were.
          assert.equal(await page.locator('[data-testid=your-score]').innerText(), yours);
          assert.deepEqual(await stored(page), before, 'the copy saved nothing and changed no save');
          assert.deepEqual(problems(), []);
        } finally {
          await context.close();
        }
      });
    }
  }

  test('the deal type is a setting, saved, and deals the practice deals', async () => {
    const { page, context, problems } = await openPage(env.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      await openApp(page, new URL('?lang=fa', env.server.url).href);
      await page.locator('[data-testid=open-settings]').tap();
      const select = page.locator('[data-testid=deal-type]');
      assert.equal(await select.inputValue(), 'any');
      await select.selectOption('game');
      assert.equal((await page.locator('[data-testid=deal-type-desc]').innerText()).trim(), 'طرف شما قدرت یک گیم را دارد، نه یک اسلم.');
      const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('bridge.settings')));
      assert.equal(stored.data.practice_deals, 'game');
      // A practice link with a seed and no type: the setting's type deals it.
      await page.goto(practice(env.server.url, 'seed=7&lang=fa'));
      await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      assert.deepEqual(await handCards(page, 'S'), pbnCards(southOf(7, 'game')));
      assert.deepEqual(problems(), []);
    } finally {
      await context.close();
    }
  });

  test('a link with an unknown deal type says so and deals any deal', async () => {
    const { page, context, problems } = await openPage(env.browser);
    try {
      await page.goto(practice(env.server.url, 'type=grand&seed=42&lang=en'));
      await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      assert.match(await page.locator('body').innerText(), /deal type “grand” is not a kind of practice deal/);
      assert.deepEqual(await handCards(page, 'S'), pbnCards(southOf(42)));
      assert.deepEqual(problems(), []);
    } finally {
      await context.close();
    }
  });
});
