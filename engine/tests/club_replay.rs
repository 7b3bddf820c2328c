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
//!
//! East-West, from their side (their score is North-South's turned round). Board 1: real E-W
//! −420 and −450; −420 (N-S +420) ties one and beats one, 3 half-wins, 3.00 (75 %); +50 (N-S
//! −50) beats both, 4.00 (100 %). Board 2, its three real lines E-W −600, +100, −600: +100 (N-S
//! −100) ties one and beats two, 5 half-wins, (5 + 1) × 3 / 4 − 1 = 3.50 (87.50 %); −600 ties
//! two, (2 + 1) × 3 / 4 − 1 = 1.25 (31.25 %); −630 loses to all three, (0 + 1) × 3 / 4 − 1 =
//! −0.25 (−6.25 %: Neuberg's share of a half win taken off).

use bridge_engine::Action;
use bridge_engine::game::Phase;
use bridge_engine::save::{from_json, to_json};
use bridge_engine::scorer::club::file::ClubFile;
use bridge_engine::scorer::club::{BoardScoring, usebio};
use bridge_engine::seat::{Seat, Side, Vulnerability};
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
        let line = e.extra_line(board, &r, Side::NorthSouth).unwrap();
        assert_eq!(line.north_south_score, score, "board {board}");
        assert_eq!(line.points.fixed(), mp, "board {board} {score}");
        assert_eq!(line.top.unwrap().fixed(), "4.00");
        assert_eq!(line.compared, compared);
        assert_eq!(line.percentage(2).unwrap().fixed(), pct);
    }
    assert_eq!(
        e.extra_line(3, &result("pass", Seat::North, 0), Side::NorthSouth),
        None
    );
}

