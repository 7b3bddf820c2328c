//! USEBIO, the EBU's XML results format (versions 1.1 and 1.2; 1.3 files read the same):
//! reading a results file into a [`ClubEvent`] with the file's own figures kept as
//! [`Published`](super::Published), and writing an event as USEBIO 1.2.
//!
//! Read: `USEBIO` → `CLUB` (`CLUB_NAME`), `EVENT` (`EVENT_TYPE`; `EVENT_DESCRIPTION`, `DATE`,
//! `PROGRAM_NAME`, `BOARD_SCORING_METHOD` `MATCH_POINTS` or `CROSS_IMPS`, `WINNER_TYPE` 1 or 2)
//! → `SESSION` → `SECTION` (`SECTION_ID`) → `PARTICIPANTS` → `PAIR` (`PAIR_NUMBER`,
//! `DIRECTION`, `PLACE`, `TOTAL_SCORE`, `PERCENTAGE`, `PLAYER`/`PLAYER_NAME`) and `BOARD`
//! (`BOARD_NUMBER`) → `TRAVELLER_LINE` (`NS_PAIR_NUMBER`, `EW_PAIR_NUMBER`, `CONTRACT`,
//! `PLAYED_BY`, `TRICKS`, `SCORE`, `NS_MATCH_POINTS`, `EW_MATCH_POINTS` — cross-IMPs in the same
//! two, or `NS_CROSS_IMPS`/`EW_CROSS_IMPS`), and `HANDSET` → `BOARD` → `HAND` (`DIRECTION`,
//! `SPADES` … `CLUBS`). An artificial score is `SCORE` `A6040` (North-South's and East-West's
//! percentages) with no contract; `NP` is a board not played. A weighted assigned score, which
//! USEBIO has no element for, is written and read as the app's own `ASSIGNED_SCORE` element
//! (`60 4SN10;40 4SN9`: percent, contract, declarer, tricks).
//!
//! A teams event (`EVENT_TYPE` naming teams, `BOARD_SCORING_METHOD` `IMPS`, `VP_SCALE`
//! `WBF_CONTINUOUS` or `TABLE24`) lists `TEAM`s (`TEAM_NUMBER`, `TEAM_NAME`, `PLACE`,
//! `TOTAL_SCORE` its VPs, `TOTAL_IMPS`, `PLAYER`s or `PAIR`s of them) and, in each section,
//! `MATCH`es (`ROUND_NUMBER`, `HOME_TEAM_NUMBER`, `AWAY_TEAM_NUMBER`, `HOME_IMPS`, `AWAY_IMPS`,
//! `HOME_VPS`, `AWAY_VPS`) holding their `BOARD`s, whose lines name `NS_TEAM_NUMBER` and
//! `EW_TEAM_NUMBER` with `NS_IMPS`/`EW_IMPS`. The USEBIO specification's own text was not at
//! hand when this was written: the names follow the format's pairs elements, and every name
//! the reader takes is listed here and in docs/cli.md.
//!
//! The matchpoint scale, and for two sections whether they were matchpointed across the field,
//! are not elements of the format: they are taken from the file's own figures (the convention
//! under which the recomputation agrees with the most of them), as are the decimals.

use std::fmt;

use super::score::{Disagreement, artificial_code, parse_artificial, parse_decimal, score_text};
use super::xml::{self, Element, escape};
use super::{
    BoardRecord, BoardScoring, ClubEvent, Entrant, EntrantKey, EventInfo, Field, Form, Line,
    MatchKey, Outcome, PublishedLine, PublishedMatch, PublishedTotal, Rules, Weighted, Winners,
};
use crate::auction::{AuctionResult, Contract};
use crate::card::{Card, CardSet, Rank, Suit};
use crate::deal::Deal;
use crate::game::BoardResult;
use crate::scoring::matchpoints::MatchpointScale;
use crate::scoring::vp::VpScaleChoice;
use crate::seat::{Seat, Side, board_conditions};

/// Why a results file is refused: the element and line, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError {
    /// The element (or PBN section) where it was found.
    pub element: String,
    /// Its 1-based line (0 for the whole file).
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, {}: {}", self.line, self.element, self.message)
    }
}

impl std::error::Error for ImportError {}

fn bad(el: &Element, message: impl Into<String>) -> ImportError {
    ImportError {
        element: el.name.clone(),
        line: el.line,
        message: message.into(),
    }
}

