//! The sampling card player: the layouts it imagines keep every fact and what the auction
//! showed, it never uses a hidden hand, its reasons are catalogue messages, and it finds the
//! cards double dummy says matter. Robots think at Quick strength with fixed seeds here; the
//! long measurements are `bridge play --pbn` and `bridge analyse` (docs/robots.md).

use crate::common::{c, quick};
use bridge_engine::msg::{Arg, Msg};
use bridge_engine::robot::sample::{Knowledge, Relaxed, Rng};
use bridge_engine::robot::{
    PlayConfig, PlayView, Strength, choose_call_at, choose_card, claim_offer, play_card, shown,
};
use bridge_engine::{Board, Card, CardSet, Deal, Game, Phase, Play, Seat, Suit};
use proptest::prelude::*;
use std::collections::HashMap;

const QUICK: PlayConfig = quick(7);

/// Robots bid board `number` of `deal` (their close calls judged at the quick strength: what
/// the auction shows matters here, not how well it was judged); then the heuristics play
/// `cards` cards (fast), and the game stops there. `None` when the deal is passed out or
/// `cards` is past the end.
fn game_at(number: u32, deal: Deal, cards: usize) -> Option<Game> {
    let board = Board::numbered(number, deal);
    let mut game = Game::new(board);
    while let Phase::Auction(a) = game.phase() {
        let seat = a.to_call()?;
        let advice = choose_call_at(deal.hand(seat), a, board.vulnerability, Strength::Quick);
        game.call(advice.call).ok()?;
    }
    for _ in 0..cards {
        let Phase::Play(p) = game.phase() else {
            return None;
        };
        let seat = p.to_play()?;
        let view = PlayView::new(p, seat).with_auction(game.auction());
        game.play_card(choose_card(&view).card).ok()?;
    }
    matches!(game.phase(), Phase::Play(_)).then_some(game)
}

fn view_of(game: &Game) -> PlayView {
    let Phase::Play(p) = game.phase() else {
        panic!("not in play")
    };
    PlayView::new(p, p.to_play().unwrap())
        .with_auction(game.auction())
        .with_vulnerability(game.board().vulnerability)
}

/// Over many auctions and moments of the play, every layout keeps the facts (cards in view,
/// counts, shown-out suits: checked here from the view itself) and, unless the sampler says it
/// relaxed them, what each hidden player's calls showed (checked with `robot::shown`).
#[test]
fn layouts_never_contradict_the_auction_or_a_shown_out_suit() {
    let (mut checked, mut relaxed_points) = (0, 0);
    let mut voids = 0;
    for i in 0..60u64 {
        let deal = Deal::random(9000 + i);
        let cards = [0, 1, 4, 9, 17, 26, 35, 44][(i % 8) as usize];
        let Some(game) = game_at(i as u32 + 1, deal, cards) else {
            continue;
        };
        let view = view_of(&game);
        let shown = shown(game.auction(), game.board().vulnerability);
        let knowledge = Knowledge::new(&view);
        let layouts = knowledge.sample(12, &mut Rng::new(i));
        assert_eq!(layouts.hands.len(), 12, "deal {i}");
        if layouts.relaxed >= Relaxed::Points {
            relaxed_points += 1;
        }
        let unseen = view.unseen();
        for hands in &layouts.hands {
            assert!(!knowledge.breaks_a_fact(hands), "deal {i}");
            let mut dealt = CardSet::EMPTY;
            for seat in Seat::ALL {
                let h = hands[seat.index()];
                match view.visible_hand(seat) {
                    Some(known) => assert_eq!(h, known, "deal {i}: a hand in view changed"),
                    None => {
                        dealt = dealt.or(h);
                        let original = h.or(view.played_by(seat));
                        assert_eq!(original.len(), 13, "deal {i} {seat}");
                        for suit in Suit::ALL {
                            if view.showed_out(seat, suit) {
                                voids += 1;
                                assert_eq!(h.suit_len(suit), 0, "deal {i}: {seat} void in {suit}");
                            }
                        }
                        if layouts.relaxed <= Relaxed::LeadConventions {
                            assert!(
                                shown[seat.index()].admits(original),
                                "deal {i}: {seat}'s hand {original:?} breaks {:?}",
                                shown[seat.index()]
                            );
                        }
                    }
                }
            }
            assert_eq!(dealt, unseen, "deal {i}: the unseen cards, each dealt once");
            checked += 1;
        }
    }
    assert!(checked >= 400, "only {checked} layouts checked");
    assert!(voids > 0, "no shown-out suit came up");
    assert!(
        relaxed_points <= 6,
        "{relaxed_points} decisions relaxed the points shown"
    );
}

