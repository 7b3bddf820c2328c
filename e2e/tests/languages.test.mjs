// Every word in the player's language (issue 14): in Persian, Arabic, Greek and Polish a whole
// deal is played (the hint opened, a robot's call explained, a claim made, the result screen),
// and a Chicago's sessions list and score card are read (one Chicago deal played, its card then
// opened in each language), and no English word is found in the visible text, the accessible
// names or the screen-reader announcements along the way.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openPage, start } from '../lib/harness.mjs';
import { playToEnd } from '../lib/table.mjs';

// North holds 25 HCP and opens 2♣: North declares, so the player (South, dummy) plays both
// North-South hands and may claim.
const NORTH_DECLARES = 'N:AKQ2.AK3.KQ2.A32 JT9.QJT9.JT9.JT9 543.42.A543.7654 876.8765.876.KQ8';

// The robots' call meanings and the hint come from the bidding system's branch; until its
// meanings are catalogue messages they are read and reported, not failed. Set to false once the
// bidding system speaks in catalogue keys.
const MEANINGS_PENDING = false;
const MEANING_SELECTORS = ['[data-testid=hint-text]', '[data-testid=explanation]'];

const LOCALES = new URL('../../locales/', import.meta.url).pathname;
const SHOTS = process.env.SHOTS;

/** The texts of a language's catalogues, placeholders taken out. */
function catalogueTexts(lang) {
  const dir = join(LOCALES, lang);
  return readdirSync(dir)
    // glossary.txt names terms, with notes in English; it is not shipped.
    .filter((f) => f.endsWith('.txt') && f !== 'glossary.txt')
    .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n'))
    .filter((l) => l.includes('=') && !l.trimStart().startsWith('#'))
    .map((l) => l.slice(l.indexOf('=') + 1).replace(/\{[a-z_0-9]+(:[a-z_.]+)?\}/g, ' '));
}

const words = (text) => text.match(/[\p{L}]+/gu) ?? [];
const latin = (w) => /^[A-Za-z]+$/.test(w);

/** The English words of the English catalogue (three letters or more), lower case. */
const ENGLISH = new Set(
  catalogueTexts('en')
    .flatMap(words)
    .filter((w) => latin(w) && w.length >= 3)
    .map((w) => w.toLowerCase()),
);

/**
 * A checker of a language: the words of `text` that are English. In Persian, Arabic and Greek
 * any word in Latin letters is foreign unless the language's own catalogue writes it (IMP, PBN);
 * Polish is written in Latin letters, so there a word counts as English when the English
 * catalogue has it and the Polish ones do not. Card ranks (A K Q J) are single letters.
 */
function englishIn(lang) {
  const own = new Set(catalogueTexts(lang).flatMap(words).map((w) => w.toLowerCase()));
  return (text) =>
    words(text).filter((w) => {
      const lower = w.toLowerCase();
      if (!latin(w) || w.length < 2 || own.has(lower)) return false;
      return lang === 'pl' ? ENGLISH.has(lower) : true;
    });
}

/** Every text of the page a player reads or hears: visible text, accessible names, titles. */
function pageTexts(page, skip) {
  return page.evaluate((skip) => {
    const skipped = (el) => skip.some((s) => el.closest(s));
    const out = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || skipped(el) || el.closest('script, style, noscript')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (n.textContent.trim()) out.push(n.textContent);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      if (skipped(el)) continue;
      // A call's title is its meaning (checked with the meanings).
      const attrs = skip.length && el.matches('.auction button.call') ? ['aria-label'] : ['aria-label', 'title', 'alt', 'placeholder'];
      for (const a of attrs) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
    }
    out.push(document.title);
    return out;
  }, skip);
}

