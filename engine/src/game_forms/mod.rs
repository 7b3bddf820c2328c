//! Game forms played against robots besides four-handed contract bridge: minibridge, the
//! beginners' game, and honeymoon bridge for two. Each is a state machine of its own that
//! accepts only legal actions and names the rule an illegal one breaks.

pub mod honeymoon;
pub mod minibridge;
