//! Scoring a club event as the clubs' programs do.
//!
//! **Matchpoints.** On each board a result scores, against every other real result of its field,
//! a win (2 on the EBU scale, 1 on the ACBL scale) for each one it beats and half a win for each
//! tie; a weighted assigned score (Law 12C1(c)) is compared part by part, each comparison
//! weighted. A board with fewer real results `n` than the most any board of the field has (`N`:
//! a board not played, an artificial score) is factored up by **Neuberg**'s formula,
//! `(MP + w/2) × N / n − w/2` (`w` the value of a win), so its top is the field's top
//! `w × (N − 1)`. An artificial score gets its percentage of that top (Law 12C2: 60, 50, 40).
//! Each board score is rounded (half away from zero) to the event's decimals; a pair's
//! percentage is its rounded board scores over the tops of the boards it played, rounded
//! half-up. All of it is computed in exact fractions, so nothing depends on floating point.
//!
//! **Cross-IMPs.** A result scores the IMPs against each other real result, divided by the
//! number of comparisons; an artificial score is ±3 or 0 IMPs.
//!
//! **Teams.** The two lines of a match on a board (each team once North-South) give the board's
//! IMPs; each match's IMP margin becomes victory points on the event's scale.

use std::collections::BTreeMap;
use std::fmt;

use super::{
    Artificial, BoardRecord, BoardScoring, ClubEvent, EntrantKey, EventProblem, Field, Form,
    LineKey, MatchKey, Outcome, Winners,
};
use crate::game::BoardResult;
use crate::scoring::imps::imps;
use crate::scoring::matchpoints::MatchpointScale;
use crate::seat::{Side, Vulnerability};

/// A score rounded to a number of decimals, kept exact: `units / 10^decimals`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Points {
    /// The value in units of the last decimal.
    pub units: i64,
    /// The decimals.
    pub decimals: u8,
}

fn pow10(d: u8) -> i128 {
    10i128.pow(u32::from(d))
}

/// `num / den` rounded half away from zero to whole units (`den` > 0).
fn round_div(num: i128, den: i128) -> i128 {
    if num >= 0 {
        (2 * num + den) / (2 * den)
    } else {
        -((-2 * num + den) / (2 * den))
    }
}

impl Points {
    /// `num / den` rounded half away from zero to `decimals` decimals (`den` > 0).
    pub fn from_ratio(num: i128, den: i128, decimals: u8) -> Points {
        let units = round_div(num * pow10(decimals), den);
        Points {
            units: i64::try_from(units).unwrap_or(if units > 0 { i64::MAX } else { i64::MIN }),
            decimals,
        }
    }

    /// A whole number.
    pub fn whole(n: i64, decimals: u8) -> Points {
        Points {
            units: n.saturating_mul(10i64.pow(u32::from(decimals))),
            decimals,
        }
    }

    /// The value as a float (for display and JSON).
    pub fn value(self) -> f64 {
        self.units as f64 / 10f64.powi(i32::from(self.decimals))
    }

    /// Every decimal written: "5.00", "-3.50".
    pub fn fixed(self) -> String {
        let d = usize::from(self.decimals);
        let sign = if self.units < 0 { "-" } else { "" };
        let a = self.units.unsigned_abs();
        if d == 0 {
            return format!("{sign}{a}");
        }
        let p = 10u64.pow(u32::from(self.decimals));
        format!("{sign}{}.{:0d$}", a / p, a % p)
    }

    /// True when `printed` (a decimal number as a file writes it) is this value to the digits
    /// it shows: "62.5" matches 62.50, "5" matches 5.00, "62.51" does not match 62.50.
    pub fn matches_printed(self, printed: &str) -> bool {
        let Some((num, digits)) = parse_decimal(printed) else {
            return false;
        };
        // Compare at the finer of the two precisions.
        let d = digits.max(self.decimals);
        let ours = i128::from(self.units) * pow10(d - self.decimals);
        let theirs = num * pow10(d - digits);
        if digits >= self.decimals {
            ours == theirs
        } else {
            // The file printed fewer digits: ours rounded to them must be what it printed.
            round_div(i128::from(self.units), pow10(self.decimals - digits)) == num
        }
    }
}

impl fmt::Display for Points {
    /// Without trailing zeros: "5", "5.5", "-3.25".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = self.fixed();
        let t = if t.contains('.') {
            t.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            t
        };
        f.write_str(if t == "-0" { "0" } else { &t })
    }
}

