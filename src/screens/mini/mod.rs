//! The small games against robots: minibridge, the way in for newcomers, and honeymoon bridge
//! for two. The rules are the engine's ([`bridge_engine::game_forms`]); these screens render a
//! game, forward the player's intents and let the robots act on a timer.
//!
//! Each game is a session ([`bridge_engine::session::SessionKind::Minibridge`],
//! [`bridge_engine::session::SessionKind::Honeymoon`]): listed, resumed, exported and imported
//! on its mode's list like every session. Shared here: the screen's context and frame (saving
//! after every action), the robots' pace and the link's seed, the card buttons of the player's
//! hand, the grid of bids and the short tips.

pub mod honeymoon;
pub mod minibridge;

use std::time::Duration;

use bridge_engine::game_forms::SmallGame;
use bridge_engine::session::Session;
use bridge_engine::{Bid, Card, CardSet, Strain, Suit};
use leptos::leptos_dom::helpers::TimeoutHandle;
use leptos::prelude::*;

use crate::services::i18n::{call_text, current_lang, t, tf, tn};
use crate::state::sessions::{fresh_id, fresh_seed};
use crate::state::{AppState, persist_with};
use crate::ui::cards::{
    card_name, card_short, confirm_card_needed, rank_class, seat_name, suit_class,
};

pub use crate::state::robot_pace;

/// The seed for a new game: the link's `seed` (the same link deals the same cards), else a
/// fresh random one.
pub fn new_seed() -> u64 {
    use_context::<AppState>()
        .and_then(|s| s.link.with_value(|p| p.seed))
        .unwrap_or_else(fresh_seed)
}

/// The state of a small game's screen, shared by its parts through context: the series (kept
/// in its session and saved after every action), a message for the player, the robots' clock.
pub struct GameCtx<M: Send + Sync + 'static> {
    /// The series being played.
    pub game: RwSignal<M>,
    /// A refused action's reason, for the player.
    pub message: RwSignal<Option<String>>,
    /// The robots' pace.
    pub clock: RobotClock,
    /// Back to the list of games (where a new one starts).
    pub close: Callback<()>,
    /// Opens another session: a new game of the same kind.
    pub open: Callback<Session>,
    session: RwSignal<Session>,
    // Timers save outside the component tree, where no context is found.
    state: Option<AppState>,
}

impl<M: Send + Sync + 'static> Clone for GameCtx<M> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<M: Send + Sync + 'static> Copy for GameCtx<M> {}

impl<M: Clone + Send + Sync + 'static> GameCtx<M>
where
    SmallGame: From<M>,
{
    /// The context of a screen playing `session`'s game (`game`, taken out of it).
    pub fn new(
        session: RwSignal<Session>,
        game: M,
        close: Callback<()>,
        open: Callback<Session>,
    ) -> GameCtx<M> {
        GameCtx {
            game: RwSignal::new(game),
            message: RwSignal::new(None),
            clock: RobotClock::new(),
            close,
            open,
            session,
            state: use_context::<AppState>(),
        }
    }

    /// Puts the series back in its session and saves it (a refusal is reported as a notice).
    pub fn save(self) {
        let Some(game) = self.game.try_get_untracked() else {
            return;
        };
        self.session.try_update_untracked(|s| {
            if let Some(g) = s.small_mut() {
                *g = SmallGame::from(game);
            }
            persist_with(self.state, s);
        });
    }

    /// Applies `change` to the series: the player's or a robot's action. `Some(result)` when the
    /// screen is still there.
    pub fn change<R>(self, change: impl FnOnce(&mut M) -> R) -> Option<R> {
        self.game.try_update(change)
    }
}

/// A small game's screen: provides the game's context (saving into `session`), starts the
/// robots, and frames the table under its header bar (back to the list of games, the title, the
/// facts of the deal). Stops the robots' clock when it goes.
#[component]
pub fn GameScreen<M>(
    session: RwSignal<Session>,
    /// The series, as taken out of the session.
    game: M,
    /// Back to the list of games.
    on_close: Callback<()>,
    /// Opens another session.
    on_new: Callback<Session>,
    /// Lets the robot on turn act (and the next ones after it).
    schedule: fn(GameCtx<M>),
    /// `data-testid` of the screen.
    testid: &'static str,
    /// Catalogue key of the title.
    title_key: &'static str,
    /// The facts shown in the header.
    #[prop(into)]
    facts: ViewFn,
    /// The table.
    children: Children,
) -> impl IntoView
where
    M: Clone + Send + Sync + 'static,
    SmallGame: From<M>,
{
    let ctx = GameCtx::new(session, game, on_close, on_new);
    provide_context(ctx);
    schedule(ctx);
    let clock = ctx.clock;
    on_cleanup(move || clock.cancel());
    view! {
        <div class="table-screen mini-screen" data-testid=testid>
            <header class="table-header">
                <button class="button back" data-testid="sessions-list" on:click=move |_| on_close.run(())>
                    <span class="back-arrow" aria-hidden="true">"← "</span>
                    {move || t("sessions.all")}
                </button>
                <h1 class="mini-title">{move || t(title_key)}</h1>
                <dl class="board-info">{facts.run()}</dl>
            </header>
            {children()}
        </div>
    }
}

