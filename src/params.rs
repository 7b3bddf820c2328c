//! What the page's URL asks for: `?mode=practice&lang=fa&deal=N:…&board=7&seed=42`.
//!
//! Parsing is plain Rust with no browser in it, so it is tested natively. Values are only ever
//! used as data (a deal is parsed by the engine, a language looked up in the catalogue list);
//! anything invalid is reported on the page as text, never executed or inserted as markup.

use bridge_engine::Deal;

/// The launch options found in a query string.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LaunchParams {
    /// `mode`: which play mode to open (practice, rubber, chicago, pairs, teams, minibridge,
    /// honeymoon).
    pub mode: Option<String>,
    /// `lang`: the interface language code.
    pub lang: Option<String>,
    /// `deal` (repeatable): PBN deal strings to play first, in order.
    pub deals: Vec<Deal>,
    /// `board`: the board number of the first given deal (dealer and vulnerability follow it).
    pub board: Option<u32>,
    /// `seed`: a number to deal from, so the same link gives the same random deals.
    pub seed: Option<u64>,
    /// `pace`: milliseconds a robot takes per call or card (0 to 5000), for demonstrations,
    /// slow readers and tests.
    pub pace: Option<u32>,
    /// What could not be used, in words for the player.
    pub errors: Vec<String>,
}

/// The modes a link may open.
pub const MODES: [&str; 7] = [
    "practice",
    "rubber",
    "chicago",
    "pairs",
    "teams",
    "minibridge",
    "honeymoon",
];

/// The languages a link may choose.
pub const LANGS: [&str; 5] = ["en", "fa", "ar", "el", "pl"];

/// Decodes `%XX` escapes and `+` as a space; `None` for a broken escape or invalid UTF-8.
pub fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = s.get(i + 1..i + 3)?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).ok()
}

/// Shortens a value for an error message, so a huge parameter does not flood the page.
fn shown(value: &str) -> String {
    clip(value, 40)
}

/// The first `n` characters of `text`, with an ellipsis when it was longer.
fn clip(text: &str, n: usize) -> String {
    let mut v: String = text.chars().take(n).collect();
    if text.chars().count() > n {
        v.push('…');
    }
    v
}

