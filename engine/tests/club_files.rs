//! Results files of club evenings (USEBIO, PBN with score tables), written by hand for these
//! tests from the published formats, read and recomputed to the last printed digit.
//!
//! `data/club/usebio-pairs.xml`, worked by hand: three tables, two winners, top 4.
//! Board 1 (none vul): 1 v 4 4♠= +420, 2 v 5 4♠+1 +450, 3 v 6 A60/A40. Two real results
//! factored to three, (MP + 1) × 3 / 2 − 1: +420 0 → 0.50 (E-W 3.50), +450 2 → 3.50 (0.50);
//! A60 is 2.40 of 4, A40 1.60. Board 2 (N-S vul): +600, −100, +600: 3, 0, 3 (E-W 1, 4, 1).
//! N-S: 1 3.50 43.75 % 2=, 2 3.50 43.75 % 2=, 3 5.40 67.50 % 1. E-W: 4 4.50 56.25 % 1=,
//! 5 4.50 56.25 % 1=, 6 2.60 32.50 % 3.

use bridge_engine::scorer::club::{
    Artificial, BoardScoring, EntrantKey, Outcome, Published, Winners, usebio,
};
use bridge_engine::scoring::matchpoints::MatchpointScale;

const USEBIO: &str = include_str!("data/club/usebio-pairs.xml");

#[test]
fn a_usebio_file_is_read_and_agrees_to_the_last_digit() {
    let e = usebio::read(USEBIO).unwrap();
    assert_eq!(e.info.name, "Tuesday Pairs & Supper");
    assert_eq!(e.info.club, "Riverside Bridge Club");
    assert_eq!(e.info.date, "01/12/2026");
    assert_eq!(e.rules.winners, Winners::TwoWinners);
    assert_eq!(
        e.rules.scoring,
        BoardScoring::Matchpoints(MatchpointScale::TwoPerWin)
    );
    assert_eq!(e.entrants.len(), 6);
    assert_eq!(e.entrants[1].players[0], "<script>alert(1)</script>");
    assert_eq!(
        e.boards[0].lines[2].outcome,
        Outcome::Artificial {
            north_south: Artificial::Plus,
            east_west: Artificial::Minus
        }
    );
    assert!(e.boards[0].deal.is_some());
    let score = e.score();
    assert_eq!(e.disagreements(&score), vec![]);
    let places: Vec<(u32, String, String)> = score
        .rankings
        .iter()
        .flat_map(|r| &r.standings)
        .map(|s| {
            (
                s.entrant.number,
                s.place_text(),
                s.percentage.unwrap().fixed(),
            )
        })
        .collect();
    let row = |n, p: &str, pc: &str| (n, p.to_string(), pc.to_string());
    assert_eq!(
        places,
        vec![
            row(3, "1", "67.50"),
            row(1, "2=", "43.75"),
            row(2, "2=", "43.75"),
            row(4, "1=", "56.25"),
            row(5, "1=", "56.25"),
            row(6, "3", "32.50"),
        ]
    );
}

#[test]
fn a_figure_the_file_gets_wrong_is_reported_with_both_values() {
    let wrong = USEBIO.replacen(
        "<NS_MATCH_POINTS>0.50</NS_MATCH_POINTS>",
        "<NS_MATCH_POINTS>0.75</NS_MATCH_POINTS>",
        1,
    );
    let e = usebio::read(&wrong).unwrap();
    let d = e.disagreements(&e.score());
    assert_eq!(d.len(), 1, "{d:?}");
    let line = d[0].line.as_ref().unwrap();
    assert_eq!((line.board, line.north_south, line.east_west), (1, 1, 4));
    assert_eq!((d[0].file.as_str(), d[0].app.as_str()), ("0.75", "0.5"));
    // The file's own figure is kept as it was printed.
    assert_eq!(e.published.lines[line].north_south.as_deref(), Some("0.75"));
    let place = USEBIO.replacen("<PLACE>3</PLACE>", "<PLACE>2</PLACE>", 1);
    let e = usebio::read(&place).unwrap();
    let d = e.disagreements(&e.score());
    assert_eq!(d.len(), 1);
    assert_eq!(
        d[0].entrant,
        Some(EntrantKey {
            section: "A".into(),
            number: 6
        })
    );
    assert_eq!(
        (d[0].what, d[0].file.as_str(), d[0].app.as_str()),
        ("place", "2", "3")
    );
}

