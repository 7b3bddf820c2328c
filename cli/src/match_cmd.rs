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
//! at either table, at which table the side that does not own par went down in a contract of
//! its own (a sacrifice or an overbid), and where each table's contract stands against par's
//! level (below it: a game or slam missed; above it: an overbid).
//!
//! `--teams T1.pbn T2.pbn` scores a head-to-head match instead, where two versions sit at the
//! same tables (`bridge system --par N --ew OTHER` and `--ns OTHER`): our pair North-South at
//! T1, East-West at T2. A board is then scored as a team match: T1's North-South score less
//! T2's, in IMPs, for our team. A penalty double that collects 800 where par is 110 then counts
//! as the gain it is, and so does a better defensive judgement of one pair.

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
pub const MATCH_USAGE: &str = "usage: bridge match A.pbn B.pbn [--boards] | bridge match --teams T1.pbn T2.pbn \
     [--reference R.pbn] [--boards]";

/// How a board's gain is counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scoring {
    /// Four robots of one version at each table: A's gain is how much nearer par its score is.
    FromPar,
    /// Two versions at the same tables, our pair North-South at A's table (T1) and East-West
    /// at B's (T2): our gain is the IMPs of T1's North-South score over T2's.
    Teams,
}

/// Our team's IMPs on a board of a head-to-head match: North-South's score at T1 (ours) less
/// North-South's at T2 (theirs, so our East-West pair scored its negative there).
pub fn team_imps(t1_north_south: i32, t2_north_south: i32) -> i32 {
    imps(t1_north_south - t2_north_south)
}

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

impl TableResult {
    /// The side that doubled the final contract (doubled or redoubled), if any.
    pub fn doubler(&self) -> Option<Side> {
        self.contract
            .filter(|(c, _)| c.doubling != Doubling::Undoubled)
            .map(|(_, declarer)| declarer.side().opponents())
    }
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
    fn of(p: &bridge_engine::par::Par) -> ParKind {
        let Some(first) = p.contracts.first() else {
            return ParKind::PassedOut;
        };
        let c = first.contract;
        if c.doubling != Doubling::Undoubled && first.tricks < c.bid.level() + 6 {
            return ParKind::Sacrifice;
        }
        level_kind(c)
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

/// Where one table's contract stands against par: the level par's side reached, so that a
/// change shows whether it finds missed games and slams or overbids.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// Par's side declared below par's level: a game or a slam missed.
    Below,
    /// Par's side declared at par's level (a part-score, game, small or grand slam like par's).
    AtPar,
    /// Par's side declared above par's level: a game or a slam that par does not hold, or a
    /// contract where par passes the deal out.
    Above,
    /// Par is the other side's sacrifice and par's side declared over it.
    OverSacrifice,
    /// The side without par declared: a sacrifice, a steal, their part-score left to them.
    OtherSide,
    /// The deal was passed out.
    PassedOut,
}

impl Reach {
    /// The rows of the breakdown, in order, with their labels.
    const ROWS: [(Reach, &'static str); 6] = [
        (Reach::Below, "below par's level"),
        (Reach::AtPar, "at par's level"),
        (Reach::Above, "above par's level"),
        (Reach::OverSacrifice, "over their sacrifice"),
        (Reach::OtherSide, "the other side's"),
        (Reach::PassedOut, "passed out"),
    ];
}

/// The level of a contract as [`ParKind`] names it: a grand or small slam, a game (3NT, four
/// of a major, five of a minor or higher), else a part-score.
fn level_kind(c: Contract) -> ParKind {
    match c.bid.level() {
        7 => ParKind::Grand,
        6 => ParKind::Slam,
        level => {
            let made =
                duplicate::score(Contract::new(c.bid, Doubling::Undoubled), false, level + 6);
            if made.game_bonus > 0 {
                ParKind::Game
            } else {
                ParKind::PartScore
            }
        }
    }
}

/// One board of the match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardScore {
    /// The Board tag of A's game (0 when absent).
    pub board: u32,
    /// The deal.
    pub deal: Deal,
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
    /// IMPs of A over B: how much nearer par A's score is, or in a head-to-head match our
    /// team's IMPs.
    pub gain: i32,
    /// The calls at A's table and at B's.
    pub calls: [Vec<Call>; 2],
}

impl BoardScore {
    /// Whether both sides bid at either table.
    pub const fn competitive(&self) -> bool {
        self.a.both_bid || self.b.both_bid
    }

