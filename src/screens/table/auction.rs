//! The auction so far, in four columns W N E S, with each call's meaning on tap. Conventional
//! (artificial) calls are alerted as online clubs show them: the call highlighted with a small
//! "!" and its explanation headed "Alert"; screen readers hear "alerted" in the call's name.

use bridge_engine::robot::explain_call;
use bridge_engine::{Auction, Call, CallNote, Seat, Vulnerability};
use leptos::prelude::*;

use super::TableCtx;
use crate::services::i18n::{msg, t, tf};
use crate::ui::cards::{call_name, seat_name};
use crate::ui::focus::arrow_move;

/// The column order of an auction diagram.
const COLUMNS: [Seat; 4] = [Seat::West, Seat::North, Seat::East, Seat::South];

/// What a call means and whether it is alerted: the players' own note when the game was
/// recorded with one (a LIN file's alert and explanation), else the bidding system's.
struct Meaning {
    alert: bool,
    text: Option<String>,
}

fn meaning_of(auction: &Auction, notes: &[CallNote], i: usize, vul: Vulnerability) -> Meaning {
    let system = || explain_call(auction, i, vul);
    match notes.iter().find(|n| n.call == i) {
        Some(note) => Meaning {
            alert: note.alerted,
            text: note
                .text
                .clone()
                .or_else(|| system().map(|e| msg(&e.meaning))),
        },
        None => match system() {
            Some(e) => Meaning {
                alert: e.alert,
                text: Some(msg(&e.meaning)),
            },
            None => Meaning {
                alert: false,
                text: None,
            },
        },
    }
}

/// The auction as a grid, calls as buttons that reveal their meaning. Reused on the result screen.
#[component]
pub fn AuctionGrid(
    auction: Auction,
    vulnerability: Vulnerability,
    /// The players' notes on calls of a recorded game (shown as the robots' alerts are).
    #[prop(optional)]
    notes: Vec<CallNote>,
) -> impl IntoView {
    let explained = RwSignal::new(None::<usize>);
    let dealer = auction.dealer();
    let skip = COLUMNS.iter().position(|s| *s == dealer).unwrap_or(0);
    let calls: Vec<(usize, Seat, Call)> = auction
        .calls_by_seat()
        .enumerate()
        .map(|(i, (s, c))| (i, s, c))
        .collect();
    let meaning = {
        let auction = auction.clone();
        move |i: usize| meaning_of(&auction, &notes, i, vulnerability)
    };
    // One tab stop for the whole auction (its latest call); arrow keys move between calls, so
    // Tab goes on to the bidding box instead of through every call.
    let last = calls.len().saturating_sub(1);
    let cells = (0..skip)
        .map(|_| view! { <span class="call empty"></span> }.into_any())
        .chain(calls.into_iter().map(|(i, seat, call)| {
            let explained_call = meaning(i);
            let alerted = explained_call.alert;
            let name = if alerted {
                tf("bid.alerted", &[("call", &call_name(call))])
            } else {
                call_name(call)
            };
            let label = tf("auction.call_by", &[("seat", &seat_name(seat)), ("call", &name)]);
            let title = explained_call.text.unwrap_or_default();
            view! {
                <button
                    class="call"
                    class:pass=call == Call::Pass
                    class:alerted=alerted
                    aria-label=label
                    title=title
                    aria-expanded=move || (explained.get() == Some(i)).to_string()
                    tabindex=if i == last { "0" } else { "-1" }
                    on:keydown=move |ev| {
                        arrow_move(&ev, ".auction-grid", "button.call");
                    }
                    on:click=move |_| explained.update(|e| *e = if *e == Some(i) { None } else { Some(i) })
                >
                    <bdi>{call_name(call)}</bdi>
                    {alerted.then(|| view! { <span class="alert-mark" aria-hidden="true">"!"</span> })}
                </button>
            }
                .into_any()
        }))
        .collect_view();
    let explanation = move || {
        explained.get().map(|i| {
            let call = auction.calls_by_seat().nth(i);
            let explanation = meaning(i);
            let alerted = explanation.alert;
            let text = explanation.text.unwrap_or_else(|| t("auction.no_meaning"));
            let who = call
                .map(|(s, c)| {
                    tf(
                        "auction.call_by",
                        &[("seat", &seat_name(s)), ("call", &call_name(c))],
                    )
                })
                .unwrap_or_default();
            view! {
                <p class="explanation" data-testid="explanation" role="status">
                    {alerted
                        .then(|| {
                            view! {
                                <span class="alert-badge" data-testid="alert">
                                    {t("bid.alert")}
                                </span>
                            }
                        })}
                    <strong>
                        <bdi>{who}</bdi>
                    </strong>
                    ": "
                    {text}
                </p>
            }
        })
    };
    view! {
        <div class="auction" data-testid="auction">
            <div class="auction-grid" role="group" aria-label=move || t("auction.heading")>
                {COLUMNS
                    .iter()
                    .map(|s| {
                        let s = *s;
                        view! {
                            <span class="auction-head" class:dealer=s == dealer>
                                {move || seat_name(s)}
                            </span>
                        }
                    })
                    .collect_view()}
                {cells}
            </div>
            {explanation}
        </div>
    }
}

/// The live auction on the table: during the auction in the centre, during the play beside the
/// table (so the calls and their meanings stay in view). Drawn again only when a call is made,
/// so an explanation opened during the play stays open from card to card.
#[component]
pub fn AuctionView() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let shown = Memo::new(move |_| {
        ctx.table.with(|t| {
            let g = t.game();
            Some((
                g.auction().clone(),
                g.board().vulnerability,
                g.notes().to_vec(),
            ))
        })
    });
    move || {
        shown.get().map(|(auction, vul, notes)| {
            view! { <AuctionGrid auction=auction vulnerability=vul notes=notes/> }
        })
    }
}
