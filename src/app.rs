//! The app's root: the one owner of the app state, the start menu and the settings screen.

use leptos::prelude::*;

use bridge_engine::msg::Msg;

use crate::errors::ToMsg;
use crate::i18n::{HonourLetters, Lang, Locale, lookup, msg, t, tf};
use crate::settings::Settings;
use crate::storage::StorageError;

/// The screen on show. The root renders exactly one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The start menu.
    Menu,
    /// The settings screen.
    Settings,
    /// A play mode.
    Play(Mode),
}

/// A way to play, as listed on the start menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// One deal against three robots.
    Practice,
    /// Rubber bridge.
    Rubber,
    /// Chicago (four-deal bridge).
    Chicago,
    /// Duplicate pairs, matchpointed.
    Duplicate,
    /// Teams, scored in IMPs.
    Teams,
    /// Scorer mode: the tablet keeps the score of a real table or a club evening.
    Scorer,
    /// Minibridge, the beginners' game (points announced instead of an auction).
    Minibridge,
    /// Honeymoon bridge: two players, the player against one robot.
    Honeymoon,
}

/// Builds a play mode's screen.
pub type ModeView = fn() -> AnyView;

/// The screen of each play mode, `None` while it is not built yet: the start menu shows those
/// entries disabled, marked "coming soon".
pub fn mode_view(mode: Mode) -> Option<ModeView> {
    match mode {
        Mode::Practice => Some(|| view! { <crate::table::Table/> }.into_any()),
        Mode::Rubber => {
            Some(|| view! { <crate::sessions::ModeSessions mode=Mode::Rubber/> }.into_any())
        }
        Mode::Chicago => {
            Some(|| view! { <crate::sessions::ModeSessions mode=Mode::Chicago/> }.into_any())
        }
        Mode::Duplicate => {
            Some(|| view! { <crate::sessions::ModeSessions mode=Mode::Duplicate/> }.into_any())
        }
        Mode::Teams => {
            Some(|| view! { <crate::sessions::ModeSessions mode=Mode::Teams/> }.into_any())
        }
        Mode::Scorer => {
            Some(|| view! { <crate::sessions::ModeSessions mode=Mode::Scorer/> }.into_any())
        }
        Mode::Minibridge => {
            Some(|| view! { <crate::sessions::ModeSessions mode=Mode::Minibridge/> }.into_any())
        }
        Mode::Honeymoon => {
            Some(|| view! { <crate::sessions::ModeSessions mode=Mode::Honeymoon/> }.into_any())
        }
    }
}

impl Mode {
    /// Every mode, in menu order.
    pub const ALL: [Mode; 8] = [
        Mode::Minibridge,
        Mode::Practice,
        Mode::Rubber,
        Mode::Chicago,
        Mode::Duplicate,
        Mode::Teams,
        Mode::Honeymoon,
        Mode::Scorer,
    ];

    /// A stable identifier (used as `data-mode` in the page and by the end-to-end tests).
    pub fn id(self) -> &'static str {
        match self {
            Mode::Practice => "practice",
            Mode::Rubber => "rubber",
            Mode::Chicago => "chicago",
            Mode::Duplicate => "duplicate",
            Mode::Teams => "teams",
            Mode::Scorer => "scorer",
            Mode::Minibridge => "minibridge",
            Mode::Honeymoon => "honeymoon",
        }
    }

    /// Catalogue key of the mode's name.
    pub fn name_key(self) -> &'static str {
        match self {
            Mode::Practice => "mode.practice",
            Mode::Rubber => "mode.rubber",
            Mode::Chicago => "mode.chicago",
            Mode::Duplicate => "mode.duplicate",
            Mode::Teams => "mode.teams",
            Mode::Scorer => "mode.scorer",
            Mode::Minibridge => "mode.minibridge",
            Mode::Honeymoon => "mode.honeymoon",
        }
    }

    /// Catalogue key of the mode's one-line description.
    pub fn desc_key(self) -> &'static str {
        match self {
            Mode::Practice => "mode.practice.desc",
            Mode::Rubber => "mode.rubber.desc",
            Mode::Chicago => "mode.chicago.desc",
            Mode::Duplicate => "mode.duplicate.desc",
            Mode::Teams => "mode.teams.desc",
            Mode::Scorer => "mode.scorer.desc",
            Mode::Minibridge => "mode.minibridge.desc",
            Mode::Honeymoon => "mode.honeymoon.desc",
        }
    }

    /// The mode a link's `mode=` names (`pairs` is duplicate pairs).
    pub fn from_link(id: &str) -> Option<Mode> {
        match id {
            "practice" => Some(Mode::Practice),
            "rubber" => Some(Mode::Rubber),
            "chicago" => Some(Mode::Chicago),
            "pairs" | "duplicate" => Some(Mode::Duplicate),
            "teams" => Some(Mode::Teams),
            "scorer" => Some(Mode::Scorer),
            "minibridge" => Some(Mode::Minibridge),
            "honeymoon" => Some(Mode::Honeymoon),
            _ => None,
        }
    }

    /// Whether the mode can be played in this build.
    pub fn available(self) -> bool {
        mode_view(self).is_some()
    }
}

