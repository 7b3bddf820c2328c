//! The user's settings and their persistence in local storage.

use bridge_engine::practice::DealType;
use bridge_engine::robot::Strength;
use bridge_engine::table::Seating;
use serde::{Deserialize, Serialize};

use crate::services::i18n::Lang;
use crate::services::storage::{self, Key, StorageError};

/// Format version of the stored settings; bump it when a field changes meaning.
pub const SETTINGS_VERSION: u32 = 1;

/// What the user chose on the settings screen and in the language selector.
///
/// Fields added later get `#[serde(default)]` from the struct attribute, so older stored
/// settings still load.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Language of the interface.
    pub lang: Lang,
    /// Four-colour deck: diamonds orange, clubs green.
    pub four_colour: bool,
    /// Ask for a second tap before a call is made on a touch screen.
    pub confirm_calls: bool,
    /// Ask for a second tap before a card is played on a touch screen (one tap plays by default).
    pub confirm_cards: bool,
    /// How quickly the robots call and play, and how long a finished trick stays in view.
    pub pace: RobotPace,
    /// Honours in the language's own letters (Polish A K D W, Greek Α Ρ Ν Β), not A K Q J.
    pub local_letters: bool,
    /// How hard the card-play robots think (quick for slow devices; strong by default).
    pub strength: Strength,
    /// The kind of deal practice deals (any deal by default).
    pub practice_deals: DealType,
    /// "You declare": when partner wins the contract the table turns and the player takes
    /// declarer's seat (off by default: the player stays at South as dummy).
    pub seating: Seating,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            lang: Lang::En,
            four_colour: false,
            confirm_calls: true,
            confirm_cards: false,
            pace: RobotPace::Normal,
            local_letters: false,
            // The browser tests' build plays quick robots unless a test says otherwise, so a
            // cold `make test` stays short; players get the strongest.
            strength: if crate::services::TEST_BUILD {
                Strength::Quick
            } else {
                Strength::Strong
            },
            practice_deals: DealType::Any,
            seating: Seating::Dealt,
        }
    }
}

/// The robots' pace: the least time a robot takes per call or card (a finished trick stays in
/// view twice as long), from the settings screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RobotPace {
    /// Time to follow every card.
    Slow,
    /// A readable pace.
    #[default]
    Normal,
    /// Quick, still one card at a time.
    Fast,
    /// No pause at all.
    Instant,
}

impl RobotPace {
    /// Every pace with its name (the settings screen's `robots.pace.<name>` keys), slowest first.
    pub const ALL: [(&'static str, RobotPace); 4] = [
        ("slow", RobotPace::Slow),
        ("normal", RobotPace::Normal),
        ("fast", RobotPace::Fast),
        ("instant", RobotPace::Instant),
    ];
}

/// How long a robot "thinks" at the normal pace (the setting and a link's `pace` parameter may
/// change it); a finished trick stays in view twice as long. The browser tests' build keeps the
/// normal pace short so that the many whole deals of a cold `make test` do not wait on it (tests
/// of the pace choose another pace or give `pace`).
const ROBOT_PACE_MS: u32 = if crate::services::TEST_BUILD { 40 } else { 650 };

/// The least time a robot takes per call or card at each pace of the settings.
pub fn pace_ms(pace: RobotPace) -> u32 {
    match pace {
        RobotPace::Slow => 1300,
        RobotPace::Normal => ROBOT_PACE_MS,
        RobotPace::Fast => 250,
        RobotPace::Instant => 0,
    }
}

impl Settings {
    /// Defaults for a first visit: the browser's language when the app has it.
    pub fn for_browser() -> Self {
        // Outside the browser (native tests) web-sys must not be called at all.
        let lang = cfg!(target_arch = "wasm32")
            .then(web_sys::window)
            .flatten()
            .and_then(|w| w.navigator().language())
            .and_then(|code| Lang::from_code(&code))
            .unwrap_or_default();
        Settings {
            lang,
            ..Settings::default()
        }
    }

    /// The stored settings; `Ok(None)` on a first visit, an error when they cannot be read.
    pub fn load() -> Result<Option<Settings>, StorageError> {
        storage::load(&Key::Settings, SETTINGS_VERSION)
    }

    /// Stores the settings.
    pub fn save(&self) -> Result<(), StorageError> {
        storage::save(&Key::Settings, SETTINGS_VERSION, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_through_the_stored_format() {
        let s = Settings {
            lang: Lang::Fa,
            four_colour: true,
            confirm_calls: false,
            confirm_cards: true,
            pace: RobotPace::Slow,
            local_letters: true,
            strength: Strength::Quick,
            practice_deals: DealType::NoTrump,
            seating: Seating::You,
        };
        let text = storage::encode(SETTINGS_VERSION, &s);
        assert_eq!(storage::decode::<Settings>(SETTINGS_VERSION, &text), Ok(s));
    }

    #[test]
    fn missing_fields_take_defaults() {
        let s: Settings = storage::decode(1, r#"{"v":1,"data":{"lang":"pl"}}"#).unwrap();
        assert_eq!(s.lang, Lang::Pl);
        assert!(s.confirm_calls);
        // One tap plays a card unless the player asks for a confirming tap.
        assert!(!s.confirm_cards);
        assert_eq!(s.pace, RobotPace::Normal);
        assert_eq!(s.strength, Strength::Strong);
        assert_eq!(s.practice_deals, DealType::Any);
        assert_eq!(s.seating, Seating::Dealt);
    }

    #[test]
    fn first_visit_defaults_outside_the_browser_are_english() {
        assert_eq!(Settings::for_browser(), Settings::default());
    }

    #[test]
    fn unknown_language_is_corrupt() {
        assert!(matches!(
            storage::decode::<Settings>(1, r#"{"v":1,"data":{"lang":"xx"}}"#),
            Err(StorageError::Corrupt(_))
        ));
    }
}
