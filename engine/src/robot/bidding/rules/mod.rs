//! The rules of the system, in the order they are tried, one module a section of the system.
//! See `docs/bidding-system.md`.

use super::system::CallSpec::{At, Cheapest, Double, Game, Jump, Pass, Redouble};
use super::system::Cond::*;
use super::system::{
    Aim, CallSpec, Cond, Den, Force, Judgement, Pos, Prio, Rule, SuitRef, Vars, When as W,
};
use crate::card::Suit;

mod advancing;
mod blackwood;
mod later;
mod notrump;
mod openings;
mod overcalls;
mod rebids;
mod responses;
mod twos;

const fn rule(
    id: &'static str,
    when: &'static [W],
    vars: Vars,
    hand: &'static [Cond],
    call: CallSpec,
    aim: Aim,
) -> Rule {
    Rule {
        id,
        when,
        vars,
        hand,
        call,
        aim,
        force: Force::No,
        prio: Prio::Body,
    }
}

/// The same rule, an answer to partner's conventional ask (tried first).
const fn answer(mut r: Rule) -> Rule {
    r.prio = Prio::Answer;
    r
}

/// The same rule, a forced bid when no rule of the body fits.
const fn forced(mut r: Rule) -> Rule {
    r.prio = Prio::Forced;
    r
}

/// The same rule, tried only when nothing else fits.
const fn fallback(mut r: Rule) -> Rule {
    r.prio = Prio::Fallback;
    r
}

/// The same rule, forcing for one round.
const fn forcing(mut r: Rule) -> Rule {
    r.force = Force::OneRound;
    r
}

/// The same rule, forcing to game.
const fn game_forcing(mut r: Rule) -> Rule {
    r.force = Force::Game;
    r
}

const NOV: Vars = Vars::None;
const MAJORS: Vars = Vars::Suits(&[Suit::Spades, Suit::Hearts]);
const MINORS: Vars = Vars::Suits(&[Suit::Diamonds, Suit::Clubs]);
const ALL: Vars = Vars::Suits(&[Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs]);
const UP: Vars = Vars::Suits(&[Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades]);

const V: SuitRef = SuitRef::Var;
const O: SuitRef = SuitRef::Opening;
const PL: SuitRef = SuitRef::PartnerLast;
const ML: SuitRef = SuitRef::MyLast;
const T: SuitRef = SuitRef::OppLast;
const AG: SuitRef = SuitRef::Agreed;
const SS: SuitRef = SuitRef::Is(Suit::Spades);
const SH: SuitRef = SuitRef::Is(Suit::Hearts);
const SD: SuitRef = SuitRef::Is(Suit::Diamonds);
const SC: SuitRef = SuitRef::Is(Suit::Clubs);

const NT: Den = Den::NT;
const DV: Den = Den::Of(V);
const DO: Den = Den::Of(O);
const DPL: Den = Den::Of(PL);
const DML: Den = Den::Of(ML);
const DAG: Den = Den::Of(AG);
const PF: SuitRef = SuitRef::PartnerFirst;
const DPF: Den = Den::Of(PF);
const MF: SuitRef = SuitRef::MyFirst;
const OF: SuitRef = SuitRef::OppFirst;
const DMF: Den = Den::Of(MF);
const DS: Den = Den::Of(SS);
const DH: Den = Den::Of(SH);
const DD: Den = Den::Of(SD);
const DC: Den = Den::Of(SC);

const OPENING: &[W] = &[W::Pos(Pos::Opening)];
const RESP: &[W] = &[W::Pos(Pos::Response), W::Ours("1x"), W::NoOppBid];
const RESP_COMP: &[W] = &[W::Pos(Pos::Response), W::Ours("1x"), W::OppBid];
const NT_RESP: &[W] = &[W::Pos(Pos::Response), W::Ours("1N"), W::NoOppBid];
const NT2_RESP: &[W] = &[W::Pos(Pos::Response), W::Ours("2N"), W::NoOppBid];
const OVERCALL: &[W] = &[W::Pos(Pos::Overcall)];

