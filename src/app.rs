//! The app's root: it provides the app state and the language through context and picks the
//! screen on show; every screen is drawn by its own module under [`crate::screens`].

use leptos::prelude::*;

use crate::screens::menu::StartMenu;
use crate::screens::sessions::ModeSessions;
use crate::screens::settings::SettingsScreen;
use crate::screens::table::Table;
use crate::services::i18n::{self, HonourLetters, Locale, lookup};
use crate::services::offline;
use crate::state::modes::ModeScreen;
use crate::state::sessions::resume_mode;
use crate::state::{AppState, Notice, Screen};
use crate::ui::notices::{LinkErrors, NoticeBar};

/// The root component: provides [`AppState`] and [`Locale`], keeps `<html lang dir>` and the
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
    provide_context(state);
    offline::register(move || state.notice.set(Some(Notice::UpdateReady)));
    let lang = Memo::new(move |_| state.lang());
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

    view! {
        <div
            class="app"
            class=("four-colour", move || state.settings.with(|s| s.four_colour))
        >
            <NoticeBar/>
            <LinkErrors/>
            {move || match state.screen.get() {
                Screen::Menu => view! { <StartMenu/> }.into_any(),
                Screen::Settings => view! { <SettingsScreen/> }.into_any(),
                Screen::Play(mode) => {
                    match mode.info().screen {
                        ModeScreen::Table => view! { <Table/> }.into_any(),
                        ModeScreen::Sessions => view! { <ModeSessions mode=mode/> }.into_any(),
                    }
                }
            }}
        </div>
    }
}
