//! `bridge system --floor N [--from I]`: how near par the bidding could come at best on the par
//! deals of `bridge system --par`. The side that owns par sees both its hands (more than any
//! auction tells) but not the opponents': it picks, among passing and its 70 contracts, the one
//! that loses the fewest IMPs against par on average over [`LAYOUTS`] layouts of the opponents'
//! cards (a failing contract counted doubled, the opponents silent; between equal losses, the
//! one that scores more), and that contract is then scored double dummy on the actual deal.
//! What it still loses is the part of the distance from par that no bidding can win back: par
//! is taken on the one layout the table holds.

use std::io::Write;

use bridge_engine::dd::{DdTable, dd_table};
use bridge_engine::deal::{Deal, DealRng};
use bridge_engine::par::par;
use bridge_engine::scoring::imps::imps;
use bridge_engine::seat::Side;
use bridge_engine::{Bid, Card, CardSet, Contract, Doubling, Seat, Strain, Vulnerability};

use crate::Failure;
use crate::system_cmds::{self, par_deal};

/// The layouts of the opponents' cards the floor's side weighs its contracts over, unless
/// `--layouts` says otherwise.
pub const LAYOUTS: usize = 12;

/// The contract the floor's side chooses on one deal, and how far it is from par.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Floor {
    /// The contract and its declarer; `None` when passing loses least.
    pub contract: Option<(Bid, Seat)>,
    /// Its score double dummy on the actual deal, from North-South's side.
    pub score: i32,
    /// Par of the actual deal, from North-South's side.
    pub par: i32,
    /// The IMPs between the two.
    pub imps: i32,
}

/// North-South's score of `bid` by `declarer` on `table`, doubled when it fails (as par counts
/// a failing contract).
fn ns_score(table: &DdTable, vul: Vulnerability, bid: Bid, declarer: Seat) -> i32 {
    let doubling = if table.get(bid.strain(), declarer) < bid.level() + 6 {
        Doubling::Doubled
    } else {
        Doubling::Undoubled
    };
    system_cmds::ns_score(table, vul, Contract::new(bid, doubling), declarer)
}

/// The floor's choice on `deal` (see the module), its layouts dealt from `seed`.
pub fn floor(deal: &Deal, dealer: Seat, vul: Vulnerability, layouts: usize, seed: u64) -> Floor {
    let table = dd_table(deal);
    let par_score = par(&table, dealer, vul).score;
    // A deal passed out at par is North-South's to judge (passing is one of the choices).
    let side = if par_score >= 0 {
        Side::NorthSouth
    } else {
        Side::EastWest
    };
    let own: Vec<Seat> = Seat::ALL.into_iter().filter(|s| s.side() == side).collect();
    let opps: Vec<Seat> = Seat::ALL.into_iter().filter(|s| s.side() != side).collect();
    let mut pool: Vec<Card> = deal.hand(opps[0]).or(deal.hand(opps[1])).iter().collect();
    let mut rng = DealRng::new(seed);
    let samples: Vec<(DdTable, i32)> = (0..layouts)
        .map(|_| {
            for i in (1..pool.len()).rev() {
                pool.swap(i, rng.below(i as u64 + 1) as usize);
            }
            let mut hands = deal.hands();
            hands[opps[0].index()] = pool[..13].iter().copied().collect::<CardSet>();
            hands[opps[1].index()] = pool[13..].iter().copied().collect::<CardSet>();
            let layout = Deal::new(hands).expect("the same 52 cards, 13 a hand");
            let t = dd_table(&layout);
            let p = par(&t, dealer, vul).score;
            (t, p)
        })
        .collect();
    // What a choice loses against par over the layouts, and then (between choices that lose
    // as much) the side's own points given up, so 7NT wins over an equal 7♠.
    let sign = if side == Side::NorthSouth { 1 } else { -1 };
    let cost = |score: &dyn Fn(&DdTable) -> i32| -> (i32, i32) {
        samples.iter().fold((0, 0), |(l, g), (t, p)| {
            let s = score(t);
            (l + imps(s - p).abs(), g - sign * s)
        })
    };
    let mut best: ((i32, i32), Option<(Bid, Seat)>) = (cost(&|_| 0), None);
    for level in 1..=7 {
        for strain in Strain::ALL {
            let bid = Bid::new(level, strain).expect("levels 1 to 7");
            for &declarer in &own {
                let c = cost(&|t| ns_score(t, vul, bid, declarer));
                if c < best.0 {
                    best = (c, Some((bid, declarer)));
                }
            }
        }
    }
    let score = best
        .1
        .map_or(0, |(bid, declarer)| ns_score(&table, vul, bid, declarer));
    Floor {
        contract: best.1,
        score,
        par: par_score,
        imps: imps(score - par_score).abs(),
    }
}

