//! A finished deal's score in its session's own scoring (the engine's [`DealScore`]): the rubber
//! sheet's entries below and above the line, the Chicago card's entries, the Russian Chicago
//! line, matchpoints or IMPs once the other tables have played the board.

use bridge_engine::scoring::chicago::ChicagoEntryKind;
use bridge_engine::scoring::rubber::RubberEntryKind;
use bridge_engine::session::DealScore;
use bridge_engine::{BoardResult, Side};
use leptos::prelude::*;

use super::games::{bam_result, imp_pairs_result};
use crate::services::i18n::{decimal, t, tf};
use crate::ui::cards::seat_name;

/// "+3", "0", "−5": a signed number as on a score card.
pub fn signed(n: i32) -> String {
    match n {
        n if n > 0 => format!("+{n}"),
        n if n < 0 => format!("−{}", -n),
        _ => "0".into(),
    }
}

/// Tricks against the contract as on a score card: "=", "+1", "−2" (empty when passed out).
pub fn tricks_text(r: &BoardResult) -> String {
    match r.contract() {
        None => String::new(),
        Some((c, _)) => match i32::from(r.declarer_tricks) - i32::from(c.tricks_needed()) {
            0 => "=".into(),
            n => signed(n),
        },
    }
}

/// A number of matchpoints, with one decimal only when it has one.
fn mp_text(mp: f64) -> String {
    if mp.fract() == 0.0 {
        format!("{mp:.0}")
    } else {
        decimal(&format!("{mp:.1}"))
    }
}

fn rubber_kind_key(kind: RubberEntryKind) -> &'static str {
    match kind {
        RubberEntryKind::TrickScore => "result.trick_score",
        RubberEntryKind::Overtricks => "result.overtrick_points",
        RubberEntryKind::Insult => "result.insult",
        RubberEntryKind::Slam => "result.slam",
        RubberEntryKind::Undertricks => "result.undertricks",
        RubberEntryKind::Honours => "result.honours",
        RubberEntryKind::RubberBonus => "result.rubber_bonus",
        RubberEntryKind::UnfinishedGame => "result.unfinished_game",
        RubberEntryKind::UnfinishedPartScore => "result.unfinished_part_score",
    }
}

fn chicago_kind_key(kind: ChicagoEntryKind) -> &'static str {
    match kind {
        ChicagoEntryKind::TrickScore => "result.trick_score",
        ChicagoEntryKind::Overtricks => "result.overtrick_points",
        ChicagoEntryKind::Insult => "result.insult",
        ChicagoEntryKind::Slam => "result.slam",
        ChicagoEntryKind::Undertricks => "result.undertricks",
        ChicagoEntryKind::Honours => "result.honours",
        ChicagoEntryKind::GameBonus => "result.game_bonus",
        ChicagoEntryKind::PartScoreBonus => "result.part_score_bonus",
    }
}

/// Whether the result screen also shows the duplicate breakdown: not for rubber and Chicago,
/// whose sheets score the deal their own way.
pub fn shows_duplicate_breakdown(score: Option<&DealScore>) -> bool {
    !matches!(
        score,
        Some(DealScore::Rubber(_) | DealScore::Chicago { .. })
    )
}

/// One line of a sheet: what it is for, below or above the line, and the points in its side's
/// column.
struct SheetLine {
    label: String,
    below: bool,
    side: Side,
    points: u32,
}

