//! International Match Points: the standard WBF scale (rule reference §8.2).

/// Upper bounds of the point-difference bands; band `i` is worth `i` IMPs, above the last 24.
const BANDS: [u32; 24] = [
    10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590, 740, 890, 1090, 1290, 1490, 1740,
    1990, 2240, 2490, 2990, 3490, 3990,
];

/// The IMPs for a point difference, signed like `diff`.
pub fn imps(diff: i32) -> i32 {
    let d = diff.unsigned_abs();
    let value = BANDS.iter().position(|&top| d <= top).unwrap_or(24) as i32;
    if diff < 0 { -value } else { value }
}

#[cfg(test)]
mod tests {
    use super::imps;

    #[test]
    fn band_edges_match_the_table() {
        let edges = [
            (0, 0),
            (10, 0),
            (20, 1),
            (40, 1),
            (50, 2),
            (80, 2),
            (90, 3),
            (120, 3),
            (130, 4),
            (160, 4),
            (170, 5),
            (210, 5),
            (220, 6),
            (260, 6),
            (270, 7),
            (310, 7),
            (320, 8),
            (360, 8),
            (370, 9),
            (420, 9),
            (430, 10),
            (490, 10),
            (500, 11),
            (590, 11),
            (600, 12),
            (740, 12),
            (750, 13),
            (890, 13),
            (900, 14),
            (1090, 14),
            (1100, 15),
            (1290, 15),
            (1300, 16),
            (1490, 16),
            (1500, 17),
            (1740, 17),
            (1750, 18),
            (1990, 18),
            (2000, 19),
            (2240, 19),
            (2250, 20),
            (2490, 20),
            (2500, 21),
            (2990, 21),
            (3000, 22),
            (3490, 22),
            (3500, 23),
            (3990, 23),
            (4000, 24),
            (7600, 24),
        ];
        for (diff, expected) in edges {
            assert_eq!(imps(diff), expected, "{diff}");
            assert_eq!(imps(-diff), -expected, "-{diff}");
        }
    }

    #[test]
    fn teams_worked_example_totals_plus_15() {
        // Our N-S score at table 1 plus our E-W score at table 2, per board.
        let boards = [
            (420, -450, -1),
            (500, -620, -3),
            (-690, 1440, 13),
            (140, 100, 6),
        ];
        let mut total = 0;
        for (t1, t2, expected) in boards {
            assert_eq!(imps(t1 + t2), expected);
            total += imps(t1 + t2);
        }
        assert_eq!(total, 15);
    }
}
