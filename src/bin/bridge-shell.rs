//! The page's first module: the start menu and the settings, small so that a first visit shows
//! the menu quickly. Opening a mode hands over to the whole app (`src/main.rs`), loaded then
//! (`bridge_app::services::parts`).

fn main() {
    bridge_app::start_shell();
}
