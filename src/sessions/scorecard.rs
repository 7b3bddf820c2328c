//! Score cards as they look on paper: the rubber's WE/THEY sheet, the Chicago card, the pairs
//! travellers and the teams player's personal score card.

use bridge_engine::scoring::SheetTotals;
use bridge_engine::scoring::chicago::{ChicagoEntry, ChicagoSheet};
use bridge_engine::scoring::matchpoints::Traveller;
use bridge_engine::scoring::rubber::{RubberEntry, RubberSheet, RubberState};
use bridge_engine::scoring::russian::RussianChicagoSheet;
use bridge_engine::session::{PLAYER_PAIR, ScoreCard, TeamsBoard, player_percentage};
use bridge_engine::{Board, BoardResult, Side};
use leptos::prelude::*;

use crate::i18n::{t, tf};
use crate::table::{seat_name, vul_name};

/// "4♠X" and "by North", or "Passed out", for a result.
fn contract_text(r: &BoardResult) -> (String, String) {
    match r.contract() {
        Some((c, d)) => (c.to_string(), seat_name(d)),
        None => (t("card.passed_out"), String::new()),
    }
}

/// Tricks as on a personal score card: "=", "+1", "−2".
fn tricks_text(r: &BoardResult) -> String {
    match r.contract() {
        None => String::new(),
        Some((c, _)) => match i32::from(r.declarer_tricks) - i32::from(c.tricks_needed()) {
            0 => "=".into(),
            n if n > 0 => format!("+{n}"),
            n => format!("−{}", -n),
        },
    }
}

/// The score card of any session.
#[component]
pub fn ScoreCardView(card: ScoreCard) -> impl IntoView {
    match card {
        ScoreCard::Practice(rows) => view! { <PracticeCard rows=rows/> }.into_any(),
        ScoreCard::Rubber(sheet) => view! { <RubberCard sheet=sheet/> }.into_any(),
        ScoreCard::Chicago(sheet) => view! { <ChicagoCard sheet=sheet/> }.into_any(),
        ScoreCard::RussianChicago(sheet) => view! { <RussianCard sheet=sheet/> }.into_any(),
        ScoreCard::Pairs(travellers) => view! { <PairsCard travellers=travellers/> }.into_any(),
        ScoreCard::Teams { boards, total, vp } => {
            view! { <TeamsCard boards=boards total=total vp=(vp.ours, vp.theirs)/> }.into_any()
        }
    }
}

#[component]
fn PracticeCard(rows: Vec<(Board, BoardResult, i32)>) -> impl IntoView {
    let total: i32 = rows.iter().map(|(_, _, s)| s).sum();
    view! {
        <table class="score-card" data-testid="score-card">
            <caption>{t("card.practice")}</caption>
            <thead>
                <tr>
                    <th>{t("card.board")}</th>
                    <th>{t("card.contract")}</th>
                    <th>{t("card.by")}</th>
                    <th>{t("card.tricks")}</th>
                    <th>{t("card.ns_score")}</th>
                </tr>
            </thead>
            <tbody>
                {rows
                    .into_iter()
                    .map(|(b, r, s)| {
                        let (c, by) = contract_text(&r);
                        view! {
                            <tr>
                                <td>{b.number}</td>
                                <td>
                                    <bdi>{c}</bdi>
                                </td>
                                <td>{by}</td>
                                <td>{tricks_text(&r)}</td>
                                <td>{s}</td>
                            </tr>
                        }
                    })
                    .collect_view()}
            </tbody>
            <tfoot>
                <tr>
                    <th scope="row" colspan="4">
                        {t("card.total")}
                    </th>
                    <td data-testid="total-ns">{total}</td>
                </tr>
            </tfoot>
        </table>
    }
}

/// Entries of one side stacked in a column: the WE/THEY sheet's halves.
fn column(entries: &[&RubberEntry], side: Side) -> Vec<u32> {
    entries
        .iter()
        .filter(|e| e.side == side)
        .map(|e| e.points)
        .collect()
}

