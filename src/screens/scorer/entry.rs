//! The form that takes one deal's result at a real table: large buttons for the level, the
//! strain, the doubling, declarer and the tricks (and honours or high-card points where the
//! sheet counts them). The engine checks the entry; its refusal is shown as the catalogue says.

use bridge_engine::scorer::DealEntry;
use bridge_engine::scoring::honours::{Honours, HonoursKind};
use bridge_engine::{Doubling, Seat, Side, Strain};
use leptos::prelude::*;

use crate::services::i18n::{current_lang, strain_text, t, tf};
use crate::ui::cards::seat_name;

/// What the players held in honours, as the form offers it: the points and the side. The kind
/// follows from the strain (150 at no-trumps is four aces).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum HonoursChoice {
    None,
    Held(u32, Side),
}

impl HonoursChoice {
    fn honours(self, strain: Strain) -> Option<Honours> {
        let HonoursChoice::Held(points, side) = self else {
            return None;
        };
        let kind = match (points, strain) {
            (150, Strain::NoTrump) => HonoursKind::FourAces,
            (150, _) => HonoursKind::FiveTrumpHonours,
            _ => HonoursKind::FourTrumpHonours,
        };
        Some(Honours { side, kind })
    }
}

/// One button of a group of choices: pressed when chosen.
#[component]
fn Choice(
    label: String,
    #[prop(into)] pressed: Signal<bool>,
    testid: String,
    on_pick: Callback<()>,
    #[prop(optional)] class: &'static str,
) -> impl IntoView {
    view! {
        <button
            type="button"
            class=format!("button choice {class}")
            aria-pressed=move || if pressed.get() { "true" } else { "false" }
            data-testid=testid
            on:click=move |_| on_pick.run(())
        >
            <bdi>{label}</bdi>
        </button>
    }
}

/// A labelled group of choices.
#[component]
fn ChoiceGroup(label_key: &'static str, children: Children) -> impl IntoView {
    let id = format!("group-{}", label_key.replace('.', "-"));
    let labelled_by = id.clone();
    view! {
        <div class="choice-group" role="group" aria-labelledby=labelled_by>
            <span class="choice-label" id=id>{move || t(label_key)}</span>
            <div class="choices">{children()}</div>
        </div>
    }
}

