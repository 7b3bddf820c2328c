//! `bridge movement`: a club evening's movement, its guide cards and the proposals for the pairs
//! that turned up.

use crate::{Failure, number};
use bridge_engine::scorer::movement::cards::PairPlace;
use bridge_engine::scorer::movement::propose::propose;
use bridge_engine::scorer::movement::{Kind, Movement, SetPlace};
use std::io::Write;

/// What the command line asked for.
struct Options {
    pairs: Option<u32>,
    per_round: Option<u32>,
    kind: Option<Kind>,
    arrow_switch: bool,
    rounds: Option<u32>,
    propose: Option<u32>,
}

fn options(args: &[String]) -> Result<Options, Failure> {
    let mut o = Options {
        pairs: None,
        per_round: None,
        kind: None,
        arrow_switch: false,
        rounds: None,
        propose: None,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .ok_or_else(|| Failure::Usage(format!("{name} needs a value")))
        };
        match a.as_str() {
            "--pairs" => o.pairs = Some(number(value("--pairs")?, "--pairs")?),
            "--boards-per-round" => {
                o.per_round = Some(number(value("--boards-per-round")?, "--boards-per-round")?);
            }
            "--rounds" => o.rounds = Some(number(value("--rounds")?, "--rounds")?),
            "--propose" => o.propose = Some(number(value("--propose")?, "--propose")?),
            "--arrow-switch" => o.arrow_switch = true,
            "--howell" => o.kind = Some(Kind::Howell),
            "--mitchell" => o.kind = Some(Kind::Mitchell),
            "--kind" => {
                let v = value("--kind")?;
                o.kind = Some(Kind::from_name(v).ok_or_else(|| {
                    Failure::Usage(format!(
                        "--kind {v:?}: one of {}",
                        Kind::ALL.map(Kind::name).join(", ")
                    ))
                })?);
            }
            other => {
                return Err(Failure::Usage(format!(
                    "movement: unknown option {other:?}"
                )));
            }
        }
    }
    Ok(o)
}

/// The movement the options describe. `--mitchell` takes the Mitchell that runs with the
/// tables (relay and bye for an even number, or the skip when one board a round cannot be
/// shared); `--howell` the complete Howell; neither, the best proposal for the time.
fn movement(o: &Options, pairs: u32) -> Result<Movement, Failure> {
    let per_round = o.per_round.unwrap_or(3);
    let data = |e: bridge_engine::scorer::movement::MovementError| Failure::Data(e.to_string());
    let tables = pairs.div_ceil(2);
    let kind = match o.kind {
        Some(Kind::Mitchell) if tables.is_multiple_of(2) => {
            if Movement::new(Kind::RelayMitchell, pairs, per_round).is_ok() {
                Kind::RelayMitchell
            } else {
                Kind::SkipMitchell
            }
        }
        Some(k) => k,
        None => {
            let time = o.rounds.map_or(24, |r| r * per_round);
            let best = propose(pairs, time, usize::MAX)
                .map_err(data)?
                .into_iter()
                .find(|p| p.movement.boards_per_round() == per_round)
                .ok_or_else(|| {
                    Failure::Data(format!(
                        "no movement for {pairs} pairs at {per_round} boards a round"
                    ))
                })?;
            best.movement.kind()
        }
    };
    let mut m = Movement::new(kind, pairs, per_round).map_err(data)?;
    if let Some(r) = o.rounds {
        m = m.with_rounds(r.min(m.rounds())).map_err(data)?;
    }
    m.with_arrow_switch(o.arrow_switch).map_err(data)
}

fn place(p: Option<PairPlace>) -> String {
    match p {
        None => "-".into(),
        Some(PairPlace::SitOut) => "sit out".into(),
        Some(PairPlace::Table { table, north_south }) => {
            format!("{table} {}", if north_south { "NS" } else { "EW" })
        }
    }
}

fn boards(b: &[u32]) -> String {
    b.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
}

fn describe(m: &Movement) -> String {
    let mut s = format!(
        "{} for {} pairs: {} tables, {} rounds of {} boards, boards 1-{}",
        m.kind().name(),
        m.pair_count(),
        m.tables(),
        m.rounds(),
        m.boards_per_round(),
        m.boards()
    );
    if let Some(p) = m.phantom() {
        s += &format!(", pair {p} is the phantom (its opponents sit out)");
    }
    if m.arrow_switch() {
        s += &format!(
            ", arrow switch in the last {} round(s)",
            m.switched_rounds()
        );
    }
    s += if m.one_field() {
        ", one winner"
    } else {
        ", two winners"
    };
    s
}

/// `bridge movement --pairs N [--boards-per-round B] [--howell | --mitchell | --kind K]
/// [--rounds R] [--arrow-switch]`, or `--propose TIME`.
pub fn movement_cmd(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let o = options(args)?;
    let pairs = o
        .pairs
        .ok_or_else(|| Failure::Usage("movement needs --pairs N".into()))?;
    if let Some(time) = o.propose {
        let list = propose(pairs, time, 8).map_err(|e| Failure::Data(e.to_string()))?;
        for (i, p) in list.iter().enumerate() {
            writeln!(
                out,
                "{}. {}; each pair plays {} boards and meets {:.0}% of the others{}",
                i + 1,
                describe(&p.movement),
                p.boards_played,
                100.0 * p.meets,
                if p.shares {
                    "; two tables share boards"
                } else {
                    ""
                }
            )?;
        }
        return Ok(());
    }
    let m = movement(&o, pairs)?;
    writeln!(out, "{}", describe(&m))?;
    for card in m.table_cards() {
        writeln!(out, "\nTable {}", card.table)?;
        writeln!(
            out,
            "round  NS  EW  boards        NS next   EW next   boards next"
        )?;
        for r in &card.rounds {
            match r.seating {
                Some(s) => {
                    let mut b = boards(&s.play_order());
                    if let Some(o) = s.shares_with {
                        b += &format!(" (share {o})");
                    }
                    if s.switched {
                        b += " (switched)";
                    }
                    writeln!(
                        out,
                        "{:>5} {:>3} {:>3}  {:<13} {:<9} {:<9} {}",
                        r.round,
                        s.north_south,
                        s.east_west,
                        b,
                        place(r.north_south_next),
                        place(r.east_west_next),
                        match r.boards_next {
                            None => "-".to_string(),
                            Some(SetPlace::Table(t)) => format!("table {t}"),
                            Some(SetPlace::Stand) => "relay".to_string(),
                        }
                    )?;
                }
                None => writeln!(
                    out,
                    "{:>5} pair {} sits out",
                    r.round,
                    r.sitting_out.map_or("-".into(), |p| p.to_string())
                )?,
            }
        }
    }
    for card in m.pair_cards() {
        writeln!(out, "\nPair {}", card.pair)?;
        writeln!(out, "round  table     against  boards        next")?;
        for r in &card.rounds {
            writeln!(
                out,
                "{:>5}  {:<9} {:<8} {:<13} {}",
                r.round,
                place(Some(r.place)),
                r.opponent.map_or("-".into(), |p| p.to_string()),
                boards(&r.boards),
                place(r.next)
            )?;
        }
    }
    Ok(())
}
