//! Club results: a club's own results file (USEBIO or PBN with score tables) imported as a
//! session, shown as the club published it (ranking with names and places, every traveller, the
//! hand records with the double-dummy table and par), with every figure where the app's
//! recomputation differs from the file's; written again as USEBIO, PBN or a results page; and
//! its boards replayed at home against the real field ([`replay`]).

pub mod replay;

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use bridge_engine::scorer::club::file::ClubFile;
use bridge_engine::scorer::club::html::{Analysis, Labels, results_page};
use bridge_engine::scorer::club::score::{Disagreement, EventScore, score_text};
use bridge_engine::scorer::club::usebio::ImportError;
use bridge_engine::scorer::club::{
    BoardRecord, BoardScoring, ClubEvent, Form, Outcome, Points, Ranking, pbn_results, usebio, xml,
};
use bridge_engine::session::{ClubReplay, ReplayProblem, Session};
use bridge_engine::{Board, Side};
use leptos::prelude::*;

use crate::screens::table::DdSection;
use crate::services::errors::club_file_problem;
use crate::services::fetch::{self, FetchError};
use crate::services::i18n::{current_lang, decimal, isolate, lookup, msg, t, tf};
use crate::services::worker::{self, DdProgress};
use crate::state::modes::Mode;
use crate::state::sessions::{fresh_id, fresh_seed, store};
use crate::state::{AppState, Screen, persist};
use crate::ui::cards::{seat_name, vul_name};
use crate::ui::chrome::{Choice, ChoiceButtons, TabBar};
use crate::ui::files::{download, dropped_file, read_chosen_file, read_file};
use crate::ui::records::{hand_record, ltr, result_text};
use crate::ui::scorecard::deal::signed;

/// A club session's name in the list: the event's name and date, as the file gives them.
pub fn session_name(s: &Session) -> String {
    let event = s.club_file().and_then(|f| f.event().ok());
    match event {
        Some(e) if !e.info.name.is_empty() => e.info.name,
        _ => t("mode.club"),
    }
}

/// Why a results file was refused, in the player's words: its line and element.
fn import_error_text(e: &ImportError) -> String {
    msg(&club_file_problem(&e.element, e.line))
}

/// "12.50" in the language's decimals, reading left to right.
fn figure(p: Points) -> String {
    isolate(current_lang(), &decimal(&p.fixed()))
}

/// A new club session of a results file's text; refused with the file's element and line.
fn session_of_text(text: &str) -> Result<(Session, ClubEvent), String> {
    let (file, event) = ClubFile::read(text).map_err(|e| import_error_text(&e))?;
    Ok((Session::club(fresh_id(), file, fresh_seed()), event))
}