/// At the opening lead the layouts keep to the auction call by call: 1♥ P 2♥ P P P, East to
/// lead. In every layout dealt without relaxing, the robots' rules would open North's hand
/// 1♥, raise with South's and pass with West's over 2♥ (the wide ranges of `shown` say next
/// to nothing of West's pass).
#[test]
fn the_opening_leaders_layouts_keep_to_every_call() {
    let deal: Deal = "N:AKJ32.AQ2.Q32.32 Q54.5.AK9854.A54 76.KJ76.J76.J876 T98.T9843.T.KQT9"
        .parse()
        .unwrap();
    let calls: Vec<bridge_engine::Call> = ["1H", "Pass", "2H", "Pass", "Pass", "Pass"]
        .iter()
        .map(|c| c.parse().unwrap())
        .collect();
    let auction = bridge_engine::Auction::from_calls(Seat::North, calls.clone()).unwrap();
    let play = Play::new(deal, "2H".parse().unwrap(), Seat::North);
    let view = PlayView::new(&play, Seat::East).with_auction(&auction);
    let layouts = Knowledge::new(&view).sample(12, &mut Rng::new(3));
    assert_eq!(layouts.relaxed, Relaxed::Nothing);
    let vul = bridge_engine::Vulnerability::None;
    let call_of = |hand: CardSet, before: usize| {
        let prefix = bridge_engine::Auction::from_calls(Seat::North, calls[..before].to_vec());
        choose_call_at(hand, &prefix.unwrap(), vul, Strength::Quick).call
    };
    for hands in &layouts.hands {
        assert_eq!(call_of(hands[Seat::North.index()], 0), calls[0]);
        assert_eq!(call_of(hands[Seat::South.index()], 2), calls[2]);
        assert_eq!(call_of(hands[Seat::West.index()], 3), calls[3]);
    }
    // West's pass: hands with an overcall or a takeout double of 2♥ were dealt before.
    let wide = shown(&auction, vul)[Seat::West.index()];
    assert_eq!(
        wide.hcp,
        (0, 37),
        "the pass shows nothing in the wide reading"
    );
}

/// A defender's later decisions keep to the calls too, each hidden player's whole original
/// hand (the cards it played and those the layout gives it): 1♥ P 2♥ P P P, East leads and
/// dummy plays; West, third to play, imagines East's hand, and in every layout East's cards
/// (♦A among them) would have passed 1♥ (no overcall, no takeout double), and North's would
/// have opened 1♥ and passed 2♥. (East's pass in the pass-out seat may turn on a judgement by
/// simulation, which the check lets go either way.) The same view and seed give the same card.
#[test]
fn a_defenders_later_layouts_keep_to_every_call() {
    let deal: Deal = "N:AK2.AQ952.Q32.32 Q54.6.AK854.Q954 76.KJ7.J76.JT876 JT983.T843.T9.AK"
        .parse()
        .unwrap();
    let calls: Vec<bridge_engine::Call> = ["1H", "Pass", "2H", "Pass", "Pass", "Pass"]
        .iter()
        .map(|c| c.parse().unwrap())
        .collect();
    let auction = bridge_engine::Auction::from_calls(Seat::North, calls.clone()).unwrap();
    let mut play = Play::new(deal, "2H".parse().unwrap(), Seat::North);
    for card in ["DA", "D6"] {
        play.play(c(card)).unwrap();
    }
    let view = PlayView::new(&play, Seat::West).with_auction(&auction);
    let layouts = Knowledge::new(&view).sample(12, &mut Rng::new(5));
    assert_eq!(layouts.hands.len(), 12);
    assert_eq!(layouts.relaxed, Relaxed::Nothing);
    let vul = bridge_engine::Vulnerability::None;
    let call_of = |hand: CardSet, before: usize| {
        let prefix = bridge_engine::Auction::from_calls(Seat::North, calls[..before].to_vec());
        choose_call_at(hand, &prefix.unwrap(), vul, Strength::Quick).call
    };
    for hands in &layouts.hands {
        let original = |seat: Seat| hands[seat.index()].or(view.played_by(seat));
        assert_eq!(original(Seat::East).len(), 13);
        assert!(original(Seat::East).contains(c("DA")));
        for (seat, at) in [(Seat::North, 0), (Seat::East, 1), (Seat::North, 4)] {
            assert_eq!(
                call_of(original(seat), at),
                calls[at],
                "{seat}'s call {at} with {:?}",
                original(seat)
            );
        }
    }
    assert_eq!(play_card(&view, &QUICK), play_card(&view, &QUICK));
}

