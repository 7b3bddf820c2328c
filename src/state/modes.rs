//! The play modes: one row of [`MODES`] a mode, everything the app needs to know of it.

use bridge_engine::scoring::chicago::ChicagoSettings;
use bridge_engine::scoring::rubber::RubberSettings;
use bridge_engine::session::SessionKind;

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
    /// A club's results file: its evening shown, written again, and replayed at home.
    Club,
}

/// The screen a mode opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModeScreen {
    /// The practice table, straight away.
    Table,
    /// The mode's saved sessions and a new one; a session opens the mode's own screen.
    Sessions,
}

/// What the app knows of a play mode.
#[derive(Clone, Copy, Debug)]
pub struct ModeInfo {
    /// The mode.
    pub mode: Mode,
    /// A stable identifier (`data-mode` in the page, used by the end-to-end tests).
    pub id: &'static str,
    /// The name a link's `mode=` gives it.
    pub link: &'static str,
    /// Catalogue key of the mode's name.
    pub name_key: &'static str,
    /// Catalogue key of the mode's one-line description.
    pub desc_key: &'static str,
    /// Catalogue key of a tag beside the mode on the start menu.
    pub tag_key: Option<&'static str>,
    /// The screen it opens.
    pub screen: ModeScreen,
    /// The session a new one of this mode starts, before the player's settings.
    pub new_kind: fn() -> SessionKind,
    /// Whether its sessions keep a small game ([`bridge_engine::session::Session::small`])
    /// instead of four-handed deals.
    pub small: bool,
}

/// Every mode, in menu order.
pub const MODES: [ModeInfo; 9] = [
    ModeInfo {
        mode: Mode::Minibridge,
        id: "minibridge",
        link: "minibridge",
        name_key: "mode.minibridge",
        desc_key: "mode.minibridge.desc",
        tag_key: Some("mode.minibridge.badge"),
        screen: ModeScreen::Sessions,
        new_kind: || SessionKind::Minibridge,
        small: true,
    },
    ModeInfo {
        mode: Mode::Practice,
        id: "practice",
        link: "practice",
        name_key: "mode.practice",
        desc_key: "mode.practice.desc",
        tag_key: None,
        screen: ModeScreen::Table,
        new_kind: || SessionKind::Practice,
        small: false,
    },
    ModeInfo {
        mode: Mode::Rubber,
        id: "rubber",
        link: "rubber",
        name_key: "mode.rubber",
        desc_key: "mode.rubber.desc",
        tag_key: None,
        screen: ModeScreen::Sessions,
        new_kind: || SessionKind::Rubber(RubberSettings::default()),
        small: false,
    },
    ModeInfo {
        mode: Mode::Chicago,
        id: "chicago",
        link: "chicago",
        name_key: "mode.chicago",
        desc_key: "mode.chicago.desc",
        tag_key: None,
        screen: ModeScreen::Sessions,
        new_kind: || SessionKind::Chicago(ChicagoSettings::default()),
        small: false,
    },
    ModeInfo {
        mode: Mode::Duplicate,
        id: "duplicate",
        link: "pairs",
        name_key: "mode.duplicate",
        desc_key: "mode.duplicate.desc",
        tag_key: None,
        screen: ModeScreen::Sessions,
        new_kind: || SessionKind::pairs(8),
        small: false,
    },
    ModeInfo {
        mode: Mode::Teams,
        id: "teams",
        link: "teams",
        name_key: "mode.teams",
        desc_key: "mode.teams.desc",
        tag_key: None,
        screen: ModeScreen::Sessions,
        new_kind: || SessionKind::teams(8),
        small: false,
    },
    ModeInfo {
        mode: Mode::Honeymoon,
        id: "honeymoon",
        link: "honeymoon",
        name_key: "mode.honeymoon",
        desc_key: "mode.honeymoon.desc",
        tag_key: None,
        screen: ModeScreen::Sessions,
        new_kind: || SessionKind::Honeymoon,
        small: true,
    },
    ModeInfo {
        mode: Mode::Scorer,
        id: "scorer",
        link: "scorer",
        name_key: "mode.scorer",
        desc_key: "mode.scorer.desc",
        tag_key: None,
        screen: ModeScreen::Sessions,
        new_kind: || SessionKind::Scorer,
        small: false,
    },
    ModeInfo {
        mode: Mode::Club,
        id: "club",
        link: "club",
        name_key: "mode.club",
        desc_key: "mode.club.desc",
        tag_key: None,
        screen: ModeScreen::Sessions,
        new_kind: || SessionKind::Club,
        small: false,
    },
];

impl Mode {
    /// The mode's row of [`MODES`].
    pub fn info(self) -> &'static ModeInfo {
        MODES
            .iter()
            .find(|m| m.mode == self)
            .expect("every mode has a row in MODES")
    }

    /// Catalogue key of the mode's name.
    pub fn name_key(self) -> &'static str {
        self.info().name_key
    }

    /// The mode a link's `mode=` names.
    pub fn from_link(name: &str) -> Option<Mode> {
        MODES.iter().find(|m| m.link == name).map(|m| m.mode)
    }

    /// The names a link's `mode=` may give.
    pub fn link_names() -> [&'static str; MODES.len()] {
        MODES.map(|m| m.link)
    }

    /// The menu mode a session belongs to.
    pub fn of(kind: SessionKind) -> Mode {
        match kind {
            SessionKind::Practice => Mode::Practice,
            SessionKind::Rubber(_) => Mode::Rubber,
            SessionKind::Chicago(_) | SessionKind::RussianChicago(_) => Mode::Chicago,
            SessionKind::Pairs { .. } => Mode::Duplicate,
            SessionKind::Teams { .. } => Mode::Teams,
            SessionKind::Scorer => Mode::Scorer,
            SessionKind::Minibridge => Mode::Minibridge,
            SessionKind::Honeymoon => Mode::Honeymoon,
            SessionKind::Club => Mode::Club,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::services::i18n::{Lang, parse_catalogue};
    use bridge_engine::scoring::chicago::Deals23Vulnerable;

    #[test]
    fn every_mode_has_one_row_and_its_keys_are_in_the_english_catalogue() {
        let en = parse_catalogue(Lang::En.source()).unwrap();
        for (i, row) in MODES.iter().enumerate() {
            assert_eq!(row.mode.info().id, row.id, "one row a mode");
            assert!(
                MODES[..i]
                    .iter()
                    .all(|m| m.id != row.id && m.link != row.link)
            );
            let keys = [row.name_key, row.desc_key].into_iter().chain(row.tag_key);
            for key in keys {
                assert!(en.contains_key(key), "{key}");
            }
        }
    }

    #[test]
    fn links_name_modes() {
        for name in Mode::link_names() {
            assert!(Mode::from_link(name).is_some(), "{name}");
        }
        assert_eq!(Mode::from_link("pairs"), Some(Mode::Duplicate));
        assert_eq!(Mode::from_link("<b>"), None);
    }

    #[test]
    fn a_new_session_belongs_to_its_mode() {
        for row in MODES {
            assert_eq!(Mode::of((row.new_kind)()), row.mode, "{}", row.id);
        }
        let russian = SessionKind::RussianChicago(Deals23Vulnerable::default());
        assert_eq!(Mode::of(russian), Mode::Chicago);
    }
}
