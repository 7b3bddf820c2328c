//! The one gateway to the browser's local storage.
//!
//! Every key the app uses is a [`Key`]; nothing else in the app touches `web_sys::Storage`.
//! Sessions are stored as the engine's save text ([`read`], [`write`]); other values as JSON
//! `{"v": VERSION, "data": …}` ([`load`], [`save`]). Reading never panics: a missing value is
//! `Ok(None)`; a value that is not JSON, has another version or another shape is a
//! [`StorageError`] that the caller reports before falling back to its defaults. [`encode`] and
//! [`decode`] are pure, so the format is tested natively.

use std::fmt;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// Every local-storage key the app uses, in one place so that none collide. The names never
/// change: saves and settings of every earlier version are read under them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Key {
    /// The user's settings.
    Settings,
    /// The id of the session that was open when the page was left, so a reload opens it again.
    OpenSession,
    /// A saved session, by its id.
    Session(String),
    /// The backup copy of a save that could not be read, by the session's id.
    Backup(String),
    /// Why a session is a copy: saved while another tab had saved the same session, by the
    /// copy's id (the other tab, when, the original's id).
    CopyNote(String),
    /// Where an older version kept the minibridge series in progress; moved into a session
    /// when the app starts.
    Minibridge,
    /// Where an older version kept the honeymoon rubber in progress; moved likewise.
    Honeymoon,
}

/// Prefix of the keys of saved sessions; the rest of the key is the session's id.
const SESSION_PREFIX: &str = "bridge.session.";
/// Prefix of the backup copies of saves that could not be read.
const BACKUP_PREFIX: &str = "bridge.backup.";
/// Prefix of the notes on copies kept after two tabs saved one session.
const COPY_PREFIX: &str = "bridge.copy.";

impl Key {
    /// The fixed keys, with their names.
    const FIXED: [(Key, &'static str); 4] = [
        (Key::Settings, "bridge.settings"),
        (Key::OpenSession, "bridge.open"),
        (Key::Minibridge, "bridge.minibridge"),
        (Key::Honeymoon, "bridge.honeymoon"),
    ];

    /// The key's name in local storage.
    pub fn name(&self) -> String {
        match self {
            Key::Session(id) => format!("{SESSION_PREFIX}{id}"),
            Key::Backup(id) => format!("{BACKUP_PREFIX}{id}"),
            Key::CopyNote(id) => format!("{COPY_PREFIX}{id}"),
            fixed => Key::FIXED
                .iter()
                .find(|(k, _)| k == fixed)
                .map(|(_, name)| (*name).to_string())
                .unwrap_or_default(),
        }
    }

    /// The key named `name`, if it is one of the app's.
    pub fn parse(name: &str) -> Option<Key> {
        if let Some(id) = name.strip_prefix(SESSION_PREFIX) {
            return Some(Key::Session(id.to_string()));
        }
        if let Some(id) = name.strip_prefix(BACKUP_PREFIX) {
            return Some(Key::Backup(id.to_string()));
        }
        if let Some(id) = name.strip_prefix(COPY_PREFIX) {
            return Some(Key::CopyNote(id.to_string()));
        }
        Key::FIXED
            .into_iter()
            .find(|(_, n)| *n == name)
            .map(|(k, _)| k)
    }
}

/// Why a stored value could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// Local storage is missing or refused (private mode, disabled cookies, not a browser).
    Unavailable,
    /// The stored text is not a versioned value of the expected shape.
    Corrupt(String),
    /// The value was written by another version of the format.
    WrongVersion {
        /// Version found in storage.
        found: u32,
        /// Version this build reads.
        expected: u32,
    },
    /// Writing failed (for example the storage quota is full).
    WriteFailed,
    /// The browser refuses storage to this page because it is embedded (an iframe) in another
    /// site's page: third-party storage is blocked.
    RefusedEmbedded,
    /// The browser's storage quota for this site is full.
    Full,
}

impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StorageError::Unavailable => write!(f, "local storage is unavailable"),
            StorageError::Corrupt(why) => write!(f, "corrupt value: {why}"),
            StorageError::WrongVersion { found, expected } => {
                write!(f, "format version {found}, expected {expected}")
            }
            StorageError::WriteFailed => write!(f, "could not write to local storage"),
            StorageError::RefusedEmbedded => {
                write!(
                    f,
                    "local storage is refused to a page embedded in another site"
                )
            }
            StorageError::Full => write!(f, "the local storage quota is full"),
        }
    }
}

