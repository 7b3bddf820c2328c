//! The app's two parts on the page: the small shell the page starts with (the start menu and the
//! settings, `src/bin/bridge-shell.rs`) and the whole app (`src/main.rs`: every screen), loaded
//! when a mode is first opened. `public/boot.js` starts the shell and offers the whole app as
//! `window.bridgeApp`: `load()` downloads and compiles it once (boot.js asks for it when the
//! menu is idle, so opening a mode rarely waits), `start(mode)` runs it, opening that mode.
//!
//! The hand-over: the shell asks `start`, the whole app mounts its root beside the shell's, and
//! the shell then unmounts its own ([`hand_over`]), so the page is never blank in between. The
//! settings are in storage and the link is read again, so only the mode opened passes over
//! (`window.bridgeOpen`, read by [`opened`]).

use std::any::Any;
use std::cell::RefCell;

use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::Closure;
use web_sys::js_sys::Reflect;

use super::boot;
use super::i18n::Lang;

thread_local! {
    /// The shell's mounted root (a Leptos `UnmountHandle`): dropped at the hand-over, which
    /// unmounts the shell's view and disposes of its reactive owner and listeners.
    static SHELL: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
}

/// Keeps the shell's mounted root until [`hand_over`] drops it.
pub fn keep_shell(root: Box<dyn Any>) {
    SHELL.with(|s| *s.borrow_mut() = Some(root));
}

/// Starts the whole app opening `mode` (a mode's link name; `None`: where the link and the last
/// visit say), then unmounts the shell. If it cannot load (offline before the service worker
/// had it), the shell stays and the console says why.
pub fn hand_over(mode: Option<&str>) {
    let arg = mode.map_or(JsValue::UNDEFINED, JsValue::from_str);
    let Some(started) = boot::call("start", &arg) else {
        leptos::logging::error!("the app's module cannot be loaded: boot.js did not offer it");
        return;
    };
    let done = Closure::once(|_: JsValue| SHELL.with(|s| drop(s.borrow_mut().take())));
    let failed = Closure::once(|e: JsValue| {
        leptos::logging::error!("the app's module did not start: {e:?}");
    });
    let _ = started.then2(&done, &failed);
    // Each runs at most once, when the promise settles.
    done.forget();
    failed.forget();
}

/// The mode the shell opened, in the whole app (its link name), if the shell handed over.
pub fn opened() -> Option<String> {
    let window = web_sys::window()?;
    Reflect::get(&window, &"bridgeOpen".into())
        .ok()?
        .as_string()
}

/// What the shell may do with the page's link (its query, `?…`): show the menu, in the link's
/// language if it names one (`Some(lang)`), or hand over at once (`None`): any other parameter
/// (a mode, deals, a seed…), or a language it does not know, is the whole app's to apply or
/// report.
pub fn menu_link(query: &str) -> Option<Option<Lang>> {
    let mut lang = None;
    for pair in query
        .strip_prefix('?')
        .unwrap_or(query)
        .split('&')
        .filter(|p| !p.is_empty())
    {
        let code = pair.strip_prefix("lang=")?;
        lang = Some(Lang::from_code(code)?);
    }
    Some(lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shell_shows_the_menu_only_for_a_plain_link_or_a_known_language() {
        assert_eq!(menu_link(""), Some(None));
        assert_eq!(menu_link("?"), Some(None));
        assert_eq!(menu_link("?lang=fa"), Some(Some(Lang::Fa)));
        assert_eq!(menu_link("?lang=fa&lang=pl"), Some(Some(Lang::Pl)));
        for query in [
            "?mode=practice",
            "?lang=xx",
            "?lang=fa&seed=1",
            "?deal=N:AKQJ",
            "?pace=0",
            "?utm_source=club",
            "?lang",
        ] {
            assert_eq!(menu_link(query), None, "{query}");
        }
    }
}
