use super::club::EventInfo;
use super::club::Outcome;
use super::evening::{Evening, EveningScoring, Field, Section, Standing};
use super::movement::{Kind, Movement};
use super::*;
use crate::scoring::SheetTotals;
use crate::scoring::chicago::ChicagoSettings;
use crate::scoring::honours::HonoursKind;
use crate::seat::Side;
use Doubling::{Doubled as X, Redoubled as XX, Undoubled as U};
use Seat::{East as E, North as N, South as S, West as W};
use Strain::{Clubs as C, Diamonds as D, Hearts as H, NoTrump as NT, Spades as Sp};

fn played(level: u8, strain: Strain, dbl: Doubling, by: Seat, tricks: u8) -> DealEntry {
    DealEntry::played(level, strain, dbl, by, tricks)
}

#[test]
fn chicago_example_of_the_rule_reference_reaches_its_totals() {
    // Rule reference §7: N-S 550, E-W 630, E-W win by 80. Each row: what the app shows before
    // the deal (dealer, vulnerability), the entry, then the running totals.
    use Vulnerability::{Both, EastWest, None as Nil, NorthSouth};
    let rows = [
        (N, Nil, played(2, Sp, U, N, 10), 120, 0),
        (E, NorthSouth, played(1, NT, U, E, 7), 120, 40),
        (S, EastWest, played(2, H, U, E, 9), 120, 630),
        (W, Both, played(1, NT, X, N, 8), 550, 630),
    ];
    let mut book = ScorerBook::Chicago(ChicagoSheet::new(ChicagoSettings::default()));
    for (i, (dealer, vul, entry, ns, ew)) in rows.into_iter().enumerate() {
        assert_eq!(
            book.next_deal(),
            Some((dealer, vul)),
            "before deal {}",
            i + 1
        );
        book.record(&entry).unwrap();
        let ScorerBook::Chicago(sheet) = &book else {
            unreachable!()
        };
        assert_eq!(
            (sheet.total(Side::NorthSouth), sheet.total(Side::EastWest)),
            (ns, ew),
            "after deal {}",
            i + 1
        );
    }
    assert!(book.is_over());
    assert_eq!(book.record(&played(1, C, U, N, 7)), Err(ScorerError::Over));
    // Undo the last entry: back to the totals after deal 3, deal 4 to enter again.
    assert!(book.undo());
    assert_eq!(book.next_deal(), Some((W, Both)));
    let ScorerBook::Chicago(sheet) = &book else {
        unreachable!()
    };
    assert_eq!(sheet.net(), 120 - 630);
}

#[test]
fn rubber_example_of_the_rule_reference_and_the_next_rubber() {
    // Rule reference §6: We 1690, They 880 (We = N-S).
    let deals = [
        played(2, H, U, N, 10),
        played(4, Sp, X, E, 8),
        played(3, NT, U, E, 10),
        played(3, Sp, U, E, 9),
        played(2, D, U, E, 6),
        played(6, H, X, N, 13),
        played(1, NT, U, E, 8),
        played(3, C, U, N, 9),
        played(3, H, U, E, 9),
    ];
    let mut book = RubberBook::new(RubberSettings::default(), N);
    for d in &deals {
        book.record(d).unwrap();
    }
    let sheet = book.current();
    assert_eq!(sheet.total(Side::NorthSouth), 1690);
    assert_eq!(sheet.total(Side::EastWest), 880);
    assert_eq!(book.settlement(), 8);
    // Nine deals dealt N, E, S, W, …: the tenth dealer is East, in a fresh rubber.
    assert_eq!(book.dealer(), E);
    assert_eq!(book.vulnerability(), Vulnerability::None);
    // The finished sheet, shown until the next deal, says the same (both sides had a game).
    assert_eq!(book.current().vulnerability(), Vulnerability::None);
    book.record(&played(4, Sp, U, E, 10)).unwrap();
    assert_eq!(book.rubbers().len(), 2);
    assert_eq!(book.current().total(Side::EastWest), 120);
    // Undo walks back into the finished rubber.
    assert!(book.undo());
    assert!(book.undo());
    assert_eq!(book.rubbers().len(), 1);
    assert_eq!(book.settlement(), 0);
    assert_eq!(book.current().games_won(Side::EastWest), 1);
}

#[test]
fn abandoned_rubber_is_settled_and_undo_takes_it_back() {
    let mut book = RubberBook::new(RubberSettings::default(), N);
    book.record(&played(4, H, U, N, 10)).unwrap();
    book.record(&played(2, C, U, E, 8)).unwrap();
    book.abandon().unwrap();
    // We: 120 + 300 for the game; They: 40 (their part-score is in the next game, and We
    // have none there, so They get 100).
    assert_eq!(book.current().total(Side::NorthSouth), 420);
    assert_eq!(book.current().total(Side::EastWest), 40 + 100);
    assert_eq!(book.settlement(), 3);
    // We had a game, but the rubber is over: the next deal is nobody's vulnerable.
    assert_eq!(book.current().vulnerability(), Vulnerability::None);
    assert!(book.undo());
    assert!(!book.current().is_over());
    assert_eq!(book.current().vulnerability(), Vulnerability::NorthSouth);
}

#[test]
fn entries_are_checked_where_they_enter() {
    let honours = |side, kind| Some(Honours { side, kind });
    let table: [(DealEntry, Option<ScorerError>); 7] = [
        (played(8, Sp, U, N, 13), Some(ScorerError::Level(8))),
        (played(0, Sp, U, N, 7), Some(ScorerError::Level(0))),
        (played(4, Sp, U, N, 14), Some(ScorerError::Tricks(14))),
        (
            DealEntry {
                honours: honours(Side::NorthSouth, HonoursKind::FourAces),
                ..played(4, Sp, U, N, 10)
            },
            Some(ScorerError::Honours(Some(Sp))),
        ),
        (
            DealEntry {
                honours: honours(Side::EastWest, HonoursKind::FiveTrumpHonours),
                ..played(3, NT, U, N, 9)
            },
            Some(ScorerError::Honours(Some(NT))),
        ),
        (
            DealEntry {
                honours: honours(Side::EastWest, HonoursKind::FourAces),
                ..played(3, NT, XX, N, 9)
            },
            None,
        ),
        (DealEntry::passed_out(), None),
    ];
    for (entry, expected) in table {
        let mut book = ScorerBook::Rubber(RubberBook::new(RubberSettings::default(), N));
        assert_eq!(book.record(&entry).err(), expected, "{entry:?}");
        if let Some(e) = expected {
            assert!(e.msg().key.starts_with("scorer.error."));
            assert_eq!(book.entries(), 0, "a refused entry changes nothing");
        }
    }
}

