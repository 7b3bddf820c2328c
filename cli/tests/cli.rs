//! Runs the built `bridge` binary: every command, its output and its exit status.

use crate::common::{Temp, bridge, bridge_stdin};
use bridge_engine::Deal;
use std::process::Output;

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

#[track_caller]
fn ok(args: &[&str]) -> String {
    let o = bridge(args);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    stdout(&o)
}

#[track_caller]
fn usage_error(args: &[&str]) {
    let o = bridge(args);
    assert_eq!(o.status.code(), Some(2), "{args:?}");
    assert!(o.stdout.is_empty(), "{args:?}");
    assert!(
        stderr(&o).contains("usage: bridge"),
        "{args:?}: {}",
        stderr(&o)
    );
}

#[test]
fn score_examples_from_the_issue() {
    assert_eq!(ok(&["score", "4SX", "N", "NS", "10"]), "790\n");
    assert_eq!(ok(&["score", "4H", "S", "None", "9"]), "-50\n");
    assert_eq!(ok(&["score", "3NT", "W", "EW", "12"]), "690\n");
    assert_eq!(ok(&["score", "6CXX", "E", "All", "12"]), "1830\n");
    // Vulnerability synonyms.
    assert_eq!(ok(&["score", "4S", "N", "Both", "10"]), "620\n");
    assert_eq!(ok(&["score", "4S", "N", "Love", "10"]), "420\n");
    assert_eq!(ok(&["score", "4S", "N", "-", "10"]), "420\n");
    assert_eq!(ok(&["score", "7NTXX", "S", "NS", "0"]), "-7600\n");
}

#[test]
fn score_usage_errors() {
    usage_error(&["score"]);
    usage_error(&["score", "4S", "N", "NS"]);
    usage_error(&["score", "4S", "N", "NS", "10", "extra"]);
    usage_error(&["score", "8S", "N", "NS", "10"]);
    usage_error(&["score", "4S", "Q", "NS", "10"]);
    usage_error(&["score", "4S", "N", "Some", "10"]);
    usage_error(&["score", "4S", "N", "NS", "14"]);
    usage_error(&["score", "4S", "N", "NS", "-1"]);
}

#[test]
fn score_from_stdin_reports_bad_lines_and_scores_the_rest() {
    let o = bridge_stdin(
        &["score", "-"],
        "4SX N NS 10\n4H S None 9\n  3NT   W EW 12  \n",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), "790\n-50\n690\n");

    let o = bridge_stdin(&["score", "-"], "4SX N NS 10\nnonsense\n\n1NT N None 7\n");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "790\n90\n");
    let err = stderr(&o);
    assert!(err.contains("line 2:"), "{err}");
    assert!(err.contains("line 3:"), "{err}");
    assert!(
        !err.contains("line 1:") && !err.contains("line 4:"),
        "{err}"
    );

    let o = bridge_stdin(&["score", "-"], "");
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "");
}

#[test]
fn imps_keep_the_sign() {
    assert_eq!(ok(&["imps", "750"]), "13\n");
    assert_eq!(ok(&["imps", "-750"]), "-13\n");
    assert_eq!(ok(&["imps", "0"]), "0\n");
    assert_eq!(ok(&["imps", "10"]), "0\n");
    assert_eq!(ok(&["imps", "-20"]), "-1\n");
    assert_eq!(ok(&["imps", "5000"]), "24\n");
    usage_error(&["imps"]);
    usage_error(&["imps", "ten"]);
    usage_error(&["imps", "1", "2"]);
}

#[test]
fn board_dealer_and_vulnerability() {
    assert_eq!(ok(&["board", "5"]), "N NS\n");
    assert_eq!(ok(&["board", "1"]), "N None\n");
    assert_eq!(ok(&["board", "4"]), "W All\n");
    assert_eq!(ok(&["board", "16"]), "W EW\n");
    assert_eq!(ok(&["board", "21"]), ok(&["board", "5"]));
    usage_error(&["board"]);
    usage_error(&["board", "0"]);
    usage_error(&["board", "-3"]);
    usage_error(&["board", "x"]);
}

#[test]
fn deals_are_reproducible_and_deal_zero_is_the_seed() {
    let one = ok(&["deal", "--seed", "20261129"]);
    assert_eq!(one, format!("{}\n", Deal::random(20261129).to_pbn()));
    let three = ok(&["deal", "--seed", "20261129", "--count", "3"]);
    let lines: Vec<&str> = three.lines().collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0], one.trim_end());
    assert_ne!(lines[1], lines[2]);
    for l in &lines {
        Deal::from_pbn(l).unwrap();
    }
    // Flags in either order; the same seed gives the same deals.
    assert_eq!(ok(&["deal", "--count", "3", "--seed", "20261129"]), three);
    assert_eq!(ok(&["deal", "--seed", "1", "--count", "0"]), "");
    usage_error(&["deal"]);
    usage_error(&["deal", "--count", "2"]);
    usage_error(&["deal", "--seed"]);
    usage_error(&["deal", "--seed", "x"]);
    usage_error(&["deal", "--seed", "1", "--colour", "red"]);
}

