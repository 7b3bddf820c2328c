//! `bridge event FILE [--json | --html [--lang L]]`: a club's results file (USEBIO XML or PBN
//! with score tables) recomputed: every board's lines with scores and matchpoints or IMPs, the
//! rankings, and every figure of the file the recomputation disagrees with (see docs/cli.md for
//! the JSON form); or the event's results page in one of the app's languages.

use std::io::Write;

use bridge_engine::dd::DdSolver;
use bridge_engine::game::BoardResult;
use bridge_engine::par::par;
use bridge_engine::scorer::club::html::{Analysis, Labels, results_page};
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

/// The five catalogues, joined by the build script.
const CATALOGUES: [(&str, &str); 5] = [
    ("en", crate::system_cmds::EN),
    ("fa", include_str!(concat!(env!("OUT_DIR"), "/fa.txt"))),
    ("ar", include_str!(concat!(env!("OUT_DIR"), "/ar.txt"))),
    ("el", include_str!(concat!(env!("OUT_DIR"), "/el.txt"))),
    ("pl", include_str!(concat!(env!("OUT_DIR"), "/pl.txt"))),
];

/// The results page's words in `lang`, from its catalogue; `None` for a language the app has
/// not, or a key the catalogue lacks (named).
pub(crate) fn labels(lang: &str) -> Result<Labels, String> {
    let (_, text) = CATALOGUES
        .iter()
        .find(|(l, _)| *l == lang)
        .ok_or_else(|| format!("no language {lang:?}: en, fa, ar, el or pl"))?;
    let cat = crate::system_cmds::entries(text);
    Labels::from_catalogue(lang, matches!(lang, "fa" | "ar"), |key| {
        cat.get(key).map(|v| v.to_string())
    })
    .map_err(|key| format!("the {lang} catalogue has no {key}"))
}

/// Every board's double-dummy table and par (the solver's time: a second or so a board).
fn analyses(event: &ClubEvent) -> Vec<Analysis> {
    let mut solver = DdSolver::new();
    event
        .boards
        .iter()
        .filter_map(|b| {
            let deal = b.deal?;
            let table = solver.table(&deal);
            Some(Analysis {
                board: b.number,
                par: par(&table, b.dealer, b.vulnerability),
                table,
            })
        })
        .collect()
}

pub(crate) fn event_cmd(rest: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let mut json = false;
    let mut html = false;
    let mut lang = "en".to_string();
    let mut files = Vec::new();
    let mut it = rest.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--json" => json = true,
            "--html" => html = true,
            "--lang" => {
                lang = it
                    .next()
                    .ok_or_else(|| Failure::Usage("--lang needs a language".into()))?
                    .clone();
            }
            other if other.starts_with("--") => {
                return Err(Failure::Usage(format!("unexpected {other:?} for event")));
            }
            file => files.push(file),
        }
    }
    let [file] = files.as_slice() else {
        return Err(Failure::Usage(
            "event needs one FILE (and --json, or --html [--lang L])".into(),
        ));
    };
    if json && html {
        return Err(Failure::Usage(
            "event prints --json or --html, not both".into(),
        ));
    }
    let labels = if html {
        Some(labels(&lang).map_err(Failure::Usage)?)
    } else {
        None
    };
    let event = read_event(file)?;
    if let Some(labels) = labels {
        out.write_all(results_page(&event, &labels, &analyses(&event)).as_bytes())?;
        return Ok(());
    }
    let score = event.score();
    let disagreements = event.disagreements(&score);
    if !json {
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
                    .or_else(|| d.entrant.as_ref().map(|e| e.section.clone()))
                    .or_else(|| d.teams.as_ref().map(|m| m.section.clone())),
                "ns": d.line.as_ref().map(|l| l.north_south),
                "ew": d.line.as_ref().map(|l| l.east_west),
                "pair": d.entrant.as_ref().map(|e| e.number),
                "match": d.teams.as_ref().map(|m| json!([m.home, m.away])),
                "what": d.what,
                "file": d.file,
                "app": d.app,
            })
        })
        .collect();
    let matches: Vec<Value> = score
        .matches
        .iter()
        .map(|m| {
            json!({
                "section": m.teams.section,
                "home": m.teams.home,
                "away": m.teams.away,
                "boards": m.boards,
                "home_imps": m.home_imps.fixed(),
                "away_imps": m.away_imps.fixed(),
                "home_vps": m.home_vps.fixed(),
                "away_vps": m.away_vps.fixed(),
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
            "vp_scale": match event.rules.scoring {
                BoardScoring::TeamImps(s) => Some(s.id()),
                _ => None,
            },
            "board_decimals": event.rules.board_decimals,
            "percentage_decimals": event.rules.percentage_decimals,
        },
        "boards": boards,
        "rankings": rankings,
        "matches": matches,
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
                // Victory points keep their two decimals, as the files print them.
                if s.imps.is_some() {
                    s.total.fixed()
                } else {
                    s.total.to_string()
                },
                s.percentage
                    .map(|p| format!("{}%", p.fixed()))
                    .unwrap_or_else(|| "-".into()),
                s.imps.map(|i| format!(" {i} IMPs")).unwrap_or_default(),
                names
            )?;
        }
    }
    for m in &score.matches {
        writeln!(
            out,
            "match {} {} v {} boards {} imps {}-{} vps {}-{}",
            m.teams.section,
            m.teams.home,
            m.teams.away,
            m.boards,
            m.home_imps,
            m.away_imps,
            m.home_vps.fixed(),
            m.away_vps.fixed(),
        )?;
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

#[cfg(test)]
mod tests {
    #[test]
    fn every_language_has_every_word_of_the_results_page() {
        for (lang, _) in super::CATALOGUES {
            let l = super::labels(lang).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(l.right_to_left, matches!(lang, "fa" | "ar"));
        }
        assert!(super::labels("xx").is_err());
    }
}
