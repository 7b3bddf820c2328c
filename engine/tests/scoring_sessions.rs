//! The worked examples of the rule reference, played through the session scorers deal by deal.

use bridge_engine::scoring::SheetTotals;
use bridge_engine::scoring::bam::{BamOutcome, board_outcome};
use bridge_engine::scoring::chicago::{
    ChicagoEntryKind, ChicagoScoring, ChicagoSettings, ChicagoSheet, Deals23Vulnerable,
    chicago_conditions,
};
use bridge_engine::scoring::honours::{Honours, HonoursClaim, HonoursKind};
use bridge_engine::scoring::matchpoints::{MatchpointScale, Traveller, matchpoint, session_totals};
use bridge_engine::scoring::minibridge::{
    MiniContract, MiniDeclarer, MiniError, MiniGoal, MiniScore, MinibridgeSheet,
    minibridge_declarer, minibridge_score,
};
use bridge_engine::scoring::rubber::{
    BackScore, BackScoreError, RubberEntryKind as K, RubberError, RubberSettings, RubberSheet,
    RubberState, settle,
};
use bridge_engine::scoring::russian::{RussianChicagoSheet, hcp_target};
use bridge_engine::scoring::vp::{BandedScale, VictoryPoints, VpScale, victory_points};
use bridge_engine::{AuctionResult, BoardResult, Seat, Side, Strain, Vulnerability};

const WE: Side = Side::NorthSouth;
const THEY: Side = Side::EastWest;

/// A result: `contract` ("4SX") by `declarer` ('N'…) taking `tricks`.
fn r(contract: &str, declarer: char, tricks: u8) -> BoardResult {
    BoardResult {
        outcome: AuctionResult::Contract {
            contract: contract.parse().unwrap(),
            declarer: declarer.to_string().parse().unwrap(),
        },
        declarer_tricks: tricks,
    }
}

const PASSED: BoardResult = BoardResult {
    outcome: AuctionResult::PassedOut,
    declarer_tricks: 0,
};

/// The new entries of a deal as (side, kind, points).
fn rec(sheet: &mut RubberSheet, result: BoardResult) -> Vec<(Side, K, u32)> {
    sheet
        .record(result, HonoursClaim::None)
        .unwrap()
        .iter()
        .map(|e| (e.side, e.kind, e.points))
        .collect()
}

// ---------------------------------------------------------------- rubber

