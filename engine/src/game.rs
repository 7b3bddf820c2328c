//! One deal from the first call to the score: auction, then play, then done.

use crate::auction::{Auction, AuctionResult, Call, CallError, Contract};
use crate::card::Card;
use crate::deal::Deal;
use crate::play::{ClaimError, Play, PlayError};
use crate::scoring::duplicate;
use crate::seat::{Seat, Side, Vulnerability, board_conditions};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A deal with its dealer and vulnerability, and the board number when it has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Board {
    /// Board number (1-based); for deals outside a board cycle it is still the number shown.
    pub number: u32,
    /// Who calls first.
    pub dealer: Seat,
    /// Who is vulnerable.
    pub vulnerability: Vulnerability,
    /// The cards.
    pub deal: Deal,
}

impl Board {
    /// Board `number` of the 16-board cycle, with its dealer and vulnerability.
    pub fn numbered(number: u32, deal: Deal) -> Board {
        let (dealer, vulnerability) = board_conditions(number);
        Board {
            number,
            dealer,
            vulnerability,
            deal,
        }
    }
}

/// Where a deal stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase<'a> {
    /// Calls are being made.
    Auction(&'a Auction),
    /// Cards are being played.
    Play(&'a Play),
    /// Passed out, or all tricks played or claimed.
    Done(BoardResult),
}

/// A result as stored, checked by [`BoardResult::try_from`].
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
pub struct BoardResultRecord {
    /// The contract and declarer, or passed out.
    pub outcome: AuctionResult,
    /// Tricks taken by declarer's side.
    pub declarer_tricks: u8,
}

/// Why a stored result cannot be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultError {
    /// More than 13 tricks, or tricks on a passed-out deal.
    Tricks {
        /// The tricks found.
        found: u8,
    },
}

impl fmt::Display for ResultError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResultError::Tricks { found } => write!(f, "a result of {found} tricks is impossible"),
        }
    }
}

impl TryFrom<BoardResultRecord> for BoardResult {
    type Error = ResultError;
    fn try_from(r: BoardResultRecord) -> Result<BoardResult, ResultError> {
        let passed_out = matches!(r.outcome, AuctionResult::PassedOut);
        if r.declarer_tricks > 13 || (passed_out && r.declarer_tricks != 0) {
            return Err(ResultError::Tricks {
                found: r.declarer_tricks,
            });
        }
        Ok(BoardResult {
            outcome: r.outcome,
            declarer_tricks: r.declarer_tricks,
        })
    }
}

/// The result of a finished deal. Read from a file, it is checked: at most 13 tricks, none
/// when passed out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "BoardResultRecord")]
pub struct BoardResult {
    /// The contract and declarer, or passed out.
    pub outcome: AuctionResult,
    /// Tricks taken by declarer's side (0 when passed out).
    pub declarer_tricks: u8,
}

impl BoardResult {
    /// The contract, when the deal was not passed out.
    pub fn contract(&self) -> Option<(Contract, Seat)> {
        match self.outcome {
            AuctionResult::PassedOut => None,
            AuctionResult::Contract { contract, declarer } => Some((contract, declarer)),
        }
    }

    /// The duplicate score for North-South.
    pub fn north_south_score(&self, vulnerability: Vulnerability) -> i32 {
        duplicate::north_south_score(self.outcome, vulnerability, self.declarer_tricks)
    }

    /// The duplicate score for `side`.
    pub fn score_for(&self, side: Side, vulnerability: Vulnerability) -> i32 {
        let ns = self.north_south_score(vulnerability);
        if side == Side::NorthSouth { ns } else { -ns }
    }
}

