// Screenshots of the minibridge and honeymoon screens at the four test sizes, in English and
// Persian, for a person to look at: node shots-mini.mjs DIST OUT_DIR. Also the lists of saved
// games, a session list with its PBN and LIN exports, and a LIN record's alert at the table.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { openPage, start } from './lib/harness.mjs';

const [dist = '../dist', out = '/tmp/shots-mini'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });

const SIZES = [
  { name: '1280x800', viewport: { width: 1280, height: 800 } },
  { name: '1024x768', viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true },
  { name: '768x1024', viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true },
  { name: '390x844', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: '1280x800-dark', viewport: { width: 1280, height: 800 }, colorScheme: 'dark', only: 'en' },
];
const SETTINGS = JSON.stringify({ v: 1, data: { lang: 'en', four_colour: false, confirm_calls: false } });

const env = await start({ dist: resolve(dist) });
const problems = [];

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

try {
  for (const size of SIZES) {
    for (const lang of ['en', 'fa']) {
      const { name, only, ...options } = size;
      if (only && only !== lang) continue;
      const tab = await openPage(env.browser, options);
      const { page } = tab;
      await page.addInitScript((s) => localStorage.getItem('bridge.settings') || localStorage.setItem('bridge.settings', s), SETTINGS);
      const shot = async (screen, fullPage = true) => {
        await page.waitForTimeout(250);
        await page.screenshot({ path: `${out}/${name}-${lang}-${screen}.png`, fullPage });
      };
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
} finally {
  await env.stop();
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`screenshots in ${out}`);
