//! Perft from the start position against the published table (tests/data/perft.txt,
//! a copy of the shared reference data), depths 1-10. Depths 11 and 12 are checked
//! by `cargo bench --bench perft`.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use reversi_tutor::engine::Board;
use reversi_tutor::engine::perft::perft;

fn published() -> Vec<(u32, u64)> {
    include_str!("data/perft.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (d, n) = l.split_once(' ').expect("depth and count");
            (d.parse().expect("depth"), n.trim().parse().expect("count"))
        })
        .collect()
}

#[test]
fn perft_from_the_start_matches_the_published_counts_to_depth_10() {
    let table = published();
    assert!(table.len() >= 10, "the table lists depths 1-10 at least");
    for (depth, expected) in table.into_iter().filter(|(d, _)| *d <= 10) {
        assert_eq!(perft(&Board::start(), depth), expected, "perft({depth})");
    }
}
