//! Puzzle sets for a class: `puzzles --set DIR` serves the folder's puzzles in
//! the files' order, unrated unless the file says `rated = true`; `puzzles
//! generate --out FILE` never writes over an author's file unasked, and
//! `--merge` keeps every line of it.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

mod common;

use std::path::Path;

use common::Output;

/// The binary with `args` in `home`, `input` on stdin (see [`common::in_home`]).
fn reversi_tutor(home: &Path, args: &[&str], input: &str) -> Output {
    common::in_home(home, args, input, &[])
}

/// Three generated legal-move puzzles, written in the order 2, 3, 1 (not the
/// order of their ratings or ids) to `file`, with `head` before them.
fn shuffled_set(home: &Path, file: &str, head: &str) {
    let out = reversi_tutor(
        home,
        &[
            "puzzles",
            "generate",
            "--theme",
            "legal-move",
            "--count",
            "3",
        ],
        "",
    );
    assert_eq!(out.0, 0, "{}", out.2);
    let generated = out.1;
    let mut parts = generated.split("\n[[puzzle]]");
    let top = parts.next().unwrap();
    let blocks: Vec<&str> = parts.collect();
    assert_eq!(blocks.len(), 3);
    let mut written = format!("{head}{top}");
    for i in [1, 2, 0] {
        written.push_str("\n[[puzzle]]");
        written.push_str(blocks[i]);
    }
    let path = home.join(file);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, written).unwrap();
}

/// The ids of the puzzles served, in order (`Puzzle ID (rating N)` lines).
fn served(stdout: &str) -> Vec<String> {
    stdout
        .lines()
        .filter(|l| l.ends_with(')'))
        .filter_map(|l| l.strip_prefix("Puzzle "))
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

#[test]
fn a_set_serves_only_its_puzzles_in_the_files_order_and_leaves_the_rating() {
    let home = tempfile::tempdir().unwrap();
    shuffled_set(home.path(), "class/01-legal.toml", "");
    // A wrong first answer at each (h1 encloses nothing in any of them).
    let out = reversi_tutor(
        home.path(),
        &["puzzles", "--plain", "--set", "class"],
        "h1\nskip\nh1\nskip\nh1\nskip\n",
    );
    let stdout = out.1;
    assert_eq!(
        served(&stdout),
        [
            "legal-move-s1-002",
            "legal-move-s1-003",
            "legal-move-s1-001"
        ],
        "{stdout}"
    );
    assert!(stdout.contains("Puzzle set: 3 puzzles"), "{stdout}");
    assert_eq!(
        stdout
            .matches("Not counted for your rating: this puzzle is your teacher's.")
            .count(),
        3,
        "{stdout}"
    );
    assert!(!stdout.contains("Your rating:"), "{stdout}");
    let progress = std::fs::read_to_string(home.path().join("data/progress.toml")).unwrap();
    assert!(!progress.contains("last_rated"), "{progress}");
}

#[test]
fn a_set_whose_file_says_rated_moves_the_rating() {
    let home = tempfile::tempdir().unwrap();
    shuffled_set(home.path(), "class/01-legal.toml", "rated = true\n");
    let out = reversi_tutor(
        home.path(),
        &["puzzles", "--plain", "--set", "class"],
        "h1\nskip\n",
    );
    let stdout = out.1;
    assert!(stdout.contains("Your rating: 1000 → "), "{stdout}");
}

#[test]
fn a_teachers_puzzles_in_the_trainer_are_unrated_too() {
    let home = tempfile::tempdir().unwrap();
    shuffled_set(home.path(), "mine/legal.toml", "");
    let out = reversi_tutor(
        home.path(),
        &[
            "puzzle",
            "legal-move-s1-001",
            "--plain",
            "--puzzles-dir",
            "mine",
        ],
        "h1\n",
    );
    let stdout = out.1;
    assert!(stdout.contains("this puzzle is your teacher's"), "{stdout}");
}

#[test]
fn a_set_with_no_puzzle_says_so_and_exits_one() {
    let home = tempfile::tempdir().unwrap();
    std::fs::create_dir(home.path().join("empty")).unwrap();
    let out = reversi_tutor(home.path(), &["puzzles", "--plain", "--set", "empty"], "");
    assert_eq!(out.0, 1);
    assert!(out.2.contains("no puzzle to serve"), "{}", out.2);
}

#[test]
fn generate_leaves_an_existing_file_alone_without_merge_or_force() {
    let home = tempfile::tempdir().unwrap();
    std::fs::write(home.path().join("draft.toml"), "# mine\n").unwrap();
    let args = [
        "puzzles",
        "generate",
        "--theme",
        "corner",
        "--count",
        "2",
        "--out",
        "draft.toml",
    ];
    let out = reversi_tutor(home.path(), &args, "");
    assert_eq!(out.0, 2);
    assert!(out.2.contains("--merge"), "{}", out.2);
    let kept = std::fs::read_to_string(home.path().join("draft.toml")).unwrap();
    assert_eq!(kept, "# mine\n");
    let forced = [&args[..], &["--force"]].concat();
    let out = reversi_tutor(home.path(), &forced, "");
    assert_eq!(out.0, 0, "{}", out.2);
    let written = std::fs::read_to_string(home.path().join("draft.toml")).unwrap();
    assert_eq!(written.matches("[[puzzle]]").count(), 2);
}

#[test]
fn generate_merge_keeps_every_hand_written_line_and_adds_the_new_puzzles() {
    let home = tempfile::tempdir().unwrap();
    let first = [
        "puzzles", "generate", "--theme", "corner", "--count", "2", "--out", "d.toml",
    ];
    let out = reversi_tutor(home.path(), &first, "");
    assert_eq!(out.0, 0, "{}", out.2);
    let path = home.path().join("d.toml");
    let drafted = std::fs::read_to_string(&path).unwrap();
    // The author writes the Indonesian prompts and a comment of their own.
    let edited = drafted
        .replace(
            "Take a corner.\" }",
            "Take a corner.\", id = \"Ambil sudut.\" }",
        )
        .replace(
            "format_version = 1\n",
            "format_version = 1\n# my class, week 3\n",
        );
    std::fs::write(&path, &edited).unwrap();
    let more = [
        "puzzles", "generate", "--theme", "corner", "--count", "4", "--out", "d.toml", "--merge",
    ];
    let out = reversi_tutor(home.path(), &more, "");
    assert_eq!(out.0, 0, "{}", out.2);
    assert!(out.2.contains("added 2 new puzzles"), "{}", out.2);
    let merged = std::fs::read_to_string(&path).unwrap();
    assert!(merged.starts_with(&edited), "{merged}");
    assert_eq!(merged.matches("[[puzzle]]").count(), 4);
    assert_eq!(merged.matches("id = \"Ambil sudut.\"").count(), 2);
    let out = reversi_tutor(home.path(), &["check", "d.toml"], "");
    assert!(
        out.1.contains("0 lessons, 4 puzzles, 0 errors"),
        "{}",
        out.1
    );
}
