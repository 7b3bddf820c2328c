//! The robot tables of a pairs field or the other room of a teams match.

use super::*;

/// How a robot table of the field plays: robots bid alike, so the field differs in the play,
/// where the tables' card-play robots think with different strengths and seeds, and some
/// tables' declarers (and some defences) find the double-dummy best card late in the play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FieldStyle {
    /// Declarer plays double-dummy.
    pub expert_declarer: bool,
    /// The defenders play double-dummy.
    pub expert_defence: bool,
    /// The card-play robots' strength, goal and the table's base seed (mixed per decision by
    /// [`crate::table::decision_seed`]).
    pub play: PlayConfig,
}

/// The strengths of the field's tables, in turn: a field of mixed strength.
const FIELD_STRENGTHS: [Strength; 3] = [Strength::Strong, Strength::Standard, Strength::Quick];

impl FieldStyle {
    /// The style of field table `k` (0 plays like the robots at the player's table, at the
    /// default strength), playing for total points with seed `k`.
    pub const fn of_table(k: u32) -> FieldStyle {
        FieldStyle {
            expert_declarer: k % 2 == 1,
            expert_defence: k % 4 >= 2,
            play: PlayConfig {
                strength: FIELD_STRENGTHS[(k % 3) as usize],
                goal: Goal::Total,
                seed: k as u64,
            },
        }
    }

    /// This style in a session scored for `goal` whose deals come from `session_seed`: each
    /// table's seed differs from session to session (a random field), and is the same when the
    /// same session's field is played again.
    pub const fn in_session(mut self, goal: Goal, session_seed: u64) -> FieldStyle {
        self.play.goal = goal;
        self.play.seed ^= session_seed.rotate_left(17) ^ 0xf1e1_d5ee_d000_0000;
        self
    }
}

impl SessionKind {
    /// The form of scoring the card-play robots play for: matchpoints in pairs, IMPs in teams,
    /// total points elsewhere.
    pub const fn goal(&self) -> Goal {
        match self {
            SessionKind::Pairs { .. } => Goal::Matchpoints,
            SessionKind::Teams { .. } => Goal::Imps,
            _ => Goal::Total,
        }
    }
}

/// Tricks left from which an expert field player looks for the double-dummy card: earlier, the
/// search is too slow to run between two frames of the browser.
const EXPERT_FROM_TRICKS_LEFT: u8 = 8;

/// One action of a robot table: the next call or card, in `style`. Returns the result once the
/// deal is over. Running one step at a time lets the browser stay responsive.
pub fn robot_table_step(game: &mut Game, style: FieldStyle) -> Option<BoardResult> {
    let board = *game.board();
    let action = match game.phase() {
        Phase::Done(r) => return Some(r),
        Phase::Auction(a) => {
            let seat = a.to_call()?;
            let hand = board.deal.hand(seat);
            let strength = style.play.strength;
            Action::Call(robot::choose_call_at(hand, a, board.vulnerability, strength).call)
        }
        Phase::Play(p) => {
            let seat = p.to_play()?;
            let declaring = seat.side() == p.declarer().side();
            let expert = if declaring {
                style.expert_declarer
            } else {
                style.expert_defence
            };
            let dd_best = (expert && p.tricks_remaining() <= EXPERT_FROM_TRICKS_LEFT)
                .then(|| {
                    dd::card_values(p)
                        .into_iter()
                        .max_by_key(|(_, t)| *t)
                        .map(|(c, _)| c)
                })
                .flatten();
            let card = dd_best.unwrap_or_else(|| {
                let view = PlayView::new(p, seat)
                    .with_auction(game.auction())
                    .with_vulnerability(board.vulnerability);
                let config = PlayConfig {
                    seed: crate::table::decision_seed(
                        style.play.seed,
                        &board,
                        seat,
                        p.card_count(),
                    ),
                    ..style.play
                };
                robot::play_card(&view, &config).card
            });
            Action::Card(card)
        }
    };
    if game.apply(action).is_err() {
        // A robot bug must not hang a session: the rest of the tricks go to the side to play.
        if let Phase::Play(p) = game.phase() {
            let rest = p.tricks_remaining();
            let ours = p.to_play().map(Seat::side) == Some(p.declarer().side());
            let _ = game.claim(if ours { rest } else { 0 });
        } else {
            let _ = game.call(crate::Call::Pass);
        }
    }
    game.result()
}

/// Plays `board` with four robots in the given style and returns the result.
pub fn robot_table(board: &Board, style: FieldStyle) -> BoardResult {
    let mut game = Game::new(*board);
    loop {
        if let Some(r) = robot_table_step(&mut game, style) {
            return r;
        }
    }
}

/// The field's styles: strengths, goals and seeds.
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_field_mixes_strengths_and_each_session_seeds_its_tables_anew() {
        let styles = |seed: u64, kind: SessionKind| {
            let mut s = Session::new("f", kind, seed);
            // The board passed out at the player's table: finished, so the field plays it too
            // (no robot need play it out here).
            let t = s.table_mut().unwrap();
            let mut game = Game::new(*t.game().board());
            for _ in 0..4 {
                game.call(crate::Call::Pass).unwrap();
            }
            *t = crate::table::Table::from_game(game, t.human());
            let mut out = Vec::new();
            while let Some(job) = s.field_job() {
                out.push(job.style);
                // The result does not matter here: record any to get the next job.
                let result = s.finished_games().next().unwrap().result().unwrap();
                s.record_field(job, result);
            }
            out
        };
        let a = styles(1, SessionKind::pairs(1));
        assert_eq!(a.len(), FIELD_TABLES as usize);
        for strength in FIELD_STRENGTHS {
            assert!(a.iter().any(|s| s.play.strength == strength));
        }
        assert!(a.iter().all(|s| s.play.goal == Goal::Matchpoints));
        let mut seeds: Vec<u64> = a.iter().map(|s| s.play.seed).collect();
        seeds.dedup();
        assert_eq!(seeds.len(), a.len(), "each table its own seed");
        // The same session seeds the same field; another session another one.
        assert_eq!(styles(1, SessionKind::pairs(1)), a);
        let b = styles(2, SessionKind::pairs(1));
        assert!(a.iter().zip(&b).all(|(x, y)| x.play.seed != y.play.seed));
        let teams = styles(1, SessionKind::teams(1));
        assert_eq!(teams.len(), 1);
        assert_eq!(teams[0].play.goal, Goal::Imps);
        assert_eq!(SessionKind::Practice.goal(), Goal::Total);
    }
}
