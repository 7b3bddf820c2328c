//! IMP pairs, board-a-match teams and the beer card played through sessions: each deal of ours
//! is bid to a contract and ended by a claim, the field's results are given, and the score
//! cards are checked against hand calculations.

use crate::common::{play, result};
use bridge_engine::card::{CardSet, Rank};
use bridge_engine::game::{Board, BoardResult};
use bridge_engine::save;
use bridge_engine::scoring::bam::BamOutcome;
use bridge_engine::scoring::beer::Beer;
use bridge_engine::scoring::imp_pairs::ImpPairsMethod;
use bridge_engine::session::{
    DealScore, HouseRules, PairsScoring, ScoreCard, Session, SessionKind, TeamsScoring,
};
use bridge_engine::table::Table;
use bridge_engine::{Call, Card, Deal, Game, Seat, Suit};

/// Gives the field (or the other table) its results, board by board.
fn field(session: &mut Session, results: &[Vec<BoardResult>]) {
    while let Some(job) = session.field_job() {
        let r = results[job.board_index][job.table as usize];
        session.record_field(job, r);
    }
}

/// Two boards of IMP pairs. Board 1 (none vulnerable): we score +420 (4♠ by North, 10 tricks);
/// the field +430, +500, +420, +450, −50, +170, +420 (the rule reference's traveller plus one
/// more 420). Board 2 (North-South vulnerable): we make 3NT (+600); the field passes it out.
fn imp_pairs(method: ImpPairsMethod) -> Session {
    let kind = SessionKind::Pairs {
        boards: 2,
        scoring: PairsScoring::Imps(method),
    };
    let mut s = Session::new("imp-pairs", kind, 11);
    play(&mut s, "4S", Seat::North, 10);
    play(&mut s, "3NT", Seat::South, 9);
    use Seat::*;
    let board1 = vec![
        result("3NT", South, 10), // +430
        result("5CX", East, 8),   // +500
        result("4S", North, 10),  // +420
        result("4S", North, 11),  // +450
        result("5S", North, 10),  // −50
        result("3S", North, 10),  // +170
        result("4H", North, 10),  // +420
    ];
    let board2 = vec![result("pass", North, 0); 7];
    field(&mut s, &[board1, board2]);
    s
}

#[test]
fn cross_imps_session_by_hand() {
    let s = imp_pairs(ImpPairsMethod::CrossImps);
    let ScoreCard::ImpPairs {
        method,
        boards,
        total,
    } = s.score_card().unwrap()
    else {
        panic!("an IMP-pairs card")
    };
    assert_eq!(method, ImpPairsMethod::CrossImps);
    // Board 1, our +420 against 430 (0), 500 (−2), 420 (0), 450 (−1), −50 (+10), 170 (+6),
    // 420 (0): 13 IMPs over 7 comparisons.
    assert_eq!(boards[0].imps, Some(13.0 / 7.0));
    assert_eq!(boards[0].datum, None);
    // Board 2, +600 against seven passes: 12 IMPs each, 12 on average.
    assert_eq!(boards[1].imps, Some(12.0));
    assert_eq!(total, 13.0 / 7.0 + 12.0);
    // Every pair's cross-IMPs on a board sum to zero.
    assert!(boards[0].row_imps.iter().sum::<f64>().abs() < 1e-9);
    assert_eq!(
        s.deal_score(0),
        Some(DealScore::ImpPairs {
            north_south: 420,
            imps: Some((13.0 / 7.0, None)),
        })
    );
}

#[test]
fn datum_session_by_hand() {
    let s = imp_pairs(ImpPairsMethod::Datum);
    let ScoreCard::ImpPairs { boards, total, .. } = s.score_card().unwrap() else {
        panic!("an IMP-pairs card")
    };
    // Board 1: −50 and +500 dropped; (170 + 420 + 420 + 420 + 430 + 450) / 6 = 385 → 390.
    // Our +420 is 30 above: 1 IMP.
    assert_eq!(boards[0].datum, Some(390));
    assert_eq!(boards[0].imps, Some(1.0));
    // Board 2: +600 and one pass dropped, the datum is 0: +600 → 12.
    assert_eq!(boards[1].datum, Some(0));
    assert_eq!(boards[1].imps, Some(12.0));
    assert_eq!(total, 13.0);
    assert_eq!(
        s.deal_score(1),
        Some(DealScore::ImpPairs {
            north_south: 600,
            imps: Some((12.0, Some(0))),
        })
    );
}

