//! `bridge bid` and `bridge play`: the robots from the command line.

use bridge_engine::msg::{Arg, Msg};
use bridge_engine::robot::{
    Goal, PlayConfig, PlayView, Strength, choose_call, choose_card, explain_call, play_card,
};
use bridge_engine::{
    Auction, AuctionResult, Board, Call, CardSet, Deal, Game, Phase, Seat, Vulnerability,
};
use std::io::Write;
use std::time::{Duration, Instant};

/// The value of `--name` in `args`, if given.
fn flag<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .map(String::as_str)
}

/// `bridge bid --dealer N --vul None --hand AKQ2.KJ3.Q54.A32 [--auction "1C P"]`: prints the
/// call the robot makes for the seat on turn, and what it means: the lines to print.
pub fn bid(args: &[String]) -> Result<Vec<String>, String> {
    let (dealer, vul) = dealer_and_vul(args)?;
    let hand_text =
        flag(args, "--hand").ok_or("--hand is required (PBN, e.g. AKQ2.KJ3.Q54.A32)")?;
    let hand = CardSet::from_pbn_hand(hand_text).map_err(|e| format!("--hand: {e}"))?;
    if hand.len() != 13 {
        return Err(format!("--hand holds {} cards instead of 13", hand.len()));
    }
    let auction = auction_arg(args, dealer)?;
    if auction.is_over() {
        return Err("the auction is already over".into());
    }
    let advice = choose_call(hand, &auction, vul);
    let mut lines = vec![format!(
        "{}  {}",
        advice.call,
        crate::system_cmds::english(&advice.meaning)
    )];
    if args.iter().any(|a| a == "--verbose" || a == "-v") {
        lines.push(format!("rule: {}", advice.rule));
        // What each seat's calls showed (the limits the judgements and the sampler deal within).
        let shown = bridge_engine::robot::shown(&auction, vul);
        for seat in Seat::ALL {
            let s = shown[seat.index()];
            let lens: Vec<String> = s
                .len
                .iter()
                .rev()
                .map(|(lo, hi)| format!("{lo}-{hi}"))
                .collect();
            lines.push(format!(
                "shown {seat}: {}-{} HCP, S.H.D.C {}",
                s.hcp.0,
                s.hcp.1,
                lens.join(" ")
            ));
        }
    }
    Ok(lines)
}

/// `--dealer` (default North) and `--vul` (default None).
fn dealer_and_vul(args: &[String]) -> Result<(Seat, Vulnerability), String> {
    let dealer: Seat = flag(args, "--dealer")
        .unwrap_or("N")
        .parse()
        .map_err(|e| format!("--dealer: {e}"))?;
    let vul: Vulnerability = flag(args, "--vul")
        .unwrap_or("None")
        .parse()
        .map_err(|e| format!("--vul: {e}"))?;
    Ok((dealer, vul))
}

/// The calls of `--auction` (none when absent), validated as an auction from `dealer`.
fn auction_arg(args: &[String], dealer: Seat) -> Result<Auction, String> {
    let mut calls = Vec::new();
    for word in flag(args, "--auction").unwrap_or("").split_whitespace() {
        calls.push(
            word.parse::<Call>()
                .map_err(|e| format!("--auction: {e}"))?,
        );
    }
    Auction::from_calls(dealer, calls).map_err(|e| format!("--auction: {e}"))
}

/// `bridge explain --dealer N --vul None --auction "1C P 1S 2H"`: each call as the robots'
/// partner reads it (the explanation the bidding box gives): seat, call, the rule it is read
/// by (`-` outside the system), alert and forcing marks, and what it shows.
pub fn explain(args: &[String]) -> Result<Vec<String>, String> {
    let (dealer, vul) = dealer_and_vul(args)?;
    let auction = auction_arg(args, dealer)?;
    let lines = auction
        .calls_by_seat()
        .enumerate()
        .map(|(i, (seat, call))| match explain_call(&auction, i, vul) {
            Some(e) => {
                let alert = if e.alert { " alert" } else { "" };
                let forcing = crate::system_cmds::force_mark(e.forcing);
                format!(
                    "{seat} {call:<4} {}{alert}{forcing}  {}",
                    e.rule.as_deref().unwrap_or("-"),
                    crate::system_cmds::english(&e.meaning)
                )
            }
            None => format!("{seat} {call:<4} -"),
        })
        .collect();
    Ok(lines)
}

