//! Every lesson of the built-in course can be walked to its end: each step's task,
//! answered right, is accepted by the runner, and the lesson finishes with every
//! task right the first time. Walked twice, taking the first and then the last of
//! the allowed moves wherever the learner has a free choice.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use reversi_tutor::course::{Task, embedded_course};
use reversi_tutor::runner::feedback::{Answer, Feedback};
use reversi_tutor::runner::lesson::{Advance, LessonRun};

/// The right answer to the current step, taking the first or last of several allowed moves.
fn right_answer(run: &LessonRun, take_last: bool) -> Option<Answer> {
    let pick = |set: reversi_tutor::engine::Bitboard| {
        let squares: Vec<_> = set.squares().collect();
        let chosen = if take_last {
            squares.last()
        } else {
            squares.first()
        };
        chosen.copied().map(Answer::Move)
    };
    match run.task() {
        Task::Read => None,
        Task::Play { accept } => pick(*accept),
        Task::AnyLegal => pick(run.board().legal_moves()),
        Task::AllLegal { answer } | Task::PredictFlips { answer, .. } => {
            Some(Answer::Squares(*answer))
        }
        Task::Pass => Some(Answer::Pass),
        Task::Outcome {
            winner,
            black,
            white,
        } => Some(Answer::Outcome {
            winner: *winner,
            count: Some((*black, *white)),
        }),
        // Counted in the order shown, which is shuffled.
        Task::Choice {
            choices, correct, ..
        } => run
            .choices()
            .iter()
            .position(|c| **c == choices[*correct])
            .map(Answer::Choice),
        Task::FindSquare { answer } => pick(*answer),
        // One move of the game: the step's loop plays on to its end.
        Task::Game { .. } => pick(run.board().legal_moves()),
    }
}

#[test]
fn every_built_in_lesson_can_be_walked_to_its_end_with_right_answers() {
    let course = embedded_course().expect("the built-in course loads");
    assert!(!course.lessons.is_empty());
    for take_last in [false, true] {
        for lesson in &course.lessons {
            let mut run = LessonRun::new(lesson.clone());
            let mut steps = 0;
            loop {
                steps += 1;
                assert!(steps <= lesson.steps.len(), "{}: too many steps", lesson.id);
                // A game is played move by move until it is over.
                while matches!(run.task(), Task::Game { .. }) && !run.is_done() {
                    let answer = right_answer(&run, take_last).unwrap();
                    let feedback = run.submit(answer.clone());
                    assert!(
                        matches!(feedback, Feedback::Game(_)),
                        "{} step {}: {answer:?} gave {feedback:?}",
                        lesson.id,
                        run.index() + 1
                    );
                }
                if let Some(answer) = right_answer(&run, take_last).filter(|_| !run.is_done()) {
                    let feedback = run.submit(answer.clone());
                    assert!(
                        matches!(feedback, Feedback::Right { .. }),
                        "{} step {}: {answer:?} gave {feedback:?}",
                        lesson.id,
                        run.index() + 1
                    );
                }
                match run.next_step() {
                    Advance::Moved { .. } => {}
                    Advance::Finished { .. } => break,
                    Advance::AnswerFirst => {
                        panic!("{} step {}: not done", lesson.id, run.index() + 1)
                    }
                }
            }
            assert_eq!(steps, lesson.steps.len(), "{}", lesson.id);
            assert!(run.is_finished(), "{}", lesson.id);
            let summary = run.summary();
            assert_eq!(summary.right, summary.tasks, "{}", lesson.id);
            assert_eq!(summary.right_first_time, summary.tasks, "{}", lesson.id);
        }
    }
}
