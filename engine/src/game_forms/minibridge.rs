//! Minibridge as a game against robots (rule reference §9.5): a state machine from the first
//! announcement to the score, in the basic and the advanced version.
//!
//! **Basic.** Each player, from the dealer, announces his high-card points (A 4, K 3, Q 2, J 1).
//! The side with more points declares: its member with more points, or on equal points the one
//! who spoke first; 20-20 → the same dealer deals again. Dummy is laid out, declarer names a
//! part-score or a game and the trump suit or no-trumps, declarer's left-hand opponent leads and
//! the play is normal. Scored by [`crate::scoring::minibridge`].
//!
//! **Advanced.** Each player writes his points and suit lengths on a sheet. In turn from the
//! dealer each says "pass" or "I open" (four passes → redeal). The opener sees partner's sheet
//! and names a contract (level and strain); the opener's left-hand opponent sees his own
//! partner's sheet and may pass or overcall with a higher contract; the two alternate until one
//! passes, and the last to name a contract declares. The reference gives no scoring for this
//! version; we score the contract as minibridge scores a game or a part-score, which is the
//! non-vulnerable duplicate score of the contract (trick score, overtricks, +300 for a trick
//! score of 100 or more, else +50, and the slam bonuses; 50 a trick short). There are no doubles.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{SeriesProblem, check_dealt};

use crate::auction::{Bid, Contract, Doubling, Strain};
use crate::card::{Card, CardSet, Suit};
use crate::deal::Deal;
use crate::msg::Msg;
use crate::play::{Play, PlayError};
use crate::robot::{self, PlayConfig, PlayView};
use crate::scoring::contract_score;
use crate::scoring::minibridge::{MiniContract, MiniGoal, MiniScore, minibridge_score};
use crate::seat::{Seat, Side};

/// Which rules of minibridge are played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MiniVersion {
    /// Points announced, declarer chooses after seeing dummy.
    #[default]
    Basic,
    /// Sheets of points and lengths, "I open", and a contest of contracts.
    Advanced,
}

/// What a player may do in minibridge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MiniAction {
    /// Basic: announce this many high-card points.
    Announce(u8),
    /// Advanced: "I open".
    Open,
    /// Advanced: pass, in the opening round or in the contest of contracts.
    Pass,
    /// Advanced: name (or overcall with) this contract.
    Name(Bid),
    /// Basic: declarer's choice of goal and strain, after seeing dummy.
    Choose(MiniContract),
    /// A card, for the seat on turn (declarer plays dummy's).
    Play(Card),
}

/// The contract being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MiniChoice {
    /// A basic minibridge contract: part-score or game in a strain.
    Basic(MiniContract),
    /// An advanced contract: a level and a strain.
    Advanced(Bid),
}

impl MiniChoice {
    /// The contract as the play sees it: its strain, and the level whose tricks it needs (a
    /// part-score is played as a one-level contract, a game as 3NT, 4♥/4♠ or 5♣/5♦).
    pub fn contract(self) -> Contract {
        let bid = match self {
            MiniChoice::Advanced(b) => b,
            MiniChoice::Basic(c) => {
                let level = c.tricks_needed() - 6;
                // Always 1, 3, 4 or 5: a valid level.
                Bid::new(level, c.strain).unwrap_or_else(|| unreachable!("level {level}"))
            }
        };
        Contract::new(bid, Doubling::Undoubled)
    }

    /// The strain.
    pub fn strain(self) -> Strain {
        self.contract().strain()
    }

    /// Tricks declarer needs.
    pub fn tricks_needed(self) -> u8 {
        self.contract().tricks_needed()
    }

    /// The score when declarer takes `tricks` (at most 13).
    pub fn score(self, tricks: u8) -> MiniScore {
        let tricks = tricks.min(13);
        match self {
            MiniChoice::Basic(c) => minibridge_score(c, tricks).unwrap_or_default(),
            MiniChoice::Advanced(bid) => {
                let s = contract_score(Contract::new(bid, Doubling::Undoubled), false, tricks);
                if s.made() {
                    let bonus = if s.trick_score >= 100 { 300 } else { 50 };
                    MiniScore {
                        declarer_side: s.trick_score + s.premiums() + bonus,
                        opponents: 0,
                    }
                } else {
                    MiniScore {
                        declarer_side: 0,
                        opponents: s.undertricks,
                    }
                }
            }
        }
    }
}

/// The sheet a player writes in the advanced version: points and suit lengths.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MiniSheet {
    /// High-card points.
    pub hcp: u8,
    /// Lengths by [`Suit::index`].
    pub lengths: [u8; 4],
}

impl MiniSheet {
    /// The true sheet of `hand`.
    pub fn of(hand: CardSet) -> MiniSheet {
        MiniSheet {
            hcp: hand.hcp() as u8,
            lengths: Suit::ALL.map(|s| hand.suit_len(s) as u8),
        }
    }
}

