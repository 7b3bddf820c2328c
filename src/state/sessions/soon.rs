//! Saving a session just after the change that needs it, in a task of its own.
//!
//! A card played at the table used to be saved in the same task that applied and rendered it:
//! serialising the session and writing it to local storage made that task longer, and on a busy
//! device (the engine workers searching on every core) a long task is what the player feels as
//! a stutter. [`save_soon`] runs the save in the next task instead (a zero timeout), once for
//! any number of changes in between, and nothing is lost: the pending save runs at once when
//! the page is hidden or left (`pagehide`, `visibilitychange`) and when the table leaves the
//! screen ([`flush`]). A save always writes the whole session as it is then, so a direct save
//! in between (a field result) loses nothing either: the pending one writes the same or newer.

use std::cell::RefCell;

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// The User Timing measure of each save (`performance.getEntriesByName("session-save")`).
pub const SAVE_MEASURE: &str = "session-save";

#[derive(Default)]
struct Pending {
    /// The save to run; a later change replaces it (it saves the same, newer, session).
    save: Option<Box<dyn FnOnce()>>,
    /// A timeout is set to run it.
    scheduled: bool,
    /// The page's `pagehide` and `visibilitychange` handlers are installed.
    listening: bool,
}

thread_local! {
    static PENDING: RefCell<Pending> = RefCell::default();
}

/// Runs `save` in a task of its own, soon (a zero timeout); a save still pending is replaced.
pub fn save_soon(save: impl FnOnce() + 'static) {
    let (schedule, listen) = PENDING.with_borrow_mut(|p| {
        p.save = Some(Box::new(save));
        let schedule = !p.scheduled;
        p.scheduled = true;
        let listen = !p.listening;
        p.listening = true;
        (schedule, listen)
    });
    if listen {
        listen_for_leaving();
    }
    if schedule {
        set_timeout(
            || {
                PENDING.with_borrow_mut(|p| p.scheduled = false);
                flush();
            },
            std::time::Duration::ZERO,
        );
    }
}

/// Runs the pending save now, if there is one.
pub fn flush() {
    let Some(save) = PENDING.with_borrow_mut(|p| p.save.take()) else {
        return;
    };
    let perf = window().performance();
    const MARK: &str = "session-save-start";
    if let Some(perf) = &perf {
        let _ = perf.mark(MARK);
    }
    save();
    if let Some(perf) = &perf {
        let _ = perf.measure_with_start_mark(SAVE_MEASURE, MARK);
        perf.clear_marks_with_mark_name(MARK);
    }
}

/// Saves what is pending when the page is hidden (a tab switched, the app sent to the
/// background) or left (a reload, a link followed, the tab closed).
fn listen_for_leaving() {
    let on_leave = Closure::<dyn FnMut()>::new(flush);
    let window = window();
    for event in ["pagehide", "visibilitychange"] {
        let _ = window.add_event_listener_with_callback(event, on_leave.as_ref().unchecked_ref());
    }
    // Listens as long as the page lives.
    on_leave.forget();
}
