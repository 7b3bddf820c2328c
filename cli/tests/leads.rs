//! `bridge leads`: the robots' opening leads scored against the best leads double dummy.

use crate::common::{Temp, run as bridge};

/// Writes `text` to a file of its own and runs `bridge leads` on it with `args`.
fn leads(name: &str, text: &str, args: &[&str]) -> (String, String, i32) {
    let file = Temp::file(&format!("leads-{name}.pbn"), text);
    let mut all = vec!["leads", file.arg()];
    all.extend_from_slice(args);
    bridge(&all)
}

/// The word after `label` in `line`.
fn after<'a>(line: &'a str, label: &str) -> &'a str {
    let words: Vec<&str> = line.split_whitespace().collect();
    let i = words.iter().position(|w| *w == label).expect(label);
    words[i + 1]
}

/// 3NT by North where only a spade from East's AKQJT9 beats it (six spade tricks; any other
/// lead lets declarer cash nine tricks first): the robot leads a spade and loses nothing, and a
/// passed-out board has no lead to score.
#[test]
fn the_only_lead_that_beats_the_contract_loses_nothing() {
    let pbn = r#"[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:8765.AKQ.AKQ.AKQ AKQJT9.432.432.2 432.765.765.6543 .JT98.JT98.JT987"]
[Auction "N"]
2C Pass 2D Pass
3NT Pass Pass Pass

[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "N:8765.AKQ.AKQ.AKQ AKQJT9.432.432.2 432.765.765.6543 .JT98.JT98.JT987"]
[Auction "E"]
Pass Pass Pass Pass
"#;
    let (out, err, code) = leads("known", pbn, &["--strength", "quick"]);
    assert_eq!(code, 0, "{err}");
    let boards: Vec<&str> = out.lines().filter(|l| l.starts_with("board")).collect();
    assert_eq!(boards.len(), 1, "{out}");
    let line = boards[0];
    assert!(after(line, "lead").starts_with('S'), "{line}");
    assert_eq!(after(line, "lost"), "0", "{line}");
    let best: Vec<&str> = line
        .split("best ")
        .nth(1)
        .unwrap()
        .split("  ")
        .next()
        .unwrap()
        .split(' ')
        .collect();
    assert_eq!(best, ["SA", "SK", "SQ", "SJ", "ST", "S9"], "{line}");
    assert!(
        out.contains("total 1 leads  lost 0 (0.000 a lead)"),
        "{out}"
    );
    assert!(out.contains("let a beatable contract through 0"), "{out}");
}

/// The leads of `bridge play` are replayed with the seed `play`'s robots used (`--seed` one
/// less than play's, the boards counting from 1), and each lead's loss is the one `bridge
/// analyse` gives the first card of the played deal.
#[test]
fn the_leads_of_played_deals_are_replayed_and_scored_as_analyse_scores_them() {
    let (pbn, err, code) = bridge(&[
        "play",
        "--seed",
        "7",
        "--count",
        "3",
        "--strength",
        "quick",
        "--pbn",
    ]);
    assert_eq!(code, 0, "{err}");
    let file = Temp::file("played.pbn", &pbn);
    let (analysed, err, code) = bridge(&["analyse", file.arg(), "--cards"]);
    assert_eq!(code, 0, "{err}");
    let (out, err, code) = leads("played", &pbn, &["--strength", "quick", "--seed", "6"]);
    assert_eq!(code, 0, "{err}");
    // The first card's loss under each board of analyse (no line: it lost nothing).
    let mut first_cards = Vec::new();
    let mut board = None;
    for line in analysed.lines() {
        if line.starts_with("board") {
            board = Some(after(line, "board").to_string());
        } else if line.trim_start().starts_with("trick  1.1") {
            first_cards.push((board.clone().unwrap(), line.to_string()));
        }
    }
    let scored: Vec<&str> = out.lines().filter(|l| l.starts_with("board")).collect();
    assert!(!scored.is_empty(), "{out}");
    for line in scored {
        let b = after(line, "board");
        match first_cards.iter().find(|(fb, _)| fb == b) {
            Some((_, costly)) => {
                assert_eq!(after(costly, "defender"), after(line, "lead"), "{line}");
                assert_eq!(after(costly, "lost"), after(line, "lost"), "{line}");
            }
            None => assert_eq!(after(line, "lost"), "0", "{line}\n{analysed}"),
        }
    }
}

#[test]
fn bad_arguments_are_usage_errors_and_a_missing_file_bad_input() {
    let (_, err, code) = bridge(&["leads"]);
    assert_eq!(code, 2, "{err}");
    let (_, err, code) = bridge(&["leads", "x.pbn", "--strength", "mighty"]);
    assert_eq!(code, 2, "{err}");
    let (_, err, code) = bridge(&["leads", "/no/such/file.pbn"]);
    assert_eq!(code, 1, "{err}");
}
