//! Judgement by simulation, as the strongest bidding programs decide close calls: the robot
//! deals the three hands it cannot see many times, within everything the auction showed
//! ([`crate::robot::shown`]), plays two candidate contracts double dummy on each layout and
//! keeps the one that scores more IMPs on average. The rules say where a judgement is asked
//! ([`Cond::Judge`](super::system::Cond::Judge)); what the call shows to partner still comes
//! from the rule's other conditions.
//!
//! The layouts depend only on the robot's own hand and the auction (seeded by both), so a
//! robot's call never depends on a hidden card and the same position always gets the same call.

use super::system::{Aim, Den, Judgement};
use super::{Ctx, game_level};
use crate::auction::{Bid, Call, Contract, Doubling, Strain};
use crate::card::{CardSet, Suit};
use crate::deal::Deal;
use crate::robot::Strength;
use crate::robot::sample::{Knowledge, Rng};
use crate::scoring::{duplicate, imps::imps};
use crate::seat::Seat;
use std::cell::RefCell;
use std::collections::HashMap;

/// Layouts dealt for one judgement at the standard and strong strengths (the quick strength
/// deals fewer: [`Strength::judge_layouts`]).
pub(super) const LAYOUTS: usize = Strength::Strong.judge_layouts();

/// Rounds of layouts dealt at most to find [`LAYOUTS`] that keep to partner's answer to an ace
/// or king ask (the sampler knows points and lengths only).
const ASK_ROUNDS: usize = 10;

/// The average IMPs the bolder contract must gain before the robot acts on it: double dummy,
/// declarer always finds the winning line, so the bolder contract needs an edge. Game needs
/// more when the opponents are silent (the part-score is ours to play) than in a contested
/// auction, where they would not leave us our part-score anyway. A balance needs no edge: the
/// layouts let the opponents choose double dummy between passing and bidding on, which no
/// table does, so a balance that breaks even there gains at the table (the law of total
/// tricks: do not sell out to their fit at the two level).
fn margin(j: Judgement, contested: bool) -> f64 {
    match j {
        Judgement::Slam => 1.5,
        Judgement::Grand => 0.5,
        Judgement::Game if contested => 0.5,
        Judgement::Game => 2.0,
        Judgement::Compete => 0.5,
        Judgement::Balance | Judgement::BalanceDouble => 0.0,
        Judgement::Penalty => 0.5,
        Judgement::SlamOverNt => 1.5,
        Judgement::SuitOverNt => 0.5,
    }
}

/// The layouts of one call and the double-dummy tricks found on them, so the rules of one call
/// share them.
#[derive(Debug)]
pub(super) struct Cache {
    /// How many layouts a judgement deals.
    count: usize,
    /// By reading: the wide one (what no hand that made the calls can break) and the narrow
    /// one (what the robots bid on), see [`Judgement::reading`].
    layouts: [RefCell<Option<Vec<Deal>>>; 2],
    tricks: RefCell<HashMap<(Reading, Strain, Seat), Vec<u8>>>,
}

impl Cache {
    /// An empty cache whose judgements deal `count` layouts.
    pub(super) fn new(count: usize) -> Cache {
        Cache {
            count: count.max(1),
            layouts: Default::default(),
            tricks: Default::default(),
        }
    }
}

impl Default for Cache {
    fn default() -> Self {
        Cache::new(LAYOUTS)
    }
}

/// Which reading of the auction the layouts are dealt within.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Reading {
    /// Every hand any rule producing the calls allows ([`super::shown`]).
    Wide = 0,
    /// The hands the first rule producing each call describes: what the robots bid on.
    Narrow = 1,
}

