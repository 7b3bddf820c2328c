//! Sessions: the list of saved sessions of a mode (continue, review, export, delete), a new
//! session with its settings, import from a file, and the session screen — the table beside
//! its score card, saved after every call and card.

mod messages;
mod pbn;

use bridge_engine::Game;
use bridge_engine::lin::LinDeal;
use bridge_engine::pbn::PbnGame;
use bridge_engine::robot::Strength;
use bridge_engine::save;
use bridge_engine::scoring::chicago::{ChicagoScoring, ChicagoSettings, Deals23Vulnerable};
use bridge_engine::scoring::rubber::RubberSettings;
use bridge_engine::session::{HouseRules, Session, SessionKind};
use leptos::prelude::*;

use crate::screens::table::{DealRecord, SessionTable};
use crate::services::i18n::{current_lang, decimal, isolate, t, tf};
use crate::services::worker::protocol::{Answer, Job};
use crate::services::worker::{JobGroup, pool};
use crate::state::modes::Mode;
use crate::state::sessions::store::{self, Stored};
use crate::state::sessions::{fresh_id, fresh_seed};
use crate::state::{AppState, persist, persist_with};
use crate::ui::cards::seat_name;
use crate::ui::choice::{ChicagoChoice, ChoiceSelect};
use crate::ui::chrome::{BackButton, FormToggle};
use crate::ui::files;
use crate::ui::scorecard::ScoreCardView;
use crate::ui::scorecard::deal::signed;
use crate::ui::scorecard::games;
use crate::ui::tab_guard::TabGuard;
use messages::{load_error_text, progress, size_text};

fn kind_name(session: &Session) -> String {
    match session.kind() {
        SessionKind::Practice => t("mode.practice"),
        SessionKind::Rubber(_) => t("mode.rubber"),
        SessionKind::Chicago(s) if s.scoring == ChicagoScoring::Duplicate => {
            t("sessions.chicago_duplicate")
        }
        SessionKind::Chicago(_) => t("mode.chicago"),
        SessionKind::RussianChicago(_) => t("sessions.russian"),
        SessionKind::Pairs { .. } | SessionKind::Teams { .. } => games::kind_name(session.kind()),
        SessionKind::Scorer => crate::screens::scorer::session_name(session),
        SessionKind::Minibridge | SessionKind::Honeymoon => {
            crate::screens::mini::session_name(session)
        }
        SessionKind::Club => crate::screens::club::session_name(session),
    }
}

/// Whether an imported file is LIN rather than a saved session (which is JSON).
fn looks_like_lin(text: &str) -> bool {
    let t = text.trim_start();
    !t.starts_with('{') && t.contains('|')
}

/// A new session of `mode` that deals the boards of a LIN file first, numbered from the file's
/// first board; a malformed file is reported with its tag and position.
fn session_from_lin(text: &str, mode: Mode) -> Result<Session, String> {
    let deals = bridge_engine::lin::read(text).map_err(|e| crate::services::i18n::msg(&e.msg()))?;
    let seed = fresh_seed();
    let mut s = Session::with_deals(
        fresh_id(),
        (mode.info().new_kind)(),
        seed,
        deals
            .iter()
            .take(bridge_engine::session::MAX_DEALS)
            .map(|d| d.game.board().deal)
            .collect(),
    );
    if let Some(first) = deals.first() {
        s.start_at_board(first.game.board().number);
    }
    Ok(s)
}

/// A new session of `kind`, saved. Its deals come from the link's `seed=` when there is one, so
/// a link can hand the same deals to everyone.
fn new_session(kind: SessionKind, aids: bool, house: HouseRules) -> Session {
    let seed = use_context::<AppState>()
        .and_then(|s| s.link.with_value(|p| p.seed))
        .unwrap_or_else(fresh_seed);
    let mut s = Session::new(fresh_id(), kind, seed);
    s.allow_aids(aids);
    if let Some(p) = s.played_mut() {
        p.house = house;
    }
    persist(&mut s);
    s
}

