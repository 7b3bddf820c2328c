//! Cards and hands as every screen shows them, and the names of cards, calls, seats and
//! vulnerabilities in the player's language.

use bridge_engine::{Call, Card, CardSet, Rank, Seat, Suit, Vulnerability};
use leptos::prelude::*;

use crate::services::i18n::{
    call_label, card_name_msg, msg, rank_label, seat_key, suit_key, t, tf,
};
use crate::state::AppState;
use crate::state::settings::Settings;

/// "North", in the current language.
pub fn seat_name(seat: Seat) -> String {
    t(seat_key(seat))
}

/// "Ace of Spades": a card's accessible name.
pub fn card_name(card: Card) -> String {
    msg(&card_name_msg(card))
}

/// "♠A": a card in short form, as the page's `data-card` names it (A K Q J, whatever the
/// language: a stable name for tests and focus, never shown).
pub fn card_short(card: Card) -> String {
    format!("{}{}", card.suit.symbol(), card.rank.label())
}

/// "Pass", "Double", "Redouble" in the current language, or a bid as "1♠" ("1BA" in Polish).
pub fn call_name(call: Call) -> String {
    call_label(call)
}

/// The CSS class of a suit's colour.
pub fn suit_class(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "suit-s",
        Suit::Hearts => "suit-h",
        Suit::Diamonds => "suit-d",
        Suit::Clubs => "suit-c",
    }
}

/// The CSS class of a card's index: "10", the one index of two characters, is drawn a little
/// tighter so it stays whole on a hand's strip (style/table.css).
pub fn rank_class(rank: Rank) -> &'static str {
    if rank == Rank::Ten {
        "rank ten"
    } else {
        "rank"
    }
}

/// True on a touch screen, where the tablet-safe confirm step applies.
pub fn touch_screen() -> bool {
    window()
        .match_media("(pointer: coarse)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}

/// Whether a tap on a call must be confirmed by a second one (the setting, on touch screens).
pub fn confirm_call_needed() -> bool {
    confirm_on_touch(|s| s.confirm_calls)
}

/// Whether a tap on a card must be confirmed by a second one: off by default, one tap plays (the
/// setting, on touch screens).
pub fn confirm_card_needed() -> bool {
    confirm_on_touch(|s| s.confirm_cards)
}

fn confirm_on_touch(setting: fn(&Settings) -> bool) -> bool {
    let state = expect_context::<AppState>();
    state.settings.with_untracked(setting) && touch_screen()
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

/// Draws one card of a hand: [`card_picture`], or a screen's own face (a card the player can
/// play at the table).
pub type DrawCard = fn(Card, Seat) -> AnyView;

/// A card face that is only looked at, named for screen readers.
pub fn card_picture(card: Card) -> AnyView {
    view! {
        <span class=format!("card {}", suit_class(card.suit)) role="img" aria-label=move || card_name(card)>
            <span class=rank_class(card.rank)>{move || rank_label(card.rank)}</span>
            <span class="pip" aria-hidden="true">{card.suit.symbol().to_string()}</span>
        </span>
    }
    .into_any()
}

/// A hand in four suit rows (or, for dummy, suit columns with trumps first).
#[component]
pub fn HandView(
    seat: Seat,
    cards: CardSet,
    #[prop(optional)] dummy_trump: Option<Option<Suit>>,
    #[prop(optional)] face: Option<DrawCard>,
) -> impl IntoView {
    let face = face.unwrap_or(|card, _| card_picture(card));
    let order: Vec<Suit> = match dummy_trump {
        // Dummy's trumps go on declarer's left: first in the row of columns.
        Some(Some(trump)) => std::iter::once(trump)
            .chain(Suit::DISPLAY_ORDER.into_iter().filter(|s| *s != trump))
            .collect(),
        _ => Suit::DISPLAY_ORDER.to_vec(),
    };
    let class = if dummy_trump.is_some() {
        "hand dummy"
    } else {
        "hand"
    };
    view! {
        <div class=class data-seat=seat.letter().to_string()>
            {order
                .into_iter()
                .map(|suit| {
                    let in_suit: Vec<Card> = cards
                        .ranks_desc(suit)
                        .map(|r| Card::new(suit, r))
                        .collect();
                    // A void reads "—" beside its symbol where the symbols show (the result's
                    // diagram), never a bare symbol.
                    let void = in_suit.is_empty().then(|| {
                        view! {
                            <span
                                class="void"
                                role="img"
                                aria-label=move || tf("hand.void", &[("suit", &t(suit_key(suit)))])
                            >
                                "—"
                            </span>
                        }
                    });
                    view! {
                        <div class=format!("suit-line {}", suit_class(suit))>
                            <span class="suit-symbol" aria-hidden="true">
                                {suit.symbol().to_string()}
                            </span>
                            {in_suit
                                .into_iter()
                                .map(|card| face(card, seat))
                                .collect_view()}
                            {void}
                        </div>
                    }
                })
                .collect_view()}
        </div>
    }
}
