//! The bidding robot: a natural system kept as data ([`system`]) and the machinery that reads
//! the auction, works out what each player has shown, and matches a hand against the rules.

pub mod card;
mod compile;
pub mod consistent;
pub mod eval;
mod explain;
mod judge;
mod rules;
pub mod system;

use super::{CallAdvice, Explanation};
use crate::auction::{Auction, Bid, Call, Strain};
use crate::card::{CardSet, Suit};
use crate::msg::Msg;
use crate::seat::{Seat, Vulnerability};
use compile::{Check, Compiled, Kind, RuleIx, Token};
pub use compile::{RuleError, check_system};
pub use rules::RULES;

/// The hand-written part of `docs/bidding-system.md` (the rest is generated from the rules).
pub const NOTES: &str = include_str!("notes.md");
use system::{Aim, CallSpec, Cond, Den, Force, Pos, Rule, SuitRef, Vars, When};

/// What the table knows about one player from the calls made so far.
#[derive(Clone, Debug)]
struct Known {
    hcp_min: u8,
    hcp_max: u8,
    len_min: [u8; 4],
    len_max: [u8; 4],
    /// The least total or support points shown (at least `hcp_min`).
    pts_min: u8,
    /// The player made a call forcing to game.
    game_forced: bool,
    aces: Option<&'static [u8]>,
    kings: Option<&'static [u8]>,
    /// The rule behind the player's last call other than a pass.
    last_rule: Option<&'static Compiled>,
    /// Every rule behind the player's calls, passes included, in order.
    rules_used: Vec<RuleIx>,
}

impl Default for Known {
    fn default() -> Known {
        Known {
            hcp_min: 0,
            hcp_max: 37,
            len_min: [0; 4],
            len_max: [13; 4],
            pts_min: 0,
            game_forced: false,
            aces: None,
            kings: None,
            last_rule: None,
            rules_used: Vec::new(),
        }
    }
}

/// The auction as the player on turn reads it.
struct Ctx<'a> {
    auction: &'a Auction,
    me: Seat,
    vul: Vulnerability,
    pos: Pos,
    /// Our side's calls other than passes, in order.
    ours: Vec<Call>,
    our_opening: Option<Suit>,
    partner_first: Option<Suit>,
    my_first: Option<Suit>,
    partner_last: Option<Call>,
    my_last: Option<Call>,
    opp_last: Option<Call>,
    /// The opponents' last bid.
    opp_last_bid: Option<Call>,
    rho: Option<Call>,
    opp_bid: bool,
    opp_bids: u8,
    opp_suits: [bool; 4],
    /// The opponents' first suit bid.
    opp_first: Option<Suit>,
    bid_suits: [bool; 4],
    our_suits: [[bool; 4]; 2],
    known: &'a [Known; 4],
    /// The simulations' layouts and double-dummy results, shared by the rules of one call.
    sim: judge::Cache,
    /// The call being read (the hand unknown), while it is read: see [`Ctx::agreed`].
    reading: std::cell::Cell<Option<Call>>,
}

fn bid_suit(call: Option<Call>) -> Option<Suit> {
    match call {
        Some(Call::Bid(b)) => b.strain().trump(),
        _ => None,
    }
}

/// Whether `last` (a player's last rule) is one of `rules`.
fn made_by(last: Option<&Compiled>, rules: &[RuleIx]) -> bool {
    last.is_some_and(|c| rules.contains(&c.ix))
}

