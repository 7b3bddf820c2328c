//! `bridge`: the command-line tool over the bridge engine, for scripts.
//!
//! Output goes to stdout, one result a line; errors go to stderr. Exit status: 0 on success,
//! 1 when the input (a PBN file, a line of `score -`) is bad, 2 on a usage error.

mod analyse;
mod bench;
mod dd_cmds;
mod event_cmd;
mod floor;
mod leads_cmd;
mod learn_cmds;
mod lin_cmd;
mod match_cmd;
mod movement_cmd;
mod robot_cmds;
mod system_cmds;

use bridge_engine::pbn;
use bridge_engine::scoring::{duplicate, imps};
use bridge_engine::{Contract, Deal, Seat, Vulnerability, board_conditions};
use std::io::{self, BufRead, Read, Write};
use std::process::ExitCode;

const HELP: &str = "\
bridge: contract bridge from the command line

Usage:
  bridge score CONTRACT DECLARER VUL TRICKS
      The duplicate score of the declaring side, e.g. `bridge score 4SX N NS 10` -> 790.
      CONTRACT as in PBN (3NT, 4SX, 6CXX); DECLARER N, E, S or W;
      VUL None, NS, EW or All (also Love, -, Both); TRICKS 0 to 13 (taken by declarer).
  bridge score -
      Reads lines of those four fields from stdin and prints one score per line. A bad
      line prints nothing on stdout and `line N: why` on stderr; the other lines are still
      scored, and the exit status is then 1.
  bridge imps DIFF
      The IMPs for a point difference, with the sign of DIFF.
  bridge board N
      Dealer and vulnerability of duplicate board N, e.g. `bridge board 5` -> `N NS`.
  bridge deal --seed S [--count K] [--type T] [--seat P] [--time]
      K deals (default 1) as PBN deal strings, one a line. Deal i (from 0) is dealt from
      the seed S + mix(i) (wrapping, 64 bits), where mix is the SplitMix64 finaliser
      (mix(0) = 0, so deal 0 is the deal of seed S). --type: deals to practise, read from
      seat P (default S): any (default), game, slam, competitive, strongest, notrump
      (docs/cli.md gives each condition). --time: the time per deal on stderr.
  bridge pbn FILE
      Reads a PBN file (`-` for stdin) and writes it back normalised to stdout. A file that
      is not UTF-8 is read as Latin-1, the PBN character set. A broken game is left out and
      named on stderr (its board, line and problem), the others are written; exit status 1.
  bridge lin FILE
      Reads a LIN file of BBO (`-` for stdin; or a handviewer link starting with http) and
      writes its deals as PBN, alerts and explanations as notes. A malformed file is an
      error naming the tag and the character where it stands.
  bridge session FILE
      Reads a session saved or exported by the web app and prints its score card's
      totals as `key value` lines: kind, deals, then ns/ew (practice, Chicago), we/they
      and settlement (rubber), ns_imps (Russian Chicago), percentage (pairs), imp_pairs
      cross|datum and imps (IMP pairs), imps and vp (teams) or `bam P of N` (board-a-match).
      A damaged or unknown file is an error naming what is wrong.
  bridge movement --pairs N [--boards-per-round B] [--howell | --mitchell | --kind KIND]
        [--rounds R] [--arrow-switch]
      A club evening's movement for N pairs (5 to 30) at B boards a round (1 to 8, default
      3): each table's guide card (round, NS and EW pairs, boards in the order played, where
      each pair and the boards go next) and each pair's card. --mitchell: the Mitchell for
      the tables (relay and bye with an even number, skip when one board a round cannot be
      shared); --howell: the complete Howell (4 to 8 tables); KIND: mitchell, skip-mitchell,
      relay-mitchell, howell, three-quarter-howell; without one, the best proposal's kind.
      An odd N plays with a phantom pair: its opponents sit out. --rounds R: a Mitchell cut
      to R rounds; --arrow-switch: the last round(s) of a Mitchell switched (one winner).
  bridge movement --pairs N --propose TIME
      The movements that suit N pairs with time for TIME boards a pair (rounds x boards a
      round), best first.
  bridge bid --dealer D --vul V --hand HAND [--auction CALLS] [--verbose]
      The robot's call for the seat on turn (see robot_cmds.rs).
  bridge explain --dealer D --vul V --auction CALLS
      Each call of the auction as the robots read it: the rule, alert and forcing marks,
      and what the call shows (the bidding box's explanation).
  bridge system [--markdown | --par N [--from I] [--bids-pbn FILE] [--ns BRIDGE] [--ew BRIDGE]
        | --floor N [--from I] [--layouts L] [--bids-pbn FILE]]
      The robots' bidding system, rule by rule; --markdown writes docs/bidding-system.md;
      --par N bids deals 1000 to 1000 + N - 1 with four robots and prints each contract's
      distance from par (--from I: only deals 1000 + I on, e.g. `--par 400 --from 200`;
      --bids-pbn FILE: also writes every deal and its auction to FILE as PBN, for `match`;
      --ns BRIDGE, --ew BRIDGE: that pair's calls are asked of another `bridge` program's
      robots, `BRIDGE bid --dealer D --vul V --hand HAND --auction CALLS` with the seat's own
      hand, and must be legal calls: two versions at one table, for `match --teams`);
      --floor N: the same deals' distance from par for the side owning par that sees both
      its hands and picks its contract over 12 layouts of the opponents' cards (--layouts L:
      over L layouts; floor.rs); its --bids-pbn FILE writes the floor's contract as an
      auction (passes to declarer, the contract, doubled when it fails double dummy).
  bridge play [--seed S] [--count K] [--from I] [--strength STRENGTH] [--goal GOAL] [--pbn]
        [--verbose] [--reasons]
      Four robots play K seeded deals (deal i from seed S + i, board i + 1; from deal I,
      default 0, so `--from 37 --count 1` replays deal 37 of a run alone) and print each
      result and the card decisions' times. STRENGTH: quick, standard (default), strong, or
      heuristic (the quick rules without search); GOAL: total (default), imps or mp. --pbn:
      the games as PBN on stdout (Deal, Dealer, Vulnerable, Auction, Contract, Declarer,
      Play, Result), each as soon as it is played, the summary on stderr; --reasons: each
      card and its reason on stderr. The robots think by a count of layouts, never by the
      clock, so a run gives the same games whatever the machine's load.
  bridge analyse FILE [--cards]
      For each game of a PBN file (`-`: stdin) with its play: the double-dummy tricks lost by
      declarer's side and by the defenders (every card against the best card of its
      position), the par and the IMPs between par and the contract reached (scored with its
      double-dummy tricks); then the totals and the means a deal. --cards: under each game,
      every card that gave tricks away (`trick T.P SEAT SIDE CARD lost L best CARDS`, P the
      card's place in the trick).
  bridge leads FILE [--strength S] [--goal G] [--seed N]
      The opening leads alone: for each game of a PBN file with its auction (`-`: stdin; from
      `system --par N --bids-pbn FILE` or `play --pbn`), the robot at STRENGTH (default strong)
      chooses the opening lead from what the leader sees, scored against the best lead of the
      real deal double dummy: `board B CONTRACT DECLARER lead CARD lost L best CARDS rules CARD
      lost L ms T` (rules: the quick rules' lead, no search; T the decision's CPU ms), then the
      totals. The robot's seed is N (default 0) plus the board number: `--seed 999` replays the
      leads of `play --seed 1000`.
  bridge match A.pbn B.pbn [--boards]
      Scores two sets of auctions or played deals of the same deals (each file's deals in any
      order) as a team match: each contract at its double-dummy tricks, or at the tricks
      taken when both files hold the board's whole play. A's gain on a board is how much
      nearer par its score is (the IMPs from B's score to par less those from A's). Prints
      the mean gain a board with its standard error, each file's distance from par, and the
      same by kind of deal: what par is (part-score, game, slam, grand, sacrifice, passed
      out), whether both sides bid, at which table the side without par went down in its own
      contract. --boards: first a line a board (board, gain, each table's contract,
      declarer, tricks and score, par).
  bridge match --teams T1.pbn T2.pbn [--reference R.pbn] [--boards]
      A head-to-head match of two versions at the same tables: our pair North-South at T1
      (`system --par N --ew OTHER`), East-West at T2 (`--ns OTHER`). Each board is scored
      as a team match, T1's North-South score less T2's in IMPs for our team; the same
      breakdown, then by who doubled the final contract and by the auctions: the same at
      both tables or not, or with R (four robots of one version on the same deals) which
      table's auction differs from R's.
  bridge dd [--deal DEAL]...
      The double-dummy table of each deal (the --deal values, else PBN deals such as
      `N:AKQ2.KJ3.Q54.A32 ...` one a line on stdin): one line of 20 numbers a deal, the
      tricks for declarer N, E, S, W in clubs, then diamonds, hearts, spades, no-trumps.
      A line that is not a deal is reported as `line N: why`; the others are still solved,
      and the exit status is then 1.
  bridge par --dealer D --vul V [--deal DEAL]...
      The par of each deal (read as for dd): the score from North-South's side, then the
      par contracts, e.g. `-100 4SX NS` or `420 4S N, 4H N` (`0 pass` when passed out).
  bridge bench [dd|play|bid] [--count K] [--deals N] [--memory INITIAL/MAX] [--strength S] [--timed]
      Times dealing, scoring, a robot deal, loading a save and judging a claim (K scales the number of
      runs; with --deals, at most N robot deals), then the double-dummy table over N seeded deals
      (default 100, those of `deal --seed 0 --count N`): mean, median, p90, max, the hard deal
      of issue 9, and the peak memory. `dd`: the double-dummy part only; --memory: the
      solver's table budget in MiB. `play`: only the sampling card-play robot (strength S, default strong) over
      N seeded deals (default 10): CPU ms per card, mean, median, p90, p95 and max, and the
      opening leads apart, and how many decisions took longer than the strength's time.
      --timed: the robot decides within its time (play_card_timed) as in the app, its clock
      this thread's CPU time. Compare ratios, not seconds.
  bridge claim --deal PBN --contract C --declarer D [--cards CARDS] --tricks N
      Judges a claim by the Laws: declarer's side claims N of the remaining tricks with the
      line “winners from the top, unblocking” after CARDS (PBN cards, space-separated, from
      the opening lead). Prints `accepted N`, `disputed N` (the ruling's tricks) or
      `too-early`.
  bridge costs --deal PBN --contract C --declarer D --cards CARDS
      What each card of CARDS (as for claim) cost its side double dummy: one line a card,
      `SEAT CARD LOST`, LOST the tricks given away against the best card of the position.
  bridge hint --deal PBN [--board N] --auction CALLS [--cards CARDS] [--seat S]
        [--strength S] [--seed N]
      The card the robot would play for the player at S (default S: their hand, or dummy's
      when their side declares) and its reason, in English, then `reason KEY(ARGS)`. The
      game: the deal, board N's dealer and vulnerability (default 1), the calls and cards
      (PBN, e.g. `--auction \"P P 1N P P P\" --cards \"S2\"`). STRENGTH quick (default),
      standard or strong; the same seed gives the same card.
  bridge values GAME --at I
      The position before card I (from 0, the opening lead) of GAME (the flags of hint):
      `SEAT played CARD lost L`, then each legal card with the tricks its side ends with
      double dummy, best first, marked best and played.
  bridge again GAME --from I [--seat S] [--strength S] [--seed N]
      A finished deal played again by four robots from card I (the first I cards kept):
      `cards ...` (theirs), then `original` and `again`, each CONTRACT DECLARER TRICKS and
      the score for the side of S.
  bridge review GAME [--seat S] [--strength S]
      The calls of the player at S: `I CALL same`, or `I CALL robots CALL2 MEANING` where the
      robots call otherwise there; then `par SCORE CONTRACTS` (North-South's score).
  bridge event FILE [--json | --html [--lang L]]
      A club's results file (USEBIO XML, or PBN with ScoreTable and TotalScoreTable)
      recomputed: each board's lines with the score and matchpoints or IMPs of each side,
      each ranking with places (\"2=\" for a tie), totals and percentages, and every figure of
      the file the recomputation disagrees with (board and line, or pair, with both values).
      --json: the same as one JSON document (docs/cli.md). --html: the results page for the
      club's website (rankings, travellers, hand records with double-dummy tables and par;
      no script), in language L: en (default), fa, ar, el or pl.
  bridge fuzz pbn|session|usebio|pbn-results [--count K] [--seed S]
      Feeds K generated inputs (default 100000) to the PBN reader, the session reader
      (saves and imports), or the club results readers (USEBIO, PBN with score tables):
      valid examples with random edits, the same for the same seed.
      Prints the slowest input's time; a panic prints the input and exits with status 1.
  bridge help
      This text.

Exit status: 0 success, 1 bad input data, 2 usage error.
";

const SHORT_HELP: &str = "\
usage: bridge score CONTRACT DECLARER VUL TRICKS | bridge score -
       bridge imps DIFF | bridge board N
       bridge deal --seed S [--count K] [--type T] [--seat P] [--time]
       bridge pbn FILE | bridge lin FILE | bridge session FILE | bridge bid ... | bridge play ...
       bridge explain --dealer D --vul V --auction CALLS
       bridge analyse FILE [--cards] | bridge match [--teams] A.pbn B.pbn [--boards]
       bridge leads FILE [--strength S] [--goal G] [--seed N]
       bridge movement --pairs N [--boards-per-round B] [--howell|--mitchell] [--arrow-switch]
       bridge dd [--deal DEAL]... | bridge par --dealer D --vul V [--deal DEAL]...
       bridge bench [dd|play|bid] [--count K] [--deals N] [--memory INITIAL/MAX] [--strength S] [--timed]
       bridge fuzz pbn|session|usebio|pbn-results [--count K] [--seed S]
       bridge event FILE [--json | --html [--lang L]]
       bridge claim --deal PBN --contract C --declarer D [--cards CARDS] --tricks N
       bridge costs --deal PBN --contract C --declarer D --cards CARDS
       bridge hint|values|again|review --deal PBN [--board N] --auction CALLS [--cards CARDS] ...
       bridge help
";

/// How a command failed.
pub(crate) enum Failure {
    /// Wrong command line: short help, status 2.
    Usage(String),
    /// Bad input data (already reported on stderr when empty): status 1.
    Data(String),
    /// Writing the output failed (a closed pipe ends quietly).
    Io(io::Error),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Io(e)
    }
}

fn main() -> ExitCode {
    let mut args = Vec::new();
    for a in std::env::args_os().skip(1) {
        match a.into_string() {
            Ok(s) => args.push(s),
            Err(a) => {
                return report(Failure::Usage(format!("argument {a:?} is not UTF-8")));
            }
        }
    }
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = run(&args, &mut out).and_then(|()| out.flush().map_err(Failure::Io));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(f) => {
            // Flush what was produced before the failure (e.g. the good lines of `score -`).
            let _ = out.flush();
            report(f)
        }
    }
}

fn report(f: Failure) -> ExitCode {
    let mut err = io::stderr().lock();
    match f {
        Failure::Usage(m) => {
            let _ = write!(err, "bridge: {m}\n{SHORT_HELP}");
            ExitCode::from(2)
        }
        Failure::Data(m) => {
            if !m.is_empty() {
                let _ = writeln!(err, "bridge: {m}");
            }
            ExitCode::from(1)
        }
        Failure::Io(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Failure::Io(e) => {
            let _ = writeln!(err, "bridge: {e}");
            ExitCode::from(1)
        }
    }
}

/// Writes each line to `out`.
fn write_lines(out: &mut impl Write, lines: Vec<String>) -> Result<(), Failure> {
    for l in lines {
        writeln!(out, "{l}")?;
    }
    Ok(())
}

fn run(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let Some((cmd, rest)) = args.split_first() else {
        return Err(Failure::Usage("no command given".into()));
    };
    match cmd.as_str() {
        "help" | "--help" | "-h" => {
            out.write_all(HELP.as_bytes())?;
            Ok(())
        }
        "score" => score(rest, out),
        "imps" => {
            let [diff] = rest else {
                return Err(arg_count("imps", 1, rest.len()));
            };
            let diff: i32 = number(diff, "DIFF")?;
            writeln!(out, "{}", imps::imps(diff))?;
            Ok(())
        }
        "board" => {
            let [n] = rest else {
                return Err(arg_count("board", 1, rest.len()));
            };
            let n: u32 = number(n, "N")?;
            if n == 0 {
                return Err(Failure::Usage("board numbers start at 1".into()));
            }
            let (dealer, vul) = board_conditions(n);
            writeln!(out, "{} {}", dealer.letter(), vul.pbn())?;
            Ok(())
        }
        "deal" => deal(rest, out),
        "lin" => lin_cmd::lin_cmd(rest, out),
        "pbn" => {
            let [file] = rest else {
                return Err(arg_count("pbn", 1, rest.len()));
            };
            pbn_cmd(file, out)
        }
        "bench" => bench::bench(rest, out).map_err(Failure::Usage),
        "dd" => dd_cmds::dd(rest, out),
        "par" => dd_cmds::par_cmd(rest, out),
        "fuzz" => fuzz_cmd(rest, out),
        "event" => event_cmd::event_cmd(rest, out),
        "claim" => claim_cmd(rest, out),
        "costs" => costs_cmd(rest, out),
        "hint" => learn_cmds::hint(rest, out),
        "values" => learn_cmds::values(rest, out),
        "again" => learn_cmds::again(rest, out),
        "review" => learn_cmds::review_cmd(rest, out),
        "session" => {
            let [file] = rest else {
                return Err(arg_count("session", 1, rest.len()));
            };
            session_cmd(file, out)
        }
        // The robots' commands live in robot_cmds.rs; their errors are about the arguments.
        // Lines written through `out`: a reader that closes the pipe early (`| head`) ends the
        // command quietly instead of a panic in `println!`.
        "bid" => write_lines(out, robot_cmds::bid(rest).map_err(Failure::Usage)?),
        "explain" => write_lines(out, robot_cmds::explain(rest).map_err(Failure::Usage)?),
        "play" => write_lines(out, robot_cmds::play(rest).map_err(Failure::Usage)?),
        "system" => system_cmds::system(rest, out),
        "analyse" | "analyze" => analyse::analyse(rest, out),
        "leads" => leads_cmd::leads_cmd(rest, out),
        "match" => match_cmd::match_cmd(rest, out),
        "movement" => movement_cmd::movement_cmd(rest, out),
        other => Err(Failure::Usage(format!("unknown command {other:?}"))),
    }
}

fn arg_count(cmd: &str, want: usize, got: usize) -> Failure {
    Failure::Usage(format!("{cmd} takes {want} argument(s), not {got}"))
}

pub(crate) fn number<T: std::str::FromStr>(text: &str, what: &str) -> Result<T, Failure> {
    text.parse()
        .map_err(|_| Failure::Usage(format!("{what} must be a number, not {text:?}")))
}

/// Scores one `CONTRACT DECLARER VUL TRICKS` set of fields.
fn score_fields(fields: &[&str]) -> Result<i32, String> {
    let [contract, declarer, vul, tricks] = fields else {
        return Err(format!(
            "expected 4 fields (CONTRACT DECLARER VUL TRICKS), found {}",
            fields.len()
        ));
    };
    let contract: Contract = contract
        .parse()
        .map_err(|_| format!("{contract:?} is not a contract such as 3NT, 4SX or 6CXX"))?;
    let declarer: Seat = declarer
        .parse()
        .map_err(|_| format!("{declarer:?} is not a declarer (N, E, S or W)"))?;
    let vul: Vulnerability = vul
        .parse()
        .map_err(|_| format!("{vul:?} is not a vulnerability (None, NS, EW, All)"))?;
    let tricks: u8 = tricks
        .parse()
        .ok()
        .filter(|t| *t <= 13)
        .ok_or_else(|| format!("{tricks:?} is not a number of tricks from 0 to 13"))?;
    Ok(duplicate::declarer_score(contract, declarer, vul, tricks))
}

fn score(rest: &[String], out: &mut impl Write) -> Result<(), Failure> {
    if let [dash] = rest
        && dash == "-"
    {
        let mut bad = 0usize;
        let stdin = io::stdin();
        for (i, line) in stdin.lock().lines().enumerate() {
            let line = line.map_err(|e| Failure::Data(format!("reading stdin: {e}")))?;
            let fields: Vec<&str> = line.split_whitespace().collect();
            match score_fields(&fields) {
                Ok(s) => writeln!(out, "{s}")?,
                Err(why) => {
                    bad += 1;
                    out.flush()?;
                    eprintln!("bridge: line {}: {why}", i + 1);
                }
            }
        }
        return if bad == 0 {
            Ok(())
        } else {
            Err(Failure::Data(String::new()))
        };
    }
    if rest.len() != 4 {
        return Err(arg_count("score", 4, rest.len()));
    }
    let fields: Vec<&str> = rest.iter().map(String::as_str).collect();
    let s = score_fields(&fields).map_err(Failure::Usage)?;
    writeln!(out, "{s}")?;
    Ok(())
}

/// The SplitMix64 finaliser: a bijection on 64-bit words with mix(0) = 0.
const fn mix(i: u64) -> u64 {
    let mut z = i;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The seed of deal `i` of a run started with `seed`; deal 0 uses `seed` itself.
const fn deal_seed(seed: u64, i: u64) -> u64 {
    seed.wrapping_add(mix(i))
}

fn deal(rest: &[String], out: &mut impl Write) -> Result<(), Failure> {
    use bridge_engine::practice::DealType;
    let mut seed = None;
    let mut count = 1u64;
    let mut kind = DealType::Any;
    let mut player = Seat::South;
    let mut timed = false;
    let mut it = rest.iter();
    while let Some(flag) = it.next() {
        if flag == "--time" {
            timed = true;
            continue;
        }
        let Some(value) = it.next() else {
            return Err(Failure::Usage(format!("{flag} needs a value")));
        };
        match flag.as_str() {
            "--seed" if seed.is_none() => seed = Some(number::<u64>(value, "S")?),
            "--count" => count = number(value, "K")?,
            "--type" => kind = value.parse().map_err(|e| Failure::Usage(format!("{e}")))?,
            "--seat" => {
                player = value
                    .parse()
                    .map_err(|_| Failure::Usage(format!("{value:?} is not a seat (N, E, S, W)")))?
            }
            other => return Err(Failure::Usage(format!("unexpected {other:?} for deal"))),
        }
    }
    let seed = seed.ok_or_else(|| Failure::Usage("deal needs --seed S".into()))?;
    let start = std::time::Instant::now();
    let (mut attempts, mut most) = (0u64, 0u32);
    let mut slowest = std::time::Duration::ZERO;
    for i in 0..count {
        let one = std::time::Instant::now();
        let found = kind.find(deal_seed(seed, i), player);
        slowest = slowest.max(one.elapsed());
        attempts += u64::from(found.attempts);
        most = most.max(found.attempts);
        writeln!(out, "{}", found.deal.to_pbn())?;
    }
    if timed && count > 0 {
        let total = start.elapsed();
        eprintln!(
            "{count} {kind} deals in {:.1} ms: {:.1} us a deal (slowest {:.1} us), {:.1} deals looked at a deal (most {most})",
            total.as_secs_f64() * 1e3,
            total.as_secs_f64() * 1e6 / count as f64,
            slowest.as_secs_f64() * 1e6,
            attempts as f64 / count as f64,
        );
    }
    Ok(())
}

/// The play given by `--deal`, `--contract`, `--declarer` and `--cards` (PBN cards from the
/// opening lead), and `--tricks` when `with_tricks` (for `cmd`'s messages).
fn play_from_flags(
    cmd: &str,
    rest: &[String],
    with_tricks: bool,
) -> Result<(bridge_engine::Play, Option<u8>), Failure> {
    use bridge_engine::Play;
    let (mut deal, mut contract, mut declarer, mut cards, mut tricks) =
        (None, None, None, String::new(), None);
    let mut it = rest.iter();
    while let Some(flag) = it.next() {
        let Some(value) = it.next() else {
            return Err(Failure::Usage(format!("{flag} needs a value")));
        };
        match flag.as_str() {
            "--deal" => deal = Some(value.clone()),
            "--contract" => contract = Some(value.clone()),
            "--declarer" => declarer = Some(value.clone()),
            "--cards" => cards = value.clone(),
            "--tricks" if with_tricks => tricks = Some(number::<u8>(value, "N")?),
            other => return Err(Failure::Usage(format!("unexpected {other:?} for {cmd}"))),
        }
    }
    let missing = |what: &str| Failure::Usage(format!("{cmd} needs {what}"));
    let deal = Deal::from_pbn(&deal.ok_or_else(|| missing("--deal"))?)
        .map_err(|e| Failure::Data(e.to_string()))?;
    let contract: Contract = contract
        .ok_or_else(|| missing("--contract"))?
        .parse()
        .map_err(|e| Failure::Data(format!("{e}")))?;
    let declarer: Seat = declarer
        .ok_or_else(|| missing("--declarer"))?
        .parse()
        .map_err(|e| Failure::Data(format!("{e}")))?;
    if with_tricks && tricks.is_none() {
        return Err(missing("--tricks"));
    }
    let mut play = Play::new(deal, contract, declarer);
    for c in cards.split_whitespace() {
        let card = c
            .parse()
            .map_err(|e| Failure::Data(format!("card {c:?}: {e}")))?;
        play.play(card)
            .map_err(|e| Failure::Data(format!("card {c}: {e}")))?;
    }
    Ok((play, tricks))
}

fn claim_cmd(rest: &[String], out: &mut impl Write) -> Result<(), Failure> {
    use bridge_engine::claim::{self, Claim, Verdict};
    let (play, tricks) = play_from_flags("claim", rest, true)?;
    let tricks = tricks.expect("required above");
    match claim::judge(&play, Claim::of(tricks)).map_err(|e| Failure::Data(e.to_string()))? {
        Verdict::Accepted { awarded } => writeln!(out, "accepted {awarded}")?,
        Verdict::Disputed { awarded } => writeln!(out, "disputed {awarded}")?,
        Verdict::TooEarly => writeln!(out, "too-early")?,
    }
    Ok(())
}

/// One line a card played: seat, card and the tricks it cost double dummy.
fn costs_cmd(rest: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let (play, _) = play_from_flags("costs", rest, false)?;
    for c in bridge_engine::dd::play_costs(&play) {
        writeln!(out, "{} {} {}", c.seat.letter(), c.card, c.lost)?;
    }
    Ok(())
}

fn fuzz_cmd(rest: &[String], out: &mut impl Write) -> Result<(), Failure> {
    use bridge_engine::fuzz;
    let Some((target, flags)) = rest.split_first() else {
        return Err(Failure::Usage(
            "fuzz needs a target: pbn, session, usebio or pbn-results".into(),
        ));
    };
    let mut count = 100_000u64;
    let mut seed = 1u64;
    let mut it = flags.iter();
    while let Some(flag) = it.next() {
        let Some(value) = it.next() else {
            return Err(Failure::Usage(format!("{flag} needs a value")));
        };
        match flag.as_str() {
            "--count" => count = number(value, "K")?,
            "--seed" => seed = number(value, "S")?,
            other => return Err(Failure::Usage(format!("unexpected {other:?} for fuzz"))),
        }
    }
    let (mut mutator, read): (fuzz::Mutator, fn(&str)) = match target.as_str() {
        "pbn" => (
            fuzz::Mutator::new(seed, fuzz::pbn_examples(), fuzz::PBN_TOKENS),
            fuzz::read_pbn,
        ),
        "session" => (
            fuzz::Mutator::new(seed, fuzz::session_examples(), fuzz::SESSION_TOKENS),
            fuzz::read_session,
        ),
        "usebio" => (
            fuzz::Mutator::new(seed, fuzz::usebio_examples(), fuzz::RESULTS_TOKENS),
            fuzz::read_usebio,
        ),
        "pbn-results" => (
            fuzz::Mutator::new(seed, fuzz::results_pbn_examples(), fuzz::RESULTS_TOKENS),
            fuzz::read_results_pbn,
        ),
        other => return Err(Failure::Usage(format!("unknown fuzz target {other:?}"))),
    };
    // A panic is caught per input so the input that caused it can be shown.
    std::panic::set_hook(Box::new(|_| {}));
    let start = std::time::Instant::now();
    let mut failed = None;
    let report = fuzz::run(&mut mutator, count, |input| {
        if failed.is_none() && std::panic::catch_unwind(|| read(input)).is_err() {
            failed = Some(input.to_string());
        }
    });
    let _ = std::panic::take_hook();
    if let Some(input) = failed {
        return Err(Failure::Data(format!(
            "the {target} reader panicked on: {input:?}"
        )));
    }
    writeln!(
        out,
        "{target}: {} inputs in {:.1} s, no panic; slowest {:.1} ms",
        report.count,
        start.elapsed().as_secs_f64(),
        report.slowest.as_secs_f64() * 1000.0
    )?;
    Ok(())
}

fn pbn_cmd(file: &str, out: &mut impl Write) -> Result<(), Failure> {
    let text = read_input(file)?;
    let name = if file == "-" { "<stdin>" } else { file };
    let file = pbn::read(&text);
    if !file.games.is_empty() {
        out.write_all(pbn::write(&file.games).as_bytes())?;
    }
    // A broken game is left out alone; the exit status still says the file was not whole.
    if file.skipped.is_empty() {
        return Ok(());
    }
    let lines: Vec<String> = file
        .skipped
        .iter()
        .map(|s| {
            let board = s
                .board
                .as_deref()
                .map(|b| format!("board {b}, "))
                .unwrap_or_default();
            format!("{name}: {board}line {}: {}", s.error.line, s.error.message)
        })
        .collect();
    Err(Failure::Data(lines.join("\n")))
}

/// The text of `file` (`-`: stdin); a file that is not UTF-8 is read as Latin-1, PBN's set.
pub(crate) fn read_input(file: &str) -> Result<String, Failure> {
    let mut bytes = Vec::new();
    if file == "-" {
        io::stdin()
            .lock()
            .read_to_end(&mut bytes)
            .map_err(|e| Failure::Data(format!("reading stdin: {e}")))?;
    } else {
        bytes = std::fs::read(file).map_err(|e| Failure::Data(format!("{file}: {e}")))?;
    }
    let text = match String::from_utf8(bytes) {
        Ok(t) => t,
        // PBN's character set is ISO 8859-1, where every byte is the code point of its value.
        Err(e) => e.into_bytes().into_iter().map(char::from).collect(),
    };
    Ok(text)
}

/// Prints the totals of a saved session's score card.
fn session_cmd(file: &str, out: &mut impl Write) -> Result<(), Failure> {
    use bridge_engine::Side;
    use bridge_engine::scoring::SheetTotals;
    use bridge_engine::session::ScoreCard;
    let text = std::fs::read_to_string(file).map_err(|e| Failure::Data(format!("{file}: {e}")))?;
    let session =
        bridge_engine::save::from_json(&text).map_err(|e| Failure::Data(format!("{file}: {e}")))?;
    let card = session
        .score_card()
        .map_err(|e| Failure::Data(format!("{file}: {e}")))?;
    writeln!(out, "kind {}", session.kind().id())?;
    writeln!(out, "deals {}", session.deals().len())?;
    // A club evening's figures are its ranking, every section's (its score card would be
    // one pair's).
    if let Some(bridge_engine::scorer::ScorerBook::Evening(e)) = session.book() {
        writeln!(out, "entries {}", e.entries().len())?;
        write!(
            out,
            "ranking\n{}",
            bridge_engine::scorer::export::ranking_csv(e)
        )?;
        return Ok(());
    }
    match card {
        ScoreCard::Practice(rows) => {
            let ns: i32 = rows.iter().map(|r| r.2).sum();
            writeln!(out, "ns {ns}\new {}", -ns)?;
        }
        ScoreCard::Rubber(sheet) => {
            writeln!(out, "we {}", sheet.total(Side::NorthSouth))?;
            writeln!(out, "they {}", sheet.total(Side::EastWest))?;
            writeln!(out, "settlement {}", sheet.settlement())?;
        }
        ScoreCard::Chicago(sheet) => {
            writeln!(out, "ns {}", sheet.total(Side::NorthSouth))?;
            writeln!(out, "ew {}", sheet.total(Side::EastWest))?;
        }
        ScoreCard::RussianChicago(sheet) => writeln!(out, "ns_imps {}", sheet.north_south_imps())?,
        ScoreCard::Pairs(travellers) => {
            if let Some(p) = bridge_engine::session::player_percentage(&travellers) {
                writeln!(out, "percentage {p:.1}")?;
            }
        }
        ScoreCard::ImpPairs { method, total, .. } => {
            writeln!(out, "imp_pairs {}", method.id())?;
            writeln!(out, "imps {total:.2}")?;
        }
        ScoreCard::BoardAMatch { boards, points } => {
            writeln!(out, "bam {points} of {}", boards.len())?;
        }
        ScoreCard::Minibridge(results) => {
            let total = |side| results.iter().map(|r| r.points_for(side)).sum::<u32>();
            writeln!(out, "minibridge_deals {}", results.len())?;
            writeln!(out, "ns {}", total(Side::NorthSouth))?;
            writeln!(out, "ew {}", total(Side::EastWest))?;
        }
        ScoreCard::Teams { total, vp, .. } => {
            writeln!(out, "imps {total}")?;
            writeln!(out, "vp {} {}", vp.ours, vp.theirs)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deal_seeds_start_at_the_given_seed_and_differ() {
        assert_eq!(deal_seed(42, 0), 42);
        assert_ne!(deal_seed(42, 1), deal_seed(42, 2));
        assert_eq!(deal_seed(u64::MAX, 0), u64::MAX);
    }

    #[test]
    fn score_fields_examples() {
        assert_eq!(score_fields(&["4SX", "N", "NS", "10"]), Ok(790));
        assert_eq!(score_fields(&["4H", "S", "None", "9"]), Ok(-50));
        assert!(score_fields(&["4H", "S", "None", "14"]).is_err());
        assert!(score_fields(&["8H", "S", "None", "9"]).is_err());
        assert!(score_fields(&["4H", "S", "None"]).is_err());
    }
}
