//! Every lesson of the built-in course walked to its end through plain mode (the
//! built binary), as a learner would type it: at every task one wrong answer
//! first, whose nudge must not give the answer away (the right squares, choice
//! or count), then the right one. The answers are worked out by walking the same
//! lesson in-process, so the script follows the learner's own board.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use reversi_tutor::course::{Lesson, NudgeClass, Task, embedded_course};
use reversi_tutor::engine::{Bitboard, Board, Color, Square};
use reversi_tutor::lang::Lang;
use reversi_tutor::runner::{Advance, Answer, Feedback, LessonRun};

mod common;

/// A wrong answer typed at a step, and what its nudge must not say.
struct WrongTry {
    /// The step, counting from 1.
    step: usize,
    /// The line typed.
    line: String,
    /// Words (squares, numbers, choices) that would give the answer away.
    forbidden: Vec<String>,
    /// A taken square, typed where every empty square is a legal move: it is
    /// explained but is no miss.
    slip: bool,
}

/// The lines a learner types through a lesson, and the wrong tries among them.
struct Script {
    lines: Vec<String>,
    wrong: Vec<(usize, WrongTry)>,
}

fn names(set: Bitboard) -> Vec<String> {
    set.squares().map(|sq| sq.to_string()).collect()
}

fn line_of(set: Bitboard) -> String {
    names(set).join(" ")
}

/// An empty square where no line is enclosed: a move there is refused, and
/// counts as a miss (a taken square is a slip, explained but not counted).
/// One whose explanation names no square of `avoid` is taken when there is one.
fn refused(board: &Board, avoid: Bitboard) -> Option<Square> {
    let empty = !(board.black() | board.white());
    // Whether a walk from `from` in any direction meets `avoid` before an empty square.
    let sees = |from: Square| {
        let directions = (-1..=1i8).flat_map(|dc| (-1..=1i8).map(move |dr| (dc, dr)));
        directions.filter(|d| *d != (0, 0)).any(|(dc, dr)| {
            let mut at = from;
            loop {
                let Some(next) = Square::from_coords(at.col() + dc, at.row() + dr) else {
                    return false;
                };
                if avoid.contains(next) {
                    return true;
                }
                if empty.contains(next) {
                    return false;
                }
                at = next;
            }
        })
    };
    let candidates = empty & !board.legal_moves();
    candidates
        .squares()
        .find(|&sq| !sees(sq))
        .or_else(|| candidates.squares().next())
}

/// Any occupied square (a move there is refused as taken, naming only it).
fn taken(board: &Board) -> Square {
    (board.black() | board.white()).squares().next().unwrap()
}

