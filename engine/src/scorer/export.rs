//! Exports of a club evening: the ranking and the travellers as CSV (RFC 4180, one header
//! line), and the boards as PBN 2.1 with their hand records, each board's results in a
//! `ScoreTable` section and the ranking in a `TotalScoreTable` (PBN 2.1 §5.3, "supplemental
//! sections").

use super::evening::{Evening, EveningScoring, Standing};
use crate::game::BoardResult;

/// A number of points as written in exports: whole numbers without decimals, fractions (half
/// matchpoints, averaged cross-IMPs) with up to two; never "−0".
pub fn points_text(p: f64) -> String {
    let text = format!("{p:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    match text {
        "-0" => "0".into(),
        t => t.into(),
    }
}

/// "4SX", declarer "N", tricks "10"; passed out is "Pass" with no declarer and no tricks.
fn result_fields(r: Option<BoardResult>) -> [String; 3] {
    match r.map(|r| (r.contract(), r.declarer_tricks)) {
        Some((Some((c, d)), t)) => [c.pbn(), d.letter().to_string(), t.to_string()],
        Some((None, _)) => ["Pass".into(), String::new(), String::new()],
        None => Default::default(),
    }
}

fn ranking_rows(e: &Evening) -> Vec<Standing> {
    e.ranking().into_iter().flatten().collect()
}

/// The ranking as CSV: `direction,rank,pair,boards,points,percentage` (direction NS or EW;
/// points are matchpoints or IMPs; percentage with two decimals for matchpoints).
pub fn ranking_csv(e: &Evening) -> String {
    let mut out = String::from("direction,rank,pair,boards,points,percentage\n");
    for s in ranking_rows(e) {
        out.push_str(&format!(
            "{},{}{},{},{},{},{}\n",
            if s.north_south { "NS" } else { "EW" },
            s.rank,
            if s.tied { "=" } else { "" },
            s.pair,
            s.boards,
            points_text(s.points),
            s.percentage.map(|p| format!("{p:.2}")).unwrap_or_default(),
        ));
    }
    out
}

/// Every traveller as CSV: `board,round,table,ns_pair,ew_pair,contract,declarer,tricks,ns_score,ns_points,ew_points`
/// (a line without a result has empty result fields).
pub fn travellers_csv(e: &Evening) -> String {
    let mut out = String::from(
        "board,round,table,ns_pair,ew_pair,contract,declarer,tricks,ns_score,ns_points,ew_points\n",
    );
    for b in 1..=e.movement().boards() {
        for l in e.traveller(b) {
            let [c, d, t] = result_fields(l.result);
            out.push_str(&format!(
                "{b},{},{},{},{},{c},{d},{t},{},{},{}\n",
                l.round,
                l.table,
                l.north_south,
                l.east_west,
                l.north_south_score
                    .map(|s| s.to_string())
                    .unwrap_or_default(),
                l.north_south_points.map(points_text).unwrap_or_default(),
                l.east_west_points.map(points_text).unwrap_or_default(),
            ));
        }
    }
    out
}

/// A tag pair, its value escaped as the PBN writer does: a table header keeps the standard's
/// `Round\2R` (a backslash is doubled only before a quote, a backslash or the end).
fn tag(out: &mut String, name: &str, value: &str) {
    out.push_str(&format!("[{name} \"{}\"]\n", crate::pbn::escape(value)));
}

/// The evening as PBN: one game a board with the hand record, dealer and vulnerability, the
/// scoring, and its results (`ScoreTable`); the first board also carries the ranking
/// (`TotalScoreTable`). `event` names the evening, `date` is `YYYY.MM.DD`.
pub fn evening_pbn(e: &Evening, event: &str, date: &str) -> String {
    let imps = e.scoring() == EveningScoring::Imps;
    let (unit, scoring) = if imps { ("IMP", "IMP") } else { ("MP", "MP") };
    let mut out = String::from("% PBN 2.1\n% EXPORT\n");
    for b in 1..=e.movement().boards() {
        let board = e.board(b);
        if b > 1 {
            out.push('\n');
        }
        tag(&mut out, "Event", event);
        tag(&mut out, "Site", "");
        tag(&mut out, "Date", date);
        tag(&mut out, "Board", &b.to_string());
        for seat in ["West", "North", "East", "South"] {
            tag(&mut out, seat, "");
        }
        tag(&mut out, "Dealer", &board.dealer.letter().to_string());
        tag(&mut out, "Vulnerable", board.vulnerability.pbn());
        tag(&mut out, "Deal", &board.deal.to_pbn());
        tag(&mut out, "Scoring", scoring);
        tag(&mut out, "Declarer", "");
        tag(&mut out, "Contract", "");
        tag(&mut out, "Result", "");
        tag(
            &mut out,
            "ScoreTable",
            &format!(
                "Round\\2R;Table\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;{unit}_NS\\5R;{unit}_EW\\5R"
            ),
        );
        for l in e.traveller(b) {
            let [c, d, t] = result_fields(l.result);
            let field = |s: String| if s.is_empty() { "-".to_string() } else { s };
            out.push_str(&format!(
                "{} {} {} {} {} {} {} {} {} {}\n",
                l.round,
                l.table,
                l.north_south,
                l.east_west,
                field(c),
                field(d),
                field(t),
                field(
                    l.north_south_score
                        .map(|s| s.to_string())
                        .unwrap_or_default()
                ),
                field(l.north_south_points.map(points_text).unwrap_or_default()),
                field(l.east_west_points.map(points_text).unwrap_or_default()),
            ));
        }
        if b == 1 {
            let total = if imps {
                "TotalIMP\\6R"
            } else {
                "TotalScoreMP\\6R;TotalPercentage\\6R"
            };
            tag(
                &mut out,
                "TotalScoreTable",
                &format!("Direction\\2L;Rank\\3R;PairId\\2R;{total}"),
            );
            for s in ranking_rows(e) {
                out.push_str(&format!(
                    "{} \"{}{}\" {} {}",
                    if s.north_south { "NS" } else { "EW" },
                    s.rank,
                    if s.tied { "=" } else { "" },
                    s.pair,
                    points_text(s.points),
                ));
                if !imps {
                    out.push_str(&format!(
                        " {}",
                        s.percentage.map_or("-".into(), |p| format!("{p:.2}"))
                    ));
                }
                out.push('\n');
            }
        }
    }
    out
}

/// The evening's hand records as LIN (BBO's format): one line a board with its deal, dealer
/// and vulnerability, named "Board N", so a club can load the boards into BBO's hand viewer.
pub fn evening_lin(e: &Evening) -> String {
    let deals: Vec<crate::lin::LinDeal> = (1..=e.movement().boards())
        .map(|b| crate::lin::LinDeal::from_game(crate::game::Game::new(e.board(b))))
        .collect();
    crate::lin::write(&deals)
}
