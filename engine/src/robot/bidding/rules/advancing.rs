//! Advancing partner's takeout double or overcall.

use super::*;

#[rustfmt::skip]
pub(super) const RULES: &[Rule] = &[
    // Partner's suit doubled at the one or two level and passed round to me (their penalty
    // double, or their takeout double passed for penalty): with at most one card in it and a
    // five-card suit nobody has bid, run to it rather than leave partner to go several down
    // with their trumps over his (1571: 1♥ 2♣ P P X P P with Q7432 J9543 82 7, 2♣ doubled
    // went three down; 1702). In any seat, before the passes of the advancer's rules.
    rule("rescue", &[W::PartnerDoubledToPlay, W::BelowLevel(3)], ALL,
        &[Len(PL, 0, 1), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 1, 2)], Cheapest(DV),
        Aim::Natural),
    // Partner's 1NT overcall (15-18) or balancing 1NT (11-15): systems on, as over a 1NT
    // opening — Jacoby transfers and Stayman for an unbid major (after a balancing 1NT Stayman
    // needs 11+, an invitation opposite 11-15); the overcaller answers as the opener would.
    forcing(rule("adv.1n.transfer.s",
        &[W::Pos(Pos::Advance), W::Ours("1N"), W::Rho("P"), W::PartnerRule("ovc.1nt|bal.1nt")], NOV,
        &[Len(SS, 5, 13), Unbid(SS), NotShorter(SS, SH)], At(2, DH), Aim::Transfer)),
    forcing(rule("adv.1n.transfer.h",
        &[W::Pos(Pos::Advance), W::Ours("1N"), W::Rho("P"), W::PartnerRule("ovc.1nt|bal.1nt")], NOV,
        &[Len(SH, 5, 13), Unbid(SH)], At(2, DD), Aim::Transfer)),
    forcing(rule("adv.1n.stayman",
        &[W::Pos(Pos::Advance), W::Ours("1N"), W::Rho("P"), W::PartnerRule("ovc.1nt")], MAJORS,
        &[Hcp(8, 40), Len(V, 4, 4), Unbid(V)], At(2, DC), Aim::Stayman)),
    forcing(rule("adv.bal1n.stayman",
        &[W::Pos(Pos::Advance), W::Ours("1N"), W::Rho("P"), W::PartnerRule("bal.1nt")], MAJORS,
        &[Hcp(11, 40), Len(V, 4, 4), Unbid(V)], At(2, DC), Aim::Stayman)),
    // They bid over the transfer and the overcaller passed: a weak advancer lets it go.
    rule("adv.1n.tr.pass", &[W::MyRule("adv.1n.transfer.h|adv.1n.transfer.s"), W::TheirBidLast],
        NOV, &[Hcp(0, 7)], Pass, Aim::NothingToSay),
    answer(rule("ovc1n.complete.h",
        &[W::Ours("1N 2D"), W::PartnerRule("adv.1n.transfer.h"), W::Rho("P|X")], NOV, &[],
        At(2, DH), Aim::CompletesTransfer)),
    answer(rule("ovc1n.complete.s",
        &[W::Ours("1N 2H"), W::PartnerRule("adv.1n.transfer.s"), W::Rho("P|X")], NOV, &[],
        At(2, DS), Aim::CompletesTransfer)),
    answer(rule("ovc1n.stay.h",
        &[W::Ours("1N 2C"), W::PartnerRule("adv.1n.stayman|adv.bal1n.stayman"), W::Rho("P|X")], NOV,
        &[Len(SH, 4, 5), Unbid(SH)], At(2, DH), Aim::StaymanAnswer)),
    answer(rule("ovc1n.stay.s",
        &[W::Ours("1N 2C"), W::PartnerRule("adv.1n.stayman|adv.bal1n.stayman"), W::Rho("P|X")], NOV,
        &[Len(SS, 4, 5), Unbid(SS)], At(2, DS), Aim::StaymanAnswer)),
    answer(rule("ovc1n.stay.none",
        &[W::Ours("1N 2C"), W::PartnerRule("adv.1n.stayman|adv.bal1n.stayman"), W::Rho("P|X")], NOV,
        &[], At(2, DD), Aim::StaymanDenial)),
    // Advancing a Michaels cue bid or an unusual 2NT: choose among the suits shown.
    // Partner's takeout double of their four-level major: my longest five-card suit at the
    // five level when the layouts say it beats defending the double, else pass for penalties.
    rule("adv.x4.bid", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.x4"), W::Rho("P")], ALL,
        &[Len(V, 5, 13), Unbid(V), Longest(V), Judge(Judgement::Compete, DV)], Cheapest(DV),
        Aim::Natural),
    rule("adv.x4.pass", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.x4")], NOV, &[], Pass,
        Aim::PenaltyPass),
    // Partner's takeout double after his overcall: pass with four good cards in their suit,
    // else raise his suit with three, else the best other suit, else back to his suit.
    rule("adv.again.penalty", ADV_AGAIN, NOV, &[Len(T, 4, 13), Honours(T, 2)], Pass,
        Aim::PenaltyPass),
    rule("adv.again.raise", ADV_AGAIN, NOV, &[Len(PF, 3, 13)], Cheapest(DPF), Aim::Raise),
    rule("adv.again.new", ADV_AGAIN, ALL, &[BestNew(V), Len(V, 4, 13), CheapestLevel(DV, 2, 3)],
        Cheapest(DV), Aim::Natural),
    rule("adv.again.back", ADV_AGAIN, NOV, &[], Cheapest(DPF), Aim::Preference),
    rule("adv.x.lead", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.x.lead")], NOV, &[], Pass,
        Aim::NothingToSay),
    // Two five-card suits: run to the lower first (the higher can follow if it is doubled).
    rule("adv.ntx.run.lower", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.x.nt"), W::Rho("P")], UP,
        &[Hcp(0, 5), Len(V, 5, 5), NotShorter(V, SS), NotShorter(V, SH), NotShorter(V, SD),
            NotShorter(V, SC)],
        Cheapest(DV), Aim::ToPlay),
    rule("adv.ntx.run", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.x.nt"), W::Rho("P")], ALL,
        &[Hcp(0, 5), Len(V, 5, 13), Longest(V)], Cheapest(DV), Aim::ToPlay),
    rule("adv.ntx.pass", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.x.nt"), W::Rho("P")], NOV, &[],
        Pass, Aim::PenaltyPass),
    rule("adv.2s.game", &[W::Pos(Pos::Advance), W::PartnerRule(MICHAELS_UNUSUAL)], MAJORS,
        &[PartnerLen(V, 5), Len(V, 3, 13), Sp(V, 12, 40), Either(&Len(V, 4, 13), &Sp(V, 15, 40))],
        Game(DV), Aim::Game),
    // A jump in partner's Michaels major invites game (9-11 support points, the longer major);
    // the Michaels bidder accepts with the strong type (17+), passes with the weak one.
    rule("adv.2s.invite",
        &[W::Pos(Pos::Advance), W::PartnerRule(MICHAELS_ONE_LEVEL), W::Rho("P")], MAJORS,
        &[PartnerLen(V, 5), Len(V, 4, 13), Sp(V, 9, 11), CheapestLevel(DV, 2, 2)], Jump(DV),
        Aim::Invite),
    rule("adv.2s.invite.three",
        &[W::Pos(Pos::Advance), W::PartnerRule(MICHAELS_ONE_LEVEL), W::Rho("P")], MAJORS,
        &[PartnerLen(V, 5), Len(V, 3, 3), Sp(V, 9, 11), CheapestLevel(DV, 2, 2)], Jump(DV),
        Aim::Invite),
    rule("michaels.invite.accept",
        &[W::MyRule(MICHAELS_ONE_LEVEL), W::PartnerRule("adv.2s.invite|adv.2s.invite.three"),
            W::Rho("P")],
        NOV, &[Hcp(17, 40)], Game(DPL), Aim::Accept),
    rule("michaels.invite.decline",
        &[W::MyRule(MICHAELS_ONE_LEVEL), W::PartnerRule("adv.2s.invite|adv.2s.invite.three"),
            W::Rho("P")],
        NOV, &[], Pass, Aim::Decline),
    // With at most two cards in partner's major, 2NT asks for his minor.
    forcing(rule("adv.michaels.ask",
        &[W::Pos(Pos::Advance), W::PartnerRule("ovc.michaels.h|ovc.michaels.2h"), W::Rho("P")], NOV,
        &[Len(SS, 0, 2)], At(2, NT), Aim::Natural)),
    forcing(rule("adv.michaels.ask.h",
        &[W::Pos(Pos::Advance), W::PartnerRule("ovc.michaels.s|ovc.michaels.2s"), W::Rho("P")], NOV,
        &[Len(SH, 0, 2)], At(2, NT), Aim::Natural)),
    // At most one card in his major and a six-card minor of my own: bid it (pass or correct),
    // when the 2NT ask is out of reach.
    rule("adv.michaels.own",
        &[W::Pos(Pos::Advance), W::PartnerRule("ovc.michaels.h|ovc.michaels.2h"), W::Rho("P"),
            W::BelowLevel(4)],
        MINORS, &[Len(SS, 0, 1), Len(V, 6, 13), Honours(V, 2), CheapestLevel(NT, 3, 3)],
        Cheapest(DV), Aim::Natural),
    rule("adv.michaels.own.h",
        &[W::Pos(Pos::Advance), W::PartnerRule("ovc.michaels.s|ovc.michaels.2s"), W::Rho("P"),
            W::BelowLevel(4)],
        MINORS, &[Len(SH, 0, 1), Len(V, 6, 13), Honours(V, 2), CheapestLevel(NT, 3, 3)],
        Cheapest(DV), Aim::Natural),
    // Three cards in his major but four in each minor: the minor fit is longer.
    forcing(rule("adv.michaels.ask.minors",
        &[W::Pos(Pos::Advance), W::PartnerRule("ovc.michaels.h|ovc.michaels.2h"), W::Rho("P")], NOV,
        &[Len(SS, 0, 3), Len(SC, 4, 13), Len(SD, 4, 13)], At(2, NT), Aim::Natural)),
    forcing(rule("adv.michaels.ask.minors.h",
        &[W::Pos(Pos::Advance), W::PartnerRule("ovc.michaels.s|ovc.michaels.2s"), W::Rho("P")], NOV,
        &[Len(SH, 0, 3), Len(SC, 4, 13), Len(SD, 4, 13)], At(2, NT), Aim::Natural)),
    rule("adv.2s.four", &[W::Pos(Pos::Advance), W::PartnerRule(MICHAELS_UNUSUAL)], ALL,
        &[PartnerLen(V, 5), Len(V, 4, 13)], Cheapest(DV), Aim::Preference),
    rule("adv.2s.three", &[W::Pos(Pos::Advance), W::PartnerRule(MICHAELS_UNUSUAL)], ALL,
        &[PartnerLen(V, 5), Len(V, 3, 13)], Cheapest(DV), Aim::Preference),
    rule("adv.2s.any", &[W::Pos(Pos::Advance), W::PartnerRule(MICHAELS_UNUSUAL), W::Rho("P")], ALL,
        &[PartnerLen(V, 5), Longest(V)], Cheapest(DV), Aim::Preference),
    rule("adv.2s.other", &[W::Pos(Pos::Advance), W::PartnerRule(MICHAELS_UNUSUAL), W::Rho("P")],
        Vars::Suits(&[Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs]),
        &[PartnerLen(V, 5)], Cheapest(DV), Aim::Preference),
    // Partner's minor after my major-minor Michaels is pass-or-correct: with the other minor
    // (five cards, at most two of his) I correct.
    rule("michaels.correct", &[W::MyRule(MICHAELS_OF_A_MAJOR), W::OurBidLast, W::Rho("P")], MINORS,
        &[Minor(PL), Differs(V, PL), Len(V, 5, 13), Len(PL, 0, 2)], Cheapest(DV), Aim::Natural),
    answer(rule("michaels.minor.strong",
        &[W::MyRule(MICHAELS_OF_A_MAJOR), W::PartnerRule(MICHAELS_ASKS)], MINORS,
        &[Len(V, 5, 13), Hcp(17, 40)], Jump(DV), Aim::Natural)),
    answer(rule("dbl.cue.major",
        &[W::MyRule(TAKEOUT_DOUBLES), W::PartnerRule("adv.x.cue")], MAJORS,
        &[Len(V, 4, 13)], Cheapest(DV), Aim::Natural)),
    answer(rule("dbl.cue.nt",
        &[W::MyRule(TAKEOUT_DOUBLES), W::PartnerRule("adv.x.cue")], NOV,
        &[], Cheapest(NT), Aim::NoFit)),
    answer(rule("michaels.minor", &[W::MyRule(MICHAELS_OF_A_MAJOR), W::PartnerRule(MICHAELS_ASKS)],
        MINORS, &[Len(V, 5, 13)], Cheapest(DV), Aim::Natural)),
    // Partner doubled twice after my pass: the second double is takeout too (a strong hand),
    // so I bid my best unbid suit, passing only with four good cards in their suit.
    rule("adv.x.again.penalty", &[W::Pos(Pos::Advance), W::Ours("X X"), W::Rho("P")], NOV,
        &[Len(T, 4, 13), Honours(T, 2)], Pass, Aim::PenaltyPass),
    rule("adv.x.again", &[W::Pos(Pos::Advance), W::Ours("X X"), W::Rho("P")], ALL,
        &[BestNew(V), CheapestLevel(DV, 2, 3)], Cheapest(DV), Aim::Natural),
    rule("adv.x.penalty", &[W::Pos(Pos::Advance), W::Ours("X"), W::Rho("P")], NOV,
        &[Len(T, 5, 13), Honours(T, 3)], Pass, Aim::PenaltyPass),
    rule("adv.x.free", &[W::Pos(Pos::Advance), W::Ours("X"), W::Rho("1x|2x|3x|X")], NOV,
        &[Hcp(0, 7)], Pass, Aim::NothingToSay),
    // Game values and both majors: cue bid their suit, asking the doubler for a four-card major.
    forcing(rule("adv.x.cue", &[W::Pos(Pos::Advance), W::Ours("X"), W::Rho("P"), W::OppBids(1)],
        NOV, &[Hcp(12, 40), Len(SH, 4, 13), Len(SS, 4, 13), Unbid(SH), Unbid(SS)],
        Cheapest(Den::Of(T)), Aim::CueAsksMajor)),
    rule("adv.x.game", &[W::Pos(Pos::Advance), W::Ours("X")], MAJORS,
        &[Hcp(12, 40), Len(V, 4, 13), Unbid(V)], Game(DV), Aim::Game),
    rule("adv.x.3nt", &[W::Pos(Pos::Advance), W::Ours("X")], NOV, &[Hcp(12, 40), StopTheirs],
        Game(NT), Aim::Game),
    // Partner's balancing double may be lighter: the jump needs 10+.
    rule("adv.balx.major",
        &[W::Pos(Pos::Advance), W::Ours("X"), W::Rho("P"), W::PartnerRule("bal.x")], MAJORS,
        &[Hcp(0, 9), Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 1, 2)], Cheapest(DV), Aim::Natural),
    rule("adv.x.jump", &[W::Pos(Pos::Advance), W::Ours("X"), W::Rho("P")], MAJORS,
        &[Hcp(9, 11), Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 1, 2)], Jump(DV), Aim::Invite),
    // Over a free bid the jump needs a little more (9 HCP may bid at the cheapest level).
    rule("adv.x.jump.free", &[W::Pos(Pos::Advance), W::Ours("X"), W::Rho("1x|2x")], MAJORS,
        &[Hcp(10, 11), Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 1, 2)], Jump(DV), Aim::Invite),
    rule("adv.x.2nt", &[W::Pos(Pos::Advance), W::Ours("X")], NOV,
        &[Hcp(11, 12), StopTheirs, Not(&UnbidMajor4), CheapestLevel(NT, 1, 1)], At(2, NT),
        Aim::Invite),
    rule("adv.x.nt", &[W::Pos(Pos::Advance), W::Ours("X")], NOV,
        &[Hcp(6, 10), StopTheirs, Not(&UnbidMajor4), CheapestLevel(NT, 1, 1)], Cheapest(NT),
        Aim::Natural),
    rule("adv.x.major", &[W::Pos(Pos::Advance), W::Ours("X")], MAJORS,
        &[Shows(0, 8), Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 1, 3)], Cheapest(DV),
        Aim::Natural),
    rule("adv.x.other", &[W::Pos(Pos::Advance), W::Ours("X")], ALL,
        &[Shows(0, 8), Unbid(V), Longest(V), CheapestLevel(DV, 1, 3)], Cheapest(DV), Aim::Natural),
    rule("adv.x.minor", &[W::Pos(Pos::Advance), W::Ours("X")], UP,
        &[Shows(0, 8), Unbid(V), Len(V, 3, 13), CheapestLevel(DV, 1, 3)], Cheapest(DV),
        Aim::Natural),
    // Their three-level bid doubled for takeout: with at most three cards in their suit the
    // advancer bids (passing would be for penalties), his longest unbid suit at the four level.
    // A six-card suit: game in it when the layouts say it pays.
    rule("adv.x.five", &[W::Pos(Pos::Advance), W::Ours("X"), W::Rho("P")], MINORS,
        &[Len(T, 0, 3), Len(V, 6, 13), Unbid(V), Longest(V), CheapestLevel(DV, 4, 4),
            Judge(Judgement::Game, DV)],
        Game(DV), Aim::Game),
    rule("adv.x.four", &[W::Pos(Pos::Advance), W::Ours("X"), W::Rho("P")], ALL,
        &[Len(T, 0, 3), Unbid(V), Longest(V), CheapestLevel(DV, 4, 4)], Cheapest(DV), Aim::Natural),
    // Advancing a weak jump overcall.
    // 15+ HCP and only two of partner's suit: the 2NT feature ask, as over a weak two opening.
    forcing(rule("adv.weak.ask",
        &[W::Pos(Pos::Advance), W::PartnerRule("ovc.weak|ovc.weak.2"), W::Rho("P"), W::Ours("2x")],
        NOV, &[Hcp(15, 40), Len(PL, 2, 2)], At(2, NT), Aim::FeatureAsk)),
    rule("adv.weak.game", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.weak|ovc.weak.2")], NOV,
        &[Major(PL), Len(PL, 2, 13), Sp(PL, 16, 40)], Game(DPL), Aim::Game),
    // A strong six-card major of my own and a misfit for partner's suit: game in my major
    // rather than 3NT (21156: 3NT with AKQ862 and a void in partner's hearts; 4♠ makes).
    rule("adv.weak.own.game", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.weak|ovc.weak.2")],
        MAJORS, &[Len(V, 6, 13), TopThree(V, 2), Unbid(V), Len(PL, 0, 1), Tp(17, 40)], Game(DV),
        Aim::Game),
    rule("adv.weak.3nt", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.weak|ovc.weak.2")], NOV,
        &[Hcp(17, 40), StopTheirs], Game(NT), Aim::Game),
    rule("adv.weak.raise", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.weak|ovc.weak.2")], NOV,
        &[Len(PL, 3, 13), CheapestLevel(DPL, 3, 3)], Cheapest(DPL), Aim::PreemptiveRaise),
    rule("adv.weak.pass", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.weak|ovc.weak.2")], NOV, &[],
        Pass, Aim::NothingToSay),
    // Partner balanced (perhaps a king light): raise a king lighter too.
    rule("adv.bal.game", &[W::Pos(Pos::Advance), W::PartnerRule("bal.1|bal.2|bal.2.long")], NOV,
        &[Major(PL), Len(PL, 3, 13), Sp(PL, 16, 40)], Game(DPL), Aim::Game),
    rule("adv.bal.jump", &[W::Pos(Pos::Advance), W::PartnerRule("bal.1|bal.2|bal.2.long")], NOV,
        &[Len(PL, 3, 13), Sp(PL, 14, 15), CheapestLevel(DPL, 2, 2)], Jump(DPL), Aim::Invite),
    rule("adv.bal.raise", &[W::Pos(Pos::Advance), W::PartnerRule("bal.1|bal.2|bal.2.long")], NOV,
        &[Len(PL, 3, 13), Sp(PL, 6, 13), CheapestLevel(DPL, 2, 3)], Cheapest(DPL), Aim::Raise),
    rule("adv.raise.game", &[W::Pos(Pos::Advance), W::Ours("1x|2x|3x")], NOV,
        &[Major(PL), Len(PL, 3, 13), Sp(PL, 13, 40)], Game(DPL), Aim::Game),
    forcing(rule("adv.cue", &[W::Pos(Pos::Advance), W::Ours("1x|2x"), W::OppBids(1)], NOV,
        &[Len(PL, 3, 13), Sp(PL, 10, 12)], Cheapest(Den::Of(T)), Aim::CueRaise)),
    // They bid two suits: the cue raise is a cue bid of their opening suit.
    forcing(rule("adv.cue.opening", &[W::Pos(Pos::Advance), W::Ours("1x|2x"), W::OppBids(2)], NOV,
        &[Len(PL, 3, 13), Sp(PL, 10, 12), Differs(OF, PL), Differs(OF, T)], Cheapest(Den::Of(OF)),
        Aim::CueRaise)),
    // Five trumps opposite partner's five-card overcall: eleven together, game in the major
    // as a preempt (the law of total tricks).
    rule("adv.raise.game.weak", &[W::Pos(Pos::Advance), W::Ours("1x|2x")], NOV,
        &[Major(PL), Len(PL, 5, 13), Hcp(0, 9), Unbalanced], Game(DPL), Aim::PreemptiveRaise),
    rule("adv.raise.jump", &[W::Pos(Pos::Advance), W::Ours("1x|2x")], NOV,
        &[Len(PL, 4, 13), Hcp(3, 8), CheapestLevel(DPL, 2, 2)], Jump(DPL), Aim::PreemptiveRaise),
    rule("adv.raise", &[W::Pos(Pos::Advance), W::Ours("1x|2x")], NOV,
        &[Len(PL, 3, 13), Sp(PL, 6, 9), CheapestLevel(DPL, 2, 3)], Cheapest(DPL), Aim::Raise),
    // Partner's 1NT overcall (15-18, a stopper in their suit) with no major to look for: game
    // with 10+ HCP, as opposite a 1NT opening (systems on; the stopper is his).
    rule("adv.1n.3nt",
        &[W::Pos(Pos::Advance), W::Ours("1N"), W::Rho("P"), W::PartnerRule("ovc.1nt")], NOV,
        &[Hcp(10, 40)], Game(NT), Aim::Game),
    // Only over their opening alone: once responder has bid too, 12 HCP opposite an overcall
    // leave our side short of game values.
    rule("adv.3nt", &[W::Pos(Pos::Advance), W::Ours("1x|2x|1N"), W::OppBids(1)], NOV,
        &[Hcp(12, 40), StopTheirs], Game(NT), Aim::Game),
    rule("adv.new", &[W::Pos(Pos::Advance), W::Ours("1x|2x|1N")], ALL,
        &[Hcp(8, 40), Len(V, 5, 13), Unbid(V), Honours(V, 2), CheapestLevel(DV, 1, 2)],
        Cheapest(DV), Aim::Natural),
    rule("adv.nt", &[W::Pos(Pos::Advance), W::Ours("1x|2x")], NOV,
        &[Hcp(9, 11), StopTheirs, CheapestLevel(NT, 1, 2)], Cheapest(NT), Aim::Natural),
    // After partner's balancing 1NT (11-15): 2NT invites with 11-12, 3NT with 13+.
    // Partner's 2NT overcall of a weak two (15-18, balanced, a stopper): 3NT with 9+ HCP (24+
    // together, as opposite a 1NT overcall with an invitation's values and one more).
    rule("adv.2nt.3nt", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.2nt"), W::Rho("P")], NOV,
        &[Hcp(9, 40)], Game(NT), Aim::Game),
    // 7-8 HCP (a six-card suit, a five-card one with the tens): 3NT when the layouts say game
    // pays opposite 15-18.
    rule("adv.2nt.3nt.judge", &[W::Pos(Pos::Advance), W::PartnerRule("ovc.2nt"), W::Rho("P")], NOV,
        &[Hcp(7, 8), Judge(Judgement::Game, NT)], Game(NT), Aim::Game),
    rule("adv.bal2n.3nt", &[W::Pos(Pos::Advance), W::PartnerRule("bal.2nt"), W::Rho("P")], NOV,
        &[Hcp(5, 40)], Game(NT), Aim::Game),
    rule("adv.bal1n.3nt", &[W::Pos(Pos::Advance), W::PartnerRule("bal.1nt"), W::Rho("P")], NOV,
        &[Hcp(13, 40)], Game(NT), Aim::Game),
    rule("adv.bal1n.2nt", &[W::Pos(Pos::Advance), W::PartnerRule("bal.1nt"), W::Rho("P")], NOV,
        &[Hcp(11, 12)], At(2, NT), Aim::Invite),
    rule("adv.1n.2nt", &[W::Pos(Pos::Advance), W::Ours("1N")], NOV,
        &[Hcp(8, 9), CheapestLevel(NT, 2, 2)], Cheapest(NT), Aim::Invite),
    // Contested judgement (simulated): over their bid, game in partner's suit when the layouts
    // the auction allows say it pays; else compete in it when that beats defending theirs.
    rule("cj.adv.game", &[W::Pos(Pos::Advance), W::Ours("1x|2x|3x"), W::OppBid, W::NoGame], NOV,
        &[Len(PL, 2, 13), Hcp(5, 40), Judge(Judgement::Game, DPL)], Game(DPL), Aim::Game),
    rule("cj.adv.compete", &[W::Pos(Pos::Advance), W::Ours("1x|2x|3x"), W::TheirBidLast], NOV,
        &[Len(PL, 3, 13), Judge(Judgement::Compete, DPL)], Cheapest(DPL), Aim::Competes),
    // Values opposite partner's takeout double after their raise to the three level (2♠ X 3♠
    // with 87 A532 J87 AQ87): an unbid four-card major, else the best unbid suit, at the four
    // level when bidding beats defending; passing would sell out opposite a double.
    rule("adv.x.free.four", &[W::Pos(Pos::Advance), W::Ours("X"), W::TheirBidLast], ALL,
        &[Hcp(8, 40), Unbid(V), Len(V, 4, 13), Either(&Major(V), &BestNew(V)),
            CheapestLevel(DV, 4, 4), Judge(Judgement::Compete, DV)],
        Cheapest(DV), Aim::Competes),
    // A six-card suit and values opposite partner's overcall, no fit with it, after their
    // raise (3♣ 3♠ 4♣ with K QT7643 KJ953 A): the suit, when bidding it beats defending.
    rule("adv.own.free", &[W::Pos(Pos::Advance), W::Ours("1x|2x|3x"), W::TheirBidLast], ALL,
        &[Hcp(10, 40), Len(V, 6, 13), Unbid(V), CheapestLevel(DV, 2, 4),
            Judge(Judgement::Compete, DV)],
        Cheapest(DV), Aim::Competes),
    rule("adv.pass", &[W::Pos(Pos::Advance)], NOV, &[], Pass, Aim::NothingToSay),
];
