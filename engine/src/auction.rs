//! Calls, contracts and the auction as a state machine.

use crate::card::Suit;
use crate::seat::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A denomination: a trump suit or no-trumps, ordered for bidding (♣ < ♦ < ♥ < ♠ < NT).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Strain {
    /// ♣ trumps.
    Clubs,
    /// ♦ trumps.
    Diamonds,
    /// ♥ trumps.
    Hearts,
    /// ♠ trumps.
    Spades,
    /// No trumps.
    NoTrump,
}

impl Strain {
    /// All strains from the lowest to the highest.
    pub const ALL: [Strain; 5] = [
        Strain::Clubs,
        Strain::Diamonds,
        Strain::Hearts,
        Strain::Spades,
        Strain::NoTrump,
    ];

    /// The trump suit, or `None` at no-trumps.
    pub const fn trump(self) -> Option<Suit> {
        match self {
            Strain::Clubs => Some(Suit::Clubs),
            Strain::Diamonds => Some(Suit::Diamonds),
            Strain::Hearts => Some(Suit::Hearts),
            Strain::Spades => Some(Suit::Spades),
            Strain::NoTrump => None,
        }
    }

    /// The strain with `suit` as trumps.
    pub const fn from_suit(suit: Suit) -> Strain {
        match suit {
            Suit::Clubs => Strain::Clubs,
            Suit::Diamonds => Strain::Diamonds,
            Suit::Hearts => Strain::Hearts,
            Suit::Spades => Strain::Spades,
        }
    }

    /// PBN letters: C D H S NT.
    pub const fn code(self) -> &'static str {
        match self {
            Strain::Clubs => "C",
            Strain::Diamonds => "D",
            Strain::Hearts => "H",
            Strain::Spades => "S",
            Strain::NoTrump => "NT",
        }
    }

    /// Symbols as shown to players: ♣ ♦ ♥ ♠ NT.
    pub const fn symbol(self) -> &'static str {
        match self {
            Strain::Clubs => "♣",
            Strain::Diamonds => "♦",
            Strain::Hearts => "♥",
            Strain::Spades => "♠",
            Strain::NoTrump => "NT",
        }
    }

    /// Parses C, D, H, S, N, NT (either case) or a suit symbol.
    pub fn parse(s: &str) -> Option<Strain> {
        match s.to_ascii_uppercase().as_str() {
            "N" | "NT" => Some(Strain::NoTrump),
            other => {
                let mut it = other.chars();
                let c = it.next()?;
                if it.next().is_some() {
                    return None;
                }
                Suit::from_char(c).map(Strain::from_suit)
            }
        }
    }
}

impl fmt::Display for Strain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// A bid: a level from 1 to 7 and a strain. The fields are private so every `Bid` is legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Bid {
    level: u8,
    strain: Strain,
}

impl Bid {
    /// The bid `level` (1..=7) in `strain`; `None` for any other level.
    pub const fn new(level: u8, strain: Strain) -> Option<Bid> {
        if level >= 1 && level <= 7 {
            Some(Bid { level, strain })
        } else {
            None
        }
    }

    /// The level, 1 to 7 (the bid contracts for level + 6 tricks).
    pub const fn level(self) -> u8 {
        self.level
    }

    /// The strain.
    pub const fn strain(self) -> Strain {
        self.strain
    }

    /// All 35 bids from 1♣ to 7NT.
    pub fn all() -> impl Iterator<Item = Bid> {
        (1..=7u8).flat_map(|l| {
            Strain::ALL.into_iter().map(move |s| Bid {
                level: l,
                strain: s,
            })
        })
    }

    /// The next higher bid, if any (7NT has none).
    pub fn next(self) -> Option<Bid> {
        Bid::all().find(|b| *b > self)
    }

    /// The cheapest bid of `strain` that outranks `self`.
    pub fn cheapest_above(self, strain: Strain) -> Option<Bid> {
        let level = if strain > self.strain {
            self.level
        } else {
            self.level + 1
        };
        Bid::new(level, strain)
    }
}

impl fmt::Display for Bid {
    /// As players read it: "1♠", "3NT".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.level, self.strain.symbol())
    }
}

impl From<Bid> for String {
    fn from(b: Bid) -> String {
        format!("{}{}", b.level, b.strain.code())
    }
}

