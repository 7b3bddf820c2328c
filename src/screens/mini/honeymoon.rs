//! The honeymoon bridge screen: the player (South) against one robot (West, shown across the
//! table), a rubber scored on the WE/THEY sheet, saved after every action.

use bridge_engine::game_forms::SmallGame;
use bridge_engine::game_forms::honeymoon::{
    DuoTrick, HoneymoonAction, HoneymoonDeal, HoneymoonMatch, HoneymoonPhase,
};
use bridge_engine::scoring::rubber::RubberEntryKind;
use bridge_engine::session::{ScoreCard, Session};
use bridge_engine::{Bid, Call, Card, CardSet, Seat, Side};
use leptos::prelude::*;

use super::{BidGrid, Fact, GameCtx, GameScreen, HiddenHand, PlayerHand, Tip, TrickCards};
use crate::services::i18n::{call_text, current_lang, msg, t, tf};
use crate::ui::cards::{HandView, card_name};
use crate::ui::scorecard::ScoreCardView;

const HUMAN: Seat = Seat::South;
const ROBOT: Seat = Seat::West;

/// The robot's name on this screen (it sits across the table, whatever its seat).
fn name(seat: Seat) -> String {
    t(if seat == HUMAN {
        "mini.hm.you"
    } else {
        "mini.hm.robot"
    })
}

/// Where a player's card lies on the felt: the robot's across the table.
fn place(seat: Seat) -> char {
    if seat == HUMAN { 's' } else { 'n' }
}

/// The screen's state, shared by its parts.
type Ctx = GameCtx<HoneymoonMatch>;

impl GameCtx<HoneymoonMatch> {
    fn with<R: Default>(self, f: impl FnOnce(&HoneymoonDeal) -> R) -> R {
        self.game.try_with(|m| f(&m.current)).unwrap_or_default()
    }

    fn after_change(self) {
        // A finished deal goes on the sheet at once.
        self.change(|m| m.score_current());
        self.save();
        self.schedule();
    }

    fn schedule(self) {
        let robot_on_turn = self
            .game
            .with_untracked(|m| m.current.to_act() == Some(ROBOT));
        if !robot_on_turn {
            return;
        }
        let trick_just_ended = self.game.with_untracked(|m| {
            m.current
                .current_trick()
                .is_some_and(|t| t.cards.is_empty())
                && m.current.last_trick().is_some()
        });
        self.clock.schedule(trick_just_ended, move || {
            let acted = self
                .change(|m| {
                    let a = m.current.robot_action()?;
                    m.current.act(a).ok()
                })
                .flatten()
                .is_some();
            if acted {
                self.after_change();
            }
        });
    }

    fn act(self, action: HoneymoonAction) {
        match self.change(|m| m.current.act(action)) {
            Some(Ok(())) => {
                self.message.set(None);
                self.after_change();
            }
            Some(Err(e)) => self.message.set(Some(msg(&e.msg()))),
            None => {}
        }
    }

    fn next_deal(self) {
        self.clock.cancel();
        self.change(HoneymoonMatch::next_deal);
        self.message.set(None);
        self.save();
        self.schedule();
    }
}

/// A new honeymoon rubber's session.
fn new_rubber() -> Session {
    let seed = super::new_seed();
    super::new_session(SmallGame::Honeymoon(HoneymoonMatch::new(seed)), seed)
}

/// Honeymoon bridge against one robot: the rubber kept in `session`.
#[component]
pub fn Honeymoon(
    session: RwSignal<Session>,
    /// Back to the list of games.
    on_close: Callback<()>,
    /// Opens another session (a new rubber).
    on_new: Callback<Session>,
) -> impl IntoView {
    let game = session.with_untracked(|s| match s.small() {
        Some(SmallGame::Honeymoon(m)) => m.clone(),
        // The list opens only honeymoon sessions here; anything else starts a rubber.
        _ => HoneymoonMatch::new(s.seed),
    });
    view! {
        <GameScreen
            session=session
            game=game
            on_close=on_close
            on_new=on_new
            schedule=Ctx::schedule
            testid="honeymoon"
            title_key="mode.honeymoon"
            facts=|| view! { <HeaderFacts/> }
        >
            <HoneymoonTable/>
        </GameScreen>
    }
}

