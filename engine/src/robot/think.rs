//! The sampling card player: imagine layouts, solve each double dummy, play the card that does
//! best over them for the form of scoring.
//!
//! At each decision the robot deals the cards it cannot see many times ([`super::sample`]),
//! solves every layout double dummy from the current position (one [`DdSolver`], reused) for
//! the value of each legal card, and compares the cards over the layouts as the [`Goal`] says:
//! total points (the mean score), IMPs (the mean IMPs against the best card of each layout) or
//! matchpoints (how often the card is the best). Cards that are equal whatever the layout
//! (touching ranks, the cards between them played) are one candidate. When several candidates
//! do equally well the heuristics of [`super::card_play`] choose among them, so that the
//! robots keep the classic habits (second hand low, top of a sequence) where nothing is at
//! stake.
//!
//! Budgets are counts of layouts, or a clock the caller passes in: `std::time::Instant` does not
//! exist in the browser's WebAssembly.

use super::card_play::choose_card;
use super::sample::{Knowledge, Rng};
use super::view::PlayView;
use super::{CardAdvice, Goal, PlayConfig, Strength};
use crate::card::{Card, CardSet, Rank, Suit};
use crate::dd::{DdSolver, Position};
use crate::msg::Msg;
use crate::scoring::{duplicate, imps};

impl Strength {
    /// The layouts imagined for one decision.
    pub const fn samples(self) -> usize {
        match self {
            Strength::Quick => 6,
            Strength::Standard => 14,
            Strength::Strong => 24,
        }
    }

    /// The layouts imagined for a decision with `unplayed` cards not yet played: the
    /// strength's [`Strength::samples`], twice as many from the middle of the play (28 cards
    /// left) and three times in the last four tricks, where a layout's search is cheap.
    pub const fn samples_at(self, unplayed: usize) -> usize {
        let factor = if unplayed <= 16 {
            3
        } else if unplayed <= 28 {
            2
        } else {
            1
        };
        self.samples() * factor
    }

    /// The layouts a bidding judgement by simulation deals (see `bidding/judge.rs`): each is
    /// solved double dummy for two contracts, so a judged call costs tens of searches of a
    /// whole deal. Twenty keep a call within about half a second in the browser's worker, and
    /// the averages move by well under an IMP between seeds (docs/robots.md); the quick
    /// strength, for slow devices, deals half as many.
    pub const fn judge_layouts(self) -> usize {
        match self {
            Strength::Quick => 10,
            Strength::Standard | Strength::Strong => 20,
        }
    }

    /// The time one decision may take when the caller passes a clock ([`play_card_timed`]),
    /// in milliseconds: once spent, the layouts solved so far decide (at least
    /// [`MIN_SAMPLES`]).
    pub const fn time_ms(self) -> f64 {
        match self {
            Strength::Quick => 250.0,
            Strength::Standard => 500.0,
            Strength::Strong => 800.0,
        }
    }
}

/// The fewest layouts a timed decision solves, however slow the device.
pub const MIN_SAMPLES: usize = 3;

/// A clock in milliseconds (any origin), e.g. `performance.now()` in the browser.
pub type Clock<'a> = &'a mut dyn FnMut() -> f64;

/// The candidates of a decision: the legal cards in classes of equal cards.
///
/// Two cards of a suit are equal when every rank between them has been played in a finished
/// trick: whatever the layout, they win the same tricks. A card on the table in the trick in
/// progress still parts them: with the queen just played, the king wins the trick and the jack
/// does not.
pub(super) fn classes(view: &PlayView) -> Vec<CardSet> {
    let played: CardSet = view
        .tricks()
        .iter()
        .flat_map(|t| t.cards.iter().copied())
        .collect();
    let mut out: Vec<CardSet> = Vec::new();
    for suit in Suit::ALL {
        let mut prev: Option<Rank> = None;
        for rank in view.legal_cards().ranks_desc(suit) {
            let card = Card::new(suit, rank);
            let touching = prev.is_some_and(|p| {
                (rank.value() + 1..p.value()).all(|v| {
                    Rank::from_value(v).is_some_and(|r| played.contains(Card::new(suit, r)))
                })
            });
            match out.last_mut() {
                Some(last) if touching => {
                    last.insert(card);
                }
                _ => {
                    let mut c = CardSet::EMPTY;
                    c.insert(card);
                    out.push(c);
                }
            }
            prev = Some(rank);
        }
    }
    out
}

