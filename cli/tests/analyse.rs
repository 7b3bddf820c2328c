//! `bridge analyse` on hand-made PBN files whose double-dummy losses are known, and on robot
//! games where every loss must add up to the difference between the result and double dummy.

use crate::common::{Temp, run as bridge};

/// `--cards` lists the one card that cost a trick in the hand-made games: North's H2 at the
/// first card of trick 12, where only the SA keeps the trick.
#[test]
fn the_card_listing_names_each_costly_card_and_the_best_one() {
    let (out, err, code) = bridge(&["analyse", &data("analyse_known.pbn"), "--cards"]);
    assert_eq!(code, 0, "{err}");
    let listed: Vec<&str> = out.lines().filter(|l| l.starts_with("  trick")).collect();
    assert_eq!(listed.len(), 1, "{out}");
    let words: Vec<&str> = listed[0].split_whitespace().collect();
    assert_eq!(
        words,
        [
            "trick", "12.1", "N", "defender", "H2", "lost", "1", "best", "SA"
        ],
        "{out}"
    );
}

fn data(name: &str) -> String {
    format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// The number after `label` in `line`.
fn field(line: &str, label: &str) -> i64 {
    let at = line
        .find(label)
        .unwrap_or_else(|| panic!("{label:?} in {line}"));
    line[at + label.len()..]
        .split_whitespace()
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

/// The two-card ending of the engine's double-dummy tests (dd.rs): West declares 1NT; North,
/// on lead with ♠A ♥2 against East's ♥A K, must cash the ace. Board 1 leads the ♥2 (the
/// defenders lose one trick, nobody else loses any: every other card is forced or equal),
/// board 2 cashes the ace (no loss), board 3 is passed out with 13 top tricks for North-South
/// (par 7NT, 1520 not vulnerable: 17 IMPs from the pass-out).
#[test]
fn the_known_losses_of_hand_made_games() {
    let (out, err, code) = bridge(&["analyse", &data("analyse_known.pbn")]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    let b1 = lines[0];
    assert!(b1.starts_with("board   1  1NT W"), "{b1}");
    assert_eq!(field(b1, "declarer lost"), 0, "{b1}");
    assert_eq!(field(b1, "defenders lost"), 1, "{b1}");
    assert_eq!(field(b1, "tricks"), 2, "{b1}");
    assert_eq!(field(b1, "dd"), 1, "{b1}");
    let b2 = lines[1];
    assert_eq!(field(b2, "declarer lost"), 0, "{b2}");
    assert_eq!(field(b2, "defenders lost"), 0, "{b2}");
    assert_eq!(field(b2, "tricks"), 1, "{b2}");
    let b3 = lines[2];
    assert!(b3.contains("pass"), "{b3}");
    assert_eq!(field(b3, "par"), 1520, "{b3}");
    assert_eq!(field(b3, "imps from par"), 17, "{b3}");
    // 1NT by West down six (300 to North-South) against par 1510 (7♠ by North-South):
    // 1210 points, 15 IMPs.
    assert_eq!(field(b1, "contract"), 300, "{b1}");
    assert_eq!(field(b1, "par"), 1510, "{b1}");
    assert_eq!(field(b1, "imps from par"), 15, "{b1}");
    let total = lines[3];
    assert!(total.starts_with("total 3 deals"), "{total}");
    assert_eq!(field(total, "declarer lost"), 0);
    assert_eq!(field(total, "defenders lost"), 1);
    assert_eq!(field(total, "imps from par"), 15 + 15 + 17);
}

/// Robots' games, written by `bridge play --pbn`: each card's loss is measured against the best
/// card of its position, so over a whole play the losses account exactly for the difference
/// between the tricks taken and the double-dummy tricks of the opening position (the table, a
/// different search): tricks = dd - declarer's losses + defenders' losses.
#[test]
fn losses_account_for_the_result_against_double_dummy() {
    let (pbn, err, code) = bridge(&[
        "play",
        "--seed",
        "7",
        "--count",
        "3",
        "--strength",
        "heuristic",
        "--pbn",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(pbn.matches("[Play ").count(), 3, "{pbn}");
    let file = Temp::file("analyse.pbn", &pbn);
    let (out, err, code) = bridge(&["analyse", file.arg()]);
    assert_eq!(code, 0, "{err}");
    let mut lost = 0;
    for line in out.lines().filter(|l| l.starts_with("board")) {
        let (decl, def) = (field(line, "declarer lost"), field(line, "defenders lost"));
        assert_eq!(
            field(line, "tricks"),
            field(line, "dd") - decl + def,
            "{line}"
        );
        lost += decl + def;
    }
    assert!(lost > 0, "the heuristics lose tricks somewhere: {out}");
}

#[test]
fn a_file_that_is_not_pbn_is_bad_input() {
    let (_, err, code) = bridge(&["analyse", &data("no-such-file.pbn")]);
    assert_eq!(code, 1, "{err}");
    let (_, err, code) = bridge(&["analyse"]);
    assert_eq!(code, 2, "{err}");
}
