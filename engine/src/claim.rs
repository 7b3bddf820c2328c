//! Claims and concessions by the Laws (68-71).
//!
//! A claim states a line of play and a number of the remaining tricks; the rest are conceded.
//! It stands only if the stated line takes the claimed tricks against **every** defence — not
//! double dummy: a finesse or a guess that the line does not state is not the claimer's (Law
//! 70E), and a blocked suit must be unblocked by the line itself. A disputed claim is ruled as
//! Law 70 says: doubtful points go to the defenders, so the claimer gets what the line
//! guarantees. A conceded trick that could not be lost by any normal play is restored (Law 71).
//!
//! The only line a player states here is "I play my winners from the top, unblocking"
//! ([`ClaimLine::WinnersFromTheTop`]). It is a deterministic declarer strategy that uses only
//! what declarer knows — the two hands of the side, the cards played, and therefore the set of
//! cards the defenders hold between them, never who holds which — and it is evaluated by a
//! search over the defenders' choices alone. The search is bounded: when a claim comes too early
//! to check ([`Verdict::TooEarly`]) the player is asked to play on.

use std::collections::HashMap;

use crate::card::{Card, CardSet, Suit};
use crate::play::{ClaimError, Play};
use crate::seat::{Seat, Side};
use serde::{Deserialize, Serialize};

/// The line of play a claim states.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ClaimLine {
    /// "I play my winners from the top, unblocking": draw trumps with the top trumps while the
    /// defenders hold any, then cash the side's sure winners in an order that does not strand
    /// a winner in the hand that cannot be reached (high cards from the short hand first), win a
    /// trick whenever a sure winner can, and give up the lead with the lowest card when no sure
    /// winner is left.
    #[default]
    WinnersFromTheTop,
}

/// A claim: of the remaining tricks (the trick in progress counts), `tricks` for the claimer's
/// side by `line`; the rest are conceded. A claim of 0 concedes every remaining trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Claim {
    /// Tricks of the remaining ones claimed for declarer's side.
    pub tricks: u8,
    /// The line stated.
    pub line: ClaimLine,
}

impl Claim {
    /// A claim of `tricks` with the default line.
    pub const fn of(tricks: u8) -> Claim {
        Claim {
            tricks,
            line: ClaimLine::WinnersFromTheTop,
        }
    }
}

/// The ruling on a claim. It names no hidden card and no double-dummy count.
/// Serialisable: the browser reaches it in an engine worker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    /// The line takes the claimed tricks against every defence; the defenders accept.
    /// `awarded` of the remaining tricks go to declarer's side: the claim, or more when a
    /// concession is cancelled because the tricks could not be lost (Law 71).
    Accepted {
        /// Tricks of the remaining ones for declarer's side.
        awarded: u8,
    },
    /// Some defence beats the line: the defenders dispute the claim. If the claim is ruled
    /// (Law 70), declarer's side gets what the line guarantees and the defenders the rest.
    Disputed {
        /// Tricks of the remaining ones the ruling gives declarer's side.
        awarded: u8,
    },
    /// Too many cards are left to check the line in reasonable time: play on.
    TooEarly,
}

/// Nodes the search over defences may visit before it gives up (a few hundred milliseconds in
/// the browser at worst).
const SEARCH_BUDGET: u32 = 30_000;
/// Nodes one plan of cashing may visit (the plan is recomputed at each of declarer's turns).
const PLAN_BUDGET: u32 = 400;

