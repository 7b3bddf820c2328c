//! What the app has to tell the player above whatever screen is on show: a notice, and what
//! the page's link asked for that could not be used.

use leptos::prelude::*;

use crate::services::errors::ToMsg;
use crate::services::i18n::{msg, t};
use crate::state::{AppState, Notice};

/// The notice, if any, with a button to dismiss it.
#[component]
pub fn NoticeBar() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        state.notice.get().map(|notice| {
            let update = notice == Notice::UpdateReady;
            view! {
                <div
                    class="notice"
                    role="status"
                    data-testid=if update { "update-ready" } else { "notice" }
                >
                    <p>{move || notice.text()}</p>
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