/// The right line and a wrong try for the current step of `run` (`None`: a step to read).
fn answers(run: &LessonRun) -> Option<(String, WrongTry)> {
    let board = run.board();
    let step = run.index() + 1;
    let wrong = |line: String, forbidden: Vec<String>| WrongTry {
        step,
        line,
        forbidden,
        slip: false,
    };
    // A refused square, else (every empty square legal) a taken one, a slip.
    let refused_or_taken = |avoid: Bitboard, forbidden: Vec<String>| match refused(board, avoid) {
        Some(square) => wrong(square.to_string(), forbidden),
        None => WrongTry {
            slip: true,
            ..wrong(taken(board).to_string(), forbidden)
        },
    };
    Some(match run.task() {
        Task::Read => return None,
        Task::Play { accept } => {
            // A legal move the step does not ask for, else a refused square.
            let other = board.legal_moves() & !*accept;
            let try_wrong = match other.squares().next() {
                Some(typed) => wrong(typed.to_string(), names(*accept)),
                None => refused_or_taken(*accept, names(*accept)),
            };
            (
                line_of(Bitboard::from(accept.squares().next().unwrap())),
                try_wrong,
            )
        }
        Task::AnyLegal | Task::Game { .. } => {
            let legal = board.legal_moves();
            (
                legal.squares().next().unwrap().to_string(),
                refused_or_taken(legal, names(legal)),
            )
        }
        Task::AllLegal { answer } | Task::PredictFlips { answer, .. } => {
            // All but one of the right squares (the nudge may count what is
            // missing, never name it), or a square that is no part of the answer.
            let (typed, forbidden) = if answer.len() >= 2 {
                let left_out = answer.squares().next().unwrap();
                (
                    *answer & !Bitboard::from(left_out),
                    vec![left_out.to_string()],
                )
            } else {
                let other = (board.black() | board.white()) & !*answer;
                (
                    Bitboard::from(other.squares().next().unwrap()),
                    names(*answer),
                )
            };
            (line_of(*answer), wrong(line_of(typed), forbidden))
        }
        Task::Pass => (
            "pass".to_string(),
            refused_or_taken(Bitboard::EMPTY, vec!["pass".to_string()]),
        ),
        Task::Outcome {
            winner,
            black,
            white,
        } => {
            let word = |w: Option<Color>| match w {
                Some(Color::Black) => "black",
                Some(Color::White) => "white",
                None => "draw",
            };
            let said = match winner {
                Some(Color::Black) => Some(Color::White),
                _ => Some(Color::Black),
            };
            (
                word(*winner).to_string(),
                wrong(
                    word(said).to_string(),
                    vec![black.to_string(), white.to_string()],
                ),
            )
        }
        Task::Choice {
            choices, correct, ..
        } => {
            let shown = run.choices();
            let right = shown.iter().position(|c| **c == choices[*correct]).unwrap();
            let other = (right + 1) % shown.len();
            let mut forbidden = vec![(right + 1).to_string()];
            forbidden.push(choices[*correct].get(Lang::En).to_string());
            (
                (right + 1).to_string(),
                wrong((other + 1).to_string(), forbidden),
            )
        }
        Task::FindSquare { answer } => {
            let other = Square::all().find(|sq| !answer.contains(*sq)).unwrap();
            (
                answer.squares().next().unwrap().to_string(),
                wrong(other.to_string(), names(*answer)),
            )
        }
    })
}

/// An answer as plain mode reads it (English words).
fn parsed(line: &str, run: &LessonRun) -> Answer {
    use reversi_tutor::i18n::Ui;
    use reversi_tutor::plain::input::{Line, parse};
    match parse(line, Ui::new(Lang::En), run.asks()) {
        Line::Answer(answer) => answer,
        other => panic!("{line:?} is not an answer: {other:?}"),
    }
}

/// Walks `lesson` in-process, every step to its end: at a task `wrong` types
/// its wrong tries (pushing their lines), then the right answer is typed; a
/// step to read gets an empty line. The lines typed.
fn walk(lesson: &Lesson, mut wrong: impl FnMut(&mut LessonRun, &mut Vec<String>)) -> Vec<String> {
    let mut run = LessonRun::new(lesson.clone());
    let mut lines = Vec::new();
    loop {
        if matches!(run.task(), Task::Game { .. }) {
            // The wrong tries at the game's first move, then a move a line
            // until the game is over.
            wrong(&mut run, &mut lines);
            while !run.is_done() {
                let (right, _) = answers(&run).unwrap();
                let feedback = run.submit(parsed(&right, &run));
                assert!(
                    matches!(feedback, Feedback::Game(_)),
                    "{} step {}: {right:?} gave {feedback:?}",
                    lesson.id,
                    run.index() + 1
                );
                lines.push(right);
            }
        } else if let Some((right, _)) = answers(&run) {
            wrong(&mut run, &mut lines);
            let feedback = run.submit(parsed(&right, &run));
            assert!(
                feedback.is_right(),
                "{} step {}: {right:?} gave {feedback:?}",
                lesson.id,
                run.index() + 1
            );
            lines.push(right);
        } else {
            lines.push(String::new());
        }
        match run.next_step() {
            Advance::Moved { .. } => {}
            Advance::Finished { .. } => break,
            Advance::AnswerFirst => panic!("{} step {}: not done", lesson.id, run.index() + 1),
        }
    }
    lines
}

/// Walks `lesson` in-process, wrong then right at every task, and writes down
/// what was typed.
fn script(lesson: &Lesson) -> Script {
    let mut tries = Vec::new();
    let lines = walk(lesson, |run, lines| {
        let (_, wrong) = answers(run).unwrap();
        let feedback = run.submit(parsed(&wrong.line, run));
        assert!(
            matches!(feedback, Feedback::Wrong { answer: None, .. }),
            "{} step {}: {:?} gave {feedback:?}",
            lesson.id,
            wrong.step,
            wrong.line
        );
        lines.push(wrong.line.clone());
        tries.push((lines.len() - 1, wrong));
    });
    Script {
        lines,
        wrong: tries,
    }
}