/// The card of a class the robot shows: the top of a sequence it leads (from the ten up), the
/// lowest otherwise (the lowest of equals when following).
fn class_card(class: CardSet, leading: bool) -> Card {
    let top = class.iter().max_by_key(|c| c.rank);
    let low = class.iter().min_by_key(|c| c.rank);
    match (top, low) {
        (Some(t), _) if leading && t.rank >= Rank::Ten && class.len() >= 2 => t,
        (_, Some(l)) => l,
        _ => Card::new(Suit::Clubs, Rank::Two),
    }
}

/// What the seat's side gets from a class of cards in each imagined layout.
pub(super) struct Outcomes {
    /// Tricks the side on turn takes of the remaining ones (the trick in progress included).
    tricks: Vec<u8>,
    /// The side's score.
    score: Vec<i32>,
    /// Whether the side reaches its target (declarer's side: makes; defenders: beat it).
    target: Vec<bool>,
}

/// The seed of one decision: the config's seed mixed with what is public about the moment (the
/// cards played, the seat), so that each decision imagines other layouts.
fn decision_seed(view: &PlayView, seed: u64) -> u64 {
    let mut x = seed ^ ((view.played().count() as u64) << 8) ^ view.seat().index() as u64;
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The position of `view` with the hidden hands of `hands`.
pub(super) fn position(view: &PlayView, hands: [CardSet; 4]) -> Option<Position> {
    let trick = view.current();
    Position::new(hands, view.contract().strain(), trick.leader, &trick.cards).ok()
}

/// The card the sampling robot plays for the seat on turn in `view`, on `solver`, within the
/// strength's layouts or, with a `clock`, its time.
pub fn decide(
    view: &PlayView,
    config: &PlayConfig,
    solver: &mut DdSolver,
    clock: Option<Clock<'_>>,
) -> CardAdvice {
    decide_counted(view, config, solver, clock).0
}

/// [`decide`], with the number of layouts solved.
fn decide_counted(
    view: &PlayView,
    config: &PlayConfig,
    solver: &mut DdSolver,
    mut clock: Option<Clock<'_>>,
) -> (CardAdvice, usize) {
    // The budget counts from the call: dealing the layouts takes time too.
    let started = clock.as_mut().map(|c| c());
    let heuristic = choose_card(view);
    let classes = classes(view);
    if classes.len() <= 1 {
        // A single legal card, or equal cards: nothing to think about.
        let reason = if view.legal_cards().len() > 1 {
            Msg::new("robot.play.equal_cards")
        } else {
            heuristic.reason
        };
        if let Some((card, kind, high)) = super::signals::signal_card(view, &classes, &[0]) {
            let reason = signal_reason(card, kind, high);
            return (CardAdvice { card, reason }, 0);
        }
        return (
            CardAdvice {
                card: heuristic.card,
                reason,
            },
            0,
        );
    }
    let knowledge = Knowledge::new(view);
    let mut rng = Rng::new(decision_seed(view, config.seed));
    let planned = planned_layouts(view, config.strength);
    let mut hands_list = knowledge.sample(planned, &mut rng).hands;
    let mut outcomes = empty_outcomes(&classes);
    // The layouts solved, in the order of the outcomes.
    let mut solved_hands: Vec<[CardSet; 4]> = Vec::new();
    // Layouts solved before the robot may stop because they all agree (see `settled`).
    let settle_after = (planned / 2).max(MIN_SAMPLES);
    let mut next = 0;
    'layouts: loop {
        while let Some(hands) = hands_list.get(next) {
            next += 1;
            let solved = solved_hands.len();
            if let (Some(clock), Some(start)) = (clock.as_mut(), started)
                && solved >= MIN_SAMPLES
            {
                // A deadline, not a bell: stop before a layout that would end past the
                // budget, judging its time by the mean of those solved so far.
                let spent = clock() - start;
                if spent + spent / solved as f64 > config.strength.time_ms() {
                    break 'layouts;
                }
            }
            if solved >= settle_after && settled(&outcomes, solved, config.goal) {
                break 'layouts;
            }
            let Some(pos) = position(view, *hands) else {
                continue;
            };
            record(
                view,
                &classes,
                &layout_values(view, solver, &pos),
                &mut outcomes,
            );
            solved_hands.push(*hands);
        }
        // A close call between the two best cards earns more layouts, up to twice the
        // strength's: the few layouts of a strength often split them by one or two.
        if hands_list.len() >= 2 * planned
            || solved_hands.len() < planned / 2
            || !close(&outcomes, solved_hands.len(), config.goal)
        {
            break;
        }
        let more = knowledge.sample(planned.div_ceil(2), &mut rng).hands;
        if more.is_empty() {
            break;
        }
        hands_list.extend(more);
    }
    let n = solved_hands.len();
    let advice = choose(
        view,
        config,
        heuristic,
        &classes,
        &knowledge,
        &solved_hands,
        &outcomes,
    );
    (advice, n)
}

