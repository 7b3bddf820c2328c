//! Weak twos (the 2NT feature ask, a new suit over a preempt), Gerber over 1NT and 2NT, and
//! the strong 2♣ opening's auctions.

use super::*;

/// Responder after the 2♣ opener's own suit (`2c.suit`): our calls "2♣ 2♦ 3♣" are also an
/// overcall, partner's cue raise and the minimum answer to it (1♦ 2♣ P 2♦ P 3♣), where a
/// forcing "raise" to 4♣ made the overcaller bid 5♣ (21196, 21481).
const OVER_2C_SUIT: &[W] = &[W::Ours("2C 2D 2x|3x"), W::PartnerRule("2c.suit")];

/// The new suit's bidder over partner's preempt, opener having answered it below game.
const PRE_NF_AGAIN: &[W] = &[
    W::MyRule("w2.new|pre.new3"),
    W::PartnerRule("pre.nf.raise|pre.nf.new|pre.nf.nt|pre.nf.own"),
    W::Rho("P"),
    W::NoGame,
];

#[rustfmt::skip]
pub(super) const RULES: &[Rule] = &[
    // Weak two: the 2NT feature ask.
    answer(rule("w2.min", &[W::Ours("2x 2N"), W::MyRule(WEAK_TWOS)], NOV, &[Hcp(0, 8)],
        Cheapest(DO), Aim::RebidsSuit)),
    answer(rule("w2.feature", &[W::Ours("2x 2N"), W::MyRule(WEAK_TWOS)], ALL,
        &[Hcp(9, 11), Differs(V, O), TopCard(V), CheapestLevel(DV, 3, 3)], Cheapest(DV),
        Aim::Feature)),
    answer(rule("w2.own", &[W::Ours("2x 2N"), W::MyRule(WEAK_TWOS)], NOV, &[Hcp(9, 11)],
        Cheapest(DO), Aim::RebidsSuit)),
    rule("w2.r.min.game", &[W::Ours("2x 2N 3="), W::PartnerRule("w2.min|w2.own")], NOV,
        &[Major(O), Len(O, 2, 13), Hcp(18, 40)], Game(DO), Aim::Game),
    rule("w2.r.min.3nt", &[W::Ours("2x 2N 3="), W::PartnerRule("w2.min|w2.own")], NOV,
        &[Hcp(18, 40), StopTheirs], Game(NT), Aim::Game),
    rule("w2.r.min.pass", &[W::Ours("2x 2N 3="), W::PartnerRule("w2.min|w2.own")], NOV, &[], Pass,
        Aim::Decline),
    rule("w2.r.game", &[W::Ours("2x 2N *"), W::PartnerRule("w2.min|w2.feature|w2.own")], NOV,
        &[Major(O), Len(O, 2, 13)], Game(DO), Aim::Game),
    rule("w2.r.3nt", &[W::Ours("2x 2N *"), W::PartnerRule("w2.min|w2.feature|w2.own")], NOV, &[],
        Game(NT), Aim::Game),
    // Opener after partner's new suit over the preempt (forcing one round): raise with three cards
    // or an honour doubleton, else a new four-card suit, else no-trumps with a maximum (weak two),
    // else the own suit again.
    rule("pre.nf.raise", &[W::MyRule(PREEMPTS), W::PartnerRule("w2.new|pre.new3"), W::Rho("P")],
        NOV, &[Len(PL, 2, 13), Either(&Len(PL, 3, 13), &TopThree(PL, 1))], Cheapest(DPL),
        Aim::Raise),
    rule("pre.nf.new", &[W::MyRule(PREEMPTS), W::PartnerRule("w2.new|pre.new3"), W::Rho("P")], UP,
        &[Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 3, 3)], Cheapest(DV), Aim::Natural),
    rule("pre.nf.nt", &[W::MyRule(PREEMPTS), W::PartnerRule("w2.new"), W::Rho("P")], NOV,
        &[Hcp(9, 11), CheapestLevel(NT, 2, 3)], Cheapest(NT), Aim::Natural),
    rule("pre.nf.own", &[W::MyRule(PREEMPTS), W::PartnerRule("w2.new|pre.new3"), W::Rho("P")], NOV,
        &[], Cheapest(DO), Aim::RebidsSuit),
    // The new suit's bidder after opener's answer (15+ HCP opposite 5-11): game in his own
    // major raised with 17+ HCP (22-28 together) or when the layouts say it pays, in opener's
    // major, else in no-trumps with the unbid suits stopped, when they say so; with less the
    // later rules go on (1213: 2♦ 2♠ 3♠ was passed with AKT954 KJ7 A8 Q4, 1293: 2♦ 2♥ 3♣ with
    // K82 AK652 K42 AJ, game on both).
    rule("pre.nf.r.major", PRE_NF_AGAIN, NOV,
        &[Major(ML), Fit(ML), Either(&Hcp(17, 40), &Judge(Judgement::Game, DML))], Game(DML),
        Aim::Game),
    rule("pre.nf.r.opener", PRE_NF_AGAIN, NOV, &[Major(O), Fit(O), Judge(Judgement::Game, DO)],
        Game(DO), Aim::Game),
    rule("pre.nf.r.3nt", PRE_NF_AGAIN, NOV, &[StopUnbid, Judge(Judgement::Game, NT)], Game(NT),
        Aim::Game),
    // Gerber over 1NT and 2NT.
    answer(rule("gerber.0", &[W::PartnerRule("nt.gerber|nt2.gerber")], NOV, &[Aces(&[0, 4])],
        At(4, DD), Aim::AceAnswer)),
    answer(rule("gerber.1", &[W::PartnerRule("nt.gerber|nt2.gerber")], NOV, &[Aces(&[1])],
        At(4, DH), Aim::AceAnswer)),
    answer(rule("gerber.2", &[W::PartnerRule("nt.gerber|nt2.gerber")], NOV, &[Aces(&[2])],
        At(4, DS), Aim::AceAnswer)),
    answer(rule("gerber.3", &[W::PartnerRule("nt.gerber|nt2.gerber")], NOV, &[Aces(&[3])],
        At(4, NT), Aim::AceAnswer)),
    forcing(rule("gerber.kings", &[W::MyRule("nt.gerber|nt2.gerber")], NOV,
        &[AcesTotal(4, 4), CombinedMin(33), Len(SS, 0, 5), Len(SH, 0, 5)], At(5, DC),
        Aim::KingAsk)),
    answer(rule("gerber.k0", &[W::PartnerRule("gerber.kings")], NOV, &[Kings(&[0, 4])], At(5, DD),
        Aim::KingAnswer)),
    answer(rule("gerber.k1", &[W::PartnerRule("gerber.kings")], NOV, &[Kings(&[1])], At(5, DH),
        Aim::KingAnswer)),
    answer(rule("gerber.k2", &[W::PartnerRule("gerber.kings")], NOV, &[Kings(&[2])], At(5, DS),
        Aim::KingAnswer)),
    answer(rule("gerber.k3", &[W::PartnerRule("gerber.kings")], NOV, &[Kings(&[3])], At(5, NT),
        Aim::KingAnswer)),
    rule("gerber.grand", &[W::MyRule("gerber.kings")], NOV, &[KingsTotal(4, 4), CombinedMin(37)],
        At(7, NT), Aim::GrandSlam),
    rule("gerber.k.small", &[W::MyRule("gerber.kings")], NOV, &[], At(6, NT), Aim::SmallSlam),
    rule("gerber.slam.major", &[W::MyRule("nt.gerber|nt2.gerber")], MAJORS,
        &[AcesTotal(3, 4), Len(V, 6, 13)], At(6, DV), Aim::SmallSlam),
    rule("gerber.slam", &[W::MyRule("nt.gerber|nt2.gerber")], NOV, &[AcesTotal(3, 4)], At(6, NT),
        Aim::SmallSlam),
    rule("gerber.signoff.major", &[W::MyRule("nt.gerber|nt2.gerber")], MAJORS,
        &[Len(V, 6, 13), CheapestLevel(DV, 4, 5)], Cheapest(DV), Aim::SignOff),
    rule("gerber.signoff", &[W::MyRule("nt.gerber|nt2.gerber")], NOV, &[], Cheapest(NT),
        Aim::SignOff),
    game_forcing(rule("2c.pos.major", &[W::Pos(Pos::Response), W::Ours("2C"), W::NoOppBid], MAJORS,
        &[Hcp(8, 40), Len(V, 5, 13), Honours(V, 2), TopCard(V)], At(2, DV), Aim::Natural)),
    game_forcing(rule("2c.pos.minor", &[W::Pos(Pos::Response), W::Ours("2C"), W::NoOppBid], MINORS,
        &[Hcp(8, 40), Len(V, 5, 13), Honours(V, 2), TopCard(V)], At(3, DV), Aim::Natural)),
    game_forcing(rule("2c.pos.nt", &[W::Pos(Pos::Response), W::Ours("2C"), W::NoOppBid], NOV,
        &[Hcp(8, 40), Balanced], At(2, NT), Aim::Natural)),
    forcing(rule("2c.wait", &[W::Pos(Pos::Response), W::Ours("2C")], NOV, &[], Cheapest(DD),
        Aim::Waiting)),
    rule("2c.2nt", &[W::Ours("2C 2D")], NOV, &[Hcp(22, 24), Balanced], At(2, NT), Aim::Natural),
    rule("2c.3nt", &[W::Ours("2C 2D")], NOV, &[Hcp(25, 27), Balanced], At(3, NT), Aim::Natural),
    game_forcing(rule("2c.suit", &[W::Ours("2C 2D")], ALL, &[Longest(V)], Cheapest(DV),
        Aim::Natural)),
    // Opener after a positive response: raise with three trumps, else the longest suit or
    // no-trumps.
    rule("2c.p.raise", &[W::Ours("2C 2H|2S|3C|3D"), W::PartnerRule("2c.pos.major|2c.pos.minor")],
        NOV, &[Len(PL, 3, 13), Not(&CombinedMin(33))], Cheapest(DPL), Aim::Raise),
    rule("2c.p.nt",
        &[W::Ours("2C 2H|2S|3C|3D|2N"), W::PartnerRule("2c.pos.major|2c.pos.minor|2c.pos.nt")], NOV,
        &[Balanced, Hcp(22, 27), Not(&CombinedMin(33))], Game(NT), Aim::Natural),
    // With a void Blackwood cannot count the aces that matter: the suit first.
    rule("2c.p.suit",
        &[W::Ours("2C 2H|2S|3C|3D|2N"), W::PartnerRule("2c.pos.major|2c.pos.minor|2c.pos.nt")], ALL,
        &[Len(V, 5, 13), Longest(V), Either(&Not(&CombinedMin(33)), &Void)], Cheapest(DV),
        Aim::Natural),
    // After 2♣-2♦-2NT the responses to a 2NT opening apply: Stayman and Jacoby transfers.
    // Balanced slam values opposite 22-24 (as over a 2NT opening, one step stronger): 7NT
    // with 15+ (37+ together), 6NT with 10-14 (32+), 4NT quantitative with 8-9 (30-33:
    // opener bids 6NT with 23-24, passes with 22), or 7 with a five-card minor.
    rule("2c.2n.7nt", &[W::Ours("2C 2D 2N"), W::NoOppBid], NOV, &[Hcp(15, 40), Balanced], At(7, NT),
        Aim::GrandSlam),
    rule("2c.2n.6nt", &[W::Ours("2C 2D 2N"), W::NoOppBid], NOV, &[Hcp(10, 14), Balanced], At(6, NT),
        Aim::SmallSlam),
    rule("2c.2n.4nt", &[W::Ours("2C 2D 2N"), W::NoOppBid], NOV, &[Hcp(8, 9), Balanced], At(4, NT),
        Aim::Quantitative),
    rule("2c.2n.4nt.minor", &[W::Ours("2C 2D 2N"), W::NoOppBid], MINORS,
        &[Hcp(7, 7), Len(V, 5, 5), Balanced], At(4, NT), Aim::Quantitative),
    rule("2c.2n.quant.accept",
        &[W::Ours("2C 2D 2N 4N"), W::PartnerRule("2c.2n.4nt|2c.2n.4nt.minor")], NOV,
        &[Tp(23, 40)], At(6, NT), Aim::Accept),
    rule("2c.2n.quant.decline",
        &[W::Ours("2C 2D 2N 4N"), W::PartnerRule("2c.2n.4nt|2c.2n.4nt.minor"), W::Rho("P")],
        NOV, &[], Pass, Aim::Decline),
    forcing(rule("2c.2n.stayman", &[W::Ours("2C 2D 2N")], NOV,
        &[Hcp(3, 40), Either(&Len(SS, 4, 4), &Len(SH, 4, 4)), Len(SS, 0, 5), Len(SH, 0, 5)],
        At(3, DC), Aim::Stayman)),
    forcing(rule("2c.2n.transfer.s", &[W::Ours("2C 2D 2N")], NOV,
        &[Len(SS, 5, 13), NotShorter(SS, SH)], At(3, DH), Aim::Transfer)),
    forcing(rule("2c.2n.transfer.h", &[W::Ours("2C 2D 2N")], NOV, &[Len(SH, 5, 13)], At(3, DD),
        Aim::Transfer)),
    answer(rule("2c.stay.h", &[W::Ours("2C 2D 2N 3C"), W::PartnerRule("2c.2n.stayman")], NOV,
        &[Len(SH, 4, 5)], At(3, DH), Aim::StaymanAnswer)),
    answer(rule("2c.stay.s", &[W::Ours("2C 2D 2N 3C"), W::PartnerRule("2c.2n.stayman")], NOV,
        &[Len(SS, 4, 5), Len(SH, 0, 3)], At(3, DS), Aim::StaymanAnswer)),
    answer(rule("2c.stay.none", &[W::Ours("2C 2D 2N 3C"), W::PartnerRule("2c.2n.stayman")], NOV,
        &[Len(SH, 0, 3), Len(SS, 0, 3)], At(3, DD), Aim::StaymanDenial)),
    answer(rule("2c.complete.h", &[W::Ours("2C 2D 2N 3D"), W::PartnerRule("2c.2n.transfer.h")], NOV,
        &[], At(3, DH), Aim::CompletesTransfer)),
    answer(rule("2c.complete.s", &[W::Ours("2C 2D 2N 3H"), W::PartnerRule("2c.2n.transfer.s")], NOV,
        &[], At(3, DS), Aim::CompletesTransfer)),
    rule("2c.stay.fit", &[W::Ours("2C 2D 2N 3C 3H|3S")], NOV, &[Len(PL, 4, 13)], Game(DPL),
        Aim::Game),
    rule("2c.stay.3nt", &[W::Ours("2C 2D 2N 3C *")], NOV, &[], Game(NT), Aim::ToPlay),
    rule("2c.tr.pass", &[W::Ours("2C 2D 2N 3D|3H 3H|3S")], NOV, &[Hcp(0, 2)], Pass, Aim::ToPlay),
    rule("2c.tr.game6", &[W::Ours("2C 2D 2N 3D|3H 3H|3S")], NOV, &[Len(PL, 6, 13)], Game(DPL),
        Aim::Game),
    rule("2c.tr.3nt", &[W::Ours("2C 2D 2N 3D|3H 3H|3S")], NOV, &[], Game(NT), Aim::ChoiceOfGames),
    rule("2c.tr.3n.fit", &[W::Ours("2C 2D 2N 3D|3H 3H|3S 3N")], NOV, &[Len(ML, 3, 5)], Game(DML),
        Aim::Game),
    rule("2c.2n.3nt", &[W::Ours("2C 2D 2N")], NOV, &[Hcp(3, 40)], Game(NT), Aim::Game),
    // After 2♣-2♦-3NT (25-27) a six-card major transfers at the four level (4♦ hearts, 4♥
    // spades). Balanced slam values opposite 25-27: 7NT with 12+ (37+ together), 6NT with 7-11
    // (32+), 4NT quantitative with 5-6 (30-33: opener bids 6NT with 26-27, passes with 25), or
    // 4 with a five-card minor.
    rule("2c.3n.7nt", &[W::Ours("2C 2D 3N"), W::NoOppBid], NOV, &[Hcp(12, 40), Balanced], At(7, NT),
        Aim::GrandSlam),
    rule("2c.3n.6nt", &[W::Ours("2C 2D 3N"), W::NoOppBid], NOV, &[Hcp(7, 11), Balanced], At(6, NT),
        Aim::SmallSlam),
    rule("2c.3n.4nt", &[W::Ours("2C 2D 3N"), W::NoOppBid], NOV, &[Hcp(5, 6), Balanced], At(4, NT),
        Aim::Quantitative),
    rule("2c.3n.4nt.minor", &[W::Ours("2C 2D 3N"), W::NoOppBid], MINORS,
        &[Hcp(4, 4), Len(V, 5, 5), Balanced], At(4, NT), Aim::Quantitative),
    rule("2c.3n.quant.accept",
        &[W::Ours("2C 2D 3N 4N"), W::PartnerRule("2c.3n.4nt|2c.3n.4nt.minor")], NOV,
        &[Tp(26, 40)], At(6, NT), Aim::Accept),
    rule("2c.3n.quant.decline",
        &[W::Ours("2C 2D 3N 4N"), W::PartnerRule("2c.3n.4nt|2c.3n.4nt.minor"), W::Rho("P")],
        NOV, &[], Pass, Aim::Decline),
    forcing(rule("2c.3n.transfer.s", &[W::Ours("2C 2D 3N")], NOV,
        &[Len(SS, 6, 13), NotShorter(SS, SH)], At(4, DH), Aim::Transfer)),
    forcing(rule("2c.3n.transfer.h", &[W::Ours("2C 2D 3N")], NOV, &[Len(SH, 6, 13)], At(4, DD),
        Aim::Transfer)),
    answer(rule("2c.3n.complete.h", &[W::Ours("2C 2D 3N 4D"), W::PartnerRule("2c.3n.transfer.h")],
        NOV, &[], At(4, DH), Aim::CompletesTransfer)),
    answer(rule("2c.3n.complete.s", &[W::Ours("2C 2D 3N 4H"), W::PartnerRule("2c.3n.transfer.s")],
        NOV, &[], At(4, DS), Aim::CompletesTransfer)),
    rule("2c.3n.tr.pass",
        &[W::Ours("2C 2D 3N 4D|4H 4H|4S"), W::MyRule("2c.3n.transfer.h|2c.3n.transfer.s")], NOV,
        &[Hcp(0, 7)], Pass, Aim::ToPlay),
    rule("2c.2n.pass", &[W::Ours("2C 2D 2N")], NOV, &[], Pass, Aim::ToPlay),
    // The three raises below follow opener's own suit only (`2c.suit`, see `OVER_2C_SUIT`).
    // Fast arrival: four trumps without an ace or a king jump to game (the raise to three is
    // stronger).
    rule("2c.raise.fast", &[W::Ours("2C 2D 2M"), W::PartnerRule("2c.suit")], NOV,
        &[Len(PL, 4, 13), Aces(&[0]), Kings(&[0])], Game(DPL), Aim::Game),
    forcing(rule("2c.raise", OVER_2C_SUIT, NOV, &[Len(PL, 3, 13)], Cheapest(DPL), Aim::Raise)),
    forcing(rule("2c.nt", OVER_2C_SUIT, NOV, &[], Cheapest(NT), Aim::NoFit)),
];
