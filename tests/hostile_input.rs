//! Hostile input through the built binary: every control class planted in every
//! field, file name, damaged file, record and command-line value comes out
//! escaped from every printer (plain, `check` text and `--json`, stderr, the full
//! screen); named pipes, devices and sockets are refused instead of read; sizes
//! and lengths have limits; a record folded over several lines is read whole;
//! long counts say how to stop them; a panic on any thread (forced with
//! `REVERSI_TUTOR_TEST_PANIC`) and SIGINT or SIGQUIT from outside restore the
//! terminal (in tmux).

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::ffi::OsStr;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use reversi_tutor::course::{CourseLoader, FileKind};
use reversi_tutor::untrusted::is_unsafe;

/// One of every class of character that must never reach a terminal raw.
const PLANTED: &[(&str, &str)] = &[
    ("OSC title", "\u{1b}]0;PWNED\u{7}"),
    ("OSC 52 clipboard", "\u{1b}]52;c;cHduZWQ=\u{7}"),
    ("CSI clear", "\u{1b}[2J"),
    ("8-bit CSI", "\u{9b}31m"),
    ("8-bit OSC", "\u{9d}0;PWNED\u{9c}"),
    ("bell", "\u{7}"),
    ("carriage return", "\r"),
    ("backspace", "\u{8}"),
    ("delete", "\u{7f}"),
    ("next line", "\u{85}"),
    ("right-to-left override", "\u{202e}"),
    ("left-to-right embedding", "\u{202a}"),
    ("right-to-left isolate", "\u{2067}"),
    ("zero-width space", "\u{200b}"),
    ("zero-width joiner", "\u{200d}"),
    ("byte order mark", "\u{feff}"),
    ("line separator", "\u{2028}"),
];

/// The planted characters that are not C0/C1 controls: bidi and zero-width.
const INVISIBLE: &[(&str, char)] = &[
    ("right-to-left override", '\u{202e}'),
    ("left-to-right embedding", '\u{202a}'),
    ("left-to-right isolate", '\u{2066}'),
    ("pop directional isolate", '\u{2069}'),
    ("zero-width space", '\u{200b}'),
    ("zero-width joiner", '\u{200d}'),
    ("zero-width no-break space", '\u{feff}'),
    ("line separator", '\u{2028}'),
];

/// What a run gave: exit status, stdout, stderr (as bytes turned to text).
struct Run {
    status: Option<i32>,
    out: String,
    err: String,
}

impl Run {
    /// Both streams, for messages.
    fn both(&self) -> String {
        format!("{}{}", self.out, self.err)
    }
}

/// Runs the binary with `args`, `input` on stdin and its progress in `data`,
/// killing it if it has not ended within 60 seconds (a hang is a failure).
fn run<S: AsRef<OsStr>>(args: &[S], input: &str, data: &Path) -> Run {
    let mut child = common::binary(args, "C", Some(data)).spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    let mut stdout = child.stdout.take().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let readers = (
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = stdout.read_to_end(&mut bytes);
            bytes
        }),
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = stderr.read_to_end(&mut bytes);
            bytes
        }),
    );
    let shown: Vec<String> = args.iter().map(|a| format!("{:?}", a.as_ref())).collect();
    let status = wait_within(&mut child, Duration::from_secs(60), &shown.join(" "));
    let out = readers.0.join().unwrap();
    let err = readers.1.join().unwrap();
    Run {
        status: status.code(),
        out: String::from_utf8(out).expect("stdout is UTF-8"),
        err: String::from_utf8(err).expect("stderr is UTF-8"),
    }
}

