//! The club evening: the movement as printed for the tables (each section's), the travellers
//! entered board by board (every section's lines), the ranking of each direction (of the field
//! or of each section, as the director chooses) with its exports, and the hand records to deal
//! from.

use bridge_engine::scorer::ScorerBook;
use bridge_engine::scorer::club::score::CorrectionReport;
use bridge_engine::scorer::club::{Artificial, Correction, EventInfo, Outcome, Weighted};
use bridge_engine::scorer::evening::{
    Evening, EveningScoring, Field, PLAYERS_PER_PAIR, RankingGroup, Section, TravellerEntry,
    TravellerLine,
};
use bridge_engine::scorer::export::{self, points_text};
use bridge_engine::scorer::movement::cards::PairPlace;
use bridge_engine::scorer::movement::{Kind, Movement, SetPlace};
use bridge_engine::session::Session;
use leptos::prelude::*;

use super::{DealForm, change_book, now_ms};
use crate::services::i18n::{current_lang, decimal, isolate, msg, t, tf};
use crate::ui::cards::{seat_name, vul_name};
use crate::ui::chrome::{Choice, ChoiceButtons, TabBar, print_page};
use crate::ui::files::{DealFiles, download};
use crate::ui::records::{hand_record, ltr, result_text};
use crate::ui::scorecard::deal::signed;
use crate::ui::scorecard::games::imps_text;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tab {
    Movement,
    Names,
    Travellers,
    Ranking,
    Records,
}

/// "A60/A40": an artificial score's code, North-South's first.
fn artificial_text(north_south: Artificial, east_west: Artificial) -> String {
    format!("A{}/A{}", north_south.percent(), east_west.percent())
}

/// What happened on a line: the result played, or the director's adjustment as the traveller
/// marks it ("Assigned: 4♠ N +1", "Artificial: A60/A40", "Not played").
fn outcome_text(o: &Outcome) -> String {
    match o {
        Outcome::Played(r) => result_text(r),
        Outcome::Artificial {
            north_south,
            east_west,
        } => tf(
            "director.artificial_line",
            &[(
                "code",
                &isolate(current_lang(), &artificial_text(*north_south, *east_west)),
            )],
        ),
        Outcome::Assigned(parts) => {
            let parts: Vec<String> = parts
                .iter()
                .map(|w| {
                    if w.percent == 100 {
                        result_text(&w.result)
                    } else {
                        tf(
                            "director.weighted_part",
                            &[
                                ("percent", &w.percent.to_string()),
                                ("result", &result_text(&w.result)),
                            ],
                        )
                    }
                })
                .collect();
            tf("director.assigned_line", &[("result", &parts.join(" + "))])
        }
        Outcome::NotPlayed => t("director.not_played"),
    }
}

/// "Ann Lee & Bo Chen" of a pair, empty when no name was given.
fn names_of(evening: &Evening, section: Section, pair: u32) -> String {
    evening.pair_names(section, pair)
}

/// A line of a board's traveller: its section and North-South pair.
type LineId = (Section, u32);

/// The section of a letter the club event writes ("A"); A when unknown.
fn section_of(letter: &str) -> Section {
    Section::from_letter(letter).unwrap_or_default()
}

/// "Section B".
fn section_name(section: Section) -> String {
    tf("director.section_n", &[("section", section.letter())])
}

/// The evening's screens, one at a time, chosen by tabs.
#[component]
pub fn EveningScorer(session: RwSignal<Session>) -> impl IntoView {
    let evening = Memo::new(move |_| {
        session.with(|s| match s.book() {
            Some(ScorerBook::Evening(e)) => Some(e.clone()),
            _ => None,
        })
    });
    // An evening with results opens (after a reload too) on the board being entered; a new one
    // on its movement.
    let resume = evening.with_untracked(|e| e.as_ref().and_then(board_being_entered));
    let tab = RwSignal::new(if resume.is_some() {
        Tab::Travellers
    } else {
        Tab::Movement
    });
    // The board shown on the travellers, kept while other tabs are looked at.
    let board = RwSignal::new(resume.unwrap_or(1));
    let tabs = [
        (Tab::Movement, "scorer.tab.movement", "tab-movement"),
        (Tab::Names, "director.tab.names", "tab-names"),
        (Tab::Travellers, "scorer.tab.travellers", "tab-travellers"),
        (Tab::Ranking, "scorer.tab.ranking", "tab-ranking"),
        (Tab::Records, "scorer.tab.records", "tab-records"),
    ];
    view! {
        <TabBar tab=tab tabs=tabs.to_vec() label_key="scorer.evening"/>
        {move || {
            let which = tab.get();
            if which == Tab::Travellers {
                // The travellers follow the evening themselves: built once, they keep the board
                // shown, the line chosen and their message through every entry.
                return view! { <Travellers session=session evening=evening board=board/> }.into_any();
            }
            let Some(e) = evening.get() else {
                return ().into_any();
            };
            match which {
                Tab::Movement => view! { <MovementView evening=e/> }.into_any(),
                Tab::Names => view! { <Names session=session evening=e/> }.into_any(),
                Tab::Ranking => view! { <Ranking session=session evening=e/> }.into_any(),
                _ => view! { <HandRecords evening=e/> }.into_any(),
            }
        }}
    }
}

/// The board being entered: the board of the latest entry while it has lines to fill, else the
/// next board after it with a line to fill; `None` before the first entry or once every result
/// is in (then the travellers open on the last entry's board).
fn board_being_entered(e: &Evening) -> Option<u32> {
    let last = e.entries().last()?.board;
    Some(next_open_board(e, last, true).unwrap_or(last))
}

/// The first board from `from` (itself included when `inclusive`) on, wrapping round to board
/// 1, whose traveller still has a line without a result.
fn next_open_board(e: &Evening, from: u32, inclusive: bool) -> Option<u32> {
    let boards = e.boards();
    let start = if inclusive { 0 } else { 1 };
    (start..boards)
        .map(|k| (from - 1 + k) % boards + 1)
        .find(|&b| !e.is_board_complete(b))
}

/// Which part of the movement is shown (and printed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MovementPart {
    Rounds,
    TableCards,
    PairCards,
}

