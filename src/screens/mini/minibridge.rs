//! The minibridge screen: the player is South, robots sit elsewhere. A series of deals with
//! running totals, saved after every action so a reload resumes at the same card.

use bridge_engine::game_forms::SmallGame;
use bridge_engine::game_forms::minibridge::{
    MiniAction, MiniChoice, MiniGame, MiniMatch, MiniPhase, MiniResult, MiniSheet, MiniVersion,
    robot_choice,
};
use bridge_engine::robot::{Goal, PlayConfig, Strength, choose_card};
use bridge_engine::scoring::minibridge::{MiniContract, MiniGoal};
use bridge_engine::session::{ScoreCard, Session};
use bridge_engine::table::{RobotAdvice, RobotAsk};
use bridge_engine::{Bid, Call, Card, CardSet, Seat, Side, Strain, Suit};
use leptos::prelude::*;

use super::{BidGrid, Fact, GameCtx, GameScreen, HiddenHand, PlayerHand, Tip, TrickCards};
use crate::services::i18n::{call_text, current_lang, msg, strain_text, t, tf};
use crate::services::worker::pool;
use crate::services::worker::protocol::{Answer, Job};
use crate::ui::cards::{HandView, seat_name, suit_class};
use crate::ui::scorecard::{ScoreCardView, choice_text};

/// The player's seat.
const HUMAN: Seat = Seat::South;

/// True when the player decides for `seat` now: South always; in the play also North when
/// North-South declare (the player plays declarer's and dummy's cards).
fn player_decides(g: &MiniGame, seat: Seat) -> bool {
    seat == HUMAN
        || (g.phase() == MiniPhase::Play
            && g.declarer().is_some_and(|d| d.side() == Side::NorthSouth)
            && seat.side() == Side::NorthSouth)
}

/// True when the player may see `seat`'s cards.
fn visible(g: &MiniGame, seat: Seat) -> bool {
    seat == HUMAN || g.dummy_shown(seat) || g.phase() == MiniPhase::Over || player_decides(g, seat)
}

/// A sheet as the player reads it: "12 points · ♠5 ♥3 ♦3 ♣2".
fn sheet_text(s: MiniSheet) -> String {
    let lengths: Vec<String> = Suit::DISPLAY_ORDER
        .iter()
        .map(|suit| format!("{}{}", suit.symbol(), s.lengths[suit.index()]))
        .collect();
    format!(
        "{} · {}",
        tf("mini.points", &[("n", &s.hcp.to_string())]),
        lengths.join(" ")
    )
}

/// The screen's state, shared by its parts.
type Ctx = GameCtx<MiniMatch>;

impl GameCtx<MiniMatch> {
    /// Lets the robot on turn act after the pace, then the next one.
    fn schedule(self) {
        let robot_on_turn = self.game.with_untracked(|m| {
            m.current
                .to_act()
                .is_some_and(|s| !player_decides(&m.current, s))
        });
        if !robot_on_turn {
            return;
        }
        let trick_just_ended = self.game.with_untracked(|m| {
            m.current.play().is_some_and(|p| {
                p.card_count() > 0 && p.current_trick().is_some_and(|t| t.cards.is_empty())
            })
        });
        self.clock.schedule(trick_just_ended, move || {
            let Some((config, view, at)) = self.game.try_with_untracked(|m| {
                let n = m.current.actions().len() as u64;
                let config = PlayConfig {
                    strength: Strength::Quick,
                    goal: Goal::Total,
                    seed: m.seed ^ (m.dealt << 8) ^ n,
                };
                (config, m.current.play_view(), (m.dealt, n))
            }) else {
                return;
            };
            let Some(view) = view else {
                // Announcements and choices are quick rules: they run here.
                self.robot_acts(|m| m.current.robot_plan());
                return;
            };
            // A card is a search over imagined layouts: it runs in an engine worker, and counts
            // only if the deal has not moved on meanwhile.
            let ask = RobotAsk::Card {
                view: view.clone(),
                config,
                may_claim: false,
            };
            pool::submit_first(Job::Robot { ask }, move |answer| {
                let card = match answer {
                    Answer::Robot(RobotAdvice::Card(advice)) => advice.card,
                    // Workers unavailable: the quick rules decide on the page.
                    _ => choose_card(&view).card,
                };
                self.robot_acts(|m| {
                    let now = (m.dealt, m.current.actions().len() as u64);
                    (now == at).then_some(MiniAction::Play(card))
                });
            });
        });
    }

