// A director's club evening on a tablet and a phone, in English and Persian: 11 pairs on a
// Mitchell with a sit-out and 7 pairs on a Howell are set up from the pairs that turned up and
// the time (the proposals), their guide cards shown (each table's and each pair's, with the
// pair sitting out), the results entered board by board and the evening ranked; two sections
// on one set of boards are set up, entered and ranked across the field and per section. Pictures of the
// changed screens go into DIRECTOR_SHOTS when set (four sizes, English and Persian, one dark).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPage, start } from '../lib/harness.mjs';
import { tempDir } from '../lib/temp.mjs';
import { VIEWPORTS, resize, sidewaysOverflow } from '../lib/layout.mjs';

const SHOTS = process.env.DIRECTOR_SHOTS;
const TABLET = VIEWPORTS.find((v) => v.viewport.width === 768);
const PHONE = VIEWPORTS.find((v) => v.viewport.width === 390);

/** No sideways overflow at the tablet's size nor, the page resized, at the phone's. */
async function noOverflow(page) {
  for (const size of [TABLET, PHONE]) {
    await resize(page, size);
    assert.deepEqual(await sidewaysOverflow(page), [], size.name);
  }
}

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

/** Sets up two sections: A of 6 pairs on a Mitchell, B of 8 on a relay and bye Mitchell. */
async function setUpSections(page) {
  await page.locator('[data-testid=scorer-form]').selectOption('evening');
  await page.locator('[data-testid=sections]').selectOption('2');
  for (const [id, pairs, kind] of [['section-a', 6, 'mitchell'], ['section-b', 8, 'relay-mitchell']]) {
    const section = page.locator(`[data-testid=${id}]`);
    await section.locator('[data-testid=pairs]').selectOption(String(pairs));
    await section.locator('[data-testid=movement-kind]').selectOption(kind);
    await section.locator('[data-testid=boards-per-round]').selectOption('2');
  }
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

/**
 * Enters boards `from` to `to` as `enterBoard` does, each button pressed by the page itself (one
 * round trip a board instead of six a line): the rest of a whole evening, its buttons the ones
 * board 1 pressed through the browser. Undoubled, the form's choice after every entry, is not
 * pressed again. Each press waits until the page shows it (the choice pressed, the next line or
 * the board complete).
 */
async function enterBoards(page, from, to) {
  await page.evaluate(
    async ([from, to]) => {
      const q = (id) => document.querySelector(`[data-testid=${id}]`);
      // A deadline in time, not in turns: a loaded machine runs fewer turns a second.
      const until = async (what, ok) => {
        const end = performance.now() + 10000;
        while (performance.now() < end) {
          if (ok()) return;
          await new Promise((r) => setTimeout(r, 0));
        }
        throw new Error(`the page did not show ${what}`);
      };
      const complete = () => q('board-complete')?.checkVisibility() ?? false;
      for (let b = from; b <= to; b++) {
        q(`board-${b}`).click();
        await until(`board ${b}`, () => q(`board-${b}`).getAttribute('aria-pressed') === 'true' && (complete() || q('entry-for')));
        while (!complete()) {
          const heading = q('entry-for').innerText;
          // Pair numbers vary the tricks, so the board has winners and losers.
          const ns = Number(heading.match(/\d+/g)[1]);
          for (const id of ['level-4', 'strain-S', 'declarer-N', `tricks-${8 + (ns % 4)}`]) {
            q(id).click();
            await until(id, () => q(id).getAttribute('aria-pressed') === 'true');
          }
          q('enter-deal').click();
          await until(`the line after ${heading}`, () => complete() || q('entry-for')?.innerText !== heading);
        }
      }
    },
    [from, to],
  );
}

/** Enters one result on the line the form is on. */
async function enterLine(page, level, strain, by, tricks) {
  for (const id of [`level-${level}`, `strain-${strain}`, 'dbl-none', `declarer-${by}`, `tricks-${tricks}`, 'enter-deal']) {
    await page.locator(`[data-testid=${id}]`).click();
  }
}

/** The text of the file the button `id` downloads. */
async function saveDownload(page, id) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`[data-testid=${id}]`).click()]);
  const file = join(tempDir('bridge-director-'), download.suggestedFilename());
  await download.saveAs(file);
  return readFileSync(file, 'utf8');
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
    {
      // The tablet and the phone in one page, resized to each for every layout check.
      const { name: _, ...options } = TABLET;
      const name = `${TABLET.name} and ${PHONE.name}`;
      // The whole evening is entered once (English); the Persian run enters one board.
      const whole = lang === 'en';

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
        await noOverflow(page);
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
        await noOverflow(page);
        await page.locator('[data-testid=tab-travellers]').click();
        await enterBoard(page, 1);
        if (whole) await enterBoards(page, 2, 12);
        await page.locator('[data-testid=tab-ranking]').click();
        const ns = await ranking(page, 'ranking-ns');
        const ew = await ranking(page, 'ranking-ew');
        assert.equal(ns.length + ew.length, 11);
        if (whole) {
          // The phantom is North-South at table 6: the North-South pairs play all 5 rounds
          // (10 boards); the East-West pair that meets it sits out (8 boards): five of the six,
          // one a round, the sixth skips table 6 and plays every round.
          assert.equal(ns.length, 5);
          assert.ok(ns.every((r) => r.at(-3) === '10'), JSON.stringify(ns));
          const played = ew.map((r) => r.at(-3)).sort();
          assert.deepEqual(played, ['10', '8', '8', '8', '8', '8'], JSON.stringify(ew));
          assert.equal(await page.locator('[data-testid=ranking] .hint').count(), 0, 'complete');
        }
        await noOverflow(page);
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
        await noOverflow(page);
        await page.locator('[data-testid=tab-travellers]').click();
        await enterBoard(page, 1);
        if (whole) await enterBoards(page, 2, 14);
        await page.locator('[data-testid=tab-ranking]').click();
        // One field: every pair in one ranking.
        const all = await ranking(page, 'ranking-all');
        assert.equal(all.length, 7);
        assert.equal(await page.locator('[data-testid=ranking-ns]').count(), 0);
        if (whole) assert.ok(all.every((r) => r.at(-3) === '12'), JSON.stringify(all));
        await noOverflow(page);
        assert.deepEqual(tab.problems(), []);
        await tab.context.close();
      });
    }
  }

  for (const lang of ['en', 'fa']) {
    {
      // The tablet and the phone in one page, resized to each for every layout check.
      const { name: _, ...options } = TABLET;
      const name = `${TABLET.name} and ${PHONE.name}`;
      test(`names, an adjusted score and a correction, ${lang}, ${name}`, async () => {
        const tab = await openPage(env.browser, options);
        const { page } = tab;
        await page.goto(address(env.server.url, lang));
        await page.locator('[data-testid=scorer-form]').waitFor({ timeout: 20_000 });
        await page.locator('[data-testid=scorer-form]').selectOption('evening');
        await page.locator('[data-testid=event-name]').fill('Thursday Pairs');
        await page.locator('[data-testid=event-club]').fill('Riverside BC');
        await page.locator('[data-testid=pairs]').selectOption('6');
        await page.locator('[data-testid=movement-kind]').selectOption('mitchell');
        await page.locator('[data-testid=boards-per-round]').selectOption('2');
        await page.locator('[data-testid=new-scorer]').click();
        await page.locator('[data-testid=movement]').waitFor({ timeout: 20_000 });
        // The event's name heads the session; the players' names of pair 1.
        assert.match(await page.locator('h1').innerText(), /Thursday Pairs/);
        await page.locator('[data-testid=tab-names]').click();
        await page.locator('[data-testid=player-1-1]').fill('Ann Lee');
        await page.locator('[data-testid=player-1-1]').press('Tab');
        await page.locator('[data-testid=player-1-2]').fill('Bo Chen');
        await page.locator('[data-testid=player-1-2]').press('Tab');
        await page.locator('[data-testid=tab-travellers]').click();
        // Board 1: pair 1 4♠ N = (+420), pair 3 an artificial A60/A40, pair 2 3NT S = (+400).
        const result = (level, strain, by, tricks) => enterLine(page, level, strain, by, tricks);
        await result(4, 'S', 'N', 10);
        await page.locator('[data-testid=line-3]').click();
        await page.locator('[data-testid=adjust]').click();
        await page.locator('[data-testid=adjust-artificial]').click();
        await page.locator('[data-testid=adjust-ns-60]').click();
        await page.locator('[data-testid=adjust-ew-40]').click();
        await page.locator('[data-testid=give-artificial]').click();
        await result(3, 'NT', 'S', 9);
        // Neuberg: two real results on a board of three lines, (MP + 1) × 3 / 2 − 1: pair 1
        // 3.5, pair 2 0.5; the artificial 60% and 40% of the top of 4: 2.4 and 1.6.
        const column = (id) => page.locator(`[data-testid=traveller] [data-testid=${id}]`).allInnerTexts();
        assert.deepEqual(await column('line-ns-points'), ['3.5', '2.4', '0.5']);
        assert.deepEqual(await column('line-ew-points'), ['0.5', '1.6', '3.5']);
        assert.equal(await page.locator('[data-testid=adjusted-mark]').count(), 1);
        assert.match((await column('line-result'))[1], /A60\/A40/);
        assert.match(await page.locator('[data-testid=traveller]').innerText(), /Ann Lee & Bo Chen/);
        // A correction: pair 1 went one down. The places move and the report says so.
        await page.locator('[data-testid=line-1]').click();
        await page.locator('[data-testid=change-yes]').click();
        await result(4, 'S', 'N', 9);
        const report = page.locator('[data-testid=correction-report]');
        await report.waitFor();
        const moved = await page.locator('[data-testid=moved-pair]').allInnerTexts();
        assert.ok(moved.some((m) => /^1\b[\s\S]*1 → 3/.test(m)), JSON.stringify(moved));
        assert.ok(moved.some((m) => /^2\b[\s\S]*3 → 1/.test(m)), JSON.stringify(moved));
        await noOverflow(page);
        // The ranking: names, and the correction in the history with its time.
        await page.locator('[data-testid=tab-ranking]').click();
        assert.match(await page.locator('[data-testid=event-heading]').innerText(), /Thursday Pairs · Riverside BC/);
        assert.equal(await page.locator('[data-testid=history-row]').count(), 1);
        assert.match(await page.locator('[data-testid=history-row]').innerText(), /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
        const names = await page.locator('[data-testid=ranking-ns] [data-testid=rank-names]').allInnerTexts();
        assert.ok(names.includes('Ann Lee & Bo Chen'), JSON.stringify(names));
        // The exports mark the adjustment and carry the names.
        const save = (id) => saveDownload(page, id);
        const travellers = await save('export-travellers-csv');
        assert.match(travellers, /\n1,2,3,3,5,,,,,2\.4,1\.6,A6040\n/);
        const ranking = await save('export-ranking-csv');
        assert.match(ranking, /,Ann Lee & Bo Chen\n/);
        const pbn = await save('export-evening-pbn');
        assert.match(pbn, /\[Event "Thursday Pairs"\]/);
        await noOverflow(page);
        assert.deepEqual(tab.problems(), []);
        await tab.context.close();
      });
    }
  }

  for (const lang of ['en', 'fa']) {
    {
      // The tablet and the phone in one page, resized to each for every layout check.
      const { name: _, ...options } = TABLET;
      const name = `${TABLET.name} and ${PHONE.name}`;
      test(`two sections on one set of boards, ${lang}, ${name}`, async () => {
        const tab = await openPage(env.browser, options);
        const { page } = tab;
        await page.goto(address(env.server.url, lang));
        await page.locator('[data-testid=scorer-form]').waitFor({ timeout: 20_000 });
        await setUpSections(page);
        const a = page.locator('[data-testid=section-a]');
        const b = page.locator('[data-testid=section-b]');
        if (lang === 'en') {
          assert.match(await a.locator('[data-testid=evening-size]').innerText(), /Mitchell: 3 rounds of 2 boards, 6 boards at 3 tables/);
          assert.match(await b.locator('[data-testid=evening-size]').innerText(), /relay and bye Mitchell: 4 rounds of 2 boards, 8 boards at 4 tables/);
        }
        // A Howell beside a Mitchell cannot be ranked with it: the setup says so at once.
        await b.locator('[data-testid=movement-kind]').selectOption('howell');
        await page.locator('[data-testid=sections-alike]').waitFor();
        await b.locator('[data-testid=movement-kind]').selectOption('relay-mitchell');
        await b.locator('[data-testid=boards-per-round]').selectOption('2');
        assert.equal(await page.locator('[data-testid=sections-alike]').count(), 0);
        await noOverflow(page);
        await page.locator('[data-testid=new-scorer]').click();
        await page.locator('[data-testid=movement]').waitFor({ timeout: 20_000 });
        // Each section's movement and guide cards.
        assert.equal(await page.locator('[data-testid=movement-section-A]').getAttribute('aria-pressed'), 'true');
        await page.locator('[data-testid=table-cards]').click();
        assert.equal(await page.locator('[data-testid=table-card]').count(), 3);
        await page.locator('[data-testid=movement-section-B]').click();
        assert.match(await page.locator('[data-testid=movement-section]').innerText(), /B/);
        await page.locator('[data-testid=table-cards]').click();
        assert.equal(await page.locator('[data-testid=table-card]').count(), 4);
        await page.locator('[data-testid=pair-cards]').click();
        assert.equal(await page.locator('[data-testid=pair-card]').count(), 8);
        await noOverflow(page);
        // Names: pair A1 and pair B8.
        await page.locator('[data-testid=tab-names]').click();
        await page.locator('[data-testid=player-A1-1]').fill('Ann Lee');
        await page.locator('[data-testid=player-A1-1]').press('Tab');
        await page.locator('[data-testid=player-B8-1]').fill('Bo Chen');
        await page.locator('[data-testid=player-B8-1]').press('Tab');
        // Board 1's traveller holds both sections' lines: A's three tables, then B's four.
        await page.locator('[data-testid=tab-travellers]').click();
        const column = (id) => page.locator(`[data-testid=traveller] [data-testid=${id}]`).allInnerTexts();
        assert.deepEqual(await column('line-section'), ['A', 'A', 'A', 'B', 'B', 'B', 'B']);
        // A: 420, 450, 140; B: 420, 450, 140, −50.
        for (const [level, tricks] of [[4, 10], [4, 11], [3, 9]]) await enterLine(page, level, 'S', 'N', tricks);
        assert.match(await page.locator('[data-testid=entry-for]').innerText(), /B1/);
        for (const [level, tricks] of [[4, 10], [4, 11], [3, 9], [4, 9]]) await enterLine(page, level, 'S', 'N', tricks);
        await page.locator('[data-testid=board-complete]').waitFor();
        // Across the field, seven results on a top of 12.
        assert.deepEqual(await column('line-ns-points'), ['7', '11', '3', '7', '11', '3', '0']);
        assert.match(await page.locator('[data-testid=traveller]').innerText(), /Bo Chen/);
        await noOverflow(page);
        // One ranking a direction holds both sections; the two 450s share first place.
        await page.locator('[data-testid=tab-ranking]').click();
        assert.equal(await page.locator('[data-testid=field-across]').getAttribute('aria-pressed'), 'true');
        const ns = await ranking(page, 'ranking-ns');
        assert.equal(ns.length, 7);
        assert.deepEqual(ns.slice(0, 2).map((r) => r[1]).sort(), ['A3', 'B4']);
        assert.ok(ns.slice(0, 2).every((r) => r[0] === '1='), JSON.stringify(ns));
        // Per section, chosen after the evening: each section ranked on its own, re-scored.
        await page.locator('[data-testid=field-per-section]').click();
        await page.locator('[data-testid=ranking-a-ns]').waitFor();
        const aNs = await ranking(page, 'ranking-a-ns');
        const bNs = await ranking(page, 'ranking-b-ns');
        assert.deepEqual([aNs.length, bNs.length], [3, 4]);
        assert.deepEqual([aNs[0][0], aNs[0][1], bNs[0][0], bNs[0][1]], ['1', 'A3', '1', 'B4']);
        assert.equal(await page.locator('[data-testid=ranking-ns]').count(), 0);
        await noOverflow(page);
        await page.locator('[data-testid=tab-travellers]').click();
        assert.deepEqual(await column('line-ns-points'), ['2', '4', '0', '4', '6', '2', '0']);
        // The exports carry the sections.
        await page.locator('[data-testid=tab-ranking]').click();
        const save = (id) => saveDownload(page, id);
        const rankingCsv = await save('export-ranking-csv');
        assert.match(rankingCsv, /\nNS,1,A3,1,4,100\.00,\n/);
        assert.match(rankingCsv, /\nNS,1,B4,1,6,100\.00,\n/);
        const travellers = await save('export-travellers-csv');
        assert.match(travellers, /\n1,1,1,B1,B5,4S,N,10,420,4,2,\n/);
        const pbn = await save('export-evening-pbn');
        assert.match(pbn, /\[ScoreTable "Section\\1L;/);
        const usebio = await save('export-usebio');
        assert.match(usebio, /<SECTION SECTION_ID="A">[\s\S]*<SECTION SECTION_ID="B">/);
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
      ['names', async (p) => {
        await p.locator('[data-testid=new-scorer]').click();
        await p.locator('[data-testid=tab-names]').click();
        await p.locator('[data-testid=player-1-1]').fill('Ann Lee');
        await p.locator('[data-testid=player-1-2]').fill('Bo Chen');
        await p.locator('[data-testid=player-1-2]').press('Tab');
      }],
      ['adjust', async (p) => {
        await p.locator('[data-testid=new-scorer]').click();
        await p.locator('[data-testid=tab-travellers]').click();
        await enterLine(p, 4, 'S', 'N', 10);
        await p.locator('[data-testid=adjust]').click();
        await p.locator('[data-testid=adjust-ns-60]').click();
        await p.locator('[data-testid=adjust-ew-40]').click();
      }],
      ['corrected', async (p) => {
        await p.locator('[data-testid=new-scorer]').click();
        await p.locator('[data-testid=tab-travellers]').click();
        await enterLine(p, 4, 'S', 'N', 10);
        await p.locator('[data-testid=adjust]').click();
        await p.locator('[data-testid=adjust-ns-60]').click();
        await p.locator('[data-testid=adjust-ew-40]').click();
        await p.locator('[data-testid=give-artificial]').click();
        for (let i = 0; i < 3 && (await p.locator('[data-testid=entry-for]').isVisible()); i++) {
          await enterLine(p, 3, 'NT', 'S', 9 - (i % 2));
        }
        await p.locator('[data-testid=line-1]').click();
        await p.locator('[data-testid=change-yes]').click();
        await enterLine(p, 4, 'S', 'N', 9);
        await p.locator('[data-testid=correction-report]').waitFor();
      }],
      ['ranking-history', async (p) => {
        await p.locator('[data-testid=new-scorer]').click();
        await p.locator('[data-testid=tab-travellers]').click();
        await enterLine(p, 4, 'S', 'N', 10);
        await enterLine(p, 4, 'S', 'N', 11);
        await p.locator('[data-testid=line-1]').click();
        await p.locator('[data-testid=change-yes]').click();
        await enterLine(p, 4, 'S', 'N', 9);
        await p.locator('[data-testid=tab-ranking]').click();
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