/// The deal-entry form. `submit` records the entry and returns the refusal to show, if any;
/// the form clears itself after an accepted entry.
#[component]
pub fn DealForm(
    /// Offer honours (rubber, and Chicago when the players count them).
    honours: bool,
    /// Ask for North-South's high-card points (Russian Chicago).
    hcp: bool,
    /// Records the entry; `Some(text)` when it was refused.
    submit: Callback<DealEntry, Option<String>>,
) -> impl IntoView {
    let level = RwSignal::new(None::<u8>);
    let strain = RwSignal::new(None::<Strain>);
    let doubling = RwSignal::new(Doubling::Undoubled);
    let declarer = RwSignal::new(None::<Seat>);
    let tricks = RwSignal::new(None::<u8>);
    let held = RwSignal::new(HonoursChoice::None);
    let points = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let clear = move || {
        level.set(None);
        strain.set(None);
        doubling.set(Doubling::Undoubled);
        declarer.set(None);
        tricks.set(None);
        held.set(HonoursChoice::None);
        points.set(String::new());
    };
    let send = move |entry: DealEntry| match submit.run(entry) {
        Some(e) => error.set(Some(e)),
        None => {
            error.set(None);
            clear();
        }
    };
    let enter = move |_| {
        let (Some(l), Some(s), Some(d), Some(n)) =
            (level.get(), strain.get(), declarer.get(), tricks.get())
        else {
            error.set(Some(t("scorer.error.incomplete")));
            return;
        };
        let hcp_value = if hcp {
            match points.get().trim().parse::<u32>() {
                Ok(v) => Some(v),
                Err(_) => {
                    error.set(Some(t("scorer.error.hcp_missing")));
                    return;
                }
            }
        } else {
            None
        };
        send(DealEntry {
            contract: Some((l, s, doubling.get(), d)),
            tricks: n,
            honours: held.get().honours(s),
            north_south_hcp: hcp_value,
        });
    };
    let strains = [
        Strain::Clubs,
        Strain::Diamonds,
        Strain::Hearts,
        Strain::Spades,
        Strain::NoTrump,
    ];
    view! {
        <form class="deal-form" data-testid="deal-form" on:submit=move |ev| ev.prevent_default()>
            <ChoiceGroup label_key="scorer.level">
                {(1..=7u8)
                    .map(|l| {
                        view! {
                            <Choice
                                label=l.to_string()
                                pressed=Signal::derive(move || level.get() == Some(l))
                                testid=format!("level-{l}")
                                on_pick=Callback::new(move |()| level.set(Some(l)))
                            />
                        }
                    })
                    .collect_view()}
            </ChoiceGroup>
            <ChoiceGroup label_key="scorer.strain">
                {strains
                    .into_iter()
                    .map(|s| {
                        let class = match s {
                            Strain::Hearts | Strain::Diamonds => "red",
                            _ => "",
                        };
                        view! {
                            <Choice
                                label=strain_text(current_lang(), s)
                                pressed=Signal::derive(move || strain.get() == Some(s))
                                testid=format!("strain-{}", s.code())
                                on_pick=Callback::new(move |()| strain.set(Some(s)))
                                class=class
                            />
                        }
                    })
                    .collect_view()}
            </ChoiceGroup>
            <ChoiceGroup label_key="scorer.doubling">
                {[
                    (Doubling::Undoubled, "scorer.undoubled", "dbl-none"),
                    (Doubling::Doubled, "scorer.doubled", "dbl-x"),
                    (Doubling::Redoubled, "scorer.redoubled", "dbl-xx"),
                ]
                    .into_iter()
                    .map(|(d, key, id)| {
                        view! {
                            <Choice
                                label=t(key)
                                pressed=Signal::derive(move || doubling.get() == d)
                                testid=id.to_string()
                                on_pick=Callback::new(move |()| doubling.set(d))
                            />
                        }
                    })
                    .collect_view()}
            </ChoiceGroup>
            <ChoiceGroup label_key="scorer.declarer">
                {Seat::ALL
                    .into_iter()
                    .map(|seat| {
                        view! {
                            <Choice
                                label=seat_name(seat)
                                pressed=Signal::derive(move || declarer.get() == Some(seat))
                                testid=format!("declarer-{}", seat.letter())
                                on_pick=Callback::new(move |()| declarer.set(Some(seat)))
                            />
                        }
                    })
                    .collect_view()}
            </ChoiceGroup>
            <ChoiceGroup label_key="scorer.tricks">
                {(0..=13u8)
                    .map(|n| {
                        view! {
                            <Choice
                                label=n.to_string()
                                pressed=Signal::derive(move || tricks.get() == Some(n))
                                testid=format!("tricks-{n}")
                                on_pick=Callback::new(move |()| tricks.set(Some(n)))
                            />
                        }
                    })
                    .collect_view()}
            </ChoiceGroup>
            {honours
                .then(|| {
                    let options = [
                        (HonoursChoice::None, "honours-none"),
                        (HonoursChoice::Held(100, Side::NorthSouth), "honours-100-ns"),
                        (HonoursChoice::Held(100, Side::EastWest), "honours-100-ew"),
                        (HonoursChoice::Held(150, Side::NorthSouth), "honours-150-ns"),
                        (HonoursChoice::Held(150, Side::EastWest), "honours-150-ew"),
                    ];
                    view! {
                        <ChoiceGroup label_key="scorer.honours">
                            {options
                                .into_iter()
                                .map(|(choice, id)| {
                                    let label = match choice {
                                        HonoursChoice::None => t("scorer.honours_none"),
                                        HonoursChoice::Held(p, side) => tf(
                                            "scorer.honours_held",
                                            &[
                                                ("points", &p.to_string()),
                                                (
                                                    "side",
                                                    &t(if side == Side::NorthSouth { "card.ns" } else { "card.ew" }),
                                                ),
                                            ],
                                        ),
                                    };
                                    view! {
                                        <Choice
                                            label=label
                                            pressed=Signal::derive(move || held.get() == choice)
                                            testid=id.to_string()
                                            on_pick=Callback::new(move |()| held.set(choice))
                                        />
                                    }
                                })
                                .collect_view()}
                        </ChoiceGroup>
                    }
                })}
            {hcp
                .then(|| {
                    view! {
                        <label class="field hcp-field">
                            <span class="choice-label">{move || t("scorer.hcp")}</span>
                            <input
                                type="number"
                                inputmode="numeric"
                                min="0"
                                max="40"
                                data-testid="hcp"
                                prop:value=move || points.get()
                                on:input=move |ev| points.set(event_target_value(&ev))
                            />
                        </label>
                    }
                })}
            {move || {
                error
                    .get()
                    .map(|e| {
                        view! {
                            <p class="message" role="alert" data-testid="entry-error">
                                {e}
                            </p>
                        }
                    })
            }}
            <div class="form-actions">
                <button type="button" class="button primary big" data-testid="enter-deal" on:click=enter>
                    {move || t("scorer.enter")}
                </button>
                <button
                    type="button"
                    class="button big"
                    data-testid="passed-out"
                    on:click=move |_| send(DealEntry::passed_out())
                >
                    {move || t("card.passed_out")}
                </button>
            </div>
        </form>
    }
}
