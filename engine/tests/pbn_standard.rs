//! The PBN forms of files from other programs, in games written here from the PBN 2.1 text:
//! a byte-order mark, an empty Play on a passed-out board, the irregularity marks of §3.9, tag
//! value inheritance (§4.8), table headers with a column width (§5.2), and a broken game
//! skipped alone.

use bridge_engine::pbn::{self, Irregularity, PbnPart};

/// A deal of our own: each hand holds one rank band of every suit.
const DEAL: &str = "N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQJ";

/// A game's identification tags for board `n`, dealer West, nobody vulnerable.
fn game(n: u32, extra: &str) -> String {
    format!("[Board \"{n}\"]\n[Dealer \"W\"]\n[Vulnerable \"None\"]\n[Deal \"{DEAL}\"]\n{extra}")
}

#[test]
fn a_byte_order_mark_at_the_start_is_no_character_of_the_file() {
    let text = format!("\u{feff}% PBN 2.1\n{}", game(1, ""));
    let games = pbn::parse(&text).unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].escapes, vec!["% PBN 2.1".to_string()]);
    // Without the escape line the mark stands before the first tag.
    let games = pbn::parse(&format!("\u{feff}{}", game(1, ""))).unwrap();
    assert_eq!(games[0].tag("Board"), Some("1"));
}

#[test]
fn an_empty_play_on_a_passed_out_board_is_no_play() {
    let passed = "[Declarer \"\"]\n[Contract \"Pass\"]\n[Result \"\"]\n[Auction \"W\"]\nAP\n[Play \"\"]\n*\n";
    let games = pbn::parse(&game(1, passed)).unwrap();
    assert!(games[0].play.is_none());
    let played = games[0].to_game().unwrap();
    assert!(played.auction().is_over());
    // Written back, it has no Play section and reads the same.
    let text = pbn::write(&games);
    assert!(!text.contains("[Play"), "{text}");
    assert_eq!(pbn::parse(&text).unwrap(), games);
}

#[test]
fn the_irregularity_marks_of_the_standard_are_read_and_kept() {
    // §3.9 (A) and (B): North's insufficient 1C accepted; South calls out of rotation over
    // East (East's turn is ^S).
    let auction = "[Auction \"W\"]\n1D ^I 1C ^S 2D\nPass Pass Pass\n";
    // (C) and (D): North revokes; East leads out of turn at the second trick.
    let play = "[Play \"N\"]\nCA ^R S6 C3 C4\nH2 ^L H5 HA H8\n*\n";
    let text = game(
        1,
        &format!("[Declarer \"S\"]\n[Contract \"2D\"]\n{auction}{play}"),
    );
    let games = pbn::parse(&text).unwrap();
    let g = &games[0];
    assert!(g.auction.is_none() && g.play.is_none());
    let a = g.irregular_auction.as_ref().unwrap();
    assert_eq!(
        a.marks,
        vec![Irregularity::InsufficientBid, Irregularity::SkippedCall]
    );
    assert_eq!(a.tag.section, vec!["1D ^I 1C ^S 2D", "Pass Pass Pass"]);
    let p = g.irregular_play.as_ref().unwrap();
    assert_eq!(
        p.marks,
        vec![Irregularity::Revoke, Irregularity::LeadOutOfTurn]
    );
    // The dealer comes from the Dealer tag; the game is written back as read.
    assert_eq!(g.dealer(), Some(bridge_engine::Seat::West));
    let written = pbn::write(&games);
    assert!(
        written.contains(
            "[Auction \"W\"]\n1D ^I 1C ^S 2D\nPass Pass Pass\n[Play \"N\"]\nCA ^R S6 C3 C4\n"
        ),
        "{written}"
    );
    assert_eq!(pbn::parse(&written).unwrap(), games);
    // The engine's game follows the Laws' normal course: it cannot replay the irregularity.
    assert!(g.to_game().is_err());
    // Lower case marks are read too; a letter the standard does not define is a broken play.
    assert!(pbn::parse(&game(1, "[Play \"N\"]\nCA ^r S6 C3 C4\n*\n")).is_ok());
    let file = pbn::read(&game(7, "[Play \"N\"]\nCA ^X S6 C3 C4\n*\n"));
    assert!(file.games.is_empty());
    assert_eq!(file.skipped[0].board.as_deref(), Some("7"));
    assert_eq!(file.skipped[0].error.part, PbnPart::Play);
}

