//! Keyboard focus at the table: arrow keys move between the calls of the bidding box and
//! between the cards of a hand (a roving tab stop: one Tab reaches the group, arrows move within
//! it), and focus comes back to the box or the hand when it is the player's turn again, instead
//! of falling to the page after every call and card.

use wasm_bindgen::JsCast;
use web_sys::{Element, FocusOptions, HtmlElement, KeyboardEvent};

/// Focuses `el` without scrolling the page (the hand must stay where the player sees it).
pub fn focus_quietly(el: &HtmlElement) {
    let options = FocusOptions::new();
    options.set_prevent_scroll(true);
    let _ = el.focus_with_options(&options);
}

/// The element focused now, if it is not the page itself.
fn active() -> Option<Element> {
    let doc = leptos::prelude::document();
    doc.active_element().filter(|el| {
        doc.body()
            .is_none_or(|b| b.unchecked_ref::<Element>() != el)
    })
}

/// Focuses the first element matching `selector` when the player's focus was at the table and
/// has nowhere useful to be: on the page itself (the focused button went away) or on a control
/// that cannot be used now. A player using the mouse, or reading elsewhere, is left alone.
pub fn return_focus(was_at_table: bool, selector: &str) {
    if !was_at_table {
        return;
    }
    let stranded = match active() {
        None => true,
        Some(el) => el.get_attribute("aria-disabled").as_deref() == Some("true"),
    };
    if !stranded {
        return;
    }
    if let Some(el) = leptos::prelude::document()
        .query_selector(selector)
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<HtmlElement>().ok())
    {
        focus_quietly(&el);
    }
}

fn centre(el: &Element) -> (f64, f64) {
    let r = el.get_bounding_client_rect();
    (r.left() + r.width() / 2.0, r.top() + r.height() / 2.0)
}

/// Moves focus by an arrow key among the elements matching `items` inside the element matching
/// `group` that holds the event's target: to the nearest one in that direction on screen
/// (Left/Right fall back to the previous/next one in order, so a row's end leads to the next
/// row). Home and End go to the first and last. Returns true when the key was handled.
pub fn arrow_move(ev: &KeyboardEvent, group: &str, items: &str) -> bool {
    let key = ev.key();
    let dir: (f64, f64) = match key.as_str() {
        "ArrowLeft" => (-1.0, 0.0),
        "ArrowRight" => (1.0, 0.0),
        "ArrowUp" => (0.0, -1.0),
        "ArrowDown" => (0.0, 1.0),
        "Home" | "End" => (0.0, 0.0),
        _ => return false,
    };
    let Some(current) = ev
        .target()
        .and_then(|t| t.dyn_into::<Element>().ok())
        .filter(|e| e.matches(items).unwrap_or(false))
    else {
        return false;
    };
    let Some(container) = current.closest(group).ok().flatten() else {
        return false;
    };
    let Ok(list) = container.query_selector_all(items) else {
        return false;
    };
    let all: Vec<HtmlElement> = (0..list.length())
        .filter_map(|i| list.get(i))
        .filter_map(|n| n.dyn_into::<HtmlElement>().ok())
        // Shown only: hidden rows of the bidding box have no layout box.
        .filter(|e| e.offset_parent().is_some())
        .collect();
    if all.is_empty() {
        return false;
    }
    let here = all
        .iter()
        .position(|e| e.unchecked_ref::<Element>() == &current);
    let target = match key.as_str() {
        "Home" => all.first().cloned(),
        "End" => all.last().cloned(),
        _ => {
            let (x, y) = centre(&current);
            let best = all
                .iter()
                .filter(|e| e.unchecked_ref::<Element>() != &current)
                .filter_map(|e| {
                    let (cx, cy) = centre(e);
                    let (dx, dy) = (cx - x, cy - y);
                    // Distance along the arrow, and sideways (which counts more).
                    let along = dx * dir.0 + dy * dir.1;
                    let across = (dx * dir.1).abs() + (dy * dir.0).abs();
                    let same_line = if dir.1 == 0.0 { dy.abs() < 4.0 } else { true };
                    (along > 2.0 && same_line).then_some((along + 3.0 * across, e))
                })
                .min_by(|a, b| a.0.total_cmp(&b.0))
                .map(|(_, e)| e.clone());
            best.or_else(|| {
                let i = here?;
                match key.as_str() {
                    "ArrowRight" if dir.0 > 0.0 => all.get(i + 1).cloned(),
                    "ArrowLeft" => i.checked_sub(1).and_then(|j| all.get(j).cloned()),
                    _ => None,
                }
            })
        }
    };
    if let Some(t) = target {
        ev.prevent_default();
        focus_quietly(&t);
    }
    true
}