/// The name of a small game's session in the list, with its version.
pub fn session_name(s: &Session) -> String {
    use bridge_engine::game_forms::minibridge::MiniVersion;
    t(match s.small() {
        Some(SmallGame::Minibridge(m)) if m.version == MiniVersion::Advanced => {
            "small.session.advanced"
        }
        Some(SmallGame::Minibridge(_)) => "small.session.basic",
        _ => "mode.honeymoon",
    })
}

/// A new session playing `game`, its deals from `seed`.
pub fn new_session(game: SmallGame, seed: u64) -> Session {
    Session::small_game(fresh_id(), game, seed)
}

/// One robot step at a time, on a timer, so the page never blocks and the robots' calls and
/// cards appear one by one.
#[derive(Clone, Copy)]
pub struct RobotClock {
    timer: StoredValue<Option<TimeoutHandle>>,
    pace: Duration,
}

impl RobotClock {
    /// A clock at the link's pace.
    pub fn new() -> RobotClock {
        RobotClock {
            timer: StoredValue::new(None),
            pace: robot_pace(),
        }
    }

    /// Runs `step` after the pace (`slow`: twice as long, e.g. to let a finished trick be
    /// seen), unless a step is already waiting.
    pub fn schedule(self, slow: bool, step: impl FnOnce() + 'static) {
        if self.timer.try_get_value().flatten().is_some() {
            return;
        }
        let pace = if slow { self.pace * 2 } else { self.pace };
        let handle = set_timeout_with_handle(
            move || {
                self.timer.try_set_value(None);
                step();
            },
            pace,
        )
        .ok();
        self.timer.set_value(handle);
    }

    /// Drops the waiting step, if any.
    pub fn cancel(self) {
        if let Some(Some(h)) = self.timer.try_get_value() {
            h.clear();
        }
        self.timer.try_set_value(None);
    }
}

impl Default for RobotClock {
    fn default() -> Self {
        RobotClock::new()
    }
}

/// A face-down hand: the backs and how many cards.
#[component]
pub fn HiddenHand(count: usize) -> impl IntoView {
    view! {
        <p class="hidden-hand" data-testid="hidden-hand">
            <span class="backs" aria-hidden="true">
                {(0..count.min(13)).map(|_| view! { <span class="card-back"></span> }).collect_view()}
            </span>
            {tn("table.cards_hidden", count as i64, &[])}
        </p>
    }
}

/// The player's hand as buttons: `playable` cards can be played (on a touch screen with the
/// confirm setting, a first tap picks the card and a second plays it).
#[component]
pub fn PlayerHand(
    /// The cards held.
    #[prop(into)]
    cards: Signal<CardSet>,
    /// The cards that may be played now (empty when it is not the player's turn).
    #[prop(into)]
    playable: Signal<CardSet>,
    /// Called with the card played.
    on_play: Callback<Card>,
    /// `data-seat` of the hand (for tests and the styles).
    seat_letter: char,
) -> impl IntoView {
    let picked = RwSignal::new(None::<Card>);
    let rows = move || {
        let cards = cards.get();
        Suit::DISPLAY_ORDER
            .into_iter()
            .map(|suit| {
                let in_suit: Vec<Card> = cards
                    .ranks_desc(suit)
                    .map(|r| Card::new(suit, r))
                    .collect();
                view! {
                    <div class=format!("suit-line {}", suit_class(suit))>
                        {in_suit
                            .into_iter()
                            .map(|card| {
                                let can = move || playable.get().contains(card);
                                view! {
                                    <button
                                        class=format!("card {}", suit_class(card.suit))
                                        class:playable=can
                                        class:picked=move || picked.get() == Some(card)
                                        data-card=card_short(card)
                                        aria-label=move || card_name(card)
                                        aria-disabled=move || (!can()).to_string()
                                        on:click=move |_| {
                                            if !can() {
                                                return;
                                            }
                                            if confirm_card_needed() && picked.get_untracked() != Some(card) {
                                                picked.set(Some(card));
                                            } else {
                                                picked.set(None);
                                                on_play.run(card);
                                            }
                                        }
                                    >
                                        <span class=rank_class(card.rank)>{card.rank.label()}</span>
                                        <span class="pip" aria-hidden="true">
                                            {card.suit.symbol().to_string()}
                                        </span>
                                    </button>
                                }
                            })
                            .collect_view()}
                    </div>
                }
            })
            .collect_view()
    };
    view! {
        <div class="hand" data-seat=seat_letter.to_string()>
            {rows}
        </div>
        {move || {
            picked
                .get()
                .map(|c| {
                    view! {
                        <p class="pick-note" role="status" data-testid="pick-note">
                            {tf("table.tap_again", &[("card", &card_name(c))])}
                        </p>
                    }
                })
        }}
    }
}