impl From<xml::XmlError> for ImportError {
    fn from(e: xml::XmlError) -> Self {
        ImportError {
            element: first_tag(&e.message).unwrap_or("XML").into(),
            line: e.line,
            message: e.message,
        }
    }
}

/// The element an XML error names first (`</CLUB> closes <USEBIO>` → `CLUB`).
fn first_tag(message: &str) -> Option<&str> {
    let start = message.find('<')? + 1;
    let rest = message[start..].trim_start_matches('/');
    let end = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
        .unwrap_or(rest.len());
    (end > 0).then(|| &rest[..end])
}

fn number(el: &Element, name: &str) -> Result<u32, ImportError> {
    number_of(el, &[name])
}

/// The first of `names` the element has, as a number from 1 to 9999.
fn number_of(el: &Element, names: &[&str]) -> Result<u32, ImportError> {
    let c = names
        .iter()
        .find_map(|n| el.child(n))
        .ok_or_else(|| bad(el, format!("{} is missing", names.join(" or "))))?;
    c.text
        .trim()
        .parse()
        .ok()
        .filter(|n| (1..=9999).contains(n))
        .ok_or_else(|| bad(c, format!("{:?} is not a number from 1 to 9999", c.text)))
}

/// Reads a USEBIO results file (bytes as read from disk: UTF-8 or Latin-1).
pub fn read_bytes(bytes: &[u8]) -> Result<ClubEvent, ImportError> {
    read(&xml::decode(bytes)?)
}

