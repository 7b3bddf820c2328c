//! The games of issue 15 inside the pairs and teams sessions: IMP pairs (cross-IMPs or datum),
//! board-a-match teams, and the beer-card house rule — their settings on the new-session
//! form, their score cards, final results and the beer messages.

use bridge_engine::scoring::bam::BamOutcome;
use bridge_engine::scoring::beer::Beer;
use bridge_engine::scoring::imp_pairs::ImpPairsMethod;
use bridge_engine::scoring::vp::VpScaleChoice;
use bridge_engine::session::{
    ImpPairsBoard, PairsScoring, ScoreCard, SessionKind, TeamsBoard, TeamsScoring,
};
use leptos::prelude::*;

use super::deal::signed;
use super::{TeamsTable, TravellerTable};
use crate::services::i18n::{decimal, t, tf};
use crate::ui::cards::seat_name;
use crate::ui::choice::ChoiceSelect;

/// A number of IMPs: whole, or with two decimals (cross-IMPs are averages).
pub fn imps_text(imps: f64) -> String {
    let text = if imps.fract() == 0.0 {
        format!("{}", imps.abs())
    } else {
        decimal(&format!("{:.2}", imps.abs()))
    };
    match imps {
        i if i > 0.0 => format!("+{text}"),
        i if i < 0.0 => format!("−{text}"),
        _ => "0".into(),
    }
}

/// A number of board-a-match points: "2", "2½".
fn points_text(points: f64) -> String {
    let whole = points.trunc();
    if points - whole >= 0.5 {
        format!("{whole}½")
    } else {
        format!("{whole}")
    }
}

/// The name of a pairs or teams session, with its scoring.
pub fn kind_name(kind: SessionKind) -> String {
    let (key, n) = match kind {
        SessionKind::Pairs { boards, scoring } => (
            match scoring {
                PairsScoring::Matchpoints => "sessions.pairs_n",
                PairsScoring::Imps(ImpPairsMethod::CrossImps) => "games.imp_pairs_cross_n",
                PairsScoring::Imps(ImpPairsMethod::Datum) => "games.imp_pairs_datum_n",
            },
            boards,
        ),
        SessionKind::Teams {
            boards, scoring, ..
        } => (
            match scoring {
                TeamsScoring::Imps => "sessions.teams_n",
                TeamsScoring::BoardAMatch => "games.bam_n",
            },
            boards,
        ),
        _ => return String::new(),
    };
    tf(key, &[("n", &n.to_string())])
}

/// The pairs session's scoring on the new-session form.
#[component]
pub fn PairsScoringChoice(scoring: RwSignal<PairsScoring>) -> impl IntoView {
    view! {
        <label>
            {move || t("games.pairs_scoring")}
            <ChoiceSelect value=scoring testid="pairs-scoring"/>
        </label>
    }
}

/// The teams session's scoring on the new-session form.
#[component]
pub fn TeamsScoringChoice(scoring: RwSignal<TeamsScoring>) -> impl IntoView {
    view! {
        <label>
            {move || t("games.teams_scoring")}
            <ChoiceSelect value=scoring testid="teams-scoring"/>
        </label>
    }
}

/// The victory-point scale of an IMP teams match: the WBF continuous scale, or for a 24-board
/// match the rule reference's 20-0 table. Shown only where there is a choice.
#[component]
pub fn VpScaleField(
    boards: RwSignal<u32>,
    scoring: RwSignal<TeamsScoring>,
    vp: RwSignal<VpScaleChoice>,
) -> impl IntoView {
    let offered = move || boards.get() == TABLE_BOARDS && scoring.get() == TeamsScoring::Imps;
    view! {
        <Show when=offered>
            <label>
                {move || t("games.vp_scale")}
                <ChoiceSelect value=vp testid="vp-scale"/>
            </label>
        </Show>
    }
}

/// The match length the reference's 20-0 table is made for.
pub const TABLE_BOARDS: u32 = 24;

/// The scale a new teams match uses: the table only where it was offered and chosen.
pub fn vp_scale_for(boards: u32, chosen: VpScaleChoice) -> VpScaleChoice {
    if boards == TABLE_BOARDS {
        chosen
    } else {
        VpScaleChoice::WbfContinuous
    }
}

/// The final result lines of an IMP-pairs or board-a-match session.
pub fn final_lines(card: &ScoreCard) -> Vec<String> {
    match card {
        ScoreCard::ImpPairs { boards, total, .. } => vec![tf(
            "games.final.imp_pairs",
            &[
                ("imps", &imps_text(*total)),
                ("boards", &boards.len().to_string()),
            ],
        )],
        ScoreCard::BoardAMatch { boards, points } => vec![tf(
            "games.final.bam",
            &[
                ("points", &points_text(*points)),
                ("theirs", &points_text(boards.len() as f64 - points)),
                ("boards", &boards.len().to_string()),
            ],
        )],
        _ => Vec::new(),
    }
}