/// The sessions of one mode, or the session being played.
#[component]
pub fn ModeSessions(mode: Mode) -> impl IntoView {
    // The session to open, as loaded; the screen that plays it owns its live signal, so the
    // signal lives exactly as long as that screen.
    let sessions = expect_context::<AppState>().sessions;
    // A session left open before a reload (or crash) opens again at the same card.
    // A link naming a club's results file opens that file, not the evening left open.
    let linked_file = mode == Mode::Club
        && expect_context::<AppState>()
            .link
            .with_value(|p| p.event.is_some());
    let resumed = store::open_id()
        .and_then(|id| sessions.find(&id))
        .filter(|s| Mode::of(s.kind()) == mode && !linked_file);
    let open = RwSignal::new(resumed);
    // Which session is open is remembered (for a reload) whenever it changes, outside rendering.
    Effect::new(move |_| {
        let id = open.with(|o| o.as_ref().map(|s| s.id.clone()));
        store::set_open_id(id.as_deref());
    });
    let on_close = Callback::new(move |()| open.set(None));
    let on_new =
        Callback::new(move |(kind, aids, house)| open.set(Some(new_session(kind, aids, house))));
    // The session's screen, drawn while this tab holds the session (another tab may have it
    // open): from the store's copy, which a take-over has just read again from storage.
    let screen = move |session: Session| {
        let session = RwSignal::new(session);
        if mode.info().small {
            let restart = Callback::new(move |s: Session| open.set(Some(s)));
            if mode == Mode::Minibridge {
                view! { <crate::screens::mini::minibridge::Minibridge session=session on_close=on_close on_new=restart/> }
                    .into_any()
            } else {
                view! { <crate::screens::mini::honeymoon::Honeymoon session=session on_close=on_close on_new=restart/> }
                    .into_any()
            }
        } else if mode == Mode::Club {
            view! { <crate::screens::club::ClubScreen session=session on_close=on_close/> }
                .into_any()
        } else if mode == Mode::Scorer {
            view! { <crate::screens::scorer::ScorerScreen session=session on_close=on_close/> }
                .into_any()
        } else {
            view! { <SessionScreen session=session on_close=on_close on_new=on_new/> }.into_any()
        }
    };
    view! {
        {move || match open.get() {
            Some(session) => {
                let id = session.id.clone();
                let reread = id.clone();
                let on_taken = Callback::new(move |saved: Option<String>| {
                    sessions.reload(&reread, saved);
                });
                let back = move || {
                    view! {
                        <button class="button" data-testid="sessions-list" on:click=move |_| on_close.run(())>
                            {move || t("sessions.all")}
                        </button>
                    }
                };
                let guarded = id.clone();
                let draw = move || screen(sessions.find(&id).unwrap_or_else(|| session.clone()));
                view! {
                    <TabGuard id=guarded back=back on_taken=on_taken>
                        {draw.clone()}
                    </TabGuard>
                }
                    .into_any()
            }
            None => view! { <SessionList mode=mode open=open/> }.into_any(),
        }}
    }
}

