//! Sessions in the browser's local storage, one key a session ([`Key::Session`]), in the
//! engine's save format. The store is the only code that writes them.
//!
//! Nothing is ever lost silently: a save that cannot be read is copied to a backup key before it
//! leaves the list, and a write refused by the browser (a full quota) is reported to the caller.

use bridge_engine::save::{self, LoadError};
use bridge_engine::session::Session;

use leptos::prelude::*;

use crate::services::storage::{self, Key, StorageError};

/// One entry of the saved-sessions list.
#[derive(Clone, Debug, PartialEq)]
pub enum Stored {
    /// A session that loads.
    Ok(Box<Session>),
    /// A save that does not load; its text was kept under its backup key ([`Key::Backup`]).
    Damaged {
        /// The session's id (from its key).
        id: String,
        /// Why it does not load.
        error: LoadError,
    },
}

/// How a session was saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Saved {
    /// Under its own id.
    InPlace,
    /// Another tab had saved a later revision of it: that save stays, and this one was written
    /// as a new session with a new id (the session passed in now has it).
    AsCopy,
}

/// The revision of a stored save, read without building the session.
fn stored_revision(text: &str) -> Option<u64> {
    #[derive(serde::Deserialize)]
    struct Envelope {
        session: Revision,
    }
    #[derive(serde::Deserialize)]
    struct Revision {
        #[serde(default)]
        revision: u64,
    }
    serde_json::from_str::<Envelope>(text)
        .ok()
        .map(|e| e.session.revision)
}

/// Why a session is a copy: this tab saved it while another tab had saved the same session since
/// this tab read it (two tabs playing one session before either knew of the other). Kept under
/// [`Key::CopyNote`] beside the copy, so the list names it.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CopyNote {
    /// The session it was copied from.
    pub of: String,
    /// The tab that kept the copy (`services::tabs::tab_id`: its opening time first).
    pub tab: String,
    /// When the copy was kept, in milliseconds since 1970.
    pub at_ms: f64,
}

/// The format version of a stored [`CopyNote`].
const COPY_NOTE_VERSION: u32 = 1;

/// The note on session `id`, if it is a copy kept after a conflict.
pub fn copy_note(id: &str) -> Option<CopyNote> {
    storage::load(&Key::CopyNote(id.to_string()), COPY_NOTE_VERSION)
        .ok()
        .flatten()
}

/// True when the stored revision was written by someone else after this copy was loaded.
pub fn is_conflict(stored: Option<u64>, ours: u64) -> bool {
    stored.is_some_and(|r| r > ours)
}

/// Saves a session (after every call and card) and counts the revision. If another tab saved a
/// later revision since this copy was loaded, neither is lost: this copy gets a new id.
pub(in crate::state) fn save(session: &mut Session) -> Result<Saved, StorageError> {
    let stored =
        storage::read(&Key::Session(session.id.clone()))?.and_then(|t| stored_revision(&t));
    let mut outcome = Saved::InPlace;
    let mut note = None;
    if is_conflict(stored, session.revision) {
        let now = web_sys::js_sys::Date::now();
        note = Some(CopyNote {
            of: session.id.clone(),
            tab: crate::services::tabs::tab_id(),
            at_ms: now,
        });
        session.id = new_id(now, (now * 7919.0) as u64 ^ session.seed);
        session.revision = 0;
        outcome = Saved::AsCopy;
    }
    session.revision += 1;
    storage::write(&Key::Session(session.id.clone()), &save::to_json(session))?;
    if let Some(note) = note {
        // The copy is kept whatever becomes of its note: a note refused leaves a plain copy.
        let _ = storage::save(&Key::CopyNote(session.id.clone()), COPY_NOTE_VERSION, &note);
    }
    Ok(outcome)
}

/// The revision of the save under `id`, if there is one: a session that replaces it on purpose
/// (a new practice session from a link) starts from it, so the save is not taken for another
/// tab's.
pub fn revision_of(id: &str) -> Option<u64> {
    let text = storage::read(&Key::Session(id.to_string())).ok()??;
    stored_revision(&text)
}

/// The start time in an id made by [`new_id`], as "2026-11-30 09:12" in the device's time zone.
pub fn started(id: &str) -> Option<String> {
    local_time(id.split('-').next()?.parse().ok()?)
}