/// A message shown above the current screen until dismissed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The stored settings could not be read; the defaults are in use.
    SettingsReset {
        /// Why.
        reason: StorageError,
    },
    /// Settings cannot be saved in this browser.
    StorageUnavailable,
    /// A session could not be saved (usually: the browser's storage is full).
    SessionNotSaved {
        /// Why.
        reason: StorageError,
    },
    /// A new version of the app has been downloaded; it is used from the next load on.
    UpdateReady,
    /// Another tab saved the open session meanwhile: this tab's play was kept as a copy.
    SavedAsCopy,
}

impl Notice {
    /// The notice's text in the current language.
    pub fn text(&self) -> String {
        match self {
            Notice::SettingsReset { reason } => {
                msg(&Msg::new("settings.reset_notice").with("reason", reason.to_msg()))
            }
            Notice::SessionNotSaved { reason } => {
                // An embedded page cannot make room: its way out is a tab of its own.
                let key = match reason {
                    StorageError::RefusedEmbedded => "sessions.not_saved_embedded",
                    _ => "sessions.not_saved",
                };
                msg(&Msg::new(key).with("reason", reason.to_msg()))
            }
            Notice::StorageUnavailable => t("settings.storage_unavailable"),
            Notice::UpdateReady => t("update.ready"),
            Notice::SavedAsCopy => t("sessions.saved_as_copy"),
        }
    }
}

/// The app state, owned by the root and shared through context: `expect_context::<AppState>()`.
#[derive(Clone, Copy)]
pub struct AppState {
    /// The screen on show.
    pub screen: RwSignal<Screen>,
    /// The user's settings; change them through [`AppState::update_settings`] so they are saved.
    pub settings: RwSignal<Settings>,
    /// A message for the user, if any.
    pub notice: RwSignal<Option<Notice>>,
    /// The language a link chose for this visit (`lang=`): it replaces the saved language, without
    /// being saved, until the player picks one.
    pub link_lang: RwSignal<Option<Lang>>,
    /// What the page's link asked for that could not be used, shown on whatever screen opens.
    pub link_errors: RwSignal<Vec<crate::params::LinkError>>,
    /// Everything the page's link asked for, read once at start (the practice table takes its
    /// deals, board, seed and robot pace from here).
    pub link: StoredValue<crate::params::LaunchParams>,
    /// The saved sessions, read from storage once (every mode's list and screen use it).
    pub sessions: crate::sessions::store::SessionStore,
}

impl AppState {
    /// Loads the stored settings; a value that cannot be read is reported and replaced by the
    /// defaults.
    pub fn load() -> Self {
        let (settings, notice) = match Settings::load() {
            Ok(Some(s)) => (s, None),
            Ok(None) => (Settings::for_browser(), None),
            Err(StorageError::Unavailable) => (Settings::for_browser(), None),
            Err(e) => {
                leptos::logging::warn!("stored settings ignored: {e}");
                (
                    Settings::for_browser(),
                    Some(Notice::SettingsReset { reason: e }),
                )
            }
        };
        AppState {
            screen: RwSignal::new(Screen::Menu),
            settings: RwSignal::new(settings),
            notice: RwSignal::new(notice),
            link_lang: RwSignal::new(None),
            link_errors: RwSignal::new(Vec::new()),
            link: StoredValue::new(Default::default()),
            sessions: crate::sessions::store::SessionStore::load(),
        }
    }

