//! A session as stored, and the checks it passes where it enters (saves, imports, links).

use super::*;

/// The most deals a scored session may hold (finished, or given to be played).
pub const MAX_DEALS: usize = 200;
/// The most deals the practice session may hold.
pub const MAX_PRACTICE_DEALS: usize = 2000;
/// The most Chicago sets a session may agree to.
pub const MAX_SETS: u32 = 25;
/// The most boards of a pairs or teams session.
pub const MAX_BOARDS: u32 = 64;
/// The highest first board number (as for a link's `board`).
pub const MAX_FIRST_BOARD: u32 = 9999;
/// The longest session id.
pub const MAX_ID_LEN: usize = 64;

/// What a count of a session is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counted {
    /// Deals played.
    Deals,
    /// Deals given to be played.
    GivenDeals,
    /// Chicago sets.
    Sets,
    /// The first board's number.
    FirstBoard,
    /// Boards of a pairs or teams session.
    Boards,
}

/// Why a deal recorded in a session does not fit it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DealProblem {
    /// A call or card breaks the rules.
    Illegal(crate::game::GameError),
    /// A deal among the finished ones is not finished.
    Unfinished,
    /// Not the board the session deals at this point (cards, number, dealer or vulnerability).
    NotThisBoard,
    /// Played after the session was over.
    AfterTheEnd,
}

/// Why a saved or imported session does not hold together. Each names the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionProblem {
    /// The id is empty, too long, or has characters other than letters, digits, `-`, `_`, `.`.
    Id,
    /// A count is outside its bounds.
    Count {
        /// What was counted.
        what: Counted,
        /// The value found.
        found: u64,
        /// The least allowed.
        min: u64,
        /// The most allowed.
        max: u64,
    },
    /// A recorded deal does not fit (`board` is its board number in the file).
    Deal {
        /// The board number.
        board: u32,
        /// What is wrong.
        problem: DealProblem,
    },
    /// A result claims more than 13 tricks, or tricks on a passed-out deal.
    Tricks {
        /// The tricks found.
        found: u64,
    },
    /// The deal in progress is missing, is there after the end, or is not the next board.
    Table,
    /// The robot tables' results do not fit the deals played.
    Field,
    /// The deals do not make a score card.
    ScoreCard(SessionError),
    /// A scorer session without its sheet, or a sheet in another kind of session: the kind
    /// and the body disagree.
    Scorer,
    /// A minibridge or honeymoon session without its game, or a game in another kind of
    /// session: the kind and the body disagree.
    SmallGame,
    /// A club session without its results file, a results file in another kind of session, or
    /// a results file that no longer reads (its element and line).
    ClubFile {
        /// The element, as the reader names it.
        element: String,
        /// Its line (0 for the whole file).
        line: usize,
    },
}

impl std::fmt::Display for SessionProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SessionProblem::Id => f.write_str("the session id is not valid"),
            SessionProblem::Count {
                what,
                found,
                min,
                max,
            } => write!(f, "{what:?} is {found}, outside {min} to {max}"),
            SessionProblem::Deal { board, problem } => match problem {
                DealProblem::Illegal(e) => write!(f, "board {board}: {e}"),
                DealProblem::Unfinished => write!(f, "board {board} is not finished"),
                DealProblem::NotThisBoard => write!(f, "board {board} is not this session's"),
                DealProblem::AfterTheEnd => {
                    write!(f, "board {board} was played after the session ended")
                }
            },
            SessionProblem::Tricks { found } => {
                write!(f, "a result of {found} tricks is impossible")
            }
            SessionProblem::Table => f.write_str("the deal in progress does not fit"),
            SessionProblem::Field => f.write_str("the other tables' results do not fit"),
            SessionProblem::ScoreCard(e) => e.fmt(f),
            SessionProblem::Scorer => f.write_str("the scorer's sheet does not fit the session"),
            SessionProblem::SmallGame => f.write_str("the game does not fit the session"),
            SessionProblem::ClubFile { element, line } => {
                write!(
                    f,
                    "the club's results file does not read: line {line}, {element}"
                )
            }
        }
    }
}

impl std::error::Error for SessionProblem {}