#[test]
fn deals_to_practise_meet_their_type_and_are_timed_on_request() {
    use bridge_engine::Seat;
    use bridge_engine::practice::DealType;
    let slams = ok(&["deal", "--seed", "3", "--count", "20", "--type", "slam"]);
    let lines: Vec<&str> = slams.lines().collect();
    assert_eq!(lines.len(), 20);
    for l in &lines {
        assert!(DealType::Slam.holds(&Deal::from_pbn(l).unwrap(), Seat::South));
    }
    assert_eq!(
        lines[0],
        DealType::Slam.deal(3, Seat::South).to_pbn(),
        "deal 0 is the type's deal of the seed"
    );
    let west = ok(&["deal", "--seed", "3", "--type", "strongest", "--seat", "W"]);
    let deal = Deal::from_pbn(west.trim_end()).unwrap();
    assert!(DealType::StrongestHand.holds(&deal, Seat::West));
    // The default type is any deal: the plain seeded deals.
    assert_eq!(
        ok(&["deal", "--seed", "9", "--type", "any"]),
        ok(&["deal", "--seed", "9"])
    );
    let o = bridge(&[
        "deal", "--seed", "1", "--count", "50", "--type", "notrump", "--time",
    ]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o).lines().count(), 50);
    assert!(stderr(&o).contains("50 notrump deals in"), "{}", stderr(&o));
    assert!(stderr(&o).contains("us a deal"), "{}", stderr(&o));
    usage_error(&["deal", "--seed", "1", "--type", "grand"]);
    usage_error(&["deal", "--seed", "1", "--seat", "Q"]);
}

const PBN: &str = include_str!("../../engine/tests/data/pbntools_history.pbn");

#[test]
fn pbn_normalises_a_file_and_stdin() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../engine/tests/data/pbntools_history.pbn"
    );
    let out = ok(&["pbn", path]);
    assert!(
        out.starts_with("[Date \"14:12\"]\n[Board \"1\"]\n"),
        "{out}"
    );
    assert!(out.contains("H8 H6 H9 C8\n*\n"), "{out}");
    // Normalised output is a fixed point, and stdin works the same.
    let again = bridge_stdin(&["pbn", "-"], &out);
    assert_eq!(again.status.code(), Some(0));
    assert_eq!(stdout(&again), out);
    let from_stdin = bridge_stdin(&["pbn", "-"], PBN);
    assert_eq!(stdout(&from_stdin), out);
}

#[test]
fn pbn_errors_name_the_line_and_exit_1() {
    let bad = "[Event \"x\"]\n[Dealer \"N\"]\n[Auction \"N\"]\n1S Pass 1H\n";
    let o = bridge_stdin(&["pbn", "-"], bad);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
    let err = stderr(&o);
    assert!(err.contains("line 4"), "{err}");
    assert!(err.contains("1H"), "{err}");

    // A broken game is left out alone and named; the others are written.
    let two = format!(
        "[Board \"1\"]\n[Dealer \"N\"]\n\n[Board \"2\"]\n{}",
        &bad[12..]
    );
    let o = bridge_stdin(&["pbn", "-"], &two);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "[Board \"1\"]\n[Dealer \"N\"]\n");
    assert!(stderr(&o).contains("board 2, line 7"), "{}", stderr(&o));

    let o = bridge(&["pbn", "/nonexistent/file.pbn"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("/nonexistent/file.pbn"));
    usage_error(&["pbn"]);
    usage_error(&["pbn", "a", "b"]);
}

#[test]
fn latin1_files_are_read() {
    let mut bytes = b"[Event \"Caf".to_vec();
    bytes.push(0xE9); // é in ISO 8859-1
    bytes.extend_from_slice(b"\"]\n[Board \"1\"]\n");
    let file = Temp::file("latin1.pbn", &bytes);
    let out = ok(&["pbn", file.arg()]);
    assert_eq!(out, "[Event \"Café\"]\n[Board \"1\"]\n");
}

#[test]
fn help_and_usage_errors() {
    for h in ["help", "--help", "-h"] {
        let out = ok(&[h]);
        assert!(out.contains("bridge score CONTRACT DECLARER VUL TRICKS"));
        assert!(out.contains("bridge deal --seed S [--count K]"));
    }
    usage_error(&[]);
    usage_error(&["frobnicate"]);
    usage_error(&["Score", "4S", "N", "NS", "10"]);
}

#[test]
fn session_prints_the_totals_of_a_saved_session() {
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../engine/tests/data/session-v1.json"
    );
    let out = ok(&["session", fixture]);
    assert_eq!(out, "kind chicago\ndeals 1\nns 0\new 60\n");
    let bad = bridge(&[
        "session",
        concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"),
    ]);
    assert_eq!(bad.status.code(), Some(1));
    assert!(stderr(&bad).contains("damaged"), "{}", stderr(&bad));
    assert_eq!(bridge(&["session"]).status.code(), Some(2));
}

#[test]
fn session_prints_a_club_evenings_ranking() {
    // The fixture's Howell: board 1 with A60/A40 for pairs 2 and 7, pair 5's table not
    // played, and 3NT+1 between pairs 3 and 6 (the board's one played result: 50% each).
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../engine/tests/data/session-v5-scorer.json"
    );
    let out = ok(&["session", fixture]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[..5],
        [
            "kind scorer",
            "deals 0",
            "entries 3",
            "ranking",
            "direction,rank,pair,boards,points,percentage,names"
        ]
    );
    assert_eq!(lines[5], "ALL,1,2,1,2.4,60.00,");
    assert_eq!(lines[8], "ALL,4,7,1,1.6,40.00,");
    assert!(lines.contains(&"ALL,5=,1,0,0,,Ann Lee & Bo Chen"), "{out}");
    assert_eq!(lines.len(), 12, "{out}");
}

