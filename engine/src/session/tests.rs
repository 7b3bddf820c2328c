//! Tests of sessions: kinds, score cards, saves and the field.

use super::*;
use crate::scoring::SheetTotals;
use crate::seat::Side;

/// Field table `k` at the quick strength: the sampling robots are slow in a debug build.
fn quick_field(k: u32) -> FieldStyle {
    let mut style = FieldStyle::of_table(k);
    style.play.strength = Strength::Quick;
    style
}

fn play_out(s: &mut Session) {
    crate::table::tests::play_out(s.table_mut().unwrap());
}

#[test]
fn a_rubber_session_ends_when_a_side_has_two_games() {
    let mut s = Session::new("r", SessionKind::Rubber(RubberSettings::default()), 17);
    let mut n = 0;
    while !s.is_over() {
        play_out(&mut s);
        assert!(s.advance());
        n += 1;
        assert!(n < 60, "a rubber of robots ends");
    }
    let ScoreCard::Rubber(sheet) = s.score_card().unwrap() else {
        panic!()
    };
    assert!(sheet.is_over());
    assert!(s.table().is_none());
}

#[test]
fn a_chicago_is_four_counted_deals_and_can_go_on() {
    let mut s = Session::new("c", SessionKind::Chicago(ChicagoSettings::default()), 5);
    while !s.is_over() {
        play_out(&mut s);
        s.advance();
    }
    let ScoreCard::Chicago(sheet) = s.score_card().unwrap() else {
        panic!()
    };
    assert_eq!(sheet.deals_played(), 4);
    s.play_another_set();
    assert!(!s.is_over());
    assert_eq!(s.table().unwrap().game().board().dealer, Seat::North);
}

#[test]
fn pairs_boards_are_matchpointed_against_seven_robot_tables() {
    let mut s = Session::new("p", SessionKind::pairs(2), 99);
    for _ in 0..2 {
        play_out(&mut s);
        s.advance();
    }
    assert!(s.is_over());
    let mut jobs = 0;
    while let Some(job) = s.field_job() {
        let r = robot_table(&job.board, quick_field(job.table));
        s.record_field(job, r);
        jobs += 1;
    }
    assert_eq!(jobs, 14);
    let ScoreCard::Pairs(travellers) = s.score_card().unwrap() else {
        panic!()
    };
    assert_eq!(travellers.len(), 2);
    for t in &travellers {
        assert_eq!(t.rows().len(), 8);
        let total: f64 = t.rows().iter().map(|r| r.north_south_mp).sum();
        assert_eq!(total, 8.0 * 7.0);
    }
}

#[test]
fn teams_compare_with_the_other_table() {
    let mut s = Session::new("t", SessionKind::teams(2), 3);
    for _ in 0..2 {
        play_out(&mut s);
        s.advance();
    }
    while let Some(job) = s.field_job() {
        s.record_field(job, robot_table(&job.board, quick_field(0)));
    }
    let ScoreCard::Teams { boards, total, .. } = s.score_card().unwrap() else {
        panic!()
    };
    assert_eq!(boards.len(), 2);
    assert_eq!(
        total,
        boards
            .iter()
            .map(|b| imps(b.our_score - b.their_score))
            .sum::<i32>()
    );
}

#[test]
fn undo_and_hints_are_off_in_scored_play_unless_chosen() {
    let mut s = Session::new("c", SessionKind::Chicago(ChicagoSettings::default()), 5);
    assert!(!s.aids_allowed());
    assert_eq!(s.hint(), Err(AidsNotAllowed));
    assert_eq!(s.undo(), Err(AidsNotAllowed));
    s.allow_aids(true);
    let t = s.table_mut().unwrap();
    while t.robot_step().is_some() {}
    let call = s.hint().unwrap().unwrap().call;
    assert!(s.aids().used, "a hint is recorded");
    s.table_mut()
        .unwrap()
        .human_action(Action::Call(call))
        .unwrap();
    assert_eq!(s.undo(), Ok(true));
    // Practice always has them.
    let mut p = Session::new("p", SessionKind::Practice, 1);
    p.allow_aids(false);
    assert!(p.aids_allowed());
}

#[test]
fn a_deal_counts_on_the_card_when_it_ends_not_when_the_next_is_dealt() {
    let mut s = Session::new("c", SessionKind::Chicago(ChicagoSettings::default()), 5);
    let played = |s: &Session| match s.score_card().unwrap() {
        ScoreCard::Chicago(sheet) => sheet.deals().len(),
        _ => unreachable!(),
    };
    assert_eq!(played(&s), 0);
    play_out(&mut s);
    assert_eq!(
        played(&s),
        1,
        "the finished deal at the table is on the card"
    );
    assert!(s.deals().is_empty());
    assert!(s.advance());
    assert_eq!(
        played(&s),
        1,
        "moving it to the record does not count it twice"
    );
    assert_eq!(s.deals().len(), 1);
    assert!(!s.advance(), "the new deal is not finished");
}

#[test]
fn the_field_starts_on_a_board_as_soon_as_it_is_played() {
    let mut s = Session::new("p", SessionKind::pairs(2), 99);
    assert_eq!(s.field_job(), None);
    play_out(&mut s);
    let job = s.field_job().unwrap();
    assert_eq!((job.board_index, job.table), (0, 0));
}