#[test]
fn russian_chicago_needs_the_points_and_undoes() {
    let mut book = ScorerBook::Russian(RussianChicagoSheet::new(Default::default()));
    assert_eq!(
        book.record(&played(4, Sp, U, N, 10)),
        Err(ScorerError::HcpMissing)
    );
    let with = |hcp| DealEntry {
        north_south_hcp: Some(hcp),
        ..played(4, Sp, U, N, 10)
    };
    assert_eq!(book.record(&with(41)), Err(ScorerError::Hcp(41)));
    // Rule reference §7 example 2: 18 HCP, 4♠ made, 420 + 70 = 490 → +10 IMPs.
    book.record(&with(18)).unwrap();
    let ScorerBook::Russian(s) = &book else {
        unreachable!()
    };
    assert_eq!(s.north_south_imps(), 10);
    assert!(book.undo());
    assert_eq!(book.entries(), 0);
    assert!(!book.undo());
}

/// The evening of the hand calculation below.
fn three_table_evening(scoring: EveningScoring) -> Evening {
    let mut e = Evening::new(Movement::new(Kind::Mitchell, 6, 2).unwrap(), scoring, 7);
    let results = [
        // (board, N-S pair, entry)
        (1, 1, played(4, Sp, U, N, 10)),
        (1, 3, played(4, Sp, U, N, 11)),
        (1, 2, played(3, NT, U, S, 9)),
        (2, 1, played(2, H, U, E, 8)),
        (2, 3, played(3, C, U, N, 9)),
        (2, 2, played(3, C, U, N, 9)),
        (3, 2, played(4, H, U, W, 10)),
        (3, 1, played(4, H, U, W, 9)),
        (3, 3, played(4, H, X, W, 9)),
        (4, 2, played(3, NT, U, N, 9)),
        (4, 1, played(3, NT, U, N, 8)),
        (4, 3, DealEntry::passed_out()),
        (5, 3, played(1, NT, U, S, 7)),
        (5, 2, played(2, Sp, U, E, 8)),
        (5, 1, played(1, NT, U, S, 8)),
        (6, 3, played(6, Sp, U, N, 12)),
        (6, 2, played(4, Sp, U, N, 12)),
        (6, 1, played(6, Sp, U, N, 11)),
    ];
    for (board, ns, entry) in results {
        e.enter(Section::A, board, ns, &entry).unwrap();
    }
    e
}

#[test]
fn three_table_evening_ranks_as_the_hand_calculation() {
    // Mitchell, 3 tables, 2 boards a round: boards 1-2 are played by 1v4, 3v5, 2v6; boards 3-4
    // by 2v5, 1v6, 3v4; boards 5-6 by 3v6, 2v4, 1v5. Top 4 (3 results: 2 a pair beaten).
    //
    // Board (vul)   N-S scores                      N-S MP     E-W MP
    // 1 (none)      1: +420  3: +450  2: +400        1:2 3:4 2:0  4:2 5:0 6:4
    // 2 (N-S)       1: −110  3: +110  2: +110        1:0 3:3 2:3  4:4 5:1 6:1
    // 3 (E-W)       2: −620  1: +100  3: +200 (X)    2:0 1:2 3:4  5:4 6:2 4:0
    // 4 (both)      2: +600  1: −100  3: 0 (passed)  2:4 1:0 3:2  5:0 6:4 4:2
    // 5 (N-S)       3: +90   2: −110  1: +120        3:2 2:0 1:4  6:2 4:4 5:0
    // 6 (E-W)       3: +980  2: +480  1: −50         3:4 2:2 1:0  6:0 4:2 5:4
    //
    // N-S: pair 1 = 2+0+2+0+4+0 = 8, pair 2 = 0+3+0+4+0+2 = 9, pair 3 = 4+3+4+2+2+4 = 19.
    // E-W: pair 4 = 2+4+0+2+4+2 = 14, pair 5 = 0+1+4+0+0+4 = 9, pair 6 = 4+1+2+4+2+0 = 13.
    // Maximum 6 × 4 = 24: N-S 3 79.17 %, 2 37.50 %, 1 33.33 %; E-W 4 58.33 %, 6 54.17 %,
    // 5 37.50 %.
    let e = three_table_evening(EveningScoring::Matchpoints);
    assert!(e.is_complete());
    let [ns, ew] = directions(&e);
    let got = |field: &[evening::Standing]| -> Vec<(u32, u32, f64, String)> {
        field
            .iter()
            .map(|s| {
                (
                    s.rank,
                    s.pair,
                    s.points,
                    format!("{:.2}", s.percentage.unwrap()),
                )
            })
            .collect()
    };
    let row = |rank, pair, mp: f64, pct: &str| (rank, pair, mp, pct.to_string());
    assert_eq!(
        got(&ns),
        vec![
            row(1, 3, 19.0, "79.17"),
            row(2, 2, 9.0, "37.50"),
            row(3, 1, 8.0, "33.33")
        ]
    );
    assert_eq!(
        got(&ew),
        vec![
            row(1, 4, 14.0, "58.33"),
            row(2, 6, 13.0, "54.17"),
            row(3, 5, 9.0, "37.50")
        ]
    );
    // The exports carry the same figures.
    let csv = export::ranking_csv(&e);
    assert!(csv.starts_with("direction,rank,pair,boards,points,percentage,names\n"));
    assert!(csv.contains("NS,1,3,6,19,79.17,\n"), "{csv}");
    assert!(csv.contains("EW,3,5,6,9,37.50,\n"), "{csv}");
    let travellers = export::travellers_csv(&e);
    assert!(
        travellers.contains("\n6,1,3,3,6,6S,N,12,980,4,0,\n"),
        "{travellers}"
    );
    assert!(
        travellers.contains("\n4,3,3,3,4,Pass,,,0,2,2,\n"),
        "{travellers}"
    );
    assert_eq!(travellers.lines().count(), 1 + 18);
}

