//! Honeymoon bridge for two players, as the Bicycle rules give it ("Honeymoon Bridge"; the rule
//! reference only names the game, §9.5).
//!
//! Each player gets 13 cards; the other 26 form a face-down stock. The non-dealer leads and 13
//! tricks are played at no-trumps, suit followed when possible. After each trick each player
//! draws one card from the top of the stock, the trick's winner first, and the winner leads
//! the next trick. These tricks have no scoring value. The Bicycle text does not have drawn
//! cards shown, so they are not: each player sees only the cards he draws (and, as at the
//! table, every card played to a trick). When the stock is used up the dealer bids or passes,
//! and the bidding goes on as in contract bridge until a bid, double or redouble is followed by
//! a pass (two passes at the start: no contract, and the other player deals). The player who
//! did not make the final bid leads, and 13 tricks are played in the contract. Contract bridge
//! scoring: a rubber ([`crate::scoring::rubber`]), honours held in one hand counted for that
//! player.
//!
//! The two players sit South (North-South, WE on the sheet) and West (THEY).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{SeriesProblem, check_dealt};

use crate::auction::{AuctionResult, Bid, Call, CallError, Contract, Doubling, Strain};
use crate::card::{Card, CardSet, Rank, Suit};
use crate::deal::DealRng;
use crate::game::BoardResult;
use crate::msg::Msg;
use crate::play::PlayError;
use crate::scoring::honours::{Honours, HonoursClaim, honours_in_hand};
use crate::scoring::rubber::{RubberSettings, RubberSheet};
use crate::seat::Seat;

/// The two players: South, then West.
pub const PLAYERS: [Seat; 2] = [Seat::South, Seat::West];

/// The other player.
pub const fn opponent(seat: Seat) -> Seat {
    match seat {
        Seat::South => Seat::West,
        _ => Seat::South,
    }
}

/// One trick of two cards.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DuoTrick {
    /// Who led.
    pub leader: Seat,
    /// The cards, leader's first.
    pub cards: Vec<Card>,
}

impl DuoTrick {
    /// The suit led.
    pub fn suit_led(&self) -> Option<Suit> {
        self.cards.first().map(|c| c.suit)
    }

    /// Who won it, once both cards are down: the higher card of the suit led, or the higher
    /// trump.
    pub fn winner(&self, trump: Option<Suit>) -> Option<Seat> {
        let [lead, follow] = self.cards[..] else {
            return None;
        };
        let follower_wins = if follow.suit == lead.suit {
            follow.rank > lead.rank
        } else {
            Some(follow.suit) == trump
        };
        Some(if follower_wins {
            opponent(self.leader)
        } else {
            self.leader
        })
    }

    /// Each card with the player who played it.
    pub fn plays(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        let leader = self.leader;
        self.cards
            .iter()
            .enumerate()
            .map(move |(i, c)| (if i == 0 { leader } else { opponent(leader) }, *c))
    }
}

/// Where a honeymoon deal stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HoneymoonPhase {
    /// The first 13 tricks, at no-trumps, with draws from the stock; they do not count.
    Draw,
    /// The bidding, dealer first.
    Bidding,
    /// The 13 tricks of the contract.
    Play,
    /// Played and scored, or passed out.
    Over,
}

/// What a player may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HoneymoonAction {
    /// Play a card (draws from the stock follow each trick by themselves).
    Play(Card),
    /// A call in the bidding.
    Call(Call),
}

/// Why an action is not allowed: each names the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HoneymoonError {
    /// Cards are played in the first thirteen tricks and after the bidding; calls are made
    /// only once the stock is used up.
    WrongStage,
    /// A card not allowed (not held, or a revoke: suit must be followed).
    Play(PlayError),
    /// A call not allowed (an insufficient bid, nothing to double or redouble).
    Call(CallError),
    /// The deal is over.
    DealOver,
}

impl HoneymoonError {
    /// The message for the player (catalogue `mini.txt`).
    pub fn msg(&self) -> Msg {
        match self {
            HoneymoonError::WrongStage => Msg::new("mini.error.wrong_stage"),
            HoneymoonError::Play(PlayError::MustFollowSuit { led, .. }) => {
                Msg::new("mini.error.follow_suit").with("suit", *led)
            }
            HoneymoonError::Play(_) => Msg::new("mini.error.card"),
            HoneymoonError::Call(CallError::InsufficientBid { last, .. }) => {
                Msg::new("mini.error.insufficient").with("last", Call::Bid(*last))
            }
            HoneymoonError::Call(CallError::NothingToDouble) => {
                Msg::new("mini.error.nothing_to_double")
            }
            HoneymoonError::Call(CallError::NothingToRedouble) => {
                Msg::new("mini.error.nothing_to_redouble")
            }
            HoneymoonError::Call(CallError::AuctionOver) | HoneymoonError::DealOver => {
                Msg::new("mini.error.over")
            }
        }
    }
}

impl fmt::Display for HoneymoonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HoneymoonError::WrongStage => f.write_str("not at this stage of the deal"),
            HoneymoonError::Play(e) => e.fmt(f),
            HoneymoonError::Call(e) => e.fmt(f),
            HoneymoonError::DealOver => f.write_str("the deal is over"),
        }
    }
}