/// Two lists of rule ids and their union, each list spelled once (`concat!` needs literals).
macro_rules! lists_and_union {
    ($(#[$da:meta])* $a:ident = $la:literal; $(#[$db:meta])* $b:ident = $lb:literal;
        $(#[$du:meta])* $union:ident) => {
        $(#[$da])* const $a: &str = $la;
        $(#[$db])* const $b: &str = $lb;
        $(#[$du])* const $union: &str = concat!($la, "|", $lb);
    };
}
lists_and_union! {
    /// Partner's invitations in a suit (a raise, a jump rebid): the rules the answers to them
    /// name.
    INVITES_SUIT = "later.invite.major|comp.raise.minor|rebid.raise.inv|rebid.1n.inv|\
        rebid.raise3|comp.raise.jump|rebid.own.jump|dbl.raise.jump|dbl.raise.minor.jump|\
        adv.bal.jump|rr.raise.opening|rr.comp.raise.minor";
    /// Partner's invitations in no-trump.
    INVITES_NT = "later.invite.nt|rebid.1n.2nt|rebid.2nt|adv.1n.2nt|adv.bal1n.2nt|comp.2nt";
    /// Every invitation of partner's, in a suit or in no-trump.
    INVITES_ANY
}
lists_and_union! {
    /// Every takeout double of their opening in the direct seat: the rules the doubler's later
    /// calls name.
    DIRECT_TAKEOUT_DOUBLES = "ovc.x|ovc.x.strong|ovc.x.flat|ovc.x.flat.two";
    /// Every takeout double of their opening in the balancing seat.
    BALANCING_DOUBLES = "bal.x|bal.x.strong|bal.x.flat";
    /// Every takeout double of their opening, direct or balancing.
    TAKEOUT_DOUBLES
}
/// Opener's competitive and reopening doubles for takeout: the rules the answers to them name.
const REOPENING_DOUBLES: &str = concat!(
    "rebid.comp.x|rebid.comp.x.strong|",
    "rebid.reopen.x|rebid.reopen.x.strong|rebid.reopen.x3|rebid.reopen.x3.strong|",
    "rebid.nt.reopen.x"
);

/// Stayman over 1NT, 2NT and 2♣ – 2♦ – 2NT, and opener's answers that show a four-card
/// major.
const STAYMANS: &str = "nt.stayman|nt2.stayman|2c.2n.stayman";
const STAYMAN_MAJORS: &str = "nt.stay.h|nt.stay.s|nt2.stay.h|nt2.stay.s|2c.stay.h|2c.stay.s";

/// A strong hand's five-card suit over their part-score, bid when the layouts say it beats
/// defending (`cj.strong.suit`, and before the pass of opener, `rebid.comp.strong`, and of
/// the preemptor's partner, `resp.pre.strong`).
const STRONG_SUIT: &[Cond] = &[
    Hcp(15, 40),
    Len(V, 5, 13),
    Differs(V, T),
    CheapestLevel(DV, 2, 4),
    Judge(Judgement::Compete, DV),
];

/// A six-card suit of my own and no fit found, over their part-score: bid again when the
/// layouts say it beats defending (`cj.own`, and at responder's rebid `cj.own.rr`).
const OWN_SIX: &[Cond] = &[
    Len(ML, 6, 13),
    Not(&Fit(PL)),
    CheapestLevel(DML, 2, 3),
    Judge(Judgement::Compete, DML),
];

/// Every ace ask by 4NT (Blackwood): the rules the answers and the asker's continuations name.
const BLACKWOODS: &str = concat!(
    "slam.blackwood|slam.bw.judge|slam.bw.judge.later|slam.bw.judge.rebid|nt.3maj.bw|nt.3maj.bw2|",
    "pre.blackwood|stay.bw|stay.bw.judge|2c.bw.judge|slam.bw.judge.2over1|cue.bw"
);

/// The ace asks by 4NT that the layouts asked for (30-32 points together): the asker judges
/// the small slam again once the aces are known.
const JUDGED_BLACKWOODS: &str = concat!(
    "slam.bw.judge|slam.bw.judge.later|slam.bw.judge.rebid|stay.bw.judge|2c.bw.judge|",
    "slam.bw.judge.2over1|cue.bw"
);

/// The overcaller's second takeout double (`ovc.again.x`), unopposed: partner's answers.
const ADV_AGAIN: &[W] = &[
    W::Pos(Pos::Advance),
    W::PartnerRule("ovc.again.x"),
    W::Rho("P"),
];
/// Opener's reopening double of their three-level bid, partner's forced answer, their pass:
/// the doubler's raises.
const REOPEN_X3_ANSWERED: &[W] = &[
    W::MyRule("rebid.reopen.x3|rebid.reopen.x3.strong"),
    W::PartnerRule("reopen.suit|reopen.major|reopen.four|reopen.opening"),
    W::Rho("P"),
    W::NoGame,
];

/// A responder who passed their overcall, partner's second bid in a suit, game not reached: the
/// position of his later calls (passes do not move him on from `Response`).
const LATE_RESP: &[W] = &[
    W::Pos(Pos::Response),
    W::Ours("1x 2x|3x"),
    W::OppBid,
    W::NoGame,
];
/// The same responder over opener's reopening 2NT, their side silent since.
const REOPEN_2NT_ANSWER: &[W] = &[
    W::Pos(Pos::Response),
    W::PartnerRule("rebid.reopen.2nt"),
    W::Rho("P"),
];

/// Every Michaels cue bid and unusual 2NT: the rules the advancer's answers name.
const MICHAELS_UNUSUAL: &str = concat!(
    "ovc.michaels.minor|ovc.michaels.minor.1n|ovc.michaels.h|ovc.michaels.s|ovc.michaels.2h|",
    "ovc.michaels.2s|ovc.unusual|ovc.unusual.c|ovc.unusual.d|ovc.unusual.nt"
);
/// Every weak two and preemptive opening: the rules the answers to them name.
const PREEMPTS: &str = concat!(
    "open.weak2|open.weak2.s|open.weak2.h|open.3rd.weak2.s|open.3rd.weak2.h|open.3|open.3c.six|",
    "open.3minor|open.4major.tricks"
);
/// The weak two openings and weak jump overcalls that the 2NT feature ask answers.
const WEAK_TWOS: &str =
    "open.weak2|open.weak2.s|open.weak2.h|open.3rd.weak2.s|open.3rd.weak2.h|ovc.weak|ovc.weak.2";
/// The advancer's 2NT asks after a Michaels cue bid.
const MICHAELS_ASKS: &str =
    "adv.michaels.ask|adv.michaels.ask.h|adv.michaels.ask.minors|adv.michaels.ask.minors.h";
/// The Michaels cue bids of their opening of one of a suit (and of 1m – P – 1NT).
const MICHAELS_ONE_LEVEL: &str =
    "ovc.michaels.minor|ovc.michaels.minor.1n|ovc.michaels.h|ovc.michaels.s";
/// The Michaels cue bids of a major, at the two and three level.
const MICHAELS_OF_A_MAJOR: &str = "ovc.michaels.h|ovc.michaels.s|ovc.michaels.2h|ovc.michaels.2s";

/// The sections of the table, in the order they are tried.
const SECTIONS: &[&[Rule]] = &[
    openings::RULES,
    notrump::RULES,
    twos::RULES,
    responses::RULES,
    rebids::RULES,
    blackwood::RULES,
    advancing::RULES,
    overcalls::RULES,
    later::RULES,
];

/// The number of rules in `sections`.
const fn count(sections: &[&[Rule]]) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < sections.len() {
        n += sections[i].len();
        i += 1;
    }
    n
}

/// The rules of `sections` one after another, as one table (`N` is their count).
const fn join<const N: usize>(sections: &[&[Rule]]) -> [Rule; N] {
    let mut out = [sections[0][0]; N];
    let (mut k, mut i) = (0, 0);
    while i < sections.len() {
        let mut j = 0;
        while j < sections[i].len() {
            out[k] = sections[i][j];
            k += 1;
            j += 1;
        }
        i += 1;
    }
    out
}

static TABLE: [Rule; count(SECTIONS)] = join(SECTIONS);

/// Every rule of the system, in the order they are tried.
pub static RULES: &[Rule] = &TABLE;