/// A decimal number as printed: its value in units of its last digit, and its digits after the
/// point. "−" (U+2212) and "+" are accepted; anything else is not a number.
pub fn parse_decimal(text: &str) -> Option<(i128, u8)> {
    let t = text.trim().replace('\u{2212}', "-");
    let (neg, body) = match t.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, t.strip_prefix('+').unwrap_or(&t)),
    };
    let (int, frac) = body.split_once('.').unwrap_or((body, ""));
    if int.is_empty() && frac.is_empty()
        || int.len() > 12
        || frac.len() > 6
        || !int.chars().chain(frac.chars()).all(|c| c.is_ascii_digit())
    {
        return None;
    }
    let digits = u8::try_from(frac.len()).ok()?;
    let n: i128 = format!("{int}{frac}").parse().ok()?;
    Some((if neg { -n } else { n }, digits))
}

/// One line scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoredLine {
    /// Where the line is.
    pub key: LineKey,
    /// North-South's score at the table (a played result or an assigned one of one part).
    pub north_south_score: Option<i32>,
    /// North-South's matchpoints, IMPs; `None` when the board was not played.
    pub north_south: Option<Points>,
    /// East-West's.
    pub east_west: Option<Points>,
}

/// One board scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoredBoard {
    /// The board.
    pub number: u32,
    /// Matchpoints: the top of the board in each line's field.
    pub top: Option<Points>,
    /// The lines in the board's order.
    pub lines: Vec<ScoredLine>,
}

/// A pair's or team's place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The pair or team.
    pub entrant: EntrantKey,
    /// The direction it sat (the one it sat most when it moved).
    pub direction: Option<Side>,
    /// Boards scored.
    pub boards: u32,
    /// Total matchpoints, cross-IMPs, or victory points.
    pub total: Points,
    /// Matchpoints: the sum of the tops of the boards it played.
    pub maximum: Option<Points>,
    /// Matchpoints: the percentage.
    pub percentage: Option<Points>,
    /// Teams: the IMPs won minus lost.
    pub imps: Option<Points>,
    /// 1 for the winner; equal scores share a place.
    pub place: u32,
    /// True when another shares the place.
    pub tied: bool,
}

impl Standing {
    /// The place as results show it: "1", "5=".
    pub fn place_text(&self) -> String {
        format!("{}{}", self.place, if self.tied { "=" } else { "" })
    }
}

/// One ranking: a section's or the whole field's, of one direction or of everyone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ranking {
    /// The section, when ranked per section.
    pub section: Option<String>,
    /// The direction, when there are two winners.
    pub direction: Option<Side>,
    /// Best first.
    pub standings: Vec<Standing>,
}

/// One teams match scored: the IMPs each team won on the boards of the match, and the margin
/// (rounded to whole IMPs) converted to victory points on the event's scale for the match's
/// number of boards, to two decimals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoredMatch {
    /// The match, the lower-numbered team as home.
    pub teams: MatchKey,
    /// Boards scored.
    pub boards: u32,
    /// The IMPs the home team won.
    pub home_imps: Points,
    /// The IMPs the away team won.
    pub away_imps: Points,
    /// The home team's victory points.
    pub home_vps: Points,
    /// The away team's victory points.
    pub away_vps: Points,
}

impl ScoredMatch {
    /// The figures seen from `home` and `away` as a file names them: swapped when the file's home
    /// team is this match's away team. (home IMPs, away IMPs, home VPs, away VPs)
    pub fn seen_as(&self, teams: &MatchKey) -> [Points; 4] {
        if teams.home == self.teams.home {
            [self.home_imps, self.away_imps, self.home_vps, self.away_vps]
        } else {
            [self.away_imps, self.home_imps, self.away_vps, self.home_vps]
        }
    }
}

/// Victory points are written to two decimals, whatever the scale.
pub const VP_DECIMALS: u8 = 2;

/// The whole event scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventScore {
    /// Every board, in the event's order.
    pub boards: Vec<ScoredBoard>,
    /// Every ranking.
    pub rankings: Vec<Ranking>,
    /// Teams: every match, in the order first played.
    pub matches: Vec<ScoredMatch>,
}

impl EventScore {
    /// The standing of a pair or team.
    pub fn standing(&self, entrant: &EntrantKey) -> Option<&Standing> {
        self.rankings
            .iter()
            .flat_map(|r| &r.standings)
            .find(|s| &s.entrant == entrant)
    }