#[test]
fn claims_are_judged_by_the_laws() {
    // North-South hold every top card: 7NT by South after West's lead is 13 tricks; at 7♥
    // West's fourth trump wins a trick and a long diamond another.
    let deal = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";
    let args = |contract: &'static str, tricks: &'static str| {
        [
            "claim",
            "--deal",
            deal,
            "--contract",
            contract,
            "--declarer",
            "S",
            "--cards",
            "S2",
            "--tricks",
            tricks,
        ]
    };
    assert_eq!(ok(&args("7NT", "13")), "accepted 13\n");
    assert_eq!(ok(&args("7H", "13")), "disputed 11\n");
    assert_eq!(ok(&args("7NT", "10")), "accepted 13\n");
    let bad = bridge(&args("7NT", "14"));
    assert_eq!(bad.status.code(), Some(1));
    assert_eq!(bridge(&["claim", "--tricks", "3"]).status.code(), Some(2));
}

#[test]
fn fuzz_reports_its_run_and_refuses_unknown_targets() {
    // The command and its report: the engine's own fuzz tests feed the readers their many inputs.
    for target in ["pbn", "session"] {
        let out = ok(&["fuzz", target, "--count", "20", "--seed", "3"]);
        assert!(out.starts_with(&format!("{target}: 20 inputs")), "{out}");
        assert!(out.contains("no panic"), "{out}");
    }
    assert_eq!(bridge(&["fuzz", "json"]).status.code(), Some(2));
    assert_eq!(bridge(&["fuzz"]).status.code(), Some(2));
}

#[test]
fn bench_bid_times_every_call_of_the_par_deals() {
    // One deal: the figures' form is what is checked (a par deal costs seconds of a debug build).
    let out = ok(&["bench", "bid", "--deals", "1"]);
    let line = out.trim();
    assert!(line.starts_with("bidding, 1 par deals, "), "{out}");
    let calls: usize = line
        .split(", ")
        .nth(2)
        .and_then(|c| c.strip_suffix(" calls"))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a count of calls: {out}"));
    // Every auction has at least four calls (four passes, or a bid and three passes).
    assert!(calls >= 4, "{out}");
    for figure in ["mean", "p95", "over 100 ms", "slowest: deal 10"] {
        assert!(line.contains(figure), "{figure}: {out}");
    }
}

#[test]
fn bench_prints_a_figure_for_each_operation() {
    let out = ok(&["bench", "--deals", "2"]);
    let mut lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 12, "{out}");
    for l in &lines[..5] {
        assert!(l.contains("µs each"), "{l}");
    }
    // The sampling card player (quick) over 2 deals: every card, then the opening leads.
    let play: Vec<&str> = lines.drain(5..7).collect();
    assert!(play[0].starts_with("card play (Quick), 2 deals"), "{out}");
    assert!(play[0].contains("p95"), "{out}");
    assert!(play[1].contains("opening leads"), "{out}");
    for l in &lines[5..7] {
        assert!(l.starts_with("double-dummy table, 2 deals (seed 0)"), "{l}");
        for figure in ["mean", "median", "p90", "max"] {
            assert!(l.contains(figure), "{l}");
        }
    }
    assert!(lines[7].contains("hard deal"), "{out}");
    assert!(lines[8].contains("budget"), "{out}");
    assert!(lines[9].contains("peak memory"), "{out}");
    assert_eq!(bridge(&["bench", "--count", "x"]).status.code(), Some(2));
    assert_eq!(bridge(&["bench", "--memory", "64"]).status.code(), Some(2));
    assert_eq!(
        bridge(&["bench", "--memory", "64/32"]).status.code(),
        Some(2)
    );
}

/// Deals with known double-dummy tables and par, written by DDS 2.9 (see the engine's
/// tests/data/README.md): (deal, 20 tricks, dealer, vulnerability, par line).
fn known_deals() -> Vec<(String, String, String, String, String)> {
    let text = include_str!("../../engine/tests/data/dd_known.txt");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split(" | ").collect();
            let (dealer, vul) = f[2].split_once(' ').unwrap();
            let mut contracts: Vec<&str> = f[4].split(", ").collect();
            contracts.sort();
            (
                f[0].to_string(),
                f[1].to_string(),
                dealer.to_string(),
                vul.to_string(),
                format!("{} {}", f[3], contracts.join(", ")),
            )
        })
        .collect()
}

#[test]
fn dd_prints_the_known_tables_of_deals_on_stdin() {
    // The first known deal is the slow hard one. The engine's dd_known checks every known
    // table; here the command's input and output, on a few.
    let known: Vec<_> = known_deals().into_iter().skip(1).take(4).collect();
    let input: String = known.iter().map(|k| format!("{}\n", k.0)).collect();
    let o = bridge_stdin(&["dd"], &input);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let want: Vec<&str> = known.iter().map(|k| k.1.as_str()).collect();
    assert_eq!(stdout(&o).lines().collect::<Vec<_>>(), want);
    // One deal on the command line.
    assert_eq!(
        ok(&["dd", "--deal", &known[0].0]),
        format!("{}\n", known[0].1)
    );
}

#[test]
fn par_prints_the_known_par_of_each_deal() {
    // A few: the engine's dd_known checks the par of every known deal.
    for k in known_deals().into_iter().skip(1).take(4) {
        let out = ok(&["par", "--dealer", &k.2, "--vul", &k.3, "--deal", &k.0]);
        // Contracts in a fixed order, as in the known file.
        let (score, contracts) = out.trim_end().split_once(' ').unwrap();
        let mut contracts: Vec<&str> = contracts.split(", ").collect();
        contracts.sort();
        assert_eq!(format!("{score} {}", contracts.join(", ")), k.4, "{}", k.0);
    }
}