#[component]
fn HeaderFacts() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let deal_no = move || ctx.game.with(|m| m.dealt);
    let dealer = move || ctx.with(|d| Some(name(d.dealer()))).unwrap_or_default();
    let vul = move || {
        let v = ctx.game.with(|m| m.sheet.vulnerability());
        let mut who = Vec::new();
        if v.is_vulnerable(Side::NorthSouth) {
            who.push(name(HUMAN));
        }
        if v.is_vulnerable(Side::EastWest) {
            who.push(name(ROBOT));
        }
        if who.is_empty() {
            t("vul.none")
        } else {
            who.join(", ")
        }
    };
    let phase = move || {
        ctx.with(|d| {
            Some(t(match d.phase() {
                HoneymoonPhase::Draw => "mini.hm.phase.draw",
                HoneymoonPhase::Bidding => "mini.hm.phase.bidding",
                HoneymoonPhase::Play => "mini.hm.phase.play",
                HoneymoonPhase::Over => "mini.hm.phase.over",
            }))
        })
        .unwrap_or_default()
    };
    view! {
        <Fact label_key="mini.deal" testid="deal-number">{deal_no}</Fact>
        <Fact label_key="table.dealer" testid="dealer">{dealer}</Fact>
        <Fact label_key="table.vulnerable" testid="vulnerability">{vul}</Fact>
        <Fact label_key="mini.hm.phase" testid="phase">{phase}</Fact>
    }
}

/// The new-game form on the list of honeymoon rubbers: how the game goes.
#[component]
pub fn NewHoneymoon(start: Callback<Session>) -> impl IntoView {
    view! {
        <section class="mini-intro" data-testid="hm-intro">
            <h2>{move || t("mini.hm.intro.heading")}</h2>
            <ol class="mini-steps">
                <li>{move || t("mini.hm.intro.step1")}</li>
                <li>{move || t("mini.hm.intro.step2")}</li>
                <li>{move || t("mini.hm.intro.step3")}</li>
                <li>{move || t("mini.hm.intro.step4")}</li>
            </ol>
            <div class="mini-start">
                <button class="button primary" data-testid="start-honeymoon" on:click=move |_| start.run(new_rubber())>
                    {move || t("mini.hm.start")}
                </button>
            </div>
        </section>
    }
}

#[component]
fn HoneymoonTable() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let robot_cards = move || ctx.with(|d| d.hand(ROBOT).len());
    let over = move || ctx.with(|d| d.phase() == HoneymoonPhase::Over);
    let robot_final = move || ctx.with(|d| d.final_hands()[1]);
    view! {
        <div class="play-area">
            <div class="compass">
                <section class="seat seat-n" class:on-turn=move || ctx.with(|d| d.to_act() == Some(ROBOT)) data-testid="seat-robot">
                    <h2 class="seat-name">
                        {move || name(ROBOT)}
                        <span class="role">{move || role(ROBOT)}</span>
                    </h2>
                    {move || {
                        if over() && !robot_final().is_empty() {
                            view! {
                                <p class="mini-reveal">{t("mini.hm.robot_held")}</p>
                                <HandView seat=ROBOT cards=robot_final()/>
                            }
                                .into_any()
                        } else {
                            view! { <HiddenHand count=robot_cards()/> }.into_any()
                        }
                    }}
                </section>
                <section class="seat seat-w mini-stock" data-testid="stock">
                    <h2 class="seat-name">{move || t("mini.hm.stock")}</h2>
                    {move || {
                        let n = ctx.with(|d| d.stock_left());
                        view! {
                            <p class="hidden-hand">
                                <span class="backs" aria-hidden="true">
                                    {(0..n.div_ceil(2).min(13)).map(|_| view! { <span class="card-back"></span> }).collect_view()}
                                </span>
                                {tf("mini.hm.stock_left", &[("count", &n.to_string())])}
                            </p>
                        }
                    }}
                </section>
                <YourSeat/>
                <div class="centre">
                    <Centre/>
                </div>
            </div>
            <div class="side">
                <Panel/>
                <Sheet/>
            </div>
        </div>
    }
}