/// A session as stored, checked by [`Session::try_from`] before it is used.
#[derive(Clone, Debug, Deserialize)]
pub struct SessionRecord {
    id: String,
    kind: SessionKind,
    seed: u64,
    #[serde(default)]
    revision: u64,
    body: BodyRecord,
}

/// A session's body as stored.
#[derive(Clone, Debug, Deserialize)]
enum BodyRecord {
    Played(PlayedRecord),
    Scorer(crate::scorer::ScorerBook),
    Small(SmallGame),
    Club(crate::scorer::club::file::ClubFile),
}

/// A played session's deals as stored (the defaults are those of saves from before each field).
#[derive(Clone, Debug, Deserialize)]
struct PlayedRecord {
    #[serde(default)]
    given_deals: Vec<Deal>,
    #[serde(default = "one")]
    first_board: u32,
    #[serde(default = "one")]
    sets: u32,
    #[serde(default)]
    abandoned: bool,
    deals: Vec<crate::game::GameRecord>,
    table: Option<Table>,
    #[serde(default)]
    field: Vec<Vec<crate::game::BoardResultRecord>>,
    #[serde(default)]
    aids: Aids,
    #[serde(default)]
    house: HouseRules,
    #[serde(default)]
    club: Option<ClubReplayRecord>,
    // Saves from before deal types were kept deal any deal.
    #[serde(default)]
    deal_type: crate::practice::DealType,
}

/// A replayed club evening as stored: the results file's fields and the player's side (saves
/// from before the choice replayed as North-South).
#[derive(Clone, Debug, Deserialize)]
struct ClubReplayRecord {
    #[serde(flatten)]
    file: crate::scorer::club::file::ClubFile,
    #[serde(default = "north_south")]
    side: Side,
}

const fn north_south() -> Side {
    Side::NorthSouth
}

fn count(what: Counted, found: u64, min: u64, max: u64) -> Result<(), SessionProblem> {
    if (min..=max).contains(&found) {
        Ok(())
    } else {
        Err(SessionProblem::Count {
            what,
            found,
            min,
            max,
        })
    }
}

impl TryFrom<SessionRecord> for Session {
    type Error = SessionProblem;
    fn try_from(r: SessionRecord) -> Result<Session, SessionProblem> {
        let id_ok = !r.id.is_empty()
            && r.id.len() <= MAX_ID_LEN
            && r.id
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'));
        if !id_ok {
            return Err(SessionProblem::Id);
        }
        // The kind and the body must say the same: a sheet only in a scorer session, a game
        // only in its own kind's session, deals only in the played kinds.
        let body = match (r.kind, r.body) {
            (SessionKind::Scorer, BodyRecord::Scorer(book)) => SessionBody::Scorer(book),
            (SessionKind::Minibridge, BodyRecord::Small(g @ SmallGame::Minibridge(_)))
            | (SessionKind::Honeymoon, BodyRecord::Small(g @ SmallGame::Honeymoon(_))) => {
                SessionBody::Small(g)
            }
            (SessionKind::Club, BodyRecord::Club(file)) => {
                file.event().map_err(|e| SessionProblem::ClubFile {
                    element: e.element,
                    line: e.line,
                })?;
                SessionBody::Club(file)
            }
            (SessionKind::Club, _) | (_, BodyRecord::Club(_)) => {
                return Err(SessionProblem::ClubFile {
                    element: "body".into(),
                    line: 0,
                });
            }
            (SessionKind::Scorer, _) | (_, BodyRecord::Scorer(_)) => {
                return Err(SessionProblem::Scorer);
            }
            (SessionKind::Minibridge | SessionKind::Honeymoon, _) | (_, BodyRecord::Small(_)) => {
                return Err(SessionProblem::SmallGame);
            }
            (kind, BodyRecord::Played(p)) => return played(r.id, kind, r.seed, r.revision, p),
        };
        Ok(Session {
            id: r.id,
            seed: r.seed,
            revision: r.revision,
            body,
        })
    }
}