/// The layouts a decision imagines first (the strength's number for the cards left), drawn
/// from the decision's seed: the same view and config always imagine the same layouts.
pub(super) fn decision_layouts(
    view: &PlayView,
    config: &PlayConfig,
    knowledge: &Knowledge,
) -> super::sample::Layouts {
    let mut rng = Rng::new(decision_seed(view, config.seed));
    knowledge.sample(planned_layouts(view, config.strength), &mut rng)
}

/// Whether the seat on turn in `view` makes the opening lead.
fn is_opening_lead(view: &PlayView) -> bool {
    view.tricks().is_empty() && view.current().cards.is_empty()
}

/// The layouts a decision imagines first: [`Strength::samples_at`], twice as many for the
/// opening lead, whose layouts [`layout_values`] solves at half the cost of a full valuation,
/// and for a defender's lead to the other early tricks (those of the middle of the play have
/// twice as many already). The defenders lose most of their double-dummy tricks on leads (a
/// third of them on the opening lead): the strength's few layouts often split the best two
/// leads by one layout.
pub(super) fn planned_layouts(view: &PlayView, strength: Strength) -> usize {
    let unplayed = 52 - view.played().count();
    let defender_leads = view.current().cards.is_empty()
        && view.seat().side() != view.declarer().side()
        && unplayed > 28;
    let factor = if defender_leads { 2 } else { 1 };
    strength.samples_at(unplayed) * factor
}

/// The tricks the side on turn takes after each legal card in the layout `pos` of `view`.
///
/// Everywhere but the opening lead, the exact values ([`DdSolver::values`]). For the opening
/// lead, two searches against a target instead ([`DdSolver::reaching`]), each about a quarter
/// of the exact valuation's time, at the two levels that decide the defence's score: in a layout
/// where some lead beats the contract, which leads beat it and which beat it by two or more;
/// where none does, which leads hold declarer to the contract and which give an overtrick.
/// A lead's value is then exact at those levels and capped beyond them (a lead that gives
/// two overtricks counts as one), which the scoring of leads hardly notices.
pub(super) fn layout_values(
    view: &PlayView,
    solver: &mut DdSolver,
    pos: &Position,
) -> Vec<(Card, u8)> {
    if !is_opening_lead(view) {
        return solver.values(pos);
    }
    let legal = view.legal_cards();
    // Tricks the defenders need to beat the contract.
    let beat = 14 - view.contract().tricks_needed();
    let beating = solver.reaching(pos, beat);
    // The range the values are exact in: (lowest, highest), every lead reaching `lowest`.
    let (low, high) = if beating.is_empty() {
        (beat.saturating_sub(2), beat - 1)
    } else {
        (beat - 1, beat + 1)
    };
    let upper = if high == 0 {
        legal
    } else {
        solver.reaching(pos, high)
    };
    legal
        .iter()
        .map(|c| {
            let t = if upper.contains(c) {
                high
            } else if beating.contains(c) {
                beat
            } else {
                low
            };
            (c, t)
        })
        .collect()
}

/// No layout solved yet, for each class.
pub(super) fn empty_outcomes(classes: &[CardSet]) -> Vec<Outcomes> {
    classes
        .iter()
        .map(|_| Outcomes {
            tricks: Vec::new(),
            score: Vec::new(),
            target: Vec::new(),
        })
        .collect()
}

