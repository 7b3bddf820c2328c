//! The settings screen: every setting, saved when changed.

use bridge_engine::practice::DealType;
use bridge_engine::table::Seating;
use leptos::prelude::*;

use crate::services::i18n::t;
use crate::services::params::STRENGTHS;
use crate::state::settings::{RobotPace, Settings};
use crate::state::{AppState, Screen};
use crate::ui::chrome::{LanguageSelect, SettingChoice, SubScreen};

/// The settings screen, under the menu.
#[component]
pub fn SettingsScreen() -> impl IntoView {
    view! {
        <SubScreen title_key="settings.heading">
            <SettingsPanel/>
        </SubScreen>
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
            <SettingToggle
                id="you-declare"
                key="settings.seating"
                get=|s| s.seating == Seating::You
                set=|s, on| s.seating = if on { Seating::You } else { Seating::Dealt }
            />
            <PaceSelect/>
            <StrengthSelect/>
            <DealTypeSelect/>
            <LanguageSelect/>
            <CardLink/>
            <p class="hint">{move || t("settings.saved")}</p>
        </section>
    }
}

/// The way to the convention card: what the robots' calls mean.
#[component]
fn CardLink() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <div class="field card-link">
            <button class="button" data-testid="open-card" on:click=move |_| state.go(Screen::Card)>
                {move || t("card.open")}
            </button>
            <span class="toggle-desc">{move || t("card.open.desc")}</span>
        </div>
    }
}

/// The strength setting: how hard the card-play robots think.
#[component]
pub fn StrengthSelect() -> impl IntoView {
    view! {
        <SettingChoice
            id="strength"
            key="robots.strength"
            options=&STRENGTHS
            get=|s| s.strength
            set=|s, v| s.strength = v
        />
    }
}

/// The pace setting: how long the robots take per call or card.
#[component]
pub fn PaceSelect() -> impl IntoView {
    view! {
        <SettingChoice
            id="pace"
            key="robots.pace"
            options=&RobotPace::ALL
            get=|s| s.pace
            set=|s, v| s.pace = v
        />
    }
}

/// The practice deals' type, by id (the setting's options, named `practice.deal_type.<id>`).
const DEAL_TYPES: [(&str, DealType); DealType::ALL.len()] = {
    let mut options = [("", DealType::Any); DealType::ALL.len()];
    let mut i = 0;
    while i < DealType::ALL.len() {
        options[i] = (DealType::ALL[i].id(), DealType::ALL[i]);
        i += 1;
    }
    options
};

/// The practice deals setting: the kind of deal, and what the chosen kind's deals hold.
#[component]
pub fn DealTypeSelect() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <SettingChoice
            id="deal-type"
            key="practice.deal_type"
            options=&DEAL_TYPES
            get=|s| s.practice_deals
            set=|s, v| s.practice_deals = v
        />
        <p class="toggle-desc" data-testid="deal-type-desc">
            {move || t(state.settings.with(|s| s.practice_deals.desc_key()))}
        </p>
    }
}
