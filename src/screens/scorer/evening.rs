//! The club evening: the movement as printed for the tables, the travellers entered board by
//! board, the ranking of each direction with its exports, and the hand records to deal from.

use bridge_engine::scorer::ScorerBook;
use bridge_engine::scorer::evening::{
    Evening, EveningScoring, Standing, TravellerEntry, TravellerLine,
};
use bridge_engine::scorer::export::{self, points_text};
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
    let tab = RwSignal::new(Tab::Movement);
    // The board shown on the travellers, kept while other tabs are looked at.
    let board = RwSignal::new(1u32);
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

/// The travellers: pick a board, pick its line, enter the result. Entering never moves to
/// another board (the player moves on with "next board"); changing a line that has a result
/// asks first; undo takes back the last result of the board shown and says which it was.
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
    let undo = move |_| {
        let b = board.get_untracked();
        let mut taken = None;
        change_book(session, |book| {
            if let ScorerBook::Evening(e) = book {
                taken = e.undo_board(b);
            }
            Ok(())
        });
        chosen.set(None);
        asking.set(None);
        let text = match taken {
            Some(entry) => undone_text(&entry, evening),
            None => tf("scorer.undo_none_on_board", &[("board", &b.to_string())]),
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
                                    let b = board.get();
                                    (b < boards)
                                        .then(|| {
                                            view! {
                                                <button
                                                    class="button primary big"
                                                    data-testid="next-board"
                                                    on:click=move |_| show_board(b + 1)
                                                >
                                                    {tf("scorer.next_board", &[("board", &(b + 1).to_string())])}
                                                </button>
                                            }
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
                    {move || tf("scorer.undo_on_board", &[("board", &board.get().to_string())])}
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
                {table(ns, "scorer.ranking_ns", "ranking-ns")}
                {table(ew, "scorer.ranking_ew", "ranking-ew")}
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
