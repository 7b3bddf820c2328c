// Measures the robots' decisions in headless Chromium (the release build): for each strength,
// DEALS seeded practice deals played to the end in one page (the player passes and plays the
// first playable card; robot claims accepted), and every robot card's and call's time from the
// question to the worker's answer (the app's User Timing measures "robot-card" and "robot-call";
// a call that judges by simulation solves about twenty layouts). Prints count, median, p95 and
// max per strength, and the page's long tasks (over 50 ms) after the table's first frame.
// A benchmark, not a test: compare runs on the same machine.
//   node bench-robots.mjs [DIST] [DEALS] [STRENGTHS]
import { resolve } from 'node:path';
import { openPage, start } from './lib/harness.mjs';
import { playToEnd } from './lib/table.mjs';

const [dist = '../dist', deals = '2', strengths = 'quick,standard,strong'] = process.argv.slice(2);

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const env = await start({ dist: resolve(dist) });
try {
  for (const strength of strengths.split(',')) {
    const { page, context, problems } = await openPage(env.browser);
    // Main-thread long tasks once the table is on screen (the page's own start left out).
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    try {
      await page.goto(new URL(`?mode=practice&pace=0&seed=20261130&strength=${strength}`, env.server.url).href);
      await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      await page.waitForTimeout(500);
      const tableAt = await page.evaluate(() => performance.now());
      for (let i = 0; i < Number(deals); i++) {
        if (i > 0) {
          await page.click('[data-testid=next-deal]');
          await page.locator('[data-testid=bidding-box]').waitFor();
        }
        await playToEnd(page);
      }
      const times = await page.evaluate(() => performance.getEntriesByName('robot-card').map((e) => e.duration));
      const calls = await page.evaluate(() => performance.getEntriesByName('robot-call').map((e) => e.duration));
      const workers = page.workers().length;
      const tasks = await page.evaluate((from) => window.__longTasks.filter((l) => l.start >= from).map((l) => l.duration), tableAt);
      if (problems().length) throw new Error(problems().join('\n'));
      const f = (x) => (x === undefined ? '-' : x.toFixed(0));
      console.log(
        `${strength}: ${times.length} robot cards, median ${f(percentile(times, 50))} ms, ` +
          `p95 ${f(percentile(times, 95))} ms, max ${f(Math.max(...times))} ms (${workers} workers); ` +
          `main-thread tasks over 50 ms: ${tasks.length}, over 100 ms: ${tasks.filter((d) => d > 100).length}, ` +
          `longest ${f(Math.max(0, ...tasks))} ms`,
      );
      console.log(`  slowest cards: ${[...times].sort((a, b) => b - a).slice(0, 8).map(f).join(', ')} ms`);
      console.log(
        `  ${calls.length} robot calls, median ${f(percentile(calls, 50))} ms, p95 ${f(percentile(calls, 95))} ms, ` +
          `max ${f(Math.max(...calls))} ms; slowest: ${[...calls].sort((a, b) => b - a).slice(0, 8).map(f).join(', ')} ms`,
      );
    } finally {
      await context.close();
    }
  }
} finally {
  await env.stop();
}
