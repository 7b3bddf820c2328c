// Responsive layout: from 360 px phones to desktops, left to right and right to left.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openPage, start } from '../lib/harness.mjs';

const SIZES = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
];

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
});
