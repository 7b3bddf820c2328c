//! A table with one human and three robots: who acts next, what the robots do, and undo.
//!
//! This is the whole game logic of the play screen, kept here so it is tested natively; the web
//! page only renders a [`Table`] and forwards the player's intents to it.

use crate::auction::{Auction, Call};
use crate::card::{Card, CardSet};
use crate::claim::{self, Claim, Verdict};
use crate::game::{Action, Board, BoardResult, Game, GameError, Phase};
use crate::msg::Msg;
use crate::play::Play;
use crate::robot::{self, CallAdvice, CardAdvice, PlayConfig, PlayView};
use crate::seat::{Seat, Vulnerability};
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

/// Where the player sits when their side wins the contract: the "You declare" setting (and a
/// link's `declare=`). Either way the player plays declarer's and dummy's cards whenever their
/// side declares and the robots defend; the seating only says which of the two hands faces the
/// player ([`Table::player_seat`]), so the score, the robots' view and the play are the same.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seating {
    /// The player keeps the seat dealt: when partner declares, the player is dummy and plays
    /// declarer's cards from across the table.
    #[default]
    Dealt,
    /// The table turns when partner declares: the player takes declarer's seat, declarer's
    /// hand at the bottom and their own hand across the table as dummy, as robot sites do.
    You,
}

impl Seating {
    /// Both seatings, the default first.
    pub const ALL: [Seating; 2] = [Seating::Dealt, Seating::You];

    /// The seating's id in links and saves (`declare=you`).
    pub const fn id(self) -> &'static str {
        match self {
            Seating::Dealt => "dealt",
            Seating::You => "you",
        }
    }
}

/// A name that is not a seating's id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownSeating(pub String);

impl std::fmt::Display for UnknownSeating {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?} is not a seating (dealt or you)", self.0)
    }
}

impl std::error::Error for UnknownSeating {}

impl std::str::FromStr for Seating {
    type Err = UnknownSeating;
    fn from_str(s: &str) -> Result<Seating, UnknownSeating> {
        Seating::ALL
            .into_iter()
            .find(|t| t.id() == s)
            .ok_or_else(|| UnknownSeating(s.to_string()))
    }
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

/// What the robot on turn may know when it decides, and nothing more: the question an engine
/// worker answers in the browser ([`RobotAsk::decide`]), so the page never thinks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RobotAsk {
    /// A call: the robot's own hand, the auction so far and the vulnerability.
    Call {
        /// The caller's hand.
        hand: CardSet,
        /// The calls so far.
        auction: Auction,
        /// The board's vulnerability.
        vulnerability: Vulnerability,
        /// How hard the robot judges close calls ([`robot::Strength::judge_layouts`]).
        strength: robot::Strength,
    },
    /// A card (or a claim, when declarer's side is on lead): the seat's view of the play.
    Card {
        /// What the seat on turn sees (declarer's eyes for dummy's card).
        view: PlayView,
        /// How hard to think, for which scoring, and the seed of this decision.
        config: PlayConfig,
        /// Whether declarer may claim now (not right after the player disputed a claim the
        /// judge could not check yet).
        may_claim: bool,
    },
}

/// The robot's answer to a [`RobotAsk`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RobotAdvice {
    /// A call and its meaning.
    Call(CallAdvice),
    /// A card and its reason.
    Card(CardAdvice),
    /// Declarer claims this many of the remaining tricks (all of them), playing winners from the
    /// top; the defending player accepts or disputes it.
    Claim(u8),
}

impl RobotAsk {
    /// The robot's decision: a call, a card, or a claim.
    pub fn decide(&self) -> RobotAdvice {
        self.decide_with(None)
    }

    /// [`RobotAsk::decide`] within the strength's time budget, measured by `clock`
    /// (milliseconds; `performance.now()` in a browser's worker): see
    /// [`robot::play_card_timed`].
    pub fn decide_timed(&self, clock: &mut dyn FnMut() -> f64) -> RobotAdvice {
        self.decide_with(Some(clock))
    }