/// Plays a session to its end (at most `limit` deals), one `check` a finished deal.
fn each_deal(s: &mut Session, limit: usize, mut check: impl FnMut(&Session, usize)) {
    for i in 0..limit {
        if s.table().is_none() {
            break;
        }
        play_out(s);
        check(s, i);
        s.advance();
    }
}

#[test]
fn rubber_deal_scores_are_the_sheet_entries_of_each_deal() {
    let mut s = Session::new("r", SessionKind::Rubber(RubberSettings::default()), 17);
    let mut sum = [0u32; 2];
    each_deal(&mut s, 60, |s, i| {
        let Some(DealScore::Rubber(entries)) = s.deal_score(i) else {
            panic!("deal {i} has a rubber score")
        };
        let passed = s
            .finished_games()
            .nth(i)
            .unwrap()
            .result()
            .unwrap()
            .contract()
            .is_none();
        assert_eq!(entries.is_empty(), passed, "deal {i}");
        for e in entries {
            sum[e.side.index()] += e.points;
        }
    });
    let ScoreCard::Rubber(sheet) = s.score_card().unwrap() else {
        panic!()
    };
    assert!(sheet.is_over());
    assert_eq!(
        sum,
        [sheet.total(Side::NorthSouth), sheet.total(Side::EastWest)]
    );
}

#[test]
fn chicago_deal_scores_are_the_card_entries_of_each_counted_deal() {
    let mut s = Session::new("c", SessionKind::Chicago(ChicagoSettings::default()), 5);
    let mut sum = [0u32; 2];
    let mut numbers = Vec::new();
    each_deal(&mut s, 20, |s, i| {
        let Some(DealScore::Chicago { deal, entries }) = s.deal_score(i) else {
            panic!("deal {i} has a Chicago score")
        };
        numbers.extend(deal);
        for e in entries {
            assert_eq!(Some(e.deal), deal);
            sum[e.side.index()] += e.points;
        }
    });
    assert_eq!(numbers, [1, 2, 3, 4]);
    let ScoreCard::Chicago(sheet) = s.score_card().unwrap() else {
        panic!()
    };
    assert_eq!(
        sum,
        [sheet.total(Side::NorthSouth), sheet.total(Side::EastWest)]
    );
}

#[test]
fn russian_deal_scores_are_the_lines_of_the_card() {
    let mut s = Session::new(
        "r",
        SessionKind::RussianChicago(Deals23Vulnerable::NonDealer),
        8,
    );
    let mut imps = 0;
    each_deal(&mut s, 20, |s, i| {
        let Some(DealScore::RussianChicago(line)) = s.deal_score(i) else {
            panic!("deal {i} has a Russian score")
        };
        imps += line.map_or(0, |l| l.north_south_imps);
    });
    let ScoreCard::RussianChicago(sheet) = s.score_card().unwrap() else {
        panic!()
    };
    assert_eq!(imps, sheet.north_south_imps());
}

#[test]
fn pairs_and_teams_deal_scores_wait_for_the_other_tables() {
    for kind in [SessionKind::pairs(1), SessionKind::teams(1)] {
        let mut s = Session::new("x", kind, 41);
        play_out(&mut s);
        let ns = s.table().unwrap().result().unwrap();
        let ns = ns.north_south_score(s.table().unwrap().game().board().vulnerability);
        match s.deal_score(0).unwrap() {
            DealScore::Pairs {
                north_south,
                matchpoints,
            } => {
                assert_eq!((north_south, matchpoints), (ns, None));
            }
            DealScore::Teams { north_south, board } => {
                assert_eq!((north_south, board), (ns, None));
            }
            other => panic!("{other:?}"),
        }
        while let Some(job) = s.field_job() {
            let pending = s.deal_score(0).unwrap();
            assert!(matches!(
                pending,
                DealScore::Pairs {
                    matchpoints: None,
                    ..
                } | DealScore::Teams { board: None, .. }
            ));
            // What the field plays does not matter here (the two tests above have robots play
            // it): every other table records the player's own result.
            let own = s.table().unwrap().result().unwrap();
            s.record_field(job, own);
        }
        match s.deal_score(0).unwrap() {
            DealScore::Pairs {
                matchpoints: Some((mp, top, pct)),
                ..
            } => {
                assert_eq!(top, 14.0);
                assert!((0.0..=14.0).contains(&mp));
                assert!((pct - 100.0 * mp / 14.0).abs() < 1e-9);
            }
            DealScore::Teams {
                north_south,
                board: Some(b),
            } => {
                assert_eq!(b.our_score, north_south);
                assert_eq!(b.imps, imps(b.our_score - b.their_score));
            }
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn given_deals_come_first() {
    let d = Deal::random(123);
    let mut s = Session::with_deals("g", SessionKind::Practice, 1, vec![d]);
    assert_eq!(s.table().unwrap().game().board().deal, d);
    s.start_at_board(7);
    let b = s.table().unwrap().game().board();
    assert_eq!((b.number, b.deal, b.dealer), (7, d, Seat::South));
}
