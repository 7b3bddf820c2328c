// Draws the app's PNG icons (web app manifest, home screens) from public/favicon.svg with the
// Debian Chromium the browser tests use; nothing is downloaded. The PNGs are committed: run this
// only after changing the favicon.
//   node scripts/icons.mjs        (from the repository root, after `make setup`)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const root = new URL('..', import.meta.url).pathname;
// playwright-core is installed in e2e/ (see e2e/package.json).
const { chromium } = createRequire(`${root}e2e/package.json`)('playwright-core');
const svg = readFileSync(`${root}public/favicon.svg`, 'utf8');
const FELT = '#0b6e4f';

// "any" icons are the favicon itself; maskable ones fill the square with the felt colour and
// keep the spade inside the central safe zone (a circle of 80 % of the size).
const spade = svg.replace(/<rect[^>]*\/>/, '');
const ICONS = [
  { file: 'icon-192.png', size: 192, body: svg },
  { file: 'icon-512.png', size: 512, body: svg },
  { file: 'icon-maskable-192.png', size: 192, body: spade, maskable: true },
  { file: 'icon-maskable-512.png', size: 512, body: spade, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, body: spade, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inner = icon.maskable ? Math.round(icon.size * 0.62) : icon.size;
    const data = `data:image/svg+xml;base64,${Buffer.from(icon.body).toString('base64')}`;
    await page.setContent(`<!doctype html><html><body style="margin:0;display:grid;place-items:center;
      inline-size:${icon.size}px;block-size:${icon.size}px;background:${icon.maskable ? FELT : 'transparent'}">
      <img src="${data}" width="${inner}" height="${inner}"></body></html>`);
    await page.locator('img').evaluate((img) => img.decode());
    writeFileSync(`${root}public/icons/${icon.file}`, await page.screenshot({ omitBackground: !icon.maskable }));
    await page.close();
    console.log(`public/icons/${icon.file} ${icon.size}x${icon.size}`);
  }
} finally {
  await browser.close();
}
