//! Every card's value on the result screen: stepping through a finished deal's play card by
//! card, each legal card of the position with the tricks its side would end with double dummy
//! (worked out in the engine workers, one position at a time), the card played marked and,
//! where it cost a trick, the best cards highlighted.

use std::collections::HashMap;

use bridge_engine::review::{self, CardChoice};
use bridge_engine::{Card, Game, Play};
use leptos::prelude::*;

use super::replay::Stepper;
use super::{CopyOf, SessionTable};
use crate::services::i18n::{card_plain, contract_label, t, tf};
use crate::services::worker::pool::{self, JobId};
use crate::services::worker::protocol::{Answer, Job};
use crate::ui::cards::{card_name, card_short, seat_name, suit_class};
use bridge_engine::Seat;
use bridge_engine::session::{Session, SessionKind};
use bridge_engine::table::Table as EngineTable;

/// A position's review: being worked out, done, or failed in the worker.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Values {
    Solving,
    Done(CardChoice),
    Failed,
}

/// The card review of `game` (finished, with a play). `index` is the card on view (from 0, the
/// opening lead), shared with whatever else follows the review (the way to play on from it).
/// "Play from here" opens a practice copy of the deal at the position on view, played by the
/// player at `human`'s seat against the robots.
#[component]
pub fn CardReview(game: Game, human: Seat, index: RwSignal<usize>) -> impl IntoView {
    let Some(full) = game.play().cloned() else {
        return ().into_any();
    };
    let played: Vec<Card> = full.cards_played().collect();
    let total = played.len();
    let Some(last) = total.checked_sub(1) else {
        return ().into_any();
    };
    // Positions already reviewed stay: stepping back shows them at once.
    let reviewed = RwSignal::new(HashMap::<usize, Values>::new());
    let job = StoredValue::new(None::<JobId>);
    // The first position waits its turn behind the result screen's other searches; a step the
    // player asks for goes ahead of them.
    let stepped = StoredValue::new(false);
    let position = Memo::new({
        let game = game.clone();
        move |_| review::play_before(&game, index.get()).ok()
    });
    // The position on view is asked of a worker unless known; a step on cancels the question.
    Effect::new(move |_| {
        let at = index.get();
        if let Some(old) = job.try_update_value(Option::take).flatten() {
            pool::cancel(old);
        }
        if reviewed.with_untracked(|r| r.contains_key(&at)) {
            return;
        }
        let Some(play) = position.get_untracked() else {
            return;
        };
        let card = played[at];
        reviewed.update(|r| {
            r.insert(at, Values::Solving);
        });
        let before = play.clone();
        let first = !stepped.get_value();
        stepped.set_value(true);
        let done = move |answer| {
            let values = match answer {
                Answer::CardValues(values) => review::choice_from(&before, at, card, values)
                    .map_or(Values::Failed, Values::Done),
                other => {
                    leptos::logging::error!("card values: {other:?}");
                    Values::Failed
                }
            };
            reviewed.try_update(|r| {
                r.insert(at, values);
            });
        };
        let ask = Job::CardValues { play };
        let id = if first {
            pool::submit(ask, done)
        } else {
            pool::submit_first(ask, done)
        };
        job.set_value(Some(id));
    });
    on_cleanup(move || {
        if let Some(old) = job.try_update_value(Option::take).flatten() {
            pool::cancel(old);
        }
    });
    let seat_on_turn = move || position.with(|p| p.as_ref().and_then(Play::to_play));
    let status = Callback::new(move |n: usize| {
        let seat = seat_on_turn().map(seat_name).unwrap_or_default();
        tf(
            "review.step_status",
            &[
                ("n", &(n + 1).to_string()),
                ("total", &total.to_string()),
                ("seat", &seat),
            ],
        )
    });
    let now = move || reviewed.with(|r| r.get(&index.get()).cloned());
    // The practice copy, while it is played: a session of its own that is never saved.
    let copy = RwSignal::new(None::<RwSignal<Session>>);
    let original = game.clone();
    let play_from_here = move |_| {
        let Ok(from) = review::practice_copy(&original, index.get_untracked()) else {
            return;
        };
        // A seed of the board and the card: the same copy is played alike by the robots.
        let at = index.get_untracked();
        let seed = u64::from(original.board().number) << 8 | at as u64;
        let mut session = Session::new(COPY_ID, SessionKind::Practice, seed);
        if let Some(p) = session.played_mut() {
            p.table = Some(EngineTable::from_game(from, human));
        }
        copy.set(Some(RwSignal::new(session)));
    };
    let close = Callback::new(move |()| copy.set(None));
    let original = game.clone();
    view! {
        <section class="card-review" data-testid="card-review" aria-labelledby="card-review-heading">
            <h3 id="card-review-heading">{t("review.heading")}</h3>
            <Stepper step=index last=last keys="review.step" testid="card-step" status=status/>
            {move || match now() {
                Some(Values::Done(choice)) => view! { <ChoiceView choice=choice/> }.into_any(),
                Some(Values::Failed) => {
                    view! { <p class="dd-failed" role="alert">{t("review.failed")}</p> }.into_any()
                }
                _ => {
                    view! {
                        <p class="dd-progress" data-testid="card-values-solving" role="status">
                            {t("review.solving")}
                        </p>
                    }
                        .into_any()
                }
            }}
            // From the position on view: the player plays on against the robots.
            <button class="button" data-testid="play-from-here" on:click=play_from_here>
                {t("review.play_from_here")}
            </button>
            {move || {
                copy.get()
                    .map(|session| {
                        let copy = CopyOf { original: original.clone(), close };
                        view! {
                            <div class="practice-copy" role="dialog" aria-modal="true" data-testid="practice-copy">
                                <SessionTable session=session copy=copy/>
                            </div>
                        }
                    })
            }}
        </section>
    }
    .into_any()
}

