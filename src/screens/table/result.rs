//! The result screen: contract, tricks, the score with its breakdown, all four hands, the
//! auction and the play trick by trick.

use bridge_engine::dd::CardCost;
use bridge_engine::par::{Declarers, Par, par};
use bridge_engine::scoring::duplicate;
use bridge_engine::session::DealScore;
use bridge_engine::{Board, Game, Seat, Side, Strain};
use leptos::prelude::*;

use super::TableCtx;
use super::auction::AuctionGrid;
use super::bidding_review::BiddingReview;
use super::card_review::CardReview;
use super::replay::{Stepper, TrickCentre, position};
use super::seats::table_face;
use crate::services::i18n::{card_plain, contract_label, strain_label, t, tf, tn};
use crate::services::worker::{self, CostProgress, DdProgress};
use crate::ui::cards::{HandView, seat_name, suit_class};
use crate::ui::scorecard::deal::{SessionDealScore, shows_duplicate_breakdown};
use crate::ui::scorecard::games::beer_message;

/// The finished deal at the table, and the way on to the next one.
#[component]
pub fn ResultView() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let Some((game, human)) = ctx
        .table
        .with_untracked(|t| Some((t.game().clone(), t.human())))
    else {
        return ().into_any();
    };
    ctx.return_focus();
    if let Some(copy) = use_context::<Option<super::CopyOf>>().flatten() {
        return view! {
            <DealRecord game=game.clone() human=human>
                <super::card_review::BothResults original=copy.original.clone() again=game human=human/>
                <button class="button primary" data-testid="copy-done" on:click=move |_| copy.close.run(())>
                    {t("review.copy_close")}
                </button>
            </DealRecord>
        }
        .into_any();
    }
    // The deal at the table is the session's latest finished deal.
    let score = Signal::derive(move || {
        ctx.session
            .with(|s| s.deal_score(s.finished_games().count().saturating_sub(1)))
    });
    view! {
        <DealRecord game=game human=human score=score>
            {move || {
                ctx.message
                    .get()
                    .map(|m| view! { <p class="message" role="status" data-testid="message">{crate::services::i18n::msg(&m)}</p> })
            }}
            {move || {
                ctx.session
                    .with(|s| s.beer(s.finished_games().count().saturating_sub(1)))
                    .map(|b| view! { <p class="message beer" role="status" data-testid="beer-card">{beer_message(b)}</p> })
            }}
            <button class="button primary" data-testid="next-deal" on:click=move |_| ctx.next_deal()>
                {t("result.next_deal")}
            </button>
        </DealRecord>
    }
    .into_any()
}

