//! Stepping through a finished deal's play on the result screen's table: the hands as they
//! stood and the trick in the centre, one trick at a time.

use bridge_engine::{Card, CardSet, Deal, Play, Seat, Trick};
use leptos::ev::KeyboardEvent;
use leptos::prelude::*;

use crate::services::i18n::{Dir, current_lang, t, tf};
use crate::ui::cards::{card_name, card_short, seat_name, suit_class};

/// The table at one step of the play: step 0 is before the opening lead, step k shows trick
/// k in the centre and the hands without the cards of tricks 1 to k.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The cards each seat still holds, in `Seat::ALL` order.
    pub hands: [(Seat, CardSet); 4],
    /// The trick in the centre (none before the opening lead).
    pub trick: Option<ShownTrick>,
}

/// A completed trick as shown in the centre of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownTrick {
    /// Who led it.
    pub leader: Seat,
    /// Who won it.
    pub winner: Option<Seat>,
    /// The four cards with the seat that played each.
    pub plays: Vec<(Seat, Card)>,
}

impl Position {
    /// The cards `seat` still holds.
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands
            .iter()
            .find(|(s, _)| *s == seat)
            .map_or_else(CardSet::default, |(_, h)| *h)
    }
}

/// Replays the first `step` tricks of `play` from the deal (the recorded cards are legal, so
/// replaying them cannot fail; a card the replay refused would just stay in its hand).
pub fn position(deal: Deal, play: &Play, tricks: &[Trick], step: usize) -> Position {
    let mut replay = Play::new(deal, play.contract(), play.declarer());
    let step = step.min(tricks.len());
    for trick in &tricks[..step] {
        for card in &trick.cards {
            let _ = replay.play(*card);
        }
    }
    let trick = step.checked_sub(1).map(|i| {
        let trick = &tricks[i];
        ShownTrick {
            leader: trick.leader,
            winner: trick.winner(play.trump()),
            plays: trick.plays().collect(),
        }
    });
    Position {
        hands: Seat::ALL.map(|s| (s, replay.remaining(s))),
        trick,
    }
}

/// The trick in the centre of the result's table, each card beside the seat that played it.
#[component]
pub fn TrickCentre(position: Memo<Position>, step: RwSignal<usize>) -> impl IntoView {
    view! {
        <div class="result-trick" data-testid="result-trick" data-step=move || step.get().to_string()>
            {move || match position.get().trick {
                None => view! { <p class="trick-note">{t("result.step_before")}</p> }.into_any(),
                Some(trick) => {
                    trick
                        .plays
                        .into_iter()
                        .map(|(seat, card)| {
                            let led = seat == trick.leader;
                            let won = Some(seat) == trick.winner;
                            view! {
                                <div
                                    class=format!("trick-play at-{}", seat.letter().to_ascii_lowercase())
                                    class:led=led
                                    class:won=won
                                    data-seat=seat.letter().to_string()
                                    data-card=card_short(card)
                                >
                                    <span class="trick-seat">{seat_name(seat)}</span>
                                    <span
                                        class=format!("trick-card {}", suit_class(card.suit))
                                        role="img"
                                        aria-label=card_name(card)
                                    >
                                        {move || crate::services::i18n::card_plain(card)}
                                    </span>
                                    {led.then(|| view! { <span class="trick-tag">{t("result.step_led")}</span> })}
                                    {won.then(|| view! { <span class="trick-tag won">{t("result.step_won")}</span> })}
                                </div>
                            }
                        })
                        .collect_view()
                        .into_any()
                }
            }}
        </div>
    }
}

