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
//! ignored; `{name}` in a text is a placeholder filled by [`tf`], and `{name:count.tricks}` the
//! number `name` holds, counted in the form of a plural family ([`fill_counts`]). English
//! (`locales/en/`) is complete; a key missing from another catalogue falls back to the English
//! text. A language's texts may be spread over several files of its folder (one a part of the
//! app); a key may still appear only once in the language. `glossary.txt` is not one of them: it
//! names each bridge term the catalogue uses (`src/catalogue_tests/glossary.rs`).

use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

use bridge_engine::msg::{Arg, Msg};
use bridge_engine::{Bid, Call, Card, Contract, Doubling, Rank, Seat, Strain, Suit};
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

    /// The catalogue's text, built into the native binaries (the tests): the files of
    /// `locales/<code>/` joined in name order by `build.rs`, each after a `#@file <path>` marker
    /// line. The app's modules hold English only ([`ENGLISH`]) and fetch the others ([`load`]).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn source(self) -> &'static str {
        match self {
            Lang::En => ENGLISH,
            Lang::Fa => include_str!(concat!(env!("OUT_DIR"), "/fa.txt")),
            Lang::Ar => include_str!(concat!(env!("OUT_DIR"), "/ar.txt")),
            Lang::El => include_str!(concat!(env!("OUT_DIR"), "/el.txt")),
            Lang::Pl => include_str!(concat!(env!("OUT_DIR"), "/pl.txt")),
        }
    }

    /// The position of the language in [`Lang::ALL`].
    fn index(self) -> usize {
        Lang::ALL.iter().position(|l| *l == self).unwrap_or(0)
    }

    /// The language's own name ("Polski", "فارسی"), for the language selector: its
    /// catalogue's `lang.name`, taken out by `build.rs` (the selector needs no catalogue).
    pub fn native_name(self) -> &'static str {
        shipped::NATIVE_NAMES[self.index()]
    }

    /// The catalogue's file in the build, relative to the page (`lang/fa-<hash>.txt`).
    pub fn file(self) -> String {
        format!("lang/{}", shipped::FILES[self.index()])
    }
}

/// The names `build.rs` gives the shipped catalogues, and each language's own name.
mod shipped {
    include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));
}

/// The English catalogue, in every binary: the first language and every other's fallback.
pub const ENGLISH: &str = include_str!(concat!(env!("OUT_DIR"), "/en.txt"));

/// The catalogue texts a page has: English, and each language fetched by [`load`] (the native
/// builds have every one built in).
static SOURCES: [OnceLock<&'static str>; Lang::ALL.len()] =
    [const { OnceLock::new() }; Lang::ALL.len()];

/// The catalogue text of `lang` if this page has it.
fn source_of(lang: Lang) -> Option<&'static str> {
    #[cfg(target_arch = "wasm32")]
    {
        if lang == Lang::En {
            Some(ENGLISH)
        } else {
            SOURCES[lang.index()].get().copied()
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        Some(lang.source())
    }
}

/// Whether this page can show `lang` now (English always; the others once [`load`]ed).
pub fn is_loaded(lang: Lang) -> bool {
    source_of(lang).is_some()
}

/// Why a language's catalogue could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// The file could not be fetched (offline before the app was kept for offline use).
    Fetch(String),
    /// The file was fetched but is not a catalogue.
    Parse(ParseError),
}