/// The record of a finished deal: contract, tricks, the score and its breakdown for the human's
/// side (`human` sits there) in the session's own scoring (`score`; the duplicate score when
/// none is given), all four hands, the auction and the play trick by trick. The children are
/// shown under the score (the next-deal button on the table).
#[component]
pub fn DealRecord(
    game: Game,
    human: Seat,
    #[prop(optional, into)] score: Option<Signal<Option<DealScore>>>,
    #[prop(optional)] children: Option<Children>,
) -> impl IntoView {
    let duplicate = shows_duplicate_breakdown(score.and_then(|s| s.get_untracked()).as_ref());
    let board = *game.board();
    let Some(result) = game.result() else {
        return view! { <p>{t("result.not_over")}</p> }.into_any();
    };
    let human_side = human.side();
    // Machine-readable facts for scripts and tests: PBN contract, declarer, tricks, vulnerability.
    let (data_contract, data_declarer) = result
        .contract()
        .map_or(("Pass".to_string(), String::new()), |(c, d)| {
            (c.pbn(), d.letter().to_string())
        });
    let your_score = result.score_for(human_side, board.vulnerability);

    let summary = match result.contract() {
        None => view! { <p class="result-line" data-testid="result-contract">{t("result.passed_out")}</p> }
            .into_any(),
        Some((contract, declarer)) => {
            let made = i32::from(result.declarer_tricks) - i32::from(contract.tricks_needed());
            let outcome = match made {
                0 => t("result.made_exactly"),
                n if n > 0 => tn("result.overtricks", i64::from(n), &[]),
                n => tf("result.down", &[("n", &(-n).to_string())]),
            };
            let vul = board.vulnerability.is_vulnerable(declarer.side());
            let s = duplicate::score(contract, vul, result.declarer_tricks);
            let rows: Vec<(&str, u32)> = [
                ("result.trick_score", s.contract.trick_score),
                ("result.overtrick_points", s.contract.overtricks),
                ("result.insult", s.contract.insult),
                ("result.slam", s.contract.slam),
                ("result.game_bonus", s.game_bonus),
                ("result.part_score_bonus", s.part_score_bonus),
                ("result.undertricks", s.contract.undertricks),
            ]
            .into_iter()
            .filter(|(_, v)| *v > 0)
            .collect();
            let breakdown = duplicate.then(|| view! {
                <table class="breakdown">
                    <caption>{tf("result.breakdown", &[("seat", &seat_name(declarer))])}</caption>
                    <tbody>
                        {rows
                            .into_iter()
                            .map(|(key, v)| {
                                view! {
                                    <tr>
                                        <th scope="row">{t(key)}</th>
                                        <td>{v}</td>
                                    </tr>
                                }
                            })
                            .collect_view()}
                        <tr class="total">
                            <th scope="row">{t("result.total")}</th>
                            <td data-testid="declarer-score">{s.total()}</td>
                        </tr>
                    </tbody>
                </table>
            });
            view! {
                <p class="result-line" data-testid="result-contract">
                    <bdi>{contract_label(contract)}</bdi>
                    " "
                    {tf(
                        "result.summary",
                        &[
                            ("by", &tf("result.by", &[("seat", &seat_name(declarer))])),
                            ("tricks", &tn("result.tricks_taken", i64::from(result.declarer_tricks), &[])),
                            ("outcome", &outcome),
                        ],
                    )}
                </p>
                {breakdown}
            }
                .into_any()
        }
    };

    // Stepping through the play on the table: step 0 before the opening lead, step k with
    // trick k in the centre (no play, as in a passed-out deal: no stepper).
    let step = RwSignal::new(0usize);
    let replayed = game.play().map(|play| {
        let play = play.clone();
        let tricks: Vec<_> = play.completed_tricks().cloned().collect();
        let last = tricks.len();
        let deal = board.deal;
        let at = Memo::new(move |_| position(deal, &play, &tricks, step.get()));
        (at, last)
    });
    let hands = Seat::ALL
        .into_iter()
        .map(|seat| {
            let hand = move || match replayed {
                Some((at, _)) => at.with(|p| p.hand(seat)),
                None => board.deal.hand(seat),
            };
            view! {
                <section
                    class=format!("seat result-seat seat-{}", seat.letter().to_ascii_lowercase())
                    data-testid=format!("result-seat-{}", seat.letter())
                >
                    <h3 class="seat-name">
                        {seat_name(seat)}
                        <span class="role">
                            {tf("result.hcp", &[("n", &board.deal.hand(seat).hcp().to_string())])}
                        </span>
                    </h3>
                    {move || view! { <HandView seat=seat cards=hand() face=table_face/> }}
                </section>
            }
        })
        .collect_view();

    // What each card cost double dummy, worked out in the workers trick by trick (started
    // below, after the double-dummy table's jobs, which come first in the queue).
    let count = game.play().map_or(0, |p| p.completed_tricks().count());
    let costs = RwSignal::new(CostProgress::Partial(vec![None; count]));
    let tricks = game.play().map(|p| {
        let trump = p.trump();
        let declaring = p.declarer().side();
        p.completed_tricks()
            .enumerate()
            .map(|(i, trick)| {
                let winner = trick.winner(trump);
                let cells = [Seat::West, Seat::North, Seat::East, Seat::South].map(|seat| {
                    let card = trick.plays().find(|(s, _)| *s == seat).map(|(_, c)| c);
                    let led = trick.leader == seat;
                    let lost = move || card_cost(&costs.read(), i, seat);
                    let side = if seat.side() == declaring {
                        "declarer"
                    } else {
                        "defenders"
                    };
                    view! {
                        <td
                            class:led=led
                            class:won=winner == Some(seat)
                            class:costly=move || lost().is_some_and(|n| n > 0)
                            data-cost=move || lost().map(|n| n.to_string())
                        >
                            {card.map(|c| {
                                view! {
                                    <span class=format!("card-text {}", suit_class(c.suit))>
                                        {move || card_plain(c)}
                                    </span>
                                }
                            })}
                            {move || {
                                lost()
                                    .filter(|n| *n > 0)
                                    .map(|n| view! { <CostBadge lost=n side=side/> })
                            }}
                        </td>
                    }
                });
                view! {
                    <tr class:current=move || step.get() == i + 1>
                        <th scope="row">{i + 1}</th>
                        {cells.into_iter().collect_view()}
                    </tr>
                }
            })
            .collect_view()
    });
    let claim_note = game.play().and_then(|p| p.claimed()).map(|n| {
        view! { <p class="claim-note">{tf("result.claimed", &[("n", &n.to_string())])}</p> }
    });

    // The double-dummy table's jobs first: it is the quicker and the more looked for.
    // Made at the last stage (below): the searches start then.
    let dd_section = move || view! { <DdSection board=board/> };
    let cost_line = game
        .play()
        .filter(|p| p.completed_tricks().next().is_some())
        .cloned()
        .map(|play| {
            move || {
                let declarer = play.declarer();
                let jobs = worker::play_costs(&play, move |p| {
                    costs.try_set(p);
                });
                on_cleanup(move || drop(jobs));
                view! { <CostLine costs=costs declarer=declarer/> }
            }
        });

    // Drawn in stages, each in a task and a frame of its own, rather than all at once: the
    // score first, the four hands next, then the auction and the play, and last the searches
    // of the double-dummy table and of the cards' costs, which keep both cores busy (the page
    // has drawn by then). So no single task blocks the page. `data-testid="result"` comes with
    // the last stage: what waits for it sees the whole screen.
    let stage = RwSignal::new(0u8);
    fn next_stage(stage: RwSignal<u8>) {
        super::after_paint(move || {
            if stage.try_update(|s| {
                *s += 1;
                *s
            }) < Some(LAST_STAGE)
            {
                next_stage(stage);
            }
        });
    }
    next_stage(stage);
    // Memos: each part is drawn once, when its stage comes (its view is taken then).
    let hands_due = Memo::new(move |_| stage.get() >= 1);
    let play_due = Memo::new(move |_| stage.get() >= 2);
    let rest_due = Memo::new(move |_| stage.get() >= LAST_STAGE);
    let mut hands = Some(hands);
    let mut record = Some((tricks, claim_note));
    // Every card's value, stepped through card by card (its searches after the table's).
    let card_review = game
        .play()
        .is_some_and(|p| p.cards_played().next().is_some())
        .then(|| {
            let game = game.clone();
            move || view! { <CardReview game=game human=human index=RwSignal::new(0)/> }
        });
    let bidding_review = (!game.auction().calls().is_empty()).then(|| {
        let game = game.clone();
        move || view! { <BiddingReview game=game human=human/> }
    });
    let mut searches = Some((cost_line, dd_section, card_review, bidding_review));
    let auction = game.auction().clone();
    let notes = game.notes().to_vec();
    view! {
        <section
            class="result"
            data-testid=move || rest_due.get().then_some("result")
            aria-labelledby="result-heading"
            data-contract=data_contract
            data-declarer=data_declarer
            data-tricks=result.declarer_tricks.to_string()
            data-vulnerable=board.vulnerability.pbn()
        >
            // The score beside the four hands on wide screens, so both are in the first view.
            <div class="result-top">
                <div class="result-score">
                    <h2 id="result-heading">{t("result.heading")}</h2>
                    {summary}
                    {duplicate
                        .then(|| {
                            view! {
                                <p class="your-score">
                                    {t("result.your_score")} " "
                                    <strong data-testid="your-score">{your_score}</strong>
                                </p>
                            }
                        })}
                    {score.map(|score| view! { <SessionDealScore score=score/> })}
                    {children.map(|c| c())}
                    // The auction under the score, in the first view with the result; its calls
                    // explained on tap.
                    {move || {
                        play_due
                            .get()
                            .then(|| {
                                view! {
                                    <section class="result-auction" data-testid="result-auction">
                                        <h3>{t("result.auction")}</h3>
                                        <AuctionGrid
                                            auction=auction.clone()
                                            vulnerability=board.vulnerability
                                            notes=notes.clone()
                                        />
                                    </section>
                                }
                            })
                    }}
                </div>
                <div class="result-table">
                    {move || {
                        hands_due
                            .get()
                            .then(|| hands.take())
                            .flatten()
                            .map(|hands| {
                                view! {
                                    // The player's own seat at the bottom, as at the table
                                    // (West for a club evening replayed as East-West).
                                    <div
                                        class="result-hands"
                                        data-bottom=human.letter().to_ascii_lowercase().to_string()
                                    >
                                        {hands}
                                        {replayed.map(|(at, _)| view! { <TrickCentre position=at step=step/> })}
                                    </div>
                                    {replayed
                                        .filter(|(_, last)| *last > 0)
                                        .map(|(_, last)| view! { <Stepper step=step last=last/> })}
                                }
                            })
                    }}
                </div>
            </div>
            {move || {
                play_due
                    .get()
                    .then(|| record.take())
                    .flatten()
                    .map(|(tricks, claim_note)| {
                        view! {
            {tricks
                .map(|rows| {
                    view! {
                        <h3>{t("result.play")}</h3>
                        <table class="play-record" data-testid="play-record">
                            <thead>
                                <tr>
                                    <th>{t("result.trick")}</th>
                                    <th>{seat_name(Seat::West)}</th>
                                    <th>{seat_name(Seat::North)}</th>
                                    <th>{seat_name(Seat::East)}</th>
                                    <th>{seat_name(Seat::South)}</th>
                                </tr>
                            </thead>
                            <tbody>{rows}</tbody>
                        </table>
                    }
                })}
            {claim_note}
                        }
                    })
            }}
            {move || {
                rest_due
                    .get()
                    .then(|| searches.take())
                    .flatten()
                    .map(|(cost_line, dd_section, card_review, bidding_review)| {
                        // The double-dummy table's jobs first: it is the quicker and the more
                        // looked for; then the costs, the card on view in the review and the
                        // robots' calls.
                        let dd = dd_section();
                        let costs = cost_line.map(|c| c());
                        let cards = card_review.map(|r| r());
                        (costs, cards, bidding_review.map(|r| r()), dd)
                    })
            }}
        </section>
    }
    .into_any()
}

