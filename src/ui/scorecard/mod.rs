//! Score cards as they look on paper: the rubber's WE/THEY sheet, the Chicago card, the pairs
//! travellers and the teams player's personal score card.

use bridge_engine::Call;
use bridge_engine::game_forms::minibridge::MiniChoice;
use bridge_engine::scoring::SheetTotals;
use bridge_engine::scoring::chicago::{ChicagoEntry, ChicagoSheet, chicago_conditions};
use bridge_engine::scoring::matchpoints::Traveller;
use bridge_engine::scoring::minibridge::MiniGoal;
use bridge_engine::scoring::rubber::{RubberEntry, RubberSheet, RubberState};
use bridge_engine::scoring::russian::RussianChicagoSheet;
use bridge_engine::session::{PLAYER_PAIR, ScoreCard, TeamsBoard, player_percentage};
use bridge_engine::{Board, BoardResult, Side, Vulnerability};
use leptos::prelude::*;

pub mod deal;
pub mod games;

use crate::services::i18n::{call_text, current_lang, decimal, strain_text, t, tf};
use crate::ui::cards::{seat_name, vul_name};
use deal::{signed, tricks_text};

/// "4♠X N +1" (contract, declarer's initial, tricks against it), or "Passed out".
pub(super) fn contract_line(r: &BoardResult) -> String {
    match r.contract() {
        Some((c, d)) => format!(
            "{} {} {}",
            crate::services::i18n::contract_label(c),
            seat_name(d),
            tricks_text(r)
        ),
        None => t("card.passed_out"),
    }
}

/// The contract as the player reads it: "Game in ♥" or "3NT".
pub fn choice_text(choice: MiniChoice) -> String {
    let lang = current_lang();
    match choice {
        MiniChoice::Basic(c) => tf(
            match c.goal {
                MiniGoal::PartScore => "mini.contract.part",
                MiniGoal::Game => "mini.contract.game",
            },
            &[("strain", &strain_text(lang, c.strain))],
        ),
        MiniChoice::Advanced(b) => call_text(lang, Call::Bid(b)),
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
        } => view! { <games::ImpPairsCard method=method boards=boards total=total/> }.into_any(),
        ScoreCard::BoardAMatch { boards, points } => {
            view! { <games::BamCard boards=boards points=points/> }.into_any()
        }
        ScoreCard::Teams { boards, total, vp } => {
            view! { <TeamsCard boards=boards total=total vp=(vp.ours, vp.theirs)/> }.into_any()
        }
        ScoreCard::Minibridge(results) => view! { <MinibridgeCard results=results/> }.into_any(),
    }
}

/// One row of a [`DealsCard`]: a deal's number, its vulnerability where the card shows it, and
/// once played its contract and each side's points.
struct DealRow {
    number: usize,
    vulnerability: Option<Vulnerability>,
    /// (contract, North-South, East-West).
    played: Option<(String, u32, u32)>,
}