impl std::error::Error for HoneymoonError {}

/// One honeymoon deal. Only its inputs are saved (dealer, the shuffled pack, actions).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "HoneymoonRecord", into = "HoneymoonRecord")]
pub struct HoneymoonDeal {
    dealer: Seat,
    pack: Vec<Card>,
    actions: Vec<HoneymoonAction>,
    // Worked out from the above.
    phase: HoneymoonPhase,
    hands: [CardSet; 2],
    /// Cards drawn: (player, card), in order.
    draws: Vec<(Seat, Card)>,
    draw_tricks: Vec<DuoTrick>,
    calls: Vec<Call>,
    /// Hands as they were when the bidding began.
    final_hands: [CardSet; 2],
    contract: Option<(Contract, Seat)>,
    tricks: Vec<DuoTrick>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
struct HoneymoonRecord {
    dealer: Seat,
    pack: Vec<Card>,
    actions: Vec<HoneymoonAction>,
}

impl From<HoneymoonDeal> for HoneymoonRecord {
    fn from(d: HoneymoonDeal) -> Self {
        HoneymoonRecord {
            dealer: d.dealer,
            pack: d.pack,
            actions: d.actions,
        }
    }
}

/// Why a saved deal cannot be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HoneymoonRecordError {
    /// The pack must hold each of the 52 cards once.
    NotAPack,
    /// The dealer must be one of the two players.
    NotAPlayer(Seat),
    /// An action the rules refuse.
    Action(HoneymoonError),
}

impl fmt::Display for HoneymoonRecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HoneymoonRecordError::NotAPack => f.write_str("the pack is not 52 different cards"),
            HoneymoonRecordError::NotAPlayer(s) => write!(f, "{} does not play", s.name()),
            HoneymoonRecordError::Action(e) => e.fmt(f),
        }
    }
}

impl TryFrom<HoneymoonRecord> for HoneymoonDeal {
    type Error = HoneymoonRecordError;
    fn try_from(r: HoneymoonRecord) -> Result<Self, HoneymoonRecordError> {
        let mut d = HoneymoonDeal::new(r.dealer, r.pack)?;
        for a in r.actions {
            d.act(a).map_err(HoneymoonRecordError::Action)?;
        }
        Ok(d)
    }
}

/// The pack shuffled reproducibly from `seed` (the same shuffle as [`crate::Deal::random`]).
pub fn shuffled_pack(seed: u64) -> Vec<Card> {
    let mut rng = DealRng::new(seed);
    let mut cards: Vec<Card> = CardSet::FULL.iter().collect();
    for i in (1..cards.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        cards.swap(i, j);
    }
    cards
}

fn index(seat: Seat) -> usize {
    usize::from(seat != Seat::South)
}

impl HoneymoonDeal {
    /// A deal from `pack` (top card first): 13 cards each, one at a time from the non-dealer,
    /// and the other 26 as the stock.
    pub fn new(dealer: Seat, pack: Vec<Card>) -> Result<HoneymoonDeal, HoneymoonRecordError> {
        if !PLAYERS.contains(&dealer) {
            return Err(HoneymoonRecordError::NotAPlayer(dealer));
        }
        let set: CardSet = pack.iter().copied().collect();
        if pack.len() != 52 || set.len() != 52 {
            return Err(HoneymoonRecordError::NotAPack);
        }
        let mut hands = [CardSet::EMPTY; 2];
        let first = opponent(dealer);
        for (i, c) in pack[..26].iter().enumerate() {
            let seat = if i.is_multiple_of(2) { first } else { dealer };
            hands[index(seat)].insert(*c);
        }
        Ok(HoneymoonDeal {
            dealer,
            pack,
            actions: Vec::new(),
            phase: HoneymoonPhase::Draw,
            hands,
            draws: Vec::new(),
            draw_tricks: vec![DuoTrick {
                leader: first,
                cards: Vec::new(),
            }],
            calls: Vec::new(),
            final_hands: [CardSet::EMPTY; 2],
            contract: None,
            tricks: Vec::new(),
        })
    }

    /// A deal shuffled from `seed`.
    pub fn random(dealer: Seat, seed: u64) -> HoneymoonDeal {
        // A shuffled pack and a player as dealer are always accepted.
        HoneymoonDeal::new(
            if PLAYERS.contains(&dealer) {
                dealer
            } else {
                Seat::South
            },
            shuffled_pack(seed),
        )
        .unwrap_or_else(|e| unreachable!("{e}"))
    }

    /// The dealer.
    pub const fn dealer(&self) -> Seat {
        self.dealer
    }

    /// Where the deal stands.
    pub const fn phase(&self) -> HoneymoonPhase {
        self.phase
    }

    /// Every action so far.
    pub fn actions(&self) -> &[HoneymoonAction] {
        &self.actions
    }

