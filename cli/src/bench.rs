//! `bridge bench`: prints how fast the engine's main operations run on this machine.
//!
//! Figures, not pass/fail: machines here are shared and noisy, so compare ratios between runs
//! on the same machine rather than absolute times.

use crate::robot_cmds::parse_strength;
use bridge_engine::claim;
use bridge_engine::dd::{MemoryBudget, dd_table_with, table_threads};
use bridge_engine::robot::{
    Goal, PlayConfig, PlayView, Strength, choose_call, play_card, play_card_timed,
};
use bridge_engine::save;
use bridge_engine::scoring::duplicate;
use bridge_engine::session::{FieldStyle, Session, SessionKind, robot_table};
use bridge_engine::{
    Auction, Bid, Board, Contract, Deal, Doubling, Game, Phase, Play, Seat, Vulnerability,
};
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

/// What `bridge bench` was asked to run.
struct Options {
    /// Scales the number of runs of the quick operations.
    count: u32,
    /// How many seeded deals the double-dummy figures are taken over.
    dd_deals: u64,
    /// Transposition-table budget of the double-dummy solver.
    budget: MemoryBudget,
    /// Only the double-dummy figures.
    dd_only: bool,
    /// Only the card-play robot's figures.
    play_only: bool,
    /// Only the bidding robot's figures.
    bid_only: bool,
    /// Deals of the card-play figures (and of the bidding's, with `deals_given`).
    play_deals: u64,
    /// `--deals` was given.
    deals_given: bool,
    /// The card-play robot's strength.
    strength: Strength,
    /// The card-play robot decides within its time (`play_card_timed`), the clock being this
    /// thread's CPU time, as the app's robots do with the browser's clock.
    timed: bool,
}

const USAGE: &str = "usage: bridge bench [dd|play|bid] [--count K] [--deals N] [--memory INITIAL/MAX] \
                     [--strength quick|standard|strong] [--timed]";

fn options(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        count: 1,
        dd_deals: 100,
        budget: MemoryBudget::DEFAULT,
        dd_only: false,
        play_only: false,
        bid_only: false,
        play_deals: 10,
        deals_given: false,
        strength: Strength::Strong,
        timed: false,
    };
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        if arg == "--timed" {
            o.timed = true;
            continue;
        }
        if arg == "dd" {
            o.dd_only = true;
            continue;
        }
        if arg == "play" {
            o.play_only = true;
            continue;
        }
        if arg == "bid" {
            o.bid_only = true;
            continue;
        }
        let value = it
            .next()
            .ok_or_else(|| format!("{arg} needs a value\n{USAGE}"))?;
        let bad = || format!("{arg} {value:?} is not valid\n{USAGE}");
        match arg.as_str() {
            "--count" => o.count = value.parse().map_err(|_| bad())?,
            "--deals" => {
                o.dd_deals = value.parse().map_err(|_| bad())?;
                o.play_deals = o.dd_deals;
                o.deals_given = true;
            }
            "--strength" => o.strength = parse_strength(value).map_err(|_| bad())?,
            "--memory" => {
                let (a, b) = value.split_once('/').ok_or_else(bad)?;
                let initial_mb: u32 = a.parse().map_err(|_| bad())?;
                let max_mb: u32 = b.parse().map_err(|_| bad())?;
                if initial_mb == 0 || max_mb < initial_mb {
                    return Err(bad());
                }
                o.budget = MemoryBudget { initial_mb, max_mb };
            }
            _ => return Err(USAGE.into()),
        }
    }
    Ok(o)
}

/// The hard deal: a slow one for every solver.
pub const HARD_DEAL: &str = "N:K7643.KT72.8.Q43 QT98.A953.A43.85 A.J86.J9762.K972 J52.Q4.KQT5.AJT6";

/// The process's peak resident memory in MiB (`VmHWM`), where the system reports it.
fn peak_memory_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

/// CPU time each thread of this process has run, in ns (`/proc/self/task/*/schedstat`), by
/// thread id; empty where the system does not report it.
fn thread_cpu_ns() -> Vec<(String, u64)> {
    let Ok(dir) = std::fs::read_dir("/proc/self/task") else {
        return Vec::new();
    };
    dir.filter_map(|e| {
        let e = e.ok()?;
        let text = std::fs::read_to_string(e.path().join("schedstat")).ok()?;
        let ns = text.split_whitespace().next()?.parse().ok()?;
        Some((e.file_name().to_string_lossy().into_owned(), ns))
    })
    .collect()
}

/// The most CPU time one thread spent between two [`thread_cpu_ns`] readings, in ms: the time
/// the work would take on idle cores, whatever else the machine runs meanwhile.
fn busiest_thread_ms(before: &[(String, u64)], after: &[(String, u64)]) -> f64 {
    after
        .iter()
        .map(|(id, ns)| {
            let was = before.iter().find(|(b, _)| b == id).map_or(0, |b| b.1);
            ns.saturating_sub(was)
        })
        .max()
        .unwrap_or(0) as f64
        / 1e6
}

