//! PBN 2.1 results files: hand records with each board's `ScoreTable` and the ranking in a
//! `TotalScoreTable` (PBN 2.1 §5.3, supplemental sections), as Bridge Composer and similar
//! programs write them.
//!
//! A table's header names its columns, each followed by its width and alignment:
//! `PairId_NS\2R;PairId_EW\2R;Contract\5L;...`, written so; many programs write the backslash
//! doubled (`Round\\2R`), which the PBN reader's unescaping turns back into one: both are read.
//! Read columns: `Section`, `Round`, `Table`, `PairId_NS`, `PairId_EW`, `Contract`, `Declarer`,
//! `Result` (declarer's tricks), `Score_NS`, `Score_EW`, `MP_NS`, `MP_EW`, `IMP_NS`, `IMP_EW`,
//! and the app's `Assigned` (a weighted assigned score, `"60 4SN10;40 4SN9"`); in the
//! `TotalScoreTable` `Section`, `Direction`, `Rank`, `PairId`, `TotalScoreMP` (or `TotalMP`),
//! `TotalPercentage`, `TotalIMP`, `Names`. A `-` is an empty field; an artificial score is
//! `A6040` in `Contract` or `Score_NS`, a board not played `NP`.
//!
//! A teams file numbers teams (`TeamId_NS`, `TeamId_EW` with `IMP_NS`/`IMP_EW` in the
//! `ScoreTable`; `TeamId`, `TeamName`, `TotalIMP` and `TotalVP` in the `TotalScoreTable`); it is
//! scored on the WBF continuous VP scale (PBN names no scale), and its VPs are checked a team.

use super::score::{artificial_code, parse_artificial, parse_decimal, score_text};
use super::usebio::{ImportError, result_of, settle_conventions};
use super::{
    BoardRecord, BoardScoring, ClubEvent, Entrant, EntrantKey, EventInfo, Form, Line, Outcome,
    PublishedLine, PublishedTotal, Rules, Weighted, Winners,
};
use crate::deal::Deal;
use crate::pbn::{self, PbnGame};
use crate::scoring::matchpoints::MatchpointScale;
use crate::scoring::vp::VpScaleChoice;
use crate::seat::{Side, board_conditions};

fn bad(game: &PbnGame, element: &str, message: impl Into<String>) -> ImportError {
    ImportError {
        element: element.into(),
        line: game.line(),
        message: message.into(),
    }
}

/// The column names of a table header: `Round\2R;Table\2R` (or `Round\\2R`) → Round, Table.
fn columns(header: &str) -> Vec<String> {
    header
        .split(';')
        .map(|c| c.split('\\').next().unwrap_or_default().trim().to_string())
        .collect()
}

/// The fields of a table row: words separated by spaces, a quoted string is one field.
fn fields(row: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = row.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c == ' ' {
            chars.next();
        } else if c == '"' {
            chars.next();
            let mut s = String::new();
            while let Some(c) = chars.next() {
                match c {
                    '\\' if matches!(chars.peek(), Some('"' | '\\')) => {
                        s.extend(chars.next());
                    }
                    '"' => break,
                    c => s.push(c),
                }
            }
            out.push(s);
        } else {
            let mut s = String::new();
            while let Some(&c) = chars.peek() {
                if c == ' ' {
                    break;
                }
                s.push(c);
                chars.next();
            }
            out.push(s);
        }
    }
    out
}

/// One table: its columns and rows, each row's fields by column name.
struct Table {
    columns: Vec<String>,
    rows: Vec<Vec<String>>,
}

impl Table {
    fn of(game: &PbnGame, name: &str) -> Result<Option<Table>, ImportError> {
        let Some(tag) = game.tags.iter().find(|t| t.name == name) else {
            return Ok(None);
        };
        let columns = columns(&tag.value);
        let mut rows = Vec::new();
        for (i, row) in tag.section.iter().enumerate() {
            let f = fields(row);
            if f.len() != columns.len() {
                return Err(bad(
                    game,
                    name,
                    format!(
                        "row {} has {} fields, the header names {}",
                        i + 1,
                        f.len(),
                        columns.len()
                    ),
                ));
            }
            rows.push(f);
        }
        Ok(Some(Table { columns, rows }))
    }

