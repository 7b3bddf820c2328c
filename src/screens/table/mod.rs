//! The play screen: one deal at a table with three robots, from the first call to the result.
//!
//! All game logic is the engine's [`bridge_engine::table::Table`]; these components render it and
//! forward the player's intents. Robots act on timers so the page never blocks and their calls
//! and cards appear one by one at a readable pace.

mod auction;
mod bidding_box;
mod bidding_review;
mod card_review;
mod claim;
mod replay;
mod result;
pub use result::DdSection;
mod robots;
mod seats;

use std::time::Duration;

use bridge_engine::msg::Msg;
use bridge_engine::session::{Session, SessionKind};
use bridge_engine::table::{Seating, Table as EngineTable, Turn};
use bridge_engine::{Action, Call, Card, CardSet, Phase, Seat};
use leptos::prelude::*;

use crate::services::errors::ToMsg;
use crate::services::i18n::{call_name_msg, card_name_msg, contract_label, msg, t, tf};
use crate::services::worker;
use crate::state::sessions::store::{revision_of, set_open_id};
use crate::state::sessions::{PRACTICE_ID, fresh_seed, soon};
use crate::state::{AppState, persist_with};
use crate::ui::cards::{card_short, seat_name, vul_name};
use crate::ui::chrome::BackButton;
use crate::ui::tab_guard::TabGuard;

pub use result::DealRecord;

/// A table playing a practice copy of a finished deal from one of its cards: the deal as it was
/// played (for the two results side by side) and the way back to where it was opened.
#[derive(Clone)]
pub struct CopyOf {
    /// The finished deal the copy was made from.
    pub original: bridge_engine::Game,
    /// Closes the copy (nothing of it is kept).
    pub close: Callback<()>,
}
pub use robots::RobotClaim;

/// A view of the deal at the session's table. Reads give the default value when no deal is in
/// progress (the session is over), so a component being removed never reads a missing table.
#[derive(Clone, Copy)]
pub struct TableLens(RwSignal<Session>);

impl TableLens {
    /// Reads the table, tracked.
    pub fn with<R: Default>(self, f: impl FnOnce(&EngineTable) -> R) -> R {
        self.0
            .try_with(|s| s.table().map(f))
            .flatten()
            .unwrap_or_default()
    }

    /// Reads the table, untracked.
    pub fn with_untracked<R: Default>(self, f: impl FnOnce(&EngineTable) -> R) -> R {
        self.0
            .try_with_untracked(|s| s.table().map(f))
            .flatten()
            .unwrap_or_default()
    }

    /// Changes the table; `None` when there is none (or the screen is gone).
    pub fn try_update<R>(self, f: impl FnOnce(&mut EngineTable) -> R) -> Option<R> {
        self.0.try_update(|s| s.table_mut().map(f)).flatten()
    }
}

/// The state of the play screen, shared with its child components through context.
#[derive(Clone, Copy)]
pub struct TableCtx {
    /// The session being played; its table holds the deal in progress.
    pub session: RwSignal<Session>,
    /// The deal at the table.
    pub table: TableLens,
    /// Called after every change to the session (the app saves it).
    on_change: Option<Callback<()>>,
    /// A call picked but not yet confirmed (tablet-safe mode).
    pub pending_call: RwSignal<Option<Call>>,
    /// A card picked but not yet confirmed (tablet-safe mode).
    pub pending_card: RwSignal<Option<Card>>,
    /// A card the player tried to play that may not be played now: it shakes for a moment
    /// while the message says why.
    pub refused: RwSignal<Option<Card>>,
    /// A message for the player (a refused claim, a hint), shown above the controls. Kept as a
    /// catalogue message and written when shown, so one set in a timer or a worker's answer
    /// reads in the current language too.
    pub message: RwSignal<Option<Msg>>,
    /// The latest announcement for screen readers (written when shown, as `message`).
    pub announcement: RwSignal<Option<Msg>>,
    /// Whether the last completed trick is shown for review.
    pub review_trick: RwSignal<bool>,
    /// Where a claim stands: being stated, or disputed and waiting for the player's choice.
    pub claim: RwSignal<ClaimStage>,
    /// The card the keyboard was last on (the hand's tab stop while it can be played).
    pub focus_card: RwSignal<Option<Card>>,
    /// The call the keyboard was last on (the bidding box's tab stop).
    pub focus_call: RwSignal<Call>,
    /// Whether the keyboard focus was last inside the table, so it is brought back to the
    /// bidding box or the hand when the player is next to act.
    pub focus_at_table: StoredValue<bool>,
    /// The robots' decisions on their way, their claims and the "thinking" mark.
    pub robots: robots::Robots,
    /// The seat the player is to play from now and its playable cards (none otherwise): the
    /// cards' buttons follow this, not every change of the table.
    pub playable: Memo<(Option<Seat>, CardSet)>,
    /// The card-play hint: asked of the workers, or its card and reason.
    pub card_hint: RwSignal<CardHint>,
    /// The card-play hint's decision in the workers, cancelled when a card is played.
    hint_job: StoredValue<Option<worker::RobotJob>>,
    /// Where the player sits when partner wins the contract (the link's `declare=`, else the
    /// "You declare" setting): the seat drawn at the bottom is [`EngineTable::player_seat`].
    pub seating: Signal<Seating>,
}

