//! What the club screens show alike, for an evening run in the app and for a club's results
//! file: a board's hand record, a traveller line's result, numbers that read left to right.

use bridge_engine::{Board, BoardResult, Seat, Suit};
use leptos::prelude::*;

use crate::services::i18n::{contract_label, current_lang, isolate, t, tf};
use crate::ui::cards::{seat_name, vul_name};
use crate::ui::scorecard::deal::tricks_text;

/// "4♠X North +1": contract, declarer and tricks against the contract, or "Passed out". In
/// right-to-left languages the contract and the tricks are isolated, so "4♠" and "+1" are never
/// reversed.
pub fn result_text(r: &BoardResult) -> String {
    match r.contract() {
        Some((c, d)) => format!(
            "{} {} {}",
            contract_label(c),
            seat_name(d),
            isolate(current_lang(), &tricks_text(r))
        ),
        None => t("card.passed_out"),
    }
}

/// A number that reads left to right inside right-to-left text.
pub fn ltr(text: String) -> impl IntoView {
    view! { <bdi dir="ltr">{text}</bdi> }
}

/// One hand as four suit lines ("—" for a void).
fn hand_lines(board: &Board, seat: Seat) -> impl IntoView + use<> {
    let hand = board.deal.hand(seat);
    view! {
        <div class=format!("record-hand seat-{}", seat.letter().to_ascii_lowercase())>
            <span class="record-seat">{seat_name(seat)}</span>
            {[Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs]
                .into_iter()
                .map(|suit| {
                    let ranks = hand.suit_text(suit);
                    let class = match suit {
                        Suit::Hearts | Suit::Diamonds => "record-suit red",
                        _ => "record-suit",
                    };
                    view! {
                        <span class=class dir="ltr">
                            <span aria-hidden="true">{suit.symbol().to_string()}</span>
                            " "
                            {if ranks.is_empty() { "—".to_string() } else { ranks }}
                        </span>
                    }
                })
                .collect_view()}
        </div>
    }
}

/// A board's hand record: its number, dealer and vulnerability, and the four hands laid out
/// as a compass.
pub fn hand_record(board: &Board) -> impl IntoView + use<> {
    view! {
        <header class="record-head">
            <strong>{tf("card.traveller", &[("board", &board.number.to_string())])}</strong>
            <span>{tf("scorer.dealer", &[("seat", &seat_name(board.dealer))])}</span>
            <span>{tf("scorer.vulnerable", &[("vul", &vul_name(board.vulnerability))])}</span>
        </header>
        <div class="record-compass">
            {[Seat::North, Seat::West, Seat::East, Seat::South]
                .into_iter()
                .map(|s| hand_lines(board, s))
                .collect_view()}
        </div>
    }
}