/// Makes `lang` showable: fetches its catalogue file once a page (the shell and the whole app
/// share the download, `window.bridgeApp.text` in public/boot.js) and checks that it parses.
pub async fn load(lang: Lang) -> Result<(), LoadError> {
    if is_loaded(lang) {
        return Ok(());
    }
    let text = super::boot::fetch_text(&lang.file())
        .await
        .map_err(LoadError::Fetch)?;
    // Kept for the page's life, parsed once: the check is the catalogue shown.
    let text: &'static str = Box::leak(text.into_boxed_str());
    let parsed = parse_catalogue(text).map_err(LoadError::Parse)?;
    let _ = CATALOGUES[lang.index()].set(parsed);
    let _ = SOURCES[lang.index()].set(text);
    Ok(())
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

/// Each language's parsed catalogue, once parsed ([`catalogue`], or [`load`] as it checks one).
static CATALOGUES: [OnceLock<Catalogue>; Lang::ALL.len()] =
    [const { OnceLock::new() }; Lang::ALL.len()];

/// The parsed catalogue of a language, parsed when first asked for (a page in one language
/// never parses the others: the start menu shows sooner). A catalogue that does not parse, or
/// that this page has not loaded, counts as empty (every text then falls back to English); the
/// native tests make sure none is shipped that does not parse.
fn catalogue(lang: Lang) -> &'static Catalogue {
    static EMPTY: OnceLock<Catalogue> = OnceLock::new();
    match source_of(lang) {
        Some(source) => {
            CATALOGUES[lang.index()].get_or_init(|| parse_catalogue(source).unwrap_or_default())
        }
        None => EMPTY.get_or_init(Catalogue::new),
    }
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

/// [`fill`], and each counted placeholder `{name:family}` replaced by the form of the plural
/// family `family` (`count.tricks.one` … `.other`) that `lang` gives the number `name` holds,
/// with that number as its `{n}`: "the remaining {remaining:count.tricks}" reads "the remaining
/// 1 trick" or "… 3 tricks", and in Arabic or Polish each count takes its own form, so one text
/// can count several things.
pub fn fill_counts(lang: Lang, text: &str, args: &[(&str, &str)]) -> String {
    let mut out = fill(text, args);
    for (name, value) in args {
        let open = format!("{{{name}:");
        while let Some(start) = out.find(&open) {
            let Some(len) = out[start..].find('}') else {
                break;
            };
            let family = out[start + open.len()..start + len].to_string();
            let form = fill(
                &lookup_plural(lang, &family, number_in(value)),
                &[("n", value)],
            );
            out.replace_range(start..=start + len, &form);
        }
    }
    out
}

/// `text`, a number as `format!` writes it (`"52.35"`), with `lang`'s decimal separator
/// (`number.decimal`: a comma in Polish and Greek).
pub fn decimal_text(lang: Lang, text: &str) -> String {
    text.replace('.', &lookup(lang, "number.decimal"))
}

/// [`decimal_text`] in the current language.
pub fn decimal(text: &str) -> String {
    decimal_text(current_lang(), text)
}

/// The whole number a rendered argument shows ("12", "\u{2066}−3\u{2069}"), or 0.
fn number_in(value: &str) -> i64 {
    let digits: String = value.chars().filter(char::is_ascii_digit).collect();
    let n = digits.parse::<i64>().unwrap_or(0);
    if value.contains(['-', '−']) { -n } else { n }
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

/// The text of `key` in the current language with `{name}` placeholders filled from `args`
/// (and counted ones, `{name:family}`, see [`fill_counts`]).
pub fn tf(key: &str, args: &[(&str, &str)]) -> String {
    let lang = current_lang();
    fill_counts(lang, &lookup(lang, key), args)
}

/// An engine [`Msg`] in the current language (tracked: re-renders when the language or the
/// honour letters change).
pub fn msg(m: &Msg) -> String {
    track_letters();
    render(current_lang(), m)
}

/// The text of a plural family `key` (`key.one`, `key.few`… `key.other`, see
/// [`plural_category`]) for the count `n` in the current language, `{n}` and `args` filled.
pub fn tn(key: &str, n: i64, args: &[(&str, &str)]) -> String {
    let lang = current_lang();
    let count = isolate(lang, &n.to_string());
    let mut all = vec![("n", count.as_str())];
    all.extend_from_slice(args);
    fill_counts(lang, &lookup_plural(lang, key, n), &all)
}

/// The plural categories a language's catalogue gives for a plural family, `other` last.
///
/// A plural family is a key whose English catalogue has `key.one` and `key.other` instead of
/// `key`; every language gives exactly its own categories (the tests check this).
pub fn plural_categories(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En | Lang::El | Lang::Fa => &["one", "other"],
        Lang::Pl => &["one", "few", "many", "other"],
        Lang::Ar => &["zero", "one", "two", "few", "many", "other"],
    }
}

/// The CLDR plural category of the whole number `n` in `lang` (cardinal numbers).
pub fn plural_category(lang: Lang, n: i64) -> &'static str {
    let n = n.unsigned_abs();
    let (n10, n100) = (n % 10, n % 100);
    match lang {
        Lang::En | Lang::El => {
            if n == 1 {
                "one"
            } else {
                "other"
            }
        }
        // Persian: "one" is 0 and 1 (the noun after a number stays singular anyway).
        Lang::Fa => {
            if n <= 1 {
                "one"
            } else {
                "other"
            }
        }
        Lang::Pl => match n {
            1 => "one",
            _ if (2..=4).contains(&n10) && !(12..=14).contains(&n100) => "few",
            _ => "many",
        },
        Lang::Ar => match n {
            0 => "zero",
            1 => "one",
            2 => "two",
            _ if (3..=10).contains(&n100) => "few",
            _ if (11..=99).contains(&n100) => "many",
            _ => "other",
        },
    }
}

