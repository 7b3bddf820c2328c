//! The scoring of a club event against figures worked out by hand.

use super::*;
use crate::auction::{Doubling, Strain};
use crate::scorer::DealEntry;

fn played(level: u8, strain: Strain, doubling: Doubling, by: Seat, tricks: u8) -> BoardResult {
    DealEntry::played(level, strain, doubling, by, tricks)
        .result()
        .unwrap()
}

fn pair(section: &str, number: u32, direction: Option<Side>) -> Entrant {
    Entrant {
        section: section.into(),
        number,
        players: vec![format!("Player {number}a"), format!("Player {number}b")],
        team_name: String::new(),
        direction,
    }
}

fn line(section: &str, ns: u32, ew: u32, outcome: Outcome) -> Line {
    Line {
        section: section.into(),
        north_south: ns,
        east_west: ew,
        round: None,
        table: None,
        outcome,
    }
}

/// The rule reference's matchpoint traveller (§8.3), board 1, none vulnerable: 4♠= N, 3NT+1 S,
/// 5♣X−3 E, 4♠= N, 4♠+1 N, 5♠−1 N, 3♠+1 N; N-S 1-7 against E-W 8, 13, 11, 9, 14, 12, 10.
fn reference_lines() -> Vec<Line> {
    use Strain::*;
    let (n, s, e) = (Seat::North, Seat::South, Seat::East);
    let u = Doubling::Undoubled;
    [
        (1, 8, played(4, Spades, u, n, 10)),
        (2, 13, played(3, NoTrump, u, s, 10)),
        (3, 11, played(5, Clubs, Doubling::Doubled, e, 8)),
        (4, 9, played(4, Spades, u, n, 10)),
        (5, 14, played(4, Spades, u, n, 11)),
        (6, 12, played(5, Spades, u, n, 10)),
        (7, 10, played(3, Spades, u, n, 10)),
    ]
    .into_iter()
    .map(|(ns, ew, r)| line("A", ns, ew, Outcome::Played(r)))
    .collect()
}

fn mitchell_pairs(section: &str, tables: u32) -> Vec<Entrant> {
    (1..=2 * tables)
        .map(|p| {
            let side = if p <= tables {
                Side::NorthSouth
            } else {
                Side::EastWest
            };
            pair(section, p, Some(side))
        })
        .collect()
}

fn event(lines: Vec<Line>, scoring: BoardScoring) -> ClubEvent {
    ClubEvent {
        info: EventInfo::default(),
        form: Form::Pairs,
        rules: Rules {
            scoring,
            ..Rules::default()
        },
        entrants: mitchell_pairs("A", 7),
        boards: vec![BoardRecord {
            number: 1,
            dealer: Seat::North,
            vulnerability: Vulnerability::None,
            deal: None,
            lines,
        }],
        published: Published::default(),
        corrections: Vec::new(),
    }
}

/// Each line's North-South and East-West points, as text.
fn points(e: &ClubEvent) -> Vec<(String, String)> {
    e.check().unwrap();
    e.score().boards[0]
        .lines
        .iter()
        .map(|l| {
            let t = |p: Option<Points>| p.map_or("-".into(), |p| p.fixed());
            (t(l.north_south), t(l.east_west))
        })
        .collect()
}

fn expect(e: &ClubEvent, rows: &[(&str, &str)]) {
    let got = points(e);
    let want: Vec<(String, String)> = rows
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    assert_eq!(got, want);
}

#[test]
fn the_reference_traveller_on_both_scales() {
    let ebu = event(
        reference_lines(),
        BoardScoring::Matchpoints(MatchpointScale::TwoPerWin),
    );
    expect(
        &ebu,
        &[
            ("5.00", "7.00"),
            ("8.00", "4.00"),
            ("12.00", "0.00"),
            ("5.00", "7.00"),
            ("10.00", "2.00"),
            ("0.00", "12.00"),
            ("2.00", "10.00"),
        ],
    );
    let acbl = event(
        reference_lines(),
        BoardScoring::Matchpoints(MatchpointScale::OnePerWin),
    );
    expect(
        &acbl,
        &[
            ("2.50", "3.50"),
            ("4.00", "2.00"),
            ("6.00", "0.00"),
            ("2.50", "3.50"),
            ("5.00", "1.00"),
            ("0.00", "6.00"),
            ("1.00", "5.00"),
        ],
    );
}

