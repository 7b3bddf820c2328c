//! Each catalogue says one thing with one term: `locales/<lang>/glossary.txt` names, for every
//! bridge concept of the app, the term the catalogue uses and the candidates it does not (with
//! why it departs from the language's rule document), and these tests hold every text of the
//! catalogue to it — the keys other parts of the app add later included.
//!
//! A glossary is written like a catalogue (`key = text`, `#` comments) but is not shipped
//! (`build.rs` leaves it out). Its keys:
//! - `<concept> = term` — the term used (the forms it takes, for the reader);
//! - `<concept>.reject = form, form…` — forms that must not appear in any text. A form matches
//!   anywhere in a word (so a stem matches its inflections), case and Arabic vowel marks
//!   aside; `<form` must start a word, `form>` must end one;
//! - `<concept>.except = phrase, phrase…` — phrases of another concept in which a rejected
//!   form may appear (Persian دابل‌دامی, double dummy, beside the call دوبل);
//! - `<concept>.doc = …` — the rule document's term and why the catalogue departs from it;
//! - `latin = token token…` — the only runs of Latin letters a Persian, Arabic or Greek text
//!   may hold (abbreviations such as IMP, file formats, the card letters A K Q J);
//! - `counts = noun, noun…` — the forms a counted trick, pair, board, point or table takes
//!   after a number: a number followed by one of them must be counted by a plural family, a
//!   counted placeholder `{name:count.tricks}` (i18n::fill_counts) or the key's own forms
//!   (`-` for none: Persian counts with the singular noun);
//! - `digits = latin` — the digits the language's texts are written in.
//!
//! English's glossary is the reference: every language's glossary has its concepts.

use std::collections::{BTreeMap, HashMap};

use crate::services::i18n::{Lang, parse_catalogue};

/// Every plural category any language uses, as a key suffix.
const PLURAL_SUFFIXES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// The keys of a glossary that are settings of the language, not concepts.
const SETTINGS: [&str; 3] = ["latin", "counts", "digits"];

/// The suffixes of a concept's keys.
const CONCEPT_PARTS: [&str; 3] = ["reject", "except", "doc"];

/// A language's glossary, as read from `locales/<lang>/glossary.txt`.
struct Glossary {
    lang: Lang,
    /// Concept name -> its entries (`""` for the term, then `reject`, `except`, `doc`).
    concepts: BTreeMap<String, HashMap<&'static str, String>>,
    latin: Vec<String>,
    counts: Vec<String>,
    digits: String,
}

/// A rejected form of a concept, normalised, with where it must fall in a word.
struct Form {
    text: String,
    word_start: bool,
    word_end: bool,
    /// As written in the glossary, for messages.
    written: String,
}

fn glossary_text(lang: Lang) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(lang.code())
        .join("glossary.txt");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn list(text: &str) -> Vec<String> {
    text.split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty() && s != "-")
        .collect()
}

fn glossary(lang: Lang) -> Glossary {
    let text: &'static str = Box::leak(glossary_text(lang).into_boxed_str());
    let map = parse_catalogue(text)
        .unwrap_or_else(|e| panic!("locales/{}/glossary.txt: {e}", lang.code()));
    let mut g = Glossary {
        lang,
        concepts: BTreeMap::new(),
        latin: Vec::new(),
        counts: Vec::new(),
        digits: String::new(),
    };
    for (key, value) in map {
        match key {
            "latin" => g.latin = value.split_whitespace().map(str::to_string).collect(),
            "counts" => g.counts = list(value).iter().map(|s| normalise(s)).collect(),
            "digits" => g.digits = value.to_string(),
            _ => {
                let (concept, part) = match key.rsplit_once('.') {
                    Some((c, p)) if CONCEPT_PARTS.contains(&p) => (c, p),
                    _ => (key, ""),
                };
                g.concepts
                    .entry(concept.to_string())
                    .or_default()
                    .insert(part, value.to_string());
            }
        }
    }
    g
}

/// Lower case, without Arabic vowel marks and tatweel (written or not, the word is the same).
fn normalise(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '\u{064B}'..='\u{065F}' | '\u{0670}' | '\u{0640}'))
        .flat_map(char::to_lowercase)
        .collect()
}

fn form(written: &str) -> Form {
    let word_start = written.starts_with('<');
    let word_end = written.ends_with('>');
    let bare = written.trim_start_matches('<').trim_end_matches('>');
    Form {
        text: normalise(bare),
        word_start,
        word_end,
        written: written.to_string(),
    }
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric()
}