impl TryFrom<String> for Bid {
    type Error = ParseCallError;
    fn try_from(s: String) -> Result<Bid, ParseCallError> {
        s.parse()
    }
}

impl FromStr for Bid {
    type Err = ParseCallError;
    /// Accepts "1S", "3NT", "3N", "4♥".
    fn from_str(s: &str) -> Result<Bid, ParseCallError> {
        let err = || ParseCallError(s.to_string());
        let t = s.trim();
        let mut chars = t.chars();
        let level = chars.next().and_then(|c| c.to_digit(10)).ok_or_else(err)? as u8;
        let strain = Strain::parse(chars.as_str()).ok_or_else(err)?;
        Bid::new(level, strain).ok_or_else(err)
    }
}

/// One call of the auction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Call {
    /// Pass ("No bid").
    Pass,
    /// Double of the opponents' last bid.
    Double,
    /// Redouble of the opponents' double.
    Redouble,
    /// A bid.
    Bid(Bid),
}

impl Call {
    /// PBN text: Pass, X, XX, 1S, 3NT.
    pub fn pbn(self) -> String {
        match self {
            Call::Pass => "Pass".into(),
            Call::Double => "X".into(),
            Call::Redouble => "XX".into(),
            Call::Bid(b) => String::from(b),
        }
    }
}

impl fmt::Display for Call {
    /// As the bidding box names it: "Pass", "Double", "Redouble", "1♠".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Call::Pass => f.write_str("Pass"),
            Call::Double => f.write_str("Double"),
            Call::Redouble => f.write_str("Redouble"),
            Call::Bid(b) => b.fmt(f),
        }
    }
}

/// A text that is not a call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseCallError(pub String);

impl fmt::Display for ParseCallError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a call: {:?}", self.0)
    }
}

impl std::error::Error for ParseCallError {}

impl FromStr for Call {
    type Err = ParseCallError;
    /// Accepts Pass/P/AP-free forms, X/Double, XX/Redouble and bids.
    fn from_str(s: &str) -> Result<Call, ParseCallError> {
        match s.trim().to_ascii_uppercase().as_str() {
            "PASS" | "P" | "NB" | "NO BID" => Ok(Call::Pass),
            "X" | "D" | "DBL" | "DOUBLE" => Ok(Call::Double),
            "XX" | "R" | "RDBL" | "REDOUBLE" => Ok(Call::Redouble),
            _ => s.parse::<Bid>().map(Call::Bid),
        }
    }
}

impl From<Call> for String {
    fn from(c: Call) -> String {
        c.pbn()
    }
}

impl TryFrom<String> for Call {
    type Error = ParseCallError;
    fn try_from(s: String) -> Result<Call, ParseCallError> {
        s.parse()
    }
}

/// Whether the contract is doubled or redoubled.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, Default,
)]
pub enum Doubling {
    /// Not doubled.
    #[default]
    Undoubled,
    /// Doubled (X).
    Doubled,
    /// Redoubled (XX).
    Redoubled,
}

impl Doubling {
    /// 1, 2 or 4: the multiplier of the trick score.
    pub const fn multiplier(self) -> u32 {
        match self {
            Doubling::Undoubled => 1,
            Doubling::Doubled => 2,
            Doubling::Redoubled => 4,
        }
    }

    /// "", "X" or "XX".
    pub const fn code(self) -> &'static str {
        match self {
            Doubling::Undoubled => "",
            Doubling::Doubled => "X",
            Doubling::Redoubled => "XX",
        }
    }
}

/// A contract: a bid, possibly doubled or redoubled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Contract {
    /// The final bid.
    pub bid: Bid,
    /// Doubled or redoubled.
    pub doubling: Doubling,
}

impl Contract {
    /// A contract of `bid` with `doubling`.
    pub const fn new(bid: Bid, doubling: Doubling) -> Contract {
        Contract { bid, doubling }
    }

    /// The level, 1..=7.
    pub const fn level(self) -> u8 {
        self.bid.level
    }

    /// The strain.
    pub const fn strain(self) -> Strain {
        self.bid.strain
    }

    /// Tricks declarer needs: level + 6.
    pub const fn tricks_needed(self) -> u8 {
        self.bid.level + 6
    }