/// Where the card-play hint stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CardHint {
    /// None asked for this card.
    None,
    /// The workers are thinking it over.
    Thinking,
    /// The card the robot would play for the player, and the hint's text (the card and why).
    Shown(Card, Msg),
}

/// Where the player's claim stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClaimStage {
    /// No claim is being made.
    Closed,
    /// The claim dialog is open.
    Stating,
    /// The defenders dispute the claim of `tricks`; practice lets the player accept the ruling
    /// or play on.
    Disputed {
        /// Tricks claimed.
        tricks: u8,
        /// Tricks of the remaining ones the ruling gives declarer's side.
        awarded: u8,
    },
}

/// Runs `f` once the page has drawn its next frame (in a task after it), or after
/// [`AFTER_PAINT_MAX`] when no frame comes (a hidden tab draws none): work that would compete
/// with drawing the change just made (the workers' searches, the next part of a screen) waits
/// for it.
pub fn after_paint(f: impl FnOnce() + 'static) {
    use std::cell::RefCell;
    use std::rc::Rc;
    let once = Rc::new(RefCell::new(Some(Box::new(f) as Box<dyn FnOnce()>)));
    let run = {
        let once = Rc::clone(&once);
        move || {
            let f = once.borrow_mut().take();
            if let Some(f) = f {
                f();
            }
        }
    };
    let run_late = run.clone();
    request_animation_frame(move || set_timeout(run, std::time::Duration::ZERO));
    set_timeout(run_late, AFTER_PAINT_MAX);
}

/// How long a refused card shakes (the animation in style/table.css takes as long).
const REFUSED_SHAKE: Duration = Duration::from_millis(450);

/// The longest [`after_paint`] waits for a frame.
const AFTER_PAINT_MAX: Duration = Duration::from_millis(100);

impl TableCtx {
    fn new(session: RwSignal<Session>, on_change: Option<Callback<()>>) -> TableCtx {
        let state = use_context::<AppState>();
        TableCtx {
            seating: Signal::derive(move || state.map_or(Seating::Dealt, |s| s.seating())),
            session,
            table: TableLens(session),
            on_change,
            pending_call: RwSignal::new(None),
            pending_card: RwSignal::new(None),
            refused: RwSignal::new(None),
            message: RwSignal::new(None),
            announcement: RwSignal::new(None),
            review_trick: RwSignal::new(false),
            claim: RwSignal::new(ClaimStage::Closed),
            focus_card: RwSignal::new(None),
            focus_call: RwSignal::new(Call::Pass),
            focus_at_table: StoredValue::new(false),
            robots: robots::Robots::new(),
            card_hint: RwSignal::new(CardHint::None),
            hint_job: StoredValue::new(None),
            playable: Memo::new(move |_| {
                TableLens(session).with(|t| match t.turn() {
                    Turn::Human(seat) => (Some(seat), t.playable()),
                    _ => (None, CardSet::EMPTY),
                })
            }),
        }
    }

    /// The session changed: the caller's save runs in a task of its own, just after this one
    /// (see [`crate::state::sessions::soon`]), so applying and drawing a card stays a short task.
    fn changed(self) {
        if let Some(cb) = self.on_change {
            soon::save_soon(move || {
                cb.try_run(());
            });
        }
    }

