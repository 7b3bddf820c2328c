// What the player looks at during and after every deal, at the four screen sizes and in English
// and Persian: Pass and the player's cards in view during the auction and the play, nothing
// wider than the screen, all four hands on the result screen, the score card updated as soon as
// the deal ends (not after "Next deal") with its last column and total in view, and the result in
// the session's own scoring. Robots act at once and the deals come from a fixed seed.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, start } from '../lib/harness.mjs';
import { playToEnd } from '../lib/table.mjs';
import { SIZE_GROUPS, VIEWPORTS, crowdedLabels, resize, sidewaysOverflow } from '../lib/layout.mjs';

export { VIEWPORTS, sidewaysOverflow };

/** A session of `mode` opened from a link with a fixed seed, robots at once. */
export async function openSession(page, base, { mode, seed, lang = 'en', setup }) {
  const url = new URL(base);
  url.search = new URLSearchParams({ mode, seed: String(seed), pace: '0', lang }).toString();
  await page.goto(url.href);
  await page.locator('[data-testid=sessions]').waitFor({ timeout: 20_000 });
  if (setup) await setup(page);
  await page.click('[data-testid=new-session]');
  await page.locator('[data-testid=session-screen]').waitFor();
}

/** Rectangles of `selector`'s elements that are not wholly inside the viewport. */
async function outside(page, selector) {
  return page.evaluate((sel) => {
    const { innerWidth: w, innerHeight: h } = window;
    return [...document.querySelectorAll(sel)]
      .map((el) => ({ el: el.outerHTML.slice(0, 80), ...el.getBoundingClientRect().toJSON() }))
      .filter((r) => r.left < -1 || r.top < -1 || r.right > w + 1 || r.bottom > h + 1);
  }, selector);
}


/** Waits until the player is to call (Pass can be pressed) or to play a card. */
async function playerTurn(page, what) {
  const selector = what === 'call' ? '.bid.pass[aria-disabled=false]' : 'button.card.playable';
  await page.locator(selector).first().waitFor({ timeout: 20_000 });
}

/** Passes until the player has a card to play (or the deal ends). */
async function passToPlay(page) {
  for (let i = 0; i < 200; i++) {
    if (await page.locator('button.card.playable, [data-testid=result]').count()) return;
    const pass = page.locator('.bid.pass[aria-disabled=false]');
    if (await pass.count()) await pass.click({ timeout: 2000 }).catch(() => {});
    else await page.waitForTimeout(50);
  }
}

/** The four hands of the result screen: each there, 13 cards, none on top of another. */
async function checkFourHands(page, where) {
  const boxes = await page.evaluate((w) => {
    const root = document.querySelector(w);
    return ['N', 'E', 'S', 'W'].map((s) => {
      const el = root.querySelector(`[data-testid=result-seat-${s}]`);
      return { seat: s, cards: el.querySelectorAll('.card').length, ...el.getBoundingClientRect().toJSON() };
    });
  }, where);
  for (const b of boxes) {
    assert.equal(b.cards, 13, `${b.seat}: 13 cards`);
    assert.ok(b.width > 60 && b.height > 60, `${b.seat} is shown: ${JSON.stringify(b)}`);
  }
  for (let i = 0; i < 4; i++) {
    for (let j = i + 1; j < 4; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      const overlap = a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
      assert.ok(!overlap, `${a.seat} and ${b.seat} overlap: ${JSON.stringify([a, b])}`);
    }
  }
}

