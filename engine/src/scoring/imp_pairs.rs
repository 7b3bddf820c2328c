//! IMP pairs (rule reference §8.3): a pairs event where each board is scored in IMPs instead of
//! matchpoints, either against every other pair that played it (cross-IMPs) or against the
//! average of the board's scores (the datum).
//!
//! The reference leaves the details open (§14, "detailed IMP-pairs averaging"), so this module
//! follows the common club practice *(note)*:
//! - **Cross-IMPs**: a score is IMPed against each other score of the board and the sum is
//!   divided by the number of comparisons, so a board is worth the same whether it was played
//!   four times or forty.
//! - **Datum** (Butler): the arithmetic mean of the North-South scores, after dropping the one
//!   highest and the one lowest when the board was played [`DATUM_DROP_FROM`] times or more,
//!   rounded to the nearest 10 (a half away from zero); each score is IMPed against it.
//!
//! East-West get the negation of North-South's IMPs in both methods.

use super::imps::imps;
use serde::{Deserialize, Serialize};

/// How an IMP-pairs board is scored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ImpPairsMethod {
    /// Against every other pair, averaged over the comparisons.
    #[default]
    CrossImps,
    /// Against the datum (the average score, extremes dropped).
    Datum,
}

/// The number of results from which the datum drops the highest and the lowest score.
pub const DATUM_DROP_FROM: usize = 5;

/// `num / den` rounded to the nearest integer, a half away from zero (`den > 0`).
fn div_round(num: i64, den: i64) -> i64 {
    let q = num / den;
    let r = num % den;
    if 2 * r.abs() >= den {
        q + num.signum()
    } else {
        q
    }
}

/// The datum of a board's North-South scores; `None` for a board not yet played.
pub fn datum(north_south_scores: &[i32]) -> Option<i32> {
    if north_south_scores.is_empty() {
        return None;
    }
    let mut sorted: Vec<i64> = north_south_scores.iter().map(|&s| i64::from(s)).collect();
    sorted.sort_unstable();
    let kept = if sorted.len() >= DATUM_DROP_FROM {
        &sorted[1..sorted.len() - 1]
    } else {
        &sorted[..]
    };
    let sum: i64 = kept.iter().sum();
    // The nearest multiple of 10 of sum / len.
    let tens = div_round(sum, 10 * kept.len() as i64);
    i32::try_from(tens * 10).ok()
}

/// North-South IMPs of each score against the datum (same order); empty for no scores.
pub fn datum_imps(north_south_scores: &[i32]) -> Vec<f64> {
    let Some(d) = datum(north_south_scores) else {
        return Vec::new();
    };
    north_south_scores
        .iter()
        .map(|&s| f64::from(imps(s.saturating_sub(d))))
        .collect()
}

/// North-South cross-IMPs of each score (same order): the IMPs against every other score,
/// divided by the number of other scores. A board played once scores 0.
pub fn cross_imps(north_south_scores: &[i32]) -> Vec<f64> {
    let others = north_south_scores.len().saturating_sub(1);
    north_south_scores
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            if others == 0 {
                return 0.0;
            }
            let total: i32 = north_south_scores
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &o)| imps(s.saturating_sub(o)))
                .sum();
            f64::from(total) / others as f64
        })
        .collect()
}

impl ImpPairsMethod {
    /// North-South IMPs of each of a board's scores (same order).
    pub fn score(self, north_south_scores: &[i32]) -> Vec<f64> {
        match self {
            ImpPairsMethod::CrossImps => cross_imps(north_south_scores),
            ImpPairsMethod::Datum => datum_imps(north_south_scores),
        }
    }

    /// A short stable name: `cross` or `datum`.
    pub const fn id(self) -> &'static str {
        match self {
            ImpPairsMethod::CrossImps => "cross",
            ImpPairsMethod::Datum => "datum",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // One board played five times (hand-calculated below).
    const BOARD: [i32; 5] = [420, 450, 420, -50, 170];

    #[test]
    fn cross_imps_by_hand() {
        // 420: vs 450 −30 → −1, vs 420 → 0, vs −50 +470 → +10, vs 170 +250 → +6: 15 / 4.
        // 450: +1, +1, +500 → +11, +280 → +7: 20 / 4.
        // −50: −10, −11, −10, −220 → −6: −37 / 4.
        // 170: −6, −7, −6, +6: −13 / 4.
        assert_eq!(cross_imps(&BOARD), vec![3.75, 5.0, 3.75, -9.25, -3.25]);
        // Every comparison is counted once each way: the board sums to zero.
        assert_eq!(cross_imps(&BOARD).iter().sum::<f64>(), 0.0);
        assert_eq!(cross_imps(&[620]), vec![0.0]);
        assert!(cross_imps(&[]).is_empty());
        // Two results: the plain IMP difference.
        assert_eq!(cross_imps(&[620, 170]), vec![10.0, -10.0]);
    }

    #[test]
    fn datum_drops_the_extremes_from_five_results() {
        // 450 and −50 dropped: (420 + 420 + 170) / 3 = 336.7 → 340.
        assert_eq!(datum(&BOARD), Some(340));
        // 420 − 340 = +80 → 2; 450: +110 → 3; −50: −390 → −9; 170: −170 → −5.
        assert_eq!(datum_imps(&BOARD), vec![2.0, 3.0, 2.0, -9.0, -5.0]);
    }

    #[test]
    fn datum_keeps_every_score_below_five_results() {
        // (420 + 170 − 100) / 3 = 163.3 → 160: +260 → 6, +10 → 0, −260 → −6.
        assert_eq!(datum(&[420, 170, -100]), Some(160));
        assert_eq!(datum_imps(&[420, 170, -100]), vec![6.0, 0.0, -6.0]);
        assert_eq!(datum(&[]), None);
        assert!(datum_imps(&[]).is_empty());
    }

    #[test]
    fn datum_rounds_halves_away_from_zero() {
        assert_eq!(datum(&[400, 410]), Some(410));
        assert_eq!(datum(&[-400, -410]), Some(-410));
        assert_eq!(datum(&[400, 400, 410]), Some(400)); // 403.3
        assert_eq!(datum(&[-100, 0, 0, 0, 100, 110]), Some(30)); // 100 / 4 = 25 → 30
    }

    #[test]
    fn the_method_chooses_the_function() {
        assert_eq!(ImpPairsMethod::CrossImps.score(&BOARD), cross_imps(&BOARD));
        assert_eq!(ImpPairsMethod::Datum.score(&BOARD), datum_imps(&BOARD));
        assert_eq!(ImpPairsMethod::default(), ImpPairsMethod::CrossImps);
    }

    #[test]
    fn extreme_scores_do_not_overflow() {
        let s = [i32::MAX, i32::MIN, 0];
        assert_eq!(cross_imps(&s).len(), 3);
        assert_eq!(datum_imps(&s).len(), 3);
    }
}
