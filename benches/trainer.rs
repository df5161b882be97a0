//! Serving the next puzzle in rated mode with 10,000 puzzles loaded: the built-in
//! puzzles copied under new ids with spread ratings, for a learner who has tried
//! 2,000 of them and has 50 in review. Target: under 5 ms a puzzle served by a
//! session (which reads the learner's records once); the pure `select`, which
//! reads them from the progress at each call, is timed too.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a benchmark may stop at the first surprise

use std::collections::HashSet;
use std::hint::black_box;
use std::time::{Duration, Instant};

use reversi_tutor::course::{Puzzle, embedded_course};
use reversi_tutor::learner::{Date, Progress, ReviewStage};
use reversi_tutor::runner::select::select;
use reversi_tutor::runner::{Mode, Selection, Trainer};

const PUZZLES: usize = 10_000;
const TRIED: usize = 2_000;
const IN_REVIEW: usize = 50;

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

/// `PUZZLES` puzzles made from the built-in ones, each with an id of its own and
/// a rating spread over 400 to 2,400.
fn synthesized() -> Vec<Puzzle> {
    let built_in = embedded_course().unwrap().puzzles;
    (0..PUZZLES)
        .map(|n| {
            let mut puzzle = built_in[n % built_in.len()].clone();
            puzzle.id = format!("{}-copy-{n:05}", puzzle.id);
            puzzle.rating = 400 + (n as u32 * 7919) % 2000;
            puzzle
        })
        .collect()
}

fn main() {
    let puzzles = synthesized();
    let today: Date = "2026-05-01".parse().unwrap();
    let mut progress = Progress::default();
    progress.rating.rating = 1320.0;
    for (n, puzzle) in puzzles.iter().step_by(PUZZLES / TRIED).enumerate() {
        progress.record_attempt(&puzzle.id, n % 3 != 0, today);
        if n < IN_REVIEW {
            progress.schedule_review(&puzzle.id, ReviewStage::OneDay, today);
        }
    }
    let selection = Selection {
        mode: Mode::Rated,
        theme: None,
    };
    let served = HashSet::new();
    let choose = median(101, || {
        black_box(select(
            black_box(&puzzles),
            selection,
            &progress,
            today,
            7,
            &served,
        ));
    });
    let mut trainer = Trainer::new(puzzles, selection, progress, today, 7);
    let serve = median(101, || {
        black_box(trainer.next_puzzle().map(|run| run.puzzle().rating).ok());
    });
    println!(
        "trainer: serve the next rated puzzle among {PUZZLES} ({TRIED} tried, {IN_REVIEW} in review): {:.3} ms (target < 5 ms); choose it from scratch, reading the learner's records from the progress: {:.3} ms",
        serve.as_secs_f64() * 1e3,
        choose.as_secs_f64() * 1e3
    );
}