/// Waits for `child` to end, killing it if it has not within `limit` (a hang is
/// a failure, told as `what`).
fn wait_within(
    child: &mut std::process::Child,
    limit: Duration,
    what: &str,
) -> std::process::ExitStatus {
    let deadline = Instant::now() + limit;
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("reversi-tutor {what} hung");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Asserts that nothing unsafe came out raw, and that the run did not panic.
fn assert_clean(what: &str, run: &Run) {
    for (stream, text) in [("stdout", &run.out), ("stderr", &run.err)] {
        if let Some(c) = text.chars().find(|c| is_unsafe(*c)) {
            panic!("{what}: raw U+{:04X} on {stream}:\n{text:?}", c as u32);
        }
    }
    assert_ne!(run.status, Some(101), "{what} panicked:\n{}", run.err);
}

fn write(path: &Path, text: &str) -> PathBuf {
    std::fs::write(path, text).unwrap();
    path.to_path_buf()
}

/// A lesson file with `value` at `at` (one of the places below).
fn lesson_with(at: &str, value: &str) -> String {
    let v = |place: &str| if place == at { value } else { "" };
    format!(
        r#"format_version = 1
id = "host{id}"
title = {{ en = "Title{title}", {lang}= "x" }}
summary = {{ en = "Summary" }}

[[step]]
say = {{ en = "Say{say}" }}
task = "play{task}"
accept = ["d3{accept}"]
mark = ["c4{mark}"]
{key}"#,
        id = v("id"),
        title = v("title"),
        lang = if at == "lang" {
            format!("\"{value}\" ")
        } else {
            "id ".to_string()
        },
        say = v("say"),
        task = v("task"),
        accept = v("accept"),
        mark = v("mark"),
        key = if at == "key" {
            format!("\"{value}\" = 1\n")
        } else {
            String::new()
        },
    )
}

/// A puzzle file with `value` at `at`.
fn puzzles_with(at: &str, value: &str) -> String {
    let v = |place: &str| if place == at { value } else { "" };
    format!(
        r#"format_version = 1
[[puzzle]]
id = "host-001{id}"
theme = "legal-move{theme}"
rating = 600
prompt = {{ en = "Find a move{prompt}" }}
position = {{ start = true }}
solution = ["d3{solution}", "c4", "f5", "e6"]
"#,
        id = v("id"),
        theme = v("theme"),
        prompt = v("prompt"),
        solution = v("solution"),
    )
}

/// A TOML basic string's body holding `value` as written in a file: raw, but
/// with `"` and `\` escaped.
fn toml_body(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

#[test]
fn check_and_the_course_list_escape_every_echoed_value_of_a_file() {
    let data = tempfile::tempdir().unwrap();
    for (name, payload) in PLANTED {
        let folder = tempfile::tempdir().unwrap();
        let body = toml_body(payload);
        for at in [
            "id", "title", "lang", "say", "task", "accept", "mark", "key",
        ] {
            write(
                &folder.path().join(format!("lesson-{at}.toml")),
                &lesson_with(at, &body),
            );
        }
        let puzzles = folder.path().join("puzzles");
        std::fs::create_dir(&puzzles).unwrap();
        for at in ["id", "theme", "prompt", "solution"] {
            write(
                &puzzles.join(format!("puzzles-{at}.toml")),
                &puzzles_with(at, &body),
            );
        }
        let lessons = folder.path().to_str().unwrap();
        let puzzles = puzzles.to_str().unwrap();
        let text = run(&["check", lessons, puzzles], "", data.path());
        assert_clean(&format!("check with {name}"), &text);
        assert_eq!(text.status, Some(1), "{name}: {}", text.both());
        let json = run(&["check", "--json", lessons, puzzles], "", data.path());
        assert_clean(&format!("check --json with {name}"), &json);
        let report: serde_json::Value = serde_json::from_str(&json.out).unwrap();
        assert!(report["errors"].as_array().unwrap().len() >= 12, "{name}");
        for args in [
            vec![
                "lessons",
                "--lessons-dir",
                lessons,
                "--puzzles-dir",
                puzzles,
            ],
            vec![
                "puzzles",
                "list",
                "--lessons-dir",
                lessons,
                "--puzzles-dir",
                puzzles,
            ],
        ] {
            let listed = run(&args, "", data.path());
            assert_clean(&format!("{} with {name}", args[0]), &listed);
        }
        let plain = run(
            &[
                "lesson",
                "goal-and-discs",
                "--plain",
                "--lessons-dir",
                lessons,
            ],
            "quit\n",
            data.path(),
        );
        assert_clean(&format!("plain lesson with {name}"), &plain);
    }
}

#[test]
fn a_files_name_is_escaped_by_every_command_that_names_it() {
    let data = tempfile::tempdir().unwrap();
    let folder = tempfile::tempdir().unwrap();
    for (i, (_, payload)) in PLANTED.iter().enumerate() {
        let name = payload.replace('/', "");
        write(
            &folder.path().join(format!("{i}{name}.toml")),
            "format_version = 1\nid = \"broken",
        );
    }
    let dir = folder.path().to_str().unwrap();
    for args in [
        vec!["lessons", "--lessons-dir", dir],
        vec!["lesson", "goal-and-discs", "--plain", "--lessons-dir", dir],
        vec!["check", dir],
        vec!["check", "--json", dir],
        vec!["check", "--lessons-dir", dir],
        vec!["puzzles", "list", "--puzzles-dir", dir],
        vec!["puzzle", "corner-001", "--plain", "--puzzles-dir", dir],
    ] {
        let ran = run(&args, "quit\n", data.path());
        assert_clean(&args.join(" "), &ran);
        let shown = if args.contains(&"--json") {
            "\\u001b]0;PWNED\\u0007"
        } else {
            "\\e]0;PWNED\\u{7}"
        };
        assert!(
            ran.both().contains(shown),
            "{}: the name is shown escaped:\n{}",
            args.join(" "),
            ran.both()
        );
    }
}

#[test]
fn a_damaged_progress_file_is_quoted_escaped() {
    for (name, payload) in PLANTED {
        let data = tempfile::tempdir().unwrap();
        std::fs::write(
            data.path().join("progress.toml"),
            format!("version = 1\n[settings]\nlanguage = {payload}\n"),
        )
        .unwrap();
        let ran = run(&["lessons"], "", data.path());
        assert_clean(&format!("damaged progress with {name}"), &ran);
        assert!(ran.err.contains("damaged"), "{name}: {}", ran.err);
    }
}

#[test]
fn a_record_files_bytes_are_quoted_escaped() {
    let data = tempfile::tempdir().unwrap();
    let folder = tempfile::tempdir().unwrap();
    for (i, (name, payload)) in PLANTED.iter().chain([&("null", "\0")]).enumerate() {
        let file = write(
            &folder.path().join(format!("game-{i}.txt")),
            &format!("f5d6{payload}c3\n"),
        );
        let file = file.to_str().unwrap();
        for (args, input) in [
            (vec!["review", file], String::new()),
            (vec!["review", "--json", file], String::new()),
            (
                vec!["play", "--plain", "--record", file],
                "quit\n".to_string(),
            ),
            (
                vec!["play", "--plain", "--vs", "human"],
                format!("load {file}\nquit\n"),
            ),
        ] {
            let ran = run(&args, &input, data.path());
            assert_clean(&format!("{} on a record with {name}", args.join(" ")), &ran);
        }
    }
}

#[test]
fn values_typed_on_the_command_line_are_echoed_escaped() {
    let data = tempfile::tempdir().unwrap();
    for (name, payload) in PLANTED {
        let value = format!("x{payload}");
        let option = format!("--x{payload}");
        let commands: Vec<Vec<&str>> = vec![
            vec!["lesson", &value, "--plain"],
            vec!["puzzle", &value, "--plain"],
            vec!["review", &value],
            vec!["review", "--json", &value],
            vec![&value],
            vec!["--lang", &value, "lessons"],
            vec!["lessons", "--lessons-dir", &value],
            vec!["check", &value],
            vec!["explain", "-m", &value],
            vec!["moves", "-p", &value],
            vec!["perft", &value],
            vec!["play", "--plain", "--level", &value],
            vec!["help", &value],
            vec!["lessons", &option],
            vec!["demo", &value],
        ];
        for args in commands {
            let ran = run(&args, "quit\n", data.path());
            assert_clean(&format!("{:?} with {name}", args[0]), &ran);
        }
    }
}

#[test]
fn the_full_screen_draws_no_unsafe_character_of_a_damaged_progress_line() {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use reversi_tutor::app::{Overrides, Tutor};
    use reversi_tutor::store::Store;
    for (name, payload) in PLANTED {
        let data = tempfile::tempdir().unwrap();
        std::fs::write(
            data.path().join("progress.toml"),
            format!("version = 1\n[settings]\nlanguage = \"a{payload}b\" x\n"),
        )
        .unwrap();
        let opened = Store::open(data.path()).unwrap();
        assert!(!opened.notices.is_empty(), "{name}");
        let course = reversi_tutor::course::load_course(&[], &[]).course;
        let mut app = Tutor::new(
            course,
            opened.progress,
            Some(opened.store),
            Overrides::default(),
        );
        app.tell(&opened.notices);
        let mut terminal = Terminal::new(TestBackend::new(100, 40)).unwrap();
        reversi_tutor::ui::event_loop::draw(&mut terminal, &app).unwrap();
        let buffer = terminal.backend().buffer();
        let drawn: String = buffer.content.iter().map(|c| c.symbol()).collect();
        assert!(drawn.contains("damaged"), "{name}: {drawn}");
        if let Some(c) = drawn.chars().find(|c| is_unsafe(*c)) {
            panic!("{name}: U+{:04X} drawn raw", c as u32);
        }
    }
}

#[test]
fn check_refuses_bidi_and_zero_width_characters_in_every_text_at_their_place() {
    let fields = ["title", "summary", "say", "hint", "on_wrong", "choice"];
    for (name, c) in INVISIBLE {
        for field in fields {
            let planted = |f: &str| {
                if f == field {
                    format!("\\u{:04X}", *c as u32)
                } else {
                    String::new()
                }
            };
            let lesson = format!(
                "format_version = 1\nid = \"hidden\"\ntitle = \"Title{}\"\nsummary = \"Summary{}\"\n\n[[step]]\nsay = \"Say{}\"\nhint = \"Hint{}\"\non_wrong = \"Wrong{}\"\ntask = \"choice\"\nchoices = [\"Yes{}\", \"No\"]\ncorrect = 1\n",
                planted("title"),
                planted("summary"),
                planted("say"),
                planted("hint"),
                planted("on_wrong"),
                planted("choice"),
            );
            let mut loader = CourseLoader::new();
            loader.add_file(
                "hidden.toml",
                lesson.as_bytes(),
                false,
                Some(FileKind::Lesson),
            );
            let errors = loader.errors();
            let line = lesson.lines().position(|l| l.contains("\\u")).unwrap() + 1;
            let column = lesson.lines().nth(line - 1).unwrap().find("\\u").unwrap() + 1;
            let found = errors.iter().find(|e| {
                e.message
                    .contains(&format!("invisible character U+{:04X}", *c as u32))
            });
            let Some(error) = found else {
                panic!("{name} in {field} is not refused: {errors:?}");
            };
            assert!(
                error
                    .to_string()
                    .starts_with(&format!("hidden.toml:{line}:{column}:")),
                "{name} in {field}: {error}"
            );
        }
        let puzzles = format!(
            "format_version = 1\n[[puzzle]]\nid = \"hidden-001\"\ntheme = \"legal-move\"\nrating = 600\nprompt = \"Find{c}\"\nhint = \"Look{c}\"\nposition = {{ start = true }}\nsolution = [\"d3\", \"c4\", \"f5\", \"e6\"]\n"
        );
        let mut loader = CourseLoader::new();
        loader.add_file(
            "hidden.toml",
            puzzles.as_bytes(),
            false,
            Some(FileKind::Puzzles),
        );
        let places: Vec<String> = loader
            .errors()
            .iter()
            .filter(|e| e.message.contains("invisible character"))
            .map(|e| e.to_string().split(": ").next().unwrap().to_string())
            .collect();
        assert_eq!(places, ["hidden.toml:6:15", "hidden.toml:7:13"], "{name}");
    }
}

#[test]
fn a_very_long_id_is_refused_and_never_panics_the_course_list() {
    let data = tempfile::tempdir().unwrap();
    let folder = tempfile::tempdir().unwrap();
    let id = "a".repeat(65_536);
    write(
        &folder.path().join("long.toml"),
        &format!(
            "format_version = 1\nid = \"{id}\"\ntitle = \"Long\"\nsummary = \"Long\"\n\n[[step]]\nsay = \"Look.\"\n"
        ),
    );
    let long_text = "word ".repeat(500);
    write(
        &folder.path().join("wordy.toml"),
        &format!(
            "format_version = 1\nid = \"wordy\"\ntitle = \"Wordy\"\nsummary = \"Wordy\"\n\n[[step]]\nsay = \"{long_text}\"\n"
        ),
    );
    let dir = folder.path().to_str().unwrap();
    let listed = run(&["lessons", "--lessons-dir", dir], "", data.path());
    assert_eq!(listed.status, Some(0), "{}", listed.err);
    assert!(listed.out.contains("goal-and-discs"), "{}", listed.out);
    let checked = run(&["check", dir], "", data.path());
    assert_eq!(checked.status, Some(1));
    assert!(
        checked
            .out
            .contains("has 65536 characters; an id may have at most 64"),
        "{}",
        checked.out
    );
    assert!(
        checked
            .out
            .contains("wordy.toml:7:7: error[text-too-long]: step 1: `say`: the English text has 2500 characters; a text may have at most 2000"),
        "{}",
        checked.out
    );
    assert!(checked.out.len() < 4000, "the id is not echoed whole");
}

/// Makes a named pipe at `path`.
fn fifo(path: &Path) -> PathBuf {
    let made = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success());
    path.to_path_buf()
}

#[test]
fn a_named_pipe_a_device_or_a_socket_is_refused_with_its_reason() {
    let data = tempfile::tempdir().unwrap();
    let folder = tempfile::tempdir().unwrap();
    let pipe = fifo(&folder.path().join("pipe.toml"));
    let pipe = pipe.to_str().unwrap();
    let socket_path = folder.path().join("socket.toml");
    let _socket = std::os::unix::net::UnixListener::bind(&socket_path).unwrap();
    let socket = socket_path.to_str().unwrap();
    let cases: Vec<(Vec<&str>, &str, &str)> = vec![
        (vec!["check", pipe], "", "a named pipe (FIFO)"),
        (vec!["check", "--json", pipe], "", "a named pipe (FIFO)"),
        (vec!["check", socket], "", "a socket"),
        (vec!["check", "/dev/zero"], "", "a character device"),
        (vec!["review", pipe], "", "a named pipe (FIFO)"),
        (vec!["review", "/dev/zero"], "", "a character device"),
        (vec!["review", "/dev/urandom"], "", "a character device"),
        (
            vec!["play", "--plain", "--record", pipe],
            "quit\n",
            "a named pipe (FIFO)",
        ),
        (
            vec!["play", "--plain", "--record", "/dev/zero"],
            "quit\n",
            "a character device",
        ),
    ];
    for (args, input, reason) in cases {
        let ran = run(&args, input, data.path());
        assert_clean(&args.join(" "), &ran);
        assert!(
            common::has(&ran.both(), &format!("{reason}, not a regular file")),
            "{}: {}",
            args.join(" "),
            ran.both()
        );
        assert_ne!(ran.status, Some(0), "{}", args.join(" "));
    }
    let loaded = run(
        &["play", "--plain", "--vs", "human"],
        &format!("load {pipe}\nload /dev/zero\nquit\n"),
        data.path(),
    );
    assert!(
        common::has(&loaded.out, "a named pipe (FIFO), not a regular file"),
        "{}",
        loaded.out
    );
    assert!(
        common::has(&loaded.out, "a character device, not a regular file"),
        "{}",
        loaded.out
    );
}

#[test]
fn a_named_pipe_or_a_device_as_the_progress_file_is_refused_with_its_reason() {
    for (kind, make) in [
        ("a named pipe (FIFO)", None),
        ("a character device", Some("/dev/urandom")),
        ("a character device", Some("/dev/zero")),
    ] {
        let data = tempfile::tempdir().unwrap();
        let progress = data.path().join("progress.toml");
        match make {
            None => {
                fifo(&progress);
            }
            Some(device) => std::os::unix::fs::symlink(device, &progress).unwrap(),
        }
        for args in [vec!["lessons"], vec!["puzzle", "corner-001", "--plain"]] {
            let ran = run(&args, "reveal\nquit\n", data.path());
            assert!(
                common::has(&ran.err, &format!("is {kind}, not a regular file")),
                "{kind}: {}",
                ran.err
            );
            assert!(!ran.err.contains("busy"), "{}", ran.err);
        }
        // Left as it was.
        let left = std::fs::symlink_metadata(&progress).unwrap();
        assert_eq!(left.file_type().is_symlink(), make.is_some());
    }
}

/// A legal game of `moves` moves or fewer: the first legal move each turn.
fn a_game(moves: usize) -> String {
    use reversi_tutor::engine::{Game, Move, Status};
    let mut game = Game::default();
    while game.moves().len() < moves {
        let board = *game.board();
        match board.status() {
            Status::Over(_) => break,
            Status::MustPass => game.apply(Move::Pass).unwrap(),
            Status::Playing => {
                let square = board.legal_moves().squares().next().unwrap();
                game.apply(Move::Play(square)).unwrap();
            }
        };
    }
    game.record()
}

#[test]
fn a_record_folded_over_several_lines_is_reviewed_and_loaded_whole() {
    let data = tempfile::tempdir().unwrap();
    let folder = tempfile::tempdir().unwrap();
    let record = a_game(60);
    assert!(record.len() > 100, "{record}");
    let folded: String = record
        .as_bytes()
        .chunks(40)
        .map(|line| format!("{}\n", std::str::from_utf8(line).unwrap()))
        .collect();
    let whole = write(&folder.path().join("whole.txt"), &format!("{record}\n"));
    let split = write(&folder.path().join("folded.txt"), &folded);
    let review = |file: &Path| {
        run(
            &["review", "--json", file.to_str().unwrap()],
            "",
            data.path(),
        )
    };
    let (whole_review, folded_review) = (review(&whole), review(&split));
    assert_eq!(folded_review.status, Some(0), "{}", folded_review.err);
    assert_eq!(folded_review.out, whole_review.out);
    let loaded = run(
        &[
            "play",
            "--plain",
            "--vs",
            "human",
            "--record",
            split.to_str().unwrap(),
        ],
        "quit\n",
        data.path(),
    );
    let moves = reversi_tutor::runner::game::record::read_saved(&record)
        .unwrap()
        .moves()
        .len();
    let played = run(
        &[
            "play",
            "--plain",
            "--vs",
            "human",
            "--record",
            whole.to_str().unwrap(),
        ],
        "quit\n",
        data.path(),
    );
    assert_eq!(loaded.out, played.out, "{moves} moves");
}

/// Starts the binary with `args`, waits for a line of stderr holding `needle`
/// (a deadline, not a sleep), then sends it SIGINT as Ctrl-C would: it must
/// stop at once. The lines of stderr seen until then.
fn interrupted_after(args: &[&str], needle: &str) -> Vec<String> {
    use std::io::BufRead;
    use std::os::unix::process::ExitStatusExt;
    let data = tempfile::tempdir().unwrap();
    let mut child = common::binary(args, "C", Some(data.path()))
        .spawn()
        .unwrap();
    let stderr = child.stderr.take().unwrap();
    let (lines, seen) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(stderr).lines() {
            if lines.send(line.unwrap()).is_err() {
                return;
            }
        }
    });
    let mut said = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(20);
    while !said.iter().any(|line: &String| line.contains(needle)) {
        let left = deadline.saturating_duration_since(Instant::now());
        match seen.recv_timeout(left) {
            Ok(line) => said.push(line),
            Err(_) => {
                let _ = child.kill();
                panic!("{args:?}: no {needle:?} on stderr: {said:?}");
            }
        }
    }
    let pid = child.id().to_string();
    assert!(
        Command::new("kill")
            .args(["-INT", &pid])
            .status()
            .unwrap()
            .success()
    );
    let status = wait_within(
        &mut child,
        Duration::from_secs(5),
        &format!("{args:?} after SIGINT"),
    );
    assert_eq!(status.signal(), Some(libc::SIGINT), "{args:?}: {status:?}");
    said
}

