//! Offline use: registers the service worker of a release build (`sw.js`, written into `dist/`
//! by `scripts/precache.mjs` from `public/sw.js`) and tells the player when a new version of the
//! app is ready.
//!
//! A new version's worker installs in the background (it caches every file of that version) and
//! then waits. This page, already fully started, asks it to take over at once: the page keeps
//! running the version it started with, and the next load is served entirely by the new one.
//! The caller is told (the app shows a notice with a way to reload now).
//!
//! Development builds (`trunk serve`, which has no `sw.js`) do not register a worker.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::js_sys::{Promise, Reflect};
use web_sys::{ServiceWorker, ServiceWorkerRegistration, ServiceWorkerState};

/// The worker's file, relative to the page: its scope is the app's folder, wherever it is hosted.
const WORKER: &str = "sw.js";

/// Registers the service worker in release builds; a browser without service workers (or a page
/// that is not a secure context) simply runs online. `on_update` runs when a new version has
/// taken over, for the next load.
pub fn register(on_update: impl Fn() + 'static) {
    if cfg!(debug_assertions) {
        return;
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    if !Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false) {
        return;
    }
    let container = navigator.service_worker();
    // A page that was served by a worker is an update's audience; a first visit is not.
    let had_controller = container.controller().is_some();
    let on_controller_change = Closure::<dyn FnMut()>::new(move || {
        if had_controller {
            on_update();
        }
    });
    container.set_oncontrollerchange(Some(on_controller_change.as_ref().unchecked_ref()));
    on_controller_change.forget();

    let on_registered = Closure::<dyn FnMut(wasm_bindgen::JsValue)>::new(
        move |registration: wasm_bindgen::JsValue| {
            // Checked, not assumed: a browser that stubs `register` out (an automation tool's
            // "block service workers", a privacy add-on) may resolve it with nothing.
            match registration.dyn_into::<ServiceWorkerRegistration>() {
                Ok(registration) => watch(&registration),
                Err(other) => {
                    leptos::logging::warn!("offline use unavailable: registered as {other:?}")
                }
            }
        },
    );
    let on_refused =
        Closure::<dyn FnMut(wasm_bindgen::JsValue)>::new(|error: wasm_bindgen::JsValue| {
            leptos::logging::warn!("offline use unavailable: service worker refused: {error:?}");
        });
    // After boot.js has handed its copies of the shell's and the whole app's wasm over
    // (public/boot.js): the worker's install then takes them from there instead of downloading
    // them again.
    let handover = Reflect::get(&window, &"bridgeHandover".into())
        .ok()
        .and_then(|p| p.dyn_into::<Promise>().ok())
        .unwrap_or_else(|| Promise::resolve(&wasm_bindgen::JsValue::UNDEFINED));
    let on_handed_over = Closure::<dyn FnMut(wasm_bindgen::JsValue)>::new(move |_| {
        let promise: Promise = container.register(WORKER);
        let _ = promise.then2(&on_registered, &on_refused);
    });
    let _ = handover.then(&on_handed_over);
    on_handed_over.forget();
}

/// Hands over to a new version's worker as soon as it has installed.
fn watch(registration: &ServiceWorkerRegistration) {
    if let Some(waiting) = registration.waiting() {
        take_over(&waiting);
    }
    let reg = registration.clone();
    let on_update_found = Closure::<dyn FnMut()>::new(move || {
        let Some(installing) = reg.installing() else {
            return;
        };
        let worker = installing.clone();
        let on_state = Closure::<dyn FnMut()>::new(move || {
            if worker.state() == ServiceWorkerState::Installed {
                take_over(&worker);
            }
        });
        installing.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
        on_state.forget();
    });
    registration.set_onupdatefound(Some(on_update_found.as_ref().unchecked_ref()));
    on_update_found.forget();
}

/// Asks an installed (waiting) worker to activate; this page already has every file it needs.
fn take_over(worker: &ServiceWorker) {
    if let Err(e) = worker.post_message(&"skip-waiting".into()) {
        leptos::logging::warn!("new version not activated: {e:?}");
    }
}

/// Loads the page again (the "Reload now" button of the update notice).
pub fn reload() {
    if let Err(e) = window().location().reload() {
        leptos::logging::warn!("reload refused: {e:?}");
    }
}
