//! The club evening: the movement as printed for the tables, the travellers entered board by
//! board, the ranking of each direction with its exports, and the hand records to deal from.

use bridge_engine::scorer::ScorerBook;
use bridge_engine::scorer::evening::{Evening, EveningScoring, Standing, TravellerLine};
use bridge_engine::scorer::export::{self, points_text};
use bridge_engine::session::Session;
use bridge_engine::{Board, BoardResult, Seat, Suit};
use leptos::prelude::*;

use super::{DealForm, change_book};
use crate::i18n::{current_lang, strain_text, t, tf};
use crate::table::{seat_name, signed, tricks_text, vul_name};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tab {
    Movement,
    Travellers,
    Ranking,
    Records,
}

/// "4♠X", or "Passed out".
fn contract_text(r: &BoardResult) -> String {
    match r.contract() {
        Some((c, _)) => format!(
            "{}{}{}",
            c.level(),
            strain_text(current_lang(), c.strain()),
            c.doubling.code()
        ),
        None => t("card.passed_out"),
    }
}

/// "4♠X North +1": contract, declarer and tricks against the contract.
fn result_text(r: &BoardResult) -> String {
    match r.contract() {
        Some((_, d)) => format!("{} {} {}", contract_text(r), seat_name(d), tricks_text(r)),
        None => contract_text(r),
    }
}

/// The evening's screens, one at a time, chosen by tabs.
#[component]
pub fn EveningScorer(session: RwSignal<Session>) -> impl IntoView {
    let evening = Memo::new(move |_| {
        session.with(|s| match &s.scorer {
            Some(ScorerBook::Evening(e)) => Some(e.clone()),
            _ => None,
        })
    });
    let tab = RwSignal::new(Tab::Movement);
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
            let Some(e) = evening.get() else {
                return ().into_any();
            };
            match tab.get() {
                Tab::Movement => view! { <MovementView evening=e/> }.into_any(),
                Tab::Travellers => view! { <Travellers session=session evening=evening/> }.into_any(),
                Tab::Ranking => view! { <Ranking session=session evening=e/> }.into_any(),
                Tab::Records => view! { <HandRecords evening=e/> }.into_any(),
            }
        }}
    }
}

