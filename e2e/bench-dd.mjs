// Measures the result screen's double-dummy table in headless Chromium (the release build):
// seeded practice deals played to the end, then the hard deal, each in a fresh page.
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
  async function measure(query) {
    const { page, context, problems } = await openPage(env.browser);
    try {
      await page.goto(new URL(`?mode=practice&pace=0&${query}`, env.server.url).href);
      await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      await playToEnd(page);
      const table = page.locator('[data-testid=dd-table][data-state=done]');
      await table.waitFor({ timeout: 120_000 });
      const ms = Number(await table.getAttribute('data-ms'));
      const workers = page.workers().length;
      const cores = await page.evaluate(() => navigator.hardwareConcurrency);
      if (problems().length) throw new Error(problems().join('\n'));
      return { ms, workers, cores };
    } finally {
      await context.close();
    }
  }
  const typical = [];
  for (let i = 0; i < Number(count); i++) {
    const r = await measure(`seed=${20261130 + i}`);
    typical.push(r.ms);
    console.log(`seed ${20261130 + i}: ${r.ms} ms (${r.workers} workers, ${r.cores} cores)`);
  }
  typical.sort((a, b) => a - b);
  console.log(`typical deals: median ${typical[typical.length >> 1]} ms, max ${typical.at(-1)} ms`);
  const hard = await measure(`deal=${encodeURIComponent(HARD)}`);
  console.log(`hard deal: ${hard.ms} ms`);
} finally {
  await env.stop();
}