/// The full rubber (a)–(i) of §6: We 1690, They 880, although They won the rubber.
#[test]
fn worked_rubber_a_to_i() {
    let mut s = RubberSheet::new(RubberSettings::default(), Seat::North);
    assert_eq!(s.vulnerability(), Vulnerability::None);

    // (a) We 2♥, 10 tricks.
    assert_eq!(
        rec(&mut s, r("2H", 'S', 10)),
        [(WE, K::TrickScore, 60), (WE, K::Overtricks, 60)]
    );
    // (b) They 4♠X, 8 tricks, not vulnerable: 100 + 200.
    assert_eq!(rec(&mut s, r("4SX", 'E', 8)), [(WE, K::Undertricks, 300)]);
    // (c) They 3NT, 10 tricks: game.
    assert_eq!(
        rec(&mut s, r("3NT", 'W', 10)),
        [(THEY, K::TrickScore, 100), (THEY, K::Overtricks, 30)]
    );
    assert_eq!(s.games_won(THEY), 1);
    assert_eq!(s.current_game(), 1);
    assert_eq!(s.part_score(WE), 0, "our 60 is ruled off");
    assert_eq!(s.below_line_in_game(WE, 0), 60);
    assert_eq!(s.vulnerability(), Vulnerability::EastWest);
    // (d) They 3♠, made exactly.
    assert_eq!(rec(&mut s, r("3S", 'E', 9)), [(THEY, K::TrickScore, 90)]);
    assert_eq!(s.part_score(THEY), 90);
    // (e) They 2♦, 6 tricks, vulnerable.
    assert_eq!(rec(&mut s, r("2D", 'W', 6)), [(WE, K::Undertricks, 200)]);
    // (f) We 6♥X, 13 tricks, not vulnerable: game, and their 90 is cut off.
    assert_eq!(
        rec(&mut s, r("6HX", 'N', 13)),
        [
            (WE, K::TrickScore, 360),
            (WE, K::Overtricks, 100),
            (WE, K::Insult, 50),
            (WE, K::Slam, 500)
        ]
    );
    assert_eq!((s.games_won(WE), s.games_won(THEY)), (1, 1));
    assert_eq!(s.part_score(THEY), 0);
    assert_eq!(s.vulnerability(), Vulnerability::Both);
    assert_eq!(s.current_game(), 2);
    // (g) They 1NT, 8 tricks.
    assert_eq!(
        rec(&mut s, r("1NT", 'E', 8)),
        [(THEY, K::TrickScore, 40), (THEY, K::Overtricks, 30)]
    );
    // (h) We 3♣, 9 tricks.
    assert_eq!(rec(&mut s, r("3C", 'S', 9)), [(WE, K::TrickScore, 60)]);
    assert!(!s.is_over());
    // (i) They 3♥, 9 tricks: 40 + 90 = 130, the second game, rubber 2-1.
    assert_eq!(
        rec(&mut s, r("3H", 'W', 9)),
        [(THEY, K::TrickScore, 90), (THEY, K::RubberBonus, 500)]
    );
    assert_eq!(s.state(), RubberState::Won(THEY));
    assert!(s.is_over());

    assert_eq!(s.total(WE), 1690);
    assert_eq!(s.total(THEY), 880);
    assert_eq!(s.net(), 810);
    assert_eq!(s.settlement(), 8);
    assert_eq!(s.below_line(WE), 60 + 360 + 60);
    assert_eq!(s.above_line(WE), 1690 - 480);
    // Every entry knows its game.
    let games: Vec<u8> = s.entries().iter().map(|e| e.game).collect();
    assert_eq!(games, [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2]);
    // Nine deals, dealer rotating from North.
    assert_eq!(s.deals().len(), 9);
    assert_eq!(s.dealer(), Seat::East);
    assert_eq!(
        s.record(r("1C", 'N', 7), HonoursClaim::None),
        Err(RubberError::Over)
    );
    assert_eq!(s.finish_unfinished(), Err(RubberError::Over));

    // The sheet survives local storage and undo.
    let json = serde_json::to_string(&s).unwrap();
    let back: RubberSheet = serde_json::from_str(&json).unwrap();
    assert_eq!(back, s);
    let mut u = s.clone();
    assert_eq!(u.undo().map(|d| d.result), Some(r("3H", 'W', 9)));
    assert!(!u.is_over());
    assert_eq!(u.total(THEY), 880 - 590);
}

#[test]
fn rubber_two_nil_and_passed_out_deals() {
    let mut s = RubberSheet::new(RubberSettings::default(), Seat::West);
    rec(&mut s, PASSED);
    assert_eq!(
        s.dealer(),
        Seat::North,
        "the next dealer deals after a pass-out"
    );
    assert_eq!(rec(&mut s, r("4S", 'N', 10)), [(WE, K::TrickScore, 120)]);
    // Vulnerable now: one down is 100.
    assert_eq!(rec(&mut s, r("3NT", 'S', 8)), [(THEY, K::Undertricks, 100)]);
    assert_eq!(
        rec(&mut s, r("5C", 'S', 11)),
        [(WE, K::TrickScore, 100), (WE, K::RubberBonus, 700)]
    );
    assert_eq!(s.state(), RubberState::Won(WE));
    assert_eq!(s.net(), 920 - 100);
    assert_eq!(s.settlement(), 8);
}

#[test]
fn unfinished_rubbers() {
    // One game to We, part-scores to both in the unfinished game: 300 only.
    let mut s = RubberSheet::new(RubberSettings::default(), Seat::North);
    rec(&mut s, r("3NT", 'N', 9));
    rec(&mut s, r("2S", 'N', 8));
    rec(&mut s, r("2H", 'E', 8));
    let end: Vec<_> = s
        .finish_unfinished()
        .unwrap()
        .iter()
        .map(|e| (e.side, e.kind, e.points, e.deal))
        .collect();
    assert_eq!(end, [(WE, K::UnfinishedGame, 300, None)]);
    assert_eq!(s.state(), RubberState::Unfinished);
    assert_eq!(
        s.record(r("1C", 'N', 7), HonoursClaim::None),
        Err(RubberError::Over)
    );
    // Saved and loaded, the ending is kept.
    let back: RubberSheet = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
    assert_eq!(back, s);
    // Undoing the ending reopens the rubber.
    let mut u = s.clone();
    assert_eq!(u.undo(), None);
    assert_eq!(u.state(), RubberState::InProgress);
    assert_eq!(u.deals().len(), 3);

    // Only They have a part-score: 100 to them, and 300 to each side with a game.
    let mut s = RubberSheet::new(RubberSettings::default(), Seat::North);
    rec(&mut s, r("4H", 'N', 10));
    rec(&mut s, r("5D", 'E', 11));
    rec(&mut s, r("1NT", 'W', 7));
    let end: Vec<_> = s
        .finish_unfinished()
        .unwrap()
        .iter()
        .map(|e| (e.side, e.kind, e.points))
        .collect();
    assert_eq!(
        end,
        [
            (WE, K::UnfinishedGame, 300),
            (THEY, K::UnfinishedGame, 300),
            (THEY, K::UnfinishedPartScore, 100)
        ]
    );

    // Nothing at all: nothing scored.
    let mut s = RubberSheet::new(RubberSettings::default(), Seat::North);
    assert!(s.finish_unfinished().unwrap().is_empty());
}

