//! The rules of the system, in the order they are tried. See `docs/bidding-system.md`.

use super::system::CallSpec::{At, Cheapest, Double, Game, Jump, Pass, Redouble};
use super::system::Cond::*;
use super::system::{
    Aim, CallSpec, Cond, Den, Force, Judgement, Pos, Prio, Rule, SuitRef, Vars, When as W,
};
use crate::card::Suit;

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

// The invitations' rule lists as macros, so that INVITES_ANY is spelled once, by `concat!`.
macro_rules! invites_suit {
    () => {
        "later.invite.major|comp.raise.minor|rebid.raise.inv|rebid.1n.inv|rebid.raise3|comp.raise.jump|rebid.own.jump|dbl.raise.jump|dbl.raise.minor.jump|adv.bal.jump"
    };
}
macro_rules! invites_nt {
    () => {
        "later.invite.nt|rebid.1n.2nt|rebid.2nt|adv.1n.2nt|adv.bal1n.2nt"
    };
}
/// Partner's invitations in a suit (a raise, a jump rebid): the rules the answers to them name.
const INVITES_SUIT: &str = invites_suit!();
/// Partner's invitations in no-trump.
const INVITES_NT: &str = invites_nt!();
/// Every invitation of partner's, in a suit or in no-trump.
const INVITES_ANY: &str = concat!(invites_suit!(), "|", invites_nt!());
/// Opener's competitive and reopening doubles for takeout: the rules the answers to them name.
const REOPENING_DOUBLES: &str = concat!(
    "rebid.comp.x|rebid.comp.x.strong|",
    "rebid.reopen.x|rebid.reopen.x.strong|rebid.reopen.x3|rebid.reopen.x3.strong"
);

/// Stayman over 1NT, 2NT and 2♣ – 2♦ – 2NT, and opener's answers that show a four-card major.
const STAYMANS: &str = "nt.stayman|nt2.stayman|2c.2n.stayman";
const STAYMAN_MAJORS: &str = "nt.stay.h|nt.stay.s|nt2.stay.h|nt2.stay.s|2c.stay.h|2c.stay.s";

/// Every ace ask by 4NT (Blackwood): the rules the answers and the asker's continuations name.
const BLACKWOODS: &str = "slam.blackwood|slam.bw.judge|slam.bw.judge.later|slam.bw.judge.rebid|nt.3maj.bw|nt.3maj.bw2|pre.blackwood|stay.bw|stay.bw.judge|2c.bw.judge";

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

