// Screenshots of the play screens at the four test sizes, in English and Persian, for a person
// to look at: node shots.mjs DIST OUT_DIR [--readme DOCS_DIR]
//   OUT_DIR gets <size>-<lang>-<screen>.png for: the auction, the play, the result, the score
//   card (Chicago), and the session-over screen (at 1280, and 768 in English). With --readme, the README's
//   pictures are written to DOCS_DIR too (table, result, Chicago card on a tablet).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { openPage, start } from './lib/harness.mjs';
import { playToEnd } from './lib/table.mjs';

const args = process.argv.slice(2);
const readmeAt = args.indexOf('--readme');
const docs = readmeAt >= 0 ? resolve(args[readmeAt + 1]) : null;
const [dist = '../dist', out = '/tmp/shots'] = args.filter((_, i) => readmeAt < 0 || (i !== readmeAt && i !== readmeAt + 1));
mkdirSync(out, { recursive: true });

const SIZES = [
  { name: '1280x800', viewport: { width: 1280, height: 800 } },
  { name: '1280x800-dark', viewport: { width: 1280, height: 800 }, colorScheme: 'dark', only: 'en' },
  { name: '768x1024-dark', viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true, colorScheme: 'dark', only: 'fa' },
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
    const pass = page.locator('.bid.pass[aria-disabled=false]');
    const card = page.locator('button.card.playable');
    if (await pass.count()) await pass.click({ timeout: 2000 }).catch(() => {});
    else if (await card.count()) await card.first().click({ timeout: 2000 }).catch(() => {});
    else await page.waitForTimeout(50);
  }
}

const env = await start({ dist: resolve(dist) });
const problems = [];
try {
  for (const size of SIZES) {
    for (const lang of ['en', 'fa']) {
      const { name, only, ...options } = size;
      if (only && only !== lang) continue;
      const tab = await openPage(env.browser, options);
      const { page } = tab;
      await page.addInitScript((s) => localStorage.getItem('bridge.settings') || localStorage.setItem('bridge.settings', s), SETTINGS);
      const shot = async (screen, fullPage = false) => {
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${out}/${name}-${lang}-${screen}.png`, fullPage });
      };
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
} finally {
  await env.stop();
}
if (problems.length) throw new Error(problems.join('\n'));
console.log(`wrote screenshots to ${out}`);