/// The id of a practice copy's session (never saved).
const COPY_ID: &str = "practice-copy";

/// The deal as it was played beside the practice copy's play from one of its cards: contract,
/// tricks and the score for the player's side, each.
#[component]
pub fn BothResults(original: Game, again: Game, human: Seat) -> impl IntoView {
    let side = human.side();
    let vul = original.board().vulnerability;
    let column = move |key: &'static str, game: &Game, testid: &'static str| {
        let result = game.result();
        let contract = result
            .and_then(|r| r.contract().map(|(c, d)| (contract_label(c), seat_name(d))))
            .map(|(c, d)| format!("{c} {}", tf("result.by", &[("seat", &d)])))
            .unwrap_or_else(|| t("result.passed_out"));
        let tricks = result.map_or(0, |r| r.declarer_tricks);
        let score = result.map_or(0, |r| r.score_for(side, vul));
        view! {
            <tr data-testid=testid data-score=score.to_string() data-tricks=tricks.to_string()>
                <th scope="row">{t(key)}</th>
                <td><bdi>{contract}</bdi></td>
                <td>{tricks}</td>
                <td>{score}</td>
            </tr>
        }
    };
    view! {
        <table class="both-results" data-testid="both-results">
            <caption>{t("review.both_heading")}</caption>
            <thead>
                <tr>
                    <td></td>
                    <th scope="col">{t("table.contract")}</th>
                    <th scope="col">{t("table.tricks_label")}</th>
                    <th scope="col">{t("review.score")}</th>
                </tr>
            </thead>
            <tbody>
                {column("review.as_played", &original, "result-original")}
                {column("review.played_again", &again, "result-again")}
            </tbody>
        </table>
    }
}

/// A position's legal cards, each with its value: the played card marked, the best cards
/// highlighted where the card played cost a trick, and a sentence saying so.
#[component]
fn ChoiceView(choice: CardChoice) -> impl IntoView {
    let costly = choice.lost > 0;
    let top = choice.values.first().map_or(0, |v| v.tricks);
    let legend = tf("review.legend", &[("seat", &seat_name(choice.seat))]);
    let verdict = if costly {
        let best: Vec<String> = choice.best.iter().map(card_plain).collect();
        tf(
            "review.cost",
            &[
                ("card", &card_plain(choice.played)),
                ("lost", &choice.lost.to_string()),
                ("best", &best.join(&format!("{} ", t("result.par_sep")))),
                ("top", &top.to_string()),
            ],
        )
    } else {
        tf("review.no_cost", &[("card", &card_plain(choice.played))])
    };
    let cards = choice
        .values
        .iter()
        .map(|v| {
            let played = v.card == choice.played;
            let best = costly && choice.best.contains(v.card);
            let said = tf(
                "review.card_value",
                &[("card", &card_name(v.card)), ("tricks", &v.tricks.to_string())],
            );
            let marks = [
                played.then(|| t("review.played")),
                best.then(|| t("review.best")),
            ]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(", ");
            view! {
                <li
                    class="card-value"
                    class:played=played
                    class:best=best
                    data-card=card_short(v.card)
                    data-tricks=v.tricks.to_string()
                >
                    <span class=format!("card-text {}", suit_class(v.card.suit)) aria-hidden="true">
                        {card_plain(v.card)}
                    </span>
                    <span class="value" aria-hidden="true">{v.tricks}</span>
                    {(!marks.is_empty()).then(|| view! { <span class="mark" aria-hidden="true">{marks.clone()}</span> })}
                    <span class="visually-hidden">
                        {if marks.is_empty() { said } else { format!("{said} ({marks})") }}
                    </span>
                </li>
            }
        })
        .collect_view();
    view! {
        <p class="card-review-legend">{legend}</p>
        <ul
            class="card-values"
            data-testid="card-values"
            data-index=choice.index.to_string()
            data-lost=choice.lost.to_string()
        >
            {cards}
        </ul>
        <p class="card-review-verdict" class:costly=costly data-testid="card-verdict" role="status">
            {verdict}
        </p>
    }
}

#[cfg(test)]
mod tests {
    use crate::services::i18n::{Lang, parse_catalogue};

    /// The keys this part names through variables (the catalogue scan sees only literals): the
    /// card stepper's, the deal types' and the card-play hint's.
    #[test]
    fn the_keys_named_through_variables_are_in_the_english_catalogue() {
        let en = parse_catalogue(Lang::En.source()).unwrap();
        let stepper =
            ["controls", "first", "prev", "next", "last"].map(|p| format!("review.step_{p}"));
        let types = bridge_engine::practice::DealType::ALL
            .into_iter()
            .flat_map(|t| [t.name_key().to_string(), t.desc_key().to_string()]);
        let hints = ["play.hint_text", "play.hint_card"].map(String::from);
        for key in stepper.into_iter().chain(types).chain(hints) {
            assert!(en.contains_key(key.as_str()), "{key}");
        }
    }
}
