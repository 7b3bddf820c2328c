//! Card-play heuristics: opening leads, defence and declarer play, each with a reason.
//!
//! The robot decides only from a [`PlayView`], so it never sees a hidden hand. The rules are
//! the classic ones: top of a sequence, fourth best, second hand low, third hand high, cover an
//! honour with an honour, win cheaply, draw trumps, ruff in the short hand, finesse toward a
//! tenace, cash winners when they are enough.

use super::CardAdvice;
use super::view::PlayView;
use crate::card::{Card, CardSet, Rank, Suit};
use crate::play::Trick;
use crate::seat::Seat;

/// The card the robot plays for the seat on turn in `view`, with a short reason.
///
/// Always a legal card when the seat has one; with no card left (the play is over) it
/// returns the two of clubs with a reason that says so.
pub fn choose_card(view: &PlayView) -> CardAdvice {
    let legal = view.legal_cards();
    let Some(lowest) = lowest(legal) else {
        return CardAdvice {
            card: Card::new(Suit::Clubs, Rank::Two),
            reason: "no card left to play".into(),
        };
    };
    let (card, reason) = if legal.len() == 1 {
        (lowest, "the only legal card".to_string())
    } else {
        let table = Table::new(view);
        let (c, r) = if view.current().cards.is_empty() {
            table.lead()
        } else {
            table.follow()
        };
        (c, r.to_string())
    };
    // A guard: a heuristic bug must never produce an illegal card.
    if legal.contains(card) {
        CardAdvice { card, reason }
    } else {
        CardAdvice {
            card: lowest,
            reason: "lowest card".into(),
        }
    }
}

/// The lowest card of a set (by rank, then suit).
fn lowest(set: CardSet) -> Option<Card> {
    set.iter().min_by_key(|c| (c.rank, c.suit))
}

/// The highest card of a set (by rank, then suit).
fn highest(set: CardSet) -> Option<Card> {
    set.iter().max_by_key(|c| (c.rank, c.suit))
}

/// Cards of `set` in `suit` above `rank`.
fn above(set: CardSet, suit: Suit, rank: Rank) -> CardSet {
    set.suit(suit).iter().filter(|c| c.rank > rank).collect()
}

/// Whether `a` beats `b` (b currently winning) with `led` led.
fn beats(a: Card, b: Card, trump: Option<Suit>) -> bool {
    if a.suit == b.suit {
        a.rank > b.rank
    } else {
        Some(a.suit) == trump
    }
}

/// The card winning the trick so far, with its seat.
fn winning(trick: &Trick, trump: Option<Suit>) -> Option<(Seat, Card)> {
    let mut best: Option<(Seat, Card)> = None;
    for (s, c) in trick.plays() {
        best = match best {
            Some((_, b)) if !beats(c, b, trump) => best,
            _ => Some((s, c)),
        };
    }
    best
}

/// What the player on turn knows, prepared once.
struct Table<'a> {
    view: &'a PlayView,
    seat: Seat,
    hand: CardSet,
    trump: Option<Suit>,
    played: CardSet,
    /// Cards the viewer cannot see.
    unseen: CardSet,
    /// Cards that may belong to an opponent of the seat on turn.
    threats: CardSet,
    /// The hand of the seat's partner, when visible.
    partner_hand: Option<CardSet>,
    declaring: bool,
}