/// Saved sessions of a mode, and a new one.
#[component]
fn SessionList(mode: Mode, open: RwSignal<Option<Session>>) -> impl IntoView {
    let sessions = expect_context::<AppState>().sessions;
    let confirm_delete = RwSignal::new(None::<String>);
    let error = RwSignal::new(None::<String>);
    let entries = move || {
        sessions.with(|list| {
            list.iter()
                .filter(|e| match e {
                    Stored::Ok(s) => Mode::of(s.kind()) == mode,
                    Stored::Damaged { .. } => true,
                })
                .cloned()
                .collect::<Vec<_>>()
        })
    };
    let info = RwSignal::new(None::<String>);
    // The games of an imported PBN file that were left out, one line each.
    let skipped = RwSignal::new(Vec::<String>::new());
    let start = move |(kind, aids, house): (SessionKind, bool, HouseRules)| {
        open.set(Some(new_session(kind, aids, house)))
    };
    // An import never replaces a saved session: one with the same id is added as a copy.
    // The file arrives in a reader's callback, outside the component: messages are made in
    // the component's owner so they find the language.
    let owner = Owner::current();
    let import_in_owner = move |read: Result<String, usize>| {
        info.set(None);
        skipped.set(Vec::new());
        let parsed = read.map_err(size_text).and_then(|text| {
            // A small game's list takes only its own saves; a PBN or LIN file deals
            // four-handed boards.
            if pbn::looks_like_pbn(&text) && !mode.info().small {
                pbn::session_from_pbn(&text, mode).map(|p| {
                    info.set(Some(p.summary));
                    skipped.set(p.skipped);
                    p.session
                })
            } else if looks_like_lin(&text) && !mode.info().small {
                session_from_lin(&text, mode)
            } else {
                save::from_json(&text).map_err(|e| load_error_text(&e))
            }
        });
        match parsed {
            Ok(mut s) => {
                if let Some(saved) = sessions.find(&s.id) {
                    let date = store::started(&s.id).unwrap_or_else(|| "—".into());
                    info.set(Some(tf(
                        "sessions.import_copy",
                        &[
                            ("date", &date),
                            ("saved", &progress(&saved)),
                            ("file", &progress(&s)),
                        ],
                    )));
                    s.id = fresh_id();
                    s.revision = 0;
                }
                persist(&mut s);
                error.set(None);
            }
            Err(reason) => error.set(Some(tf("sessions.import_failed", &[("reason", &reason)]))),
        }
    };
    let import = move |read: Result<String, usize>| match &owner {
        Some(o) => o.with(|| import_in_owner(read)),
        None => import_in_owner(read),
    };
    view! {
        <main class="sessions" data-testid="sessions">
            <header class="table-header">
                <BackButton/>
                <h1>{move || t(mode.name_key())}</h1>
            </header>
            {
                let begin = Callback::new(move |mut s: Session| {
                    persist(&mut s);
                    open.set(Some(s));
                });
                match mode {
                    Mode::Scorer => view! { <crate::screens::scorer::NewScorer start=begin/> }.into_any(),
                    Mode::Club => view! { <crate::screens::club::ImportClub start=begin/> }.into_any(),
                    Mode::Minibridge => view! { <crate::screens::mini::minibridge::NewMinibridge start=begin/> }.into_any(),
                    Mode::Honeymoon => view! { <crate::screens::mini::honeymoon::NewHoneymoon start=begin/> }.into_any(),
                    _ => view! { <NewSession mode=mode start=Callback::new(start)/> }.into_any(),
                }
            }
            {move || (mode == Mode::Rubber).then(|| view! { <RunningSettlement entries=entries()/> })}
            <section aria-labelledby="saved-heading">
                <h2 id="saved-heading">{move || t("sessions.saved")}</h2>
                {move || error.get().map(|e| view! { <p class="message" role="alert" data-testid="import-error">{e}</p> })}
                {move || info.get().map(|m| view! { <p class="message" role="status" data-testid="import-info">{m}</p> })}
                {move || {
                    let lines = skipped.get();
                    (!lines.is_empty()).then(|| view! {
                        <div class="message" data-testid="import-skipped">
                            <p>{pbn::skipped_heading(lines.len())}</p>
                            <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                        </div>
                    })
                }}
                <ul class="session-list">
                    {move || {
                        entries()
                            .into_iter()
                            .map(|entry| match entry {
                                Stored::Ok(s) => {
                                    let s = *s;
                                    let id = s.id.clone();
                                    let id_del = id.clone();
                                    let id_yes = id.clone();
                                    let over = s.is_over();
                                    let name = kind_name(&s);
                                    let export_json = save::to_json(&s);
                                    let deal_files = deal_files(&s);
                                    let file = format!("bridge-{}", s.id);
                                    let session = s.clone();
                                    view! {
                                        <li class="session-entry" data-testid="session-entry">
                                            <span class="session-name">{name}</span>
                                            <span class="session-meta">
                                                // A date reads left to right in every language.
                                                {store::started(&s.id).map(|d| view! { <bdi dir="ltr">{d}</bdi>" · " })}
                                                {progress(&s)}
                                                {(s.aids().used && s.kind() != SessionKind::Practice).then(|| format!(" · {}", t("card.aids_used")))}
                                                {store::copy_note(&s.id).map(|note| {
                                                    // Which tab kept it, when, and how far it got.
                                                    // Times read left to right in every language,
                                                    // never broken over two lines.
                                                    let time = |ms: Option<f64>| {
                                                        let text = ms.and_then(store::local_time).unwrap_or_else(|| "—".into());
                                                        isolate(current_lang(), &text.replace('-', "\u{2011}").replace(' ', "\u{a0}"))
                                                    };
                                                    let tab = time(crate::services::tabs::tab_opened(&note.tab));
                                                    let at = time(Some(note.at_ms));
                                                    view! {
                                                        " · "
                                                        <strong data-testid="copy-note">
                                                            {tf("tabs.copy_note", &[("tab", &tab), ("at", &at), ("progress", &progress(&s))])}
                                                        </strong>
                                                    }
                                                })}
                                                {
                                                    let id = s.id.clone();
                                                    move || sessions.is_unsaved(&id).then(|| view! {
                                                        " · "
                                                        <strong data-testid="unsaved-session">{t("storage.unsaved")}</strong>
                                                    })
                                                }
                                            </span>
                                            <span class="session-actions">
                                                <button
                                                    class="button primary"
                                                    data-testid="open-session"
                                                    on:click=move |_| open.set(Some(session.clone()))
                                                >
                                                    {if over { t("sessions.review") } else { t("sessions.continue") }}
                                                </button>
                                                <button
                                                    class="button"
                                                    data-testid="export-session"
                                                    on:click={
                                                        let file = file.clone();
                                                        move |_| files::download(&format!("{file}.json"), "application/json", &export_json)
                                                    }
                                                >
                                                    {t("sessions.export")}
                                                </button>
                                                {deal_files
                                                    .map(|(pbn, lin)| {
                                                        view! { <files::DealFiles file=file.clone() pbn=pbn lin=lin testid=""/> }
                                                    })}
                                                {move || {
                                                    if confirm_delete.get().as_deref() == Some(id.as_str()) {
                                                        let id_yes = id_yes.clone();
                                                        view! {
                                                            <span class="confirm-delete" role="alert">
                                                                {t("sessions.delete_confirm")}
                                                                <button
                                                                    class="button danger"
                                                                    data-testid="delete-yes"
                                                                    on:click=move |_| {
                                                                        let _ = sessions.delete(&id_yes);
                                                                        confirm_delete.set(None);
                                                                    }
                                                                >
                                                                    {t("sessions.delete_yes")}
                                                                </button>
                                                                <button class="button" on:click=move |_| confirm_delete.set(None)>
                                                                    {t("sessions.delete_no")}
                                                                </button>
                                                            </span>
                                                        }
                                                            .into_any()
                                                    } else {
                                                        let id_del = id_del.clone();
                                                        view! {
                                                            <button
                                                                class="button"
                                                                data-testid="delete-session"
                                                                on:click=move |_| confirm_delete.set(Some(id_del.clone()))
                                                            >
                                                                {t("sessions.delete")}
                                                            </button>
                                                        }
                                                            .into_any()
                                                    }
                                                }}
                                            </span>
                                        </li>
                                    }
                                        .into_any()
                                }
                                Stored::Damaged { id, error } => {
                                    let text = store::backup_text(&id).unwrap_or_default();
                                    view! {
                                        <li class="session-entry damaged" data-testid="damaged-session" role="alert">
                                            <span class="session-name">{tf("sessions.damaged", &[("id", &id)])}</span>
                                            <span class="session-meta">{load_error_text(&error)}</span>
                                            <span class="session-actions">
                                                <button
                                                    class="button"
                                                    on:click={
                                                        let id = id.clone();
                                                        move |_| files::download(&format!("bridge-backup-{id}.txt"), "text/plain", &text)
                                                    }
                                                >
                                                    {t("sessions.download_backup")}
                                                </button>
                                                <button
                                                    class="button"
                                                    on:click={
                                                        let id = id.clone();
                                                        move |_| {
                                                            let _ = sessions.delete_backup(&id);
                                                        }
                                                    }
                                                >
                                                    {t("sessions.delete_backup")}
                                                </button>
                                            </span>
                                        </li>
                                    }
                                        .into_any()
                                }
                            })
                            .collect_view()
                    }}
                </ul>
                <label class="button import">
                    {move || t("sessions.import")}
                    <input
                        type="file"
                        accept=".json,.lin,application/json,text/plain"
                        class="visually-hidden"
                        data-testid="import-input"
                        on:change=move |ev| files::read_chosen_file(&ev, save::MAX_SAVE_BYTES, import.clone())
                    />
                </label>
            </section>
        </main>
    }
}

