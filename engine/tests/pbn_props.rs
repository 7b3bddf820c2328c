//! Property tests: the PBN reader never panics, and whatever it accepts the writer writes in a
//! form that reads back as the same games.

use bridge_engine::pbn;
use proptest::prelude::*;

const FILES: [&str; 4] = [
    include_str!("data/bridgebots_sample.pbn"),
    include_str!("data/pbntools_history.pbn"),
    include_str!("data/bigdeal_psbridge.pbn"),
    include_str!("data/pbn21_reference_correct.pbn"),
];

/// Characters that matter to the PBN grammar, so mutations hit the interesting paths.
const ALPHABET: &[char] = &[
    '[', ']', '"', '\\', '{', '}', ';', '%', '#', '=', '$', '!', '?', '*', '+', '-', '^', ':', '.',
    ' ', '\n', '\r', '\t', 'N', 'E', 'S', 'W', 'X', 'A', 'K', 'T', '1', '7', 'P', 'é', '♠',
];

/// An edit at a relative position: delete, insert or replace characters, or duplicate a line.
#[derive(Clone, Debug)]
enum Edit {
    Delete(f64, usize),
    Insert(f64, String),
    Replace(f64, char),
    DuplicateLine(f64),
}

fn edit() -> impl Strategy<Value = Edit> {
    let ch = proptest::sample::select(ALPHABET);
    prop_oneof![
        (0.0..1.0f64, 1usize..6).prop_map(|(p, n)| Edit::Delete(p, n)),
        (0.0..1.0f64, proptest::collection::vec(ch.clone(), 1..4))
            .prop_map(|(p, s)| Edit::Insert(p, s.into_iter().collect())),
        (0.0..1.0f64, ch).prop_map(|(p, c)| Edit::Replace(p, c)),
        (0.0..1.0f64).prop_map(Edit::DuplicateLine),
    ]
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let at = |p: f64, len: usize| ((p * len as f64) as usize).min(len);
        match e {
            Edit::Delete(p, n) => {
                let i = at(*p, chars.len());
                let j = (i + n).min(chars.len());
                chars.drain(i..j);
            }
            Edit::Insert(p, s) => {
                let i = at(*p, chars.len());
                chars.splice(i..i, s.chars());
            }
            Edit::Replace(p, c) => {
                let i = at(*p, chars.len());
                if i < chars.len() {
                    chars[i] = *c;
                }
            }
            Edit::DuplicateLine(p) => {
                let s: String = chars.iter().collect();
                let lines: Vec<&str> = s.split('\n').collect();
                let i = at(*p, lines.len().saturating_sub(1));
                let mut out: Vec<&str> = lines.clone();
                if let Some(l) = lines.get(i) {
                    out.insert(i, l);
                }
                chars = out.join("\n").chars().collect();
            }
        }
    }
    chars.into_iter().collect()
}

/// Reading never panics; an accepted text is written so that it reads back the same, and the
/// written text is a fixed point.
fn check(text: &str) {
    if let Ok(games) = pbn::parse(text) {
        let written = pbn::write(&games);
        let again = pbn::parse(&written)
            .unwrap_or_else(|e| panic!("rewritten text refused: {e}\n{written}"));
        assert_eq!(again, games, "\n{written}");
        assert_eq!(pbn::write(&again), written);
        for g in &games {
            let _ = g.to_game();
        }
    } else if let Err(e) = pbn::parse(text) {
        assert!(e.line >= 1 && e.line <= text.split('\n').count(), "{e}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,300}") {
        check(&text);
    }

    #[test]
    fn pbn_like_text_never_panics(
        text in proptest::collection::vec(proptest::sample::select(ALPHABET), 0..300)
    ) {
        check(&text.into_iter().collect::<String>());
    }

    #[test]
    fn mutated_real_files_never_panic(
        file in 0usize..FILES.len(),
        edits in proptest::collection::vec(edit(), 1..6),
    ) {
        check(&apply(FILES[file], &edits));
    }
}
