// Scorer mode, the tablet at a real table: the rule reference's Chicago example entered deal by
// deal reaches its totals (N-S 550, E-W 630) with the right dealer and vulnerability shown, undo
// takes back the last entry, a 3-table 6-board Mitchell evening ranks the pairs as the hand
// calculation of engine/src/scorer/tests.rs, its exports carry the ranking, and every scorer
// screen fits 1280x800, 1024x768, 768x1024 and 390x844 in English and Persian (pictures into
// SCORER_SHOTS when set; dark theme once).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApp, openPage, start } from '../lib/harness.mjs';
import { tempDir } from '../lib/temp.mjs';
import { SIZE_GROUPS, crowdedLabels, resize, sidewaysOverflow } from '../lib/layout.mjs';

const SHOTS = process.env.SCORER_SHOTS;

/** Opens scorer mode by link: the list, or the scorer session left open (`testid`); `hash` for the
 * address's fragment. */
async function openScorer(page, base, lang = 'en', testid = 'sessions', hash = '') {
  const url = new URL(base);
  url.search = new URLSearchParams({ mode: 'scorer', lang }).toString();
  url.hash = hash;
  await page.goto(url.href);
  await page.locator(`[data-testid=${testid}]`).waitFor({ timeout: 20_000 });
}

/** Chooses a contract, declarer and tricks on the deal form and enters it. */
async function enter(page, { level, strain, dbl = 'none', by, tricks }) {
  await page.click(`[data-testid=level-${level}]`);
  await page.click(`[data-testid=strain-${strain}]`);
  await page.click(`[data-testid=dbl-${dbl}]`);
  await page.click(`[data-testid=declarer-${by}]`);
  await page.click(`[data-testid=tricks-${tricks}]`);
  await page.click('[data-testid=enter-deal]');
}

const text = (page, id) => page.locator(`[data-testid=${id}]`).innerText();
const totals = async (page) => [await text(page, 'total-ns'), await text(page, 'total-ew')];

/** Rule reference §7: the deal, then what the app shows before it, then the totals after it. */
const CHICAGO = [
  { deal: { level: 2, strain: 'S', by: 'N', tricks: 10 }, dealer: 'North', vul: 'None', after: ['120', '0'] },
  { deal: { level: 1, strain: 'NT', by: 'E', tricks: 7 }, dealer: 'East', vul: 'N-S', after: ['120', '40'] },
  { deal: { level: 2, strain: 'H', by: 'E', tricks: 9 }, dealer: 'South', vul: 'E-W', after: ['120', '630'] },
  { deal: { level: 1, strain: 'NT', dbl: 'x', by: 'N', tricks: 8 }, dealer: 'West', vul: 'Both', after: ['550', '630'] },
];

/** The hand calculation's evening: [board, N-S pair, deal or 'pass']. */
const EVENING = [
  [1, 1, { level: 4, strain: 'S', by: 'N', tricks: 10 }],
  [1, 3, { level: 4, strain: 'S', by: 'N', tricks: 11 }],
  [1, 2, { level: 3, strain: 'NT', by: 'S', tricks: 9 }],
  [2, 1, { level: 2, strain: 'H', by: 'E', tricks: 8 }],
  [2, 3, { level: 3, strain: 'C', by: 'N', tricks: 9 }],
  [2, 2, { level: 3, strain: 'C', by: 'N', tricks: 9 }],
  [3, 2, { level: 4, strain: 'H', by: 'W', tricks: 10 }],
  [3, 1, { level: 4, strain: 'H', by: 'W', tricks: 9 }],
  [3, 3, { level: 4, strain: 'H', dbl: 'x', by: 'W', tricks: 9 }],
  [4, 2, { level: 3, strain: 'NT', by: 'N', tricks: 9 }],
  [4, 1, { level: 3, strain: 'NT', by: 'N', tricks: 8 }],
  [4, 3, 'pass'],
  [5, 3, { level: 1, strain: 'NT', by: 'S', tricks: 7 }],
  [5, 2, { level: 2, strain: 'S', by: 'E', tricks: 8 }],
  [5, 1, { level: 1, strain: 'NT', by: 'S', tricks: 8 }],
  [6, 3, { level: 6, strain: 'S', by: 'N', tricks: 12 }],
  [6, 2, { level: 4, strain: 'S', by: 'N', tricks: 12 }],
  [6, 1, { level: 6, strain: 'S', by: 'N', tricks: 11 }],
];

