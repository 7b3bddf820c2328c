//! Runs the built `bridge` binary: every command, its output and its exit status.

use bridge_engine::Deal;
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn bridge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bridge"))
        .args(args)
        .output()
        .expect("the bridge binary runs")
}

fn bridge_stdin(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bridge"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the bridge binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

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
    let dir = std::env::temp_dir().join(format!("bridge-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("latin1.pbn");
    std::fs::write(&path, &bytes).unwrap();
    let out = ok(&["pbn", path.to_str().unwrap()]);
    let _ = std::fs::remove_dir_all(&dir);
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
    for target in ["pbn", "session"] {
        let out = ok(&["fuzz", target, "--count", "200", "--seed", "3"]);
        assert!(out.starts_with(&format!("{target}: 200 inputs")), "{out}");
        assert!(out.contains("no panic"), "{out}");
    }
    assert_eq!(bridge(&["fuzz", "json"]).status.code(), Some(2));
    assert_eq!(bridge(&["fuzz"]).status.code(), Some(2));
}

#[test]
fn bench_bid_times_every_call_of_the_par_deals() {
    let out = ok(&["bench", "bid", "--deals", "3"]);
    let line = out.trim();
    assert!(line.starts_with("bidding, 3 par deals, "), "{out}");
    let calls: usize = line
        .split(", ")
        .nth(2)
        .and_then(|c| c.strip_suffix(" calls"))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a count of calls: {out}"));
    // Every auction has at least four calls (four passes, or a bid and three passes).
    assert!(calls >= 12, "{out}");
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
    // The first known deal is the slow hard one: the engine's own tests cover it.
    let known: Vec<_> = known_deals().into_iter().skip(1).take(16).collect();
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
    for k in known_deals().into_iter().skip(1).take(12) {
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
