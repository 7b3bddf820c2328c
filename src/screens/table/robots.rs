//! The robots at the player's table think in the engine workers, never on the page's thread.
//!
//! When a robot is on turn the table sends a worker only what that seat may know
//! ([`EngineTable::robot_ask`]) and starts the robot's pace timer. The decision is applied when
//! both are done (the pace is the least time a robot takes), and only if the table is still in
//! the state it was asked about: undo, a new deal, a claim or leaving the screen cancel the job.
//! A decision that outlasts the pace shows a quiet "thinking" mark at the robot's seat.
//!
//! A robot declarer may claim: the player accepts, or disputes and the Laws judge rules (in a
//! worker too).

use std::time::Duration;

use bridge_engine::claim::Verdict;
use bridge_engine::robot::{CallAdvice, PlayConfig, Strength};
use bridge_engine::table::{RobotAdvice, RobotAsk, RobotDone, RobotMove, Table as EngineTable};
use bridge_engine::{Game, Msg, Seat};
use leptos::leptos_dom::helpers::TimeoutHandle;
use leptos::prelude::*;

use super::{TableCtx, announce};
use crate::services::i18n::{t, tf};
use crate::services::worker::pool::{self, JobId};
use crate::services::worker::protocol::{Answer, Job};
use crate::services::worker::{self, RobotJob};
use crate::state::{AppState, robot_pace_in};
use crate::ui::cards::seat_name;

/// The User Timing measure of each robot decision, from the question to the worker's answer
/// (`performance.getEntriesByName("robot-card")` in the browser: e2e/bench-robots.mjs).
fn timing_name(ask: &RobotAsk) -> &'static str {
    match ask {
        RobotAsk::Call { .. } => "robot-call",
        RobotAsk::Card { .. } => "robot-card",
    }
}

fn timing_mark(serial: u64) -> String {
    format!("robot-ask-{serial}")
}

/// A decision taking longer than this (and than the pace) shows the "thinking" mark.
const THINKING_AFTER_MS: u64 = 400;

/// A robot decision on its way: asked of a worker, and paced.
pub(super) struct Pending {
    /// Tells this decision's callbacks from a later one's.
    serial: u64,
    seat: Seat,
    /// The table when the robot was asked: the answer counts only for that state.
    asked: Game,
    job: Option<RobotJob>,
    /// The User Timing measure of this decision.
    timing: &'static str,
    answer: Option<Decision>,
    /// The pace has elapsed.
    paced: bool,
    timers: Vec<TimeoutHandle>,
}

/// What the worker said.
enum Decision {
    Advice(RobotAdvice),
    /// The workers could not answer: the plain robot decides on the page (quick, no search), so
    /// the deal never hangs.
    Plain,
}

/// A claim by a robot declarer, waiting for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RobotClaim {
    /// No robot claim.
    None,
    /// `seat` (declarer, or declarer for dummy) claims `tricks` of the remaining tricks.
    Offered {
        /// The seat on turn that claims.
        seat: Seat,
        /// Tricks claimed.
        tricks: u8,
    },
    /// The player disputed it; the Laws judge is ruling.
    Judging {
        /// The seat that claimed.
        seat: Seat,
        /// Tricks claimed.
        tricks: u8,
    },
}

/// The robots' state at the table, part of [`TableCtx`].
#[derive(Clone, Copy)]
pub struct Robots {
    pub(super) pending: StoredValue<Option<Pending>>,
    next_serial: StoredValue<u64>,
    /// The robot whose decision outlasts its pace, for the "thinking" mark.
    pub thinking: RwSignal<Option<Seat>>,
    /// A robot declarer's claim waiting for the player.
    pub claim: RwSignal<RobotClaim>,
    /// The judge's job on a disputed robot claim.
    judge: StoredValue<Option<JobId>>,
    /// Cards played when the player last disputed a claim the judge could not check yet: the
    /// robot plays on rather than claiming again at once.
    no_claim_at: StoredValue<Option<usize>>,
    /// A finished trick is in view and the next robot waits for its pause to end: a tap on the
    /// trick ends it ([`TableCtx::skip_pause`]).
    pub trick_pause: RwSignal<bool>,
    /// The app state, for the pace setting (read when each robot starts thinking).
    state: Option<AppState>,
    strength: Strength,
}