/// The IMP-pairs score card: the total, then a traveller a board with each pair's IMPs.
#[component]
pub fn ImpPairsCard(
    method: ImpPairsMethod,
    boards: Vec<ImpPairsBoard>,
    total: f64,
) -> impl IntoView {
    let caption = match method {
        ImpPairsMethod::CrossImps => "games.card.cross",
        ImpPairsMethod::Datum => "games.card.datum",
    };
    let any = boards.iter().any(|b| b.imps.is_some());
    view! {
        <div class="score-card pairs" data-testid="score-card">
            <p class="card-status">
                {t(caption)} " · " {t("games.card.your_imps")} " "
                <strong data-testid="total-imps">
                    {if any {
                        view! { <bdi dir="ltr">{imps_text(total)}</bdi> }.into_any()
                    } else {
                        t("card.pending").into_any()
                    }}
                </strong>
            </p>
            {boards
                .into_iter()
                .map(|b| {
                    let board = b.traveller.board();
                    let datum = b.datum.map(|d| tf("games.card.datum_value", &[("datum", &signed(d))]));
                    let rows = b
                        .traveller
                        .rows()
                        .iter()
                        .enumerate()
                        .map(|(i, r)| {
                            let imps = b.row_imps.get(i).map_or_else(|| "…".to_string(), |x| imps_text(*x));
                            (*r, vec![imps])
                        })
                        .collect();
                    let note = datum.map(|d| view! { " · " <span data-testid="datum">{d}</span> }.into_any());
                    view! { <TravellerTable note=note board=board extra_heads=vec!["games.card.ns_imps"] rows=rows/> }
                })
                .collect_view()}
        </div>
    }
}

fn outcome_key(o: BamOutcome) -> &'static str {
    match o {
        BamOutcome::Win => "games.bam.win",
        BamOutcome::Tie => "games.bam.tie",
        BamOutcome::Loss => "games.bam.loss",
    }
}

/// The board-a-match score card: the teams card with the board's outcome for its last column.
#[component]
pub fn BamCard(boards: Vec<(TeamsBoard, BamOutcome)>, points: f64) -> impl IntoView {
    let total = tf(
        "games.card.bam_points",
        &[
            ("points", &points_text(points)),
            ("boards", &boards.len().to_string()),
        ],
    );
    let rows = boards
        .into_iter()
        .map(|(b, o)| (b, t(outcome_key(o))))
        .collect();
    view! {
        <TeamsTable
            caption_key="games.card.bam"
            last_key="games.card.bam_board"
            rows=rows
            total_key="games.card.bam_total"
            total_testid="bam-points"
            total=total
        />
    }
}

/// The board-a-match line of the result screen.
pub fn bam_result(outcome: Option<BamOutcome>) -> AnyView {
    match outcome {
        Some(o) => {
            let key = match o {
                BamOutcome::Win => "games.result.bam_win",
                BamOutcome::Tie => "games.result.bam_tie",
                BamOutcome::Loss => "games.result.bam_loss",
            };
            view! {
                <p>
                    <strong data-testid="deal-bam">{t(key)}</strong>
                </p>
            }
            .into_any()
        }
        None => view! {
            <p class="pending" role="status">
                {t("games.result.bam_pending")}
            </p>
        }
        .into_any(),
    }
}

/// The IMP-pairs line of the result screen.
pub fn imp_pairs_result(imps: Option<(f64, Option<i32>)>) -> AnyView {
    match imps {
        Some((i, datum)) => {
            let text = match datum {
                Some(d) => tf(
                    "games.result.imps_datum",
                    &[("imps", &imps_text(i)), ("datum", &signed(d))],
                ),
                None => tf("games.result.imps", &[("imps", &imps_text(i))]),
            };
            view! {
                <p class="session-score" data-testid="session-score">
                    <strong data-testid="deal-imps">{text}</strong>
                </p>
            }
            .into_any()
        }
        None => view! {
            <p class="session-score pending" data-testid="session-score" role="status">
                {t("games.result.imps_pending")}
            </p>
        }
        .into_any(),
    }
}

/// What the table says when the beer card wins the last trick.
pub fn beer_message(beer: Beer) -> String {
    // Declarer's beer is bought by dummy; a defender's by his partner: the same words name both.
    tf(
        "games.beer",
        &[
            ("drinker", &seat_name(beer.drinker)),
            ("buyer", &seat_name(beer.buyer)),
        ],
    )
}

/// The session's beer count on the score panel.
#[component]
pub fn BeerCount(count: (u32, u32)) -> impl IntoView {
    view! {
        <p class="card-status" data-testid="beer-count">
            {tf(
                "games.beer_count",
                &[("ours", &count.0.to_string()), ("theirs", &count.1.to_string())],
            )}
        </p>
    }
}