#[test]
fn dd_and_par_report_bad_deals_and_bad_arguments() {
    let good = known_deals()[3].0.clone();
    let o = bridge_stdin(&["dd"], &format!("{good}\nN:AKQ.T9 x\n\n{good}\n"));
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stdout(&o).lines().count(),
        2,
        "the good deals are still solved"
    );
    assert!(
        stderr(&o).contains("line 2: not a PBN deal"),
        "{}",
        stderr(&o)
    );
    let o = bridge(&[
        "dd",
        "--deal",
        "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT9876543A",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("--deal 1:"), "{}", stderr(&o));
    usage_error(&["dd", "--deal"]);
    usage_error(&["dd", "--dealer", "N"]);
    usage_error(&["par", "--vul", "None", "--deal", &good]);
    usage_error(&["par", "--dealer", "X", "--vul", "None", "--deal", &good]);
    usage_error(&[
        "par",
        "--dealer",
        "N",
        "--vul",
        "sometimes",
        "--deal",
        &good,
    ]);
    let o = bridge(&["par", "--dealer", "N", "--vul", "None", "--deal", "N:..."]);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn costs_name_the_card_that_gave_a_trick_away() {
    // North runs eleven diamonds at no-trumps, then holds ♠A ♥2 against East's ♥AK: the ♥2
    // led before the ace loses a trick (the engine's costs ending).
    let games = bridge_engine::pbn::parse(include_str!("../../engine/tests/data/costs_ending.pbn"))
        .unwrap();
    let game = games[0].to_game().unwrap();
    let deal = game.board().deal.to_pbn();
    let deal = deal.as_str();
    let cards: Vec<String> = game
        .play()
        .unwrap()
        .cards_played()
        .take(45)
        .map(|c| c.to_string())
        .collect();
    let cards = cards.join(" ");
    let args = [
        "costs",
        "--deal",
        deal,
        "--contract",
        "1NT",
        "--declarer",
        "W",
        "--cards",
        &cards,
    ];
    let out = ok(&args);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 45);
    assert_eq!(lines[0], "N DA 0");
    assert_eq!(lines[44], "N H2 1");
    assert!(lines[..44].iter().all(|l| l.ends_with(" 0")), "{out}");
    assert_eq!(bridge(&["costs", "--deal", deal]).status.code(), Some(2));
}

