//! Following to a trick: second hand low, third hand high, covering, ruffing and discards.

use super::{Table, above, beats, highest, lowest, winning};
use crate::card::{Card, CardSet, Rank, Suit};

impl Table<'_> {
    pub(super) fn follow(&self) -> (Card, &'static str) {
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
                    (low, "robot.play.partner_winning_low")
                } else if let Some(c) = lowest(beaters) {
                    (c, "robot.play.fourth_hand_win_cheaply")
                } else {
                    (low, "robot.play.cannot_win_low")
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
                    return (low, "robot.play.no_need_to_overtake");
                }
                if beaters.is_empty() {
                    return (low, "robot.play.cannot_win_low");
                }
                // Against a visible fourth hand: the cheapest card that beats it too.
                if let Some(h) = fourth_hand {
                    let best_fourth = h.suit(led).iter().max_by_key(|c| c.rank);
                    if let Some(bf) = best_fourth {
                        let over: CardSet = beaters.iter().filter(|c| c.rank > bf.rank).collect();
                        if let Some(c) = lowest(over) {
                            return (c, "robot.play.third_hand_win_cheaply");
                        }
                        if partner_winning {
                            return (low, "robot.play.next_hand_beats_all");
                        }
                        // Force out the fourth hand's honour if we can beat its other cards.
                        return (low, "robot.play.cannot_beat_next");
                    }
                    if let Some(c) = lowest(beaters) {
                        return (c, "robot.play.third_hand_win_cheaply");
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
                        return (self.lowest_equal(legal, c), "robot.play.finesse");
                    }
                }
                if let Some(c) = lowest(safe) {
                    return (c, "robot.play.win_cheaply");
                }
                let top = highest(beaters).unwrap_or(low);
                (self.lowest_equal(legal, top), "robot.play.third_hand_high")
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
                        return (cover, "robot.play.cover_honour");
                    }
                }
                // Take the trick that defeats (or makes) the contract.
                if let Some(c) = lowest(beaters.iter().filter(|c| self.is_master(*c)).collect())
                    && self.tricks_needed_by_us() == 1
                {
                    return (c, "robot.play.win_deciding_trick");
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
                        return (c, "robot.play.finesse_against_leader");
                    }
                    if !fourth_wins && let Some(c) = lowest(masters) {
                        return (c, "robot.play.win_now");
                    }
                }
                (low, "robot.play.second_hand_low")
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
                        "robot.play.overruff"
                    } else {
                        "robot.play.ruff"
                    },
                );
            }
        }
        let reason = if partner_safe {
            "robot.play.partner_winning_discard"
        } else {
            "robot.play.cannot_win_discard"
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
}

/// True when `c` beats the winning card by rank in the same suit (used for finesses).
fn partner_winning_or_low(win: Card, c: Card) -> bool {
    win.suit == c.suit && c.rank > win.rank
}
