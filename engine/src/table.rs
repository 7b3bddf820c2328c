//! A table with one human and three robots: who acts next, what the robots do, and undo.
//!
//! This is the whole game logic of the play screen, kept here so it is tested natively; the web
//! page only renders a [`Table`] and forwards the player's intents to it.

use crate::auction::Call;
use crate::card::CardSet;
use crate::claim::{self, Claim, Verdict};
use crate::game::{Action, Board, BoardResult, Game, GameError, Phase};
use crate::msg::Msg;
use crate::play::Play;
use crate::robot::{self, PlayView};
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// Who makes the next decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// The human, for the given seat (their own, or dummy's/declarer's when their side declares).
    Human(Seat),
    /// A robot, for the given seat.
    Robot(Seat),
    /// The deal is over.
    Over,
}

/// What a robot did and why, for the announcement and the explanation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RobotMove {
    /// The seat that acted (dummy's seat when declarer played dummy's card).
    pub seat: Seat,
    /// The call or card.
    pub action: Action,
    /// The meaning of the call or the reason for the card, as a catalogue message.
    pub why: Msg,
}

/// A deal at a table where `human` sits and robots take the other seats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    game: Game,
    human: Seat,
}

/// Why the human's action was not taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// A robot is on turn, or the deal is over.
    NotYourTurn,
    /// The call or card breaks a rule.
    Game(GameError),
}

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TableError::NotYourTurn => f.write_str("it is not your turn"),
            TableError::Game(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for TableError {}

/// Why a claim could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClaimRefused {
    /// Only declarer claims, in the play, at their turn.
    NotYourClaim,
    /// More tricks claimed than remain.
    TooManyTricks,
}

/// What happens to a claim the defenders dispute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnDispute {
    /// The ruling stands (Law 70): scored play, or the player's choice in practice.
    AcceptRuling,
    /// Play goes on as if no claim was made (practice only).
    PlayOn,
}

impl Table {
    /// A fresh deal on `board` with the human at `human`.
    pub fn new(board: Board, human: Seat) -> Table {
        Table {
            game: Game::new(board),
            human,
        }
    }

    /// A table for a game already under way.
    pub fn from_game(game: Game, human: Seat) -> Table {
        Table { game, human }
    }

    /// The deal as the engine keeps it.
    pub const fn game(&self) -> &Game {
        &self.game
    }

    /// The human's seat.
    pub const fn human(&self) -> Seat {
        self.human
    }

    /// True when the human's side declares, so the human plays dummy's cards too.
    pub fn human_declares(&self) -> bool {
        self.game
            .play()
            .is_some_and(|p| p.declarer().side() == self.human.side())
    }

    /// True when `seat`'s cards are the human's to play.
    fn human_controls(&self, seat: Seat) -> bool {
        match self.game.phase() {
            Phase::Play(_) => {
                seat == self.human || (self.human_declares() && seat.side() == self.human.side())
            }
            _ => seat == self.human,
        }
    }

    /// Who acts next.
    pub fn turn(&self) -> Turn {
        match self.game.to_act() {
            None => Turn::Over,
            Some(s) if self.human_controls(s) => Turn::Human(s),
            Some(s) => Turn::Robot(s),
        }
    }

    /// The hands the human may see now: their own; dummy's, and the partner's when the human's
    /// side declares, only once the opening lead is made (Law 41D: the declaring side sees
    /// partner's cards when dummy is spread, after the lead); every hand once the deal is over.
    pub fn visible(&self, seat: Seat) -> bool {
        match self.game.phase() {
            Phase::Done(_) => true,
            Phase::Auction(_) => seat == self.human,
            Phase::Play(p) => {
                seat == self.human
                    || (p.dummy_visible()
                        && (seat == p.dummy()
                            || (self.human_declares() && seat.side() == self.human.side())))
            }
        }
    }

    /// The cards `seat` still holds.
    pub fn remaining(&self, seat: Seat) -> CardSet {
        match self.game.play() {
            Some(p) => p.remaining(seat),
            None => self.game.board().deal.hand(seat),
        }
    }

    /// Calls the human may make now (empty when it is not their turn to call).
    pub fn legal_calls(&self) -> Vec<Call> {
        match (self.turn(), self.game.phase()) {
            (Turn::Human(_), Phase::Auction(a)) => a.legal_calls(),
            _ => Vec::new(),
        }
    }