/// Table 7's line replaced: by a board not played, then by average-plus to N-S and
/// average-minus to E-W. Six real results factored to seven, (MP + 1) × 7 / 6 − 1, by hand:
/// +420 scores 3 of 10 → 3.67 (E-W 8.33); +430 6 → 7.17; +500 10 → 11.83; +450 8 → 9.50;
/// −50 0 → 0.17. A60 of a top of 12 is 7.20, A40 4.80.
#[test]
fn neuberg_factors_a_board_not_played_and_an_artificial_score() {
    let factored = [
        ("3.67", "8.33"),
        ("7.17", "4.83"),
        ("11.83", "0.17"),
        ("3.67", "8.33"),
        ("9.50", "2.50"),
        ("0.17", "11.83"),
    ];
    let mut lines = reference_lines();
    lines[6].outcome = Outcome::NotPlayed;
    let not_played = event(lines.clone(), BoardScoring::default());
    let mut rows = factored.to_vec();
    rows.push(("-", "-"));
    expect(&not_played, &rows);

    lines[6].outcome = Outcome::Artificial {
        north_south: Artificial::Plus,
        east_west: Artificial::Minus,
    };
    let adjusted = event(lines.clone(), BoardScoring::default());
    let mut rows = factored.to_vec();
    rows.push(("7.20", "4.80"));
    expect(&adjusted, &rows);

    // A split artificial score: both sides average-plus.
    lines[6].outcome = Outcome::Artificial {
        north_south: Artificial::Plus,
        east_west: Artificial::Plus,
    };
    let split = event(lines, BoardScoring::default());
    assert_eq!(points(&split)[6], ("7.20".into(), "7.20".into()));
}

/// Three results: +420, +450, and an assigned score of 50% of 4♠= (+420) and 50% of 4♠−1
/// (−50). Top 4. +420: 0 against +450, ½×1 + ½×2 against the split = 1.5. +450: 2 + 2 = 4.
/// The split: ½ × (1 + 0) + ½ × (0 + 0) = 0.5. E-W: 2.5, 0, 3.5.
#[test]
fn a_weighted_assigned_score_is_compared_part_by_part() {
    let u = Doubling::Undoubled;
    let lines = vec![
        line(
            "A",
            1,
            8,
            Outcome::Played(played(4, Strain::Spades, u, Seat::North, 10)),
        ),
        line(
            "A",
            2,
            9,
            Outcome::Played(played(4, Strain::Spades, u, Seat::North, 11)),
        ),
        line(
            "A",
            3,
            10,
            Outcome::Assigned(vec![
                Weighted {
                    percent: 50,
                    result: played(4, Strain::Spades, u, Seat::North, 10),
                },
                Weighted {
                    percent: 50,
                    result: played(4, Strain::Spades, u, Seat::North, 9),
                },
            ]),
        ),
    ];
    let e = event(lines, BoardScoring::default());
    expect(&e, &[("1.50", "2.50"), ("4.00", "0.00"), ("0.50", "3.50")]);
    assert_eq!(e.score().boards[0].lines[2].north_south_score, None);
}

