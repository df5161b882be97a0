//! What each puzzle theme asks, as the trainer needs it: what a legal move that
//! misses the goal does instead, and the best line of an endgame (following the exact solver's best moves). The
//! trainer's only matches over [`Theme`] are here: a new theme is taught to the
//! trainer in this file.

use crate::course::Theme;
use crate::course::corner::{CornerThreat, corner_threat};
use crate::course::goal::{greedy_moves, loud_flips, mobility_after};
use crate::course::opening::{lines_played, on_line};
use crate::course::stable::{edge_stable, stable_after};
use crate::engine::solve::best_moves;
use crate::engine::{Bitboard, Board, Move, Scoring, Square, Status};

use super::puzzle_feedback::{BestLine, GoalMet, Instead};

/// Whether the theme is an exact endgame (answers by the solver, a best line to show).
pub fn is_endgame(theme: Theme) -> bool {
    match theme {
        Theme::EndgameWin | Theme::EndgameBest { .. } | Theme::FewerIsMore => true,
        Theme::LegalMove
        | Theme::PredictFlips { .. }
        | Theme::MaxFlips
        | Theme::Directions(_)
        | Theme::ForcePass
        | Theme::Wipeout
        | Theme::EndNow
        | Theme::Corner
        | Theme::AvoidXSquare
        | Theme::Stable
        | Theme::MinMobility
        | Theme::QuietMove
        | Theme::Opening { .. } => false,
    }
}

/// What the legal move `sq` on `board` does instead of meeting `theme`'s goal.
pub fn instead(board: &Board, theme: Theme, sq: Square) -> Instead {
    let mut after = *board;
    let flipped = after.play(sq);
    let opponent = board.to_move().opposite();
    match theme {
        Theme::MaxFlips => Instead::FlipsFewer {
            flips: flipped.len(),
            most: board
                .legal_moves()
                .squares()
                .map(|m| board.flips(m).len())
                .max()
                .unwrap_or(0),
        },
        Theme::Directions(wanted) => Instead::FewerDirections {
            enclosed: board.explain(sq).enclosed().count() as u32,
            wanted,
        },
        Theme::ForcePass => Instead::OpponentCanMove {
            opponent,
            moves: after.legal_moves().len(),
        },
        Theme::Wipeout => Instead::OpponentKeeps {
            opponent,
            discs: after.discs(opponent).len(),
        },
        Theme::EndNow => Instead::GameGoesOn {
            next: if after.status() == Status::MustPass {
                board.to_move()
            } else {
                opponent
            },
        },
        Theme::Corner => Instead::NotACorner,
        Theme::AvoidXSquare => match corner_threat(board, sq) {
            Some(CornerThreat::Forced { first, corners }) => Instead::GivesCorner {
                opponent,
                corners,
                first: Some(first),
            },
            Some(CornerThreat::Now { corners }) => Instead::GivesCorner {
                opponent,
                corners,
                first: None,
            },
            // A move that gives no corner meets the goal; none is asked about here.
            None => Instead::MissesTheGoal,
        },
        Theme::MinMobility => Instead::LeavesMoreMoves {
            opponent,
            moves: mobility_after(board, sq),
            fewest: board
                .legal_moves()
                .squares()
                .map(|m| mobility_after(board, m))
                .min()
                .unwrap_or(0),
        },
        Theme::Stable => Instead::FewerStable {
            stable: stable_after(board, sq).len(),
            most: board
                .legal_moves()
                .squares()
                .map(|m| stable_after(board, m).len())
                .max()
                .unwrap_or(0),
        },
        Theme::QuietMove => Instead::FlipsFrontier {
            loud: loud_flips(board, sq),
        },
        Theme::Opening { line } => Instead::OffTheLine {
            line,
            other: lines_played(board, sq, line).first().copied(),
        },
        Theme::EndgameWin | Theme::EndgameBest { .. } | Theme::FewerIsMore => {
            let (score, reply) = exact_after(&after);
            Instead::Endgame { score, reply }
        }
        Theme::LegalMove | Theme::PredictFlips { .. } => Instead::MissesTheGoal,
    }
}