/// Why an action does not fit the deal now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// A call that breaks the auction rules.
    Call(CallError),
    /// A card that breaks the play rules.
    Play(PlayError),
    /// A claim that does not fit.
    Claim(ClaimError),
    /// A card or claim while the auction is still going.
    AuctionNotOver,
    /// A call after the auction ended.
    AuctionOver,
    /// The deal is finished.
    DealOver,
    /// A note on a call not made, or a note's text longer than [`MAX_NOTE_CHARS`].
    Note {
        /// The call's index the note names.
        call: usize,
    },
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Call(e) => e.fmt(f),
            GameError::Play(e) => e.fmt(f),
            GameError::Claim(e) => e.fmt(f),
            GameError::AuctionNotOver => f.write_str("the auction is not over yet"),
            GameError::AuctionOver => f.write_str("the auction is over"),
            GameError::DealOver => f.write_str("the deal is over"),
            GameError::Note { call } => write!(f, "the note on call {} does not fit", call + 1),
        }
    }
}

impl std::error::Error for GameError {}

/// One action in a deal, for undo and for replaying.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// A call.
    Call(Call),
    /// A card.
    Card(Card),
}

/// The longest explanation kept with a call, in characters.
pub const MAX_NOTE_CHARS: usize = 500;

/// What the players said about a call of a recorded game (a LIN file's alert `!` and its
/// explanation): shown in the auction as the robots' alerts are.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CallNote {
    /// The call's index from the dealer's first call.
    pub call: usize,
    /// Whether the call was alerted.
    #[serde(default)]
    pub alerted: bool,
    /// The explanation, when one was given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

/// A whole deal in progress. The play exists exactly when the auction ended in a contract.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "GameRecord", into = "GameRecord")]
pub struct Game {
    board: Board,
    auction: Auction,
    play: Option<Play>,
    /// Notes on calls, by call index ascending (from a recorded game; robots' calls are
    /// explained by the bidding system instead).
    notes: Vec<CallNote>,
}

/// The stored form of a game: the board and the actions, replayed and checked when loaded.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameRecord {
    /// The board.
    pub board: Board,
    /// The calls.
    pub calls: Vec<Call>,
    /// The cards played.
    #[serde(default)]
    pub cards: Vec<Card>,
    /// Tricks of the remaining ones claimed by declarer, if play ended by a claim.
    #[serde(default)]
    pub claimed: Option<u8>,
    /// Alerts and explanations of calls (left out when none, so older saves read the same).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<CallNote>,
}

impl From<Game> for GameRecord {
    fn from(g: Game) -> GameRecord {
        GameRecord {
            board: g.board,
            calls: g.auction.calls().to_vec(),
            cards: g
                .play
                .as_ref()
                .map(|p| p.cards_played().collect())
                .unwrap_or_default(),
            claimed: g.play.as_ref().and_then(Play::claimed),
            notes: g.notes,
        }
    }
}

impl TryFrom<GameRecord> for Game {
    type Error = GameError;
    fn try_from(r: GameRecord) -> Result<Game, GameError> {
        let mut g = Game::new(r.board);
        for c in r.calls {
            g.call(c)?;
        }
        for n in r.notes {
            g.annotate(n)?;
        }
        for c in r.cards {
            g.play_card(c)?;
        }
        if let Some(n) = r.claimed {
            g.claim(n)?;
        }
        Ok(g)
    }
}

impl Game {
    /// A new deal on `board`, the dealer to call.
    pub fn new(board: Board) -> Game {
        Game {
            auction: Auction::new(board.dealer),
            board,
            play: None,
            notes: Vec::new(),
        }
    }

    /// Notes on calls, by call index.
    pub fn notes(&self) -> &[CallNote] {
        &self.notes
    }

    /// The note on call `index`, if any.
    pub fn note(&self, index: usize) -> Option<&CallNote> {
        self.notes.iter().find(|n| n.call == index)
    }

