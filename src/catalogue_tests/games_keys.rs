//! The catalogue keys the engine builds for LIN errors (`lin.error.<problem>`, `lin.tag.<tag>`)
//! exist in English: they are not literal `t("…")` calls, so the source scan cannot see them.

use crate::services::i18n::{Lang, parse_catalogue};
use bridge_engine::lin::{LinError, LinProblem};

#[test]
fn every_lin_error_and_tag_has_a_text() {
    let en = parse_catalogue(Lang::En.source()).expect("locales/en/ parses");
    let problems = [
        LinProblem::TooLarge { size: 1 },
        LinProblem::TooManyDeals,
        LinProblem::UnterminatedTag,
        LinProblem::UnknownDealer,
        LinProblem::UnreadableHand,
        LinProblem::IncompleteDeal,
        LinProblem::UnknownVulnerability,
        LinProblem::UnknownCall,
        LinProblem::NoDeal,
        LinProblem::IllegalCall,
        LinProblem::UnknownCard,
        LinProblem::IllegalCard,
        LinProblem::ImpossibleClaim,
        LinProblem::ExplanationWithoutCall,
        LinProblem::NotAHandviewerLink,
        LinProblem::BrokenEscape,
        LinProblem::Empty,
    ];
    for tag in ["md", "sv", "mb", "an", "pc", "mc", "ah", "pn", "zz", ""] {
        for problem in &problems {
            let e = LinError {
                problem: problem.clone(),
                tag: tag.into(),
                value: String::new(),
                position: 3,
            };
            let m = e.msg();
            assert!(en.contains_key(m.key.as_str()), "{}", m.key);
            let Some(bridge_engine::Arg::Msg(t)) = m.arg("tag") else {
                panic!("{m:?}")
            };
            assert!(en.contains_key(t.key.as_str()), "{}", t.key);
            // Rendered in every language without a placeholder left over.
            for lang in Lang::ALL {
                let text = crate::services::i18n::render(lang, &m);
                assert!(!text.contains('{'), "{lang:?}: {text}");
            }
        }
    }
}

/// The deal types to practise name themselves by keys the engine holds
/// (`DealType::name_key`), each with a line that says what to expect (`.desc`).
#[test]
fn every_deal_type_to_practise_has_a_name_and_a_description() {
    let en = parse_catalogue(Lang::En.source()).expect("locales/en/ parses");
    for t in bridge_engine::practice::DealType::ALL {
        assert!(en.contains_key(t.name_key()), "{}", t.name_key());
        let desc = format!("{}.desc", t.name_key());
        assert!(en.contains_key(desc.as_str()), "{desc}");
    }
}