/// Checks a played session's deals and builds it: `kind` is one of the played kinds.
fn played(
    id: String,
    kind: SessionKind,
    seed: u64,
    revision: u64,
    r: PlayedRecord,
) -> Result<Session, SessionProblem> {
    let max_deals = if kind == SessionKind::Practice {
        MAX_PRACTICE_DEALS
    } else {
        MAX_DEALS
    } as u64;
    count(Counted::Deals, r.deals.len() as u64, 0, max_deals)?;
    count(
        Counted::GivenDeals,
        r.given_deals.len() as u64,
        0,
        max_deals,
    )?;
    count(Counted::Sets, r.sets.into(), 1, MAX_SETS.into())?;
    count(
        Counted::FirstBoard,
        r.first_board.into(),
        1,
        MAX_FIRST_BOARD.into(),
    )?;
    if let SessionKind::Pairs { boards, .. } | SessionKind::Teams { boards, .. } = kind {
        count(Counted::Boards, boards.into(), 1, MAX_BOARDS.into())?;
    }
    // A replayed club evening: its file must still read, and only a pairs session replays.
    let club = match r.club {
        Some(ClubReplayRecord { file, side }) => {
            let event = file.event().map_err(|e| SessionProblem::ClubFile {
                element: e.element,
                line: e.line,
            })?;
            if !matches!(kind, SessionKind::Pairs { .. }) {
                return Err(SessionProblem::ClubFile {
                    element: "club".into(),
                    line: 0,
                });
            }
            Some(Box::new(ClubReplay::new(file, event).sitting(side)))
        }
        None => None,
    };
    // Replay the session deal by deal: each must be the board the session deals then.
    let mut s = Session {
        id,
        seed,
        revision,
        body: SessionBody::Played(Played {
            kind,
            given_deals: r.given_deals,
            first_board: r.first_board,
            sets: r.sets,
            abandoned: false,
            deals: Vec::with_capacity(r.deals.len()),
            table: None,
            field: Vec::new(),
            aids: r.aids,
            house: r.house,
            club,
            deal_type: r.deal_type,
        }),
    };
    for record in r.deals {
        let board = record.board.number;
        let bad = |problem| SessionProblem::Deal { board, problem };
        if s.is_over() {
            return Err(bad(DealProblem::AfterTheEnd));
        }
        if s.next_board() != Some(record.board) {
            return Err(bad(DealProblem::NotThisBoard));
        }
        let game = Game::try_from(record).map_err(|e| bad(DealProblem::Illegal(e)))?;
        if game.result().is_none() {
            return Err(bad(DealProblem::Unfinished));
        }
        edit_played(&mut s, |p| p.deals.push(game));
    }
    edit_played(&mut s, |p| p.abandoned = r.abandoned);
    s.score_card().map_err(SessionProblem::ScoreCard)?;
    let next = s.next_board();
    match (&r.table, next) {
        (None, None) => {}
        (Some(t), Some(b)) if *t.game().board() == b && t.human() == s.player_seat() => {}
        // A rubber given up keeps no table; anything else must have its next deal.
        (None, Some(_)) if r.abandoned => {}
        _ => return Err(SessionProblem::Table),
    }
    edit_played(&mut s, |p| p.table = r.table);
    let tables = match kind {
        SessionKind::Pairs { .. } => FIELD_TABLES as usize,
        SessionKind::Teams { .. } => 1,
        _ => 0,
    };
    // The field starts on a board as soon as it is played, while it is still at the table.
    let boards: Vec<Board> = s.finished_games().map(|g| *g.board()).collect();
    if r.field.len() > boards.len() || r.field.iter().any(|f| f.len() > tables) {
        return Err(SessionProblem::Field);
    }
    let mut field = Vec::with_capacity(r.field.len());
    for (i, results) in r.field.into_iter().enumerate() {
        let mut list = Vec::with_capacity(results.len());
        for rec in results {
            let result = BoardResult::try_from(rec).map_err(|e| match e {
                crate::game::ResultError::Tricks { found } => SessionProblem::Tricks {
                    found: found.into(),
                },
            })?;
            // A robot table plays the same board: its result must be possible there.
            if result
                .contract()
                .is_some_and(|(_, d)| boards[i].deal.hand(d).is_empty())
            {
                return Err(SessionProblem::Field);
            }
            list.push(result);
        }
        field.push(list);
    }
    edit_played(&mut s, |p| p.field = field);
    Ok(s)
}

/// Changes the deals of `s`, a played session being built.
fn edit_played(s: &mut Session, change: impl FnOnce(&mut Played)) {
    if let Some(p) = s.played_mut() {
        change(p);
    }
}