    /// The player's call or card; on success robots continue.
    pub fn act(self, action: Action) {
        self.cancel_card_hint();
        self.pending_call.set(None);
        self.pending_card.set(None);
        self.message.set(None);
        self.review_trick.set(false);
        let seat = self.table.with_untracked(|t| t.game().to_act());
        match self.table.try_update(|t| t.human_action(action)) {
            Some(Ok(())) => {
                self.changed();
                if let Some(seat) = seat {
                    self.announcement.set(Some(announce(seat, action, None)));
                }
                self.schedule_robot();
            }
            Some(Err(e)) => self.message.set(Some(e.to_msg())),
            None => {}
        }
    }

    /// True when the session allows undo and hints (practice, or chosen for a scored session).
    pub fn aids_allowed(self) -> bool {
        self.session
            .try_with(Session::aids_allowed)
            .unwrap_or(false)
    }

    /// The player plays `card` from `seat`'s hand; the keyboard focus moves on to a neighbour
    /// in that hand rather than falling to the page.
    pub fn play_card(self, card: Card, seat: Seat) {
        let held: Vec<Card> = self.table.with_untracked(|t| {
            let hand = t.remaining(seat);
            bridge_engine::Suit::DISPLAY_ORDER
                .into_iter()
                .flat_map(|suit| hand.ranks_desc(suit).map(move |r| Card::new(suit, r)))
                .collect()
        });
        let at = held.iter().position(|c| *c == card);
        let neighbour = at.and_then(|i| {
            held.get(i + 1)
                .or_else(|| i.checked_sub(1).and_then(|j| held.get(j)))
        });
        self.act(Action::Card(card));
        if let Some(n) = neighbour.copied()
            && self.focus_at_table.get_value()
        {
            request_animation_frame(move || {
                crate::ui::focus::return_focus(
                    true,
                    &format!(".compass button.card[data-card=\"{}\"]", card_short(n)),
                );
            });
        }
    }

    /// The player taps `card` of `seat`'s hand when it may not be played: the card shakes and
    /// the message says why (the Law broken, or whose turn it is).
    pub fn refuse_card(self, card: Card, seat: Seat) {
        use bridge_engine::table::TableError;
        let why = self.table.with_untracked(|t| match t.turn() {
            Turn::Human(on_turn) if on_turn != seat => {
                Some(Msg::new("table.refused.other_hand").with("seat", on_turn))
            }
            Turn::Human(_) => t
                .game()
                .play()
                .and_then(|p| p.check(card).err())
                .map(|e| e.to_msg()),
            Turn::Robot(_) | Turn::Over => Some(TableError::NotYourTurn.to_msg()),
        });
        self.pending_card.set(None);
        self.message.set(why);
        self.refused.set(Some(card));
        set_timeout(
            move || {
                self.refused.try_update(|r| r.take_if(|r| *r == card));
            },
            REFUSED_SHAKE,
        );
    }

    /// Brings the keyboard focus back to where the player acts next (see [`focus`]).
    fn return_focus(self) {
        let at_table = self.focus_at_table.get_value();
        if !at_table {
            return;
        }
        let (turn, auction) = self
            .table
            .with_untracked(|t| Some((t.turn(), matches!(t.game().phase(), Phase::Auction(_)))))
            .unwrap_or((Turn::Over, false));
        let selector = match turn {
            Turn::Human(_) if auction => ".bidding-box .bid[tabindex=\"0\"]",
            Turn::Human(_) => ".compass button.card.playable[tabindex=\"0\"]",
            Turn::Over => "[data-testid=next-deal]",
            Turn::Robot(_) => return,
        };
        request_animation_frame(move || crate::ui::focus::return_focus(at_table, selector));
    }

    /// Takes back the player's last call or card (and the robots' answers to it).
    pub fn undo(self) {
        self.cancel_robot();
        self.cancel_card_hint();
        self.pending_call.set(None);
        self.pending_card.set(None);
        self.claim.set(ClaimStage::Closed);
        let done = self
            .session
            .try_update(|s| s.undo().unwrap_or(false))
            .unwrap_or(false);
        if done {
            self.changed();
        }
        self.message
            .set((!done).then(|| Msg::new("table.undo.nothing")));
        self.schedule_robot();
    }

    /// Deals the next practice board.
    pub fn next_deal(self) {
        self.cancel_robot();
        self.cancel_card_hint();
        self.session.update(|s| {
            s.advance();
        });
        self.changed();
        self.message.set(None);
        self.review_trick.set(false);
        if let Some(next) = self.table.with_untracked(|t| Some(t.game().board().number)) {
            self.announcement.set(Some(
                Msg::new("table.announce.new_deal").with("board", next),
            ));
        }
        self.schedule_robot();
    }
}

