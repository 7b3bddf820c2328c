//! Setting up a club evening: one section or two (A and B, each with its own pairs and movement,
//! on the same boards, matchpointed across the field or per section); for each, the pairs that
//! turned up and the time the evening has, the movements the engine proposes for them
//! (`movement::propose`), and the director's own choice of movement, boards a round, rounds and
//! arrow switch.

use bridge_engine::scorer::ScorerError;
use bridge_engine::scorer::club::EventInfo;
use bridge_engine::scorer::evening::Section;
use bridge_engine::scorer::movement::propose::{Proposal, propose};
use bridge_engine::scorer::movement::{
    Kind, MAX_BOARDS_PER_ROUND, MAX_PAIRS, MIN_PAIRS, Movement, MovementError,
};
use leptos::prelude::*;

use crate::services::i18n::{msg, t, tf};
use crate::ui::chrome::FormToggle;

/// The most boards a pair may have time for.
const MAX_TIME: u32 = 40;
/// The fewest.
const MIN_TIME: u32 = 4;
/// Proposals shown.
const PROPOSALS: usize = 4;

/// The director's choice of movement, before it is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EveningChoice {
    /// Pairs that turned up.
    pub pairs: u32,
    /// Boards a pair has time for.
    pub time: u32,
    /// The kind of movement.
    pub kind: Kind,
    /// Boards a round.
    pub per_round: u32,
    /// Rounds played; `None` for the movement's full length.
    pub rounds: Option<u32>,
    /// The arrow switch (a Mitchell only).
    pub arrow: bool,
}

impl Default for EveningChoice {
    fn default() -> Self {
        EveningChoice::proposed(8, 24)
    }
}

impl EveningChoice {
    /// The best proposal for `pairs` and `time`; a Mitchell of two boards a round when none fits.
    pub fn proposed(pairs: u32, time: u32) -> EveningChoice {
        let first = proposals(pairs, time).into_iter().next();
        match first {
            Some(p) => EveningChoice::of(pairs, time, &p),
            None => EveningChoice {
                pairs,
                time,
                kind: Kind::Mitchell,
                per_round: 2,
                rounds: None,
                arrow: false,
            },
        }
    }

    fn of(pairs: u32, time: u32, p: &Proposal) -> EveningChoice {
        EveningChoice {
            pairs,
            time,
            kind: p.movement.kind(),
            per_round: p.movement.boards_per_round(),
            rounds: Some(p.movement.rounds()),
            arrow: false,
        }
    }

    /// The movement chosen, or why it cannot be run.
    pub fn movement(&self) -> Result<Movement, MovementError> {
        let m = Movement::new(self.kind, self.pairs, self.per_round)?;
        let m = match self.rounds {
            Some(r) => m.with_rounds(r)?,
            None => m,
        };
        m.with_arrow_switch(self.arrow && self.kind.is_mitchell())
    }

    /// True when this choice is proposal `p`.
    fn is(&self, p: &Proposal) -> bool {
        self.movement().is_ok_and(|m| m == p.movement)
    }
}

fn proposals(pairs: u32, time: u32) -> Vec<Proposal> {
    propose(pairs, time, PROPOSALS).unwrap_or_default()
}

/// The kinds that run with this many pairs.
fn kinds(pairs: u32) -> Vec<Kind> {
    let tables = pairs.div_ceil(2);
    Kind::ALL.into_iter().filter(|k| k.fits(tables)).collect()
}

/// One movement described: its kind, rounds and boards a round, boards in play.
pub fn movement_summary(m: &Movement) -> String {
    tf(
        "director.summary",
        &[
            ("kind", &t(m.kind().key())),
            ("rounds", &m.rounds().to_string()),
            ("per_round", &m.boards_per_round().to_string()),
            ("boards", &m.boards().to_string()),
            ("tables", &m.tables().to_string()),
        ],
    )
}

/// What a pair plays and whom it meets, and who wins: the lines under a movement's summary.
pub fn movement_notes(m: &Movement) -> Vec<String> {
    let key = if m.has_sit_out() {
        "director.each_pair_plays_sit_out"
    } else {
        "director.each_pair_plays"
    };
    let mut notes = vec![tf(key, &[("boards", &m.boards_played().to_string())])];
    if m.has_sit_out() {
        notes.push(t("director.sit_out"));
    }
    if m.arrow_switch() {
        notes.push(tf(
            "director.arrow_switch_rounds",
            &[("rounds", &m.switched_rounds().to_string())],
        ));
    }
    notes.push(t(if m.one_field() {
        "director.one_winner"
    } else {
        "director.two_winners"
    }));
    notes
}

