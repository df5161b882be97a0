//! `check` guards the craft of a lesson: a step over 45 English words, too few
//! tasks, too few or too many steps, an empty centre square, choices kept in
//! order with the right answer always in one place, a text missing a language.
//! A teacher's file gets warnings (`file:line:col: warning[code]: ...`, exit status 0,
//! counted in the summary and in JSON); the built-in course gets errors.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use std::path::Path;
use std::process::Command;

use reversi_tutor::course::{CourseLoader, FileKind};
use serde_json::Value;

/// A text in the three languages.
fn text(en: &str) -> String {
    format!("{{ en = \"{en}\", id = \"{en} (id)\", vi = \"{en} (vi)\" }}")
}

fn read_step(words: &str) -> String {
    format!("[[step]]\nsay = {}\n", text(words))
}

fn play_step() -> String {
    format!(
        "[[step]]\nsay = {}\nposition = {{ start = true }}\ntask = \"play\"\naccept = [\"d3\"]\n",
        text("Play d3.")
    )
}

fn find_step() -> String {
    format!(
        "[[step]]\nsay = {}\nposition = {{ start = true }}\ntask = \"find-square\"\nanswer = [\"c6\"]\n",
        text("Find c6.")
    )
}

fn choice_step(correct: usize, shuffle: Option<bool>) -> String {
    let shuffle = shuffle
        .map(|s| format!("shuffle = {s}\n"))
        .unwrap_or_default();
    format!(
        "[[step]]\nsay = {}\ntask = \"choice\"\nchoices = [{}, {}, {}]\ncorrect = {correct}\n{shuffle}",
        text("Which?"),
        text("one"),
        text("two"),
        text("three")
    )
}

/// A lesson file of these steps.
fn lesson(steps: &[String]) -> String {
    format!(
        "format_version = 1\nid = \"craft\"\ntitle = {}\nsummary = {}\n\n{}",
        text("Craft"),
        text("A lesson well made."),
        steps.join("\n")
    )
}

/// Five steps, three tasks, every language: nothing to say about it.
fn good_steps() -> Vec<String> {
    vec![
        read_step("One idea."),
        play_step(),
        find_step(),
        choice_step(2, None),
        read_step("Recap."),
    ]
}

/// (warnings, errors) of `text` as a teacher's file (`embedded` false) or the
/// built-in course's, named `name`.
fn advice(name: &str, text: &str, embedded: bool) -> (Vec<String>, Vec<String>) {
    let mut loader = CourseLoader::new();
    loader.add_file(name, text.as_bytes(), embedded, Some(FileKind::Lesson));
    let warnings = loader
        .warnings()
        .iter()
        .map(|w| w.as_warning().to_string())
        .collect();
    let errors = loader.errors().iter().map(|e| e.to_string()).collect();
    (warnings, errors)
}

/// The one warning a teacher's file gets, and the same as the built-in course's
/// one error (without the word "warning").
fn one_warning(text: &str) -> String {
    let (warnings, errors) = advice("my/03-craft.toml", text, false);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(warnings.len(), 1, "{warnings:#?}");
    let (none, errors) = advice("lessons/03-craft.toml", text, true);
    assert!(none.is_empty(), "{none:?}");
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert_eq!(
        errors[0].replace("lessons/03-craft.toml", "my/03-craft.toml"),
        warnings[0].replacen(": warning[", ": error[", 1)
    );
    warnings.into_iter().next().unwrap()
}

#[test]
fn a_well_made_lesson_gets_no_advice() {
    let (warnings, errors) = advice("my/craft.toml", &lesson(&good_steps()), false);
    assert!(
        warnings.is_empty() && errors.is_empty(),
        "{warnings:?} {errors:?}"
    );
}

#[test]
fn a_step_over_45_english_words_is_a_warning_at_its_say() {
    let mut steps = good_steps();
    let long = vec!["word"; 46].join(" ");
    steps[0] = read_step(&long);
    let warning = one_warning(&lesson(&steps));
    assert!(
        warning.starts_with("my/03-craft.toml:7:7: warning[too-many-words]: step 1: the step says 46 English words; a step says at most 45"),
        "{warning}"
    );
    // 45 are fine.
    steps[0] = read_step(&vec!["word"; 45].join(" "));
    assert!(advice("my/craft.toml", &lesson(&steps), false).0.is_empty());
}