/// The stage at which the result screen is whole (see [`DealRecord`]).
const LAST_STAGE: u8 = 3;

/// How long a table may take before its progress is shown: a table that comes at once should
/// not flash a progress bar.
const DD_PROGRESS_AFTER_MS: u64 = 300;

/// The double-dummy table of the deal and its par, solved in the engine workers as soon as the
/// screen opens (the page's thread never searches; par from the table is a few microseconds);
/// a progress line appears when it takes more than a moment. Leaving the screen cancels the
/// search.
#[component]
pub fn DdSection(board: Board) -> impl IntoView {
    let deal = board.deal;
    let progress = RwSignal::new(DdProgress::Partial([None; 5]));
    let slow = RwSignal::new(false);
    // Milliseconds from the screen's start to the whole table: for measurements and tests.
    let solve_ms = RwSignal::new(None::<f64>);
    let now = || {
        web_sys::window()
            .and_then(|w| w.performance())
            .map_or(0.0, |p| p.now())
    };
    let started = now();
    let jobs = worker::dd_table(deal, move |p| {
        if matches!(p, DdProgress::Done(_)) {
            solve_ms.try_set(Some(now() - started));
        }
        progress.try_set(p);
    });
    on_cleanup(move || drop(jobs));
    set_timeout(
        move || {
            slow.try_set(true);
        },
        std::time::Duration::from_millis(DD_PROGRESS_AFTER_MS),
    );

    let row = move |strain: Strain| match progress.get() {
        DdProgress::Partial(rows) => rows[strain as usize],
        DdProgress::Done(table) => Some(table.tricks[strain as usize]),
        DdProgress::Failed => None,
    };
    let done = move || matches!(progress.get(), DdProgress::Done(_));
    view! {
        <h3>{t("result.dd_heading")}</h3>
        {move || match progress.get() {
            DdProgress::Failed => {
                Some(view! { <p class="dd-failed" role="alert">{t("result.dd_failed")}</p> }.into_any())
            }
            p @ DdProgress::Partial(_) if slow.get() => {
                let solved = p.solved();
                Some(
                    view! {
                        <p class="dd-progress" role="status" data-testid="dd-progress">
                            <progress max="5" value=solved></progress>
                            <span>{tf("result.dd_progress", &[("n", &solved.to_string()), ("total", "5")])}</span>
                        </p>
                    }
                        .into_any(),
                )
            }
            _ => None,
        }}
        <table
            class="dd-table"
            data-testid="dd-table"
            aria-busy=move || (!done()).to_string()
            data-state=move || match progress.get() {
                DdProgress::Partial(_) => "solving",
                DdProgress::Done(_) => "done",
                DdProgress::Failed => "failed",
            }
            data-ms=move || solve_ms.get().map(|ms| format!("{ms:.0}"))
        >
            <caption class="visually-hidden">{t("result.dd_caption")}</caption>
            <thead>
                <tr>
                    <th></th>
                    {Strain::ALL.into_iter().map(|s| view! { <th scope="col">{move || strain_label(s)}</th> }).collect_view()}
                </tr>
            </thead>
            <tbody>
                {Seat::ALL
                    .into_iter()
                    .map(|seat| {
                        view! {
                            <tr>
                                <th scope="row">{seat_name(seat)}</th>
                                {Strain::ALL
                                    .into_iter()
                                    .map(|s| {
                                        view! {
                                            <td data-strain=s.code() data-seat=seat.letter().to_string()>
                                                {move || row(s).map(|r| r[seat.index()])}
                                            </td>
                                        }
                                    })
                                    .collect_view()}
                            </tr>
                        }
                    })
                    .collect_view()}
            </tbody>
        </table>
        {move || match progress.get() {
            DdProgress::Done(table) => {
                Some(view! { <ParLine par=par(&table, board.dealer, board.vulnerability)/> })
            }
            _ => None,
        }}
    }
}

