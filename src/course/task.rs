//! The task of a lesson step, checked against the engine: accepted moves legal,
//! answers equal to the engine's sets, passes forced (outcomes and choices are in
//! `question`). What can be checked without the board (squares, choices, winners)
//! is checked even when the board is unknown because of an earlier mistake.

use std::ops::Range;

use super::accept;
use super::codes::Code;
use super::error::{Problems, Said};
use super::fields::{self, Languages};
use super::goal::Goal;
use super::kinds::TaskKind;
use super::model::Task;
use super::parse::Dropped;
use super::question;
use super::raw::{At, RawStep};
use crate::engine::search::Level;
use crate::engine::{Bitboard, Board, Move, Status, list_squares};

/// Why the board after a step is not known when the file is read.
#[derive(Clone, Debug)]
pub(crate) struct Depends {
    /// The step whose move the learner chooses.
    pub step: usize,
    /// What that step lets the learner play.
    pub why: Choice,
}

/// What a step lets the learner play, so that the board after it is not known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Choice {
    /// Any legal move.
    AnyLegal,
    /// A game against the computer.
    Game,
    /// One of these moves.
    Accepts(Bitboard),
}

impl Choice {
    /// The choice in English words.
    pub fn english(self) -> String {
        match self {
            Choice::AnyLegal => "any legal move is accepted".to_string(),
            Choice::Game => "its game goes where the learner and the computer take it".to_string(),
            Choice::Accepts(moves) => format!("it accepts {}", list_squares(moves)),
        }
    }

    /// The choice in a finding's parts: its kind (`any`, `game`, `accepts`) and
    /// the moves accepted (none for the first two).
    pub fn parts(self) -> [String; 2] {
        match self {
            Choice::AnyLegal => ["any".to_string(), String::new()],
            Choice::Game => ["game".to_string(), String::new()],
            Choice::Accepts(moves) => ["accepts".to_string(), list_squares(moves)],
        }
    }
}

/// A task as far as it could be checked.
pub(crate) struct Checked {
    /// The model task. Only used when the step had no problem at all; after a
    /// problem it may be a stand-in.
    pub task: Task,
    /// The board the step leaves before any reply, when known.
    pub after: Option<Board>,
    /// Set when that board depends on the learner's choice.
    pub depends: Option<Depends>,
    /// The goal the step's moves meet (`play`), when it says one.
    pub goal: Option<Goal>,
}

/// What a step's checks need besides the raw step.
pub(crate) struct StepContext<'a> {
    /// The step's number, from 1.
    pub number: usize,
    /// The board the step begins with, when known.
    pub board: Option<Board>,
    /// Which languages texts need.
    pub languages: Languages,
    /// Entries dropped from the step as unreadable.
    pub dropped: &'a Dropped,
}

/// Checks the task of kind `kind` (`None`: a step that is only read).
pub(crate) fn task(
    problems: &mut Problems<'_>,
    raw: &RawStep,
    kind: Option<TaskKind>,
    cx: &StepContext<'_>,
) -> Checked {
    let task_span = raw.task.as_ref().map(At::span).unwrap_or(0..0);
    let board = cx.board.as_ref();
    let mut board_for_moves = board;
    if let Some(kind) = kind
        && asks_for_a_move(kind)
        && let Some((reason, parts)) = board.and_then(cannot_move)
    {
        problems.said_at(
            &task_span,
            Said::new(
                Code::TaskWithoutMove,
                format!("task \"{}\" asks for a move, but {reason}", kind.name()),
            )
            .with_args([vec![kind.name().to_string()], parts].concat()),
        );
        board_for_moves = None;
    }
    let same = |task: Task| Checked {
        task,
        after: cx.board,
        depends: None,
        goal: None,
    };
    let Some(kind) = kind else {
        return same(Task::Read);
    };
    match kind {
        TaskKind::Play => play(problems, raw, board_for_moves, &task_span, cx.number),
        TaskKind::AnyLegal => {
            let depends = Depends {
                step: cx.number,
                why: Choice::AnyLegal,
            };
            let first = board_for_moves.and_then(|b| {
                b.legal_moves()
                    .squares()
                    .next()
                    .map(|sq| after_move(b, Move::Play(sq)))
            });
            Checked {
                task: Task::AnyLegal,
                after: first,
                depends: Some(depends),
                goal: None,
            }
        }
        TaskKind::AllLegal => same(all_legal(problems, raw, board_for_moves)),
        TaskKind::PredictFlips => same(predict_flips(problems, raw, board_for_moves, &task_span)),
        TaskKind::Pass => pass(problems, board, &task_span),
        TaskKind::Outcome => same(question::outcome(problems, raw, board, &task_span)),
        TaskKind::Choice => same(question::choice(problems, raw, &task_span, cx)),
        TaskKind::FindSquare => same(find_square(problems, raw, &task_span)),
        TaskKind::Game => Checked {
            task: Task::Game {
                level: game_level(problems, raw),
            },
            after: None,
            depends: Some(Depends {
                step: cx.number,
                why: Choice::Game,
            }),
            goal: None,
        },
    }
}