#[test]
fn the_evening_as_a_club_event_ranks_as_the_hand_calculation() {
    // The same evening through the club model: the same figures (see the test above).
    let e = three_table_evening(EveningScoring::Matchpoints);
    let club = e.club_event(club::EventInfo::default());
    club.check().unwrap();
    let score = club.score();
    let rows: Vec<(u32, String, String, String)> = score
        .rankings
        .iter()
        .flat_map(|r| &r.standings)
        .map(|s| {
            (
                s.entrant.number,
                s.place_text(),
                s.total.to_string(),
                s.percentage.unwrap().fixed(),
            )
        })
        .collect();
    let row = |pair, place: &str, mp: &str, pct: &str| {
        (pair, place.to_string(), mp.to_string(), pct.to_string())
    };
    assert_eq!(
        rows,
        vec![
            row(3, "1", "19", "79.17"),
            row(2, "2", "9", "37.50"),
            row(1, "3", "8", "33.33"),
            row(4, "1", "14", "58.33"),
            row(6, "2", "13", "54.17"),
            row(5, "3", "9", "37.50"),
        ]
    );
    assert_eq!(club.boards.len(), 6);
    assert_eq!(club.boards[0].deal, Some(e.board(1).deal));
}

#[test]
fn cross_imps_of_a_board_as_the_hand_calculation() {
    // Board 1: +420, +450, +400, each compared with the two others and averaged over those two
    // comparisons, as in the IMP pairs sessions. Pair 1: −30 → −1, +20 → +1: 0. Pair 3: +30 →
    // 1, +50 → 2: 3 / 2. Pair 2: −20 → −1, −50 → −2: −3 / 2. E-W the negatives.
    let e = three_table_evening(EveningScoring::Imps);
    let pts: Vec<(u32, f64, f64)> = e
        .traveller(1)
        .iter()
        .map(|l| {
            (
                l.north_south,
                l.north_south_points.unwrap(),
                l.east_west_points.unwrap(),
            )
        })
        .collect();
    assert_eq!(pts, vec![(1, 0.0, 0.0), (3, 1.5, -1.5), (2, -1.5, 1.5)]);
    // A level board is 0 for East-West too, not −0.
    assert!(pts[0].2.is_sign_positive());
    // Totals over the six boards (N-S scores in the matchpoint test's table):
    //          B1     B2     B3      B4     B5     B6      total
    // pair 1   0     −6      4.5    −7.5    3.5  −12.5    −18
    // pair 2  −1.5    3    −12.5    12     −5.5    0       −4.5
    // pair 3   1.5    3      8      −4.5    2     12.5     22.5
    let [ns, ew] = directions(&e);
    let got: Vec<(u32, u32, f64)> = ns.iter().map(|s| (s.rank, s.pair, s.points)).collect();
    assert_eq!(got, vec![(1, 3, 22.5), (2, 2, -4.5), (3, 1, -18.0)]);
    assert_eq!(ns[0].percentage, None);
    // Every comparison counts once each way: the two directions' totals cancel.
    let sum = |f: &[evening::Standing]| f.iter().map(|s| s.points).sum::<f64>();
    assert_eq!(sum(&ns) + sum(&ew), 0.0);
    // The exports write the averages as they are, and a level result as 0.
    let csv = export::ranking_csv(&e);
    assert!(csv.contains("NS,1,3,6,22.5,,\n"), "{csv}");
    assert!(csv.contains("NS,3,1,6,-18,,\n"), "{csv}");
    let travellers = export::travellers_csv(&e);
    assert!(
        travellers.contains("\n1,1,1,1,4,4S,N,10,420,0,0,\n"),
        "{travellers}"
    );
    assert!(
        travellers.contains("\n1,2,3,3,5,4S,N,11,450,1.5,-1.5,\n"),
        "{travellers}"
    );
}

#[test]
fn points_are_written_without_minus_zero_and_with_their_decimals() {
    assert_eq!(export::points_text(0.0), "0");
    assert_eq!(export::points_text(-0.0), "0");
    assert_eq!(export::points_text(19.0), "19");
    assert_eq!(export::points_text(-18.0), "-18");
    assert_eq!(export::points_text(2.5), "2.5");
    assert_eq!(export::points_text(3.75), "3.75");
    assert_eq!(export::points_text(-9.25), "-9.25");
    assert_eq!(export::points_text(1.0 / 3.0), "0.33");
    assert_eq!(export::points_text(-0.001), "0");
}

#[test]
fn undo_takes_back_the_most_recent_entry_and_a_correction_counts_as_one() {
    let mut e = Evening::new(
        Movement::new(Kind::Mitchell, 6, 2).unwrap(),
        EveningScoring::Matchpoints,
        1,
    );
    let a = played(4, Sp, U, N, 10);
    e.enter(Section::A, 1, 1, &a).unwrap();
    e.enter(Section::A, 1, 2, &played(3, NT, U, S, 9)).unwrap();
    e.enter(Section::A, 3, 2, &played(4, H, U, W, 10)).unwrap();
    // Board 1's first line corrected twice: each correction is an entry of its own.
    e.enter(Section::A, 1, 1, &played(4, Sp, U, N, 11)).unwrap();
    e.enter(Section::A, 1, 1, &played(4, Sp, U, N, 9)).unwrap();
    let taken = e.undo(0).unwrap();
    assert_eq!(
        (taken.board, taken.north_south, taken.outcome),
        (
            1,
            1,
            Outcome::Played(played(4, Sp, U, N, 9).result().unwrap())
        )
    );
    assert_eq!(
        e.result(Section::A, 1, 1),
        Some(played(4, Sp, U, N, 11).result().unwrap())
    );
    let taken = e.undo(0).unwrap();
    assert_eq!(taken.replaced, [Outcome::Played(a.result().unwrap())]);
    assert_eq!(e.result(Section::A, 1, 1), Some(a.result().unwrap()));
    // Then the entries before the corrections, latest first: board 3, then board 1's second
    // line, then its first.
    let order: Vec<_> =
        std::iter::from_fn(|| e.undo(0).map(|t| (t.board, t.north_south))).collect();
    assert_eq!(order, [(3, 2), (1, 2), (1, 1)]);
    assert_eq!(e.undo(0), None);
    assert!(e.entries().is_empty());
    e.enter(Section::A, 1, 1, &a).unwrap();
    e.enter(Section::A, 3, 2, &played(4, H, U, W, 10)).unwrap();
    // The corrections and their places are saved with the evening; a save without them reads
    // as before.
    e.enter(Section::A, 1, 1, &played(4, Sp, U, N, 9)).unwrap();
    let json = serde_json::to_string(&e).unwrap();
    assert!(
        json.contains("\"replaced\"") && json.contains("\"moved_from\":[0]"),
        "{json}"
    );
    let back: Evening = serde_json::from_str(&json).unwrap();
    assert_eq!(back, e);
    // A correction saved before places were kept is taken back and stays last.
    let mut older: Evening =
        serde_json::from_str(&json.replace(",\"moved_from\":[0]", "")).unwrap();
    older.undo(0).unwrap();
    let order: Vec<_> = older
        .entries()
        .iter()
        .map(|t| (t.board, t.north_south))
        .collect();
    assert_eq!(order, [(3, 2), (1, 1)]);
    // A save with more places than corrections is damaged.
    assert!(serde_json::from_str::<Evening>(&json.replace("[0]", "[0,1]")).is_err());
    let mut plain = Evening::new(
        Movement::new(Kind::Mitchell, 6, 2).unwrap(),
        EveningScoring::Matchpoints,
        1,
    );
    plain
        .enter(Section::A, 2, 1, &played(2, H, U, E, 8))
        .unwrap();
    let json = serde_json::to_string(&plain).unwrap();
    assert!(!json.contains("replaced"), "{json}");
    assert_eq!(serde_json::from_str::<Evening>(&json).unwrap(), plain);
}

