//! The system compiled once, when the robot first bids: auction patterns parsed, the rule ids a
//! rule refers to checked, and the rules put in their order of precedence (named priorities
//! first, then position in the table). A rule that does not compile is an error naming it.

use std::fmt;
use std::sync::OnceLock;

#[cfg(test)]
use super::system::Prio;
use super::system::{CallSpec, Cond, Den, Rule, SuitRef, Vars, When};
use crate::card::Suit;

/// What a pattern token says about a bid's strain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// No-trumps (`N`).
    NoTrump,
    /// A major (`M`).
    Major,
    /// A minor (`m`).
    Minor,
    /// Any suit (`x`).
    AnySuit,
    /// The suit of our side's opening (`=`).
    Opening,
    /// This suit (`C`, `D`, `H`, `S`).
    Is(Suit),
}

/// One token of an auction pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Token {
    /// `*`: any call.
    Any,
    /// `P`.
    Pass,
    /// `X`.
    Double,
    /// `XX`.
    Redouble,
    /// A level and a strain kind, e.g. `1x`, `2N`, `3=`.
    Bid(u8, Kind),
}

/// Alternatives for one call (`1H|1S`).
pub(super) type Alts = Vec<Token>;

/// A rule ready to be tried.
#[derive(Debug)]
pub(super) struct Compiled {
    /// The rule as written.
    pub rule: &'static Rule,
    /// Its `Ours` pattern, one set of alternatives a call.
    pub ours: Option<Vec<Alts>>,
    /// Its `OppLast` token.
    pub opp_last: Option<Alts>,
    /// Its `Rho` token.
    pub rho: Option<Alts>,
}

/// A rule that does not compile, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError {
    /// The rule's id.
    pub rule: &'static str,
    /// What is wrong with it.
    pub problem: String,
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bidding rule {}: {}", self.rule, self.problem)
    }
}

impl std::error::Error for RuleError {}

fn token(text: &str) -> Result<Token, String> {
    Ok(match text {
        "*" => Token::Any,
        "P" => Token::Pass,
        "X" => Token::Double,
        "XX" => Token::Redouble,
        _ => {
            let mut ch = text.chars();
            let (Some(l), Some(k), None) = (ch.next(), ch.next(), ch.next()) else {
                return Err(format!("token {text:?} is not a call"));
            };
            let level =
                l.to_digit(10)
                    .filter(|d| (1..=7).contains(d))
                    .ok_or_else(|| format!("token {text:?}: level {l:?}"))? as u8;
            let kind = match k {
                'N' => Kind::NoTrump,
                'M' => Kind::Major,
                'm' => Kind::Minor,
                'x' => Kind::AnySuit,
                '=' => Kind::Opening,
                'C' => Kind::Is(Suit::Clubs),
                'D' => Kind::Is(Suit::Diamonds),
                'H' => Kind::Is(Suit::Hearts),
                'S' => Kind::Is(Suit::Spades),
                _ => return Err(format!("token {text:?}: strain {k:?}")),
            };
            Token::Bid(level, kind)
        }
    })
}

fn alts(text: &str) -> Result<Alts, String> {
    text.split('|').map(token).collect()
}

fn uses_var(rule: &Rule) -> bool {
    fn den(d: Den) -> bool {
        matches!(d, Den::Of(SuitRef::Var))
    }
    fn cond(c: &Cond) -> bool {
        let v = |r: SuitRef| r == SuitRef::Var;
        match *c {
            Cond::Sp(r, ..)
            | Cond::Len(r, ..)
            | Cond::Stop(r)
            | Cond::Honours(r, _)
            | Cond::Major(r)
            | Cond::Minor(r)
            | Cond::Unbid(r)
            | Cond::Longest(r)
            | Cond::BestNew(r)
            | Cond::Fit(r)
            | Cond::SureFit(r)
            | Cond::TotalTricks(r)
            | Cond::PartnerLen(r, _)
            | Cond::TopCard(r)
            | Cond::TopThree(r, _) => v(r),
            Cond::Differs(a, b) | Cond::NotShorter(a, b) | Cond::Higher(a, b) => v(a) || v(b),
            Cond::CheapestLevel(d, ..) | Cond::Judge(_, d) => den(d),
            Cond::Either(a, b) => cond(a) || cond(b),
            Cond::Not(a) => cond(a),
            _ => false,
        }
    }
    let call = match rule.call {
        CallSpec::At(_, d) | CallSpec::Cheapest(d) | CallSpec::Jump(d) | CallSpec::Game(d) => {
            den(d)
        }
        _ => false,
    };
    call || rule.hand.iter().any(cond)
}

