//! The save format of sessions: versioned JSON, migrated forward when an older app wrote it.
//!
//! A saved session holds only what was played; loading replays every call and card through the
//! rules, so a tampered or damaged save is refused with a reason instead of loading a wrong game.

use crate::scoring::vp::VpScaleChoice;
use crate::session::{Session, SessionProblem, SessionRecord};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt;

/// The version this build writes.
pub const SAVE_VERSION: u32 = 6;

/// The largest save or import read, in bytes: a bigger text is refused before it is parsed, so
/// a huge file cannot freeze the page.
pub const MAX_SAVE_BYTES: usize = 2 * 1024 * 1024;

/// The tag that marks a file as one of our saves.
pub const FORMAT: &str = "bridge-session";

/// Upgrades a save from version `i + 1` to `i + 2`. Append one function a new version; never
/// change an old one, so every old save keeps opening.
const MIGRATIONS: &[fn(&mut Value)] = &[v1_to_v2, v2_to_v3, v3_to_v4, v4_to_v5, v5_to_v6];

/// Version 2 records whether undo and hints are allowed and used, and a save revision. Version 1
/// offered undo in every session, so an older session keeps it allowed (its use was not
/// recorded).
fn v1_to_v2(session: &mut Value) {
    if let Some(map) = session.as_object_mut() {
        map.entry("aids")
            .or_insert_with(|| serde_json::json!({ "allowed": true, "used": false }));
        map.entry("revision").or_insert_with(|| Value::from(0));
    }
}

/// Version 3 records the victory-point scale of a teams match. Every teams match before it was
/// scored on the rule reference's 20-0 table, so an older one keeps that table.
fn v2_to_v3(session: &mut Value) {
    if let Some(teams) = session
        .get_mut("kind")
        .and_then(|k| k.get_mut("Teams"))
        .and_then(Value::as_object_mut)
    {
        teams
            .entry("vp")
            .or_insert_with(|| serde_json::to_value(VpScaleChoice::Table24).unwrap_or_default());
    }
}

/// The fields of a version 3 session that belong to its played deals.
const PLAYED_FIELDS: [&str; 9] = [
    "given_deals",
    "first_board",
    "sets",
    "abandoned",
    "deals",
    "table",
    "field",
    "aids",
    "house",
];

/// Version 4 keeps the part of a session that depends on its kind in one `body`: the played
/// deals with their settings (`{"Played": {...}}`), a scorer's sheet (`{"Scorer": ...}`) or a
/// small game (`{"Small": ...}`). Version 3 kept them side by side and allowed a sheet or a game
/// only beside no deal and no deal in progress (a game: no given deal either); a file that mixes
/// them gets a body of two parts, which is refused as version 3 refused it.
fn v3_to_v4(session: &mut Value) {
    let Some(map) = session.as_object_mut() else {
        return;
    };
    let mut take = |key: &str| map.remove(key).filter(|v| !v.is_null());
    let scorer = take("scorer");
    let small = take("small");
    let played: serde_json::Map<String, Value> = PLAYED_FIELDS
        .iter()
        .filter_map(|&key| Some((key.to_string(), map.remove(key)?)))
        .collect();
    let empty = |key: &str| {
        played
            .get(key)
            .is_none_or(|v| v.is_null() || v.as_array().is_some_and(Vec::is_empty))
    };
    let no_deals = empty("deals") && empty("table");
    let mut body = serde_json::Map::new();
    match (scorer, small) {
        (Some(book), None) if no_deals => {
            body.insert("Scorer".into(), book);
        }
        (None, Some(game)) if no_deals && empty("given_deals") => {
            body.insert("Small".into(), game);
        }
        (scorer, small) => {
            body.insert("Played".into(), Value::Object(played));
            body.extend(scorer.map(|v| ("Scorer".to_string(), v)));
            body.extend(small.map(|v| ("Small".to_string(), v)));
        }
    }
    map.insert("body".into(), Value::Object(body));
}

/// Version 5 keeps what happened on each line of a club evening's travellers as an outcome, so
/// a line may hold the director's adjusted score (Law 12C): a result `r` (and each result it
/// replaced) becomes `{"Played": r}`.
fn v4_to_v5(session: &mut Value) {
    let Some(entries) = session
        .pointer_mut("/body/Scorer/Evening/entries")
        .and_then(Value::as_array_mut)
    else {
        return;
    };
    let played = |r: Value| serde_json::json!({ "Played": r });
    for entry in entries.iter_mut().filter_map(Value::as_object_mut) {
        if let Some(r) = entry.remove("result") {
            entry.insert("outcome".into(), played(r));
        }
        if let Some(Value::Array(old)) = entry.get_mut("replaced") {
            for r in old.iter_mut() {
                *r = played(r.take());
            }
        }
    }
}

/// Version 6 lets a club evening have two sections (section B's movement and names beside
/// section A's, each line's section, the field it is matchpointed in). A version 5 evening is
/// one section A matchpointed across its field, which is what the absent fields mean, so it
/// reads unchanged; the version number keeps an older app from opening an evening of two
/// sections as one and saving it without section B.
fn v5_to_v6(_session: &mut Value) {}

