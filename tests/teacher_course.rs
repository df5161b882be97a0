//! The course where a teacher keeps it: `lessons show`, `lessons export`,
//! `lessons new`, `lesson FILE`, and the folders named once by the config file
//! or by REVERSI_TUTOR_LESSONS / REVERSI_TUTOR_PUZZLES.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

mod common;

use std::path::{Path, PathBuf};

use common::Output;

/// The binary with `args` and the variables `env`, on a teacher's machine of
/// its own in `home` (see [`common::in_home`]).
fn reversi_tutor(home: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    common::in_home(home, args, "", env)
}

fn stdout(out: &Output) -> String {
    out.1.clone()
}

fn stderr(out: &Output) -> String {
    out.2.clone()
}

fn source_folder(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(name)
}

/// The last line of `check`'s output.
fn summary(out: &Output) -> String {
    stdout(out).lines().last().unwrap_or("").to_string()
}

/// A small lesson file of our own, with the id `edges-own`.
fn own_lesson(folder: &Path) -> PathBuf {
    std::fs::create_dir_all(folder).unwrap();
    let home = tempfile::tempdir().unwrap();
    let out = reversi_tutor(home.path(), &["lessons", "new", "edges-own"], &[]);
    assert_eq!(out.0, 0, "{}", stderr(&out));
    let file = folder.join("01-edges-own.toml");
    std::fs::copy(home.path().join("edges-own.toml"), &file).unwrap();
    file
}

#[test]
fn lessons_show_prints_every_built_in_lesson_exactly_as_its_file() {
    let home = tempfile::tempdir().unwrap();
    let mut shown = 0;
    for entry in std::fs::read_dir(source_folder("lessons")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|ext| ext != "toml") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let table: toml::Table = text.parse().unwrap();
        let id = table["id"].as_str().unwrap();
        let out = reversi_tutor(home.path(), &["lessons", "show", id], &[]);
        assert_eq!(out.0, 0, "{id}: {}", stderr(&out));
        assert_eq!(stdout(&out), text, "{id}");
        shown += 1;
    }
    assert!(shown >= 20, "only {shown} lessons");
}

#[test]
fn lessons_show_of_an_unknown_id_lists_the_ids_and_exits_two() {
    let home = tempfile::tempdir().unwrap();
    let out = reversi_tutor(home.path(), &["lessons", "show", "first-mov"], &[]);
    assert_eq!(out.0, 2);
    assert!(stderr(&out).contains("first-move"), "{}", stderr(&out));
    assert!(stdout(&out).is_empty());
}

#[test]
fn lessons_export_writes_the_course_and_readmes_that_check_without_error() {
    let home = tempfile::tempdir().unwrap();
    let out = reversi_tutor(home.path(), &["lessons", "export", "course"], &[]);
    assert_eq!(out.0, 0, "{}", stderr(&out));
    let course = home.path().join("course");
    for readme in ["lessons/README.md", "puzzles/README.md"] {
        let written = std::fs::read_to_string(course.join(readme)).unwrap();
        let source = std::fs::read_to_string(source_folder(readme)).unwrap();
        assert_eq!(written, source, "{readme}");
    }
    let lessons = std::fs::read_dir(source_folder("lessons")).unwrap().count();
    assert_eq!(
        std::fs::read_dir(course.join("lessons")).unwrap().count(),
        lessons
    );
    let out = reversi_tutor(home.path(), &["check", "course"], &[]);
    assert_eq!(out.0, 0, "{}", stdout(&out));
    assert!(
        summary(&out).ends_with(" puzzles, 0 errors, 0 warnings"),
        "{}",
        summary(&out)
    );
    assert!(!summary(&out).starts_with("0 lessons"), "{}", summary(&out));
}

#[test]
fn lessons_export_refuses_a_folder_with_files_unless_forced() {
    let home = tempfile::tempdir().unwrap();
    let folder = home.path().join("course");
    std::fs::create_dir(&folder).unwrap();
    std::fs::write(folder.join("notes.txt"), "mine").unwrap();
    let out = reversi_tutor(home.path(), &["lessons", "export", "course"], &[]);
    assert_eq!(out.0, 2);
    assert!(stderr(&out).contains("--force"), "{}", stderr(&out));
    assert!(!folder.join("lessons").exists());
    let out = reversi_tutor(
        home.path(),
        &["lessons", "export", "course", "--force"],
        &[],
    );
    assert_eq!(out.0, 0, "{}", stderr(&out));
    assert!(folder.join("lessons/README.md").is_file());
    assert_eq!(
        std::fs::read_to_string(folder.join("notes.txt")).unwrap(),
        "mine"
    );
}

