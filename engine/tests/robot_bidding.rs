//! Table-driven tests of the bidding robot: specific hands and auctions give specific calls.

use crate::common::auction;
use bridge_engine::msg::{Arg, Msg};
use bridge_engine::robot::{Force, choose_call, explain_call};
use bridge_engine::{Auction, Call, CardSet, Seat, Vulnerability};

/// (what, hand, dealer, auction so far, expected call)
const CASES: &[(&str, &str, Seat, &str, &str)] = &[
    // Openings.
    (
        "15-17 balanced opens 1NT",
        "AQ2.KJ3.Q54.A432",
        Seat::North,
        "",
        "1NT",
    ),
    (
        "20-21 balanced opens 2NT",
        "AKQ2.KJ3.AQ4.Q32",
        Seat::North,
        "",
        "2NT",
    ),
    ("22+ opens 2C", "AKQJ2.AKQ.AK4.32", Seat::North, "", "2C"),
    ("five-card major", "AKJ32.K32.Q54.32", Seat::North, "", "1S"),
    (
        "five-five majors: spades first",
        "AKJ32.KQ432.5.32",
        Seat::North,
        "",
        "1S",
    ),
    ("longer minor", "A2.K32.Q5.AJ8432", Seat::North, "", "1C"),
    (
        "4-4 minors open 1D",
        "32.K32.KJ54.AJ84",
        Seat::North,
        "",
        "1D",
    ),
    ("weak two", "KQJ932.32.432.32", Seat::North, "", "2S"),
    (
        "weak two in hearts",
        "32.AQT932.432.32",
        Seat::East,
        "P",
        "2H",
    ),
    (
        "three-level preempt",
        "KQJ9832.32.432.2",
        Seat::North,
        "",
        "3S",
    ),
    ("too weak to open", "J932.Q32.432.K32", Seat::North, "", "P"),
    // Over 1NT.
    ("Stayman", "KJ32.Q432.K32.32", Seat::North, "1NT P", "2C"),
    (
        "transfer to spades",
        "Q8732.32.K32.432",
        Seat::North,
        "1NT P",
        "2H",
    ),
    (
        "transfer to hearts",
        "32.Q8732.K32.432",
        Seat::North,
        "1NT P",
        "2D",
    ),
    (
        "weak and flat passes 1NT",
        "J32.Q32.5432.432",
        Seat::North,
        "1NT P",
        "P",
    ),
    (
        "game values raise to 3NT",
        "K32.Q32.KJ32.Q32",
        Seat::North,
        "1NT P",
        "3NT",
    ),
    (
        "invitational 2NT",
        "K32.Q32.J432.Q32",
        Seat::North,
        "1NT P",
        "2NT",
    ),
    // Opener answers Stayman (standard responses).
    (
        "Stayman: four hearts",
        "AQ2.KJ32.Q54.A32",
        Seat::North,
        "1NT P 2C P",
        "2H",
    ),
    (
        "Stayman: four spades, not hearts",
        "AQ32.KJ3.Q54.A32",
        Seat::North,
        "1NT P 2C P",
        "2S",
    ),
    (
        "Stayman: both majors bid hearts",
        "AQ32.KJ32.Q5.A32",
        Seat::North,
        "1NT P 2C P",
        "2H",
    ),
    (
        "Stayman: no major",
        "AQ2.KJ3.Q542.A32",
        Seat::North,
        "1NT P 2C P",
        "2D",
    ),
    (
        "completes the heart transfer",
        "AQ2.KJ3.Q542.A32",
        Seat::North,
        "1NT P 2D P",
        "2H",
    ),
    (
        "completes the spade transfer",
        "AQ2.KJ3.Q542.A32",
        Seat::North,
        "1NT P 2H P",
        "2S",
    ),
    (
        "Stayman fit: game",
        "KJ32.Q432.K32.A2",
        Seat::North,
        "1NT P 2C P 2S P",
        "4S",
    ),
    (
        "transfer then pass when weak",
        "Q8732.32.432.432",
        Seat::North,
        "1NT P 2H P 2S P",
        "P",
    ),
    // Responses to one of a suit.
    (
        "single raise",
        "K32.Q432.5432.32",
        Seat::North,
        "1H P",
        "2H",
    ),
    ("limit raise", "K32.QJ32.K432.32", Seat::North, "1H P", "3H"),
    ("Jacoby 2NT", "KQ32.A32.K432.Q2", Seat::North, "1S P", "2NT"),
    (
        "new suit at one level",
        "32.KQ32.432.K432",
        Seat::North,
        "1C P",
        "1H",
    ),
    (
        "1NT response",
        "32.K432.Q432.Q32",
        Seat::North,
        "1S P",
        "1NT",
    ),
    (
        "two over one",
        "32.K32.KQ32.A432",
        Seat::North,
        "1S P",
        "2D",
    ),
    (
        "strong 2C: 2D waiting",
        "32.K32.5432.5432",
        Seat::North,
        "2C P",
        "2D",
    ),
    // Blackwood responses: 5C 0/4, 5D 1, 5H 2, 5S 3; kings 6C 0 .. 6NT 4.
    (
        "Blackwood: no ace",
        "KQ32.KQ2.QJ32.Q2",
        Seat::North,
        "1S P 3S P 4NT P",
        "5C",
    ),
    (
        "Blackwood: one ace",
        "KQ32.AQ2.QJ32.Q2",
        Seat::North,
        "1S P 3S P 4NT P",
        "5D",
    ),
    (
        "Blackwood: two aces",
        "KQ32.AQ2.AJ32.32",
        Seat::North,
        "1S P 3S P 4NT P",
        "5H",
    ),
    (
        "Blackwood: three aces",
        "KQ32.A32.AJ32.A2",
        Seat::North,
        "1S P 3S P 4NT P",
        "5S",
    ),
    (
        "Blackwood: four aces",
        "A432.A32.A432.A2",
        Seat::North,
        "1S P 3S P 4NT P",
        "5C",
    ),
    (
        "king ask: no king",
        "Q432.A32.AJ32.32",
        Seat::North,
        "1S P 3S P 4NT P 5H P 5NT P",
        "6C",
    ),
    (
        "king ask: two kings",
        "KQ32.A32.AK32.32",
        Seat::North,
        "1S P 3S P 4NT P 5H P 5NT P",
        "6H",
    ),
    // Competition.
    (
        "takeout double shape",
        "KQ32.2.AJ32.KJ32",
        Seat::East,
        "1H",
        "X",
    ),
    ("1NT overcall", "AQ2.KJ3.Q54.A432", Seat::East, "1H", "1NT"),
    (
        "simple overcall",
        "AQJ32.32.K54.432",
        Seat::East,
        "1H",
        "1S",
    ),
    (
        "weak jump overcall",
        "KQJ932.32.432.32",
        Seat::East,
        "1C",
        "2S",
    ),
    (
        "negative double",
        "32.KJ32.Q432.K32",
        Seat::North,
        "1C 1S",
        "X",
    ),
    (
        "advancer answers the takeout double",
        "32.QJ32.5432.432",
        Seat::North,
        "1C X P",
        "1H",
    ),
    (
        "no suitable action passes",
        "J932.Q32.432.K32",
        Seat::East,
        "1H",
        "P",
    ),
    // Balancing at the three level over their fit (law of total tricks), by simulation.
    (
        "their fit stopped at two: a good five-card suit balances at three",
        "A83.KQJ54.A94.82",
        Seat::North,
        "1S P 2S P P",
        "3H",
    ),
    (
        "their fit found in responder's suit: five diamonds balance at three",
        "K53.A2.AQJ97.986",
        Seat::North,
        "1C P 1H P 2H P P",
        "3D",
    ),
    (
        "a weak five-card suit and three of their trumps: no balance at three",
        "T76.KT873.JT.A94",
        Seat::North,
        "1S P 2S P P",
        "P",
    ),
    (
        "a suit rebid by one opponent is no fit: no balance at three",
        "A83.KQJ54.A94.82",
        Seat::North,
        "1S P 1NT P 2S P P",
        "P",
    ),
    // A seven-card major bid twice over partner's natural no-trump (par deals 1531, 1330,
    // 1347): game over 3NT, three of it over the 2NT invitation with a minimum.
    (
        "seven spades rebid with a jump, partner's 3NT: game in spades",
        "AKT8764.A72.K3.9",
        Seat::North,
        "1S P 1NT P 3S P 3NT P",
        "4S",
    ),
    (
        "seven spades rebid, partner's 2NT invitation, a minimum: three spades to play",
        "AQJ9653.96.Q3.92",
        Seat::North,
        "1S P 2C P 2S P 2NT P",
        "3S",
    ),
    (
        "seven spades rebid, partner's 2NT invitation, a maximum: game in spades",
        "AQJ9653.A6.KQ3.2",
        Seat::North,
        "1S P 2C P 2S P 2NT P",
        "4S",
    ),
    (
        "responder's seven spades jump-rebid, opener's 3NT: game in spades",
        "AQ86532.J72..AT6",
        Seat::South,
        "1D P 1S P 2D P 3S P 3NT P",
        "4S",
    ),
    (
        "six spades rebid, partner's 3NT: pass",
        "AKT876.A72.K53.9",
        Seat::North,
        "1S P 1NT P 3S P 3NT P",
        "P",
    ),
];

