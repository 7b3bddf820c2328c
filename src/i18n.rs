//! The message catalogue: every text the app shows comes from `locales/<lang>/*.txt`.
//!
//! # Usage
//! ```ignore
//! view! { <h1>{move || t("menu.heading")}</h1> }
//! tf("mode.unavailable", &[("mode", &t("mode.rubber"))]);
//! ```
//! Call [`t`] and [`tf`] inside a reactive closure (`move || t("menu.heading")`): they read the current
//! language from the [`Locale`] context, so the text re-renders when the language changes.
//! Outside any reactive owner they answer in English.
//!
//! # Catalogue format
//! Plain UTF-8 text, one `key = text` a line; lines starting with `#` and blank lines are
//! ignored; `{name}` in a text is a placeholder filled by [`tf`]. English (`locales/en/`) is
//! complete; a key missing from another catalogue falls back to the English text. A language's
//! texts may be spread over several files of its folder (one a part of the app); a key may still
//! appear only once in the language.

use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

use bridge_engine::msg::{Arg, Msg};
use bridge_engine::{Call, Seat, Strain};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

/// A language the app is translated into.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English, the reference catalogue.
    #[default]
    En,
    /// Persian (right to left).
    Fa,
    /// Arabic (right to left).
    Ar,
    /// Greek.
    El,
    /// Polish.
    Pl,
}

/// Text direction of a language, as written into `<html dir>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    /// Left to right.
    Ltr,
    /// Right to left.
    Rtl,
}

impl Dir {
    /// The value of the HTML `dir` attribute.
    pub fn as_str(self) -> &'static str {
        match self {
            Dir::Ltr => "ltr",
            Dir::Rtl => "rtl",
        }
    }
}

impl Lang {
    /// Every language, in the order of the language selector.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Fa, Lang::Ar, Lang::El, Lang::Pl];

    /// The BCP 47 code, as written into `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fa => "fa",
            Lang::Ar => "ar",
            Lang::El => "el",
            Lang::Pl => "pl",
        }
    }

    /// The language for a code such as `"fa"` or `"pl-PL"` (only the primary subtag counts).
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// Writing direction.
    pub fn dir(self) -> Dir {
        match self {
            Lang::Fa | Lang::Ar => Dir::Rtl,
            Lang::En | Lang::El | Lang::Pl => Dir::Ltr,
        }
    }

    /// The catalogue's text, built into the binary: the files of `locales/<code>/` joined in
    /// name order by `build.rs`, each after a `#@file <path>` marker line.
    pub fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!(concat!(env!("OUT_DIR"), "/en.txt")),
            Lang::Fa => include_str!(concat!(env!("OUT_DIR"), "/fa.txt")),
            Lang::Ar => include_str!(concat!(env!("OUT_DIR"), "/ar.txt")),
            Lang::El => include_str!(concat!(env!("OUT_DIR"), "/el.txt")),
            Lang::Pl => include_str!(concat!(env!("OUT_DIR"), "/pl.txt")),
        }
    }

    /// The language's own name ("Polski", "فارسی"), for the language selector.
    pub fn native_name(self) -> String {
        lookup(self, "lang.name")
    }
}

/// A malformed line in a catalogue file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The file the line is in (from the `#@file` marker before it), or empty.
    pub file: String,
    /// 1-based line number within that file.
    pub line: usize,
    /// What is wrong with it.
    pub reason: &'static str,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.file.is_empty() {
            write!(f, "line {}: {}", self.line, self.reason)
        } else {
            write!(f, "{}, line {}: {}", self.file, self.line, self.reason)
        }
    }
}

impl std::error::Error for ParseError {}

/// Parses a catalogue: `key = text` lines, `#` comments, blank lines.
///
/// Keys are made of ASCII letters, digits, `.`, `_` and `-`; a key may appear only once and a
/// text must not be empty.
pub fn parse_catalogue(src: &str) -> Result<HashMap<&str, &str>, ParseError> {
    let mut map = HashMap::new();
    let (mut file, mut first) = ("", 0);
    for (i, raw) in src.lines().enumerate() {
        let line = raw.trim();
        if let Some(name) = line.strip_prefix("#@file ") {
            (file, first) = (name, i + 1);
            continue;
        }
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let err = |reason| ParseError {
            file: file.to_string(),
            line: i - first + 1,
            reason,
        };
        let (key, text) = line
            .split_once('=')
            .ok_or(err("no `=` between key and text"))?;
        let (key, text) = (key.trim(), text.trim());
        if key.is_empty() {
            return Err(err("empty key"));
        }
        if !key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
        {
            return Err(err("key has characters other than A-Z a-z 0-9 . _ -"));
        }
        if text.is_empty() {
            return Err(err("empty text"));
        }
        if map.insert(key, text).is_some() {
            return Err(err("duplicate key"));
        }
    }
    Ok(map)
}