#[test]
fn a_lesson_with_too_few_tasks_is_a_warning() {
    let mut steps = good_steps();
    steps[2] = read_step("No task here.");
    let warning = one_warning(&lesson(&steps));
    assert_eq!(
        warning,
        "my/03-craft.toml:1:1: warning[too-few-tasks]: the lesson has 2 tasks and needs at least 3: give steps a `task`, so that the learner acts early and often"
    );
}

#[test]
fn built_in_lessons_from_the_fourth_on_need_four_tasks_and_a_teachers_three() {
    let three = lesson(&good_steps());
    for (name, embedded) in [("lessons/03-craft.toml", true), ("my/07-craft.toml", false)] {
        let (warnings, errors) = advice(name, &three, embedded);
        assert!(
            warnings.is_empty() && errors.is_empty(),
            "{name}: {errors:?}"
        );
    }
    let (_, errors) = advice("lessons/04-craft.toml", &three, true);
    assert_eq!(
        errors,
        [
            "lessons/04-craft.toml:1:1: error[too-few-tasks]: the lesson has 3 tasks and needs at least 4: give steps a `task`, so that the learner acts early and often"
        ]
    );
}

#[test]
fn a_lesson_of_fewer_than_5_or_more_than_12_steps_is_a_warning() {
    let mut steps = good_steps();
    steps.remove(0);
    let warning = one_warning(&lesson(&steps));
    assert!(
        warning.starts_with(
            "my/03-craft.toml:1:1: warning[step-count]: the lesson has 4 steps; a lesson has 5 to 12"
        ),
        "{warning}"
    );
    let mut steps = good_steps();
    // (A task between the steps to read: never three read in a row.)
    while steps.len() < 13 {
        let more = if steps.len().is_multiple_of(2) {
            find_step()
        } else {
            read_step("More.")
        };
        steps.insert(1, more);
    }
    let warning = one_warning(&lesson(&steps));
    assert!(
        warning.contains("the lesson has 13 steps; a lesson has 5 to 12: split it"),
        "{warning}"
    );
    steps.remove(1);
    assert!(advice("my/craft.toml", &lesson(&steps), false).0.is_empty());
}

#[test]
fn a_position_with_an_empty_centre_square_is_a_warning_at_the_position() {
    let mut steps = good_steps();
    // The start position without d4 (a1..h8: d4 is index 27).
    let mut board = vec!['-'; 64];
    board[28] = 'X';
    board[35] = 'X';
    board[36] = 'O';
    let board: String = board.into_iter().collect();
    steps[0] = format!(
        "[[step]]\nsay = {}\nposition = {{ board = \"{board}\", to_move = \"black\" }}\n",
        text("Look.")
    );
    let warning = one_warning(&lesson(&steps));
    assert!(
        warning.starts_with("my/03-craft.toml:8:12: warning[centre-empty]: step 1: the position leaves d4 empty: every game starts with discs on d4, e4, d5, e5"),
        "{warning}"
    );
}

#[test]
fn a_position_with_a_disc_apart_from_the_others_is_a_warning_at_the_position() {
    let mut steps = good_steps();
    // The start position (d4, e5 white; e4, d5 black) and a black disc on a1.
    let mut board = vec!['-'; 64];
    board[0] = 'X';
    board[27] = 'O';
    board[28] = 'X';
    board[35] = 'X';
    board[36] = 'O';
    let board: String = board.into_iter().collect();
    steps[0] = format!(
        "[[step]]\nsay = {}\nposition = {{ board = \"{board}\", to_move = \"black\" }}\n",
        text("Look.")
    );
    let warning = one_warning(&lesson(&steps));
    assert!(
        warning.starts_with("my/03-craft.toml:8:12: warning[disc-island]: step 1: the discs on a1 touch no disc joined to the centre"),
        "{warning}"
    );
}

