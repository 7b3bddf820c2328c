// Takes the README's screenshot of the start menu: node screenshot.mjs DIST OUT.png
import { resolve } from 'node:path';
import { openApp, openPage, start } from './lib/harness.mjs';

const [dist = '../dist', out = '../docs/screenshot.png'] = process.argv.slice(2);
const env = await start({ dist: resolve(dist) });
try {
  const tab = await openPage(env.browser, { viewport: { width: 1000, height: 760 } });
  await openApp(tab.page, env.server.url);
  await tab.page.screenshot({ path: resolve(out) });
  const problems = tab.problems();
  if (problems.length) throw new Error(problems.join('\n'));
  console.log(`wrote ${resolve(out)}`);
} finally {
  await env.stop();
}
