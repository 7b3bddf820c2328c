//! Learning from a deal on the command line (`bridge_engine::review`, `Table::card_hint`):
//! `hint` (the card the robot would play for a seat, with its reason), `values` (each legal
//! card's double-dummy tricks at a position), `again` (a practice copy played on by the robots
//! from a card, with both scores) and `review` (the player's calls beside the robots', and par).
//!
//! Every command reads one game: `--deal PBN [--board N] --auction CALLS [--cards CARDS]`,
//! the dealer and vulnerability those of board N (default 1), the calls and cards in PBN.

use crate::robot_cmds::parse_strength;
use crate::{Failure, number};
use bridge_engine::review;
use bridge_engine::robot::{PlayConfig, Strength};
use bridge_engine::table::Table;
use bridge_engine::{Board, Call, Card, Deal, Game, Seat};
use std::io::Write;

/// The flags every command reads, with the game they describe.
struct Input {
    game: Game,
    seat: Seat,
    strength: Strength,
    seed: u64,
    /// `--at I` / `--from I`: a card's index from 0 (the opening lead).
    at: Option<usize>,
}

fn input(cmd: &str, args: &[String], index_flag: Option<&str>) -> Result<Input, Failure> {
    let (mut deal, mut board, mut calls, mut cards) = (None, 1u32, String::new(), String::new());
    let (mut seat, mut strength, mut seed, mut at) = (Seat::South, Strength::Quick, 1u64, None);
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let Some(value) = it.next() else {
            return Err(Failure::Usage(format!("{flag} needs a value")));
        };
        match flag.as_str() {
            "--deal" => deal = Some(value.clone()),
            "--board" => board = number(value, "N")?,
            "--auction" => calls = value.clone(),
            "--cards" => cards = value.clone(),
            "--seat" => {
                seat = value.parse().map_err(|_| {
                    Failure::Usage(format!("--seat: {value:?} is not a seat (N, E, S, W)"))
                })?
            }
            "--strength" => strength = parse_strength(value).map_err(Failure::Usage)?,
            "--seed" => seed = number(value, "S")?,
            f if Some(f) == index_flag => at = Some(number(value, "I")?),
            other => return Err(Failure::Usage(format!("unexpected {other:?} for {cmd}"))),
        }
    }
    if board == 0 {
        return Err(Failure::Usage("board numbers start at 1".into()));
    }
    let deal = deal.ok_or_else(|| Failure::Usage(format!("{cmd} needs --deal PBN")))?;
    let deal = Deal::from_pbn(&deal).map_err(|e| Failure::Data(e.to_string()))?;
    let mut game = Game::new(Board::numbered(board, deal));
    for c in calls.split_whitespace() {
        let call: Call = c
            .parse()
            .map_err(|e| Failure::Data(format!("call {c:?}: {e}")))?;
        game.call(call)
            .map_err(|e| Failure::Data(format!("call {c}: {e}")))?;
    }
    for c in cards.split_whitespace() {
        let card: Card = c
            .parse()
            .map_err(|e| Failure::Data(format!("card {c:?}: {e}")))?;
        game.play_card(card)
            .map_err(|e| Failure::Data(format!("card {c}: {e}")))?;
    }
    if index_flag.is_some() && at.is_none() {
        return Err(Failure::Usage(format!(
            "{cmd} needs {} I",
            index_flag.unwrap_or_default()
        )));
    }
    Ok(Input {
        game,
        seat,
        strength,
        seed,
        at,
    })
}

fn config(i: &Input) -> PlayConfig {
    PlayConfig {
        strength: i.strength,
        seed: i.seed,
        ..PlayConfig::default()
    }
}

/// `bridge hint ... [--seat S]`: the card the robot would play for the player at S (their own
/// hand, or dummy's when their side declares) and its reason, in English and as its message.
pub fn hint(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let i = input("hint", args, None)?;
    let table = Table::from_game(i.game.clone(), i.seat);
    let advice = table.card_hint(&config(&i)).ok_or_else(|| {
        Failure::Data(format!(
            "it is not {}'s turn to play a card (for their hand or dummy's)",
            i.seat.name()
        ))
    })?;
    writeln!(
        out,
        "{} {}",
        advice.card,
        crate::system_cmds::english(&advice.reason)
    )?;
    writeln!(
        out,
        "reason {}",
        crate::robot_cmds::msg_text(&advice.reason)
    )?;
    Ok(())
}

/// `bridge values ... --at I`: the position before card I (from 0) of the cards given: the seat
/// on turn, the card played and what it cost, then each legal card with the tricks its side
/// ends with double dummy, best first, marked `best` and `played`.
pub fn values(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let i = input("values", args, Some("--at"))?;
    let at = i.at.unwrap_or_default();
    let choice = review::card_choice(&i.game, at).map_err(|e| Failure::Data(e.to_string()))?;
    writeln!(
        out,
        "{} played {} lost {}",
        choice.seat.letter(),
        choice.played,
        choice.lost
    )?;
    for v in &choice.values {
        let mut line = format!("{} {}", v.card, v.tricks);
        if choice.best.contains(v.card) {
            line.push_str(" best");
        }
        if v.card == choice.played {
            line.push_str(" played");
        }
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// `bridge again ... --from I [--seat S]`: the finished deal played again by four robots from
/// card I (the first I cards kept): the cards they play, then each result as
/// `original|again CONTRACT DECLARER TRICKS SCORE`, the score for the side of seat S.
pub fn again(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let i = input("again", args, Some("--from"))?;
    let from = i.at.unwrap_or_default();
    if i.game.result().is_none() {
        return Err(Failure::Data(
            "again needs a finished deal: every card (or a passed-out auction)".into(),
        ));
    }
    let done = review::play_again(&i.game, from, i.seat.side(), &config(&i))
        .map_err(|e| Failure::Data(e.to_string()))?;
    let cards: Vec<String> = done
        .game
        .play()
        .map(|p| p.cards_played().skip(from).map(|c| c.to_string()).collect())
        .unwrap_or_default();
    writeln!(out, "cards {}", cards.join(" "))?;
    for (name, result, score) in [
        ("original", done.original, done.original_score),
        ("again", done.again, done.again_score),
    ] {
        match result.contract() {
            Some((contract, declarer)) => writeln!(
                out,
                "{name} {} {} {} {score}",
                contract.pbn(),
                declarer.letter(),
                result.declarer_tricks
            )?,
            None => writeln!(out, "{name} pass {score}")?,
        }
    }
    Ok(())
}

/// `bridge review ... [--seat S]`: each call of the player at S as `I CALL same` or
/// `I CALL robots CALL2 MEANING` (the robots' call there, where it differs, and what it
/// shows), then `par SCORE CONTRACTS` (North-South's score; `pass` when passed out).
pub fn review_cmd(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let i = input("review", args, None)?;
    let (calls, par) = review::review_bidding(&i.game, i.seat, i.strength);
    for c in &calls {
        match &c.robots {
            None => writeln!(out, "{} {} same", c.index, c.call)?,
            Some((call, meaning)) => writeln!(
                out,
                "{} {} robots {call} {}",
                c.index,
                c.call,
                crate::system_cmds::english(meaning)
            )?,
        }
    }
    let contracts: Vec<String> = par.contracts.iter().map(|c| c.to_string()).collect();
    if contracts.is_empty() {
        writeln!(out, "par {} pass", par.score)?;
    } else {
        writeln!(out, "par {} {}", par.score, contracts.join(", "))?;
    }
    Ok(())
}
