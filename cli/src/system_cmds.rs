//! `bridge system`: the robots' bidding system, rule by rule, and `--markdown`, which writes
//! `docs/bidding-system.md` (the hand-written notes, then a table of every rule generated from
//! the rules themselves, with the meaning the app shows in English).
//!
//! The engine says meanings as catalogue messages; this module renders them with the English
//! catalogue of the app (`locales/en/*.txt`), so the command line reads as the app does.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::Write;
use std::sync::OnceLock;

use bridge_engine::msg::{Arg, Msg};
use bridge_engine::robot::bidding::system::{CallSpec, Den, Force, Pos, Rule, SuitRef, When};
use bridge_engine::robot::bidding::{self};
use bridge_engine::{Call, Seat, Strain};

use crate::Failure;

/// Every English catalogue file, joined by the build script.
pub(crate) const EN: &str = include_str!(concat!(env!("OUT_DIR"), "/en.txt"));

/// The `key = text` lines of a joined catalogue.
pub(crate) fn entries(text: &'static str) -> HashMap<&'static str, &'static str> {
    text.lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.trim(), v.trim()))
        .collect()
}

fn catalogue() -> &'static HashMap<&'static str, &'static str> {
    static CAT: OnceLock<HashMap<&'static str, &'static str>> = OnceLock::new();
    CAT.get_or_init(|| entries(EN))
}

fn lookup(key: &str) -> String {
    catalogue()
        .get(key)
        .map_or_else(|| key.to_string(), |s| (*s).to_string())
}

fn strain(s: Strain) -> String {
    match s.trump() {
        Some(suit) => suit.symbol().to_string(),
        None => lookup("strain.nt"),
    }
}

fn call(c: Call) -> String {
    match c {
        Call::Pass => lookup("call.pass"),
        Call::Double => lookup("call.double"),
        Call::Redouble => lookup("call.redouble"),
        Call::Bid(b) => format!("{}{}", b.level(), strain(b.strain())),
    }
}

/// A message in English, as the app renders it.
pub fn english(m: &Msg) -> String {
    let mut text = if catalogue().contains_key(m.key.as_str()) {
        lookup(&m.key)
    } else {
        // A plural family (`key.one`, `key.other`): the form of the count, the argument `n`
        // or else the first number (as the app renders it).
        let count = m
            .arg("n")
            .or_else(|| {
                m.args
                    .iter()
                    .map(|(_, a)| a)
                    .find(|a| matches!(a, Arg::Int(_)))
            })
            .and_then(|a| match a {
                Arg::Int(n) => Some(*n),
                _ => None,
            });
        let form = if count == Some(1) { "one" } else { "other" };
        lookup(&format!("{}.{form}", m.key))
    };
    for (name, arg) in &m.args {
        let value = match arg {
            Arg::Int(n) => n.to_string(),
            Arg::Suit(s) => s.symbol().to_string(),
            Arg::Strain(s) => strain(*s),
            Arg::Call(c) => call(*c),
            Arg::Card(c) => format!("{}{}", c.suit.symbol(), c.rank.label()),
            Arg::Seat(s) => lookup(match s {
                Seat::North => "seat.north",
                Seat::East => "seat.east",
                Seat::South => "seat.south",
                Seat::West => "seat.west",
            }),
            Arg::Msg(inner) => english(inner),
            Arg::List(items) => items
                .iter()
                .map(english)
                .collect::<Vec<_>>()
                .join(&format!("{} ", lookup("list.separator"))),
            Arg::Text(t) => t.clone(),
        };
        text = text.replace(&format!("{{{name}}}"), &value);
    }
    text
}

fn suit_ref(r: SuitRef) -> String {
    match r {
        SuitRef::Var => "S".into(),
        SuitRef::Is(s) => s.symbol().into(),
        SuitRef::Opening => "our first suit".into(),
        SuitRef::PartnerLast => "partner's suit".into(),
        SuitRef::MyLast => "my suit".into(),
        SuitRef::OppLast => "their suit".into(),
        SuitRef::Agreed => "the agreed suit".into(),
        SuitRef::PartnerFirst => "partner's first suit".into(),
        SuitRef::MyFirst => "my first suit".into(),
        SuitRef::OppFirst => "their first suit".into(),
    }
}

