//! One test for each defect of the bidding robot listed in issue 11, named after it, and the
//! properties behind them over robot auctions on seeded deals: forcing bids are never passed,
//! game-forcing auctions reach game, and what each call showed (`shown`) holds for the hand
//! that made it.

use crate::common::{auction, robot_game_count, robot_games};
use bridge_engine::deal::Deal;
use bridge_engine::robot::{CallAdvice, Force, choose_call, explain_call, shown};
use bridge_engine::{Auction, Call, CardSet, Msg, Seat, Vulnerability};

fn call_for(hand: &str, dealer: Seat, calls: &str) -> Call {
    advice_for(hand, dealer, calls, Vulnerability::None).call
}

/// The robot's advice (call, meaning, rule) for `hand` after `calls`, at `vul`.
fn advice_for(hand: &str, dealer: Seat, calls: &str, vul: Vulnerability) -> CallAdvice {
    let hand = CardSet::from_pbn_hand(hand).unwrap();
    choose_call(hand, &auction(dealer, calls), vul)
}

/// Asserts that the robot holding `hand` makes `call` after `calls` by the rule `rule`.
fn assert_made_by(
    hand: &str,
    dealer: Seat,
    calls: &str,
    vul: Vulnerability,
    call: &str,
    rule: &str,
) {
    let advice = advice_for(hand, dealer, calls, vul);
    assert_eq!(advice.call, call.parse().unwrap(), "{}", advice.rule);
    assert_eq!(advice.rule, rule);
}

/// The robot's advice for `hand` after `calls` at `vul` does not come from `rule`.
fn assert_not_made_by(hand: &str, dealer: Seat, calls: &str, vul: Vulnerability, rule: &str) {
    assert_ne!(advice_for(hand, dealer, calls, vul).rule, rule);
}

/// Asserts that the robot holding `hand` makes `call` after `calls` (whatever its rule).
fn assert_calls(hand: &str, dealer: Seat, calls: &str, vul: Vulnerability, call: &str) {
    let advice = advice_for(hand, dealer, calls, vul);
    assert_eq!(advice.call, call.parse().unwrap(), "{}", advice.rule);
}

/// The rules partner reads the last of `calls` by (their ids joined by `|`, the first one
/// first), at `vul`.
fn read_by(dealer: Seat, calls: &str, vul: Vulnerability) -> String {
    let a = auction(dealer, calls);
    explain_call(&a, a.calls().len() - 1, vul)
        .unwrap()
        .rule
        .unwrap()
}

/// The robot games every property below is checked over (boards 1, 2, …, deals 1000, 1001, …): the
/// board number, the deal, the auction and the vulnerability of each.
fn robot_auctions() -> impl Iterator<Item = (u32, &'static Deal, &'static Auction, Vulnerability)> {
    robot_games().iter().map(|g| {
        let board = g.game.board();
        (
            board.number,
            &board.deal,
            g.game.auction(),
            board.vulnerability,
        )
    })
}

#[test]
fn quantitative_4nt_a_maximum_bids_6nt_not_5nt() {
    assert_eq!(
        call_for("AQ2.KJ3.K54.A432", Seat::North, "1NT P 4NT P"),
        "6NT".parse().unwrap()
    );
    assert_eq!(
        call_for("AQ2.KJ3.J54.A432", Seat::North, "1NT P 4NT P"),
        Call::Pass
    );
}

#[test]
fn partners_making_4s_is_not_pulled_to_5d_by_the_minor_game_rule() {
    // 1♦ – 1♠ – 2♦ – 4♠: opener with six diamonds passes partner's game.
    assert_eq!(
        call_for("32.A3.KQJ932.Q32", Seat::North, "1D P 1S P 2D P 4S P"),
        Call::Pass
    );
}

#[test]
fn two_clubs_is_not_opened_on_16_hcp_by_the_playing_tricks_clause() {
    assert_eq!(
        call_for("AKQJ932.K3.K2.32", Seat::North, ""),
        "1S".parse().unwrap()
    );
    assert_eq!(
        call_for("AKQJ932.AK3.A2.2", Seat::North, ""),
        "2C".parse().unwrap()
    );
}

#[test]
fn redoubles_are_not_left_to_play_undoubled_at_the_two_level() {
    // 1♥ X XX 2♣ P P: the redoubler doubles or bids on.
    let c = call_for("K32.Q3.AJ32.K932", Seat::North, "1H X XX 2C P P");
    assert_ne!(c, Call::Pass);
    assert_eq!(c, Call::Double, "four clubs behind the escape: penalty");
    let c = call_for("KQ932.Q3.AJ32.92", Seat::North, "1H X XX 2C P P");
    assert_ne!(c, Call::Pass);
}

#[test]
fn a_forcing_bid_is_never_passed_by_partner() {
    // The catch-all pass must not fire: 1♥ – 2♣ (forcing) with a minimum and nothing to show.
    assert_ne!(
        call_for("Q32.KJ932.K32.32", Seat::North, "1H P 2C P"),
        Call::Pass
    );
    // Jacoby 2NT (forcing to game) is answered.
    assert_ne!(
        call_for("K32.AQ932.K32.32", Seat::North, "1H P 2NT P"),
        Call::Pass
    );
    // The 2NT feature ask after a weak two is answered.
    assert_ne!(
        call_for("KQJ932.32.932.32", Seat::North, "2S P 2NT P"),
        Call::Pass
    );
    let mut checked = 0;
    for (board, _, a, vul) in robot_auctions() {
        let calls = a.calls();
        for i in 2..calls.len() {
            let partner = explain_call(a, i - 2, vul).unwrap();
            if partner.forcing != Force::No
                && matches!(calls[i - 2], Call::Bid(_))
                && calls[i - 1] == Call::Pass
            {
                checked += 1;
                assert_ne!(
                    calls[i],
                    Call::Pass,
                    "board {board}: call {i} passes a forcing bid in {a:?}"
                );
            }
        }
    }
    assert!(checked > 20, "only {checked} forcing bids met");
}

#[test]
fn an_unpassed_two_over_one_responder_bids_again() {
    // The booklet: responder's new suit at the two level promises a rebid unless opener's
    // rebid is game (deal 1154: 1♦ – 2♣ – 2♦ passed with ten points and 3NT on).
    assert_ne!(
        call_for("AT9.QT8.985.A542", Seat::North, "1D P 2C P 2D P"),
        Call::Pass
    );
    // A passed hand's two-over-one promised nothing more.
    assert_eq!(
        call_for("AT9.QT8.985.A542", Seat::North, "P P 1D P 2C P 2D P"),
        Call::Pass
    );
}

#[test]
fn balancing_is_not_too_timid() {
    assert_eq!(
        call_for("KQ32.2.KJ32.Q932", Seat::North, "1H P P"),
        Call::Double
    );
    assert_eq!(
        call_for("KJ932.32.A32.J32", Seat::North, "1C P P"),
        "1S".parse().unwrap()
    );
}

