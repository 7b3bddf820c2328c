//! The app's layers import one way: `app` -> `screens` -> `ui` -> `state` -> `services`, and
//! no two modules import each other, directly or round a longer cycle.
//!
//! Reads every `.rs` file under `src/` (but `lib.rs`, `main.rs`, `bin/` and the tests) and
//! collects the paths it names through `crate::` and `super::`, comments left out. A module is
//! a layer's file or folder (`screens::table`, `ui::cards`) or the layer's own `mod.rs`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, lowest first: each may import only the ones before it (and itself).
const LAYERS: [&str; 5] = ["services", "state", "ui", "screens", "app"];

/// Files that are not part of any layer: the crate's root and entry points, and the tests.
const OUTSIDE: [&str; 5] = [
    "lib.rs",
    "main.rs",
    "bin",
    "catalogue_tests",
    "architecture_tests.rs",
];

/// A module: its layer and, below the layer, its name (empty for the layer's `mod.rs`).
type Module = (String, String);

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of a file below `src/`: `ui/scorecard/mod.rs` is `[ui, scorecard]`,
/// `screens/table/result.rs` is `[screens, table, result]`, `app.rs` is `[app]`.
fn module_path(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let file = parts.pop().unwrap_or_default();
    let stem = file.trim_end_matches(".rs");
    if stem != "mod" {
        parts.push(stem.to_string());
    }
    parts
}

fn module_of(path: &[String]) -> Module {
    (
        path.first().cloned().unwrap_or_default(),
        path.get(1).cloned().unwrap_or_default(),
    )
}

/// The text without its comments (`//` to the end of the line), strings kept as they are.
fn without_comments(source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    for line in source.lines() {
        let mut in_string = false;
        let mut prev = ' ';
        let mut cut = line.len();
        for (i, c) in line.char_indices() {
            if c == '"' && prev != '\\' {
                in_string = !in_string;
            }
            if !in_string && c == '/' && prev == '/' {
                cut = i - 1;
                break;
            }
            prev = c;
        }
        out.push_str(&line[..cut]);
        out.push('\n');
    }
    out
}

fn ident(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    &text[..end]
}

/// The first two names of a path (`state::modes::Mode` gives `state` and `modes`); the second
/// is empty when the path ends or a group follows the first.
fn two_names(path: &str) -> (String, String) {
    let first = ident(path);
    let second = path[first.len()..]
        .strip_prefix("::")
        .map(ident)
        .unwrap_or_default();
    (first.to_string(), second.to_string())
}

/// Every module the file at `path` (a module path) imports, with the text that names it.
fn imports(path: &[String], source: &str) -> Vec<(Module, String)> {
    let code = without_comments(source);
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(at) = code[from..].find("crate::") {
        let start = from + at;
        from = start + "crate::".len();
        let before = code[..start].chars().next_back();
        // `pub(in crate::state)` limits visibility: it imports nothing.
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':')
            || code[..start].ends_with("(in ")
        {
            continue;
        }
        let rest = &code[from..];
        // `crate::{ui::cards, state}` names each path of the group.
        let paths: Vec<&str> = match rest.strip_prefix('{') {
            Some(group) => group[..group.find('}').unwrap_or(group.len())]
                .split(',')
                .map(str::trim)
                .collect(),
            None => vec![rest],
        };
        for p in paths {
            let (layer, below) = two_names(p);
            let said = format!("crate::{layer}::{below}");
            out.push(((layer, below), said));
        }
    }
    // `super::x` from a module below a layer's module names a sibling or the parent.
    let mut from = 0;
    while let Some(at) = code[from..].find("super::") {
        let start = from + at;
        let before = code[..start].chars().next_back();
        from = start + "super::".len();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let mut up = 1;
        let mut rest = &code[from..];
        while let Some(r) = rest.strip_prefix("super::") {
            up += 1;
            rest = r;
        }
        // `use super::*` is a test module's glob of its own file.
        if rest.starts_with('*') {
            continue;
        }
        let mut target: Vec<String> = path[..path.len().saturating_sub(up)].to_vec();
        let name = ident(rest);
        if !name.is_empty() {
            target.push(name.to_string());
        }
        out.push((module_of(&target), format!("super::{name}")));
    }
    out
}

