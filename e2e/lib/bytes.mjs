// What a visit costs in bytes: the files a page asked the test server for, counted as served
// (uncompressed), as gzip -9 and as brotli 11 would send them (docs/hosting.md). Shared by
// bench-first-visit.mjs and the budget test (tests/budget.test.mjs).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bytes to the start menu, gzip: the first visit's budget (a test fails above it). */
export const MENU_BUDGET_GZIP = 350 * 1024;

/**
 * A counter of the files of the build in `dist`: `total(urls)` sums the sizes of the files the
 * request URLs (as the test server logs them, at "/" or a sub-path) name.
 */
export function counter(dist) {
  const root = resolve(dist);
  const sizes = new Map();
  const size = (url) => {
    let path = new URL(url, 'http://x').pathname;
    if (path.endsWith('/')) path += 'index.html';
    const file = resolve(root, `.${path}`);
    if (!sizes.has(file)) {
      const body = readFileSync(file);
      sizes.set(file, {
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      });
    }
    return sizes.get(file);
  };
  return {
    total: (urls) =>
      urls.map(size).reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }), {
        raw: 0,
        gzip: 0,
        brotli: 0,
      }),
  };
}

/** `n` bytes in KiB, rounded. */
export const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;

/**
 * Makes every page of `context` note when its start menu appears (`window.__menuAt`, in the
 * page's performance clock), for [`menuRequests`].
 */
export async function noteMenu(context) {
  await context.addInitScript(() => {
    const seen = () => {
      if (window.__menuAt === undefined && document.querySelector('main.menu')) {
        window.__menuAt = performance.now();
      }
      return window.__menuAt !== undefined;
    };
    const observer = new MutationObserver(() => seen() && observer.disconnect());
    observer.observe(document, { childList: true, subtree: true });
  });
}

/**
 * The paths the page asked for before its start menu appeared (the page itself included), once
 * it has: what a visitor waits for, whatever the page loads ahead afterwards.
 */
export async function menuRequests(page) {
  await page.waitForFunction(() => window.__menuAt !== undefined, null, { timeout: 60_000 });
  return page.evaluate(() => [
    location.pathname,
    ...performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime <= window.__menuAt)
      .map((e) => new URL(e.name).pathname),
  ]);
}
