//! Property tests of the session scorers: rubbers end, totals add up, the sides are symmetric,
//! matchpoints and back-score accounts balance, and sheets survive saving.

use bridge_engine::scoring::SheetTotals;
use bridge_engine::scoring::chicago::{
    ChicagoError, ChicagoScoring, ChicagoSettings, ChicagoSheet, Deals23Vulnerable,
};
use bridge_engine::scoring::honours::{Honours, HonoursClaim, HonoursKind};
use bridge_engine::scoring::matchpoints::{MatchpointScale, matchpoint};
use bridge_engine::scoring::rubber::{
    BackScore, RubberEntryKind, RubberError, RubberSettings, RubberSheet, RubberState, settle,
};
use bridge_engine::{AuctionResult, Bid, BoardResult, Contract, Doubling, Seat, Side, Strain};
use proptest::prelude::*;

/// A deal's result and honours: passed out about one time in eight.
fn deal() -> impl Strategy<Value = (BoardResult, Option<Honours>)> {
    (
        0u8..8,
        1u8..=7,
        0usize..5,
        0u8..3,
        0usize..4,
        0u8..=13,
        0u8..4,
        any::<bool>(),
    )
        .prop_map(|(pass, level, strain, dbl, decl, tricks, hon, ns)| {
            if pass == 0 {
                return (
                    BoardResult {
                        outcome: AuctionResult::PassedOut,
                        declarer_tricks: 0,
                    },
                    None,
                );
            }
            let strain = Strain::ALL[strain];
            let doubling =
                [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled][usize::from(dbl)];
            let bid = Bid::new(level, strain).expect("levels 1 to 7");
            let kind = match (hon, strain) {
                (1, Strain::NoTrump) => Some(HonoursKind::FourAces),
                (1, _) => Some(HonoursKind::FourTrumpHonours),
                (2, Strain::NoTrump) => None,
                (2, _) => Some(HonoursKind::FiveTrumpHonours),
                _ => None,
            };
            let side = if ns { Side::NorthSouth } else { Side::EastWest };
            (
                BoardResult {
                    outcome: AuctionResult::Contract {
                        contract: Contract::new(bid, doubling),
                        declarer: Seat::ALL[decl],
                    },
                    declarer_tricks: tricks,
                },
                kind.map(|kind| Honours { side, kind }),
            )
        })
}

/// The same deal with North-South and East-West exchanged (every seat moves one place on).
fn mirrored((result, honours): (BoardResult, Option<Honours>)) -> (BoardResult, Option<Honours>) {
    let outcome = match result.outcome {
        AuctionResult::PassedOut => AuctionResult::PassedOut,
        AuctionResult::Contract { contract, declarer } => AuctionResult::Contract {
            contract,
            declarer: declarer.next(),
        },
    };
    (
        BoardResult {
            outcome,
            declarer_tricks: result.declarer_tricks,
        },
        honours.map(|h| Honours {
            side: h.side.opponents(),
            kind: h.kind,
        }),
    )
}

fn claim(h: Option<Honours>) -> HonoursClaim {
    h.map_or(HonoursClaim::None, HonoursClaim::Claimed)
}

/// Plays deals into a rubber until it is over; returns the sheet.
fn rubber(deals: &[(BoardResult, Option<Honours>)], settings: RubberSettings) -> RubberSheet {
    let mut s = RubberSheet::new(settings, Seat::North);
    for (r, h) in deals {
        if s.record(*r, claim(*h)).is_err() {
            break;
        }
    }
    s
}

