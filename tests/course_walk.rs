//! Every lesson of the built-in course can be walked to its end: each step's task,
//! answered right, is accepted by the runner, and the lesson finishes with every
//! task right the first time. Walked twice, taking the first and then the last of
//! the allowed moves wherever the learner has a free choice. The rules quiz
//! and the review of lesson tasks, made from the course's tasks that stand
//! alone, and the review queue they keep.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use std::collections::BTreeSet;

use reversi_tutor::course::{Task, Text, embedded_course};
use reversi_tutor::engine::{Bitboard, Color};
use reversi_tutor::learner::{Date, Progress, ReviewStage};
use reversi_tutor::runner::drill::{Drill, DrillKind, QUIZ_AFTER, QueueNotes, TaskRef, task_queue};
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

/// A wrong answer to the current step that counts as a miss (never a square
/// that already holds a disc, which is a slip and not counted).
fn wrong_answer(run: &LessonRun) -> Answer {
    let board = run.board();
    let outside = |set: Bitboard, among: Bitboard| {
        among
            .squares()
            .find(|sq| !set.contains(*sq))
            .map(Answer::Move)
            .expect("a square outside the answers")
    };
    match run.task() {
        Task::Play { accept } => outside(*accept, board.empty()),
        Task::AnyLegal | Task::Pass => outside(board.legal_moves(), board.empty()),
        Task::AllLegal { answer } | Task::PredictFlips { answer, .. } => {
            let extra = (!*answer)
                .squares()
                .next()
                .expect("a square outside the answer");
            Answer::Squares(*answer | Bitboard::from(extra))
        }
        Task::Outcome { winner, .. } => Answer::Outcome {
            winner: match winner {
                Some(Color::Black) => Some(Color::White),
                _ => Some(Color::Black),
            },
            count: None,
        },
        Task::Choice {
            choices, correct, ..
        } => run
            .choices()
            .iter()
            .position(|c| **c != choices[*correct])
            .map(Answer::Choice)
            .expect("a wrong choice"),
        Task::FindSquare { answer } => outside(*answer, !Bitboard::EMPTY),
        Task::Read | Task::Game { .. } => panic!("no task to miss"),
    }
}

/// Walks `run` to its end: each task answered right, after `misses` wrong
/// answers on the steps `missed` names.
fn walk(run: &mut LessonRun, missed: impl Fn(usize) -> u32) {
    loop {
        if run.asks().is_some() {
            for _ in 0..missed(run.index()) {
                let feedback = run.submit(wrong_answer(run));
                assert!(matches!(feedback, Feedback::Wrong { .. }), "{feedback:?}");
            }
            let answer = right_answer(run, false).unwrap();
            let feedback = run.submit(answer.clone());
            assert!(
                matches!(feedback, Feedback::Right { .. }),
                "step {}: {answer:?} gave {feedback:?}",
                run.index() + 1
            );
        }
        if let Advance::Finished { .. } = run.next_step() {
            return;
        }
    }
}

fn day(text: &str) -> Date {
    text.parse().unwrap()
}

#[test]
fn the_rules_quiz_asks_one_task_that_stands_alone_of_each_lesson_before_the_first_game() {
    let course = embedded_course().unwrap();
    let end = course.lesson_index(QUIZ_AFTER).expect("the first game");
    let before: BTreeSet<&str> = course.lessons[..end]
        .iter()
        .map(|l| l.id.as_str())
        .collect();
    let mut orders = BTreeSet::new();
    for seed in 0..12 {
        let (drill, lesson) = Drill::quiz(&course, seed, Text::en("Quiz")).unwrap();
        assert_eq!(drill.kind, DrillKind::Quiz);
        let asked: BTreeSet<&str> = drill.sources.iter().map(|t| t.lesson.as_str()).collect();
        assert_eq!(asked, before, "seed {seed}: one task of each lesson");
        assert_eq!(drill.sources.len(), before.len());
        assert_eq!(lesson.steps.len(), drill.sources.len());
        for (step, task) in lesson.steps.iter().zip(&drill.sources) {
            let source = &course.lesson(&task.lesson).unwrap().steps[task.step];
            assert!(source.stands_alone, "{}", task.key());
            assert_ne!(source.task, Task::Read);
            // On the board written for it, with its words, and no reply.
            assert!(step.sets_position && step.reply.is_none());
            assert_eq!(step.board, source.board, "{}", task.key());
            assert_eq!(step.say, source.say);
        }
        let (again, _) = Drill::quiz(&course, seed, Text::en("Quiz")).unwrap();
        assert_eq!(again.sources, drill.sources, "the same seed, the same quiz");
        orders.insert(drill.sources.clone());
    }
    assert!(orders.len() > 6, "the seed mixes the tasks and their order");
}

