// The engine worker's start script (src/worker/pool.rs starts each worker with it), in place of
// Trunk's loader shim: loads the wasm-bindgen glue (bridge-worker.js, Trunk's no-modules
// build of src/bin/bridge-worker.rs) and its module. importScripts only, no inline code, so it
// runs under the app's Content-Security-Policy.
//
// On a visit the service worker does not serve yet, the page starts the worker as
// `worker-boot.js#handover`: the module's bytes are then also handed over to the service
// worker's hand-over cache (public/sw.js), so that its install does not download them again.
importScripts('./bridge-worker.js');
const url = new URL('./bridge-worker_bg.wasm', self.location.href).href;
const response = fetch(url);
if (self.location.hash === '#handover' && 'caches' in self) {
  const name = `bridge:${new URL('./', self.location.href).pathname}:handover`;
  response
    .then(async (r) => {
      // Copied at once, before wasm_bindgen reads the body. Stored only while the page's
      // hand-over still waits for the service worker's install, which deletes the cache.
      const copy = r.clone();
      if (!copy.ok || !(await caches.has(name))) return;
      const cache = await caches.open(name);
      await cache.put(url, copy);
      // The install may have ended (and deleted the cache) between `has` and `open`, which
      // then made a new one that nothing would delete: a cache holding only this module, none
      // of the page's (boot.js hands those over before any worker starts), is that one.
      const held = await cache.keys();
      if (held.every((request) => request.url === url)) await caches.delete(name);
    })
    .catch(() => {
      // No Cache Storage here (storage refused): the service worker downloads it.
    });
}
wasm_bindgen({ module_or_path: response });