#[test]
fn perft_past_its_quick_range_shows_its_progress_and_how_to_stop() {
    let data = tempfile::tempdir().unwrap();
    let quick = run(&["perft", "10"], "", data.path());
    assert_eq!((quick.out.as_str(), quick.err.as_str()), ("24571284\n", ""));
    let long = run(&["perft", "11"], "", data.path());
    assert_eq!(long.status, Some(0), "{}", long.err);
    assert_eq!(long.out, "212258800\n", "the count alone on stdout");
    assert!(long.err.contains("Ctrl-C stops it"), "{}", long.err);
    assert!(
        long.err.contains("perft 11: 244 of 244 parts counted"),
        "{}",
        long.err
    );
    // Depth 20 would take years: it says so at once, and Ctrl-C stops it.
    let said = interrupted_after(&["perft", "20"], "Ctrl-C stops it");
    assert!(said[0].contains("perft 20 takes long"), "{said:?}");
}

#[test]
fn solve_past_its_quick_range_needs_a_flag_and_then_says_how_to_stop() {
    let data = tempfile::tempdir().unwrap();
    let refused = run(&["solve", "-p", "start"], "", data.path());
    assert_eq!(refused.status, Some(2));
    assert!(
        refused.err.contains("raise --max-empties"),
        "{}",
        refused.err
    );
    let said = interrupted_after(
        &["solve", "-p", "start", "--max-empties", "60"],
        "Ctrl-C stops it",
    );
    assert!(
        said[0].contains("solving 60 empty squares takes long"),
        "{said:?}"
    );
}

