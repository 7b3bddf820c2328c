//! LIN round trips on sample files written for these tests (following the format's published
//! description), random games, the PBN conversion, and malformed input.

use super::*;
use crate::auction::{AuctionResult, Bid, Strain};
use crate::deal::{Deal, DealRng};
use crate::game::{Board, CallNote};
use crate::pbn;
use crate::seat::{Seat, Vulnerability};

const ALERTS_AND_CLAIM: &str = include_str!("../../tests/data/lin/alerts_and_claim.lin");
const TWO_BOARDS: &str = include_str!("../../tests/data/lin/two_boards.lin");

fn round_trip(deals: &[LinDeal]) {
    let text = write(deals);
    let back = read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back, deals, "{text}");
    assert_eq!(write(&back), text, "writing is stable");
}

#[test]
fn a_deal_with_alerts_explanations_play_and_a_claim() {
    let deals = read(ALERTS_AND_CLAIM).unwrap();
    assert_eq!(deals.len(), 1);
    let d = &deals[0];
    assert_eq!(d.name.as_deref(), Some("Board 1"));
    let b = d.game.board();
    assert_eq!((b.number, b.dealer), (1, Seat::North));
    assert_eq!(b.vulnerability, Vulnerability::None);
    // pn lists South, West, North, East.
    let p = d.players.as_ref().unwrap();
    assert_eq!(p[Seat::South.index()], "Sara");
    assert_eq!(p[Seat::West.index()], "Wim");
    assert_eq!(p[Seat::North.index()], "Nima");
    assert_eq!(p[Seat::East.index()], "Eva");
    // East's hand was left out: it holds the other 13 cards.
    assert_eq!(b.deal.hand(Seat::East).to_pbn_hand(), "JT9.QJT9.KQ2.KQJ");
    assert_eq!(d.game.auction().calls().len(), 10);
    let alert = d.alert(0).unwrap();
    assert_eq!(alert.explanation.as_deref(), Some("could be two clubs"));
    assert_eq!(d.alerts.len(), 1);
    assert_eq!(
        d.explanations,
        vec![(4, "three or four spades, 6-9".to_string())]
    );
    // The game keeps them as notes on its calls (the table shows them; saves keep them).
    let note = |call, alerted, text: &str| CallNote {
        call,
        alerted,
        text: Some(text.to_string()),
    };
    assert_eq!(
        d.game.notes(),
        [
            note(0, true, "could be two clubs"),
            note(4, false, "three or four spades, 6-9")
        ]
    );
    let saved: Game = serde_json::from_str(&serde_json::to_string(&d.game).unwrap()).unwrap();
    assert_eq!(saved, d.game);
    assert_eq!(LinDeal::from_game(d.game.clone()).alerts, d.alerts);
    let Some(AuctionResult::Contract { contract, declarer }) = d.game.auction().result() else {
        panic!()
    };
    assert_eq!(contract.bid, Bid::new(4, Strain::Spades).unwrap());
    assert_eq!(declarer, Seat::South);
    // Four tricks played (South won the first, dummy the next three), then 10 claimed.
    let play = d.game.play().unwrap();
    assert_eq!(play.completed_tricks().count(), 4);
    assert_eq!(play.claimed(), Some(6));
    assert_eq!(d.game.result().unwrap().declarer_tricks, 10);
    round_trip(&deals);
}

#[test]
fn a_file_of_two_boards_a_pass_out_and_an_unfinished_play() {
    let deals = read(TWO_BOARDS).unwrap();
    assert_eq!(deals.len(), 2);
    let b2 = deals[0].game.board();
    assert_eq!(
        (b2.number, b2.dealer, b2.vulnerability),
        (2, Seat::East, Vulnerability::NorthSouth)
    );
    assert_eq!(
        deals[0].game.auction().result(),
        Some(AuctionResult::PassedOut)
    );
    let b3 = deals[1].game.board();
    assert_eq!(
        (b3.number, b3.dealer, b3.vulnerability),
        (3, Seat::South, Vulnerability::EastWest)
    );
    // pn given once applies to the deals after it.
    assert_eq!(deals[1].players, deals[0].players);
    let calls: Vec<_> = deals[1]
        .calls()
        .map(|(c, a)| (c, a.and_then(|a| a.explanation.clone())))
        .collect();
    assert_eq!(calls[0].1.as_deref(), Some("15-17"));
    assert_eq!(calls[2].1.as_deref(), Some("Stayman"));
    assert_eq!(calls[5].0, crate::Call::Double);
    assert_eq!(deals[1].game.play().unwrap().card_count(), 2);
    assert!(
        deals[1].game.result().is_none(),
        "the record stops mid-trick"
    );
    round_trip(&deals);
}

