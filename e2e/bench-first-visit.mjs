// Measures a first visit of the release build in headless Chromium with the CPU slowed down
// 4x (Chrome DevTools' "4x slowdown", a mid-range phone), each visit in a fresh browser context
// (empty caches). A benchmark, not a test (the budget of bytes is tests/budget.test.mjs):
//   node bench-first-visit.mjs [DIST] [RUNS]
// prints the medians of RUNS visits of each kind:
// - fast connection (this machine's): the time from the start of the navigation to the start
//   menu, and the bytes the server sent before the menu appeared and in all (the service
//   worker's install included), as served here (uncompressed) and as a host that serves the
//   files gzip- or brotli-compressed would send them (docs: hosting);
// - slow mobile connection (1.6 Mbps down, 750 kbps up, 150 ms round trip, files sent gzip):
//   the time to the menu;
// - tapping Practice deal: the time from the tap to the first deal's cards on screen, tapped as
//   soon as the menu shows and tapped once the page has loaded the rest ahead (the menu idle).
import { resolve } from 'node:path';
import { start } from './lib/harness.mjs';
import { serve } from './lib/server.mjs';
import { waitForWorker } from './lib/watch.mjs';
import { counter, kib, menuRequests, noteMenu } from './lib/bytes.mjs';

const [dist = '../dist', runs = '3'] = process.argv.slice(2);
const root = resolve(dist);
const env = await start({ dist: root });
const slow = await serve(root, { gzip: true });
const { total } = counter(root);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (xs) => `${median(xs).toFixed(0)} ms (each: ${xs.map((t) => t.toFixed(0)).join(', ')})`;

/** A first visit of `server`'s app at 4x CPU slowdown (and `network` conditions), to its menu. */
async function visit(server, network) {
  const context = await env.browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'en-US' });
  await noteMenu(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  }
  const from = server.requests.length;
  await page.goto(server.url);
  const asked = await menuRequests(page);
  const menuAt = await page.evaluate(() => window.__menuAt);
  return { context, page, asked, menuAt, requested: () => server.requests.slice(from) };
}

/** Taps Practice deal; the time until the first deal's cards show. */
async function practice(page) {
  const tapped = await page.evaluate(() => performance.now());
  await page.locator('[data-mode=practice]').click();
  await page.locator('[data-testid=table] .card').first().waitFor({ timeout: 60_000 });
  return (await page.evaluate(() => performance.now())) - tapped;
}

try {
  const fast = { menu: [], atOnce: [], idle: [] };
  const mobile = [];
  let menuBytes;
  let allBytes;
  for (let run = 0; run < Number(runs); run++) {
    let v = await visit(env.server);
    try {
      fast.menu.push(v.menuAt);
      menuBytes = total(v.asked);
      await waitForWorker(v.page);
      allBytes = total(v.requested());
    } finally {
      await v.context.close();
    }
    v = await visit(env.server);
    try {
      fast.atOnce.push(await practice(v.page));
    } finally {
      await v.context.close();
    }
    v = await visit(env.server);
    try {
      await v.page.evaluate(() => window.bridgeApp?.load());
      fast.idle.push(await practice(v.page));
    } finally {
      await v.context.close();
    }
    // 1.6 Mbps down, 750 kbps up, 150 ms round trip (bytes per second).
    v = await visit(slow, { latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
    try {
      mobile.push(v.menuAt);
    } finally {
      await v.context.close();
    }
  }
  console.log(`first visit, 4x CPU slowdown, ${runs} runs (median):`);
  console.log(`  menu after ${ms(fast.menu)}`);
  for (const [what, b] of [['to the menu', menuBytes], ['in all, offline cache included', allBytes]]) {
    console.log(`  bytes ${what}: ${kib(b.raw)} as served, ${kib(b.gzip)} gzip, ${kib(b.brotli)} brotli`);
  }
  console.log(`  slow mobile connection (1.6 Mbps, 150 ms, gzip): menu after ${ms(mobile)}`);
  console.log(`  Practice deal tapped as the menu shows: first deal after ${ms(fast.atOnce)}`);
  console.log(`  Practice deal tapped once the menu is idle: first deal after ${ms(fast.idle)}`);
} finally {
  await slow.close();
  await env.stop();
}
