//! Card-play heuristics: opening leads, defence and declarer play, each with a reason.
//!
//! The robot decides only from a [`PlayView`], so it never sees a hidden hand. The rules are
//! the classic ones: top of a sequence, fourth best, second hand low, third hand high, cover an
//! honour with an honour, win cheaply, draw trumps, ruff in the short hand, finesse toward a
//! tenace, cash winners when they are enough.

mod declarer;
mod follows;
mod leads;

use super::CardAdvice;
use super::view::PlayView;
use crate::card::{Card, CardSet, Rank, Suit};
use crate::msg::Msg;
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
            reason: Msg::new("robot.play.no_card_left"),
        };
    };
    let (card, key) = if legal.len() == 1 {
        (lowest, "robot.play.only_card")
    } else {
        let table = Table::new(view);
        if view.current().cards.is_empty() {
            table.lead()
        } else {
            table.follow()
        }
    };
    // A guard: a heuristic bug must never produce an illegal card.
    if legal.contains(card) {
        CardAdvice {
            card,
            reason: Msg::new(key),
        }
    } else {
        CardAdvice {
            card: lowest,
            reason: Msg::new("robot.play.lowest_card"),
        }
    }
}

/// The catalogue keys of the heuristics' reasons (none takes an argument): the catalogue test
/// checks each is in `locales/<lang>/play.txt`.
pub const REASON_KEYS: &[&str] = &[
    "robot.play.cannot_beat_next",
    "robot.play.cannot_win_discard",
    "robot.play.cannot_win_low",
    "robot.play.cash_setting_tricks",
    "robot.play.cash_short_hand_first",
    "robot.play.cash_top_winners",
    "robot.play.cash_winner",
    "robot.play.continue_long_suit",
    "robot.play.cover_honour",
    "robot.play.cross_to_winner",
    "robot.play.draw_trumps",
    "robot.play.draw_trumps_knock_out",
    "robot.play.draw_trumps_low_toward",
    "robot.play.establish_long_suit",
    "robot.play.finesse",
    "robot.play.finesse_against_leader",
    "robot.play.fourth_hand_win_cheaply",
    "robot.play.lead_ace",
    "robot.play.lead_fourth_best",
    "robot.play.lead_low_from_honour",
    "robot.play.lead_partners_suit",
    "robot.play.lead_safe_suit",
    "robot.play.lead_singleton",
    "robot.play.lead_through_strength",
    "robot.play.lead_top_of_doubleton",
    "robot.play.lead_top_of_nothing",
    "robot.play.lead_top_of_sequence",
    "robot.play.lead_toward_honour",
    "robot.play.lead_toward_tenace",
    "robot.play.lead_toward_weakness",
    "robot.play.lead_trump",
    "robot.play.low_from_longest",
    "robot.play.lowest_card",
    "robot.play.next_hand_beats_all",
    "robot.play.no_card_left",
    "robot.play.no_need_to_overtake",
    "robot.play.only_card",
    "robot.play.overruff",
    "robot.play.partner_winning_discard",
    "robot.play.partner_winning_low",
    "robot.play.return_partners_suit",
    "robot.play.ruff",
    "robot.play.ruff_in_other_hand",
    "robot.play.ruff_in_short_hand",
    "robot.play.second_hand_low",
    "robot.play.third_hand_high",
    "robot.play.third_hand_win_cheaply",
    "robot.play.top_of_sequence",
    "robot.play.win_cheaply",
    "robot.play.win_deciding_trick",
    "robot.play.win_now",
];

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
}
