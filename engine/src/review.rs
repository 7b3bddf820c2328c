//! Learning from a finished deal: each card's double-dummy value at any position of the play,
//! a practice copy of the deal continued by the robots from any card, and the player's calls
//! beside the robots' calls in the same seat, with the par.
//!
//! Everything here reads a [`Game`] (a finished one, or one in progress) and never changes it:
//! a practice copy is a new game, so the session's deal and score stay as they were.

use crate::auction::Call;
use crate::card::{Card, CardSet};
use crate::dd::{self, DdSolver};
use crate::game::{BoardResult, Game, GameError, Phase};
use crate::msg::Msg;
use crate::par::{self, Par};
use crate::play::Play;
use crate::robot::CallAdvice;
use crate::robot::{self, PlayConfig, PlayView, Strength};
use crate::seat::{Seat, Side};
use crate::table::{RobotAdvice, RobotAsk, decision_seed};
use std::fmt;

/// Why a position of a deal cannot be reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewError {
    /// The deal was passed out, or its auction is not over: there is no play.
    NoPlay,
    /// The play has fewer cards than the position asked for.
    NoSuchCard {
        /// The card's index asked for (from 0, the opening lead).
        index: usize,
        /// How many cards were played.
        played: usize,
    },
    /// The game could not be rebuilt (never for a game that was valid).
    Game(GameError),
}

impl fmt::Display for ReviewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReviewError::NoPlay => {
                f.write_str("the deal has no play (passed out or still bidding)")
            }
            ReviewError::NoSuchCard { index, played } => write!(
                f,
                "card {} asked for, but {played} cards were played",
                index + 1
            ),
            ReviewError::Game(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ReviewError {}

/// One legal card of a position and what it takes double dummy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardValue {
    /// The card.
    pub card: Card,
    /// The tricks the side of the player on turn ends the deal with when this card is played
    /// and everyone plays double dummy after it (the tricks already won included).
    pub tricks: u8,
}

/// A position of the play reviewed: each legal card's value, the card played, and the best.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardChoice {
    /// The index of the card played here (from 0, the opening lead).
    pub index: usize,
    /// The seat on turn (dummy's seat for dummy's card).
    pub seat: Seat,
    /// Every legal card with its value, best first (cards of equal value in card order).
    pub values: Vec<CardValue>,
    /// The card played.
    pub played: Card,
    /// The cards with the best value.
    pub best: CardSet,
    /// The tricks the card played cost its side against the best (0 when it was a best card).
    pub lost: u8,
}

/// The play of `game` with its first `cards` cards only (no claim): the game state rebuilt
/// from the deal, the auction and the cards up to that point.
pub fn play_before(game: &Game, cards: usize) -> Result<Play, ReviewError> {
    let full = full_play(game)?;
    let played: Vec<Card> = full.cards_played().collect();
    if cards > played.len() {
        return Err(ReviewError::NoSuchCard {
            index: cards,
            played: played.len(),
        });
    }
    let mut play = Play::new(*full.deal(), full.contract(), full.declarer());
    for &card in &played[..cards] {
        play.play(card)
            .map_err(|e| ReviewError::Game(GameError::Play(e)))?;
    }
    Ok(play)
}

/// The position before card `index` of `game`'s play, reviewed double dummy on `solver`.
pub fn card_choice_with(
    solver: &mut DdSolver,
    game: &Game,
    index: usize,
) -> Result<CardChoice, ReviewError> {
    let full = full_play(game)?;
    let played: Vec<Card> = full.cards_played().collect();
    let Some(&card) = played.get(index) else {
        return Err(ReviewError::NoSuchCard {
            index,
            played: played.len(),
        });
    };
    let at = play_before(game, index)?;
    let values = solver.card_values(&at);
    choice_from(&at, index, card, values)
}

/// The review of the position `at` (before card `index`, `played` the card played there) from
/// its legal cards' values as [`dd::card_values`] gives them (the tricks still to come): worked
/// out where the search ran, in a worker in the browser.
pub fn choice_from(
    at: &Play,
    index: usize,
    played: Card,
    rest: Vec<(Card, u8)>,
) -> Result<CardChoice, ReviewError> {
    let card = played;
    let seat = at.to_play().ok_or(ReviewError::NoPlay)?;
    let won = at.tricks_won(seat.side());
    let mut values: Vec<CardValue> = rest
        .into_iter()
        .map(|(card, rest)| CardValue {
            card,
            tricks: won + rest,
        })
        .collect();
    values.sort_by_key(|v| (std::cmp::Reverse(v.tricks), v.card.suit, v.card.rank));
    let top = values.first().map_or(0, |v| v.tricks);
    let best = values
        .iter()
        .filter(|v| v.tricks == top)
        .map(|v| v.card)
        .collect();
    let value = values
        .iter()
        .find(|v| v.card == card)
        .map_or(top, |v| v.tricks);
    Ok(CardChoice {
        index,
        seat,
        values,
        played: card,
        best,
        lost: top - value,
    })
}

/// [`card_choice_with`] on this thread's solver.
pub fn card_choice(game: &Game, index: usize) -> Result<CardChoice, ReviewError> {
    dd::with_thread_solver(|solver| card_choice_with(solver, game, index))
}

