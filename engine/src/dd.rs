//! Double-dummy analysis: how many tricks each side takes with every card in view and best play.
//!
//! The search itself is the pons-dds solver (a port of DDS 2.9); this module translates between
//! its card types and ours, keeps solvers alive between calls (their transposition tables are
//! expensive to set up) and, natively, spreads the five strains of a full table over the cores.
//! In WebAssembly everything runs on the calling thread: the browser's workers give the
//! parallelism there (each can solve one strain with [`DdSolver::strain`]).
//!
//! Entry points, from the coarsest:
//! - [`dd_table`]: the 20 results of a deal (all strains, all declarers);
//! - [`DdSolver::strain`] / [`dd_strain`]: the 4 declarers of one strain;
//! - [`DdSolver::tricks`] / [`dd_tricks`]: one strain and one declarer;
//! - [`Position`]: any position of the play (cards gone, a trick half done), from a [`Play`] or
//!   from hands; [`DdSolver::values`] gives the value of every legal card,
//!   [`DdSolver::best`] only the best value (faster);
//! - [`card_values`] and [`declarer_total`] on a [`Play`];
//! - [`play_costs`] / [`DdSolver::trick_costs`]: the tricks each card of a finished play cost
//!   (the post-mortem).
//!
//! The free functions use one solver per thread, kept for the thread's life.

use crate::auction::Strain;
use crate::card::{Card, CardSet, Rank, Suit};
use crate::deal::Deal;
use crate::play::Play;
use crate::seat::Seat;
use contract_bridge as cb;
use pons_dds::{Board, CurrentTrick, Objective, Solver, Target};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::fmt;

/// A solver's transposition-table memory budget, in MiB.
///
/// The table grows in steps of about 6.5 MiB up to `max_mb`; when it is full it is wiped and
/// the search goes on (a hard deal then redoes work: too small a ceiling is slow). Between
/// solves it keeps `initial_mb` allocated. See docs/development.md for the measurements
/// behind [`MemoryBudget::DEFAULT`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemoryBudget {
    /// What the table keeps allocated between solves.
    pub initial_mb: u32,
    /// The ceiling: a table that reaches it is wiped and the search goes on.
    pub max_mb: u32,
}

impl MemoryBudget {
    /// The budget of the free functions and of [`DdSolver::new`], chosen by measurement
    /// (`bridge bench dd --memory INITIAL/MAX`, docs/development.md): the tables of 40 seeded deals and the
    /// hard deal of issue 9 never needed more than about 100 MiB, so 160 MiB keeps every one
    /// from being wiped (a 96 MiB ceiling made the hard deal 2.1x slower, 48 MiB 11x), and
    /// keeping 96 MiB between solves spares most deals re-allocating (32 or 64 MiB: about 10%
    /// slower). Larger budgets were no faster and the peak stayed the same.
    pub const DEFAULT: MemoryBudget = MemoryBudget {
        initial_mb: 96,
        max_mb: 160,
    };
}

impl Default for MemoryBudget {
    fn default() -> Self {
        MemoryBudget::DEFAULT
    }
}

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

    /// The 20 numbers in the order of `bridge dd`: declarer North, East, South, West in clubs,
    /// then diamonds, hearts, spades and no-trumps.
    pub fn flat(&self) -> [u8; 20] {
        let mut out = [0; 20];
        for (i, t) in self.tricks.iter().flatten().enumerate() {
            out[i] = *t;
        }
        out
    }
}

/// A position of the play that the solver can value: the cards each seat still holds, the
/// strain, and the trick in progress (its leader and the 0 to 3 cards already on the table).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    board: Board,
    strain: Strain,
    on_turn: Seat,
}

/// Why cards and a trick do not make a position of the play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A trick holds at most three cards before it is complete.
    TrickTooLong,
    /// A card is in two hands, or on the table and in a hand.
    CardTwice,
    /// Every seat plays one card a trick: after the cards on the table, the seats still to play
    /// hold one card more than those that have played.
    HandSizes,
    /// A player who held the suit led did not follow it.
    Revoke,
    /// Nothing is left to play.
    NoCards,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PositionError::TrickTooLong => "a trick holds at most three cards before it is won",
            PositionError::CardTwice => "a card is in two places",
            PositionError::HandSizes => "the hands do not have the sizes the trick leaves",
            PositionError::Revoke => "a card on the table does not follow suit though it could",
            PositionError::NoCards => "no cards are left to play",
        })
    }
}