    /// The cards `seat` holds now.
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[index(seat)]
    }

    /// Cards left in the stock.
    pub fn stock_left(&self) -> usize {
        26 - self.draws.len()
    }

    /// Every draw so far: who drew which card (only the drawer may be shown the card).
    pub fn draws(&self) -> &[(Seat, Card)] {
        &self.draws
    }

    /// The tricks of the draw phase, the current one last (possibly empty).
    pub fn draw_tricks(&self) -> &[DuoTrick] {
        &self.draw_tricks
    }

    /// The calls so far, dealer's first.
    pub fn calls(&self) -> &[Call] {
        &self.calls
    }

    /// Who made call `i`.
    pub fn caller(&self, i: usize) -> Seat {
        if i.is_multiple_of(2) {
            self.dealer
        } else {
            opponent(self.dealer)
        }
    }

    /// The contract and declarer, once the bidding is over (`None` if passed out).
    pub const fn contract(&self) -> Option<(Contract, Seat)> {
        self.contract
    }

    /// The tricks of the contract, the current one last (possibly empty).
    pub fn tricks(&self) -> &[DuoTrick] {
        &self.tricks
    }

    /// The trump suit of the phase being played (none in the draw phase).
    pub fn trump(&self) -> Option<Suit> {
        match self.phase {
            HoneymoonPhase::Draw => None,
            _ => self.contract.and_then(|(c, _)| c.strain().trump()),
        }
    }

    /// The trick being played now, if any.
    pub fn current_trick(&self) -> Option<&DuoTrick> {
        match self.phase {
            HoneymoonPhase::Draw => self.draw_tricks.last(),
            HoneymoonPhase::Play => self.tricks.last(),
            _ => None,
        }
    }

    /// The last completed trick of the phase on show (the draw phase's last one during the
    /// bidding).
    pub fn last_trick(&self) -> Option<&DuoTrick> {
        let list = if self.tricks.is_empty() {
            &self.draw_tricks
        } else {
            &self.tricks
        };
        list.iter().rev().find(|t| t.cards.len() == 2)
    }

    /// Tricks `seat` won in the contract.
    pub fn tricks_won(&self, seat: Seat) -> u8 {
        let trump = self.contract.and_then(|(c, _)| c.strain().trump());
        self.tricks
            .iter()
            .filter(|t| t.winner(trump) == Some(seat))
            .count() as u8
    }

    /// Who is to play or call, or `None` when the deal is over.
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase {
            HoneymoonPhase::Draw | HoneymoonPhase::Play => {
                let t = self.current_trick()?;
                Some(if t.cards.is_empty() {
                    t.leader
                } else {
                    opponent(t.leader)
                })
            }
            HoneymoonPhase::Bidding => Some(self.caller(self.calls.len())),
            HoneymoonPhase::Over => None,
        }
    }

    /// The cards the player on turn may play.
    pub fn legal_cards(&self) -> CardSet {
        let (Some(seat), Some(t)) = (self.to_act(), self.current_trick()) else {
            return CardSet::EMPTY;
        };
        if !matches!(self.phase, HoneymoonPhase::Draw | HoneymoonPhase::Play) {
            return CardSet::EMPTY;
        }
        let hand = self.hand(seat);
        match t.suit_led() {
            Some(led) if hand.suit_len(led) > 0 => hand.suit(led),
            _ => hand,
        }
    }

    /// The bid in force and who made it.
    fn last_bid(&self) -> Option<(usize, Bid)> {
        self.calls
            .iter()
            .enumerate()
            .rev()
            .find_map(|(i, c)| match c {
                Call::Bid(b) => Some((i, *b)),
                _ => None,
            })
    }

    /// Doubling of the bid in force.
    fn doubling(&self) -> Doubling {
        let Some((i, _)) = self.last_bid() else {
            return Doubling::Undoubled;
        };
        match self.calls[i + 1..].iter().rev().find(|c| **c != Call::Pass) {
            Some(Call::Double) => Doubling::Doubled,
            Some(Call::Redouble) => Doubling::Redoubled,
            _ => Doubling::Undoubled,
        }
    }

    /// Checks a call for the player on turn (two players: an opponent's bid is always the
    /// other player's; the auction ends at the first pass after a bid, double or redouble).
    pub fn check_call(&self, call: Call) -> Result<(), HoneymoonError> {
        if self.phase != HoneymoonPhase::Bidding {
            return Err(HoneymoonError::WrongStage);
        }
        let last = self.calls.last().copied();
        match call {
            Call::Pass => Ok(()),
            Call::Bid(bid) => match self.last_bid() {
                Some((_, last)) if bid <= last => {
                    Err(HoneymoonError::Call(CallError::InsufficientBid {
                        bid,
                        last,
                    }))
                }
                _ => Ok(()),
            },
            Call::Double => match last {
                Some(Call::Bid(_)) => Ok(()),
                _ => Err(HoneymoonError::Call(CallError::NothingToDouble)),
            },
            Call::Redouble => match last {
                Some(Call::Double) => Ok(()),
                _ => Err(HoneymoonError::Call(CallError::NothingToRedouble)),
            },
        }
    }

    /// The calls the player on turn may make.
    pub fn legal_calls(&self) -> Vec<Call> {
        [Call::Pass, Call::Double, Call::Redouble]
            .into_iter()
            .chain(Bid::all().map(Call::Bid))
            .filter(|c| self.check_call(*c).is_ok())
            .collect()
    }

    /// Plays a card or makes a call for the player on turn, or says which rule forbids it.
    pub fn act(&mut self, action: HoneymoonAction) -> Result<(), HoneymoonError> {
        let seat = self.to_act().ok_or(HoneymoonError::DealOver)?;
        match (self.phase, action) {
            (HoneymoonPhase::Draw | HoneymoonPhase::Play, HoneymoonAction::Play(card)) => {
                self.play(seat, card)?
            }
            (HoneymoonPhase::Bidding, HoneymoonAction::Call(call)) => {
                self.check_call(call)?;
                self.calls.push(call);
                self.after_call();
            }
            _ => return Err(HoneymoonError::WrongStage),
        }
        self.actions.push(action);
        Ok(())
    }

    fn play(&mut self, seat: Seat, card: Card) -> Result<(), HoneymoonError> {
        let hand = self.hand(seat);
        if !hand.contains(card) {
            return Err(HoneymoonError::Play(PlayError::CardNotHeld { card, seat }));
        }
        if !self.legal_cards().contains(card) {
            let led = self
                .current_trick()
                .and_then(DuoTrick::suit_led)
                .unwrap_or(card.suit);
            return Err(HoneymoonError::Play(PlayError::MustFollowSuit {
                card,
                led,
            }));
        }
        self.hands[index(seat)].remove(card);
        let trump = self.trump();
        let drawing = self.phase == HoneymoonPhase::Draw;
        let list = if drawing {
            &mut self.draw_tricks
        } else {
            &mut self.tricks
        };
        let Some(trick) = list.last_mut() else {
            return Err(HoneymoonError::WrongStage);
        };
        trick.cards.push(card);
        let Some(winner) = trick.winner(trump) else {
            return Ok(());
        };
        let done = list.len() == 13;
        if !done {
            list.push(DuoTrick {
                leader: winner,
                cards: Vec::new(),
            });
        }
        if drawing {
            // The winner draws the top card of the stock, then the loser the next.
            for who in [winner, opponent(winner)] {
                let c = self.pack[26 + self.draws.len()];
                self.hands[index(who)].insert(c);
                self.draws.push((who, c));
            }
            if done {
                self.phase = HoneymoonPhase::Bidding;
                self.final_hands = self.hands;
            }
        } else if done {
            self.phase = HoneymoonPhase::Over;
        }
        Ok(())
    }

    fn after_call(&mut self) {
        let n = self.calls.len();
        let passed_after_action = n >= 2 && self.calls[n - 1] == Call::Pass;
        if !passed_after_action {
            return;
        }
        match self.last_bid() {
            None => {
                // Pass, pass: no contract.
                self.phase = HoneymoonPhase::Over;
            }
            Some((i, bid)) => {
                let declarer = self.caller(i);
                self.contract = Some((Contract::new(bid, self.doubling()), declarer));
                self.phase = HoneymoonPhase::Play;
                self.tricks.push(DuoTrick {
                    leader: opponent(declarer),
                    cards: Vec::new(),
                });
            }
        }
    }

    /// The hands as they were when the bidding began (empty before).
    pub fn final_hands(&self) -> [CardSet; 2] {
        self.final_hands
    }

    /// The result for the score sheet, once the deal is over: contract, declarer and tricks
    /// (or passed out), and honours held in one hand.
    pub fn result(&self) -> Option<(BoardResult, HonoursClaim)> {
        if self.phase != HoneymoonPhase::Over {
            return None;
        }
        let Some((contract, declarer)) = self.contract else {
            return Some((
                BoardResult {
                    outcome: AuctionResult::PassedOut,
                    declarer_tricks: 0,
                },
                HonoursClaim::None,
            ));
        };
        let honours = PLAYERS
            .into_iter()
            .find_map(|s| {
                honours_in_hand(self.final_hands[index(s)], contract.strain()).map(|kind| Honours {
                    side: s.side(),
                    kind,
                })
            })
            .map_or(HonoursClaim::None, HonoursClaim::Claimed);
        Some((
            BoardResult {
                outcome: AuctionResult::Contract { contract, declarer },
                declarer_tricks: self.tricks_won(declarer),
            },
            honours,
        ))
    }

    /// The cards `seat` knows the other player holds now. Once the stock is used up that is
    /// every card neither in its own hand nor played (the 26 cards of the draw tricks are
    /// face up); before, nothing is sure.
    pub fn known_opponent_hand(&self, seat: Seat) -> Option<CardSet> {
        if self.phase == HoneymoonPhase::Draw {
            return None;
        }
        let played: CardSet = self
            .draw_tricks
            .iter()
            .chain(&self.tricks)
            .flat_map(|t| t.cards.iter().copied())
            .collect();
        Some(CardSet::FULL.without(played).without(self.hand(seat)))
    }

    /// The robot's action for the player on turn, from that player's knowledge only: its hand,
    /// the cards played, and (once the stock is used up) the other hand, which follows from them.
    pub fn robot_action(&self) -> Option<HoneymoonAction> {
        let seat = self.to_act()?;
        let hand = self.hand(seat);
        match self.phase {
            HoneymoonPhase::Draw => {
                let trick = self.current_trick()?;
                Some(HoneymoonAction::Play(draw_phase_card(
                    hand,
                    trick.cards.first().copied(),
                    self.legal_cards(),
                )))
            }
            HoneymoonPhase::Bidding => {
                let other = self.known_opponent_hand(seat)?;
                Some(HoneymoonAction::Call(self.robot_call(seat, hand, other)))
            }
            HoneymoonPhase::Play => {
                let other = self.known_opponent_hand(seat)?;
                let trick = self.current_trick()?;
                Some(HoneymoonAction::Play(contract_card(
                    hand,
                    other,
                    trick.cards.first().copied(),
                    self.trump(),
                )))
            }
            HoneymoonPhase::Over => None,
        }
    }

    fn robot_call(&self, seat: Seat, hand: CardSet, other: CardSet) -> Call {
        // Tricks the robot expects in each strain, declaring (the other player leads).
        let expected = |strain: Strain| simulate(other, hand, strain.trump());
        let best = Strain::ALL
            .into_iter()
            .max_by_key(|s| (expected(*s), *s == Strain::NoTrump))
            .unwrap_or(Strain::NoTrump);
        let makes = expected(best);
        let last = self.last_bid();
        let own_bid = last.is_some_and(|(i, _)| self.caller(i) == seat);
        if let Some((_, bid)) = last
            && !own_bid
        {
            // The other player's contract: double when the robot expects to beat it by two.
            let defence = 13 - simulate(hand, other, bid.strain().trump());
            let declarer_tricks = 13 - defence;
            let doubled = self.doubling() != Doubling::Undoubled;
            if !doubled && declarer_tricks + 2 <= bid.level() + 6 {
                return Call::Double;
            }
        }
        if own_bid {
            return Call::Pass;
        }
        let target = makes.saturating_sub(6);
        let bid = match last {
            None => Bid::new(target.max(1), best),
            Some((_, last)) => Bid::all().find(|b| *b > last && b.strain() == best),
        };
        match bid {
            Some(b) if b.level() <= target => Call::Bid(b),
            _ => Call::Pass,
        }
    }
}

