//! The bidding reviewed on the result screen: each of the player's calls beside the call the
//! robots would make in the player's seat there, with its meaning where the two differ (asked
//! of the engine workers, one call a job). The par, with who makes it, is under the
//! double-dummy table.

use bridge_engine::review::{self, CallReview};
use bridge_engine::robot::Strength;
use bridge_engine::table::RobotAdvice;
use bridge_engine::{Game, Seat};
use leptos::prelude::*;

use crate::services::i18n::{msg, t, tf};
use crate::services::worker::JobGroup;
use crate::services::worker::pool;
use crate::services::worker::protocol::{Answer, Job};
use crate::ui::cards::call_name;

/// A call's review: asked, answered, or failed in the worker.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Reviewed {
    Asking,
    Done(CallReview),
    Failed,
}

/// The player's calls of `game` (the player at `human`) beside the robots' calls, judged at
/// the robots' full strength as the bidding hint is.
#[component]
pub fn BiddingReview(game: Game, human: Seat) -> impl IntoView {
    let questions = review::call_questions(&game, human, Strength::Strong);
    if questions.is_empty() {
        return ().into_any();
    }
    let reviews = RwSignal::new(vec![Reviewed::Asking; questions.len()]);
    let mut jobs = JobGroup::default();
    for (i, question) in questions.into_iter().enumerate() {
        let game = game.clone();
        let job = Job::Robot {
            ask: question.ask.clone(),
        };
        jobs.push(pool::submit(job, move |answer| {
            let reviewed = match answer {
                Answer::Robot(RobotAdvice::Call(advice)) => {
                    Reviewed::Done(review::call_review(&game, &question, advice))
                }
                other => {
                    leptos::logging::error!("bidding review: {other:?}");
                    Reviewed::Failed
                }
            };
            reviews.try_update(|r| r[i] = reviewed);
        }));
    }
    on_cleanup(move || drop(jobs));
    let rows = move || {
        reviews
            .get()
            .into_iter()
            .map(|r| match r {
                Reviewed::Asking => view! {
                    <li class="call-review" data-state="asking">{t("review.bidding_asking")}</li>
                }
                .into_any(),
                Reviewed::Failed => view! {
                    <li class="call-review" data-state="failed">{t("review.bidding_failed")}</li>
                }
                .into_any(),
                Reviewed::Done(r) => {
                    let yours = match &r.meaning {
                        Some(m) => tf(
                            "review.your_call",
                            &[("call", &call_name(r.call)), ("meaning", &msg(m))],
                        ),
                        None => tf("review.your_call_plain", &[("call", &call_name(r.call))]),
                    };
                    let robots = match &r.robots {
                        Some((call, meaning)) => tf(
                            "review.robots_call",
                            &[("call", &call_name(*call)), ("meaning", &msg(meaning))],
                        ),
                        None => t("review.robots_same"),
                    };
                    view! {
                        <li
                            class="call-review"
                            class:differs=r.robots.is_some()
                            data-state="done"
                            data-index=r.index.to_string()
                            data-differs=r.robots.is_some().to_string()
                        >
                            <span class="yours">{yours}</span>
                            " "
                            <span class="robots">{robots}</span>
                        </li>
                    }
                    .into_any()
                }
            })
            .collect_view()
    };
    view! {
        <section class="bidding-review" data-testid="bidding-review">
            <h3>{t("review.bidding_heading")}</h3>
            <ol class="call-reviews">{rows}</ol>
        </section>
    }
    .into_any()
}