impl Robots {
    pub(super) fn new() -> Robots {
        let state = use_context::<AppState>();
        // A link's `strength` replaces the player's setting for the visit.
        let strength = state
            .and_then(|s| s.link.with_value(|p| p.strength))
            .or_else(|| state.map(|s| s.settings.with_untracked(|s| s.strength)))
            .unwrap_or_default();
        Robots {
            pending: StoredValue::new(None),
            next_serial: StoredValue::new(0),
            thinking: RwSignal::new(None),
            claim: RwSignal::new(RobotClaim::None),
            judge: StoredValue::new(None),
            no_claim_at: StoredValue::new(None),
            trick_pause: RwSignal::new(false),
            state,
            strength,
        }
    }
}

impl Robots {
    /// A robot's least time per call or card now.
    fn pace(self) -> Duration {
        robot_pace_in(self.state)
    }
}

impl TableCtx {
    /// How the card-play robots think here: the player's strength, the session's goal, and the
    /// session's seed (mixed per board, seat and card: a replayed deal is played alike).
    fn play_config(self) -> PlayConfig {
        let (goal, seed) = self.session.with_untracked(|s| (s.kind().goal(), s.seed));
        PlayConfig {
            strength: self.robots.strength,
            goal,
            seed,
        }
    }

    /// Starts the next robot decision if a robot is on turn. Idempotent: a decision on its way
    /// is kept.
    pub fn schedule_robot(self) {
        let r = self.robots;
        if r.pending.try_with_value(Option::is_some).unwrap_or(true)
            || r.claim.get_untracked() != RobotClaim::None
        {
            return;
        }
        let config = self.play_config();
        let Some((seat, mut ask, asked)) = self.table.with_untracked(|t| {
            t.robot_ask(&config)
                .map(|(seat, ask)| (seat, ask, t.game().clone()))
        }) else {
            return;
        };
        let cards = asked.play().map_or(0, |p| p.card_count());
        if r.no_claim_at.get_value() == Some(cards) {
            ask = ask.without_claim();
        }
        let trick_just_ended = asked.play().is_some_and(|p| {
            p.card_count() > 0 && p.current_trick().is_some_and(|tr| tr.cards.is_empty())
        });
        // A finished trick stays in view twice as long, unless the player taps it.
        let pace = if trick_just_ended {
            r.pace() * 2
        } else {
            r.pace()
        };
        r.trick_pause.set(trick_just_ended && !pace.is_zero());
        let serial = r.next_serial.get_value() + 1;
        r.next_serial.set_value(serial);
        r.pending.set_value(Some(Pending {
            serial,
            seat,
            asked,
            job: None,
            timing: timing_name(&ask),
            answer: None,
            paced: false,
            timers: Vec::new(),
        }));
        if let Some(perf) = window().performance() {
            let _ = perf.mark(&timing_mark(serial));
        }
        // The question goes to the workers once the page has drawn the last move: their
        // searches keep both cores busy, and the page's frame should not wait for a core.
        let time_ms = config.strength.time_ms();
        super::after_paint(move || {
            let asking = r
                .pending
                .try_with_value(|p| p.as_ref().is_some_and(|p| p.serial == serial))
                .unwrap_or(false);
            if !asking {
                return;
            }
            let job = worker::robot_decision(ask, time_ms, move |answer| {
                self.robot_answered(serial, answer)
            });
            r.pending.try_update_value(|p| {
                if let Some(p) = p.as_mut().filter(|p| p.serial == serial)
                    && p.answer.is_none()
                {
                    p.job = Some(job);
                }
            });
        });
        let timer = set_timeout_with_handle(move || self.robot_paced(serial), pace).ok();
        r.pending.update_value(|p| {
            if let Some(p) = p.as_mut().filter(|p| p.serial == serial) {
                p.timers.extend(timer);
            }
        });
    }

