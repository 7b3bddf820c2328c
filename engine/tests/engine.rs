//! The engine's integration tests, as one test binary: each file of this folder is a module
//! (one binary links and instantiates the engine once, where one per file took minutes of a
//! cold `make test`). A file that is not listed here would never run: `every_file_is_a_module`
//! checks the list.

mod club_files;
mod club_replay;
mod club_teams;
mod common;
mod convention_card;
mod dd_known;
mod engine_props;
mod games_sessions;
mod import_checks;
mod learning;
mod pbn_files;
mod pbn_props;
mod pbn_standard;
mod practice_deals;
mod robot_bidding;
mod robot_bidding_bugs;
mod robot_claims;
mod robot_legality;
mod robot_play;
mod robot_play_sampling;
mod robot_signals;
mod save_compat;
mod sayc_conformance;
mod scoring_props;
mod scoring_sessions;
mod session_examples;
mod small_sessions;

/// Every `.rs` file beside this one is one of its modules.
#[test]
fn every_file_is_a_module() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let me = include_str!("engine.rs");
    for entry in std::fs::read_dir(dir).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if let Some(module) = name.strip_suffix(".rs").filter(|m| *m != "engine") {
            assert!(
                me.contains(&format!("\nmod {module};")),
                "tests/{name} is not a module of tests/engine.rs"
            );
        }
    }
}