#[test]
fn evening_entries_follow_the_movement_undo_and_ties() {
    let mut e = Evening::new(
        Movement::new(Kind::Mitchell, 6, 2).unwrap(),
        EveningScoring::Matchpoints,
        1,
    );
    assert_eq!(
        e.enter(Section::A, 7, 1, &played(1, NT, U, N, 7)),
        Err(ScorerError::NotInMovement {
            board: 7,
            north_south: 1
        })
    );
    assert!(
        e.enter(
            Section::A,
            1,
            1,
            &DealEntry {
                honours: Some(Honours {
                    side: Side::NorthSouth,
                    kind: HonoursKind::FourAces
                }),
                ..played(1, NT, U, N, 7)
            }
        )
        .is_err(),
        "no honours in duplicate"
    );
    e.enter(Section::A, 1, 1, &played(1, NT, U, N, 7)).unwrap();
    e.enter(Section::A, 1, 2, &played(1, NT, U, N, 7)).unwrap();
    // A correction replaces the line; undo takes it back.
    e.enter(Section::A, 1, 2, &played(1, NT, U, N, 8)).unwrap();
    assert_eq!(e.entries().len(), 2);
    assert!(e.undo(0).is_some());
    e.enter(Section::A, 1, 2, &played(1, NT, U, N, 7)).unwrap();
    let [ns, _] = directions(&e);
    assert_eq!((ns[0].rank, ns[1].rank), (1, 1));
    assert!(ns[0].tied && ns[1].tied && !ns[2].tied);
    assert_eq!(ns[2].boards, 0);
}

#[test]
fn a_howell_evening_and_a_sit_out_evening_rank_every_pair_that_played() {
    // 7 pairs on the 4-table Howell: one field; the pair meeting the phantom sits out, so a
    // complete evening has 3 results a board a round.
    let m = Movement::new(Kind::Howell, 7, 1).unwrap();
    let mut e = Evening::new(m, EveningScoring::Matchpoints, 3);
    assert_eq!(m.plays(), 7 * 3);
    for r in 1..=m.rounds() {
        for s in m.round(r) {
            let tricks = 7 + (s.north_south % 3) as u8;
            e.enter(
                Section::A,
                s.first_board,
                s.north_south,
                &played(1, NT, U, N, tricks),
            )
            .unwrap();
        }
    }
    assert!(e.is_complete());
    let [field, rest] = directions(&e);
    assert!(rest.is_empty());
    assert_eq!(field.len(), 7);
    assert!(
        field.iter().all(|s| s.boards == 6),
        "each pair sits out one round"
    );
    // 11 pairs on a six-table Mitchell: N-S 1-5 and E-W 7-12 ranked apart; pair 6 is the
    // phantom and never ranked.
    let m = Movement::new(Kind::RelayMitchell, 11, 2).unwrap();
    let e = Evening::new(m, EveningScoring::Matchpoints, 3);
    let [ns, ew] = directions(&e);
    assert_eq!(
        ns.iter().map(|s| s.pair).collect::<Vec<_>>(),
        [1, 2, 3, 4, 5]
    );
    assert_eq!(ew.len(), 6);
    // With the arrow switch one ranking holds all eleven.
    let e = Evening::new(
        m.with_arrow_switch(true).unwrap(),
        EveningScoring::Matchpoints,
        3,
    );
    assert_eq!(directions(&e)[0].len(), 11);
}

#[test]
fn books_round_trip_through_json_and_damage_is_refused() {
    let mut rubber = RubberBook::new(RubberSettings::default(), S);
    rubber.record(&played(3, NT, U, S, 9)).unwrap();
    let books = [
        ScorerBook::Rubber(rubber),
        ScorerBook::Chicago(ChicagoSheet::new(ChicagoSettings::default())),
        ScorerBook::Russian(RussianChicagoSheet::new(Default::default())),
        ScorerBook::Evening(three_table_evening(EveningScoring::Matchpoints)),
    ];
    for b in books {
        let json = serde_json::to_string(&b).unwrap();
        assert_eq!(serde_json::from_str::<ScorerBook>(&json).unwrap(), b);
    }
    for bad in [
        r#"{"Rubber":{"rubbers":[]}}"#,
        r#"{"Evening":{"movement":{"tables":3,"boards":7},"scoring":"Matchpoints","seed":1,"entries":[]}}"#,
        r#"{"Evening":{"movement":{"tables":3,"boards":6},"scoring":"Imps","seed":1,"entries":[{"board":1,"north_south":1,"result":{"outcome":"PassedOut","declarer_tricks":0}},{"board":1,"north_south":1,"result":{"outcome":"PassedOut","declarer_tricks":0}}]}}"#,
    ] {
        assert!(serde_json::from_str::<ScorerBook>(bad).is_err(), "{bad}");
    }
}

