//! Responses to one of a suit, with and without interference.

use super::*;

#[rustfmt::skip]
pub(super) const RULES: &[Rule] = &[
    rule("resp.x.game", &[W::Pos(Pos::Response), W::Ours("1x"), W::Rho("X")], NOV,
        &[Major(O), Len(O, 5, 13), Hcp(0, 9), Unbalanced], Game(DO), Aim::PreemptiveRaise),
    forcing(rule("resp.x.jordan", &[W::Pos(Pos::Response), W::Ours("1x"), W::Rho("X")], NOV,
        &[Major(O), Len(O, 4, 13), Sp(O, 10, 40)], At(2, NT), Aim::Jordan2NT)),
    rule("resp.x.jump", &[W::Pos(Pos::Response), W::Ours("1x"), W::Rho("X")], NOV,
        &[Len(O, 4, 13), Hcp(5, 9)], Jump(DO), Aim::PreemptiveRaise),
    rule("resp.1nt.x", &[W::Pos(Pos::Response), W::Ours("1x"), W::OppLast("1N")], NOV,
        &[Hcp(10, 40)], Double, Aim::Penalty),
    rule("resp.xx", &[W::Pos(Pos::Response), W::Ours("1x"), W::Rho("X")], NOV, &[Hcp(10, 40)],
        Redouble, Aim::StrengthRedouble),
    rule("resp.major.game", RESP, NOV, &[Major(O), Len(O, 5, 13), Hcp(0, 9), Unbalanced], Game(DO),
        Aim::PreemptiveRaise),
    // Jacoby 2NT: 13+ points counting shortness (11+ HCP), four trumps.
    game_forcing(rule("resp.jacoby", RESP, NOV,
        &[Major(O), Len(O, 4, 13), Hcp(11, 40), Sp(O, 13, 40)], At(2, NT), Aim::Jacoby2NT)),
    rule("resp.major.limit", RESP, NOV, &[Major(O), Len(O, 3, 13), Sp(O, 10, 12), Hcp(9, 12)],
        At(3, DO), Aim::LimitRaise),
    rule("resp.major.single", RESP, NOV, &[Major(O), Len(O, 3, 13), Sp(O, 6, 10)], At(2, DO),
        Aim::Raise),
    // Support points above the single raise's but fewer than the limit raise's nine HCP (7 HCP,
    // four trumps and a void): still the single raise, not 1NT's "no fit".
    rule("resp.major.single.short", RESP, NOV,
        &[Major(O), Len(O, 3, 13), Hcp(0, 8), Sp(O, 11, 40)], At(2, DO), Aim::Raise),
    // Over a minor, a jump shift also shows a strong suit (three top honours) with four-card
    // support: 15+ HCP and 19+ points counting shortness.
    game_forcing(rule("resp.jumpshift.fit", RESP, ALL,
        &[Minor(O), Hcp(15, 40), Len(V, 5, 13), Honours(V, 3), Unbid(V), Longest(V), Len(O, 4, 13),
            Sp(O, 19, 40)],
        Jump(DV), Aim::JumpShift)),
    game_forcing(rule("resp.jumpshift", RESP, ALL,
        &[Hcp(19, 40), Len(V, 5, 13), Unbid(V), Longest(V)], Jump(DV), Aim::JumpShift)),
    // Over a minor, 2NT (13-15) and 3NT (16-17) describe a balanced hand with no four-card
    // major at once, before a four-card minor is shown at the one level.
    game_forcing(rule("resp.2nt", RESP, NOV,
        &[Minor(O), Hcp(13, 15), Balanced, Not(&UnbidMajor4), StopUnbid], At(2, NT), Aim::Natural)),
    rule("resp.3nt", RESP, NOV, &[Minor(O), Hcp(16, 17), Balanced, Not(&UnbidMajor4)], At(3, NT),
        Aim::Natural),
    // Over a major, 3NT: 15-17 balanced with two cards in opener's major and no four-card
    // major to show.
    rule("resp.3nt.major", RESP, NOV,
        &[Major(O), Hcp(15, 17), Balanced, Len(O, 2, 2), Not(&UnbidMajor4)], At(3, NT),
        Aim::Natural),
    forcing(rule("resp.1new", RESP, UP, &[Hcp(6, 40), Len(V, 4, 13), BestNew(V)], At(1, DV),
        Aim::Natural)),
    // Over 1♦ with four clubs and a four-card major (not longer clubs) the major is shown at the
    // one level, hearts first with both.
    forcing(rule("resp.1major.up", &[W::Pos(Pos::Response), W::Ours("1D"), W::NoOppBid],
        Vars::Suits(&[Suit::Hearts, Suit::Spades]), &[Hcp(6, 40), Len(V, 4, 13), NotShorter(V, SC)],
        At(1, DV), Aim::Natural)),
    rule("resp.minor.limit", RESP, NOV, &[Minor(O), Len(O, 4, 13), Hcp(10, 12), Not(&UnbidMajor4)],
        At(3, DO), Aim::LimitRaise),
    // Over 1♥ a four-card spade suit comes before a four-card minor at the two level.
    forcing(rule("resp.1s.first", &[W::Pos(Pos::Response), W::Ours("1H"), W::NoOppBid], NOV,
        &[Hcp(6, 40), Len(SS, 4, 13), Len(SD, 0, 4), Len(SC, 0, 4)], At(1, DS), Aim::Natural)),
    forcing(rule("resp.2h", RESP, NOV,
        &[Hcp(10, 40), Len(SH, 5, 13), Differs(SH, O), CheapestLevel(DH, 2, 2)], Cheapest(DH),
        Aim::Natural)),
    forcing(rule("resp.2d", RESP, NOV,
        &[Hcp(10, 40), Len(SD, 4, 13), NotShorter(SD, SC), Differs(SD, O), CheapestLevel(DD, 2, 2)],
        Cheapest(DD), Aim::Natural)),
    forcing(rule("resp.2c", RESP, NOV,
        &[Hcp(10, 40), Len(SC, 3, 13), Differs(SC, O), CheapestLevel(DC, 2, 2)], Cheapest(DC),
        Aim::Natural)),
    forcing(rule("resp.1major", RESP, MAJORS, &[Hcp(6, 40), Len(V, 4, 13), Unbid(V)], At(1, DV),
        Aim::Natural)),
    // Game values over a minor with no four-card major and no new suit to show (long support
    // for opener's minor, perhaps unbalanced): 2NT, forcing to game, never a pass.
    game_forcing(rule("resp.2nt.gf", RESP, NOV, &[Minor(O), Hcp(13, 18), Not(&UnbidMajor4)],
        At(2, NT), Aim::Natural)),
    rule("resp.minor.raise", &[W::Pos(Pos::Response), W::Ours("1D"), W::NoOppBid], NOV,
        &[Len(SD, 4, 13), Hcp(6, 10)], At(2, DD), Aim::Raise),
    rule("resp.minor.raise.c", &[W::Pos(Pos::Response), W::Ours("1C"), W::NoOppBid], NOV,
        &[Len(SC, 5, 13), Hcp(6, 10)], At(2, DC), Aim::Raise),
    // Game values with a long fit for the minor and no four-card suit to bid (no inverted minors
    // in SAYC): 2NT, forcing to game, rather than a pass.
    game_forcing(rule("resp.minor.gf", RESP, NOV,
        &[Minor(O), Hcp(13, 40), Len(O, 4, 13), Not(&UnbidMajor4)], At(2, NT), Aim::Natural)),
    rule("resp.1nt", RESP, NOV, &[Hcp(6, 10)], At(1, NT), Aim::NoFit),
    rule("resp.pass", RESP, NOV, &[Hcp(0, 5)], Pass, Aim::NothingToSay),
    // Over a weak two or a preempt.
    // Slam over a major preempt: a fit with a top trump, 16+ HCP and two aces ask for aces.
    forcing(rule("pre.blackwood", &[W::Pos(Pos::Response), W::Ours("3M"), W::NoOppBid], NOV,
        &[Hcp(16, 40), Len(O, 3, 13), TopCard(O), Aces(&[2, 3]), Not(&Void)], At(4, NT),
        Aim::Blackwood)),
    // Three aces opposite a major preempt make game even without a fit.
    rule("pre.aces.game", &[W::Pos(Pos::Response), W::Ours("3M"), W::NoOppBid], NOV,
        &[Hcp(13, 40), Aces(&[3, 4])], Game(DO), Aim::Game),
    rule("resp.pre.game", &[W::Pos(Pos::Response), W::Ours("2x|3x|4x")], NOV,
        &[Major(O), Len(O, 3, 13), Sp(O, 15, 40)], Game(DO), Aim::Game),
    // 18+ and no fit: ask first (a new suit would show 15-17).
    forcing(rule("w2.ask.strong", &[W::Pos(Pos::Response), W::Ours("2x"), W::NoOppBid], NOV,
        &[Hcp(18, 40), Len(O, 0, 2)], At(2, NT), Aim::FeatureAsk)),
    forcing(rule("w2.new", &[W::Pos(Pos::Response), W::Ours("2x"), W::NoOppBid], ALL,
        &[Hcp(15, 40), Len(V, 5, 13), Unbid(V), Honours(V, 2)], Cheapest(DV), Aim::Natural)),
    // Over a three-level preempt a good six-card suit below game is forcing.
    forcing(rule("pre.new3", &[W::Pos(Pos::Response), W::Ours("3x"), W::NoOppBid], ALL,
        &[Hcp(16, 40), Len(V, 6, 13), Honours(V, 2), Unbid(V), CheapestLevel(DV, 3, 3)],
        Cheapest(DV), Aim::Natural)),
    forcing(rule("w2.ask", &[W::Pos(Pos::Response), W::Ours("2x"), W::NoOppBid], NOV,
        &[Hcp(15, 40), Len(O, 0, 2)], At(2, NT), Aim::FeatureAsk)),
    rule("resp.pre.game2", &[W::Pos(Pos::Response), W::Ours("3x|4x")], NOV,
        &[Major(O), Len(O, 2, 13), Hcp(16, 40)], Game(DO), Aim::Game),
    // Over a three-level minor preempt 3NT is to play with 15+ and a card in partner's suit.
    rule("resp.pre.3nt.minor", &[W::Pos(Pos::Response), W::Ours("3m"), W::NoOppBid], NOV,
        &[Hcp(15, 40), Len(O, 1, 13)], Game(NT), Aim::ToPlay),
    // Raising a three-level minor preempt (law of total tricks): four trumps and a short suit to
    // the five level, three trumps and some values to the four level.
    rule("resp.pre.minor.5", &[W::Pos(Pos::Response), W::Ours("3m"), W::NoOppBid], NOV,
        &[Len(O, 4, 13), Hcp(0, 14), Unbalanced], At(5, DO), Aim::PreemptiveRaise),
    rule("resp.pre.minor.4", &[W::Pos(Pos::Response), W::Ours("3m"), W::NoOppBid], NOV,
        &[Len(O, 3, 3), Hcp(6, 14)], At(4, DO), Aim::PreemptiveRaise),
    rule("resp.pre.3nt", &[W::Pos(Pos::Response), W::Ours("2x|3x")], NOV,
        &[Hcp(16, 40), Balanced, StopTheirs], Game(NT), Aim::ToPlay),
    rule("resp.pre.raise", &[W::Pos(Pos::Response), W::Ours("2x"), W::NoOppBid], NOV,
        &[Len(O, 3, 13), Hcp(0, 15)], At(3, DO), Aim::PreemptiveRaise),
    // Their overcall of partner's preempt (booklet silent): raise to the level of the fit, the
    // law of total tricks, with the preempt's six cards (a weak two) or seven (three level):
    // ten trumps game in a major or the four level in a minor, eleven the five level in a minor
    // (vulnerable only with a short suit), nine the three level. Values for defence (11+ HCP)
    // raise one level only. Over their first bid only: over their game (3♣ X P 3♠ P 4♠) five
    // of the minor is a sacrifice, judged at later calls, not a raise.
    rule("resp.pre.comp.major",
        &[W::Pos(Pos::Response), W::Ours("2M|3M"), W::OppBids(1), W::TheirBidLast], NOV,
        &[Hcp(0, 10), Trumps(O, 10)], Game(DO), Aim::PreemptiveRaise),
    rule("resp.pre.comp.5m",
        &[W::Pos(Pos::Response), W::Ours("2D|3m"), W::OppBids(1), W::TheirBidLast], NOV,
        &[Hcp(0, 10), Trumps(O, 11), Either(&NotVulnerable, &Unbalanced), CheapestLevel(DO, 3, 5)],
        At(5, DO), Aim::PreemptiveRaise),
    rule("resp.pre.comp.4m",
        &[W::Pos(Pos::Response), W::Ours("2D|3m"), W::OppBids(1), W::TheirBidLast], NOV,
        &[Hcp(0, 10), Trumps(O, 10), CheapestLevel(DO, 3, 4)], At(4, DO),
        Aim::PreemptiveRaise),
    rule("resp.pre.comp.3",
        &[W::Pos(Pos::Response), W::Ours("2x"), W::OppBids(1), W::TheirBidLast], NOV,
        &[Hcp(0, 14), Trumps(O, 9), CheapestLevel(DO, 3, 3)], At(3, DO), Aim::PreemptiveRaise),
    // Raising a three-level preempt is to play: three trumps make ten, game in the major.
    rule("resp.pre3.major", &[W::Pos(Pos::Response), W::Ours("3M"), W::NoOppBid], NOV,
        &[Len(O, 3, 13)], Game(DO), Aim::PreemptiveRaise),
    // Their overcall of partner's preempt and a strong hand with a five-card suit of its own
    // that no rule above bids (2♥ 2♠ with 62 53 AKQT6 AK62): the suit when the layouts say it
    // beats defending, as `cj.strong.suit` at later turns.
    rule("resp.pre.strong",
        &[W::Pos(Pos::Response), W::Ours("2x|3x"), W::TheirBidLast, W::BelowTheirGame], ALL,
        STRONG_SUIT, Cheapest(DV), Aim::Competes),
    rule("resp.pre.pass", &[W::Pos(Pos::Response), W::Ours("2x|3x|4x")], NOV, &[], Pass,
        Aim::NothingToSay),
    // Over one of a suit with interference.
    forcing(rule("comp.new", RESP_COMP, ALL,
        &[Hcp(10, 40), Len(V, 5, 13), Unbid(V), CheapestLevel(DV, 1, 2)], Cheapest(DV),
        Aim::Natural)),
    forcing(rule("comp.new3", RESP_COMP, ALL,
        &[Hcp(11, 40), Len(V, 6, 13), Honours(V, 2), Unbid(V), CheapestLevel(DV, 3, 3)],
        Cheapest(DV), Aim::Natural)),
    // Their preempt at the four level (1♣ 4♦): with opening values and a five-card major of two
    // honours, bid the game in it rather than pass.
    rule("comp.new4.major", RESP_COMP, MAJORS,
        &[Hcp(12, 40), Len(V, 5, 13), Unbid(V), Honours(V, 2), CheapestLevel(DV, 4, 4)],
        Cheapest(DV), Aim::Game),
    // A long major over their jump overcall (the major's cheapest bid is at the three level)
    // with too little for a forcing new suit: game when the layouts say it pays.
    rule("comp.game.long", RESP_COMP, MAJORS,
        &[Hcp(8, 15), Len(V, 6, 13), Honours(V, 2), Unbid(V), CheapestLevel(DV, 3, 3),
            Judge(Judgement::Game, DV)],
        Game(DV), Aim::Game),
    forcing(rule("resp.negx.high", &[W::Pos(Pos::Response), W::Ours("1x"), W::OppLast("3x")], NOV,
        &[Hcp(11, 40), Len(T, 0, 2)], Double, Aim::NegativeDouble)),
    // Negative doubles through 2♠ (booklet): an unbid major, or both minors when the majors
    // are bid.
    // Five cards with two honours in their suit: the trap pass comes before a negative double
    // (partner reopens with a double, which I pass).
    rule("comp.trap.long",
        &[W::Pos(Pos::Response), W::Ours("1x"), W::OppLast("1x|2x"), W::OppBids(1)], NOV,
        &[Len(T, 5, 13), Honours(T, 2), Hcp(0, 15)], Pass, Aim::PenaltyPass),
    forcing(rule("resp.negx", &[W::Pos(Pos::Response), W::Ours("1x"), W::OppLast("1x|2C|2D|2H|2S")],
        NOV, &[Hcp(7, 40), UnbidMajor4], Double, Aim::NegativeDouble)),
    // Over a one-level overcall 6 HCP are enough for the negative double. After the 7+ rule:
    // partner reads the double by its first meaning, and read as this one it held exactly 6.
    forcing(rule("resp.negx.1", &[W::Pos(Pos::Response), W::Ours("1x"), W::OppLast("1x")], NOV,
        &[Hcp(6, 6), UnbidMajor4], Double, Aim::NegativeDouble)),
    forcing(rule("resp.negx.minors", &[W::Pos(Pos::Response), W::Ours("1M"), W::OppLast("2H|2S")],
        NOV, &[Hcp(8, 40), Unbid(SC), Unbid(SD), Len(SC, 4, 13), Len(SD, 4, 13)], Double,
        Aim::NegativeDouble)),
    rule("comp.raise.game", RESP_COMP, NOV, &[Major(O), Len(O, 4, 13), Sp(O, 13, 40)], Game(DO),
        Aim::Game),
    rule("comp.raise.jump", RESP_COMP, NOV,
        &[Major(O), Len(O, 3, 13), Sp(O, 10, 12), CheapestLevel(DO, 2, 2)], Jump(DO), Aim::Invite),
    // The single raise of a minor at the three level (over their two-level bid) keeps to the
    // law of total tricks: nine trumps together (a major's free raise needs three cards).
    rule("comp.raise", RESP_COMP, NOV,
        &[Len(O, 3, 13), Sp(O, 6, 9), CheapestLevel(DO, 2, 3),
            Either(&CheapestLevel(DO, 2, 2), &Either(&Major(O), &TotalTricks(O)))],
        Cheapest(DO), Aim::Raise),
    rule("comp.raise.minor", RESP_COMP, NOV,
        &[Minor(O), Len(O, 4, 13), Hcp(10, 12), CheapestLevel(DO, 2, 3)], Cheapest(DO),
        Aim::Invite),
    // A weak hand (at most 9 HCP) whose shortness takes its support points past the single
    // raise's 6-9: still the single raise of the minor (the limit raise needs 10+ HCP).
    rule("comp.raise.minor.short", RESP_COMP, NOV,
        &[Minor(O), Len(O, 4, 13), Hcp(5, 9), Sp(O, 10, 40), CheapestLevel(DO, 2, 3),
            Either(&CheapestLevel(DO, 2, 2), &TotalTricks(O))],
        Cheapest(DO), Aim::Raise),
    rule("comp.3nt", &[W::Pos(Pos::Response), W::Ours("1x"), W::OppLast("1x|2x|3x")], NOV,
        &[Hcp(13, 40), Balanced, StopTheirs], Game(NT), Aim::Natural),
    forcing(rule("comp.new1", RESP_COMP, MAJORS,
        &[Hcp(6, 40), Len(V, 4, 13), Unbid(V), CheapestLevel(DV, 1, 1)], Cheapest(DV),
        Aim::Natural)),
    // Length and strength in their suit: pass, waiting for opener's reopening double.
    rule("comp.trap", &[W::Pos(Pos::Response), W::Ours("1x"), W::OppLast("1x|2x"), W::OppBids(1)],
        NOV, &[Hcp(0, 12), Len(T, 5, 13), Honours(T, 2)], Pass, Aim::PenaltyPass),
    // No-trump over their one-level overcall: 1NT 8-10, the jump to 2NT invites with 11-12
    // (standard ranges; the booklet gives none); over a two-level overcall 2NT is 8-12.
    rule("comp.2nt", &[W::Pos(Pos::Response), W::Ours("1x"), W::OppLast("1x")], NOV,
        &[Hcp(11, 12), StopTheirs, CheapestLevel(NT, 1, 1)], At(2, NT), Aim::Invite),
    rule("comp.nt", &[W::Pos(Pos::Response), W::Ours("1x"), W::OppLast("1x")], NOV,
        &[Hcp(8, 10), StopTheirs, CheapestLevel(NT, 1, 1)], Cheapest(NT), Aim::Natural),
    rule("comp.nt.2", &[W::Pos(Pos::Response), W::Ours("1x"), W::OppLast("2x")], NOV,
        &[Hcp(8, 12), StopTheirs, CheapestLevel(NT, 2, 2)], Cheapest(NT), Aim::Natural),
    // Responder who passed their overcall, partner bidding again alone (1♠ 3♥ P P 3♠ P): game
    // in partner's major with a fit and the values for it (partner's second bid shows extras),
    // or when the layouts say it pays.
    rule("comp.late.game", LATE_RESP, MAJORS, &[Fit(V), CombinedMin(25)], Game(DV), Aim::Game),
    rule("comp.late.judge", LATE_RESP, MAJORS,
        &[Fit(V), CombinedMin(22), Judge(Judgement::Game, DV)], Game(DV), Aim::Game),
    // Responder who passed their overcall with values (a trap pass: 10+ HCP and a stopper would
    // have bid no-trumps at once), partner rebidding instead of reopening with a double: 3NT
    // with game values together, or when the layouts say it pays (1143: 1♣ 1♠ P P 2♣ passed
    // with AQJT952 Q53 – AQ8).
    rule("comp.late.3nt.trap", LATE_RESP, NOV,
        &[Hcp(10, 40), StopTheirs, Either(&CombinedMin(25), &Judge(Judgement::Game, NT))],
        Game(NT), Aim::Game),
    // Partner's reopening 2NT (18-19 balanced): 3NT with 6+ HCP, or 4-5 when the layouts say
    // game pays.
    rule("comp.late.3nt", REOPEN_2NT_ANSWER, NOV, &[Hcp(6, 40)], Game(NT), Aim::Game),
    rule("comp.late.3nt.judge", REOPEN_2NT_ANSWER, NOV, &[Hcp(4, 5), Judge(Judgement::Game, NT)],
        Game(NT), Aim::Game),
    rule("comp.pass", RESP_COMP, NOV, &[], Pass, Aim::NothingToSay),
];
