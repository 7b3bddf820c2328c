// Starts the app. Trunk's own loader is an inline <script>, which a strict Content-Security-Policy
// (script-src 'self') refuses, so Trunk.toml's `pattern_script` puts this file in its place and
// names the wasm-bindgen module and the wasm file (hashed names) in data attributes:
//   <script type="module" src="./boot.js" data-bridge-js="bridge-app-….js" data-bridge-wasm="…_bg.wasm">
// Both names are relative to the page, so the app works under any path.
const script = document.querySelector('script[data-bridge-js]');
const base = document.baseURI;
const { default: init } = await import(new URL(script.dataset.bridgeJs, base).href);
await init({ module_or_path: new URL(script.dataset.bridgeWasm, base).href });
