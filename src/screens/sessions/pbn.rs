//! A PBN file from another program imported as a new session that deals its boards first; the
//! games that cannot be read, or hold no complete deal, are left out and listed.

use bridge_engine::pbn::{self, PbnPart, SkippedGame};
use bridge_engine::session::{MAX_DEALS, Session};

use crate::services::i18n::{t, tf, tn};
use crate::state::modes::Mode;
use crate::state::sessions::{fresh_id, fresh_seed};

/// Whether an imported file is PBN: it starts as PBN does (a tag, an escape line, a comment
/// after a byte-order mark) or holds a Deal tag, which a saved session (JSON, its quotes
/// escaped) never does.
pub(super) fn looks_like_pbn(text: &str) -> bool {
    let t = text.trim_start_matches('\u{feff}').trim_start();
    t.starts_with(['[', '%', ';']) || t.contains("[Deal \"")
}

/// What a PBN import made: the session, and the messages to show (how many deals came in, and
/// one line per game left out).
pub(super) struct PbnImport {
    pub session: Session,
    pub summary: String,
    pub skipped: Vec<String>,
}

/// A new session of `mode` dealing the complete deals of a PBN file first, numbered from the
/// first one's board; a file with no complete deal is refused with the games it left out.
pub(super) fn session_from_pbn(text: &str, mode: Mode) -> Result<PbnImport, String> {
    let file = pbn::read(text);
    let mut skipped: Vec<String> = file.skipped.iter().map(skipped_line).collect();
    let mut deals = Vec::new();
    let mut first_board = None;
    for g in &file.games {
        match g.deal().and_then(|d| d.complete().ok()) {
            Some(d) => {
                if deals.is_empty() {
                    first_board = g.tag("Board").and_then(|b| b.trim().parse::<u32>().ok());
                }
                deals.push(d);
            }
            None => skipped.push(line(
                g.tag("Board").filter(|b| !b.trim().is_empty()),
                g.line(),
                &t("pbn.reason.no_deal"),
            )),
        }
    }
    if deals.is_empty() {
        let mut reason = t("pbn.error.no_deal");
        if !skipped.is_empty() {
            reason = format!("{reason} ({})", skipped.join("; "));
        }
        return Err(reason);
    }
    deals.truncate(MAX_DEALS);
    let summary = tn("pbn.imported", deals.len() as i64, &[]);
    let mut session =
        Session::with_deals(fresh_id(), (mode.info().new_kind)(), fresh_seed(), deals);
    if let Some(b) = first_board.filter(|b| (1..=9999).contains(b)) {
        session.start_at_board(b);
    }
    Ok(PbnImport {
        session,
        summary,
        skipped,
    })
}

/// The heading of the list of games left out.
pub(super) fn skipped_heading(n: usize) -> String {
    tn("pbn.skipped", n as i64, &[])
}

/// One game left out: its board (or line) and why, in the player's language.
fn skipped_line(s: &SkippedGame) -> String {
    let reason = match &s.error.part {
        PbnPart::Text => t("pbn.reason.text"),
        PbnPart::Tag(tag) => tf("pbn.reason.tag", &[("tag", tag)]),
        PbnPart::Auction => t("pbn.reason.auction"),
        PbnPart::Play => t("pbn.reason.play"),
    };
    line(s.board.as_deref(), s.error.line, &reason)
}

fn line(board: Option<&str>, at: usize, reason: &str) -> String {
    let at = at.to_string();
    match board {
        Some(b) => tf(
            "pbn.skipped_board",
            &[("board", b), ("line", &at), ("reason", reason)],
        ),
        None => tf("pbn.skipped_line", &[("line", &at), ("reason", reason)]),
    }
}