    /// PBN text: "4SX", "3NT", "6CXX".
    pub fn pbn(self) -> String {
        format!("{}{}", String::from(self.bid), self.doubling.code())
    }
}

impl fmt::Display for Contract {
    /// As players read it: "4♠X", "3NT".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.bid, self.doubling.code())
    }
}

impl FromStr for Contract {
    type Err = ParseCallError;
    /// Accepts PBN's contract text: "3NT", "4SX", "6CXX" (also "4♠x").
    fn from_str(s: &str) -> Result<Contract, ParseCallError> {
        let t = s.trim().to_ascii_uppercase();
        let (body, doubling) = if let Some(b) = t.strip_suffix("XX") {
            (b, Doubling::Redoubled)
        } else if let Some(b) = t.strip_suffix('X') {
            (b, Doubling::Doubled)
        } else {
            (t.as_str(), Doubling::Undoubled)
        };
        let bid = body
            .parse::<Bid>()
            .map_err(|_| ParseCallError(s.to_string()))?;
        Ok(Contract { bid, doubling })
    }
}

impl From<Contract> for String {
    fn from(c: Contract) -> String {
        c.pbn()
    }
}

impl TryFrom<String> for Contract {
    type Error = ParseCallError;
    fn try_from(s: String) -> Result<Contract, ParseCallError> {
        s.parse()
    }
}

/// Why a call may not be made now (Laws 18-19 and the end of the auction).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CallError {
    /// The auction is over: no more calls.
    AuctionOver,
    /// A bid must outrank the last bid (Law 18): `bid` does not outrank `last`.
    InsufficientBid {
        /// The bid tried.
        bid: Bid,
        /// The bid in force.
        last: Bid,
    },
    /// A double needs an opponent's bid as the last call other than passes (Law 19A).
    NothingToDouble,
    /// A redouble needs an opponent's double of your side's bid as the last call other than passes (Law 19B).
    NothingToRedouble,
}

impl fmt::Display for CallError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CallError::AuctionOver => f.write_str("the auction is over"),
            CallError::InsufficientBid { bid, last } => {
                write!(f, "insufficient bid: {bid} does not outrank {last}")
            }
            CallError::NothingToDouble => {
                f.write_str("a double needs an undoubled bid by the opponents")
            }
            CallError::NothingToRedouble => {
                f.write_str("a redouble needs the opponents' double of your side's bid")
            }
        }
    }
}

impl std::error::Error for CallError {}

/// How an auction ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AuctionResult {
    /// Four passes: no contract.
    PassedOut,
    /// A contract and its declarer.
    Contract {
        /// The contract.
        contract: Contract,
        /// The player of the declaring side who first named the strain.
        declarer: Seat,
    },
}

/// An auction: the dealer and the calls so far. Only legal calls can be added.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "AuctionRecord", into = "AuctionRecord")]
pub struct Auction {
    dealer: Seat,
    calls: Vec<Call>,
}

/// The stored form of an auction, checked again when loaded.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct AuctionRecord {
    dealer: Seat,
    calls: Vec<Call>,
}

impl From<Auction> for AuctionRecord {
    fn from(a: Auction) -> AuctionRecord {
        AuctionRecord {
            dealer: a.dealer,
            calls: a.calls,
        }
    }
}

impl TryFrom<AuctionRecord> for Auction {
    type Error = CallError;
    fn try_from(r: AuctionRecord) -> Result<Auction, CallError> {
        Auction::from_calls(r.dealer, r.calls)
    }
}

impl Auction {
    /// An empty auction that `dealer` opens.
    pub const fn new(dealer: Seat) -> Auction {
        Auction {
            dealer,
            calls: Vec::new(),
        }
    }

    /// An auction built from `calls`, each checked in turn.
    pub fn from_calls(
        dealer: Seat,
        calls: impl IntoIterator<Item = Call>,
    ) -> Result<Auction, CallError> {
        let mut a = Auction::new(dealer);
        for c in calls {
            a.call(c)?;
        }
        Ok(a)
    }

    /// The dealer.
    pub const fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The calls so far, the dealer's first.
    pub fn calls(&self) -> &[Call] {
        &self.calls
    }