#[test]
fn michaels_and_the_unusual_2nt_are_bid() {
    assert_eq!(
        call_for("KQ932.AJ932.2.32", Seat::North, "1C"),
        "2C".parse().unwrap()
    );
    assert_eq!(
        call_for("2.32.KQ932.AJ932", Seat::North, "1H"),
        "2NT".parse().unwrap()
    );
}

#[test]
fn game_forcing_auctions_reach_game() {
    let mut checked = 0;
    for (board, _, a, vul) in robot_auctions() {
        let calls = a.calls();
        let Some((declarer_seat, last)) = a.last_bid() else {
            continue;
        };
        for (i, &c) in calls.iter().enumerate() {
            let e = explain_call(a, i, vul).unwrap();
            if e.forcing != Force::Game || !matches!(c, Call::Bid(_)) {
                continue;
            }
            let seat = a.dealer().nth_next(i);
            // Only auctions the opponents left alone.
            let opp_acted = calls[i..]
                .iter()
                .enumerate()
                .any(|(k, c)| *c != Call::Pass && !a.dealer().nth_next(i + k).is_partner_of(seat));
            if opp_acted {
                continue;
            }
            checked += 1;
            let game = match last.strain().trump() {
                None => 3,
                Some(s) if s.is_major() => 4,
                Some(_) => 5,
            };
            assert!(
                declarer_seat.is_partner_of(seat) && last.level() >= game,
                "board {board}: a game-forcing auction stopped in {last}: {a:?}"
            );
        }
    }
    assert!(checked > 3, "only {checked} game-forcing auctions met");
}

#[test]
fn what_each_call_showed_holds_for_the_hand_that_made_it() {
    let mut checked = 0;
    for g in robot_games() {
        let (a, board) = (g.game.auction(), g.game.board());
        for k in 0..=a.calls().len() {
            let prefix = Auction::from_calls(a.dealer(), a.calls()[..k].iter().copied()).unwrap();
            let s = shown(&prefix, board.vulnerability);
            for seat in Seat::ALL {
                checked += 1;
                assert!(
                    s[seat.index()].admits(board.deal.hand(seat)),
                    "board {}, after {k} calls: {seat:?} holds {} outside {:?} ({a:?}, rules {:?})",
                    board.number,
                    board.deal.hand(seat),
                    s[seat.index()],
                    g.rules
                );
            }
        }
    }
    assert!(checked > 1000);
}

#[test]
fn shown_is_precise() {
    use bridge_engine::Suit;
    let s = shown(&auction(Seat::North, "1NT P 2C P 2D"), Vulnerability::None);
    let n = s[Seat::North.index()];
    assert_eq!(n.hcp, (15, 17));
    // Balanced: no singleton or void and at most five cards in a suit.
    assert!(n.len.iter().all(|&(lo, hi)| lo >= 2 && hi <= 5));
    // Stayman's 2♦ denies a four-card major.
    assert_eq!(n.len[Suit::Hearts.index()], (2, 3));
    assert_eq!(n.len[Suit::Spades.index()], (2, 3));
    // A first-seat pass caps the points below an opening.
    let s = shown(&auction(Seat::North, "P"), Vulnerability::None);
    assert!(s[Seat::North.index()].hcp.1 <= 12);
    // Preempts: a weak two shows exactly six, a three-bid seven.
    let s = shown(&auction(Seat::North, "2H"), Vulnerability::None);
    assert_eq!(s[Seat::North.index()].len[Suit::Hearts.index()], (6, 6));
    let s = shown(&auction(Seat::North, "3S"), Vulnerability::None);
    assert_eq!(s[Seat::North.index()].len[Suit::Spades.index()], (7, 7));
    // A seat that has not called is unlimited.
    assert_eq!(s[Seat::South.index()].len, [(0, 13); 4]);
    assert_eq!(s[Seat::South.index()].hcp, (0, 37));
}

#[test]
fn a_pass_no_rule_of_the_body_fits_shows_nothing_more() {
    // Dealer East: 1♦ 2♠ X 3♠ P. The only rule of the system's body that passes here is the
    // penalty pass of partner's double (four spades); opener passed with three by the fallback
    // pass, so the pass must not be read as showing spades (the sampler deals within `shown`).
    let hand = CardSet::from_pbn_hand("A87.QJT.KT85.Q74").unwrap();
    for vul in [
        Vulnerability::None,
        Vulnerability::NorthSouth,
        Vulnerability::EastWest,
        Vulnerability::Both,
    ] {
        assert_eq!(
            choose_call(hand, &auction(Seat::East, "1D 2S X 3S"), vul).call,
            Call::Pass
        );
        let s = shown(&auction(Seat::East, "1D 2S X 3S P"), vul);
        assert!(
            s[Seat::East.index()].admits(hand),
            "{:?}",
            s[Seat::East.index()]
        );
    }
}

/// The explanation of each robot call names every rule that may have produced it: the rule
/// the robot chose by is among them (a call made by a rule of a later priority than the one
/// explaining it — the system's body did not cover the hand — or by no rule is not).
#[test]
fn explanations_cover_the_rule_that_chose_each_call() {
    let (mut calls, mut first_only, mut drift) = (0, 0, 0);
    let mut examples = Vec::new();
    for g in robot_games() {
        let a = g.game.auction();
        let vul = g.game.board().vulnerability;
        for (i, chosen) in g.rules.iter().enumerate() {
            calls += 1;
            let e = explain_call(a, i, vul).unwrap();
            let rules = e.rule.unwrap_or_default();
            let ids: Vec<&str> = rules.split('|').collect();
            if ids[0] != chosen {
                first_only += 1;
            }
            if !ids.contains(&chosen.as_str()) {
                drift += 1;
                examples.push(format!(
                    "board {}, call {i} {}: chosen by {chosen}, explained by {rules}",
                    g.game.board().number,
                    a.calls()[i]
                ));
            }
        }
    }
    eprintln!(
        "{calls} calls; explained by another rule than the chosen one: {first_only} by the \
         first rule alone, {drift} by every rule\n{}",
        examples.join("\n")
    );
    // At 5a1641a, over deals 1000-1299: 2971 calls, 146 explained by another rule when only the
    // first rule explained, 11 now (the fallback pass after a penalty pass that does not fit;
    // slam bids whose suit the explanation cannot resolve; 4NT forced over Blackwood).
    // About ten calls a deal; at most one in two hundred explained without its rule.
    assert!(calls as u64 > 6 * robot_game_count(), "{calls} calls");
    assert!(
        drift * 200 <= calls,
        "{drift} of {calls} calls explained without their rule"
    );
}

