//! What the app has to tell the player above whatever screen is on show: a notice, and what
//! the page's link asked for that could not be used.

use leptos::prelude::*;

use crate::services::errors::ToMsg;
use crate::services::i18n::{msg, t, tf};
use crate::services::storage::StorageError;
use crate::state::sessions::store;
use crate::state::{AppState, Notice};

/// How many of the largest saved sessions the full-storage notice offers to delete.
const LARGEST: usize = 5;

/// A full storage's way out: the largest saved sessions with their sizes, each deleted after a
/// confirmation; the sessions refused before are saved again as soon as there is room.
#[component]
fn FreeSpace() -> impl IntoView {
    let state = expect_context::<AppState>();
    let open = RwSignal::new(false);
    let asking = RwSignal::new(None::<(String, usize)>);
    // Read again after each deletion.
    let sizes = RwSignal::new(Vec::<(String, usize)>::new());
    let kb = |bytes: usize| bytes.div_ceil(1024).to_string();
    let label = move |id: &str, bytes: usize| {
        let date = store::started(id).unwrap_or_else(|| "—".into());
        tf(
            "storage.session_size",
            &[("date", &date), ("size", &kb(bytes))],
        )
    };
    let delete = move |id: String| {
        asking.set(None);
        let _ = state.sessions.delete(&id);
        if state.sessions.any_unsaved() {
            sizes.set(state.sessions.sizes());
        } else {
            state.notice.set(Some(Notice::SavedAfterRoom));
        }
    };
    view! {
        <Show
            when=move || open.get()
            fallback=move || view! {
                <button
                    class="button"
                    data-testid="free-space"
                    on:click=move |_| {
                        sizes.set(state.sessions.sizes());
                        open.set(true);
                    }
                >
                    {move || t("storage.free_space")}
                </button>
            }
        >
            <div class="free-space" data-testid="free-space-list">
                <p>{move || t("storage.largest")}</p>
                <ul>
                    {move || {
                        sizes
                            .get()
                            .into_iter()
                            .take(LARGEST)
                            .map(|(id, bytes)| {
                                let text = label(&id, bytes);
                                let ask = (id.clone(), bytes);
                                view! {
                                    <li data-testid="largest-session">
                                        <bdi>{text}</bdi>
                                        " "
                                        <button
                                            class="button"
                                            data-testid="free-delete"
                                            on:click=move |_| asking.set(Some(ask.clone()))
                                        >
                                            {move || t("storage.delete")}
                                        </button>
                                    </li>
                                }
                            })
                            .collect_view()
                    }}
                </ul>
                {move || {
                    asking.get().map(|(id, bytes)| {
                        let text = tf("storage.delete_confirm", &[("session", &label(&id, bytes))]);
                        view! {
                            <div role="alert" data-testid="free-confirm">
                                <p>{text}</p>
                                <button
                                    class="button primary"
                                    data-testid="free-delete-yes"
                                    on:click=move |_| delete(id.clone())
                                >
                                    {move || t("storage.delete_yes")}
                                </button>
                                <button class="button" data-testid="free-delete-no" on:click=move |_| asking.set(None)>
                                    {move || t("storage.delete_no")}
                                </button>
                            </div>
                        }
                    })
                }}
            </div>
        </Show>
    }
}

/// The notice, if any, with a button to dismiss it.
#[component]
pub fn NoticeBar() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        state.notice.get().map(|notice| {
            let update = notice == Notice::UpdateReady;
            let full = matches!(
                notice,
                Notice::SessionNotSaved {
                    reason: StorageError::Full
                }
            );
            view! {
                <div
                    class="notice"
                    role="status"
                    data-testid=if update { "update-ready" } else { "notice" }
                >
                    <p>{move || notice.text()}</p>
                    {full.then(|| view! { <FreeSpace/> })}
                    {update
                        .then(|| {
                            view! {
                                <button
                                    class="button"
                                    data-testid="reload-now"
                                    on:click=move |_| crate::services::offline::reload()
                                >
                                    {move || t("update.reload")}
                                </button>
                            }
                        })}
                    <button class="button" on:click=move |_| state.notice.set(None)>
                        {move || t("settings.dismiss")}
                    </button>
                </div>
            }
        })
    }
}

/// What the page's link asked for that could not be used (`?mode=…&deal=…`), as plain text,
/// above whatever screen opens, until dismissed.
#[component]
pub fn LinkErrors() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        let errors = state.link_errors.get();
        (!errors.is_empty()).then(|| {
            view! {
                <div class="link-errors" role="alert" data-testid="link-errors">
                    <p>{move || t("link.errors")}</p>
                    <ul>
                        {errors
                            .into_iter()
                            .map(|e| view! { <li>{move || msg(&e.to_msg())}</li> })
                            .collect_view()}
                    </ul>
                    <button class="button" on:click=move |_| state.link_errors.set(Vec::new())>
                        {move || t("settings.dismiss")}
                    </button>
                </div>
            }
        })
    }
}
