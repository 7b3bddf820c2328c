//! The bidding box: every bid, Pass, Double and Redouble, with only legal calls enabled.

use bridge_engine::table::Turn;
use bridge_engine::{Action, Bid, Call, Strain};
use leptos::portal::Portal;
use leptos::prelude::*;

use super::TableCtx;
use crate::services::i18n::{msg, t, tf};
use crate::ui::cards::{call_name, confirm_call_needed};
use crate::ui::convention_card::CardDialog;
use crate::ui::focus::arrow_move;

fn strain_class(s: Strain) -> &'static str {
    match s {
        Strain::Clubs => "suit-c",
        Strain::Diamonds => "suit-d",
        Strain::Hearts => "suit-h",
        Strain::Spades => "suit-s",
        Strain::NoTrump => "suit-nt",
    }
}

/// The bidding box, enabled on the player's turn to call.
#[component]
pub fn BiddingBox() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let legal = Memo::new(move |_| ctx.table.with(|t| t.legal_calls()));
    let my_turn = move || ctx.table.with(|t| matches!(t.turn(), Turn::Human(_)));
    let hint = RwSignal::new(None::<(Call, bridge_engine::Msg)>);
    let card_open = RwSignal::new(false);
    let choose = move |call: Call| {
        hint.set(None);
        if confirm_call_needed() {
            ctx.pending_call.set(Some(call));
        } else {
            ctx.act(Action::Call(call));
        }
    };
    // The tab stop: the call last focused while it is legal, else Pass.
    let tab_stop = move || {
        let last = ctx.focus_call.get();
        if legal.with(|l| l.contains(&last)) {
            last
        } else {
            Call::Pass
        }
    };
    let button = move |call: Call, class: &'static str| {
        let allowed = move || legal.with(|l| l.contains(&call));
        view! {
            <button
                class=format!("bid {class}")
                class:picked=move || ctx.pending_call.get() == Some(call)
                // Never `disabled`: a disabled button drops the keyboard focus after each call.
                aria-disabled=move || (!allowed()).to_string()
                // One tab stop in the box (the call last focused); arrows move between calls.
                tabindex=move || if tab_stop() == call { "0" } else { "-1" }
                aria-label=move || call_name(call)
                on:focus=move |_| ctx.focus_call.set(call)
                on:keydown=move |ev| {
                    arrow_move(&ev, ".bidding-box", ".bid:not([aria-disabled=true])");
                }
                on:click=move |_| {
                    if allowed() {
                        choose(call)
                    }
                }
            >
                <bdi>{move || call_name(call)}</bdi>
            </button>
        }
    };
    // Levels below the cheapest sufficient bid are hidden to keep the box small on phones; the
    // rows stay put while the robots call, so the box does not jump.
    let lowest_level = move || {
        ctx.table
            .with(|t| {
                let next = match t.game().auction().last_bid() {
                    Some((_, bid)) => bid.next(),
                    None => Bid::new(1, Strain::Clubs),
                };
                Some(next.map_or(8, |b| b.level()))
            })
            .unwrap_or(1)
    };
    view! {
        <section class="bidding-box" aria-label=move || t("bidding.heading") data-testid="bidding-box">
            <p class="turn-note">
                {move || if my_turn() { t("bidding.your_turn") } else { t("bidding.wait") }}
            </p>
            <div class="special-calls">
                {button(Call::Pass, "pass")} {button(Call::Double, "double")}
                {button(Call::Redouble, "redouble")}
            </div>
            <div class="bids">
                {(1..=7u8)
                    .map(|level| {
                        view! {
                            <div class="bid-row" class:hidden-row=move || level < lowest_level()>
                                {Strain::ALL
                                    .into_iter()
                                    .filter_map(|s| Bid::new(level, s).map(|b| (s, b)))
                                    .map(|(s, b)| button(Call::Bid(b), strain_class(s)))
                                    .collect_view()}
                            </div>
                        }
                    })
                    .collect_view()}
            </div>
            {move || {
                ctx.pending_call
                    .get()
                    .map(|call| {
                        view! {
                            <div class="confirm">
                                <button
                                    class="button primary"
                                    data-testid="confirm-call"
                                    on:click=move |_| ctx.act(Action::Call(call))
                                >
                                    {tf("bidding.confirm", &[("call", &call_name(call))])}
                                </button>
                                <button class="button" on:click=move |_| ctx.pending_call.set(None)>
                                    {t("bidding.cancel")}
                                </button>
                            </div>
                        }
                    })
            }}
            <div class="hint-row">
                {move || {
                    ctx.aids_allowed()
                        .then(|| {
                            view! {
                                <button
                                    class="button"
                                    data-testid="hint"
                                    disabled=move || !my_turn()
                                    on:click=move |_| {
                                        // Worked out in an engine worker; shown only if the
                                        // auction has not moved on meanwhile.
                                        ctx.ask_hint(move |advice| {
                                            hint.try_set(advice.map(|a| (a.call, a.meaning)));
                                        });
                                    }
                                >
                                    {move || t("bidding.hint")}
                                </button>
                            }
                        })
                }}
                // What partner can count on, at hand during the auction (in every session: the
                // agreements are disclosed, not an aid).
                <button
                    class="link-button"
                    data-testid="open-card"
                    aria-haspopup="dialog"
                    on:click=move |_| card_open.set(true)
                >
                    {move || t("card.open")}
                </button>
                {move || {
                    hint.get()
                        .map(|(call, meaning)| {
                            view! {
                                <p class="hint" data-testid="hint-text" role="status">
                                    {tf(
                                        "bidding.hint_text",
                                        &[("call", &call_name(call)), ("meaning", &msg(&meaning))],
                                    )}
                                </p>
                            }
                        })
                }}
            </div>
            // Over the whole page, outside the table's layout (its containers would hold a fixed
            // box inside them).
            {move || {
                card_open
                    .get()
                    .then(|| {
                        view! {
                            <Portal>
                                <CardDialog open=card_open/>
                            </Portal>
                        }
                    })
            }}
        </section>
    }
}