#[test]
fn choices_kept_in_order_with_the_answer_always_in_one_place_are_a_warning_at_each() {
    let mut steps = good_steps();
    steps[0] = choice_step(2, Some(false));
    steps[3] = choice_step(2, Some(false));
    let text = lesson(&steps);
    let (warnings, errors) = advice("my/craft.toml", &text, false);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(warnings.len(), 2, "{warnings:#?}");
    assert!(
        warnings[0].contains("warning[same-answer-place]: step 1: the right answer is choice 2 here and in every choice step of this lesson that keeps its order (steps 1 and 4): remove `shuffle = false`"),
        "{warnings:#?}"
    );
    assert!(
        warnings[1].contains("warning[same-answer-place]: step 4: "),
        "{warnings:#?}"
    );
    let (_, errors) = advice("lessons/03-craft.toml", &text, true);
    assert_eq!(errors.len(), 2, "{errors:#?}");
    // The right answer in two places, or the choices shuffled: nothing to say.
    for (second, shuffle) in [(3, Some(false)), (2, None), (2, Some(true))] {
        steps[3] = choice_step(second, shuffle);
        let (warnings, _) = advice("my/craft.toml", &lesson(&steps), false);
        assert!(warnings.is_empty(), "{second} {shuffle:?}: {warnings:#?}");
    }
    // One choice kept in order is no pattern.
    let mut steps = good_steps();
    steps[3] = choice_step(2, Some(false));
    assert!(advice("my/craft.toml", &lesson(&steps), false).0.is_empty());
}

#[test]
fn a_text_missing_a_language_is_a_warning_for_a_teacher_and_an_error_built_in() {
    let mut steps = good_steps();
    steps[0] = "[[step]]\nsay = { en = \"One idea.\", id = \"Satu gagasan.\" }\n".to_string();
    steps[4] = "[[step]]\nsay = \"Recap.\"\n".to_string();
    let text = lesson(&steps);
    let (warnings, errors) = advice("my/craft.toml", &text, false);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(
        warnings,
        [
            "my/craft.toml:7:7: warning[missing-translation]: step 1: `say` has no vi (Tiếng Việt) text: a learner reading it sees the English here; add vi",
            "my/craft.toml:28:7: warning[missing-translation]: step 5: `say` has no id (Bahasa Indonesia) or vi (Tiếng Việt) text: a learner reading them sees the English here; add id and vi",
        ]
    );
    let (warnings, errors) = advice("lessons/03-craft.toml", &text, true);
    assert!(warnings.is_empty());
    assert_eq!(errors.len(), 2, "{errors:#?}");
    assert!(errors[0].contains("every text in the embedded course needs"));
}

#[test]
fn dots_on_a_find_the_moves_task_stay_an_error_for_everyone() {
    let mut steps = good_steps();
    steps[1] = format!(
        "[[step]]\nsay = {}\nposition = {{ start = true }}\ntask = \"any-legal\"\ndots = true\n",
        text("Play any move.")
    );
    let (_, errors) = advice("my/craft.toml", &lesson(&steps), false);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("`dots = true` would show the legal moves"));
}

fn tutor(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_reversi-tutor"))
        .args(args)
        .env("LANG", "C")
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
    )
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
fn check_prints_a_teachers_warnings_counts_them_and_exits_zero() {
    let dir = tempfile::tempdir().unwrap();
    let mut steps = good_steps();
    steps[2] = read_step("No task here.");
    let file = write(dir.path(), "craft.toml", &lesson(&steps));
    let (status, out) = tutor(&["check", &file]);
    assert_eq!(status, 0, "{out}");
    assert_eq!(
        out,
        format!(
            "{file}:1:1: warning[too-few-tasks]: the lesson has 2 tasks and needs at least 3: give steps a `task`, so that the learner acts early and often\n1 lesson, 0 puzzles, 0 errors, 1 warning\n"
        )
    );
    let (status, out) = tutor(&["check", "--json", &file]);
    assert_eq!(status, 0, "{out}");
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["ok"], true);
    assert_eq!(report["counts"]["errors"], 0);
    assert_eq!(report["counts"]["warnings"], 1);
    assert_eq!(report["errors"].as_array().unwrap().len(), 0);
    let warning = &report["warnings"][0];
    assert_eq!(warning["file"], file.as_str());
    assert_eq!(warning["line"], 1);
    assert_eq!(warning["lesson"], "craft");
    assert!(
        warning["message"]
            .as_str()
            .unwrap()
            .starts_with("the lesson has 2 tasks")
    );
    // The same advice for the tutor's --lessons-dir folders; the lesson still runs.
    let dir_name = dir.path().to_str().unwrap();
    let (status, out) = tutor(&["check", "--lessons-dir", dir_name]);
    assert_eq!(status, 0, "{out}");
    assert!(out.ends_with(", 0 errors, 1 warning\n"), "{out}");
    let (status, out) = tutor(&["lessons", "--lessons-dir", dir_name]);
    assert_eq!(status, 0);
    assert!(out.lines().any(|l| l.starts_with("craft ")), "{out}");
}

