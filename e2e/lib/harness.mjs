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
 * A page in a fresh browser context (empty local storage) that records problems:
 * `problems()` lists console errors, uncaught exceptions, failed requests and HTTP errors.
 * `options` are Playwright's context options (viewport, hasTouch, isMobile, locale, …).
 */
export async function openPage(browser, options = {}) {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    locale: 'en-US',
    ...options,
  });
  const page = await context.newPage();
  return { page, context, problems: watch(page) };
}

/** Opens `url` and waits until the app has rendered its start menu. */
export async function openApp(page, url) {
  await page.goto(url);
  await page.locator('main.menu').waitFor({ state: 'visible', timeout: 20_000 });
}
