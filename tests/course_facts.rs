//! The rules documents' facts hold where the course teaches them: the steps that
//! teach the four opening moves, d3 flipping only d4, the forced pass, the early
//! end, the draw and the empty squares going to nobody are found in their
//! lessons, and their validated tasks (the engine's answers) say so. The
//! exact solver's verdicts that the strategy lessons tell are the solver's.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use reversi_tutor::course::{Lesson, Step, Task, embedded_course};
use reversi_tutor::engine::{Bitboard, Board, Color, Scoring, Square, Status};
use reversi_tutor::lang::Lang;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn set(names: &str) -> Bitboard {
    names.split_whitespace().map(sq).collect()
}

fn lesson(id: &str) -> Lesson {
    embedded_course().unwrap().lesson(id).unwrap().clone()
}

/// The steps of `lesson` with `task` as (step number from 1, step).
fn with_task(lesson: &Lesson, task: impl Fn(&Task) -> bool) -> Vec<(usize, &Step)> {
    lesson
        .steps
        .iter()
        .enumerate()
        .filter(|(_, step)| task(&step.task))
        .map(|(i, step)| (i + 1, step))
        .collect()
}

/// The English text of the right answer of a choice step.
fn right_choice(step: &Step) -> String {
    match &step.task {
        Task::Choice {
            choices, correct, ..
        } => choices[*correct].get(Lang::En).to_string(),
        other => panic!("not a choice: {other:?}"),
    }
}

#[test]
fn start_position_teaches_the_four_opening_moves_d3_c4_f5_e6() {
    let lesson = lesson("start-position");
    let all = with_task(&lesson, |t| matches!(t, Task::AllLegal { .. }));
    let [(_, step)] = all.as_slice() else {
        panic!("one all-legal step: {all:?}")
    };
    assert_eq!(step.board, Board::start());
    assert_eq!(
        step.task,
        Task::AllLegal {
            answer: set("d3 c4 f5 e6")
        }
    );
    // The step that names them marks exactly them, on the start position.
    let named = lesson
        .steps
        .iter()
        .find(|s| s.mark == set("d3 c4 f5 e6"))
        .expect("a step marks the four moves");
    assert_eq!(named.board, Board::start());
    assert_eq!(named.board.legal_moves(), set("d3 c4 f5 e6"));
    // And the learner then plays one of them, from the start.
    let any = with_task(&lesson, |t| *t == Task::AnyLegal);
    assert_eq!(any.len(), 1);
    assert_eq!(any[0].1.board.legal_moves(), set("d3 c4 f5 e6"));
}

#[test]
fn first_move_plays_d3_from_the_start_and_d3_flips_only_d4() {
    let lesson = lesson("first-move");
    let d3 = with_task(&lesson, |t| *t == Task::Play { accept: set("d3") });
    let [(number, step)] = d3.as_slice() else {
        panic!("one step plays d3: {d3:?}")
    };
    assert_eq!(step.board, Board::start());
    assert_eq!(step.board.flips(sq("d3")), set("d4"));
    // The next step starts from the board d3 left: d4 is black now.
    let next = &lesson.steps[*number];
    assert_eq!(next.board.at(sq("d4")), Some(Color::Black));
    assert_eq!(next.board.black(), set("d3 d4 d5 e4"));
    // Then c4, f5 and e6 from the start, each enclosing one disc.
    let c4 = Task::PredictFlips {
        mv: sq("c4"),
        answer: set("d4"),
    };
    let e6 = Task::PredictFlips {
        mv: sq("e6"),
        answer: set("e5"),
    };
    for task in [c4, e6] {
        let found = with_task(&lesson, |t| *t == task);
        assert_eq!(found.len(), 1, "{task:?}");
        assert_eq!(found[0].1.board, Board::start());
    }
    let f5 = with_task(&lesson, |t| *t == Task::Play { accept: set("f5") });
    assert_eq!(f5.len(), 1);
    assert_eq!(f5[0].1.board, Board::start());
    assert_eq!(Board::start().flips(sq("f5")), set("e5"));
}

