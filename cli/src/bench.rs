//! `bridge bench`: prints how fast the engine's main operations run on this machine.
//!
//! Figures, not pass/fail: machines here are shared and noisy, so compare ratios between runs
//! on the same machine rather than absolute times.

use bridge_engine::claim;
use bridge_engine::dd::dd_table;
use bridge_engine::save;
use bridge_engine::scoring::duplicate;
use bridge_engine::session::{FieldStyle, Session, SessionKind, robot_table};
use bridge_engine::{Bid, Board, Contract, Deal, Doubling, Play, Seat, Vulnerability};
use std::io::Write;
use std::time::{Duration, Instant};

/// Runs `f` `n` times and returns the time per run.
fn per_run(n: u32, mut f: impl FnMut(u32)) -> Duration {
    let start = Instant::now();
    for i in 0..n {
        f(i);
    }
    start.elapsed() / n.max(1)
}

fn line(out: &mut impl Write, what: &str, n: u32, each: Duration) -> std::io::Result<()> {
    let us = each.as_secs_f64() * 1e6;
    let rate = if us > 0.0 { 1e6 / us } else { f64::INFINITY };
    writeln!(
        out,
        "{what:<38} {n:>7} runs {us:>12.2} µs each {rate:>12.0} /s"
    )
}

/// `bridge bench [--count K]`: K scales the number of runs (default 1).
pub fn bench(args: &[String], out: &mut impl Write) -> Result<(), String> {
    let k: u32 = match args {
        [] => 1,
        [flag, n] if flag == "--count" => n
            .parse()
            .map_err(|_| format!("--count {n:?} is not a number"))?,
        _ => return Err("usage: bridge bench [--count K]".into()),
    };
    let io = |e: std::io::Error| e.to_string();
    let deals: Vec<Deal> = (0..u64::from(20 * k)).map(Deal::random).collect();

    let n = 20_000 * k;
    line(
        out,
        "deal a random hand",
        n,
        per_run(n, |i| {
            std::hint::black_box(Deal::random(u64::from(i)));
        }),
    )
    .map_err(io)?;

    let contracts: Vec<Contract> = Bid::all()
        .flat_map(|b| {
            [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled]
                .map(|d| Contract::new(b, d))
        })
        .collect();
    let n = 200 * k;
    let each = per_run(n, |_| {
        for c in &contracts {
            for vul in [Vulnerability::None, Vulnerability::Both] {
                for tricks in 0..=13 {
                    std::hint::black_box(duplicate::declarer_score(*c, Seat::North, vul, tricks));
                }
            }
        }
    });
    line(out, "score all 2940 results", n, each).map_err(io)?;

    let n = deals.len() as u32;
    let each = per_run(n, |i| {
        std::hint::black_box(robot_table(
            &Board::numbered(i + 1, deals[i as usize]),
            FieldStyle::of_table(0),
        ));
    });
    line(out, "robots bid and play a whole deal", n, each).map_err(io)?;

    let n = 3 * k;
    let each = per_run(n, |i| {
        std::hint::black_box(dd_table(&deals[i as usize]));
    });
    line(out, "double-dummy table (20 solves)", n, each).map_err(io)?;

    let mut session = Session::new("bench", SessionKind::Practice, 7);
    if let Some(t) = session.table.as_mut() {
        while t.robot_step().is_some() {}
    }
    let text = save::to_json(&session);
    let n = 2_000 * k;
    let each = per_run(n, |_| {
        std::hint::black_box(save::from_json(&text).ok());
    });
    line(out, "load a saved session (replays it)", n, each).map_err(io)?;

    // Claims: judged against every defence with 7 tricks left (robots played the first six).
    let positions: Vec<Play> = deals
        .iter()
        .map(|d| {
            let mut p = Play::new(*d, "3NT".parse().expect("a contract"), Seat::South);
            while p.tricks_remaining() > 7 {
                if let Some(c) = p.legal_cards().iter().next() {
                    let _ = p.play(c);
                }
            }
            p
        })
        .collect();
    let n = positions.len() as u32;
    let each = per_run(n, |i| {
        std::hint::black_box(claim::judge(&positions[i as usize], claim::Claim::of(7)).ok());
    });
    line(out, "judge a claim of 7 tricks", n, each).map_err(io)?;
    Ok(())
}
