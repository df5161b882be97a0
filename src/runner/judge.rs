//! Answers judged against the engine: a step's task on the live board, the verdict
//! on an answer (right, wrong with the engine's reason, or not an answer at all),
//! and the task recomputed when the learner's own choices led to another board.

use crate::course::{NudgeClass, Step, Task};
use crate::engine::{Bitboard, Board, Explanation, Square, Status};

use super::feedback::{Answer, Asks, NotAnAnswer, Right, Solution, Wrong};

/// The engine's verdict on an answer, and the board after a right one. A choice
/// counts in the order written here; the run maps it from and to the order shown.
pub(super) fn judge(board: &Board, task: &Task, explain: bool, answer: Answer) -> Judged {
    let board = *board;
    let player = board.to_move();
    let answer = normalise(answer, task);
    match (task, answer) {
        (Task::Read, _) => Judged::NotAnAnswer(NotAnAnswer::NothingAsked),
        (Task::Play { accept }, Answer::Move(sq)) => judge_move(&board, explain, sq, Some(*accept)),
        (Task::AnyLegal | Task::Game { .. }, Answer::Move(sq)) => {
            judge_move(&board, explain, sq, None)
        }
        (Task::Pass, Answer::Move(sq)) => judge_move(&board, explain, sq, Some(Bitboard::EMPTY)),
        (
            Task::Play { .. } | Task::AnyLegal | Task::AllLegal { .. } | Task::Game { .. },
            Answer::Pass,
        ) => Judged::Wrong(Wrong::PassRefused {
            player,
            moves: board.legal_moves().len(),
        }),
        (Task::Pass, Answer::Pass) => {
            let mut after = board;
            match after.pass() {
                Ok(()) => Judged::Right(Right::Passed { player }, after),
                Err(_) => Judged::Wrong(Wrong::PassRefused {
                    player,
                    moves: board.legal_moves().len(),
                }),
            }
        }
        (Task::AllLegal { answer }, Answer::Squares(said)) => {
            if said == *answer {
                Judged::Right(Right::FoundAllLegal { moves: *answer }, board)
            } else {
                let extra = minus(said, *answer);
                Judged::Wrong(Wrong::LegalMoves {
                    missing: minus(*answer, said).len(),
                    extra: extra.squares().map(|sq| board.explain(sq)).collect(),
                })
            }
        }
        (Task::PredictFlips { mv, answer }, Answer::Squares(said)) => {
            if said == *answer {
                let explanation = board.explain(*mv);
                Judged::Right(Right::PredictedFlips { explanation }, board)
            } else {
                Judged::Wrong(Wrong::Flips {
                    mv: *mv,
                    missing: minus(*answer, said).len(),
                    extra: minus(said, *answer),
                })
            }
        }
        (
            Task::Outcome {
                winner,
                black,
                white,
            },
            Answer::Outcome {
                winner: said,
                count,
            },
        ) => {
            let (winner, black, white) = (*winner, *black, *white);
            if said == winner && count.is_none_or(|c| c == (black, white)) {
                Judged::Right(
                    Right::Outcome {
                        winner,
                        black,
                        white,
                    },
                    board,
                )
            } else {
                Judged::Wrong(Wrong::Outcome {
                    said,
                    said_count: count,
                    winner_right: said == winner,
                })
            }
        }
        (Task::FindSquare { answer }, Answer::Move(square)) => {
            if answer.contains(square) {
                Judged::Right(Right::FoundSquare { square }, board)
            } else {
                Judged::Wrong(Wrong::NotTheSquare { square })
            }
        }
        (
            Task::Choice {
                choices, correct, ..
            },
            Answer::Choice(index),
        ) => {
            if index >= choices.len() {
                Judged::NotAnAnswer(NotAnAnswer::NoSuchChoice {
                    count: choices.len(),
                })
            } else if index == *correct {
                Judged::Right(Right::Choice { index }, board)
            } else {
                Judged::Wrong(Wrong::Choice { index })
            }
        }
        (task, _) => Judged::NotAnAnswer(NotAnAnswer::Expects(asks(task))),
    }
}

/// A move: illegal, legal but not wanted (`wanted` = `None`: any legal move is
/// wanted), or right.
/// Whether a refused move counts as a miss. A square that already holds a disc
/// is a slip of the finger or the cursor, not an answer: it is explained, and
/// neither counted nor rated, in a lesson or a puzzle.
pub(super) fn is_miss(refused: &Explanation) -> bool {
    refused.occupied_by.is_none()
}

fn judge_move(board: &Board, explain: bool, sq: Square, wanted: Option<Bitboard>) -> Judged {
    let explanation = board.explain(sq);
    if !explanation.is_legal() {
        return Judged::Wrong(Wrong::Illegal { explanation });
    }
    match wanted {
        Some(wanted) if !wanted.contains(sq) => Judged::Wrong(Wrong::NotAsked { explanation }),
        _ => {
            let mut after = *board;
            after.play(sq);
            Judged::Right(
                Right::Played {
                    explanation,
                    after,
                    show_lines: explain,
                },
                after,
            )
        }
    }
}