/// The CPU time this thread has run, in ms (0 where the system does not report it).
pub(crate) fn this_thread_cpu_ms() -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|t| t.split_whitespace().next()?.parse::<u64>().ok())
        .map_or(0.0, |ns| ns as f64 / 1e6)
}

/// "mean … median … p90 … max …" of some times in ms (sorted here).
pub(crate) fn summary(ms: &mut [f64]) -> String {
    ms.sort_by(f64::total_cmp);
    let n = ms.len();
    if n == 0 {
        return "no deals".into();
    }
    let mean = ms.iter().sum::<f64>() / n as f64;
    let median = if n % 2 == 1 {
        ms[n / 2]
    } else {
        (ms[n / 2 - 1] + ms[n / 2]) / 2.0
    };
    // Nearest rank: the smallest time at or above 90% of the deals.
    let p90 = ms[(n * 9).div_ceil(10) - 1];
    let max = ms[n - 1];
    format!("mean {mean:.1} ms   median {median:.1} ms   p90 {p90:.1} ms   max {max:.1} ms")
}

/// Solves `deal`'s table and returns (wall ms, busiest thread's CPU ms).
fn time_table(deal: &Deal, budget: MemoryBudget) -> (f64, f64) {
    let cpu = thread_cpu_ns();
    let start = Instant::now();
    std::hint::black_box(dd_table_with(deal, budget));
    let wall = start.elapsed().as_secs_f64() * 1e3;
    (wall, busiest_thread_ms(&cpu, &thread_cpu_ns()))
}

/// Times the double-dummy table of `n` seeded deals (those of `bridge deal --seed 0 --count N`)
/// and prints mean, median, p90 and max, then the hard deal and the peak memory. Each figure
/// comes twice: wall-clock time, and the CPU time of the busiest thread (what the wall time
/// would be on otherwise idle cores; the two agree on a quiet machine).
fn bench_dd(o: &Options, out: &mut impl Write) -> std::io::Result<()> {
    let (mut wall, mut cpu): (Vec<f64>, Vec<f64>) = (0..o.dd_deals)
        .map(|i| time_table(&Deal::random(crate::deal_seed(0, i)), o.budget))
        .unzip();
    let n = wall.len();
    writeln!(
        out,
        "double-dummy table, {n} deals (seed 0), wall   {}",
        summary(&mut wall)
    )?;
    writeln!(
        out,
        "double-dummy table, {n} deals (seed 0), CPU    {}",
        summary(&mut cpu)
    )?;
    let hard = Deal::from_pbn(HARD_DEAL).expect("the hard deal is valid");
    let (wall, cpu) = time_table(&hard, o.budget);
    writeln!(
        out,
        "double-dummy table, hard deal   wall {wall:.1} ms   CPU {cpu:.1} ms"
    )?;
    writeln!(
        out,
        "double-dummy budget {}/{} MiB per solver, {} thread(s)",
        o.budget.initial_mb,
        o.budget.max_mb,
        table_threads()
    )?;
    match peak_memory_mib() {
        Some(mib) => writeln!(out, "peak memory (VmHWM) {mib:.0} MiB"),
        None => writeln!(out, "peak memory: not reported by this system"),
    }
}

