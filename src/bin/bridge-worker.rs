//! The engine worker: the program each Web Worker of the page's pool runs
//! (src/services/worker/pool.rs). It answers every request of the page (a JSON
//! [`Request`](bridge_app::services::worker::protocol::Request)) with the result of its job,
//! one at a time, and says [`Reply::Ready`] once started. Trunk builds it as a second WebAssembly module
//! started by `public/worker-boot.js` (index.html).

use bridge_app::services::worker::protocol::{Reply, Request, decode, encode};
use bridge_engine::{Deal, Strain, dd};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

fn main() {
    // Only meaningful inside a browser's worker; a native build of the workspace just has it.
    if !cfg!(target_arch = "wasm32") {
        eprintln!("bridge-worker runs in a browser's Web Worker");
        return;
    }
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let post = {
        let scope = scope.clone();
        move |reply: &Reply| {
            // Cannot fail for a string; if it did, the page would see the job never end.
            let _ = scope.post_message(&JsValue::from_str(&encode(reply)));
        }
    };
    let post_done = post.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        match decode::<Request>(&text) {
            Ok(request) => post_done(&Reply::Done {
                id: request.id,
                answer: request.job.run(),
            }),
            // A page of another version of the app: nothing to answer to.
            Err(e) => web_sys::console::error_1(&JsValue::from_str(&e)),
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(&Reply::Ready);
    // Warm up while the player is still at the table: a first search makes the browser compile
    // the solver's hot code for speed (it starts on a quick baseline compile) and gives the
    // solver its memory, so the first real table is as fast as the next ones. A job that comes
    // meanwhile waits in the worker's message queue.
    let warm_up = Closure::once_into_js(|| {
        let _ = dd::dd_strain(&Deal::random(WARM_UP_SEED), Strain::NoTrump);
    });
    let _ = scope.set_timeout_with_callback(warm_up.unchecked_ref());
}

/// The deal of the warm-up search: an ordinary one (a few tenths of a second).
const WARM_UP_SEED: u64 = 1;
