//! Reading LIN text and BBO handviewer links (see the module description in `mod.rs`).

use super::{Alert, LinDeal, LinError, LinProblem, MAX_LIN_BYTES, MAX_LIN_DEALS};
use crate::auction::{Bid, Call, Strain};
use crate::card::{Card, CardSet, Rank, Suit};
use crate::deal::Deal;
use crate::game::{Board, Game};
use crate::seat::{Seat, Vulnerability, board_conditions};

/// One `tag|value|` pair and the 1-based character where its tag starts.
struct Pair<'a> {
    tag: String,
    value: &'a str,
    position: usize,
}

fn error(problem: LinProblem, tag: &str, value: &str, position: usize) -> LinError {
    LinError {
        problem,
        tag: tag.to_string(),
        value: value.chars().take(40).collect(),
        position,
    }
}

/// Splits the text into its pairs. Line breaks and spaces between pairs are allowed.
fn pairs(text: &str) -> Result<Vec<Pair<'_>>, LinError> {
    let mut out = Vec::new();
    // Byte index and 1-based character position advance together.
    let mut rest = text;
    let mut position = 1;
    loop {
        let trimmed = rest.trim_start();
        position += rest[..rest.len() - trimmed.len()].chars().count();
        rest = trimmed;
        if rest.is_empty() {
            return Ok(out);
        }
        let bad = |value: &str| error(LinProblem::UnterminatedTag, "", value, position);
        let Some(bar) = rest.find('|') else {
            return Err(bad(rest));
        };
        let tag = &rest[..bar];
        if tag.chars().count() != 2 || !tag.chars().all(|c| c.is_ascii_alphabetic()) {
            return Err(bad(tag));
        }
        let after = &rest[bar + 1..];
        let Some(end) = after.find('|') else {
            return Err(error(
                LinProblem::UnterminatedTag,
                &tag.to_ascii_lowercase(),
                after,
                position,
            ));
        };
        let value = &after[..end];
        out.push(Pair {
            tag: tag.to_ascii_lowercase(),
            value,
            position,
        });
        position += 2 + 2 + value.chars().count();
        rest = &after[end + 1..];
    }
}

/// Seat of `md`'s dealer digit.
fn dealer_of(c: char) -> Option<Seat> {
    match c {
        '1' => Some(Seat::South),
        '2' => Some(Seat::West),
        '3' => Some(Seat::North),
        '4' => Some(Seat::East),
        _ => None,
    }
}

/// The seats of `md`'s hands, in order.
pub(super) const MD_ORDER: [Seat; 4] = [Seat::South, Seat::West, Seat::North, Seat::East];

/// One hand of `md`: suit letters, each followed by its ranks (`T` or `10` for the ten).
fn hand(text: &str) -> Option<CardSet> {
    let mut set = CardSet::default();
    let mut suit = None;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let up = c.to_ascii_uppercase();
        if let Some(s) = Suit::from_char(up).filter(|_| matches!(up, 'S' | 'H' | 'D' | 'C')) {
            suit = Some(s);
            continue;
        }
        let rank = if c == '1' && chars.peek() == Some(&'0') {
            chars.next();
            Rank::Ten
        } else {
            Rank::from_char(up)?
        };
        if !set.insert(Card::new(suit?, rank)) {
            return None;
        }
    }
    Some(set)
}

/// The deal of `md` (without the dealer digit): three or four hands, South first.
fn deal(hands: &str) -> Result<Deal, LinProblem> {
    let parts: Vec<&str> = hands.split(',').collect();
    if parts.len() > 4 {
        return Err(LinProblem::IncompleteDeal);
    }
    let mut sets = [None; 4];
    for (i, part) in parts.iter().enumerate() {
        if !part.trim().is_empty() {
            sets[i] = Some(hand(part.trim()).ok_or(LinProblem::UnreadableHand)?);
        }
    }
    let known: Vec<CardSet> = sets.iter().flatten().copied().collect();
    let all = known.iter().fold(CardSet::default(), |a, h| a.or(*h));
    let total: usize = known.iter().map(|h| h.len()).sum();
    if total != all.len() || known.iter().any(|h| h.len() != 13) {
        return Err(LinProblem::IncompleteDeal);
    }
    match known.len() {
        4 => {}
        3 => {
            let missing = sets.iter().position(Option::is_none).unwrap_or(3);
            let mut rest = CardSet::default();
            for suit in Suit::ALL {
                rest = rest.or(CardSet::suit_all(suit));
            }
            sets[missing] = Some(rest.without(all));
        }
        _ => return Err(LinProblem::IncompleteDeal),
    }
    let mut by_seat = [CardSet::default(); 4];
    for (i, seat) in MD_ORDER.iter().enumerate() {
        by_seat[seat.index()] = sets[i].unwrap_or_default();
    }
    Deal::new(by_seat).map_err(|_| LinProblem::IncompleteDeal)
}