#[test]
fn a_broken_game_is_skipped_alone_with_its_board_and_reason() {
    let twice = DEAL.replacen("AKQJ.T98", "AKQJ.AKQ", 1);
    let text = [
        game(1, ""),
        format!("[Board \"2\"]\n[Dealer \"W\"]\n[Deal \"{twice}\"]\n"),
        game(3, "[Event \"never closed]\n"),
        game(4, "{ a comment never closed\nthat runs on\n"),
        game(5, "1S 2S\n"),
        game(6, "[Auction \"W\"]\n1D 1C\n"),
        game(7, ""),
    ]
    .join("\n");
    let file = pbn::read(&text);
    let boards: Vec<_> = file.games.iter().map(|g| g.tag("Board").unwrap()).collect();
    assert_eq!(boards, ["1", "7"]);
    let skipped: Vec<_> = file
        .skipped
        .iter()
        .map(|s| (s.board.clone().unwrap(), s.error.part.clone()))
        .collect();
    assert_eq!(
        skipped,
        [
            ("2".into(), PbnPart::Tag("Deal".into())),
            ("3".into(), PbnPart::Text),
            ("4".into(), PbnPart::Text),
            ("5".into(), PbnPart::Tag("Deal".into())),
            ("6".into(), PbnPart::Auction),
        ]
    );
    // Each names the line of its game's problem.
    // Board 2 starts on line 6, after board 1's four lines and the empty line; its Deal is
    // on line 8.
    assert_eq!(file.skipped[0].line, 6);
    assert_eq!(file.skipped[0].error.line, 8);
    // The strict reader refuses the file at its first broken game.
    assert_eq!(pbn::parse(&text).unwrap_err(), file.skipped[0].error);
}

#[test]
fn hash_copies_the_nearest_previous_game_that_has_the_tag() {
    let text = [
        game(1, "[Hidden \"NS\"]\n[Event \"Club\"]\n"),
        game(2, "[Event \"#\"]\n"),
        // Board 2 has no Hidden tag: the search goes on back to board 1.
        game(3, "[Hidden \"#\"]\n[Event \"#\"]\n"),
        game(4, "[Hidden \"\"]\n[West \"Smith\"]\n"),
        game(5, "[Hidden \"#\"]\n"),
    ]
    .join("\n");
    let games = pbn::parse(&text).unwrap();
    assert_eq!(games[1].tag("Event"), Some("Club"));
    assert_eq!(games[2].tag("Event"), Some("Club"));
    assert_eq!(games[2].tag("Hidden"), Some("NS"));
    // Board 4 stopped hiding; "#" copies that.
    assert_eq!(games[4].tag("Hidden"), Some(""));
    // A plain value is its game's own: no later game gets it without "#".
    assert_eq!(games[4].tag("West"), None);
    assert_eq!(games[4].tag("Event"), None);
    assert_eq!(games[1].tag("Hidden"), None);
    // "#" in the first game has no previous game to copy: the value is "".
    let first = pbn::parse(&game(1, "[Site \"#\"]\n")).unwrap();
    assert_eq!(first[0].tag("Site"), Some(""));
}

#[test]
fn double_hash_sets_a_value_for_every_later_game_until_the_next_double_hash() {
    let text = [
        game(1, "[Date \"##2026.12.04\"]\n"),
        game(2, ""),
        // A plain value redefines the date of this game only.
        game(3, "[Date \"2026.12.05\"]\n"),
        game(4, ""),
        game(5, "[Date \"#\"]\n"),
        game(6, "[Date \"##2026.12.06\"]\n"),
        game(7, ""),
    ]
    .join("\n");
    let dates: Vec<_> = pbn::parse(&text)
        .unwrap()
        .iter()
        .map(|g| g.tag("Date").unwrap().to_string())
        .collect();
    assert_eq!(
        dates,
        [
            "2026.12.04",
            "2026.12.04",
            "2026.12.05",
            "2026.12.04",
            "2026.12.04",
            "2026.12.06",
            "2026.12.06"
        ]
    );
}

#[test]
fn tags_that_may_not_inherit_make_their_game_broken() {
    for name in ["Dealer", "Vulnerable", "Deal", "Declarer", "Contract"] {
        let text = [
            game(1, ""),
            format!("[Board \"2\"]\n[{name} \"#\"]\n"),
            game(3, ""),
        ]
        .join("\n");
        let file = pbn::read(&text);
        assert_eq!(file.games.len(), 2, "{name}");
        assert_eq!(file.skipped[0].board.as_deref(), Some("2"));
        assert_eq!(file.skipped[0].error.part, PbnPart::Tag(name.into()));
    }
}

#[test]
fn a_table_header_reads_with_one_backslash_or_two_and_is_written_with_one() {
    let header = |h: &str| {
        let text = game(1, &format!("[ScoreTable \"{h}\"]\n1 1 2 3NT N 9 400\n"));
        let games = pbn::parse(&text).unwrap();
        let table = games[0]
            .tags
            .iter()
            .find(|t| t.name == "ScoreTable")
            .unwrap()
            .clone();
        (table.value, pbn::write(&games))
    };
    let (single, written) = header(r"Round\2R;Table\2R;PairId_NS\2R");
    let (double, _) = header(r"Round\\2R;Table\\2R;PairId_NS\\2R");
    assert_eq!(single, r"Round\2R;Table\2R;PairId_NS\2R");
    assert_eq!(double, single);
    assert!(written.contains(r#"[ScoreTable "Round\2R;Table\2R;PairId_NS\2R"]"#));
}