/// A card of deals in rows, each with its number, its contract and each side's points (and its
/// vulnerability when a row gives one: then deals still to play are listed too), and footer rows
/// (label key, North-South, East-West); the last footer row is the total. The Chicago card and
/// the minibridge series are such cards.
#[component]
fn DealsCard(
    /// The class besides `score-card`.
    class: &'static str,
    /// `data-testid` of the table.
    testid: &'static str,
    caption: String,
    rows: Vec<DealRow>,
    /// (label key, North-South, East-West) a footer row.
    foot: Vec<(&'static str, u32, u32)>,
) -> impl IntoView {
    let last = foot.len().saturating_sub(1);
    let vul_column = rows.iter().any(|r| r.vulnerability.is_some());
    let span = if vul_column { "3" } else { "2" };
    view! {
        <table class=format!("score-card {class}") data-testid=testid>
            <caption>{caption}</caption>
            <thead>
                <tr>
                    <th>{t("card.deal")}</th>
                    {vul_column.then(|| view! { <th>{t("card.vulnerable")}</th> })}
                    <th>{t("card.contract")}</th>
                    <th class="num">{t("card.ns")}</th>
                    <th class="num">{t("card.ew")}</th>
                </tr>
            </thead>
            <tbody>
                {rows
                    .into_iter()
                    .map(|row| {
                        let (contract, ns, ew) = row
                            .played
                            .map_or((None, None, None), |(c, ns, ew)| (Some(c), Some(ns), Some(ew)));
                        let upcoming = contract.is_none();
                        view! {
                            <tr class:upcoming=upcoming data-testid="deal-row">
                                <td>{row.number}</td>
                                {vul_column
                                    .then(|| {
                                        let v = row.vulnerability.unwrap_or(Vulnerability::None);
                                        view! {
                                            <td class=format!("vul vul-{}", v.pbn().to_lowercase())>
                                                {vul_name(v)}
                                            </td>
                                        }
                                    })}
                                <td>
                                    <bdi>{contract}</bdi>
                                </td>
                                <td class="num">{ns}</td>
                                <td class="num">{ew}</td>
                            </tr>
                        }
                    })
                    .collect_view()}
            </tbody>
            <tfoot>
                {foot
                    .into_iter()
                    .enumerate()
                    .map(|(i, (key, ns, ew))| {
                        let total = i == last;
                        view! {
                            <tr class:total=total>
                                <th scope="row" colspan=span>
                                    {t(key)}
                                </th>
                                <td class="num" data-testid=total.then_some("total-ns")>{ns}</td>
                                <td class="num" data-testid=total.then_some("total-ew")>{ew}</td>
                            </tr>
                        }
                    })
                    .collect_view()}
            </tfoot>
        </table>
    }
}

/// A minibridge series: each deal's contract, declarer and tricks, and the points it scored.
#[component]
fn MinibridgeCard(
    results: Vec<bridge_engine::game_forms::minibridge::MiniResult>,
) -> impl IntoView {
    let total = |side| results.iter().map(|r| r.points_for(side)).sum();
    let foot = vec![("card.total", total(Side::NorthSouth), total(Side::EastWest))];
    let rows = results
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let contract = format!(
                "{} {} · {}",
                choice_text(r.choice),
                seat_name(r.declarer),
                r.tricks
            );
            DealRow {
                number: i + 1,
                vulnerability: None,
                played: Some((
                    contract,
                    r.points_for(Side::NorthSouth),
                    r.points_for(Side::EastWest),
                )),
            }
        })
        .collect();
    view! {
        <DealsCard class="mini-scores" testid="mini-scores" caption=t("mini.scores") rows=rows foot=foot/>
    }
}