fn rank(layer: &str) -> Option<usize> {
    LAYERS.iter().position(|l| *l == layer)
}

/// Every module's imports of other modules, with the text of each.
fn graph() -> BTreeMap<Module, BTreeMap<Module, String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut graph: BTreeMap<Module, BTreeMap<Module, String>> = BTreeMap::new();
    for file in files {
        let relative = file.strip_prefix(&src).unwrap();
        let top = relative.iter().next().unwrap().to_string_lossy();
        if OUTSIDE.contains(&top.as_ref()) {
            continue;
        }
        let path = module_path(relative);
        let from = module_of(&path);
        let source = std::fs::read_to_string(&file).unwrap();
        let edges = graph.entry(from.clone()).or_default();
        for (to, said) in imports(&path, &source) {
            if to != from {
                edges
                    .entry(to)
                    .or_insert_with(|| format!("{}: {said}", relative.display()));
            }
        }
    }
    graph
}

#[test]
fn every_file_is_in_a_layer() {
    for (from, edges) in graph() {
        assert!(rank(&from.0).is_some(), "{from:?} is in no layer");
        for (to, said) in edges {
            assert!(rank(&to.0).is_some(), "{said} names no layer");
        }
    }
}

#[test]
fn layers_import_only_layers_below() {
    let mut upward = Vec::new();
    for (from, edges) in graph() {
        for (to, said) in edges {
            if rank(&to.0) > rank(&from.0) {
                upward.push(said);
            }
        }
    }
    assert!(
        upward.is_empty(),
        "imports going up a layer:\n{}",
        upward.join("\n")
    );
}

/// The modules of a cycle through `start`, if there is one.
fn cycle_from(
    graph: &BTreeMap<Module, BTreeMap<Module, String>>,
    start: &Module,
) -> Option<Vec<String>> {
    // Depth first, keeping the path: a cycle is an edge back to `start`.
    let mut stack = vec![(start.clone(), vec![start.clone()])];
    let mut seen = BTreeSet::new();
    while let Some((at, path)) = stack.pop() {
        for (to, said) in graph.get(&at).into_iter().flatten() {
            if to == start {
                let mut names: Vec<String> = path.iter().map(|m| format!("{m:?}")).collect();
                names.push(said.clone());
                return Some(names);
            }
            if seen.insert(to.clone()) {
                let mut next = path.clone();
                next.push(to.clone());
                stack.push((to.clone(), next));
            }
        }
    }
    None
}

#[test]
fn no_module_imports_itself_round_a_cycle() {
    let graph = graph();
    for module in graph.keys() {
        if let Some(cycle) = cycle_from(&graph, module) {
            panic!("import cycle:\n{}", cycle.join("\n -> "));
        }
    }
}

#[test]
fn the_checks_see_upward_imports_and_cycles() {
    let path: Vec<String> = ["ui", "cards"].map(String::from).to_vec();
    let found = imports(
        &path,
        "use crate::screens::table::Table; // crate::app::App\nuse super::focus::x;",
    );
    let modules: Vec<Module> = found.into_iter().map(|(m, _)| m).collect();
    assert_eq!(
        modules,
        [
            ("screens".to_string(), "table".to_string()),
            ("ui".to_string(), "focus".to_string()),
        ]
    );
    let grouped = imports(&path, "use crate::{state::AppState, services::i18n};");
    assert_eq!(grouped.len(), 2);
    assert!(imports(&path, "pub(in crate::screens) fn f() {}").is_empty());
    let a = ("ui".to_string(), "a".to_string());
    let b = ("ui".to_string(), "b".to_string());
    let mut cyclic = BTreeMap::new();
    cyclic.insert(
        a.clone(),
        BTreeMap::from([(b.clone(), "a -> b".to_string())]),
    );
    cyclic.insert(
        b.clone(),
        BTreeMap::from([(a.clone(), "b -> a".to_string())]),
    );
    assert!(cycle_from(&cyclic, &a).is_some());
    cyclic.remove(&b);
    assert!(cycle_from(&cyclic, &a).is_none());
}