    fn decide_with(&self, clock: Option<&mut dyn FnMut() -> f64>) -> RobotAdvice {
        match self {
            RobotAsk::Call {
                hand,
                auction,
                vulnerability,
                strength,
            } => RobotAdvice::Call(robot::choose_call_at(
                *hand,
                auction,
                *vulnerability,
                *strength,
            )),
            RobotAsk::Card {
                view,
                config,
                may_claim,
            } => {
                if *may_claim && let Some(tricks) = robot_claim(view, config) {
                    return RobotAdvice::Claim(tricks);
                }
                RobotAdvice::Card(match clock {
                    Some(clock) => robot::play_card_timed(view, config, clock),
                    None => robot::play_card(view, config),
                })
            }
        }
    }

    /// One share of the decision, for a thread of several that decide it together
    /// ([`robot::share`]): `Ok` with the whole answer when there is nothing to share (a call, a
    /// claim (asked in the first share only), a single card), else `Err` with the share's
    /// layout values, to be merged by [`RobotAsk::decide_from_shares`]. `deadline` as in
    /// [`robot::share::score_share`].
    pub fn decide_share(
        &self,
        share: robot::share::Share,
        deadline: Option<(&mut dyn FnMut() -> f64, f64)>,
    ) -> Result<RobotAdvice, robot::share::ShareAnswer> {
        let RobotAsk::Card {
            view,
            config,
            may_claim,
        } = self
        else {
            return Ok(self.decide());
        };
        if share.index == 0
            && *may_claim
            && let Some(tricks) = robot_claim(view, config)
        {
            return Ok(RobotAdvice::Claim(tricks));
        }
        match robot::share::score_share(view, config, share, deadline) {
            robot::share::ShareAnswer::Decided(card) => Ok(RobotAdvice::Card(card)),
            values => Err(values),
        }
    }

    /// The card from the values of every share of the decision ([`RobotAsk::decide_share`]);
    /// `None` for a call, which is never shared.
    pub fn decide_from_shares(&self, shares: &[robot::share::ShareAnswer]) -> Option<CardAdvice> {
        match self {
            RobotAsk::Card { view, config, .. } => {
                Some(robot::share::decide_shared(view, config, shares))
            }
            RobotAsk::Call { .. } => None,
        }
    }

    /// The same question, with no claim allowed: the robot plays a card.
    pub fn without_claim(mut self) -> RobotAsk {
        if let RobotAsk::Card { may_claim, .. } = &mut self {
            *may_claim = false;
        }
        self
    }
}

/// Tricks left from which a robot declarer looks for a claim by imagining layouts: earlier, a
/// claim of every trick is rare and the search would only slow the card down.
const CLAIM_FROM_TRICKS_LEFT: usize = 7;

/// Whether the robot declarer (or declarer for dummy), on lead in `view`, claims, and how many
/// tricks: at once when no layout can beat its winners ([`sure_claim`]), else late in the play
/// when the claim line takes every trick in every layout the play allows, so that the Laws
/// judge awards the claim ([`robot::claim_offer`]).
fn robot_claim(view: &PlayView, config: &PlayConfig) -> Option<u8> {
    if view.seat().side() != view.declarer().side() || !view.current().cards.is_empty() {
        return None;
    }
    sure_claim(view).or_else(|| {
        (view.hand().len() <= CLAIM_FROM_TRICKS_LEFT && view.hand().len() >= 2)
            .then(|| robot::claim_offer(view, config))
            .flatten()
    })
}