#[test]
fn evening_pbn_is_read_back_by_our_pbn_reader() {
    let e = three_table_evening(EveningScoring::Matchpoints);
    let text = export::evening_pbn(&e, "Club evening", "2026.11.30");
    // The header as the standard's table examples write it (PBN 5.2: `\2R`, one backslash).
    assert!(
        text.contains("[ScoreTable \"Round\\2R;Table\\2R;"),
        "{text}"
    );
    let games = crate::pbn::parse(&text).unwrap();
    assert_eq!(games.len(), 6);
    for (i, g) in games.iter().enumerate() {
        let board = e.board(i as u32 + 1);
        assert_eq!(g.tag("Board"), Some((i + 1).to_string().as_str()));
        assert_eq!(g.dealer(), Some(board.dealer));
        assert_eq!(g.vulnerability(), Some(board.vulnerability));
        assert_eq!(g.deal().unwrap().complete().unwrap(), board.deal);
        let table = g.tags.iter().find(|t| t.name == "ScoreTable").unwrap();
        assert_eq!(table.section.len(), 3);
        assert!(table.value.starts_with("Round\\2R;Table\\2R;"));
    }
    let total = games[0]
        .tags
        .iter()
        .find(|t| t.name == "TotalScoreTable")
        .unwrap();
    assert_eq!(total.section[0], "NS \"1\" 3 19 79.17");
    // The traveller lines read as they always did.
    assert!(text.contains("\n3 3 3 4 Pass - - 0 2 2\n"), "{text}");
}

#[test]
fn evening_lin_is_read_back_by_our_lin_reader() {
    let e = three_table_evening(EveningScoring::Matchpoints);
    let deals = crate::lin::read(&export::evening_lin(&e)).unwrap();
    assert_eq!(deals.len(), 6);
    for (i, d) in deals.iter().enumerate() {
        let board = e.board(i as u32 + 1);
        assert_eq!(*d.game.board(), board);
        assert_eq!(d.name.as_deref(), Some(format!("Board {}", i + 1).as_str()));
        assert!(d.game.auction().calls().is_empty());
    }
}

#[test]
fn scorer_sessions_save_and_load_like_every_session() {
    use crate::session::{ScoreCard, Session, SessionKind, SessionProblem};
    let mut book = ScorerBook::Chicago(ChicagoSheet::new(ChicagoSettings::default()));
    book.record(&played(2, Sp, U, N, 10)).unwrap();
    let s = Session::scorer("scorer-1", book, 5);
    assert!(s.table().is_none() && !s.is_over() && s.next_board().is_none());
    let text = crate::save::to_json(&s);
    let back = crate::save::from_json(&text).unwrap();
    assert_eq!(back, s);
    assert!(matches!(back.score_card(), Ok(ScoreCard::Chicago(c)) if c.deals().len() == 1));
    // A scorer session with a played session's body, or a sheet in a rubber session, is refused.
    let practice = Session::new("p", SessionKind::Practice, 1);
    let json = |s: &Session| -> serde_json::Value {
        serde_json::from_str(&crate::save::to_json(s)).unwrap()
    };
    let mut bare = json(&s);
    bare["session"]["body"] = json(&practice)["session"]["body"].clone();
    let mut rubber = json(&s);
    rubber["session"]["kind"] =
        serde_json::to_value(SessionKind::Rubber(Default::default())).unwrap();
    for v in [bare, rubber] {
        assert!(matches!(
            crate::save::from_json(&v.to_string()),
            Err(crate::save::LoadError::Inconsistent(SessionProblem::Scorer))
        ));
    }
}

#[test]
fn adjusted_scores_are_scored_with_neuberg_as_the_hand_calculation() {
    use super::club::{Artificial, Weighted};
    // Board 1 of the three-table evening (top 4): pair 1 +420, pair 2 +400, and pair 3's line
    // (against pair 5) given an artificial A60/A40 (Law 12C2). Two real results on a board
    // whose field is 3 lines: Neuberg, (MP + 1) × 3 / 2 − 1. Pair 1 beats pair 2: MP 2 → 3.5;
    // pair 2: MP 0 → 0.5. Pair 3: 60% of 4 = 2.4; pair 5: 40% of 4 = 1.6. E-W of the real
    // lines: 4 − 3.5 = 0.5 (pair 4), 4 − 0.5 = 3.5 (pair 6).
    let mut e = Evening::new(
        Movement::new(Kind::Mitchell, 6, 2).unwrap(),
        EveningScoring::Matchpoints,
        7,
    );
    e.enter(Section::A, 1, 1, &played(4, Sp, U, N, 10)).unwrap();
    e.enter(Section::A, 1, 2, &played(3, NT, U, S, 9)).unwrap();
    let artificial = Outcome::Artificial {
        north_south: Artificial::Plus,
        east_west: Artificial::Minus,
    };
    assert_eq!(e.record(Section::A, 1, 3, artificial, 5).unwrap(), None);
    let points = |e: &Evening| -> Vec<(u32, f64, f64)> {
        e.traveller(1)
            .iter()
            .map(|l| {
                (
                    l.north_south,
                    l.north_south_points.unwrap(),
                    l.east_west_points.unwrap(),
                )
            })
            .collect()
    };
    assert_eq!(
        points(&e),
        vec![(1, 3.5, 0.5), (3, 2.4, 1.6), (2, 0.5, 3.5)]
    );
    let [ns, _] = directions(&e);
    let pct: Vec<(u32, String)> = ns
        .iter()
        .map(|s| (s.pair, format!("{:.2}", s.percentage.unwrap())))
        .collect();
    assert_eq!(
        pct,
        vec![
            (1, "87.50".into()),
            (3, "60.00".into()),
            (2, "12.50".into())
        ]
    );
    // The exports mark it.
    let csv = export::travellers_csv(&e);
    assert!(csv.contains("\n1,2,3,3,5,,,,,2.4,1.6,A6040\n"), "{csv}");
    // A weighted assigned score (Law 12C1(c)) instead: 60% of 4♠ N +1 (+450), 40% of 3NT S =
    // (+400), compared part by part. Pair 3: 0.6 × 4 + 0.4 × 1 = 2.8; pair 1 (+420): 0.6 × 0 +
    // 0.4 × 2 + 2 = 2.8; pair 2 (+400): 0.6 × 0 + 0.4 × 1 + 0 = 0.4. No factoring: 3 lines.
    let weighted = Outcome::Assigned(vec![
        Weighted {
            percent: 60,
            result: played(4, Sp, U, N, 11).result().unwrap(),
        },
        Weighted {
            percent: 40,
            result: played(3, NT, U, S, 9).result().unwrap(),
        },
    ]);
    let report = e
        .record(Section::A, 1, 3, weighted.clone(), 9)
        .unwrap()
        .unwrap();
    assert_eq!(
        points(&e),
        vec![(1, 2.8, 1.2), (3, 2.8, 1.2), (2, 0.4, 3.6)]
    );
    // The correction is kept with its time and says how the places moved: pair 3 from 2nd to
    // 1st equal with pair 1.
    assert_eq!(e.history().len(), 1);
    assert_eq!(e.history()[0].at_ms, 9);
    assert_eq!(e.history()[0].after, weighted);
    let moved: Vec<(u32, (String, String))> = report
        .moves
        .iter()
        .filter(|m| m.place.0 != m.place.1)
        .map(|m| (m.entrant.number, m.place.clone()))
        .collect();
    assert!(moved.contains(&(3, ("2".into(), "1=".into()))), "{moved:?}");
    // Weights that do not add up to 100 are refused, and change nothing.
    let bad = Outcome::Assigned(vec![Weighted {
        percent: 60,
        result: played(4, Sp, U, N, 11).result().unwrap(),
    }]);
    assert_eq!(
        e.record(Section::A, 1, 3, bad, 10),
        Err(ScorerError::Weights)
    );
    assert_eq!(e.history().len(), 1);
    // A board not played: neither pair scores it, the others are factored (n = 2, N = 3).
    e.record(Section::A, 1, 3, Outcome::NotPlayed, 11).unwrap();
    let line = e
        .traveller(1)
        .into_iter()
        .find(|l| l.north_south == 3)
        .unwrap();
    assert_eq!(
        (line.north_south_points, line.east_west_points),
        (None, None)
    );
    // Undo takes the correction back, and that is kept in the history too.
    e.undo(12).unwrap();
    assert_eq!(e.outcome(Section::A, 1, 3), Some(&weighted));
    assert_eq!(e.history().len(), 3);
}