fn den(d: Den) -> String {
    match d {
        Den::NT => lookup("strain.nt"),
        Den::Of(r) => suit_ref(r),
    }
}

/// The call a rule makes, in words.
fn call_text(spec: CallSpec) -> String {
    match spec {
        CallSpec::Pass => lookup("call.pass"),
        CallSpec::Double => lookup("call.double"),
        CallSpec::Redouble => lookup("call.redouble"),
        // A suit named by its relation reads "6 in the agreed suit", a symbol "6♥", "6S".
        CallSpec::At(level, d @ (Den::NT | Den::Of(SuitRef::Var | SuitRef::Is(_)))) => {
            format!("{level}{}", den(d))
        }
        CallSpec::At(level, d) => format!("{level} in {}", den(d)),
        CallSpec::Cheapest(d) => format!("cheapest {}", den(d)),
        CallSpec::Jump(d) => format!("jump in {}", den(d)),
        CallSpec::Game(d) => format!("game in {}", den(d)),
    }
}

fn pattern(p: &str) -> String {
    p.replace('N', "NT")
        .replace('C', "♣")
        .replace('D', "♦")
        .replace('H', "♥")
        .replace('S', "♠")
        .replace('x', "(suit)")
        .replace('M', "(major)")
        .replace('m', "(minor)")
        .replace('=', "(our suit)")
        .replace('|', " or ")
        .replace(' ', " – ")
        .replace(" – or – ", " or ")
}

/// When a rule applies, in words.
fn when_text(rule: &Rule) -> String {
    let parts: Vec<String> = rule
        .when
        .iter()
        .map(|w| match *w {
            When::Pos(p) => match p {
                Pos::Opening => "opening".into(),
                Pos::Response => "responding".into(),
                Pos::Rebid => "opener's rebid".into(),
                Pos::ResponderRebid => "responder's rebid".into(),
                Pos::Overcall => "over their opening".into(),
                Pos::Advance => "advancing".into(),
                Pos::Later => "later".into(),
                Pos::AfterOpening => "after the opening".into(),
                Pos::Continuing => "later rounds".into(),
            },
            When::Ours(p) => format!("we bid {}", pattern(p)),
            When::NoOppBid => "they have not bid".into(),
            When::OppBid => "they have bid".into(),
            When::OppLast(t) => format!("they bid {}", pattern(t)),
            When::Rho(t) => format!("right-hand opponent {}", pattern(t)),
            When::PartnerRule(ids) => format!("partner's call was {}", ids.replace('|', ", ")),
            When::MyRule(ids) => format!("my call was {}", ids.replace('|', ", ")),
            When::RhoRule(ids) => {
                format!("right-hand opponent's call was {}", ids.replace('|', ", "))
            }
            When::PartnerForcing => "partner's bid is forcing".into(),
            When::NotUsed(id) => format!("{id} not used yet"),
            When::BelowLevel(l) => format!("below the {l} level"),
            When::OppBids(n) => format!("they have bid {n} time(s)"),
            When::OurBidLast => "our side bid last".into(),
            When::PartnerNotRule(ids) => {
                format!("partner's call was not {}", ids.replace('|', ", "))
            }
            When::TheirBidLast => "they bid last".into(),
            When::MustBid => "I may not pass".into(),
            When::NoGame => "we have not bid game".into(),
            When::BelowTheirGame => "they have not bid game".into(),
            When::ThreeSuits => "we have bid three suits".into(),
            When::FourthSeat => "fourth seat (three passes)".into(),
            When::ThirdSeat => "third seat (two passes)".into(),
            When::PartnerMayTrap => "partner passed over their bid".into(),
            When::TheirFit => "both of them bid their suit (a fit)".into(),
            When::PartnerTakeoutDouble => "partner's takeout double stands".into(),
            When::PartnerDoubledToPlay => "partner's bid doubled, passed round to me".into(),
        })
        .collect();
    parts.join("; ")
}