    /// Applies the robot's action chosen by `choose` (from the state as it is now), saves and
    /// goes on with the next robot.
    fn robot_acts(self, choose: impl FnOnce(&MiniMatch) -> Option<MiniAction>) {
        let acted = self
            .change(|m| {
                let action = choose(m)?;
                m.act(action).ok()
            })
            .flatten()
            .is_some();
        if acted {
            self.save();
            self.schedule();
        }
    }

    /// The player's action; a refused one is explained and changes nothing.
    fn act(self, action: MiniAction) {
        match self.change(|m| m.act(action)) {
            Some(Ok(())) => {
                self.message.set(None);
                self.save();
                self.schedule();
            }
            Some(Err(e)) => self.message.set(Some(msg(&e.msg()))),
            None => {}
        }
    }

    fn next_deal(self) {
        self.clock.cancel();
        self.change(MiniMatch::next_deal);
        self.message.set(None);
        self.save();
        self.schedule();
    }

    fn with<R: Default>(self, f: impl FnOnce(&MiniGame) -> R) -> R {
        self.game.try_with(|m| f(&m.current)).unwrap_or_default()
    }
}

/// Minibridge against three robots: the series kept in `session`.
#[component]
pub fn Minibridge(
    session: RwSignal<Session>,
    /// Back to the list of games.
    on_close: Callback<()>,
    /// Opens another session (a new series).
    on_new: Callback<Session>,
) -> impl IntoView {
    let game = session.with_untracked(|s| match s.small() {
        Some(SmallGame::Minibridge(m)) => m.clone(),
        // The list opens only minibridge sessions here; anything else starts a series.
        _ => MiniMatch::new(MiniVersion::Basic, s.seed),
    });
    view! {
        <GameScreen
            session=session
            game=game
            on_close=on_close
            on_new=on_new
            schedule=Ctx::schedule
            testid="minibridge"
            title_key="mode.minibridge"
            facts=|| view! { <HeaderFacts/> }
        >
            <MiniTable/>
        </GameScreen>
    }
}

#[component]
fn HeaderFacts() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let deal_no = move || ctx.game.with(|m| m.results.len() + 1);
    let total = move |side: Side| ctx.game.with(|m| m.total(side));
    view! {
        <Fact label_key="mini.deal" testid="deal-number">
            {deal_no}
        </Fact>
        <Fact label_key="table.dealer" testid="dealer">
            {move || seat_name(ctx.with(|g| Some(g.dealer())).unwrap_or(Seat::South))}
        </Fact>
        <Fact label_key="mini.totals" testid="totals">
            {move || {
                tf(
                    "mini.totals.value",
                    &[
                        ("ns", &total(Side::NorthSouth).to_string()),
                        ("ew", &total(Side::EastWest).to_string()),
                    ],
                )
            }}
        </Fact>
    }
}

