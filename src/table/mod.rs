//! The play screen: one deal at a table with three robots, from the first call to the result.
//!
//! All game logic is the engine's [`bridge_engine::table::Table`]; these components render it and
//! forward the player's intents. Robots act on timers so the page never blocks and their calls
//! and cards appear one by one at a readable pace.

mod auction;
mod bidding_box;
mod cards;
mod claim;
mod result;

use std::time::Duration;

use bridge_engine::session::{Session, SessionKind};
use bridge_engine::table::{Table as EngineTable, Turn};
use bridge_engine::{Action, Call, Card, Phase, Seat, Vulnerability};
use leptos::prelude::*;

use crate::app::AppState;
use crate::i18n::{t, tf};

pub use cards::{card_name, seat_name};
pub use result::DealRecord;

/// How long a robot "thinks" before a call or card (a link's `pace` parameter may change it); a
/// finished trick stays in view twice as long.
const ROBOT_PACE_MS: u32 = 650;

fn robot_pace() -> Duration {
    let link_pace = use_context::<AppState>().and_then(|s| s.link.with_value(|p| p.pace));
    Duration::from_millis(u64::from(link_pace.unwrap_or(ROBOT_PACE_MS)))
}

/// A view of the deal at the session's table. Reads give the default value when no deal is in
/// progress (the session is over), so a component being removed never reads a missing table.
#[derive(Clone, Copy)]
pub struct TableLens(RwSignal<Session>);

impl TableLens {
    /// Reads the table, tracked.
    pub fn with<R: Default>(self, f: impl FnOnce(&EngineTable) -> R) -> R {
        self.0
            .try_with(|s| s.table.as_ref().map(f))
            .flatten()
            .unwrap_or_default()
    }

    /// Reads the table, untracked.
    pub fn with_untracked<R: Default>(self, f: impl FnOnce(&EngineTable) -> R) -> R {
        self.0
            .try_with_untracked(|s| s.table.as_ref().map(f))
            .flatten()
            .unwrap_or_default()
    }

    /// Changes the table; `None` when there is none (or the screen is gone).
    pub fn try_update<R>(self, f: impl FnOnce(&mut EngineTable) -> R) -> Option<R> {
        self.0.try_update(|s| s.table.as_mut().map(f)).flatten()
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
    /// A message for the player (a refused claim, a hint), shown above the controls.
    pub message: RwSignal<Option<String>>,
    /// The latest announcement for screen readers.
    pub announcement: RwSignal<String>,
    /// Whether the last completed trick is shown for review.
    pub review_trick: RwSignal<bool>,
    /// Where a claim stands: being stated, or disputed and waiting for the player's choice.
    pub claim: RwSignal<ClaimStage>,
    timer: StoredValue<Option<leptos::leptos_dom::helpers::TimeoutHandle>>,
    pace: Duration,
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
    },
}

/// A fresh random seed from the browser's generator (falls back to the clock).
pub fn fresh_seed() -> u64 {
    getrandom::u64().unwrap_or_else(|_| clock_seed())
}

fn clock_seed() -> u64 {
    window()
        .performance()
        .map_or(0, |p| (p.now() * 1000.0) as u64)
}

impl TableCtx {
    fn new(session: RwSignal<Session>, on_change: Option<Callback<()>>) -> TableCtx {
        TableCtx {
            session,
            table: TableLens(session),
            on_change,
            pending_call: RwSignal::new(None),
            pending_card: RwSignal::new(None),
            message: RwSignal::new(None),
            announcement: RwSignal::new(String::new()),
            review_trick: RwSignal::new(false),
            claim: RwSignal::new(ClaimStage::Closed),
            timer: StoredValue::new(None),
            pace: robot_pace(),
        }
    }

    fn changed(self) {
        if let Some(cb) = self.on_change {
            cb.run(());
        }
    }

    /// Starts the next robot action if a robot is on turn. Idempotent: a pending timer is kept.
    pub fn schedule_robot(self) {
        if self.timer.try_get_value().flatten().is_some() {
            return;
        }
        let Some(Turn::Robot(_)) = self.table.with_untracked(|t| Some(t.turn())) else {
            return;
        };
        let trick_just_ended = self.table.with_untracked(|t| {
            t.game()
                .play()
                .and_then(|p| p.current_trick())
                .is_some_and(|tr| tr.cards.is_empty())
                && t.game().play().is_some_and(|p| p.card_count() > 0)
        });
        let pace = if trick_just_ended {
            self.pace * 2
        } else {
            self.pace
        };
        let handle = set_timeout_with_handle(
            move || {
                self.timer.try_set_value(None);
                let Some(Some(m)) = self.table.try_update(EngineTable::robot_step) else {
                    return;
                };
                self.changed();
                self.review_trick.try_set(false);
                let text = announce(m.seat, m.action, &m.why);
                self.announcement.try_set(text);
                self.schedule_robot();
            },
            pace,
        )
        .ok();
        self.timer.set_value(handle);
    }