/// Reads a USEBIO results file.
pub fn read(text: &str) -> Result<ClubEvent, ImportError> {
    let root = xml::parse(text)?;
    if !root.name.eq_ignore_ascii_case("USEBIO") {
        return Err(bad(&root, "the root element of a USEBIO file is USEBIO"));
    }
    let version = root.attribute("Version").unwrap_or("1.2");
    if !version.starts_with("1.") {
        return Err(bad(&root, format!("version {version:?} is not USEBIO 1.x")));
    }
    let event_el = root
        .child("EVENT")
        .ok_or_else(|| bad(&root, "EVENT is missing"))?;
    let mut info = EventInfo {
        name: event_el
            .child_text("EVENT_DESCRIPTION")
            .unwrap_or_default()
            .into(),
        date: event_el.child_text("DATE").unwrap_or_default().into(),
        club: root
            .child("CLUB")
            .and_then(|c| c.child_text("CLUB_NAME"))
            .unwrap_or_default()
            .into(),
        program: event_el
            .child_text("PROGRAM_NAME")
            .unwrap_or_default()
            .into(),
    };
    if info.name.is_empty() {
        info.name = event_el.attribute("EVENT_TYPE").unwrap_or_default().into();
    }
    let event_type = event_el.attribute("EVENT_TYPE").unwrap_or_default();
    let form = if event_type.to_ascii_uppercase().contains("TEAM") {
        Form::Teams
    } else {
        Form::Pairs
    };
    let method = event_el
        .child_text("BOARD_SCORING_METHOD")
        .unwrap_or(if form == Form::Teams {
            "IMPS"
        } else {
            "MATCH_POINTS"
        })
        .to_ascii_uppercase();
    let scoring = match (form, method.as_str()) {
        (Form::Teams, "IMPS" | "IMP" | "TEAM_IMPS") => BoardScoring::TeamImps(vp_scale(event_el)?),
        (Form::Teams, other) => {
            let el = event_el.child("BOARD_SCORING_METHOD").unwrap_or(event_el);
            return Err(bad(
                el,
                format!("BOARD_SCORING_METHOD {other:?}: a teams event is read scored by IMPS"),
            ));
        }
        (Form::Pairs, m) => match m {
            "MATCH_POINTS" | "MATCHPOINTS" | "MP" => {
                BoardScoring::Matchpoints(MatchpointScale::TwoPerWin)
            }
            "CROSS_IMPS" | "IMPS" | "BUTLER" => BoardScoring::CrossImps,
            other => {
                let el = event_el.child("BOARD_SCORING_METHOD").unwrap_or(event_el);
                return Err(bad(
                    el,
                    format!("BOARD_SCORING_METHOD {other:?} is not read"),
                ));
            }
        },
    };
    let winners = match event_el.child_text("WINNER_TYPE").map(str::trim) {
        Some("1") => Winners::OneWinner,
        Some("2") | None => Winners::TwoWinners,
        Some(other) => {
            let el = event_el.child("WINNER_TYPE").unwrap_or(event_el);
            return Err(bad(el, format!("WINNER_TYPE {other:?} is 1 or 2")));
        }
    };
    // A teams event has one ranking of all the teams.
    let winners = if form == Form::Teams {
        Winners::OneWinner
    } else {
        winners
    };
    let sessions: Vec<&Element> = event_el.children_named("SESSION").collect();
    let session = match sessions.as_slice() {
        [s] => *s,
        [] => event_el,
        [_, second, ..] => {
            return Err(bad(second, "one SESSION a file is read"));
        }
    };
    let mut event = ClubEvent {
        info,
        form,
        rules: Rules {
            scoring,
            winners,
            ..Rules::default()
        },
        ..ClubEvent::default()
    };
    let sections: Vec<&Element> = session.children_named("SECTION").collect();
    let sections = if sections.is_empty() {
        vec![session]
    } else {
        sections
    };
    let mut board_decimals = None::<u8>;
    let mut pct_decimals = None::<u8>;
    for (i, sec) in sections.iter().enumerate() {
        let id = sec
            .attribute("SECTION_ID")
            .or_else(|| sec.child_text("SECTION_ID"))
            .map(str::to_string)
            .unwrap_or_else(|| ((b'A' + (i % 26) as u8) as char).to_string());
        let participants = sec
            .child("PARTICIPANTS")
            .or_else(|| event_el.child("PARTICIPANTS"))
            .ok_or_else(|| bad(sec, "PARTICIPANTS is missing"))?;
        let listed = |name: &str| participants.children_named(name).next().is_some();
        if form == Form::Teams && !listed("TEAM") && listed("PAIR") {
            return Err(bad(
                participants,
                format!(
                    "EVENT_TYPE {event_type:?} is a teams event: PARTICIPANTS lists TEAM elements"
                ),
            ));
        }
        let entrants = participants.children.iter().filter(|c| {
            c.name.eq_ignore_ascii_case(match form {
                Form::Pairs => "PAIR",
                Form::Teams => "TEAM",
            })
        });
        for p in entrants {
            let n = match form {
                Form::Pairs => number(p, "PAIR_NUMBER")?,
                Form::Teams => number_of(p, &["TEAM_NUMBER", "TEAM_ID"])?,
            };
            let direction = match p.child_text("DIRECTION").map(str::to_ascii_uppercase) {
                Some(d) if d.starts_with('N') => Some(Side::NorthSouth),
                Some(d) if d.starts_with('E') => Some(Side::EastWest),
                _ => None,
            };
            // A team lists its players, or its pairs with theirs.
            let players = p
                .children_named("PLAYER")
                .chain(
                    p.children_named("PAIR")
                        .flat_map(|q| q.children_named("PLAYER")),
                )
                .filter_map(|pl| pl.child_text("PLAYER_NAME"))
                .map(str::to_string)
                .collect();
            event.entrants.push(Entrant {
                section: id.clone(),
                number: n,
                players,
                team_name: p.child_text("TEAM_NAME").unwrap_or_default().to_string(),
                direction,
            });
            let total = PublishedTotal {
                total: p.child_text("TOTAL_SCORE").map(str::to_string),
                percentage: p.child_text("PERCENTAGE").map(str::to_string),
                place: p.child_text("PLACE").map(str::to_string),
                imps: p.child_text("TOTAL_IMPS").map(str::to_string),
            };
            if let Some(pc) = &total.percentage {
                note_decimals(&mut pct_decimals, pc);
            }
            if total != PublishedTotal::default() {
                event.published.totals.insert(
                    EntrantKey {
                        section: id.clone(),
                        number: n,
                    },
                    total,
                );
            }
        }
        for b in sec.children_named("BOARD") {
            read_board(&mut event, b, &id, None, &mut board_decimals)?;
        }
        for m in sec.children_named("MATCH") {
            let teams = MatchKey {
                section: id.clone(),
                home: number(m, "HOME_TEAM_NUMBER")?,
                away: number(m, "AWAY_TEAM_NUMBER")?,
            };
            let text = |names: &[&str]| {
                names
                    .iter()
                    .find_map(|n| m.child_text(n))
                    .map(str::to_string)
            };
            event.published.matches.push(PublishedMatch {
                teams,
                home_imps: text(&["HOME_IMPS"]),
                away_imps: text(&["AWAY_IMPS"]),
                home_vps: text(&["HOME_VPS", "HOME_VICTORY_POINTS"]),
                away_vps: text(&["AWAY_VPS", "AWAY_VICTORY_POINTS"]),
            });
            // The match's round is its lines' round.
            let round = m
                .child("ROUND_NUMBER")
                .map(|_| number(m, "ROUND_NUMBER"))
                .transpose()?;
            for b in m.children_named("BOARD") {
                read_board(&mut event, b, &id, round, &mut board_decimals)?;
            }
        }
    }
    if let Some(handset) = root.child("HANDSET").or_else(|| event_el.child("HANDSET")) {
        for b in handset.children_named("BOARD") {
            let n = number(b, "BOARD_NUMBER")?;
            let deal = read_hands(b)?;
            match event.boards.iter_mut().find(|x| x.number == n) {
                Some(x) => x.deal = Some(deal),
                None => {
                    let (dealer, vulnerability) = board_conditions(n);
                    event.boards.push(BoardRecord {
                        number: n,
                        dealer,
                        vulnerability,
                        deal: Some(deal),
                        lines: Vec::new(),
                    });
                }
            }
        }
    }
    event.boards.sort_by_key(|b| b.number);
    event.rules.board_decimals = board_decimals.unwrap_or(match form {
        Form::Teams => 0,
        Form::Pairs => 2,
    });
    event.rules.percentage_decimals = pct_decimals.unwrap_or(2);
    event.check().map_err(|e| bad(event_el, e.to_string()))?;
    settle_conventions(&mut event);
    Ok(event)
}