/// The words of `text` in which `form` occurs (text already normalised).
fn occurrences(text: &str, form: &Form) -> Vec<String> {
    let mut found = Vec::new();
    if form.text.is_empty() {
        return found;
    }
    for (at, _) in text.match_indices(&form.text) {
        let before = text[..at].chars().next_back();
        let after = text[at + form.text.len()..].chars().next();
        if form.word_start && before.is_some_and(is_word_char) {
            continue;
        }
        if form.word_end && after.is_some_and(is_word_char) {
            continue;
        }
        let start = text[..at]
            .char_indices()
            .rev()
            .take_while(|(_, c)| is_word_char(*c))
            .last()
            .map_or(at, |(i, _)| i);
        let rest = &text[at..];
        let end = at
            + rest
                .char_indices()
                .find(|(i, c)| *i >= form.text.len() && !is_word_char(*c))
                .map_or(rest.len(), |(i, _)| i);
        found.push(text[start..end].to_string());
    }
    found
}

/// `text` with each of `phrases` blanked out (normalised text and phrases).
fn mask(text: &str, phrases: &[String]) -> String {
    let mut out = text.to_string();
    for p in phrases {
        let p = normalise(p);
        if !p.is_empty() {
            out = out.replace(&p, &" ".repeat(p.chars().count()));
        }
    }
    out
}