#[test]
fn rubber_honours_and_the_setting() {
    // North holds ♠AKQJ: 100 to We on a spade contract even when They declare it.
    let deal = "N:AKQJ.A98.765.A32 T98.K765.432.KQJ 765.QJT2.AKQJ.T9 432.43.T98.87654"
        .parse()
        .unwrap();
    let mut s = RubberSheet::new(RubberSettings::default(), Seat::North);
    let e: Vec<_> = s
        .record(r("2S", 'E', 7), HonoursClaim::FromDeal(deal))
        .unwrap()
        .iter()
        .map(|e| (e.side, e.kind, e.points))
        .collect();
    assert_eq!(e, [(WE, K::Undertricks, 50), (WE, K::Honours, 100)]);
    // A claim of four aces at no-trumps by the defenders: 150.
    let aces = Honours {
        side: THEY,
        kind: HonoursKind::FourAces,
    };
    let e: Vec<_> = s
        .record(r("1NT", 'N', 7), HonoursClaim::Claimed(aces))
        .unwrap()
        .iter()
        .map(|e| (e.side, e.kind, e.points))
        .collect();
    assert_eq!(e, [(WE, K::TrickScore, 40), (THEY, K::Honours, 150)]);
    // Four aces cannot be held in a suit contract.
    assert!(matches!(
        s.record(r("1H", 'N', 7), HonoursClaim::Claimed(aces)),
        Err(RubberError::Honours(_))
    ));
    assert_eq!(s.deals().len(), 2);
    assert_eq!(s.total(WE), 190);
    assert_eq!(s.total(THEY), 150);

    // Switching honours off rescores the rubber; switching back restores them.
    s.set_settings(RubberSettings {
        count_honours: false,
    });
    assert_eq!((s.total(WE), s.total(THEY)), (90, 0));
    assert!(s.entries().iter().all(|e| e.kind != K::Honours));
    s.set_settings(RubberSettings::default());
    assert_eq!((s.total(WE), s.total(THEY)), (190, 150));
}

#[test]
fn rubber_rejects_impossible_results() {
    let mut s = RubberSheet::new(RubberSettings::default(), Seat::North);
    assert_eq!(
        s.record(r("1C", 'N', 14), HonoursClaim::None),
        Err(RubberError::TooManyTricks(14))
    );
    assert!(s.deals().is_empty());
    assert!(serde_json::from_str::<RubberSheet>("{\"nonsense\":1}").is_err());
}

#[test]
fn settlement_rounds_fifty_up() {
    assert_eq!(settle(950), 10);
    assert_eq!(settle(940), 9);
    assert_eq!(settle(50), 1);
    assert_eq!(settle(49), 0);
    assert_eq!(settle(-950), -10);
    assert_eq!(settle(-940), -9);
    assert_eq!(settle(810), 8);
    assert_eq!(settle(0), 0);
    assert_eq!(settle(i64::MIN), -92_233_720_368_547_758);
}

