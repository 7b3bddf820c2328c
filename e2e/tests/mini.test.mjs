// Minibridge and honeymoon bridge against the robots: a deal of each played to its score, the
// score checked against a hand calculation of the rules (rule reference §9.5 for minibridge,
// contract bridge rubber scoring for honeymoon bridge).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, start } from '../lib/harness.mjs';

function link(base, params) {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.href;
}

/** Trick value of `odd` odd tricks in `strain` (C D H S N), undoubled. */
function trickPoints(strain, odd) {
  if (odd <= 0) return 0;
  if (strain === 'N') return 40 + 30 * (odd - 1);
  return (strain === 'H' || strain === 'S' ? 30 : 20) * odd;
}

/** Parses "4H", "3NT", "2SX", "1NTXX". */
function parseContract(text) {
  const m = /^([1-7])(NT|[CDHS])(X{0,2})$/.exec(text);
  assert.ok(m, `a contract: ${text}`);
  return { level: Number(m[1]), strain: m[2][0], doubled: m[3].length };
}

/** The minibridge score of a deal as the reference states it: part-score (played as a one-level
 *  contract) 7 tricks, trick score + 50; game (3NT, 4H/4S, 5C/5D) trick score + 300; 50 a trick
 *  short to the opponents. Returns [declarer's side, opponents]. */
function miniScore(contract, tricks) {
  const { level, strain } = parseContract(contract);
  const needed = level + 6;
  if (tricks < needed) return [0, 50 * (needed - tricks)];
  const game = level > 1;
  return [trickPoints(strain, tricks - 6) + (game ? 300 : 50), 0];
}

/** Plays minibridge as South until the deal's result is on show: counts its points with the
 *  "count for me" help, takes the suggested contract, plays the first playable card. */
async function playMinibridge(page) {
  for (let i = 0; i < 400; i++) {
    if (await page.locator('[data-testid=mini-result]').count()) return;
    if (await page.locator('[data-testid=redeal]').count()) {
      await page.click('[data-testid=next-deal]');
      continue;
    }
    if (await page.locator('[data-testid=announce]').count()) {
      await page.click('[data-testid=count-for-me]');
      await page.click('[data-testid=announce]');
      continue;
    }
    if (await page.locator('[data-testid=choose]').count()) {
      await page.click('[data-testid=choose]');
      continue;
    }
    const card = page.locator('button.card.playable');
    if (await card.count()) await card.first().click({ timeout: 2000 }).catch(() => {});
    else await page.waitForTimeout(30);
  }
  assert.fail('the deal did not end');
}

