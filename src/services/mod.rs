//! The app's gateways to the browser and to the engine: local storage ([`storage`]), the
//! message catalogue ([`i18n`], [`errors`]), the page's link ([`params`]), the engine workers
//! ([`worker`]), the service worker ([`offline`]), the app's two modules ([`parts`]), what
//! boot.js offers them ([`boot`]) and the app's other tabs ([`tabs`]). Nothing here imports
//! another layer of the app.

pub mod boot;
pub mod errors;
pub mod fetch;
pub mod i18n;
pub mod offline;
pub mod params;
pub mod parts;
pub mod storage;
pub mod tabs;
pub mod worker;

/// A build for the browser tests (`BRIDGE_TEST_HOOKS=1` at compile time, set by `scripts/test.sh`):
/// it has the `#panic-test` hook, and its robots are quick and hardly paced unless a test asks.
pub const TEST_BUILD: bool = match option_env!("BRIDGE_TEST_HOOKS") {
    Some(v) => v.len() == 1 && v.as_bytes()[0] == b'1',
    None => false,
};
