// Screenshots for a person to look at, and the README's pictures:
//   node shots.mjs DIST OUT_DIR [--scenes NAME,NAME…|all] [--readme DOCS_DIR]
// Every picture is OUT_DIR/<size>-<lang>-<screen>.png. The scenes (`play` unless --scenes, and
// `menu,play` with --readme):
//   play       the auction, the play, the result, the score card (Chicago), and the session-over
//              screen (at 1280, and 768 in English), at the four test sizes in English and Persian
//   menu       the start menu at 1000x760
//   languages  the table with the hint and a robot's call explained, and the result, in Persian,
//              Arabic, Greek and Polish at 1280x800 and 390x844
//   dialogs    the claim dialog and its verdict, the new-session form and the import messages
//              (a copy kept, a refused file) at 1280x800 and 390x844 in English and Persian
//   games      the pairs and teams forms, an IMP-pairs and a board-a-match board's result and
//              score card (with the beer card), and a LIN link's deal on its result
//   mini       minibridge and honeymoon, their lists, a session list with its exports and a LIN
//              record's alert at the table
//   words      the table mid-play with a robot's call explained, the result, the scorer (a
//              Chicago deal entered, and a Mitchell evening's movement) and the settings, in
//              Persian, Arabic, Greek and Polish at 1024x768: the pages a reader checks the
//              glossary's terms on (locales/<lang>/glossary.txt)
//   club       a club's results file: the import (and a broken file's message), the ranking with a
//              disagreement, a traveller, the hand records with double dummy, the files and the
//              evening played at home after a board, at the four test sizes in English and
//              Persian, and in the dark theme at 1280x800
//   safety     a PBN file's import (deals in, games left out), a full storage's warning with the
//              largest sessions to delete, a club evening's traveller after undo, and the bidding
//              box's Pass/Double/Redouble, at the four test sizes in English and Persian
//   fit        issue 34's table on one screen: a practice deal's auction (a call waiting for its
//              confirmation, Hint and Undo), its play and its result (South's four tens, two
//              voids), and a Chicago's auction, at the four test sizes in English and Persian and
//              at 768x1024 in the dark theme
//   tabs       one Chicago in two tabs: the second tab's "open in another tab" and, after a
//              conflict, the list naming the copy, at the four test sizes in English and Persian
//   learning   the settings' practice deals, the card-play hint, every card's value with the
//              bidding reviewed on the result, and a practice copy played from a card with both
//              results, at the four test sizes in English and Persian and dark at 390x844
//   declare    "You declare": the setting, and the table turned in the play of a contract partner
//              declares (declarer at the bottom, the player's hand across as dummy), at the four
//              test sizes in English and Persian and dark at 1024x768
// With --readme the README's pictures go to DOCS_DIR too: the start menu (screenshot.png, scene
// menu), the table, the result and the Chicago card on a tablet (table.png, result.png,
// chicago-card.png, scene play).
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openApp, openPage, start } from './lib/harness.mjs';
import { playToEnd } from './lib/table.mjs';

const args = process.argv.slice(2);
const option = (flag) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args.splice(at, 2)[1] : null;
};
const readme = option('--readme');
const docs = readme ? resolve(readme) : null;
const SCENES = ['play', 'menu', 'languages', 'dialogs', 'games', 'mini', 'words', 'safety', 'fit', 'tabs', 'learning', 'club', 'teams', 'declare'];
const scenes = (option('--scenes') ?? (readme ? 'menu,play' : 'play')).split(',');
if (scenes.includes('all')) scenes.push(...SCENES);
for (const scene of scenes) if (scene !== 'all' && !SCENES.includes(scene)) throw new Error(`unknown scene ${scene}: ${SCENES.join(', ')}`);
const want = (scene) => scenes.includes(scene);
const [dist = '../dist', out = '/tmp/shots'] = args;
mkdirSync(out, { recursive: true });