/// 001-L: Ivan −13/−6, Peter −13/−20, Sergei +13/+6, Maxim +13/+20. In the first rubber
/// Sergei and Maxim beat Ivan and Peter by 13; in the second Ivan and Maxim beat Peter and
/// Sergei by 7 (the only result that gives the second column).
#[test]
fn back_score_running_accounts() {
    let mut b = BackScore::new();
    b.add_rubber(["Ivan", "Peter"], ["Sergei", "Maxim"], -13)
        .unwrap();
    let first: Vec<(String, i64)> = b
        .accounts()
        .iter()
        .map(|a| (a.name.clone(), a.balance))
        .collect();
    assert_eq!(
        first,
        [
            ("Ivan".to_string(), -13),
            ("Peter".to_string(), -13),
            ("Sergei".to_string(), 13),
            ("Maxim".to_string(), 13)
        ]
    );
    b.add_rubber(["Ivan", "Maxim"], ["Peter", "Sergei"], 7)
        .unwrap();
    assert_eq!(b.balance("Ivan"), Some(-6));
    assert_eq!(b.balance("Peter"), Some(-20));
    assert_eq!(b.balance("Sergei"), Some(6));
    assert_eq!(b.balance("Maxim"), Some(20));
    assert_eq!(b.balance("Olga"), None);
    assert_eq!(b.accounts().iter().map(|a| a.balance).sum::<i64>(), 0);

    assert_eq!(
        b.add_rubber(["Ivan", "Ivan"], ["Peter", "Sergei"], 1),
        Err(BackScoreError::SamePlayerTwice("Ivan".into()))
    );
    assert_eq!(
        b.add_rubber(["Ivan", ""], ["Peter", "Sergei"], 1),
        Err(BackScoreError::EmptyName)
    );
    let in_progress = RubberSheet::new(RubberSettings::default(), Seat::North);
    assert_eq!(
        b.add_sheet(["Ivan", "Olga"], ["Peter", "Sergei"], &in_progress),
        Err(BackScoreError::RubberNotOver)
    );
    // A new player joins with a sheet: We 1690 − They 880 → +8 each to North-South.
    let mut s = RubberSheet::new(RubberSettings::default(), Seat::North);
    for (c, d, t) in [
        ("2H", 'S', 10),
        ("4SX", 'E', 8),
        ("3NT", 'W', 10),
        ("3S", 'E', 9),
        ("2D", 'W', 6),
        ("6HX", 'N', 13),
        ("1NT", 'E', 8),
        ("3C", 'S', 9),
        ("3H", 'W', 9),
    ] {
        rec(&mut s, r(c, d, t));
    }
    b.add_sheet(["Olga", "Peter"], ["Ivan", "Maxim"], &s)
        .unwrap();
    assert_eq!(b.balance("Olga"), Some(8));
    assert_eq!(b.balance("Peter"), Some(-12));
    assert_eq!(b.balance("Maxim"), Some(12));
    assert_eq!(b.accounts().iter().map(|a| a.balance).sum::<i64>(), 0);
    let back: BackScore = serde_json::from_str(&serde_json::to_string(&b).unwrap()).unwrap();
    assert_eq!(back, b);
}

// ---------------------------------------------------------------- Chicago

fn chic(sheet: &mut ChicagoSheet, result: BoardResult) -> Vec<(Side, ChicagoEntryKind, u32)> {
    sheet
        .record(result, HonoursClaim::None)
        .unwrap()
        .iter()
        .map(|e| (e.side, e.kind, e.points))
        .collect()
}

#[test]
fn chicago_cycle_and_setting() {
    use Vulnerability::*;
    let non_dealer = [
        (1, 'N', None),
        (2, 'E', NorthSouth),
        (3, 'S', EastWest),
        (4, 'W', Both),
    ];
    for (deal, dealer, vul) in non_dealer {
        let (d, v) = chicago_conditions(deal, Deals23Vulnerable::NonDealer);
        assert_eq!((d.letter(), v), (dealer, vul));
        assert_eq!(
            chicago_conditions(deal + 4, Deals23Vulnerable::NonDealer),
            (d, v)
        );
    }
    assert_eq!(chicago_conditions(2, Deals23Vulnerable::Dealer).1, EastWest);
    assert_eq!(
        chicago_conditions(3, Deals23Vulnerable::Dealer).1,
        NorthSouth
    );
    assert_eq!(chicago_conditions(0, Deals23Vulnerable::Dealer).1, Both);
    assert_eq!(
        chicago_conditions(u32::MAX, Deals23Vulnerable::NonDealer),
        (Seat::South, EastWest)
    );
}