/// Entries as (side, kind, points, game, deal), with the sides exchanged when `swap`, sorted
/// (the unfinished-rubber bonuses of the two sides are written North-South first).
fn rubber_entries(s: &RubberSheet, swap: bool) -> Vec<String> {
    let mut v: Vec<String> = s
        .entries()
        .iter()
        .map(|e| {
            let side = if swap { e.side.opponents() } else { e.side };
            format!("{:?}", (e.deal, e.game, side, e.kind, e.points))
        })
        .collect();
    v.sort();
    v
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Every made game moves the rubber on; after at most three games it is over and refuses
    /// more deals.
    #[test]
    fn rubber_ends_after_at_most_three_games(deals in prop::collection::vec(deal(), 0..80)) {
        let mut s = RubberSheet::new(RubberSettings::default(), Seat::North);
        let mut games = 0;
        for (r, h) in &deals {
            let before = s.games_won(Side::NorthSouth) + s.games_won(Side::EastWest);
            match s.record(*r, claim(*h)) {
                Ok(_) => {}
                Err(e) => {
                    prop_assert_eq!(e, RubberError::Over);
                    prop_assert!(s.is_over());
                    continue;
                }
            }
            let after = s.games_won(Side::NorthSouth) + s.games_won(Side::EastWest);
            prop_assert!(after - before <= 1);
            games += u32::from(after - before);
            prop_assert!(games <= 3);
            let over = s.games_won(Side::NorthSouth) == 2 || s.games_won(Side::EastWest) == 2;
            prop_assert_eq!(s.is_over(), over);
            if games == 3 {
                prop_assert!(s.is_over());
            }
        }
        if let RubberState::Won(side) = s.state() {
            let bonus: Vec<u32> = s
                .entries()
                .iter()
                .filter(|e| e.kind == RubberEntryKind::RubberBonus)
                .map(|e| e.points)
                .collect();
            let expected = if s.games_won(side.opponents()) == 0 { 700 } else { 500 };
            prop_assert_eq!(bonus, vec![expected]);
        }
    }

    /// Game contracts made end the rubber within three deals, whoever makes them.
    #[test]
    fn made_games_end_the_rubber(declarers in prop::collection::vec(0usize..4, 3)) {
        let mut s = RubberSheet::new(RubberSettings::default(), Seat::North);
        for d in declarers {
            let r = BoardResult {
                outcome: AuctionResult::Contract {
                    contract: "3NT".parse().unwrap(),
                    declarer: Seat::ALL[d],
                },
                declarer_tricks: 9,
            };
            if s.is_over() {
                break;
            }
            s.record(r, HonoursClaim::None).unwrap();
        }
        prop_assert!(s.is_over());
    }

    /// Totals are the sums of the entries, above plus below the line; so is the net.
    #[test]
    fn rubber_totals_are_sums(
        deals in prop::collection::vec(deal(), 0..40),
        abandon in any::<bool>(),
    ) {
        let mut s = rubber(&deals, RubberSettings::default());
        if abandon {
            let _ = s.finish_unfinished();
        }
        for side in Side::ALL {
            let sum: u32 = s.entries().iter().filter(|e| e.side == side).map(|e| e.points).sum();
            prop_assert_eq!(s.total(side), sum);
            prop_assert_eq!(s.above_line(side) + s.below_line(side), sum);
            let by_game: u32 = (0..3).map(|g| s.below_line_in_game(side, g)).sum();
            prop_assert_eq!(by_game, s.below_line(side));
        }
        prop_assert_eq!(
            s.net(),
            i64::from(s.total(Side::NorthSouth)) - i64::from(s.total(Side::EastWest))
        );
        prop_assert!(s.entries().iter().all(|e| e.points > 0));
    }

    /// Exchanging North-South and East-West exchanges the sheet.
    #[test]
    fn rubber_is_symmetric(
        deals in prop::collection::vec(deal(), 0..40),
        honours in any::<bool>(),
        abandon in any::<bool>(),
    ) {
        let settings = RubberSettings { count_honours: honours };
        let mirror: Vec<_> = deals.iter().map(|d| mirrored(*d)).collect();
        let mut a = rubber(&deals, settings);
        let mut b = rubber(&mirror, settings);
        if abandon {
            let _ = a.finish_unfinished();
            let _ = b.finish_unfinished();
        }
        prop_assert_eq!(rubber_entries(&a, true), rubber_entries(&b, false));
        prop_assert_eq!(a.net(), -b.net());
        prop_assert_eq!(a.settlement(), -b.settlement());
        for side in Side::ALL {
            prop_assert_eq!(a.games_won(side), b.games_won(side.opponents()));
            prop_assert_eq!(
                a.vulnerability().is_vulnerable(side),
                b.vulnerability().is_vulnerable(side.opponents())
            );
        }
    }

    /// A saved sheet loads as the same sheet; undo then redo gives it back.
    #[test]
    fn rubber_round_trips(deals in prop::collection::vec(deal(), 1..30)) {
        let s = rubber(&deals, RubberSettings::default());
        let json = serde_json::to_string(&s).unwrap();
        let back: RubberSheet = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(&back, &s);
        let mut u = s.clone();
        if let Some(last) = u.undo() {
            u.record_deal(last).unwrap();
            prop_assert_eq!(u, s);
        }
    }

    /// Chicago: totals add up, and exchanging the sides together with the deals-2-and-3
    /// setting (which mirrors the vulnerability cycle) exchanges the sheet.
    #[test]
    fn chicago_is_symmetric_and_adds_up(
        deals in prop::collection::vec(deal(), 0..20),
        honours in any::<bool>(),
        duplicate in any::<bool>(),
    ) {
        let settings = |v| ChicagoSettings {
            deals_2_3_vulnerable: v,
            count_honours: honours,
            scoring: if duplicate { ChicagoScoring::Duplicate } else { ChicagoScoring::Standard },
        };
        let mut a = ChicagoSheet::new(settings(Deals23Vulnerable::NonDealer));
        let mut b = ChicagoSheet::new(settings(Deals23Vulnerable::Dealer));
        a.play_another_set();
        b.play_another_set();
        for d in &deals {
            let m = mirrored(*d);
            let ra = a.record(d.0, claim(d.1)).map(<[_]>::len);
            let rb = b.record(m.0, claim(m.1)).map(<[_]>::len);
            prop_assert_eq!(ra, rb);
            if ra == Err(ChicagoError::Over) {
                prop_assert!(a.deals_played() == 8);
            }
        }
        let flip = |s: &ChicagoSheet, swap: bool| -> Vec<_> {
            s.entries()
                .iter()
                .map(|e| (if swap { e.side.opponents() } else { e.side }, e.kind, e.points, e.deal))
                .collect()
        };
        prop_assert_eq!(flip(&a, true), flip(&b, false));
        for side in Side::ALL {
            let sum: u32 = a.entries().iter().filter(|e| e.side == side).map(|e| e.points).sum();
            prop_assert_eq!(a.total(side), sum);
            prop_assert_eq!(a.above_line(side) + a.below_line(side), sum);
        }
        let back: ChicagoSheet = serde_json::from_str(&serde_json::to_string(&a).unwrap()).unwrap();
        prop_assert_eq!(back, a);
    }

    /// On a board played n times the MPs of each direction sum to n(n-1) (2 per win), or half
    /// that with the 1 / ½ scale; E-W MPs are the N-S MPs of the negated scores.
    #[test]
    fn matchpoints_sum_per_direction(scores in prop::collection::vec(-3000i32..3000, 1..30)) {
        let n = scores.len() as f64;
        let ns = matchpoint(&scores, MatchpointScale::TwoPerWin);
        prop_assert_eq!(ns.iter().sum::<f64>(), n * (n - 1.0));
        let top = MatchpointScale::TwoPerWin.top(scores.len());
        let negated: Vec<i32> = scores.iter().map(|s| -s).collect();
        let ew = matchpoint(&negated, MatchpointScale::TwoPerWin);
        for (a, b) in ns.iter().zip(&ew) {
            prop_assert_eq!(top - a, *b);
            prop_assert!(*a >= 0.0 && *a <= top);
        }
        prop_assert_eq!(ew.iter().sum::<f64>(), n * (n - 1.0));
        let half = matchpoint(&scores, MatchpointScale::OnePerWin);
        prop_assert_eq!(half.iter().sum::<f64>(), n * (n - 1.0) / 2.0);
    }

    /// However partners change, the back-score accounts sum to zero.
    #[test]
    fn back_score_sums_to_zero(
        rubbers in prop::collection::vec((Just([0usize, 1, 2, 3, 4, 5]).prop_shuffle(), -5000i64..5000), 0..20),
    ) {
        let names = ["Ivan", "Peter", "Sergei", "Maxim", "Olga", "Anna"];
        let mut b = BackScore::new();
        for (order, points) in rubbers {
            let p = order.map(|i| names[i]);
            b.add_rubber([p[0], p[1]], [p[2], p[3]], settle(points)).unwrap();
            prop_assert_eq!(b.accounts().iter().map(|a| a.balance).sum::<i64>(), 0);
        }
    }

    /// Settlement rounds to the nearest hundred, 50 away from zero, symmetrically.
    #[test]
    fn settlement_rounds_to_nearest(points in -1_000_000i64..1_000_000) {
        let u = settle(points);
        prop_assert_eq!(u, -settle(-points));
        prop_assert!((points - 100 * u).abs() <= 50);
        if (points - 100 * u).abs() == 50 {
            prop_assert!(u.abs() * 100 > points.abs());
        }
    }
}
