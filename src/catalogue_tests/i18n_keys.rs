//! Every catalogue key used in the source exists in the English catalogue.
//!
//! Scans the text of every `.rs` file under `src/` (but these tests) for `t("key")` and
//! `tf("key", …)` calls. Keys passed through variables (like the play modes') are checked by
//! unit tests instead.

use std::path::{Path, PathBuf};

use crate::services::i18n::{Lang, parse_catalogue};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            // These tests' own text names example keys.
            if !path.ends_with("src/catalogue_tests") {
                rust_files(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The literal keys of `t("…")` and `tf("…"` calls in `source`.
fn keys_used(source: &str) -> Vec<String> {
    let mut keys = Vec::new();
    for call in ["t(\"", "tf(\"", "tn(\""] {
        let mut from = 0;
        while let Some(found) = source[from..].find(call) {
            let start = from + found;
            from = start + call.len();
            let before = source[..start].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue; // another function whose name ends in `t` or `tf`
            }
            if let Some(end) = source[from..].find('"') {
                keys.push(source[from..from + end].to_string());
            }
        }
    }
    keys
}

#[test]
fn every_key_used_in_src_is_in_en_txt() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let en = parse_catalogue(Lang::En.source()).expect("locales/en/ parses");
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    let mut missing = Vec::new();
    let mut used = 0;
    for file in &files {
        let source = std::fs::read_to_string(file).unwrap();
        for key in keys_used(&source) {
            used += 1;
            // `tn` names a plural family: its English forms are `key.one` and `key.other`.
            if !en.contains_key(key.as_str()) && !en.contains_key(format!("{key}.other").as_str()) {
                missing.push(format!(
                    "{}: {key}",
                    file.strip_prefix(root).unwrap().display()
                ));
            }
        }
    }
    assert!(used > 10, "found only {used} keys: is the scan broken?");
    assert!(
        missing.is_empty(),
        "keys missing from locales/en/:\n{}",
        missing.join("\n")
    );
}

#[test]
fn the_scan_finds_calls_and_skips_other_functions() {
    let src = r#"t("a.b") + tf("c", &[]) + print("x") + format("y") + xt("z")"#;
    assert_eq!(keys_used(src), vec!["a.b", "c"]);
}

#[test]
fn every_catalogue_folder_is_a_language_and_its_files_parse() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut langs = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let folder = entry.unwrap().path();
        let name = folder.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            folder.is_dir() && Lang::from_code(&name).is_some_and(|l| l.code() == name),
            "locales/{name} is not the folder of a language of the app"
        );
        langs += 1;
        for file in std::fs::read_dir(&folder).unwrap() {
            let path = file.unwrap().path();
            assert!(
                path.extension().is_some_and(|e| e == "txt"),
                "{}: catalogue files end in .txt",
                path.display()
            );
            let text = std::fs::read_to_string(&path).unwrap();
            if let Err(e) = parse_catalogue(&text) {
                panic!("{}: {e}", path.display());
            }
        }
    }
    assert_eq!(langs, Lang::ALL.len(), "a language has no catalogue folder");
}
