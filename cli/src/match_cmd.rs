//! `bridge match A.pbn B.pbn`: two sets of auctions (or played deals) of the same deals scored
//! as a team match, so that two versions or settings of the robots can be compared.
//!
//! Each board's contract is scored with its double-dummy tricks, or with the tricks actually
//! taken when both files hold the whole play of that board. In files where four robots of one
//! version bid, a board's swing belongs to neither side of the table, so A's gain on a board is
//! how much nearer par its result is: the IMPs between B's score and par less those between A's
//! score and par (the difference of the two `bridge system --par` distances). The summary gives
//! the mean over the boards with its standard error, then the same by kind of deal: what par is
//! (passed out, a part-score, a game, a slam, a grand slam, a sacrifice), whether both sides bid
//! at either table, and at which table the side that does not own par went down in a contract of
//! its own (a sacrifice or an overbid).

use std::collections::HashMap;
use std::io::Write;

use bridge_engine::auction::AuctionResult;
use bridge_engine::dd::dd_table;
use bridge_engine::par::par;
use bridge_engine::pbn;
use bridge_engine::scoring::{duplicate, imps::imps};
use bridge_engine::seat::Side;
use bridge_engine::{Call, Contract, Deal, Doubling, Game, Seat, Vulnerability};

use crate::Failure;

/// What `bridge match` takes.
pub const MATCH_USAGE: &str = "usage: bridge match A.pbn B.pbn [--boards]";

/// One table's result of a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableResult {
    /// The contract and declarer, `None` when passed out.
    pub contract: Option<(Contract, Seat)>,
    /// Tricks declarer took: as played, or double dummy.
    pub tricks: u8,
    /// North-South's score.
    pub score: i32,
    /// Whether both sides made a bid in the auction.
    pub both_bid: bool,
}

/// What par is on a board: the kind of deal of the breakdown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ParKind {
    /// Par is to pass the deal out.
    PassedOut,
    /// A part-score makes.
    PartScore,
    /// A game makes.
    Game,
    /// A small slam makes.
    Slam,
    /// A grand slam makes.
    Grand,
    /// Par is a doubled contract that goes down: a sacrifice.
    Sacrifice,
}

impl ParKind {
    fn of(p: &bridge_engine::par::Par, vul: Vulnerability) -> ParKind {
        let Some(first) = p.contracts.first() else {
            return ParKind::PassedOut;
        };
        let c = first.contract;
        if c.doubling != Doubling::Undoubled && first.tricks < c.bid.level() + 6 {
            return ParKind::Sacrifice;
        }
        match c.bid.level() {
            7 => ParKind::Grand,
            6 => ParKind::Slam,
            level => {
                let made = duplicate::score(
                    Contract::new(c.bid, Doubling::Undoubled),
                    vul.is_vulnerable(Side::NorthSouth),
                    level + 6,
                );
                if made.game_bonus > 0 {
                    ParKind::Game
                } else {
                    ParKind::PartScore
                }
            }
        }
    }

    const fn name(self) -> &'static str {
        match self {
            ParKind::PassedOut => "par passed out",
            ParKind::PartScore => "par a part-score",
            ParKind::Game => "par a game",
            ParKind::Slam => "par a small slam",
            ParKind::Grand => "par a grand slam",
            ParKind::Sacrifice => "par a sacrifice",
        }
    }
}

/// One board of the match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardScore {
    /// The Board tag of A's game (0 when absent).
    pub board: u32,
    /// A's table and B's.
    pub a: TableResult,
    /// B's table.
    pub b: TableResult,
    /// Par, from North-South's side.
    pub par: i32,
    /// What par is.
    pub kind: ParKind,
    /// Whether both tables' tricks are the tricks taken in play (else double dummy; a board
    /// passed out at both tables counts as double dummy).
    pub played: bool,
    /// IMPs of A over B: how much nearer par A's score is.
    pub gain: i32,
}

impl BoardScore {
    /// Whether both sides bid at either table.
    pub const fn competitive(&self) -> bool {
        self.a.both_bid || self.b.both_bid
    }

    /// Which tables saw the side that does not own par go down in its own contract:
    /// (A's, B's). Nothing on a board whose par is 0.
    pub fn sacrificed(&self) -> (bool, bool) {
        let owner = match self.par {
            0 => return (false, false),
            p if p > 0 => Side::NorthSouth,
            _ => Side::EastWest,
        };
        let went_down = |t: &TableResult| {
            t.contract
                .is_some_and(|(c, d)| d.side() != owner && t.tricks < c.bid.level() + 6)
        };
        (went_down(&self.a), went_down(&self.b))
    }
}

/// One game of a file, checked: a whole deal and a finished auction.
struct Entry {
    board: u32,
    deal: Deal,
    dealer: Seat,
    vul: Vulnerability,
    game: Game,
}