#[test]
fn imp_pairs_wait_for_the_whole_field() {
    let kind = SessionKind::Pairs {
        boards: 1,
        scoring: PairsScoring::Imps(ImpPairsMethod::Datum),
    };
    let mut s = Session::new("imp-wait", kind, 11);
    play(&mut s, "4S", Seat::North, 10);
    let job = s.field_job().unwrap();
    s.record_field(job, result("4S", Seat::North, 10));
    let ScoreCard::ImpPairs { boards, total, .. } = s.score_card().unwrap() else {
        panic!()
    };
    assert_eq!((boards[0].imps, boards[0].datum, total), (None, None, 0.0));
    assert_eq!(
        s.deal_score(0),
        Some(DealScore::ImpPairs {
            north_south: 420,
            imps: None
        })
    );
}

#[test]
fn board_a_match_session_by_hand() {
    let kind = SessionKind::Teams {
        boards: 3,
        scoring: TeamsScoring::BoardAMatch,
        vp: Default::default(),
    };
    let mut s = Session::new("bam", kind, 5);
    use Seat::*;
    // Board 1 (none vul): +420 here, +420 for their N-S at the other table: a tie.
    play(&mut s, "4S", North, 10);
    // Board 2 (N-S vul): +600 here, +630 there: lost by 30 (1 IMP, but the whole board).
    play(&mut s, "3NT", South, 9);
    // Board 3 (E-W vul): +110 here, −50 there: won.
    play(&mut s, "2S", North, 8);
    field(
        &mut s,
        &[
            vec![result("4S", North, 10)],
            vec![result("3NT", South, 10)],
            vec![result("2S", North, 7)],
        ],
    );
    let ScoreCard::BoardAMatch { boards, points } = s.score_card().unwrap() else {
        panic!("a board-a-match card")
    };
    let outcomes: Vec<BamOutcome> = boards.iter().map(|(_, o)| *o).collect();
    assert_eq!(
        outcomes,
        [BamOutcome::Tie, BamOutcome::Loss, BamOutcome::Win]
    );
    let scores: Vec<(i32, i32)> = boards
        .iter()
        .map(|(b, _)| (b.our_score, b.their_score))
        .collect();
    assert_eq!(scores, [(420, 420), (600, 630), (110, -50)]);
    assert_eq!(points, 1.5);
    let Some(DealScore::BoardAMatch {
        north_south: 600,
        board: Some((_, BamOutcome::Loss)),
    }) = s.deal_score(1)
    else {
        panic!("board 2 lost: {:?}", s.deal_score(1))
    };
}

#[test]
fn old_saves_load_as_matchpoints_and_imps_and_new_settings_survive_a_save() {
    for (kind, expected) in [
        (SessionKind::pairs(2), SessionKind::pairs(2)),
        (SessionKind::teams(2), SessionKind::teams(2)),
    ] {
        let s = Session::new("old", kind, 3);
        let mut value: serde_json::Value = serde_json::from_str(&save::to_json(&s)).unwrap();
        // A save written before these settings: no scoring in the kind, no house rules.
        let session = value.get_mut("session").unwrap();
        let k = session.get_mut("kind").unwrap().as_object_mut().unwrap();
        for v in k.values_mut() {
            v.as_object_mut().unwrap().remove("scoring");
        }
        session.as_object_mut().unwrap().remove("house");
        let text = value.to_string();
        assert!(
            !text.contains("scoring") && !text.contains("house"),
            "{text}"
        );
        let loaded = save::from_json(&text).unwrap();
        assert_eq!(loaded.kind(), expected);
        assert_eq!(loaded.played().unwrap().house, HouseRules::default());
    }
    let mut s = imp_pairs(ImpPairsMethod::Datum);
    s.played_mut().unwrap().house.beer_card = true;
    let back = save::from_json(&save::to_json(&s)).unwrap();
    assert_eq!(back, s);
}