    /// Applies the page's link (`?mode=…&lang=…`): the mode opens at once, the language is used
    /// for this visit, and what cannot be used is kept to be reported. The deal parameters are
    /// the practice table's (see [`crate::table::Table`]).
    pub fn apply_link(&self, query: &str) {
        let params = crate::params::parse_query(query);
        if let Some(mode) = params.mode.as_deref().and_then(Mode::from_link) {
            self.screen.set(Screen::Play(mode));
        }
        self.link_lang
            .set(params.lang.as_deref().and_then(Lang::from_code));
        let mut errors = params.errors.clone();
        if let Some(m) = &params.lin_error {
            errors.push(crate::params::LinkError::Lin(m.clone()));
        }
        self.link_errors.set(errors);
        self.link.set_value(params);
    }

    /// The interface language: the link's for this visit, else the saved one. Tracked.
    pub fn lang(&self) -> Lang {
        self.link_lang
            .get()
            .unwrap_or_else(|| self.settings.with(|s| s.lang))
    }

    /// Shows another screen.
    pub fn go(&self, screen: Screen) {
        self.screen.set(screen);
    }

    /// Changes the settings and saves them.
    pub fn update_settings(&self, change: impl FnOnce(&mut Settings)) {
        self.settings.update(change);
        if let Err(e) = self.settings.with_untracked(Settings::save) {
            leptos::logging::warn!("settings not saved: {e}");
            self.notice.set(Some(Notice::StorageUnavailable));
        }
    }
}

/// The root component: provides [`AppState`] and [`Locale`], keeps `<html lang dir>` and the
/// page title in step with the language, and shows the current screen.
#[component]
pub fn App() -> impl IntoView {
    let state = AppState::load();
    // A session that was open when the page was left (reload, closed tab, crash) opens again.
    if let Some(mode) = crate::sessions::resume_mode(&state.sessions) {
        state.screen.set(Screen::Play(mode));
    }
    // A link's mode and language win over where the last visit was left.
    state.apply_link(&window().location().search().unwrap_or_default());
    provide_context(state);
    crate::offline::register(state);
    let lang = Memo::new(move |_| state.lang());
    provide_context(Locale(lang.into()));
    let letters = Memo::new(move |_| state.settings.with(|s| s.local_letters));
    provide_context(HonourLetters(letters.into()));
    // Texts written outside components (timers, workers) read the setting from here.
    Effect::new(move |_| crate::i18n::set_local_letters(letters.get()));

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
                Screen::Settings => {
                    view! {
                        <SubScreen title_key="settings.heading">
                            <SettingsPanel/>
                        </SubScreen>
                    }
                        .into_any()
                }
                Screen::Play(mode) => {
                    match mode_view(mode) {
                        Some(build) => build(),
                        None => view! { <Unavailable mode=mode/> }.into_any(),
                    }
                }
            }}
        </div>
    }
}

/// The notice, if any, with a button to dismiss it.
#[component]
fn NoticeBar() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        state.notice.get().map(|notice| {
            let update = notice == Notice::UpdateReady;
            view! {
                <div
                    class="notice"
                    role="status"
                    data-testid=if update { "update-ready" } else { "notice" }
                >
                    <p>{move || notice.text()}</p>
                    {update
                        .then(|| {
                            view! {
                                <button
                                    class="button"
                                    data-testid="reload-now"
                                    on:click=move |_| crate::offline::reload()
                                >
                                    {move || t("update.reload")}
                                </button>
                            }
                        })}
                    <button class="button" on:click=move |_| state.notice.set(None)>
                        {move || t("settings.dismiss")}
                    </button>
                </div>
            }
        })
    }
}

/// What the page's link asked for that could not be used (`?mode=…&deal=…`), as plain text,
/// above whatever screen opens, until dismissed.
#[component]
fn LinkErrors() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        let errors = state.link_errors.get();
        (!errors.is_empty()).then(|| {
            view! {
                <div class="link-errors" role="alert" data-testid="link-errors">
                    <p>{move || t("link.errors")}</p>
                    <ul>
                        {errors
                            .into_iter()
                            .map(|e| view! { <li>{move || msg(&e.to_msg())}</li> })
                            .collect_view()}
                    </ul>
                    <button class="button" on:click=move |_| state.link_errors.set(Vec::new())>
                        {move || t("settings.dismiss")}
                    </button>
                </div>
            }
        })
    }
}

