//! Accept sets proved from the goal: a `play` step may say its goal (`goal =
//! "encloses-column"`, one of [`Goal::ALL`]); `check` computes every move that
//! meets it and reports any difference with the moves the step accepts, each
//! square with the reason the engine (or the exact solver) gives.

use std::ops::Range;

use super::codes::Code;
use super::corner::{CORNER_PLIES, CornerThreat, corner_threat};
use super::error::{Problems, Said};
use super::goal::{Goal, LineKind, MAX_ENDGAME_EMPTIES, Unmet, after, loud_flips, mobility_after};
use super::parse::did_you_mean;
use super::raw::At;
use super::stable::stable_after;
use crate::engine::solve::best_moves;
use crate::engine::{Bitboard, Board, Scoring, Square, Status, list_squares};

/// The goal named by a step's `goal`, or `None` (reported) when it is not one
/// of the list.
pub(crate) fn goal(problems: &mut Problems<'_>, raw: &At<String>) -> Option<Goal> {
    let name = raw.get_ref().trim();
    if let Some(goal) = Goal::from_name(name) {
        return Some(goal);
    }
    let names = Goal::names();
    let meant = did_you_mean(name, &names);
    let suggestion = meant
        .map(|g| format!("did you mean \"{g}\"? "))
        .unwrap_or_default();
    problems.said_at(
        &raw.span(),
        Said::new(
            Code::UnknownGoal,
            format!(
                "unknown goal \"{name}\": {suggestion}the goals are {}",
                names.join(", ")
            ),
        )
        .with_args(vec![
            name.to_string(),
            meant.unwrap_or_default().to_string(),
            names.join(", "),
        ]),
    );
    None
}

/// Every move of `board` that meets `goal`, or `None` with a problem at `at`
/// when no move does (or the solver cannot decide it here).
pub(crate) fn goal_moves(
    problems: &mut Problems<'_>,
    board: &Board,
    goal: Goal,
    at: &Range<usize>,
) -> Option<Bitboard> {
    let mover = board.to_move();
    let name = goal.name();
    let (message, kind, detail) = match goal.moves(board) {
        Ok(set) => return Some(set),
        Err(Unmet::TooManyEmpties { empties }) => (
            format!(
                "goal \"{name}\" is decided by the exact solver, and this position has {empties} empty squares: the solver decides at most {MAX_ENDGAME_EMPTIES}; use a later position or list the moves in `accept` without a goal"
            ),
            "too-many-empties",
            empties.to_string(),
        ),
        Err(Unmet::CannotWin { best }) => (
            format!(
                "goal \"{name}\": no move of {mover} wins here, the best with perfect play is {best:+}; use goal \"{}\" or another position",
                Goal::Best.name()
            ),
            "cannot-win",
            format!("{best:+}"),
        ),
        Err(_) => (
            format!(
                "no legal move of {mover} meets goal \"{name}\" ({}) here (legal: {})",
                goal.describe(),
                list_squares(board.legal_moves())
            ),
            "no-move",
            list_squares(board.legal_moves()),
        ),
    };
    problems.said_at(
        at,
        Said::new(Code::GoalNotMet, message).with_args(vec![
            kind.to_string(),
            name.to_string(),
            mover.to_string(),
            detail,
        ]),
    );
    None
}

/// Reports where `accepted` (written in `accept`, at `at`) differs from
/// `meets`, the moves that meet `goal` on `board`: each missing and each extra
/// move with what it does.
pub(crate) fn compare(
    problems: &mut Problems<'_>,
    board: &Board,
    goal: Goal,
    accepted: Bitboard,
    meets: Bitboard,
    at: &Range<usize>,
) {
    if accepted == meets {
        return;
    }
    let name = goal.name();
    let mut parts = Vec::new();
    let mut args = vec![name.to_string(), list_squares(meets)];
    for (side, set) in [("missing", meets & !accepted), ("extra", accepted & !meets)] {
        for sq in set.squares() {
            let reason = why(board, goal, sq);
            parts.push(if side == "missing" {
                format!("{sq} meets it ({}) but is not accepted", reason.english())
            } else {
                format!(
                    "{sq} is accepted but does not meet it ({})",
                    reason.english()
                )
            });
            let mut part = vec![side.to_string(), sq.to_string(), reason.kind.to_string()];
            part.extend(reason.parts);
            args.push(part.join(PART_SEPARATOR));
        }
    }
    problems.said_at(
        at,
        Said::new(
            Code::AcceptNotGoal,
            format!(
                "`accept` is not the moves that meet goal \"{name}\" ({}): {}; accept exactly {}, or leave `accept` out",
                goal.describe(),
                parts.join("; "),
                list_squares(meets)
            ),
        )
        .with_args(args),
    );
}

