use super::cards::PairPlace;
use super::propose::propose;
use super::*;
use std::collections::{BTreeMap, BTreeSet};

/// Every movement the engine runs: each kind, 5 to 30 pairs, 1 to 8 boards a round, with and
/// without the arrow switch where it applies.
fn every_movement() -> Vec<Movement> {
    let mut all = Vec::new();
    for pairs in MIN_PAIRS..=MAX_PAIRS {
        for per_round in 1..=MAX_BOARDS_PER_ROUND {
            for kind in Kind::ALL {
                if let Ok(m) = Movement::new(kind, pairs, per_round) {
                    all.push(m);
                    if let Ok(s) = m.with_arrow_switch(true) {
                        all.push(s);
                    }
                }
            }
        }
    }
    all
}

/// The checks every movement passes, with the movement named in the failure.
fn check(m: &Movement) {
    let name = format!("{m:?}");
    let pairs: BTreeSet<u32> = m.pairs().into_iter().collect();
    assert_eq!(pairs.len() as u32, m.pair_count(), "{name}");
    let mut met: BTreeMap<(u32, u32), u32> = BTreeMap::new();
    let mut played: BTreeSet<(u32, u32)> = BTreeSet::new();
    for r in 1..=m.rounds() {
        let round = m.round(r);
        let out = m.sitting_out(r);
        // Every pair once a round: at one table or sitting out.
        let mut seen: Vec<u32> = round
            .iter()
            .flat_map(|s| [s.north_south, s.east_west])
            .chain(out.iter().copied())
            .collect();
        seen.sort_unstable();
        assert_eq!(
            seen,
            pairs.iter().copied().collect::<Vec<_>>(),
            "{name} round {r}"
        );
        assert_eq!(out.len(), usize::from(m.has_sit_out()), "{name} round {r}");
        // A board is at one table at a time: at every moment of the round (the i-th board
        // played) no two tables want the same board; only a declared share plays a set twice.
        for i in 0..m.boards_per_round() as usize {
            let now: Vec<u32> = round.iter().map(|s| s.play_order()[i]).collect();
            let distinct: BTreeSet<u32> = now.iter().copied().collect();
            assert_eq!(distinct.len(), now.len(), "{name} round {r} board {i}");
        }
        for s in &round {
            let sharing = round.iter().filter(|o| o.set == s.set).count();
            assert_eq!(
                sharing,
                1 + usize::from(s.shares_with.is_some()),
                "{name} round {r}"
            );
            if let Some(o) = s.shares_with {
                assert!(
                    round.iter().any(|x| x.table == o && x.set == s.set),
                    "{name}"
                );
            }
            assert!(s.last_board <= m.boards(), "{name}");
            assert_eq!(s.switched, m.is_switched(r), "{name}");
            let key = (
                s.north_south.min(s.east_west),
                s.north_south.max(s.east_west),
            );
            *met.entry(key).or_default() += 1;
            for p in [s.north_south, s.east_west] {
                assert!(
                    played.insert((p, s.set)),
                    "{name}: pair {p} plays set {} twice",
                    s.set
                );
            }
            // A Mitchell pair meets only the other direction.
            if m.kind().is_mitchell() {
                assert_ne!(
                    m.is_north_south(s.north_south),
                    m.is_north_south(s.east_west),
                    "{name}"
                );
            }
        }
    }
    assert!(
        met.values().all(|n| *n == 1),
        "{name}: a pair meets another twice"
    );
    if m.kind() == Kind::Howell {
        // Complete Howell: every pair meets every other exactly once.
        let n = pairs.len();
        assert_eq!(met.len(), n * (n - 1) / 2, "{name}");
    }
    // The traveller of each board lists each play once; the count adds up.
    let plays: usize = (1..=m.boards()).map(|b| m.plays_of_board(b).len()).sum();
    assert_eq!(plays as u32, m.plays(), "{name}");
}

#[test]
fn every_movement_meets_and_plays_each_at_most_once() {
    let all = every_movement();
    // 26 pair counts x 8 board counts, at least one kind each.
    assert!(all.len() > 26 * 8, "{}", all.len());
    for m in &all {
        check(m);
    }
}

