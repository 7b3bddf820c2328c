//! The convention card ([`bridge_engine::robot::bidding::card`]): the robots' system in the
//! sections of a Standard American Yellow Card, each call with what it shows. Shown as a screen
//! of its own (from the settings) and over the table (from the bidding box), and printable.

use bridge_engine::robot::bidding::card::{CardGroup, CardLine, convention_card};
use leptos::prelude::*;

use crate::services::i18n::{msg, t};
use crate::ui::chrome::print_page;

/// The card: one section an `<section>`, each group a heading and a list of its calls.
#[component]
pub fn ConventionCard() -> impl IntoView {
    // The card is the same for every language; its texts are rendered in the language shown.
    let card = convention_card();
    view! {
        <div class="convention-card" data-testid="convention-card">
            <p class="card-intro">{move || t("card.intro")}</p>
            {card
                .into_iter()
                .map(|section| {
                    view! {
                        <section class="card-section">
                            <h2>{move || t(section.title)}</h2>
                            {section.groups.into_iter().map(group).collect_view()}
                        </section>
                    }
                })
                .collect_view()}
        </div>
    }
}

/// One group of the card: its heading, its notes and its lines.
fn group(group: CardGroup) -> impl IntoView {
    let heading = group.heading;
    view! {
        <div class="card-group">
            <h3>{move || t(heading)}</h3>
            {(!group.notes.is_empty())
                .then(|| {
                    view! {
                        <ul class="card-notes">
                            {group
                                .notes
                                .into_iter()
                                .map(|note| view! { <li>{move || t(note)}</li> })
                                .collect_view()}
                        </ul>
                    }
                })}
            {(!group.lines.is_empty())
                .then(|| {
                    view! {
                        <dl class="card-lines">
                            {group.lines.into_iter().map(line).collect_view()}
                        </dl>
                    }
                })}
        </div>
    }
}

/// One call of the card and what it shows; an alerted call is marked (and said to a screen
/// reader).
fn line(line: CardLine) -> impl IntoView {
    let CardLine {
        rule,
        call,
        meaning,
        alert,
    } = line;
    view! {
        <div class="card-line" data-rule=rule>
            <dt>
                <span class="card-call">{move || msg(&call)}</span>
                {alert
                    .then(|| {
                        view! {
                            <span class="alert-mark" title=move || t("card.alerted")>
                                <span aria-hidden="true">"!"</span>
                                <span class="visually-hidden">{move || t("card.alerted")}</span>
                            </span>
                        }
                    })}
            </dt>
            <dd>{move || msg(&meaning)}</dd>
        </div>
    }
}

/// The card over the current screen (the table): a dialog with a way to print it and to close
/// it (the button or Escape), focus on the close button while it is open.
#[component]
pub fn CardDialog(open: RwSignal<bool>) -> impl IntoView {
    let close_ref = NodeRef::<leptos::html::Button>::new();
    // Escape closes it wherever the focus is (the table's own keys stay with the table).
    let escape = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" {
            open.set(false);
        }
    });
    on_cleanup(move || escape.remove());
    Effect::new(move |_| {
        if let Some(button) = close_ref.get() {
            crate::ui::focus::focus_quietly(&button);
        }
    });
    view! {
        <div
            class="card-dialog"
            role="dialog"
            aria-modal="true"
            aria-labelledby="card-dialog-title"
            data-testid="card-dialog"
        >
            <header class="bar">
                <h2 id="card-dialog-title">{move || t("card.title")}</h2>
                <button class="button" data-testid="print-card" on:click=move |_| print_page()>
                    {move || t("card.print")}
                </button>
                <button
                    class="button"
                    data-testid="close-card"
                    node_ref=close_ref
                    on:click=move |_| open.set(false)
                >
                    {move || t("card.close")}
                </button>
            </header>
            <div class="card-dialog-body">
                <ConventionCard/>
            </div>
        </div>
    }
}