#[derive(Serialize)]
struct EnvelopeOut<'a> {
    format: &'static str,
    version: u32,
    session: &'a Session,
}

#[derive(Deserialize)]
struct EnvelopeIn {
    format: String,
    version: u32,
    session: Value,
}

/// Why a save could not be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not JSON at all (truncated, or another kind of file).
    NotJson(String),
    /// JSON, but not one of our saves.
    NotASave,
    /// Written by a newer version of the app.
    TooNew {
        /// The version found.
        version: u32,
    },
    /// One of our saves, but its content does not have the expected shape.
    Invalid(String),
    /// The content has the right shape but does not hold together (named problem).
    Inconsistent(SessionProblem),
    /// Larger than [`MAX_SAVE_BYTES`].
    TooLarge {
        /// The size found, in bytes.
        size: usize,
    },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::NotJson(e) => write!(f, "the data is damaged ({e})"),
            LoadError::NotASave => f.write_str("this is not a saved bridge session"),
            LoadError::TooNew { version } => write!(
                f,
                "it was saved by a newer version of the app (format {version}, this one reads up to {SAVE_VERSION})"
            ),
            LoadError::Invalid(e) => write!(f, "its content does not hold together ({e})"),
            LoadError::Inconsistent(p) => write!(f, "its content does not hold together ({p})"),
            LoadError::TooLarge { size } => write!(
                f,
                "it is {size} bytes long; the limit is {MAX_SAVE_BYTES} bytes"
            ),
        }
    }
}

impl std::error::Error for LoadError {}

/// The session as save text in the current format.
pub fn to_json(session: &Session) -> String {
    let out = EnvelopeOut {
        format: FORMAT,
        version: SAVE_VERSION,
        session,
    };
    serde_json::to_string(&out).unwrap_or_default()
}

/// Reads save text of this or any older version.
pub fn from_json(text: &str) -> Result<Session, LoadError> {
    if text.len() > MAX_SAVE_BYTES {
        return Err(LoadError::TooLarge { size: text.len() });
    }
    let value: Value = serde_json::from_str(text).map_err(|e| LoadError::NotJson(e.to_string()))?;
    let env: EnvelopeIn = serde_json::from_value(value).map_err(|_| LoadError::NotASave)?;
    if env.format != FORMAT || env.version == 0 {
        return Err(LoadError::NotASave);
    }
    if env.version > SAVE_VERSION {
        return Err(LoadError::TooNew {
            version: env.version,
        });
    }
    let mut session = env.session;
    for migrate in &MIGRATIONS[(env.version - 1) as usize..] {
        migrate(&mut session);
    }
    let record: SessionRecord =
        serde_json::from_value(session).map_err(|e| LoadError::Invalid(e.to_string()))?;
    Session::try_from(record).map_err(LoadError::Inconsistent)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::SessionKind;

    #[test]
    fn a_session_round_trips() {
        let mut s = Session::new("x", SessionKind::Practice, 8);
        let t = s.table_mut().unwrap();
        while t.robot_step().is_some() {}
        let text = to_json(&s);
        assert_eq!(from_json(&text).unwrap(), s);
    }

    #[test]
    fn bad_saves_are_named() {
        assert!(matches!(
            from_json("{\"format\":"),
            Err(LoadError::NotJson(_))
        ));
        assert_eq!(from_json("[1,2]"), Err(LoadError::NotASave));
        assert_eq!(
            from_json(r#"{"format":"other","version":1,"session":{}}"#),
            Err(LoadError::NotASave)
        );
        assert_eq!(
            from_json(r#"{"format":"bridge-session","version":99,"session":{}}"#),
            Err(LoadError::TooNew { version: 99 })
        );
        assert!(matches!(
            from_json(r#"{"format":"bridge-session","version":1,"session":{"id":1}}"#),
            Err(LoadError::Invalid(_))
        ));
    }

    #[test]
    fn a_version_2_teams_match_keeps_the_table_it_was_scored_with() {
        use crate::scoring::vp::VpScaleChoice;
        use crate::session::TeamsScoring;
        // A teams match of 4 boards on the WBF scale, as version 3 wrote it.
        let v3 = include_str!("../tests/data/session-v3-played.json");
        let scale = r#","vp":"WbfContinuous""#;
        assert!(v3.contains(scale), "{v3}");
        // The same match as version 2 wrote it: no scale.
        let v2 = v3
            .replacen(r#""version":3"#, r#""version":2"#, 1)
            .replacen(scale, "", 1);
        let teams = |vp| SessionKind::Teams {
            boards: 4,
            scoring: TeamsScoring::Imps,
            vp,
        };
        assert_eq!(
            from_json(&v2).unwrap().kind(),
            teams(VpScaleChoice::Table24)
        );
        // Read as written, and a save of this version without its scale is refused.
        let s = from_json(v3).unwrap();
        assert_eq!(s.kind(), teams(VpScaleChoice::WbfContinuous));
        let now = to_json(&s);
        assert!(now.contains(scale), "{now}");
        let broken = now.replacen(scale, "", 1);
        assert!(matches!(from_json(&broken), Err(LoadError::Invalid(_))));
    }
}