/// Start, previous trick, next trick and end; the arrow keys step while the controls have
/// focus (mirrored in right-to-left pages, where the next trick is on the left). `keys` names
/// the buttons (`{keys}_first`, `_prev`, `_next`, `_last`, `_controls`), `testid` prefixes
/// their test ids and `status` says where the step is (by default the trick, for the play's
/// stepper; the card review steps card by card).
#[component]
pub fn Stepper(
    step: RwSignal<usize>,
    last: usize,
    #[prop(default = "result.step")] keys: &'static str,
    #[prop(default = "step")] testid: &'static str,
    #[prop(optional)] status: Option<Callback<usize, String>>,
) -> impl IntoView {
    let key = move |part: &str| t(&format!("{keys}_{part}"));
    let id = move |part: &str| format!("{testid}-{part}");
    let go = move |to: usize| step.set(to.min(last));
    let on_key = move |ev: KeyboardEvent| {
        let rtl = current_lang().dir() == Dir::Rtl;
        let forward = match ev.key().as_str() {
            "ArrowRight" => !rtl,
            "ArrowLeft" => rtl,
            "Home" => {
                ev.prevent_default();
                go(0);
                return;
            }
            "End" => {
                ev.prevent_default();
                go(last);
                return;
            }
            _ => return,
        };
        ev.prevent_default();
        let now = step.get_untracked();
        go(if forward {
            now + 1
        } else {
            now.saturating_sub(1)
        });
    };
    let status = move || match (status, step.get()) {
        (Some(said), n) => said.run(n),
        (None, 0) => t("result.step_before"),
        (None, n) => tf(
            "result.step_status",
            &[("n", &n.to_string()), ("total", &last.to_string())],
        ),
    };
    view! {
        <div
            class="stepper"
            role="group"
            aria-label=key("controls")
            data-testid=testid
            on:keydown=on_key
        >
            <button
                class="button"
                data-testid=id("start")
                aria-disabled=move || (step.get() == 0).to_string()
                on:click=move |_| go(0)
            >
                <span class="step-arrow" aria-hidden="true">"«"</span>
                {key("first")}
            </button>
            <button
                class="button"
                data-testid=id("prev")
                aria-disabled=move || (step.get() == 0).to_string()
                on:click=move |_| go(step.get_untracked().saturating_sub(1))
            >
                <span class="step-arrow" aria-hidden="true">"◀"</span>
                {key("prev")}
            </button>
            <output class="step-status" data-testid=id("status") data-step=move || step.get().to_string() aria-live="polite">
                {status}
            </output>
            <button
                class="button"
                data-testid=id("next")
                aria-disabled=move || (step.get() >= last).to_string()
                on:click=move |_| go(step.get_untracked() + 1)
            >
                {key("next")}
                <span class="step-arrow" aria-hidden="true">"▶"</span>
            </button>
            <button
                class="button"
                data-testid=id("end")
                aria-disabled=move || (step.get() >= last).to_string()
                on:click=move |_| go(last)
            >
                {key("last")}
                <span class="step-arrow" aria-hidden="true">"»"</span>
            </button>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bridge_engine::Contract;

    /// A whole deal played by the first legal card each time.
    fn played() -> (Deal, Play) {
        let deal =
            Deal::from_pbn("N:A96.J52.AK976.62 Q852.K87.QT532.J KT.QT64.8.AK9543 J743.A93.J4.QT87")
                .unwrap();
        let contract: Contract = "1D".parse().unwrap();
        let mut play = Play::new(deal, contract, Seat::North);
        while let Some(card) = play.legal_cards().iter().next() {
            play.play(card).unwrap();
        }
        (deal, play)
    }

    #[test]
    fn each_step_takes_a_trick_out_of_the_hands_and_shows_it() {
        let (deal, play) = played();
        let tricks: Vec<Trick> = play.completed_tricks().cloned().collect();
        assert_eq!(tricks.len(), 13);
        let start = position(deal, &play, &tricks, 0);
        assert_eq!(start.trick, None);
        for seat in Seat::ALL {
            assert_eq!(start.hand(seat), deal.hand(seat));
        }
        for step in 1..=13 {
            let at = position(deal, &play, &tricks, step);
            let shown = at.trick.clone().unwrap();
            let trick = &tricks[step - 1];
            assert_eq!(shown.leader, trick.leader);
            assert_eq!(shown.winner, trick.winner(play.trump()));
            assert_eq!(shown.plays, trick.plays().collect::<Vec<_>>());
            for (seat, card) in trick.plays() {
                assert!(
                    !at.hand(seat).contains(card),
                    "{card:?} left {seat:?}'s hand"
                );
                assert!(
                    position(deal, &play, &tricks, step - 1)
                        .hand(seat)
                        .contains(card)
                );
                assert_eq!(at.hand(seat).iter().count(), 13 - step);
            }
        }
        // Past the end is the end.
        assert_eq!(
            position(deal, &play, &tricks, 99),
            position(deal, &play, &tricks, 13)
        );
    }
}
