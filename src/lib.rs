//! The bridge web app: a Leptos single-page app rendered in the browser.
//!
//! Four layers, each importing only the ones below it (`architecture_tests` checks it):
//!
//! - [`screens`] — one module a screen: the menu, the settings, the table, the sessions of a
//!   mode, the scorer, minibridge and honeymoon;
//! - [`ui`] — the widgets more than one screen shows: cards and hands, score cards, the bar
//!   with the way back, notices, file buttons;
//! - [`state`] — the app state shared through context: the screen on show, the play modes,
//!   the settings and the saved sessions;
//! - [`services`] — the gateways to the browser and the engine: local storage, the message
//!   catalogue, the link's parameters, the engine workers, the service worker.
//!
//! [`app`] holds the roots: they provide the state and pick the screen. The page starts with
//! the shell ([`start_shell`], `src/bin/bridge-shell.rs`: the menu and the settings) and loads
//! the whole app ([`start`], `src/main.rs`) when a mode is opened. The game's rules live in
//! the UI-free `bridge-engine` crate.

pub mod app;
pub mod screens;
pub mod services;
pub mod state;
pub mod ui;

#[cfg(test)]
mod architecture_tests;
#[cfg(test)]
mod catalogue_tests;

use leptos::prelude::*;

/// Starts the whole app ([`app::App`], every screen): installs the panic hook, removes the
/// loading message and mounts it on `<body>`.
pub fn start() {
    boot(|| leptos::mount::mount_to_body(app::App));
}

/// Starts the shell ([`app::Shell`], the start menu and the settings), the page's first module,
/// kept to be unmounted when it hands over to the whole app ([`services::parts`]).
pub fn start_shell() {
    boot(|| {
        services::parts::keep_shell(Box::new(leptos::mount::mount_to(
            leptos::tachys::dom::body(),
            app::Shell,
        )))
    });
}

fn boot(mount: impl FnOnce()) {
    std::panic::set_hook(Box::new(panic_hook));
    let doc = document();
    if let Some(loading) = doc.get_element_by_id("loading") {
        loading.remove();
    }
    mount();

    // Lets the end-to-end tests check the panic hook in the release build. Only a test build
    // has it: `scripts/test.sh` (and `BRIDGE_TEST_HOOKS=1 scripts/dist.sh`) set the variable at
    // compile time; `make dist` leaves it out.
    if services::TEST_BUILD {
        let hash = window().location().hash().unwrap_or_default();
        if hash == "#panic-test" {
            panic!("panic requested by #panic-test");
        }
    }
}

/// Logs the panic to the console and replaces the page with a friendly message in the page's
/// language, so the user never faces a blank page or a Rust panic.
fn panic_hook(info: &std::panic::PanicHookInfo<'_>) {
    leptos::logging::error!("bridge-app panicked: {info}");
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let lang = doc
        .document_element()
        .and_then(|root| root.get_attribute("lang"))
        .and_then(|code| services::i18n::Lang::from_code(&code))
        .unwrap_or_default();
    let text = |key| escape_html(&services::i18n::lookup(lang, key));
    if let Some(body) = doc.body() {
        body.set_inner_html(&format!(
            "<main class=\"panic\" role=\"alert\"><h1>{}</h1><p>{}</p>\
             <p><a class=\"button\" href=\"\">{}</a></p></main>",
            text("app.panic.title"),
            text("app.panic.body"),
            text("app.panic.reload"),
        ));
    }
}

/// Escapes text for use inside HTML elements and attributes.
pub fn escape_html(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn escape_html_escapes_markup() {
        assert_eq!(
            super::escape_html("<a href=\"x\">&'"),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
    }
}
