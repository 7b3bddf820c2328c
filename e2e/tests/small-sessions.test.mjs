// Issue 15, second part. Minibridge and honeymoon games are sessions: a game survives a reload,
// shows in its mode's list, and goes out and back in as a file (a tampered file is refused and
// changes nothing); a scorer-mode sheet does the same. Deals go out as LIN beside PBN, and the
// LIN file downloaded is read by `bridge lin`. A LIN record's alerts and explanations show in
// the app's auction as the robots' alerts do.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPage, start } from '../lib/harness.mjs';
import { tempDir } from '../lib/temp.mjs';

const CLI = process.env.BRIDGE_CLI ?? new URL('../../target/debug/bridge', import.meta.url).pathname;
const SAMPLE = readFileSync(new URL('../../engine/tests/data/lin/alerts_and_claim.lin', import.meta.url), 'utf8').trim();

function link(base, params) {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.href;
}

/** Clicks `testid` and returns the downloaded file's name and text. */
async function download(page, dir, selector) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(selector)]);
  const path = join(dir, file.suggestedFilename());
  await file.saveAs(path);
  return { name: file.suggestedFilename(), path, text: readFileSync(path, 'utf8') };
}

/** Deletes every saved session on the list shown. */
async function deleteAll(page) {
  while (await page.locator('[data-testid=delete-session]').count()) {
    await page.locator('[data-testid=delete-session]').first().click();
    await page.click('[data-testid=delete-yes]');
  }
}

/** Exports the only session of the list, deletes it, imports the file: it is listed again.
 *  A copy of the file with `tamper` applied to its JSON is refused first. */
async function roundTrip(page, dir, name, tamper) {
  const entry = page.locator('[data-testid=session-entry]');
  assert.equal(await entry.count(), 1);
  assert.match(await entry.innerText(), name);
  const file = await download(page, dir, '[data-testid=export-session]');
  assert.match(file.name, /^bridge-.*\.json$/);
  const saved = JSON.parse(file.text);
  await deleteAll(page);
  assert.equal(await entry.count(), 0);
  const bad = structuredClone(saved);
  tamper(bad.session);
  const badPath = join(dir, 'tampered.json');
  writeFileSync(badPath, JSON.stringify(bad));
  await page.setInputFiles('[data-testid=import-input]', badPath);
  await page.locator('[data-testid=import-error]').waitFor();
  assert.match(await page.locator('[data-testid=import-error]').innerText(), /not be imported|could not|malformed|does not/i);
  assert.equal(await entry.count(), 0, 'a refused file changes nothing');
  await page.setInputFiles('[data-testid=import-input]', file.path);
  await entry.first().waitFor();
  assert.equal(await entry.count(), 1);
  assert.match(await entry.innerText(), name);
  return saved;
}

