//! The built binary in a real terminal: tmux runs the full-screen tutor, keys are
//! sent with `send-keys`, and the screen is read with `capture-pane`. Each test
//! uses its own tmux server (`-L`), so tests run side by side. Without tmux the
//! tests say so and pass, except under CI (`CI` set), where `.ci/run` installs it.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

mod common;

use std::path::Path;
use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

use common::tmux::{KEEP_OPEN, Tmux, left_cleanly, tutor, tutor_pid};

#[test]
fn first_move_typing_d3_draws_d4_flipped_and_closed_by_d5() {
    let data = tempfile::tempdir().unwrap();
    let tmux = Tmux::start("d3", &tutor("lesson first-move", data.path()));
    tmux.wait_for("Step 1 of 12");
    tmux.keys(&["Enter", "Enter"]);
    // Step 3 asks how many of the marked squares hold a disc.
    tmux.wait_for("How many of them hold");
    let right = common::tui::right_choice_shown("first-move", 2)
        .unwrap()
        .to_string();
    tmux.keys(&[right.as_str()]);
    tmux.wait_for("Right");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Step 4 of 12");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Step 5 of 12");
    tmux.keys(&["d", "3", "Enter"]);
    tmux.wait_for("closed by black on d5");
    // The flip plays as a short animation: d4 turns once its line's turn comes.
    let screen = tmux.wait_for("(●)");
    assert!(
        screen.contains("down: encloses white on d4, closed by black on d5"),
        "{screen}"
    );
    // On the board: d3 placed, d4 flipped, d5 closing the line.
    let row = |n: &str| {
        screen
            .lines()
            .find(|l| l.starts_with(&format!(" {n}  ")))
            .unwrap_or("")
            .to_string()
    };
    assert!(row("3").contains("[●]"), "{screen}");
    assert!(row("4").contains("(●)"), "{screen}");
    assert!(row("5").contains("<●>"), "{screen}");
    tmux.keys(&["q"]);
    left_cleanly(data.path());
    let progress = std::fs::read_to_string(data.path().join("progress.toml")).unwrap();
    assert!(progress.contains("[lessons.first-move]"), "{progress}");
}

#[test]
fn a_window_shrunk_to_12x5_and_back_shows_the_board_again_and_q_leaves_a_sane_terminal() {
    let data = tempfile::tempdir().unwrap();
    let tmux = Tmux::start("resize", &tutor("lesson first-move", data.path()));
    tmux.wait_for("a  b  c  d  e  f  g  h");
    tmux.run(&["resize-window", "-t", "t", "-x", "12", "-y", "5"]);
    tmux.wait_for("larger");
    tmux.run(&["resize-window", "-t", "t", "-x", "100", "-y", "30"]);
    let screen = tmux.wait_for("a  b  c  d  e  f  g  h");
    assert!(screen.contains(" 4  ·  ·  ·  ○  ●"), "{screen}");
    tmux.keys(&["q"]);
    left_cleanly(data.path());
}

#[test]
fn sigterm_saves_the_step_and_restores_the_terminal() {
    let data = tempfile::tempdir().unwrap();
    let tmux = Tmux::start("term", &tutor("lesson first-move", data.path()));
    tmux.wait_for("Step 1 of 12");
    tmux.keys(&["Enter", "Enter"]);
    tmux.wait_for("Step 3 of 12");
    let tutor_pid = tutor_pid(&tmux);
    Command::new("kill")
        .args(["-TERM", &tutor_pid])
        .status()
        .unwrap();
    left_cleanly(data.path());
    let progress = std::fs::read_to_string(data.path().join("progress.toml")).unwrap();
    assert!(progress.contains("step = 2"), "{progress}");
}

#[test]
fn a_closed_window_ends_the_tutor_with_the_step_saved() {
    let data = tempfile::tempdir().unwrap();
    let tmux = Tmux::start("close", &tutor("lesson first-move", data.path()));
    tmux.wait_for("Step 1 of 12");
    tmux.keys(&["Enter", "Enter"]);
    tmux.wait_for("Step 3 of 12");
    let pid = tutor_pid(&tmux);
    // The window closes: the terminal is gone and the tutor gets SIGHUP.
    drop(tmux);
    let start = Instant::now();
    while Path::new(&format!("/proc/{pid}")).exists() {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the tutor still runs after its window closed"
        );
        sleep(Duration::from_millis(50));
    }
    let progress = std::fs::read_to_string(data.path().join("progress.toml")).unwrap();
    assert!(progress.contains("step = 2"), "{progress}");
}

#[test]
fn the_home_screen_opens_without_a_command_and_lists_the_lessons() {
    let data = tempfile::tempdir().unwrap();
    let tmux = Tmux::start("home", &tutor("", data.path()));
    tmux.wait_for("Continue: 1");
    tmux.keys(&["Enter"]);
    tmux.wait_for("The first move");
    tmux.keys(&["q"]);
    left_cleanly(data.path());
}