    /// The match of these two teams (in either order).
    pub fn match_of(&self, teams: &MatchKey) -> Option<&ScoredMatch> {
        self.matches.iter().find(|m| m.teams.same_teams(teams))
    }

    /// The scored line at `key`.
    pub fn line(&self, key: &LineKey) -> Option<&ScoredLine> {
        self.boards
            .iter()
            .find(|b| b.number == key.board)
            .and_then(|b| b.lines.iter().find(|l| &l.key == key))
    }
}

/// A results file's figure the recomputation does not agree with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Disagreement {
    /// The line, for a board figure.
    pub line: Option<LineKey>,
    /// The pair or team, for a total.
    pub entrant: Option<EntrantKey>,
    /// The teams match, for a match's figure.
    pub teams: Option<MatchKey>,
    /// Which figure: `score`, `north_south`, `east_west`, `total`, `percentage`, `place`,
    /// `imps`; a match's `home_imps`, `away_imps`, `home_vps`, `away_vps`.
    pub what: &'static str,
    /// What the file printed.
    pub file: String,
    /// What the app makes it.
    pub app: String,
}

impl fmt::Display for Disagreement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(l) = &self.line {
            write!(f, "{l}")?;
        }
        if let Some(e) = &self.entrant {
            write!(f, "section {} pair {}", e.section, e.number)?;
        }
        if let Some(m) = &self.teams {
            write!(f, "{m}")?;
        }
        write!(
            f,
            ": {} is {} in the file, {} recomputed",
            self.what, self.file, self.app
        )
    }
}

/// How one pair's standing moved with a correction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    /// The pair or team.
    pub entrant: EntrantKey,
    /// Place before and after ("3", "2=").
    pub place: (String, String),
    /// Total before and after.
    pub total: (Points, Points),
    /// Percentage before and after, for matchpoints.
    pub percentage: (Option<Points>, Option<Points>),
}

/// What a correction changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CorrectionReport {
    /// The line corrected.
    pub line: LineKey,
    /// Its outcome before.
    pub before: Outcome,
    /// Its outcome after.
    pub after: Outcome,
    /// Every pair or team whose place, total or percentage changed.
    pub moves: Vec<Move>,
}

impl CorrectionReport {
    pub(super) fn new(
        line: LineKey,
        before: Outcome,
        after: Outcome,
        old: &EventScore,
        new: &EventScore,
    ) -> CorrectionReport {
        let mut moves = Vec::new();
        for s in new.rankings.iter().flat_map(|r| &r.standings) {
            let Some(o) = old.standing(&s.entrant) else {
                continue;
            };
            if o.place_text() != s.place_text()
                || o.total != s.total
                || o.percentage != s.percentage
            {
                moves.push(Move {
                    entrant: s.entrant.clone(),
                    place: (o.place_text(), s.place_text()),
                    total: (o.total, s.total),
                    percentage: (o.percentage, s.percentage),
                });
            }
        }
        CorrectionReport {
            line,
            before,
            after,
            moves,
        }
    }
}

/// A weighted result's North-South scores: (weight in percent, score).
pub(super) fn weighted_scores(outcome: &Outcome, vul: Vulnerability) -> Vec<(i128, i32)> {
    outcome
        .weighted_results()
        .into_iter()
        .map(|(w, r): (u32, BoardResult)| (i128::from(w), r.north_south_score(vul)))
        .collect()
}

/// The line pairs of a teams board: for each match, the line where the first team sits
/// North-South and the line where the other does.
pub(super) fn team_pairs(b: &BoardRecord) -> Result<Vec<(usize, usize)>, EventProblem> {
    let mut out = Vec::new();
    let mut used = vec![false; b.lines.len()];
    for i in 0..b.lines.len() {
        if used[i] {
            continue;
        }
        let l = &b.lines[i];
        let j = (i + 1..b.lines.len()).find(|&j| {
            let m = &b.lines[j];
            !used[j]
                && m.section == l.section
                && m.north_south == l.east_west
                && m.east_west == l.north_south
        });
        let Some(j) = j else {
            return Err(EventProblem::TeamsBoard(l.key(b.number)));
        };
        used[i] = true;
        used[j] = true;
        out.push((i, j));
    }
    Ok(out)
}

/// The field a line is compared in: its section, or everyone.
fn field_of(field: Field, section: &str) -> Option<String> {
    match field {
        Field::AcrossSections => None,
        Field::PerSection => Some(section.to_string()),
    }
}

