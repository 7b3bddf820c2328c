//! Specific card-play situations, and the rule that a robot only uses what its seat can see.

use crate::common::c;
use bridge_engine::robot::{PlayView, choose_card};
use bridge_engine::{Card, Deal, Play, Seat};

/// A play of `deal` (PBN from North) in `contract` by `declarer`, after `cards`.
fn play(deal: &str, contract: &str, declarer: Seat, cards: &str) -> Play {
    let mut p = Play::new(
        Deal::from_pbn(deal).unwrap(),
        contract.parse().unwrap(),
        declarer,
    );
    for card in cards.split_whitespace() {
        p.play(c(card)).unwrap();
    }
    p
}

fn robot(p: &Play) -> (Card, String) {
    let seat = p.to_play().unwrap();
    let advice = choose_card(&PlayView::new(p, seat));
    assert!(p.check(advice.card).is_ok(), "illegal card {}", advice.card);
    (advice.card, advice.reason.key)
}

/// N ♠AK2 ♥AK2 ♦AQ3 ♣5432 · E ♠876 ♥876 ♦JT98 ♣876 · S ♠543 ♥543 ♦542 ♣AKQJ · W ♠QJT9 ♥QJT9 ♦K76 ♣T9
const FINESSE: &str = "N:AK2.AK2.AQ3.5432 876.876.JT98.876 543.543.542.AKQJ QJT9.QJT9.K76.T9";

#[test]
fn second_hand_low() {
    // 3NT by South; West leads a club, South wins and leads a low diamond.
    let p = play(FINESSE, "3NT", Seat::South, "CT C2 C6 CJ D2");
    let (card, reason) = robot(&p);
    assert_eq!(card, c("D6"), "{reason}");
}

#[test]
fn finesse_toward_the_tenace() {
    // West plays low on the diamond: dummy's queen is the finesse against the king.
    let p = play(FINESSE, "3NT", Seat::South, "CT C2 C6 CJ D2 D6");
    let (card, reason) = robot(&p);
    assert_eq!(card, c("DQ"), "{reason}");
}

#[test]
fn declarer_leads_toward_the_tenace() {
    // With the lead in hand and enough time, South leads low toward dummy's A-Q.
    let p = play(FINESSE, "6NT", Seat::South, "CT C2 C6 CJ");
    let (card, reason) = robot(&p);
    assert_eq!(card.suit, bridge_engine::Suit::Diamonds, "{card} {reason}");
    assert!(card.rank < bridge_engine::Rank::Ten, "{card} {reason}");
}

/// N ♠AK2 ♥AK2 ♦AK2 ♣Q543 · E ♠876 ♥876 ♦876 ♣KT92 · S ♠543 ♥543 ♦543 ♣A876 · W ♠QJT9 ♥QJT9 ♦QJT9 ♣J
const COVER: &str = "N:AK2.AK2.AK2.Q543 876.876.876.KT92 543.543.543.A876 QJT9.QJT9.QJT9.J";

#[test]
fn cover_an_honour_with_an_honour() {
    let p = play(COVER, "3NT", Seat::South, "SQ SA S6 S3 CQ");
    let (card, reason) = robot(&p);
    assert_eq!(card, c("CK"), "{reason}");
}

#[test]
fn do_not_cover_the_first_of_touching_honours() {
    // Dummy holds Q-J: covering the queen would only set up the jack.
    let deal = "N:AK2.AK2.AK2.QJ54 876.876.876.KT92 543.543.543.A876 QJT9.QJT9.QJT9.3";
    let p = play(deal, "3NT", Seat::South, "SQ SA S6 S3 CQ");
    let (card, reason) = robot(&p);
    assert_eq!(card, c("C2"), "{reason}");
}

/// N ♠432 ♥AK2 ♦543 ♣5432 · E ♠87 ♥876 ♦9876 ♣A987 · S ♠AKQ65 ♥543 ♦AK2 ♣K6 · W ♠JT9 ♥QJT9 ♦QJT ♣QJT
const TRUMPS: &str = "N:432.AK2.543.5432 87.876.9876.A987 AKQ65.543.AK2.K6 JT9.QJT9.QJT.QJT";

#[test]
fn draw_trumps() {
    let p = play(TRUMPS, "4S", Seat::South, "DQ D3 D6 DA");
    let (card, reason) = robot(&p);
    assert_eq!(card, c("SA"), "{reason}");
}

#[test]
fn opening_lead_top_of_a_sequence() {
    let p = play(TRUMPS, "4S", Seat::South, "");
    let (card, reason) = robot(&p);
    // West holds Q-J-10 in three suits: the lead is the queen of one of them.
    assert_eq!(card.rank, bridge_engine::Rank::Queen, "{reason}");
}

#[test]
fn opening_lead_fourth_best_at_no_trumps() {
    let deal = "N:AK5.AQ4.AK4.AQ54 Q8642.K32.J32.K3 973.765.765.JT92 JT.JT98.QT98.876";
    // East leads against 3NT by North.
    let p = play(deal, "3NT", Seat::North, "");
    let (card, reason) = robot(&p);
    assert_eq!(card, c("S4"), "{reason}");
}

#[test]
fn never_overtake_partners_winning_ace() {
    // West leads the ace of spades; East, holding the king, follows low.
    let deal = "N:Q32.AK2.AK2.5432 K54.876.876.9876 876.543.543.AKQJ AJT9.QJT9.QJT9.T";
    let p = play(deal, "3NT", Seat::South, "SA S2");
    let (card, reason) = robot(&p);
    assert_eq!(card, c("S4"), "{reason}");
}

#[test]
fn ruff_partners_loser_but_not_partners_winner() {
    // Hearts are trumps. West leads the ace of clubs, East (void) must not ruff it.
    let deal = "N:Q32.A2.AK3.65432 K654.876.876542.- 87.KQ543.T9.KQJ7 AJT9.JT9.QJ.AT98";
    let p = play(deal, "4H", Seat::South, "CA C2");
    let (card, reason) = robot(&p);
    assert_ne!(card.suit, bridge_engine::Suit::Hearts, "{card}: {reason}");
}
