//! One card-play decision shared between several threads (the browser's engine workers): each
//! solves its share of the decision's layouts ([`score_share`]), and the shares' values decide
//! together ([`decide_shared`]), as [`super::play_card`] would have over the layouts solved.
//!
//! The layouts are a pure function of the view and the config ([`think::decision_layouts`]),
//! so every thread imagines the same ones and needs only to be told which of them are its share
//! (every `of`-th from `index`); each sends its layouts back with their values, so the merge
//! needs neither search nor sampling. When every layout is solved the card and its reason are exactly
//! [`super::play_card`]'s; with a deadline, the layouts solved in time decide.

use serde::{Deserialize, Serialize};

use super::sample::Knowledge;
use super::think::{self, MIN_SAMPLES};
use super::{CardAdvice, PlayConfig, PlayView, card_play::choose_card};
use crate::card::{Card, CardSet};

/// Which layouts of a decision a thread solves: those numbered `index`, `index + of`,
/// `index + 2·of`, …
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Share {
    /// The first layout of the share, below `of`.
    pub index: u8,
    /// How many shares the decision is split into (at least 1).
    pub of: u8,
}

impl Share {
    /// The whole decision, in one share.
    pub const ALL: Share = Share { index: 0, of: 1 };

    /// The layouts of `count` that are this share's.
    fn layouts(self, count: usize) -> impl Iterator<Item = usize> {
        let of = usize::from(self.of.max(1));
        (usize::from(self.index)..count).step_by(of)
    }

    /// The fewest layouts this share solves, however late: its part of
    /// [`MIN_SAMPLES`].
    fn min_layouts(self) -> usize {
        MIN_SAMPLES.div_ceil(usize::from(self.of.max(1)))
    }
}

/// What a thread answers for its share of a decision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShareAnswer {
    /// Nothing to think about (a single legal card, or equal cards): the card itself, the same
    /// in every share.
    Decided(CardAdvice),
    /// The layouts solved, each with its number and the tricks the side on turn then takes
    /// after each legal card.
    Values(Vec<Solved>),
}

/// One layout of a decision, solved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solved {
    /// Its number among the decision's layouts.
    pub index: u16,
    /// The cards every seat holds in it, by [`crate::Seat::index`] (the reasons look at them:
    /// "plays for the 3-3 break"), so merging the shares needs no new sampling.
    pub hands: [CardSet; 4],
    /// Each legal card with the tricks the side on turn then takes
    /// ([`think::layout_values`]).
    pub values: Vec<(Card, u8)>,
}

/// Solves `share` of the decision of the seat on turn in `view`, on this thread's solver. With
/// a `deadline` (a clock in milliseconds and the time on it to stop at, e.g. `Date.now()` in a
/// browser's worker, whose clock all workers share), layouts stop once the deadline has
/// passed, after at least the share's part of [`MIN_SAMPLES`]; a share other than the first
/// that starts past the deadline solves none.
pub fn score_share(
    view: &PlayView,
    config: &PlayConfig,
    share: Share,
    mut deadline: Option<(&mut dyn FnMut() -> f64, f64)>,
) -> ShareAnswer {
    if think::classes(view).len() <= 1 {
        return ShareAnswer::Decided(super::play_card(view, config));
    }
    // A share other than the first that starts past the deadline (it waited for a busy
    // thread) solves nothing: the first share solves the least layouts, the decision is due.
    if share.index > 0
        && let Some((clock, at)) = deadline.as_mut()
        && clock() > *at
    {
        return ShareAnswer::Values(Vec::new());
    }
    let knowledge = Knowledge::new(view);
    let layouts = think::decision_layouts(view, config, &knowledge);
    let mut solved = Vec::new();
    crate::dd::with_thread_solver(|solver| {
        for i in share.layouts(layouts.hands.len()) {
            let Some(pos) = think::position(view, layouts.hands[i]) else {
                continue;
            };
            solved.push(Solved {
                index: i as u16,
                hands: layouts.hands[i],
                values: think::layout_values(view, solver, &pos),
            });
            if let Some((clock, at)) = deadline.as_mut()
                && solved.len() >= share.min_layouts()
                && clock() > *at
            {
                break;
            }
        }
    });
    ShareAnswer::Values(solved)
}

