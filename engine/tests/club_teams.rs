//! Teams results files (USEBIO with `EVENT_TYPE` of teams, PBN with `TeamId` and victory
//! points), written by hand for these tests and worked by hand from the WBF IMP scale and the
//! WBF 2013 continuous VP scale.
//!
//! `data/club/usebio-teams.xml`: four teams, two matches of three boards, each board at both
//! tables of each match.
//! Match 1 v 2. Board 1 (none vul): 4♠ N = +420 with team 1 N-S, 4♠ N −1 −50 with team 2 N-S:
//! team 1 +470, 10 IMPs. Board 2: 3NT S = +600 at both tables, 0. Board 3 (E-W vul): 2♥ E =
//! −110 with team 1 N-S, 3♥ E −1 +100 with team 2 N-S: team 1 −210, 5 IMPs to team 2. Match
//! 10-5; margin 5 over 3 boards (blitz 15 √3 = 25.98 IMPs): 10 + 10 (1 − τ^(15/25.98)) /
//! (1 − τ³) = 13.18 VPs, 6.82 to team 2.
//! Match 3 v 4. Board 1: 1NT N = +90 at both tables, 0. Board 2 (N-S vul): 4♥ N = +620 and
//! 2♥ N +2 +170: 450, 10 IMPs to team 3. Board 3: 4♠X W −2 vul +500 and 4♠ W = vul −620 with
//! team 4 N-S: team 3 +1120, 15 IMPs. Match 25-0: 19.83 VPs to 0.17.
//! Ranking: 3 19.83, 1 13.18, 2 6.82, 4 0.17.
//!
//! `data/club/pbn-teams.pbn`: the same evening, but board 2 of match 1 v 2 has an artificial
//! score at team 1's N-S table (A60/A40): +3 IMPs to team 1 (Law 12C2), so match 1 v 2 is 13-5,
//! margin 8: 14.70 VPs to 5.30.

use bridge_engine::scorer::club::{
    BoardScoring, ClubEvent, Form, MatchKey, Published, Winners, pbn_results, usebio,
};
use bridge_engine::scoring::vp::VpScaleChoice;

const USEBIO: &str = include_str!("data/club/usebio-teams.xml");
const PBN: &str = include_str!("data/club/pbn-teams.pbn");

fn standings(e: &ClubEvent) -> Vec<(u32, String, String, String)> {
    let s = e.score();
    s.rankings
        .iter()
        .flat_map(|r| &r.standings)
        .map(|s| {
            (
                s.entrant.number,
                s.place_text(),
                s.total.fixed(),
                s.imps.unwrap().fixed(),
            )
        })
        .collect()
}

fn row(n: u32, place: &str, vps: &str, imps: &str) -> (u32, String, String, String) {
    (n, place.into(), vps.into(), imps.into())
}

fn key(home: u32, away: u32) -> MatchKey {
    MatchKey {
        section: "A".into(),
        home,
        away,
    }
}

#[test]
fn a_usebio_teams_file_is_read_and_agrees_to_the_last_digit() {
    let e = usebio::read(USEBIO).unwrap();
    assert_eq!(e.form, Form::Teams);
    assert_eq!(
        e.rules.scoring,
        BoardScoring::TeamImps(VpScaleChoice::WbfContinuous)
    );
    assert_eq!(e.rules.winners, Winners::OneWinner);
    assert_eq!(e.rules.board_decimals, 0);
    assert_eq!(e.entrants.len(), 4);
    assert_eq!(e.entrants[0].team_name, "Aces");
    assert_eq!(e.entrants[0].players.len(), 4);
    // A team's players listed by pairs are read too.
    assert_eq!(
        e.entrants[1].players,
        ["Eve Eden", "Fred Fox", "Gail Gray", "Hal Hunt"]
    );
    assert_eq!(e.entrants[1].team_name, "<b>Knights & \"Knaves\"</b>");
    assert!(e.boards[0].deal.is_some());
    assert_eq!(e.published.matches.len(), 2);
    let s = e.score();
    assert_eq!(e.disagreements(&s), vec![]);
    // Board 3, match 3 v 4: 1120 is 15 IMPs.
    let b3 = &s.boards[2];
    let imps: Vec<String> = b3
        .lines
        .iter()
        .map(|l| l.north_south.unwrap().fixed())
        .collect();
    assert_eq!(imps, ["-5", "5", "15", "-15"]);
    let m = s.match_of(&key(1, 2)).unwrap();
    assert_eq!(m.boards, 3);
    assert_eq!(
        [m.home_imps, m.away_imps, m.home_vps, m.away_vps].map(|p| p.fixed()),
        ["10", "5", "13.18", "6.82"]
    );
    let m = s.match_of(&key(4, 3)).unwrap();
    assert_eq!(
        m.seen_as(&key(4, 3)).map(|p| p.fixed()),
        ["0", "25", "0.17", "19.83"]
    );
    assert_eq!(
        standings(&e),
        vec![
            row(3, "1", "19.83", "25"),
            row(1, "2", "13.18", "5"),
            row(2, "3", "6.82", "-5"),
            row(4, "4", "0.17", "-25"),
        ]
    );
}

