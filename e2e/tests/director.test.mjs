// A director's club evening on a tablet and a phone, in English and Persian: 11 pairs on a
// Mitchell with a sit-out and 7 pairs on a Howell are set up from the pairs that turned up and
// the time (the proposals), their guide cards shown (each table's and each pair's, with the
// pair sitting out), the results entered board by board and the evening ranked. Pictures of the
// changed screens go into DIRECTOR_SHOTS when set (four sizes, English and Persian, one dark).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openPage, start } from '../lib/harness.mjs';
import { VIEWPORTS, sidewaysOverflow } from '../lib/layout.mjs';

const SHOTS = process.env.DIRECTOR_SHOTS;
const TABLET = VIEWPORTS.find((v) => v.viewport.width === 768);
const PHONE = VIEWPORTS.find((v) => v.viewport.width === 390);

/** The app's address in scorer mode and `lang`. */
function address(base, lang) {
  const url = new URL(base);
  url.search = new URLSearchParams({ mode: 'scorer', lang }).toString();
  return url.href;
}

/** Sets up an evening: pairs, time, then the movement and boards a round the director picks. */
async function setUp(page, { pairs, time, kind, perRound }) {
  await page.locator('[data-testid=scorer-form]').selectOption('evening');
  await page.locator('[data-testid=pairs]').selectOption(String(pairs));
  await page.locator('[data-testid=time-boards]').selectOption(String(time));
  // The proposals for these pairs and this time, the first one chosen.
  assert.ok((await page.locator('[data-testid^=proposal-]').count()) >= 1, 'a movement is proposed');
  assert.equal(await page.locator('[data-testid=proposal-0]').getAttribute('aria-pressed'), 'true');
  await page.locator('[data-testid=movement-kind]').selectOption(kind);
  await page.locator('[data-testid=boards-per-round]').selectOption(String(perRound));
}

/** Enters a result for every line of board `b` still open: 4♠ by North, tricks by the pair. */
async function enterBoard(page, b) {
  await page.locator(`[data-testid=board-${b}]`).click();
  for (;;) {
    if (await page.locator('[data-testid=board-complete]').isVisible()) return;
    const heading = await page.locator('[data-testid=entry-for]').innerText();
    // Pair numbers vary the tricks, so the board has winners and losers.
    const ns = Number(heading.match(/\d+/g)[1]);
    const tricks = 8 + (ns % 4);
    for (const id of ['level-4', 'strain-S', 'dbl-none', 'declarer-N', `tricks-${tricks}`, 'enter-deal']) {
      await page.locator(`[data-testid=${id}]`).click();
    }
  }
}

/** Each ranking row's place, pair and percentage. */
async function ranking(page, id) {
  const rows = page.locator(`[data-testid=${id}] [data-testid=rank-row]`);
  const out = [];
  for (let i = 0; i < (await rows.count()); i++) {
    out.push((await rows.nth(i).locator('td').allInnerTexts()).map((t) => t.trim()));
  }
  return out;
}

