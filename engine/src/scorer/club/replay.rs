//! The club's evening replayed at home: a result of the player's is scored as **one more line**
//! on the board's real traveller, as the club's program would score a late result.
//!
//! **Matchpoints.** The result is compared with every real result of the board (every section:
//! the player sits in none, so the whole field is the comparison; an artificial score or a board
//! not played is no comparison), a win (2 on the EBU scale, 1 on the ACBL scale) for each result
//! it beats and half a win for each tie. The board then has one line more than the real field,
//! so the score is factored by **Neuberg**'s formula, `(MP + w/2) × N / n − w/2` (`n` the real
//! results plus the player's, `N` the most lines any board of the field has, `w` a win), onto the
//! top the field's pairs were scored on, `w × (N − 1)`: on a board everyone played, beating the
//! whole field scores a little over that top (Neuberg gives the extra line its share of a half
//! win) and losing to all a little under nothing. Each board is rounded to the event's decimals;
//! the percentage is the rounded board scores over the tops, rounded half-up, and the place is
//! where that percentage stands in the ranking of the player's direction (or in the one ranking
//! when the club ranks every pair together).
//!
//! **East-West.** A player who sat East-West at the club replays from that side: the board is the
//! same (its dealer and vulnerability those of its number), their result is East-West's score
//! (North-South's with the sign turned) and is compared with every real result from East-West's
//! side, then factored as above; it ranks among the East-West pairs.
//!
//! **Cross-IMPs.** The result scores the IMPs against each real result, divided by their number;
//! the place follows the total once every board is played.

use super::score::{Points, half_wins, weighted_scores};
use super::{BoardScoring, ClubEvent, Form};
use crate::game::BoardResult;
use crate::scoring::imps::imps;
use crate::scoring::matchpoints::MatchpointScale;
use crate::seat::Side;

/// The player's result on one board, scored into the real field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExtraLine {
    /// The board.
    pub board: u32,
    /// North-South's score at the player's table.
    pub north_south_score: i32,
    /// The player's side.
    pub side: Side,
    /// The player's side's matchpoints (Neuberg-factored) or cross-IMPs.
    pub points: Points,
    /// Matchpoints: the top the field's pairs were scored on.
    pub top: Option<Points>,
    /// How many real results it was compared with.
    pub compared: usize,
}

impl ExtraLine {
    /// Matchpoints: the board's percentage, to the event's percentage decimals.
    pub fn percentage(&self, decimals: u8) -> Option<Points> {
        let top = self.top.filter(|t| t.units > 0)?;
        Some(Points::from_ratio(
            i128::from(self.points.units) * 100,
            i128::from(top.units),
            decimals,
        ))
    }
}

/// Where the player would have finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayStanding {
    /// The boards scored.
    pub boards: usize,
    /// Total matchpoints or cross-IMPs.
    pub total: Points,
    /// Matchpoints: the percentage.
    pub percentage: Option<Points>,
    /// The place in the ranking of the player's direction (1 for first), with whether a real
    /// pair shares it; `None` while a cross-IMP replay is unfinished.
    pub place: Option<(u32, bool)>,
    /// How many pairs that ranking holds (the player not counted).
    pub of: usize,
}

impl ClubEvent {
    /// `result` on board `board`, played with `side` as the player's side, scored as one more
    /// line in the board's real field from that side; `None` for a teams event or a board the
    /// event does not have.
    pub fn extra_line(&self, board: u32, result: &BoardResult, side: Side) -> Option<ExtraLine> {
        if self.form == Form::Teams {
            return None;
        }
        let b = self.board(board)?;
        let vul = b.vulnerability;
        let north_south = result.north_south_score(vul);
        // Every score from the player's side: East-West's is North-South's turned round.
        let ours = |score: i32| match side {
            Side::NorthSouth => score,
            Side::EastWest => score.saturating_neg(),
        };
        let mine = ours(north_south);
        // Weights are in percent: a plain result is all of itself.
        let mine_w = [(100_i128, mine)];
        let others: Vec<Vec<(i128, i32)>> = b
            .lines
            .iter()
            .map(|l| {
                weighted_scores(&l.outcome, vul)
                    .into_iter()
                    .map(|(w, s)| (w, ours(s)))
                    .collect::<Vec<_>>()
            })
            .filter(|s| !s.is_empty())
            .collect();
        let d = self.rules.board_decimals;
        let compared = others.len();
        let (points, top) = match self.rules.scoring {
            BoardScoring::Matchpoints(scale) => {
                let halve: i128 = match scale {
                    MatchpointScale::TwoPerWin => 1,
                    MatchpointScale::OnePerWin => 2,
                };
                // N: the most lines any board has (every section: one field for the player).
                let big_n = self.boards.iter().map(|b| b.lines.len()).max().unwrap_or(0);
                let big_n = i128::try_from(big_n.max(1)).unwrap_or(1);
                let n = i128::try_from(compared).unwrap_or(0) + 1;
                let c = half_wins(&mine_w, others.iter());
                let num = (c + 10_000) * big_n - 10_000 * n;
                let top = Points::from_ratio(2 * (big_n - 1), halve, d);
                (Points::from_ratio(num, 10_000 * n * halve, d), Some(top))
            }
            BoardScoring::CrossImps | BoardScoring::TeamImps(_) => {
                let total: i128 = others
                    .iter()
                    .flat_map(|o| o.iter())
                    .map(|&(w, s)| 100 * w * i128::from(imps(mine.saturating_sub(s))))
                    .sum();
                let count = i128::try_from(compared.max(1)).unwrap_or(1);
                (Points::from_ratio(total, 10_000 * count, d), None)
            }
        };
        Some(ExtraLine {
            board,
            north_south_score: north_south,
            side,
            points,
            top,
            compared,
        })
    }

    /// Where the player's lines would have put them: the total, the percentage and the place
    /// in the ranking of their direction (`side`).
    pub fn replay_standing(&self, lines: &[ExtraLine], side: Side) -> ReplayStanding {
        let d = self.rules.board_decimals;
        let units: i64 = lines.iter().map(|l| l.points.units).sum();
        let max: i64 = lines.iter().filter_map(|l| l.top).map(|t| t.units).sum();
        let total = Points { units, decimals: d };
        let matchpoints = matches!(self.rules.scoring, BoardScoring::Matchpoints(_));
        let percentage = (matchpoints && max > 0).then(|| {
            Points::from_ratio(
                i128::from(units) * 100,
                i128::from(max),
                self.rules.percentage_decimals,
            )
        });
        let score = self.score();
        let field: Vec<_> = score
            .rankings
            .iter()
            .filter(|r| r.direction.is_none_or(|d| d == side))
            .flat_map(|r| &r.standings)
            .collect();
        let finished = lines.len() == self.boards.len();
        let mine = if matchpoints {
            percentage.map(|p| p.units)
        } else {
            finished.then_some(units)
        };
        let place = mine.map(|mine| {
            let figure = |s: &super::Standing| {
                if matchpoints {
                    s.percentage.map_or(i64::MIN, |p| p.units)
                } else {
                    s.total.units
                }
            };
            let better = field.iter().filter(|s| figure(s) > mine).count();
            let tied = field.iter().any(|s| figure(s) == mine);
            (
                u32::try_from(better).unwrap_or(u32::MAX).saturating_add(1),
                tied,
            )
        });
        ReplayStanding {
            boards: lines.len(),
            total,
            percentage,
            place,
            of: field.len(),
        }
    }
}
