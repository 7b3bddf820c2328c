//! `bridge dd` and `bridge par`: double-dummy tables and par of PBN deals.

use crate::Failure;
use bridge_engine::dd::dd_table;
use bridge_engine::par::par;
use bridge_engine::{Deal, Seat, Vulnerability};
use std::io::{self, BufRead, Write};

/// Where the deals come from: `--deal` values, else the lines of stdin.
struct Input {
    deals: Vec<String>,
    dealer: Option<Seat>,
    vul: Option<Vulnerability>,
}

fn input(cmd: &str, args: &[String], conditions: bool) -> Result<Input, Failure> {
    let mut i = Input {
        deals: Vec::new(),
        dealer: None,
        vul: None,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let Some(value) = it.next() else {
            return Err(Failure::Usage(format!("{flag} needs a value")));
        };
        match flag.as_str() {
            "--deal" => i.deals.push(value.clone()),
            "--dealer" if conditions => {
                i.dealer = Some(value.parse().map_err(|_| {
                    Failure::Usage(format!("--dealer {value:?} is not N, E, S or W"))
                })?);
            }
            "--vul" if conditions => {
                i.vul = Some(value.parse().map_err(|_| {
                    Failure::Usage(format!("--vul {value:?} is not None, NS, EW or All"))
                })?);
            }
            other => return Err(Failure::Usage(format!("unexpected {other:?} for {cmd}"))),
        }
    }
    Ok(i)
}

/// Runs `each` on every deal (of `--deal`, else one a line of stdin; blank lines skipped).
/// A deal that is not valid prints nothing on stdout and `line N: why` (or `--deal N: why`)
/// on stderr; the other
/// deals still run, and the status is then 1.
fn for_each_deal(
    deals: &[String],
    out: &mut impl Write,
    mut each: impl FnMut(&Deal, &mut dyn Write) -> io::Result<()>,
) -> Result<(), Failure> {
    let mut bad = 0usize;
    let mut one = |place: String, text: &str, out: &mut dyn Write| -> Result<(), Failure> {
        match Deal::from_pbn(text.trim()) {
            Ok(deal) => {
                each(&deal, out)?;
                // A line a deal as soon as it is solved: scripts may feed deals one by one.
                out.flush()?;
            }
            Err(why) => {
                bad += 1;
                out.flush()?;
                eprintln!("bridge: {place}: {why}");
            }
        }
        Ok(())
    };
    if deals.is_empty() {
        for (i, line) in io::stdin().lock().lines().enumerate() {
            let line = line.map_err(|e| Failure::Data(format!("reading stdin: {e}")))?;
            if !line.trim().is_empty() {
                one(format!("line {}", i + 1), &line, out)?;
            }
        }
    } else {
        for (i, text) in deals.iter().enumerate() {
            one(format!("--deal {}", i + 1), text, out)?;
        }
    }
    if bad == 0 {
        Ok(())
    } else {
        Err(Failure::Data(String::new()))
    }
}

/// `bridge dd [--deal D]...`: one line of 20 numbers a deal, declarer N, E, S, W in clubs,
/// then diamonds, hearts, spades and no-trumps.
pub fn dd(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let i = input("dd", args, false)?;
    for_each_deal(&i.deals, out, |deal, out| {
        let numbers: Vec<String> = dd_table(deal).flat().iter().map(u8::to_string).collect();
        writeln!(out, "{}", numbers.join(" "))
    })
}

/// `bridge par --dealer D --vul V [--deal D]...`: the par score from North-South's side and
/// the par contracts (`pass` when the deal is passed out), one line a deal.
pub fn par_cmd(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let i = input("par", args, true)?;
    let dealer = i
        .dealer
        .ok_or_else(|| Failure::Usage("par needs --dealer D (N, E, S or W)".into()))?;
    let vul = i
        .vul
        .ok_or_else(|| Failure::Usage("par needs --vul V (None, NS, EW or All)".into()))?;
    for_each_deal(&i.deals, out, |deal, out| {
        let p = par(&dd_table(deal), dealer, vul);
        let contracts: Vec<String> = p.contracts.iter().map(|c| c.to_string()).collect();
        if contracts.is_empty() {
            writeln!(out, "{} pass", p.score)
        } else {
            writeln!(out, "{} {}", p.score, contracts.join(", "))
        }
    })
}
