// Finds what blocks the page's thread while a deal is played (a development tool, not a test):
// plays one seeded practice deal in headless Chromium with a performance trace and prints every
// main-thread task over THRESHOLD ms after the table's first frame, with the time it spent by
// kind (script, style, layout, paint, garbage collection, storage) and the app's User Timing
// measures inside it.
//   node trace-play.mjs [DIST] [STRENGTH] [THRESHOLD] [SEED]
import { resolve } from 'node:path';
import { writeFileSync } from 'node:fs';
import { openPage, start } from './lib/harness.mjs';
import { playToEnd } from './lib/table.mjs';

const [dist = '../dist', strength = 'quick', threshold = '50', seed = '20261130'] = process.argv.slice(2);
const env = await start({ dist: resolve(dist) });
try {
  const { page, context, problems } = await openPage(env.browser);
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8,v8.execute,blink.user_timing,blink,toplevel,disabled-by-default-v8.gc',
    transferMode: 'ReportEvents',
  });
  await page.goto(new URL(`?mode=practice&pace=0&seed=${seed}&strength=${strength}`, env.server.url).href);
  await page.locator('[data-testid=bidding-box]').waitFor({ timeout: 20_000 });
  await page.waitForTimeout(300);
  const tableAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  await playToEnd(page);
  await page.waitForTimeout(500);
  await cdp.send('Tracing.end');
  await done;
  if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, JSON.stringify({ traceEvents: events }));
  // The renderer's main thread.
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  // Trace timestamps are in µs of a monotonic clock; find the page's origin from a User Timing mark.
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur / 1000 > Number(threshold));
  const kinds = {
    FunctionCall: 'script', EvaluateScript: 'script', 'v8.compile': 'compile', 'v8.wasm.compileLazy': 'compile',
    UpdateLayoutTree: 'style', Layout: 'layout', Paint: 'paint', PrePaint: 'paint', Layerize: 'paint',
    MajorGC: 'gc', MinorGC: 'gc', 'V8.GC_SCAVENGER': 'gc', 'V8.GC_MARK_COMPACTOR': 'gc',
    TimerFire: 'timer', FireAnimationFrame: 'raf', EventDispatch: 'event', HitTest: 'hit',
  };
  const nav = onMain.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame');
  let total = 0;
  const startTs = tasks.length ? tasks[0].ts : 0;
  for (const task of tasks) {
    const inside = onMain.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur && e !== task);
    const by = {};
    for (const e of inside) {
      const k = kinds[e.name] ?? (e.cat?.includes('user_timing') ? `mark:${e.name}` : null);
      if (!k || e.ph !== 'X') continue;
      by[k] = (by[k] ?? 0) + e.dur / 1000;
    }
    const marks = inside.filter((e) => e.cat?.includes('user_timing')).map((e) => e.name);
    const top = inside.filter((e) => e.ph === 'X' && e.ts >= task.ts).sort((a, b) => b.dur - a.dur).slice(0, 6)
      .map((e) => `${e.name}${e.args?.data?.type ? `(${e.args.data.type})` : ''}${e.args?.data?.functionName ? `(${e.args.data.functionName})` : ''} ${(e.dur / 1000).toFixed(0)}`);
    const before = onMain.filter((e) => e.cat?.includes('user_timing') && e.ts < task.ts && (e.name === 'robot-card' || e.name === 'robot-call') && (e.ph === 'b' || e.ph === 'R' || e.ph === 'I' || e.ph === 'e'));
    const calls = new Set(before.filter((e) => e.name === 'robot-call').map((e) => e.id ?? e.id2?.local ?? e.ts)).size;
    const cards = new Set(before.filter((e) => e.name === 'robot-card').map((e) => e.id ?? e.id2?.local ?? e.ts)).size;
    total++;
    console.log(`  after ${calls} robot calls, ${cards} robot cards`);
    console.log(`task at +${((task.ts - startTs) / 1e6).toFixed(1)} s: ${(task.dur / 1000).toFixed(0)} ms  ` +
      Object.entries(by).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ') + `\n    top: ${top.join('; ')}` +
      (marks.length ? `\n    marks: ${[...new Set(marks)].join(', ')}` : ''));
  }
  console.log(`${total} tasks over ${threshold} ms; problems: ${problems().length}`);
  void nav; void tableAt;
  await context.close();
} finally {
  await env.stop();
}