/// How much a player wants to keep `card` in `hand` during the draw phase: honours most, then
/// cards of long suits, then high spot cards.
fn keep_value(hand: CardSet, card: Card) -> u32 {
    let honour = u32::from(card.rank.hcp()) * 20;
    let length = hand.suit_len(card.suit) as u32 * 3;
    honour + length + card.rank as u32
}

/// The robot's card in the draw phase, where tricks do not count: it gives up the card it
/// needs least and keeps its honours and long suits, following suit as it must; it wins a
/// trick only with a card it would shed anyway.
fn draw_phase_card(hand: CardSet, led: Option<Card>, legal: CardSet) -> Card {
    let least = |set: CardSet| set.iter().min_by_key(|c| keep_value(hand, *c));
    if let Some(led) = led
        && legal.suit_len(led.suit) > 0
    {
        // A cheap card that wins (a spot card over a spot card) keeps the lead for free.
        let cheap_winner = legal
            .iter()
            .filter(|c| c.rank > led.rank && c.rank.hcp() == 0)
            .min_by_key(|c| c.rank);
        if let Some(c) = cheap_winner {
            return c;
        }
    }
    least(legal).unwrap_or(Card::new(Suit::Clubs, Rank::Two))
}

/// The robot's card in the contract, where it knows both hands: it wins a trick as cheaply as
/// it can, cashes sure winners, ruffs, and otherwise gives its least useful card.
fn contract_card(hand: CardSet, other: CardSet, led: Option<Card>, trump: Option<Suit>) -> Card {
    let legal = match led {
        Some(l) if hand.suit_len(l.suit) > 0 => hand.suit(l.suit),
        _ => hand,
    };
    let lowest = |set: CardSet| {
        set.iter().min_by_key(|c| {
            (
                Some(c.suit) == trump,
                c.rank.hcp(),
                hand.suit_len(c.suit) > 3,
                c.rank,
            )
        })
    };
    let fallback = Card::new(Suit::Clubs, Rank::Two);
    match led {
        Some(l) => {
            let beats = |c: &Card| {
                if c.suit == l.suit {
                    c.rank > l.rank
                } else {
                    Some(c.suit) == trump && Some(l.suit) != trump
                }
            };
            legal
                .iter()
                .filter(beats)
                .min_by_key(|c| (Some(c.suit) == trump, c.rank))
                .or_else(|| lowest(legal))
                .unwrap_or(fallback)
        }
        None => {
            // Draw trumps while the other player has them and ours are higher.
            if let Some(t) = trump
                && other.suit_len(t) > 0
                && let (Some(top), Some(their)) = (hand.highest_in(t), other.highest_in(t))
                && top.rank > their.rank
            {
                return top;
            }
            // A sure winner: higher than every card the other holds in the suit, and the
            // other can follow or has no trumps to ruff with.
            let sure = hand.iter().filter(|c| {
                let theirs = other.suit(c.suit);
                let above = theirs.iter().all(|o| o.rank < c.rank);
                let ruff = theirs.is_empty()
                    && trump.is_some_and(|t| t != c.suit && other.suit_len(t) > 0);
                above && !ruff
            });
            if let Some(c) = sure.max_by_key(|c| (hand.suit_len(c.suit), c.rank)) {
                return c;
            }
            // Else the lowest card of the longest suit, to set up its length.
            Suit::ALL
                .into_iter()
                .filter(|s| hand.suit_len(*s) > 0 && Some(*s) != trump)
                .max_by_key(|s| hand.suit_len(*s))
                .and_then(|s| hand.lowest_in(s))
                .or_else(|| lowest(hand))
                .unwrap_or(fallback)
        }
    }
}