#[test]
fn names_and_the_event_are_kept_checked_and_exported() {
    let mut e = three_table_evening(EveningScoring::Matchpoints);
    e.set_info(club::EventInfo {
        name: " Thursday Pairs ".into(),
        date: "2026-12-03".into(),
        club: "Riverside BC".into(),
        ..club::EventInfo::default()
    })
    .unwrap();
    assert_eq!(e.info().name, "Thursday Pairs");
    e.set_names(Section::A, 3, vec!["Ann Lee".into(), "Bo, Chen".into()])
        .unwrap();
    assert_eq!(e.pair_names(Section::A, 3), "Ann Lee & Bo, Chen");
    assert_eq!(
        e.set_names(Section::A, 9, vec!["X".into()]),
        Err(ScorerError::NoSuchPair(9))
    );
    assert_eq!(
        e.set_names(Section::A, 1, vec!["A".into(), "B".into(), "C".into()]),
        Err(ScorerError::Players { max: 2 })
    );
    assert!(matches!(
        e.set_names(Section::A, 1, vec!["x".repeat(201)]),
        Err(ScorerError::TextTooLong { .. })
    ));
    // Blank names are dropped: the pair has none.
    e.set_names(Section::A, 2, vec![" ".into(), String::new()])
        .unwrap();
    assert!(e.names(Section::A, 2).is_empty());
    let csv = export::ranking_csv(&e);
    assert!(
        csv.contains("NS,1,3,6,19,79.17,\"Ann Lee & Bo, Chen\"\n"),
        "{csv}"
    );
    let club = e.club_event(club::EventInfo::default());
    assert_eq!(club.info.name, "Thursday Pairs");
    assert_eq!(
        club.entrant("A", 3).unwrap().players,
        ["Ann Lee", "Bo, Chen"]
    );
    let pbn = export::evening_pbn(&e, "ignored", "2026.01.01");
    assert!(pbn.contains("[Event \"Thursday Pairs\"]"), "{pbn}");
    assert!(pbn.contains("2026.12.03"), "{pbn}");
    // Saved and read back as they were.
    let json = serde_json::to_string(&e).unwrap();
    assert_eq!(serde_json::from_str::<Evening>(&json).unwrap(), e);
}

/// The rankings of an evening of one section as [North-South (or everyone), East-West].
fn directions(e: &Evening) -> [Vec<Standing>; 2] {
    let mut out = [Vec::new(), Vec::new()];
    for g in e.ranking() {
        out[usize::from(g.direction == Some(Side::EastWest))].extend(g.standings);
    }
    out
}

/// Two sections on one set of boards: section A a 3-table Mitchell (6 boards, each played 3
/// times), section B a 4-table relay Mitchell (8 boards, each played 4 times).
fn two_sections(field: Field) -> Evening {
    let a = Movement::new(Kind::Mitchell, 6, 2).unwrap();
    let b = Movement::new(Kind::RelayMitchell, 8, 2).unwrap();
    Evening::with_sections(&[a, b], field, EveningScoring::Matchpoints, 11).unwrap()
}

/// Enters `board`'s lines of `section` in the traveller's order with these N-S results (4♠ by
/// North with these tricks, or 3♠ by North with 9 for `None`).
fn enter_board(e: &mut Evening, section: Section, board: u32, tricks: &[Option<u8>]) {
    let tables: Vec<u32> = e
        .traveller(board)
        .iter()
        .filter(|l| l.section == section)
        .map(|l| l.north_south)
        .collect();
    assert_eq!(tables.len(), tricks.len(), "{section:?} board {board}");
    for (ns, t) in tables.into_iter().zip(tricks) {
        let entry = match t {
            Some(t) => played(4, Sp, U, N, *t),
            None => played(3, Sp, U, N, 9),
        };
        e.enter(section, board, ns, &entry).unwrap();
    }
}

/// North-South's matchpoints of `board`'s lines of `section`, in the traveller's order.
fn ns_points(e: &Evening, section: Section, board: u32) -> Vec<f64> {
    e.traveller(board)
        .iter()
        .filter(|l| l.section == section)
        .map(|l| l.north_south_points.unwrap())
        .collect()
}