/// The screen-reader announcement of an action: the seat, the call or card by its spoken
/// name, and why a robot chose it.
fn announce(seat: Seat, action: Action, why: Option<Msg>) -> Msg {
    let what = match action {
        Action::Call(c) => call_name_msg(c),
        Action::Card(c) => card_name_msg(c),
    };
    let said = Msg::new("table.announce.action")
        .with("seat", seat)
        .with("action", what);
    match why {
        Some(why) if why.key.is_empty() => said,
        Some(why) => Msg::new("table.announce.why")
            .with("said", said)
            .with("why", why),
        None => said,
    }
}

/// The practice table: random deals one after another, the player South, robots elsewhere.
/// A link may give the deals (`deal=`), the first board number (`board=`), a seed (`seed=`) or
/// the kind of deal (`type=`, else the player's setting).
///
/// The saved practice session resumes after a reload, also when the link that opened it gave a
/// seed or deals: the same link opens the same session. A link with other deals does not replace
/// a deal in progress silently: the player is asked.
#[component]
pub fn Table() -> impl IntoView {
    let params = expect_context::<AppState>().link.get_value();
    let saved = expect_context::<AppState>()
        .sessions
        .find(PRACTICE_ID)
        .filter(|s| !s.is_over());
    let saved_copy = saved.clone();
    // The kind of deal: the link's for its own session, else the setting (from the next deal).
    let deal_type = params.deal_type.unwrap_or_else(|| {
        expect_context::<AppState>()
            .settings
            .with_untracked(|s| s.practice_deals)
    });
    let link = params.clone();
    let from_link = move || {
        let params = &link;
        let seed = params.seed.unwrap_or_else(fresh_seed);
        let mut s = Session::with_deals(
            PRACTICE_ID,
            SessionKind::Practice,
            seed,
            params.deals.clone(),
        );
        s.set_deal_type(deal_type);
        if let Some(board) = params.board {
            s.start_at_board(board);
        }
        // A LIN link's game opens where its record stops: a finished one on its result (to
        // replay and analyse), one in progress at the next call or card. Only when its board is
        // the session's (a LIN dealer or vulnerability off the board number's is dealt afresh).
        if let (Some(game), Some(next)) = (params.lin_games.first(), s.next_board())
            && *game.board() == next
            && let Some(p) = s.played_mut()
        {
            p.table = Some(bridge_engine::table::Table::from_game(
                game.clone(),
                bridge_engine::Seat::South,
            ));
        }
        // This deal replaces the saved practice session on purpose.
        s.revision = revision_of(PRACTICE_ID).unwrap_or(0);
        s
    };
    // What the link asks for, and whether the saved session is that.
    let link_asks = !params.deals.is_empty() || params.seed.is_some() || params.deal_type.is_some();
    let same_as_link = |s: &Session| {
        s.played().is_some_and(|p| {
            (params.deals.is_empty() || p.given_deals.starts_with(&params.deals))
                && params.board.is_none_or(|b| p.first_board == b)
        }) && params.seed.is_none_or(|seed| s.seed == seed)
            && params.deal_type.is_none_or(|t| s.deal_type() == t)
    };
    let in_progress = |s: &Session| {
        s.table()
            .is_some_and(|t| t.result().is_none() && !t.game().actions().is_empty())
    };
    let (start, ask) = match saved {
        Some(s) if !link_asks || same_as_link(&s) => (Some(s), None),
        // Another deal in progress, and the link brings other deals: ask before replacing it.
        Some(s) if in_progress(&s) => (None, Some(s)),
        _ => (Some(from_link()), None),
    };
    // A new session from the link is saved at once (and again when the player picks the link's
    // deals below): a reload resumes it, not the link's choice again. The saved session resumed
    // is not written on opening: another tab may be playing it (see the guard below).
    let mut start = start;
    if let Some(s) = start.as_mut() {
        s.set_deal_type(deal_type);
        if Some(&*s) != saved_copy.as_ref() {
            persist_with(use_context::<AppState>(), s);
        }
    }
    let chosen = RwSignal::new(start);
    set_open_id(Some(PRACTICE_ID));
    on_cleanup(|| set_open_id(None));
    let state = use_context::<AppState>();
    // What the link asked for that could not be used is reported by the app, on any screen.
    move || match chosen.get() {
        Some(s) => {
            // Played while this tab holds the practice session; after a take-over, from the
            // other tab's last save.
            let sessions = expect_context::<AppState>().sessions;
            let on_taken = Callback::new(move |saved: Option<String>| {
                sessions.reload(PRACTICE_ID, saved);
            });
            let draw = move || {
                let session =
                    RwSignal::new(sessions.find(PRACTICE_ID).unwrap_or_else(|| s.clone()));
                let on_change = Callback::new(move |()| {
                    session.try_update_untracked(|s| persist_with(state, s));
                });
                view! { <SessionTable session=session on_change=on_change/> }
            };
            view! {
                <TabGuard id=PRACTICE_ID.to_string() back=|| view! { <BackButton/> } on_taken=on_taken>
                    {draw.clone()}
                </TabGuard>
            }
                .into_any()
        }
        None => {
            let kept = ask.clone();
            let from_link = from_link.clone();
            let board = kept
                .as_ref()
                .and_then(|s| s.table().map(|t| t.game().board().number))
                .unwrap_or(1);
            view! {
                <main class="table-screen link-choice" data-testid="link-choice">
                    <h2>{t("table.link_choice.heading")}</h2>
                    <p>{tf("table.link_choice.text", &[("board", &board.to_string())])}</p>
                    <div class="control-buttons">
                        <button
                            class="button primary"
                            data-testid="link-play"
                            on:click=move |_| {
                                let mut s = from_link();
                                persist_with(state, &mut s);
                                chosen.set(Some(s));
                            }
                        >
                            {t("table.link_choice.play_link")}
                        </button>
                        <button
                            class="button"
                            data-testid="link-keep"
                            on:click=move |_| chosen.set(kept.clone())
                        >
                            {t("table.link_choice.keep")}
                        </button>
                    </div>
                </main>
            }
            .into_any()
        }
    }
}