/// "1–3" for a set played in number order, "3, 1, 2" when a shared set starts further in.
fn boards_text(order: &[u32]) -> String {
    match (order.first(), order.last()) {
        (Some(a), Some(b)) if order.windows(2).all(|w| w[1] == w[0] + 1) => {
            if a == b {
                a.to_string()
            } else {
                format!("{a}–{b}")
            }
        }
        _ => order
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(", "),
    }
}

/// Where a pair sits: "Table 3 N-S", or "sits out".
fn place_text(place: PairPlace) -> String {
    match place {
        PairPlace::Table { table, north_south } => tf(
            "director.place_table",
            &[
                ("table", &table.to_string()),
                // A non-breaking hyphen: "N-S" never splits at the end of a line.
                (
                    "dir",
                    &t(if north_south { "card.ns" } else { "card.ew" }).replace('-', "\u{2011}"),
                ),
            ],
        ),
        PairPlace::SitOut => t("director.sits_out"),
    }
}

/// Where a set of boards goes: "Table 2", or the relay stand.
fn set_place_text(place: SetPlace) -> String {
    match place {
        SetPlace::Table(n) => tf("director.table_n", &[("n", &n.to_string())]),
        SetPlace::Stand => t("director.stand"),
    }
}

/// How the movement's pairs and boards move, as the director announces it.
fn moves_keys(m: &Movement) -> Vec<String> {
    let mut out = Vec::new();
    match m.kind() {
        Kind::Mitchell | Kind::SkipMitchell => out.push(t("scorer.mitchell_moves")),
        Kind::RelayMitchell => {
            out.push(t("scorer.mitchell_moves"));
            out.push(t("director.relay_moves"));
        }
        Kind::Howell | Kind::ThreeQuarterHowell => out.push(t("director.howell_moves")),
    }
    if let Some(r) = m.skip_before_round() {
        out.push(tf("scorer.mitchell_skip", &[("round", &r.to_string())]));
    }
    out
}

/// The movement as the director prints it: every round's tables with their pairs and boards,
/// each table's guide card and each pair's.
#[component]
fn MovementView(evening: Evening) -> impl IntoView {
    // With two sections, one section's movement and guide cards at a time.
    let section = RwSignal::new(Section::A);
    let sections = evening.sections();
    let two = evening.has_sections();
    let picker = two.then(|| {
        view! {
            <div class="choices no-print" role="group" aria-label=move || t("director.sections")>
                <ChoiceButtons
                    chosen=section
                    choices=sections
                        .into_iter()
                        .map(|which| {
                            let id = format!("movement-section-{}", which.letter());
                            Choice::text(which, section_name(which), id)
                        })
                        .collect()
                />
            </div>
        }
    });
    view! {
        {picker}
        {move || {
            let which = section.get();
            let m = evening.movement_of(which).copied().unwrap_or(*evening.movement());
            let heading = two.then(|| section_name(which));
            view! { <SectionMovement m=m heading=heading/> }
        }}
    }
}

/// One section's movement: its summary, every round, the guide cards of its tables and pairs.
#[component]
fn SectionMovement(m: Movement, heading: Option<String>) -> impl IntoView {
    let part = RwSignal::new(MovementPart::Rounds);
    let parts = vec![
        Choice::key(
            MovementPart::Rounds,
            "director.view.rounds",
            "movement-rounds",
        ),
        Choice::key(
            MovementPart::TableCards,
            "director.view.tables",
            "table-cards",
        ),
        Choice::key(MovementPart::PairCards, "director.view.pairs", "pair-cards"),
    ];
    view! {
        <section class="movement printable" data-testid="movement">
            {heading.map(|h| view! { <h2 class="section-heading" data-testid="movement-section">{h}</h2> })}
            <h2>{super::setup::movement_summary(&m)}</h2>
            <div class="movement-notes">
                {super::setup::movement_notes(&m)
                    .into_iter()
                    .chain(moves_keys(&m))
                    .map(|n| view! { <p class="hint">{n}</p> })
                    .collect_view()}
            </div>
            <div class="form-actions no-print">
                <div class="choices" role="group" aria-label=move || t("director.guide_cards")>
                    <ChoiceButtons chosen=part choices=parts/>
                </div>
                <button class="button" data-testid="print-movement" on:click=move |_| print_page()>
                    {t("scorer.print")}
                </button>
            </div>
            {move || match part.get() {
                MovementPart::Rounds => rounds_view(m).into_any(),
                MovementPart::TableCards => table_cards_view(m).into_any(),
                MovementPart::PairCards => pair_cards_view(m).into_any(),
            }}
        </section>
    }
}

/// Every round's tables, the pairs sitting out, the arrow-switched rounds marked.
fn rounds_view(m: Movement) -> impl IntoView {
    view! {
        <div class="rounds">
            {(1..=m.rounds())
                .map(|r| {
                    let out = m.sitting_out(r);
                    view! {
                        <table class="score-card round" data-testid="round">
                            <caption>
                                {tf("scorer.round_n", &[("n", &r.to_string())])}
                                {m.is_switched(r).then(|| view! { " · " <span data-testid="switched">{t("director.switched")}</span> })}
                            </caption>
                            <thead>
                                <tr>
                                    <th>{t("scorer.table")}</th>
                                    <th>{t("card.ns_pair")}</th>
                                    <th>{t("card.ew_pair")}</th>
                                    <th>{t("scorer.boards")}</th>
                                </tr>
                            </thead>
                            <tbody>
                                {m
                                    .round(r)
                                    .into_iter()
                                    .map(|s| {
                                        view! {
                                            <tr>
                                                <td>{s.table}</td>
                                                <td>{s.north_south}</td>
                                                <td>{s.east_west}</td>
                                                <td>{ltr(boards_text(&s.play_order()))}</td>
                                            </tr>
                                        }
                                    })
                                    .collect_view()}
                            </tbody>
                            {(!out.is_empty())
                                .then(|| {
                                    let pairs = out.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
                                    view! {
                                        <tfoot>
                                            <tr>
                                                <td colspan="4" data-testid="sitting-out">
                                                    {tf("director.sitting_out", &[("pairs", &pairs)])}
                                                </td>
                                            </tr>
                                        </tfoot>
                                    }
                                })}
                        </table>
                    }
                })
                .collect_view()}
        </div>
    }
}