/// The floor's choice as an auction for `bridge match`: passes to its declarer, the contract,
/// doubled by the next player when it fails double dummy (as the floor counts it), then passes;
/// four passes when the floor passes.
fn floor_auction(f: &Floor, dealer: Seat) -> bridge_engine::Auction {
    use bridge_engine::{Auction, Call};
    let mut a = Auction::new(dealer);
    let legal = "the floor's auction is legal";
    if let Some((bid, declarer)) = f.contract {
        while a.to_call() != Some(declarer) {
            a.call(Call::Pass).expect(legal);
        }
        a.call(Call::Bid(bid)).expect(legal);
        let declarer_score = if declarer.side() == Side::NorthSouth {
            f.score
        } else {
            -f.score
        };
        if declarer_score < 0 {
            a.call(Call::Double).expect(legal);
        }
    }
    while !a.is_over() {
        a.call(Call::Pass).expect(legal);
    }
    a
}

/// `bridge system --floor`: the floor of every deal of `range` (deal `1000 + i`, seeded by it)
/// over `layouts` layouts of the opponents' cards, a line each, then the average; with `bids`,
/// each deal and the floor's contract as an auction there ([`floor_auction`]), for
/// `bridge match`.
pub fn floor_distance(
    range: std::ops::Range<u64>,
    layouts: usize,
    out: &mut dyn Write,
    mut bids: Option<&mut dyn Write>,
) -> Result<(), Failure> {
    let n = range.end - range.start;
    let mut total = 0i64;
    for i in range {
        let (deal, dealer, vul) = par_deal(i);
        let f = floor(&deal, dealer, vul, layouts, 1000 + i);
        total += i64::from(f.imps);
        if let Some(file) = bids.as_mut() {
            let auction = floor_auction(&f, dealer);
            system_cmds::write_bids(&mut **file, 1000 + i, &deal, vul, &auction)?;
        }
        let contract = f
            .contract
            .map_or_else(|| "pass".to_string(), |(b, d)| format!("{b} {d}"));
        writeln!(
            out,
            "{} {:>2} par {:>5} floor {:>5}  {contract}",
            1000 + i,
            f.imps,
            f.par,
            f.score
        )
        .map_err(Failure::Io)?;
    }
    let tail = format!(
        " for a side that sees both its hands ({layouts} layouts of the opponents' cards, the \
         opponents silent)"
    );
    system_cmds::write_average(out, n, total, &tail)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// North-South hold every ace, king, queen and jack.
    const ALL_TOPS_NS: &str =
        "N:AKQJ.AKQ.AKQ.AKQ 765.8765.765.765 T98.JT9.JT9.JT98 432.432.8432.432";

    /// North-South hold every top card: the grand slam in no-trumps makes on any layout, and the
    /// floor bids it, at par.
    #[test]
    fn a_cold_grand_slam_is_the_floor_and_par() {
        let deal = Deal::from_pbn(ALL_TOPS_NS).unwrap();
        let f = floor(&deal, Seat::North, Vulnerability::None, 3, 1);
        assert_eq!(f.contract, Some(("7NT".parse().unwrap(), Seat::North)));
        assert_eq!((f.score, f.par, f.imps), (1520, 1520, 0));
    }

    /// The floor's auction: passes to declarer, the contract, doubled when it fails.
    #[test]
    fn the_floor_bids_its_contract_and_the_opponents_double_a_failing_one() {
        let made = Floor {
            contract: Some(("4S".parse().unwrap(), Seat::South)),
            score: 420,
            par: 420,
            imps: 0,
        };
        let calls = |f: &Floor, dealer| {
            floor_auction(f, dealer)
                .calls()
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(calls(&made, Seat::East), "Pass 4♠ Pass Pass Pass");
        let failed = Floor {
            contract: Some(("5D".parse().unwrap(), Seat::West)),
            score: 100,
            par: -100,
            imps: 5,
        };
        assert_eq!(calls(&failed, Seat::West), "5♦ Double Pass Pass Pass");
        let passed = Floor {
            contract: None,
            score: 0,
            par: 0,
            imps: 0,
        };
        assert_eq!(calls(&passed, Seat::North), "Pass Pass Pass Pass");
    }

    /// A failing contract is counted doubled, as par counts it: East-West take no trick in
    /// no-trumps, so 7NT by East not vulnerable is 13 down doubled.
    #[test]
    fn a_failing_contract_is_counted_doubled() {
        let deal = Deal::from_pbn(ALL_TOPS_NS).unwrap();
        let table = dd_table(&deal);
        assert_eq!(
            ns_score(
                &table,
                Vulnerability::None,
                "7NT".parse().unwrap(),
                Seat::East
            ),
            100 + 2 * 200 + 10 * 300
        );
    }
}