/// A score with a true minus sign ("−120"), as every other score is written.
fn minus_sign(score: i32) -> String {
    if score < 0 {
        format!("−{}", -i64::from(score))
    } else {
        score.to_string()
    }
}

/// The par score (North-South's) and the par contracts, as players read them.
#[component]
fn ParLine(par: Par) -> impl IntoView {
    let sep = format!("{} ", t("result.par_sep"));
    let contracts = par
        .contracts
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let by = match c.declarers {
                Declarers::Seat(seat) => seat_name(seat),
                Declarers::Side(Side::NorthSouth) => t("result.north_south"),
                Declarers::Side(Side::EastWest) => t("result.east_west"),
            };
            // The contract isolated, so it keeps its place in a right-to-left sentence.
            view! {
                {(i > 0).then(|| sep.clone())}
                <bdi>{contract_label(c.contract)}</bdi>
                " "
                {tf("result.by", &[("seat", &by)])}
            }
        })
        .collect_view();
    let pass = par.contracts.is_empty().then(|| t("result.par_pass"));
    view! {
        <p class="par" data-testid="par" data-score=par.score>
            {tf("result.par", &[("score", &minus_sign(par.score))])}
            " — "
            {pass}
            {contracts}
        </p>
    }
}

/// The tricks the card `seat` played to trick `trick` cost, once its trick is answered.
fn card_cost(costs: &CostProgress, trick: usize, seat: Seat) -> Option<u8> {
    let CostProgress::Partial(tricks) = costs else {
        return None;
    };
    let cards: &[CardCost] = tricks.get(trick)?.as_ref()?;
    cards.iter().find(|c| c.seat == seat).map(|c| c.lost)
}