/// Tricks `declarer` takes against `leader`'s hand in `trump` when both play the robot's
/// contract card: the robot's estimate for bidding and doubling.
fn simulate(leader: CardSet, declarer: CardSet, trump: Option<Suit>) -> u8 {
    let mut hands = [leader, declarer];
    let mut on_lead = 0usize;
    let mut won = 0u8;
    while !hands[on_lead].is_empty() {
        let l = on_lead;
        let f = 1 - on_lead;
        let lead = contract_card(hands[l], hands[f], None, trump);
        hands[l].remove(lead);
        let follow = contract_card(hands[f], hands[l], Some(lead), trump);
        hands[f].remove(follow);
        let follower_wins = if follow.suit == lead.suit {
            follow.rank > lead.rank
        } else {
            Some(follow.suit) == trump
        };
        on_lead = if follower_wins { f } else { l };
        if on_lead == 1 {
            won += 1;
        }
    }
    won
}

/// A honeymoon rubber: the score sheet and the deal in progress; the dealer alternates.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "HoneymoonMatchRecord")]
pub struct HoneymoonMatch {
    /// The seed of the shuffles: deal `i` is shuffled from `seed + i`.
    pub seed: u64,
    /// Deals dealt so far.
    pub dealt: u64,
    /// The rubber sheet (South's side is WE).
    pub sheet: RubberSheet,
    /// The deal in progress (over once scored, until the next is dealt).
    pub current: HoneymoonDeal,
    /// Whether the current deal is on the sheet already.
    pub scored: bool,
}

