//! The rule reference's rubber and Chicago examples played through sessions, deal by deal:
//! each deal is bid to its contract at the table and ended by a claim of its tricks.

use crate::common::play;
use bridge_engine::scoring::SheetTotals;
use bridge_engine::scoring::chicago::ChicagoSettings;
use bridge_engine::scoring::honours::honours;
use bridge_engine::scoring::rubber::RubberSettings;
use bridge_engine::session::{ScoreCard, Session, SessionKind};
use bridge_engine::table::Table;
use bridge_engine::{Call, Deal, Game, Seat, Side, Strain};

/// Deals in which nobody holds honours in any strain, so the examples' totals stand.
fn honour_free_deals(n: usize) -> Vec<Deal> {
    (0u64..)
        .map(Deal::random)
        .filter(|d| Strain::ALL.iter().all(|s| honours(d, *s).is_none()))
        .take(n)
        .collect()
}

#[test]
fn the_rubber_example_we_1690_they_880() {
    let kind = SessionKind::Rubber(RubberSettings::default());
    let mut s = Session::with_deals("rubber", kind, 0, honour_free_deals(9));
    let (we, they) = (Seat::North, Seat::East);
    play(&mut s, "2H", we, 10); // (a)
    play(&mut s, "4SX", they, 8); // (b)
    play(&mut s, "3NT", they, 10); // (c) their game
    let vul = s.table().unwrap().game().board().vulnerability;
    assert!(vul.is_vulnerable(Side::EastWest) && !vul.is_vulnerable(Side::NorthSouth));
    play(&mut s, "3S", they, 9); // (d)
    play(&mut s, "2D", they, 6); // (e) down 2 vulnerable
    play(&mut s, "6HX", we, 13); // (f) our game, their 90 cut off
    play(&mut s, "1NT", they, 8); // (g)
    play(&mut s, "3C", we, 9); // (h)
    assert!(!s.is_over());
    play(&mut s, "3H", they, 9); // (i) their second game
    assert!(s.is_over());
    assert!(s.table().is_none());
    let ScoreCard::Rubber(sheet) = s.score_card().unwrap() else {
        panic!("a rubber sheet")
    };
    assert_eq!(sheet.total(Side::NorthSouth), 1690);
    assert_eq!(sheet.total(Side::EastWest), 880);
    assert_eq!(sheet.net(), 810);
}

#[test]
fn the_chicago_example_east_west_win_by_80() {
    let kind = SessionKind::Chicago(ChicagoSettings::default());
    let mut s = Session::with_deals("chicago", kind, 0, honour_free_deals(5));
    play(&mut s, "2S", Seat::North, 10);
    play(&mut s, "1NT", Seat::East, 7);
    play(&mut s, "2H", Seat::East, 9);
    assert_eq!(s.table().unwrap().game().board().dealer, Seat::West);
    play(&mut s, "1NTX", Seat::North, 8);
    assert!(s.is_over());
    let ScoreCard::Chicago(sheet) = s.score_card().unwrap() else {
        panic!("a Chicago sheet")
    };
    assert_eq!(sheet.total(Side::NorthSouth), 550);
    assert_eq!(sheet.total(Side::EastWest), 630);
}

#[test]
fn a_passed_out_chicago_deal_is_redealt_by_the_same_dealer() {
    let kind = SessionKind::Chicago(ChicagoSettings::default());
    let mut s = Session::new("c", kind, 4);
    play(&mut s, "2S", Seat::North, 10);
    let dealer = s.table().unwrap().game().board().dealer;
    let board = *s.table().unwrap().game().board();
    let mut g = Game::new(board);
    for _ in 0..4 {
        g.call(Call::Pass).unwrap();
    }
    s.played_mut().unwrap().table = Some(Table::from_game(g, Seat::South));
    assert!(s.advance());
    let next = s.table().unwrap().game().board();
    assert_eq!(next.dealer, dealer);
    assert_ne!(next.deal, board.deal, "a new hand is dealt");
}

#[test]
fn an_abandoned_rubber_scores_the_unfinished_game() {
    let kind = SessionKind::Rubber(RubberSettings::default());
    let mut s = Session::with_deals("r", kind, 0, honour_free_deals(2));
    play(&mut s, "4S", Seat::North, 10);
    s.abandon();
    assert!(s.is_over());
    let ScoreCard::Rubber(sheet) = s.score_card().unwrap() else {
        panic!()
    };
    // 120 below, plus 300 for the one game of an unfinished rubber.
    assert_eq!(sheet.total(Side::NorthSouth), 420);
}
