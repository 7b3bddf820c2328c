// Responsive layout: from 360 px phones to desktops, left to right and right to left.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openPage, start } from '../lib/harness.mjs';
import { brokenWords, resize, sidewaysOverflow, VIEWPORTS } from '../lib/layout.mjs';
import { passToPlay, playToEnd } from '../lib/table.mjs';

// East holds 25 HCP and declares; South, the player, defends with a hand of all four suits.
const EAST_WEST = 'N:JT9.QJT9.JT9.JT9 AKQ2.AK3.KQ2.A32 543.42.A543.7654 876.8765.876.KQ8';

const SIZES = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
];

/**
 * In the page: every suit symbol, rank and call (in a hand, the bidding box, the auction, the
 * result's hands) whose colour contrasts less than 3:1 with the background it is drawn on.
 * Calls that cannot be made now are faded on purpose and are left out.
 */
function lowContrast() {
  const rgb = (c) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const lum = ([r, g, b]) => {
    const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const background = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3] > 0.5)) return c.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const poor = [];
  for (const el of document.querySelectorAll('.suit-s, .suit-c, .suit-nt, .suit-h, .suit-d, .card .rank, .bid')) {
    if (el.offsetParent === null || el.closest('[aria-disabled=true]')) continue;
    const a = lum(rgb(getComputedStyle(el).color).slice(0, 3));
    const b = lum(background(el));
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (ratio < 3) poor.push(`${el.outerHTML.slice(0, 70)}: ${ratio.toFixed(2)}`);
  }
  return poor;
}