/// The new-game form on the list of minibridge games: how the game goes, and the two versions.
#[component]
pub fn NewMinibridge(start: Callback<Session>) -> impl IntoView {
    let begin = move |version: MiniVersion| {
        let seed = super::new_seed();
        start.run(super::new_session(
            SmallGame::Minibridge(MiniMatch::new(version, seed)),
            seed,
        ))
    };
    view! {
        <section class="mini-intro" data-testid="mini-intro">
            <h2>{move || t("mini.intro.heading")}</h2>
            <ol class="mini-steps">
                <li>{move || t("mini.intro.step1")}</li>
                <li>{move || t("mini.intro.step2")}</li>
                <li>{move || t("mini.intro.step3")}</li>
                <li>{move || t("mini.intro.step4")}</li>
            </ol>
            <p>{move || t("mini.intro.scoring")}</p>
            <div class="mini-start">
                <button
                    class="button primary"
                    data-testid="start-basic"
                    on:click=move |_| begin(MiniVersion::Basic)
                >
                    <span class="mode-name">{move || t("mini.start.basic")}</span>
                    <span class="mode-desc">{move || t("mini.start.basic.desc")}</span>
                </button>
                <button
                    class="button"
                    data-testid="start-advanced"
                    on:click=move |_| begin(MiniVersion::Advanced)
                >
                    <span class="mode-name">{move || t("mini.start.advanced")}</span>
                    <span class="mode-desc">{move || t("mini.start.advanced.desc")}</span>
                </button>
            </div>
        </section>
    }
}

#[component]
fn MiniTable() -> impl IntoView {
    view! {
        <div class="play-area">
            <div class="compass">
                {Seat::ALL.into_iter().map(|seat| view! { <MiniSeat seat=seat/> }).collect_view()}
                <div class="centre">
                    <Centre/>
                </div>
            </div>
            <div class="side">
                <Panel/>
                <ScoreList/>
            </div>
        </div>
    }
}

/// What `seat` said in the first stage, if anything yet.
fn said(g: &MiniGame, seat: Seat) -> Option<String> {
    match g.version() {
        MiniVersion::Basic => {
            let i = (0..4).find(|i| g.dealer().nth_next(*i) == seat)?;
            g.announced()
                .get(i)
                .map(|p| tf("mini.points", &[("n", &p.to_string())]))
        }
        MiniVersion::Advanced => {
            g.openings()
                .into_iter()
                .find(|(s, _)| *s == seat)
                .map(|(_, opened)| {
                    t(if opened {
                        "mini.open.opens"
                    } else {
                        "mini.open.passes"
                    })
                })
        }
    }
}

#[component]
fn MiniSeat(seat: Seat) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let role = move || {
        ctx.with(|g| {
            let mut parts = vec![t(if seat == HUMAN {
                "table.role.you"
            } else if player_decides(g, seat) {
                "table.role.you_play"
            } else {
                "table.role.robot"
            })];
            match g.declarer() {
                Some(d) if d == seat => parts.push(t("table.role.declarer")),
                Some(d) if d.partner() == seat => parts.push(t("table.role.dummy")),
                _ if g.dealer() == seat => parts.push(t("table.role.dealer")),
                _ => {}
            }
            parts.join(" · ")
        })
    };
    let on_turn = move || ctx.with(|g| g.to_act() == Some(seat));
    // Once the deal is over every hand is shown as dealt.
    let cards = Signal::derive(move || {
        ctx.with(|g| {
            if g.phase() == MiniPhase::Over {
                g.deal().hand(seat)
            } else {
                g.remaining(seat)
            }
        })
    });
    let playable = Signal::derive(move || {
        ctx.with(|g| {
            let Some(p) = g.play() else {
                return CardSet::EMPTY;
            };
            if p.to_play() == Some(seat) && player_decides(g, seat) {
                p.legal_cards()
            } else {
                CardSet::EMPTY
            }
        })
    });
    let on_play = Callback::new(move |card: Card| ctx.act(MiniAction::Play(card)));
    let hand = move || {
        let (shown, mine, dummy_trump) = ctx.with(|g| {
            let dummy = g.declarer().map(Seat::partner) == Some(seat);
            let trump = g.choice().and_then(|c| c.strain().trump());
            (
                visible(g, seat),
                player_decides(g, seat) && g.phase() == MiniPhase::Play,
                (dummy && !player_decides(g, seat)).then_some(trump),
            )
        });
        if !shown {
            let n = cards.get().len();
            return view! { <HiddenHand count=n/> }.into_any();
        }
        if mine || seat == HUMAN {
            return view! {
                <PlayerHand cards=cards playable=playable on_play=on_play seat_letter=seat.letter()/>
            }
            .into_any();
        }
        match dummy_trump {
            Some(trump) => {
                view! { <HandView seat=seat cards=cards.get() dummy_trump=trump/> }.into_any()
            }
            None => view! { <HandView seat=seat cards=cards.get()/> }.into_any(),
        }
    };
    view! {
        <section
            class=format!("seat seat-{}", seat.letter().to_ascii_lowercase())
            class:on-turn=on_turn
            aria-label=move || seat_name(seat)
            data-testid=format!("seat-{}", seat.letter())
        >
            <h2 class="seat-name">
                {move || seat_name(seat)}
                <span class="role">{role}</span>
                {move || {
                    ctx.with(|g| said(g, seat))
                        .map(|s| view! { <span class="mini-said" data-testid="said">{s}</span> })
                }}
            </h2>
            {hand}
        </section>
    }
}