    /// Where table `t`'s contract stands against par ([`Reach`]).
    pub fn reach(&self, t: &TableResult) -> Reach {
        let Some((contract, declarer)) = t.contract else {
            return Reach::PassedOut;
        };
        let owner = match self.par {
            0 => return Reach::Above,
            p if p > 0 => Side::NorthSouth,
            _ => Side::EastWest,
        };
        if declarer.side() != owner {
            return Reach::OtherSide;
        }
        if self.kind == ParKind::Sacrifice {
            return Reach::OverSacrifice;
        }
        match level_kind(contract).cmp(&self.kind) {
            std::cmp::Ordering::Less => Reach::Below,
            std::cmp::Ordering::Equal => Reach::AtPar,
            std::cmp::Ordering::Greater => Reach::Above,
        }
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

    /// In a head-to-head match, whether our pair and whether theirs (the side without par)
    /// went down in its own contract at either table: ours sits North-South at A's table (T1)
    /// and East-West at B's (T2).
    pub fn sacrificed_by_team(&self) -> (bool, bool) {
        let (at_a, at_b) = self.sacrificed();
        let declaring = |t: &TableResult| t.contract.map(|(_, d)| d.side());
        let ns = Some(Side::NorthSouth);
        let ew = Some(Side::EastWest);
        (
            (at_a && declaring(&self.a) == ns) || (at_b && declaring(&self.b) == ew),
            (at_a && declaring(&self.a) == ew) || (at_b && declaring(&self.b) == ns),
        )
    }

    /// In a head-to-head match, whether our pair and whether theirs doubled the final contract
    /// at either table.
    pub fn doubled_by_team(&self) -> (bool, bool) {
        let (a, b) = (self.a.doubler(), self.b.doubler());
        (
            a == Some(Side::NorthSouth) || b == Some(Side::EastWest),
            a == Some(Side::EastWest) || b == Some(Side::NorthSouth),
        )
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
    scoring: Scoring,
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
        let gain = match scoring {
            Scoring::FromPar => imps(tb.score - p.score).abs() - imps(ta.score - p.score).abs(),
            Scoring::Teams => team_imps(ta.score, tb.score),
        };
        boards.push(BoardScore {
            board: ea.board,
            deal: ea.deal,
            a: ta,
            b: tb,
            par: p.score,
            kind: ParKind::of(&p),
            played: both_played,
            gain,
            calls: [ea.game.auction(), eb.game.auction()].map(|a| a.calls().to_vec()),
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

/// The names of A's table and B's in the summary: A and B, or T1 and T2 in a head-to-head
/// match.
const fn table_names(scoring: Scoring) -> [&'static str; 2] {
    match scoring {
        Scoring::FromPar => ["A", "B"],
        Scoring::Teams => ["T1", "T2"],
    }
}

/// A line of the breakdown: the boards of one kind, the mean gain on them with its standard
/// error, and each table's distance from par on them.
fn row(
    out: &mut dyn Write,
    names: [&str; 2],
    label: &str,
    boards: &[&BoardScore],
) -> Result<(), Failure> {
    if boards.is_empty() {
        return Ok(());
    }
    let gains: Vec<i32> = boards.iter().map(|s| s.gain).collect();
    let (mean, se) = mean_se(&gains);
    writeln!(
        out,
        "  {label:<20} {:>4} boards  {mean:+.2} ± {se:.2}  from par {} {:.2} {} {:.2}",
        boards.len(),
        names[0],
        from_par(boards, |s| &s.a),
        names[1],
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

/// Where each board's auctions differ: at A's table and at B's from the reference's auction of
/// the same deal (four robots of one version), or without a reference, `(true, true)` when the
/// two tables' calls differ.
fn differences(
    boards: &[BoardScore],
    reference: Option<(&str, &str)>,
) -> Result<Vec<(bool, bool)>, Failure> {
    let Some((name, text)) = reference else {
        return Ok(boards
            .iter()
            .map(|s| {
                let differ = s.calls[0] != s.calls[1];
                (differ, differ)
            })
            .collect());
    };
    let mut calls: HashMap<String, Vec<Call>> = HashMap::new();
    for e in entries(name, text)? {
        calls.insert(e.deal.to_pbn(), e.game.auction().calls().to_vec());
    }
    boards
        .iter()
        .map(|s| {
            let r = calls.get(&s.deal.to_pbn()).ok_or_else(|| {
                Failure::Data(format!(
                    "{name}: the deal of board {} is not there",
                    s.board
                ))
            })?;
            Ok((&s.calls[0] != r, &s.calls[1] != r))
        })
        .collect()
}

/// `bridge match A.pbn B.pbn [--boards]` and `bridge match --teams T1.pbn T2.pbn
/// [--reference R.pbn] [--boards]`.
pub fn match_cmd(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let usage = || Failure::Usage(MATCH_USAGE.into());
    let (mut files, mut show_boards, mut scoring, mut reference) =
        (Vec::new(), false, Scoring::FromPar, None);
    let mut rest = args.iter();
    while let Some(a) = rest.next() {
        match a.as_str() {
            "--boards" if !show_boards => show_boards = true,
            "--teams" if scoring == Scoring::FromPar => scoring = Scoring::Teams,
            "--reference" if reference.is_none() => {
                reference = Some(rest.next().ok_or_else(usage)?)
            }
            f if f == "-" || !f.starts_with("--") => files.push(a),
            _ => return Err(usage()),
        }
    }
    if reference.is_some() && scoring != Scoring::Teams {
        return Err(usage());
    }
    let [a_name, b_name] = files.as_slice() else {
        return Err(usage());
    };
    let stdin_count = files
        .iter()
        .chain(&reference)
        .filter(|f| f.as_str() == "-")
        .count();
    if stdin_count > 1 {
        return Err(Failure::Usage("only one of the files can be stdin".into()));
    }
    let a = crate::read_input(a_name)?;
    let b = crate::read_input(b_name)?;
    let boards = score_match(a_name, &a, b_name, &b, scoring)?;
    let reference_text = reference.map(|r| crate::read_input(r)).transpose()?;
    let differ = match scoring {
        Scoring::FromPar => Vec::new(),
        Scoring::Teams => differences(
            &boards,
            reference.map(String::as_str).zip(reference_text.as_deref()),
        )?,
    };
    let names = table_names(scoring);
    if show_boards {
        for (i, s) in boards.iter().enumerate() {
            write!(
                out,
                "{:>5} {:+3}  {} {:<12} {:>5}  {} {:<12} {:>5}  par {:>5}  {}",
                s.board,
                s.gain,
                names[0],
                contract_text(&s.a),
                s.a.score,
                names[1],
                contract_text(&s.b),
                s.b.score,
                s.par,
                s.kind.name()
            )?;
            let note = match (differ.get(i), reference.is_some()) {
                (None | Some((false, false)), _) => "",
                (Some(_), false) => "  auctions differ",
                (Some((true, false)), true) => "  T1 differs",
                (Some((false, true)), true) => "  T2 differs",
                (Some((true, true)), true) => "  both differ",
            };
            writeln!(out, "{note}")?;
        }
    }
    write_summary(&boards, scoring, out)?;
    if scoring == Scoring::Teams {
        write_team_rows(&boards, &differ, reference.is_some(), out)?;
    }
    Ok(())
}

/// The summary: the mean gain with its standard error, each table's distance from par, then
/// the breakdown by kind of deal.
pub fn write_summary(
    boards: &[BoardScore],
    scoring: Scoring,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let names = table_names(scoring);
    let gains: Vec<i32> = boards.iter().map(|s| s.gain).collect();
    let (mean, se) = mean_se(&gains);
    let played = boards.iter().filter(|s| s.played).count();
    let all: Vec<&BoardScore> = boards.iter().collect();
    let who = match scoring {
        Scoring::FromPar => "A over B",
        Scoring::Teams => "ours over theirs",
    };
    writeln!(
        out,
        "{} boards ({} at double-dummy tricks, {played} as played): {who} {mean:+.2} IMPs a \
         board, standard error {se:.2}",
        boards.len(),
        boards.len() - played
    )?;
    if scoring == Scoring::Teams {
        writeln!(
            out,
            "{:+} IMPs; our pair North-South at T1, East-West at T2",
            gains.iter().sum::<i32>()
        )?;
    }
    writeln!(
        out,
        "from par: {} {:.2}, {} {:.2} IMPs a board",
        names[0],
        from_par(&all, |s| &s.a),
        names[1],
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
        row(out, names, kind.name(), &select(&|s| s.kind == kind))?;
    }
    writeln!(out, "by auction:")?;
    row(out, names, "both sides bid", &select(&|s| s.competitive()))?;
    row(out, names, "one side bid", &select(&|s| !s.competitive()))?;
    writeln!(out, "by the side without par going down:")?;
    let (down, labels) = match scoring {
        Scoring::FromPar => (
            BoardScore::sacrificed as fn(&BoardScore) -> (bool, bool),
            [
                "at neither table",
                "at A's table only",
                "at B's table only",
                "at both tables",
            ],
        ),
        Scoring::Teams => (
            BoardScore::sacrificed_by_team as fn(&BoardScore) -> (bool, bool),
            [
                "neither pair",
                "our pair only",
                "their pair only",
                "both pairs",
            ],
        ),
    };
    for (label, want) in labels.into_iter().zip(FOUR) {
        row(out, names, label, &select(&|s| down(s) == want))?;
    }
    if scoring == Scoring::FromPar {
        let tables: [fn(&BoardScore) -> &TableResult; 2] = [|s| &s.a, |s| &s.b];
        for (name, table) in names.into_iter().zip(tables) {
            writeln!(out, "by {name}'s contract against par:")?;
            for (reach, label) in Reach::ROWS {
                row(out, names, label, &select(&|s| s.reach(table(s)) == reach))?;
            }
        }
    }
    Ok(())
}

/// The four ways two flags can be: neither, the first only, the second only, both.
const FOUR: [(bool, bool); 4] = [(false, false), (true, false), (false, true), (true, true)];

/// The rows of a head-to-head match only: who doubled the final contract, and where the
/// auctions differ (`differ` from [`differences`]).
fn write_team_rows(
    boards: &[BoardScore],
    differ: &[(bool, bool)],
    with_reference: bool,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let names = table_names(Scoring::Teams);
    writeln!(out, "by who doubled the contract:")?;
    let doubled = ["no one", "our pair only", "their pair only", "both pairs"];
    for (label, want) in doubled.into_iter().zip(FOUR) {
        let kept: Vec<&BoardScore> = boards
            .iter()
            .filter(|s| s.doubled_by_team() == want)
            .collect();
        row(out, names, label, &kept)?;
    }
    let labels: &[(&str, (bool, bool))] = if with_reference {
        writeln!(out, "by the auctions against the reference:")?;
        &[
            ("the same at both", (false, false)),
            ("T1's differs only", (true, false)),
            ("T2's differs only", (false, true)),
            ("both differ", (true, true)),
        ]
    } else {
        writeln!(out, "by the auctions:")?;
        &[
            ("the same at both", (false, false)),
            ("different", (true, true)),
        ]
    };
    for &(label, want) in labels {
        let kept: Vec<&BoardScore> = boards
            .iter()
            .zip(differ)
            .filter(|&(_, &d)| d == want)
            .map(|(s, _)| s)
            .collect();
        row(out, names, label, &kept)?;
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

    /// The worked example of the rules reference (section 8.2, +15 IMPs in all), each score
    /// made from a contract: our pair North-South at T1 and East-West at T2.
    #[test]
    fn team_imps_of_the_rules_reference_example_from_contracts() {
        use bridge_engine::Strain;
        let c = |level: u8, strain: Strain, doubling: Doubling| {
            Contract::new(bridge_engine::Bid::new(level, strain).unwrap(), doubling)
        };
        let (u, x) = (Doubling::Undoubled, Doubling::Doubled);
        let (s, h, nt) = (Strain::Spades, Strain::Hearts, Strain::NoTrump);
        #[rustfmt::skip]
        let boards = [
            // T1: contract, declarer, tricks; T2 the same; vulnerability; our IMPs.
            // 4♠ made against their 4♠ with an overtrick: +420 / -450.
            (c(4, s, u), Seat::North, 10, c(4, s, u), Seat::North, 11, Vulnerability::None, -1),
            // Our 4♥ doubled two down over their vulnerable 4♠: +500 / -620.
            (c(4, h, x), Seat::East, 8, c(4, s, u), Seat::North, 10, Vulnerability::Both, -3),
            // Their 3NT with three overtricks against our 6NT, vulnerable: -690 / +1440.
            (c(3, nt, u), Seat::East, 12, c(6, nt, u), Seat::East, 12, Vulnerability::EastWest, 13),
            // Our 3♠ made, their 4♠ one down: +140 / +100.
            (c(3, s, u), Seat::North, 9, c(4, s, u), Seat::North, 8, Vulnerability::None, 6),
        ];
        let ns = |contract, declarer, vul, tricks| {
            duplicate::north_south_score(
                AuctionResult::Contract { contract, declarer },
                vul,
                tricks,
            )
        };
        let mut total = 0;
        for (c1, d1, t1, c2, d2, t2, vul, want) in boards {
            let got = team_imps(ns(c1, d1, vul, t1), ns(c2, d2, vul, t2));
            assert_eq!(got, want, "{} by {d1} / {} by {d2}", c1.pbn(), c2.pbn());
            total += got;
        }
        assert_eq!(total, 15);
    }
}
