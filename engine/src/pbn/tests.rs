//! Tests of the PBN reader and writer.

use super::*;

const SAMPLE: &str = r##"% PBN 2.1
[Event "Test \"quoted\" event"]
[Site "?"]
[Board "1"]
[Dealer "N"]
[Vulnerable "Love"]
[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]
[Declarer "S"]
[Contract "5HX"]
[Result "9"]
[MyTag "kept"]
{ a comment after MyTag }
[Auction "N"]
1D      1S   3H =1= 4S
4NT =2= X    Pass   Pass
5C      X    5H     X
AP
[Note "1:non-forcing 6-9 points, 6-card"]
[Note "2:two colors: clubs and diamonds"]
[Play "W"]
SK =1= H3 S4 S3
C5 C2 C6 CK
S2 H6 S5 S7
C8 CA CT C4
D2 DA DT D3
D4 DK H5 H7
-  -  -  H2
*
[Note "1:highest of series"]

[Event "#"]
[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "E:- - - -"]
[Auction "N"]
- 1NT Pass 3NT
AP
"##;

#[test]
fn reads_the_standard_example() {
    let games = parse(SAMPLE).unwrap();
    assert_eq!(games.len(), 2);
    let g = &games[0];
    assert_eq!(g.tag("Event"), Some("Test \"quoted\" event"));
    assert_eq!(g.tag("Vulnerable"), Some("None"));
    assert_eq!(g.escapes, vec!["% PBN 2.1".to_string()]);
    let a = g.auction.as_ref().unwrap();
    assert_eq!(a.auction.calls().len(), 15);
    assert_eq!(a.annotations[&2].note, Some(1));
    assert_eq!(a.notes.len(), 2);
    let p = g.play.as_ref().unwrap();
    assert_eq!(p.tricks.len(), 7);
    assert_eq!(p.annotations[&(0, 0)].note, Some(1));
    let game = g.to_game().unwrap();
    let r = game.result().unwrap();
    assert_eq!(r.declarer_tricks, 9);
    // Inheritance and an auction table starting before the dealer.
    let g2 = &games[1];
    assert_eq!(g2.tag("Event"), g.tag("Event"));
    assert_eq!(g2.auction.as_ref().unwrap().auction.dealer(), Seat::East);
    assert_eq!(g2.tag("Deal"), Some("E:- - - -"));
}

#[test]
fn writes_and_rereads_the_same_games() {
    let games = parse(SAMPLE).unwrap();
    let text = write(&games);
    let again = parse(&text).unwrap();
    assert_eq!(again, games);
    assert_eq!(write(&again), text);
    assert!(text.contains("[MyTag \"kept\"]\n{ a comment after MyTag }\n[Auction \"N\"]"));
    assert!(text.contains("1D 1S 3H =1= 4S\n"));
}

#[test]
fn errors_name_the_line() {
    let bad = "[Dealer \"N\"]\n[Auction \"N\"]\n1S 1H\n";
    let e = parse(bad).unwrap_err();
    assert_eq!(e.line, 3);
    assert!(e.message.contains("illegal call 1H"), "{e}");
    let e = parse("[Dealer \"Q\"]").unwrap_err();
    assert_eq!(e.line, 1);
    let e = parse("[Event \"x\"]\n\n[Deal \"#\"]").unwrap_err();
    assert_eq!(e.line, 3);
    assert!(parse("[Event \"unterminated]").is_err());
    assert!(parse("{ never closed").is_err());
}

