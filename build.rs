//! Joins each language's catalogue files (`locales/<lang>/*.txt`, in name order) into one text
//! in `OUT_DIR/<lang>.txt`, which `src/i18n.rs` builds into the binary. Several files a language
//! let each part of the app keep its own texts (the table, the robots, the scorer…). The CLI
//! builds with this script too (`cli/Cargo.toml`), for the English texts of `bridge system`.
//! `glossary.txt` is not a catalogue file: it names the one term the catalogue uses for each
//! bridge concept (read by the catalogue tests), so it is left out of the shipped text.
//!
//! The app's WebAssembly modules build in English only; the other languages are data files that
//! a page fetches for its language alone (`src/services/i18n.rs`). So a wasm build also writes
//! each other catalogue to `target/catalogues/<lang>-<hash>.txt` (the hash of its text: a new text is
//! a new name, never a stale copy from a cache), which Trunk's post-build hook (Trunk.toml)
//! copies to `dist/lang/`, and `OUT_DIR/catalogues.rs` names those files and each language's
//! own name (for the language selector, without its catalogue).

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
    let wasm = env::var("TARGET").is_ok_and(|t| t.starts_with("wasm32"));
    let shipped = root.join("target").join("catalogues");
    let (mut shipped_files, mut names) = (Vec::new(), Vec::new());
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
        let file = format!("{lang}-{:016x}.txt", fnv1a(joined.as_bytes()));
        // English is built into every module: no file of its own.
        if wasm && lang != "en" {
            ship(&shipped, lang, &file, &joined);
        }
        names.push(native_name(&joined).unwrap_or_else(|| panic!("locales/{lang}/: no lang.name")));
        shipped_files.push(file);
        fs::write(Path::new(&out).join(format!("{lang}.txt")), joined)
            .unwrap_or_else(|e| panic!("writing the {lang} catalogue: {e}"));
    }
    let table = format!(
        "/// Each language's catalogue file under `lang/` of the build, in `Lang::ALL` order.\n\
         pub const FILES: [&str; 5] = {shipped_files:?};\n\
         /// Each language's own name (its `lang.name`), in `Lang::ALL` order.\n\
         pub const NATIVE_NAMES: [&str; 5] = {names:?};\n"
    );
    fs::write(Path::new(&out).join("catalogues.rs"), table)
        .unwrap_or_else(|e| panic!("writing catalogues.rs: {e}"));
}

/// Writes `text` as `dir/file`, in place of the language's files of other versions. Written to a
/// temporary name first: two builds at once (the dev and release profiles) see whole files.
fn ship(dir: &Path, lang: &str, file: &str, text: &str) {
    fs::create_dir_all(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let target = dir.join(file);
    if fs::read_to_string(&target).is_ok_and(|t| t == text) {
        return;
    }
    let temporary = dir.join(format!(".{file}.{}", std::process::id()));
    fs::write(&temporary, text).unwrap_or_else(|e| panic!("{}: {e}", temporary.display()));
    fs::rename(&temporary, &target).unwrap_or_else(|e| panic!("{}: {e}", target.display()));
    for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name != file && name.starts_with(&format!("{lang}-")) && name.ends_with(".txt") {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// A language's own name: its catalogue's `lang.name`.
fn native_name(catalogue: &str) -> Option<String> {
    catalogue.lines().find_map(|line| {
        let (key, text) = line.split_once('=')?;
        (key.trim() == "lang.name").then(|| text.trim().to_string())
    })
}

/// FNV-1a, 64 bits: a content hash for file names (not for security).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    })
}
