//! What the integration tests share: the built binary run on piped input, in a
//! neutral locale, with its progress where the test says.

#![allow(dead_code)] // each test file uses some of these

pub mod tmux;
pub mod tui;

use std::ffi::OsStr;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// What a run of the binary gave: its exit status, stdout and stderr.
pub type Output = (i32, String, String);

/// The binary with `args`, its three streams piped, with `LANG` set to
/// `lang_env` and no other locale variable, and `REVERSI_TUTOR_DATA` set to
/// `data` (unset when `None`).
pub fn binary<S: AsRef<OsStr>>(args: &[S], lang_env: &str, data: Option<&Path>) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_reversi-tutor"));
    command
        .args(args)
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang_env)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    match data {
        Some(data) => command.env("REVERSI_TUTOR_DATA", data),
        None => command.env_remove("REVERSI_TUTOR_DATA"),
    };
    command
}

/// Runs the binary with `args` and `input` on stdin, with `LANG` set to
/// `lang_env` and no other locale variable, and `REVERSI_TUTOR_DATA` set to
/// `data` (unset when `None`). Piped output never carries an escape code, nor
/// any other character the tutor escapes.
pub fn run_binary<S: AsRef<OsStr>>(
    args: &[S],
    input: &str,
    lang_env: &str,
    data: Option<&Path>,
) -> Output {
    run_command(binary(args, lang_env, data), input)
}

/// Runs the binary with `args`, `input` and the variables `env` as a teacher's
/// machine of its own: in the folder `home`, in the C locale, with its config
/// file `home/config.toml`, its progress in `home/data`, and no course-folder
/// variable from outside.
pub fn in_home(home: &Path, args: &[&str], input: &str, env: &[(&str, &str)]) -> Output {
    let mut command = binary(args, "C", Some(&home.join("data")));
    command
        .current_dir(home)
        .env("REVERSI_TUTOR_CONFIG", home.join("config.toml"))
        .env_remove("REVERSI_TUTOR_LESSONS")
        .env_remove("REVERSI_TUTOR_PUZZLES")
        .envs(env.iter().copied());
    run_command(command, input)
}

/// Runs `command` (its streams piped) with `input` on stdin.
fn run_command(mut command: Command, input: &str) -> Output {
    let mut child = command.spawn().unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    // Nothing unsafe (an escape code, a bidi override, ...) is ever printed raw.
    for (name, text) in [("stdout", &stdout), ("stderr", &stderr)] {
        let raw = text
            .chars()
            .find(|c| reversi_tutor::untrusted::is_unsafe(*c));
        assert!(raw.is_none(), "{raw:?} raw in {name}:\n{text}");
    }
    (output.status.code().unwrap(), stdout, stderr)
}

/// Runs the binary with `args` and `input` on stdin, in the C locale, with its
/// progress in a folder of its own.
pub fn tutor(args: &[&str], input: &str) -> Output {
    let data = tempfile::tempdir().unwrap();
    run_binary(args, input, "C", Some(data.path()))
}

/// Whether `out` says `needle`, wherever the lines were wrapped.
pub fn has(out: &str, needle: &str) -> bool {
    let flat = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    flat(out).contains(&flat(needle))
}

/// The tutor with the built-in course, its progress stored in `dir`, and
/// `overrides` over the saved settings.
pub fn stored_app(
    dir: &Path,
    overrides: reversi_tutor::app::Overrides,
) -> reversi_tutor::app::Tutor {
    let opened = reversi_tutor::store::Store::open(dir).expect("a progress folder");
    let course = reversi_tutor::course::load_course(&[], &[]).course;
    let mut app =
        reversi_tutor::app::Tutor::new(course, opened.progress, Some(opened.store), overrides);
    // The computer answers as soon as it has its move.
    app.reply_pause = std::time::Duration::ZERO;
    app
}
