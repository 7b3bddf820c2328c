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
use crate::table::{seat_name, signed, tricks_text, vul_name};

/// "4♠X N +1" (contract, declarer's initial, tricks against it), or "Passed out".
pub(super) fn contract_line(r: &BoardResult) -> String {
    match r.contract() {
        Some((c, d)) => format!(
            "{} {} {}",
            crate::i18n::contract_label(c),
            seat_name(d),
            tricks_text(r)
        ),
        None => t("card.passed_out"),
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
        ScoreCard::ImpPairs {
            method,
            boards,
            total,
        } => view! { <super::games::ImpPairsCard method=method boards=boards total=total/> }
            .into_any(),
        ScoreCard::BoardAMatch { boards, points } => {
            view! { <super::games::BamCard boards=boards points=points/> }.into_any()
        }
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
                    <th class="num">{t("card.ns_score")}</th>
                </tr>
            </thead>
            <tbody>
                {rows
                    .into_iter()
                    .map(|(b, r, s)| {
                        view! {
                            <tr>
                                <td>{b.number}</td>
                                <td>
                                    <bdi>{contract_line(&r)}</bdi>
                                </td>
                                <td class="num">{s}</td>
                            </tr>
                        }
                    })
                    .collect_view()}
            </tbody>
            <tfoot>
                <tr class="total">
                    <th scope="row" colspan="2">
                        {t("card.total")}
                    </th>
                    <td class="num" data-testid="total-ns">{total}</td>
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
            view! {
                <tr>
                    <td>{n}</td>
                    <td>
                        <bdi>{contract_line(&d.result)}</bdi>
                    </td>
                    <td class="num">{ns}</td>
                    <td class="num">{ew}</td>
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
                    <th class="num">{t("card.ns")}</th>
                    <th class="num">{t("card.ew")}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
            <tfoot>
                <tr>
                    <th scope="row" colspan="2">
                        {t("card.part_scores")}
                    </th>
                    <td class="num">{sheet.part_score(Side::NorthSouth)}</td>
                    <td class="num">{sheet.part_score(Side::EastWest)}</td>
                </tr>
                <tr class="total">
                    <th scope="row" colspan="2">
                        {t("card.total")}
                    </th>
                    <td class="num" data-testid="total-ns">{sheet.total(Side::NorthSouth)}</td>
                    <td class="num" data-testid="total-ew">{sheet.total(Side::EastWest)}</td>
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
                <tr class="total">
                    <th scope="row" colspan="4">
                        {t("card.total")}
                    </th>
                    <td class="num" data-testid="total-ns">{sheet.north_south_imps()}</td>
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
                                    <th>{t("card.pairs")}</th>
                                    <th>{t("card.contract")}</th>
                                    <th class="num">{t("card.ns_score")}</th>
                                    <th class="num">{t("card.ns_mp")}</th>
                                    <th class="num">{t("card.ew_mp")}</th>
                                </tr>
                            </thead>
                            <tbody>
                                {tr
                                    .rows()
                                    .iter()
                                    .map(|r| {
                                        view! {
                                            <tr class:ours=r.north_south_pair == PLAYER_PAIR>
                                                <td>{format!("{}–{}", r.north_south_pair, r.east_west_pair)}</td>
                                                <td>
                                                    <bdi>{contract_line(&r.result)}</bdi>
                                                </td>
                                                <td class="num">{r.north_south_score}</td>
                                                <td class="num">{r.north_south_mp}</td>
                                                <td class="num">{r.east_west_mp}</td>
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

/// One board of a teams card: both tables' results and `last` (IMPs, or board-a-match's
/// outcome) in the last column.
pub(super) fn teams_row(b: &TeamsBoard, last: String) -> impl IntoView + use<> {
    // Our team sits East-West at the other table: its line says so, signed.
    let other = tf(
        "card.other_line",
        &[
            ("contract", &contract_line(&b.theirs)),
            ("score", &signed(b.their_score)),
        ],
    );
    view! {
        <tr>
            <td>{b.board.number}</td>
            <td>
                <bdi>{contract_line(&b.ours)}</bdi>
            </td>
            // A signed number reads left to right in every language.
            <td class="num">
                <bdi dir="ltr">{signed(b.our_score)}</bdi>
            </td>
            <td>
                <bdi>{other}</bdi>
            </td>
            <td class="num">
                <bdi dir="ltr">{last}</bdi>
            </td>
        </tr>
    }
}

#[component]
fn TeamsCard(boards: Vec<TeamsBoard>, total: i32, vp: (f64, f64)) -> impl IntoView {
    let played = !boards.is_empty();
    view! {
        <table class="score-card teams" data-testid="score-card">
            <caption>{t("card.teams")}</caption>
            <thead>
                <tr>
                    <th>{t("card.board")}</th>
                    <th>{t("card.contract")}</th>
                    <th class="num">{t("card.ns_score")}</th>
                    <th>{t("card.other_table")}</th>
                    <th class="num">{t("card.imps")}</th>
                </tr>
            </thead>
            <tbody>
                {boards
                    .into_iter()
                    .map(|b| teams_row(&b, signed(b.imps)))
                    .collect_view()}
            </tbody>
            <tfoot>
                <tr class="total">
                    <th scope="row" colspan="4">
                        {t("card.imps_total")}
                    </th>
                    <td class="num" data-testid="total-imps">
                        {signed(total)}
                    </td>
                </tr>
                {played
                    .then(|| {
                        view! {
                            <tr>
                                <th scope="row" colspan="3">
                                    {t("card.vp")}
                                </th>
                                <td colspan="2" class="num" data-testid="vp">
                                    {format!("{} – {}", vp.0, vp.1)}
                                </td>
                            </tr>
                        }
                    })}
            </tfoot>
        </table>
    }
}
