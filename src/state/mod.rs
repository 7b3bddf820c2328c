//! The app state, shared through context: the screen on show, the settings, notices, what the
//! page's link asked for and the saved sessions ([`AppState`]).

pub mod modes;
pub mod sessions;
pub mod settings;

use std::time::Duration;

use bridge_engine::msg::Msg;
use bridge_engine::session::Session;
use bridge_engine::table::Seating;
use leptos::prelude::*;

use crate::services::errors::ToMsg;
use crate::services::i18n::{Lang, msg, t, tf};
use crate::services::params::{LaunchParams, LinkError, parse_query};
use crate::services::storage::StorageError;
use modes::Mode;
use sessions::store::SessionStore;
use settings::{RobotPace, Settings, pace_ms};

/// The screen on show. The root renders exactly one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The start menu.
    Menu,
    /// The settings screen.
    Settings,
    /// The convention card (from the settings).
    Card,
    /// A play mode.
    Play(Mode),
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
    /// Room was made in a full storage and every session refused before is saved now.
    SavedAfterRoom,
    /// A language's catalogue could not be fetched (offline before the app was kept for
    /// offline use): the page stays in the language on show.
    LanguageUnavailable {
        /// The language asked for.
        lang: Lang,
    },
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
            Notice::SavedAfterRoom => t("storage.saved_now"),
            Notice::LanguageUnavailable { lang } => {
                tf("lang.unavailable", &[("lang", lang.native_name())])
            }
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
    pub link_errors: RwSignal<Vec<LinkError>>,
    /// Everything the page's link asked for, read once at start (the practice table takes its
    /// deals, board, seed and robot pace from here).
    pub link: StoredValue<LaunchParams>,
    /// The saved sessions, read from storage once (every mode's list and screen use it).
    pub sessions: SessionStore,
}

impl AppState {
    /// Loads the stored settings; a value that cannot be read is reported and replaced by the
    /// defaults.
    pub fn load() -> Self {
        Self::with_sessions(SessionStore::load())
    }

    /// The shell's state (`crate::app::Shell`: the menu and the settings): the stored settings,
    /// no sessions (the whole app reads them when it takes over).
    pub fn for_shell() -> Self {
        Self::with_sessions(SessionStore::with_entries(Vec::new()))
    }

    fn with_sessions(sessions: SessionStore) -> Self {
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
            sessions,
        }
    }

    /// Applies the page's link (`?mode=…&lang=…`): the mode opens at once, the language is used
    /// for this visit, and what cannot be used is kept to be reported. The deal parameters are
    /// the practice table's.
    pub fn apply_link(&self, query: &str) {
        let params = parse_query(query, &Mode::link_names());
        if let Some(mode) = params.mode.as_deref().and_then(Mode::from_link) {
            self.screen.set(Screen::Play(mode));
        }
        // A club's results file opens the club mode, which fetches it.
        if params.event.is_some() {
            self.screen.set(Screen::Play(Mode::Club));
        }
        self.link_lang
            .set(params.lang.as_deref().and_then(Lang::from_code));
        let mut errors = params.errors.clone();
        if let Some(m) = &params.lin_error {
            errors.push(LinkError::Lin(m.clone()));
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

    /// Where the player sits when partner wins the contract: the link's `declare=` for this
    /// visit, else the "You declare" setting. Tracked (the setting).
    pub fn seating(&self) -> Seating {
        self.link
            .try_with_value(|p| p.seating)
            .flatten()
            .unwrap_or_else(|| self.settings.with(|s| s.seating))
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

/// The robots' pace at the table and in minibridge and honeymoon: the link's `pace` for the
/// visit, else the player's setting (read when each robot starts thinking, so a change in the
/// settings applies at once).
pub fn robot_pace() -> Duration {
    robot_pace_in(use_context::<AppState>())
}

/// [`robot_pace`] with the app state given (in a timer, where there is no context).
pub fn robot_pace_in(state: Option<AppState>) -> Duration {
    let link_pace = state.and_then(|s| s.link.try_with_value(|p| p.pace).flatten());
    let setting = state.map_or(RobotPace::Normal, |s| {
        s.settings
            .try_with_untracked(|s| s.pace)
            .unwrap_or_default()
    });
    Duration::from_millis(u64::from(link_pace.unwrap_or_else(|| pace_ms(setting))))
}

/// Saves the session; a refusal (usually a full storage quota) is reported, not ignored, and so
/// is a save kept as a copy because another tab saved the same session meanwhile.
///
/// Callbacks of timers and file readers run outside the component tree, where no context is
/// found: they pass the app state captured when their component was made ([`persist_with`]).
/// Returns why the session was not saved, if it was not, for a screen that shows it where the
/// player is looking.
pub fn persist(session: &mut Session) -> Option<StorageError> {
    persist_with(use_context::<AppState>(), session)
}

/// [`persist`] with the app state given.
pub fn persist_with(state: Option<AppState>, session: &mut Session) -> Option<StorageError> {
    let outcome = match state {
        Some(state) => state.sessions.save(session),
        None => sessions::store::save(session),
    };
    let notice = match outcome {
        Ok(sessions::store::Saved::InPlace) => None,
        Ok(sessions::store::Saved::AsCopy) => {
            sessions::store::set_open_id(Some(&session.id));
            Some(Notice::SavedAsCopy)
        }
        Err(e) => {
            leptos::logging::warn!("session not saved: {e}");
            Some(Notice::SessionNotSaved { reason: e })
        }
    };
    let refused = match &notice {
        Some(Notice::SessionNotSaved { reason }) => Some(reason.clone()),
        _ => None,
    };
    if let Some(n) = notice
        && let Some(state) = state
    {
        state.notice.set(Some(n));
    }
    refused
}

#[cfg(test)]
mod tests {
    use super::*;

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