/// The start menu: the play modes, the language selector and the settings entry.
#[component]
pub fn StartMenu() -> impl IntoView {
    let state = expect_context::<AppState>();
    let modes = Mode::ALL
        .into_iter()
        .map(|mode| {
            let available = mode.available();
            view! {
                <li>
                    <button
                        class="mode"
                        data-mode=mode.id()
                        disabled=!available
                        on:click=move |_| state.go(Screen::Play(mode))
                    >
                        <span class="mode-name">{move || t(mode.name_key())}</span>
                        <span class="mode-desc">{move || t(mode.desc_key())}</span>
                        {(mode == Mode::Minibridge)
                            .then(|| {
                                view! {
                                    <span class="mode-tag newcomer">{move || t("mode.minibridge.badge")}</span>
                                }
                            })}
                        {(!available)
                            .then(|| {
                                view! {
                                    <span class="badge">{move || t("menu.coming_soon")}</span>
                                }
                            })}
                    </button>
                </li>
            }
        })
        .collect_view();

    view! {
        <main class="menu">
            <header class="menu-header">
                <h1 class="app-title">
                    <span class="suits" aria-hidden="true">
                        "♠"
                        <span class="red">"♥"</span>
                        <span class="red diamond">"♦"</span>
                        <span class="club">"♣"</span>
                    </span>
                    {move || t("app.title")}
                </h1>
                <p class="tagline">{move || t("app.tagline")}</p>
            </header>
            <section class="modes" aria-labelledby="modes-heading">
                <h2 id="modes-heading">{move || t("menu.heading")}</h2>
                <ul class="mode-list">{modes}</ul>
            </section>
            <footer class="menu-footer">
                <LanguageSelect/>
                <button
                    class="button settings-button"
                    data-testid="open-settings"
                    on:click=move |_| state.go(Screen::Settings)
                >
                    <span aria-hidden="true">"⚙ "</span>
                    {move || t("menu.settings")}
                </button>
            </footer>
        </main>
    }
}