#[test]
fn check_refuses_a_bidi_override_in_a_file_through_the_binary() {
    let data = tempfile::tempdir().unwrap();
    let folder = tempfile::tempdir().unwrap();
    let file = write(
        &folder.path().join("hidden.toml"),
        "format_version = 1\nid = \"hidden\"\ntitle = \"Ti\u{202e}tle\"\nsummary = \"Summary\"\n\n[[step]]\nsay = \"Look.\"\n",
    );
    let checked = run(&["check", file.to_str().unwrap()], "", data.path());
    assert_clean("check of a bidi override", &checked);
    assert_eq!(checked.status, Some(1), "{}", checked.both());
    assert!(
        checked.out.contains("hidden.toml:3:12:") && checked.out.contains("U+202E"),
        "{}",
        checked.out
    );
}

#[test]
fn a_panic_on_any_thread_restores_the_terminal_says_where_the_progress_is_and_exits_101() {
    use common::tmux::{
        KEEP_OPEN, Tmux, assert_sane, assert_screen_restored, read_when_written, tutor_with,
    };
    let bin = env!("CARGO_BIN_EXE_reversi-tutor");
    let variables = |place: &str| format!("RUST_BACKTRACE=0 REVERSI_TUTOR_TEST_PANIC={place}");
    // The computer thinks once the learner has moved, in the full screen; a
    // review is graded from before the full screen starts.
    for (place, args, keys, thread, at) in [
        (
            "computer",
            "play --level 3",
            &["f", "5", "Enter"][..],
            "computer",
            "src/app/executor.rs",
        ),
        (
            "review",
            "review f5d6c3d3c4",
            &[],
            "review",
            "src/app/executor.rs",
        ),
        (
            "ui",
            "lesson first-move",
            &[],
            "main",
            "src/ui/event_loop.rs",
        ),
    ] {
        let data = tempfile::tempdir().unwrap();
        let progress = data.path().join("progress.toml");
        let (command, said) = if place == "review" {
            // A review keeps no progress: nothing to say of it.
            let out = data.path().display();
            let command = format!(
                "env LANG=C.UTF-8 {} {bin} {args} --lang en; echo $? > {out}/exit-status; \
                 stty -a > {out}/stty; {KEEP_OPEN}",
                variables(place)
            );
            (command, String::new())
        } else {
            let said = format!(" Your progress is saved in {}.", progress.display());
            (tutor_with(&variables(place), args, data.path()), said)
        };
        let tmux = Tmux::start(place, &command);
        if !keys.is_empty() {
            tmux.wait_for("Black to move");
            tmux.keys(keys);
        }
        let status = read_when_written(&data.path().join("exit-status"));
        assert_eq!(status.trim(), "101", "{place}");
        assert_sane(&read_when_written(&data.path().join("stty")));
        assert_screen_restored(&tmux);
        // The pane wraps long lines anywhere: compare without white space.
        let squeezed = |text: &str| text.split_whitespace().collect::<String>();
        let screen = tmux.screen();
        for said in [
            format!("reversi-tutor: A fault in the program stopped the tutor.{said}"),
            format!("thread '{thread}' panicked at {at}:"),
        ] {
            assert!(
                squeezed(&screen).contains(&squeezed(&said)),
                "{place}: no {said:?} in\n{screen}"
            );
        }
        // Said once: before the full screen by the standard hook (a review), or
        // after it in the report.
        assert_eq!(
            screen.matches("panicked at").count(),
            1,
            "{place}:\n{screen}"
        );
    }
}

#[test]
fn sigint_and_sigquit_from_outside_save_the_step_and_restore_the_terminal() {
    use common::tmux::{Tmux, assert_screen_restored, left_cleanly, tutor, tutor_pid};
    for signal in ["INT", "QUIT"] {
        let data = tempfile::tempdir().unwrap();
        let tmux = Tmux::start(signal, &tutor("lesson first-move", data.path()));
        tmux.wait_for("Step 1 of 12");
        tmux.keys(&["Enter", "Enter"]);
        tmux.wait_for("Step 3 of 12");
        let pid = tutor_pid(&tmux);
        let sent = Command::new("kill")
            .args([&format!("-{signal}"), &pid])
            .status();
        assert!(sent.unwrap().success());
        left_cleanly(data.path());
        assert_screen_restored(&tmux);
        let progress = std::fs::read_to_string(data.path().join("progress.toml")).unwrap();
        assert!(progress.contains("step = 2"), "{signal}: {progress}");
    }
}