/// The computers that answer at once, so that a lesson's game never waits.
const GAME_LEVELS: std::ops::RangeInclusive<i64> = 1..=3;

/// The computer's level of a `game` step: 1 unless `level` says 1, 2 or 3.
fn game_level(problems: &mut Problems<'_>, raw: &RawStep) -> Level {
    let Some(level) = &raw.level else {
        return Level::Random;
    };
    let n = *level.get_ref();
    let found = GAME_LEVELS
        .contains(&n)
        .then(|| u8::try_from(n).ok().and_then(Level::new))
        .flatten();
    found.unwrap_or_else(|| {
        problems.said_at(
            &level.span(),
            Said::new(
                Code::BadLevel,
                format!(
                    "`level` is {n}: a lesson's game is played against level {} to {} (the computers that answer at once)",
                    GAME_LEVELS.start(),
                    GAME_LEVELS.end()
                ),
            )
            .with_args(vec![
                n.to_string(),
                GAME_LEVELS.start().to_string(),
                GAME_LEVELS.end().to_string(),
            ]),
        );
        Level::Random
    })
}

/// Whether the task needs the side to move to have a legal move.
const fn asks_for_a_move(kind: TaskKind) -> bool {
    match kind {
        TaskKind::Play
        | TaskKind::AnyLegal
        | TaskKind::AllLegal
        | TaskKind::PredictFlips
        | TaskKind::Game => true,
        TaskKind::Pass | TaskKind::Outcome | TaskKind::Choice | TaskKind::FindSquare => false,
    }
}

/// The board after a move already known to be legal, or a pass known to be forced.
pub(crate) fn after_move(board: &Board, mv: Move) -> Board {
    let mut after = *board;
    match mv {
        Move::Play(sq) => {
            let _ = after.try_play(sq);
        }
        Move::Pass => {
            let _ = after.pass();
        }
    }
    after
}

/// Why the side to move cannot place a disc, if it cannot: in words, and as a
/// finding's parts (`pass`, the player and the task to use; or `over`, the two
/// counts and the task to use).
fn cannot_move(board: &Board) -> Option<(String, Vec<String>)> {
    let player = board.to_move();
    match board.status() {
        Status::Playing => None,
        Status::MustPass => {
            let pass = TaskKind::Pass.name();
            Some((
                format!("{player} has no legal move here and must pass: use task = \"{pass}\""),
                vec![
                    "pass".to_string(),
                    player.name().to_string(),
                    pass.to_string(),
                ],
            ))
        }
        Status::Over(o) => {
            let outcome = TaskKind::Outcome.name();
            Some((
                format!(
                    "the game is over here (black {}, white {}): nobody can move; use task = \"{outcome}\"",
                    o.black, o.white
                ),
                vec![
                    "over".to_string(),
                    o.black.to_string(),
                    o.white.to_string(),
                    outcome.to_string(),
                ],
            ))
        }
    }
}

/// A list of squares, reported square by square; the readable ones are kept.
fn squares(problems: &mut Problems<'_>, field: &str, raw: &At<Vec<At<String>>>) -> Bitboard {
    let mut set = Bitboard::EMPTY;
    for item in raw.get_ref() {
        let Some(sq) = fields::square(problems, field, item) else {
            continue;
        };
        if set.contains(sq) {
            problems.said_at(
                &item.span(),
                Said::new(Code::SquareTwice, format!("`{field}` lists {sq} twice"))
                    .with_args(vec![field.to_string(), sq.to_string()]),
            );
        }
        set |= Bitboard::from(sq);
    }
    set
}

