//! Engine micro-benchmarks: the per-direction explanation of a move (the product
//! promises far under a millisecond), the fast legal-move and flip code, and the
//! status check, each on positions from seeded random games. Run with
//! `cargo bench --bench engine`.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use std::hint::black_box;
use std::time::Instant;

use reversi_tutor::engine::{Board, Square};

/// Positions met in 200 random games from the start (a fixed seed, so the set repeats).
fn positions() -> Vec<Board> {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) as usize
    };
    let mut out = Vec::new();
    for _ in 0..200 {
        let mut board = Board::start();
        loop {
            out.push(board);
            let moves: Vec<Square> = board.legal_moves().squares().collect();
            if moves.is_empty() {
                if board.pass().is_err() {
                    break;
                }
                continue;
            }
            board.play(moves[next() % moves.len()]);
        }
    }
    out
}

/// Runs `work` over every position `rounds` times and prints the time per call.
fn measure(name: &str, positions: &[Board], calls_per_position: usize, work: impl Fn(&Board)) {
    let rounds = 20;
    let start = Instant::now();
    for _ in 0..rounds {
        for board in positions {
            work(black_box(board));
        }
    }
    let calls = (rounds * positions.len() * calls_per_position) as f64;
    let nanos = start.elapsed().as_nanos() as f64 / calls;
    println!("{name}: {nanos:.1} ns per call ({calls} calls)");
}

fn main() {
    let positions = positions();
    println!("{} positions from 200 random games", positions.len());
    measure("explain (every square)", &positions, 64, |board| {
        for sq in Square::all() {
            black_box(board.explain(sq));
        }
    });
    measure("flips (every square)", &positions, 64, |board| {
        for sq in Square::all() {
            black_box(board.flips(sq));
        }
    });
    measure("legal_moves", &positions, 1, |board| {
        black_box(board.legal_moves());
    });
    measure("status", &positions, 1, |board| {
        black_box(board.status());
    });
}
