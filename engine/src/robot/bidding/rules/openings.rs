//! Openings, by seat.

use super::*;

#[rustfmt::skip]
pub(super) const RULES: &[Rule] = &[
    // 2♣: 22+ HCP, or game in hand in a major (nine playing tricks, a major as the longest suit,
    // 21 HCP or 20 with seven cards); a minor hand of 19-21 opens at one (five of a minor needs
    // eleven tricks).
    forcing(rule("open.2c", OPENING, NOV, &[Hcp(22, 40)], At(2, DC), Aim::Strong2C)),
    forcing(rule("open.2c.tricks", OPENING, MAJORS,
        &[Hcp(20, 21), Either(&Hcp(21, 21), &Len(V, 7, 13)), Len(V, 5, 13), Longest(V), Tricks(9)],
        At(2, DC), Aim::Strong2C)),
    rule("open.2nt", OPENING, NOV, &[Hcp(20, 21), Balanced], At(2, NT), Aim::Natural),
    rule("open.1nt", OPENING, NOV, &[Hcp(15, 17), Balanced], At(1, NT), Aim::Natural),
    rule("open.1major", OPENING, MAJORS, &[OpeningValues, Hcp(0, 21), Len(V, 5, 13), Longest(V)],
        At(1, DV), Aim::Natural),
    rule("open.1d", OPENING, NOV, &[OpeningValues, Hcp(0, 21), Len(SD, 4, 13), NotShorter(SD, SC)],
        At(1, DD), Aim::Natural),
    rule("open.1d.three", OPENING, NOV, &[OpeningValues, Hcp(0, 21), Len(SD, 3, 3), Len(SC, 0, 2)],
        At(1, DD), Aim::Natural),
    rule("open.1c", OPENING, NOV, &[OpeningValues, Hcp(0, 21)], At(1, DC), Aim::Natural),
    // Fourth seat: no preempts; a hand that fails the rule of 15 passes the deal out.
    // A four-level major in fourth seat is to make: eight playing tricks.
    rule("open.4th.4major", &[W::Pos(Pos::Opening), W::FourthSeat], MAJORS,
        &[Hcp(5, 11), Len(V, 7, 13), Tricks(8)], At(4, DV), Aim::Natural),
    rule("open.4th.pass", &[W::Pos(Pos::Opening), W::FourthSeat], NOV, &[], Pass, Aim::Natural),
    // Third seat (partner passed, so no game is lost by preempting): a weak two may hold a good
    // five-card major (two of the top three honours) without four cards in the other major.
    rule("open.3rd.weak2.s", &[W::Pos(Pos::Opening), W::ThirdSeat], NOV,
        &[Hcp(6, 10), Len(SS, 5, 5), TopThree(SS, 2), Len(SH, 0, 3)], At(2, DS), Aim::WeakTwo),
    rule("open.3rd.weak2.h", &[W::Pos(Pos::Opening), W::ThirdSeat], NOV,
        &[Hcp(6, 10), Len(SH, 5, 5), TopThree(SH, 2), Len(SS, 0, 3)], At(2, DH), Aim::WeakTwo),
    // A weak two denies a four-card side major (partner could not find that fit) and a void (too
    // much playing strength for a preempt that partner must judge).
    rule("open.weak2.s", OPENING, NOV,
        &[Hcp(5, 10), Len(SS, 6, 6), Honours(SS, 2), Len(SH, 0, 3), Not(&Void)], At(2, DS),
        Aim::WeakTwo),
    rule("open.weak2.h", OPENING, NOV,
        &[Hcp(5, 10), Len(SH, 6, 6), Honours(SH, 2), Len(SS, 0, 3), Not(&Void)], At(2, DH),
        Aim::WeakTwo),
    rule("open.weak2", OPENING, Vars::Suits(&[Suit::Diamonds]),
        &[Hcp(5, 10), Len(V, 6, 6), Honours(V, 2), Len(SH, 0, 3), Len(SS, 0, 3), Not(&Void)],
        At(2, DV), Aim::WeakTwo),
    // No weak 2♣ (2♣ is strong): a good six-card club suit with the values of a good weak two
    // (8-10 HCP) preempts at the three level.
    rule("open.3c.six", OPENING, NOV,
        &[Hcp(8, 10), Len(SC, 6, 6), TopThree(SC, 2), Len(SH, 0, 3), Len(SS, 0, 3)], At(3, DC),
        Aim::Preempt),
    // A seven-card major worth eight playing tricks (7-4 shape, a solid suit) preempts at game.
    rule("open.4major.tricks", OPENING, MAJORS, &[Hcp(5, 11), Len(V, 7, 7), Tricks(8)], At(4, DV),
        Aim::Preempt),
    rule("open.3", OPENING, ALL, &[Hcp(5, 10), Len(V, 7, 7), TopThree(V, 2)], At(3, DV),
        Aim::Preempt),
    // Third seat: a seven-card suit headed by the ace or king is enough.
    rule("open.3rd.3", &[W::Pos(Pos::Opening), W::ThirdSeat], ALL,
        &[Hcp(5, 10), Len(V, 7, 7), TopCard(V)], At(3, DV), Aim::Preempt),
    rule("open.4major", OPENING, MAJORS, &[Hcp(5, 11), Len(V, 8, 13)], At(4, DV), Aim::Preempt),
    rule("open.3minor", OPENING, MINORS, &[Hcp(5, 11), Len(V, 8, 13)], At(3, DV), Aim::Preempt),
    // Third seat, not vulnerable: 11 HCP and a good suit (two of the top three honours) open
    // light, for the lead.
    rule("open.3rd.light", &[W::Pos(Pos::Opening), W::ThirdSeat], ALL,
        &[NotVulnerable, Hcp(11, 11), Len(V, 4, 13), TopThree(V, 2), Longest(V)], At(1, DV),
        Aim::Natural),
    rule("open.pass", OPENING, NOV, &[Hcp(0, 11)], Pass, Aim::Natural),
];