#[test]
fn the_acbl_scale_is_taken_from_the_files_figures() {
    let acbl = USEBIO
        .replace("<NS_MATCH_POINTS>0.50<", "<NS_MATCH_POINTS>0.25<")
        .replace("<EW_MATCH_POINTS>3.50<", "<EW_MATCH_POINTS>1.75<")
        .replace("<NS_MATCH_POINTS>3.50<", "<NS_MATCH_POINTS>1.75<")
        .replace("<EW_MATCH_POINTS>0.50<", "<EW_MATCH_POINTS>0.25<")
        .replace("<NS_MATCH_POINTS>2.40<", "<NS_MATCH_POINTS>1.20<")
        .replace("<EW_MATCH_POINTS>1.60<", "<EW_MATCH_POINTS>0.80<")
        .replace("<NS_MATCH_POINTS>3.00<", "<NS_MATCH_POINTS>1.50<")
        .replace("<EW_MATCH_POINTS>1.00<", "<EW_MATCH_POINTS>0.50<")
        .replace("<EW_MATCH_POINTS>4.00<", "<EW_MATCH_POINTS>2.00<")
        .replace("<TOTAL_SCORE>3.50<", "<TOTAL_SCORE>1.75<")
        .replace("<TOTAL_SCORE>5.40<", "<TOTAL_SCORE>2.70<")
        .replace("<TOTAL_SCORE>4.50<", "<TOTAL_SCORE>2.25<")
        .replace("<TOTAL_SCORE>2.60<", "<TOTAL_SCORE>1.30<");
    let e = usebio::read(&acbl).unwrap();
    assert_eq!(
        e.rules.scoring,
        BoardScoring::Matchpoints(MatchpointScale::OnePerWin)
    );
    assert_eq!(e.disagreements(&e.score()), vec![]);
}

#[test]
fn usebio_written_and_read_again_is_the_same_evening() {
    let e = usebio::read(USEBIO).unwrap();
    let written = usebio::write(&e);
    let again = usebio::read(&written).unwrap();
    assert_eq!(again.disagreements(&again.score()), vec![]);
    let strip = |mut x: bridge_engine::scorer::club::ClubEvent| {
        x.published = Published::default();
        x.info.program = String::new();
        x
    };
    assert_eq!(strip(again), strip(e));
    // Names are escaped in the file.
    assert!(written.contains("&lt;script&gt;"));
    assert!(!written.contains("<script>"));
}

#[test]
fn files_that_break_the_format_name_the_element_and_import_nothing() {
    let cases = [
        (
            USEBIO.replacen("<TRICKS>10</TRICKS>", "<TRICKS>14</TRICKS>", 1),
            "CONTRACT",
        ),
        (
            USEBIO.replacen("<PLAYED_BY>N</PLAYED_BY>", "<PLAYED_BY>Q</PLAYED_BY>", 1),
            "CONTRACT",
        ),
        (
            USEBIO.replacen(
                "<EW_PAIR_NUMBER>4</EW_PAIR_NUMBER>",
                "<EW_PAIR_NUMBER>x</EW_PAIR_NUMBER>",
                1,
            ),
            "EW_PAIR_NUMBER",
        ),
        (
            USEBIO.replacen(
                "<EW_PAIR_NUMBER>4</EW_PAIR_NUMBER>",
                "<EW_PAIR_NUMBER>40</EW_PAIR_NUMBER>",
                1,
            ),
            "EVENT",
        ),
        (USEBIO.replacen("</BOARD>", "", 1), "SECTION"),
        (
            USEBIO.replacen("EVENT_TYPE=\"MP_PAIRS\"", "EVENT_TYPE=\"SWISS_TEAMS\"", 1),
            "BOARD_SCORING_METHOD",
        ),
        (USEBIO.replacen("<SPADES>AKQJ<", "<SPADES>AKQ<", 1), "BOARD"),
    ];
    for (text, element) in cases {
        let err = usebio::read(&text).unwrap_err();
        assert_eq!(err.element, element, "{err}");
        assert!(err.line > 0, "{err}");
    }
}