impl<'a> Ctx<'a> {
    fn new(auction: &'a Auction, known: &'a [Known; 4], vul: Vulnerability) -> Ctx<'a> {
        let me = auction.dealer().nth_next(auction.calls().len());
        let partner = me.partner();
        let mut ours = Vec::new();
        let (mut partner_last, mut my_last, mut opp_last, mut rho) = (None, None, None, None);
        let mut opp_last_bid = None;
        let mut opening: Option<Seat> = None;
        let mut our_opening = None;
        let mut partner_first = None;
        let mut my_first = None;
        let mut opp_bid = false;
        let mut opp_bids = 0u8;
        let mut opp_suits = [false; 4];
        let mut opp_first = None;
        let mut bid_suits = [false; 4];
        let mut our_suits = [[false; 4]; 2];
        let (mut mine, mut partners) = (0, 0);
        for (seat, call) in auction.calls_by_seat() {
            if seat == me.prev() {
                rho = Some(call);
            }
            if let Call::Bid(b) = call {
                opening.get_or_insert(seat);
                if let Some(s) = b.strain().trump() {
                    bid_suits[s.index()] = true;
                    if !seat.is_partner_of(me) {
                        opp_suits[s.index()] = true;
                        opp_first.get_or_insert(s);
                    } else {
                        our_suits[usize::from(seat == partner)][s.index()] = true;
                    }
                }
            }
            if call == Call::Pass {
                continue;
            }
            if seat.is_partner_of(me) {
                if ours.is_empty()
                    && let Call::Bid(b) = call
                {
                    our_opening = b.strain().trump();
                }
                ours.push(call);
                if seat == me {
                    my_last = Some(call);
                    mine += 1;
                    if my_first.is_none()
                        && let Call::Bid(b) = call
                    {
                        my_first = b.strain().trump();
                    }
                } else {
                    partner_last = Some(call);
                    partners += 1;
                    if partner_first.is_none()
                        && let Call::Bid(b) = call
                    {
                        partner_first = b.strain().trump();
                    }
                }
            } else {
                opp_last = Some(call);
                if matches!(call, Call::Bid(_)) {
                    opp_bid = true;
                    opp_bids += 1;
                    opp_last_bid = Some(call);
                }
            }
        }
        let pos = match opening {
            None => Pos::Opening,
            Some(o) if o == me => {
                if mine == 1 {
                    Pos::Rebid
                } else {
                    Pos::Later
                }
            }
            Some(o) if o == partner => match mine {
                0 => Pos::Response,
                1 => Pos::ResponderRebid,
                _ => Pos::Later,
            },
            Some(_) => match (mine, partners) {
                (0, 0) => Pos::Overcall,
                (0, _) => Pos::Advance,
                _ => Pos::Later,
            },
        };
        Ctx {
            auction,
            me,
            vul,
            pos,
            ours,
            our_opening,
            partner_first,
            my_first,
            partner_last,
            my_last,
            opp_last,
            opp_last_bid,
            rho,
            opp_bid,
            opp_bids,
            opp_suits,
            opp_first,
            bid_suits,
            our_suits,
            known,
            sim: judge::Cache::default(),
            reading: std::cell::Cell::new(None),
        }
    }

    fn partner(&self) -> &Known {
        &self.known[self.me.partner().index()]
    }

    fn mine(&self) -> &Known {
        &self.known[self.me.index()]
    }

    /// My length in `suit`: the real one when the hand is known, else what I have shown.
    fn my_len(&self, hand: Option<CardSet>, suit: Suit) -> u8 {
        match hand {
            Some(h) => eval::len(h, suit),
            None => self.mine().len_min[suit.index()],
        }
    }

    /// The suit both partners have bid (latest first), else a known eight-card fit, majors first.
    /// A suit both bid counts only with seven or more known cards together: an artificial bid
    /// (2♣, an ace answer) shows none, so 1♦ … 4NT – 5♦ does not agree diamonds. Reading a slam
    /// or the asker's call after his ace ask (`hand` unknown), else the suit it names.
    fn agreed(&self, hand: Option<CardSet>) -> Option<Suit> {
        for c in self.ours.iter().rev() {
            if let Call::Bid(b) = c
                && let Some(s) = b.strain().trump()
                && self.our_suits[0][s.index()]
                && self.our_suits[1][s.index()]
                && self.my_len(hand, s) + self.partner().len_min[s.index()] >= 7
            {
                return Some(s);
            }
        }
        let p = self.partner();
        let known = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs]
            .into_iter()
            .filter(|s| self.my_len(hand, *s) + p.len_min[s.index()] >= 8)
            .max_by_key(|s| (s.is_major(), self.my_len(hand, *s) + p.len_min[s.index()]));
        // Read (the hand unknown), a slam bid or the asker's call after his own ace ask names
        // the suit only the caller knew to be agreed (1♠ 3♣ 4NT 5♥ 6♣ with four clubs; 1♣ 1♠
        // 2♥ 6♠ with a void): it is, when the two hands may hold eight of it.
        known.or_else(|| {
            let Some(Call::Bid(b)) = self.reading.get().filter(|_| hand.is_none()) else {
                return None;
            };
            let asked = self
                .mine()
                .last_rule
                .is_some_and(|c| c.rule.aim == Aim::Blackwood);
            let s = b.strain().trump().filter(|_| asked || b.level() >= 6)?;
            (self.mine().len_max[s.index()] + p.len_min[s.index()] >= 8).then_some(s)
        })
    }

    fn resolve(&self, r: SuitRef, var: Option<Suit>, hand: Option<CardSet>) -> Option<Suit> {
        match r {
            SuitRef::Var => var,
            SuitRef::Is(s) => Some(s),
            SuitRef::Opening => self.our_opening,
            SuitRef::PartnerLast => bid_suit(self.partner_last),
            SuitRef::MyLast => bid_suit(self.my_last),
            SuitRef::OppLast => bid_suit(self.opp_last_bid),
            SuitRef::Agreed => self.agreed(hand),
            SuitRef::PartnerFirst => self.partner_first,
            SuitRef::MyFirst => self.my_first,
            SuitRef::OppFirst => self.opp_first,
        }
    }

    fn strain(&self, d: Den, var: Option<Suit>, hand: Option<CardSet>) -> Option<Strain> {
        match d {
            Den::NT => Some(Strain::NoTrump),
            Den::Of(r) => self.resolve(r, var, hand).map(Strain::from_suit),
        }
    }

    fn cheapest(&self, strain: Strain) -> Option<Bid> {
        match self.auction.last_bid() {
            None => Bid::new(1, strain),
            Some((_, last)) => last.cheapest_above(strain),
        }
    }

    fn call(&self, spec: CallSpec, var: Option<Suit>, hand: Option<CardSet>) -> Option<Call> {
        let bid = |level: u8, d: Den| {
            self.strain(d, var, hand)
                .and_then(|s| Bid::new(level, s))
                .map(Call::Bid)
        };
        match spec {
            CallSpec::Pass => Some(Call::Pass),
            CallSpec::Double => Some(Call::Double),
            CallSpec::Redouble => Some(Call::Redouble),
            CallSpec::At(level, d) => bid(level, d),
            CallSpec::Cheapest(d) => self.cheapest(self.strain(d, var, hand)?).map(Call::Bid),
            CallSpec::Jump(d) => {
                let c = self.cheapest(self.strain(d, var, hand)?)?;
                Bid::new(c.level() + 1, c.strain()).map(Call::Bid)
            }
            CallSpec::Game(d) => {
                let s = self.strain(d, var, hand)?;
                let level = match s {
                    Strain::NoTrump => 3,
                    Strain::Hearts | Strain::Spades => 4,
                    _ => 5,
                };
                Bid::new(level, s).map(Call::Bid)
            }
        }
    }

    fn token_matches(&self, alts: &[Token], call: Call) -> bool {
        alts.iter().any(|t| match (*t, call) {
            (Token::Any, _)
            | (Token::Double, Call::Double)
            | (Token::Redouble, Call::Redouble)
            | (Token::Pass, Call::Pass) => true,
            (Token::Bid(level, kind), Call::Bid(b)) => {
                level == b.level()
                    && match (kind, b.strain().trump()) {
                        (Kind::NoTrump, None) => true,
                        (Kind::Major, Some(x)) => x.is_major(),
                        (Kind::Minor, Some(x)) => !x.is_major(),
                        (Kind::AnySuit, Some(_)) => true,
                        (Kind::Opening, Some(x)) => Some(x) == self.our_opening,
                        (Kind::Is(s), Some(x)) => s == x,
                        _ => false,
                    }
            }
            _ => false,
        })
    }

    /// Whether every auction condition of a compiled rule holds.
    fn applies(&self, c: &Compiled) -> bool {
        c.when.iter().all(|w| match w {
            Check::Ours(p) => {
                p.len() == self.ours.len()
                    && p.iter()
                        .zip(&self.ours)
                        .all(|(t, c)| self.token_matches(t, *c))
            }
            Check::OppLast(t) => self.opp_last.is_some_and(|x| self.token_matches(t, x)),
            Check::Rho(t) => self.rho.is_some_and(|x| self.token_matches(t, x)),
            Check::PartnerRule(rules) => made_by(self.partner().last_rule, rules),
            Check::PartnerNotRule(rules) => !made_by(self.partner().last_rule, rules),
            Check::MyRule(rules) => made_by(self.mine().last_rule, rules),
            Check::RhoRule(rules) => made_by(self.known[self.me.prev().index()].last_rule, rules),
            Check::NotUsed(rule) => {
                !self.mine().rules_used.contains(rule) && !self.partner().rules_used.contains(rule)
            }
            Check::Plain(w) => self.when(w),
        })
    }

    fn when(&self, w: &When) -> bool {
        match *w {
            When::Pos(p) => match p {
                Pos::AfterOpening => self.pos != Pos::Opening,
                Pos::Continuing => matches!(
                    self.pos,
                    Pos::Rebid | Pos::ResponderRebid | Pos::Advance | Pos::Later
                ),
                p => self.pos == p,
            },
            // Patterns and rule references are checked in their compiled form (`applies`).
            When::Ours(_)
            | When::OppLast(_)
            | When::Rho(_)
            | When::PartnerRule(_)
            | When::PartnerNotRule(_)
            | When::MyRule(_)
            | When::RhoRule(_)
            | When::NotUsed(_) => true,
            When::NoOppBid => !self.opp_bid,
            When::OppBid => self.opp_bid,
            When::PartnerForcing => {
                self.partner().last_rule.is_some_and(|c| c.rule.forcing())
                    && self.rho.is_none_or(|c| !matches!(c, Call::Bid(_)))
                    && self.partner_last.is_some_and(|c| matches!(c, Call::Bid(_)))
            }
            When::BelowLevel(l) => self.auction.last_bid().is_none_or(|(_, b)| b.level() < l),
            When::OppBids(n) => self.opp_bids == n,
            When::OurBidLast => self
                .auction
                .last_bid()
                .is_some_and(|(s, _)| s.is_partner_of(self.me)),
            When::TheirBidLast => self
                .auction
                .last_bid()
                .is_some_and(|(s, _)| !s.is_partner_of(self.me)),
            When::MustBid => self.must_bid(),
            When::ThreeSuits => {
                !self.opp_bid
                    && (0..4)
                        .filter(|&i| self.our_suits[0][i] || self.our_suits[1][i])
                        .count()
                        == 3
            }
            When::NoGame => !self.our_game(),
            When::BelowTheirGame => !self.their_game(),
            When::FourthSeat => self.fourth_seat(),
            When::ThirdSeat => self.pos == Pos::Opening && self.auction.calls().len() == 2,
            When::PartnerMayTrap => self.partner_may_trap(),
            When::TheirFit => self.their_fit(),
            When::PartnerTakeoutDouble => {
                matches!(self.auction.calls(), [.., Call::Double, Call::Pass])
                    && self.partner().last_rule.is_some_and(|c| {
                        matches!(c.rule.aim, Aim::TakeoutDouble | Aim::CompetitiveDouble)
                    })
            }
            When::PartnerDoubledToPlay => {
                matches!(
                    self.auction.calls(),
                    [.., Call::Double, Call::Pass, Call::Pass]
                ) && self
                    .auction
                    .last_bid()
                    .is_some_and(|(s, _)| s == self.me.partner())
            }
        }
    }

    /// Both opponents have bid the suit of their last bid.
    fn their_fit(&self) -> bool {
        let Some(suit) = bid_suit(self.opp_last_bid) else {
            return false;
        };
        let mut by = [false; 2];
        for (seat, call) in self.auction.calls_by_seat() {
            if let Call::Bid(b) = call
                && !seat.is_partner_of(self.me)
                && b.strain().trump() == Some(suit)
            {
                by[usize::from(seat == self.me.prev())] = true;
            }
        }
        by == [true, true]
    }

    /// Partner's first call after our side's first bid was a pass directly over an opponent's
    /// bid (a pass of our opening, or over a double, shows a weak hand instead).
    fn partner_may_trap(&self) -> bool {
        let calls = self.auction.calls();
        let partner = self.me.partner();
        let Some(first) = (0..calls.len()).find(|&i| {
            matches!(calls[i], Call::Bid(_))
                && self.auction.dealer().nth_next(i).is_partner_of(self.me)
        }) else {
            return false;
        };
        (first + 1..calls.len())
            .find(|&i| self.auction.dealer().nth_next(i) == partner)
            .is_some_and(|i| calls[i] == Call::Pass && matches!(calls[i - 1], Call::Bid(_)))
    }

    /// Opening in fourth seat: three passes so far.
    fn fourth_seat(&self) -> bool {
        self.pos == Pos::Opening && self.auction.calls().len() == 3
    }

    /// Whether the contract so far is our side's game or higher.
    fn our_game(&self) -> bool {
        self.auction
            .last_bid()
            .is_some_and(|(seat, b)| seat.is_partner_of(self.me) && is_game(b))
    }

    /// Whether an opponent has bid a game or higher.
    fn their_game(&self) -> bool {
        self.auction.calls_by_seat().any(|(seat, c)| {
            !seat.is_partner_of(self.me) && matches!(c, Call::Bid(b) if is_game(b))
        })
    }

    /// A pass is not a choice: partner's bid forces me (the opponents passed in between), or
    /// our side is forced to game below game.
    fn must_bid(&self) -> bool {
        let rho_passed = self.rho.is_none_or(|c| c == Call::Pass);
        // Only partner's latest bid forces: once I have answered it, or they have bid since,
        // it no longer does.
        let partner_forcing = self.partner().last_rule.is_some_and(|c| c.rule.forcing())
            && self.partner_last.is_some_and(|c| matches!(c, Call::Bid(_)))
            && self
                .auction
                .last_bid()
                .is_some_and(|(s, _)| s == self.me.partner());
        let game_forced = (self.mine().game_forced || self.partner().game_forced)
            && self
                .auction
                .last_bid()
                .is_some_and(|(s, _)| s.is_partner_of(self.me))
            && !self.our_game();
        rho_passed && (partner_forcing || game_forced || self.promised_rebid())
    }

    /// The booklet: an unpassed responder who answered with a new suit at the two level
    /// promises to bid again unless opener's rebid is game (the opponents silent).
    fn promised_rebid(&self) -> bool {
        let two_over_one = &compile::system().named.two_over_one;
        !self.opp_bid
            && self.pos == Pos::ResponderRebid
            && matches!(self.mine().rules_used.as_slice(), [ix] if two_over_one.contains(ix))
            && self
                .auction
                .last_bid()
                .is_some_and(|(s, _)| s == self.me.partner())
            && !self.our_game()
    }

    /// My points for judging the combined total: total points, or support points when a
    /// suit is agreed and partner bid it first.
    fn my_points(&self, hand: CardSet) -> u8 {
        let tp = eval::total_points(hand);
        // Shortness counts only with a known eight-card fit (a 5-2 "agreed" by a preference
        // ruffs nothing in the short hand).
        let eight = |s: Suit| eval::len(hand, s) + self.partner().len_min[s.index()] >= 8;
        // Shortness ruffs in the hand short in trumps: opposite partner's two (a balanced hand
        // or a preference) my shortness ruffs in the long hand and gains no trick.
        let support = |s: Suit| self.partner().len_min[s.index()] >= 3;
        // Partner's last bid a no-trump invitation (2NT after a one-level start, or 1NT 2NT by
        // opener): accepting or declining is a no-trump question, where my shortness ruffs
        // nothing (1450: 1♦ 1♥ 1♠ 1NT 2NT 3NT with six HCP and a singleton).
        let nt = matches!(self.partner_last, Some(Call::Bid(b)) if b.strain().trump().is_none())
            && self
                .partner()
                .last_rule
                .is_some_and(|c| c.rule.aim == Aim::Invite);
        if nt {
            return tp;
        }
        match self.agreed(Some(hand)) {
            Some(s) if eight(s) && support(s) => eval::points(hand, Some(s)),
            _ => tp,
        }
    }

    fn partner_aces(&self, mine: u8) -> Option<u8> {
        let set = self.partner().aces?;
        // 5♣ shows 0 or 4: with an ace of my own partner cannot hold all four.
        if set.contains(&0) && set.contains(&4) {
            return Some(if mine > 0 { 0 } else { 4 });
        }
        set.first().copied()
    }

    /// True when the condition only depends on the auction (so explanations check it too).
    fn auction_only(c: &Cond) -> bool {
        matches!(
            c,
            Cond::Major(_)
                | Cond::Minor(_)
                | Cond::Differs(..)
                | Cond::Unbid(_)
                | Cond::CheapestLevel(..)
                | Cond::Higher(..)
                | Cond::Shows(..)
                | Cond::PartnerLen(..)
                | Cond::Vulnerable
                | Cond::NotVulnerable
        )
    }

    /// Checks a hand condition; `hand` is `None` when explaining (then only auction-only
    /// conditions are checked).
    fn cond(&self, c: &Cond, var: Option<Suit>, hand: Option<CardSet>) -> bool {
        if let Some(h) = hand {
            self.hand_cond(c, var, h)
        } else if let Cond::Judge(j, d) = *c {
            self.judgement_open(j, d, var).unwrap_or(true)
        } else if Ctx::auction_only(c) {
            self.auction_cond(c, var, None)
        } else {
            true
        }
    }

    /// A condition that reads the auction alone; the agreed suit (and any suit resting on
    /// the hand) is resolved with `hand` when the robot holds one.
    fn auction_cond(&self, c: &Cond, var: Option<Suit>, hand: Option<CardSet>) -> bool {
        let suit = |r: SuitRef| self.resolve(r, var, hand);
        match *c {
            Cond::Major(r) => suit(r).is_some_and(Suit::is_major),
            Cond::Minor(r) => suit(r).is_some_and(|s| !s.is_major()),
            Cond::Differs(a, b) => suit(a).is_some() && suit(a) != suit(b),
            Cond::Unbid(r) => suit(r).is_some_and(|s| !self.bid_suits[s.index()]),
            Cond::CheapestLevel(d, lo, hi) => self
                .strain(d, var, hand)
                .and_then(|s| self.cheapest(s))
                .is_some_and(|b| (lo..=hi).contains(&b.level())),
            Cond::Higher(a, b) => match (suit(a), suit(b)) {
                (Some(a), Some(b)) => a > b,
                _ => false,
            },
            Cond::Vulnerable => self.vul.is_vulnerable(self.me.side()),
            Cond::NotVulnerable => !self.vul.is_vulnerable(self.me.side()),
            Cond::PartnerLen(r, n) => {
                suit(r).is_some_and(|s| self.partner().len_min[s.index()] >= n)
            }
            _ => true,
        }
    }

    fn hand_cond(&self, c: &Cond, var: Option<Suit>, h: CardSet) -> bool {
        let suit = |r: SuitRef| self.resolve(r, var, Some(h));
        let len = |s: Suit| eval::len(h, s);
        let partner = self.partner();
        // Our cards in the suit: mine and what partner has shown.
        let together = |s: Suit| len(s) + partner.len_min[s.index()];
        match *c {
            Cond::Hcp(lo, hi) => (lo..=hi).contains(&eval::hcp(h)),
            Cond::Tp(lo, hi) => (lo..=hi).contains(&eval::total_points(h)),
            Cond::Sp(r, lo, hi) => {
                suit(r).is_some_and(|s| (lo..=hi).contains(&eval::support_points(h, s)))
            }
            Cond::Len(r, lo, hi) => suit(r).is_some_and(|s| (lo..=hi).contains(&len(s))),
            Cond::Balanced => eval::balanced(h),
            Cond::Unbalanced => !eval::balanced(h),
            Cond::Stop(r) => suit(r).is_some_and(|s| eval::stopper(h, s)),
            Cond::StopTheirs => Suit::ALL
                .into_iter()
                .filter(|s| self.opp_suits[s.index()])
                .all(|s| eval::stopper(h, s)),
            Cond::StopUnbid => {
                // Only our uncontested auctions opened with one of a suit: elsewhere the
                // opponents' suits (StopTheirs) or the opening's own meaning say it.
                let one_suit = matches!(self.ours.first(),
                    Some(Call::Bid(b)) if b.level() == 1 && b.strain() != Strain::NoTrump);
                let partner_nt = self.auction.calls_by_seat().any(|(seat, call)| {
                    seat == self.me.partner()
                        && matches!(call, Call::Bid(b) if b.strain() == Strain::NoTrump)
                });
                self.opp_bid
                    || !one_suit
                    || partner_nt
                    || Suit::ALL
                        .into_iter()
                        .filter(|s| !self.bid_suits[s.index()])
                        .all(|s| eval::stopper(h, s))
            }
            Cond::Honours(r, n) => suit(r).is_some_and(|s| eval::top_honours(h, s) >= n),
            Cond::OpeningValues => {
                let p = eval::hcp(h);
                if self.fourth_seat() {
                    p + eval::len(h, Suit::Spades) >= 15
                } else {
                    p >= 12 || (p >= 10 && eval::rule_of_20(h))
                }
            }
            Cond::Tricks(n) => eval::playing_tricks(h) >= n,
            Cond::Longest(r) => suit(r).is_some_and(|s| {
                Suit::ALL
                    .into_iter()
                    .all(|o| len(o) < len(s) || (len(o) == len(s) && o <= s))
            }),
            Cond::BestNew(r) => suit(r).is_some_and(|s| {
                let unbid = |o: Suit| !self.bid_suits[o.index()];
                unbid(s)
                    && Suit::ALL
                        .into_iter()
                        .filter(|o| unbid(*o) && *o != s)
                        .all(|o| {
                            len(o) < len(s)
                                || (len(o) == len(s) && if len(s) >= 5 { o < s } else { o > s })
                        })
            }),
            Cond::NotShorter(a, b) => match (suit(a), suit(b)) {
                (Some(a), Some(b)) => len(a) >= len(b),
                _ => false,
            },
            Cond::TakeoutShape => Suit::ALL.into_iter().all(|s| {
                if self.opp_suits[s.index()] {
                    len(s) <= 2
                } else if self.bid_suits[s.index()] {
                    true
                } else {
                    len(s) >= 3
                }
            }),
            Cond::UnbidMajor4 => [Suit::Hearts, Suit::Spades]
                .into_iter()
                .any(|s| !self.bid_suits[s.index()] && len(s) >= 4),
            Cond::Aces(set) => set.contains(&eval::aces(h)),
            Cond::Kings(set) => set.contains(&eval::kings(h)),
            Cond::AcesTotal(lo, hi) => {
                let mine = eval::aces(h);
                self.partner_aces(mine)
                    .is_some_and(|p| (lo..=hi).contains(&(mine + p)))
            }
            Cond::KingsTotal(lo, hi) => partner
                .kings
                .and_then(|k| k.first().copied())
                .is_some_and(|p| (lo..=hi).contains(&(eval::kings(h) + p))),
            Cond::CombinedMin(n) => self.my_points(h) + partner.pts_min.max(partner.hcp_min) >= n,
            Cond::CombinedMaxBelow(n) => self.my_points(h) + partner.hcp_max < n,
            Cond::Fit(r) => suit(r).is_some_and(|s| together(s) >= 8),
            // A simple rebid of partner's suit is read as six cards (`rebid.own6`) but may be
            // five (`rebid.own5`): with a doubleton the eight cards are not sure.
            Cond::SureFit(r) => suit(r).is_some_and(|s| {
                together(s) >= 8
                    && (len(s) >= 3
                        || partner
                            .last_rule
                            .is_none_or(|c| c.ix != compile::system().named.rebid_own6))
            }),
            Cond::NoMajorFit => [Suit::Hearts, Suit::Spades]
                .into_iter()
                .all(|s| together(s) < 8),
            Cond::TotalTricks(r) => suit(r).is_some_and(|s| {
                self.cheapest(Strain::from_suit(s))
                    .is_some_and(|b| b.level() + 6 <= together(s))
            }),
            Cond::UpperHalf => {
                let k = self.mine();
                2 * eval::hcp(h) + 1 >= k.hcp_min + k.hcp_max.min(k.hcp_min + 10)
            }
            Cond::Trumps(r, n) => suit(r).is_some_and(|s| together(s) >= n),
            Cond::TopCard(r) => suit(r).is_some_and(|s| {
                h.contains(crate::card::Card::new(s, crate::card::Rank::Ace))
                    || h.contains(crate::card::Card::new(s, crate::card::Rank::King))
            }),
            Cond::TopThree(r, n) => suit(r).is_some_and(|s| {
                [
                    crate::card::Rank::Ace,
                    crate::card::Rank::King,
                    crate::card::Rank::Queen,
                ]
                .iter()
                .filter(|&&rank| h.contains(crate::card::Card::new(s, rank)))
                .count()
                    >= usize::from(n)
            }),
            Cond::Void => Suit::ALL.into_iter().any(|s| len(s) == 0),
            Cond::Flat => Suit::ALL.into_iter().all(|s| (3..=4).contains(&len(s))),
            Cond::Judge(j, d) => self.judge(j, d, var, h),
            Cond::Either(a, b) => self.hand_cond(a, var, h) || self.hand_cond(b, var, h),
            Cond::Not(a) => !self.hand_cond(a, var, h),
            // Conditions on the calls alone, the agreed suit resting on the hand when the fit
            // is there (four trumps opposite partner's raise).
            _ => self.auction_cond(c, var, Some(h)),
        }
    }

    fn vars(rule: &Rule) -> Vec<Option<Suit>> {
        match rule.vars {
            Vars::None => vec![None],
            Vars::Suits(s) => s.iter().copied().map(Some).collect(),
        }
    }

    /// Whether the seat on turn may make `call`: legal, and not a pass where it must bid.
    fn allowed(&self, call: Call) -> bool {
        self.auction.check(call).is_ok() && !(call == Call::Pass && self.must_bid())
    }

    /// Every rule (and suit) that may have produced `call` here, in order of precedence, and
    /// whether a hand may also fit none of the rules (then a pass is the default one, which
    /// shows nothing). Rules of every priority count up to the first rule every hand reaching
    /// it fits (such as the fallback pass), or the first priority whose rules together cover
    /// every hand the player may hold (the answers to Stayman): no hand gets past them.
    fn candidates(&self, call: Call) -> (Vec<(&'static Compiled, Option<Suit>)>, bool) {
        self.reading.set(Some(call));
        let found = self.candidates_of(call);
        self.reading.set(None);
        found
    }

    /// [`Ctx::candidates`], the call set for [`Ctx::agreed`].
    fn candidates_of(&self, call: Call) -> (Vec<(&'static Compiled, Option<Suit>)>, bool) {
        let mut out = Vec::new();
        let system = &compile::system().rules;
        let mut group: Vec<&'static Rule> = Vec::new();
        for (i, compiled) in system.iter().enumerate() {
            let rule = compiled.rule;
            if self.applies(compiled) {
                for var in Ctx::vars(rule) {
                    if rule.hand.iter().all(|c| self.cond(c, var, None))
                        && self.call(rule.call, var, None) == Some(call)
                        && !(call == Call::Pass && self.must_bid())
                    {
                        out.push((compiled, var));
                    }
                }
                if self.catches_all(rule) {
                    return (out, false);
                }
                group.push(rule);
            }
            let last_of_prio = system.get(i + 1).is_none_or(|n| n.rule.prio != rule.prio);
            if last_of_prio {
                if self.covers(&group, self.mine()) {
                    return (out, false);
                }
                group.clear();
            }
        }
        (out, true)
    }

    /// Whether every hand within `k`'s limits fits one of `rules` (rules that apply here) and
    /// makes its call. Only rules whose conditions on the hand are limits on the points, the
    /// suits' lengths, the aces and the kings count (a hand may fail any other condition); the
    /// limits cut `k`'s ranges into pieces, and one hand of every piece is checked.
    fn covers(&self, rules: &[&'static Rule], k: &Known) -> bool {
        const ALL: u8 = 0b1_1111;
        let mask = |set: &[u8]| set.iter().fold(0u8, |m, &n| m | 1 << n.min(4));
        // The limits of each rule (and suit): HCP and the four lengths, aces, kings.
        struct Limits {
            lo: [u8; 5],
            hi: [u8; 5],
            aces: u8,
            kings: u8,
        }
        let mut boxes = Vec::new();
        for rule in rules {
            // Each suit of the variable is tried below.
            if !named_without_hand(rule.call, true) {
                continue;
            }
            'var: for var in Ctx::vars(rule) {
                let legal = self
                    .call(rule.call, var, None)
                    .is_some_and(|c| self.allowed(c));
                if !legal {
                    continue;
                }
                let mut b = Limits {
                    lo: [0; 5],
                    hi: [40, 13, 13, 13, 13],
                    aces: ALL,
                    kings: ALL,
                };
                for c in rule.hand {
                    match *c {
                        Cond::Hcp(lo, hi) => {
                            b.lo[0] = b.lo[0].max(lo);
                            b.hi[0] = b.hi[0].min(hi);
                        }
                        Cond::Len(r, lo, hi) if !matches!(r, SuitRef::Agreed) => {
                            let Some(s) = self.resolve(r, var, None) else {
                                continue 'var;
                            };
                            let d = 1 + s.index();
                            b.lo[d] = b.lo[d].max(lo);
                            b.hi[d] = b.hi[d].min(hi);
                        }
                        // Opening values: every hand of 12+ HCP has them (but in fourth seat).
                        Cond::OpeningValues if !self.fourth_seat() => b.lo[0] = b.lo[0].max(12),
                        Cond::Aces(set) => b.aces &= mask(set),
                        Cond::Kings(set) => b.kings &= mask(set),
                        _ if Ctx::auction_only(c) => {
                            if !self.cond(c, var, None) {
                                continue 'var;
                            }
                        }
                        _ => continue 'var,
                    }
                }
                boxes.push(b);
            }
        }
        if boxes.is_empty() {
            return false;
        }
        // One value of every piece the rules' limits cut each range into.
        let ranges = [
            (k.hcp_min, k.hcp_max),
            (k.len_min[0], k.len_max[0]),
            (k.len_min[1], k.len_max[1]),
            (k.len_min[2], k.len_max[2]),
            (k.len_min[3], k.len_max[3]),
        ];
        let points: Vec<Vec<u8>> = (0..5)
            .map(|d| {
                let (lo, hi) = ranges[d];
                let mut v = vec![lo];
                for b in &boxes {
                    for x in [b.lo[d], b.hi[d].saturating_add(1)] {
                        if x > lo && x <= hi {
                            v.push(x);
                        }
                    }
                }
                v.sort_unstable();
                v.dedup();
                v
            })
            .collect();
        let aces = k.aces.map_or(ALL, mask);
        let kings = k.kings.map_or(ALL, mask);
        let values = |m: u8| (0..5u8).filter(move |n| m & (1 << n) != 0);
        let count: usize = points.iter().map(Vec::len).product::<usize>()
            * values(aces).count()
            * values(kings).count();
        if count > 20_000 {
            return false;
        }
        let mut at = [0usize; 5];
        loop {
            let p: [u8; 5] = std::array::from_fn(|d| points[d][at[d]]);
            for a in values(aces) {
                for kg in values(kings) {
                    let fits = |b: &Limits| {
                        (0..5).all(|d| b.lo[d] <= p[d] && p[d] <= b.hi[d])
                            && b.aces & (1 << a) != 0
                            && b.kings & (1 << kg) != 0
                    };
                    if !boxes.iter().any(fits) {
                        return false;
                    }
                }
            }
            // The next piece (an odometer over the five ranges).
            let mut d = 0;
            loop {
                if d == 5 {
                    return true;
                }
                at[d] += 1;
                if at[d] < points[d].len() {
                    break;
                }
                at[d] = 0;
                d += 1;
            }
        }
    }

    /// Whether every hand that reaches `rule` (the rule applies to the auction) makes its call:
    /// no condition on the hand, a call that does not depend on the hand, legal and allowed.
    fn catches_all(&self, rule: &Rule) -> bool {
        matches!(rule.vars, Vars::None)
            && named_without_hand(rule.call, false)
            && rule
                .hand
                .iter()
                .all(|c| Ctx::auction_only(c) && self.cond(c, None, None))
            && self
                .call(rule.call, None, None)
                .is_some_and(|c| self.allowed(c))
    }

    /// The rules (and suits) that may have produced `call` by the system as the table reads
    /// it: every candidate of the first candidate's priority (a later priority is what is left
    /// for hands the system's body does not cover).
    fn readings(&self, call: Call) -> Vec<(&'static Compiled, Option<Suit>)> {
        let (mut out, _) = self.candidates(call);
        if let Some(&(first, _)) = out.first() {
            out.retain(|(c, _)| c.rule.prio == first.rule.prio);
        }
        out
    }

    /// The first rule (and suit) that produces a legal call for `hand`, or, when explaining
    /// (`hand` = None), that produces `target`.
    fn find(
        &self,
        hand: Option<CardSet>,
        target: Option<Call>,
    ) -> Option<(&'static Compiled, Option<Suit>, Call)> {
        for compiled in &compile::system().rules {
            let rule = compiled.rule;
            if !self.applies(compiled) {
                continue;
            }
            for var in Ctx::vars(rule) {
                if !rule.hand.iter().all(|c| self.cond(c, var, hand)) {
                    continue;
                }
                let Some(call) = self.call(rule.call, var, hand) else {
                    continue;
                };
                if !self.allowed(call) {
                    continue;
                }
                if target.is_none_or(|t| t == call) {
                    return Some((compiled, var, call));
                }
            }
        }
        None
    }

    /// What `rule`'s call shows here, generated from its conditions.
    fn describe(&self, rule: &Rule, var: Option<Suit>, hand: Option<CardSet>) -> Msg {
        explain::describe(rule, &|r| self.resolve(r, var, hand))
    }
}

/// What a call tells the table, recorded into the caller's [`Known`]: the hand fits every
/// condition of the rule that produced it (the same conditions the explanation is built from).
/// `wide`: only what holds for every hand the call may come from (see [`analyse_with`]).
fn learn(
    k: &mut Known,
    ctx: &Ctx<'_>,
    compiled: &'static Compiled,
    var: Option<Suit>,
    call: Call,
    wide: bool,
) {
    let rule = compiled.rule;
    // The range a call declares (`Shows`) is the system's reading; the hands that make it are
    // bounded only by the conditions they fit (`wide`).
    let declared = !wide && rule.hand.iter().any(|c| matches!(c, Cond::Shows(..)));
    let (lo, hi) = if wide {
        explain::hand_hcp_range(rule, ctx.fourth_seat())
    } else {
        explain::hcp_range(rule)
    };
    // Points with length or shortness allow fewer HCP than the points shown.
    let mut lo = lo;
    let mut hi = hi;
    for c in rule.hand {
        match *c {
            Cond::Tp(a, b) => {
                lo = lo.max(a.saturating_sub(3));
                hi = hi.min(b);
            }
            Cond::Sp(_, a, b) => {
                lo = lo.max(a.saturating_sub(5));
                hi = hi.min(b);
            }
            _ => {}
        }
    }
    if declared {
        // The call's own range replaces what earlier calls suggested (e.g. 2♣: 22+).
        (k.hcp_min, k.hcp_max) = (lo, hi);
    } else if lo.max(k.hcp_min) <= hi.min(k.hcp_max) {
        k.hcp_min = k.hcp_min.max(lo);
        k.hcp_max = k.hcp_max.min(hi);
    } else {
        // Inconsistent with earlier calls (a misbid or a psych): trust the latest call.
        (k.hcp_min, k.hcp_max) = (lo, hi);
    }
    let mut pts = lo;
    if rule.hand.iter().any(|c| matches!(c, Cond::OpeningValues)) {
        // Opening values: 12+ HCP, or fewer made up by length (the rule of 20).
        pts = pts.max(12);
    }
    for c in rule.hand {
        if let Cond::Tp(a, _) | Cond::Sp(_, a, _) = *c {
            pts = pts.max(a);
        }
    }
    // "N+ points together" shows what the caller holds beyond what partner has shown.
    let partner = ctx.partner();
    for c in rule.hand {
        if let Cond::CombinedMin(n) = *c {
            pts = pts.max(n.saturating_sub(partner.pts_min.max(partner.hcp_min)));
        }
    }
    k.pts_min = k.pts_min.max(pts).max(k.hcp_min);
    if rule.force == Force::Game {
        k.game_forced = true;
    }
    let mut narrow = |s: Suit, lo: u8, hi: u8| {
        let i = s.index();
        if lo.max(k.len_min[i]) <= hi.min(k.len_max[i]) {
            k.len_min[i] = k.len_min[i].max(lo);
            k.len_max[i] = k.len_max[i].min(hi);
        } else {
            (k.len_min[i], k.len_max[i]) = (lo, hi);
        }
    };
    let partner_len = partner.len_min;
    for c in rule.hand {
        match *c {
            Cond::Len(r, lo, hi) => {
                if let Some(s) = ctx.resolve(r, var, None) {
                    narrow(s, lo, hi);
                }
            }
            // An eight-card fit with what partner has shown: the rest of the eight is mine (as
            // the robots read partner; the wide reading of partner may be looser).
            Cond::Fit(r) if !wide => {
                if let Some(s) = ctx.resolve(r, var, None) {
                    narrow(s, 8u8.saturating_sub(partner_len[s.index()]), 13);
                }
            }
            // 4-3-3-3, 4-4-3-2, 5-3-3-2: no suit shorter than two or longer than five.
            Cond::Balanced => Suit::ALL.into_iter().for_each(|s| narrow(s, 2, 5)),
            Cond::Aces(set) => k.aces = Some(set),
            Cond::Kings(set) => k.kings = Some(set),
            _ => {}
        }
    }
    if call != Call::Pass {
        k.last_rule = Some(compiled);
    }
    k.rules_used.push(compiled.ix);
}

/// The game level of a strain.
fn game_level(strain: Strain) -> u8 {
    match strain {
        Strain::NoTrump => 3,
        Strain::Hearts | Strain::Spades => 4,
        _ => 5,
    }
}

/// Whether a bid is a game or higher: 3NT, 4♥, 4♠, 5♣, 5♦.
fn is_game(b: Bid) -> bool {
    b.level() >= game_level(b.strain())
}

/// What is known when either of two readings of a call is true: the wider limits of the two
/// (the first reading names the rule).
fn hull(mut a: Known, b: Known) -> Known {
    a.hcp_min = a.hcp_min.min(b.hcp_min);
    a.hcp_max = a.hcp_max.max(b.hcp_max);
    a.pts_min = a.pts_min.min(b.pts_min);
    for i in 0..4 {
        a.len_min[i] = a.len_min[i].min(b.len_min[i]);
        a.len_max[i] = a.len_max[i].max(b.len_max[i]);
    }
    a
}

/// Replays the auction and records what every call showed: what the system's reading of each
/// call promises (`wide` false: what the robots bid on), or everything any rule producing the
/// call allows (`wide` true: the limits no hand that made the calls can break).
fn analyse_with(auction: &Auction, vul: Vulnerability, wide: bool) -> [Known; 4] {
    let mut known: [Known; 4] = Default::default();
    let mut prefix = Auction::new(auction.dealer());
    for &call in auction.calls() {
        let seat = prefix.dealer().nth_next(prefix.calls().len());
        let found = {
            let ctx = Ctx::new(&prefix, &known, vul);
            // The robots read the call as the first rule producing it says (the system's
            // main meaning; reading the hull of every rule of its priority, as the explanation
            // does, cost 0.3 IMPs a board and eight of the SAYC vectors: see notes.md). The
            // wide reading takes every rule any hand may have made it by, of every priority,
            // and for a pass no hand of the system's rules fits (the default pass) nothing.
            let (candidates, open) = if wide {
                ctx.candidates(call)
            } else {
                let mut first = ctx.readings(call);
                first.truncate(1);
                (first, false)
            };
            let mut learned = candidates.iter().map(|&(rule, var)| {
                let mut k = known[seat.index()].clone();
                learn(&mut k, &ctx, rule, var, call, wide);
                k
            });
            let first = learned.next();
            first.map(|first| {
                let k = learned.fold(first, hull);
                if open && call == Call::Pass {
                    hull(k, known[seat.index()].clone())
                } else {
                    k
                }
            })
        };
        match found {
            Some(k) => known[seat.index()] = k,
            None if call != Call::Pass => {
                // A call outside the system: natural, nothing more is known.
                known[seat.index()].last_rule = None;
            }
            None => {}
        }
        if prefix.call(call).is_err() {
            break;
        }
    }
    known
}

/// What every call promises, as the robots read it.
fn analyse(auction: &Auction, vul: Vulnerability) -> [Known; 4] {
    analyse_with(auction, vul, false)
}

/// See [`super::shown`].
pub fn shown(auction: &Auction, vulnerability: Vulnerability) -> [super::Shown; 4] {
    analyse_with(auction, vulnerability, true).map(|k| k.shown())
}

impl Known {
    /// The limits a layout must respect for this player.
    fn shown(&self) -> super::Shown {
        super::Shown {
            hcp: (self.hcp_min, self.hcp_max.max(self.hcp_min)),
            len: std::array::from_fn(|i| (self.len_min[i], self.len_max[i].max(self.len_min[i]))),
        }
    }
}

/// Whether the call a rule makes is named without looking at the hand: not the suit the hand
/// agrees on, nor the rule's suit variable unless `var_named` (the caller tries each suit).
fn named_without_hand(call: CallSpec, var_named: bool) -> bool {
    match call {
        CallSpec::Pass | CallSpec::Double | CallSpec::Redouble => true,
        CallSpec::At(_, d) | CallSpec::Cheapest(d) | CallSpec::Jump(d) | CallSpec::Game(d) => {
            match d {
                Den::Of(SuitRef::Agreed) => false,
                Den::Of(SuitRef::Var) => var_named,
                _ => true,
            }
        }
    }
}

/// See [`super::choose_call`].
pub fn choose(hand: CardSet, auction: &Auction, vulnerability: Vulnerability) -> CallAdvice {
    choose_with(hand, auction, vulnerability, judge::LAYOUTS)
}

/// See [`super::choose_call_at`]: `layouts` is the count of layouts a judgement deals.
pub(super) fn choose_with(
    hand: CardSet,
    auction: &Auction,
    vulnerability: Vulnerability,
    layouts: usize,
) -> CallAdvice {
    if auction.is_over() {
        return CallAdvice {
            call: Call::Pass,
            meaning: Msg::new("bid.auction_over"),
            rule: "auction.over".into(),
        };
    }
    let known = analyse(auction, vulnerability);
    let mut ctx = Ctx::new(auction, &known, vulnerability);
    ctx.sim = judge::Cache::new(layouts);
    match ctx.find(Some(hand), None) {
        Some((compiled, var, call)) => CallAdvice {
            call,
            meaning: ctx.describe(compiled.rule, var, Some(hand)),
            rule: compiled.rule.id.into(),
        },
        None => CallAdvice {
            call: Call::Pass,
            meaning: Msg::new("bid.no_rule"),
            rule: "default.pass".into(),
        },
    }
}

/// See [`super::explain_call`].
pub fn explain(
    auction: &Auction,
    index: usize,
    vulnerability: Vulnerability,
) -> Option<Explanation> {
    let calls = auction.calls();
    let call = *calls.get(index)?;
    let prefix = Auction::from_calls(auction.dealer(), calls[..index].iter().copied()).ok()?;
    let known = analyse(&prefix, vulnerability);
    let ctx = Ctx::new(&prefix, &known, vulnerability);
    let readings = ctx.readings(call);
    Some(match readings.first() {
        Some(_) => {
            // Every meaning the call may have, as a club player explains it: "10-15 HCP; or
            // 5-9 HCP with seven diamonds". Alerted if any meaning is conventional (partner's
            // opponents must be told it may be); forcing only as far as every meaning forces.
            let mut meanings: Vec<Msg> = Vec::new();
            for &(compiled, var) in &readings {
                let m = ctx.describe(compiled.rule, var, None);
                if !meanings.contains(&m) {
                    meanings.push(m);
                }
            }
            let weakest = |a: Force, b: Force| match (a, b) {
                (Force::No, _) | (_, Force::No) => Force::No,
                (Force::OneRound, _) | (_, Force::OneRound) => Force::OneRound,
                _ => Force::Game,
            };
            let mut ids: Vec<&str> = Vec::new();
            for &(compiled, _) in &readings {
                if !ids.contains(&compiled.rule.id) {
                    ids.push(compiled.rule.id);
                }
            }
            Explanation {
                meaning: explain::alternatives(meanings),
                alert: readings.iter().any(|(c, _)| c.rule.aim.alert()),
                forcing: readings
                    .iter()
                    .map(|(c, _)| c.rule.force)
                    .reduce(weakest)
                    .unwrap_or(Force::No),
                rule: Some(ids.join("|")),
            }
        }
        None => Explanation {
            meaning: Msg::new(match call {
                Call::Pass => "bid.outside.pass",
                Call::Double => "bid.outside.double",
                Call::Redouble => "bid.outside.redouble",
                Call::Bid(_) => "bid.outside.bid",
            }),
            alert: false,
            forcing: Force::No,
            rule: None,
        },
    })
}

/// Every rule of the system with what its call shows, suits named by their relation to the
/// auction where the rule does not fix them (for documentation and tests).
pub fn rule_meanings() -> impl Iterator<Item = (&'static Rule, Msg)> {
    compile::system().rules.iter().map(|c| {
        let r = c.rule;
        let fixed = |s: SuitRef| match s {
            SuitRef::Is(s) => Some(s),
            _ => None,
        };
        (r, explain::describe(r, &fixed))
    })
}

#[cfg(test)]
mod tests {
    use super::system::{Cond, Den, SuitRef};
    use super::{Ctx, analyse};
    use crate::auction::{Auction, Call};
    use crate::card::CardSet;
    use crate::seat::{Seat, Vulnerability};

    /// Partner's 1♠ and my three spades: the fit is in my hand, not yet in the calls. Every
    /// condition that names the agreed suit finds it there when the robot holds the hand, and
    /// none does while a call is being read (the hand unknown).
    #[test]
    fn conditions_on_the_agreed_suit_resolve_it_with_the_hand() {
        let calls: Vec<Call> = vec!["1S".parse().unwrap(), Call::Pass];
        let auction = Auction::from_calls(Seat::North, calls).unwrap();
        let known = analyse(&auction, Vulnerability::None);
        let ctx = Ctx::new(&auction, &known, Vulnerability::None);
        let hand = CardSet::from_pbn_hand("K73.Q852.K64.J93").unwrap();
        let ag = SuitRef::Agreed;
        let conds = [
            Cond::Major(ag),
            Cond::Differs(ag, SuitRef::Is(crate::card::Suit::Hearts)),
            Cond::CheapestLevel(Den::Of(ag), 2, 2),
        ];
        for c in &conds {
            assert!(ctx.cond(c, None, Some(hand)), "{c:?} with the hand");
            assert!(!ctx.cond(c, None, None), "{c:?} read from the calls");
        }
        assert!(!ctx.cond(&Cond::Minor(ag), None, Some(hand)));
        assert!(
            !ctx.cond(&Cond::Unbid(ag), None, Some(hand)),
            "partner bid spades"
        );
    }
}
