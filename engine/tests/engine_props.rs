//! Property tests for the invariants of deals, auctions and play.

use bridge_engine::{
    Action, Auction, Board, Call, CardSet, Deal, Game, Phase, Play, Seat, Side, board_conditions,
};
use proptest::prelude::*;

/// Picks the `pick`-th legal call, passing most of the time so auctions end.
fn pick_call(auction: &Auction, pick: u16) -> Call {
    let legal = auction.legal_calls();
    if !pick.is_multiple_of(3) {
        Call::Pass
    } else {
        legal[pick as usize % legal.len()]
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_deals_are_valid_and_round_trip(seed in any::<u64>()) {
        let d = Deal::random(seed);
        prop_assert_eq!(d.hcp().iter().sum::<u32>(), 40);
        let all = Seat::ALL.iter().fold(CardSet::EMPTY, |acc, s| acc.or(d.hand(*s)));
        prop_assert_eq!(all, CardSet::FULL);
        for s in Seat::ALL {
            prop_assert_eq!(d.hand(s).len(), 13);
            prop_assert_eq!(Deal::from_pbn(&d.to_pbn_from(s)).unwrap(), d);
        }
    }

    #[test]
    fn every_auction_of_legal_calls_ends(picks in proptest::collection::vec(any::<u16>(), 400), dealer in 0usize..4) {
        let mut a = Auction::new(Seat::from_index(dealer));
        let mut i = 0;
        while !a.is_over() {
            let c = pick_call(&a, picks[i % picks.len()]);
            prop_assert!(a.call(c).is_ok());
            i += 1;
            prop_assert!(i <= 319, "an auction cannot be longer than 319 calls");
        }
        prop_assert!(a.result().is_some());
        prop_assert!(a.legal_calls().is_empty());
    }

    #[test]
    fn every_play_has_13_tricks_split_between_the_sides(seed in any::<u64>(), picks in proptest::collection::vec(any::<u8>(), 52), contract in 0usize..35, declarer in 0usize..4) {
        let bid = bridge_engine::Bid::all().nth(contract).unwrap();
        let mut p = Play::new(Deal::random(seed), bridge_engine::Contract::new(bid, Default::default()), Seat::from_index(declarer));
        for pick in &picks {
            let legal: Vec<_> = p.legal_cards().iter().collect();
            prop_assert!(!legal.is_empty());
            prop_assert!(p.play(legal[*pick as usize % legal.len()]).is_ok());
        }
        prop_assert!(p.is_over());
        prop_assert_eq!(p.completed_tricks().count(), 13);
        prop_assert_eq!(p.tricks_won(Side::NorthSouth) + p.tricks_won(Side::EastWest), 13);
        for s in Seat::ALL {
            prop_assert!(p.remaining(s).is_empty());
        }
    }

    /// Any sequence of actions, legal or not, leaves a consistent game and never panics;
    /// undo always returns to an earlier consistent state.
    #[test]
    fn random_actions_never_panic(seed in any::<u64>(), board in 1u32..33, actions in proptest::collection::vec((any::<bool>(), any::<u16>()), 0..200)) {
        let mut g = Game::new(Board::numbered(board, Deal::random(seed)));
        for (is_card, n) in actions {
            let action = if is_card {
                let c = CardSet::FULL.iter().nth(n as usize % 52).unwrap();
                Action::Card(c)
            } else if n % 50 == 49 {
                g.undo();
                continue;
            } else {
                let calls = [Call::Pass, Call::Double, Call::Redouble];
                let c = if n % 2 == 0 { calls[(n as usize / 2) % 3] } else { Call::Bid(bridge_engine::Bid::all().nth(n as usize % 35).unwrap()) };
                Action::Call(c)
            };
            let before = g.actions().len();
            match g.apply(action) {
                Ok(()) => prop_assert_eq!(g.actions().len(), before + 1),
                Err(_) => prop_assert_eq!(g.actions().len(), before),
            }
            if let Phase::Play(p) = g.phase() {
                prop_assert!(!p.legal_cards().is_empty());
            }
        }
        let json = serde_json::to_string(&g).unwrap();
        let back: Game = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(back, g);
    }
}

#[test]
fn bids_are_totally_ordered_and_each_outranks_the_last() {
    let bids: Vec<_> = bridge_engine::Bid::all().collect();
    assert_eq!(bids.len(), 35);
    for w in bids.windows(2) {
        assert!(w[0] < w[1]);
        assert_eq!(w[0].next(), Some(w[1]));
        // Exhaustive sufficiency: after any bid exactly the higher bids are legal.
        let a = Auction::from_calls(Seat::North, [Call::Bid(w[0])]).unwrap();
        let legal: Vec<_> = a
            .legal_calls()
            .into_iter()
            .filter_map(|c| match c {
                Call::Bid(b) => Some(b),
                _ => None,
            })
            .collect();
        assert_eq!(
            legal,
            bids.iter()
                .copied()
                .filter(|b| *b > w[0])
                .collect::<Vec<_>>()
        );
    }
}

#[test]
fn board_numbers_repeat_every_16() {
    for n in 1..=64 {
        assert_eq!(board_conditions(n), board_conditions(n + 16));
    }
}