#[test]
fn two_sections_are_matchpointed_across_the_field_or_per_section() {
    // Board 1, none vulnerable.
    let mut e = two_sections(Field::AcrossSections);
    assert_eq!(e.boards(), 8);
    assert_eq!(e.sections(), vec![Section::A, Section::B]);
    // A: 420, 450, 140; B: 420, 450, 140, −50.
    enter_board(&mut e, Section::A, 1, &[Some(10), Some(11), None]);
    enter_board(&mut e, Section::B, 1, &[Some(10), Some(11), None, Some(9)]);
    // Across the field, seven results, top 12 (2 a result beaten, 1 a tie):
    // 450 beats 420, 420, 140, 140, −50 and ties the other 450: 10 + 1 = 11;
    // 420 beats 140, 140, −50 and ties the other 420: 6 + 1 = 7;
    // 140 beats −50 and ties the other 140: 2 + 1 = 3; −50 beats none: 0.
    assert_eq!(ns_points(&e, Section::A, 1), [7.0, 11.0, 3.0]);
    assert_eq!(ns_points(&e, Section::B, 1), [7.0, 11.0, 3.0, 0.0]);
    let ew: Vec<f64> = e
        .traveller(1)
        .iter()
        .map(|l| l.east_west_points.unwrap())
        .collect();
    assert_eq!(ew, [5.0, 1.0, 9.0, 5.0, 1.0, 9.0, 12.0]);
    // Per section: A's three results, top 4 (450: 4, 420: 2, 140: 0); B's four, top 6.
    e.set_field(Field::PerSection);
    assert_eq!(ns_points(&e, Section::A, 1), [2.0, 4.0, 0.0]);
    assert_eq!(ns_points(&e, Section::B, 1), [4.0, 6.0, 2.0, 0.0]);
    // Back across the field: the same figures as before (nothing was stored scored).
    e.set_field(Field::AcrossSections);
    assert_eq!(ns_points(&e, Section::A, 1), [7.0, 11.0, 3.0]);
}

#[test]
fn a_board_only_one_section_plays_is_factored_to_the_field_top() {
    let mut e = two_sections(Field::AcrossSections);
    enter_board(&mut e, Section::A, 1, &[Some(10), Some(11), None]);
    enter_board(&mut e, Section::B, 1, &[Some(10), Some(11), None, Some(9)]);
    // Board 7 (all vulnerable) is in section B's fourth set only: 620, 650, 140, −100. Its
    // four results are factored to the field's seven by Neuberg, (MP + 1) × 7/4 − 1:
    // 650: 6 → 11.25; 620: 4 → 7.75; 140: 2 → 4.25; −100: 0 → 0.75.
    enter_board(&mut e, Section::B, 7, &[Some(10), Some(11), None, Some(9)]);
    assert_eq!(ns_points(&e, Section::B, 7), [7.75, 11.25, 4.25, 0.75]);
    // Per section, B's own four results make its field: no factoring.
    e.set_field(Field::PerSection);
    assert_eq!(ns_points(&e, Section::B, 7), [4.0, 6.0, 2.0, 0.0]);
}

#[test]
fn two_sections_rank_together_across_the_field_and_apart_per_section() {
    let mut e = two_sections(Field::AcrossSections);
    enter_board(&mut e, Section::A, 1, &[Some(10), Some(11), None]);
    enter_board(&mut e, Section::B, 1, &[Some(10), Some(11), None, Some(9)]);
    // Two Mitchells: one ranking a direction, each holding both sections' pairs.
    let groups = e.ranking();
    assert_eq!(groups.len(), 2);
    assert!(groups.iter().all(|g| g.section.is_none()));
    assert_eq!(
        groups.iter().map(|g| g.direction).collect::<Vec<_>>(),
        [Some(Side::NorthSouth), Some(Side::EastWest)]
    );
    assert_eq!(groups[0].standings.len(), 3 + 4);
    // The two pairs with 450 share first place on 11 of 12.
    let top: Vec<(Section, f64)> = groups[0]
        .standings
        .iter()
        .filter(|s| s.rank == 1)
        .map(|s| (s.section, s.percentage.unwrap()))
        .collect();
    assert_eq!(top.len(), 2);
    assert!(
        top.iter()
            .all(|(_, p)| (p - 100.0 * 11.0 / 12.0).abs() < 0.01)
    );
    assert!(groups[0].standings.iter().take(2).all(|s| s.tied));
    // Per section: A's North-South, A's East-West, B's North-South, B's East-West.
    e.set_field(Field::PerSection);
    let groups = e.ranking();
    assert_eq!(
        groups
            .iter()
            .map(|g| (g.section, g.standings.len()))
            .collect::<Vec<_>>(),
        [
            (Some(Section::A), 3),
            (Some(Section::A), 3),
            (Some(Section::B), 4),
            (Some(Section::B), 4)
        ]
    );
    // Each section has its own winner on 100%.
    for g in [&groups[0], &groups[2]] {
        assert_eq!(g.standings[0].rank, 1);
        assert_eq!(g.standings[0].percentage, Some(100.0));
        assert!(!g.standings[0].tied);
    }
    // The results page and the files carry both sections.
    let event = e.club_event(EventInfo::default());
    assert_eq!(event.sections(), ["A", "B"]);
    assert_eq!(event.rules.field, Field::PerSection);
    assert_eq!(e.pair_label(Section::B, 5), "B5");
}

#[test]
fn sections_keep_their_own_pairs_names_corrections_and_saves() {
    let mut e = two_sections(Field::PerSection);
    // Pair 8 exists in B (8 pairs), not in A (6).
    assert_eq!(
        e.set_names(Section::A, 8, vec!["X".into()]),
        Err(ScorerError::NoSuchPair(8))
    );
    e.set_names(Section::B, 8, vec!["Ann Lee".into(), "Bo Chen".into()])
        .unwrap();
    e.set_names(Section::A, 1, vec!["Cy Diaz".into()]).unwrap();
    assert_eq!(e.pair_names(Section::B, 8), "Ann Lee & Bo Chen");
    assert_eq!(e.pair_names(Section::A, 8), "");
    // The same table and board in each section are two lines.
    let a1 = e.traveller(1)[0].north_south;
    e.enter(Section::A, 1, a1, &played(4, Sp, U, N, 10))
        .unwrap();
    e.enter(Section::B, 1, a1, &played(4, Sp, U, N, 8)).unwrap();
    assert_eq!(e.result(Section::A, 1, a1).unwrap().declarer_tricks, 10);
    assert_eq!(e.result(Section::B, 1, a1).unwrap().declarer_tricks, 8);
    // Board 7 is not in section A's movement.
    assert!(matches!(
        e.enter(Section::A, 7, 1, &played(4, Sp, U, N, 10)),
        Err(ScorerError::NotInMovement { board: 7, .. })
    ));
    // A correction in B is kept with its section, and undo brings the line back.
    e.enter(Section::B, 1, a1, &played(4, Sp, U, N, 9)).unwrap();
    assert_eq!(e.history().last().unwrap().line.section, "B");
    let taken = e.undo(5).unwrap();
    assert_eq!(taken.section, Section::B);
    assert_eq!(e.result(Section::B, 1, a1).unwrap().declarer_tricks, 8);
    // A save round-trips both sections, their names and the field.
    let text = serde_json::to_string(&e).unwrap();
    let back: Evening = serde_json::from_str(&text).unwrap();
    assert_eq!(back, e);
    assert_eq!(back.field(), Field::PerSection);
    // A line in a section the evening does not have is refused.
    let one = Evening::new(
        Movement::new(Kind::Mitchell, 6, 2).unwrap(),
        EveningScoring::Matchpoints,
        1,
    );
    let mut one_text = serde_json::to_value(&one).unwrap();
    one_text["entries"] = serde_json::json!([{"section": "B", "board": 1, "north_south": 1,
        "outcome": "NotPlayed"}]);
    assert!(serde_json::from_value::<Evening>(one_text).is_err());
}

