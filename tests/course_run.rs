//! The course at run time through the built binary, with a teacher's folders:
//! new step features in plain mode (`find-square`, `dots`).

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// Runs the binary with `args` and `input` on stdin, in English.
/// Returns (exit status, stdout, stderr).
fn tutor(args: &[&str], input: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_reversi-tutor"))
        .args(args)
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    (
        output.status.code().unwrap(),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

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
            "--lessons-dir",
            dir,
            "lesson",
            "find-and-dots",
            "--plain",
            "--ascii",
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