/// Adds one solved layout to each class's outcomes: `values` are the tricks the side on turn
/// takes after each legal card ([`DdSolver::values`]).
pub(super) fn record(
    view: &PlayView,
    classes: &[CardSet],
    values: &[(Card, u8)],
    outcomes: &mut [Outcomes],
) {
    let declaring = view.seat().side() == view.declarer().side();
    let remaining = 13 - view.tricks().len() as u8;
    let declarer_won = view.declarer_tricks() as u8;
    let contract = view.contract();
    for (class, out) in classes.iter().zip(outcomes.iter_mut()) {
        let t = values
            .iter()
            .find(|(c, _)| class.contains(*c))
            .map_or(0, |v| v.1);
        let total = declarer_won + if declaring { t } else { remaining - t };
        let score =
            duplicate::declarer_score(contract, view.declarer(), view.vulnerability(), total);
        let made = total >= contract.tricks_needed();
        out.tricks.push(t);
        out.score.push(if declaring { score } else { -score });
        out.target.push(made == declaring);
    }
}

/// The card to play once the layouts `solved` (in the order of `outcomes`) are solved: the
/// class that does best for the goal, chosen among equals as [`pick_among_tied`] says, with
/// its reason.
pub(super) fn choose(
    view: &PlayView,
    config: &PlayConfig,
    heuristic: CardAdvice,
    classes: &[CardSet],
    knowledge: &Knowledge,
    solved: &[[CardSet; 4]],
    outcomes: &[Outcomes],
) -> CardAdvice {
    let n = solved.len();
    if n == 0 {
        return heuristic;
    }
    // The value of each class for the goal, then its total tricks to break ties.
    let best_tricks: Vec<u8> = (0..n)
        .map(|i| outcomes.iter().map(|o| o.tricks[i]).max().unwrap_or(0))
        .collect();
    let best_score: Vec<i32> = (0..n)
        .map(|i| outcomes.iter().map(|o| o.score[i]).max().unwrap_or(0))
        .collect();
    let value = |o: &Outcomes| -> (i64, i64) {
        let primary: i64 = match config.goal {
            Goal::Total => o.score.iter().map(|&s| i64::from(s)).sum(),
            Goal::Imps => (0..n)
                .map(|i| i64::from(imps::imps(o.score[i] - best_score[i])))
                .sum(),
            Goal::Matchpoints => (0..n).filter(|&i| o.tricks[i] == best_tricks[i]).count() as i64,
        };
        (primary, o.tricks.iter().map(|&t| i64::from(t)).sum())
    };
    let values: Vec<(i64, i64)> = outcomes.iter().map(value).collect();
    let top = values.iter().copied().max().unwrap_or((0, 0));
    let tied: Vec<usize> = (0..classes.len()).filter(|&i| values[i] == top).collect();
    let leading = view.current().cards.is_empty();
    let signal = super::signals::signal_card(view, classes, &tied);
    let (chosen, card) = match signal {
        Some((card, _, _)) => (
            tied.iter()
                .copied()
                .find(|&i| classes[i].contains(card))
                .unwrap_or(tied[0]),
            card,
        ),
        None => pick_among_tied(classes, &tied, heuristic.card, leading),
    };
    let runner_up = (0..classes.len())
        .filter(|i| !tied.contains(i))
        .max_by_key(|&i| values[i]);
    let reason = match runner_up {
        None if let Some((_, kind, high)) = signal => signal_reason(card, kind, high),
        None if classes[chosen].contains(heuristic.card) => heuristic.reason,
        None => Msg::new("robot.play.equal_cards"),
        Some(r) => explain(view, knowledge, solved, outcomes, chosen, r, config.goal, n),
    };
    CardAdvice { card, reason }
}

/// Why a defender played `card` as a signal of `kind`, high or low: it likes partner's suit or
/// not, or it holds an even or odd number of cards in the suit.
fn signal_reason(card: Card, kind: super::signals::Kind, high: bool) -> Msg {
    use super::signals::Kind::{Attitude, Count};
    let key = match (kind, high) {
        (Attitude, true) => "robot.play.signal_encourage",
        (Attitude, false) => "robot.play.signal_discourage",
        (Count, true) => "robot.play.signal_even",
        (Count, false) => "robot.play.signal_odd",
    };
    Msg::new(key).with("suit", card.suit)
}

