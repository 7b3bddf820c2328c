//! One tab at a time writes a session. A tab that opens a session asks the others whether one
//! holds it (`services::tabs`); if one does, this tab shows that the session is open elsewhere
//! and offers to take it over, and writes nothing. Taking over asks the holder to save its last
//! change and let go; the taker then reads the session from storage, so no call or card of
//! either tab is lost, and the other tab now shows the session open elsewhere.

use std::cell::RefCell;
use std::time::Duration;

use leptos::prelude::*;

use crate::services::storage::{self, Key};
use crate::services::tabs::{self, TabMessage};

use super::soon;

/// Where this tab stands with an open session.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hold {
    /// Asking the other tabs whether one holds it (a moment, when it opens).
    Asking,
    /// This tab holds it: it plays and saves it.
    Mine,
    /// Another tab holds it: this one shows so and offers to take it over.
    Elsewhere,
    /// Taking it over: the other tab is saving its last change.
    Taking,
}

/// How long a tab waits for another's answer before it holds the session itself (the tabs of
/// one browser answer within milliseconds).
const ASK: Duration = Duration::from_millis(250);

/// How long a tab taking over waits for the holder to let go: a tab that is closing or frozen
/// never answers, and its last save is already in storage.
const TAKE: Duration = Duration::from_millis(1500);

/// A session open in this tab, as the message handler sees it.
struct Open {
    serial: u64,
    id: String,
    hold: RwSignal<Hold>,
    /// Runs once the take-over is done, with the holder's last save if it sent it.
    taken: Option<Box<dyn FnOnce(Option<String>)>>,
}

thread_local! {
    static OPEN: RefCell<Vec<Open>> = const { RefCell::new(Vec::new()) };
    static SERIAL: RefCell<u64> = const { RefCell::new(0) };
    static LISTENING: RefCell<bool> = const { RefCell::new(false) };
}

/// This tab's hold on one open session; it lets go when the component that opened it is gone.
#[derive(Clone, Copy)]
pub struct SessionLock {
    serial: u64,
    hold: RwSignal<Hold>,
}

impl SessionLock {
    /// Opens session `id` in this tab: asks the other tabs, and holds it unless one answers.
    pub fn open(id: &str) -> SessionLock {
        listen();
        let serial = SERIAL.with(|s| {
            *s.borrow_mut() += 1;
            *s.borrow()
        });
        let hold = RwSignal::new(if tabs::connected() {
            Hold::Asking
        } else {
            Hold::Mine
        });
        OPEN.with(|o| {
            o.borrow_mut().push(Open {
                serial,
                id: id.to_string(),
                hold,
                taken: None,
            })
        });
        on_cleanup(move || OPEN.with(|o| o.borrow_mut().retain(|e| e.serial != serial)));
        if hold.get_untracked() == Hold::Asking {
            tabs::post(&TabMessage::Who {
                session: id.to_string(),
                from: tabs::tab_id(),
            });
            set_timeout(
                move || {
                    hold.try_update(|h| {
                        if *h == Hold::Asking {
                            *h = Hold::Mine;
                        }
                    });
                },
                ASK,
            );
        }
        SessionLock { serial, hold }
    }

    /// Where this tab stands (tracked).
    pub fn hold(&self) -> Hold {
        self.hold.get()
    }

    /// Takes the session over from the tab that holds it; `then` runs once that tab saved and
    /// let go (with the text of its last save) or did not answer in time (`None`: its last save
    /// is in storage), before this tab holds it.
    pub fn take_over(&self, then: impl FnOnce(Option<String>) + 'static) {
        let serial = self.serial;
        let Some(id) = OPEN.with(|o| {
            let mut o = o.borrow_mut();
            let e = o.iter_mut().find(|e| e.serial == serial)?;
            e.taken = Some(Box::new(then));
            Some(e.id.clone())
        }) else {
            return;
        };
        self.hold.set(Hold::Taking);
        tabs::post(&TabMessage::Take {
            session: id,
            from: tabs::tab_id(),
        });
        set_timeout(move || finish_take(serial, None), TAKE);
    }
}

/// The take-over of the open session `serial` is done: its callback runs with the other tab's
/// last save, then this tab holds it.
fn finish_take(serial: u64, saved: Option<String>) {
    let found = OPEN.with(|o| {
        let mut o = o.borrow_mut();
        let e = o
            .iter_mut()
            .find(|e| e.serial == serial && e.hold.get_untracked() == Hold::Taking)?;
        Some((e.taken.take(), e.hold))
    });
    if let Some((taken, hold)) = found {
        if let Some(f) = taken {
            f(saved);
        }
        hold.try_set(Hold::Mine);
    }
}

/// Listens to the other tabs once a page.
fn listen() {
    if LISTENING.with(|l| l.replace(true)) {
        return;
    }
    tabs::listen(on_message);
}

/// Another tab's message about a session open here.
fn on_message(message: TabMessage) {
    let me = tabs::tab_id();
    let open: Vec<(u64, RwSignal<Hold>)> = OPEN.with(|o| {
        o.borrow()
            .iter()
            .filter(|e| e.id == message.session())
            .map(|e| (e.serial, e.hold))
            .collect()
    });
    for (serial, hold) in open {
        let now = hold.get_untracked();
        match &message {
            // Two tabs opening at once: the older tab (the smaller id) keeps it.
            TabMessage::Who { session, from } => {
                if now == Hold::Mine || (now == Hold::Asking && me < *from) {
                    tabs::post(&TabMessage::Held {
                        session: session.clone(),
                        from: me.clone(),
                    });
                }
            }
            TabMessage::Held { .. } => {
                if now == Hold::Asking {
                    hold.set(Hold::Elsewhere);
                }
            }
            TabMessage::Take { session, .. } => {
                if now == Hold::Mine {
                    // The last change is written before the other tab reads the session.
                    soon::flush();
                    hold.set(Hold::Elsewhere);
                    tabs::post(&TabMessage::Released {
                        session: session.clone(),
                        from: me.clone(),
                        saved: storage::read(&Key::Session(session.clone())).ok().flatten(),
                    });
                } else if matches!(now, Hold::Asking | Hold::Taking) {
                    hold.set(Hold::Elsewhere);
                }
            }
            TabMessage::Released { saved, .. } => {
                if now == Hold::Taking {
                    finish_take(serial, saved.clone());
                }
            }
        }
    }
}