/// One `BOARD` of a section (or of a teams `MATCH`): its traveller lines and their figures.
fn read_board(
    event: &mut ClubEvent,
    b: &Element,
    section: &str,
    round: Option<u32>,
    board_decimals: &mut Option<u8>,
) -> Result<(), ImportError> {
    let number_ = number(b, "BOARD_NUMBER")?;
    let at = match event.boards.iter().position(|x| x.number == number_) {
        Some(k) => k,
        None => {
            let (dealer, vulnerability) = board_conditions(number_);
            event.boards.push(BoardRecord {
                number: number_,
                dealer,
                vulnerability,
                deal: None,
                lines: Vec::new(),
            });
            event.boards.len() - 1
        }
    };
    for tl in b.children_named("TRAVELLER_LINE") {
        let mut line = read_line(tl, section)?;
        line.round = line.round.or(round);
        let key = line.key(number_);
        let first = |names: &[&str]| names.iter().find_map(|n| tl.child_text(n));
        let ns = first(&["NS_MATCH_POINTS", "NS_CROSS_IMPS", "NS_IMPS"]);
        let ew = first(&["EW_MATCH_POINTS", "EW_CROSS_IMPS", "EW_IMPS"]);
        for t in [ns, ew].into_iter().flatten() {
            note_decimals(board_decimals, t);
        }
        let published = PublishedLine {
            score: tl.child_text("SCORE").map(str::to_string),
            north_south: ns.map(str::to_string),
            east_west: ew.map(str::to_string),
        };
        event.published.lines.insert(key, published);
        event.boards[at].lines.push(line);
    }
    Ok(())
}

/// The victory-point scale a teams event names in `VP_SCALE`: the WBF's continuous scale (the
/// default) or the 20-0 table for 24 boards.
fn vp_scale(event_el: &Element) -> Result<VpScaleChoice, ImportError> {
    let Some(el) = event_el.child("VP_SCALE") else {
        return Ok(VpScaleChoice::WbfContinuous);
    };
    match el.text.trim().to_ascii_uppercase().as_str() {
        "WBF" | "WBF_CONTINUOUS" | "WBF_2013" => Ok(VpScaleChoice::WbfContinuous),
        "TABLE24" | "TABLE_24" => Ok(VpScaleChoice::Table24),
        other => Err(bad(
            el,
            format!("VP_SCALE {other:?} is WBF_CONTINUOUS or TABLE24"),
        )),
    }
}