/// The text of plural family `key` for `n` in `lang`: its category, else `other`, else English.
fn lookup_plural(lang: Lang, key: &str, n: i64) -> String {
    let cat = plural_category(lang, n);
    for (l, c) in [
        (lang, cat),
        (lang, "other"),
        (Lang::En, plural_category(Lang::En, n)),
    ] {
        if let Some(text) = catalogue(l).get(format!("{key}.{c}").as_str()) {
            return (*text).to_string();
        }
    }
    lookup(lang, key)
}

/// An engine [`Msg`] in `lang`: the key's text with each `{name}` replaced by its argument as
/// the language writes it. Usable outside any reactive owner (timers, worker callbacks).
///
/// A key that is a plural family (`key.one`… `key.other`) takes its form from the argument
/// `n`, or else from the first number among the arguments.
pub fn render(lang: Lang, m: &Msg) -> String {
    let args: Vec<(&str, String)> = m
        .args
        .iter()
        .map(|(name, value)| (name.as_str(), render_arg(lang, value)))
        .collect();
    let refs: Vec<(&str, &str)> = args.iter().map(|(n, v)| (*n, v.as_str())).collect();
    let text = if catalogue(lang).contains_key(m.key.as_str())
        || catalogue(Lang::En).contains_key(m.key.as_str())
    {
        lookup(lang, &m.key)
    } else {
        let count = m
            .arg("n")
            .and_then(|a| match a {
                Arg::Int(n) => Some(*n),
                _ => None,
            })
            .or_else(|| {
                m.args.iter().find_map(|(_, a)| match a {
                    Arg::Int(n) => Some(*n),
                    _ => None,
                })
            })
            .unwrap_or(0);
        lookup_plural(lang, &m.key, count)
    };
    fill_counts(lang, &text, &refs)
}

/// Unicode bidi isolates: left-to-right (LRI), first strong (FSI) and their end (PDI). Text
/// between them is laid out on its own, so "1♠", "−100" or "6+" keep their order inside
/// right-to-left sentences.
const LRI: char = '\u{2066}';
const FSI: char = '\u{2068}';
const PDI: char = '\u{2069}';

/// Whether `text` has a right-to-left letter (Hebrew, Arabic and Persian scripts).
fn has_rtl_letter(text: &str) -> bool {
    text.chars()
        .any(|c| matches!(c, '\u{0590}'..='\u{08FF}' | '\u{FB1D}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFF}'))
}

/// `text` isolated from the direction of the sentence around it, in right-to-left languages
/// (unchanged in the others, where numbers and symbols already read correctly). Text without a
/// right-to-left letter ("2♣", "−100", "♠Q") is isolated left to right, so a call reads "2♣"
/// as everywhere; text with one ("3 بی‌حکم") takes its own direction.
pub fn isolate(lang: Lang, text: &str) -> String {
    match lang.dir() {
        Dir::Rtl if has_rtl_letter(text) => format!("{FSI}{text}{PDI}"),
        Dir::Rtl => format!("{LRI}{text}{PDI}"),
        Dir::Ltr => text.to_string(),
    }
}

/// One argument of a [`Msg`] in `lang`. Numbers, calls, cards, strains and quoted text are
/// isolated in right-to-left languages (see [`isolate`]).
pub fn render_arg(lang: Lang, arg: &Arg) -> String {
    match arg {
        Arg::Int(n) => isolate(lang, &n.to_string()),
        Arg::Suit(s) => s.symbol().to_string(),
        Arg::Strain(s) => isolate(lang, &strain_text(lang, *s)),
        Arg::Call(c) => isolate(lang, &call_text(lang, *c)),
        Arg::Card(c) => isolate(lang, &card_text(lang, *c)),
        Arg::Seat(s) => lookup(lang, seat_key(*s)),
        Arg::Msg(inner) => render(lang, inner),
        Arg::List(items) => {
            let sep = format!("{} ", lookup(lang, "list.separator"));
            items
                .iter()
                .map(|m| render(lang, m))
                .collect::<Vec<_>>()
                .join(&sep)
        }
        Arg::Text(text) => isolate(lang, text),
    }
}

/// The catalogue key of a seat's name.
pub fn seat_key(seat: Seat) -> &'static str {
    match seat {
        Seat::North => "seat.north",
        Seat::East => "seat.east",
        Seat::South => "seat.south",
        Seat::West => "seat.west",
    }
}

