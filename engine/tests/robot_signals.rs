//! The defenders' attitude signal: a defender following to partner's lead with small cards the
//! search finds equal plays high with an honour and low without, and the sampler imagines
//! partner's hand accordingly.

use crate::common::{c, quick};
use bridge_engine::robot::sample::{Knowledge, Relaxed, Rng};
use bridge_engine::robot::{PlayConfig, PlayView, play_card};
use bridge_engine::{CardSet, Deal, Play, Seat, Suit};

const QUICK: PlayConfig = quick(11);

/// South declares 3NT; West leads ♠3 and dummy wins the ace: East, with `east`'s spades, is
/// the defender on turn. `deal` holds East's spades; the rest is fixed.
fn after_dummys_ace(deal: &str) -> Play {
    let deal: Deal = deal.parse().unwrap();
    let mut p = Play::new(deal, "3NT".parse().unwrap(), Seat::South);
    p.play(c("S3")).unwrap();
    p.play(c("SA")).unwrap();
    p
}

const WITH_KING: &str = "N:A74.KQJ2.KQ3.653 K82.543.J987.T94 JT9.A76.A54.AKQ8 Q653.T98.T62.J72";
const WITHOUT: &str = "N:A74.KQJ2.KQ3.653 982.543.J987.T94 KJT.A76.A54.AKQ8 Q653.T98.T62.J72";

#[test]
fn a_defender_encourages_with_the_master_and_discourages_without() {
    let p = after_dummys_ace(WITH_KING);
    let advice = play_card(&PlayView::new(&p, Seat::East), &QUICK);
    assert_eq!(advice.card, c("S8"), "{advice:?}");
    let p = after_dummys_ace(WITHOUT);
    let advice = play_card(&PlayView::new(&p, Seat::East), &QUICK);
    assert_eq!(advice.card, c("S2"), "{advice:?}");
}

/// West's layouts after East's card: every one keeps the signal's meaning.
fn east_spades_seen_by_west(deal: &str, east_card: &str) -> Vec<CardSet> {
    let mut p = after_dummys_ace(deal);
    p.play(c(east_card)).unwrap();
    let view = PlayView::new(&p, Seat::West);
    let knowledge = Knowledge::new(&view);
    let layouts = knowledge.sample(40, &mut Rng::new(5));
    assert_eq!(layouts.relaxed, Relaxed::Nothing);
    assert_eq!(layouts.hands.len(), 40);
    layouts
        .hands
        .iter()
        .map(|h| {
            h[Seat::East.index()]
                .or(view.played_by(Seat::East))
                .suit(Suit::Spades)
        })
        .collect()
}

#[test]
fn the_sampler_reads_partners_attitude() {
    let king = c("SK");
    let small = |s: &CardSet| s.iter().filter(|x| x.rank < c("ST").rank).count();
    // A high card: East holds a lower one only with the king (the only card that can
    // encourage here), and the king only with a lower one (or too few small cards to signal).
    let high = east_spades_seen_by_west(WITH_KING, "S8");
    for spades in &high {
        let lower = spades.iter().any(|x| x.rank < c("S8").rank);
        assert!(!lower || spades.contains(king), "{spades:?}");
        assert!(
            !spades.contains(king) || lower || small(spades) < 2,
            "{spades:?}"
        );
    }
    assert!(high.iter().any(|s| s.contains(king)));
    // The lowest card: East holds the king only when it had no other small card to play.
    let low = east_spades_seen_by_west(WITHOUT, "S2");
    for spades in &low {
        assert!(!spades.contains(king) || small(spades) < 2, "{spades:?}");
    }
    assert!(low.iter().any(|s| !s.contains(king)));
}