/// The generated part of `docs/bidding-system.md`: every rule in the order tried.
fn rule_table() -> String {
    let mut md = String::new();
    md.push_str("## Every rule, in the order the robots try them\n\n");
    md.push_str(
        "Generated by `bridge system --markdown` from the rules themselves; the meaning is \
         built from each rule's conditions exactly as the app shows it (`S` is the rule's \
         suit). Alerted calls are marked **!**.\n\n",
    );
    md.push_str("| Rule | When | Call | Meaning |\n|---|---|---|---|\n");
    for (rule, meaning) in bidding::rule_meanings() {
        let alert = if rule.aim.alert() { " **!**" } else { "" };
        let _ = writeln!(
            md,
            "| `{}` | {} | {}{alert} | {} |",
            rule.id,
            when_text(rule),
            call_text(rule.call),
            english(&meaning).replace('|', "\\|"),
        );
    }
    md
}

/// The whole of `docs/bidding-system.md`.
pub fn markdown() -> String {
    let mut md = bidding::NOTES.trim_end().to_string();
    md.push_str("\n\n");
    md.push_str(&rule_table());
    md
}

/// What `bridge system` takes.
const SYSTEM_USAGE: &str = "usage: bridge system [--markdown | --par DEALS [--from I] \
     [--bids-pbn FILE] [--ns BRIDGE] [--ew BRIDGE] | --floor DEALS [--from I] [--layouts L] \
     [--bids-pbn FILE]]";

/// Who bids for one pair of seats at the tables of `system --par`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Bidder {
    /// This program's robots, in this process.
    Own,
    /// Another `bridge` program's robots (another version), asked for each call by
    /// `PATH bid --dealer D --vul V --hand HAND --auction CALLS`: it sees the seat's own hand,
    /// the dealer, the vulnerability and the calls, what a robot at the table sees.
    External(std::path::PathBuf),
}

impl Bidder {
    /// The call of the robot at `seat` holding `hand`, with `auction` so far. An external
    /// robot's answer must be a call that is legal here, else the error names the deal, the
    /// seat, the program and what it answered.
    pub fn call(
        &self,
        deal_number: u64,
        seat: Seat,
        hand: bridge_engine::CardSet,
        auction: &bridge_engine::Auction,
        vul: bridge_engine::Vulnerability,
    ) -> Result<Call, Failure> {
        let path = match self {
            Bidder::Own => return Ok(bridge_engine::robot::choose_call(hand, auction, vul).call),
            Bidder::External(path) => path,
        };
        let calls: Vec<String> = auction.calls().iter().map(|c| c.pbn()).collect();
        let at = |why: String| {
            Failure::Data(format!(
                "deal {deal_number}: the robot of {} at {seat}: {why}",
                path.display()
            ))
        };
        let output = std::process::Command::new(path)
            .args(["bid", "--dealer"])
            .arg(auction.dealer().letter().to_string())
            .args([
                "--vul",
                vul.pbn(),
                "--hand",
                &hand.to_pbn_hand(),
                "--auction",
            ])
            .arg(calls.join(" "))
            .output()
            .map_err(|e| at(format!("it does not run: {e}")))?;
        if !output.status.success() {
            return Err(at(format!(
                "it failed ({}): {}",
                output.status,
                String::from_utf8_lossy(&output.stderr).trim()
            )));
        }
        let answer = String::from_utf8_lossy(&output.stdout);
        // `bridge bid` prints the call, then what it means.
        let word = answer.split_whitespace().next().unwrap_or("");
        let call: Call = word
            .parse()
            .map_err(|_| at(format!("its answer {:?} is not a call", answer.trim())))?;
        let mut after = auction.clone();
        after.call(call).map_err(|e| {
            at(format!(
                "its call {call} is not legal after {:?}: {e}",
                calls.join(" ")
            ))
        })?;
        Ok(call)
    }
}

/// The mark a forcing call carries in the commands' one-line listings (`system`, `explain`).
pub(crate) fn force_mark(force: Force) -> &'static str {
    match force {
        Force::No => "",
        Force::OneRound => " forcing",
        Force::Game => " game-forcing",
    }
}