/// The mark of a card that cost `lost` tricks double dummy: "−1" to the eye, the sentence to a
/// screen reader. `side` ("declarer" or "defenders") is for styles and tests.
#[component]
fn CostBadge(lost: u8, side: &'static str) -> impl IntoView {
    let n = lost.to_string();
    let said = tf("result.cost_card", &[("n", &n)]);
    let title = said.clone();
    let badge = tf("result.cost_badge", &[("n", &n)]);
    view! {
        <span class="cost" data-testid="cost" data-lost=n data-side=side title=title>
            <span aria-hidden="true">{badge}</span>
            <span class="visually-hidden">{said}</span>
        </span>
    }
}

/// Under the play: the tricks lost double dummy by declarer's side and by the defenders once
/// every card is checked, a progress line until then.
#[component]
fn CostLine(costs: RwSignal<CostProgress>, declarer: Seat) -> impl IntoView {
    let state = move || match &*costs.read() {
        CostProgress::Failed => "failed",
        p if p.is_done() => "done",
        _ => "solving",
    };
    // Tricks lost by declarer's side and by the defenders, over the tricks answered so far.
    let totals = move || {
        let mut lost = [0u32; 2];
        if let CostProgress::Partial(tricks) = &*costs.read() {
            for c in tricks.iter().flatten().flatten() {
                lost[usize::from(c.seat.side() != declarer.side())] += u32::from(c.lost);
            }
        }
        lost
    };
    view! {
        <p
            class="play-costs"
            data-testid="play-costs"
            data-state=state
            data-declarer=move || totals()[0]
            data-defenders=move || totals()[1]
            role="status"
        >
            {move || match &*costs.read() {
                CostProgress::Failed => t("result.costs_failed"),
                p if p.is_done() => {
                    let [declarer, defenders] = totals();
                    tf(
                        "result.costs_summary",
                        &[("declarer", &declarer.to_string()), ("defenders", &defenders.to_string())],
                    )
                }
                p @ CostProgress::Partial(tricks) => tf(
                    "result.costs_progress",
                    &[("n", &p.solved().to_string()), ("total", &tricks.len().to_string())],
                ),
            }}
        </p>
    }
}