/// The deals of a session as PBN and as LIN (with auctions, alerts, play and results); `None`
/// when there is no deal to write: a small game's session (no four-handed deals) and a
/// scorer's rubber or Chicago, whose cards were never in the app (its sheet is in the JSON).
fn deal_files(s: &Session) -> Option<(String, String)> {
    // A club's file has its own files, on its screen.
    if s.small().is_some() || s.club_file().is_some() {
        return None;
    }
    if let Some(files) = crate::screens::scorer::session_deal_files(s) {
        return Some(files);
    }
    let games = || s.deals().iter().chain(s.table().map(|t| t.game()));
    // Nothing played yet (or never in the app): nothing to write.
    games().next()?;
    let lin: Vec<LinDeal> = games().cloned().map(LinDeal::from_game).collect();
    let pbn: Vec<PbnGame> = games()
        .map(|g: &Game| {
            let mut p = PbnGame::from_game(g);
            p.set_tag("Event", &kind_name(s));
            if s.aids().used && s.kind() != SessionKind::Practice {
                p.set_tag("Annotator", &t("card.aids_used"));
            }
            p
        })
        .collect();
    Some((
        bridge_engine::pbn::write(&pbn),
        bridge_engine::lin::write(&lin),
    ))
}

/// The new-session form of a mode, with that mode's settings.
#[component]
fn NewSession(mode: Mode, start: Callback<(SessionKind, bool, HouseRules)>) -> impl IntoView {
    let honours = RwSignal::new(true);
    // Chicago counts no honours unless the players agree to (Decision 8).
    let chicago_honours = RwSignal::new(false);
    let aids = RwSignal::new(false);
    let chicago_scoring = RwSignal::new(ChicagoChoice::default());
    let dealer_vul = RwSignal::new(false);
    let boards = RwSignal::new(8u32);
    let pairs_scoring = RwSignal::new(bridge_engine::session::PairsScoring::default());
    let teams_scoring = RwSignal::new(bridge_engine::session::TeamsScoring::default());
    let vp = RwSignal::new(bridge_engine::scoring::vp::VpScaleChoice::default());
    let beer = RwSignal::new(false);
    let kind = move || {
        let vul23 = if dealer_vul.get() {
            Deals23Vulnerable::Dealer
        } else {
            Deals23Vulnerable::NonDealer
        };
        match (mode.info().new_kind)() {
            SessionKind::Rubber(_) => SessionKind::Rubber(RubberSettings {
                count_honours: honours.get(),
            }),
            SessionKind::Chicago(_) => {
                let settings = |scoring| ChicagoSettings {
                    deals_2_3_vulnerable: vul23,
                    count_honours: scoring == ChicagoScoring::Standard && chicago_honours.get(),
                    scoring,
                };
                match chicago_scoring.get() {
                    ChicagoChoice::Standard => {
                        SessionKind::Chicago(settings(ChicagoScoring::Standard))
                    }
                    ChicagoChoice::Duplicate => {
                        SessionKind::Chicago(settings(ChicagoScoring::Duplicate))
                    }
                    ChicagoChoice::Russian => SessionKind::RussianChicago(vul23),
                }
            }
            SessionKind::Pairs { .. } => SessionKind::Pairs {
                boards: boards.get(),
                scoring: pairs_scoring.get(),
            },
            SessionKind::Teams { .. } => SessionKind::Teams {
                boards: boards.get(),
                scoring: teams_scoring.get(),
                vp: games::vp_scale_for(boards.get(), vp.get()),
            },
            k => k,
        }
    };
    let settings = match mode {
        Mode::Rubber => view! {
            <FormToggle on=honours testid="rubber-honours" key="sessions.count_honours"/>
        }
        .into_any(),
        Mode::Chicago => view! {
            <label>
                {move || t("sessions.chicago_scoring")}
                <ChoiceSelect value=chicago_scoring testid="chicago-scoring"/>
            </label>
            <FormToggle on=dealer_vul testid="dealer-vul" key="sessions.dealer_vulnerable"/>
            {move || {
                (chicago_scoring.get() == ChicagoChoice::Standard)
                    .then(|| {
                        view! {
                            <FormToggle on=chicago_honours testid="chicago-honours" key="sessions.count_honours"/>
                        }
                    })
            }}
        }
        .into_any(),
        Mode::Duplicate | Mode::Teams => view! {
            <label>
                {move || t("sessions.boards")}
                <select on:change=move |ev| boards.set(event_target_value(&ev).parse().unwrap_or(8)) data-testid="boards">
                    <option value="4">"4"</option>
                    <option value="8" selected>"8"</option>
                    <option value="12">"12"</option>
                    <option value="16">"16"</option>
                    // A teams match of the reference's VP table's length.
                    {(mode == Mode::Teams).then(|| view! { <option value="24">"24"</option> })}
                </select>
            </label>
            {match mode {
                Mode::Duplicate => view! { <games::PairsScoringChoice scoring=pairs_scoring/> }.into_any(),
                _ => view! {
                    <games::TeamsScoringChoice scoring=teams_scoring/>
                    <games::VpScaleField boards=boards scoring=teams_scoring vp=vp/>
                }
                    .into_any(),
            }}
        }
        .into_any(),
        Mode::Practice | Mode::Scorer | Mode::Minibridge | Mode::Honeymoon | Mode::Club => {
            ().into_any()
        }
    };
    view! {
        <section class="new-session" aria-labelledby="new-heading">
            <h2 id="new-heading">{move || t("sessions.new")}</h2>
            <div class="new-settings">
                {settings}
                {(mode != Mode::Practice)
                    .then(|| {
                        view! {
                            <FormToggle on=aids testid="allow-aids" key="sessions.allow_aids"/>
                            <FormToggle on=beer testid="beer-card" key="games.beer_card"/>
                        }
                    })}
            </div>
            <button class="button primary" data-testid="new-session" on:click=move |_| {
                    let house = HouseRules { beer_card: beer.get_untracked() };
                    start.run((kind(), aids.get_untracked(), house))
                }>
                {move || tf("sessions.start", &[("mode", &t(mode.name_key()))])}
            </button>
        </section>
    }
}