fn vulnerability(v: &str) -> Option<Vulnerability> {
    match v.trim().to_ascii_lowercase().as_str() {
        "o" | "0" | "-" | "" => Some(Vulnerability::None),
        "n" | "ns" => Some(Vulnerability::NorthSouth),
        "e" | "ew" => Some(Vulnerability::EastWest),
        "b" | "both" | "all" => Some(Vulnerability::Both),
        _ => None,
    }
}

/// A call of `mb` without its `!`.
fn call(v: &str) -> Option<Call> {
    match v.trim().to_ascii_lowercase().as_str() {
        "p" | "pass" => Some(Call::Pass),
        "d" | "x" | "dbl" => Some(Call::Double),
        "r" | "xx" | "rdbl" => Some(Call::Redouble),
        t => {
            let mut chars = t.chars();
            let level = chars.next()?.to_digit(10)? as u8;
            let strain = match chars.as_str() {
                "c" => Strain::Clubs,
                "d" => Strain::Diamonds,
                "h" => Strain::Hearts,
                "s" => Strain::Spades,
                "n" | "nt" => Strain::NoTrump,
                _ => return None,
            };
            Bid::new(level, strain).map(Call::Bid)
        }
    }
}

/// A card of `pc`: suit letter then rank.
fn card(v: &str) -> Option<Card> {
    let t = v.trim().to_ascii_uppercase();
    let mut chars = t.chars();
    let suit = chars
        .next()
        .filter(|c| matches!(c, 'S' | 'H' | 'D' | 'C'))?;
    let suit = Suit::from_char(suit)?;
    let rank = match chars.as_str() {
        "10" => Rank::Ten,
        r if r.chars().count() == 1 => Rank::from_char(r.chars().next()?)?,
        _ => return None,
    };
    Some(Card::new(suit, rank))
}

/// The last digits of a board name ("Board 12", "o12").
fn number_in(v: &str) -> Option<u32> {
    let digits: String = v
        .trim()
        .chars()
        .rev()
        .take_while(char::is_ascii_digit)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    digits.parse().ok().filter(|n| (1..=9999).contains(n))
}

/// A deal being read: what its tags said, checked by the engine at its end.
struct Reading {
    dealer: Seat,
    deal: Deal,
    name: Option<String>,
    number: Option<u32>,
    vulnerability: Option<Vulnerability>,
    players: Option<[String; 4]>,
    calls: Vec<(usize, String, Call)>,
    alerts: Vec<(usize, Alert)>,
    explanations: Vec<(usize, String)>,
    cards: Vec<(usize, String, Card)>,
    claim: Option<(usize, String, u8)>,
}

impl Reading {
    fn finish(self) -> Result<LinDeal, LinError> {
        let number = self.number.unwrap_or(1);
        let vulnerability = self
            .vulnerability
            .unwrap_or_else(|| board_conditions(number).1);
        let mut game = Game::new(Board {
            number,
            dealer: self.dealer,
            vulnerability,
            deal: self.deal,
        });
        for (pos, v, c) in self.calls {
            game.call(c)
                .map_err(|_| error(LinProblem::IllegalCall, "mb", &v, pos))?;
        }
        // The alerts and explanations go with the game, so the table shows them (each names a
        // call already made: an `an` is kept for the call before it).
        for note in super::call_notes(&self.alerts, &self.explanations) {
            let _ = game.annotate(note);
        }
        for (pos, v, c) in self.cards {
            game.play_card(c)
                .map_err(|_| error(LinProblem::IllegalCard, "pc", &v, pos))?;
        }
        if let Some((pos, v, total)) = self.claim {
            let bad = || error(LinProblem::ImpossibleClaim, "mc", &v, pos);
            let p = game.play().filter(|p| !p.is_over()).ok_or_else(bad)?;
            let won = p.declarer_tricks();
            let rest = total.checked_sub(won).ok_or_else(bad)?;
            game.claim(rest).map_err(|_| bad())?;
        }
        Ok(LinDeal {
            name: self.name,
            players: self.players,
            game,
            alerts: self.alerts,
            explanations: self.explanations,
        })
    }
}

