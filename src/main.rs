//! Entry point of the whole app (every screen), which the shell (`src/bin/bridge-shell.rs`)
//! loads when a mode is opened: everything else is in the library.

fn main() {
    bridge_app::start();
}