describe('layout', () => {
  let env;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });

  // Each language in one page resized from one width to the next (none of them touch: the app
  // lays out by CSS alone, so a resized page looks as one opened at that width).
  for (const lang of ['en', 'ar']) {
    test(`${SIZES.map((v) => v.width).join(', ')} px, ${lang}: no sideways scrolling, touch targets >= 44 px`, async () => {
      const tab = await openPage(env.browser, { viewport: SIZES[0] });
      const { page } = tab;
      await openApp(page, env.server.url);
      if (lang !== 'en') {
        await page.selectOption('#language', lang);
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      }
      for (const viewport of SIZES) {
        await resize(page, { name: `${viewport.width} px`, viewport });
        for (const screen of ['menu', 'settings']) {
          if (screen === 'settings') await page.click('[data-testid=open-settings]');
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `${screen} at ${viewport.width} px: page is ${overflow} px wider than the viewport`);
          const small = await page.evaluate(() =>
            [...document.querySelectorAll('button, select, a, label.toggle')]
              .filter((el) => el.offsetParent !== null)
              .map((el) => ({ el: el.outerHTML.slice(0, 60), ...el.getBoundingClientRect().toJSON() }))
              .filter((r) => r.height < 44 || r.width < 44),
          );
          assert.deepEqual(small, [], `${screen} at ${viewport.width} px: targets smaller than 44 px`);
        }
        // Back to the menu for the next width.
        await page.click('button.back');
        await page.locator('[data-mode=practice]').waitFor();
        if (lang === 'ar') {
          // Logical properties mirror the layout: the mode's accent border is on the right.
          const border = await page.locator('[data-mode=practice]').evaluate((el) => {
            const s = getComputedStyle(el);
            return [s.borderRightWidth, s.borderLeftWidth];
          });
          assert.deepEqual(border, ['6px', '1px'], `at ${viewport.width} px`);
        }
      }
      const problems = tab.problems();
      await tab.context.close();
      assert.deepEqual(problems, []);
    });
  }
  // Defect: on tablets and desktops the cards stayed phone-sized and a third of the screen was
  // empty under the table.
  // The desktop, and the two tablet sizes in one page resized from one to the other.
  for (const sizes of [VIEWPORTS.slice(0, 1), VIEWPORTS.slice(1, 3)]) {
    test(`${sizes.map((s) => s.name).join(', ')}: the player's cards are large and the table fills the screen`, async () => {
      const { name: _, ...options } = sizes[0];
      const { page, context, problems } = await openPage(env.browser, options);
      try {
        await page.goto(new URL(`?mode=practice&pace=0&deal=${encodeURIComponent(EAST_WEST)}`, env.server.url).href);
        await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
        // Each size is measured at the player's opening lead; the tablets (where a call waits
        // for its confirmation) during the auction too, the bidding box beside or under the table.
        const measure = async (phase) => {
          for (const size of sizes) {
            await resize(page, size);
            const measured = await page.evaluate(() => {
              const card = document.querySelector('[data-testid=seat-S] .card:last-child').getBoundingClientRect();
              const table = document.querySelector('.compass').getBoundingClientRect();
              // The table and what stands beside it (or, in portrait, under it: the auction).
              const area = document.querySelector('.play-area').getBoundingClientRect();
              return { card: card.width, table: table.bottom / window.innerHeight, filled: area.bottom / window.innerHeight };
            });
            const at = `${size.name}, ${phase}`;
            assert.ok(measured.card >= 64, `${at}: South's cards are ${measured.card.toFixed(0)} px wide`);
            assert.ok(measured.filled >= 0.75, `${at}: the table ends at ${(measured.filled * 100).toFixed(0)}% of the screen's height`);
            assert.ok(measured.table <= 1.001, `${at}: the whole table is on the screen`);
          }
        };
        if (options.hasTouch) {
          await page.locator('.bid.pass[aria-disabled=false]').waitFor();
          await measure('auction');
        }
        // Defect: on a tablet in portrait the play ended at two thirds of the screen's height.
        await passToPlay(page);
        await measure('play');
        assert.deepEqual(problems(), []);
      } finally {
        await context.close();
      }
    });
  }

  // Defect: at 1280x800 the score card broke words ("Pa/irs", Persian headings letter by
  // letter), and the club ranking's headings were set a letter a line.
  for (const lang of ['en', 'fa']) {
    test(`1280x800, ${lang}: score cards and rankings never break a word`, async () => {
      const { page, context, problems } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
      try {
        for (const mode of ['chicago', 'pairs']) {
          await page.goto(new URL(`?mode=${mode}&pace=0&seed=4&lang=${lang}`, env.server.url).href);
          await page.click('[data-testid=new-session]', { timeout: 20_000 });
          await playToEnd(page);
          await page.locator('[data-testid=score-card]').waitFor();
          assert.deepEqual(await brokenWords(page, '.score-card :is(th, td, caption), .traveller :is(th, td)'), [], mode);
          // Whole words, and still no sideways scrolling.
          assert.deepEqual(await sidewaysOverflow(page), [], mode);
        }
        await page.goto(new URL(`?mode=scorer&lang=${lang}`, env.server.url).href);
        await page.locator('[data-testid=scorer-form]').waitFor({ timeout: 20_000 });
        await page.selectOption('[data-testid=scorer-form]', 'evening');
        await page.selectOption('[data-testid=pairs]', '6');
        await page.click('[data-testid=new-scorer]');
        await page.click('[data-testid=tab-ranking]');
        await page.locator('[data-testid=ranking-ns]').waitFor();
        assert.deepEqual(await brokenWords(page, '.score-card.ranking th'), [], 'the ranking');
        // On a phone too, the ranking's headings keep their words whole.
        await page.setViewportSize({ width: 390, height: 844 });
        assert.deepEqual(await brokenWords(page, '.score-card.ranking th'), [], 'the ranking on a phone');
        assert.deepEqual(problems(), []);
      } finally {
        await context.close();
      }
    });
  }

  // Defect (dark theme): black suits, their calls and cards were drawn in the page's light ink
  // on the cards' and bidding box's light faces, so ♠, ♣ and NT could not be read.
  // Both themes on one deal: the page's colour scheme is switched at each step checked (the
  // themes are CSS alone, `prefers-color-scheme`).
  test('dark and light theme: suits, ranks and calls on the cards and the bidding box are readable', async () => {
    const { page, context, problems } = await openPage(env.browser);
    /** No low contrast in either theme (each with its own ink, so the switch took). */
    const readable = async (when) => {
      const inks = new Set();
      for (const scheme of ['dark', 'light']) {
        await page.emulateMedia({ colorScheme: scheme });
        inks.add(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ink')));
        assert.deepEqual(await page.evaluate(lowContrast), [], `${when}, ${scheme} theme`);
      }
      assert.equal(inks.size, 2, `${when}: the ink changes with the theme`);
    };
    try {
      await page.goto(new URL('?mode=practice&pace=0&seed=20261201', env.server.url).href);
      await page.locator('[data-testid=bidding-box]').waitFor({ timeout: 20_000 });
      await readable('the auction');
      await playToEnd(page);
      await page.locator('[data-testid=result]').waitFor();
      await readable('the result');
      assert.deepEqual(problems(), []);
    } finally {
      await context.close();
    }
  });
});