#[test]
fn two_sections_must_rank_alike() {
    let howell = Movement::new(Kind::Howell, 7, 2).unwrap();
    let mitchell = Movement::new(Kind::Mitchell, 6, 2).unwrap();
    let scoring = EveningScoring::Matchpoints;
    assert_eq!(
        Evening::with_sections(&[howell, mitchell], Field::AcrossSections, scoring, 1),
        Err(ScorerError::SectionWinners)
    );
    // With the arrow switch the Mitchell has one winner too, and they run together.
    let switched = mitchell.with_arrow_switch(true).unwrap();
    let e = Evening::with_sections(&[howell, switched], Field::AcrossSections, scoring, 1).unwrap();
    assert_eq!(e.ranking().len(), 1);
    assert_eq!(
        Evening::with_sections(&[mitchell; 3], Field::AcrossSections, scoring, 1),
        Err(ScorerError::Sections { max: 2 })
    );
    assert_eq!(
        Evening::with_sections(&[], Field::AcrossSections, scoring, 1),
        Err(ScorerError::Sections { max: 2 })
    );
}

#[test]
fn two_sections_travel_in_the_results_files_and_read_back_with_their_figures() {
    use super::club::{pbn_results, usebio};
    for field in [Field::AcrossSections, Field::PerSection] {
        let mut e = two_sections(field);
        enter_board(&mut e, Section::A, 1, &[Some(10), Some(11), None]);
        enter_board(&mut e, Section::B, 1, &[Some(10), Some(11), None, Some(9)]);
        enter_board(&mut e, Section::B, 7, &[Some(10), Some(11), None, Some(9)]);
        let event = e.club_event(EventInfo::default());
        let xml = usebio::write(&event);
        assert!(xml.contains(r#"<SECTION SECTION_ID="B">"#), "{field:?}");
        // Read back, the figures the file printed agree with the recomputation, and the field
        // the reader works out is the one the evening was scored in.
        let back = usebio::read(&xml).unwrap();
        assert_eq!(back.sections(), ["A", "B"]);
        assert_eq!(back.rules.field, field);
        assert!(back.disagreements(&back.score()).is_empty(), "{field:?}");
        let pbn = pbn_results::read(&pbn_results::write(&event)).unwrap();
        assert_eq!(pbn.sections(), ["A", "B"]);
        assert!(pbn.disagreements(&pbn.score()).is_empty(), "{field:?}");
    }
}

#[test]
fn the_evenings_results_page_holds_both_sections_ranking_travellers_and_escapes_names() {
    use super::club::html::{Analysis, Labels, results_page};
    let mut e = two_sections(Field::AcrossSections);
    enter_board(&mut e, Section::A, 1, &[Some(10), Some(11), None]);
    enter_board(&mut e, Section::B, 1, &[Some(10), Some(11), None, Some(9)]);
    e.set_names(
        Section::A,
        2,
        vec!["<script>alert(1)</script>".into(), "Bo & Co".into()],
    )
    .unwrap();
    // The page is written from the event the USEBIO export writes.
    let event = e.club_event(EventInfo::default());
    let board = e.board(1);
    let table = crate::dd::DdSolver::new().table(&board.deal);
    let par = crate::par::par(&table, board.dealer, board.vulnerability);
    let analysis_par = par.score;
    let analysis = Analysis {
        board: 1,
        table,
        par,
    };
    let page = results_page(&event, &Labels::default(), &[analysis]);
    assert!(!page.contains("<script"), "a pair's name became markup");
    // One field across both sections (see the test above): the North-South ranking by hand,
    // a top of 12 on the one board played: 450 11 (91.67%), 420 7 (58.33%), 140 3 (25%),
    // −50 nothing; pairs named with their section.
    let row = |place: &str, pair: &str, names: &str, mp: &str, pct: &str| {
        format!(
            "<tr><td class=\"n\">{place}</td><td class=\"n\">{pair}</td><td><bdi>{names}</bdi></td>\
             <td class=\"n\">1</td><td class=\"n\">{mp}</td><td class=\"n\">{pct}</td></tr>"
        )
    };
    for expected in [
        row("1=", "A3", "", "11", "91.67"),
        row("1=", "B4", "", "11", "91.67"),
        row("3=", "A1", "", "7", "58.33"),
        row(
            "5=",
            "A2",
            "&lt;script&gt;alert(1)&lt;/script&gt; &amp; Bo &amp; Co",
            "3",
            "25.00",
        ),
        row("7", "B2", "", "0", "0.00"),
        // East-West: B7 beat every other line (−50), B6 and A6 beat the four games.
        row("1", "B7", "", "12", "100.00"),
        row("2=", "A6", "", "9", "75.00"),
    ] {
        assert!(page.contains(&expected), "{expected}");
    }
    // Board 1's traveller, both sections: A1 v A4 4♠ made, 420, 7 and 5; B2 v B7 one down.
    for line in [
        "<tr><td class=\"n\">A1</td><td class=\"n\">A4</td><td><bdi>4♠</bdi></td><td><bdi></bdi></td>\
         <td class=\"n\">10</td><td class=\"n\">420</td><td class=\"n\">7</td><td class=\"n\">5</td></tr>",
        "<tr><td class=\"n\">B2</td><td class=\"n\">B7</td><td><bdi>4♠</bdi></td><td><bdi></bdi></td>\
         <td class=\"n\">9</td><td class=\"n\">-50</td><td class=\"n\">0</td><td class=\"n\">12</td></tr>",
    ] {
        assert!(page.contains(line), "{line}");
    }
    // Every board's hand record; the solved board's double-dummy table and par.
    assert_eq!(page.matches("<div class=\"deal\"").count(), 8);
    assert_eq!(page.matches("<caption>").count(), 1);
    assert!(page.contains(&format!("<p>: {}", analysis_par)));
}
