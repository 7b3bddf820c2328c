//! Every catalogue translates every key of the English catalogue, and each translation uses
//! exactly the same `{placeholders}` as the English text.
//!
//! English (`locales/en/`) is the reference: a key added there must be translated in every
//! other catalogue before this test passes again.

use std::collections::{BTreeSet, HashMap};

use crate::services::i18n::{Lang, parse_catalogue, plural_categories};

/// Every plural category any language uses, as a key suffix.
const PLURAL_SUFFIXES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// The key a language must have for an English key: a plural family (`x.one`, `x.other` in
/// English) stands for its base `x`, which each language gives in its own categories.
fn family(key: &str, en: &HashMap<&str, &str>) -> Option<String> {
    let (base, suffix) = key.rsplit_once('.')?;
    (PLURAL_SUFFIXES.contains(&suffix) && en.contains_key(format!("{base}.other").as_str()))
        .then(|| base.to_string())
}

/// The keys `lang` must have: English's, with each plural family in the language's categories.
fn expected_keys(lang: Lang, en: &HashMap<&str, &str>) -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    for key in en.keys() {
        match family(key, en) {
            Some(base) => keys.extend(
                plural_categories(lang)
                    .iter()
                    .map(|c| format!("{base}.{c}")),
            ),
            None => {
                keys.insert((*key).to_string());
            }
        }
    }
    keys
}

/// The names of the `{name}` placeholders in `text`, or why its braces are malformed.
fn placeholders(text: &str) -> Result<BTreeSet<&str>, String> {
    let mut names = BTreeSet::new();
    let mut rest = text;
    while let Some(open) = rest.find(['{', '}']) {
        if rest[open..].starts_with('}') {
            return Err(format!("a `}}` without `{{` in {text:?}"));
        }
        let after = &rest[open + 1..];
        let close = after
            .find('}')
            .ok_or_else(|| format!("a `{{` without `}}` in {text:?}"))?;
        let inside = &after[..close];
        // A counted placeholder, `{name:family}`, is the argument `name` (i18n::fill_counts).
        let (name, family) = inside.split_once(':').unwrap_or((inside, "x"));
        let word = |w: &str, more: char| {
            !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == more)
        };
        if !word(name, '_') || !word(family, '.') {
            return Err(format!("a malformed placeholder {{{inside}}} in {text:?}"));
        }
        names.insert(name);
        rest = &after[close + 1..];
    }
    Ok(names)
}

fn catalogue(lang: Lang) -> HashMap<&'static str, &'static str> {
    parse_catalogue(lang.source()).unwrap_or_else(|e| panic!("locales/{}/: {e}", lang.code()))
}

#[test]
fn every_catalogue_has_every_english_key() {
    let en = catalogue(Lang::En);
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let own = catalogue(lang);
        let expected = expected_keys(lang, &en);
        for key in &expected {
            if !own.contains_key(key.as_str()) {
                problems.push(format!("locales/{}/ lacks {key}", lang.code()));
            }
        }
        let mut extra: Vec<_> = own.keys().filter(|k| !expected.contains(**k)).collect();
        extra.sort_unstable();
        for key in extra {
            problems.push(format!(
                "locales/{}/ has {key}, which en/ lacks (or a plural form the language does not use)",
                lang.code()
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_translation_uses_the_english_placeholders() {
    let en = catalogue(Lang::En);
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let mut entries: Vec<_> = catalogue(lang).into_iter().collect();
        entries.sort_unstable();
        for (key, text) in entries {
            // A plural form is checked against the English `other` form; the forms for 0, 1 and
            // 2 may leave the number out ("one trick", Arabic "أكلتان").
            let (english_key, may_omit_n) = match key.rsplit_once('.') {
                Some((base, suffix))
                    if PLURAL_SUFFIXES.contains(&suffix)
                        && en.contains_key(format!("{base}.other").as_str()) =>
                {
                    (
                        format!("{base}.other"),
                        matches!(suffix, "zero" | "one" | "two"),
                    )
                }
                _ => (key.to_string(), false),
            };
            let Some(english) = en.get(english_key.as_str()) else {
                continue;
            };
            let expected =
                placeholders(english).unwrap_or_else(|e| panic!("locales/en/, {key}: {e}"));
            match placeholders(text) {
                Err(e) => problems.push(format!("locales/{}/, {key}: {e}", lang.code())),
                Ok(mut found) if found != expected => {
                    if may_omit_n && !found.contains("n") && expected.contains("n") {
                        found.insert("n");
                    }
                    if found == expected {
                        continue;
                    }
                    problems.push(format!(
                        "locales/{}/, {key}: placeholders {found:?}, English has {expected:?}",
                        lang.code()
                    ));
                }
                Ok(_) => {}
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn each_language_names_itself() {
    let english = catalogue(Lang::En)["lang.name"];
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        assert_ne!(
            catalogue(lang)["lang.name"],
            english,
            "locales/{}/: lang.name should be the language's own name",
            lang.code()
        );
    }
}

#[test]
fn the_placeholder_scan_reads_names_and_rejects_broken_braces() {
    let names = |t| placeholders(t).map(|s| s.into_iter().collect::<Vec<_>>());
    assert_eq!(names("{rank} of {suit}, {rank}"), Ok(vec!["rank", "suit"]));
    assert_eq!(names("no placeholder"), Ok(vec![]));
    assert!(placeholders("{n").is_err());
    assert!(placeholders("n}").is_err());
    assert!(placeholders("{}").is_err());
    assert!(placeholders("{a b}").is_err());
    assert_eq!(names("{n:count.tricks} of {n}"), Ok(vec!["n"]));
    assert!(placeholders("{n:}").is_err());
}