/// The sampler's seeded generator makes the same layouts from the same view and seed.
#[test]
fn the_same_seed_imagines_the_same_layouts() {
    let game = game_at(3, Deal::random(77), 5).unwrap();
    let k = Knowledge::new(&view_of(&game));
    assert_eq!(k.sample(8, &mut Rng::new(1)), k.sample(8, &mut Rng::new(1)));
    assert_ne!(k.sample(8, &mut Rng::new(1)), k.sample(8, &mut Rng::new(2)));
}

/// `play` replayed on another deal: same-suit cards not yet played swapped between the first
/// two hands `seat` cannot see, so the play replays and `seat`'s view is the same.
fn reshuffled(play: &Play, seat: Seat, choices: &[u8]) -> Play {
    let view = PlayView::new(play, seat);
    let hidden: Vec<Seat> = Seat::ALL
        .into_iter()
        .filter(|s| view.visible_hand(*s).is_none())
        .collect();
    assert!(hidden.len() >= 2);
    let (a, b) = (hidden[0], hidden[1]);
    let mut hands = play.deal().hands();
    for (i, suit) in Suit::ALL.into_iter().enumerate() {
        let xa: Vec<Card> = play.remaining(a).suit(suit).iter().collect();
        let xb: Vec<Card> = play.remaining(b).suit(suit).iter().collect();
        if xa.is_empty() || xb.is_empty() {
            continue;
        }
        let pick = usize::from(choices.get(i).copied().unwrap_or(0));
        let (ca, cb) = (xa[pick % xa.len()], xb[(pick / 3) % xb.len()]);
        hands[a.index()].remove(ca);
        hands[a.index()].insert(cb);
        hands[b.index()].remove(cb);
        hands[b.index()].insert(ca);
    }
    let mut other = Play::new(Deal::new(hands).unwrap(), play.contract(), play.declarer());
    for card in play.cards_played() {
        other.play(card).unwrap();
    }
    other
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// Changing the cards of the hands a seat cannot see changes neither its view nor the
    /// sampling robot's card and reason (a fixed seed).
    #[test]
    fn hidden_hands_do_not_change_the_sampling_robots_card(
        seed in 0u64..10_000,
        stop in 0usize..48,
        choices in proptest::collection::vec(0u8..12, 4),
    ) {
        let deal = Deal::random(seed);
        let declarer = Seat::from_index((seed % 4) as usize);
        let contract = ["3NT", "4S", "2H", "5D", "1C"][(seed % 5) as usize].parse().unwrap();
        let mut p = Play::new(deal, contract, declarer);
        for _ in 0..stop {
            let seat = p.to_play().unwrap();
            p.play(choose_card(&PlayView::new(&p, seat)).card).unwrap();
        }
        let seat = p.to_play().unwrap();
        let view = PlayView::new(&p, seat);
        let p2 = reshuffled(&p, seat, &choices);
        let view2 = PlayView::new(&p2, seat);
        prop_assert_eq!(&view, &view2);
        prop_assert_eq!(play_card(&view, &QUICK), play_card(&view2, &QUICK));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// The same with the robots' own auction in the view, so that the defenders' layouts keep
    /// to the calls rule by rule: what the calls tell comes from the auction, never from the
    /// hidden cards.
    #[test]
    fn hidden_hands_do_not_change_the_card_of_a_robot_reading_the_calls(
        seed in 0u64..10_000,
        stop in 0usize..40,
        choices in proptest::collection::vec(0u8..12, 4),
    ) {
        let deal = Deal::random(seed);
        let number = (seed % 16) as u32 + 1;
        let game = game_at(number, deal, stop);
        prop_assume!(game.is_some());
        let game = game.unwrap();
        let p = game.play().unwrap();
        let seat = p.to_play().unwrap();
        let view = view_of(&game);
        let p2 = reshuffled(p, seat, &choices);
        let view2 = PlayView::new(&p2, seat)
            .with_auction(game.auction())
            .with_vulnerability(game.board().vulnerability);
        prop_assert_eq!(&view, &view2);
        prop_assert_eq!(play_card(&view, &QUICK), play_card(&view2, &QUICK));
    }
}

/// The catalogue's English texts (`locales/en/*.txt`), key to text.
fn catalogue() -> HashMap<String, String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales/en");
    let mut out = HashMap::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            if let Some((k, v)) = line.split_once(" = ") {
                out.insert(k.trim().to_string(), v.to_string());
            }
        }
    }
    out
}

