//! Loading and checking the embedded course: every lesson and puzzle file parsed,
//! validated and checked against the engine, as `reversi-tutor check` and the
//! tutor's start-up do. Files with endgame puzzles (exact solver) are timed apart.
//! Target: the course without endgame solving in under 50 ms. Also timed: a
//! broken lesson file of 1 MB with 25,000 mistakes (target: reported in under
//! 1 s, the first hundred problems only).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use std::hint::black_box;
use std::time::{Duration, Instant};

use reversi_tutor::course::embedded::embedded_files;
use reversi_tutor::course::{CourseLoader, Theme};

/// The median time of `runs` runs of `f`.
fn median(runs: usize, mut f: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

fn main() {
    let files = embedded_files();
    // Split the files: those whose puzzles need the exact solver, and the rest.
    let (endgame, plain): (Vec<_>, Vec<_>) = files.iter().partition(|(name, bytes, kind)| {
        let mut loader = CourseLoader::new();
        loader.add_file(name, bytes, true, Some(*kind));
        loader.finish().is_ok_and(|course| {
            course
                .puzzles
                .iter()
                .any(|p| matches!(p.theme, Theme::EndgameWin | Theme::EndgameBest { .. }))
        })
    });
    let load = |files: &[&(String, &'static [u8], reversi_tutor::course::FileKind)]| {
        let mut loader = CourseLoader::new();
        for (name, bytes, kind) in files {
            loader.add_file(name, bytes, true, Some(*kind));
        }
        let (lessons, puzzles) = (loader.lessons_read(), loader.puzzles_read());
        let errors = loader.errors().len();
        black_box((lessons, puzzles, errors))
    };
    let (lessons, puzzles, errors) = load(&plain);
    assert_eq!(
        errors, 0,
        "the embedded course has errors: run `reversi-tutor check`"
    );
    let time = median(21, || {
        load(&plain);
    });
    println!(
        "course: load and check {} files ({lessons} lessons, {puzzles} puzzles): {:.2} ms (target < 50 ms)",
        plain.len(),
        time.as_secs_f64() * 1e3
    );
    if !endgame.is_empty() {
        let (_, puzzles, _) = load(&endgame);
        let time = median(5, || {
            load(&endgame);
        });
        println!(
            "course: files with endgame puzzles, {} files ({puzzles} puzzles, exact solver): {:.2} ms",
            endgame.len(),
            time.as_secs_f64() * 1e3
        );
    }
    let broken = format!(
        "format_version = 1\nid = \"huge\"\ntitle = \"Huge\"\nsummary = \"Huge.\"\n{}",
        "[[step]]\nsay = 1\nreply = \"a1\"\nx = 2\n".repeat(25_000)
    );
    let report = || {
        let mut loader = CourseLoader::new();
        loader.add_file(
            "huge.toml",
            broken.as_bytes(),
            false,
            Some(reversi_tutor::course::FileKind::Lesson),
        );
        black_box(loader.errors().len())
    };
    let shown = report();
    let time = median(5, || {
        report();
    });
    println!(
        "course: a broken {} KB lesson with 25,000 mistakes, {shown} problems reported: {:.2} ms (target < 1000 ms)",
        broken.len() / 1024,
        time.as_secs_f64() * 1e3
    );
}
