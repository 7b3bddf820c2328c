// Starts the app. Trunk's own loader is an inline <script>, which a strict Content-Security-Policy
// (script-src 'self') refuses, so Trunk.toml's `pattern_script` puts this file in its place and
// names the shell's wasm-bindgen module and wasm file (hashed names) in data attributes:
//   <script type="module" src="./boot.js" data-bridge-js="bridge-shell-….js" data-bridge-wasm="…_bg.wasm">
// Every name is relative to the page, so the app works under any path.
//
// The page starts with the shell (the start menu and the settings: a small module) and offers
// the whole app (every screen: bridge-app.js and bridge-app_bg.wasm) as `window.bridgeApp`:
// `load()` downloads and compiles it once, `start(mode)` runs it, opening that mode (the shell
// asks for it, src/services/parts.rs). Once the menu is up and the page idle, the whole app is
// loaded ahead, so that opening a mode seldom waits for it.
//
// `text(name)` fetches a text file of the build once a page (a language's catalogue, which the
// shell and the whole app then share) and hands it over like the wasm.
//
// Each wasm fetched here is also handed over to the service worker's hand-over cache
// (public/sw.js), so that on a first visit the worker does not download it a second time.
// `window.bridgeHandover` settles once both copies are stored (or could not be): the app
// registers the service worker after it (src/services/offline.rs).
const script = document.querySelector('script[data-bridge-js]');
const base = document.baseURI;
const href = (name) => new URL(name, base).href;

const shell = fetchWasm(href(script.dataset.bridgeWasm));
let menuUp;
const ahead = new Promise((resolve) => {
  menuUp = resolve;
});
let whole;
const texts = new Map();
// The texts' hand-overs so far (a language's catalogue is fetched before the menu shows).
const textsHanded = [];
window.bridgeApp = {
  /** Downloads and compiles the whole app, once: `{ glue, module, handed }`. */
  load() {
    whole ??= (async () => {
      const wasm = fetchWasm(href('bridge-app_bg.wasm'));
      const [glue, module] = await Promise.all([import(href('bridge-app.js')), wasm.response.then(compile)]);
      return { glue, module, handed: wasm.handed };
    })();
    // A failed download (offline before the service worker had it) is tried again next time.
    whole.catch(() => {
      whole = undefined;
    });
    return whole;
  },
  /** The text of the build's file `name` (relative to the page), fetched once. */
  text(name) {
    const url = href(name);
    if (!texts.has(url)) {
      const got = fetch(url).then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        textsHanded.push(handOver(url, response.clone()));
        return response.text();
      });
      // A failed download (offline before the service worker had it) is tried again next time.
      got.catch(() => texts.delete(url));
      texts.set(url, got);
    }
    return texts.get(url);
  },
  /** Runs the whole app, opening `mode` (a mode's link name) if given; settles once it runs. */
  async start(mode) {
    const { glue, module } = await this.load();
    if (mode) window.bridgeOpen = mode;
    await glue.default({ module_or_path: module });
  },
};
window.bridgeHandover = Promise.all([
  shell.handed,
  ahead.then(() => window.bridgeApp.load()).then(({ handed }) => handed, () => undefined),
]).then(() => Promise.all(textsHanded));
const { default: init } = await import(href(script.dataset.bridgeJs));
await init({ module_or_path: shell.response });
// The menu is up (or the shell already asked for the whole app): load it when the page is idle.
if ('requestIdleCallback' in window) requestIdleCallback(menuUp, { timeout: 2000 });
else setTimeout(menuUp, 200);

/** Fetches a wasm file and hands a copy over: `{ response, handed }`, both promises. */
function fetchWasm(url) {
  const response = fetch(url);
  const handed = response.then((r) => handOver(url, r.clone())).catch(() => undefined);
  return { response, handed };
}

/** Compiles a fetched module, streaming when the server names it application/wasm. */
async function compile(response) {
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
  try {
    return await WebAssembly.compileStreaming(response.clone());
  } catch {
    return WebAssembly.compile(await response.arrayBuffer());
  }
}

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