/// A message as its key and arguments (the command line has no catalogue).
pub(crate) fn msg_text(m: &Msg) -> String {
    let args: Vec<String> = m
        .args
        .iter()
        .map(|(n, a)| {
            let v = match a {
                Arg::Int(x) => x.to_string(),
                Arg::Suit(s) => s.symbol().to_string(),
                Arg::Card(c) => c.to_string(),
                Arg::Seat(s) => s.to_string(),
                Arg::Msg(inner) => msg_text(inner),
                other => format!("{other:?}"),
            };
            format!("{n}={v}")
        })
        .collect();
    if args.is_empty() {
        m.key.clone()
    } else {
        format!("{}({})", m.key, args.join(", "))
    }
}

/// Who plays the cards in `bridge play`: the heuristics alone, or the sampling robot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// The quick rules of `card_play` (no search): the robots before sampling.
    Heuristic,
    /// The sampling robot at a strength.
    Sampling(Strength),
}

impl Player {
    /// `quick`, `standard`, `strong` or `heuristic`.
    pub fn parse(text: &str) -> Result<Player, String> {
        if text == "heuristic" {
            return Ok(Player::Heuristic);
        }
        parse_strength(text).map(Player::Sampling).map_err(|_| {
            format!("--strength must be quick, standard, strong or heuristic, not {text:?}")
        })
    }
}

/// A sampling robot's strength: `quick`, `standard` or `strong`.
pub fn parse_strength(text: &str) -> Result<Strength, String> {
    Ok(match text {
        "quick" => Strength::Quick,
        "standard" => Strength::Standard,
        "strong" => Strength::Strong,
        _ => {
            return Err(format!(
                "--strength must be quick, standard or strong, not {text:?}"
            ));
        }
    })
}

/// The form of scoring of `--goal`: `total`, `imps` or `mp`.
pub fn parse_goal(text: &str) -> Result<Goal, String> {
    Ok(match text {
        "total" => Goal::Total,
        "imps" => Goal::Imps,
        "mp" | "matchpoints" => Goal::Matchpoints,
        _ => return Err(format!("--goal must be total, imps or mp, not {text:?}")),
    })
}

/// Four robots play board `number` with `deal`; returns the finished game and the time each
/// card decision took (calls are not timed). The robots' seed is `seed`.
pub fn robot_game(
    number: u32,
    deal: Deal,
    player: Player,
    goal: Goal,
    seed: u64,
    reasons: bool,
) -> Result<(Game, Vec<Duration>), String> {
    let board = Board::numbered(number, deal);
    let mut game = Game::new(board);
    let mut times = Vec::new();
    loop {
        match game.phase() {
            Phase::Auction(auction) => {
                let seat = auction.to_call().ok_or("auction without a seat on turn")?;
                let call = choose_call(board.deal.hand(seat), auction, board.vulnerability).call;
                game.call(call)
                    .map_err(|e| format!("board {}: illegal call {call}: {e}", board.number))?;
            }
            Phase::Play(play) => {
                let seat = play.to_play().ok_or("play without a seat on turn")?;
                let view = PlayView::new(play, seat)
                    .with_auction(game.auction())
                    .with_vulnerability(board.vulnerability);
                let started = Instant::now();
                let advice = match player {
                    Player::Heuristic => choose_card(&view),
                    Player::Sampling(strength) => {
                        let config = PlayConfig {
                            strength,
                            goal,
                            seed,
                        };
                        play_card(&view, &config)
                    }
                };
                times.push(started.elapsed());
                if reasons {
                    eprintln!("  {seat} {}  {}", advice.card, msg_text(&advice.reason));
                }
                let card = advice.card;
                game.play_card(card)
                    .map_err(|e| format!("board {}: illegal card {card}: {e}", board.number))?;
            }
            Phase::Done(_) => return Ok((game, times)),
        }
    }
}

