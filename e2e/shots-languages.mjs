// Screenshots of the table (with the hint and a robot's explanation), a card being played and
// the result, in Persian, Arabic, Greek and Polish, on a 1280x800 screen and a 390x844 phone:
//   cd e2e && SHOTS=/tmp/shots node shots-languages.mjs
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openPage, start } from './lib/harness.mjs';
import { playToEnd } from './lib/table.mjs';

const DEAL = 'N:AKQ2.AK3.KQ2.A32 JT9.QJT9.JT9.JT9 543.42.A543.7654 876.8765.876.KQ8';
const out = process.env.SHOTS ?? '/tmp/bridge-language-shots';
mkdirSync(out, { recursive: true });
const env = await start();
const sizes = [
  ['1280x800', { viewport: { width: 1280, height: 800 } }],
  ['390x844', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
];
try {
  for (const lang of ['fa', 'ar', 'el', 'pl']) {
    for (const [size, options] of sizes) {
      const { page, context } = await openPage(env.browser, options);
      const url = new URL(env.server.url);
      url.search = new URLSearchParams({ lang, mode: 'practice', pace: '0', deal: DEAL }).toString();
      await page.goto(url.href);
      await page.locator('[data-testid=bidding-box]').waitFor({ timeout: 20_000 });
      await page.waitForFunction(() => !document.querySelector('[data-testid=hint]')?.disabled, null, { timeout: 20_000 });
      await page.click('[data-testid=hint]');
      await page.locator('[data-testid=auction] button.call').first().click();
      await page.screenshot({ path: join(out, `${lang}-table-${size}.png`), fullPage: true });
      await playToEnd(page, options.hasTouch ? 'tap' : 'click');
      await page.locator('[data-testid=par]').waitFor({ timeout: 60_000 });
      await page.screenshot({ path: join(out, `${lang}-result-${size}.png`), fullPage: true });
      await context.close();
    }
  }
} finally {
  await env.stop();
}
console.log(`screenshots in ${out}`);