/// A practice copy of `game` from card `cards` on: the board, the auction and the first
/// `cards` cards, the rest still to play. The game itself is not touched.
pub fn practice_copy(game: &Game, cards: usize) -> Result<Game, ReviewError> {
    full_play(game)?;
    let played = game.actions();
    let calls = game.auction().calls().len();
    let mut copy = Game::new(*game.board());
    let wanted = calls + cards;
    if wanted > played.len() {
        return Err(ReviewError::NoSuchCard {
            index: cards,
            played: played.len() - calls,
        });
    }
    for &action in &played[..wanted] {
        copy.apply(action).map_err(ReviewError::Game)?;
    }
    Ok(copy)
}

/// Four robots play `game` to the end, each card chosen from its seat's view as `config` says
/// (its seed mixed with the board, the seat and the card's index, as at the table).
pub fn robots_finish(mut game: Game, config: &PlayConfig) -> Game {
    while let Phase::Play(p) = game.phase() {
        let Some(seat) = p.to_play() else { break };
        let board = *game.board();
        let view = PlayView::new(p, seat)
            .with_auction(game.auction())
            .with_vulnerability(board.vulnerability);
        let seed = decision_seed(config.seed, &board, seat, p.card_count());
        let advice = robot::play_card(&view, &PlayConfig { seed, ..*config });
        // The robot promises a legal card; stop rather than loop if it ever were not.
        if game.play_card(advice.card).is_err() {
            break;
        }
    }
    game
}

/// A finished deal played again from a card: both results and both scores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedAgain {
    /// The practice copy, played to the end by the robots from the card asked for.
    pub game: Game,
    /// The result of the deal as it was played.
    pub original: BoardResult,
    /// The result of the practice copy.
    pub again: BoardResult,
    /// The original result's score for `side` (duplicate scoring, the board's vulnerability).
    pub original_score: i32,
    /// The practice copy's score for `side`.
    pub again_score: i32,
}

/// `game` (finished) played again from card `cards` by four robots, scored for `side`.
pub fn play_again(
    game: &Game,
    cards: usize,
    side: Side,
    config: &PlayConfig,
) -> Result<PlayedAgain, ReviewError> {
    let original = game.result().ok_or(ReviewError::NoPlay)?;
    let again_game = robots_finish(practice_copy(game, cards)?, config);
    let again = again_game.result().ok_or(ReviewError::NoPlay)?;
    let vul = game.board().vulnerability;
    Ok(PlayedAgain {
        original_score: original.score_for(side, vul),
        again_score: again.score_for(side, vul),
        game: again_game,
        original,
        again,
    })
}

/// One of the player's calls beside the robots' call in the same seat and auction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallReview {
    /// The call's index in the auction (from 0, the dealer's first call).
    pub index: usize,
    /// The player's call.
    pub call: Call,
    /// What the player's call means in the robots' system (`None` outside it).
    pub meaning: Option<Msg>,
    /// The robots' call there and its meaning, when it differs from the player's.
    pub robots: Option<(Call, Msg)>,
}

/// One of the player's calls and the question for the robots' call in its place (asked of a
/// worker in the browser, [`RobotAsk::decide`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallQuestion {
    /// The call's index in the auction (from 0, the dealer's first call).
    pub index: usize,
    /// The player's call.
    pub call: Call,
    /// The robots' call in the player's seat there: the hand, the auction before the call.
    pub ask: RobotAsk,
}

/// The questions for the robots' calls in `player`'s seat, one for each of the player's calls
/// in `game`'s auction, judged at `strength`.
pub fn call_questions(game: &Game, player: Seat, strength: Strength) -> Vec<CallQuestion> {
    let board = game.board();
    let auction = game.auction();
    auction
        .calls_by_seat()
        .enumerate()
        .filter(|(_, (seat, _))| *seat == player)
        .map(|(index, (_, call))| CallQuestion {
            index,
            call,
            ask: RobotAsk::Call {
                hand: board.deal.hand(player),
                auction: crate::Auction::from_calls(
                    board.dealer,
                    auction.calls()[..index].to_vec(),
                )
                .expect("a prefix of a legal auction is legal"),
                vulnerability: board.vulnerability,
                strength,
            },
        })
        .collect()
}

/// The review of the call `question` asks about, given the robots' call there (`advice`):
/// the player's call's meaning, and the robots' call where it differs.
pub fn call_review(game: &Game, question: &CallQuestion, advice: CallAdvice) -> CallReview {
    let vul = game.board().vulnerability;
    CallReview {
        index: question.index,
        call: question.call,
        meaning: robot::explain_call(game.auction(), question.index, vul)
            .filter(|e| e.rule.is_some())
            .map(|e| e.meaning),
        robots: (advice.call != question.call).then_some((advice.call, advice.meaning)),
    }
}

/// The bidding of `game` reviewed for the player at `player`: each of the player's calls with
/// the robots' call there where it differs (judged at `strength`), and the deal's par.
pub fn review_bidding(game: &Game, player: Seat, strength: Strength) -> (Vec<CallReview>, Par) {
    let board = game.board();
    let reviews = call_questions(game, player, strength)
        .iter()
        .filter_map(|q| match q.ask.decide() {
            RobotAdvice::Call(advice) => Some(call_review(game, q, advice)),
            RobotAdvice::Card(_) | RobotAdvice::Claim(_) => None,
        })
        .collect();
    let par = par::par(
        &dd::dd_table(&board.deal),
        board.dealer,
        board.vulnerability,
    );
    (reviews, par)
}

/// The play of `game`, whole (cards and claim) — an error when there is none.
fn full_play(game: &Game) -> Result<&Play, ReviewError> {
    game.play().ok_or(ReviewError::NoPlay)
}
