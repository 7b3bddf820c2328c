//! Versioned values in the browser's local storage.
//!
//! A value is stored as JSON `{"v": VERSION, "data": …}` under a [`Key`]. Reading never panics:
//! a missing value is `Ok(None)`; a value that is not JSON, has another version or another shape
//! is a [`StorageError`] that the caller reports before falling back to its defaults.
//! [`encode`] and [`decode`] are pure, so the format is tested natively.

use std::fmt;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// Every local-storage key the app uses, in one place so that none collide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// The user's settings ([`crate::settings::Settings`]).
    Settings,
    /// Where an older version kept the minibridge series in progress; moved into a session
    /// when the app starts ([`crate::sessions::store::SessionStore::load`]).
    Minibridge,
    /// Where an older version kept the honeymoon rubber in progress; moved likewise.
    Honeymoon,
}

impl Key {
    /// The key's name in local storage.
    pub fn as_str(self) -> &'static str {
        match self {
            Key::Settings => "bridge.settings",
            Key::Minibridge => "bridge.minibridge",
            Key::Honeymoon => "bridge.honeymoon",
        }
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

fn local_storage() -> Result<web_sys::Storage, StorageError> {
    let window = web_sys::window().ok_or(StorageError::Unavailable)?;
    window
        .local_storage()
        .ok()
        .flatten()
        .ok_or(StorageError::Unavailable)
}

/// Reads the value under `key`: `Ok(None)` when nothing is stored.
pub fn load<T: DeserializeOwned>(key: Key, version: u32) -> Result<Option<T>, StorageError> {
    if !cfg!(target_arch = "wasm32") {
        return Err(StorageError::Unavailable);
    }
    let storage = local_storage()?;
    match storage.get_item(key.as_str()) {
        Ok(Some(text)) => decode(version, &text).map(Some),
        Ok(None) => Ok(None),
        Err(_) => Err(StorageError::Unavailable),
    }
}

/// Writes `value` under `key` at format `version`.
pub fn save<T: Serialize>(key: Key, version: u32, value: &T) -> Result<(), StorageError> {
    if !cfg!(target_arch = "wasm32") {
        return Err(StorageError::Unavailable);
    }
    local_storage()?
        .set_item(key.as_str(), &encode(version, value))
        .map_err(|_| StorageError::WriteFailed)
}

/// Removes the value under `key`.
pub fn remove(key: Key) -> Result<(), StorageError> {
    if !cfg!(target_arch = "wasm32") {
        return Err(StorageError::Unavailable);
    }
    local_storage()?
        .remove_item(key.as_str())
        .map_err(|_| StorageError::WriteFailed)
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
            load::<Sample>(Key::Settings, 1),
            Err(StorageError::Unavailable)
        );
        assert_eq!(save(Key::Settings, 1, &1u8), Err(StorageError::Unavailable));
    }
}