#[test]
fn table_of_hands_and_auctions() {
    let mut failures = Vec::new();
    for (what, hand, dealer, calls, expected) in CASES {
        let hand = CardSet::from_pbn_hand(hand).unwrap();
        assert_eq!(hand.len(), 13, "{what}: hand size");
        let a = auction(*dealer, calls);
        let advice = choose_call(hand, &a, Vulnerability::None);
        let expected: Call = expected.parse().unwrap();
        if advice.call != expected {
            failures.push(format!(
                "{what}: expected {expected}, got {} ({:?}, rule {})",
                advice.call, advice.meaning, advice.rule
            ));
        }
        assert!(a.check(advice.call).is_ok(), "{what}: illegal call");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_meaning_shown_is_the_rule_that_produced_the_call() {
    let hand = CardSet::from_pbn_hand("AQ2.KJ3.Q54.A432").unwrap();
    let advice = choose_call(hand, &Auction::new(Seat::North), Vulnerability::None);
    let one_nt = Msg::new("bid.parts").with(
        "parts",
        vec![
            Msg::new("bid.hcp.range").with("min", 15).with("max", 17),
            Msg::new("bid.balanced"),
        ],
    );
    assert_eq!(advice.meaning, one_nt);
    assert_eq!(advice.rule, "open.1nt");
    let a = auction(Seat::North, "1NT P 2C P 2D");
    let e = explain_call(&a, 0, Vulnerability::None).unwrap();
    assert_eq!(e.meaning, one_nt);
    assert!(!e.alert);
    let stayman = explain_call(&a, 2, Vulnerability::None).unwrap();
    assert!(stayman.meaning.keys().contains(&"bid.conv.stayman"));
    assert!(stayman.alert, "Stayman is alerted");
    assert_eq!(stayman.forcing, Force::OneRound);
    let denial = explain_call(&a, 4, Vulnerability::None).unwrap();
    assert!(denial.meaning.keys().contains(&"bid.conv.stayman_denial"));
    assert!(explain_call(&a, 5, Vulnerability::None).is_none());
    let a = auction(Seat::North, "1S P 3S P 4NT P 5H");
    let bw = explain_call(&a, 4, Vulnerability::None).unwrap();
    assert!(bw.meaning.keys().contains(&"bid.conv.blackwood"));
    let answer = explain_call(&a, 6, Vulnerability::None).unwrap();
    assert!(answer.meaning.keys().contains(&"bid.aces"));
    assert_eq!(
        answer.meaning,
        Msg::new("bid.meaning")
            .with("head", Msg::new("bid.conv.ace_answer"))
            .with("parts", vec![Msg::new("bid.aces").with("n", 2)])
    );
}

#[test]
fn an_explanation_gives_the_strength_first() {
    // As a convention card reads: Jacoby 2NT shows "11+ HCP, 13+ points, 4+ ♥, forcing to
    // game", the points beside the HCP rather than after the suit.
    let a = auction(Seat::North, "1H P 2NT");
    let jacoby = explain_call(&a, 2, Vulnerability::None).unwrap();
    let Some((_, Arg::List(parts))) = jacoby.meaning.args.iter().find(|(k, _)| *k == "parts")
    else {
        panic!("no parts in {:?}", jacoby.meaning);
    };
    let order: Vec<&str> = parts.iter().map(|p| p.key.as_str()).collect();
    let at = |key: &str| order.iter().position(|k| k.starts_with(key));
    let (hcp, points, length) = (at("bid.hcp"), at("bid.pts"), at("bid.len"));
    assert!(
        hcp.is_some() && points.is_some() && length.is_some(),
        "{order:?}"
    );
    assert!(hcp < points && points < length, "{order:?}");
}

#[test]
fn a_finished_auction_gets_a_pass_that_says_so() {
    let a = auction(Seat::North, "P P P P");
    let hand = CardSet::from_pbn_hand("AQ2.KJ3.Q54.A432").unwrap();
    let advice = choose_call(hand, &a, Vulnerability::None);
    assert_eq!(advice.call, Call::Pass);
}

#[test]
fn what_the_calls_showed_bounds_each_seat() {
    use bridge_engine::Suit;
    use bridge_engine::robot::shown;
    let a = auction(Seat::North, "1NT Pass 2C Pass 2H");
    let s = shown(&a, Vulnerability::None);
    assert_eq!(s[Seat::North.index()].hcp, (15, 17));
    assert!(s[Seat::North.index()].len[Suit::Hearts.index()].0 >= 4);
    let north = CardSet::from_pbn_hand("AQ2.KJ32.Q54.A43").unwrap();
    assert!(s[Seat::North.index()].admits(north));
    let weak = CardSet::from_pbn_hand("Q32.KJ32.Q54.543").unwrap();
    assert!(!s[Seat::North.index()].admits(weak));
    // A seat that has only passed is not limited by the pass of this system.
    assert_eq!(s[Seat::East.index()].len, [(0, 13); 4]);
}

#[test]
fn a_balance_at_three_says_the_simulation_chose_it() {
    let hand = CardSet::from_pbn_hand("A83.KQJ54.A94.82").unwrap();
    let a = auction(Seat::North, "1S P 2S P P");
    let advice = choose_call(hand, &a, Vulnerability::None);
    assert_eq!(advice.rule, "bal.fit.three");
    let keys = advice.meaning.keys();
    assert!(keys.contains(&"bid.aim.balancing"), "{keys:?}");
    assert!(keys.contains(&"bid.judge.balance"), "{keys:?}");
}

#[test]
fn a_balancing_double_with_three_of_their_trumps_is_judged() {
    // 1♥ P 2♥ P P (par deal 1250): 11 HCP, 4-3-4-2, three hearts, so partner is short in
    // them: the double pays (partner's suit makes, or they go on to 3♥ and down).
    let hand = CardSet::from_pbn_hand("K862.K64.AJ97.42").unwrap();
    let a = auction(Seat::South, "P P P 1H P 2H P P");
    let advice = choose_call(hand, &a, Vulnerability::None);
    assert_eq!(advice.call, Call::Double);
    assert_eq!(advice.rule, "bal.fit.x3");
    let keys = advice.meaning.keys();
    assert!(keys.contains(&"bid.judge.balance_double"), "{keys:?}");
    // Deal 1520, not vulnerable against vulnerable: 10 HCP with the queen-ten doubleton of
    // diamonds and three small spades; the layouts say defending 2♠ pays better.
    let hand = CardSet::from_pbn_hand("J63.AJ94.QT.Q954").unwrap();
    let a = auction(Seat::North, "P P P 1S P 2S P P");
    let advice = choose_call(hand, &a, Vulnerability::EastWest);
    assert_eq!(advice.call, Call::Pass);
}