#[test]
fn the_built_in_course_passes_check_without_a_warning() {
    let (status, out) = tutor(&["check"]);
    assert_eq!(status, 0, "{out}");
    assert!(out.ends_with(" 0 errors, 0 warnings\n"), "{out}");
    assert_eq!(out.lines().count(), 1, "{out}");
    // The files in the source tree as they are now, held to the built-in rules.
    let lessons = concat!(env!("CARGO_MANIFEST_DIR"), "/lessons");
    let (status, out) = tutor(&["check", lessons]);
    assert_eq!(status, 0, "{out}");
    assert_eq!(out, "21 lessons, 0 puzzles, 0 errors, 0 warnings\n");
}

/// The advice on the pace of fixture `name` (its other advice, the missing
/// languages, left out): as a teacher's file, then as the built-in course's.
fn pace_advice(name: &str, about: &str) -> (Vec<String>, Vec<String>) {
    let path = format!(
        "{}/tests/fixtures/advice/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).unwrap();
    let pace = |all: Vec<String>| -> Vec<String> {
        all.into_iter().filter(|m| m.contains(about)).collect()
    };
    let (warnings, errors) = advice(&format!("my/{name}"), &text, false);
    assert!(pace(errors).is_empty());
    let (built_in_warnings, built_in) = advice(&format!("lessons/{name}"), &text, true);
    assert!(pace(built_in_warnings).is_empty());
    (pace(warnings), pace(built_in))
}

#[test]
fn a_third_dictated_move_is_a_warning_for_a_teacher_and_an_error_built_in() {
    let (warnings, errors) = pace_advice("pace-dictated.toml", "dictates at most");
    assert_eq!(
        warnings,
        [
            "my/pace-dictated.toml:28:8: warning[too-many-dictated-moves]: step 4: this step tells the learner to play c4, the only move it accepts, as steps 1, 2 did: a lesson dictates at most 2 moves; ask for a move by what it does (a `goal`), accept several, or make it a step to read"
        ]
    );
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].starts_with(
        "lessons/pace-dictated.toml:28:8: error[too-many-dictated-moves]: step 4: this step tells"
    ));
}

#[test]
fn a_third_step_to_read_in_a_row_is_a_warning_for_a_teacher_and_an_error_built_in() {
    let (warnings, errors) = pace_advice("pace-reading.toml", "steps in a row are only read");
    assert_eq!(
        warnings,
        [
            "my/pace-reading.toml:13:1: warning[too-much-reading]: step 3: this step is only read, as steps 1 and 2 are: at most 2 steps in a row are only read; give this step or one before it a task (a `choice` on what was just shown, a square to find), or fold two steps into one"
        ]
    );
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].starts_with(
        "lessons/pace-reading.toml:13:1: error[too-much-reading]: step 3: this step is only read"
    ));
}

#[test]
fn a_year_told_to_the_learner_needs_a_source_line_a_warning_for_a_teacher_and_an_error_built_in() {
    let (warnings, errors) = pace_advice("unsourced-year.toml", "the year");
    // 1970 is sourced; 1985 (a hint) and 2003 (a choice) are not.
    assert_eq!(warnings.len(), 2, "{warnings:#?}");
    assert!(warnings[0].starts_with("my/unsourced-year.toml:17:7: warning[unsourced-year]: step 3: the lesson tells the learner the year 1985, and no `# Source:` line of the file names it"), "{warnings:#?}");
    assert!(
        warnings[1].contains("step 4: the lesson tells the learner the year 2003"),
        "{warnings:#?}"
    );
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(errors[0].starts_with(
        "lessons/unsourced-year.toml:17:7: error[unsourced-year]: step 3: the lesson tells"
    ));
}
