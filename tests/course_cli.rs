//! `reversi-tutor check` as a user runs it: exit status, summary line, JSON, and
//! the global `--lessons-dir`/`--puzzles-dir` folders.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

fn reversi_tutor(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_reversi-tutor"))
        .args(args)
        .output()
        .unwrap()
}

fn fixtures(folder: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(folder)
}

fn last_line(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .last()
        .unwrap_or("")
        .to_string()
}

#[test]
fn check_of_the_embedded_course_exits_zero() {
    let out = reversi_tutor(&["check"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let summary = last_line(&out);
    assert!(summary.ends_with(", 0 errors, 0 warnings"), "{summary}");
    assert!(summary.contains(" lessons, "), "{summary}");
}

#[test]
fn check_of_the_broken_fixtures_exits_one_with_every_error_and_a_summary() {
    let folder = fixtures("lessons");
    let out = reversi_tutor(&["check", folder.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let files = std::fs::read_dir(&folder).unwrap().count();
    let warnings = stdout.lines().filter(|l| l.contains(": warning[")).count();
    let errors = stdout.lines().count() - 1 - warnings;
    assert_eq!(
        last_line(&out),
        format!("{files} lessons, 0 puzzles, {errors} errors, {warnings} warnings")
    );
    assert!(
        stdout.contains("illegal-accept.toml:9:17: error[illegal-accept]: step 1: `accept` lists e3, which is not a legal move for black here (legal: d3, c4, f5, e6)"),
        "{stdout}"
    );
}

#[test]
fn check_json_gives_the_errors_and_the_counts() {
    let folder = fixtures("puzzles");
    let out = reversi_tutor(&["check", "--json", folder.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    let errors = report["errors"].as_array().unwrap();
    assert_eq!(report["counts"]["errors"], errors.len());
    assert_eq!(report["counts"]["lessons"], 0);
    assert_eq!(report["ok"], false);
    let wrong = errors
        .iter()
        .find(|e| e["puzzle"] == "fixture-legal")
        .expect("the wrong-solution puzzle");
    assert!(
        wrong["file"]
            .as_str()
            .unwrap()
            .ends_with("wrong-solution.toml")
    );
    assert_eq!(wrong["line"], 9);
    assert_eq!(wrong["column"], 12);
    assert!(wrong["message"].as_str().unwrap().contains("missing e6"));
}

#[test]
fn check_json_names_the_lesson_and_step() {
    let file = fixtures("lessons/illegal-reply.toml");
    let out = reversi_tutor(&["check", "--json", file.to_str().unwrap()]);
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    let error = &report["errors"][0];
    assert_eq!(error["lesson"], "fixture-illegal-reply");
    assert_eq!(error["step"], 1);
    assert_eq!(error["puzzle"], Value::Null);
}

#[test]
fn a_teachers_folders_are_checked_with_the_embedded_course() {
    let lessons = tempfile::tempdir().unwrap();
    std::fs::write(
        lessons.path().join("mine.toml"),
        "format_version = 1\nid = \"mine\"\ntitle = \"Mine\"\nsummary = \"Mine.\"\n[[step]]\nsay = \"Hello.\"\nreply = \"e3\"\n",
    )
    .unwrap();
    let dir = lessons.path().to_str().unwrap();
    let out = reversi_tutor(&["check", "--lessons-dir", dir]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("mine.toml:7:9: error[bad-reply]: step 1: `reply` e3: e3 is not a legal move for black here"),
        "{stdout}"
    );
    // Before the command, the folder counts too (the tutor's home screen takes it
    // there); a command that does not read the course refuses it either way.
    let before = reversi_tutor(&["--lessons-dir", dir, "check"]);
    assert_eq!(before.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&before.stdout).contains("mine.toml:7:9"));
    let explain = reversi_tutor(&["explain", "-m", "d3", "--lessons-dir", dir]);
    assert_eq!(explain.status.code(), Some(2));
    let explain = reversi_tutor(&["--lessons-dir", dir, "explain", "-m", "d3"]);
    assert_eq!(explain.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&explain.stderr).contains("--lessons-dir"));
    // And held to the embedded course's rule, the plain English texts are not enough.
    let strict = reversi_tutor(&["check", "--all-languages", "--lessons-dir", dir]);
    let strict = String::from_utf8_lossy(&strict.stdout);
    assert!(
        strict.contains("`say` has no id (Bahasa Indonesia)") && strict.contains("vi (Tiếng Việt)"),
        "{strict}"
    );
}

#[test]
fn check_long_help_lists_every_task_kind_and_theme_with_its_description() {
    let out = reversi_tutor(&["check", "--help"]);
    let help = String::from_utf8_lossy(&out.stdout);
    // A task and a theme may share a name (`predict-flips`): look in each section.
    // The help is wrapped to the terminal's width, so a row may go on below.
    let (tasks, themes) = help.split_once("Puzzle themes").unwrap();
    let flat = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    let (tasks, themes) = (format!(" {}", flat(tasks)), format!(" {}", flat(themes)));
    // A row is the name, then its description (after any words of the row's own).
    let has_row = |section: &str, name: &str, describe: &str| {
        let describe = flat(describe);
        let name = format!(" {name} ");
        section.match_indices(&name).any(|(at, _)| {
            let after = &section[at + name.len()..];
            after
                .find(&describe)
                .is_some_and(|at| after[..at].split(' ').count() <= 3)
        })
    };
    for kind in reversi_tutor::course::TaskKind::ALL {
        let (name, describe) = (kind.name(), kind.describe());
        assert!(
            has_row(&tasks, name, describe),
            "no {name}: {describe:?} in\n{help}"
        );
    }
    for kind in reversi_tutor::course::ThemeKind::ALL {
        let (name, describe) = (kind.name(), kind.describe());
        assert!(
            has_row(&themes, name, describe),
            "no {name}: {describe:?} in\n{help}"
        );
    }
}

#[test]
fn check_of_a_folder_without_toml_files_says_so_and_exits_one() {
    let empty = tempfile::tempdir().unwrap();
    let dir = empty.path().to_str().unwrap();
    let out = reversi_tutor(&["check", dir]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.starts_with(&format!(
            "{dir}: error[no-course-files]: there is no lesson or puzzle file (*.toml) in this folder"
        )),
        "{stdout}"
    );
    assert_eq!(last_line(&out), "0 lessons, 0 puzzles, 1 error, 0 warnings");
    // The same for a folder given to the tutor.
    let out = reversi_tutor(&["check", "--lessons-dir", dir]);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn the_summary_counts_the_problems_not_shown() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("many.toml");
    let steps = "[[step]]\nsay = \"Hi.\"\nx = 1\n".repeat(150);
    std::fs::write(
        &file,
        format!(
            "format_version = 1\nid = \"many\"\ntitle = \"Many\"\nsummary = \"Many.\"\n{steps}"
        ),
    )
    .unwrap();
    let out = reversi_tutor(&["check", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    // 100 problems shown, a line for the 50 others, and a summary counting all 150.
    assert_eq!(stdout.lines().count(), 102, "{stdout}");
    assert!(
        stdout.contains("50 more problems in this file are not shown"),
        "{stdout}"
    );
    assert_eq!(
        last_line(&out),
        "1 lesson, 0 puzzles, 150 errors, 0 warnings"
    );
    let out = reversi_tutor(&["check", "--json", file.to_str().unwrap()]);
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["counts"]["errors"], 150);
}

#[test]
fn check_refuses_a_lesson_text_with_an_escape_sequence_at_its_place() {
    let file = fixtures("lessons/control-character.toml");
    let out = reversi_tutor(&["check", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        !stdout.contains('\u{1b}') && !stdout.contains('\u{9b}'),
        "{stdout:?}"
    );
    assert!(
        stdout.contains("control-character.toml:7:44: error[refused-character]: step 1: `say`: the Bahasa Indonesia text holds the control character U+001B (escape), which can take over a learner's terminal: remove it"),
        "{stdout}"
    );
}

#[test]
fn check_never_prints_a_files_control_characters_raw() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("evil.toml"),
        "format_version = 1\nid = \"evil\"\ntitle = \"Evil\"\nsummary = \"x\"\n[[step]]\nsay = \"hello\"\ntask = \"pl\\u001b]0;pwned\\u0007ay\"\n",
    )
    .unwrap();
    let out = reversi_tutor(&["check", dir.path().to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        !stdout.contains('\u{1b}') && !stdout.contains('\u{7}'),
        "{stdout:?}"
    );
    assert!(
        stdout.contains("unknown task \"pl\\e]0;pwned\\u{7}ay\""),
        "{stdout}"
    );
}