type Catalogue = HashMap<&'static str, &'static str>;

/// The parsed catalogue of a language, parsed once. A catalogue that does not parse counts as
/// empty (every text then falls back to English); the native tests make sure none is shipped.
fn catalogue(lang: Lang) -> &'static Catalogue {
    static CATALOGUES: OnceLock<Vec<Catalogue>> = OnceLock::new();
    let all = CATALOGUES.get_or_init(|| {
        Lang::ALL
            .iter()
            .map(|l| parse_catalogue(l.source()).unwrap_or_default())
            .collect()
    });
    let index = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    &all[index]
}

/// The text of `key` in `lang`, falling back to English, then to the key itself.
pub fn lookup(lang: Lang, key: &str) -> String {
    catalogue(lang)
        .get(key)
        .or_else(|| catalogue(Lang::En).get(key))
        .map_or_else(|| key.to_string(), |s| (*s).to_string())
}

/// Fills `{name}` placeholders of `text` from `args`; unknown placeholders are left as they are.
pub fn fill(text: &str, args: &[(&str, &str)]) -> String {
    let mut out = text.to_string();
    for (name, value) in args {
        out = out.replace(&format!("{{{name}}}"), value);
    }
    out
}

/// The current language, shared through Leptos context by the app's root.
#[derive(Clone, Copy)]
pub struct Locale(pub Signal<Lang>);

/// The language of the nearest [`Locale`] context, tracked reactively; English without one.
pub fn current_lang() -> Lang {
    use_context::<Locale>().map_or(Lang::En, |l| l.0.get())
}

/// The text of `key` in the current language.
pub fn t(key: &str) -> String {
    lookup(current_lang(), key)
}

/// The text of `key` in the current language with `{name}` placeholders filled from `args`.
pub fn tf(key: &str, args: &[(&str, &str)]) -> String {
    fill(&t(key), args)
}

/// An engine [`Msg`] in the current language.
pub fn msg(m: &Msg) -> String {
    render(current_lang(), m)
}

/// An engine [`Msg`] in `lang`: the key's text with each `{name}` replaced by its argument as
/// the language writes it. Usable outside any reactive owner (timers, worker callbacks).
pub fn render(lang: Lang, m: &Msg) -> String {
    let args: Vec<(&str, String)> = m
        .args
        .iter()
        .map(|(name, value)| (name.as_str(), render_arg(lang, value)))
        .collect();
    let refs: Vec<(&str, &str)> = args.iter().map(|(n, v)| (*n, v.as_str())).collect();
    fill(&lookup(lang, &m.key), &refs)
}

/// One argument of a [`Msg`] in `lang`.
pub fn render_arg(lang: Lang, arg: &Arg) -> String {
    match arg {
        Arg::Int(n) => n.to_string(),
        Arg::Suit(s) => s.symbol().to_string(),
        Arg::Strain(s) => strain_text(lang, *s),
        Arg::Call(c) => call_text(lang, *c),
        Arg::Card(c) => format!("{}{}", c.suit.symbol(), c.rank.label()),
        Arg::Seat(s) => lookup(
            lang,
            match s {
                Seat::North => "seat.north",
                Seat::East => "seat.east",
                Seat::South => "seat.south",
                Seat::West => "seat.west",
            },
        ),
        Arg::Msg(inner) => render(lang, inner),
        Arg::List(items) => {
            let sep = format!("{} ", lookup(lang, "list.separator"));
            items
                .iter()
                .map(|m| render(lang, m))
                .collect::<Vec<_>>()
                .join(&sep)
        }
    }
}

/// A strain as `lang` writes it: a suit symbol, or the language's no-trumps abbreviation.
pub fn strain_text(lang: Lang, strain: Strain) -> String {
    match strain.trump() {
        Some(suit) => suit.symbol().to_string(),
        None => lookup(lang, "strain.nt"),
    }
}

