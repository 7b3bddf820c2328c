//! Later rounds: invitations accepted or declined, game, competing and preferences by
//! combined values.

use super::*;

/// Opener has rebid his major (a simple or a jump rebid, six cards shown) and partner bid
/// no-trumps at the two or three level: his no-trump denies support, not a singleton.
const SEVEN_OPENER_2NT: &[W] = &[W::NoOppBid, W::Ours("1M 1x|1N|2x 2=|3= 2N")];
const SEVEN_OPENER_3NT: &[W] = &[W::NoOppBid, W::Ours("1M 1x|1N|2x 2=|3= 3N")];
/// Responder has jump-rebid his major and opener bid 3NT.
const SEVEN_RESPONDER_3NT: &[W] = &[W::NoOppBid, W::Ours("1x 1M * 3M 3N")];
/// A seven-card major, the suit of my first and my last bid.
const SEVEN: &[Cond] = &[Major(MF), Len(MF, 7, 13), Len(ML, 7, 13)];

/// Answering opener's game try over a single raise: once, while our side has made just the
/// opening, the raise and the try (the try stays his last bid while he passes).
const TRY_ANSWER: &[W] = &[
    W::PartnerRule("rebid.raise.try|rebid.raise.2nt"),
    W::Ours("* * *"),
];

/// The takeout doubler's turn after their raise and partner's pass (2♠ X 3♠ P P).
const DOUBLER_RAISED_PASSED: &[W] = &[
    W::Pos(Pos::Later),
    W::MyRule(DIRECT_TAKEOUT_DOUBLES),
    W::TheirBidLast,
    W::Rho("P"),
    W::OppBids(2),
];