/// The table of a session: its deal in progress, then that deal's result. `on_change` runs just
/// after every call, card, undo, claim and new deal (in a task of its own, and at once when the
/// table leaves the screen or the page is left), so the caller can save the session.
#[component]
pub fn SessionTable(
    session: RwSignal<Session>,
    #[prop(optional)] on_change: Option<Callback<()>>,
    /// Set for a practice copy of a finished deal ([`CopyOf`]): its result sets the two results
    /// side by side and the way back closes it.
    #[prop(optional)]
    copy: Option<CopyOf>,
) -> impl IntoView {
    let ctx = TableCtx::new(session, on_change);
    provide_context(ctx);
    provide_context(copy);
    on_cleanup(move || {
        // The last change is saved before the table leaves the screen.
        soon::flush();
        ctx.cancel_robot();
        ctx.cancel_card_hint();
    });
    ctx.schedule_robot();
    // The result screen's double-dummy table runs in the engine workers: they load while the
    // deal is played, so the table comes as soon as the result does.
    worker::pool::warm_up();

    #[derive(Clone, Copy, PartialEq)]
    enum Show {
        Play,
        Result,
        Nothing,
    }
    let show = Memo::new(move |_| {
        ctx.session.with(|s| match s.table() {
            None => Show::Nothing,
            Some(t) if t.result().is_some() => Show::Result,
            Some(_) => Show::Play,
        })
    });
    view! {
        <main class="table-screen" data-testid="table">
            <TableHeader/>
            <p class="visually-hidden" aria-live="polite" data-testid="announcement">
                {move || ctx.announcement.with(|a| a.as_ref().map(msg))}
            </p>
            {move || match show.get() {
                Show::Result => view! { <result::ResultView/> }.into_any(),
                Show::Play => view! { <PlayArea/> }.into_any(),
                Show::Nothing => ().into_any(),
            }}
        </main>
    }
}

