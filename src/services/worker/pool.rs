//! The page's pool of engine workers: Web Workers, each running its own instance of the
//! `bridge-worker` WebAssembly module (src/bin/bridge-worker.rs), so no search ever runs on the
//! page's thread.
//!
//! - Size: one worker per logical core the browser reports (`navigator.hardwareConcurrency`),
//!   as many as a quarter of the device's memory holds (each worker has its own solver and
//!   transposition table, up to the engine's [`MemoryBudget`]), and at most [`MAX_WORKERS`].
//! - Workers start ahead of need ([`warm_up`], when a table opens) or with the first job, and
//!   then stay, idle, for the next ones; after [`IDLE_SHUTDOWN_MS`] without any job they are
//!   stopped (each holds its solver's memory) and start again with the next job.
//! - Jobs wait in a queue, first come first served (a decision the player waits for, such as a
//!   robot's card, goes to the front: [`submit_first`]), and go to the first idle worker.
//! - [`cancel`] drops a job: a queued one leaves the queue; a running one's worker is terminated
//!   (a search cannot be interrupted) and a fresh one started in its place.
//! - A worker that dies (a panic in the engine) fails its job; one that cannot start (its files
//!   missing, or not ready within [`START_LIMIT_MS`]) fails every waiting job, and the pool stops
//!   starting workers: the table's robots then decide on the page by their plain rules.

use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{ErrorEvent, MessageEvent, Worker};

use bridge_engine::dd::MemoryBudget;

use super::protocol::{Answer, Job, Reply, Request, decode, encode};

/// Upper bound on the number of workers, whatever the device.
pub const MAX_WORKERS: usize = 4;

/// The memory one worker may come to hold, in MiB: its solver's transposition table at its
/// ceiling (the engine's budget), plus the module and its stack.
const WORKER_MB: f64 = MemoryBudget::DEFAULT.max_mb as f64 + 16.0;

/// The share of the device's memory the workers may take together.
const MEMORY_SHARE: f64 = 0.25;

/// The device's memory in GiB when the browser does not say (`navigator.deviceMemory` is
/// Chromium's only).
const DEFAULT_DEVICE_GB: f64 = 4.0;

/// The worker's start script (public/worker-boot.js, copied next to index.html); resolved
/// against the page's base URL, so the app works under any path.
const WORKER_SCRIPT: &str = "worker-boot.js";

/// How long the workers may stay idle before they are stopped, in milliseconds: long enough
/// for a player thinking over a card, short enough to give the memory back on the menu.
pub const IDLE_SHUTDOWN_MS: u64 = 180_000;

/// How long a worker may take to load its module and say it is ready, in milliseconds (it
/// takes a second or two). A module that fails to load (the network lost on a first visit,
/// before the service worker serves the app; a file missing on the server) rejects a promise
/// inside the worker, which raises no error event on the page: without this limit the jobs
/// would wait for ever and the table would freeze.
pub const START_LIMIT_MS: u64 = 20_000;

/// Identifies a submitted job, to [`cancel`] it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct JobId(u64);

type Callback = Box<dyn FnOnce(Answer)>;

enum State {
    /// Loading its module; takes jobs once it says [`Reply::Ready`].
    Starting,
    Idle,
    Busy(JobId),
}

struct Slot {
    /// Unique over the page's life: tells a terminated worker's late events from its successor's.
    serial: u64,
    worker: Worker,
    state: State,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(ErrorEvent)>,
}

#[derive(Default)]
struct Pool {
    slots: Vec<Slot>,
    queue: VecDeque<(JobId, Job)>,
    /// What to do with each job's answer, for queued and running jobs; a cancelled job has none.
    callbacks: HashMap<JobId, Callback>,
    next_id: u64,
    next_serial: u64,
    /// A worker could not start: no more are started, and jobs fail at once.
    broken: bool,
    /// Counts the moments the pool fell idle: an idle timer stops the workers only if no job
    /// came since it was set.
    idle_since: u64,
}

thread_local! {
    static POOL: Rc<RefCell<Pool>> = Rc::default();
}

/// Runs `job` in a worker and calls `done` with its answer on the page's thread, unless the job
/// is [`cancel`]led first. `done` may be called before `submit` returns (the pool is broken).
pub fn submit(job: Job, done: impl FnOnce(Answer) + 'static) -> JobId {
    enqueue(job, false, done)
}

/// [`submit`] ahead of every queued job: a decision the player is waiting for (a robot's card at
/// the table) goes to the next free worker, before background work such as the field's tables.
pub fn submit_first(job: Job, done: impl FnOnce(Answer) + 'static) -> JobId {
    enqueue(job, true, done)
}