async function ranking(page, id) {
  const rows = page.locator(`[data-testid=${id}] [data-testid=rank-row]`);
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [
      tr.querySelector('[data-testid=rank-pair]').textContent.trim(),
      tr.querySelector('[data-testid=rank-points]').textContent.trim(),
      tr.querySelector('[data-testid=rank-pct]')?.textContent.trim(),
    ]),
  );
}

async function enterEvening(page, lines) {
  await page.click('[data-testid=tab-travellers]');
  for (const [board, ns, deal] of lines) {
    await page.click(`[data-testid=board-${board}]`);
    await page.click(`[data-testid=line-${ns}]`);
    if (deal === 'pass') await page.click('[data-testid=passed-out]');
    else await enter(page, deal);
    await page.locator('[data-testid=entry-error]').waitFor({ state: 'detached', timeout: 2000 });
  }
}

/** Every saved item of local storage, to open the same sessions in other screen sizes. */
const storage = (page) => page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));

describe('scorer mode', () => {
  let env;
  let chicagoSave;
  let rubberSave;
  let eveningSave;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });

  test('the Chicago example entered deal by deal reaches the reference totals; undo works', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });
    const { page } = tab;
    await openScorer(page, env.server.url);
    await page.click('[data-testid=new-scorer]');
    await page.locator('[data-testid=scorer-screen]').waitFor();
    // Nothing chosen: a clear message, nothing recorded.
    await page.click('[data-testid=enter-deal]');
    assert.match(await text(page, 'entry-error'), /Choose the level/);
    for (const [i, row] of CHICAGO.entries()) {
      assert.equal(await text(page, 'dealer'), `Dealer: ${row.dealer}`, `deal ${i + 1}`);
      assert.equal(await text(page, 'vulnerable'), `Vulnerable: ${row.vul}`, `deal ${i + 1}`);
      await enter(page, row.deal);
      assert.deepEqual(await totals(page), row.after, `after deal ${i + 1}`);
    }
    await page.locator('[data-testid=another-set]').waitFor();
    // Undo the last entry: deal 4 is to be entered again, the totals are those after deal 3.
    await page.click('[data-testid=undo-entry]');
    assert.deepEqual(await totals(page), CHICAGO[2].after);
    assert.equal(await text(page, 'dealer'), 'Dealer: West');
    await enter(page, CHICAGO[3].deal);
    assert.deepEqual(await totals(page), ['550', '630']);
    // Saved like every session: a reload opens it again with the same totals.
    await page.reload();
    await page.locator('[data-testid=scorer-screen]').waitFor({ timeout: 20_000 });
    assert.deepEqual(await totals(page), ['550', '630']);
    chicagoSave = await storage(page);
    await page.click('[data-testid=close-scorer]');
    await page.locator('[data-testid=session-entry]').first().waitFor();
    assert.match(await page.locator('[data-testid=session-entry]').first().innerText(), /Scorer: Chicago/);
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  test('a rubber keeps the sheet and the settlement; honours are checked against the contract', async () => {
    const tab = await openPage(env.browser);
    const { page } = tab;
    await openScorer(page, env.server.url);
    await page.selectOption('[data-testid=scorer-form]', 'rubber');
    await page.click('[data-testid=new-scorer]');
    await page.locator('[data-testid=scorer-screen]').waitFor();
    // Four aces cannot be held in a suit contract: 150 in 4♠ means five trump honours; 100 at
    // no-trumps is refused.
    await page.click('[data-testid=honours-100-ns]');
    await enter(page, { level: 3, strain: 'NT', by: 'S', tricks: 9 });
    assert.match(await text(page, 'entry-error'), /four aces/);
    await page.click('[data-testid=honours-none]');
    await page.click('[data-testid=enter-deal]');
    await page.click('[data-testid=honours-150-ew]');
    await enter(page, { level: 4, strain: 'S', by: 'N', tricks: 10 });
    // We: 100 + 120 (two games: rubber 700); They: 150 honours. 920 - 150 = 770 → +8.
    assert.equal(await text(page, 'total-we'), '920');
    assert.equal(await text(page, 'total-they'), '150');
    assert.equal(await text(page, 'settlement-total'), '+8');
    // The next deal starts the second rubber, dealt by South.
    assert.equal(await text(page, 'dealer'), 'Dealer: South');
    assert.match(await text(page, 'scorer-status'), /^Deal 1/);
    rubberSave = await storage(page);
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  test('a 3-table 6-board evening ranks the pairs as the hand calculation', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    const { page } = tab;
    await openApp(page, env.server.url);
    await page.click('[data-mode=scorer]');
    await page.locator('[data-testid=sessions]').waitFor();
    await page.selectOption('[data-testid=scorer-form]', 'evening');
    await page.selectOption('[data-testid=pairs]', '6');
    await page.selectOption('[data-testid=boards-per-round]', '2');
    assert.match(await text(page, 'evening-size'), /Mitchell: 3 rounds of 2 boards, 6 boards at 3 tables/);
    await page.click('[data-testid=new-scorer]');
    await page.locator('[data-testid=movement]').waitFor();
    // The Mitchell as printed: round 2, table 1 is N-S 1 against E-W 6 on boards 3-4.
    const round2 = page.locator('[data-testid=round]').nth(1).locator('tbody tr').first();
    assert.deepEqual(
      await round2.locator('td').allInnerTexts(),
      ['1', '1', '6', '3–4'],
    );
    await enterEvening(page, EVENING);
    await page.click('[data-testid=board-1]');
    await page.locator('[data-testid=board-complete]').waitFor();
    await page.click('[data-testid=tab-ranking]');
    assert.deepEqual(await ranking(page, 'ranking-ns'), [
      ['3', '19', '79.17'],
      ['2', '9', '37.50'],
      ['1', '8', '33.33'],
    ]);
    assert.deepEqual(await ranking(page, 'ranking-ew'), [
      ['4', '14', '58.33'],
      ['6', '13', '54.17'],
      ['5', '9', '37.50'],
    ]);
    // Exports: the ranking as CSV and the boards as PBN with their results.
    const dir = tempDir('bridge-scorer-');
    const save = async (id) => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.click(`[data-testid=${id}]`)]);
      const file = join(dir, download.suggestedFilename());
      await download.saveAs(file);
      return readFileSync(file, 'utf8');
    };
    const csv = await save('export-ranking-csv');
    assert.match(csv, /^direction,rank,pair,boards,points,percentage,names\n/);
    assert.match(csv, /\nNS,1,3,6,19,79\.17,\n/);
    assert.match(csv, /\nEW,3,5,6,9,37\.50,\n/);
    const pbn = await save('export-evening-pbn');
    assert.equal(pbn.match(/\[Board "/g).length, 6);
    assert.match(pbn, /\[TotalScoreTable /);
    assert.match(pbn, /\n3 3 3 4 Pass - - 0 2 2\n/);
    // Undo on board 6 takes back its last line: pair 1's board 6 is to be entered again. Board 6
    // then has two results where the other boards have three: Neuberg, (MP + 1) × 3 / 2 − 1,
    // pair 3's 2 becomes 3.5 of the same top 4: 18.5 of 24 = 77.08 %.
    await page.click('[data-testid=tab-travellers]');
    await page.click('[data-testid=board-6]');
    await page.click('[data-testid=undo-entry]');
    await page.click('[data-testid=tab-ranking]');
    assert.deepEqual((await ranking(page, 'ranking-ns'))[0], ['3', '18.5', '77.08']);
    await enterEvening(page, EVENING.slice(-1));
    await page.click('[data-testid=tab-ranking]');
    assert.deepEqual((await ranking(page, 'ranking-ns'))[0], ['3', '19', '79.17']);
    // Hand records: one a board, with its number, dealer and vulnerability.
    await page.click('[data-testid=tab-records]');
    assert.equal(await page.locator('[data-testid=hand-record]').count(), 6);
    assert.match(await page.locator('[data-testid=hand-record]').nth(1).innerText(), /Board 2[\s\S]*Dealer: East[\s\S]*Vulnerable: N-S/);
    eveningSave = await storage(page);
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  test('every scorer screen fits each screen size in English and Persian', async () => {
    assert.ok(chicagoSave && rubberSave && eveningSave, 'the tests above saved their sessions');
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    // The evening's four tabs are seen in one page load, one after another.
    const evening = ['movement', 'travellers', 'ranking', 'records'].map((t) => [t, async (p) => p.click(`[data-testid=tab-${t}]`)]);
    const screens = [
      [null, [['list', async () => {}]]],
      [chicagoSave, [['chicago', async () => {}]]],
      [rubberSave, [['rubber', async () => {}]]],
      [eveningSave, evening],
    ];
    const failures = [];
    // One browser context a language and group of sizes (a new context costs about two seconds
    // of CPU): each saved session is a fresh page load whose storage is that session's, set by
    // the init script from the address's `#store-N` before the app starts; each screen is then
    // checked at every size of the group.
    const stores = screens.map(([saved]) => saved ?? { 'bridge.open': '' });
    for (const lang of ['en', 'fa']) {
      for (const sizes of SIZE_GROUPS) {
        const { name: _, ...options } = sizes[0];
        const tab = await openPage(env.browser, options);
        const { page } = tab;
        await tab.context.addInitScript((all) => {
          const m = /^#store-(\d+)$/.exec(location.hash);
          if (!m) return;
          // A fresh visit: this tab remembers no session of its own either.
          sessionStorage.clear();
          localStorage.clear();
          for (const [k, v] of Object.entries(all[Number(m[1])])) localStorage.setItem(k, v);
        }, stores);
        for (const [i, [saved, shown]] of screens.entries()) {
          await resize(page, sizes[0]);
          await page.goto('about:blank');
          await openScorer(page, env.server.url, lang, saved ? 'scorer-screen' : 'sessions', `#store-${i}`);
          for (const [screen, show] of shown) {
            await show(page);
            for (const { name } of sizes) {
              await resize(page, sizes.find((s) => s.name === name));
              const overflow = await sidewaysOverflow(page);
              if (overflow.length) failures.push(`${screen} ${lang} ${name}: ${overflow.join('; ')}`);
              if (SHOTS) {
                const file = `${screen}-${lang}-${name.split(' ').pop()}.png`;
                await page.screenshot({ path: join(SHOTS, file), fullPage: true });
                if (lang === 'en' && name.startsWith('tablet portrait')) {
                  await page.emulateMedia({ colorScheme: 'dark' });
                  await page.screenshot({ path: join(SHOTS, `${screen}-dark-768x1024.png`), fullPage: true });
                  await page.emulateMedia({ colorScheme: null });
                }
              }
              // The new sheet's form, in its longest shape and back in its first (after the
              // screenshots, which show the list as it opens): names clear of their lists.
              for (const form of saved ? [] : ['evening', 'chicago']) {
                await page.selectOption('[data-testid=scorer-form]', form);
                const crowded = await crowdedLabels(page);
                if (crowded.length) failures.push(`${form} form ${lang} ${name}: ${crowded.join('; ')}`);
              }
            }
            assert.deepEqual(tab.problems(), [], `${screen} ${lang} ${sizes.map((s) => s.name).join(', ')}`);
          }
        }
        await tab.context.close();
      }
    }
    assert.deepEqual(failures, []);
  });
});
