//! The app's other tabs: messages between the tabs (and windows) of this site through the
//! browser's `BroadcastChannel`, so one tab at a time writes a session (see
//! `state::sessions::lock`). A message is JSON text; a browser without the channel (or a page
//! outside one) sends nothing and hears nothing, and each tab then plays alone as before.

use std::cell::RefCell;

use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

// The two members of `BroadcastChannel` the app uses, bound as web-sys binds them (its
// `BroadcastChannel` feature would rebuild web-sys and every crate over it for these two); the
// messages arrive as the `MessageEvent`s web-sys already has.
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(extends = web_sys::EventTarget, js_name = BroadcastChannel)]
    type BroadcastChannel;

    #[wasm_bindgen(constructor, catch, js_class = BroadcastChannel)]
    fn new(name: &str) -> Result<BroadcastChannel, JsValue>;

    #[wasm_bindgen(method, catch, js_class = BroadcastChannel, js_name = postMessage)]
    fn post_message(this: &BroadcastChannel, message: &JsValue) -> Result<(), JsValue>;
}

/// The channel's name: every tab of the app listens on it.
const CHANNEL: &str = "bridge.tabs";

/// What one tab tells the others about a session (by its id); `from` is the sending tab's id.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TabMessage {
    /// A tab opens the session: does another hold it?
    Who {
        /// The session's id.
        session: String,
        /// The asking tab.
        from: String,
    },
    /// The answer of the tab that holds the session (writes it).
    Held {
        /// The session's id.
        session: String,
        /// The holding tab.
        from: String,
    },
    /// A tab takes the session over: the holder saves what it has and lets go.
    Take {
        /// The session's id.
        session: String,
        /// The tab taking it.
        from: String,
    },
    /// The holder let go, its last change saved.
    Released {
        /// The session's id.
        session: String,
        /// The tab that let go.
        from: String,
        /// The session as it saved it last: another tab's storage may show the write a moment
        /// after this message arrives.
        #[serde(default)]
        saved: Option<String>,
    },
}

impl TabMessage {
    /// The session the message is about.
    pub fn session(&self) -> &str {
        match self {
            TabMessage::Who { session, .. }
            | TabMessage::Held { session, .. }
            | TabMessage::Take { session, .. }
            | TabMessage::Released { session, .. } => session,
        }
    }
}

/// This tab's id: its opening time in milliseconds and a random tail, made once a page.
pub fn tab_id() -> String {
    thread_local! {
        static ID: String = {
            let now = web_sys::window()
                .and_then(|w| w.performance())
                .map_or(0.0, |p| p.time_origin());
            format!("{:013}-{:04x}", now as u64, getrandom::u64().unwrap_or(0) & 0xffff)
        };
    }
    ID.with(Clone::clone)
}

/// When the tab `id` (a [`tab_id`]) was opened, in milliseconds since 1970.
pub fn tab_opened(id: &str) -> Option<f64> {
    id.split('-').next()?.parse().ok()
}

thread_local! {
    static CHANNEL_OPEN: RefCell<Option<BroadcastChannel>> = const { RefCell::new(None) };
}

/// Listens to the other tabs' messages for the rest of the page's life; `on_message` gets each
/// one that reads. Called once, when the app starts.
pub fn listen(on_message: impl Fn(TabMessage) + 'static) {
    if !cfg!(target_arch = "wasm32") {
        return;
    }
    let Ok(channel) = BroadcastChannel::new(CHANNEL) else {
        return;
    };
    let handler =
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
            if let Some(message) = ev
                .data()
                .as_string()
                .and_then(|text| serde_json::from_str::<TabMessage>(&text).ok())
            {
                on_message(message);
            }
        });
    let target: &web_sys::EventTarget = channel.as_ref();
    if target
        .add_event_listener_with_callback("message", handler.as_ref().unchecked_ref())
        .is_err()
    {
        return;
    }
    // The channel and its handler live as long as the page.
    handler.forget();
    CHANNEL_OPEN.with(|c| *c.borrow_mut() = Some(channel));
}

/// Tells the other tabs `message` (nothing when the channel is not open).
pub fn post(message: &TabMessage) {
    let Ok(text) = serde_json::to_string(message) else {
        return;
    };
    CHANNEL_OPEN.with(|c| {
        if let Some(channel) = c.borrow().as_ref() {
            let _ = channel.post_message(&text.into());
        }
    });
}

/// Whether messages reach the other tabs (the channel opened).
pub fn connected() -> bool {
    CHANNEL_OPEN.with(|c| c.borrow().is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_read_back_and_name_their_session() {
        let released = TabMessage::Released {
            session: "s".into(),
            from: "t".into(),
            saved: Some("{}".into()),
        };
        let text = serde_json::to_string(&released).unwrap();
        assert_eq!(serde_json::from_str::<TabMessage>(&text).unwrap(), released);
        let m = TabMessage::Take {
            session: "1700000000000-00ab".into(),
            from: "1700000000001-0001".into(),
        };
        let text = serde_json::to_string(&m).unwrap();
        assert_eq!(
            text,
            r#"{"kind":"take","session":"1700000000000-00ab","from":"1700000000001-0001"}"#
        );
        assert_eq!(serde_json::from_str::<TabMessage>(&text).unwrap(), m);
        assert_eq!(m.session(), "1700000000000-00ab");
        assert!(serde_json::from_str::<TabMessage>(r#"{"kind":"other"}"#).is_err());
        assert_eq!(tab_opened("1700000000001-0001"), Some(1_700_000_000_001.0));
    }
}
