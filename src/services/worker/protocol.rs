//! The messages between the page and its engine workers, and the work a worker does for each.
//!
//! Every message is one JSON string through `postMessage`. The page sends [`Request`]s, each with
//! an id of its own choosing; a worker answers [`Reply::Ready`] once when its WebAssembly module
//! has started, then exactly one [`Reply::Done`] per request, in order, with the same id. A worker
//! runs one job at a time: the page gives it the next one only after the answer.
//!
//! New kinds of work are new [`Job`] variants with their [`Answer`]: the pool, its cancellation
//! and the worker's loop stay as they are.

use bridge_engine::claim::{self, Claim, Verdict};
use bridge_engine::dd::CardCost;
use bridge_engine::robot::share::{Share, ShareAnswer};
use bridge_engine::session::{FieldStyle, robot_table};
use bridge_engine::table::{RobotAdvice, RobotAsk};
use bridge_engine::{Board, BoardResult, Card, Deal, Play, Strain, dd};
use serde::{Deserialize, Serialize};

/// A job for a worker, with the id its answer will carry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// Chosen by the page, unique among the jobs it has not dropped.
    pub id: u64,
    /// What to compute.
    pub job: Job,
}

/// Work that may take long: anything that runs a search.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Job {
    /// One strain of the double-dummy table: the tricks of each declarer
    /// ([`dd::dd_strain`]). `deal` is a PBN deal (`N:…`), checked by the worker.
    DdStrain { deal: String, strain: Strain },
    /// The value of every legal card in a position ([`dd::card_values`]).
    CardValues { play: Play },
    /// What each card of trick `trick` (0-based) of `play` cost double dummy
    /// ([`dd::trick_costs`]): one job per trick, so a post-mortem fills in trick by trick.
    TrickCosts { play: Play, trick: u8 },
    /// The ruling on declarer's claim of `tricks` of the remaining tricks with the default line
    /// ([`claim::judge`]: the line against every defence, a search worth keeping off the page).
    JudgeClaim { play: Play, tricks: u8 },
    /// A deal of the field (pairs, teams) played by four robots in a table's style (its
    /// strength, goal and seed: [`robot_table`]).
    FieldTable { board: Board, style: FieldStyle },
    /// A robot's decision at the player's table (or the hint for the player's call): only what
    /// that seat may know ([`RobotAsk`]).
    Robot { ask: RobotAsk },
    /// A share of a robot's card decision, so that the workers think about one card together
    /// ([`RobotAsk::decide_share`]); `deadline` is the time in ms since the epoch (`Date.now()`,
    /// a clock the page and its workers share) after which the worker stops imagining layouts.
    RobotShare {
        ask: RobotAsk,
        share: Share,
        deadline: u64,
    },
    /// The card from the values of every share of the decision
    /// ([`RobotAsk::decide_from_shares`]: no search).
    RobotMerge {
        ask: RobotAsk,
        shares: Vec<ShareAnswer>,
    },
}

/// What a worker says to the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reply {
    /// The worker has started and takes jobs.
    Ready,
    /// The answer to request `id`.
    Done { id: u64, answer: Answer },
}

/// The result of a [`Job`], variant for variant; [`Answer::Failed`] when the job could not run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Answer {
    /// Tricks of North, East, South and West as declarer in the strain asked for.
    DdStrain([u8; 4]),
    /// Each legal card with the tricks its side then takes.
    CardValues(Vec<(Card, u8)>),
    /// The trick's cards in the order played, each with the tricks it cost.
    TrickCosts(Vec<CardCost>),
    /// The verdict on the claim.
    JudgeClaim(Verdict),
    /// The field table's result.
    FieldTable(BoardResult),
    /// The robot's call, card or claim.
    Robot(RobotAdvice),
    /// A share's layout values, to be merged ([`Job::RobotMerge`]).
    RobotShare(ShareAnswer),
    /// The job could not run (a malformed deal, or the worker died on it). The text is for the
    /// developer's console; the player is shown a message from the catalogue.
    Failed(String),
}

impl Job {
    /// Does the work, on the calling thread (inside a worker, in the browser).
    pub fn run(self) -> Answer {
        match self {
            Job::DdStrain { deal, strain } => match Deal::from_pbn(&deal) {
                Ok(deal) => Answer::DdStrain(dd::dd_strain(&deal, strain)),
                Err(e) => Answer::Failed(format!("DdStrain: {e}")),
            },
            Job::CardValues { play } => Answer::CardValues(dd::card_values(&play)),
            Job::TrickCosts { play, trick } => {
                Answer::TrickCosts(dd::trick_costs(&play, usize::from(trick)))
            }
            Job::JudgeClaim { play, tricks } => match claim::judge(&play, Claim::of(tricks)) {
                Ok(verdict) => Answer::JudgeClaim(verdict),
                Err(e) => Answer::Failed(format!("JudgeClaim: {e}")),
            },
            Job::FieldTable { board, style } => Answer::FieldTable(robot_table(&board, style)),
            Job::Robot { ask } => Answer::Robot(ask.decide_timed(&mut now_ms)),
            Job::RobotShare {
                ask,
                share,
                deadline,
            } => match ask.decide_share(share, Some((&mut now_ms, deadline as f64))) {
                Ok(advice) => Answer::Robot(advice),
                Err(values) => Answer::RobotShare(values),
            },
            Job::RobotMerge { ask, shares } => match ask.decide_from_shares(&shares) {
                Some(card) => Answer::Robot(RobotAdvice::Card(card)),
                None => Answer::Failed("RobotMerge: a call is never shared".into()),
            },
        }
    }
}

