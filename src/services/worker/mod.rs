//! Long computations off the page's thread: a pool of Web Workers running the engine.
//!
//! - [`protocol`]: the messages and the work a worker does for each job;
//! - [`pool`]: the workers on the page's side (size, queue, cancellation);
//! - [`dd_table`]: the double-dummy table of a deal, its five strains solved in parallel;
//! - [`play_costs`]: what each card of a finished play cost double dummy, a job per trick;
//! - [`robot_decision`]: a robot's call or card, a card's layouts shared between the workers.
//!
//! The worker's own program is `src/bin/bridge-worker.rs`, built by Trunk as a second
//! WebAssembly module (index.html).

pub mod pool;
pub mod protocol;

use std::cell::{Cell, RefCell};
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;

use bridge_engine::dd::{CardCost, DdTable};
use bridge_engine::robot::share::{Share, ShareAnswer};
use bridge_engine::table::RobotAsk;
use bridge_engine::{Deal, Play, Strain};

use pool::JobId;
use protocol::{Answer, Job};

/// Jobs that belong together (the strains of one table): dropping the group cancels those not
/// yet answered. Keep it as long as the answers are wanted, e.g. in a component's cleanup.
#[derive(Default)]
pub struct JobGroup(Vec<JobId>);

impl JobGroup {
    /// Adds a submitted job to the group.
    pub fn push(&mut self, id: JobId) {
        self.0.push(id);
    }
}

impl Drop for JobGroup {
    fn drop(&mut self) {
        for id in self.0.drain(..) {
            pool::cancel(id);
        }
    }
}

/// The order in which the strains of a table are handed out: the usually longest (no-trumps)
/// first, so it does not end up alone at the end.
const STRAIN_ORDER: [Strain; 5] = [
    Strain::NoTrump,
    Strain::Spades,
    Strain::Hearts,
    Strain::Diamonds,
    Strain::Clubs,
];

/// Finished tables of the deals seen lately, so a screen shown again needs no new search.
const CACHE_SIZE: usize = 16;

thread_local! {
    static TABLES: RefCell<VecDeque<(Deal, DdTable)>> = const { RefCell::new(VecDeque::new()) };
}

/// Progress of a double-dummy table: rows arrive one strain at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DdProgress {
    /// `tricks[strain]` is known for the strains answered so far.
    Partial([Option<[u8; 4]>; 5]),
    /// All five strains.
    Done(DdTable),
    /// A worker failed (see the console); the table cannot be shown.
    Failed,
}

impl DdProgress {
    /// How many strains are solved.
    pub fn solved(&self) -> usize {
        match self {
            DdProgress::Partial(rows) => rows.iter().flatten().count(),
            DdProgress::Done(_) => 5,
            DdProgress::Failed => 0,
        }
    }
}

/// Solves the double-dummy table of `deal` in the workers, one job per strain, and calls
/// `update` on the page's thread as the rows come in (a table seen lately comes at once, from
/// a cache). Dropping the returned group cancels what is not done.
pub fn dd_table(deal: Deal, update: impl Fn(DdProgress) + 'static) -> JobGroup {
    let mut group = JobGroup::default();
    let cached = TABLES.with_borrow(|t| t.iter().find(|(d, _)| *d == deal).map(|(_, t)| *t));
    if let Some(table) = cached {
        update(DdProgress::Done(table));
        return group;
    }
    let update = Rc::new(update);
    let rows = Rc::new(RefCell::new(Some([None::<[u8; 4]>; 5])));
    let pbn = deal.to_pbn();
    for strain in STRAIN_ORDER {
        let (update, rows) = (Rc::clone(&update), Rc::clone(&rows));
        let job = Job::DdStrain {
            deal: pbn.clone(),
            strain,
        };
        group.push(pool::submit(job, move |answer| {
            // `None` once the table has failed: later answers are ignored.
            let progress = {
                let mut rows = rows.borrow_mut();
                let Some(so_far) = rows.as_mut() else {
                    return;
                };
                match answer {
                    Answer::DdStrain(tricks) => {
                        so_far[strain as usize] = Some(tricks);
                        if let [Some(c), Some(d), Some(h), Some(s), Some(nt)] = *so_far {
                            let table = DdTable {
                                tricks: [c, d, h, s, nt],
                            };
                            TABLES.with_borrow_mut(|t| {
                                t.push_front((deal, table));
                                t.truncate(CACHE_SIZE);
                            });
                            DdProgress::Done(table)
                        } else {
                            DdProgress::Partial(*so_far)
                        }
                    }
                    other => {
                        leptos::logging::error!("double-dummy {strain:?}: {other:?}");
                        *rows = None;
                        DdProgress::Failed
                    }
                }
            };
            update(progress);
        }));
    }
    group
}