/// §7: N-S 550, E-W 630, E-W win by 80.
#[test]
fn worked_chicago() {
    use ChicagoEntryKind as C;
    let mut s = ChicagoSheet::new(ChicagoSettings::default());
    assert_eq!(
        (s.dealer(), s.vulnerability()),
        (Seat::North, Vulnerability::None)
    );
    // 1. N-S 2♠, 10 tricks.
    assert_eq!(
        chic(&mut s, r("2S", 'N', 10)),
        [(WE, C::TrickScore, 60), (WE, C::Overtricks, 60)]
    );
    // A pass-out is redealt by the same dealer and does not count.
    assert_eq!(s.dealer(), Seat::East);
    assert!(chic(&mut s, PASSED).is_empty());
    assert_eq!(
        (s.dealer(), s.vulnerability()),
        (Seat::East, Vulnerability::NorthSouth)
    );
    assert_eq!(s.deals_played(), 1);
    // 2. E-W 1NT exactly.
    assert_eq!(chic(&mut s, r("1NT", 'E', 7)), [(THEY, C::TrickScore, 40)]);
    assert_eq!((s.part_score(WE), s.part_score(THEY)), (60, 40));
    // 3. E-W 2♥, 9 tricks: 100 below, game, vulnerable on deal 3 → 500; N-S's 60 is wiped.
    assert_eq!(s.vulnerability(), Vulnerability::EastWest);
    assert_eq!(
        chic(&mut s, r("2H", 'W', 9)),
        [
            (THEY, C::TrickScore, 60),
            (THEY, C::Overtricks, 30),
            (THEY, C::GameBonus, 500)
        ]
    );
    assert_eq!((s.part_score(WE), s.part_score(THEY)), (0, 0));
    // 4. N-S 1NTX, 8 tricks, both vulnerable: +100 for the deal-4 part-score.
    assert_eq!(
        chic(&mut s, r("1NTX", 'S', 8)),
        [
            (WE, C::TrickScore, 80),
            (WE, C::Overtricks, 200),
            (WE, C::Insult, 50),
            (WE, C::PartScoreBonus, 100)
        ]
    );
    assert!(s.is_over());
    assert_eq!(s.total(WE), 550);
    assert_eq!(s.total(THEY), 630);
    assert_eq!(s.net(), -80);
    assert_eq!(
        s.record(r("1C", 'N', 7), HonoursClaim::None).err(),
        Some(bridge_engine::scoring::chicago::ChicagoError::Over)
    );

    let back: ChicagoSheet = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
    assert_eq!(back, s);

    // Another set: the cycle starts again and nothing carries over.
    s.play_another_set();
    assert_eq!(
        (s.dealer(), s.vulnerability(), s.next_deal()),
        (Seat::North, Vulnerability::None, 5)
    );
    assert_eq!((s.part_score(WE), s.part_score(THEY)), (0, 0));
    assert_eq!(
        chic(&mut s, r("3NT", 'N', 9)),
        [(WE, C::TrickScore, 100), (WE, C::GameBonus, 300)]
    );

    // With the dealer-vulnerable setting E-W are not vulnerable on deal 3: game bonus 300.
    let mut s = ChicagoSheet::new(ChicagoSettings {
        deals_2_3_vulnerable: Deals23Vulnerable::Dealer,
        ..ChicagoSettings::default()
    });
    for (c, d, t) in [
        ("2S", 'N', 10),
        ("1NT", 'E', 7),
        ("2H", 'W', 9),
        ("1NTX", 'S', 8),
    ] {
        chic(&mut s, r(c, d, t));
    }
    assert_eq!((s.total(WE), s.total(THEY)), (550, 430));
}

#[test]
fn chicago_deal_four_completing_a_game_gets_the_game_bonus_only() {
    use ChicagoEntryKind as C;
    let mut s = ChicagoSheet::new(ChicagoSettings::default());
    chic(&mut s, r("2S", 'N', 8));
    chic(&mut s, r("1H", 'E', 6));
    chic(&mut s, r("1C", 'W', 7));
    // 60 + 40 completes a game on deal 4 (vulnerable): 500, no 100.
    assert_eq!(
        chic(&mut s, r("1NT", 'N', 7)),
        [(WE, C::TrickScore, 40), (WE, C::GameBonus, 500)]
    );
    // The failed 1♥ was 50 to N-S (not vulnerable on deal 2 for E-W).
    assert_eq!(s.total(WE), 60 + 50 + 40 + 500);
    assert_eq!(s.total(THEY), 20);
}