/// `text` without its `{placeholders}`.
fn without_placeholders(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth > 0 => {
                depth -= 1;
                out.push(' ');
            }
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// The language's messages, sorted by key.
fn messages(lang: Lang) -> Vec<(&'static str, &'static str)> {
    let mut all: Vec<_> = parse_catalogue(lang.source())
        .unwrap_or_else(|e| panic!("locales/{}/: {e}", lang.code()))
        .into_iter()
        .collect();
    all.sort_unstable();
    all
}

/// Whether `key` is a form of a plural family (`x.one` … `x.other` with `x.other` in English).
fn plural_form(key: &str, en: &HashMap<&str, &str>) -> bool {
    key.rsplit_once('.').is_some_and(|(base, suffix)| {
        PLURAL_SUFFIXES.contains(&suffix) && en.contains_key(format!("{base}.other").as_str())
    })
}

fn glossaries() -> Vec<Glossary> {
    Lang::ALL.into_iter().map(glossary).collect()
}

#[test]
fn every_glossary_names_the_concepts_of_the_english_one() {
    let all = glossaries();
    let reference: Vec<&String> = all[0].concepts.keys().collect();
    assert!(
        reference.len() >= 25,
        "locales/en/glossary.txt names only {} concepts",
        reference.len()
    );
    let mut problems = Vec::new();
    for g in &all {
        let code = g.lang.code();
        for concept in &reference {
            match g.concepts.get(*concept) {
                Some(parts) if parts.get("").is_some_and(|t| !t.is_empty()) => {}
                _ => problems.push(format!(
                    "locales/{code}/glossary.txt: no term for {concept} (`{concept} = …`)"
                )),
            }
        }
        for concept in g.concepts.keys() {
            if !reference.contains(&concept) && !SETTINGS.contains(&concept.as_str()) {
                problems.push(format!(
                    "locales/{code}/glossary.txt: {concept} is not a concept of locales/en/glossary.txt"
                ));
            }
        }
        if g.digits != "latin" {
            problems.push(format!(
                "locales/{code}/glossary.txt: digits = {:?}; the app writes numbers in Latin digits",
                g.digits
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A concept's term and the forms no text may use instead.
struct Rule<'a> {
    concept: &'a str,
    term: &'a str,
    forms: Vec<Form>,
    except: Vec<String>,
}

fn rules(g: &Glossary) -> Vec<Rule<'_>> {
    g.concepts
        .iter()
        .map(|(concept, parts)| Rule {
            concept,
            term: parts.get("").map_or("", String::as_str),
            forms: parts
                .get("reject")
                .map_or_else(Vec::new, |r| list(r).iter().map(|f| form(f)).collect()),
            except: parts.get("except").map_or_else(Vec::new, |e| list(e)),
        })
        .collect()
}

#[test]
fn no_text_uses_a_rejected_term() {
    let mut problems = Vec::new();
    for g in glossaries() {
        let code = g.lang.code();
        let rules = rules(&g);
        for (key, text) in messages(g.lang) {
            let plain = normalise(&without_placeholders(text));
            for rule in &rules {
                let masked = mask(&plain, &rule.except);
                for f in &rule.forms {
                    for word in occurrences(&masked, f) {
                        problems.push(format!(
                            "locales/{code}/ {key}: «{word}» is the rejected {} term «{}»; the glossary's term is «{}»",
                            rule.concept, f.written, rule.term
                        ));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Whether `c` is a Latin letter (ASCII or accented).
fn is_latin(c: char) -> bool {
    c.is_ascii_alphabetic() || matches!(c, '\u{00C0}'..='\u{024F}')
}

#[test]
fn persian_arabic_and_greek_texts_hold_no_latin_word_but_listed_abbreviations() {
    let mut problems = Vec::new();
    for g in glossaries()
        .into_iter()
        .filter(|g| matches!(g.lang, Lang::Fa | Lang::Ar | Lang::El))
    {
        let code = g.lang.code();
        for (key, text) in messages(g.lang) {
            let plain = without_placeholders(text);
            let mut word = String::new();
            for c in plain.chars().chain([' ']) {
                if is_latin(c) {
                    word.push(c);
                } else if !word.is_empty() {
                    if !g.latin.contains(&word) {
                        problems.push(format!(
                            "locales/{code}/ {key}: Latin «{word}» is not an abbreviation of the glossary's `latin` list: {text:?}"
                        ));
                    }
                    word.clear();
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn digits_are_latin_in_every_text() {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        for (key, text) in messages(lang) {
            if let Some(d) = text
                .chars()
                .find(|c| matches!(c, '\u{0660}'..='\u{0669}' | '\u{06F0}'..='\u{06F9}'))
            {
                problems.push(format!(
                    "locales/{}/ {key}: the digit «{d}»; the catalogue writes Latin digits (docs/architecture.md, Languages): {text:?}",
                    lang.code()
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The `{placeholder}`s of `text` each followed by the word after it (normalised).
fn counted(text: &str) -> Vec<(&str, String)> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        let name = &rest[open + 1..open + close];
        rest = &rest[open + close + 1..];
        // Isolates and spaces may stand between the number and its noun.
        let after = rest.trim_start_matches(|c: char| {
            c.is_whitespace() || matches!(c, '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}')
        });
        let noun: String = after.chars().take_while(|c| is_word_char(*c)).collect();
        out.push((name, normalise(&noun)));
    }
    out
}

#[test]
fn every_count_of_tricks_pairs_boards_points_or_tables_takes_the_plural_forms() {
    let en = parse_catalogue(Lang::En.source()).unwrap();
    let mut problems = Vec::new();
    for g in glossaries() {
        let code = g.lang.code();
        for (key, text) in messages(g.lang) {
            let family = plural_form(key, &en);
            for (name, noun) in counted(text) {
                if let Some((_, family)) = name.split_once(':') {
                    if !en.contains_key(format!("{family}.other").as_str()) {
                        problems.push(format!(
                            "locales/{code}/ {key}: {{{name}}} counts with {family}, which is not a plural family of locales/en/"
                        ));
                    }
                    continue;
                }
                if !g.counts.contains(&noun) {
                    continue;
                }
                // A plural family's form is chosen by `n`, or by its one count when it has no `n`.
                if family && (name == "n" || !text.contains("{n}")) {
                    continue;
                }
                problems.push(format!(
                    "locales/{code}/ {key}: «{{{name}}} {noun}» counts with a fixed form: count it with a plural family, `{{{name}:count.…}}` (i18n::fill_counts), or make the key one (`key.one` … `key.other`)"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_matchers_find_stems_words_and_counts() {
    let stem = form("روبر");
    assert_eq!(
        occurrences(&normalise("على ورقة الروبر"), &stem),
        ["الروبر"]
    );
    let word = form("<maksy>");
    assert!(occurrences("maksymalnie", &word).is_empty());
    assert_eq!(occurrences("maksy n-s", &word), ["maksy"]);
    assert_eq!(normalise("المصرِّح"), "المصرح");
    let masked = mask(&normalise("تحلیل دابل‌دامی"), &["دابل‌دامی".to_string()]);
    assert!(occurrences(&masked, &form("دابل")).is_empty());
    assert_eq!(
        counted("بـ{tricks} أكلات، {n}"),
        [("tricks", "أكلات".to_string()), ("n", String::new())]
    );
    assert_eq!(without_placeholders("a {b} c"), "a   c");
}
