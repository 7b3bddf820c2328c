//! What the page's URL asks for: `?mode=practice&lang=fa&deal=N:…&board=7&seed=42`.
//!
//! Parsing is plain Rust with no browser in it, so it is tested natively. Values are only ever
//! used as data (a deal is parsed by the engine, a language looked up in the catalogue list);
//! anything invalid is reported on the page as text, never executed or inserted as markup.

use bridge_engine::practice::DealType;
use bridge_engine::robot::Strength;
use bridge_engine::table::Seating;
use bridge_engine::{Deal, Side};

/// The launch options found in a query string.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LaunchParams {
    /// `mode`: which play mode to open, one of the names [`parse_query`] is given.
    pub mode: Option<String>,
    /// `lang`: the interface language code.
    pub lang: Option<String>,
    /// `deal` (repeatable): PBN deal strings to play first, in order.
    pub deals: Vec<Deal>,
    /// `board`: the board number of the first given deal (dealer and vulnerability follow it).
    pub board: Option<u32>,
    /// `seed`: a number to deal from, so the same link gives the same random deals.
    pub seed: Option<u64>,
    /// `lin` (a LIN text, or a whole BBO handviewer link): its deals join `deals`, its board
    /// number sets `board`, and its games (auction and play so far) go to `lin_games`.
    pub lin_games: Vec<bridge_engine::Game>,
    /// Why the `lin` parameter could not be read, as a catalogue message.
    pub lin_error: Option<bridge_engine::Msg>,
    /// `pace`: milliseconds a robot takes per call or card (0 to 5000), for demonstrations,
    /// slow readers and tests.
    pub pace: Option<u32>,
    /// `strength`: how hard the card-play robots think on this visit (quick, standard, strong),
    /// for tests and embeds on slow devices; replaces the player's setting without saving it.
    pub strength: Option<Strength>,
    /// `event`: a club's results file on the same site as the page (`results/2026-12-01.xml`), a
    /// relative path the club mode fetches and imports.
    pub event: Option<String>,
    /// `type`: the kind of practice deal (`bridge_engine::practice::DealType` ids: any, game,
    /// slam, competitive, strongest, notrump), for this link's practice session; with `seed`
    /// a link deals the same deals to everyone who opens it.
    pub deal_type: Option<DealType>,
    /// `declare`: where the player sits when partner wins the contract (`you`: the table turns
    /// and the player declares; `dealt`: the player stays at their seat), for this visit;
    /// replaces the player's "You declare" setting without saving it.
    pub seating: Option<Seating>,
    /// `direction`: the side a club's evening is replayed from at home (`ns` or `ew`), chosen
    /// ahead on the club screen's replay (the player may still change it there).
    pub direction: Option<Side>,
    /// What could not be used (shown to the player in their language, see
    /// [`crate::services::errors::link_msg`]).
    pub errors: Vec<LinkError>,
}

/// A parameter of the link that could not be used. The values are kept shortened, as given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// A `key=value` pair with a broken `%` escape or bytes that are not UTF-8.
    Unreadable(String),
    /// `mode=` names no play mode.
    UnknownMode(String),
    /// `lang=` names no language of the app.
    UnknownLanguage(String),
    /// `deal=` is not a deal.
    Deal {
        /// The value given.
        value: String,
        /// Why the engine refused it.
        error: bridge_engine::DealError,
    },
    /// `board=` is not a number from 1 to 9999.
    Board(String),
    /// `pace=` is not a number of milliseconds up to 5000.
    Pace(String),
    /// `seed=` is not a whole number.
    Seed(String),
    /// `strength=` is not quick, standard or strong.
    Strength(String),
    /// `type=` is not a deal type's id.
    DealType(String),
    /// `declare=` is not `you` or `dealt`.
    Seating(String),
    /// `direction=` is not `ns` or `ew`.
    Direction(String),
    /// `lin=` could not be read: the LIN reader's message (it names the tag and position).
    Lin(bridge_engine::Msg),
    /// `event=` is not a path on the page's own site (another site, a scheme, `..`, odd
    /// characters).
    Event(String),
}

impl LinkError {
    /// The value quoted in the message, shortened.
    pub fn value(&self) -> &str {
        match self {
            LinkError::Unreadable(v)
            | LinkError::UnknownMode(v)
            | LinkError::UnknownLanguage(v)
            | LinkError::Deal { value: v, .. }
            | LinkError::Board(v)
            | LinkError::Pace(v)
            | LinkError::Seed(v)
            | LinkError::Strength(v)
            | LinkError::Event(v)
            | LinkError::DealType(v)
            | LinkError::Seating(v)
            | LinkError::Direction(v) => v,
            LinkError::Lin(_) => "",
        }
    }
}

/// The languages a link may choose.
pub const LANGS: [&str; 5] = ["en", "fa", "ar", "el", "pl"];