/// The club mode's import: a file chosen or dropped, or the link's `event=` fetched from the
/// page's own site; a file that does not read imports nothing and says where it breaks.
#[component]
pub fn ImportClub(start: Callback<Session>) -> impl IntoView {
    let error = RwSignal::new(None::<String>);
    let over = RwSignal::new(false);
    // The file arrives in a reader's callback, outside the component: messages are made in
    // the component's owner so they find the language.
    let owner = Owner::current();
    let take = move |read: Result<String, String>| {
        let run = move || match read.and_then(|text| session_of_text(&text)) {
            Ok((s, _)) => {
                error.set(None);
                start.run(s);
            }
            Err(e) => error.set(Some(e)),
        };
        match &owner {
            Some(o) => o.with(run),
            None => run(),
        }
    };
    let too_large = |size: usize| {
        tf(
            "club.error.too_large",
            &[
                ("size", &size.div_ceil(1024).to_string()),
                ("max", &(xml::MAX_XML_BYTES / 1024).to_string()),
            ],
        )
    };
    // The link's results file, fetched once.
    let state = expect_context::<AppState>();
    if let Some(path) = state.link.with_value(|p| p.event.clone()) {
        state.link.update_value(|p| p.event = None);
        let shown = path.clone();
        let take = take.clone();
        fetch::same_origin_text(&path, xml::MAX_XML_BYTES, move |r| {
            take(r.map_err(|e| match e {
                FetchError::Status(status) => tf(
                    "club.error.fetch_status",
                    &[("path", &shown), ("status", &status.to_string())],
                ),
                FetchError::Network => tf("club.error.fetch", &[("path", &shown)]),
                FetchError::TooLarge(size) => too_large(size),
            }))
        });
    }
    let dropped = take.clone();
    let on_drop = move |ev: leptos::ev::DragEvent| {
        ev.prevent_default();
        over.set(false);
        let Some(file) = dropped_file(&ev) else {
            return;
        };
        let take = dropped.clone();
        read_file(&file, xml::MAX_XML_BYTES, move |r| {
            take(r.map_err(too_large))
        });
    };
    view! {
        <section class="club-import new-session" data-testid="club-import">
            <h2>{move || t("club.import_heading")}</h2>
            <p class="hint">{move || t("club.import_hint")}</p>
            <div
                class="drop-zone"
                class:over=move || over.get()
                data-testid="club-drop"
                on:dragover=move |ev: leptos::ev::DragEvent| {
                    ev.prevent_default();
                    over.set(true);
                }
                on:dragleave=move |_| over.set(false)
                on:drop=on_drop
            >
                <label class="button primary import">
                    {move || t("club.choose")}
                    <input
                        type="file"
                        accept=".xml,.pbn,.txt,application/xml,text/xml,text/plain"
                        class="visually-hidden"
                        data-testid="club-input"
                        on:change=move |ev| {
                            let take = take.clone();
                            read_chosen_file(&ev, xml::MAX_XML_BYTES, move |r| take(r.map_err(too_large)))
                        }
                    />
                </label>
                <span class="hint">{move || t("club.drop")}</span>
            </div>
            {move || error.get().map(|e| view! { <p class="message" role="alert" data-testid="club-error">{e}</p> })}
        </section>
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tab {
    Ranking,
    Travellers,
    Records,
    Files,
}

/// An imported club evening: its figures, the file's disagreements, the files, the replay.
#[component]
pub fn ClubScreen(session: RwSignal<Session>, on_close: Callback<()>) -> impl IntoView {
    let read = session.with_untracked(|s| s.club_file().map(|f| (f.clone(), f.event())));
    let body = match read {
        Some((file, Ok(event))) => view! { <ClubEvening file=file event=event/> }.into_any(),
        Some((_, Err(e))) => {
            view! { <p class="message" role="alert" data-testid="club-error">{import_error_text(&e)}</p> }
                .into_any()
        }
        None => ().into_any(),
    };
    view! {
        <main class="sessions club" data-testid="club-screen">
            <header class="table-header">
                <button class="button back" data-testid="close-club" on:click=move |_| on_close.run(())>
                    <span class="back-arrow" aria-hidden="true">"← "</span>
                    {move || t("club.back")}
                </button>
                <h1>{move || session.with(session_name)}</h1>
            </header>
            {body}
        </main>
    }
}

#[component]
fn ClubEvening(file: ClubFile, event: ClubEvent) -> impl IntoView {
    let event = Arc::new(event);
    let score = Arc::new(event.score());
    let disagreements = event.disagreements(&score);
    let tab = RwSignal::new(Tab::Ranking);
    let tabs = [
        (Tab::Ranking, "scorer.tab.ranking", "tab-ranking"),
        (Tab::Travellers, "scorer.tab.travellers", "tab-travellers"),
        (Tab::Records, "scorer.tab.records", "tab-records"),
        (Tab::Files, "club.tab.files", "tab-files"),
    ];
    let info = &event.info;
    let meta = [info.club.clone(), info.date.clone(), info.program.clone()]
        .into_iter()
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(" · ");
    let file = StoredValue::new(file);
    view! {
        <p class="club-meta" data-testid="club-meta">{meta}</p>
        <Disagreements list=disagreements teams=event.form == Form::Teams/>
        <TabBar tab=tab tabs=tabs.to_vec() label_key="mode.club"/>
        {move || {
            let (event, score) = (Arc::clone(&event), Arc::clone(&score));
            match tab.get() {
                Tab::Ranking => view! { <Rankings event=event score=score/> }.into_any(),
                Tab::Travellers => view! { <Travellers event=event score=score/> }.into_any(),
                Tab::Records => view! { <HandRecords event=event/> }.into_any(),
                Tab::Files => view! { <Files file=file.get_value() event=event/> }.into_any(),
            }
        }}
    }
}

/// The figures the file printed that the recomputation does not agree with: each board and line
/// (or pair), the file's figure and the app's, never one replaced by the other.
#[component]
fn Disagreements(list: Vec<Disagreement>, teams: bool) -> impl IntoView {
    if list.is_empty() {
        return view! { <p class="hint" data-testid="club-agrees">{move || t("club.agrees")}</p> }
            .into_any();
    }
    let what = |w: &str| {
        t(match w {
            "score" => "club.what.score",
            "north_south" => "club.what.north_south",
            "east_west" => "club.what.east_west",
            "total" => "club.what.total",
            "percentage" => "club.what.percentage",
            "imps" => "club.what.imps",
            _ => "club.what.place",
        })
    };
    // A match's figure names the team it belongs to.
    let match_what = |w: &str, home: u32, away: u32| {
        let team = if w.starts_with("home") { home } else { away };
        let key = if w.ends_with("vps") {
            "club.what.match_vps"
        } else {
            "club.what.match_imps"
        };
        tf(key, &[("team", &team.to_string())])
    };
    view! {
        <section class="message club-disagreements" role="alert" data-testid="club-disagreements">
            <p>{t("club.disagree.heading")}</p>
            <ul>
                {list
                    .into_iter()
                    .map(|d| {
                        let file = isolate(current_lang(), &decimal(&d.file));
                        let app = isolate(current_lang(), &decimal(&as_printed(&d.app, &d.file)));
                        let text = match (&d.line, &d.entrant, &d.teams) {
                            (None, None, Some(m)) => {
                                tf(
                                    "club.disagree.match",
                                    &[
                                        ("home", &m.home.to_string()),
                                        ("away", &m.away.to_string()),
                                        ("what", &match_what(d.what, m.home, m.away)),
                                        ("file", &file),
                                        ("app", &app),
                                    ],
                                )
                            }
                            (Some(l), _, _) => tf(
                                if teams { "club.disagree.team_line" } else { "club.disagree.line" },
                                &[
                                    ("board", &l.board.to_string()),
                                    ("ns", &l.north_south.to_string()),
                                    ("ew", &l.east_west.to_string()),
                                    ("what", &what(d.what)),
                                    ("file", &file),
                                    ("app", &app),
                                ],
                            ),
                            (None, Some(e), _) if teams => tf(
                                "club.disagree.team_total",
                                &[
                                    ("team", &e.number.to_string()),
                                    ("what", &what(d.what)),
                                    ("file", &file),
                                    ("app", &app),
                                ],
                            ),
                            (None, Some(e), _) => tf(
                                "club.disagree.total",
                                &[
                                    ("pair", &e.number.to_string()),
                                    ("what", &what(d.what)),
                                    ("file", &file),
                                    ("app", &app),
                                ],
                            ),
                            (None, None, None) => String::new(),
                        };
                        view! { <li data-testid="club-disagreement">{text}</li> }
                    })
                    .collect_view()}
            </ul>
        </section>
    }
    .into_any()
}

/// The app's figure with as many decimals as the file printed ("4" beside "3.00" reads
/// "4.00"), so the two are read alike; anything not a plain number is left as it is.
fn as_printed(app: &str, file: &str) -> String {
    let decimals = |t: &str| t.split_once('.').map_or(0, |(_, d)| d.len());
    let numeric = |t: &str| {
        !t.is_empty()
            && t.chars()
                .all(|c| c.is_ascii_digit() || matches!(c, '.' | '-' | '−'))
    };
    if !numeric(app) || !numeric(file) || decimals(app) >= decimals(file) {
        return app.to_string();
    }
    let mut out = app.to_string();
    if decimals(app) == 0 {
        out.push('.');
    }
    out.push_str(&"0".repeat(decimals(file) - decimals(app)));
    out
}

/// The heading of one ranking: its section and direction, when there are several.
fn ranking_caption(r: &Ranking, sections: usize) -> String {
    let side = r.direction.map(|d| match d {
        Side::NorthSouth => t("scorer.ranking_ns"),
        Side::EastWest => t("scorer.ranking_ew"),
    });
    let section = r
        .section
        .as_ref()
        .filter(|_| sections > 1)
        .map(|s| format!("{} {}", t("results.section"), s));
    match (section, side) {
        (Some(a), Some(b)) => format!("{a} · {b}"),
        (Some(a), None) => a,
        (None, Some(b)) => b,
        (None, None) => t("scorer.tab.ranking"),
    }
}

#[component]
fn Rankings(event: Arc<ClubEvent>, score: Arc<EventScore>) -> impl IntoView {
    let matchpoints = matches!(event.rules.scoring, BoardScoring::Matchpoints(_));
    let teams = event.form == Form::Teams;
    let sections = event.sections().len();
    let (who, total) = if teams {
        ("results.team", "results.victory_points")
    } else {
        ("results.pair", "results.total")
    };
    view! {
        <section class="ranking-screen printable" data-testid="club-ranking">
            <div class="rankings">
                {score
                    .rankings
                    .iter()
                    .map(|r| {
                        view! {
                            <div class="scroll-x">
                            <table class="score-card ranking" data-testid="club-ranking-table">
                                <caption>{ranking_caption(r, sections)}</caption>
                                <thead>
                                    <tr>
                                        <th>{t("scorer.rank")}</th>
                                        <th>{t(who)}</th>
                                        <th>{t("results.names")}</th>
                                        <th class="num">{t("results.boards")}</th>
                                        <th class="num">{t(total)}</th>
                                        {matchpoints.then(|| view! { <th class="num">"%"</th> })}
                                        {teams.then(|| view! { <th class="num">{t("results.imps")}</th> })}
                                    </tr>
                                </thead>
                                <tbody>
                                    {r
                                        .standings
                                        .iter()
                                        .map(|s| {
                                            let names = event
                                                .entrant(&s.entrant.section, s.entrant.number)
                                                .map(|e| {
                                                    // A team: its name, then its players.
                                                    if e.team_name.is_empty() || e.players.is_empty() {
                                                        e.names()
                                                    } else {
                                                        format!("{} ({})", e.team_name, e.players.join(", "))
                                                    }
                                                })
                                                .unwrap_or_default();
                                            view! {
                                                <tr data-testid="club-rank-row">
                                                    <td data-testid="club-place">{ltr(s.place_text())}</td>
                                                    <td class="num">{s.entrant.number}</td>
                                                    // Names keep their own direction among the page's.
                                                    <td data-testid="club-names"><bdi>{names}</bdi></td>
                                                    <td class="num">{s.boards}</td>
                                                    <td class="num">{figure(s.total)}</td>
                                                    {matchpoints.then(|| view! {
                                                        <td class="num" data-testid="club-pct">{s.percentage.map(figure)}</td>
                                                    })}
                                                    {teams.then(|| view! {
                                                        <td class="num" data-testid="club-imps">{s.imps.map(signed_figure)}</td>
                                                    })}
                                                </tr>
                                            }
                                        })
                                        .collect_view()}
                                </tbody>
                            </table>
                            </div>
                        }
                    })
                    .collect_view()}
            </div>
            {teams.then(|| view! { <Matches event=Arc::clone(&event) score=Arc::clone(&score)/> })}
        </section>
    }
}

/// "+5", "−5", "0" in the language's digits.
fn signed_figure(p: Points) -> String {
    let text = if p.units > 0 {
        format!("+{}", p.fixed())
    } else {
        p.fixed().replace('-', "−")
    };
    isolate(current_lang(), &decimal(&text))
}

/// A teams evening's matches: the two teams, each team's IMPs and victory points (the boards of
/// each are in the ranking).
#[component]
fn Matches(event: Arc<ClubEvent>, score: Arc<EventScore>) -> impl IntoView {
    let name = |section: &str, n: u32| {
        let team = event
            .entrant(section, n)
            .map(|e| e.names())
            .unwrap_or_default();
        format!("{n} {team}")
    };
    view! {
        <div class="scroll-x">
            <table class="score-card ranking" data-testid="club-matches">
                <caption>{t("results.matches")}</caption>
                <thead>
                    <tr>
                        <th>{t("results.team")}</th>
                        <th>{t("results.team")}</th>
                        <th class="num">{t("results.imps")}</th>
                        <th class="num">{t("results.victory_points")}</th>
                    </tr>
                </thead>
                <tbody>
                    {score
                        .matches
                        .iter()
                        .map(|m| {
                            let imps = tf(
                                "club.match",
                                &[("home", &figure(m.home_imps)), ("away", &figure(m.away_imps))],
                            );
                            let vps = tf(
                                "club.match",
                                &[("home", &figure(m.home_vps)), ("away", &figure(m.away_vps))],
                            );
                            view! {
                                <tr data-testid="club-match-row">
                                    <td><bdi>{name(&m.teams.section, m.teams.home)}</bdi></td>
                                    <td><bdi>{name(&m.teams.section, m.teams.away)}</bdi></td>
                                    <td class="num" data-testid="club-match-imps">{imps}</td>
                                    <td class="num" data-testid="club-match-vps">{vps}</td>
                                </tr>
                            }
                        })
                        .collect_view()}
                </tbody>
            </table>
        </div>
    }
}

/// A traveller line's result as players read it: "4♠ North +1", "Adjusted A6040", "Not played".
fn outcome_text(o: &Outcome) -> String {
    match o {
        Outcome::Played(r) => result_text(r),
        Outcome::NotPlayed => t("results.not_played"),
        other => format!(
            "{} {}",
            t("results.adjusted"),
            isolate(current_lang(), &score_text(other, None))
        ),
    }
}

/// One board's traveller: every line, the app's figures, and the file's where they differ.
#[component]
pub fn Traveller(
    event: Arc<ClubEvent>,
    score: Arc<EventScore>,
    board: u32,
    /// A line of the player's, shown first and marked (the replay at home).
    #[prop(optional)]
    yours: Option<(String, i32, String)>,
) -> impl IntoView {
    let Some(b) = event.board(board).cloned() else {
        return ().into_any();
    };
    let imps = !matches!(event.rules.scoring, BoardScoring::Matchpoints(_));
    let (ns_head, ew_head) = if imps {
        (t("scorer.imps_ns"), t("scorer.imps_ew"))
    } else {
        (t("card.ns_mp"), t("card.ew_mp"))
    };
    let scored = score.boards.iter().find(|s| s.number == board).cloned();
    let file_says = |printed: Option<&String>, app: Option<Points>| {
        let printed = printed?;
        let app = app?;
        (!app.matches_printed(printed)).then(|| {
            view! {
                <span class="file-figure" data-testid="file-figure">
                    {tf("club.file_says", &[("value", &isolate(current_lang(), &decimal(printed)))])}
                </span>
            }
        })
    };
    view! {
        <div class="scroll-x">
        <table class="score-card traveller" data-testid="club-traveller" data-board=board>
            <caption>
                {tf("card.traveller", &[("board", &board.to_string())])}
                " · "
                {tf("scorer.dealer", &[("seat", &seat_name(b.dealer))])}
                " · "
                {tf("scorer.vulnerable", &[("vul", &vul_name(b.vulnerability))])}
            </caption>
            <thead>
                <tr>
                    <th>{t(if event.form == Form::Teams { "results.team" } else { "results.pair" })}</th>
                    <th>{t("results.contract")}</th>
                    <th class="num">{t("card.ns_score")}</th>
                    <th class="num">{ns_head}</th>
                    <th class="num">{ew_head}</th>
                </tr>
            </thead>
            <tbody>
                {yours.map(|(result, ns_score, points)| view! {
                    <tr class="yours" data-testid="club-your-line">
                        <td>{t("club.replay.you")}</td>
                        <td>{result}</td>
                        <td class="num">{ltr(signed(ns_score))}</td>
                        <td class="num">{points}</td>
                        <td></td>
                    </tr>
                })}
                {b.lines
                    .iter()
                    .map(|l| {
                        let key = l.key(board);
                        let line = scored
                            .as_ref()
                            .and_then(|s| s.lines.iter().find(|x| x.key == key).cloned());
                        let published = event.published.lines.get(&key).cloned().unwrap_or_default();
                        let (ns, ew) = line
                            .as_ref()
                            .map_or((None, None), |x| (x.north_south, x.east_west));
                        let pairs = if event.sections().len() > 1 {
                            format!("{} {} – {}", l.section, l.north_south, l.east_west)
                        } else {
                            format!("{} – {}", l.north_south, l.east_west)
                        };
                        view! {
                            <tr data-testid="club-line">
                                <td class="pairs">{ltr(pairs)}</td>
                                <td>{outcome_text(&l.outcome)}</td>
                                <td class="num">{line.and_then(|x| x.north_south_score).map(|s| ltr(signed(s)))}</td>
                                <td class="num" data-testid="club-ns">
                                    {ns.map(figure)}
                                    {file_says(published.north_south.as_ref(), ns)}
                                </td>
                                <td class="num" data-testid="club-ew">
                                    {ew.map(figure)}
                                    {file_says(published.east_west.as_ref(), ew)}
                                </td>
                            </tr>
                        }
                    })
                    .collect_view()}
            </tbody>
        </table>
        </div>
    }
    .into_any()
}

#[component]
fn Travellers(event: Arc<ClubEvent>, score: Arc<EventScore>) -> impl IntoView {
    let numbers: Vec<u32> = event.boards.iter().map(|b| b.number).collect();
    let first = numbers.first().copied().unwrap_or(1);
    let board = RwSignal::new(first);
    view! {
        <section class="travellers" data-testid="club-travellers">
            <div class="choice-group" role="group" aria-labelledby="club-board-pick">
                <span class="choice-label" id="club-board-pick">{move || t("card.board")}</span>
                <div class="choices">
                    <ChoiceButtons
                        chosen=board
                        choices=numbers
                            .into_iter()
                            .map(|n| Choice::text(n, n.to_string(), "club-board"))
                            .collect()
                    />
                </div>
            </div>
            {move || {
                let b = board.get();
                view! { <Traveller event=Arc::clone(&event) score=Arc::clone(&score) board=b/> }
            }}
        </section>
    }
}

fn board_of(b: &BoardRecord) -> Option<Board> {
    Some(Board {
        number: b.number,
        dealer: b.dealer,
        vulnerability: b.vulnerability,
        deal: b.deal?,
    })
}

/// The hand records: each board's hands, and its double-dummy table and par on request (solved
/// in the engine workers).
#[component]
fn HandRecords(event: Arc<ClubEvent>) -> impl IntoView {
    let boards: Vec<Board> = event.boards.iter().filter_map(board_of).collect();
    let analysed = RwSignal::new(None::<u32>);
    view! {
        <section class="hand-records" data-testid="club-records">
            {boards.is_empty().then(|| view! { <p class="hint">{t("club.no_hands")}</p> })}
            <div class="records">
                {boards
                    .into_iter()
                    .map(|board| {
                        let n = board.number;
                        view! {
                            <article class="record" data-testid="club-record">
                                {hand_record(&board)}
                                {move || {
                                    if analysed.get() == Some(n) {
                                        view! { <div class="record-dd"><DdSection board=board/></div> }.into_any()
                                    } else {
                                        view! {
                                            <button class="button" data-testid="club-dd" on:click=move |_| analysed.set(Some(n))>
                                                {t("club.show_dd")}
                                            </button>
                                        }
                                            .into_any()
                                    }
                                }}
                            </article>
                        }
                    })
                    .collect_view()}
            </div>
        </section>
    }
}

/// The results page's labels in the player's language.
fn labels() -> Labels {
    let lang = current_lang();
    Labels::from_catalogue(
        lang.code(),
        lang.dir() == crate::services::i18n::Dir::Rtl,
        |k| Some(lookup(lang, k)),
    )
    .unwrap_or_default()
}

/// A file name from the event's date: "club-2026-12-01".
fn file_stem(event: &ClubEvent) -> String {
    let date: String = event
        .info
        .date
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    if date.is_empty() {
        "club-results".into()
    } else {
        format!("club-{date}")
    }
}

/// Why the evening cannot be replayed, in the player's words.
fn replay_problem_text(p: ReplayProblem) -> String {
    match p {
        ReplayProblem::Teams => t("club.replay.teams"),
        ReplayProblem::NoHands(b) => tf("club.replay.no_hands", &[("board", &b.to_string())]),
        ReplayProblem::Gap(b) => tf("club.replay.gap", &[("board", &b.to_string())]),
        ReplayProblem::Boards(n) => tf("club.replay.boards", &[("n", &n.to_string())]),
    }
}

/// The files of the evening (USEBIO 1.2, PBN with score tables, the results page) and its
/// replay at home.
#[component]
fn Files(file: ClubFile, event: Arc<ClubEvent>) -> impl IntoView {
    let stem = file_stem(&event);
    let state = expect_context::<AppState>();
    let problem = RwSignal::new(None::<String>);
    // The results page: each board's double-dummy table first, solved in the workers.
    let solving = RwSignal::new(None::<(usize, usize)>);
    let page = {
        let event = Arc::clone(&event);
        let stem = stem.clone();
        move |_| {
            if solving.get_untracked().is_some() {
                return;
            }
            let boards: Vec<Board> = event.boards.iter().filter_map(board_of).collect();
            let total = boards.len();
            let done: Rc<RefCell<Vec<Analysis>>> = Rc::new(RefCell::new(Vec::new()));
            let left = Rc::new(RefCell::new(total));
            let labels = labels();
            let finish = {
                let event = Arc::clone(&event);
                let stem = stem.clone();
                let done = Rc::clone(&done);
                Rc::new(move || {
                    let mut analyses = done.borrow().clone();
                    analyses.sort_by_key(|a| a.board);
                    let html = results_page(&event, &labels, &analyses);
                    download(&format!("{stem}.html"), "text/html", &html);
                    solving.try_set(None);
                })
            };
            if total == 0 {
                return finish();
            }
            solving.set(Some((0, total)));
            for board in boards {
                let (done, left, finish) = (Rc::clone(&done), Rc::clone(&left), Rc::clone(&finish));
                let group = worker::dd_table(board.deal, move |p| {
                    let last = match p {
                        DdProgress::Done(table) => {
                            done.borrow_mut().push(Analysis {
                                board: board.number,
                                table,
                                par: bridge_engine::par::par(
                                    &table,
                                    board.dealer,
                                    board.vulnerability,
                                ),
                            });
                            true
                        }
                        // A board whose table failed shows its hands only.
                        DdProgress::Failed => true,
                        DdProgress::Partial(_) => false,
                    };
                    if last {
                        let remaining = {
                            let mut l = left.borrow_mut();
                            *l = l.saturating_sub(1);
                            *l
                        };
                        solving.try_set(Some((total - remaining, total)));
                        if remaining == 0 {
                            finish();
                        }
                    }
                });
                // The jobs run to the end even if the tab changes: the page is still wanted.
                std::mem::forget(group);
            }
        }
    };
    let (usebio_text, pbn_text) = (usebio::write(&event), pbn_results::write(&event));
    let (s1, s2) = (stem.clone(), stem);
    let replay = {
        let event = Arc::clone(&event);
        move |_| {
            let replay = ClubReplay::new(file.clone(), (*event).clone());
            // A link's `seed=` gives everyone the same robots (as a new session of any mode).
            let seed = state.link.with_value(|p| p.seed).unwrap_or_else(fresh_seed);
            match Session::club_replay(fresh_id(), replay, seed) {
                Ok(mut s) => {
                    persist(&mut s);
                    // The pairs mode opens the session left open: this one.
                    store::set_open_id(Some(&s.id));
                    state.go(Screen::Play(Mode::Duplicate));
                }
                Err(p) => problem.set(Some(replay_problem_text(p))),
            }
        }
    };
    view! {
        <section class="club-files" data-testid="club-files">
            <h2>{move || t("club.replay.title")}</h2>
            <p class="hint">{move || t("club.replay.hint")}</p>
            <div class="form-actions">
                <button class="button primary" data-testid="club-replay" on:click=replay>
                    {move || t("club.replay.start")}
                </button>
            </div>
            {move || problem.get().map(|p| view! { <p class="message" role="alert" data-testid="club-replay-problem">{p}</p> })}
            <h2>{move || t("club.files")}</h2>
            <p class="hint">{move || t("club.files_hint")}</p>
            <div class="form-actions">
                <button
                    class="button"
                    data-testid="club-export-usebio"
                    on:click=move |_| download(&format!("{s1}.xml"), "application/xml", &usebio_text)
                >
                    {move || t("club.export_usebio")}
                </button>
                <button
                    class="button"
                    data-testid="club-export-pbn"
                    on:click=move |_| download(&format!("{s2}.pbn"), "text/plain", &pbn_text)
                >
                    {move || t("club.export_pbn")}
                </button>
                <button class="button" data-testid="club-export-html" on:click=page>
                    {move || t("club.export_html")}
                </button>
            </div>
            {move || solving.get().map(|(n, total)| view! {
                <p class="dd-progress" role="status" data-testid="club-page-progress">
                    <progress max=total value=n></progress>
                    <span>{tf("club.page_progress", &[("n", &n.to_string()), ("total", &total.to_string())])}</span>
                </p>
            })}
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::as_printed;

    #[test]
    fn the_apps_figure_takes_the_files_decimals() {
        assert_eq!(as_printed("4", "3.00"), "4.00");
        assert_eq!(as_printed("0.5", "0.75"), "0.50");
        assert_eq!(as_printed("71.88", "71.9"), "71.88");
        assert_eq!(as_printed("A6040", "420"), "A6040");
        assert_eq!(as_printed("2", "2="), "2");
    }
}
