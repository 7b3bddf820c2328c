//! Deals to practise (`bridge_engine::practice`): each type's condition on hand-checked deals,
//! and on every deal a type makes over many seeds.

use bridge_engine::practice::DealType::{self, *};
use bridge_engine::{Deal, Seat};

/// Hand-checked deals, read from South, and the types each meets.
const EXAMPLES: &[(&str, &str, &[DealType])] = &[
    (
        // Every hand 10 HCP; no side has eight cards of a suit.
        "flat",
        "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765",
        &[Any],
    ),
    (
        // South 17 HCP 3-3-4-3, North 10: 27 together, no major fit; East 13, West 0.
        "strong no-trump",
        "N:Q43.A52.K65.J654 JT98765.Q.QJ.AK9 AK2.KJ3.A432.Q32 .T98764.T987.T87",
        &[Any, Game, StrongestHand, NoTrump],
    ),
    (
        // South 25 HCP, North 12: 37.
        "slam",
        "N:J43.J52.QJ5.AK54 T9876.T9876.T9.Q AKQ2.AKQ.AK32.32 5.43.8764.JT9876",
        &[Any, Slam, StrongestHand],
    ),
    (
        // 20 HCP a side; North-South nine spades, East-West nine hearts; East holds 16.
        "competitive",
        "N:AJ43.54.K32.8765 T9.AKQ98.QJT.A94 KQ652.32.A54.K32 87.JT76.9876.QJT",
        &[Any, Competitive],
    ),
];

#[test]
fn hand_checked_deals_meet_exactly_their_types() {
    for (name, pbn, types) in EXAMPLES {
        let deal = Deal::from_pbn(pbn).unwrap();
        for t in DealType::ALL {
            assert_eq!(
                t.holds(&deal, Seat::South),
                types.contains(&t),
                "{name}: type {t}"
            );
        }
    }
}

#[test]
fn conditions_are_read_from_the_players_seat() {
    // The strong no-trump deal from North's seat: North (10 HCP) is not the strongest hand
    // and does not open 1NT; the side's values are the same.
    let deal = Deal::from_pbn(EXAMPLES[1].1).unwrap();
    assert!(DealType::Game.holds(&deal, Seat::North));
    assert!(!DealType::StrongestHand.holds(&deal, Seat::North));
    assert!(!DealType::NoTrump.holds(&deal, Seat::North));
    assert!(!DealType::Game.holds(&deal, Seat::East));
    assert!(DealType::StrongestHand.holds(&deal.rotated(1), Seat::West));
}

#[test]
fn every_deal_a_type_makes_meets_its_condition() {
    for t in DealType::ALL {
        for player in [Seat::South, Seat::West] {
            let mut worst = 0;
            for seed in 0..400u64 {
                let found = t.find(seed, player);
                assert!(t.holds(&found.deal, player), "{t} seed {seed}");
                assert_eq!(Deal::random(found.deal_seed), found.deal, "{t} seed {seed}");
                worst = worst.max(found.attempts);
            }
            // A bound far above the measured worst (slam: a few hundred), so a condition
            // made rare by mistake fails here.
            assert!(worst < 5_000, "{t}: {worst} deals looked at");
        }
    }
}

#[test]
fn a_type_and_seed_give_one_deal_and_types_do_not_share_deals() {
    assert_eq!(DealType::Any.deal(7, Seat::South), Deal::random(7));
    for t in DealType::ALL {
        assert_eq!(t.deal(99, Seat::South), t.deal(99, Seat::South));
        assert_ne!(t.deal(99, Seat::South), t.deal(100, Seat::South));
    }
    let game = DealType::Game.find(5, Seat::South);
    let notrump = DealType::NoTrump.find(5, Seat::South);
    assert_ne!(game.deal_seed, notrump.deal_seed);
}

#[test]
fn ids_read_back_and_unknown_ones_are_named() {
    for t in DealType::ALL {
        assert_eq!(t.id().parse::<DealType>(), Ok(t));
        assert!(t.name_key().starts_with("practice.deal_type."));
    }
    let err = "grand".parse::<DealType>().unwrap_err();
    assert!(err.to_string().contains("\"grand\""));
    assert!(err.to_string().contains("notrump"));
}

#[test]
fn ids_are_the_names_saves_write() {
    for t in DealType::ALL {
        assert_eq!(
            serde_json::to_string(&t).unwrap(),
            format!("\"{}\"", t.id())
        );
        assert!(t.desc_key().starts_with(t.name_key()));
    }
}

#[test]
fn a_practice_session_deals_its_type_and_a_change_keeps_the_deals_dealt() {
    use bridge_engine::save;
    use bridge_engine::session::{Session, SessionKind};
    let mut s = Session::new("p", SessionKind::Practice, 11);
    assert_eq!(s.table().unwrap().game().board().deal, Deal::random(11));
    // The deal at the table, not begun, is dealt again as a slam deal; so is the next.
    s.set_deal_type(Slam);
    assert_eq!(
        s.table().unwrap().game().board().deal,
        Slam.deal(11, Seat::South)
    );
    crate::common::play(&mut s, "7NT", Seat::South, 13);
    let second = s.table().unwrap().game().board().deal;
    assert_eq!(second, Slam.deal(12, Seat::South));
    // A deal begun stays at the table; the one after it is of the new type.
    let t = s.table_mut().unwrap();
    if t.robot_step().is_none() {
        t.human_action(bridge_engine::Action::Call(bridge_engine::Call::Pass))
            .unwrap();
    }
    s.set_deal_type(Game);
    assert_eq!(s.table().unwrap().game().board().deal, second);
    crate::common::play(&mut s, "3NT", Seat::South, 9);
    assert_eq!(
        s.table().unwrap().game().board().deal,
        Game.deal(13, Seat::South)
    );
    // The save keeps the type and loads as the same session (each deal checked at its point).
    let loaded = save::from_json(&save::to_json(&s)).unwrap();
    assert_eq!(loaded, s);
    assert_eq!(loaded.deal_type(), Game);
    assert_eq!(loaded.deals()[1].board().deal, second);
    // Other sessions keep any deal: their boards are the field's.
    let mut pairs = Session::new("q", SessionKind::pairs(8), 11);
    pairs.set_deal_type(Slam);
    assert_eq!(pairs.deal_type(), Any);
}
