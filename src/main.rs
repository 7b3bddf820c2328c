//! Entry point of the browser build: everything else is in the library.

fn main() {
    bridge_app::start();
}
