//! Double-dummy analysis: how many tricks each side takes with every card in view and best play.
//!
//! The search itself is the pons-dds solver; this module only translates between its card types
//! and ours. Everything runs on the calling thread (no thread pool), so it works the same in the
//! browser's WebAssembly as natively.

use crate::auction::Strain;
use crate::card::{Card, CardSet, Rank, Suit};
use crate::deal::Deal;
use crate::play::Play;
use crate::seat::Seat;
use contract_bridge as cb;
use pons_dds::{Board, CurrentTrick, Objective, Solver, Target};

/// Transposition-table budget in MiB (initial, ceiling): small, because the browser pays for
/// every page of memory and positions met in play are small.
const MEMORY_MB: (u32, u32) = (24, 48);

/// Tricks each seat takes as declarer in each strain, with perfect play by all four.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DdTable {
    /// `tricks[strain][seat]`, indexed by strain order (♣ ♦ ♥ ♠ NT) and [`Seat::index`].
    pub tricks: [[u8; 4]; 5],
}

impl DdTable {
    /// Tricks `declarer` takes in `strain`.
    pub fn get(&self, strain: Strain, declarer: Seat) -> u8 {
        self.tricks[strain as usize][declarer.index()]
    }
}

fn cb_seat(seat: Seat) -> cb::Seat {
    match seat {
        Seat::North => cb::Seat::North,
        Seat::East => cb::Seat::East,
        Seat::South => cb::Seat::South,
        Seat::West => cb::Seat::West,
    }
}

fn cb_strain(strain: Strain) -> cb::Strain {
    match strain {
        Strain::Clubs => cb::Strain::Clubs,
        Strain::Diamonds => cb::Strain::Diamonds,
        Strain::Hearts => cb::Strain::Hearts,
        Strain::Spades => cb::Strain::Spades,
        Strain::NoTrump => cb::Strain::Notrump,
    }
}

fn cb_card(card: Card) -> cb::Card {
    let suit = match card.suit {
        Suit::Clubs => cb::Suit::Clubs,
        Suit::Diamonds => cb::Suit::Diamonds,
        Suit::Hearts => cb::Suit::Hearts,
        Suit::Spades => cb::Suit::Spades,
    };
    cb::Card {
        suit,
        rank: cb::Rank::new(card.rank.value()),
    }
}

fn our_card(card: cb::Card) -> Option<Card> {
    let suit = Suit::from_index(card.suit as usize)?;
    Rank::from_value(card.rank.get()).map(|r| Card::new(suit, r))
}

// Both crates keep a hand as 16 bits per suit, clubs lowest, bit = rank value.
fn cb_hand(set: CardSet) -> cb::Hand {
    cb::Hand::from_bits_truncate(set.bits())
}

fn cb_full_deal(deal: &Deal) -> cb::FullDeal {
    let h = |s: Seat| cb_hand(deal.hand(s));
    cb::deal::Builder::new()
        .north(h(Seat::North))
        .east(h(Seat::East))
        .south(h(Seat::South))
        .west(h(Seat::West))
        .build_full()
        .expect("a valid Deal is a full deal")
}

/// The double-dummy table of a deal: 20 solves, one per strain and declarer.
pub fn dd_table(deal: &Deal) -> DdTable {
    let full = cb_full_deal(deal);
    let mut solver = Solver::with_memory(cb::Strain::Notrump, MEMORY_MB.0, MEMORY_MB.1);
    let table = pons_dds::solve_deal_on(&mut solver, full);
    let mut tricks = [[0u8; 4]; 5];
    for strain in Strain::ALL {
        for seat in Seat::ALL {
            tricks[strain as usize][seat.index()] =
                table[cb_strain(strain)].get(cb_seat(seat)).get();
        }
    }
    DdTable { tricks }
}

