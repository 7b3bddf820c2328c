//! Seats, partnerships, vulnerability and the duplicate board cycle.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A seat at the table, in clockwise order from North.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Seat {
    /// North
    North,
    /// East
    East,
    /// South
    South,
    /// West
    West,
}

impl Seat {
    /// The seats clockwise from North.
    pub const ALL: [Seat; 4] = [Seat::North, Seat::East, Seat::South, Seat::West];

    /// 0 = North, 1 = East, 2 = South, 3 = West.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The seat with index `i` modulo 4.
    pub const fn from_index(i: usize) -> Seat {
        Seat::ALL[i % 4]
    }

    /// The next seat clockwise (the left-hand opponent).
    pub const fn next(self) -> Seat {
        Seat::from_index(self.index() + 1)
    }

    /// The seat `n` places clockwise.
    pub const fn nth_next(self, n: usize) -> Seat {
        Seat::from_index(self.index() + n)
    }

    /// The partner, opposite.
    pub const fn partner(self) -> Seat {
        Seat::from_index(self.index() + 2)
    }

    /// The previous seat (the right-hand opponent).
    pub const fn prev(self) -> Seat {
        Seat::from_index(self.index() + 3)
    }

    /// The partnership this seat belongs to.
    pub const fn side(self) -> Side {
        match self {
            Seat::North | Seat::South => Side::NorthSouth,
            Seat::East | Seat::West => Side::EastWest,
        }
    }

    /// N, E, S or W.
    pub const fn letter(self) -> char {
        match self {
            Seat::North => 'N',
            Seat::East => 'E',
            Seat::South => 'S',
            Seat::West => 'W',
        }
    }

    /// "North", ...
    pub const fn name(self) -> &'static str {
        match self {
            Seat::North => "North",
            Seat::East => "East",
            Seat::South => "South",
            Seat::West => "West",
        }
    }

    /// True when the two seats are partners (or the same seat).
    pub const fn is_partner_of(self, other: Seat) -> bool {
        self.index() % 2 == other.index() % 2
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A text that names no seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSeatError(pub String);

impl fmt::Display for ParseSeatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a seat (N, E, S or W): {:?}", self.0)
    }
}

impl std::error::Error for ParseSeatError {}

impl FromStr for Seat {
    type Err = ParseSeatError;
    fn from_str(s: &str) -> Result<Seat, ParseSeatError> {
        match s.trim().to_ascii_uppercase().as_str() {
            "N" | "NORTH" => Ok(Seat::North),
            "E" | "EAST" => Ok(Seat::East),
            "S" | "SOUTH" => Ok(Seat::South),
            "W" | "WEST" => Ok(Seat::West),
            _ => Err(ParseSeatError(s.to_string())),
        }
    }
}

/// A partnership.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Side {
    /// North and South.
    NorthSouth,
    /// East and West.
    EastWest,
}

impl Side {
    /// Both sides.
    pub const ALL: [Side; 2] = [Side::NorthSouth, Side::EastWest];

    /// The other side.
    pub const fn opponents(self) -> Side {
        match self {
            Side::NorthSouth => Side::EastWest,
            Side::EastWest => Side::NorthSouth,
        }
    }

    /// 0 for North-South, 1 for East-West.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The two seats of the side.
    pub const fn seats(self) -> [Seat; 2] {
        match self {
            Side::NorthSouth => [Seat::North, Seat::South],
            Side::EastWest => [Seat::East, Seat::West],
        }
    }