/// The catalogue key of a suit's name ("Spades").
pub fn suit_key(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "suit.spades",
        Suit::Hearts => "suit.hearts",
        Suit::Diamonds => "suit.diamonds",
        Suit::Clubs => "suit.clubs",
    }
}

/// The catalogue key of a rank's name ("Ace").
pub fn rank_key(rank: Rank) -> &'static str {
    match rank {
        Rank::Ace => "rank.ace",
        Rank::King => "rank.king",
        Rank::Queen => "rank.queen",
        Rank::Jack => "rank.jack",
        Rank::Ten => "rank.ten",
        Rank::Nine => "rank.nine",
        Rank::Eight => "rank.eight",
        Rank::Seven => "rank.seven",
        Rank::Six => "rank.six",
        Rank::Five => "rank.five",
        Rank::Four => "rank.four",
        Rank::Three => "rank.three",
        Rank::Two => "rank.two",
    }
}

/// A card's spoken name ("Ace of Spades", "As pik") as a message, for accessible names and
/// announcements.
pub fn card_name_msg(card: Card) -> Msg {
    Msg::new("card.name")
        .with("rank", Msg::new(rank_key(card.rank)))
        .with("suit", Msg::new(suit_key(card.suit)))
}

/// A call's spoken name ("Pass", "3 No Trumps", "1 Spades") as a message.
pub fn call_name_msg(call: Call) -> Msg {
    match call {
        Call::Pass => Msg::new("call.pass"),
        Call::Double => Msg::new("call.double"),
        Call::Redouble => Msg::new("call.redouble"),
        Call::Bid(b) => Msg::new("call.bid.name").with("level", b.level()).with(
            "strain",
            Msg::new(match b.strain().trump() {
                Some(suit) => suit_key(suit),
                None => "strain.nt.name",
            }),
        ),
    }
}

/// Whether cards are written with the language's own honour letters (Polish A K D W, Greek
/// Α Ρ Ν Β) rather than A K Q J: the player's setting, mirrored here by the app so texts built
/// outside components ([`render`]) follow it too.
static LOCAL_LETTERS: AtomicBool = AtomicBool::new(false);

/// The honour letters in use, reactive: set by the app's root from the settings.
#[derive(Clone, Copy)]
pub struct HonourLetters(pub Signal<bool>);

/// Follows the player's honour-letters setting (called by the app's root when it changes).
pub fn set_local_letters(on: bool) {
    LOCAL_LETTERS.store(on, Ordering::Relaxed);
}

/// Subscribes the current reactive closure to the honour-letters setting.
fn track_letters() {
    if let Some(l) = use_context::<HonourLetters>() {
        l.0.track();
    }
}

/// The rank on a card face in `lang`: "10", "9"… and the honours as A K Q J or, with the
/// local-letters setting, as the language's players write them.
pub fn rank_text(lang: Lang, rank: Rank) -> String {
    let key = match rank {
        Rank::Ace => "rank.letter.ace",
        Rank::King => "rank.letter.king",
        Rank::Queen => "rank.letter.queen",
        Rank::Jack => "rank.letter.jack",
        other => return other.label().to_string(),
    };
    if LOCAL_LETTERS.load(Ordering::Relaxed) {
        lookup(lang, key)
    } else {
        rank.label().to_string()
    }
}

/// [`rank_text`] in the current language, tracked.
pub fn rank_label(rank: Rank) -> String {
    track_letters();
    rank_text(current_lang(), rank)
}

/// A card in short form in `lang`: "♠A", "♥10" (or "♠W" in Polish with local letters).
pub fn card_text(lang: Lang, card: Card) -> String {
    format!("{}{}", card.suit.symbol(), rank_text(lang, card.rank))
}

/// [`card_text`] in the current language, tracked, not isolated: for an element of its own
/// whose style sets its direction.
pub fn card_plain(card: Card) -> String {
    track_letters();
    card_text(current_lang(), card)
}

/// [`strain_text`] in the current language, isolated in right-to-left languages.
pub fn strain_label(strain: Strain) -> String {
    let lang = current_lang();
    isolate(lang, &strain_text(lang, strain))
}

/// A strain as `lang` writes it: a suit symbol, or the language's no-trumps abbreviation.
pub fn strain_text(lang: Lang, strain: Strain) -> String {
    match strain.trump() {
        Some(suit) => suit.symbol().to_string(),
        None => lookup(lang, "strain.nt"),
    }
}

