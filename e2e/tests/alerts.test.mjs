// Alerts: a conventional call in the auction is marked as online clubs mark it (highlighted with
// a small "!"), its accessible name says it is alerted, and its explanation is headed "Alert";
// in Persian the explanation comes from the Persian catalogue.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, start } from '../lib/harness.mjs';

// North passes and East, with 25 HCP, opens the strong, artificial 2♣: South is on turn.
const EAST_2C = 'N:JT9.QJT9.JT9.JT9 AKQ2.AK3.KQ2.A32 543.42.A543.7654 876.8765.876.KQ8';

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

  test('in Persian the explanation is Persian', async () => {
    const tab = await openPage(env.browser);
    const { page } = tab;
    await openTable(page, url(env.server.url, { deal: EAST_2C, board: '1', lang: 'fa' }));
    const alerted = page.locator('.auction button.call.alerted');
    await alerted.first().waitFor({ timeout: 20_000 });
    assert.match(await alerted.getAttribute('aria-label'), /با هشدار/);
    await alerted.click();
    const explanation = page.locator('[data-testid=explanation]');
    await explanation.waitFor();
    assert.match(await explanation.innerText(), /قوی، مصنوعی/);
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });
});