/// Chooses the conventions the file does not name (the matchpoint scale, across the field or
/// per section) as those under which its own figures agree best with the recomputation.
pub(super) fn settle_conventions(event: &mut ClubEvent) {
    let scales: &[BoardScoring] = match event.rules.scoring {
        BoardScoring::Matchpoints(_) => &[
            BoardScoring::Matchpoints(MatchpointScale::TwoPerWin),
            BoardScoring::Matchpoints(MatchpointScale::OnePerWin),
        ],
        ref other => std::slice::from_ref(other),
    };
    let fields: &[Field] = if event.sections().len() > 1 {
        &[Field::AcrossSections, Field::PerSection]
    } else {
        &[Field::AcrossSections]
    };
    let mut best: Option<(usize, BoardScoring, Field)> = None;
    for &scoring in scales {
        for &field in fields {
            let mut trial = event.clone();
            trial.rules.scoring = scoring;
            trial.rules.field = field;
            let wrong = trial.disagreements(&trial.score()).len();
            if best.is_none_or(|(w, _, _)| wrong < w) {
                best = Some((wrong, scoring, field));
            }
        }
    }
    if let Some((_, scoring, field)) = best {
        event.rules.scoring = scoring;
        event.rules.field = field;
    }
}

fn note_decimals(slot: &mut Option<u8>, text: &str) {
    if let Some((_, d)) = parse_decimal(text) {
        *slot = Some(slot.map_or(d, |s| s.max(d)).min(super::MAX_DECIMALS));
    }
}

fn read_line(tl: &Element, section: &str) -> Result<Line, ImportError> {
    let north_south = number_of(tl, &["NS_PAIR_NUMBER", "NS_TEAM_NUMBER"])?;
    let east_west = number_of(tl, &["EW_PAIR_NUMBER", "EW_TEAM_NUMBER"])?;
    let optional = |name: &str| -> Result<Option<u32>, ImportError> {
        tl.child(name).map(|_| number(tl, name)).transpose()
    };
    let round = optional("ROUND_NUMBER")?;
    let table = optional("TABLE_NUMBER")?;
    let contract = tl.child_text("CONTRACT").unwrap_or_default();
    let score = tl.child_text("SCORE").unwrap_or_default();
    let outcome = if let Some(assigned) = tl.child("ASSIGNED_SCORE") {
        Outcome::Assigned(read_assigned(assigned)?)
    } else if let Some((ns, ew)) = parse_artificial(score).or_else(|| parse_artificial(contract)) {
        Outcome::Artificial {
            north_south: ns,
            east_west: ew,
        }
    } else if ["NP", "NOT PLAYED"].contains(&contract.to_ascii_uppercase().as_str())
        || score.eq_ignore_ascii_case("NP")
    {
        Outcome::NotPlayed
    } else {
        let el = tl.child("CONTRACT").unwrap_or(tl);
        let declarer = tl.child_text("PLAYED_BY").unwrap_or_default();
        let tricks = tl.child_text("TRICKS").unwrap_or_default();
        Outcome::Played(result_of(contract, declarer, tricks).map_err(|m| bad(el, m))?)
    };
    Ok(Line {
        section: section.to_string(),
        north_south,
        east_west,
        round,
        table,
        outcome,
    })
}

/// A contract as results files write it: `4S`, `4S*` or `4SX` doubled, `4S**` or `4SXX`,
/// `3NT`, `PASS`; declarer `N`; tricks as a number, or `=`, `+1`, `-2`.
pub(super) fn result_of(
    contract: &str,
    declarer: &str,
    tricks: &str,
) -> Result<BoardResult, String> {
    let c: String = contract
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_ascii_uppercase()
        .replace('*', "X");
    if matches!(
        c.as_str(),
        "PASS" | "P" | "AP" | "PASSED" | "ALLPASS" | "PASSOUT"
    ) {
        return Ok(BoardResult {
            outcome: AuctionResult::PassedOut,
            declarer_tricks: 0,
        });
    }
    let parsed: Contract = c
        .parse()
        .map_err(|_| format!("{contract:?} is not a contract"))?;
    let by: Seat = declarer
        .parse()
        .map_err(|_| format!("declarer {declarer:?} is not N, E, S or W"))?;
    let t = tricks.trim();
    let need = i32::from(parsed.tricks_needed());
    let n: i32 = if t == "=" {
        need
    } else if let Some(r) = t
        .strip_prefix('+')
        .or(t.strip_prefix('=').filter(|r| !r.is_empty()))
    {
        need + r.parse::<i32>().map_err(|_| format!("tricks {tricks:?}"))?
    } else if let Some(r) = t.strip_prefix('-') {
        need - r.parse::<i32>().map_err(|_| format!("tricks {tricks:?}"))?
    } else {
        t.parse().map_err(|_| format!("tricks {tricks:?}"))?
    };
    let declarer_tricks = u8::try_from(n)
        .ok()
        .filter(|n| *n <= 13)
        .ok_or_else(|| format!("{n} tricks: declarer takes 0 to 13"))?;
    Ok(BoardResult {
        outcome: AuctionResult::Contract {
            contract: parsed,
            declarer: by,
        },
        declarer_tricks,
    })
}