/// One board's traveller: a row a pair with its contract and North-South score, then the
/// columns named by `extra_heads` (matchpoints, IMPs); the player's row marked.
#[component]
pub(super) fn TravellerTable(
    /// The caption after "Board N", if any.
    note: Option<AnyView>,
    board: u32,
    /// Catalogue keys of the columns after the score.
    extra_heads: Vec<&'static str>,
    /// A row a pair: the row and its extra columns' texts.
    rows: Vec<(
        bridge_engine::scoring::matchpoints::TravellerRow,
        Vec<String>,
    )>,
) -> impl IntoView {
    view! {
        <table class="traveller">
            <caption>{tf("card.traveller", &[("board", &board.to_string())])} {note}</caption>
            <thead>
                <tr>
                    <th>{t("card.pairs")}</th>
                    <th>{t("card.contract")}</th>
                    <th class="num">{t("card.ns_score")}</th>
                    {extra_heads.into_iter().map(|k| view! { <th class="num">{t(k)}</th> }).collect_view()}
                </tr>
            </thead>
            <tbody>
                {rows
                    .into_iter()
                    .map(|(r, extra)| {
                        view! {
                            <tr class:ours=r.north_south_pair == PLAYER_PAIR>
                                <td>{format!("{}–{}", r.north_south_pair, r.east_west_pair)}</td>
                                <td>
                                    <bdi>{contract_line(&r.result)}</bdi>
                                </td>
                                // Numbers with a sign read left to right in every language.
                                <td class="num">
                                    <bdi dir="ltr">{r.north_south_score.to_string()}</bdi>
                                </td>
                                {extra
                                    .into_iter()
                                    .map(|x| view! { <td class="num"><bdi dir="ltr">{x}</bdi></td> })
                                    .collect_view()}
                            </tr>
                        }
                    })
                    .collect_view()}
            </tbody>
        </table>
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
    let counted = sheet
        .deals()
        .iter()
        .filter(|d| d.result.contract().is_some());
    let setting = sheet.settings().deals_2_3_vulnerable;
    let vulnerability = |n: u32| Some(chicago_conditions(n, setting).1);
    let mut rows: Vec<DealRow> = counted
        .enumerate()
        .map(|(i, d)| {
            let n = i as u32 + 1;
            let (ns, ew) = per_deal(sheet.entries(), n);
            DealRow {
                number: i + 1,
                vulnerability: vulnerability(n),
                played: Some((contract_line(&d.result), ns, ew)),
            }
        })
        .collect();
    // The rest of the set of four under way, with their vulnerability, as a paper card has them.
    if !sheet.is_over() {
        let next = sheet.next_deal();
        let set_end = next.div_ceil(4) * 4;
        rows.extend((next..=set_end).map(|n| DealRow {
            number: n as usize,
            vulnerability: vulnerability(n),
            played: None,
        }));
    }
    let caption = tf(
        "card.chicago",
        &[
            ("played", &sheet.deals_played().to_string()),
            ("of", &(sheet.sets() * 4).to_string()),
        ],
    );
    let foot = vec![
        (
            "card.part_scores",
            sheet.part_score(Side::NorthSouth),
            sheet.part_score(Side::EastWest),
        ),
        (
            "card.total",
            sheet.total(Side::NorthSouth),
            sheet.total(Side::EastWest),
        ),
    ];
    view! { <DealsCard class="chicago" testid="score-card" caption=caption rows=rows foot=foot/> }
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
    let percentage =
        player_percentage(&travellers).map(|p| format!("{}%", decimal(&format!("{p:.1}"))));
    view! {
        <div class="score-card pairs" data-testid="score-card">
            <p class="card-status">
                {t("card.pairs.percentage")} " "
                <strong data-testid="percentage">{percentage.unwrap_or_else(|| t("card.pending"))}</strong>
            </p>
            {travellers
                .into_iter()
                .map(|tr| {
                    let rows = tr
                        .rows()
                        .iter()
                        .map(|r| (*r, vec![r.north_south_mp.to_string(), r.east_west_mp.to_string()]))
                        .collect();
                    view! { <TravellerTable note=None board=tr.board() extra_heads=vec!["card.ns_mp", "card.ew_mp"] rows=rows/> }
                })
                .collect_view()}
        </div>
    }
}

/// One board of a teams card: both tables' results and `last` (IMPs, or board-a-match's
/// outcome) in the last column.
fn teams_row(b: &TeamsBoard, last: String) -> impl IntoView + use<> {
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

/// A teams card: a row a board with both tables' results, the last column's values given
/// (IMPs, or board-a-match's outcome), then the total row and any further footer rows.
#[component]
pub(super) fn TeamsTable(
    caption_key: &'static str,
    /// Catalogue key of the last column's heading.
    last_key: &'static str,
    rows: Vec<(TeamsBoard, String)>,
    /// Catalogue key of the total row's label.
    total_key: &'static str,
    total_testid: &'static str,
    total: String,
    /// Footer rows after the total.
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    view! {
        <table class="score-card teams" data-testid="score-card">
            <caption>{t(caption_key)}</caption>
            <thead>
                <tr>
                    <th>{t("card.board")}</th>
                    <th>{t("card.contract")}</th>
                    <th class="num">{t("card.ns_score")}</th>
                    <th>{t("card.other_table")}</th>
                    <th class="num">{t(last_key)}</th>
                </tr>
            </thead>
            <tbody>{rows.into_iter().map(|(b, last)| teams_row(&b, last)).collect_view()}</tbody>
            <tfoot>
                <tr class="total">
                    <th scope="row" colspan="4">
                        {t(total_key)}
                    </th>
                    <td class="num" data-testid=total_testid>
                        {total}
                    </td>
                </tr>
                {children.map(|c| c())}
            </tfoot>
        </table>
    }
}

#[component]
fn TeamsCard(boards: Vec<TeamsBoard>, total: i32, vp: (f64, f64)) -> impl IntoView {
    let played = !boards.is_empty();
    let rows = boards.iter().map(|b| (*b, signed(b.imps))).collect();
    view! {
        <TeamsTable
            caption_key="card.teams"
            last_key="card.imps"
            rows=rows
            total_key="card.imps_total"
            total_testid="total-imps"
            total=signed(total)
        >
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
        </TeamsTable>
    }
}
