//! `bridge event FILE [--json]`: a club's results file (USEBIO XML or PBN with score tables)
//! recomputed: every board's lines with scores and matchpoints or IMPs, the rankings, and every
//! figure of the file the recomputation disagrees with (see docs/cli.md for the JSON form).

use std::io::Write;

use bridge_engine::game::BoardResult;
use bridge_engine::scorer::club::score::{Disagreement, score_text};
use bridge_engine::scorer::club::{
    BoardScoring, ClubEvent, EventScore, Field, Outcome, Points, Winners, pbn_results, usebio,
};
use bridge_engine::scoring::matchpoints::MatchpointScale;
use bridge_engine::seat::Side;
use serde_json::{Value, json};

use crate::Failure;

/// Reads `file` as USEBIO when it starts with `<`, as PBN otherwise.
pub(crate) fn read_event(file: &str) -> Result<ClubEvent, Failure> {
    let bytes = std::fs::read(file).map_err(|e| Failure::Data(format!("{file}: {e}")))?;
    let start = bytes
        .strip_prefix(b"\xEF\xBB\xBF")
        .unwrap_or(&bytes)
        .iter()
        .find(|b| !b.is_ascii_whitespace());
    let event = if start == Some(&b'<') {
        usebio::read_bytes(&bytes)
    } else {
        let text = match String::from_utf8(bytes) {
            Ok(t) => t,
            Err(e) => e.into_bytes().into_iter().map(char::from).collect(),
        };
        pbn_results::read(&text)
    };
    event.map_err(|e| Failure::Data(format!("{file}: {e}")))
}

pub(crate) fn event_cmd(rest: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let (json, files): (Vec<&String>, Vec<&String>) = rest.iter().partition(|a| *a == "--json");
    let [file] = files.as_slice() else {
        return Err(Failure::Usage("event needs one FILE (and --json)".into()));
    };
    if let Some(other) = files.iter().find(|f| f.starts_with("--")) {
        return Err(Failure::Usage(format!("unexpected {other:?} for event")));
    }
    let event = read_event(file)?;
    let score = event.score();
    let disagreements = event.disagreements(&score);
    if json.is_empty() {
        text(&event, &score, &disagreements, out)?;
    } else {
        let v = to_json(&event, &score, &disagreements);
        writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&v).unwrap_or_default()
        )?;
    }
    Ok(())
}

fn scoring_name(rules: BoardScoring) -> (&'static str, Option<&'static str>) {
    match rules {
        BoardScoring::Matchpoints(MatchpointScale::TwoPerWin) => {
            ("matchpoints", Some("2-per-pair-beaten"))
        }
        BoardScoring::Matchpoints(MatchpointScale::OnePerWin) => {
            ("matchpoints", Some("1-per-pair-beaten"))
        }
        BoardScoring::CrossImps => ("cross-imps", None),
        BoardScoring::TeamImps(_) => ("teams", None),
    }
}

fn side_name(s: Side) -> &'static str {
    match s {
        Side::NorthSouth => "NS",
        Side::EastWest => "EW",
    }
}

fn result_json(r: &BoardResult) -> Value {
    match r.contract() {
        Some((c, d)) => json!({
            "contract": c.pbn(),
            "declarer": d.letter().to_string(),
            "tricks": r.declarer_tricks,
        }),
        None => json!({ "contract": "Pass", "declarer": null, "tricks": null }),
    }
}

fn fixed(p: Option<Points>) -> Value {
    p.map_or(Value::Null, |p| Value::String(p.fixed()))
}