fn example(board: Option<&Board>) -> String {
    board
        .and_then(|b| b.legal_moves().squares().next())
        .map_or_else(|| "d3".to_string(), |sq| sq.to_string())
}

fn play(
    problems: &mut Problems<'_>,
    raw: &RawStep,
    board: Option<&Board>,
    task_span: &Range<usize>,
    number: usize,
) -> Checked {
    let goal = raw.goal.as_ref().and_then(|g| accept::goal(problems, g));
    let unknown = |task| Checked {
        task,
        after: None,
        depends: None,
        goal,
    };
    // The moves that meet the goal, computed on the board.
    let meets = match (goal, board, &raw.goal) {
        (Some(goal), Some(board), Some(at)) => {
            accept::goal_moves(problems, board, goal, &at.span())
        }
        _ => None,
    };
    let Some(accept) = &raw.accept else {
        if raw.goal.is_some() {
            let (Some(board), Some(meets)) = (board, meets) else {
                return unknown(Task::Play {
                    accept: Bitboard::EMPTY,
                });
            };
            return accepted(board, meets, number, goal);
        }
        let e = example(board);
        let kind = TaskKind::Play.name();
        problems.said_at(task_span, Said::new(Code::MissingAccept, format!("task \"{kind}\" needs `accept`, the moves that count as right, e.g. accept = [\"{e}\"], or `goal`, what they achieve (e.g. goal = \"corner\")")).with_args(vec![e.to_string()]));
        return unknown(Task::Play {
            accept: Bitboard::EMPTY,
        });
    };
    let set = squares(problems, "accept", accept);
    if accept.get_ref().is_empty() {
        problems.at(
            &accept.span(),
            Code::EmptyAccept,
            "`accept` is empty: list at least one move",
        );
    }
    let Some(board) = board else {
        return unknown(Task::Play { accept: set });
    };
    let legal = board.legal_moves();
    let player = board.to_move();
    for item in accept.get_ref() {
        let Ok(sq) = item.get_ref().trim().parse() else {
            continue;
        };
        if !legal.contains(sq) {
            problems.said_at(&item.span(), Said::new(Code::IllegalAccept, format!(
                    "`accept` lists {sq}, which is not a legal move for {player} here (legal: {})",
                    list_squares(legal)
                )).with_args(vec![sq.to_string(), player.to_string(), list_squares(legal)]));
        }
    }
    if let (Some(goal), Some(meets)) = (goal, meets) {
        accept::compare(problems, board, goal, set & legal, meets, &accept.span());
    }
    accepted(board, set & legal, number, goal)
}

/// A `play` task accepting `accepted`, legal moves of `board`.
fn accepted(board: &Board, accepted: Bitboard, number: usize, goal: Option<Goal>) -> Checked {
    let depends = (accepted.len() > 1).then_some(Depends {
        step: number,
        why: Choice::Accepts(accepted),
    });
    Checked {
        task: Task::Play { accept: accepted },
        after: accepted
            .squares()
            .next()
            .map(|sq| after_move(board, Move::Play(sq))),
        depends,
        goal,
    }
}

fn all_legal(problems: &mut Problems<'_>, raw: &RawStep, board: Option<&Board>) -> Task {
    let written = raw
        .answer
        .as_ref()
        .map(|a| (a, squares(problems, "answer", a)));
    let Some(board) = board else {
        return Task::AllLegal {
            answer: Bitboard::EMPTY,
        };
    };
    let legal = board.legal_moves();
    if let Some((answer, set)) = written
        && let Some(diff) = fields::difference(set, legal)
    {
        let [missing, extra] = fields::difference_args(set, legal);
        problems.said_at(
            &answer.span(),
            Said::new(
                Code::WrongLegalMoves,
                format!(
                    "`answer` is not {}'s legal moves: {diff} (the legal moves are {})",
                    board.to_move(),
                    list_squares(legal)
                ),
            )
            .with_args(vec![
                board.to_move().to_string(),
                missing,
                extra,
                list_squares(legal),
            ]),
        );
    }
    Task::AllLegal { answer: legal }
}

