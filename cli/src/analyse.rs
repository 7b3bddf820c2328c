//! `bridge analyse FILE`: how well the cards of played PBN games were played, double dummy, and
//! how far each contract was from par.
//!
//! Every card played is scored against the best card of its position (the engine's
//! `DdSolver::trick_costs`: the best card's value minus the card's, the only legal card costing
//! nothing), and the losses are added up for declarer's side and for the defenders. The
//! contract's distance from par is the IMPs between the par score and the score of the contract
//! reached with the double-dummy number of tricks (so it measures the bidding, not the play).

use crate::Failure;
use bridge_engine::dd::{DdSolver, dd_table};
use bridge_engine::par::par;
use bridge_engine::pbn;
use bridge_engine::scoring::{duplicate, imps};
use bridge_engine::{AuctionResult, Card, Game, Play, Seat};
use std::io::Write;

/// What one game's analysis found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealAnalysis {
    /// The board number (0 when the file gives none).
    pub board: u32,
    /// The contract and declarer, `None` when passed out.
    pub contract: Option<(bridge_engine::Contract, Seat)>,
    /// Tricks declarer took (as played, or claimed).
    pub tricks: u8,
    /// Tricks declarer would take in the contract double dummy from the opening lead.
    pub dd_tricks: u8,
    /// Tricks declarer's side gave away double dummy (dummy's cards included).
    pub declarer_lost: u32,
    /// Tricks the defenders gave away double dummy.
    pub defenders_lost: u32,
    /// The par score, North-South's side.
    pub par: i32,
    /// The score of the contract with `dd_tricks`, North-South's side (0 when passed out).
    pub contract_score: i32,
    /// IMPs between `contract_score` and `par` (never negative).
    pub par_imps: u32,
    /// Every card that cost its side a trick or more, in the order played.
    pub costly: Vec<CostlyCard>,
}

/// A card that gave tricks away double dummy, and the cards that would not have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CostlyCard {
    /// The trick (1-based) and the card's place in it (1-based).
    pub trick: usize,
    /// Its place in the trick, 1 for the lead.
    pub place: usize,
    /// Whose card it was (dummy's under dummy's seat).
    pub seat: Seat,
    /// The card played.
    pub card: Card,
    /// Tricks it gave away.
    pub lost: u8,
    /// The best cards of the position.
    pub best: Vec<Card>,
}

/// Analyses every game of a PBN text, on `solver`. A game that does not make an engine game
/// (incomplete deal, illegal play) is an error naming its line.
pub fn analyse_text(text: &str, solver: &mut DdSolver) -> Result<Vec<DealAnalysis>, String> {
    let games = pbn::parse(text).map_err(|e| e.to_string())?;
    let mut out = Vec::with_capacity(games.len());
    for g in &games {
        let game = g.to_game().map_err(|e| e.to_string())?;
        out.push(analyse_game(&game, solver));
    }
    Ok(out)
}

/// The analysis of one game.
pub fn analyse_game(game: &Game, solver: &mut DdSolver) -> DealAnalysis {
    let board = game.board();
    let table = dd_table(&board.deal);
    let p = par(&table, board.dealer, board.vulnerability);
    let (mut declarer_lost, mut defenders_lost) = (0u32, 0u32);
    let mut tricks = 0;
    let mut dd_tricks = 0;
    let mut contract_score = 0;
    let mut costly = Vec::new();
    let contract = match game.auction().result() {
        Some(AuctionResult::Contract { contract, declarer }) => Some((contract, declarer)),
        _ => None,
    };
    if let Some((contract, declarer)) = contract {
        dd_tricks = table.get(contract.strain(), declarer);
        let score = duplicate::declarer_score(contract, declarer, board.vulnerability, dd_tricks);
        contract_score = if declarer.side() == Seat::North.side() {
            score
        } else {
            -score
        };
        if let Some(play) = game.play() {
            let costs = solver.play_costs(play);
            for (i, cost) in costs.iter().enumerate() {
                if cost.seat.side() == declarer.side() {
                    declarer_lost += u32::from(cost.lost);
                } else {
                    defenders_lost += u32::from(cost.lost);
                }
                if cost.lost > 0 {
                    costly.push(costly_card(play, i, cost, solver));
                }
            }
        }
        tricks = game.result().map_or(0, |r| r.declarer_tricks);
    }
    DealAnalysis {
        board: board.number,
        contract,
        tricks,
        dd_tricks,
        declarer_lost,
        defenders_lost,
        par: p.score,
        contract_score,
        par_imps: imps::imps(contract_score - p.score).unsigned_abs(),
        costly,
    }
}