/// A time in milliseconds since 1970 as "2026-11-30 09:12" in the device's time zone.
pub fn local_time(ms: f64) -> Option<String> {
    let d = web_sys::js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    if d.get_time().is_nan() {
        return None;
    }
    Some(format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date(),
        d.get_hours(),
        d.get_minutes()
    ))
}

/// Removes a saved session (and the note on it, if it is a copy).
fn delete(id: &str) -> Result<(), StorageError> {
    storage::remove(&Key::Session(id.to_string()))?;
    let _ = storage::remove(&Key::CopyNote(id.to_string()));
    Ok(())
}

/// The text of the backup copy of the save of session `id`.
pub fn backup_text(id: &str) -> Option<String> {
    storage::read(&Key::Backup(id.to_string())).ok().flatten()
}

/// Reads one saved text: the session, or why not (the caller keeps the text as a backup).
pub fn parse(text: &str) -> Result<Session, LoadError> {
    save::from_json(text)
}

/// Every saved session, newest id last; damaged saves are backed up and listed as such.
fn list() -> Result<Vec<Stored>, StorageError> {
    let mut out = Vec::new();
    for key in storage::keys()? {
        let Key::Session(id) = &key else {
            continue;
        };
        let text = storage::read(&key).ok().flatten().unwrap_or_default();
        match parse(&text) {
            Ok(session) => out.push(Stored::Ok(Box::new(session))),
            Err(error) => {
                // Keep the damaged text before the key leaves the list; if the copy fails, the
                // original stays where it is and is listed again next time.
                if storage::write(&Key::Backup(id.clone()), &text).is_ok() {
                    let _ = storage::remove(&key);
                }
                out.push(Stored::Damaged {
                    id: id.clone(),
                    error,
                });
            }
        }
    }
    // Also list earlier backups, so a damaged save found on a previous visit is still shown.
    for key in storage::keys().unwrap_or_default() {
        if let Key::Backup(id) = &key
            && !out
                .iter()
                .any(|e| matches!(e, Stored::Damaged { id: d, .. } if d == id))
        {
            let text = storage::read(&key).ok().flatten().unwrap_or_default();
            if let Err(error) = parse(&text) {
                out.push(Stored::Damaged {
                    id: id.clone(),
                    error,
                });
            }
        }
    }
    out.sort_by(|a, b| id_of(a).cmp(id_of(b)));
    Ok(out)
}

/// The id of the session that was open when the page was left: this tab's own (a reload opens
/// what this tab had open, not what another tab opened since), else the last one any tab had
/// open (a new tab after the browser was closed).
pub fn open_id() -> Option<String> {
    match storage::read_tab(&Key::OpenSession) {
        Ok(Some(id)) if id.is_empty() => None,
        Ok(Some(id)) => Some(id),
        _ => storage::read(&Key::OpenSession).ok().flatten(),
    }
}

/// Remembers the open session (or that none is open), for this tab and for the next visit.
pub fn set_open_id(id: Option<&str>) {
    // "" in this tab's storage: none open here, whatever another tab has open.
    let _ = storage::write_tab(&Key::OpenSession, id.unwrap_or(""));
    let _ = match id {
        Some(id) => storage::write(&Key::OpenSession, id),
        None => storage::remove(&Key::OpenSession),
    };
}

/// Removes the backup copy of the save of session `id`.
fn delete_backup(id: &str) -> Result<(), StorageError> {
    storage::remove(&Key::Backup(id.to_string()))
}

/// The saved sessions, read from storage once when the app starts and kept in step with every
/// save and delete made through it. It lives in the app state, so every screen finds
/// the same list in context; only its methods write sessions to storage, and never from a
/// render closure.
#[derive(Clone, Copy)]
pub struct SessionStore {
    entries: RwSignal<Vec<Stored>>,
    /// The sessions whose latest save the browser refused (a full storage): they stay listed
    /// and exportable for the visit, and are saved again when room is made.
    unsaved: RwSignal<Vec<String>>,
}

impl SessionStore {
    /// Reads every saved session once (backing up damaged ones), after moving a small game saved
    /// by an older version of the app into a session of its own.
    pub fn load() -> SessionStore {
        migrate_small_games();
        let store = SessionStore {
            entries: RwSignal::new(list().unwrap_or_default()),
            unsaved: RwSignal::new(Vec::new()),
        };
        if cfg!(target_arch = "wasm32") {
            // Another tab's save or delete reaches this one's list as it happens.
            let listener =
                window_event_listener(leptos::ev::storage, move |ev| store.other_tab(&ev));
            // The store lives as long as the page: so does its listener.
            std::mem::forget(listener);
        }
        store
    }