describe('minibridge and honeymoon bridge', () => {
  let env;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });

  test('the start menu offers both, minibridge marked for newcomers', async () => {
    const tab = await openPage(env.browser);
    const { page } = tab;
    await page.goto(env.server.url);
    await page.locator('[data-mode=minibridge]').waitFor({ timeout: 20_000 });
    assert.match(await page.locator('[data-mode=minibridge]').innerText(), /For newcomers/);
    await page.click('[data-mode=honeymoon]');
    await page.locator('[data-testid=hm-intro]').waitFor();
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  test('a minibridge deal: points announced, a wrong count refused, played to its score', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    const { page } = tab;
    await page.goto(link(env.server.url, { mode: 'minibridge', seed: '7', pace: '0' }));
    await page.locator('[data-testid=mini-intro]').waitFor({ timeout: 20_000 });
    await page.click('[data-testid=start-basic]');
    // South deals the first hand and speaks first: a wrong count is refused with a tip.
    await page.locator('[data-testid=announce]').waitFor();
    assert.match(await page.locator('[data-testid=tip]').innerText(), /ace 4, king 3, queen 2, jack 1/);
    const held = await page.evaluate(() => {
      const value = { A: 4, K: 3, Q: 2, J: 1 };
      return [...document.querySelectorAll('[data-testid=seat-S] button.card')]
        .map((b) => value[b.dataset.card.slice(1)] ?? 0)
        .reduce((a, b) => a + b, 0);
    });
    // The stepper starts at 10: make it a wrong count, then announce it.
    if (held === 10) await page.getByRole('button', { name: 'One point more' }).click();
    const wrong = held === 10 ? 11 : 10;
    await page.click('[data-testid=announce]');
    await page.locator('[data-testid=message]').waitFor();
    assert.match(await page.locator('[data-testid=message]').innerText(), new RegExp(`^${wrong} is not right`));
    assert.equal(await page.locator('[data-testid=seat-S] [data-testid=said]').count(), 0, 'nothing announced');
    await playMinibridge(page);
    // Everyone's announcement is there, and they add up to 40.
    const said = await page.locator('[data-testid=said]').allInnerTexts();
    assert.equal(said.length, 4);
    assert.equal(said.map((s) => parseInt(s, 10)).reduce((a, b) => a + b, 0), 40);
    const r = page.locator('[data-testid=mini-result]');
    const contract = await r.getAttribute('data-contract');
    const declarer = await r.getAttribute('data-declarer');
    const tricks = Number(await r.getAttribute('data-tricks'));
    const [decl, opp] = miniScore(contract, tricks);
    const declaringNS = declarer === 'N' || declarer === 'S';
    const ns = Number(await page.locator('[data-testid=total-ns]').innerText());
    const ew = Number(await page.locator('[data-testid=total-ew]').innerText());
    assert.deepEqual([ns, ew], declaringNS ? [decl, opp] : [opp, decl], `${contract} by ${declarer}, ${tricks} tricks`);
    // All four hands are shown once the deal is over.
    assert.equal(await page.locator('[data-testid=hidden-hand]').count(), 0);
    for (const seat of ['N', 'E', 'S', 'W']) {
      assert.equal(await page.locator(`[data-testid=seat-${seat}] .card`).count(), 13, `${seat} as dealt`);
    }
    // A reload resumes at the result; the next deal is dealt by West.
    await page.reload();
    await r.waitFor({ timeout: 20_000 });
    await page.click('[data-testid=next-deal]');
    await page.waitForFunction(() => document.querySelector('[data-testid=dealer]')?.innerText === 'West');
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  test('advanced minibridge: openings and contracts named, played to its score', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    const { page } = tab;
    await page.goto(link(env.server.url, { mode: 'minibridge', seed: '3', pace: '0' }));
    await page.click('[data-testid=start-advanced]', { timeout: 20_000 });
    for (let i = 0; i < 400; i++) {
      if (await page.locator('[data-testid=mini-result]').count()) break;
      if (await page.locator('[data-testid=redeal]').count()) await page.click('[data-testid=next-deal]');
      else if (await page.locator('[data-testid=open]').count()) await page.click('[data-testid=open]');
      else if (await page.locator('.bids .bid[aria-disabled=false]').count()) {
        // Name the cheapest contract allowed, or pass once one stands.
        if (await page.locator('[data-testid=pass]').count()) await page.click('[data-testid=pass]');
        else await page.locator('.bids .bid[aria-disabled=false]').first().click();
      } else {
        const card = page.locator('button.card.playable');
        if (await card.count()) await card.first().click({ timeout: 2000 }).catch(() => {});
        else await page.waitForTimeout(30);
      }
    }
    const r = page.locator('[data-testid=mini-result]');
    await r.waitFor();
    const contract = await r.getAttribute('data-contract');
    const tricks = Number(await r.getAttribute('data-tricks'));
    const { level, strain } = parseContract(contract);
    const needed = level + 6;
    // Non-vulnerable duplicate scoring of the contract (no slams reached by these hands).
    const trickScore = trickPoints(strain, level);
    const expected = tricks < needed
      ? 50 * (needed - tricks)
      : trickScore + (tricks - needed) * (strain === 'N' || strain === 'H' || strain === 'S' ? 30 : 20) + (trickScore >= 100 ? 300 : 50) + (level === 6 ? 500 : level === 7 ? 1000 : 0);
    const ns = Number(await page.locator('[data-testid=total-ns]').innerText());
    const ew = Number(await page.locator('[data-testid=total-ew]').innerText());
    assert.equal(ns + ew, expected, `${contract}, ${tricks} tricks`);
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  test('a honeymoon deal: 13 tricks with draws, the bidding, the contract, the rubber sheet', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    const { page } = tab;
    await page.goto(link(env.server.url, { mode: 'honeymoon', seed: '5', pace: '0' }));
    await page.click('[data-testid=start-honeymoon]', { timeout: 20_000 });
    // The robot deals; the player leads the first of the thirteen tricks that do not count.
    await page.locator('button.card.playable').first().waitFor();
    assert.equal(await page.locator('[data-testid=seat-S] button.card').count(), 13);
    assert.match(await page.locator('[data-testid=stock]').innerText(), /26 cards face down/);
    await page.locator('button.card.playable').first().click();
    await page.locator('[data-testid=last-draw]').waitFor();
    assert.match(await page.locator('[data-testid=last-draw]').innerText(), /^You drew the /);
    assert.match(await page.locator('[data-testid=stock]').innerText(), /24 cards face down/);
    assert.equal(await page.locator('[data-testid=seat-S] button.card').count(), 13, 'one card played, one drawn');
    let bid = false;
    for (let i = 0; i < 600; i++) {
      if (await page.locator('[data-testid=hm-result]').count()) break;
      if (await page.locator('.bidding-box [data-testid=pass]').count()) {
        // Bid 1NT (or the cheapest bid allowed) once, then pass.
        if (!bid) {
          bid = true;
          await page.locator('.bids .bid[aria-disabled=false]').first().click();
        } else {
          await page.click('.bidding-box [data-testid=pass]');
        }
        continue;
      }
      const card = page.locator('button.card.playable');
      if (await card.count()) await card.first().click({ timeout: 2000 }).catch(() => {});
      else await page.waitForTimeout(30);
    }
    const r = page.locator('[data-testid=hm-result]');
    await r.waitFor();
    assert.match(await page.locator('[data-testid=stock]').innerText(), /^.*\b0 cards face down/s);
    const contract = await r.getAttribute('data-contract');
    assert.ok(contract, 'a contract was played');
    const declarer = await r.getAttribute('data-declarer');
    const tricks = Number(await r.getAttribute('data-tricks'));
    const { level, strain, doubled } = parseContract(contract);
    const needed = level + 6;
    const entries = await page.locator('.mini-entries li').evaluateAll((els) =>
      els.map((e) => ({ kind: e.dataset.kind, side: e.dataset.side, points: Number(e.dataset.points) })));
    const declSide = declarer === 'S' ? 'NS' : 'EW';
    const defSide = declSide === 'NS' ? 'EW' : 'NS';
    const mult = [1, 2, 4][doubled];
    if (tricks >= needed) {
      const below = entries.find((e) => e.kind === 'TrickScore');
      assert.deepEqual(below, { kind: 'TrickScore', side: declSide, points: trickPoints(strain, level) * mult });
    } else {
      // Neither side is vulnerable on the first deal of a rubber.
      const down = needed - tricks;
      const penalty = doubled === 0 ? 50 * down
        : ([100, 300, 500].at(Math.min(down, 3) - 1) + Math.max(0, down - 3) * 300) * (doubled === 2 ? 2 : 1);
      assert.deepEqual(entries.find((e) => e.kind === 'Undertricks'), { kind: 'Undertricks', side: defSide, points: penalty });
    }
    // The rubber sheet is on show, and the robot's hand is revealed.
    await page.locator('[data-testid=hm-sheet] [data-testid=score-card]').first().waitFor().catch(() => {});
    assert.ok(await page.locator('[data-testid=hm-sheet]').count());
    assert.equal(await page.locator('[data-testid=seat-robot] .card').count(), 13);
    assert.equal(await page.locator('[data-testid=seat-S] .card').count(), 13);
    // The next deal: the player deals, so the robot leads.
    await page.click('[data-testid=next-deal]');
    await page.waitForFunction(() => document.querySelector('[data-testid=dealer]')?.innerText === 'You');
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  test('Persian: the screens speak Persian, right to left', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const { page } = tab;
    await page.goto(link(env.server.url, { mode: 'minibridge', lang: 'fa', seed: '7', pace: '0' }));
    await page.locator('[data-testid=mini-intro]').waitFor({ timeout: 20_000 });
    assert.match(await page.locator('[data-testid=mini-intro] h2').innerText(), /مینی‌بریج/);
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    await page.goto(link(env.server.url, { mode: 'honeymoon', lang: 'fa', seed: '7', pace: '0' }));
    await page.locator('[data-testid=hm-intro]').waitFor({ timeout: 20_000 });
    assert.match(await page.locator('[data-testid=hm-intro] h2').innerText(), /ماه عسل/);
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });
});