/// The kind of a wrong answer on `board`, which decides its nudge.
pub(super) fn class_of(board: &Board, wrong: &Wrong) -> NudgeClass {
    match wrong {
        Wrong::Illegal { explanation } | Wrong::NotAsked { explanation } => {
            NudgeClass::of_square(board, explanation.square)
        }
        Wrong::NotTheSquare { square } => NudgeClass::of_square(board, *square),
        Wrong::PassRefused { .. } => NudgeClass::Pass,
        Wrong::LegalMoves { .. } | Wrong::Flips { .. } => NudgeClass::Set,
        Wrong::Outcome { .. } => NudgeClass::Outcome,
        Wrong::Choice { .. } => NudgeClass::Choice,
    }
}

/// The runner's verdict before it is applied.
pub(super) enum Judged {
    Right(Right, Board),
    Wrong(Wrong),
    NotAnAnswer(NotAnAnswer),
}

/// The squares of `a` that are not in `b`.
fn minus(a: Bitboard, b: Bitboard) -> Bitboard {
    a & !b
}

/// The answer to `task` on `board` (`None` for a step with nothing to answer); a
/// choice counted in the order written.
pub(super) fn solution(board: &Board, task: &Task) -> Option<Solution> {
    Some(match task {
        Task::Read => return None,
        Task::Play { accept } => Solution::Moves(*accept),
        Task::AnyLegal | Task::Game { .. } => Solution::Moves(board.legal_moves()),
        Task::AllLegal { answer } => Solution::AllLegal(*answer),
        Task::PredictFlips { mv, .. } => Solution::Flips {
            explanation: board.explain(*mv),
        },
        Task::Pass => Solution::Pass {
            player: board.to_move(),
        },
        Task::Outcome {
            winner,
            black,
            white,
        } => Solution::Outcome {
            winner: *winner,
            black: *black,
            white: *white,
        },
        Task::Choice { correct, .. } => Solution::Choice { index: *correct },
        Task::FindSquare { answer } => Solution::Squares(*answer),
    })
}

/// A single square and a set of one square are the same answer; take the form the task wants.
fn normalise(answer: Answer, task: &Task) -> Answer {
    match (answer, task) {
        (Answer::Move(sq), Task::AllLegal { .. } | Task::PredictFlips { .. }) => {
            Answer::Squares(Bitboard::from(sq))
        }
        (
            Answer::Squares(set),
            Task::Play { .. }
            | Task::AnyLegal
            | Task::Pass
            | Task::FindSquare { .. }
            | Task::Game { .. },
        ) if set.len() == 1 => set
            .squares()
            .next()
            .map_or(Answer::Squares(set), Answer::Move),
        (answer, _) => answer,
    }
}

/// The kind of answer a task wants.
pub(super) fn asks(task: &Task) -> Asks {
    match task {
        Task::Read | Task::Play { .. } | Task::AnyLegal | Task::Game { .. } => Asks::Move,
        Task::Pass => Asks::MoveOrPass,
        Task::AllLegal { .. } | Task::PredictFlips { .. } => Asks::Squares,
        Task::Outcome { .. } => Asks::Outcome,
        Task::Choice { .. } => Asks::Choice,
        Task::FindSquare { .. } => Asks::Square,
    }
}

/// The step's task as it applies to `board`, or `None` when it cannot be asked
/// there. On the step's own board this is the validated task; elsewhere (after the
/// learner chose another move than the lesson's first) the engine recomputes it.
pub(super) fn task_on(step: &Step, board: &Board) -> Option<Task> {
    if *board == step.board {
        return Some(step.task.clone());
    }
    let legal = board.legal_moves();
    match &step.task {
        Task::Read | Task::Choice { .. } | Task::FindSquare { .. } => Some(step.task.clone()),
        Task::Play { accept } => {
            // A stated goal is met by other moves on another board.
            let accept = match step.goal.map(|goal| goal.moves(board)) {
                Some(Ok(meets)) => meets,
                _ => *accept & legal,
            };
            (!accept.is_empty()).then_some(Task::Play { accept })
        }
        Task::AnyLegal => (!legal.is_empty()).then_some(Task::AnyLegal),
        Task::Game { level } => (!legal.is_empty()).then_some(Task::Game { level: *level }),
        Task::AllLegal { .. } => (!legal.is_empty()).then_some(Task::AllLegal { answer: legal }),
        Task::PredictFlips { mv, .. } => legal.contains(*mv).then(|| Task::PredictFlips {
            mv: *mv,
            answer: board.flips(*mv),
        }),
        Task::Pass => (board.status() == Status::MustPass).then_some(Task::Pass),
        Task::Outcome { .. } => match board.status() {
            Status::Over(outcome) => Some(Task::Outcome {
                winner: outcome.winner(),
                black: outcome.black,
                white: outcome.white,
            }),
            _ => None,
        },
    }
}