/// Every placeholder of `text`.
fn placeholders(text: &str) -> Vec<String> {
    let mut out: Vec<String> = text
        .split('{')
        .skip(1)
        .filter_map(|p| p.split_once('}').map(|(n, _)| n.to_string()))
        .collect();
    out.sort();
    out
}

/// `m` and its nested messages: each key is in the catalogue, with exactly its arguments.
fn check_msg(m: &Msg, cat: &HashMap<String, String>) {
    let text = cat
        .get(&m.key)
        .unwrap_or_else(|| panic!("{} is not in locales/en", m.key));
    let mut names: Vec<String> = m.args.iter().map(|(n, _)| n.clone()).collect();
    names.sort();
    assert_eq!(names, placeholders(text), "{}", m.key);
    for (_, a) in &m.args {
        match a {
            Arg::Msg(inner) => check_msg(inner, cat),
            Arg::List(items) => items.iter().for_each(|i| check_msg(i, cat)),
            _ => {}
        }
    }
}

/// Robots play whole deals by sampling: every card legal, every reason a catalogue message
/// with the arguments its text names, the heuristics' keys all in the catalogue.
#[test]
fn sampling_robots_play_whole_deals_with_catalogue_reasons() {
    let cat = catalogue();
    for key in bridge_engine::robot::card_play::REASON_KEYS {
        check_msg(&Msg::new(*key), &cat);
    }
    let mut sampled = 0;
    for i in 0..3u64 {
        let Some(mut game) = game_at(i as u32 + 5, Deal::random(300 + i), 0) else {
            continue;
        };
        while let Phase::Play(_) = game.phase() {
            let view = view_of(&game);
            let config = PlayConfig { seed: i, ..QUICK };
            let advice = play_card(&view, &config);
            check_msg(&advice.reason, &cat);
            sampled += usize::from(advice.reason.key.starts_with("robot.play.sim"));
            game.play_card(advice.card).unwrap();
        }
        assert!(game.result().is_some());
    }
    assert!(sampled > 0, "no card was explained by the layouts");
}

