//! Scorer mode: the tablet at a real table. Four people play with real cards and the app keeps
//! the score — rubbers with their settlement, Chicago in every form, or a small duplicate club
//! evening with its movement, travellers, ranking, exports and hand records. Sessions are
//! listed, saved, exported and imported like every other session (the sessions screen); the
//! sheets and their checks live in the engine (`bridge_engine::scorer`).

mod entry;
mod evening;
mod setup;

use bridge_engine::scorer::club::EventInfo;
use bridge_engine::scorer::evening::{Evening as EveningBook, EveningScoring, Field};
use bridge_engine::scorer::{DealEntry, RubberBook, ScorerBook, ScorerError};
use bridge_engine::scoring::SheetTotals;
use bridge_engine::scoring::chicago::{
    ChicagoScoring, ChicagoSettings, ChicagoSheet, Deals23Vulnerable,
};
use bridge_engine::scoring::rubber::RubberSettings;
use bridge_engine::scoring::russian::RussianChicagoSheet;
use bridge_engine::session::Session;
use bridge_engine::{Seat, Side};
use leptos::prelude::*;

use crate::services::errors::ToMsg;
use crate::services::i18n::{current_lang, isolate, msg, t, tf};
use crate::services::storage::StorageError;
use crate::state::persist;
use crate::state::sessions::fresh_seed;
use crate::state::sessions::store::{new_id, started};
use crate::ui::cards::{seat_name, vul_name};
use crate::ui::choice::{Choice, ChoiceSelect};
use crate::ui::chrome::FormToggle;
use crate::ui::scorecard::ScoreCardView;
use bridge_engine::msg::Msg;
pub use entry::DealForm;

/// The name of a scorer session in the list: the form of the game it scores.
pub fn session_name(s: &Session) -> String {
    let form = match s.book() {
        Some(ScorerBook::Rubber(_)) => t("mode.rubber"),
        Some(ScorerBook::Chicago(c)) if c.settings().scoring == ChicagoScoring::Duplicate => {
            t("sessions.chicago_duplicate")
        }
        Some(ScorerBook::Chicago(_)) => t("mode.chicago"),
        Some(ScorerBook::Russian(_)) => t("sessions.russian"),
        Some(ScorerBook::Evening(e)) if !e.info().name.is_empty() => e.info().name.clone(),
        Some(ScorerBook::Evening(e)) => tf(
            "scorer.evening_name",
            &[
                // Every section's tables, and the boards the evening plays (a section may
                // play fewer sets than the other).
                ("tables", &evening_tables(e).to_string()),
                ("boards", &e.boards().to_string()),
            ],
        ),
        None => String::new(),
    };
    tf("scorer.session_name", &[("form", &form)])
}

/// The tables of the whole evening: each section's.
fn evening_tables(e: &bridge_engine::scorer::evening::Evening) -> u32 {
    e.sections()
        .into_iter()
        .filter_map(|s| e.movement_of(s))
        .map(|m| m.tables())
        .sum()
}

/// A scorer evening's hand records as PBN (with results and ranking) and as LIN; `None` for
/// other sessions, which export their played deals.
pub fn session_deal_files(s: &Session) -> Option<(String, String)> {
    let Some(ScorerBook::Evening(e)) = s.book() else {
        return None;
    };
    let date = started(&s.id)
        .and_then(|d| d.get(..10).map(|d| d.replace('-', ".")))
        .unwrap_or_else(|| "?".into());
    let pbn = bridge_engine::scorer::export::evening_pbn(e, &session_name(s), &date);
    Some((pbn, bridge_engine::scorer::export::evening_lin(e)))
}

/// The time now, in milliseconds since 1970 (the corrections' clock).
fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// Today's date as `YYYY-MM-DD` in the player's time zone.
fn today() -> String {
    let d = js_sys::Date::new_0();
    format!(
        "{:04}-{:02}-{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date()
    )
}