#[test]
fn a_pbn_teams_file_reads_with_its_artificial_score() {
    let p = pbn_results::read(PBN).unwrap();
    assert_eq!(p.form, Form::Teams);
    assert_eq!(p.disagreements(&p.score()), vec![]);
    assert_eq!(p.entrants[2].team_name, "Trumps");
    assert_eq!(p.entrants[0].players.len(), 4);
    assert_eq!(
        standings(&p),
        vec![
            row(3, "1", "19.83", "25"),
            row(1, "2", "14.70", "8"),
            row(2, "3", "5.30", "-8"),
            row(4, "4", "0.17", "-25"),
        ]
    );
    // The same boards as the USEBIO file but for the artificial score.
    let u = usebio::read(USEBIO).unwrap();
    assert_eq!(p.boards[0], u.boards[0]);
    assert_eq!(p.boards[2], u.boards[2]);
}

#[test]
fn a_teams_figure_the_file_gets_wrong_is_named_with_both_values() {
    let wrong = USEBIO
        .replacen(
            "<HOME_VPS>13.18</HOME_VPS>",
            "<HOME_VPS>13.17</HOME_VPS>",
            1,
        )
        .replacen("<NS_IMPS>10</NS_IMPS>", "<NS_IMPS>11</NS_IMPS>", 1);
    let e = usebio::read(&wrong).unwrap();
    let d = e.disagreements(&e.score());
    let text: Vec<String> = d.iter().map(ToString::to_string).collect();
    assert_eq!(
        text,
        [
            "board 1 section A 1 v 2: north_south is 11 in the file, 10 recomputed",
            "section A match 1 v 2: home_vps is 13.17 in the file, 13.18 recomputed",
        ]
    );
    // The file's figures are kept, never replaced.
    assert_eq!(e.published.matches[0].home_vps.as_deref(), Some("13.17"));
}

#[test]
fn the_scale_the_file_declares_is_used() {
    // The 20-0 table for 24 boards: 5 IMPs is 11-9, 25 IMPs 15-5.
    let table = USEBIO
        .replacen("WBF_CONTINUOUS", "TABLE24", 1)
        .replace("<HOME_VPS>13.18</HOME_VPS>", "<HOME_VPS>11</HOME_VPS>")
        .replace("<AWAY_VPS>6.82</AWAY_VPS>", "<AWAY_VPS>9</AWAY_VPS>")
        .replace("<HOME_VPS>19.83</HOME_VPS>", "<HOME_VPS>15</HOME_VPS>")
        .replace("<AWAY_VPS>0.17</AWAY_VPS>", "<AWAY_VPS>5</AWAY_VPS>")
        .replace(
            "<TOTAL_SCORE>13.18</TOTAL_SCORE>",
            "<TOTAL_SCORE>11</TOTAL_SCORE>",
        )
        .replace(
            "<TOTAL_SCORE>6.82</TOTAL_SCORE>",
            "<TOTAL_SCORE>9</TOTAL_SCORE>",
        )
        .replace(
            "<TOTAL_SCORE>19.83</TOTAL_SCORE>",
            "<TOTAL_SCORE>15</TOTAL_SCORE>",
        )
        .replace(
            "<TOTAL_SCORE>0.17</TOTAL_SCORE>",
            "<TOTAL_SCORE>5</TOTAL_SCORE>",
        );
    let e = usebio::read(&table).unwrap();
    assert_eq!(
        e.rules.scoring,
        BoardScoring::TeamImps(VpScaleChoice::Table24)
    );
    assert_eq!(e.disagreements(&e.score()), vec![]);
    let again = usebio::read(&usebio::write(&e)).unwrap();
    assert_eq!(again.rules, e.rules);
}

