// Embedding: the release build under a sub-path, inside an iframe of a club's page on another
// site, under a strict Content-Security-Policy; the launch parameters a club puts in the link
// (mode, lang, deal, board); a small frame of 360 x 560 px without sideways scrolling.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DIST, SUB_PATH, start } from '../lib/harness.mjs';
import { tempDir } from '../lib/temp.mjs';
import { serve } from '../lib/server.mjs';
import { checkScore, playToEnd } from '../lib/table.mjs';
import { recordCspViolations, watch } from '../lib/watch.mjs';

/** The policy docs/hosting.md asks hosts to send with the app's files. */
export const APP_CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self'; " +
  "connect-src 'self'; worker-src 'self'; manifest-src 'self'; frame-ancestors *; base-uri 'self'; " +
  "form-action 'none'; object-src 'none'";

/** The club's own page: no scripts at all, frames from the app's origin only. */
const HOST_CSP = "default-src 'none'; frame-src http://127.0.0.1:*; img-src data:; base-uri 'none'; form-action 'none'";

// East holds 25 HCP and opens 2♣ after North's pass: East-West declare (see table.test.mjs).
const EAST_WEST = 'N:JT9.QJT9.JT9.JT9 AKQ2.AK3.KQ2.A32 543.42.A543.7654 876.8765.876.KQ8';

/** The same table helpers, inside a frame. */
function inFrame(page, frame) {
  return {
    locator: (s) => frame.locator(s),
    getByRole: (...a) => frame.getByRole(...a),
    waitForTimeout: (ms) => page.waitForTimeout(ms),
  };
}

