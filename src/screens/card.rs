//! The convention card as a screen of its own, under the settings: what the robots' calls mean,
//! to read before playing or to print.

use leptos::prelude::*;

use crate::services::i18n::t;
use crate::ui::chrome::{SubScreen, print_page};
use crate::ui::convention_card::ConventionCard;

/// The convention card screen, with a button that prints it.
#[component]
pub fn CardScreen() -> impl IntoView {
    view! {
        <SubScreen title_key="card.title">
            <section class="panel card-screen">
                <div class="card-actions">
                    <button class="button" data-testid="print-card" on:click=move |_| print_page()>
                        {move || t("card.print")}
                    </button>
                </div>
                <ConventionCard/>
            </section>
        </SubScreen>
    }
}
