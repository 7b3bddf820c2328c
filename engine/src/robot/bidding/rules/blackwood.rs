//! Answers to Blackwood and the asker's continuations.

use super::*;

#[rustfmt::skip]
pub(super) const RULES: &[Rule] = &[
    answer(rule("bw.0", &[W::PartnerRule(BLACKWOODS)], NOV, &[Aces(&[0, 4])], At(5, DC),
        Aim::AceAnswer)),
    answer(rule("bw.1", &[W::PartnerRule(BLACKWOODS)], NOV, &[Aces(&[1])], At(5, DD),
        Aim::AceAnswer)),
    answer(rule("bw.2", &[W::PartnerRule(BLACKWOODS)], NOV, &[Aces(&[2])], At(5, DH),
        Aim::AceAnswer)),
    answer(rule("bw.3", &[W::PartnerRule(BLACKWOODS)], NOV, &[Aces(&[3])], At(5, DS),
        Aim::AceAnswer)),
    answer(rule("kings.0", &[W::PartnerRule("slam.kings")], NOV, &[Kings(&[0])], At(6, DC),
        Aim::KingAnswer)),
    answer(rule("kings.1", &[W::PartnerRule("slam.kings")], NOV, &[Kings(&[1])], At(6, DD),
        Aim::KingAnswer)),
    answer(rule("kings.2", &[W::PartnerRule("slam.kings")], NOV, &[Kings(&[2])], At(6, DH),
        Aim::KingAnswer)),
    answer(rule("kings.3", &[W::PartnerRule("slam.kings")], NOV, &[Kings(&[3])], At(6, DS),
        Aim::KingAnswer)),
    answer(rule("kings.4", &[W::PartnerRule("slam.kings")], NOV, &[Kings(&[4])], At(6, NT),
        Aim::KingAnswer)),
    // Grand slam force (booklet silent): responder's jump to 5NT over a major opening asks for the
    // top trump honours; seven with two of the top three, else six.
    answer(rule("gsf.7", &[W::Ours("1M 5N")], NOV, &[TopThree(ML, 2)], At(7, DML), Aim::GrandSlam)),
    answer(rule("gsf.6", &[W::Ours("1M 5N")], NOV, &[], At(6, DML), Aim::SmallSlam)),
    rule("bw.signoff", &[W::MyRule(BLACKWOODS)], NOV, &[AcesTotal(0, 2), CheapestLevel(DAG, 5, 5)],
        Cheapest(DAG), Aim::SignOff),
    // Two aces missing and partner's answer is five of our own suit: pass it (six of it used
    // to follow, two aces off: 1♦ 1♥ 3♥ 4NT 5♥ 6♥).
    rule("bw.pass", &[W::MyRule(BLACKWOODS)], NOV, &[AcesTotal(0, 2), Not(&Differs(PL, AG))],
        Pass, Aim::SignOff),
    // A minor agreed and the slam bid: 6NT when the layouts say it pays better than 5NT and
    // six of the minor does not pay better (it scores less; 1276: 1♠ 3♣ 4NT 5♥ 6♣ one down
    // where 6NT makes twelve tricks). The first is asked too because the second cannot be
    // judged opposite a partner whose range is wide, and its negation alone would then bid
    // 6NT unjudged.
    rule("bw.small.nt.judge", &[W::MyRule(JUDGED_BLACKWOODS), W::NoOppBid], NOV,
        &[Minor(AG), AcesTotal(3, 3), Judge(Judgement::Slam, DAG), Judge(Judgement::Slam, NT),
            Not(&Judge(Judgement::SuitOverNt, DAG))],
        At(6, NT), Aim::SmallSlam),
    // One ace missing after a 4NT that the layouts asked for (30-32 points together, the
    // booklet silent): six only when the layouts, partner holding the aces he showed, still
    // say a small slam pays better than five; else the sign-off at five. The booklet's own
    // Blackwood (33+) bids six with one ace missing.
    rule("bw.small.judge", &[W::MyRule(JUDGED_BLACKWOODS)], NOV,
        &[AcesTotal(3, 3), Judge(Judgement::Slam, DAG)], At(6, DAG), Aim::SmallSlam),
    rule("bw.signoff.judge", &[W::MyRule(JUDGED_BLACKWOODS)], NOV,
        &[AcesTotal(3, 3), CheapestLevel(DAG, 5, 5), Not(&Judge(Judgement::Slam, DAG))],
        Cheapest(DAG), Aim::SignOff),
    rule("bw.pass.judge", &[W::MyRule(JUDGED_BLACKWOODS)], NOV,
        &[AcesTotal(3, 3), Not(&Differs(PL, AG)), Not(&Judge(Judgement::Slam, DAG))], Pass,
        Aim::SignOff),
    forcing(rule("slam.kings", &[W::MyRule(BLACKWOODS)], NOV, &[AcesTotal(4, 4), CombinedMin(36)],
        At(5, NT), Aim::KingAsk)),
    // All the aces: seven when the layouts (partner holding the aces he showed) say a grand
    // slam pays better than six.
    rule("bw.grand.judge", &[W::MyRule(BLACKWOODS), W::NoOppBid], NOV,
        &[AcesTotal(4, 4), CombinedMin(30), Judge(Judgement::Grand, DAG)], At(7, DAG),
        Aim::GrandSlam),
    // 6NT for six of a minor as `bw.small.nt.judge` above, after any ace ask, then after the
    // king ask.
    rule("bw.small.nt", &[W::MyRule(BLACKWOODS), W::NoOppBid], NOV,
        &[Minor(AG), AcesTotal(3, 4), Judge(Judgement::Slam, NT),
            Not(&Judge(Judgement::SuitOverNt, DAG))],
        At(6, NT), Aim::SmallSlam),
    rule("bw.small", &[W::MyRule(BLACKWOODS)], NOV, &[AcesTotal(0, 4)], At(6, DAG), Aim::SmallSlam),
    rule("kings.grand", &[W::MyRule("slam.kings")], NOV, &[KingsTotal(4, 4), CombinedMin(37)],
        At(7, DAG), Aim::GrandSlam),
    rule("kings.grand.judge", &[W::MyRule("slam.kings"), W::NoOppBid], NOV,
        &[Judge(Judgement::Grand, DAG)], At(7, DAG), Aim::GrandSlam),
    rule("kings.small.nt", &[W::MyRule("slam.kings"), W::NoOppBid], NOV,
        &[Minor(AG), Judge(Judgement::Slam, NT), Not(&Judge(Judgement::SuitOverNt, DAG))],
        At(6, NT), Aim::SmallSlam),
    rule("kings.small", &[W::MyRule("slam.kings")], NOV, &[], At(6, DAG), Aim::SmallSlam),
];
