// Screenshots of the screens issue 15's games touch, at the four test sizes, in English and
// Persian, for a person to look at: node shots-games.mjs DIST OUT_DIR
//   OUT_DIR gets <size>-<lang>-<screen>.png for: the pairs and teams new-session forms, an
//   IMP-pairs board's result and score card, a board-a-match board's result and score card (with
//   the beer-card count), and a LIN link's deal on its result.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { openPage, start } from './lib/harness.mjs';
import { playToEnd } from './lib/table.mjs';

const [dist = '../dist', out = '/tmp/games-shots'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });

const SIZES = [
  { name: '1280x800', viewport: { width: 1280, height: 800 } },
  { name: '1024x768', viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true },
  { name: '768x1024', viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true },
  { name: '390x844', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
];
const LIN =
  'pn|Sara,Wim,Nima,Eva|st||md|3S8765HA54DJ63CA54,S43H876DT987CT876,SAKQ2HK32DA54C932,|rh||ah|Board 1|sv|o|mb|1C!|an|could be two clubs|mb|1H|mb|1S|mb|p|mb|2S|mb|p|mb|4S|mb|p|mb|p|mb|p|pc|H8|pc|H2|pc|HQ|pc|HA|pc|S5|pc|S3|pc|SA|pc|S9|mc|10|';

const env = await start({ dist: resolve(dist) });
const problems = [];
const link = (params) => {
  const url = new URL(env.server.url);
  url.search = new URLSearchParams({ pace: '0', ...params }).toString();
  return url.href;
};

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

try {
  for (const lang of ['en', 'fa']) {
    for (const size of SIZES) {
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
} finally {
  await env.stop();
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`wrote ${out}`);
