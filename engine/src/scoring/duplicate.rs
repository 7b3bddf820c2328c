//! Duplicate scoring of one board: every board starts from zero, with part-score and game bonuses.

use super::{ContractScore, contract_score, contract_trick_score};
use crate::auction::{AuctionResult, Contract};
use crate::seat::{Seat, Side, Vulnerability};

/// The breakdown of a duplicate score, from declarer's side's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct DuplicateScore {
    /// The parts shared with every scoring form.
    pub contract: ContractScore,
    /// 50 for a part-score made; 0 when a game bonus is scored.
    pub part_score_bonus: u32,
    /// 300 (not vulnerable) or 500 (vulnerable) for a game made.
    pub game_bonus: u32,
}

impl DuplicateScore {
    /// The total for declarer's side: positive when made, negative when down.
    pub const fn total(&self) -> i32 {
        if self.contract.made() {
            (self.contract.trick_score
                + self.contract.premiums()
                + self.part_score_bonus
                + self.game_bonus) as i32
        } else {
            -(self.contract.undertricks as i32)
        }
    }
}

/// The duplicate score of `contract` with declarer taking `tricks`, declarer's side `vulnerable`.
pub fn score(contract: Contract, vulnerable: bool, tricks: u8) -> DuplicateScore {
    let parts = contract_score(contract, vulnerable, tricks);
    let (part_score_bonus, game_bonus) = if !parts.made() {
        (0, 0)
    } else if contract_trick_score(contract) >= 100 {
        (0, if vulnerable { 500 } else { 300 })
    } else {
        (50, 0)
    };
    DuplicateScore {
        contract: parts,
        part_score_bonus,
        game_bonus,
    }
}

/// The score of declarer's side for `contract` by `declarer`, for the CLI and travellers.
pub fn declarer_score(
    contract: Contract,
    declarer: Seat,
    vulnerability: Vulnerability,
    tricks: u8,
) -> i32 {
    score(
        contract,
        vulnerability.is_vulnerable(declarer.side()),
        tricks,
    )
    .total()
}

/// The North-South score of a board's result; a passed-out board scores 0.
pub fn north_south_score(
    result: AuctionResult,
    vulnerability: Vulnerability,
    declarer_tricks: u8,
) -> i32 {
    match result {
        AuctionResult::PassedOut => 0,
        AuctionResult::Contract { contract, declarer } => {
            let s = declarer_score(contract, declarer, vulnerability, declarer_tricks);
            if declarer.side() == Side::NorthSouth {
                s
            } else {
                -s
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ds(c: &str, decl: char, vul: &str, tricks: u8) -> i32 {
        declarer_score(
            c.parse().unwrap(),
            decl.to_string().parse().unwrap(),
            vul.parse().unwrap(),
            tricks,
        )
    }

    /// Every single-deal worked example of the rule reference (§5.8), as declarer's score.
    #[test]
    fn rule_reference_worked_examples() {
        let cases: [(&str, char, &str, u8, i32); 18] = [
            ("2S", 'N', "None", 10, 170),
            ("4S", 'N', "None", 10, 420),
            ("4S", 'N', "NS", 10, 620),
            ("3C", 'N', "None", 10, 130),
            ("3CX", 'N', "NS", 10, 870),
            ("6D", 'N', "NS", 12, 1370),
            ("7CXX", 'N', "None", 13, 1960),
            ("5DX", 'W', "None", 8, -500),
            ("3NT", 'W', "EW", 12, 690),
            ("2H", 'N', "All", 9, 140),
            ("4S", 'S', "None", 11, 450),
            ("4H", 'N', "NS", 10, 620),
            ("6NT", 'W', "EW", 12, 1440),
            ("4H", 'N', "All", 9, -100),
            ("3NT", 'S', "None", 10, 430),
            ("5CX", 'E', "None", 8, -500),
            ("5S", 'N', "None", 10, -50),
            ("3S", 'N', "None", 10, 170),
        ];
        for (c, d, v, t, expected) in cases {
            assert_eq!(ds(c, d, v, t), expected, "{c} by {d}, {v}, {t} tricks");
        }
    }

    #[test]
    fn issue_examples_and_passed_out() {
        assert_eq!(ds("4SX", 'N', "NS", 10), 790);
        assert_eq!(ds("4H", 'S', "None", 9), -50);
        assert_eq!(
            north_south_score(AuctionResult::PassedOut, Vulnerability::Both, 0),
            0
        );
    }
}
