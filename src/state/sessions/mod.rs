//! The saved sessions: the store every screen shares ([`store`]), saves soon after a change
//! ([`soon`]), one tab at a time writing a session ([`lock`]), new ids and seeds, and the
//! session to open again after a reload.

pub mod lock;
pub mod soon;
pub mod store;

use leptos::prelude::*;

use super::modes::Mode;

/// The storage id of the practice session.
pub const PRACTICE_ID: &str = "practice";

/// The mode of the session that was open when the page was left, if it still loads.
pub fn resume_mode(sessions: &store::SessionStore) -> Option<Mode> {
    let id = store::open_id()?;
    if id == PRACTICE_ID {
        return Some(Mode::Practice);
    }
    sessions.find(&id).map(|s| Mode::of(s.kind()))
}

/// A new session id, from the time now.
pub fn fresh_id() -> String {
    let now = window()
        .performance()
        .map_or(0.0, |p| p.time_origin() + p.now());
    store::new_id(now, fresh_seed())
}

/// A fresh random seed from the browser's generator (falls back to the clock).
pub fn fresh_seed() -> u64 {
    getrandom::u64().unwrap_or_else(|_| clock_seed())
}

fn clock_seed() -> u64 {
    window()
        .performance()
        .map_or(0, |p| (p.now() * 1000.0) as u64)
}