/** Every score card's last column and totals inside the viewport (scrolled to), nothing sideways. */
async function checkScoreCard(page, label) {
  if (await page.locator('[data-testid=show-card]').isVisible()) await page.click('[data-testid=show-card]');
  const cells = '[data-testid=score-card] tr > :last-child, [data-testid^=total-]';
  await page.locator('[data-testid=score-card]').first().scrollIntoViewIfNeeded();
  const out = await page.evaluate((sel) => {
    const w = window.innerWidth;
    return [...document.querySelectorAll(sel)]
      .map((el) => ({ el: el.outerHTML.slice(0, 60), ...el.getBoundingClientRect().toJSON() }))
      .filter((r) => r.left < -1 || r.right > w + 1);
  }, cells);
  assert.deepEqual(out, [], `${label}: score card cells outside the viewport`);
  assert.deepEqual(await sidewaysOverflow(page), [], `${label}: sideways overflow`);
}

describe('screens at every size', () => {
  let env;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });

  // One deal a language and group of sizes: the desktop's, and the touch screens' (the page
  // resized to each of the three at every step checked).
  for (const sizes of SIZE_GROUPS) {
    for (const lang of ['en', 'fa']) {
      test(`${sizes.map((s) => s.name).join(', ')}, ${lang}: a Chicago deal from the first call to its result`, async () => {
        const { name: _, ...options } = sizes[0];
        const tab = await openPage(env.browser, options);
        const { page } = tab;
        /** Runs `check(name)` with the page at each size of the group. */
        const atEachSize = async (check) => {
          for (const size of sizes) {
            await resize(page, size);
            await check(size.name);
          }
        };
        // Tablet-safe confirmation off: one tap a call or card, so the test plays quickly.
        await page.addInitScript(() => {
          if (!localStorage.getItem('bridge.settings')) {
            localStorage.setItem('bridge.settings', JSON.stringify({ v: 1, data: { lang: 'en', four_colour: false, confirm_calls: false } }));
          }
        });
        // The new-session form first: each setting's name clear of its list or box.
        const form = (p) => atEachSize(async (name) => assert.deepEqual(await crowdedLabels(p), [], `${name}: new-session form`));
        await openSession(page, env.server.url, { mode: 'chicago', seed: 4, lang, setup: form });
        await playerTurn(page, 'call');
        await atEachSize(async (name) => {
          assert.deepEqual(await outside(page, '.bid.pass, [data-testid=seat-S] .card'), [], `${name}: auction in view`);
          assert.deepEqual(await sidewaysOverflow(page), [], `${name}: auction`);
        });
        await passToPlay(page);
        if (!(await page.locator('[data-testid=result]').count())) {
          await atEachSize(async (name) => {
            assert.deepEqual(await outside(page, 'button.card.playable, [data-testid=seat-S] .card'), [], `${name}: play in view`);
            assert.deepEqual(await sidewaysOverflow(page), [], `${name}: play`);
          });
        }
        await playToEnd(page);
        const result = page.locator('[data-testid=result]');
        const passedOut = (await result.getAttribute('data-contract')) === 'Pass';
        await atEachSize(() => checkFourHands(page, '[data-testid=result]'));
        // The card counts the deal now, before "Next deal".
        assert.match(await page.locator('[data-testid=score-card] caption').innerText(), /1/);
        // (The deals still to play of the set are listed too, with their vulnerability.)
        assert.equal(await page.locator('[data-testid=score-card] tbody tr:not(.upcoming)').count(), passedOut ? 0 : 1);
        assert.equal(await page.locator('[data-testid=score-card] tbody tr').count(), 4);
        // The result is scored as the Chicago card scores it, not as a duplicate board.
        await page.locator('[data-testid=result] [data-testid=session-score]').waitFor();
        assert.equal(await page.locator('[data-testid=declarer-score]').count(), 0);
        if (lang === 'en') {
          assert.match(await page.locator('[data-testid=score-card] caption').innerText(), /1 of 4 deals/);
        }
        await atEachSize((name) => checkScoreCard(page, name));
        const problems = tab.problems();
        await tab.context.close();
        assert.deepEqual(problems, []);
      });
    }
  }
});