/// The language selector; each language is named in its own script.
#[component]
fn LanguageSelect() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <label class="field language">
            <span class="field-label">{move || t("menu.language")}</span>
            <select
                id="language"
                on:change=move |ev| {
                    if let Some(lang) = Lang::from_code(&event_target_value(&ev)) {
                        state.link_lang.set(None);
                        state.update_settings(|s| s.lang = lang);
                    }
                }
            >
                {Lang::ALL
                    .into_iter()
                    .map(|lang| {
                        view! {
                            <option
                                value=lang.code()
                                lang=lang.code()
                                prop:selected=move || state.lang() == lang
                            >
                                {lang.native_name()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}

/// A screen under the menu: a bar with a way back and the screen's title, then its content.
#[component]
fn SubScreen(title_key: &'static str, children: Children) -> impl IntoView {
    view! {
        <main class="sub-screen">
            <header class="bar">
                <BackButton/>
                <h1>{move || t(title_key)}</h1>
            </header>
            {children()}
        </main>
    }
}

/// The way back to the start menu. The arrow is drawn here only, and points toward the start
/// of the line: mirrored in right-to-left languages by the style sheet.
#[component]
pub fn BackButton() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <button class="button back" data-testid="back" on:click=move |_| state.go(Screen::Menu)>
            <span class="back-arrow" aria-hidden="true">
                "←"
            </span>
            {move || t("app.back")}
        </button>
    }
}

/// One on/off setting: a checkbox with its name and description (`key` and `key.desc`), saved
/// when changed.
#[component]
fn SettingToggle(
    id: &'static str,
    key: &'static str,
    get: fn(&Settings) -> bool,
    set: fn(&mut Settings, bool),
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let desc = format!("{key}.desc");
    view! {
        <label class="toggle">
            <input
                type="checkbox"
                id=id
                prop:checked=move || state.settings.with(get)
                on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    state.update_settings(|s| set(s, on));
                }
            />
            <span class="toggle-text">
                <span class="toggle-name">{move || t(key)}</span>
                <span class="toggle-desc">{move || t(&desc)}</span>
            </span>
        </label>
    }
}

/// One setting chosen from a list: its name (`key`), one option a value (named `key.<name>`) and
/// a description (`key.desc`), saved when changed. `id` is the list's id and test id.
#[component]
pub fn SettingChoice<T>(
    id: &'static str,
    key: &'static str,
    options: &'static [(&'static str, T)],
    get: fn(&Settings) -> T,
    set: fn(&mut Settings, T),
) -> impl IntoView
where
    T: Copy + PartialEq + Send + Sync + 'static,
{
    let state = expect_context::<AppState>();
    view! {
        <label class=format!("field {id}")>
            <span class="field-label">{move || t(key)}</span>
            <select
                id=id
                data-testid=id
                on:change=move |ev| {
                    let value = event_target_value(&ev);
                    if let Some((_, v)) = options.iter().find(|(n, _)| *n == value) {
                        state.update_settings(|s| set(s, *v));
                    }
                }
            >
                {options
                    .iter()
                    .map(|&(name, value)| {
                        view! {
                            <option value=name prop:selected=move || state.settings.with(get) == value>
                                {move || t(&format!("{key}.{name}"))}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
            <span class="toggle-desc">{move || t(&format!("{key}.desc"))}</span>
        </label>
    }
}

/// The settings screen.
#[component]
pub fn SettingsPanel() -> impl IntoView {
    view! {
        <section class="panel settings">
            <SettingToggle
                id="four-colour"
                key="settings.four_colour"
                get=|s| s.four_colour
                set=|s, on| s.four_colour = on
            />
            <SettingToggle
                id="local-letters"
                key="settings.local_letters"
                get=|s| s.local_letters
                set=|s, on| s.local_letters = on
            />
            <SettingToggle
                id="confirm-calls"
                key="settings.confirm_calls"
                get=|s| s.confirm_calls
                set=|s, on| s.confirm_calls = on
            />
            <SettingToggle
                id="confirm-cards"
                key="settings.confirm_cards"
                get=|s| s.confirm_cards
                set=|s, on| s.confirm_cards = on
            />
            <crate::table::PaceSelect/>
            <crate::table::StrengthSelect/>
            <LanguageSelect/>
            <p class="hint">{move || t("settings.saved")}</p>
        </section>
    }
}

/// Shown if a mode without a screen is ever selected (the menu keeps them disabled).
#[component]
fn Unavailable(mode: Mode) -> impl IntoView {
    view! {
        <SubScreen title_key=mode.name_key()>
            <p class="panel">{move || tf("mode.unavailable", &[("mode", &t(mode.name_key()))])}</p>
        </SubScreen>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::parse_catalogue;

    #[test]
    fn every_mode_key_is_in_the_english_catalogue() {
        let en = parse_catalogue(Lang::En.source()).unwrap();
        for mode in Mode::ALL {
            assert!(en.contains_key(mode.name_key()), "{}", mode.name_key());
            assert!(en.contains_key(mode.desc_key()), "{}", mode.desc_key());
        }
    }

    #[test]
    fn link_modes_name_menu_modes() {
        for id in crate::params::MODES {
            assert!(Mode::from_link(id).is_some(), "{id}");
        }
        assert_eq!(Mode::from_link("pairs"), Some(Mode::Duplicate));
        assert_eq!(Mode::from_link("<b>"), None);
        let en = parse_catalogue(Lang::En.source()).unwrap();
        for key in ["update.ready", "update.reload", "link.errors"] {
            assert!(en.contains_key(key), "{key}");
        }
    }

    #[test]
    fn mode_ids_are_distinct() {
        let mut ids: Vec<_> = Mode::ALL.iter().map(|m| m.id()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), Mode::ALL.len());
    }

    #[test]
    fn notices_render_from_the_catalogue() {
        let text = Notice::SettingsReset {
            reason: StorageError::WrongVersion {
                found: 7,
                expected: 1,
            },
        }
        .text();
        assert!(text.contains('7'), "{text}");
        assert!(!text.contains('{'), "{text}");
    }
}
