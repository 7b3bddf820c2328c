//! Board-a-match (BAM, "point-a-board") for teams (rule reference §8.2): on each board a team
//! wins, ties or loses according to whether its total over the two tables is better, equal or
//! worse than the other team's, for 1, ½ or 0. The size of the difference does not matter.

use serde::{Deserialize, Serialize};

/// A board's result for one team.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BamOutcome {
    /// Our total was higher: 1.
    Win,
    /// The totals were equal: ½.
    Tie,
    /// Our total was lower: 0.
    Loss,
}

impl BamOutcome {
    /// 1, 0.5 or 0.
    pub const fn points(self) -> f64 {
        match self {
            BamOutcome::Win => 1.0,
            BamOutcome::Tie => 0.5,
            BamOutcome::Loss => 0.0,
        }
    }

    /// The other team's outcome.
    pub const fn opposite(self) -> BamOutcome {
        match self {
            BamOutcome::Win => BamOutcome::Loss,
            BamOutcome::Tie => BamOutcome::Tie,
            BamOutcome::Loss => BamOutcome::Win,
        }
    }
}

/// Our outcome on a board where our pair sat North-South at one table and our other pair
/// East-West at the other: our total is the North-South score at our North-South table minus
/// the North-South score at the other table.
pub fn board_outcome(
    north_south_at_our_ns_table: i32,
    north_south_at_other_table: i32,
) -> BamOutcome {
    let ours = i64::from(north_south_at_our_ns_table) - i64::from(north_south_at_other_table);
    match ours.cmp(&0) {
        std::cmp::Ordering::Greater => BamOutcome::Win,
        std::cmp::Ordering::Equal => BamOutcome::Tie,
        std::cmp::Ordering::Less => BamOutcome::Loss,
    }
}

/// One board of a BAM match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BamBoard {
    /// The board number.
    pub board: u32,
    /// The North-South score at the table where our pair sat North-South.
    pub our_ns_table: i32,
    /// The North-South score at the other table (our pair sat East-West there).
    pub other_table: i32,
}

impl BamBoard {
    /// Our outcome on this board.
    pub fn outcome(&self) -> BamOutcome {
        board_outcome(self.our_ns_table, self.other_table)
    }
}

/// A board-a-match score card, from our team's point of view.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BamMatch {
    /// The boards in the order played.
    pub boards: Vec<BamBoard>,
}

impl BamMatch {
    /// An empty match.
    pub fn new() -> BamMatch {
        BamMatch::default()
    }

    /// Adds a board and returns our outcome on it.
    pub fn add(&mut self, board: u32, our_ns_table: i32, other_table: i32) -> BamOutcome {
        let b = BamBoard {
            board,
            our_ns_table,
            other_table,
        };
        self.boards.push(b);
        b.outcome()
    }

    /// Our points (the opponents have the number of boards minus this).
    pub fn points(&self) -> f64 {
        self.boards.iter().map(|b| b.outcome().points()).sum()
    }

    /// The opponents' points.
    pub fn opponents_points(&self) -> f64 {
        self.boards.len() as f64 - self.points()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn win_tie_loss() {
        let mut m = BamMatch::new();
        // The teams example of §8.2: −30, −120, +750, +240.
        assert_eq!(m.add(1, 420, 450), BamOutcome::Loss);
        assert_eq!(m.add(2, 500, 620), BamOutcome::Loss);
        assert_eq!(m.add(3, -690, -1440), BamOutcome::Win);
        assert_eq!(m.add(4, 140, -100), BamOutcome::Win);
        assert_eq!(m.add(5, 420, 420), BamOutcome::Tie);
        assert_eq!(m.points(), 2.5);
        assert_eq!(m.opponents_points(), 2.5);
        assert_eq!(board_outcome(i32::MIN, i32::MAX), BamOutcome::Loss);
        assert_eq!(BamOutcome::Win.opposite(), BamOutcome::Loss);
    }
}
