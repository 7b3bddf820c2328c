// Shared set-up of the end-to-end tests: the built app served on 127.0.0.1, Debian's Chromium
// driven by playwright-core (never a downloaded browser), and a page that records every console
// error, uncaught exception and failed request so each test can assert there were none.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from './server.mjs';
import { watch } from './watch.mjs';

export const DIST = resolve(process.env.BRIDGE_DIST ?? new URL('../../dist', import.meta.url).pathname);
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const SUB_PATH = '/games/bridge/';
/** Chromium's switches for headless runs here (no sandbox as root, no background traffic). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Serves `dist` at "/" and at SUB_PATH, and launches headless Chromium. */
export async function start({ dist = DIST } = {}) {
  if (!existsSync(resolve(dist, 'index.html'))) {
    throw new Error(`${dist}/index.html is missing: build the app first (make dist)`);
  }
  const server = await serve(dist, { mounts: [SUB_PATH] });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    chromiumSandbox: false,
    args: CHROMIUM_ARGS,
  });
  return {
    server,
    browser,
    async stop() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Starts Chromium with a profile kept in `userDataDir` (service workers, caches and storage
 * survive closing it and starting again, like a real browser restart) and returns its context.
 */
export function launchPersistent(userDataDir, options = {}) {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    chromiumSandbox: false,
    args: CHROMIUM_ARGS,
    viewport: { width: 1024, height: 768 },
    locale: 'en-US',
    ...options,
  });
}

/**
 * A page as in a fresh browser context (empty storage, no service worker, no other page) that
 * records problems: `problems()` lists console errors, uncaught exceptions, failed requests and
 * HTTP errors. `options` are Playwright's context options (viewport, hasTouch, isMobile, locale,
 * …). The tests of a browser share one context per set of options: a new context cost about
 * half a CPU second more a test than a new page in one whose sites' data is cleared (everything
 * a site keeps: storage, caches, service workers, cookies) and whose pages are closed first.
 * `context` stands for the test's own context: `close()` closes its pages, `addInitScript()`
 * and `newPage()` concern its pages only.
 *
 * The pages prefer reduced motion unless `options` say `reducedMotion: 'no-preference'`: the
 * app then skips its animations (a card's way to the trick, the robot's thinking pulse), whose
 * frames cost a tenth of a file's CPU (screens.test.mjs: 54 CPU s against 60). The timed files
 * (robots, dd) and the tests that make their own context (embed plays a whole deal that way)
 * keep the animations.
 */
export async function openPage(browser, options = {}) {
  const settings = { viewport: { width: 1024, height: 768 }, locale: 'en-US', reducedMotion: 'reduce', ...options };
  const key = JSON.stringify(settings);
  let pool = contexts.get(browser);
  if (!pool) contexts.set(browser, (pool = new Map()));
  let shared = pool.get(key);
  if (!shared) {
    const context = await browser.newContext(settings);
    const origins = new Set();
    context.on('request', (req) => {
      const url = new URL(req.url());
      if (url.protocol.startsWith('http')) origins.add(url.origin);
    });
    shared = { context, origins };
    pool.set(key, shared);
  }
  const page = await fresh(shared);
  return { page, context: own(shared.context, page), problems: watch(page) };
}

/** The shared contexts of each browser, by their options. */
const contexts = new WeakMap();

/**
 * A new page of `context` as in a fresh one: the pages an earlier test left are closed, and
 * every site it visited forgets what it kept.
 */
async function fresh({ context, origins }) {
  await Promise.all(context.pages().map((p) => p.close()));
  await context.clearCookies();
  await context.clearPermissions();
  await context.setOffline(false);
  const page = await context.newPage();
  if (origins.size) {
    const cdp = await context.newCDPSession(page);
    for (const origin of origins) {
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    }
    await cdp.detach();
    origins.clear();
  }
  return page;
}

/** A test's own view of the shared `context`, whose first page is `first`. */
function own(context, first) {
  const pages = [first];
  const scripts = [];
  return {
    /** Runs `script` in this test's pages (and the frames they load), as Playwright's would. */
    async addInitScript(script, arg) {
      scripts.push([script, arg]);
      for (const p of pages) await p.addInitScript(script, arg);
    },
    async newPage() {
      const page = await context.newPage();
      for (const [script, arg] of scripts) await page.addInitScript(script, arg);
      pages.push(page);
      return page;
    },
    pages: () => pages.filter((p) => !p.isClosed()),
    newCDPSession: (page) => context.newCDPSession(page),
    browser: () => context.browser(),
    /** Closes this test's pages; the next test's page starts with every site's data cleared. */
    async close() {
      await Promise.all(pages.map((p) => p.close()));
    },
  };
}

/** Opens `url` and waits until the app has rendered its start menu. */
export async function openApp(page, url) {
  await page.goto(url);
  await page.locator('main.menu').waitFor({ state: 'visible', timeout: 20_000 });
}