/// A player's role on the deal: dealer, declarer, defender.
fn role(seat: Seat) -> String {
    let ctx = expect_context::<Ctx>();
    ctx.with(|d| {
        // The name says who plays the seat; the role says what it does on this deal.
        let mut parts = Vec::new();
        match d.contract() {
            Some((_, decl)) if decl == seat => parts.push(t("table.role.declarer")),
            Some(_) => parts.push(t("mini.hm.defender")),
            None if d.dealer() == seat => parts.push(t("table.role.dealer")),
            None => {}
        }
        parts.join(" · ")
    })
}

#[component]
fn YourSeat() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    // Once the deal is over the hand is shown as it was for the contract.
    let cards = Signal::derive(move || {
        ctx.with(|d| {
            if d.phase() == HoneymoonPhase::Over && d.contract().is_some() {
                d.final_hands()[0]
            } else {
                d.hand(HUMAN)
            }
        })
    });
    let playable = Signal::derive(move || {
        ctx.with(|d| {
            if d.to_act() == Some(HUMAN)
                && matches!(d.phase(), HoneymoonPhase::Draw | HoneymoonPhase::Play)
            {
                d.legal_cards()
            } else {
                CardSet::EMPTY
            }
        })
    });
    let on_play = Callback::new(move |c: Card| ctx.act(HoneymoonAction::Play(c)));
    view! {
        <section
            class="seat seat-s"
            class:on-turn=move || ctx.with(|d| d.to_act() == Some(HUMAN))
            data-testid="seat-S"
        >
            <h2 class="seat-name">
                {move || name(HUMAN)}
                <span class="role">{move || role(HUMAN)}</span>
            </h2>
            <PlayerHand cards=cards playable=playable on_play=on_play seat_letter='S'/>
        </section>
    }
}

fn trick_view(trick: &DuoTrick, trump: Option<bridge_engine::Suit>) -> AnyView {
    let plays: Vec<(Seat, char, Card)> = trick.plays().map(|(s, c)| (s, place(s), c)).collect();
    let winner = trick.winner(trump);
    let text = winner.map(|w| {
        t(if w == HUMAN {
            "mini.hm.you_won_trick"
        } else {
            "mini.hm.robot_won_trick"
        })
    });
    view! { <TrickCards plays=plays winner=winner winner_text=text/> }.into_any()
}