impl Judgement {
    /// Slam judgements deal partner within what his calls promise as the robots read them: the
    /// wide reading lets a minimum opener who signed off in game hold 17 HCP (a later rule
    /// could have bid the same game with more), and slams then look far better than they are.
    /// A balance too: their stop at two (1♠ P 2♠ P P) is a minimum opener and a single raise
    /// as the robots bid them, not every hand a later rule might pass with.
    fn reading(self) -> Reading {
        match self {
            Judgement::Slam
            | Judgement::Grand
            | Judgement::SlamOverNt
            | Judgement::SuitOverNt
            | Judgement::Balance
            | Judgement::BalanceDouble => Reading::Narrow,
            _ => Reading::Wide,
        }
    }
}

/// FNV-1a over the hand and the calls: the seed of the layouts.
fn seed(hand: CardSet, calls: &[Call]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |b: u8| {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    };
    hand.bits().to_le_bytes().into_iter().for_each(&mut eat);
    for c in calls {
        c.to_string().bytes().for_each(&mut eat);
    }
    h
}

impl Ctx<'_> {
    /// The layouts the auction allows around `hand`, dealt once per call.
    fn layouts(&self, hand: CardSet, reading: Reading) -> std::cell::Ref<'_, Vec<Deal>> {
        let cell = &self.sim.layouts[reading as usize];
        if cell.borrow().is_none() {
            let shown = match reading {
                Reading::Wide => super::shown(self.auction, self.vul),
                Reading::Narrow => std::array::from_fn(|i| self.known[i].shown()),
            };
            let knowledge = Knowledge::before_play(self.me, hand, shown);
            let mut rng = Rng::new(seed(hand, self.auction.calls()));
            // Partner's answer to an ace (or king) ask is part of what the auction showed:
            // the layouts keep to it, so a grand slam is judged with the aces partner holds.
            let partner = self.me.partner().index();
            let aces = self.partner_aces(super::eval::aces(hand));
            let kings = self.known[partner].kings.and_then(|k| k.first().copied());
            // Partner's slam try (a cue bid, a jump showing slam interest) shows its extra
            // values as points together: in the narrow reading he is dealt them (the sampler
            // knows HCP only).
            let points = match (reading, self.known[partner].last_rule) {
                (Reading::Narrow, Some(c)) if c.rule.aim == Aim::SlamTry => {
                    self.known[partner].pts_min
                }
                _ => 0,
            };
            let agreed = self.agreed(Some(hand));
            let fits = |h: &[CardSet; 4]| {
                aces.is_none_or(|a| super::eval::aces(h[partner]) == a)
                    && kings.is_none_or(|k| super::eval::kings(h[partner]) == k)
                    && super::eval::points(h[partner], agreed) >= points
            };
            let filtered = aces.is_some() || kings.is_some() || points > 0;
            let count = self.sim.count;
            let mut deals = Vec::with_capacity(count);
            for _ in 0..ASK_ROUNDS {
                deals.extend(
                    knowledge
                        .sample(count, &mut rng)
                        .hands
                        .into_iter()
                        .filter(|h| fits(h))
                        .filter_map(|h| Deal::new(h).ok())
                        .take(count - deals.len()),
                );
                if deals.len() == count || !filtered {
                    break;
                }
            }
            *cell.borrow_mut() = Some(deals);
        }
        std::cell::Ref::map(cell.borrow(), |l| l.as_ref().expect("dealt above"))
    }

    /// Double-dummy tricks for `declarer` in `strain` on every layout.
    fn dd_tricks(&self, hand: CardSet, r: Reading, strain: Strain, declarer: Seat) -> Vec<u8> {
        if let Some(t) = self.sim.tricks.borrow().get(&(r, strain, declarer)) {
            return t.clone();
        }
        let t: Vec<u8> = crate::dd::with_thread_solver(|solver| {
            self.layouts(hand, r)
                .iter()
                .map(|deal| solver.tricks(deal, strain, declarer))
                .collect()
        });
        self.sim
            .tricks
            .borrow_mut()
            .insert((r, strain, declarer), t.clone());
        t
    }

    /// Who would declare `strain` for the side of `seat`: the first of the pair to bid it, else
    /// `seat` itself (the one about to name it).
    fn declarer_for(&self, seat: Seat, strain: Strain) -> Seat {
        self.auction
            .calls_by_seat()
            .find(|&(s, c)| {
                s.is_partner_of(seat) && matches!(c, Call::Bid(b) if b.strain() == strain)
            })
            .map_or(seat, |(s, _)| s)
    }

    /// A contract's score for our side on every layout; with `doubled_if_down` the defenders
    /// double it on the layouts where it fails (a sacrifice or a competitive bid is doubled
    /// when the opponents can see it go down).
    fn scores(
        &self,
        hand: CardSet,
        r: Reading,
        contract: Contract,
        declarer: Seat,
        doubled_if_down: bool,
    ) -> Vec<i32> {
        let vulnerable = self.vul.is_vulnerable(declarer.side());
        let ours = declarer.is_partner_of(self.me);
        self.dd_tricks(hand, r, contract.bid.strain(), declarer)
            .into_iter()
            .map(|t| {
                let c = if doubled_if_down && t < contract.bid.level() + 6 {
                    Contract::new(contract.bid, Doubling::Doubled)
                } else {
                    contract
                };
                let s = duplicate::score(c, vulnerable, t).total();
                if ours { s } else { -s }
            })
            .collect()
    }

    /// Our contract `level` `strain`, undoubled, with its declarer.
    fn ours(&self, level: u8, strain: Strain) -> Option<(Contract, Seat)> {
        let bid = Bid::new(level, strain)?;
        Some((
            Contract::new(bid, Doubling::Undoubled),
            self.declarer_for(self.me, strain),
        ))
    }

    /// The opponents' contract as it stands (`doubling` replaced when given).
    fn theirs(&self, doubling: Option<Doubling>) -> Option<(Contract, Seat)> {
        let (seat, bid) = self.auction.last_bid()?;
        if seat.is_partner_of(self.me) {
            return None;
        }
        let doubling = doubling.unwrap_or_else(|| self.auction.doubling());
        Some((
            Contract::new(bid, doubling),
            self.declarer_for(seat, bid.strain()),
        ))
    }

    /// The level of the contract as it stands when it is our side's, in `strain`.
    fn held_level(&self, strain: Strain) -> Option<u8> {
        self.auction
            .last_bid()
            .filter(|(s, b)| s.is_partner_of(self.me) && b.strain() == strain)
            .map(|(_, b)| b.level())
    }

    /// The two contracts a judgement compares: (the bolder one, the alternative).
    fn contracts(
        &self,
        j: Judgement,
        strain: Strain,
    ) -> Option<((Contract, Seat), (Contract, Seat))> {
        let cheapest = self.cheapest(strain).map(|b| b.level());
        let game = game_level(strain);
        match j {
            Judgement::Slam => {
                // Stopping means passing when our side already holds game in the strain.
                let held = self.held_level(strain).filter(|&l| l >= game);
                let base = held.unwrap_or(cheapest?.max(game));
                (base < 6).then_some(())?;
                Some((self.ours(6, strain)?, self.ours(base, strain)?))
            }
            Judgement::Grand => (cheapest? <= 7)
                .then_some(())
                .and_then(|()| Some((self.ours(7, strain)?, self.ours(6, strain)?))),
            Judgement::Game => {
                // Below game: our contract when we hold it in this strain, else the cheapest bid.
                let base = self.held_level(strain).or(cheapest)?;
                if base < game {
                    return Some((self.ours(game, strain)?, self.ours(base, strain)?));
                }
                // Game is the cheapest bid here (3NT over 1♦ 3♦): against passing our side's
                // part-score as it stands.
                let (seat, bid) = self.auction.last_bid().filter(|(s, b)| {
                    s.is_partner_of(self.me) && b.level() < game_level(b.strain())
                })?;
                Some((
                    self.ours(game, strain)?,
                    (
                        Contract::new(bid, self.auction.doubling()),
                        self.declarer_for(seat, bid.strain()),
                    ),
                ))
            }
            Judgement::SlamOverNt => {
                // Our no-trump game as it stands, else the cheapest no-trump game or higher.
                let held = self.held_level(Strain::NoTrump).filter(|&l| l >= 3);
                let nt = self.cheapest(Strain::NoTrump).map(|b| b.level());
                let base = held.unwrap_or(nt?.max(3));
                (base < 6 && cheapest? <= 6).then_some(())?;
                Some((self.ours(6, strain)?, self.ours(base, Strain::NoTrump)?))
            }
            Judgement::SuitOverNt => (strain != Strain::NoTrump
                && cheapest? <= 6
                && self.cheapest(Strain::NoTrump)?.level() <= 6)
                .then_some(())
                .and_then(|()| Some((self.ours(6, strain)?, self.ours(6, Strain::NoTrump)?))),
            Judgement::Compete | Judgement::Balance => {
                Some((self.ours(cheapest?, strain)?, self.theirs(None)?))
            }
            // Our contract is partner's answer, different on each layout: see `balance_double`.
            Judgement::BalanceDouble => None,
            Judgement::Penalty => Some((
                self.theirs(Some(Doubling::Doubled))?,
                self.theirs(Some(Doubling::Undoubled))?,
            )),
        }
    }

    /// Whether the bolder contract of judgement `j` in denomination `d` gains at least
    /// [`margin`] IMPs a board on average over the layouts.
    pub(super) fn judge(&self, j: Judgement, d: Den, var: Option<Suit>, hand: CardSet) -> bool {
        let strain = match j {
            Judgement::Penalty | Judgement::BalanceDouble => Strain::NoTrump,
            _ => match self.strain(d, var, Some(hand)) {
                Some(s) => s,
                None => return false,
            },
        };
        self.open_to(j)
            && self
                .gain(j, strain, hand)
                .is_some_and(|imps| imps >= margin(j, self.opp_bid))
    }

    /// Whether judgement `j` can hold here whatever the hand (reading a call, the hand
    /// unknown): a rule whose judgement has no two contracts to compare in this auction did
    /// not make the call (cj.game's 4♠ over their 4♥ is never bid: its game has no part-score
    /// to be weighed against, so that 4♠ is `cj.compete`'s). `None` when the denomination
    /// rests on the hand.
    pub(super) fn judgement_open(&self, j: Judgement, d: Den, var: Option<Suit>) -> Option<bool> {
        let strain = match j {
            // Our contract is partner's answer (`balance_double`): theirs must stand.
            Judgement::BalanceDouble => return Some(self.theirs(None).is_some()),
            Judgement::Penalty => Strain::NoTrump,
            _ => self.strain(d, var, None)?,
        };
        Some(self.open_to(j) && self.contracts(j, strain).is_some())
    }

    /// What rules a judgement out before any layout is dealt: opposite a partner whose
    /// strength is still open (a forcing new suit: 10 to 37 HCP) the layouts are mostly hands
    /// he would have shown otherwise, so no slam in another denomination is judged there.
    fn open_to(&self, j: Judgement) -> bool {
        if matches!(j, Judgement::SlamOverNt | Judgement::SuitOverNt) {
            let p = self.partner();
            return p.hcp_max.saturating_sub(p.hcp_min) <= 12;
        }
        true
    }

    /// The average IMPs the bolder contract gains over the alternative (`None` when the
    /// judgement does not apply here).
    fn gain(&self, j: Judgement, strain: Strain, hand: CardSet) -> Option<f64> {
        if j == Judgement::BalanceDouble {
            return self.balance_double(hand);
        }
        let ((bold, bold_by), (alt, alt_by)) = self.contracts(j, strain)?;
        let r = j.reading();
        // Outbidding them: they double us when we go down (so an undoubled phantom sacrifice
        // never looks good).
        let mut a = self.scores(hand, r, bold, bold_by, j == Judgement::Compete);
        // Balancing: on each layout they let our contract play or bid one more in their suit,
        // whichever scores better for them.
        if j == Judgement::Balance {
            let up = Bid::new(alt.bid.level() + 1, alt.bid.strain())?;
            let theirs = self.scores(
                hand,
                r,
                Contract::new(up, Doubling::Undoubled),
                alt_by,
                false,
            );
            a = a.iter().zip(&theirs).map(|(&x, &y)| x.min(y)).collect();
        }
        let mut b = self.scores(hand, r, alt, alt_by, false);
        // A minor slam against game: the game such hands play is 3NT as often as five of the
        // minor, so the slam is judged against the better of the two over the layouts (the
        // one the robot would otherwise choose), while 3NT is still ours to bid.
        if j == Judgement::Slam
            && alt.bid.level() == 5
            && matches!(strain, Strain::Clubs | Strain::Diamonds)
            && self
                .cheapest(Strain::NoTrump)
                .is_some_and(|b| b.level() <= 3)
            && let Some((nt, nt_by)) = self.ours(3, Strain::NoTrump)
        {
            let n = self.scores(hand, r, nt, nt_by, false);
            if n.iter().sum::<i32>() > b.iter().sum::<i32>() {
                b = n;
            }
        }
        if a.is_empty() {
            return None;
        }
        let total: i32 = a.iter().zip(&b).map(|(x, y)| imps(x - y)).sum();
        Some(f64::from(total) / a.len() as f64)
    }
}

