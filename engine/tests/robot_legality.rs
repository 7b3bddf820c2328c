//! Robots over many seeded deals: every call and card is legal, every auction ends, every
//! play has thirteen tricks, every call can be explained and is admitted for the hand that made
//! it, and the card robot never uses a hand its seat cannot see. How fast they decide is measured by `bridge bench`, not asserted here:
//! a loaded machine made timed assertions fail at random.

use crate::common::{robot_game_count, robot_games};
use bridge_engine::robot::bidding::consistent::CallCheck;
use bridge_engine::robot::{PlayView, choose_card, explain_call};
use bridge_engine::{Card, CardSet, Deal, Play, Seat};
use proptest::prelude::*;

#[test]
fn robot_deals_without_an_illegal_call_or_card() {
    assert_eq!(robot_games().len() as u64, robot_game_count());
    for (i, g) in robot_games().iter().enumerate() {
        let game = &g.game;
        let auction = game.auction();
        assert!(auction.is_over());
        for k in 0..auction.calls().len() {
            assert!(explain_call(auction, k, game.board().vulnerability).is_some());
        }
        if let Some(play) = game.play() {
            assert_eq!(play.completed_tricks().count(), 13, "deal {i}");
        }
        assert!(game.result().is_some());
    }
}

/// Every call of the robots' auctions is admitted for the hand that made it by the check the
/// card robots' sampler imagines hands with ([`CallCheck`]). The rules that needed a judgement
/// count as either way, so the quick strength's judgements of these games test it as well as
/// the strong one's would (they were 30 auctions bid at the strong strength, 14 CPU s).
#[test]
fn every_robot_call_is_admitted_for_the_hand_that_made_it() {
    for g in robot_games() {
        let (board, auction) = (g.game.board(), g.game.auction());
        let check = CallCheck::new(auction, board.vulnerability, |_| true);
        for seat in Seat::ALL {
            assert!(
                check.admits(seat, board.deal.hand(seat)),
                "board {} {seat}: {auction:?}",
                board.number
            );
        }
    }
}

#[test]
fn contracts_are_mostly_sensible() {
    // Games need values: count slams and passed-out deals over the sample. The robots judge
    // slams by simulation and about one deal in eight has a making slam (par), so up to one in
    // ten bid is sensible (20 of deals 1000-1299 at 048930a); passing out more than one deal in
    // seven would mean openings are missed (2 there).
    let (mut slams, mut passed) = (0, 0);
    for g in robot_games() {
        match g.game.result().and_then(|r| r.contract()) {
            None => passed += 1,
            Some((c, _)) if c.level() >= 6 => slams += 1,
            _ => {}
        }
    }
    let n = robot_game_count();
    assert!(slams * 10 <= n, "{slams} slams in {n} deals");
    assert!(passed * 7 <= n, "{passed} passed out in {n} deals");
}

/// Swaps same-suit cards between the two hands `a` and `b` (only cards neither has played),
/// guided by `choices`; every card played so far stays where it was, so the play replays.
fn reshuffle(deal: &Deal, play_so_far: &Play, a: Seat, b: Seat, choices: &[u8]) -> Deal {
    let mut hands = deal.hands();
    let ra = play_so_far.remaining(a);
    let rb = play_so_far.remaining(b);
    for (i, suit) in bridge_engine::Suit::ALL.into_iter().enumerate() {
        let xa: Vec<Card> = ra.suit(suit).iter().collect();
        let xb: Vec<Card> = rb.suit(suit).iter().collect();
        if xa.is_empty() || xb.is_empty() {
            continue;
        }
        let pick = usize::from(choices.get(i).copied().unwrap_or(0));
        let (ca, cb) = (xa[pick % xa.len()], xb[(pick / 3) % xb.len()]);
        hands[a.index()].remove(ca);
        hands[a.index()].insert(cb);
        hands[b.index()].remove(cb);
        hands[b.index()].insert(ca);
    }
    Deal::new(hands).expect("a swap keeps a valid deal")
}

fn replay(deal: Deal, like: &Play) -> Play {
    let mut p = Play::new(deal, like.contract(), like.declarer());
    for c in like.cards_played() {
        p.play(c).expect("the reshuffled deal replays");
    }
    p
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Changing the cards of the hands a seat cannot see does not change its view or its card.
    #[test]
    fn hidden_hands_do_not_change_the_robots_card(
        seed in 0u64..10_000,
        stop in 0usize..52,
        choices in proptest::collection::vec(0u8..12, 4),
    ) {
        let deal = Deal::random(seed);
        let declarer = Seat::from_index((seed % 4) as usize);
        let contract = ["3NT", "4S", "2H", "5D", "1C"][(seed % 5) as usize].parse().unwrap();
        let mut p = Play::new(deal, contract, declarer);
        for _ in 0..stop.min(51) {
            let seat = p.to_play().unwrap();
            p.play(choose_card(&PlayView::new(&p, seat)).card).unwrap();
        }
        let seat = p.to_play().unwrap();
        let view = PlayView::new(&p, seat);
        let viewer = view.viewer();
        let dummy = declarer.partner();
        let hidden: Vec<Seat> = Seat::ALL
            .into_iter()
            .filter(|s| *s != viewer && (*s != dummy || p.card_count() == 0))
            .collect();
        prop_assert!(hidden.len() >= 2);
        let other = reshuffle(&deal, &p, hidden[0], hidden[1], &choices);
        let p2 = replay(other, &p);
        let view2 = PlayView::new(&p2, seat);
        prop_assert_eq!(&view, &view2);
        prop_assert_eq!(choose_card(&view), choose_card(&view2));
        let _ = CardSet::EMPTY;
    }
}