    /// Cards the human may play now (empty when it is not their turn to play).
    pub fn playable(&self) -> CardSet {
        match (self.turn(), self.game.phase()) {
            (Turn::Human(_), Phase::Play(p)) => p.legal_cards(),
            _ => CardSet::EMPTY,
        }
    }

    /// Makes the human's call or card; refused when it is not the human's turn.
    pub fn human_action(&mut self, action: Action) -> Result<(), TableError> {
        match self.turn() {
            Turn::Human(_) => self.game.apply(action).map_err(TableError::Game),
            Turn::Robot(_) | Turn::Over => Err(TableError::NotYourTurn),
        }
    }

    /// What the robot system would call for the human now, with its meaning.
    pub fn hint(&self) -> Option<robot::CallAdvice> {
        match (self.turn(), self.game.phase()) {
            (Turn::Human(seat), Phase::Auction(a)) => Some(robot::choose_call(
                self.game.board().deal.hand(seat),
                a,
                self.game.board().vulnerability,
            )),
            _ => None,
        }
    }

    /// What the robot on turn chooses, without making it.
    pub fn robot_choice(&self) -> Option<RobotMove> {
        let Turn::Robot(seat) = self.turn() else {
            return None;
        };
        let board = self.game.board();
        match self.game.phase() {
            Phase::Auction(a) => {
                let advice = robot::choose_call(board.deal.hand(seat), a, board.vulnerability);
                Some(RobotMove {
                    seat,
                    action: Action::Call(advice.call),
                    why: advice.meaning,
                })
            }
            Phase::Play(p) => {
                // For dummy's card the view is declarer's: declarer decides for dummy.
                let view = PlayView::new(p, seat).with_auction(self.game.auction());
                let advice = robot::choose_card(&view);
                Some(RobotMove {
                    seat,
                    action: Action::Card(advice.card),
                    why: advice.reason,
                })
            }
            Phase::Done(_) => None,
        }
    }

    /// Lets the robot on turn act; returns what it did, or `None` when it is not a robot's turn.
    pub fn robot_step(&mut self) -> Option<RobotMove> {
        let m = self.robot_choice()?;
        // The robot API promises a legal action; refuse to go on rather than panic if not.
        self.game.apply(m.action).ok()?;
        Some(m)
    }

    /// Takes back the human's last call or card and every robot action after it.
    /// Returns false when the human has not acted yet.
    pub fn undo(&mut self) -> bool {
        let mut probe = Table::from_game(self.game.clone(), self.human);
        // After each step back, the seat on turn is the one that made the action undone.
        while probe.game.undo().is_some() {
            if let Some(s) = probe.game.to_act()
                && probe.human_controls(s)
            {
                *self = probe;
                return true;
            }
        }
        false
    }

    /// The play, when the human may claim now: declarer's side, on turn, in the play.
    pub fn claimable(&self) -> Option<&Play> {
        match (self.turn(), self.game.phase()) {
            (Turn::Human(_), Phase::Play(p)) if self.human_declares() => Some(p),
            _ => None,
        }
    }

    /// The ruling a claim of `tricks` by the human (declaring) would get, without making it.
    pub fn judge_claim(&self, tricks: u8) -> Result<Verdict, ClaimRefused> {
        let p = self.claimable().ok_or(ClaimRefused::NotYourClaim)?;
        claim::judge(p, Claim::of(tricks)).map_err(|_| ClaimRefused::TooManyTricks)
    }

    /// Declarer (the human) claims `tricks` of the remaining tricks with the default line.
    /// An accepted claim ends play with the tricks awarded; a disputed one is ruled or, with
    /// [`OnDispute::PlayOn`], withdrawn; a claim too early to check changes nothing.
    pub fn claim(&mut self, tricks: u8, on_dispute: OnDispute) -> Result<Verdict, ClaimRefused> {
        let verdict = self.judge_claim(tricks)?;
        self.settle_claim(verdict, on_dispute)
    }

    /// [`Table::claim`] with the verdict of [`Table::judge_claim`] reached elsewhere (the
    /// browser judges in an engine worker, off the page's thread). The caller makes sure the
    /// play has not moved on since.
    pub fn settle_claim(
        &mut self,
        verdict: Verdict,
        on_dispute: OnDispute,
    ) -> Result<Verdict, ClaimRefused> {
        if self.claimable().is_none() {
            return Err(ClaimRefused::NotYourClaim);
        }
        let awarded = match verdict {
            Verdict::Accepted { awarded } => Some(awarded),
            Verdict::Disputed { awarded } if on_dispute == OnDispute::AcceptRuling => Some(awarded),
            Verdict::Disputed { .. } | Verdict::TooEarly => None,
        };
        if let Some(n) = awarded {
            self.game.claim(n).map_err(|_| ClaimRefused::NotYourClaim)?;
        }
        Ok(verdict)
    }

