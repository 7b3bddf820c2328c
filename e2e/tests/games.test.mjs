// The games of issue 15 in the browser: an IMP-pairs session (cross-IMPs and datum) and a
// board-a-match teams session show their scores as soon as the other tables have played; the
// beer card is a setting counted on the score card; a LIN link (raw LIN or a whole BBO
// handviewer link) opens its deal, and a malformed one is reported with its tag and position.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { openPage, start } from '../lib/harness.mjs';
import { playToEnd } from '../lib/table.mjs';

/** A session of `mode` opened from a link with a fixed seed, robots at once. */
async function openSession(page, base, { mode, seed, lang = 'en', setup }) {
  const url = new URL(base);
  url.search = new URLSearchParams({ mode, seed: String(seed), pace: '0', lang }).toString();
  await page.goto(url.href);
  await page.locator('[data-testid=sessions]').waitFor({ timeout: 20_000 });
  if (setup) await setup(page);
  await page.click('[data-testid=new-session]');
  await page.locator('[data-testid=session-screen]').waitFor();
}

/** How many pixels the page is wider than the screen (0 when nothing sticks out). */
const tooWide = (page) => page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

const SAMPLE = readFileSync(new URL('../../engine/tests/data/lin/alerts_and_claim.lin', import.meta.url), 'utf8').trim();

/** The WBF IMP scale (rule reference §8.2): upper bounds of the bands. */
const BANDS = [10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590, 740, 890, 1090, 1290, 1490, 1740, 1990, 2240, 2490, 2990, 3490, 3990];
const imps = (d) => Math.sign(d) * (BANDS.findIndex((top) => Math.abs(d) <= top) + 1 || 25) - Math.sign(d);

/** "+420", "−50", "0" as on the score card. */
const num = (text) => Number(text.trim().replace('−', '-').replace('+', ''));

