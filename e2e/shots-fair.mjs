// Screenshots of the screens issue 13 changed (claim dialog, new-session form, import
// messages) at 1280x800 and 390x844, in English and Persian: `node shots-fair.mjs OUT_DIR`.
import { openPage, start } from './lib/harness.mjs';

const OUT = process.argv[2] ?? '/tmp/shots';
const DEAL = 'N:543.42.A543.7654 JT9.QJT9.JT9.JT9 AKQ2.AK3.KQ2.A32 876.8765.876.KQ8';
const env = await start();
try {
  for (const lang of ['en', 'fa']) {
    for (const [w, h] of [[1280, 800], [390, 844]]) {
      const tag = `${lang}-${w}x${h}`;
      const tab = await openPage(env.browser, { viewport: { width: w, height: h } });
      const { page } = tab;
      // The claim dialog, then its verdict.
      const url = new URL(env.server.url);
      url.searchParams.set('lang', lang);
      url.searchParams.set('pace', '0');
      url.searchParams.set('deal', DEAL);
      await page.goto(url.href);
      await page.locator('[data-mode=practice]').click({ timeout: 20_000 });
      await page.waitForFunction(() => [...document.querySelectorAll('button.bid')].some((b) => b.textContent.trim() === '3NT' && !b.disabled), null, { timeout: 30_000 });
      await page.getByRole('button', { name: '3NT', exact: true }).click();
      await page.locator('[data-testid=claim]').waitFor({ timeout: 30_000 });
      await page.click('[data-testid=claim]');
      await page.locator('[data-testid=claim-dialog]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${OUT}/claim-dialog-${tag}.png` });
      await page.click('[data-testid=claim-submit]');
      await page.locator('[data-testid=message]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${OUT}/claim-verdict-${tag}.png` });
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
      await page2.screenshot({ path: `${OUT}/new-session-${tag}.png` });
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
      await page2.screenshot({ path: `${OUT}/import-copy-${tag}.png` });
      const bad = JSON.parse(saved);
      bad.session.sets = 1000000;
      await page2.locator('[data-testid=import-input]').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
      await page2.locator('[data-testid=import-error]').waitFor();
      await page2.locator('[data-testid=import-error]').scrollIntoViewIfNeeded();
      await page2.screenshot({ path: `${OUT}/import-refused-${tag}.png` });
      const problems = tab2.problems();
      if (problems.length) console.log(tag, problems);
      await tab2.context.close();
    }
  }
} finally {
  await env.stop();
}