/// "+8", "−3", "0": a settlement in hundreds.
fn signed(n: i64) -> String {
    match n {
        n if n > 0 => format!("+{n}"),
        n if n < 0 => format!("−{}", n.unsigned_abs()),
        _ => "0".into(),
    }
}

/// Why the scorer's last change was not saved (the browser refused storage, or it is full);
/// shown beside the entry form, where the player is looking.
#[derive(Clone, Copy)]
struct Unsaved(RwSignal<Option<StorageError>>);

/// Applies `change` to the session's book; saves on success, returns the refusal otherwise.
fn change_book(
    session: RwSignal<Session>,
    change: impl FnOnce(&mut ScorerBook) -> Result<(), ScorerError>,
) -> Option<String> {
    let mut s = session.get_untracked();
    let book = s.book_mut()?;
    match change(book) {
        Ok(()) => {
            let refused = persist(&mut s);
            if let Some(Unsaved(unsaved)) = use_context::<Unsaved>() {
                unsaved.set(refused);
            }
            session.set(s);
            None
        }
        Err(e) => Some(msg(&e.msg())),
    }
}

/// The last save's refusal with its reason, beside the entry form; nothing once a save works.
#[component]
fn SaveProblem() -> impl IntoView {
    let unsaved = use_context::<Unsaved>();
    let node = NodeRef::<leptos::html::P>::new();
    // Brought into view when it appears: the player is looking at the form they just used.
    Effect::new(move |_| {
        if let Some(el) = node.get() {
            let options = web_sys::ScrollIntoViewOptions::new();
            options.set_block(web_sys::ScrollLogicalPosition::Nearest);
            el.scroll_into_view_with_scroll_into_view_options(&options);
        }
    });
    move || {
        let reason = unsaved.and_then(|Unsaved(u)| u.get())?;
        let text = match reason {
            StorageError::RefusedEmbedded => t("scorer.not_saved_embedded"),
            StorageError::Full => t("scorer.not_saved_full"),
            other => msg(&Msg::new("scorer.not_saved").with("reason", other.to_msg())),
        };
        Some(view! {
            <p class="message save-problem" role="alert" data-testid="save-problem" node_ref=node>
                {text}
            </p>
        })
    }
}

/// What the new-scorer form scores.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum ScorerForm {
    /// A standard Chicago.
    #[default]
    Chicago,
    /// A duplicate-style Chicago.
    ChicagoDuplicate,
    /// A Russian Chicago.
    Russian,
    /// Rubbers.
    Rubber,
    /// A club evening.
    Evening,
}

impl Choice for ScorerForm {
    const ALL: &'static [Self] = &[
        Self::Chicago,
        Self::ChicagoDuplicate,
        Self::Russian,
        Self::Rubber,
        Self::Evening,
    ];
    fn id(self) -> &'static str {
        match self {
            Self::Chicago => "chicago",
            Self::ChicagoDuplicate => "chicago-duplicate",
            Self::Russian => "russian",
            Self::Rubber => "rubber",
            Self::Evening => "evening",
        }
    }
    fn key(self) -> &'static str {
        match self {
            Self::Chicago => "mode.chicago",
            Self::ChicagoDuplicate => "sessions.chicago_duplicate",
            Self::Russian => "sessions.russian",
            Self::Rubber => "mode.rubber",
            Self::Evening => "scorer.evening",
        }
    }
}