/// Why the right move `sq` of `theme` on `board` meets the goal, where there
/// is something to tell beyond the move itself: a pass forced, the game over,
/// the stable discs made, the flipped discs inside, greed beaten, the line.
pub fn goal_met(board: &Board, theme: Theme, sq: Square) -> Option<GoalMet> {
    let mut next = *board;
    next.try_play(sq).ok()?;
    let after = &next;
    let (black, white) = (after.black().len(), after.white().len());
    match theme {
        Theme::Stable => {
            return Some(GoalMet::MostStable {
                stable: stable_after(board, sq).len(),
                before: edge_stable(board, board.to_move()).len(),
            });
        }
        Theme::QuietMove => {
            return Some(GoalMet::Quiet {
                flipped: board.flips(sq),
            });
        }
        Theme::FewerIsMore => {
            let greedy = first(greedy_moves(board))?;
            let score = |m: Square| exact_after(&crate::course::goal::after(board, m)).0;
            return Some(GoalMet::BeatsGreed {
                score: score(sq),
                greedy,
                flips: board.flips(greedy).len(),
                greedy_score: score(greedy),
            });
        }
        Theme::Opening { line } => {
            let at = on_line(board, line).ok()?;
            return Some(GoalMet::Opening {
                line,
                symmetry: at.symmetry,
            });
        }
        _ => {}
    }
    match (theme, after.status()) {
        (Theme::ForcePass, Status::MustPass) => Some(GoalMet::OpponentPasses {
            opponent: after.to_move(),
        }),
        (Theme::EndNow, Status::Over(_)) => Some(GoalMet::GameOver { black, white }),
        (Theme::Wipeout, Status::Over(_)) => Some(GoalMet::WipedOut {
            // The side to move of a finished board is the one that did not just move.
            opponent: after.to_move(),
            black,
            white,
        }),
        _ => None,
    }
}

/// The exact result for the side that just moved, and the opponent's best
/// reply (a pass when it has none; `None` when the game is over).
fn exact_after(after: &Board) -> (i32, Option<Move>) {
    match after.status() {
        Status::Over(outcome) => {
            // The side to move of a finished board is the one that did not just move.
            let mover = after.to_move().opposite();
            (disc_difference(outcome, mover), None)
        }
        Status::MustPass => {
            let (score, _) = best_moves(after, Scoring::Discs);
            (-score, Some(Move::Pass))
        }
        Status::Playing => {
            let (score, best) = best_moves(after, Scoring::Discs);
            (-score, first(best).map(Move::Play))
        }
    }
}

/// The line both sides play from `board` after `first_move` (one of the side to
/// move's legal moves), each side then playing the first of its best moves.
pub fn best_line(board: &Board, first_move: Square) -> BestLine {
    let player = board.to_move();
    let mut moves = vec![Move::Play(first_move)];
    let mut position = *board;
    position.play(first_move);
    loop {
        match position.status() {
            Status::Over(outcome) => {
                return BestLine {
                    player,
                    moves,
                    outcome,
                };
            }
            Status::MustPass => {
                position.pass_unchecked();
                moves.push(Move::Pass);
            }
            Status::Playing => {
                let (_, best) = best_moves(&position, Scoring::Discs);
                // A position with a legal move has a best one; the first legal
                // move keeps the line going should the set ever be empty.
                let Some(sq) = first(best).or_else(|| first(position.legal_moves())) else {
                    position.pass_unchecked();
                    moves.push(Move::Pass);
                    continue;
                };
                position.play(sq);
                moves.push(Move::Play(sq));
            }
        }
    }
}

/// The best of `answers` to show: for an endgame the first move the solver
/// finds best among them, otherwise the first in board order.
pub fn shown_answer(board: &Board, theme: Theme, answers: Bitboard) -> Option<Square> {
    if is_endgame(theme) {
        let (_, best) = best_moves(board, Scoring::Discs);
        if let Some(sq) = first(best & answers) {
            return Some(sq);
        }
    }
    first(answers)
}

fn first(set: Bitboard) -> Option<Square> {
    set.squares().next()
}

fn disc_difference(outcome: crate::engine::Outcome, player: crate::engine::Color) -> i32 {
    let (black, white) = (outcome.black as i32, outcome.white as i32);
    match player {
        crate::engine::Color::Black => black - white,
        crate::engine::Color::White => white - black,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::parse_position;

    /// An endgame where black h5 is best, by 10.
    fn endgame_best() -> Board {
        *parse_position("X-OOOO--OXOOOO--OOXOXOO-OXOXOOO-OXXOOOO-OXOOOXOXOOXXXO-XOOXXX-OX X")
            .unwrap()
            .board()
    }

    #[test]
    fn the_best_line_of_an_endgame_ends_with_the_solvers_score() {
        let board = endgame_best();
        let line = best_line(&board, Square::H5);
        assert_eq!(line.moves[0], Move::Play(Square::H5));
        assert_eq!(line.score(), 10);
        assert_eq!(
            line.outcome.empty + line.outcome.black + line.outcome.white,
            64
        );
    }

    #[test]
    fn a_wrong_endgame_move_tells_the_exact_result_and_the_refutation() {
        let board = endgame_best();
        let wrong = board
            .legal_moves()
            .squares()
            .find(|m| *m != Square::H5)
            .unwrap();
        let Instead::Endgame { score, reply } =
            instead(&board, Theme::EndgameBest { score: 10 }, wrong)
        else {
            panic!("an endgame nudge");
        };
        assert!(score < 10);
        let line = best_line(&board, wrong);
        assert_eq!(line.score(), score);
        assert_eq!(Some(line.moves[1]), reply);
    }

    #[test]
    fn only_the_endgame_themes_are_endgames() {
        assert!(is_endgame(Theme::EndgameWin) && !is_endgame(Theme::Corner));
    }
}