/// The centre of the table: the announcements or the contracts named, then the trick.
#[component]
fn Centre() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        let phase = ctx.with(|g| Some(g.phase())).unwrap_or(MiniPhase::Over);
        match phase {
            MiniPhase::Play | MiniPhase::Over => {
                let (plays, winner) = ctx.with(|g| {
                    let Some(p) = g.play() else {
                        return (Vec::new(), None);
                    };
                    let trick = p
                        .current_trick()
                        .filter(|t| !t.cards.is_empty())
                        .or_else(|| p.last_completed_trick());
                    let Some(trick) = trick else {
                        return (Vec::new(), None);
                    };
                    let plays = trick
                        .plays()
                        .map(|(s, c)| (s, s.letter().to_ascii_lowercase(), c))
                        .collect();
                    (
                        plays,
                        trick
                            .is_complete()
                            .then(|| trick.winner(p.trump()))
                            .flatten(),
                    )
                });
                view! {
                    <TrickCards
                        plays=plays
                        winner=winner
                        winner_text=winner
                            .map(|w| tf("table.trick_won_by", &[("seat", &seat_name(w))]))
                    />
                }
                .into_any()
            }
            _ => {
                let lines = ctx.with(|g| {
                    let mut lines: Vec<(Seat, String)> = Vec::new();
                    for i in 0..4 {
                        let s = g.dealer().nth_next(i);
                        if let Some(text) = said(g, s) {
                            lines.push((s, text));
                        }
                    }
                    for (s, b) in g.names() {
                        let text = match b {
                            Some(b) => call_text(current_lang(), Call::Bid(b)),
                            None => call_text(current_lang(), Call::Pass),
                        };
                        lines.push((s, text));
                    }
                    lines
                });
                view! {
                    <ul class="mini-calls" data-testid="mini-calls">
                        {lines
                            .into_iter()
                            .map(|(s, text)| {
                                view! {
                                    <li>
                                        <span class="mini-call-seat">{seat_name(s)}</span>
                                        <bdi>{text}</bdi>
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ul>
                }
                .into_any()
            }
        }
    }
}

/// What the player does now, with a tip; the robots' turn; the result.
#[component]
fn Panel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let state =
        move || ctx.with(|g| Some((g.phase(), g.to_act().filter(|s| player_decides(g, *s)))));
    let body = move || {
        let Some((phase, player_turn)) = state() else {
            return ().into_any();
        };
        match (phase, player_turn) {
            (MiniPhase::Announce, Some(_)) => view! { <AnnouncePanel/> }.into_any(),
            (MiniPhase::Open, Some(_)) => view! { <OpenPanel/> }.into_any(),
            (MiniPhase::Name, Some(_)) => view! { <NamePanel/> }.into_any(),
            (MiniPhase::Choose, Some(_)) => view! { <ChoosePanel/> }.into_any(),
            (MiniPhase::Play, _) => view! { <PlayPanel/> }.into_any(),
            (MiniPhase::Redeal, _) => view! { <RedealPanel/> }.into_any(),
            (MiniPhase::Over, _) => view! { <ResultPanel/> }.into_any(),
            (_, None) => {
                let who = ctx.with(|g| g.to_act()).map(seat_name).unwrap_or_default();
                let tip = match phase {
                    MiniPhase::Choose => "mini.tip.robot_chooses",
                    MiniPhase::Name => "mini.tip.name",
                    MiniPhase::Open => "mini.tip.open",
                    _ => "mini.tip.hcp",
                };
                view! {
                    <p class="turn-note" data-testid="waiting">
                        {tf("mini.waiting", &[("seat", &who)])}
                    </p>
                    <Tip text=Signal::derive(move || t(tip))/>
                }
                .into_any()
            }
        }
    };
    view! {
        <section class="mini-panel" aria-live="polite">
            {body}
            {move || {
                ctx.message
                    .get()
                    .map(|m| view! { <p class="message" role="status" data-testid="message">{m}</p> })
            }}
            <div class="control-buttons">
                <button class="button" data-testid="mini-quit" on:click=move |_| ctx.close.run(())>
                    {move || t("mini.new_game")}
                </button>
            </div>
        </section>
    }
}

#[component]
fn AnnouncePanel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let points = RwSignal::new(10u8);
    let held = move || ctx.with(|g| g.deal().hand(HUMAN).hcp() as u8);
    view! {
        <h2 class="turn-note">{move || t("mini.announce.heading")}</h2>
        <div class="mini-stepper">
            <button
                class="button"
                aria-label=move || t("mini.announce.less")
                on:click=move |_| points.update(|p| *p = p.saturating_sub(1))
            >
                "−"
            </button>
            <output class="mini-count" data-testid="points" aria-live="polite">
                {move || points.get()}
            </output>
            <button
                class="button"
                aria-label=move || t("mini.announce.more")
                on:click=move |_| points.update(|p| *p = (*p + 1).min(37))
            >
                "+"
            </button>
        </div>
        <div class="control-buttons">
            <button
                class="button primary"
                data-testid="announce"
                on:click=move |_| ctx.act(MiniAction::Announce(points.get_untracked()))
            >
                {move || tf("mini.announce.submit", &[("n", &points.get().to_string())])}
            </button>
            <button class="button" data-testid="count-for-me" on:click=move |_| points.set(held())>
                {move || t("mini.announce.count")}
            </button>
        </div>
        <Tip text=Signal::derive(move || t("mini.tip.hcp"))/>
    }
}

