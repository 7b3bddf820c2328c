// The scorer a club trusts on a tablet: a club evening's travellers stay on the board shown
// (also after "Passed out"), changing an entered line asks first, undo takes back the evening's
// most recent entry (a correction counts as one) and says what, a reload opens the board being
// entered and "Next" skips complete boards, a refused save is explained beside the entry form with its reason
// (storage refused to a page embedded in another site, or a full quota); cross-IMPs are averaged
// and never "-0"; results and signed numbers read left to right in Persian; a finished rubber
// shows nobody vulnerable; a scorer Chicago offers no empty PBN/LIN; a 24-board teams match may
// keep the 20-0 table, any other length uses the WBF scale. Pictures of the changed screens go
// into CLUB_SHOTS when set (four sizes, English and Persian).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, SUB_PATH, openPage, start } from '../lib/harness.mjs';
import { tempDir } from '../lib/temp.mjs';
import { SIZE_GROUPS, VIEWPORTS, resize, sidewaysOverflow } from '../lib/layout.mjs';
import { serve } from '../lib/server.mjs';
import { watch } from '../lib/watch.mjs';

const SHOTS = process.env.CLUB_SHOTS;

/** The app's address with `params` (mode, lang…). */
function address(base, params) {
  const url = new URL(base);
  url.search = new URLSearchParams(params).toString();
  return url.href;
}

/** Chooses a contract, declarer and tricks on the deal form (in `scope`: a page or a frame). */
async function enter(scope, { level, strain, dbl = 'none', by, tricks }) {
  await scope.locator(`[data-testid=level-${level}]`).click();
  await scope.locator(`[data-testid=strain-${strain}]`).click();
  await scope.locator(`[data-testid=dbl-${dbl}]`).click();
  await scope.locator(`[data-testid=declarer-${by}]`).click();
  await scope.locator(`[data-testid=tricks-${tricks}]`).click();
  await scope.locator('[data-testid=enter-deal]').click();
}

/** A new 3-table, 6-board evening (matchpoints or IMPs), on its travellers. */
async function newEvening(scope, { imps = false } = {}) {
  await scope.locator('[data-testid=scorer-form]').selectOption('evening');
  await scope.locator('[data-testid=pairs]').selectOption('6');
  await scope.locator('[data-testid=boards-per-round]').selectOption('2');
  if (imps) await scope.locator('[data-testid=evening-imps]').check();
  await scope.locator('[data-testid=new-scorer]').click();
  await scope.locator('[data-testid=movement]').waitFor({ timeout: 20_000 });
  await scope.locator('[data-testid=tab-travellers]').click();
}

const text = (scope, id) => scope.locator(`[data-testid=${id}]`).innerText();
const pressed = (scope, id) => scope.locator(`[data-testid=${id}]`).getAttribute('aria-pressed');
/** Each traveller line's cell `id`, in order. */
const column = (scope, id) => scope.locator(`[data-testid=traveller] [data-testid=${id}]`).allInnerTexts();

/** Board 1 of the hand calculation: pairs 1, 3 and 2 (4♠ N =, 4♠ N +1, 3NT S =). */
const BOARD_1 = [
  [1, { level: 4, strain: 'S', by: 'N', tricks: 10 }],
  [3, { level: 4, strain: 'S', by: 'N', tricks: 11 }],
  [2, { level: 3, strain: 'NT', by: 'S', tricks: 9 }],
];

/** Makes every write of a saved session throw as a full quota does. */
function fullQuota() {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (String(key).startsWith('bridge.session.')) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    return setItem.call(this, key, value);
  };
}

/**
 * Where each character of `pattern` is drawn inside the element `selector` (the first text node
 * holding it): their left edges, in the pattern's order, for checking reading order.
 */
function lefts(scope, selector, pattern) {
  return scope.locator(selector).first().evaluate((el, pattern) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.data.indexOf(pattern);
      if (at < 0) continue;
      return [...pattern].map((_, i) => {
        const range = document.createRange();
        range.setStart(node, at + i);
        range.setEnd(node, at + i + 1);
        return range.getBoundingClientRect().left;
      });
    }
    return null;
  }, pattern);
}

