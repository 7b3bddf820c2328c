//! The app's roots: they provide the app state and the language through context and pick the
//! screen on show; every screen is drawn by its own module under [`crate::screens`].
//!
//! Two roots, one a WebAssembly module ([`crate::services::parts`]): [`Shell`], which the page
//! starts with (the start menu and the settings only, so a first visit is small), and [`App`],
//! every screen, which the shell hands over to when a mode is opened.

use leptos::prelude::*;

use crate::screens::card::CardScreen;
use crate::screens::menu::StartMenu;
use crate::screens::sessions::ModeSessions;
use crate::screens::settings::SettingsScreen;
use crate::screens::table::Table;
use crate::services::i18n::{self, HonourLetters, Lang, Locale, lookup, t};
use crate::services::{offline, parts};
use crate::state::modes::{Mode, ModeScreen};
use crate::state::sessions::{resume_mode, store};
use crate::state::{AppState, Notice, Screen};
use crate::ui::notices::{LinkErrors, NoticeBar};

/// What the shell passes to the whole app when the convention card is opened (a mode passes
/// its link name).
const CARD_LINK: &str = "card";

/// The whole app's root: provides [`AppState`] and [`Locale`], keeps `<html lang dir>` and the
/// page title in step with the language, and shows the current screen.
#[component]
pub fn App() -> impl IntoView {
    let state = AppState::load();
    // A session that was open when the page was left (reload, closed tab, crash) opens again.
    if let Some(mode) = resume_mode(&state.sessions) {
        state.screen.set(Screen::Play(mode));
    }
    // A link's mode and language win over where the last visit was left.
    state.apply_link(&window().location().search().unwrap_or_default());
    // The mode (or the convention card) the player opened in the shell.
    match parts::opened().as_deref() {
        Some(CARD_LINK) => state.screen.set(Screen::Card),
        Some(link) => {
            if let Some(mode) = Mode::from_link(link) {
                state.screen.set(Screen::Play(mode));
            }
        }
        None => {}
    }
    root(state, move |screen| match screen {
        Screen::Menu => view! { <StartMenu/> }.into_any(),
        Screen::Settings => view! { <SettingsScreen/> }.into_any(),
        Screen::Card => view! { <CardScreen/> }.into_any(),
        Screen::Play(mode) => match mode.info().screen {
            ModeScreen::Table => view! { <Table/> }.into_any(),
            ModeScreen::Sessions => view! { <ModeSessions mode=mode/> }.into_any(),
        },
    })
}

/// The shell's root: the start menu and the settings. Opening a mode hands over to [`App`]; so
/// does a link that asks for more than a language, or a session left open on the last visit,
/// at once (the whole app applies them).
#[component]
pub fn Shell() -> impl IntoView {
    let state = AppState::for_shell();
    let query = window().location().search().unwrap_or_default();
    let at_once = match parts::menu_link(&query) {
        Some(lang) if store::open_id().is_none() => {
            state.link_lang.set(lang);
            false
        }
        _ => true,
    };
    if at_once {
        parts::hand_over(None);
    }
    Effect::new(move |_| match state.screen.get() {
        Screen::Play(mode) => parts::hand_over(Some(mode.info().link)),
        // The card is drawn from the robots' system, which only the whole app holds.
        Screen::Card => parts::hand_over(Some(CARD_LINK)),
        Screen::Menu | Screen::Settings => {}
    });
    root(state, move |screen| match screen {
        _ if at_once => loading(),
        Screen::Menu => view! { <StartMenu/> }.into_any(),
        Screen::Settings => view! { <SettingsScreen/> }.into_any(),
        Screen::Play(_) | Screen::Card => loading(),
    })
}

/// What the shell shows while the whole app loads.
fn loading() -> AnyView {
    view! {
        <p class="loading" role="status">
            {move || t("app.loading")}
        </p>
    }
    .into_any()
}

/// What both roots share: the context, the language of the page, the notices and the screen
/// (drawn by `screen`).
fn root(
    state: AppState,
    screen: impl Fn(Screen) -> AnyView + Send + Sync + 'static,
) -> impl IntoView {
    provide_context(state);
    offline::register(move || state.notice.set(Some(Notice::UpdateReady)));
    let shown = shown_language(state);
    let lang = Memo::new(move |_| shown.get().unwrap_or_default());
    provide_context(Locale(lang.into()));
    let letters = Memo::new(move |_| state.settings.with(|s| s.local_letters));
    provide_context(HonourLetters(letters.into()));
    // Texts written outside components (timers, workers) read the setting from here.
    Effect::new(move |_| i18n::set_local_letters(letters.get()));

    Effect::new(move |_| {
        let lang = lang.get();
        let doc = document();
        if let Some(root) = doc.document_element() {
            let _ = root.set_attribute("lang", lang.code());
            let _ = root.set_attribute("dir", lang.dir().as_str());
        }
        doc.set_title(&lookup(lang, "app.title"));
    });

    let ready = Memo::new(move |_| shown.with(Option::is_some));
    view! {
        <div
            class="app"
            class=("four-colour", move || state.settings.with(|s| s.four_colour))
        >
            <NoticeBar/>
            <LinkErrors/>
            // Nothing until the page's language is loaded: never a flash of English first.
            {move || ready.get().then(|| screen(state.screen.get()))}
        </div>
    }
}

/// The language on show: the one the settings or the link want once this page has its
/// catalogue (English at once; another is fetched first, `i18n::load`), `None` until the first
/// is ready. If a language cannot be loaded (offline before the app was kept for offline use),
/// the page stays in the one on show (English at first) and says so; a language picked in the
/// settings then goes back to it.
fn shown_language(state: AppState) -> RwSignal<Option<Lang>> {
    let wanted = Memo::new(move |_| state.lang());
    let first = wanted.get_untracked();
    let shown = RwSignal::new(i18n::is_loaded(first).then_some(first));
    Effect::new(move |_| {
        let want = wanted.get();
        if i18n::is_loaded(want) {
            shown.set(Some(want));
            return;
        }
        leptos::task::spawn_local(async move {
            let result = i18n::load(want).await;
            // Gone (the shell handed over meanwhile), or another language was picked since:
            // that root's own load decides.
            if wanted.try_get_untracked() != Some(want) {
                return;
            }
            match result {
                Ok(()) => shown.set(Some(want)),
                Err(error) => {
                    leptos::logging::warn!("the {} catalogue: {error:?}", want.code());
                    let stays = shown.get_untracked();
                    shown.set(Some(stays.unwrap_or_default()));
                    if let Some(stays) = stays {
                        if state.link_lang.get_untracked().is_some() {
                            state.link_lang.set(Some(stays));
                        } else {
                            state.update_settings(|s| s.lang = stays);
                        }
                    }
                    state
                        .notice
                        .set(Some(Notice::LanguageUnavailable { lang: want }));
                }
            }
        });
    });
    shown
}