    /// "NS" or "EW".
    pub const fn code(self) -> &'static str {
        match self {
            Side::NorthSouth => "NS",
            Side::EastWest => "EW",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Which sides are vulnerable on a deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Vulnerability {
    /// Neither side ("Love", "-").
    None,
    /// North-South only.
    NorthSouth,
    /// East-West only.
    EastWest,
    /// Both sides ("All").
    Both,
}

impl Vulnerability {
    /// True when `side` is vulnerable.
    pub const fn is_vulnerable(self, side: Side) -> bool {
        matches!(
            (self, side),
            (Vulnerability::Both, _)
                | (Vulnerability::NorthSouth, Side::NorthSouth)
                | (Vulnerability::EastWest, Side::EastWest)
        )
    }

    /// The vulnerability with the given sides vulnerable.
    pub const fn from_sides(ns: bool, ew: bool) -> Vulnerability {
        match (ns, ew) {
            (false, false) => Vulnerability::None,
            (true, false) => Vulnerability::NorthSouth,
            (false, true) => Vulnerability::EastWest,
            (true, true) => Vulnerability::Both,
        }
    }

    /// The PBN `Vulnerable` tag value: None, NS, EW or All.
    pub const fn pbn(self) -> &'static str {
        match self {
            Vulnerability::None => "None",
            Vulnerability::NorthSouth => "NS",
            Vulnerability::EastWest => "EW",
            Vulnerability::Both => "All",
        }
    }
}

impl fmt::Display for Vulnerability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.pbn())
    }
}

/// A text that names no vulnerability.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseVulnerabilityError(pub String);

impl fmt::Display for ParseVulnerabilityError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a vulnerability (None, NS, EW, All): {:?}", self.0)
    }
}

impl std::error::Error for ParseVulnerabilityError {}

impl FromStr for Vulnerability {
    type Err = ParseVulnerabilityError;
    /// Accepts PBN's None/NS/EW/All and the synonyms Love, -, Both.
    fn from_str(s: &str) -> Result<Vulnerability, ParseVulnerabilityError> {
        match s.trim().to_ascii_uppercase().as_str() {
            "NONE" | "LOVE" | "-" => Ok(Vulnerability::None),
            "NS" | "N-S" => Ok(Vulnerability::NorthSouth),
            "EW" | "E-W" => Ok(Vulnerability::EastWest),
            "ALL" | "BOTH" => Ok(Vulnerability::Both),
            _ => Err(ParseVulnerabilityError(s.to_string())),
        }
    }
}

/// Dealer and vulnerability of duplicate board `board` (1-based; the 16-board cycle repeats).
///
/// Board 0 is treated as board 16, so every `u32` has an answer.
pub const fn board_conditions(board: u32) -> (Seat, Vulnerability) {
    use Vulnerability::{Both as B, EastWest as E, None as O, NorthSouth as N};
    const VUL: [Vulnerability; 16] = [O, N, E, B, N, E, B, O, E, B, O, N, B, O, N, E];
    let i = (board + 15) % 16;
    (Seat::from_index(i as usize), VUL[i as usize])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_cycle_matches_the_rule_reference() {
        let table = [
            (1, 'N', "None"),
            (2, 'E', "NS"),
            (3, 'S', "EW"),
            (4, 'W', "All"),
            (5, 'N', "NS"),
            (6, 'E', "EW"),
            (7, 'S', "All"),
            (8, 'W', "None"),
            (9, 'N', "EW"),
            (10, 'E', "All"),
            (11, 'S', "None"),
            (12, 'W', "NS"),
            (13, 'N', "All"),
            (14, 'E', "None"),
            (15, 'S', "NS"),
            (16, 'W', "EW"),
        ];
        for (board, dealer, vul) in table {
            let (d, v) = board_conditions(board);
            assert_eq!((d.letter(), v.pbn()), (dealer, vul), "board {board}");
            assert_eq!(board_conditions(board + 16), (d, v));
            assert_eq!(board_conditions(board + 32), (d, v));
        }
    }

    #[test]
    fn seats_rotate() {
        assert_eq!(Seat::West.next(), Seat::North);
        assert_eq!(Seat::North.prev(), Seat::West);
        assert_eq!(Seat::East.partner(), Seat::West);
        assert!(Seat::North.is_partner_of(Seat::South));
        assert!(!Seat::North.is_partner_of(Seat::East));
    }

    #[test]
    fn vulnerability_parses_synonyms() {
        for (t, v) in [
            ("None", Vulnerability::None),
            ("Love", Vulnerability::None),
            ("-", Vulnerability::None),
            ("NS", Vulnerability::NorthSouth),
            ("EW", Vulnerability::EastWest),
            ("All", Vulnerability::Both),
            ("Both", Vulnerability::Both),
        ] {
            assert_eq!(t.parse::<Vulnerability>().unwrap(), v);
        }
        assert!("Some".parse::<Vulnerability>().is_err());
    }
}
