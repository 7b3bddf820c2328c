//! The sessions screen's messages about files: why a save or an import was refused (each
//! problem the engine names, in the player's language), and a session's progress.

use bridge_engine::save::LoadError;
use bridge_engine::session::Session;

use crate::services::errors::{self, ToMsg};
use crate::services::i18n::{msg, t, tf, tn};

/// A load or import failure in words from the catalogue, naming the problem.
pub fn load_error_text(e: &LoadError) -> String {
    msg(&e.to_msg())
}

pub(super) fn size_text(size: usize) -> String {
    msg(&errors::too_large(size))
}

/// "3 deals played · in progress": a session's progress.
pub(super) fn progress(s: &Session) -> String {
    // A club's results file: the size of its evening.
    if let Some(e) = s.club_file().and_then(|f| f.event().ok()) {
        return tf(
            "club.size",
            &[
                ("boards", &e.boards.len().to_string()),
                ("pairs", &e.entrants.len().to_string()),
            ],
        );
    }
    format!(
        "{} · {}",
        tn(
            "sessions.deals_played",
            s.book().map_or(s.deals().len(), |b| b.entries()) as i64,
            &[]
        ),
        if s.is_over() {
            t("sessions.over")
        } else {
            t("sessions.in_progress")
        }
    )
}
