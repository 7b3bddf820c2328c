//! `bridge bid` and `bridge play`: the robots from the command line.

use bridge_engine::robot::{PlayView, choose_call, choose_card};
use bridge_engine::{
    Auction, AuctionResult, Board, Call, CardSet, Deal, Game, Phase, Seat, Vulnerability,
};
use std::time::{Duration, Instant};

/// The value of `--name` in `args`, if given.
fn flag<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .map(String::as_str)
}

/// `bridge bid --dealer N --vul None --hand AKQ2.KJ3.Q54.A32 [--auction "1C P"]`: prints the
/// call the robot makes for the seat on turn, and what it means.
pub fn bid(args: &[String]) -> Result<(), String> {
    let dealer: Seat = flag(args, "--dealer")
        .unwrap_or("N")
        .parse()
        .map_err(|e| format!("--dealer: {e}"))?;
    let vul: Vulnerability = flag(args, "--vul")
        .unwrap_or("None")
        .parse()
        .map_err(|e| format!("--vul: {e}"))?;
    let hand_text =
        flag(args, "--hand").ok_or("--hand is required (PBN, e.g. AKQ2.KJ3.Q54.A32)")?;
    let hand = CardSet::from_pbn_hand(hand_text).map_err(|e| format!("--hand: {e}"))?;
    if hand.len() != 13 {
        return Err(format!("--hand holds {} cards instead of 13", hand.len()));
    }
    let mut calls = Vec::new();
    for word in flag(args, "--auction").unwrap_or("").split_whitespace() {
        calls.push(
            word.parse::<Call>()
                .map_err(|e| format!("--auction: {e}"))?,
        );
    }
    let auction = Auction::from_calls(dealer, calls).map_err(|e| format!("--auction: {e}"))?;
    if auction.is_over() {
        return Err("the auction is already over".into());
    }
    let advice = choose_call(hand, &auction, vul);
    println!(
        "{}  {}",
        advice.call,
        crate::system_cmds::english(&advice.meaning)
    );
    if args.iter().any(|a| a == "--verbose" || a == "-v") {
        println!("rule: {}", advice.rule);
    }
    Ok(())
}

/// `bridge play --seed S --count K`: four robots play K seeded deals (deal i is
/// `Deal::random(S + i)`, board i + 1 of the 16-board cycle); prints each result and a summary.
/// An illegal call or card is a bug: it is reported as an error.
pub fn play(args: &[String]) -> Result<(), String> {
    let seed: u64 = flag(args, "--seed")
        .unwrap_or("1")
        .parse()
        .map_err(|_| "--seed must be a whole number")?;
    let count: u64 = flag(args, "--count")
        .unwrap_or("16")
        .parse()
        .map_err(|_| "--count must be a whole number")?;
    let verbose = args.iter().any(|a| a == "--verbose" || a == "-v");
    let (mut made, mut defeated, mut passed_out) = (0u64, 0u64, 0u64);
    let mut decisions = 0u64;
    let mut total = Duration::ZERO;
    let mut slowest = Duration::ZERO;
    for i in 0..count {
        let board = Board::numbered(i as u32 + 1, Deal::random(seed.wrapping_add(i)));
        let mut game = Game::new(board);
        loop {
            let started = Instant::now();
            let action = match game.phase() {
                Phase::Auction(auction) => {
                    let seat = auction.to_call().ok_or("auction without a seat on turn")?;
                    let advice = choose_call(board.deal.hand(seat), auction, board.vulnerability);
                    Err(advice.call)
                }
                Phase::Play(play) => {
                    let seat = play.to_play().ok_or("play without a seat on turn")?;
                    let view = PlayView::new(play, seat).with_auction(game.auction());
                    Ok(choose_card(&view).card)
                }
                Phase::Done(_) => break,
            };
            let spent = started.elapsed();
            total += spent;
            slowest = slowest.max(spent);
            decisions += 1;
            match action {
                Err(call) => game
                    .call(call)
                    .map_err(|e| format!("board {}: illegal call {call}: {e}", board.number))?,
                Ok(card) => game
                    .play_card(card)
                    .map_err(|e| format!("board {}: illegal card {card}: {e}", board.number))?,
            }
        }
        let result = game.result().ok_or("a finished deal without a result")?;
        if verbose {
            let a = game.auction();
            let text: Vec<String> = a
                .calls_by_seat()
                .enumerate()
                .map(|(i, (s, c))| {
                    let why = bridge_engine::robot::explain_call(a, i, board.vulnerability)
                        .map(|e| crate::system_cmds::english(&e.meaning))
                        .unwrap_or_default();
                    format!("{s} {c} ({why})")
                })
                .collect();
            println!("  {}", board.deal);
            println!("  {}", text.join(" | "));
        }
        let ns = result.north_south_score(board.vulnerability);
        match result.outcome {
            AuctionResult::PassedOut => {
                passed_out += 1;
                println!(
                    "Board {:>3}  passed out               NS {ns:>+6}",
                    board.number
                );
            }
            AuctionResult::Contract { contract, declarer } => {
                if result.declarer_tricks >= contract.tricks_needed() {
                    made += 1;
                } else {
                    defeated += 1;
                }
                println!(
                    "Board {:>3}  {:<5} by {}  {:>2} tricks   NS {ns:>+6}",
                    board.number,
                    contract.to_string(),
                    declarer,
                    result.declarer_tricks
                );
            }
        }
    }
    let average = if decisions > 0 {
        total / decisions as u32
    } else {
        Duration::ZERO
    };
    println!(
        "{count} deals: {made} made, {defeated} defeated, {passed_out} passed out; \
         {decisions} decisions, average {:.3} ms, slowest {:.3} ms",
        average.as_secs_f64() * 1000.0,
        slowest.as_secs_f64() * 1000.0
    );
    Ok(())
}