#[test]
fn no_blackwood_with_a_doubleton_opposite_a_rebid_major() {
    // 1♥ – 2♦ – 2♥ may be five hearts: K6 is no sure fit (deal 1398: 6♥ down).
    assert_ne!(
        call_for("Q52.K6.AKQ42.A75", Seat::North, "1H P 2D P 2H P"),
        "4NT".parse().unwrap()
    );
    assert_eq!(
        call_for("AQ2.K64.AKQ42.A7", Seat::North, "1H P 2D P 2H P"),
        "4NT".parse().unwrap()
    );
}

#[test]
fn a_competitive_five_of_a_major_is_not_a_slam_try() {
    // Partner's 5♥ over their 4♠ competes; two top trump honours do not bid six (deal 1235).
    assert_eq!(
        call_for(
            "842.KQJT5.92.KJ3",
            Seat::North,
            "1D 1S 2H 3S 4H 4S P P 5H P"
        ),
        Call::Pass
    );
}

#[test]
fn a_takeout_double_is_not_counted_as_18_for_slam() {
    // 2♠ X 3♠: 15 balanced opposite the double bids game, not 6NT (deal 1364).
    assert_eq!(
        call_for("Q92.K32.AQJ.K652", Seat::North, "2S X 3S"),
        "3NT".parse().unwrap()
    );
}

#[test]
fn shortness_does_not_accept_a_no_trump_invitation() {
    // 1♦ 1♥ 1♠ 1NT 2NT: six HCP with a singleton counted support points for a diamond "fit"
    // and bid 3NT (deal 1450: down one); in no-trumps the singleton ruffs nothing.
    assert_eq!(
        call_for(
            "7.Q864.J976.QJT9",
            Seat::South,
            "1D P 1H P 1S P 1NT P 2NT P"
        ),
        Call::Pass
    );
    assert_eq!(
        call_for(
            "7.Q864.K976.QJT9",
            Seat::South,
            "1D P 1H P 1S P 1NT P 2NT P"
        ),
        "3NT".parse().unwrap()
    );
}

#[test]
fn an_invitation_is_answered_once() {
    // 1♦ 1♥ X 2♦ P 2♥ (the answer to the cue bid) … 4♥ P P X: partner's cue bid is still his
    // last bid, but the answer was given; their penalty double is not a second invitation to
    // decline at 5♥ (deal 1763 ran from 4♥ X to 6♥, four down).
    let calls = "P P 1D 1H X 2D P 2H 2S P P 4H P P X";
    assert_eq!(call_for("Q.KQ942.K73.T962", Seat::West, calls), Call::Pass);
    // The first answer still declines at the cheapest level.
    assert_eq!(
        call_for("Q.KQ942.K73.T962", Seat::West, "P P 1D 1H X 2D P"),
        "2H".parse().unwrap()
    );
    // The cue raise never answered (opener's 3♦ came first), our 4♥ doubled: not answered at
    // 5♥ now.
    let calls = "P P 1D 1H P 2D 3D 4H P P X";
    assert_eq!(call_for("K2.AQJ9754.K3.Q4", Seat::North, calls), Call::Pass);
    // Deal 1456: opener's game try answered with 4♠ and doubled (it went 5♠, and opener read
    // that as a slam try: 6♠).
    let calls = "P P 1S X 2S P 3S P 4S P P X";
    assert_eq!(call_for("JT6.97653.J6.AJ3", Seat::North, calls), Call::Pass);
}

#[test]
fn partners_preempt_is_raised_to_the_level_of_the_fit_over_their_overcall() {
    // Deal 1632: 2♦ 2♥, five diamonds and a singleton heart (eleven trumps together) at
    // favourable vulnerability passed twice, and 4♥ made; five diamonds costs less.
    assert_eq!(
        call_for("A92.2.K7643.QT93", Seat::North, "2D 2H"),
        "5D".parse().unwrap()
    );
    // Ten trumps in a major: game; nine: the three level.
    assert_eq!(
        call_for("8.QJ73.K42.98642", Seat::North, "2H 2S"),
        "4H".parse().unwrap()
    );
    assert_eq!(
        call_for("8.QJ7.K42.986432", Seat::North, "2H 3C"),
        "3H".parse().unwrap()
    );
    // Values for defence raise one level only.
    assert_eq!(
        call_for("A43.AQ74.J542.T3", Seat::North, "2D 2S"),
        "3D".parse().unwrap()
    );
    // Over their game after a pass (deal 1592: 3♣ X P 3♠ P 4♠) five of the minor would be a
    // sacrifice, not a raise: five down doubled where 4♠ scored 510.
    assert_ne!(
        call_for("95.852.Q93.AJ954", Seat::North, "P P 3C X P 3S P 4S"),
        "5C".parse().unwrap()
    );
}

#[test]
fn a_takeout_double_is_not_left_in_by_a_weak_hand() {
    // Deal 1743: 1♥ 2♣ P 3♣ X (opener's competitive double: 16+, short in clubs) P: a
    // four-count with three hearts passed ("nothing more to say"), and 3♣ doubled made with an
    // overtrick. The double asks for a suit: three hearts prefer partner's major.
    assert_eq!(
        call_for("K754.J64.842.975", Seat::West, "P P 1H 2C P 3C X P"),
        "3H".parse().unwrap()
    );
    // Over their three-level preempt, opener's reopening double is answered at the four level.
    assert_eq!(
        call_for("43.QT92.T76.AQJ6", Seat::North, "1D 3S P P X P"),
        "4H".parse().unwrap()
    );
    // Four cards in partner's minor: four of it over their raise.
    assert_eq!(
        call_for("J76.J64.Q983.T73", Seat::East, "P P 1D 2S P 3S X P"),
        "4D".parse().unwrap()
    );
    // A trump stack still passes for penalty.
    assert_eq!(
        call_for("KQT9.J64.Q98.T73", Seat::East, "P P 1D 2S P 3S X P"),
        Call::Pass
    );
}

#[test]
fn a_strong_hand_does_not_pass_for_want_of_a_rule() {
    // Deal 21602: 1♠ 1NT P, the advancer with 13 HCP and no spade stopper passed (3NT makes):
    // the overcaller's stopper is enough, as opposite a 1NT opening.
    assert_eq!(
        call_for("Q4.AQ4.Q6542.QJT", Seat::South, "1S 1NT P"),
        "3NT".parse().unwrap()
    );
    // Deal 1605: 1♦ 1♥ P 1NT 2♦, the overcaller with 16 HCP and seven hearts passed.
    assert_eq!(
        call_for("KQ63.KQ98652..AQ", Seat::East, "1D 1H P 1NT 2D"),
        "2H".parse().unwrap()
    );
    // Deal 21413: their 3♦ passed round to 14 HCP with both majors, short in diamonds.
    assert_eq!(
        call_for("AK54.KJ942.T4.K7", Seat::East, "3D P P"),
        Call::Double
    );
    // Deal 1394: 1NT 2♦ P P, opener short in diamonds with both majors reopens.
    assert_eq!(
        call_for("KQT5.KQ84.Q2.A85", Seat::North, "1NT 2D P P"),
        Call::Double
    );
    // Deal 21506: 2♠ X 3♠ P P, the doubler with a spade void and 16 HCP doubles again.
    assert_eq!(
        call_for(".A72.AKJ6.A86532", Seat::South, "2S X 3S P P"),
        Call::Double
    );
    // Deal 1688: P P 1♦, 16 HCP and five spades headed by the king overcall.
    assert_eq!(
        call_for("K9853.AQT9.A5.K4", Seat::North, "P P 1D"),
        "1S".parse().unwrap()
    );
    // Deal 1616: their weak two passed round to 12 HCP, a doubleton diamond and five clubs
    // (3NT makes for our side): a balance, the double or the clubs.
    let call = call_for("QT63.A4.K8.QJ983", Seat::North, "2D P P");
    assert!(
        call == Call::Double || call == "3C".parse().unwrap(),
        "{call}"
    );
}