fn compile_rule(rule: &'static Rule, ids: &[&str]) -> Result<Compiled, String> {
    let mut c = Compiled {
        rule,
        ours: None,
        opp_last: None,
        rho: None,
    };
    let known = |list: &str| -> Result<(), String> {
        for id in list.split('|') {
            if !ids.contains(&id) {
                return Err(format!("refers to rule {id:?}, which does not exist"));
            }
        }
        Ok(())
    };
    for w in rule.when {
        match *w {
            When::Ours(p) => {
                if c.ours.is_some() {
                    return Err("two `Ours` patterns".into());
                }
                c.ours = Some(p.split_whitespace().map(alts).collect::<Result<_, _>>()?);
            }
            When::OppLast(t) => c.opp_last = Some(alts(t)?),
            When::Rho(t) => c.rho = Some(alts(t)?),
            When::PartnerRule(list)
            | When::PartnerNotRule(list)
            | When::MyRule(list)
            | When::RhoRule(list)
            | When::NotUsed(list) => known(list)?,
            _ => {}
        }
    }
    match rule.vars {
        Vars::Suits([]) => return Err("an empty list of suits".into()),
        Vars::None if uses_var(rule) => {
            return Err("uses the suit variable but lists no suits".into());
        }
        _ => {}
    }
    Ok(c)
}

/// Compiles `rules`: every pattern parsed, every referenced id checked, ids unique; the result
/// is in order of precedence (by priority, then by position).
pub(super) fn compile(rules: &'static [Rule]) -> Result<Vec<Compiled>, RuleError> {
    let ids: Vec<&str> = rules.iter().map(|r| r.id).collect();
    let mut out = Vec::with_capacity(rules.len());
    for (i, rule) in rules.iter().enumerate() {
        if ids[..i].contains(&rule.id) {
            return Err(RuleError {
                rule: rule.id,
                problem: "the id is used by an earlier rule".into(),
            });
        }
        out.push(compile_rule(rule, &ids).map_err(|problem| RuleError {
            rule: rule.id,
            problem,
        })?);
    }
    out.sort_by_key(|c| c.rule.prio);
    Ok(out)
}

/// Compiles the system's own rules and says how many there are, or which rule is broken.
pub fn check_system() -> Result<usize, RuleError> {
    compile(super::RULES).map(|c| c.len())
}

/// The system's rules, compiled once, in order of precedence.
///
/// # Panics
/// If a rule of the table does not compile (the test `every_rule_compiles` keeps that from
/// shipping); the message names the rule.
pub(super) fn system() -> &'static [Compiled] {
    static SYSTEM: OnceLock<Vec<Compiled>> = OnceLock::new();
    SYSTEM.get_or_init(|| compile(super::RULES).unwrap_or_else(|e| panic!("{e}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::robot::bidding::system::{Aim, Force};

    #[test]
    fn every_rule_compiles() {
        let compiled = compile(super::super::RULES).unwrap();
        assert_eq!(compiled.len(), super::super::RULES.len());
        // Answers to conventional asks come before everything else, whatever their position.
        let first_body = compiled
            .iter()
            .position(|c| c.rule.prio == Prio::Body)
            .unwrap();
        assert!(
            compiled[..first_body]
                .iter()
                .all(|c| c.rule.prio < Prio::Body)
        );
    }

    static BAD_TOKEN: [Rule; 1] = [Rule {
        id: "bad.token",
        when: &[When::Ours("1N 2Q")],
        vars: Vars::None,
        hand: &[],
        call: CallSpec::Pass,
        aim: Aim::Natural,
        force: Force::No,
        prio: Prio::Body,
    }];
    static BAD_REF: [Rule; 1] = [Rule {
        id: "bad.ref",
        when: &[When::PartnerRule("no.such.rule")],
        vars: Vars::None,
        hand: &[],
        call: CallSpec::Pass,
        aim: Aim::Natural,
        force: Force::No,
        prio: Prio::Body,
    }];
    static BAD_VAR: [Rule; 1] = [Rule {
        id: "bad.var",
        when: &[],
        vars: Vars::None,
        hand: &[Cond::Len(SuitRef::Var, 5, 13)],
        call: CallSpec::Pass,
        aim: Aim::Natural,
        force: Force::No,
        prio: Prio::Body,
    }];

    #[test]
    fn a_broken_rule_is_named() {
        let e = compile(&BAD_TOKEN).unwrap_err();
        assert_eq!(e.rule, "bad.token");
        assert!(e.problem.contains("2Q"), "{e}");
        let e = compile(&BAD_REF).unwrap_err();
        assert_eq!(e.rule, "bad.ref");
        assert!(e.to_string().contains("no.such.rule"), "{e}");
        let e = compile(&BAD_VAR).unwrap_err();
        assert_eq!(e.rule, "bad.var");
    }
}
