// temporary: screenshots of the table at the sizes, to look at
import { openPage, start } from './lib/harness.mjs';
const [dist, out, which = 'all'] = process.argv.slice(2);
const env = await start({ dist });
const SIZES = [
  ['1280x800', { viewport: { width: 1280, height: 800 } }],
  ['1024x768', { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true }],
  ['768x1024', { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true }],
  ['390x844', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
];
const langs = (process.env.LANGS ?? 'en').split(',');
const modes = (process.env.MODES ?? 'practice,chicago').split(',');
try {
  for (const [name, opts] of SIZES) {
    if (which !== 'all' && !which.split(',').includes(name)) continue;
    for (const lang of langs) for (const mode of modes) {
      const tab = await openPage(env.browser, { ...opts, colorScheme: process.env.DARK ? 'dark' : 'light' });
      const { page } = tab;
      const u = new URL(env.server.url);
      u.search = new URLSearchParams({ mode, seed: '4', pace: '0', lang }).toString();
      await page.goto(u.href);
      if (mode !== 'practice') {
        await page.locator('[data-testid=sessions]').waitFor({ timeout: 20000 });
        await page.click('[data-testid=new-session]');
      }
      await page.locator('.bid.pass[aria-disabled=false]').waitFor({ timeout: 20000 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/${name}-${lang}-${mode}-auction.png` });
      for (let i = 0; i < 300; i++) {
        if ((await page.locator('button.card.playable').count()) && (await page.locator('[data-testid=trick] .played').count())) break;
        const pass = page.locator('.bid.pass[aria-disabled=false]');
        const card = page.locator('button.card.playable');
        const conf = page.locator('[data-testid=confirm-call]');
        if (await conf.count()) await conf.click({ timeout: 2000 }).catch(() => {});
        else if (await pass.count()) await pass.click({ timeout: 2000 }).catch(() => {});
        else if (await card.count()) await card.first().click({ timeout: 2000 }).catch(() => {});
        else await page.waitForTimeout(50);
      }
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${out}/${name}-${lang}-${mode}-play.png` });
      console.log(name, lang, mode, tab.problems());
      await tab.context.close();
    }
  }
} finally { await env.stop(); }
