//! PBN import/export on real files written by other programs (see tests/data/README.md).

use bridge_engine::pbn::{self, PbnGame};
use bridge_engine::scoring::duplicate;
use bridge_engine::{Phase, Seat};

const FILES: [(&str, &str); 4] = [
    (
        "bridgebots_sample.pbn",
        include_str!("data/bridgebots_sample.pbn"),
    ),
    (
        "pbntools_history.pbn",
        include_str!("data/pbntools_history.pbn"),
    ),
    (
        "bigdeal_psbridge.pbn",
        include_str!("data/bigdeal_psbridge.pbn"),
    ),
    (
        "pbn21_reference_correct.pbn",
        include_str!("data/pbn21_reference_correct.pbn"),
    ),
];

fn read(name: &str) -> Vec<PbnGame> {
    let (_, text) = FILES.iter().find(|(n, _)| *n == name).unwrap();
    pbn::parse(text).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn every_file_round_trips() {
    for (name, text) in FILES {
        let games = pbn::parse(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(!games.is_empty(), "{name}");
        let written = pbn::write(&games);
        let again = pbn::parse(&written).unwrap_or_else(|e| panic!("{name} rewritten: {e}"));
        // Same games: deals, auctions, play, results, every tag.
        assert_eq!(again, games, "{name}:\n{written}");
        // The writer is a fixed point after one normalisation.
        assert_eq!(pbn::write(&again), written, "{name}");
    }
}

#[test]
fn crlf_line_ends_read_the_same() {
    for (name, text) in FILES {
        let crlf = text.replace('\n', "\r\n");
        assert_eq!(
            pbn::parse(&crlf).unwrap(),
            pbn::parse(text).unwrap(),
            "{name}"
        );
    }
}

#[test]
fn bridgebots_games_read_and_convert() {
    let games = read("bridgebots_sample.pbn");
    assert_eq!(games.len(), 3);
    assert_eq!(games[0].escapes, ["% PBN created by BFC 731.lin P"]);
    // `[Scoring "#"]` inherits from the nearest earlier game that has the tag.
    assert_eq!(games[2].tag("Scoring"), Some("IMP;Cross"));
    // The deal is normalised to start with the dealer.
    assert!(games[0].tag("Deal").unwrap().starts_with("E:KQJ7."));
    // `2C !` became NAG 1 and the notes were kept.
    let a = games[0].auction.as_ref().unwrap();
    assert_eq!(a.annotations[&4].nags, [1]);
    assert_eq!(a.notes.len(), 3);
    assert_eq!(a.notes[2].text, "17+ with 4 !S");
    // A comment with a nested {...} stays attached to the Declarer tag, whole.
    let declarer = games[1].tags.iter().find(|t| t.name == "Declarer").unwrap();
    assert_eq!(declarer.comments.len(), 1);
    assert!(declarer.comments[0].ends_with("Carruthers}\n}"));

    // Game 1: 3NT by West, seven tricks and a card, then a claim for 9 in all.
    let g = games[0].to_game().unwrap();
    let r = g.result().unwrap();
    assert_eq!(r.declarer_tricks, 9);
    assert_eq!(g.play().unwrap().card_count(), 29);
    assert_eq!(g.play().unwrap().claimed(), Some(4));
    assert_eq!(r.contract().unwrap().1, Seat::West);
    // Game 2: 3D by East making 9 (+110 to East-West).
    let g = games[1].to_game().unwrap();
    assert_eq!(
        g.result()
            .unwrap()
            .north_south_score(g.board().vulnerability),
        -110
    );
    // Game 3: 5C by East making 11, the play stops mid-trick.
    let g = games[2].to_game().unwrap();
    let r = g.result().unwrap();
    assert_eq!(r.declarer_tricks, 11);
    assert_eq!(r.north_south_score(g.board().vulnerability), -400);
}

#[test]
fn pbntools_claims_and_complete_play() {
    let games = read("pbntools_history.pbn");
    assert_eq!(games.len(), 2);
    // Trailing "- - - -" rows are dropped: 11 tricks shown, the last two claimed.
    assert_eq!(games[0].play.as_ref().unwrap().tricks.len(), 11);
    let g = games[0].to_game().unwrap();
    assert_eq!(g.result().unwrap().declarer_tricks, 11);
    // Game 2 is played out: 4S by North making 11, N-S vulnerable.
    let g = games[1].to_game().unwrap();
    assert_eq!(g.play().unwrap().card_count(), 52);
    assert_eq!(g.play().unwrap().claimed(), None);
    let r = g.result().unwrap();
    assert_eq!(r.north_south_score(g.board().vulnerability), 650);
    assert_eq!(
        duplicate::declarer_score(
            "4S".parse().unwrap(),
            Seat::North,
            g.board().vulnerability,
            11
        ),
        650
    );
    // The written file ends each play with its claim marked by `*`.
    let text = pbn::write(&games);
    assert!(text.contains("H8 H6 H9 C8\n*\n"));
}

#[test]
fn big_deal_boards_keep_their_escape_lines() {
    let games = read("bigdeal_psbridge.pbn");
    assert_eq!(games.len(), 4);
    assert_eq!(games[0].escapes, ["% PBN 1.0", "%%!R 75974684697597468469"]);
    assert_eq!(games[0].tag("Generator"), Some("Big Deal version 1.2"));
    for (i, g) in games.iter().enumerate() {
        assert_eq!(g.tag("Board"), Some((i + 1).to_string().as_str()));
        let deal = g.deal().unwrap().complete().unwrap();
        assert_eq!(deal.hcp().iter().sum::<u32>(), 40);
        // No auction: not a playable engine game, and the error says why.
        assert!(g.to_game().unwrap_err().message.contains("Auction"));
    }
    // Deals are rewritten from the dealer: board 2's dealer is East.
    assert!(games[1].tag("Deal").unwrap().starts_with("E:KJT764."));
}

#[test]
fn reference_file_sections_results_and_partial_play() {
    let games = read("pbn21_reference_correct.pbn");
    assert_eq!(games.len(), 2);
    let g = &games[0];
    assert_eq!(g.tag("Vulnerable"), Some("None"));
    assert_eq!(g.tag("Declarer"), Some("?"));
    let table = g
        .tags
        .iter()
        .find(|t| t.name == "OptimumResultTable")
        .unwrap();
    assert_eq!(table.value, "Declarer;Denomination\\2R;Result\\2R");
    assert_eq!(table.section.len(), 20);
    assert_eq!(table.section[4], "N NT 6");
    let g = &games[1];
    // "NS 11" with North declaring is 11 tricks for declarer.
    assert_eq!(g.tag("Result"), Some("11"));
    assert_eq!(g.result_tricks(), Some(11));
    let game = g.to_game().unwrap();
    let r = game.result().unwrap();
    assert_eq!(r.declarer_tricks, 11);
    // 5CX by North making, E-W vulnerable: 550 as the Score tag says.
    assert_eq!(r.north_south_score(game.board().vulnerability), 550);
    assert_eq!(g.tag("Score"), Some("NS +550"));
}

#[test]
fn an_unfinished_game_stays_in_progress() {
    let games = read("pbn21_reference_correct.pbn");
    let mut g = games[1].clone();
    g.tags.retain(|t| t.name != "Result");
    let game = g.to_game().unwrap();
    assert!(matches!(game.phase(), Phase::Play(p) if p.card_count() == 16));
}

#[test]
fn inconsistent_games_are_refused_by_to_game() {
    let mut g = read("pbntools_history.pbn")[1].clone();
    g.set_tag("Result", "10");
    assert!(g.to_game().unwrap_err().message.contains("Result"));
    g.set_tag("Result", "11");
    g.set_tag("Declarer", "S");
    assert!(g.to_game().unwrap_err().message.contains("Declarer"));
    g.set_tag("Declarer", "N");
    g.set_tag("Contract", "4H");
    assert!(g.to_game().unwrap_err().message.contains("Contract"));
}