describe("the result in the session's own scoring", () => {
  let env;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });

  /** Plays deals (passing, first playable card) until one has a contract; returns the page. */
  async function aBidDeal(page) {
    for (let i = 0; i < 6; i++) {
      await playToEnd(page);
      if ((await page.locator('[data-testid=result]').getAttribute('data-contract')) !== 'Pass') return;
      await page.click('[data-testid=next-deal]');
    }
    throw new Error('no deal with a contract in six');
  }

  test('rubber: the deal as written on the WE/THEY sheet, below and above the line', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    const { page } = tab;
    await openSession(page, env.server.url, { mode: 'rubber', seed: 11 });
    await aBidDeal(page);
    const entries = page.locator('[data-testid=result] [data-testid=session-score]');
    await entries.waitFor();
    assert.match(await entries.innerText(), /On the rubber sheet/);
    assert.match(await entries.innerText(), /(below|above) the line/);
    assert.doesNotMatch(await page.locator('[data-testid=result]').innerText(), /Part-score bonus/);
    // The sheet has the deal already (the deals before it were passed out): its totals are the
    // sums of the deal's entries.
    const sum = await entries.evaluate((t) =>
      [1, 2].map((col) => [...t.querySelectorAll('tbody tr')].reduce((s, r) => s + Number(r.cells[col].innerText || 0), 0)),
    );
    const totals = [
      Number(await page.locator('[data-testid=total-we]').innerText()),
      Number(await page.locator('[data-testid=total-they]').innerText()),
    ];
    assert.deepEqual(sum, totals);
    assert.ok(sum[0] + sum[1] > 0);
    const problems = tab.problems();
    await tab.context.close();
    assert.deepEqual(problems, []);
  });

  test('pairs: matchpoints on the result and the traveller once the field has played, tricks as =, +1, −3', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    const { page } = tab;
    await openSession(page, env.server.url, {
      mode: 'pairs',
      seed: 21,
      setup: (p) => p.selectOption('[data-testid=boards]', '4'),
    });
    await playToEnd(page);
    // Before "Next deal": the field plays this board and the result shows the matchpoints.
    await page.locator('[data-testid=deal-matchpoints]').waitFor({ timeout: 60_000 });
    assert.match(await page.locator('[data-testid=deal-matchpoints]').innerText(), /Matchpoints: [\d.]+ of 14 \(\d+%\)/);
    const rows = page.locator('.traveller tbody tr');
    assert.equal(await rows.count(), 8);
    const contracts = await page.locator('.traveller tbody tr td:nth-child(2)').allInnerTexts();
    for (const c of contracts) assert.match(c, /^(Passed out|\S+ \S+ (=|\+\d|−\d))$/, c);
    assert.match(await page.locator('[data-testid=percentage]').innerText(), /%/);
    const problems = tab.problems();
    await tab.context.close();
    assert.deepEqual(problems, []);
  });

  test('teams: IMPs on the result once the other table has played; no VP before a board', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });
    const { page } = tab;
    await page.addInitScript(() => {
      localStorage.setItem('bridge.settings', JSON.stringify({ v: 1, data: { lang: 'en', four_colour: false, confirm_calls: false } }));
    });
    await openSession(page, env.server.url, { mode: 'teams', seed: 5, setup: (p) => p.selectOption('[data-testid=boards]', '4') });
    assert.equal(await page.locator('[data-testid=vp]').count(), 0, 'no victory points before any board');
    await playToEnd(page);
    await page.locator('[data-testid=deal-imps]').waitFor({ timeout: 60_000 });
    assert.match(await page.locator('[data-testid=deal-imps]').innerText(), /IMPs for your team: (0|\+\d+|−\d+)/);
    const other = await page.locator('.teams tbody tr td:nth-child(4)').innerText();
    assert.match(other, /· N-S (0|\+\d+|−\d+)$/, other);
    await page.locator('[data-testid=vp]').waitFor();
    await checkScoreCard(page, 'teams 1024');
    const problems = tab.problems();
    await tab.context.close();
    assert.deepEqual(problems, []);
  });
});