    fn robot_answered(self, serial: u64, answer: Answer) {
        let decision = match answer {
            Answer::Robot(advice) => Decision::Advice(advice),
            other => {
                leptos::logging::error!("robot decision: {other:?}");
                Decision::Plain
            }
        };
        let ready = self.robots.pending.try_update_value(|p| match p {
            Some(p) if p.serial == serial => {
                if let Some(perf) = window().performance() {
                    let mark = timing_mark(serial);
                    let _ = perf.measure_with_start_mark(p.timing, &mark);
                    perf.clear_marks_with_mark_name(&mark);
                }
                p.job = None;
                p.answer = Some(decision);
                p.paced
            }
            _ => false,
        });
        if ready == Some(true) {
            self.robot_finish();
        }
    }

    fn robot_paced(self, serial: u64) {
        self.robots.trick_pause.try_set(false);
        let state = self.robots.pending.try_update_value(|p| match p {
            // Once only: a skipped pause's timer may still fire.
            Some(p) if p.serial == serial && !p.paced => {
                p.paced = true;
                Some((p.answer.is_some(), p.seat))
            }
            _ => None,
        });
        match state.flatten() {
            Some((true, _)) => self.robot_finish(),
            Some((false, seat)) => {
                // Still thinking: say so, unless the answer comes in a moment.
                let wait =
                    Duration::from_millis(THINKING_AFTER_MS).saturating_sub(self.robots.pace());
                let timer = set_timeout_with_handle(
                    move || {
                        let waiting = self.robots.pending.try_with_value(|p| {
                            p.as_ref()
                                .is_some_and(|p| p.serial == serial && p.answer.is_none())
                        });
                        if waiting == Some(true) {
                            self.robots.thinking.try_set(Some(seat));
                        }
                    },
                    wait,
                )
                .ok();
                self.robots.pending.try_update_value(|p| {
                    if let Some(p) = p.as_mut() {
                        p.timers.extend(timer);
                    }
                });
            }
            None => {}
        }
    }

    /// Applies the decision once it is in and paced, if the table has not moved on.
    fn robot_finish(self) {
        let Some(Some(p)) = self.robots.pending.try_update_value(Option::take) else {
            return;
        };
        for timer in p.timers {
            timer.clear();
        }
        self.robots.thinking.try_set(None);
        let current = self
            .table
            .with_untracked(|t| Some(t.game() == &p.asked))
            .unwrap_or(false);
        if !current {
            self.schedule_robot();
            return;
        }
        let done = match p.answer {
            Some(Decision::Advice(advice)) => self
                .table
                .try_update(|t| t.apply_robot(p.seat, advice))
                .flatten(),
            _ => None,
        };
        match done {
            Some(RobotDone::Moved(m)) => self.robot_moved(m),
            Some(RobotDone::Claims(tricks)) => {
                self.robots.claim.try_set(RobotClaim::Offered {
                    seat: p.seat,
                    tricks,
                });
                let remaining = self.remaining_tricks();
                self.announcement
                    .try_set(Some(claim_msg(p.seat, tricks, remaining)));
            }
            None => {
                // No answer from the workers, or one that does not fit: the plain robot acts.
                if let Some(Some(m)) = self.table.try_update(EngineTable::robot_step) {
                    self.robot_moved(m);
                }
            }
        }
    }

    fn robot_moved(self, m: RobotMove) {
        self.changed();
        self.review_trick.try_set(false);
        self.announcement
            .try_set(Some(announce(m.seat, m.action, Some(m.why))));
        self.schedule_robot();
    }

    /// Drops the robot decision on its way (its worker job too) and any robot claim: the table
    /// changed under it.
    pub fn cancel_robot(self) {
        let r = self.robots;
        if let Some(Some(p)) = r.pending.try_update_value(Option::take) {
            for timer in p.timers {
                timer.clear();
            }
            if let Some(job) = p.job {
                job.cancel();
            }
        }
        if let Some(Some(job)) = r.judge.try_update_value(Option::take) {
            pool::cancel(job);
        }
        r.thinking.try_set(None);
        r.trick_pause.try_set(false);
        r.claim.try_set(RobotClaim::None);
    }