/// The 35 bids, seven rows of five; bids above `above` can be chosen.
#[component]
pub fn BidGrid(
    /// The bid to beat, if any.
    #[prop(into)]
    above: Signal<Option<Bid>>,
    /// Called with the bid chosen.
    on_bid: Callback<Bid>,
) -> impl IntoView {
    view! {
        <div class="bids" role="group" aria-label=move || t("mini.bids")>
            {(1..=7u8)
                .map(|level| {
                    view! {
                        <div class="bid-row">
                            {Strain::ALL
                                .into_iter()
                                .filter_map(|s| Bid::new(level, s))
                                .map(|bid| {
                                    let ok = move || above.get().is_none_or(|a| bid > a);
                                    let class = match bid.strain().trump() {
                                        Some(s) => format!("bid {}", suit_class(s)),
                                        None => "bid suit-nt".to_string(),
                                    };
                                    view! {
                                        <button
                                            class=class
                                            data-bid=String::from(bid)
                                            aria-disabled=move || (!ok()).to_string()
                                            on:click=move |_| {
                                                if ok() {
                                                    on_bid.run(bid);
                                                }
                                            }
                                        >
                                            {move || call_text(current_lang(), bridge_engine::Call::Bid(bid))}
                                        </button>
                                    }
                                })
                                .collect_view()}
                        </div>
                    }
                })
                .collect_view()}
        </div>
    }
}

/// A short tip for the player, from the catalogue.
#[component]
pub fn Tip(#[prop(into)] text: Signal<String>) -> impl IntoView {
    view! {
        <p class="mini-tip" data-testid="tip">
            {text}
        </p>
    }
}

/// One fact of the header bar.
#[component]
pub fn Fact(label_key: &'static str, testid: &'static str, children: Children) -> impl IntoView {
    view! {
        <div>
            <dt>{move || t(label_key)}</dt>
            <dd data-testid=testid>{children()}</dd>
        </div>
    }
}

/// The cards of a trick on the felt: each with the place it is shown at (`n`, `e`, `s`, `w`)
/// and who played it; the winner's card marked once the trick is complete.
#[component]
pub fn TrickCards(
    /// (player, place letter, card) in the order played.
    plays: Vec<(bridge_engine::Seat, char, Card)>,
    /// The winner, once the trick is complete.
    winner: Option<bridge_engine::Seat>,
    /// Who won, as a sentence shown under the trick.
    winner_text: Option<String>,
) -> impl IntoView {
    let won_at = winner.and_then(|w| plays.iter().find(|(s, _, _)| *s == w).map(|(_, p, _)| *p));
    let last = plays.len().saturating_sub(1);
    view! {
        <div class="trick" data-testid="trick" data-won=won_at.map(|p| p.to_string())>
            {plays
                .into_iter()
                .enumerate()
                .map(|(i, (seat, place, card))| {
                    let name = seat_name(seat);
                    view! {
                        <span
                            class=format!("played played-{place} card {}", suit_class(card.suit))
                            class:winner=winner == Some(seat)
                            class:last=i == last && winner.is_none()
                            role="img"
                            aria-label=move || {
                                tf("table.played_by", &[("seat", &name), ("card", &card_name(card))])
                            }
                        >
                            <span class=rank_class(card.rank)>{card.rank.label()}</span>
                            <span class="pip" aria-hidden="true">{card.suit.symbol().to_string()}</span>
                        </span>
                    }
                })
                .collect_view()}
            {winner_text
                .map(|w| {
                    view! {
                        <p class="trick-winner" data-testid="trick-winner">
                            {w}
                        </p>
                    }
                })}
        </div>
    }
}