/// One row of the double-dummy table: the tricks each seat takes as declarer in `strain`,
/// indexed by [`Seat::index`]. The four declarers share one search's transposition table, so
/// a strain is the natural unit to hand to one thread (the browser solves the five strains of a
/// table in parallel Web Workers and fills [`DdTable::tricks`] row by row).
pub fn strain_tricks(deal: &Deal, strain: Strain) -> [u8; 4] {
    let mut solver = Solver::with_memory(cb_strain(strain), MEMORY_MB.0, MEMORY_MB.1);
    let row = solver.solve(cb_full_deal(deal));
    Seat::ALL.map(|seat| row.get(cb_seat(seat)).get())
}

/// Each legal card of the player on turn with the number of the remaining tricks (the one in
/// progress included) that the player's side then takes with best play. Empty when play is over.
pub fn card_values(play: &Play) -> Vec<(Card, u8)> {
    let Some(objective) = objective(play) else {
        return Vec::new();
    };
    let mut solver = Solver::with_memory(
        cb_strain(play.contract().strain()),
        MEMORY_MB.0,
        MEMORY_MB.1,
    );
    let found = solver.solve_board(&objective);
    let mut out = Vec::new();
    for p in &found.plays {
        let Some(card) = our_card(p.card) else {
            continue;
        };
        out.push((card, p.score.get()));
        for rank in p.equals.iter() {
            if let Some(c) = our_card(cb::Card {
                suit: p.card.suit,
                rank,
            }) {
                out.push((c, p.score.get()));
            }
        }
    }
    out
}

fn objective(play: &Play) -> Option<Objective> {
    let trick = play.current_trick()?;
    let strain = cb_strain(play.contract().strain());
    let mut remaining = cb::deal::Builder::new();
    for seat in Seat::ALL {
        remaining[cb_seat(seat)] = cb_hand(play.remaining(seat));
    }
    let remaining = remaining.build_partial().ok()?;
    let cards: Vec<cb::Card> = trick.cards.iter().copied().map(cb_card).collect();
    let current = CurrentTrick::from_slice(strain, cb_seat(trick.leader), &cards).ok()?;
    let board = Board::try_new(remaining, current).ok()?;
    Some(Objective {
        board,
        target: Target::Legal,
    })
}

/// The total tricks declarer's side ends with if everyone plays double-dummy from here.
pub fn declarer_total(play: &Play) -> u8 {
    let won = play.declarer_tricks();
    let Some(on_turn) = play.to_play() else {
        return won;
    };
    let left = play.tricks_remaining();
    let best = card_values(play)
        .into_iter()
        .map(|(_, t)| t)
        .max()
        .unwrap_or(0);
    if on_turn.side() == play.declarer().side() {
        won + best
    } else {
        won + (left - best)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn straight_flushes_give_each_seat_its_own_suit() {
        let deal =
            Deal::from_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
                .unwrap();
        let t = dd_table(&deal);
        assert_eq!(t.get(Strain::Spades, Seat::North), 13);
        assert_eq!(t.get(Strain::Hearts, Seat::East), 13);
        // At no-trumps the opening leader runs a suit: East leads against North.
        assert_eq!(t.get(Strain::NoTrump, Seat::North), 0);
    }

    #[test]
    fn five_strain_rows_make_the_table() {
        for seed in [5, 11] {
            let deal = Deal::random(seed);
            let t = dd_table(&deal);
            for strain in Strain::ALL {
                assert_eq!(
                    strain_tricks(&deal, strain),
                    t.tricks[strain as usize],
                    "{strain:?}"
                );
            }
        }
    }

    #[test]
    fn the_opening_position_agrees_with_the_table() {
        let deal = Deal::random(3);
        let t = dd_table(&deal);
        let play = Play::new(deal, "3NT".parse().unwrap(), Seat::South);
        assert_eq!(declarer_total(&play), t.get(Strain::NoTrump, Seat::South));
        let values = card_values(&play);
        assert_eq!(values.len(), 13, "every card of the leader is valued");
    }
}