#[test]
fn teams_written_and_read_again_are_the_same_evening() {
    let strip = |mut x: ClubEvent| {
        x.published = Published::default();
        x.info.program = String::new();
        x
    };
    let u = usebio::read(USEBIO).unwrap();
    let written = usebio::write(&u);
    let again = usebio::read(&written).unwrap();
    assert_eq!(again.disagreements(&again.score()), vec![]);
    assert_eq!(again.published.matches.len(), 2);
    assert_eq!(strip(again.clone()), strip(u.clone()));
    assert!(written.contains("&lt;b&gt;Knights &amp; &quot;Knaves&quot;&lt;/b&gt;"));
    assert!(!written.contains("<b>"));
    // As PBN and back: the same teams, boards and figures.
    let p = pbn_results::read(&pbn_results::write(&u)).unwrap();
    assert_eq!(p.disagreements(&p.score()), vec![]);
    assert_eq!(p.entrants, u.entrants);
    assert_eq!(p.boards, u.boards);
    assert_eq!(p.rules, u.rules);
    assert_eq!(p.score(), u.score());
    // The PBN file's own evening, written and read again.
    let p0 = pbn_results::read(PBN).unwrap();
    let p1 = pbn_results::read(&pbn_results::write(&p0)).unwrap();
    assert_eq!(p1.score(), p0.score());
    assert_eq!(p1.entrants, p0.entrants);
    let u1 = usebio::read(&usebio::write(&p0)).unwrap();
    assert_eq!(u1.score(), p0.score());
}

#[test]
fn broken_teams_files_name_the_element_and_import_nothing() {
    let cases = [
        // A team that sits only one way in its match.
        (
            USEBIO.replacen(
                "<EW_TEAM_NUMBER>1</EW_TEAM_NUMBER>",
                "<EW_TEAM_NUMBER>3</EW_TEAM_NUMBER>",
                1,
            ),
            "EVENT",
            "",
        ),
        (
            USEBIO.replacen("WBF_CONTINUOUS", "EBU_BUTLER", 1),
            "VP_SCALE",
            "EBU_BUTLER",
        ),
        (
            USEBIO.replacen(">IMPS<", ">MATCH_POINTS<", 1),
            "BOARD_SCORING_METHOD",
            "IMPS",
        ),
        (
            USEBIO.replacen("<TEAM_NUMBER>2</TEAM_NUMBER>", "", 1),
            "TEAM",
            "TEAM_NUMBER",
        ),
        (
            USEBIO.replacen(
                "<HOME_TEAM_NUMBER>1</HOME_TEAM_NUMBER>",
                "<HOME_TEAM_NUMBER>x</HOME_TEAM_NUMBER>",
                1,
            ),
            "HOME_TEAM_NUMBER",
            "",
        ),
        (
            USEBIO.replacen("<NS_TEAM_NUMBER>1</NS_TEAM_NUMBER>", "", 1),
            "TRAVELLER_LINE",
            "NS_PAIR_NUMBER or NS_TEAM_NUMBER",
        ),
    ];
    for (text, element, words) in cases {
        let err = usebio::read(&text).unwrap_err();
        assert_eq!(err.element, element, "{err}");
        assert!(err.line > 0, "{err}");
        assert!(err.message.contains(words), "{err}");
    }
    let pbn = PBN.replacen("1 2 2 1 3NT S 9 600 -3 3", "1 2 2 3 3NT S 9 600 -3 3", 1);
    let err = pbn_results::read(&pbn).unwrap_err();
    assert_eq!(err.element, "ScoreTable", "{err}");
    assert!(err.line > 1, "{err}");
    assert!(err.message.contains("board 2"), "{err}");
}

#[test]
fn the_results_page_of_a_teams_evening_shows_the_matches_escaped() {
    use bridge_engine::scorer::club::html::{Labels, results_page};
    let e = usebio::read(USEBIO).unwrap();
    let labels = Labels::from_catalogue("en", false, |k| Some(format!("«{k}»"))).unwrap();
    let page = results_page(&e, &labels, &[]);
    assert!(page.contains("«results.matches»"));
    assert!(page.contains("13.18–6.82"), "the match's VPs");
    assert!(page.contains("10–5"), "the match's IMPs");
    assert!(page.contains("&lt;b&gt;Knights"));
    assert!(!page.contains("<b>"));
    // The travellers show IMPs, not victory points.
    assert!(page.contains("«results.imps» «vul.ns»"));
}