fn select_value(ev: &leptos::ev::Event, default: u32) -> u32 {
    event_target_value(ev).parse().unwrap_or(default)
}

/// The movements of the first `sections` of these choices (each with its arrow switch), or why
/// one cannot be run.
pub fn chosen_movements(
    choices: &[(RwSignal<EveningChoice>, RwSignal<bool>)],
    sections: u32,
) -> Result<Vec<Movement>, MovementError> {
    choices
        .iter()
        .take(sections as usize)
        .map(|(choice, arrow)| {
            let mut c = choice.get();
            c.arrow = arrow.get();
            c.movement()
        })
        .collect()
}

/// How many sections (one, or A and B on the same boards) and, with two, whether they are
/// matchpointed per section rather than across the field.
#[component]
pub fn SectionsChoice(sections: RwSignal<u32>, per_section: RwSignal<bool>) -> impl IntoView {
    view! {
        <label>
            {move || t("director.sections")}
            <select data-testid="sections" on:change=move |ev| sections.set(select_value(&ev, 1))>
                {(1..=Section::MAX as u32)
                    .map(|n| {
                        view! {
                            <option value=n.to_string() selected=move || sections.get() == n>
                                {n}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
        <Show when=move || sections.get() != 1>
            <p class="hint">{move || t("director.sections_hint")}</p>
            <FormToggle on=per_section testid="per-section" key="director.field_per_section"/>
        </Show>
    }
}

/// Says, while the director sets up two sections, when they cannot be ranked together: a
/// Howell's (or arrow-switched Mitchell's) one winner beside a Mitchell's two.
#[component]
pub fn SectionsAlike(
    a: (RwSignal<EveningChoice>, RwSignal<bool>),
    b: (RwSignal<EveningChoice>, RwSignal<bool>),
) -> impl IntoView {
    move || {
        let ms = chosen_movements(&[a, b], 2).ok()?;
        (ms[0].one_field() != ms[1].one_field()).then(|| {
            view! {
                <p class="message" role="alert" data-testid="sections-alike">
                    {msg(&ScorerError::SectionWinners.msg())}
                </p>
            }
        })
    }
}

/// One section's setup: pairs and time, the proposals, and the movement chosen. `id` tells two
/// sections' labels apart.
#[component]
pub fn EveningSetup(
    choice: RwSignal<EveningChoice>,
    arrow: RwSignal<bool>,
    id: &'static str,
) -> impl IntoView {
    let proposals_label = format!("proposals-label-{id}");
    let labelled_by = proposals_label.clone();
    let set_pairs = move |ev: leptos::ev::Event| {
        let c = choice.get_untracked();
        arrow.set(false);
        choice.set(EveningChoice::proposed(select_value(&ev, c.pairs), c.time));
    };
    let set_time = move |ev: leptos::ev::Event| {
        let c = choice.get_untracked();
        arrow.set(false);
        choice.set(EveningChoice::proposed(c.pairs, select_value(&ev, c.time)));
    };
    let set_kind = move |ev: leptos::ev::Event| {
        let name = event_target_value(&ev);
        if let Some(kind) = Kind::from_name(&name) {
            if !kind.is_mitchell() {
                arrow.set(false);
            }
            choice.update(|c| {
                c.kind = kind;
                c.rounds = None;
            });
        }
    };
    let set_per_round = move |ev: leptos::ev::Event| {
        choice.update(|c| {
            c.per_round = select_value(&ev, c.per_round);
            c.rounds = None;
        });
    };
    let set_rounds = move |ev: leptos::ev::Event| {
        choice.update(|c| c.rounds = Some(select_value(&ev, 1)));
    };
    // The full length of the chosen kind: the rounds a Mitchell may be cut to.
    let full_rounds = move || {
        let c = choice.get();
        Movement::new(c.kind, c.pairs, c.per_round).map_or(0, |m| m.rounds())
    };
    let movement = move || {
        let mut c = choice.get();
        c.arrow = arrow.get();
        c.movement()
    };
    view! {
        <div class="evening-setup" data-testid="evening-setup">
            <label>
                {move || t("director.pairs")}
                <select data-testid="pairs" on:change=set_pairs>
                    {(MIN_PAIRS..=MAX_PAIRS)
                        .map(|n| {
                            view! {
                                <option value=n.to_string() selected=move || choice.get().pairs == n>
                                    {n}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            <label>
                {move || t("director.time")}
                <select data-testid="time-boards" on:change=set_time>
                    {(MIN_TIME..=MAX_TIME)
                        .map(|n| {
                            view! {
                                <option value=n.to_string() selected=move || choice.get().time == n>
                                    {n}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            <div class="choice-group proposals" role="group" aria-labelledby=labelled_by>
                <span class="choice-label" id=proposals_label>{move || t("director.proposals")}</span>
                {move || {
                    let c = choice.get();
                    let found = proposals(c.pairs, c.time);
                    if found.is_empty() {
                        return view! { <p class="hint" data-testid="no-proposal">{t("director.no_proposal")}</p> }
                            .into_any();
                    }
                    found
                        .into_iter()
                        .enumerate()
                        .map(|(i, p)| {
                            let chosen = c.is(&p) && !arrow.get();
                            view! {
                                <button
                                    type="button"
                                    class="button proposal"
                                    aria-pressed=if chosen { "true" } else { "false" }
                                    data-testid=format!("proposal-{i}")
                                    on:click=move |_| {
                                        arrow.set(false);
                                        choice.set(EveningChoice::of(c.pairs, c.time, &p));
                                    }
                                >
                                    <strong>{movement_summary(&p.movement)}</strong>
                                    <span>
                                        {tf(
                                            "director.proposal_meets",
                                            &[
                                                ("boards", &p.boards_played.to_string()),
                                                ("percent", &format!("{:.0}", 100.0 * p.meets)),
                                            ],
                                        )}
                                    </span>
                                </button>
                            }
                        })
                        .collect_view()
                        .into_any()
                }}
            </div>
            <label>
                {move || t("director.movement")}
                <select data-testid="movement-kind" on:change=set_kind>
                    {move || {
                        let c = choice.get();
                        kinds(c.pairs)
                            .into_iter()
                            .map(|k| {
                                view! {
                                    <option value=k.name() selected=c.kind == k>
                                        {t(k.key())}
                                    </option>
                                }
                            })
                            .collect_view()
                    }}
                </select>
            </label>
            <label>
                {move || t("scorer.boards_per_round")}
                <select data-testid="boards-per-round" on:change=set_per_round>
                    {(1..=MAX_BOARDS_PER_ROUND)
                        .map(|n| {
                            view! {
                                <option value=n.to_string() selected=move || choice.get().per_round == n>
                                    {n}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            <Show when=move || choice.get().kind.is_mitchell()>
                <label>
                    {move || t("director.rounds")}
                    <select data-testid="rounds" on:change=set_rounds>
                        {move || {
                            let full = full_rounds();
                            let now = choice.get().rounds.unwrap_or(full);
                            (1..=full)
                                .map(|n| view! { <option value=n.to_string() selected=n == now>{n}</option> })
                                .collect_view()
                        }}
                    </select>
                </label>
                <FormToggle on=arrow testid="arrow-switch" key="director.arrow_switch"/>
            </Show>
            <div class="evening-size" data-testid="evening-size" aria-live="polite">
                {move || match movement() {
                    Ok(m) => {
                        view! {
                            <p>
                                <strong>{movement_summary(&m)}</strong>
                            </p>
                            {movement_notes(&m).into_iter().map(|n| view! { <p class="hint">{n}</p> }).collect_view()}
                        }
                            .into_any()
                    }
                    Err(e) => view! { <p class="message" role="alert">{msg(&e.msg())}</p> }.into_any(),
                }}
            </div>
        </div>
    }
}

/// The event's name, date and club, given when the evening is set up (and changed later on its
/// names screen).
#[component]
pub fn EventFields(info: RwSignal<EventInfo>) -> impl IntoView {
    let field = move |key: &'static str, id: &'static str, kind: &'static str| {
        let value = move || {
            info.with(|i| match id {
                "event-name" => i.name.clone(),
                "event-date" => i.date.clone(),
                _ => i.club.clone(),
            })
        };
        view! {
            <label>
                {move || t(key)}
                <input
                    type=kind
                    data-testid=id
                    prop:value=value
                    on:change=move |ev| {
                        let v = event_target_value(&ev);
                        info.update(|i| match id {
                            "event-name" => i.name = v,
                            "event-date" => i.date = v,
                            _ => i.club = v,
                        });
                    }
                />
            </label>
        }
    };
    view! {
        <div class="event-info">
            {field("director.event_name", "event-name", "text")}
            {field("director.event_date", "event-date", "date")}
            {field("director.event_club", "event-club", "text")}
        </div>
    }
}