/// What separates the parts of one square's reason in an [`Code::AcceptNotGoal`]
/// finding's parts: `missing|e6|encloses|e5|column`.
pub const PART_SEPARATOR: &str = "|";

/// The kinds of what a move does with respect to a goal.
pub const REASON_KINDS: [&str; 18] = [
    "encloses",
    "flips",
    "must-pass",
    "over",
    "has-moves",
    "keeps",
    "nobody-moves",
    "goes-on",
    "corner",
    "not-corner",
    "no-corner",
    "corner-now",
    "corner-forced",
    "fewest",
    "stable",
    "quiet",
    "loud",
    "ends",
];

/// What a legal move does with respect to a goal: its kind (see
/// [`Reason::english`] for each) and the parts a translation needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    pub kind: &'static str,
    pub parts: Vec<String>,
}

impl Reason {
    fn new(kind: &'static str, parts: Vec<String>) -> Reason {
        Reason { kind, parts }
    }

    /// The reason in a few English words.
    pub fn english(&self) -> String {
        let part = |i: usize| self.parts.get(i).map_or("", String::as_str);
        let count = |i: usize| part(i).parse::<u32>().unwrap_or(0);
        match self.kind {
            "encloses" => {
                let lines: Vec<String> = self
                    .parts
                    .chunks(2)
                    .map(|line| {
                        format!(
                            "{} along a {}",
                            line[0],
                            line.get(1).map_or("", String::as_str)
                        )
                    })
                    .collect();
                format!("it encloses {}", lines.join(" and "))
            }
            "flips" => format!("it flips {}, the most is {}", part(0), part(1)),
            "must-pass" => format!("{} must pass", part(0)),
            "over" => "the game is over".to_string(),
            "has-moves" => format!("{} then has {}", part(0), moves(count(1))),
            "keeps" => format!("{} keeps {} disc{}", part(0), part(1), plural(count(1))),
            "nobody-moves" => "nobody can move then".to_string(),
            "goes-on" => "the game goes on".to_string(),
            "corner" => "a corner".to_string(),
            "not-corner" => "not a corner".to_string(),
            "no-corner" => format!("{} wins no corner within {} plies", part(0), part(1)),
            "corner-now" => format!("{} may take {} at once", part(0), part(1)),
            "corner-forced" => format!(
                "{} answers {} and then wins {} whatever {} plays",
                part(0),
                part(1),
                part(2),
                part(3)
            ),
            "fewest" => format!(
                "{} then has {}, the fewest is {}",
                part(0),
                moves(count(1)),
                part(2)
            ),
            "stable" => format!(
                "{} then has {} stable disc{}, the most is {}",
                part(0),
                part(1),
                plural(count(1)),
                part(2)
            ),
            "quiet" => "no disc it flips touches an empty square".to_string(),
            "loud" => format!(
                "{} still touch{} an empty square",
                part(0),
                if part(0).contains(',') { "" } else { "es" }
            ),
            _ => format!("with perfect play it ends {}", part(0)),
        }
    }
}