#[component]
fn Centre() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        let phase = ctx
            .with(|d| Some(d.phase()))
            .unwrap_or(HoneymoonPhase::Over);
        if phase == HoneymoonPhase::Bidding
            || (phase == HoneymoonPhase::Over && ctx.with(|d| d.contract().is_none()))
        {
            let calls: Vec<(Seat, Call)> = ctx.with(|d| {
                d.calls()
                    .iter()
                    .enumerate()
                    .map(|(i, c)| (d.caller(i), *c))
                    .collect()
            });
            return view! {
                <ul class="mini-calls" data-testid="mini-calls">
                    {calls
                        .into_iter()
                        .map(|(s, c)| {
                            view! {
                                <li>
                                    <span class="mini-call-seat">{name(s)}</span>
                                    <bdi>{call_text(current_lang(), c)}</bdi>
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
            }
            .into_any();
        }
        let shown = ctx.with(|d| {
            let current = d.current_trick().filter(|t| !t.cards.is_empty()).cloned();
            Some((
                current.or_else(|| d.last_trick().cloned())?,
                d.trump_of_trick_on_show(),
            ))
        });
        match shown {
            Some((trick, trump)) => trick_view(&trick, trump),
            None => ().into_any(),
        }
    }
}

/// The trump suit of the trick on show: none in the draw phase.
trait TrumpOnShow {
    fn trump_of_trick_on_show(&self) -> Option<bridge_engine::Suit>;
}

impl TrumpOnShow for HoneymoonDeal {
    fn trump_of_trick_on_show(&self) -> Option<bridge_engine::Suit> {
        if self.tricks().iter().any(|t| !t.cards.is_empty()) {
            self.contract().and_then(|(c, _)| c.strain().trump())
        } else {
            None
        }
    }
}

#[component]
fn Panel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let state = move || ctx.with(|d| Some((d.phase(), d.to_act() == Some(HUMAN))));
    let body = move || {
        let Some((phase, mine)) = state() else {
            return ().into_any();
        };
        match phase {
            HoneymoonPhase::Draw => view! { <DrawPanel mine=mine/> }.into_any(),
            HoneymoonPhase::Bidding if mine => view! { <BidPanel/> }.into_any(),
            HoneymoonPhase::Bidding => view! {
                <p class="turn-note" data-testid="waiting">{tf("mini.waiting", &[("seat", &name(ROBOT))])}</p>
                <Tip text=Signal::derive(move || t("mini.hm.tip.bidding"))/>
            }
            .into_any(),
            HoneymoonPhase::Play => view! { <PlayPanel mine=mine/> }.into_any(),
            HoneymoonPhase::Over => view! { <ResultPanel/> }.into_any(),
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
        </section>
    }
}

#[component]
fn DrawPanel(mine: bool) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    // The player's last draw, and that the robot drew too: the robot's card stays hidden.
    let last_draw = move || {
        ctx.with(|d| {
            let mine = d.draws().iter().rev().find(|(s, _)| *s == HUMAN)?.1;
            Some(tf("mini.hm.you_drew", &[("card", &card_name(mine))]))
        })
    };
    view! {
        <p class="turn-note">
            {if mine { t("mini.hm.your_turn") } else { tf("mini.waiting", &[("seat", &name(ROBOT))]) }}
        </p>
        {move || last_draw().map(|s| view! { <p data-testid="last-draw">{s}</p> })}
        <Tip text=Signal::derive(move || t("mini.hm.tip.draw"))/>
    }
}

#[component]
fn BidPanel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let legal = Memo::new(move |_| ctx.with(|d| d.legal_calls()));
    let last = Signal::derive(move || {
        ctx.with(|d| {
            d.calls().iter().rev().find_map(|c| match c {
                Call::Bid(b) => Some(*b),
                _ => None,
            })
        })
    });
    let on_bid = Callback::new(move |b: Bid| ctx.act(HoneymoonAction::Call(Call::Bid(b))));
    let call_button = move |call: Call, class: &'static str, testid: &'static str| {
        let ok = move || legal.with(|l| l.contains(&call));
        view! {
            <button
                class=format!("bid {class}")
                data-testid=testid
                aria-disabled=move || (!ok()).to_string()
                on:click=move |_| {
                    if ok() {
                        ctx.act(HoneymoonAction::Call(call));
                    }
                }
            >
                {move || call_text(current_lang(), call)}
            </button>
        }
    };
    view! {
        <h2 class="turn-note">{move || t("mini.hm.bid_heading")}</h2>
        <div class="bidding-box">
            <div class="bid-row mini-call-row">
                {call_button(Call::Pass, "pass", "pass")}
                {call_button(Call::Double, "double", "double")}
                {call_button(Call::Redouble, "redouble", "redouble")}
            </div>
            <BidGrid above=last on_bid=on_bid/>
        </div>
        <Tip text=Signal::derive(move || t("mini.hm.tip.bidding"))/>
    }
}

#[component]
fn PlayPanel(mine: bool) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let contract = move || {
        ctx.with(|d| {
            let (c, decl) = d.contract()?;
            Some(tf(
                "table.contract_by",
                &[("contract", &c.to_string()), ("seat", &name(decl))],
            ))
        })
    };
    let tricks = move || {
        ctx.with(|d| {
            Some(tf(
                "mini.hm.tricks",
                &[
                    ("you", &d.tricks_won(HUMAN).to_string()),
                    ("robot", &d.tricks_won(ROBOT).to_string()),
                ],
            ))
        })
    };
    view! {
        <p data-testid="contract"><bdi>{contract}</bdi></p>
        <p data-testid="tricks">{tricks}</p>
        <p class="turn-note">
            {if mine { t("mini.hm.your_turn") } else { tf("mini.waiting", &[("seat", &name(ROBOT))]) }}
        </p>
        <Tip text=Signal::derive(move || t("mini.hm.tip.play"))/>
    }
}

