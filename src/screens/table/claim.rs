//! The claim (Laws 68-71): the player states the line and the tricks; the engine judges it
//! against every defence, in an engine worker. A disputed claim is ruled at once in scored
//! play; practice asks whether to accept the ruling or play on. Nothing here names a hidden
//! card or a double-dummy count.

use bridge_engine::claim::Verdict;
use bridge_engine::session::SessionKind;
use bridge_engine::table::OnDispute;
use leptos::prelude::*;

use super::{ClaimStage, TableCtx};
use bridge_engine::msg::Msg;

use crate::services::i18n::{t, tf};
use crate::services::worker::{self, protocol::Answer, protocol::Job};

impl TableCtx {
    fn practice(self) -> bool {
        self.session
            .with_untracked(|s| s.kind() == SessionKind::Practice)
    }

    pub(super) fn remaining_tricks(self) -> u8 {
        self.table
            .with_untracked(|t| t.game().play().map_or(0, |p| p.tricks_remaining()))
    }

    /// Declarer (the player) claims `tricks` of the remaining tricks with the stated line. The
    /// line is checked against every defence in an engine worker, and the ruling counts only if
    /// the play has not moved on meanwhile. A disputed claim is ruled at once in scored play;
    /// practice asks whether to play on.
    pub fn claim(self, tricks: u8) {
        self.claim.set(ClaimStage::Closed);
        let Some(play) = self.table.with_untracked(|t| t.claimable().cloned()) else {
            self.message.set(Some(Msg::new("table.claim.not_now")));
            return;
        };
        let remaining = play.tricks_remaining();
        let played = play.cards_played().count();
        worker::pool::submit(Job::JudgeClaim { play, tricks }, move |answer| {
            let still = self.table.with_untracked(|t| {
                t.claimable().map(|p| p.cards_played().count()) == Some(played)
            });
            match answer {
                Answer::JudgeClaim(verdict) if still => self.rule(tricks, remaining, verdict),
                Answer::JudgeClaim(_) => {}
                other => {
                    leptos::logging::error!("claim: {other:?}");
                    self.message.try_set(Some(Msg::new("table.claim.failed")));
                }
            }
        });
    }

    /// Tells the player the ruling on a claim of `tricks` and applies it.
    fn rule(self, tricks: u8, remaining: u8, verdict: Verdict) {
        let text = match verdict {
            Verdict::Accepted { awarded } => {
                if !self.settle(verdict) {
                    return;
                }
                let text = Msg::new("table.claim.accepted")
                    .with("awarded", awarded)
                    .with("remaining", remaining);
                if awarded > tricks {
                    sentences(text, Msg::new("table.claim.restored"))
                } else {
                    text
                }
            }
            Verdict::Disputed { awarded } if self.practice() => {
                self.claim.try_set(ClaimStage::Disputed { tricks, awarded });
                Msg::new("table.claim.disputed").with("claimed", tricks)
            }
            Verdict::Disputed { awarded } => {
                if !self.settle(verdict) {
                    return;
                }
                sentences(
                    Msg::new("table.claim.disputed").with("claimed", tricks),
                    ruling(awarded, remaining),
                )
            }
            Verdict::TooEarly => Msg::new("table.claim.too_early"),
        };
        self.message.try_set(Some(text));
    }

    /// Applies the ruling on a claim; false when the table has moved on.
    fn settle(self, verdict: Verdict) -> bool {
        self.cancel_robot();
        let settled = self
            .table
            .try_update(|t| t.settle_claim(verdict, OnDispute::AcceptRuling).is_ok())
            .unwrap_or(false);
        if settled {
            self.changed();
        }
        settled
    }

    /// Practice: the player accepts the ruling on a disputed claim.
    pub fn accept_ruling(self) {
        let ClaimStage::Disputed { awarded, .. } = self.claim.get_untracked() else {
            return;
        };
        let remaining = self.remaining_tricks();
        self.claim.set(ClaimStage::Closed);
        if self.settle(Verdict::Disputed { awarded }) {
            self.message.set(Some(ruling(awarded, remaining)));
        }
    }

    /// Practice: the player withdraws a disputed claim and plays on.
    pub fn play_on(self) {
        self.claim.set(ClaimStage::Closed);
        self.message.set(Some(Msg::new("table.claim.playing_on")));
    }
}

/// "Ruling (Law 70): …": what a disputed claim gives declarer's side.
fn ruling(awarded: u8, remaining: u8) -> Msg {
    Msg::new("table.claim.ruled")
        .with("awarded", awarded)
        .with("remaining", remaining)
}

/// Two sentences one after the other, as the language joins them.
fn sentences(first: Msg, second: Msg) -> Msg {
    Msg::new("text.sentences")
        .with("first", first)
        .with("second", second)
}

/// The claim: the line stated, the tricks claimed (fewer concede the rest), and in practice the
/// choice after a dispute. Nothing here names a hidden card or a double-dummy count.
#[component]
pub fn ClaimPanel() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let remaining = move || {
        ctx.table
            .with(|t| t.game().play().map_or(0, |p| p.tricks_remaining()))
    };
    let chosen = RwSignal::new(None::<u8>);
    move || {
        match ctx.claim.get() {
        ClaimStage::Closed => ().into_any(),
        ClaimStage::Stating => {
            let all = remaining();
            view! {
                <section class="claim-dialog" role="dialog" aria-labelledby="claim-heading" data-testid="claim-dialog">
                    <h3 id="claim-heading">{t("table.claim.heading")}</h3>
                    <p class="claim-line">{t("table.claim.line")}</p>
                    <label>
                        {tf("table.claim.tricks", &[("remaining", &all.to_string())])}
                        <select
                            data-testid="claim-tricks"
                            on:change=move |ev| chosen.set(event_target_value(&ev).parse().ok())
                        >
                            {(0..=all)
                                .rev()
                                .map(|n| view! { <option value=n.to_string() selected=n == all>{n}</option> })
                                .collect_view()}
                        </select>
                    </label>
                    <div class="control-buttons">
                        <button
                            class="button primary"
                            data-testid="claim-submit"
                            on:click=move |_| ctx.claim(chosen.get_untracked().unwrap_or(all).min(all))
                        >
                            {t("table.claim.submit")}
                        </button>
                        <button class="button" on:click=move |_| ctx.claim.set(ClaimStage::Closed)>
                            {t("table.claim.cancel")}
                        </button>
                    </div>
                </section>
            }
                .into_any()
        }
        ClaimStage::Disputed { .. } => view! {
            <div class="control-buttons" data-testid="claim-disputed">
                <button class="button" data-testid="accept-ruling" on:click=move |_| ctx.accept_ruling()>
                    {t("table.claim.accept_ruling")}
                </button>
                <button class="button primary" data-testid="play-on" on:click=move |_| ctx.play_on()>
                    {t("table.claim.play_on")}
                </button>
            </div>
        }
            .into_any(),
    }
    }
}
