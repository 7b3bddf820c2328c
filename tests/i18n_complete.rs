//! Every catalogue translates every key of the English catalogue, and each translation uses
//! exactly the same `{placeholders}` as the English text.
//!
//! English (`locales/en/`) is the reference: a key added there must be translated in every
//! other catalogue before this test passes again.

use std::collections::{BTreeSet, HashMap};

use bridge_app::i18n::{Lang, parse_catalogue};

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
        let name = &after[..close];
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(format!("a malformed placeholder {{{name}}} in {text:?}"));
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
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let own = catalogue(lang);
        let mut missing: Vec<_> = en.keys().filter(|k| !own.contains_key(*k)).collect();
        missing.sort_unstable();
        for key in missing {
            problems.push(format!("locales/{}/ lacks {key}", lang.code()));
        }
        let mut extra: Vec<_> = own.keys().filter(|k| !en.contains_key(*k)).collect();
        extra.sort_unstable();
        for key in extra {
            problems.push(format!(
                "locales/{}/ has {key}, which en/ lacks",
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
            let Some(english) = en.get(key) else { continue };
            let expected =
                placeholders(english).unwrap_or_else(|e| panic!("locales/en/, {key}: {e}"));
            match placeholders(text) {
                Err(e) => problems.push(format!("locales/{}/, {key}: {e}", lang.code())),
                Ok(found) if found != expected => problems.push(format!(
                    "locales/{}/, {key}: placeholders {found:?}, English has {expected:?}",
                    lang.code()
                )),
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
}
