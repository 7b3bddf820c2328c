//! `bridge lin`: LIN files and handviewer links to PBN.

use crate::common::{Temp, bridge};

const SAMPLE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../engine/tests/data/lin/alerts_and_claim.lin"
);

#[test]
fn a_lin_file_becomes_pbn_that_reads_back() {
    let o = bridge(&["lin", SAMPLE]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let text = String::from_utf8(o.stdout).unwrap();
    let games = bridge_engine::pbn::parse(&text).unwrap();
    assert_eq!(games.len(), 1);
    let game = games[0].to_game().unwrap();
    assert_eq!(game.result().unwrap().declarer_tricks, 10);
    assert_eq!(games[0].tag("South"), Some("Sara"));
    assert!(text.contains("[Contract \"4S\"]"), "{text}");
    assert!(text.contains("Alert: could be two clubs"), "{text}");
}

#[test]
fn a_handviewer_link_is_read_too() {
    let link = "https://www.bridgebase.com/tools/handviewer.html?lin=md%7C3S8765HA54DJ63CA54%2CS43H876DT987CT876%2CSAKQ2HK32DA54C932%2C%7Csv%7Cb%7Cmb%7C1N%7C";
    let o = bridge(&["lin", link]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(text.contains("[Vulnerable \"All\"]"), "{text}");
    assert!(text.contains("[Dealer \"N\"]"), "{text}");
}

#[test]
fn malformed_lin_names_the_tag_and_character_and_exits_1() {
    let file = Temp::file("bad.lin", "st||md|3SAKQ,,,|");
    let o = bridge(&["lin", file.arg()]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(
        err.contains("character 5") && err.contains("IncompleteDeal") && err.contains("md|"),
        "{err}"
    );
    assert!(o.stdout.is_empty());
    assert_eq!(bridge(&["lin"]).status.code(), Some(2));
}