/// Judges a claim of declarer's side on `play` as it stands.
pub fn judge(play: &Play, claim: Claim) -> Result<Verdict, ClaimError> {
    if play.is_over() {
        return Err(ClaimError::PlayOver);
    }
    let remaining = play.tricks_remaining();
    if claim.tricks > remaining {
        return Err(ClaimError::TooManyTricks {
            claimed: claim.tricks,
            remaining,
        });
    }
    let ClaimLine::WinnersFromTheTop = claim.line;
    let mut search = Search::new(play, Declarer::Line);
    // The claim itself first: one defence that beats it settles the dispute quickly.
    let Some(holds) = search.holds(play, claim.tricks) else {
        return Ok(Verdict::TooEarly);
    };
    if !holds {
        return Ok(match search.value_between(play, 0, claim.tricks - 1) {
            Some(awarded) => Verdict::Disputed { awarded },
            None => Verdict::TooEarly,
        });
    }
    if claim.tricks == remaining {
        return Ok(Verdict::Accepted { awarded: remaining });
    }
    // A concession stands except for tricks that no normal play could lose (Law 71).
    let Some(sure) = search.value_between(play, claim.tricks, remaining) else {
        return Ok(Verdict::Accepted {
            awarded: claim.tricks,
        });
    };
    // When careless play is too large to search, the stated line stands for normal play.
    let kept = cannot_lose(play).map_or(sure, |n| n.min(sure));
    Ok(Verdict::Accepted {
        awarded: claim.tricks.max(kept),
    })
}

/// Whether the defenders (robots) accept the claim: only when it gives declarer no more than
/// the stated line takes against their best defence, so accepting is never worse for them than
/// disputing it. `None` when the position is too large to check.
pub fn defenders_accept(play: &Play, claim: Claim) -> Option<bool> {
    line_guarantee(play, claim.line).map(|sure| claim.tricks <= sure)
}

/// Of the remaining tricks, the number declarer's side takes by `line` whatever the defenders
/// do. `None` when the search would be too large.
pub fn line_guarantee(play: &Play, line: ClaimLine) -> Option<u8> {
    let ClaimLine::WinnersFromTheTop = line;
    Search::new(play, Declarer::Line).run(play)
}

/// Of the remaining tricks, the number declarer's side takes even when declarer plays
/// carelessly but normally (cashes some sure winner when on lead with one, wins a trick the
/// defenders are winning when holding a sure winner, otherwise any card) against every defence.
/// These tricks cannot be conceded (Law 71). `None` when the search would be too large.
pub fn cannot_lose(play: &Play) -> Option<u8> {
    Search::new(play, Declarer::Careless).run(play)
}

/// How declarer's side chooses its cards in the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Declarer {
    /// The stated line: one card at each turn.
    Line,
    /// Any normal card: the search takes the worst of them.
    Careless,
}

/// True when `a`, played now, beats `best`, the card winning the trick so far.
fn beats(a: Card, best: Card, trump: Option<Suit>) -> bool {
    if a.suit == best.suit {
        a.rank > best.rank
    } else {
        Some(a.suit) == trump
    }
}

/// True when `c` beats every card of its suit that the defenders still hold.
fn is_top(c: Card, out: CardSet) -> bool {
    out.highest_in(c.suit).is_none_or(|h| c.rank > h.rank)
}

/// The index of the card winning a (partial) trick.
fn winning_index(cards: &[Card], trump: Option<Suit>) -> usize {
    let mut best = 0;
    for (i, c) in cards.iter().enumerate().skip(1) {
        if beats(*c, cards[best], trump) {
            best = i;
        }
    }
    best
}

/// The cards of `hand` that may follow to a trick whose first card is `led`.
fn legal(hand: CardSet, led: Option<Card>) -> CardSet {
    match led {
        Some(l) if hand.suit_len(l.suit) > 0 => hand.suit(l.suit),
        _ => hand,
    }
}

/// One card of each run of `choices` that no other live card separates: such cards are
/// equivalent (the lowest stands for the run).
fn representatives(choices: CardSet, live: CardSet) -> Vec<Card> {
    let mut out = Vec::new();
    for suit in Suit::ALL {
        if choices.suit_len(suit) == 0 {
            continue;
        }
        let mut run: Option<Card> = None;
        for rank in live.ranks_desc(suit) {
            let c = Card::new(suit, rank);
            if choices.contains(c) {
                run = Some(c);
            } else if let Some(low) = run.take() {
                out.push(low);
            }
        }
        out.extend(run);
    }
    out
}

/// The lowest card by rank (then suit): the card given up when nothing better is planned.
fn lowest_card(cards: impl IntoIterator<Item = Card>) -> Option<Card> {
    cards.into_iter().min_by_key(|c| (c.rank, c.suit))
}