/// Where a deal stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MiniPhase {
    /// Basic: the players announce their points.
    Announce,
    /// Advanced: each says "pass" or "I open".
    Open,
    /// Advanced: the opener and the opener's left-hand opponent name contracts.
    Name,
    /// Basic: dummy is down; declarer chooses the contract.
    Choose,
    /// The cards are played.
    Play,
    /// 20-20 (basic) or four passes (advanced): the same dealer deals again.
    Redeal,
    /// The deal is played and scored.
    Over,
}

/// Why an action is not allowed now: each names the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MiniRuleError {
    /// Each player announces the high-card points he holds (A 4, K 3, Q 2, J 1).
    PointsMiscounted {
        /// The points announced.
        said: u8,
    },
    /// The deal goes announcements (or openings and contracts), then declarer's choice, then
    /// the play: this action belongs to another stage or another version.
    WrongStage,
    /// The opener must name a contract: only the opponent may pass.
    OpenerMustName,
    /// A contract named later must be higher than the one before it.
    InsufficientContract {
        /// The contract named.
        bid: Bid,
        /// The contract it must beat.
        last: Bid,
    },
    /// The card is not allowed (not held, or a revoke).
    Play(PlayError),
    /// The deal is over.
    DealOver,
}

impl MiniRuleError {
    /// The message for the player (catalogue `mini.txt`).
    pub fn msg(&self) -> Msg {
        match self {
            MiniRuleError::PointsMiscounted { said } => {
                Msg::new("mini.error.miscounted").with("said", i64::from(*said))
            }
            MiniRuleError::WrongStage => Msg::new("mini.error.wrong_stage"),
            MiniRuleError::OpenerMustName => Msg::new("mini.error.opener_must_name"),
            MiniRuleError::InsufficientContract { last, .. } => {
                Msg::new("mini.error.insufficient").with("last", crate::Call::Bid(*last))
            }
            MiniRuleError::Play(PlayError::MustFollowSuit { led, .. }) => {
                Msg::new("mini.error.follow_suit").with("suit", *led)
            }
            MiniRuleError::Play(_) => Msg::new("mini.error.card"),
            MiniRuleError::DealOver => Msg::new("mini.error.over"),
        }
    }
}

impl fmt::Display for MiniRuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MiniRuleError::PointsMiscounted { said } => {
                write!(f, "{said} is not the hand's high-card points")
            }
            MiniRuleError::WrongStage => f.write_str("not at this stage of the deal"),
            MiniRuleError::OpenerMustName => f.write_str("the opener must name a contract"),
            MiniRuleError::InsufficientContract { bid, last } => {
                write!(f, "{bid} is not higher than {last}")
            }
            MiniRuleError::Play(e) => e.fmt(f),
            MiniRuleError::DealOver => f.write_str("the deal is over"),
        }
    }
}

impl std::error::Error for MiniRuleError {}

/// One minibridge deal. Only its inputs are saved (version, dealer, cards and actions); the
/// rest is worked out again when it is loaded, so a save can never disagree with the rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "MiniGameRecord", into = "MiniGameRecord")]
pub struct MiniGame {
    version: MiniVersion,
    dealer: Seat,
    deal: Deal,
    actions: Vec<MiniAction>,
    // Worked out from the above.
    phase: MiniPhase,
    announced: Vec<u8>,
    openings: usize,
    opener: Option<Seat>,
    names: Vec<Option<Bid>>,
    declarer: Option<Seat>,
    choice: Option<MiniChoice>,
    play: Option<Play>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
struct MiniGameRecord {
    version: MiniVersion,
    dealer: Seat,
    deal: Deal,
    actions: Vec<MiniAction>,
}

impl From<MiniGame> for MiniGameRecord {
    fn from(g: MiniGame) -> Self {
        MiniGameRecord {
            version: g.version,
            dealer: g.dealer,
            deal: g.deal,
            actions: g.actions,
        }
    }
}

impl TryFrom<MiniGameRecord> for MiniGame {
    type Error = MiniRuleError;
    fn try_from(r: MiniGameRecord) -> Result<Self, MiniRuleError> {
        let mut g = MiniGame::new(r.version, r.dealer, r.deal);
        for a in r.actions {
            g.act(a)?;
        }
        Ok(g)
    }
}

impl MiniGame {
    /// A new deal of `deal`, dealt by `dealer`.
    pub fn new(version: MiniVersion, dealer: Seat, deal: Deal) -> MiniGame {
        MiniGame {
            version,
            dealer,
            deal,
            actions: Vec::new(),
            phase: match version {
                MiniVersion::Basic => MiniPhase::Announce,
                MiniVersion::Advanced => MiniPhase::Open,
            },
            announced: Vec::new(),
            openings: 0,
            opener: None,
            names: Vec::new(),
            declarer: None,
            choice: None,
            play: None,
        }
    }

    /// The version played.
    pub const fn version(&self) -> MiniVersion {
        self.version
    }

    /// The dealer.
    pub const fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The cards as dealt.
    pub const fn deal(&self) -> &Deal {
        &self.deal
    }

    /// Where the deal stands.
    pub const fn phase(&self) -> MiniPhase {
        self.phase
    }