/// The new-scorer form: what is scored, with its settings.
#[component]
pub fn NewScorer(start: Callback<Session>) -> impl IntoView {
    let form = RwSignal::new(ScorerForm::default());
    let honours = RwSignal::new(false);
    let rubber_honours = RwSignal::new(true);
    let dealer_vul = RwSignal::new(false);
    let choice = RwSignal::new(setup::EveningChoice::default());
    let arrow = RwSignal::new(false);
    // A second section: its own pairs and movement, on the same boards.
    let sections = RwSignal::new(1u32);
    let choice_b = RwSignal::new(setup::EveningChoice::default());
    let arrow_b = RwSignal::new(false);
    let per_section = RwSignal::new(false);
    let info = RwSignal::new(EventInfo {
        date: today(),
        ..EventInfo::default()
    });
    let imps = RwSignal::new(false);
    let error = RwSignal::new(None::<String>);
    let begin = move |_| {
        let vul23 = if dealer_vul.get() {
            Deals23Vulnerable::Dealer
        } else {
            Deals23Vulnerable::NonDealer
        };
        let chicago = |scoring| ChicagoSettings {
            deals_2_3_vulnerable: vul23,
            count_honours: scoring == ChicagoScoring::Standard && honours.get(),
            scoring,
        };
        let seed = fresh_seed();
        let book = match form.get() {
            ScorerForm::Rubber => Ok(ScorerBook::Rubber(RubberBook::new(
                RubberSettings {
                    count_honours: rubber_honours.get(),
                },
                Seat::North,
            ))),
            ScorerForm::ChicagoDuplicate => Ok(ScorerBook::Chicago(ChicagoSheet::new(chicago(
                ChicagoScoring::Duplicate,
            )))),
            ScorerForm::Russian => Ok(ScorerBook::Russian(RussianChicagoSheet::new(vul23))),
            ScorerForm::Evening => {
                let scoring = if imps.get() {
                    EveningScoring::Imps
                } else {
                    EveningScoring::Matchpoints
                };
                let field = if per_section.get() {
                    Field::PerSection
                } else {
                    Field::AcrossSections
                };
                setup::chosen_movements(&[(choice, arrow), (choice_b, arrow_b)], sections.get())
                    .map_err(ScorerError::from)
                    .and_then(|ms| EveningBook::with_sections(&ms, field, scoring, seed))
                    .and_then(|mut e| e.set_info(info.get()).map(|()| ScorerBook::Evening(e)))
            }
            ScorerForm::Chicago => Ok(ScorerBook::Chicago(ChicagoSheet::new(chicago(
                ChicagoScoring::Standard,
            )))),
        };
        match book {
            Ok(book) => {
                let now = window()
                    .performance()
                    .map_or(0.0, |p| p.time_origin() + p.now());
                let id = new_id(now, fresh_seed());
                start.run(Session::scorer(id, book, seed));
            }
            Err(e) => error.set(Some(msg(&e.msg()))),
        }
    };
    let is = move |f: ScorerForm| move || form.get() == f;
    view! {
        <section class="new-session scorer-new" aria-labelledby="new-heading">
            <h2 id="new-heading">{move || t("scorer.new")}</h2>
            <p class="hint">{move || t("scorer.intro")}</p>
            <div class="new-settings">
                <label>
                    {move || t("scorer.form")}
                    <ChoiceSelect value=form testid="scorer-form"/>
                </label>
                <Show when=is(ScorerForm::Rubber)>
                    <FormToggle on=rubber_honours testid="rubber-honours" key="sessions.count_honours"/>
                </Show>
                <Show when=move || form.get() != ScorerForm::Rubber && form.get() != ScorerForm::Evening>
                    <FormToggle on=dealer_vul testid="dealer-vul" key="sessions.dealer_vulnerable"/>
                </Show>
                <Show when=is(ScorerForm::Chicago)>
                    <FormToggle on=honours testid="chicago-honours" key="sessions.count_honours"/>
                </Show>
                <Show when=is(ScorerForm::Evening)>
                    <setup::EventFields info=info/>
                    <setup::SectionsChoice sections=sections per_section=per_section/>
                    <fieldset class="section-setup" data-testid="section-a">
                        {move || (sections.get() > 1).then(|| view! { <legend>{tf("director.section_n", &[("section", "A")])}</legend> })}
                        <setup::EveningSetup choice=choice arrow=arrow id="a"/>
                    </fieldset>
                    <Show when=move || sections.get() != 1>
                        <fieldset class="section-setup" data-testid="section-b">
                            <legend>{move || tf("director.section_n", &[("section", "B")])}</legend>
                            <setup::EveningSetup choice=choice_b arrow=arrow_b id="b"/>
                        </fieldset>
                        <setup::SectionsAlike a=(choice, arrow) b=(choice_b, arrow_b)/>
                    </Show>
                    <FormToggle on=imps testid="evening-imps" key="scorer.imps"/>
                </Show>
            </div>
            {move || error.get().map(|e| view! { <p class="message" role="alert">{e}</p> })}
            <button class="button primary big" data-testid="new-scorer" on:click=begin>
                {move || t("scorer.start")}
            </button>
        </section>
    }
}