    /// The calls with the seat that made each.
    pub fn calls_by_seat(&self) -> impl Iterator<Item = (Seat, Call)> + '_ {
        self.calls
            .iter()
            .enumerate()
            .map(|(i, c)| (self.dealer.nth_next(i), *c))
    }

    /// True when the auction has ended (four passes, or three after a bid).
    pub fn is_over(&self) -> bool {
        let n = self.calls.len();
        if n < 4 {
            return false;
        }
        self.calls[n - 3..].iter().all(|c| *c == Call::Pass)
    }

    /// Whose turn it is to call, or `None` when the auction is over.
    pub fn to_call(&self) -> Option<Seat> {
        (!self.is_over()).then(|| self.dealer.nth_next(self.calls.len()))
    }

    /// The last bid and who made it.
    pub fn last_bid(&self) -> Option<(Seat, Bid)> {
        self.calls_by_seat()
            .filter_map(|(s, c)| match c {
                Call::Bid(b) => Some((s, b)),
                _ => None,
            })
            .last()
    }

    /// The doubling that stands on the last bid.
    pub fn doubling(&self) -> Doubling {
        let mut d = Doubling::Undoubled;
        for c in &self.calls {
            match c {
                Call::Bid(_) => d = Doubling::Undoubled,
                Call::Double => d = Doubling::Doubled,
                Call::Redouble => d = Doubling::Redoubled,
                Call::Pass => {}
            }
        }
        d
    }

    /// The last call other than a pass, with its seat.
    fn last_action(&self) -> Option<(Seat, Call)> {
        self.calls_by_seat()
            .filter(|(_, c)| *c != Call::Pass)
            .last()
    }

    /// Checks whether `call` is legal now, without making it.
    pub fn check(&self, call: Call) -> Result<(), CallError> {
        let me = self.to_call().ok_or(CallError::AuctionOver)?;
        match call {
            Call::Pass => Ok(()),
            Call::Bid(bid) => match self.last_bid() {
                Some((_, last)) if bid <= last => Err(CallError::InsufficientBid { bid, last }),
                _ => Ok(()),
            },
            Call::Double => match self.last_action() {
                Some((s, Call::Bid(_))) if !s.is_partner_of(me) => Ok(()),
                _ => Err(CallError::NothingToDouble),
            },
            Call::Redouble => match self.last_action() {
                Some((s, Call::Double)) if !s.is_partner_of(me) => Ok(()),
                _ => Err(CallError::NothingToRedouble),
            },
        }
    }

    /// Makes `call` for the player whose turn it is.
    pub fn call(&mut self, call: Call) -> Result<(), CallError> {
        self.check(call)?;
        self.calls.push(call);
        Ok(())
    }

    /// Every call that is legal now (empty when the auction is over).
    pub fn legal_calls(&self) -> Vec<Call> {
        [Call::Pass, Call::Double, Call::Redouble]
            .into_iter()
            .chain(Bid::all().map(Call::Bid))
            .filter(|c| self.check(*c).is_ok())
            .collect()
    }

    /// Takes back the last call; returns it, or `None` if there was none.
    pub fn undo(&mut self) -> Option<Call> {
        self.calls.pop()
    }

    /// The contract and declarer once the auction is over.
    pub fn result(&self) -> Option<AuctionResult> {
        if !self.is_over() {
            return None;
        }
        let Some((bidder, bid)) = self.last_bid() else {
            return Some(AuctionResult::PassedOut);
        };
        let side = bidder.side();
        let declarer = self
            .calls_by_seat()
            .find(|(s, c)| {
                s.side() == side && matches!(c, Call::Bid(b) if b.strain() == bid.strain())
            })
            .map(|(s, _)| s)
            .unwrap_or(bidder);
        Some(AuctionResult::Contract {
            contract: Contract::new(bid, self.doubling()),
            declarer,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn calls(text: &str) -> Vec<Call> {
        text.split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect()
    }

    #[test]
    fn rule_reference_example_auction() {
        // N deals: N P, E 1H, S X, W 3H, N 3S, E P, S 4S, W P, N P, E P -> 4S by N.
        let a = Auction::from_calls(Seat::North, calls("P 1H X 3H 3S P 4S P P P")).unwrap();
        let Some(AuctionResult::Contract { contract, declarer }) = a.result() else {
            panic!("expected a contract");
        };
        assert_eq!(contract.pbn(), "4S");
        assert_eq!(declarer, Seat::North);
    }

    #[test]
    fn first_to_name_the_strain_declares() {
        let a = Auction::from_calls(Seat::North, calls("1NT P 3NT P P P")).unwrap();
        assert_eq!(
            a.result(),
            Some(AuctionResult::Contract {
                contract: "3NT".parse().unwrap(),
                declarer: Seat::North
            })
        );
        let a = Auction::from_calls(Seat::South, calls("1NT P 3NT P P P")).unwrap();
        assert!(matches!(
            a.result(),
            Some(AuctionResult::Contract {
                declarer: Seat::South,
                ..
            })
        ));
    }

    #[test]
    fn four_passes_pass_the_deal_out_and_three_do_not() {
        let mut a = Auction::from_calls(Seat::East, calls("P P P")).unwrap();
        assert!(!a.is_over());
        assert_eq!(a.to_call(), Some(Seat::North));
        a.call(Call::Pass).unwrap();
        assert_eq!(a.result(), Some(AuctionResult::PassedOut));
        assert_eq!(a.call(Call::Pass), Err(CallError::AuctionOver));
        assert!(a.legal_calls().is_empty());
    }

    #[test]
    fn sufficiency_double_and_redouble_follow_law_19() {
        let mut a = Auction::from_calls(Seat::North, calls("1H")).unwrap();
        assert!(matches!(
            a.check("1D".parse().unwrap()),
            Err(CallError::InsufficientBid { .. })
        ));
        assert!(a.check("1H".parse().unwrap()).is_err());
        assert!(a.check("1S".parse().unwrap()).is_ok());
        assert!(a.check(Call::Redouble).is_err());
        a.call(Call::Double).unwrap(); // East doubles North's 1H
        // South may redouble partner's doubled bid; West may not double again.
        assert!(a.check(Call::Redouble).is_ok());
        a.call(Call::Pass).unwrap();
        assert_eq!(a.check(Call::Double), Err(CallError::NothingToDouble));
        assert_eq!(a.check(Call::Redouble), Err(CallError::NothingToRedouble));
        a.call(Call::Pass).unwrap();
        // North may redouble too; East may not double his partner's... there is no bid of theirs.
        a.call(Call::Redouble).unwrap();
        assert_eq!(a.doubling(), Doubling::Redoubled);
        // A redoubled 1H can still be overcalled by 1S (East); partner West may not double it.
        a.call("1S".parse().unwrap()).unwrap();
        assert_eq!(a.doubling(), Doubling::Undoubled);
        assert_eq!(a.check(Call::Double), Ok(()));
        a.call(Call::Pass).unwrap();
        assert_eq!(a.check(Call::Double), Err(CallError::NothingToDouble));
    }

    #[test]
    fn longest_auction_has_319_calls() {
        let mut a = Auction::new(Seat::North);
        for _ in 0..3 {
            a.call(Call::Pass).unwrap();
        }
        for bid in Bid::all() {
            for c in [
                Call::Bid(bid),
                Call::Pass,
                Call::Pass,
                Call::Double,
                Call::Pass,
                Call::Pass,
                Call::Redouble,
                Call::Pass,
                Call::Pass,
            ] {
                a.call(c).unwrap();
            }
        }
        a.call(Call::Pass).unwrap();
        assert!(a.is_over());
        assert_eq!(a.calls().len(), 319);
    }

    #[test]
    fn text_forms_round_trip() {
        for b in Bid::all() {
            assert_eq!(String::from(b).parse::<Bid>().unwrap(), b);
            for d in [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled] {
                let c = Contract::new(b, d);
                assert_eq!(c.pbn().parse::<Contract>().unwrap(), c);
            }
        }
        assert_eq!(Bid::all().count(), 35);
        assert!("8S".parse::<Bid>().is_err());
        assert!("0NT".parse::<Bid>().is_err());
        assert_eq!("3N".parse::<Contract>().unwrap().pbn(), "3NT");
        assert_eq!(
            Bid::new(1, Strain::Spades)
                .unwrap()
                .cheapest_above(Strain::Hearts),
            Bid::new(2, Strain::Hearts)
        );
    }
}
