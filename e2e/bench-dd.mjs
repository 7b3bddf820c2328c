// Measures the result screen's double-dummy table in headless Chromium (the release build):
// COUNT seeded practice deals played to the end one after the other in one page, then the
// issue's hard deal in a fresh page.
// Prints each table's time (data-ms: from the result screen's start to the whole table) and the
// pool's size. A benchmark, not a test: compare runs on the same machine.
//   node bench-dd.mjs [DIST] [COUNT]
import { resolve } from 'node:path';
import { openPage, start } from './lib/harness.mjs';
import { playToEnd } from './lib/table.mjs';

const HARD = 'N:K7643.KT72.8.Q43 QT98.A953.A43.85 A.J86.J9762.K972 J52.Q4.KQT5.AJT6';
const [dist = '../dist', count = '5'] = process.argv.slice(2);

const env = await start({ dist: resolve(dist) });
try {
  /** Plays `deals` deals in one page from the link `query`; returns each table's time. */
  async function measure(query, deals = 1) {
    const { page, context, problems } = await openPage(env.browser);
    try {
      await page.goto(new URL(`?mode=practice&pace=0&${query}`, env.server.url).href);
      await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      const times = [];
      for (let i = 0; i < deals; i++) {
        if (i > 0) {
          await page.click('[data-testid=next-deal]');
          await page.locator('[data-testid=bidding-box]').waitFor();
        }
        await playToEnd(page);
        const table = page.locator('[data-testid=dd-table][data-state=done]');
        await table.waitFor({ timeout: 120_000 });
        times.push(Number(await table.getAttribute('data-ms')));
      }
      const workers = page.workers().length;
      const cores = await page.evaluate(() => navigator.hardwareConcurrency);
      if (problems().length) throw new Error(problems().join('\n'));
      return { times, workers, cores };
    } finally {
      await context.close();
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  // The first deal of a page pays for the workers' first solve (their memory); the next ones
  // are what a player meets from then on.
  const r = await measure(`seed=20261130`, Number(count));
  console.log(`${r.workers} workers, ${r.cores} cores; deals of seed 20261130 in one page: ${r.times.join(', ')} ms`);
  console.log(`first deal ${r.times[0]} ms; later deals: median ${median(r.times.slice(1))} ms, max ${Math.max(...r.times.slice(1))} ms`);
  const hard = await measure(`deal=${encodeURIComponent(HARD)}`);
  console.log(`hard deal, first of its page: ${hard.times[0]} ms`);
} finally {
  await env.stop();
}