    /// The player taps the finished trick (or presses Enter or Space): the pause before the next
    /// robot's card ends now, and the trick is gathered as soon as that card is ready.
    pub fn skip_pause(self) {
        let waiting = self
            .robots
            .pending
            .try_with_value(|p| p.as_ref().filter(|p| !p.paced).map(|p| p.serial))
            .flatten();
        if let Some(serial) = waiting
            && self.robots.trick_pause.get_untracked()
        {
            self.robot_paced(serial);
        }
    }

    /// The robot system's call for the player now (a hint), worked out in a worker; `done` gets
    /// it if the auction is still where it was. Records the use of a hint.
    pub fn ask_hint(self, done: impl FnOnce(Option<CallAdvice>) + 'static) {
        let Some(ask) = self
            .session
            .try_update(|s| s.hint_ask().ok().flatten())
            .flatten()
        else {
            return;
        };
        // The use of a hint is recorded: save it.
        self.changed();
        let asked = self.table.with_untracked(|t| Some(t.game().clone()));
        pool::submit_first(Job::Robot { ask }, move |answer| {
            let current = self.table.with_untracked(|t| Some(t.game().clone())) == asked;
            match answer {
                Answer::Robot(RobotAdvice::Call(advice)) if current => done(Some(advice)),
                Answer::Robot(_) => {}
                other => leptos::logging::error!("hint: {other:?}"),
            }
        });
    }

    /// The card the robot would play for the player now (the card-play hint), thought over in
    /// the workers as the robots' own cards are; shown if the table is still where it was. A
    /// card played, undo or a new deal cancels it. Records the use of a hint.
    pub fn ask_card_hint(self) {
        self.cancel_card_hint();
        let config = self.play_config();
        let Some(ask) = self
            .session
            .try_update(|s| s.card_hint_ask(&config).ok().flatten())
            .flatten()
        else {
            return;
        };
        self.changed();
        let asked = self.table.with_untracked(|t| Some(t.game().clone()));
        self.card_hint.set(super::CardHint::Thinking);
        let job = worker::robot_decision(ask, config.strength.time_ms(), move |answer| {
            self.hint_job.try_set_value(None);
            if self.table.with_untracked(|t| Some(t.game().clone())) != asked {
                return;
            }
            let shown = match answer {
                Answer::Robot(RobotAdvice::Card(advice)) => {
                    let said = if advice.reason.key.is_empty() {
                        Msg::new("play.hint_card").with("card", advice.card)
                    } else {
                        Msg::new("play.hint_text")
                            .with("card", advice.card)
                            .with("reason", advice.reason)
                    };
                    self.announcement.try_set(Some(said.clone()));
                    super::CardHint::Shown(advice.card, said)
                }
                other => {
                    leptos::logging::error!("card hint: {other:?}");
                    super::CardHint::None
                }
            };
            self.card_hint.try_set(shown);
        });
        self.hint_job.set_value(Some(job));
    }

    /// Drops the card-play hint: its decision in the workers, and the hint shown.
    pub fn cancel_card_hint(self) {
        if let Some(job) = self.hint_job.try_update_value(Option::take).flatten() {
            job.cancel();
        }
        self.card_hint.try_set(super::CardHint::None);
    }

    /// The player accepts the robot declarer's claim.
    pub fn accept_robot_claim(self) {
        let RobotClaim::Offered { tricks, .. } = self.robots.claim.get_untracked() else {
            return;
        };
        let remaining = self.remaining_tricks();
        self.robots.claim.set(RobotClaim::None);
        let done = self.table.try_update(|t| t.accept_robot_claim(tricks));
        if done == Some(Ok(())) {
            self.changed();
            self.message.set(Some(
                Msg::new("robots.claim.accepted")
                    .with("tricks", tricks)
                    .with("remaining", remaining),
            ));
        }
    }

