//! Minibridge and honeymoon games kept in sessions: they round-trip through the save format,
//! and a save whose game does not hold together is refused with the rule it breaks.

use bridge_engine::game_forms::SmallGame;
use bridge_engine::game_forms::honeymoon::HoneymoonMatch;
use bridge_engine::game_forms::minibridge::{MiniMatch, MiniPhase, MiniVersion};
use bridge_engine::robot::{PlayConfig, Strength};
use bridge_engine::save::{self, LoadError};
use bridge_engine::session::{ScoreCard, Session, SessionKind, SessionProblem};

fn quick() -> PlayConfig {
    PlayConfig {
        strength: Strength::Quick,
        ..PlayConfig::default()
    }
}

/// A minibridge series of `deals` finished deals, the next one dealt and half played.
fn mini_series(version: MiniVersion, deals: usize) -> MiniMatch {
    let mut m = MiniMatch::new(version, 40);
    while m.results.len() < deals {
        while let Some(a) = m.current.robot_action(&quick()) {
            m.act(a).unwrap();
        }
        m.next_deal();
    }
    for _ in 0..8 {
        if let Some(a) = m.current.robot_action(&quick()) {
            m.act(a).unwrap();
        }
    }
    m
}

fn honeymoon_deals(deals: usize) -> HoneymoonMatch {
    let mut m = HoneymoonMatch::new(9);
    for _ in 0..deals {
        while let Some(a) = m.current.robot_action() {
            m.current.act(a).unwrap();
        }
        assert!(m.score_current());
        if !m.next_deal() {
            break;
        }
    }
    m
}

fn json_of(s: &Session) -> serde_json::Value {
    serde_json::from_str(&save::to_json(s)).unwrap()
}

fn load(v: &serde_json::Value) -> Result<Session, LoadError> {
    save::from_json(&v.to_string())
}

#[test]
fn a_minibridge_session_round_trips_in_both_versions() {
    for version in [MiniVersion::Basic, MiniVersion::Advanced] {
        let m = mini_series(version, 2);
        let s = Session::small_game("1700000000000-00aa", SmallGame::Minibridge(m.clone()), 40);
        assert_eq!(s.kind(), SessionKind::Minibridge);
        assert!(!s.is_over(), "a series goes on");
        assert_eq!(s.next_board(), None, "no four-handed deal is dealt");
        let back = save::from_json(&save::to_json(&s)).unwrap();
        assert_eq!(back, s);
        match back.score_card().unwrap() {
            ScoreCard::Minibridge(results) => assert_eq!(results, m.results),
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn a_honeymoon_session_round_trips_and_ends_with_its_rubber() {
    let m = honeymoon_deals(2);
    let s = Session::small_game("1700000000000-00ab", SmallGame::Honeymoon(m.clone()), 9);
    let back = save::from_json(&save::to_json(&s)).unwrap();
    assert_eq!(back, s);
    assert_eq!(back.is_over(), m.sheet.is_over());
    assert_eq!(
        back.score_card().unwrap(),
        ScoreCard::Rubber(m.sheet.clone())
    );
    // Play on until a side wins the rubber: the session is over then.
    let long = honeymoon_deals(40);
    let s = Session::small_game("1700000000000-00ac", SmallGame::Honeymoon(long), 9);
    assert!(s.is_over());
}

#[test]
fn a_game_in_the_wrong_session_is_refused() {
    let m = mini_series(MiniVersion::Basic, 0);
    let s = Session::small_game("1700000000000-00ad", SmallGame::Minibridge(m), 40);
    let mut v = json_of(&s);
    // The kind says honeymoon, the game is minibridge.
    v["session"]["kind"] = "Honeymoon".into();
    assert_eq!(
        load(&v),
        Err(LoadError::Inconsistent(SessionProblem::SmallGame))
    );
    // A minibridge session with a practice session's deals instead of its game.
    let practice = json_of(&Session::new(
        "1700000000000-00ae",
        SessionKind::Practice,
        3,
    ));
    let mut v = json_of(&s);
    v["session"]["body"] = practice["session"]["body"].clone();
    assert_eq!(
        load(&v),
        Err(LoadError::Inconsistent(SessionProblem::SmallGame))
    );
    // A practice session carrying a game.
    let mut v = practice;
    v["session"]["body"] = json_of(&s)["session"]["body"].clone();
    assert!(matches!(
        load(&v),
        Err(LoadError::Inconsistent(SessionProblem::SmallGame))
    ));
}

#[test]
fn a_tampered_series_is_refused_with_its_rule() {
    let m = mini_series(MiniVersion::Basic, 2);
    let s = Session::small_game("1700000000000-00af", SmallGame::Minibridge(m), 40);
    let small = |v: &mut serde_json::Value| v["session"]["body"]["Small"]["Minibridge"].clone();
    let refused = |v: &serde_json::Value, what: &str| match load(v) {
        Err(LoadError::Invalid(e)) => assert!(e.contains(what), "{e}"),
        other => panic!("{what}: {other:?}"),
    };
    // A score the contract does not give.
    let mut v = json_of(&s);
    let mut game = small(&mut v);
    let points = game["results"][0]["score"]["declarer_side"]
        .as_u64()
        .unwrap();
    game["results"][0]["score"]["declarer_side"] = (points + 10).into();
    v["session"]["body"]["Small"]["Minibridge"] = game;
    refused(&v, "is not scored by its contract");
    // Another seed: the deal in progress is not the series' deal.
    let mut v = json_of(&s);
    let seed = v["session"]["body"]["Small"]["Minibridge"]["seed"]
        .as_u64()
        .unwrap();
    v["session"]["body"]["Small"]["Minibridge"]["seed"] = (seed + 1).into();
    refused(&v, "not the series' deal");
    // No deal dealt.
    let mut v = json_of(&s);
    v["session"]["body"]["Small"]["Minibridge"]["dealt"] = 0.into();
    refused(&v, "deals dealt");
    // More results than deals.
    let mut v = json_of(&s);
    let mut game = small(&mut v);
    let first = game["results"][0].clone();
    for _ in 0..3 {
        game["results"].as_array_mut().unwrap().push(first.clone());
    }
    v["session"]["body"]["Small"]["Minibridge"] = game;
    refused(&v, "results from");

    let h = honeymoon_deals(1);
    let s = Session::small_game("1700000000000-00b0", SmallGame::Honeymoon(h), 9);
    let mut v = json_of(&s);
    v["session"]["body"]["Small"]["Honeymoon"]["dealt"] = 5.into();
    refused(&v, "not the series' deal");
}

#[test]
fn the_phase_after_a_save_is_the_phase_before() {
    let m = mini_series(MiniVersion::Advanced, 1);
    let phase = m.current.phase();
    assert_ne!(phase, MiniPhase::Over);
    let s = Session::small_game("1700000000000-00b1", SmallGame::Minibridge(m), 40);
    let back = save::from_json(&save::to_json(&s)).unwrap();
    match back.small() {
        Some(SmallGame::Minibridge(m)) => assert_eq!(m.current.phase(), phase),
        other => panic!("{other:?}"),
    }
}