fn entries(name: &str, text: &str) -> Result<Vec<Entry>, Failure> {
    let games = pbn::parse(text)
        .map_err(|e| Failure::Data(format!("{name}: line {}: {}", e.line, e.message)))?;
    if games.is_empty() {
        return Err(Failure::Data(format!("{name}: no games")));
    }
    games
        .iter()
        .map(|g| {
            let at = |m: String| Failure::Data(format!("{name}: line {}: {m}", g.line()));
            let game = g.to_game().map_err(|e| at(e.message.clone()))?;
            if !game.auction().is_over() {
                return Err(at("the auction is not over".into()));
            }
            let board = game.board();
            Ok(Entry {
                board: board.number,
                deal: board.deal,
                dealer: board.dealer,
                vul: board.vulnerability,
                game,
            })
        })
        .collect()
}

/// Whether `game` holds its whole play (or was passed out).
fn played(game: &Game) -> bool {
    game.result().is_some()
}

fn table_result(
    game: &Game,
    tricks_of: impl Fn(Contract, Seat) -> u8,
    vul: Vulnerability,
) -> TableResult {
    let auction = game.auction();
    let mut bid = [false; 2];
    for (seat, call) in auction.calls_by_seat() {
        if matches!(call, Call::Bid(_)) {
            bid[seat.side().index()] = true;
        }
    }
    let (contract, tricks) = match auction.result() {
        Some(AuctionResult::Contract { contract, declarer }) => {
            (Some((contract, declarer)), tricks_of(contract, declarer))
        }
        _ => (None, 0),
    };
    let score = contract.map_or(0, |(contract, declarer)| {
        duplicate::north_south_score(AuctionResult::Contract { contract, declarer }, vul, tricks)
    });
    TableResult {
        contract,
        tricks,
        score,
        both_bid: bid[0] && bid[1],
    }
}

/// Scores the match of the games of `a` against those of `b` (PBN texts named `a_name` and
/// `b_name` in errors): every deal of A must be in B, with the same dealer and vulnerability,
/// and the other way round; a deal may appear once in each file.
pub fn score_match(
    a_name: &str,
    a: &str,
    b_name: &str,
    b: &str,
) -> Result<Vec<BoardScore>, Failure> {
    let a = entries(a_name, a)?;
    let b = entries(b_name, b)?;
    let mut index: HashMap<String, usize> = HashMap::new();
    for (i, e) in b.iter().enumerate() {
        if index.insert(e.deal.to_pbn(), i).is_some() {
            return Err(Failure::Data(format!(
                "{b_name}: board {} holds a deal that is already in the file",
                e.board
            )));
        }
    }
    if a.len() != b.len() {
        return Err(Failure::Data(format!(
            "{a_name} holds {} games and {b_name} {}: a match needs the same deals",
            a.len(),
            b.len()
        )));
    }
    let mut seen = vec![false; b.len()];
    let mut boards = Vec::with_capacity(a.len());
    for ea in &a {
        let missing = || {
            Failure::Data(format!(
                "{a_name}: the deal of board {} is not in {b_name}",
                ea.board
            ))
        };
        let j = *index.get(&ea.deal.to_pbn()).ok_or_else(missing)?;
        if std::mem::replace(&mut seen[j], true) {
            return Err(Failure::Data(format!(
                "{a_name}: board {} holds a deal that is already in the file",
                ea.board
            )));
        }
        let eb = &b[j];
        if (ea.dealer, ea.vul) != (eb.dealer, eb.vul) {
            return Err(Failure::Data(format!(
                "board {}: {a_name} has dealer {} and vulnerability {}, {b_name} {} and {}",
                ea.board,
                ea.dealer.letter(),
                ea.vul.pbn(),
                eb.dealer.letter(),
                eb.vul.pbn()
            )));
        }
        let table = dd_table(&ea.deal);
        let p = par(&table, ea.dealer, ea.vul);
        // A board passed out at both tables has no tricks to count either way.
        let both_played = played(&ea.game)
            && played(&eb.game)
            && (ea.game.auction().result() != Some(AuctionResult::PassedOut)
                || eb.game.auction().result() != Some(AuctionResult::PassedOut));
        let score = |game: &Game| {
            table_result(
                game,
                |c, d| {
                    if both_played {
                        game.result().map_or(0, |r| r.declarer_tricks)
                    } else {
                        table.get(c.strain(), d)
                    }
                },
                ea.vul,
            )
        };
        let (ta, tb) = (score(&ea.game), score(&eb.game));
        let gain = imps(tb.score - p.score).abs() - imps(ta.score - p.score).abs();
        boards.push(BoardScore {
            board: ea.board,
            a: ta,
            b: tb,
            par: p.score,
            kind: ParKind::of(&p, ea.vul),
            played: both_played,
            gain,
        });
    }
    Ok(boards)
}

/// The mean of `xs` and its standard error (0 with fewer than two values).
pub fn mean_se(xs: &[i32]) -> (f64, f64) {
    let n = xs.len() as f64;
    if xs.is_empty() {
        return (0.0, 0.0);
    }
    let mean = xs.iter().map(|&x| f64::from(x)).sum::<f64>() / n;
    if xs.len() < 2 {
        return (mean, 0.0);
    }
    let var = xs
        .iter()
        .map(|&x| (f64::from(x) - mean).powi(2))
        .sum::<f64>()
        / (n - 1.0);
    (mean, (var / n).sqrt())
}

