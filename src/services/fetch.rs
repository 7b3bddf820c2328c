//! A file fetched from the page's own site (a club's results file named by the link's
//! `event=`): the request is same-origin only, so the browser itself refuses another site and a
//! redirect to one.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use wasm_bindgen::closure::Closure;
use web_sys::js_sys::{Function, Object, Promise, Reflect};

/// Why a file could not be fetched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FetchError {
    /// The site answered with this HTTP status.
    Status(u16),
    /// No answer: offline, another site, or the request was refused.
    Network,
    /// Larger than the most that is read (its size).
    TooLarge(usize),
}

fn get(target: &JsValue, key: &str) -> Option<JsValue> {
    Reflect::get(target, &JsValue::from_str(key)).ok()
}

fn call0(target: &JsValue, method: &str) -> Option<JsValue> {
    get(target, method)?
        .dyn_into::<Function>()
        .ok()?
        .call0(target)
        .ok()
}

/// Fetches `path` (resolved against the page's address) from the page's own site and hands its
/// text, at most `max_bytes`, to `done`.
pub fn same_origin_text(
    path: &str,
    max_bytes: usize,
    done: impl FnOnce(Result<String, FetchError>) + 'static,
) {
    let finish = done;
    let Some(window) = web_sys::window() else {
        return finish(Err(FetchError::Network));
    };
    let init = Object::new();
    let _ = Reflect::set(&init, &"mode".into(), &"same-origin".into());
    let _ = Reflect::set(&init, &"credentials".into(), &"same-origin".into());
    let fetch = get(&window, "fetch").and_then(|f| f.dyn_into::<Function>().ok());
    let Some(promise) = fetch
        .and_then(|f| f.call2(&window, &JsValue::from_str(path), &init).ok())
        .and_then(|p| p.dyn_into::<Promise>().ok())
    else {
        return finish(Err(FetchError::Network));
    };
    // One callback answers, whichever path the promises take.
    type Finish = Rc<RefCell<Option<Box<dyn FnOnce(Result<String, FetchError>)>>>>;
    let finish: Finish = Rc::new(RefCell::new(Some(Box::new(finish))));
    let answer = |finish: &Finish, r: Result<String, FetchError>| {
        if let Some(f) = finish.borrow_mut().take() {
            f(r);
        }
    };
    let failed = move |finish: Finish| -> Closure<dyn FnMut(JsValue)> {
        Closure::once(move |_: JsValue| answer(&finish, Err(FetchError::Network)))
    };
    let on_response = {
        let finish = finish.clone();
        Closure::once(move |response: JsValue| {
            let ok = get(&response, "ok").and_then(|v| v.as_bool()) == Some(true);
            if !ok {
                let status = get(&response, "status")
                    .and_then(|v| v.as_f64())
                    .map_or(0, |s| s as u16);
                return answer(&finish, Err(FetchError::Status(status)));
            }
            let Some(text) = call0(&response, "text").and_then(|p| p.dyn_into::<Promise>().ok())
            else {
                return answer(&finish, Err(FetchError::Network));
            };
            let on_text = {
                let finish = finish.clone();
                Closure::once(move |text: JsValue| {
                    let r = match text.as_string() {
                        Some(t) if t.len() > max_bytes => Err(FetchError::TooLarge(t.len())),
                        Some(t) => Ok(t),
                        None => Err(FetchError::Network),
                    };
                    answer(&finish, r);
                })
            };
            let fail = failed(finish);
            let _ = text.then2(&on_text, &fail);
            on_text.forget();
            fail.forget();
        })
    };
    let fail = failed(finish);
    let _ = promise.then2(&on_response, &fail);
    on_response.forget();
    fail.forget();
}