describe('small games and scorer sheets are sessions; LIN out and alerts in', () => {
  let env;
  let dir;
  before(async () => {
    env = await start();
    dir = tempDir('bridge-small-');
  });
  after(async () => {
    await env?.stop();
  });

  test('a minibridge game survives a reload, is listed, exported and imported', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    const { page } = tab;
    await page.goto(link(env.server.url, { mode: 'minibridge', seed: '7', pace: '0' }));
    await page.locator('[data-testid=mini-intro]').waitFor({ timeout: 20_000 });
    await page.click('[data-testid=start-basic]');
    await page.locator('[data-testid=announce]').waitFor();
    await page.click('[data-testid=count-for-me]');
    await page.click('[data-testid=announce]');
    await page.locator('[data-testid=seat-S] [data-testid=said]').waitFor();
    const said = await page.locator('[data-testid=seat-S] [data-testid=said]').innerText();
    // A reload opens the same game at the same point.
    await page.reload();
    await page.locator('[data-testid=minibridge]').waitFor({ timeout: 20_000 });
    assert.equal(await page.locator('[data-testid=seat-S] [data-testid=said]').innerText(), said);
    // Back to the list: the game is there, with no deal files (it has no four-handed deals).
    await page.click('[data-testid=sessions-list]');
    await page.locator('[data-testid=session-entry]').waitFor();
    assert.equal(await page.locator('[data-testid=export-pbn]').count(), 0);
    const saved = await roundTrip(page, dir, /Minibridge/, (s) => {
      s.body.Small.Minibridge.seed += 1;
    });
    assert.equal(saved.session.kind, 'Minibridge');
    assert.equal(saved.session.body.Small.Minibridge.version, 'Basic');
    await page.click('[data-testid=open-session]');
    await page.locator('[data-testid=minibridge]').waitFor();
    assert.equal(await page.locator('[data-testid=seat-S] [data-testid=said]').innerText(), said);
    // The honeymoon list does not show it.
    await page.goto(link(env.server.url, { mode: 'honeymoon' }));
    await page.locator('[data-testid=hm-intro]').waitFor({ timeout: 20_000 });
    assert.equal(await page.locator('[data-testid=session-entry]').count(), 0);
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  test('a honeymoon rubber survives a reload, is listed, exported and imported', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const { page } = tab;
    await page.goto(link(env.server.url, { mode: 'honeymoon', seed: '5', pace: '0' }));
    await page.click('[data-testid=start-honeymoon]', { timeout: 20_000 });
    await page.locator('[data-testid=honeymoon]').waitFor();
    // South leads the first trick of the draw: play a card (twice on a touch screen).
    const card = page.locator('[data-testid=seat-S] button.card.playable').first();
    await card.waitFor();
    const played = await card.getAttribute('data-card');
    await card.click();
    if (await page.locator('[data-testid=pick-note]').count()) await card.click();
    await page.waitForFunction((c) => !document.querySelector(`[data-testid=seat-S] [data-card="${c}"]`), played);
    await page.reload();
    await page.locator('[data-testid=honeymoon]').waitFor({ timeout: 20_000 });
    assert.equal(await page.locator(`[data-testid=seat-S] [data-card="${played}"]`).count(), 0, 'the card stays played');
    await page.click('[data-testid=sessions-list]');
    await page.locator('[data-testid=session-entry]').waitFor();
    const saved = await roundTrip(page, dir, /Honeymoon bridge/, (s) => {
      s.body.Small.Honeymoon.dealt = 9;
    });
    assert.equal(saved.session.kind, 'Honeymoon');
    await page.click('[data-testid=open-session]');
    await page.locator('[data-testid=honeymoon]').waitFor();
    assert.equal(await page.locator(`[data-testid=seat-S] [data-card="${played}"]`).count(), 0);
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  test('a scorer sheet is listed, exported and imported; an evening goes out as LIN too', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 1024, height: 768 }, hasTouch: true });
    const { page } = tab;
    await page.goto(link(env.server.url, { mode: 'scorer' }));
    await page.locator('[data-testid=sessions]').waitFor({ timeout: 20_000 });
    await page.click('[data-testid=new-scorer]');
    await page.locator('[data-testid=scorer-screen]').waitFor();
    for (const [id, v] of [['level', 2], ['strain', 'S'], ['dbl', 'none'], ['declarer', 'N'], ['tricks', 10]]) {
      await page.click(`[data-testid=${id}-${v}]`);
    }
    await page.click('[data-testid=enter-deal]');
    assert.equal(await page.locator('[data-testid=total-ns]').innerText(), '120');
    await page.click('[data-testid=close-scorer]');
    await page.locator('[data-testid=session-entry]').waitFor();
    await roundTrip(page, dir, /Scorer: Chicago/, (s) => {
      s.kind = 'Practice';
    });
    await page.click('[data-testid=open-session]');
    await page.locator('[data-testid=scorer-screen]').waitFor();
    assert.equal(await page.locator('[data-testid=total-ns]').innerText(), '120');
    await page.click('[data-testid=close-scorer]');
    // A club evening's hand records as LIN: six boards that `bridge lin` reads.
    await page.selectOption('[data-testid=scorer-form]', 'evening');
    await page.selectOption('[data-testid=pairs]', '6');
    await page.selectOption('[data-testid=boards-per-round]', '2');
    await page.click('[data-testid=new-scorer]');
    await page.locator('[data-testid=movement]').waitFor();
    await page.click('[data-testid=tab-ranking]');
    const lin = await download(page, dir, '[data-testid=export-evening-lin]');
    assert.match(lin.name, /\.lin$/);
    assert.equal(lin.text.trim().split('\n').length, 6);
    if (existsSync(CLI)) {
      const pbn = execFileSync(CLI, ['lin', lin.path], { encoding: 'utf8' });
      assert.equal(pbn.match(/\[Board "/g).length, 6, pbn);
    }
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  test('a session exports its deals as LIN beside PBN, with the alerts of a LIN record', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    const { page } = tab;
    // A chicago session: the first deal at the table goes out in both formats.
    await page.goto(link(env.server.url, { mode: 'chicago', seed: '11', pace: '0' }));
    await page.click('[data-testid=new-session]', { timeout: 20_000 });
    await page.locator('[data-testid=session-screen]').waitFor();
    await page.click('[data-testid=sessions-list]');
    await page.locator('[data-testid=session-entry]').waitFor();
    const pbn = await download(page, dir, '[data-testid=export-pbn]');
    const lin = await download(page, dir, '[data-testid=export-lin]');
    assert.match(lin.name, /^bridge-.*\.lin$/);
    assert.match(lin.text, /md\|\d[SHDC]/);
    const board = /\[Deal "([^"]+)"\]/.exec(pbn.text)[1];
    if (existsSync(CLI)) {
      const back = execFileSync(CLI, ['lin', lin.path], { encoding: 'utf8' });
      assert.ok(back.includes(`[Deal "${board}"]`), `${back}\n---\n${pbn.text}`);
    }
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  test("another tab's new game shows in this tab's list at once", async () => {
    const tab = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    const { page } = tab;
    await page.goto(link(env.server.url, { mode: 'honeymoon', seed: '3' }));
    await page.locator('[data-testid=hm-intro]').waitFor({ timeout: 20_000 });
    const before = await page.locator('[data-testid=session-entry]').count();
    // A second tab of the same browser starts a rubber.
    const other = await tab.context.newPage();
    await other.goto(link(env.server.url, { mode: 'honeymoon', seed: '4' }));
    await other.click('[data-testid=start-honeymoon]', { timeout: 20_000 });
    await other.locator('[data-testid=honeymoon]').waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=session-entry]').length === n + 1, before);
    // Deleted there, it leaves this list too.
    await other.click('[data-testid=sessions-list]');
    await other.locator('[data-testid=delete-session]').last().click();
    await other.click('[data-testid=delete-yes]');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=session-entry]').length === n, before);
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });

  test('a LIN record shows its alerts and explanations in the auction, live and on the result', async () => {
    const tab = await openPage(env.browser, { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });
    const { page } = tab;
    // An auction in progress from a handviewer link: 1♣ alerted, "two or more".
    const partial = 'md|3S8765HA54DJ63CA54,S43H876DT987CT876,SAKQ2HK32DA54C932,|ah|Board 1|sv|o|mb|1C!|an|two or more|mb|p|an|no interest|';
    const viewer = `https://www.bridgebase.com/tools/handviewer.html?lin=${encodeURIComponent(partial)}`;
    await page.goto(link(env.server.url, { mode: 'practice', pace: '0', lin: viewer }));
    const alerted = page.locator('[data-testid=auction] button.call.alerted');
    await alerted.first().waitFor({ timeout: 20_000 });
    assert.equal(await alerted.count(), 1, 'only 1♣ is alerted');
    assert.match(await alerted.innerText(), /1♣\s*!/);
    await alerted.click();
    const explanation = page.locator('[data-testid=explanation]');
    assert.match(await explanation.innerText(), /alert[\s\S]*two or more/i);
    assert.equal(await explanation.locator('[data-testid=alert]').count(), 1);
    // East's pass was explained without an alert: its text, no alert badge.
    await page.locator('[data-testid=auction] button.call').nth(1).click();
    assert.match(await explanation.innerText(), /no interest/);
    assert.equal(await explanation.locator('[data-testid=alert]').count(), 0);
    // A reload keeps the notes (they are saved with the game).
    await page.reload();
    await alerted.first().waitFor({ timeout: 20_000 });
    assert.equal(await alerted.count(), 1);

    // A finished record opens on its result: its auction shows the alert too.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link(env.server.url, { mode: 'practice', pace: '0', lin: SAMPLE }));
    await page.locator('[data-testid=result]').waitFor({ timeout: 20_000 });
    const onResult = page.locator('[data-testid=result] [data-testid=auction] button.call.alerted');
    assert.equal(await onResult.count(), 1);
    await onResult.click();
    assert.match(await page.locator('[data-testid=result] [data-testid=explanation]').innerText(), /could be two clubs/);
    assert.deepEqual(tab.problems(), []);
    await tab.context.close();
  });
});