/// `60 4SN10;40 4SN9`.
fn read_assigned(el: &Element) -> Result<Vec<Weighted>, ImportError> {
    el.text
        .split(';')
        .map(|part| {
            let mut words = part.split_whitespace();
            let (Some(pct), Some(res), None) = (words.next(), words.next(), words.next()) else {
                return Err(bad(el, format!("{part:?} is not `percent contract`")));
            };
            let percent: u8 = pct
                .parse()
                .map_err(|_| bad(el, format!("{pct:?} is not a percentage")))?;
            let result = parse_compact(res).ok_or_else(|| bad(el, format!("{res:?}")))?;
            Ok(Weighted { percent, result })
        })
        .collect()
}

/// `4SXN10`: contract, declarer letter, tricks; `PASS`.
pub(super) fn parse_compact(text: &str) -> Option<BoardResult> {
    if text.eq_ignore_ascii_case("PASS") {
        return result_of("PASS", "", "").ok();
    }
    if !text.is_ascii() {
        return None;
    }
    // The declarer is the letter just before the trailing digits of the tricks.
    let digits = text.rfind(|c: char| !c.is_ascii_digit())? + 1;
    if digits < 2 || digits == text.len() {
        return None;
    }
    result_of(
        &text[..digits - 1],
        &text[digits - 1..digits],
        &text[digits..],
    )
    .ok()
}

pub(super) fn compact(r: &BoardResult) -> String {
    match r.contract() {
        Some((c, d)) => format!("{}{}{}", c.pbn(), d.letter(), r.declarer_tricks),
        None => "PASS".into(),
    }
}

fn read_hands(b: &Element) -> Result<Deal, ImportError> {
    let mut hands = [CardSet::EMPTY; 4];
    let mut seen = [false; 4];
    for h in b.children_named("HAND") {
        let dir = h
            .attribute("DIRECTION")
            .or_else(|| h.child_text("DIRECTION"))
            .unwrap_or_default();
        let seat: Seat = dir
            .parse()
            .map_err(|_| bad(h, format!("DIRECTION {dir:?} is not a seat")))?;
        let mut set = CardSet::EMPTY;
        for (suit, name) in [
            (Suit::Spades, "SPADES"),
            (Suit::Hearts, "HEARTS"),
            (Suit::Diamonds, "DIAMONDS"),
            (Suit::Clubs, "CLUBS"),
        ] {
            let text = h.child_text(name).unwrap_or_default();
            for ch in text.chars().filter(|c| !matches!(c, '-' | ' ')) {
                let rank = match ch.to_ascii_uppercase() {
                    '1' => continue, // the 1 of a written "10"
                    '0' => Rank::Ten,
                    c => Rank::from_char(c)
                        .ok_or_else(|| bad(h, format!("{ch:?} in {name} is not a card's rank")))?,
                };
                set.insert(Card::new(suit, rank));
            }
        }
        hands[seat.index()] = set;
        seen[seat.index()] = true;
    }
    if seen.contains(&false) {
        return Err(bad(b, "a hand record needs the four hands"));
    }
    Deal::new(hands).map_err(|e| bad(b, format!("the hands are not one deal: {e}")))
}

fn tag(out: &mut String, indent: usize, name: &str, value: &str) {
    out.push_str(&format!(
        "{}<{name}>{}</{name}>\n",
        " ".repeat(indent),
        escape(value)
    ));
}

