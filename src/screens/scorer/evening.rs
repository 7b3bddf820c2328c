//! The club evening: the movement as printed for the tables, the travellers entered board by
//! board, the ranking of each direction with its exports, and the hand records to deal from.

use bridge_engine::scorer::ScorerBook;
use bridge_engine::scorer::evening::{
    Evening, EveningScoring, Standing, TravellerEntry, TravellerLine,
};
use bridge_engine::scorer::export::{self, points_text};
use bridge_engine::scorer::movement::cards::PairPlace;
use bridge_engine::scorer::movement::{Kind, Movement, SetPlace};
use bridge_engine::session::Session;
use bridge_engine::{Board, BoardResult, Seat, Suit};
use leptos::prelude::*;

use super::{DealForm, change_book};
use crate::services::i18n::{contract_label, current_lang, decimal, isolate, t, tf};
use crate::ui::cards::{seat_name, vul_name};
use crate::ui::files::{DealFiles, download};
use crate::ui::scorecard::deal::{signed, tricks_text};
use crate::ui::scorecard::games::imps_text;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tab {
    Movement,
    Travellers,
    Ranking,
    Records,
}

/// "4♠X North +1": contract, declarer and tricks against the contract, or "Passed out". In
/// right-to-left languages the contract and the tricks are isolated, so "4♠" and "+1" are never
/// reversed.
fn result_text(r: &BoardResult) -> String {
    match r.contract() {
        Some((c, d)) => format!(
            "{} {} {}",
            contract_label(c),
            seat_name(d),
            isolate(current_lang(), &tricks_text(r))
        ),
        None => t("card.passed_out"),
    }
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
        (Tab::Travellers, "scorer.tab.travellers", "tab-travellers"),
        (Tab::Ranking, "scorer.tab.ranking", "tab-ranking"),
        (Tab::Records, "scorer.tab.records", "tab-records"),
    ];
    view! {
        <nav class="scorer-tabs" aria-label=move || t("scorer.evening")>
            {tabs
                .into_iter()
                .map(|(which, key, id)| {
                    view! {
                        <button
                            class="button choice"
                            aria-pressed=move || if tab.get() == which { "true" } else { "false" }
                            data-testid=id
                            on:click=move |_| tab.set(which)
                        >
                            {move || t(key)}
                        </button>
                    }
                })
                .collect_view()}
        </nav>
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
    let boards = e.movement().boards();
    let start = if inclusive { 0 } else { 1 };
    (start..boards)
        .map(|k| (from - 1 + k) % boards + 1)
        .find(|&b| e.traveller(b).iter().any(|l| l.result.is_none()))
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
                ("dir", &t(if north_south { "card.ns" } else { "card.ew" })),
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
    let m = *evening.movement();
    let part = RwSignal::new(MovementPart::Rounds);
    let parts = [
        (
            MovementPart::Rounds,
            "director.view.rounds",
            "movement-rounds",
        ),
        (
            MovementPart::TableCards,
            "director.view.tables",
            "table-cards",
        ),
        (MovementPart::PairCards, "director.view.pairs", "pair-cards"),
    ];
    view! {
        <section class="movement printable" data-testid="movement">
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
                    {parts
                        .into_iter()
                        .map(|(which, key, id)| {
                            view! {
                                <button
                                    class="button choice"
                                    aria-pressed=move || if part.get() == which { "true" } else { "false" }
                                    data-testid=id
                                    on:click=move |_| part.set(which)
                                >
                                    {move || t(key)}
                                </button>
                            }
                        })
                        .collect_view()}
                </div>
                <button class="button" data-testid="print-movement" on:click=move |_| print()>
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
    view! {
        <div class="guide-cards">
            {m
                .table_cards()
                .into_iter()
                .map(|card| {
                    view! {
                        <table class="score-card guide-card" data-testid="table-card">
                            <caption>{tf("director.table_n", &[("n", &card.table.to_string())])}</caption>
                            <thead>
                                <tr>
                                    <th>{t("director.round")}</th>
                                    <th>{t("card.ns")}</th>
                                    <th>{t("card.ew")}</th>
                                    <th>{t("scorer.boards")}</th>
                                    <th>{t("director.ns_next")}</th>
                                    <th>{t("director.ew_next")}</th>
                                    <th>{t("director.boards_next")}</th>
                                </tr>
                            </thead>
                            <tbody>
                                {card
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
                                    .collect_view()}
                            </tbody>
                        </table>
                    }
                })
                .collect_view()}
        </div>
    }
}

/// Each pair's guide card: where it sits each round, whom it meets, its boards, where next.
fn pair_cards_view(m: Movement) -> impl IntoView {
    view! {
        <div class="guide-cards">
            {m
                .pair_cards()
                .into_iter()
                .map(|card| {
                    view! {
                        <table class="score-card guide-card" data-testid="pair-card">
                            <caption>{tf("director.pair_n", &[("n", &card.pair.to_string())])}</caption>
                            <thead>
                                <tr>
                                    <th>{t("director.round")}</th>
                                    <th>{t("director.sits")}</th>
                                    <th>{t("director.against")}</th>
                                    <th>{t("scorer.boards")}</th>
                                    <th>{t("director.next")}</th>
                                </tr>
                            </thead>
                            <tbody>
                                {card
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
                                    .collect_view()}
                            </tbody>
                        </table>
                    }
                })
                .collect_view()}
        </div>
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
    let boards = evening.with_untracked(|e| e.as_ref().map_or(0, |e| e.movement().boards()));
    // The N-S pair whose line is being entered; by default the first line without a result.
    let chosen = RwSignal::new(None::<u32>);
    // The N-S pair whose entered result the player asked to change, until they confirm.
    let asking = RwSignal::new(None::<u32>);
    let message = RwSignal::new(None::<String>);
    let show_board = move |b: u32| {
        board.set(b);
        chosen.set(None);
        asking.set(None);
        message.set(None);
    };
    let line_of = move |ns: u32| {
        evening.with(|e| {
            e.as_ref()?
                .traveller(board.get())
                .into_iter()
                .find(|l| l.north_south == ns)
        })
    };
    let line = move || {
        let e = evening.get()?;
        let lines = e.traveller(board.get());
        match chosen.get() {
            Some(ns) => lines.into_iter().find(|l| l.north_south == ns),
            None => lines.into_iter().find(|l| l.result.is_none()),
        }
    };
    let imps = move || {
        evening.with(|e| {
            e.as_ref()
                .is_some_and(|e| e.scoring() == EveningScoring::Imps)
        })
    };
    let pick = Callback::new(move |ns: u32| {
        message.set(None);
        match line_of(ns) {
            Some(l) if l.result.is_some() && chosen.get_untracked() != Some(ns) => {
                asking.set(Some(ns));
            }
            _ => {
                asking.set(None);
                chosen.set(Some(ns));
            }
        }
    });
    let submit = Callback::new(move |entry| {
        let Some(l) = line() else {
            return Some(t("scorer.error.incomplete"));
        };
        let b = board.get_untracked();
        let refused = change_book(session, |book| match book {
            ScorerBook::Evening(e) => e.enter(b, l.north_south, &entry),
            _ => Ok(()),
        });
        if refused.is_none() {
            chosen.set(None);
            message.set(None);
        }
        refused
    });
    // Undo takes back the most recent entry, whatever board is shown, and shows its board.
    let undo = move |_| {
        let mut taken = None;
        change_book(session, |book| {
            if let ScorerBook::Evening(e) = book {
                taken = e.undo();
            }
            Ok(())
        });
        chosen.set(None);
        asking.set(None);
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
                                    e.as_ref().is_some_and(|e| e.traveller(b).iter().all(|l| l.result.is_some()))
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
                let current = line().map(|l| l.north_south);
                let asked = asking.get();
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
                                    let marked = current == Some(l.north_south) || asked == Some(l.north_south);
                                    traveller_row(l, marked, imps(), pick)
                                })
                                .collect_view()}
                        </tbody>
                    </table>
                })
            }}
            {move || {
                let ns = asking.get()?;
                let l = line_of(ns)?;
                let result = l.result.map(|r| result_text(&r)).unwrap_or_default();
                Some(view! {
                    <div class="confirm-change" role="alert" data-testid="confirm-change">
                        <p>
                            {tf(
                                "scorer.change_confirm",
                                &[
                                    ("board", &board.get().to_string()),
                                    ("ns", &ns.to_string()),
                                    ("ew", &l.east_west.to_string()),
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
                                    chosen.set(Some(ns));
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
                                ("ns", l.north_south.to_string()),
                                ("ew", l.east_west.to_string()),
                                ("result", l.result.map(|r| result_text(&r)).unwrap_or_default()),
                            ];
                            let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
                            let key = if l.result.is_some() { "scorer.changing_for" } else { "scorer.entry_for" };
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
                    <DealForm honours=false hcp=false submit=submit/>
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
        </section>
    }
}

/// What undo took back on the evening, for the player: the board, the pairs, the result, and
/// the earlier result a corrected line went back to.
fn undone_text(taken: &TravellerEntry, evening: Memo<Option<Evening>>) -> String {
    let ew = evening
        .with_untracked(|e| {
            e.as_ref()
                .and_then(|e| e.movement().opponent(taken.board, taken.north_south))
        })
        .unwrap_or_default();
    let mut args = vec![
        ("board", taken.board.to_string()),
        ("ns", taken.north_south.to_string()),
        ("ew", ew.to_string()),
        ("result", result_text(&taken.result)),
    ];
    let key = match taken.replaced.last() {
        Some(earlier) => {
            args.push(("earlier", result_text(earlier)));
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

/// A number or a result that reads left to right inside right-to-left text.
fn ltr(text: String) -> impl IntoView {
    view! { <bdi dir="ltr">{text}</bdi> }
}

fn traveller_row(
    l: TravellerLine,
    current: bool,
    imps: bool,
    pick: Callback<u32>,
) -> impl IntoView {
    let r = l.result;
    view! {
        <tr class:current=current data-testid="traveller-line">
            <td>
                // The pair's number is the button that picks its line for entry.
                <button
                    class="button choice"
                    aria-pressed=if current { "true" } else { "false" }
                    aria-label=tf(
                        "scorer.line_label",
                        &[("ns", &l.north_south.to_string()), ("ew", &l.east_west.to_string())],
                    )
                    data-testid=format!("line-{}", l.north_south)
                    on:click=move |_| pick.run(l.north_south)
                >
                    {l.north_south}
                </button>
            </td>
            <td>{l.east_west}</td>
            <td data-testid="line-result">
                <bdi>{r.map(|r| result_text(&r))}</bdi>
            </td>
            <td class="num" data-testid="line-score">{l.north_south_score.map(|s| ltr(signed(s)))}</td>
            <td class="num" data-testid="line-ns-points">{l.north_south_points.map(|p| ltr(points_cell(p, imps)))}</td>
            <td class="num" data-testid="line-ew-points">{l.east_west_points.map(|p| ltr(points_cell(p, imps)))}</td>
        </tr>
    }
}

/// Each direction's ranking, and the exports.
#[component]
fn Ranking(session: RwSignal<Session>, evening: Evening) -> impl IntoView {
    let imps = evening.scoring() == EveningScoring::Imps;
    let [ns, ew] = evening.ranking();
    let one_field = evening.movement().one_field();
    let table = |field: Vec<Standing>, key: &'static str, id: &'static str| {
        view! {
            <table class="score-card ranking" data-testid=id>
                <caption>{t(key)}</caption>
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
                    {field
                        .into_iter()
                        .map(|s| {
                            view! {
                                <tr data-testid="rank-row">
                                    <td>{ltr(format!("{}{}", s.rank, if s.tied { "=" } else { "" }))}</td>
                                    <td data-testid="rank-pair">{s.pair}</td>
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
        }
    };
    let file = session.with_untracked(|s| format!("bridge-{}", s.id));
    let csv = export::ranking_csv(&evening);
    let travellers = export::travellers_csv(&evening);
    let deal_files = session.with_untracked(super::session_deal_files);
    let (f1, f2, f3) = (file.clone(), file.clone(), file);
    view! {
        <section class="ranking-screen printable" data-testid="ranking">
            {(!evening.is_complete()).then(|| view! { <p class="hint">{t("scorer.ranking_partial")}</p> })}
            <div class="rankings">
                {if one_field {
                    table(ns, "director.ranking_all", "ranking-all").into_any()
                } else {
                    view! {
                        {table(ns, "scorer.ranking_ns", "ranking-ns")}
                        {table(ew, "scorer.ranking_ew", "ranking-ew")}
                    }
                        .into_any()
                }}
            </div>
            <div class="form-actions no-print">
                <button class="button" data-testid="export-ranking-csv" on:click=move |_| download(&format!("{f1}-ranking.csv"), "text/csv", &csv)>
                    {t("scorer.export_ranking")}
                </button>
                <button class="button" data-testid="export-travellers-csv" on:click=move |_| download(&format!("{f2}-travellers.csv"), "text/csv", &travellers)>
                    {t("scorer.export_travellers")}
                </button>
                {deal_files.map(|(pbn, lin)| view! { <DealFiles file=f3 pbn=pbn lin=lin testid="evening-"/> })}
                <button class="button" data-testid="print" on:click=move |_| print()>
                    {t("scorer.print")}
                </button>
            </div>
        </section>
    }
}

fn print() {
    let _ = window().print();
}

/// One hand as four suit lines.
fn hand_lines(board: Board, seat: Seat) -> impl IntoView {
    let hand = board.deal.hand(seat);
    view! {
        <div class=format!("record-hand seat-{}", seat.letter().to_ascii_lowercase())>
            <span class="record-seat">{seat_name(seat)}</span>
            {[Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs]
                .into_iter()
                .map(|suit| {
                    let ranks = hand.suit_text(suit);
                    let class = match suit {
                        Suit::Hearts | Suit::Diamonds => "record-suit red",
                        _ => "record-suit",
                    };
                    view! {
                        <span class=class dir="ltr">
                            <span aria-hidden="true">{suit.symbol().to_string()}</span>
                            " "
                            {if ranks.is_empty() { "—".to_string() } else { ranks }}
                        </span>
                    }
                })
                .collect_view()}
        </div>
    }
}

/// The hand records of every board, to deal the same boards at every table; prints one
/// board per cell.
#[component]
fn HandRecords(evening: Evening) -> impl IntoView {
    view! {
        <section class="hand-records printable" data-testid="hand-records">
            <div class="form-actions no-print">
                <p class="hint">{t("scorer.records_hint")}</p>
                <button class="button primary" data-testid="print-records" on:click=move |_| print()>
                    {t("scorer.print")}
                </button>
            </div>
            <div class="records">
                {(1..=evening.movement().boards())
                    .map(|n| {
                        let board = evening.board(n);
                        view! {
                            <article class="record" data-testid="hand-record">
                                <header class="record-head">
                                    <strong>{tf("card.traveller", &[("board", &n.to_string())])}</strong>
                                    <span>{tf("scorer.dealer", &[("seat", &seat_name(board.dealer))])}</span>
                                    <span>{tf("scorer.vulnerable", &[("vul", &vul_name(board.vulnerability))])}</span>
                                </header>
                                <div class="record-compass">
                                    {[Seat::North, Seat::West, Seat::East, Seat::South]
                                        .into_iter()
                                        .map(move |s| hand_lines(board, s))
                                        .collect_view()}
                                </div>
                            </article>
                        }
                    })
                    .collect_view()}
            </div>
        </section>
    }
}