/// `system --floor` takes its count of layouts from `--layouts` and names it in its summary; a
/// layout count that is not a positive number, or `--layouts` with `--par`, is a usage error.
#[test]
fn system_floor_takes_a_count_of_layouts() {
    let out = ok(&["system", "--floor", "1", "--layouts", "2"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(lines[0].starts_with("1000 "), "{out}");
    assert!(
        lines[1].starts_with("1 deals: ") && lines[1].contains("(2 layouts of the opponents"),
        "{out}"
    );
    usage_error(&["system", "--floor", "1", "--layouts", "0"]);
    usage_error(&["system", "--floor", "1", "--layouts"]);
    usage_error(&["system", "--par", "1", "--layouts", "2"]);
}

#[test]
fn movement_guide_cards_and_proposals() {
    // 11 pairs, a Mitchell of three boards a round with the arrow switch: six tables (relay and
    // bye), pair 6 the phantom, the last round switched.
    let out = ok(&[
        "movement",
        "--pairs",
        "11",
        "--boards-per-round",
        "3",
        "--mitchell",
        "--arrow-switch",
    ]);
    assert!(
        out.starts_with("relay-mitchell for 11 pairs: 6 tables, 6 rounds of 3 boards"),
        "{out}"
    );
    assert!(out.contains("pair 6 is the phantom"), "{out}");
    assert!(
        out.contains("    1   1   7  1,2,3         1 NS      2 EW      table 5"),
        "{out}"
    );
    assert!(out.contains("(switched)"), "{out}");
    assert!(out.contains("\nPair 12\n"), "{out}");
    // 7 pairs on the 4-table Howell: table 1's pair meets the phantom and sits out.
    let out = ok(&["movement", "--pairs", "7", "--howell"]);
    assert!(out.contains("    1 pair 1 sits out"), "{out}");
    let out = ok(&["movement", "--pairs", "11", "--propose", "24"]);
    assert!(out.starts_with("1. howell for 11 pairs"), "{out}");
    // Bad input: a usage error for the command line, a data error for the movement.
    usage_error(&["movement", "--boards-per-round", "3"]);
    usage_error(&["movement", "--pairs", "x"]);
    let o = bridge(&[
        "movement",
        "--pairs",
        "12",
        "--kind",
        "relay-mitchell",
        "--boards-per-round",
        "1",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("two boards a round"), "{}", stderr(&o));
    let o = bridge(&["movement", "--pairs", "40"]);
    assert_eq!(o.status.code(), Some(1));
}

/// One board of a match file: the deal, its dealer and vulnerability, the auction (the contract
/// is its last bid, passed out by the other three) and the Result tag when given.
fn match_board(board: u32, deal: &str, dealer: &str, vul: &str, bid: &str, result: &str) -> String {
    let result = if result.is_empty() {
        String::new()
    } else {
        format!("[Result \"{result}\"]\n")
    };
    format!(
        "[Board \"{board}\"]\n[Dealer \"{dealer}\"]\n[Vulnerable \"{vul}\"]\n[Deal \"{deal}\"]\n\
         {result}[Auction \"{dealer}\"]\n{bid} Pass Pass Pass\n\n"
    )
}

/// North holds every ace, king, queen and jack; the same deal turned so that East, then South,
/// holds them.
const TOPS_N: &str = "N:AKQJ.AKQ.AKQ.AKQ 765.8765.765.765 T98.JT9.JT9.JT98 432.432.8432.432";
const TOPS_E: &str = "N:432.432.8432.432 AKQJ.AKQ.AKQ.AKQ 765.8765.765.765 T98.JT9.JT9.JT98";
const TOPS_S: &str = "N:T98.JT9.JT9.JT98 432.432.8432.432 AKQJ.AKQ.AKQ.AKQ 765.8765.765.765";

/// The first `words` words after `label` on the first line of `text` (a breakdown of `bridge
/// match`) that starts with it: the boards, the mean gain and its standard error, and more.
fn breakdown_row(text: &str, label: &str, words: usize) -> String {
    let line = text.lines().find(|l| l.trim_start().starts_with(label));
    line.unwrap_or_else(|| panic!("no {label} row: {text}"))[2 + label.len()..]
        .split_whitespace()
        .take(words)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A small match worked by hand. Every par is a grand slam in no-trumps (1520, or 2220 to
/// East-West vulnerable), the one side holding all 13 top tricks.
/// Board 1: A bids 7NT (par, 0 IMPs from it), B 6NT+1 (1020: 500 short, 11 IMPs): A +11.
/// Board 2: A 4♠+3 by East (710: 1510 short, 17 IMPs), B 7NT (par): A -17.
/// Board 3, both files with the result, so the tricks taken count: A 3NT+4 by South (520: 1000
/// short, 14 IMPs), B 7NT-1 (-50: 1570 short, 17 IMPs): A +3 (at double dummy B's 7NT would
/// make and A lose 14). Mean -1.00; deviations 12, -16, 4: standard error sqrt(416 / 2 / 3).
#[test]
fn match_scores_a_small_match_worked_by_hand() {
    let a = match_board(1, TOPS_N, "N", "None", "7NT", "")
        + &match_board(2, TOPS_E, "E", "EW", "4S", "")
        + &match_board(3, TOPS_S, "S", "None", "3NT", "13");
    // B's file holds the same deals in another order.
    let b = match_board(3, TOPS_S, "S", "None", "7NT", "12")
        + &match_board(1, TOPS_N, "N", "None", "6NT", "")
        + &match_board(2, TOPS_E, "E", "EW", "7NT", "");
    let (pa, pb) = (Temp::file("a.pbn", &a), Temp::file("b.pbn", &b));
    let out = ok(&[
        "match",
        pa.to_str().unwrap(),
        pb.to_str().unwrap(),
        "--boards",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("    1 +11  A 7NT N 13"), "{out}");
    assert!(lines[1].starts_with("    2 -17  A 4S E 13"), "{out}");
    assert!(lines[2].starts_with("    3  +3  A 3NT S 13"), "{out}");
    assert!(lines[2].contains("B 7NT S 12"), "{out}");
    assert_eq!(
        lines[3],
        "3 boards (2 at double-dummy tricks, 1 as played): A over B -1.00 IMPs a board, \
         standard error 8.33"
    );
    assert_eq!(lines[4], "from par: A 10.33, B 9.33 IMPs a board");
    // The breakdown: every board's par is a grand slam, one side bids at both tables, and no
    // side without par goes down in its own contract.
    let row = |label: &str| breakdown_row(&out, label, usize::MAX);
    let all = "3 boards -1.00 ± 8.33 from par A 10.33 B 9.33";
    assert_eq!(row("par a grand slam"), all);
    assert_eq!(row("one side bid"), all);
    assert_eq!(row("at neither table"), all);
    assert!(
        !out.contains("par a game") && !out.contains("both sides bid"),
        "{out}"
    );
    // Against par's level: A reached the grand on board 1 only (+11), B on boards 2 and 3.
    let after = |heading: &str| out[out.find(heading).unwrap()..].to_string();
    let row_in = |text: &str, label: &str| breakdown_row(text, label, 5);
    let by_a = after("by A's contract against par:");
    assert_eq!(row_in(&by_a, "at par's level"), "1 boards +11.00 ± 0.00");
    assert_eq!(row_in(&by_a, "below par's level"), "2 boards -7.00 ± 10.00");
    let by_b = after("by B's contract against par:");
    assert_eq!(row_in(&by_b, "at par's level"), "2 boards -7.00 ± 10.00");
    assert_eq!(row_in(&by_b, "below par's level"), "1 boards +11.00 ± 0.00");
    // The other way round, B gains what A loses.
    let back = ok(&["match", pb.to_str().unwrap(), pa.to_str().unwrap()]);
    assert!(back.starts_with("3 boards (2 at double-dummy tricks, 1 as played): A over B +1.00"));
}

/// A match needs two files of the same deals: anything else is a usage or a data error.
#[test]
fn match_refuses_bad_arguments_and_files_of_other_deals() {
    usage_error(&["match"]);
    usage_error(&["match", "a.pbn"]);
    usage_error(&["match", "a.pbn", "b.pbn", "c.pbn"]);
    usage_error(&["match", "a.pbn", "b.pbn", "--cards"]);
    let one = Temp::file("one.pbn", match_board(1, TOPS_N, "N", "None", "7NT", ""));
    let other = Temp::file("other.pbn", match_board(1, TOPS_E, "N", "None", "7NT", ""));
    let vul = Temp::file("vul.pbn", match_board(1, TOPS_N, "N", "All", "7NT", ""));
    let open = Temp::file(
        "open.pbn",
        "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
         [Deal \"N:AKQJ.AKQ.AKQ.AKQ 765.8765.765.765 T98.JT9.JT9.JT98 432.432.8432.432\"]\n\
         [Auction \"N\"]\n7NT Pass\n",
    );
    let path = |p: &Temp| p.arg().to_string();
    for (b, why) in [
        (&other, "is not in"),
        (&vul, "vulnerability"),
        (&open, "the auction is not over"),
    ] {
        let o = bridge(&["match", &path(&one), &path(b)]);
        assert_eq!(o.status.code(), Some(1), "{why}");
        assert!(stderr(&o).contains(why), "{why}: {}", stderr(&o));
    }
    let o = bridge(&["match", &path(&one), "/nonexistent/b.pbn"]);
    assert_eq!(o.status.code(), Some(1));
}

/// `system --par 3 --from 1` with `extra` arguments, its auctions written to `file`: its output.
fn par_bids(extra: &[&str], file: &std::path::Path) -> String {
    let mut args = vec!["system", "--par", "3", "--from", "1", "--bids-pbn"];
    args.push(file.to_str().unwrap());
    args.extend_from_slice(extra);
    ok(&args)
}

/// `system --par --bids-pbn` writes the robots' auctions as PBN; a file matched against itself
/// gains nothing, and its distance from par is the one `--par` prints.
#[test]
fn system_writes_the_robots_auctions_for_a_match() {
    let file = Temp::new("bids.pbn");
    let par = par_bids(&[], &file);
    let text = std::fs::read_to_string(&file).unwrap();
    assert_eq!(text.matches("[Board \"").count(), 2, "{text}");
    assert!(text.contains("[Board \"1001\"]") && text.contains("[Board \"1002\"]"));
    let f = file.arg();
    let out = ok(&["match", f, f]);
    assert!(out.starts_with("2 boards (2 at double-dummy tricks, 0 as played): A over B +0.00"));
    let from_par = par
        .lines()
        .last()
        .unwrap()
        .split_whitespace()
        .nth(2)
        .unwrap()
        .to_string();
    assert!(
        out.contains(&format!("from par: A {from_par}, B {from_par}")),
        "{par}\n{out}"
    );
    usage_error(&["system", "--par", "1", "--bids-pbn", f, "--bids-pbn", f]);
}

/// The tops deal once more, West holding them.
const TOPS_W: &str = "N:765.8765.765.765 T98.JT9.JT9.JT98 432.432.8432.432 AKQJ.AKQ.AKQ.AKQ";

/// A head-to-head match worked by hand: our pair North-South at T1, East-West at T2; the side
/// holding every top card takes 13 tricks in any strain, the other none (double dummy).
/// Board 1: T1 7NT by N +1520, T2 6NT by N +1020: +500, +11 IMPs for us.
/// Board 2 (East-West vulnerable): T1 7NT by E -2220, T2 4♠ by E making 13, -710: -1510, -17.
/// Board 3: our penalty double at T1, 1♠ doubled by W seven down +1700; T2 7NT by S +1520:
/// +180, +5.
/// Board 4: our sacrifice over 6NT at T1, 7♠ doubled by N thirteen down -3500; T2 7NT by W -1520: -1980,
/// -18. Total -19, mean -4.75; deviations 15.75, -12.25, 9.75, -13.25: standard error
/// sqrt(668.75 / 3 / 4) = 7.47.
#[test]
fn match_teams_scores_a_head_to_head_match_worked_by_hand() {
    let t1 = match_board(1, TOPS_N, "N", "None", "7NT", "")
        + &match_board(2, TOPS_E, "E", "EW", "7NT", "")
        + &match_board(3, TOPS_S, "S", "None", "Pass 1S X", "")
        + &match_board(4, TOPS_W, "W", "None", "6NT 7S X", "");
    let t2 = match_board(1, TOPS_N, "N", "None", "6NT", "")
        + &match_board(2, TOPS_E, "E", "EW", "4S", "")
        + &match_board(3, TOPS_S, "S", "None", "7NT", "")
        + &match_board(4, TOPS_W, "W", "None", "7NT", "");
    // Four robots of one version bid every grand slam: T2 differs on boards 1 and 2, T1 on 3, 4.
    let r = match_board(1, TOPS_N, "N", "None", "7NT", "")
        + &match_board(2, TOPS_E, "E", "EW", "7NT", "")
        + &match_board(3, TOPS_S, "S", "None", "7NT", "")
        + &match_board(4, TOPS_W, "W", "None", "7NT", "");
    let (p1, p2, pr) = (
        Temp::file("t1.pbn", &t1),
        Temp::file("t2.pbn", &t2),
        Temp::file("r.pbn", &r),
    );
    let path = |p: &Temp| p.arg().to_string();
    let out = ok(&["match", "--teams", &path(&p1), &path(&p2), "--boards"]);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("    1 +11  T1 7NT N 13"), "{out}");
    assert!(lines[1].starts_with("    2 -17  T1 7NT E 13"), "{out}");
    assert!(lines[2].starts_with("    3  +5  T1 1SX W 0"), "{out}");
    assert!(lines[3].starts_with("    4 -18  T1 7SX N 0"), "{out}");
    assert!(lines[3].contains("T2 7NT W 13"), "{out}");
    assert!(
        lines[..4].iter().all(|l| l.ends_with("auctions differ")),
        "{out}"
    );
    assert_eq!(
        lines[4],
        "4 boards (4 at double-dummy tricks, 0 as played): ours over theirs -4.75 IMPs a \
         board, standard error 7.47"
    );
    assert_eq!(
        lines[5],
        "-19 IMPs; our pair North-South at T1, East-West at T2"
    );
    let row = |out: &str, label: &str| breakdown_row(out, label, 5);
    assert_eq!(row(&out, "par a grand slam"), "4 boards -4.75 ± 7.47");
    // The penalty double of board 3 and the sacrifice of board 4 are told apart.
    let after = |heading: &str| out[out.find(heading).unwrap()..].to_string();
    let down = after("by the side without par");
    assert_eq!(row(&down, "neither pair"), "2 boards -3.00 ± 14.00");
    assert_eq!(row(&down, "their pair only"), "1 boards +5.00 ± 0.00");
    assert_eq!(row(&down, "our pair only"), "1 boards -18.00 ± 0.00");
    let doubled = after("by who doubled");
    assert_eq!(row(&doubled, "no one"), "2 boards -3.00 ± 14.00");
    assert_eq!(row(&doubled, "our pair only"), "1 boards +5.00 ± 0.00");
    assert_eq!(row(&doubled, "their pair only"), "1 boards -18.00 ± 0.00");
    assert_eq!(
        row(&after("by the auctions:"), "different"),
        "4 boards -4.75 ± 7.47"
    );
    // Against the reference, which table's auction differs.
    let out = ok(&[
        "match",
        "--teams",
        &path(&p1),
        &path(&p2),
        "--reference",
        &path(&pr),
        "--boards",
    ]);
    assert!(
        out.lines().next().unwrap().ends_with("  T2 differs"),
        "{out}"
    );
    assert!(
        out.lines().nth(2).unwrap().ends_with("  T1 differs"),
        "{out}"
    );
    assert_eq!(row(&out, "T1's differs only"), "2 boards -6.50 ± 11.50");
    assert_eq!(row(&out, "T2's differs only"), "2 boards -3.00 ± 14.00");
    // The other way round (their pair North-South at T1), the IMPs change sign.
    let back = ok(&["match", "--teams", &path(&p2), &path(&p1)]);
    assert!(back.contains("ours over theirs +4.75"), "{back}");
    // A reference needs a head-to-head match and the same deals.
    usage_error(&["match", &path(&p1), &path(&p2), "--reference", &path(&pr)]);
    usage_error(&["match", "--teams", &path(&p1), &path(&p2), "--reference"]);
    usage_error(&["match", "--teams", "--teams", &path(&p1), &path(&p2)]);
    let short = Temp::file("short.pbn", match_board(1, TOPS_N, "N", "None", "7NT", ""));
    let o = bridge(&[
        "match",
        "--teams",
        &path(&p1),
        &path(&p2),
        "--reference",
        &path(&short),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("the deal of board 2 is not there"),
        "{}",
        stderr(&o)
    );
}

/// `system --par --ns BRIDGE --ew BRIDGE` asks another program's robots for those seats' calls:
/// with this very program at all four seats the auctions are those of its own robots.
#[test]
fn system_asks_another_programs_robots_for_a_pairs_calls() {
    let (own, ext) = (Temp::new("own.pbn"), Temp::new("ext.pbn"));
    let me = env!("CARGO_BIN_EXE_bridge");
    let par = par_bids(&[], &own);
    let mixed = par_bids(&["--ns", me, "--ew", me], &ext);
    assert_eq!(par, mixed);
    assert_eq!(
        std::fs::read_to_string(&own).unwrap(),
        std::fs::read_to_string(&ext).unwrap()
    );
    usage_error(&["system", "--par", "1", "--ns", me, "--ns", me]);
    usage_error(&["system", "--floor", "1", "--ew", me]);
    let o = bridge(&["system", "--par", "1", "--ew", "/nonexistent/bridge"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("/nonexistent/bridge at "),
        "{}",
        stderr(&o)
    );
    assert!(stderr(&o).contains("it does not run"), "{}", stderr(&o));
}

/// An external robot's answer is checked: a text that is not a call, a call that is not legal
/// there, and a failing program are named errors.
#[cfg(unix)]
#[test]
fn system_refuses_an_external_robots_bad_answer() {
    use std::os::unix::fs::PermissionsExt;
    for (name, script, why) in [
        (
            "word",
            "echo 'hello  there'",
            "its answer \"hello  there\" is not a call",
        ),
        (
            "redouble",
            "echo 'XX  redouble'",
            "its call Redouble is not legal after \"\"",
        ),
        (
            "fail",
            "echo 'no such command' >&2; exit 2",
            "it failed (exit status: 2): no such",
        ),
    ] {
        let path = Temp::file(&format!("robot-{name}"), format!("#!/bin/sh\n{script}\n"));
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        // Deal 1000's dealer is North: the first call is North's.
        let o = bridge(&["system", "--par", "1", "--ns", path.arg()]);
        assert_eq!(o.status.code(), Some(1), "{name}");
        let err = stderr(&o);
        assert!(err.contains("deal 1000: the robot of "), "{name}: {err}");
        assert!(err.contains(" at N: "), "{name}: {err}");
        assert!(err.contains(why), "{name}: {err}");
    }
}

/// Each hand a solid suit (A K Q J) and small cards: with no trumps the side on lead runs its
/// two suits, so West's heart or club lead takes eight tricks for East-West and a spade or a
/// diamond five (engine/tests/learning.rs checks the same by hand).
const SOLID: &str = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";

#[test]
fn values_give_each_legal_cards_tricks_hand_checked() {
    let out = ok(&[
        "values",
        "--deal",
        SOLID,
        "--auction",
        "P P 1N P P P",
        "--cards",
        "S2",
        "--at",
        "0",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 14, "{out}");
    assert!(lines[0].starts_with("W played "), "{out}");
    assert!(lines[0].ends_with(" lost 3"), "{out}");
    assert_eq!(lines.iter().filter(|l| l.contains(" 8 best")).count(), 7);
    assert_eq!(lines.iter().filter(|l| l.contains(" 5")).count(), 6);
    assert_eq!(lines.iter().filter(|l| l.ends_with("played")).count(), 1);
    // The position must exist; a game still in its auction has none.
    let o = bridge(&[
        "values",
        "--deal",
        SOLID,
        "--auction",
        "P P 1N P P P",
        "--at",
        "0",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("card 1 asked for"), "{}", stderr(&o));
    usage_error(&["values", "--deal", SOLID, "--auction", "P P 1N P P P"]);
}

#[test]
fn hint_plays_for_the_players_seat_and_review_names_the_robots_calls() {
    // West led a spade; South declares, so North's card is the player's.
    let out = ok(&[
        "hint",
        "--deal",
        SOLID,
        "--auction",
        "P P 1N P P P",
        "--cards",
        "S2",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(lines[1].starts_with("reason robot.play."), "{out}");
    assert_eq!(
        out,
        ok(&[
            "hint",
            "--deal",
            SOLID,
            "--auction",
            "P P 1N P P P",
            "--cards",
            "S2"
        ]),
        "the same seed gives the same hint"
    );
    // West is a robot's seat here: no hint for South, who is not on turn.
    let o = bridge(&["hint", "--deal", SOLID, "--auction", "P P 1N P P P"]);
    assert_eq!(o.status.code(), Some(1));
    // South opened 1NT with 10 HCP: the robots pass there.
    let out = ok(&["review", "--deal", SOLID, "--auction", "P P 1N P P P"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(lines[0].starts_with("2 1NT robots Pass "), "{out}");
    assert!(lines[1].starts_with("par "), "{out}");
    // North's first pass is the robots' call; after the 1NT the robots bid on.
    let out = ok(&[
        "review",
        "--deal",
        SOLID,
        "--auction",
        "P P 1N P P P",
        "--seat",
        "N",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert_eq!(lines[0], "0 Pass same", "{out}");
    assert!(lines[1].starts_with("4 Pass robots "), "{out}");
}

#[test]
fn again_plays_a_finished_deal_on_from_a_card() {
    // Four robots play the deal through `bridge play`'s engine; then again from the last card
    // gives the same result.
    let game = bridge_engine::review::robots_finish(
        {
            let mut g = bridge_engine::Game::new(bridge_engine::Board::numbered(
                1,
                Deal::from_pbn(SOLID).unwrap(),
            ));
            for c in ["P", "P", "1N", "P", "P", "P"] {
                g.call(c.parse().unwrap()).unwrap();
            }
            g
        },
        &bridge_engine::robot::PlayConfig {
            strength: bridge_engine::robot::Strength::Quick,
            ..Default::default()
        },
    );
    let cards: Vec<String> = game
        .play()
        .unwrap()
        .cards_played()
        .map(|c| c.to_string())
        .collect();
    let cards = cards.join(" ");
    let base = [
        "again",
        "--deal",
        SOLID,
        "--auction",
        "P P 1N P P P",
        "--cards",
        &cards,
    ];
    let last = ok(&[&base[..], &["--from", "51"]].concat());
    let lines: Vec<&str> = last.lines().collect();
    assert_eq!(lines.len(), 3, "{last}");
    assert_eq!(
        lines[0].split_whitespace().count(),
        2,
        "one card left: {last}"
    );
    let original = lines[1].strip_prefix("original ").unwrap();
    let again = lines[2].strip_prefix("again ").unwrap();
    assert_eq!(original, again);
    assert!(original.starts_with("1NT S "), "{last}");
    let from_lead = ok(&[&base[..], &["--from", "0", "--seat", "W"]].concat());
    assert_eq!(
        from_lead.lines().next().unwrap().split_whitespace().count(),
        53
    );
    // An unfinished deal cannot be played again.
    let o = bridge(&[
        "again",
        "--deal",
        SOLID,
        "--auction",
        "P P 1N P P P",
        "--from",
        "0",
    ]);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn a_reader_that_stops_early_ends_bid_quietly() {
    // `bridge bid … | true`: the pipe's reader is gone before the robot's call is written,
    // which ends the command with success and nothing on stderr (it panicked in `println!`).
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_bridge"))
        .args([
            "bid",
            "--hand",
            "KQT87.AKJ.T86.94",
            "--auction",
            "1C P 1S P 2C P",
            "--verbose",
        ])
        .stdout(writer)
        .output()
        .expect("the bridge binary runs");
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    assert!(out.status.success(), "{:?}", out.status);
}

#[test]
fn explain_reads_each_call_of_an_auction_as_the_bidding_box_does() {
    let out = ok(&[
        "explain",
        "--dealer",
        "N",
        "--vul",
        "NS",
        "--auction",
        "1S P 3C P 4NT P 5H P 6C",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 9, "{out}");
    // Seat, call, the rule it is read by, marks, what it shows.
    assert!(lines[0].starts_with("N 1♠ "), "{out}");
    assert!(lines[4].contains("slam.blackwood alert forcing"), "{out}");
    assert!(lines[5].starts_with("E Pass ovc.pass"), "{out}");
    assert!(
        lines[6].contains("bw.2 alert") && lines[6].contains("aces: 2"),
        "{out}"
    );
    assert!(lines[8].starts_with("N 6♣ bw.small "), "{out}");
    // A bad auction is a usage error naming the rule it breaks.
    usage_error(&["explain", "--auction", "1C 1C"]);
}
