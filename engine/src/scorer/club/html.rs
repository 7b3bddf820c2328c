//! The results page of a club event: one self-contained HTML file for the club's website, with
//! the rankings, every traveller and the hand records with their double-dummy tables and par.
//! No script (its content security policy forbids any), one small style sheet inside that
//! prints well (a board never split over two pages) and reads on a phone (wide tables scroll
//! sideways, logical properties for right-to-left languages).
//!
//! Every text from the event — names, titles, the club — is escaped, so a crafted file cannot
//! put markup of its own on the page. Every word of the page's own comes from [`Labels`], which
//! the caller fills from the message catalogue in the reader's language: the engine writes no
//! English.

use super::score::{Points, score_text};
use super::xml::escape;
use super::{BoardScoring, ClubEvent, Outcome};
use crate::auction::Strain;
use crate::card::{Rank, Suit};
use crate::dd::DdTable;
use crate::game::BoardResult;
use crate::par::Par;
use crate::seat::{Seat, Side, Vulnerability};

/// The page's own words, in the reader's language (from the catalogue's `results.*`, `seat.*`,
/// `vul.*` and `strain.nt` keys).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Labels {
    /// The language's tag for `<html lang>`: "en", "fa".
    pub lang: String,
    /// True for a right-to-left language.
    pub right_to_left: bool,
    /// "Results": the title when the event has no name.
    pub results: String,
    /// "Ranking".
    pub ranking: String,
    /// "Section".
    pub section: String,
    /// "Place".
    pub place: String,
    /// "Pair".
    pub pair: String,
    /// "Team".
    pub team: String,
    /// "Names".
    pub names: String,
    /// "Boards" (played).
    pub boards: String,
    /// "Total".
    pub total: String,
    /// "Percentage".
    pub percentage: String,
    /// "Matchpoints".
    pub matchpoints: String,
    /// "IMPs".
    pub imps: String,
    /// "Victory points".
    pub victory_points: String,
    /// "Matches" (teams).
    pub matches: String,
    /// "Travellers".
    pub travellers: String,
    /// "Board".
    pub board: String,
    /// "Dealer".
    pub dealer: String,
    /// "Vulnerable".
    pub vulnerable: String,
    /// None, N-S, E-W, Both.
    pub vulnerability: [String; 4],
    /// North, East, South, West.
    pub seats: [String; 4],
    /// The two directions: N-S, E-W.
    pub sides: [String; 2],
    /// "Contract".
    pub contract: String,
    /// "Declarer".
    pub declarer: String,
    /// "Tricks".
    pub tricks: String,
    /// "Score".
    pub score: String,
    /// "Adjusted".
    pub adjusted: String,
    /// "Not played".
    pub not_played: String,
    /// "Passed out".
    pub passed_out: String,
    /// "Hand records".
    pub hand_records: String,
    /// "Double dummy".
    pub double_dummy: String,
    /// "Par".
    pub par: String,
    /// No-trumps as the language's players write it.
    pub no_trumps: String,
}

impl Labels {
    /// The labels from a catalogue: `get` looks a key up (`results.*`, `scorer.tab.*`,
    /// `scorer.rank`, `seat.*`, `vul.*`, `card.passed_out`, `strain.nt`); the first key it lacks
    /// is the error.
    pub fn from_catalogue(
        lang: &str,
        right_to_left: bool,
        get: impl Fn(&str) -> Option<String>,
    ) -> Result<Labels, String> {
        let get = |key: &str| get(key).ok_or_else(|| key.to_string());
        Ok(Labels {
            lang: lang.to_string(),
            right_to_left,
            results: get("results.title")?,
            ranking: get("scorer.tab.ranking")?,
            section: get("results.section")?,
            place: get("scorer.rank")?,
            pair: get("results.pair")?,
            team: get("results.team")?,
            names: get("results.names")?,
            boards: get("results.boards")?,
            total: get("results.total")?,
            percentage: get("results.percentage")?,
            matchpoints: get("results.matchpoints")?,
            imps: get("results.imps")?,
            victory_points: get("results.victory_points")?,
            matches: get("results.matches")?,
            travellers: get("scorer.tab.travellers")?,
            board: get("results.board")?,
            dealer: get("results.dealer")?,
            vulnerable: get("results.vulnerable")?,
            vulnerability: [
                get("vul.none")?,
                get("vul.ns")?,
                get("vul.ew")?,
                get("vul.both")?,
            ],
            seats: [
                get("seat.north")?,
                get("seat.east")?,
                get("seat.south")?,
                get("seat.west")?,
            ],
            sides: [get("vul.ns")?, get("vul.ew")?],
            contract: get("results.contract")?,
            declarer: get("results.declarer")?,
            tricks: get("results.tricks")?,
            score: get("results.score")?,
            adjusted: get("results.adjusted")?,
            not_played: get("results.not_played")?,
            passed_out: get("card.passed_out")?,
            hand_records: get("results.hand_records")?,
            double_dummy: get("results.double_dummy")?,
            par: get("results.par")?,
            no_trumps: get("strain.nt")?,
        })
    }
}