#[test]
fn a_five_card_minor_counts_in_the_quantitative_invitation() {
    // Deal 1635: P P 2NT P, ten HCP with five clubs opposite 20-21 (twelve tricks in 6NT).
    assert_eq!(
        call_for("93.A62.QT9.A7652", Seat::South, "P P 2NT P"),
        "4NT".parse().unwrap()
    );
    // The same ten HCP without the fifth club, and with five spades instead (the transfer
    // shows the major first), do not invite.
    assert_eq!(
        call_for("932.A62.QT9.A762", Seat::South, "P P 2NT P"),
        "3NT".parse().unwrap()
    );
    assert_eq!(
        call_for("AJT32.T6.974.KQT", Seat::South, "P P 2NT P"),
        "3H".parse().unwrap()
    );
    // Over 1NT: fifteen HCP with five diamonds invites, fifteen flat bids game.
    assert_eq!(
        call_for("KQ4.A5.KJ862.Q73", Seat::South, "1NT P"),
        "4NT".parse().unwrap()
    );
    assert_eq!(
        call_for("KQ4.A53.KJ86.Q73", Seat::South, "1NT P"),
        "3NT".parse().unwrap()
    );
    // Opener accepts with 15 HCP and a five-card suit, passes with 15 flat.
    assert_eq!(
        call_for("AK2.K3.QJ872.Q94", Seat::North, "1NT P 4NT P"),
        "6NT".parse().unwrap()
    );
    assert_eq!(
        call_for("AK2.K73.QJ87.Q94", Seat::North, "1NT P 4NT P"),
        Call::Pass
    );
}

#[test]
fn responder_invites_in_openers_minor_and_never_passes_game_values() {
    // Deal 21029: 1♣ 1♦ 1♥, ten HCP, five clubs and a singleton heart: the jump preference
    // invites (2NT went two down in 3NT).
    assert_eq!(
        call_for("K3.T.A9543.K9873", Seat::North, "1C P 1D P 1H P"),
        "3C".parse().unwrap()
    );
    // Balanced, 2NT as before (the project's vector 1♣ 1♥ 2♣ 2NT).
    assert_eq!(
        call_for("32.AQ932.K32.Q32", Seat::North, "1C P 1H P 2C P"),
        "2NT".parse().unwrap()
    );
    // Deal 1314: 1♣ 1♠ 2♣ with 13 HCP balanced and no diamond stopper passed: game anyway.
    assert_eq!(
        call_for("KQT87.AKJ.T86.94", Seat::North, "1C P 1S P 2C P"),
        "3NT".parse().unwrap()
    );
}

#[test]
fn a_simple_rebid_shows_a_minimum_so_partner_invites_and_it_accepts_by_its_range() {
    // Deal 1760: 1♦ 1♥ 2♥ 3♥ with 13 HCP. Read as 10-21 (the opening's range), 13 was the
    // lower half and declined; the single raise shows 10-16, whose upper half 13 is (game makes).
    assert_eq!(
        call_for("KJ73.K983.QT8.A6", Seat::North, "1D P 1H P 2H P 3H P"),
        "4H".parse().unwrap()
    );
    // A bare minimum still declines.
    assert_eq!(
        call_for("KJ73.K983.QT8.J6", Seat::North, "1D P 1H P 2H P 3H P"),
        Call::Pass
    );
    // The explanation names the range.
    let advice = advice_for(
        "AK4.Q32.KJ8432.2",
        Seat::North,
        "1D P 1S P",
        Vulnerability::None,
    );
    assert_eq!(advice.call, "2D".parse().unwrap());
    let range = Msg::new("bid.hcp.range").with("min", 10).with("max", 16);
    let text = format!("{:?}", advice.meaning);
    assert!(text.contains(&format!("{range:?}")), "{text}");
}

#[test]
fn a_minimum_with_a_sixth_trump_accepts_a_major_limit_raise_when_game_pays() {
    // Deal 21364 (vulnerable): 1♠ 3♠ with 12 HCP and six spades passed; 4♠ makes.
    let advice = advice_for(
        "AT9853.J6.A85.K3",
        Seat::North,
        "1S P 3S P",
        Vulnerability::Both,
    );
    assert_eq!(advice.call, "4S".parse().unwrap());
    assert_eq!(advice.rule, "rebid.limit.judge");
    // Deal 1745: a flat minimum still declines.
    assert_eq!(
        call_for("Q7643.52.AK5.K76", Seat::North, "1S P 3S P"),
        Call::Pass
    );
}

#[test]
fn a_bid_over_their_game_shows_no_game_values() {
    // Deal 21760: partner's 5♦ over their 4♥ competed (a judgement); read as the game bid of
    // 28+ points together it made 33 with 14 HCP opposite, and 6NT went six down. Passed now.
    let calls = "P 1H 2D 2H 3D 3H P P 4D 4H P P 5D P";
    assert_calls(
        "A52.K7.QT982.KQ6",
        Seat::North,
        calls,
        Vulnerability::EastWest,
        "P",
    );
    // Deal 1380: over their 4♥ the negative doubler with 7 HCP bid 4♠ as the game of 25+
    // points together (a 4-3 fit, four down); with ♥AK97 it doubles them now.
    let calls = "P P 1C 1H X 2C 3C 4H";
    assert_calls(
        "9653.AK97.932.T8",
        Seat::North,
        calls,
        Vulnerability::Both,
        "X",
    );
}

#[test]
fn a_negative_double_over_a_one_level_overcall_is_read_as_seven_or_more() {
    // Partner reads a call by its first meaning. The 6 HCP negative double over a one-level
    // overcall (`resp.negx.1`) came before the 7+ one, so every such double was read as
    // exactly 6 HCP, and opener counted at most 6 opposite (no invitation short of 19).
    let rule = read_by(Seat::North, "1C 1D X", Vulnerability::None);
    assert!(rule.starts_with("resp.negx|"), "{rule}");
    assert!(rule.contains("resp.negx.1"), "{rule}");
}