/// The tricks declarer's side claims at the start of a trick when it cannot lose any of them
/// whatever the hidden cards are: the hand on lead holds only cards that outrank every other
/// card of their suit still out (partner's included), and no opponent can ruff (no trump
/// outstanding, or every card led is a trump). Judged only from what declarer sees, so the
/// claim never depends on a hidden card; the line is "winners from the top", which the Laws
/// judge accepts ([`claim::judge`]).
pub fn sure_claim(view: &PlayView) -> Option<u8> {
    let declaring = view.seat().side() == view.declarer().side();
    let remaining = view.hand().len();
    if !declaring || !view.current().cards.is_empty() || remaining < 2 {
        return None;
    }
    let lead = view.hand();
    // Every other card not yet played: the hidden ones and partner's.
    let others = CardSet::FULL.without(view.played_set()).without(lead);
    let masters = lead.iter().all(|c: Card| {
        others
            .suit(c.suit)
            .highest_in(c.suit)
            .is_none_or(|top| top.rank < c.rank)
    });
    let partner = view
        .visible_hand(view.seat().partner())
        .unwrap_or(CardSet::EMPTY);
    let ruffable = view.trump().is_some_and(|trump| {
        let out = others.without(partner).suit_len(trump) > 0;
        out && lead.iter().any(|c| c.suit != trump)
    });
    (masters && !ruffable).then_some(remaining as u8)
}

/// The seed of one robot decision: `base` (the session's seed, or a field table's) mixed with
/// the board number, the seat and how many cards are played, so replaying a deal replays it.
/// Never the cards: a seed made from hidden hands would let them sway the robot's choice.
pub fn decision_seed(base: u64, board: &Board, seat: Seat, index: usize) -> u64 {
    let mut h = base ^ 0x9e37_79b9_7f4a_7c15;
    for word in [u64::from(board.number), seat.index() as u64, index as u64] {
        // splitmix64 over each word: well spread seeds for nearby inputs.
        h = h.wrapping_add(word).wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = h;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        h = z ^ (z >> 31);
    }
    h
}