#[test]
fn the_replay_says_where_the_player_would_have_finished() {
    let e = usebio::read(USEBIO).unwrap();
    let line = |b, c: &str, s, t| e.extra_line(b, &result(c, s, t), Side::NorthSouth).unwrap();
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
    let l = e
        .extra_line(2, &result("3NT", Seat::South, 10), Side::NorthSouth)
        .unwrap();
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
    let line = event.extra_line(b.number, &r, Side::NorthSouth).unwrap();
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

#[test]
fn east_west_is_matchpointed_from_east_wests_side() {
    let e = usebio::read(USEBIO).unwrap();
    let cases = [
        (1, result("4S", Seat::North, 10), 420, "3.00", "75.00"),
        (1, result("4S", Seat::North, 9), -50, "4.00", "100.00"),
        (2, result("3NT", Seat::South, 8), -100, "3.50", "87.50"),
        (2, result("3NT", Seat::South, 9), 600, "1.25", "31.25"),
        (2, result("3NT", Seat::South, 10), 630, "-0.25", "-6.25"),
    ];
    for (board, r, score, mp, pct) in cases {
        let line = e.extra_line(board, &r, Side::EastWest).unwrap();
        // The table's score stays North-South's; the matchpoints are East-West's.
        assert_eq!(line.north_south_score, score, "board {board}");
        assert_eq!(line.side, Side::EastWest);
        assert_eq!(line.points.fixed(), mp, "board {board} {score}");
        assert_eq!(line.top.unwrap().fixed(), "4.00");
        assert_eq!(
            line.percentage(2).unwrap().fixed(),
            pct,
            "board {board} {score}"
        );
    }
    // Cross-IMPs from East-West's side: +100 against −600, −600 and a tie: 12 + 12 + 0 over 3.
    let mut imps = e.clone();
    imps.rules.scoring = BoardScoring::CrossImps;
    let l = imps
        .extra_line(2, &result("3NT", Seat::South, 8), Side::EastWest)
        .unwrap();
    assert_eq!(l.points.fixed(), "8.00");
}

#[test]
fn east_west_ranks_among_the_east_west_pairs_or_in_the_one_ranking() {
    let e = usebio::read(USEBIO).unwrap();
    let line = |b, c: &str, s, t| e.extra_line(b, &result(c, s, t), Side::EastWest).unwrap();
    // 3.00 + 3.50 = 6.50 of 8: 81.25 %, above East-West's 56.25, 56.25 and 32.50: first.
    let high = [
        line(1, "4S", Seat::North, 10),
        line(2, "3NT", Seat::South, 8),
    ];
    let s = e.replay_standing(&high, Side::EastWest);
    assert_eq!(s.total.fixed(), "6.50");
    assert_eq!(s.percentage.unwrap().fixed(), "81.25");
    assert_eq!((s.place, s.of), (Some((1, false)), 3));
    // 3.00 + 1.25 = 4.25: 53.125 → 53.13 %, third of East-West.
    let mid = [
        line(1, "4S", Seat::North, 10),
        line(2, "3NT", Seat::South, 9),
    ];
    let s = e.replay_standing(&mid, Side::EastWest);
    assert_eq!(s.percentage.unwrap().fixed(), "53.13");
    assert_eq!((s.place, s.of), (Some((3, false)), 3));
    // A file ranking every pair together (WINNER_TYPE 1): the one ranking of six, where
    // North-South's 67.50 is above too: fourth.
    let one = usebio::read(&USEBIO.replace("<WINNER_TYPE>2<", "<WINNER_TYPE>1<")).unwrap();
    let s = one.replay_standing(&mid, Side::EastWest);
    assert_eq!((s.place, s.of), (Some((4, false)), 6));
    let s = one.replay_standing(&high, Side::EastWest);
    assert_eq!((s.place, s.of), (Some((1, false)), 6));
}

#[test]
fn an_east_west_replay_sits_the_player_west_on_the_clubs_boards_and_resumes_mid_board() {
    let (file, event) = ClubFile::read(REPLAY).unwrap();
    let replay = ClubReplay::new(file, event.clone()).sitting(Side::EastWest);
    let mut s = Session::club_replay("r-ew", replay, 9).unwrap();
    assert_eq!(s.player_seat(), Seat::West);
    let t = s.table().unwrap();
    assert_eq!(t.human(), Seat::West);
    // The board keeps its number's dealer and vulnerability and the club's hands.
    let b = *t.game().board();
    assert_eq!(
        (b.number, b.dealer, b.vulnerability),
        (1, Seat::North, Vulnerability::None)
    );
    assert_eq!(Some(b.deal), event.boards[0].deal);
    play_out(&mut s);
    s.advance();
    let board = *s.table().unwrap().game().board();
    assert_eq!(
        (board.number, board.dealer, board.vulnerability),
        (2, Seat::East, Vulnerability::NorthSouth)
    );
    assert_eq!(s.table().unwrap().human(), Seat::West);
    // Board 1 scored from East-West's side, on the card as in the standing.
    let (b, r) = s.results().next().unwrap();
    let line = event.extra_line(b.number, &r, Side::EastWest).unwrap();
    let pct = line.percentage(2).unwrap();
    assert_eq!(
        s.deal_score(0),
        Some(DealScore::Pairs {
            north_south: line.north_south_score,
            matchpoints: Some((line.points.value(), 6.0, pct.value())),
        })
    );
    assert_eq!(s.club_replay_lines(), vec![line]);
    // Board 2 under way: saved and loaded, it resumes at the same call with the player West.
    let t = s.table_mut().unwrap();
    while t.game().actions().len() < 3 {
        if t.robot_step().is_none() {
            let call = t.hint().unwrap().call;
            t.human_action(Action::Call(call)).unwrap();
        }
    }
    let json = to_json(&s);
    assert!(json.contains("\"side\":\"EastWest\""), "the side is saved");
    let back = from_json(&json).unwrap();
    assert_eq!(back, s);
    assert_eq!(back.table().unwrap().human(), Seat::West);
    assert_eq!(back.table().unwrap().game().actions().len(), 3);
    assert_eq!(back.replayed_evening().unwrap().side(), Side::EastWest);
    // A save whose table is not at the replay's seat is refused.
    let south = json
        .replace("\"side\":\"EastWest\",", "")
        .replace(",\"side\":\"EastWest\"", "");
    assert!(
        from_json(&south).is_err(),
        "a West table in a North-South replay"
    );
}

/// A replay saved before the side could be chosen (its `club` holds the file's fields only),
/// stopped in board 2's play: it opens as North-South with the player South, at the same card.
const BEFORE_SIDES: &str = include_str!("data/session-v6-club-replay.json");

#[test]
fn a_replay_saved_before_the_side_was_chosen_opens_as_north_south_mid_board() {
    let s = from_json(BEFORE_SIDES).expect("the fixture loads");
    let replay = s.replayed_evening().expect("a replay");
    assert_eq!(replay.side(), Side::NorthSouth);
    assert_eq!(s.deals().len(), 1);
    let t = s.table().unwrap();
    assert_eq!(t.human(), Seat::South);
    assert_eq!(t.game().board().number, 2);
    assert!(
        matches!(t.game().phase(), Phase::Play(_)),
        "board 2 is in play"
    );
    assert_eq!(t.game().actions().len(), BEFORE_SIDES_ACTIONS);
    // Written again, it is the same replay, still without a side.
    let again = to_json(&s);
    assert!(!again.contains("\"side\""));
    assert_eq!(from_json(&again).unwrap(), s);
}

/// The calls and cards of board 2 in the fixture.
const BEFORE_SIDES_ACTIONS: usize = 18;

#[test]
#[ignore = "writes the fixture of a North-South replay saved mid-board"]
fn write_club_replay_fixture() {
    let (file, event) = ClubFile::read(REPLAY).unwrap();
    let mut s = Session::club_replay("fixture-replay", ClubReplay::new(file, event), 7).unwrap();
    play_out(&mut s);
    s.advance();
    let t = s.table_mut().unwrap();
    loop {
        if t.robot_step().is_some() {
            continue;
        }
        let action = match t.game().phase() {
            Phase::Auction(_) => Action::Call(t.hint().unwrap().call),
            Phase::Play(p) if p.card_count() >= 5 => break,
            Phase::Play(_) => Action::Card(t.playable().iter().next().unwrap()),
            Phase::Done(_) => break,
        };
        t.human_action(action).unwrap();
    }
    eprintln!("actions: {}", t.game().actions().len());
    std::fs::write("tests/data/session-v6-club-replay.json", to_json(&s)).unwrap();
}