/// Declarer's plan of sure tricks with the two hands of the side: which card to lead and which
/// to play from the other hand so that each trick is won by a card the defenders cannot beat in
/// its suit, counting how many such tricks follow in a row. Defenders' ruffs are left out
/// (trumps are drawn first, see [`Search::line_card`]); only declarer's knowledge is used.
struct Planner<'a> {
    out: CardSet,
    trump: Option<Suit>,
    /// Plans already made, by the two hands and the defenders' cards (shared by every
    /// decision of one search).
    memo: &'a mut HashMap<(u64, u64, u64), u8>,
    nodes: u32,
}

/// One trick of a plan: the lead, the other hand's card (none when that hand is empty), and
/// whether the other hand wins it.
type PlanMove = (Card, Option<Card>, bool);

impl<'a> Planner<'a> {
    fn new(
        out: CardSet,
        trump: Option<Suit>,
        memo: &'a mut HashMap<(u64, u64, u64), u8>,
    ) -> Planner<'a> {
        Planner {
            out,
            trump,
            memo,
            nodes: 0,
        }
    }

    fn suit_order(&self) -> Vec<Suit> {
        let mut order: Vec<Suit> = self.trump.into_iter().collect();
        order.extend(
            Suit::DISPLAY_ORDER
                .into_iter()
                .filter(|s| Some(*s) != self.trump),
        );
        order
    }

    fn lowest_top(&self, cards: CardSet, suit: Suit) -> Option<Card> {
        cards.suit(suit).iter().find(|c| is_top(*c, self.out))
    }

    /// The sure tricks `lead` may start (the other hand is `other`).
    fn moves(&self, lead: CardSet, other: CardSet) -> Vec<PlanMove> {
        let mut moves = Vec::new();
        for suit in self.suit_order() {
            let mine = lead.suit(suit);
            let theirs = other.suit(suit);
            let Some(high) = mine.highest_in(suit) else {
                continue;
            };
            let mut leads = Vec::new();
            if is_top(high, self.out) {
                leads.push(high);
                if let Some(low_top) = self.lowest_top(mine, suit)
                    && low_top != high
                {
                    leads.push(low_top);
                }
            }
            if let Some(low) = mine.lowest_in(suit)
                && !is_top(low, self.out)
                && self.lowest_top(theirs, suit).is_some()
            {
                leads.push(low);
            }
            for c in leads {
                let mut replies: Vec<Option<Card>> = Vec::new();
                if other.is_empty() {
                    replies.push(None);
                } else if !theirs.is_empty() {
                    for r in [
                        theirs.lowest_in(suit),
                        theirs.highest_in(suit),
                        self.lowest_top(theirs, suit),
                    ]
                    .into_iter()
                    .flatten()
                    {
                        if !replies.contains(&Some(r)) {
                            replies.push(Some(r));
                        }
                    }
                } else {
                    for s in Suit::ALL {
                        if let Some(d) = other.lowest_in(s) {
                            replies.push(Some(d));
                        }
                    }
                }
                for r in replies {
                    let other_wins = r.is_some_and(|r| beats(r, c, self.trump));
                    let win = if other_wins { r.unwrap_or(c) } else { c };
                    let sure = if win.suit == suit {
                        is_top(win, self.out)
                    } else {
                        // Our own ruff: sure once the defenders have no trump left.
                        self.trump.is_some_and(|t| self.out.suit_len(t) == 0)
                    };
                    if sure {
                        moves.push((c, r, other_wins));
                    }
                }
            }
        }
        moves
    }

    /// The most sure tricks in a row with `lead` on lead and `other` the partner's hand.
    fn best(&mut self, lead: CardSet, other: CardSet) -> u8 {
        // A plan depends on the defenders' cards only through their highest card of each suit.
        let tops = Suit::ALL.iter().fold(0u64, |k, s| {
            k * 16
                + self
                    .out
                    .highest_in(*s)
                    .map_or(0, |c| u64::from(c.rank.value()))
        });
        let key = (lead.bits(), other.bits(), tops);
        if let Some(v) = self.memo.get(&key) {
            return *v;
        }
        self.nodes += 1;
        if self.nodes > PLAN_BUDGET {
            return 0;
        }
        let mut best = 0;
        for m in self.moves(lead, other) {
            best = best.max(self.after(lead, other, m));
        }
        // A plan cut short by the budget is not remembered as if it were complete.
        if self.nodes <= PLAN_BUDGET {
            self.memo.insert(key, best);
        }
        best
    }

    /// The first trick of the best plan; `trumps_first` keeps to trump leads when there is one.
    fn first(&mut self, lead: CardSet, other: CardSet, trumps_first: bool) -> Option<Card> {
        let mut moves = self.moves(lead, other);
        if trumps_first && moves.iter().any(|m| Some(m.0.suit) == self.trump) {
            moves.retain(|m| Some(m.0.suit) == self.trump);
        }
        let mut best: Option<(u8, Card)> = None;
        for m in moves {
            let v = self.after(lead, other, m);
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, m.0));
            }
        }
        best.map(|(_, c)| c)
    }

    /// Tricks of the plan that cashes `c` (with `r` from the other hand) and goes on from
    /// whichever hand then has the lead.
    fn after(&mut self, lead: CardSet, other: CardSet, (c, r, other_wins): PlanMove) -> u8 {
        let mut l = lead;
        l.remove(c);
        let mut o = other;
        if let Some(r) = r {
            o.remove(r);
        }
        1 + if other_wins {
            self.best(o, l)
        } else {
            self.best(l, o)
        }
    }
}

