//! Overcalls, takeout doubles, balancing and defence to their preempts.

use super::*;

/// Their one-level opening passed round to me (1♦ P P): the balancing seat.
const PASSED_OPENING: &[W] = &[
    W::Pos(Pos::Overcall),
    W::OppBids(1),
    W::OppLast("1x"),
    W::Rho("P"),
];

/// Their weak two or three-level preempt passed round to me (2♦ P P, 3♣ P P): the
/// pass-out seat, partner having passed over it.
const PASSED_PREEMPT: &[W] = &[
    W::Pos(Pos::Overcall),
    W::OppBids(1),
    W::OppLast("2D|2H|2S|3x"),
    W::Rho("P"),
];

#[rustfmt::skip]
pub(super) const RULES: &[Rule] = &[
    // Balancing: in the pass-out seat, bid as if holding a king more.
    // A double of their 1NT opening is for penalties; partner leaves it in.
    // Their Stayman or transfer is artificial: a double shows a good five-card suit there (two of
    // the top three honours) and asks for its lead; partner passes.
    rule("ovc.x.lead",
        &[W::Pos(Pos::Overcall), W::OppLast("2C|2D|2H"),
            W::RhoRule("nt.stayman|nt.stayman.weak|nt.transfer.h|nt.transfer.s")],
        NOV, &[Len(T, 5, 13), TopThree(T, 2)], Double, Aim::LeadDirecting),
    // Two-suited overcalls: Michaels cue bids and the unusual 2NT (5-5 or longer), weak (6-11
    // HCP, two honours in each suit shown) or strong (17+); with 12-16 overcall in the higher suit.
    forcing(rule("ovc.michaels.minor", &[W::Pos(Pos::Overcall), W::OppLast("1C|1D"), W::OppBids(1)],
        NOV,
        &[Either(&Hcp(6, 11), &Hcp(17, 40)), Len(SH, 5, 13), Len(SS, 5, 13), Honours(SH, 2),
            Honours(SS, 2)],
        Cheapest(Den::Of(T)), Aim::Michaels)),
    // Over 1♣/1♦ – pass – 1NT the cue bid of their minor is still Michaels (both majors).
    forcing(rule("ovc.michaels.minor.1n", &[W::Pos(Pos::Overcall), W::OppLast("1N"), W::OppBids(2)],
        NOV,
        &[Minor(OF), Either(&Hcp(6, 11), &Hcp(17, 40)), Len(SH, 5, 13), Len(SS, 5, 13),
            Honours(SH, 2), Honours(SS, 2)],
        Cheapest(Den::Of(OF)), Aim::Michaels)),
    forcing(rule("ovc.michaels.h", &[W::Pos(Pos::Overcall), W::OppLast("1H"), W::OppBids(1)], NOV,
        &[Either(&Hcp(6, 11), &Hcp(17, 40)), Len(SS, 5, 13), Honours(SS, 2),
            Either(&Len(SC, 5, 13), &Len(SD, 5, 13))],
        Cheapest(Den::Of(T)), Aim::Michaels)),
    forcing(rule("ovc.michaels.s", &[W::Pos(Pos::Overcall), W::OppLast("1S"), W::OppBids(1)], NOV,
        &[Either(&Hcp(6, 11), &Hcp(17, 40)), Len(SH, 5, 13), Honours(SH, 2),
            Either(&Len(SC, 5, 13), &Len(SD, 5, 13))],
        Cheapest(Den::Of(T)), Aim::Michaels)),
    // Over a weak two the cue bid is Michaels with any strength (8+ HCP).
    forcing(rule("ovc.michaels.2h", &[W::Pos(Pos::Overcall), W::OppLast("2H"), W::OppBids(1)], NOV,
        &[Hcp(8, 40), Len(SS, 5, 13), Honours(SS, 2), Either(&Len(SC, 5, 13), &Len(SD, 5, 13))],
        Cheapest(Den::Of(T)), Aim::Michaels)),
    forcing(rule("ovc.michaels.2s", &[W::Pos(Pos::Overcall), W::OppLast("2S"), W::OppBids(1)], NOV,
        &[Hcp(8, 40), Len(SH, 5, 13), Honours(SH, 2), Either(&Len(SC, 5, 13), &Len(SD, 5, 13))],
        Cheapest(Den::Of(T)), Aim::Michaels)),
    forcing(rule("ovc.unusual",
        &[W::Pos(Pos::Overcall), W::OppLast("1H|1S"), W::OppBids(1), W::Rho("1H|1S")], NOV,
        &[Either(&Hcp(6, 11), &Hcp(17, 40)), Len(SC, 5, 13), Len(SD, 5, 13), Honours(SC, 2),
            Honours(SD, 2)],
        At(2, NT), Aim::Unusual2NT)),
    forcing(rule("ovc.unusual.c",
        &[W::Pos(Pos::Overcall), W::OppLast("1C"), W::OppBids(1), W::Rho("1C")], NOV,
        &[Either(&Hcp(6, 11), &Hcp(17, 40)), Len(SD, 5, 13), Len(SH, 5, 13), Honours(SD, 2),
            Honours(SH, 2)],
        At(2, NT), Aim::Unusual2NT)),
    forcing(rule("ovc.unusual.d",
        &[W::Pos(Pos::Overcall), W::OppLast("1D"), W::OppBids(1), W::Rho("1D")], NOV,
        &[Either(&Hcp(6, 11), &Hcp(17, 40)), Len(SC, 5, 13), Len(SH, 5, 13), Honours(SC, 2),
            Honours(SH, 2)],
        At(2, NT), Aim::Unusual2NT)),
    rule("ovc.x.nt", &[W::Pos(Pos::Overcall), W::OppLast("1N"), W::OppBids(1)], NOV, &[Hcp(15, 40)],
        Double, Aim::Penalty),
    // Over their 1NT (booklet): the double is for penalties and suit overcalls are natural;
    // a good seven-card suit bids at the three level, 2NT shows the minors (5-5).
    rule("ovc.1n.3", &[W::Pos(Pos::Overcall), W::OppLast("1N"), W::OppBids(1)], ALL,
        &[Hcp(8, 14), Len(V, 7, 13), Honours(V, 3)], At(3, DV), Aim::Overcall),
    forcing(rule("ovc.unusual.nt", &[W::Pos(Pos::Overcall), W::OppLast("1N"), W::OppBids(1)], NOV,
        &[Hcp(8, 40), Len(SC, 5, 13), Len(SD, 5, 13)], At(2, NT), Aim::Unusual2NT)),
    // 19-21 balanced with a stopper: 2NT in the pass-out seat (a double and no-trumps after it
    // shows 16-18); partner raises to 3NT with 5+ HCP.
    rule("bal.2nt", PASSED_OPENING, NOV,
        &[Hcp(19, 21), Balanced, StopTheirs], At(2, NT), Aim::Balancing),
    rule("bal.1nt", PASSED_OPENING, NOV,
        &[Hcp(11, 15), Balanced, StopTheirs], At(1, NT), Aim::Balancing),
    // A jump in the pass-out seat is intermediate: a good six-card suit, 12-16 HCP.
    rule("bal.jump", PASSED_OPENING, ALL,
        &[Hcp(12, 16), Len(V, 6, 13), Honours(V, 2), Unbid(V), CheapestLevel(DV, 1, 2)], Jump(DV),
        Aim::Balancing),
    forcing(rule("bal.x", PASSED_OPENING, NOV, &[Hcp(9, 40), TakeoutShape], Double,
        Aim::Balancing)),
    // 4-3-3-3 with three or four of their suit and no stopper for 1NT: opening values do not
    // sell out at the one level (21562: 1♦ P P with AKQ K43 8543 J43 passed; partner had a
    // void and 10 HCP).
    forcing(rule("bal.x.flat", PASSED_OPENING, NOV, &[Hcp(12, 15), Len(T, 3, 4), Flat], Double,
        Aim::Balancing)),
    // Too strong for a balancing 1NT or overcall: double first.
    forcing(rule("bal.x.strong", PASSED_OPENING, NOV, &[Hcp(16, 40)], Double, Aim::Balancing)),
    rule("bal.1", PASSED_OPENING, ALL,
        &[Hcp(7, 17), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 1, 1)], Cheapest(DV),
        Aim::Balancing),
    rule("bal.2", PASSED_OPENING, ALL,
        &[Hcp(9, 17), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 2, 2)], Cheapest(DV),
        Aim::Balancing),
    // A six-card suit balances at the two level a king lighter.
    rule("bal.2.long", PASSED_OPENING, ALL,
        &[Hcp(6, 8), Len(V, 6, 13), Honours(V, 2), Unbid(V), CheapestLevel(DV, 2, 2)], Cheapest(DV),
        Aim::Balancing),
    // They found a fit and stopped at the two level (1♥ P 2♥ P P): do not sell out; double
    // with takeout shape, or bid a five-card suit (the law of total tricks: they have eight or
    // nine trumps, so we have a fit too).
    // A five-card major is bid rather than doubled (partner would answer in a minor).
    rule("bal.fit.major", &[W::Pos(Pos::Overcall), W::OppBids(2), W::OppLast("2x"), W::Rho("P")],
        MAJORS, &[Hcp(7, 40), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 2, 2)], Cheapest(DV),
        Aim::Balancing),
    forcing(rule("bal.fit.x",
        &[W::Pos(Pos::Overcall), W::OppBids(2), W::OppLast("2x"), W::Rho("P")], NOV,
        &[Hcp(8, 40), TakeoutShape], Double, Aim::Balancing)),
    rule("bal.fit.suit", &[W::Pos(Pos::Overcall), W::OppBids(2), W::OppLast("2x"), W::Rho("P")],
        ALL, &[Hcp(7, 40), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 2, 2)], Cheapest(DV),
        Aim::Balancing),
    // A five-card suit that must go to the three level over any fit of theirs stopped at two
    // (1♠ P 2♠ P P, 1♣ P 1♥ P 2♥ P P): bid it unless the layouts say defending their
    // contract pays better, they choosing on each layout between letting ours play and
    // bidding one more (the law of total tricks: we make ours or push them a level higher).
    rule("bal.fit.three",
        &[W::Pos(Pos::Overcall), W::TheirFit, W::OppLast("2x"), W::Rho("P")], ALL,
        &[Hcp(7, 40), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 3, 3),
            Judge(Judgement::Balance, DV)],
        Cheapest(DV), Aim::Balancing),
    // Three cards in their suit, so partner is short in it: a double, when the layouts say
    // partner's answer (or their bidding one more) beats defending their contract.
    forcing(rule("bal.fit.x3",
        &[W::Pos(Pos::Overcall), W::TheirFit, W::OppLast("2x"), W::Rho("P")], NOV,
        &[Hcp(10, 40), Len(T, 3, 3), Judge(Judgement::BalanceDouble, NT)], Double,
        Aim::Balancing)),
    rule("ovc.1nt", &[W::Pos(Pos::Overcall), W::OppLast("1x"), W::Rho("1x")], NOV,
        &[Hcp(15, 18), Balanced, StopTheirs], At(1, NT), Aim::Overcall),
    rule("ovc.2nt", &[W::Pos(Pos::Overcall), W::OppLast("2D|2H|2S"), W::OppBids(1)], NOV,
        &[Hcp(15, 18), Balanced, StopTheirs], At(2, NT), Aim::Overcall),
    forcing(rule("ovc.x.strong", &[W::Pos(Pos::Overcall), W::OppLast("1x|2x|3x")], NOV,
        &[Hcp(18, 40)], Double, Aim::TakeoutDouble)),
    rule("ovc.weak4", &[W::Pos(Pos::Overcall), W::OppLast("1x"), W::Rho("1x")], ALL,
        &[Hcp(5, 10), Len(V, 8, 13), Honours(V, 2), Unbid(V)], At(4, DV), Aim::WeakJumpOvercall),
    rule("ovc.weak3", &[W::Pos(Pos::Overcall), W::OppLast("1x"), W::Rho("1x")], ALL,
        &[Hcp(5, 10), Len(V, 7, 7), Honours(V, 2), Unbid(V)], At(3, DV), Aim::WeakJumpOvercall),
    // A single jump with six cards: 5-9 HCP to the two level, 5-8 to the three (with 9-10 a
    // simple two-level overcall).
    rule("ovc.weak", &[W::Pos(Pos::Overcall), W::OppLast("1x"), W::Rho("1x")], ALL,
        &[Hcp(5, 9), Len(V, 6, 6), Honours(V, 2), Unbid(V), CheapestLevel(DV, 1, 1)], Jump(DV),
        Aim::WeakJumpOvercall),
    rule("ovc.weak.2", &[W::Pos(Pos::Overcall), W::OppLast("1x"), W::Rho("1x")], ALL,
        &[Hcp(5, 8), Len(V, 6, 6), Honours(V, 2), Unbid(V), CheapestLevel(DV, 2, 2)], Jump(DV),
        Aim::WeakJumpOvercall),
    rule("ovc.1", OVERCALL, ALL,
        &[Hcp(8, 17), Len(V, 5, 13), Honours(V, 2),
            Either(&TopCard(V), &Either(&Honours(V, 3), &Hcp(11, 17))), Unbid(V),
            CheapestLevel(DV, 1, 1)],
        Cheapest(DV), Aim::Overcall),
    rule("ovc.2", OVERCALL, ALL,
        &[Hcp(11, 17), Len(V, 5, 13), Honours(V, 2), Unbid(V), CheapestLevel(DV, 2, 2),
            Not(&Len(T, 4, 13))],
        Cheapest(DV), Aim::Overcall),
    // A good six-card suit overcalls at the two level with 9-10 HCP (a weak jump shows less).
    rule("ovc.2.six", OVERCALL, ALL,
        &[Hcp(9, 10), Len(V, 6, 13), Honours(V, 2), TopCard(V), Unbid(V), CheapestLevel(DV, 2, 2),
            Not(&Len(T, 4, 13))],
        Cheapest(DV), Aim::Overcall),
    forcing(rule("ovc.x", &[W::Pos(Pos::Overcall), W::OppLast("1x|2x|3x")], NOV,
        &[Hcp(12, 40), TakeoutShape], Double, Aim::TakeoutDouble)),
    // 4-3-3-3 with three of their suit and no stopper for 1NT: 15-17 HCP double rather than
    // pass (21155: 1♦ passed out with A82 KQ65 962 AK4), support for every unbid suit.
    forcing(rule("ovc.x.flat", &[W::Pos(Pos::Overcall), W::OppLast("1x"), W::Rho("1x")], NOV,
        &[Hcp(15, 17), Len(T, 3, 3), Flat], Double, Aim::TakeoutDouble)),
    // Over a weak two the same values with three of their suit, four cards in an unbid major
    // and no singleton (no stopper for 2NT): the double, not a pass that leaves partner to
    // balance blind (1616: 2♦ passed out with AJ7 KQ52 J54 A62; 1132: 2♥ with KT85 963 AQ
    // AK87; par is ours both times).
    forcing(rule("ovc.x.flat.two",
        &[W::Pos(Pos::Overcall), W::OppLast("2D|2H|2S"), W::OppBids(1), W::Rho("2x")], NOV,
        &[Hcp(15, 17), Len(T, 3, 3), UnbidMajor4, Len(SS, 2, 13), Len(SH, 2, 13), Len(SD, 2, 13),
            Len(SC, 2, 13)],
        Double, Aim::TakeoutDouble)),
    rule("ovc.3nt", &[W::Pos(Pos::Overcall), W::OppLast("2x|3x"), W::OppBids(1)], NOV,
        &[Hcp(17, 21), StopTheirs], Game(NT), Aim::ToPlay),
    // Their raise of a weak two (2♠ P 3♠) does not silence 17-21 with a stopper.
    rule("ovc.3nt.raised", &[W::Pos(Pos::Overcall), W::OppLast("3x"), W::OppBids(2)], NOV,
        &[Not(&Differs(T, OF)), Hcp(17, 21), StopTheirs], Game(NT), Aim::ToPlay),
    rule("ovc.3", OVERCALL, ALL,
        &[Hcp(13, 17), Len(V, 6, 13), Honours(V, 2), Unbid(V), CheapestLevel(DV, 3, 3)],
        Cheapest(DV), Aim::Overcall),
    // Over a weak two, a strong five-card suit that must go to the three level (2♠ with 98
    // QJ73 AKQJ6 Q2, no takeout double with a doubleton club): the overcall when the layouts
    // say it beats defending their contract.
    rule("ovc.3.five",
        &[W::Pos(Pos::Overcall), W::OppLast("2D|2H|2S"), W::OppBids(1), W::Rho("2x")], ALL,
        &[Hcp(13, 17), Len(V, 5, 5), Honours(V, 3), Unbid(V), CheapestLevel(DV, 3, 3),
            Judge(Judgement::Compete, DV)],
        Cheapest(DV), Aim::Overcall),
    // A long major with values over their bid at the two or three level, which no rule above
    // lets bid (a seven-card suit without the ace or king, 12 HCP with six-six, a good
    // six-card major that must go to the four level: 3♠ passed with 2 AKJT85 AJT9 A7): the
    // cheapest bid in it when the layouts say it beats defending their contract. Not a minor:
    // partner, who cannot tell the long minor from a takeout hand, passes their raise where a
    // double would have found a fit (3♣ over 2♥ with AQ 2 JT8 KT97632; 4♣ over 3♦ with four
    // spades).
    rule("ovc.long.judge", &[W::Pos(Pos::Overcall), W::OppLast("2x|3x")], MAJORS,
        &[Hcp(10, 40), Len(V, 6, 13), Honours(V, 2), Unbid(V), Longest(V),
            Judge(Judgement::Compete, DV)],
        Cheapest(DV), Aim::Overcall),
    // Their four-level major (a preemptive raise or opening): a double with shortness in it
    // is for takeout, opening values and more (13+ HCP); partner may pass it for penalties.
    rule("ovc.x4", &[W::Pos(Pos::Overcall), W::OppLast("4H|4S")], NOV,
        &[Hcp(13, 40), Len(T, 0, 1), TakeoutShape], Double, Aim::TakeoutDouble),
    // Opening values and a five-card suit with fewer honours than an overcall asks: still
    // the overcall at the one level rather than a pass (a takeout double or 1NT comes first).
    rule("ovc.1.values", OVERCALL, ALL,
        &[Hcp(12, 17), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 1, 1)], Cheapest(DV),
        Aim::Overcall),
    // In the pass-out seat over their preempt (2♦ P P, 3♣ P P: partner passed over it), a
    // hand that would pass in the direct seat balances as if holding a king more (booklet
    // silent): short in their suit a double, else a five-card suit, each when the layouts say
    // it beats defending their contract, they choosing on each layout between letting ours
    // play and bidding one more.
    forcing(rule("bal.pre.x", PASSED_PREEMPT, NOV,
        &[Hcp(10, 40), Len(T, 0, 2), Judge(Judgement::BalanceDouble, NT)], Double,
        Aim::Balancing)),
    rule("bal.pre.suit", PASSED_PREEMPT, ALL,
        &[Hcp(8, 40), Len(V, 5, 13), Honours(V, 2), Unbid(V), CheapestLevel(DV, 2, 3),
            Judge(Judgement::Balance, DV)],
        Cheapest(DV), Aim::Balancing),
    rule("ovc.pass", OVERCALL, NOV, &[], Pass, Aim::NothingToSay),
];