/// Card `index` (0-based, in the order played) of `play`, which cost `cost`, with the best
/// cards of its position.
fn costly_card(
    play: &Play,
    index: usize,
    cost: &bridge_engine::dd::CardCost,
    solver: &mut DdSolver,
) -> CostlyCard {
    let mut at = Play::new(*play.deal(), play.contract(), play.declarer());
    for card in play
        .tricks()
        .iter()
        .flat_map(|t| t.cards.iter())
        .take(index)
    {
        at.play(*card).expect("a card of a valid play replays");
    }
    let values = solver.card_values(&at);
    let top = values.iter().map(|v| v.1).max().unwrap_or(0);
    let mut best: Vec<Card> = values.iter().filter(|v| v.1 == top).map(|v| v.0).collect();
    best.sort_by_key(|c| (c.suit, std::cmp::Reverse(c.rank)));
    CostlyCard {
        trick: index / 4 + 1,
        place: index % 4 + 1,
        seat: cost.seat,
        card: cost.card,
        lost: cost.lost,
        best,
    }
}

/// `bridge analyse FILE [--cards]` (`-` for stdin): one line a deal, then the totals and
/// means; `--cards`: under each deal, every card that gave tricks away and the best cards.
pub fn analyse(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let cards = args.iter().any(|a| a == "--cards");
    let files: Vec<&String> = args.iter().filter(|a| *a != "--cards").collect();
    let [file] = files[..] else {
        return Err(Failure::Usage(
            "analyse takes one argument: a PBN file (and --cards)".into(),
        ));
    };
    let text = crate::read_input(file)?;
    let mut solver = DdSolver::new();
    let deals = analyse_text(&text, &mut solver).map_err(Failure::Data)?;
    for d in &deals {
        let contract = d.contract.map_or("pass".to_string(), |(c, s)| {
            format!("{} {}", c.pbn(), s.letter())
        });
        writeln!(
            out,
            "board {:>3}  {:<7} tricks {:>2} dd {:>2}  declarer lost {}  defenders lost {}  \
             par {:+} contract {:+} imps from par {}",
            d.board,
            contract,
            d.tricks,
            d.dd_tricks,
            d.declarer_lost,
            d.defenders_lost,
            d.par,
            d.contract_score,
            d.par_imps
        )?;
        if cards {
            for c in &d.costly {
                let best: Vec<String> = c.best.iter().map(Card::to_string).collect();
                let side = match d.contract {
                    Some((_, declarer)) if declarer.side() == c.seat.side() => "declarer",
                    _ => "defender",
                };
                writeln!(
                    out,
                    "  trick {:>2}.{}  {} {side:<8}  {} lost {}  best {}",
                    c.trick,
                    c.place,
                    c.seat.letter(),
                    c.card,
                    c.lost,
                    best.join(" ")
                )?;
            }
        }
    }
    let n = deals.len().max(1) as f64;
    let decl: u32 = deals.iter().map(|d| d.declarer_lost).sum();
    let def: u32 = deals.iter().map(|d| d.defenders_lost).sum();
    let par_imps: u32 = deals.iter().map(|d| d.par_imps).sum();
    let at_dd = deals
        .iter()
        .filter(|d| d.contract.is_some() && d.tricks == d.dd_tricks)
        .count();
    let played = deals.iter().filter(|d| d.contract.is_some()).count();
    writeln!(
        out,
        "total {} deals  declarer lost {decl} ({:.2} a deal)  defenders lost {def} ({:.2} a deal)  \
         imps from par {par_imps} ({:.2} a deal)  result at double dummy {at_dd} of {played}",
        deals.len(),
        f64::from(decl) / n,
        f64::from(def) / n,
        f64::from(par_imps) / n,
    )?;
    Ok(())
}