/// The search over the defenders' (and, for [`Declarer::Careless`], declarer's) choices. It
/// answers "does declarer's side take at least `target` more tricks against every choice?",
/// stopping at the first defence that beats the target; positions at the start of a trick keep
/// the bounds learnt about them.
struct Search {
    trump: Option<Suit>,
    declarer: Side,
    mode: Declarer,
    nodes: u32,
    /// Lower and upper bound of declarer's tricks from a position at the start of a trick.
    memo: HashMap<([u64; 4], Seat), (u8, u8)>,
    decisions: HashMap<(u64, u64, u64, u32), Card>,
    plans: HashMap<(u64, u64, u64), u8>,
}

impl Search {
    fn new(play: &Play, mode: Declarer) -> Search {
        Search {
            trump: play.trump(),
            declarer: play.declarer().side(),
            mode,
            nodes: 0,
            memo: HashMap::new(),
            decisions: HashMap::new(),
            plans: HashMap::new(),
        }
    }

    /// Whether declarer's side is sure of `target` of the remaining tricks; `None` past the
    /// budget.
    fn holds(&mut self, play: &Play, target: u8) -> Option<bool> {
        let trick = play.current_trick()?;
        let mut hands = Seat::ALL.map(|s| play.remaining(s));
        let mut cards = trick.cards.clone();
        self.step(&mut hands, trick.leader, &mut cards, target)
    }

    /// The most tricks declarer's side is sure of from `play`, looked for between `low`
    /// (known to hold) and `high`; `None` past the budget.
    fn value_between(&mut self, play: &Play, mut low: u8, mut high: u8) -> Option<u8> {
        while low < high {
            let mid = low + (high - low).div_ceil(2);
            if self.holds(play, mid)? {
                low = mid;
            } else {
                high = mid - 1;
            }
        }
        Some(low)
    }

    /// The most tricks declarer's side is sure of from `play`, or `None` past the budget.
    fn run(mut self, play: &Play) -> Option<u8> {
        self.value_between(play, 0, play.tricks_remaining())
    }

    /// Whether declarer's side takes `target` more tricks from the start of a trick.
    fn start(&mut self, hands: &mut [CardSet; 4], leader: Seat, target: u8) -> Option<bool> {
        if target == 0 {
            return Some(true);
        }
        if usize::from(target) > hands[leader.index()].len() {
            return Some(false);
        }
        let key = (hands.map(CardSet::bits), leader);
        let (low, high) = self
            .memo
            .get(&key)
            .copied()
            .unwrap_or((0, hands[leader.index()].len() as u8));
        if target <= low {
            return Some(true);
        }
        if target > high {
            return Some(false);
        }
        let holds = self.step(hands, leader, &mut Vec::new(), target)?;
        let bounds = if holds {
            (target, high)
        } else {
            (low, target - 1)
        };
        self.memo.insert(key, bounds);
        Some(holds)
    }