/// Each table's guide card: round by round its pairs and boards, and where each goes next.
fn table_cards_view(m: Movement) -> impl IntoView {
    const COLUMNS: [&str; 7] = [
        "director.round",
        "card.ns",
        "card.ew",
        "scorer.boards",
        "director.ns_next",
        "director.ew_next",
        "director.boards_next",
    ];
    let cards = m.table_cards().into_iter().map(|card| {
        let rows = card
            .rounds
            .into_iter()
            .map(|r| match r.seating {
                Some(s) => {
                    let next = |p: Option<PairPlace>| p.map(place_text).unwrap_or_default();
                    view! {
                        <tr>
                            <td>
                                {r.round}
                                {s.switched.then(|| view! { " " <abbr title=t("director.switched")>"↔"</abbr> })}
                            </td>
                            <td>{s.north_south}</td>
                            <td>{s.east_west}</td>
                            <td>{ltr(boards_text(&s.play_order()))}</td>
                            <td>{next(r.north_south_next)}</td>
                            <td>{next(r.east_west_next)}</td>
                            <td>{r.boards_next.map(set_place_text).unwrap_or_default()}</td>
                        </tr>
                    }
                    .into_any()
                }
                None => {
                    let out = r
                        .sitting_out
                        .map(|p| tf("director.pair_sits_out", &[("pair", &p.to_string())]))
                        .unwrap_or_else(|| t("director.table_idle"));
                    view! {
                        <tr>
                            <td>{r.round}</td>
                            <td colspan="6">{out}</td>
                        </tr>
                    }
                    .into_any()
                }
            })
            .collect_view();
        let caption = tf("director.table_n", &[("n", &card.table.to_string())]);
        guide_card("table-card", caption, &COLUMNS, rows)
    });
    view! { <div class="guide-cards">{cards.collect_view()}</div> }
}

/// Each pair's guide card: where it sits each round, whom it meets, its boards, where next.
fn pair_cards_view(m: Movement) -> impl IntoView {
    const COLUMNS: [&str; 5] = [
        "director.round",
        "director.sits",
        "director.against",
        "scorer.boards",
        "director.next",
    ];
    let cards = m.pair_cards().into_iter().map(|card| {
        let rows = card
            .rounds
            .into_iter()
            .map(|r| {
                view! {
                    <tr>
                        <td>{r.round}</td>
                        <td>{place_text(r.place)}</td>
                        <td>{r.opponent}</td>
                        <td>{(!r.boards.is_empty()).then(|| ltr(boards_text(&r.boards)))}</td>
                        <td>{r.next.map(place_text).unwrap_or_default()}</td>
                    </tr>
                }
            })
            .collect_view();
        let caption = tf("director.pair_n", &[("n", &card.pair.to_string())]);
        guide_card("pair-card", caption, &COLUMNS, rows)
    });
    view! { <div class="guide-cards">{cards.collect_view()}</div> }
}