fn enqueue(job: Job, first: bool, done: impl FnOnce(Answer) + 'static) -> JobId {
    let pool = POOL.with(Rc::clone);
    let id = {
        let mut p = pool.borrow_mut();
        p.next_id += 1;
        let id = JobId(p.next_id);
        if p.broken {
            drop(p);
            done(Answer::Failed("the engine workers could not start".into()));
            return id;
        }
        p.callbacks.insert(id, Box::new(done));
        p.idle_since += 1;
        if first {
            p.queue.push_front((id, job));
        } else {
            p.queue.push_back((id, job));
        }
        id
    };
    dispatch(&pool);
    id
}

/// Whether a job waits in the queue (not yet given to a worker).
pub fn is_queued(id: JobId) -> bool {
    POOL.with(|p| p.borrow().queue.iter().any(|(queued, _)| *queued == id))
}

/// Drops a job: its answer is never delivered. Nothing happens if it is already answered.
pub fn cancel(id: JobId) {
    let pool = POOL.with(Rc::clone);
    let mut p = pool.borrow_mut();
    if p.callbacks.remove(&id).is_none() {
        return;
    }
    p.queue.retain(|(queued, _)| *queued != id);
    if let Some(i) = p
        .slots
        .iter()
        .position(|s| matches!(s.state, State::Busy(busy) if busy == id))
    {
        p.slots[i].worker.terminate();
        let old = p.slots.remove(i);
        drop(p);
        drop(old);
        spawn(&pool);
        dispatch(&pool);
    }
}

/// Starts the workers ahead of their first job, so it does not wait for their module to load.
pub fn warm_up() {
    let pool = POOL.with(Rc::clone);
    loop {
        let p = pool.borrow();
        if p.broken || p.slots.len() >= capacity() {
            return;
        }
        drop(p);
        spawn(&pool);
    }
}

/// The number of workers the pool runs at most on this device: one a core, within
/// [`MEMORY_SHARE`] of its memory and [`MAX_WORKERS`], and at least one.
pub fn capacity() -> usize {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return 1;
    };
    let cores = navigator.hardware_concurrency();
    let device_gb = js_sys::Reflect::get(&navigator, &JsValue::from_str("deviceMemory"))
        .ok()
        .and_then(|v| v.as_f64())
        .filter(|gb| *gb > 0.0)
        .unwrap_or(DEFAULT_DEVICE_GB);
    let by_memory = (device_gb * 1024.0 * MEMORY_SHARE / WORKER_MB).floor();
    // Both are whole numbers (or NaN on an odd browser, which `as` makes 0).
    (cores.min(by_memory) as usize).clamp(1, MAX_WORKERS)
}

/// Hands queued jobs to idle workers, starting workers while there is work and room.
fn dispatch(pool: &Rc<RefCell<Pool>>) {
    loop {
        let mut p = pool.borrow_mut();
        if p.queue.is_empty() || p.broken {
            return;
        }
        let Some(i) = p.slots.iter().position(|s| matches!(s.state, State::Idle)) else {
            let starting = p
                .slots
                .iter()
                .filter(|s| matches!(s.state, State::Starting))
                .count();
            let room = p.slots.len() < capacity();
            drop(p);
            if room && starting < pool.borrow().queue.len() {
                spawn(pool);
                continue;
            }
            return;
        };
        let (id, job) = p.queue.pop_front().expect("the queue is not empty");
        let message = encode(&Request { id: id.0, job });
        p.slots[i].state = State::Busy(id);
        if let Err(e) = p.slots[i].worker.post_message(&JsValue::from_str(&message)) {
            leptos::logging::error!("engine worker: postMessage failed: {e:?}");
        }
    }
}

/// Starts one worker (state [`State::Starting`]).
fn spawn(pool: &Rc<RefCell<Pool>>) {
    let serial = {
        let mut p = pool.borrow_mut();
        p.next_serial += 1;
        p.next_serial
    };
    // While no service worker serves the page (a first visit), the worker hands its module
    // over to the one installing, which then need not download it again (worker-boot.js).
    let served = web_sys::window().is_some_and(|w| {
        js_sys::Reflect::has(&w.navigator(), &"serviceWorker".into()) == Ok(true)
            && w.navigator().service_worker().controller().is_some()
    });
    let script = if served {
        WORKER_SCRIPT.to_string()
    } else {
        format!("{WORKER_SCRIPT}#handover")
    };
    let url = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.base_uri().ok().flatten())
        .and_then(|base| web_sys::Url::new_with_base(&script, &base).ok())
        .map_or(script, |u| u.href());
    let worker = match Worker::new(&url) {
        Ok(w) => w,
        Err(e) => {
            leptos::logging::error!("engine worker: cannot start {url}: {e:?}");
            give_up(pool);
            return;
        }
    };
    let weak = Rc::downgrade(pool);
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        if let Some(pool) = weak.upgrade() {
            on_reply(&pool, serial, event.data().as_string().unwrap_or_default());
        }
    });
    let weak = Rc::downgrade(pool);
    let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
        leptos::logging::error!("engine worker: {}", event.message());
        if let Some(pool) = weak.upgrade() {
            on_failure(&pool, serial);
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    pool.borrow_mut().slots.push(Slot {
        serial,
        worker,
        state: State::Starting,
        _on_message: on_message,
        _on_error: on_error,
    });
    let weak = Rc::downgrade(pool);
    leptos::prelude::set_timeout(
        move || {
            let Some(pool) = weak.upgrade() else {
                return;
            };
            let starting = pool
                .borrow()
                .slots
                .iter()
                .any(|s| s.serial == serial && matches!(s.state, State::Starting));
            if starting {
                leptos::logging::error!("engine worker: not ready after {START_LIMIT_MS} ms");
                on_failure(&pool, serial);
            }
        },
        std::time::Duration::from_millis(START_LIMIT_MS),
    );
}