#[test]
fn every_lesson_task_that_stands_alone_can_be_reviewed_and_a_clean_review_moves_it_on() {
    let course = embedded_course().unwrap();
    let (monday, tuesday) = (day("2026-05-04"), day("2026-05-05"));
    let mut progress = Progress::default();
    let mut all = Vec::new();
    for lesson in &course.lessons {
        for (step, s) in lesson.steps.iter().enumerate() {
            if s.stands_alone {
                let task = TaskRef {
                    lesson: lesson.id.clone(),
                    step,
                };
                progress.schedule_review(&task.key(), ReviewStage::OneDay, monday);
                all.push(task);
            }
        }
    }
    assert!(all.len() >= 24, "{} tasks stand alone", all.len());
    assert!(Drill::review(&course, &progress, monday, Text::en("R")).is_none());
    assert_eq!(task_queue(&course, &progress, monday), (0, all.len()));
    let (drill, lesson) = Drill::review(&course, &progress, tuesday, Text::en("R")).unwrap();
    assert_eq!(drill.sources.len(), all.len());
    let mut run = LessonRun::new(lesson);
    walk(&mut run, |_| 0);
    assert_eq!(run.summary().right_first_time, all.len());
    QueueNotes::default().note(&run, Some(&drill), &mut progress, tuesday);
    for task in &all {
        let review = progress.review[&task.key()];
        assert_eq!(review.stage, ReviewStage::ThreeDays, "{}", task.key());
        assert_eq!(review.due, day("2026-05-08"));
    }
}

#[test]
fn a_task_missed_twice_joins_the_review_queue_beside_the_puzzles_and_once_does_not() {
    let course = embedded_course().unwrap();
    let today = day("2026-05-04");
    let mut progress = Progress::default();
    progress.schedule_review("corner-001", ReviewStage::OneDay, today);
    // In a lesson: step 3 of "sandwich" stands alone; missed twice, it is queued.
    let lesson = course.lesson("sandwich").unwrap().clone();
    assert!(lesson.steps[2].stands_alone);
    let mut run = LessonRun::resume(lesson, 2);
    walk(&mut run, |index| if index == 2 { 2 } else { 1 });
    let mut notes = QueueNotes::default();
    assert!(notes.note(&run, None, &mut progress, today));
    assert_eq!(notes.missed(), 1);
    let keys: Vec<&str> = progress.review.keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        ["corner-001", "sandwich#3"],
        "missed once: not queued"
    );
    assert_eq!(progress.review["sandwich#3"].due, day("2026-05-05"));
    // Noted once: noting again changes nothing.
    assert!(!notes.note(&run, None, &mut progress, today));
    assert_eq!(notes.missed(), 1);
    // In the quiz: the first task missed twice is queued under its lesson's key.
    let (drill, lesson) = Drill::quiz(&course, 7, Text::en("Quiz")).unwrap();
    let mut run = LessonRun::new(lesson);
    walk(&mut run, |index| if index == 0 { 2 } else { 0 });
    QueueNotes::default().note(&run, Some(&drill), &mut progress, today);
    let first = drill.sources[0].key();
    assert_eq!(progress.review[&first].stage, ReviewStage::OneDay);
    let queued = progress.review.len();
    assert_eq!(queued, 2 + usize::from(first != "sandwich#3"));
    // The puzzle stays where the trainer put it, and the lesson tasks are
    // counted apart from it.
    assert_eq!(progress.review["corner-001"].stage, ReviewStage::OneDay);
    assert_eq!(task_queue(&course, &progress, today).1, queued - 1);
    // A review missed once sends the task back to the next day.
    let tomorrow = day("2026-05-05");
    let (drill, lesson) = Drill::review(&course, &progress, tomorrow, Text::en("R")).unwrap();
    let mut run = LessonRun::new(lesson);
    walk(&mut run, |index| u32::from(index == 0));
    QueueNotes::default().note(&run, Some(&drill), &mut progress, tomorrow);
    let missed = drill.sources[0].key();
    assert_eq!(progress.review[&missed].due, day("2026-05-06"));
    assert_eq!(progress.review[&missed].stage, ReviewStage::OneDay);
}