impl ClubEvent {
    /// Scores every board and ranks every pair or team.
    pub fn score(&self) -> EventScore {
        let boards = match self.form {
            Form::Teams => self.score_teams(),
            Form::Pairs => self.score_pairs(),
        };
        let matches = match self.form {
            Form::Teams => self.team_matches(&boards),
            Form::Pairs => Vec::new(),
        };
        let rankings = self.rank(&boards, &matches);
        EventScore {
            boards,
            rankings,
            matches,
        }
    }

    /// The most lines any board has in each field: the `N` of Neuberg's formula.
    fn field_sizes(&self) -> BTreeMap<Option<String>, usize> {
        let mut most: BTreeMap<Option<String>, usize> = BTreeMap::new();
        for b in &self.boards {
            let mut counts: BTreeMap<Option<String>, usize> = BTreeMap::new();
            for l in &b.lines {
                *counts
                    .entry(field_of(self.rules.field, &l.section))
                    .or_default() += 1;
            }
            for (k, c) in counts {
                let m = most.entry(k).or_default();
                *m = (*m).max(c);
            }
        }
        most
    }

    fn score_pairs(&self) -> Vec<ScoredBoard> {
        let d = self.rules.board_decimals;
        let sizes = self.field_sizes();
        let mut out = Vec::new();
        for b in &self.boards {
            let vul = b.vulnerability;
            let scores: Vec<Vec<(i128, i32)>> = b
                .lines
                .iter()
                .map(|l| weighted_scores(&l.outcome, vul))
                .collect();
            let mut lines = Vec::new();
            let mut board_top = None;
            for (i, l) in b.lines.iter().enumerate() {
                let field = field_of(self.rules.field, &l.section);
                // The real results this line is compared with.
                let others: Vec<usize> = (0..b.lines.len())
                    .filter(|&j| {
                        j != i
                            && !scores[j].is_empty()
                            && field_of(self.rules.field, &b.lines[j].section) == field
                    })
                    .collect();
                let big_n = i128::try_from(*sizes.get(&field).unwrap_or(&1)).unwrap_or(1);
                let n = i128::try_from(others.len()).unwrap_or(0) + 1;
                let (ns, ew) = match self.rules.scoring {
                    BoardScoring::Matchpoints(scale) => {
                        let (ns, ew, top) = matchpoint_line(
                            &l.outcome,
                            &scores[i],
                            others.iter().map(|&j| &scores[j]),
                            n,
                            big_n,
                            scale,
                            d,
                        );
                        board_top = Some(top);
                        (ns, ew)
                    }
                    BoardScoring::CrossImps | BoardScoring::TeamImps(_) => {
                        let (ns, ew) = cross_imp_line(
                            &l.outcome,
                            &scores[i],
                            others.iter().map(|&j| &scores[j]),
                            d,
                        );
                        (ns, ew)
                    }
                };
                lines.push(ScoredLine {
                    key: l.key(b.number),
                    north_south_score: single_score(&scores[i]),
                    north_south: ns,
                    east_west: ew,
                });
            }
            out.push(ScoredBoard {
                number: b.number,
                top: board_top,
                lines,
            });
        }
        out
    }

    fn score_teams(&self) -> Vec<ScoredBoard> {
        let d = self.rules.board_decimals;
        let mut out = Vec::new();
        for b in &self.boards {
            let vul = b.vulnerability;
            let mut lines: Vec<ScoredLine> = b
                .lines
                .iter()
                .map(|l| ScoredLine {
                    key: l.key(b.number),
                    north_south_score: single_score(&weighted_scores(&l.outcome, vul)),
                    north_south: None,
                    east_west: None,
                })
                .collect();
            // `check` refuses a board whose lines do not pair; an unchecked one scores nothing.
            for (i, j) in team_pairs(b).unwrap_or_default() {
                let (a, c) = (&b.lines[i].outcome, &b.lines[j].outcome);
                if matches!(a, Outcome::NotPlayed) || matches!(c, Outcome::NotPlayed) {
                    continue;
                }
                // IMPs of the team North-South at line i, in 1/10000.
                let mut num: i128 = 0;
                let mut artificial = false;
                if let Outcome::Artificial { north_south, .. } = a {
                    num += i128::from(north_south.imps()) * 10_000;
                    artificial = true;
                }
                if let Outcome::Artificial { east_west, .. } = c {
                    num += i128::from(east_west.imps()) * 10_000;
                    artificial = true;
                }
                if !artificial {
                    for (wa, sa) in weighted_scores(a, vul) {
                        for (wb, sb) in weighted_scores(c, vul) {
                            num += wa * wb * i128::from(imps(sa.saturating_sub(sb)));
                        }
                    }
                }
                let home = Points::from_ratio(num, 10_000, d);
                let away = Points::from_ratio(-num, 10_000, d);
                lines[i].north_south = Some(home);
                lines[i].east_west = Some(away);
                lines[j].north_south = Some(away);
                lines[j].east_west = Some(home);
            }
            out.push(ScoredBoard {
                number: b.number,
                top: None,
                lines,
            });
        }
        out
    }