/// The table of a session beside its score card. Robot work for the score card (the pairs
/// field, the other teams table) runs in the engine workers, so the page stays live.
#[component]
fn SessionScreen(
    session: RwSignal<Session>,
    on_close: Callback<()>,
    on_new: Callback<(SessionKind, bool, HouseRules)>,
) -> impl IntoView {
    let state = use_context::<AppState>();
    let save_now = Callback::new(move |()| {
        session.try_update_untracked(|s| persist_with(state, s));
    });
    let card = Memo::new(move |_| session.with(|s| s.score_card().ok()));
    // A club evening replayed at home scores against the club's travellers (its own card).
    let replay = session.with_untracked(|s| s.club_replay_event().is_some());
    let over = Memo::new(move |_| session.with(|s| s.table().is_none()));
    let busy = RwSignal::new(false);
    // The field job running in an engine worker; dropping it cancels the job.
    let running = StoredValue::new(None::<JobGroup>);

    // The field: the next job goes to a worker; its result is recorded and saved, then the next.
    fn run_field(
        session: RwSignal<Session>,
        running: StoredValue<Option<JobGroup>>,
        busy: RwSignal<bool>,
        state: Option<AppState>,
    ) {
        let Some(job) = session.try_with_untracked(|s| s.field_job()).flatten() else {
            busy.try_set(false);
            running.try_set_value(None);
            return;
        };
        busy.try_set(true);
        let mut group = JobGroup::default();
        let mut style = job.style;
        if crate::services::TEST_BUILD {
            // The browser tests' build: the field thinks at the quick strength, as that build's
            // own robots do (settings.rs), so a cold `make test` stays short. Its tables still
            // differ by seed and by expert declarers and defences.
            style.play.strength = Strength::Quick;
        }
        let work = Job::FieldTable {
            board: job.board,
            style,
        };
        group.push(pool::submit(work, move |answer| match answer {
            Answer::FieldTable(result) => {
                session.try_update(|s| s.record_field(job, result));
                session.try_update_untracked(|s| persist_with(state, s));
                run_field(session, running, busy, state);
            }
            other => {
                leptos::logging::error!("field table: {other:?}");
                busy.try_set(false);
            }
        }));
        running.try_set_value(Some(group));
    }
    // Start (or restart) the field whenever a deal is finished.
    Effect::new(move |_| {
        // A board goes to the field as soon as it is played, before the next one is dealt.
        let deals = session.with(|s| s.finished_games().count());
        if deals > 0 && running.with_value(Option::is_none) {
            run_field(session, running, busy, state);
        }
    });
    on_cleanup(move || {
        running.try_update_value(Option::take);
    });

    let is_rubber = move || session.with(|s| matches!(s.kind(), SessionKind::Rubber(_)));
    let is_chicago = move || {
        session.with(|s| {
            matches!(
                s.kind(),
                SessionKind::Chicago(_) | SessionKind::RussianChicago(_)
            )
        })
    };
    view! {
        <div class="session-screen" data-testid="session-screen">
            <nav class="session-nav">
                <button class="button" data-testid="sessions-list" on:click=move |_| on_close.run(())>
                    {move || t("sessions.all")}
                </button>
                <button
                    class="button jump-card"
                    data-testid="show-card"
                    on:click=move |_| {
                        if let Some(el) = document().get_element_by_id("score-panel") {
                            el.scroll_into_view();
                        }
                    }
                >
                    {move || t("card.show")}
                </button>
                {move || {
                    (is_rubber() && !over.get())
                        .then(|| {
                            view! {
                                <button
                                    class="button"
                                    data-testid="quit-rubber"
                                    on:click=move |_| {
                                        session.update(Session::abandon);
                                        save_now.run(());
                                    }
                                >
                                    {t("sessions.quit_rubber")}
                                </button>
                            }
                        })
                }}
            </nav>
            {move || {
                if over.get() {
                    view! {
                        <section class="session-over" data-testid="session-over">
                            <h2>{t("sessions.finished")}</h2>
                            {move || card.get().filter(|_| !replay).map(|c| view! { <FinalResult card=c/> })}
                            <p>{t("sessions.next_steps")}</p>
                            <div class="control-buttons">
                            {is_chicago()
                                .then(|| {
                                    view! {
                                        <button
                                            class="button primary"
                                            data-testid="another-set"
                                            on:click=move |_| {
                                                session.update(Session::play_another_set);
                                                save_now.run(());
                                            }
                                        >
                                            {t("sessions.another_set")}
                                        </button>
                                    }
                                })}
                                <button
                                    class="button primary"
                                    data-testid="start-another"
                                    on:click=move |_| on_new.run(session.with_untracked(|s| (s.kind(), s.aids().allowed, s.played().map(|p| p.house).unwrap_or_default())))
                                >
                                    {t("sessions.start_another")}
                                </button>
                                <button class="button" on:click=move |_| on_close.run(())>
                                    {t("sessions.all")}
                                </button>
                            </div>
                        </section>
                    }
                        .into_any()
                } else {
                    view! { <SessionTable session=session on_change=save_now/> }.into_any()
                }
            }}
            <aside class="score-panel" id="score-panel" aria-label=move || t("card.heading")>
                <h2>{move || t("card.heading")}</h2>
                {move || busy.get().then(|| view! { <p class="card-status" role="status">{t("card.field_running")}</p> })}
                {if replay {
                    view! { <crate::screens::club::replay::ReplayCard session=session/> }.into_any()
                } else {
                    (move || card.get().map(|c| view! { <ScoreCardView card=c/> })).into_any()
                }}
                {move || {
                    session
                        .with(|s| {
                            let aids = s.aids();
                            (s.kind() != SessionKind::Practice && aids.allowed)
                                .then_some(if aids.used { "card.aids_used" } else { "card.aids_allowed" })
                        })
                        .map(|key| view! { <p class="card-status" data-testid="aids-note">{t(key)}</p> })
                }}
                {move || session.with(Session::beer_count).map(|count| view! { <games::BeerCount count=count/> })}
                <DealReviews session=session/>
            </aside>
        </div>
    }
}