/// Runs `lesson ID --plain` in `lang` on `input`; (exit status, stdout).
fn plain(id: &str, lang: &str, input: &str) -> (i32, String) {
    let data = tempfile::tempdir().unwrap();
    let data = data.path().to_string_lossy();
    let args = ["lesson", id, "--plain", "--lang", lang, "--data-dir", &data];
    let (code, stdout, stderr) = common::run_binary(&args, input, "C", None);
    assert!(stderr.is_empty(), "{id}: {stderr}");
    (code, stdout)
}

/// The words of a text, lowercase, split at anything but letters and digits.
fn tokens(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// Whether `text` says `word` (a square, a number, or a phrase of several words).
fn says(text: &str, word: &str) -> bool {
    let text = tokens(text);
    let word = tokens(word);
    !word.is_empty() && text.windows(word.len()).any(|w| w == word.as_slice())
}

#[test]
fn every_lesson_is_walked_to_its_end_in_plain_mode_with_a_nudge_that_keeps_the_answer() {
    let course = embedded_course().unwrap();
    assert_eq!(course.lessons.len(), 21);
    for lesson in &course.lessons {
        let script = script(lesson);
        assert!(!script.wrong.is_empty(), "{}: no task", lesson.id);
        let input: String = script.lines.iter().map(|l| format!("{l}\n")).collect();
        let (status, out) = plain(&lesson.id, "en", &input);
        assert_eq!(status, 0, "{}", lesson.id);
        let tasks = script.wrong.len();
        let slips = script.wrong.iter().filter(|(_, w)| w.slip).count();
        assert!(
            out.contains(&format!(
                "Lesson finished: {slips} of {tasks} tasks right at the first try, 0 skipped."
            )),
            "{}:\n{out}",
            lesson.id
        );
        // What answers each line typed: the text between its prompt and the next.
        let answers: Vec<&str> = out.split("\n> ").skip(1).collect();
        assert_eq!(answers.len(), script.lines.len(), "{}:\n{out}", lesson.id);
        for (index, wrong) in &script.wrong {
            let (echo, reply) = answers[*index].split_once('\n').unwrap();
            assert_eq!(echo, wrong.line, "{} step {}", lesson.id, wrong.step);
            let (nudge, _) = reply
                .split_once("Try again, or type hint or skip.")
                .unwrap_or_else(|| {
                    panic!("{} step {}: no nudge in:\n{reply}", lesson.id, wrong.step)
                });
            assert!(
                !nudge.trim().is_empty(),
                "{} step {}: empty nudge",
                lesson.id,
                wrong.step
            );
            for word in &wrong.forbidden {
                assert!(
                    !says(nudge, word),
                    "{} step {}: the nudge after {:?} names {word:?}:\n{nudge}",
                    lesson.id,
                    wrong.step,
                    wrong.line
                );
            }
        }
    }
}

#[test]
fn every_lesson_is_walked_to_its_end_in_indonesian_and_vietnamese_too() {
    let course = embedded_course().unwrap();
    for lesson in &course.lessons {
        let script = script(lesson);
        let input: String = script.lines.iter().map(|l| format!("{l}\n")).collect();
        for lang in ["id", "vi"] {
            let (status, out) = plain(&lesson.id, lang, &input);
            assert_eq!(status, 0, "{} {lang}", lesson.id);
            let answers = out.split("\n> ").count() - 1;
            assert_eq!(answers, script.lines.len(), "{} {lang}:\n{out}", lesson.id);
            // The last answer finishes the lesson: no prompt after it.
            let last = out.rsplit("\n> ").next().unwrap();
            assert!(
                last.contains(&script.wrong.len().to_string()),
                "{} {lang}: no summary of the tasks:\n{last}",
                lesson.id
            );
        }
    }
}

/// The lines of `script` with only its first `wrong` wrong tries kept.
fn with_wrong_tries(script: &Script, wrong: usize) -> String {
    let dropped: Vec<usize> = script.wrong.iter().skip(wrong).map(|(i, _)| *i).collect();
    script
        .lines
        .iter()
        .enumerate()
        .filter(|(i, _)| !dropped.contains(i))
        .map(|(_, line)| format!("{line}\n"))
        .collect()
}

/// Runs the binary with `args` on `input`, keeping progress in `data`; stdout.
fn tutor_with_data(args: &[&str], input: &str, data: &std::path::Path) -> String {
    let data = data.to_string_lossy();
    let all: Vec<&str> = args.iter().copied().chain(["--data-dir", &data]).collect();
    let (code, stdout, _) = common::run_binary(&all, input, "C", None);
    assert_eq!(code, 0, "{args:?}");
    stdout
}

/// The end of the `lessons` line of lesson `id`.
fn listed(id: &str, data: &std::path::Path) -> String {
    let list = tutor_with_data(&["lessons"], "", data);
    list.lines()
        .find(|l| l.starts_with(&format!("{id} ")))
        .unwrap()
        .to_string()
}

#[test]
fn lessons_shows_three_stars_for_first_tries_two_for_two_misses_one_for_finishing_and_keeps_the_best()
 {
    let course = embedded_course().unwrap();
    let lesson = course.lesson("first-move").unwrap();
    let script = script(lesson);
    assert!(script.wrong.len() >= 3);
    let data = tempfile::tempdir().unwrap();
    let run = |wrong: usize| {
        let out = tutor_with_data(
            &["lesson", "first-move", "--plain"],
            &with_wrong_tries(&script, wrong),
            data.path(),
        );
        assert!(out.contains("Lesson finished"), "{out}");
        listed("first-move", data.path())
    };
    assert!(run(3).ends_with("  ★☆☆"), "three misses: one star");
    assert!(run(2).ends_with("  ★★☆"), "two misses: two stars");
    assert!(run(1).ends_with("  ★★☆"), "one miss: two stars");
    assert!(
        run(0).ends_with("  ★★★"),
        "every task right at the first try"
    );
    assert!(run(3).ends_with("  ★★★"), "the best is kept");
    // Leaving a lesson early shows where; a hint costs the third star.
    let data = tempfile::tempdir().unwrap();
    let first_task = script.wrong[0].0;
    let mut lines: Vec<String> = script.lines[..first_task].to_vec();
    lines.push("quit".into());
    let input: String = lines.iter().map(|l| format!("{l}\n")).collect();
    tutor_with_data(&["lesson", "first-move", "--plain"], &input, data.path());
    let step = script.wrong[0].1.step;
    assert!(
        listed("first-move", data.path()).ends_with(&format!("stopped at step {step}")),
        "{}",
        listed("first-move", data.path())
    );
    let mut lines: Vec<String> = with_wrong_tries(&script, 1)
        .lines()
        .map(str::to_string)
        .collect();
    lines[first_task] = "hint".into();
    let input: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let out = tutor_with_data(&["lesson", "first-move", "--plain"], &input, data.path());
    assert!(
        listed("first-move", data.path()).ends_with("  ★★☆"),
        "{}\n{out}",
        listed("first-move", data.path())
    );
}

#[test]
fn going_back_to_a_missed_task_in_plain_mode_does_not_win_the_third_star() {
    let course = embedded_course().unwrap();
    let lesson = course.lesson("first-move").unwrap();
    let script = script(lesson);
    // One miss at the first task, then `back` once it is done and answered again.
    let (index, _) = &script.wrong[0];
    let mut lines = with_wrong_tries(&script, 1)
        .lines()
        .map(str::to_string)
        .collect::<Vec<_>>();
    let right = lines[index + 1].clone();
    lines.splice(index + 2..index + 2, ["back".to_string(), right]);
    let input: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let data = tempfile::tempdir().unwrap();
    let out = tutor_with_data(&["lesson", "first-move", "--plain"], &input, data.path());
    assert!(out.contains("Lesson finished"), "{out}");
    assert!(listed("first-move", data.path()).ends_with("  ★★☆"));
}

/// A wrong answer of one kind, typed at a step, with the nudge the step has
/// for that kind (in English; `None`: the engine's words stand alone).
struct ClassTry {
    step: usize,
    line: String,
    class: NudgeClass,
    forbidden: Vec<String>,
    /// A taken square where the tutor explains but counts no miss.
    slip: bool,
}

/// One answer of every kind of wrong answer the current step of `run` can
/// receive, each with the words it may not say.
fn class_tries(run: &LessonRun) -> Vec<ClassTry> {
    let board = run.board();
    let step = run.index() + 1;
    let try_of = |line: String, class: NudgeClass, forbidden: &[String]| ClassTry {
        step,
        line,
        class,
        forbidden: forbidden.to_vec(),
        slip: false,
    };
    // A square of each kind that is no right answer, avoiding `right` in its explanation.
    let squares = |right: Bitboard, forbidden: &[String], slip_taken: bool| -> Vec<ClassTry> {
        let mut out = Vec::new();
        let occupied = board.black() | board.white();
        if let Some(sq) = (occupied & !right).squares().next() {
            out.push(ClassTry {
                slip: slip_taken,
                ..try_of(sq.to_string(), NudgeClass::Taken, forbidden)
            });
        }
        let illegal = !occupied & !board.legal_moves() & !right;
        if !illegal.is_empty()
            && let Some(sq) = refused(board, right).filter(|sq| illegal.contains(*sq))
        {
            out.push(try_of(sq.to_string(), NudgeClass::Illegal, forbidden));
        } else if let Some(sq) = illegal.squares().next() {
            out.push(try_of(sq.to_string(), NudgeClass::Illegal, forbidden));
        }
        if let Some(sq) = (board.legal_moves() & !right).squares().next() {
            out.push(try_of(sq.to_string(), NudgeClass::Legal, forbidden));
        }
        out
    };
    let pass = |forbidden: &[String]| try_of("pass".to_string(), NudgeClass::Pass, forbidden);
    match run.task() {
        Task::Read => Vec::new(),
        Task::Play { accept } => {
            let forbidden = names(*accept);
            let mut out = squares(*accept, &forbidden, true);
            out.push(pass(&forbidden));
            out
        }
        Task::AnyLegal | Task::Game { .. } => {
            let forbidden = names(board.legal_moves());
            let mut out = squares(board.legal_moves(), &forbidden, true);
            out.push(pass(&forbidden));
            out
        }
        Task::Pass => squares(Bitboard::EMPTY, &["pass".to_string()], true),
        Task::FindSquare { answer } => squares(*answer, &names(*answer), false),
        Task::AllLegal { .. } | Task::PredictFlips { .. } => {
            let (_, wrong) = answers(run).unwrap();
            let mut out = vec![try_of(wrong.line, NudgeClass::Set, &wrong.forbidden)];
            if matches!(run.task(), Task::AllLegal { .. }) {
                out.push(pass(&wrong.forbidden));
            }
            out
        }
        Task::Outcome { .. } => {
            let (_, wrong) = answers(run).unwrap();
            vec![try_of(wrong.line, NudgeClass::Outcome, &wrong.forbidden)]
        }
        Task::Choice { .. } => {
            let (_, wrong) = answers(run).unwrap();
            vec![try_of(wrong.line, NudgeClass::Choice, &wrong.forbidden)]
        }
    }
}

/// The lines typed through a lesson, trying every kind of wrong answer at
/// every task (each followed by `retry`, so that each is a first miss), and
/// the tries with the index of their line.
struct ClassScript {
    lines: Vec<String>,
    tries: Vec<(usize, ClassTry)>,
    tasks: usize,
    /// Tasks whose wrong tries were all slips.
    clean: usize,
}

/// Walks `lesson` in-process: at every task each kind of wrong answer, whose
/// nudge the runner must take from that kind, then the right answer.
fn class_script(lesson: &Lesson) -> ClassScript {
    let (mut tries, mut tasks, mut clean) = (Vec::new(), 0, 0);
    let lines = walk(lesson, |run, lines| {
        tasks += 1;
        let kinds = class_tries(run);
        assert!(
            !kinds.is_empty(),
            "{} step {}: no wrong answer",
            lesson.id,
            run.index() + 1
        );
        if kinds.iter().all(|t| t.slip) {
            clean += 1;
        }
        for t in kinds {
            let feedback = run.submit(parsed(&t.line, run));
            let Feedback::Wrong {
                on_wrong, answer, ..
            } = &feedback
            else {
                panic!(
                    "{} step {}: {:?} gave {feedback:?}",
                    lesson.id, t.step, t.line
                );
            };
            assert!(
                answer.is_none(),
                "{} step {}: the answer after one miss",
                lesson.id,
                t.step
            );
            assert_eq!(
                on_wrong.as_ref(),
                run.step().on_wrong.for_class(t.class),
                "{} step {}: {:?} is {:?}, and got another kind's nudge",
                lesson.id,
                t.step,
                t.line,
                t.class
            );
            lines.push(t.line.clone());
            tries.push((lines.len() - 1, t));
            // Each kind a first miss: the answer would come with the second.
            run.retry();
            lines.push("retry".to_string());
        }
    });
    ClassScript {
        lines,
        tries,
        tasks,
        clean,
    }
}

#[test]
fn every_kind_of_wrong_answer_gets_the_nudge_written_for_it_and_never_the_answer_in_three_languages()
 {
    use reversi_tutor::i18n::Ui;
    let course = embedded_course().unwrap();
    for lesson in &course.lessons {
        let script = class_script(lesson);
        let input: String = script.lines.iter().map(|l| format!("{l}\n")).collect();
        // Every nudge the step has, so that one of another kind is caught.
        for lang in Lang::ALL {
            let (status, out) = plain(&lesson.id, lang.code(), &input);
            assert_eq!(status, 0, "{} {lang}", lesson.id);
            let ui = Ui::new(lang);
            if lang == Lang::En {
                assert!(
                    out.contains(&format!(
                        "Lesson finished: {} of {} tasks right at the first try, 0 skipped.",
                        script.clean, script.tasks
                    )),
                    "{}:\n{out}",
                    lesson.id
                );
            }
            let replies: Vec<&str> = out.split("\n> ").skip(1).collect();
            assert_eq!(
                replies.len(),
                script.lines.len(),
                "{} {lang}:\n{out}",
                lesson.id
            );
            for (index, t) in &script.tries {
                let (echo, reply) = replies[*index].split_once('\n').unwrap();
                assert_eq!(echo, t.line, "{} step {} {lang}", lesson.id, t.step);
                let (shown, _) = reply.split_once(ui.try_again()).unwrap_or_else(|| {
                    panic!(
                        "{} step {} {lang}: no nudge in:\n{reply}",
                        lesson.id, t.step
                    )
                });
                let step = &lesson.steps[t.step - 1];
                let own = step.on_wrong.for_class(t.class);
                if let Some(text) = own {
                    assert!(
                        says(shown, text.get(lang)),
                        "{} step {} {lang}: {:?} ({:?}) did not get its nudge {:?}:\n{shown}",
                        lesson.id,
                        t.step,
                        t.line,
                        t.class,
                        text.get(lang)
                    );
                }
                for other in NudgeClass::ALL {
                    let Some(text) = step.on_wrong.for_class(other) else {
                        continue;
                    };
                    // (Unless the nudge of this kind holds the other's words.)
                    let within = own.is_some_and(|own| says(own.get(lang), text.get(lang)));
                    if Some(text) != own && !within {
                        assert!(
                            !says(shown, text.get(lang)),
                            "{} step {} {lang}: {:?} ({:?}) got the nudge for {other:?}:\n{shown}",
                            lesson.id,
                            t.step,
                            t.line,
                            t.class
                        );
                    }
                }
                if lang == Lang::En {
                    for word in &t.forbidden {
                        assert!(
                            !says(shown, word),
                            "{} step {}: the nudge after {:?} names {word:?}:\n{shown}",
                            lesson.id,
                            t.step,
                            t.line
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn the_runner_gives_every_square_of_every_step_the_nudge_of_the_kind_check_judged_it_by() {
    let course = embedded_course().unwrap();
    let mut judged = 0;
    for lesson in &course.lessons {
        for (index, step) in lesson.steps.iter().enumerate() {
            let asks_square = matches!(
                step.task,
                Task::Play { .. }
                    | Task::AnyLegal
                    | Task::Pass
                    | Task::FindSquare { .. }
                    | Task::Game { .. }
            );
            if !asks_square {
                continue;
            }
            for sq in Square::all() {
                let mut run = LessonRun::resume(lesson.clone(), index);
                assert_eq!(run.board(), &step.board);
                if let Feedback::Wrong { on_wrong, .. } = run.submit(Answer::Move(sq)) {
                    let class = NudgeClass::of_square(&step.board, sq);
                    assert_eq!(
                        on_wrong.as_ref(),
                        step.on_wrong.for_class(class),
                        "{} step {}: {sq} ({class:?})",
                        lesson.id,
                        index + 1
                    );
                    judged += 1;
                }
            }
        }
    }
    assert!(judged > 3000, "{judged}");
}

#[test]
fn the_first_game_is_played_to_its_end_in_plain_mode_and_ends_with_the_commands_to_play_and_review_it()
 {
    let course = embedded_course().unwrap();
    let lesson = course.lesson("first-game").unwrap();
    let script = script(lesson);
    let input: String = script.lines.iter().map(|l| format!("{l}\n")).collect();
    let (status, out) = plain("first-game", "en", &input);
    assert_eq!(status, 0);
    assert!(
        out.contains("The game is over: neither side can move."),
        "{out}"
    );
    assert!(out.contains("To play again: reversi-tutor play."), "{out}");
    assert!(
        out.contains("To take the rules quiz: reversi-tutor quiz"),
        "{out}"
    );
    let record = out
        .split("reversi-tutor review ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .expect("the review command with the game's record");
    // The record is the game played: it replays to a finished game.
    let game = reversi_tutor::engine::notation::play_record(Board::start(), record).unwrap();
    assert!(matches!(
        game.board().status(),
        reversi_tutor::engine::Status::Over(_)
    ));
}

#[test]
fn the_rules_quiz_in_plain_mode_queues_a_task_missed_twice_and_quiz_review_asks_it_once_due() {
    use reversi_tutor::course::Text;
    use reversi_tutor::runner::drill::Drill;
    let course = embedded_course().unwrap();
    let (drill, lesson) = Drill::quiz(&course, 11, Text::en("Rules quiz")).unwrap();
    let mut script = script(&lesson);
    // The first task's wrong answer, typed twice.
    let at = script.wrong[0].0;
    script.lines.insert(at, script.lines[at].clone());
    let input: String = script.lines.iter().map(|l| format!("{l}\n")).collect();
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().to_string_lossy().to_string();
    let quiz = |args: &[&str], input: &str| {
        let mut all = vec!["quiz", "--plain", "--data-dir", &dir];
        all.extend(args);
        let (code, out, err) = common::run_binary(&all, input, "C", None);
        assert_eq!(code, 0, "{err}");
        assert!(err.is_empty(), "{err}");
        out
    };
    let out = quiz(&["--seed", "11"], &input);
    assert!(out.contains("Lesson: Rules quiz (12 steps)"), "{out}");
    assert!(out.contains("Step 12 of 12"), "{out}");
    assert!(
        out.contains("One task you missed comes back tomorrow, in the review queue"),
        "{out}"
    );
    let file = data.path().join("progress.toml");
    let progress = std::fs::read_to_string(&file).unwrap();
    let first = drill.sources[0].key();
    assert!(progress.contains(&format!("\"{first}\"")), "{progress}");
    for other in &drill.sources[1..] {
        assert!(!progress.contains(&other.key()), "missed once: {progress}");
    }
    // Not due today.
    let out = quiz(&["--review"], "");
    assert!(
        out.contains("No lesson task is due for review today (1 in the queue)."),
        "{out}"
    );
    // Once due, the review asks that task alone; right at the first try, it
    // comes back after three days.
    // The task's own table: `[review."sandwich#3"]`, then its due day and stage.
    let entry = |progress: &str| {
        let header = format!("[review.\"{first}\"]");
        let rest = progress.split(&header).nth(1).expect("the task's entry");
        rest.split("\n[").next().unwrap().to_string()
    };
    let due = entry(&progress)
        .lines()
        .find_map(|line| line.strip_prefix("due = "))
        .unwrap()
        .to_string();
    std::fs::write(&file, progress.replace(&due, "2020-01-01")).unwrap();
    let one = reversi_tutor::course::Lesson {
        steps: vec![lesson.steps[0].clone()],
        id: "lesson-review".into(),
        ..lesson
    };
    let right: String = walk(&one, |_, _| {})
        .iter()
        .map(|l| format!("{l}\n"))
        .collect();
    let out = quiz(&["--review"], &right);
    assert!(
        out.contains("Lesson: Lesson tasks to review (1 step)"),
        "{out}"
    );
    assert!(out.contains("Step 1 of 1"), "{out}");
    let progress = std::fs::read_to_string(&file).unwrap();
    assert!(entry(&progress).contains("stage = 3"), "{progress}");
}
