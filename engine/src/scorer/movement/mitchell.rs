//! The Mitchell's three layouts (see the module above for the rules): North-South pair `t` at
//! table `t`, East-West pair `tables + t` starting at table `t`, set `t` on table `t`; East-West
//! move up one table a round (the last to table 1), the boards down one (table 1's to the
//! last).
//!
//! With an even number of tables the relay and bye Mitchell puts a bye stand between the middle
//! tables: sets 1 to `tables / 2` on the first tables, the next set on the stand, the others on
//! the following tables, and the last table shares table 1's set. The boards move down their
//! path, which passes the stand: the middle table's higher neighbour hands its set to the stand,
//! the stand to the middle table, and table 1's set goes to the table before the last (the
//! bridgecentral.com "Share and relay Mitchell" page, the ACBL's relay and bye stand).

use super::Raw;

/// The tables a Mitchell runs with (three to fifteen: 5 to 30 pairs).
pub const TABLES: std::ops::RangeInclusive<u32> = 3..=15;

/// Round `r` (0-based) of the Mitchell of an odd number of tables `n`.
pub(crate) fn odd(n: u32, r: u32) -> Vec<Raw> {
    (0..n)
        .map(|t| Raw {
            north_south: t + 1,
            east_west: n + (t + n - r % n) % n + 1,
            set: (t + r) % n,
            shares_with: None,
        })
        .collect()
}

/// Round `r` (0-based) of the skip Mitchell of an even number of tables `n`: after half the
/// rounds the East-West pairs move up two tables.
pub(crate) fn skip(n: u32, r: u32) -> Vec<Raw> {
    let skip = u32::from(r >= n / 2);
    (0..n)
        .map(|t| Raw {
            north_south: t + 1,
            east_west: n + (t + 2 * n - r - skip) % n + 1,
            set: (t + r) % n,
            shares_with: None,
        })
        .collect()
}

/// Round `r` (0-based) of the relay and bye Mitchell of an even number of tables `n`.
pub(crate) fn relay(n: u32, r: u32) -> Vec<Raw> {
    let half = n / 2;
    // The place of table t (0-based) on the boards' path of n places: the stand is place
    // `half`; the last table plays table 1's set.
    let place = |t: u32| match t {
        t if t < half => t,
        t if t + 1 < n => t + 1,
        _ => 0,
    };
    (0..n)
        .map(|t| Raw {
            north_south: t + 1,
            east_west: n + (t + n - r % n) % n + 1,
            set: (place(t) + r) % n,
            shares_with: match t {
                0 => Some(n),
                t if t + 1 == n => Some(1),
                _ => None,
            },
        })
        .collect()
}
