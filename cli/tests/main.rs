//! The CLI's integration tests, as one test binary (one link instead of one a file): each file
//! of this folder is a module. A file that is not listed here would never run:
//! `every_file_is_a_module` checks the list.

mod analyse;
mod cli;
mod common;
mod event;
mod leads;
mod lin;

#[test]
fn every_file_is_a_module() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let me = include_str!("main.rs");
    for entry in std::fs::read_dir(dir).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if let Some(module) = name.strip_suffix(".rs").filter(|m| *m != "main") {
            assert!(
                me.contains(&format!("\nmod {module};")),
                "cli/tests/{name} is not a module of cli/tests/main.rs"
            );
        }
    }
}