/// A scorer session: the table's sheet or the club evening.
#[component]
pub fn ScorerScreen(session: RwSignal<Session>, on_close: Callback<()>) -> impl IntoView {
    provide_context(Unsaved(RwSignal::new(None)));
    let evening = session.with_untracked(|s| matches!(s.book(), Some(ScorerBook::Evening(_))));
    view! {
        <main class="sessions scorer" data-testid="scorer-screen">
            <header class="table-header">
                <button class="button back" data-testid="close-scorer" on:click=move |_| on_close.run(())>
                    <span class="back-arrow" aria-hidden="true">"← "</span>
                    {move || t("scorer.back")}
                </button>
                <h1>{move || session.with(session_name)}</h1>
            </header>
            {if evening {
                view! { <evening::EveningScorer session=session/> }.into_any()
            } else {
                view! { <TableScorer session=session/> }.into_any()
            }}
        </main>
    }
}

/// Rubber or Chicago at one table: whose deal it is and who is vulnerable, the entry form, the
/// sheet, and undo.
#[component]
fn TableScorer(session: RwSignal<Session>) -> impl IntoView {
    let book = move || session.with(|s| s.book().cloned());
    let (honours, hcp) = session.with_untracked(|s| match s.book() {
        Some(ScorerBook::Rubber(b)) => (b.current().settings().count_honours, false),
        Some(ScorerBook::Chicago(c)) => (c.settings().count_honours, false),
        Some(ScorerBook::Russian(_)) => (false, true),
        _ => (false, false),
    });
    let message = RwSignal::new(None::<String>);
    let submit = Callback::new(move |entry: DealEntry| {
        message.set(None);
        change_book(session, |b| b.record(&entry))
    });
    let undo = move |_| {
        let mut undone = false;
        change_book(session, |b| {
            undone = b.undo();
            Ok(())
        });
        message.set(Some(t(if undone {
            "scorer.undone"
        } else {
            "scorer.nothing_to_undo"
        })));
    };
    let status = move || {
        let b = book()?;
        let next = b.next_deal();
        let number = match &b {
            // A finished rubber's next deal is the first of the next rubber.
            ScorerBook::Rubber(r) if r.current().is_over() => 1,
            ScorerBook::Rubber(r) => r.current().deals().len() + 1,
            ScorerBook::Chicago(c) => c.next_deal() as usize,
            ScorerBook::Russian(r) => r.scores().len() + 1,
            ScorerBook::Evening(_) => 0,
        };
        Some(match next {
            Some((dealer, vul)) => view! {
                <p class="scorer-status" data-testid="scorer-status" aria-live="polite">
                    <span class="deal-number">{tf("scorer.deal_n", &[("n", &number.to_string())])}</span>
                    <span data-testid="dealer">{tf("scorer.dealer", &[("seat", &seat_name(dealer))])}</span>
                    <span data-testid="vulnerable">{tf("scorer.vulnerable", &[("vul", &vul_name(vul))])}</span>
                </p>
            }
            .into_any(),
            None => view! {
                <p class="scorer-status" data-testid="scorer-status" aria-live="polite">
                    {t("scorer.sheet_over")}
                </p>
            }
            .into_any(),
        })
    };
    let over = move || book().is_some_and(|b| b.is_over());
    let is_rubber = move || matches!(book(), Some(ScorerBook::Rubber(_)));
    view! {
        <div class="scorer-layout">
            <section class="scorer-entry" aria-labelledby="entry-heading">
                <h2 id="entry-heading" class="visually-hidden">{move || t("scorer.entry")}</h2>
                {status}
                <Show
                    when=move || !over()
                    fallback=move || {
                        view! {
                            <button
                                class="button primary big"
                                data-testid="another-set"
                                on:click=move |_| {
                                    change_book(session, |b| {
                                        match b {
                                            ScorerBook::Chicago(c) => c.play_another_set(),
                                            ScorerBook::Russian(r) => r.play_another_set(),
                                            _ => {}
                                        }
                                        Ok(())
                                    });
                                }
                            >
                                {move || t("sessions.another_set")}
                            </button>
                        }
                    }
                >
                    <DealForm honours=honours hcp=hcp submit=submit/>
                    <SaveProblem/>
                </Show>
                <div class="form-actions">
                    <button class="button big" data-testid="undo-entry" on:click=undo>
                        <span aria-hidden="true">"↶ "</span>
                        {move || t("scorer.undo")}
                    </button>
                    <Show when=move || is_rubber() && !book().is_some_and(|b| matches!(b, ScorerBook::Rubber(r) if r.current().is_over()))>
                        <button
                            class="button big"
                            data-testid="abandon-rubber"
                            on:click=move |_| {
                                message.set(change_book(session, |b| match b {
                                    ScorerBook::Rubber(r) => r.abandon(),
                                    _ => Ok(()),
                                }));
                            }
                        >
                            {move || t("scorer.abandon")}
                        </button>
                    </Show>
                </div>
                {move || message.get().map(|m| view! { <p class="message" role="status" data-testid="scorer-message">{m}</p> })}
            </section>
            <section class="scorer-sheet" aria-labelledby="sheet-heading">
                <h2 id="sheet-heading">{move || t("card.heading")}</h2>
                {move || session.with(|s| s.score_card().ok()).map(|card| view! { <ScoreCardView card=card/> })}
                {move || match book() {
                    Some(ScorerBook::Rubber(r)) => Some(view! { <Rubbers book=r/> }),
                    _ => None,
                }}
            </section>
        </div>
    }
}

