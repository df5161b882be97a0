//! The puzzle generator: 100 endgame-win puzzles with 12 empty squares, mined
//! from seeded self-play and every move solved exactly, on one thread.
//! Target: under 60 s.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a benchmark may stop at the first surprise

use std::time::Instant;

use reversi_tutor::course::kinds::ThemeKind;
use reversi_tutor::generate::{Progress, Request, generate};

fn main() {
    let mut request = Request::new(ThemeKind::EndgameWin, 100, 1);
    request.empties = 12..=12;
    let mut games = 0;
    let start = Instant::now();
    let found = generate(&request, &mut |progress: Progress| games = progress.games);
    let time = start.elapsed();
    assert_eq!(found.len(), 100, "the game budget ran out");
    println!(
        "generate: 100 endgame-win puzzles with 12 empty squares ({games} games): {:.2} s (target < 60 s)",
        time.as_secs_f64()
    );
    assert!(time.as_secs() < 60, "slower than the target");
}