#[test]
fn a_raise_to_game_over_a_two_over_one_is_read_as_three_trumps_and_sixteen() {
    // Deal 1667: 1♠ 2♥ 4♥ was read by the raise to game of a one-level response (four trumps,
    // 19+), so 13 HCP opposite counted 33 together and asked for aces; six went down with an
    // ace and the trump king off. Read by its own rule (three trumps, 16+), it is passed.
    let rule = read_by(Seat::West, "1S P 2H P 4H", Vulnerability::NorthSouth);
    assert!(rule.starts_with("rebid.raise.2over1.game"), "{rule}");
    assert_calls(
        "AK6.AQ864.86.953",
        Seat::West,
        "1S P 2H P 4H P",
        Vulnerability::NorthSouth,
        "P",
    );
}

#[test]
fn an_overcall_and_a_cue_raise_are_not_a_two_club_opening() {
    // Deal 21196: our calls 2♣ 2♦ 3♣ (an overcall, the cue raise, the minimum answer) matched
    // the 2♣ opening's "2♣ 2♦ 3♣", and the cue raiser's forcing raise to 4♣ made the
    // overcaller bid 5♣, three down. The cue raiser with a minimum passes now.
    assert_calls(
        "Q7.QT73.AJ73.T54",
        Seat::North,
        "1D 2C P 2D P 3C P",
        Vulnerability::NorthSouth,
        "P",
    );
}

#[test]
fn a_forced_bid_is_not_four_no_trumps() {
    // Deal 21556: forced to bid over 2♣ 3♦ 4♣ with no club fit, 4NT (the cheapest no-trump)
    // was read as Blackwood and the 2♣ opener played a 4-2 slam. The long suit again now (the
    // deal's own hand, semi-balanced, now bids 6NT: see below; here with a singleton).
    assert_calls(
        "Q73.9843.AK943.A",
        Seat::North,
        "P 2C P 3D P 4C P",
        Vulnerability::Both,
        "4D",
    );
    // Deal 1115: with a doubleton honour in partner's six-card suit, the preference (not 4♠
    // in the fourth suit, the longest).
    assert_calls(
        "A873.JT42.K8.AQ7",
        Seat::West,
        "1C P 1D P 1H P 2S P 3NT P 4D P",
        Vulnerability::Both,
        "5D",
    );
}

#[test]
fn after_stayman_finds_no_major_4nt_invites_six_as_over_1nt() {
    // 1NT 2♣ 2♦: with 16-17 the quantitative 4NT (3NT was bid with every hand of 10+), with
    // 18-20 6NT, as directly over 1NT; opener accepts with 16+ points (a fifth card counts).
    let calls = "1NT P 2C P 2D P";
    assert_calls(
        "KQ42.KQ64.Q6.KJ9",
        Seat::West,
        calls,
        Vulnerability::Both,
        "4NT",
    );
    assert_calls(
        "KQ42.KQ64.A6.KJ9",
        Seat::West,
        calls,
        Vulnerability::Both,
        "6NT",
    );
    assert_calls(
        "KQ42.KQ64.J6.KJ9",
        Seat::West,
        calls,
        Vulnerability::Both,
        "3NT",
    );
    let calls = "1NT P 2C P 2D P 4NT P";
    assert_calls(
        "AJ8.A8.AKT94.873",
        Seat::West,
        calls,
        Vulnerability::Both,
        "6NT",
    );
    assert_calls(
        "AJ8.A82.AQT9.873",
        Seat::West,
        calls,
        Vulnerability::Both,
        "P",
    );
}

#[test]
fn a_call_is_not_read_by_a_judgement_that_cannot_make_it() {
    // Deal 1181: over their 4♥ partner's 4♠ competed (`cj.compete`), but it was read by the
    // judged game (`cj.game`, 22+ points together), whose game has no part-score of ours to
    // be weighed against there and so never bids it. Partner then counted 33 together with
    // 10 HCP and asked for aces; 5♠ went down. Read as the competitive call, it is passed.
    let rule = read_by(Seat::East, "1H 2H 3H 3S 4H 4S", Vulnerability::EastWest);
    assert!(!rule.contains("cj.game"), "{rule}");
    assert!(rule.contains("cj.compete"), "{rule}");
    assert_calls(
        "A75.KJ53.53.Q965",
        Seat::East,
        "1H 2H 3H 3S 4H 4S P",
        Vulnerability::EastWest,
        "P",
    );
}

#[test]
fn a_strong_hand_does_not_sell_out_to_their_part_score() {
    // Deal 1576: 1♦ P 1♥ 2♠ with 18 HCP, five diamonds and three hearts: no rebid fitted (no
    // stopper for no-trumps, three trumps only) and opener passed out 2♠, a slam on for us.
    assert_made_by(
        "T3.QT2.AKQT6.AK7",
        Seat::North,
        "1D P 1H 2S",
        Vulnerability::None,
        "3D",
        "cj.strong.suit",
    );
    // Deal 21089: the opener with 19 HCP and two five-card suits, after his 2♦ over their
    // balancing 1♠, passed their 2♠ out; game in hearts makes.
    assert_calls(
        "A76.AK973.AKJT8.",
        Seat::East,
        "P 1H P P 1S 2D 2S P P",
        Vulnerability::Both,
        "3H",
    );
    // With 14 HCP the rule does not apply.
    assert_not_made_by(
        "T3.Q92.KQJT6.AQ7",
        Seat::North,
        "1D P 1H 2S",
        Vulnerability::None,
        "cj.strong.suit",
    );
    // Deal 1623: partner's weak 2♥ overcalled, 16 HCP and A K Q fifth of diamonds passed;
    // 5♦ makes over their 3♠.
    assert_calls(
        "62.53.AKQT6.AK62",
        Seat::West,
        "2H 2S",
        Vulnerability::EastWest,
        "3D",
    );
}

#[test]
fn a_slam_in_a_suit_only_the_caller_knew_to_be_agreed_is_read_by_its_rule() {
    // Deal 1276: 1♠ 3♣ 4NT 5♥ 6♣, the asker holding four clubs opposite the jump shift. No
    // reader could tell the agreed suit, so the asker's six, his sign-off at five and his
    // grand were explained as "no meaning in the system".
    let nsv = Vulnerability::NorthSouth;
    assert_eq!(
        read_by(Seat::North, "1S P 3C P 4NT P 5H P 6C", nsv),
        "bw.small"
    );
    assert_eq!(
        read_by(Seat::North, "1S P 3C P 4NT P 5C P 5S", nsv),
        "bw.signoff"
    );
    assert_eq!(
        read_by(Seat::North, "1S P 3C P 4NT P 5H P 6S", nsv),
        "bw.small"
    );
    // Deal 21141: 1♣ 1♠ 2♥ 6♠ with AKQ87532 and a heart void, the slam judged at once.
    let rule = read_by(Seat::East, "1C P 1S P 2H P 6S", Vulnerability::None);
    assert!(rule.contains("slam.void.judge"), "{rule}");
    // Where the agreed suit is known, another suit named is not it: 6♣ after 1♠ 2♠ 4NT 5♥
    // has no reading in the system.
    let a = auction(Seat::North, "1S P 2S P 4NT P 5H P 6C");
    let e = explain_call(&a, a.calls().len() - 1, nsv).unwrap();
    assert_eq!(e.rule, None);
}