/// The class and card played among the equally good classes `tied` (indices into `classes`,
/// at least one): the heuristics' card when it is one of them (their habits cost nothing
/// here), otherwise the lowest card shown of them: a high card kept keeps its options in the
/// layouts the sample missed.
fn pick_among_tied(
    classes: &[CardSet],
    tied: &[usize],
    heuristic: Card,
    leading: bool,
) -> (usize, Card) {
    if let Some(&i) = tied.iter().find(|&&i| classes[i].contains(heuristic)) {
        return (i, heuristic);
    }
    tied.iter()
        .map(|&i| (i, class_card(classes[i], leading)))
        .min_by_key(|(_, c)| (c.rank, c.suit))
        .unwrap_or_else(|| (tied[0], class_card(classes[tied[0]], leading)))
}

/// Whether the first `n` layouts already agree: one class does best for the goal in every
/// one of them (and each other class does worse in at least one), or every class does the
/// same in all of them (nothing is at stake). The rest of the layouts would rarely change such
/// a verdict, so the robot saves their searches.
fn settled(outcomes: &[Outcomes], n: usize, goal: Goal) -> bool {
    let measure = |o: &Outcomes, i: usize| -> i64 {
        match goal {
            Goal::Matchpoints => i64::from(o.tricks[i]),
            Goal::Total | Goal::Imps => i64::from(o.score[i]),
        }
    };
    let best: Vec<i64> = (0..n)
        .map(|i| outcomes.iter().map(|o| measure(o, i)).max().unwrap_or(0))
        .collect();
    let always_best = outcomes
        .iter()
        .filter(|o| (0..n).all(|i| measure(o, i) == best[i]))
        .count();
    always_best == 1 || always_best == outcomes.len()
}

/// Whether the first `n` layouts leave the two best classes for the goal close: they differ
/// in some layout, and the better does better than the other in at most two layouts more
/// than it does worse.
fn close(outcomes: &[Outcomes], n: usize, goal: Goal) -> bool {
    let measure = |o: &Outcomes, i: usize| -> i64 {
        match goal {
            Goal::Matchpoints => i64::from(o.tricks[i]),
            Goal::Total | Goal::Imps => i64::from(o.score[i]),
        }
    };
    let total = |o: &Outcomes| (0..n).map(|i| measure(o, i)).sum::<i64>();
    let mut order: Vec<&Outcomes> = outcomes.iter().collect();
    order.sort_by_key(|o| std::cmp::Reverse(total(o)));
    let [a, b, ..] = order[..] else {
        return false;
    };
    let better = (0..n).filter(|&i| measure(a, i) > measure(b, i)).count();
    let worse = (0..n).filter(|&i| measure(a, i) < measure(b, i)).count();
    better + worse > 0 && better <= worse + 2
}

/// Why `chosen` beat `runner_up`: the counts over the layouts and, where one stands out, the
/// feature of the layouts where it gains (a suit's break, a card's place).
#[allow(clippy::too_many_arguments)]
fn explain(
    view: &PlayView,
    knowledge: &Knowledge,
    layouts: &[[CardSet; 4]],
    outcomes: &[Outcomes],
    chosen: usize,
    runner_up: usize,
    goal: Goal,
    n: usize,
) -> Msg {
    let c = &outcomes[chosen];
    let r = &outcomes[runner_up];
    let count = |v: &[bool]| v.iter().take(n).filter(|&&b| b).count();
    let (kc, kr) = (count(&c.target), count(&r.target));
    let declaring = view.seat().side() == view.declarer().side();
    let opening_lead = view.tricks().is_empty() && view.current().cards.is_empty();
    let stats = if kc > kr {
        let only = 2 * kc > n
            && outcomes
                .iter()
                .enumerate()
                .all(|(i, o)| i == chosen || 2 * count(&o.target) <= n);
        let key = match (only, declaring, opening_lead) {
            (true, true, _) => "robot.play.sim.only_makes",
            (true, false, true) => "robot.play.sim.only_lead_beats",
            (true, false, false) => "robot.play.sim.only_beats",
            (false, true, _) => "robot.play.sim.makes",
            (false, false, _) => "robot.play.sim.beats",
        };
        let m = Msg::new(key).with("k", kc).with("n", n);
        if only { m } else { m.with("m", kr) }
    } else {
        let more = (0..n).filter(|&i| c.tricks[i] > r.tricks[i]).count();
        let best_count = |o: &Outcomes| {
            (0..n)
                .filter(|&i| outcomes.iter().all(|x| o.tricks[i] >= x.tricks[i]))
                .count()
        };
        if goal == Goal::Matchpoints {
            Msg::new("robot.play.sim.best_often")
                .with("k", best_count(c))
                .with("n", n)
                .with("m", best_count(r))
        } else if more > 0 {
            Msg::new("robot.play.sim.more_tricks")
                .with("k", more)
                .with("n", n)
        } else {
            Msg::new("robot.play.sim.safe").with("n", n)
        }
    };
    let gains: Vec<usize> = (0..n).filter(|&i| c.tricks[i] > r.tricks[i]).collect();
    match aim(view, knowledge, layouts, &gains, n) {
        Some(aim) => Msg::new("robot.play.sim.aim")
            .with("aim", aim)
            .with("stats", stats),
        None => stats,
    }
}