/// One guide card: a table captioned `caption`, a heading a column (catalogue keys), `rows`.
fn guide_card(
    testid: &'static str,
    caption: String,
    columns: &[&'static str],
    rows: impl IntoView,
) -> impl IntoView {
    let headings = columns
        .iter()
        .map(|key| view! { <th>{t(key)}</th> })
        .collect_view();
    view! {
        <table class="score-card guide-card" data-testid=testid>
            <caption>{caption}</caption>
            <thead>
                <tr>{headings}</tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}

/// The travellers: pick a board, pick its line, enter the result. Entering never moves to
/// another board (the player moves on with "next board", which skips complete boards); changing
/// a line that has a result asks first; undo takes back the most recent entry of the evening
/// (a correction counts as one), shows its board and says which it was.
#[component]
fn Travellers(
    session: RwSignal<Session>,
    evening: Memo<Option<Evening>>,
    board: RwSignal<u32>,
) -> impl IntoView {
    let boards = evening.with_untracked(|e| e.as_ref().map_or(0, Evening::boards));
    // The line being entered; by default the first line without a result.
    let chosen = RwSignal::new(None::<LineId>);
    // The line whose entered result the player asked to change, until they confirm.
    let asking = RwSignal::new(None::<LineId>);
    let message = RwSignal::new(None::<String>);
    // A correction's report: what changed and how the ranking moved.
    let corrected = RwSignal::new(None::<CorrectionReport>);
    // The director's adjustment form is open in place of the result form.
    let adjusting = RwSignal::new(false);
    let show_board = move |b: u32| {
        board.set(b);
        chosen.set(None);
        asking.set(None);
        message.set(None);
    };
    let show_board = move |b: u32| {
        show_board(b);
        corrected.set(None);
        adjusting.set(false);
    };
    let line_of = move |(section, ns): LineId| {
        evening.with(|e| {
            e.as_ref()?
                .traveller(board.get())
                .into_iter()
                .find(|l| l.section == section && l.north_south == ns)
        })
    };
    let line = move || {
        let e = evening.get()?;
        let lines = e.traveller(board.get());
        match chosen.get() {
            Some((section, ns)) => lines
                .into_iter()
                .find(|l| l.section == section && l.north_south == ns),
            None => lines.into_iter().find(|l| !l.is_entered()),
        }
    };
    // A pair as the results name it ("A3" with two sections).
    let label = move |section: Section, pair: u32| {
        evening.with_untracked(|e| {
            e.as_ref()
                .map_or_else(|| pair.to_string(), |e| e.pair_label(section, pair))
        })
    };
    let imps = move || {
        evening.with(|e| {
            e.as_ref()
                .is_some_and(|e| e.scoring() == EveningScoring::Imps)
        })
    };
    let pick = Callback::new(move |id: LineId| {
        message.set(None);
        match line_of(id) {
            Some(l) if l.is_entered() && chosen.get_untracked() != Some(id) => {
                asking.set(Some(id));
            }
            _ => {
                asking.set(None);
                chosen.set(Some(id));
            }
        }
    });
    let record = Callback::new(move |outcome: Outcome| {
        let Some(l) = line() else {
            return Some(t("scorer.error.incomplete"));
        };
        let b = board.get_untracked();
        let mut report = None;
        let refused = change_book(session, |book| match book {
            ScorerBook::Evening(e) => e
                .record(l.section, b, l.north_south, outcome, now_ms())
                .map(|r| report = r),
            _ => Ok(()),
        });
        if refused.is_none() {
            chosen.set(None);
            message.set(None);
            adjusting.set(false);
            corrected.set(report);
        }
        refused
    });
    let submit = Callback::new(move |entry| match Evening::played(&entry) {
        Ok(outcome) => record.run(outcome),
        Err(e) => Some(msg(&e.msg())),
    });
    // Undo takes back the most recent entry, whatever board is shown, and shows its board.
    let undo = move |_| {
        let mut taken = None;
        change_book(session, |book| {
            if let ScorerBook::Evening(e) = book {
                taken = e.undo(now_ms());
            }
            Ok(())
        });
        chosen.set(None);
        asking.set(None);
        adjusting.set(false);
        corrected.set(None);
        let text = match taken {
            Some(entry) => {
                board.set(entry.board);
                undone_text(&entry, evening)
            }
            None => t("scorer.nothing_to_undo"),
        };
        message.set(Some(text));
    };
    view! {
        <section class="travellers" data-testid="travellers">
            <div class="choice-group" role="group" aria-labelledby="board-pick">
                <span class="choice-label" id="board-pick">{move || t("card.board")}</span>
                <div class="choices">
                    {(1..=boards)
                        .map(|b| {
                            let done = move || {
                                evening.with(|e| {
                                    e.as_ref().is_some_and(|e| e.is_board_complete(b))
                                })
                            };
                            view! {
                                <button
                                    class="button choice"
                                    class:done=done
                                    aria-pressed=move || if board.get() == b { "true" } else { "false" }
                                    data-testid=format!("board-{b}")
                                    on:click=move |_| show_board(b)
                                >
                                    {b}
                                    {move || done().then(|| view! { <span aria-hidden="true">" ✓"</span> })}
                                </button>
                            }
                        })
                        .collect_view()}
                </div>
            </div>
            {move || {
                let e = evening.get()?;
                let b = board.get();
                let (dealer, vul) = bridge_engine::board_conditions(b);
                let current = line().map(|l| (l.section, l.north_south));
                let asked = asking.get();
                let names = |section: Section, pair: u32| names_of(&e, section, pair);
                let two = e.has_sections();
                Some(view! {
                    <table class="score-card traveller" data-testid="traveller">
                        <caption>
                            {tf("card.traveller", &[("board", &b.to_string())])}
                            " · "
                            {tf("scorer.dealer", &[("seat", &seat_name(dealer))])}
                            " · "
                            {tf("scorer.vulnerable", &[("vul", &vul_name(vul))])}
                        </caption>
                        <thead>
                            <tr>
                                {two.then(|| view! { <th>{t("director.section")}</th> })}
                                <th>{t("card.ns")}</th>
                                <th>{t("card.ew")}</th>
                                <th>{t("card.contract")}</th>
                                <th class="num">{t("card.ns_score")}</th>
                                <th class="num">{if imps() { t("scorer.imps_ns") } else { t("card.ns_mp") }}</th>
                                <th class="num">{if imps() { t("scorer.imps_ew") } else { t("card.ew_mp") }}</th>
                            </tr>
                        </thead>
                        <tbody>
                            {e.traveller(b)
                                .into_iter()
                                .map(|l| {
                                    let id = Some((l.section, l.north_south));
                                    let marked = current == id || asked == id;
                                    let (ns, ew) = (names(l.section, l.north_south), names(l.section, l.east_west));
                                    let labels = [e.pair_label(l.section, l.north_south), e.pair_label(l.section, l.east_west)];
                                    traveller_row(l, [ns, ew], labels, two, marked, imps(), pick)
                                })
                                .collect_view()}
                        </tbody>
                    </table>
                })
            }}
            {move || {
                let id = asking.get()?;
                let l = line_of(id)?;
                let result = l.outcome.as_ref().map(outcome_text).unwrap_or_default();
                Some(view! {
                    <div class="confirm-change" role="alert" data-testid="confirm-change">
                        <p>
                            {tf(
                                "scorer.change_confirm",
                                &[
                                    ("board", &board.get().to_string()),
                                    ("ns", &label(l.section, l.north_south)),
                                    ("ew", &label(l.section, l.east_west)),
                                    ("result", &result),
                                ],
                            )}
                        </p>
                        <div class="form-actions">
                            <button
                                class="button primary big"
                                data-testid="change-yes"
                                on:click=move |_| {
                                    asking.set(None);
                                    chosen.set(Some(id));
                                }
                            >
                                {t("scorer.change_yes")}
                            </button>
                            <button class="button big" data-testid="change-no" on:click=move |_| asking.set(None)>
                                {t("scorer.change_no")}
                            </button>
                        </div>
                    </div>
                })
            }}
            <Show when=move || asking.get().is_none()>
                {move || {
                    line()
                        .map(|l| {
                            let args = [
                                ("board", board.get().to_string()),
                                ("ns", label(l.section, l.north_south)),
                                ("ew", label(l.section, l.east_west)),
                                ("result", l.outcome.as_ref().map(outcome_text).unwrap_or_default()),
                            ];
                            let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
                            let key = if l.is_entered() { "scorer.changing_for" } else { "scorer.entry_for" };
                            view! {
                                <h2 class="entry-for" data-testid="entry-for">
                                    {tf(key, &args)}
                                </h2>
                            }
                        })
                }}
                <Show
                    when=move || line().is_some()
                    fallback=move || {
                        view! {
                            <div class="board-complete" data-testid="board-complete">
                                <p class="hint">{move || t("scorer.board_complete")}</p>
                                {move || {
                                    // The next board with a line to fill, past the complete ones.
                                    let next = evening.with(|e| {
                                        e.as_ref().and_then(|e| next_open_board(e, board.get(), false))
                                    })?;
                                    Some(view! {
                                        <button
                                            class="button primary big"
                                            data-testid="next-board"
                                            on:click=move |_| show_board(next)
                                        >
                                            {tf("scorer.next_board", &[("board", &next.to_string())])}
                                        </button>
                                    })
                                }}
                            </div>
                        }
                    }
                >
                    <div class="form-actions">
                        <button
                            type="button"
                            class="button choice"
                            aria-pressed=move || if adjusting.get() { "false" } else { "true" }
                            data-testid="enter-played"
                            on:click=move |_| adjusting.set(false)
                        >
                            {move || t("director.played")}
                        </button>
                        <button
                            type="button"
                            class="button choice"
                            aria-pressed=move || if adjusting.get() { "true" } else { "false" }
                            data-testid="adjust"
                            on:click=move |_| adjusting.set(true)
                        >
                            {move || t("director.adjust")}
                        </button>
                    </div>
                    <Show
                        when=move || adjusting.get()
                        fallback=move || view! { <DealForm honours=false hcp=false submit=submit/> }
                    >
                        <Adjustment record=record/>
                    </Show>
                </Show>
                <super::SaveProblem/>
            </Show>
            <div class="form-actions">
                <button class="button big" data-testid="undo-entry" on:click=undo>
                    <span aria-hidden="true">"↶ "</span>
                    {move || t("scorer.undo")}
                </button>
            </div>
            {move || message.get().map(|m| view! { <p class="message" role="status" data-testid="scorer-message">{m}</p> })}
            {move || {
                let report = corrected.get()?;
                let e = evening.get()?;
                Some(view! { <CorrectionView report=report evening=e/> })
            }}
        </section>
    }
}

/// The director's adjusted score for the line being entered (Law 12C): an artificial score for
/// each side (A60, A50, A40 in any mix), an assigned result (with a weighted split: two results
/// and their weights), or the board not played.
#[component]
fn Adjustment(record: Callback<Outcome, Option<String>>) -> impl IntoView {
    #[derive(Clone, Copy, PartialEq, Eq)]
    enum AdjustKind {
        Artificial,
        Assigned,
        Weighted,
    }
    let kind = RwSignal::new(AdjustKind::Artificial);
    let ns = RwSignal::new(Artificial::Average);
    let ew = RwSignal::new(Artificial::Average);
    // The weight of the first result of a weighted score, and that result once entered.
    let weight = RwSignal::new(60u8);
    let first = RwSignal::new(None::<Outcome>);
    let refused = RwSignal::new(None::<String>);
    let kinds = vec![
        Choice::key(
            AdjustKind::Artificial,
            "director.kind.artificial",
            "adjust-artificial",
        ),
        Choice::key(
            AdjustKind::Assigned,
            "director.kind.assigned",
            "adjust-assigned",
        ),
        Choice::key(
            AdjustKind::Weighted,
            "director.kind.weighted",
            "adjust-weighted",
        ),
    ];
    let side = move |label: &'static str, value: RwSignal<Artificial>, id: &'static str| {
        let choices = [
            (Artificial::Plus, "director.average_plus"),
            (Artificial::Average, "director.average"),
            (Artificial::Minus, "director.average_minus"),
        ]
        .into_iter()
        .map(|(a, key)| Choice::key(a, key, format!("{id}-{}", a.percent())))
        .collect();
        view! {
            <div class="choice-group" role="group" aria-label=move || t(label)>
                <span class="choice-label">{move || t(label)}</span>
                <div class="choices">
                    <ChoiceButtons chosen=value choices=choices/>
                </div>
            </div>
        }
    };
    let assigned = Callback::new(move |entry| {
        let one = match Evening::played(&entry) {
            Ok(Outcome::Played(r)) => r,
            Ok(_) => return None,
            Err(e) => return Some(msg(&e.msg())),
        };
        match (kind.get_untracked(), first.get_untracked()) {
            (AdjustKind::Weighted, None) => {
                first.set(Some(Outcome::Played(one)));
                None
            }
            (AdjustKind::Weighted, Some(Outcome::Played(r))) => {
                let w = weight.get_untracked();
                let out = record.run(Outcome::Assigned(vec![
                    Weighted {
                        percent: w,
                        result: r,
                    },
                    Weighted {
                        percent: 100 - w,
                        result: one,
                    },
                ]));
                if out.is_none() {
                    first.set(None);
                }
                out
            }
            _ => record.run(Outcome::assigned(one)),
        }
    });
    view! {
        <div class="adjustment" data-testid="adjustment">
            <p class="hint">{move || t("director.adjust_hint")}</p>
            <div class="choices" role="group" aria-label=move || t("director.adjust")>
                <ChoiceButtons
                    chosen=kind
                    choices=kinds
                    on_pick=Callback::new(move |_| first.set(None))
                />
                <button
                    type="button"
                    class="button choice"
                    data-testid="adjust-not-played"
                    on:click=move |_| refused.set(record.run(Outcome::NotPlayed))
                >
                    {move || t("director.not_played")}
                </button>
            </div>
            {move || match kind.get() {
                AdjustKind::Artificial => {
                    view! {
                        {side("card.ns", ns, "adjust-ns")}
                        {side("card.ew", ew, "adjust-ew")}
                        <div class="form-actions">
                            <button
                                type="button"
                                class="button primary big"
                                data-testid="give-artificial"
                                on:click=move |_| {
                                    refused.set(record.run(Outcome::Artificial {
                                        north_south: ns.get_untracked(),
                                        east_west: ew.get_untracked(),
                                    }))
                                }
                            >
                                {move || t("director.give_artificial")}
                            </button>
                        </div>
                    }
                        .into_any()
                }
                AdjustKind::Assigned => {
                    view! {
                        <p class="hint">{t("director.assigned_hint")}</p>
                        <DealForm honours=false hcp=false submit=assigned/>
                    }
                        .into_any()
                }
                AdjustKind::Weighted => {
                    view! {
                        <label>
                            {t("director.weight")}
                            <select
                                data-testid="weight"
                                on:change=move |ev| weight.set(event_target_value(&ev).parse().unwrap_or(60))
                            >
                                {(1..=19u8)
                                    .map(|i| i * 5)
                                    .map(|w| view! { <option value=w.to_string() selected=move || weight.get() == w>{format!("{w}%")}</option> })
                                    .collect_view()}
                            </select>
                        </label>
                        <p class="hint" data-testid="weighted-step">
                            {move || match first.get() {
                                None => tf("director.weighted_first", &[("percent", &weight.get().to_string())]),
                                Some(o) => tf(
                                    "director.weighted_second",
                                    &[("first", &outcome_text(&o)), ("percent", &(100 - weight.get()).to_string())],
                                ),
                            }}
                        </p>
                        <DealForm honours=false hcp=false submit=assigned/>
                    }
                        .into_any()
                }
            }}
            {move || refused.get().map(|m| view! { <p class="message" role="alert">{m}</p> })}
        </div>
    }
}

/// What a correction changed: the line before and after, and every pair whose place, total or
/// percentage moved.
#[component]
fn CorrectionView(report: CorrectionReport, evening: Evening) -> impl IntoView {
    let imps = evening.scoring() == EveningScoring::Imps;
    let line = &report.line;
    let section = section_of(&line.section);
    let head = tf(
        "director.corrected",
        &[
            ("board", &line.board.to_string()),
            ("ns", &evening.pair_label(section, line.north_south)),
            ("ew", &evening.pair_label(section, line.east_west)),
            ("before", &outcome_text(&report.before)),
            ("after", &outcome_text(&report.after)),
        ],
    );
    let moved: Vec<_> = report
        .moves
        .iter()
        .filter(|m| m.place.0 != m.place.1)
        .collect();
    let rows = report
        .moves
        .iter()
        .map(|m| {
            let figure = |total: f64, pct: Option<f64>| match pct {
                Some(p) if !imps => format!("{}%", decimal(&format!("{p:.2}"))),
                _ => points_cell(total, imps),
            };
            let before = figure(m.total.0.value(), m.percentage.0.map(|p| p.value()));
            let after = figure(m.total.1.value(), m.percentage.1.map(|p| p.value()));
            let section = section_of(&m.entrant.section);
            view! {
                <tr data-testid="moved-pair">
                    <td>
                        {evening.pair_label(section, m.entrant.number)}
                        " "
                        <span class="names">{names_of(&evening, section, m.entrant.number)}</span>
                    </td>
                    <td>{ltr(format!("{} → {}", m.place.0, m.place.1))}</td>
                    <td>{ltr(format!("{before} → {after}"))}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="correction-report" role="status" data-testid="correction-report">
            <p>
                <strong>{head}</strong>
            </p>
            <p>
                {if moved.is_empty() {
                    t("director.no_place_moved")
                } else {
                    tf("director.places_moved", &[("pairs", &moved.len().to_string())])
                }}
            </p>
            {(!report.moves.is_empty())
                .then(|| {
                    view! {
                        <table class="score-card">
                            <thead>
                                <tr>
                                    <th>{t("scorer.pair")}</th>
                                    <th>{t("scorer.rank")}</th>
                                    <th>{if imps { t("card.imps") } else { "%".to_string() }}</th>
                                </tr>
                            </thead>
                            <tbody>{rows}</tbody>
                        </table>
                    }
                })}
        </div>
    }
}

/// What undo took back on the evening, for the player: the board, the pairs, the result, and
/// the earlier result a corrected line went back to.
fn undone_text(taken: &TravellerEntry, evening: Memo<Option<Evening>>) -> String {
    let (ns, ew) = evening
        .with_untracked(|e| {
            let e = e.as_ref()?;
            let ew = e.opponent(taken.section, taken.board, taken.north_south)?;
            Some((
                e.pair_label(taken.section, taken.north_south),
                e.pair_label(taken.section, ew),
            ))
        })
        .unwrap_or_default();
    let mut args = vec![
        ("board", taken.board.to_string()),
        ("ns", ns),
        ("ew", ew),
        ("result", outcome_text(&taken.outcome)),
    ];
    let key = match taken.replaced.last() {
        Some(earlier) => {
            args.push(("earlier", outcome_text(earlier)));
            "scorer.undone_correction"
        }
        None => "scorer.undone_line",
    };
    let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
    tf(key, &args)
}

/// Matchpoints as they are, IMPs signed ("+1.5", "−3", "0").
fn points_cell(points: f64, imps: bool) -> String {
    if imps {
        imps_text(points)
    } else {
        points_text(points)
    }
}

/// A pair's number with its players' names beneath, when given.
fn pair_cell(pair: String, names: String) -> impl IntoView {
    view! {
        {pair}
        {(!names.is_empty()).then(|| view! { <span class="names" data-testid="pair-names">{names}</span> })}
    }
}

fn traveller_row(
    l: TravellerLine,
    [ns_names, ew_names]: [String; 2],
    [ns_label, ew_label]: [String; 2],
    two_sections: bool,
    current: bool,
    imps: bool,
    pick: Callback<LineId>,
) -> impl IntoView {
    let adjusted = l
        .outcome
        .as_ref()
        .is_some_and(|o| !matches!(o, Outcome::Played(_)));
    let text = l.outcome.as_ref().map(outcome_text);
    view! {
        <tr class:current=current class:adjusted=adjusted data-testid="traveller-line">
            {two_sections.then(|| view! { <td data-testid="line-section">{l.section.letter()}</td> })}
            <td>
                // The pair's number is the button that picks its line for entry.
                <button
                    class="button choice"
                    aria-pressed=if current { "true" } else { "false" }
                    aria-label=tf("scorer.line_label", &[("ns", &ns_label), ("ew", &ew_label)])
                    data-testid=format!("line-{ns_label}")
                    on:click=move |_| pick.run((l.section, l.north_south))
                >
                    {ns_label.clone()}
                </button>
                {(!ns_names.is_empty()).then(|| view! { <span class="names" data-testid="pair-names">{ns_names}</span> })}
            </td>
            <td>{pair_cell(ew_label, ew_names)}</td>
            <td data-testid="line-result">
                {adjusted.then(|| view! { <span class="adjusted-mark" data-testid="adjusted-mark">{t("director.adjusted")}</span> " " })}
                <bdi>{text}</bdi>
            </td>
            <td class="num" data-testid="line-score">{l.north_south_score.map(|s| ltr(signed(s)))}</td>
            <td class="num" data-testid="line-ns-points">{l.north_south_points.map(|p| ltr(points_cell(p, imps)))}</td>
            <td class="num" data-testid="line-ew-points">{l.east_west_points.map(|p| ltr(points_cell(p, imps)))}</td>
        </tr>
    }
}

/// The time of a change, in the player's time zone: "2026-12-04 21:30".
fn time_text(at_ms: u64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(at_ms as f64));
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date(),
        d.get_hours(),
        d.get_minutes()
    )
}

/// Every change made to a line already entered, latest first, with its time.
fn history_view(evening: &Evening) -> impl IntoView + use<> {
    let history: Vec<Correction> = evening.history().to_vec();
    let label = |c: &Correction, pair: u32| evening.pair_label(section_of(&c.line.section), pair);
    (!history.is_empty()).then(|| {
        let rows = history
            .iter()
            .rev()
            .map(|c| {
                view! {
                    <tr data-testid="history-row">
                        <td>{ltr(time_text(c.at_ms))}</td>
                        <td>{c.line.board}</td>
                        <td>{ltr(format!("{}–{}", label(c, c.line.north_south), label(c, c.line.east_west)))}</td>
                        <td><bdi>{outcome_text(&c.before)}</bdi></td>
                        <td><bdi>{outcome_text(&c.after)}</bdi></td>
                    </tr>
                }
            })
            .collect_view();
        view! {
            <table class="score-card history" data-testid="history">
                <caption>{t("director.history")}</caption>
                <thead>
                    <tr>
                        <th>{t("director.when")}</th>
                        <th>{t("card.board")}</th>
                        <th>{t("director.pairs_short")}</th>
                        <th>{t("director.before")}</th>
                        <th>{t("director.after")}</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        }
    })
}

/// The event's name, date and club, and each pair's players: kept with the evening, shown on
/// the travellers, the ranking, the hand records and the exports.
#[component]
fn Names(session: RwSignal<Session>, evening: Evening) -> impl IntoView {
    let refused = RwSignal::new(None::<String>);
    let info = evening.info().clone();
    let set_info = move |field: &'static str, value: String| {
        refused.set(change_book(session, |book| match book {
            ScorerBook::Evening(e) => {
                let mut i = e.info().clone();
                match field {
                    "name" => i.name = value,
                    "date" => i.date = value,
                    _ => i.club = value,
                }
                e.set_info(i)
            }
            _ => Ok(()),
        }));
    };
    let info_field =
        move |field: &'static str, key: &'static str, value: String, kind: &'static str| {
            view! {
                <label>
                    {t(key)}
                    <input
                        type=kind
                        data-testid=format!("event-{field}")
                        value=value
                        on:change=move |ev| set_info(field, event_target_value(&ev))
                    />
                </label>
            }
        };
    let set_player = move |section: Section, pair: u32, seat: usize, value: String| {
        refused.set(change_book(session, |book| match book {
            ScorerBook::Evening(e) => {
                let mut players = e.names(section, pair).to_vec();
                players.resize(PLAYERS_PER_PAIR, String::new());
                players[seat] = value;
                e.set_names(section, pair, players)
            }
            _ => Ok(()),
        }));
    };
    let two = evening.has_sections();
    view! {
        <section class="names-screen" data-testid="names">
            <div class="event-info">
                {info_field("name", "director.event_name", info.name, "text")}
                {info_field("date", "director.event_date", info.date, "date")}
                {info_field("club", "director.event_club", info.club, "text")}
            </div>
            <p class="hint">{t("director.names_hint")}</p>
            {evening
                .sections()
                .into_iter()
                .map(|section| {
                    let pairs = evening.movement_of(section).map(|m| m.pairs()).unwrap_or_default();
                    view! {
                        {two.then(|| view! { <h3 class="section-heading">{section_name(section)}</h3> })}
                        <div class="pair-names">
                            {pairs
                                .into_iter()
                                .map(|pair| {
                                    let names = evening.names(section, pair).to_vec();
                                    let label = evening.pair_label(section, pair);
                                    view! {
                                        <fieldset class="pair-names-row" data-testid=format!("pair-{label}")>
                                            <legend>{tf("director.pair_n", &[("n", &label)])}</legend>
                                            {(0..PLAYERS_PER_PAIR)
                                                .map(|seat| {
                                                    let value = names.get(seat).cloned().unwrap_or_default();
                                                    view! {
                                                        <input
                                                            type="text"
                                                            aria-label=tf(
                                                                "director.player_n",
                                                                &[("pair", &label), ("n", &(seat + 1).to_string())],
                                                            )
                                                            data-testid=format!("player-{label}-{}", seat + 1)
                                                            value=value
                                                            on:change=move |ev| set_player(section, pair, seat, event_target_value(&ev))
                                                        />
                                                    }
                                                })
                                                .collect_view()}
                                        </fieldset>
                                    }
                                })
                                .collect_view()}
                        </div>
                    }
                })
                .collect_view()}
            {move || refused.get().map(|m| view! { <p class="message" role="alert">{m}</p> })}
            <super::SaveProblem/>
        </section>
    }
}