/// Every rule of the system, in the order they are tried.
#[rustfmt::skip]
pub static RULES: &[Rule] = &[
    // ---------------------------------------------------------------- openings
    // 2♣: 22+ HCP, or game in hand in a major (nine playing tricks, a major as the longest suit,
    // 21 HCP or 20 with seven cards); a minor hand of 19-21 opens at one (five of a minor needs
    // eleven tricks).
    forcing(rule("open.2c", OPENING, NOV, &[Hcp(22, 40)], At(2, DC), Aim::Strong2C)),
    forcing(rule("open.2c.tricks", OPENING, MAJORS, &[Hcp(20, 21), Either(&Hcp(21, 21), &Len(V, 7, 13)), Len(V, 5, 13), Longest(V), Tricks(9)], At(2, DC), Aim::Strong2C)),
    rule("open.2nt", OPENING, NOV, &[Hcp(20, 21), Balanced], At(2, NT), Aim::Natural),
    rule("open.1nt", OPENING, NOV, &[Hcp(15, 17), Balanced], At(1, NT), Aim::Natural),
    rule("open.1major", OPENING, MAJORS, &[OpeningValues, Hcp(0, 21), Len(V, 5, 13), Longest(V)], At(1, DV), Aim::Natural),
    rule("open.1d", OPENING, NOV, &[OpeningValues, Hcp(0, 21), Len(SD, 4, 13), NotShorter(SD, SC)], At(1, DD), Aim::Natural),
    rule("open.1d.three", OPENING, NOV, &[OpeningValues, Hcp(0, 21), Len(SD, 3, 3), Len(SC, 0, 2)], At(1, DD), Aim::Natural),
    rule("open.1c", OPENING, NOV, &[OpeningValues, Hcp(0, 21)], At(1, DC), Aim::Natural),
    // Fourth seat: no preempts; a hand that fails the rule of 15 passes the deal out.
    // A four-level major in fourth seat is to make: eight playing tricks.
    rule("open.4th.4major", &[W::Pos(Pos::Opening), W::FourthSeat], MAJORS, &[Hcp(5, 11), Len(V, 7, 13), Tricks(8)], At(4, DV), Aim::Natural),
    rule("open.4th.pass", &[W::Pos(Pos::Opening), W::FourthSeat], NOV, &[], Pass, Aim::Natural),
    // Third seat (partner passed, so no game is lost by preempting): a weak two may hold a good
    // five-card major (two of the top three honours) without four cards in the other major.
    rule("open.3rd.weak2.s", &[W::Pos(Pos::Opening), W::ThirdSeat], NOV, &[Hcp(6, 10), Len(SS, 5, 5), TopThree(SS, 2), Len(SH, 0, 3)], At(2, DS), Aim::WeakTwo),
    rule("open.3rd.weak2.h", &[W::Pos(Pos::Opening), W::ThirdSeat], NOV, &[Hcp(6, 10), Len(SH, 5, 5), TopThree(SH, 2), Len(SS, 0, 3)], At(2, DH), Aim::WeakTwo),
    // A weak two denies a four-card side major (partner could not find that fit) and a void (too
    // much playing strength for a preempt that partner must judge).
    rule("open.weak2.s", OPENING, NOV, &[Hcp(5, 10), Len(SS, 6, 6), Honours(SS, 2), Len(SH, 0, 3), Not(&Void)], At(2, DS), Aim::WeakTwo),
    rule("open.weak2.h", OPENING, NOV, &[Hcp(5, 10), Len(SH, 6, 6), Honours(SH, 2), Len(SS, 0, 3), Not(&Void)], At(2, DH), Aim::WeakTwo),
    rule("open.weak2", OPENING, Vars::Suits(&[Suit::Diamonds]), &[Hcp(5, 10), Len(V, 6, 6), Honours(V, 2), Len(SH, 0, 3), Len(SS, 0, 3), Not(&Void)], At(2, DV), Aim::WeakTwo),
    // No weak 2♣ (2♣ is strong): a good six-card club suit with the values of a good weak two
    // (8-10 HCP) preempts at the three level.
    rule("open.3c.six", OPENING, NOV, &[Hcp(8, 10), Len(SC, 6, 6), TopThree(SC, 2), Len(SH, 0, 3), Len(SS, 0, 3)], At(3, DC), Aim::Preempt),
    // A seven-card major worth eight playing tricks (7-4 shape, a solid suit) preempts at game.
    rule("open.4major.tricks", OPENING, MAJORS, &[Hcp(5, 11), Len(V, 7, 7), Tricks(8)], At(4, DV), Aim::Preempt),
    rule("open.3", OPENING, ALL, &[Hcp(5, 10), Len(V, 7, 7), TopThree(V, 2)], At(3, DV), Aim::Preempt),
    // Third seat: a seven-card suit headed by the ace or king is enough.
    rule("open.3rd.3", &[W::Pos(Pos::Opening), W::ThirdSeat], ALL, &[Hcp(5, 10), Len(V, 7, 7), TopCard(V)], At(3, DV), Aim::Preempt),
    rule("open.4major", OPENING, MAJORS, &[Hcp(5, 11), Len(V, 8, 13)], At(4, DV), Aim::Preempt),
    rule("open.3minor", OPENING, MINORS, &[Hcp(5, 11), Len(V, 8, 13)], At(3, DV), Aim::Preempt),
    // Third seat, not vulnerable: 11 HCP and a good suit (two of the top three honours) open
    // light, for the lead.
    rule("open.3rd.light", &[W::Pos(Pos::Opening), W::ThirdSeat], ALL, &[NotVulnerable, Hcp(11, 11), Len(V, 4, 13), TopThree(V, 2), Longest(V)], At(1, DV), Aim::Natural),
    rule("open.pass", OPENING, NOV, &[Hcp(0, 11)], Pass, Aim::Natural),
    // ---------------------------------------------------------------- over 1NT
    forcing(rule("nt.gerber", NT_RESP, NOV, &[Hcp(17, 40), Unbalanced], At(4, DC), Aim::Gerber)),
    // 21-22 balanced: 5NT forces to six and invites seven (36-39 together).
    forcing(rule("nt.5nt", NT_RESP, NOV, &[Hcp(21, 22), Balanced], At(5, NT), Aim::SlamTry)),
    rule("nt.6nt", NT_RESP, NOV, &[Hcp(18, 20), Balanced], At(6, NT), Aim::SmallSlam),
    rule("nt.4nt", NT_RESP, NOV, &[Hcp(16, 17), Balanced], At(4, NT), Aim::Quantitative),
    // Stayman: a four-card major (five-four in the majors too, invitational or better: the
    // five-card major follows over 2♦, at the two level to invite, at the three to force).
    forcing(rule("nt.stayman", NT_RESP, NOV, &[Hcp(8, 40), Either(&Len(SS, 4, 4), &Len(SH, 4, 4)), Len(SS, 0, 5), Len(SH, 0, 5)], At(2, DC), Aim::Stayman)),
    // Booklet: 3♥/3♠ over 1NT shows a six-card suit and slam interest (forcing to game); a good
    // suit (two of the top honours) and 14-16 HCP, so 29-33 together.
    game_forcing(rule("nt.3major", NT_RESP, MAJORS, &[Hcp(14, 16), Len(V, 6, 13), Honours(V, 2), Longest(V)], At(3, DV), Aim::SlamTry)),
    forcing(rule("nt.transfer.s", NT_RESP, NOV, &[Len(SS, 5, 13), NotShorter(SS, SH)], At(2, DH), Aim::Transfer)),
    forcing(rule("nt.transfer.h", NT_RESP, NOV, &[Len(SH, 5, 13)], At(2, DD), Aim::Transfer)),
    // Game values, unbalanced with a long minor and no four-card major: Stayman first, then the
    // minor at the three level (forcing to game, looking for 3NT, five or six of the minor).
    forcing(rule("nt.stayman.minor", NT_RESP, MINORS, &[Hcp(13, 16), Unbalanced, Len(V, 5, 13), Longest(V), Len(SS, 0, 3), Len(SH, 0, 3)], At(2, DC), Aim::Stayman)),
    // A seven-card minor worth six playing tricks (ace-king) runs opposite 1NT: 3NT.
    rule("nt.3nt.long", NT_RESP, MINORS, &[Hcp(5, 9), Len(V, 7, 13), Tricks(6)], At(3, NT), Aim::ToPlay),
    // Two of the top three honours in a six-card minor: invites 3NT (booklet: 3♣/3♦ invitational).
    rule("nt.3minor", NT_RESP, MINORS, &[Hcp(5, 9), Len(V, 6, 13), Honours(V, 2), TopCard(V)], At(3, DV), Aim::Invite),
    // Weak with short clubs: Stayman, passing whatever opener answers.
    forcing(rule("nt.stayman.weak", NT_RESP, NOV, &[Hcp(0, 7), Len(SC, 0, 1), Len(SD, 4, 13), Len(SH, 3, 4), Len(SS, 3, 4)], At(2, DC), Aim::Stayman)),
    // 1NT doubled (booklet: systems on; the redouble is not defined there): a weak hand with a
    // six-card minor redoubles, opener bids 2♣, responder passes or corrects to 2♦ — one level
    // lower than the relay, which matters when they have doubled.
    forcing(rule("nt.x.escape", &[W::Pos(Pos::Response), W::Ours("1N"), W::Rho("X")], NOV, &[Hcp(0, 7), Either(&Len(SC, 6, 13), &Len(SD, 6, 13))], Redouble, Aim::EscapeRedouble)),
    forcing(rule("nt.relay", NT_RESP, NOV, &[Hcp(0, 7), Either(&Len(SC, 6, 13), &Len(SD, 6, 13))], At(2, DS), Aim::Relay)),
    // Game judgement (simulation) at the booklet's boundaries: 8-9 HCP bid 3NT at once when the
    // layouts say game pays opposite 15-17; 7 HCP invite when they do.
    rule("nt.3nt.judge", NT_RESP, NOV, &[Hcp(8, 9), Judge(Judgement::Game, NT)], At(3, NT), Aim::ToPlay),
    rule("nt.2nt", NT_RESP, NOV, &[Hcp(8, 9)], At(2, NT), Aim::Invite),
    rule("nt.2nt.judge", NT_RESP, NOV, &[Hcp(7, 7), Judge(Judgement::Game, NT)], At(2, NT), Aim::Invite),
    // 4-3-3-3 is worth a point less in no-trumps: 10 HCP only invites (8-9 still invite, as the
    // booklet has it).
    rule("nt.2nt.flat", NT_RESP, NOV, &[Hcp(10, 10), Flat], At(2, NT), Aim::Invite),
    rule("nt.3nt", NT_RESP, NOV, &[Hcp(10, 40)], At(3, NT), Aim::ToPlay),
    rule("nt.pass", NT_RESP, NOV, &[Hcp(0, 7)], Pass, Aim::ToPlay),
    rule("nt.comp.3nt", &[W::Pos(Pos::Response), W::Ours("1N"), W::OppBid], NOV, &[Hcp(10, 40), StopTheirs], Game(NT), Aim::ToPlay),
    // Over their three-level overcall a six-card major and 8+ HCP opposite 15-17 is game.
    // 8-9 HCP with a stopper: 3NT when the layouts say game pays (a five-card suit or
    // partner's maximum makes it).
    rule("nt.comp.3nt.judge", &[W::Pos(Pos::Response), W::Ours("1N"), W::OppBid], NOV, &[Hcp(8, 9), StopTheirs, Judge(Judgement::Game, NT)], Game(NT), Aim::ToPlay),
    rule("nt.comp.major.game", &[W::Pos(Pos::Response), W::Ours("1N"), W::OppBid], MAJORS, &[Hcp(8, 40), Len(V, 6, 13), Unbid(V), Longest(V), CheapestLevel(DV, 3, 3)], Game(DV), Aim::Game),
    // Game values, a five-card major and no stopper in theirs: a jump to three of the major
    // forces to game (a new suit at the three level is forcing after their overcall); opener
    // raises with three, else bids 3NT with their suit stopped (session 14).
    game_forcing(rule("nt.comp.major.force", &[W::Pos(Pos::Response), W::Ours("1N"), W::OppBid], MAJORS, &[Hcp(10, 40), Len(V, 5, 5), Unbid(V), CheapestLevel(DV, 2, 2)], Jump(DV), Aim::Natural)),
    rule("nt.comp.suit", &[W::Pos(Pos::Response), W::Ours("1N"), W::OppBid], ALL, &[Hcp(5, 40), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 2, 2)], Cheapest(DV), Aim::ToPlay),
    // Opener answers Stayman and completes transfers.
    // Stayman doubled: with no major and five good clubs opener redoubles, to play.
    answer(rule("nt.stay.xx", &[W::Ours("1N 2C"), W::PartnerRule("nt.stayman|nt.stayman.weak|nt.stayman.minor"), W::Rho("X")], NOV, &[Len(SC, 5, 13), TopThree(SC, 2), Len(SH, 0, 3), Len(SS, 0, 3)], Redouble, Aim::ToPlay)),
    answer(rule("nt.stay.h", &[W::Ours("1N 2C"), W::PartnerRule("nt.stayman|nt.stayman.weak|nt.stayman.minor")], NOV, &[Len(SH, 4, 5)], At(2, DH), Aim::StaymanAnswer)),
    answer(rule("nt.stay.s", &[W::Ours("1N 2C"), W::PartnerRule("nt.stayman|nt.stayman.weak|nt.stayman.minor")], NOV, &[Len(SS, 4, 5), Len(SH, 0, 3)], At(2, DS), Aim::StaymanAnswer)),
    answer(rule("nt.stay.none", &[W::Ours("1N 2C"), W::PartnerRule("nt.stayman|nt.stayman.weak|nt.stayman.minor")], NOV, &[Len(SH, 0, 3), Len(SS, 0, 3)], At(2, DD), Aim::StaymanDenial)),
    // A double of the transfer: opener completes it with three trumps, passes with two
    // (responder then bids the suit himself), so a 5-2 fit is not played at once.
    answer(rule("nt.transfer.x.pass.h", &[W::Ours("1N 2D"), W::PartnerRule("nt.transfer.h"), W::Rho("X")], NOV, &[Len(SH, 0, 2)], Pass, Aim::TransferDoubledPass)),
    answer(rule("nt.transfer.x.pass.s", &[W::Ours("1N 2H"), W::PartnerRule("nt.transfer.s"), W::Rho("X")], NOV, &[Len(SS, 0, 2)], Pass, Aim::TransferDoubledPass)),
    // With a maximum and four trumps opener jumps (a super-accept).
    answer(rule("nt.super.h", &[W::Ours("1N 2D"), W::PartnerRule("nt.transfer.h")], NOV, &[Hcp(17, 17), Len(SH, 4, 5)], At(3, DH), Aim::CompletesTransfer)),
    answer(rule("nt.super.s", &[W::Ours("1N 2H"), W::PartnerRule("nt.transfer.s")], NOV, &[Hcp(17, 17), Len(SS, 4, 5)], At(3, DS), Aim::CompletesTransfer)),
    answer(rule("nt.complete.h", &[W::Ours("1N 2D"), W::PartnerRule("nt.transfer.h")], NOV, &[Len(SH, 2, 13)], At(2, DH), Aim::CompletesTransfer)),
    answer(rule("nt.complete.s", &[W::Ours("1N 2H"), W::PartnerRule("nt.transfer.s")], NOV, &[Len(SS, 2, 13)], At(2, DS), Aim::CompletesTransfer)),
    // An overcall over the transfer: opener completes it at the three level with four trumps
    // (the fit is known, the law of total tricks says compete), else passes.
    answer(rule("nt.complete.h.over", &[W::Ours("1N 2D"), W::PartnerRule("nt.transfer.h"), W::Rho("2x")], NOV, &[Len(SH, 4, 5), CheapestLevel(DH, 3, 3)], Cheapest(DH), Aim::CompletesTransfer)),
    answer(rule("nt.complete.s.over", &[W::Ours("1N 2H"), W::PartnerRule("nt.transfer.s"), W::Rho("2x")], NOV, &[Len(SS, 4, 5), CheapestLevel(DS, 3, 3)], Cheapest(DS), Aim::CompletesTransfer)),
    answer(rule("nt.relay.3c", &[W::Ours("1N 2S"), W::PartnerRule("nt.relay")], NOV, &[], At(3, DC), Aim::CompletesTransfer)),
    answer(rule("nt.xx.2c", &[W::Ours("1N XX"), W::PartnerRule("nt.x.escape"), W::Rho("P")], NOV, &[], At(2, DC), Aim::CompletesTransfer)),
    rule("nt.xx.2d", &[W::Ours("1N XX 2C"), W::MyRule("nt.x.escape")], NOV, &[Len(SD, 6, 13)], At(2, DD), Aim::SignOff),
    rule("nt.xx.pass", &[W::Ours("1N XX 2C"), W::MyRule("nt.x.escape")], NOV, &[], Pass, Aim::ToPlay),
    rule("relay.3d", &[W::Ours("1N 2S 3C")], NOV, &[Len(SD, 6, 13)], At(3, DD), Aim::SignOff),
    rule("relay.pass", &[W::Ours("1N 2S 3C")], NOV, &[], Pass, Aim::ToPlay),
    rule("nt.3m.accept", &[W::Ours("1N 3m")], NOV, &[Honours(PL, 1)], Game(NT), Aim::Accept),
    rule("nt.3m.decline", &[W::Ours("1N 3m")], NOV, &[], Pass, Aim::Decline),
    rule("nt.quant.accept", &[W::Ours("1N 4N")], NOV, &[Hcp(16, 17)], At(6, NT), Aim::Accept),
    // Partner's 5NT forces to six: seven with a maximum (37+ together). After Stayman the 5NT
    // bidder's strength is not known (the system has no such auction): six.
    rule("nt.5n.7", &[W::Ours("1N 5N")], NOV, &[Hcp(17, 17)], At(7, NT), Aim::GrandSlam),
    rule("nt.5n.6", &[W::Ours("1N 5N")], NOV, &[], At(6, NT), Aim::SmallSlam),
    rule("nt.5n.6.stayman", &[W::Ours("1N 2C * 5N")], NOV, &[], At(6, NT), Aim::SmallSlam),
    rule("nt.inv.accept", &[W::Ours("1N 2N")], NOV, &[Hcp(16, 17)], Cheapest(NT), Aim::Accept),
    // A minimum accepts the invitation when the simulation says game pays.
    rule("nt.inv.judge", &[W::Ours("1N 2N")], NOV, &[Hcp(15, 15), Judge(Judgement::Game, NT)], Cheapest(NT), Aim::Accept),
    rule("nt.inv.decline", &[W::Ours("1N 2N|4N")], NOV, &[], Pass, Aim::Decline),
    rule("nt2.quant.accept", &[W::Ours("2N 4N"), W::PartnerRule("nt2.4nt")], NOV, &[Hcp(21, 21)], At(6, NT), Aim::Accept),
    rule("nt2.quant.decline", &[W::PartnerRule("nt2.4nt"), W::Rho("P")], NOV, &[], Pass, Aim::Decline),
    // Opener after the slam try: Blackwood with a maximum and a fit (three trumps, or 17 HCP and
    // an honour doubleton), game in the major with support, else 3NT.
    forcing(rule("nt.3maj.bw", &[W::Ours("1N 3M"), W::PartnerRule("nt.3major")], NOV, &[Hcp(16, 17), Len(PL, 3, 5)], At(4, NT), Aim::Blackwood)),
    forcing(rule("nt.3maj.bw2", &[W::Ours("1N 3M"), W::PartnerRule("nt.3major")], NOV, &[Hcp(17, 17), Len(PL, 2, 2), Honours(PL, 1)], At(4, NT), Aim::Blackwood)),
    rule("nt.3maj.game", &[W::Ours("1N 3M"), W::PartnerRule("nt.3major")], NOV, &[Either(&Len(PL, 3, 5), &Honours(PL, 1))], Game(DPL), Aim::SignOff),
    rule("nt.3maj.3nt", &[W::Ours("1N 3M"), W::PartnerRule("nt.3major")], NOV, &[], Game(NT), Aim::NoFit),
    rule("nt.3maj.7", &[W::Ours("1N 3M 3N"), W::MyRule("nt.3major")], NOV, &[Len(ML, 7, 13)], Game(DML), Aim::Game),
    rule("nt.3maj.pass", &[W::Ours("1N 3M 3N|4M"), W::MyRule("nt.3major")], NOV, &[], Pass, Aim::ToPlay),
    // Responder after Stayman.
    game_forcing(rule("stay.3minor", &[W::Ours("1N 2C 2D|2H|2S")], MINORS, &[Hcp(13, 16), Unbalanced, Len(V, 5, 13), Longest(V), Len(SS, 0, 3), Len(SH, 0, 3)], At(3, DV), Aim::Natural)),
    rule("stay.weak.pass", &[W::Ours("1N 2C *")], NOV, &[Hcp(0, 7)], Pass, Aim::ToPlay),
    // After a balancing 1NT (11-15) Stayman showed 11+: with 11-12 responder invites (three of
    // the major with a fit, else 2NT).
    rule("stay.bal.fit.inv", &[W::Ours("1N 2C 2H|2S"), W::MyRule("adv.bal1n.stayman")], NOV, &[Len(PL, 4, 13), Hcp(11, 12)], At(3, DPL), Aim::Invite),
    rule("stay.bal.2nt", &[W::Ours("1N 2C *"), W::MyRule("adv.bal1n.stayman")], NOV, &[Hcp(11, 12)], At(2, NT), Aim::Invite),
    // Stayman found a four-four major fit (over 1NT, 2NT or 2♣ – 2♦ – 2NT): with slam values
    // responder asks for aces rather than bidding game (booklet: "after a fit is found,
    // Blackwood"); 33+ points together at once, 30-32 when the layouts say a small slam pays.
    forcing(rule("stay.bw", &[W::MyRule(STAYMANS), W::PartnerRule(STAYMAN_MAJORS), W::NoOppBid], NOV, &[Len(PL, 4, 13), Fit(AG), CombinedMin(33), Not(&Void)], At(4, NT), Aim::Blackwood)),
    forcing(rule("stay.bw.judge", &[W::MyRule(STAYMANS), W::PartnerRule(STAYMAN_MAJORS), W::NoOppBid], NOV, &[Len(PL, 4, 13), Fit(AG), CombinedMin(30), Not(&Void), Judge(Judgement::Slam, DAG)], At(4, NT), Aim::Blackwood)),
    rule("stay.fit.game", &[W::Ours("1N 2C 2H|2S")], NOV, &[Len(PL, 4, 13), Hcp(10, 40)], Game(DPL), Aim::Game),
    rule("stay.fit.inv", &[W::Ours("1N 2C 2H|2S")], NOV, &[Len(PL, 4, 13), Hcp(8, 9)], At(3, DPL), Aim::Invite),
    forcing(rule("stay.5major.gf", &[W::Ours("1N 2C 2D")], MAJORS, &[Len(V, 5, 5), Hcp(10, 40)], At(3, DV), Aim::Natural)),
    rule("stay.5major.inv", &[W::Ours("1N 2C 2D")], MAJORS, &[Len(V, 5, 5), Hcp(8, 9)], At(2, DV), Aim::Invite),
    rule("stay.2nt.flat", &[W::Ours("1N 2C *")], NOV, &[Hcp(10, 10), Flat], At(2, NT), Aim::Invite),
    rule("stay.3nt", &[W::Ours("1N 2C *")], NOV, &[Hcp(10, 40)], Game(NT), Aim::ToPlay),
    rule("stay.2nt", &[W::Ours("1N 2C *")], NOV, &[Hcp(8, 9)], At(2, NT), Aim::Invite),
    // The balancer accepts the invitation after Stayman with 14-15.
    rule("stay.bal.accept.major", &[W::Ours("1N 2C 2H|2S 3H|3S"), W::PartnerRule("stay.bal.fit.inv")], NOV, &[Hcp(14, 40)], Game(DML), Aim::Accept),
    rule("stay.bal.accept.nt", &[W::Ours("1N 2C * 2N"), W::PartnerRule("stay.bal.2nt")], NOV, &[Hcp(14, 40)], Game(NT), Aim::Accept),
    rule("stay.bal.decline", &[W::PartnerRule("stay.bal.fit.inv|stay.bal.2nt")], NOV, &[], Pass, Aim::Decline),
    // Opener after Stayman continuations.
    // After Stayman and responder's minor (forcing to game): raise with four and a maximum, else 3NT.
    rule("stay.m.raise", &[W::Ours("1N 2C 2D|2H|2S 3m"), W::PartnerRule("stay.3minor")], NOV, &[Len(PL, 4, 5), Hcp(16, 17)], At(4, DPL), Aim::Raise),
    rule("stay.m.3nt", &[W::Ours("1N 2C 2D|2H|2S 3m"), W::PartnerRule("stay.3minor")], NOV, &[], Game(NT), Aim::NoFit),
    rule("stay.5m.fit.gf", &[W::Ours("1N 2C 2D 3M")], NOV, &[Len(PL, 3, 5)], Game(DPL), Aim::Game),
    rule("stay.5m.3nt", &[W::Ours("1N 2C 2D 3M")], NOV, &[Len(PL, 0, 2)], Game(NT), Aim::NoFit),
    rule("stay.5m.fit.max", &[W::Ours("1N 2C 2D 2M")], NOV, &[Len(PL, 3, 5), Hcp(16, 17)], Game(DPL), Aim::Accept),
    rule("stay.5m.max", &[W::Ours("1N 2C 2D 2M")], NOV, &[Len(PL, 0, 2), Hcp(16, 17)], Game(NT), Aim::Accept),
    rule("stay.5m.min", &[W::Ours("1N 2C 2D 2M")], NOV, &[], Pass, Aim::Decline),
    rule("stay.2n.4s.max", &[W::Ours("1N 2C 2H 2N")], NOV, &[Len(SS, 4, 5), Hcp(16, 17)], At(4, DS), Aim::Accept),
    rule("stay.2n.4s.min", &[W::Ours("1N 2C 2H 2N")], NOV, &[Len(SS, 4, 5)], At(3, DS), Aim::Decline),
    rule("stay.2n.max", &[W::Ours("1N 2C * 2N")], NOV, &[Hcp(16, 17)], Game(NT), Aim::Accept),
    rule("stay.2n.min", &[W::Ours("1N 2C * 2N")], NOV, &[], Pass, Aim::Decline),
    rule("stay.3n.4s", &[W::Ours("1N 2C 2H 3N")], NOV, &[Len(SS, 4, 5)], At(4, DS), Aim::Game),
    rule("stay.3m.accept", &[W::Ours("1N 2C 2H|2S 3H|3S")], NOV, &[Hcp(16, 17)], Game(DML), Aim::Accept),
    rule("stay.3m.decline", &[W::Ours("1N 2C 2H|2S 3H|3S")], NOV, &[], Pass, Aim::Decline),
    // Opener passed the doubled transfer (two trumps): responder bids his suit himself when
    // weak, invites with 2NT or bids 3NT with the values (a six-card suit: three or four).
    rule("tr.x.own.h", &[W::Ours("1N 2D"), W::MyRule("nt.transfer.h"), W::Rho("P")], NOV, &[Len(SH, 5, 13), Hcp(0, 7)], Cheapest(DH), Aim::ToPlay),
    rule("tr.x.own.s", &[W::Ours("1N 2H"), W::MyRule("nt.transfer.s"), W::Rho("P")], NOV, &[Len(SS, 5, 13), Hcp(0, 7)], Cheapest(DS), Aim::ToPlay),
    rule("tr.x.six.game", &[W::Ours("1N 2D|2H"), W::MyRule("nt.transfer.h|nt.transfer.s"), W::Rho("P")], MAJORS, &[Len(V, 6, 13), Unbid(V), Hcp(10, 15)], Game(DV), Aim::Game),
    rule("tr.x.six.invite", &[W::Ours("1N 2D|2H"), W::MyRule("nt.transfer.h|nt.transfer.s"), W::Rho("P")], MAJORS, &[Len(V, 6, 13), Unbid(V), Hcp(8, 9)], At(3, DV), Aim::Invite),
    rule("tr.x.2nt", &[W::Ours("1N 2D|2H"), W::MyRule("nt.transfer.h|nt.transfer.s"), W::Rho("P")], NOV, &[Hcp(8, 9)], At(2, NT), Aim::Invite),
    rule("tr.x.2nt.accept", &[W::Ours("1N 2D|2H 2N"), W::PartnerRule("tr.x.2nt")], NOV, &[Hcp(16, 17)], Cheapest(NT), Aim::Accept),
    rule("tr.x.3nt", &[W::Ours("1N 2D|2H"), W::MyRule("nt.transfer.h|nt.transfer.s"), W::Rho("P")], NOV, &[Hcp(10, 15)], At(3, NT), Aim::ToPlay),
    // Responder after a completed transfer.
    rule("tr.super.game", &[W::Ours("1N 2D|2H 3H|3S")], NOV, &[Hcp(5, 15)], Game(DPL), Aim::Game),
    rule("tr.game6", &[W::Ours("1N 2D|2H 2H|2S")], NOV, &[Len(PL, 6, 13), Tp(10, 15)], Game(DPL), Aim::Game),
    // Five-five in the majors with game values: transfer to spades, then 3♥ (forcing to game).
    game_forcing(rule("tr.hearts", &[W::Ours("1N 2H 2S"), W::PartnerRule("nt.complete.s")], NOV, &[Hcp(10, 40), Len(SH, 5, 13)], At(3, DH), Aim::Natural)),
    game_forcing(rule("tr.newsuit", &[W::Ours("1N 2D|2H 2H|2S")], MINORS, &[Hcp(10, 40), Len(V, 5, 13)], At(3, DV), Aim::Natural)),
    rule("tr.3nt", &[W::Ours("1N 2D|2H 2H|2S")], NOV, &[Len(PL, 5, 5), Hcp(10, 15)], Game(NT), Aim::ChoiceOfGames),
    rule("tr.inv6", &[W::Ours("1N 2D|2H 2H|2S")], NOV, &[Len(PL, 6, 13), Tp(8, 9)], At(3, DPL), Aim::Invite),
    rule("tr.inv5", &[W::Ours("1N 2D|2H 2H|2S")], NOV, &[Len(PL, 5, 5), Hcp(8, 9)], At(2, NT), Aim::Invite),
    rule("tr.pass", &[W::Ours("1N 2D|2H 2H|2S"), W::MyRule("nt.transfer.h|nt.transfer.s|adv.1n.transfer.h|adv.1n.transfer.s")], NOV, &[Hcp(0, 7)], Pass, Aim::ToPlay),
    // Opener after the transfer follow-ups.
    rule("tr.2n.fit.max", &[W::Ours("1N 2D|2H 2H|2S 2N"), W::Rho("P")], NOV, &[Len(ML, 3, 5), Hcp(16, 17)], Game(DML), Aim::Accept),
    rule("tr.2n.fit.min", &[W::Ours("1N 2D|2H 2H|2S 2N"), W::Rho("P")], NOV, &[Len(ML, 3, 5)], At(3, DML), Aim::Decline),
    rule("tr.2n.max", &[W::Ours("1N 2D|2H 2H|2S 2N"), W::Rho("P")], NOV, &[Hcp(16, 17), Len(ML, 2, 2)], Game(NT), Aim::Accept),
    rule("tr.2n.min", &[W::Ours("1N 2D|2H 2H|2S 2N"), W::Rho("P")], NOV, &[Len(ML, 2, 2)], Pass, Aim::Decline),
    rule("tr.new.fit", &[W::PartnerRule("tr.newsuit|tr.hearts")], NOV, &[Len(ML, 3, 5)], Game(DML), Aim::Game),
    rule("tr.hearts.fit", &[W::PartnerRule("tr.hearts")], NOV, &[Len(SH, 3, 5)], Game(DH), Aim::Game),
    rule("tr.new.3nt", &[W::PartnerRule("tr.newsuit|tr.hearts")], NOV, &[], Game(NT), Aim::Game),
    rule("tr.3n.fit", &[W::Ours("1N 2D|2H 2H|2S 3N")], NOV, &[Len(ML, 3, 5)], Game(DML), Aim::Game),
    rule("tr.3m.accept", &[W::Ours("1N 2D|2H 2H|2S 3H|3S")], NOV, &[Hcp(16, 17)], Game(DML), Aim::Accept),
    // ---------------------------------------------------------------- over 2NT
    forcing(rule("nt2.gerber", NT2_RESP, NOV, &[Hcp(13, 40), Unbalanced], At(4, DC), Aim::Gerber)),
    rule("nt2.6nt", NT2_RESP, NOV, &[Hcp(12, 15), Balanced], At(6, NT), Aim::SmallSlam),
    // 11 balanced (31-32 together): 4NT invites 6NT, as over 1NT one level higher; opener
    // bids 6NT with 21, passes with 20.
    rule("nt2.4nt", NT2_RESP, NOV, &[Hcp(11, 11), Balanced], At(4, NT), Aim::Quantitative),
    // Stayman with a four-card major (five-four in the majors too: after 3♦ the five-card
    // major follows at the three level).
    forcing(rule("nt2.stayman", NT2_RESP, NOV, &[Hcp(4, 40), Either(&Len(SS, 4, 4), &Len(SH, 4, 4)), Len(SS, 0, 5), Len(SH, 0, 5)], At(3, DC), Aim::Stayman)),
    forcing(rule("nt2.transfer.s", NT2_RESP, NOV, &[Len(SS, 5, 13), NotShorter(SS, SH)], At(3, DH), Aim::Transfer)),
    forcing(rule("nt2.transfer.h", NT2_RESP, NOV, &[Len(SH, 5, 13)], At(3, DD), Aim::Transfer)),
    rule("nt2.3nt", NT2_RESP, NOV, &[Hcp(4, 40)], At(3, NT), Aim::ToPlay),
    rule("nt2.pass", NT2_RESP, NOV, &[Hcp(0, 3)], Pass, Aim::ToPlay),
    answer(rule("nt2.stay.h", &[W::Ours("2N 3C"), W::PartnerRule("nt2.stayman")], NOV, &[Len(SH, 4, 5)], At(3, DH), Aim::StaymanAnswer)),
    answer(rule("nt2.stay.s", &[W::Ours("2N 3C"), W::PartnerRule("nt2.stayman")], NOV, &[Len(SS, 4, 5), Len(SH, 0, 3)], At(3, DS), Aim::StaymanAnswer)),
    answer(rule("nt2.stay.none", &[W::Ours("2N 3C"), W::PartnerRule("nt2.stayman")], NOV, &[Len(SH, 0, 3), Len(SS, 0, 3)], At(3, DD), Aim::StaymanDenial)),
    answer(rule("nt2.complete.h", &[W::Ours("2N 3D"), W::PartnerRule("nt2.transfer.h")], NOV, &[Len(SH, 2, 13)], At(3, DH), Aim::CompletesTransfer)),
    answer(rule("nt2.complete.s", &[W::Ours("2N 3H"), W::PartnerRule("nt2.transfer.s")], NOV, &[Len(SS, 2, 13)], At(3, DS), Aim::CompletesTransfer)),
    rule("nt2.stay.fit", &[W::Ours("2N 3C 3H|3S")], NOV, &[Len(PL, 4, 13)], Game(DPL), Aim::Game),
    game_forcing(rule("nt2.stay.5major", &[W::Ours("2N 3C 3D")], MAJORS, &[Len(V, 5, 5)], At(3, DV), Aim::Natural)),
    rule("nt2.stay.5m.fit", &[W::Ours("2N 3C 3D 3M"), W::PartnerRule("nt2.stay.5major")], NOV, &[Len(PL, 3, 5)], Game(DPL), Aim::Game),
    rule("nt2.stay.5m.3nt", &[W::Ours("2N 3C 3D 3M"), W::PartnerRule("nt2.stay.5major")], NOV, &[], Game(NT), Aim::NoFit),
    rule("nt2.stay.3nt", &[W::Ours("2N 3C *")], NOV, &[], Game(NT), Aim::ToPlay),
    rule("nt2.tr.game6", &[W::Ours("2N 3D|3H 3H|3S")], NOV, &[Len(PL, 6, 13), Hcp(4, 40)], Game(DPL), Aim::Game),
    rule("nt2.tr.3nt", &[W::Ours("2N 3D|3H 3H|3S")], NOV, &[Hcp(4, 40)], Game(NT), Aim::ChoiceOfGames),
    rule("nt2.tr.pass", &[W::Ours("2N 3D|3H 3H|3S")], NOV, &[], Pass, Aim::ToPlay),
    rule("nt2.3n.fit", &[W::Ours("2N 3D|3H 3H|3S 3N")], NOV, &[Len(ML, 3, 5)], Game(DML), Aim::Game),
    rule("nt2.3n.4s", &[W::Ours("2N 3C 3H 3N")], NOV, &[Len(SS, 4, 5)], At(4, DS), Aim::Game),
    // ---------------------------------------------------------------- strong 2♣
    // ---------------------------------------------------------------- weak two: the 2NT feature ask
    answer(rule("w2.min", &[W::Ours("2x 2N"), W::MyRule("open.weak2|open.weak2.s|open.weak2.h|open.3rd.weak2.s|open.3rd.weak2.h|ovc.weak|ovc.weak.2")], NOV, &[Hcp(0, 8)], Cheapest(DO), Aim::RebidsSuit)),
    answer(rule("w2.feature", &[W::Ours("2x 2N"), W::MyRule("open.weak2|open.weak2.s|open.weak2.h|open.3rd.weak2.s|open.3rd.weak2.h|ovc.weak|ovc.weak.2")], ALL, &[Hcp(9, 11), Differs(V, O), TopCard(V), CheapestLevel(DV, 3, 3)], Cheapest(DV), Aim::Feature)),
    answer(rule("w2.own", &[W::Ours("2x 2N"), W::MyRule("open.weak2|open.weak2.s|open.weak2.h|open.3rd.weak2.s|open.3rd.weak2.h|ovc.weak|ovc.weak.2")], NOV, &[Hcp(9, 11)], Cheapest(DO), Aim::RebidsSuit)),
    rule("w2.r.min.game", &[W::Ours("2x 2N 3="), W::PartnerRule("w2.min|w2.own")], NOV, &[Major(O), Len(O, 2, 13), Hcp(18, 40)], Game(DO), Aim::Game),
    rule("w2.r.min.3nt", &[W::Ours("2x 2N 3="), W::PartnerRule("w2.min|w2.own")], NOV, &[Hcp(18, 40), StopTheirs], Game(NT), Aim::Game),
    rule("w2.r.min.pass", &[W::Ours("2x 2N 3="), W::PartnerRule("w2.min|w2.own")], NOV, &[], Pass, Aim::Decline),
    rule("w2.r.game", &[W::Ours("2x 2N *"), W::PartnerRule("w2.min|w2.feature|w2.own")], NOV, &[Major(O), Len(O, 2, 13)], Game(DO), Aim::Game),
    rule("w2.r.3nt", &[W::Ours("2x 2N *"), W::PartnerRule("w2.min|w2.feature|w2.own")], NOV, &[], Game(NT), Aim::Game),
    // Opener after partner's new suit over the preempt (forcing one round): raise with three
    // cards or an honour doubleton, else a new four-card suit, else no-trumps with a maximum (weak two),
    // else the own suit again.
    rule("pre.nf.raise", &[W::MyRule("open.weak2|open.weak2.s|open.weak2.h|open.3rd.weak2.s|open.3rd.weak2.h|open.3|open.3c.six|open.3minor|open.4major.tricks"), W::PartnerRule("w2.new|pre.new3"), W::Rho("P")], NOV, &[Len(PL, 2, 13), Either(&Len(PL, 3, 13), &TopThree(PL, 1))], Cheapest(DPL), Aim::Raise),
    rule("pre.nf.new", &[W::MyRule("open.weak2|open.weak2.s|open.weak2.h|open.3rd.weak2.s|open.3rd.weak2.h|open.3|open.3c.six|open.3minor|open.4major.tricks"), W::PartnerRule("w2.new|pre.new3"), W::Rho("P")], UP, &[Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 3, 3)], Cheapest(DV), Aim::Natural),
    rule("pre.nf.nt", &[W::MyRule("open.weak2|open.weak2.s|open.weak2.h|open.3rd.weak2.s|open.3rd.weak2.h|open.3|open.3c.six|open.3minor|open.4major.tricks"), W::PartnerRule("w2.new"), W::Rho("P")], NOV, &[Hcp(9, 11), CheapestLevel(NT, 2, 3)], Cheapest(NT), Aim::Natural),
    rule("pre.nf.own", &[W::MyRule("open.weak2|open.weak2.s|open.weak2.h|open.3rd.weak2.s|open.3rd.weak2.h|open.3|open.3c.six|open.3minor|open.4major.tricks"), W::PartnerRule("w2.new|pre.new3"), W::Rho("P")], NOV, &[], Cheapest(DO), Aim::RebidsSuit),
    // ---------------------------------------------------------------- Gerber over 1NT and 2NT
    answer(rule("gerber.0", &[W::PartnerRule("nt.gerber|nt2.gerber")], NOV, &[Aces(&[0, 4])], At(4, DD), Aim::AceAnswer)),
    answer(rule("gerber.1", &[W::PartnerRule("nt.gerber|nt2.gerber")], NOV, &[Aces(&[1])], At(4, DH), Aim::AceAnswer)),
    answer(rule("gerber.2", &[W::PartnerRule("nt.gerber|nt2.gerber")], NOV, &[Aces(&[2])], At(4, DS), Aim::AceAnswer)),
    answer(rule("gerber.3", &[W::PartnerRule("nt.gerber|nt2.gerber")], NOV, &[Aces(&[3])], At(4, NT), Aim::AceAnswer)),
    forcing(rule("gerber.kings", &[W::MyRule("nt.gerber|nt2.gerber")], NOV, &[AcesTotal(4, 4), CombinedMin(33), Len(SS, 0, 5), Len(SH, 0, 5)], At(5, DC), Aim::KingAsk)),
    answer(rule("gerber.k0", &[W::PartnerRule("gerber.kings")], NOV, &[Kings(&[0, 4])], At(5, DD), Aim::KingAnswer)),
    answer(rule("gerber.k1", &[W::PartnerRule("gerber.kings")], NOV, &[Kings(&[1])], At(5, DH), Aim::KingAnswer)),
    answer(rule("gerber.k2", &[W::PartnerRule("gerber.kings")], NOV, &[Kings(&[2])], At(5, DS), Aim::KingAnswer)),
    answer(rule("gerber.k3", &[W::PartnerRule("gerber.kings")], NOV, &[Kings(&[3])], At(5, NT), Aim::KingAnswer)),
    rule("gerber.grand", &[W::MyRule("gerber.kings")], NOV, &[KingsTotal(4, 4), CombinedMin(37)], At(7, NT), Aim::GrandSlam),
    rule("gerber.k.small", &[W::MyRule("gerber.kings")], NOV, &[], At(6, NT), Aim::SmallSlam),
    rule("gerber.slam.major", &[W::MyRule("nt.gerber|nt2.gerber")], MAJORS, &[AcesTotal(3, 4), Len(V, 6, 13)], At(6, DV), Aim::SmallSlam),
    rule("gerber.slam", &[W::MyRule("nt.gerber|nt2.gerber")], NOV, &[AcesTotal(3, 4)], At(6, NT), Aim::SmallSlam),
    rule("gerber.signoff.major", &[W::MyRule("nt.gerber|nt2.gerber")], MAJORS, &[Len(V, 6, 13), CheapestLevel(DV, 4, 5)], Cheapest(DV), Aim::SignOff),
    rule("gerber.signoff", &[W::MyRule("nt.gerber|nt2.gerber")], NOV, &[], Cheapest(NT), Aim::SignOff),
    game_forcing(rule("2c.pos.major", &[W::Pos(Pos::Response), W::Ours("2C"), W::NoOppBid], MAJORS, &[Hcp(8, 40), Len(V, 5, 13), Honours(V, 2), TopCard(V)], At(2, DV), Aim::Natural)),
    game_forcing(rule("2c.pos.minor", &[W::Pos(Pos::Response), W::Ours("2C"), W::NoOppBid], MINORS, &[Hcp(8, 40), Len(V, 5, 13), Honours(V, 2), TopCard(V)], At(3, DV), Aim::Natural)),
    game_forcing(rule("2c.pos.nt", &[W::Pos(Pos::Response), W::Ours("2C"), W::NoOppBid], NOV, &[Hcp(8, 40), Balanced], At(2, NT), Aim::Natural)),
    forcing(rule("2c.wait", &[W::Pos(Pos::Response), W::Ours("2C")], NOV, &[], Cheapest(DD), Aim::Waiting)),
    rule("2c.2nt", &[W::Ours("2C 2D")], NOV, &[Hcp(22, 24), Balanced], At(2, NT), Aim::Natural),
    rule("2c.3nt", &[W::Ours("2C 2D")], NOV, &[Hcp(25, 27), Balanced], At(3, NT), Aim::Natural),
    game_forcing(rule("2c.suit", &[W::Ours("2C 2D")], ALL, &[Longest(V)], Cheapest(DV), Aim::Natural)),
    // Opener after a positive response: raise with three trumps, else the longest suit or no-trumps.
    rule("2c.p.raise", &[W::Ours("2C 2H|2S|3C|3D"), W::PartnerRule("2c.pos.major|2c.pos.minor")], NOV, &[Len(PL, 3, 13), Not(&CombinedMin(33))], Cheapest(DPL), Aim::Raise),
    rule("2c.p.nt", &[W::Ours("2C 2H|2S|3C|3D|2N"), W::PartnerRule("2c.pos.major|2c.pos.minor|2c.pos.nt")], NOV, &[Balanced, Hcp(22, 27), Not(&CombinedMin(33))], Game(NT), Aim::Natural),
    // With a void Blackwood cannot count the aces that matter: the suit first.
    rule("2c.p.suit", &[W::Ours("2C 2H|2S|3C|3D|2N"), W::PartnerRule("2c.pos.major|2c.pos.minor|2c.pos.nt")], ALL, &[Len(V, 5, 13), Longest(V), Either(&Not(&CombinedMin(33)), &Void)], Cheapest(DV), Aim::Natural),
    // After 2♣-2♦-2NT the responses to a 2NT opening apply: Stayman and Jacoby transfers.
    // Balanced slam values opposite 22-24 (as over a 2NT opening, one step stronger): 7NT
    // with 15+ (37+ together), 6NT with 10-14 (32+), 4NT quantitative with 8-9 (30-33:
    // opener bids 6NT with 23-24, passes with 22).
    rule("2c.2n.7nt", &[W::Ours("2C 2D 2N"), W::NoOppBid], NOV, &[Hcp(15, 40), Balanced], At(7, NT), Aim::GrandSlam),
    rule("2c.2n.6nt", &[W::Ours("2C 2D 2N"), W::NoOppBid], NOV, &[Hcp(10, 14), Balanced], At(6, NT), Aim::SmallSlam),
    rule("2c.2n.4nt", &[W::Ours("2C 2D 2N"), W::NoOppBid], NOV, &[Hcp(8, 9), Balanced], At(4, NT), Aim::Quantitative),
    rule("2c.2n.quant.accept", &[W::Ours("2C 2D 2N 4N"), W::PartnerRule("2c.2n.4nt")], NOV, &[Hcp(23, 40)], At(6, NT), Aim::Accept),
    rule("2c.2n.quant.decline", &[W::Ours("2C 2D 2N 4N"), W::PartnerRule("2c.2n.4nt"), W::Rho("P")], NOV, &[], Pass, Aim::Decline),
    forcing(rule("2c.2n.stayman", &[W::Ours("2C 2D 2N")], NOV, &[Hcp(3, 40), Either(&Len(SS, 4, 4), &Len(SH, 4, 4)), Len(SS, 0, 5), Len(SH, 0, 5)], At(3, DC), Aim::Stayman)),
    forcing(rule("2c.2n.transfer.s", &[W::Ours("2C 2D 2N")], NOV, &[Len(SS, 5, 13), NotShorter(SS, SH)], At(3, DH), Aim::Transfer)),
    forcing(rule("2c.2n.transfer.h", &[W::Ours("2C 2D 2N")], NOV, &[Len(SH, 5, 13)], At(3, DD), Aim::Transfer)),
    answer(rule("2c.stay.h", &[W::Ours("2C 2D 2N 3C"), W::PartnerRule("2c.2n.stayman")], NOV, &[Len(SH, 4, 5)], At(3, DH), Aim::StaymanAnswer)),
    answer(rule("2c.stay.s", &[W::Ours("2C 2D 2N 3C"), W::PartnerRule("2c.2n.stayman")], NOV, &[Len(SS, 4, 5), Len(SH, 0, 3)], At(3, DS), Aim::StaymanAnswer)),
    answer(rule("2c.stay.none", &[W::Ours("2C 2D 2N 3C"), W::PartnerRule("2c.2n.stayman")], NOV, &[Len(SH, 0, 3), Len(SS, 0, 3)], At(3, DD), Aim::StaymanDenial)),
    answer(rule("2c.complete.h", &[W::Ours("2C 2D 2N 3D"), W::PartnerRule("2c.2n.transfer.h")], NOV, &[], At(3, DH), Aim::CompletesTransfer)),
    answer(rule("2c.complete.s", &[W::Ours("2C 2D 2N 3H"), W::PartnerRule("2c.2n.transfer.s")], NOV, &[], At(3, DS), Aim::CompletesTransfer)),
    rule("2c.stay.fit", &[W::Ours("2C 2D 2N 3C 3H|3S")], NOV, &[Len(PL, 4, 13)], Game(DPL), Aim::Game),
    rule("2c.stay.3nt", &[W::Ours("2C 2D 2N 3C *")], NOV, &[], Game(NT), Aim::ToPlay),
    rule("2c.tr.pass", &[W::Ours("2C 2D 2N 3D|3H 3H|3S")], NOV, &[Hcp(0, 2)], Pass, Aim::ToPlay),
    rule("2c.tr.game6", &[W::Ours("2C 2D 2N 3D|3H 3H|3S")], NOV, &[Len(PL, 6, 13)], Game(DPL), Aim::Game),
    rule("2c.tr.3nt", &[W::Ours("2C 2D 2N 3D|3H 3H|3S")], NOV, &[], Game(NT), Aim::ChoiceOfGames),
    rule("2c.tr.3n.fit", &[W::Ours("2C 2D 2N 3D|3H 3H|3S 3N")], NOV, &[Len(ML, 3, 5)], Game(DML), Aim::Game),
    rule("2c.2n.3nt", &[W::Ours("2C 2D 2N")], NOV, &[Hcp(3, 40)], Game(NT), Aim::Game),
    // After 2♣-2♦-3NT (25-27) a six-card major transfers at the four level (4♦ hearts, 4♥ spades).
    // Balanced slam values opposite 25-27: 7NT with 12+ (37+ together), 6NT with 7-11 (32+),
    // 4NT quantitative with 5-6 (30-33: opener bids 6NT with 26-27, passes with 25).
    rule("2c.3n.7nt", &[W::Ours("2C 2D 3N"), W::NoOppBid], NOV, &[Hcp(12, 40), Balanced], At(7, NT), Aim::GrandSlam),
    rule("2c.3n.6nt", &[W::Ours("2C 2D 3N"), W::NoOppBid], NOV, &[Hcp(7, 11), Balanced], At(6, NT), Aim::SmallSlam),
    rule("2c.3n.4nt", &[W::Ours("2C 2D 3N"), W::NoOppBid], NOV, &[Hcp(5, 6), Balanced], At(4, NT), Aim::Quantitative),
    rule("2c.3n.quant.accept", &[W::Ours("2C 2D 3N 4N"), W::PartnerRule("2c.3n.4nt")], NOV, &[Hcp(26, 40)], At(6, NT), Aim::Accept),
    rule("2c.3n.quant.decline", &[W::Ours("2C 2D 3N 4N"), W::PartnerRule("2c.3n.4nt"), W::Rho("P")], NOV, &[], Pass, Aim::Decline),
    forcing(rule("2c.3n.transfer.s", &[W::Ours("2C 2D 3N")], NOV, &[Len(SS, 6, 13), NotShorter(SS, SH)], At(4, DH), Aim::Transfer)),
    forcing(rule("2c.3n.transfer.h", &[W::Ours("2C 2D 3N")], NOV, &[Len(SH, 6, 13)], At(4, DD), Aim::Transfer)),
    answer(rule("2c.3n.complete.h", &[W::Ours("2C 2D 3N 4D"), W::PartnerRule("2c.3n.transfer.h")], NOV, &[], At(4, DH), Aim::CompletesTransfer)),
    answer(rule("2c.3n.complete.s", &[W::Ours("2C 2D 3N 4H"), W::PartnerRule("2c.3n.transfer.s")], NOV, &[], At(4, DS), Aim::CompletesTransfer)),
    rule("2c.3n.tr.pass", &[W::Ours("2C 2D 3N 4D|4H 4H|4S"), W::MyRule("2c.3n.transfer.h|2c.3n.transfer.s")], NOV, &[Hcp(0, 7)], Pass, Aim::ToPlay),
    rule("2c.2n.pass", &[W::Ours("2C 2D 2N")], NOV, &[], Pass, Aim::ToPlay),
    // Fast arrival: four trumps without an ace or a king jump to game (the raise to three is
    // stronger).
    rule("2c.raise.fast", &[W::Ours("2C 2D 2M")], NOV, &[Len(PL, 4, 13), Aces(&[0]), Kings(&[0])], Game(DPL), Aim::Game),
    forcing(rule("2c.raise", &[W::Ours("2C 2D 2x|3x")], NOV, &[Len(PL, 3, 13)], Cheapest(DPL), Aim::Raise)),
    forcing(rule("2c.nt", &[W::Ours("2C 2D 2x|3x")], NOV, &[], Cheapest(NT), Aim::NoFit)),
    // ---------------------------------------------------------------- over one of a suit
    rule("resp.x.game", &[W::Pos(Pos::Response), W::Ours("1x"), W::Rho("X")], NOV, &[Major(O), Len(O, 5, 13), Hcp(0, 9), Unbalanced], Game(DO), Aim::PreemptiveRaise),
    forcing(rule("resp.x.jordan", &[W::Pos(Pos::Response), W::Ours("1x"), W::Rho("X")], NOV, &[Major(O), Len(O, 4, 13), Sp(O, 10, 40)], At(2, NT), Aim::Jordan2NT)),
    rule("resp.x.jump", &[W::Pos(Pos::Response), W::Ours("1x"), W::Rho("X")], NOV, &[Len(O, 4, 13), Hcp(5, 9)], Jump(DO), Aim::PreemptiveRaise),
    rule("resp.1nt.x", &[W::Pos(Pos::Response), W::Ours("1x"), W::OppLast("1N")], NOV, &[Hcp(10, 40)], Double, Aim::Penalty),
    rule("resp.xx", &[W::Pos(Pos::Response), W::Ours("1x"), W::Rho("X")], NOV, &[Hcp(10, 40)], Redouble, Aim::StrengthRedouble),
    rule("resp.major.game", RESP, NOV, &[Major(O), Len(O, 5, 13), Hcp(0, 9), Unbalanced], Game(DO), Aim::PreemptiveRaise),
    // Jacoby 2NT: 13+ points counting shortness (11+ HCP), four trumps.
    game_forcing(rule("resp.jacoby", RESP, NOV, &[Major(O), Len(O, 4, 13), Hcp(11, 40), Sp(O, 13, 40)], At(2, NT), Aim::Jacoby2NT)),
    rule("resp.major.limit", RESP, NOV, &[Major(O), Len(O, 3, 13), Sp(O, 10, 12), Hcp(9, 12)], At(3, DO), Aim::LimitRaise),
    rule("resp.major.single", RESP, NOV, &[Major(O), Len(O, 3, 13), Sp(O, 6, 10)], At(2, DO), Aim::Raise),
    // Over a minor, a jump shift also shows a strong suit (three top honours) with four-card
    // support: 15+ HCP and 19+ points counting shortness.
    game_forcing(rule("resp.jumpshift.fit", RESP, ALL, &[Minor(O), Hcp(15, 40), Len(V, 5, 13), Honours(V, 3), Unbid(V), Longest(V), Len(O, 4, 13), Sp(O, 19, 40)], Jump(DV), Aim::JumpShift)),
    game_forcing(rule("resp.jumpshift", RESP, ALL, &[Hcp(19, 40), Len(V, 5, 13), Unbid(V), Longest(V)], Jump(DV), Aim::JumpShift)),
    // Over a minor, 2NT (13-15) and 3NT (16-17) describe a balanced hand with no four-card
    // major at once, before a four-card minor is shown at the one level.
    game_forcing(rule("resp.2nt", RESP, NOV, &[Minor(O), Hcp(13, 15), Balanced, Not(&UnbidMajor4), StopUnbid], At(2, NT), Aim::Natural)),
    rule("resp.3nt", RESP, NOV, &[Minor(O), Hcp(16, 17), Balanced, Not(&UnbidMajor4)], At(3, NT), Aim::Natural),
    // Over a major, 3NT: 15-17 balanced with two cards in opener's major and no four-card
    // major to show.
    rule("resp.3nt.major", RESP, NOV, &[Major(O), Hcp(15, 17), Balanced, Len(O, 2, 2), Not(&UnbidMajor4)], At(3, NT), Aim::Natural),
    forcing(rule("resp.1new", RESP, UP, &[Hcp(6, 40), Len(V, 4, 13), BestNew(V)], At(1, DV), Aim::Natural)),
    // Over 1♦ with four clubs and a four-card major (not longer clubs) the major is shown at the
    // one level, hearts first with both.
    forcing(rule("resp.1major.up", &[W::Pos(Pos::Response), W::Ours("1D"), W::NoOppBid], Vars::Suits(&[Suit::Hearts, Suit::Spades]), &[Hcp(6, 40), Len(V, 4, 13), NotShorter(V, SC)], At(1, DV), Aim::Natural)),
    rule("resp.minor.limit", RESP, NOV, &[Minor(O), Len(O, 4, 13), Hcp(10, 12), Not(&UnbidMajor4)], At(3, DO), Aim::LimitRaise),
    // Over 1♥ a four-card spade suit comes before a four-card minor at the two level.
    forcing(rule("resp.1s.first", &[W::Pos(Pos::Response), W::Ours("1H"), W::NoOppBid], NOV, &[Hcp(6, 40), Len(SS, 4, 13), Len(SD, 0, 4), Len(SC, 0, 4)], At(1, DS), Aim::Natural)),
    forcing(rule("resp.2h", RESP, NOV, &[Hcp(10, 40), Len(SH, 5, 13), Differs(SH, O), CheapestLevel(DH, 2, 2)], Cheapest(DH), Aim::Natural)),
    forcing(rule("resp.2d", RESP, NOV, &[Hcp(10, 40), Len(SD, 4, 13), NotShorter(SD, SC), Differs(SD, O), CheapestLevel(DD, 2, 2)], Cheapest(DD), Aim::Natural)),
    forcing(rule("resp.2c", RESP, NOV, &[Hcp(10, 40), Len(SC, 3, 13), Differs(SC, O), CheapestLevel(DC, 2, 2)], Cheapest(DC), Aim::Natural)),
    forcing(rule("resp.1major", RESP, MAJORS, &[Hcp(6, 40), Len(V, 4, 13), Unbid(V)], At(1, DV), Aim::Natural)),
    // Game values over a minor with no four-card major and no new suit to show (long support
    // for opener's minor, perhaps unbalanced): 2NT, forcing to game, never a pass.
    game_forcing(rule("resp.2nt.gf", RESP, NOV, &[Minor(O), Hcp(13, 18), Not(&UnbidMajor4)], At(2, NT), Aim::Natural)),
    rule("resp.minor.raise", &[W::Pos(Pos::Response), W::Ours("1D"), W::NoOppBid], NOV, &[Len(SD, 4, 13), Hcp(6, 10)], At(2, DD), Aim::Raise),
    rule("resp.minor.raise.c", &[W::Pos(Pos::Response), W::Ours("1C"), W::NoOppBid], NOV, &[Len(SC, 5, 13), Hcp(6, 10)], At(2, DC), Aim::Raise),
    // Game values with a long fit for the minor and no four-card suit to bid (no inverted minors
    // in SAYC): 2NT, forcing to game, rather than a pass.
    game_forcing(rule("resp.minor.gf", RESP, NOV, &[Minor(O), Hcp(13, 40), Len(O, 4, 13), Not(&UnbidMajor4)], At(2, NT), Aim::Natural)),
    rule("resp.1nt", RESP, NOV, &[Hcp(6, 10)], At(1, NT), Aim::NoFit),
    rule("resp.pass", RESP, NOV, &[Hcp(0, 5)], Pass, Aim::NothingToSay),
    // Over a weak two or a preempt.
    // Slam over a major preempt: a fit with a top trump, 16+ HCP and two aces ask for aces.
    forcing(rule("pre.blackwood", &[W::Pos(Pos::Response), W::Ours("3M"), W::NoOppBid], NOV, &[Hcp(16, 40), Len(O, 3, 13), TopCard(O), Aces(&[2, 3]), Not(&Void)], At(4, NT), Aim::Blackwood)),
    // Three aces opposite a major preempt make game even without a fit.
    rule("pre.aces.game", &[W::Pos(Pos::Response), W::Ours("3M"), W::NoOppBid], NOV, &[Hcp(13, 40), Aces(&[3, 4])], Game(DO), Aim::Game),
    rule("resp.pre.game", &[W::Pos(Pos::Response), W::Ours("2x|3x|4x")], NOV, &[Major(O), Len(O, 3, 13), Sp(O, 15, 40)], Game(DO), Aim::Game),
    // 18+ and no fit: ask first (a new suit would show 15-17).
    forcing(rule("w2.ask.strong", &[W::Pos(Pos::Response), W::Ours("2x"), W::NoOppBid], NOV, &[Hcp(18, 40), Len(O, 0, 2)], At(2, NT), Aim::FeatureAsk)),
    forcing(rule("w2.new", &[W::Pos(Pos::Response), W::Ours("2x"), W::NoOppBid], ALL, &[Hcp(15, 40), Len(V, 5, 13), Unbid(V), Honours(V, 2)], Cheapest(DV), Aim::Natural)),
    // Over a three-level preempt a good six-card suit below game is forcing.
    forcing(rule("pre.new3", &[W::Pos(Pos::Response), W::Ours("3x"), W::NoOppBid], ALL, &[Hcp(16, 40), Len(V, 6, 13), Honours(V, 2), Unbid(V), CheapestLevel(DV, 3, 3)], Cheapest(DV), Aim::Natural)),
    forcing(rule("w2.ask", &[W::Pos(Pos::Response), W::Ours("2x"), W::NoOppBid], NOV, &[Hcp(15, 40), Len(O, 0, 2)], At(2, NT), Aim::FeatureAsk)),
    rule("resp.pre.game2", &[W::Pos(Pos::Response), W::Ours("3x|4x")], NOV, &[Major(O), Len(O, 2, 13), Hcp(16, 40)], Game(DO), Aim::Game),
    // Over a three-level minor preempt 3NT is to play with 15+ and a card in partner's suit.
    rule("resp.pre.3nt.minor", &[W::Pos(Pos::Response), W::Ours("3m"), W::NoOppBid], NOV, &[Hcp(15, 40), Len(O, 1, 13)], Game(NT), Aim::ToPlay),
    // Raising a three-level minor preempt (law of total tricks): four trumps and a short suit to
    // the five level, three trumps and some values to the four level.
    rule("resp.pre.minor.5", &[W::Pos(Pos::Response), W::Ours("3m"), W::NoOppBid], NOV, &[Len(O, 4, 13), Hcp(0, 14), Unbalanced], At(5, DO), Aim::PreemptiveRaise),
    rule("resp.pre.minor.4", &[W::Pos(Pos::Response), W::Ours("3m"), W::NoOppBid], NOV, &[Len(O, 3, 3), Hcp(6, 14)], At(4, DO), Aim::PreemptiveRaise),
    rule("resp.pre.3nt", &[W::Pos(Pos::Response), W::Ours("2x|3x")], NOV, &[Hcp(16, 40), Balanced, StopTheirs], Game(NT), Aim::ToPlay),
    rule("resp.pre.raise", &[W::Pos(Pos::Response), W::Ours("2x"), W::NoOppBid], NOV, &[Len(O, 3, 13), Hcp(0, 15)], At(3, DO), Aim::PreemptiveRaise),
    // Raising a three-level preempt is to play: three trumps make ten, game in the major.
    rule("resp.pre3.major", &[W::Pos(Pos::Response), W::Ours("3M"), W::NoOppBid], NOV, &[Len(O, 3, 13)], Game(DO), Aim::PreemptiveRaise),
    rule("resp.pre.pass", &[W::Pos(Pos::Response), W::Ours("2x|3x|4x")], NOV, &[], Pass, Aim::NothingToSay),
    // Over one of a suit with interference.
    forcing(rule("comp.new", RESP_COMP, ALL, &[Hcp(10, 40), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 1, 2)], Cheapest(DV), Aim::Natural)),
    forcing(rule("comp.new3", RESP_COMP, ALL, &[Hcp(11, 40), Len(V, 6, 13), Honours(V, 2), Unbid(V), CheapestLevel(DV, 3, 3)], Cheapest(DV), Aim::Natural)),
    // Their preempt at the four level (1♣ 4♦): with opening values and a five-card major of two
    // honours, bid the game in it rather than pass (session 14).
    rule("comp.new4.major", RESP_COMP, MAJORS, &[Hcp(12, 40), Len(V, 5, 13), Unbid(V), Honours(V, 2), CheapestLevel(DV, 4, 4)], Cheapest(DV), Aim::Game),
    // A long major over their jump overcall (the major's cheapest bid is at the three level)
    // with too little for a forcing new suit: game when the layouts say it pays.
    rule("comp.game.long", RESP_COMP, MAJORS, &[Hcp(8, 15), Len(V, 6, 13), Honours(V, 2), Unbid(V), CheapestLevel(DV, 3, 3), Judge(Judgement::Game, DV)], Game(DV), Aim::Game),
    forcing(rule("resp.negx.high", &[W::Pos(Pos::Response), W::Ours("1x"), W::OppLast("3x")], NOV, &[Hcp(11, 40), Len(T, 0, 2)], Double, Aim::NegativeDouble)),
    // Negative doubles through 2♠ (booklet): an unbid major, or both minors when the majors are bid.
    // Five cards with two honours in their suit: the trap pass comes before a negative double
    // (partner reopens with a double, which I pass).
    rule("comp.trap.long", &[W::Pos(Pos::Response), W::Ours("1x"), W::OppLast("1x|2x"), W::OppBids(1)], NOV, &[Len(T, 5, 13), Honours(T, 2), Hcp(0, 15)], Pass, Aim::PenaltyPass),
    // Over a one-level overcall 6 HCP are enough for the negative double.
    forcing(rule("resp.negx.1", &[W::Pos(Pos::Response), W::Ours("1x"), W::OppLast("1x")], NOV, &[Hcp(6, 6), UnbidMajor4], Double, Aim::NegativeDouble)),
    forcing(rule("resp.negx", &[W::Pos(Pos::Response), W::Ours("1x"), W::OppLast("1x|2C|2D|2H|2S")], NOV, &[Hcp(7, 40), UnbidMajor4], Double, Aim::NegativeDouble)),
    forcing(rule("resp.negx.minors", &[W::Pos(Pos::Response), W::Ours("1M"), W::OppLast("2H|2S")], NOV, &[Hcp(8, 40), Unbid(SC), Unbid(SD), Len(SC, 4, 13), Len(SD, 4, 13)], Double, Aim::NegativeDouble)),
    rule("comp.raise.game", RESP_COMP, NOV, &[Major(O), Len(O, 4, 13), Sp(O, 13, 40)], Game(DO), Aim::Game),
    rule("comp.raise.jump", RESP_COMP, NOV, &[Major(O), Len(O, 3, 13), Sp(O, 10, 12), CheapestLevel(DO, 2, 2)], Jump(DO), Aim::Invite),
    // The single raise of a minor at the three level (over their two-level bid) keeps to the
    // law of total tricks: nine trumps together (a major's free raise needs three cards).
    rule("comp.raise", RESP_COMP, NOV, &[Len(O, 3, 13), Sp(O, 6, 9), CheapestLevel(DO, 2, 3), Either(&CheapestLevel(DO, 2, 2), &Either(&Major(O), &TotalTricks(O)))], Cheapest(DO), Aim::Raise),
    rule("comp.raise.minor", RESP_COMP, NOV, &[Minor(O), Len(O, 4, 13), Hcp(10, 12), CheapestLevel(DO, 2, 3)], Cheapest(DO), Aim::Invite),
    // A weak hand (at most 9 HCP) whose shortness takes its support points past the single
    // raise's 6-9: still the single raise of the minor (the limit raise needs 10+ HCP).
    rule("comp.raise.minor.short", RESP_COMP, NOV, &[Minor(O), Len(O, 4, 13), Hcp(5, 9), Sp(O, 10, 40), CheapestLevel(DO, 2, 3), Either(&CheapestLevel(DO, 2, 2), &TotalTricks(O))], Cheapest(DO), Aim::Raise),
    rule("comp.3nt", &[W::Pos(Pos::Response), W::Ours("1x"), W::OppLast("1x|2x|3x")], NOV, &[Hcp(13, 40), Balanced, StopTheirs], Game(NT), Aim::Natural),
    forcing(rule("comp.new1", RESP_COMP, MAJORS, &[Hcp(6, 40), Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 1, 1)], Cheapest(DV), Aim::Natural)),
    // Length and strength in their suit: pass, waiting for opener's reopening double.
    rule("comp.trap", &[W::Pos(Pos::Response), W::Ours("1x"), W::OppLast("1x|2x"), W::OppBids(1)], NOV, &[Hcp(0, 12), Len(T, 5, 13), Honours(T, 2)], Pass, Aim::PenaltyPass),
    rule("comp.nt", &[W::Pos(Pos::Response), W::Ours("1x"), W::OppLast("1x|2x")], NOV, &[Hcp(8, 12), StopTheirs, CheapestLevel(NT, 1, 2)], Cheapest(NT), Aim::Natural),
    // Responder who passed their overcall, partner bidding again alone (1♠ 3♥ P P 3♠ P): game
    // in partner's major with a fit and the values for it (partner's second bid shows extras),
    // or when the layouts say it pays (session 14).
    rule("comp.late.game", LATE_RESP, MAJORS, &[Fit(V), CombinedMin(25)], Game(DV), Aim::Game),
    rule("comp.late.judge", LATE_RESP, MAJORS, &[Fit(V), CombinedMin(22), Judge(Judgement::Game, DV)], Game(DV), Aim::Game),
    // Partner's reopening 2NT (18-19 balanced): 3NT with 6+ HCP, or 4-5 when the layouts say
    // game pays.
    rule("comp.late.3nt", REOPEN_2NT_ANSWER, NOV, &[Hcp(6, 40)], Game(NT), Aim::Game),
    rule("comp.late.3nt.judge", REOPEN_2NT_ANSWER, NOV, &[Hcp(4, 5), Judge(Judgement::Game, NT)], Game(NT), Aim::Game),
    rule("comp.pass", RESP_COMP, NOV, &[], Pass, Aim::NothingToSay),
    // ---------------------------------------------------------------- opener's rebid
    // After partner's negative double.
    // Opener after Jacoby 2NT (booklet): a good five-card side suit at the four level, else a
    // singleton or void at the three level, else 3 of the major with 18+, 3NT with 15-17, game
    // with a minimum.
    rule("jacoby.side", &[W::Pos(Pos::Rebid), W::Ours("1M 2N"), W::PartnerRule("resp.jacoby")], ALL, &[Differs(V, O), Higher(O, V), Len(V, 5, 13), Honours(V, 2), TopCard(V)], At(4, DV), Aim::Natural),
    rule("jacoby.short", &[W::Pos(Pos::Rebid), W::Ours("1M 2N"), W::PartnerRule("resp.jacoby")], ALL, &[Differs(V, O), Len(V, 0, 1)], At(3, DV), Aim::Natural),
    rule("jacoby.max", &[W::Pos(Pos::Rebid), W::Ours("1M 2N"), W::PartnerRule("resp.jacoby")], NOV, &[Tp(18, 40)], At(3, DO), Aim::Natural),
    rule("jacoby.mid", &[W::Pos(Pos::Rebid), W::Ours("1M 2N"), W::PartnerRule("resp.jacoby")], NOV, &[Hcp(15, 17)], At(3, NT), Aim::Natural),
    rule("rebid.jacoby", &[W::Pos(Pos::Rebid), W::Ours("1M 2N"), W::PartnerRule("resp.jacoby")], NOV, &[Hcp(0, 14)], Game(DO), Aim::Game),
    // Partner signed off in game after opener's answer to Jacoby 2NT: a minimum passes.
    rule("jacoby.signoff.pass", &[W::MyRule("jacoby.side|jacoby.short|jacoby.mid"), W::PartnerRule("jacoby.r.game"), W::Rho("P")], NOV, &[Hcp(0, 17)], Pass, Aim::ToPlay),
    // Blackwood, not with a void (the answer cannot say whether an ace is wasted opposite it).
    // The fit must hold whatever partner's calls may hold (a doubleton opposite a rebid suit
    // that may be five cards is no fit to ask in), and partner's takeout double counts as what
    // every takeout double promises until the doubler bids again (session 13).
    forcing(rule("slam.blackwood", &[W::Pos(Pos::Continuing), W::NotUsed("slam.blackwood"), W::BelowLevel(5), W::PartnerNotRule("ovc.x.strong")], NOV, &[Fit(AG), CombinedMin(33), Not(&Void), SureFit(AG)], At(4, NT), Aim::Blackwood)),
    // Uncontested, from responder's rebid on (opener's first rebid keeps the booklet's game
    // bids): 30-32 points together with a fit ask for aces when a small slam scores better than
    // game over the layouts the auction allows (judgement by simulation; partner is dealt what
    // the robots read from his calls).
    forcing(rule("slam.bw.judge", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::NotUsed("slam.blackwood"), W::BelowLevel(5)], NOV, &[Fit(AG), CombinedMin(30), Not(&Void), SureFit(AG), Judge(Judgement::Slam, DAG)], At(4, NT), Aim::Blackwood)),
    forcing(rule("slam.bw.judge.later", &[W::Pos(Pos::Later), W::NoOppBid, W::NotUsed("slam.blackwood"), W::BelowLevel(5)], NOV, &[Fit(AG), CombinedMin(30), Not(&Void), SureFit(AG), Judge(Judgement::Slam, DAG)], At(4, NT), Aim::Blackwood)),
    // Opener's rebid after partner's raise (limited: 6-10 or a limit raise) with 30+ together:
    // the same judgement before the booklet's game bid. Over an unlimited new suit the booklet's
    // raise to game stands (responder, who knows more, judges slam).
    forcing(rule("slam.bw.judge.rebid", &[W::Pos(Pos::Rebid), W::Ours("1x 2=|3="), W::NoOppBid, W::NotUsed("slam.blackwood"), W::BelowLevel(5)], NOV, &[Fit(AG), CombinedMin(30), Not(&Void), Judge(Judgement::Slam, DAG)], At(4, NT), Aim::Blackwood)),
    // The 2♣ opener whose suit partner raised (2♣ 2♦ 2♠ 3♠: three trumps, strength unknown):
    // Blackwood when the layouts say a small slam pays, rather than game at once.
    forcing(rule("2c.bw.judge", &[W::Pos(Pos::Later), W::MyRule("2c.suit"), W::PartnerRule("2c.raise"), W::NoOppBid, W::NotUsed("slam.blackwood"), W::BelowLevel(5)], NOV, &[Fit(AG), Not(&Void), Judge(Judgement::Slam, DAG)], At(4, NT), Aim::Blackwood)),
    // With a void in a major fit: five of the major asks partner to bid six with two of the top
    // three trump honours. Only over our own bid: five of the major over theirs competes (it
    // used to be read as this ask, and partner bid six over a sacrifice-level 5♥).
    rule("slam.5major", &[W::Pos(Pos::Continuing), W::NotUsed("slam.blackwood"), W::BelowLevel(5), W::OurBidLast, W::PartnerNotRule("ovc.x.strong")], NOV, &[Void, Fit(AG), Major(AG), CombinedMin(33), CheapestLevel(DAG, 4, 5)], At(5, DAG), Aim::SlamTry),
    // With a void (Blackwood cannot tell which ace is wasted) and a fit, uncontested: six at
    // once when the layouts say a small slam pays better than game.
    rule("slam.void.judge", &[W::Pos(Pos::Continuing), W::NoOppBid, W::NotUsed("slam.blackwood"), W::BelowLevel(6)], NOV, &[Void, Fit(AG), CombinedMin(30), SureFit(AG), Judge(Judgement::Slam, DAG)], At(6, DAG), Aim::SmallSlam),
    // Partner's takeout double counts as 12+ here (see slam.blackwood).
    rule("slam.6nt", &[W::Pos(Pos::Continuing), W::NotUsed("slam.blackwood"), W::BelowLevel(6), W::PartnerNotRule("ovc.x.strong")], NOV, &[Either(&NoMajorFit, &Not(&SureFit(AG))), CombinedMin(33), Balanced], At(6, NT), Aim::SmallSlam),
    // A minor fit and no major fit, uncontested, below game: six of the minor when the layouts
    // say it pays better than 3NT (the game such hands reach) and better than 6NT. Not over
    // partner's game: a hand that has limited itself accepts it.
    rule("slam.minor.judge", &[W::Pos(Pos::Continuing), W::NoOppBid, W::NoGame, W::NotUsed("slam.blackwood"), W::NotUsed("slam.bw.judge"), W::NotUsed("slam.bw.judge.later"), W::NotUsed("slam.bw.judge.rebid"), W::BelowLevel(6)], MINORS, &[Fit(V), NoMajorFit, CombinedMin(27), Judge(Judgement::SlamOverNt, DV), Judge(Judgement::SuitOverNt, DV)], At(6, DV), Aim::SmallSlam),
    // 6NT by judgement: a balanced hand, or an unbalanced one with 32+ points together (a
    // long suit or a void opposite partner's strong hand, no fit to bid a slam in). A major
    // "fit" that rests on partner's rebid suit being six cards (a doubleton opposite it) is no
    // fit here (session 13).
    rule("slam.6nt.judge", &[W::Pos(Pos::Continuing), W::NoOppBid, W::NotUsed("slam.blackwood"), W::NotUsed("slam.bw.judge"), W::NotUsed("slam.bw.judge.later"), W::NotUsed("slam.bw.judge.rebid"), W::BelowLevel(6)], NOV, &[Either(&NoMajorFit, &Not(&SureFit(AG))), CombinedMin(30), Either(&Balanced, &CombinedMin(32)), Judge(Judgement::Slam, NT)], At(6, NT), Aim::SmallSlam),
    rule("slam.5m.six", &[W::PartnerRule("slam.5major"), W::Rho("P")], NOV, &[TopThree(AG, 2)], At(6, DAG), Aim::SmallSlam),
    rule("slam.5m.pass", &[W::PartnerRule("slam.5major"), W::Rho("P")], NOV, &[], Pass, Aim::SignOff),
    // Responder after opener's answer to Jacoby 2NT: game in the major unless slam is there.
    rule("jacoby.r.game", &[W::MyRule("resp.jacoby"), W::PartnerRule("jacoby.side|jacoby.short|jacoby.max|jacoby.mid")], NOV, &[], Game(DO), Aim::Game),
    // After our redouble the hand is ours: their escape is doubled or outbid, never left to play.
    rule("xx.opener.x", &[W::PartnerRule("resp.xx"), W::TheirBidLast, W::BelowLevel(4)], NOV, &[Len(T, 4, 13)], Double, Aim::Penalty),
    rule("xx.opener.pass", &[W::PartnerRule("resp.xx"), W::TheirBidLast, W::Rho("1x|2x|3x|1N|2N")], NOV, &[], Pass, Aim::NothingToSay),
    rule("xx.penalty", &[W::MyRule("resp.xx"), W::TheirBidLast, W::BelowLevel(4)], NOV, &[Len(T, 3, 13)], Double, Aim::Penalty),
    rule("xx.raise", &[W::MyRule("resp.xx"), W::TheirBidLast], NOV, &[Len(O, 3, 13)], Cheapest(DO), Aim::Raise),
    rule("xx.new", &[W::MyRule("resp.xx"), W::TheirBidLast], ALL, &[Len(V, 5, 13), Unbid(V)], Cheapest(DV), Aim::Natural),
    rule("xx.double", &[W::MyRule("resp.xx"), W::TheirBidLast, W::BelowLevel(4)], NOV, &[], Double, Aim::Penalty),
    rule("jordan.game", &[W::PartnerRule("resp.x.jordan")], NOV, &[Tp(15, 40)], Game(DO), Aim::Accept),
    rule("jordan.min", &[W::PartnerRule("resp.x.jordan")], NOV, &[], At(3, DO), Aim::Decline),
    // Fourth suit forcing, and opener's answers.
    // After 1♣ 1♦ 1♥ a one-level 1♠ is natural (four spades); the fourth suit forcing is then
    // the jump to 2♠, forcing to game.
    forcing(rule("rr.1s.natural", &[W::Pos(Pos::ResponderRebid), W::ThreeSuits, W::Ours("1x 1x 1x")], NOV, &[NoMajorFit, Len(SS, 4, 13), Unbid(SS), CheapestLevel(DS, 1, 1)], At(1, DS), Aim::Natural)),
    game_forcing(rule("fsf.jump", &[W::Pos(Pos::ResponderRebid), W::ThreeSuits, W::BelowLevel(2)], ALL, &[Hcp(12, 40), Unbid(V), NoMajorFit, Either(&Not(&Stop(V)), &Unbalanced), CheapestLevel(DV, 1, 1)], Jump(DV), Aim::FourthSuit)),
    forcing(rule("fsf", &[W::Pos(Pos::ResponderRebid), W::ThreeSuits, W::BelowLevel(3)], ALL, &[Hcp(12, 40), Unbid(V), NoMajorFit, Not(&Len(ML, 6, 13)), Either(&Not(&Stop(V)), &Unbalanced), CheapestLevel(DV, 2, 3)], Cheapest(DV), Aim::FourthSuit)),
    // Invitational values (10-11) with no stopper in the fourth suit for 2NT: the fourth suit
    // too (forcing one round; responder's next bid below game invites).
    forcing(rule("fsf.inv", &[W::Pos(Pos::ResponderRebid), W::ThreeSuits, W::BelowLevel(3)], ALL, &[Hcp(10, 11), Unbid(V), NoMajorFit, Not(&Len(ML, 6, 13)), Not(&Len(PL, 4, 13)), Not(&Stop(V)), CheapestLevel(DV, 2, 2)], Cheapest(DV), Aim::FourthSuit)),
    // With a six-card suit and game values the fourth suit comes first too (a jump rebid of
    // the suit would only invite).
    forcing(rule("fsf.long", &[W::Pos(Pos::ResponderRebid), W::ThreeSuits, W::BelowLevel(3)], ALL, &[Hcp(13, 40), Unbid(V), NoMajorFit, Len(ML, 6, 13), CheapestLevel(DV, 2, 3)], Cheapest(DV), Aim::FourthSuit)),
    // After fourth suit forcing with a six-card suit, responder rebids it (forcing to game).
    game_forcing(rule("fsf.r.own", &[W::MyRule("fsf|fsf.long|fsf.jump"), W::NoOppBid], NOV, &[Len(MF, 6, 13), Not(&Fit(PL))], Cheapest(DMF), Aim::RebidsSuit)),
    // Three-card support for responder's major first; for a minor, no-trumps with a stopper
    // comes first (over the jump, forcing to game, a balanced opener bids 3NT at once).
    answer(rule("fsf.support", &[W::PartnerRule("fsf|fsf.long|fsf.jump|fsf.inv")], NOV, &[Len(PF, 3, 13), Either(&Major(PF), &Not(&Stop(PL)))], Cheapest(DPF), Aim::Raise)),
    answer(rule("fsf.jump.3nt", &[W::PartnerRule("fsf.jump")], NOV, &[Stop(PL), Balanced], Game(NT), Aim::Natural)),
    answer(rule("fsf.nt", &[W::PartnerRule("fsf|fsf.long|fsf.jump|fsf.inv")], NOV, &[Stop(PL)], Cheapest(NT), Aim::Natural)),
    // Four cards in the fourth suit (no stopper to spare for no-trumps): raise it.
    answer(rule("fsf.raise", &[W::PartnerRule("fsf|fsf.long|fsf.jump|fsf.inv")], NOV, &[Len(PL, 4, 13)], Cheapest(DPL), Aim::Raise)),
    answer(rule("fsf.own", &[W::PartnerRule("fsf|fsf.long|fsf.jump|fsf.inv")], NOV, &[Len(O, 5, 13)], Cheapest(DO), Aim::RebidsSuit)),
    answer(rule("fsf.other", &[W::PartnerRule("fsf|fsf.long|fsf.jump|fsf.inv")], NOV, &[], Cheapest(DML), Aim::RebidsSuit)),
    answer(rule("cue.stop.nt", &[W::PartnerRule("later.cue.stop"), W::Rho("P")], NOV, &[StopTheirs], Game(NT), Aim::Natural)),
    answer(rule("cue.stop.own", &[W::PartnerRule("later.cue.stop"), W::Rho("P")], NOV, &[], Cheapest(DML), Aim::NoFit)),
    answer(rule("cue.game", &[W::PartnerRule("adv.cue|adv.cue.opening"), W::OurBidLast], NOV, &[Major(ML), Hcp(14, 40)], Game(DML), Aim::Accept)),
    answer(rule("cue.min", &[W::PartnerRule("adv.cue|adv.cue.opening"), W::OurBidLast], NOV, &[], Cheapest(DML), Aim::Decline)),
    rule("reopen.penalty", &[W::PartnerRule(REOPENING_DOUBLES), W::Rho("P"), W::OppBids(1)], NOV, &[Len(T, 4, 13), Honours(T, 2)], Pass, Aim::PenaltyPass),
    rule("reopen.suit", &[W::PartnerRule(REOPENING_DOUBLES), W::Rho("P"), W::OppBids(1)], ALL, &[Differs(V, T), Longest(V), CheapestLevel(DV, 2, 3)], Cheapest(DV), Aim::Natural),
    // Their suit is (one of) my longest but too weak to pass for penalty: the takeout double
    // asks for another suit: three cards in partner's major, else a four-card suit, else three
    // cards in partner's minor.
    rule("reopen.major", &[W::PartnerRule(REOPENING_DOUBLES), W::Rho("P"), W::OppBids(1)], NOV, &[Major(O), Differs(O, T), Len(O, 3, 13), CheapestLevel(DO, 2, 3)], Cheapest(DO), Aim::Preference),
    rule("reopen.four", &[W::PartnerRule(REOPENING_DOUBLES), W::Rho("P"), W::OppBids(1)], ALL, &[Differs(V, T), Len(V, 4, 13), CheapestLevel(DV, 2, 3)], Cheapest(DV), Aim::Natural),
    rule("reopen.opening", &[W::PartnerRule(REOPENING_DOUBLES), W::Rho("P"), W::OppBids(1)], NOV, &[Differs(O, T), Len(O, 3, 13), CheapestLevel(DO, 2, 3)], Cheapest(DO), Aim::Preference),
    // Partner's answer to the reopening double over their three-level preempt was forced (0+
    // HCP): the doubler with four cards in partner's major and 17+ total points bids the game
    // (partner holds some values: he is placed with what the opponents and I do not hold).
    rule("reopen.x3.game", REOPEN_X3_ANSWERED, NOV, &[Major(PL), Len(PL, 4, 13), Tp(17, 40)], Game(DPL), Aim::Game),
    // With less, the game when the layouts say it pays (partner's answer was forced, but he
    // holds what the opponents and I do not).
    rule("reopen.x3.judge", REOPEN_X3_ANSWERED, NOV, &[Major(PL), Len(PL, 4, 13), Judge(Judgement::Game, DPL)], Game(DPL), Aim::Game),
    rule("negx.pass", &[W::Pos(Pos::Rebid), W::Ours("1x X"), W::Rho("P")], NOV, &[Len(T, 4, 13), Honours(T, 2), Hcp(12, 40)], Pass, Aim::PenaltyPass),
    // 18+ HCP and four cards in the major partner's double promised, when the jump in it would
    // reach the three level: a cue bid of their suit, forcing to game; responder names his major.
    game_forcing(rule("negx.cue", &[W::Pos(Pos::Rebid), W::Ours("1x X")], MAJORS, &[Hcp(18, 40), Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 2, 2)], Cheapest(Den::Of(T)), Aim::Natural)),
    answer(rule("negx.cue.major", &[W::PartnerRule("negx.cue"), W::Rho("P")], MAJORS, &[Len(V, 4, 13), Unbid(V)], Cheapest(DV), Aim::Natural)),
    // Four cards (with an honour) in a major partner's double showed: an eight-card fit, so opener competes at
    // the two level even over their free bid of a new suit (the law of total tricks; their cue
    // bid of our suit is a raise with values, and partner will speak again).
    rule("negx.free.major", &[W::Pos(Pos::Rebid), W::Ours("1x X"), W::Rho("1x|2x")], MAJORS, &[Differs(T, O), Len(V, 4, 13), Honours(V, 1), Unbid(V), CheapestLevel(DV, 2, 2)], Cheapest(DV), Aim::Competes),
    // The next opponent bid a new suit over the double (perhaps the major the double showed): a
    // minimum opener without a six-card suit is free to pass.
    rule("negx.free.pass", &[W::Pos(Pos::Rebid), W::Ours("1x X"), W::Rho("1x|2x|3x")], NOV, &[Differs(T, OF), Hcp(0, 14), Not(&Len(O, 6, 13))], Pass, Aim::NothingToSay),
    rule("negx.major.jump", &[W::Pos(Pos::Rebid), W::Ours("1x X")], MAJORS, &[Len(V, 4, 13), Unbid(V), Tp(17, 40), CheapestLevel(DV, 1, 2)], Jump(DV), Aim::Natural),
    // The jump is out of reach (their raise took the room): with the same extras bid the game.
    rule("negx.major.game", &[W::Pos(Pos::Rebid), W::Ours("1x X")], MAJORS, &[Len(V, 4, 13), Unbid(V), Tp(17, 40), CheapestLevel(DV, 3, 3)], Game(DV), Aim::Game),
    rule("negx.major", &[W::Pos(Pos::Rebid), W::Ours("1x X")], MAJORS, &[Len(V, 4, 13), Unbid(V)], Cheapest(DV), Aim::Natural),
    // Opener's rebid after the negative double: 3NT with 18-19 balanced and a stopper; a
    // six-card suit jumps with 17+ points; a new four-card suit comes before rebidding a five-card
    // one (a six-card one first, unless the new suit is at the three level).
    rule("negx.3nt", &[W::Pos(Pos::Rebid), W::Ours("1x X")], NOV, &[Hcp(18, 19), Balanced, StopTheirs], Game(NT), Aim::Natural),
    rule("negx.own.jump", &[W::Pos(Pos::Rebid), W::Ours("1x X")], NOV, &[Len(O, 6, 13), Tp(17, 40), CheapestLevel(DO, 2, 2)], Jump(DO), Aim::Invite),
    rule("negx.nt", &[W::Pos(Pos::Rebid), W::Ours("1x X")], NOV, &[Hcp(12, 14), StopTheirs, Not(&Len(O, 6, 13)), CheapestLevel(NT, 1, 2)], Cheapest(NT), Aim::Natural),
    rule("negx.new", &[W::Pos(Pos::Rebid), W::Ours("1x X")], UP, &[Len(V, 4, 13), Unbid(V), Either(&Not(&Len(O, 6, 13)), &CheapestLevel(DV, 3, 3))], Cheapest(DV), Aim::Natural),
    // Up to the three level only: an opener who passed the double once and meets it again
    // over their game (1♣ 1♦ X 1♥ P 2NT P 3NT) has no reason to bid four of the minor.
    rule("negx.own", &[W::Pos(Pos::Rebid), W::Ours("1x X")], NOV, &[Len(O, 5, 13), CheapestLevel(DO, 2, 3)], Cheapest(DO), Aim::RebidsSuit),
    rule("negx.any", &[W::Pos(Pos::Rebid), W::Ours("1x X")], NOV, &[CheapestLevel(DO, 2, 3)], Cheapest(DO), Aim::NothingToSay),
    // Partner passed their overcall (perhaps with a penalty double in mind): opener short in
    // their suit reopens with a double (booklet, negative doubles);
    // with a six-card suit and a doubleton in theirs opener rebids the suit instead. With 18-19
    // balanced and a stopper, 2NT.
    rule("rebid.reopen.2nt", &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBids(1), W::Rho("P"), W::OppLast("1x|2x")], NOV, &[Hcp(18, 19), Balanced, StopTheirs, CheapestLevel(NT, 1, 2)], At(2, NT), Aim::Natural),
    // 18+ HCP reopen with a double whatever the shape (partner passes it with their suit).
    rule("rebid.reopen.x.strong", &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBids(1), W::Rho("P"), W::OppLast("1x|2x")], NOV, &[Hcp(18, 40)], Double, Aim::TakeoutDouble),
    // Only when partner's pass came over their bid: a partner who passed the opening itself
    // (1♦ P P X P 2♠ P P) holds at most 5 HCP, not a penalty pass, and a minimum opener who
    // reopens then only pushes a strong side to a doubled part-score it makes.
    rule("rebid.reopen.x", &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBids(1), W::Rho("P"), W::OppLast("1x|2x"), W::PartnerMayTrap], NOV, &[Hcp(12, 40), Len(T, 0, 2), Either(&Len(T, 0, 1), &Not(&Len(O, 6, 13)))], Double, Aim::TakeoutDouble),
    // Their preempt at the three level over our opening and partner's pass (he may hold
    // values he could not show that high; negative doubles stop at 2♠): opener short in their
    // suit reopens with a double from 13 HCP, and 19+ HCP double whatever the shape, rather
    // than sell out (booklet silent, see notes.md).
    rule("rebid.reopen.x3.strong", &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBids(1), W::Rho("P"), W::OppLast("3x")], NOV, &[Hcp(19, 40), Len(T, 0, 3)], Double, Aim::TakeoutDouble),
    rule("rebid.reopen.x3", &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBids(1), W::Rho("P"), W::OppLast("3x"), W::PartnerMayTrap], NOV, &[Hcp(13, 40), Len(T, 0, 1)], Double, Aim::TakeoutDouble),
    rule("rebid.comp", &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBid], NOV, &[Len(O, 6, 13), CheapestLevel(DO, 2, 2)], Cheapest(DO), Aim::Competes),
    rule("rebid.comp.new", &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBid], ALL, &[Tp(15, 40), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 2, 3)], Cheapest(DV), Aim::Competes),
    rule("rebid.comp.own", &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBid], NOV, &[Tp(15, 40), Len(O, 6, 13), CheapestLevel(DO, 3, 3)], Cheapest(DO), Aim::Competes),
    // Partner silent and their overcall in the direct seat (1♦ P P 1♥, 1♦ 1♥ P 2♥): 18+ HCP
    // double for takeout with at most two of their suit rather than sell out, as opener does
    // in the reopening seat (session 14).
    rule("rebid.comp.x.strong", &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBids(1), W::TheirBidLast, W::OppLast("1x|2x")], NOV, &[Hcp(18, 40), Len(T, 0, 2)], Double, Aim::TakeoutDouble),
    rule("rebid.comp.x", &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBid, W::OppLast("1x|2x|3x")], NOV, &[Hcp(16, 40), Len(T, 0, 1)], Double, Aim::CompetitiveDouble),
    rule("rebid.comp.pass", &[W::Pos(Pos::Rebid), W::Ours("1x|1N")], NOV, &[], Pass, Aim::NothingToSay),
    // Partner's jump raise over their takeout double is preemptive (5-9 HCP): game only with a
    // hand that makes it opposite that (20+ total points in a major), else pass.
    rule("rebid.xjump.game", &[W::Pos(Pos::Rebid), W::Ours("1x 3="), W::PartnerRule("resp.x.jump")], NOV, &[Major(O), Tp(20, 40)], Game(DO), Aim::Game),
    rule("rebid.xjump.pass", &[W::Pos(Pos::Rebid), W::Ours("1x 3="), W::PartnerRule("resp.x.jump")], NOV, &[], Pass, Aim::NothingToSay),
    rule("rebid.raise.game", &[W::Pos(Pos::Rebid), W::Ours("1x 2=")], NOV, &[Major(O), Either(&Tp(19, 40), &Sp(O, 21, 40))], Game(DO), Aim::Game),
    rule("rebid.raise.3nt", &[W::Pos(Pos::Rebid), W::Ours("1x 2=")], NOV, &[Minor(O), Hcp(18, 40), Balanced], Game(NT), Aim::Game),
    // Invitational values after a single raise: 2NT with a balanced hand, else a new suit of
    // four or more cards (a help-suit game try, forcing one round), else three of the suit.
    rule("rebid.raise.2nt", &[W::Pos(Pos::Rebid), W::Ours("1x 2="), W::NoOppBid], NOV, &[Hcp(16, 18), Balanced], At(2, NT), Aim::Invite),
    forcing(rule("rebid.raise.try", &[W::Pos(Pos::Rebid), W::Ours("1x 2="), W::NoOppBid], UP, &[Tp(16, 18), Len(V, 4, 13), BestNew(V), CheapestLevel(DV, 2, 3)], Cheapest(DV), Aim::Invite)),
    rule("rebid.raise.inv", &[W::Pos(Pos::Rebid), W::Ours("1x 2=")], NOV, &[Tp(16, 18)], At(3, DO), Aim::Invite),
    rule("rebid.raise.pass", &[W::Pos(Pos::Rebid), W::Ours("1x 2=")], NOV, &[], Pass, Aim::NothingToSay),
    rule("rebid.limit.game", &[W::Pos(Pos::Rebid), W::Ours("1x 3="), W::NoOppBid], NOV, &[Major(O), Either(&Hcp(14, 40), &Either(&Tp(15, 40), &Sp(O, 17, 40)))], Game(DO), Aim::Accept),
    rule("rebid.limit.3nt", &[W::Pos(Pos::Rebid), W::Ours("1x 3="), W::NoOppBid], NOV, &[Minor(O), Hcp(14, 40)], Game(NT), Aim::Accept),
    // A minor limit raise: 12-13 HCP bid 3NT when the simulation says game pays.
    rule("rebid.limit.3nt.judge", &[W::Pos(Pos::Rebid), W::Ours("1x 3="), W::NoOppBid], NOV, &[Minor(O), Hcp(12, 13), Judge(Judgement::Game, NT)], Game(NT), Aim::Accept),
    rule("rebid.limit.pass", &[W::Pos(Pos::Rebid), W::Ours("1x 3=|4="), W::NoOppBid], NOV, &[], Pass, Aim::Decline),
    // After 1m 2NT (13-15 balanced, forcing to game) an unbalanced opener shows four or more
    // cards in the other minor at the three level rather than bid 3NT blind, so that a minor
    // fit (and its slam) can be found; responder chooses between 3NT, game and slam.
    game_forcing(rule("rebid.2nt.minor", &[W::Pos(Pos::Rebid), W::Ours("1m 2N"), W::NoOppBid], MINORS, &[Unbalanced, Minor(V), Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 3, 3)], Cheapest(DV), Aim::Natural)),
    rule("rebid.2nt.3nt", &[W::Pos(Pos::Rebid), W::Ours("1m 2N|3N")], NOV, &[], Game(NT), Aim::Game),
    rule("rebid.1n.2nt", &[W::Pos(Pos::Rebid), W::Ours("1x 1N")], NOV, &[Hcp(18, 19), Balanced], At(2, NT), Aim::Invite),
    rule("rebid.1n.game", &[W::Pos(Pos::Rebid), W::Ours("1x 1N")], NOV, &[Major(O), Len(O, 6, 13), Tp(19, 40)], Game(DO), Aim::Game),
    // 19+ HCP and an unbalanced hand after 1NT: a jump in a new suit, forcing to game.
    game_forcing(rule("rebid.1n.jumpshift", &[W::Pos(Pos::Rebid), W::Ours("1x 1N"), W::NoOppBid], ALL, &[Hcp(19, 21), Unbalanced, Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 2, 2)], Jump(DV), Aim::JumpShift)),
    forcing(rule("rebid.1n.reverse", &[W::Pos(Pos::Rebid), W::Ours("1x 1N")], ALL, &[Hcp(15, 21), Tp(17, 40), Len(V, 4, 13), Unbid(V), Higher(V, O), CheapestLevel(DV, 2, 2)], Cheapest(DV), Aim::Reverse)),
    rule("rebid.1n.inv", &[W::Pos(Pos::Rebid), W::Ours("1x 1N")], NOV, &[Len(O, 6, 13), Tp(16, 18)], At(3, DO), Aim::Invite),
    rule("rebid.1n.own", &[W::Pos(Pos::Rebid), W::Ours("1x 1N")], NOV, &[Len(O, 6, 13)], At(2, DO), Aim::RebidsSuit),
    rule("rebid.1n.new", &[W::Pos(Pos::Rebid), W::Ours("1x 1N")], ALL, &[Len(V, 4, 13), Unbid(V), Not(&Higher(V, O)), Unbalanced], At(2, DV), Aim::Natural),
    rule("rebid.1n.pass", &[W::Pos(Pos::Rebid), W::Ours("1x 1N")], NOV, &[], Pass, Aim::NothingToSay),
    rule("rebid.raise4", &[W::Pos(Pos::Rebid), W::Ours("1x 1x|2x")], NOV, &[Major(PL), Len(PL, 4, 13), Sp(PL, 19, 40)], Game(DPL), Aim::Game),
    rule("rebid.raise3", &[W::Pos(Pos::Rebid), W::Ours("1x 1x")], NOV, &[Len(PL, 4, 13), Sp(PL, 17, 18)], Jump(DPL), Aim::Invite),
    rule("rebid.raise2", &[W::Pos(Pos::Rebid), W::Ours("1x 1x|2x")], NOV, &[Len(PL, 4, 13)], Cheapest(DPL), Aim::Raise),
    // A two-over-one response shows 10+: with three trumps and 16+ support points game at once.
    rule("rebid.raise.2over1.game", &[W::Pos(Pos::Rebid), W::Ours("1x 2x"), W::NoOppBid], NOV, &[Major(PL), Differs(PL, O), Len(PL, 3, 13), Sp(PL, 16, 40)], Game(DPL), Aim::Game),
    rule("rebid.raise2.major", &[W::Pos(Pos::Rebid), W::Ours("1x 2x")], NOV, &[Major(PL), Len(PL, 3, 13)], Cheapest(DPL), Aim::Raise),