/// +420, +450, −50: +420 is −1 and +10 IMPs, 4.5; +450 +1 and +11, 6; −50 −10 and −11, −10.5.
#[test]
fn cross_imps_divide_by_the_comparisons() {
    let u = Doubling::Undoubled;
    let lines = vec![
        line(
            "A",
            1,
            8,
            Outcome::Played(played(4, Strain::Spades, u, Seat::North, 10)),
        ),
        line(
            "A",
            2,
            9,
            Outcome::Played(played(4, Strain::Spades, u, Seat::North, 11)),
        ),
        line(
            "A",
            3,
            10,
            Outcome::Played(played(4, Strain::Spades, u, Seat::North, 9)),
        ),
        line(
            "A",
            4,
            11,
            Outcome::Artificial {
                north_south: Artificial::Minus,
                east_west: Artificial::Plus,
            },
        ),
    ];
    let e = event(lines, BoardScoring::CrossImps);
    expect(
        &e,
        &[
            ("4.50", "-4.50"),
            ("6.00", "-6.00"),
            ("-10.50", "10.50"),
            ("-3.00", "3.00"),
        ],
    );
}

#[test]
fn points_round_half_away_from_zero_and_compare_to_the_printed_digit() {
    let cases = [
        (1, 8, 2, "0.13"),
        (-1, 8, 2, "-0.13"),
        (625, 100, 1, "6.3"),
        (2, 3, 2, "0.67"),
        (7, 1, 0, "7"),
    ];
    for (num, den, d, text) in cases {
        assert_eq!(Points::from_ratio(num, den, d).fixed(), text, "{num}/{den}");
    }
    let p = Points::from_ratio(6250, 100, 2);
    assert!(p.matches_printed("62.50"));
    assert!(p.matches_printed("62.5"));
    assert!(!p.matches_printed("62.51"));
    assert!(!p.matches_printed("sixty"));
    // Fewer printed digits: 62.50 shows as 63 (half-up) with none.
    assert!(p.matches_printed("63"));
    assert_eq!(score::parse_decimal("\u{2212}3.5"), Some((-35, 1)));
    assert_eq!(Points::from_ratio(-1, 10_000, 2).to_string(), "0");
}

/// Two boards, four pairs, N-S 1-2 and E-W 3-4, both boards played twice. Board 1: 1 v 3
/// +420, 2 v 4 +420 (1 each). Board 2: 1 v 4 +100, 2 v 3 +50 (2 to pairs 1 and 3, 0 to 2 and 4).
/// Pairs 1 and 3: 3 of 4, 75.00%; pairs 2 and 4: 1 of 4, 25.00%.
#[test]
fn two_winners_percentages_and_a_tie() {
    let u = Doubling::Undoubled;
    let r420 = played(4, Strain::Spades, u, Seat::North, 10);
    let boards = vec![
        BoardRecord {
            number: 1,
            dealer: Seat::North,
            vulnerability: Vulnerability::None,
            deal: None,
            lines: vec![
                line("A", 1, 3, Outcome::Played(r420)),
                line("A", 2, 4, Outcome::Played(r420)),
            ],
        },
        BoardRecord {
            number: 2,
            dealer: Seat::East,
            vulnerability: Vulnerability::NorthSouth,
            deal: None,
            lines: vec![
                line(
                    "A",
                    1,
                    4,
                    Outcome::Played(played(4, Strain::Hearts, u, Seat::East, 8)),
                ),
                line(
                    "A",
                    2,
                    3,
                    Outcome::Played(played(3, Strain::Hearts, u, Seat::East, 8)),
                ),
            ],
        },
    ];
    let mut e = ClubEvent {
        entrants: mitchell_pairs("A", 2),
        boards,
        ..ClubEvent::default()
    };
    e.check().unwrap();
    let s = e.score();
    let table: Vec<(u32, String, String, String)> = s
        .rankings
        .iter()
        .flat_map(|r| &r.standings)
        .map(|s| {
            (
                s.entrant.number,
                s.place_text(),
                s.total.fixed(),
                s.percentage.unwrap().fixed(),
            )
        })
        .collect();
    assert_eq!(
        table,
        vec![
            (1, "1".into(), "3.00".into(), "75.00".into()),
            (2, "2".into(), "1.00".into(), "25.00".into()),
            (3, "1".into(), "3.00".into(), "75.00".into()),
            (4, "2".into(), "1.00".into(), "25.00".into()),
        ]
    );
    // One winner: 1 and 3 share first, 2 and 4 third.
    e.rules.winners = Winners::OneWinner;
    let places: Vec<(u32, String)> = e.score().rankings[0]
        .standings
        .iter()
        .map(|s| (s.entrant.number, s.place_text()))
        .collect();
    assert_eq!(
        places,
        vec![
            (1, "1=".into()),
            (3, "1=".into()),
            (2, "3=".into()),
            (4, "3=".into())
        ]
    );
}