/// A call as `lang` writes it: "Pass", "1♠", "3NT" ("3BA" in Polish).
pub fn call_text(lang: Lang, call: Call) -> String {
    match call {
        Call::Pass => lookup(lang, "call.pass"),
        Call::Double => lookup(lang, "call.double"),
        Call::Redouble => lookup(lang, "call.redouble"),
        Call::Bid(b) => bid_text(lang, b),
    }
}

/// A bid as `lang` writes it: "1♠", "3NT" ("3BA", "3ΧΑ"…).
pub fn bid_text(lang: Lang, bid: Bid) -> String {
    match bid.strain().trump() {
        Some(suit) => format!("{}{}", bid.level(), suit.symbol()),
        None => fill(
            &lookup(lang, "call.nt"),
            &[("level", &bid.level().to_string())],
        ),
    }
}

/// A contract as `lang` writes it: "4♠", "3NT", "4♠X", "6♥XX" (the doubling as the language
/// marks it).
pub fn contract_text(lang: Lang, contract: Contract) -> String {
    let bid = bid_text(lang, contract.bid);
    match contract.doubling {
        Doubling::Undoubled => bid,
        Doubling::Doubled => fill(&lookup(lang, "contract.doubled"), &[("contract", &bid)]),
        Doubling::Redoubled => fill(&lookup(lang, "contract.redoubled"), &[("contract", &bid)]),
    }
}

/// [`contract_text`] in the current language, isolated in right-to-left languages (see
/// [`isolate`]).
pub fn contract_label(contract: Contract) -> String {
    let lang = current_lang();
    isolate(lang, &contract_text(lang, contract))
}

