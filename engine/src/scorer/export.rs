//! Exports of a club evening: the ranking and the travellers as CSV (RFC 4180, one header
//! line), the boards as PBN 2.1 with their results (written by the club event's writer), and
//! the hand records as LIN.

use super::club::Outcome;
use super::club::score::artificial_code;
use super::evening::{Evening, Standing};
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
    e.ranking().into_iter().flat_map(|g| g.standings).collect()
}

/// A field of CSV (RFC 4180): quoted when it holds a comma, a quote or a line break.
fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// A director's adjustment as the exports mark it: `A6040` for an artificial score (North-South's
/// and East-West's percentages), `assigned` with each weighted part (`60% 4S N 10`), `not
/// played`; empty for a result played.
pub fn adjustment_text(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Played(_) => String::new(),
        Outcome::Artificial {
            north_south,
            east_west,
        } => artificial_code(*north_south, *east_west),
        Outcome::NotPlayed => "not played".into(),
        Outcome::Assigned(parts) => {
            let parts: Vec<String> = parts
                .iter()
                .map(|w| {
                    let [c, d, t] = result_fields(Some(w.result));
                    format!("{}% {c} {d} {t}", w.percent).trim_end().to_string()
                })
                .collect();
            format!("assigned {}", parts.join(" + "))
        }
    }
}

/// The ranking as CSV: `direction,rank,pair,boards,points,percentage,names` (direction NS or
/// EW, ALL with one winner; pairs as the results name them, "A3" with two sections, each
/// section's ranking apart when ranked per section; points are matchpoints or IMPs; percentage
/// with two decimals for matchpoints; the players' names as given).
pub fn ranking_csv(e: &Evening) -> String {
    let mut out = String::from("direction,rank,pair,boards,points,percentage,names\n");
    let one_field = e.one_field();
    for s in ranking_rows(e) {
        out.push_str(&format!(
            "{},{}{},{},{},{},{},{}\n",
            match (one_field, s.north_south) {
                (true, _) => "ALL",
                (false, true) => "NS",
                (false, false) => "EW",
            },
            s.rank,
            if s.tied { "=" } else { "" },
            e.pair_label(s.section, s.pair),
            s.boards,
            points_text(s.points),
            s.percentage.map(|p| format!("{p:.2}")).unwrap_or_default(),
            csv_field(&e.pair_names(s.section, s.pair)),
        ));
    }
    out
}

/// Every traveller as CSV: `board,round,table,ns_pair,ew_pair,contract,declarer,tricks,ns_score,ns_points,ew_points,adjustment`
/// (pairs as the results name them, "A3" with two sections; a line without a result has empty
/// result fields; a director's adjustment is marked in the last column, [`adjustment_text`]).
pub fn travellers_csv(e: &Evening) -> String {
    let mut out = String::from(
        "board,round,table,ns_pair,ew_pair,contract,declarer,tricks,ns_score,ns_points,ew_points,adjustment\n",
    );
    let score = e.score();
    for b in 1..=e.boards() {
        for l in e.traveller_of(b, &score) {
            let [c, d, t] = result_fields(l.result());
            out.push_str(&format!(
                "{b},{},{},{},{},{c},{d},{t},{},{},{},{}\n",
                l.round,
                l.table,
                e.pair_label(l.section, l.north_south),
                e.pair_label(l.section, l.east_west),
                l.north_south_score
                    .map(|s| s.to_string())
                    .unwrap_or_default(),
                l.north_south_points.map(points_text).unwrap_or_default(),
                l.east_west_points.map(points_text).unwrap_or_default(),
                l.outcome.as_ref().map(adjustment_text).unwrap_or_default(),
            ));
        }
    }
    out
}

/// The evening as PBN 2.1 with its results: one game a board with the hand record, dealer and
/// vulnerability and its `ScoreTable`; the first board also carries the ranking
/// (`TotalScoreTable`). `event` names the evening, `date` is `YYYY.MM.DD`. Written by the club
/// event's writer ([`pbn_results::write`](super::club::pbn_results::write)).
pub fn evening_pbn(e: &Evening, event: &str, date: &str) -> String {
    // The evening's own name and date, when the director gave them, come first.
    let own = e.info();
    let or = |own: &str, given: &str| {
        if own.is_empty() {
            given.to_string()
        } else {
            own.to_string()
        }
    };
    let info = super::club::EventInfo {
        name: or(&own.name, event),
        date: or(&own.date.replace('-', "."), date),
        ..own.clone()
    };
    super::club::pbn_results::write(&e.club_event(info))
}

/// The evening's hand records as LIN (BBO's format): one line a board with its deal, dealer
/// and vulnerability, named "Board N", so a club can load the boards into BBO's hand viewer.
pub fn evening_lin(e: &Evening) -> String {
    let deals: Vec<crate::lin::LinDeal> = (1..=e.boards())
        .map(|b| crate::lin::LinDeal::from_game(crate::game::Game::new(e.board(b))))
        .collect();
    crate::lin::write(&deals)
}