/// A call as `lang` writes it: "Pass", "1♠", "3NT".
pub fn call_text(lang: Lang, call: Call) -> String {
    match call {
        Call::Pass => lookup(lang, "call.pass"),
        Call::Double => lookup(lang, "call.double"),
        Call::Redouble => lookup(lang, "call.redouble"),
        Call::Bid(b) => format!("{}{}", b.level(), strain_text(lang, b.strain())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn engine_messages_render_their_arguments_in_the_language() {
        use bridge_engine::{Bid, Suit};
        let parts = vec![
            Msg::new("seat.north"),
            Msg::new("card.name")
                .with("rank", Msg::new("rank.ace"))
                .with("suit", Msg::new("suit.spades")),
        ];
        let m = Msg::new("card.name")
            .with("rank", parts)
            .with("suit", Call::Bid(Bid::new(3, Strain::NoTrump).unwrap()));
        assert_eq!(render(Lang::En, &m), "North, Ace of Spades of 3NT");
        assert_eq!(
            render_arg(
                Lang::Pl,
                &Arg::Call(Call::Bid(Bid::new(1, Strain::NoTrump).unwrap()))
            ),
            "1BA"
        );
        assert_eq!(render_arg(Lang::Fa, &Arg::Suit(Suit::Hearts)), "♥");
        assert_eq!(render_arg(Lang::En, &Arg::Seat(Seat::West)), "West");
    }

    #[test]
    fn every_catalogue_parses() {
        for lang in Lang::ALL {
            let map = parse_catalogue(lang.source())
                .unwrap_or_else(|e| panic!("locales/{}/: {e}", lang.code()));
            assert!(
                map.contains_key("lang.name"),
                "{} lacks lang.name",
                lang.code()
            );
        }
    }

    #[test]
    fn other_catalogues_only_use_english_keys_and_placeholders() {
        let en = parse_catalogue(Lang::En.source()).unwrap();
        for lang in Lang::ALL {
            for (key, text) in parse_catalogue(lang.source()).unwrap() {
                let english = en
                    .get(key)
                    .unwrap_or_else(|| panic!("{}: key {key} is not in en/", lang.code()));
                assert_eq!(
                    placeholders(text),
                    placeholders(english),
                    "{}: placeholders of {key} differ from English",
                    lang.code()
                );
            }
        }
    }

    #[test]
    fn start_menu_is_translated_everywhere() {
        let menu_keys = [
            "app.title",
            "menu.heading",
            "menu.coming_soon",
            "menu.language",
            "menu.settings",
            "mode.practice",
            "mode.rubber",
            "mode.chicago",
            "mode.duplicate",
            "mode.teams",
        ];
        for lang in Lang::ALL {
            let map = parse_catalogue(lang.source()).unwrap();
            for key in menu_keys {
                assert!(map.contains_key(key), "{} lacks {key}", lang.code());
            }
        }
    }

    fn placeholders(text: &str) -> Vec<&str> {
        let mut out: Vec<&str> = text
            .split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
            .collect();
        out.sort_unstable();
        out
    }

    #[test]
    fn parser_rejects_malformed_lines() {
        assert_eq!(parse_catalogue("a = b\nc").unwrap_err().line, 2);
        assert!(parse_catalogue("a = b\na = c").is_err());
        assert!(parse_catalogue(" = b").is_err());
        assert!(parse_catalogue("a b = c").is_err());
        assert!(parse_catalogue("a =  ").is_err());
        let ok = parse_catalogue("# comment\n\n a.b_c = x = y \n").unwrap();
        assert_eq!(ok.get("a.b_c"), Some(&"x = y"));
    }

    #[test]
    fn missing_keys_fall_back_to_english_then_to_the_key() {
        let en = parse_catalogue(Lang::En.source()).unwrap();
        for lang in Lang::ALL {
            let own = parse_catalogue(lang.source()).unwrap();
            if let Some(key) = en.keys().find(|k| !own.contains_key(*k)) {
                assert_eq!(lookup(lang, key), en[key], "{}: {key}", lang.code());
            }
        }
        assert_ne!(
            lookup(Lang::Fa, "menu.heading"),
            lookup(Lang::En, "menu.heading")
        );
        assert_eq!(lookup(Lang::Pl, "no.such.key"), "no.such.key");
    }

    #[test]
    fn outside_a_reactive_owner_t_is_english() {
        assert_eq!(t("lang.name"), "English");
        assert_eq!(
            tf("mode.unavailable", &[("mode", "Teams")]),
            "Teams is not available yet."
        );
    }

    #[test]
    fn fill_replaces_every_named_placeholder() {
        assert_eq!(
            fill("{a} and {b}, {a}", &[("a", "1"), ("b", "2")]),
            "1 and 2, 1"
        );
        assert_eq!(fill("{unknown}", &[("a", "1")]), "{unknown}");
    }

    #[test]
    fn language_codes_round_trip() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
        assert_eq!(Lang::from_code("pl-PL"), Some(Lang::Pl));
        assert_eq!(Lang::from_code("EN_gb"), Some(Lang::En));
        assert_eq!(Lang::from_code("de"), None);
        assert_eq!(Lang::Fa.dir(), Dir::Rtl);
        assert_eq!(Lang::El.dir(), Dir::Ltr);
    }
}