/// A rubber as stored, checked by [`HoneymoonMatch::try_from`] where it enters.
#[derive(Deserialize)]
struct HoneymoonMatchRecord {
    seed: u64,
    dealt: u64,
    sheet: RubberSheet,
    current: HoneymoonDeal,
    scored: bool,
}

impl TryFrom<HoneymoonMatchRecord> for HoneymoonMatch {
    type Error = SeriesProblem;
    fn try_from(r: HoneymoonMatchRecord) -> Result<HoneymoonMatch, SeriesProblem> {
        check_dealt(r.dealt)?;
        let results = r.sheet.deals().len();
        if results as u64 > r.dealt {
            return Err(SeriesProblem::MoreResultsThanDeals {
                results,
                dealt: r.dealt,
            });
        }
        // Deal `i` (from 0) is shuffled from `seed + i`.
        if r.current.pack != shuffled_pack(r.seed.wrapping_add(r.dealt - 1)) {
            return Err(SeriesProblem::NotTheSeriesDeal);
        }
        if r.scored && r.current.result().is_none() {
            return Err(SeriesProblem::ScoredUnfinished);
        }
        Ok(HoneymoonMatch {
            seed: r.seed,
            dealt: r.dealt,
            sheet: r.sheet,
            current: r.current,
            scored: r.scored,
        })
    }
}

impl HoneymoonMatch {
    /// A new rubber; West deals first, so the player (South) leads the first trick.
    pub fn new(seed: u64) -> HoneymoonMatch {
        HoneymoonMatch {
            seed,
            dealt: 1,
            sheet: RubberSheet::new(RubberSettings::default(), Seat::West),
            current: HoneymoonDeal::random(Seat::West, seed),
            scored: false,
        }
    }

    /// Puts the finished deal on the sheet (once). Returns true when it did.
    pub fn score_current(&mut self) -> bool {
        if self.scored {
            return false;
        }
        let Some((result, honours)) = self.current.result() else {
            return false;
        };
        self.scored = self.sheet.record(result, honours).is_ok();
        self.scored
    }