    /// The result once the deal is over.
    pub fn result(&self) -> Option<BoardResult> {
        self.game.result()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::Deal;

    fn run_robots(t: &mut Table) {
        while t.robot_step().is_some() {}
    }

    #[test]
    fn robots_play_until_the_human_is_on_turn_and_undo_returns_there() {
        for seed in 0..30 {
            let mut t = Table::new(
                Board::numbered(seed as u32 + 1, Deal::random(seed)),
                Seat::South,
            );
            run_robots(&mut t);
            let mut human_moves = 0;
            while let Turn::Human(seat) = t.turn() {
                let before = t.game().actions().len();
                let action = match t.game().phase() {
                    Phase::Auction(_) => Action::Call(t.hint().unwrap().call),
                    Phase::Play(_) => Action::Card(t.playable().iter().next().unwrap()),
                    Phase::Done(_) => unreachable!(),
                };
                assert!(t.visible(seat));
                t.human_action(action).unwrap();
                human_moves += 1;
                if human_moves == 2 {
                    // Undo goes back to exactly where the human acted.
                    assert!(t.undo());
                    assert_eq!(t.game().actions().len(), before);
                    assert_eq!(t.turn(), Turn::Human(seat));
                    t.human_action(action).unwrap();
                }
                run_robots(&mut t);
            }
            assert_eq!(t.turn(), Turn::Over);
            assert!(t.result().is_some());
        }
    }

    #[test]
    fn robots_cannot_be_overruled_and_the_human_cannot_act_for_them() {
        let mut t = Table::new(Board::numbered(2, Deal::random(5)), Seat::South); // East deals
        assert_eq!(t.turn(), Turn::Robot(Seat::East));
        assert!(t.human_action(Action::Call(Call::Pass)).is_err());
        assert!(t.legal_calls().is_empty());
        assert!(!t.visible(Seat::East));
        assert!(t.visible(Seat::South));
    }

    #[test]
    fn the_human_plays_dummy_when_north_declares() {
        // North opens 1NT, everyone passes: North declares and South (the human) is dummy.
        let mut t = Table::new(Board::numbered(1, Deal::random(9)), Seat::South);
        for c in ["1NT", "P", "P", "P"] {
            t.game.call(c.parse().unwrap()).unwrap();
        }
        assert!(t.human_declares());
        assert_eq!(t.turn(), Turn::Robot(Seat::East));
        run_robots(&mut t);
        assert_eq!(t.turn(), Turn::Human(Seat::South)); // dummy's card, chosen by the human
        assert!(t.visible(Seat::North));
        assert!(!t.visible(Seat::West));
        let c = t.playable().iter().next().unwrap();
        t.human_action(Action::Card(c)).unwrap();
    }

    #[test]
    fn a_claim_is_settled_by_a_verdict_reached_elsewhere_as_by_judging_it_here() {
        // North opens 1NT, everyone passes: North declares, the human plays both hands.
        let mut t = Table::new(Board::numbered(1, Deal::random(9)), Seat::South);
        assert_eq!(t.claimable(), None, "no claim in the auction");
        assert_eq!(
            t.settle_claim(Verdict::Accepted { awarded: 13 }, OnDispute::AcceptRuling),
            Err(ClaimRefused::NotYourClaim)
        );
        for c in ["1NT", "P", "P", "P"] {
            t.game.call(c.parse().unwrap()).unwrap();
        }
        run_robots(&mut t);
        let play = t.claimable().expect("declarer's side on turn").clone();
        for tricks in [0, 7, 13] {
            let verdict = claim::judge(&play, Claim::of(tricks)).unwrap();
            for on_dispute in [OnDispute::AcceptRuling, OnDispute::PlayOn] {
                let mut here = t.clone();
                let mut elsewhere = t.clone();
                assert_eq!(
                    elsewhere.settle_claim(verdict, on_dispute),
                    here.claim(tricks, on_dispute),
                    "{tricks}"
                );
                assert_eq!(elsewhere, here);
            }
        }
    }

    #[test]
    fn claims_are_judged_ruled_or_withdrawn() {
        // North-South hold every top card; South (the human) declares 7NT and West leads.
        let deal =
            Deal::from_pbn("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
                .unwrap();
        let mut t = Table::new(Board::numbered(3, deal), Seat::South);
        for c in ["7NT", "P", "P", "P"] {
            t.game.call(c.parse().unwrap()).unwrap();
        }
        assert_eq!(
            t.claim(13, OnDispute::PlayOn),
            Err(ClaimRefused::NotYourClaim)
        );
        t.robot_step().unwrap(); // West leads
        assert_eq!(
            t.claim(14, OnDispute::PlayOn),
            Err(ClaimRefused::TooManyTricks)
        );
        assert_eq!(
            t.claim(13, OnDispute::AcceptRuling),
            Ok(Verdict::Accepted { awarded: 13 })
        );
        assert_eq!(t.result().unwrap().declarer_tricks, 13);
        // East-West's cards at 7NT by West: every claim is disputed; play on changes nothing.
        let mut g = Game::new(Board::numbered(1, deal));
        for c in ["P", "P", "P", "7NT", "P", "P", "P"] {
            g.call(c.parse().unwrap()).unwrap();
        }
        let mut t = Table::from_game(g, Seat::West);
        t.robot_step().unwrap(); // North leads
        while t.robot_step().is_some() {}
        let before = t.clone();
        assert_eq!(
            t.claim(1, OnDispute::PlayOn),
            Ok(Verdict::Disputed { awarded: 0 })
        );
        assert_eq!(t, before);
        assert_eq!(
            t.claim(1, OnDispute::AcceptRuling),
            Ok(Verdict::Disputed { awarded: 0 })
        );
        assert_eq!(t.result().unwrap().declarer_tricks, 0);
    }

    #[test]
    fn partners_hand_is_hidden_until_the_opening_lead() {
        // South (the human) opens 1NT and declares: North's hand appears only after West leads.
        let mut t = Table::new(Board::numbered(3, Deal::random(9)), Seat::South); // South deals
        for c in ["1NT", "P", "P", "P"] {
            t.game.call(c.parse().unwrap()).unwrap();
        }
        assert!(t.human_declares());
        assert_eq!(t.turn(), Turn::Robot(Seat::West));
        assert!(!t.visible(Seat::North), "no peeking before the lead");
        assert!(t.visible(Seat::South));
        t.robot_step().unwrap();
        assert!(t.visible(Seat::North));
        assert!(!t.visible(Seat::East) && !t.visible(Seat::West));
        // North declares and the human is dummy: declarer's hand too waits for the lead.
        let mut t = Table::new(Board::numbered(1, Deal::random(9)), Seat::South);
        for c in ["1NT", "P", "P", "P"] {
            t.game.call(c.parse().unwrap()).unwrap();
        }
        assert!(!t.visible(Seat::North));
        t.robot_step().unwrap();
        assert!(t.visible(Seat::North));
    }

    #[test]
    fn a_redoubled_contract_is_played_out_and_scored() {
        // North opens 1S, East doubles, South (the human) redoubles, then three passes.
        let board = Board::numbered(1, Deal::random(21));
        let mut g = Game::new(board);
        for c in ["1S", "X"] {
            g.call(c.parse().unwrap()).unwrap();
        }
        let mut t = Table::from_game(g, Seat::South);
        assert!(t.legal_calls().contains(&Call::Redouble));
        t.human_action(Action::Call(Call::Redouble)).unwrap();
        for _ in 0..3 {
            t.game.call(Call::Pass).unwrap();
        }
        assert!(t.human_declares());
        while t.result().is_none() {
            if t.robot_step().is_none() {
                let c = t.playable().iter().next().unwrap();
                t.human_action(Action::Card(c)).unwrap();
            }
        }
        let r = t.result().unwrap();
        let (contract, declarer) = r.contract().unwrap();
        assert_eq!(contract.pbn(), "1SXX");
        assert_eq!(declarer, Seat::North);
        let expected = crate::scoring::duplicate::score(contract, false, r.declarer_tricks).total();
        assert_eq!(r.north_south_score(board.vulnerability), expected);
        // 1♠XX is a game: 120 + 100 for the insult + 300, and 200 a redoubled overtrick.
        let made = 520 + 200 * i32::from(r.declarer_tricks.saturating_sub(7));
        assert!(if r.declarer_tricks >= 7 {
            expected == made
        } else {
            expected < 0
        });
    }
}
