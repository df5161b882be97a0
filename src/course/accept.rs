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
    let missing = meets & !accepted;
    let extra = accepted & !meets;
    for sq in missing.squares() {
        parts.push(format!(
            "{sq} meets it ({}) but is not accepted",
            why(board, goal, sq)
        ));
    }
    for sq in extra.squares() {
        parts.push(format!(
            "{sq} is accepted but does not meet it ({})",
            why(board, goal, sq)
        ));
    }
    problems.at(
        at, Code::AcceptNotGoal,
        format!(
            "`accept` is not the moves that meet goal \"{name}\" ({}): {}; accept exactly {}, or leave `accept` out",
            goal.describe(),
            parts.join("; "),
            list_squares(meets)
        ),
    );
}

/// What the legal move `sq` does with respect to `goal`, in a few words.
fn why(board: &Board, goal: Goal, sq: Square) -> String {
    let opponent = board.to_move().opposite();
    match goal {
        Goal::Encloses(_) => {
            let explanation = board.explain(sq);
            let lines: Vec<String> = explanation
                .enclosed()
                .map(|line| {
                    let discs = list_squares(line.squares());
                    format!(
                        "{discs} along a {}",
                        kind_name(LineKind::of(line.direction))
                    )
                })
                .collect();
            format!("it encloses {}", lines.join(" and "))
        }
        Goal::MostFlips => {
            let most = board
                .legal_moves()
                .squares()
                .map(|m| board.flips(m).len())
                .max()
                .unwrap_or(0);
            format!("it flips {}, the most is {most}", board.flips(sq).len())
        }
        Goal::ForcePass => match after(board, sq).status() {
            Status::MustPass => format!("{opponent} must pass"),
            Status::Over(_) => "the game is over".to_string(),
            Status::Playing => format!(
                "{opponent} then has {}",
                moves(after(board, sq).legal_moves().len())
            ),
        },
        Goal::Wipeout => format!(
            "{opponent} keeps {} discs",
            after(board, sq).discs(opponent).len()
        ),
        Goal::EndNow => match after(board, sq).status() {
            Status::Over(_) => "nobody can move then".to_string(),
            Status::MustPass | Status::Playing => "the game goes on".to_string(),
        },
        Goal::Corner => {
            if super::goal::CORNERS.contains(sq) {
                "a corner".to_string()
            } else {
                "not a corner".to_string()
            }
        }
        Goal::NoCorner => match corner_threat(board, sq) {
            None => format!("{opponent} wins no corner within {CORNER_PLIES} plies"),
            Some(CornerThreat::Now { corners }) => {
                format!("{opponent} may take {} at once", list_squares(corners))
            }
            Some(CornerThreat::Forced { first, corners }) => format!(
                "{opponent} answers {first} and then wins {} whatever {} plays",
                list_squares(corners),
                board.to_move()
            ),
        },
        Goal::FewestMoves => {
            let fewest = board
                .legal_moves()
                .squares()
                .map(|m| mobility_after(board, m))
                .min()
                .unwrap_or(0);
            format!(
                "{opponent} then has {}, the fewest is {fewest}",
                moves(mobility_after(board, sq))
            )
        }
        Goal::MostStable => {
            let most = board
                .legal_moves()
                .squares()
                .map(|m| stable_after(board, m).len())
                .max()
                .unwrap_or(0);
            format!(
                "{} then has {} stable discs, the most is {most}",
                board.to_move(),
                stable_after(board, sq).len()
            )
        }
        Goal::Quiet => {
            let loud = loud_flips(board, sq);
            if loud.is_empty() {
                "no disc it flips touches an empty square".to_string()
            } else {
                format!("{} still touch an empty square", list_squares(loud))
            }
        }
        Goal::Win | Goal::Best => {
            format!("with perfect play it ends {:+}", score_after(board, sq))
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