impl Ctx<'_> {
    /// [`Judgement::BalanceDouble`]: the average IMPs a balancing double gains over passing
    /// their contract out.
    fn balance_double(&self, hand: CardSet) -> Option<f64> {
        let (theirs, by) = self.theirs(None)?;
        let their_suit = theirs.bid.strain().trump()?;
        let r = Judgement::BalanceDouble.reading();
        let up = Contract::new(
            Bid::new(theirs.bid.level() + 1, theirs.bid.strain())?,
            Doubling::Undoubled,
        );
        let pass = self.scores(hand, r, theirs, by, false);
        let higher = self.scores(hand, r, up, by, false);
        let doubled = self.scores(
            hand,
            r,
            Contract::new(theirs.bid, Doubling::Doubled),
            by,
            false,
        );
        let partner = self.me.partner();
        let vulnerable = self.vul.is_vulnerable(self.me.side());
        let unbid = |s: Suit| !self.bid_suits[s.index()];
        let layouts = self.layouts(hand, r);
        let mut total = 0;
        for (i, deal) in layouts.iter().enumerate() {
            let p = deal.hand(partner);
            let len = |s: Suit| super::eval::len(p, s);
            let ours = if len(their_suit) >= 5 && super::eval::top_honours(p, their_suit) >= 3 {
                doubled[i]
            } else {
                // An unbid four-card major (spades first), else the longest unbid suit, the
                // higher of equals.
                let answer = [Suit::Spades, Suit::Hearts]
                    .into_iter()
                    .find(|&s| unbid(s) && len(s) >= 4)
                    .or_else(|| {
                        Suit::ALL
                            .into_iter()
                            .filter(|&s| unbid(s))
                            .max_by_key(|&s| (len(s), s))
                    })?;
                let strain = Strain::from_suit(answer);
                let bid = self.cheapest(strain)?;
                let tricks = crate::dd::with_thread_solver(|s| s.tricks(deal, strain, partner));
                let c = Contract::new(bid, Doubling::Undoubled);
                duplicate::score(c, vulnerable, tricks)
                    .total()
                    .min(higher[i])
            };
            total += imps(ours - pass[i]);
        }
        (!layouts.is_empty()).then(|| f64::from(total) / layouts.len() as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Ctx, analyse};
    use super::*;
    use crate::auction::Auction;
    use crate::seat::Vulnerability;

    fn ctx_gain(hand: &str, dealer: Seat, calls: &str, j: Judgement, strain: Strain) -> f64 {
        let hand = CardSet::from_pbn_hand(hand).unwrap();
        let calls: Vec<Call> = calls
            .split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect();
        let auction = Auction::from_calls(dealer, calls).unwrap();
        let known = analyse(&auction, Vulnerability::None);
        let ctx = Ctx::new(&auction, &known, Vulnerability::None);
        ctx.gain(j, strain, hand).unwrap()
    }

    #[test]
    fn a_slam_is_judged_by_the_layouts_partner_may_hold() {
        // Partner opened 1NT (15-17); 19 HCP with a long solid suit opposite: slam rolls home.
        let strong = ctx_gain(
            "AKQJ52.A4.KQ3.K2",
            Seat::North,
            "1NT Pass",
            Judgement::Slam,
            Strain::Spades,
        );
        assert!(strong > 5.0, "{strong}");
        // A flat 9 opposite 15-17: 24-26 together, no slam.
        let weak = ctx_gain(
            "Q52.J54.K432.Q32",
            Seat::North,
            "1NT Pass",
            Judgement::Slam,
            Strain::NoTrump,
        );
        assert!(weak < -5.0, "{weak}");
    }

    #[test]
    fn a_minor_slam_is_judged_against_3nt_and_6nt() {
        // 1♠ 2♣ 2♦: responder's six clubs, four diamonds and a doubleton heart opposite
        // opener's 5-4 (seed 1067 of the par deals): 6♦ beats 3NT and 6NT.
        let calls = "Pass 1S Pass 2C Pass 2D Pass";
        let hand = "Q.A2.J764.AJT876";
        let over_3nt = ctx_gain(
            hand,
            Seat::West,
            calls,
            Judgement::SlamOverNt,
            Strain::Diamonds,
        );
        assert!(over_3nt > 1.5, "{over_3nt}");
        let over_6nt = ctx_gain(
            hand,
            Seat::West,
            calls,
            Judgement::SuitOverNt,
            Strain::Diamonds,
        );
        assert!(over_6nt > 0.5, "{over_6nt}");
        // A flat 9 opposite 15-17: no slam in any denomination.
        let weak = ctx_gain(
            "Q52.J54.K432.Q32",
            Seat::North,
            "1NT Pass",
            Judgement::SlamOverNt,
            Strain::Diamonds,
        );
        assert!(weak < -5.0, "{weak}");
    }

    #[test]
    fn a_minor_slam_is_judged_against_3nt_while_it_is_ours_to_bid() {
        // 1♥ 1♠ 2♦ 3♦ (an invitational raise, 10-12): 17 HCP with a singleton club. Against
        // 5♦ the slam looks good; the game these hands play is 3NT, and against it 6♦ does
        // not pay (par deal 1298: 6♦ one down, 3NT made).
        let g = ctx_gain(
            "Q85.AKQJ4.JT93.A",
            Seat::South,
            "Pass Pass Pass 1H Pass 1S Pass 2D Pass 3D Pass",
            Judgement::Slam,
            Strain::Diamonds,
        );
        assert!(g < 1.5, "{g}");
    }

    #[test]
    fn a_slam_over_our_game_is_judged_against_passing_it() {
        // 1♠ 2NT (Jacoby) 4♠: opener's minimum (10-14 as the robots read it). With 15 HCP
        // responder gains nothing by bidding six over the game already bid.
        let g = ctx_gain(
            "A8642.Q2.AQ53.K3",
            Seat::South,
            "Pass 1S Pass 2NT Pass 4S Pass",
            Judgement::Slam,
            Strain::Spades,
        );
        assert!(g < 0.5, "{g}");
    }

    #[test]
    fn game_in_no_trumps_over_a_minor_limit_raise_is_judged_against_the_part_score() {
        // 1♦ 3♦: 3NT is the cheapest no-trump bid, so game is compared with passing 3♦.
        // 17 HCP opposite 10-12: 27-29 together, game pays.
        let strong = ctx_gain(
            "AQ92.KJ7.Q96.KQ3",
            Seat::North,
            "1D Pass 3D Pass",
            Judgement::Game,
            Strain::NoTrump,
        );
        assert!(strong > 2.0, "{strong}");
    }

    #[test]
    fn a_penalty_double_is_judged_against_their_contract() {
        // They bid 4♠ over partner's 1NT; a trump stack and values: doubling gains.
        let stack = ctx_gain(
            "KQJT9.A2.K43.Q32",
            Seat::South,
            "1NT 4S Pass Pass",
            Judgement::Penalty,
            Strain::NoTrump,
        );
        assert!(stack > 1.0, "{stack}");
    }

    #[test]
    fn a_sacrifice_is_judged_doubled_where_it_fails() {
        // They bid 1♥ – 4♥; a flat two-count with four small diamonds: 5♦ goes down many,
        // doubled, so it costs far more than their game.
        let phantom = ctx_gain(
            "9532.J42.8632.32",
            Seat::North,
            "1H Pass 4H",
            Judgement::Compete,
            Strain::Diamonds,
        );
        assert!(phantom < -3.0, "{phantom}");
    }

    #[test]
    fn a_balance_is_judged_against_their_part_score_they_may_bid_on_over() {
        // 1♠ P 2♠ P P: a good five-card heart suit and 12 HCP balances at three (we make 3♥
        // or push them to 3♠); 8 HCP, a weak suit and three spades do not.
        let good = ctx_gain(
            "A83.KQJ54.A94.82",
            Seat::North,
            "1S Pass 2S Pass Pass",
            Judgement::Balance,
            Strain::Hearts,
        );
        assert!(good >= 0.0, "{good}");
        let weak = ctx_gain(
            "T76.KT873.JT.A94",
            Seat::North,
            "1S Pass 2S Pass Pass",
            Judgement::Balance,
            Strain::Hearts,
        );
        assert!(weak < 0.0, "{weak}");
    }

    #[test]
    fn the_layouts_keep_to_partners_answer_to_blackwood() {
        // 2♣ 2♥ 2♠ 4NT 5♠: opener showed three aces; with the fourth in my hand every layout
        // gives him exactly three (the sampler alone knows only points and lengths).
        let hand = CardSet::from_pbn_hand("QJ8.AJ654.8653.4").unwrap();
        let calls: Vec<Call> = "Pass Pass 2C Pass 2H Pass 2S Pass 4NT Pass 5S Pass"
            .split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect();
        let auction = Auction::from_calls(Seat::North, calls).unwrap();
        let known = analyse(&auction, Vulnerability::None);
        let ctx = Ctx::new(&auction, &known, Vulnerability::None);
        let layouts = ctx.layouts(hand, Reading::Narrow);
        assert_eq!(layouts.len(), LAYOUTS);
        for deal in layouts.iter() {
            assert_eq!(super::super::eval::aces(deal.hand(Seat::South)), 3);
        }
    }

    #[test]
    fn the_quick_strength_judges_over_half_the_layouts() {
        let hand = CardSet::from_pbn_hand("AKQJ52.A4.KQ3.K2").unwrap();
        let auction = Auction::from_calls(Seat::North, ["1NT".parse().unwrap()]).unwrap();
        let known = analyse(&auction, Vulnerability::None);
        let mut ctx = Ctx::new(&auction, &known, Vulnerability::None);
        assert_eq!(ctx.layouts(hand, Reading::Wide).len(), LAYOUTS);
        ctx.sim = Cache::new(Strength::Quick.judge_layouts());
        assert_eq!(ctx.layouts(hand, Reading::Wide).len(), LAYOUTS / 2);
    }

    #[test]
    fn the_same_hand_and_auction_always_get_the_same_layouts() {
        let h = CardSet::from_pbn_hand("AKQJ52.A4.KQ3.K2").unwrap();
        let calls = ["1NT".parse().unwrap(), Call::Pass];
        assert_eq!(seed(h, &calls), seed(h, &calls));
        assert_ne!(seed(h, &calls), seed(h, &calls[..1]));
    }
}