#[test]
fn every_pair_count_has_a_movement_at_every_length_of_round() {
    for pairs in MIN_PAIRS..=MAX_PAIRS {
        for per_round in 2..=MAX_BOARDS_PER_ROUND {
            assert!(
                Kind::ALL
                    .iter()
                    .any(|k| Movement::new(*k, pairs, per_round).is_ok()),
                "{pairs} pairs, {per_round} boards a round"
            );
        }
    }
}

#[test]
fn full_mitchells_meet_every_opponent_and_play_every_board() {
    for tables in 3..=15u32 {
        let kinds: &[Kind] = if tables % 2 == 1 {
            &[Kind::Mitchell]
        } else {
            &[Kind::RelayMitchell]
        };
        for &kind in kinds {
            let m = Movement::new(kind, 2 * tables, 2).unwrap();
            assert_eq!(m.rounds(), tables);
            for e in tables + 1..=2 * tables {
                let seats: Vec<Seating> =
                    (1..=m.rounds()).filter_map(|r| m.seat_of(r, e)).collect();
                let met: BTreeSet<u32> = seats.iter().map(|s| s.north_south).collect();
                let sets: BTreeSet<u32> = seats.iter().map(|s| s.set).collect();
                assert_eq!(met.len() as u32, tables, "{kind:?} {tables}");
                assert_eq!(sets.len() as u32, tables, "{kind:?} {tables}");
            }
        }
        if tables.is_multiple_of(2) {
            // The skip Mitchell: one round fewer, every pair misses one set and one opponent.
            let m = Movement::new(Kind::SkipMitchell, 2 * tables, 2).unwrap();
            assert_eq!(m.rounds(), tables - 1);
        }
    }
}

#[test]
fn mitchell_first_rounds_as_the_cards_print_them() {
    // Three tables, two boards a round: N-S 1-3 at their tables, E-W 4-6 from table 1, sets
    // 1-3; round 2: E-W up one table, boards down one.
    let m = Movement::new(Kind::Mitchell, 6, 2).unwrap();
    let got = |r| -> Vec<(u32, u32, u32)> {
        m.round(r)
            .iter()
            .map(|s| (s.north_south, s.east_west, s.first_board))
            .collect()
    };
    assert_eq!(got(1), [(1, 4, 1), (2, 5, 3), (3, 6, 5)]);
    assert_eq!(got(2), [(1, 6, 3), (2, 4, 5), (3, 5, 1)]);
    // Eight-table relay and bye (Woodborough's and Hitchin's club cards: tables 1 and 8 share,
    // the bye stand between tables 4 and 5): round 1 sets 1-4 on tables 1-4, set 5 on the
    // stand, sets 6-8 on tables 5-7, table 8 shares set 1.
    let m = Movement::new(Kind::RelayMitchell, 16, 3).unwrap();
    let sets: Vec<u32> = m.round(1).iter().map(|s| s.set).collect();
    assert_eq!(sets, [1, 2, 3, 4, 6, 7, 8, 1]);
    assert_eq!(m.set_place(1, 5), SetPlace::Stand);
    assert_eq!(m.round(1)[7].shares_with, Some(1));
    assert_eq!(m.round(1)[7].play_order(), [2, 3, 1]);
    // Round 2: the stand's set goes to table 4, table 5's to the stand, table 1's to table 7.
    assert_eq!(m.set_place(2, 5), SetPlace::Table(4));
    assert_eq!(m.set_place(2, 6), SetPlace::Stand);
    assert_eq!(m.round(2)[6].set, 1);
    // Ten-table skip Mitchell (Exeter's card: skip after round 5): round 6 E-W move up two.
    let m = Movement::new(Kind::SkipMitchell, 20, 3).unwrap();
    assert_eq!(m.rounds(), 9);
    assert_eq!(m.seat_of(5, 11).map(|s| s.table), Some(5));
    assert_eq!(m.seat_of(6, 11).map(|s| s.table), Some(7));
}