game_forcing(rule("rebid.jumpshift", &[W::Pos(Pos::Rebid), W::Ours("1x 1x")], ALL, &[Hcp(19, 21), Len(V, 4, 13), Unbid(V), Unbalanced, CheapestLevel(DV, 1, 2)], Jump(DV), Aim::JumpShift)),
    // A strong two-suiter (five cards in the second suit, 20+ total points) jump shifts too.
    game_forcing(rule("rebid.jumpshift.long", &[W::Pos(Pos::Rebid), W::Ours("1x 1x"), W::NoOppBid], ALL, &[Hcp(16, 21), Tp(20, 40), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 1, 2)], Jump(DV), Aim::JumpShift)),
    rule("rebid.1new", &[W::Pos(Pos::Rebid), W::Ours("1x 1x")], UP, &[Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 1, 1)], Cheapest(DV), Aim::Natural),
    rule("rebid.1nt", &[W::Pos(Pos::Rebid), W::Ours("1x 1x|2x")], NOV, &[StopTheirs, Hcp(12, 14), Balanced], Cheapest(NT), Aim::Natural),
    // A minimum 5-4-3-1 with a five-card minor whose four-card suit would need a reverse: 1NT
    // rather than the five-card minor again (with 5-4-2-2 the minor again).
    rule("rebid.1nt.noreverse", &[W::Pos(Pos::Rebid), W::Ours("1m 1x"), W::NoOppBid], ALL, &[Hcp(11, 14), Len(O, 5, 5), Len(V, 4, 4), Unbid(V), Higher(V, O), Unbalanced, Not(&Len(PL, 4, 13)), Not(&Len(PL, 2, 2)), CheapestLevel(DV, 2, 2), CheapestLevel(NT, 1, 1)], Cheapest(NT), Aim::Natural),
    // Over their three-level overcall 18-19 balanced bids 3NT, not a jump to 4NT.
    rule("rebid.3nt.over", &[W::Pos(Pos::Rebid), W::Ours("1x 1x"), W::OppBid], NOV, &[StopTheirs, Hcp(18, 19), Balanced, CheapestLevel(NT, 3, 3)], Cheapest(NT), Aim::Natural),
    rule("rebid.2nt", &[W::Pos(Pos::Rebid), W::Ours("1x 1x")], NOV, &[StopTheirs, Hcp(18, 19), Balanced], Jump(NT), Aim::Natural),
    // Their jump to the three level took opener's natural rebids away: 17+ HCP with a stopper
    // and no fit for partner bids the game in no-trumps rather than pass partner's response.
    rule("rebid.3nt.over.jump", &[W::Pos(Pos::Rebid), W::Ours("1x 1x"), W::OppBid, W::OppLast("3x")], NOV, &[Hcp(17, 21), StopTheirs, Not(&Len(PL, 4, 13)), CheapestLevel(NT, 3, 3)], Game(NT), Aim::Natural),
    rule("rebid.3nt.21", &[W::Pos(Pos::Rebid), W::Ours("1x 2x")], NOV, &[StopTheirs, Hcp(15, 19), Balanced], Game(NT), Aim::Natural),
    // A reverse (17+ points, counting length) shows the second suit before a jump rebid of the first.
    forcing(rule("rebid.reverse", &[W::Pos(Pos::Rebid), W::Ours("1x 1x")], ALL, &[Hcp(15, 21), Tp(17, 40), Len(V, 4, 13), Unbid(V), Higher(V, O), CheapestLevel(DV, 2, 2)], Cheapest(DV), Aim::Reverse)),
    // The same reverse over a two-over-one (1♦ 2♣ 2♥): the strong hand shows its second suit
    // rather than rebid the first as a minimum would (the booklet: a new suit is forcing).
    forcing(rule("rebid.reverse.21", &[W::Pos(Pos::Rebid), W::Ours("1x 2x"), W::NoOppBid], ALL, &[Hcp(15, 21), Tp(17, 40), Len(V, 4, 13), Unbid(V), Higher(V, O), CheapestLevel(DV, 2, 2)], Cheapest(DV), Aim::Reverse)),
    // A long, strong suit (three top honours) and 18-21: 3NT at once; with A K Q, from 17.
    rule("rebid.own.3nt.solid", &[W::Pos(Pos::Rebid), W::Ours("1x 1x"), W::NoOppBid], NOV, &[Hcp(17, 21), Len(O, 6, 13), TopThree(O, 3)], Game(NT), Aim::Natural),
    rule("rebid.own.3nt", &[W::Pos(Pos::Rebid), W::Ours("1x 1x"), W::NoOppBid], NOV, &[Hcp(18, 21), Len(O, 6, 13), Honours(O, 3)], Game(NT), Aim::Natural),
    // After a two-over-one response: a new suit at the three level shows extra values (a high
    // reverse); a jump rebid of a six-card suit shows 15-18 and a good suit.
    forcing(rule("rebid.new3", &[W::Pos(Pos::Rebid), W::Ours("1x 2x"), W::NoOppBid], ALL, &[Hcp(15, 40), Tp(17, 40), Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 3, 3)], Cheapest(DV), Aim::Natural)),
    forcing(rule("rebid.own.jump2", &[W::Pos(Pos::Rebid), W::Ours("1x 2x"), W::NoOppBid], NOV, &[Len(O, 6, 13), Hcp(14, 18), Tp(16, 21), Honours(O, 2)], Jump(DO), Aim::Natural)),
    rule("rebid.own.jump", &[W::Pos(Pos::Rebid), W::Ours("1x 1x")], NOV, &[Len(O, 6, 13), Hcp(15, 18)], Jump(DO), Aim::Invite),
    rule("rebid.own6", &[W::Pos(Pos::Rebid), W::Ours("1x 1x|2x")], NOV, &[Len(O, 6, 13)], Cheapest(DO), Aim::RebidsSuit),
    rule("rebid.new2", &[W::Pos(Pos::Rebid), W::Ours("1x 1x|2x")], ALL, &[Len(V, 4, 13), Unbid(V), Not(&Higher(V, O)), CheapestLevel(DV, 2, 2)], Cheapest(DV), Aim::Natural),
    rule("rebid.own5", &[W::Pos(Pos::Rebid), W::Ours("1x 1x|2x")], NOV, &[Len(O, 5, 13), CheapestLevel(DO, 2, 2)], Cheapest(DO), Aim::RebidsSuit),
    rule("rebid.nt.other", &[W::Pos(Pos::Rebid), W::Ours("1x 1x|2x")], NOV, &[StopTheirs, CheapestLevel(NT, 1, 2)], Cheapest(NT), Aim::NoFit),
    // ---------------------------------------------------------------- Blackwood
    answer(rule("bw.0", &[W::PartnerRule(BLACKWOODS)], NOV, &[Aces(&[0, 4])], At(5, DC), Aim::AceAnswer)),
    answer(rule("bw.1", &[W::PartnerRule(BLACKWOODS)], NOV, &[Aces(&[1])], At(5, DD), Aim::AceAnswer)),
    answer(rule("bw.2", &[W::PartnerRule(BLACKWOODS)], NOV, &[Aces(&[2])], At(5, DH), Aim::AceAnswer)),
    answer(rule("bw.3", &[W::PartnerRule(BLACKWOODS)], NOV, &[Aces(&[3])], At(5, DS), Aim::AceAnswer)),
    answer(rule("kings.0", &[W::PartnerRule("slam.kings")], NOV, &[Kings(&[0])], At(6, DC), Aim::KingAnswer)),
    answer(rule("kings.1", &[W::PartnerRule("slam.kings")], NOV, &[Kings(&[1])], At(6, DD), Aim::KingAnswer)),
    answer(rule("kings.2", &[W::PartnerRule("slam.kings")], NOV, &[Kings(&[2])], At(6, DH), Aim::KingAnswer)),
    answer(rule("kings.3", &[W::PartnerRule("slam.kings")], NOV, &[Kings(&[3])], At(6, DS), Aim::KingAnswer)),
    answer(rule("kings.4", &[W::PartnerRule("slam.kings")], NOV, &[Kings(&[4])], At(6, NT), Aim::KingAnswer)),
    // Grand slam force (booklet silent): responder's jump to 5NT over a major opening asks for the
    // top trump honours; seven with two of the top three, else six.
    answer(rule("gsf.7", &[W::Ours("1M 5N")], NOV, &[TopThree(ML, 2)], At(7, DML), Aim::GrandSlam)),
    answer(rule("gsf.6", &[W::Ours("1M 5N")], NOV, &[], At(6, DML), Aim::SmallSlam)),
    rule("bw.signoff", &[W::MyRule(BLACKWOODS)], NOV, &[AcesTotal(0, 2), CheapestLevel(DAG, 5, 5)], Cheapest(DAG), Aim::SignOff),
    forcing(rule("slam.kings", &[W::MyRule(BLACKWOODS)], NOV, &[AcesTotal(4, 4), CombinedMin(36)], At(5, NT), Aim::KingAsk)),
    // All the aces: seven when the layouts (partner holding the aces he showed) say a grand
    // slam pays better than six.
    rule("bw.grand.judge", &[W::MyRule(BLACKWOODS), W::NoOppBid], NOV, &[AcesTotal(4, 4), CombinedMin(30), Judge(Judgement::Grand, DAG)], At(7, DAG), Aim::GrandSlam),
    rule("bw.small", &[W::MyRule(BLACKWOODS)], NOV, &[AcesTotal(0, 4)], At(6, DAG), Aim::SmallSlam),
    rule("kings.grand", &[W::MyRule("slam.kings")], NOV, &[KingsTotal(4, 4), CombinedMin(37)], At(7, DAG), Aim::GrandSlam),
    rule("kings.grand.judge", &[W::MyRule("slam.kings"), W::NoOppBid], NOV, &[Judge(Judgement::Grand, DAG)], At(7, DAG), Aim::GrandSlam),
    rule("kings.small", &[W::MyRule("slam.kings")], NOV, &[], At(6, DAG), Aim::SmallSlam),
    // ---------------------------------------------------------------- advancing partner's double or overcall
    // Partner's 1NT overcall (15-18) or balancing 1NT (11-15): systems on, as over a 1NT
    // opening — Jacoby transfers and Stayman for an unbid major (after a balancing 1NT Stayman
    // needs 11+, an invitation opposite 11-15); the overcaller answers as the opener would.
    forcing(rule("adv.1n.transfer.s", &[W::Pos(Pos::Advance), W::Ours("1N"), W::Rho("P"), W::PartnerRule("ovc.1nt|bal.1nt")], NOV, &[Len(SS, 5, 13), Unbid(SS), NotShorter(SS, SH)], At(2, DH), Aim::Transfer)),
    forcing(rule("adv.1n.transfer.h", &[W::Pos(Pos::Advance), W::Ours("1N"), W::Rho("P"), W::PartnerRule("ovc.1nt|bal.1nt")], NOV, &[Len(SH, 5, 13), Unbid(SH)], At(2, DD), Aim::Transfer)),
    forcing(rule("adv.1n.stayman", &[W::Pos(Pos::Advance), W::Ours("1N"), W::Rho("P"), W::PartnerRule("ovc.1nt")], MAJORS, &[Hcp(8, 40), Len(V, 4, 4), Unbid(V)], At(2, DC), Aim::Stayman)),
    forcing(rule("adv.bal1n.stayman", &[W::Pos(Pos::Advance), W::Ours("1N"), W::Rho("P"), W::PartnerRule("bal.1nt")], MAJORS, &[Hcp(11, 40), Len(V, 4, 4), Unbid(V)], At(2, DC), Aim::Stayman)),
    // They bid over the transfer and the overcaller passed: a weak advancer lets it go.
    rule("adv.1n.tr.pass", &[W::MyRule("adv.1n.transfer.h|adv.1n.transfer.s"), W::TheirBidLast], NOV, &[Hcp(0, 7)], Pass, Aim::NothingToSay),
    answer(rule("ovc1n.complete.h", &[W::Ours("1N 2D"), W::PartnerRule("adv.1n.transfer.h"), W::Rho("P|X")], NOV, &[], At(2, DH), Aim::CompletesTransfer)),
    answer(rule("ovc1n.complete.s", &[W::Ours("1N 2H"), W::PartnerRule("adv.1n.transfer.s"), W::Rho("P|X")], NOV, &[], At(2, DS), Aim::CompletesTransfer)),
    answer(rule("ovc1n.stay.h", &[W::Ours("1N 2C"), W::PartnerRule("adv.1n.stayman|adv.bal1n.stayman"), W::Rho("P|X")], NOV, &[Len(SH, 4, 5), Unbid(SH)], At(2, DH), Aim::StaymanAnswer)),
    answer(rule("ovc1n.stay.s", &[W::Ours("1N 2C"), W::PartnerRule("adv.1n.stayman|adv.bal1n.stayman"), W::Rho("P|X")], NOV, &[Len(SS, 4, 5), Unbid(SS)], At(2, DS), Aim::StaymanAnswer)),
    answer(rule("ovc1n.stay.none", &[W::Ours("1N 2C"), W::PartnerRule("adv.1n.stayman|adv.bal1n.stayman"), W::Rho("P|X")], NOV, &[], At(2, DD), Aim::StaymanDenial)),
    // Advancing a Michaels cue bid or an unusual 2NT: choose among the suits shown.
    // Partner's takeout double of their four-level major: my longest five-card suit at the
    // five level when the layouts say it beats defending the double, else pass for penalties.
    rule("adv.x4.bid", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.x4"), W::Rho("P")], ALL, &[Len(V, 5, 13), Unbid(V), Longest(V), Judge(Judgement::Compete, DV)], Cheapest(DV), Aim::Natural),
    rule("adv.x4.pass", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.x4")], NOV, &[], Pass, Aim::PenaltyPass),
    // Partner's takeout double after his overcall: pass with four good cards in their suit,
    // else raise his suit with three, else the best other suit, else back to his suit.
    rule("adv.again.penalty", ADV_AGAIN, NOV, &[Len(T, 4, 13), Honours(T, 2)], Pass, Aim::PenaltyPass),
    rule("adv.again.raise", ADV_AGAIN, NOV, &[Len(PF, 3, 13)], Cheapest(DPF), Aim::Raise),
    rule("adv.again.new", ADV_AGAIN, ALL, &[BestNew(V), Len(V, 4, 13), CheapestLevel(DV, 2, 3)], Cheapest(DV), Aim::Natural),
    rule("adv.again.back", ADV_AGAIN, NOV, &[], Cheapest(DPF), Aim::Preference),
    rule("adv.x.lead", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.x.lead")], NOV, &[], Pass, Aim::NothingToSay),
    // Two five-card suits: run to the lower first (the higher can follow if it is doubled).
    rule("adv.ntx.run.lower", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.x.nt"), W::Rho("P")], UP, &[Hcp(0, 5), Len(V, 5, 5), NotShorter(V, SS), NotShorter(V, SH), NotShorter(V, SD), NotShorter(V, SC)], Cheapest(DV), Aim::ToPlay),
    rule("adv.ntx.run", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.x.nt"), W::Rho("P")], ALL, &[Hcp(0, 5), Len(V, 5, 13), Longest(V)], Cheapest(DV), Aim::ToPlay),
    rule("adv.ntx.pass", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.x.nt"), W::Rho("P")], NOV, &[], Pass, Aim::PenaltyPass),
    rule("adv.2s.game", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.michaels.minor|ovc.michaels.minor.1n|ovc.michaels.h|ovc.michaels.s|ovc.michaels.2h|ovc.michaels.2s|ovc.unusual|ovc.unusual.c|ovc.unusual.d|ovc.unusual.nt")], MAJORS, &[PartnerLen(V, 5), Len(V, 3, 13), Sp(V, 12, 40), Either(&Len(V, 4, 13), &Sp(V, 15, 40))], Game(DV), Aim::Game),
    // A jump in partner's Michaels major invites game (9-11 support points, the longer major);
    // the Michaels bidder accepts with the strong type (17+), passes with the weak one.
    rule("adv.2s.invite", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.michaels.minor|ovc.michaels.minor.1n|ovc.michaels.h|ovc.michaels.s"), W::Rho("P")], MAJORS, &[PartnerLen(V, 5), Len(V, 4, 13), Sp(V, 9, 11), CheapestLevel(DV, 2, 2)], Jump(DV), Aim::Invite),
    rule("adv.2s.invite.three", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.michaels.minor|ovc.michaels.minor.1n|ovc.michaels.h|ovc.michaels.s"), W::Rho("P")], MAJORS, &[PartnerLen(V, 5), Len(V, 3, 3), Sp(V, 9, 11), CheapestLevel(DV, 2, 2)], Jump(DV), Aim::Invite),
    rule("michaels.invite.accept", &[W::MyRule("ovc.michaels.minor|ovc.michaels.minor.1n|ovc.michaels.h|ovc.michaels.s"), W::PartnerRule("adv.2s.invite|adv.2s.invite.three"), W::Rho("P")], NOV, &[Hcp(17, 40)], Game(DPL), Aim::Accept),
    rule("michaels.invite.decline", &[W::MyRule("ovc.michaels.minor|ovc.michaels.minor.1n|ovc.michaels.h|ovc.michaels.s"), W::PartnerRule("adv.2s.invite|adv.2s.invite.three"), W::Rho("P")], NOV, &[], Pass, Aim::Decline),
    // With at most two cards in partner's major, 2NT asks for his minor.
    forcing(rule("adv.michaels.ask", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.michaels.h|ovc.michaels.2h"), W::Rho("P")], NOV, &[Len(SS, 0, 2)], At(2, NT), Aim::Natural)),
    forcing(rule("adv.michaels.ask.h", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.michaels.s|ovc.michaels.2s"), W::Rho("P")], NOV, &[Len(SH, 0, 2)], At(2, NT), Aim::Natural)),
    // At most one card in his major and a six-card minor of my own: bid it (pass or correct),
    // when the 2NT ask is out of reach.
    rule("adv.michaels.own", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.michaels.h|ovc.michaels.2h"), W::Rho("P"), W::BelowLevel(4)], MINORS, &[Len(SS, 0, 1), Len(V, 6, 13), Honours(V, 2), CheapestLevel(NT, 3, 3)], Cheapest(DV), Aim::Natural),
    rule("adv.michaels.own.h", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.michaels.s|ovc.michaels.2s"), W::Rho("P"), W::BelowLevel(4)], MINORS, &[Len(SH, 0, 1), Len(V, 6, 13), Honours(V, 2), CheapestLevel(NT, 3, 3)], Cheapest(DV), Aim::Natural),
    // Three cards in his major but four in each minor: the minor fit is longer.
    forcing(rule("adv.michaels.ask.minors", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.michaels.h|ovc.michaels.2h"), W::Rho("P")], NOV, &[Len(SS, 0, 3), Len(SC, 4, 13), Len(SD, 4, 13)], At(2, NT), Aim::Natural)),
    forcing(rule("adv.michaels.ask.minors.h", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.michaels.s|ovc.michaels.2s"), W::Rho("P")], NOV, &[Len(SH, 0, 3), Len(SC, 4, 13), Len(SD, 4, 13)], At(2, NT), Aim::Natural)),
    rule("adv.2s.four", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.michaels.minor|ovc.michaels.minor.1n|ovc.michaels.h|ovc.michaels.s|ovc.michaels.2h|ovc.michaels.2s|ovc.unusual|ovc.unusual.c|ovc.unusual.d|ovc.unusual.nt")], ALL, &[PartnerLen(V, 5), Len(V, 4, 13)], Cheapest(DV), Aim::Preference),
    rule("adv.2s.three", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.michaels.minor|ovc.michaels.minor.1n|ovc.michaels.h|ovc.michaels.s|ovc.michaels.2h|ovc.michaels.2s|ovc.unusual|ovc.unusual.c|ovc.unusual.d|ovc.unusual.nt")], ALL, &[PartnerLen(V, 5), Len(V, 3, 13)], Cheapest(DV), Aim::Preference),
    rule("adv.2s.any", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.michaels.minor|ovc.michaels.minor.1n|ovc.michaels.h|ovc.michaels.s|ovc.michaels.2h|ovc.michaels.2s|ovc.unusual|ovc.unusual.c|ovc.unusual.d|ovc.unusual.nt"), W::Rho("P")], ALL, &[PartnerLen(V, 5), Longest(V)], Cheapest(DV), Aim::Preference),
    rule("adv.2s.other", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.michaels.minor|ovc.michaels.minor.1n|ovc.michaels.h|ovc.michaels.s|ovc.michaels.2h|ovc.michaels.2s|ovc.unusual|ovc.unusual.c|ovc.unusual.d|ovc.unusual.nt"), W::Rho("P")], Vars::Suits(&[Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs]), &[PartnerLen(V, 5)], Cheapest(DV), Aim::Preference),
    // Partner's minor after my major-minor Michaels is pass-or-correct: with the other minor
    // (five cards, at most two of his) I correct.
    rule("michaels.correct", &[W::MyRule("ovc.michaels.h|ovc.michaels.s|ovc.michaels.2h|ovc.michaels.2s"), W::OurBidLast, W::Rho("P")], MINORS, &[Minor(PL), Differs(V, PL), Len(V, 5, 13), Len(PL, 0, 2)], Cheapest(DV), Aim::Natural),
    answer(rule("michaels.minor.strong", &[W::MyRule("ovc.michaels.h|ovc.michaels.s|ovc.michaels.2h|ovc.michaels.2s"), W::PartnerRule("adv.michaels.ask|adv.michaels.ask.h|adv.michaels.ask.minors|adv.michaels.ask.minors.h")], MINORS, &[Len(V, 5, 13), Hcp(17, 40)], Jump(DV), Aim::Natural)),
    answer(rule("dbl.cue.major", &[W::MyRule("ovc.x|ovc.x.strong|bal.x|bal.x.strong"), W::PartnerRule("adv.x.cue")], MAJORS, &[Len(V, 4, 13)], Cheapest(DV), Aim::Natural)),
    answer(rule("dbl.cue.nt", &[W::MyRule("ovc.x|ovc.x.strong|bal.x|bal.x.strong"), W::PartnerRule("adv.x.cue")], NOV, &[], Cheapest(NT), Aim::NoFit)),
    answer(rule("michaels.minor", &[W::MyRule("ovc.michaels.h|ovc.michaels.s|ovc.michaels.2h|ovc.michaels.2s"), W::PartnerRule("adv.michaels.ask|adv.michaels.ask.h|adv.michaels.ask.minors|adv.michaels.ask.minors.h")], MINORS, &[Len(V, 5, 13)], Cheapest(DV), Aim::Natural)),
    // Partner doubled twice after my pass: the second double is takeout too (a strong hand),
    // so I bid my best unbid suit, passing only with four good cards in their suit.
    rule("adv.x.again.penalty", &[W::Pos(Pos::Advance), W::Ours("X X"), W::Rho("P")], NOV, &[Len(T, 4, 13), Honours(T, 2)], Pass, Aim::PenaltyPass),
    rule("adv.x.again", &[W::Pos(Pos::Advance), W::Ours("X X"), W::Rho("P")], ALL, &[BestNew(V), CheapestLevel(DV, 2, 3)], Cheapest(DV), Aim::Natural),
    rule("adv.x.penalty", &[W::Pos(Pos::Advance), W::Ours("X"), W::Rho("P")], NOV, &[Len(T, 5, 13), Honours(T, 3)], Pass, Aim::PenaltyPass),
    rule("adv.x.free", &[W::Pos(Pos::Advance), W::Ours("X"), W::Rho("1x|2x|3x|X")], NOV, &[Hcp(0, 7)], Pass, Aim::NothingToSay),
    // Game values and both majors: cue bid their suit, asking the doubler for a four-card major.
    forcing(rule("adv.x.cue", &[W::Pos(Pos::Advance), W::Ours("X"), W::Rho("P"), W::OppBids(1)], NOV, &[Hcp(12, 40), Len(SH, 4, 13), Len(SS, 4, 13), Unbid(SH), Unbid(SS)], Cheapest(Den::Of(T)), Aim::CueAsksMajor)),
    rule("adv.x.game", &[W::Pos(Pos::Advance), W::Ours("X")], MAJORS, &[Hcp(12, 40), Len(V, 4, 13), Unbid(V)], Game(DV), Aim::Game),
    rule("adv.x.3nt", &[W::Pos(Pos::Advance), W::Ours("X")], NOV, &[Hcp(12, 40), StopTheirs], Game(NT), Aim::Game),
    // Partner's balancing double may be lighter: the jump needs 10+.
    rule("adv.balx.major", &[W::Pos(Pos::Advance), W::Ours("X"), W::Rho("P"), W::PartnerRule("bal.x")], MAJORS, &[Hcp(0, 9), Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 1, 2)], Cheapest(DV), Aim::Natural),
    rule("adv.x.jump", &[W::Pos(Pos::Advance), W::Ours("X"), W::Rho("P")], MAJORS, &[Hcp(9, 11), Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 1, 2)], Jump(DV), Aim::Invite),
    // Over a free bid the jump needs a little more (9 HCP may bid at the cheapest level).
    rule("adv.x.jump.free", &[W::Pos(Pos::Advance), W::Ours("X"), W::Rho("1x|2x")], MAJORS, &[Hcp(10, 11), Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 1, 2)], Jump(DV), Aim::Invite),
    rule("adv.x.2nt", &[W::Pos(Pos::Advance), W::Ours("X")], NOV, &[Hcp(11, 12), StopTheirs, Not(&UnbidMajor4), CheapestLevel(NT, 1, 1)], At(2, NT), Aim::Invite),
    rule("adv.x.nt", &[W::Pos(Pos::Advance), W::Ours("X")], NOV, &[Hcp(6, 10), StopTheirs, Not(&UnbidMajor4), CheapestLevel(NT, 1, 1)], Cheapest(NT), Aim::Natural),
    rule("adv.x.major", &[W::Pos(Pos::Advance), W::Ours("X")], MAJORS, &[Shows(0, 8), Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 1, 3)], Cheapest(DV), Aim::Natural),
    rule("adv.x.other", &[W::Pos(Pos::Advance), W::Ours("X")], ALL, &[Shows(0, 8), Unbid(V), Longest(V), CheapestLevel(DV, 1, 3)], Cheapest(DV), Aim::Natural),
    rule("adv.x.minor", &[W::Pos(Pos::Advance), W::Ours("X")], UP, &[Shows(0, 8), Unbid(V), Len(V, 3, 13), CheapestLevel(DV, 1, 3)], Cheapest(DV), Aim::Natural),
    // Their three-level bid doubled for takeout: with at most three cards in their suit the
    // advancer bids (passing would be for penalties), his longest unbid suit at the four level.
    // A six-card suit: game in it when the layouts say it pays.
    rule("adv.x.five", &[W::Pos(Pos::Advance), W::Ours("X"), W::Rho("P")], MINORS, &[Len(T, 0, 3), Len(V, 6, 13), Unbid(V), Longest(V), CheapestLevel(DV, 4, 4), Judge(Judgement::Game, DV)], Game(DV), Aim::Game),
    rule("adv.x.four", &[W::Pos(Pos::Advance), W::Ours("X"), W::Rho("P")], ALL, &[Len(T, 0, 3), Unbid(V), Longest(V), CheapestLevel(DV, 4, 4)], Cheapest(DV), Aim::Natural),
    // Advancing a weak jump overcall.
    // 15+ HCP and only two of partner's suit: the 2NT feature ask, as over a weak two opening.
    forcing(rule("adv.weak.ask", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.weak|ovc.weak.2"), W::Rho("P"), W::Ours("2x")], NOV, &[Hcp(15, 40), Len(PL, 2, 2)], At(2, NT), Aim::FeatureAsk)),
    rule("adv.weak.game", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.weak|ovc.weak.2")], NOV, &[Major(PL), Len(PL, 2, 13), Sp(PL, 16, 40)], Game(DPL), Aim::Game),
    rule("adv.weak.3nt", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.weak|ovc.weak.2")], NOV, &[Hcp(17, 40), StopTheirs], Game(NT), Aim::Game),
    rule("adv.weak.raise", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.weak|ovc.weak.2")], NOV, &[Len(PL, 3, 13), CheapestLevel(DPL, 3, 3)], Cheapest(DPL), Aim::PreemptiveRaise),
    rule("adv.weak.pass", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.weak|ovc.weak.2")], NOV, &[], Pass, Aim::NothingToSay),
    // Partner balanced (perhaps a king light): raise a king lighter too.
    rule("adv.bal.game", &[W::Pos(Pos::Advance), W::PartnerRule("bal.1|bal.2|bal.2.long")], NOV, &[Major(PL), Len(PL, 3, 13), Sp(PL, 16, 40)], Game(DPL), Aim::Game),
    rule("adv.bal.jump", &[W::Pos(Pos::Advance), W::PartnerRule("bal.1|bal.2|bal.2.long")], NOV, &[Len(PL, 3, 13), Sp(PL, 14, 15), CheapestLevel(DPL, 2, 2)], Jump(DPL), Aim::Invite),
    rule("adv.bal.raise", &[W::Pos(Pos::Advance), W::PartnerRule("bal.1|bal.2|bal.2.long")], NOV, &[Len(PL, 3, 13), Sp(PL, 6, 13), CheapestLevel(DPL, 2, 3)], Cheapest(DPL), Aim::Raise),
    rule("adv.raise.game", &[W::Pos(Pos::Advance), W::Ours("1x|2x|3x")], NOV, &[Major(PL), Len(PL, 3, 13), Sp(PL, 13, 40)], Game(DPL), Aim::Game),
    forcing(rule("adv.cue", &[W::Pos(Pos::Advance), W::Ours("1x|2x"), W::OppBids(1)], NOV, &[Len(PL, 3, 13), Sp(PL, 10, 12)], Cheapest(Den::Of(T)), Aim::CueRaise)),
    // They bid two suits: the cue raise is a cue bid of their opening suit.
    forcing(rule("adv.cue.opening", &[W::Pos(Pos::Advance), W::Ours("1x|2x"), W::OppBids(2)], NOV, &[Len(PL, 3, 13), Sp(PL, 10, 12), Differs(OF, PL), Differs(OF, T)], Cheapest(Den::Of(OF)), Aim::CueRaise)),
    // Five trumps opposite partner's five-card overcall: eleven together, game in the major
    // as a preempt (the law of total tricks).
    rule("adv.raise.game.weak", &[W::Pos(Pos::Advance), W::Ours("1x|2x")], NOV, &[Major(PL), Len(PL, 5, 13), Hcp(0, 9), Unbalanced], Game(DPL), Aim::PreemptiveRaise),
    rule("adv.raise.jump", &[W::Pos(Pos::Advance), W::Ours("1x|2x")], NOV, &[Len(PL, 4, 13), Hcp(3, 8), CheapestLevel(DPL, 2, 2)], Jump(DPL), Aim::PreemptiveRaise),
    rule("adv.raise", &[W::Pos(Pos::Advance), W::Ours("1x|2x")], NOV, &[Len(PL, 3, 13), Sp(PL, 6, 9), CheapestLevel(DPL, 2, 3)], Cheapest(DPL), Aim::Raise),
    // Only over their opening alone: once responder has bid too, 12 HCP opposite an overcall
    // leave our side short of game values.
    rule("adv.3nt", &[W::Pos(Pos::Advance), W::Ours("1x|2x|1N"), W::OppBids(1)], NOV, &[Hcp(12, 40), StopTheirs], Game(NT), Aim::Game),
    rule("adv.new", &[W::Pos(Pos::Advance), W::Ours("1x|2x|1N")], ALL, &[Hcp(8, 40), Len(V, 5, 13), Unbid(V), Honours(V, 2), CheapestLevel(DV, 1, 2)], Cheapest(DV), Aim::Natural),
    rule("adv.nt", &[W::Pos(Pos::Advance), W::Ours("1x|2x")], NOV, &[Hcp(9, 11), StopTheirs, CheapestLevel(NT, 1, 2)], Cheapest(NT), Aim::Natural),
    // After partner's balancing 1NT (11-15): 2NT invites with 11-12, 3NT with 13+.
    // Partner's 2NT overcall of a weak two (15-18, balanced, a stopper): 3NT with 9+ HCP (24+
    // together, as opposite a 1NT overcall with an invitation's values and one more).
    rule("adv.2nt.3nt", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.2nt"), W::Rho("P")], NOV, &[Hcp(9, 40)], Game(NT), Aim::Game),
    // 7-8 HCP (a six-card suit, a five-card one with the tens): 3NT when the layouts say game
    // pays opposite 15-18 (session 14).
    rule("adv.2nt.3nt.judge", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.2nt"), W::Rho("P")], NOV, &[Hcp(7, 8), Judge(Judgement::Game, NT)], Game(NT), Aim::Game),
    rule("adv.bal2n.3nt", &[W::Pos(Pos::Advance), W::PartnerRule("bal.2nt"), W::Rho("P")], NOV, &[Hcp(5, 40)], Game(NT), Aim::Game),
    rule("adv.bal1n.3nt", &[W::Pos(Pos::Advance), W::PartnerRule("bal.1nt"), W::Rho("P")], NOV, &[Hcp(13, 40)], Game(NT), Aim::Game),
    rule("adv.bal1n.2nt", &[W::Pos(Pos::Advance), W::PartnerRule("bal.1nt"), W::Rho("P")], NOV, &[Hcp(11, 12)], At(2, NT), Aim::Invite),
    rule("adv.1n.2nt", &[W::Pos(Pos::Advance), W::Ours("1N")], NOV, &[Hcp(8, 9), CheapestLevel(NT, 2, 2)], Cheapest(NT), Aim::Invite),
    // Contested judgement (simulated): over their bid, game in partner's suit when the layouts
    // the auction allows say it pays; else compete in it when that beats defending theirs.
    rule("cj.adv.game", &[W::Pos(Pos::Advance), W::Ours("1x|2x|3x"), W::OppBid, W::NoGame], NOV, &[Len(PL, 2, 13), Hcp(5, 40), Judge(Judgement::Game, DPL)], Game(DPL), Aim::Game),
    rule("cj.adv.compete", &[W::Pos(Pos::Advance), W::Ours("1x|2x|3x"), W::TheirBidLast], NOV, &[Len(PL, 3, 13), Judge(Judgement::Compete, DPL)], Cheapest(DPL), Aim::Competes),
    rule("adv.pass", &[W::Pos(Pos::Advance)], NOV, &[], Pass, Aim::NothingToSay),
    // ---------------------------------------------------------------- overcalls and takeout doubles
    // Balancing: in the pass-out seat, bid as if holding a king more.
    // A double of their 1NT opening is for penalties; partner leaves it in.
    // Their Stayman or transfer is artificial: a double shows a good five-card suit there (two of
    // the top three honours) and asks for its lead; partner passes.
    rule("ovc.x.lead", &[W::Pos(Pos::Overcall), W::OppLast("2C|2D|2H"), W::RhoRule("nt.stayman|nt.stayman.weak|nt.transfer.h|nt.transfer.s")], NOV, &[Len(T, 5, 13), TopThree(T, 2)], Double, Aim::LeadDirecting),
    // Two-suited overcalls: Michaels cue bids and the unusual 2NT (5-5 or longer), weak (6-11
    // HCP, two honours in each suit shown) or strong (17+); with 12-16 overcall in the higher suit.
    forcing(rule("ovc.michaels.minor", &[W::Pos(Pos::Overcall), W::OppLast("1C|1D"), W::OppBids(1)], NOV, &[Either(&Hcp(6, 11), &Hcp(17, 40)), Len(SH, 5, 13), Len(SS, 5, 13), Honours(SH, 2), Honours(SS, 2)], Cheapest(Den::Of(T)), Aim::Michaels)),
    // Over 1♣/1♦ – pass – 1NT the cue bid of their minor is still Michaels (both majors).
    forcing(rule("ovc.michaels.minor.1n", &[W::Pos(Pos::Overcall), W::OppLast("1N"), W::OppBids(2)], NOV, &[Minor(OF), Either(&Hcp(6, 11), &Hcp(17, 40)), Len(SH, 5, 13), Len(SS, 5, 13), Honours(SH, 2), Honours(SS, 2)], Cheapest(Den::Of(OF)), Aim::Michaels)),
    forcing(rule("ovc.michaels.h", &[W::Pos(Pos::Overcall), W::OppLast("1H"), W::OppBids(1)], NOV, &[Either(&Hcp(6, 11), &Hcp(17, 40)), Len(SS, 5, 13), Honours(SS, 2), Either(&Len(SC, 5, 13), &Len(SD, 5, 13))], Cheapest(Den::Of(T)), Aim::Michaels)),
    forcing(rule("ovc.michaels.s", &[W::Pos(Pos::Overcall), W::OppLast("1S"), W::OppBids(1)], NOV, &[Either(&Hcp(6, 11), &Hcp(17, 40)), Len(SH, 5, 13), Honours(SH, 2), Either(&Len(SC, 5, 13), &Len(SD, 5, 13))], Cheapest(Den::Of(T)), Aim::Michaels)),
    // Over a weak two the cue bid is Michaels with any strength (8+ HCP).
    forcing(rule("ovc.michaels.2h", &[W::Pos(Pos::Overcall), W::OppLast("2H"), W::OppBids(1)], NOV, &[Hcp(8, 40), Len(SS, 5, 13), Honours(SS, 2), Either(&Len(SC, 5, 13), &Len(SD, 5, 13))], Cheapest(Den::Of(T)), Aim::Michaels)),
    forcing(rule("ovc.michaels.2s", &[W::Pos(Pos::Overcall), W::OppLast("2S"), W::OppBids(1)], NOV, &[Hcp(8, 40), Len(SH, 5, 13), Honours(SH, 2), Either(&Len(SC, 5, 13), &Len(SD, 5, 13))], Cheapest(Den::Of(T)), Aim::Michaels)),
    forcing(rule("ovc.unusual", &[W::Pos(Pos::Overcall), W::OppLast("1H|1S"), W::OppBids(1), W::Rho("1H|1S")], NOV, &[Either(&Hcp(6, 11), &Hcp(17, 40)), Len(SC, 5, 13), Len(SD, 5, 13), Honours(SC, 2), Honours(SD, 2)], At(2, NT), Aim::Unusual2NT)),
    forcing(rule("ovc.unusual.c", &[W::Pos(Pos::Overcall), W::OppLast("1C"), W::OppBids(1), W::Rho("1C")], NOV, &[Either(&Hcp(6, 11), &Hcp(17, 40)), Len(SD, 5, 13), Len(SH, 5, 13), Honours(SD, 2), Honours(SH, 2)], At(2, NT), Aim::Unusual2NT)),
    forcing(rule("ovc.unusual.d", &[W::Pos(Pos::Overcall), W::OppLast("1D"), W::OppBids(1), W::Rho("1D")], NOV, &[Either(&Hcp(6, 11), &Hcp(17, 40)), Len(SC, 5, 13), Len(SH, 5, 13), Honours(SC, 2), Honours(SH, 2)], At(2, NT), Aim::Unusual2NT)),
    rule("ovc.x.nt", &[W::Pos(Pos::Overcall), W::OppLast("1N"), W::OppBids(1)], NOV, &[Hcp(15, 40)], Double, Aim::Penalty),
    // Over their 1NT (booklet): the double is for penalties and suit overcalls are natural;
    // a good seven-card suit bids at the three level, 2NT shows the minors (5-5).
    rule("ovc.1n.3", &[W::Pos(Pos::Overcall), W::OppLast("1N"), W::OppBids(1)], ALL, &[Hcp(8, 14), Len(V, 7, 13), Honours(V, 3)], At(3, DV), Aim::Overcall),
    forcing(rule("ovc.unusual.nt", &[W::Pos(Pos::Overcall), W::OppLast("1N"), W::OppBids(1)], NOV, &[Hcp(8, 40), Len(SC, 5, 13), Len(SD, 5, 13)], At(2, NT), Aim::Unusual2NT)),
    // 19-21 balanced with a stopper: 2NT in the pass-out seat (a double and no-trumps after it
    // shows 16-18); partner raises to 3NT with 5+ HCP.
    rule("bal.2nt", &[W::Pos(Pos::Overcall), W::OppBids(1), W::OppLast("1x"), W::Rho("P")], NOV, &[Hcp(19, 21), Balanced, StopTheirs], At(2, NT), Aim::Balancing),
    rule("bal.1nt", &[W::Pos(Pos::Overcall), W::OppBids(1), W::OppLast("1x"), W::Rho("P")], NOV, &[Hcp(11, 15), Balanced, StopTheirs], At(1, NT), Aim::Balancing),
    // A jump in the pass-out seat is intermediate: a good six-card suit, 12-16 HCP.
    rule("bal.jump", &[W::Pos(Pos::Overcall), W::OppBids(1), W::OppLast("1x"), W::Rho("P")], ALL, &[Hcp(12, 16), Len(V, 6, 13), Honours(V, 2), Unbid(V), CheapestLevel(DV, 1, 2)], Jump(DV), Aim::Balancing),
    forcing(rule("bal.x", &[W::Pos(Pos::Overcall), W::OppBids(1), W::OppLast("1x"), W::Rho("P")], NOV, &[Hcp(9, 40), TakeoutShape], Double, Aim::Balancing)),
    // Too strong for a balancing 1NT or overcall: double first.
    forcing(rule("bal.x.strong", &[W::Pos(Pos::Overcall), W::OppBids(1), W::OppLast("1x"), W::Rho("P")], NOV, &[Hcp(16, 40)], Double, Aim::Balancing)),
    rule("bal.1", &[W::Pos(Pos::Overcall), W::OppBids(1), W::OppLast("1x"), W::Rho("P")], ALL, &[Hcp(7, 17), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 1, 1)], Cheapest(DV), Aim::Balancing),
    rule("bal.2", &[W::Pos(Pos::Overcall), W::OppBids(1), W::OppLast("1x"), W::Rho("P")], ALL, &[Hcp(9, 17), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 2, 2)], Cheapest(DV), Aim::Balancing),
    // A six-card suit balances at the two level a king lighter.
    rule("bal.2.long", &[W::Pos(Pos::Overcall), W::OppBids(1), W::OppLast("1x"), W::Rho("P")], ALL, &[Hcp(6, 8), Len(V, 6, 13), Honours(V, 2), Unbid(V), CheapestLevel(DV, 2, 2)], Cheapest(DV), Aim::Balancing),
    // They found a fit and stopped at the two level (1♥ P 2♥ P P): do not sell out; double
    // with takeout shape, or bid a five-card suit (the law of total tricks: they have eight or
    // nine trumps, so we have a fit too).
    // A five-card major is bid rather than doubled (partner would answer in a minor).
    rule("bal.fit.major", &[W::Pos(Pos::Overcall), W::OppBids(2), W::OppLast("2x"), W::Rho("P")], MAJORS, &[Hcp(7, 40), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 2, 2)], Cheapest(DV), Aim::Balancing),
    forcing(rule("bal.fit.x", &[W::Pos(Pos::Overcall), W::OppBids(2), W::OppLast("2x"), W::Rho("P")], NOV, &[Hcp(8, 40), TakeoutShape], Double, Aim::Balancing)),
    rule("bal.fit.suit", &[W::Pos(Pos::Overcall), W::OppBids(2), W::OppLast("2x"), W::Rho("P")], ALL, &[Hcp(7, 40), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 2, 2)], Cheapest(DV), Aim::Balancing),
    rule("ovc.1nt", &[W::Pos(Pos::Overcall), W::OppLast("1x"), W::Rho("1x")], NOV, &[Hcp(15, 18), Balanced, StopTheirs], At(1, NT), Aim::Overcall),
    rule("ovc.2nt", &[W::Pos(Pos::Overcall), W::OppLast("2D|2H|2S"), W::OppBids(1)], NOV, &[Hcp(15, 18), Balanced, StopTheirs], At(2, NT), Aim::Overcall),
    forcing(rule("ovc.x.strong", &[W::Pos(Pos::Overcall), W::OppLast("1x|2x|3x")], NOV, &[Hcp(18, 40)], Double, Aim::TakeoutDouble)),
    rule("ovc.weak4", &[W::Pos(Pos::Overcall), W::OppLast("1x"), W::Rho("1x")], ALL, &[Hcp(5, 10), Len(V, 8, 13), Honours(V, 2), Unbid(V)], At(4, DV), Aim::WeakJumpOvercall),
    rule("ovc.weak3", &[W::Pos(Pos::Overcall), W::OppLast("1x"), W::Rho("1x")], ALL, &[Hcp(5, 10), Len(V, 7, 7), Honours(V, 2), Unbid(V)], At(3, DV), Aim::WeakJumpOvercall),
    // A single jump with six cards: 5-9 HCP to the two level, 5-8 to the three (with 9-10 a
    // simple two-level overcall).
    rule("ovc.weak", &[W::Pos(Pos::Overcall), W::OppLast("1x"), W::Rho("1x")], ALL, &[Hcp(5, 9), Len(V, 6, 6), Honours(V, 2), Unbid(V), CheapestLevel(DV, 1, 1)], Jump(DV), Aim::WeakJumpOvercall),
    rule("ovc.weak.2", &[W::Pos(Pos::Overcall), W::OppLast("1x"), W::Rho("1x")], ALL, &[Hcp(5, 8), Len(V, 6, 6), Honours(V, 2), Unbid(V), CheapestLevel(DV, 2, 2)], Jump(DV), Aim::WeakJumpOvercall),
    rule("ovc.1", OVERCALL, ALL, &[Hcp(8, 17), Len(V, 5, 13), Honours(V, 2), Either(&TopCard(V), &Either(&Honours(V, 3), &Hcp(11, 17))), Unbid(V), CheapestLevel(DV, 1, 1)], Cheapest(DV), Aim::Overcall),
    rule("ovc.2", OVERCALL, ALL, &[Hcp(11, 17), Len(V, 5, 13), Honours(V, 2), Unbid(V), CheapestLevel(DV, 2, 2), Not(&Len(T, 4, 13))], Cheapest(DV), Aim::Overcall),
    // A good six-card suit overcalls at the two level with 9-10 HCP (a weak jump shows less).
    rule("ovc.2.six", OVERCALL, ALL, &[Hcp(9, 10), Len(V, 6, 13), Honours(V, 2), TopCard(V), Unbid(V), CheapestLevel(DV, 2, 2), Not(&Len(T, 4, 13))], Cheapest(DV), Aim::Overcall),
    forcing(rule("ovc.x", &[W::Pos(Pos::Overcall), W::OppLast("1x|2x|3x")], NOV, &[Hcp(12, 40), TakeoutShape], Double, Aim::TakeoutDouble)),
    rule("ovc.3nt", &[W::Pos(Pos::Overcall), W::OppLast("2x|3x"), W::OppBids(1)], NOV, &[Hcp(17, 21), StopTheirs], Game(NT), Aim::ToPlay),
    // Their raise of a weak two (2♠ P 3♠) does not silence 17-21 with a stopper.
    rule("ovc.3nt.raised", &[W::Pos(Pos::Overcall), W::OppLast("3x"), W::OppBids(2)], NOV, &[Not(&Differs(T, OF)), Hcp(17, 21), StopTheirs], Game(NT), Aim::ToPlay),
    rule("ovc.3", OVERCALL, ALL, &[Hcp(13, 17), Len(V, 6, 13), Honours(V, 2), Unbid(V), CheapestLevel(DV, 3, 3)], Cheapest(DV), Aim::Overcall),
    // Their four-level major (a preemptive raise or opening): a double with shortness in it
    // is for takeout, opening values and more (13+ HCP); partner may pass it for penalties.
    rule("ovc.x4", &[W::Pos(Pos::Overcall), W::OppLast("4H|4S")], NOV, &[Hcp(13, 40), Len(T, 0, 1), TakeoutShape], Double, Aim::TakeoutDouble),
    rule("ovc.pass", OVERCALL, NOV, &[], Pass, Aim::NothingToSay),
    // ---------------------------------------------------------------- later rounds: judgement by combined values
    rule("inv.accept.major", &[W::PartnerRule(INVITES_SUIT)], NOV, &[Major(PL), Len(PL, 2, 13), Either(&UpperHalf, &CombinedMin(25))], Game(DPL), Aim::Accept),
    rule("inv.accept.3nt", &[W::PartnerRule(INVITES_SUIT)], NOV, &[Either(&UpperHalf, &CombinedMin(25))], Game(NT), Aim::Accept),
    rule("inv.accept.nt", &[W::PartnerRule(INVITES_NT)], NOV, &[Either(&UpperHalf, &CombinedMin(25))], Game(NT), Aim::Accept),
    // A hand in the lower half accepts anyway when the simulation says game pays.
    rule("inv.judge.major", &[W::PartnerRule(INVITES_SUIT), W::NoOppBid], NOV, &[Major(PL), Len(PL, 2, 13), Judge(Judgement::Game, DPL)], Game(DPL), Aim::Accept),
    rule("inv.judge.nt", &[W::PartnerRule(INVITES_ANY), W::NoOppBid], NOV, &[Judge(Judgement::Game, NT)], Game(NT), Aim::Accept),
    // In a contested auction too (their bids place the high cards; the contested margin): 3NT
    // needs a stopper in their suit.
    rule("inv.judge.major.comp", &[W::PartnerRule(INVITES_SUIT), W::OppBid], NOV, &[Major(PL), Len(PL, 2, 13), Judge(Judgement::Game, DPL)], Game(DPL), Aim::Accept),
    rule("inv.judge.nt.comp", &[W::PartnerRule(INVITES_SUIT), W::OppBid], NOV, &[StopTheirs, Judge(Judgement::Game, NT)], Game(NT), Aim::Accept),
    // Partner's invitation at four of a minor (3NT bypassed): five when the layouts say game
    // pays (session 14).
    rule("inv.judge.minor", &[W::PartnerRule(INVITES_SUIT)], NOV, &[Minor(PL), Len(PL, 2, 13), CheapestLevel(DPL, 5, 5), Judge(Judgement::Game, DPL)], Game(DPL), Aim::Accept),
    rule("inv.decline", &[W::PartnerRule(INVITES_ANY)], NOV, &[], Pass, Aim::Decline),
    // Responder after opener's game try over a single raise: game with a maximum (9-10 support
    // points) or two top honours in the try suit; 3NT over a minor with 8+ HCP; else three of
    // the suit (after 2NT over a minor raise, pass).
    rule("try.accept.major", &[W::PartnerRule("rebid.raise.try|rebid.raise.2nt")], NOV, &[Major(O), Either(&Sp(O, 9, 40), &Honours(PL, 2))], Game(DO), Aim::Accept),
    rule("try.accept.3nt", &[W::PartnerRule("rebid.raise.try|rebid.raise.2nt")], NOV, &[Minor(O), Hcp(8, 40)], Game(NT), Aim::Accept),
    rule("try.decline.pass", &[W::PartnerRule("rebid.raise.2nt")], NOV, &[Minor(O)], Pass, Aim::Decline),
    rule("try.decline", &[W::PartnerRule("rebid.raise.try|rebid.raise.2nt")], NOV, &[], Cheapest(DO), Aim::Decline),
    // The doubler's rebid.
    // They raised and partner passed: a strong doubler short in their suit doubles again.
    rule("dbl.again", &[W::Pos(Pos::Later), W::MyRule("ovc.x|ovc.x.strong"), W::TheirBidLast, W::Rho("P"), W::OppBids(2)], NOV, &[Hcp(17, 40), Len(T, 0, 1)], Double, Aim::TakeoutDouble),
    // The overcaller, their raise passed round to him at the two level: a sound overcall
    // (15-17 HCP) with at most two cards in their suit doubles for takeout rather than sell
    // out (partner may have passed with values and no fit); partner answers below.
    rule("ovc.again.x", &[W::Pos(Pos::Later), W::MyRule("ovc.1|ovc.2"), W::TheirBidLast, W::Rho("P"), W::OppBids(2), W::OppLast("2x")], NOV, &[Hcp(15, 17), Len(T, 0, 2)], Double, Aim::TakeoutDouble),
    rule("dbl.raise.game", &[W::Pos(Pos::Later), W::MyRule("ovc.x|ovc.x.strong|bal.x|bal.x.strong")], NOV, &[Fit(PL), Hcp(22, 40)], Game(DPL), Aim::Game),
    rule("dbl.raise.after.jump", &[W::Pos(Pos::Later), W::MyRule("ovc.x|ovc.x.strong|bal.x|bal.x.strong"), W::PartnerRule("adv.x.jump|adv.x.jump.free")], NOV, &[Fit(PL), Sp(PL, 14, 40)], Game(DPL), Aim::Accept),
    rule("dbl.raise.jump", &[W::Pos(Pos::Later), W::MyRule("ovc.x|ovc.x.strong|bal.x|bal.x.strong")], NOV, &[Fit(PL), Hcp(19, 21), CheapestLevel(DPL, 2, 2)], Jump(DPL), Aim::Invite),
    rule("dbl.raise", &[W::Pos(Pos::Later), W::MyRule("ovc.x|ovc.x.strong|bal.x|bal.x.strong"), W::OurBidLast], NOV, &[Fit(PL), Hcp(16, 18), CheapestLevel(DPL, 2, 3)], Cheapest(DPL), Aim::Invite),
    rule("bal.x.nt", &[W::Pos(Pos::Later), W::MyRule("bal.x|bal.x.strong")], NOV, &[Hcp(16, 18), Balanced, StopTheirs, CheapestLevel(NT, 1, 2)], Cheapest(NT), Aim::Natural),
    // Too strong to overcall: a five-card major first, jumping with six and 19+.
    rule("dbl.major.jump", &[W::Pos(Pos::Later), W::MyRule("ovc.x|ovc.x.strong|bal.x|bal.x.strong")], MAJORS, &[Hcp(19, 40), Len(V, 6, 13), Unbid(V), Not(&Fit(PL)), CheapestLevel(DV, 1, 2)], Jump(DV), Aim::Natural),
    rule("dbl.major", &[W::Pos(Pos::Later), W::MyRule("ovc.x|ovc.x.strong|bal.x|bal.x.strong")], MAJORS, &[Hcp(17, 40), Len(V, 5, 13), Unbid(V), Not(&Fit(PL)), CheapestLevel(DV, 1, 2)], Cheapest(DV), Aim::Natural),
    // Too strong for a 1NT overcall: no-trumps by strength, 18-19, a jump with 20-22, 3NT with 23+.
    rule("dbl.3nt", &[W::Pos(Pos::Later), W::MyRule("ovc.x|ovc.x.strong|bal.x|bal.x.strong")], NOV, &[Hcp(23, 40), Balanced, StopTheirs], Game(NT), Aim::Natural),
    rule("dbl.2nt", &[W::Pos(Pos::Later), W::MyRule("ovc.x|ovc.x.strong|bal.x|bal.x.strong")], NOV, &[Hcp(20, 22), Balanced, StopTheirs, CheapestLevel(NT, 1, 1)], Jump(NT), Aim::Natural),
    rule("dbl.nt", &[W::Pos(Pos::Later), W::MyRule("ovc.x|ovc.x.strong|bal.x|bal.x.strong")], NOV, &[Hcp(18, 19), Balanced, StopTheirs, CheapestLevel(NT, 1, 1)], Cheapest(NT), Aim::Natural),
    rule("dbl.nt2", &[W::Pos(Pos::Later), W::MyRule("ovc.x|ovc.x.strong|bal.x|bal.x.strong")], NOV, &[Hcp(18, 22), Balanced, StopTheirs, CheapestLevel(NT, 2, 2)], Cheapest(NT), Aim::Natural),
    // Four cards in advancer's minor: raise by strength, as in a major (after a direct double:
    // a balancing double may hold less).
    rule("dbl.raise.minor.jump", &[W::Pos(Pos::Later), W::MyRule("ovc.x|ovc.x.strong")], NOV, &[Minor(PL), Len(PL, 4, 13), Hcp(19, 21), CheapestLevel(DPL, 2, 2)], Jump(DPL), Aim::Invite),
    rule("dbl.raise.minor", &[W::Pos(Pos::Later), W::MyRule("ovc.x|ovc.x.strong"), W::OurBidLast], NOV, &[Minor(PL), Len(PL, 4, 13), Hcp(16, 18), CheapestLevel(DPL, 2, 3)], Cheapest(DPL), Aim::Invite),
    rule("dbl.suit", &[W::Pos(Pos::Later), W::MyRule("ovc.x|ovc.x.strong|bal.x|bal.x.strong")], ALL, &[Hcp(17, 40), Len(V, 5, 13), Unbid(V), Not(&Fit(PL)), CheapestLevel(DV, 1, 3)], Cheapest(DV), Aim::Natural),
    // Responder's rebid (booklet): a six-card suit rebid, jumping with invitational values when
    // it was bid at the one level; a raise of opener's second suit, a minor, invites.
    rule("rr.own.jump", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::OurBidLast], NOV, &[Differs(ML, PL), Hcp(10, 12), Len(ML, 6, 13), Not(&Fit(PL)), Not(&Fit(O)), CheapestLevel(DML, 2, 2)], Jump(DML), Aim::Invite),
    rule("rr.own", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::OurBidLast], NOV, &[Differs(ML, PL), Hcp(0, 12), Len(ML, 6, 13), Not(&Fit(PL)), Not(&Fit(O)), CheapestLevel(DML, 2, 3)], Cheapest(DML), Aim::RebidsSuit),
    // Four cards in opener's second suit, a major: a single raise with 6-10 support points
    // (with more the judgement rules invite or bid game).
    rule("rr.raise.major", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::OurBidLast], NOV, &[Major(PL), Differs(PL, O), Len(PL, 4, 13), Sp(PL, 6, 10), CheapestLevel(DPL, 2, 2)], Cheapest(DPL), Aim::Raise),
    // Game values and a six-card suit with no fit and no stoppers for no-trumps: the suit again
    // at the three level, forcing to game.
    game_forcing(rule("rr.own.gf", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::OurBidLast], NOV, &[Differs(ML, PL), Hcp(13, 40), Len(ML, 6, 13), Not(&Fit(PL)), Not(&Fit(O)), Not(&StopUnbid), CheapestLevel(DML, 3, 3)], Cheapest(DML), Aim::RebidsSuit)),
    rule("rr.raise.minor", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::OurBidLast], NOV, &[Minor(PL), Differs(PL, O), Len(PL, 4, 13), Not(&Fit(O)), NoMajorFit, Hcp(10, 12), CheapestLevel(DPL, 3, 3)], Cheapest(DPL), Aim::Invite),
    // Game values (13+) and no major fit, after opener rebid the suit: a new four-card suit
    // (the longest, up the line), forcing to game; after opener's 1NT rebid a higher suit (a
    // reverse) or a jump in a lower five-card suit forces to game, a lower suit would not.
    // Weaker hands after opener's 1NT rebid: a second five-card suit, lower, at the two level
    // (5-5, not forcing); after 1NT – a new suit, a six-card suit of my own (to play).
    // After opener's reverse a weak responder rebids a five-card suit (a minimum, not forcing).
    rule("rr.reverse.own", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::PartnerRule("rebid.reverse")], NOV, &[Hcp(0, 8), Len(ML, 5, 13), CheapestLevel(DML, 2, 2)], Cheapest(DML), Aim::RebidsSuit),
    // A weak responder after the reverse with no fit for either of opener's suits and no
    // five-card suit of his own: 2NT, the cheapest no-trump (no stoppers promised).
    rule("rr.reverse.2nt", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::PartnerRule("rebid.reverse")], NOV, &[Hcp(0, 9), Len(O, 0, 2), Len(PL, 0, 3), Len(ML, 4, 4), CheapestLevel(NT, 2, 2)], Cheapest(NT), Aim::NoFit),
    rule("rr.second.suit", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::Ours("1x 1x 1N")], UP, &[Hcp(6, 12), Len(ML, 5, 13), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 2, 2)], Cheapest(DV), Aim::Natural),
    rule("rr.new6", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::Ours("1x 1N 2x")], ALL, &[Hcp(0, 9), Len(V, 6, 13), Unbid(V), CheapestLevel(DV, 2, 2)], Cheapest(DV), Aim::ToPlay),
    game_forcing(rule("rr.new.gf", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::Ours("1x 1x|2x 2=|3=")], UP, &[Hcp(13, 40), Unbalanced, NoMajorFit, Len(V, 4, 13), BestNew(V), CheapestLevel(DV, 2, 3)], Cheapest(DV), Aim::Natural)),
    game_forcing(rule("rr.reverse.gf", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::Ours("1x 1x 1N")], UP, &[Hcp(13, 40), Unbalanced, Len(V, 4, 13), Unbid(V), Higher(V, ML), CheapestLevel(DV, 2, 2)], Cheapest(DV), Aim::Natural)),
    game_forcing(rule("rr.jump.gf", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::Ours("1x 1x 1N")], UP, &[Hcp(13, 40), Unbalanced, Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 2, 2)], Jump(DV), Aim::Natural)),
    // After fourth suit forcing opener's answer other than no-trumps denies a stopper in the
    // fourth suit; without one responder does not bid no-trumps: game in opener's five-card
    // major with two cards, a raise of opener's minor with three.
    rule("fsf.r.major", &[W::MyRule("fsf|fsf.jump|fsf.inv"), W::NoOppBid, W::NoGame], NOV, &[Major(PL), PartnerLen(PL, 5), Len(PL, 2, 13), Not(&Stop(ML)), CombinedMin(25)], Game(DPL), Aim::Game),
    rule("fsf.r.major.inv", &[W::MyRule("fsf|fsf.jump|fsf.inv"), W::NoOppBid, W::NoGame], NOV, &[Major(PL), PartnerLen(PL, 5), Len(PL, 2, 13), Not(&Stop(ML)), CheapestLevel(DPL, 2, 3)], At(3, DPL), Aim::Invite),
    rule("fsf.r.minor", &[W::MyRule("fsf|fsf.jump|fsf.inv"), W::NoOppBid, W::NoGame], NOV, &[Minor(PL), Len(PL, 3, 13), Not(&Stop(ML)), CheapestLevel(DPL, 3, 4)], Cheapest(DPL), Aim::Raise),
    // After opener's 2NT jump rebid (18-19) responder's bid below game is forcing: opener
    // with three cards in responder's first suit, a major, bids game there.
    rule("rebid.2nt.major", &[W::MyRule("rebid.2nt"), W::NoOppBid, W::NoGame], NOV, &[Major(PF), Len(PF, 3, 13)], Game(DPF), Aim::Game),
    // The negative doubler with six cards in an unbid major (too weak to bid it forcing at
    // once, the double promised four): game in it over opener's invitational jump, else the
    // cheapest bid in it, to play.
    rule("negx.r.long.game", &[W::MyRule("resp.negx|resp.negx.1|resp.negx.high"), W::PartnerRule("negx.own.jump"), W::Rho("P"), W::NoGame], MAJORS, &[Hcp(7, 40), Len(V, 6, 13), Unbid(V)], Game(DV), Aim::Game),
    rule("negx.r.long", &[W::MyRule("resp.negx|resp.negx.1|resp.negx.high"), W::OurBidLast, W::Rho("P"), W::NoGame], MAJORS, &[Len(V, 6, 13), Unbid(V), CheapestLevel(DV, 2, 3)], Cheapest(DV), Aim::Natural),
    rule("later.game.major", &[W::Pos(Pos::Continuing), W::NoGame], MAJORS, &[Fit(V), CombinedMin(25)], Game(DV), Aim::Game),
    // A major of my own that needs no support (a self-sufficient suit: A K Q J sixth, or A K Q
    // seventh) plays game in it with 25+ points together, before 3NT or a minor game.
    rule("later.game.own", &[W::Pos(Pos::Continuing), W::NoGame], MAJORS, &[Len(V, 6, 13), TopThree(V, 3), Either(&Honours(V, 4), &Len(V, 7, 13)), CombinedMin(25)], Game(DV), Aim::Game),
    rule("later.game.nt", &[W::Pos(Pos::Continuing), W::NoGame], NOV, &[NoMajorFit, CombinedMin(25), StopTheirs, StopUnbid], Game(NT), Aim::Game),
    // Game values, no major fit and no stopper in their suit: a cue bid of their suit asks
    // partner for a stopper (3NT with one, else his suit), forcing to game.
    game_forcing(rule("later.cue.stop", &[W::Pos(Pos::Continuing), W::NoGame, W::OurBidLast, W::OppBids(1), W::OppLast("1x|2x|3x"), W::BelowLevel(4)], NOV, &[Hcp(10, 40), NoMajorFit, CombinedMin(25), Not(&StopTheirs), Not(&Len(ML, 6, 13))], Cheapest(Den::Of(T)), Aim::CueAsksStopper)),
    rule("later.game.minor", &[W::Pos(Pos::Continuing), W::NoGame], MINORS, &[Fit(V), CombinedMin(28)], Game(DV), Aim::Game),
    // After a two-over-one (10+) and opener's suit rebid, responder short of the point count for
    // game bids it when the simulation says it pays (no opponent bid). Not after one-level
    // responses: opener's range there is too wide for the layouts to be dealt fairly.
    rule("later.judge.major", &[W::Pos(Pos::ResponderRebid), W::Ours("1x 2x 2x|3x"), W::NoGame, W::NoOppBid], MAJORS, &[Fit(V), CombinedMin(22), Judge(Judgement::Game, DV)], Game(DV), Aim::Game),
    rule("later.judge.nt", &[W::Pos(Pos::ResponderRebid), W::Ours("1x 2x 2x|3x"), W::NoGame, W::NoOppBid], NOV, &[NoMajorFit, CombinedMin(22), StopUnbid, Judge(Judgement::Game, NT)], Game(NT), Aim::Game),
    rule("later.judge.minor", &[W::Pos(Pos::ResponderRebid), W::Ours("1x 2x 2x|3x"), W::NoGame, W::NoOppBid], MINORS, &[Fit(V), NoMajorFit, CombinedMin(24), Judge(Judgement::Game, DV)], Game(DV), Aim::Game),
    rule("later.invite.major", &[W::Pos(Pos::Continuing), W::NoGame], MAJORS, &[Fit(V), CombinedMin(22), Not(&CombinedMaxBelow(25)), CheapestLevel(DV, 2, 3)], At(3, DV), Aim::Invite),
    rule("later.invite.nt", &[W::Pos(Pos::Continuing), W::OurBidLast, W::NoGame], NOV, &[NoMajorFit, Either(&Hcp(10, 40), &Either(&Balanced, &Not(&Fit(PL)))), CombinedMin(23), Not(&CombinedMaxBelow(25)), StopTheirs, Either(&StopUnbid, &Not(&Len(O, 2, 2)))], At(2, NT), Aim::Invite),
    // They bid (and no invitation above fits): game in a fit below the point count the
    // uncontested rules ask for, when the layouts the auction allows say it pays (their
    // bidding places the high cards).
    rule("cj.game", &[W::Pos(Pos::Continuing), W::OppBid, W::NoGame], ALL, &[Fit(V), CombinedMin(22), Judge(Judgement::Game, DV)], Game(DV), Aim::Game),
    rule("later.raise", &[W::Pos(Pos::Continuing), W::OurBidLast, W::NoGame], MAJORS, &[Fit(V), Unbid(V), CheapestLevel(DV, 2, 2)], Cheapest(DV), Aim::Raise),
    forced(rule("forced.raise", &[W::MustBid], NOV, &[Len(PL, 3, 13), Major(PL)], Cheapest(DPL), Aim::Raise)),
    forced(rule("forced.raise.minor", &[W::MustBid], NOV, &[Len(PL, 4, 13)], Cheapest(DPL), Aim::Raise)),
    forced(rule("forced.own", &[W::MustBid], NOV, &[Len(ML, 6, 13)], Cheapest(DML), Aim::RebidsSuit)),
    forced(rule("forced.new", &[W::MustBid], UP, &[Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 1, 3)], Cheapest(DV), Aim::Natural)),
    forced(rule("forced.nt", &[W::MustBid], NOV, &[StopTheirs], Cheapest(NT), Aim::NoFit)),
    forced(rule("forced.any", &[W::MustBid], ALL, &[Longest(V)], Cheapest(DV), Aim::Natural)),
    rule("later.compete", &[W::Pos(Pos::Continuing), W::TheirBidLast], ALL, &[Fit(V), TotalTricks(V), CheapestLevel(DV, 2, 3)], Cheapest(DV), Aim::Competes),
    rule("later.penalty", &[W::Pos(Pos::Continuing), W::TheirBidLast, W::OppLast("1x|2x|3x|4x|5x|1N|2N|3N")], NOV, &[Len(T, 4, 13), Honours(T, 2), CombinedMin(23)], Double, Aim::Penalty),
    rule("later.penalty.long", &[W::Pos(Pos::Continuing), W::TheirBidLast, W::OppLast("1x|2x|3x|4x")], NOV, &[Len(T, 5, 13), Honours(T, 1), CombinedMin(20)], Double, Aim::Penalty),
    // Their contract, when nothing above fits: bid on in our fit above the law of total tricks
    // (or sacrifice) when that beats defending, counting our contract doubled wherever it
    // fails. At opener's rebid only after one of a suit (over 1NT the booklet decides, e.g. a
    // transfer overcalled).
    // The negative doubler with a five-card major (the double promised four), their bid last:
    // the major, when bidding it beats defending on the layouts.
    rule("negx.r.major", &[W::MyRule("resp.negx|resp.negx.1|resp.negx.high"), W::TheirBidLast], MAJORS, &[Len(V, 5, 13), Unbid(V), Judge(Judgement::Compete, DV)], Cheapest(DV), Aim::Competes),
    rule("cj.compete", &[W::Pos(Pos::Later), W::TheirBidLast], ALL, &[Fit(V), CheapestLevel(DV, 3, 5), Judge(Judgement::Compete, DV)], Cheapest(DV), Aim::Competes),
    rule("cj.compete.rr", &[W::Pos(Pos::ResponderRebid), W::TheirBidLast], ALL, &[Fit(V), CheapestLevel(DV, 3, 5), Judge(Judgement::Compete, DV)], Cheapest(DV), Aim::Competes),
    rule("cj.compete.rebid", &[W::Pos(Pos::Rebid), W::Ours("1x *"), W::TheirBidLast], ALL, &[Fit(V), CheapestLevel(DV, 3, 5), Judge(Judgement::Compete, DV)], Cheapest(DV), Aim::Competes),
    // A strong hand (16+ HCP) when they compete at the four level or higher and bidding on did
    // not pay (above): the double when the layouts say it beats defending undoubled (the
    // booklet is silent; a double of every sacrifice over a contested game was tried and lost).
    rule("later.x.strong", &[W::Pos(Pos::Continuing), W::TheirBidLast, W::OppLast("4x|5x")], NOV, &[Hcp(16, 40), Judge(Judgement::Penalty, NT)], Double, Aim::Penalty),
    rule("later.own6", &[W::Pos(Pos::Continuing), W::OurBidLast, W::NoGame], NOV, &[Len(ML, 6, 13), Not(&Fit(PL)), Not(&Fit(O)), CheapestLevel(DML, 2, 2)], Cheapest(DML), Aim::RebidsSuit),
    rule("later.1nt", &[W::Pos(Pos::Continuing), W::OurBidLast], NOV, &[Hcp(6, 10), Not(&Fit(PL)), NoMajorFit, Len(PL, 0, 3), StopTheirs, StopUnbid, CheapestLevel(NT, 1, 1)], Cheapest(NT), Aim::NoFit),
    // Preference to opener's first suit: at least as many cards there as in his last suit (with
    // two in each, back to the first, the longer).
    rule("later.preference", &[W::Pos(Pos::Continuing), W::OurBidLast, W::NoGame], NOV, &[Differs(O, PL), Len(O, 2, 13), Not(&Fit(PL)), NotShorter(O, PL), CheapestLevel(DO, 2, 2)], Cheapest(DO), Aim::Preference),
    fallback(rule("later.pass", &[], NOV, &[], Pass, Aim::NothingToSay)),
];