/// The strengths a link may choose, by name.
pub const STRENGTHS: [(&str, Strength); 3] = [
    ("quick", Strength::Quick),
    ("standard", Strength::Standard),
    ("strong", Strength::Strong),
];

pub use bridge_engine::lin::percent_decode;

/// The longest `event=` path.
pub const MAX_EVENT_PATH: usize = 200;

/// Whether `path` names a file on the page's own site: a relative path (or one from the site's
/// root) of letters, digits and `-_.~/`, with no scheme, no host (`//`), no `..` step and no
/// query; the fetch is made same-origin as well, so a redirect elsewhere is refused too.
pub fn same_site_path(path: &str) -> bool {
    !path.is_empty()
        && path.len() <= MAX_EVENT_PATH
        && !path.starts_with("//")
        && path
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '~' | '/'))
        && path.split('/').all(|step| step != "..")
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

/// Reads a query string (with or without the leading `?`); `modes` are the names a link may
/// give `mode=`.
pub fn parse_query(query: &str, modes: &[&str]) -> LaunchParams {
    let mut p = LaunchParams::default();
    let query = query.strip_prefix('?').unwrap_or(query);
    for pair in query.split('&').filter(|s| !s.is_empty()) {
        let (raw_key, raw_value) = pair.split_once('=').unwrap_or((pair, ""));
        let (Some(key), Some(value)) = (percent_decode(raw_key), percent_decode(raw_value)) else {
            p.errors.push(LinkError::Unreadable(shown(pair)));
            continue;
        };
        match key.as_str() {
            "mode" if modes.contains(&value.as_str()) => p.mode = Some(value),
            "mode" => p.errors.push(LinkError::UnknownMode(shown(&value))),
            "lang" if LANGS.contains(&value.as_str()) => p.lang = Some(value),
            "lang" => p.errors.push(LinkError::UnknownLanguage(shown(&value))),
            "deal" => match Deal::from_pbn(&value) {
                Ok(d) => p.deals.push(d),
                Err(error) => p.errors.push(LinkError::Deal {
                    value: shown(&value),
                    error,
                }),
            },
            "lin" => {
                let read = if value.trim_start().starts_with("http") {
                    bridge_engine::lin::read_link(&value)
                } else {
                    bridge_engine::lin::read(&value)
                };
                match read {
                    Ok(deals) => {
                        if p.board.is_none() {
                            p.board = deals.first().map(|d| d.game.board().number);
                        }
                        for d in deals {
                            p.deals.push(d.game.board().deal);
                            p.lin_games.push(d.game);
                        }
                    }
                    Err(e) => p.lin_error = Some(e.msg()),
                }
            }
            "board" => match value.parse::<u32>() {
                Ok(n) if (1..=9999).contains(&n) => p.board = Some(n),
                _ => p.errors.push(LinkError::Board(shown(&value))),
            },
            "pace" => match value.parse::<u32>() {
                Ok(n) if n <= 5000 => p.pace = Some(n),
                _ => p.errors.push(LinkError::Pace(shown(&value))),
            },
            "strength" => match STRENGTHS.iter().find(|(name, _)| *name == value) {
                Some((_, s)) => p.strength = Some(*s),
                None => p.errors.push(LinkError::Strength(shown(&value))),
            },
            "type" => match value.parse::<DealType>() {
                Ok(t) => p.deal_type = Some(t),
                Err(_) => p.errors.push(LinkError::DealType(shown(&value))),
            },
            "declare" => match value.parse::<Seating>() {
                Ok(s) => p.seating = Some(s),
                Err(_) => p.errors.push(LinkError::Seating(shown(&value))),
            },
            "direction" => match value.as_str() {
                "ns" => p.direction = Some(Side::NorthSouth),
                "ew" => p.direction = Some(Side::EastWest),
                _ => p.errors.push(LinkError::Direction(shown(&value))),
            },
            "seed" => match value.parse::<u64>() {
                Ok(n) => p.seed = Some(n),
                Err(_) => p.errors.push(LinkError::Seed(shown(&value))),
            },
            "event" if same_site_path(&value) => p.event = Some(value),
            "event" => p.errors.push(LinkError::Event(shown(&value))),
            // Other parameters (analytics tags a host adds, say) are not ours: ignore them.
            _ => {}
        }
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The modes the tests' links may open.
    const MODES: [&str; 2] = ["practice", "pairs"];

    const DEAL: &str = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";

    #[test]
    fn an_event_is_a_path_on_the_pages_own_site() {
        for ok in ["results/2026-12-01.xml", "/club/results/tue.pbn", "r.xml"] {
            let p = parse_query(&format!("event={ok}"), &MODES);
            assert_eq!(p.event.as_deref(), Some(ok), "{ok}");
        }
        for bad in [
            "https://evil.example/x.xml",
            "//evil.example/x.xml",
            "javascript:alert(1)",
            "data:text/xml,<x/>",
            "../../secret.xml",
            "results/../x.xml",
            "a b.xml",
            "x.xml?y=1",
            "\\\\host\\x.xml",
            "",
        ] {
            let p = parse_query(&format!("event={}", bad.replace('&', "%26")), &MODES);
            assert_eq!(p.event, None, "{bad}");
            assert!(
                matches!(p.errors.as_slice(), [LinkError::Event(_)]),
                "{bad}"
            );
        }
    }

    #[test]
    fn a_replay_direction_is_ns_or_ew() {
        assert_eq!(
            parse_query("direction=ns", &MODES).direction,
            Some(Side::NorthSouth)
        );
        assert_eq!(
            parse_query("event=r.xml&direction=ew", &MODES).direction,
            Some(Side::EastWest)
        );
        for bad in ["EW", "west", "e", "", "<b>x</b>"] {
            let p = parse_query(&format!("direction={bad}"), &MODES);
            assert_eq!(p.direction, None, "{bad}");
            assert!(
                matches!(p.errors.as_slice(), [LinkError::Direction(_)]),
                "{bad}"
            );
        }
    }

    #[test]
    fn reads_every_parameter() {
        let q = format!(
            "?mode=pairs&lang=fa&board=7&seed=42&pace=0&strength=quick&type=slam&declare=you&deal={}",
            DEAL.replace(' ', "+")
        );
        let p = parse_query(&q, &MODES);
        assert_eq!(p.mode.as_deref(), Some("pairs"));
        assert_eq!(p.lang.as_deref(), Some("fa"));
        assert_eq!(p.board, Some(7));
        assert_eq!(p.seed, Some(42));
        assert_eq!(p.pace, Some(0));
        assert_eq!(p.strength, Some(Strength::Quick));
        assert_eq!(p.deal_type, Some(DealType::Slam));
        assert_eq!(p.seating, Some(Seating::You));
        assert_eq!(p.deals, vec![Deal::from_pbn(DEAL).unwrap()]);
        assert!(p.errors.is_empty());
        let encoded = DEAL.replace(' ', "%20").replace(':', "%3A");
        assert_eq!(
            parse_query(&format!("deal={encoded}&deal={encoded}"), &MODES)
                .deals
                .len(),
            2
        );
    }

    #[test]
    fn bad_values_are_reported_not_used() {
        let p = parse_query(
            "mode=<script>alert(1)</script>&lang=xx&board=0&seed=-1&deal=N:AAA&x=%ZZ&utm=1&strength=max&type=grand&declare=partner",
            &MODES,
        );
        assert_eq!(p.deal_type, None);
        assert_eq!(p.seating, None);
        assert_eq!(p.strength, None);
        assert_eq!(p.mode, None);
        assert_eq!(p.lang, None);
        assert_eq!(p.board, None);
        assert!(p.deals.is_empty());
        assert_eq!(p.errors.len(), 9, "{:?}", p.errors);
        assert_eq!(
            parse_query("declare=dealt", &MODES).seating,
            Some(Seating::Dealt)
        );
        let long = "x".repeat(10_000);
        let p = parse_query(&format!("mode={long}"), &MODES);
        assert!(p.errors[0].value().chars().count() <= 41);
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
            "strength",
            "quick",
            "type",
            "slam",
            "declare",
            "you",
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
            let p = parse_query(q, &MODES);
            // Whatever is kept is valid; every error message stays short.
            assert!(p.board.is_none_or(|b| (1..=9999).contains(&b)));
            assert!(p.pace.is_none_or(|n| n <= 5000));
            assert!(p.errors.iter().all(|e| e.value().chars().count() <= 41));
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

    #[test]
    fn a_lin_parameter_brings_its_deal_board_and_game() {
        let lin = "pn|S,W,N,E|md|3S8765HA54DJ63CA54,S43H876DT987CT876,SAKQ2HK32DA54C932,|ah|Board 5|sv|n|mb|1C!|an|2+|mb|p|";
        let encoded = lin
            .replace('|', "%7C")
            .replace(',', "%2C")
            .replace(' ', "+");
        let p = parse_query(&format!("mode=practice&lin={encoded}"), &MODES);
        assert_eq!(p.board, Some(5));
        assert_eq!(p.deals.len(), 1);
        assert_eq!(p.lin_games.len(), 1);
        assert_eq!(p.lin_games[0].auction().calls().len(), 2);
        assert_eq!(p.lin_error, None);
        // A whole handviewer link as the value.
        let link = format!("https://www.bridgebase.com/tools/handviewer.html?lin={encoded}");
        let link = link
            .replace('%', "%25")
            .replace('?', "%3F")
            .replace('&', "%26")
            .replace('=', "%3D");
        let q = parse_query(&format!("lin={link}"), &MODES);
        assert_eq!(q.deals, p.deals);
        // Malformed: the engine's message, naming the problem.
        let bad = parse_query("lin=md%7C9%7C", &MODES);
        assert!(bad.deals.is_empty());
        assert_eq!(
            bad.lin_error.map(|m| m.key),
            Some("lin.error.unknown_dealer".into())
        );
    }
}