    /// Every action so far, in order.
    pub fn actions(&self) -> &[MiniAction] {
        &self.actions
    }

    /// The points announced so far, in speaking order from the dealer (basic).
    pub fn announced(&self) -> &[u8] {
        &self.announced
    }

    /// The opening round so far (advanced): each seat from the dealer and whether it opened.
    pub fn openings(&self) -> Vec<(Seat, bool)> {
        (0..self.openings)
            .map(|i| {
                let s = self.dealer.nth_next(i);
                (s, Some(s) == self.opener)
            })
            .collect()
    }

    /// The opener (advanced).
    pub const fn opener(&self) -> Option<Seat> {
        self.opener
    }

    /// The contracts named so far (advanced), each with the seat that named it (`None` = pass).
    pub fn names(&self) -> Vec<(Seat, Option<Bid>)> {
        let Some(opener) = self.opener else {
            return Vec::new();
        };
        self.names
            .iter()
            .enumerate()
            .map(|(i, b)| (if i % 2 == 0 { opener } else { opener.next() }, *b))
            .collect()
    }

    /// Declarer, once known.
    pub const fn declarer(&self) -> Option<Seat> {
        self.declarer
    }

    /// The contract, once chosen.
    pub const fn choice(&self) -> Option<MiniChoice> {
        self.choice
    }

    /// The play, once it has begun.
    pub const fn play(&self) -> Option<&Play> {
        self.play.as_ref()
    }

    /// The seat whose decision is due (in the play: the seat whose card is due; declarer
    /// decides for dummy), or `None` when the deal is over or must be dealt again.
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase {
            MiniPhase::Announce => Some(self.dealer.nth_next(self.announced.len())),
            MiniPhase::Open => Some(self.dealer.nth_next(self.openings)),
            MiniPhase::Name => self.opener.map(|o| {
                if self.names.len().is_multiple_of(2) {
                    o
                } else {
                    o.next()
                }
            }),
            MiniPhase::Choose => self.declarer,
            MiniPhase::Play => self.play.as_ref().and_then(Play::to_play),
            MiniPhase::Redeal | MiniPhase::Over => None,
        }
    }

    /// True when `seat`'s cards are face up for everyone: dummy from the moment declarer is
    /// known in the basic version, after the opening lead in the advanced one.
    pub fn dummy_shown(&self, seat: Seat) -> bool {
        let Some(d) = self.declarer else {
            return false;
        };
        seat == d.partner()
            && match self.version {
                MiniVersion::Basic => true,
                MiniVersion::Advanced => self.play.as_ref().is_some_and(Play::dummy_visible),
            }
    }

    /// The cards `seat` still holds.
    pub fn remaining(&self, seat: Seat) -> CardSet {
        match &self.play {
            Some(p) => p.remaining(seat),
            None => self.deal.hand(seat),
        }
    }

    /// The sheet `seat` writes (advanced): the truth about its hand as dealt.
    pub fn sheet(&self, seat: Seat) -> MiniSheet {
        MiniSheet::of(self.deal.hand(seat))
    }

    /// Declarer's tricks and the score, once the play is over.
    pub fn result(&self) -> Option<MiniResult> {
        let play = self.play.as_ref().filter(|p| p.is_over())?;
        let choice = self.choice?;
        let tricks = play.declarer_tricks();
        Some(MiniResult {
            declarer: play.declarer(),
            choice,
            tricks,
            score: choice.score(tricks),
        })
    }

    /// Takes `action` for the seat on turn, or says which rule forbids it.
    pub fn act(&mut self, action: MiniAction) -> Result<(), MiniRuleError> {
        let seat = self.to_act().ok_or(MiniRuleError::DealOver)?;
        match (self.phase, action) {
            (MiniPhase::Announce, MiniAction::Announce(points)) => {
                let held = self.deal.hand(seat).hcp();
                if u32::from(points) != held {
                    return Err(MiniRuleError::PointsMiscounted { said: points });
                }
                self.announced.push(points);
                if self.announced.len() == 4 {
                    match crate::scoring::minibridge::declarer_for_deal(self.dealer, &self.deal) {
                        crate::scoring::minibridge::MiniDeclarer::Declarer(d) => {
                            self.declarer = Some(d);
                            self.phase = MiniPhase::Choose;
                        }
                        crate::scoring::minibridge::MiniDeclarer::Redeal => {
                            self.phase = MiniPhase::Redeal
                        }
                    }
                }
            }
            (MiniPhase::Open, MiniAction::Open) => {
                self.opener = Some(seat);
                self.openings += 1;
                self.phase = MiniPhase::Name;
            }
            (MiniPhase::Open, MiniAction::Pass) => {
                self.openings += 1;
                if self.openings == 4 {
                    self.phase = MiniPhase::Redeal;
                }
            }
            (MiniPhase::Name, MiniAction::Pass) => {
                let Some((i, last)) = self.last_named() else {
                    return Err(MiniRuleError::OpenerMustName);
                };
                self.names.push(None);
                let declarer = if i % 2 == 0 {
                    self.opener
                } else {
                    self.opener.map(Seat::next)
                };
                self.start_play(declarer.unwrap_or(seat), MiniChoice::Advanced(last));
            }
            (MiniPhase::Name, MiniAction::Name(bid)) => {
                if let Some((_, last)) = self.last_named()
                    && bid <= last
                {
                    return Err(MiniRuleError::InsufficientContract { bid, last });
                }
                self.names.push(Some(bid));
                // 7NT cannot be overcalled: it stands.
                if Bid::all().last() == Some(bid) {
                    self.names.push(None);
                    self.start_play(seat, MiniChoice::Advanced(bid));
                }
            }
            (MiniPhase::Choose, MiniAction::Choose(contract)) => {
                self.start_play(seat, MiniChoice::Basic(contract));
            }
            (MiniPhase::Play, MiniAction::Play(card)) => {
                let play = self.play.as_mut().ok_or(MiniRuleError::WrongStage)?;
                play.play(card).map_err(MiniRuleError::Play)?;
                if play.is_over() {
                    self.phase = MiniPhase::Over;
                }
            }
            _ => return Err(MiniRuleError::WrongStage),
        }
        self.actions.push(action);
        Ok(())
    }