#[test]
fn lessons_new_writes_a_template_that_passes_check_with_no_warning() {
    let home = tempfile::tempdir().unwrap();
    let out = reversi_tutor(home.path(), &["lessons", "new", "edges"], &[]);
    assert_eq!(out.0, 0, "{}", stderr(&out));
    let text = std::fs::read_to_string(home.path().join("edges.toml")).unwrap();
    assert!(text.contains("\nid = \"edges\"\n"));
    assert!(text.lines().filter(|l| l.starts_with('#')).count() > 10);
    let out = reversi_tutor(
        home.path(),
        &["check", "--all-languages", "edges.toml"],
        &[],
    );
    assert_eq!(summary(&out), "1 lesson, 0 puzzles, 0 errors, 0 warnings");
}

#[test]
fn lessons_new_never_writes_over_a_file_without_force() {
    let home = tempfile::tempdir().unwrap();
    std::fs::write(home.path().join("edges.toml"), "# mine").unwrap();
    let out = reversi_tutor(home.path(), &["lessons", "new", "edges"], &[]);
    assert_eq!(out.0, 2);
    assert!(stderr(&out).contains("--force"), "{}", stderr(&out));
    let kept = std::fs::read_to_string(home.path().join("edges.toml")).unwrap();
    assert_eq!(kept, "# mine");
    let out = reversi_tutor(
        home.path(),
        &["lessons", "new", "edges", "--out", "x.toml"],
        &[],
    );
    assert_eq!(out.0, 0);
    assert!(home.path().join("x.toml").is_file());
}

#[test]
fn lesson_file_runs_the_file_in_plain_text() {
    let home = tempfile::tempdir().unwrap();
    let file = own_lesson(&home.path().join("mine"));
    let out = reversi_tutor(
        home.path(),
        &["lesson", file.to_str().unwrap(), "--plain"],
        &[],
    );
    assert!(
        stdout(&out).contains("Lesson: My lesson (6 steps)"),
        "{}",
        stdout(&out)
    );
    let out = reversi_tutor(home.path(), &["lesson", "missing.toml", "--plain"], &[]);
    assert_eq!(out.0, 1);
}

#[test]
fn the_config_file_names_the_lesson_folder_once_and_lessons_says_so() {
    let home = tempfile::tempdir().unwrap();
    own_lesson(&home.path().join("class/lessons"));
    std::fs::write(
        home.path().join("config.toml"),
        "lessons = [\"class/lessons\"]\n",
    )
    .unwrap();
    let out = reversi_tutor(home.path(), &["lessons"], &[]);
    assert!(stdout(&out).contains("edges-own"), "{}", stdout(&out));
    assert!(stderr(&out).contains("config.toml"), "{}", stderr(&out));
    let out = reversi_tutor(home.path(), &["lesson", "edges-own", "--plain"], &[]);
    assert!(
        stdout(&out).contains("Lesson: My lesson"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn the_variable_wins_over_the_config_file_and_the_option_over_both() {
    let home = tempfile::tempdir().unwrap();
    own_lesson(&home.path().join("from-file"));
    std::fs::write(
        home.path().join("config.toml"),
        "lessons = [\"from-file\"]\n",
    )
    .unwrap();
    std::fs::create_dir_all(home.path().join("empty")).unwrap();
    let variable = [("REVERSI_TUTOR_LESSONS", "empty")];
    let out = reversi_tutor(home.path(), &["lessons"], &variable);
    assert!(!stdout(&out).contains("edges-own"), "{}", stdout(&out));
    assert!(
        stderr(&out).contains("REVERSI_TUTOR_LESSONS"),
        "{}",
        stderr(&out)
    );
    let option = ["lessons", "--lessons-dir", "from-file"];
    let out = reversi_tutor(
        home.path(),
        &option,
        &[("REVERSI_TUTOR_LESSONS", "elsewhere")],
    );
    assert!(stdout(&out).contains("edges-own"), "{}", stdout(&out));
    assert!(
        !stderr(&out).contains("REVERSI_TUTOR_LESSONS"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn the_puzzle_variable_names_the_puzzle_folder() {
    let home = tempfile::tempdir().unwrap();
    let folder = home.path().join("class-puzzles");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::copy(
        source_folder("puzzles/corner.toml"),
        folder.join("corner.toml"),
    )
    .unwrap();
    let variable = [("REVERSI_TUTOR_PUZZLES", "class-puzzles")];
    let out = reversi_tutor(home.path(), &["check"], &variable);
    assert!(
        stderr(&out).contains("class-puzzles (named in REVERSI_TUTOR_PUZZLES)"),
        "{}",
        stderr(&out)
    );
    assert!(
        stderr(&out).contains("replaces the built-in one"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_broken_config_file_is_told_with_its_line_and_the_tutor_goes_on() {
    let home = tempfile::tempdir().unwrap();
    std::fs::write(
        home.path().join("config.toml"),
        "lessons = []\nlesons = [\"x\"]\n",
    )
    .unwrap();
    let out = reversi_tutor(home.path(), &["lessons"], &[]);
    assert_eq!(out.0, 0);
    assert!(
        stderr(&out).contains("config.toml:2:1: "),
        "{}",
        stderr(&out)
    );
    assert!(stdout(&out).contains("first-move"));
}