impl std::error::Error for StorageError {}

#[derive(Serialize)]
struct Envelope<'a, T> {
    v: u32,
    data: &'a T,
}

#[derive(Deserialize)]
struct VersionOnly {
    v: u32,
}

#[derive(Deserialize)]
struct EnvelopeOwned<T> {
    data: T,
}

/// The stored text of `value` at format `version`.
pub fn encode<T: Serialize>(version: u32, value: &T) -> String {
    // Serialising plain data structs to JSON cannot fail.
    serde_json::to_string(&Envelope {
        v: version,
        data: value,
    })
    .unwrap_or_default()
}

/// The value in `text`, if it was stored at format `version` and has the shape of `T`.
pub fn decode<T: DeserializeOwned>(version: u32, text: &str) -> Result<T, StorageError> {
    let found = serde_json::from_str::<VersionOnly>(text)
        .map_err(|e| StorageError::Corrupt(e.to_string()))?
        .v;
    if found != version {
        return Err(StorageError::WrongVersion {
            found,
            expected: version,
        });
    }
    serde_json::from_str::<EnvelopeOwned<T>>(text)
        .map(|e| e.data)
        .map_err(|e| StorageError::Corrupt(e.to_string()))
}

/// True when the page runs inside a frame of another page (a club's site embedding the app).
pub fn is_embedded() -> bool {
    web_sys::window().is_some_and(|w| {
        let me: &wasm_bindgen::JsValue = w.as_ref();
        w.top()
            .ok()
            .flatten()
            .is_some_and(|top| AsRef::<wasm_bindgen::JsValue>::as_ref(&top) != me)
    })
}

/// Why the browser refused to open storage or to write to it, from the exception it threw:
/// a full quota, a refusal to an embedded page, or `otherwise`.
pub fn refusal(error: &wasm_bindgen::JsValue, otherwise: StorageError) -> StorageError {
    let name = web_sys::js_sys::Reflect::get(error, &"name".into())
        .ok()
        .and_then(|n| n.as_string())
        .unwrap_or_default();
    if matches!(
        name.as_str(),
        "QuotaExceededError" | "NS_ERROR_DOM_QUOTA_REACHED"
    ) {
        StorageError::Full
    } else if is_embedded() {
        StorageError::RefusedEmbedded
    } else {
        otherwise
    }
}

/// The browser's local storage; reading `localStorage` throws when the browser refuses it (an
/// embedded page), and why is kept.
fn open() -> Result<web_sys::Storage, StorageError> {
    if !cfg!(target_arch = "wasm32") {
        return Err(StorageError::Unavailable);
    }
    match web_sys::window().map(|w| w.local_storage()) {
        Some(Ok(Some(s))) => Ok(s),
        Some(Err(e)) => Err(refusal(&e, StorageError::Unavailable)),
        _ => Err(StorageError::Unavailable),
    }
}

/// Reads the versioned value under `key`: `Ok(None)` when nothing is stored.
pub fn load<T: DeserializeOwned>(key: &Key, version: u32) -> Result<Option<T>, StorageError> {
    let storage = open().map_err(|_| StorageError::Unavailable)?;
    match storage.get_item(&key.name()) {
        Ok(Some(text)) => decode(version, &text).map(Some),
        Ok(None) => Ok(None),
        Err(_) => Err(StorageError::Unavailable),
    }
}

/// Writes `value` under `key` at format `version`.
pub fn save<T: Serialize>(key: &Key, version: u32, value: &T) -> Result<(), StorageError> {
    open()
        .map_err(|_| StorageError::Unavailable)?
        .set_item(&key.name(), &encode(version, value))
        .map_err(|_| StorageError::WriteFailed)
}

/// The text under `key`: `Ok(None)` when nothing is stored (or it cannot be read).
pub fn read(key: &Key) -> Result<Option<String>, StorageError> {
    read_in(open(), key)
}

/// Writes `text` under `key`; a refusal says why (a full quota, an embedded page).
pub fn write(key: &Key, text: &str) -> Result<(), StorageError> {
    write_in(open(), key, text)
}

/// Removes the value under `key`.
pub fn remove(key: &Key) -> Result<(), StorageError> {
    remove_in(open(), key)
}