/// The event's name, date and club as the printed pages head them, when given.
fn event_heading(info: &EventInfo) -> Option<impl IntoView + use<>> {
    let parts: Vec<String> = [&info.name, &info.club, &info.date]
        .into_iter()
        .filter(|t| !t.is_empty())
        .cloned()
        .collect();
    (!parts.is_empty()).then(
        || view! { <h2 class="event-heading" data-testid="event-heading">{parts.join(" · ")}</h2> },
    )
}

/// A ranking's caption and test id: "North-South" (`ranking-ns`), "All pairs" (`ranking-all`);
/// with two sections the field it holds too, "Section A · North-South" (`ranking-a-ns`) or
/// "Both sections · East-West" (`ranking-ew`).
fn ranking_caption(group: &RankingGroup, two_sections: bool) -> (String, String) {
    let (key, id) = match group.direction {
        Some(bridge_engine::Side::NorthSouth) => ("scorer.ranking_ns", "ns"),
        Some(bridge_engine::Side::EastWest) => ("scorer.ranking_ew", "ew"),
        None => ("director.ranking_all", "all"),
    };
    let direction = t(key);
    match (two_sections, group.section) {
        (false, _) => (direction, format!("ranking-{id}")),
        (true, None) => (
            format!("{} · {direction}", t("director.both_sections")),
            format!("ranking-{id}"),
        ),
        (true, Some(s)) => (
            format!("{} · {direction}", section_name(s)),
            format!("ranking-{}-{id}", s.letter().to_lowercase()),
        ),
    }
}

