//! Helpers shared by the test modules.

use bridge_engine::game::BoardResult;
use bridge_engine::robot::{Goal, PlayConfig, Strength};
use bridge_engine::session::Session;
use bridge_engine::table::Table;
use bridge_engine::{AuctionResult, Call, Card, Contract, Doubling, Game, Seat};

/// Bids `contract` for `declarer` at the session's table (the others pass; an opponent doubles
/// and declarer's side redoubles as the contract says) and claims `tricks`, then advances.
pub fn play(session: &mut Session, contract: &str, declarer: Seat, tricks: u8) {
    let contract: Contract = contract.parse().unwrap();
    let table = session.table.as_ref().expect("a deal is ready");
    let mut game = Game::new(*table.game().board());
    while game.to_act() != Some(declarer) {
        game.call(Call::Pass).unwrap();
    }
    game.call(Call::Bid(contract.bid)).unwrap();
    if contract.doubling != Doubling::Undoubled {
        game.call(Call::Double).unwrap();
    }
    if contract.doubling == Doubling::Redoubled {
        game.call(Call::Pass).unwrap();
        game.call(Call::Redouble).unwrap();
    }
    for _ in 0..3 {
        game.call(Call::Pass).unwrap();
    }
    game.claim(tricks).unwrap();
    session.table = Some(Table::from_game(game, Seat::South));
    assert!(session.advance());
}

/// A result of a table: `contract` ("4SX") by `declarer` taking `tricks`; `"pass"` is passed out.
pub fn result(contract: &str, declarer: Seat, tricks: u8) -> BoardResult {
    if contract == "pass" {
        return BoardResult {
            outcome: AuctionResult::PassedOut,
            declarer_tricks: 0,
        };
    }
    BoardResult {
        outcome: AuctionResult::Contract {
            contract: contract.parse().unwrap(),
            declarer,
        },
        declarer_tricks: tricks,
    }
}

/// A card from its short name ("SA", "H7").
pub fn c(s: &str) -> Card {
    s.parse().unwrap()
}

/// Quick robots (few layouts) deciding with `seed`, for total points: these tests are about
/// what the robots may know and do, not their strength.
pub const fn quick(seed: u64) -> PlayConfig {
    PlayConfig {
        strength: Strength::Quick,
        goal: Goal::Total,
        seed,
    }
}

/// `f` of every seed of `seeds`, in order, computed on every core: the robot tests bid and play
/// hundreds of seeded deals, and the test harness runs them beside the other tests.
pub fn on_every_core<T: Send>(seeds: std::ops::Range<u64>, f: impl Fn(u64) -> T + Sync) -> Vec<T> {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let f = &f;
    let mut all: Vec<(u64, T)> = std::thread::scope(|s| {
        let parts: Vec<_> = (0..threads as u64)
            .map(|t| {
                let seeds = seeds.clone();
                s.spawn(move || {
                    (seeds.start + t..seeds.end)
                        .step_by(threads)
                        .map(|seed| (seed, f(seed)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        parts.into_iter().flat_map(|p| p.join().unwrap()).collect()
    });
    all.sort_by_key(|(seed, _)| *seed);
    all.into_iter().map(|(_, t)| t).collect()
}
