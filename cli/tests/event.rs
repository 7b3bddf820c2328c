//! `bridge event`: the club results files of the engine's tests, recomputed.

use crate::common::{Temp, bridge};

fn data(name: &str) -> String {
    format!(
        "{}/../engine/tests/data/club/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn a_usebio_file_prints_its_boards_ranking_and_no_disagreement() {
    let o = bridge(&["event", &data("usebio-pairs.xml")]);
    assert_eq!(o.status.code(), Some(0));
    let text = String::from_utf8(o.stdout).unwrap();
    for line in [
        "event Tuesday Pairs & Supper",
        "scoring matchpoints 2-per-pair-beaten two-winners",
        "board 1 N None top 4",
        "  A 1 v 4 4SN10 420 0.5 3.5",
        "  A 3 v 6 adjusted A6040 2.4 1.6",
        "ranking NS",
        "  1 3 5.4 67.50% Eve Evans & Fay Fox",
        "  2= 1 3.5 43.75% Ann Archer & Bob Baker",
        "disagreements 0",
    ] {
        assert!(text.lines().any(|l| l == line), "{line:?} in\n{text}");
    }
}

#[test]
fn the_json_form_carries_every_figure_as_printed() {
    let o = bridge(&["event", &data("pbn-results.pbn"), "--json"]);
    assert_eq!(o.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["rules"]["scoring"], "matchpoints");
    assert_eq!(v["rules"]["winners"], "two");
    let line = &v["boards"][0]["lines"][0];
    assert_eq!(line["ns_points"], "0.50");
    assert_eq!(line["result"]["contract"], "4S");
    assert_eq!(v["boards"][0]["lines"][2]["outcome"], "artificial");
    assert_eq!(v["boards"][0]["lines"][2]["score"], "A6040");
    let first = &v["rankings"][0]["standings"][0];
    assert_eq!(first["place"], "1");
    assert_eq!(first["percentage"], "67.50");
    assert_eq!(first["names"][0], "Eve Evans");
    assert_eq!(v["disagreements"].as_array().unwrap().len(), 0);
}

#[test]
fn a_disagreement_is_printed_and_a_broken_file_is_refused() {
    let dir = Temp::dir("event");
    let text = std::fs::read_to_string(data("usebio-pairs.xml")).unwrap();
    let wrong = dir.join("wrong.xml");
    std::fs::write(
        &wrong,
        text.replacen("<PERCENTAGE>32.50<", "<PERCENTAGE>32.49<", 1),
    )
    .unwrap();
    let o = bridge(&["event", wrong.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0));
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(out.contains("disagreements 1\n"), "{out}");
    assert!(
        out.contains("section A pair 6: percentage is 32.49 in the file, 32.5 recomputed"),
        "{out}"
    );
    let broken = dir.join("broken.xml");
    std::fs::write(&broken, text.replacen("</BOARD>", "", 1)).unwrap();
    let o = bridge(&["event", broken.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
    assert!(String::from_utf8(o.stderr).unwrap().contains("line "));
    assert_eq!(bridge(&["event"]).status.code(), Some(2));
    assert_eq!(bridge(&["event", "a", "--csv"]).status.code(), Some(2));
}

#[test]
fn the_results_page_in_persian() {
    let o = bridge(&["event", &data("usebio-pairs.xml"), "--html", "--lang", "fa"]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let page = String::from_utf8(o.stdout).unwrap();
    assert!(page.contains("<html lang=\"fa\" dir=\"rtl\">"));
    assert!(page.contains("رده‌بندی"));
    assert!(page.contains("&lt;script&gt;"));
    assert!(!page.contains("<script"));
    // Board 1's hand record, its double-dummy table and par.
    assert!(page.contains("id=\"board-1\""));
    assert!(page.contains("دابل‌دامی"));
    assert!(page.contains("پار: "));
    assert_eq!(
        bridge(&["event", &data("usebio-pairs.xml"), "--html", "--lang", "xx"])
            .status
            .code(),
        Some(2)
    );
}

#[test]
fn a_teams_file_prints_its_matches_with_imps_and_victory_points() {
    let o = bridge(&["event", &data("usebio-teams.xml")]);
    assert_eq!(o.status.code(), Some(0));
    let text = String::from_utf8(o.stdout).unwrap();
    for line in [
        "scoring teams one-winner",
        "  A 3 v 4 4SXW8 500 15 -15",
        "ranking",
        "  1 3 19.83 - 25 IMPs Trumps",
        "  2 1 13.18 - 5 IMPs Aces",
        "match A 1 v 2 boards 3 imps 10-5 vps 13.18-6.82",
        "match A 3 v 4 boards 3 imps 25-0 vps 19.83-0.17",
        "disagreements 0",
    ] {
        assert!(text.lines().any(|l| l == line), "{line:?} in\n{text}");
    }
    let o = bridge(&["event", &data("pbn-teams.pbn"), "--json"]);
    assert_eq!(o.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["rules"]["scoring"], "teams");
    assert_eq!(v["rules"]["vp_scale"], "wbf");
    let m = &v["matches"][0];
    assert_eq!(
        [&m["home"], &m["away"], &m["boards"]],
        [1, 2, 3].map(serde_json::Value::from).each_ref()
    );
    assert_eq!(m["home_imps"], "13");
    assert_eq!(m["home_vps"], "14.70");
    assert_eq!(m["away_vps"], "5.30");
    let second = &v["rankings"][0]["standings"][1];
    assert_eq!(second["team"], "Aces");
    assert_eq!(second["total"], "14.70");
    assert_eq!(second["imps"], "8");
    assert_eq!(v["disagreements"].as_array().unwrap().len(), 0);
}
