// Offline use and updates: after one visit the app starts and plays with the network off, also
// after the browser restarts; a new release replaces the old one cleanly; the app is installable.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DIST, launchPersistent, start } from '../lib/harness.mjs';
import { tempDir } from '../lib/temp.mjs';
import { serve } from '../lib/server.mjs';
import { playToEnd } from '../lib/table.mjs';
import { waitForWorker, watch } from '../lib/watch.mjs';
import { precache } from '../../scripts/precache.mjs';

const PLAY = '?pace=0&mode=practice&seed=20261131';

/** The version and precache list that scripts/precache.mjs wrote into a build's sw.js. */
function worker(dist) {
  const sw = readFileSync(resolve(dist, 'sw.js'), 'utf8');
  const version = JSON.parse(sw.match(/const VERSION = ("[^"]+");/)[1]);
  const files = JSON.parse(sw.match(/const PRECACHE = (\[[^\]]*\]);/)[1]).map((entry) => entry.url);
  return { version, files };
}

/** A copy of dist/ in a temporary folder. */
function copyOfDist(name) {
  const dir = join(tempDir('bridge-e2e-'), name);
  cpSync(DIST, dir, { recursive: true });
  return dir;
}

describe('offline', () => {
  let env;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });

  test('the release build has a service worker that precaches every file of the build', () => {
    assert.ok(existsSync(resolve(DIST, 'sw.js')), 'dist/sw.js: run scripts/precache.mjs after trunk build');
    const { version, files } = worker(DIST);
    assert.match(version, /^[0-9a-f]{16}$/);
    for (const file of files) assert.ok(existsSync(resolve(DIST, file === './' ? 'index.html' : file)), file);
    const engineWorker = [/^worker-boot\.js$/, /^bridge-worker\.js$/, /^bridge-worker_bg\.wasm$/];
    const wholeApp = [/^bridge-app\.js$/, /^bridge-app_bg\.wasm$/];
    // The languages other than English: a catalogue file each, fetched for the page's language.
    const languages = ['fa', 'ar', 'el', 'pl'].map((code) => new RegExp(`^lang/${code}-[0-9a-f]{16}\\.txt$`));
    for (const kind of [/\.wasm$/, /^bridge-shell-.*\.js$/, ...wholeApp, /\.css$/, /^boot\.js$/, /^\.\/$/, /manifest/, ...engineWorker, ...languages]) {
      assert.ok(files.some((f) => kind.test(f)), `${kind} precached: ${files}`);
    }
    assert.ok(files.every((f) => !f.startsWith('/') && !/^[a-z]+:/.test(f)), 'relative URLs only');
  });

  test('the web app manifest is linked and its icons exist in the stated sizes', () => {
    const html = readFileSync(resolve(DIST, 'index.html'), 'utf8');
    assert.match(html, /<link rel="manifest" href="manifest\.webmanifest">/);
    const manifest = JSON.parse(readFileSync(resolve(DIST, 'manifest.webmanifest'), 'utf8'));
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.start_url, './');
    assert.equal(manifest.scope, './');
    assert.ok(manifest.name && manifest.short_name && manifest.theme_color && manifest.background_color);
    const sizes = new Set();
    for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
      const png = readFileSync(resolve(DIST, icon.src));
      const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      assert.equal(`${w}x${h}`, icon.sizes, icon.src);
      sizes.add(`${icon.sizes} ${icon.purpose}`);
    }
    for (const want of ['192x192 any', '512x512 any', '512x512 maskable']) assert.ok(sizes.has(want), want);
  });

  test('after one visit the app starts and plays with the network off, also after a browser restart', async () => {
    const server = await serve(DIST);
    const profile = tempDir('bridge-e2e-profile-');
    const url = new URL(PLAY, server.url).href;
    const { version, files } = worker(DIST);
    let context = await launchPersistent(profile);
    try {
      let page = context.pages()[0] ?? (await context.newPage());
      let problems = watch(page);
      await page.goto(url);
      await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      const names = await waitForWorker(page);
      assert.deepEqual(names, [`bridge:/:${version}`]);
      const cached = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, names[0]);
      assert.equal(cached, files.length, 'every file of the build is cached');
      // The engine workers this first page started before the service worker took control load
      // their module from the network, and on a busy machine one may still be loading; a second
      // visit (online) starts them all under the service worker, as every later visit does.
      await page.reload();
      await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });

      // Network off: the page comes from the worker's cache, and plays.
      await context.setOffline(true);
      const served = server.requests.length;
      await page.reload();
      await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      await playToEnd(page);
      await page.locator('[data-testid=result]').waitFor();
      // The double-dummy table: the engine workers start from the cache too.
      await page.locator('[data-testid=dd-table][data-state=done]').waitFor({ timeout: 60_000 });
      // The browser's own update check of the service worker (a fetch of /sw.js it makes after a
      // navigation, at a moment of its choosing) escapes Playwright's offline switch; on a real
      // offline device it fails quietly. Everything the app asks for must come from the cache.
      const asked = server.requests.slice(served).filter((r) => r !== '/sw.js');
      assert.deepEqual(asked, [], 'nothing asked of the server while offline');
      assert.deepEqual(problems(), []);

      // Browser restart with the server gone altogether.
      await context.close();
      await server.close();
      context = await launchPersistent(profile);
      page = context.pages()[0] ?? (await context.newPage());
      problems = watch(page);
      await page.goto(url);
      await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      await playToEnd(page);
      await page.locator('[data-testid=result]').waitFor();
      await page.locator('[data-testid=dd-table][data-state=done]').waitFor({ timeout: 60_000 });
      // Another language, never shown on this device: its catalogue comes from the cache too.
      await page.goto(new URL('?lang=pl', server.url).href);
      // (`<html lang>` is the language on show: it stays English if the catalogue fails.)
      await page.waitForFunction(() => document.documentElement.lang === 'pl', null, { timeout: 20_000 });
      assert.deepEqual(problems(), []);
    } finally {
      await context.close();
      await server.close();
    }
  });

  test('a first visit downloads each wasm module once: the service worker keeps the copies the page loaded', async () => {
    // The shell's module (named in index.html), the whole app's (loaded ahead once the menu is
    // idle) and the engine workers'.
    const server = await serve(DIST);
    const context = await env.browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'en-US' });
    const html = readFileSync(resolve(DIST, 'index.html'), 'utf8');
    const appWasm = html.match(/data-bridge-wasm="(?:\.\/)?([^"]+)"/)[1];
    const downloads = (file) => server.requests.filter((r) => r.split('?')[0].endsWith(`/${file}`)).length;
    try {
      const page = await context.newPage();
      const problems = watch(page);
      await page.goto(server.url);
      await page.locator('main.menu').waitFor({ timeout: 20_000 });
      const { version } = worker(DIST);
      // The hand-over cache is gone once the worker has installed: only this version's is left.
      assert.deepEqual(await waitForWorker(page), [`bridge:/:${version}`]);
      assert.equal(downloads(appWasm), 1, `${appWasm}: the page's copy went into the cache`);
      assert.equal(downloads('bridge-app_bg.wasm'), 1, 'the whole app: the copy loaded ahead went into the cache');
      assert.equal(downloads('bridge-worker_bg.wasm'), 1, 'the engine module, precached once');
      // A table under the service worker: its engine workers load their module from the cache.
      await page.goto(new URL(PLAY, server.url).href);
      await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      // A robot's call comes from the engine workers (South passes first if it deals).
      const pass = page.locator('.bid.pass[aria-disabled=false]');
      if (await pass.count()) await pass.click();
      await page.waitForFunction(() => performance.getEntriesByName('robot-call').length > 0, null, { timeout: 20_000 });
      assert.equal(downloads(appWasm), 1);
      assert.equal(downloads('bridge-app_bg.wasm'), 1);
      assert.equal(downloads('bridge-worker_bg.wasm'), 1);
      assert.deepEqual(problems(), []);
    } finally {
      await context.close();
      await server.close();
    }
  });

  test('a new release replaces the old one: notice, next load runs it, old cache gone', async () => {
    const a = copyOfDist('a');
    const b = copyOfDist('b');
    // Release B: its page says so, and so its version differs.
    const index = resolve(b, 'index.html');
    writeFileSync(index, readFileSync(index, 'utf8').replace('<head>', '<head>\n    <meta name="e2e-release" content="B">'));
    const va = precache(a).version;
    const vb = precache(b).version;
    assert.notEqual(va, vb);
    const release = (page) =>
      page.evaluate(() => document.querySelector('meta[name=e2e-release]')?.content ?? 'A');

    const server = await serve(a);
    const context = await env.browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'en-US' });
    try {
      const page = await context.newPage();
      const problems = watch(page);
      await page.goto(server.url);
      await page.locator('main.menu').waitFor({ timeout: 20_000 });
      assert.deepEqual(await waitForWorker(page), [`bridge:/:${va}`]);
      assert.equal(await page.locator('[data-testid=update-ready]').count(), 0, 'no notice on a first visit');

      // The host now serves B. The next visit still runs A, entirely from A's cache, while B
      // installs; then the player is told.
      server.setRoot(b);
      await page.reload();
      await page.locator('main.menu').waitFor({ timeout: 20_000 });
      const notice = page.locator('[data-testid=update-ready]');
      await notice.waitFor({ timeout: 20_000 });
      assert.match(await notice.innerText(), /A new version of the app is ready/);
      assert.equal(await release(page), 'A', 'the running page is still A');
      // B deletes A's cache as it activates (the notice comes as B takes over, just before).
      let names = [];
      for (let i = 0; i < 100; i++) {
        names = await page.evaluate(() => caches.keys());
        if (names.length === 1) break;
        await page.waitForTimeout(100);
      }
      assert.deepEqual(names, [`bridge:/:${vb}`], 'A\'s cache is gone');

      // "Reload now": B runs, from B's cache, with no notice.
      await page.click('[data-testid=reload-now]');
      await page.waitForFunction(() => document.querySelector('meta[name=e2e-release]'), null, { timeout: 20_000 });
      await page.locator('main.menu').waitFor({ timeout: 20_000 });
      assert.equal(await release(page), 'B');
      assert.equal(await page.locator('[data-testid=update-ready]').count(), 0);
      await context.setOffline(true);
      await page.reload();
      await page.locator('main.menu').waitFor({ timeout: 20_000 });
      assert.equal(await release(page), 'B', 'B offline, from its cache');
      assert.deepEqual(problems(), []);
    } finally {
      await context.close();
      await server.close();
    }
  });
});