fn to_json(event: &ClubEvent, score: &EventScore, disagreements: &[Disagreement]) -> Value {
    let (scoring, scale) = scoring_name(event.rules.scoring);
    let boards: Vec<Value> = event
        .boards
        .iter()
        .zip(&score.boards)
        .map(|(b, s)| {
            let lines: Vec<Value> = b
                .lines
                .iter()
                .zip(&s.lines)
                .map(|(l, sl)| {
                    let (kind, result, assigned) = match &l.outcome {
                        Outcome::Played(r) => ("played", result_json(r), Value::Null),
                        Outcome::Assigned(parts) => (
                            "assigned",
                            Value::Null,
                            parts
                                .iter()
                                .map(|w| {
                                    let mut v = result_json(&w.result);
                                    v["percent"] = json!(w.percent);
                                    v
                                })
                                .collect(),
                        ),
                        Outcome::Artificial { .. } => ("artificial", Value::Null, Value::Null),
                        Outcome::NotPlayed => ("not-played", Value::Null, Value::Null),
                    };
                    json!({
                        "section": l.section,
                        "round": l.round,
                        "table": l.table,
                        "ns": l.north_south,
                        "ew": l.east_west,
                        "outcome": kind,
                        "result": result,
                        "assigned": assigned,
                        "score": score_text(&l.outcome, sl.north_south_score),
                        "ns_points": fixed(sl.north_south),
                        "ew_points": fixed(sl.east_west),
                    })
                })
                .collect();
            json!({
                "board": b.number,
                "dealer": b.dealer.letter().to_string(),
                "vulnerable": b.vulnerability.pbn(),
                "deal": b.deal.map(|d| d.to_pbn()),
                "top": fixed(s.top),
                "lines": lines,
            })
        })
        .collect();
    let rankings: Vec<Value> = score
        .rankings
        .iter()
        .map(|r| {
            let standings: Vec<Value> = r
                .standings
                .iter()
                .map(|s| {
                    let e = event.entrant(&s.entrant.section, s.entrant.number);
                    json!({
                        "section": s.entrant.section,
                        "pair": s.entrant.number,
                        "place": s.place_text(),
                        "boards": s.boards,
                        "total": s.total.fixed(),
                        "maximum": fixed(s.maximum),
                        "percentage": fixed(s.percentage),
                        "imps": fixed(s.imps),
                        "names": e.map(|e| e.players.clone()).unwrap_or_default(),
                        "team": e.map(|e| e.team_name.clone()).unwrap_or_default(),
                    })
                })
                .collect();
            json!({
                "section": r.section,
                "direction": r.direction.map(side_name),
                "standings": standings,
            })
        })
        .collect();
    let disagreements: Vec<Value> = disagreements
        .iter()
        .map(|d| {
            json!({
                "board": d.line.as_ref().map(|l| l.board),
                "section": d.line.as_ref().map(|l| l.section.clone())
                    .or_else(|| d.entrant.as_ref().map(|e| e.section.clone())),
                "ns": d.line.as_ref().map(|l| l.north_south),
                "ew": d.line.as_ref().map(|l| l.east_west),
                "pair": d.entrant.as_ref().map(|e| e.number),
                "what": d.what,
                "file": d.file,
                "app": d.app,
            })
        })
        .collect();
    json!({
        "event": {
            "name": event.info.name,
            "date": event.info.date,
            "club": event.info.club,
            "program": event.info.program,
        },
        "rules": {
            "scoring": scoring,
            "scale": scale,
            "winners": match event.rules.winners {
                Winners::TwoWinners => "two",
                Winners::OneWinner => "one",
            },
            "field": match event.rules.field {
                Field::AcrossSections => "across",
                Field::PerSection => "per-section",
            },
            "board_decimals": event.rules.board_decimals,
            "percentage_decimals": event.rules.percentage_decimals,
        },
        "boards": boards,
        "rankings": rankings,
        "disagreements": disagreements,
    })
}

fn text(
    event: &ClubEvent,
    score: &EventScore,
    disagreements: &[Disagreement],
    out: &mut impl Write,
) -> Result<(), Failure> {
    let (scoring, scale) = scoring_name(event.rules.scoring);
    writeln!(out, "event {}", event.info.name)?;
    writeln!(out, "date {}", event.info.date)?;
    writeln!(out, "club {}", event.info.club)?;
    writeln!(
        out,
        "scoring {scoring}{}{}",
        scale.map(|s| format!(" {s}")).unwrap_or_default(),
        match event.rules.winners {
            Winners::TwoWinners => " two-winners",
            Winners::OneWinner => " one-winner",
        }
    )?;
    for (b, s) in event.boards.iter().zip(&score.boards) {
        writeln!(
            out,
            "board {} {} {}{}",
            b.number,
            b.dealer.letter(),
            b.vulnerability.pbn(),
            s.top.map(|t| format!(" top {t}")).unwrap_or_default()
        )?;
        for (l, sl) in b.lines.iter().zip(&s.lines) {
            let result = match &l.outcome {
                Outcome::Played(r) => compact(r),
                Outcome::Assigned(parts) => parts
                    .iter()
                    .map(|w| format!("{}%{}", w.percent, compact(&w.result)))
                    .collect::<Vec<_>>()
                    .join("+"),
                Outcome::Artificial { .. } => "adjusted".into(),
                Outcome::NotPlayed => "not-played".into(),
            };
            let t = |p: Option<Points>| p.map_or("-".into(), |p| p.to_string());
            writeln!(
                out,
                "  {} {} v {} {result} {} {} {}",
                l.section,
                l.north_south,
                l.east_west,
                match score_text(&l.outcome, sl.north_south_score) {
                    s if s.is_empty() => "-".to_string(),
                    s => s,
                },
                t(sl.north_south),
                t(sl.east_west),
            )?;
        }
    }
    for r in &score.rankings {
        let mut title = String::from("ranking");
        if let Some(s) = &r.section {
            title.push_str(&format!(" section {s}"));
        }
        if let Some(d) = r.direction {
            title.push_str(&format!(" {}", side_name(d)));
        }
        writeln!(out, "{title}")?;
        for s in &r.standings {
            let names = event
                .entrant(&s.entrant.section, s.entrant.number)
                .map(|e| e.names())
                .unwrap_or_default();
            writeln!(
                out,
                "  {} {} {} {}{} {}",
                s.place_text(),
                s.entrant.number,
                s.total,
                s.percentage
                    .map(|p| format!("{}%", p.fixed()))
                    .unwrap_or_else(|| "-".into()),
                s.imps.map(|i| format!(" {i} IMPs")).unwrap_or_default(),
                names
            )?;
        }
    }
    writeln!(out, "disagreements {}", disagreements.len())?;
    for d in disagreements {
        writeln!(out, "  {d}")?;
    }
    Ok(())
}

fn compact(r: &BoardResult) -> String {
    match r.contract() {
        Some((c, d)) => format!("{}{}{}", c.pbn(), d.letter(), r.declarer_tricks),
        None => "Pass".into(),
    }
}