/// Every rubber of the evening with its totals and settlement, and the running settlement.
#[component]
fn Rubbers(book: RubberBook) -> impl IntoView {
    let rows = book
        .rubbers()
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let settled = r.is_over().then(|| r.settlement());
            view! {
                <tr>
                    <td>{i + 1}</td>
                    <td class="num">{r.total(Side::NorthSouth)}</td>
                    <td class="num">{r.total(Side::EastWest)}</td>
                    <td class="num">
                        {settled.map_or_else(|| t("sessions.in_progress"), |n| isolate(current_lang(), &signed(n)))}
                    </td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="score-card rubbers" data-testid="rubbers">
            <caption>{t("scorer.rubbers")}</caption>
            <thead>
                <tr>
                    <th>{t("scorer.rubber_n")}</th>
                    <th class="num">{t("card.we")}</th>
                    <th class="num">{t("card.they")}</th>
                    <th class="num">{t("scorer.settlement")}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
            <tfoot>
                <tr class="total">
                    <th scope="row" colspan="3">{t("scorer.settlement_total")}</th>
                    <td class="num" data-testid="settlement-total">
                        <bdi dir="ltr">{signed(book.settlement())}</bdi>
                    </td>
                </tr>
            </tfoot>
        </table>
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_scorer_form_reads_back_from_its_option_and_has_a_label() {
        crate::ui::choice::assert_choices::<super::ScorerForm>();
    }
}