/// The event as a USEBIO 1.2 file, with the recomputed figures (every line's matchpoints or
/// cross-IMPs, every pair's total, percentage and place) and the hand records.
pub fn write(event: &ClubEvent) -> String {
    let score = event.score();
    let mut out = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE USEBIO SYSTEM \"usebio_v1_2.dtd\">\n<USEBIO Version=\"1.2\">\n",
    );
    out.push_str(" <CLUB>\n");
    tag(&mut out, 2, "CLUB_NAME", &event.info.club);
    out.push_str(" </CLUB>\n");
    let imps = matches!(event.rules.scoring, BoardScoring::CrossImps);
    let teams = event.form == Form::Teams;
    let (event_type, method) = match event.rules.scoring {
        _ if teams => ("TEAMS", "IMPS"),
        BoardScoring::CrossImps => ("CROSS_IMPS", "CROSS_IMPS"),
        _ => ("MP_PAIRS", "MATCH_POINTS"),
    };
    out.push_str(&format!(" <EVENT EVENT_TYPE=\"{event_type}\">\n"));
    tag(&mut out, 2, "PROGRAM_NAME", "bridge");
    tag(&mut out, 2, "EVENT_DESCRIPTION", &event.info.name);
    tag(&mut out, 2, "DATE", &event.info.date);
    tag(&mut out, 2, "BOARD_SCORING_METHOD", method);
    if let BoardScoring::TeamImps(scale) = event.rules.scoring {
        let name = match scale {
            VpScaleChoice::WbfContinuous => "WBF_CONTINUOUS",
            VpScaleChoice::Table24 => "TABLE24",
        };
        tag(&mut out, 2, "VP_SCALE", name);
    }
    tag(
        &mut out,
        2,
        "WINNER_TYPE",
        match event.rules.winners {
            Winners::OneWinner => "1",
            Winners::TwoWinners => "2",
        },
    );
    out.push_str("  <SESSION SESSION_NUMBER=\"1\">\n");
    for section in event.sections() {
        out.push_str(&format!(
            "   <SECTION SECTION_ID=\"{}\">\n",
            escape(&section)
        ));
        out.push_str("    <PARTICIPANTS>\n");
        for e in event.entrants.iter().filter(|e| e.section == section) {
            let key = EntrantKey {
                section: section.clone(),
                number: e.number,
            };
            let (element, number) = if teams {
                ("TEAM", "TEAM_NUMBER")
            } else {
                ("PAIR", "PAIR_NUMBER")
            };
            out.push_str(&format!("     <{element}>\n"));
            tag(&mut out, 6, number, &e.number.to_string());
            if teams {
                tag(&mut out, 6, "TEAM_NAME", &e.team_name);
            }
            if let Some(d) = e.direction {
                tag(
                    &mut out,
                    6,
                    "DIRECTION",
                    if d == Side::NorthSouth { "NS" } else { "EW" },
                );
            }
            if let Some(s) = score.standing(&key) {
                tag(&mut out, 6, "PLACE", &s.place_text());
                tag(&mut out, 6, "TOTAL_SCORE", &s.total.fixed());
                if let Some(p) = s.percentage {
                    tag(&mut out, 6, "PERCENTAGE", &p.fixed());
                }
                if let Some(i) = s.imps {
                    tag(&mut out, 6, "TOTAL_IMPS", &i.fixed());
                }
            }
            for p in &e.players {
                out.push_str("      <PLAYER>\n");
                tag(&mut out, 7, "PLAYER_NAME", p);
                out.push_str("      </PLAYER>\n");
            }
            out.push_str(&format!("     </{element}>\n"));
        }
        out.push_str("    </PARTICIPANTS>\n");
        for b in &event.boards {
            let lines: Vec<(usize, &Line)> = b
                .lines
                .iter()
                .enumerate()
                .filter(|(_, l)| l.section == section)
                .collect();
            if lines.is_empty() {
                continue;
            }
            out.push_str("    <BOARD>\n");
            tag(&mut out, 5, "BOARD_NUMBER", &b.number.to_string());
            for (i, l) in lines {
                let scored = score
                    .boards
                    .iter()
                    .find(|s| s.number == b.number)
                    .map(|s| &s.lines[i]);
                out.push_str("     <TRAVELLER_LINE>\n");
                if let Some(r) = l.round {
                    tag(&mut out, 6, "ROUND_NUMBER", &r.to_string());
                }
                if let Some(t) = l.table {
                    tag(&mut out, 6, "TABLE_NUMBER", &t.to_string());
                }
                let (ns, ew) = if teams {
                    ("NS_TEAM_NUMBER", "EW_TEAM_NUMBER")
                } else {
                    ("NS_PAIR_NUMBER", "EW_PAIR_NUMBER")
                };
                tag(&mut out, 6, ns, &l.north_south.to_string());
                tag(&mut out, 6, ew, &l.east_west.to_string());
                match &l.outcome {
                    Outcome::Played(r) => write_result(&mut out, r),
                    Outcome::Assigned(parts) => {
                        if let [only] = parts.as_slice() {
                            write_result(&mut out, &only.result);
                        }
                        let text: Vec<String> = parts
                            .iter()
                            .map(|w| format!("{} {}", w.percent, compact(&w.result)))
                            .collect();
                        tag(&mut out, 6, "ASSIGNED_SCORE", &text.join(";"));
                    }
                    Outcome::Artificial {
                        north_south,
                        east_west,
                    } => tag(
                        &mut out,
                        6,
                        "SCORE",
                        &artificial_code(*north_south, *east_west),
                    ),
                    Outcome::NotPlayed => tag(&mut out, 6, "SCORE", "NP"),
                }
                if let Outcome::Played(_) | Outcome::Assigned(_) = &l.outcome {
                    let s = score_text(&l.outcome, scored.and_then(|s| s.north_south_score));
                    if !s.is_empty() {
                        tag(&mut out, 6, "SCORE", &s);
                    }
                }
                if let Some(s) = scored {
                    let (ns, ew) = if teams {
                        ("NS_IMPS", "EW_IMPS")
                    } else if imps {
                        ("NS_CROSS_IMPS", "EW_CROSS_IMPS")
                    } else {
                        ("NS_MATCH_POINTS", "EW_MATCH_POINTS")
                    };
                    if let (Some(a), Some(c)) = (s.north_south, s.east_west) {
                        tag(&mut out, 6, ns, &a.fixed());
                        tag(&mut out, 6, ew, &c.fixed());
                    }
                }
                out.push_str("     </TRAVELLER_LINE>\n");
            }
            out.push_str("    </BOARD>\n");
        }
        for m in score.matches.iter().filter(|m| m.teams.section == section) {
            out.push_str("    <MATCH>\n");
            for (name, value) in [
                ("HOME_TEAM_NUMBER", m.teams.home.to_string()),
                ("AWAY_TEAM_NUMBER", m.teams.away.to_string()),
                ("HOME_IMPS", m.home_imps.fixed()),
                ("AWAY_IMPS", m.away_imps.fixed()),
                ("HOME_VPS", m.home_vps.fixed()),
                ("AWAY_VPS", m.away_vps.fixed()),
            ] {
                tag(&mut out, 5, name, &value);
            }
            out.push_str("    </MATCH>\n");
        }
        out.push_str("   </SECTION>\n");
    }
    out.push_str("  </SESSION>\n </EVENT>\n");
    let dealt: Vec<&BoardRecord> = event.boards.iter().filter(|b| b.deal.is_some()).collect();
    if !dealt.is_empty() {
        out.push_str(" <HANDSET>\n");
        for b in dealt {
            let Some(deal) = &b.deal else { continue };
            out.push_str("  <BOARD>\n");
            tag(&mut out, 3, "BOARD_NUMBER", &b.number.to_string());
            for (seat, name) in [
                (Seat::North, "North"),
                (Seat::East, "East"),
                (Seat::South, "South"),
                (Seat::West, "West"),
            ] {
                out.push_str(&format!("   <HAND DIRECTION=\"{name}\">\n"));
                let hand = deal.hand(seat);
                for (suit, el) in [
                    (Suit::Spades, "SPADES"),
                    (Suit::Hearts, "HEARTS"),
                    (Suit::Diamonds, "DIAMONDS"),
                    (Suit::Clubs, "CLUBS"),
                ] {
                    let cards = hand.suit_text(suit);
                    tag(&mut out, 4, el, if cards.is_empty() { "-" } else { &cards });
                }
                out.push_str("   </HAND>\n");
            }
            out.push_str("  </BOARD>\n");
        }
        out.push_str(" </HANDSET>\n");
    }
    out.push_str("</USEBIO>\n");
    out
}

fn write_result(out: &mut String, r: &BoardResult) {
    match r.contract() {
        Some((c, d)) => {
            tag(out, 6, "CONTRACT", &c.pbn());
            tag(out, 6, "PLAYED_BY", &d.letter().to_string());
            tag(out, 6, "TRICKS", &r.declarer_tricks.to_string());
        }
        None => tag(out, 6, "CONTRACT", "PASS"),
    }
}

/// The disagreements of an imported event with its file, as the importer reports them.
pub fn check_figures(event: &ClubEvent) -> Vec<Disagreement> {
    event.disagreements(&event.score())
}