describe('embedded in another site', () => {
  let env;
  let server;
  let app; // the app's URL, on 127.0.0.1
  let club; // the host page's folder, on localhost (another site)
  before(async () => {
    env = await start();
    club = tempDir('bridge-e2e-club-');
    server = await serve(DIST, {
      mounts: [SUB_PATH],
      headers: { 'content-security-policy': APP_CSP },
      // The club's page has a strict policy too: it may frame the app and nothing else.
      sites: [{ prefix: '/club/', root: club, headers: { 'content-security-policy': HOST_CSP } }],
    });
    app = new URL(SUB_PATH, server.url);
  });
  after(async () => {
    await server?.close();
    await env?.stop();
  });

  /** A club page on http://localhost:<port>/club/ that frames `src` at the given size. */
  async function clubPage(src, { width = 360, height = 560 } = {}) {
    writeFileSync(
      join(club, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Our bridge club</title>
       <link rel="icon" href="data:,"></head><body><h1>Our bridge club</h1>
       <iframe src="${src}" title="Bridge" width="${width}" height="${height}"></iframe>
       </body></html>`,
    );
    const context = await env.browser.newContext({ viewport: { width: 1024, height: 800 }, locale: 'en-US' });
    await recordCspViolations(context);
    const page = await context.newPage();
    const problems = watch(page);
    const port = new URL(server.url).port;
    await page.goto(`http://localhost:${port}/club/`);
    const frame = page.frameLocator('iframe');
    return { context, page, frame, problems };
  }

  const violations = (page) =>
    Promise.all(page.frames().map((f) => f.evaluate(() => window.__cspViolations ?? []))).then((v) => v.flat());

  async function noSidewaysScroll(frame, what) {
    const overflow = await frame.locator('html').evaluate((el) => el.scrollWidth - el.clientWidth);
    assert.ok(overflow <= 0, `${what}: ${overflow} px wider than the frame`);
  }

  test('dist/index.html has no inline script or event handler', () => {
    const html = readFileSync(resolve(DIST, 'index.html'), 'utf8');
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) assert.match(tag, /\ssrc="/, tag);
    assert.doesNotMatch(html, /<script\b[^>]*>[^<\s]/, 'no script body');
    assert.doesNotMatch(html, /\son[a-z]+=/i, 'no inline event handler');
    assert.doesNotMatch(html, /\sstyle=/i, 'no inline style');
  });

  test('docs/hosting.md gives hosts the policy these tests serve', () => {
    const hosting = readFileSync(new URL('../../docs/hosting.md', import.meta.url), 'utf8');
    assert.ok(hosting.includes(`Content-Security-Policy: ${APP_CSP}`), 'docs/hosting.md and APP_CSP agree');
  });

  test('a deal from the link, played to the end in a 360 x 560 frame under a strict CSP', async () => {
    const src = new URL(`?mode=practice&deal=${encodeURIComponent(EAST_WEST)}&board=7&pace=0`, app).href;
    const { context, page, frame, problems } = await clubPage(src);
    try {
      await frame.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      assert.equal(await frame.locator('main.menu').count(), 0, 'no menu click needed');
      assert.equal(await frame.locator('[data-testid=board-number]').innerText(), '7');
      await frame.locator('[data-testid=bidding-box]').waitFor();
      await noSidewaysScroll(frame, 'auction');
      const table = inFrame(page, frame);
      // Play a few cards, look at the layout mid-play, then play on to the end.
      for (let i = 0; i < 200 && !(await frame.locator('[data-testid=trick] .played').count()); i++) {
        const pass = frame.locator('.bid.pass[aria-disabled=false]');
        if (await pass.count()) await pass.click().catch(() => {});
        else await page.waitForTimeout(100);
      }
      await noSidewaysScroll(frame, 'play');
      await playToEnd(table);
      const facts = await checkScore(table);
      assert.ok(['E', 'W'].includes(facts.declarer), JSON.stringify(facts));
      // The double-dummy table, solved in the engine workers: they start under the policy, from
      // the sub-path, inside the frame.
      await frame.locator('[data-testid=dd-table][data-state=done]').waitFor({ timeout: 60_000 });
      await noSidewaysScroll(frame, 'result');
      // The app's files came from the sub-path, with the policy on them.
      assert.ok(server.requests.some((r) => r.startsWith(SUB_PATH) && r.endsWith('.wasm')));
      for (const file of ['worker-boot.js', 'bridge-worker.js', 'bridge-worker_bg.wasm']) {
        assert.ok(server.requests.includes(SUB_PATH + file), file);
      }
      assert.deepEqual(await violations(page), []);
      assert.deepEqual(problems(), []);
    } finally {
      await context.close();
    }
  });

  test('mode and lang from the link: a sessions screen in Persian, for this visit only', async () => {
    const { context, page, frame, problems } = await clubPage(new URL('?mode=chicago&lang=fa', app).href);
    try {
      await frame.locator('[data-testid=sessions]').waitFor({ timeout: 20_000 });
      assert.deepEqual(
        await frame.locator('html').evaluate((el) => [el.lang, el.dir]),
        ['fa', 'rtl'],
      );
      await noSidewaysScroll(frame, 'sessions list');
      await frame.locator('[data-testid=new-session]').click();
      await frame.locator('[data-testid=session-screen]').waitFor();
      await noSidewaysScroll(frame, 'session screen');
      // The link's language is not saved: the menu of a plain link is in the browser's language.
      await frame.locator('[data-testid=sessions-list]').click();
      await page.evaluate((src) => {
        document.querySelector('iframe').src = src;
      }, app.href);
      await frame.locator('main.menu').waitFor({ timeout: 20_000 });
      assert.equal(await frame.locator('html').getAttribute('lang'), 'en');
      await noSidewaysScroll(frame, 'menu');
      for (const [mode, name] of [['pairs', 'Duplicate pairs'], ['teams', 'Teams'], ['rubber', 'Rubber bridge']]) {
        await page.evaluate((src) => {
          document.querySelector('iframe').src = src;
        }, new URL(`?mode=${mode}`, app).href);
        await frame.locator('[data-testid=sessions]').getByText(name, { exact: false }).first().waitFor({ timeout: 20_000 });
      }
      assert.deepEqual(await violations(page), []);
      assert.deepEqual(problems(), []);
    } finally {
      await context.close();
    }
  });

  test('invalid parameters are reported as text on the screen that opens, never run', async () => {
    const bad = '?mode=<img src=x onerror=alert(1)>&lang=xx&deal=N:<script>alert(2)</script>&board=0';
    const { context, page, frame, problems } = await clubPage(new URL(bad, app).href);
    try {
      const errors = frame.locator('[data-testid=link-errors]');
      await errors.waitFor({ timeout: 20_000 });
      await frame.locator('main.menu').waitFor();
      const text = await errors.innerText();
      for (const word of ['mode', 'language', 'deal', 'board']) assert.match(text, new RegExp(word));
      assert.match(text, /<img src=x/, 'shown as text');
      assert.equal(await frame.locator('img, script:not([src])').count(), 0, 'nothing became markup');
      // A valid mode with a bad deal: the practice table opens, with the report above it.
      await page.evaluate((src) => {
        document.querySelector('iframe').src = src;
      }, new URL('?mode=practice&deal=N:AAA&pace=0', app).href);
      await frame.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      assert.match(await frame.locator('[data-testid=link-errors]').innerText(), /deal/);
      await noSidewaysScroll(frame, 'table with errors');
      assert.deepEqual(await violations(page), []);
      assert.deepEqual(problems(), []);
    } finally {
      await context.close();
    }
  });
});