fn contract_text(t: &TableResult) -> String {
    t.contract.map_or_else(
        || "pass".to_string(),
        |(c, d)| format!("{} {} {}", c.pbn(), d.letter(), t.tricks),
    )
}

/// A line of the breakdown: the boards of one kind, A's mean gain on them with its standard
/// error, and each file's distance from par on them.
fn row(out: &mut dyn Write, label: &str, boards: &[&BoardScore]) -> Result<(), Failure> {
    if boards.is_empty() {
        return Ok(());
    }
    let gains: Vec<i32> = boards.iter().map(|s| s.gain).collect();
    let (mean, se) = mean_se(&gains);
    writeln!(
        out,
        "  {label:<20} {:>4} boards  {mean:+.2} ± {se:.2}  from par A {:.2} B {:.2}",
        boards.len(),
        from_par(boards, |s| &s.a),
        from_par(boards, |s| &s.b)
    )?;
    Ok(())
}

/// The mean IMPs from par of one table's scores over `boards`.
fn from_par(boards: &[&BoardScore], table: fn(&BoardScore) -> &TableResult) -> f64 {
    boards
        .iter()
        .map(|s| f64::from(imps(table(s).score - s.par).abs()))
        .sum::<f64>()
        / boards.len().max(1) as f64
}

/// `bridge match A.pbn B.pbn [--boards]`.
pub fn match_cmd(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let (files, flags): (Vec<&String>, Vec<&String>) = args
        .iter()
        .partition(|a| !a.starts_with("--") || a.as_str() == "-");
    let show_boards = match flags.as_slice() {
        [] => false,
        [f] if f.as_str() == "--boards" => true,
        _ => return Err(Failure::Usage(MATCH_USAGE.into())),
    };
    let [a_name, b_name] = files.as_slice() else {
        return Err(Failure::Usage(MATCH_USAGE.into()));
    };
    if a_name == b_name && a_name.as_str() == "-" {
        return Err(Failure::Usage(
            "only one of the two files can be stdin".into(),
        ));
    }
    let a = crate::read_input(a_name)?;
    let b = crate::read_input(b_name)?;
    let boards = score_match(a_name, &a, b_name, &b)?;
    if show_boards {
        for s in &boards {
            writeln!(
                out,
                "{:>5} {:+3}  A {:<12} {:>5}  B {:<12} {:>5}  par {:>5}  {}",
                s.board,
                s.gain,
                contract_text(&s.a),
                s.a.score,
                contract_text(&s.b),
                s.b.score,
                s.par,
                s.kind.name()
            )?;
        }
    }
    write_summary(&boards, out)
}

/// The summary: the mean gain with its standard error, each side's distance from par, then the
/// breakdown by kind of deal.
pub fn write_summary(boards: &[BoardScore], out: &mut dyn Write) -> Result<(), Failure> {
    let gains: Vec<i32> = boards.iter().map(|s| s.gain).collect();
    let (mean, se) = mean_se(&gains);
    let played = boards.iter().filter(|s| s.played).count();
    let all: Vec<&BoardScore> = boards.iter().collect();
    writeln!(
        out,
        "{} boards ({} at double-dummy tricks, {played} as played): A over B {mean:+.2} IMPs a \
         board, standard error {se:.2}",
        boards.len(),
        boards.len() - played
    )?;
    writeln!(
        out,
        "from par: A {:.2}, B {:.2} IMPs a board",
        from_par(&all, |s| &s.a),
        from_par(&all, |s| &s.b)
    )?;
    let select = |keep: &dyn Fn(&BoardScore) -> bool| -> Vec<&BoardScore> {
        boards.iter().filter(|s| keep(s)).collect()
    };
    writeln!(out, "by par:")?;
    for kind in [
        ParKind::PartScore,
        ParKind::Game,
        ParKind::Slam,
        ParKind::Grand,
        ParKind::Sacrifice,
        ParKind::PassedOut,
    ] {
        row(out, kind.name(), &select(&|s| s.kind == kind))?;
    }
    writeln!(out, "by auction:")?;
    row(out, "both sides bid", &select(&|s| s.competitive()))?;
    row(out, "one side bid", &select(&|s| !s.competitive()))?;
    writeln!(out, "by the side without par going down:")?;
    for (label, want) in [
        ("at neither table", (false, false)),
        ("at A's table only", (true, false)),
        ("at B's table only", (false, true)),
        ("at both tables", (true, true)),
    ] {
        row(out, label, &select(&|s| s.sacrificed() == want))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mean_and_standard_error_of_a_small_sample() {
        // Mean 2, sample variance ((1 + 1 + 1 + 1) / 3), standard error sqrt(4/3 / 4).
        let (m, se) = mean_se(&[1, 3, 1, 3]);
        assert!((m - 2.0).abs() < 1e-12);
        assert!((se - (1.0f64 / 3.0).sqrt()).abs() < 1e-12);
        assert_eq!(mean_se(&[5]), (5.0, 0.0));
        assert_eq!(mean_se(&[]), (0.0, 0.0));
    }
}
