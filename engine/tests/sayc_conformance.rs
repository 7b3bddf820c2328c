//! SAYC conformance: hands and auctions with the call the ACBL "SAYC System Booklet" (or, where
//! it is silent, docs/bidding-system.md) prescribes, written for this project section by
//! section (`tests/data/sayc_vectors.txt`). The test prints the pass rate of every section and
//! fails on any miss, naming the vector and the rule the robot used instead.

use bridge_engine::robot::choose_call;
use bridge_engine::{Auction, Call, CardSet, Seat, Vulnerability};

const VECTORS: &str = include_str!("data/sayc_vectors.txt");

struct Vector {
    line: usize,
    section: String,
    auction: Auction,
    hand: CardSet,
    vul: Vulnerability,
    expected: Call,
}

fn parse() -> Vec<Vector> {
    let mut section = String::from("(none)");
    let mut out = Vec::new();
    for (i, raw) in VECTORS.lines().enumerate() {
        let line = raw.trim();
        if let Some(name) = line.strip_prefix("# section:") {
            section = name.trim().to_string();
            continue;
        }
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        assert_eq!(f.len(), 4, "line {}: four fields", i + 1);
        let (dealer, vul) = f[0].split_once(' ').expect("dealer and vulnerability");
        let dealer = match dealer {
            "N" => Seat::North,
            "E" => Seat::East,
            "S" => Seat::South,
            "W" => Seat::West,
            d => panic!("line {}: dealer {d}", i + 1),
        };
        let vul = match vul {
            "None" => Vulnerability::None,
            "NS" => Vulnerability::NorthSouth,
            "EW" => Vulnerability::EastWest,
            "All" => Vulnerability::Both,
            v => panic!("line {}: vulnerability {v}", i + 1),
        };
        let calls = if f[1] == "-" {
            Vec::new()
        } else {
            f[1].split_whitespace()
                .map(|c| {
                    c.parse::<Call>()
                        .unwrap_or_else(|e| panic!("line {}: {e}", i + 1))
                })
                .collect()
        };
        let auction = Auction::from_calls(dealer, calls).expect("a legal auction");
        let hand = CardSet::from_pbn_hand(f[2]).expect("a hand");
        assert_eq!(hand.len(), 13, "line {}: thirteen cards", i + 1);
        let expected = f[3].parse().expect("the expected call");
        out.push(Vector {
            line: i + 1,
            section: section.clone(),
            auction,
            hand,
            vul,
            expected,
        });
    }
    out
}

#[test]
fn sayc_conformance_by_section() {
    let vectors = parse();
    assert!(vectors.len() >= 150, "{} vectors", vectors.len());
    let mut sections: Vec<(String, usize, usize)> = Vec::new();
    let mut misses = Vec::new();
    for v in &vectors {
        let advice = choose_call(v.hand, &v.auction, v.vul);
        let ok = advice.call == v.expected;
        match sections.iter_mut().find(|s| s.0 == v.section) {
            Some(s) => {
                s.1 += usize::from(ok);
                s.2 += 1;
            }
            None => sections.push((v.section.clone(), usize::from(ok), 1)),
        }
        if !ok {
            misses.push(format!(
                "line {} [{}] {} | {}: expected {}, got {} ({})",
                v.line,
                v.section,
                v.auction
                    .calls()
                    .iter()
                    .map(|c| c.to_string())
                    .collect::<Vec<_>>()
                    .join(" "),
                v.hand,
                v.expected,
                advice.call,
                advice.rule
            ));
        }
    }
    let (mut pass, mut total) = (0, 0);
    for (name, ok, n) in &sections {
        println!(
            "{name:<28} {ok:>4}/{n:<4} {:5.1}%",
            100.0 * *ok as f64 / *n as f64
        );
        pass += ok;
        total += n;
    }
    println!(
        "{:<28} {pass:>4}/{total:<4} {:5.1}%",
        "all",
        100.0 * pass as f64 / total as f64
    );
    assert!(
        misses.is_empty(),
        "{} misses:\n{}",
        misses.len(),
        misses.join("\n")
    );
}