#[component]
fn RubberCard(sheet: RubberSheet) -> impl IntoView {
    let entries = sheet.entries();
    let above: Vec<&RubberEntry> = entries.iter().filter(|e| !e.kind.is_below_line()).collect();
    let games = entries
        .iter()
        .filter(|e| e.kind.is_below_line())
        .map(|e| e.game)
        .max()
        .map_or(0, |g| g + 1);
    let pair_rows = |we: Vec<u32>, they: Vec<u32>| {
        let n = we.len().max(they.len());
        (0..n)
            .map(|i| {
                view! {
                    <tr>
                        <td>{we.get(i).copied()}</td>
                        <td>{they.get(i).copied()}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    // Above the line, entries read upward from the line: the latest is written highest.
    let mut we_above = column(&above, Side::NorthSouth);
    let mut they_above = column(&above, Side::EastWest);
    we_above.reverse();
    they_above.reverse();
    let status = match sheet.state() {
        RubberState::InProgress => tf(
            "card.rubber.games",
            &[
                ("we", &sheet.games_won(Side::NorthSouth).to_string()),
                ("they", &sheet.games_won(Side::EastWest).to_string()),
            ],
        ),
        RubberState::Won(Side::NorthSouth) => t("card.rubber.won_we"),
        RubberState::Won(Side::EastWest) => t("card.rubber.won_they"),
        RubberState::Unfinished => t("card.rubber.unfinished"),
    };
    view! {
        <div class="score-card rubber" data-testid="score-card">
            <table class="we-they">
                <caption>{t("card.rubber")}</caption>
                <thead>
                    <tr>
                        <th>{t("card.we")}</th>
                        <th>{t("card.they")}</th>
                    </tr>
                </thead>
                <tbody class="above">{pair_rows(we_above, they_above)}</tbody>
                {(0..games)
                    .map(|g| {
                        let below: Vec<&RubberEntry> = entries
                            .iter()
                            .filter(|e| e.kind.is_below_line() && e.game == g)
                            .collect();
                        view! {
                            <tbody class="below">
                                {pair_rows(column(&below, Side::NorthSouth), column(&below, Side::EastWest))}
                            </tbody>
                        }
                    })
                    .collect_view()}
                <tfoot>
                    <tr>
                        <td data-testid="total-we">{sheet.total(Side::NorthSouth)}</td>
                        <td data-testid="total-they">{sheet.total(Side::EastWest)}</td>
                    </tr>
                </tfoot>
            </table>
            <p class="card-status">{status}</p>
            <p class="card-status">
                {t("card.vulnerable_now")} " " {vul_name(sheet.vulnerability())}
            </p>
            {sheet
                .is_over()
                .then(|| {
                    view! {
                        <p class="card-status" data-testid="settlement">
                            {tf("card.rubber.settlement", &[("n", &sheet.settlement().to_string())])}
                        </p>
                    }
                })}
        </div>
    }
}

/// Points of each side per counted deal of a Chicago.
fn per_deal(entries: &[ChicagoEntry], deal: u32) -> (u32, u32) {
    let sum = |side| {
        entries
            .iter()
            .filter(|e| e.deal == deal && e.side == side)
            .map(|e| e.points)
            .sum()
    };
    (sum(Side::NorthSouth), sum(Side::EastWest))
}

#[component]
fn ChicagoCard(sheet: ChicagoSheet) -> impl IntoView {
    let counted: Vec<_> = sheet
        .deals()
        .iter()
        .filter(|d| d.result.contract().is_some())
        .copied()
        .collect();
    let rows = counted
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let n = i as u32 + 1;
            let (ns, ew) = per_deal(sheet.entries(), n);
            let (c, by) = contract_text(&d.result);
            view! {
                <tr>
                    <td>{n}</td>
                    <td>
                        <bdi>{c}</bdi>
                    </td>
                    <td>{by}</td>
                    <td>{tricks_text(&d.result)}</td>
                    <td>{ns}</td>
                    <td>{ew}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="score-card chicago" data-testid="score-card">
            <caption>
                {tf("card.chicago", &[("played", &sheet.deals_played().to_string()), ("of", &(sheet.sets() * 4).to_string())])}
            </caption>
            <thead>
                <tr>
                    <th>{t("card.deal")}</th>
                    <th>{t("card.contract")}</th>
                    <th>{t("card.by")}</th>
                    <th>{t("card.tricks")}</th>
                    <th>{t("card.ns")}</th>
                    <th>{t("card.ew")}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
            <tfoot>
                <tr>
                    <th scope="row" colspan="4">
                        {t("card.part_scores")}
                    </th>
                    <td>{sheet.part_score(Side::NorthSouth)}</td>
                    <td>{sheet.part_score(Side::EastWest)}</td>
                </tr>
                <tr class="total">
                    <th scope="row" colspan="4">
                        {t("card.total")}
                    </th>
                    <td data-testid="total-ns">{sheet.total(Side::NorthSouth)}</td>
                    <td data-testid="total-ew">{sheet.total(Side::EastWest)}</td>
                </tr>
            </tfoot>
        </table>
    }
}

#[component]
fn RussianCard(sheet: RussianChicagoSheet) -> impl IntoView {
    let rows = sheet
        .scores()
        .iter()
        .enumerate()
        .map(|(i, s)| {
            view! {
                <tr>
                    <td>{i + 1}</td>
                    <td>{s.target_side.map(|side| side.code().to_string()).unwrap_or_default()}</td>
                    <td>{s.target}</td>
                    <td>{s.north_south_score}</td>
                    <td>{s.north_south_imps}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="score-card" data-testid="score-card">
            <caption>{t("card.russian")}</caption>
            <thead>
                <tr>
                    <th>{t("card.deal")}</th>
                    <th>{t("card.target_side")}</th>
                    <th>{t("card.target")}</th>
                    <th>{t("card.ns_score")}</th>
                    <th>{t("card.imps_ns")}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
            <tfoot>
                <tr>
                    <th scope="row" colspan="4">
                        {t("card.total")}
                    </th>
                    <td data-testid="total-ns">{sheet.north_south_imps()}</td>
                </tr>
            </tfoot>
        </table>
    }
}

#[component]
fn PairsCard(travellers: Vec<Traveller>) -> impl IntoView {
    let percentage = player_percentage(&travellers).map(|p| format!("{p:.1}%"));
    view! {
        <div class="score-card pairs" data-testid="score-card">
            <p class="card-status">
                {t("card.pairs.percentage")} " "
                <strong data-testid="percentage">{percentage.unwrap_or_else(|| t("card.pending"))}</strong>
            </p>
            {travellers
                .into_iter()
                .map(|tr| {
                    view! {
                        <table class="traveller">
                            <caption>{tf("card.traveller", &[("board", &tr.board().to_string())])}</caption>
                            <thead>
                                <tr>
                                    <th>{t("card.ns_pair")}</th>
                                    <th>{t("card.ew_pair")}</th>
                                    <th>{t("card.contract")}</th>
                                    <th>{t("card.by")}</th>
                                    <th>{t("card.tricks")}</th>
                                    <th>{t("card.ns_score")}</th>
                                    <th>{t("card.ns_mp")}</th>
                                    <th>{t("card.ew_mp")}</th>
                                </tr>
                            </thead>
                            <tbody>
                                {tr
                                    .rows()
                                    .iter()
                                    .map(|r| {
                                        let (c, by) = contract_text(&r.result);
                                        view! {
                                            <tr class:ours=r.north_south_pair == PLAYER_PAIR>
                                                <td>{r.north_south_pair}</td>
                                                <td>{r.east_west_pair}</td>
                                                <td>
                                                    <bdi>{c}</bdi>
                                                </td>
                                                <td>{by}</td>
                                                <td>{r.result.declarer_tricks}</td>
                                                <td>{r.north_south_score}</td>
                                                <td>{r.north_south_mp}</td>
                                                <td>{r.east_west_mp}</td>
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

#[component]
fn TeamsCard(boards: Vec<TeamsBoard>, total: i32, vp: (f64, f64)) -> impl IntoView {
    let signed = |n: i32| {
        (n > 0)
            .then_some(n)
            .map(|n| n.to_string())
            .unwrap_or_default()
    };
    let negative = |n: i32| {
        (n < 0)
            .then_some(-n)
            .map(|n| n.to_string())
            .unwrap_or_default()
    };
    view! {
        <table class="score-card teams" data-testid="score-card">
            <caption>{t("card.teams")}</caption>
            <thead>
                <tr>
                    <th>{t("card.board")}</th>
                    <th>{t("card.dealer")}</th>
                    <th>{t("card.vul")}</th>
                    <th>{t("card.contract")}</th>
                    <th>{t("card.by")}</th>
                    <th>{t("card.tricks")}</th>
                    <th>"+"</th>
                    <th>"−"</th>
                    <th>{t("card.imps")} " +"</th>
                    <th>{t("card.imps")} " −"</th>
                    <th>{t("card.other_table")}</th>
                </tr>
            </thead>
            <tbody>
                {boards
                    .into_iter()
                    .map(|b| {
                        let (c, by) = contract_text(&b.ours);
                        let (oc, oby) = contract_text(&b.theirs);
                        view! {
                            <tr>
                                <td>{b.board.number}</td>
                                <td>{seat_name(b.board.dealer)}</td>
                                <td>{vul_name(b.board.vulnerability)}</td>
                                <td>
                                    <bdi>{c}</bdi>
                                </td>
                                <td>{by}</td>
                                <td>{tricks_text(&b.ours)}</td>
                                <td>{signed(b.our_score)}</td>
                                <td>{negative(b.our_score)}</td>
                                <td>{signed(b.imps)}</td>
                                <td>{negative(b.imps)}</td>
                                <td>
                                    <bdi>{format!("{oc} {oby} {}", b.their_score)}</bdi>
                                </td>
                            </tr>
                        }
                    })
                    .collect_view()}
            </tbody>
            <tfoot>
                <tr>
                    <th scope="row" colspan="8">
                        {t("card.imps_total")}
                    </th>
                    <td colspan="3" data-testid="total-imps">
                        {total}
                    </td>
                </tr>
                <tr>
                    <th scope="row" colspan="8">
                        {t("card.vp")}
                    </th>
                    <td colspan="3" data-testid="vp">
                        {format!("{} – {}", vp.0, vp.1)}
                    </td>
                </tr>
            </tfoot>
        </table>
    }
}
