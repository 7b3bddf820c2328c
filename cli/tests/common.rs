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

/// A path of the system's temporary folder, `bridge-<pid>-<name>` (nothing made there yet),
/// removed with whatever a test put there (a file or a folder) when dropped: also when an
/// assertion fails first, so no run leaves anything behind.
pub struct Temp(std::path::PathBuf);

impl Temp {
    pub fn new(name: &str) -> Temp {
        let name = format!("bridge-{}-{name}", std::process::id());
        Temp(std::env::temp_dir().join(name))
    }

    /// A file of `text` at a new temporary path.
    pub fn file(name: &str, text: impl AsRef<[u8]>) -> Temp {
        let t = Temp::new(name);
        std::fs::write(&t.0, text).unwrap();
        t
    }

    /// A new empty folder at a new temporary path.
    pub fn dir(name: &str) -> Temp {
        let t = Temp::new(name);
        std::fs::create_dir_all(&t.0).unwrap();
        t
    }

    /// The path as a command-line argument.
    pub fn arg(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl std::ops::Deref for Temp {
    type Target = std::path::Path;
    fn deref(&self) -> &std::path::Path {
        &self.0
    }
}

impl AsRef<std::path::Path> for Temp {
    fn as_ref(&self) -> &std::path::Path {
        &self.0
    }
}

impl Drop for Temp {
    fn drop(&mut self) {
        if self.0.is_dir() {
            let _ = std::fs::remove_dir_all(&self.0);
        } else {
            let _ = std::fs::remove_file(&self.0);
        }
    }
}