    fn cancel_robot(self) {
        if let Some(Some(h)) = self.timer.try_get_value() {
            h.clear();
        }
        self.timer.try_set_value(None);
    }

    /// The player's call or card; on success robots continue.
    pub fn act(self, action: Action) {
        self.pending_call.set(None);
        self.pending_card.set(None);
        self.message.set(None);
        self.review_trick.set(false);
        let seat = self.table.with_untracked(|t| t.game().to_act());
        match self.table.try_update(|t| t.human_action(action)) {
            Some(Ok(())) => {
                self.changed();
                if let Some(seat) = seat {
                    self.announcement.set(announce(seat, action, ""));
                }
                self.schedule_robot();
            }
            Some(Err(e)) => self.message.set(Some(e.to_string())),
            None => {}
        }
    }

    /// True when the session allows undo and hints (practice, or chosen for a scored session).
    pub fn aids_allowed(self) -> bool {
        self.session
            .try_with(Session::aids_allowed)
            .unwrap_or(false)
    }

    /// Takes back the player's last call or card (and the robots' answers to it).
    pub fn undo(self) {
        self.cancel_robot();
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
        self.message.set((!done).then(|| t("table.undo.nothing")));
        self.schedule_robot();
    }

    /// Deals the next practice board.
    pub fn next_deal(self) {
        self.cancel_robot();
        self.session.update(|s| {
            s.advance();
        });
        self.changed();
        self.message.set(None);
        self.review_trick.set(false);
        if let Some(next) = self.table.with_untracked(|t| Some(t.game().board().number)) {
            self.announcement.set(tf(
                "table.announce.new_deal",
                &[("board", &next.to_string())],
            ));
        }
        self.schedule_robot();
    }
}

/// The screen-reader announcement of an action.
fn announce(seat: Seat, action: Action, why: &str) -> String {
    let what = match action {
        Action::Call(c) => cards::call_name(c),
        Action::Card(c) => card_name(c),
    };
    let base = tf(
        "table.announce.action",
        &[("seat", &seat_name(seat)), ("action", &what)],
    );
    if why.is_empty() {
        base
    } else {
        format!("{base} — {why}")
    }
}

/// The storage id of the practice session.
pub const PRACTICE_ID: &str = "practice";

/// The practice table: random deals one after another, the player South, robots elsewhere.
/// A link may give the deals (`deal=`), the first board number (`board=`) or a seed (`seed=`).
#[component]
pub fn Table() -> impl IntoView {
    let params = expect_context::<AppState>().link.get_value();
    // Without a link's deals, the practice session resumes where it was left (after a reload).
    let resumed = (params.deals.is_empty() && params.seed.is_none())
        .then(|| {
            crate::sessions::store::list()
                .ok()?
                .into_iter()
                .find_map(|e| match e {
                    crate::sessions::store::Stored::Ok(s)
                        if s.id == PRACTICE_ID && !s.is_over() =>
                    {
                        Some(*s)
                    }
                    _ => None,
                })
        })
        .flatten();
    let s = resumed.unwrap_or_else(|| {
        let seed = params.seed.unwrap_or_else(fresh_seed);
        let mut s = Session::with_deals(PRACTICE_ID, SessionKind::Practice, seed, params.deals);
        if let Some(board) = params.board {
            s.start_at_board(board);
        }
        // This deal replaces the saved practice session on purpose.
        s.revision = crate::sessions::store::revision_of(PRACTICE_ID).unwrap_or(0);
        s
    });
    let session = RwSignal::new(s);
    crate::sessions::store::set_open_id(Some(PRACTICE_ID));
    on_cleanup(|| crate::sessions::store::set_open_id(None));
    let state = use_context::<AppState>();
    let save = Callback::new(move |()| {
        session.try_update_untracked(|s| crate::sessions::persist_with(state, s));
    });
    // What the link asked for that could not be used is reported by the app, on any screen.
    view! { <SessionTable session=session on_change=save/> }
}

