// Alerts: a conventional call in the auction is marked as online clubs mark it (highlighted with
// a small "!"), its accessible name says it is alerted, and its explanation is headed "Alert";
// in Persian the explanation comes from the Persian catalogue. In the dark theme the alerted
// call keeps its contrast (it once was dark ink on the dark highlight).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, start } from '../lib/harness.mjs';

// North passes and East, with 25 HCP, opens the strong, artificial 2♣: South is on turn.
const EAST_2C = 'N:JT9.QJT9.JT9.JT9 AKQ2.AK3.KQ2.A32 543.42.A543.7654 876.8765.876.KQ8';

/** WCAG contrast of two `rgb(…)` colours. */
function contrast(a, b) {
  const lum = (c) => {
    const [r, g, bl] = c.match(/\d+(\.\d+)?/g).slice(0, 3).map((v) => {
      const x = Number(v) / 255;
      return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [lo, hi] = [lum(a), lum(b)].sort((x, y) => x - y);
  return (hi + 0.05) / (lo + 0.05);
}

function url(base, params) {
  const u = new URL(base);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.href;
}

async function openTable(page, href) {
  await page.goto(href);
  const practice = page.locator('[data-mode=practice]');
  await practice.waitFor({ timeout: 20_000 });
  await practice.click();
  await page.locator('[data-testid=table]').waitFor();
}

describe('alerts', () => {
  let env;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });

  test('the strong 2♣ is alerted, with its explanation', async () => {
    const tab = await openPage(env.browser);
    const { page } = tab;
    await openTable(page, url(env.server.url, { deal: EAST_2C, board: '1' }));
    const alerted = page.locator('.auction button.call.alerted');
    await alerted.first().waitFor({ timeout: 20_000 });
    assert.equal(await alerted.count(), 1, 'only the 2♣ opening is conventional');
    assert.match(await alerted.getAttribute('aria-label'), /2♣, alerted/);
    assert.equal(await alerted.locator('.alert-mark').innerText(), '!');
    // North's natural pass is not alerted.
    assert.equal(await page.locator('.auction button.call.pass.alerted').count(), 0);
    await alerted.click();
    const explanation = page.locator('[data-testid=explanation]');
    await explanation.waitFor();
    assert.equal(await explanation.locator('[data-testid=alert]').innerText(), 'ALERT');
    assert.match(await explanation.innerText(), /strong 2♣, artificial/);
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  test('in Persian the explanation is Persian; in the dark theme the alerted call is readable', async () => {
    const tab = await openPage(env.browser, { colorScheme: 'dark' });
    const { page } = tab;
    await openTable(page, url(env.server.url, { deal: EAST_2C, board: '1', lang: 'fa' }));
    const alerted = page.locator('.auction button.call.alerted');
    await alerted.first().waitFor({ timeout: 20_000 });
    assert.match(await alerted.getAttribute('aria-label'), /با هشدار/);
    // Every text of the call (its level, the suit, the "!") at least 4.5:1 on the call's face.
    const colours = await alerted.evaluate((el) => ({
      face: getComputedStyle(el).backgroundColor,
      inks: [el, ...el.querySelectorAll('*')].map((e) => getComputedStyle(e).color),
    }));
    for (const ink of colours.inks) {
      const c = contrast(ink, colours.face);
      assert.ok(c >= 4.5, `${ink} on ${colours.face}: ${c.toFixed(2)}:1`);
    }
    await alerted.click();
    const explanation = page.locator('[data-testid=explanation]');
    await explanation.waitFor();
    assert.match(await explanation.innerText(), /قوی، مصنوعی/);
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });
});
