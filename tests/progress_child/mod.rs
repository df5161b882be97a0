//! Child processes of the progress tests: this test binary run again with an
//! environment variable that wakes one of its ignored tests, to save in a loop
//! until killed, or to print the progress folder chosen from its environment.

use std::fs::{self, OpenOptions};
use std::hash::{BuildHasher, RandomState};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use reversi_tutor::learner::{ColourTheme, Date, ReviewStage, Stars};
use reversi_tutor::store::{DataDir, Store};

/// Wakes [`child_saves_in_a_loop`]: the progress folder to save in.
const SAVE_LOOP: &str = "REVERSI_TUTOR_TEST_SAVE_LOOP";
/// Where the saving child writes each counter value once its save has returned.
const SAVE_LOG: &str = "REVERSI_TUTOR_TEST_SAVE_LOG";
/// Wakes [`child_prints_the_data_dir`], with the `--data-dir` value ("" for none).
const RESOLVE: &str = "REVERSI_TUTOR_TEST_RESOLVE";

/// A fresh random number (std's hasher keys are random per instance).
fn random() -> u64 {
    RandomState::new().hash_one(Instant::now())
}

fn run_ignored_test(name: &str) -> Command {
    let mut command = Command::new(std::env::current_exe().unwrap());
    command.args([
        name,
        "--exact",
        "--ignored",
        "--nocapture",
        "--test-threads=1",
    ]);
    command
}

/// The counter values the child reported saved, in order.
fn reported(log: &Path) -> Vec<u32> {
    let text = fs::read_to_string(log).unwrap_or_default();
    // Only whole lines: the child may be killed in the middle of one.
    let whole = &text[..text.rfind('\n').map_or(0, |end| end + 1)];
    whole.lines().map(|line| line.parse().unwrap()).collect()
}

/// Runs a child that saves in a loop into `folder`, kills it once it has
/// reported a random number (1 to 8) of saves, wherever it is in the next one,
/// and returns the highest counter it reported saved.
pub fn kill_while_saving(folder: &Path, round: u32) -> u32 {
    let log = folder.with_file_name(format!("saved-{round}.log"));
    let mut child = run_ignored_test("progress_child::child_saves_in_a_loop")
        .env(SAVE_LOOP, folder)
        .env(SAVE_LOG, &log)
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let wanted = 1 + (random() % 8) as usize;
    let start = Instant::now();
    while reported(&log).len() < wanted {
        if start.elapsed() > Duration::from_secs(20) || child.try_wait().unwrap().is_some() {
            let _ = child.kill();
            panic!("the saving child never reported {wanted} saves");
        }
        thread::sleep(Duration::from_millis(1));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let saved = reported(&log);
    assert!(saved.windows(2).all(|pair| pair[0] < pair[1]), "{saved:?}");
    eprintln!(
        "round {round}: {} saves reported before the kill",
        saved.len()
    );
    saved.last().copied().unwrap_or(0)
}

/// The folder [`DataDir::resolve`] chooses in a child with `option` as
/// `--data-dir` and `variable` as `REVERSI_TUTOR_DATA`, and a home of its own.
pub fn resolve_in_child(option: Option<&str>, variable: Option<&str>) -> PathBuf {
    let home = tempfile::tempdir().unwrap();
    let mut command = run_ignored_test("progress_child::child_prints_the_data_dir");
    command
        .env(RESOLVE, option.unwrap_or(""))
        .env("HOME", home.path())
        .env_remove("XDG_DATA_HOME")
        .env_remove(DataDir::ENV);
    if let Some(variable) = variable {
        command.env(DataDir::ENV, variable);
    }
    let output = command.output().unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    let chosen = stdout
        .lines()
        .find_map(|line| line.split_once("DATA_DIR=").map(|(_, path)| path))
        .unwrap_or_else(|| panic!("no DATA_DIR in {stdout}"));
    let chosen = PathBuf::from(chosen);
    if option.is_none() && variable.is_none() && cfg!(target_os = "linux") {
        assert_eq!(chosen, home.path().join(".local/share/reversi-tutor"));
    }
    chosen
}

/// Saves progress in a loop, one more attempt on the "counter" puzzle each
/// time, and logs the count after each save returns. Runs only as a child.
#[test]
#[ignore = "run as a child process by a_save_killed_at_any_moment_leaves_a_file_with_everything_saved_before"]
fn child_saves_in_a_loop() {
    let (Some(folder), Some(log)) = (std::env::var_os(SAVE_LOOP), std::env::var_os(SAVE_LOG))
    else {
        return;
    };
    let mut opened = Store::open(Path::new(&folder)).unwrap();
    let progress = &mut opened.progress;
    let today = Date::today();
    progress.settings.theme = ColourTheme::NoColour;
    progress.complete_lesson("first-move", Stars::new(3).unwrap());
    let mut log = OpenOptions::new()
        .create(true)
        .append(true)
        .open(log)
        .unwrap();
    let start = Instant::now();
    // Bounded, in case the parent dies before it kills this child.
    while start.elapsed() < Duration::from_secs(30) {
        progress.record_attempt("counter", true, today);
        let rated = progress.rating.glicko().after_puzzle(1000.0, true);
        progress.rating.record(rated, today);
        progress.schedule_review("counter", ReviewStage::OneDay, today);
        opened.store.save(progress).unwrap();
        // One write per line, so that a kill never leaves half a number.
        let line = format!("{}\n", progress.puzzles["counter"].attempts);
        log.write_all(line.as_bytes()).unwrap();
    }
}

/// Prints the folder that [`DataDir::resolve`] chooses. Runs only as a child.
#[test]
#[ignore = "run as a child process by the_data_dir_option_wins_over_the_variable"]
fn child_prints_the_data_dir() {
    let Some(option) = std::env::var_os(RESOLVE) else {
        return;
    };
    let option = (!option.is_empty()).then(|| PathBuf::from(option));
    println!("DATA_DIR={}", DataDir::resolve(option).unwrap().display());
}
