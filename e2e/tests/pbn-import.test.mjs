// A PBN file from another program (issue 34, item 7): a byte-order mark, the standard's
// irregularity marks, an empty Play on a passed-out board, a broken game and a game without a
// deal. The import says how many deals came in and lists the games left out with their board
// and reason, in English and in Persian, on a desktop and on a phone; the first deal is dealt.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, start } from '../lib/harness.mjs';

const DEAL = 'N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQJ';
const TWICE = 'N:AKQJ.AKQ.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQJ';

const PBN = [
  '\uFEFF% PBN 2.1',
  '[Event "##Club night"]',
  '[Board "7"]',
  '[Dealer "N"]',
  '[Vulnerable "None"]',
  `[Deal "${DEAL}"]`,
  '[Declarer "S"]',
  '[Contract "2D"]',
  '[Auction "N"]',
  'Pass 1D ^I 1C Pass',
  '2D Pass Pass Pass',
  '[Play "W"]',
  'CA ^R S7 C2 C3',
  '*',
  '',
  '[Board "8"]',
  '[Dealer "E"]',
  '[Vulnerable "NS"]',
  `[Deal "${DEAL}"]`,
  '[Declarer ""]',
  '[Contract "Pass"]',
  '[Result ""]',
  '[Auction "E"]',
  'AP',
  '[Play ""]',
  '',
  '[Board "9"]',
  '[Dealer "S"]',
  `[Deal "${TWICE}"]`,
  '',
  '[Board "10"]',
  '[Dealer "W"]',
  '',
  '[Board "11"]',
  '[Dealer "N"]',
  '[Vulnerable "All"]',
  `[Deal "${DEAL}"]`,
  '',
].join('\r\n');

describe('a PBN file from another program', () => {
  let env;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.stop();
  });

  const cases = [
    {
      lang: 'en',
      viewport: { width: 1280, height: 800 },
      summary: /^3 deals came in from the PBN file/,
      heading: '2 games of the file were left out:',
      lines: [/^board 9 \(line 29\): its Deal tag cannot be read$/, /^board 10 \(line 31\): it has no complete deal/],
    },
    {
      lang: 'fa',
      viewport: { width: 390, height: 844 },
      options: { hasTouch: true, isMobile: true },
      summary: /دست از فایل PBN وارد شد/,
      heading: null,
      lines: [/تختهٔ ⁦9⁩ \(سطر ⁦29⁩\): برچسب ⁦Deal⁩ آن خوانده نمی‌شود/, /تختهٔ ⁦10⁩ \(سطر ⁦31⁩\): پخش کاملی ندارد/],
    },
  ];
  for (const c of cases) {
    test(`${c.lang} at ${c.viewport.width}x${c.viewport.height}: the deals come in, the broken games are listed`, async () => {
      const tab = await openPage(env.browser, { viewport: c.viewport, ...(c.options ?? {}) });
      const { page } = tab;
      const url = new URL(env.server.url);
      url.search = new URLSearchParams({ lang: c.lang, pace: '0' }).toString();
      await page.goto(url.href);
      await page.locator('[data-mode=duplicate]').click({ timeout: 20_000 });
      await page.locator('[data-testid=sessions]').waitFor();
      await page.locator('[data-testid=import-input]').setInputFiles({
        name: 'club.pbn',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(PBN, 'utf8'),
      });
      const info = page.locator('[data-testid=import-info]');
      await info.waitFor();
      assert.match(await info.innerText(), c.summary);
      const skipped = page.locator('[data-testid=import-skipped]');
      if (c.heading) assert.equal(await skipped.locator('p').innerText(), c.heading);
      const items = await skipped.locator('li').allInnerTexts();
      assert.equal(items.length, c.lines.length, items.join('\n'));
      c.lines.forEach((re, i) => assert.match(items[i], re));
      // The list fits the screen: nothing runs off its side.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
      // The new session deals the file's first board first, numbered as the file numbers it.
      assert.equal(await page.locator('[data-testid=session-entry]').count(), 1);
      await page.click('[data-testid=open-session]');
      await page.locator('[data-testid=board-number]').waitFor({ timeout: 20_000 });
      assert.equal((await page.locator('[data-testid=board-number]').innerText()).trim(), '7');
      const problems = tab.problems();
      await tab.context.close();
      assert.deepEqual(problems, []);
    });
  }
});