#[test]
fn the_new_suit_over_a_weak_two_goes_on_to_game() {
    // Deal 1213: 2♦ 2♠ 3♠ with AKT954 KJ7 A8 Q4 (17 HCP, the six-card major raised) was passed;
    // eleven tricks.
    assert_made_by(
        "AKT954.KJ7.A8.Q4",
        Seat::East,
        "2D P 2S P 3S P",
        Vulnerability::EastWest,
        "4S",
        "pre.nf.r.major",
    );
    // Deal 1293: 2♦ 2♥ 3♣ with K82 AK652 K42 AJ (18 HCP, spades stopped) was passed; 3NT
    // when the layouts say game pays.
    assert_made_by(
        "K82.AK652.K42.AJ",
        Seat::East,
        "2D P 2H P 3C P",
        Vulnerability::EastWest,
        "3NT",
        "pre.nf.r.3nt",
    );
}

#[test]
fn values_are_not_sold_out_to_their_raise_or_preempt() {
    // Deal 21505: 2♠ X 3♠ with 87 A532 J87 AQ87 (11 HCP opposite the takeout double) was
    // passed; the unbid major at the four level when bidding beats defending.
    assert_made_by(
        "87.A532.J87.AQ87",
        Seat::East,
        "2S X 3S",
        Vulnerability::Both,
        "4H",
        "adv.x.free.four",
    );
    // Deal 21083: 3♣ 3♠ 4♣ with K QT7643 KJ953 A (13 HCP, no fit with the overcall) was
    // passed; the six-card suit.
    assert_made_by(
        "K.QT7643.KJ953.A",
        Seat::West,
        "3C 3S 4C",
        Vulnerability::Both,
        "4H",
        "adv.own.free",
    );
    // Deal 21455: 2♠ with 98 QJ73 AKQJ6 Q2 (15 HCP, a doubleton club: no takeout double) was
    // passed; the five-card suit at the three level.
    assert_made_by(
        "98.QJ73.AKQJ6.Q2",
        Seat::West,
        "2S",
        Vulnerability::None,
        "3D",
        "ovc.3.five",
    );
    // A 19-count with three of their suit doubles again over their raise when the layouts
    // say partner's answer pays (the 14-16 HCP doubler needs shortness).
    assert_made_by(
        "AKJ.AKJ3.AQJ.932",
        Seat::North,
        "1C X 3C P P",
        Vulnerability::None,
        "X",
        "dbl.again.judge",
    );
    assert_calls(
        "KQ4.AKJ3.AQ6.932",
        Seat::North,
        "1C X 3C P P",
        Vulnerability::None,
        "P",
    );
}

#[test]
fn responder_competes_with_his_six_card_suit_and_invites_in_no_trumps() {
    // Deal 21732: 1♣ 1♦ 1♥ 2♦ P P with Q97 AKQ754 QT T3 was passed (no rule at responder's
    // rebid over their bid); the six-card suit when bidding beats defending.
    assert_made_by(
        "Q97.AKQ754.QT.T3",
        Seat::North,
        "P 1C 1D 1H 2D P P",
        Vulnerability::Both,
        "2H",
        "cj.own.rr",
    );
    // Deal 21430: 1♣ 1♥ with Q7 K875 AK86 965 (12 HCP, a heart stopper) bid 1NT, read as 8-12,
    // and 3NT was missed; the jump to 2NT invites (booklet: 11-12), 1NT shows 8-10.
    assert_made_by(
        "Q7.K875.AK86.965",
        Seat::South,
        "1C 1H",
        Vulnerability::NorthSouth,
        "2NT",
        "comp.2nt",
    );
    assert_calls(
        "K7.K875.Q9862.65",
        Seat::South,
        "1C 1H",
        Vulnerability::NorthSouth,
        "1NT",
    );
    // Opener accepts with 13+ (14 HCP here) and declines with a minimum.
    let calls = "1C 1H 2NT P";
    assert_calls(
        "A63.Q62.JT.AQJT8",
        Seat::South,
        calls,
        Vulnerability::NorthSouth,
        "3NT",
    );
    assert_calls(
        "Q63.Q62.KJ2.AJT8",
        Seat::South,
        calls,
        Vulnerability::NorthSouth,
        "P",
    );
}

#[test]
fn opener_with_slam_values_opposite_a_two_over_one_asks_for_aces() {
    // Deal 1339: 1♠ 2♥ 4♥ with AKJ652 AK74 KT 6 (18 HCP, four trumps and a singleton) was
    // passed by responder, who reads the raise to game as 16+; 6♥ makes. Blackwood when the
    // layouts say a small slam pays, then six with one ace missing when they still say so.
    assert_made_by(
        "AKJ652.AK74.KT.6",
        Seat::West,
        "1S P 2H P",
        Vulnerability::Both,
        "4NT",
        "slam.bw.judge.2over1",
    );
    assert_eq!(
        read_by(Seat::West, "1S P 2H P 4NT", Vulnerability::Both)
            .split('|')
            .next(),
        Some("slam.bw.judge.2over1")
    );
    assert_made_by(
        "AKJ652.AK74.KT.6",
        Seat::West,
        "1S P 2H P 4NT P 5D P",
        Vulnerability::Both,
        "6H",
        "bw.small.judge",
    );
    // Three trumps and 16 points still bid game at once.
    assert_calls(
        "AKJ65.K74.KQ2.62",
        Seat::West,
        "1S P 2H P",
        Vulnerability::Both,
        "4H",
    );
}

#[test]
fn values_held_back_over_their_bid_are_shown_later() {
    // Deal 1143: a trap pass with AQJT952 Q53 – AQ8 (15 HCP), partner rebidding 2♣ instead
    // of reopening with a double, was passed out; 3NT with game values and their suit held.
    assert_made_by(
        "AQJT952.Q53..AQ8",
        Seat::West,
        "1C 1S P P 2C P",
        Vulnerability::EastWest,
        "3NT",
        "comp.late.3nt.trap",
    );
    // Deal 21737: 1♣ 1♦ 1♠ 2♣ P with 92 T63 KT82 KQJT (9 HCP, nine clubs together) was
    // passed; the raise invites, and opener with 16 and spades held accepts in no-trumps.
    assert_made_by(
        "92.T63.KT82.KQJT",
        Seat::East,
        "P 1C P 1D 1S 2C P",
        Vulnerability::NorthSouth,
        "3C",
        "rr.comp.raise.minor",
    );
    assert_made_by(
        "AQ84.A7.AQ.98642",
        Seat::East,
        "P 1C P 1D 1S 2C P 3C P",
        Vulnerability::NorthSouth,
        "3NT",
        "inv.accept.3nt",
    );
    // Deal 21156: 1♦ 2♥ P with AKQ862 – AJ AJ975 (a void in partner's weak jump overcall)
    // bid 3NT; game in the strong six-card major.
    assert_made_by(
        "AKQ862..AJ.AJ975",
        Seat::North,
        "1D 2H P",
        Vulnerability::Both,
        "4S",
        "adv.weak.own.game",
    );
}