describe("a director's club evening", () => {
  let env;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });

  for (const lang of ['en', 'fa']) {
    for (const { name, ...options } of [TABLET, PHONE]) {
      // The whole evening is entered once (English, tablet); the other runs enter one board.
      const whole = lang === 'en' && name === TABLET.name;

      test(`11 pairs on a Mitchell with a sit-out, ${lang}, ${name}`, async () => {
        const tab = await openPage(env.browser, options);
        const { page } = tab;
        await page.goto(address(env.server.url, lang));
        await page.locator('[data-testid=scorer-form]').waitFor({ timeout: 20_000 });
        await setUp(page, { pairs: 11, time: 20, kind: 'skip-mitchell', perRound: 2 });
        const summary = await page.locator('[data-testid=evening-size]').innerText();
        if (lang === 'en') {
          assert.match(summary, /skip Mitchell: 5 rounds of 2 boards, 12 boards at 6 tables/);
          assert.match(summary, /each round one pair sits out/);
          assert.match(summary, /Two winners/);
        }
        assert.deepEqual(await sidewaysOverflow(page), []);
        await page.locator('[data-testid=new-scorer]').click();
        await page.locator('[data-testid=movement]').waitFor({ timeout: 20_000 });
        // Every round has a pair sitting out; six table cards, eleven pair cards.
        assert.equal(await page.locator('[data-testid=round]').count(), 5);
        assert.equal(await page.locator('[data-testid=sitting-out]').count(), 5);
        await page.locator('[data-testid=table-cards]').click();
        assert.equal(await page.locator('[data-testid=table-card]').count(), 6);
        await page.locator('[data-testid=pair-cards]').click();
        assert.equal(await page.locator('[data-testid=pair-card]').count(), 11);
        const sitsOut = lang === 'en' ? 'Sits out' : 'استراحت';
        const cards = await page.locator('[data-testid=pair-card]').allInnerTexts();
        assert.equal(cards.filter((c) => c.includes(sitsOut)).length, 5, 'five pairs sit out once each');
        assert.deepEqual(await sidewaysOverflow(page), []);
        await page.locator('[data-testid=tab-travellers]').click();
        const boards = whole ? 12 : 1;
        for (let b = 1; b <= boards; b++) await enterBoard(page, b);
        await page.locator('[data-testid=tab-ranking]').click();
        const ns = await ranking(page, 'ranking-ns');
        const ew = await ranking(page, 'ranking-ew');
        assert.equal(ns.length + ew.length, 11);
        if (whole) {
          // The phantom is North-South at table 6: the North-South pairs play all 5 rounds
          // (10 boards), each East-West pair sits out one (8 boards).
          assert.equal(ns.length, 5);
          assert.ok(ns.every((r) => r[2] === '10'), JSON.stringify(ns));
          assert.ok(ew.every((r) => r[2] === '8'), JSON.stringify(ew));
          assert.equal(await page.locator('[data-testid=ranking] .hint').count(), 0, 'complete');
        }
        assert.deepEqual(await sidewaysOverflow(page), []);
        assert.deepEqual(tab.problems(), []);
        await tab.context.close();
      });

      test(`7 pairs on a Howell, ${lang}, ${name}`, async () => {
        const tab = await openPage(env.browser, options);
        const { page } = tab;
        await page.goto(address(env.server.url, lang));
        await page.locator('[data-testid=scorer-form]').waitFor({ timeout: 20_000 });
        await setUp(page, { pairs: 7, time: 14, kind: 'howell', perRound: 2 });
        if (lang === 'en') {
          const summary = await page.locator('[data-testid=evening-size]').innerText();
          assert.match(summary, /complete Howell: 7 rounds of 2 boards, 14 boards at 4 tables/);
          assert.match(summary, /One winner/);
        }
        // A Howell has no arrow switch to offer.
        assert.equal(await page.locator('[data-testid=arrow-switch]').count(), 0);
        await page.locator('[data-testid=new-scorer]').click();
        await page.locator('[data-testid=movement]').waitFor({ timeout: 20_000 });
        assert.equal(await page.locator('[data-testid=round]').count(), 7);
        assert.equal(await page.locator('[data-testid=sitting-out]').count(), 7);
        await page.locator('[data-testid=table-cards]').click();
        assert.equal(await page.locator('[data-testid=table-card]').count(), 4);
        await page.locator('[data-testid=pair-cards]').click();
        assert.equal(await page.locator('[data-testid=pair-card]').count(), 7);
        assert.deepEqual(await sidewaysOverflow(page), []);
        await page.locator('[data-testid=tab-travellers]').click();
        const boards = whole ? 14 : 1;
        for (let b = 1; b <= boards; b++) await enterBoard(page, b);
        await page.locator('[data-testid=tab-ranking]').click();
        // One field: every pair in one ranking.
        const all = await ranking(page, 'ranking-all');
        assert.equal(all.length, 7);
        assert.equal(await page.locator('[data-testid=ranking-ns]').count(), 0);
        if (whole) assert.ok(all.every((r) => r[2] === '12'), JSON.stringify(all));
        assert.deepEqual(await sidewaysOverflow(page), []);
        assert.deepEqual(tab.problems(), []);
        await tab.context.close();
      });
    }
  }

  test('pictures of the setup and the guide cards at four sizes in English and Persian', async () => {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    const screens = [
      ['setup', async () => {}],
      ['rounds', async (p) => p.locator('[data-testid=new-scorer]').click()],
      ['table-cards', async (p) => {
        await p.locator('[data-testid=new-scorer]').click();
        await p.locator('[data-testid=table-cards]').click();
      }],
      ['pair-cards', async (p) => {
        await p.locator('[data-testid=new-scorer]').click();
        await p.locator('[data-testid=pair-cards]').click();
      }],
    ];
    const runs = [];
    for (const lang of ['en', 'fa']) for (const v of VIEWPORTS) runs.push({ lang, ...v });
    runs.push({ lang: 'en', ...VIEWPORTS[2], name: 'dark 768x1024', colorScheme: 'dark' });
    for (const { lang, name, ...options } of runs) {
      for (const [screen, show] of screens) {
        const tab = await openPage(env.browser, options);
        const { page } = tab;
        await page.goto(address(env.server.url, lang));
        await page.locator('[data-testid=scorer-form]').waitFor({ timeout: 20_000 });
        await setUp(page, { pairs: 11, time: 20, kind: 'skip-mitchell', perRound: 2 });
        await show(page);
        await page.waitForTimeout(150);
        const tag = name.replace(/ /g, '-');
        await page.screenshot({ path: join(SHOTS, `${screen}-${lang}-${tag}.png`), fullPage: true });
        assert.deepEqual(tab.problems(), [], `${screen} ${lang} ${name}`);
        await tab.context.close();
      }
    }
  });
});
