// Small things a careful player sees (issue 34, item 6): a session's start time in the device's
// time zone, "Pass", "Double" and "Redouble" with room inside their buttons, and every text
// colour of the dark theme at least 4.5:1 on the highlighted cells (the result's winning
// cards). The par's true minus sign is checked with the par itself in dd.test.mjs.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, start } from '../lib/harness.mjs';

/** WCAG contrast of two `rgb(…)`/`#rrggbb` colours. */
function contrast(a, b) {
  const rgb = (c) => {
    const m = c.trim().match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i);
    const parts = m ? m.slice(1).map((h) => parseInt(h, 16)) : c.match(/\d+/g).slice(0, 3).map(Number);
    const [r, g, bl] = parts.map((v) => {
      const x = v / 255;
      return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [lo, hi] = [rgb(a), rgb(b)].sort((x, y) => x - y);
  return (hi + 0.05) / (lo + 0.05);
}

describe('small things', () => {
  let env;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });

  test('a session starts at the local time of the device (Tehran, UTC+3:30)', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Tehran' });
    const { page } = tab;
    await page.goto(new URL('?pace=0', env.server.url).href);
    await page.locator('[data-mode=rubber]').click({ timeout: 20_000 });
    await page.locator('[data-testid=sessions]').waitFor();
    await page.click('[data-testid=new-session]');
    await page.locator('[data-testid=session-screen]').waitFor();
    await page.click('[data-testid=sessions-list]');
    const shown = await page.locator('[data-testid=session-entry] bdi').first().innerText();
    // The id starts with the time in milliseconds: the page's own local clock reads it so.
    const expected = await page.evaluate(() => {
      const id = Object.keys(localStorage).find((k) => k.startsWith('bridge.session.')).slice(15);
      const d = new Date(Number(id.split('-')[0]));
      const p = (n) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
    });
    assert.equal(shown, expected);
    const utc = await page.evaluate(() => new Date().getTimezoneOffset());
    assert.equal(utc, -210, 'the page runs in Tehran time');
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    test(`at ${viewport.width}x${viewport.height}, Pass, Double and Redouble have room inside their buttons`, async () => {
      for (const lang of ['en', 'pl']) {
        const tab = await openPage(env.browser, { viewport });
        const { page } = tab;
        const url = new URL(env.server.url);
        url.search = new URLSearchParams({ lang, mode: 'practice', pace: '0' }).toString();
        await page.goto(url.href);
        await page.locator('.special-calls .bid').first().waitFor({ timeout: 20_000 });
        const boxes = await page.locator('.special-calls .bid').evaluateAll((els) =>
          els.map((el) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            const text = range.getBoundingClientRect();
            const box = el.getBoundingClientRect();
            const style = getComputedStyle(el);
            return {
              label: el.textContent.trim(),
              left: text.left - box.left - parseFloat(style.borderLeftWidth),
              right: box.right - text.right - parseFloat(style.borderRightWidth),
            };
          }),
        );
        assert.equal(boxes.length, 3);
        for (const b of boxes) {
          assert.ok(b.left >= 4 && b.right >= 4, `${lang} "${b.label}": ${b.left.toFixed(1)} px / ${b.right.toFixed(1)} px inside`);
        }
        assert.deepEqual(tab.problems(), []);
        await tab.context.close();
      }
    });
  }

  test('dark theme: every text colour is at least 4.5:1 on a highlighted cell', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
    const { page } = tab;
    await page.goto(env.server.url);
    await page.locator('main.menu').waitFor({ timeout: 20_000 });
    const tokens = await page.evaluate(() => {
      const s = getComputedStyle(document.documentElement);
      const v = (n) => s.getPropertyValue(n).trim();
      return { bg: v('--highlight-bg'), ink: v('--ink'), muted: v('--muted'), red: v('--red'), accent: v('--accent') };
    });
    assert.notEqual(tokens.bg, '#fff3c4', 'the dark theme is on');
    for (const name of ['ink', 'muted', 'red', 'accent']) {
      const c = contrast(tokens[name], tokens.bg);
      assert.ok(c >= 4.5, `--${name} ${tokens[name]} on --highlight-bg ${tokens.bg}: ${c.toFixed(2)}:1`);
    }
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });
});