/// Board number, dealer, vulnerability, contract and tricks, and the way back to the menu.
#[component]
fn TableHeader() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    // Memos: the header's lines change a few times a deal, not on every card.
    let board = Memo::new(move |_| ctx.table.with(|t| Some(*t.game().board())));
    let contract = Memo::new(move |_| {
        ctx.table.with(|t| {
            t.game().play().map(|p| {
                tf(
                    "table.contract_by",
                    &[
                        ("contract", &contract_label(p.contract())),
                        ("seat", &seat_name(p.declarer())),
                    ],
                )
            })
        })
    });
    let tricks = Memo::new(move |_| {
        ctx.table.with(|t| {
            t.game().play().map(|p| {
                tf(
                    "table.tricks",
                    &[
                        (
                            "ns",
                            &p.tricks_won(bridge_engine::Side::NorthSouth).to_string(),
                        ),
                        (
                            "ew",
                            &p.tricks_won(bridge_engine::Side::EastWest).to_string(),
                        ),
                    ],
                )
            })
        })
    });
    let copy = use_context::<Option<CopyOf>>().flatten();
    let back = match copy {
        Some(c) => view! {
            <button class="button back" data-testid="copy-close" on:click=move |_| c.close.run(())>
                <span class="back-arrow" aria-hidden="true">"←"</span>
                {move || t("review.copy_close")}
            </button>
        }
        .into_any(),
        None => view! { <BackButton/> }.into_any(),
    };
    view! {
        <header class="table-header">
            {back}
            <dl class="board-info">
                <div>
                    <dt>{move || t("table.board")}</dt>
                    <dd data-testid="board-number">{move || board.get().map(|b| b.number)}</dd>
                </div>
                <div>
                    <dt>{move || t("table.dealer")}</dt>
                    <dd data-testid="dealer">{move || board.get().map(|b| seat_name(b.dealer))}</dd>
                </div>
                <div>
                    <dt>{move || t("table.vulnerable")}</dt>
                    <dd data-testid="vulnerability">
                        {move || board.get().map(|b| vul_name(b.vulnerability))}
                    </dd>
                </div>
                {move || {
                    contract
                        .get()
                        .map(|c| {
                            view! {
                                <div>
                                    <dt>{move || t("table.contract")}</dt>
                                    <dd data-testid="contract">
                                        <bdi>{c}</bdi>
                                    </dd>
                                </div>
                            }
                        })
                }}
                {move || {
                    tricks
                        .get()
                        .map(|tr| {
                            view! {
                                <div>
                                    <dt>{move || t("table.tricks_label")}</dt>
                                    <dd data-testid="tricks">{tr}</dd>
                                </div>
                            }
                        })
                }}
            </dl>
        </header>
    }
}

/// The table itself: four seats around the auction or the trick, the bidding box and controls.
#[component]
fn PlayArea() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let in_auction = Memo::new(move |_| {
        ctx.table
            .with(|t| matches!(t.game().phase(), Phase::Auction(_)))
    });
    // The seat drawn at the bottom: the player's (West in a club evening replayed as
    // East-West), or declarer's when partner declares with "You declare"; the style sheet turns
    // the table round to it.
    let bottom = Memo::new(move |_| {
        let seating = ctx.seating.get();
        ctx.table
            .with(|t| Some(t.player_seat(seating)))
            .unwrap_or(Seat::South)
    });
    // When the player is next to act (or the deal ends), the keyboard focus comes back to the
    // bidding box, the hand or the next-deal button.
    Effect::new(move |_| {
        ctx.table
            .with(|t| Some((t.turn(), t.game().actions().len())));
        ctx.return_focus();
    });
    view! {
        <div
            class="play-area"
            on:focusin=move |_| ctx.focus_at_table.set_value(true)
            on:keydown=move |ev| {
                // Enter or Space on the table (not on a control beside it) during a finished
                // trick's pause gathers the trick, as a tap on it does.
                use wasm_bindgen::JsCast;
                let on_control = ev
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .is_some_and(|e| e.closest(".side").ok().flatten().is_some());
                if ctx.robots.trick_pause.get_untracked() && !on_control
                    && matches!(ev.key().as_str(), "Enter" | " ")
                {
                    ev.prevent_default();
                    ctx.skip_pause();
                }
            }
            on:focusout=move |ev| {
                // Focus leaving for another part of the page (not just disappearing with a
                // played card) ends the table's hold on it.
                use wasm_bindgen::JsCast;
                let inside = ev
                    .related_target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .is_some_and(|e| e.closest(".table-screen").ok().flatten().is_some());
                if ev.related_target().is_some() && !inside {
                    ctx.focus_at_table.set_value(false);
                }
            }
        >
            <div
                class="compass"
                data-bottom=move || bottom.get().letter().to_ascii_lowercase().to_string()
                data-testid="compass"
            >
                {Seat::ALL
                    .into_iter()
                    .map(|seat| view! { <seats::SeatView seat=seat/> })
                    .collect_view()}
                <div class="centre">
                    {move || {
                        if in_auction.get() {
                            view! { <auction::AuctionView/> }.into_any()
                        } else {
                            view! { <seats::TrickView/> }.into_any()
                        }
                    }}
                </div>
            </div>
            <div class="side">
                {move || {
                    if in_auction.get() {
                        view! { <bidding_box::BiddingBox/> }.into_any()
                    } else {
                        // The auction stays in view through the play, its calls explained on tap.
                        view! {
                            <section
                                class="play-auction"
                                aria-labelledby="play-auction-heading"
                                data-testid="play-auction"
                            >
                                <h2 id="play-auction-heading">{move || t("auction.heading")}</h2>
                                <auction::AuctionView/>
                            </section>
                        }
                            .into_any()
                    }
                }}
                <Controls/>
            </div>
        </div>
    }
}

