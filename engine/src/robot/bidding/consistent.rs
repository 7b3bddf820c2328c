//! Whether an imagined hand could have made the calls its player made, as the robots bid.
//!
//! The ranges a call shows ([`super::shown`]) are the hull of every hand that may make it: a
//! pass shows next to nothing, a raise may leave the length of the suit open. The card-play
//! robot's layouts read the auction more closely by asking the system itself: a layout is kept
//! only when each hidden player, holding the hand the layout gives it, would have made each of
//! its calls by the rules. A judgement by simulation is not run here (it deals layouts of its
//! own, far too slow for each imagined hand): a rule that needs one may fire or not, so a call
//! after it is possible either way.

use super::compile::Compiled;
use super::system::Cond;
use super::{Ctx, Known, analyse, compile};
use crate::auction::{Auction, Call};
use crate::card::{CardSet, Suit};
use crate::seat::{Seat, Vulnerability};

/// One call to check: the auction before it and what the table knew then.
#[derive(Clone, Debug)]
struct Step {
    seat: Seat,
    call: Call,
    prefix: Auction,
    known: [Known; 4],
    /// The rules that apply after `prefix` (they depend on the auction alone), in order.
    rules: Vec<&'static Compiled>,
}

/// The calls of some players of an auction, ready to be checked against imagined hands.
#[derive(Clone, Debug)]
pub struct CallCheck {
    steps: Vec<Step>,
    vul: Vulnerability,
}

impl CallCheck {
    /// The calls of `auction` made by the seats `of` picks.
    pub fn new(auction: &Auction, vul: Vulnerability, of: impl Fn(Seat) -> bool) -> CallCheck {
        let mut steps = Vec::new();
        let calls = auction.calls();
        for (i, (seat, call)) in auction.calls_by_seat().enumerate() {
            if !of(seat) {
                continue;
            }
            let Ok(prefix) = Auction::from_calls(auction.dealer(), calls[..i].iter().copied())
            else {
                continue;
            };
            let known = analyse(&prefix, vul);
            let rules = {
                let ctx = Ctx::new(&prefix, &known, vul);
                compile::system()
                    .rules
                    .iter()
                    .filter(|c| ctx.applies(c))
                    .collect()
            };
            steps.push(Step {
                seat,
                call,
                prefix,
                known,
                rules,
            });
        }
        CallCheck { steps, vul }
    }

    /// Whether `seat` holding `hand` (all thirteen cards) may have made every one of its calls
    /// that this check holds.
    pub fn admits(&self, seat: Seat, hand: CardSet) -> bool {
        self.steps
            .iter()
            .filter(|s| s.seat == seat)
            .all(|s| may_make(s, self.vul, hand))
    }
}

/// Whether the system may make `step.call` with `hand`: the first rule that fits the hand
/// makes it, or a rule before that one, which fits but for a judgement, makes it.
fn may_make(step: &Step, vul: Vulnerability, hand: CardSet) -> bool {
    let ctx = Ctx::new(&step.prefix, &step.known, vul);
    for compiled in &step.rules {
        let rule = compiled.rule;
        for var in Ctx::vars(rule) {
            let mut sure = true;
            let mut fits = true;
            for c in rule.hand {
                match fit(&ctx, c, var, hand) {
                    Some(true) => {}
                    Some(false) => {
                        fits = false;
                        break;
                    }
                    None => sure = false,
                }
            }
            if !fits {
                continue;
            }
            let Some(call) = ctx.call(rule.call, var, Some(hand)) else {
                continue;
            };
            if !ctx.allowed(call) {
                continue;
            }
            if call == step.call {
                return true;
            }
            if sure {
                return false;
            }
        }
    }
    // No rule fits: the default pass.
    step.call == Call::Pass
}

/// Whether `hand` fits condition `c`: `None` when it turns on a judgement by simulation.
fn fit(ctx: &Ctx<'_>, c: &Cond, var: Option<Suit>, hand: CardSet) -> Option<bool> {
    match *c {
        Cond::Judge(..) => None,
        Cond::Either(a, b) => match (fit(ctx, a, var, hand), fit(ctx, b, var, hand)) {
            (Some(true), _) | (_, Some(true)) => Some(true),
            (Some(false), Some(false)) => Some(false),
            _ => None,
        },
        Cond::Not(a) => fit(ctx, a, var, hand).map(|b| !b),
        _ => Some(ctx.cond(c, var, Some(hand))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(text: &str) -> CardSet {
        CardSet::from_pbn_hand(text).unwrap()
    }

    fn auction(dealer: Seat, calls: &str) -> Auction {
        let calls: Vec<Call> = calls
            .split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect();
        Auction::from_calls(dealer, calls).unwrap()
    }

    /// The hands the robots open 1NT with (15-17, balanced) make North's 1NT; others do not.
    #[test]
    fn an_opening_is_made_only_by_the_hands_the_system_opens_it_with() {
        let a = auction(Seat::North, "1NT Pass 3NT Pass Pass Pass");
        let check = CallCheck::new(&a, Vulnerability::None, |s| s == Seat::North);
        assert!(check.admits(Seat::North, hand("AK32.KQ2.Q32.J32")));
        assert!(
            !check.admits(Seat::North, hand("AK32.K32.432.432")),
            "11 HCP"
        );
        assert!(
            !check.admits(Seat::North, hand("AKQ32.KQ2.Q32.2")),
            "a singleton"
        );
    }

    /// A pass over an opening denies the hands that overcall: East passed 1♥ with a good
    /// five-card spade suit in no layout.
    #[test]
    fn a_pass_denies_the_hands_that_would_have_bid() {
        let a = auction(Seat::North, "1H Pass 2H Pass Pass Pass");
        let check = CallCheck::new(&a, Vulnerability::None, |s| s == Seat::East);
        assert!(!check.admits(Seat::East, hand("AKJ32.32.K32.432")));
        assert!(check.admits(Seat::East, hand("5432.32.K32.Q32")));
    }

    // Every call of the robots' own auctions is admitted for the hand that made it: the
    // integration test robot_legality checks it on the shared robot games.
}
