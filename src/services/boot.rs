//! What `public/boot.js` offers the page's modules as `window.bridgeApp`: the whole app's
//! `load` and `start` (see [`super::parts`]) and `text`, a text file of the build fetched once a
//! page (a language's catalogue, [`super::i18n::load`]).

use wasm_bindgen::{JsCast, JsValue};
use web_sys::js_sys::{Function, Promise, Reflect};

/// `window.bridgeApp.<name>(arg)`, if boot.js offered it: the promise it returns.
pub fn call(name: &str, arg: &JsValue) -> Option<Promise> {
    let window = web_sys::window()?;
    let parts = Reflect::get(&window, &"bridgeApp".into()).ok()?;
    let method = Reflect::get(&parts, &name.into())
        .ok()?
        .dyn_into::<Function>()
        .ok()?;
    method.call1(&parts, arg).ok()?.dyn_into::<Promise>().ok()
}

/// The text of the build's file `name` (relative to the page), fetched once a page
/// (`window.bridgeApp.text` in boot.js: the shell and the whole app share the download, and a
/// first visit hands it over to the service worker like the wasm modules). The error says why.
pub async fn fetch_text(name: &str) -> Result<String, String> {
    let promise = call("text", &JsValue::from_str(name))
        .ok_or_else(|| format!("{name}: boot.js did not offer bridgeApp.text"))?;
    let text = wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .map_err(|e| format!("{name}: {}", error_text(&e)))?;
    text.as_string()
        .ok_or_else(|| format!("{name}: not a text"))
}

/// A JavaScript error's message (or the value as the console would show it).
fn error_text(e: &JsValue) -> String {
    Reflect::get(e, &"message".into())
        .ok()
        .and_then(|m| m.as_string())
        .unwrap_or_else(|| format!("{e:?}"))
}
