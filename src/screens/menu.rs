//! The start menu: the play modes, the language selector and the way to the settings.

use leptos::prelude::*;

use crate::services::i18n::t;
use crate::state::modes::MODES;
use crate::state::{AppState, Screen};
use crate::ui::chrome::LanguageSelect;

/// The start menu: the play modes, the language selector and the settings entry.
#[component]
pub fn StartMenu() -> impl IntoView {
    let state = expect_context::<AppState>();
    let modes = MODES
        .iter()
        .map(|info| {
            let mode = info.mode;
            view! {
                <li>
                    <button
                        class="mode"
                        data-mode=info.id
                        on:click=move |_| state.go(Screen::Play(mode))
                    >
                        <span class="mode-name">{move || t(info.name_key)}</span>
                        <span class="mode-desc">{move || t(info.desc_key)}</span>
                        {info
                            .tag_key
                            .map(|key| {
                                view! { <span class="mode-tag newcomer">{move || t(key)}</span> }
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