const PBN: &str = include_str!("data/club/pbn-results.pbn");

#[test]
fn a_pbn_results_file_reads_as_the_same_evening() {
    use bridge_engine::scorer::club::pbn_results;
    let p = pbn_results::read(PBN).unwrap();
    assert_eq!(p.disagreements(&p.score()), vec![]);
    assert_eq!(p.info.name, "Tuesday Pairs");
    assert_eq!(p.info.club, "Riverside Bridge Club");
    assert_eq!(p.rules.winners, Winners::TwoWinners);
    assert_eq!(
        p.entrants[1].players,
        ["<script>alert(1)</script>", "Dee O'Dell"]
    );
    // Both header forms were read: board 2's lines have their rounds and tables.
    assert_eq!(p.boards[1].lines[2].table, Some(3));
    let u = usebio::read(USEBIO).unwrap();
    assert_eq!(p.score(), u.score());
    assert_eq!(p.boards[0].deal, u.boards[0].deal);
    // Written and read again: the same evening, agreeing with its own figures.
    let again = pbn_results::read(&pbn_results::write(&p)).unwrap();
    assert_eq!(again.disagreements(&again.score()), vec![]);
    assert_eq!(again.boards, p.boards);
    assert_eq!(again.entrants, p.entrants);
    assert_eq!(again.rules, p.rules);
    // A USEBIO evening written as PBN and read back scores the same.
    let cross = pbn_results::read(&pbn_results::write(&u)).unwrap();
    assert_eq!(cross.score(), u.score());
}

#[test]
fn pbn_results_that_break_the_format_name_the_table_and_row() {
    use bridge_engine::scorer::club::pbn_results;
    let short = PBN.replacen(
        " 1  2  2  5 4S    N 11    450  3.50  0.50",
        " 1  2  2  5 4S",
        1,
    );
    let err = pbn_results::read(&short).unwrap_err();
    assert_eq!(err.element, "ScoreTable");
    assert!(err.message.contains("row 2"), "{err}");
    let tricks = PBN.replacen("4S    N 10", "4S    N 15", 1);
    let err = pbn_results::read(&tricks).unwrap_err();
    assert!(err.message.contains("row 1"), "{err}");
    let twice = PBN.replacen("NS \"2=\"  1", "NS \"2=\"  3", 1);
    let err = pbn_results::read(&twice).unwrap_err();
    assert_eq!(err.element, "TotalScoreTable");
    let broken = PBN.replacen("[Board \"2\"]", "[Board \"2\"", 1);
    assert_eq!(pbn_results::read(&broken).unwrap_err().element, "PBN");
}