#[test]
fn passing_asks_for_a_forced_pass_and_the_opponent_moves_again() {
    let lesson = lesson("passing");
    let passes = with_task(&lesson, |t| *t == Task::Pass);
    assert_eq!(passes.len(), 2, "black passes once, white once");
    let mut passed = Vec::new();
    for (number, step) in passes {
        assert_eq!(step.board.status(), Status::MustPass, "step {number}");
        assert!(step.board.legal_moves().is_empty(), "step {number}");
        let mut after = step.board;
        after.pass().unwrap();
        assert!(
            !after.legal_moves().is_empty(),
            "step {number}: the opponent moves again"
        );
        passed.push(step.board.to_move());
        // The game goes on: the next task asks for a move, or for a choice.
        let next = &lesson.steps[number];
        assert_ne!(next.board.status(), Status::MustPass, "step {number}");
    }
    assert_eq!(passed, [Color::Black, Color::White]);
    // A player with a legal move may not pass: the step that asks says no.
    let may = lesson
        .steps
        .iter()
        .find(|s| matches!(s.task, Task::Choice { .. }) && s.board.status() == Status::Playing)
        .expect("a question on passing with moves on the board");
    assert!(!may.board.legal_moves().is_empty());
    assert!(right_choice(may).starts_with("No"), "{}", right_choice(may));
}

#[test]
fn game_end_shows_the_early_end_with_empty_squares_and_a_wipe_out() {
    let lesson = lesson("game-end");
    // Neither side can move, with three squares empty.
    let early = lesson
        .steps
        .iter()
        .find(|s| matches!(s.board.status(), Status::Over(o) if o.empty == 3))
        .expect("a game over with three empty squares");
    assert!(matches!(early.task, Task::Choice { .. }));
    for side in [Color::Black, Color::White] {
        let mut board = early.board;
        if board.to_move() != side {
            let _ = board.pass();
        }
        assert!(board.legal_moves().is_empty(), "{side} has no move");
    }
    // A wipe-out: the outcome step after it, white with no disc.
    let wiped = with_task(&lesson, |t| {
        matches!(
            t,
            Task::Outcome {
                winner: Some(Color::Black),
                white: 0,
                ..
            }
        )
    });
    assert_eq!(wiped.len(), 1);
    let Status::Over(outcome) = wiped[0].1.board.status() else {
        panic!("the wipe-out is over")
    };
    assert!(
        outcome.empty > 0,
        "the game ended before the board was full"
    );
    // One side without a move, the other with: the game is not over.
    let not_over = lesson
        .steps
        .iter()
        .find(|s| s.board.status() == Status::MustPass)
        .expect("a board where only one side must pass");
    assert!(right_choice(not_over).starts_with("It goes on"));
}

#[test]
fn counting_teaches_the_draw_and_empty_squares_going_to_nobody() {
    let lesson = lesson("counting");
    let draw = with_task(&lesson, |t| matches!(t, Task::Outcome { winner: None, .. }));
    let [(_, step)] = draw.as_slice() else {
        panic!("one draw: {draw:?}")
    };
    assert_eq!(
        step.task,
        Task::Outcome {
            winner: None,
            black: 32,
            white: 32
        }
    );
    // A game over with an empty square: the count is the discs on the board.
    let (number, step) = with_task(&lesson, |t| matches!(t, Task::Outcome { .. }))
        .into_iter()
        .find(|(_, s)| !s.board.empty().is_empty())
        .expect("an outcome with an empty square left");
    let Status::Over(outcome) = step.board.status() else {
        panic!("step {number} is over")
    };
    assert_eq!(outcome.empty, 1);
    assert_eq!(
        step.task,
        Task::Outcome {
            winner: Some(Color::Black),
            black: step.board.black().len(),
            white: step.board.white().len(),
        }
    );
    assert_eq!((outcome.black, outcome.white), (35, 28));
    // Who gets it: nobody; in a tournament, the winner, and the winner stays.
    let nobody = &lesson.steps[number];
    assert!(
        right_choice(nobody).starts_with("Nobody"),
        "{}",
        right_choice(nobody)
    );
    let tournament = &lesson.steps[number + 1];
    let (black, white) = outcome.score(Scoring::EmptiesToWinner);
    assert_eq!(
        right_choice(tournament),
        format!("Black {black}, white {white}")
    );
    // At most 60 moves.
    let sixty = lesson
        .steps
        .iter()
        .rev()
        .find(|s| matches!(s.task, Task::Choice { .. }))
        .unwrap();
    assert_eq!(right_choice(sixty), "60");
    assert_eq!(Board::start().empty().len(), 60);
}

#[test]
fn the_first_lesson_says_the_board_is_always_8x8_and_names_only_point_at_moves() {
    let first = lesson("goal-and-discs");
    let said = |phrase: &str| {
        first
            .steps
            .iter()
            .any(|step| step.say.get(Lang::En).contains(phrase))
    };
    assert!(said("The board is always 8 columns by 8 rows"));
    // The learner counts the squares: 64 is the right choice.
    let count = first
        .steps
        .iter()
        .find(|s| matches!(s.task, Task::Choice { .. }))
        .unwrap();
    assert!(count.say.get(Lang::En).contains("How many squares"));
    assert_eq!(right_choice(count), "64 squares");
    assert!(said(
        "Names only point at a move; you need not learn them by heart."
    ));
}