#[test]
fn howell_first_rounds_as_the_cards_print_them() {
    // bridgecentral.com's 4-table Howell `8-1 6-5 4-2 R 7-3 2R`: sets 1-3 on tables 1-3, set
    // 4 on a relay, set 5 on table 4.
    let m = Movement::new(Kind::Howell, 8, 4).unwrap();
    let got: Vec<(u32, u32, u32)> = m
        .round(1)
        .iter()
        .map(|s| (s.north_south, s.east_west, s.set))
        .collect();
    assert_eq!(got, [(8, 1, 1), (6, 5, 2), (4, 2, 3), (7, 3, 5)]);
    assert_eq!(m.rounds(), 7);
    assert_eq!(m.boards(), 28);
    // The ACBL's 7-table Howell, table 1: 5 v 12 on boards 1-2, then 6 v 13 on boards 3-4;
    // boards 1-2 go to a relay, 15-16 come into play at table 7.
    let m = Movement::new(Kind::Howell, 14, 2).unwrap();
    let t1 = &m.table_cards()[0];
    let row = |i: usize| t1.rounds[i].seating.unwrap();
    assert_eq!(
        (row(0).north_south, row(0).east_west, row(0).first_board),
        (5, 12, 1)
    );
    assert_eq!(
        (row(1).north_south, row(1).east_west, row(1).first_board),
        (6, 13, 3)
    );
    assert_eq!(t1.rounds[0].boards_next, Some(SetPlace::Stand));
    assert_eq!(m.round(2)[6].first_board, 15);
    assert_eq!(m.boards(), 26);
    // The EBU's layouts: 5 tables, 9 rounds, four relays after table 5; 7 tables, 13 rounds.
    let m = Movement::new(Kind::Howell, 10, 3).unwrap();
    assert_eq!((m.rounds(), m.boards()), (9, 27));
    assert_eq!(
        (6..=9).map(|s| m.set_place(1, s)).collect::<Vec<_>>(),
        [SetPlace::Stand; 4]
    );
    // Three-quarter Howell of 6 tables: 9 rounds (the EBU's 27-board card's length).
    let m = Movement::new(Kind::ThreeQuarterHowell, 12, 3).unwrap();
    assert_eq!(m.rounds(), 9);
}

#[test]
fn a_howell_pair_plays_both_directions() {
    for tables in howell::TABLES {
        let m = Movement::new(Kind::Howell, 2 * tables, 2).unwrap();
        for card in m.pair_cards() {
            let ns = card
                .rounds
                .iter()
                .filter(|r| {
                    matches!(
                        r.place,
                        PairPlace::Table {
                            north_south: true,
                            ..
                        }
                    )
                })
                .count() as u32;
            // The stationary pair keeps its seat; every moving pair sits North-South for
            // about half the rounds.
            if card.rounds.iter().all(|r| r.place == card.rounds[0].place) {
                continue;
            }
            assert!(
                ns.abs_diff(m.rounds() - ns) <= 1,
                "{tables} tables pair {}",
                card.pair
            );
        }
    }
}

#[test]
fn sit_outs_follow_the_phantom() {
    // 11 pairs: six tables, the phantom is North-South 6; each round one East-West pair sits
    // out, a different one each round of the relay Mitchell.
    let m = Movement::new(Kind::RelayMitchell, 11, 1).unwrap();
    assert_eq!(m.phantom(), Some(6));
    assert!(!m.pairs().contains(&6));
    let out: BTreeSet<u32> = (1..=m.rounds()).flat_map(|r| m.sitting_out(r)).collect();
    assert_eq!(out.len() as u32, m.rounds());
    // No share: table 6 is never in play, so one board a round is enough.
    assert!((1..=m.rounds()).all(|r| m.round(r).iter().all(|s| s.shares_with.is_none())));
    // 7 pairs on the 4-table Howell: pair 8 is the phantom; the pair meeting it sits out.
    let m = Movement::new(Kind::Howell, 7, 3).unwrap();
    assert_eq!(m.sitting_out(1), [1]);
    assert_eq!(m.round(1).len(), 3);
    let cards = m.table_cards();
    assert_eq!(cards[0].rounds[0].sitting_out, Some(1));
    assert_eq!(m.pair_cards()[0].rounds[0].place, PairPlace::SitOut);
}