    /// The direction each pair sat most (North-South on a tie), unless the event says.
    fn directions(&self) -> BTreeMap<EntrantKey, Side> {
        let mut counts: BTreeMap<EntrantKey, (u32, u32)> = BTreeMap::new();
        for b in &self.boards {
            for l in &b.lines {
                let key = |n| EntrantKey {
                    section: l.section.clone(),
                    number: n,
                };
                counts.entry(key(l.north_south)).or_default().0 += 1;
                counts.entry(key(l.east_west)).or_default().1 += 1;
            }
        }
        self.entrants
            .iter()
            .map(|e| {
                let key = EntrantKey {
                    section: e.section.clone(),
                    number: e.number,
                };
                let (ns, ew) = counts.get(&key).copied().unwrap_or_default();
                let side = e.direction.unwrap_or(if ew > ns {
                    Side::EastWest
                } else {
                    Side::NorthSouth
                });
                (key, side)
            })
            .collect()
    }

    /// Every teams match: the two lines of each match on a board give the board's IMPs to each
    /// team; each match's margin becomes victory points.
    fn team_matches(&self, boards: &[ScoredBoard]) -> Vec<ScoredMatch> {
        let d = self.rules.board_decimals;
        let BoardScoring::TeamImps(scale) = self.rules.scoring else {
            return Vec::new();
        };
        // Per match: boards, and the IMP units each team won.
        let mut acc: Vec<(MatchKey, u32, i64, i64)> = Vec::new();
        for (record, scored) in self.boards.iter().zip(boards) {
            for (i, _) in team_pairs(record).unwrap_or_default() {
                let l = &scored.lines[i];
                let Some(p) = l.north_south else { continue };
                let (a, b) = (l.key.north_south, l.key.east_west);
                let teams = MatchKey {
                    section: l.key.section.clone(),
                    home: a.min(b),
                    away: a.max(b),
                };
                // The board's IMPs to the home team.
                let home = if a == teams.home { p.units } else { -p.units };
                let at = match acc.iter().position(|m| m.0 == teams) {
                    Some(k) => k,
                    None => {
                        acc.push((teams, 0, 0, 0));
                        acc.len() - 1
                    }
                };
                let m = &mut acc[at];
                m.1 += 1;
                if home > 0 {
                    m.2 += home;
                } else {
                    m.3 -= home;
                }
            }
        }
        acc.into_iter()
            .map(|(teams, boards, home, away)| {
                let margin = round_div(i128::from(home - away), pow10(d));
                let vp = scale.victory_points(boards, i32::try_from(margin).unwrap_or(0));
                // The scale gives whole hundredths: exact when rounded back.
                let hundredths = |v: f64| (v * 100.0).round() as i64;
                ScoredMatch {
                    teams,
                    boards,
                    home_imps: Points {
                        units: home,
                        decimals: d,
                    },
                    away_imps: Points {
                        units: away,
                        decimals: d,
                    },
                    home_vps: Points {
                        units: hundredths(vp.ours),
                        decimals: VP_DECIMALS,
                    },
                    away_vps: Points {
                        units: hundredths(vp.theirs),
                        decimals: VP_DECIMALS,
                    },
                }
            })
            .collect()
    }