/// A clock in milliseconds for the robots' time budget: the browser's inside a worker
/// (`std::time::Instant` panics there; `Date.now()` is the same clock on the page and in every
/// worker, so a deadline set by the page holds in the workers), the system's natively (the
/// time since the epoch too).
pub fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::Date::now()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    }
}

/// Parses a JSON message, naming what it expected when it fails.
pub fn decode<T: for<'de> Deserialize<'de>>(text: &str) -> Result<T, String> {
    serde_json::from_str(text).map_err(|e| format!("malformed worker message ({e}): {text:.200}"))
}

/// The JSON text of a message.
pub fn encode<T: Serialize>(message: &T) -> String {
    serde_json::to_string(message).expect("protocol messages always serialise")
}

#[cfg(test)]
mod tests {
    use super::*;
    use bridge_engine::Seat;

    #[test]
    fn requests_and_replies_survive_the_trip_as_json() {
        let deal = Deal::random(7);
        let request = Request {
            id: 41,
            job: Job::DdStrain {
                deal: deal.to_pbn(),
                strain: Strain::Hearts,
            },
        };
        assert_eq!(decode::<Request>(&encode(&request)), Ok(request));
        let play = Play::new(deal, "3NT".parse().unwrap(), Seat::South);
        let request = Request {
            id: 42,
            job: Job::CardValues { play },
        };
        assert_eq!(decode::<Request>(&encode(&request)), Ok(request));
        for reply in [
            Reply::Ready,
            Reply::Done {
                id: 3,
                answer: Answer::DdStrain([9, 4, 9, 4]),
            },
            Reply::Done {
                id: 4,
                answer: Answer::Failed("x".into()),
            },
        ] {
            assert_eq!(decode::<Reply>(&encode(&reply)), Ok(reply));
        }
    }

    #[test]
    fn a_strain_job_answers_the_row_of_the_engine_table() {
        let deal = Deal::random(12);
        let table = dd::dd_table(&deal);
        let job = Job::DdStrain {
            deal: deal.to_pbn(),
            strain: Strain::NoTrump,
        };
        assert_eq!(
            job.run(),
            Answer::DdStrain(table.tricks[Strain::NoTrump as usize])
        );
    }

    #[test]
    fn claims_and_field_tables_answer_as_the_engine_does() {
        let deal = Deal::random(21);
        let play = Play::new(deal, "3NT".parse().unwrap(), Seat::South);
        let job = Job::JudgeClaim {
            play: play.clone(),
            tricks: 13,
        };
        let request = Request { id: 5, job };
        let job = decode::<Request>(&encode(&request)).unwrap().job;
        let answer = decode::<Answer>(&encode(&job.run())).unwrap();
        let ruling = claim::judge(&play, Claim::of(13)).unwrap();
        assert_eq!(answer, Answer::JudgeClaim(ruling));
        let too_many = Job::JudgeClaim { play, tricks: 14 };
        assert!(matches!(too_many.run(), Answer::Failed(_)));
        let board = Board::numbered(3, deal);
        // A table of the field at the quick strength: the job must answer as the engine does,
        // whatever the table's style (the engine's session tests play the field the same way).
        let mut style = FieldStyle::of_table(3);
        style.play.strength = bridge_engine::robot::Strength::Quick;
        assert_eq!(
            (Job::FieldTable { board, style }).run(),
            Answer::FieldTable(robot_table(&board, style))
        );
    }

    #[test]
    fn a_robot_job_answers_what_the_robot_decides_from_its_view() {
        use bridge_engine::robot::{PlayConfig, Strength};
        use bridge_engine::table::{RobotDone, Table};
        let config = PlayConfig {
            strength: Strength::Quick,
            seed: 5,
            ..PlayConfig::default()
        };
        let mut table = Table::new(Board::numbered(2, Deal::random(30)), Seat::South);
        let mut asked = 0;
        // A whole deal: each robot decision a trip through JSON as in the browser, the player
        // (South) calling as the hint says and playing the first legal card.
        while table.result().is_none() {
            let Some((seat, ask)) = table.robot_ask(&config) else {
                let action = match table.hint() {
                    Some(advice) => bridge_engine::Action::Call(advice.call),
                    None => bridge_engine::Action::Card(table.playable().iter().next().unwrap()),
                };
                table.human_action(action).unwrap();
                continue;
            };
            let request = Request {
                id: asked,
                job: Job::Robot { ask: ask.clone() },
            };
            let job = decode::<Request>(&encode(&request)).unwrap().job;
            let answer = decode::<Answer>(&encode(&job.run())).unwrap();
            let Answer::Robot(advice) = answer else {
                panic!("a robot's answer expected: {answer:?}")
            };
            if let RobotAsk::Call { .. } = ask {
                assert_eq!(advice, ask.decide());
            }
            match table.apply_robot(seat, advice) {
                Some(RobotDone::Moved(m)) => assert_eq!(m.seat, seat),
                Some(RobotDone::Claims(n)) => table.accept_robot_claim(n).unwrap(),
                None => panic!("the robot's answer fits the table it was asked about"),
            }
            asked += 1;
        }
        assert!(asked > 20);
    }