/** A fresh page on the scorer's list of sessions, in `lang`. */
async function scorerList(env, options, lang) {
  const tab = await openPage(env.browser, options);
  await tab.page.goto(address(env.server.url, { mode: 'scorer', lang }));
  await tab.page.locator('[data-testid=sessions]').waitFor({ timeout: 20_000 });
  return tab;
}

/** Gives the context's first page the local storage `saved` (later loads keep their own). */
function seed(context, saved) {
  return context.addInitScript((saved) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.clear();
    for (const [k, v] of Object.entries(saved)) localStorage.setItem(k, v);
  }, saved);
}

/** True when the numbers are increasing (each character drawn right of the one before). */
const leftToRight = (xs) => Array.isArray(xs) && xs.every((x, i) => i === 0 || x > xs[i - 1]);

describe('club evening and scorer on a tablet', () => {
  let env;
  let eveningSave; // local storage of an evening with board 2 complete and board 3 begun
  let impSave; // an IMP evening with board 1 complete
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });

  test('travellers: "Passed out" stays on the board; changing a line asks first; undo takes back the latest entry and says what', async () => {
    const tab = await scorerList(env, { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true }, 'en');
    const { page } = tab;
    await newEvening(page);
    // Board 2, whose lines are pairs 1, 3 and 2: the last one passed out. The board is complete
    // and still shown (an entry used to take the travellers back to board 1).
    await page.click('[data-testid=board-2]');
    await enter(page, BOARD_1[0][1]);
    assert.equal(await pressed(page, 'board-2'), 'true');
    await enter(page, BOARD_1[1][1]);
    await page.click('[data-testid=passed-out]');
    await page.locator('[data-testid=board-complete]').waitFor();
    assert.equal(await pressed(page, 'board-2'), 'true');
    assert.match(await page.locator('[data-testid=traveller] caption').innerText(), /^Board 2 /);
    assert.deepEqual(await column(page, 'line-result'), ['4♠ North =', '4♠ North +1', 'Passed out']);
    assert.equal(await text(page, 'next-board'), 'Next: board 3');

    // Tapping a line with a result asks before anything changes; "Keep it" keeps it.
    await page.click('[data-testid=line-1]');
    assert.match(await text(page, 'confirm-change'), /^Board 2: N-S pair 1 against E-W pair 4 already has 4♠ North =\. Change it\?/);
    assert.equal(await page.locator('[data-testid=deal-form]').count(), 0);
    await page.click('[data-testid=change-no]');
    assert.equal(await page.locator('[data-testid=confirm-change]').count(), 0);
    assert.deepEqual(await column(page, 'line-result'), ['4♠ North =', '4♠ North +1', 'Passed out']);
    // "Change the result" opens the form for that line; the new result replaces the old.
    await page.click('[data-testid=line-1]');
    await page.click('[data-testid=change-yes]');
    assert.match(await text(page, 'entry-for'), /changing the result of N-S pair 1 against E-W pair 4 \(4♠ North =\)/);
    await enter(page, { level: 4, strain: 'S', by: 'N', tricks: 9 });
    assert.deepEqual(await column(page, 'line-result'), ['4♠ North −1', '4♠ North +1', 'Passed out']);
    assert.equal(await pressed(page, 'board-2'), 'true');

    // Board 3 gets a result after board 2's correction.
    await page.click('[data-testid=next-board]');
    await enter(page, { level: 2, strain: 'H', by: 'E', tricks: 8 });
    assert.equal(await pressed(page, 'board-3'), 'true');
    eveningSave = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    // Undo takes back the most recent entry whatever board is shown, and shows its board.
    await page.click('[data-testid=board-2]');
    assert.equal((await text(page, 'undo-entry')).replace(/\s+/g, ' '), '↶ Undo the last entry');
    await page.click('[data-testid=undo-entry]');
    assert.equal(await text(page, 'scorer-message'), 'Taken back on board 3: N-S pair 2 against E-W pair 5, 2♥ East =.');
    assert.equal(await pressed(page, 'board-3'), 'true');
    assert.deepEqual(await column(page, 'line-result'), ['', '', '']);
    // Then board 2's correction, one entry: the earlier result is back.
    await page.click('[data-testid=undo-entry]');
    assert.equal(
      await text(page, 'scorer-message'),
      'Taken back on board 2: N-S pair 1 against E-W pair 4, 4♠ North −1; the earlier result 4♠ North = is back.',
    );
    assert.equal(await pressed(page, 'board-2'), 'true');
    assert.deepEqual(await column(page, 'line-result'), ['4♠ North =', '4♠ North +1', 'Passed out']);
    // Then the entry made before the correction (the passed-out line), not the corrected one.
    await page.click('[data-testid=undo-entry]');
    assert.match(await text(page, 'scorer-message'), /^Taken back on board 2: N-S pair 2 against E-W pair \d+, Passed out\.$/);
    assert.deepEqual(await column(page, 'line-result'), ['4♠ North =', '4♠ North +1', '']);
    await page.click('[data-testid=undo-entry]');
    await page.click('[data-testid=undo-entry]');
    await page.click('[data-testid=undo-entry]');
    assert.equal(await text(page, 'scorer-message'), 'There is nothing to undo.');
    // The board shown survives a look at another tab.
    await page.click('[data-testid=board-3]');
    await page.click('[data-testid=tab-ranking]');
    await page.click('[data-testid=tab-travellers]');
    assert.equal(await pressed(page, 'board-3'), 'true');
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  test('a reload opens the board being entered; "Next" skips the boards already complete', async () => {
    const tab = await scorerList(env, { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true }, 'en');
    const { page } = tab;
    await newEvening(page);
    // Board 2 complete first, then board 1: "Next" goes past board 2 to board 3.
    await page.click('[data-testid=board-2]');
    await enter(page, BOARD_1[0][1]);
    await enter(page, BOARD_1[1][1]);
    await page.click('[data-testid=passed-out]');
    await page.click('[data-testid=board-1]');
    for (const [, deal] of BOARD_1) await enter(page, deal);
    await page.locator('[data-testid=board-complete]').waitFor();
    assert.equal(await text(page, 'next-board'), 'Next: board 3');
    await page.click('[data-testid=next-board]');
    assert.equal(await pressed(page, 'board-3'), 'true');
    await enter(page, { level: 2, strain: 'H', by: 'E', tricks: 8 });
    // A reload opens the travellers on board 3, where the entering goes on.
    await page.reload();
    await page.locator('[data-testid=traveller]').waitFor({ timeout: 20_000 });
    assert.equal(await pressed(page, 'tab-travellers'), 'true');
    assert.equal(await pressed(page, 'board-3'), 'true');
    assert.match(await text(page, 'entry-for'), /^Board 3: /);
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  test('cross-IMPs are averaged over the comparisons and a level result is 0, never -0', async () => {
    const tab = await scorerList(env, { viewport: { width: 1280, height: 800 } }, 'en');
    const { page } = tab;
    await newEvening(page, { imps: true });
    await enter(page, BOARD_1[0][1]);
    // One result: nothing to compare with, 0 for both sides.
    assert.deepEqual(await column(page, 'line-ns-points'), ['0', '', '']);
    assert.deepEqual(await column(page, 'line-ew-points'), ['0', '', '']);
    for (const [ns, deal] of BOARD_1.slice(1)) {
      await page.click(`[data-testid=line-${ns}]`);
      await enter(page, deal);
    }
    // +420, +450, +400: each result against the two others, divided by two.
    assert.deepEqual(await column(page, 'line-ns-points'), ['0', '+1.50', '−1.50']);
    assert.deepEqual(await column(page, 'line-ew-points'), ['0', '−1.50', '+1.50']);
    await page.click('[data-testid=tab-ranking]');
    const points = await page.locator('[data-testid=ranking-ns] [data-testid=rank-points]').allInnerTexts();
    assert.deepEqual(points, ['+1.50', '0', '−1.50']);
    impSave = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  test('in Persian, results, scores and IMPs read left to right: "4♠", "+1", "−1.50" are never reversed', async () => {
    assert.ok(impSave, 'the IMP evening was saved by the test above');
    const tab = await openPage(env.browser, { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });
    const { page } = tab;
    await seed(tab.context, impSave);
    await page.goto(address(env.server.url, { mode: 'scorer', lang: 'fa' }));
    await page.locator('[data-testid=scorer-screen]').waitFor({ timeout: 20_000 });
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await page.click('[data-testid=tab-travellers]');
    // The evening opens on the board being entered (board 2): board 1's lines are looked at.
    await page.click('[data-testid=board-1]');
    const line3 = '[data-testid=traveller-line]:nth-child(2)';
    const checks = [
      [`${line3} [data-testid=line-result]`, '4♠'],
      [`${line3} [data-testid=line-result]`, '+1'],
      [`${line3} [data-testid=line-score]`, '+450'],
      [`${line3} [data-testid=line-ns-points]`, '+1.50'],
      [`${line3} [data-testid=line-ew-points]`, '−1.50'],
    ];
    for (const [selector, pattern] of checks) {
      const xs = await lefts(page, selector, pattern);
      assert.ok(leftToRight(xs), `${pattern} in ${selector}: ${JSON.stringify(xs)}`);
    }
    // The Persian seat name stays right to left beside them, and the whole cell reads
    // contract, declarer, tricks from right to left: "4♠" rightmost, "+1" leftmost.
    const [contract] = await lefts(page, `${line3} [data-testid=line-result]`, '4');
    const [plus] = await lefts(page, `${line3} [data-testid=line-result]`, '+');
    assert.ok(contract > plus, `contract at ${contract}, tricks at ${plus}`);
    // The undo message quotes the result as Persian reads a contract: "3 بی‌حکم" with the level
    // on its right, and the tricks last (leftmost), after the declarer.
    await page.click('[data-testid=undo-entry]');
    const message = '[data-testid=scorer-message]';
    const xs = await page.locator(message).evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const node = walker.nextNode();
      const at = node.data.indexOf('3');
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      const three = range.getBoundingClientRect().left;
      const nt = node.data.indexOf('بی‌حکم');
      range.setStart(node, nt);
      range.setEnd(node, nt + 1);
      const nt_left = range.getBoundingClientRect().left;
      const eq = node.data.lastIndexOf('=');
      range.setStart(node, eq);
      range.setEnd(node, eq + 1);
      return [three, nt_left, range.getBoundingClientRect().left];
    });
    assert.ok(xs[0] > xs[1] && xs[1] > xs[2], `"3", "بی‌حکم", "=" from right to left: ${xs}`);
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  test('a finished rubber shows nobody vulnerable; its settlement reads "+8" in Persian', async () => {
    for (const lang of ['en', 'fa']) {
      const tab = await scorerList(env, { viewport: { width: 1280, height: 800 } }, lang);
      const { page } = tab;
      await page.selectOption('[data-testid=scorer-form]', 'rubber');
      await page.click('[data-testid=new-scorer]');
      await page.locator('[data-testid=scorer-screen]').waitFor();
      // N-S make two games: the rubber is over (+700 bonus; 2 × 120 + 700 = 940 → +9).
      await enter(page, { level: 4, strain: 'S', by: 'N', tricks: 10 });
      const vul = page.locator('.card-status', { hasText: lang === 'en' ? 'Vulnerable:' : 'آسیب‌پذیر' });
      if (lang === 'en') assert.equal(await vul.innerText(), 'Vulnerable: N-S');
      await enter(page, { level: 4, strain: 'S', by: 'N', tricks: 10 });
      await page.locator('[data-testid=settlement]').waitFor();
      if (lang === 'en') {
        assert.equal(await vul.innerText(), 'Vulnerable: None');
        assert.equal(await text(page, 'vulnerable'), 'Vulnerable: None');
        assert.equal(await text(page, 'settlement-total'), '+9');
      } else {
        assert.ok(leftToRight(await lefts(page, '[data-testid=settlement-total]', '+9')), 'the settlement total');
        assert.ok(leftToRight(await lefts(page, '[data-testid=rubbers] tbody td:last-child', '+9')), "the rubber's settlement");
      }
      assert.deepEqual(tab.problems(), []);
      await tab.context.close();
    }
  });

  test('a scorer Chicago offers no empty PBN or LIN; an evening offers its hand records', async () => {
    const tab = await scorerList(env, { viewport: { width: 1280, height: 800 } }, 'en');
    const { page } = tab;
    await page.click('[data-testid=new-scorer]');
    await page.locator('[data-testid=scorer-screen]').waitFor();
    await enter(page, { level: 2, strain: 'S', by: 'N', tricks: 10 });
    await page.click('[data-testid=close-scorer]');
    const chicago = page.locator('[data-testid=session-entry]').first();
    await chicago.waitFor();
    assert.equal(await chicago.locator('[data-testid=export-session]').count(), 1);
    assert.equal(await chicago.locator('[data-testid=export-pbn]').count(), 0);
    assert.equal(await chicago.locator('[data-testid=export-lin]').count(), 0);
    await newEvening(page);
    await page.click('[data-testid=close-scorer]');
    const entries = page.locator('[data-testid=session-entry]');
    await entries.nth(1).waitFor();
    const evening = entries.filter({ hasText: 'club evening' });
    assert.equal(await evening.locator('[data-testid=export-pbn]').count(), 1);
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  test('a 24-board teams match may keep the 20-0 table; other lengths use the WBF scale', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    const { page } = tab;
    await page.goto(address(env.server.url, { mode: 'teams', lang: 'en', pace: '0' }));
    await page.locator('[data-testid=sessions]').waitFor({ timeout: 20_000 });
    assert.equal(await page.locator('[data-testid=vp-scale]').count(), 0, 'no choice for 8 boards');
    await page.selectOption('[data-testid=boards]', '24');
    assert.deepEqual(await page.locator('[data-testid=vp-scale] option').allInnerTexts(), [
      'WBF continuous scale',
      'The 20–0 table for 24 boards',
    ]);
    await page.selectOption('[data-testid=teams-scoring]', 'bam');
    assert.equal(await page.locator('[data-testid=vp-scale]').count(), 0, 'no VPs in board-a-match');
    await page.selectOption('[data-testid=teams-scoring]', 'imps');
    await page.selectOption('[data-testid=vp-scale]', 'table24');
    await page.click('[data-testid=new-session]');
    await page.locator('[data-testid=session-screen]').waitFor({ timeout: 20_000 });
    const kinds = () =>
      page.evaluate(() =>
        Object.entries(localStorage)
          .filter(([k]) => k.startsWith('bridge.session.'))
          .map(([, v]) => JSON.parse(v).session.kind.Teams),
      );
    assert.deepEqual(await kinds(), [{ boards: 24, vp: 'Table24' }]);
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  test('a full quota is named beside the entry form', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const { page } = tab;
    await tab.context.addInitScript(fullQuota);
    await page.goto(address(env.server.url, { mode: 'scorer', lang: 'en' }));
    await page.locator('[data-testid=sessions]').waitFor({ timeout: 20_000 });
    await newEvening(page);
    await enter(page, BOARD_1[0][1]);
    const problem = page.locator('[data-testid=save-problem]');
    assert.match(await problem.innerText(), /^Not saved: the browser's storage for this site is full\./);
    assert.ok(await problem.isVisible());
    await assertInView(page, problem, page);
    // The line is entered all the same: it stays on the screen.
    assert.deepEqual(await column(page, 'line-result'), ['4♠ North =', '', '']);
    await tab.context.close();
  });

  test('storage refused to the app embedded in another site is named beside the entry form', async () => {
    const club = tempDir('bridge-e2e-club-');
    const server = await serve(DIST, { mounts: [SUB_PATH], sites: [{ prefix: '/club/', root: club }] });
    try {
      const app = address(new URL(SUB_PATH, server.url), { mode: 'scorer', lang: 'en' });
      writeFileSync(
        join(club, 'index.html'),
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Our bridge club</title>
         <link rel="icon" href="data:,"></head><body><h1>Our bridge club</h1>
         <iframe src="${app}" title="Bridge" width="600" height="700"></iframe></body></html>`,
      );
      const context = await env.browser.newContext({ viewport: { width: 1024, height: 800 }, locale: 'en-US' });
      // As a browser that blocks third-party storage: reading localStorage throws in the frame.
      await context.addInitScript(() => {
        if (window.top === window) return;
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
          },
        });
      });
      const page = await context.newPage();
      const problems = watch(page);
      await page.goto(`http://localhost:${new URL(server.url).port}/club/`);
      const frame = page.frameLocator('iframe');
      await frame.locator('[data-testid=sessions]').waitFor({ timeout: 20_000 });
      await newEvening(frame);
      await enter(frame, BOARD_1[0][1]);
      const problem = frame.locator('[data-testid=save-problem]');
      assert.match(
        await problem.innerText(),
        /^Not saved: the browser refuses storage to this page because it is embedded in another site\..*open the app in its own tab/,
      );
      const inner = page.frames().find((f) => f !== page.mainFrame());
      await assertInView(inner, problem, inner);
      // The notice above the screen gives the same reason, not a full storage.
      const notice = await frame.locator('[data-testid=notice]').innerText();
      assert.match(notice, /embedded in another site/);
      assert.doesNotMatch(notice, /full|Free some space/);
      assert.deepEqual(await column(frame, 'line-result'), ['4♠ North =', '', '']);
      // The storage errors themselves are the browser's, not the app's.
      assert.deepEqual(problems().filter((p) => !/localStorage|Access is denied/.test(p)), []);
      await context.close();
    } finally {
      await server.close();
    }
  });

  // Each language at the four sizes, the touch sizes in one page resized from one to the next;
  // the page (the same at every size) is downloaded once a language: English on the desktop,
  // Persian on the touch screens.
  for (const lang of ['en', 'fa']) {
    for (const sizes of SIZE_GROUPS) {
      const download = sizes === SIZE_GROUPS[lang === 'en' ? 0 : 1];
      test(`${lang} at ${sizes.map((s) => s.name).join(', ')}: the evening's ranking fits${download ? "; its results page downloads with its ranking, travellers and hands" : ''}`, async () => {
        const { name: _, ...options } = sizes[0];
        const tab = await scorerList(env, options, lang);
        const { page } = tab;
        await newEvening(page);
        // A hostile name: the page must show it as text.
        await page.click('[data-testid=tab-names]');
        await page.locator('[data-testid=player-1-1]').fill('<img src=x onerror=alert(1)>');
        await page.locator('[data-testid=player-1-1]').press('Tab');
        await page.click('[data-testid=tab-travellers]');
        for (const [, line] of BOARD_1) await enter(page, line);
        await page.click('[data-testid=tab-ranking]');
        // A wide ranking (a long name, the figures) scrolls in its own box on a phone: the page
        // is not widened or zoomed out to fit it.
        for (const size of sizes) {
          await resize(page, size);
          assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), size.viewport.width, size.name);
        }
        if (!download) {
          assert.deepEqual(tab.problems(), []);
          await tab.context.close();
          return;
        }
        const [file] = await Promise.all([
          page.waitForEvent('download', { timeout: 120_000 }),
          page.click('[data-testid=club-export-html]'),
        ]);
        assert.match(file.suggestedFilename(), /^bridge-.+-results\.html$/);
        const html = readFileSync(await file.path(), 'utf8');
        assert.ok(html.startsWith(`<!DOCTYPE html>\n<html lang="${lang}" dir="${lang === 'fa' ? 'rtl' : 'ltr'}">`));
        assert.ok(!/<script|<img/i.test(html), 'markup from a name got onto the page');
        assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt;'));
        // The ranking of board 1 (top 4): pair 3's 450 beat both, pair 1's 420 one, pair 2's 400 none.
        assert.match(html, /<td class="n">1<\/td><td class="n">3<\/td><td><bdi><\/bdi><\/td><td class="n">1<\/td><td class="n">4<\/td><td class="n">100\.00<\/td>/);
        assert.match(html, /<td class="n">2<\/td><td class="n">1<\/td><td><bdi>&lt;img src=x onerror=alert\(1\)&gt;<\/bdi><\/td><td class="n">1<\/td><td class="n">2<\/td><td class="n">50\.00<\/td>/);
        // Board 1's traveller: its three lines with both sides' matchpoints.
        assert.match(html, /<td class="n">420<\/td><td class="n">2<\/td><td class="n">2<\/td>/);
        assert.match(html, /<td class="n">450<\/td><td class="n">4<\/td><td class="n">0<\/td>/);
        assert.match(html, /<td class="n">400<\/td><td class="n">0<\/td><td class="n">4<\/td>/);
        // Every board's hand record with its double-dummy table and par.
        assert.equal((html.match(/<div class="deal"/g) ?? []).length, 6);
        assert.equal((html.match(/<caption>/g) ?? []).length, 6);
        assert.deepEqual(tab.problems(), []);
        await tab.context.close();
      });
    }
  }

  test('pictures of the changed screens at four sizes in English and Persian', async () => {
    assert.ok(eveningSave && impSave, 'the tests above saved their evenings');
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    const screens = [
      ['confirm', eveningSave, async (p) => {
        await p.click('[data-testid=tab-travellers]');
        await p.click('[data-testid=board-2]');
        await p.click('[data-testid=line-1]');
      }],
      ['undone', eveningSave, async (p) => {
        await p.click('[data-testid=tab-travellers]');
        await p.click('[data-testid=board-3]');
        await p.click('[data-testid=undo-entry]');
      }],
      ['imp-travellers', impSave, async (p) => p.click('[data-testid=tab-travellers]')],
      ['imp-ranking', impSave, async (p) => p.click('[data-testid=tab-ranking]')],
      ['not-saved', eveningSave, async (p) => {
        await p.evaluate(fullQuota);
        await p.click('[data-testid=tab-travellers]');
        await p.click('[data-testid=board-3]');
        await enter(p, { level: 4, strain: 'H', by: 'W', tricks: 10 });
      }],
      ['teams-form', null, async (p) => p.selectOption('[data-testid=boards]', '24')],
    ];
    const failures = [];
    for (const lang of ['en', 'fa']) {
      for (const { name, ...options } of VIEWPORTS) {
        for (const [screen, saved, show] of screens) {
          const tab = await openPage(env.browser, options);
          const { page } = tab;
          if (saved) await seed(tab.context, saved);
          const mode = saved ? 'scorer' : 'teams';
          await page.goto(address(env.server.url, { mode, lang }));
          await page.locator(`[data-testid=${saved ? 'scorer-screen' : 'sessions'}]`).waitFor({ timeout: 20_000 });
          await show(page);
          await page.waitForTimeout(150);
          const overflow = await sidewaysOverflow(page);
          if (overflow.length) failures.push(`${screen} ${lang} ${name}: ${overflow.join('; ')}`);
          await page.screenshot({ path: join(SHOTS, `${screen}-${lang}-${name.split(' ').pop()}.png`), fullPage: true });
          await tab.context.close();
        }
      }
    }
    assert.deepEqual(failures, []);
  });
});

/** The element is inside the visible part of its page or frame (`scope`). */
async function assertInView(scope, locator) {
  const box = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, height: window.innerHeight };
  });
  assert.ok(box.top >= -1 && box.bottom <= box.height + 1, `in view: ${JSON.stringify(box)}`);
  void scope;
}