/// Sections A and B, three tables each, on one board: across the field there are six
/// results (top 10), per section three (top 4).
#[test]
fn two_sections_across_the_field_or_apart() {
    let u = Doubling::Undoubled;
    let tricks = [10, 11, 9];
    let mut lines = Vec::new();
    for s in ["A", "B"] {
        for (t, tricks) in tricks.iter().enumerate() {
            let t = t as u32 + 1;
            lines.push(line(
                s,
                t,
                t + 3,
                Outcome::Played(played(4, Strain::Spades, u, Seat::North, *tricks)),
            ));
        }
    }
    let mut entrants = mitchell_pairs("A", 3);
    entrants.extend(mitchell_pairs("B", 3));
    let mut e = ClubEvent {
        entrants,
        boards: vec![BoardRecord {
            number: 1,
            dealer: Seat::North,
            vulnerability: Vulnerability::None,
            deal: None,
            lines,
        }],
        ..ClubEvent::default()
    };
    // Across: +420 ties the other section's +420 and beats two −50s: 2×2 + 1 = 5.
    let ns: Vec<String> = points(&e).into_iter().map(|p| p.0).collect();
    assert_eq!(ns, ["5.00", "9.00", "1.00", "5.00", "9.00", "1.00"]);
    assert_eq!(e.score().boards[0].top.unwrap().fixed(), "10.00");
    assert_eq!(
        e.score().rankings.len(),
        2,
        "N-S and E-W of the whole field"
    );
    e.rules.field = Field::PerSection;
    let ns: Vec<String> = points(&e).into_iter().map(|p| p.0).collect();
    assert_eq!(ns, ["2.00", "4.00", "0.00", "2.00", "4.00", "0.00"]);
    assert_eq!(e.score().rankings.len(), 4, "each section's N-S and E-W");
}

/// Teams 1 and 2, two boards. Board 1: 1 N-S +420, 2 N-S +170: 250 to team 1, 6 IMPs. Board 2:
/// −100 at both tables, 0. Team 1 wins by 6 IMPs over 2 boards.
#[test]
fn teams_board_imps_and_victory_points() {
    use crate::scoring::vp::VpScaleChoice;
    let u = Doubling::Undoubled;
    let down = played(4, Strain::Hearts, u, Seat::North, 8);
    let team = |n: u32| Entrant {
        team_name: format!("Team {n}"),
        ..pair("A", n, None)
    };
    let e = ClubEvent {
        form: Form::Teams,
        rules: Rules {
            scoring: BoardScoring::TeamImps(VpScaleChoice::WbfContinuous),
            board_decimals: 0,
            ..Rules::default()
        },
        entrants: vec![team(1), team(2)],
        boards: vec![
            BoardRecord {
                number: 1,
                dealer: Seat::North,
                vulnerability: Vulnerability::None,
                deal: None,
                lines: vec![
                    line(
                        "A",
                        1,
                        2,
                        Outcome::Played(played(4, Strain::Spades, u, Seat::North, 10)),
                    ),
                    line(
                        "A",
                        2,
                        1,
                        Outcome::Played(played(3, Strain::Spades, u, Seat::North, 10)),
                    ),
                ],
            },
            BoardRecord {
                number: 2,
                dealer: Seat::East,
                vulnerability: Vulnerability::NorthSouth,
                deal: None,
                lines: vec![
                    line("A", 1, 2, Outcome::Played(down)),
                    line("A", 2, 1, Outcome::Played(down)),
                ],
            },
        ],
        ..ClubEvent::default()
    };
    e.check().unwrap();
    let s = e.score();
    assert_eq!(s.boards[0].lines[0].north_south.unwrap().fixed(), "6");
    assert_eq!(s.boards[0].lines[1].north_south.unwrap().fixed(), "-6");
    let vp = VpScaleChoice::WbfContinuous.victory_points(2, 6);
    let first = &s.rankings[0].standings[0];
    assert_eq!(first.entrant.number, 1);
    assert_eq!(first.boards, 2);
    assert_eq!(first.imps.unwrap().fixed(), "6");
    // Victory points to two decimals whatever the IMPs' decimals: 6 IMPs over 2 boards
    // (blitz 15 √2 = 21.21) is 10 + 10 (1 − τ^(18/21.21)) / (1 − τ³) = 14.39.
    assert_eq!(first.total.fixed(), "14.39");
    assert_eq!(first.total.value(), vp.ours);
    assert_eq!(s.matches.len(), 1);
    assert_eq!(s.matches[0].home_vps.fixed(), "14.39");
    assert_eq!(s.matches[0].away_vps.fixed(), "5.61");
    assert!(vp.ours > vp.theirs);
}

