//! The choices of the new-session forms as types: each `<select>` holds a signal of its choice's
//! type, and the option's text value is read back into that type where the event comes in, so
//! no form passes strings on.

use bridge_engine::scoring::imp_pairs::ImpPairsMethod;
use bridge_engine::scoring::vp::VpScaleChoice;
use bridge_engine::session::{PairsScoring, TeamsScoring};
use leptos::prelude::*;

use crate::services::i18n::t;

/// One of a form's fixed choices: its option's value and its label.
pub trait Choice: Copy + PartialEq + Send + Sync + 'static {
    /// Every choice, in the order offered.
    const ALL: &'static [Self];
    /// The option's value (stable: the browser tests select by it).
    fn id(self) -> &'static str;
    /// The catalogue key of its label.
    fn key(self) -> &'static str;
    /// The choice whose option has the value `id`.
    fn from_id(id: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|c| c.id() == id)
    }
}

/// A `<select>` of every choice of `C`, setting `value`.
#[component]
pub fn ChoiceSelect<C: Choice>(value: RwSignal<C>, testid: &'static str) -> impl IntoView {
    view! {
        <select
            data-testid=testid
            on:change=move |ev| {
                if let Some(c) = C::from_id(&event_target_value(&ev)) {
                    value.set(c);
                }
            }
        >
            {C::ALL
                .iter()
                .map(|&c| {
                    view! {
                        <option value=c.id() selected=move || value.get() == c>
                            {move || t(c.key())}
                        </option>
                    }
                })
                .collect_view()}
        </select>
    }
}

/// How a Chicago of the new-session form is scored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ChicagoChoice {
    /// Standard Chicago scoring.
    #[default]
    Standard,
    /// Duplicate-style Chicago.
    Duplicate,
    /// Russian Chicago (IMPs against the high-card target).
    Russian,
}

impl Choice for ChicagoChoice {
    const ALL: &'static [Self] = &[Self::Standard, Self::Duplicate, Self::Russian];
    fn id(self) -> &'static str {
        match self {
            Self::Standard => "standard",
            Self::Duplicate => "duplicate",
            Self::Russian => "russian",
        }
    }
    fn key(self) -> &'static str {
        match self {
            Self::Standard => "mode.chicago",
            Self::Duplicate => "sessions.chicago_duplicate",
            Self::Russian => "sessions.russian",
        }
    }
}

impl Choice for PairsScoring {
    const ALL: &'static [Self] = &[
        PairsScoring::Matchpoints,
        PairsScoring::Imps(ImpPairsMethod::CrossImps),
        PairsScoring::Imps(ImpPairsMethod::Datum),
    ];
    fn id(self) -> &'static str {
        match self {
            PairsScoring::Matchpoints => "mp",
            PairsScoring::Imps(ImpPairsMethod::CrossImps) => "cross",
            PairsScoring::Imps(ImpPairsMethod::Datum) => "datum",
        }
    }
    fn key(self) -> &'static str {
        match self {
            PairsScoring::Matchpoints => "games.matchpoints",
            PairsScoring::Imps(ImpPairsMethod::CrossImps) => "games.cross_imps",
            PairsScoring::Imps(ImpPairsMethod::Datum) => "games.datum_imps",
        }
    }
}

impl Choice for TeamsScoring {
    const ALL: &'static [Self] = &[TeamsScoring::Imps, TeamsScoring::BoardAMatch];
    fn id(self) -> &'static str {
        match self {
            TeamsScoring::Imps => "imps",
            TeamsScoring::BoardAMatch => "bam",
        }
    }
    fn key(self) -> &'static str {
        match self {
            TeamsScoring::Imps => "games.teams_imps",
            TeamsScoring::BoardAMatch => "games.bam",
        }
    }
}

impl Choice for VpScaleChoice {
    const ALL: &'static [Self] = &[VpScaleChoice::WbfContinuous, VpScaleChoice::Table24];
    fn id(self) -> &'static str {
        VpScaleChoice::id(self)
    }
    fn key(self) -> &'static str {
        match self {
            VpScaleChoice::WbfContinuous => "games.vp_wbf",
            VpScaleChoice::Table24 => "games.vp_table24",
        }
    }
}

/// Checks that each choice of `C` reads back from its option's value and that its label is in
/// the catalogue.
#[cfg(test)]
pub fn assert_choices<C: Choice + std::fmt::Debug>() {
    let en =
        crate::services::i18n::parse_catalogue(crate::services::i18n::Lang::En.source()).unwrap();
    for &c in C::ALL {
        assert_eq!(C::from_id(c.id()), Some(c));
        assert!(en.contains_key(c.key()), "{c:?}: {}", c.key());
    }
    assert_eq!(C::from_id("none of them"), None);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_choice_reads_back_from_its_option_and_has_a_label() {
        assert_choices::<ChicagoChoice>();
        assert_choices::<PairsScoring>();
        assert_choices::<TeamsScoring>();
        assert_choices::<VpScaleChoice>();
    }
}
