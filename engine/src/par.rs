//! Par: the result both sides reach when they bid with every card in view.
//!
//! The standard definition, worked out as a game: the sides bid in turn, dealer's side first;
//! each either passes or bids higher, and the last bid ends it. A contract that makes is left
//! undoubled and scores its double-dummy tricks (overtricks included); one that fails is doubled.
//! Each side's declarer is whichever partner takes more tricks in the strain. Both sides play
//! this perfectly: the side that can make the highest-scoring contract bids it, and the
//! opponents sacrifice over it when going down doubled costs them less. Par is the score of
//! that game; the par contracts are its final contracts, each at the lowest level that gives
//! the par score (so a contract can carry overtricks: 140 is "1S NS" when NS take nine tricks
//! in spades and EW cannot compete), as DDS lists them.

use crate::auction::{Bid, Contract, Doubling};
use crate::dd::DdTable;
use crate::scoring::duplicate;
use crate::seat::{Seat, Side, Vulnerability};
use std::fmt;

/// Who declares a par contract: one seat, or either partner (both take the same tricks).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Declarers {
    /// Only this seat gets the par score.
    Seat(Seat),
    /// Both partners do.
    Side(Side),
}

impl Declarers {
    /// The side that declares.
    pub const fn side(self) -> Side {
        match self {
            Declarers::Seat(seat) => seat.side(),
            Declarers::Side(side) => side,
        }
    }
}

impl fmt::Display for Declarers {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Declarers::Seat(seat) => write!(f, "{}", seat.letter()),
            Declarers::Side(side) => f.write_str(side.code()),
        }
    }
}

/// One par contract.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct ParContract {
    /// The contract: doubled when it is a sacrifice that goes down.
    pub contract: Contract,
    /// Who declares it.
    pub declarers: Declarers,
    /// Tricks declarer takes in it, double dummy.
    pub tricks: u8,
}

impl fmt::Display for ParContract {
    /// PBN-style: "4S N", "5HX EW", "3NT NS".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.contract.pbn(), self.declarers)
    }
}

/// The par of a deal.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Par {
    /// The par score from North-South's side (negative when East-West gain).
    pub score: i32,
    /// The par contracts, lowest bid first; empty when par is to pass the deal out.
    pub contracts: Vec<ParContract>,
}

/// All 35 bids, lowest first; a bid's index is its rank in the auction.
fn bids() -> Vec<Bid> {
    Bid::all().collect()
}

/// What one side scores as declarer of one bid: undoubled when it makes, doubled when it fails.
#[derive(Clone, Copy)]
struct Outcome {
    contract: Contract,
    tricks: u8,
    /// From North-South's side.
    ns_score: i32,
}

fn outcome(table: &DdTable, vul: Vulnerability, bid: Bid, side: Side) -> Outcome {
    let strain = bid.strain();
    let tricks = side
        .seats()
        .iter()
        .map(|&s| table.get(strain, s))
        .max()
        .unwrap_or(0);
    let doubling = if tricks >= bid.level() + 6 {
        Doubling::Undoubled
    } else {
        Doubling::Doubled
    };
    let contract = Contract::new(bid, doubling);
    let score = duplicate::score(contract, vul.is_vulnerable(side), tricks).total();
    let ns_score = if side == Side::NorthSouth {
        score
    } else {
        -score
    };
    Outcome {
        contract,
        tricks,
        ns_score,
    }
}

/// `a` or `b`, whichever `side` prefers (scores are North-South's).
fn prefer(side: Side, a: i32, b: i32) -> i32 {
    match side {
        Side::NorthSouth => a.max(b),
        Side::EastWest => a.min(b),
    }
}

/// A set of final contracts: bit `2 * bid + side`.
type Finals = u128;

fn final_bit(bid: usize, side: Side) -> Finals {
    1 << (2 * bid + side.index())
}

