//! Perft benchmark: counts move paths from the start position at depths 11 and 12
//! on one thread, checks them against the published table, and prints the time
//! (wall and, on Linux, processor time: on a busy machine the second is the
//! one to compare) and nodes per second of processor time. Run with `cargo bench --bench perft` (add a depth, e.g.
//! `cargo bench --bench perft -- 13`, to time another depth).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

mod common;

use std::time::Instant;

use reversi_tutor::engine::Board;
use reversi_tutor::engine::perft::perft;

const TABLE: &str = include_str!("../tests/data/perft.txt");

fn published(depth: u32) -> Option<u64> {
    TABLE
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_once(' '))
        .find(|(d, _)| d.trim().parse() == Ok(depth))
        .and_then(|(_, n)| n.trim().parse().ok())
}

fn main() {
    let depths: Vec<u32> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let depths = if depths.is_empty() {
        vec![11, 12]
    } else {
        depths
    };
    let mut failed = false;
    for depth in depths {
        let (start, cpu_start) = (Instant::now(), common::cpu_time());
        let count = perft(&Board::start(), depth);
        let seconds = start.elapsed().as_secs_f64();
        let cpu = common::cpu_time()
            .zip(cpu_start)
            .map(|(end, start)| (end - start).as_secs_f64());
        let verdict = match published(depth) {
            Some(expected) if expected == count => "matches the published count".to_string(),
            Some(expected) => {
                failed = true;
                format!("WRONG: the published count is {expected}")
            }
            None => "no published count to compare".to_string(),
        };
        let busy = cpu.unwrap_or(seconds);
        println!(
            "perft({depth}) = {count} in {seconds:.3} s wall, {} processor, {:.1} M nodes/s ({verdict})",
            cpu.map_or("no".to_string(), |c| format!("{c:.3} s")),
            count as f64 / busy / 1e6
        );
    }
    if failed {
        std::process::exit(1);
    }
}
