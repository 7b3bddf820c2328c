//! The beer card (rule reference §9.4): a Copenhagen custom, not in the laws. If declarer makes
//! the contract and wins the last trick with the 7♦, dummy buys declarer a beer; if the
//! defenders defeat the contract and one of them wins the last trick with the 7♦, his partner
//! buys. A house rule: it changes no score.
//!
//! The 13th trick must be played out: a deal ended by a claim has no last trick to win.
//! Declarer plays dummy's cards too, so a 7♦ from dummy that wins the last trick is declarer's.

use crate::card::{Card, Rank, Suit};
use crate::game::Game;
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// The card itself.
pub const BEER_CARD: Card = Card::new(Suit::Diamonds, Rank::Seven);

/// Who earned a beer on a deal, and who buys it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Beer {
    /// The player who drinks: declarer, or the defender who won the last trick.
    pub drinker: Seat,
    /// The player who buys: dummy, or that defender's partner.
    pub buyer: Seat,
}

/// The beer earned on a finished deal, if any.
pub fn beer_card(game: &Game) -> Option<Beer> {
    let result = game.result()?;
    let play = game.play()?;
    let (contract, declarer) = result.contract()?;
    let last = play.tricks().get(12).filter(|t| t.is_complete())?;
    let winner = last.winner(contract.strain().trump())?;
    let (seat, _) = last.plays().find(|&(_, c)| c == BEER_CARD)?;
    if seat != winner {
        return None;
    }
    let made = result.declarer_tricks >= contract.tricks_needed();
    let declaring = winner.side() == declarer.side();
    match (made, declaring) {
        (true, true) => Some(Beer {
            drinker: declarer,
            buyer: declarer.partner(),
        }),
        (false, false) => Some(Beer {
            drinker: winner,
            buyer: winner.partner(),
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auction::{Bid, Call};
    use crate::card::CardSet;
    use crate::deal::Deal;
    use crate::game::Board;
    use crate::seat::Vulnerability;

    /// Plays `game` to the end: each seat plays the first of `order` it may, else its lowest
    /// legal card.
    fn play_out(game: &mut Game, order: &[Card]) {
        while let Some(p) = game.play().filter(|p| !p.is_over()) {
            let legal = p.legal_cards();
            let card = order
                .iter()
                .copied()
                .find(|c| legal.contains(*c))
                .or_else(|| legal.iter().next())
                .unwrap();
            game.play_card(card).unwrap();
        }
    }

    /// The diamonds in the order given by rank value (2..=14).
    fn diamonds(ranks: [u8; 13]) -> Vec<Card> {
        ranks
            .iter()
            .map(|&r| Card::new(Suit::Diamonds, Rank::from_value(r).unwrap()))
            .collect()
    }

    const SEVEN_LAST: [u8; 13] = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 7];
    const SEVEN_FIRST: [u8; 13] = [7, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14];

    /// Each seat holds one suit: North spades, East hearts, South diamonds, West clubs. South
    /// wins every trick in which a diamond is led or ruffs in; nobody else can follow.
    fn one_suit_each() -> Deal {
        let suit = |s| CardSet::suit_all(s);
        Deal::new([
            suit(Suit::Spades),
            suit(Suit::Hearts),
            suit(Suit::Diamonds),
            suit(Suit::Clubs),
        ])
        .unwrap()
    }

    /// `declarer` bids `contract` as dealer and everyone passes.
    fn game(contract: &str, declarer: Seat) -> Game {
        let mut g = Game::new(Board {
            number: 1,
            dealer: declarer,
            vulnerability: Vulnerability::None,
            deal: one_suit_each(),
        });
        let bid: Bid = contract.parse().unwrap();
        g.call(Call::Bid(bid)).unwrap();
        for _ in 0..3 {
            g.call(Call::Pass).unwrap();
        }
        g
    }

    #[test]
    fn declarer_making_with_the_seven_of_diamonds_last() {
        // South in 7♦: West leads a club, South ruffs with the 2♦ and then leads diamonds up
        // to the 7♦, kept for the 13th trick. 13 tricks: made.
        let mut g = game("7D", Seat::South);
        play_out(&mut g, &diamonds(SEVEN_LAST));
        assert_eq!(g.result().unwrap().declarer_tricks, 13);
        let beer = Beer {
            drinker: Seat::South,
            buyer: Seat::North,
        };
        assert_eq!(beer_card(&g), Some(beer));
    }

    #[test]
    fn no_beer_when_the_seven_wins_an_earlier_trick() {
        let mut g = game("7D", Seat::South);
        play_out(&mut g, &diamonds(SEVEN_FIRST));
        assert_eq!(g.result().unwrap().declarer_tricks, 13);
        assert_eq!(beer_card(&g), None);
    }

    #[test]
    fn defender_defeating_the_contract_with_the_seven_last() {
        // East in 1NT: South leads diamonds throughout and takes all 13 tricks, the last with
        // the 7♦. South drinks, North buys.
        let mut g = game("1N", Seat::East);
        play_out(&mut g, &diamonds(SEVEN_LAST));
        assert_eq!(g.result().unwrap().declarer_tricks, 0);
        let beer = Beer {
            drinker: Seat::South,
            buyer: Seat::North,
        };
        assert_eq!(beer_card(&g), Some(beer));
    }

    #[test]
    fn no_beer_for_a_seven_that_does_not_win() {
        // North in 1NT: East leads hearts throughout and takes every trick; South (dummy)
        // discards the 7♦ on the last one.
        let mut g = game("1N", Seat::North);
        play_out(&mut g, &diamonds(SEVEN_LAST));
        assert_eq!(g.result().unwrap().declarer_tricks, 0);
        assert_eq!(beer_card(&g), None);
        // 1♦ by South with 13 tricks: overtricks do not matter.
        let mut g = game("1D", Seat::South);
        play_out(&mut g, &diamonds(SEVEN_LAST));
        assert_eq!(beer_card(&g).map(|b| b.buyer), Some(Seat::North));
    }

    #[test]
    fn no_beer_for_a_claim_or_a_passed_out_deal() {
        let mut g = game("7D", Seat::South);
        let first = g.play().unwrap().legal_cards().iter().next().unwrap();
        g.play_card(first).unwrap();
        let rest = g.play().unwrap().tricks_remaining();
        g.claim(rest).unwrap();
        assert!(g.result().is_some());
        assert_eq!(beer_card(&g), None);

        let mut p = Game::new(Board::numbered(1, one_suit_each()));
        for _ in 0..4 {
            p.call(Call::Pass).unwrap();
        }
        assert_eq!(beer_card(&p), None);
    }
}