    fn get<'a>(&self, row: &'a [String], names: &[&str]) -> Option<&'a str> {
        names.iter().find_map(|n| {
            self.columns
                .iter()
                .position(|c| c.eq_ignore_ascii_case(n))
                .map(|i| row[i].as_str())
                .filter(|v| !v.is_empty() && *v != "-")
        })
    }

    fn has(&self, name: &str) -> bool {
        self.columns.iter().any(|c| c.eq_ignore_ascii_case(name))
    }
}

fn pair_number(
    game: &PbnGame,
    table: &str,
    row: usize,
    v: Option<&str>,
) -> Result<u32, ImportError> {
    v.and_then(|v| v.parse().ok())
        .filter(|n| (1..=9999).contains(n))
        .ok_or_else(|| {
            bad(
                game,
                table,
                format!("row {}: a pair number from 1 to 9999 is missing", row + 1),
            )
        })
}

fn note_decimals(slot: &mut Option<u8>, text: &str) {
    if let Some((_, d)) = parse_decimal(text) {
        *slot = Some(slot.map_or(d, |s| s.max(d)).min(super::MAX_DECIMALS));
    }
}

/// Reads a PBN results file: every board with a `ScoreTable`, the ranking's names and figures
/// from the `TotalScoreTable`.
pub fn read(text: &str) -> Result<ClubEvent, ImportError> {
    let games = pbn::parse(text).map_err(|e| ImportError {
        element: "PBN".into(),
        line: e.line,
        message: e.message,
    })?;
    let first = games.first().ok_or_else(|| ImportError {
        element: "PBN".into(),
        line: 0,
        message: "the file holds no board".into(),
    })?;
    let text_tag = |name: &str| {
        first
            .tag(name)
            .filter(|v| !v.is_empty() && *v != "?" && *v != "#")
            .unwrap_or_default()
            .to_string()
    };
    let mut event = ClubEvent {
        info: EventInfo {
            name: text_tag("Event"),
            date: text_tag("Date"),
            club: text_tag("Site"),
            program: String::new(),
        },
        form: Form::Pairs,
        rules: Rules::default(),
        ..ClubEvent::default()
    };
    let scoring_tag = first
        .tag("Scoring")
        .unwrap_or_default()
        .to_ascii_uppercase();
    let mut imps = scoring_tag.contains("IMP") || scoring_tag.contains("BUTLER");
    // A teams file: its tables number teams, or the ranking gives victory points.
    let mut teams = false;
    for game in &games {
        for (name, marks) in [
            ("ScoreTable", &["TeamId_NS"][..]),
            ("TotalScoreTable", &["TeamId", "TotalVP"][..]),
        ] {
            if let Some(tag) = game.tags.iter().find(|t| t.name == name) {
                let cols = columns(&tag.value);
                teams |= marks
                    .iter()
                    .any(|m| cols.iter().any(|c| c.eq_ignore_ascii_case(m)));
            }
        }
    }
    let mut board_decimals = None;
    let mut pct_decimals = None;
    let mut directions_given = false;
    let mut seen_entrants: Vec<EntrantKey> = Vec::new();
    for game in &games {
        if let Some(total) = Table::of(game, "TotalScoreTable")? {
            directions_given |= total.has("Direction");
            for (i, row) in total.rows.iter().enumerate() {
                let number = pair_number(
                    game,
                    "TotalScoreTable",
                    i,
                    total.get(row, &["PairId", "PairId_NS", "TeamId"]),
                )?;
                let section = total.get(row, &["Section"]).unwrap_or("A").to_string();
                let direction = match total.get(row, &["Direction"]).map(str::to_ascii_uppercase) {
                    Some(d) if d.starts_with('N') => Some(Side::NorthSouth),
                    Some(d) if d.starts_with('E') => Some(Side::EastWest),
                    _ => None,
                };
                let players = total
                    .get(row, &["Names", "Name", "PairName", "Players"])
                    .map(split_names)
                    .unwrap_or_default();
                let key = EntrantKey {
                    section: section.clone(),
                    number,
                };
                if seen_entrants.contains(&key) {
                    return Err(bad(
                        game,
                        "TotalScoreTable",
                        format!("row {}: pair {number} is listed twice", i + 1),
                    ));
                }
                seen_entrants.push(key.clone());
                event.entrants.push(Entrant {
                    section,
                    number,
                    players,
                    team_name: total
                        .get(row, &["TeamName"])
                        .unwrap_or_default()
                        .to_string(),
                    direction,
                });
                imps |= total.has("TotalIMP");
                let totals: &[&str] = if teams {
                    &["TotalVP"]
                } else {
                    &["TotalScoreMP", "TotalMP", "TotalIMP"]
                };
                let published = PublishedTotal {
                    total: total.get(row, totals).map(str::to_string),
                    percentage: total.get(row, &["TotalPercentage"]).map(str::to_string),
                    place: total.get(row, &["Rank"]).map(str::to_string),
                    imps: if teams {
                        total.get(row, &["TotalIMP"]).map(str::to_string)
                    } else {
                        None
                    },
                };
                if let Some(p) = &published.percentage {
                    note_decimals(&mut pct_decimals, p);
                }
                event.published.totals.insert(key, published);
            }
        }
    }
    for game in &games {
        let Some(number) = game.tag("Board").and_then(|b| b.trim().parse::<u32>().ok()) else {
            continue;
        };
        let (dealer0, vul0) = board_conditions(number);
        let deal: Option<Deal> = game.deal().and_then(|d| d.complete().ok());
        let at = match event.boards.iter().position(|b| b.number == number) {
            Some(k) => k,
            None => {
                event.boards.push(BoardRecord {
                    number,
                    dealer: game.dealer().unwrap_or(dealer0),
                    vulnerability: game.vulnerability().unwrap_or(vul0),
                    deal,
                    lines: Vec::new(),
                });
                event.boards.len() - 1
            }
        };
        let Some(table) = Table::of(game, "ScoreTable")? else {
            continue;
        };
        imps |= table.has("IMP_NS");
        for (i, row) in table.rows.iter().enumerate() {
            let ns = pair_number(
                game,
                "ScoreTable",
                i,
                table.get(row, &["PairId_NS", "TeamId_NS"]),
            )?;
            let ew = pair_number(
                game,
                "ScoreTable",
                i,
                table.get(row, &["PairId_EW", "TeamId_EW"]),
            )?;
            let section = table.get(row, &["Section"]).unwrap_or("A").to_string();
            let num = |names: &[&str]| table.get(row, names).and_then(|v| v.parse::<u32>().ok());
            let contract = table.get(row, &["Contract"]).unwrap_or_default();
            let score_ns = table.get(row, &["Score_NS"]);
            let row_err = |m: String| bad(game, "ScoreTable", format!("row {}: {m}", i + 1));
            let outcome = if let Some(a) = table.get(row, &["Assigned"]) {
                Outcome::Assigned(read_assigned(a).map_err(row_err)?)
            } else if let Some((n, e)) =
                parse_artificial(contract).or_else(|| score_ns.and_then(parse_artificial))
            {
                Outcome::Artificial {
                    north_south: n,
                    east_west: e,
                }
            } else if contract.eq_ignore_ascii_case("NP") {
                Outcome::NotPlayed
            } else {
                let declarer = table.get(row, &["Declarer"]).unwrap_or_default();
                let tricks = table.get(row, &["Result"]).unwrap_or_default();
                Outcome::Played(result_of(contract, declarer, tricks).map_err(row_err)?)
            };
            let line = Line {
                section,
                north_south: ns,
                east_west: ew,
                round: num(&["Round"]),
                table: num(&["Table"]),
                outcome,
            };
            for (number, side) in [(ns, Side::NorthSouth), (ew, Side::EastWest)] {
                let key = EntrantKey {
                    section: line.section.clone(),
                    number,
                };
                if !seen_entrants.contains(&key) {
                    seen_entrants.push(key);
                    event.entrants.push(Entrant {
                        section: line.section.clone(),
                        number,
                        players: Vec::new(),
                        team_name: String::new(),
                        direction: Some(side),
                    });
                }
            }
            let points = |a: &str, b: &str| {
                table
                    .get(row, &[if imps { b } else { a }, a, b])
                    .map(str::to_string)
            };
            let published = PublishedLine {
                score: score_ns.map(str::to_string).or_else(|| {
                    table
                        .get(row, &["Score_EW"])
                        .and_then(|s| parse_decimal(s).map(|(v, _)| (-v).to_string()))
                }),
                north_south: points("MP_NS", "IMP_NS"),
                east_west: points("MP_EW", "IMP_EW"),
            };
            for t in [&published.north_south, &published.east_west]
                .into_iter()
                .flatten()
            {
                note_decimals(&mut board_decimals, t);
            }
            event.published.lines.insert(line.key(number), published);
            event.boards[at].lines.push(line);
        }
    }
    event.boards.sort_by_key(|b| b.number);
    // The ranking lists the pairs best first: keep them by number.
    event
        .entrants
        .sort_by(|a, b| (&a.section, a.number).cmp(&(&b.section, b.number)));
    event.rules.scoring = if teams {
        event.form = Form::Teams;
        BoardScoring::TeamImps(VpScaleChoice::WbfContinuous)
    } else if imps {
        BoardScoring::CrossImps
    } else {
        BoardScoring::Matchpoints(MatchpointScale::TwoPerWin)
    };
    // Two winners when the ranking says each pair's direction, or no pair sat both ways.
    let both_ways = event.entrants.iter().any(|e| {
        let sat = |side: Side| {
            event.boards.iter().flat_map(|b| &b.lines).any(|l| {
                l.section == e.section
                    && if side == Side::NorthSouth {
                        l.north_south == e.number
                    } else {
                        l.east_west == e.number
                    }
            })
        };
        sat(Side::NorthSouth) && sat(Side::EastWest)
    });
    event.rules.winners = if teams {
        Winners::OneWinner
    } else if directions_given || !both_ways {
        Winners::TwoWinners
    } else {
        Winners::OneWinner
    };
    event.rules.board_decimals = board_decimals.unwrap_or(if teams { 0 } else { 2 });
    event.rules.percentage_decimals = pct_decimals.unwrap_or(2);
    event.check().map_err(|e| {
        // A board's problem is named at that board's score table.
        let board = e.board().and_then(|n| {
            games
                .iter()
                .find(|g| g.tag("Board").and_then(|b| b.trim().parse().ok()) == Some(n))
        });
        match board {
            Some(g) => bad(g, "ScoreTable", e.to_string()),
            None => bad(first, "PBN", e.to_string()),
        }
    })?;
    settle_conventions(&mut event);
    Ok(event)
}

