//! The defenders' leads: the opening lead and the leads later in the play.

use super::{Table, highest, lowest};
use crate::card::{Card, CardSet, Rank, Suit};
use crate::play::Trick;

impl Table<'_> {
    pub(super) fn opening_lead(&self) -> (Card, &'static str) {
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
                why = "robot.play.lead_top_of_sequence";
            } else if nt && n >= 4 {
                card = cards.iter().rev().nth(3).unwrap_or(top);
                why = "robot.play.lead_fourth_best";
            } else if n == 2 {
                card = top;
                why = "robot.play.lead_top_of_doubleton";
            } else if honours == 0 {
                card = top;
                why = "robot.play.lead_top_of_nothing";
                score += 5;
            } else {
                card = lowest(cards).unwrap_or(top);
                why = "robot.play.lead_low_from_honour";
            }
            if nt {
                score += 8 * n as i32 + 2 * honours as i32;
            } else {
                if has(Rank::Ace) && !has(Rank::King) {
                    // Never underlead an ace against a suit contract; leading it is poor too.
                    score -= 35;
                    card = top;
                    why = "robot.play.lead_ace";
                }
                if Some(s) == self.trump {
                    score -= if n >= 2 && honours == 0 { 5 } else { 30 };
                    if honours == 0 {
                        card = lowest(cards).unwrap_or(top);
                        why = "robot.play.lead_trump";
                    }
                } else if n == 1 {
                    let trumps = self.trump.map(|t| hand.suit_len(t)).unwrap_or(0);
                    if (1..=3).contains(&trumps) && !top.rank.is_honour() {
                        score += 25;
                        why = "robot.play.lead_singleton";
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
                why = "robot.play.lead_partners_suit";
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
            "robot.play.lowest_card",
        ))
    }

    pub(super) fn defender_lead(&self) -> (Card, &'static str) {
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
            return (c, "robot.play.cash_setting_tricks");
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
                    return (c, "robot.play.cash_top_winners");
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
            return (card, "robot.play.return_partners_suit");
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
            return (card, "robot.play.continue_long_suit");
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
            let mut why = "robot.play.lead_safe_suit";
            if let Some((t, _)) = self.sequence_top(hand, s) {
                score += 20;
                card = t;
                why = "robot.play.top_of_sequence";
            }
            if dummy_left {
                score += 5 * dh;
                if dh > 0 && why != "robot.play.top_of_sequence" {
                    why = "robot.play.lead_through_strength";
                }
            } else {
                score -= 5 * dh;
                if dh == 0 && why != "robot.play.top_of_sequence" {
                    why = "robot.play.lead_toward_weakness";
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
                && why != "robot.play.top_of_sequence"
            {
                score -= 15; // don't lead away from a king or an unsupported ace
            }
            if best.is_none_or(|(b, _, _)| score > b) {
                best = Some((score, card, why));
            }
        }
        best.map(|(_, c, w)| (c, w)).unwrap_or((
            lowest(hand).unwrap_or(Card::new(Suit::Clubs, Rank::Two)),
            "robot.play.lowest_card",
        ))
    }
}