#[test]
fn lin_converts_to_pbn_that_reads_back_as_the_same_game() {
    for text in [ALERTS_AND_CLAIM, TWO_BOARDS] {
        let deals = read(text).unwrap();
        let games: Vec<_> = deals.iter().map(LinDeal::to_pbn).collect();
        let pbn_text = pbn::write(&games);
        let back = pbn::parse(&pbn_text).unwrap();
        assert_eq!(back.len(), deals.len());
        for (p, d) in back.iter().zip(&deals) {
            // The same game; its notes travel as the PBN notes checked below.
            let g = p.to_game().unwrap();
            assert_eq!(g.board(), d.game.board(), "{pbn_text}");
            assert_eq!(g.actions(), d.game.actions(), "{pbn_text}");
            assert_eq!(g.result(), d.game.result(), "{pbn_text}");
        }
    }
    let pbn_text = pbn::write(&[read(ALERTS_AND_CLAIM).unwrap()[0].to_pbn()]);
    assert!(pbn_text.contains("[North \"Nima\"]"), "{pbn_text}");
    assert!(
        pbn_text.contains("[Note \"1:Alert: could be two clubs\"]"),
        "{pbn_text}"
    );
    assert!(
        pbn_text.contains("[Note \"2:three or four spades, 6-9\"]"),
        "{pbn_text}"
    );
    assert!(pbn_text.contains("[Result \"10\"]"), "{pbn_text}");
}

#[test]
fn random_games_round_trip() {
    for seed in 0..150u64 {
        let mut rng = DealRng::new(seed);
        let number = 1 + (seed % 32) as u32;
        let mut game = Game::new(Board::numbered(number, Deal::random(seed)));
        // Random legal calls, passes more likely so auctions end.
        while let Some(a) = match game.phase() {
            crate::Phase::Auction(a) => Some(a.legal_calls()),
            _ => None,
        } {
            let pick = if rng.below(3) > 0 {
                0
            } else {
                rng.below(a.len() as u64) as usize
            };
            game.call(a[pick]).unwrap();
        }
        // Random legal cards, stopping at a random point; sometimes a claim ends it.
        let stop = rng.below(53) as usize;
        while let Some(p) = game.play().filter(|p| !p.is_over()) {
            if p.card_count() >= stop {
                if seed % 2 == 0 {
                    let rest = p.tricks_remaining();
                    game.claim(rng.below(u64::from(rest) + 1) as u8).unwrap();
                }
                break;
            }
            let legal: Vec<_> = p.legal_cards().iter().collect();
            game.play_card(legal[rng.below(legal.len() as u64) as usize])
                .unwrap();
        }
        if seed % 3 == 0 && !game.auction().calls().is_empty() {
            game.annotate(CallNote {
                call: 0,
                alerted: true,
                text: Some(format!("note {seed}")),
            })
            .unwrap();
        }
        let mut d = LinDeal::from_game(game);
        if seed % 5 == 0 {
            d.players = Some(["N".into(), "É".into(), "S".into(), "W".into()]);
        }
        round_trip(&[d]);
    }
}

#[test]
fn handviewer_links_are_decoded() {
    let encoded: String = ALERTS_AND_CLAIM
        .trim()
        .bytes()
        .map(|b| match b {
            b'|' => "%7C".to_string(),
            b' ' => "+".to_string(),
            b',' => "%2C".to_string(),
            b => (b as char).to_string(),
        })
        .collect();
    let direct = read(ALERTS_AND_CLAIM).unwrap();
    for link in [
        format!("https://www.bridgebase.com/tools/handviewer.html?lin={encoded}"),
        format!("https://www.bridgebase.com/tools/handviewer.html?bbo=y&lin={encoded}#top"),
        format!("http://www.bridgebase.com/tools/handviewer.html?myhand={encoded}"),
        ALERTS_AND_CLAIM.to_string(),
    ] {
        assert_eq!(read_link(&link).unwrap(), direct, "{link}");
    }
    let no_lin = read_link("https://www.bridgebase.com/tools/handviewer.html?myhand=M-123-456");
    assert_eq!(no_lin.unwrap_err().problem, LinProblem::NotAHandviewerLink);
    let broken = read_link("https://www.bridgebase.com/tools/handviewer.html?lin=md%7C3%ZZ");
    assert_eq!(broken.unwrap_err().problem, LinProblem::BrokenEscape);
}