/// [`read`] in `storage` (the site's or the tab's own).
fn read_in(
    storage: Result<web_sys::Storage, StorageError>,
    key: &Key,
) -> Result<Option<String>, StorageError> {
    Ok(storage?.get_item(&key.name()).ok().flatten())
}

/// [`write`] in `storage`.
fn write_in(
    storage: Result<web_sys::Storage, StorageError>,
    key: &Key,
    text: &str,
) -> Result<(), StorageError> {
    storage?
        .set_item(&key.name(), text)
        .map_err(|e| refusal(&e, StorageError::WriteFailed))
}

/// [`remove`] in `storage`.
fn remove_in(
    storage: Result<web_sys::Storage, StorageError>,
    key: &Key,
) -> Result<(), StorageError> {
    storage?
        .remove_item(&key.name())
        .map_err(|_| StorageError::WriteFailed)
}

/// This tab's own storage (the browser's session storage: it lasts while the tab does, a reload
/// included, and no other tab sees it).
fn open_tab() -> Result<web_sys::Storage, StorageError> {
    if !cfg!(target_arch = "wasm32") {
        return Err(StorageError::Unavailable);
    }
    match web_sys::window().map(|w| w.session_storage()) {
        Some(Ok(Some(s))) => Ok(s),
        _ => Err(StorageError::Unavailable),
    }
}

/// The text under `key` in this tab's own storage (see [`open_tab`]).
pub fn read_tab(key: &Key) -> Result<Option<String>, StorageError> {
    read_in(open_tab(), key)
}

/// Writes `text` under `key` in this tab's own storage.
pub fn write_tab(key: &Key, text: &str) -> Result<(), StorageError> {
    write_in(open_tab(), key, text)
}

/// Every stored key that is one of the app's, in the browser's order.
pub fn keys() -> Result<Vec<Key>, StorageError> {
    let s = open()?;
    let n = s.length().map_err(|_| StorageError::Unavailable)?;
    Ok((0..n)
        .filter_map(|i| s.key(i).ok().flatten())
        .filter_map(|name| Key::parse(&name))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Sample {
        n: u8,
        s: String,
    }

    #[test]
    fn round_trip() {
        let value = Sample {
            n: 7,
            s: "x".into(),
        };
        let text = encode(3, &value);
        assert_eq!(text, r#"{"v":3,"data":{"n":7,"s":"x"}}"#);
        assert_eq!(decode::<Sample>(3, &text), Ok(value));
    }

    #[test]
    fn garbage_and_wrong_shapes_are_corrupt() {
        for text in [
            "",
            "not json",
            "{",
            "[]",
            "{\"data\":{}}",
            r#"{"v":1,"data":{"n":"x"}}"#,
        ] {
            assert!(
                matches!(decode::<Sample>(1, text), Err(StorageError::Corrupt(_))),
                "{text:?}"
            );
        }
    }

    #[test]
    fn other_versions_are_reported() {
        assert_eq!(
            decode::<Sample>(2, r#"{"v":1,"data":{"n":1,"s":""}}"#),
            Err(StorageError::WrongVersion {
                found: 1,
                expected: 2
            })
        );
    }

    #[test]
    fn outside_the_browser_storage_is_unavailable() {
        assert_eq!(
            load::<Sample>(&Key::Settings, 1),
            Err(StorageError::Unavailable)
        );
        assert_eq!(
            save(&Key::Settings, 1, &1u8),
            Err(StorageError::Unavailable)
        );
        assert_eq!(read(&Key::OpenSession), Err(StorageError::Unavailable));
        assert_eq!(keys(), Err(StorageError::Unavailable));
    }

    /// The names saves and settings of earlier versions were written under.
    #[test]
    fn key_names_are_the_stored_ones() {
        let id = "1700000000000-1234";
        let named = [
            (Key::Settings, "bridge.settings".to_string()),
            (Key::OpenSession, "bridge.open".to_string()),
            (Key::Minibridge, "bridge.minibridge".to_string()),
            (Key::Honeymoon, "bridge.honeymoon".to_string()),
            (Key::Session(id.into()), format!("bridge.session.{id}")),
            (Key::Backup(id.into()), format!("bridge.backup.{id}")),
            (Key::CopyNote(id.into()), format!("bridge.copy.{id}")),
        ];
        for (key, name) in named {
            assert_eq!(key.name(), name);
            assert_eq!(Key::parse(&name), Some(key));
        }
        assert_eq!(Key::parse("other.app"), None);
    }
}