/// The movement as the director prints it: every round's tables with their pairs and boards.
#[component]
fn MovementView(evening: Evening) -> impl IntoView {
    let m = *evening.movement();
    let skip = m.skip_before_round();
    view! {
        <section class="movement printable" data-testid="movement">
            <h2>{tf("scorer.mitchell", &[("tables", &m.tables().to_string()), ("boards", &m.boards().to_string())])}</h2>
            <p class="hint">{t("scorer.mitchell_moves")}</p>
            {skip.map(|r| view! { <p class="hint">{tf("scorer.mitchell_skip", &[("round", &r.to_string())])}</p> })}
            <p class="hint">{t("scorer.mitchell_ranking")}</p>
            <div class="form-actions no-print">
                <button class="button" data-testid="print-movement" on:click=move |_| print()>
                    {t("scorer.print")}
                </button>
            </div>
            <div class="rounds">
                {(1..=m.rounds())
                    .map(|r| {
                        view! {
                            <table class="score-card round" data-testid="round">
                                <caption>{tf("scorer.round_n", &[("n", &r.to_string())])}</caption>
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
                                                    <td>
                                                        <bdi dir="ltr">{format!("{}–{}", s.first_board, s.last_board)}</bdi>
                                                    </td>
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
        </section>
    }
}

/// The travellers: pick a board, pick its line, enter the result.
#[component]
fn Travellers(session: RwSignal<Session>, evening: Memo<Option<Evening>>) -> impl IntoView {
    let boards = evening.with_untracked(|e| e.as_ref().map_or(0, |e| e.movement().boards()));
    let board = RwSignal::new(1u32);
    // The N-S pair whose line is being entered; by default the first line without a result.
    let chosen = RwSignal::new(None::<u32>);
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
            // On to the next board once this one is complete.
            let complete = evening.with_untracked(|e| {
                e.as_ref()
                    .is_some_and(|e| e.traveller(b).iter().all(|l| l.result.is_some()))
            });
            if complete && b < boards {
                board.set(b + 1);
            }
        }
        refused
    });
    let undo = move |_| {
        let mut undone = false;
        change_book(session, |book| {
            undone = book.undo();
            Ok(())
        });
        if undone {
            chosen.set(None);
        }
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
                                    on:click=move |_| {
                                        board.set(b);
                                        chosen.set(None);
                                    }
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
                                .map(|l| traveller_row(l, current == Some(l.north_south), chosen))
                                .collect_view()}
                        </tbody>
                    </table>
                })
            }}
            {move || {
                line()
                    .map(|l| {
                        view! {
                            <h2 class="entry-for" data-testid="entry-for">
                                {tf(
                                    "scorer.entry_for",
                                    &[
                                        ("board", &board.get().to_string()),
                                        ("ns", &l.north_south.to_string()),
                                        ("ew", &l.east_west.to_string()),
                                    ],
                                )}
                            </h2>
                        }
                    })
            }}
            <Show
                when=move || line().is_some()
                fallback=move || view! { <p class="hint" data-testid="board-complete">{move || t("scorer.board_complete")}</p> }
            >
                <DealForm honours=false hcp=false submit=submit/>
            </Show>
            <div class="form-actions">
                <button class="button big" data-testid="undo-entry" on:click=undo>
                    <span aria-hidden="true">"↶ "</span>
                    {move || t("scorer.undo")}
                </button>
            </div>
        </section>
    }
}

fn traveller_row(l: TravellerLine, current: bool, chosen: RwSignal<Option<u32>>) -> impl IntoView {
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
                    on:click=move |_| chosen.set(Some(l.north_south))
                >
                    {l.north_south}
                </button>
            </td>
            <td>{l.east_west}</td>
            <td>
                <bdi>{r.map(|r| result_text(&r))}</bdi>
            </td>
            <td class="num">{l.north_south_score.map(signed)}</td>
            <td class="num">{l.north_south_points.map(points_text)}</td>
            <td class="num">{l.east_west_points.map(points_text)}</td>
        </tr>
    }
}

/// Each direction's ranking, and the exports.
#[component]
fn Ranking(session: RwSignal<Session>, evening: Evening) -> impl IntoView {
    let imps = evening.scoring() == EveningScoring::Imps;
    let [ns, ew] = evening.ranking();
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
                                    <td>{format!("{}{}", s.rank, if s.tied { "=" } else { "" })}</td>
                                    <td data-testid="rank-pair">{s.pair}</td>
                                    <td class="num">{s.boards}</td>
                                    <td class="num" data-testid="rank-points">{points_text(s.points)}</td>
                                    {(!imps)
                                        .then(|| {
                                            view! {
                                                <td class="num" data-testid="rank-pct">
                                                    {s.percentage.map(|p| format!("{p:.2}"))}
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
                {table(ns, "scorer.ranking_ns", "ranking-ns")}
                {table(ew, "scorer.ranking_ew", "ranking-ew")}
            </div>
            <div class="form-actions no-print">
                <button class="button" data-testid="export-ranking-csv" on:click=move |_| crate::sessions::download(&format!("{f1}-ranking.csv"), "text/csv", &csv)>
                    {t("scorer.export_ranking")}
                </button>
                <button class="button" data-testid="export-travellers-csv" on:click=move |_| crate::sessions::download(&format!("{f2}-travellers.csv"), "text/csv", &travellers)>
                    {t("scorer.export_travellers")}
                </button>
                {deal_files.map(|(pbn, lin)| view! { <crate::sessions::DealFiles file=f3 pbn=pbn lin=lin testid="evening-"/> })}
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