/// Reads every deal of a LIN text, checked.
pub fn read(text: &str) -> Result<Vec<LinDeal>, LinError> {
    if text.len() > MAX_LIN_BYTES {
        return Err(error(LinProblem::TooLarge { size: text.len() }, "", "", 0));
    }
    let mut deals = Vec::new();
    let mut players: Option<[String; 4]> = None;
    let mut current: Option<Reading> = None;
    for Pair {
        tag,
        value,
        position,
    } in pairs(text)?
    {
        let err = |p| error(p, &tag, value, position);
        let reading = |c: &mut Option<Reading>| -> Result<(), LinError> {
            c.as_ref()
                .map(|_| ())
                .ok_or_else(|| err(LinProblem::NoDeal))
        };
        match tag.as_str() {
            "pn" => {
                let names: Vec<String> = value.split(',').map(|n| n.trim().to_string()).collect();
                let name = |i: usize| names.get(i).cloned().unwrap_or_default();
                // LIN lists South, West, North, East; the engine's order is N, E, S, W.
                let p = [name(2), name(3), name(0), name(1)];
                if let Some(c) = current.as_mut().filter(|c| c.calls.is_empty()) {
                    c.players = Some(p.clone());
                }
                players = Some(p);
            }
            "md" => {
                let mut chars = value.trim().chars();
                let dealer = chars
                    .next()
                    .and_then(dealer_of)
                    .ok_or_else(|| err(LinProblem::UnknownDealer))?;
                let d = deal(chars.as_str()).map_err(err)?;
                if let Some(done) = current.take() {
                    deals.push(done.finish()?);
                }
                if deals.len() >= MAX_LIN_DEALS {
                    return Err(err(LinProblem::TooManyDeals));
                }
                current = Some(Reading {
                    dealer,
                    deal: d,
                    name: None,
                    number: None,
                    vulnerability: None,
                    players: players.clone(),
                    calls: Vec::new(),
                    alerts: Vec::new(),
                    explanations: Vec::new(),
                    cards: Vec::new(),
                    claim: None,
                });
            }
            "ah" => {
                if let Some(c) = current.as_mut() {
                    c.name = Some(value.trim().to_string());
                    c.number = number_in(value).or(c.number);
                }
            }
            "qx" => {
                // The board id of the next deal ("o12": open room, board 12).
                if let Some(c) = current.as_mut().filter(|c| c.number.is_none()) {
                    c.number = number_in(value);
                }
            }
            "sv" => {
                reading(&mut current)?;
                let v =
                    vulnerability(value).ok_or_else(|| err(LinProblem::UnknownVulnerability))?;
                if let Some(c) = current.as_mut() {
                    c.vulnerability = Some(v);
                }
            }
            "mb" => {
                reading(&mut current)?;
                let alerted = value.trim_end().ends_with('!');
                let c = call(value.trim_end().trim_end_matches('!'))
                    .ok_or_else(|| err(LinProblem::UnknownCall))?;
                if let Some(r) = current.as_mut() {
                    if alerted {
                        r.alerts.push((r.calls.len(), Alert::default()));
                    }
                    r.calls.push((position, value.to_string(), c));
                }
            }
            "an" => {
                reading(&mut current)?;
                let Some(r) = current.as_mut() else { continue };
                let Some(index) = r.calls.len().checked_sub(1) else {
                    return Err(err(LinProblem::ExplanationWithoutCall));
                };
                let text = value.trim().to_string();
                match r.alerts.iter_mut().find(|(i, _)| *i == index) {
                    Some((_, a)) => a.explanation = Some(text),
                    None => r.explanations.push((index, text)),
                }
            }
            "pc" => {
                reading(&mut current)?;
                let c = card(value).ok_or_else(|| err(LinProblem::UnknownCard))?;
                if let Some(r) = current.as_mut() {
                    if r.claim.is_some() {
                        return Err(err(LinProblem::IllegalCard));
                    }
                    r.cards.push((position, value.to_string(), c));
                }
            }
            "mc" => {
                reading(&mut current)?;
                let n: u8 = value
                    .trim()
                    .parse()
                    .ok()
                    .filter(|n| *n <= 13)
                    .ok_or_else(|| err(LinProblem::ImpossibleClaim))?;
                if let Some(r) = current.as_mut() {
                    if r.claim.is_some() {
                        return Err(err(LinProblem::ImpossibleClaim));
                    }
                    r.claim = Some((position, value.to_string(), n));
                }
            }
            // Display and event tags (st, rh, pg, nt, vg, rs, pw, mp, bn, sk, …).
            _ => {}
        }
    }
    if let Some(done) = current.take() {
        deals.push(done.finish()?);
    }
    if deals.is_empty() {
        return Err(error(LinProblem::Empty, "", "", 0));
    }
    Ok(deals)
}

