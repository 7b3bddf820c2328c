//! Opener's rebids, responder's rebids and the slam rules of the constructive auction.

use super::*;

/// Answering partner's cue raise of their suit: once, while our side has made just the overcall
/// and the cue (his cue stays his last bid while he passes).
const CUE_ANSWER: &[W] = &[
    W::PartnerRule("adv.cue|adv.cue.opening"),
    W::OurBidLast,
    W::Ours("* *"),
];

/// 6NT on the points, no fit to ask in (`slam.6nt`, `slam.6nt.semi`): not after partner's
/// Blackwood, and partner's takeout double counts as 12+ (see `slam.blackwood`).
const SIX_NT: &[W] = &[
    W::Pos(Pos::Continuing),
    W::NotUsed("slam.blackwood"),
    W::BelowLevel(6),
    W::PartnerNotRule("ovc.x.strong"),
];

/// Answering partner's control-showing cue bid (`slam.cue`), their side silent.
const CUE_BID_ANSWER: &[W] = &[W::PartnerRule("slam.cue"), W::Rho("P")];

/// No fit to bid a slam in: no eight-card major fit, or the agreed suit's eight cards not sure.
const NO_SURE_FIT: Cond = Either(&NoMajorFit, &Not(&SureFit(AG)));

#[rustfmt::skip]
pub(super) const RULES: &[Rule] = &[
    // After partner's negative double.
    // Opener after Jacoby 2NT (booklet): a good five-card side suit at the four level, else a
    // singleton or void at the three level, else 3 of the major with 18+, 3NT with 15-17, game
    // with a minimum.
    rule("jacoby.side", &[W::Pos(Pos::Rebid), W::Ours("1M 2N"), W::PartnerRule("resp.jacoby")], ALL,
        &[Differs(V, O), Higher(O, V), Len(V, 5, 13), Honours(V, 2), TopCard(V)], At(4, DV),
        Aim::Natural),
    rule("jacoby.short", &[W::Pos(Pos::Rebid), W::Ours("1M 2N"), W::PartnerRule("resp.jacoby")],
        ALL, &[Differs(V, O), Len(V, 0, 1)], At(3, DV), Aim::Natural),
    rule("jacoby.max", &[W::Pos(Pos::Rebid), W::Ours("1M 2N"), W::PartnerRule("resp.jacoby")], NOV,
        &[Tp(18, 40)], At(3, DO), Aim::Natural),
    rule("jacoby.mid", &[W::Pos(Pos::Rebid), W::Ours("1M 2N"), W::PartnerRule("resp.jacoby")], NOV,
        &[Hcp(15, 17)], At(3, NT), Aim::Natural),
    rule("rebid.jacoby", &[W::Pos(Pos::Rebid), W::Ours("1M 2N"), W::PartnerRule("resp.jacoby")],
        NOV, &[Hcp(0, 14)], Game(DO), Aim::Game),
    // Partner signed off in game after opener's answer to Jacoby 2NT: a minimum passes.
    rule("jacoby.signoff.pass",
        &[W::MyRule("jacoby.side|jacoby.short|jacoby.mid"), W::PartnerRule("jacoby.r.game"),
            W::Rho("P")],
        NOV, &[Hcp(0, 17)], Pass, Aim::ToPlay),
    // Partner's natural 3NT response (16-17 over a minor, 15-17 over a major) opposite an
    // opener without a singleton, 31-32 together: 4NT, quantitative (4NT over a natural
    // no-trump bid invites six; before Blackwood, so that partner reads it so); he bids 6NT
    // with the top of his range. 1♣ 3NT was passed with Q3 KJ92 QT AQJT8 opposite 17 (21551;
    // 6NT makes).
    rule("rebid.3nt.quant",
        &[W::Pos(Pos::Rebid), W::PartnerRule("resp.3nt|resp.3nt.major"), W::NoOppBid], NOV,
        &[Len(SS, 2, 13), Len(SH, 2, 13), Len(SD, 2, 13), Len(SC, 2, 13), CombinedMin(31),
            Not(&CombinedMin(33))], At(4, NT), Aim::Quantitative),
    answer(rule("resp.3nt.quant.accept",
        &[W::MyRule("resp.3nt"), W::PartnerRule("rebid.3nt.quant"), W::Rho("P")], NOV,
        &[Hcp(17, 40)], At(6, NT), Aim::Accept)),
    answer(rule("resp.3nt.major.quant.accept",
        &[W::MyRule("resp.3nt.major"), W::PartnerRule("rebid.3nt.quant"), W::Rho("P")], NOV,
        &[Hcp(16, 40)], At(6, NT), Aim::Accept)),
    answer(rule("resp.3nt.quant.decline", &[W::PartnerRule("rebid.3nt.quant"), W::Rho("P")],
        NOV, &[], Pass, Aim::Decline)),
    // With four trumps and 19+ support points opposite the two-over-one's 10+, the slam is
    // opener's to look for: partner reads the raise to game as 16+ (1339: 1♠ 2♥ 4♥ with
    // AKJ652 AK74 KT 6 was passed with 11 HCP; 6♥ makes). Blackwood when the layouts say a
    // small slam pays. Before the booklet's Blackwood, so that partner reads the ask by it.
    // Not over a jump shift (1♦ 2♠: the booklet's Blackwood and king ask find the grand).
    forcing(rule("slam.bw.judge.2over1",
        &[W::Pos(Pos::Rebid), W::PartnerRule("resp.2h"), W::NoOppBid,
            W::NotUsed("slam.blackwood")],
        NOV, &[Len(PL, 4, 13), Sp(PL, 19, 40), Not(&Void), Judge(Judgement::Slam, DPL)],
        At(4, NT), Aim::Blackwood)),
    // Blackwood, not with a void (the answer cannot say whether an ace is wasted opposite it).
    // The fit must hold whatever partner's calls may hold (a doubleton opposite a rebid suit
    // that may be five cards is no fit to ask in), and partner's takeout double counts as what
    // every takeout double promises until the doubler bids again.
    forcing(rule("slam.blackwood",
        &[W::Pos(Pos::Continuing), W::NotUsed("slam.blackwood"), W::BelowLevel(5),
            W::PartnerNotRule("ovc.x.strong")],
        NOV, &[Fit(AG), CombinedMin(33), Not(&Void), SureFit(AG)], At(4, NT), Aim::Blackwood)),
    // Uncontested, from responder's rebid on (opener's first rebid keeps the booklet's game
    // bids): 30-32 points together with a fit ask for aces when a small slam scores better than
    // game over the layouts the auction allows (judgement by simulation; partner is dealt what
    // the robots read from his calls).
    forcing(rule("slam.bw.judge",
        &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::NotUsed("slam.blackwood"), W::BelowLevel(5)],
        NOV, &[Fit(AG), CombinedMin(30), Not(&Void), SureFit(AG), Judge(Judgement::Slam, DAG)],
        At(4, NT), Aim::Blackwood)),
    forcing(rule("slam.bw.judge.later",
        &[W::Pos(Pos::Later), W::NoOppBid, W::NotUsed("slam.blackwood"), W::BelowLevel(5)], NOV,
        &[Fit(AG), CombinedMin(30), Not(&Void), SureFit(AG), Judge(Judgement::Slam, DAG)],
        At(4, NT), Aim::Blackwood)),
    // Opener's rebid after partner's raise (limited: 6-10 or a limit raise) with 30+ together:
    // the same judgement before the booklet's game bid. Over an unlimited new suit the booklet's
    // raise to game stands (responder, who knows more, judges slam).
    forcing(rule("slam.bw.judge.rebid",
        &[W::Pos(Pos::Rebid), W::Ours("1x 2=|3="), W::NoOppBid, W::NotUsed("slam.blackwood"),
            W::BelowLevel(5)],
        NOV, &[Fit(AG), CombinedMin(30), Not(&Void), Judge(Judgement::Slam, DAG)], At(4, NT),
        Aim::Blackwood)),
    // The 2♣ opener whose suit partner raised (2♣ 2♦ 2♠ 3♠: three trumps, strength
    // unknown): Blackwood when the layouts say a small slam pays, rather than game at once.
    forcing(rule("2c.bw.judge",
        &[W::Pos(Pos::Later), W::MyRule("2c.suit"), W::PartnerRule("2c.raise"), W::NoOppBid,
            W::NotUsed("slam.blackwood"), W::BelowLevel(5)],
        NOV, &[Fit(AG), Not(&Void), Judge(Judgement::Slam, DAG)], At(4, NT), Aim::Blackwood)),
    // With a void in a major fit: five of the major asks partner to bid six with two of the top
    // three trump honours. Only over our own bid: five of the major over theirs competes (it
    // used to be read as this ask, and partner bid six over a sacrifice-level 5♥).
    rule("slam.5major",
        &[W::Pos(Pos::Continuing), W::NotUsed("slam.blackwood"), W::BelowLevel(5), W::OurBidLast,
            W::PartnerNotRule("ovc.x.strong")],
        NOV, &[Void, Fit(AG), Major(AG), CombinedMin(33), CheapestLevel(DAG, 4, 5)], At(5, DAG),
        Aim::SlamTry),
    // With a void (Blackwood cannot tell which ace is wasted) and a fit, uncontested: six at
    // once when the layouts say a small slam pays better than game.
    rule("slam.void.judge",
        &[W::Pos(Pos::Continuing), W::NoOppBid, W::NotUsed("slam.blackwood"), W::BelowLevel(6)],
        NOV, &[Void, Fit(AG), CombinedMin(30), SureFit(AG), Judge(Judgement::Slam, DAG)],
        At(6, DAG), Aim::SmallSlam),
    // A control-showing cue bid (booklet silent): a major agreed below game (three trumps in
    // hand: 21087 cued past 3NT with a void in partner's rebid suit), uncontested (not over
    // the preemptive raise over their double), 29+ points together and a slam possible
    // opposite partner's maximum, no ace ask above and not the void's own slam rules: the
    // cheapest side suit with a control (ace or king, singleton or void) at the four level,
    // below game. Partner, who now knows the extra values, judges the slam (`cue.bw`,
    // `cue.six`) or signs off in game (`cue.signoff`), which the cue bidder passes (`cue.pass`).
    forcing(rule("slam.cue",
        &[W::Pos(Pos::Continuing), W::NoOppBid, W::NotUsed("slam.blackwood"),
            W::NotUsed("slam.cue"), W::BelowLevel(5), W::PartnerNotRule("resp.x.jump")],
        UP,
        &[Major(AG), SureFit(AG), Len(AG, 3, 13), CombinedMin(29), Not(&CombinedMaxBelow(33)),
            Differs(V, AG), Higher(AG, V), CheapestLevel(DV, 4, 4),
            Either(&TopCard(V), &Len(V, 0, 1))],
        Cheapest(DV), Aim::SlamTry)),
    forcing(answer(rule("cue.bw", CUE_BID_ANSWER, NOV,
        &[Not(&Void), Either(&CombinedMin(33), &Judge(Judgement::Slam, DAG))], At(4, NT),
        Aim::Blackwood))),
    answer(rule("cue.six", CUE_BID_ANSWER, NOV, &[Void, Judge(Judgement::Slam, DAG)], At(6, DAG),
        Aim::SmallSlam)),
    answer(rule("cue.signoff", CUE_BID_ANSWER, NOV, &[], Game(DAG), Aim::SignOff)),
    answer(rule("cue.pass", &[W::MyRule("slam.cue"), W::PartnerRule("cue.signoff"), W::Rho("P")],
        NOV, &[Not(&CombinedMin(33))], Pass, Aim::SignOff)),
    rule("slam.6nt", SIX_NT, NOV, &[NO_SURE_FIT, CombinedMin(33), Balanced], At(6, NT),
        Aim::SmallSlam),
    // A semi-balanced hand (no singleton or void: 5-4-2-2, 6-3-2-2) with 34+ together and
    // no fit plays there too (21556: 2♣ 3♦ 4♣ with Q7 9843 AK943 A2 bid 4♦ and 5♣ was
    // passed; 6NT and 7♣ make).
    rule("slam.6nt.semi", SIX_NT, NOV,
        &[NO_SURE_FIT, CombinedMin(34), Len(SS, 2, 13), Len(SH, 2, 13), Len(SD, 2, 13),
            Len(SC, 2, 13)],
        At(6, NT), Aim::SmallSlam),
    // A minor fit and no major fit, uncontested, below game: six of the minor when the layouts
    // say it pays better than 3NT (the game such hands reach) and better than 6NT. Not over
    // partner's game: a hand that has limited itself accepts it.
    rule("slam.minor.judge",
        &[W::Pos(Pos::Continuing), W::NoOppBid, W::NoGame, W::NotUsed("slam.blackwood"),
            W::NotUsed("slam.bw.judge"), W::NotUsed("slam.bw.judge.later"),
            W::NotUsed("slam.bw.judge.rebid"), W::BelowLevel(6)],
        MINORS,
        &[Fit(V), NoMajorFit, CombinedMin(27), Judge(Judgement::SlamOverNt, DV),
            Judge(Judgement::SuitOverNt, DV)],
        At(6, DV), Aim::SmallSlam),
    // 6NT by judgement: a balanced hand, or an unbalanced one with 32+ points together (a
    // long suit or a void opposite partner's strong hand, no fit to bid a slam in). A major
    // "fit" that rests on partner's rebid suit being six cards (a doubleton opposite it) is no
    // fit here.
    rule("slam.6nt.judge",
        &[W::Pos(Pos::Continuing), W::NoOppBid, W::NotUsed("slam.blackwood"),
            W::NotUsed("slam.bw.judge"), W::NotUsed("slam.bw.judge.later"),
            W::NotUsed("slam.bw.judge.rebid"), W::BelowLevel(6)],
        NOV,
        &[NO_SURE_FIT, CombinedMin(30),
            Either(&Balanced, &CombinedMin(32)), Judge(Judgement::Slam, NT)],
        At(6, NT), Aim::SmallSlam),
    rule("slam.5m.six", &[W::PartnerRule("slam.5major"), W::Rho("P")], NOV, &[TopThree(AG, 2)],
        At(6, DAG), Aim::SmallSlam),
    rule("slam.5m.pass", &[W::PartnerRule("slam.5major"), W::Rho("P")], NOV, &[], Pass,
        Aim::SignOff),
    // Responder after opener's answer to Jacoby 2NT: game in the major unless slam is there.
    rule("jacoby.r.game",
        &[W::MyRule("resp.jacoby"),
            W::PartnerRule("jacoby.side|jacoby.short|jacoby.max|jacoby.mid")],
        NOV, &[], Game(DO), Aim::Game),
    // After our redouble the hand is ours: their escape is doubled or outbid, never left to play.
    rule("xx.opener.x", &[W::PartnerRule("resp.xx"), W::TheirBidLast, W::BelowLevel(4)], NOV,
        &[Len(T, 4, 13)], Double, Aim::Penalty),
    rule("xx.opener.pass", &[W::PartnerRule("resp.xx"), W::TheirBidLast, W::Rho("1x|2x|3x|1N|2N")],
        NOV, &[], Pass, Aim::NothingToSay),
    rule("xx.penalty", &[W::MyRule("resp.xx"), W::TheirBidLast, W::BelowLevel(4)], NOV,
        &[Len(T, 3, 13)], Double, Aim::Penalty),
    rule("xx.raise", &[W::MyRule("resp.xx"), W::TheirBidLast], NOV, &[Len(O, 3, 13)], Cheapest(DO),
        Aim::Raise),
    rule("xx.new", &[W::MyRule("resp.xx"), W::TheirBidLast], ALL, &[Len(V, 5, 13), Unbid(V)],
        Cheapest(DV), Aim::Natural),
    rule("xx.double", &[W::MyRule("resp.xx"), W::TheirBidLast, W::BelowLevel(4)], NOV, &[], Double,
        Aim::Penalty),
    rule("jordan.game", &[W::PartnerRule("resp.x.jordan")], NOV, &[Tp(15, 40)], Game(DO),
        Aim::Accept),
    rule("jordan.min", &[W::PartnerRule("resp.x.jordan")], NOV, &[], At(3, DO), Aim::Decline),
    // Fourth suit forcing, and opener's answers.
    // After 1♣ 1♦ 1♥ a one-level 1♠ is natural (four spades); the fourth suit forcing is
    // then the jump to 2♠, forcing to game.
    forcing(rule("rr.1s.natural",
        &[W::Pos(Pos::ResponderRebid), W::ThreeSuits, W::Ours("1x 1x 1x")], NOV,
        &[NoMajorFit, Len(SS, 4, 13), Unbid(SS), CheapestLevel(DS, 1, 1)], At(1, DS),
        Aim::Natural)),
    game_forcing(rule("fsf.jump", &[W::Pos(Pos::ResponderRebid), W::ThreeSuits, W::BelowLevel(2)],
        ALL,
        &[Hcp(12, 40), Unbid(V), NoMajorFit, Either(&Not(&Stop(V)), &Unbalanced),
            CheapestLevel(DV, 1, 1)],
        Jump(DV), Aim::FourthSuit)),
    forcing(rule("fsf", &[W::Pos(Pos::ResponderRebid), W::ThreeSuits, W::BelowLevel(3)], ALL,
        &[Hcp(12, 40), Unbid(V), NoMajorFit, Not(&Len(ML, 6, 13)),
            Either(&Not(&Stop(V)), &Unbalanced), CheapestLevel(DV, 2, 3)],
        Cheapest(DV), Aim::FourthSuit)),
    // Invitational values (10-11) with no stopper in the fourth suit for 2NT: the fourth suit
    // too (forcing one round; responder's next bid below game invites).
    forcing(rule("fsf.inv", &[W::Pos(Pos::ResponderRebid), W::ThreeSuits, W::BelowLevel(3)], ALL,
        &[Hcp(10, 11), Unbid(V), NoMajorFit, Not(&Len(ML, 6, 13)), Not(&Len(PL, 4, 13)),
            Not(&Stop(V)), CheapestLevel(DV, 2, 2)],
        Cheapest(DV), Aim::FourthSuit)),
    // With a six-card suit and game values the fourth suit comes first too (a jump rebid of
    // the suit would only invite).
    forcing(rule("fsf.long", &[W::Pos(Pos::ResponderRebid), W::ThreeSuits, W::BelowLevel(3)], ALL,
        &[Hcp(13, 40), Unbid(V), NoMajorFit, Len(ML, 6, 13), CheapestLevel(DV, 2, 3)], Cheapest(DV),
        Aim::FourthSuit)),
    // After fourth suit forcing with a six-card suit, responder rebids it (forcing to game).
    game_forcing(rule("fsf.r.own", &[W::MyRule("fsf|fsf.long|fsf.jump"), W::NoOppBid], NOV,
        &[Len(MF, 6, 13), Not(&Fit(PL))], Cheapest(DMF), Aim::RebidsSuit)),
    // Three-card support for responder's major first; for a minor, no-trumps with a stopper
    // comes first (over the jump, forcing to game, a balanced opener bids 3NT at once).
    answer(rule("fsf.support", &[W::PartnerRule("fsf|fsf.long|fsf.jump|fsf.inv")], NOV,
        &[Len(PF, 3, 13), Either(&Major(PF), &Not(&Stop(PL)))], Cheapest(DPF), Aim::Raise)),
    answer(rule("fsf.jump.3nt", &[W::PartnerRule("fsf.jump")], NOV, &[Stop(PL), Balanced], Game(NT),
        Aim::Natural)),
    // With 18+ (a balanced 18-19 that rebid its four-card major rather than 2NT) game in
    // no-trumps at once: partner's fourth suit may be the invitation (1452: 1♣ 1♦ 1♠ 2♥ 2NT
    // was passed with KJT7 A5 AQ8 KQT9 opposite 10).
    answer(rule("fsf.nt.max", &[W::PartnerRule("fsf|fsf.long|fsf.inv")], NOV,
        &[Stop(PL), Hcp(18, 40)], Game(NT), Aim::Natural)),
    answer(rule("fsf.nt", &[W::PartnerRule("fsf|fsf.long|fsf.jump|fsf.inv")], NOV, &[Stop(PL)],
        Cheapest(NT), Aim::Natural)),
    // Four cards in the fourth suit (no stopper to spare for no-trumps): raise it.
    answer(rule("fsf.raise", &[W::PartnerRule("fsf|fsf.long|fsf.jump|fsf.inv")], NOV,
        &[Len(PL, 4, 13)], Cheapest(DPL), Aim::Raise)),
    answer(rule("fsf.own", &[W::PartnerRule("fsf|fsf.long|fsf.jump|fsf.inv")], NOV,
        &[Len(O, 5, 13)], Cheapest(DO), Aim::RebidsSuit)),
    answer(rule("fsf.other", &[W::PartnerRule("fsf|fsf.long|fsf.jump|fsf.inv")], NOV, &[],
        Cheapest(DML), Aim::RebidsSuit)),
    answer(rule("cue.stop.nt", &[W::PartnerRule("later.cue.stop"), W::Rho("P")], NOV, &[StopTheirs],
        Game(NT), Aim::Natural)),
    answer(rule("cue.stop.own", &[W::PartnerRule("later.cue.stop"), W::Rho("P")], NOV, &[],
        Cheapest(DML), Aim::NoFit)),
    // The answer to partner's cue bid (`CUE_ANSWER`): a second "decline" ran from their penalty
    // double to six (1763: 4♥ X 5♥ X 6♥), a first one after opener's 3♦ and our 4♥ from 4♥ X
    // to 5♥.
    answer(rule("cue.game", CUE_ANSWER, NOV, &[Major(ML), Hcp(14, 40)], Game(DML), Aim::Accept)),
    answer(rule("cue.min", CUE_ANSWER, NOV, &[], Cheapest(DML), Aim::Decline)),
    rule("reopen.penalty", &[W::PartnerRule(REOPENING_DOUBLES), W::Rho("P"), W::OppBids(1)], NOV,
        &[Len(T, 4, 13), Honours(T, 2)], Pass, Aim::PenaltyPass),
    rule("reopen.suit", &[W::PartnerRule(REOPENING_DOUBLES), W::Rho("P"), W::OppBids(1)], ALL,
        &[Differs(V, T), Longest(V), CheapestLevel(DV, 2, 3)], Cheapest(DV), Aim::Natural),
    // Their suit is (one of) my longest but too weak to pass for penalty: the takeout double
    // asks for another suit: three cards in partner's major, else a four-card suit, else three
    // cards in partner's minor.
    rule("reopen.major", &[W::PartnerRule(REOPENING_DOUBLES), W::Rho("P"), W::OppBids(1)], NOV,
        &[Major(O), Differs(O, T), Len(O, 3, 13), CheapestLevel(DO, 2, 3)], Cheapest(DO),
        Aim::Preference),
    rule("reopen.four", &[W::PartnerRule(REOPENING_DOUBLES), W::Rho("P"), W::OppBids(1)], ALL,
        &[Differs(V, T), Len(V, 4, 13), CheapestLevel(DV, 2, 3)], Cheapest(DV), Aim::Natural),
    rule("reopen.opening", &[W::PartnerRule(REOPENING_DOUBLES), W::Rho("P"), W::OppBids(1)], NOV,
        &[Differs(O, T), Len(O, 3, 13), CheapestLevel(DO, 2, 3)], Cheapest(DO), Aim::Preference),
    // Partner's answer to the reopening double over their three-level preempt was forced (0+
    // HCP): the doubler with four cards in partner's major and 17+ total points bids the game
    // (partner holds some values: he is placed with what the opponents and I do not hold).
    rule("reopen.x3.game", REOPEN_X3_ANSWERED, NOV, &[Major(PL), Len(PL, 4, 13), Tp(17, 40)],
        Game(DPL), Aim::Game),
    // With less, the game when the layouts say it pays (partner's answer was forced, but he
    // holds what the opponents and I do not).
    rule("reopen.x3.judge", REOPEN_X3_ANSWERED, NOV,
        &[Major(PL), Len(PL, 4, 13), Judge(Judgement::Game, DPL)], Game(DPL), Aim::Game),
    rule("negx.pass", &[W::Pos(Pos::Rebid), W::Ours("1x X"), W::Rho("P")], NOV,
        &[Len(T, 4, 13), Honours(T, 2), Hcp(12, 40)], Pass, Aim::PenaltyPass),
    // 18+ HCP and four cards in the major partner's double promised, when the jump in it would
    // reach the three level: a cue bid of their suit, forcing to game; responder names his major.
    game_forcing(rule("negx.cue", &[W::Pos(Pos::Rebid), W::Ours("1x X")], MAJORS,
        &[Hcp(18, 40), Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 2, 2)], Cheapest(Den::Of(T)),
        Aim::Natural)),
    answer(rule("negx.cue.major", &[W::PartnerRule("negx.cue"), W::Rho("P")], MAJORS,
        &[Len(V, 4, 13), Unbid(V)], Cheapest(DV), Aim::Natural)),
    // Four cards (with an honour) in a major partner's double showed: an eight-card fit, so opener
    // competes at the two level even over their free bid of a new suit (the law of total tricks;
    // their cue bid of our suit is a raise with values, and partner will speak again).
    rule("negx.free.major", &[W::Pos(Pos::Rebid), W::Ours("1x X"), W::Rho("1x|2x")], MAJORS,
        &[Differs(T, O), Len(V, 4, 13), Honours(V, 1), Unbid(V), CheapestLevel(DV, 2, 2)],
        Cheapest(DV), Aim::Competes),
    // The next opponent bid a new suit over the double (perhaps the major the double showed): a
    // minimum opener without a six-card suit is free to pass.
    rule("negx.free.pass", &[W::Pos(Pos::Rebid), W::Ours("1x X"), W::Rho("1x|2x|3x")], NOV,
        &[Differs(T, OF), Hcp(0, 14), Not(&Len(O, 6, 13))], Pass, Aim::NothingToSay),
    rule("negx.major.jump", &[W::Pos(Pos::Rebid), W::Ours("1x X")], MAJORS,
        &[Len(V, 4, 13), Unbid(V), Tp(17, 40), CheapestLevel(DV, 1, 2)], Jump(DV), Aim::Natural),
    // The jump is out of reach (their raise took the room): with the same extras bid the game.
    rule("negx.major.game", &[W::Pos(Pos::Rebid), W::Ours("1x X")], MAJORS,
        &[Len(V, 4, 13), Unbid(V), Tp(17, 40), CheapestLevel(DV, 3, 3)], Game(DV), Aim::Game),
    rule("negx.major", &[W::Pos(Pos::Rebid), W::Ours("1x X")], MAJORS, &[Len(V, 4, 13), Unbid(V)],
        Cheapest(DV), Aim::Natural),
    // Opener's rebid after the negative double: 3NT with 18-19 balanced and a stopper; a
    // six-card suit jumps with 17+ points; a new four-card suit comes before rebidding a five-card
    // one (a six-card one first, unless the new suit is at the three level).
    rule("negx.3nt", &[W::Pos(Pos::Rebid), W::Ours("1x X")], NOV,
        &[Hcp(18, 19), Balanced, StopTheirs], Game(NT), Aim::Natural),
    rule("negx.own.jump", &[W::Pos(Pos::Rebid), W::Ours("1x X")], NOV,
        &[Len(O, 6, 13), Tp(17, 40), CheapestLevel(DO, 2, 2)], Jump(DO), Aim::Invite),
    rule("negx.nt", &[W::Pos(Pos::Rebid), W::Ours("1x X")], NOV,
        &[Hcp(12, 14), StopTheirs, Not(&Len(O, 6, 13)), CheapestLevel(NT, 1, 2)], Cheapest(NT),
        Aim::Natural),
    rule("negx.new", &[W::Pos(Pos::Rebid), W::Ours("1x X")], UP,
        &[Len(V, 4, 13), Unbid(V), Either(&Not(&Len(O, 6, 13)), &CheapestLevel(DV, 3, 3))],
        Cheapest(DV), Aim::Natural),
    // Up to the three level only: an opener who passed the double once and meets it again
    // over their game (1♣ 1♦ X 1♥ P 2NT P 3NT) has no reason to bid four of the minor.
    rule("negx.own", &[W::Pos(Pos::Rebid), W::Ours("1x X")], NOV,
        &[Len(O, 5, 13), CheapestLevel(DO, 2, 3)], Cheapest(DO), Aim::RebidsSuit),
    rule("negx.any", &[W::Pos(Pos::Rebid), W::Ours("1x X")], NOV, &[CheapestLevel(DO, 2, 3)],
        Cheapest(DO), Aim::NothingToSay),
    // Partner passed their overcall (perhaps with a penalty double in mind): opener short in
    // their suit reopens with a double (booklet, negative doubles);
    // with a six-card suit and a doubleton in theirs opener rebids the suit instead. With 18-19
    // balanced and a stopper, 2NT.
    rule("rebid.reopen.2nt",
        &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBids(1), W::Rho("P"), W::OppLast("1x|2x")], NOV,
        &[Hcp(18, 19), Balanced, StopTheirs, CheapestLevel(NT, 1, 2)], At(2, NT), Aim::Natural),
    // 18+ HCP reopen with a double whatever the shape (partner passes it with their suit).
    rule("rebid.reopen.x.strong",
        &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBids(1), W::Rho("P"), W::OppLast("1x|2x")], NOV,
        &[Hcp(18, 40)], Double, Aim::TakeoutDouble),
    // Only when partner's pass came over their bid: a partner who passed the opening itself
    // (1♦ P P X P 2♠ P P) holds at most 5 HCP, not a penalty pass, and a minimum opener who
    // reopens then only pushes a strong side to a doubled part-score it makes.
    rule("rebid.reopen.x",
        &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBids(1), W::Rho("P"), W::OppLast("1x|2x"),
            W::PartnerMayTrap],
        NOV, &[Hcp(12, 40), Len(T, 0, 2), Either(&Len(T, 0, 1), &Not(&Len(O, 6, 13)))], Double,
        Aim::TakeoutDouble),
    // Their preempt at the three level over our opening and partner's pass (he may hold
    // values he could not show that high; negative doubles stop at 2♠): opener short in their
    // suit reopens with a double from 13 HCP, and 19+ HCP double whatever the shape, rather
    // than sell out (booklet silent, see notes.md).
    rule("rebid.reopen.x3.strong",
        &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBids(1), W::Rho("P"), W::OppLast("3x")], NOV,
        &[Hcp(19, 40), Len(T, 0, 3)], Double, Aim::TakeoutDouble),
    rule("rebid.reopen.x3",
        &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBids(1), W::Rho("P"), W::OppLast("3x"),
            W::PartnerMayTrap],
        NOV, &[Hcp(13, 40), Len(T, 0, 1)], Double, Aim::TakeoutDouble),
    // Their two-level overcall of our 1NT passed round (1NT 2♥ P P): opener short in their
    // suit reopens with a double for takeout when the layouts say it beats defending their
    // contract (partner may have passed with values and no suit to bid, or with their trumps).
    rule("rebid.nt.reopen.x",
        &[W::Pos(Pos::Rebid), W::Ours("1N"), W::OppBids(1), W::Rho("P"), W::OppLast("2x")], NOV,
        &[Len(T, 0, 2), Judge(Judgement::BalanceDouble, NT)], Double, Aim::TakeoutDouble),
    // A strong six-card major (19+ total points) over their bid in their own suit in the
    // direct seat, partner silent: game when the layouts say it pays (21249: 1♥ 1♠ P 2♠ 3♥
    // passed out with A64 AQ98764 K9 A; 4♥ makes). Not over their cue bid of our suit (1♥ 1♠
    // P 2♥: they have a fit and the values, 21573) nor in the reopening seat (partner may
    // have passed with their suit, 21113).
    rule("rebid.comp.game",
        &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBid, W::Rho("1x|2x|3x"), W::NoGame], NOV,
        &[Major(O), Differs(T, O), Len(O, 6, 13), Tp(19, 40), Judge(Judgement::Game, DO)],
        Game(DO), Aim::Game),
    rule("rebid.comp", &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBid], NOV,
        &[Len(O, 6, 13), CheapestLevel(DO, 2, 2)], Cheapest(DO), Aim::Competes),
    rule("rebid.comp.new", &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBid], ALL,
        &[Tp(15, 40), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 2, 3)], Cheapest(DV),
        Aim::Competes),
    rule("rebid.comp.own", &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBid], NOV,
        &[Tp(15, 40), Len(O, 6, 13), CheapestLevel(DO, 3, 3)], Cheapest(DO), Aim::Competes),
    // Partner silent and their overcall in the direct seat (1♦ P P 1♥, 1♦ 1♥ P 2♥): 18+
    // HCP double for takeout with at most two of their suit rather than sell out, as opener does in
    // the reopening seat.
    rule("rebid.comp.x.strong",
        &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBids(1), W::TheirBidLast, W::OppLast("1x|2x")],
        NOV, &[Hcp(18, 40), Len(T, 0, 2)], Double, Aim::TakeoutDouble),
    rule("rebid.comp.x", &[W::Pos(Pos::Rebid), W::Ours("1x"), W::OppBid, W::OppLast("1x|2x|3x")],
        NOV, &[Hcp(16, 40), Len(T, 0, 1)], Double, Aim::CompetitiveDouble),
    // Opener with 15+ HCP and nothing above to bid over their part-score (1♣ 1♠ P 2♠ with AQ4
    // A5 T43 AKJ74): the five-card suit when the layouts say it beats defending, as
    // `cj.strong.suit` at later turns.
    rule("rebid.comp.strong", &[W::Pos(Pos::Rebid), W::Ours("1x"), W::TheirBidLast,
            W::BelowTheirGame],
        ALL, STRONG_SUIT, Cheapest(DV), Aim::Competes),
    rule("rebid.comp.pass", &[W::Pos(Pos::Rebid), W::Ours("1x|1N")], NOV, &[], Pass,
        Aim::NothingToSay),
    // Partner's jump raise over their takeout double is preemptive (5-9 HCP): game only with a
    // hand that makes it opposite that (20+ total points in a major), else pass.
    rule("rebid.xjump.game", &[W::Pos(Pos::Rebid), W::Ours("1x 3="), W::PartnerRule("resp.x.jump")],
        NOV, &[Major(O), Tp(20, 40)], Game(DO), Aim::Game),
    rule("rebid.xjump.pass", &[W::Pos(Pos::Rebid), W::Ours("1x 3="), W::PartnerRule("resp.x.jump")],
        NOV, &[], Pass, Aim::NothingToSay),
    rule("rebid.raise.game", &[W::Pos(Pos::Rebid), W::Ours("1x 2=")], NOV,
        &[Major(O), Either(&Tp(19, 40), &Sp(O, 21, 40))], Game(DO), Aim::Game),
    rule("rebid.raise.3nt", &[W::Pos(Pos::Rebid), W::Ours("1x 2=")], NOV,
        &[Minor(O), Hcp(18, 40), Balanced], Game(NT), Aim::Game),
    // Invitational values after a single raise: 2NT with a balanced hand, else a new suit of
    // four or more cards (a help-suit game try, forcing one round), else three of the suit.
    rule("rebid.raise.2nt", &[W::Pos(Pos::Rebid), W::Ours("1x 2="), W::NoOppBid], NOV,
        &[Hcp(16, 18), Balanced], At(2, NT), Aim::Invite),
    forcing(rule("rebid.raise.try", &[W::Pos(Pos::Rebid), W::Ours("1x 2="), W::NoOppBid], UP,
        &[Tp(16, 18), Len(V, 4, 13), BestNew(V), CheapestLevel(DV, 2, 3)], Cheapest(DV),
        Aim::Invite)),
    rule("rebid.raise.inv", &[W::Pos(Pos::Rebid), W::Ours("1x 2=")], NOV, &[Tp(16, 18)], At(3, DO),
        Aim::Invite),
    rule("rebid.raise.pass", &[W::Pos(Pos::Rebid), W::Ours("1x 2=")], NOV, &[], Pass,
        Aim::NothingToSay),
    rule("rebid.limit.game", &[W::Pos(Pos::Rebid), W::Ours("1x 3="), W::NoOppBid], NOV,
        &[Major(O), Either(&Hcp(14, 40), &Either(&Tp(15, 40), &Sp(O, 17, 40)))], Game(DO),
        Aim::Accept),
    rule("rebid.limit.3nt", &[W::Pos(Pos::Rebid), W::Ours("1x 3="), W::NoOppBid], NOV,
        &[Minor(O), Hcp(14, 40)], Game(NT), Aim::Accept),
    // A minor limit raise: 12-13 HCP bid 3NT when the simulation says game pays.
    rule("rebid.limit.3nt.judge", &[W::Pos(Pos::Rebid), W::Ours("1x 3="), W::NoOppBid], NOV,
        &[Minor(O), Hcp(12, 13), Judge(Judgement::Game, NT)], Game(NT), Aim::Accept),
    // A major limit raise: a minimum accepts when the simulation says game pays (shape, a
    // sixth trump or fitting honours make up for the missing point).
    rule("rebid.limit.judge", &[W::Pos(Pos::Rebid), W::Ours("1x 3="), W::NoOppBid], NOV,
        &[Major(O), Judge(Judgement::Game, DO)], Game(DO), Aim::Accept),
    rule("rebid.limit.pass", &[W::Pos(Pos::Rebid), W::Ours("1x 3=|4="), W::NoOppBid], NOV, &[],
        Pass, Aim::Decline),
    // After 1m 2NT (13-15 balanced, forcing to game) an unbalanced opener shows four or more
    // cards in the other minor at the three level rather than bid 3NT blind, so that a minor
    // fit (and its slam) can be found; responder chooses between 3NT, game and slam.
    game_forcing(rule("rebid.2nt.minor", &[W::Pos(Pos::Rebid), W::Ours("1m 2N"), W::NoOppBid],
        MINORS, &[Unbalanced, Minor(V), Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 3, 3)],
        Cheapest(DV), Aim::Natural)),
    rule("rebid.2nt.3nt",
        &[W::Pos(Pos::Rebid), W::Ours("1m 2N|3N"), W::PartnerNotRule("comp.2nt")], NOV, &[],
        Game(NT), Aim::Game),
    rule("rebid.1n.2nt", &[W::Pos(Pos::Rebid), W::Ours("1x 1N")], NOV, &[Hcp(18, 19), Balanced],
        At(2, NT), Aim::Invite),
    rule("rebid.1n.game", &[W::Pos(Pos::Rebid), W::Ours("1x 1N")], NOV,
        &[Major(O), Len(O, 6, 13), Tp(19, 40)], Game(DO), Aim::Game),
    // 19+ HCP and an unbalanced hand after 1NT: a jump in a new suit, forcing to game.
    game_forcing(rule("rebid.1n.jumpshift", &[W::Pos(Pos::Rebid), W::Ours("1x 1N"), W::NoOppBid],
        ALL, &[Hcp(19, 21), Unbalanced, Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 2, 2)], Jump(DV),
        Aim::JumpShift)),
    forcing(rule("rebid.1n.reverse", &[W::Pos(Pos::Rebid), W::Ours("1x 1N")], ALL,
        &[Hcp(15, 21), Tp(17, 40), Len(V, 4, 13), Unbid(V), Higher(V, O), CheapestLevel(DV, 2, 2)],
        Cheapest(DV), Aim::Reverse)),
    rule("rebid.1n.inv", &[W::Pos(Pos::Rebid), W::Ours("1x 1N")], NOV, &[Len(O, 6, 13), Tp(16, 18)],
        At(3, DO), Aim::Invite),
    rule("rebid.1n.own", &[W::Pos(Pos::Rebid), W::Ours("1x 1N")], NOV, &[Len(O, 6, 13)], At(2, DO),
        Aim::RebidsSuit),
    // At most 18: with 19-21 the same hand jumps (`rebid.1n.jumpshift`), which partner's
    // judgements must know (1651: 1♠ 1NT 2♦ 6♦ with 9 HCP, partner dealt up to 21).
    rule("rebid.1n.new", &[W::Pos(Pos::Rebid), W::Ours("1x 1N")], ALL,
        &[Hcp(0, 18), Len(V, 4, 13), Unbid(V), Not(&Higher(V, O)), Unbalanced], At(2, DV),
        Aim::Natural),
    rule("rebid.1n.pass", &[W::Pos(Pos::Rebid), W::Ours("1x 1N")], NOV, &[], Pass,
        Aim::NothingToSay),
    // A two-over-one response shows 10+: with three trumps and 16+ support points game at once,
    // with four from 19 (fewer raise once, below). Before the raise to game of a one-level
    // response, which makes the same call with four trumps and 19+: partner reads 1♠ 2♥ 4♥ by
    // this rule, 16+ and three trumps (read as 19+ and four, 1667 and 21397 asked for aces
    // with 13 and 10 HCP opposite a minimum and bid six with an ace and the trump king off).
    rule("rebid.raise.2over1.game", &[W::Pos(Pos::Rebid), W::Ours("1x 2x"), W::NoOppBid], NOV,
        &[Major(PL), Differs(PL, O), Len(PL, 3, 13), Sp(PL, 16, 40),
            Either(&Len(PL, 3, 3), &Sp(PL, 19, 40))],
        Game(DPL), Aim::Game),
    rule("rebid.raise4", &[W::Pos(Pos::Rebid), W::Ours("1x 1x|2x")], NOV,
        &[Major(PL), Len(PL, 4, 13), Sp(PL, 19, 40)], Game(DPL), Aim::Game),
    rule("rebid.raise3", &[W::Pos(Pos::Rebid), W::Ours("1x 1x")], NOV,
        &[Len(PL, 4, 13), Sp(PL, 17, 18)], Jump(DPL), Aim::Invite),
    // The simple rebids declare the booklet's minimum range (`Shows`): the single raise and the
    // suit again 10-16, a new suit 10-18; partner reads that, not the opening's 10-21.
    rule("rebid.raise2", &[W::Pos(Pos::Rebid), W::Ours("1x 1x|2x")], NOV,
        &[Len(PL, 4, 13), Shows(10, 16)], Cheapest(DPL), Aim::Raise),
    rule("rebid.raise2.major", &[W::Pos(Pos::Rebid), W::Ours("1x 2x")], NOV,
        &[Major(PL), Len(PL, 3, 13)], Cheapest(DPL), Aim::Raise),
    game_forcing(rule("rebid.jumpshift", &[W::Pos(Pos::Rebid), W::Ours("1x 1x")], ALL,
        &[Hcp(19, 21), Len(V, 4, 13), Unbid(V), Unbalanced, CheapestLevel(DV, 1, 2)], Jump(DV),
        Aim::JumpShift)),
    // A strong two-suiter (five cards in the second suit, 20+ total points) jump shifts too.
    game_forcing(rule("rebid.jumpshift.long", &[W::Pos(Pos::Rebid), W::Ours("1x 1x"), W::NoOppBid],
        ALL, &[Hcp(16, 21), Tp(20, 40), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 1, 2)], Jump(DV),
        Aim::JumpShift)),
    rule("rebid.1new", &[W::Pos(Pos::Rebid), W::Ours("1x 1x")], UP,
        &[Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 1, 1), Shows(10, 18)], Cheapest(DV),
        Aim::Natural),
    rule("rebid.1nt", &[W::Pos(Pos::Rebid), W::Ours("1x 1x|2x")], NOV,
        &[StopTheirs, Hcp(12, 14), Balanced], Cheapest(NT), Aim::Natural),
    // A minimum 5-4-3-1 with a five-card minor whose four-card suit would need a reverse: 1NT
    // rather than the five-card minor again (with 5-4-2-2 the minor again).
    rule("rebid.1nt.noreverse", &[W::Pos(Pos::Rebid), W::Ours("1m 1x"), W::NoOppBid], ALL,
        &[Hcp(11, 14), Len(O, 5, 5), Len(V, 4, 4), Unbid(V), Higher(V, O), Unbalanced,
            Not(&Len(PL, 4, 13)), Not(&Len(PL, 2, 2)), CheapestLevel(DV, 2, 2),
            CheapestLevel(NT, 1, 1)],
        Cheapest(NT), Aim::Natural),
    // Over their three-level overcall 18-19 balanced bids 3NT, not a jump to 4NT.
    rule("rebid.3nt.over", &[W::Pos(Pos::Rebid), W::Ours("1x 1x"), W::OppBid], NOV,
        &[StopTheirs, Hcp(18, 19), Balanced, CheapestLevel(NT, 3, 3)], Cheapest(NT), Aim::Natural),
    rule("rebid.2nt", &[W::Pos(Pos::Rebid), W::Ours("1x 1x")], NOV,
        &[StopTheirs, Hcp(18, 19), Balanced], Jump(NT), Aim::Natural),
    // Their jump to the three level took opener's natural rebids away: 17+ HCP with a stopper
    // and no fit for partner bids the game in no-trumps rather than pass partner's response.
    rule("rebid.3nt.over.jump",
        &[W::Pos(Pos::Rebid), W::Ours("1x 1x"), W::OppBid, W::OppLast("3x")], NOV,
        &[Hcp(17, 21), StopTheirs, Not(&Len(PL, 4, 13)), CheapestLevel(NT, 3, 3)], Game(NT),
        Aim::Natural),
    rule("rebid.3nt.21", &[W::Pos(Pos::Rebid), W::Ours("1x 2x")], NOV,
        &[StopTheirs, Hcp(15, 19), Balanced], Game(NT), Aim::Natural),
    // A reverse (17+ points, counting length) shows the second suit before a jump rebid of the
    // first.
    forcing(rule("rebid.reverse", &[W::Pos(Pos::Rebid), W::Ours("1x 1x")], ALL,
        &[Hcp(15, 21), Tp(17, 40), Len(V, 4, 13), Unbid(V), Higher(V, O), CheapestLevel(DV, 2, 2)],
        Cheapest(DV), Aim::Reverse)),
    // The same reverse over a two-over-one (1♦ 2♣ 2♥): the strong hand shows its second suit
    // rather than rebid the first as a minimum would (the booklet: a new suit is forcing).
    forcing(rule("rebid.reverse.21", &[W::Pos(Pos::Rebid), W::Ours("1x 2x"), W::NoOppBid], ALL,
        &[Hcp(15, 21), Tp(17, 40), Len(V, 4, 13), Unbid(V), Higher(V, O), CheapestLevel(DV, 2, 2)],
        Cheapest(DV), Aim::Reverse)),
    // A long, strong suit (three top honours) and 18-21: 3NT at once; with A K Q, from 17.
    rule("rebid.own.3nt.solid", &[W::Pos(Pos::Rebid), W::Ours("1x 1x"), W::NoOppBid], NOV,
        &[Hcp(17, 21), Len(O, 6, 13), TopThree(O, 3)], Game(NT), Aim::Natural),
    rule("rebid.own.3nt", &[W::Pos(Pos::Rebid), W::Ours("1x 1x"), W::NoOppBid], NOV,
        &[Hcp(18, 21), Len(O, 6, 13), Honours(O, 3)], Game(NT), Aim::Natural),
    // After a two-over-one response: a new suit at the three level shows extra values (a high
    // reverse); a jump rebid of a six-card suit shows 15-18 and a good suit.
    forcing(rule("rebid.new3", &[W::Pos(Pos::Rebid), W::Ours("1x 2x"), W::NoOppBid], ALL,
        &[Hcp(15, 40), Tp(17, 40), Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 3, 3)], Cheapest(DV),
        Aim::Natural)),
    forcing(rule("rebid.own.jump2", &[W::Pos(Pos::Rebid), W::Ours("1x 2x"), W::NoOppBid], NOV,
        &[Len(O, 6, 13), Hcp(14, 18), Tp(16, 21), Honours(O, 2)], Jump(DO), Aim::Natural)),
    rule("rebid.own.jump", &[W::Pos(Pos::Rebid), W::Ours("1x 1x")], NOV,
        &[Len(O, 6, 13), Hcp(15, 18)], Jump(DO), Aim::Invite),
    rule("rebid.own6", &[W::Pos(Pos::Rebid), W::Ours("1x 1x|2x")], NOV,
        &[Len(O, 6, 13), Shows(10, 16)], Cheapest(DO), Aim::RebidsSuit),
    rule("rebid.new2", &[W::Pos(Pos::Rebid), W::Ours("1x 1x|2x")], ALL,
        &[Len(V, 4, 13), Unbid(V), Not(&Higher(V, O)), CheapestLevel(DV, 2, 2), Shows(10, 18)],
        Cheapest(DV), Aim::Natural),
    rule("rebid.own5", &[W::Pos(Pos::Rebid), W::Ours("1x 1x|2x")], NOV,
        &[Len(O, 5, 13), CheapestLevel(DO, 2, 2), Shows(10, 16)], Cheapest(DO), Aim::RebidsSuit),
    rule("rebid.nt.other", &[W::Pos(Pos::Rebid), W::Ours("1x 1x|2x")], NOV,
        &[StopTheirs, CheapestLevel(NT, 1, 2)], Cheapest(NT), Aim::NoFit),
];