#[test]
fn chicago_duplicate_style_and_honours() {
    use ChicagoEntryKind as C;
    let dup = ChicagoSettings {
        scoring: ChicagoScoring::Duplicate,
        count_honours: true,
        ..ChicagoSettings::default()
    };
    let mut s = ChicagoSheet::new(dup);
    let aces = Honours {
        side: WE,
        kind: HonoursKind::FourAces,
    };
    assert_eq!(
        s.record(r("2S", 'N', 10), HonoursClaim::None)
            .unwrap()
            .iter()
            .map(|e| (e.kind, e.points))
            .collect::<Vec<_>>(),
        [
            (C::TrickScore, 60),
            (C::Overtricks, 60),
            (C::PartScoreBonus, 50)
        ]
    );
    // No carry-over: 40 more is another part-score, and honours never count here.
    let e: Vec<_> = s
        .record(r("1NT", 'N', 7), HonoursClaim::Claimed(aces))
        .unwrap()
        .iter()
        .map(|e| (e.kind, e.points))
        .collect();
    assert_eq!(e, [(C::TrickScore, 40), (C::PartScoreBonus, 50)]);
    // Deal 3, N-S not vulnerable: game 300.
    assert_eq!(
        chic(&mut s, r("4H", 'S', 10)),
        [(WE, C::TrickScore, 120), (WE, C::GameBonus, 300)]
    );
    assert_eq!(s.part_score(WE), 0);

    // Standard scoring with honours on counts them; off (the default) it does not.
    let mut on = ChicagoSheet::new(ChicagoSettings {
        count_honours: true,
        ..ChicagoSettings::default()
    });
    on.record(r("1NT", 'N', 7), HonoursClaim::Claimed(aces))
        .unwrap();
    assert_eq!(on.total(WE), 190);
    on.set_settings(ChicagoSettings::default());
    assert_eq!(on.total(WE), 40);
    assert_eq!(on.undo().map(|d| d.result), Some(r("1NT", 'N', 7)));
    assert_eq!(on.total(WE), 0);
}

// ---------------------------------------------------------------- Russian

#[test]
fn russian_targets() {
    assert_eq!(hcp_target(20, false), Some(0));
    assert_eq!(hcp_target(24, true), Some(290));
    assert_eq!(hcp_target(24, false), Some(200));
    assert_eq!(hcp_target(35, false), Some(1100));
    assert_eq!(hcp_target(35, true), Some(1650));
    assert_eq!(hcp_target(37, true), Some(1950));
    assert_eq!(hcp_target(40, false), Some(1300));
    assert_eq!(hcp_target(19, false), None);
    assert_eq!(hcp_target(41, false), None);
}

/// §7: example 2 on deal 1 (+10 IMPs), then example 1 on deal 2 (−3 for E-W when the dealer's
/// side is vulnerable, −1 with the default non-dealer pattern).
#[test]
fn russian_chicago_examples() {
    for (setting, ew_imps) in [
        (Deals23Vulnerable::Dealer, -3),
        (Deals23Vulnerable::NonDealer, -1),
    ] {
        let mut s = RussianChicagoSheet::new(setting);
        // Deal 1: N-S hold 18, bid and make 4♠ = 420; E-W's target (22, NV) is 70.
        let d1 = s.record(r("4S", 'N', 10), 18).unwrap().unwrap();
        assert_eq!(d1.target_side, Some(THEY));
        assert_eq!(d1.target, 70);
        assert_eq!(d1.north_south_difference, 490);
        assert_eq!(d1.north_south_imps, 10);
        // A pass-out is redealt and does not count.
        assert_eq!(s.record(PASSED, 30).unwrap(), None);
        assert_eq!(s.dealer(), Seat::East);
        // Deal 2: E-W 3♥ making 10 with 24 HCP: 170 against a target of 290 (or 200).
        let d2 = s.record(r("3H", 'E', 10), 16).unwrap().unwrap();
        assert_eq!(d2.north_south_score, -170);
        assert_eq!(-d2.north_south_imps, ew_imps);
        assert_eq!(s.north_south_imps(), 10 - ew_imps);
        let back: RussianChicagoSheet =
            serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
        assert_eq!(back, s);
    }
    let mut s = RussianChicagoSheet::new(Deals23Vulnerable::NonDealer);
    assert!(s.record(r("4S", 'N', 10), 41).is_err());
    // 20-20: no target.
    let even = s.record(r("1NT", 'N', 7), 20).unwrap().unwrap();
    assert_eq!((even.target_side, even.north_south_imps), (None, 3));
}

