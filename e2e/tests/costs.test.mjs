// The post-mortem's double-dummy cost of each card played: worked out in the engine workers
// (a job per trick) once the result screen opens, each costly card marked in the play record,
// the tricks lost by each side summed under it, and the search cancelled when the player moves on.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, start } from '../lib/harness.mjs';
import { playToEnd } from '../lib/table.mjs';

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

describe('what each card cost double dummy', () => {
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
    test(`costly cards are marked and summed by side (${lang}, ${options.viewport.width}x${options.viewport.height})`, async (t) => {
      const { page, context, problems } = await openPage(env.browser, options);
      try {
        await page.goto(link(env.server.url, lang));
        await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
        await playToEnd(page, how);
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