/// The par score and contracts of a deal with double-dummy `table`, `dealer` and `vul`.
pub fn par(table: &DdTable, dealer: Seat, vul: Vulnerability) -> Par {
    let bids = bids();
    let n = bids.len();
    let outcomes: Vec<[Outcome; 2]> = bids
        .iter()
        .map(|&b| Side::ALL.map(|side| outcome(table, vul, b, side)))
        .collect();
    // value[b][x]: the score when side x has just bid b and the other side is to act, which
    // passes (b is the contract) or bids higher (then x acts on that bid, and so on).
    let mut value = vec![[0i32; 2]; n];
    let mut finals = vec![[0 as Finals; 2]; n];
    for b in (0..n).rev() {
        for x in Side::ALL {
            let y = x.opponents();
            let pass = outcomes[b][x.index()].ns_score;
            let best = (b + 1..n).fold(pass, |v, b2| prefer(y, v, value[b2][y.index()]));
            let mut set = if pass == best { final_bit(b, x) } else { 0 };
            for b2 in b + 1..n {
                if value[b2][y.index()] == best {
                    set |= finals[b2][y.index()];
                }
            }
            value[b][x.index()] = best;
            finals[b][x.index()] = set;
        }
    }
    // The best opening for each side, and the final contracts it leads to.
    let open = |side: Side| -> (i32, Finals) {
        let best = (0..n)
            .map(|b| value[b][side.index()])
            .reduce(|a, v| prefer(side, a, v))
            .unwrap_or(0);
        let set = (0..n)
            .filter(|&b| value[b][side.index()] == best)
            .fold(0, |s, b| s | finals[b][side.index()]);
        (best, set)
    };
    let first = dealer.side();
    let second = first.opponents();
    let (a, a_finals) = open(first);
    let (b, b_finals) = open(second);
    // Dealer's side opens, or passes; then the other side opens, or passes and dealer's side
    // may still open or pass the deal out.
    let after_two_passes = prefer(first, a, 0);
    let after_first_pass = prefer(second, b, after_two_passes);
    let score = prefer(first, a, after_first_pass);
    let mut set = 0;
    if a == score {
        set |= a_finals;
    }
    if after_first_pass == score && b == score {
        set |= b_finals;
    }
    // Like DDS, list a final contract only where no higher contract of the opponents would
    // do better for them as the last bid: a lower level that ties (1NT+1 against 2NT) leaves
    // them a bid that the par side must answer.
    let safe = (0..n)
        .flat_map(|b| Side::ALL.map(|x| (b, x)))
        .filter(|&(b, x)| {
            let y = x.opponents();
            let here = outcomes[b][x.index()].ns_score;
            (b + 1..n).all(|b2| prefer(y, here, outcomes[b2][y.index()].ns_score) == here)
        })
        .fold(0, |s, (b, x)| s | final_bit(b, x));
    if set & safe != 0 {
        set &= safe;
    }
    Par {
        score,
        contracts: contracts(table, &bids, &outcomes, set),
    }
}

/// The listed form of a set of final contracts: per strain, side and doubling only the lowest
/// level, with the partners who take declarer's tricks.
fn contracts(
    table: &DdTable,
    bids: &[Bid],
    outcomes: &[[Outcome; 2]],
    set: Finals,
) -> Vec<ParContract> {
    let mut out: Vec<ParContract> = Vec::new();
    for (b, bid) in bids.iter().enumerate() {
        for side in Side::ALL {
            if set & final_bit(b, side) == 0 {
                continue;
            }
            let o = outcomes[b][side.index()];
            let seen = out.iter().any(|c| {
                c.contract.strain() == bid.strain()
                    && c.declarers.side() == side
                    && c.contract.doubling == o.contract.doubling
            });
            if seen {
                continue;
            }
            let [s1, s2] = side.seats();
            let takes = |s: Seat| table.get(bid.strain(), s) == o.tricks;
            let declarers = match (takes(s1), takes(s2)) {
                (true, true) => Declarers::Side(side),
                (true, false) => Declarers::Seat(s1),
                _ => Declarers::Seat(s2),
            };
            out.push(ParContract {
                contract: o.contract,
                declarers,
                tricks: o.tricks,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auction::Strain;

    fn table(rows: [[u8; 4]; 5]) -> DdTable {
        DdTable { tricks: rows }
    }

    #[test]
    fn nobody_makes_anything_so_the_deal_is_passed_out() {
        let t = table([[6; 4]; 5]);
        let p = par(&t, Seat::North, Vulnerability::None);
        assert_eq!(p.score, 0);
        assert!(p.contracts.is_empty());
    }

    #[test]
    fn a_game_with_no_profitable_sacrifice() {
        // NS take 10 tricks in spades (N and S alike), EW at most 5 anywhere.
        let mut rows = [[6, 5, 6, 5]; 5];
        rows[Strain::Spades as usize] = [10, 3, 10, 3];
        let p = par(&table(rows), Seat::North, Vulnerability::None);
        assert_eq!(p.score, 420);
        let listed: Vec<String> = p.contracts.iter().map(|c| c.to_string()).collect();
        assert_eq!(listed, ["4S NS"]);
    }

    #[test]
    fn the_cheaper_sacrifice_is_taken() {
        // NS make 4S (620 vulnerable); EW, not vulnerable, go two down in 5H: 300 < 620.
        let mut rows = [[6, 5, 6, 5]; 5];
        rows[Strain::Spades as usize] = [10, 3, 10, 3];
        rows[Strain::Hearts as usize] = [4, 9, 4, 9];
        let p = par(&table(rows), Seat::North, Vulnerability::NorthSouth);
        assert_eq!(p.score, 300);
        let listed: Vec<String> = p.contracts.iter().map(|c| c.to_string()).collect();
        assert_eq!(listed, ["5HX EW"]);
    }

    #[test]
    fn the_dealers_side_gets_a_contract_both_sides_make() {
        // Each side takes exactly 7 tricks at no-trumps and nothing elsewhere.
        let mut rows = [[5; 4]; 5];
        rows[Strain::NoTrump as usize] = [7, 7, 7, 7];
        let ns = par(&table(rows), Seat::South, Vulnerability::None);
        assert_eq!(ns.score, 90);
        let ew = par(&table(rows), Seat::West, Vulnerability::None);
        assert_eq!(ew.score, -90);
    }
}
