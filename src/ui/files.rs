//! Files in and out of the browser: a download made from text, and the text of a chosen file.

use leptos::prelude::*;

use crate::services::i18n::t;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// Offers `text` as a file download named `name`.
pub fn download(name: &str, mime: &str, text: &str) {
    let parts = js_sys_array(text);
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Ok(a) = document().create_element("a")
        && let Ok(a) = a.dyn_into::<web_sys::HtmlAnchorElement>()
    {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// The two buttons that download deals: as PBN and as LIN (BBO's format), named `file.pbn` and
/// `file.lin`; their test ids are `export-{testid}pbn` and `export-{testid}lin`.
#[component]
pub fn DealFiles(file: String, pbn: String, lin: String, testid: &'static str) -> impl IntoView {
    let lin_file = file.clone();
    view! {
        <button
            class="button"
            data-testid=format!("export-{testid}pbn")
            on:click=move |_| download(&format!("{file}.pbn"), "text/plain", &pbn)
        >
            {move || t("sessions.export_pbn")}
        </button>
        <button
            class="button"
            data-testid=format!("export-{testid}lin")
            on:click=move |_| download(&format!("{lin_file}.lin"), "text/plain", &lin)
        >
            {move || t("games.export_lin")}
        </button>
    }
}

fn js_sys_array(text: &str) -> wasm_bindgen::JsValue {
    let array = web_sys::js_sys::Array::new();
    array.push(&wasm_bindgen::JsValue::from_str(text));
    array.into()
}

/// Reads the file chosen in an `<input type=file>` and hands its text to `done`; a file larger
/// than `max_bytes` is not read at all (`done` gets its size), so a huge file cannot freeze the
/// page.
pub fn read_chosen_file(
    ev: &leptos::ev::Event,
    max_bytes: usize,
    done: impl Fn(Result<String, usize>) + 'static,
) {
    let Some(input) = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
    else {
        return;
    };
    let Some(file) = input.files().and_then(|f| f.get(0)) else {
        return;
    };
    // Choosing the same file again must fire `change` again.
    input.set_value("");
    read_file(&file, max_bytes, done);
}

/// The first file dropped on an element (`drop` event), if any.
pub fn dropped_file(ev: &leptos::ev::DragEvent) -> Option<web_sys::File> {
    let transfer = web_sys::js_sys::Reflect::get(ev, &"dataTransfer".into()).ok()?;
    let files = web_sys::js_sys::Reflect::get(&transfer, &"files".into()).ok()?;
    files.dyn_into::<web_sys::FileList>().ok()?.get(0)
}

/// Reads `file` as text and hands it to `done`; a file larger than `max_bytes` is not read
/// (`done` gets its size).
pub fn read_file(
    file: &web_sys::File,
    max_bytes: usize,
    done: impl Fn(Result<String, usize>) + 'static,
) {
    let size = file.size() as usize;
    if size > max_bytes {
        done(Err(size));
        return;
    }
    let Ok(reader) = web_sys::FileReader::new() else {
        return;
    };
    let r = reader.clone();
    let onload = Closure::once(move || {
        if let Ok(v) = r.result()
            && let Some(text) = v.as_string()
        {
            done(Ok(text));
        }
    });
    reader.set_onload(Some(onload.as_ref().unchecked_ref()));
    onload.forget();
    let _ = reader.read_as_text(file);
}
