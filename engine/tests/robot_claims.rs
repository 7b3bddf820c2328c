//! A robot declarer claims only what the Laws judge awards it: whenever it offers a claim, a
//! dispute ruled by [`claim::judge`] on the real layout lets the claim stand in full.

use crate::common::quick;
use bridge_engine::claim::{self, Claim, Verdict};
use bridge_engine::robot::{PlayConfig, PlayView, choose_card, claim_offer};
use bridge_engine::{Deal, Play, Seat};

const QUICK: PlayConfig = quick(11);

/// Tricks left from which the table asks a robot declarer for a claim (`table.rs`).
const CLAIM_FROM_TRICKS_LEFT: usize = 7;

/// Plays `deal` at `contract` by `declarer` with the heuristic robots and, at the start of
/// every trick from seven tricks left that declarer's side leads, asks for a claim. Returns the
/// claims offered, each with the judge's ruling on the real layout.
fn offers(deal: Deal, contract: &str, declarer: Seat) -> Vec<(u8, Verdict)> {
    let mut play = Play::new(deal, contract.parse().unwrap(), declarer);
    let mut found = Vec::new();
    while let Some(seat) = play.to_play() {
        let view = PlayView::new(&play, seat);
        let at_lead = view.current().cards.is_empty();
        if at_lead
            && seat.side() == declarer.side()
            && (2..=CLAIM_FROM_TRICKS_LEFT).contains(&view.hand().len())
            && let Some(tricks) = claim_offer(&view, &QUICK)
        {
            found.push((tricks, claim::judge(&play, Claim::of(tricks)).unwrap()));
        }
        play.play(choose_card(&view).card).unwrap();
    }
    found
}

/// Asserts that every claim offered on `deal` at `contract` by `declarer` stands in full, and
/// returns how many were offered.
fn all_stand(deal: Deal, contract: &str, declarer: Seat) -> usize {
    let found = offers(deal, contract, declarer);
    for (tricks, verdict) in &found {
        assert_eq!(
            *verdict,
            Verdict::Accepted { awarded: *tricks },
            "deal {} {contract} by {declarer:?}",
            deal.to_pbn()
        );
    }
    found.len()
}

/// Over many seeded deals and contracts, every claim a robot declarer offers stands when it is
/// disputed.
#[test]
fn every_robot_claim_stands_before_the_judge() {
    let mut offered = 0;
    for seed in 0..20u64 {
        let deal = Deal::random(9_000 + seed);
        for (contract, declarer) in [
            ("3NT", Seat::South),
            ("4S", Seat::North),
            ("4H", Seat::East),
        ] {
            offered += all_stand(deal, contract, declarer);
        }
    }
    assert!(
        offered >= 20,
        "only {offered} claims offered: the test checks too little"
    );
}

/// When every imagined layout gave declarer the rest double dummy, the robots used to claim all
/// six remaining tricks here; the judge gave four (the line of the claim does not take a
/// finesse, Law 70E). Now the robot plays on until its claim is one the judge awards.
#[test]
fn a_claim_that_needs_more_than_the_stated_line_is_not_offered() {
    let deal =
        Deal::from_pbn("N:T752.J543.AQ.QT4 84.976.J95.AJ876 KQ963.KT.T842.93 AJ.AQ82.K763.K52")
            .unwrap();
    let found = offers(deal, "4S", Seat::North);
    assert!(found.iter().all(|(tricks, _)| *tricks < 6), "{found:?}");
    all_stand(deal, "4S", Seat::North);
}