#[test]
fn inheritance_continuation_comments_and_escapes() {
    let text = "[Event \"##Club night\"]\n[Site \"a \\\\ b \\\"c\\\"\"]\n[Board \"1\"]\n\
                [Dealer \"s\"]\n[Vulnerable \"both\"]\n[Contract \"4sx\"]\n[Declarer \"s\"]\n\
                [Result \"EW 3\"]\n[Auction \"S\"]\n1c! ; a comment\npass 1H$20 +\n\n\
                [Board \"2\"]\n[Dealer \"N\"]\n\
                [Deal \"N:AKQJT98765432... - - -\"]\n[Auction \"N\"]\n1S AP\n\
                [Play \"E\"]\nH2 + - -\n";
    let games = parse(text).unwrap();
    assert_eq!(games.len(), 2);
    let g = &games[0];
    assert_eq!(g.tag("Event"), Some("Club night"));
    assert_eq!(g.tag("Site"), Some("a \\ b \"c\""));
    assert_eq!(g.tag("Dealer"), Some("S"));
    assert_eq!(g.tag("Vulnerable"), Some("All"));
    assert_eq!(g.tag("Contract"), Some("4SX"));
    assert_eq!(g.tag("Result"), Some("10"));
    let a = g.auction.as_ref().unwrap();
    assert!(a.continued);
    assert_eq!(a.annotations[&0].nags, [1]);
    assert_eq!(a.annotations[&0].comments, ["; a comment"]);
    assert_eq!(a.annotations[&2].nags, [20]);
    // `##` carries the Event into the next game, which did not give it.
    assert_eq!(games[1].tag("Event"), Some("Club night"));
    let p = games[1].play.as_ref().unwrap();
    assert_eq!(p.next, Some((0, 1)));
    assert_eq!(
        p.tricks,
        vec![[Some("H2".parse().unwrap()), None, None, None]]
    );
    let written = write(&games);
    assert!(
        written.contains("1C $1 ; a comment\nPass 1H $20\n+\n"),
        "{written}"
    );
    assert!(written.ends_with("[Play \"E\"]\nH2 + - -\n"), "{written}");
    assert_eq!(parse(&written).unwrap(), games);
}

#[test]
fn bad_sections_are_errors_with_lines() {
    let e = parse("[Dealer \"N\"]\n[Auction \"E\"]\nPass\n").unwrap_err();
    assert_eq!((e.line, e.message.contains("dealer")), (2, true), "{e}");
    // ^I is an irregularity of the standard (§3.9) and is kept; ^X is none.
    let e = parse("[Auction \"N\"]\n1C ^X 1D\n").unwrap_err();
    assert_eq!(e.line, 2);
    let e = parse("[Auction \"N\"]\nPass Pass Pass Pass\nAP\n").unwrap_err();
    assert_eq!(e.line, 3);
    let e = parse("[Play \"W\"]\nSA SK SQ SJ\nSA\n").unwrap_err();
    assert_eq!((e.line, e.message.contains("twice")), (3, true), "{e}");
    let deal = "[Deal \"N:AKQJT98765432... - - -\"]\n";
    let e = parse(&format!("{deal}[Play \"W\"]\nHA H2 - -\n")).unwrap_err();
    assert_eq!(
        (e.line, e.message.contains("does not hold")),
        (3, true),
        "{e}"
    );
    let e = parse("[Deal \"N:AKQ - - AK\"]").unwrap_err();
    assert_eq!(e.line, 1);
    let e = parse("[Event \"x\"]\nstray words\n").unwrap_err();
    assert_eq!(e.line, 2);
}

#[test]
fn engine_games_round_trip_through_pbn() {
    let mut game = Game::new(Board::numbered(5, Deal::random(3)));
    for c in ["1NT", "Pass", "3NT", "Pass", "Pass", "Pass"] {
        game.call(c.parse().unwrap()).unwrap();
    }
    for _ in 0..22 {
        let Phase::Play(p) = game.phase() else { break };
        let c = p.legal_cards().iter().next().unwrap();
        game.play_card(c).unwrap();
    }
    game.claim(3).unwrap();
    let pbn = PbnGame::from_game(&game);
    let text = pbn.write();
    let back = parse(&text).unwrap();
    assert_eq!(back.len(), 1);
    assert_eq!(back[0].to_game().unwrap(), game);
}