fn predict_flips(
    problems: &mut Problems<'_>,
    raw: &RawStep,
    board: Option<&Board>,
    task_span: &Range<usize>,
) -> Task {
    let written = raw
        .answer
        .as_ref()
        .map(|a| (a, squares(problems, "answer", a)));
    // Stands in when the move is unknown; the step has a reported problem then.
    let unknown = Task::Read;
    let Some(mv) = &raw.mv else {
        let e = example(board);
        let kind = TaskKind::PredictFlips.name();
        problems.said_at(
            task_span,
            Said::new(
                Code::MissingMove,
                format!(
                    "task \"{kind}\" needs `move`, the move whose flips are marked, e.g. move = \"{e}\""
                ),
            )
            .with_args(vec![kind.to_string(), e]),
        );
        return unknown;
    };
    let (Some(sq), Some(board)) = (fields::square(problems, "move", mv), board) else {
        return unknown;
    };
    let legal = board.legal_moves();
    if !legal.contains(sq) {
        let player = board.to_move();
        problems.said_at(
            &mv.span(),
            Said::new(
                Code::IllegalMove,
                format!(
                    "`move` is {sq}, which is not a legal move for {player} here (legal: {})",
                    list_squares(legal)
                ),
            )
            .with_args(vec![
                sq.to_string(),
                player.to_string(),
                list_squares(legal),
            ]),
        );
        return unknown;
    }
    let flips = board.flips(sq);
    if let Some((answer, set)) = written
        && let Some(diff) = fields::difference(set, flips)
    {
        let [missing, extra] = fields::difference_args(set, flips);
        problems.said_at(
            &answer.span(),
            Said::new(
                Code::WrongFlips,
                format!(
                    "`answer` is not what {sq} flips: {diff} ({sq} flips {})",
                    list_squares(flips)
                ),
            )
            .with_args(vec![sq.to_string(), missing, extra, list_squares(flips)]),
        );
    }
    Task::PredictFlips {
        mv: sq,
        answer: flips,
    }
}

fn pass(problems: &mut Problems<'_>, board: Option<&Board>, task_span: &Range<usize>) -> Checked {
    let mut after = None;
    let (kind, outcome) = (TaskKind::Pass.name(), TaskKind::Outcome.name());
    if let Some(board) = board {
        let player = board.to_move();
        match board.status() {
            Status::MustPass => after = Some(after_move(board, Move::Pass)),
            Status::Playing => problems.said_at(
                task_span,
                Said::new(
                    Code::PassNotForced,
                    format!(
                        "task \"{kind}\", but {player} has legal moves here ({}), and a player with a move may not pass: use a position where {player} has no move",
                        list_squares(board.legal_moves())
                    ),
                )
                .with_args(vec![
                    kind.to_string(),
                    player.name().to_string(),
                    list_squares(board.legal_moves()),
                ]),
            ),
            Status::Over(_) => problems.said_at(
                task_span,
                Said::new(
                    Code::PassGameOver,
                    format!(
                        "task \"{kind}\", but the game is over here: nobody passes; use task = \"{outcome}\""
                    ),
                )
                .with_args(vec![kind.to_string(), outcome.to_string()]),
            ),
        }
    }
    Checked {
        task: Task::Pass,
        after,
        depends: None,
        goal: None,
    }
}

/// A `find-square` task: at least one square in `answer`; legality plays no part.
fn find_square(problems: &mut Problems<'_>, raw: &RawStep, task_span: &Range<usize>) -> Task {
    let Some(answer) = &raw.answer else {
        let kind = TaskKind::FindSquare.name();
        problems.at(
            task_span, Code::MissingAnswer,
            format!("task \"{kind}\" needs `answer`, the square (or squares) that count as right, e.g. answer = [\"c6\"]"),
        );
        return Task::FindSquare {
            answer: Bitboard::EMPTY,
        };
    };
    if answer.get_ref().is_empty() {
        problems.at(
            &answer.span(),
            Code::EmptyAnswer,
            "`answer` is empty: list at least one square",
        );
    }
    Task::FindSquare {
        answer: squares(problems, "answer", answer),
    }
}