#[component]
fn ChoosePanel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let suggestion = ctx.with(|g| {
        let d = g.declarer().unwrap_or(HUMAN);
        Some(robot_choice(g.deal().hand(d), g.deal().hand(d.partner())))
    });
    let suggestion = suggestion.unwrap_or(MiniContract {
        goal: MiniGoal::PartScore,
        strain: Strain::NoTrump,
    });
    let goal = RwSignal::new(suggestion.goal);
    let strain = RwSignal::new(suggestion.strain);
    let points = move || {
        ctx.with(|g| {
            let d = g.declarer().unwrap_or(HUMAN);
            g.deal().hand(d).hcp() + g.deal().hand(d.partner()).hcp()
        })
    };
    let chosen = move || MiniContract {
        goal: goal.get(),
        strain: strain.get(),
    };
    view! {
        <h2 class="turn-note">{move || t("mini.choose.heading")}</h2>
        <p>{move || tf("mini.choose.points", &[("n", &points().to_string())])}</p>
        <div class="mini-choices" role="group" aria-label=move || t("mini.choose.goal")>
            {[MiniGoal::PartScore, MiniGoal::Game]
                .into_iter()
                .map(|g| {
                    let key = match g {
                        MiniGoal::PartScore => "mini.goal.part",
                        MiniGoal::Game => "mini.goal.game",
                    };
                    view! {
                        <button
                            class="button"
                            data-goal=key
                            aria-pressed=move || (goal.get() == g).to_string()
                            on:click=move |_| goal.set(g)
                        >
                            {move || t(key)}
                        </button>
                    }
                })
                .collect_view()}
        </div>
        <div class="mini-choices" role="group" aria-label=move || t("mini.choose.strain")>
            {Strain::ALL
                .into_iter()
                .rev()
                .map(|s| {
                    let class = match s.trump() {
                        Some(suit) => format!("button bid {}", suit_class(suit)),
                        None => "button bid suit-nt".to_string(),
                    };
                    view! {
                        <button
                            class=class
                            data-strain=s.code()
                            aria-pressed=move || (strain.get() == s).to_string()
                            on:click=move |_| strain.set(s)
                        >
                            {move || strain_text(current_lang(), s)}
                        </button>
                    }
                })
                .collect_view()}
        </div>
        <p class="mini-needs">
            {move || {
                tf(
                    "mini.choose.needs",
                    &[("n", &chosen().tricks_needed().to_string())],
                )
            }}
        </p>
        <div class="control-buttons">
            <button
                class="button primary"
                data-testid="choose"
                on:click=move |_| ctx.act(MiniAction::Choose(chosen()))
            >
                {move || tf("mini.choose.submit", &[("contract", &choice_text(MiniChoice::Basic(chosen())))])}
            </button>
        </div>
        <Tip text=Signal::derive(move || {
            tf("mini.tip.choose", &[("contract", &choice_text(MiniChoice::Basic(suggestion)))])
        })/>
    }
}