#[component]
fn ResultPanel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let summary = move || {
        ctx.with(|d| {
            Some(match d.contract() {
                None => t("mini.hm.passed_out"),
                Some((c, decl)) => {
                    let won = d.tricks_won(decl);
                    let needed = c.tricks_needed();
                    tf(
                        if won >= needed {
                            "mini.hm.result.made"
                        } else {
                            "mini.hm.result.down"
                        },
                        &[
                            ("seat", &name(decl)),
                            ("contract", &c.to_string()),
                            ("tricks", &won.to_string()),
                        ],
                    )
                }
            })
        })
        .unwrap_or_default()
    };
    // This deal's entries on the sheet.
    let entries = move || {
        ctx.game.with(|m| {
            let n = m.sheet.deals().len() as u32;
            m.sheet
                .entries()
                .iter()
                .filter(|e| e.deal == Some(n) && m.scored)
                .copied()
                .collect::<Vec<_>>()
        })
    };
    let rubber_over = move || ctx.game.with(|m| m.sheet.is_over());
    view! {
        <h2 class="turn-note">{move || t("mini.result.heading")}</h2>
        <p
            class="mini-result"
            data-testid="hm-result"
            data-contract=move || ctx.with(|d| d.contract().map(|(c, _)| c.pbn()))
            data-declarer=move || ctx.with(|d| d.contract().map(|(_, s)| s.letter().to_string()))
            data-tricks=move || ctx.with(|d| d.contract().map(|(_, s)| d.tricks_won(s).to_string()))
        >
            {summary}
        </p>
        <ul class="mini-entries">
            {move || {
                entries()
                    .into_iter()
                    .map(|e| {
                        let who = if e.side == Side::NorthSouth { name(HUMAN) } else { name(ROBOT) };
                        view! {
                            <li data-kind=format!("{:?}", e.kind) data-side=e.side.code() data-points=e.points>
                                {tf("mini.hm.entry", &[("side", &who), ("what", &t(entry_key(e.kind))), ("points", &e.points.to_string())])}
                            </li>
                        }
                    })
                    .collect_view()
            }}
        </ul>
        <div class="control-buttons">
            {move || {
                if rubber_over() {
                    view! {
                        <p class="turn-note" data-testid="rubber-over">{t("mini.hm.rubber_over")}</p>
                        <button class="button primary" data-testid="new-rubber" on:click=move |_| ctx.open.run(new_rubber())>
                            {t("mini.hm.new_rubber")}
                        </button>
                    }
                        .into_any()
                } else {
                    view! {
                        <button class="button primary" data-testid="next-deal" on:click=move |_| ctx.next_deal()>
                            {t("mini.next_deal")}
                        </button>
                    }
                        .into_any()
                }
            }}
        </div>
    }
}

fn entry_key(kind: RubberEntryKind) -> &'static str {
    match kind {
        RubberEntryKind::TrickScore => "mini.hm.kind.trick_score",
        RubberEntryKind::Overtricks => "mini.hm.kind.overtricks",
        RubberEntryKind::Insult => "mini.hm.kind.insult",
        RubberEntryKind::Slam => "mini.hm.kind.slam",
        RubberEntryKind::Undertricks => "mini.hm.kind.undertricks",
        RubberEntryKind::Honours => "mini.hm.kind.honours",
        RubberEntryKind::RubberBonus => "mini.hm.kind.rubber_bonus",
        RubberEntryKind::UnfinishedGame | RubberEntryKind::UnfinishedPartScore => {
            "mini.hm.kind.unfinished"
        }
    }
}

/// The rubber sheet, as the rubber sessions show it (WE = the player, THEY = the robot).
#[component]
fn Sheet() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        let sheet = ctx.game.with(|m| m.sheet.clone());
        view! {
            <div class="mini-sheet" data-testid="hm-sheet">
                <p class="mini-sheet-note">{t("mini.hm.sheet_note")}</p>
                <ScoreCardView card=ScoreCard::Rubber(sheet)/>
            </div>
        }
    }
}
