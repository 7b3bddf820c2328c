import { readFileSync, readdirSync } from 'node:fs';
import { openPage, start, CHROMIUM_ARGS } from '/work/main/e2e/lib/harness.mjs';
if (process.env.EXTRA) CHROMIUM_ARGS.push(...process.env.EXTRA.split(' '));
import { playToEnd } from '/work/main/e2e/lib/table.mjs';
async function openSession(page, base, { mode, seed, lang = 'en' }) {
  const url = new URL(base);
  url.search = new URLSearchParams({ mode, seed: String(seed), pace: '0', lang }).toString();
  await page.goto(url.href);
  await page.locator('[data-testid=sessions]').waitFor({ timeout: 20_000 });
  await page.click('[data-testid=new-session]');
  await page.locator('[data-testid=session-screen]').waitFor();
}
function bytype() {
  const m = {};
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      const comm = readFileSync(`/proc/${p}/comm`, 'utf8');
      if (!/chrom/i.test(comm)) continue;
      const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8');
      let t = (cmd.match(/--type=([a-z-]+)/) || [0, 'browser'])[1];
      const u = (cmd.match(/--utility-sub-type=([a-zA-Z.]+)/) || [0, ''])[1];
      if (u) t += ':' + u;
      const f = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      m[t] = (m[t] || 0) + (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / 100;
    } catch {}
  }
  return m;
}
function cpu() { // all chromium processes' CPU seconds
  let t = 0;
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      const comm = readFileSync(`/proc/${p}/comm`, 'utf8');
      if (!/chrom/i.test(comm)) continue;
      const f = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      t += (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / 100;
    } catch {}
  }
  return t;
}
const env = await start();
const base = env.server.url;
let last = cpu(); const t0 = Date.now();
const mark = (what) => { const c = cpu(); console.log(what, (c - last).toFixed(2), 'cpu s', ((Date.now()-t0)/1000).toFixed(1)); last = c; };
mark('browser up');
for (let k = 0; k < 5; k++) {
  const opts = { viewport: { width: 1280, height: 800 } };
  const { page, context } = await openPage(env.browser, opts);
  const url = new URL(base);
  url.search = new URLSearchParams({ mode: 'chicago', seed: String(4), pace: '0', lang: 'en' }).toString();
  await page.goto(url.href);
  await page.locator('[data-testid=sessions]').waitFor({ timeout: 20_000 });
  await page.click('[data-testid=new-session]');
  await page.locator('[data-testid=session-screen]').waitFor();
  await page.waitForTimeout(4000);
  console.log('before close', JSON.stringify(bytype()));
  await context.close();
  mark('context to session screen + 4 s'); console.log(JSON.stringify(bytype()));
}
await env.stop();