// ---------------------------------------------------------------- VPs, BAM

#[test]
fn victory_points_default_and_replaceable() {
    assert_eq!(
        victory_points(15),
        VictoryPoints {
            ours: 13.0,
            theirs: 7.0
        }
    );
    assert_eq!(victory_points(-15).ours, 7.0);

    /// A scale that only knows winning and losing.
    struct WinLose;
    impl VpScale for WinLose {
        fn victory_points(&self, m: i32) -> VictoryPoints {
            let w = f64::from(u8::from(m > 0)) + if m == 0 { 0.5 } else { 0.0 };
            VictoryPoints {
                ours: w,
                theirs: 1.0 - w,
            }
        }
    }
    let scales: [&dyn VpScale; 2] = [&BandedScale::default(), &WinLose];
    assert_eq!(scales.map(|s| s.victory_points(15).ours), [13.0, 1.0]);
}

#[test]
fn board_a_match_compares_totals() {
    assert_eq!(board_outcome(420, 420), BamOutcome::Tie);
    assert_eq!(board_outcome(450, 420), BamOutcome::Win);
    assert_eq!(board_outcome(-50, -100), BamOutcome::Win);
    assert_eq!(board_outcome(-100, -50).points(), 0.0);
}

// ---------------------------------------------------------------- matchpoints

/// The seven-pair traveller of §8.3, scored from contracts and tricks.
#[test]
fn seven_pair_traveller() {
    let rows = [
        (1, 8, "4S", 'N', 10, 420, 5.0, 7.0),
        (2, 13, "3NT", 'S', 10, 430, 8.0, 4.0),
        (3, 11, "5CX", 'E', 8, 500, 12.0, 0.0),
        (4, 9, "4S", 'N', 10, 420, 5.0, 7.0),
        (5, 14, "4S", 'N', 11, 450, 10.0, 2.0),
        (6, 12, "5S", 'N', 10, -50, 0.0, 12.0),
        (7, 10, "3S", 'N', 10, 170, 2.0, 10.0),
    ];
    let mut t = Traveller::for_board(1, MatchpointScale::default());
    assert_eq!(t.vulnerability(), Vulnerability::None);
    for (ns, ew, c, d, tricks, ..) in rows {
        t.add(ns, ew, r(c, d, tricks)).unwrap();
    }
    assert_eq!(t.top(), 12.0);
    assert_eq!(t.percentage(9.0), Some(75.0));
    for (row, (ns, ew, c, d, tricks, score, ns_mp, ew_mp)) in t.rows().iter().zip(rows) {
        assert_eq!(
            (row.north_south_pair, row.east_west_pair, row.tricks()),
            (ns, ew, tricks)
        );
        assert_eq!(row.contract(), Some(c.parse().unwrap()));
        assert_eq!(row.declarer().map(|s| s.letter()), Some(d));
        assert_eq!(row.north_south_score, score, "pair {ns}");
        assert_eq!(
            (row.north_south_mp, row.east_west_mp),
            (ns_mp, ew_mp),
            "pair {ns}"
        );
    }
    let back: Traveller = serde_json::from_str(&serde_json::to_string(&t).unwrap()).unwrap();
    assert_eq!(back, t);

    // The 1 / ½ convention halves everything.
    let scores: Vec<i32> = rows.iter().map(|r| r.5).collect();
    assert_eq!(
        matchpoint(&scores, MatchpointScale::OnePerWin),
        [2.5, 4.0, 6.0, 2.5, 5.0, 0.0, 1.0]
    );
    // A pair cannot appear twice, nor play itself.
    assert!(t.add(1, 20, r("1C", 'N', 7)).is_err());
    assert!(t.add(30, 30, r("1C", 'N', 7)).is_err());
    assert!(t.add(30, 31, r("1C", 'N', 14)).is_err());
}

