//! The screens, one module each: the start menu, the settings, the convention card, the practice table, the
//! sessions of a mode, the scorer, and the small games (minibridge, honeymoon). A screen may
//! open another (a mode's sessions open the table, the scorer or a small game), never back.

pub mod card;
pub mod menu;
pub mod mini;
pub mod scorer;
pub mod sessions;
pub mod settings;
pub mod table;
