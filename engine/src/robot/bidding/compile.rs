//! The system compiled once, when the robot first bids: auction patterns parsed, the rule ids a
//! rule refers to resolved to positions in the table (so an unknown or misspelt id is an error,
//! and bidding compares positions, never text), and the rules put in their order of precedence
//! (named priorities first, then position in the table). A rule that does not compile is an
//! error naming it; the test `every_rule_compiles` keeps such a table from shipping.

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

/// A rule's position in the table of rules (`RULES`): what a rule id compiles to, and what
/// the analysis of an auction records of each call's rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct RuleIx(u16);

/// An auction condition ready to be checked: its pattern parsed, or the ids it names resolved
/// to positions in the table, so no rule id is compared as text while bidding.
#[derive(Debug)]
pub(super) enum Check {
    /// `When::Ours`: one set of alternatives a call.
    Ours(Vec<Alts>),
    /// `When::OppLast`.
    OppLast(Alts),
    /// `When::Rho`.
    Rho(Alts),
    /// `When::PartnerRule`.
    PartnerRule(Vec<RuleIx>),
    /// `When::PartnerNotRule`.
    PartnerNotRule(Vec<RuleIx>),
    /// `When::MyRule`.
    MyRule(Vec<RuleIx>),
    /// `When::RhoRule`.
    RhoRule(Vec<RuleIx>),
    /// `When::NotUsed`.
    NotUsed(RuleIx),
    /// Any other condition, checked as written.
    Plain(When),
}

/// A rule ready to be tried.
#[derive(Debug)]
pub(super) struct Compiled {
    /// The rule as written.
    pub rule: &'static Rule,
    /// Its position in the table.
    pub ix: RuleIx,
    /// Its auction conditions, in the order written.
    pub when: Vec<Check>,
}

/// The rules the evaluation names in code, resolved like the rules' own references.
#[derive(Debug)]
pub(super) struct Named {
    /// Partner's simple rebid of his suit, read as six cards (`rebid.own6`).
    pub rebid_own6: RuleIx,
    /// An unpassed responder's new suit at the two level, which promises a rebid.
    pub two_over_one: [RuleIx; 3],
}

