//! Helpers shared by the test modules.

use std::sync::OnceLock;

use bridge_engine::game::BoardResult;
use bridge_engine::robot::{Goal, PlayConfig, PlayView, Strength, choose_call_at, choose_card};
use bridge_engine::session::Session;
use bridge_engine::table::Table;
use bridge_engine::{
    Action, Auction, AuctionResult, Board, Call, Card, Contract, Deal, Doubling, Game, Phase, Seat,
};

/// The auction of `text` (calls such as `1S P 2S X`) from `dealer`.
pub fn auction(dealer: Seat, text: &str) -> Auction {
    let calls: Vec<Call> = text
        .split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect();
    Auction::from_calls(dealer, calls).unwrap()
}

/// Bids `contract` for `declarer` at the session's table (the others pass; an opponent doubles
/// and declarer's side redoubles as the contract says) and claims `tricks`, then advances.
pub fn play(session: &mut Session, contract: &str, declarer: Seat, tricks: u8) {
    let contract: Contract = contract.parse().unwrap();
    let table = session.table().expect("a deal is ready");
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
    session.played_mut().unwrap().table = Some(Table::from_game(game, Seat::South));
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

/// A deal played to the end by four robots, and the rule behind each of its calls.
pub struct RobotGame {
    pub game: Game,
    /// `CallAdvice::rule` of every call of the auction, in order.
    pub rules: Vec<String>,
}

/// Plays board `number` with `deal` by four robots.
fn robot_game(number: u32, deal: Deal) -> RobotGame {
    let board = Board::numbered(number, deal);
    let mut game = Game::new(board);
    let mut rules = Vec::new();
    for _ in 0..400 {
        match game.phase() {
            Phase::Auction(a) => {
                let seat = a.to_call().expect("a seat on turn");
                let advice =
                    choose_call_at(deal.hand(seat), a, board.vulnerability, Strength::Quick);
                assert!(!advice.meaning.key.is_empty() && !advice.rule.is_empty());
                game.call(advice.call).unwrap_or_else(|e| {
                    panic!("board {number}: illegal call {}: {e}", advice.call)
                });
                rules.push(advice.rule);
            }
            Phase::Play(p) => {
                let seat = p.to_play().expect("a seat on turn");
                let view = PlayView::new(p, seat).with_auction(game.auction());
                let advice = choose_card(&view);
                assert!(advice.reason.key.starts_with("robot.play."));
                game.play_card(advice.card).unwrap_or_else(|e| {
                    panic!("board {number}: illegal card {}: {e}", advice.card)
                });
            }
            Phase::Done(_) => return RobotGame { game, rules },
        }
    }
    panic!("board {number}: the deal did not finish");
}

/// How many robot games [`robot_games`] plays: 200 in `cargo test` (each costs about a third of
/// a second of CPU), more for a long run with `BRIDGE_ROBOT_GAMES=N` (docs/development.md, "Fuzzing").
pub fn robot_game_count() -> u64 {
    static COUNT: OnceLock<u64> = OnceLock::new();
    *COUNT.get_or_init(|| match std::env::var("BRIDGE_ROBOT_GAMES") {
        Ok(n) => n
            .parse()
            .unwrap_or_else(|_| panic!("BRIDGE_ROBOT_GAMES={n:?} is not a number of games")),
        Err(_) => 200,
    })
}

/// Boards 1, 2, … with the seeded deals 1000, 1001, … ([`robot_game_count`] of them), each bid
/// and played once by four robots for every test that looks at robot games (robot_legality,
/// robot_bidding_bugs). Their close calls are judged as at the quick strength, as in the browser
/// tests and on slow devices (10 layouts: half the CPU of the standard 20); what the tests check
/// (legal calls, forcing bids answered, explanations that match the choice) holds at any strength.
pub fn robot_games() -> &'static [RobotGame] {
    static GAMES: OnceLock<Vec<RobotGame>> = OnceLock::new();
    GAMES.get_or_init(|| {
        on_every_core(0..robot_game_count(), |i| {
            robot_game(i as u32 + 1, Deal::random(1000 + i))
        })
    })
}

/// Plays the session's deal to its result: the player takes the robots' hint in the auction and
/// plays the first legal card; the session is not advanced.
pub fn play_out(s: &mut Session) {
    let t = s.table_mut().unwrap();
    while t.result().is_none() {
        if t.robot_step().is_some() {
            continue;
        }
        let action = match t.game().phase() {
            Phase::Auction(_) => Action::Call(t.hint().unwrap().call),
            Phase::Play(_) => Action::Card(t.playable().iter().next().unwrap()),
            Phase::Done(_) => break,
        };
        t.human_action(action).unwrap();
    }
}