/// What the layouts where the chosen card gains have in common, when it stands out against
/// all the layouts: an outstanding honour always with one player, or one break of a suit.
fn aim(
    view: &PlayView,
    knowledge: &Knowledge,
    layouts: &[[CardSet; 4]],
    gains: &[usize],
    n: usize,
) -> Option<Msg> {
    if gains.len() < 2 || gains.len() == n {
        return None;
    }
    let hidden = knowledge.hidden();
    let unseen = view.unseen();
    let share = |set: &[usize], f: &dyn Fn(&[CardSet; 4]) -> bool| {
        set.iter().filter(|&&i| f(&layouts[i])).count() as f64 / set.len() as f64
    };
    let all: Vec<usize> = (0..n).collect();
    let mut best: Option<(f64, Msg)> = None;
    let mut consider = |lift: f64, msg: Msg| {
        if lift >= 0.3 && best.as_ref().is_none_or(|(b, _)| lift > *b) {
            best = Some((lift, msg));
        }
    };
    // An honour the chosen card needs in one place.
    for card in unseen.iter().filter(|c| c.rank >= Rank::Jack) {
        for &seat in hidden {
            let with = |h: &[CardSet; 4]| h[seat.index()].contains(card);
            let g = share(gains, &with);
            if g >= 0.999 {
                consider(
                    g - share(&all, &with),
                    Msg::new("robot.play.aim.card_with")
                        .with("card", card)
                        .with("seat", seat),
                );
            }
        }
    }
    // A break of a suit between the two hidden hands.
    if let [a, b] = hidden {
        for suit in Suit::ALL {
            let out = unseen.suit_len(suit);
            if out < 3 {
                continue;
            }
            let split = |h: &[CardSet; 4]| {
                let (x, y) = (h[a.index()].suit_len(suit), h[b.index()].suit_len(suit));
                (x.max(y), x.min(y))
            };
            for long in out.div_ceil(2)..=out {
                let want = (long, out - long);
                let is = |h: &[CardSet; 4]| split(h) == want;
                let g = share(gains, &is);
                if g >= 0.8 {
                    consider(
                        g - share(&all, &is),
                        Msg::new("robot.play.aim.split")
                            .with("a", want.0)
                            .with("b", want.1)
                            .with("suit", suit),
                    );
                }
            }
        }
    }
    best.map(|(_, m)| m)
}

