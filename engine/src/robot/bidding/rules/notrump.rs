//! Over our 1NT and 2NT openings: Stayman, transfers, invitations, slam tries, interference.

use super::*;

/// Responder after 1NT 2♣ 2♦: Stayman found no major.
const STAYMAN_NO_MAJOR: &[W] = &[W::Ours("1N 2C 2D"), W::MyRule("nt.stayman"), W::NoOppBid];
/// Opener answering the quantitative 4NT after 1NT 2♣ 2♦.
const STAYMAN_QUANT_ANSWER: &[W] = &[
    W::Ours("1N 2C 2D 4N"),
    W::PartnerRule("stay.4nt|stay.4nt.minor"),
    W::Rho("P"),
];

#[rustfmt::skip]
pub(super) const RULES: &[Rule] = &[
    forcing(rule("nt.gerber", NT_RESP, NOV, &[Hcp(17, 40), Unbalanced], At(4, DC), Aim::Gerber)),
    // 21-22 balanced: 5NT forces to six and invites seven (36-39 together).
    forcing(rule("nt.5nt", NT_RESP, NOV, &[Hcp(21, 22), Balanced], At(5, NT), Aim::SlamTry)),
    rule("nt.6nt", NT_RESP, NOV, &[Hcp(18, 20), Balanced], At(6, NT), Aim::SmallSlam),
    rule("nt.4nt", NT_RESP, NOV, &[Hcp(16, 17), Balanced], At(4, NT), Aim::Quantitative),
    // A five-card minor counts a point (a source of tricks in no-trumps): 15 HCP with one
    // invites too. A five-card major is shown by a transfer first.
    rule("nt.4nt.minor", NT_RESP, MINORS, &[Hcp(15, 15), Len(V, 5, 5), Balanced], At(4, NT),
        Aim::Quantitative),
    // Stayman: a four-card major (five-four in the majors too, invitational or better: the
    // five-card major follows over 2♦, at the two level to invite, at the three to force).
    forcing(rule("nt.stayman", NT_RESP, NOV,
        &[Hcp(8, 40), Either(&Len(SS, 4, 4), &Len(SH, 4, 4)), Len(SS, 0, 5), Len(SH, 0, 5)],
        At(2, DC), Aim::Stayman)),
    // Booklet: 3♥/3♠ over 1NT shows a six-card suit and slam interest (forcing to game); a good
    // suit (two of the top honours) and 14-16 HCP, so 29-33 together.
    game_forcing(rule("nt.3major", NT_RESP, MAJORS,
        &[Hcp(14, 16), Len(V, 6, 13), Honours(V, 2), Longest(V)], At(3, DV), Aim::SlamTry)),
    forcing(rule("nt.transfer.s", NT_RESP, NOV, &[Len(SS, 5, 13), NotShorter(SS, SH)], At(2, DH),
        Aim::Transfer)),
    forcing(rule("nt.transfer.h", NT_RESP, NOV, &[Len(SH, 5, 13)], At(2, DD), Aim::Transfer)),
    // Game values, unbalanced with a long minor and no four-card major: Stayman first, then the
    // minor at the three level (forcing to game, looking for 3NT, five or six of the minor).
    forcing(rule("nt.stayman.minor", NT_RESP, MINORS,
        &[Hcp(13, 16), Unbalanced, Len(V, 5, 13), Longest(V), Len(SS, 0, 3), Len(SH, 0, 3)],
        At(2, DC), Aim::Stayman)),
    // A seven-card minor worth six playing tricks (ace-king) runs opposite 1NT: 3NT.
    rule("nt.3nt.long", NT_RESP, MINORS, &[Hcp(5, 9), Len(V, 7, 13), Tricks(6)], At(3, NT),
        Aim::ToPlay),
    // Two of the top three honours in a six-card minor: invites 3NT (booklet: 3♣/3♦
    // invitational).
    rule("nt.3minor", NT_RESP, MINORS, &[Hcp(5, 9), Len(V, 6, 13), Honours(V, 2), TopCard(V)],
        At(3, DV), Aim::Invite),
    // Weak with short clubs: Stayman, passing whatever opener answers.
    forcing(rule("nt.stayman.weak", NT_RESP, NOV,
        &[Hcp(0, 7), Len(SC, 0, 1), Len(SD, 4, 13), Len(SH, 3, 4), Len(SS, 3, 4)], At(2, DC),
        Aim::Stayman)),
    // 1NT doubled (booklet: systems on; the redouble is not defined there): a weak hand with a
    // six-card minor redoubles, opener bids 2♣, responder passes or corrects to 2♦ — one
    // level lower than the relay, which matters when they have doubled.
    forcing(rule("nt.x.escape", &[W::Pos(Pos::Response), W::Ours("1N"), W::Rho("X")], NOV,
        &[Hcp(0, 7), Either(&Len(SC, 6, 13), &Len(SD, 6, 13))], Redouble, Aim::EscapeRedouble)),
    forcing(rule("nt.relay", NT_RESP, NOV, &[Hcp(0, 7), Either(&Len(SC, 6, 13), &Len(SD, 6, 13))],
        At(2, DS), Aim::Relay)),
    // Game judgement (simulation) at the booklet's boundaries: 8-9 HCP bid 3NT at once when the
    // layouts say game pays opposite 15-17; 7 HCP invite when they do.
    rule("nt.3nt.judge", NT_RESP, NOV, &[Hcp(8, 9), Judge(Judgement::Game, NT)], At(3, NT),
        Aim::ToPlay),
    rule("nt.2nt", NT_RESP, NOV, &[Hcp(8, 9)], At(2, NT), Aim::Invite),
    rule("nt.2nt.judge", NT_RESP, NOV, &[Hcp(7, 7), Judge(Judgement::Game, NT)], At(2, NT),
        Aim::Invite),
    // 4-3-3-3 is worth a point less in no-trumps: 10 HCP only invites (8-9 still invite, as the
    // booklet has it).
    rule("nt.2nt.flat", NT_RESP, NOV, &[Hcp(10, 10), Flat], At(2, NT), Aim::Invite),
    rule("nt.3nt", NT_RESP, NOV, &[Hcp(10, 40)], At(3, NT), Aim::ToPlay),
    rule("nt.pass", NT_RESP, NOV, &[Hcp(0, 7)], Pass, Aim::ToPlay),
    rule("nt.comp.3nt", &[W::Pos(Pos::Response), W::Ours("1N"), W::OppBid], NOV,
        &[Hcp(10, 40), StopTheirs], Game(NT), Aim::ToPlay),
    // Over their three-level overcall a six-card major and 8+ HCP opposite 15-17 is game.
    // 8-9 HCP with a stopper: 3NT when the layouts say game pays (a five-card suit or
    // partner's maximum makes it).
    rule("nt.comp.3nt.judge", &[W::Pos(Pos::Response), W::Ours("1N"), W::OppBid], NOV,
        &[Hcp(8, 9), StopTheirs, Judge(Judgement::Game, NT)], Game(NT), Aim::ToPlay),
    rule("nt.comp.major.game", &[W::Pos(Pos::Response), W::Ours("1N"), W::OppBid], MAJORS,
        &[Hcp(8, 40), Len(V, 6, 13), Unbid(V), Longest(V), CheapestLevel(DV, 3, 3)], Game(DV),
        Aim::Game),
    // Game values, a five-card major and no stopper in theirs: a jump to three of the major
    // forces to game (a new suit at the three level is forcing after their overcall); opener
    // raises with three, else bids 3NT with their suit stopped.
    game_forcing(rule("nt.comp.major.force", &[W::Pos(Pos::Response), W::Ours("1N"), W::OppBid],
        MAJORS, &[Hcp(10, 40), Len(V, 5, 5), Unbid(V), CheapestLevel(DV, 2, 2)], Jump(DV),
        Aim::Natural)),
    rule("nt.comp.suit", &[W::Pos(Pos::Response), W::Ours("1N"), W::OppBid], ALL,
        &[Hcp(5, 40), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 2, 2)], Cheapest(DV), Aim::ToPlay),
    // Opener answers Stayman and completes transfers.
    // Stayman doubled: with no major and five good clubs opener redoubles, to play.
    answer(rule("nt.stay.xx",
        &[W::Ours("1N 2C"), W::PartnerRule("nt.stayman|nt.stayman.weak|nt.stayman.minor"),
            W::Rho("X")],
        NOV, &[Len(SC, 5, 13), TopThree(SC, 2), Len(SH, 0, 3), Len(SS, 0, 3)], Redouble,
        Aim::ToPlay)),
    answer(rule("nt.stay.h",
        &[W::Ours("1N 2C"), W::PartnerRule("nt.stayman|nt.stayman.weak|nt.stayman.minor")], NOV,
        &[Len(SH, 4, 5)], At(2, DH), Aim::StaymanAnswer)),
    answer(rule("nt.stay.s",
        &[W::Ours("1N 2C"), W::PartnerRule("nt.stayman|nt.stayman.weak|nt.stayman.minor")], NOV,
        &[Len(SS, 4, 5), Len(SH, 0, 3)], At(2, DS), Aim::StaymanAnswer)),
    answer(rule("nt.stay.none",
        &[W::Ours("1N 2C"), W::PartnerRule("nt.stayman|nt.stayman.weak|nt.stayman.minor")], NOV,
        &[Len(SH, 0, 3), Len(SS, 0, 3)], At(2, DD), Aim::StaymanDenial)),
    // A double of the transfer: opener completes it with three trumps, passes with two
    // (responder then bids the suit himself), so a 5-2 fit is not played at once.
    answer(rule("nt.transfer.x.pass.h",
        &[W::Ours("1N 2D"), W::PartnerRule("nt.transfer.h"), W::Rho("X")], NOV, &[Len(SH, 0, 2)],
        Pass, Aim::TransferDoubledPass)),
    answer(rule("nt.transfer.x.pass.s",
        &[W::Ours("1N 2H"), W::PartnerRule("nt.transfer.s"), W::Rho("X")], NOV, &[Len(SS, 0, 2)],
        Pass, Aim::TransferDoubledPass)),
    // With a maximum and four trumps opener jumps (a super-accept).
    answer(rule("nt.super.h", &[W::Ours("1N 2D"), W::PartnerRule("nt.transfer.h")], NOV,
        &[Hcp(17, 17), Len(SH, 4, 5)], At(3, DH), Aim::CompletesTransfer)),
    answer(rule("nt.super.s", &[W::Ours("1N 2H"), W::PartnerRule("nt.transfer.s")], NOV,
        &[Hcp(17, 17), Len(SS, 4, 5)], At(3, DS), Aim::CompletesTransfer)),
    answer(rule("nt.complete.h", &[W::Ours("1N 2D"), W::PartnerRule("nt.transfer.h")], NOV,
        &[Len(SH, 2, 13)], At(2, DH), Aim::CompletesTransfer)),
    answer(rule("nt.complete.s", &[W::Ours("1N 2H"), W::PartnerRule("nt.transfer.s")], NOV,
        &[Len(SS, 2, 13)], At(2, DS), Aim::CompletesTransfer)),
    // An overcall over the transfer: opener completes it at the three level with four trumps
    // (the fit is known, the law of total tricks says compete), else passes.
    answer(rule("nt.complete.h.over",
        &[W::Ours("1N 2D"), W::PartnerRule("nt.transfer.h"), W::Rho("2x")], NOV,
        &[Len(SH, 4, 5), CheapestLevel(DH, 3, 3)], Cheapest(DH), Aim::CompletesTransfer)),
    answer(rule("nt.complete.s.over",
        &[W::Ours("1N 2H"), W::PartnerRule("nt.transfer.s"), W::Rho("2x")], NOV,
        &[Len(SS, 4, 5), CheapestLevel(DS, 3, 3)], Cheapest(DS), Aim::CompletesTransfer)),
    answer(rule("nt.relay.3c", &[W::Ours("1N 2S"), W::PartnerRule("nt.relay")], NOV, &[], At(3, DC),
        Aim::CompletesTransfer)),
    answer(rule("nt.xx.2c", &[W::Ours("1N XX"), W::PartnerRule("nt.x.escape"), W::Rho("P")], NOV,
        &[], At(2, DC), Aim::CompletesTransfer)),
    rule("nt.xx.2d", &[W::Ours("1N XX 2C"), W::MyRule("nt.x.escape")], NOV, &[Len(SD, 6, 13)],
        At(2, DD), Aim::SignOff),
    rule("nt.xx.pass", &[W::Ours("1N XX 2C"), W::MyRule("nt.x.escape")], NOV, &[], Pass,
        Aim::ToPlay),
    rule("relay.3d", &[W::Ours("1N 2S 3C")], NOV, &[Len(SD, 6, 13)], At(3, DD), Aim::SignOff),
    rule("relay.pass", &[W::Ours("1N 2S 3C")], NOV, &[], Pass, Aim::ToPlay),
    rule("nt.3m.accept", &[W::Ours("1N 3m")], NOV, &[Honours(PL, 1)], Game(NT), Aim::Accept),
    rule("nt.3m.decline", &[W::Ours("1N 3m")], NOV, &[], Pass, Aim::Decline),
    rule("nt.quant.accept", &[W::Ours("1N 4N")], NOV, &[Tp(16, 40)], At(6, NT), Aim::Accept),
    // Partner's 5NT forces to six: seven with a maximum (37+ together). After Stayman the 5NT
    // bidder's strength is not known (the system has no such auction): six.
    rule("nt.5n.7", &[W::Ours("1N 5N")], NOV, &[Hcp(17, 17)], At(7, NT), Aim::GrandSlam),
    rule("nt.5n.6", &[W::Ours("1N 5N")], NOV, &[], At(6, NT), Aim::SmallSlam),
    rule("nt.5n.6.stayman", &[W::Ours("1N 2C * 5N")], NOV, &[], At(6, NT), Aim::SmallSlam),
    rule("nt.inv.accept", &[W::Ours("1N 2N")], NOV, &[Hcp(16, 17)], Cheapest(NT), Aim::Accept),
    // A minimum accepts the invitation when the simulation says game pays.
    rule("nt.inv.judge", &[W::Ours("1N 2N")], NOV, &[Hcp(15, 15), Judge(Judgement::Game, NT)],
        Cheapest(NT), Aim::Accept),
    rule("nt.inv.decline", &[W::Ours("1N 2N|4N")], NOV, &[], Pass, Aim::Decline),
    rule("nt2.quant.accept", &[W::Ours("2N 4N"), W::PartnerRule("nt2.4nt|nt2.4nt.minor")], NOV,
        &[Tp(21, 40)], At(6, NT), Aim::Accept),
    rule("nt2.quant.decline", &[W::PartnerRule("nt2.4nt|nt2.4nt.minor"), W::Rho("P")], NOV, &[],
        Pass, Aim::Decline),
    // Opener after the slam try: Blackwood with a maximum and a fit (three trumps, or 17 HCP and
    // an honour doubleton), game in the major with support, else 3NT.
    forcing(rule("nt.3maj.bw", &[W::Ours("1N 3M"), W::PartnerRule("nt.3major")], NOV,
        &[Hcp(16, 17), Len(PL, 3, 5)], At(4, NT), Aim::Blackwood)),
    forcing(rule("nt.3maj.bw2", &[W::Ours("1N 3M"), W::PartnerRule("nt.3major")], NOV,
        &[Hcp(17, 17), Len(PL, 2, 2), Honours(PL, 1)], At(4, NT), Aim::Blackwood)),
    rule("nt.3maj.game", &[W::Ours("1N 3M"), W::PartnerRule("nt.3major")], NOV,
        &[Either(&Len(PL, 3, 5), &Honours(PL, 1))], Game(DPL), Aim::SignOff),
    rule("nt.3maj.3nt", &[W::Ours("1N 3M"), W::PartnerRule("nt.3major")], NOV, &[], Game(NT),
        Aim::NoFit),
    rule("nt.3maj.7", &[W::Ours("1N 3M 3N"), W::MyRule("nt.3major")], NOV, &[Len(ML, 7, 13)],
        Game(DML), Aim::Game),
    rule("nt.3maj.pass", &[W::Ours("1N 3M 3N|4M"), W::MyRule("nt.3major")], NOV, &[], Pass,
        Aim::ToPlay),
    // Responder after Stayman.
    game_forcing(rule("stay.3minor", &[W::Ours("1N 2C 2D|2H|2S")], MINORS,
        &[Hcp(13, 16), Unbalanced, Len(V, 5, 13), Longest(V), Len(SS, 0, 3), Len(SH, 0, 3)],
        At(3, DV), Aim::Natural)),
    rule("stay.weak.pass", &[W::Ours("1N 2C *")], NOV, &[Hcp(0, 7)], Pass, Aim::ToPlay),
    // After a balancing 1NT (11-15) Stayman showed 11+: with 11-12 responder invites (three of
    // the major with a fit, else 2NT).
    rule("stay.bal.fit.inv", &[W::Ours("1N 2C 2H|2S"), W::MyRule("adv.bal1n.stayman")], NOV,
        &[Len(PL, 4, 13), Hcp(11, 12)], At(3, DPL), Aim::Invite),
    rule("stay.bal.2nt", &[W::Ours("1N 2C *"), W::MyRule("adv.bal1n.stayman")], NOV, &[Hcp(11, 12)],
        At(2, NT), Aim::Invite),
    // Stayman found a four-four major fit (over 1NT, 2NT or 2♣ – 2♦ – 2NT): with slam
    // values responder asks for aces rather than bidding game (booklet: "after a fit is found,
    // Blackwood"); 33+ points together at once, 30-32 when the layouts say a small slam pays.
    forcing(rule("stay.bw", &[W::MyRule(STAYMANS), W::PartnerRule(STAYMAN_MAJORS), W::NoOppBid],
        NOV, &[Len(PL, 4, 13), Fit(AG), CombinedMin(33), Not(&Void)], At(4, NT), Aim::Blackwood)),
    forcing(rule("stay.bw.judge",
        &[W::MyRule(STAYMANS), W::PartnerRule(STAYMAN_MAJORS), W::NoOppBid], NOV,
        &[Len(PL, 4, 13), Fit(AG), CombinedMin(30), Not(&Void), Judge(Judgement::Slam, DAG)],
        At(4, NT), Aim::Blackwood)),
    rule("stay.fit.game", &[W::Ours("1N 2C 2H|2S")], NOV, &[Len(PL, 4, 13), Hcp(10, 40)], Game(DPL),
        Aim::Game),
    rule("stay.fit.inv", &[W::Ours("1N 2C 2H|2S")], NOV, &[Len(PL, 4, 13), Hcp(8, 9)], At(3, DPL),
        Aim::Invite),
    forcing(rule("stay.5major.gf", &[W::Ours("1N 2C 2D")], MAJORS, &[Len(V, 5, 5), Hcp(10, 40)],
        At(3, DV), Aim::Natural)),
    rule("stay.5major.inv", &[W::Ours("1N 2C 2D")], MAJORS, &[Len(V, 5, 5), Hcp(8, 9)], At(2, DV),
        Aim::Invite),
    // No major fit (2♦): as directly over 1NT, 6NT with 18-20 and a quantitative 4NT with
    // 16-17 (these bid 3NT before: 33-37 and 31-34 together).
    rule("stay.6nt", STAYMAN_NO_MAJOR, NOV, &[Hcp(18, 20)], At(6, NT), Aim::SmallSlam),
    rule("stay.4nt", STAYMAN_NO_MAJOR, NOV, &[Hcp(16, 17)], At(4, NT), Aim::Quantitative),
    // A five-card minor counts a point, as directly over 1NT (`nt.4nt.minor`).
    rule("stay.4nt.minor", STAYMAN_NO_MAJOR, MINORS, &[Hcp(15, 15), Len(V, 5, 5)], At(4, NT),
        Aim::Quantitative),
    rule("stay.4nt.accept", STAYMAN_QUANT_ANSWER, NOV, &[Tp(16, 40)], At(6, NT), Aim::Accept),
    rule("stay.4nt.decline", STAYMAN_QUANT_ANSWER, NOV, &[], Pass, Aim::Decline),
    rule("stay.2nt.flat", &[W::Ours("1N 2C *")], NOV, &[Hcp(10, 10), Flat], At(2, NT), Aim::Invite),
    rule("stay.3nt", &[W::Ours("1N 2C *")], NOV, &[Hcp(10, 40)], Game(NT), Aim::ToPlay),
    rule("stay.2nt", &[W::Ours("1N 2C *")], NOV, &[Hcp(8, 9)], At(2, NT), Aim::Invite),
    // The balancer accepts the invitation after Stayman with 14-15.
    rule("stay.bal.accept.major",
        &[W::Ours("1N 2C 2H|2S 3H|3S"), W::PartnerRule("stay.bal.fit.inv")], NOV, &[Hcp(14, 40)],
        Game(DML), Aim::Accept),
    rule("stay.bal.accept.nt", &[W::Ours("1N 2C * 2N"), W::PartnerRule("stay.bal.2nt")], NOV,
        &[Hcp(14, 40)], Game(NT), Aim::Accept),
    rule("stay.bal.decline", &[W::PartnerRule("stay.bal.fit.inv|stay.bal.2nt")], NOV, &[], Pass,
        Aim::Decline),
    // Opener after Stayman continuations.
    // After Stayman and responder's minor (forcing to game): raise with four and a maximum,
    // else 3NT.
    rule("stay.m.raise", &[W::Ours("1N 2C 2D|2H|2S 3m"), W::PartnerRule("stay.3minor")], NOV,
        &[Len(PL, 4, 5), Hcp(16, 17)], At(4, DPL), Aim::Raise),
    rule("stay.m.3nt", &[W::Ours("1N 2C 2D|2H|2S 3m"), W::PartnerRule("stay.3minor")], NOV, &[],
        Game(NT), Aim::NoFit),
    rule("stay.5m.fit.gf", &[W::Ours("1N 2C 2D 3M")], NOV, &[Len(PL, 3, 5)], Game(DPL), Aim::Game),
    rule("stay.5m.3nt", &[W::Ours("1N 2C 2D 3M")], NOV, &[Len(PL, 0, 2)], Game(NT), Aim::NoFit),
    rule("stay.5m.fit.max", &[W::Ours("1N 2C 2D 2M")], NOV, &[Len(PL, 3, 5), Hcp(16, 17)],
        Game(DPL), Aim::Accept),
    rule("stay.5m.max", &[W::Ours("1N 2C 2D 2M")], NOV, &[Len(PL, 0, 2), Hcp(16, 17)], Game(NT),
        Aim::Accept),
    rule("stay.5m.min", &[W::Ours("1N 2C 2D 2M")], NOV, &[], Pass, Aim::Decline),
    rule("stay.2n.4s.max", &[W::Ours("1N 2C 2H 2N")], NOV, &[Len(SS, 4, 5), Hcp(16, 17)], At(4, DS),
        Aim::Accept),
    rule("stay.2n.4s.min", &[W::Ours("1N 2C 2H 2N")], NOV, &[Len(SS, 4, 5)], At(3, DS),
        Aim::Decline),
    rule("stay.2n.max", &[W::Ours("1N 2C * 2N")], NOV, &[Hcp(16, 17)], Game(NT), Aim::Accept),
    rule("stay.2n.min", &[W::Ours("1N 2C * 2N")], NOV, &[], Pass, Aim::Decline),
    rule("stay.3n.4s", &[W::Ours("1N 2C 2H 3N")], NOV, &[Len(SS, 4, 5)], At(4, DS), Aim::Game),
    rule("stay.3m.accept", &[W::Ours("1N 2C 2H|2S 3H|3S")], NOV, &[Hcp(16, 17)], Game(DML),
        Aim::Accept),
    rule("stay.3m.decline", &[W::Ours("1N 2C 2H|2S 3H|3S")], NOV, &[], Pass, Aim::Decline),
    // Opener passed the doubled transfer (two trumps): responder bids his suit himself when
    // weak, invites with 2NT or bids 3NT with the values (a six-card suit: three or four).
    rule("tr.x.own.h", &[W::Ours("1N 2D"), W::MyRule("nt.transfer.h"), W::Rho("P")], NOV,
        &[Len(SH, 5, 13), Hcp(0, 7)], Cheapest(DH), Aim::ToPlay),
    rule("tr.x.own.s", &[W::Ours("1N 2H"), W::MyRule("nt.transfer.s"), W::Rho("P")], NOV,
        &[Len(SS, 5, 13), Hcp(0, 7)], Cheapest(DS), Aim::ToPlay),
    rule("tr.x.six.game",
        &[W::Ours("1N 2D|2H"), W::MyRule("nt.transfer.h|nt.transfer.s"), W::Rho("P")], MAJORS,
        &[Len(V, 6, 13), Unbid(V), Hcp(10, 15)], Game(DV), Aim::Game),
    rule("tr.x.six.invite",
        &[W::Ours("1N 2D|2H"), W::MyRule("nt.transfer.h|nt.transfer.s"), W::Rho("P")], MAJORS,
        &[Len(V, 6, 13), Unbid(V), Hcp(8, 9)], At(3, DV), Aim::Invite),
    rule("tr.x.2nt", &[W::Ours("1N 2D|2H"), W::MyRule("nt.transfer.h|nt.transfer.s"), W::Rho("P")],
        NOV, &[Hcp(8, 9)], At(2, NT), Aim::Invite),
    rule("tr.x.2nt.accept", &[W::Ours("1N 2D|2H 2N"), W::PartnerRule("tr.x.2nt")], NOV,
        &[Hcp(16, 17)], Cheapest(NT), Aim::Accept),
    rule("tr.x.3nt", &[W::Ours("1N 2D|2H"), W::MyRule("nt.transfer.h|nt.transfer.s"), W::Rho("P")],
        NOV, &[Hcp(10, 15)], At(3, NT), Aim::ToPlay),
    // Responder after a completed transfer.
    rule("tr.super.game", &[W::Ours("1N 2D|2H 3H|3S")], NOV, &[Hcp(5, 15)], Game(DPL), Aim::Game),
    rule("tr.game6", &[W::Ours("1N 2D|2H 2H|2S")], NOV, &[Len(PL, 6, 13), Tp(10, 15)], Game(DPL),
        Aim::Game),
    // Five-five in the majors with game values: transfer to spades, then 3♥ (forcing to game).
    game_forcing(rule("tr.hearts", &[W::Ours("1N 2H 2S"), W::PartnerRule("nt.complete.s")], NOV,
        &[Hcp(10, 40), Len(SH, 5, 13)], At(3, DH), Aim::Natural)),
    game_forcing(rule("tr.newsuit", &[W::Ours("1N 2D|2H 2H|2S")], MINORS,
        &[Hcp(10, 40), Len(V, 5, 13)], At(3, DV), Aim::Natural)),
    rule("tr.3nt", &[W::Ours("1N 2D|2H 2H|2S")], NOV, &[Len(PL, 5, 5), Hcp(10, 15)], Game(NT),
        Aim::ChoiceOfGames),
    rule("tr.inv6", &[W::Ours("1N 2D|2H 2H|2S")], NOV, &[Len(PL, 6, 13), Tp(8, 9)], At(3, DPL),
        Aim::Invite),
    rule("tr.inv5", &[W::Ours("1N 2D|2H 2H|2S")], NOV, &[Len(PL, 5, 5), Hcp(8, 9)], At(2, NT),
        Aim::Invite),
    rule("tr.pass",
        &[W::Ours("1N 2D|2H 2H|2S"),
            W::MyRule("nt.transfer.h|nt.transfer.s|adv.1n.transfer.h|adv.1n.transfer.s")],
        NOV, &[Hcp(0, 7)], Pass, Aim::ToPlay),
    // Opener after the transfer follow-ups.
    rule("tr.2n.fit.max", &[W::Ours("1N 2D|2H 2H|2S 2N"), W::Rho("P")], NOV,
        &[Len(ML, 3, 5), Hcp(16, 17)], Game(DML), Aim::Accept),
    rule("tr.2n.fit.min", &[W::Ours("1N 2D|2H 2H|2S 2N"), W::Rho("P")], NOV, &[Len(ML, 3, 5)],
        At(3, DML), Aim::Decline),
    rule("tr.2n.max", &[W::Ours("1N 2D|2H 2H|2S 2N"), W::Rho("P")], NOV,
        &[Hcp(16, 17), Len(ML, 2, 2)], Game(NT), Aim::Accept),
    rule("tr.2n.min", &[W::Ours("1N 2D|2H 2H|2S 2N"), W::Rho("P")], NOV, &[Len(ML, 2, 2)], Pass,
        Aim::Decline),
    rule("tr.new.fit", &[W::PartnerRule("tr.newsuit|tr.hearts")], NOV, &[Len(ML, 3, 5)], Game(DML),
        Aim::Game),
    rule("tr.hearts.fit", &[W::PartnerRule("tr.hearts")], NOV, &[Len(SH, 3, 5)], Game(DH),
        Aim::Game),
    rule("tr.new.3nt", &[W::PartnerRule("tr.newsuit|tr.hearts")], NOV, &[], Game(NT), Aim::Game),
    rule("tr.3n.fit", &[W::Ours("1N 2D|2H 2H|2S 3N")], NOV, &[Len(ML, 3, 5)], Game(DML), Aim::Game),
    rule("tr.3m.accept", &[W::Ours("1N 2D|2H 2H|2S 3H|3S")], NOV, &[Hcp(16, 17)], Game(DML),
        Aim::Accept),
    // Over 2NT.
    forcing(rule("nt2.gerber", NT2_RESP, NOV, &[Hcp(13, 40), Unbalanced], At(4, DC), Aim::Gerber)),
    rule("nt2.6nt", NT2_RESP, NOV, &[Hcp(12, 15), Balanced], At(6, NT), Aim::SmallSlam),
    // 11 balanced (31-32 together; 10 with a five-card minor): 4NT invites 6NT, as over 1NT
    // one level higher; opener bids 6NT with 21 points, passes with 20.
    rule("nt2.4nt", NT2_RESP, NOV, &[Hcp(11, 11), Balanced], At(4, NT), Aim::Quantitative),
    rule("nt2.4nt.minor", NT2_RESP, MINORS, &[Hcp(10, 10), Len(V, 5, 5), Balanced], At(4, NT),
        Aim::Quantitative),
    // Stayman with a four-card major (five-four in the majors too: after 3♦ the five-card
    // major follows at the three level).
    forcing(rule("nt2.stayman", NT2_RESP, NOV,
        &[Hcp(4, 40), Either(&Len(SS, 4, 4), &Len(SH, 4, 4)), Len(SS, 0, 5), Len(SH, 0, 5)],
        At(3, DC), Aim::Stayman)),
    forcing(rule("nt2.transfer.s", NT2_RESP, NOV, &[Len(SS, 5, 13), NotShorter(SS, SH)], At(3, DH),
        Aim::Transfer)),
    forcing(rule("nt2.transfer.h", NT2_RESP, NOV, &[Len(SH, 5, 13)], At(3, DD), Aim::Transfer)),
    rule("nt2.3nt", NT2_RESP, NOV, &[Hcp(4, 40)], At(3, NT), Aim::ToPlay),
    rule("nt2.pass", NT2_RESP, NOV, &[Hcp(0, 3)], Pass, Aim::ToPlay),
    answer(rule("nt2.stay.h", &[W::Ours("2N 3C"), W::PartnerRule("nt2.stayman")], NOV,
        &[Len(SH, 4, 5)], At(3, DH), Aim::StaymanAnswer)),
    answer(rule("nt2.stay.s", &[W::Ours("2N 3C"), W::PartnerRule("nt2.stayman")], NOV,
        &[Len(SS, 4, 5), Len(SH, 0, 3)], At(3, DS), Aim::StaymanAnswer)),
    answer(rule("nt2.stay.none", &[W::Ours("2N 3C"), W::PartnerRule("nt2.stayman")], NOV,
        &[Len(SH, 0, 3), Len(SS, 0, 3)], At(3, DD), Aim::StaymanDenial)),
    answer(rule("nt2.complete.h", &[W::Ours("2N 3D"), W::PartnerRule("nt2.transfer.h")], NOV,
        &[Len(SH, 2, 13)], At(3, DH), Aim::CompletesTransfer)),
    answer(rule("nt2.complete.s", &[W::Ours("2N 3H"), W::PartnerRule("nt2.transfer.s")], NOV,
        &[Len(SS, 2, 13)], At(3, DS), Aim::CompletesTransfer)),
    rule("nt2.stay.fit", &[W::Ours("2N 3C 3H|3S")], NOV, &[Len(PL, 4, 13)], Game(DPL), Aim::Game),
    game_forcing(rule("nt2.stay.5major", &[W::Ours("2N 3C 3D")], MAJORS, &[Len(V, 5, 5)], At(3, DV),
        Aim::Natural)),
    rule("nt2.stay.5m.fit", &[W::Ours("2N 3C 3D 3M"), W::PartnerRule("nt2.stay.5major")], NOV,
        &[Len(PL, 3, 5)], Game(DPL), Aim::Game),
    rule("nt2.stay.5m.3nt", &[W::Ours("2N 3C 3D 3M"), W::PartnerRule("nt2.stay.5major")], NOV, &[],
        Game(NT), Aim::NoFit),
    rule("nt2.stay.3nt", &[W::Ours("2N 3C *")], NOV, &[], Game(NT), Aim::ToPlay),
    rule("nt2.tr.game6", &[W::Ours("2N 3D|3H 3H|3S")], NOV, &[Len(PL, 6, 13), Hcp(4, 40)],
        Game(DPL), Aim::Game),
    rule("nt2.tr.3nt", &[W::Ours("2N 3D|3H 3H|3S")], NOV, &[Hcp(4, 40)], Game(NT),
        Aim::ChoiceOfGames),
    rule("nt2.tr.pass", &[W::Ours("2N 3D|3H 3H|3S")], NOV, &[], Pass, Aim::ToPlay),
    rule("nt2.3n.fit", &[W::Ours("2N 3D|3H 3H|3S 3N")], NOV, &[Len(ML, 3, 5)], Game(DML),
        Aim::Game),
    rule("nt2.3n.4s", &[W::Ours("2N 3C 3H 3N")], NOV, &[Len(SS, 4, 5)], At(4, DS), Aim::Game),
];