/// [`call_text`] in the current language, isolated in right-to-left languages.
pub fn call_label(call: Call) -> String {
    let lang = current_lang();
    isolate(lang, &call_text(lang, call))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn native_names_are_the_catalogues_lang_name() {
        for lang in Lang::ALL {
            assert_eq!(lang.native_name(), lookup(lang, "lang.name"), "{lang:?}");
            assert_ne!(lang.native_name(), "lang.name", "{lang:?}");
        }
    }

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
    fn plural_categories_follow_cldr() {
        let cats = |lang, ns: &[i64]| -> Vec<&str> {
            ns.iter().map(|n| plural_category(lang, *n)).collect()
        };
        assert_eq!(
            cats(Lang::En, &[0, 1, 2, 11]),
            ["other", "one", "other", "other"]
        );
        assert_eq!(cats(Lang::Fa, &[0, 1, 2]), ["one", "one", "other"]);
        assert_eq!(
            cats(Lang::Pl, &[1, 2, 4, 5, 12, 14, 21, 22, 25, 112, 122]),
            [
                "one", "few", "few", "many", "many", "many", "many", "few", "many", "many", "few"
            ]
        );
        assert_eq!(
            cats(Lang::Ar, &[0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111]),
            [
                "zero", "one", "two", "few", "few", "many", "many", "other", "other", "few", "many"
            ]
        );
        for lang in Lang::ALL {
            for n in 0..200 {
                assert!(plural_categories(lang).contains(&plural_category(lang, n)));
            }
        }
    }

    #[test]
    fn plural_families_choose_the_form_of_the_count() {
        let m = |n: i64| Msg::new("result.tricks_taken").with("n", n);
        assert_eq!(render(Lang::En, &m(1)), "1 trick");
        assert_eq!(render(Lang::En, &m(10)), "10 tricks");
        assert_eq!(render(Lang::Pl, &m(1)), "1 lewa");
        assert_eq!(render(Lang::Pl, &m(3)), "3 lewy");
        assert_eq!(render(Lang::Pl, &m(5)), "5 lew");
        assert_eq!(render(Lang::Ar, &m(2)), "أكلتان");
        assert_eq!(tn("result.overtricks", 1, &[]), "made with 1 overtrick");
        assert_eq!(tn("result.overtricks", 2, &[]), "made with 2 overtricks");
    }

    #[test]
    fn counted_placeholders_take_the_form_of_their_number() {
        let text = "{boards:count.boards}, {pairs:count.pairs}";
        assert_eq!(
            fill_counts(Lang::En, text, &[("boards", "1"), ("pairs", "12")]),
            "1 board, 12 pairs"
        );
        assert_eq!(
            fill_counts(Lang::Pl, text, &[("boards", "22"), ("pairs", "5")]),
            "22 rozdania, 5 par"
        );
        // In a message: Arabic says two tricks in the dual, eleven with the singular.
        let disputed = |n: i64| {
            render(
                Lang::Ar,
                &Msg::new("table.claim.disputed").with("claimed", n),
            )
        };
        assert!(disputed(2).contains("لا تكسب أكلتين"));
        assert!(disputed(5).contains("\u{2069} أكلات"));
        assert!(disputed(11).contains("\u{2066}11\u{2069} أكلة"));
        assert_eq!(number_in("\u{2066}−30\u{2069}"), -30);
        assert_eq!(number_in("—"), 0);
    }

    #[test]
    fn decimals_take_the_separator_of_the_language() {
        assert_eq!(decimal_text(Lang::Pl, "52.35"), "52,35");
        assert_eq!(decimal_text(Lang::El, "2.5"), "2,5");
        assert_eq!(decimal_text(Lang::En, "52.35"), "52.35");
        assert_eq!(decimal_text(Lang::Fa, "12"), "12");
        for lang in Lang::ALL {
            assert!(matches!(lookup(lang, "number.decimal").as_str(), "." | ","));
        }
    }

    #[test]
    fn bidding_meanings_count_in_the_plural_form_of_the_language() {
        let hcp = |n: i64| Msg::new("bid.hcp.min").with("min", n);
        // Arabic: 3-10 take the plural, 11-99 the singular, 2 the dual.
        assert!(render(Lang::Ar, &hcp(22)).ends_with("نقطة أوراق عالية"));
        assert!(render(Lang::Ar, &hcp(5)).ends_with("نقاط أوراق عالية"));
        assert!(render(Lang::Ar, &hcp(2)).ends_with("نقطتا أوراق عالية"));
        let tricks = |n: i64| Msg::new("bid.tricks").with("n", n);
        assert!(render(Lang::Ar, &tricks(9)).ends_with("أكلات لعب"));
        assert_eq!(render(Lang::Pl, &tricks(9)), "9+ lew z ręki");
        assert_eq!(render(Lang::Pl, &tricks(3)), "3+ lewy z ręki");
        assert_eq!(render(Lang::En, &hcp(22)), "22+ HCP");
        let pts = |n: i64| Msg::new("bid.pts.exact").with("n", n);
        assert_eq!(render(Lang::En, &pts(1)), "1 point");
        assert_eq!(render(Lang::En, &pts(7)), "7 points");
    }

    #[test]
    fn numbers_calls_and_cards_are_isolated_in_right_to_left_text() {
        use bridge_engine::{Bid, Card, Rank, Suit};
        let bid = Call::Bid(Bid::new(3, Strain::NoTrump).unwrap());
        assert_eq!(
            render_arg(Lang::Ar, &Arg::Int(-100)),
            "\u{2066}-100\u{2069}"
        );
        assert_eq!(
            render_arg(Lang::Fa, &Arg::Call(bid)),
            "\u{2068}3 بی‌حکم\u{2069}"
        );
        assert_eq!(render_arg(Lang::Pl, &Arg::Call(bid)), "3BA");
        assert_eq!(render_arg(Lang::El, &Arg::Call(bid)), "3ΧΑ");
        let card = Card::new(Suit::Spades, Rank::Queen);
        assert_eq!(render_arg(Lang::Ar, &Arg::Card(card)), "\u{2066}♠Q\u{2069}");
        assert_eq!(render_arg(Lang::En, &Arg::Int(6)), "6");
    }

    #[test]
    fn honour_letters_follow_the_setting() {
        use bridge_engine::{Card, Contract, Doubling, Rank, Suit};
        let q = Card::new(Suit::Hearts, Rank::Queen);
        assert_eq!(card_text(Lang::Pl, q), "♥Q");
        set_local_letters(true);
        let local: Vec<String> = [Lang::En, Lang::Pl, Lang::El, Lang::Fa]
            .into_iter()
            .map(|l| card_text(l, q))
            .collect();
        let ten = rank_text(Lang::Pl, Rank::Ten);
        set_local_letters(false);
        assert_eq!(local, ["♥Q", "♥D", "♥Ν", "♥Q"]);
        assert_eq!(ten, "10");
        let c = Contract::new(
            bridge_engine::Bid::new(4, Strain::NoTrump).unwrap(),
            Doubling::Redoubled,
        );
        assert_eq!(contract_text(Lang::En, c), "4NTXX");
        assert_eq!(contract_text(Lang::Pl, c), "4BAXX");
        assert_eq!(contract_text(Lang::Fa, c), "4 بی‌حکم ریدوبل");
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