/// Progress of the costs of a play's cards: tricks arrive one at a time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CostProgress {
    /// By trick: the costs of its cards in the order played, once answered.
    Partial(Vec<Option<Vec<CardCost>>>),
    /// A worker failed (see the console); no costs are shown.
    Failed,
}

impl CostProgress {
    /// How many tricks are answered.
    pub fn solved(&self) -> usize {
        match self {
            CostProgress::Partial(tricks) => tricks.iter().flatten().count(),
            CostProgress::Failed => 0,
        }
    }

    /// True once every trick is answered.
    pub fn is_done(&self) -> bool {
        matches!(self, CostProgress::Partial(t) if t.iter().all(Option::is_some))
    }
}

/// Works out in the workers what each card of the completed tricks of `play` cost double
/// dummy, one job per trick (the first tricks, the longest, handed out first), and calls
/// `update` on the page's thread as tricks come in. Dropping the returned group cancels what
/// is not done.
pub fn play_costs(play: &Play, update: impl Fn(CostProgress) + 'static) -> JobGroup {
    let mut group = JobGroup::default();
    let count = play.completed_tricks().count();
    let update = Rc::new(update);
    // `None` once a job has failed: later answers are ignored.
    let tricks = Rc::new(RefCell::new(Some(vec![None::<Vec<CardCost>>; count])));
    for trick in 0..count {
        let (update, tricks) = (Rc::clone(&update), Rc::clone(&tricks));
        let job = Job::TrickCosts {
            play: play.clone(),
            trick: trick as u8,
        };
        group.push(pool::submit(job, move |answer| {
            let progress = {
                let mut tricks = tricks.borrow_mut();
                let Some(so_far) = tricks.as_mut() else {
                    return;
                };
                match answer {
                    Answer::TrickCosts(costs) => {
                        so_far[trick] = Some(costs);
                        CostProgress::Partial(so_far.clone())
                    }
                    other => {
                        leptos::logging::error!("card costs, trick {trick}: {other:?}");
                        *tricks = None;
                        CostProgress::Failed
                    }
                }
            };
            update(progress);
        }));
    }
    group
}

/// The most workers one robot decision is shared between.
const MAX_SHARES: usize = 2;

/// A card is shared from the opening lead while at least this many cards are unplayed: early
/// in the play a layout's search is long and the decision meets its time limit; later the
/// layouts are quick, and the messages of a shared decision would cost more than they save.
const SHARE_FROM_UNPLAYED: usize = 32;

/// A shared decision's time, as a share of the strength's time for one worker: two workers
/// solve 1.2 times the layouts one would in the strength's time, and answer sooner (the time
/// per card the players wait for: at most about 1 s at strong, the goal).
const SHARED_TIME: f64 = 0.6;

/// A robot decision on its way in the workers ([`robot_decision`]); [`RobotJob::cancel`] drops
/// it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RobotJob(u64);

/// A shared decision's state: the shares answered so far, its jobs, and who wants the answer.
struct Decision {
    ask: RobotAsk,
    shares: Vec<Option<ShareAnswer>>,
    /// The jobs, the shares' first (by share) and then the merge.
    jobs: Vec<JobId>,
    done: Option<Box<dyn FnOnce(Answer)>>,
}

thread_local! {
    static DECISIONS: RefCell<HashMap<u64, Rc<RefCell<Decision>>>> = RefCell::default();
    static NEXT_DECISION: Cell<u64> = const { Cell::new(0) };
}