#[test]
fn the_arrow_switch_turns_the_last_rounds_and_mixes_the_fields() {
    for (tables, switched) in [(3, 1), (9, 1), (11, 1), (12, 2), (15, 2)] {
        let m = Movement::new(
            if tables % 2 == 1 {
                Kind::Mitchell
            } else {
                Kind::RelayMitchell
            },
            2 * tables,
            2,
        )
        .unwrap()
        .with_arrow_switch(true)
        .unwrap();
        assert_eq!(m.switched_rounds(), switched, "{tables} tables");
        assert!(m.one_field());
    }
    for m in every_movement().iter().filter(|m| m.arrow_switch()) {
        // Every pair plays the same number of rounds in its other direction...
        for p in m.pairs() {
            let other = (1..=m.rounds())
                .filter_map(|r| m.seat_of(r, p))
                .filter(|s| (s.north_south == p) != m.is_north_south(p))
                .count() as u32;
            let played = (1..=m.rounds())
                .filter(|r| m.seat_of(*r, p).is_some())
                .count() as u32;
            let switched_played = (1..=m.rounds())
                .filter(|r| m.is_switched(*r) && m.seat_of(*r, p).is_some())
                .count() as u32;
            assert_eq!(other, switched_played, "{m:?} pair {p}");
            assert!(played >= switched_played);
        }
        // ...so the two fields' results meet on the travellers: some board has a North-South
        // pair and an East-West pair of the same field sitting the same way.
        let mixed = (1..=m.boards()).any(|b| {
            let plays = m.plays_of_board(b);
            plays.iter().any(|(_, s)| m.is_north_south(s.north_south))
                && plays.iter().any(|(_, s)| !m.is_north_south(s.north_south))
        });
        assert!(mixed, "{m:?}");
    }
    assert_eq!(
        Movement::new(Kind::Howell, 8, 2)
            .unwrap()
            .with_arrow_switch(true),
        Err(MovementError::ArrowSwitch)
    );
}

#[test]
fn guide_cards_say_where_each_goes_next() {
    let m = Movement::new(Kind::Mitchell, 10, 3).unwrap();
    let cards = m.table_cards();
    assert_eq!(cards.len(), 5);
    let r1 = &cards[0].rounds[0];
    // Table 1: N-S stays, E-W 6 goes up to table 2, boards 1-3 down to table 5.
    assert_eq!(
        r1.north_south_next,
        Some(PairPlace::Table {
            table: 1,
            north_south: true
        })
    );
    assert_eq!(
        r1.east_west_next,
        Some(PairPlace::Table {
            table: 2,
            north_south: false
        })
    );
    assert_eq!(r1.boards_next, Some(SetPlace::Table(5)));
    assert_eq!(cards[0].rounds[4].boards_next, None);
    let pc = &m.pair_cards()[5];
    assert_eq!(pc.pair, 6);
    assert_eq!(pc.rounds[0].opponent, Some(1));
    assert_eq!(pc.rounds[0].boards, [1, 2, 3]);
    assert_eq!(
        pc.rounds[0].next,
        Some(PairPlace::Table {
            table: 2,
            north_south: false
        })
    );
}

#[test]
fn movements_outside_the_rules_are_refused_by_name() {
    use MovementError as E;
    assert!(matches!(
        Movement::new(Kind::Mitchell, 4, 2),
        Err(E::Pairs { .. })
    ));
    assert!(matches!(
        Movement::new(Kind::Mitchell, 31, 2),
        Err(E::Pairs { .. })
    ));
    assert!(matches!(
        Movement::new(Kind::Mitchell, 10, 9),
        Err(E::BoardsPerRound { .. })
    ));
    assert!(matches!(
        Movement::new(Kind::Mitchell, 10, 0),
        Err(E::BoardsPerRound { .. })
    ));
    assert!(matches!(
        Movement::new(Kind::Mitchell, 8, 2),
        Err(E::Kind { .. })
    ));
    assert!(matches!(
        Movement::new(Kind::SkipMitchell, 10, 2),
        Err(E::Kind { .. })
    ));
    assert!(matches!(
        Movement::new(Kind::Howell, 18, 2),
        Err(E::Kind { .. })
    ));
    assert_eq!(Movement::new(Kind::RelayMitchell, 12, 1), Err(E::Share));
    let m = Movement::new(Kind::Mitchell, 14, 2).unwrap();
    assert!(matches!(m.with_rounds(8), Err(E::Rounds { .. })));
    assert_eq!(m.with_rounds(5).unwrap().rounds(), 5);
    assert!(matches!(
        Movement::new(Kind::Howell, 14, 2).unwrap().with_rounds(10),
        Err(E::Rounds { .. })
    ));
}