#[test]
fn malformed_input_is_reported_with_its_tag_and_position() {
    const MD: &str = "md|3S8765HA54DJ63CA54,S43H876DT987CT876,SAKQ2HK32DA54C932,|";
    // (text, problem, tag, 1-based character of the tag)
    let cases: Vec<(String, LinProblem, &str, usize)> = vec![
        (
            "pn|a,b,c,d|md|3".into(),
            LinProblem::UnterminatedTag,
            "md",
            12,
        ),
        ("st||xyz|1|".into(), LinProblem::UnterminatedTag, "", 5),
        ("md|5SA|".into(), LinProblem::UnknownDealer, "md", 1),
        (
            "st||md|3SAZ,,,|".into(),
            LinProblem::UnreadableHand,
            "md",
            5,
        ),
        ("md|3SAKQ,,,|".into(), LinProblem::IncompleteDeal, "md", 1),
        (
            "md|3S8765HA54DJ63CA54,S8765HA54DJ63CA54,SAKQ2HK32DA54C932,|".into(),
            LinProblem::IncompleteDeal,
            "md",
            1,
        ),
        (
            format!("{MD}sv|q|"),
            LinProblem::UnknownVulnerability,
            "sv",
            60,
        ),
        (format!("{MD}mb|1Z|"), LinProblem::UnknownCall, "mb", 60),
        ("mb|1C|".into(), LinProblem::NoDeal, "mb", 1),
        (
            format!("{MD}mb|1C|mb|1C|"),
            LinProblem::IllegalCall,
            "mb",
            66,
        ),
        (format!("{MD}mb|d|"), LinProblem::IllegalCall, "mb", 60),
        (
            format!("{MD}mb|1C|pc|SA|"),
            LinProblem::IllegalCard,
            "pc",
            66,
        ),
        (
            format!("{MD}mb|1S|mb|p|mb|p|mb|p|pc|ZZ|"),
            LinProblem::UnknownCard,
            "pc",
            81,
        ),
        // North declares 1♠: East leads, and the ♠A is North's.
        (
            format!("{MD}mb|1S|mb|p|mb|p|mb|p|pc|SA|"),
            LinProblem::IllegalCard,
            "pc",
            81,
        ),
        (
            format!("{MD}mb|1S|mb|p|mb|p|mb|p|mc|14|"),
            LinProblem::ImpossibleClaim,
            "mc",
            81,
        ),
        (
            format!("{MD}mb|1S|mc|7|"),
            LinProblem::ImpossibleClaim,
            "mc",
            66,
        ),
        (
            format!("{MD}an|why|"),
            LinProblem::ExplanationWithoutCall,
            "an",
            60,
        ),
        ("st||rh||".into(), LinProblem::Empty, "", 0),
    ];
    for (text, problem, tag, position) in cases {
        let e = read(&text).unwrap_err();
        assert_eq!(
            (&e.problem, e.tag.as_str(), e.position),
            (&problem, tag, position),
            "{text}"
        );
        let m = e.msg();
        assert_eq!(m.key, format!("lin.error.{}", problem.id()));
        assert!(m.arg("position").is_some() && m.arg("tag").is_some());
    }
    let big = "x".repeat(MAX_LIN_BYTES + 1);
    assert!(matches!(
        read(&big).unwrap_err().problem,
        LinProblem::TooLarge { .. }
    ));
}

#[test]
fn reading_never_panics_on_cut_or_changed_samples() {
    for text in [ALERTS_AND_CLAIM, TWO_BOARDS] {
        for (i, _) in text.char_indices() {
            let _ = read(&text[..i]);
            let mut changed = text.to_string();
            changed.replace_range(
                i..i + text[i..].chars().next().map_or(0, char::len_utf8),
                "|",
            );
            let _ = read(&changed);
        }
    }
}
