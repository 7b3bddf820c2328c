//! Writing LIN text: one line a deal, in the tag order BBO's hand records use.

use super::LinDeal;
use super::read::MD_ORDER;
use crate::auction::{Call, Strain};
use crate::card::{Card, Suit};
use crate::play::Play;
use crate::seat::{Seat, Vulnerability};
use std::fmt::Write as _;

/// A value as LIN can hold it: `|` ends a value, so it becomes `/`; `,` separates names in
/// `pn`, so there it becomes a space (`in_list`).
fn clean(text: &str, in_list: bool) -> String {
    text.chars()
        .map(|c| match c {
            '|' => '/',
            ',' if in_list => ' ',
            '\n' | '\r' => ' ',
            c => c,
        })
        .collect()
}

const fn dealer_digit(s: Seat) -> char {
    match s {
        Seat::South => '1',
        Seat::West => '2',
        Seat::North => '3',
        Seat::East => '4',
    }
}

const fn vul_code(v: Vulnerability) -> char {
    match v {
        Vulnerability::None => 'o',
        Vulnerability::NorthSouth => 'n',
        Vulnerability::EastWest => 'e',
        Vulnerability::Both => 'b',
    }
}

fn call_code(c: Call) -> String {
    match c {
        Call::Pass => "p".into(),
        Call::Double => "d".into(),
        Call::Redouble => "r".into(),
        Call::Bid(b) => {
            let strain = match b.strain() {
                Strain::NoTrump => "N",
                s => s.code(),
            };
            format!("{}{strain}", b.level())
        }
    }
}

fn card_code(c: Card) -> String {
    format!("{}{}", c.suit.letter(), c.rank.letter())
}

/// One deal as a line of LIN.
fn write_deal(out: &mut String, d: &LinDeal) {
    let board = d.game.board();
    if let Some(p) = &d.players {
        let names: Vec<String> = MD_ORDER
            .iter()
            .map(|s| clean(&p[s.index()], true))
            .collect();
        let _ = write!(out, "pn|{}|", names.join(","));
    }
    out.push_str("st||md|");
    out.push(dealer_digit(board.dealer));
    let hands: Vec<String> = MD_ORDER
        .iter()
        .map(|s| {
            let h = board.deal.hand(*s);
            [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs]
                .iter()
                .map(|suit| {
                    let ranks: String = h.ranks_desc(*suit).map(|r| r.letter()).collect();
                    format!("{}{ranks}", suit.letter())
                })
                .collect()
        })
        .collect();
    let _ = write!(out, "{}|rh||", hands.join(","));
    let name = d
        .name
        .clone()
        .unwrap_or_else(|| format!("Board {}", board.number));
    let _ = write!(
        out,
        "ah|{}|sv|{}|",
        clean(&name, false),
        vul_code(board.vulnerability)
    );
    for (i, c) in d.game.auction().calls().iter().enumerate() {
        let alert = d.alert(i);
        let _ = write!(
            out,
            "mb|{}{}|",
            call_code(*c),
            if alert.is_some() { "!" } else { "" }
        );
        let explanation = alert.and_then(|a| a.explanation.as_deref()).or_else(|| {
            d.explanations
                .iter()
                .find(|(k, _)| *k == i)
                .map(|(_, t)| t.as_str())
        });
        if let Some(text) = explanation {
            let _ = write!(out, "an|{}|", clean(text, false));
        }
    }
    if let Some(play) = d.game.play() {
        out.push_str("pg||");
        write_play(out, play);
    }
    out.push('\n');
}

fn write_play(out: &mut String, play: &Play) {
    for trick in play.tricks() {
        for (_, c) in trick.plays() {
            let _ = write!(out, "pc|{}|", card_code(c));
        }
        if trick.is_complete() {
            out.push_str("pg||");
        }
    }
    if play.claimed().is_some() {
        let _ = write!(out, "mc|{}|", play.declarer_tricks());
    }
}

/// The deals as LIN text, one line a deal.
pub fn write(deals: &[LinDeal]) -> String {
    let mut out = String::new();
    for d in deals {
        write_deal(&mut out, d);
    }
    out
}