/// `s` after a count other than one.
const fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// What the legal move `sq` does with respect to `goal`.
fn why(board: &Board, goal: Goal, sq: Square) -> Reason {
    let opponent = board.to_move().opposite();
    let opp = opponent.to_string();
    match goal {
        Goal::Encloses(_) => {
            let explanation = board.explain(sq);
            let lines: Vec<String> = explanation
                .enclosed()
                .flat_map(|line| {
                    [
                        list_squares(line.squares()),
                        kind_name(LineKind::of(line.direction)).to_string(),
                    ]
                })
                .collect();
            Reason::new("encloses", lines)
        }
        Goal::MostFlips => {
            let most = board
                .legal_moves()
                .squares()
                .map(|m| board.flips(m).len())
                .max()
                .unwrap_or(0);
            Reason::new(
                "flips",
                vec![board.flips(sq).len().to_string(), most.to_string()],
            )
        }
        Goal::ForcePass => match after(board, sq).status() {
            Status::MustPass => Reason::new("must-pass", vec![opp]),
            Status::Over(_) => Reason::new("over", Vec::new()),
            Status::Playing => Reason::new(
                "has-moves",
                vec![opp, after(board, sq).legal_moves().len().to_string()],
            ),
        },
        Goal::Wipeout => Reason::new(
            "keeps",
            vec![opp, after(board, sq).discs(opponent).len().to_string()],
        ),
        Goal::EndNow => match after(board, sq).status() {
            Status::Over(_) => Reason::new("nobody-moves", Vec::new()),
            Status::MustPass | Status::Playing => Reason::new("goes-on", Vec::new()),
        },
        Goal::Corner => {
            if super::goal::CORNERS.contains(sq) {
                Reason::new("corner", Vec::new())
            } else {
                Reason::new("not-corner", Vec::new())
            }
        }
        Goal::NoCorner => match corner_threat(board, sq) {
            None => Reason::new("no-corner", vec![opp, CORNER_PLIES.to_string()]),
            Some(CornerThreat::Now { corners }) => {
                Reason::new("corner-now", vec![opp, list_squares(corners)])
            }
            Some(CornerThreat::Forced { first, corners }) => Reason::new(
                "corner-forced",
                vec![
                    opp,
                    first.to_string(),
                    list_squares(corners),
                    board.to_move().to_string(),
                ],
            ),
        },
        Goal::FewestMoves => {
            let fewest = board
                .legal_moves()
                .squares()
                .map(|m| mobility_after(board, m))
                .min()
                .unwrap_or(0);
            Reason::new(
                "fewest",
                vec![
                    opp,
                    mobility_after(board, sq).to_string(),
                    fewest.to_string(),
                ],
            )
        }
        Goal::MostStable => {
            let most = board
                .legal_moves()
                .squares()
                .map(|m| stable_after(board, m).len())
                .max()
                .unwrap_or(0);
            Reason::new(
                "stable",
                vec![
                    board.to_move().to_string(),
                    stable_after(board, sq).len().to_string(),
                    most.to_string(),
                ],
            )
        }
        Goal::Quiet => {
            let loud = loud_flips(board, sq);
            if loud.is_empty() {
                Reason::new("quiet", Vec::new())
            } else {
                Reason::new("loud", vec![list_squares(loud)])
            }
        }
        Goal::Win | Goal::Best => {
            Reason::new("ends", vec![format!("{:+}", score_after(board, sq))])
        }
    }
}

/// The final disc difference for the side to move of `board` after its legal
/// move `sq`, both sides then playing perfectly.
fn score_after(board: &Board, sq: Square) -> i32 {
    let next = after(board, sq);
    match next.status() {
        Status::Over(outcome) => {
            let (black, white) = (outcome.black as i32, outcome.white as i32);
            match board.to_move() {
                crate::engine::Color::Black => black - white,
                crate::engine::Color::White => white - black,
            }
        }
        Status::MustPass => {
            let mut passed = next;
            passed.pass_unchecked();
            best_moves(&passed, Scoring::Discs).0
        }
        Status::Playing => -best_moves(&next, Scoring::Discs).0,
    }
}

/// `1 legal move`, `3 legal moves`.
fn moves(n: u32) -> String {
    if n == 1 {
        "1 legal move".to_string()
    } else {
        format!("{n} legal moves")
    }
}

const fn kind_name(kind: LineKind) -> &'static str {
    match kind {
        LineKind::Row => "row",
        LineKind::Column => "column",
        LineKind::Diagonal => "diagonal",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::play_record;
    use crate::engine::solve::best_moves;

    #[test]
    fn the_score_after_a_move_is_the_solvers_best_for_the_mover() {
        // Lesson 20's second game, white to move: a2 wins by 14.
        let board = *play_record(
            Board::start(),
            "f5f6e6f4g4e7c4f3g5d6e3g3f2h5h3c5b6c3d7h4c6h2d3b5g6b4h6h7e8c2d2f1g7h8g2e2e1d1a3a4f7g8f8h1a5c7g1d8b3b2a1",
        )
        .unwrap()
        .board();
        let (best, moves) = best_moves(&board, Scoring::Discs);
        for sq in board.legal_moves().squares() {
            let score = score_after(&board, sq);
            assert!(score <= best, "{sq}");
            assert_eq!(moves.contains(sq), score == best, "{sq}");
        }
        assert_eq!(score_after(&board, "a2".parse().unwrap()), 14);
    }
}
