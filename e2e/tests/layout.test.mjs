// Responsive layout: from 360 px phones to desktops, left to right and right to left.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openPage, start } from '../lib/harness.mjs';
import { playToEnd } from '../lib/table.mjs';

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

  for (const viewport of SIZES) {
    for (const lang of ['en', 'ar']) {
      test(`${viewport.width} px, ${lang}: no sideways scrolling, touch targets >= 44 px`, async () => {
        const tab = await openPage(env.browser, { viewport });
        const { page } = tab;
        await openApp(page, env.server.url);
        if (lang !== 'en') {
          await page.selectOption('#language', lang);
          await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        }
        for (const screen of ['menu', 'settings']) {
          if (screen === 'settings') await page.click('[data-testid=open-settings]');
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `${screen}: page is ${overflow} px wider than the viewport`);
          const small = await page.evaluate(() =>
            [...document.querySelectorAll('button, select, a, label.toggle')]
              .filter((el) => el.offsetParent !== null)
              .map((el) => ({ el: el.outerHTML.slice(0, 60), ...el.getBoundingClientRect().toJSON() }))
              .filter((r) => r.height < 44 || r.width < 44),
          );
          assert.deepEqual(small, [], `${screen}: targets smaller than 44 px`);
        }
        if (lang === 'ar') {
          // Logical properties mirror the layout: the mode's accent border is on the right.
          await page.click('button.back');
          const border = await page.locator('[data-mode=practice]').evaluate((el) => {
            const s = getComputedStyle(el);
            return [s.borderRightWidth, s.borderLeftWidth];
          });
          assert.deepEqual(border, ['6px', '1px']);
        }
        const problems = tab.problems();
        await tab.context.close();
        assert.deepEqual(problems, []);
      });
    }
  }
  // Defect (dark theme): black suits, their calls and cards were drawn in the page's light ink
  // on the cards' and bidding box's light faces, so ♠, ♣ and NT could not be read.
  for (const scheme of ['dark', 'light']) {
    test(`${scheme} theme: suits, ranks and calls on the cards and the bidding box are readable`, async () => {
      const { page, context, problems } = await openPage(env.browser, { colorScheme: scheme });
      try {
        await page.goto(new URL('?mode=practice&pace=0&seed=20261201', env.server.url).href);
        await page.locator('[data-testid=bidding-box]').waitFor({ timeout: 20_000 });
        assert.deepEqual(await page.evaluate(lowContrast), [], 'the auction');
        await playToEnd(page);
        await page.locator('[data-testid=result]').waitFor();
        assert.deepEqual(await page.evaluate(lowContrast), [], 'the result');
        assert.deepEqual(problems(), []);
      } finally {
        await context.close();
      }
    });
  }
});