/// The card for the seat on turn in `view` from the values of the shares of its decision
/// ([`score_share`] with the same view and config): the layouts solved in every share decide,
/// as in [`super::play_card`]. No search and no sampling: cheap enough for any thread.
pub fn decide_shared(view: &PlayView, config: &PlayConfig, shares: &[ShareAnswer]) -> CardAdvice {
    let mut solved: Vec<&Solved> = Vec::new();
    for share in shares {
        match share {
            ShareAnswer::Decided(advice) => return advice.clone(),
            ShareAnswer::Values(v) => solved.extend(v),
        }
    }
    let heuristic = choose_card(view);
    let classes = think::classes(view);
    if classes.len() <= 1 {
        return super::play_card(view, config);
    }
    // In the order of the layouts, each once: the same order as one thread would solve them.
    solved.sort_by_key(|s| s.index);
    solved.dedup_by_key(|s| s.index);
    let mut outcomes = think::empty_outcomes(&classes);
    for s in &solved {
        think::record(view, &classes, &s.values, &mut outcomes);
    }
    let hands: Vec<[CardSet; 4]> = solved.iter().map(|s| s.hands).collect();
    think::choose(
        view,
        config,
        heuristic,
        &classes,
        &Knowledge::new(view),
        &hands,
        &outcomes,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::robot::{Goal, Strength};
    use crate::{Deal, Play, Seat};

    /// Views of a few seeded deals at several points of the play: the opening lead, the
    /// middle, the end game; both sides on turn.
    fn views() -> Vec<PlayView> {
        let mut out = Vec::new();
        for seed in [3, 40] {
            let mut play = Play::new(Deal::random(seed), "3NT".parse().unwrap(), Seat::South);
            for step in 0..40 {
                if [0, 1, 9, 22, 37].contains(&step) {
                    out.push(PlayView::new(&play, play.to_play().unwrap()));
                }
                let card = play.legal_cards().iter().next().unwrap();
                play.play(card).unwrap();
            }
        }
        out
    }

    /// Split in two or three, the decision over every layout is the one thread's over them
    /// all (its card and its reason), whatever the goal.
    #[test]
    fn shares_of_every_layout_decide_as_one_share_does() {
        for view in views() {
            let config = |goal| PlayConfig {
                strength: Strength::Quick,
                goal,
                seed: 9,
            };
            // The layouts and their values do not depend on the goal: scored once.
            let split: Vec<Vec<ShareAnswer>> = [1, 2, 3]
                .into_iter()
                .map(|of| {
                    (0..of)
                        .map(|index| {
                            score_share(&view, &config(Goal::Total), Share { index, of }, None)
                        })
                        .collect()
                })
                .collect();
            for goal in [Goal::Total, Goal::Imps, Goal::Matchpoints] {
                let alone = decide_shared(&view, &config(goal), &split[0]);
                for shares in &split[1..] {
                    let n = shares.len();
                    assert_eq!(
                        decide_shared(&view, &config(goal), shares),
                        alone,
                        "{n} shares"
                    );
                }
            }
        }
    }

    /// With every layout solved, the shared decision is the robot's own when it solves the
    /// strength's layouts: here the sampler as it stands (a decision that stops early or
    /// imagines more layouts may differ, and is not compared).
    #[test]
    fn a_shared_decision_plays_the_robots_card() {
        let config = PlayConfig {
            strength: Strength::Quick,
            goal: Goal::Total,
            seed: 9,
        };
        let mut same = 0;
        let views = views();
        for view in &views {
            let shares: Vec<ShareAnswer> = (0..2)
                .map(|index| score_share(view, &config, Share { index, of: 2 }, None))
                .collect();
            if decide_shared(view, &config, &shares).card
                == super::super::play_card(view, &config).card
            {
                same += 1;
            }
        }
        assert!(
            2 * same >= views.len(),
            "{same} of {} the same card",
            views.len()
        );
    }

    #[test]
    fn shares_split_the_layouts_without_overlap() {
        let view = &views()[2];
        let config = PlayConfig {
            strength: Strength::Standard,
            ..PlayConfig::default()
        };
        let numbers = |share| match score_share(view, &config, share, None) {
            ShareAnswer::Values(v) => v.into_iter().map(|s| s.index).collect::<Vec<_>>(),
            ShareAnswer::Decided(_) => panic!("a decision with layouts expected"),
        };
        let (a, b) = (
            numbers(Share { index: 0, of: 2 }),
            numbers(Share { index: 1, of: 2 }),
        );
        assert!(a.iter().all(|i| i % 2 == 0) && b.iter().all(|i| i % 2 == 1));
        let all = numbers(Share::ALL);
        assert_eq!(a.len() + b.len(), all.len());
    }

    #[test]
    fn a_share_past_its_deadline_stops_after_its_part_of_the_least_layouts() {
        let view = &views()[0];
        let config = PlayConfig::default();
        let mut clock = || 1_000.0;
        let solved = |index| {
            let mut clock = clock;
            match score_share(
                view,
                &config,
                Share { index, of: 2 },
                Some((&mut clock, 0.0)),
            ) {
                ShareAnswer::Values(v) => v.len(),
                ShareAnswer::Decided(_) => panic!("an opening lead has layouts to solve"),
            }
        };
        // The first share solves its part of the least layouts; a later one started late, none.
        assert_eq!(solved(0), MIN_SAMPLES.div_ceil(2));
        assert_eq!(solved(1), 0);
        let ShareAnswer::Values(all) =
            score_share(view, &config, Share::ALL, Some((&mut clock, 0.0)))
        else {
            panic!("an opening lead has layouts to solve");
        };
        assert_eq!(all.len(), MIN_SAMPLES);
    }

    #[test]
    fn a_single_card_needs_no_layouts_in_any_share() {
        let view = views()
            .into_iter()
            .find(|v| v.legal_cards().len() == 1)
            .expect("a forced card among the views");
        let config = PlayConfig::default();
        let answer = score_share(&view, &config, Share { index: 1, of: 2 }, None);
        assert!(matches!(answer, ShareAnswer::Decided(_)));
        assert_eq!(
            decide_shared(&view, &config, &[answer]),
            super::super::play_card(&view, &config)
        );
    }
}