#[rustfmt::skip]
pub(super) const RULES: &[Rule] = &[
    // Responder after the 2♣ opener's suit over his positive answer (forced to game, 30+
    // together): a fit (three cards in a major, four in a minor) is raised, so that opener
    // looks for the slam in it (21246: 2♣ 2NT 3♦ 3NT with Q762 JT3 AQ87 94; 7♦ makes). After
    // the slam rules: responder's own Blackwood comes first (1016: 2♣ 2♥ 2♠ 4NT, 7♠).
    rule("2c.pos.raise",
        &[W::MyRule("2c.pos.major|2c.pos.minor|2c.pos.nt"), W::PartnerRule("2c.p.suit"),
            W::NoOppBid],
        NOV, &[Fit(PL), Either(&Major(PL), &Len(PL, 4, 13)), CheapestLevel(DPL, 3, 4)],
        Cheapest(DPL), Aim::Raise),
    // A seven-card major that partner heard twice plays in the suit over his no-trumps (booklet
    // silent): his no-trump denied three-card support, so he holds one or two (eight cards
    // together, or nine), and the long suit is worth its tricks only as trumps when he is
    // short. Over 3NT game in the major; over his 2NT invitation game with a hand that would
    // accept (or when the layouts say game pays), else three of the major, to play.
    rule("later.seven.game", SEVEN_OPENER_3NT, NOV, SEVEN, Game(DMF), Aim::Game),
    rule("later.seven.game.r", SEVEN_RESPONDER_3NT, NOV, SEVEN, Game(DMF), Aim::Game),
    rule("later.seven.accept", SEVEN_OPENER_2NT, NOV,
        &[Major(MF), Len(MF, 7, 13), Len(ML, 7, 13), Either(&UpperHalf, &CombinedMin(25))],
        Game(DMF), Aim::Accept),
    rule("later.seven.judge", SEVEN_OPENER_2NT, NOV,
        &[Major(MF), Len(MF, 7, 13), Len(ML, 7, 13), Judge(Judgement::Game, DMF)], Game(DMF),
        Aim::Accept),
    rule("later.seven.three", SEVEN_OPENER_2NT, NOV, SEVEN, At(3, DMF), Aim::SignOff),
    rule("inv.accept.major", &[W::PartnerRule(INVITES_SUIT)], NOV,
        &[Major(PL), Len(PL, 2, 13), Either(&UpperHalf, &CombinedMin(25))], Game(DPL), Aim::Accept),
    rule("inv.accept.3nt", &[W::PartnerRule(INVITES_SUIT)], NOV,
        &[Either(&UpperHalf, &CombinedMin(25))], Game(NT), Aim::Accept),
    rule("inv.accept.nt", &[W::PartnerRule(INVITES_NT)], NOV,
        &[Either(&UpperHalf, &CombinedMin(25))], Game(NT), Aim::Accept),
    // A hand in the lower half accepts anyway when the simulation says game pays.
    rule("inv.judge.major", &[W::PartnerRule(INVITES_SUIT), W::NoOppBid], NOV,
        &[Major(PL), Len(PL, 2, 13), Judge(Judgement::Game, DPL)], Game(DPL), Aim::Accept),
    rule("inv.judge.nt", &[W::PartnerRule(INVITES_ANY), W::NoOppBid], NOV,
        &[Judge(Judgement::Game, NT)], Game(NT), Aim::Accept),
    // In a contested auction too (their bids place the high cards; the contested margin): 3NT
    // needs a stopper in their suit.
    rule("inv.judge.major.comp", &[W::PartnerRule(INVITES_SUIT), W::OppBid], NOV,
        &[Major(PL), Len(PL, 2, 13), Judge(Judgement::Game, DPL)], Game(DPL), Aim::Accept),
    rule("inv.judge.nt.comp", &[W::PartnerRule(INVITES_SUIT), W::OppBid], NOV,
        &[StopTheirs, Judge(Judgement::Game, NT)], Game(NT), Aim::Accept),
    // Partner's invitation at four of a minor (3NT bypassed): five when the layouts say game
    // pays.
    rule("inv.judge.minor", &[W::PartnerRule(INVITES_SUIT)], NOV,
        &[Minor(PL), Len(PL, 2, 13), CheapestLevel(DPL, 5, 5), Judge(Judgement::Game, DPL)],
        Game(DPL), Aim::Accept),
    rule("inv.decline", &[W::PartnerRule(INVITES_ANY)], NOV, &[], Pass, Aim::Decline),
    // Responder after opener's game try over a single raise: game with a maximum (9-10 support
    // points) or two top honours in the try suit; 3NT over a minor with 8+ HCP; else three of
    // the suit (after 2NT over a minor raise, pass). Only as the answer (`TRY_ANSWER`): a
    // doubled game was otherwise "declined" one level higher.
    rule("try.accept.major", TRY_ANSWER, NOV,
        &[Major(O), Either(&Sp(O, 9, 40), &Honours(PL, 2))], Game(DO), Aim::Accept),
    rule("try.accept.3nt", TRY_ANSWER, NOV, &[Minor(O), Hcp(8, 40)], Game(NT), Aim::Accept),
    rule("try.decline.pass", &[W::PartnerRule("rebid.raise.2nt"), W::Ours("* * *")], NOV,
        &[Minor(O)], Pass, Aim::Decline),
    rule("try.decline", TRY_ANSWER, NOV, &[], Cheapest(DO), Aim::Decline),
    // The doubler's rebid.
    // They raised and partner passed: a strong doubler short in their suit doubles again.
    rule("dbl.again", DOUBLER_RAISED_PASSED, NOV, &[Hcp(17, 40), Len(T, 0, 1)], Double,
        Aim::TakeoutDouble),
    // Any other doubler with 14+ HCP and at most two of their suit (three with 17+: 1♣ X 3♣ P
    // P with AQ AJT3 AQJ6 932) doubles again when the layouts say partner's answer (or their
    // bidding one more) beats defending their raise.
    rule("dbl.again.judge", DOUBLER_RAISED_PASSED, NOV,
        &[Hcp(14, 40), Len(T, 0, 3), Either(&Len(T, 0, 2), &Hcp(17, 40)),
            Judge(Judgement::BalanceDouble, NT)], Double,
        Aim::TakeoutDouble),
    // The overcaller, their raise passed round to him at the two level: a sound overcall
    // (15-17 HCP) with at most two cards in their suit doubles for takeout rather than sell
    // out (partner may have passed with values and no fit); partner answers below.
    rule("ovc.again.x",
        &[W::Pos(Pos::Later), W::MyRule("ovc.1|ovc.2"), W::TheirBidLast, W::Rho("P"), W::OppBids(2),
            W::OppLast("2x")],
        NOV, &[Hcp(15, 17), Len(T, 0, 2)], Double, Aim::TakeoutDouble),
    rule("dbl.raise.game",
        &[W::Pos(Pos::Later), W::MyRule(TAKEOUT_DOUBLES)], NOV,
        &[Fit(PL), Hcp(22, 40)], Game(DPL), Aim::Game),
    rule("dbl.raise.after.jump",
        &[W::Pos(Pos::Later), W::MyRule(TAKEOUT_DOUBLES),
            W::PartnerRule("adv.x.jump|adv.x.jump.free")],
        NOV, &[Fit(PL), Sp(PL, 14, 40)], Game(DPL), Aim::Accept),
    rule("dbl.raise.jump",
        &[W::Pos(Pos::Later), W::MyRule(TAKEOUT_DOUBLES)], NOV,
        &[Fit(PL), Hcp(19, 21), CheapestLevel(DPL, 2, 2)], Jump(DPL), Aim::Invite),
    rule("dbl.raise",
        &[W::Pos(Pos::Later), W::MyRule(TAKEOUT_DOUBLES), W::OurBidLast],
        NOV, &[Fit(PL), Hcp(16, 18), CheapestLevel(DPL, 2, 3)], Cheapest(DPL), Aim::Invite),
    rule("bal.x.nt", &[W::Pos(Pos::Later), W::MyRule(BALANCING_DOUBLES)], NOV,
        &[Hcp(16, 18), Balanced, StopTheirs, CheapestLevel(NT, 1, 2)], Cheapest(NT), Aim::Natural),
    // Too strong to overcall: a five-card major first, jumping with six and 19+.
    rule("dbl.major.jump",
        &[W::Pos(Pos::Later), W::MyRule(TAKEOUT_DOUBLES)], MAJORS,
        &[Hcp(19, 40), Len(V, 6, 13), Unbid(V), Not(&Fit(PL)), CheapestLevel(DV, 1, 2)], Jump(DV),
        Aim::Natural),
    rule("dbl.major", &[W::Pos(Pos::Later), W::MyRule(TAKEOUT_DOUBLES)],
        MAJORS, &[Hcp(17, 40), Len(V, 5, 13), Unbid(V), Not(&Fit(PL)), CheapestLevel(DV, 1, 2)],
        Cheapest(DV), Aim::Natural),
    // Too strong for a 1NT overcall: no-trumps by strength, 18-19, a jump with 20-22, 3NT with 23+.
    rule("dbl.3nt", &[W::Pos(Pos::Later), W::MyRule(TAKEOUT_DOUBLES)], NOV,
        &[Hcp(23, 40), Balanced, StopTheirs], Game(NT), Aim::Natural),
    rule("dbl.2nt", &[W::Pos(Pos::Later), W::MyRule(TAKEOUT_DOUBLES)], NOV,
        &[Hcp(20, 22), Balanced, StopTheirs, CheapestLevel(NT, 1, 1)], Jump(NT), Aim::Natural),
    rule("dbl.nt", &[W::Pos(Pos::Later), W::MyRule(TAKEOUT_DOUBLES)], NOV,
        &[Hcp(18, 19), Balanced, StopTheirs, CheapestLevel(NT, 1, 1)], Cheapest(NT), Aim::Natural),
    rule("dbl.nt2", &[W::Pos(Pos::Later), W::MyRule(TAKEOUT_DOUBLES)], NOV,
        &[Hcp(18, 22), Balanced, StopTheirs, CheapestLevel(NT, 2, 2)], Cheapest(NT), Aim::Natural),
    // Four cards in advancer's minor: raise by strength, as in a major (after a direct double:
    // a balancing double may hold less).
    rule("dbl.raise.minor.jump", &[W::Pos(Pos::Later), W::MyRule(DIRECT_TAKEOUT_DOUBLES)], NOV,
        &[Minor(PL), Len(PL, 4, 13), Hcp(19, 21), CheapestLevel(DPL, 2, 2)], Jump(DPL),
        Aim::Invite),
    rule("dbl.raise.minor", &[W::Pos(Pos::Later), W::MyRule(DIRECT_TAKEOUT_DOUBLES), W::OurBidLast],
        NOV, &[Minor(PL), Len(PL, 4, 13), Hcp(16, 18), CheapestLevel(DPL, 2, 3)], Cheapest(DPL),
        Aim::Invite),
    rule("dbl.suit", &[W::Pos(Pos::Later), W::MyRule(TAKEOUT_DOUBLES)], ALL,
        &[Hcp(17, 40), Len(V, 5, 13), Unbid(V), Not(&Fit(PL)), CheapestLevel(DV, 1, 3)],
        Cheapest(DV), Aim::Natural),
    // Responder's rebid (booklet): a six-card suit rebid, jumping with invitational values when
    // it was bid at the one level; a raise of opener's second suit, a minor, invites.
    rule("rr.own.jump", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::OurBidLast], NOV,
        &[Differs(ML, PL), Hcp(10, 12), Len(ML, 6, 13), Not(&Fit(PL)), Not(&Fit(O)),
            CheapestLevel(DML, 2, 2)],
        Jump(DML), Aim::Invite),
    rule("rr.own", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::OurBidLast], NOV,
        &[Differs(ML, PL), Hcp(0, 12), Len(ML, 6, 13), Not(&Fit(PL)), Not(&Fit(O)),
            CheapestLevel(DML, 2, 3)],
        Cheapest(DML), Aim::RebidsSuit),
    // Four cards in opener's second suit, a major: a single raise with 6-10 support points
    // (with more the judgement rules invite or bid game).
    rule("rr.raise.major", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::OurBidLast], NOV,
        &[Major(PL), Differs(PL, O), Len(PL, 4, 13), Sp(PL, 6, 10), CheapestLevel(DPL, 2, 2)],
        Cheapest(DPL), Aim::Raise),
    // Game values and a six-card suit with no fit and no stoppers for no-trumps: the suit again
    // at the three level, forcing to game.
    game_forcing(rule("rr.own.gf", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::OurBidLast], NOV,
        &[Differs(ML, PL), Hcp(13, 40), Len(ML, 6, 13), Not(&Fit(PL)), Not(&Fit(O)),
            Not(&StopUnbid), CheapestLevel(DML, 3, 3)],
        Cheapest(DML), Aim::RebidsSuit)),
    rule("rr.raise.minor", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::OurBidLast], NOV,
        &[Minor(PL), Differs(PL, O), Len(PL, 4, 13), Not(&Fit(O)), NoMajorFit, Hcp(10, 12),
            CheapestLevel(DPL, 3, 3)],
        Cheapest(DPL), Aim::Invite),
    // Their overcall between (1♣ 1♦ 1♠ 2♣ P): four cards in opener's rebid minor (nine
    // together) and 8-11 HCP raise to three, an invitation as uncontested (21737: passed with
    // 92 T63 KT82 KQJT, 3NT makes).
    rule("rr.comp.raise.minor",
        &[W::Pos(Pos::ResponderRebid), W::OppBid, W::OurBidLast, W::Ours("1m 1x 2=")], NOV,
        &[Minor(O), Len(O, 4, 13), Hcp(8, 11), NoMajorFit, CheapestLevel(DO, 3, 3)], Cheapest(DO),
        Aim::Invite),
    // Opener's minor with a fit (five cards, or eight known together) and invitational values
    // (10-12, no major fit, short of game values) and an unbalanced hand without a six-card
    // suit of my own (balanced, 2NT: the project's vector 1♣ 1♥ 2♣ 2NT with 32 in spades; a
    // six-card suit is rebid): three of it, the raise of its rebid or the jump preference
    // (1♣ 1♠ 2♣ 3♣, 1♣ 1♦ 1♥ 3♣), an invitation opener answers as the others (3NT or pass).
    // 21029: 1♣ 1♦ 1♥ 2NT with a singleton heart and five clubs, 3NT two down.
    rule("rr.raise.opening",
        &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::Ours("1m 1x 1x|1N|2x"),
            W::PartnerNotRule("rebid.reverse|rebid.jumpshift|rebid.jumpshift.long")],
        NOV,
        &[Minor(O), Either(&Fit(O), &Len(O, 5, 13)), NoMajorFit, Hcp(10, 12), Unbalanced,
            Not(&Len(ML, 6, 13)), Not(&CombinedMin(25)), CheapestLevel(DO, 2, 3)],
        At(3, DO), Aim::Invite),
    // Game values (13+) and no major fit, after opener rebid the suit: a new four-card suit
    // (the longest, up the line), forcing to game; after opener's 1NT rebid a higher suit (a
    // reverse) or a jump in a lower five-card suit forces to game, a lower suit would not.
    // Weaker hands after opener's 1NT rebid: a second five-card suit, lower, at the two level
    // (5-5, not forcing); after 1NT – a new suit, a six-card suit of my own (to play).
    // After opener's reverse a weak responder rebids a five-card suit (a minimum, not forcing).
    rule("rr.reverse.own",
        &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::PartnerRule("rebid.reverse")], NOV,
        &[Hcp(0, 8), Len(ML, 5, 13), CheapestLevel(DML, 2, 2)], Cheapest(DML), Aim::RebidsSuit),
    // A weak responder after the reverse with no fit for either of opener's suits and no
    // five-card suit of his own: 2NT, the cheapest no-trump (no stoppers promised).
    rule("rr.reverse.2nt",
        &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::PartnerRule("rebid.reverse")], NOV,
        &[Hcp(0, 9), Len(O, 0, 2), Len(PL, 0, 3), Len(ML, 4, 4), CheapestLevel(NT, 2, 2)],
        Cheapest(NT), Aim::NoFit),
    rule("rr.second.suit", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::Ours("1x 1x 1N")], UP,
        &[Hcp(6, 12), Len(ML, 5, 13), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 2, 2)],
        Cheapest(DV), Aim::Natural),
    rule("rr.new6", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::Ours("1x 1N 2x")], ALL,
        &[Hcp(0, 9), Len(V, 6, 13), Unbid(V), CheapestLevel(DV, 2, 2)], Cheapest(DV), Aim::ToPlay),
    game_forcing(rule("rr.new.gf",
        &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::Ours("1x 1x|2x 2=|3=")], UP,
        &[Hcp(13, 40), Unbalanced, NoMajorFit, Len(V, 4, 13), BestNew(V), CheapestLevel(DV, 2, 3)],
        Cheapest(DV), Aim::Natural)),
    game_forcing(rule("rr.reverse.gf",
        &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::Ours("1x 1x 1N")], UP,
        &[Hcp(13, 40), Unbalanced, Len(V, 4, 13), Unbid(V), Higher(V, ML), CheapestLevel(DV, 2, 2)],
        Cheapest(DV), Aim::Natural)),
    game_forcing(rule("rr.jump.gf",
        &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::Ours("1x 1x 1N")], UP,
        &[Hcp(13, 40), Unbalanced, Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 2, 2)], Jump(DV),
        Aim::Natural)),
    // After fourth suit forcing opener's answer other than no-trumps denies a stopper in the
    // fourth suit; without one responder does not bid no-trumps: game in opener's five-card
    // major with two cards, a raise of opener's minor with three.
    rule("fsf.r.major", &[W::MyRule("fsf|fsf.jump|fsf.inv"), W::NoOppBid, W::NoGame], NOV,
        &[Major(PL), PartnerLen(PL, 5), Len(PL, 2, 13), Not(&Stop(ML)), CombinedMin(25)], Game(DPL),
        Aim::Game),
    rule("fsf.r.major.inv", &[W::MyRule("fsf|fsf.jump|fsf.inv"), W::NoOppBid, W::NoGame], NOV,
        &[Major(PL), PartnerLen(PL, 5), Len(PL, 2, 13), Not(&Stop(ML)), CheapestLevel(DPL, 2, 3)],
        At(3, DPL), Aim::Invite),
    rule("fsf.r.minor", &[W::MyRule("fsf|fsf.jump|fsf.inv"), W::NoOppBid, W::NoGame], NOV,
        &[Minor(PL), Len(PL, 3, 13), Not(&Stop(ML)), CheapestLevel(DPL, 3, 4)], Cheapest(DPL),
        Aim::Raise),
    // After opener's 2NT jump rebid (18-19) responder's bid below game is forcing: opener
    // with three cards in responder's first suit, a major, bids game there.
    rule("rebid.2nt.major", &[W::MyRule("rebid.2nt"), W::NoOppBid, W::NoGame], NOV,
        &[Major(PF), Len(PF, 3, 13)], Game(DPF), Aim::Game),
    // The negative doubler with six cards in an unbid major (too weak to bid it forcing at
    // once, the double promised four): game in it over opener's invitational jump, else the
    // cheapest bid in it, to play.
    rule("negx.r.long.game",
        &[W::MyRule("resp.negx|resp.negx.1|resp.negx.high"), W::PartnerRule("negx.own.jump"),
            W::Rho("P"), W::NoGame],
        MAJORS, &[Hcp(7, 40), Len(V, 6, 13), Unbid(V)], Game(DV), Aim::Game),
    rule("negx.r.long",
        &[W::MyRule("resp.negx|resp.negx.1|resp.negx.high"), W::OurBidLast, W::Rho("P"), W::NoGame],
        MAJORS, &[Len(V, 6, 13), Unbid(V), CheapestLevel(DV, 2, 3)], Cheapest(DV), Aim::Natural),
    rule("later.game.major", &[W::Pos(Pos::Continuing), W::NoGame, W::BelowTheirGame], MAJORS,
        &[Fit(V), CombinedMin(25)], Game(DV), Aim::Game),
    // A major of my own that needs no support (a self-sufficient suit: A K Q J sixth, or A K Q
    // seventh) plays game in it with 25+ points together, before 3NT or a minor game.
    rule("later.game.own", &[W::Pos(Pos::Continuing), W::NoGame, W::BelowTheirGame], MAJORS,
        &[Len(V, 6, 13), TopThree(V, 3), Either(&Honours(V, 4), &Len(V, 7, 13)), CombinedMin(25)],
        Game(DV), Aim::Game),
    rule("later.game.nt", &[W::Pos(Pos::Continuing), W::NoGame, W::BelowTheirGame], NOV,
        &[NoMajorFit, CombinedMin(25), StopTheirs, StopUnbid], Game(NT), Aim::Game),
    // Game values, no major fit and no stopper in their suit: a cue bid of their suit asks
    // partner for a stopper (3NT with one, else his suit), forcing to game.
    game_forcing(rule("later.cue.stop",
        &[W::Pos(Pos::Continuing), W::NoGame, W::OurBidLast, W::OppBids(1), W::OppLast("1x|2x|3x"),
            W::BelowLevel(4)],
        NOV, &[Hcp(10, 40), NoMajorFit, CombinedMin(25), Not(&StopTheirs), Not(&Len(ML, 6, 13))],
        Cheapest(Den::Of(T)), Aim::CueAsksStopper)),
    rule("later.game.minor", &[W::Pos(Pos::Continuing), W::NoGame, W::BelowTheirGame], MINORS,
        &[Fit(V), CombinedMin(28)], Game(DV), Aim::Game),
    // Game values, balanced, no major fit, after opener rebid his suit: 3NT even with an unbid
    // suit unstopped (two suits bid leave no fourth suit to ask with; 1314: 1♣ 1♠ 2♣ passed
    // with 13 HCP).
    rule("rr.game.nt", &[W::Pos(Pos::ResponderRebid), W::NoOppBid, W::Ours("1x 1x 2=")], NOV,
        &[Hcp(13, 40), Balanced, NoMajorFit, CombinedMin(25)], Game(NT), Aim::Game),
    // After a two-over-one (10+) and opener's suit rebid, responder short of the point count for
    // game bids it when the simulation says it pays (no opponent bid). Not after one-level
    // responses: opener's range there is too wide for the layouts to be dealt fairly.
    rule("later.judge.major",
        &[W::Pos(Pos::ResponderRebid), W::Ours("1x 2x 2x|3x"), W::NoGame, W::NoOppBid], MAJORS,
        &[Fit(V), CombinedMin(22), Judge(Judgement::Game, DV)], Game(DV), Aim::Game),
    rule("later.judge.nt",
        &[W::Pos(Pos::ResponderRebid), W::Ours("1x 2x 2x|3x"), W::NoGame, W::NoOppBid], NOV,
        &[NoMajorFit, CombinedMin(22), StopUnbid, Judge(Judgement::Game, NT)], Game(NT), Aim::Game),
    rule("later.judge.minor",
        &[W::Pos(Pos::ResponderRebid), W::Ours("1x 2x 2x|3x"), W::NoGame, W::NoOppBid], MINORS,
        &[Fit(V), NoMajorFit, CombinedMin(24), Judge(Judgement::Game, DV)], Game(DV), Aim::Game),
    // Over their bid a raise to three competes (below, the law of total tricks): it is no
    // invitation, so partner does not go on to game with a maximum.
    rule("later.invite.major", &[W::Pos(Pos::Continuing), W::OurBidLast, W::NoGame], MAJORS,
        &[Fit(V), CombinedMin(22), Not(&CombinedMaxBelow(25)), CheapestLevel(DV, 2, 3)], At(3, DV),
        Aim::Invite),
    rule("later.invite.nt", &[W::Pos(Pos::Continuing), W::OurBidLast, W::NoGame], NOV,
        &[NoMajorFit, Either(&Hcp(10, 40), &Either(&Balanced, &Not(&Fit(PL)))), CombinedMin(23),
            Not(&CombinedMaxBelow(25)), StopTheirs, Either(&StopUnbid, &Not(&Len(O, 2, 2)))],
        At(2, NT), Aim::Invite),
    // They bid (and no invitation above fits): game in a fit below the point count the
    // uncontested rules ask for, when the layouts the auction allows say it pays (their
    // bidding places the high cards).
    rule("cj.game", &[W::Pos(Pos::Continuing), W::OppBid, W::NoGame], ALL,
        &[Fit(V), CombinedMin(22), Judge(Judgement::Game, DV)], Game(DV), Aim::Game),
    rule("later.raise", &[W::Pos(Pos::Continuing), W::OurBidLast, W::NoGame], MAJORS,
        &[Fit(V), Unbid(V), CheapestLevel(DV, 2, 2)], Cheapest(DV), Aim::Raise),
    forced(rule("forced.raise", &[W::MustBid], NOV, &[Len(PL, 3, 13), Major(PL)], Cheapest(DPL),
        Aim::Raise)),
    forced(rule("forced.raise.minor", &[W::MustBid], NOV, &[Len(PL, 4, 13)], Cheapest(DPL),
        Aim::Raise)),
    forced(rule("forced.own", &[W::MustBid], NOV, &[Len(ML, 6, 13)], Cheapest(DML),
        Aim::RebidsSuit)),
    forced(rule("forced.new", &[W::MustBid], UP,
        &[Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 1, 3)], Cheapest(DV), Aim::Natural)),
    // Up to 3NT: partner reads 4NT as Blackwood (21556: 2♣ 3♦ 4♣ 4NT, a 4-2 slam).
    forced(rule("forced.nt", &[W::MustBid], NOV, &[StopTheirs, CheapestLevel(NT, 1, 3)],
        Cheapest(NT), Aim::NoFit)),
    // Partner's takeout or competitive double stands where no answer of the body fits (their
    // raise, or an answer above the three level: 1♦ 2♠ P 3♠ X P, 1♦ 3♠ P P X P): a hand
    // without a trump stack does not leave it in, their contract doubled makes when the
    // doubler is short in it. Three cards in partner's major or four in his minor raise it,
    // else the longest other suit, up to the four level.
    forced(rule("xans.major", &[W::PartnerTakeoutDouble], NOV,
        &[Major(PF), Len(PF, 3, 13), CheapestLevel(DPF, 2, 4)], Cheapest(DPF), Aim::Preference)),
    forced(rule("xans.minor", &[W::PartnerTakeoutDouble], NOV,
        &[Minor(PF), Len(PF, 4, 13), CheapestLevel(DPF, 2, 4)], Cheapest(DPF), Aim::Preference)),
    forced(rule("xans.suit", &[W::PartnerTakeoutDouble], ALL,
        &[Differs(V, T), Longest(V), CheapestLevel(DV, 2, 4)], Cheapest(DV), Aim::Natural)),
    // An eight-card fit with the suit partner bid last (a doubleton opposite his six) before
    // the longest suit: 1♣ 1♦ 1♥ 2♠ 3NT 4♦ with K8 prefers 5♦ to 4♠ in the fourth suit.
    forced(rule("forced.fit", &[W::MustBid], NOV, &[Fit(PL)], Cheapest(DPL), Aim::Preference)),
    forced(rule("forced.any", &[W::MustBid], ALL, &[Longest(V)], Cheapest(DV), Aim::Natural)),
    rule("later.compete", &[W::Pos(Pos::Continuing), W::TheirBidLast], ALL,
        &[Fit(V), TotalTricks(V), CheapestLevel(DV, 2, 3)], Cheapest(DV), Aim::Competes),
    rule("later.penalty",
        &[W::Pos(Pos::Continuing), W::TheirBidLast, W::OppLast("1x|2x|3x|4x|5x|1N|2N|3N")], NOV,
        &[Len(T, 4, 13), Honours(T, 2), CombinedMin(23)], Double, Aim::Penalty),
    rule("later.penalty.long",
        &[W::Pos(Pos::Continuing), W::TheirBidLast, W::OppLast("1x|2x|3x|4x")], NOV,
        &[Len(T, 5, 13), Honours(T, 1), CombinedMin(20)], Double, Aim::Penalty),
    // Their contract, when nothing above fits: bid on in our fit above the law of total tricks
    // (or sacrifice) when that beats defending, counting our contract doubled wherever it
    // fails. At opener's rebid only after one of a suit (over 1NT the booklet decides, e.g. a
    // transfer overcalled).
    // The negative doubler with a five-card major (the double promised four), their bid last:
    // the major, when bidding it beats defending on the layouts.
    rule("negx.r.major", &[W::MyRule("resp.negx|resp.negx.1|resp.negx.high"), W::TheirBidLast],
        MAJORS, &[Len(V, 5, 13), Unbid(V), Judge(Judgement::Compete, DV)], Cheapest(DV),
        Aim::Competes),
    // A six-card suit of my own and no fit found: bid it again over theirs when that beats
    // defending (the overcaller after partner's no-trump advance, 1♦ 1♥ P 1NT 2♦; responder
    // after opener's free pass, 1♣ 1♦ 1♥ 2♦ P P with Q97 AKQ754 QT T3).
    rule("cj.own", &[W::Pos(Pos::Later), W::TheirBidLast], NOV, OWN_SIX, Cheapest(DML),
        Aim::Competes),
    rule("cj.own.rr", &[W::Pos(Pos::ResponderRebid), W::TheirBidLast], NOV, OWN_SIX,
        Cheapest(DML), Aim::Competes),
    // A seven-card suit and opening values over their game (1♠ P P 3♥ 3♠ 4♥ P P with KQJ9762
    // Q KQ3 A4, 1693: 4♠ makes): four of it when that beats defending, as the six-card suit
    // lower down. Not a preempter's or a weak hand's (it lost on 21235 and 21634).
    rule("cj.own.seven", &[W::Pos(Pos::Continuing), W::TheirBidLast, W::OppLast("4x")], NOV,
        &[Hcp(12, 40), Len(ML, 7, 13), Not(&Fit(PL)), CheapestLevel(DML, 4, 4),
            Judge(Judgement::Compete, DML)],
        Cheapest(DML), Aim::Competes),
    rule("cj.compete", &[W::Pos(Pos::Later), W::TheirBidLast], ALL,
        &[Fit(V), CheapestLevel(DV, 3, 5), Judge(Judgement::Compete, DV)], Cheapest(DV),
        Aim::Competes),
    rule("cj.compete.rr", &[W::Pos(Pos::ResponderRebid), W::TheirBidLast], ALL,
        &[Fit(V), CheapestLevel(DV, 3, 5), Judge(Judgement::Compete, DV)], Cheapest(DV),
        Aim::Competes),
    rule("cj.compete.rebid", &[W::Pos(Pos::Rebid), W::Ours("1x *"), W::TheirBidLast], ALL,
        &[Fit(V), CheapestLevel(DV, 3, 5), Judge(Judgement::Compete, DV)], Cheapest(DV),
        Aim::Competes),
    // A strong hand (16+ HCP) when they compete at the four level or higher and bidding on did
    // not pay (above): the double when the layouts say it beats defending undoubled (the
    // booklet is silent; a double of every sacrifice over a contested game was tried and lost).
    rule("later.x.strong", &[W::Pos(Pos::Continuing), W::TheirBidLast, W::OppLast("4x|5x")], NOV,
        &[Hcp(16, 40), Judge(Judgement::Penalty, NT)], Double, Aim::Penalty),
    // A strong hand (15+ HCP) with a five-card suit that no rule above lets bid over their
    // part-score, about to pass: the suit (bid before or not) when the layouts say bidding it
    // beats defending, rather than sell out with extras (1♥ P P 1♠ 2♦ 2♠ P P with A76 AK973
    // AKJT8 —; 1♦ P 1♥ 2♠ P P with T3 QT2 AKQT6 AK7).
    rule("cj.strong.suit", &[W::Pos(Pos::Continuing), W::TheirBidLast, W::BelowTheirGame], ALL,
        STRONG_SUIT, Cheapest(DV), Aim::Competes),
    rule("later.own6", &[W::Pos(Pos::Continuing), W::OurBidLast, W::NoGame], NOV,
        &[Len(ML, 6, 13), Not(&Fit(PL)), Not(&Fit(O)), CheapestLevel(DML, 2, 2)], Cheapest(DML),
        Aim::RebidsSuit),
    rule("later.1nt", &[W::Pos(Pos::Continuing), W::OurBidLast], NOV,
        &[Hcp(6, 10), Not(&Fit(PL)), NoMajorFit, Len(PL, 0, 3), StopTheirs, StopUnbid,
            CheapestLevel(NT, 1, 1)],
        Cheapest(NT), Aim::NoFit),
    // Preference to opener's first suit: at least as many cards there as in his last suit (with
    // two in each, back to the first, the longer).
    rule("later.preference", &[W::Pos(Pos::Continuing), W::OurBidLast, W::NoGame], NOV,
        &[Differs(O, PL), Len(O, 2, 13), Not(&Fit(PL)), NotShorter(O, PL), CheapestLevel(DO, 2, 2)],
        Cheapest(DO), Aim::Preference),
    fallback(rule("later.pass", &[], NOV, &[], Pass, Aim::NothingToSay)),
];