/// Each seat holds one suit: North spades, East hearts, South diamonds, West clubs.
fn one_suit_each() -> Deal {
    Deal::new([
        CardSet::suit_all(Suit::Spades),
        CardSet::suit_all(Suit::Hearts),
        CardSet::suit_all(Suit::Diamonds),
        CardSet::suit_all(Suit::Clubs),
    ])
    .unwrap()
}

/// South in 7♦ on [`one_suit_each`]: South ruffs the club lead and runs the diamonds from the
/// two up, keeping the 7♦ for the 13th trick.
fn seven_of_diamonds_last(board: Board) -> Game {
    let mut g = Game::new(board);
    while g.to_act() != Some(Seat::South) {
        g.call(Call::Pass).unwrap();
    }
    g.call(Call::Bid("7D".parse().unwrap())).unwrap();
    for _ in 0..3 {
        g.call(Call::Pass).unwrap();
    }
    let order: Vec<Card> = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 7]
        .iter()
        .map(|&r| Card::new(Suit::Diamonds, Rank::from_value(r).unwrap()))
        .collect();
    while let Some(p) = g.play().filter(|p| !p.is_over()) {
        let legal = p.legal_cards();
        let card = order
            .iter()
            .copied()
            .find(|c| legal.contains(*c))
            .or_else(|| legal.iter().next())
            .unwrap();
        g.play_card(card).unwrap();
    }
    g
}

#[test]
fn the_session_notices_and_counts_the_beer_card() {
    for beer_card in [true, false] {
        let kind = SessionKind::Chicago(Default::default());
        let mut s = Session::with_deals("beer", kind, 1, vec![one_suit_each(); 2]);
        s.played_mut().unwrap().house.beer_card = beer_card;
        let board = *s.table().unwrap().game().board();
        s.played_mut().unwrap().table =
            Some(Table::from_game(seven_of_diamonds_last(board), Seat::South));
        // Counted the moment the last card is played, before the next deal is dealt.
        let beer = Beer {
            drinker: Seat::South,
            buyer: Seat::North,
        };
        assert_eq!(s.beer(0), beer_card.then_some(beer));
        assert_eq!(s.beer_count(), beer_card.then_some((1, 0)));
        assert!(s.advance());
        let back = save::from_json(&save::to_json(&s)).unwrap();
        assert_eq!(back.beer_count(), beer_card.then_some((1, 0)));
        // A deal without the 7♦ last adds nothing.
        play(&mut s, "1NT", Seat::East, 0);
        assert_eq!(s.beer(1), None);
        assert_eq!(s.beer_count(), beer_card.then_some((1, 0)));
    }
}

#[test]
fn a_session_saved_on_the_result_screen_with_the_field_in_loads() {
    // The field plays a board as soon as it ends, before "Next deal" moves it to the record.
    let kind = SessionKind::Pairs {
        boards: 2,
        scoring: PairsScoring::Imps(ImpPairsMethod::CrossImps),
    };
    let mut s = Session::new("on-result", kind, 11);
    let board = *s.table().unwrap().game().board();
    let mut game = Game::new(board);
    while game.to_act() != Some(Seat::North) {
        game.call(Call::Pass).unwrap();
    }
    game.call(Call::Bid("4S".parse().unwrap())).unwrap();
    for _ in 0..3 {
        game.call(Call::Pass).unwrap();
    }
    game.claim(10).unwrap();
    s.played_mut().unwrap().table = Some(Table::from_game(game, Seat::South));
    assert!(s.deals().is_empty(), "still at the table");
    field(&mut s, &[vec![result("pass", Seat::North, 0); 7]]);
    let back = save::from_json(&save::to_json(&s)).expect("loads");
    assert_eq!(back, s);
    assert_eq!(
        back.deal_score(0),
        Some(DealScore::ImpPairs {
            north_south: 420,
            imps: Some((9.0, None)), // +420 against seven passes: 9 IMPs each
        })
    );
}
