//! `bridge leads FILE`: the robots' opening leads against the best leads double dummy.
//!
//! The opening lead is where the defenders lose most tricks, and it is far cheaper to measure
//! alone than whole deals played: for each game of a PBN file with its auction (written by
//! `bridge system --par N --bids-pbn FILE` or `bridge play --pbn`), the opening leader's robot
//! chooses its lead from what that seat sees, and the lead is scored against every lead of the
//! real deal double dummy (the best lead's tricks for the defenders less the chosen one's), as
//! `bridge analyse` scores the first card of a played deal. The quick rules' lead (no search) is
//! scored beside it.

use crate::Failure;
use crate::bench::{summary, this_thread_cpu_ms};
use crate::robot_cmds::{parse_goal, parse_strength};
use bridge_engine::dd::DdSolver;
use bridge_engine::robot::{PlayConfig, PlayView, choose_card, play_card};
use bridge_engine::{AuctionResult, Card, Game, Play, pbn};
use std::io::Write;

const USAGE: &str = "usage: bridge leads FILE [--strength S] [--goal G] [--seed N]";

/// One opening lead scored.
#[derive(Clone, Debug, PartialEq)]
pub struct LeadScore {
    /// The lead the robot chose.
    pub lead: Card,
    /// Tricks it gave away against the best lead, double dummy.
    pub lost: u8,
    /// The best leads.
    pub best: Vec<Card>,
    /// The quick rules' lead and what it gave away.
    pub rules: (Card, u8),
    /// Whether some lead beats the contract double dummy and the robot's does not.
    pub lets_through: bool,
    /// The CPU time of the robot's decision, ms.
    pub ms: f64,
}

/// The robot's opening lead in `game` (its auction complete, in a contract) scored against the
/// real deal, on `solver`; `None` when the deal was passed out.
pub fn score_lead(game: &Game, config: &PlayConfig, solver: &mut DdSolver) -> Option<LeadScore> {
    let board = game.board();
    let Some(AuctionResult::Contract { contract, declarer }) = game.auction().result() else {
        return None;
    };
    let play = Play::new(board.deal, contract, declarer);
    let leader = play.to_play()?;
    let view = PlayView::new(&play, leader)
        .with_auction(game.auction())
        .with_vulnerability(board.vulnerability);
    let start = this_thread_cpu_ms();
    let lead = play_card(&view, config).card;
    let ms = this_thread_cpu_ms() - start;
    let rules = choose_card(&view).card;
    let values = solver.card_values(&play);
    let value = |c: Card| values.iter().find(|v| v.0 == c).map_or(0, |v| v.1);
    let top = values.iter().map(|v| v.1).max().unwrap_or(0);
    let mut best: Vec<Card> = values.iter().filter(|v| v.1 == top).map(|v| v.0).collect();
    best.sort_by_key(|c| (c.suit, std::cmp::Reverse(c.rank)));
    let beat = 14 - contract.tricks_needed();
    Some(LeadScore {
        lead,
        lost: top - value(lead),
        best,
        rules: (rules, top - value(rules)),
        lets_through: top >= beat && value(lead) < beat,
        ms,
    })
}

/// `bridge leads FILE [--strength S] [--goal G] [--seed N]`: one line a deal (the contract,
/// the robot's lead and the tricks it lost, the best leads, the quick rules' lead and its loss,
/// the decision's CPU ms), then the totals. The robot's seed on a board is N (default 0) plus
/// the board number, so `--seed 999` replays the leads of `bridge play --seed 1000` and the
/// default those of `bridge system --par` (whose boards are numbered by their deal's seed).
pub fn leads_cmd(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let mut file = None;
    let mut config = PlayConfig {
        strength: bridge_engine::robot::Strength::Strong,
        ..PlayConfig::default()
    };
    let mut seed = 0u64;
    let mut rest = args.iter();
    while let Some(a) = rest.next() {
        let mut value = || {
            rest.next()
                .ok_or_else(|| Failure::Usage(format!("{a} needs a value; {USAGE}")))
        };
        match a.as_str() {
            "--strength" => config.strength = parse_strength(value()?).map_err(Failure::Usage)?,
            "--goal" => config.goal = parse_goal(value()?).map_err(Failure::Usage)?,
            "--seed" => seed = crate::number(value()?, "--seed")?,
            _ if file.is_none() && !a.starts_with("--") => file = Some(a),
            _ => return Err(Failure::Usage(USAGE.into())),
        }
    }
    let file = file.ok_or_else(|| Failure::Usage(USAGE.into()))?;
    let text = crate::read_input(file)?;
    let games = pbn::parse(&text).map_err(|e| Failure::Data(e.to_string()))?;
    let mut solver = DdSolver::new();
    let (mut n, mut lost, mut rules_lost, mut through) = (0u32, 0u32, 0u32, 0u32);
    let mut times = Vec::new();
    for g in &games {
        let game = g.to_game().map_err(|e| Failure::Data(e.to_string()))?;
        let number = game.board().number;
        config.seed = seed.wrapping_add(u64::from(number));
        let Some(s) = score_lead(&game, &config, &mut solver) else {
            continue;
        };
        let Some(AuctionResult::Contract { contract, declarer }) = game.auction().result() else {
            continue;
        };
        let best: Vec<String> = s.best.iter().map(Card::to_string).collect();
        writeln!(
            out,
            "board {number:>5}  {:<5} {}  lead {} lost {}  best {}  rules {} lost {}  ms {:.0}",
            contract.pbn(),
            declarer.letter(),
            s.lead,
            s.lost,
            best.join(" "),
            s.rules.0,
            s.rules.1,
            s.ms
        )?;
        n += 1;
        lost += u32::from(s.lost);
        rules_lost += u32::from(s.rules.1);
        through += u32::from(s.lets_through);
        times.push(s.ms);
    }
    let per = |x: u32| f64::from(x) / f64::from(n.max(1));
    writeln!(
        out,
        "total {n} leads  lost {lost} ({:.3} a lead)  quick rules lost {rules_lost} ({:.3} a lead)  \
         let a beatable contract through {through}",
        per(lost),
        per(rules_lost),
    )?;
    writeln!(out, "time per lead (CPU)  {}", summary(&mut times))?;
    Ok(())
}