    /// Deals the next hand (the other player deals) once the current one is scored and the
    /// rubber goes on.
    pub fn next_deal(&mut self) -> bool {
        if !self.scored || self.sheet.is_over() {
            return false;
        }
        let dealer = opponent(self.current.dealer());
        self.current = HoneymoonDeal::random(dealer, self.seed.wrapping_add(self.dealt));
        self.dealt += 1;
        self.scored = false;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scoring::rubber::{RubberEntryKind, RubberState};
    use crate::seat::Side;
    use proptest::prelude::*;

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    fn finish_draw(d: &mut HoneymoonDeal) {
        while d.phase() == HoneymoonPhase::Draw {
            let a = d.robot_action().unwrap();
            d.act(a).unwrap();
        }
    }

    #[test]
    fn the_deal_gives_thirteen_each_and_a_stock_of_twenty_six() {
        let d = HoneymoonDeal::random(Seat::West, 3);
        assert_eq!(d.hand(Seat::South).len(), 13);
        assert_eq!(d.hand(Seat::West).len(), 13);
        assert_eq!(d.stock_left(), 26);
        assert_eq!(d.to_act(), Some(Seat::South), "the non-dealer leads");
        assert_eq!(d.phase(), HoneymoonPhase::Draw);
    }

    #[test]
    fn the_winner_draws_first_and_leads() {
        // A pack whose first two cards go to South (non-dealer) and West, etc.
        let mut pack = shuffled_pack(1);
        // Make South hold SA and West S2 by swapping them into the first two places.
        let sa = pack.iter().position(|c| *c == card("SA")).unwrap();
        pack.swap(0, sa);
        let s2 = pack.iter().position(|c| *c == card("S2")).unwrap();
        pack.swap(1, s2);
        let top = pack[26];
        let next = pack[27];
        let mut d = HoneymoonDeal::new(Seat::West, pack).unwrap();
        d.act(HoneymoonAction::Play(card("SA"))).unwrap();
        // West must follow suit if able.
        let west = d.hand(Seat::West);
        if let Some(other) = west.iter().find(|c| c.suit != Suit::Spades)
            && west.suit_len(Suit::Spades) > 0
        {
            assert!(matches!(
                d.act(HoneymoonAction::Play(other)),
                Err(HoneymoonError::Play(PlayError::MustFollowSuit { .. }))
            ));
        }
        d.act(HoneymoonAction::Play(card("S2"))).unwrap();
        assert_eq!(d.draws(), &[(Seat::South, top), (Seat::West, next)]);
        assert!(d.hand(Seat::South).contains(top));
        assert_eq!(d.to_act(), Some(Seat::South));
        assert_eq!(d.stock_left(), 24);
        assert_eq!(
            d.act(HoneymoonAction::Call(Call::Pass)),
            Err(HoneymoonError::WrongStage)
        );
    }

    #[test]
    fn after_the_stock_the_dealer_bids_and_a_pass_ends_it() {
        let mut d = HoneymoonDeal::random(Seat::South, 9);
        finish_draw(&mut d);
        assert_eq!(d.phase(), HoneymoonPhase::Bidding);
        assert_eq!(d.stock_left(), 0);
        assert_eq!(d.hand(Seat::South).len(), 13);
        assert_eq!(
            d.to_act(),
            Some(Seat::South),
            "the dealer opens the bidding"
        );
        assert_eq!(
            d.act(HoneymoonAction::Call(Call::Double)),
            Err(HoneymoonError::Call(CallError::NothingToDouble))
        );
        let bid = |s: &str| HoneymoonAction::Call(Call::Bid(s.parse().unwrap()));
        d.act(bid("1H")).unwrap();
        assert_eq!(
            d.act(bid("1C")),
            Err(HoneymoonError::Call(CallError::InsufficientBid {
                bid: "1C".parse().unwrap(),
                last: "1H".parse().unwrap()
            }))
        );
        assert_eq!(
            d.act(HoneymoonAction::Call(Call::Redouble)),
            Err(HoneymoonError::Call(CallError::NothingToRedouble))
        );
        d.act(HoneymoonAction::Call(Call::Double)).unwrap();
        d.act(HoneymoonAction::Call(Call::Redouble)).unwrap();
        d.act(HoneymoonAction::Call(Call::Pass)).unwrap();
        assert_eq!(d.phase(), HoneymoonPhase::Play);
        assert_eq!(d.contract().unwrap().0.pbn(), "1HXX");
        assert_eq!(d.contract().unwrap().1, Seat::South);
        assert_eq!(d.to_act(), Some(Seat::West), "the other player leads");
        assert_eq!(d.known_opponent_hand(Seat::West), Some(d.hand(Seat::South)));
    }

    #[test]
    fn two_passes_end_the_deal_without_a_contract() {
        let mut m = HoneymoonMatch::new(4);
        finish_draw(&mut m.current);
        m.current.act(HoneymoonAction::Call(Call::Pass)).unwrap();
        assert_eq!(m.current.phase(), HoneymoonPhase::Bidding);
        m.current.act(HoneymoonAction::Call(Call::Pass)).unwrap();
        assert_eq!(m.current.phase(), HoneymoonPhase::Over);
        assert!(m.score_current());
        assert!(m.sheet.entries().is_empty());
        assert!(m.next_deal());
        assert_eq!(m.current.dealer(), Seat::South);
    }

    /// A contract played to the end scores on the rubber sheet like contract bridge: a grand
    /// slam at no-trumps with every ace in one hand.
    #[test]
    fn a_contract_scores_on_the_rubber_sheet() {
        for seed in 20..30 {
            let mut m = HoneymoonMatch::new(seed);
            finish_draw(&mut m.current);
            let d = &mut m.current;
            // West deals and bids first.
            d.act(HoneymoonAction::Call(Call::Bid("1NT".parse().unwrap())))
                .unwrap();
            d.act(HoneymoonAction::Call(Call::Pass)).unwrap();
            assert_eq!(d.contract().map(|(_, s)| s), Some(Seat::West));
            while let Some(a) = d.robot_action() {
                d.act(a).unwrap();
            }
            let (result, honours) = d.result().unwrap();
            let tricks = result.declarer_tricks;
            let aces = d
                .final_hands()
                .map(|h| h.iter().filter(|c| c.rank == Rank::Ace).count());
            assert!(m.score_current());
            assert!(!m.score_current(), "scored once");
            let entries = m.sheet.entries();
            let sum = |side: Side, kind: RubberEntryKind| -> u32 {
                entries
                    .iter()
                    .filter(|e| e.side == side && e.kind == kind)
                    .map(|e| e.points)
                    .sum()
            };
            if tricks >= 7 {
                assert_eq!(sum(Side::EastWest, RubberEntryKind::TrickScore), 40);
                assert_eq!(
                    sum(Side::EastWest, RubberEntryKind::Overtricks),
                    30 * u32::from(tricks - 7)
                );
            } else {
                assert_eq!(
                    sum(Side::NorthSouth, RubberEntryKind::Undertricks),
                    50 * u32::from(7 - tricks)
                );
            }
            // Four aces in one hand: 150 to that player's side.
            let honours_to = |side| sum(side, RubberEntryKind::Honours);
            assert_eq!(
                honours_to(Side::NorthSouth),
                if aces[0] == 4 { 150 } else { 0 }
            );
            assert_eq!(
                honours_to(Side::EastWest),
                if aces[1] == 4 { 150 } else { 0 }
            );
            assert_eq!(
                matches!(honours, HonoursClaim::Claimed(_)),
                aces.contains(&4)
            );
        }
    }

    #[test]
    fn a_tampered_save_is_refused() {
        let d = HoneymoonDeal::random(Seat::West, 5);
        let mut json: serde_json::Value = serde_json::to_value(&d).unwrap();
        json["pack"][0] = json["pack"][1].clone();
        assert!(serde_json::from_value::<HoneymoonDeal>(json).is_err());
        let json = serde_json::to_string(&d)
            .unwrap()
            .replace("\"dealer\":\"West\"", "\"dealer\":\"North\"");
        assert!(json.contains("North"));
        assert!(serde_json::from_str::<HoneymoonDeal>(&json).is_err());
    }

    #[test]
    fn the_draw_robot_keeps_honours_and_length() {
        let h = |s: &str| CardSet::from_pbn_hand(s).unwrap();
        let hand = h("AKQ32.J5.K9.8743");
        // Leading: the least useful card, a small card of a short suit without honours.
        assert_eq!(draw_phase_card(hand, None, hand), card("H5"));
        // Following a low spade with spot cards only: wins with the cheapest spot over it.
        let spades = hand.suit(Suit::Spades);
        assert_eq!(draw_phase_card(hand, Some(card("S2")), spades), card("S3"));
        // Following a high spade: keeps the honours, gives the two.
        assert_eq!(draw_phase_card(hand, Some(card("ST")), spades), card("S2"));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(32))]
        /// Two robots always reach a valid end: 26 draws, a legal auction, 13 tricks, and a
        /// result the rubber sheet accepts; the save loads back to the same deal.
        #[test]
        fn a_robot_playthrough_ends_in_a_valid_score(seed in any::<u64>(), south_deals in any::<bool>()) {
            let dealer = if south_deals { Seat::South } else { Seat::West };
            let mut d = HoneymoonDeal::random(dealer, seed);
            let mut steps = 0;
            while let Some(a) = d.robot_action() {
                d.act(a).unwrap();
                steps += 1;
                prop_assert!(steps < 200);
            }
            prop_assert_eq!(d.phase(), HoneymoonPhase::Over);
            prop_assert_eq!(d.draws().len(), 26);
            let (result, honours) = d.result().unwrap();
            if let Some((c, declarer)) = result.contract() {
                prop_assert_eq!(d.tricks().len(), 13);
                prop_assert_eq!(d.tricks_won(declarer) + d.tricks_won(opponent(declarer)), 13);
                prop_assert!(c.level() >= 1);
            }
            let mut sheet = RubberSheet::new(RubberSettings::default(), dealer);
            prop_assert!(sheet.record(result, honours).is_ok());
            let json = serde_json::to_string(&d).unwrap();
            let back: HoneymoonDeal = serde_json::from_str(&json).unwrap();
            prop_assert_eq!(back, d);
        }
    }

    #[test]
    fn a_rubber_of_robot_deals_ends() {
        let mut m = HoneymoonMatch::new(77);
        for _ in 0..60 {
            while let Some(a) = m.current.robot_action() {
                m.current.act(a).unwrap();
            }
            assert!(m.score_current());
            if !m.next_deal() {
                break;
            }
        }
        assert!(matches!(m.sheet.state(), RubberState::Won(_)));
    }
}