    /// Takes in a session another tab saved or deleted (a save that does not load is left for
    /// the next start, which backs it up and lists it as damaged).
    fn other_tab(&self, ev: &web_sys::StorageEvent) {
        let Some(Key::Session(id)) = ev.key().and_then(|k| Key::parse(&k)) else {
            return;
        };
        match ev.new_value().map(|text| parse(&text)) {
            None => self
                .entries
                .update(|list| list.retain(|e| !matches!(e, Stored::Ok(s) if s.id == id))),
            Some(Ok(session)) => self.entries.update(|list| {
                let copy = Stored::Ok(Box::new(session));
                match list
                    .iter_mut()
                    .find(|e| matches!(e, Stored::Ok(s) if s.id == id))
                {
                    Some(e) => *e = copy,
                    None => {
                        list.push(copy);
                        list.sort_by(|a, b| id_of(a).cmp(id_of(b)));
                    }
                }
            }),
            Some(Err(_)) => {}
        }
    }

    /// A store over `entries` (the tests', and the shell's empty one).
    pub fn with_entries(entries: Vec<Stored>) -> SessionStore {
        SessionStore {
            entries: RwSignal::new(entries),
            unsaved: RwSignal::new(Vec::new()),
        }
    }

    /// Reads the list (tracked).
    pub fn with<R>(&self, f: impl FnOnce(&[Stored]) -> R) -> R {
        self.entries.with(|e| f(e))
    }

    /// The session saved under `id`, if it loads (untracked).
    pub fn find(&self, id: &str) -> Option<Session> {
        self.entries.with_untracked(|list| {
            list.iter().find_map(|e| match e {
                Stored::Ok(s) if s.id == id => Some((**s).clone()),
                _ => None,
            })
        })
    }

    /// Saves `session` (see [`save`]) and puts it in the list. A save the browser refuses
    /// leaves the session in the list all the same, marked unsaved (see [`Self::is_unsaved`]).
    pub fn save(&self, session: &mut Session) -> Result<Saved, StorageError> {
        let outcome = save(session);
        let id = session.id.clone();
        self.unsaved.try_update(|u| {
            u.retain(|x| *x != id);
            if outcome.is_err() {
                u.push(id);
            }
        });
        self.keep(session);
        outcome
    }

    /// Reads session `id` again (another tab's last save of it: `saved` as that tab sent it, else
    /// from storage) and puts it in the list; `None` when there is none or it does not load.
    pub fn reload(&self, id: &str, saved: Option<String>) -> Option<Session> {
        let text = match saved {
            Some(text) => text,
            None => storage::read(&Key::Session(id.to_string())).ok()??,
        };
        let session = parse(&text).ok().filter(|s| s.id == id)?;
        self.keep(&session);
        Some(session)
    }

    /// Whether the latest save of session `id` was refused (tracked).
    pub fn is_unsaved(&self, id: &str) -> bool {
        self.unsaved.with(|u| u.iter().any(|x| x == id))
    }

    /// Whether any session of the visit is unsaved (tracked).
    pub fn any_unsaved(&self) -> bool {
        self.unsaved.with(|u| !u.is_empty())
    }

    /// Saves again every session whose save was refused, now that there may be room; returns
    /// how many are still unsaved.
    pub fn retry_unsaved(&self) -> usize {
        for id in self.unsaved.get_untracked() {
            if let Some(mut s) = self.find(&id) {
                let _ = self.save(&mut s);
            }
        }
        self.unsaved.with_untracked(Vec::len)
    }

    /// The saved sessions by the room they take in storage, largest first: id and bytes.
    pub fn sizes(&self) -> Vec<(String, usize)> {
        let mut out: Vec<(String, usize)> = self
            .entries
            .with_untracked(|list| {
                list.iter()
                    .filter_map(|e| match e {
                        Stored::Ok(s) => Some(s.id.clone()),
                        Stored::Damaged { .. } => None,
                    })
                    .collect::<Vec<_>>()
            })
            .into_iter()
            .filter_map(|id| {
                let text = storage::read(&Key::Session(id.clone())).ok()??;
                Some((id, text.len()))
            })
            .collect();
        out.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        out
    }