    fn rank(&self, boards: &[ScoredBoard], matches: &[ScoredMatch]) -> Vec<Ranking> {
        let d = self.rules.board_decimals;
        let pd = self.rules.percentage_decimals;
        let directions = self.directions();
        // Per entrant: boards, total units, maximum units.
        let mut acc: BTreeMap<EntrantKey, (u32, i64, i64)> = BTreeMap::new();
        for b in boards {
            for l in &b.lines {
                let sides = [
                    (l.key.north_south, l.north_south),
                    (l.key.east_west, l.east_west),
                ];
                for (number, points) in sides {
                    let Some(p) = points else { continue };
                    let key = EntrantKey {
                        section: l.key.section.clone(),
                        number,
                    };
                    let a = acc.entry(key).or_default();
                    a.0 += 1;
                    a.1 += p.units;
                    a.2 += b.top.map_or(0, |t| t.units);
                }
            }
        }
        let mut standings: Vec<Standing> = self
            .entrants
            .iter()
            .map(|e| {
                let key = EntrantKey {
                    section: e.section.clone(),
                    number: e.number,
                };
                let (boards, units, max) = acc.get(&key).copied().unwrap_or_default();
                let (total, maximum, percentage, team_imps) = match self.rules.scoring {
                    BoardScoring::Matchpoints(_) => (
                        Points { units, decimals: d },
                        Some(Points {
                            units: max,
                            decimals: d,
                        }),
                        (max > 0).then(|| {
                            Points::from_ratio(i128::from(units) * 100, i128::from(max), pd)
                        }),
                        None,
                    ),
                    BoardScoring::CrossImps => (Points { units, decimals: d }, None, None, None),
                    BoardScoring::TeamImps(_) => {
                        let (vps, imps) = team_totals(&key, matches);
                        (
                            vps,
                            None,
                            None,
                            Some(Points {
                                units: imps,
                                decimals: d,
                            }),
                        )
                    }
                };
                Standing {
                    direction: directions.get(&key).copied(),
                    entrant: key,
                    // A team has two lines on each board it plays.
                    boards: if self.form == Form::Teams {
                        boards / 2
                    } else {
                        boards
                    },
                    total,
                    maximum,
                    percentage,
                    imps: team_imps,
                    place: 0,
                    tied: false,
                }
            })
            .collect();
        // Best first: percentage for matchpoints, total otherwise (then IMPs for teams).
        let order = |s: &Standing| -> (i64, i64) {
            match self.rules.scoring {
                BoardScoring::Matchpoints(_) => {
                    (s.percentage.map_or(i64::MIN, |p| p.units), s.total.units)
                }
                BoardScoring::CrossImps => (s.total.units, 0),
                BoardScoring::TeamImps(_) => (s.total.units, s.imps.map_or(0, |i| i.units)),
            }
        };
        let key_of = |s: &Standing| -> (i64, i64) {
            // Matchpoint places follow the printed percentage only.
            let (a, b) = order(s);
            match self.rules.scoring {
                BoardScoring::Matchpoints(_) => (a, 0),
                _ => (a, b),
            }
        };
        standings.sort_by(|a, b| {
            order(b)
                .cmp(&order(a))
                .then(a.entrant.section.cmp(&b.entrant.section))
                .then(a.entrant.number.cmp(&b.entrant.number))
        });
        let mut groups: Vec<Ranking> = Vec::new();
        for s in standings {
            let section = field_of(self.rules.field, &s.entrant.section);
            let direction = match (self.form, self.rules.winners) {
                (Form::Pairs, Winners::TwoWinners) => s.direction,
                _ => None,
            };
            match groups
                .iter_mut()
                .find(|g| g.section == section && g.direction == direction)
            {
                Some(g) => g.standings.push(s),
                None => groups.push(Ranking {
                    section,
                    direction,
                    standings: vec![s],
                }),
            }
        }
        groups.sort_by(|a, b| {
            a.section.cmp(&b.section).then(
                a.direction
                    .map(|d| d as u8)
                    .cmp(&b.direction.map(|d| d as u8)),
            )
        });
        for g in &mut groups {
            let keys: Vec<(i64, i64)> = g.standings.iter().map(key_of).collect();
            for i in 0..g.standings.len() {
                let place = if i > 0 && keys[i] == keys[i - 1] {
                    g.standings[i - 1].place
                } else {
                    i as u32 + 1
                };
                g.standings[i].place = place;
            }
            let places: Vec<u32> = g.standings.iter().map(|s| s.place).collect();
            for s in &mut g.standings {
                s.tied = places.iter().filter(|p| **p == s.place).count() > 1;
            }
        }
        groups
    }

