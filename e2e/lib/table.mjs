// Playing at the table from a test: press buttons as a player would and check the result
// against the engine's command-line tool (built by the native tests).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export const CLI = resolve(process.env.BRIDGE_CLI ?? new URL('../../target/debug/bridge', import.meta.url).pathname);

/** Runs the `bridge` tool and returns its output. */
export function bridge(...args) {
  assert.ok(existsSync(CLI), `${CLI} is missing: the native tests build it`);
  return execFileSync(CLI, args).toString();
}

/** Presses a button the way the test says: mouse click, touch tap, or keyboard Enter. */
export async function press(locator, how) {
  const opts = { timeout: 3000 };
  if (how === 'tap') await locator.tap(opts);
  else if (how === 'key') {
    await locator.focus(opts);
    await locator.press('Enter', opts);
  } else await locator.click(opts);
}

/**
 * Plays until the result screen: the player passes in the auction, plays the first playable
 * card (their own or dummy's) and accepts a robot declarer's claim. On a touch screen a second tap confirms (the tablet-safe setting).
 */
export async function playToEnd(page, how = 'click') {
  const result = page.locator('[data-testid=result]');
  for (let step = 0; step < 600; step++) {
    if (await result.count()) return;
    try {
      // A robot declarer's claim: the player accepts it.
      const robotClaim = page.locator('[data-testid=robot-claim-accept]');
      if (await robotClaim.count()) {
        await press(robotClaim, how);
        continue;
      }
      const confirm = page.locator('[data-testid=confirm-call]');
      if (await confirm.count()) {
        await press(confirm, how);
        continue;
      }
      const pass = page.locator('.bid.pass[aria-disabled=false]');
      if (await pass.count()) {
        await press(pass, how);
        continue;
      }
      const picked = page.locator('button.card.picked.playable');
      if (await picked.count()) {
        await press(picked.first(), how);
        continue;
      }
      const playable = page.locator('button.card.playable');
      if (await playable.count()) {
        await press(playable.first(), how);
        continue;
      }
    } catch {
      // The table moved on between looking and pressing: look again.
    }
    await page.waitForTimeout(100);
  }
  throw new Error('the deal did not reach its result');
}

/** Passes (confirming each call on a touch screen) until one of the player's cards can be played. */
export async function passToPlay(page) {
  const playable = page.locator('button.card.playable');
  for (let i = 0; i < 300 && !(await playable.count()); i++) {
    const confirm = page.locator('[data-testid=confirm-call]');
    const pass = page.locator('.bid.pass[aria-disabled=false]');
    if (await confirm.count()) await confirm.click({ timeout: 2000 }).catch(() => {});
    else if (await pass.count()) await pass.click({ timeout: 2000 }).catch(() => {});
    else await page.waitForTimeout(50);
  }
  await playable.first().waitFor();
}

/** Whether a bidding-box call or a card can be pressed now (they are never `disabled`, so the
 * keyboard focus stays on them; `aria-disabled` says when they cannot be used). */
export async function canPress(locator) {
  return (await locator.count()) > 0 && (await locator.first().getAttribute('aria-disabled')) === 'false';
}

/** Checks the result screen's score against `bridge score`, and returns the result's facts. */
export async function checkScore(page) {
  const result = page.locator('[data-testid=result]');
  const facts = {
    contract: await result.getAttribute('data-contract'),
    declarer: await result.getAttribute('data-declarer'),
    tricks: await result.getAttribute('data-tricks'),
    vul: await result.getAttribute('data-vulnerable'),
  };
  const yours = Number(await page.locator('[data-testid=your-score]').innerText());
  if (facts.contract === 'Pass') {
    assert.equal(yours, 0);
    return facts;
  }
  const expected = Number(bridge('score', facts.contract, facts.declarer, facts.vul, facts.tricks).trim());
  assert.equal(Number(await page.locator('[data-testid=declarer-score]').innerText()), expected, JSON.stringify(facts));
  const ours = facts.declarer === 'N' || facts.declarer === 'S';
  assert.equal(yours, ours ? expected : -expected);
  // Every trick is recorded, unless a claim ended the play early.
  if (!(await page.locator('.claim-note').count())) {
    assert.equal(await page.locator('[data-testid=play-record] tbody tr').count(), 13);
  }
  return facts;
}

