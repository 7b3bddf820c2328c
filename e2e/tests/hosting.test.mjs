// The release build as a host would serve it: any path, correct types, no blank page on a
// panic, and no frozen table when the engine workers' module cannot be loaded.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DIST, SUB_PATH, openApp, openPage, start } from '../lib/harness.mjs';
import { playToEnd } from '../lib/table.mjs';

describe('hosting', () => {
  let env;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });

  test('dist/index.html uses relative asset URLs only', () => {
    const html = readFileSync(resolve(DIST, 'index.html'), 'utf8');
    const urls = [...html.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1]);
    assert.ok(urls.length >= 3, `asset URLs found: ${urls}`);
    for (const url of urls) assert.ok(!url.startsWith('/') && !/^https?:/.test(url), `relative: ${url}`);
    assert.match(html, /<noscript>/);
  });

  test('the same dist/ works under a sub-path', async () => {
    const tab = await openPage(env.browser);
    await openApp(tab.page, new URL(SUB_PATH, env.server.url).href);
    // The start menu rendered (every entry; other parts of the suite check which ones).
    assert.ok((await tab.page.locator('button.mode').count()) >= 5);
    const wasm = env.server.requests.filter((r) => r.endsWith('.wasm'));
    assert.ok(wasm.some((r) => r.startsWith(SUB_PATH)), `wasm loaded from the sub-path: ${wasm}`);
    const problems = tab.problems();
    await tab.context.close();
    assert.deepEqual(problems, []);
  });

  test('wasm is served as application/wasm and is optimised', async () => {
    const tab = await openPage(env.browser);
    const types = new Map();
    tab.page.on('response', (res) => types.set(new URL(res.url()).pathname, res.headers()['content-type']));
    await openApp(tab.page, env.server.url);
    // The shell's module, then the whole app's, loaded ahead once the menu is idle.
    await tab.page.evaluate(() => window.bridgeApp.load());
    const wasm = [...types.entries()].filter(([path]) => path.endsWith('.wasm'));
    assert.equal(wasm.length, 2, `the shell's and the whole app's module: ${wasm}`);
    for (const [path, type] of wasm) {
      assert.equal(type, 'application/wasm', path);
      const size = readFileSync(resolve(DIST, '.' + path)).length;
      assert.ok(size < 6_000_000, `${path} is ${size} bytes: was the release profile used?`);
    }
    // The browser asks for the icon whenever it likes; fetch it directly.
    const html = readFileSync(resolve(DIST, 'index.html'), 'utf8');
    const icon = html.match(/<link rel="icon" href="([^"]+)"/)?.[1];
    assert.ok(icon, 'index.html links a favicon');
    const res = await fetch(new URL(icon, env.server.url));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/svg+xml');
    const problems = tab.problems();
    await tab.context.close();
    assert.deepEqual(problems, []);
  });

  test('a Rust panic shows a friendly message instead of a blank page', async () => {
    const tab = await openPage(env.browser);
    await tab.page.goto(new URL('#panic-test', env.server.url).href);
    const alert = tab.page.locator('main.panic[role=alert]');
    await alert.waitFor({ timeout: 20_000 });
    assert.equal(await alert.locator('h1').innerText(), 'Something went wrong');
    assert.match(await alert.innerText(), /Reload the page/);
    const problems = tab.problems();
    await tab.context.close();
    // The panic itself is logged as a console error: that is expected here, and nothing else.
    assert.ok(problems.some((p) => p.includes('panic requested by #panic-test')), problems.join('\n'));
    assert.ok(problems.every((p) => !p.startsWith('HTTP') && !p.startsWith('request failed')), problems.join('\n'));
  });

  test('the table still plays when the engine workers cannot load their module', async () => {
    // A failed module load rejects a promise inside each worker and raises no error event on the
    // page: the pool gives the workers a time limit (src/services/worker/pool.rs,
    // START_LIMIT_MS), then the robots decide on the page by their plain rules and the
    // double-dummy table says it could not be computed. No service worker: once it controls the
    // page (it claims it as soon as it has cached the app, a moment later on a loaded machine)
    // the workers' files come from its cache, which this route does not reach, and the workers
    // start after all.
    const tab = await openPage(env.browser, { serviceWorkers: 'block' });
    try {
      await tab.page.route('**/bridge-worker_bg.wasm', (route) => route.abort('internetdisconnected'));
      await tab.page.goto(new URL('?pace=0&mode=practice&seed=20261201', env.server.url).href);
      await tab.page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      await playToEnd(tab.page);
      await tab.page.locator('[data-testid=dd-table][data-state=failed]').waitFor({ timeout: 30_000 });
      const problems = tab.problems();
      assert.ok(problems.some((p) => p.includes('engine worker: not ready after')), problems.join('\n'));
      const expected = /bridge-worker_bg\.wasm|Failed to fetch|engine worker/;
      assert.deepEqual(problems.filter((p) => !expected.test(p)), []);
    } finally {
      await tab.context.close();
    }
  });
});