    /// Whether declarer's side takes `target` more tricks from a trick in progress (whose
    /// cards count towards the target).
    fn step(
        &mut self,
        hands: &mut [CardSet; 4],
        leader: Seat,
        cards: &mut Vec<Card>,
        target: u8,
    ) -> Option<bool> {
        self.nodes += 1;
        if self.nodes > SEARCH_BUDGET {
            return None;
        }
        if cards.len() == 4 {
            let winner = leader.nth_next(winning_index(cards, self.trump));
            let won = u8::from(winner.side() == self.declarer);
            return self.start(hands, winner, target.saturating_sub(won));
        }
        let seat = leader.nth_next(cards.len());
        let choices = if seat.side() == self.declarer {
            match self.mode {
                Declarer::Line => vec![self.line_card(hands, leader, cards, seat)?],
                Declarer::Careless => self.normal_cards(hands, cards, seat),
            }
        } else {
            self.any_card(hands, cards, seat)
        };
        // Every choice must leave the target reachable (declarer's careless choices too).
        for c in choices {
            hands[seat.index()].remove(c);
            cards.push(c);
            let holds = self.step(hands, leader, cards, target);
            cards.pop();
            hands[seat.index()].insert(c);
            if !holds? {
                return Some(false);
            }
        }
        Some(true)
    }

    fn live(hands: &[CardSet; 4], cards: &[Card]) -> CardSet {
        let mut live = hands.iter().fold(CardSet::EMPTY, |a, h| a.or(*h));
        for c in cards {
            live.insert(*c);
        }
        live
    }

    /// Every defender's choice, one card of each equivalent run.
    fn any_card(&self, hands: &[CardSet; 4], cards: &[Card], seat: Seat) -> Vec<Card> {
        let choices = legal(hands[seat.index()], cards.first().copied());
        representatives(choices, Search::live(hands, cards))
    }

    /// A careless but normal card of declarer's side (Law 71's "normal play").
    fn normal_cards(&self, hands: &[CardSet; 4], cards: &[Card], seat: Seat) -> Vec<Card> {
        let out = hands[seat.next().index()].or(hands[seat.prev().index()]);
        let all = self.any_card(hands, cards, seat);
        let sure: Vec<Card> = match cards.first() {
            None => all.iter().copied().filter(|c| is_top(*c, out)).collect(),
            Some(_) => {
                let best = winning_index(cards, self.trump);
                let ours = cards.len() - best == 2;
                if ours {
                    Vec::new()
                } else {
                    all.iter()
                        .copied()
                        .filter(|c| beats(*c, cards[best], self.trump) && is_top(*c, out))
                        .collect()
                }
            }
        };
        if sure.is_empty() { all } else { sure }
    }

    /// The line's card for `seat` (declarer or dummy), from declarer's knowledge only.
    fn line_card(
        &mut self,
        hands: &[CardSet; 4],
        leader: Seat,
        cards: &[Card],
        seat: Seat,
    ) -> Option<Card> {
        let me = hands[seat.index()];
        let partner = hands[seat.partner().index()];
        let out = hands[seat.next().index()].or(hands[seat.prev().index()]);
        let mut code = cards.len() as u32;
        for c in cards {
            code = code * 64 + (c.suit.index() * 16 + c.rank.value() as usize) as u32;
        }
        // Who led matters only through the cards; the code of the cards fixes the seat order.
        code = code * 4 + (seat.index() as u32 + 4 - leader.index() as u32) % 4;
        let key = (me.bits(), partner.bits(), out.bits(), code);
        if let Some(c) = self.decisions.get(&key) {
            return Some(*c);
        }
        let card = self.decide(me, partner, out, cards, hands)?;
        self.decisions.insert(key, card);
        Some(card)
    }

