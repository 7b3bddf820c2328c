//! Learning from a deal (`bridge_engine::review`, `Table::card_hint`): the card-play hint, each
//! card's double-dummy value, a practice copy played on by the robots, the bidding reviewed.

use bridge_engine::review::{self, ReviewError};
use bridge_engine::robot::{PlayConfig, Strength};
use bridge_engine::table::{RobotAsk, Table, Turn};
use bridge_engine::{Action, Board, Call, Card, Deal, Game, Phase, Seat, Side, Suit};

/// Each hand holds one solid suit (A K Q J) and three small cards of each other suit: North
/// spades, East clubs, South diamonds, West hearts. With no trumps the side on lead runs
/// its two suits, crossing by its other suit, so the opening lead decides who takes eight.
const SOLID: &str = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

/// Board 1 (North deals, nobody vulnerable): pass, pass, South 1NT, three passes.
fn one_notrump() -> Game {
    let mut game = Game::new(Board::numbered(1, Deal::from_pbn(SOLID).unwrap()));
    for c in ["P", "P", "1N", "P", "P", "P"] {
        game.call(c.parse::<Call>().unwrap()).unwrap();
    }
    game
}

fn quick(seed: u64) -> PlayConfig {
    PlayConfig {
        strength: Strength::Quick,
        seed,
        ..PlayConfig::default()
    }
}

#[test]
fn the_opening_leads_values_are_the_hand_checked_ones() {
    // West leads a heart or a club: East-West run both their suits, eight tricks. A spade or
    // a diamond gives North-South the lead and their eight: East-West keep five.
    let mut game = one_notrump();
    game.play_card(card("S2")).unwrap();
    let choice = review::card_choice(&game, 0).unwrap();
    assert_eq!(
        (choice.index, choice.seat, choice.played),
        (0, Seat::West, card("S2"))
    );
    assert_eq!(choice.values.len(), 13);
    for v in &choice.values {
        let want = if matches!(v.card.suit, Suit::Hearts | Suit::Clubs) {
            8
        } else {
            5
        };
        assert_eq!(v.tricks, want, "{}", v.card);
    }
    assert_eq!(choice.best.len(), 7, "four hearts and three clubs");
    assert!(choice.best.contains(card("HA")) && choice.best.contains(card("C5")));
    assert_eq!(choice.lost, 3);
    // Best first.
    assert_eq!(choice.values[0].tricks, 8);
    assert_eq!(choice.values[12].tricks, 5);
}

#[test]
fn a_best_card_costs_nothing_and_positions_outside_the_play_are_named() {
    let mut game = one_notrump();
    game.play_card(card("HA")).unwrap();
    let choice = review::card_choice(&game, 0).unwrap();
    assert_eq!(choice.lost, 0);
    assert!(choice.best.contains(card("HA")));
    assert_eq!(
        review::card_choice(&game, 1),
        Err(ReviewError::NoSuchCard {
            index: 1,
            played: 1
        })
    );
    let bidding = Game::new(Board::numbered(1, Deal::from_pbn(SOLID).unwrap()));
    assert_eq!(review::card_choice(&bidding, 0), Err(ReviewError::NoPlay));
}

#[test]
fn every_value_agrees_with_the_deal_played_on_from_that_card() {
    // Each legal card's value is the total its side ends with when that card is played and
    // the rest is double dummy: the solver's declarer total after the card says the same.
    let game = review::robots_finish(one_notrump(), &quick(3));
    for index in [0, 5, 22, 40] {
        let choice = review::card_choice(&game, index).unwrap();
        let before = review::play_before(&game, index).unwrap();
        for v in &choice.values {
            let mut after = before.clone();
            after.play(v.card).unwrap();
            let declarer = bridge_engine::dd::declarer_total(&after);
            let ours = if choice.seat.side() == after.declarer().side() {
                declarer
            } else {
                13 - declarer
            };
            assert_eq!(v.tricks, ours, "card {index}: {}", v.card);
        }
    }
}

#[test]
fn a_practice_copy_keeps_the_deal_and_the_robots_finish_it() {
    let game = review::robots_finish(one_notrump(), &quick(5));
    let original = game.result().expect("the robots finish the deal");
    let before = game.clone();
    let copy = review::practice_copy(&game, 10).unwrap();
    assert_eq!(game, before, "the deal played is untouched");
    assert_eq!(copy.auction(), game.auction());
    let Phase::Play(p) = copy.phase() else {
        panic!("the copy is in play")
    };
    assert_eq!(p.card_count(), 10);
    assert_eq!(
        copy.actions()[..],
        game.actions()[..copy.actions().len()],
        "the copy's cards are the deal's first ten"
    );
    // From the last card only one card is left: the same result and score.
    let last = review::play_again(&game, 51, Side::NorthSouth, &quick(1)).unwrap();
    assert_eq!(last.again, original);
    assert_eq!(last.again_score, last.original_score);
    assert_eq!(
        last.original_score,
        original.score_for(Side::NorthSouth, game.board().vulnerability)
    );
    // From the opening lead the robots play it all again; both scores are for one side.
    let again = review::play_again(&game, 0, Side::EastWest, &quick(9)).unwrap();
    assert!(again.game.result().is_some());
    assert_eq!(
        again.again_score,
        again
            .again
            .score_for(Side::EastWest, game.board().vulnerability)
    );
    assert_eq!(
        review::practice_copy(&game, 53).unwrap_err(),
        ReviewError::NoSuchCard {
            index: 53,
            played: 52
        }
    );
}