/// What a robot did with its decision ([`Table::apply_robot`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RobotDone {
    /// It made a call or played a card.
    Moved(RobotMove),
    /// Declarer claims this many of the remaining tricks; the human accepts or disputes it.
    Claims(u8),
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

    /// True when `seat`'s cards (or calls) are the human's to make: their own seat in the
    /// auction; in the play their own hand, and declarer's and dummy's both when their side
    /// declares (whatever the [`Seating`]: it turns the table, not the play). The one rule of
    /// who acts for a seat: [`Table::turn`], undo and the play screen's card buttons follow it.
    pub fn controls(&self, seat: Seat) -> bool {
        match self.game.phase() {
            Phase::Play(_) => {
                seat == self.human || (self.human_declares() && seat.side() == self.human.side())
            }
            _ => seat == self.human,
        }
    }

    /// The seat the player sits at now, drawn at the bottom of the table: their own, except in
    /// the play of a contract partner declares with [`Seating::You`], where it is declarer's
    /// (the table turned half round; the player's own hand is dummy across the table).
    pub fn player_seat(&self, seating: Seating) -> Seat {
        match (seating, self.game.phase()) {
            (Seating::You, Phase::Play(p)) if p.declarer() == self.human.partner() => p.declarer(),
            _ => self.human,
        }
    }

    /// Who acts next.
    pub fn turn(&self) -> Turn {
        match self.game.to_act() {
            None => Turn::Over,
            Some(s) if self.controls(s) => Turn::Human(s),
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

    /// The question for the robot system's call for the human now (the hint, worked out in a
    /// worker in the browser): the human's hand, the auction and the vulnerability.
    pub fn hint_ask(&self) -> Option<RobotAsk> {
        match (self.turn(), self.game.phase()) {
            // The hint is the system's call, judged at the full strength.
            (Turn::Human(seat), Phase::Auction(a)) => Some(RobotAsk::Call {
                hand: self.game.board().deal.hand(seat),
                auction: a.clone(),
                vulnerability: self.game.board().vulnerability,
                strength: robot::Strength::Strong,
            }),
            _ => None,
        }
    }

    /// The question for the card the robot would play for the human now (the card-play hint,
    /// worked out in a worker like the robots' own cards): the view of the seat the human plays
    /// for (their own hand, or dummy's, which declarer plays from declarer's view), so the hint
    /// sees only what that seat may see; thought over as `config` says, its seed mixed with the
    /// deal and the card's index as for the robots ([`decision_seed`]). Never a claim. `None`
    /// when the human is not on turn to play a card.
    pub fn card_hint_ask(&self, config: &PlayConfig) -> Option<RobotAsk> {
        let (Turn::Human(seat), Phase::Play(p)) = (self.turn(), self.game.phase()) else {
            return None;
        };
        Some(self.card_ask(p, seat, config, false))
    }

    /// A card decision for `seat`: its view of the play and the auction, and the decision's
    /// own seed mixed from `config`'s.
    fn card_ask(&self, p: &Play, seat: Seat, config: &PlayConfig, may_claim: bool) -> RobotAsk {
        let board = self.game.board();
        RobotAsk::Card {
            view: PlayView::new(p, seat)
                .with_auction(self.game.auction())
                .with_vulnerability(board.vulnerability),
            config: PlayConfig {
                seed: decision_seed(config.seed, board, seat, p.card_count()),
                ..*config
            },
            may_claim,
        }
    }

    /// The card-play hint worked out here, on the calling thread ([`Table::card_hint_ask`]
    /// answered): the card the robot would play for the human and its reason.
    pub fn card_hint(&self, config: &PlayConfig) -> Option<CardAdvice> {
        match self.card_hint_ask(config)?.decide() {
            RobotAdvice::Card(advice) => Some(advice),
            // The ask forbids claims, and a card ask never answers with a call.
            RobotAdvice::Call(_) | RobotAdvice::Claim(_) => None,
        }
    }

    /// What the robot on turn may know for its decision, with the seat on turn; `config`'s seed
    /// is the base that [`decision_seed`] mixes with the deal, the seat and the card's index.
    /// `None` when no robot is on turn.
    pub fn robot_ask(&self, config: &PlayConfig) -> Option<(Seat, RobotAsk)> {
        let Turn::Robot(seat) = self.turn() else {
            return None;
        };
        let board = self.game.board();
        let ask = match self.game.phase() {
            Phase::Auction(a) => RobotAsk::Call {
                hand: board.deal.hand(seat),
                auction: a.clone(),
                vulnerability: board.vulnerability,
                strength: config.strength,
            },
            // For dummy's card the view is declarer's: declarer decides for dummy.
            Phase::Play(p) => self.card_ask(p, seat, config, true),
            Phase::Done(_) => return None,
        };
        Some((seat, ask))
    }

    /// What the robot on turn chooses, without making it: the plain robot (rule-based card
    /// play, no claims), quick enough for native tests, fuzzing and benches.
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

    /// Lets the robot on turn act with the plain robot ([`Table::robot_choice`]); returns what
    /// it did, or `None` when it is not a robot's turn.
    pub fn robot_step(&mut self) -> Option<RobotMove> {
        let m = self.robot_choice()?;
        // The robot API promises a legal action; refuse to go on rather than panic if not.
        self.game.apply(m.action).ok()?;
        Some(m)
    }

    /// Lets the robot on turn decide as `config` says (the card-play robot of that strength,
    /// for that scoring) and act, here on the calling thread; the browser asks a worker
    /// ([`Table::robot_ask`]) and applies the answer with [`Table::apply_robot`].
    pub fn robot_step_with(&mut self, config: &PlayConfig) -> Option<RobotDone> {
        let (seat, ask) = self.robot_ask(config)?;
        self.apply_robot(seat, ask.decide())
    }

    /// Applies the decision of the robot at `seat`, reached elsewhere from [`Table::robot_ask`].
    /// A card or call is made; a claim waits for the human to accept or dispute it. `None` when
    /// that robot is not on turn or the action is not legal (the caller asked about another
    /// state of the table).
    pub fn apply_robot(&mut self, seat: Seat, advice: RobotAdvice) -> Option<RobotDone> {
        if self.turn() != Turn::Robot(seat) {
            return None;
        }
        let (action, why) = match advice {
            // Until call meanings are catalogue messages, the English meaning is the key.
            RobotAdvice::Call(a) => (Action::Call(a.call), a.meaning),
            RobotAdvice::Card(a) => (Action::Card(a.card), a.reason),
            RobotAdvice::Claim(tricks) => {
                let p = self.robot_claimable()?;
                return (tricks <= p.tricks_remaining()).then_some(RobotDone::Claims(tricks));
            }
        };
        self.game.apply(action).ok()?;
        Some(RobotDone::Moved(RobotMove { seat, action, why }))
    }

    /// The play, when a robot declarer (or declarer for dummy) is on turn and may claim.
    pub fn robot_claimable(&self) -> Option<&Play> {
        match (self.turn(), self.game.phase()) {
            (Turn::Robot(seat), Phase::Play(p)) if seat.side() == p.declarer().side() => Some(p),
            _ => None,
        }
    }

    /// The human (defending) accepts the robot declarer's claim of `tricks`: play ends.
    pub fn accept_robot_claim(&mut self, tricks: u8) -> Result<(), ClaimRefused> {
        let p = self.robot_claimable().ok_or(ClaimRefused::NotYourClaim)?;
        if tricks > p.tricks_remaining() {
            return Err(ClaimRefused::TooManyTricks);
        }
        self.game
            .claim(tricks)
            .map_err(|_| ClaimRefused::NotYourClaim)
    }

    /// The ruling on the robot declarer's claim the human disputed (Law 70), judged by
    /// [`claim::judge`] (in a worker in the browser): the tricks the line guarantees are
    /// awarded; a claim too early to check is withdrawn and the robot plays on.
    pub fn settle_robot_claim(&mut self, verdict: Verdict) -> Result<Verdict, ClaimRefused> {
        self.robot_claimable().ok_or(ClaimRefused::NotYourClaim)?;
        match verdict {
            Verdict::Accepted { awarded } | Verdict::Disputed { awarded } => self
                .game
                .claim(awarded)
                .map_err(|_| ClaimRefused::TooManyTricks)?,
            Verdict::TooEarly => {}
        }
        Ok(verdict)
    }

    /// Takes back the human's last call or card and every robot action after it.
    /// Returns false when the human has not acted yet.
    pub fn undo(&mut self) -> bool {
        let mut probe = Table::from_game(self.game.clone(), self.human);
        // After each step back, the seat on turn is the one that made the action undone.
        while probe.game.undo().is_some() {
            if let Some(s) = probe.game.to_act()
                && probe.controls(s)
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
pub(crate) mod tests {
    use super::*;
    use crate::deal::Deal;

    /// Plays the deal out: the robots act, the human takes the hint's call and the first
    /// playable card.
    pub(crate) fn play_out(t: &mut Table) {
        while t.result().is_none() {
            if t.robot_step().is_some() {
                continue;
            }
            let action = match t.game().phase() {
                Phase::Auction(_) => Action::Call(t.hint().unwrap().call),
                Phase::Play(_) => Action::Card(t.playable().iter().next().unwrap()),
                Phase::Done(_) => break,
            };
            t.human_action(action).unwrap();
        }
    }

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

    use crate::robot::{Goal, Strength};

    const QUICK: PlayConfig = PlayConfig {
        strength: Strength::Quick,
        goal: Goal::Total,
        seed: 7,
    };

    /// Plays `t` to the end: robots decide as asked of a worker (accepting their claims), the
    /// human plays the first legal card or the system's call.
    fn play_out_with(t: &mut Table, config: &PlayConfig) {
        while t.result().is_none() {
            match t.robot_step_with(config) {
                Some(RobotDone::Moved(_)) => {}
                Some(RobotDone::Claims(n)) => t.accept_robot_claim(n).unwrap(),
                None => {
                    let action = match t.game().phase() {
                        Phase::Auction(_) => Action::Call(t.hint().unwrap().call),
                        _ => Action::Card(t.playable().iter().next().unwrap()),
                    };
                    t.human_action(action).unwrap();
                }
            }
        }
    }

    #[test]
    fn a_robot_asked_elsewhere_sees_only_its_seat_and_its_answer_plays_the_deal() {
        // Two deals: the sampler is slow in a debug build.
        for seed in 0..2 {
            let board = Board::numbered(seed as u32 + 1, Deal::random(seed + 100));
            let mut t = Table::new(board, Seat::South);
            while t.result().is_none() {
                if let Some((seat, ask)) = t.robot_ask(&QUICK) {
                    // What the robot is told does not change when the hidden hands are
                    // swapped: the cards of the two seats it cannot see trade places.
                    let (x, y) = hidden_pair(&t, seat);
                    let swapped = swap_hands(&t, x, y);
                    let other = swapped.robot_ask(&QUICK).map(|(_, a)| a);
                    assert_eq!(Some(&ask), other.as_ref(), "seed {seed}");
                    match t.apply_robot(seat, ask.decide()).unwrap() {
                        RobotDone::Moved(m) => assert_eq!(m.seat, seat),
                        RobotDone::Claims(n) => t.accept_robot_claim(n).unwrap(),
                    }
                } else {
                    let action = match t.game().phase() {
                        Phase::Auction(_) => Action::Call(t.hint().unwrap().call),
                        _ => Action::Card(t.playable().iter().next().unwrap()),
                    };
                    t.human_action(action).unwrap();
                }
            }
        }
    }

    /// Two seats whose hands `seat`'s robot cannot see now (in the play: the two hidden ones;
    /// in the auction: any two others).
    fn hidden_pair(t: &Table, seat: Seat) -> (Seat, Seat) {
        let viewer = match t.game().play() {
            Some(p) if seat == p.dummy() => p.declarer(),
            _ => seat,
        };
        let seen = |s: Seat| {
            s == viewer
                || t.game()
                    .play()
                    .is_some_and(|p| p.dummy_visible() && s == p.dummy())
        };
        let hidden: Vec<Seat> = Seat::ALL.into_iter().filter(|s| !seen(*s)).collect();
        (hidden[0], hidden[1])
    }

    /// The same table with the cards `x` and `y` still hold traded (played cards stay).
    fn swap_hands(t: &Table, x: Seat, y: Seat) -> Table {
        let deal = t.game().board().deal;
        let (rx, ry) = (t.remaining(x), t.remaining(y));
        if rx.len() != ry.len() {
            return t.clone();
        }
        let mut hands = Seat::ALL.map(|s| deal.hand(s));
        hands[x.index()] = deal.hand(x).without(rx).or(ry);
        hands[y.index()] = deal.hand(y).without(ry).or(rx);
        let Ok(swapped) = Deal::new(hands) else {
            return t.clone();
        };
        let mut g = Game::new(Board {
            deal: swapped,
            ..*t.game().board()
        });
        for a in t.game().actions() {
            if g.apply(a).is_err() {
                return t.clone();
            }
        }
        Table::from_game(g, t.human())
    }

    #[test]
    fn decisions_have_their_own_reproducible_seeds() {
        let board = Board::numbered(5, Deal::random(3));
        let a = decision_seed(1, &board, Seat::North, 10);
        assert_eq!(a, decision_seed(1, &board, Seat::North, 10));
        let others = [
            decision_seed(2, &board, Seat::North, 10),
            decision_seed(1, &board, Seat::East, 10),
            decision_seed(1, &board, Seat::North, 11),
            decision_seed(1, &Board::numbered(6, Deal::random(3)), Seat::North, 10),
        ];
        // Hidden cards never sway it.
        assert_eq!(
            a,
            decision_seed(1, &Board::numbered(5, Deal::random(4)), Seat::North, 10)
        );
        assert!(others.iter().all(|s| *s != a));
        // A robot step replays alike: same table, same config, same card.
        let mut t1 = Table::new(board, Seat::South);
        let mut t2 = t1.clone();
        play_out_with(&mut t1, &QUICK);
        play_out_with(&mut t2, &QUICK);
        assert_eq!(t1, t2);
    }

    #[test]
    fn a_robot_call_is_judged_at_the_tables_strength_and_the_hint_at_full_strength() {
        let mut t = Table::new(Board::numbered(2, Deal::random(5)), Seat::South); // East deals
        let strength = |ask: RobotAsk| match ask {
            RobotAsk::Call { strength, .. } => strength,
            RobotAsk::Card { .. } => panic!("a call is asked in the auction"),
        };
        let (_, ask) = t.robot_ask(&QUICK).unwrap();
        assert_eq!(strength(ask), Strength::Quick);
        let strong = PlayConfig {
            strength: Strength::Strong,
            ..QUICK
        };
        let (_, ask) = t.robot_ask(&strong).unwrap();
        assert_eq!(strength(ask), Strength::Strong);
        while t.hint_ask().is_none() {
            t.robot_step_with(&QUICK).unwrap();
        }
        assert_eq!(strength(t.hint_ask().unwrap()), Strength::Strong);
    }

    #[test]
    fn an_answer_for_another_seat_or_state_is_refused() {
        let mut t = Table::new(Board::numbered(2, Deal::random(5)), Seat::South); // East deals
        let (seat, ask) = t.robot_ask(&QUICK).unwrap();
        assert_eq!(seat, Seat::East);
        let advice = ask.decide();
        assert_eq!(t.apply_robot(Seat::West, advice.clone()), None);
        let before = t.clone();
        assert!(t.apply_robot(Seat::East, advice.clone()).is_some());
        assert_ne!(t, before);
        // Asked again with the answer already applied: South (the human) is on turn now.
        assert_eq!(t.apply_robot(Seat::East, advice), None);
        assert_eq!(t.hint_ask().is_some(), t.turn() == Turn::Human(Seat::South));
    }

    #[test]
    fn a_robot_declarer_claims_only_sure_tricks_and_the_laws_judge_agrees() {
        // North-South hold every top card; North declares 7NT and East leads: once the lead
        // is won, every card declarer's side leads is a winner.
        let deal =
            Deal::from_pbn("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
                .unwrap();
        let mut g = Game::new(Board::numbered(1, deal));
        for c in ["7NT", "P", "P", "P"] {
            g.call(c.parse().unwrap()).unwrap();
        }
        let mut t = Table::from_game(g, Seat::West);
        let mut claims = 0;
        while t.result().is_none() {
            if let Some((seat, ask)) = t.robot_ask(&QUICK) {
                match t.apply_robot(seat, ask.decide()).unwrap() {
                    RobotDone::Moved(_) => {}
                    RobotDone::Claims(n) => {
                        let play = t.robot_claimable().unwrap().clone();
                        assert_eq!(n, play.tricks_remaining());
                        let verdict = claim::judge(&play, Claim::of(n)).unwrap();
                        assert_eq!(verdict, Verdict::Accepted { awarded: n });
                        assert_eq!(t.settle_robot_claim(verdict), Ok(verdict));
                        claims += 1;
                    }
                }
            } else {
                let c = t.playable().iter().next().unwrap();
                t.human_action(Action::Card(c)).unwrap();
            }
        }
        assert_eq!(claims, 1);
        assert_eq!(t.result().unwrap().declarer_tricks, 13);
        // With no claim allowed the robot plays a card instead.
        let mut g = Game::new(Board::numbered(1, deal));
        for c in ["7NT", "P", "P", "P"] {
            g.call(c.parse().unwrap()).unwrap();
        }
        let mut t = Table::from_game(g, Seat::West);
        loop {
            let Some((seat, ask)) = t.robot_ask(&QUICK) else {
                let c = t.playable().iter().next().unwrap();
                t.human_action(Action::Card(c)).unwrap();
                continue;
            };
            let advice = ask.clone().without_claim().decide();
            assert!(!matches!(advice, RobotAdvice::Claim(_)));
            if matches!(ask.decide(), RobotAdvice::Claim(_)) {
                assert_eq!(t.accept_robot_claim(14), Err(ClaimRefused::TooManyTricks));
                assert_eq!(t.accept_robot_claim(12), Ok(()));
                assert_eq!(t.result().unwrap().declarer_tricks, 13);
                return;
            }
            t.apply_robot(seat, advice).unwrap();
        }
    }

    #[test]
    fn every_sure_claim_of_robot_declarers_is_upheld_by_the_judge() {
        let mut checked = 0;
        for seed in 0..40 {
            let board = Board::numbered(seed as u32 + 1, Deal::random(seed + 500));
            let mut t = Table::new(board, Seat::South);
            // The plain robots play (quick in a debug build); what matters is the positions.
            play_out(&mut t);
            // Replay the play and look for sure claims at every trick start of declarer's side.
            let Some(play) = t.game().play().cloned() else {
                continue;
            };
            let mut p = Play::new(board.deal, play.contract(), play.declarer());
            for card in play.cards_played() {
                if let Some(seat) = p.to_play()
                    && let Some(n) = sure_claim(&PlayView::new(&p, seat))
                {
                    let verdict = claim::judge(&p, Claim::of(n)).unwrap();
                    assert!(
                        matches!(verdict, Verdict::Accepted { awarded } if awarded == n)
                            || verdict == Verdict::TooEarly,
                        "seed {seed}: {verdict:?}"
                    );
                    checked += 1;
                }
                p.play(card).unwrap();
            }
        }
        assert!(checked > 0);
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

    /// Who the player sits as and plays for, by who declares and the seating: the table turns
    /// only when partner declares and the player asked to declare; who plays which cards never
    /// changes with the seating.
    #[test]
    fn the_player_takes_declarers_seat_only_when_partner_declares_and_they_asked() {
        use Seat::{East, North, South, West};
        // Board 1, North deals; each auction makes one seat declarer of 1NT.
        let cases: [(&[&str], Seat); 4] = [
            (&["1NT", "P", "P", "P"], North),
            (&["P", "P", "1NT", "P", "P", "P"], South),
            (&["P", "1NT", "P", "P", "P"], East),
            (&["P", "P", "P", "1NT", "P", "P", "P"], West),
        ];
        for (calls, declarer) in cases {
            let mut results = Vec::new();
            for seating in Seating::ALL {
                let mut t = Table::new(Board::numbered(1, Deal::random(9)), South);
                assert_eq!(
                    t.player_seat(seating),
                    South,
                    "the auction is bid from South"
                );
                for c in calls {
                    t.game.call(c.parse().unwrap()).unwrap();
                }
                assert_eq!(t.game().play().map(|p| p.declarer()), Some(declarer));
                let turned = seating == Seating::You && declarer == North;
                let expected_seat = if turned { North } else { South };
                assert_eq!(
                    t.player_seat(seating),
                    expected_seat,
                    "{declarer:?} {seating:?}"
                );
                let ours = declarer.side() == South.side();
                for seat in Seat::ALL {
                    let plays = seat == South || (ours && seat == North);
                    assert_eq!(t.controls(seat), plays, "{declarer:?} {seating:?} {seat:?}");
                }
                // Played to the end: the player's cards are those of the seats they control;
                // the deal over, the player is back at their own seat.
                while t.result().is_none() {
                    if let Turn::Human(seat) = t.turn() {
                        assert!(t.controls(seat));
                        let c = t.playable().iter().next().unwrap();
                        t.human_action(Action::Card(c)).unwrap();
                    } else {
                        let Turn::Robot(seat) = t.turn() else { break };
                        assert!(!t.controls(seat));
                        t.robot_step().unwrap();
                    }
                }
                assert_eq!(t.player_seat(seating), South);
                results.push(t.game().clone());
            }
            // The same cards played, the same result and score: turning the table changes
            // neither the play nor whose score it is.
            assert_eq!(results[0], results[1], "{declarer:?}");
            let result = results[0].result().unwrap();
            assert_eq!(result.contract().map(|(_, d)| d), Some(declarer));
        }
    }

    #[test]
    fn a_seating_reads_from_its_id_and_refuses_others() {
        for s in Seating::ALL {
            assert_eq!(s.id().parse::<Seating>(), Ok(s));
            let json = serde_json::to_string(&s).unwrap();
            assert_eq!(json, format!("\"{}\"", s.id()));
        }
        assert_eq!(Seating::default(), Seating::Dealt);
        assert_eq!(
            "partner".parse::<Seating>(),
            Err(UnknownSeating("partner".into()))
        );
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
