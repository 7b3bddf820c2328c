//! A club's results file as a session keeps it: the file's own text and its format, read again
//! (and checked again) each time it is loaded, so what is kept is exactly what the club
//! published and the event is always the one the file says.

use serde::{Deserialize, Serialize};

use super::usebio::ImportError;
use super::{ClubEvent, pbn_results, usebio, xml};

/// The format of a results file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ClubFormat {
    /// The EBU's USEBIO XML (1.1 or 1.2).
    Usebio,
    /// PBN 2.1 with `ScoreTable` and `TotalScoreTable`.
    Pbn,
}

impl ClubFormat {
    /// The format a file's text is written in: XML starts with `<` (after a byte-order mark and
    /// blank space), anything else is read as PBN.
    pub fn of_text(text: &str) -> ClubFormat {
        if text
            .trim_start_matches('\u{feff}')
            .trim_start()
            .starts_with('<')
        {
            ClubFormat::Usebio
        } else {
            ClubFormat::Pbn
        }
    }
}

/// A results file kept as read: its format and its text. Made only by [`ClubFile::read`] or
/// [`ClubFile::of_event`], so its text always reads as an event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClubFile {
    format: ClubFormat,
    text: String,
}

impl ClubFile {
    /// Reads a results file (its format told by its text): the file and the event it holds, or
    /// the element and line that break it.
    pub fn read(text: &str) -> Result<(ClubFile, ClubEvent), ImportError> {
        let format = ClubFormat::of_text(text);
        let file = ClubFile {
            format,
            text: text.trim_start_matches('\u{feff}').to_string(),
        };
        let event = file.event()?;
        // A file to import must hold a board: an empty one is no evening.
        if event.boards.is_empty() {
            return Err(ImportError {
                element: match format {
                    ClubFormat::Usebio => "BOARD".into(),
                    ClubFormat::Pbn => "Board".into(),
                },
                line: 0,
                message: "the file holds no board".into(),
            });
        }
        Ok((file, event))
    }

    /// An event scored in the app, kept as the USEBIO 1.2 file the app writes of it.
    pub fn of_event(event: &ClubEvent) -> ClubFile {
        ClubFile {
            format: ClubFormat::Usebio,
            text: usebio::write(event),
        }
    }

    /// The event the file holds, read and checked again.
    pub fn event(&self) -> Result<ClubEvent, ImportError> {
        if self.text.len() > xml::MAX_XML_BYTES {
            return Err(ImportError {
                element: "file".into(),
                line: 0,
                message: format!("larger than {} bytes", xml::MAX_XML_BYTES),
            });
        }
        match self.format {
            ClubFormat::Usebio => usebio::read(&self.text),
            ClubFormat::Pbn => pbn_results::read(&self.text),
        }
    }

    /// The file's format.
    pub const fn format(&self) -> ClubFormat {
        self.format
    }

    /// The file's text.
    pub fn text(&self) -> &str {
        &self.text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_kept_as_its_text_and_reads_as_the_same_event() {
        let text = include_str!("../../../tests/data/club/usebio-pairs.xml");
        let (file, event) = ClubFile::read(text).unwrap();
        assert_eq!(file.format(), ClubFormat::Usebio);
        assert_eq!(file.event().unwrap(), event);
        let json = serde_json::to_string(&file).unwrap();
        let back: ClubFile = serde_json::from_str(&json).unwrap();
        assert_eq!(back.event().unwrap(), event);
        // The app's own file of the event reads as the same event, its figures included.
        let own = ClubFile::of_event(&event);
        assert_eq!(own.event().unwrap().boards, event.boards);
        let pbn = pbn_results::write(&event);
        let (file, again) = ClubFile::read(&pbn).unwrap();
        assert_eq!(file.format(), ClubFormat::Pbn);
        assert_eq!(again.boards, event.boards);
    }

    #[test]
    fn a_broken_file_names_its_element_and_line() {
        let err = ClubFile::read("<USEBIO Version=\"1.2\">\n<EVENT>\n</USEBIO>").unwrap_err();
        assert_eq!((err.element.as_str(), err.line), ("USEBIO", 3));
        let err = ClubFile::read("[Event \"x\"]\n").unwrap_err();
        assert_eq!((err.element.as_str(), err.line), ("Board", 0));
    }
}