/// Asks the workers for a robot's decision, ahead of other work, and calls `done` with the
/// answer ([`Answer::Robot`], or [`Answer::Failed`]) on the page's thread unless cancelled.
///
/// A card's decision is shared when the pool has several workers: each solves its share of the
/// layouts ([`Job::RobotShare`], every other layout for two), all stopping at the same deadline,
/// [`SHARED_TIME`] of `time_ms` from now, and one merges their values ([`Job::RobotMerge`], no
/// search), so a decision imagines more layouts in less time on two cores. A share that has the whole answer (a claim,
/// a single card) answers at once; the other share's answer is then ignored.
pub fn robot_decision(
    ask: RobotAsk,
    time_ms: f64,
    done: impl FnOnce(Answer) + 'static,
) -> RobotJob {
    let handle = NEXT_DECISION.with(|n| {
        n.set(n.get() + 1);
        n.get()
    });
    let of = match &ask {
        RobotAsk::Card { view, .. } if 52 - view.played().count() >= SHARE_FROM_UNPLAYED => {
            pool::capacity().min(MAX_SHARES)
        }
        _ => 1,
    };
    let decision = Rc::new(RefCell::new(Decision {
        ask: ask.clone(),
        shares: vec![None; of],
        jobs: Vec::new(),
        done: Some(Box::new(done)),
    }));
    DECISIONS.with_borrow_mut(|d| d.insert(handle, Rc::clone(&decision)));
    if of <= 1 {
        let id = pool::submit_first(Job::Robot { ask }, move |answer| finish(handle, answer));
        decision.borrow_mut().jobs.push(id);
        return RobotJob(handle);
    }
    let deadline = (js_sys::Date::now() + time_ms * SHARED_TIME) as u64;
    // The first share (the one that may claim) goes out first: each goes to the queue's front.
    let mut ids = vec![None; of];
    for index in (0..of).rev() {
        let job = Job::RobotShare {
            ask: ask.clone(),
            share: Share {
                index: index as u8,
                of: of as u8,
            },
            deadline,
        };
        ids[index] = Some(pool::submit_first(job, move |answer| {
            shared(handle, index, answer)
        }));
    }
    decision.borrow_mut().jobs = ids.into_iter().flatten().collect();
    RobotJob(handle)
}

/// A share's answer: kept until every share is in, then merged in a worker.
fn shared(handle: u64, index: usize, answer: Answer) {
    let Some(decision) = DECISIONS.with_borrow(|d| d.get(&handle).cloned()) else {
        return;
    };
    let values = match answer {
        Answer::RobotShare(values) => values,
        // The whole answer (a claim, a single card), or a failure.
        other => return finish(handle, other),
    };
    let merge = {
        let mut d = decision.borrow_mut();
        d.shares[index] = Some(values);
        // A share still waiting for a worker (the other is busy with longer work) would make
        // the decision wait for that work: it is dropped, and the layouts solved decide.
        let waiting: Vec<usize> = (0..d.shares.len())
            .filter(|&i| {
                d.shares[i].is_none() && d.jobs.get(i).is_some_and(|id| pool::is_queued(*id))
            })
            .collect();
        for i in waiting {
            pool::cancel(d.jobs[i]);
            d.shares[i] = Some(ShareAnswer::Values(Vec::new()));
        }
        if d.shares.iter().all(Option::is_some) {
            let shares = d.shares.iter_mut().filter_map(Option::take).collect();
            Some(Job::RobotMerge {
                ask: d.ask.clone(),
                shares,
            })
        } else {
            None
        }
    };
    if let Some(job) = merge {
        let id = pool::submit_first(job, move |answer| finish(handle, answer));
        decision.borrow_mut().jobs.push(id);
    }
}

/// The decision's answer: to its caller, once; later answers of its other shares are ignored.
fn finish(handle: u64, answer: Answer) {
    let Some(decision) = DECISIONS.with_borrow_mut(|d| d.remove(&handle)) else {
        return;
    };
    let done = decision.borrow_mut().done.take();
    if let Some(done) = done {
        done(answer);
    }
}

impl RobotJob {
    /// Drops the decision: no answer comes, its jobs leave the queue or their workers.
    pub fn cancel(self) {
        let Some(decision) = DECISIONS.with_borrow_mut(|d| d.remove(&self.0)) else {
            return;
        };
        let jobs = std::mem::take(&mut decision.borrow_mut().jobs);
        for id in jobs {
            pool::cancel(id);
        }
    }
}
