//! The club's evening replayed at home: beside the table, each finished board scored as one
//! more line in the club's real field (Neuberg-factored, `bridge_engine::scorer::club::replay`),
//! that board's real traveller with the player's line on it, and where the player would have
//! finished.

use std::sync::Arc;

use bridge_engine::session::Session;
use leptos::prelude::*;

use super::{Traveller, YourLine, figure};
use crate::services::i18n::{current_lang, isolate, t, tf};
use crate::ui::cards::seat_name;
use crate::ui::records::{ltr, result_text};
use crate::ui::scorecard::deal::{side_name, signed};

/// The replay's score panel: the standing, each board's score in the field, and the last
/// board's real traveller.
#[component]
pub fn ReplayCard(session: RwSignal<Session>) -> impl IntoView {
    let replay = session.with_untracked(|s| s.replayed_evening().cloned());
    let Some(replay) = replay else {
        return ().into_any();
    };
    // The player's side: its ranking is theirs (or the one ranking of a club ranking together).
    let side = replay.side();
    let event = Arc::new(replay.event().clone());
    let score = Arc::new(event.score());
    let one_field = score.rankings.iter().all(|r| r.direction.is_none());
    let lines = Memo::new(move |_| session.with(Session::club_replay_lines));
    let results =
        Memo::new(move |_| session.with(|s| s.results().map(|(_, r)| r).collect::<Vec<_>>()));
    let pd = event.rules.percentage_decimals;
    let standing = {
        let event = Arc::clone(&event);
        move || {
            let lines = lines.get();
            if lines.is_empty() {
                return view! { <p class="card-status" data-testid="replay-pending">{t("club.replay.pending")}</p> }.into_any();
            }
            let s = event.replay_standing(&lines, side);
            let total = match s.percentage {
                Some(p) => tf(
                    "club.replay.percentage",
                    &[("pct", &figure(p)), ("boards", &s.boards.to_string())],
                ),
                None => tf(
                    "club.replay.total",
                    &[
                        ("total", &figure(s.total)),
                        ("boards", &s.boards.to_string()),
                    ],
                ),
            };
            let place = s.place.map(|(place, tied)| {
                let place = format!("{place}{}", if tied { "=" } else { "" });
                tf(
                    if one_field {
                        "club.replay.place_all"
                    } else {
                        "club.replay.place"
                    },
                    &[
                        ("place", &isolate(current_lang(), &place)),
                        ("side", &side_name(side)),
                        ("pairs", &s.of.to_string()),
                    ],
                )
            });
            view! {
                <p class="replay-standing" data-testid="replay-standing">
                    <strong data-testid="replay-total">{total}</strong>
                    {place.map(|p| view! { " " <span data-testid="replay-place">{p}</span> })}
                </p>
            }
            .into_any()
        }
    };
    let last = {
        let (event, score) = (Arc::clone(&event), Arc::clone(&score));
        move || {
            let lines = lines.get();
            let line = lines.last()?.clone();
            let result = results.get().get(lines.len() - 1).copied()?;
            let points = match line.top {
                Some(top) => format!("{} / {}", figure(line.points), figure(top)),
                None => figure(line.points),
            };
            Some(view! {
                <h3>{tf("club.replay.traveller", &[("board", &line.board.to_string())])}</h3>
                <Traveller
                    event=Arc::clone(&event)
                    score=Arc::clone(&score)
                    board=line.board
                    yours=YourLine {
                        result: result_text(&result),
                        north_south_score: line.north_south_score,
                        points,
                        side: line.side,
                    }
                />
            })
        }
    };
    view! {
        <section class="replay-card" data-testid="replay-card">
            <h3>{move || t("club.replay.heading")}</h3>
            <p class="hint">{event.info.name.clone()}</p>
            <p class="hint" data-testid="replay-side">
                {move || tf(
                    "club.replay.sit",
                    &[("side", &side_name(side)), ("seat", &seat_name(replay.seat()))],
                )}
            </p>
            {standing}
            {move || {
                let lines = lines.get();
                (!lines.is_empty()).then(|| view! {
                    <div class="scroll-x">
                    <table class="score-card" data-testid="replay-boards">
                        <thead>
                            <tr>
                                <th>{t("results.board")}</th>
                                <th class="num">{t("card.ns_score")}</th>
                                <th class="num">{t("results.matchpoints")}</th>
                                <th class="num">"%"</th>
                            </tr>
                        </thead>
                        <tbody>
                            {lines
                                .into_iter()
                                .map(|l| view! {
                                    <tr data-testid="replay-board">
                                        <td>{l.board}</td>
                                        <td class="num">{ltr(signed(l.north_south_score))}</td>
                                        <td class="num">{figure(l.points)}</td>
                                        <td class="num">{l.percentage(pd).map(figure)}</td>
                                    </tr>
                                })
                                .collect_view()}
                        </tbody>
                    </table>
                    </div>
                })
            }}
            {last}
        </section>
    }
    .into_any()
}