/// The final result of a finished session: who won, the totals, the settlement or percentage.
#[component]
fn FinalResult(card: bridge_engine::session::ScoreCard) -> impl IntoView {
    use bridge_engine::Side;
    use bridge_engine::scoring::SheetTotals;
    use bridge_engine::scoring::rubber::RubberState;
    use bridge_engine::session::{PLAYER_PAIR, ScoreCard};
    let winner = |ns: u32, ew: u32| match ns.cmp(&ew) {
        std::cmp::Ordering::Greater => {
            tf("sessions.final_winner_ns", &[("n", &(ns - ew).to_string())])
        }
        std::cmp::Ordering::Less => {
            tf("sessions.final_winner_ew", &[("n", &(ew - ns).to_string())])
        }
        std::cmp::Ordering::Equal => t("sessions.final_tie"),
    };
    let lines: Vec<String> = match card {
        ScoreCard::Practice(_) => Vec::new(),
        ScoreCard::Rubber(sheet) => {
            let (we, they) = (sheet.total(Side::NorthSouth), sheet.total(Side::EastWest));
            vec![
                match sheet.state() {
                    RubberState::Won(Side::NorthSouth) => t("card.rubber.won_we"),
                    RubberState::Won(Side::EastWest) => t("card.rubber.won_they"),
                    _ => t("card.rubber.unfinished"),
                },
                tf(
                    "sessions.final_we_they",
                    &[("we", &we.to_string()), ("they", &they.to_string())],
                ),
                tf(
                    "card.rubber.settlement",
                    &[("n", &sheet.settlement().to_string())],
                ),
            ]
        }
        ScoreCard::Chicago(sheet) => {
            let (ns, ew) = (sheet.total(Side::NorthSouth), sheet.total(Side::EastWest));
            vec![
                winner(ns, ew),
                tf(
                    "sessions.final_ns_ew",
                    &[("ns", &ns.to_string()), ("ew", &ew.to_string())],
                ),
            ]
        }
        ScoreCard::Minibridge(results) => {
            let total = |side| results.iter().map(|r| r.points_for(side)).sum();
            let (ns, ew) = (total(Side::NorthSouth), total(Side::EastWest));
            vec![
                winner(ns, ew),
                tf(
                    "sessions.final_ns_ew",
                    &[("ns", &ns.to_string()), ("ew", &ew.to_string())],
                ),
            ]
        }
        ScoreCard::RussianChicago(sheet) => vec![tf(
            "sessions.final_imps_ns",
            &[("n", &signed(sheet.north_south_imps()))],
        )],
        ScoreCard::Pairs(travellers) => {
            let totals = bridge_engine::scoring::matchpoints::session_totals(&travellers);
            let place = totals.iter().position(|p| p.pair == PLAYER_PAIR);
            match (
                bridge_engine::session::player_percentage(&travellers),
                place,
            ) {
                (Some(pct), Some(i)) => vec![tf(
                    "sessions.final_pairs",
                    &[
                        ("pct", &decimal(&format!("{pct:.1}"))),
                        ("rank", &(i + 1).to_string()),
                        ("pairs", &totals.len().to_string()),
                    ],
                )],
                _ => vec![t("card.field_running")],
            }
        }
        ScoreCard::ImpPairs { .. } | ScoreCard::BoardAMatch { .. } => games::final_lines(&card),
        ScoreCard::Teams { total, vp, .. } => vec![tf(
            "sessions.final_teams",
            &[
                ("imps", &signed(total)),
                ("vp", &vp.ours.to_string()),
                ("theirs", &vp.theirs.to_string()),
            ],
        )],
    };
    view! {
        <div class="final-result" data-testid="final-result">
            {lines.into_iter().map(|l| view! { <p>{l}</p> }).collect_view()}
        </div>
    }
}

