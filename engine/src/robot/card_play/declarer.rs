//! Declarer's leads: drawing trumps, ruffing losers, cashing winners, finessing.

use super::{Table, above, highest, lowest};
use crate::card::{Card, Rank, Suit};

impl Table<'_> {
    pub(super) fn declarer_lead(&self) -> (Card, &'static str) {
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
                            return (c, "robot.play.ruff_in_short_hand");
                        }
                    }
                }
                // Draw trumps when we hold more of them.
                if mine_t + other_t > their_trumps && mine_t > 0 {
                    if let Some(c) = highest(me.suit(t)).filter(|c| self.is_master(*c)) {
                        return (c, "robot.play.draw_trumps");
                    }
                    if highest(other.suit(t)).is_some_and(|c| self.is_master(c)) {
                        return (
                            lowest(me.suit(t)).unwrap_or(fallback),
                            "robot.play.draw_trumps_low_toward",
                        );
                    }
                    if let Some((c, _)) = self.sequence_top(me, t) {
                        return (c, "robot.play.draw_trumps_knock_out");
                    }
                    if mine_t + other_t >= their_trumps + 4 {
                        return (
                            lowest(me.suit(t)).unwrap_or(fallback),
                            "robot.play.draw_trumps",
                        );
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
                    return (c, "robot.play.cash_short_hand_first");
                }
            }
            for s in Suit::ALL.into_iter().filter(|s| side(*s)) {
                if highest(other.suit(s)).is_some_and(|c| self.is_master(c))
                    && let Some(c) = lowest(me.suit(s))
                {
                    return (c, "robot.play.cross_to_winner");
                }
            }
            if let Some(c) = me
                .iter()
                .filter(|c| self.is_master(*c))
                .max_by_key(|c| c.rank)
            {
                return (c, "robot.play.cash_winner");
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
                    return (c, "robot.play.ruff_in_other_hand");
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
                        "robot.play.lead_toward_tenace"
                    } else {
                        "robot.play.lead_toward_honour"
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
                return (c, "robot.play.establish_long_suit");
            }
        }
        // Cash a winner if nothing better.
        if let Some(c) = me
            .iter()
            .filter(|c| self.is_master(*c) && side(c.suit))
            .max_by_key(|c| c.rank)
        {
            return (c, "robot.play.cash_winner");
        }
        // Lowest card of the longest suit without a tenace to protect.
        for s in order {
            if let Some(c) = lowest(me.suit(s)) {
                return (c, "robot.play.low_from_longest");
            }
        }
        (fallback, "robot.play.lowest_card")
    }
}