/// `bridge system [--markdown | --par N | --floor N]`.
pub fn system(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    match args {
        [] => {
            for (rule, meaning) in bidding::rule_meanings() {
                let force = force_mark(rule.force);
                writeln!(
                    out,
                    "{:<24} {:<22} {}{force}",
                    rule.id,
                    call_text(rule.call),
                    english(&meaning)
                )
                .map_err(Failure::Io)?;
            }
            Ok(())
        }
        [flag] if flag == "--markdown" => write!(out, "{}", markdown()).map_err(Failure::Io),
        [flag, count, rest @ ..] if flag == "--par" || flag == "--floor" => {
            let n: u64 = count.parse().map_err(|_| {
                Failure::Usage(format!("{flag} needs a number of deals, not {count:?}"))
            })?;
            let (mut from, mut layouts) = (0u64, crate::floor::LAYOUTS);
            let mut bids_pbn = None;
            let mut bidders = [Bidder::Own, Bidder::Own];
            for pair in rest.chunks(2) {
                match pair {
                    [o, v] if o == "--from" => {
                        from = v.parse().map_err(|_| {
                            Failure::Usage(format!("--from needs a deal number, not {v:?}"))
                        })?;
                    }
                    [o, v] if o == "--layouts" && flag == "--floor" => {
                        layouts = v.parse().ok().filter(|&l| l > 0).ok_or_else(|| {
                            Failure::Usage(format!("--layouts needs a positive number, not {v:?}"))
                        })?;
                    }
                    [o, v] if o == "--bids-pbn" && bids_pbn.is_none() => {
                        bids_pbn = Some(v.as_str());
                    }
                    [o, v] if (o == "--ns" || o == "--ew") && flag == "--par" => {
                        let side = usize::from(o == "--ew");
                        if bidders[side] != Bidder::Own {
                            return Err(Failure::Usage(SYSTEM_USAGE.into()));
                        }
                        bidders[side] = Bidder::External(v.into());
                    }
                    _ => return Err(Failure::Usage(SYSTEM_USAGE.into())),
                }
            }
            let range = from.min(n)..n;
            let mut file = match bids_pbn {
                Some(path) => Some(std::io::BufWriter::new(
                    std::fs::File::create(path)
                        .map_err(|e| Failure::Data(format!("{path}: {e}")))?,
                )),
                None => None,
            };
            let bids = file.as_mut().map(|f| f as &mut dyn Write);
            if flag == "--par" {
                par_distance(range, &bidders, out, bids)?;
            } else {
                crate::floor::floor_distance(range, layouts, out, bids)?;
            }
            match file {
                Some(mut f) => f.flush().map_err(Failure::Io),
                None => Ok(()),
            }
        }
        _ => Err(Failure::Usage(SYSTEM_USAGE.into())),
    }
}

/// Par deal `i` of `bridge system --par`: deal `1000 + i`, with board `i % 16`'s dealer and
/// vulnerability (`bridge bench bid` times the calls of the same deals).
pub fn par_deal(
    i: u64,
) -> (
    bridge_engine::deal::Deal,
    Seat,
    bridge_engine::Vulnerability,
) {
    use bridge_engine::Vulnerability;
    let board = (i % 16) as usize;
    let vul = [
        Vulnerability::None,
        Vulnerability::NorthSouth,
        Vulnerability::EastWest,
        Vulnerability::Both,
    ][(board + board / 4) % 4];
    (
        bridge_engine::deal::Deal::random(1000 + i),
        Seat::ALL[board % 4],
        vul,
    )
}