#[test]
fn the_results_page_escapes_every_text_and_writes_only_the_labels_given() {
    use bridge_engine::dd::DdTable;
    use bridge_engine::par::Par;
    use bridge_engine::scorer::club::html::{Analysis, Labels, results_page};
    let mut e = usebio::read(USEBIO).unwrap();
    e.info.club = "<a href=\"http://evil\">x</a>".into();
    // Every label a marker: the page must show each, and no word of its own.
    let m = |s: &str| format!("«{s}»");
    let labels = Labels {
        lang: "fa".into(),
        right_to_left: true,
        results: m("results"),
        ranking: m("ranking"),
        section: m("section"),
        place: m("place"),
        pair: m("pair"),
        team: m("team"),
        names: m("names"),
        boards: m("boards"),
        total: m("total"),
        percentage: m("percentage"),
        matchpoints: m("mp"),
        imps: m("imps"),
        victory_points: m("vp"),
        matches: m("matches"),
        travellers: m("travellers"),
        board: m("board"),
        dealer: m("dealer"),
        vulnerable: m("vulnerable"),
        vulnerability: [m("none"), m("ns"), m("ew"), m("both")],
        seats: [m("N"), m("E"), m("S"), m("W")],
        sides: [m("NS"), m("EW")],
        contract: m("contract"),
        declarer: m("declarer"),
        tricks: m("tricks"),
        score: m("score"),
        adjusted: m("adjusted"),
        not_played: m("not played"),
        passed_out: m("passed out"),
        hand_records: m("hands"),
        double_dummy: m("dd"),
        par: m("par"),
        no_trumps: m("nt"),
    };
    let analysis = Analysis {
        board: 1,
        table: DdTable {
            tricks: [[13, 0, 13, 0]; 5],
        },
        par: Par {
            score: 2220,
            contracts: Vec::new(),
        },
    };
    let page = results_page(&e, &labels, &[analysis]);
    assert!(page.starts_with("<!DOCTYPE html>\n<html lang=\"fa\" dir=\"rtl\">"));
    assert!(!page.contains("<script"), "a name's markup got through");
    assert!(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(!page.contains("<a href"));
    assert!(page.contains("default-src 'none'"));
    for word in [
        "ranking",
        "place",
        "pair",
        "names",
        "boards",
        "mp",
        "percentage",
        "travellers",
        "board",
        "dealer",
        "vulnerable",
        "none",
        "ns",
        "N",
        "NS",
        "contract",
        "declarer",
        "tricks",
        "score",
        "adjusted",
        "hands",
        "dd",
        "par",
        "nt",
    ] {
        assert!(page.contains(&m(word)), "{word}");
    }
    // Outside the markup and the event's own texts, no letters but the labels'.
    let mut text = String::new();
    let mut in_tag = false;
    for c in page.split("</style>").nth(1).unwrap().chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    // The labels out first (each between « and »).
    let mut rest = text;
    while let Some(a) = rest.find('«') {
        let b = rest[a..]
            .find('»')
            .map_or(rest.len(), |b| a + b + '»'.len_utf8());
        rest.replace_range(a..b, " ");
    }
    for own in e.entrants.iter().flat_map(|x| x.players.clone()).chain([
        "Tuesday Pairs &amp; Supper".to_string(),
        "Riverside Bridge Club".into(),
        "&lt;a href=&quot;http://evil&quot;&gt;x&lt;/a&gt;".into(),
        "&lt;script&gt;alert(1)&lt;/script&gt;".into(),
        "Dee O&apos;Dell".into(),
        "&amp;".into(),
        "A6040".into(),
    ]) {
        rest = rest.replace(&own, " ");
    }
    // Card ranks (A K Q J) and doubling (X) are the game's own signs, not English.
    let words: Vec<&str> = rest
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty() && !["A", "K", "Q", "J", "X", "XX"].contains(w))
        .collect();
    assert!(words.is_empty(), "English in the page: {words:?}");
}