/// What a strategy lesson says the exact solver found about a move.
enum Verdict {
    /// The move's final difference for the side that plays it.
    Score(&'static str, i32),
    /// The move is among the best.
    Best(&'static str),
    /// The move is the only one that wins.
    OnlyWin(&'static str),
}

/// The solver's verdicts that the strategy lessons tell the learner, each with
/// the board it is about (that of step `on`, numbered from 1) and the words
/// that say it (in step `said`): the engine holds each verdict, and the words
/// are still there, so a step reworded or a position changed fails here.
const VERDICTS: &[(&str, usize, usize, &str, Verdict)] = &[
    (
        "corners",
        5,
        6,
        "h8 was black's best move",
        Verdict::Best("h8"),
    ),
    (
        "corners",
        5,
        6,
        "black now wins by 38",
        Verdict::Score("h8", 38),
    ),
    (
        "corners",
        7,
        8,
        "h8 was white's best move",
        Verdict::Best("h8"),
    ),
    (
        "fewer-is-more",
        7,
        6,
        "b1 loses by 36",
        Verdict::Score("b1", -36),
    ),
    (
        "fewer-is-more",
        7,
        6,
        "best move is g5",
        Verdict::Best("g5"),
    ),
    (
        "fewer-is-more",
        7,
        6,
        "and wins by 20",
        Verdict::Score("g5", 20),
    ),
    (
        "fewer-is-more",
        7,
        7,
        "it wins too, by 14",
        Verdict::Score("a1", 14),
    ),
    (
        "fewer-is-more",
        8,
        9,
        "a3 by as many as 24",
        Verdict::Score("a3", 24),
    ),
    (
        "fewer-is-more",
        8,
        9,
        "a6 loses by 16",
        Verdict::Score("a6", -16),
    ),
    (
        "mobility",
        6,
        5,
        "h2 was white's best move",
        Verdict::Best("h2"),
    ),
    (
        "mobility",
        6,
        5,
        "white wins by 30",
        Verdict::Score("h2", 30),
    ),
    ("mobility", 4, 5, "here d1 is best", Verdict::Best("d1")),
    (
        "mobility",
        6,
        6,
        "h1, which wins by 24",
        Verdict::Score("h1", 24),
    ),
    (
        "frontier-and-quiet-moves",
        5,
        6,
        "it is black's best",
        Verdict::Best("a7"),
    ),
    (
        "frontier-and-quiet-moves",
        7,
        8,
        "a3 is black's best move",
        Verdict::Best("a3"),
    ),
    (
        "frontier-and-quiet-moves",
        7,
        8,
        "it wins by 10",
        Verdict::Score("a3", 10),
    ),
    (
        "parity-and-the-endgame",
        5,
        6,
        "b1 was black's only winning move",
        Verdict::OnlyWin("b1"),
    ),
    (
        "parity-and-the-endgame",
        9,
        11,
        "a2 was white's only winning move",
        Verdict::OnlyWin("a2"),
    ),
    (
        "parity-and-the-endgame",
        10,
        11,
        "c1 white's best one",
        Verdict::Best("c1"),
    ),
    (
        "parity-and-the-endgame",
        10,
        11,
        "white wins by 14",
        Verdict::Score("c1", 14),
    ),
];

#[test]
fn every_solver_verdict_a_strategy_lesson_tells_is_the_exact_solvers() {
    use reversi_tutor::engine::solve::{best_moves, solve, winning_moves};
    for (id, on, said, words, verdict) in VERDICTS {
        let lesson = lesson(id);
        let text = lesson.steps[said - 1].say.get(Lang::En);
        assert!(
            text.contains(words),
            "{id} step {said} no longer says {words:?}: {text}"
        );
        let board = &lesson.steps[on - 1].board;
        match *verdict {
            Verdict::Score(square, score) => {
                // The side to move after the move is the other one (the
                // solver passes for it when it has no move).
                let mut after = *board;
                after.try_play(sq(square)).unwrap();
                let found = -solve(&after, Scoring::Discs);
                assert_eq!(found, score, "{id} step {said}: {square} ({words})");
            }
            Verdict::Best(square) => {
                let (_, best) = best_moves(board, Scoring::Discs);
                assert!(best.contains(sq(square)), "{id} step {said}: best {best:?}");
            }
            Verdict::OnlyWin(square) => {
                let winning = winning_moves(board, Scoring::Discs);
                assert_eq!(winning, set(square), "{id} step {said} ({words})");
            }
        }
    }
}