impl std::error::Error for PositionError {}

impl Position {
    /// The position with `hands` still held (by [`Seat::index`]), `strain` trumps, and the
    /// trick led by `leader` with `trick` on the table (in the order played, up to three cards).
    pub fn new(
        hands: [CardSet; 4],
        strain: Strain,
        leader: Seat,
        trick: &[Card],
    ) -> Result<Position, PositionError> {
        if trick.len() > 3 {
            return Err(PositionError::TrickTooLong);
        }
        let mut seen = CardSet::EMPTY;
        for card in hands
            .iter()
            .flat_map(|h| h.iter())
            .chain(trick.iter().copied())
        {
            if !seen.insert(card) {
                return Err(PositionError::CardTwice);
            }
        }
        if hands.iter().all(|h| h.is_empty()) {
            return Err(PositionError::NoCards);
        }
        let mut remaining = cb::deal::Builder::new();
        for seat in Seat::ALL {
            remaining[cb_seat(seat)] = cb_hand(hands[seat.index()]);
        }
        let remaining = remaining
            .build_partial()
            .map_err(|_| PositionError::CardTwice)?;
        let cards: Vec<cb::Card> = trick.iter().copied().map(cb_card).collect();
        let current = CurrentTrick::from_slice(cb_strain(strain), cb_seat(leader), &cards)
            .map_err(|_| PositionError::CardTwice)?;
        let board = Board::try_new(remaining, current).map_err(|e| match e {
            pons_dds::BoardError::Revoke { .. } => PositionError::Revoke,
            pons_dds::BoardError::PlayedCardInHand => PositionError::CardTwice,
            _ => PositionError::HandSizes,
        })?;
        Ok(Position {
            board,
            strain,
            on_turn: leader.nth_next(trick.len()),
        })
    }

    /// The position reached in `play`; `None` once the play is over (or claimed).
    pub fn from_play(play: &Play) -> Option<Position> {
        let trick = play.current_trick()?;
        play.to_play()?;
        let hands = Seat::ALL.map(|s| play.remaining(s));
        Position::new(hands, play.contract().strain(), trick.leader, &trick.cards).ok()
    }

    /// The seat to play next.
    pub const fn on_turn(&self) -> Seat {
        self.on_turn
    }

    /// The strain the play is in.
    pub const fn strain(&self) -> Strain {
        self.strain
    }

    fn objective(&self, target: Target) -> Objective {
        Objective {
            board: self.board.clone(),
            target,
        }
    }
}

/// A card of a play with what it cost double dummy: the tricks its side lost by playing it
/// rather than the best card of the position (0 for a best card, or the only legal one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardCost {
    /// Whose card it was (dummy's cards under dummy's seat, though declarer chose them).
    pub seat: Seat,
    /// The card played.
    pub card: Card,
    /// Tricks lost: the best card's value minus this card's value.
    pub lost: u8,
}

/// A double-dummy solver that keeps its transposition table between calls, so that many short
/// searches (robots, claims, the value of each card) do not each pay for setting it up.
///
/// Every method runs on the calling thread. A solver is `Send` but not `Sync`: give each thread
/// (or browser worker) its own.
pub struct DdSolver {
    solver: Solver,
    budget: MemoryBudget,
}

impl Default for DdSolver {
    fn default() -> Self {
        DdSolver::new()
    }
}

impl fmt::Debug for DdSolver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DdSolver")
            .field("budget", &self.budget)
            .finish_non_exhaustive()
    }
}

impl DdSolver {
    /// A solver with the [`MemoryBudget::DEFAULT`] budget. The table's memory is taken as the
    /// searches need it, not here.
    pub fn new() -> DdSolver {
        DdSolver::with_budget(MemoryBudget::DEFAULT)
    }

    /// A solver with the given transposition-table budget.
    pub fn with_budget(budget: MemoryBudget) -> DdSolver {
        DdSolver {
            solver: Solver::with_memory(cb::Strain::Notrump, budget.initial_mb, budget.max_mb),
            budget,
        }
    }

