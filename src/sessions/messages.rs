//! The sessions screen's messages about files: why a save or an import was refused (each
//! problem the engine names, in the player's language), and a session's progress.

use bridge_engine::save::{self, LoadError};
use bridge_engine::session::{Counted, DealProblem, Session, SessionProblem};

use crate::i18n::{t, tf};

/// A load or import failure in words from the catalogue, naming the problem.
pub fn load_error_text(e: &LoadError) -> String {
    match e {
        LoadError::NotJson(_) => t("import.not_json"),
        LoadError::NotASave => t("import.not_a_save"),
        LoadError::TooNew { version } => tf("import.too_new", &[("version", &version.to_string())]),
        LoadError::Invalid(detail) => {
            let short: String = detail.chars().take(120).collect();
            tf("import.malformed", &[("detail", &short)])
        }
        LoadError::TooLarge { size } => size_text(*size),
        LoadError::Inconsistent(p) => problem_text(p),
    }
}

pub(super) fn size_text(size: usize) -> String {
    tf(
        "import.too_large",
        &[
            ("size", &size.div_ceil(1024).to_string()),
            ("max", &(save::MAX_SAVE_BYTES / 1024).to_string()),
        ],
    )
}

fn problem_text(p: &SessionProblem) -> String {
    match p {
        SessionProblem::Id => t("import.bad_id"),
        SessionProblem::Count {
            what,
            found,
            min,
            max,
        } => tf(
            "import.count",
            &[
                (
                    "what",
                    &t(match what {
                        Counted::Deals => "import.what.deals",
                        Counted::GivenDeals => "import.what.given_deals",
                        Counted::Sets => "import.what.sets",
                        Counted::FirstBoard => "import.what.first_board",
                        Counted::Boards => "import.what.boards",
                    }),
                ),
                ("found", &found.to_string()),
                ("min", &min.to_string()),
                ("max", &max.to_string()),
            ],
        ),
        SessionProblem::Deal { board, problem } => tf(
            match problem {
                DealProblem::Illegal(_) => "import.deal.illegal",
                DealProblem::Unfinished => "import.deal.unfinished",
                DealProblem::NotThisBoard => "import.deal.not_this_board",
                DealProblem::AfterTheEnd => "import.deal.after_end",
            },
            &[("board", &board.to_string())],
        ),
        SessionProblem::Tricks { found } => tf("import.tricks", &[("found", &found.to_string())]),
        SessionProblem::Table => t("import.table"),
        SessionProblem::Field => t("import.field"),
        SessionProblem::ScoreCard(_) => t("import.score_card"),
        SessionProblem::Scorer => t("scorer.import_problem"),
    }
}

/// "3 deals played · in progress": a session's progress.
pub(super) fn progress(s: &Session) -> String {
    format!(
        "{} · {}",
        tf(
            "sessions.deals_played",
            &[(
                "n",
                &s.scorer
                    .as_ref()
                    .map_or(s.deals.len(), |b| b.entries())
                    .to_string()
            )]
        ),
        if s.is_over() {
            t("sessions.over")
        } else {
            t("sessions.in_progress")
        }
    )
}
