//! The course at run time through the built binary, with a teacher's folders: a
//! teacher's lesson replacing a built-in one (the same in `check`), broken files
//! left out without stopping the rest, and new step features in plain mode
//! (`find-square`, `dots`).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use std::path::Path;

mod common;
use common::tutor;

fn write(dir: &Path, name: &str, text: &str) {
    std::fs::write(dir.join(name), text).unwrap();
}

const FIND_AND_DOTS: &str = r#"
format_version = 1
id = "find-and-dots"
title = "Find and dots"
summary = "A square to find, and dots shown when asked."

[[step]]
say = "The dots show where black may play."
position = { start = true }
dots = true

[[step]]
say = "Black plays d3 and flips d4. Which black disc closed that line?"
position = { moves = "d3" }
task = "find-square"
answer = ["d5"]
"#;

#[test]
fn find_square_and_dots_in_plain_mode() {
    let lessons = tempfile::tempdir().unwrap();
    write(lessons.path(), "find.toml", FIND_AND_DOTS);
    let dir = lessons.path().to_str().unwrap();
    let (status, out, err) = tutor(
        &[
            "lesson",
            "find-and-dots",
            "--plain",
            "--ascii",
            "--lessons-dir",
            dir,
        ],
        "\nd3\ne6\nd5\n",
    );
    assert_eq!(status, 0, "{err}");
    let (first, second) = out.split_once("Step 2 of 2").unwrap();
    // dots = true: the legal moves are shown; by default they are not.
    assert!(first.contains("Legal moves (*): d3, c4, f5, e6"), "{first}");
    assert!(first.contains("4 . . * W B . . ."), "{first}");
    assert!(first.contains("5 . . . B W * . ."), "{first}");
    let (before, after) = second.split_once("> ").unwrap();
    assert!(!before.contains("Legal moves"), "{before}");
    assert!(!before.contains('*'), "{before}");
    assert!(before.contains("Type the square, such as c6."), "{before}");
    // Legality plays no part: d3 is a square like any other, and wrong here.
    assert!(after.contains("d3 is not the square asked for."), "{after}");
    assert!(after.contains("e6 is not the square asked for."), "{after}");
    assert!(after.contains("Right: d5."), "{after}");
}

const MY_FIRST_MOVE: &str = r#"
format_version = 1
id = "first-move"
title = "My first move"
summary = "Our class's version of the first lesson."

[[step]]
say = "Welcome to our class's first lesson."
"#;

#[test]
fn a_teachers_lesson_with_a_built_in_id_replaces_it_in_check_and_at_run_time() {
    let lessons = tempfile::tempdir().unwrap();
    write(lessons.path(), "01-ours.toml", MY_FIRST_MOVE);
    let dir = lessons.path().to_str().unwrap();
    let file = lessons.path().join("01-ours.toml").display().to_string();
    let notice = format!(
        "reversi-tutor: {file}: lesson \"first-move\" replaces the built-in one in lessons/03-first-move.toml\n"
    );
    // A one-step English lesson: advice on its craft, warnings that leave it in.
    let (status, out, err) = tutor(&["check", "--lessons-dir", dir], "");
    assert_eq!(status, 0, "{out}");
    assert!(out.ends_with(", 0 errors, 5 warnings\n"), "{out}");
    assert_eq!(err, notice);
    let (status, out, err) = tutor(&["check", dir], "");
    assert_eq!(status, 0, "{out}");
    assert!(
        out.ends_with("\n1 lesson, 0 puzzles, 0 errors, 5 warnings\n"),
        "{out}"
    );
    assert!(
        out.lines().rev().skip(1).all(|l| l.contains(": warning[")),
        "{out}"
    );
    assert_eq!(err, notice);
    // In JSON, the notice is part of the report.
    let (status, out, err) = tutor(&["check", "--json", dir], "");
    assert_eq!(status, 0, "{out}");
    assert!(err.is_empty(), "{err}");
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        report["notices"][0].as_str(),
        notice.strip_prefix("reversi-tutor: ").map(str::trim_end)
    );
    let (status, out, err) = tutor(&["lessons", "--lessons-dir", dir], "");
    assert_eq!(status, 0);
    assert_eq!(err, notice);
    // In the built-in lesson's place in the course.
    let third = out.lines().nth(2).unwrap();
    assert!(
        third.starts_with("first-move") && third.contains("My first move"),
        "{out}"
    );
    assert_eq!(out.matches("first-move").count(), 1, "{out}");
    let (status, out, err) = tutor(
        &["lesson", "first-move", "--plain", "--lessons-dir", dir],
        "\n",
    );
    assert_eq!(status, 0);
    assert_eq!(err, notice);
    assert!(
        out.contains("Welcome to our class's first lesson."),
        "{out}"
    );
}

const BROKEN_PUZZLES: &str = r#"
format_version = 1

[[puzzle]]
id = "ours-001"
theme = "corner"
rating = 700
prompt = "Take a corner."
position = { start = true }
solution = ["a1"]
"#;

#[test]
fn a_broken_puzzle_folder_does_not_stop_a_lesson() {
    let puzzles = tempfile::tempdir().unwrap();
    write(puzzles.path(), "corners.toml", BROKEN_PUZZLES);
    let dir = puzzles.path().to_str().unwrap();
    let (status, out, err) = tutor(
        &["lesson", "first-move", "--plain", "--puzzles-dir", dir],
        "quit\n",
    );
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("Lesson: The first move"), "{out}");
    let file = puzzles.path().join("corners.toml").display().to_string();
    let lines: Vec<&str> = err.lines().collect();
    assert!(
        lines[0].starts_with(&format!(
            "{file}:6:9: error[theme-not-met]: puzzle ours-001: no legal move of black meets the goal"
        )),
        "{err}"
    );
    assert_eq!(
        lines.last().copied(),
        Some(
            format!(
                "reversi-tutor: {file} is left out: run `reversi-tutor check {dir}` for details"
            )
            .as_str()
        )
    );
    // The course list runs too, and `check` of that folder tells the same problem.
    let (status, out, _) = tutor(&["lessons", "--puzzles-dir", dir], "");
    assert_eq!(status, 0);
    assert!(out.contains("first-move"), "{out}");
    let (status, out, _) = tutor(&["check", dir], "");
    assert_eq!(status, 1);
    assert!(
        out.contains("no legal move of black meets the goal"),
        "{out}"
    );
}
