//! A session open in another tab: this tab shows so instead of the session, and offers to take
//! it over (`state::sessions::lock`).

use leptos::prelude::*;

use crate::services::i18n::t;
use crate::state::sessions::lock::{Hold, SessionLock};

/// Shows `children` (the session's screen) while this tab holds session `id`; while another tab
/// holds it, a notice that it is open there and a button to play it here. A take-over runs
/// `on_taken` once the other tab saved and let go, with the text of its last save when it sent
/// it (the caller reads the session again), then draws `children` again. `back` is the way
/// out the notice offers (the list, the menu).
#[component]
pub fn TabGuard(
    id: String,
    #[prop(into)] back: ViewFn,
    on_taken: Callback<Option<String>>,
    children: ChildrenFn,
) -> impl IntoView {
    let lock = SessionLock::open(&id);
    move || match lock.hold() {
        Hold::Mine => children().into_any(),
        Hold::Asking => {
            // Never a blank page while the other tabs answer.
            view! {
                <main class="sub-screen tab-asking" aria-busy="true">
                    <p class="loading" role="status">{move || t("app.loading")}</p>
                </main>
            }
            .into_any()
        }
        hold @ (Hold::Elsewhere | Hold::Taking) => {
            let taking = hold == Hold::Taking;
            view! {
                <main class="sub-screen tab-elsewhere" data-testid="tab-elsewhere">
                    <div class="bar">{back.run()}</div>
                    <section class="panel" role="alert">
                        <h2>{move || t("tabs.elsewhere.heading")}</h2>
                        <p>{move || t("tabs.elsewhere.text")}</p>
                        <div class="control-buttons">
                            <button
                                class="button primary"
                                data-testid="take-over"
                                aria-disabled=taking.to_string()
                                on:click=move |_| {
                                    if !taking {
                                        lock.take_over(move |saved| on_taken.run(saved));
                                    }
                                }
                            >
                                {move || if taking { t("tabs.taking") } else { t("tabs.take_over") }}
                            </button>
                        </div>
                    </section>
                </main>
            }
            .into_any()
        }
    }
}