#[test]
fn strong_hands_act_over_their_bids() {
    // Deal 1693: 1♠ P P 3♥ 3♠ 4♥ P P with KQJ9762 Q KQ3 A4 was passed; four of the seven-card
    // suit when bidding beats defending. A preempter does not bid his suit again over game.
    assert_made_by(
        "KQJ9762.Q.KQ3.A4",
        Seat::East,
        "1S P P 3H 3S 4H P P",
        Vulnerability::EastWest,
        "4S",
        "cj.own.seven",
    );
    // Deal 21249: 1♥ 1♠ P 2♠ with A64 AQ98764 K9 A (17 HCP) bid only 3♥; 4♥ makes.
    assert_made_by(
        "A64.AQ98764.K9.A",
        Seat::East,
        "1H 1S P 2S",
        Vulnerability::Both,
        "4H",
        "rebid.comp.game",
    );
    // Over their cue bid of our suit they hold the fit and the values: no jump to game.
    assert_not_made_by(
        "A64.AQ98764.K9.A",
        Seat::East,
        "1H 1S P 2H",
        Vulnerability::Both,
        "rebid.comp.game",
    );
    // Deal 21155: 1♦ with A82 KQ65 962 AK4 (16 HCP, no diamond stopper for 1NT) was passed;
    // the takeout double, every unbid suit supported.
    assert_made_by(
        "A82.KQ65.962.AK4",
        Seat::North,
        "1D",
        Vulnerability::NorthSouth,
        "X",
        "ovc.x.flat",
    );
    // Deal 21562: 1♦ P P with AKQ K43 8543 J43 (13 HCP) was passed out; the balancing double.
    assert_made_by(
        "AKQ.K43.8543.J43",
        Seat::South,
        "1D P P",
        Vulnerability::EastWest,
        "X",
        "bal.x.flat",
    );
}

#[test]
fn the_positive_answer_to_two_clubs_raises_opener_s_suit() {
    // Deal 21246: 2♣ 2NT 3♦ with Q762 JT3 AQ87 94 bid 3NT; the raise lets opener (AK3 A
    // KJ964 AKT3) ask for aces, and 7♦ makes.
    assert_made_by(
        "Q762.JT3.AQ87.94",
        Seat::South,
        "P 2C P 2NT P 3D P",
        Vulnerability::Both,
        "4D",
        "2c.pos.raise",
    );
    assert_made_by(
        "AK3.A.KJ964.AKT3",
        Seat::South,
        "P 2C P 2NT P 3D P 4D P",
        Vulnerability::Both,
        "4NT",
        "slam.blackwood",
    );
    // With slam values of his own responder asks for aces rather than raise (1016: 7♠).
    assert_calls(
        "QJ8.AJ654.8653.4",
        Seat::North,
        "P P 2C P 2H P 2S P",
        Vulnerability::None,
        "4NT",
    );
}

#[test]
fn a_hand_short_in_partner_s_doubled_suit_runs_to_its_own() {
    // Deal 1571: 1♥ 2♣ P P X P P with Q7432 J9543 82 7 was passed; 2♣ doubled went three
    // down. The unbid five-card suit instead.
    assert_made_by(
        "Q7432.J9543.82.7",
        Seat::West,
        "P 1H 2C P P X P P",
        Vulnerability::NorthSouth,
        "2S",
        "rescue",
    );
    // With two cards in partner's suit the double is left in.
    assert_calls(
        "Q7432.J954.82.73",
        Seat::West,
        "P 1H 2C P P X P P",
        Vulnerability::NorthSouth,
        "P",
    );
    // Not over their takeout double (the next opponent has not passed it for penalty).
    assert_calls(
        "Q7432.J9543.82.7",
        Seat::West,
        "P 1H 2C X",
        Vulnerability::NorthSouth,
        "P",
    );
}

#[test]
fn a_semi_balanced_hand_with_slam_values_and_no_fit_bids_six_no_trumps() {
    // Deal 21556: 2♣ 3♦ 4♣ with Q7 9843 AK943 A2 (13 HCP opposite 22+) bid 4♦, and 5♣ was
    // passed; 6NT makes (and 7♣).
    assert_made_by(
        "Q7.9843.AK943.A2",
        Seat::North,
        "P 2C P 3D P 4C P",
        Vulnerability::Both,
        "6NT",
        "slam.6nt.semi",
    );
    // With a singleton the hand is no no-trump hand.
    assert_not_made_by(
        "Q.98743.AK943.A2",
        Seat::North,
        "P 2C P 3D P 4C P",
        Vulnerability::Both,
        "slam.6nt.semi",
    );
}

#[test]
fn a_major_agreed_below_game_with_extra_values_shows_a_control() {
    // Deal 1761: 1♠ 3♠ with KQ875 A QJT3 AJ8 bid 4♠ at once; partner never heard of the extra
    // values. The cheapest control below game is the ace of clubs.
    assert_made_by(
        "KQ875.A.QJT3.AJ8",
        Seat::East,
        "1S P 3S P",
        Vulnerability::Both,
        "4C",
        "slam.cue",
    );
    // A minimum opener bids game.
    assert_not_made_by(
        "KQ875.A3.QJT3.J8",
        Seat::East,
        "1S P 3S P",
        Vulnerability::Both,
        "slam.cue",
    );
    // The limit raise with soft values signs off; with two aces it asks for aces.
    assert_made_by(
        "942.K4.A4.K96432",
        Seat::East,
        "1S P 3S P 4C P",
        Vulnerability::Both,
        "4S",
        "cue.signoff",
    );
    assert_made_by(
        "A943.Q4.A9832.43",
        Seat::East,
        "1S P 3S P 4C P",
        Vulnerability::Both,
        "4NT",
        "cue.bw",
    );
    // Partner's 4NT is Blackwood, answered as such.
    assert_eq!(
        read_by(Seat::East, "1S P 3S P 4C P 4NT", Vulnerability::Both)
            .split('|')
            .next(),
        Some("cue.bw")
    );
    // The cue bidder passes the sign-off.
    assert_made_by(
        "KQ875.A.QJT3.AJ8",
        Seat::East,
        "1S P 3S P 4C P 4S P",
        Vulnerability::Both,
        "P",
        "cue.pass",
    );
}