#[component]
fn OpenPanel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let sheet = move || {
        ctx.with(|g| Some(g.sheet(HUMAN)))
            .map(sheet_text)
            .unwrap_or_default()
    };
    view! {
        <h2 class="turn-note">{move || t("mini.open.heading")}</h2>
        <p data-testid="own-sheet">{move || tf("mini.sheet.yours", &[("sheet", &sheet())])}</p>
        <div class="control-buttons">
            <button class="button primary" data-testid="open" on:click=move |_| ctx.act(MiniAction::Open)>
                {move || t("mini.open.open")}
            </button>
            <button class="button" data-testid="pass" on:click=move |_| ctx.act(MiniAction::Pass)>
                {move || call_text(current_lang(), Call::Pass)}
            </button>
        </div>
        <Tip text=Signal::derive(move || t("mini.tip.open"))/>
    }
}

#[component]
fn NamePanel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let last =
        Signal::derive(move || ctx.with(|g| g.names().into_iter().rev().find_map(|(_, b)| b)));
    // The opener sees partner's sheet; so does the opener's left-hand opponent.
    let partner_sheet = move || {
        ctx.with(|g| {
            let o = g.opener()?;
            (o == HUMAN || o.next() == HUMAN).then(|| sheet_text(g.sheet(HUMAN.partner())))
        })
    };
    let own = move || {
        ctx.with(|g| Some(g.sheet(HUMAN)))
            .map(sheet_text)
            .unwrap_or_default()
    };
    let on_bid = Callback::new(move |b: Bid| ctx.act(MiniAction::Name(b)));
    let can_pass = move || last.get().is_some();
    view! {
        <h2 class="turn-note">{move || t("mini.name.heading")}</h2>
        <p>{move || tf("mini.sheet.yours", &[("sheet", &own())])}</p>
        {move || {
            partner_sheet()
                .map(|s| {
                    view! {
                        <p data-testid="partner-sheet">{tf("mini.sheet.partner", &[("sheet", &s)])}</p>
                    }
                })
        }}
        <div class="bidding-box">
            {move || {
                can_pass()
                    .then(|| {
                        view! {
                            <button class="bid pass" data-testid="pass" on:click=move |_| ctx.act(MiniAction::Pass)>
                                {move || call_text(current_lang(), Call::Pass)}
                            </button>
                        }
                    })
            }}
            <BidGrid above=last on_bid=on_bid/>
        </div>
        <Tip text=Signal::derive(move || t("mini.tip.name"))/>
    }
}