    /// Every figure the file printed that the recomputation does not agree with. Empty once the
    /// event has been corrected: the file's figures were of the event before.
    pub fn disagreements(&self, score: &EventScore) -> Vec<Disagreement> {
        let mut out = Vec::new();
        if !self.corrections.is_empty() {
            return out;
        }
        for (key, p) in &self.published.lines {
            let Some(line) = score.line(key) else {
                continue;
            };
            let outcome = self.board(key.board).and_then(|b| {
                b.lines
                    .iter()
                    .find(|l| l.key(key.board) == *key)
                    .map(|l| &l.outcome)
            });
            if let (Some(text), Some(outcome)) = (&p.score, outcome) {
                let app = score_text(outcome, line.north_south_score);
                if !same_score(text, &app) {
                    out.push(Disagreement {
                        line: Some(key.clone()),
                        entrant: None,
                        teams: None,
                        what: "score",
                        file: text.clone(),
                        app,
                    });
                }
            }
            for (what, printed, ours) in [
                ("north_south", &p.north_south, line.north_south),
                ("east_west", &p.east_west, line.east_west),
            ] {
                let Some(printed) = printed else { continue };
                let agrees = ours.is_some_and(|o| o.matches_printed(printed));
                if !agrees {
                    out.push(Disagreement {
                        line: Some(key.clone()),
                        entrant: None,
                        teams: None,
                        what,
                        file: printed.clone(),
                        app: ours.map_or_else(|| "-".into(), |o| o.to_string()),
                    });
                }
            }
        }
        for (key, p) in &self.published.totals {
            let Some(s) = score.standing(key) else {
                continue;
            };
            let checks = [
                ("total", &p.total, Some(s.total)),
                ("percentage", &p.percentage, s.percentage),
                ("imps", &p.imps, s.imps),
            ];
            for (what, printed, ours) in checks {
                let Some(printed) = printed else { continue };
                if !ours.is_some_and(|o| o.matches_printed(printed)) {
                    out.push(Disagreement {
                        line: None,
                        entrant: Some(key.clone()),
                        teams: None,
                        what,
                        file: printed.clone(),
                        app: ours.map_or_else(|| "-".into(), |o| o.to_string()),
                    });
                }
            }
            if let Some(place) = &p.place
                && place.trim() != s.place_text()
            {
                out.push(Disagreement {
                    line: None,
                    entrant: Some(key.clone()),
                    teams: None,
                    what: "place",
                    file: place.clone(),
                    app: s.place_text(),
                });
            }
        }
        for p in &self.published.matches {
            let ours = score.match_of(&p.teams).map(|m| m.seen_as(&p.teams));
            let printed = [&p.home_imps, &p.away_imps, &p.home_vps, &p.away_vps];
            let names = ["home_imps", "away_imps", "home_vps", "away_vps"];
            for (k, printed) in printed.into_iter().enumerate() {
                let Some(printed) = printed else { continue };
                let ours = ours.map(|o| o[k]);
                if !ours.is_some_and(|o| o.matches_printed(printed)) {
                    out.push(Disagreement {
                        line: None,
                        entrant: None,
                        teams: Some(p.teams.clone()),
                        what: names[k],
                        file: printed.clone(),
                        app: ours.map_or_else(|| "-".into(), |o| o.to_string()),
                    });
                }
            }
        }
        out
    }
}

fn same_score(file: &str, app: &str) -> bool {
    let f = file.trim();
    match (parse_decimal(f), parse_decimal(app)) {
        (Some(a), Some(b)) => a == b,
        _ => f.eq_ignore_ascii_case(app),
    }
}

/// A line's score as the files write it: North-South's score, `A6040` for an artificial score,
/// empty when not played or when a weighted score has no single figure.
pub fn score_text(outcome: &Outcome, north_south_score: Option<i32>) -> String {
    match outcome {
        Outcome::Artificial {
            north_south,
            east_west,
        } => artificial_code(*north_south, *east_west),
        Outcome::NotPlayed => String::new(),
        _ => north_south_score.map(|s| s.to_string()).unwrap_or_default(),
    }
}

/// `A6040`: the letter A, then North-South's and East-West's percentages.
pub fn artificial_code(north_south: Artificial, east_west: Artificial) -> String {
    format!("A{}{}", north_south.percent(), east_west.percent())
}

/// Reads `A6040`, `A5050`, `A4060`, `A6060`, ... (also `A60/40`, `A60A40` and lower case).
pub fn parse_artificial(text: &str) -> Option<(Artificial, Artificial)> {
    let t = text.trim().to_ascii_uppercase();
    let body = t.strip_prefix('A')?;
    let digits: String = body.chars().filter(char::is_ascii_digit).collect();
    let rest_ok = body
        .chars()
        .all(|c| c.is_ascii_digit() || c == '/' || c == 'A');
    if !rest_ok || digits.len() != 4 {
        return None;
    }
    let ns = Artificial::from_percent(digits[..2].parse().ok()?)?;
    let ew = Artificial::from_percent(digits[2..].parse().ok()?)?;
    Some((ns, ew))
}

