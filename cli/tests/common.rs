//! What every file of the CLI's tests runs: the built `bridge` binary.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `bridge` with `args`.
pub fn bridge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bridge"))
        .args(args)
        .output()
        .expect("the bridge binary runs")
}

/// Runs `bridge` with `args` and `input` on its standard input.
pub fn bridge_stdin(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bridge"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the bridge binary runs");
    // Written from a thread of its own: a long input must not wait on a full output pipe.
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    out
}

/// Runs `bridge` with `args`: its standard output, standard error and exit status.
pub fn run(args: &[&str]) -> (String, String, i32) {
    let o = bridge(args);
    (
        String::from_utf8(o.stdout).unwrap(),
        String::from_utf8(o.stderr).unwrap(),
        o.status.code().unwrap_or(-1),
    )
}