#[component]
fn PlayPanel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let contract = move || {
        ctx.with(|g| {
            let c = g.choice()?;
            let d = g.declarer()?;
            Some(tf(
                "mini.contract.by",
                &[
                    ("contract", &choice_text(c)),
                    ("seat", &seat_name(d)),
                    ("n", &c.tricks_needed().to_string()),
                ],
            ))
        })
    };
    let tricks = move || {
        ctx.with(|g| {
            g.play().map(|p| {
                tf(
                    "table.tricks",
                    &[
                        ("ns", &p.tricks_won(Side::NorthSouth).to_string()),
                        ("ew", &p.tricks_won(Side::EastWest).to_string()),
                    ],
                )
            })
        })
    };
    let turn = move || {
        ctx.with(|g| {
            let s = g.to_act()?;
            Some(if player_decides(g, s) {
                tf("mini.play.your_turn", &[("seat", &seat_name(s))])
            } else {
                tf("mini.waiting", &[("seat", &seat_name(s))])
            })
        })
    };
    let tip = move || {
        ctx.with(|g| {
            let d = g.declarer()?;
            Some(t(if d.side() == Side::NorthSouth {
                "mini.tip.declare"
            } else {
                "mini.tip.defend"
            }))
        })
        .unwrap_or_default()
    };
    view! {
        <p data-testid="contract"><bdi>{contract}</bdi></p>
        <p data-testid="tricks">{tricks}</p>
        <p class="turn-note">{turn}</p>
        <Tip text=Signal::derive(tip)/>
    }
}

#[component]
fn RedealPanel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let key = move || {
        ctx.with(|g| {
            Some(match g.version() {
                MiniVersion::Basic => "mini.redeal.basic",
                MiniVersion::Advanced => "mini.redeal.advanced",
            })
        })
        .unwrap_or("mini.redeal.basic")
    };
    view! {
        <p class="turn-note" data-testid="redeal">{move || t(key())}</p>
        <div class="control-buttons">
            <button class="button primary" data-testid="next-deal" on:click=move |_| ctx.next_deal()>
                {move || t("mini.next_deal")}
            </button>
        </div>
    }
}

/// One deal's result as a sentence: "North made Game in ♥ with 10 tricks: North-South +420".
fn result_text(r: &MiniResult) -> String {
    let made = r.score.declarer_side > 0;
    let side_key = |s: Side| match s {
        Side::NorthSouth => "mini.side.ns",
        Side::EastWest => "mini.side.ew",
    };
    let (scorer, points) = if made {
        (r.declarer.side(), r.score.declarer_side)
    } else {
        (r.declarer.side().opponents(), r.score.opponents)
    };
    tf(
        if made {
            "mini.result.made"
        } else {
            "mini.result.down"
        },
        &[
            ("seat", &seat_name(r.declarer)),
            ("contract", &choice_text(r.choice)),
            ("tricks", &r.tricks.to_string()),
            ("side", &t(side_key(scorer))),
            ("points", &points.to_string()),
        ],
    )
}

#[component]
fn ResultPanel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let result = move || ctx.with(|g| g.result());
    // The facts as data too, so a test can score the deal by hand.
    let data = move |f: fn(&MiniResult) -> String| move || result().map(|r| f(&r));
    view! {
        <h2 class="turn-note">{move || t("mini.result.heading")}</h2>
        <p
            class="mini-result"
            data-testid="mini-result"
            data-contract=data(|r| r.choice.contract().pbn())
            data-declarer=data(|r| r.declarer.letter().to_string())
            data-tricks=data(|r| r.tricks.to_string())
        >
            {move || result().map(|r| result_text(&r))}
        </p>
        <div class="control-buttons">
            <button class="button primary" data-testid="next-deal" on:click=move |_| ctx.next_deal()>
                {move || t("mini.next_deal")}
            </button>
        </div>
    }
}

/// The deals played so far and the totals: the session's score card.
#[component]
fn ScoreList() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        let results = ctx.game.with(|m| m.results.clone());
        (!results.is_empty())
            .then(|| view! { <ScoreCardView card=ScoreCard::Minibridge(results)/> })
    }
}