/// Whether declarer's side, on turn in `view`, may claim every remaining trick (the one in
/// progress included): every layout the robot imagines gives them double dummy (a quick
/// filter), and the claim line takes them in every layout the play allows, so that the Laws
/// judge awards the claim whatever the real layout ([`super::law_claim`]). Returns the number
/// of tricks to claim, or `None` (a defender on turn, or a layout where a trick is lost).
pub fn claim_offer(view: &PlayView, config: &PlayConfig, solver: &mut DdSolver) -> Option<u8> {
    if view.seat().side() != view.declarer().side()
        || view.legal_cards().is_empty()
        || !super::law_claim::checkable(view)
    {
        return None;
    }
    let remaining = 13 - view.tricks().len() as u8;
    let knowledge = Knowledge::new(view);
    let mut rng = Rng::new(decision_seed(view, config.seed ^ 0xC1A1_C1A1));
    // A claim cannot be taken back: twice the layouts of a card.
    let layouts = knowledge.sample(2 * config.strength.samples(), &mut rng);
    if layouts.hands.is_empty() {
        return None;
    }
    for hands in &layouts.hands {
        let pos = position(view, *hands)?;
        if solver.best(&pos) < remaining {
            return None;
        }
    }
    super::law_claim::line_takes_all(view).then_some(remaining)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Deal, Play, Seat};

    fn set(text: &str) -> CardSet {
        text.split_whitespace()
            .map(|c| c.parse::<Card>().unwrap())
            .collect()
    }

    /// 3NT by South on a seeded deal, after the first `cards` cards (the lowest legal each
    /// time): the view of the seat on turn.
    fn view_after(cards: usize) -> PlayView {
        let mut play = Play::new(Deal::random(42), "3NT".parse().unwrap(), Seat::South);
        for _ in 0..cards {
            let card = play.legal_cards().iter().min_by_key(|c| c.rank).unwrap();
            play.play(card).unwrap();
        }
        PlayView::new(&play, play.to_play().unwrap())
    }

    /// The old clock check stopped only after a layout had ended past the budget (here the
    /// sixth layout, ending at 1000 of 800 ms). A deadline stops before a layout that would
    /// end past it: five layouts, the last ending at 750 ms.
    #[test]
    fn a_timed_decision_does_not_start_a_layout_it_cannot_finish() {
        let view = view_after(8);
        let config = PlayConfig {
            strength: Strength::Strong,
            goal: Goal::Total,
            seed: 3,
        };
        // Each reading 250 ms later: the first three layouts (before the first check) then
        // seem to take 250 ms together, and so on.
        let mut now = -250.0;
        let mut clock = || {
            now += 250.0;
            now
        };
        let mut solver = DdSolver::new();
        let (_, solved) = decide_counted(&view, &config, &mut solver, Some(&mut clock));
        assert_eq!(solved, 5);
        // Without a clock the strength's full count (or the layouts' early agreement).
        let (_, untimed) = decide_counted(&view, &config, &mut solver, None);
        assert!(untimed > 5, "{untimed}");
    }

    fn outcomes(tricks: &[&[u8]]) -> Vec<Outcomes> {
        tricks
            .iter()
            .map(|t| Outcomes {
                tricks: t.to_vec(),
                score: t.iter().map(|&x| i32::from(x) * 30).collect(),
                target: t.iter().map(|&x| x >= 3).collect(),
            })
            .collect()
    }

    /// Layouts agree when one class is best in every one, or all classes do the same.
    #[test]
    fn layouts_agree_only_when_one_card_is_always_best_or_nothing_is_at_stake() {
        let cases: &[(&[&[u8]], bool)] = &[
            (&[&[3, 3, 4], &[2, 3, 3]], true),
            (&[&[3, 3, 4], &[3, 3, 4]], true),
            (&[&[3, 2, 4], &[2, 3, 4]], false),
            (&[&[3, 3, 4], &[3, 3, 4], &[1, 1, 1]], false),
        ];
        for (tricks, agree) in cases {
            for goal in [Goal::Total, Goal::Imps, Goal::Matchpoints] {
                assert_eq!(
                    settled(&outcomes(tricks), 3, goal),
                    *agree,
                    "{tricks:?} {goal:?}"
                );
            }
        }
    }

    /// The old robot played the best card of its few layouts however thin the margin (one
    /// layout in 14 could decide between two leads); a close call now earns more layouts.
    #[test]
    fn a_margin_of_a_layout_or_two_is_a_close_call() {
        let cases: &[(&[&[u8]], bool)] = &[
            // Better in one layout, worse in none.
            (&[&[3, 3, 4, 2], &[3, 3, 3, 2]], true),
            // Better in three, worse in one: a two-layout margin.
            (&[&[4, 4, 4, 2], &[3, 3, 3, 3]], true),
            // Better in three, worse in none: clear.
            (&[&[4, 4, 4, 2], &[3, 3, 3, 2]], false),
            // The two best the same everywhere: nothing to gain from more layouts.
            (&[&[4, 4, 4, 2], &[4, 4, 4, 2], &[1, 1, 1, 1]], false),
            // A single class.
            (&[&[4, 4, 4, 2]], false),
        ];
        for (tricks, is_close) in cases {
            for goal in [Goal::Total, Goal::Imps, Goal::Matchpoints] {
                assert_eq!(
                    close(&outcomes(tricks), 4, goal),
                    *is_close,
                    "{tricks:?} {goal:?}"
                );
            }
        }
    }

    /// The opening lead's values are the exact ones clamped to the two levels around the
    /// contract that matter in the layout: beating it (and by two), or, where no lead beats
    /// it, holding declarer to it.
    #[test]
    fn opening_lead_values_are_the_exact_values_at_the_levels_that_matter() {
        let mut solver = DdSolver::new();
        for (seed, contract) in [(5, "4S"), (6, "3NT"), (7, "2H"), (8, "6D")] {
            let play = Play::new(Deal::random(seed), contract.parse().unwrap(), Seat::South);
            let view = PlayView::new(&play, Seat::West);
            let knowledge = Knowledge::new(&view);
            let beat = 14 - view.contract().tricks_needed();
            for hands in knowledge.sample(3, &mut Rng::new(seed)).hands {
                let pos = position(&view, hands).unwrap();
                let exact = solver.values(&pos);
                let (low, high) = if exact.iter().any(|v| v.1 >= beat) {
                    (beat - 1, beat + 1)
                } else {
                    (beat - 2, beat - 1)
                };
                let mut quick = layout_values(&view, &mut solver, &pos);
                let mut want: Vec<(Card, u8)> = exact
                    .iter()
                    .map(|&(c, t)| (c, t.clamp(low, high)))
                    .collect();
                quick.sort();
                want.sort();
                assert_eq!(quick, want, "{contract} seed {seed}");
            }
        }
        // Later in the play the values are exact.
        let view = view_after(1);
        let hands = Knowledge::new(&view).sample(1, &mut Rng::new(1)).hands[0];
        let pos = position(&view, hands).unwrap();
        assert_eq!(layout_values(&view, &mut solver, &pos), solver.values(&pos));
    }

    /// The old classes took a card on the table as gone: fourth hand with ♠K J 10 after third
    /// hand's ♠Q held "equal cards", one class for the three, as if the ten won the trick as
    /// the king does. The king is its own class, and the robot wins the trick with it.
    #[test]
    fn a_card_in_the_trick_in_progress_does_not_make_cards_equal() {
        let deal: Deal = "N:5432.6543.87.876 876.T987.JT9.JT9 AQ9.2.65432.5432 KJT.AKQJ.AKQ.AKQ"
            .parse()
            .unwrap();
        let mut play = Play::new(deal, "4H".parse().unwrap(), Seat::West);
        for card in ["S2", "S6", "SQ"] {
            play.play(card.parse().unwrap()).unwrap();
        }
        let view = PlayView::new(&play, Seat::West);
        assert_eq!(classes(&view), vec![set("SK"), set("SJ ST")]);
        let config = PlayConfig {
            strength: Strength::Quick,
            goal: Goal::Total,
            seed: 1,
        };
        let advice = decide(&view, &config, &mut DdSolver::new(), None);
        assert_eq!(advice.card, "SK".parse::<Card>().unwrap());
    }

    /// A discard where every layout says ♣K and ♦3 do equally well and the quick rules
    /// wanted neither: the old choice was the first class (clubs first, the king), which
    /// throws a card the layouts the sample missed may need. The lowest card is kept instead.
    #[test]
    fn equally_good_cards_throw_the_lowest_not_a_high_card() {
        let classes = [set("CK"), set("C5"), set("D3"), set("HA")];
        let tied = [0, 2];
        assert_eq!(
            pick_among_tied(&classes, &tied, "HA".parse().unwrap(), false),
            (2, "D3".parse().unwrap())
        );
        // The quick rules' card, when it is among the best, stays their habit.
        assert_eq!(
            pick_among_tied(&classes, &tied, "CK".parse().unwrap(), false),
            (0, "CK".parse().unwrap())
        );
        // Leading, a sequence shows its top card; the lowest such card still wins.
        let classes = [set("SK SQ"), set("HJ HT")];
        assert_eq!(
            pick_among_tied(&classes, &[0, 1], "C2".parse().unwrap(), true),
            (1, "HJ".parse().unwrap())
        );
    }
}