/// The field the evening is matchpointed in, changed after the evening as before it: across
/// the field or per section (every board and ranking is worked out again).
#[component]
fn FieldChoice(session: RwSignal<Session>, field: Field) -> impl IntoView {
    let refused = RwSignal::new(None::<String>);
    let choose = move |f: Field| {
        refused.set(change_book(session, |book| {
            if let ScorerBook::Evening(e) = book {
                e.set_field(f);
            }
            Ok(())
        }));
    };
    let options = [
        (
            Field::AcrossSections,
            "director.field_across",
            "field-across",
        ),
        (
            Field::PerSection,
            "director.field_per_section",
            "field-per-section",
        ),
    ];
    view! {
        <div class="choice-group no-print" role="group" aria-labelledby="field-label">
            <span class="choice-label" id="field-label">{t("director.field")}</span>
            <div class="choices">
                {options
                    .into_iter()
                    .map(|(which, key, id)| {
                        view! {
                            <button
                                class="button choice"
                                aria-pressed=if field == which { "true" } else { "false" }
                                data-testid=id
                                on:click=move |_| choose(which)
                            >
                                {t(key)}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
            {move || refused.get().map(|m| view! { <p class="message" role="alert">{m}</p> })}
        </div>
    }
}

/// Each ranking (of each direction; of the field or of each section), and the exports.
#[component]
fn Ranking(session: RwSignal<Session>, evening: Evening) -> impl IntoView {
    let imps = evening.scoring() == EveningScoring::Imps;
    let two = evening.has_sections();
    // The players' column only when some pair has names.
    let named = evening.sections().into_iter().any(|s| {
        evening.movement_of(s).is_some_and(|m| {
            m.pairs()
                .into_iter()
                .any(|p| !evening.names(s, p).is_empty())
        })
    });
    let table = |group: RankingGroup| {
        let (caption, id) = ranking_caption(&group, two);
        // In a box of its own, which scrolls sideways (`.rankings > *`) when names and figures
        // are wider than a phone, so the page itself never widens.
        view! {
            <div>
            <table class="score-card ranking" data-testid=id>
                <caption>{caption}</caption>
                <thead>
                    <tr>
                        <th>{t("scorer.rank")}</th>
                        <th>{t("scorer.pair")}</th>
                        <th class="num">{t("scorer.boards")}</th>
                        <th class="num">{if imps { t("card.imps") } else { t("scorer.mp") }}</th>
                        {(!imps).then(|| view! { <th class="num">"%"</th> })}
                    </tr>
                </thead>
                <tbody>
                    {group
                        .standings
                        .into_iter()
                        .map(|s| {
                            view! {
                                <tr data-testid="rank-row">
                                    <td>{ltr(format!("{}{}", s.rank, if s.tied { "=" } else { "" }))}</td>
                                    // The players' names under the pair, as on the travellers: a
                                    // column of their own made the ranking wider than a phone.
                                    <td>
                                        <span data-testid="rank-pair">{evening.pair_label(s.section, s.pair)}</span>
                                        {named.then(|| view! { <span class="names" data-testid="rank-names">{names_of(&evening, s.section, s.pair)}</span> })}
                                    </td>
                                    <td class="num">{s.boards}</td>
                                    <td class="num" data-testid="rank-points">{ltr(points_cell(s.points, imps))}</td>
                                    {(!imps)
                                        .then(|| {
                                            view! {
                                                <td class="num" data-testid="rank-pct">
                                                    {s.percentage.map(|p| decimal(&format!("{p:.2}")))}
                                                </td>
                                            }
                                        })}
                                </tr>
                            }
                        })
                        .collect_view()}
                </tbody>
            </table>
            </div>
        }
    };
    let file = session.with_untracked(|s| format!("bridge-{}", s.id));
    let csv = export::ranking_csv(&evening);
    let travellers = export::travellers_csv(&evening);
    // The club's results file: both sections, their field, every line and adjustment.
    // The results page is written from the same event as the USEBIO file.
    let event = std::sync::Arc::new(evening.club_event(EventInfo::default()));
    let usebio = bridge_engine::scorer::club::usebio::write(&event);
    let deal_files = session.with_untracked(super::session_deal_files);
    let page_stem = format!("{file}-results");
    let (f1, f2, f3, f4) = (file.clone(), file.clone(), file.clone(), file);
    view! {
        <section class="ranking-screen printable" data-testid="ranking">
            {event_heading(evening.info())}
            {(!evening.is_complete()).then(|| view! { <p class="hint">{t("scorer.ranking_partial")}</p> })}
            {two.then(|| view! { <FieldChoice session=session field=evening.field()/> })}
            <div class="rankings">
                {evening.ranking().into_iter().map(table).collect_view()}
            </div>
            <div class="form-actions no-print">
                <button class="button" data-testid="export-ranking-csv" on:click=move |_| download(&format!("{f1}-ranking.csv"), "text/csv", &csv)>
                    {t("scorer.export_ranking")}
                </button>
                <button class="button" data-testid="export-travellers-csv" on:click=move |_| download(&format!("{f2}-travellers.csv"), "text/csv", &travellers)>
                    {t("scorer.export_travellers")}
                </button>
                <button class="button" data-testid="export-usebio" on:click=move |_| download(&format!("{f4}.xml"), "application/xml", &usebio)>
                    {t("club.export_usebio")}
                </button>
                <crate::screens::club::ResultsPageButton event=event stem=page_stem/>
                {deal_files.map(|(pbn, lin)| view! { <DealFiles file=f3 pbn=pbn lin=lin testid="evening-"/> })}
                <button class="button" data-testid="print" on:click=move |_| print_page()>
                    {t("scorer.print")}
                </button>
            </div>
            {history_view(&evening)}
        </section>
    }
}

/// The hand records of every board, to deal the same boards at every table; prints one
/// board per cell.
#[component]
fn HandRecords(evening: Evening) -> impl IntoView {
    view! {
        <section class="hand-records printable" data-testid="hand-records">
            {event_heading(evening.info())}
            <div class="form-actions no-print">
                <p class="hint">{t("scorer.records_hint")}</p>
                <button class="button primary" data-testid="print-records" on:click=move |_| print_page()>
                    {t("scorer.print")}
                </button>
            </div>
            <div class="records">
                {(1..=evening.boards())
                    .map(|n| {
                        let board = evening.board(n);
                        view! {
                            <article class="record" data-testid="hand-record">
                                {hand_record(&board)}
                            </article>
                        }
                    })
                    .collect_view()}
            </div>
        </section>
    }
}