impl<'a> Table<'a> {
    fn new(view: &'a PlayView) -> Table<'a> {
        let seat = view.seat();
        let declaring = seat.side() == view.declarer().side();
        let unseen = view.unseen();
        // For a defender, dummy's cards are also the enemy's; partner's hidden cards are
        // counted as threats too, which only makes the robot more careful.
        let threats = if declaring {
            unseen
        } else {
            unseen.or(view.dummy().unwrap_or(CardSet::EMPTY))
        };
        Table {
            view,
            seat,
            hand: view.hand(),
            trump: view.trump(),
            played: view.played_set(),
            unseen,
            threats,
            partner_hand: view.visible_hand(seat.partner()),
            declaring,
        }
    }

    fn is_master(&self, c: Card) -> bool {
        above(self.threats, c.suit, c.rank).is_empty()
    }

    /// The lowest card equivalent to `c` in `hand`: every rank between them is in the hand
    /// or already played.
    fn lowest_equal(&self, hand: CardSet, c: Card) -> Card {
        let mut best = c;
        let mut v = c.rank.value();
        while v > 2 {
            v -= 1;
            let Some(r) = Rank::from_value(v) else { break };
            let x = Card::new(c.suit, r);
            if hand.contains(x) {
                best = x;
            } else if !self.played.contains(x) {
                break;
            }
        }
        best
    }

    /// Sure tricks in `suit` for the partnership holding `a` and `b`.
    fn sure_tricks(&self, a: CardSet, b: CardSet, suit: Suit) -> usize {
        let ours = a.or(b).suit(suit);
        let mut n = 0;
        for r in Rank::ALL.into_iter().rev() {
            let c = Card::new(suit, r);
            if ours.contains(c) {
                n += 1;
            } else if self.threats.contains(c) {
                break;
            }
        }
        n.min(a.suit_len(suit).max(b.suit_len(suit)))
    }

    fn tricks_needed_by_us(&self) -> usize {
        let need = usize::from(self.view.contract().tricks_needed());
        if self.declaring {
            need.saturating_sub(self.view.declarer_tricks())
        } else {
            (14 - need).saturating_sub(self.view.defender_tricks())
        }
    }

    // ------------------------------------------------------------------ following

    fn follow(&self) -> (Card, &'static str) {
        let trick = self.view.current();
        let Some(led) = trick.suit_led() else {
            return self.lead();
        };
        let legal = self.view.legal_cards();
        let Some((win_seat, win_card)) = winning(trick, self.trump) else {
            return self.lead();
        };
        let position = trick.cards.len(); // 1 = second hand, 2 = third, 3 = fourth
        let partner_winning = win_seat == self.seat.partner();
        let low = lowest(legal).unwrap_or(win_card);
        let fourth = self.seat.next(); // plays after me (when I am third)
        let fourth_hand = self.view.visible_hand(fourth);

        if self.hand.suit_len(led) == 0 {
            return self.void_in(led, win_card, partner_winning, position);
        }
        let beaters: CardSet = legal
            .iter()
            .filter(|c| beats(*c, win_card, self.trump))
            .collect();

        match position {
            3 => {
                if partner_winning {
                    (low, "partner is winning: lowest card")
                } else if let Some(c) = lowest(beaters) {
                    (c, "fourth hand: win as cheaply as possible")
                } else {
                    (low, "cannot win: lowest card")
                }
            }
            2 => {
                // Partner led. Will partner's card hold?
                let later_can_beat = |c: Card| match fourth_hand {
                    Some(h) => {
                        let follow = h.suit(led);
                        if follow.is_empty() {
                            self.trump.is_some_and(|t| t != led && h.suit_len(t) > 0)
                                && Some(c.suit) != self.trump
                        } else {
                            follow.iter().any(|x| beats(x, c, self.trump))
                        }
                    }
                    None => !above(self.threats.and(self.unseen), c.suit, c.rank).is_empty(),
                };
                if partner_winning && !later_can_beat(win_card) {
                    return (low, "partner's card is winning: no need to overtake");
                }
                if beaters.is_empty() {
                    return (low, "cannot win: lowest card");
                }
                // Against a visible fourth hand: the cheapest card that beats it too.
                if let Some(h) = fourth_hand {
                    let best_fourth = h.suit(led).iter().max_by_key(|c| c.rank);
                    if let Some(bf) = best_fourth {
                        let over: CardSet = beaters.iter().filter(|c| c.rank > bf.rank).collect();
                        if let Some(c) = lowest(over) {
                            return (c, "third hand: win as cheaply as possible");
                        }
                        if partner_winning {
                            return (low, "the next hand can beat anything: lowest card");
                        }
                        // Force out the fourth hand's honour if we can beat its other cards.
                        return (low, "cannot beat the next hand: lowest card");
                    }
                    if let Some(c) = lowest(beaters) {
                        return (c, "third hand: win as cheaply as possible");
                    }
                }
                // The fourth hand is hidden.
                let safe: CardSet = beaters
                    .iter()
                    .filter(|c| above(self.unseen, c.suit, c.rank).is_empty())
                    .collect();
                if self.declaring {
                    // Finesse: a card with one missing honour above it, hoping it sits
                    // with the second hand, who has already played (and not shown out).
                    let second = trick.seat_of(1);
                    let second_void = self.view.showed_out(second, led);
                    // Outstanding cards of the suit when this round began.
                    let out = self.unseen.suit_len(led)
                        + trick
                            .plays()
                            .filter(|(s, x)| !s.is_partner_of(self.seat) && x.suit == led)
                            .count();
                    let finesse = beaters.iter().filter(|c| c.rank >= Rank::Ten).find(|c| {
                        let missing = above(self.unseen, c.suit, c.rank);
                        // "Eight ever, nine never": against a queen finesse with five or more
                        // cards out, else play for the drop; against a king with three or more.
                        let worth = match highest(missing).map(|m| m.rank) {
                            Some(Rank::King) => out >= 3,
                            Some(Rank::Queen) => out >= 5,
                            _ => out >= 4,
                        };
                        missing.len() == 1
                            && worth
                            && !self
                                .hand
                                .or(self.partner_hand.unwrap_or_default())
                                .and(above(CardSet::FULL, c.suit, c.rank))
                                .is_empty()
                    });
                    if let (Some(c), false) = (finesse, second_void)
                        && partner_winning_or_low(win_card, c)
                        && !safe.is_empty()
                    {
                        return (self.lowest_equal(legal, c), "finesse toward the tenace");
                    }
                }
                if let Some(c) = lowest(safe) {
                    return (c, "win as cheaply as possible");
                }
                let top = highest(beaters).unwrap_or(low);
                (
                    self.lowest_equal(legal, top),
                    "third hand high (lowest of equals)",
                )
            }
            _ => {
                // Second hand.
                let leader = trick.leader;
                if win_card.rank >= Rank::Ten
                    && win_card.suit == led
                    && !partner_winning
                    && let Some(cover) = lowest(beaters.suit(led))
                    && cover.rank.is_honour()
                {
                    // Don't cover the first of touching honours led from a visible hand.
                    let touching = Rank::from_value(win_card.rank.value() - 1)
                        .map(|r| Card::new(led, r))
                        .is_some_and(|t| {
                            self.view
                                .visible_hand(leader)
                                .is_some_and(|h| h.contains(t))
                        });
                    if !touching && self.cover_promotes(cover) {
                        return (cover, "cover an honour with an honour");
                    }
                }
                // Take the trick that defeats (or makes) the contract.
                if let Some(c) = lowest(beaters.iter().filter(|c| self.is_master(*c)).collect())
                    && self.tricks_needed_by_us() == 1
                {
                    return (c, "win the deciding trick");
                }
                if self.declaring
                    && let Some(ph) = self.partner_hand
                {
                    // Declarer sees the fourth hand: duck only if it can take the trick.
                    let fourth_wins = ph.suit(led).iter().any(|c| self.is_master(c))
                        || (ph.suit_len(led) == 0
                            && self.trump.is_some_and(|t| t != led && ph.suit_len(t) > 0));
                    let masters: CardSet = beaters.iter().filter(|c| self.is_master(*c)).collect();
                    // With a tenace over the leader (A-Q missing the K), finesse against him.
                    let tenace = beaters.iter().filter(|c| c.rank >= Rank::Ten).find(|c| {
                        above(self.unseen, c.suit, c.rank).len() == 1
                            && !above(masters, c.suit, c.rank).is_empty()
                    });
                    if !fourth_wins
                        && self.view.is_notrump()
                        && let Some(c) = tenace
                    {
                        return (c, "finesse against the leader");
                    }
                    if !fourth_wins && let Some(c) = lowest(masters) {
                        return (c, "win now: the fourth hand cannot");
                    }
                }
                (low, "second hand low")
            }
        }
    }

    /// Covering promotes when a lower card of ours (or an unseen one, partner's perhaps)
    /// could become a winner once two honours fall on one trick.
    fn cover_promotes(&self, cover: Card) -> bool {
        let below = Rank::ALL
            .into_iter()
            .filter(|r| *r < cover.rank && *r >= Rank::Eight)
            .map(|r| Card::new(cover.suit, r));
        let ours_or_unknown = self.hand.or(self.unseen);
        below.clone().any(|c| ours_or_unknown.contains(c)) && !self.is_master(cover)
            || (self.is_master(cover) && self.hand.suit_len(cover.suit) <= 2)
    }

    fn void_in(
        &self,
        led: Suit,
        win: Card,
        partner_winning: bool,
        position: usize,
    ) -> (Card, &'static str) {
        let trumps = self.trump.map(|t| self.hand.suit(t)).unwrap_or_default();
        let partner_safe = partner_winning
            && (position == 3
                || match self.view.visible_hand(self.seat.next()) {
                    Some(h) => {
                        let f = h.suit(led);
                        if f.is_empty() {
                            self.trump.is_none_or(|t| h.suit_len(t) == 0)
                                || (Some(win.suit) == self.trump
                                    && above(h, win.suit, win.rank).is_empty())
                        } else {
                            !f.iter().any(|x| beats(x, win, self.trump))
                        }
                    }
                    None => self.is_master(win) && Some(led) != self.trump,
                });
        if !trumps.is_empty() && !partner_safe {
            let ruffs: CardSet = trumps
                .iter()
                .filter(|c| beats(*c, win, self.trump))
                .collect();
            if let Some(c) = lowest(ruffs) {
                return (
                    c,
                    if Some(win.suit) == self.trump {
                        "overruff"
                    } else {
                        "ruff"
                    },
                );
            }
        }
        let reason = if partner_safe {
            "partner is winning: discard"
        } else {
            "cannot win: discard"
        };
        (self.discard(), reason)
    }

    /// The least useful card: never a winner while a loser is left, not from a suit whose
    /// honour it would unguard, not partner's suit, not trumps if avoidable.
    fn discard(&self) -> Card {
        let partner_suit = self.partner_led_suit();
        let mut best: Option<(i32, Card)> = None;
        for s in Suit::ALL {
            let cards = self.hand.suit(s);
            let Some(c) = lowest(cards) else { continue };
            let mut score = 0i32;
            if self.is_master(c) {
                score += 100;
            }
            if Some(s) == self.trump {
                score += 60;
            }
            let n = cards.len();
            let has = |r: Rank| cards.contains(Card::new(s, r));
            if (has(Rank::King) && n == 2)
                || (has(Rank::Queen) && n == 3)
                || (has(Rank::Jack) && n == 4)
            {
                score += 25;
            }
            if Some(s) == partner_suit && !self.declaring {
                score += 15;
            }
            // Length that may win tricks late: keep it if the opponents are short.
            let rest = self.threats.suit_len(s);
            if n >= 3 && rest <= 2 {
                score += 20;
            }
            score += 3 * cards.iter().filter(|c| c.rank.is_honour()).count() as i32;
            score -= n as i32;
            if best.is_none_or(|(b, bc)| score < b || (score == b && c.rank < bc.rank)) {
                best = Some((score, c));
            }
        }
        best.map(|(_, c)| c)
            .or_else(|| lowest(self.hand))
            .unwrap_or(Card::new(Suit::Clubs, Rank::Two))
    }

    /// The suit partner first led, if partner has led.
    fn partner_led_suit(&self) -> Option<Suit> {
        let p = self.seat.partner();
        self.view
            .tricks()
            .iter()
            .find(|t| t.leader == p)
            .and_then(Trick::suit_led)
    }

    // ------------------------------------------------------------------ leading

    fn lead(&self) -> (Card, &'static str) {
        if self.view.tricks().is_empty() {
            self.opening_lead()
        } else if self.declaring {
            self.declarer_lead()
        } else {
            self.defender_lead()
        }
    }

    /// Top of a touching honour sequence (at least two cards, the top at least a ten).
    fn sequence_top(&self, hand: CardSet, suit: Suit) -> Option<(Card, usize)> {
        let ranks: Vec<Rank> = hand.ranks_desc(suit).collect();
        let top = *ranks.first()?;
        if top < Rank::Ten {
            return None;
        }
        let mut n = 1;
        let mut prev = top.value();
        for r in &ranks[1..] {
            // Touching, treating played cards in between as gone.
            let mut v = prev - 1;
            while v > r.value()
                && Rank::from_value(v).is_some_and(|x| self.played.contains(Card::new(suit, x)))
            {
                v -= 1;
            }
            if v != r.value() {
                break;
            }
            n += 1;
            prev = r.value();
        }
        (n >= 2).then_some((Card::new(suit, top), n))
    }

    fn opening_lead(&self) -> (Card, &'static str) {
        let hand = self.hand;
        let nt = self.view.is_notrump();
        let partner_bid = self.view.bid_suits(self.seat.partner()).first().copied();
        let declarer = self.view.declarer();
        let enemy_suits: Vec<Suit> = self
            .view
            .bid_suits(declarer)
            .iter()
            .chain(self.view.bid_suits(declarer.partner()))
            .copied()
            .collect();
        let mut best: Option<(i32, Card, &'static str)> = None;
        for s in Suit::ALL {
            let cards = hand.suit(s);
            let n = cards.len();
            if n == 0 {
                continue;
            }
            let has = |r: Rank| cards.contains(Card::new(s, r));
            let top = highest(cards).unwrap_or(Card::new(s, Rank::Two));
            let honours = cards.iter().filter(|c| c.rank >= Rank::Jack).count();
            let mut score = 0i32;
            let (mut card, mut why);
            if let Some((t, len)) = self.sequence_top(hand, s) {
                score += if len >= 3 || t.rank >= Rank::Queen || has(Rank::Ace) {
                    40
                } else {
                    25
                };
                card = t;
                why = "opening lead: top of a sequence";
            } else if nt && n >= 4 {
                card = cards.iter().rev().nth(3).unwrap_or(top);
                why = "opening lead: fourth best from the longest suit";
            } else if n == 2 {
                card = top;
                why = "opening lead: top of a doubleton";
            } else if honours == 0 {
                card = top;
                why = "opening lead: top of nothing";
                score += 5;
            } else {
                card = lowest(cards).unwrap_or(top);
                why = "opening lead: low from an honour";
            }
            if nt {
                score += 8 * n as i32 + 2 * honours as i32;
            } else {
                if has(Rank::Ace) && !has(Rank::King) {
                    // Never underlead an ace against a suit contract; leading it is poor too.
                    score -= 35;
                    card = top;
                    why = "opening lead: the ace (never underlead an ace)";
                }
                if Some(s) == self.trump {
                    score -= if n >= 2 && honours == 0 { 5 } else { 30 };
                    if honours == 0 {
                        card = lowest(cards).unwrap_or(top);
                        why = "opening lead: a trump, to cut down ruffs";
                    }
                } else if n == 1 {
                    let trumps = self.trump.map(|t| hand.suit_len(t)).unwrap_or(0);
                    if (1..=3).contains(&trumps) && !top.rank.is_honour() {
                        score += 25;
                        why = "opening lead: singleton, hoping for a ruff";
                    } else {
                        score -= 10;
                    }
                } else if (has(Rank::King) || has(Rank::Queen))
                    && self.sequence_top(hand, s).is_none()
                    && n <= 3
                {
                    score -= 20;
                }
            }
            if Some(s) == partner_bid {
                score += 50;
                if self.sequence_top(hand, s).is_none() {
                    card = if n <= 2 || honours == 0 {
                        top
                    } else {
                        lowest(cards).unwrap_or(top)
                    };
                }
                why = "opening lead: partner's suit";
            }
            if enemy_suits.contains(&s) {
                score -= 30;
            }
            if best.is_none_or(|(b, _, _)| score > b) {
                best = Some((score, card, why));
            }
        }
        best.map(|(_, c, w)| (c, w)).unwrap_or((
            lowest(hand).unwrap_or(Card::new(Suit::Clubs, Rank::Two)),
            "lowest card",
        ))
    }

    fn defender_lead(&self) -> (Card, &'static str) {
        let hand = self.hand;
        let dummy = self.view.dummy().unwrap_or_default();
        let declarer = self.view.declarer();
        // A suit is ruffable by declarer's side when one of them is void and holds trumps.
        let ruffable = |s: Suit| {
            self.trump.is_some_and(|t| {
                t != s
                    && ((dummy.suit_len(s) == 0 && dummy.suit_len(t) > 0)
                        || (self.view.showed_out(declarer, s)
                            && !self.view.showed_out(declarer, t)))
            })
        };
        // Cash the setting tricks.
        let mut sure = 0;
        for s in Suit::ALL {
            if !ruffable(s) {
                sure += self.sure_tricks(hand, CardSet::EMPTY, s);
            }
        }
        if sure >= self.tricks_needed_by_us()
            && let Some(c) = hand
                .iter()
                .filter(|c| self.is_master(*c) && !ruffable(c.suit))
                .max_by_key(|c| c.rank)
        {
            return (c, "cash the setting tricks");
        }
        // At a suit contract, cash an ace-king before declarer can discard losers on dummy.
        if self.trump.is_some() {
            for s in Suit::ALL
                .into_iter()
                .filter(|s| Some(*s) != self.trump && !ruffable(*s))
            {
                let masters = hand.suit(s).iter().filter(|c| self.is_master(*c)).count();
                let led_before = self
                    .view
                    .tricks()
                    .iter()
                    .any(|t| t.leader == self.seat && t.suit_led() == Some(s));
                if (masters >= 2 || (masters == 1 && led_before))
                    && let Some(c) = highest(hand.suit(s))
                {
                    return (c, "cash our top winners");
                }
            }
        }
        // Return partner's suit, unless partner's lead was a high spot card (top of nothing
        // or a short suit).
        let partner_lead = self
            .view
            .tricks()
            .iter()
            .find(|t| t.leader == self.seat.partner())
            .and_then(|t| t.cards.first().copied());
        if let Some(s) = self.partner_led_suit()
            && partner_lead.is_some_and(|c| c.rank.is_honour() || c.rank <= Rank::Six)
            && !ruffable(s)
            && let Some(top) = highest(hand.suit(s))
        {
            let n = hand.suit_len(s);
            let card = if self.is_master(top) || n <= 2 {
                top
            } else {
                lowest(hand.suit(s)).unwrap_or(top)
            };
            return (card, "return partner's suit");
        }
        // Continue our own long suit at no-trumps.
        if self.view.is_notrump()
            && let Some(s) = self
                .view
                .tricks()
                .iter()
                .find(|t| t.leader == self.seat)
                .and_then(Trick::suit_led)
            && hand.suit_len(s) >= 2
        {
            let card = self
                .sequence_top(hand, s)
                .map(|(c, _)| c)
                .or_else(|| highest(hand.suit(s)).filter(|c| self.is_master(*c)))
                .or_else(|| lowest(hand.suit(s)))
                .unwrap_or(Card::new(s, Rank::Two));
            return (card, "continue our long suit");
        }
        // Otherwise: through dummy's strength when dummy is on our left, up to its weakness
        // when it is on our right; never a suit that gives a ruff and discard.
        let dummy_left = self.seat.next() == self.view.dummy_seat();
        let mut best: Option<(i32, Card, &'static str)> = None;
        for s in Suit::ALL {
            let cards = hand.suit(s);
            let Some(low) = lowest(cards) else { continue };
            let mut score = 0i32;
            let dh = dummy
                .suit(s)
                .iter()
                .filter(|c| c.rank >= Rank::Jack)
                .count() as i32;
            let mut card = low;
            let mut why = "lead a safe suit";
            if let Some((t, _)) = self.sequence_top(hand, s) {
                score += 20;
                card = t;
                why = "top of a sequence";
            }
            if dummy_left {
                score += 5 * dh;
                if dh > 0 && why != "top of a sequence" {
                    why = "lead through dummy's strength";
                }
            } else {
                score -= 5 * dh;
                if dh == 0 && why != "top of a sequence" {
                    why = "lead toward dummy's weakness";
                }
            }
            if ruffable(s) {
                score -= 40;
            }
            if Some(s) == self.trump {
                score -= 15;
            }
            let has = |r: Rank| cards.contains(Card::new(s, r));
            if (has(Rank::King) || has(Rank::Ace))
                && !self.is_master(highest(cards).unwrap_or(low))
                && why != "top of a sequence"
            {
                score -= 15; // don't lead away from a king or an unsupported ace
            }
            if best.is_none_or(|(b, _, _)| score > b) {
                best = Some((score, card, why));
            }
        }
        best.map(|(_, c, w)| (c, w)).unwrap_or((
            lowest(hand).unwrap_or(Card::new(Suit::Clubs, Rank::Two)),
            "lowest card",
        ))
    }

    fn declarer_lead(&self) -> (Card, &'static str) {
        let me = self.hand;
        let other = self.partner_hand.unwrap_or_default();
        let fallback = lowest(me).unwrap_or(Card::new(Suit::Clubs, Rank::Two));
        if let Some(t) = self.trump {
            let their_trumps = self.unseen.suit_len(t);
            let (mine_t, other_t) = (me.suit_len(t), other.suit_len(t));
            if their_trumps > 0 {
                // Ruff a loser in the short-trump hand before trumps are drawn.
                if other_t > 0 && other_t < mine_t {
                    for s in Suit::ALL.into_iter().filter(|s| *s != t) {
                        if other.suit_len(s) == 0
                            && let Some(c) = lowest(me.suit(s))
                            && !self.is_master(c)
                        {
                            return (c, "ruff a loser in the short trump hand");
                        }
                    }
                }
                // Draw trumps when we hold more of them.
                if mine_t + other_t > their_trumps && mine_t > 0 {
                    if let Some(c) = highest(me.suit(t)).filter(|c| self.is_master(*c)) {
                        return (c, "draw trumps");
                    }
                    if highest(other.suit(t)).is_some_and(|c| self.is_master(c)) {
                        return (
                            lowest(me.suit(t)).unwrap_or(fallback),
                            "draw trumps: low toward the top trump",
                        );
                    }
                    if let Some((c, _)) = self.sequence_top(me, t) {
                        return (c, "draw trumps: knock out the top trump");
                    }
                    if mine_t + other_t >= their_trumps + 4 {
                        return (lowest(me.suit(t)).unwrap_or(fallback), "draw trumps");
                    }
                }
            }
        }
        let side = |s: Suit| Some(s) != self.trump || self.unseen.suit_len(s) > 0;
        // Enough sure tricks: cash them, the short hand's honours first (unblocking).
        let sure: usize = Suit::ALL
            .into_iter()
            .map(|s| self.sure_tricks(me, other, s))
            .sum();
        if sure >= self.tricks_needed_by_us() {
            for s in Suit::ALL.into_iter().filter(|s| side(*s)) {
                if self.sure_tricks(me, other, s) == 0 {
                    continue;
                }
                if let Some(c) = highest(me.suit(s)).filter(|c| self.is_master(*c))
                    && (me.suit_len(s) <= other.suit_len(s)
                        || !highest(other.suit(s)).is_some_and(|o| self.is_master(o)))
                {
                    return (c, "cash a winner (the short hand's first)");
                }
            }
            for s in Suit::ALL.into_iter().filter(|s| side(*s)) {
                if highest(other.suit(s)).is_some_and(|c| self.is_master(c))
                    && let Some(c) = lowest(me.suit(s))
                {
                    return (c, "cross to the other hand's winner");
                }
            }
            if let Some(c) = me
                .iter()
                .filter(|c| self.is_master(*c))
                .max_by_key(|c| c.rank)
            {
                return (c, "cash a winner");
            }
        }
        // Ruff losers in the short hand once trumps are out.
        if let Some(t) = self.trump
            && other.suit_len(t) > 0
        {
            for s in Suit::ALL.into_iter().filter(|s| *s != t) {
                if other.suit_len(s) == 0
                    && let Some(c) = lowest(me.suit(s))
                    && !self.is_master(c)
                {
                    return (c, "ruff a loser in the other hand");
                }
            }
        }
        // Lead toward a tenace in the other hand (a finesse).
        for s in Suit::ALL
            .into_iter()
            .filter(|s| Some(*s) != self.trump || self.unseen.suit_len(*s) > 0)
        {
            let o = other.suit(s);
            let tenace = o.iter().any(|c| {
                c.rank >= Rank::Ten
                    && above(self.unseen, s, c.rank).len() == 1
                    && !above(o, s, c.rank).is_empty()
            });
            let king_guarded = o.iter().any(|c| {
                c.rank >= Rank::Queen && above(self.unseen, s, c.rank).len() == 1 && o.len() >= 2
            }) && !tenace;
            if (tenace || king_guarded)
                && let Some(c) = lowest(me.suit(s))
                && !c.rank.is_honour()
            {
                return (
                    c,
                    if tenace {
                        "lead toward the tenace (finesse)"
                    } else {
                        "lead toward the honour"
                    },
                );
            }
        }
        // Knock out the opponents' top card in our longest suit.
        let mut order: Vec<Suit> = Suit::ALL
            .into_iter()
            .filter(|s| Some(*s) != self.trump)
            .collect();
        order.sort_by_key(|s| std::cmp::Reverse(me.suit_len(*s) + other.suit_len(*s)));
        for s in &order {
            if let Some((c, _)) = self.sequence_top(me, *s)
                && !self.is_master(c)
            {
                return (c, "establish the long suit: knock out the top card");
            }
        }
        // Cash a winner if nothing better.
        if let Some(c) = me
            .iter()
            .filter(|c| self.is_master(*c) && side(c.suit))
            .max_by_key(|c| c.rank)
        {
            return (c, "cash a winner");
        }
        // Lowest card of the longest suit without a tenace to protect.
        for s in order {
            if let Some(c) = lowest(me.suit(s)) {
                return (c, "low card from the longest suit");
            }
        }
        (fallback, "lowest card")
    }
}

/// True when `c` beats the winning card by rank in the same suit (used for finesses).
fn partner_winning_or_low(win: Card, c: Card) -> bool {
    win.suit == c.suit && c.rank > win.rank
}
