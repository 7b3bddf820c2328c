//! The app's tests of its catalogues and of the engine's messages rendered in every language.
//! They are unit tests of the library, not files of `tests/`: an integration test would need
//! the library built a second time without `cfg(test)` (about 65 s of CPU in a cold
//! `make test`).

mod bidding_meanings;
mod games_keys;
mod glossary;
mod i18n_complete;
mod i18n_keys;