#[test]
fn a_correction_reranks_and_is_kept_with_its_time() {
    let mut e = event(reference_lines(), BoardScoring::default());
    let key = LineKey {
        board: 1,
        section: "A".into(),
        north_south: 6,
        east_west: 12,
    };
    // 5♠−1 becomes 5♠=: +450 ties pair 5 at the top of the rest.
    let fixed = Outcome::Played(played(
        5,
        Strain::Spades,
        Doubling::Undoubled,
        Seat::North,
        11,
    ));
    let report = e.correct(&key, fixed.clone(), 1_765_000_000_000).unwrap();
    assert_eq!(e.corrections.len(), 1);
    assert_eq!(e.corrections[0].at_ms, 1_765_000_000_000);
    assert_eq!(e.corrections[0].after, fixed);
    let six = report.moves.iter().find(|m| m.entrant.number == 6).unwrap();
    assert_eq!(six.place, ("7".to_string(), "2=".to_string()));
    assert_eq!(six.total.1.fixed(), "9.00");
    assert!(matches!(
        e.correct(
            &LineKey {
                north_south: 1,
                ..key
            },
            Outcome::NotPlayed,
            0
        ),
        Err(EventProblem::NoSuchLine(_))
    ));
}

#[test]
fn events_that_do_not_hold_together_are_refused() {
    let mut twice = reference_lines();
    twice[1].north_south = 1;
    assert!(matches!(
        event(twice, BoardScoring::default()).check(),
        Err(EventProblem::PlayedTwice { entrant: 1, .. })
    ));
    let mut weights = reference_lines();
    weights[0].outcome = Outcome::Assigned(vec![Weighted {
        percent: 60,
        result: played(1, Strain::Clubs, Doubling::Undoubled, Seat::North, 7),
    }]);
    assert!(matches!(
        event(weights, BoardScoring::default()).check(),
        Err(EventProblem::Weights(_))
    ));
    let mut unknown = reference_lines();
    unknown[0].east_west = 99;
    assert!(matches!(
        event(unknown, BoardScoring::default()).check(),
        Err(EventProblem::UnknownEntrant { entrant: 99, .. })
    ));
    let mut long = event(reference_lines(), BoardScoring::default());
    long.info.name = "x".repeat(MAX_TEXT + 1);
    assert!(matches!(long.check(), Err(EventProblem::TextTooLong(_))));
}

#[test]
fn artificial_codes_read_and_write() {
    use Artificial::*;
    for (text, want) in [
        ("A6040", Some((Plus, Minus))),
        ("A5050", Some((Average, Average))),
        ("a4060", Some((Minus, Plus))),
        ("A60/60", Some((Plus, Plus))),
        ("A60A40", Some((Plus, Minus))),
        ("A7030", None),
        ("A60", None),
        ("420", None),
    ] {
        assert_eq!(score::parse_artificial(text), want, "{text}");
    }
    assert_eq!(score::artificial_code(Plus, Minus), "A6040");
}