/// Reads a query string (with or without the leading `?`).
pub fn parse_query(query: &str) -> LaunchParams {
    let mut p = LaunchParams::default();
    let query = query.strip_prefix('?').unwrap_or(query);
    for pair in query.split('&').filter(|s| !s.is_empty()) {
        let (raw_key, raw_value) = pair.split_once('=').unwrap_or((pair, ""));
        let (Some(key), Some(value)) = (percent_decode(raw_key), percent_decode(raw_value)) else {
            p.errors
                .push(format!("unreadable parameter {:?}", shown(pair)));
            continue;
        };
        match key.as_str() {
            "mode" if MODES.contains(&value.as_str()) => p.mode = Some(value),
            "mode" => p.errors.push(format!("unknown mode {:?}", shown(&value))),
            "lang" if LANGS.contains(&value.as_str()) => p.lang = Some(value),
            "lang" => p
                .errors
                .push(format!("unknown language {:?}", shown(&value))),
            "deal" => match Deal::from_pbn(&value) {
                Ok(d) => p.deals.push(d),
                // The reason may quote the deal: it is clipped too (found by the fuzz test).
                Err(e) => p.errors.push(format!(
                    "deal {:?}: {}",
                    shown(&value),
                    clip(&e.to_string(), 100)
                )),
            },
            "board" => match value.parse::<u32>() {
                Ok(n) if (1..=9999).contains(&n) => p.board = Some(n),
                _ => p.errors.push(format!(
                    "board {:?} is not a number from 1 to 9999",
                    shown(&value)
                )),
            },
            "pace" => match value.parse::<u32>() {
                Ok(n) if n <= 5000 => p.pace = Some(n),
                _ => p.errors.push(format!(
                    "pace {:?} is not a number of milliseconds up to 5000",
                    shown(&value)
                )),
            },
            "seed" => match value.parse::<u64>() {
                Ok(n) => p.seed = Some(n),
                Err(_) => p
                    .errors
                    .push(format!("seed {:?} is not a whole number", shown(&value))),
            },
            // Other parameters (analytics tags a host adds, say) are not ours: ignore them.
            _ => {}
        }
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    const DEAL: &str = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";

    #[test]
    fn reads_every_parameter() {
        let q = format!(
            "?mode=pairs&lang=fa&board=7&seed=42&pace=0&deal={}",
            DEAL.replace(' ', "+")
        );
        let p = parse_query(&q);
        assert_eq!(p.mode.as_deref(), Some("pairs"));
        assert_eq!(p.lang.as_deref(), Some("fa"));
        assert_eq!(p.board, Some(7));
        assert_eq!(p.seed, Some(42));
        assert_eq!(p.pace, Some(0));
        assert_eq!(p.deals, vec![Deal::from_pbn(DEAL).unwrap()]);
        assert!(p.errors.is_empty());
        let encoded = DEAL.replace(' ', "%20").replace(':', "%3A");
        assert_eq!(
            parse_query(&format!("deal={encoded}&deal={encoded}"))
                .deals
                .len(),
            2
        );
    }

    #[test]
    fn bad_values_are_reported_not_used() {
        let p = parse_query(
            "mode=<script>alert(1)</script>&lang=xx&board=0&seed=-1&deal=N:AAA&x=%ZZ&utm=1",
        );
        assert_eq!(p.mode, None);
        assert_eq!(p.lang, None);
        assert_eq!(p.board, None);
        assert!(p.deals.is_empty());
        assert_eq!(p.errors.len(), 6, "{:?}", p.errors);
        let long = "x".repeat(10_000);
        let p = parse_query(&format!("mode={long}"));
        assert!(p.errors[0].len() < 100);
    }

    /// Generated links: valid ones with random edits. `BRIDGE_FUZZ_COUNT` sets how many (the
    /// long run: `BRIDGE_FUZZ_COUNT=1000000 cargo test --release -p bridge-app --lib fuzz`).
    #[test]
    fn fuzz_generated_links_never_panic_or_hang() {
        use bridge_engine::fuzz::{Mutator, run};
        const TOKENS: &[&str] = &[
            "?",
            "&",
            "=",
            "+",
            "%",
            "%2",
            "%ZZ",
            "%E2%99%A0",
            "%FF",
            "%00",
            "mode",
            "lang",
            "deal",
            "board",
            "seed",
            "pace",
            "practice",
            "fa",
            "N:",
            "AKQJT98765432",
            ".",
            " ",
            "0",
            "-1",
            "9999",
            "10000",
            "18446744073709551616",
            "\u{2660}",
        ];
        let examples = vec![
            format!(
                "?mode=practice&lang=fa&deal={}&board=7&seed=42&pace=0",
                DEAL.replace(' ', "+")
            ),
            format!(
                "mode=pairs&deal={}&deal={}",
                DEAL.replace(' ', "%20"),
                DEAL.replace(' ', "%20")
            ),
            "?lang=el&seed=18446744073709551615&pace=5000&utm_source=x".to_string(),
        ];
        let count = std::env::var("BRIDGE_FUZZ_COUNT")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(3000);
        let mut m = Mutator::new(20261130, examples, TOKENS);
        let report = run(&mut m, count, |q| {
            let p = parse_query(q);
            // Whatever is kept is valid; every error message stays short.
            assert!(p.board.is_none_or(|b| (1..=9999).contains(&b)));
            assert!(p.pace.is_none_or(|n| n <= 5000));
            assert!(p.errors.iter().all(|e| e.chars().count() < 200));
        });
        assert!(
            report.slowest < std::time::Duration::from_secs(1),
            "{report:?}"
        );
    }

    #[test]
    fn percent_decoding() {
        assert_eq!(percent_decode("a+b%20c%3A").as_deref(), Some("a b c:"));
        assert_eq!(percent_decode("%E2%99%A0").as_deref(), Some("♠"));
        assert_eq!(percent_decode("%2"), None);
        assert_eq!(percent_decode("%FF"), None);
    }
}