#[test]
fn a_puzzle_answered_in_the_tutor_says_right_and_is_recorded_and_q_exits_0() {
    let data = tempfile::tempdir().unwrap();
    let tmux = Tmux::start("puzzle", &tutor("puzzle legal-001", data.path()));
    tmux.wait_for("Puzzle legal-001");
    tmux.keys(&["d", "3", "Enter"]);
    let screen = tmux.wait_for("Right: black plays d3");
    assert!(screen.contains("Your rating: 1000 → "), "{screen}");
    tmux.keys(&["q"]);
    left_cleanly(data.path());
    let progress = std::fs::read_to_string(data.path().join("progress.toml")).unwrap();
    assert!(progress.contains("legal-001"), "{progress}");
    assert!(progress.contains("solved_first_try = true"), "{progress}");
}

#[test]
fn puzzles_with_a_theme_open_the_tutor_on_that_theme_and_esc_goes_to_the_menu() {
    let data = tempfile::tempdir().unwrap();
    let command = tutor("puzzles --theme corner --seed 1", data.path());
    let tmux = Tmux::start("puzzles", &command);
    tmux.wait_for("Puzzle corner-");
    tmux.keys(&["Escape"]);
    tmux.wait_for("Take a corner");
    tmux.keys(&["q"]);
    left_cleanly(data.path());
}

#[test]
fn play_for_two_typing_f5_draws_the_enclosed_line_and_q_leaves() {
    let data = tempfile::tempdir().unwrap();
    let tmux = Tmux::start("play", &tutor("play --vs human", data.path()));
    tmux.wait_for("Black to move");
    tmux.keys(&["f", "5", "Enter"]);
    let screen = tmux.wait_for("White to move");
    // f5 placed, e5 flipped, d5 closing the line to the left.
    let row5 = screen
        .lines()
        .find(|l| l.starts_with(" 5  "))
        .unwrap_or("")
        .to_string();
    assert!(row5.contains("<●>(●)[●]"), "{screen}");
    assert!(
        screen.contains("Black plays f5 and flips 1 disc: e5."),
        "{screen}"
    );
    tmux.keys(&["q"]);
    left_cleanly(data.path());
}

#[test]
fn review_in_a_terminal_lists_the_costliest_moves_and_esc_leaves() {
    let data = tempfile::tempdir().unwrap();
    let bin = env!("CARGO_BIN_EXE_reversi-tutor");
    let out = data.path().display();
    let endgame = "XOOOO---XOOO--X-XOOOO-XXXOOXO-X-XXXXXXX-OXOOXOOOOXXXOOXOOX-XXXX- X";
    let command = format!(
        "env -u NO_COLOR LANG=C.UTF-8 {bin} review f2g1f4h8h5f3h1h4f1c8h2e2 -p '{endgame}' \
         --lang en; echo $? > {out}/exit-status; stty -a > {out}/stty; {KEEP_OPEN}"
    );
    let tmux = Tmux::start("review", &command);
    tmux.wait_for("▶ 2. white g1: 18 discs lost");
    tmux.keys(&["Down"]);
    let screen = tmux.wait_for("▶ 5. black h5: 12 discs lost");
    assert!(screen.contains("Move 5: black h5."), "{screen}");
    tmux.keys(&["Escape"]);
    left_cleanly(data.path());
}

#[test]
fn the_classroom_demo_of_a_record_at_160x50_draws_the_moves_lines_on_big_squares() {
    let data = tempfile::tempdir().unwrap();
    let tmux = Tmux::start("demo", &tutor("demo --record f5d6c3", data.path()));
    tmux.wait_for("f5d6c3");
    tmux.run(&["resize-window", "-t", "t", "-x", "160", "-y", "50"]);
    tmux.wait_for("Replay of the game (3 moves)");
    tmux.keys(&["Right"]);
    let screen = tmux.wait_for("left: encloses white on e5, closed by black on d5");
    assert!(screen.contains("Move 1 of 3: black plays f5."), "{screen}");
    // Big squares: f5 placed, e5 flipped, d5 closing the line, each in its frame.
    for frame in ["╔═════════╗", "╭╌╌╌╌╌╌╌╌╌╮", "┏━━━━━━━━━┓"]
    {
        assert!(screen.contains(frame), "{frame}\n{screen}");
    }
    tmux.keys(&["q"]);
    left_cleanly(data.path());
}

/// The binary with `args`, stdin empty, stdout and stderr piped (not a terminal).
fn piped(args: &[&str], data: &Path) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_reversi-tutor"))
        .args(args)
        .arg("--data-dir")
        .arg(data)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn a_lesson_whose_output_is_not_a_terminal_runs_in_plain_text_with_a_notice() {
    let data = tempfile::tempdir().unwrap();
    let (code, out, err) = piped(&["lesson", "first-move", "--lang", "en"], data.path());
    assert_eq!(code, 0, "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("not a terminal"), "{err}");
    assert!(out.contains("Lesson: The first move"), "{out}");
    let (_, _, err) = piped(
        &["lesson", "first-move", "--plain", "--lang", "en"],
        data.path(),
    );
    assert!(!err.contains("not a terminal"), "{err}");
}

#[test]
fn without_a_terminal_the_program_alone_lists_the_commands() {
    let data = tempfile::tempdir().unwrap();
    let (code, out, _) = piped(&[], data.path());
    assert_eq!(code, 0);
    assert!(
        out.contains("full-screen tutor opens in a terminal"),
        "{out}"
    );
    assert!(out.contains("lesson"), "{out}");
}
