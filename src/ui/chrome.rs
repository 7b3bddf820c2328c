//! The app's chrome: the bar with the way back, the language selector, and the form controls
//! that save a setting or set a new session's option.

use leptos::prelude::*;

use crate::services::i18n::{Lang, t};
use crate::state::settings::Settings;
use crate::state::{AppState, Screen};

/// A screen under the menu: a bar with a way back and the screen's title, then its content.
#[component]
pub fn SubScreen(title_key: &'static str, children: Children) -> impl IntoView {
    view! {
        <main class="sub-screen">
            <header class="bar">
                <BackButton/>
                <h1>{move || t(title_key)}</h1>
            </header>
            {children()}
        </main>
    }
}

/// The way back to the start menu. The arrow is drawn here only, and points toward the start
/// of the line: mirrored in right-to-left languages by the style sheet.
#[component]
pub fn BackButton() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <button class="button back" data-testid="back" on:click=move |_| state.go(Screen::Menu)>
            <span class="back-arrow" aria-hidden="true">
                "←"
            </span>
            // Shown beside the arrow; on a phone's table the arrow alone (style/table.css).
            <span class="back-label">{move || t("app.back")}</span>
        </button>
    }
}

/// One setting chosen from a list: its name (`key`), one option a value (named `key.<name>`) and
/// a description (`key.desc`), saved when changed. `id` is the list's id and test id.
#[component]
pub fn SettingChoice<T>(
    id: &'static str,
    key: &'static str,
    options: &'static [(&'static str, T)],
    get: fn(&Settings) -> T,
    set: fn(&mut Settings, T),
) -> impl IntoView
where
    T: Copy + PartialEq + Send + Sync + 'static,
{
    let state = expect_context::<AppState>();
    view! {
        <label class=format!("field {id}")>
            <span class="field-label">{move || t(key)}</span>
            <select
                id=id
                data-testid=id
                on:change=move |ev| {
                    let value = event_target_value(&ev);
                    if let Some((_, v)) = options.iter().find(|(n, _)| *n == value) {
                        state.update_settings(|s| set(s, *v));
                    }
                }
            >
                {options
                    .iter()
                    .map(|&(name, value)| {
                        view! {
                            <option value=name prop:selected=move || state.settings.with(get) == value>
                                {move || t(&format!("{key}.{name}"))}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
            <span class="toggle-desc">{move || t(&format!("{key}.desc"))}</span>
        </label>
    }
}

/// The language selector; each language is named in its own script.
#[component]
pub fn LanguageSelect() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <label class="field language">
            <span class="field-label">{move || t("menu.language")}</span>
            <select
                id="language"
                on:change=move |ev| {
                    if let Some(lang) = Lang::from_code(&event_target_value(&ev)) {
                        state.link_lang.set(None);
                        state.update_settings(|s| s.lang = lang);
                    }
                }
            >
                {Lang::ALL
                    .into_iter()
                    .map(|lang| {
                        view! {
                            <option
                                value=lang.code()
                                lang=lang.code()
                                prop:selected=move || state.lang() == lang
                            >
                                {lang.native_name()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}

/// A checkbox of a new-session form (here and the scorer's), named from the catalogue.
#[component]
pub fn FormToggle(on: RwSignal<bool>, testid: &'static str, key: &'static str) -> impl IntoView {
    view! {
        <label class="toggle">
            <input
                type="checkbox"
                data-testid=testid
                prop:checked=move || on.get()
                on:change=move |ev| on.set(event_target_checked(&ev))
            />
            {move || t(key)}
        </label>
    }
}

/// What a choice button reads: a catalogue key (followed when the language changes) or a text
/// made by the caller (a section's name, a board's number).
pub enum Label {
    /// A key of the message catalogue.
    Key(&'static str),
    /// A text already made.
    Text(String),
}

/// One button of a group of which one is pressed.
pub struct Choice<T> {
    /// The value the button chooses.
    pub value: T,
    /// What it reads.
    pub label: Label,
    /// Its `data-testid`.
    pub test_id: String,
}

impl<T> Choice<T> {
    /// A choice named by a catalogue key.
    pub fn key(value: T, key: &'static str, test_id: impl Into<String>) -> Self {
        Self {
            value,
            label: Label::Key(key),
            test_id: test_id.into(),
        }
    }

    /// A choice named by a text of the caller's.
    pub fn text(value: T, text: String, test_id: impl Into<String>) -> Self {
        Self {
            value,
            label: Label::Text(text),
            test_id: test_id.into(),
        }
    }
}

/// A row of buttons of which the one holding `chosen`'s value is pressed (`aria-pressed`);
/// pressing one sets `chosen`, then calls `on_pick` (e.g. to forget what the old choice
/// started). The caller's container names the group (a `nav`, or a `div role=group`).
#[component]
pub fn ChoiceButtons<T>(
    chosen: RwSignal<T>,
    choices: Vec<Choice<T>>,
    #[prop(optional)] on_pick: Option<Callback<T>>,
) -> impl IntoView
where
    T: Copy + PartialEq + Send + Sync + 'static,
{
    choices
        .into_iter()
        .map(
            |Choice {
                 value,
                 label,
                 test_id,
             }| {
                let label = match label {
                    Label::Key(key) => (move || t(key)).into_any(),
                    Label::Text(text) => text.into_any(),
                };
                view! {
                    <button
                        type="button"
                        class="button choice"
                        aria-pressed=move || if chosen.get() == value { "true" } else { "false" }
                        data-testid=test_id
                        on:click=move |_| {
                            chosen.set(value);
                            if let Some(f) = on_pick {
                                f.run(value);
                            }
                        }
                    >
                        {label}
                    </button>
                }
            },
        )
        .collect_view()
}

/// A screen's tabs: a button a tab, the one shown pressed, each named from the catalogue
/// (`key`) with its test id; the bar is named by `label_key`.
#[component]
pub fn TabBar<T>(
    tab: RwSignal<T>,
    tabs: Vec<(T, &'static str, &'static str)>,
    label_key: &'static str,
) -> impl IntoView
where
    T: Copy + PartialEq + Send + Sync + 'static,
{
    let choices = tabs
        .into_iter()
        .map(|(which, key, id)| Choice::key(which, key, id))
        .collect();
    view! {
        <nav class="scorer-tabs" aria-label=move || t(label_key)>
            <ChoiceButtons chosen=tab choices=choices/>
        </nav>
    }
}

/// Opens the browser's print dialog (each printable screen's print style sheet says what
/// shows).
pub fn print_page() {
    if let Err(e) = window().print() {
        leptos::logging::error!("printing was refused: {e:?}");
    }
}