    /// The solver's memory budget.
    pub const fn budget(&self) -> MemoryBudget {
        self.budget
    }

    /// Tricks each seat takes as declarer in `strain`, by [`Seat::index`]. The four searches
    /// share the table, so this is much cheaper than four calls of [`DdSolver::tricks`].
    pub fn strain(&mut self, deal: &Deal, strain: Strain) -> [u8; 4] {
        self.solver.set_strain(cb_strain(strain));
        let row = self.solver.solve(full_deal(deal));
        Seat::ALL.map(|seat| row.get(cb_seat(seat)).get())
    }

    /// The full table of `deal` on this thread alone (see [`dd_table`] for both cores).
    pub fn table(&mut self, deal: &Deal) -> DdTable {
        let mut tricks = [[0u8; 4]; 5];
        for strain in Strain::ALL {
            tricks[strain as usize] = self.strain(deal, strain);
        }
        DdTable { tricks }
    }

    /// Tricks `declarer` takes in `strain`: one search, from the opening lead.
    pub fn tricks(&mut self, deal: &Deal, strain: Strain, declarer: Seat) -> u8 {
        let hands = Seat::ALL.map(|s| deal.hand(s));
        let position =
            Position::new(hands, strain, declarer.next(), &[]).expect("a valid deal is a position");
        // The opening leader's side takes `best`; declarer's the rest.
        13 - self.best(&position)
    }

    /// Each legal card of the player on turn with the number of the remaining tricks (the one
    /// in progress included) that the player's side then takes with best play, best first.
    pub fn values(&mut self, position: &Position) -> Vec<(Card, u8)> {
        let found = self.solver.solve_board(&position.objective(Target::Legal));
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

    /// The most tricks of the remaining ones (the one in progress included) that the side on
    /// turn takes with best play. Cheaper than [`DdSolver::values`]: it stops at one best card.
    pub fn best(&mut self, position: &Position) -> u8 {
        let found = self
            .solver
            .solve_board(&position.objective(Target::Any(None)));
        found.plays.iter().map(|p| p.score.get()).max().unwrap_or(0)
    }

    /// The legal cards of the player on turn with which the player's side takes at least
    /// `tricks` of the remaining ones (the one in progress included). Cheaper than
    /// [`DdSolver::values`]: each card is searched against one target, not for its exact value.
    pub fn reaching(&mut self, position: &Position, tricks: u8) -> CardSet {
        // Every legal card reaches zero tricks (the search wants a target of one or more).
        let target = match tricks {
            0 => Target::Legal,
            _ => match pons_dds::TrickCount::try_new(tricks) {
                Ok(t) => Target::All(Some(t)),
                Err(_) => return CardSet::EMPTY,
            },
        };
        let found = self.solver.solve_board(&position.objective(target));
        let mut out = CardSet::EMPTY;
        for p in &found.plays {
            add_play(&mut out, p);
        }
        out
    }

    /// [`DdSolver::values`] of the position reached in `play`; empty when play is over.
    pub fn card_values(&mut self, play: &Play) -> Vec<(Card, u8)> {
        match Position::from_play(play) {
            Some(position) => self.values(&position),
            None => Vec::new(),
        }
    }

    /// What each card of trick `trick` (0-based, in the order played) of `play` cost its side
    /// double dummy. The play is replayed from the deal up to that trick; a card that was the
    /// only legal one costs nothing and needs no search. Empty for a trick never begun.
    pub fn trick_costs(&mut self, play: &Play, trick: usize) -> Vec<CardCost> {
        let Some(cards) = play.tricks().get(trick).map(|t| t.cards.clone()) else {
            return Vec::new();
        };
        let mut at = Play::new(*play.deal(), play.contract(), play.declarer());
        for card in play.tricks()[..trick].iter().flat_map(|t| t.cards.iter()) {
            at.play(*card).expect("a card of a valid play replays");
        }
        let mut out = Vec::with_capacity(cards.len());
        for card in cards {
            let seat = at.to_play().expect("a card played had a player on turn");
            let lost = if at.legal_cards().len() > 1 {
                let values = self.card_values(&at);
                let best = values.iter().map(|v| v.1).max().unwrap_or(0);
                let value = values.iter().find(|v| v.0 == card).map_or(best, |v| v.1);
                best - value
            } else {
                0
            };
            out.push(CardCost { seat, card, lost });
            at.play(card).expect("a card of a valid play replays");
        }
        out
    }

    /// What every card of `play` cost its side double dummy, in the order played
    /// ([`DdSolver::trick_costs`] trick after trick, on one solver).
    pub fn play_costs(&mut self, play: &Play) -> Vec<CardCost> {
        (0..play.tricks().len())
            .flat_map(|t| self.trick_costs(play, t))
            .collect()
    }

    /// The total tricks declarer's side ends with if everyone plays double-dummy from here.
    pub fn declarer_total(&mut self, play: &Play) -> u8 {
        let won = play.declarer_tricks();
        let (Some(on_turn), Some(position)) = (play.to_play(), Position::from_play(play)) else {
            return won;
        };
        let best = self.best(&position);
        if on_turn.side() == play.declarer().side() {
            won + best
        } else {
            won + (play.tricks_remaining() - best)
        }
    }
}

thread_local! {
    /// The solver of the free functions, one per thread, kept for the thread's life.
    static SOLVER: RefCell<Option<DdSolver>> = const { RefCell::new(None) };
}

/// Runs `f` on this thread's solver with `budget`, (re)building it when the budget differs.
fn with_solver<R>(budget: MemoryBudget, f: impl FnOnce(&mut DdSolver) -> R) -> R {
    SOLVER.with(|cell| {
        // A nested call (none exists today) gets a solver of its own rather than a panic.
        let Ok(mut slot) = cell.try_borrow_mut() else {
            return f(&mut DdSolver::with_budget(budget));
        };
        if slot.as_ref().is_some_and(|s| s.budget != budget) {
            *slot = None;
        }
        f(slot.get_or_insert_with(|| DdSolver::with_budget(budget)))
    })
}

/// Runs `f` on this thread's solver (the one of the free functions, default budget): callers
/// that search many times, such as the sampling robot, share its table.
pub fn with_thread_solver<R>(f: impl FnOnce(&mut DdSolver) -> R) -> R {
    with_solver(MemoryBudget::DEFAULT, f)
}

/// How many threads [`dd_table`] spreads a table over: the cores natively (or
/// `RAYON_NUM_THREADS`), one in WebAssembly.
pub fn table_threads() -> usize {
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::env::var("RAYON_NUM_THREADS")
            .ok()
            .and_then(|v| v.parse().ok())
            .filter(|&n: &usize| n > 0)
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
    }
    #[cfg(target_arch = "wasm32")]
    {
        1
    }
}