/// The compiled system: the rules in order of precedence, and the rules named in code.
#[derive(Debug)]
pub(super) struct System {
    /// Every rule, by priority, then by position in the table.
    pub rules: Vec<Compiled>,
    /// The rules the evaluation names.
    pub named: Named,
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
            | Cond::Trumps(r, _)
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

/// The position of the rule `id` in the table, or why there is none.
fn resolve(id: &str, ids: &[&str]) -> Result<RuleIx, String> {
    let i = ids
        .iter()
        .position(|&known| known == id)
        .ok_or_else(|| format!("refers to rule {id:?}, which does not exist"))?;
    Ok(RuleIx(
        u16::try_from(i).map_err(|_| "more rules than a u16 counts")?,
    ))
}

/// The positions of the rules `list` names (ids joined by `|`).
fn resolve_all(list: &str, ids: &[&str]) -> Result<Vec<RuleIx>, String> {
    list.split('|').map(|id| resolve(id, ids)).collect()
}

fn compile_rule(rule: &'static Rule, ix: RuleIx, ids: &[&str]) -> Result<Compiled, String> {
    let mut when = Vec::with_capacity(rule.when.len());
    for w in rule.when {
        when.push(match *w {
            When::Ours(p) => {
                if when.iter().any(|c| matches!(c, Check::Ours(_))) {
                    return Err("two `Ours` patterns".into());
                }
                Check::Ours(p.split_whitespace().map(alts).collect::<Result<_, _>>()?)
            }
            When::OppLast(t) => Check::OppLast(alts(t)?),
            When::Rho(t) => Check::Rho(alts(t)?),
            When::PartnerRule(list) => Check::PartnerRule(resolve_all(list, ids)?),
            When::PartnerNotRule(list) => Check::PartnerNotRule(resolve_all(list, ids)?),
            When::MyRule(list) => Check::MyRule(resolve_all(list, ids)?),
            When::RhoRule(list) => Check::RhoRule(resolve_all(list, ids)?),
            When::NotUsed(id) => Check::NotUsed(resolve(id, ids)?),
            other => Check::Plain(other),
        });
    }
    match rule.vars {
        Vars::Suits([]) => return Err("an empty list of suits".into()),
        Vars::None if uses_var(rule) => {
            return Err("uses the suit variable but lists no suits".into());
        }
        _ => {}
    }
    Ok(Compiled { rule, ix, when })
}

/// The rules the evaluation names, resolved in `ids`; an error names the missing rule.
fn named(ids: &[&'static str]) -> Result<Named, RuleError> {
    let find = |id: &'static str| {
        resolve(id, ids).map_err(|_| RuleError {
            rule: id,
            problem: "the evaluation names it, but the table has no such rule".into(),
        })
    };
    Ok(Named {
        rebid_own6: find("rebid.own6")?,
        two_over_one: [find("resp.2c")?, find("resp.2d")?, find("resp.2h")?],
    })
}

/// Compiles `rules`: every pattern parsed, every referenced id resolved, ids unique; the
/// result is in order of precedence (by priority, then by position).
fn compile_rules(rules: &'static [Rule], ids: &[&str]) -> Result<Vec<Compiled>, RuleError> {
    let mut out = Vec::with_capacity(rules.len());
    for (i, rule) in rules.iter().enumerate() {
        if ids[..i].contains(&rule.id) {
            return Err(RuleError {
                rule: rule.id,
                problem: "the id is used by an earlier rule".into(),
            });
        }
        let error = |problem| RuleError {
            rule: rule.id,
            problem,
        };
        let ix =
            RuleIx(u16::try_from(i).map_err(|_| error("more rules than a u16 counts".into()))?);
        out.push(compile_rule(rule, ix, ids).map_err(error)?);
    }
    out.sort_by_key(|c| c.rule.prio);
    Ok(out)
}

/// Compiles a whole system: its rules, and the rules the evaluation names.
fn compile(rules: &'static [Rule]) -> Result<System, RuleError> {
    let ids: Vec<&'static str> = rules.iter().map(|r| r.id).collect();
    let compiled = compile_rules(rules, &ids)?;
    Ok(System {
        rules: compiled,
        named: named(&ids)?,
    })
}

/// Compiles the system's own rules and says how many there are, or which rule is broken.
pub fn check_system() -> Result<usize, RuleError> {
    compile(super::RULES).map(|s| s.rules.len())
}

/// The system's rules, compiled once, in order of precedence.
///
/// # Panics
/// If a rule of the table does not compile (the test `every_rule_compiles` keeps that from
/// shipping); the message names the rule.
pub(super) fn system() -> &'static System {
    static SYSTEM: OnceLock<System> = OnceLock::new();
    SYSTEM.get_or_init(|| compile(super::RULES).unwrap_or_else(|e| panic!("{e}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::robot::bidding::system::{Aim, Force};

    #[test]
    fn every_rule_compiles() {
        let compiled = compile(super::super::RULES).unwrap().rules;
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

    static BAD_TOKEN: [Rule; 1] = [pass_rule(
        "bad.token",
        &[When::Ours("1N 2Q")],
        &[],
        Prio::Body,
    )];
    static BAD_REF: [Rule; 1] = [pass_rule(
        "bad.ref",
        &[When::PartnerRule("no.such.rule")],
        &[],
        Prio::Body,
    )];
    static BAD_VAR: [Rule; 1] = [pass_rule(
        "bad.var",
        &[],
        &[Cond::Len(SuitRef::Var, 5, 13)],
        Prio::Body,
    )];

    /// A natural pass with these conditions, for tables of one rule.
    const fn pass_rule(
        id: &'static str,
        when: &'static [When],
        hand: &'static [Cond],
        prio: Prio,
    ) -> Rule {
        Rule {
            id,
            when,
            vars: Vars::None,
            hand,
            call: CallSpec::Pass,
            aim: Aim::Natural,
            force: Force::No,
            prio,
        }
    }

    /// Every id a rule of the system names resolves to the rule of that id, in the same order.
    #[test]
    fn references_resolve_to_the_rules_they_name() {
        let system = compile(super::super::RULES).unwrap();
        let id = |ix: &RuleIx| super::super::RULES[usize::from(ix.0)].id;
        let mut references = 0;
        for c in &system.rules {
            assert_eq!(id(&c.ix), c.rule.id);
            for (w, check) in c.rule.when.iter().zip(&c.when) {
                let (list, resolved) = match (w, check) {
                    (When::PartnerRule(l), Check::PartnerRule(r))
                    | (When::PartnerNotRule(l), Check::PartnerNotRule(r))
                    | (When::MyRule(l), Check::MyRule(r))
                    | (When::RhoRule(l), Check::RhoRule(r)) => (*l, r.as_slice()),
                    (When::NotUsed(l), Check::NotUsed(r)) => (*l, std::slice::from_ref(r)),
                    (When::Ours(_), Check::Ours(_))
                    | (When::OppLast(_), Check::OppLast(_))
                    | (When::Rho(_), Check::Rho(_)) => continue,
                    (w, Check::Plain(p)) if w == p => continue,
                    other => panic!("{}: {other:?} compiled to another kind", c.rule.id),
                };
                let names: Vec<&str> = resolved.iter().map(id).collect();
                assert_eq!(names, list.split('|').collect::<Vec<_>>(), "{}", c.rule.id);
                references += names.len();
            }
        }
        assert!(references > 300, "{references} references");
        assert_eq!(id(&system.named.rebid_own6), "rebid.own6");
        let two_over_one = system.named.two_over_one.map(|ix| id(&ix));
        assert_eq!(two_over_one, ["resp.2c", "resp.2d", "resp.2h"]);
    }

    static BAD_NOT_USED: [Rule; 1] = [pass_rule(
        "bad.not_used",
        &[When::NotUsed("slam.blackwod")],
        &[],
        Prio::Body,
    )];
    /// A table whose rules compile but lacks the rules the evaluation names.
    static UNNAMED: [Rule; 1] = [pass_rule("only.pass", &[], &[], Prio::Fallback)];

    #[test]
    fn a_misspelt_reference_or_a_missing_named_rule_is_an_error() {
        let e = compile(&BAD_NOT_USED).unwrap_err();
        assert_eq!(e.rule, "bad.not_used");
        assert!(e.problem.contains("slam.blackwod"), "{e}");
        let e = compile(&UNNAMED).unwrap_err();
        assert_eq!(e.rule, "rebid.own6", "{e}");
    }

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
