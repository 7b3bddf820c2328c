//! Victory points: a team match's IMP margin converted to a share of a fixed total
//! (rule reference §8.2, Decision 7). The default is the 20-0 example table for a 24-board
//! match; any other scale (e.g. the WBF continuous scale) can replace it through [`VpScale`].

use serde::{Deserialize, Serialize};

/// The two teams' victory points for one match.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct VictoryPoints {
    /// The VPs of the team whose margin was given.
    pub ours: f64,
    /// The opponents' VPs.
    pub theirs: f64,
}

/// A victory-point scale.
pub trait VpScale {
    /// The VPs for an IMP margin (positive when we won). Scales with fractional VPs (like the
    /// WBF continuous scale) return them as decimals.
    fn victory_points(&self, imp_margin: i32) -> VictoryPoints;
}

/// A scale of margin bands: band `i` covers margins up to `upper_bounds[i]` and gives the
/// winner `midpoint + i` VPs and the loser `total - (midpoint + i)`; a margin above the last
/// bound gives the winner all `total` VPs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BandedScale {
    /// The largest margin of each band, increasing.
    pub upper_bounds: Vec<u32>,
    /// The VPs shared in every match.
    pub total: u32,
}

impl BandedScale {
    /// The 20-0 example table of the rule reference for a 24-board match: 0-2 → 10-10,
    /// 3-6 → 11-9, …, 55+ → 20-0.
    pub fn example_24_boards() -> BandedScale {
        BandedScale {
            upper_bounds: vec![2, 6, 11, 16, 21, 27, 33, 39, 46, 54],
            total: 20,
        }
    }

    /// The winner's VPs for a margin of `margin` IMPs (either sign gives the same).
    pub fn winner_vps(&self, margin: u32) -> u32 {
        let half = self.total / 2;
        let band = self
            .upper_bounds
            .iter()
            .position(|&top| margin <= top)
            .unwrap_or(self.upper_bounds.len()) as u32;
        half.saturating_add(band).min(self.total)
    }
}

impl Default for BandedScale {
    fn default() -> Self {
        BandedScale::example_24_boards()
    }
}

impl VpScale for BandedScale {
    fn victory_points(&self, imp_margin: i32) -> VictoryPoints {
        let w = self.winner_vps(imp_margin.unsigned_abs());
        let l = self.total.saturating_sub(w);
        let (ours, theirs) = if imp_margin < 0 { (l, w) } else { (w, l) };
        VictoryPoints {
            ours: f64::from(ours),
            theirs: f64::from(theirs),
        }
    }
}

/// The VPs for `imp_margin` on the default scale.
pub fn victory_points(imp_margin: i32) -> VictoryPoints {
    BandedScale::default().victory_points(imp_margin)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_rows() {
        let rows = [
            (0, 10),
            (2, 10),
            (3, 11),
            (6, 11),
            (7, 12),
            (11, 12),
            (12, 13),
            (15, 13),
            (16, 13),
            (17, 14),
            (21, 14),
            (22, 15),
            (27, 15),
            (28, 16),
            (33, 16),
            (34, 17),
            (39, 17),
            (40, 18),
            (46, 18),
            (47, 19),
            (54, 19),
            (55, 20),
            (500, 20),
        ];
        for (m, w) in rows {
            let vp = victory_points(m);
            assert_eq!(
                (vp.ours, vp.theirs),
                (f64::from(w), f64::from(20 - w)),
                "{m}"
            );
            let vp = victory_points(-m);
            assert_eq!(
                (vp.theirs, vp.ours),
                (f64::from(w), f64::from(20 - w)),
                "-{m}"
            );
        }
        assert_eq!(victory_points(i32::MIN).theirs, 20.0);
    }
}