/// The double-dummy table of a deal: 20 results, one per strain and declarer.
///
/// Natively the five strains run in parallel on pons-dds's pool (one thread a core, each
/// with its own solver kept between calls, no-trumps first: it is the slowest); in
/// WebAssembly they run one after the other on this thread's solver.
pub fn dd_table(deal: &Deal) -> DdTable {
    dd_table_with(deal, MemoryBudget::DEFAULT)
}

/// [`dd_table`] with solvers of the given memory budget (each thread has its own table).
pub fn dd_table_with(deal: &Deal, budget: MemoryBudget) -> DdTable {
    #[cfg(not(target_arch = "wasm32"))]
    if table_threads() > 1 {
        let table = pons_dds::solve_deals_with_memory(
            &[full_deal(deal)],
            pons_dds::NonEmptyStrainFlags::ALL,
            budget.initial_mb,
            budget.max_mb,
        );
        let mut tricks = [[0u8; 4]; 5];
        for strain in Strain::ALL {
            for seat in Seat::ALL {
                tricks[strain as usize][seat.index()] =
                    table[0][cb_strain(strain)].get(cb_seat(seat)).get();
            }
        }
        return DdTable { tricks };
    }
    with_solver(budget, |s| s.table(deal))
}

/// Tricks each seat takes as declarer in `strain` (by [`Seat::index`]), on this thread.
pub fn dd_strain(deal: &Deal, strain: Strain) -> [u8; 4] {
    with_solver(MemoryBudget::DEFAULT, |s| s.strain(deal, strain))
}

/// Tricks `declarer` takes in `strain`, on this thread.
pub fn dd_tricks(deal: &Deal, strain: Strain, declarer: Seat) -> u8 {
    with_solver(MemoryBudget::DEFAULT, |s| s.tricks(deal, strain, declarer))
}

