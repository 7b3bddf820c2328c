//! The double-dummy solver and par against known results written by an independent solver
//! (DDS 2.9, see tests/data/dd_known.txt and its README).

use bridge_engine::dd::{self, DdSolver, DdTable, Position};
use bridge_engine::par::par;
use bridge_engine::{Deal, Play, Seat, Strain, Vulnerability};

/// One line of dd_known.txt.
struct Known {
    deal: Deal,
    table: DdTable,
    dealer: Seat,
    vul: Vulnerability,
    par_score: i32,
    /// Sorted; empty when par is to pass.
    par_contracts: Vec<String>,
}

fn known() -> Vec<Known> {
    let text = include_str!("data/dd_known.txt");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let f: Vec<&str> = line.split(" | ").collect();
            assert_eq!(f.len(), 5, "{line}");
            let numbers: Vec<u8> = f[1].split(' ').map(|n| n.parse().unwrap()).collect();
            assert_eq!(numbers.len(), 20, "{line}");
            let mut tricks = [[0u8; 4]; 5];
            for (i, n) in numbers.into_iter().enumerate() {
                tricks[i / 4][i % 4] = n;
            }
            let (dealer, vul) = f[2].split_once(' ').unwrap();
            let mut par_contracts: Vec<String> = if f[4] == "pass" {
                Vec::new()
            } else {
                f[4].split(", ").map(String::from).collect()
            };
            par_contracts.sort();
            Known {
                deal: Deal::from_pbn(f[0]).unwrap(),
                table: DdTable { tricks },
                dealer: dealer.parse().unwrap(),
                vul: vul.parse().unwrap(),
                par_score: f[3].parse().unwrap(),
                par_contracts,
            }
        })
        .collect()
}

#[test]
fn the_known_file_has_eighty_deals() {
    assert_eq!(known().len(), 80);
}

#[test]
fn par_agrees_with_dds_on_every_known_deal() {
    let mut wrong = Vec::new();
    for k in known() {
        let p = par(&k.table, k.dealer, k.vul);
        let mut listed: Vec<String> = p.contracts.iter().map(|c| c.to_string()).collect();
        listed.sort();
        if p.score != k.par_score || listed != k.par_contracts {
            wrong.push(format!(
                "{} {} {:?}: got {} {:?}, DDS {} {:?}",
                k.deal.to_pbn(),
                k.dealer,
                k.vul,
                p.score,
                listed,
                k.par_score,
                k.par_contracts
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

#[test]
fn full_tables_agree_with_dds_on_every_known_deal() {
    for k in known() {
        assert_eq!(dd::dd_table(&k.deal), k.table, "{}", k.deal.to_pbn());
    }
}

#[test]
fn one_strain_and_one_declarer_agree_with_the_table() {
    let mut solver = DdSolver::new();
    for k in known().iter().skip(1).take(12) {
        // A strain and a seat that vary from deal to deal.
        let strain = Strain::ALL[k.par_score.unsigned_abs() as usize % 5];
        let row = solver.strain(&k.deal, strain);
        assert_eq!(row, k.table.tricks[strain as usize], "{}", k.deal.to_pbn());
        let seat = Seat::from_index(k.table.tricks[0][0] as usize % 4);
        assert_eq!(
            solver.tricks(&k.deal, strain, seat),
            k.table.get(strain, seat),
            "{} {strain:?} {seat}",
            k.deal.to_pbn()
        );
    }
}

#[test]
fn the_opening_lead_values_agree_with_the_table() {
    let mut solver = DdSolver::new();
    for k in known().iter().skip(4).take(6) {
        let declarer = Seat::South;
        let play = Play::new(k.deal, "3NT".parse().unwrap(), declarer);
        let want = k.table.get(Strain::NoTrump, declarer);
        assert_eq!(solver.declarer_total(&play), want, "{}", k.deal.to_pbn());
        let values = solver.card_values(&play);
        assert_eq!(values.len(), 13);
        // The defenders' best lead holds declarer to the table's number.
        let best = values.iter().map(|v| v.1).max().unwrap();
        assert_eq!(13 - best, want);
        // The same position built from hands.
        let hands = Seat::ALL.map(|s| k.deal.hand(s));
        let pos = Position::new(hands, Strain::NoTrump, declarer.next(), &[]).unwrap();
        assert_eq!(solver.best(&pos), best);
    }
}