fn on_reply(pool: &Rc<RefCell<Pool>>, serial: u64, text: String) {
    let reply = match decode::<Reply>(&text) {
        Ok(r) => r,
        Err(e) => {
            leptos::logging::error!("engine worker: {e}");
            return;
        }
    };
    let done = {
        let mut p = pool.borrow_mut();
        let Some(slot) = p.slots.iter_mut().find(|s| s.serial == serial) else {
            return;
        };
        match reply {
            Reply::Ready => {
                slot.state = State::Idle;
                None
            }
            Reply::Done { id, answer } => {
                let id = JobId(id);
                if !matches!(slot.state, State::Busy(busy) if busy == id) {
                    return;
                }
                slot.state = State::Idle;
                p.callbacks.remove(&id).map(|done| (done, answer))
            }
        }
    };
    // The next job goes out before this answer is handled, so the worker never waits on the page.
    dispatch(pool);
    stop_when_idle(pool);
    if let Some((done, answer)) = done {
        done(answer);
    }
}

/// If no job is queued or running, stops the workers after [`IDLE_SHUTDOWN_MS`] unless a job
/// comes meanwhile; they start again with the next job ([`dispatch`]) or table ([`warm_up`]).
fn stop_when_idle(pool: &Rc<RefCell<Pool>>) {
    let mark = {
        let mut p = pool.borrow_mut();
        let busy = p.slots.iter().any(|s| !matches!(s.state, State::Idle));
        if busy || !p.queue.is_empty() || p.slots.is_empty() {
            return;
        }
        p.idle_since += 1;
        p.idle_since
    };
    let weak = Rc::downgrade(pool);
    leptos::prelude::set_timeout(
        move || {
            let Some(pool) = weak.upgrade() else {
                return;
            };
            let idle: Vec<Slot> = {
                let mut p = pool.borrow_mut();
                let quiet = p.idle_since == mark
                    && p.queue.is_empty()
                    && p.slots.iter().all(|s| matches!(s.state, State::Idle));
                if !quiet {
                    return;
                }
                p.slots.drain(..).collect()
            };
            for slot in idle {
                slot.worker.terminate();
            }
        },
        std::time::Duration::from_millis(IDLE_SHUTDOWN_MS),
    );
}

/// A worker raised an error: its job fails and it is replaced; if it was still starting, the
/// workers cannot run here at all.
fn on_failure(pool: &Rc<RefCell<Pool>>, serial: u64) {
    let failed = {
        let mut p = pool.borrow_mut();
        let Some(i) = p.slots.iter().position(|s| s.serial == serial) else {
            return;
        };
        let slot = p.slots.remove(i);
        slot.worker.terminate();
        match slot.state {
            State::Starting => None,
            State::Busy(id) => Some(p.callbacks.remove(&id)),
            State::Idle => Some(None),
        }
    };
    match failed {
        None => give_up(pool),
        Some(done) => {
            spawn(pool);
            dispatch(pool);
            if let Some(done) = done {
                done(Answer::Failed("the engine worker stopped".into()));
            }
        }
    }
}

/// Workers cannot start here: every waiting job fails, and later ones fail at once.
fn give_up(pool: &Rc<RefCell<Pool>>) {
    let waiting: Vec<Callback> = {
        let mut p = pool.borrow_mut();
        p.broken = true;
        for slot in p.slots.drain(..).collect::<Vec<_>>() {
            slot.worker.terminate();
        }
        let ids: Vec<JobId> = p.queue.drain(..).map(|(id, _)| id).collect();
        ids.iter().filter_map(|id| p.callbacks.remove(id)).collect()
    };
    for done in waiting {
        done(Answer::Failed("the engine workers could not start".into()));
    }
}