    /// The player disputes the robot declarer's claim: the Laws judge rules in a worker.
    pub fn dispute_robot_claim(self) {
        let RobotClaim::Offered { seat, tricks } = self.robots.claim.get_untracked() else {
            return;
        };
        let Some(play) = self.table.with_untracked(|t| t.robot_claimable().cloned()) else {
            self.robots.claim.set(RobotClaim::None);
            return;
        };
        self.robots.claim.set(RobotClaim::Judging { seat, tricks });
        let remaining = play.tricks_remaining();
        let cards = play.card_count();
        let job = pool::submit_first(Job::JudgeClaim { play, tricks }, move |answer| {
            self.robots.judge.try_set_value(None);
            if self.robots.claim.try_get_untracked() != Some(RobotClaim::Judging { seat, tricks }) {
                return;
            }
            self.robots.claim.try_set(RobotClaim::None);
            let verdict = match answer {
                Answer::JudgeClaim(v) => v,
                other => {
                    leptos::logging::error!("robot claim: {other:?}");
                    Verdict::TooEarly
                }
            };
            let settled = self
                .table
                .try_update(|t| t.settle_robot_claim(verdict).is_ok())
                .unwrap_or(false);
            if !settled {
                return;
            }
            let text = match verdict {
                Verdict::Accepted { awarded } => Msg::new("robots.claim.stands")
                    .with("awarded", awarded)
                    .with("remaining", remaining),
                Verdict::Disputed { awarded } => Msg::new("robots.claim.ruled")
                    .with("claimed", tricks)
                    .with("awarded", awarded)
                    .with("remaining", remaining),
                Verdict::TooEarly => {
                    self.robots.no_claim_at.set_value(Some(cards));
                    Msg::new("robots.claim.withdrawn")
                }
            };
            self.message.try_set(Some(text));
            if verdict == Verdict::TooEarly {
                self.schedule_robot();
            } else {
                self.changed();
            }
        });
        self.robots.judge.set_value(Some(job));
    }
}

/// "North claims 9 of the 9 remaining tricks."
pub fn claim_msg(seat: Seat, tricks: u8, remaining: u8) -> Msg {
    Msg::new("robots.claim.text")
        .with("seat", seat)
        .with("tricks", tricks)
        .with("remaining", remaining)
}

/// The quiet mark at a robot's seat while its decision outlasts the pace.
#[component]
pub fn ThinkingMark(seat: Seat) -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    move || {
        (ctx.robots.thinking.get() == Some(seat)).then(|| {
            view! {
                <span class="thinking" data-testid="thinking" role="status">
                    {t("robots.thinking")}
                </span>
            }
        })
    }
}

/// A robot declarer's claim: its tricks and line, and the player's choice to accept or dispute.
#[component]
pub fn RobotClaimPanel() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    move || {
        let (seat, tricks, judging) = match ctx.robots.claim.get() {
            RobotClaim::None => return ().into_any(),
            RobotClaim::Offered { seat, tricks } => (seat, tricks, false),
            RobotClaim::Judging { seat, tricks } => (seat, tricks, true),
        };
        let remaining = ctx
            .table
            .with(|t| t.game().play().map_or(0, |p| p.tricks_remaining()));
        view! {
            <section
                class="claim-dialog robot-claim"
                role="dialog"
                aria-labelledby="robot-claim-heading"
                data-testid="robot-claim"
            >
                <h3 id="robot-claim-heading">
                    {tf("robots.claim.heading", &[("seat", &seat_name(seat))])}
                </h3>
                <p data-testid="robot-claim-text">{move || crate::services::i18n::msg(&claim_msg(seat, tricks, remaining))}</p>
                <p class="claim-line">{t("robots.claim.line")}</p>
                {if judging {
                    view! {
                        <p role="status" data-testid="robot-claim-judging">
                            {t("robots.claim.judging")}
                        </p>
                    }
                        .into_any()
                } else {
                    view! {
                        <div class="control-buttons">
                            <button
                                class="button primary"
                                data-testid="robot-claim-accept"
                                on:click=move |_| ctx.accept_robot_claim()
                            >
                                {t("robots.claim.accept")}
                            </button>
                            <button
                                class="button"
                                data-testid="robot-claim-dispute"
                                on:click=move |_| ctx.dispute_robot_claim()
                            >
                                {t("robots.claim.dispute")}
                            </button>
                        </div>
                    }
                        .into_any()
                }}
            </section>
        }
        .into_any()
    }
}
