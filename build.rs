//! Joins each language's catalogue files (`locales/<lang>/*.txt`, in name order) into one text
//! in `OUT_DIR/<lang>.txt`, which `src/i18n.rs` builds into the binary. Several files a language
//! let each part of the app keep its own texts (the table, the robots, the scorer…). The CLI
//! builds with this script too (`cli/Cargo.toml`), for the English texts of `bridge system`.
//! `glossary.txt` is not a catalogue file: it names the one term the catalogue uses for each
//! bridge concept (read by the catalogue tests), so it is left out of the shipped text.

use std::{env, fs, path::Path, path::PathBuf};

/// The file of a language's folder that holds its glossary, not messages.
const GLOSSARY: &str = "glossary.txt";

fn main() {
    let out = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    // The app is the workspace root; the CLI's package is one folder below it.
    let root = if manifest.join("locales").is_dir() {
        manifest
    } else {
        manifest.parent().expect("cli/ has a parent").to_path_buf()
    };
    println!("cargo::rerun-if-changed={}", root.join("locales").display());
    for lang in ["en", "fa", "ar", "el", "pl"] {
        let dir = root.join("locales").join(lang);
        println!("cargo::rerun-if-changed={}", dir.display());
        let mut files: Vec<_> = fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.expect("readable directory entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == "txt"))
            .filter(|p| !p.ends_with(GLOSSARY))
            .collect();
        files.sort();
        let mut joined = String::new();
        for file in files {
            println!("cargo::rerun-if-changed={}", file.display());
            let text =
                fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            // The marker line lets a parse error name the file it came from.
            let shown = file.strip_prefix(&root).unwrap_or(&file);
            joined.push_str(&format!("#@file {}\n", shown.display()));
            joined.push_str(&text);
            if !text.ends_with('\n') {
                joined.push('\n');
            }
        }
        fs::write(Path::new(&out).join(format!("{lang}.txt")), joined)
            .unwrap_or_else(|e| panic!("writing the {lang} catalogue: {e}"));
    }
}