    fn decide(
        &mut self,
        me: CardSet,
        partner: CardSet,
        out: CardSet,
        cards: &[Card],
        hands: &[CardSet; 4],
    ) -> Option<Card> {
        let live = Search::live(hands, cards);
        let trump = self.trump;
        let mut plan = Planner::new(out, trump, &mut self.plans);
        let Some(first) = cards.first() else {
            // On lead: draw trumps while the defenders hold some and ours is the top one.
            let trumps_first = trump.is_some_and(|t| {
                out.suit_len(t) > 0 && me.or(partner).highest_in(t).is_some_and(|h| is_top(h, out))
            });
            return plan
                .first(me, partner, trumps_first)
                .or_else(|| lowest_card(me.iter()));
        };
        let choices = representatives(legal(me, Some(*first)), live);
        let best = winning_index(cards, trump);
        let winner_card = cards[best];
        let after = 3 - cards.len();
        let partner_winning = cards.len() - best == 2;
        let sure = |c: Card| after == 0 || is_top(c, out);
        // The value of the plan after playing `c`, with the hand that then leads.
        let mut after_plan = |c: Card, i_lead: bool| {
            let mut m = me;
            m.remove(c);
            if i_lead {
                plan.best(m, partner)
            } else {
                plan.best(partner, m)
            }
        };
        let mut scored: Vec<(u8, Card)> = Vec::new();
        if partner_winning && sure(winner_card) {
            // The trick is ours: keep the plan going (unblock the short hand).
            for c in &choices {
                let i_win = beats(*c, winner_card, trump);
                scored.push((after_plan(*c, i_win), *c));
            }
        } else {
            let winners: Vec<Card> = choices
                .iter()
                .copied()
                .filter(|c| beats(*c, winner_card, trump) && sure(*c))
                .collect();
            if winners.is_empty() {
                // Nothing sure to win with: give up the least useful card.
                for c in &choices {
                    let v = after_plan(*c, true).saturating_add(after_plan(*c, false));
                    scored.push((v, *c));
                }
            } else {
                for c in winners {
                    scored.push((after_plan(c, true), c));
                }
            }
        }
        scored
            .into_iter()
            .max_by(|(va, a), (vb, b)| va.cmp(vb).then((b.rank, b.suit).cmp(&(a.rank, a.suit))))
            .map(|(_, c)| c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auction::Strain;
    use crate::dd;
    use crate::deal::Deal;
    use crate::scoring::duplicate;

    /// Plays `cards` (PBN card names) from the start of `contract` by `declarer`.
    fn position(deal: &str, contract: &str, declarer: Seat, cards: &[&str]) -> Play {
        let mut p = Play::new(
            Deal::from_pbn(deal).unwrap(),
            contract.parse().unwrap(),
            declarer,
        );
        for c in cards {
            p.play(c.parse().unwrap()).unwrap();
        }
        p
    }

    /// Applies a ruling and returns declarer's total tricks.
    fn total_after(p: &Play, awarded: u8) -> u8 {
        let mut p = p.clone();
        p.claim(awarded).unwrap();
        p.declarer_tricks()
    }

    /// 1NT by South. North runs eleven diamonds while South throws eleven clubs and West the
    /// ♠K; then North is on lead with ♠QJ, South has the bare ♠A and a small heart, East the
    /// ♥AK: the spade suit is blocked.
    fn blocked() -> Play {
        // N ♠QJ ♦A-4; E ♥A-3 ♣2; S ♠A ♥2 ♣A-4; W ♠K T-2 ♦32 ♣3.
        let deal = "N:QJ..AKQJT987654. .AKQJT9876543..2 A.2..AKQJT987654 KT98765432..32.3";
        let mut cards = vec!["D3", "D4", "H3", "C4", "D5", "H4", "C5", "D2"];
        let north = ["D6", "D7", "D8", "D9", "DT", "DJ", "DQ", "DK", "DA"];
        let east = ["C2", "H5", "H6", "H7", "H8", "H9", "HT", "HJ", "HQ"];
        let south = ["C6", "C7", "C8", "C9", "CT", "CJ", "CQ", "CK", "CA"];
        let west = ["C3", "SK", "S8", "S7", "S6", "S5", "S4", "S3", "S2"];
        for i in 0..9 {
            cards.extend([north[i], east[i], south[i], west[i]]);
        }
        position(deal, "1NT", Seat::South, &cards)
    }

    #[test]
    fn a_blocked_suit_is_not_thirteen_tricks() {
        let p = blocked();
        assert_eq!(p.to_play(), Some(Seat::North));
        assert_eq!(p.declarer_tricks(), 11);
        assert_eq!(p.remaining(Seat::North).to_pbn_hand(), "QJ...");
        assert_eq!(p.remaining(Seat::South).to_pbn_hand(), "A.2..");
        // "All my winners" for 13 tricks: North's ♠QJ beat every outstanding spade, but South
        // must overtake with the bare ace and then lose the heart.
        assert_eq!(
            judge(&p, Claim::of(2)),
            Ok(Verdict::Disputed { awarded: 1 })
        );
        assert_eq!(total_after(&p, 1), 12);
        // The Laws' score: 1NT made with five overtricks, not six (board 1, nobody vulnerable).
        let contract = "1NT".parse().unwrap();
        assert_eq!(duplicate::score(contract, false, 12).total(), 240);
        assert_eq!(duplicate::score(contract, false, 13).total(), 270);
        // A partial claim of what the line takes stands as it is.
        assert_eq!(
            judge(&p, Claim::of(1)),
            Ok(Verdict::Accepted { awarded: 1 })
        );
        assert_eq!(defenders_accept(&p, Claim::of(1)), Some(true));
        assert_eq!(defenders_accept(&p, Claim::of(2)), Some(false));
    }

    /// The finesse deal: South is on lead after eleven clubs with ♠32 to North's ♠AQ; West
    /// holds ♠K4, East ♥AK. The finesse wins (double dummy: 2 tricks) but it is not stated.
    fn finesse() -> Play {
        // N ♠AQ ♦A-4; E ♥A-3 ♣2; S ♠32 ♣A-4; W ♠KJT9-4 ♥2 ♦32 ♣3.
        let deal = "N:AQ..AKQJT987654. .AKQJT9876543..2 32...AKQJT987654 KJT987654.2.32.3";
        // West leads a club to South's four; South runs the clubs.
        let mut cards = vec!["C3", "D4", "C2", "C4"];
        let south = ["C5", "C6", "C7", "C8", "C9", "CT", "CJ", "CQ", "CK", "CA"];
        let west = ["D3", "D2", "H2", "SJ", "ST", "S9", "S8", "S7", "S6", "S5"];
        let north = ["D5", "D6", "D7", "D8", "D9", "DT", "DJ", "DQ", "DK", "DA"];
        let east = ["H3", "H4", "H5", "H6", "H7", "H8", "H9", "HT", "HJ", "HQ"];
        for i in 0..10 {
            cards.extend([south[i], west[i], north[i], east[i]]);
        }
        position(deal, "1NT", Seat::South, &cards)
    }

    #[test]
    fn an_unstated_finesse_is_not_awarded() {
        let p = finesse();
        assert_eq!(p.to_play(), Some(Seat::South));
        assert_eq!(p.remaining(Seat::West).to_pbn_hand(), "K4...");
        // Double dummy the finesse takes both tricks...
        assert_eq!(dd::declarer_total(&p), 13);
        // ...but the claim states no finesse: the line cashes the ace and loses the queen.
        assert_eq!(
            judge(&p, Claim::of(2)),
            Ok(Verdict::Disputed { awarded: 1 })
        );
        assert_eq!(total_after(&p, 1), 12);
        let contract = "1NT".parse().unwrap();
        assert_eq!(duplicate::score(contract, false, 12).total(), 240);
    }

    #[test]
    fn a_partial_claim_concedes_the_rest() {
        let p = finesse();
        assert_eq!(
            judge(&p, Claim::of(1)),
            Ok(Verdict::Accepted { awarded: 1 })
        );
        assert_eq!(total_after(&p, 1), 12);
    }

    #[test]
    fn a_trick_that_cannot_be_lost_cannot_be_conceded() {
        // Conceding both tricks: the ♠A cannot be lost by any normal play (Law 71).
        let p = finesse();
        assert_eq!(cannot_lose(&p), Some(1));
        assert_eq!(
            judge(&p, Claim::of(0)),
            Ok(Verdict::Accepted { awarded: 1 })
        );
        assert_eq!(total_after(&p, 1), 12);
        // In the blocked position too: the ♠A wins a trick however the spades are played.
        let p = blocked();
        assert_eq!(
            judge(&p, Claim::of(0)),
            Ok(Verdict::Accepted { awarded: 1 })
        );
    }

    // North-South hold every top card.
    const TOPS: &str = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";

    #[test]
    fn all_top_tricks_from_the_first_lead() {
        let p = position(TOPS, "7NT", Seat::South, &["S2"]);
        assert_eq!(
            judge(&p, Claim::of(13)),
            Ok(Verdict::Accepted { awarded: 13 })
        );
        // East-West hold no winner: West's claim at 7NT is disputed and worth nothing.
        let p = position(TOPS, "7NT", Seat::West, &[]);
        assert_eq!(
            judge(&p, Claim::of(13)),
            Ok(Verdict::Disputed { awarded: 0 })
        );
        // Conceding tricks that cannot be lost gives them back (Law 71).
        let p = position(TOPS, "7NT", Seat::South, &["S2", "SA", "S7", "S3"]);
        assert_eq!(
            judge(&p, Claim::of(10)),
            Ok(Verdict::Accepted { awarded: 12 })
        );
    }

    #[test]
    fn an_outstanding_trump_wins_its_trick() {
        // 7♥ by South on the same cards: North draws three rounds with ♥AKQ, but West started
        // with four trumps: West ruffs a winner and cashes a long diamond, and South's trumps
        // cannot be reached (an outstanding trump the claim does not deal with, Law 70C).
        let p = position(TOPS, "7H", Seat::South, &["S2"]);
        assert_eq!(
            judge(&p, Claim::of(13)),
            Ok(Verdict::Disputed { awarded: 11 })
        );
        assert!(dd::declarer_total(&p) <= 13);
    }

    #[test]
    fn bad_claims_are_errors() {
        let p = finesse();
        assert_eq!(
            judge(&p, Claim::of(3)),
            Err(ClaimError::TooManyTricks {
                claimed: 3,
                remaining: 2
            })
        );
    }

    #[test]
    fn the_line_never_beats_double_dummy() {
        // On random endings of seven tricks the stated line takes at most what perfect play
        // takes, and at least what careless play cannot lose.
        let mut checked = 0;
        for seed in 0..12 {
            let deal = Deal::random(seed);
            let strain = Strain::ALL[(seed % 5) as usize];
            let contract = format!("3{}", strain_letter(strain)).parse().unwrap();
            let mut p = Play::new(deal, contract, Seat::South);
            while p.tricks_remaining() > 6 {
                let c = p.legal_cards().iter().next().unwrap();
                p.play(c).unwrap();
            }
            let dd_rest = dd::declarer_total(&p) - p.declarer_tricks();
            // A position past the search budget is skipped; most are small enough.
            if let Some(line) = line_guarantee(&p, ClaimLine::WinnersFromTheTop) {
                assert!(line <= dd_rest, "seed {seed}: line {line} > dd {dd_rest}");
                checked += 1;
            }
            if let Some(careless) = cannot_lose(&p) {
                assert!(careless <= dd_rest, "seed {seed}");
            }
        }
        assert!(checked >= 8, "only {checked} endings were small enough");
    }

    fn strain_letter(s: Strain) -> &'static str {
        match s {
            Strain::Clubs => "C",
            Strain::Diamonds => "D",
            Strain::Hearts => "H",
            Strain::Spades => "S",
            Strain::NoTrump => "NT",
        }
    }
}