const SIZES = [
  { name: '1280x800', viewport: { width: 1280, height: 800 } },
  { name: '1280x800-dark', viewport: { width: 1280, height: 800 }, colorScheme: 'dark', only: 'en' },
  { name: '768x1024-dark', viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true, colorScheme: 'dark', only: 'fa' },
  { name: '1024x768', viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true },
  { name: '768x1024', viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true },
  { name: '390x844', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
];
// The four test sizes of the other scenes.
const TEST_SIZES = [
  { name: '1280x800', viewport: { width: 1280, height: 800 } },
  { name: '1024x768', viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true },
  { name: '768x1024', viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true },
  { name: '390x844', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
];
const SETTINGS = JSON.stringify({ v: 1, data: { lang: 'en', four_colour: false, confirm_calls: false } });

async function passToPlay(page) {
  for (let i = 0; i < 300; i++) {
    if (await page.locator('[data-testid=result]').count()) return;
    // Stop once the trick in the middle has a card or two and the player is to play.
    if ((await page.locator('button.card.playable').count()) && (await page.locator('[data-testid=trick] .played').count())) return;
    const confirm = page.locator('[data-testid=confirm-call]');
    const pass = page.locator('.bid.pass[aria-disabled=false]');
    const card = page.locator('button.card.playable');
    if (await confirm.count()) await confirm.click({ timeout: 2000 }).catch(() => {});
    else if (await pass.count()) await pass.click({ timeout: 2000 }).catch(() => {});
    else if (await card.count()) await card.first().click({ timeout: 2000 }).catch(() => {});
    else await page.waitForTimeout(50);
  }
}

const CLAIM_DEAL = 'N:543.42.A543.7654 JT9.QJT9.JT9.JT9 AKQ2.AK3.KQ2.A32 876.8765.876.KQ8';
const LANGUAGES_DEAL = 'N:AKQ2.AK3.KQ2.A32 JT9.QJT9.JT9.JT9 543.42.A543.7654 876.8765.876.KQ8';
const LIN =
  'pn|Sara,Wim,Nima,Eva|st||md|3S8765HA54DJ63CA54,S43H876DT987CT876,SAKQ2HK32DA54C932,|rh||ah|Board 1|sv|o|mb|1C!|an|could be two clubs|mb|1H|mb|1S|mb|p|mb|2S|mb|p|mb|4S|mb|p|mb|p|mb|p|pc|H8|pc|H2|pc|HQ|pc|HA|pc|S5|pc|S3|pc|SA|pc|S9|mc|10|';

/** A new page with the screenshots' settings, and `shot(screen)`, which waits `settle` ms and
 * writes OUT_DIR/<name>-<lang>-<screen>.png (the whole page with `fullPage`). */
async function shotPage(name, lang, options, { fullPage, settle }) {
  const tab = await openPage(env.browser, options);
  const { page } = tab;
  await page.addInitScript((s) => localStorage.getItem('bridge.settings') || localStorage.setItem('bridge.settings', s), SETTINGS);
  const shot = async (screen, full = fullPage) => {
    await page.waitForTimeout(settle);
    await page.screenshot({ path: `${out}/${name}-${lang}-${screen}.png`, fullPage: full });
  };
  return { tab, page, shot };
}

/** The start menu (the README's first picture). */
async function menuScene() {
  const tab = await openPage(env.browser, { viewport: { width: 1000, height: 760 } });
  await openApp(tab.page, env.server.url);
  await tab.page.screenshot({ path: `${out}/1000x760-en-start-menu.png` });
  if (docs) await tab.page.screenshot({ path: `${docs}/screenshot.png` });
  problems.push(...tab.problems().map((p) => `menu: ${p}`));
  await tab.context.close();
}

/** The table and the result in the languages other than English and Persian. */
async function languagesScene() {
  const sizes = [
    ['1280x800', { viewport: { width: 1280, height: 800 } }],
    ['390x844', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ];
  for (const lang of ['fa', 'ar', 'el', 'pl']) {
    for (const [size, options] of sizes) {
      const tab = await openPage(env.browser, options);
      const { page, context } = tab;
      const url = new URL(env.server.url);
      url.search = new URLSearchParams({ lang, mode: 'practice', pace: '0', deal: LANGUAGES_DEAL }).toString();
      await page.goto(url.href);
      await page.locator('[data-testid=bidding-box]').waitFor({ timeout: 20_000 });
      await page.waitForFunction(() => !document.querySelector('[data-testid=hint]')?.disabled, null, { timeout: 20_000 });
      await page.click('[data-testid=hint]');
      await page.locator('[data-testid=auction] button.call').first().click();
      await page.screenshot({ path: join(out, `${size}-${lang}-hint.png`), fullPage: true });
      await playToEnd(page, options.hasTouch ? 'tap' : 'click');
      await page.locator('[data-testid=par]').waitFor({ timeout: 60_000 });
      await page.screenshot({ path: join(out, `${size}-${lang}-practice-result.png`), fullPage: true });
      problems.push(...tab.problems().map((p) => `${size} ${lang}: ${p}`));
      await context.close();
    }
  }
}

/** The table, the result, the scorer and the settings in Persian, Arabic, Greek and Polish at
 * 1024x768 (OUT_DIR/1024x768-<lang>-words-<screen>.png). */
async function wordsScene() {
  const options = { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true };
  for (const lang of ['fa', 'ar', 'el', 'pl']) {
    const file = (screen) => join(out, `1024x768-${lang}-words-${screen}.png`);
    const tab = await openPage(env.browser, options);
    const { page, context } = tab;
    const url = new URL(env.server.url);
    url.search = new URLSearchParams({ lang, mode: 'practice', pace: '0', deal: LANGUAGES_DEAL }).toString();
    await page.goto(url.href);
    await page.locator('[data-testid=bidding-box]').waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => !document.querySelector('[data-testid=hint]')?.disabled, null, { timeout: 20_000 });
    await page.click('[data-testid=hint]');
    await page.locator('[data-testid=auction] button.call').first().click();
    await page.screenshot({ path: file('auction'), fullPage: true });
    await passToPlay(page);
    await page.screenshot({ path: file('table'), fullPage: true });
    await playToEnd(page, 'tap');
    await page.locator('[data-testid=par]').waitFor({ timeout: 60_000 });
    await page.screenshot({ path: file('result'), fullPage: true });
    // The scorer: a Chicago deal entered (2♠ by North making 10 tricks, honours held).
    url.search = new URLSearchParams({ lang, mode: 'scorer' }).toString();
    await page.goto(url.href);
    await page.locator('[data-testid=sessions]').waitFor({ timeout: 20_000 });
    await page.screenshot({ path: file('scorer-list'), fullPage: true });
    await page.click('[data-testid=new-scorer]');
    await page.locator('[data-testid=scorer-screen]').waitFor();
    for (const id of ['level-2', 'strain-S', 'dbl-none', 'declarer-N', 'tricks-10']) await page.click(`[data-testid=${id}]`);
    await page.click('[data-testid=enter-deal]');
    await page.screenshot({ path: file('scorer'), fullPage: true });
    await page.click('[data-testid=close-scorer]');
    await page.locator('[data-testid=sessions]').waitFor();
    await page.selectOption('[data-testid=scorer-form]', 'evening');
    await page.screenshot({ path: file('scorer-evening-form'), fullPage: true });
    await page.click('[data-testid=new-scorer]');
    await page.locator('[data-testid=scorer-screen]').waitFor();
    await page.screenshot({ path: file('scorer-evening'), fullPage: true });
    problems.push(...tab.problems().map((p) => `words ${lang}: ${p}`));
    await context.close();
    // The settings, from the start menu of a fresh profile (the session above would resume).
    const tab2 = await openPage(env.browser, options);
    url.search = new URLSearchParams({ lang }).toString();
    await openApp(tab2.page, url.href);
    await tab2.page.click('[data-testid=open-settings]');
    await tab2.page.locator('section.settings').first().waitFor({ timeout: 20_000 });
    await tab2.page.screenshot({ path: file('settings'), fullPage: true });
    problems.push(...tab2.problems().map((p) => `words ${lang}: ${p}`));
    await tab2.context.close();
  }
}

/** The claim dialog, the new-session form and the import messages. */
async function dialogsScene() {
  for (const lang of ['en', 'fa']) {
    for (const [w, h] of [[1280, 800], [390, 844]]) {
      const tag = `${w}x${h}-${lang}`;
      const tab = await openPage(env.browser, { viewport: { width: w, height: h } });
      const { page } = tab;
      // The claim dialog, then its verdict.
      const url = new URL(env.server.url);
      url.searchParams.set('lang', lang);
      url.searchParams.set('pace', '0');
      url.searchParams.set('deal', CLAIM_DEAL);
      await page.goto(url.href);
      await page.locator('[data-mode=practice]').click({ timeout: 20_000 });
      await page.waitForFunction(() => [...document.querySelectorAll('button.bid')].some((b) => b.textContent.trim() === '3NT' && !b.disabled), null, { timeout: 30_000 });
      await page.getByRole('button', { name: '3NT', exact: true }).click();
      await page.locator('[data-testid=claim]').waitFor({ timeout: 30_000 });
      await page.click('[data-testid=claim]');
      await page.locator('[data-testid=claim-dialog]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${out}/${tag}-claim-dialog.png` });
      await page.click('[data-testid=claim-submit]');
      await page.locator('[data-testid=message]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${out}/${tag}-claim-verdict.png` });
      problems.push(...tab.problems().map((p) => `${tag}: ${p}`));
      await tab.context.close();
      // The new-session form of Chicago (a fresh profile: the practice table would resume).
      const tab2 = await openPage(env.browser, { viewport: { width: w, height: h } });
      const page2 = tab2.page;
      const u2 = new URL(env.server.url);
      u2.searchParams.set('lang', lang);
      u2.searchParams.set('pace', '0');
      await page2.goto(u2.href);
      await page2.locator('[data-mode=chicago]').click({ timeout: 20_000 });
      await page2.locator('[data-testid=sessions]').waitFor();
      await page2.screenshot({ path: `${out}/${tag}-new-session.png` });
      // Import messages: a copy kept beside the saved session, and a refused file.
      await page2.click('[data-testid=new-session]');
      await page2.locator('[data-testid=session-screen]').waitFor();
      await page2.click('[data-testid=sessions-list]');
      const saved = await page2.evaluate(() => {
        const k = Object.keys(localStorage).find((k) => k.startsWith('bridge.session.'));
        return localStorage.getItem(k);
      });
      await page2.locator('[data-testid=import-input]').setInputFiles({ name: 's.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
      await page2.locator('[data-testid=import-info]').waitFor();
      await page2.locator('[data-testid=import-info]').scrollIntoViewIfNeeded();
      await page2.screenshot({ path: `${out}/${tag}-import-copy.png` });
      const bad = JSON.parse(saved);
      bad.session.sets = 1000000;
      await page2.locator('[data-testid=import-input]').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
      await page2.locator('[data-testid=import-error]').waitFor();
      await page2.locator('[data-testid=import-error]').scrollIntoViewIfNeeded();
      await page2.screenshot({ path: `${out}/${tag}-import-refused.png` });
      problems.push(...tab2.problems().map((p) => `${tag}: ${p}`));
      await tab2.context.close();
    }
  }
}

/** A PBN file from another program: a byte-order mark, an irregular auction, a broken game. */
const SAFETY_PBN = [
  '\uFEFF% PBN 2.1',
  '[Board "7"]', '[Dealer "N"]', '[Vulnerable "None"]',
  '[Deal "N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQJ"]',
  '[Auction "N"]', 'Pass 1D ^I 1C Pass', '2D Pass Pass Pass', '',
  '[Board "9"]', '[Deal "N:AKQJ.AKQ.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQJ"]', '',
  '[Board "10"]', '[Dealer "W"]', '',
].join('\n');

/** A club's results file (issue 36) at the four test sizes, English and Persian, and dark. */
async function clubScene() {
  const xml = readFileSync(new URL('../engine/tests/data/club/usebio-replay.xml', import.meta.url), 'utf8');
  // One figure misprinted, so the disagreement shows: board 2, pairs 1 and 6.
  const wrong = xml.replace('<SCORE>620</SCORE><NS_MATCH_POINTS>4.00</NS_MATCH_POINTS>', '<SCORE>620</SCORE><NS_MATCH_POINTS>3.00</NS_MATCH_POINTS>');
  const sizes = [
    ...TEST_SIZES.flatMap((s) => ['en', 'fa'].map((lang) => [s, lang])),
    [{ name: '1280x800-dark', viewport: { width: 1280, height: 800 }, colorScheme: 'dark' }, 'en'],
  ];
  for (const [{ name: size, ...options }, lang] of sizes) {
    const tag = `${size}-${lang}`;
    const tab = await openPage(env.browser, options);
    const { page } = tab;
    const url = new URL(env.server.url);
    url.search = new URLSearchParams({ lang, pace: '0', mode: 'club', strength: 'quick', seed: '20261201' }).toString();
    await page.goto(url.href);
    const input = page.locator('[data-testid=club-input]');
    await page.locator('[data-testid=club-import]').waitFor({ timeout: 20_000 });
    await input.setInputFiles({ name: 'broken.xml', mimeType: 'application/xml', buffer: Buffer.from(xml.replace('<CLUB>', '</CLUB>')) });
    await page.locator('[data-testid=club-error]').waitFor();
    await page.screenshot({ path: `${out}/${tag}-club-import.png` });
    await input.setInputFiles({ name: 'tuesday.xml', mimeType: 'application/xml', buffer: Buffer.from(wrong) });
    await page.locator('[data-testid=club-screen]').waitFor();
    await page.screenshot({ path: `${out}/${tag}-club-ranking.png`, fullPage: true });
    await page.click('[data-testid=tab-travellers]');
    await page.locator('[data-testid=club-board]').nth(1).click();
    await page.screenshot({ path: `${out}/${tag}-club-traveller.png`, fullPage: true });
    await page.click('[data-testid=tab-records]');
    await page.locator('[data-testid=club-dd]').first().click();
    await page.locator('[data-testid=dd-table][data-state=done]').waitFor({ timeout: 60_000 });
    await page.screenshot({ path: `${out}/${tag}-club-records.png`, fullPage: true });
    await page.click('[data-testid=tab-files]');
    await page.screenshot({ path: `${out}/${tag}-club-files.png` });
    await page.click('[data-testid=club-replay]');
    await page.locator('[data-testid=session-screen]').waitFor();
    await playToEnd(page, options.hasTouch ? 'tap' : 'click');
    await page.locator('[data-testid=replay-card] [data-testid=club-traveller]').waitFor();
    await page.screenshot({ path: `${out}/${tag}-club-replay.png`, fullPage: true });
    problems.push(...tab.problems().map((p) => `club ${tag}: ${p}`));
    await tab.context.close();
  }
}

/** A club's teams evening (issue 36): the ranking with the matches, a traveller with both tables'
 * IMPs, at the four test sizes in English and Persian and dark at 390x844; one match's VPs
 * misprinted so the disagreement shows. */
async function teamsScene() {
  const xml = readFileSync(new URL('../engine/tests/data/club/usebio-teams.xml', import.meta.url), 'utf8');
  const wrong = xml.replace('<HOME_VPS>13.18</HOME_VPS>', '<HOME_VPS>13.17</HOME_VPS>');
  const sizes = [
    ...TEST_SIZES.flatMap((s) => ['en', 'fa'].map((lang) => [s, lang])),
    [{ name: '390x844-dark', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, colorScheme: 'dark' }, 'fa'],
  ];
  for (const [{ name: size, ...options }, lang] of sizes) {
    const tag = `${size}-${lang}`;
    const tab = await openPage(env.browser, options);
    const { page } = tab;
    const url = new URL(env.server.url);
    url.search = new URLSearchParams({ lang, pace: '0', mode: 'club', seed: '20261203' }).toString();
    await page.goto(url.href);
    await page.locator('[data-testid=club-import]').waitFor({ timeout: 20_000 });
    await page.locator('[data-testid=club-input]').setInputFiles({ name: 'teams.xml', mimeType: 'application/xml', buffer: Buffer.from(wrong) });
    await page.locator('[data-testid=club-screen]').waitFor();
    await page.screenshot({ path: `${out}/${tag}-teams-ranking.png`, fullPage: true });
    await page.click('[data-testid=tab-travellers]');
    await page.locator('[data-testid=club-board]').nth(2).click();
    await page.screenshot({ path: `${out}/${tag}-teams-traveller.png`, fullPage: true });
    problems.push(...tab.problems().map((p) => `teams ${tag}: ${p}`));
    await tab.context.close();
  }
}

/** The screens of issue 34's data-safety items at the four test sizes, English and Persian. */
async function safetyScene() {
  for (const lang of ['en', 'fa']) {
    for (const { name: size, ...options } of TEST_SIZES) {
      const tag = `${size}-${lang}`;
      const tab = await openPage(env.browser, options);
      const { page } = tab;
      const url = new URL(env.server.url);
      url.searchParams.set('lang', lang);
      url.searchParams.set('pace', '0');
      // A PBN file's import: the deals that came in and the games left out.
      await page.goto(url.href);
      await page.locator('[data-mode=duplicate]').click({ timeout: 20_000 });
      await page.locator('[data-testid=sessions]').waitFor();
      await page.locator('[data-testid=import-input]').setInputFiles({ name: 'club.pbn', mimeType: 'text/plain', buffer: Buffer.from(SAFETY_PBN) });
      await page.locator('[data-testid=import-skipped]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${out}/${tag}-pbn-import.png` });
      // The bidding box of the imported deal.
      await page.click('[data-testid=open-session]');
      await page.locator('.special-calls').waitFor({ timeout: 20_000 });
      await page.locator('.special-calls').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${out}/${tag}-bidding-box.png` });
      // A full storage: the refused session, the warning and the largest sessions.
      await page.click('[data-testid=sessions-list]');
      await page.click('[data-testid=new-session]');
      await page.locator('[data-testid=session-screen]').waitFor();
      await page.click('[data-testid=sessions-list]');
      await page.evaluate(() => {
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
          if (String(key).startsWith('bridge.session.') && !localStorage.getItem(key)) {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          }
          return setItem.call(this, key, value);
        };
      });
      await page.click('[data-testid=new-session]');
      await page.locator('[data-testid=notice]').waitFor();
      await page.click('[data-testid=sessions-list]');
      await page.click('[data-testid=free-space]');
      await page.locator('[data-testid=free-delete]').first().click();
      await page.locator('[data-testid=free-confirm]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${out}/${tag}-storage-full.png` });
      problems.push(...tab.problems().map((p) => `${tag}: ${p}`));
      await tab.context.close();
      // A club evening's traveller after undo.
      const tab2 = await openPage(env.browser, options);
      const page2 = tab2.page;
      url.searchParams.set('mode', 'scorer');
      await page2.goto(url.href);
      await page2.locator('[data-testid=sessions]').waitFor({ timeout: 20_000 });
      await page2.locator('[data-testid=scorer-form]').selectOption('evening');
      await page2.locator('[data-testid=new-scorer]').click();
      await page2.locator('[data-testid=tab-travellers]').click();
      for (const tricks of [10, 11]) {
        for (const id of ['level-4', 'strain-S', 'dbl-none', 'declarer-N', `tricks-${tricks}`, 'enter-deal']) {
          await page2.locator(`[data-testid=${id}]`).click();
        }
      }
      await page2.click('[data-testid=undo-entry]');
      await page2.locator('[data-testid=scorer-message]').scrollIntoViewIfNeeded();
      await page2.screenshot({ path: `${out}/${tag}-traveller-undo.png` });
      problems.push(...tab2.problems().map((p) => `${tag}: ${p}`));
      await tab2.context.close();
    }
  }
}

/** South holds a ten in every suit; East is void in spades and West in hearts. */
const TENS_DEAL = 'N:AKQJ.AKQJ.AKQ.AK .8765432.J76.QJ8 T98765.T9.T98.T9 432..5432.765432';

/** Issue 34's table on one screen, ranks whole and voids written. */
async function fitScene() {
  const sizes = [...TEST_SIZES, { name: '768x1024-dark', viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true, colorScheme: 'dark' }];
  for (const lang of ['en', 'fa']) {
    for (const { name: size, ...options } of sizes) {
      const tag = `${size}-${lang}`;
      const tab = await openPage(env.browser, options);
      const { page } = tab;
      await page.addInitScript((s) => localStorage.getItem('bridge.settings') || localStorage.setItem('bridge.settings', s), JSON.stringify({ v: 1, data: { lang, confirm_calls: true } }));
      await page.goto(link({ mode: 'practice', lang, deal: TENS_DEAL }));
      await page.locator('.bid.pass[aria-disabled=false]').waitFor({ timeout: 20_000 });
      await page.locator('.bid.pass').click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/${tag}-fit-auction.png` });
      await passToPlay(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/${tag}-fit-play.png` });
      await playToEnd(page);
      await page.locator('.result-hands').scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/${tag}-fit-result.png` });
      problems.push(...tab.problems().map((p) => `${tag}: ${p}`));
      await tab.context.close();
      const tab2 = await openPage(env.browser, options);
      await tab2.page.goto(link({ mode: 'chicago', lang, seed: '4' }));
      await tab2.page.click('[data-testid=new-session]', { timeout: 20_000 });
      await tab2.page.locator('.bid.pass[aria-disabled=false]').waitFor({ timeout: 20_000 });
      await tab2.page.waitForTimeout(300);
      await tab2.page.screenshot({ path: `${out}/${tag}-fit-chicago.png` });
      problems.push(...tab2.problems().map((p) => `${tag}: ${p}`));
      await tab2.context.close();
    }
  }
}

/** One session in two tabs of one browser: the notice of the tab that does not hold it, and the
 * list naming a copy kept after a conflict. */
async function tabsScene() {
  for (const lang of ['en', 'fa']) {
    for (const { name: size, ...options } of TEST_SIZES) {
      const tag = `${size}-${lang}`;
      const context = await env.browser.newContext({ locale: 'en-US', ...options });
      const a = await context.newPage();
      const b = await context.newPage();
      await a.goto(link({ mode: 'chicago', lang, seed: '4' }));
      await a.click('[data-testid=new-session]', { timeout: 20_000 });
      await a.locator('.bid.pass[aria-disabled=false]').waitFor({ timeout: 20_000 });
      await b.goto(link({ mode: 'chicago', lang, seed: '4' }));
      await b.locator('[data-testid=tab-elsewhere]').waitFor({ timeout: 20_000 });
      await b.screenshot({ path: `${out}/${tag}-tabs-elsewhere.png` });
      // A conflict all the same: another writer's later revision, then this tab's call.
      await a.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('bridge.session.'));
        const saved = JSON.parse(localStorage.getItem(key));
        saved.session.revision += 10;
        localStorage.setItem(key, JSON.stringify(saved));
      });
      await a.locator('.bid.pass').click();
      const confirm = a.locator('[data-testid=confirm-call]');
      if (options.hasTouch) await confirm.click();
      await a.locator('[data-testid=notice]').waitFor();
      await a.click('[data-testid=sessions-list]');
      await a.locator('[data-testid=copy-note]').scrollIntoViewIfNeeded();
      await a.screenshot({ path: `${out}/${tag}-tabs-copy.png` });
      await context.close();
    }
  }
}

/** Plays the first board of a new session of `mode` set up by `setup`, at `size`, and takes the
 * result screen and the score card. */
async function playedShot(size, lang, name, mode, setup, wait, card) {
  const { name: sizeName, ...options } = size;
  const tab = await openPage(env.browser, options);
  const { page } = tab;
  await page.goto(link({ mode, lang, seed: '21' }));
  await page.locator('[data-testid=sessions]').waitFor({ timeout: 20_000 });
  await setup(page);
  await page.screenshot({ path: `${out}/${sizeName}-${lang}-${name}-form.png` });
  await page.click('[data-testid=new-session]');
  await page.locator('[data-testid=session-screen]').waitFor();
  await playToEnd(page, options.hasTouch ? 'tap' : 'click');
  await page.locator(wait).waitFor({ timeout: 120_000 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${sizeName}-${lang}-${name}.png` });
  await page.locator(card).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/${sizeName}-${lang}-${name}-card.png` });
  problems.push(...tab.problems());
  await tab.context.close();
}

async function shoot(size, lang, name, url, ready) {
  const { name: sizeName, ...options } = size;
  const tab = await openPage(env.browser, options);
  const { page } = tab;
  await page.goto(url);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${sizeName}-${lang}-${name}.png` });
  problems.push(...tab.problems());
  await tab.context.close();
}

/** The pairs and teams forms and results, and a LIN link's deal. */
async function gamesScene() {
  for (const lang of ['en', 'fa']) {
    for (const size of TEST_SIZES) {
      await playedShot(
        size,
        lang,
        'imp-pairs',
        'pairs',
        async (p) => {
          await p.selectOption('[data-testid=boards]', '4');
          await p.selectOption('[data-testid=pairs-scoring]', 'datum');
        },
        '[data-testid=deal-imps]',
        '.traveller',
      );
      await playedShot(
        size,
        lang,
        'bam',
        'teams',
        async (p) => {
          await p.selectOption('[data-testid=boards]', '4');
          await p.selectOption('[data-testid=teams-scoring]', 'bam');
          await p.check('[data-testid=beer-card]');
        },
        '[data-testid=deal-bam]',
        '[data-testid=bam-points]',
      );
      await shoot(size, lang, 'lin', link({ mode: 'practice', lang, lin: LIN }), '[data-testid=result]');
    }
  }
}

/** Plays a minibridge or honeymoon game on (announcing, choosing, passing, the first playable
 * card) until `done` holds. */
async function step(page, done) {
  for (let i = 0; i < 600; i++) {
    if (await done()) return true;
    if (await page.locator('[data-testid=redeal]').count()) await page.click('[data-testid=next-deal]');
    else if (await page.locator('[data-testid=announce]').count()) {
      await page.click('[data-testid=count-for-me]');
      await page.click('[data-testid=announce]');
    } else if (await page.locator('[data-testid=choose]').count()) await page.click('[data-testid=choose]');
    else if (await page.locator('.bidding-box [data-testid=pass]').count()) await page.click('.bidding-box [data-testid=pass]');
    else if (await page.locator('button.card.playable').count()) {
      await page.locator('button.card.playable').first().click({ timeout: 2000 }).catch(() => {});
    } else await page.waitForTimeout(30);
  }
  return false;
}

/** Minibridge, honeymoon, the lists of saved games and their exports, a LIN record's alert. */
async function miniScene() {
  for (const size of [...TEST_SIZES, { name: '1280x800-dark', viewport: { width: 1280, height: 800 }, colorScheme: 'dark', only: 'en' }]) {
    for (const lang of ['en', 'fa']) {
      const { name, only, ...options } = size;
      if (only && only !== lang) continue;
      const { tab, page, shot } = await shotPage(name, lang, options, { fullPage: true, settle: 250 });
      const url = (params) => {
        const u = new URL(env.server.url);
        u.search = new URLSearchParams({ lang, pace: '0', ...params }).toString();
        return u.href;
      };
      await page.goto(url({}));
      await page.locator('[data-mode=minibridge]').waitFor({ timeout: 20_000 });
      await shot('menu');
      // Minibridge: intro, announcing, (South declaring) choosing, the play, the result.
      await page.goto(url({ mode: 'minibridge', seed: '7' }));
      await page.locator('[data-testid=mini-intro]').waitFor({ timeout: 20_000 });
      await shot('mini-intro');
      await page.click('[data-testid=start-basic]');
      await page.locator('[data-testid=announce]').waitFor();
      await shot('mini-announce');
      await step(page, async () => (await page.locator('[data-testid=trick] .played').count()) > 0 && (await page.locator('button.card.playable').count()) > 0);
      await shot('mini-play');
      await step(page, async () => (await page.locator('[data-testid=mini-result]').count()) > 0);
      await shot('mini-result');
      // Deals until South declares, for the choice of contract.
      let chosen = false;
      for (let i = 0; i < 12 && !chosen; i++) {
        await page.click('[data-testid=next-deal]');
        await step(page, async () => (await page.locator('[data-testid=choose]').count()) > 0 || (await page.locator('[data-testid=mini-result]').count()) > 0);
        if (await page.locator('[data-testid=choose]').count()) {
          await shot('mini-choose');
          chosen = true;
        } else {
          await step(page, async () => (await page.locator('[data-testid=mini-result]').count()) > 0);
        }
      }
      await shot('mini-scores');
      // Advanced: the opening round and naming a contract. "New game" goes to the list.
      await page.click('[data-testid=mini-quit]');
      await page.locator('[data-testid=session-entry]').first().waitFor();
      await shot('mini-list');
      await page.click('[data-testid=start-advanced]');
      for (let i = 0; i < 300; i++) {
        if (await page.locator('[data-testid=open]').count()) {
          await shot('mini-adv-open');
          await page.click('[data-testid=open]');
        }
        if (await page.locator('.bids').count()) {
          await shot('mini-adv-name');
          break;
        }
        if (await page.locator('[data-testid=redeal]').count()) await page.click('[data-testid=next-deal]');
        else if (await page.locator('button.card.playable').count()) {
          await page.locator('button.card.playable').first().click({ timeout: 2000 }).catch(() => {});
        } else if (await page.locator('[data-testid=mini-result]').count()) await page.click('[data-testid=next-deal]');
        else await page.waitForTimeout(30);
      }
      await page.click('[data-testid=mini-quit]');
      // Honeymoon: intro, the draw phase, the bidding, the contract, the result.
      await page.goto(url({ mode: 'honeymoon', seed: '5' }));
      await page.locator('[data-testid=hm-intro]').waitFor({ timeout: 20_000 });
      await shot('hm-intro');
      await page.click('[data-testid=start-honeymoon]');
      await page.locator('button.card.playable').first().click();
      await page.locator('[data-testid=last-draw]').waitFor();
      await shot('hm-draw');
      await step(page, async () => (await page.locator('.bidding-box [data-testid=pass]').count()) > 0);
      await shot('hm-bidding');
      // Bid the cheapest allowed contract, then play it.
      await page.locator('.bids .bid[aria-disabled=false]').first().click();
      await step(page, async () => (await page.locator('[data-testid=contract]').count()) > 0 && (await page.locator('[data-testid=trick] .played').count()) > 0);
      await shot('hm-play');
      await step(page, async () => (await page.locator('[data-testid=hm-result]').count()) > 0);
      await shot('hm-result');
      await page.click('[data-testid=sessions-list]');
      await page.locator('[data-testid=session-entry]').first().waitFor();
      await shot('hm-list');
      // A session's list with its exports (session file, PBN and LIN).
      await page.goto(url({ mode: 'chicago', seed: '9' }));
      await page.click('[data-testid=new-session]', { timeout: 20_000 });
      await page.locator('[data-testid=session-screen]').waitFor();
      await page.click('[data-testid=sessions-list]');
      await page.locator('[data-testid=export-lin]').first().waitFor();
      await shot('session-list');
      // A LIN record's auction at the table: 1♣ alerted with the players' explanation.
      const lin = 'md|3S8765HA54DJ63CA54,S43H876DT987CT876,SAKQ2HK32DA54C932,|ah|Board 1|sv|o|mb|1C!|an|two or more|mb|p|an|no interest|';
      await page.goto(url({ mode: 'practice', lin }));
      await page.locator('[data-testid=auction] button.call.alerted').click({ timeout: 20_000 });
      await page.locator('[data-testid=explanation]').waitFor();
      await shot('lin-alert', false);
      problems.push(...tab.problems().map((p) => `${name} ${lang}: ${p}`));
      await tab.context.close();
    }
  }
}

/** Learning from the deals (issue 32): the practice deals setting, the card-play hint, the
 * review (every card's value, the bidding beside the robots') and a practice copy's results. */
async function learningScene() {
  const DEAL = 'N:A96.J52.AK976.62 Q852.K87.QT532.J KT.QT64.8.AK9543 J743.A93.J4.QT87';
  const sizes = [...TEST_SIZES, { name: '390x844-dark', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, colorScheme: 'dark' }];
  for (const size of sizes) {
    for (const lang of ['en', 'fa']) {
      const { name, only, ...options } = size;
      if (only && only !== lang) continue;
      const { tab, page, shot } = await shotPage(name, lang, options, { fullPage: false, settle: 300 });
      await openApp(page, link({ lang }));
      await page.click('[data-testid=open-settings]');
      await page.locator('[data-testid=deal-type]').selectOption('slam');
      await page.locator('[data-testid=deal-type]').scrollIntoViewIfNeeded();
      await shot('settings-deal-type');
      await page.goto(link({ mode: 'practice', deal: DEAL, seed: '5', strength: 'quick', lang }));
      await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      // Pass to the play, then ask for the hint at the player's first card.
      for (let i = 0; i < 200 && !(await page.locator('[data-testid=card-hint]:not([disabled])').count()); i++) {
        const pass = page.locator('.bid.pass[aria-disabled=false]');
        if (await pass.count()) await pass.click().catch(() => {});
        await page.waitForTimeout(100);
      }
      await page.click('[data-testid=card-hint]');
      await page.locator('[data-testid=card-hint-text]').waitFor({ timeout: 30_000 });
      await page.locator('[data-testid=card-hint-text]').scrollIntoViewIfNeeded();
      await shot('card-hint');
      await playToEnd(page);
      await page.locator('[data-testid=card-values]').waitFor({ timeout: 120_000 });
      await page.locator('[data-testid=card-step-next]').click();
      await page.locator('[data-testid=card-values][data-index="1"]').waitFor({ timeout: 60_000 });
      await page.locator('[data-testid=card-review]').scrollIntoViewIfNeeded();
      await shot('card-values');
      await page.locator('[data-testid=bidding-review] li[data-state=done]').first().waitFor({ timeout: 60_000 });
      await page.locator('[data-testid=bidding-review]').scrollIntoViewIfNeeded();
      await shot('bidding-review');
      await page.click('[data-testid=play-from-here]');
      const copy = page.locator('[data-testid=practice-copy]');
      await copy.waitFor();
      await shot('copy-table');
      for (let i = 0; i < 400 && !(await copy.locator('[data-testid=both-results]').count()); i++) {
        const card = copy.locator('button.card.playable');
        if (await card.count()) await card.first().click().catch(() => {});
        const claim = copy.locator('[data-testid=robot-claim-accept]');
        if (await claim.count()) await claim.click().catch(() => {});
        await page.waitForTimeout(100);
      }
      await copy.locator('[data-testid=both-results]').scrollIntoViewIfNeeded();
      await shot('copy-results');
      problems.push(...tab.problems().map((p) => `learning ${name} ${lang}: ${p}`));
      await tab.context.close();
    }
  }
}

async function declareScene() {
  // North (partner) opens 2NT and the others pass.
  const DEAL = 'N:AKQ2.KJ3.AQ5.Q32 J98.AQ4.K98.T987 765.9876.7643.54 T43.T52.JT2.AKJ6';
  const sizes = [...TEST_SIZES, { name: '1024x768-dark', viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true, colorScheme: 'dark', only: 'en' }];
  for (const size of sizes) {
    for (const lang of ['en', 'fa']) {
      const { name, only, ...options } = size;
      if (only && only !== lang) continue;
      const { tab, page, shot } = await shotPage(name, lang, options, { fullPage: false, settle: 300 });
      await openApp(page, link({ lang }));
      await page.click('[data-testid=open-settings]');
      await page.locator('#you-declare').check();
      await page.locator('#you-declare').scrollIntoViewIfNeeded();
      await shot('settings-declare');
      await page.goto(link({ mode: 'practice', deal: DEAL, strength: 'quick', lang }));
      await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      await passToPlay(page);
      await shot('declare-table');
      problems.push(...tab.problems().map((p) => `declare ${name} ${lang}: ${p}`));
      await tab.context.close();
    }
  }
}

const env = await start({ dist: resolve(dist) });
const problems = [];
const link = (params) => {
  const url = new URL(env.server.url);
  url.search = new URLSearchParams({ pace: '0', ...params }).toString();
  return url.href;
};

try {
  for (const size of want('play') ? SIZES : []) {
    for (const lang of ['en', 'fa']) {
      const { name, only, ...options } = size;
      if (only && only !== lang) continue;
      const { tab, page, shot } = await shotPage(name, lang, options, { fullPage: false, settle: 300 });
      const url = new URL(env.server.url);
      url.search = new URLSearchParams({ mode: 'chicago', seed: '4', pace: '0', lang }).toString();
      await page.goto(url.href);
      await page.locator('[data-testid=sessions]').waitFor({ timeout: 20_000 });
      await page.click('[data-testid=new-session]');
      await page.locator('.bid.pass[aria-disabled=false]').waitFor({ timeout: 20_000 });
      await shot('auction');
      if (docs && name === '1280x800' && lang === 'en') await page.screenshot({ path: `${docs}/table.png` });
      await passToPlay(page);
      await shot('play');
      await playToEnd(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot('result');
      await shot('result-full', true);
      if (docs && name === '1280x800' && lang === 'en') await page.screenshot({ path: `${docs}/result.png` });
      // The score card: scrolled into view where it is under the table.
      if (await page.locator('[data-testid=show-card]').isVisible()) await page.click('[data-testid=show-card]');
      await shot('card');
      if (name === '1280x800' || (name === '768x1024' && lang === 'en')) {
        // The rest of the Chicago, to the session-over screen.
        for (let deal = 0; deal < 12 && !(await page.locator('[data-testid=session-over]').count()); deal++) {
          await page.click('[data-testid=next-deal]');
          await page.waitForTimeout(100);
          if (await page.locator('[data-testid=session-over]').count()) break;
          await playToEnd(page);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot('over');
        // The README's Chicago card: the finished Chicago on a tablet.
        if (docs && name === '768x1024') await page.screenshot({ path: `${docs}/chicago-card.png` });
      }
      problems.push(...tab.problems().map((p) => `${name} ${lang}: ${p}`));
      await tab.context.close();
    }
  }
  if (want('menu')) await menuScene();
  if (want('languages')) await languagesScene();
  if (want('words')) await wordsScene();
  if (want('dialogs')) await dialogsScene();
  if (want('games')) await gamesScene();
  if (want('mini')) await miniScene();
  if (want('safety')) await safetyScene();
  if (want('fit')) await fitScene();
  if (want('tabs')) await tabsScene();
  if (want('learning')) await learningScene();
  if (want('club')) await clubScene();
  if (want('teams')) await teamsScene();
  if (want('declare')) await declareScene();
} finally {
  await env.stop();
}
if (problems.length) throw new Error(problems.join('\n'));
console.log(`wrote screenshots to ${out}`);