#[test]
fn few_high_cards_with_four_trumps_and_a_void_raise_partner_s_major() {
    // 7 HCP, four trumps and a void: twelve support points, too few HCP for the limit raise.
    // It used to answer 1NT, "no fit".
    assert_made_by(
        "9843..A9832.K843",
        Seat::East,
        "1S P",
        Vulnerability::None,
        "2S",
        "resp.major.single.short",
    );
}

#[test]
fn a_long_major_with_values_is_not_sold_out_to_their_preempt() {
    // Deal 21449: P P 3♠ with 2 AKJT85 AJT9 A7 (17 HCP) was passed (the three-level overcall
    // stops at the three level); four of the major when bidding beats defending.
    assert_made_by(
        "2.AKJT85.AJT9.A7",
        Seat::East,
        "P P 3S",
        Vulnerability::NorthSouth,
        "4H",
        "ovc.long.judge",
    );
    // Deal 21786: P 2♦ with QJ97642 Q9 5 AJ9 (10 HCP, a seven-card suit without the ace or
    // king) was passed.
    assert_made_by(
        "QJ97642.Q9.5.AJ9",
        Seat::South,
        "P 2D",
        Vulnerability::EastWest,
        "2S",
        "ovc.long.judge",
    );
    // Deal 21559: P 3♥ with QJT984 - 3 AKQT62 (six-six, 12 HCP) was passed.
    assert_made_by(
        "QJT984..3.AKQT62",
        Seat::West,
        "P 3H",
        Vulnerability::EastWest,
        "3S",
        "ovc.long.judge",
    );
    // Not a long minor: 3♣ over 2♥ with AQ 2 JT8 KT97632 left partner unable to double their
    // raise (deal 1008, where the pass let partner's double find 5♣).
    assert_not_made_by(
        "AQ.2.JT8.KT97632",
        Seat::North,
        "2H",
        Vulnerability::EastWest,
        "ovc.long.judge",
    );
}

#[test]
fn slam_values_opposite_a_natural_3nt_invite_with_a_quantitative_4nt() {
    // Deal 21551: 1♣ 3NT was passed with Q3 KJ92 QT AQJT8 (15 HCP opposite 16-17; 6NT
    // makes): 4NT, quantitative.
    assert_made_by(
        "Q3.KJ92.QT.AQJT8",
        Seat::West,
        "1C P 3NT P",
        Vulnerability::None,
        "4NT",
        "rebid.3nt.quant",
    );
    // Partner reads it so, not as Blackwood: six with the top of his 3NT, else a pass.
    assert_made_by(
        "K4.A43.AK984.K42",
        Seat::West,
        "1C P 3NT P 4NT P",
        Vulnerability::None,
        "6NT",
        "resp.3nt.quant.accept",
    );
    assert_made_by(
        "K4.A43.AK984.Q42",
        Seat::West,
        "1C P 3NT P 4NT P",
        Vulnerability::None,
        "P",
        "resp.3nt.quant.decline",
    );
}

#[test]
fn a_fifteen_count_with_a_five_card_minor_invites_six_after_stayman() {
    // As directly over 1NT (`nt.4nt.minor`), a fifth card in a minor counts a point: 15 HCP
    // with one bids the quantitative 4NT over 2♦, and a maximum accepts.
    assert_made_by(
        "QJ93.A4.AK.J7432",
        Seat::North,
        "1NT P 2C P 2D P",
        Vulnerability::None,
        "4NT",
        "stay.4nt.minor",
    );
    assert_made_by(
        "A5.Q83.KJT2.AK93",
        Seat::North,
        "1NT P 2C P 2D P 4NT P",
        Vulnerability::None,
        "6NT",
        "stay.4nt.accept",
    );
}

#[test]
fn opener_with_eighteen_bids_game_over_the_fourth_suit() {
    // Deal 1452: 1♣ 1♦ 1♠ 2♥ 2NT was passed with KJT7 A5 AQ8 KQT9 (19 HCP) opposite 10: the
    // fourth suit may be the invitation, so a balanced 18-19 bids the game itself.
    assert_made_by(
        "KJT7.A5.AQ8.KQT9",
        Seat::North,
        "1C P 1D P 1S P 2H P",
        Vulnerability::NorthSouth,
        "3NT",
        "fsf.nt.max",
    );
    // A minimum still answers 2NT.
    assert_made_by(
        "KJT7.A5.Q82.KJT9",
        Seat::North,
        "1C P 1D P 1S P 2H P",
        Vulnerability::NorthSouth,
        "2NT",
        "fsf.nt",
    );
}

#[test]
fn opener_s_new_suit_over_one_no_trump_is_at_most_eighteen() {
    // With 19-21 the same hand jumps (`rebid.1n.jumpshift`): partner's judgements deal the
    // 2♦ bidder at most 18 (1651: 1♠ 1NT 2♦ 6♦ with 9 HCP, opener dealt up to 21).
    let s = shown(&auction(Seat::North, "1S P 1NT P 2D"), Vulnerability::None);
    assert_eq!(s[Seat::North.index()].hcp.1, 18);
}

#[test]
fn a_minor_slam_after_blackwood_is_played_in_no_trumps_when_the_layouts_say_so() {
    // Deal 1276: 1♠ 3♣ 4NT 5♥ 6♣ one down with K987432 A K K432 opposite A KQJ5 QJ7 AQ875;
    // 6NT makes.
    assert_made_by(
        "K987432.A.K.K432",
        Seat::North,
        "1S P 3C P 4NT P 5H P",
        Vulnerability::NorthSouth,
        "6NT",
        "bw.small.nt",
    );
    // Deal 1083: where the layouts say clubs pay better, six of the minor stays (on the deal
    // itself only 6NT makes: the layouts, not the deal, decide).
    assert_made_by(
        "AK2.AQ87.K5.QJ74",
        Seat::West,
        "P 1C P 3C P 4NT P 5H P",
        Vulnerability::Both,
        "6C",
        "bw.small",
    );
}

#[test]
fn fifteen_to_seventeen_flat_doubles_a_weak_two_with_three_of_their_suit() {
    // Deal 1616: 2♦ was passed out with AJ7 KQ52 J54 A62 (no stopper for 2NT, no shortness
    // for the usual double) and partner's 12 HCP; 3NT makes. Deal 1132: 2♥ with KT85 963 AQ
    // AK87.
    assert_made_by(
        "AJ7.KQ52.J54.A62",
        Seat::North,
        "2D",
        Vulnerability::EastWest,
        "X",
        "ovc.x.flat.two",
    );
    assert_made_by(
        "KT85.963.AQ.AK87",
        Seat::North,
        "P P 2H",
        Vulnerability::NorthSouth,
        "X",
        "ovc.x.flat.two",
    );
    // Not with a singleton: three of their suit and a four-card major leave it beside a
    // five-card minor, where partner's answer in the other suit finds no fit.
    assert_not_made_by(
        "AKJ2.Q54.A.Q7532",
        Seat::North,
        "2H",
        Vulnerability::None,
        "ovc.x.flat.two",
    );
}