/// Each legal card of the player on turn with the number of the remaining tricks (the one in
/// progress included) that the player's side then takes with best play. Empty when play is over.
pub fn card_values(play: &Play) -> Vec<(Card, u8)> {
    with_solver(MemoryBudget::DEFAULT, |s| s.card_values(play))
}

/// What every card of `play` cost its side double dummy, in the order played
/// ([`DdSolver::play_costs`], on this thread).
pub fn play_costs(play: &Play) -> Vec<CardCost> {
    with_solver(MemoryBudget::DEFAULT, |s| s.play_costs(play))
}

/// What each card of trick `trick` (0-based) of `play` cost double dummy, on this thread.
pub fn trick_costs(play: &Play, trick: usize) -> Vec<CardCost> {
    with_solver(MemoryBudget::DEFAULT, |s| s.trick_costs(play, trick))
}

/// The total tricks declarer's side ends with if everyone plays double-dummy from here.
pub fn declarer_total(play: &Play) -> u8 {
    with_solver(MemoryBudget::DEFAULT, |s| s.declarer_total(play))
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

/// Adds a found play's card and its equals to `set`.
fn add_play(set: &mut CardSet, p: &pons_dds::Play) {
    let suit = p.card.suit;
    for card in std::iter::once(p.card).chain(p.equals.iter().map(|rank| cb::Card { suit, rank })) {
        if let Some(c) = our_card(card) {
            set.insert(c);
        }
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

fn full_deal(deal: &Deal) -> cb::FullDeal {
    let h = |s: Seat| cb_hand(deal.hand(s));
    cb::deal::Builder::new()
        .north(h(Seat::North))
        .east(h(Seat::East))
        .south(h(Seat::South))
        .west(h(Seat::West))
        .build_full()
        .expect("a valid Deal is a full deal")
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
    fn the_opening_position_agrees_with_the_table() {
        let deal = Deal::random(3);
        let t = dd_table(&deal);
        let play = Play::new(deal, "3NT".parse().unwrap(), Seat::South);
        assert_eq!(declarer_total(&play), t.get(Strain::NoTrump, Seat::South));
        let values = card_values(&play);
        assert_eq!(values.len(), 13, "every card of the leader is valued");
    }

    #[test]
    fn positions_that_break_the_rules_are_refused() {
        let deal = Deal::random(5);
        let hands = Seat::ALL.map(|s| deal.hand(s));
        let c = |t: &str| -> Card { t.parse().unwrap() };
        let new = |hands: [CardSet; 4], leader: Seat, trick: &[Card]| {
            Position::new(hands, Strain::Spades, leader, trick)
        };
        let n = hands[0].iter().collect::<Vec<_>>();
        assert_eq!(
            new(hands, Seat::North, &n[..4]),
            Err(PositionError::TrickTooLong)
        );
        // North's card on the table and still in North's hand.
        assert_eq!(
            new(hands, Seat::North, &n[..1]),
            Err(PositionError::CardTwice)
        );
        let mut short = hands;
        short[0].remove(n[0]);
        // North has played, but the trick is led by East.
        assert_eq!(
            new(short, Seat::East, &[n[0]]),
            Err(PositionError::HandSizes)
        );
        assert_eq!(
            new([CardSet::EMPTY; 4], Seat::North, &[]),
            Err(PositionError::NoCards)
        );
        // A revoke: East holds a heart but discards a spade on a heart lead.
        let deal =
            Deal::from_pbn("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
                .unwrap();
        let mut hands = Seat::ALL.map(|s| deal.hand(s));
        hands[0].remove(c("HA"));
        hands[1].remove(c("S7"));
        assert_eq!(
            new(hands, Seat::North, &[c("HA"), c("S7")]),
            Err(PositionError::Revoke)
        );
        hands[1].insert(c("S7"));
        hands[1].remove(c("HJ"));
        assert!(new(hands, Seat::North, &[c("HA"), c("HJ")]).is_ok());
    }

    #[test]
    fn mid_trick_values_are_consistent_with_the_best_play() {
        let mut solver = DdSolver::new();
        for seed in 0..4 {
            let deal = Deal::random(seed);
            let mut play = Play::new(deal, "4S".parse().unwrap(), Seat::South);
            // Six cards in: one trick done, the second half played.
            for _ in 0..6 {
                let card = play.legal_cards().iter().next().unwrap();
                play.play(card).unwrap();
            }
            let position = Position::from_play(&play).unwrap();
            assert_eq!(position.on_turn(), play.to_play().unwrap());
            let values = solver.card_values(&play);
            assert_eq!(values.len(), play.legal_cards().len());
            let best = values.iter().map(|v| v.1).max().unwrap();
            assert_eq!(solver.best(&position), best);
            // Playing a best card keeps the double-dummy result; any card never improves it.
            let total = solver.declarer_total(&play);
            let declaring = play.to_play().unwrap().side() == play.declarer().side();
            for (card, value) in values {
                let mut next = play.clone();
                next.play(card).unwrap();
                let after = solver.declarer_total(&next);
                if value == best {
                    assert_eq!(after, total, "seed {seed} {card}");
                } else if declaring {
                    assert!(after < total, "seed {seed} {card}");
                } else {
                    assert!(after > total, "seed {seed} {card}");
                }
            }
        }
    }

    /// The costs ending (`engine/tests/data/costs_ending.pbn`), played to the end.
    fn costs_ending() -> Play {
        let games = crate::pbn::parse(include_str!("../tests/data/costs_ending.pbn")).unwrap();
        games[0].to_game().unwrap().play().unwrap().clone()
    }

    /// North, on lead in the two-card ending at no-trumps with ♠A ♥2 against East's ♥AK, must
    /// cash the ace first: leading the ♥2 loses it (East wins and returns the ♥K). The deal
    /// gets there by North running eleven diamonds, where nobody's discard matters.
    #[test]
    fn leading_the_wrong_card_in_an_ending_costs_a_trick() {
        let c = |t: &str| -> Card { t.parse().unwrap() };
        let mut play = costs_ending();
        assert!(play.is_over());
        let costs = play_costs(&play);
        assert_eq!(costs.len(), 52);
        let costly: Vec<_> = costs.iter().filter(|c| c.lost > 0).collect();
        assert_eq!(
            costly,
            [&CardCost {
                seat: Seat::North,
                card: c("H2"),
                lost: 1
            }]
        );
        // Each card is reported where and by whom it was played.
        assert_eq!(costs[44].card, c("H2"));
        assert!(
            costs
                .iter()
                .zip(play.cards_played())
                .all(|(a, b)| a.card == b)
        );
        assert_eq!(trick_costs(&play, 11), costs[44..48].to_vec());
        // Cashing the ace first costs nothing.
        play.undo();
        for _ in 0..7 {
            play.undo();
        }
        play.play(c("SA")).unwrap();
        assert_eq!(trick_costs(&play, 11)[0].lost, 0);
    }

    /// A card's cost is the change it makes to the double-dummy result, measured by
    /// [`DdSolver::declarer_total`] (a different search) before and after it.
    #[test]
    fn costs_agree_with_the_double_dummy_total_before_and_after_each_card() {
        let mut solver = DdSolver::new();
        let mut costly = 0;
        for seed in 0..3u64 {
            let deal = Deal::random(seed + 40);
            let mut play = Play::new(deal, "3NT".parse().unwrap(), Seat::South);
            // A careless line (the highest legal card each time) gives costly cards to check.
            for _ in 0..12 {
                let card = play.legal_cards().iter().last().unwrap();
                play.play(card).unwrap();
            }
            let costs = solver
                .trick_costs(&play, 0)
                .into_iter()
                .chain(solver.trick_costs(&play, 1))
                .chain(solver.trick_costs(&play, 2))
                .collect::<Vec<_>>();
            assert_eq!(costs.len(), 12);
            let mut at = Play::new(deal, play.contract(), play.declarer());
            for cost in costs {
                let before = solver.declarer_total(&at);
                at.play(cost.card).unwrap();
                let after = solver.declarer_total(&at);
                let declaring = cost.seat.side() == play.declarer().side();
                let lost = if declaring {
                    before - after
                } else {
                    after - before
                };
                assert_eq!(cost.lost, lost, "seed {seed} {}", cost.card);
                costly += usize::from(lost > 0);
            }
        }
        assert!(costly > 0, "the careless line costs something");
    }
}