/// "Ann Archer - Bob Baker" or "Ann Archer & Bob Baker" → the two names.
fn split_names(text: &str) -> Vec<String> {
    let sep = [" - ", " & ", " / ", " and "]
        .into_iter()
        .find(|s| text.contains(s));
    match sep {
        Some(s) => text.split(s).map(|n| n.trim().to_string()).collect(),
        None => vec![text.trim().to_string()],
    }
}

fn read_assigned(text: &str) -> Result<Vec<Weighted>, String> {
    text.split(';')
        .map(|part| {
            let mut w = part.split_whitespace();
            let (Some(p), Some(r), None) = (w.next(), w.next(), w.next()) else {
                return Err(format!("{part:?} is not `percent contract`"));
            };
            let percent = p
                .parse()
                .map_err(|_| format!("{p:?} is not a percentage"))?;
            let result = super::usebio::parse_compact(r).ok_or_else(|| format!("{r:?}"))?;
            Ok(Weighted { percent, result })
        })
        .collect()
}

fn quote(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

/// A tag pair, its value escaped as the PBN writer does: a backslash is doubled only before a
/// quote, a backslash or the end, so a table header reads `Round\2R` as the standard's examples
/// write it (a line break, which would end the tag, becomes a space).
fn tag(out: &mut String, name: &str, value: &str) {
    out.push_str(&format!("[{name} \"{}\"]\n", crate::pbn::escape(value)));
}

/// The event as PBN 2.1: one game a board with its hand record (when known), dealer and
/// vulnerability and its `ScoreTable`; the first board also carries the `TotalScoreTable`.
/// `Date` is written as the event has it.
pub fn write(event: &ClubEvent) -> String {
    let score = event.score();
    let imps = !matches!(event.rules.scoring, BoardScoring::Matchpoints(_));
    let teams = event.form == Form::Teams;
    let id = if teams { "TeamId" } else { "PairId" };
    let unit = if imps { "IMP" } else { "MP" };
    let assigned = event
        .boards
        .iter()
        .flat_map(|b| &b.lines)
        .any(|l| matches!(l.outcome, Outcome::Assigned(_)));
    // One section "A" (the default when read) needs no column; names only when there are some.
    let sections = event.sections();
    let one_section = sections.is_empty() || sections == ["A"];
    let section_column = if one_section { "" } else { "Section\\1L;" };
    let with_names = event.entrants.iter().any(|e| !e.players.is_empty());
    let mut out = String::from("% PBN 2.1\n% EXPORT\n");
    for (k, b) in event.boards.iter().enumerate() {
        if k > 0 {
            out.push('\n');
        }
        tag(&mut out, "Event", &event.info.name);
        tag(&mut out, "Site", &event.info.club);
        tag(&mut out, "Date", &event.info.date);
        tag(&mut out, "Board", &b.number.to_string());
        for seat in ["West", "North", "East", "South"] {
            tag(&mut out, seat, "");
        }
        tag(&mut out, "Dealer", &b.dealer.letter().to_string());
        tag(&mut out, "Vulnerable", b.vulnerability.pbn());
        if let Some(d) = &b.deal {
            tag(&mut out, "Deal", &d.to_pbn());
        }
        tag(&mut out, "Scoring", if imps { "IMP" } else { "MP" });
        tag(&mut out, "Declarer", "");
        tag(&mut out, "Contract", "");
        tag(&mut out, "Result", "");
        let mut header = format!(
            "{section_column}Round\\2R;Table\\2R;{id}_NS\\2R;{id}_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;{unit}_NS\\5R;{unit}_EW\\5R"
        );
        if assigned {
            header.push_str(";Assigned\\20L");
        }
        tag(&mut out, "ScoreTable", &header);
        let scored = score.boards.iter().find(|s| s.number == b.number);
        for (i, l) in b.lines.iter().enumerate() {
            let s = scored.map(|s| &s.lines[i]);
            let dash = |t: String| if t.is_empty() { "-".to_string() } else { t };
            let (contract, declarer, tricks) = match &l.outcome {
                Outcome::Played(r) => result_fields(r),
                Outcome::Assigned(parts) => match parts.as_slice() {
                    [only] => result_fields(&only.result),
                    _ => Default::default(),
                },
                Outcome::Artificial {
                    north_south,
                    east_west,
                } => (
                    artificial_code(*north_south, *east_west),
                    String::new(),
                    String::new(),
                ),
                Outcome::NotPlayed => ("NP".into(), String::new(), String::new()),
            };
            let score_ns = match &l.outcome {
                Outcome::Artificial { .. } | Outcome::NotPlayed => String::new(),
                o => score_text(o, s.and_then(|s| s.north_south_score)),
            };
            let mut row = [
                if one_section {
                    String::new()
                } else {
                    quote(&l.section)
                },
                dash(l.round.map(|r| r.to_string()).unwrap_or_default()),
                dash(l.table.map(|r| r.to_string()).unwrap_or_default()),
                l.north_south.to_string(),
                l.east_west.to_string(),
                dash(contract),
                dash(declarer),
                dash(tricks),
                dash(score_ns),
                dash(
                    s.and_then(|s| s.north_south)
                        .map(|p| p.fixed())
                        .unwrap_or_default(),
                ),
                dash(
                    s.and_then(|s| s.east_west)
                        .map(|p| p.fixed())
                        .unwrap_or_default(),
                ),
            ]
            .join(" ")
            .trim_start()
            .to_string();
            if assigned {
                row.push(' ');
                row.push_str(&match &l.outcome {
                    Outcome::Assigned(parts) => quote(
                        &parts
                            .iter()
                            .map(|w| format!("{} {}", w.percent, super::usebio::compact(&w.result)))
                            .collect::<Vec<_>>()
                            .join(";"),
                    ),
                    _ => "-".into(),
                });
            }
            out.push_str(&row);
            out.push('\n');
        }
        if k == 0 {
            let total = if teams {
                "TotalIMP\\6R;TotalVP\\6R;TeamName\\20L"
            } else if imps {
                "TotalIMP\\6R"
            } else {
                "TotalScoreMP\\6R;TotalPercentage\\6R"
            };
            let two = event.rules.winners == Winners::TwoWinners && !teams;
            let direction_column = if two { "Direction\\2L;" } else { "" };
            tag(
                &mut out,
                "TotalScoreTable",
                &format!(
                    "{section_column}{direction_column}Rank\\3R;{id}\\2R;{total}{}",
                    if with_names { ";Names\\40L" } else { "" }
                ),
            );
            for r in &score.rankings {
                for s in &r.standings {
                    let e = event.entrant(&s.entrant.section, s.entrant.number);
                    let direction = match e.and_then(|e| e.direction).or(s.direction) {
                        Some(Side::EastWest) => "EW",
                        _ => "NS",
                    };
                    let direction = if two {
                        format!(" {direction}")
                    } else {
                        String::new()
                    };
                    let section = if one_section {
                        String::new()
                    } else {
                        quote(&s.entrant.section)
                    };
                    let mut row = format!(
                        "{section}{direction} {} {} {}",
                        quote(&s.place_text()),
                        s.entrant.number,
                        s.total.fixed(),
                    );
                    if teams {
                        // TotalIMP, then the VPs, then the team's name.
                        row = format!(
                            "{section}{direction} {} {} {} {} {}",
                            quote(&s.place_text()),
                            s.entrant.number,
                            s.imps.map_or("-".into(), |i| i.fixed()),
                            s.total.fixed(),
                            quote(&e.map(|e| e.team_name.clone()).unwrap_or_default()),
                        );
                    } else if !imps {
                        row.push(' ');
                        row.push_str(&s.percentage.map_or("-".into(), |p| p.fixed()));
                    }
                    if with_names {
                        row.push(' ');
                        row.push_str(&quote(
                            &e.map(|e| e.players.join(" - ")).unwrap_or_default(),
                        ));
                    }
                    out.push_str(row.trim_start());
                    out.push('\n');
                }
            }
        }
    }
    out
}

fn result_fields(r: &crate::game::BoardResult) -> (String, String, String) {
    match r.contract() {
        Some((c, d)) => (
            c.pbn(),
            d.letter().to_string(),
            r.declarer_tricks.to_string(),
        ),
        None => ("Pass".into(), String::new(), String::new()),
    }
}
