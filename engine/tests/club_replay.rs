//! The club's evening replayed at home: the player's result as one more line on the real
//! traveller, Neuberg-factored, and where the player would have finished. Figures worked by
//! hand on `data/club/usebio-pairs.xml` (see club_files.rs): the most lines a board has is
//! N = 3 (top 4 on the EBU scale).
//!
//! Board 1 (none vul): real results +420 and +450 (the A60/A40 line is no comparison), so with
//! the player n = 3 = N and nothing is factored: +450 ties one and beats one, 3 half-wins,
//! (3 + 1) × 3 / 3 − 1 = 3.00; +420: 1 half-win → 1.00.
//! Board 2 (N-S vul): real +600, −100, +600, n = 4 > N, factored down: +600 beats one and ties
//! two, 4 half-wins, (4 + 1) × 3 / 4 − 1 = 2.75; +630 beats all three, (6 + 1) × 3 / 4 − 1 =
//! 4.25 (over the top of 4: Neuberg's share of a half win); −100 ties one, (1 + 1) × 3 / 4 − 1
//! = 0.50. Cross-IMPs of +630: 1 + 12 + 1 = 14 over 3 comparisons = 4.67.

use bridge_engine::save::{from_json, to_json};
use bridge_engine::scorer::club::file::ClubFile;
use bridge_engine::scorer::club::{BoardScoring, usebio};
use bridge_engine::seat::{Seat, Side};
use bridge_engine::session::{
    ClubReplay, DealScore, PairsScoring, ReplayProblem, Session, SessionKind,
};

use crate::common::{play_out, result};

const USEBIO: &str = include_str!("data/club/usebio-pairs.xml");

#[test]
fn one_more_line_is_matchpointed_into_the_field_with_neuberg() {
    let e = usebio::read(USEBIO).unwrap();
    let cases = [
        (1, result("4S", Seat::North, 11), 450, "3.00", 2, "75.00"),
        (1, result("4S", Seat::North, 10), 420, "1.00", 2, "25.00"),
        (2, result("3NT", Seat::South, 9), 600, "2.75", 3, "68.75"),
        (2, result("3NT", Seat::South, 10), 630, "4.25", 3, "106.25"),
        (2, result("3NT", Seat::South, 8), -100, "0.50", 3, "12.50"),
    ];
    for (board, r, score, mp, compared, pct) in cases {
        let line = e.extra_line(board, &r).unwrap();
        assert_eq!(line.north_south_score, score, "board {board}");
        assert_eq!(line.points.fixed(), mp, "board {board} {score}");
        assert_eq!(line.top.unwrap().fixed(), "4.00");
        assert_eq!(line.compared, compared);
        assert_eq!(line.percentage(2).unwrap().fixed(), pct);
    }
    assert_eq!(e.extra_line(3, &result("pass", Seat::North, 0)), None);
}

#[test]
fn the_replay_says_where_the_player_would_have_finished() {
    let e = usebio::read(USEBIO).unwrap();
    let line = |b, c: &str, s, t| e.extra_line(b, &result(c, s, t)).unwrap();
    // 3.00 + 2.75 = 5.75 of 8: 71.875 → 71.88 %, above pair 3's 67.50: first of three.
    let top = [
        line(1, "4S", Seat::North, 11),
        line(2, "3NT", Seat::South, 9),
    ];
    let s = e.replay_standing(&top, Side::NorthSouth);
    assert_eq!(s.total.fixed(), "5.75");
    assert_eq!(s.percentage.unwrap().fixed(), "71.88");
    assert_eq!((s.place, s.of, s.boards), (Some((1, false)), 3, 2));
    // 3.00 + 0.50 = 3.50: 43.75 %, level with pairs 1 and 2, second equal.
    let tie = [
        line(1, "4S", Seat::North, 11),
        line(2, "3NT", Seat::South, 8),
    ];
    let s = e.replay_standing(&tie, Side::NorthSouth);
    assert_eq!(s.percentage.unwrap().fixed(), "43.75");
    assert_eq!(s.place, Some((2, true)));
    // 1.00 + 0.50 = 1.50: 18.75 %, below all three North-South pairs.
    let low = [
        line(1, "4S", Seat::North, 10),
        line(2, "3NT", Seat::South, 8),
    ];
    let s = e.replay_standing(&low, Side::NorthSouth);
    assert_eq!(s.percentage.unwrap().fixed(), "18.75");
    assert_eq!(s.place, Some((4, false)));
    // Against East-West's ranking (56.25, 56.25, 32.50) 43.75 % is third.
    let s = e.replay_standing(&tie, Side::EastWest);
    assert_eq!(s.place, Some((3, false)));
}

#[test]
fn cross_imps_average_the_imps_against_each_real_result() {
    let mut e = usebio::read(USEBIO).unwrap();
    e.rules.scoring = BoardScoring::CrossImps;
    // +630 against +600, −100, +600: 1, 12 and 1 IMPs over three comparisons.
    let l = e.extra_line(2, &result("3NT", Seat::South, 10)).unwrap();
    assert_eq!(l.points.fixed(), "4.67");
    assert_eq!(l.top, None);
    // The place waits for every board.
    let s = e.replay_standing(&[l], Side::NorthSouth);
    assert_eq!((s.percentage, s.place), (None, None));
}

const REPLAY: &str = include_str!("data/club/usebio-replay.xml");

#[test]
fn a_replay_is_a_pairs_session_of_the_evenings_boards_scored_against_the_travellers() {
    let (file, event) = ClubFile::read(REPLAY).unwrap();
    let mut s = Session::club_replay("r-1", ClubReplay::new(file, event.clone()), 9).unwrap();
    assert_eq!(
        s.kind(),
        SessionKind::Pairs {
            boards: 3,
            scoring: PairsScoring::Matchpoints
        }
    );
    let board = s.next_board().unwrap();
    assert_eq!(board.number, 1);
    assert_eq!(Some(board.deal), event.boards[0].deal);
    play_out(&mut s);
    s.advance();
    // No robot field: the club's travellers are the field.
    assert_eq!(s.field_job(), None);
    let (b, r) = s.results().next().unwrap();
    let line = event.extra_line(b.number, &r).unwrap();
    let pct = line.percentage(2).unwrap();
    assert_eq!(
        s.deal_score(0),
        Some(DealScore::Pairs {
            north_south: line.north_south_score,
            matchpoints: Some((line.points.value(), 6.0, pct.value())),
        })
    );
    assert_eq!(s.club_replay_lines(), vec![line]);
    // Saved and loaded, it is the same replay (the file read again).
    let back = from_json(&to_json(&s)).unwrap();
    assert_eq!(back, s);
    assert_eq!(back.club_replay_event(), Some(&event));
}

#[test]
fn an_evening_without_every_boards_hands_is_not_replayed() {
    let (file, event) = ClubFile::read(USEBIO).unwrap();
    assert_eq!(
        Session::club_replay("r-2", ClubReplay::new(file, event), 1).unwrap_err(),
        ReplayProblem::NoHands(2)
    );
}