/// The table of a session: its deal in progress, then that deal's result. `on_change` runs after
/// every call, card, undo, claim and new deal, so the caller can save the session.
#[component]
pub fn SessionTable(
    session: RwSignal<Session>,
    #[prop(optional)] on_change: Option<Callback<()>>,
) -> impl IntoView {
    let ctx = TableCtx::new(session, on_change);
    provide_context(ctx);
    on_cleanup(move || ctx.cancel_robot());
    ctx.schedule_robot();

    #[derive(Clone, Copy, PartialEq)]
    enum Show {
        Play,
        Result,
        Nothing,
    }
    let show = Memo::new(move |_| {
        ctx.session.with(|s| match &s.table {
            None => Show::Nothing,
            Some(t) if t.result().is_some() => Show::Result,
            Some(_) => Show::Play,
        })
    });
    view! {
        <main class="table-screen" data-testid="table">
            <TableHeader/>
            <p class="visually-hidden" aria-live="polite" data-testid="announcement">
                {move || ctx.announcement.get()}
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
    let state = expect_context::<AppState>();
    let board = move || ctx.table.with(|t| Some(*t.game().board()));
    let contract = move || {
        ctx.table.with(|t| {
            t.game().play().map(|p| {
                tf(
                    "table.contract_by",
                    &[
                        ("contract", &p.contract().to_string()),
                        ("seat", &seat_name(p.declarer())),
                    ],
                )
            })
        })
    };
    let tricks = move || {
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
    };
    view! {
        <header class="table-header">
            <button class="button back" on:click=move |_| state.go(crate::app::Screen::Menu)>
                <span aria-hidden="true">"← "</span>
                {move || t("app.back")}
            </button>
            <dl class="board-info">
                <div>
                    <dt>{move || t("table.board")}</dt>
                    <dd data-testid="board-number">{move || board().map(|b| b.number)}</dd>
                </div>
                <div>
                    <dt>{move || t("table.dealer")}</dt>
                    <dd data-testid="dealer">{move || board().map(|b| seat_name(b.dealer))}</dd>
                </div>
                <div>
                    <dt>{move || t("table.vulnerable")}</dt>
                    <dd data-testid="vulnerability">
                        {move || board().map(|b| vul_name(b.vulnerability))}
                    </dd>
                </div>
                {move || {
                    contract()
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
                    tricks()
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

/// The vulnerability as shown on the table.
pub fn vul_name(v: Vulnerability) -> String {
    t(match v {
        Vulnerability::None => "vul.none",
        Vulnerability::NorthSouth => "vul.ns",
        Vulnerability::EastWest => "vul.ew",
        Vulnerability::Both => "vul.both",
    })
}

/// The table itself: four seats around the auction or the trick, the bidding box and controls.
#[component]
fn PlayArea() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let in_auction = Memo::new(move |_| {
        ctx.table
            .with(|t| matches!(t.game().phase(), Phase::Auction(_)))
    });
    view! {
        <div class="play-area">
            <div class="compass">
                {Seat::ALL
                    .into_iter()
                    .map(|seat| view! { <cards::SeatView seat=seat/> })
                    .collect_view()}
                <div class="centre">
                    {move || {
                        if in_auction.get() {
                            view! { <auction::AuctionView/> }.into_any()
                        } else {
                            view! { <cards::TrickView/> }.into_any()
                        }
                    }}
                </div>
            </div>
            <Controls/>
            {move || in_auction.get().then(|| view! { <bidding_box::BiddingBox/> })}
        </div>
    }
}

/// Messages, hint, undo, claim and last-trick review.
#[component]
fn Controls() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let phase_is_play = move || {
        ctx.table
            .with(|t| matches!(t.game().phase(), Phase::Play(_)))
    };
    let can_claim = move || {
        ctx.table
            .with(|t| matches!(t.turn(), Turn::Human(_)) && t.human_declares() && phase_is_play())
    };
    let has_last_trick = move || {
        ctx.table.with(|t| {
            t.game()
                .play()
                .and_then(|p| p.last_completed_trick())
                .is_some()
        })
    };
    view! {
        <div class="controls">
            {move || {
                ctx.message
                    .get()
                    .map(|m| {
                        view! {
                            <p class="message" role="status" data-testid="message">
                                {m}
                            </p>
                        }
                    })
            }}
            <claim::ClaimPanel/>
            <div class="control-buttons">
                {move || {
                    ctx.aids_allowed()
                        .then(|| {
                            view! {
                                <button class="button" data-testid="undo" on:click=move |_| ctx.undo()>
                                    {move || t("table.undo")}
                                </button>
                            }
                        })
                }}
                {move || {
                    (can_claim() && ctx.claim.get() == ClaimStage::Closed)
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
                    (phase_is_play() && has_last_trick())
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
