//! The seats around the table, their hands with the cards the player may play, and the trick
//! in the centre.

use bridge_engine::{Card, Phase, Seat, Trick};
use leptos::prelude::*;

use super::TableCtx;
use crate::services::i18n::{rank_label, t, tf, tn};
use crate::ui::cards::{
    HandView, card_name, card_picture, card_short, confirm_card_needed, rank_class, seat_name,
    suit_class,
};
use crate::ui::focus::arrow_move;

/// Whether `seat`'s cards are the player's to play in this deal's play (their own, and
/// partner's when their side declares: the engine's rule, [`Table::controls`]).
///
/// [`Table::controls`]: bridge_engine::table::Table::controls
fn player_plays(tb: &bridge_engine::table::Table, seat: Seat) -> bool {
    matches!(tb.game().phase(), Phase::Play(_)) && tb.controls(seat)
}

/// The card the keyboard's tab stop is on: the one last focused if it can still be played,
/// else the first playable card.
fn tab_stop(ctx: TableCtx) -> Option<Card> {
    let playable = ctx.playable.with(|(_, cards)| *cards);
    match ctx.focus_card.get() {
        Some(c) if playable.contains(c) => Some(c),
        _ => playable.iter().next(),
    }
}

/// One card face: a button in a hand the player plays (enabled when the card may be played
/// now), a picture otherwise (always a picture outside a live table, e.g. in a review).
#[component]
fn CardFace(card: Card, seat: Seat) -> impl IntoView {
    let Some(ctx) = use_context::<TableCtx>() else {
        return card_picture(card);
    };
    let mine = Memo::new(move |_| ctx.table.with(|t| player_plays(t, seat)));
    let playable = move || {
        ctx.playable
            .with(|(on_turn, cards)| *on_turn == Some(seat) && cards.contains(card))
    };
    let picked = move || ctx.pending_card.get() == Some(card);
    let face = move || {
        view! {
            <span class=rank_class(card.rank)>{move || rank_label(card.rank)}</span>
            <span class="pip" aria-hidden="true">{card.suit.symbol().to_string()}</span>
        }
    };
    view! {
        {move || {
            if mine.get() {
                view! {
                    <button
                        class=format!("card {}", suit_class(card.suit))
                        class:playable=playable
                        class:picked=picked
                        class:refused=move || ctx.refused.get() == Some(card)
                        data-card=card_short(card)
                        aria-label=move || card_name(card)
                        aria-pressed=move || picked().to_string()
                        // Never `disabled`: a disabled button drops the keyboard focus.
                        aria-disabled=move || (!playable()).to_string()
                        tabindex=move || if tab_stop(ctx) == Some(card) { "0" } else { "-1" }
                        on:focus=move |_| ctx.focus_card.set(Some(card))
                        on:keydown=move |ev| {
                            // From a playable card, arrows go to the other playable cards.
                            let items = if playable() { "button.card.playable" } else { "button.card" };
                            arrow_move(&ev, ".compass", items);
                        }
                        on:click=move |_| {
                            if !playable() {
                                ctx.refuse_card(card, seat);
                                return;
                            }
                            if confirm_card_needed() && ctx.pending_card.get_untracked() != Some(card) {
                                ctx.pending_card.set(Some(card));
                            } else {
                                ctx.play_card(card, seat);
                            }
                        }
                    >
                        {face()}
                    </button>
                }
                    .into_any()
            } else {
                card_picture(card)
            }
        }}
    }
    .into_any()
}

/// A card of a hand drawn at the table: a button when the player may play it.
pub fn table_face(card: Card, seat: Seat) -> AnyView {
    view! { <CardFace card=card seat=seat/> }.into_any()
}

