// Writes the service worker of a release build: dist/sw.js from the template public/sw.js, with
// the list of every file of the build (the precache list) and a build version, a hash of all
// their contents, so any change to any file gives a new version and browsers pick it up.
// Run right after `trunk build --release` (scripts/dist.sh and scripts/test.sh do):
//   node scripts/precache.mjs [dist]
// Running it again on the same folder gives the same sw.js.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATE = fileURLToPath(new URL('../public/sw.js', import.meta.url));
/** Files of dist/ that are not precached: the worker itself. */
const SKIP = new Set(['sw.js']);

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

/**
 * Writes `<dist>/sw.js` and returns `{ version, urls }`.
 * @param {string} dist the release build's folder
 */
export function precache(dist) {
  const root = resolve(dist);
  const paths = files(root)
    .map((path) => relative(root, path).split(sep).join('/'))
    .filter((path) => !SKIP.has(path) && !path.startsWith('.'))
    .sort();
  if (!paths.includes('index.html')) throw new Error(`${root}/index.html is missing: build first`);
  const hash = createHash('sha256');
  const sums = paths.map((path) => createHash('sha256').update(readFileSync(join(root, path))).digest());
  paths.forEach((path, i) => {
    hash.update(`${path}\0`);
    hash.update(sums[i]);
  });
  const version = hash.digest('hex').slice(0, 16);
  // The page is cached as the scope URL ("./"), which is what a visitor opens.
  const urls = paths.map((path) => (path === 'index.html' ? './' : path));
  // Each file's checksum: the worker takes a file the page handed over only if it matches.
  const entries = urls.map((url, i) => ({ url, sha256: sums[i].toString('hex') }));
  const template = readFileSync(TEMPLATE, 'utf8');
  const sw = template
    .replace("'__BRIDGE_VERSION__'", JSON.stringify(version))
    .replace("['__BRIDGE_PRECACHE__']", JSON.stringify(entries, null, 2));
  if (sw === template || sw.includes('__BRIDGE_')) throw new Error(`${TEMPLATE}: placeholders not found`);
  writeFileSync(join(root, 'sw.js'), sw);
  return { version, urls };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? 'dist';
  const { version, urls } = precache(dist);
  console.log(`${dist}/sw.js: version ${version}, ${urls.length} files precached`);
}