/// Every finished deal of the session, each opening to its full record on demand.
#[component]
fn DealReviews(session: RwSignal<Session>) -> impl IntoView {
    let shown = RwSignal::new(None::<usize>);
    move || {
        let deals = session.with(|s| s.deals().to_vec());
        (!deals.is_empty()).then(|| {
            view! {
                <section class="reviews" aria-labelledby="reviews-heading">
                    <h3 id="reviews-heading">{t("sessions.reviews")}</h3>
                    <ul class="review-list">
                        {deals
                            .into_iter()
                            .enumerate()
                            .map(|(i, game)| {
                                let board = game.board().number;
                                let summary = match game.result().and_then(|r| r.contract()) {
                                    Some((c, d)) => {
                                        format!("{} {}", crate::services::i18n::contract_label(c), seat_name(d))
                                    }
                                    None => t("card.passed_out"),
                                };
                                view! {
                                    <li>
                                        <button
                                            class="button"
                                            data-testid="review-deal"
                                            aria-expanded=move || (shown.get() == Some(i)).to_string()
                                            on:click=move |_| shown.update(|s| *s = if *s == Some(i) { None } else { Some(i) })
                                        >
                                            {tf("sessions.review_deal", &[("board", &board.to_string())])}
                                            " · "
                                            <bdi>{summary}</bdi>
                                        </button>
                                        {move || {
                                            (shown.get() == Some(i))
                                                .then(|| {
                                                    let score = Signal::derive(move || session.with(|s| s.deal_score(i)));
                                                    view! { <DealRecord game=game.clone() human=session.with_untracked(Session::player_seat) score=score/> }
                                                })
                                        }}
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ul>
                </section>
            }
        })
    }
}

/// The running account over every finished rubber: each one settled in hundreds, summed.
#[component]
fn RunningSettlement(entries: Vec<Stored>) -> impl IntoView {
    let settled: Vec<i64> = entries
        .iter()
        .filter_map(|e| match e {
            Stored::Ok(s) if s.is_over() => match s.score_card() {
                Ok(bridge_engine::session::ScoreCard::Rubber(sheet)) => Some(sheet.settlement()),
                _ => None,
            },
            _ => None,
        })
        .collect();
    (!settled.is_empty()).then(|| {
        let total: i64 = settled.iter().sum();
        view! {
            <p class="card-status" data-testid="running-settlement">
                {crate::services::i18n::tn(
                    "sessions.running_settlement",
                    settled.len() as i64,
                    &[("total", &format!("{total:+}"))],
                )}
            </p>
        }
    })
}