#[test]
fn the_bidding_review_names_the_robots_call_where_it_differs() {
    // South opens 1NT with 10 HCP: the robots pass there. South's later passes match.
    let game = one_notrump();
    let (calls, par) = review::review_bidding(&game, Seat::South, Strength::Quick);
    assert_eq!(calls.len(), 1);
    let c = &calls[0];
    assert_eq!((c.index, c.call), (2, "1N".parse::<Call>().unwrap()));
    assert!(c.meaning.is_some(), "1NT is in the system");
    assert_eq!(c.robots.as_ref().map(|r| r.0), Some(Call::Pass));
    // North, 10 HCP: the first pass (dealer) is the robots' call; after partner's 1NT the
    // robots bid on with game values where North passed.
    let (north, _) = review::review_bidding(&game, Seat::North, Strength::Quick);
    assert_eq!(north.len(), 2);
    assert_eq!(north[0].robots, None);
    assert!(
        matches!(north[1].robots, Some((Call::Bid(_), _))),
        "{:?}",
        north[1].robots
    );
    let table = bridge_engine::dd::dd_table(&game.board().deal);
    assert_eq!(
        par,
        bridge_engine::par::par(&table, Seat::North, game.board().vulnerability)
    );
}

#[test]
fn the_card_hint_plays_for_the_humans_seat_from_what_it_sees() {
    // South declares 1NT; West leads a spade and North's card is the human's to play.
    let mut game = one_notrump();
    game.play_card(card("S2")).unwrap();
    let table = Table::from_game(game, Seat::South);
    assert_eq!(table.turn(), Turn::Human(Seat::North));
    let ask = table.card_hint_ask(&quick(4)).unwrap();
    let RobotAsk::Card {
        view, may_claim, ..
    } = &ask
    else {
        panic!("a card hint asks for a card")
    };
    assert!(!may_claim);
    assert_eq!(view.seat(), Seat::North);
    assert_eq!(
        view.visible_hand(Seat::East),
        None,
        "the defenders' cards stay hidden"
    );
    assert_eq!(view.visible_hand(Seat::West), None);
    let hint = table.card_hint(&quick(4)).unwrap();
    assert!(table.playable().contains(hint.card), "{}", hint.card);
    assert!(
        hint.reason.key.starts_with("robot.play."),
        "{}",
        hint.reason.key
    );
    // The same table and seed give the same hint.
    assert_eq!(table.card_hint(&quick(4)), Some(hint));
}

#[test]
fn there_is_no_card_hint_outside_the_humans_turn_to_play() {
    let bidding = Table::new(
        Board::numbered(1, Deal::from_pbn(SOLID).unwrap()),
        Seat::South,
    );
    assert!(bidding.card_hint_ask(&quick(1)).is_none());
    // West (a robot) is on lead.
    let table = Table::from_game(one_notrump(), Seat::South);
    assert_eq!(table.turn(), Turn::Robot(Seat::West));
    assert!(table.card_hint(&quick(1)).is_none());
    // A defender's hint: East on turn after the lead when the human sits East.
    let mut game = one_notrump();
    game.apply(Action::Card(card("HA"))).unwrap();
    game.play_card(card("H8")).unwrap();
    let east = Table::from_game(game, Seat::East);
    assert_eq!(east.turn(), Turn::Human(Seat::East));
    let hint = east.card_hint(&quick(2)).unwrap();
    assert!(east.playable().contains(hint.card));
}

#[test]
fn a_card_hint_in_a_session_is_counted_as_a_bidding_hint_is() {
    use bridge_engine::session::{AidsNotAllowed, Session, SessionKind};
    let mut game = one_notrump();
    game.play_card(card("S2")).unwrap();
    let at_north = Table::from_game(game, Seat::South);
    // A scored session without aids refuses; with them, the hint is asked and its use kept.
    let mut rubber = Session::new("r", SessionKind::pairs(8), 3);
    rubber.played_mut().unwrap().table = Some(at_north.clone());
    assert_eq!(rubber.card_hint_ask(&quick(1)), Err(AidsNotAllowed));
    assert!(!rubber.aids().used);
    rubber.allow_aids(true);
    assert!(rubber.card_hint_ask(&quick(1)).unwrap().is_some());
    assert!(rubber.aids().used);
    // No card to play (the auction): nothing asked, nothing counted.
    let mut practice = Session::new("p", SessionKind::Practice, 3);
    assert_eq!(practice.card_hint_ask(&quick(1)), Ok(None));
    assert!(!practice.aids().used);
}