#[test]
fn saves_keep_the_movement_and_the_first_saves_still_load() {
    let m = Movement::new(Kind::RelayMitchell, 11, 3)
        .unwrap()
        .with_arrow_switch(true)
        .unwrap();
    let json = serde_json::to_string(&m).unwrap();
    assert_eq!(serde_json::from_str::<Movement>(&json).unwrap(), m);
    let old: Movement = serde_json::from_str(r#"{"tables":4,"boards":8}"#).unwrap();
    assert_eq!(old, Movement::new(Kind::SkipMitchell, 8, 2).unwrap());
    // ...and a movement they could hold is still written their way.
    assert_eq!(
        serde_json::to_string(&old).unwrap(),
        r#"{"tables":4,"boards":8}"#
    );
    let cut = Movement::new(Kind::Mitchell, 10, 2)
        .unwrap()
        .with_rounds(4)
        .unwrap();
    let json = serde_json::to_string(&cut).unwrap();
    assert!(json.contains(r#""rounds":4"#), "{json}");
    assert_eq!(serde_json::from_str::<Movement>(&json).unwrap(), cut);
    for bad in [
        r#"{"tables":3,"boards":7}"#,
        r#"{"tables":2,"boards":4}"#,
        r#"{"kind":"Howell","pairs":30,"boards_per_round":2}"#,
        r#"{"kind":"Mitchell","pairs":10,"boards_per_round":2,"rounds":9}"#,
        r#"{}"#,
    ] {
        assert!(serde_json::from_str::<Movement>(bad).is_err(), "{bad}");
    }
}

#[test]
fn proposals_fill_the_time_best_first() {
    // 8 pairs, time for 24 boards: the three-quarter Howell of 6 rounds of 4 fills it, the
    // complete Howell of 7 rounds of 3 comes next.
    let p = propose(8, 24, 10).unwrap();
    assert!(p.iter().all(|x| x.boards_played <= 24));
    let kinds: Vec<(Kind, u32)> = p
        .iter()
        .map(|x| (x.movement.kind(), x.movement.boards_per_round()))
        .collect();
    assert_eq!(
        kinds[..2],
        [(Kind::ThreeQuarterHowell, 4), (Kind::Howell, 3)]
    );
    // 11 pairs, 24 boards: the 6-table Howell of 11 rounds of 2 (everyone meets everyone),
    // then the relay Mitchell of 6 rounds of 4 with a sit-out each round.
    let p = propose(11, 24, 5).unwrap();
    assert_eq!(
        (p[0].movement.kind(), p[0].boards_played),
        (Kind::Howell, 22)
    );
    assert!((p[0].meets - 1.0).abs() < 1e-9, "{}", p[0].meets);
    assert_eq!(
        (p[1].movement.kind(), p[1].boards_played),
        (Kind::RelayMitchell, 24)
    );
    assert!(p[1].movement.has_sit_out());
    // Every pair count has a proposal; from 7 pairs on it fills most of a usual evening.
    for pairs in MIN_PAIRS..=MAX_PAIRS {
        let p = propose(pairs, 24, 3).unwrap();
        assert!(!p.is_empty(), "{pairs}");
        if pairs >= 7 {
            assert!(p[0].boards_played >= 18, "{pairs}: {:?}", p[0]);
        }
    }
    assert!(propose(3, 24, 3).is_err());
}
