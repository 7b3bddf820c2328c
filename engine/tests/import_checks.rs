//! Imported and saved sessions are checked where they enter: every count is bounded, every
//! result possible, every deal the one the session deals, and the deal in progress the next one.
//! Each crafted file below is refused with the problem named.

use bridge_engine::save::{LoadError, MAX_SAVE_BYTES, from_json, to_json};
use bridge_engine::session::{
    Counted, DealProblem, MAX_DEALS, Session, SessionKind, SessionProblem,
};
use serde_json::Value;

use crate::common::play_out;

const V2: &str = include_str!("data/session-v2.json");

/// The v2 fixture as JSON, changed by `edit`, then loaded.
fn load_edited(edit: impl FnOnce(&mut Value)) -> Result<Session, LoadError> {
    let mut v: Value = serde_json::from_str(V2).unwrap();
    edit(&mut v["session"]);
    from_json(&v.to_string())
}

fn problem(r: Result<Session, LoadError>) -> SessionProblem {
    match r {
        Err(LoadError::Inconsistent(p)) => p,
        other => panic!("expected a named problem, got {other:?}"),
    }
}

#[test]
fn the_fixture_itself_loads() {
    assert!(load_edited(|_| {}).is_ok());
}

#[test]
fn counts_are_bounded() {
    let p = problem(load_edited(|s| s["sets"] = 1_000_000.into()));
    assert!(matches!(
        p,
        SessionProblem::Count {
            what: Counted::Sets,
            found: 1_000_000,
            ..
        }
    ));
    let p = problem(load_edited(|s| s["first_board"] = 4_000_000_000u64.into()));
    assert!(matches!(
        p,
        SessionProblem::Count {
            what: Counted::FirstBoard,
            ..
        }
    ));
    let p = problem(load_edited(|s| s["sets"] = 0.into()));
    assert!(matches!(
        p,
        SessionProblem::Count {
            what: Counted::Sets,
            found: 0,
            ..
        }
    ));
    // A 4000-deal Chicago: refused by its count before anything is replayed.
    let p = problem(load_edited(|s| {
        let one = s["deals"][0].clone();
        s["deals"] = Value::Array(vec![one; 4000]);
    }));
    assert_eq!(
        p,
        SessionProblem::Count {
            what: Counted::Deals,
            found: 4000,
            min: 0,
            max: MAX_DEALS as u64
        }
    );
    let p = problem(load_edited(|s| {
        s["kind"] = serde_json::json!({ "Pairs": { "boards": 100000 } });
    }));
    assert!(matches!(
        p,
        SessionProblem::Count {
            what: Counted::Boards,
            ..
        }
    ));
}

#[test]
fn deals_must_be_this_sessions_in_order() {
    // The same finished deal twice: the second is not board 2 of this Chicago.
    let p = problem(load_edited(|s| {
        let one = s["deals"][0].clone();
        s["deals"] = Value::Array(vec![one.clone(), one]);
    }));
    assert_eq!(
        p,
        SessionProblem::Deal {
            board: 1,
            problem: DealProblem::NotThisBoard
        }
    );
    // A finished deal that is not finished.
    let p = problem(load_edited(|s| {
        let cards = s["deals"][0]["cards"].as_array_mut().unwrap();
        cards.truncate(10);
    }));
    assert_eq!(
        p,
        SessionProblem::Deal {
            board: 1,
            problem: DealProblem::Unfinished
        }
    );
    // A finished Chicago with deals after the fourth: refused, not opened mid-play.
    let mut s = Session::new("c", SessionKind::Chicago(Default::default()), 5);
    while !s.is_over() {
        play_out(&mut s);
        s.advance();
    }
    let mut v: Value = serde_json::from_str(&to_json(&s)).unwrap();
    let extra = v["session"]["body"]["Played"]["deals"][0].clone();
    v["session"]["body"]["Played"]["deals"]
        .as_array_mut()
        .unwrap()
        .push(extra);
    let p = problem(from_json(&v.to_string()));
    assert!(
        matches!(
            p,
            SessionProblem::Deal {
                problem: DealProblem::AfterTheEnd,
                ..
            }
        ),
        "{p:?}"
    );
    // The same session with a deal in progress although it is over.
    let mut v: Value = serde_json::from_str(&to_json(&s)).unwrap();
    let fresh = Session::new("c", SessionKind::Chicago(Default::default()), 5);
    v["session"]["body"]["Played"]["table"] = serde_json::to_value(fresh.table().unwrap()).unwrap();
    assert_eq!(problem(from_json(&v.to_string())), SessionProblem::Table);
}

#[test]
fn results_of_robot_tables_are_possible() {
    let mut s = Session::new("p", SessionKind::pairs(2), 99);
    play_out(&mut s);
    s.advance();
    let ours = s.deals()[0].result().unwrap();
    s.played_mut().unwrap().field = vec![vec![ours]];
    let text = to_json(&s);
    assert_eq!(from_json(&text).unwrap(), s);
    let mut v: Value = serde_json::from_str(&text).unwrap();
    v["session"]["body"]["Played"]["field"][0][0]["declarer_tricks"] = 200.into();
    assert_eq!(
        problem(from_json(&v.to_string())),
        SessionProblem::Tricks { found: 200 }
    );
    // More field results than tables, or for boards not played: refused.
    let mut v: Value = serde_json::from_str(&text).unwrap();
    let r = v["session"]["body"]["Played"]["field"][0][0].clone();
    v["session"]["body"]["Played"]["field"][0] = Value::Array(vec![r; 9]);
    assert_eq!(problem(from_json(&v.to_string())), SessionProblem::Field);
}

#[test]
fn ids_and_sizes_are_checked() {
    assert_eq!(
        problem(load_edited(|s| s["id"] = "../../x".into())),
        SessionProblem::Id
    );
    assert_eq!(
        problem(load_edited(|s| s["id"] = "".into())),
        SessionProblem::Id
    );
    let huge = format!("{}{}", V2, " ".repeat(MAX_SAVE_BYTES));
    assert!(matches!(from_json(&huge), Err(LoadError::TooLarge { .. })));
}
