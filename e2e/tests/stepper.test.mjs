// The post-mortem's play, trick by trick on the table: start, previous, next and end (and the
// arrow keys, mirrored in right-to-left pages); at step k the centre shows trick k with the seat
// of each card, the leader and the winner, and the hands hold the cards not yet played.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, start } from '../lib/harness.mjs';
import { playToEnd, press } from '../lib/table.mjs';

// A deal the robots bid to a contract (`bridge deal --seed 11`), as in costs.test.mjs.
const DEAL = 'N:A96.J52.AK976.62 Q852.K87.QT532.J KT.QT64.8.AK9543 J743.A93.J4.QT87';

function link(base, lang = 'en') {
  return new URL(`?mode=practice&deal=${encodeURIComponent(DEAL)}&pace=0&lang=${lang}`, base).href;
}

/** The cards in each hand of the result's table, by seat letter. */
async function handSizes(page) {
  const sizes = {};
  for (const seat of ['N', 'E', 'S', 'W']) {
    sizes[seat] = await page.locator(`[data-testid=result-seat-${seat}] .hand .card`).count();
  }
  return sizes;
}

/** The cards of trick `row` (1-based) in the play record, by seat letter (columns W N E S). */
async function recordTrick(page, row) {
  return page.locator(`[data-testid=play-record] tbody tr:nth-child(${row})`).evaluate((tr) => {
    const cells = [...tr.querySelectorAll('td')];
    const seats = ['W', 'N', 'E', 'S'];
    return Object.fromEntries(cells.map((td, i) => [seats[i], {
      card: td.querySelector('span').textContent,
      led: td.classList.contains('led'),
      won: td.classList.contains('won'),
    }]));
  });
}

/** What the centre of the table shows, by seat letter. */
async function centre(page) {
  return page.locator('[data-testid=result-trick] .trick-play').evaluateAll((plays) =>
    Object.fromEntries(plays.map((p) => [p.dataset.seat, {
      card: p.dataset.card,
      led: p.classList.contains('led'),
      won: p.classList.contains('won'),
      label: p.querySelector('.trick-seat').textContent,
    }])));
}

const all = (n) => ({ N: n, E: n, S: n, W: n });

describe('stepping through the play on the result table', () => {
  let env;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });

  const RUNS = [
    { lang: 'en', options: { viewport: { width: 1280, height: 800 } }, how: 'click' },
    { lang: 'fa', options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, how: 'tap' },
  ];
  for (const { lang, options, how } of RUNS) {
    test(`trick by trick, to the end and back (${lang}, ${options.viewport.width}x${options.viewport.height})`, async () => {
      const { page, context, problems } = await openPage(env.browser, options);
      try {
        await page.goto(link(env.server.url, lang));
        await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
        await playToEnd(page, how);
        const status = page.locator('[data-testid=step-status]');
        const tricks = await page.locator('[data-testid=play-record] tbody tr').count();
        assert.equal(tricks, 13, 'played to the end, no claim');

        // Step 0: full hands, nothing in the centre.
        assert.equal(await status.getAttribute('data-step'), '0');
        assert.deepEqual(await handSizes(page), all(13));
        assert.equal(await page.locator('[data-testid=result-trick] .trick-play').count(), 0);

        // Trick 1 in the centre, as in the play record, and twelve cards in each hand.
        await press(page.locator('[data-testid=step-next]'), how);
        assert.equal(await status.getAttribute('data-step'), '1');
        assert.deepEqual(await handSizes(page), all(12));
        const shown = await centre(page);
        const recorded = await recordTrick(page, 1);
        assert.equal(Object.keys(shown).length, 4);
        for (const seat of ['N', 'E', 'S', 'W']) {
          assert.equal(shown[seat].card, recorded[seat].card, `${seat}'s card`);
          assert.equal(shown[seat].led, recorded[seat].led, `${seat} led`);
          assert.equal(shown[seat].won, recorded[seat].won, `${seat} won`);
          assert.ok(shown[seat].label.length > 0, 'the seat is named');
          // The card is no longer in its hand.
          const suit = { '♠': 's', '♥': 'h', '♦': 'd', '♣': 'c' }[shown[seat].card[0]];
          const ranks = await page.locator(`[data-testid=result-seat-${seat}] .hand .card.suit-${suit} .rank`).allTextContents();
          assert.ok(!ranks.includes(shown[seat].card.slice(1)), `${shown[seat].card} left ${seat}'s hand`);
        }
        // The centre is the same compass as the hands, not mirrored in right-to-left pages:
        // West's card on the left of East's, as West's hand is on the left of East's.
        const x = async (sel) => (await page.locator(sel).boundingBox()).x;
        assert.ok(await x('.trick-play[data-seat=W]') < await x('.trick-play[data-seat=E]'), 'W card left of E');
        assert.ok(await x('[data-testid=result-seat-W]') < await x('[data-testid=result-seat-E]'), 'W hand left of E');
        assert.equal(Object.values(shown).filter((p) => p.led).length, 1);
        assert.equal(Object.values(shown).filter((p) => p.won).length, 1);
        assert.equal(await page.locator('[data-testid=play-record] tbody tr.current').count(), 1);
        assert.equal(await page.locator('[data-testid=play-record] tbody tr:nth-child(1).current').count(), 1);

        // The end: the last trick in the centre, the hands empty; then back to the start.
        await press(page.locator('[data-testid=step-end]'), how);
        assert.equal(await status.getAttribute('data-step'), String(tricks));
        assert.deepEqual(await handSizes(page), all(0));
        assert.equal(await page.locator('[data-testid=result-trick] .trick-play').count(), 4);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the result is ${overflow} px wider than the viewport`);
        await press(page.locator('[data-testid=step-start]'), how);
        assert.equal(await status.getAttribute('data-step'), '0');
        assert.deepEqual(await handSizes(page), all(13));
        assert.equal(await page.locator('[data-testid=play-record] tbody tr.current').count(), 0);

        // The arrow keys step while the controls have focus: the next trick is to the right,
        // or to the left in a right-to-left page.
        const [forward, back] = lang === 'fa' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
        await page.locator('[data-testid=step-next]').focus();
        await page.keyboard.press(forward);
        await page.keyboard.press(forward);
        assert.equal(await status.getAttribute('data-step'), '2');
        assert.deepEqual(await handSizes(page), all(11));
        await page.keyboard.press(back);
        assert.equal(await status.getAttribute('data-step'), '1');
        await page.keyboard.press('End');
        assert.equal(await status.getAttribute('data-step'), String(tricks));
        await page.keyboard.press('Home');
        assert.equal(await status.getAttribute('data-step'), '0');

        const overflowAfter = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflowAfter <= 0, `the result is ${overflowAfter} px wider than the viewport`);
        assert.deepEqual(problems(), []);
      } finally {
        await context.close();
      }
    });
  }
});
