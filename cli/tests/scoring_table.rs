//! `bridge score` against an independently produced table of duplicate scores: David
//! Westbrook's Games-Cards-Bridge-Contract test data (origin in the fixture's header).

use crate::common::bridge_stdin;

const TABLE: &str = include_str!("data/westbrook_duplicate_scores.txt");

/// One `score -` input line and the score the table gives for it.
fn cases() -> Vec<(String, i32)> {
    let mut out = Vec::new();
    let mut section = "";
    for line in TABLE.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if line.starts_with('[') {
            section = if line == "[made]" { "made" } else { "down" };
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        // Columns: not vulnerable undoubled, doubled, redoubled, then vulnerable the same.
        let columns = [
            ("", "None"),
            ("X", "None"),
            ("XX", "None"),
            ("", "NS"),
            ("X", "NS"),
            ("XX", "NS"),
        ];
        if section == "made" {
            let (level, class) = f[0].split_at(1);
            let level: u8 = level.parse().unwrap();
            let made: u8 = f[1].parse().unwrap();
            let strains: &[&str] = match class {
                "m" => &["C", "D"],
                "M" => &["H", "S"],
                _ => &["NT"],
            };
            for strain in strains {
                for (i, (dbl, vul)) in columns.iter().enumerate() {
                    let expected: i32 = f[2 + i].parse().unwrap();
                    out.push((
                        format!("{level}{strain}{dbl} N {vul} {}", made + 6),
                        expected,
                    ));
                }
            }
        } else {
            // The table is for any contract; try it on every level where that many down fits.
            let down: u8 = f[0].parse().unwrap();
            for level in 1..=7u8 {
                if down > level + 6 {
                    continue;
                }
                for strain in ["C", "D", "H", "S", "NT"] {
                    for (i, (dbl, vul)) in columns.iter().enumerate() {
                        let expected: i32 = f[1 + i].parse().unwrap();
                        out.push((
                            format!("{level}{strain}{dbl} N {vul} {}", level + 6 - down),
                            -expected,
                        ));
                    }
                }
            }
        }
    }
    out
}

#[test]
fn bridge_score_matches_the_independent_table() {
    let cases = cases();
    // 84 made rows (28 of them for two strains) x 6 columns, plus the undertricks.
    assert!(cases.len() > 1000, "{}", cases.len());
    let input: String = cases.iter().map(|(l, _)| format!("{l}\n")).collect();
    let out = bridge_stdin(&["score", "-"], &input);
    assert!(out.status.success());
    let got: Vec<String> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect();
    assert_eq!(got.len(), cases.len());
    let wrong: Vec<String> = cases
        .iter()
        .zip(&got)
        .filter(|((_, e), g)| e.to_string() != **g)
        .map(|((l, e), g)| format!("{l}: table {e}, bridge {g}"))
        .collect();
    assert!(
        wrong.is_empty(),
        "{} mismatches:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
