//! An install a school can do: the shell completions and the manual pages are
//! made from the commands, the help is wrapped, and the package that `cargo
//! install` and `cargo publish` would use holds the licence files.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

mod common;

use std::path::Path;
use std::process::Command;

/// Commands every completion script and the manual page must name.
const COMMANDS: [&str; 6] = [
    "lesson",
    "puzzles",
    "check",
    "diagram",
    "completions",
    "man",
];

fn run(args: &[&str]) -> (i32, String, String) {
    common::run_binary(args, "", "C", None)
}

#[test]
fn each_shell_gets_a_completion_script_naming_the_commands() {
    for (shell, marker) in [
        ("bash", "complete -F"),
        ("zsh", "#compdef reversi-tutor"),
        ("fish", "complete -c reversi-tutor"),
        ("powershell", "Register-ArgumentCompleter"),
    ] {
        let (status, out, err) = run(&["completions", shell]);
        assert_eq!(status, 0, "{shell}: {err}");
        assert!(out.contains(marker), "{shell}: no `{marker}` in the script");
        for command in COMMANDS {
            assert!(
                out.contains(command),
                "{shell}: `{command}` is not completed"
            );
        }
        // The options of a command are completed too.
        assert!(out.contains("lessons-dir"), "{shell}: no --lessons-dir");
    }
    let (status, _, err) = run(&["completions", "tcsh"]);
    assert_eq!(status, 2);
    assert!(err.contains("tcsh"), "{err}");
}

#[test]
fn the_manual_page_is_roff_listing_every_command() {
    let (status, out, err) = run(&["man"]);
    assert_eq!(status, 0, "{err}");
    assert!(out.contains(".TH reversi-tutor 1"), "{out}");
    assert!(
        out.contains(".SH NAME\nreversi\\-tutor \\- learn the rules"),
        "{out}"
    );
    assert!(out.contains(".SH SUBCOMMANDS"), "{out}");
    for command in COMMANDS {
        assert!(
            out.contains(&format!("reversi\\-tutor\\-{command}(1)")),
            "{command}"
        );
    }
}

#[test]
fn man_out_writes_a_page_for_each_command() {
    let dir = tempfile::tempdir().unwrap();
    let pages = dir.path().join("man");
    let (status, _, err) = run(&["man", "--out", pages.to_str().unwrap()]);
    assert_eq!(status, 0, "{err}");
    assert!(err.contains("manual pages written to"), "{err}");
    for page in [
        "reversi-tutor.1",
        "reversi-tutor-lesson.1",
        "reversi-tutor-lessons-show.1",
    ] {
        let text = std::fs::read_to_string(pages.join(page)).unwrap();
        assert!(text.starts_with(".ie"), "{page}");
        assert!(text.contains(".SH SYNOPSIS"), "{page}");
    }
    let written = std::fs::read_dir(&pages).unwrap().count();
    assert!(
        err.contains(&format!("{written} manual pages")),
        "{written}: {err}"
    );
    // A folder that cannot be made is a problem told, not a panic.
    let file = dir.path().join("file");
    std::fs::write(&file, "").unwrap();
    let (status, _, err) = run(&["man", "--out", file.join("man").to_str().unwrap()]);
    assert_eq!(status, 1, "{err}");
    assert!(err.starts_with("reversi-tutor: "), "{err}");
}

#[test]
fn help_is_wrapped_to_the_width() {
    // Not a terminal: clap's width of 100 columns (the words were 397 wide once).
    for args in [&["--help"][..], &["check", "--help"], &["lesson", "--help"]] {
        let (status, out, _) = run(args);
        assert_eq!(status, 0);
        let widest = out.lines().map(|l| l.chars().count()).max().unwrap();
        assert!(widest <= 100, "{args:?}: a line of {widest} characters");
    }
}

#[test]
fn the_package_holds_both_licence_files_and_the_readme() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for file in ["LICENSE-MIT", "LICENSE-APACHE"] {
        let text = std::fs::read_to_string(root.join(file)).unwrap();
        assert!(text.len() > 1000 || file == "LICENSE-MIT", "{file}");
    }
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let output = Command::new(cargo)
        .args([
            "package",
            "--list",
            "--no-verify",
            "--allow-dirty",
            "--offline",
        ])
        .current_dir(root)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    let list = String::from_utf8(output.stdout).unwrap();
    let files: Vec<&str> = list.lines().collect();
    for file in [
        "LICENSE-MIT",
        "LICENSE-APACHE",
        "README.md",
        "Cargo.lock",
        "lessons/README.md",
    ] {
        assert!(files.contains(&file), "{file} is not packaged");
    }
    // The metadata crates.io asks for is there (cargo warns of what is missing:
    // "manifest has no documentation, homepage or repository").
    let missing = stderr
        .lines()
        .find(|l| l.contains("manifest has no"))
        .unwrap_or("");
    for field in ["description", "license"] {
        assert!(!missing.contains(field), "{stderr}");
    }
}

#[test]
fn a_command_whose_reader_has_gone_ends_quietly_without_a_panic() {
    // `reversi-tutor completions bash | head -3`: the pipe closes before the
    // output is written. Each command that prints to stdout, its reader gone
    // before it starts.
    let commands: &[&[&str]] = &[
        &["completions", "bash"],
        &["completions", "zsh"],
        &["completions", "fish"],
        &["completions", "powershell"],
        &["man"],
        &["--help"],
        &["help", "lesson"],
        &["lessons"],
        &["lessons", "show", "first-move"],
        &["glossary"],
        &["explain", "-p", "start", "d3"],
        &["moves", "-p", "start"],
        &["perft", "5"],
        &[
            "solve",
            "-p",
            "f5f6e6f4g4e7c4f3g5d6e3g3f2h5h3c5b6c3d7h4c6h2d3b5g6b4h6h7e8c2d2f1g7h8g2e2e1d1a3a4f7g8f8h1a5c7g1d8",
        ],
        &["check", "--all-languages"],
        &["check", "--json", "--all-languages"],
    ];
    for args in commands {
        let mut child = common::binary(args, "C", None).spawn().unwrap();
        drop(child.stdout.take());
        drop(child.stdin.take());
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert_ne!(out.status.code(), Some(101), "{args:?}: {err}");
    }
}