    fn last_named(&self) -> Option<(usize, Bid)> {
        self.names
            .iter()
            .enumerate()
            .rev()
            .find_map(|(i, b)| b.map(|b| (i, b)))
    }

    fn start_play(&mut self, declarer: Seat, choice: MiniChoice) {
        self.declarer = Some(declarer);
        self.choice = Some(choice);
        self.play = Some(Play::new(self.deal, choice.contract(), declarer));
        self.phase = MiniPhase::Play;
    }

    /// What the seat on turn sees of the play, when a card is due: the question a card-play
    /// robot answers (the app sends it to a worker, off the page's thread).
    pub fn play_view(&self) -> Option<PlayView> {
        if self.phase != MiniPhase::Play {
            return None;
        }
        let play = self.play.as_ref()?;
        Some(PlayView::new(play, play.to_play()?))
    }

    /// The robot's decision for the seat on turn, from what that seat may know: its own hand,
    /// the announcements, dummy once shown, and in the advanced version its partner's sheet.
    /// `seed` varies the card-play robot's imagined layouts.
    pub fn robot_action(&self, config: &PlayConfig) -> Option<MiniAction> {
        match self.play_view() {
            Some(view) => Some(MiniAction::Play(robot::play_card(&view, config).card)),
            None => self.robot_plan(),
        }
    }

    /// The robot's announcement, opening, contract or choice for the seat on turn: quick rules,
    /// no search (`None` when a card is due: see [`MiniGame::play_view`]). Kept apart from the
    /// card play so that a page that asks a worker for cards does not carry the search.
    pub fn robot_plan(&self) -> Option<MiniAction> {
        let seat = self.to_act()?;
        let hand = self.deal.hand(seat);
        Some(match self.phase {
            MiniPhase::Announce => MiniAction::Announce(hand.hcp() as u8),
            MiniPhase::Open => {
                let sheet = MiniSheet::of(hand);
                let longest = sheet.lengths.iter().copied().max().unwrap_or(0);
                if sheet.hcp >= 12 || (sheet.hcp >= 10 && longest >= 6) {
                    MiniAction::Open
                } else {
                    MiniAction::Pass
                }
            }
            MiniPhase::Name => {
                let partner = MiniSheet::of(self.deal.hand(seat.partner()));
                let own = MiniSheet::of(hand);
                let target = robot_target(own, partner);
                let last = self.last_named().map(|(_, b)| b);
                match last {
                    None => MiniAction::Name(target),
                    Some(last) => match cheapest_above(last, target.strain()) {
                        Some(b) if b <= target && !self.last_is_own(seat) => MiniAction::Name(b),
                        _ => MiniAction::Pass,
                    },
                }
            }
            MiniPhase::Choose => {
                let dummy = self.deal.hand(seat.partner());
                MiniAction::Choose(robot_choice(hand, dummy))
            }
            MiniPhase::Play => return None,
            MiniPhase::Redeal | MiniPhase::Over => return None,
        })
    }

    fn last_is_own(&self, seat: Seat) -> bool {
        self.names()
            .iter()
            .rev()
            .find(|(_, b)| b.is_some())
            .is_some_and(|(s, _)| *s == seat)
    }
}

/// The cheapest bid in `strain` above `last`.
fn cheapest_above(last: Bid, strain: Strain) -> Option<Bid> {
    Bid::all().find(|b| *b > last && b.strain() == strain)
}

/// The result of a deal played to the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MiniResult {
    /// Declarer.
    pub declarer: Seat,
    /// The contract.
    pub choice: MiniChoice,
    /// Tricks declarer took.
    pub tricks: u8,
    /// The score.
    pub score: MiniScore,
}

