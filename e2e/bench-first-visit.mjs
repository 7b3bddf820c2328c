// Measures a first visit of the release build in headless Chromium with the CPU slowed down
// 4x (Chrome DevTools' "4x slowdown", a mid-range phone): the time from the start of the
// navigation to the start menu, and the bytes the server sent, up to the menu and in all
// (the service worker's install included). Each visit is a fresh browser context (empty
// caches). The bytes are counted as served here (uncompressed) and as a host that serves the
// files gzip- or brotli-compressed would send them (docs: hosting). A benchmark, not a test.
//   node bench-first-visit.mjs [DIST] [RUNS]
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { start } from './lib/harness.mjs';
import { waitForWorker } from './lib/watch.mjs';

const [dist = '../dist', runs = '3'] = process.argv.slice(2);
const root = resolve(dist);
const env = await start({ dist: root });

/** Sizes of a served file: as it is, gzip -9 and brotli 11 (memoised). */
const sizes = new Map();
function size(url) {
  let path = new URL(url, 'http://x').pathname;
  if (path.endsWith('/')) path += 'index.html';
  const file = resolve(root, `.${path}`);
  if (!sizes.has(file)) {
    const body = readFileSync(file);
    sizes.set(file, {
      raw: statSync(file).size,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizes.get(file);
}
const total = (urls) =>
  urls.map(size).reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
const kb = (n) => `${(n / 1024).toFixed(0)} KiB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  const times = [];
  let menuBytes;
  let allBytes;
  for (let run = 0; run < Number(runs); run++) {
    const context = await env.browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'en-US' });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const from = env.server.requests.length;
      await page.goto(env.server.url);
      await page.locator('main.menu').waitFor({ timeout: 60_000 });
      times.push(await page.evaluate(() => performance.now()));
      menuBytes = total(env.server.requests.slice(from));
      await waitForWorker(page);
      allBytes = total(env.server.requests.slice(from));
    } finally {
      await context.close();
    }
  }
  console.log(`first visit, 4x CPU slowdown, ${runs} runs (median): menu after ${median(times).toFixed(0)} ms` +
    ` (each: ${times.map((t) => t.toFixed(0)).join(', ')})`);
  for (const [what, b] of [['to the menu', menuBytes], ['in all, offline cache included', allBytes]]) {
    console.log(`  bytes ${what}: ${kb(b.raw)} as served, ${kb(b.gzip)} gzip, ${kb(b.brotli)} brotli`);
  }
} finally {
  await env.stop();
}