/// Times the sampling robot's card decisions over `o.play_deals` seeded deals (deal i of
/// `bridge deal --seed 0`, board i + 1; the robots bid, then every card is the sampling
/// robot's at `o.strength`): CPU time of this thread per card, the opening leads apart.
fn bench_play(o: &Options, out: &mut impl Write) -> std::io::Result<()> {
    let (mut all, mut leads) = (Vec::new(), Vec::new());
    // The slowest decision: ms, deal, cards played before it.
    let mut slowest = (0.0f64, 0u64, 0usize);
    for i in 0..o.play_deals {
        let board = Board::numbered(i as u32 + 1, Deal::random(crate::deal_seed(0, i)));
        let mut game = Game::new(board);
        loop {
            match game.phase() {
                Phase::Auction(a) => {
                    let Some(seat) = a.to_call() else { break };
                    let call = choose_call(board.deal.hand(seat), a, board.vulnerability).call;
                    if game.call(call).is_err() {
                        break;
                    }
                }
                Phase::Play(p) => {
                    let Some(seat) = p.to_play() else { break };
                    let view = PlayView::new(p, seat)
                        .with_auction(game.auction())
                        .with_vulnerability(board.vulnerability);
                    let config = PlayConfig {
                        strength: o.strength,
                        goal: Goal::Total,
                        seed: i,
                    };
                    let opening = p.card_count() == 0;
                    let cpu = thread_cpu_ns();
                    let card = if o.timed {
                        let mut clock = this_thread_cpu_ms;
                        play_card_timed(&view, &config, &mut clock).card
                    } else {
                        play_card(&view, &config).card
                    };
                    let ms = busiest_thread_ms(&cpu, &thread_cpu_ns());
                    all.push(ms);
                    if ms > slowest.0 {
                        slowest = (ms, i, p.card_count());
                    }
                    if opening {
                        leads.push(ms);
                    }
                    if game.play_card(card).is_err() {
                        break;
                    }
                }
                Phase::Done(_) => break,
            }
        }
    }
    let n = all.len();
    all.sort_by(f64::total_cmp);
    let p95 = all.get((n * 95).div_ceil(100).saturating_sub(1)).copied();
    let over = all.iter().filter(|&&ms| ms > o.strength.time_ms()).count();
    writeln!(
        out,
        "card play ({:?}{}), {} deals, {n} cards, CPU   {}   p95 {:.1} ms   over {:.0} ms: {over}",
        o.strength,
        if o.timed { ", timed" } else { "" },
        o.play_deals,
        summary(&mut all),
        p95.unwrap_or(0.0),
        o.strength.time_ms()
    )?;
    writeln!(
        out,
        "card play ({:?}), opening leads, CPU   {}   slowest card: deal {} after {} cards",
        o.strength,
        summary(&mut leads),
        slowest.1,
        slowest.2
    )
}

/// Times every robot call of the deals of `bridge system --par` (`--deals N`, 200 unless
/// given): CPU time of this thread per call, and the calls over 100 ms (those where a judgement
/// by simulation ran, see the engine's `bidding/judge.rs`).
fn bench_bid(o: &Options, out: &mut impl Write) -> std::io::Result<()> {
    let deals = if o.deals_given { o.play_deals } else { 200 };
    let mut all = Vec::new();
    let mut slowest = (0.0f64, 0u64, 0usize);
    for i in 0..deals {
        let (deal, dealer, vul) = crate::system_cmds::par_deal(i);
        let mut a = Auction::new(dealer);
        while let Some(seat) = a.to_call() {
            let start = this_thread_cpu_ms();
            let call = choose_call(deal.hand(seat), &a, vul).call;
            let ms = this_thread_cpu_ms() - start;
            if ms > slowest.0 || slowest.1 == 0 {
                slowest = (ms, 1000 + i, a.calls().len());
            }
            all.push(ms);
            if a.call(call).is_err() {
                break;
            }
        }
    }
    let n = all.len();
    all.sort_by(f64::total_cmp);
    let p95 = all.get((n * 95).div_ceil(100).saturating_sub(1)).copied();
    let over = all.iter().filter(|&&ms| ms > 100.0).count();
    writeln!(
        out,
        "bidding, {deals} par deals, {n} calls, CPU   {}   p95 {:.2} ms   over 100 ms: {over}   \
         slowest: deal {} call {}",
        summary(&mut all),
        p95.unwrap_or(0.0),
        slowest.1,
        slowest.2 + 1
    )
}

/// `bridge bench [dd|play|bid] [--count K] [--deals N] [--memory INITIAL/MAX] [--strength S]`.
pub fn bench(args: &[String], out: &mut impl Write) -> Result<(), String> {
    let o = options(args)?;
    let io = |e: std::io::Error| e.to_string();
    if o.dd_only {
        return bench_dd(&o, out).map_err(io);
    }
    if o.play_only {
        return bench_play(&o, out).map_err(io);
    }
    if o.bid_only {
        return bench_bid(&o, out).map_err(io);
    }
    let k = o.count;
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

    // At the quick strength, as the card-play figures below: the sampling robots' own time is
    // what `bench play` measures, and 20 deals at strong took 90 s in a debug build.
    let mut quick_table = FieldStyle::of_table(0);
    quick_table.play.strength = Strength::Quick;
    // 20 × K deals, or N with `--deals N` (at most 20 × K): a whole deal costs about a CPU
    // second in a debug build, and the CLI's test asks for two.
    let n = if o.deals_given {
        o.play_deals.min(deals.len() as u64) as u32
    } else {
        deals.len() as u32
    };
    let each = per_run(n, |i| {
        std::hint::black_box(robot_table(
            &Board::numbered(i + 1, deals[i as usize]),
            quick_table,
        ));
    });
    line(out, "robots (quick) bid and play a whole deal", n, each).map_err(io)?;

    let mut session = Session::new("bench", SessionKind::Practice, 7);
    if let Some(t) = session.table_mut() {
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
    bench_play(
        &Options {
            play_deals: 2 * u64::from(k),
            strength: Strength::Quick,
            ..o
        },
        out,
    )
    .map_err(io)?;
    bench_dd(&o, out).map_err(io)
}
