// The app's service worker: the app works offline after one visit, and a new release replaces
// the old one cleanly. Plain JavaScript, no build tool.
//
// This file is a template: after `trunk build --release`, scripts/precache.mjs writes dist/sw.js
// from it with VERSION (a hash of every file of the build) and PRECACHE (every file of the
// build, the hashed wasm, js and css included, as URLs relative to this file) filled in. The
// app registers dist/sw.js in release builds only (src/offline.rs).
//
// - install: every file of this version goes into its own cache. A file the page already
//   loaded on this visit (the shell's and the whole app's wasm, handed over by boot.js, and the
//   engine workers' wasm, by worker-boot.js, in the hand-over cache) is taken from there when its SHA-256 is this
//   version's, so a first visit downloads it once; every other file is fetched bypassing the
//   HTTP cache. If any file fails, the install fails and the previous version stays in charge.
// - fetch: same-origin GET requests inside the scope are answered from this version's cache
//   (page navigations by its index.html), anything else in scope from the network. Requests
//   to other hosts are never touched (and the app makes none).
// - A new version waits until the page, once fully started, tells it to take over
//   ("skip-waiting"): the running page has every file it needs, and the next load is served
//   entirely by the new version. activate deletes this app's caches of other versions.
const VERSION = '__BRIDGE_VERSION__';
/** Every file of the build: its URL relative to this file and the SHA-256 of its content. */
const PRECACHE = ['__BRIDGE_PRECACHE__'];

const SCOPE = new URL(self.registration.scope);
// Per scope: two copies of the app on one origin (different paths) keep separate caches.
const PREFIX = `bridge:${SCOPE.pathname}:`;
const CACHE = PREFIX + VERSION;
// What the pages and workers of this scope loaded before a worker took charge (boot.js and
// worker-boot.js write it under the same name).
const HANDOVER = `${PREFIX}handover`;

self.addEventListener('install', (event) => {
  event.waitUntil(fill());
});

async function fill() {
  const cache = await caches.open(CACHE);
  const handover = await caches.open(HANDOVER);
  await Promise.all(
    PRECACHE.map(async ({ url, sha256 }) => {
      const request = new Request(new URL(url, SCOPE), { cache: 'reload' });
      const handed = await handover.match(request.url);
      if (handed && (await digest(handed.clone())) === sha256) {
        await cache.put(request, handed);
        return;
      }
      const response = await fetch(request);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      await cache.put(request, response);
    }),
  );
  await caches.delete(HANDOVER);
}

/** The SHA-256 of a response's body, in hex. */
async function digest(response) {
  const bytes = await crypto.subtle.digest('SHA-256', await response.arrayBuffer());
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return;
  event.respondWith(answer(request, url));
});

async function answer(request, url) {
  const cache = await caches.open(CACHE);
  const index = url.pathname === SCOPE.pathname || url.pathname === `${SCOPE.pathname}index.html`;
  // The page itself, whatever its query (?mode=…&deal=…), is this version's index.html.
  const cached = request.mode === 'navigate' && index
    ? await cache.match(SCOPE.href)
    : await cache.match(request, { ignoreVary: true });
  return cached ?? fetch(request);
}