/// A board's double-dummy table and par, worked out by the caller (the solver takes time).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The board.
    pub board: u32,
    /// Tricks of each declarer in each strain.
    pub table: DdTable,
    /// The par score and contracts.
    pub par: Par,
}

const STYLE: &str = "\
:root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.4}
body{margin:0 auto;max-inline-size:60rem;padding:1rem}
h1{font-size:1.5rem;margin-block:0 .25rem}h2{font-size:1.25rem;margin-block:1.5rem .5rem}
h3{font-size:1.1rem;margin-block:1rem .5rem}
.scroll{overflow-x:auto}
table{border-collapse:collapse;margin-block-end:.75rem}
th,td{border:1px solid #8888;padding:.2rem .45rem;text-align:start}
td.n{text-align:end;font-variant-numeric:tabular-nums}
.board{break-inside:avoid;page-break-inside:avoid;border-block-start:1px solid #8888}
.deal{display:grid;grid-template-columns:repeat(3,auto);gap:.25rem 1rem;justify-content:start}
.deal div,.nowrap{white-space:nowrap}.red{color:#c00}
@media (prefers-color-scheme:dark){.red{color:#f66}}
@media print{body{max-inline-size:none;padding:0}.scroll{overflow:visible}a{color:inherit}}
";

/// A text cell: isolated, so a name in one script keeps its order in a page of another.
fn cell(out: &mut String, text: &str) {
    out.push_str("<td><bdi>");
    out.push_str(&escape(text));
    out.push_str("</bdi></td>");
}

/// A cell of two figures, "10–5": read left to right in any page, never broken.
fn pair_of_figures(out: &mut String, a: &str, b: &str) {
    out.push_str("<td class=\"n\"><bdi dir=\"ltr\" class=\"nowrap\">");
    out.push_str(&escape(&format!("{a}–{b}")));
    out.push_str("</bdi></td>");
}

/// A pair as the club calls it: "A3" when the evening has two sections (each numbers its own
/// pairs from 1), "3" otherwise.
fn pair_label(event: &ClubEvent, section: &str, number: u32) -> String {
    if event.sections().len() > 1 {
        format!("{section}{number}")
    } else {
        number.to_string()
    }
}

fn num(out: &mut String, text: &str) {
    out.push_str("<td class=\"n\">");
    out.push_str(&escape(text));
    out.push_str("</td>");
}

fn head(out: &mut String, cells: &[&str]) {
    out.push_str("<thead><tr>");
    for c in cells {
        out.push_str("<th>");
        out.push_str(&escape(c));
        out.push_str("</th>");
    }
    out.push_str("</tr></thead>");
}

fn strain_text(s: Strain, l: &Labels) -> String {
    match s.trump() {
        Some(suit) => suit.symbol().to_string(),
        None => l.no_trumps.clone(),
    }
}

fn seat_label(seat: Seat, l: &Labels) -> &str {
    &l.seats[seat.index()]
}

fn vul_label(v: Vulnerability, l: &Labels) -> &str {
    let i = match v {
        Vulnerability::None => 0,
        Vulnerability::NorthSouth => 1,
        Vulnerability::EastWest => 2,
        Vulnerability::Both => 3,
    };
    &l.vulnerability[i]
}

fn contract_text(r: &BoardResult, l: &Labels) -> (String, String, String) {
    match r.contract() {
        Some((c, d)) => (
            format!(
                "{}{}{}",
                c.level(),
                strain_text(c.strain(), l),
                c.doubling.code()
            ),
            seat_label(d, l).to_string(),
            r.declarer_tricks.to_string(),
        ),
        None => (l.passed_out.clone(), String::new(), String::new()),
    }
}

fn rank_text(r: Rank) -> String {
    if r == Rank::Ten {
        "10".into()
    } else {
        r.letter().to_string()
    }
}

fn points(p: Option<Points>) -> String {
    p.map(|p| p.fixed()).unwrap_or_default()
}

/// The results page of `event`, with the hand analyses given (boards without one show their
/// hands only).
pub fn results_page(event: &ClubEvent, labels: &Labels, analyses: &[Analysis]) -> String {
    let l = labels;
    let score = event.score();
    let title = if event.info.name.is_empty() {
        l.results.clone()
    } else {
        event.info.name.clone()
    };
    let mut out = String::with_capacity(64 * 1024);
    out.push_str(&format!(
        "<!DOCTYPE html>\n<html lang=\"{}\" dir=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n\
         <title>{}</title>\n<style>\n{STYLE}</style>\n</head>\n<body>\n<header>\n<h1>{}</h1>\n",
        escape(&l.lang),
        if l.right_to_left { "rtl" } else { "ltr" },
        escape(&title),
        escape(&title),
    ));
    let sub: Vec<&str> = [event.info.club.as_str(), event.info.date.as_str()]
        .into_iter()
        .filter(|t| !t.is_empty())
        .collect();
    if !sub.is_empty() {
        out.push_str(&format!("<p>{}</p>\n", escape(&sub.join(" · "))));
    }
    out.push_str("</header>\n<main>\n");
    let (unit, teams) = match event.rules.scoring {
        BoardScoring::Matchpoints(_) => (&l.matchpoints, false),
        BoardScoring::CrossImps => (&l.imps, false),
        BoardScoring::TeamImps(_) => (&l.victory_points, true),
    };
    let mp = matches!(event.rules.scoring, BoardScoring::Matchpoints(_));

    // Rankings.
    out.push_str(&format!("<section>\n<h2>{}</h2>\n", escape(&l.ranking)));
    for r in &score.rankings {
        let mut heading = Vec::new();
        if let Some(s) = &r.section {
            heading.push(format!("{} {}", l.section, s));
        }
        if let Some(d) = r.direction {
            heading.push(l.sides[usize::from(d == Side::EastWest)].clone());
        }
        if !heading.is_empty() {
            out.push_str(&format!("<h3>{}</h3>\n", escape(&heading.join(" · "))));
        }
        out.push_str("<div class=\"scroll\"><table>");
        let who = if teams { &l.team } else { &l.pair };
        let mut cols = vec![l.place.as_str(), who.as_str(), l.names.as_str()];
        cols.push(l.boards.as_str());
        cols.push(unit.as_str());
        if mp {
            cols.push(l.percentage.as_str());
        }
        if teams {
            cols.push(l.imps.as_str());
        }
        head(&mut out, &cols);
        out.push_str("<tbody>");
        for s in &r.standings {
            let names = event
                .entrant(&s.entrant.section, s.entrant.number)
                .map(|e| e.names())
                .unwrap_or_default();
            out.push_str("<tr>");
            num(&mut out, &s.place_text());
            num(
                &mut out,
                &pair_label(event, &s.entrant.section, s.entrant.number),
            );
            cell(&mut out, &names);
            num(&mut out, &s.boards.to_string());
            num(&mut out, &s.total.fixed());
            if mp {
                num(&mut out, &points(s.percentage));
            }
            if teams {
                num(&mut out, &points(s.imps));
            }
            out.push_str("</tr>");
        }
        out.push_str("</tbody></table></div>\n");
    }
    out.push_str("</section>\n");

    // Teams: each match's IMPs and victory points.
    if !score.matches.is_empty() {
        out.push_str(&format!("<section>\n<h2>{}</h2>\n", escape(&l.matches)));
        out.push_str("<div class=\"scroll\"><table>");
        head(
            &mut out,
            &[&l.team, &l.team, &l.boards, &l.imps, &l.victory_points],
        );
        out.push_str("<tbody>");
        let team = |n: u32, section: &str| {
            let name = event
                .entrant(section, n)
                .map(|e| e.names())
                .unwrap_or_default();
            format!("{n} {name}")
        };
        for m in &score.matches {
            out.push_str("<tr>");
            cell(&mut out, &team(m.teams.home, &m.teams.section));
            cell(&mut out, &team(m.teams.away, &m.teams.section));
            num(&mut out, &m.boards.to_string());
            pair_of_figures(&mut out, &m.home_imps.to_string(), &m.away_imps.to_string());
            pair_of_figures(&mut out, &m.home_vps.fixed(), &m.away_vps.fixed());
            out.push_str("</tr>");
        }
        out.push_str("</tbody></table></div>\n</section>\n");
    }

    // Boards: hand record, double dummy and par, traveller.
    out.push_str(&format!("<section>\n<h2>{}</h2>\n", escape(&l.travellers)));
    for (b, sb) in event.boards.iter().zip(&score.boards) {
        out.push_str(&format!(
            "<article class=\"board\" id=\"board-{}\">\n<h3>{} {}</h3>\n<p>{}: {} · {}: {}</p>\n",
            b.number,
            escape(&l.board),
            b.number,
            escape(&l.dealer),
            escape(seat_label(b.dealer, l)),
            escape(&l.vulnerable),
            escape(vul_label(b.vulnerability, l)),
        ));
        if let Some(deal) = &b.deal {
            out.push_str(&format!(
                "<div class=\"deal\" aria-label=\"{}\">",
                escape(&l.hand_records)
            ));
            // A compass: North at the top, West and East beside, South below.
            let place = [
                None,
                Some(Seat::North),
                None,
                Some(Seat::West),
                None,
                Some(Seat::East),
                None,
                Some(Seat::South),
                None,
            ];
            for p in place {
                out.push_str("<div>");
                if let Some(seat) = p {
                    out.push_str(&format!("<strong>{}</strong>", escape(seat_label(seat, l))));
                    let hand = deal.hand(seat);
                    for suit in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs] {
                        let ranks: Vec<String> = hand.ranks_desc(suit).map(rank_text).collect();
                        let class = if matches!(suit, Suit::Hearts | Suit::Diamonds) {
                            " class=\"red\""
                        } else {
                            ""
                        };
                        out.push_str(&format!(
                            "<br><span{class}>{}</span> {}",
                            suit.symbol(),
                            if ranks.is_empty() {
                                "—".to_string()
                            } else {
                                ranks.join(" ")
                            }
                        ));
                    }
                }
                out.push_str("</div>");
            }
            out.push_str("</div>\n");
        }
        if let Some(a) = analyses.iter().find(|a| a.board == b.number) {
            out.push_str(&format!(
                "<div class=\"scroll\"><table><caption>{}</caption>",
                escape(&l.double_dummy)
            ));
            out.push_str("<thead><tr><th></th>");
            let strains = [
                Strain::NoTrump,
                Strain::Spades,
                Strain::Hearts,
                Strain::Diamonds,
                Strain::Clubs,
            ];
            for s in strains {
                out.push_str(&format!("<th>{}</th>", escape(&strain_text(s, l))));
            }
            out.push_str("</tr></thead><tbody>");
            for seat in [Seat::North, Seat::South, Seat::East, Seat::West] {
                out.push_str(&format!("<tr><th>{}</th>", escape(seat_label(seat, l))));
                for s in strains {
                    num(&mut out, &a.table.get(s, seat).to_string());
                }
                out.push_str("</tr>");
            }
            out.push_str("</tbody></table></div>\n");
            let contracts: Vec<String> = a
                .par
                .contracts
                .iter()
                .map(|c| {
                    let seats: Vec<&str> = match c.declarers {
                        crate::par::Declarers::Seat(s) => vec![seat_label(s, l)],
                        crate::par::Declarers::Side(Side::NorthSouth) => {
                            vec![seat_label(Seat::North, l), seat_label(Seat::South, l)]
                        }
                        crate::par::Declarers::Side(Side::EastWest) => {
                            vec![seat_label(Seat::East, l), seat_label(Seat::West, l)]
                        }
                    };
                    format!(
                        "{}{}{} {}",
                        c.contract.level(),
                        strain_text(c.contract.strain(), l),
                        c.contract.doubling.code(),
                        seats.join("/")
                    )
                })
                .collect();
            out.push_str(&format!(
                "<p>{}: {}{}</p>\n",
                escape(&l.par),
                a.par.score,
                if contracts.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", escape(&contracts.join(", ")))
                }
            ));
        }
        out.push_str("<div class=\"scroll\"><table>");
        // A teams traveller shows each board's IMPs; the ranking shows the victory points.
        let line_unit = if teams { &l.imps } else { unit };
        let ns_unit = format!("{} {}", line_unit, l.sides[0]);
        let ew_unit = format!("{} {}", line_unit, l.sides[1]);
        head(
            &mut out,
            &[
                &l.sides[0],
                &l.sides[1],
                &l.contract,
                &l.declarer,
                &l.tricks,
                &l.score,
                &ns_unit,
                &ew_unit,
            ],
        );
        out.push_str("<tbody>");
        for (line, sl) in b.lines.iter().zip(&sb.lines) {
            out.push_str("<tr>");
            num(
                &mut out,
                &pair_label(event, &line.section, line.north_south),
            );
            num(&mut out, &pair_label(event, &line.section, line.east_west));
            let (c, d, t) = match &line.outcome {
                Outcome::Played(r) => contract_text(r, l),
                Outcome::Assigned(parts) => {
                    let text: Vec<String> = parts
                        .iter()
                        .map(|w| {
                            let (c, d, t) = contract_text(&w.result, l);
                            format!("{}% {c} {d} {t}", w.percent)
                        })
                        .collect();
                    (
                        format!("{} {}", l.adjusted, text.join(" + ")),
                        String::new(),
                        String::new(),
                    )
                }
                Outcome::Artificial { .. } => (l.adjusted.clone(), String::new(), String::new()),
                Outcome::NotPlayed => (l.not_played.clone(), String::new(), String::new()),
            };
            cell(&mut out, &c);
            cell(&mut out, &d);
            num(&mut out, &t);
            num(&mut out, &score_text(&line.outcome, sl.north_south_score));
            num(&mut out, &points(sl.north_south));
            num(&mut out, &points(sl.east_west));
            out.push_str("</tr>");
        }
        out.push_str("</tbody></table></div>\n</article>\n");
    }
    out.push_str("</section>\n</main>\n</body>\n</html>\n");
    out
}