impl MiniResult {
    /// The points `side` scored on the deal.
    pub fn points_for(&self, side: Side) -> u32 {
        if self.declarer.side() == side {
            self.score.declarer_side
        } else {
            self.score.opponents
        }
    }
}

/// The strain a partnership should play in, from its lengths, its shortness and its points:
/// an eight-card major fit, else no-trumps without a singleton or void, else an eight-card
/// minor fit, else no-trumps with 25 points, else the longest suit if it has seven cards, else
/// no-trumps.
fn best_strain(lengths: [u8; 4], shortness: bool, points: u8) -> Strain {
    let fit = |s: Suit| lengths[s.index()];
    let majors = [Suit::Spades, Suit::Hearts];
    let minors = [Suit::Diamonds, Suit::Clubs];
    let best_of = |suits: [Suit; 2]| {
        suits
            .into_iter()
            .max_by_key(|s| fit(*s))
            .filter(|s| fit(*s) >= 8)
    };
    if let Some(m) = best_of(majors) {
        return Strain::from_suit(m);
    }
    if !shortness {
        return Strain::NoTrump;
    }
    if let Some(m) = best_of(minors) {
        return Strain::from_suit(m);
    }
    if points >= 25 {
        return Strain::NoTrump;
    }
    Suit::ALL
        .into_iter()
        .max_by_key(|s| fit(*s))
        .filter(|s| fit(*s) >= 7)
        .map_or(Strain::NoTrump, Strain::from_suit)
}

/// Declarer's choice with declarer's and dummy's hands in view: the strain of
/// [`best_strain`], and a game when the points are there (25 for no-trumps or a major, 29 for
/// a minor; a long fit adds a point per card over eight).
pub fn robot_choice(declarer: CardSet, dummy: CardSet) -> MiniContract {
    let both = declarer.or(dummy);
    let lengths = Suit::ALL.map(|s| both.suit_len(s) as u8);
    let shortness = [declarer, dummy]
        .iter()
        .any(|h| Suit::ALL.iter().any(|s| h.suit_len(*s) <= 1));
    let points = both.hcp() as u8;
    let strain = best_strain(lengths, shortness, points);
    let extra = strain
        .trump()
        .map_or(0, |s| lengths[s.index()].saturating_sub(8));
    let needed = match strain {
        Strain::NoTrump | Strain::Hearts | Strain::Spades => 25,
        Strain::Clubs | Strain::Diamonds => 29,
    };
    let goal = if points + extra >= needed {
        MiniGoal::Game
    } else {
        MiniGoal::PartScore
    };
    MiniContract { goal, strain }
}

/// The highest contract a partnership should name with these two sheets: the strain of
/// [`best_strain`] and the level its points (plus a point per trump over eight) are worth.
pub fn robot_target(own: MiniSheet, partner: MiniSheet) -> Bid {
    let lengths: [u8; 4] = std::array::from_fn(|i| own.lengths[i] + partner.lengths[i]);
    let shortness = own.lengths.iter().chain(&partner.lengths).any(|l| *l <= 1);
    let points = own.hcp + partner.hcp;
    let strain = best_strain(lengths, shortness, points);
    let extra = strain
        .trump()
        .map_or(0, |s| lengths[s.index()].saturating_sub(8));
    let p = points + extra;
    // Tricks the points are worth: 25 for nine at no-trumps and ten in a major, 29 for eleven,
    // 33 for twelve, 37 for thirteen; below 25 a trick per three points over 19.
    let tricks: u8 = match p {
        0..=21 => 7,
        22..=23 => 8,
        24..=28 => match strain {
            Strain::NoTrump => 9,
            Strain::Hearts | Strain::Spades if p >= 25 => 10,
            _ => 9,
        },
        29..=32 => 11,
        33..=36 => 12,
        _ => 13,
    };
    let level = tricks.saturating_sub(6).clamp(1, 7);
    Bid::new(level, strain).unwrap_or_else(|| unreachable!("level is 1..=7"))
}

/// A series of minibridge deals between North-South and East-West with running totals; the
/// dealer moves clockwise, and a redeal keeps the same dealer (rule reference §3.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "MiniMatchRecord")]
pub struct MiniMatch {
    /// The version played.
    pub version: MiniVersion,
    /// The seed the deals come from: deal `i` (counting redeals) is `Deal::random(seed + i)`.
    pub seed: u64,
    /// Deals dealt so far, redeals included.
    pub dealt: u64,
    /// The finished deals, the current one as soon as its last card is played.
    pub results: Vec<MiniResult>,
    /// The deal in progress.
    pub current: MiniGame,
    /// Whether the current deal's result is in `results` already.
    #[serde(default)]
    pub recorded: bool,
}

/// A series as stored, checked by [`MiniMatch::try_from`] where it enters.
#[derive(Deserialize)]
struct MiniMatchRecord {
    version: MiniVersion,
    seed: u64,
    dealt: u64,
    results: Vec<MiniResult>,
    current: MiniGame,
    #[serde(default)]
    recorded: bool,
}

