// The post-mortem: its play stepped through trick by trick on the result's table, and the
// double-dummy cost of each card played: worked out in the engine workers (a job per trick) once
// the result screen opens, each costly card marked in the play record, the tricks lost by each
// side summed under it, and the search cancelled when the player moves on. One deal played to
// its end serves both, in English on a desktop and in Persian on a phone.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, start } from '../lib/harness.mjs';
import { playToEnd, press } from '../lib/table.mjs';

// A deal the robots bid to a contract (`bridge deal --seed 11`), played by the player's
// first playable card each time: careless enough to cost tricks.
const DEAL = 'N:A96.J52.AK976.62 Q852.K87.QT532.J KT.QT64.8.AK9543 J743.A93.J4.QT87';

function link(base, lang = 'en') {
  return new URL(`?mode=practice&deal=${encodeURIComponent(DEAL)}&pace=0&lang=${lang}`, base).href;
}

/** The marks in the play record: tricks lost by side, and the cells that carry a cost. */
async function marks(page) {
  return page.locator('[data-testid=play-record]').evaluate((table) => {
    const lost = { declarer: 0, defenders: 0 };
    const marked = [];
    for (const mark of table.querySelectorAll('[data-testid=cost]')) {
      lost[mark.dataset.side] += Number(mark.dataset.lost);
      marked.push({
        costly: mark.closest('td').classList.contains('costly'),
        cellCost: mark.closest('td').dataset.cost,
        lost: mark.dataset.lost,
        said: mark.querySelector('.visually-hidden').textContent,
        shown: mark.querySelector('[aria-hidden=true]').textContent,
      });
    }
    const cards = table.querySelectorAll('tbody td').length;
    const valued = table.querySelectorAll('tbody td[data-cost]').length;
    return { lost, marked, cards, valued };
  });
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

/**
 * The post-mortem's play, trick by trick on the result's table: start, previous, next and end
 * (and the arrow keys, mirrored in right-to-left pages); at step k the centre shows trick k with
 * the seat of each card, the leader and the winner, and the hands hold the cards not yet played.
 */
async function stepThrough(page, lang, how) {
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
}

describe('the post-mortem: the play step by step, what each card cost double dummy', () => {
  let env;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });

  // English on a desktop; Persian (right to left) on a phone, by touch.
  const RUNS = [
    { lang: 'en', options: { viewport: { width: 1280, height: 800 } }, how: 'click' },
    { lang: 'fa', options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, how: 'tap' },
  ];
  for (const { lang, options, how } of RUNS) {
    test(`trick by trick, to the end and back; costly cards are marked and summed by side (${lang}, ${options.viewport.width}x${options.viewport.height})`, async (t) => {
      const { page, context, problems } = await openPage(env.browser, options);
      try {
        await page.goto(link(env.server.url, lang));
        await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
        await playToEnd(page, how);
        // The stepping, while the costs are still worked out.
        await stepThrough(page, lang, how);
        const line = page.locator('[data-testid=play-costs]');
        assert.notEqual(await line.getAttribute('data-state'), 'failed');
        await page.locator('[data-testid=play-costs][data-state=done]').waitFor({ timeout: 120_000 });
        const { lost, marked, cards, valued } = await marks(page);
        t.diagnostic(`${lang}: ${marked.length} costly cards, lost ${JSON.stringify(lost)}`);
        assert.ok(cards > 0 && cards % 4 === 0, 'the play record has tricks');
        assert.equal(valued, cards, 'every card of the record is valued');
        assert.ok(marked.length > 0, 'the careless line costs something');
        // The summary's numbers are the marks' sums, side by side.
        assert.equal(await line.getAttribute('data-declarer'), String(lost.declarer));
        assert.equal(await line.getAttribute('data-defenders'), String(lost.defenders));
        const text = await line.innerText();
        const expect = lang === 'en'
          ? `Tricks lost double dummy — declarer's side: ${lost.declarer}, defenders: ${lost.defenders}`
          : `تریک‌های از دست‌رفته در تحلیل دابل‌دامی — طرف اعلام‌کننده: ${lost.declarer}، مدافعان: ${lost.defenders}`;
        assert.equal(text.trim(), expect);
        for (const m of marked) {
          assert.ok(m.costly && m.cellCost === m.lost && Number(m.lost) > 0, JSON.stringify(m));
          assert.equal(m.shown, `−${m.lost}`);
          assert.match(m.said, lang === 'en' ? /^Tricks lost double dummy: \d+$/ : /دابل‌دامی: \d+$/);
        }
        // Double dummy, declarer's tricks move only by the tricks each side gives away: the
        // table's figure for the contract, less declarer's losses, plus the defenders', is the
        // tricks taken (the deal is played to the end, no claim).
        await page.locator('[data-testid=dd-table][data-state=done]').waitFor({ timeout: 60_000 });
        const result = page.locator('[data-testid=result]');
        const strain = (await result.getAttribute('data-contract')).replace(/^\d|X+$/g, '');
        const seat = await result.getAttribute('data-declarer');
        const start = Number(await page.locator(`[data-testid=dd-table] td[data-strain="${strain}"][data-seat="${seat}"]`).innerText());
        assert.equal(start - lost.declarer + lost.defenders, Number(await result.getAttribute('data-tricks')));
        // The marked record fits the screen, and a narrower one too: a small phone, or a club's
        // frame of 360 px less its scroll bar (its badges go under their cards).
        for (const width of [options.viewport.width, 320]) {
          await page.setViewportSize({ width, height: options.viewport.height });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `the result is ${overflow} px wider than a ${width} px viewport`);
        }
        // Cards that cost nothing carry no mark.
        assert.equal(await page.locator('[data-testid=play-record] td[data-cost="0"] [data-testid=cost]').count(), 0);
        assert.deepEqual(problems(), []);
      } finally {
        await context.close();
      }
    });
  }

  test('a new deal cancels the costs still being worked out', async () => {
    const { page, context, problems } = await openPage(env.browser);
    try {
      const closed = [];
      page.on('worker', (worker) => worker.on('close', () => closed.push(worker.url())));
      await page.goto(link(env.server.url));
      await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      await playToEnd(page);
      const line = page.locator('[data-testid=play-costs]');
      // The costs of the first tricks (full hands) take a while: the workers are busy with them.
      assert.equal(await line.getAttribute('data-state'), 'solving');
      assert.match(await line.innerText(), /^Checking every card… \d+ of \d+ tricks$/);
      await page.click('[data-testid=next-deal]');
      await page.locator('[data-testid=bidding-box]').waitFor();
      for (let i = 0; i < 50 && closed.length === 0; i++) await page.waitForTimeout(100);
      assert.ok(closed.length > 0, 'a busy worker was terminated');
      assert.deepEqual(problems(), []);
    } finally {
      await context.close();
    }
  });
});
