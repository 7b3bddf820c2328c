// Starts the app. Trunk's own loader is an inline <script>, which a strict Content-Security-Policy
// (script-src 'self') refuses, so Trunk.toml's `pattern_script` puts this file in its place and
// names the wasm-bindgen module and the wasm file (hashed names) in data attributes:
//   <script type="module" src="./boot.js" data-bridge-js="bridge-app-….js" data-bridge-wasm="…_bg.wasm">
// Both names are relative to the page, so the app works under any path.
//
// The wasm is fetched here and a copy handed over to the service worker's hand-over cache
// (public/sw.js), so that on a first visit the worker does not download it a second time.
// `window.bridgeHandover` settles once the copy is stored (or could not be): the app registers
// the service worker after it (src/offline.rs).
const script = document.querySelector('script[data-bridge-js]');
const base = document.baseURI;
const { default: init } = await import(new URL(script.dataset.bridgeJs, base).href);
const wasm = new URL(script.dataset.bridgeWasm, base).href;
const response = fetch(wasm);
window.bridgeHandover = response.then((r) => handOver(wasm, r.clone())).catch(() => undefined);
await init({ module_or_path: response });

/**
 * Stores `copy` of `url` in the hand-over cache of the app's folder, on a visit no service
 * worker serves yet (later visits load from its cache); never throws.
 */
async function handOver(url, copy) {
  if (!copy.ok || !('caches' in self) || navigator.serviceWorker?.controller) return;
  try {
    const scope = new URL('./', base).pathname;
    const cache = await caches.open(`bridge:${scope}:handover`);
    await cache.put(url, copy);
  } catch {
    // No Cache Storage here (an opaque origin, storage refused): the worker downloads it.
  }
}