fn single_score(scores: &[(i128, i32)]) -> Option<i32> {
    match scores {
        [(_, s)] => Some(*s),
        _ => None,
    }
}

/// Half-wins of `mine` against the others (2 a result beaten, 1 a tie), each comparison
/// weighted by both sides' weights (in 1/10000, so a plain result counts 10 000 × 10 000).
pub(super) fn half_wins<'a>(
    mine: &[(i128, i32)],
    others: impl Iterator<Item = &'a Vec<(i128, i32)>>,
) -> i128 {
    let mut c: i128 = 0;
    for other in others {
        for &(wa, sa) in mine {
            for &(wb, sb) in other {
                c += wa
                    * wb
                    * match sa.cmp(&sb) {
                        std::cmp::Ordering::Greater => 2,
                        std::cmp::Ordering::Equal => 1,
                        std::cmp::Ordering::Less => 0,
                    };
            }
        }
    }
    c
}

fn matchpoint_line<'a>(
    outcome: &Outcome,
    mine: &[(i128, i32)],
    others: impl Iterator<Item = &'a Vec<(i128, i32)>>,
    n: i128,
    big_n: i128,
    scale: MatchpointScale,
    d: u8,
) -> (Option<Points>, Option<Points>, Points) {
    // A win is 2 half-wins on the EBU scale; on the ACBL scale everything is halved.
    let halve: i128 = match scale {
        MatchpointScale::TwoPerWin => 1,
        MatchpointScale::OnePerWin => 2,
    };
    let big_n = big_n.max(n);
    let top_num = 2 * (big_n - 1);
    let top = Points::from_ratio(top_num, halve, d);
    match outcome {
        Outcome::NotPlayed => (None, None, top),
        Outcome::Artificial {
            north_south,
            east_west,
        } => {
            let part = |a: Artificial| {
                Points::from_ratio(top_num * i128::from(a.percent()), 100 * halve, d)
            };
            (Some(part(*north_south)), Some(part(*east_west)), top)
        }
        Outcome::Played(_) | Outcome::Assigned(_) => {
            let c = half_wins(mine, others);
            // Neuberg: (MP + 1) × N / n − 1 in half-wins; exact when n = N.
            let num = (c + 10_000) * big_n - 10_000 * n;
            let den = 10_000 * n * halve;
            let ns = Points::from_ratio(num, den, d);
            let ew = Points::from_ratio(top_num * 10_000 * n - num, den, d);
            (Some(ns), Some(ew), top)
        }
    }
}

fn cross_imp_line<'a>(
    outcome: &Outcome,
    mine: &[(i128, i32)],
    others: impl Iterator<Item = &'a Vec<(i128, i32)>>,
    d: u8,
) -> (Option<Points>, Option<Points>) {
    match outcome {
        Outcome::NotPlayed => (None, None),
        Outcome::Artificial {
            north_south,
            east_west,
        } => (
            Some(Points::whole(i64::from(north_south.imps()), d)),
            Some(Points::whole(i64::from(east_west.imps()), d)),
        ),
        Outcome::Played(_) | Outcome::Assigned(_) => {
            let mut total: i128 = 0;
            let mut count: i128 = 0;
            for other in others {
                count += 1;
                for &(wa, sa) in mine {
                    for &(wb, sb) in other {
                        total += wa * wb * i128::from(imps(sa.saturating_sub(sb)));
                    }
                }
            }
            if count == 0 {
                return (Some(Points::whole(0, d)), Some(Points::whole(0, d)));
            }
            let den = 10_000 * count;
            (
                Some(Points::from_ratio(total, den, d)),
                Some(Points::from_ratio(-total, den, d)),
            )
        }
    }
}

/// A team's victory points over its matches, and its IMPs won minus lost.
fn team_totals(team: &EntrantKey, matches: &[ScoredMatch]) -> (Points, i64) {
    let mut vps = 0;
    let mut imps = 0;
    for m in matches.iter().filter(|m| m.teams.section == team.section) {
        if m.teams.home == team.number {
            vps += m.home_vps.units;
            imps += m.home_imps.units - m.away_imps.units;
        } else if m.teams.away == team.number {
            vps += m.away_vps.units;
            imps += m.away_imps.units - m.home_imps.units;
        }
    }
    (
        Points {
            units: vps,
            decimals: VP_DECIMALS,
        },
        imps,
    )
}