/// `bridge play --seed S --count K [--from I] [--strength quick|standard|strong|heuristic]
/// [--goal G] [--pbn] [--reasons]`: four robots play K seeded deals from the I-th (deal i is
/// `Deal::random(S + i)`, board i + 1 of the 16-board cycle, robots' seed S + i), so one deal
/// of a long run is replayed alone with `--from i --count 1`. The robots think by a count of
/// layouts, never by the clock: the same command gives the same games on any machine load. Prints each result and a summary with the card decisions' times, or
/// with `--pbn` the games as PBN (Deal, Dealer, Vulnerable, Auction, Contract, Declarer, Play,
/// Result) on stdout and the summary on stderr; `--reasons`: each card and its reason (the
/// catalogue key and arguments) on stderr. An illegal call or card is a bug: an error. Returns
/// the lines to print on stdout after the games (none with `--pbn`).
pub fn play(args: &[String]) -> Result<Vec<String>, String> {
    let seed: u64 = flag(args, "--seed")
        .unwrap_or("1")
        .parse()
        .map_err(|_| "--seed must be a whole number")?;
    let count: u64 = flag(args, "--count")
        .unwrap_or("16")
        .parse()
        .map_err(|_| "--count must be a whole number")?;
    let from: u64 = flag(args, "--from")
        .unwrap_or("0")
        .parse()
        .map_err(|_| "--from must be a whole number")?;
    let player = Player::parse(flag(args, "--strength").unwrap_or("standard"))?;
    let goal = parse_goal(flag(args, "--goal").unwrap_or("total"))?;
    let pbn = args.iter().any(|a| a == "--pbn");
    let verbose = args.iter().any(|a| a == "--verbose" || a == "-v");
    let reasons = args.iter().any(|a| a == "--reasons");
    let (mut made, mut defeated, mut passed_out) = (0u64, 0u64, 0u64);
    let mut times: Vec<Duration> = Vec::new();
    let mut lines = Vec::new();
    for i in from..from + count {
        let deal = Deal::random(seed.wrapping_add(i));
        let (game, t) = robot_game(
            i as u32 + 1,
            deal,
            player,
            goal,
            seed.wrapping_add(i),
            reasons,
        )?;
        times.extend(t);
        let board = game.board();
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
            lines.push(format!("  {}", board.deal));
            lines.push(format!("  {}", text.join(" | ")));
        }
        let ns = result.north_south_score(board.vulnerability);
        match result.outcome {
            AuctionResult::PassedOut => {
                passed_out += 1;
                lines.push(format!(
                    "Board {:>3}  passed out               NS {ns:>+6}",
                    board.number
                ));
            }
            AuctionResult::Contract { contract, declarer } => {
                if result.declarer_tricks >= contract.tricks_needed() {
                    made += 1;
                } else {
                    defeated += 1;
                }
                lines.push(format!(
                    "Board {:>3}  {:<5} by {}  {:>2} tricks   NS {ns:>+6}",
                    board.number,
                    contract.to_string(),
                    declarer,
                    result.declarer_tricks
                ));
            }
        }
        if pbn {
            let pbn_game = bridge_engine::pbn::PbnGame::from_game(&game);
            // Each game as soon as it is played: a long run can be analysed as it goes.
            let mut stdout = std::io::stdout().lock();
            let sep = if i > from { "\n" } else { "" };
            let _ = write!(stdout, "{sep}{}", pbn_game.write());
            let _ = stdout.flush();
        }
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let quantile = |q: f64| {
        times
            .get(((times.len() as f64 * q) as usize).min(times.len().saturating_sub(1)))
            .map_or(0.0, |d| ms(*d))
    };
    let mean = if times.is_empty() {
        0.0
    } else {
        times.iter().map(|d| ms(*d)).sum::<f64>() / times.len() as f64
    };
    let summary = format!(
        "{count} deals: {made} made, {defeated} defeated, {passed_out} passed out; \
         {} cards, ms per card: mean {mean:.1}, median {:.1}, p95 {:.1}, max {:.1}",
        times.len(),
        quantile(0.5),
        quantile(0.95),
        times.last().map_or(0.0, |d| ms(*d)),
    );
    if pbn {
        eprintln!("{summary}");
        return Ok(Vec::new());
    }
    lines.push(summary);
    Ok(lines)
}