impl TryFrom<MiniMatchRecord> for MiniMatch {
    type Error = SeriesProblem;
    fn try_from(r: MiniMatchRecord) -> Result<MiniMatch, SeriesProblem> {
        check_dealt(r.dealt)?;
        if r.results.len() as u64 > r.dealt {
            return Err(SeriesProblem::MoreResultsThanDeals {
                results: r.results.len(),
                dealt: r.dealt,
            });
        }
        // Deal `i` (from 0) of the series is dealt from `seed + i`.
        let expected = Deal::random(r.seed.wrapping_add(r.dealt - 1));
        if r.current.version != r.version || *r.current.deal() != expected {
            return Err(SeriesProblem::NotTheSeriesDeal);
        }
        for (index, res) in r.results.iter().enumerate() {
            let version_fits = matches!(
                (r.version, res.choice),
                (MiniVersion::Basic, MiniChoice::Basic(_))
                    | (MiniVersion::Advanced, MiniChoice::Advanced(_))
            );
            if !version_fits || res.tricks > 13 || res.choice.score(res.tricks) != res.score {
                return Err(SeriesProblem::WrongScore { index });
            }
        }
        if r.recorded && r.current.result().is_none() {
            return Err(SeriesProblem::ScoredUnfinished);
        }
        Ok(MiniMatch {
            version: r.version,
            seed: r.seed,
            dealt: r.dealt,
            results: r.results,
            current: r.current,
            recorded: r.recorded,
        })
    }
}

impl MiniMatch {
    /// A new series; South deals first.
    pub fn new(version: MiniVersion, seed: u64) -> MiniMatch {
        MiniMatch {
            version,
            seed,
            dealt: 1,
            results: Vec::new(),
            current: MiniGame::new(version, Seat::South, Deal::random(seed)),
            recorded: false,
        }
    }

    /// Takes `action` in the current deal; a deal just finished goes on the score at once.
    pub fn act(&mut self, action: MiniAction) -> Result<(), MiniRuleError> {
        self.current.act(action)?;
        self.record();
        Ok(())
    }

    fn record(&mut self) {
        if !self.recorded
            && let Some(r) = self.current.result()
        {
            self.results.push(r);
            self.recorded = true;
        }
    }

    /// `side`'s total over the finished deals.
    pub fn total(&self, side: Side) -> u32 {
        self.results.iter().map(|r| r.points_for(side)).sum()
    }