/// One seat: its name, role, and hand (face up when the player may see it).
#[component]
pub fn SeatView(seat: Seat) -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let role = Memo::new(move |_| {
        ctx.table.with(|tb| {
            let game = tb.game();
            let mut parts = Vec::new();
            if seat == tb.human() {
                parts.push(t("table.role.you"));
            } else if player_plays(tb, seat) {
                // Partner declares: the player plays both hands, so both are theirs.
                parts.push(t("table.role.you_play"));
            } else {
                parts.push(t("table.role.robot"));
            }
            if let Some(p) = game.play() {
                if p.declarer() == seat {
                    parts.push(t("table.role.declarer"));
                } else if p.dummy() == seat {
                    parts.push(t("table.role.dummy"));
                }
            } else if game.board().dealer == seat {
                parts.push(t("table.role.dealer"));
            }
            parts.join(" · ")
        })
    });
    let on_turn = Memo::new(move |_| ctx.table.with(|tb| tb.game().to_act() == Some(seat)));
    let vulnerable = Memo::new(move |_| {
        ctx.table
            .with(|tb| tb.game().board().vulnerability.is_vulnerable(seat.side()))
    });
    // The hand is drawn again only when its cards (or whether they show) change, not on every
    // card of the table: a card played redraws one hand.
    let shown = Memo::new(move |_| {
        let seating = ctx.seating.get();
        ctx.table.with(|tb| {
            // Dummy laid out in columns across the table: partner's hand, or the player's own
            // when they took declarer's seat.
            let dummy_trump = tb
                .game()
                .play()
                .filter(|p| p.dummy() == seat && seat != tb.player_seat(seating))
                .map(|p| p.trump());
            (tb.remaining(seat), tb.visible(seat), dummy_trump)
        })
    });
    let hand = move || {
        let (cards, visible, dummy_trump) = shown.get();
        if !visible {
            let count = cards.len();
            return view! {
                <p class="hidden-hand" data-testid="hidden-hand">
                    <span class="backs" aria-hidden="true">
                        {(0..count.min(13)).map(|_| view! { <span class="card-back"></span> }).collect_view()}
                    </span>
                    {tn("table.cards_hidden", count as i64, &[])}
                </p>
            }
            .into_any();
        }
        match dummy_trump {
            Some(trump) => {
                view! { <HandView seat=seat cards=cards dummy_trump=trump face=table_face/> }
                    .into_any()
            }
            None => view! { <HandView seat=seat cards=cards face=table_face/> }.into_any(),
        }
    };
    view! {
        <section
            class=format!("seat seat-{}", seat.letter().to_ascii_lowercase())
            class:on-turn=on_turn
            // Vulnerable seats in red, as on a duplicate board; the badge says it in words.
            class:vulnerable=vulnerable
            aria-label=move || seat_name(seat)
            data-testid=format!("seat-{}", seat.letter())
        >
            <h2 class="seat-name">
                {move || seat_name(seat)}
                {move || {
                    vulnerable
                        .get()
                        .then(|| {
                            view! {
                                <span class="vul-badge" data-testid="vul-badge">
                                    {t("table.seat_vulnerable")}
                                </span>
                            }
                        })
                }}
                <span class="role">{role}</span>
                <super::robots::ThinkingMark seat=seat/>
            </h2>
            {hand}
            {move || {
                ctx.pending_card
                    .get()
                    .filter(|c| ctx.table.with(|t| t.remaining(seat).contains(*c)))
                    .map(|c| {
                        view! {
                            <p class="pick-note" role="status" data-testid="pick-note">
                                {tf("table.tap_again", &[("card", &card_name(c))])}
                            </p>
                        }
                    })
            }}
        </section>
    }
}

/// The trick in the centre: the cards played to it by seat, and who won it once complete.
#[component]
pub fn TrickView() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let shown = Memo::new(move |_| {
        ctx.table.with(|tb| {
            let p = tb.game().play()?;
            let current = p.current_trick().filter(|t| !t.cards.is_empty());
            let last = p.last_completed_trick().cloned();
            if ctx.review_trick.get() {
                return last.map(|t| (t, true));
            }
            match current {
                Some(t) => Some((t.clone(), false)),
                None => last.map(|t| (t, true)),
            }
        })
    });
    let trump = move || {
        ctx.table
            .with(|tb| tb.game().play().and_then(|p| p.trump()))
    };
    view! {
        <div
            class="trick"
            data-testid="trick"
            // A finished trick waiting for the next robot: a tap gathers it now.
            class:skippable=move || ctx.robots.trick_pause.get()
            on:click=move |_| ctx.skip_pause()
            // The seat that won the trick on show (the cards drift toward it).
            data-won=move || {
                shown
                    .get()
                    .and_then(|(trick, complete)| complete.then(|| trick.winner(trump())).flatten())
                    .map(|w| w.letter().to_ascii_lowercase().to_string())
            }
        >
            {move || {
                shown
                    .get()
                    .map(|(trick, complete): (Trick, bool)| {
                        let winner = if complete { trick.winner(trump()) } else { None };
                        let plays: Vec<(Seat, Card)> = trick.plays().collect();
                        let last = plays.len().saturating_sub(1);
                        view! {
                            {plays
                                .into_iter()
                                .enumerate()
                                .map(|(i, (seat, card))| {
                                    view! {
                                        <span
                                            class=format!(
                                                "played played-{} card {}",
                                                seat.letter().to_ascii_lowercase(),
                                                suit_class(card.suit),
                                            )
                                            class:winner=winner == Some(seat)
                                            class:last=i == last && !complete
                                            role="img"
                                            aria-label=move || {
                                                tf(
                                                    "table.played_by",
                                                    &[("seat", &seat_name(seat)), ("card", &card_name(card))],
                                                )
                                            }
                                        >
                                            <span class=rank_class(card.rank)>{move || rank_label(card.rank)}</span>
                                            <span class="pip" aria-hidden="true">
                                                {card.suit.symbol().to_string()}
                                            </span>
                                        </span>
                                    }
                                })
                                .collect_view()}
                            {winner
                                .map(|w| {
                                    view! {
                                        <p class="trick-winner" data-testid="trick-winner">
                                            {tf("table.trick_won_by", &[("seat", &seat_name(w))])}
                                            {move || {
                                                ctx.robots
                                                    .trick_pause
                                                    .get()
                                                    .then(|| {
                                                        view! {
                                                            <span class="trick-skip" data-testid="trick-skip">
                                                                {t("table.trick_skip")}
                                                            </span>
                                                        }
                                                    })
                                            }}
                                        </p>
                                    }
                                })}
                        }
                    })
            }}
        </div>
    }
}