#[test]
fn session_percentages() {
    let mut b1 = Traveller::for_board(1, MatchpointScale::default());
    b1.add(1, 4, r("4S", 'N', 10)).unwrap(); // +420
    b1.add(2, 5, r("4S", 'N', 9)).unwrap(); // −50
    b1.add(3, 6, r("3S", 'N', 10)).unwrap(); // +170
    let mut b2 = Traveller::for_board(2, MatchpointScale::default());
    b2.add(1, 5, r("3NT", 'E', 9)).unwrap(); // −400 for N-S (E-W not vulnerable)
    b2.add(2, 6, PASSED).unwrap(); // 0
    b2.add(3, 4, r("2H", 'E', 7)).unwrap(); // +50 (E-W not vulnerable, one down)
    let totals = session_totals(&[b1, b2]);
    let get = |p: u32| totals.iter().find(|t| t.pair == p).unwrap();
    // Pair 1: top on board 1 (4), bottom on board 2 (0): 4 of 8.
    assert_eq!((get(1).matchpoints, get(1).maximum), (4.0, 8.0));
    assert_eq!(get(1).percentage, Some(50.0));
    // Pair 5 (E-W): board 1 top for E-W (4), board 2 top for E-W (4): 100 %.
    assert_eq!(get(5).percentage, Some(100.0));
    assert_eq!(totals[0].pair, 5);
    // Each board gives n(n-1) = 6 MPs per direction.
    let sum: f64 = totals.iter().map(|t| t.matchpoints).sum();
    assert_eq!(sum, 2.0 * 2.0 * 6.0);
}

// ---------------------------------------------------------------- minibridge

#[test]
fn minibridge_declarer_from_points() {
    use MiniDeclarer::*;
    // N-S 22: South has more.
    assert_eq!(
        minibridge_declarer(Seat::North, [10, 8, 12, 10]),
        Ok(Declarer(Seat::South))
    );
    // 12 each: the one who spoke first from the dealer (East deals: South before North).
    assert_eq!(
        minibridge_declarer(Seat::East, [12, 8, 12, 8]),
        Ok(Declarer(Seat::South))
    );
    assert_eq!(
        minibridge_declarer(Seat::North, [12, 8, 12, 8]),
        Ok(Declarer(Seat::North))
    );
    assert_eq!(
        minibridge_declarer(Seat::South, [4, 13, 6, 17]),
        Ok(Declarer(Seat::West))
    );
    assert_eq!(
        minibridge_declarer(Seat::North, [10, 10, 10, 10]),
        Ok(Redeal)
    );
    assert_eq!(
        minibridge_declarer(Seat::North, [10, 10, 10, 11]),
        Err(MiniError::WrongTotal(41))
    );
    assert!(minibridge_declarer(Seat::North, [u32::MAX, 1, 0, 0]).is_err());
}

#[test]
fn minibridge_test_vectors() {
    let nt = MiniContract {
        goal: MiniGoal::PartScore,
        strain: Strain::NoTrump,
    };
    let hearts = MiniContract {
        goal: MiniGoal::Game,
        strain: Strain::Hearts,
    };
    let made = |p| MiniScore {
        declarer_side: p,
        opponents: 0,
    };
    let down = |p| MiniScore {
        declarer_side: 0,
        opponents: p,
    };
    assert_eq!(minibridge_score(nt, 7), Ok(made(90)));
    assert_eq!(minibridge_score(nt, 10), Ok(made(180)));
    assert_eq!(minibridge_score(nt, 5), Ok(down(100)));
    assert_eq!(minibridge_score(hearts, 10), Ok(made(420)));
    assert_eq!(minibridge_score(hearts, 11), Ok(made(450)));
    assert_eq!(minibridge_score(hearts, 7), Ok(down(150)));
    assert_eq!(
        minibridge_score(hearts, 14),
        Err(MiniError::TooManyTricks(14))
    );
    let minor_game = MiniContract {
        goal: MiniGoal::Game,
        strain: Strain::Clubs,
    };
    assert_eq!(minibridge_score(minor_game, 10), Ok(down(50)));
    assert_eq!(minibridge_score(minor_game, 11), Ok(made(400)));

    let mut sheet = MinibridgeSheet::new();
    sheet.record(Seat::North, nt, 10).unwrap();
    sheet.record(Seat::East, hearts, 7).unwrap();
    sheet.record(Seat::West, hearts, 11).unwrap();
    assert!(sheet.record(Seat::West, hearts, 14).is_err());
    assert_eq!(sheet.total(WE), 180 + 150);
    assert_eq!(sheet.total(THEY), 450);
    let back: MinibridgeSheet =
        serde_json::from_str(&serde_json::to_string(&sheet).unwrap()).unwrap();
    assert_eq!(back, sheet);
}