/// North, a defender against West's 1NT, on lead in the two-card ending with ♠A ♥2; dummy
/// (East) shows ♥A K. The heuristics' habit is irrelevant: leading the ♥2 loses the ace.
/// The sampler sees dummy, so every layout says: cash the ace.
#[test]
fn cashes_the_ace_before_dummy_takes_the_rest() {
    let games = bridge_engine::pbn::parse(include_str!("data/costs_ending.pbn")).unwrap();
    let mut play = games[0].to_game().unwrap().play().unwrap().clone();
    // Back to North's lead at trick 12 (the file goes on with the ♥2 and the rest).
    for _ in 0..8 {
        play.undo();
    }
    let view = PlayView::new(&play, Seat::North);
    let advice = play_card(&view, &QUICK);
    assert_eq!(advice.card, c("SA"), "{:?}", advice.reason);
    assert!(
        advice.reason.key.starts_with("robot.play.sim"),
        "{:?}",
        advice.reason
    );
}

/// Declarer claims when every layout gives the rest and the claim line takes it in every layout
/// the play allows, and only then; defenders never offer.
#[test]
fn declarer_offers_a_claim_only_when_every_layout_gives_the_rest() {
    // North holds every top card at 7NT: after East's lead all 13 tricks are North's.
    let tops = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";
    let mut play = Play::new(
        Deal::from_pbn(tops).unwrap(),
        "7NT".parse().unwrap(),
        Seat::North,
    );
    let east = PlayView::new(&play, Seat::East);
    assert_eq!(
        claim_offer(&east, &QUICK),
        None,
        "a defender does not claim"
    );
    play.play(c("ST")).unwrap();
    play.play(c("S3")).unwrap();
    let view = PlayView::new(&play, Seat::West);
    assert_eq!(claim_offer(&view, &QUICK), None, "West defends");
    // With twelve tricks to go the layouts are too many to check the claim line in each: the
    // robot plays on (the table's sure claim covers this deal at the next trick).
    play.play(c("S2")).unwrap();
    let view = PlayView::new(&play, Seat::North);
    assert_eq!(claim_offer(&view, &QUICK), None);
    // North wins eight more tricks with its top cards (the others play low); with four tricks
    // left the 70 layouts of the defenders' eight cards are checked and North claims them.
    while play.tricks_remaining() > 4 || play.to_play() != Some(Seat::North) {
        let seat = play.to_play().unwrap();
        let legal = play.legal_cards();
        let card = if seat == Seat::North {
            legal.iter().max_by_key(|c| c.rank)
        } else {
            legal.iter().min_by_key(|c| c.rank)
        };
        play.play(card.unwrap()).unwrap();
    }
    let view = PlayView::new(&play, Seat::North);
    assert_eq!(claim_offer(&view, &QUICK), Some(4));
    // A finesse to take: 3NT by South on the deal of robot_play.rs, the ♦K unseen.
    let finesse = "N:AK2.AK2.AQ3.5432 876.876.JT98.876 543.543.542.AKQJ QJT9.QJT9.K76.T9";
    let mut play = Play::new(
        Deal::from_pbn(finesse).unwrap(),
        "3NT".parse().unwrap(),
        Seat::South,
    );
    for card in ["CT", "C2", "C6", "CJ"] {
        play.play(c(card)).unwrap();
    }
    let view = PlayView::new(&play, Seat::South);
    assert_eq!(claim_offer(&view, &QUICK), None);
}

/// What a worker receives and sends back: the view (with the auction and vulnerability) and
/// the advice survive JSON unchanged, and the card is the same from the decoded view.
#[test]
fn views_and_advice_travel_as_json() {
    let game = game_at(6, Deal::random(31), 3).unwrap();
    let view = view_of(&game);
    assert!(view.auction().is_some());
    let json = serde_json::to_string(&view).unwrap();
    let back: PlayView = serde_json::from_str(&json).unwrap();
    assert_eq!(back, view);
    assert_eq!(back.vulnerability(), game.board().vulnerability);
    let advice = play_card(&back, &QUICK);
    assert_eq!(advice, play_card(&view, &QUICK));
    let text = serde_json::to_string(&advice).unwrap();
    assert_eq!(
        serde_json::from_str::<bridge_engine::robot::CardAdvice>(&text).unwrap(),
        advice
    );
}