/// Two sections of three tables on one board set, written and read back in each convention:
/// the reader finds from the file's own figures whether the sections were matchpointed across
/// the field or apart, and the scale, and the cross-IMP form.
#[test]
fn conventions_are_found_again_from_the_written_figures() {
    use bridge_engine::scorer::club::{
        BoardRecord, ClubEvent, Entrant, Field, Line, Rules, pbn_results,
    };
    use bridge_engine::seat::{Seat, Side, Vulnerability};
    use bridge_engine::{AuctionResult, BoardResult, Contract};
    let result = |tricks: u8| BoardResult {
        outcome: AuctionResult::Contract {
            contract: "4S".parse::<Contract>().unwrap(),
            declarer: Seat::North,
        },
        declarer_tricks: tricks,
    };
    let mut entrants = Vec::new();
    let mut lines = Vec::new();
    for (s, tricks) in [("A", [10, 11, 9]), ("B", [9, 10, 10])] {
        for t in 1..=3u32 {
            for (n, side) in [(t, Side::NorthSouth), (t + 3, Side::EastWest)] {
                entrants.push(Entrant {
                    section: s.into(),
                    number: n,
                    players: vec![format!("{s}{n} one"), format!("{s}{n} two")],
                    team_name: String::new(),
                    direction: Some(side),
                });
            }
            lines.push(Line {
                section: s.into(),
                north_south: t,
                east_west: t + 3,
                round: None,
                table: Some(t),
                outcome: Outcome::Played(result(tricks[t as usize - 1])),
            });
        }
    }
    entrants.sort_by(|a, b| (&a.section, a.number).cmp(&(&b.section, b.number)));
    let rules_of = [
        (
            BoardScoring::Matchpoints(MatchpointScale::TwoPerWin),
            Field::AcrossSections,
        ),
        (
            BoardScoring::Matchpoints(MatchpointScale::TwoPerWin),
            Field::PerSection,
        ),
        (
            BoardScoring::Matchpoints(MatchpointScale::OnePerWin),
            Field::AcrossSections,
        ),
        (BoardScoring::CrossImps, Field::AcrossSections),
    ];
    for (scoring, field) in rules_of {
        let event = ClubEvent {
            rules: Rules {
                scoring,
                field,
                ..Rules::default()
            },
            entrants: entrants.clone(),
            boards: vec![BoardRecord {
                number: 1,
                dealer: Seat::North,
                vulnerability: Vulnerability::None,
                deal: None,
                lines: lines.clone(),
            }],
            ..ClubEvent::default()
        };
        event.check().unwrap();
        for (name, back) in [
            ("usebio", usebio::read(&usebio::write(&event))),
            ("pbn", pbn_results::read(&pbn_results::write(&event))),
        ] {
            let back = back.unwrap_or_else(|e| panic!("{name} {scoring:?} {field:?}: {e}"));
            assert_eq!(back.rules, event.rules, "{name} {scoring:?} {field:?}");
            assert_eq!(back.disagreements(&back.score()), vec![], "{name}");
            assert_eq!(back.score(), event.score(), "{name}");
        }
    }
}

/// Hostile files: an entity bomb, an external entity, deep nesting and a very large file are
/// refused quickly, naming the line, and import nothing.
#[test]
fn hostile_results_files_are_refused_quickly() {
    use bridge_engine::scorer::club::pbn_results;
    use std::time::{Duration, Instant};
    let bomb = USEBIO.replacen(
        "<!DOCTYPE USEBIO SYSTEM \"usebio_v1_2.dtd\">",
        "<!DOCTYPE USEBIO [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]>",
        1,
    );
    let external = USEBIO.replacen(
        "<!DOCTYPE USEBIO SYSTEM \"usebio_v1_2.dtd\">",
        "<!DOCTYPE USEBIO [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>",
        1,
    );
    let undeclared = USEBIO.replacen("Ann Archer", "&x;", 1);
    let deep = USEBIO.replacen(
        "<CLUB_NAME>",
        &("<X>".repeat(10_000) + &"</X>".repeat(10_000) + "<CLUB_NAME>"),
        1,
    );
    let huge = USEBIO.replacen("Ann Archer", &"A".repeat(5 * 1024 * 1024), 1);
    for (name, text, line) in [
        ("bomb", bomb, 2),
        ("external", external, 2),
        ("undeclared entity", undeclared, 20),
        ("deep", deep, 8),
        ("huge", huge, 0),
    ] {
        let start = Instant::now();
        let err = usebio::read(&text).unwrap_err();
        assert!(start.elapsed() < Duration::from_secs(1), "{name}");
        assert_eq!(err.element, "XML", "{name}: {err}");
        assert_eq!(err.line, line, "{name}: {err}");
    }
    let huge_pbn = PBN.replacen("Eve Evans", &"E".repeat(5 * 1024 * 1024), 1);
    let start = Instant::now();
    let _ = pbn_results::read(&huge_pbn);
    assert!(start.elapsed() < Duration::from_secs(5));
}