describe('every word in the player\'s language', () => {
  let env;
  before(async () => {
    env = await start();
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  });
  after(async () => {
    await env?.stop();
  });

  /**
   * What `page` shows in `lang` that is English: `look(where)` records the English words on the
   * page now under `where` (in `found`, with their text), `shot(name)` takes a picture for SHOTS.
   */
  function reader(page, lang, found, pending) {
    const english = englishIn(lang);
    return {
      english,
      // During the auction the latest announcement is a robot's call and its meaning.
      async look(where, { calling = false } = {}) {
        const meanings = calling ? [...MEANING_SELECTORS, '[data-testid=announcement]'] : MEANING_SELECTORS;
        const skip = MEANINGS_PENDING ? meanings : [];
        for (const text of await pageTexts(page, skip)) {
          for (const w of english(text)) found.set(`${lang}, ${where}: ${w}`, text.slice(0, 120));
        }
        if (MEANINGS_PENDING) {
          for (const s of meanings) {
            for (const t of await page.locator(s).allTextContents()) {
              if (english(t).length) pending.push(`${lang}, ${where}: ${t}`);
            }
          }
          const titles = await page
            .locator('.auction button.call[title]')
            .evaluateAll((els) => els.map((e) => e.title));
          for (const t of titles) if (english(t).length) pending.push(`${lang}, ${where} (call title): ${t}`);
        }
      },
      async shot(name) {
        if (SHOTS) await page.screenshot({ path: join(SHOTS, `${lang}-${name}-1280x800.png`) });
      },
    };
  }

  for (const lang of ['fa', 'ar', 'el', 'pl']) {
    test(`${lang}: a deal, a claim and the result, with no English word`, async () => {
      const found = new Map();
      const pending = [];
      const tab = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
      const { page } = tab;
      const { english, look, shot } = reader(page, lang, found, pending);

      const url = new URL(env.server.url);
      url.search = new URLSearchParams({ lang, mode: 'practice', pace: '0', deal: NORTH_DECLARES }).toString();
      await page.goto(url.href);
      await page.locator('[data-testid=bidding-box]').waitFor({ timeout: 20_000 });
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);

      // The hint, on the player's first turn to call.
      const hint = page.locator('[data-testid=hint]');
      await page.waitForFunction(() => !document.querySelector('[data-testid=hint]')?.disabled, null, { timeout: 20_000 });
      await hint.click();
      await page.locator('[data-testid=hint-text]').waitFor();
      // A robot's call explained: North's opening bid.
      await page.locator('[data-testid=auction] button.call').first().click();
      await page.locator('[data-testid=explanation]').waitFor();
      await shot('auction');
      await look('auction', { calling: true });

      // Pass to the end of the auction, then play a card and read the announcement.
      for (let i = 0; i < 60 && !(await page.locator('button.card.playable').count()); i++) {
        const pass = page.locator('.bid.pass[aria-disabled=false]');
        if (await pass.count()) await pass.click().catch(() => {});
        else await page.waitForTimeout(100);
      }
      await page.locator('button.card.playable').first().click();
      // A robot's card follows: its announcement names the seat, the card and its reason.
      await page.waitForFunction(
        () => (document.querySelector('[data-testid=announcement]')?.textContent ?? '').includes('—'),
        null,
        { timeout: 20_000 },
      );
      const announcement = await page.locator('[data-testid=announcement]').textContent();
      assert.deepEqual(english(announcement), [], `announcement: ${announcement}`);
      await shot('play');
      await look('play');

      // A claim, judged in a worker; its verdict arrives outside the component.
      await page.locator('[data-testid=claim]').waitFor({ timeout: 20_000 });
      await page.click('[data-testid=claim]');
      await page.locator('[data-testid=claim-dialog]').waitFor();
      await look('claim dialog');
      await page.click('[data-testid=claim-submit]');
      await page.locator('[data-testid=message]').waitFor({ timeout: 30_000 });
      await look('claim verdict');
      if (await page.locator('[data-testid=play-on]').count()) await page.click('[data-testid=play-on]');

      await playToEnd(page);
      await page.locator('[data-testid=result] [data-testid=par]').waitFor({ timeout: 60_000 });
      await page.locator('[data-testid=result] .auction button.call').first().click();
      await shot('result');
      await look('result');
      // The way back to the menu, to the Chicago's sessions list.
      await page.click('[data-testid=back]');
      await page.locator('[data-mode=chicago]').click();
      await page.locator('[data-testid=sessions]').waitFor();
      await look('sessions');

      if (pending.length) {
        console.log(`${lang}: robot meanings still in English (bidding branch):\n  ${[...new Set(pending)].join('\n  ')}`);
      }
      const problems = tab.problems();
      await tab.context.close();
      assert.deepEqual([...found].map(([k, v]) => `${k} in “${v}”`), []);
      assert.deepEqual(problems, []);
    });
  }

  // The score card: one Chicago deal played (a deal's play is the test above's), then the same
  // session opened in each language.
  test('a Chicago score card in every language, with no English word', async () => {
    const found = new Map();
    const pending = [];
    const tab = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    const { page } = tab;
    const url = new URL(env.server.url);
    url.search = new URLSearchParams({ lang: 'fa', mode: 'chicago', pace: '0', seed: '5' }).toString();
    await page.goto(url.href);
    await page.locator('[data-testid=sessions]').waitFor({ timeout: 20_000 });
    await page.click('[data-testid=new-session]');
    await page.locator('[data-testid=session-screen]').waitFor();
    await playToEnd(page);
    await page.locator('[data-testid=score-card]').first().waitFor();
    const list = page.locator('[data-testid=open-session]');
    const screen = page.locator('[data-testid=session-screen]');
    for (const lang of ['fa', 'ar', 'el', 'pl']) {
      const { look, shot } = reader(page, lang, found, pending);
      if (lang !== 'fa') {
        // The link opens the Chicago in this language: its list, or the session left open.
        url.search = new URLSearchParams({ lang, mode: 'chicago', pace: '0' }).toString();
        await page.goto(url.href);
        await list.or(screen).first().waitFor({ timeout: 20_000 });
        assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      }
      if (!(await list.count())) await page.click('[data-testid=sessions-list]');
      await list.first().waitFor();
      await look('sessions, one saved');
      await list.first().click();
      await screen.waitFor();
      await page.locator('[data-testid=score-card]').first().waitFor();
      await shot('score-card');
      await look('score card');
    }
    if (pending.length) {
      console.log(`robot meanings still in English (bidding branch):\n  ${[...new Set(pending)].join('\n  ')}`);
    }
    const problems = tab.problems();
    await tab.context.close();
    assert.deepEqual([...found].map(([k, v]) => `${k} in “${v}”`), []);
    assert.deepEqual(problems, []);
  });

  // Right to left: numbers, calls and suit symbols keep their order, and the back arrow points
  // toward the start of the line (to the right).
  test('fa: the back arrow points right and a contract reads in order', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const { page } = tab;
    const url = new URL(env.server.url);
    url.search = new URLSearchParams({ lang: 'fa', mode: 'practice', pace: '0', deal: NORTH_DECLARES }).toString();
    await page.goto(url.href);
    await page.locator('[data-testid=bidding-box]').waitFor({ timeout: 20_000 });
    const transform = await page
      .locator('[data-testid=back] .back-arrow')
      .evaluate((el) => getComputedStyle(el).transform);
    assert.match(transform, /^matrix\(-1, 0, 0, 1/, 'mirrored');
    // The no-trumps bid is written the Persian way, inside its own isolate.
    const nt = page.locator('.bid.suit-nt').first();
    assert.match(await nt.innerText(), /بی‌حکم/);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'fa-auction-390x844.png') });
    const problems = tab.problems();
    await tab.context.close();
    assert.deepEqual(problems, []);
  });
});