    /// Records the finished deal (if not yet recorded) and deals the next one: the same dealer
    /// after a redeal, else the next dealer clockwise. Does nothing while a deal is in play.
    pub fn next_deal(&mut self) {
        let dealer = match self.current.phase() {
            MiniPhase::Redeal => self.current.dealer(),
            MiniPhase::Over => {
                self.record();
                self.current.dealer().next()
            }
            _ => return,
        };
        let deal = Deal::random(self.seed.wrapping_add(self.dealt));
        self.dealt += 1;
        self.current = MiniGame::new(self.version, dealer, deal);
        self.recorded = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::robot::Strength;
    use proptest::prelude::*;

    // North AKQJ.A98.765.A32 (18), East T98.K765.432.KQJ (9), South 765.QJT2.AKQJ.T9 (13),
    // West 432.43.T98.87654 (0).
    const DEAL: &str = "N:AKQJ.A98.765.A32 T98.K765.432.KQJ 765.QJT2.AKQJ.T9 432.43.T98.87654";

    fn deal() -> Deal {
        Deal::from_pbn(DEAL).unwrap()
    }

    fn announce_all(g: &mut MiniGame) {
        while g.phase() == MiniPhase::Announce {
            let seat = g.to_act().unwrap();
            g.act(MiniAction::Announce(g.deal().hand(seat).hcp() as u8))
                .unwrap();
        }
    }

    #[test]
    fn announcements_go_round_from_the_dealer_and_pick_declarer() {
        let mut g = MiniGame::new(MiniVersion::Basic, Seat::East, deal());
        assert_eq!(g.to_act(), Some(Seat::East));
        announce_all(&mut g);
        assert_eq!(g.announced(), &[9, 13, 0, 18]);
        assert_eq!(g.phase(), MiniPhase::Choose);
        assert_eq!(g.declarer(), Some(Seat::North));
        assert_eq!(g.to_act(), Some(Seat::North));
        assert!(g.dummy_shown(Seat::South));
        assert!(!g.dummy_shown(Seat::East));
    }

    /// Partners with equal points: the one who spoke first declares (rule reference §9.5).
    #[test]
    fn equal_partners_the_first_to_speak_declares() {
        // North 12, East 8, South 12, West 8.
        let d =
            Deal::from_pbn("N:AT9876543.KQ.Q.J J.AT98765432.K2. Q.J.AT9876543.KQ K2..J.AT98765432")
                .unwrap();
        assert_eq!(d.hcp(), [12, 8, 12, 8]);
        let cases = [
            (Seat::North, Seat::North),
            (Seat::East, Seat::South),
            (Seat::South, Seat::South),
            (Seat::West, Seat::North),
        ];
        for (dealer, declarer) in cases {
            let mut g = MiniGame::new(MiniVersion::Basic, dealer, d);
            announce_all(&mut g);
            assert_eq!(g.declarer(), Some(declarer), "dealer {dealer:?}");
            assert_eq!(g.phase(), MiniPhase::Choose);
        }
    }

    #[test]
    fn a_wrong_count_is_refused_and_changes_nothing() {
        let mut g = MiniGame::new(MiniVersion::Basic, Seat::North, deal());
        assert_eq!(
            g.act(MiniAction::Announce(17)),
            Err(MiniRuleError::PointsMiscounted { said: 17 })
        );
        assert!(g.announced().is_empty());
        assert_eq!(g.act(MiniAction::Open), Err(MiniRuleError::WrongStage));
        assert_eq!(
            g.act(MiniAction::Play(
                g.deal().hand(Seat::North).iter().next().unwrap()
            )),
            Err(MiniRuleError::WrongStage)
        );
    }

    /// The reference's test vectors, through the deal's own scoring.
    #[test]
    fn the_references_test_vectors() {
        let nt = MiniChoice::Basic(MiniContract {
            goal: MiniGoal::PartScore,
            strain: Strain::NoTrump,
        });
        let hearts = MiniChoice::Basic(MiniContract {
            goal: MiniGoal::Game,
            strain: Strain::Hearts,
        });
        let cases = [
            (nt, 7, 90, 0),
            (nt, 10, 180, 0),
            (nt, 5, 0, 100),
            (hearts, 10, 420, 0),
            (hearts, 11, 450, 0),
            (hearts, 7, 0, 150),
        ];
        for (choice, tricks, declarer_side, opponents) in cases {
            assert_eq!(
                choice.score(tricks),
                MiniScore {
                    declarer_side,
                    opponents
                },
                "{choice:?} {tricks}"
            );
        }
        assert_eq!(nt.contract().pbn(), "1NT");
        assert_eq!(hearts.contract().pbn(), "4H");
    }

    #[test]
    fn advanced_contracts_score_as_non_vulnerable_duplicate() {
        let b = |s: &str| MiniChoice::Advanced(s.parse().unwrap());
        let cases = [
            ("2S", 8, 110, 0),
            ("3NT", 9, 400, 0),
            ("4H", 11, 450, 0),
            ("6NT", 12, 990, 0),
            ("5C", 9, 0, 100),
        ];
        for (bid, tricks, declarer_side, opponents) in cases {
            assert_eq!(
                b(bid).score(tricks),
                MiniScore {
                    declarer_side,
                    opponents
                },
                "{bid} {tricks}"
            );
        }
    }

    #[test]
    fn twenty_all_is_redealt_by_the_same_dealer() {
        // North 10, East 10, South 10, West 10.
        let d =
            Deal::from_pbn("N:AT98765432.K.Q.J J.AT98765432.K.Q Q.J.AT98765432.K K.Q.J.AT98765432")
                .unwrap();
        assert_eq!(d.hcp(), [10, 10, 10, 10]);
        let mut m = MiniMatch::new(MiniVersion::Basic, 7);
        m.current = MiniGame::new(MiniVersion::Basic, Seat::West, d);
        announce_all(&mut m.current);
        assert_eq!(m.current.phase(), MiniPhase::Redeal);
        assert_eq!(m.current.to_act(), None);
        m.next_deal();
        assert_eq!(m.current.dealer(), Seat::West);
        assert!(m.results.is_empty());
    }

    #[test]
    fn the_robot_chooses_from_declarer_and_dummy() {
        let h = |s: &str| CardSet::from_pbn_hand(s).unwrap();
        let cases = [
            // 8-card heart fit, 26 points: game in hearts.
            (
                "AK2.KQ854.A32.32",
                "QJ3.A732.K54.654",
                MiniGoal::Game,
                Strain::Hearts,
            ),
            // Balanced, no major fit, 22 points: a part-score at no-trumps.
            (
                "AQ2.K854.Q32.K32",
                "KJ3.Q73.K54.J654",
                MiniGoal::PartScore,
                Strain::NoTrump,
            ),
            // Minor fit with a singleton, 24 points: a part-score in diamonds.
            (
                "A.K854.AQ932.K32",
                "8652.Q73.KJ54.A4",
                MiniGoal::PartScore,
                Strain::Diamonds,
            ),
            // 27 points, balanced, minor fit: game at no-trumps.
            (
                "AQ2.K85.AQ32.K32",
                "KJ3.Q73.K54.Q654",
                MiniGoal::Game,
                Strain::NoTrump,
            ),
        ];
        for (decl, dummy, goal, strain) in cases {
            assert_eq!(
                robot_choice(h(decl), h(dummy)),
                MiniContract { goal, strain },
                "{decl} / {dummy}"
            );
        }
    }

    #[test]
    fn advanced_contest_ends_with_a_pass_and_the_last_bidder_declares() {
        let mut g = MiniGame::new(MiniVersion::Advanced, Seat::North, deal());
        g.act(MiniAction::Open).unwrap(); // North opens.
        assert_eq!(g.phase(), MiniPhase::Name);
        assert_eq!(g.act(MiniAction::Pass), Err(MiniRuleError::OpenerMustName));
        g.act(MiniAction::Name("2H".parse().unwrap())).unwrap();
        assert_eq!(g.to_act(), Some(Seat::East));
        assert_eq!(
            g.act(MiniAction::Name("1S".parse().unwrap())),
            Err(MiniRuleError::InsufficientContract {
                bid: "1S".parse().unwrap(),
                last: "2H".parse().unwrap()
            })
        );
        g.act(MiniAction::Name("2S".parse().unwrap())).unwrap();
        g.act(MiniAction::Name("3H".parse().unwrap())).unwrap();
        g.act(MiniAction::Pass).unwrap();
        assert_eq!(g.phase(), MiniPhase::Play);
        assert_eq!(g.declarer(), Some(Seat::North));
        assert_eq!(
            g.choice(),
            Some(MiniChoice::Advanced("3H".parse().unwrap()))
        );
        assert_eq!(g.play().unwrap().to_play(), Some(Seat::East));
        assert!(!g.dummy_shown(Seat::South));
    }

    #[test]
    fn advanced_four_passes_redeal() {
        let mut g = MiniGame::new(MiniVersion::Advanced, Seat::South, deal());
        for _ in 0..4 {
            g.act(MiniAction::Pass).unwrap();
        }
        assert_eq!(g.phase(), MiniPhase::Redeal);
        assert_eq!(g.act(MiniAction::Pass), Err(MiniRuleError::DealOver));
    }

    fn robot_playthrough(version: MiniVersion, seed: u64, dealer: Seat) -> MiniGame {
        let mut g = MiniGame::new(version, dealer, Deal::random(seed));
        // Quick robots: these tests are about the game's flow, not the robots' strength.
        let config = PlayConfig {
            seed,
            strength: Strength::Quick,
            ..PlayConfig::default()
        };
        while let Some(a) = g.robot_action(&config) {
            g.act(a).unwrap();
        }
        g
    }

    proptest! {
        // Eight: each playthrough's robots sample layouts (seconds a deal in a test build), and the
        // seeds differ from run to run.
        #![proptest_config(ProptestConfig::with_cases(8))]
        /// Robots playing every seat always reach a redeal or a valid score, and the save
        /// loads back to the same deal.
        #[test]
        fn a_robot_playthrough_ends_in_a_valid_score(seed in any::<u64>(), d in 0usize..4, adv in any::<bool>()) {
            let version = if adv { MiniVersion::Advanced } else { MiniVersion::Basic };
            let g = robot_playthrough(version, seed, Seat::from_index(d));
            match g.phase() {
                MiniPhase::Redeal => prop_assert!(g.result().is_none()),
                MiniPhase::Over => {
                    let r = g.result().unwrap();
                    prop_assert!(r.tricks <= 13);
                    prop_assert!((r.score.declarer_side == 0) != (r.score.opponents == 0));
                    prop_assert_eq!(r.score.declarer_side > 0, r.tricks >= r.choice.tricks_needed());
                    prop_assert_eq!(r.score.opponents % 50, 0);
                    if version == MiniVersion::Basic {
                        let hcp = g.deal().hcp();
                        let side = r.declarer.side();
                        let ours: u32 = side.seats().iter().map(|s| hcp[s.index()]).sum();
                        prop_assert!(ours > 20);
                    }
                }
                p => prop_assert!(false, "stopped at {:?}", p),
            }
            let json = serde_json::to_string(&g).unwrap();
            let back: MiniGame = serde_json::from_str(&json).unwrap();
            prop_assert_eq!(back, g);
        }
    }

    #[test]
    fn a_tampered_save_is_refused() {
        let g = MiniGame::new(MiniVersion::Basic, Seat::North, deal());
        let json = serde_json::to_string(&g)
            .unwrap()
            .replace("\"actions\":[]", "\"actions\":[{\"Announce\":3}]");
        assert!(serde_json::from_str::<MiniGame>(&json).is_err());
    }

    #[test]
    fn a_match_adds_up_its_deals() {
        let mut m = MiniMatch::new(MiniVersion::Basic, 11);
        let config = PlayConfig {
            strength: Strength::Quick,
            ..PlayConfig::default()
        };
        for _ in 0..6 {
            while let Some(a) = m.current.robot_action(&config) {
                m.act(a).unwrap();
            }
            let finished = m.current.phase() == MiniPhase::Over;
            assert_eq!(
                m.recorded, finished,
                "recorded when the last card is played"
            );
            let before = m.results.len();
            m.next_deal();
            assert_eq!(m.results.len(), before, "recorded once");
        }
        let sum: u32 = m
            .results
            .iter()
            .map(|r| r.score.declarer_side + r.score.opponents)
            .sum();
        assert_eq!(m.total(Side::NorthSouth) + m.total(Side::EastWest), sum);
        assert!(!m.results.is_empty());
    }
}