/// `bridge system --par N`: four robots bid N seeded deals (deal `1000 + i`, board `i % 16`'s
/// dealer and vulnerability); each contract is scored double dummy and compared with par. Prints
/// the average IMPs a board from par: how well the bidding alone does, the play taken as perfect.
/// `--from I` bids only deals I to N - 1 (an unseen set, e.g. `--par 400 --from 200`). With
/// `bids`, every deal and its auction is also written there as PBN (Board the deal's number,
/// `1000 + i`), for `bridge match`. `bidders` say who bids for North-South and for East-West:
/// two versions of the robots at one table, for `bridge match --teams`.
fn par_distance(
    range: std::ops::Range<u64>,
    bidders: &[Bidder; 2],
    out: &mut dyn Write,
    mut bids: Option<&mut dyn Write>,
) -> Result<(), Failure> {
    use bridge_engine::Auction;
    use bridge_engine::auction::AuctionResult;
    let mut total = 0i64;
    let n = range.end - range.start;
    for i in range {
        let (deal, dealer, vul) = par_deal(i);
        let mut a = Auction::new(dealer);
        while !a.is_over() {
            let seat = dealer.nth_next(a.calls().len());
            let bidder = &bidders[seat.side().index()];
            a.call(bidder.call(1000 + i, seat, deal.hand(seat), &a, vul)?)
                .map_err(|e| Failure::Usage(format!("deal {}: {e}", 1000 + i)))?;
        }
        let table = bridge_engine::dd::dd_table(&deal);
        let par = bridge_engine::par::par(&table, dealer, vul);
        let ns = match a.result() {
            Some(AuctionResult::Contract { contract, declarer }) => {
                ns_score(&table, vul, contract, declarer)
            }
            _ => 0,
        };
        let imps = bridge_engine::scoring::imps::imps(ns - par.score).abs();
        total += i64::from(imps);
        if let Some(file) = bids.as_mut() {
            write_bids(&mut **file, 1000 + i, &deal, vul, &a)?;
        }
        let calls: Vec<String> = a.calls().iter().map(|c| c.to_string()).collect();
        writeln!(
            out,
            "{} {imps:>2} par {:>5} robots {ns:>5}  {}",
            1000 + i,
            par.score,
            calls.join(" ")
        )
        .map_err(Failure::Io)?;
    }
    write_average(out, n, total, "")
}

/// Deal `number` and its finished `auction` as a PBN game (no play), a blank line after it.
pub fn write_bids(
    file: &mut dyn Write,
    number: u64,
    deal: &bridge_engine::deal::Deal,
    vul: bridge_engine::Vulnerability,
    auction: &bridge_engine::Auction,
) -> Result<(), Failure> {
    let mut game = bridge_engine::Game::new(bridge_engine::Board {
        number: u32::try_from(number).unwrap_or(u32::MAX),
        dealer: auction.dealer(),
        vulnerability: vul,
        deal: *deal,
    });
    for &c in auction.calls() {
        game.call(c)
            .map_err(|e| Failure::Usage(format!("deal {number}: {e}")))?;
    }
    let mut pbn = bridge_engine::pbn::PbnGame::from_game(&game);
    pbn.set_tag("Event", "bridge system");
    // The cards are not played: no Play section, no Result.
    pbn.play = None;
    writeln!(file, "{}", pbn.write()).map_err(Failure::Io)
}

/// North-South's score of `contract` by `declarer`, its tricks those of the double-dummy `table`.
pub fn ns_score(
    table: &bridge_engine::dd::DdTable,
    vul: bridge_engine::Vulnerability,
    contract: bridge_engine::Contract,
    declarer: Seat,
) -> i32 {
    let tricks = table.get(contract.bid.strain(), declarer);
    let vulnerable = vul.is_vulnerable(declarer.side());
    let s = bridge_engine::scoring::duplicate::score(contract, vulnerable, tricks).total();
    if declarer.side() == bridge_engine::seat::Side::NorthSouth {
        s
    } else {
        -s
    }
}

/// The last line of `--par` and `--floor`: the average of `total` IMPs over `n` deals, then
/// `tail` (what was measured, if more than the robots' distance).
pub fn write_average(out: &mut dyn Write, n: u64, total: i64, tail: &str) -> Result<(), Failure> {
    writeln!(
        out,
        "{n} deals: {:.2} IMPs a board from par{tail}",
        total as f64 / n.max(1) as f64
    )
    .map_err(Failure::Io)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_system_document_is_current() {
        let current = include_str!("../../docs/bidding-system.md");
        assert!(
            current == markdown(),
            "docs/bidding-system.md is out of date: run \
             `cargo run -p bridge-cli -- system --markdown > docs/bidding-system.md`"
        );
    }

    #[test]
    fn english_rendering_fills_every_placeholder() {
        for (rule, m) in bidding::rule_meanings() {
            let text = english(&m);
            assert!(
                !text.contains('{') && !text.contains("bid."),
                "{}: {text}",
                rule.id
            );
        }
    }
}