    #[test]
    fn a_card_shared_by_two_workers_is_the_card_of_one_worker() {
        use bridge_engine::robot::{PlayConfig, Strength};
        use bridge_engine::table::{RobotDone, Table};
        let config = PlayConfig {
            strength: Strength::Quick,
            seed: 11,
            ..PlayConfig::default()
        };
        let mut table = Table::new(Board::numbered(5, Deal::random(44)), Seat::South);
        let far = now_ms() as u64 + 3_600_000;
        let mut shared = 0;
        // The robots' cards of a deal, each asked as two shares and a merge through JSON, as
        // the page's workers answer them, against one worker solving every layout.
        while table.result().is_none() && shared < 12 {
            let Some((seat, ask)) = table.robot_ask(&config) else {
                let action = match table.hint() {
                    Some(advice) => bridge_engine::Action::Call(advice.call),
                    None => bridge_engine::Action::Card(table.playable().iter().next().unwrap()),
                };
                table.human_action(action).unwrap();
                continue;
            };
            let trip = |job: Job| {
                let job = decode::<Request>(&encode(&Request { id: 1, job }))
                    .unwrap()
                    .job;
                decode::<Answer>(&encode(&job.run())).unwrap()
            };
            let advice = if let RobotAsk::Card { .. } = ask {
                let answers: Vec<Answer> = (0..2)
                    .map(|index| {
                        trip(Job::RobotShare {
                            ask: ask.clone(),
                            share: Share { index, of: 2 },
                            deadline: far,
                        })
                    })
                    .collect();
                let merged = match &answers[..] {
                    [Answer::RobotShare(a), Answer::RobotShare(b)] => {
                        shared += 1;
                        trip(Job::RobotMerge {
                            ask: ask.clone(),
                            shares: vec![a.clone(), b.clone()],
                        })
                    }
                    [Answer::Robot(advice), _] => Answer::Robot(advice.clone()),
                    other => panic!("shares answered {other:?}"),
                };
                let Answer::Robot(advice) = merged else {
                    panic!("a robot's answer expected: {merged:?}")
                };
                // As one worker answers the whole decision as one share.
                let alone = match trip(Job::RobotShare {
                    ask: ask.clone(),
                    share: Share::ALL,
                    deadline: far,
                }) {
                    Answer::RobotShare(all) => trip(Job::RobotMerge {
                        ask: ask.clone(),
                        shares: vec![all],
                    }),
                    other => other,
                };
                assert_eq!(Answer::Robot(advice.clone()), alone);
                advice
            } else {
                ask.decide()
            };
            match table.apply_robot(seat, advice) {
                Some(RobotDone::Moved(_)) => {}
                Some(RobotDone::Claims(n)) => table.accept_robot_claim(n).unwrap(),
                None => panic!("the robot's answer fits the table it was asked about"),
            }
        }
        assert!(shared >= 3, "{shared} cards shared");
    }

    #[test]
    fn a_malformed_deal_fails_the_job_and_names_it() {
        let job = Job::DdStrain {
            deal: "N:AAA".into(),
            strain: Strain::Clubs,
        };
        assert!(matches!(job.run(), Answer::Failed(m) if m.starts_with("DdStrain")));
        assert!(decode::<Request>("{\"id\":1}").is_err());
    }

    #[test]
    fn a_position_job_values_every_legal_card() {
        let play = Play::new(Deal::random(3), "4S".parse().unwrap(), Seat::South);
        let Answer::CardValues(values) = (Job::CardValues { play: play.clone() }).run() else {
            panic!("card values expected");
        };
        assert_eq!(values, dd::card_values(&play));
        assert_eq!(values.len(), 13);
    }

    #[test]
    fn a_trick_costs_job_answers_the_engine_costs_of_that_trick() {
        let mut play = Play::new(Deal::random(8), "4S".parse().unwrap(), Seat::South);
        for _ in 0..8 {
            let card = play.legal_cards().iter().last().unwrap();
            play.play(card).unwrap();
        }
        let request = Request {
            id: 6,
            job: Job::TrickCosts {
                play: play.clone(),
                trick: 1,
            },
        };
        let job = decode::<Request>(&encode(&request)).unwrap().job;
        let answer = decode::<Answer>(&encode(&job.run())).unwrap();
        let costs = dd::play_costs(&play);
        assert_eq!(answer, Answer::TrickCosts(costs[4..8].to_vec()));
    }
}