    /// Keeps a note on a call made (replacing an earlier note on it); refused for a call not
    /// made or a text longer than [`MAX_NOTE_CHARS`].
    pub fn annotate(&mut self, note: CallNote) -> Result<(), GameError> {
        let too_long = note
            .text
            .as_ref()
            .is_some_and(|t| t.chars().count() > MAX_NOTE_CHARS);
        if note.call >= self.auction.calls().len() || too_long {
            return Err(GameError::Note { call: note.call });
        }
        self.notes.retain(|n| n.call != note.call);
        let at = self.notes.partition_point(|n| n.call < note.call);
        self.notes.insert(at, note);
        Ok(())
    }

    /// The board.
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// The auction so far (complete once play starts).
    pub const fn auction(&self) -> &Auction {
        &self.auction
    }

    /// The play, once the auction ended in a contract.
    pub const fn play(&self) -> Option<&Play> {
        self.play.as_ref()
    }

    /// Where the deal stands.
    pub fn phase(&self) -> Phase<'_> {
        match (&self.play, self.auction.result()) {
            (_, None) => Phase::Auction(&self.auction),
            (None, Some(outcome)) => Phase::Done(BoardResult {
                outcome,
                declarer_tricks: 0,
            }),
            (Some(p), Some(outcome)) if p.is_over() => Phase::Done(BoardResult {
                outcome,
                declarer_tricks: p.declarer_tricks(),
            }),
            (Some(p), Some(_)) => Phase::Play(p),
        }
    }

    /// The result once the deal is finished.
    pub fn result(&self) -> Option<BoardResult> {
        match self.phase() {
            Phase::Done(r) => Some(r),
            _ => None,
        }
    }

    /// The seat to act: the caller, or the player on turn (declarer plays for dummy, but the
    /// seat returned is dummy's when dummy's card is due).
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase() {
            Phase::Auction(a) => a.to_call(),
            Phase::Play(p) => p.to_play(),
            Phase::Done(_) => None,
        }
    }

    /// Makes a call; when it ends the auction in a contract, play begins.
    pub fn call(&mut self, call: Call) -> Result<(), GameError> {
        if self.auction.is_over() {
            return Err(GameError::AuctionOver);
        }
        self.auction.call(call).map_err(GameError::Call)?;
        if let Some(AuctionResult::Contract { contract, declarer }) = self.auction.result() {
            self.play = Some(Play::new(self.board.deal, contract, declarer));
        }
        Ok(())
    }

    fn play_mut(&mut self) -> Result<&mut Play, GameError> {
        match (&mut self.play, self.auction.is_over()) {
            (_, false) => Err(GameError::AuctionNotOver),
            (None, true) => Err(GameError::DealOver),
            (Some(p), true) => Ok(p),
        }
    }

    /// Plays a card for the seat on turn.
    pub fn play_card(&mut self, card: Card) -> Result<(), GameError> {
        self.play_mut()?.play(card).map_err(GameError::Play)
    }

    /// Ends play with `declarer_tricks` of the remaining tricks to declarer.
    pub fn claim(&mut self, declarer_tricks: u8) -> Result<(), GameError> {
        self.play_mut()?
            .claim(declarer_tricks)
            .map_err(GameError::Claim)
    }

    /// Takes back the last call or card (or a claim). Returns what was taken back, if anything.
    pub fn undo(&mut self) -> Option<Action> {
        if let Some(p) = &mut self.play {
            if p.claimed().is_some() {
                p.undo();
                return self.undo_tail_claim();
            }
            if p.card_count() > 0 {
                return p.undo().map(Action::Card);
            }
            self.play = None;
        }
        let undone = self.auction.undo().map(Action::Call);
        // A note goes with its call.
        let calls = self.auction.calls().len();
        self.notes.retain(|n| n.call < calls);
        undone
    }

    // A claim has no action of its own to report: report the last card instead without removing it.
    fn undo_tail_claim(&self) -> Option<Action> {
        self.play
            .as_ref()
            .and_then(|p| p.cards_played().last())
            .map(Action::Card)
    }

    /// Every action so far, calls first.
    pub fn actions(&self) -> Vec<Action> {
        let mut v: Vec<Action> = self
            .auction
            .calls()
            .iter()
            .copied()
            .map(Action::Call)
            .collect();
        if let Some(p) = &self.play {
            v.extend(p.cards_played().map(Action::Card));
        }
        v
    }

    /// Applies an action.
    pub fn apply(&mut self, action: Action) -> Result<(), GameError> {
        match action {
            Action::Call(c) => self.call(c),
            Action::Card(c) => self.play_card(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game() -> Game {
        Game::new(Board::numbered(1, Deal::random(42)))
    }

    #[test]
    fn notes_name_calls_made_and_go_with_an_undone_call() {
        let mut g = game();
        let note = |call, text: &str| CallNote {
            call,
            alerted: true,
            text: Some(text.into()),
        };
        assert_eq!(g.annotate(note(0, "x")), Err(GameError::Note { call: 0 }));
        g.call(Call::Pass).unwrap();
        g.call(Call::Pass).unwrap();
        g.annotate(note(1, "second")).unwrap();
        g.annotate(note(0, "first")).unwrap();
        g.annotate(note(1, "again")).unwrap();
        assert_eq!(g.notes(), [note(0, "first"), note(1, "again")]);
        let long = "x".repeat(MAX_NOTE_CHARS + 1);
        assert_eq!(g.annotate(note(0, &long)), Err(GameError::Note { call: 0 }));
        // Saved and loaded with the game; a saved note on a call not made is refused.
        let json = serde_json::to_string(&g).unwrap();
        assert_eq!(serde_json::from_str::<Game>(&json).unwrap(), g);
        let bad = json.replace("\"call\":1", "\"call\":5");
        assert!(serde_json::from_str::<Game>(&bad).is_err());
        g.undo();
        assert_eq!(g.notes(), [note(0, "first")]);
    }

    #[test]
    fn passed_out_deal_is_done_with_zero() {
        let mut g = game();
        for _ in 0..4 {
            g.call(Call::Pass).unwrap();
        }
        let r = g.result().unwrap();
        assert_eq!(r.outcome, AuctionResult::PassedOut);
        assert_eq!(r.north_south_score(Vulnerability::Both), 0);
        assert_eq!(
            g.play_card(g.board().deal.hand(Seat::North).iter().next().unwrap()),
            Err(GameError::DealOver)
        );
        assert_eq!(g.call(Call::Pass), Err(GameError::AuctionOver));
    }

    #[test]
    fn auction_then_play_then_done_and_undo_crosses_back() {
        let mut g = game();
        assert!(matches!(
            g.play_card("SA".parse().unwrap()),
            Err(GameError::AuctionNotOver)
        ));
        for c in ["1NT", "P", "P", "P"] {
            g.call(c.parse().unwrap()).unwrap();
        }
        assert!(matches!(g.phase(), Phase::Play(_)));
        assert_eq!(g.to_act(), Some(Seat::East));
        assert_eq!(g.undo(), Some(Action::Call(Call::Pass)));
        assert!(matches!(g.phase(), Phase::Auction(_)));
        g.call(Call::Pass).unwrap();
        while let Phase::Play(p) = g.phase() {
            let c = p.legal_cards().iter().last().unwrap();
            g.play_card(c).unwrap();
        }
        let r = g.result().unwrap();
        assert_eq!(
            r.contract().map(|(c, d)| (c.pbn(), d)),
            Some(("1NT".into(), Seat::North))
        );
        let json = serde_json::to_string(&g).unwrap();
        let back: Game = serde_json::from_str(&json).unwrap();
        assert_eq!(back, g);
    }

    #[test]
    fn claim_ends_play_and_undo_reopens_it() {
        let mut g = game();
        for c in ["1S", "P", "P", "P"] {
            g.call(c.parse().unwrap()).unwrap();
        }
        g.claim(13).unwrap();
        assert_eq!(g.result().unwrap().declarer_tricks, 13);
        g.undo();
        assert!(matches!(g.phase(), Phase::Play(_)));
    }
}