/// The entries a deal wrote on a two-column sheet (WE/THEY or N-S/E-W).
fn sheet_table(caption: String, heads: [&'static str; 2], lines: Vec<SheetLine>) -> AnyView {
    view! {
        <table class="breakdown sheet-entries" data-testid="session-score">
            <caption>{caption}</caption>
            <thead>
                <tr>
                    <th></th>
                    <th scope="col">{t(heads[0])}</th>
                    <th scope="col">{t(heads[1])}</th>
                </tr>
            </thead>
            <tbody>
                {lines
                    .into_iter()
                    .map(|l| {
                        let (ns, ew) = match l.side {
                            Side::NorthSouth => (Some(l.points), None),
                            Side::EastWest => (None, Some(l.points)),
                        };
                        let line = if l.below { t("result.line_below") } else { t("result.line_above") };
                        view! {
                            <tr class:below-line=l.below>
                                <th scope="row">
                                    {l.label} <span class="line-note">{line}</span>
                                </th>
                                <td>{ns}</td>
                                <td>{ew}</td>
                            </tr>
                        }
                    })
                    .collect_view()}
            </tbody>
        </table>
    }
    .into_any()
}

/// The deal's score in the session's scoring (nothing more for a practice deal, whose duplicate
/// breakdown is already shown).
#[component]
pub fn SessionDealScore(#[prop(into)] score: Signal<Option<DealScore>>) -> impl IntoView {
    move || {
        let score = score.get()?;
        Some(match score {
            DealScore::Duplicate { .. } => ().into_any(),
            DealScore::Rubber(entries) if entries.is_empty() => view! {
                <p class="session-score" data-testid="session-score">{t("result.rubber_passed")}</p>
            }
            .into_any(),
            DealScore::Rubber(entries) => sheet_table(
                t("result.session_rubber"),
                ["card.we", "card.they"],
                entries
                    .into_iter()
                    .map(|e| SheetLine {
                        label: t(rubber_kind_key(e.kind)),
                        below: e.kind.is_below_line(),
                        side: e.side,
                        points: e.points,
                    })
                    .collect(),
            ),
            DealScore::Chicago { deal: None, .. } => view! {
                <p class="session-score" data-testid="session-score">{t("result.not_counted")}</p>
            }
            .into_any(),
            DealScore::Chicago {
                deal: Some(n),
                entries,
            } => sheet_table(
                tf("result.session_chicago", &[("n", &n.to_string())]),
                ["card.ns", "card.ew"],
                entries
                    .into_iter()
                    .map(|e| SheetLine {
                        label: t(chicago_kind_key(e.kind)),
                        below: e.kind.is_below_line(),
                        side: e.side,
                        points: e.points,
                    })
                    .collect(),
            ),
            DealScore::RussianChicago(None) => view! {
                <p class="session-score" data-testid="session-score">{t("result.not_counted")}</p>
            }
            .into_any(),
            DealScore::RussianChicago(Some(line)) => {
                let target = match line.target_side {
                    Some(side) => tf(
                        "result.russian_target",
                        &[
                            ("target", &line.target.to_string()),
                            ("side", &side_name(side)),
                        ],
                    ),
                    None => t("result.russian_target_none"),
                };
                view! {
                    <div class="session-score" data-testid="session-score">
                        <p>{target}</p>
                        <p>
                            {tf(
                                "result.russian_line",
                                &[
                                    ("score", &line.north_south_score.to_string()),
                                    ("diff", &signed(line.north_south_difference)),
                                    ("imps", &signed(line.north_south_imps)),
                                ],
                            )}
                        </p>
                    </div>
                }
                .into_any()
            }
            DealScore::Pairs {
                matchpoints: Some((mp, top, pct)),
                ..
            } => view! {
                <p class="session-score" data-testid="session-score">
                    <strong data-testid="deal-matchpoints">
                        {tf(
                            "result.matchpoints",
                            &[("mp", &mp_text(mp)), ("top", &mp_text(top)), ("pct", &format!("{pct:.0}"))],
                        )}
                    </strong>
                </p>
            }
            .into_any(),
            DealScore::Pairs {
                matchpoints: None, ..
            } => view! {
                <p class="session-score pending" data-testid="session-score" role="status">
                    {t("result.matchpoints_pending")}
                </p>
            }
            .into_any(),
            DealScore::Teams { board: Some(b), .. } => view! {
                <div class="session-score" data-testid="session-score">
                    <p>{other_table(&b)}</p>
                    <p>
                        <strong data-testid="deal-imps">
                            {tf("result.imps", &[("imps", &signed(b.imps))])}
                        </strong>
                    </p>
                </div>
            }
            .into_any(),
            DealScore::BoardAMatch { board, .. } => view! {
                <div class="session-score" data-testid="session-score">
                    {board.map(|(b, _)| view! { <p>{other_table(&b)}</p> })}
                    {bam_result(board.map(|(_, o)| o))}
                </div>
            }
            .into_any(),
            DealScore::ImpPairs { imps, .. } => imp_pairs_result(imps),
            DealScore::Teams { board: None, .. } => view! {
                <p class="session-score pending" data-testid="session-score" role="status">
                    {t("result.imps_pending")}
                </p>
            }
            .into_any(),
        })
    }
}

/// The other table's result of a teams board, as the result screen reads it.
fn other_table(b: &bridge_engine::session::TeamsBoard) -> String {
    let other = match b.theirs.contract() {
        Some((c, d)) => format!(
            "{} {} {}",
            crate::services::i18n::contract_label(c),
            seat_name(d),
            tricks_text(&b.theirs)
        ),
        None => t("card.passed_out"),
    };
    tf(
        "result.other_table",
        &[("contract", &other), ("score", &signed(b.their_score))],
    )
}

/// "N-S" or "E-W".
pub fn side_name(side: Side) -> String {
    t(match side {
        Side::NorthSouth => "card.ns",
        Side::EastWest => "card.ew",
    })
}
