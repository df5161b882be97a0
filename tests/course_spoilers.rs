//! No spoilers: a step never shows what it, or a step ahead on its board, asks.
//! The status line hides the count before "who won?", "the game is over" while
//! the step asks whether the game goes on, and the legal moves before a step
//! that asks for them; a reveal marks the answer on the board. `check` warns a
//! teacher (and stops the built-in course) where a step's words, marks or dots
//! tell the answer first.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use reversi_tutor::course::{CourseLoader, FileKind, Lesson, embedded_course};
use reversi_tutor::engine::{Bitboard, Square};
use reversi_tutor::i18n::Ui;
use reversi_tutor::lang::Lang;
use reversi_tutor::runner::{Answer, LessonRun};
use reversi_tutor::view::{LessonView, Shown};

fn fixture(name: &str) -> String {
    let path = format!(
        "{}/tests/fixtures/advice/{name}.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(path).unwrap()
}

/// The warnings of a fixture read as a teacher's file, after making sure the
/// built-in course would get the same as errors.
fn warnings(name: &str) -> Vec<String> {
    let text = fixture(name);
    let file = format!("my/{name}.toml");
    let mut loader = CourseLoader::new();
    loader.add_file(&file, text.as_bytes(), false, Some(FileKind::Lesson));
    assert!(loader.errors().is_empty(), "{:?}", loader.errors());
    let warnings: Vec<String> = loader
        .warnings()
        .iter()
        .map(|w| w.as_warning().to_string())
        .collect();
    let built_in = format!("lessons/{name}.toml");
    let mut strict = CourseLoader::new();
    strict.add_file(&built_in, text.as_bytes(), true, Some(FileKind::Lesson));
    let errors: Vec<String> = strict
        .errors()
        .iter()
        .map(|e| e.to_string().replace(&built_in, &file))
        .collect();
    let unmarked: Vec<String> = warnings
        .iter()
        .map(|w| w.replacen(": warning[", ": error[", 1))
        .collect();
    assert_eq!(errors, unmarked);
    warnings
}

#[test]
fn a_count_or_margin_said_before_who_won_is_asked_is_a_warning_at_that_say() {
    assert_eq!(
        warnings("spoiler-result-told"),
        [
            "my/spoiler-result-told.toml:16:7: warning[result-told]: step 3: `say` tells the count (13 to 0), and step 4 asks who won: leave it out here, and say it after the question is answered",
            "my/spoiler-result-told.toml:29:7: warning[result-told]: step 6: `say` tells the margin (8), and step 7 asks who won: leave it out here, and say it after the question is answered",
        ]
    );
}

#[test]
fn the_verdict_or_a_right_number_said_before_the_question_is_a_warning() {
    assert_eq!(
        warnings("spoiler-game-over-told"),
        [
            "my/spoiler-game-over-told.toml:7:7: warning[game-state-told]: step 1: `say` tells whether the game is over, and step 2 asks it: describe the position (who can move) and leave the verdict to the learner",
            "my/spoiler-game-over-told.toml:26:7: warning[answer-number-told]: step 4: `say` states 60, the right answer of the question step 5 asks: leave the number out until it is answered",
        ]
    );
}

#[test]
fn moves_named_marked_or_dotted_before_they_are_asked_and_marked_answers_are_warnings() {
    assert_eq!(
        warnings("spoiler-moves-shown"),
        [
            "my/spoiler-moves-shown.toml:7:7: warning[moves-named]: step 1: `say` names every legal move (d3, c4, f5, e6) that step 3 asks the learner to find: leave the list out",
            "my/spoiler-moves-shown.toml:9:8: warning[mark-shows-moves]: step 1: `mark` shows d3, f5, legal moves that step 3 asks the learner to find: mark other squares, or none",
            "my/spoiler-moves-shown.toml:13:8: warning[dots-before-question]: step 2: `dots = true` would show the legal moves, and step 3 asks about them on this board: the tutor hides them; remove `dots`, or show them on a step after the question",
            "my/spoiler-moves-shown.toml:23:8: warning[mark-shows-answer]: step 4: `mark` shows d4, discs that flip, which this step asks the learner to find: mark the move instead",
            "my/spoiler-moves-shown.toml:29:8: warning[mark-shows-answer]: step 5: `mark` shows 3 squares, 2 of them right answers of this step: a learner can pick any marked square; mark fewer right answers, or none",
        ]
    );
}

fn built_in(id: &str) -> Lesson {
    embedded_course().unwrap().lesson(id).unwrap().clone()
}

fn fixture_lesson(name: &str) -> Lesson {
    let mut loader = CourseLoader::new();
    loader.add_file(
        name,
        fixture(name).as_bytes(),
        false,
        Some(FileKind::Lesson),
    );
    loader.finish().unwrap().lessons.remove(0)
}

fn view(run: &LessonRun) -> LessonView {
    LessonView::new(Ui::new(Lang::En), run, &Shown::nothing())
}

fn status(run: &LessonRun) -> String {
    view(run).status.join(" ")
}

/// The index of the first step of `lesson` that satisfies `is`.
fn step_where(lesson: &Lesson, is: impl Fn(&reversi_tutor::course::Step) -> bool) -> usize {
    lesson.steps.iter().position(is).unwrap()
}

#[test]
fn the_count_is_hidden_on_a_step_before_one_that_asks_who_won_and_shown_once_answered() {
    // A finished game to read, then "who won?" on the same board.
    let lesson = fixture_lesson("spoiler-result-told");
    let mut run = LessonRun::resume(lesson, 2);
    let said = status(&run);
    assert!(!said.contains("13") && !said.contains("white 0"), "{said}");
    run.next_step();
    assert!(!status(&run).contains("13"), "{}", status(&run));
    let right = run.submit(Answer::Outcome {
        winner: Some(reversi_tutor::engine::Color::Black),
        count: None,
    });
    assert!(right.is_right());
    assert!(
        status(&run).contains("Black 13, white 0"),
        "{}",
        status(&run)
    );
}

#[test]
fn every_built_in_step_before_or_asking_who_won_shows_no_count() {
    for lesson in &embedded_course().unwrap().lessons {
        for (i, step) in lesson.steps.iter().enumerate() {
            let ahead = lesson.steps.get(i + 1);
            let outcome = |s: &reversi_tutor::course::Step| {
                matches!(s.task, reversi_tutor::course::Task::Outcome { .. })
            };
            let asks = outcome(step) || ahead.is_some_and(|a| outcome(a) && !a.sets_position);
            if !asks {
                continue;
            }
            let run = LessonRun::resume(lesson.clone(), i);
            let said = status(&run);
            let (black, white) = (run.board().black().len(), run.board().white().len());
            assert!(
                !said.contains(&format!("Black {black}, white {white}")),
                "{} step {}: {said}",
                lesson.id,
                i + 1
            );
        }
    }
}

#[test]
fn the_game_is_not_said_over_while_a_step_asks_whether_it_goes_on() {
    let lesson = built_in("game-end");
    // The step that asks what happens when nobody can move, and the one before.
    let asks = step_where(&lesson, |s| {
        reversi_tutor::course::spoiler::Topics::of(s).game_over
            && matches!(s.board.status(), reversi_tutor::engine::Status::Over(_))
    });
    let run = LessonRun::resume(lesson.clone(), asks);
    assert!(!status(&run).contains("over"), "{}", status(&run));
    let mut before = LessonRun::resume(lesson, asks - 1);
    let revealed = before.reveal();
    assert!(revealed.is_some());
    assert!(matches!(
        before.board().status(),
        reversi_tutor::engine::Status::Over(_)
    ));
    assert!(!status(&before).contains("over"), "{}", status(&before));
}

#[test]
fn the_legal_moves_are_hidden_on_a_step_before_one_that_asks_for_them() {
    // Step 2 has `dots = true`; step 3 asks for every legal move.
    let lesson = fixture_lesson("spoiler-moves-shown");
    let run = LessonRun::resume(lesson, 1);
    assert!(run.step().dots);
    let shown = view(&run);
    assert_eq!(shown.board.dots, Bitboard::EMPTY);
    assert!(!status(&run).contains("Legal moves"), "{}", status(&run));
}

#[test]
fn a_reveal_marks_the_answer_on_the_board() {
    let lesson = fixture_lesson("spoiler-moves-shown");
    let ui = Ui::new(Lang::En);
    // find-square: the squares that answer are marked.
    let mut run = LessonRun::resume(lesson.clone(), 4);
    let revealed = run.reveal().unwrap();
    let board = Shown::revealed(ui, &run, &revealed).board.unwrap();
    let answer: Bitboard = ["d4", "e5"]
        .iter()
        .map(|s| s.parse::<Square>().unwrap())
        .collect();
    assert_eq!(board.marks, answer);
    // all-legal: every legal move is marked.
    let mut run = LessonRun::resume(lesson.clone(), 2);
    let revealed = run.reveal().unwrap();
    let board = Shown::revealed(ui, &run, &revealed).board.unwrap();
    assert_eq!(board.marks, run.board().legal_moves());
    // predict-flips: the move is drawn with the discs it flips.
    let mut run = LessonRun::resume(lesson, 3);
    let revealed = run.reveal().unwrap();
    let board = Shown::revealed(ui, &run, &revealed).board.unwrap();
    let shown = board.shown.unwrap();
    assert_eq!(shown.square, "d3".parse::<Square>().unwrap());
    assert!(shown.lines.iter().any(|l| l.encloses));
}

#[test]
fn answering_a_question_in_words_brings_no_dots_onto_the_board() {
    let lesson = fixture_lesson("spoiler-moves-shown");
    let mut run = LessonRun::resume(lesson, 4);
    let right = run.submit(Answer::Move("d4".parse().unwrap()));
    assert!(right.is_right());
    assert_eq!(view(&run).board.dots, Bitboard::EMPTY);
    assert!(!status(&run).contains("Legal moves"), "{}", status(&run));
}

#[test]
fn a_right_answer_that_is_the_lone_no_or_the_longest_or_shortest_by_far_is_a_warning() {
    let found = warnings("telling-choices");
    let at = |line: usize| -> Vec<&String> {
        found
            .iter()
            .filter(|w| w.starts_with(&format!("my/telling-choices.toml:{line}:")))
            .collect()
    };
    assert_eq!(
        at(10),
        [
            "my/telling-choices.toml:10:11: warning[only-negative-answer]: step 1: the right answer (choice 2) is the only negative one (English, Bahasa Indonesia and Tiếng Việt): a learner picks the odd \"no\" without thinking; add a negative choice that is wrong (\"No, because ...\"), or ask so that the answer is \"yes\""
        ]
    );
    assert_eq!(at(20).len(), 3, "longest in every language: {found:#?}");
    assert!(
        at(20)[0].contains("is the longest by 33 characters (44 against at most 11) in English")
    );
    assert_eq!(at(30).len(), 3, "shortest in every language: {found:#?}");
    assert!(
        at(30)[0].contains("is the shortest by 25 characters (8 against at least 33) in English")
    );
    // Two negative choices, of a like length: nothing tells.
    assert!(at(40).is_empty(), "{found:#?}");
    assert_eq!(found.len(), 7, "{found:#?}");
}

#[test]
fn a_course_whose_yes_or_no_answers_are_mostly_no_is_a_warning_for_a_teacher() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("01-telling.toml"),
        fixture("telling-choices"),
    )
    .unwrap();
    let report = reversi_tutor::course::check_course(&[dir.path().to_path_buf()], &[], false);
    assert!(report.is_clean(), "{}", report.text());
    let course_wide: Vec<String> = report
        .warnings
        .iter()
        .filter(|w| w.file == "your lessons")
        .map(|w| w.as_warning().to_string())
        .collect();
    assert_eq!(
        course_wide,
        [
            "your lessons: warning[mostly-negative-answers]: the right answer is negative in 2 of the 2 yes-or-no questions (fixture-telling-choices step 1 and fixture-telling-choices step 4): a learner soon picks \"no\" without reading; ask some so that the answer is \"yes\""
        ]
    );
    // The built-in course keeps its yes-or-no answers balanced.
    let built_in = reversi_tutor::course::check_course(&[], &[], true);
    assert!(built_in.is_clean(), "{}", built_in.text());
    assert_eq!(built_in.warning_count, 0, "{}", built_in.text());
}