describe('games', () => {
  let env;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });

  test('IMP pairs, cross-IMPs: the result and the traveller agree with a hand calculation', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    const { page } = tab;
    await openSession(page, env.server.url, {
      mode: 'pairs',
      seed: 21,
      setup: async (p) => {
        await p.selectOption('[data-testid=boards]', '4');
        await p.selectOption('[data-testid=pairs-scoring]', 'cross');
      },
    });
    await playToEnd(page);
    await page.locator('[data-testid=deal-imps]').waitFor({ timeout: 90_000 });
    const shown = await page.locator('[data-testid=deal-imps]').innerText();
    assert.match(shown, /^IMPs for your pair on this board: (0|[+−]\d+(\.\d\d)?)$/, shown);
    // The traveller: eight results; each pair's cross-IMPs are its IMPs against the seven others
    // divided by seven.
    const rows = page.locator('.traveller tbody tr');
    assert.equal(await rows.count(), 8);
    const scores = (await page.locator('.traveller tbody tr td:nth-child(3)').allInnerTexts()).map(num);
    const column = (await page.locator('.traveller tbody tr td:nth-child(4)').allInnerTexts()).map(num);
    scores.forEach((s, i) => {
      const total = scores.reduce((t, o, j) => (j === i ? t : t + imps(s - o)), 0);
      assert.ok(Math.abs(column[i] - total / 7) < 0.006, `row ${i}: ${column[i]} vs ${total / 7}`);
    });
    const ours = await page.locator('.traveller tbody tr.ours td:nth-child(4)').innerText();
    assert.equal(num(shown.split(': ')[1]), num(ours));
    assert.equal(num(await page.locator('[data-testid=total-imps]').innerText()), num(ours));
    const problems = tab.problems();
    await tab.context.close();
    assert.deepEqual(problems, []);
  });

  test('IMP pairs against the datum, in Persian on a phone', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const { page } = tab;
    await openSession(page, env.server.url, {
      mode: 'pairs',
      seed: 8,
      lang: 'fa',
      setup: async (p) => {
        await p.selectOption('[data-testid=boards]', '4');
        await p.selectOption('[data-testid=pairs-scoring]', 'datum');
      },
    });
    await playToEnd(page, 'tap');
    await page.locator('[data-testid=deal-imps]').waitFor({ timeout: 90_000 });
    assert.match(await page.locator('[data-testid=deal-imps]').innerText(), /داتوم/);
    // The datum: the mean of the eight scores without the highest and the lowest, to the 10.
    const scores = (await page.locator('.traveller tbody tr td:nth-child(3)').allInnerTexts()).map(num).sort((a, b) => a - b);
    const kept = scores.slice(1, -1);
    const mean = kept.reduce((a, b) => a + b, 0) / kept.length;
    const datum = Math.sign(mean) * Math.round(Math.abs(mean) / 10) * 10;
    assert.equal(num((await page.locator('[data-testid=datum]').innerText()).replace(/[^\d+−-]/g, '')), datum);
    assert.equal(await tooWide(page), 0);
    const problems = tab.problems();
    await tab.context.close();
    assert.deepEqual(problems, []);
  });

  test('board-a-match teams: the board is won, tied or lost by the totals, and the card counts it', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });
    const { page } = tab;
    await openSession(page, env.server.url, {
      mode: 'teams',
      seed: 5,
      setup: async (p) => {
        await p.selectOption('[data-testid=boards]', '4');
        await p.selectOption('[data-testid=teams-scoring]', 'bam');
        await p.check('[data-testid=beer-card]');
      },
    });
    assert.equal(await page.locator('[data-testid=beer-count]').innerText(), 'Beer card: 0 for your side, 0 for the opponents');
    await playToEnd(page, 'tap');
    await page.locator('[data-testid=deal-bam]').waitFor({ timeout: 90_000 });
    const outcome = await page.locator('[data-testid=deal-bam]').innerText();
    const ours = num(await page.locator('.teams tbody tr td:nth-child(3)').innerText());
    const theirs = num((await page.locator('.teams tbody tr td:nth-child(4)').innerText()).split('N-S ')[1]);
    const expected = ours > theirs ? 'Board won' : ours < theirs ? 'Board lost' : 'Board tied';
    assert.ok(outcome.startsWith(expected), `${outcome}: ${ours} against ${theirs}`);
    const points = ours > theirs ? '1' : ours < theirs ? '0' : '0½';
    assert.equal(await page.locator('[data-testid=bam-points]').innerText(), `${points} of 1`);
    assert.equal(await tooWide(page), 0);
    const problems = tab.problems();
    await tab.context.close();
    assert.deepEqual(problems, []);
  });

  test('a LIN link opens its deal at its result; a handviewer link too; a bad one is reported', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });
    const { page } = tab;
    const url = new URL(env.server.url);
    url.search = new URLSearchParams({ mode: 'practice', pace: '0', lin: SAMPLE }).toString();
    await page.goto(url.href);
    // The record's play ends with a claim of 10 tricks in 4♠ by South: its result opens.
    const result = page.locator('[data-testid=result]');
    await result.waitFor({ timeout: 20_000 });
    assert.equal(await result.getAttribute('data-contract'), '4S');
    assert.equal(await result.getAttribute('data-declarer'), 'S');
    assert.equal(await result.getAttribute('data-tricks'), '10');
    assert.equal(await result.getAttribute('data-vulnerable'), 'None');
    assert.equal(await tooWide(page), 0);

    // A whole handviewer link as the value: an auction in progress, North to call after 1♣!.
    const partial = 'md|3S8765HA54DJ63CA54,S43H876DT987CT876,SAKQ2HK32DA54C932,|ah|Board 1|sv|o|mb|1C!|an|two or more|';
    const viewer = `https://www.bridgebase.com/tools/handviewer.html?lin=${encodeURIComponent(partial)}`;
    await page.evaluate(() => localStorage.clear());
    url.search = new URLSearchParams({ mode: 'practice', pace: '0', lin: viewer }).toString();
    await page.goto(url.href);
    await page.locator('.bid.pass[aria-disabled=false]').first().waitFor({ timeout: 20_000 });
    const hand = await page.locator('[data-testid=seat-S] .card').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    assert.equal(hand.length, 13, 'South holds the LIN hand');
    assert.ok(hand.some((c) => /ace of hearts/i.test(c)), hand.join(', '));

    url.search = new URLSearchParams({ mode: 'practice', lin: 'st||md|9SA|' }).toString();
    await page.goto(url.href);
    const errors = page.locator('[data-testid=link-errors]');
    await errors.waitFor({ timeout: 20_000 });
    assert.match(await errors.innerText(), /LIN, the deal \(md\) at character 5: the dealer must be 1 to 4\./);
    const problems = tab.problems();
    await tab.context.close();
    assert.deepEqual(problems, []);
  });

  test('a LIN file imported on the teams list deals its boards first', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    const { page } = tab;
    const url = new URL(env.server.url);
    url.search = new URLSearchParams({ mode: 'teams', pace: '0' }).toString();
    await page.goto(url.href);
    await page.locator('[data-testid=sessions]').waitFor({ timeout: 20_000 });
    const file = new URL('../../engine/tests/data/lin/two_boards.lin', import.meta.url).pathname;
    await page.setInputFiles('[data-testid=import-input]', file);
    await page.locator('[data-testid=session-entry]').first().waitFor();
    await page.click('[data-testid=open-session]');
    await page.locator('[data-testid=session-screen]').waitFor();
    // Board 2 of the file: South holds ♠AKQ2 ♥K32 ♦A54 ♣932.
    assert.match(await page.locator('[data-testid=board-number]').innerText(), /2/);
    const hand = await page.locator('[data-testid=seat-S] .card').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    assert.ok(hand.includes('Ace of Spades') && hand.includes('King of Hearts'), hand.join(', '));
    // A malformed file is reported with its tag and character.
    await page.click('[data-testid=sessions-list]');
    await page.setInputFiles('[data-testid=import-input]', { name: 'bad.lin', mimeType: 'text/plain', buffer: Buffer.from('st||md|3SAKQ,,,|') });
    assert.match(await page.locator('[data-testid=import-error]').innerText(), /the deal \(md\) at character 5: the hands do not make a deal/);
    const problems = tab.problems();
    await tab.context.close();
    assert.deepEqual(problems, []);
  });
});