/// Messages, hint, undo, claim and last-trick review.
#[component]
fn Controls() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    // Memos: the buttons are drawn again only when they come or go, not on every card.
    let phase_is_play = Memo::new(move |_| {
        ctx.table
            .with(|t| matches!(t.game().phase(), Phase::Play(_)))
    });
    let can_claim = Memo::new(move |_| {
        ctx.table.with(|t| {
            matches!(t.turn(), Turn::Human(_))
                && t.human_declares()
                && matches!(t.game().phase(), Phase::Play(_))
        })
    });
    let has_last_trick = Memo::new(move |_| {
        ctx.table.with(|t| {
            t.game()
                .play()
                .and_then(|p| p.last_completed_trick())
                .is_some()
        })
    });
    let aids_allowed = Memo::new(move |_| ctx.aids_allowed());
    let my_card = Memo::new(move |_| ctx.playable.get().0.is_some());
    view! {
        <div class="controls">
            {move || {
                match ctx.card_hint.get() {
                    CardHint::None => None,
                    CardHint::Thinking => Some(view! {
                        <p class="hint thinking" data-testid="card-hint-thinking" role="status">
                            {move || t("robots.thinking")}
                        </p>
                    }.into_any()),
                    CardHint::Shown(card, m) => Some(view! {
                        <p class="hint" data-testid="card-hint-text" data-card=card_short(card) role="status">
                            {move || msg(&m)}
                        </p>
                    }.into_any()),
                }
            }}
            {move || {
                ctx.message
                    .get()
                    .map(|m| {
                        view! {
                            <p class="message" role="status" data-testid="message">
                                {move || msg(&m)}
                            </p>
                        }
                    })
            }}
            <claim::ClaimPanel/>
            <robots::RobotClaimPanel/>
            <div class="control-buttons">
                {move || {
                    aids_allowed
                        .get()
                        .then(|| {
                            view! {
                                <button class="button" data-testid="undo" on:click=move |_| ctx.undo()>
                                    {move || t("table.undo")}
                                </button>
                            }
                        })
                }}
                {move || {
                    (aids_allowed.get() && phase_is_play.get())
                        .then(|| {
                            view! {
                                <button
                                    class="button"
                                    data-testid="card-hint"
                                    disabled=move || {
                                        !my_card.get() || ctx.card_hint.get() != CardHint::None
                                    }
                                    on:click=move |_| ctx.ask_card_hint()
                                >
                                    {move || t("bidding.hint")}
                                </button>
                            }
                        })
                }}
                {move || {
                    (can_claim.get() && ctx.claim.get() == ClaimStage::Closed)
                        .then(|| {
                            view! {
                                <button
                                    class="button"
                                    data-testid="claim"
                                    on:click=move |_| {
                                        ctx.message.set(None);
                                        ctx.claim.set(ClaimStage::Stating);
                                    }
                                >
                                    {move || t("table.claim")}
                                </button>
                            }
                        })
                }}
                {move || {
                    (phase_is_play.get() && has_last_trick.get())
                        .then(|| {
                            view! {
                                <button
                                    class="button"
                                    aria-pressed=move || ctx.review_trick.get().to_string()
                                    on:click=move |_| ctx.review_trick.update(|r| *r = !*r)
                                >
                                    {move || t("table.last_trick")}
                                </button>
                            }
                        })
                }}
            </div>
        </div>
    }
}