/// Decodes `%XX` escapes and `+` as a space (a URL's query text); `None` for a broken escape
/// or bytes that are not UTF-8. The app's link parameters use it too.
pub fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = s.get(i + 1..i + 3)?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).ok()
}

/// Reads the deal of a BBO handviewer link
/// (`https://www.bridgebase.com/tools/handviewer.html?lin=…`, or `?myhand=…` holding LIN
/// text): the query's `lin` (or `myhand`) parameter, `%`-decoded, read as LIN. Text that is
/// already LIN (it holds a `|`) is read as it is.
pub fn read_link(link: &str) -> Result<Vec<LinDeal>, LinError> {
    let link = link.trim();
    if link.len() > MAX_LIN_BYTES * 3 {
        return Err(error(LinProblem::TooLarge { size: link.len() }, "", "", 0));
    }
    let query = match link.split_once('?') {
        Some((_, q)) => q,
        None if link.contains('|') && !link.contains("lin=") => return read(link),
        None => link,
    };
    let query = query.split('#').next().unwrap_or_default();
    for pair in query.split('&') {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        if !matches!(key, "lin" | "myhand") {
            continue;
        }
        let text =
            percent_decode(value).ok_or_else(|| error(LinProblem::BrokenEscape, key, value, 0))?;
        if !text.contains('|') {
            // A myhand id names a record on BBO's server: nothing to read here.
            continue;
        }
        return read(&text);
    }
    Err(error(LinProblem::NotAHandviewerLink, "", link, 0))
}

#[cfg(test)]
mod unit {
    use super::*;

    #[test]
    fn hands_accept_tens_both_ways_and_either_case() {
        let a = hand("SAK10HqjDT9C2").unwrap();
        let b = hand("sakthQJd10 9c2".replace(' ', "").as_str()).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.len(), 8);
        assert_eq!(hand("SAA"), None, "a card twice");
        assert_eq!(hand("AK"), None, "ranks before a suit");
        assert_eq!(hand("SAZ"), None);
    }

    #[test]
    fn calls_and_cards() {
        assert_eq!(call("P"), Some(Call::Pass));
        assert_eq!(call("d"), Some(Call::Double));
        assert_eq!(call("R"), Some(Call::Redouble));
        assert_eq!(
            call("3n"),
            Some(Call::Bid(Bid::new(3, Strain::NoTrump).unwrap()))
        );
        assert_eq!(call("8C"), None);
        assert_eq!(call("1Z"), None);
        assert_eq!(card("hT"), Some(Card::new(Suit::Hearts, Rank::Ten)));
        assert_eq!(card("D10"), Some(Card::new(Suit::Diamonds, Rank::Ten)));
        assert_eq!(card("X2"), None);
        assert_eq!(number_in("Board 12"), Some(12));
        assert_eq!(number_in("o3"), Some(3));
        assert_eq!(number_in("Board"), None);
    }

    #[test]
    fn positions_count_characters_not_bytes() {
        let p = pairs("pn|Ali,Bé,Ça,Dé|\nst||  md|1|").unwrap();
        let at: Vec<(String, usize)> = p.iter().map(|p| (p.tag.clone(), p.position)).collect();
        assert_eq!(at, [("pn".into(), 1), ("st".into(), 18), ("md".into(), 24)]);
    }
}