    /// Puts `session` in the list, in place of its earlier copy.
    fn keep(&self, session: &Session) {
        let copy = Stored::Ok(Box::new(session.clone()));
        self.entries.try_update(|list| {
            match list
                .iter_mut()
                .find(|e| matches!(e, Stored::Ok(s) if s.id == session.id))
            {
                Some(e) => *e = copy,
                None => {
                    list.push(copy);
                    list.sort_by(|a, b| id_of(a).cmp(id_of(b)));
                }
            }
        });
    }

    /// Removes the session saved under `id`; the room it leaves goes to the unsaved sessions.
    pub fn delete(&self, id: &str) -> Result<(), StorageError> {
        delete(id)?;
        self.entries
            .update(|list| list.retain(|e| !matches!(e, Stored::Ok(s) if s.id == id)));
        self.unsaved.update(|u| u.retain(|x| x != id));
        self.retry_unsaved();
        Ok(())
    }

    /// Removes the backup copy of the save of session `id`.
    pub fn delete_backup(&self, id: &str) -> Result<(), StorageError> {
        delete_backup(id)?;
        self.entries
            .update(|list| list.retain(|e| !matches!(e, Stored::Damaged { id: d, .. } if d == id)));
        Ok(())
    }
}

/// Moves a minibridge series or honeymoon rubber that an older version kept under its own key
/// into a session, so it is listed and exported like the others; the old key goes only once the
/// session is written. An unreadable old save is left where it is.
fn migrate_small_games() {
    use bridge_engine::game_forms::SmallGame;
    use bridge_engine::game_forms::honeymoon::HoneymoonMatch;
    use bridge_engine::game_forms::minibridge::MiniMatch;
    let old = [
        (
            Key::Minibridge,
            storage::load::<Option<MiniMatch>>(&Key::Minibridge, OLD_SMALL_SAVE_VERSION)
                .ok()
                .flatten()
                .flatten()
                .map(|m| (m.seed, SmallGame::Minibridge(m))),
        ),
        (
            Key::Honeymoon,
            storage::load::<Option<HoneymoonMatch>>(&Key::Honeymoon, OLD_SMALL_SAVE_VERSION)
                .ok()
                .flatten()
                .flatten()
                .map(|m| (m.seed, SmallGame::Honeymoon(m))),
        ),
    ];
    for (key, game) in old {
        let Some((seed, game)) = game else { continue };
        let now = web_sys::js_sys::Date::now();
        let mut session = Session::small_game(new_id(now, seed), game, seed);
        if save(&mut session).is_ok() {
            if open_id() == Some(key.name()) {
                set_open_id(Some(&session.id));
            }
            let _ = storage::remove(&key);
        }
    }
}

/// The format version of the small games' own saves before they became sessions.
const OLD_SMALL_SAVE_VERSION: u32 = 1;

fn id_of(s: &Stored) -> &str {
    match s {
        Stored::Ok(session) => &session.id,
        Stored::Damaged { id, .. } => id,
    }
}

/// A new session id: the time in milliseconds, so ids sort by age, and a random tail.
pub fn new_id(now_ms: f64, random: u64) -> String {
    format!("{:013}-{:04x}", now_ms as u64, random & 0xffff)
}

#[cfg(test)]
mod tests {
    use super::*;
    use bridge_engine::session::SessionKind;

    #[test]
    fn ids_sort_by_time() {
        let a = new_id(1_700_000_000_000.0, 0xffff_1234);
        let b = new_id(1_800_000_000_000.0, 1);
        assert!(a < b);
        assert_eq!(a, "1700000000000-1234");
    }

    #[test]
    fn a_later_revision_in_storage_is_a_conflict() {
        let mut s = Session::new("x", SessionKind::Practice, 1);
        s.revision = 4;
        let text = save::to_json(&s);
        assert_eq!(stored_revision(&text), Some(4));
        assert!(is_conflict(stored_revision(&text), 3));
        assert!(!is_conflict(stored_revision(&text), 4));
        assert!(!is_conflict(None, 0));
        assert_eq!(stored_revision("{broken"), None);
    }

    #[test]
    fn saved_text_parses_back_and_damage_is_named() {
        let s = Session::new("x", SessionKind::Practice, 1);
        assert_eq!(parse(&save::to_json(&s)).unwrap(), s);
        assert!(matches!(parse("{broken"), Err(LoadError::NotJson(_))));
    }
}
