//! Exact-solver benchmark on the FFO endgame positions #40-#59 (tests/data/ffo40-59.txt):
//! solves each, checks the score and best move against the published ones, and
//! prints the time. `cargo bench --bench solve` runs #40 (20 empties), #41 and #42 (22);
//! `cargo bench --bench solve -- 40 41 59` picks positions by number.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use std::time::Instant;

use reversi_tutor::engine::Scoring;
use reversi_tutor::engine::notation::parse_board_string;
use reversi_tutor::engine::solve::best_moves;

const FFO: &str = include_str!("../tests/data/ffo40-59.txt");

fn main() {
    let chosen: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let chosen = if chosen.is_empty() {
        vec![40, 41, 42]
    } else {
        chosen
    };
    let mut failed = false;
    let positions = FFO
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty());
    for (number, line) in (40..).zip(positions) {
        if !chosen.contains(&number) {
            continue;
        }
        let fields: Vec<&str> = line.split(';').map(str::trim).collect();
        let board = match parse_board_string(fields[0]) {
            Ok(b) => b,
            Err(e) => {
                println!("#{number}: cannot read the position: {e}");
                failed = true;
                continue;
            }
        };
        let expected_score: i32 = fields[2]
            .trim_start_matches('+')
            .parse()
            .unwrap_or(i32::MIN);
        let expected_moves = fields[1].to_ascii_lowercase();
        let start = Instant::now();
        let (score, moves) = best_moves(&board, Scoring::EmptiesToWinner);
        let seconds = start.elapsed().as_secs_f64();
        let found: Vec<String> = moves.squares().map(|s| s.to_string()).collect();
        let ok = score == expected_score
            && expected_moves
                .split('/')
                .all(|m| found.contains(&m.to_string()));
        failed |= !ok;
        println!(
            "#{number}: {} empties, score {score:+} best {} in {seconds:.3} s ({})",
            board.empty().len(),
            found.join("/"),
            if ok {
                "matches".to_string()
            } else {
                format!("WRONG: published {expected_score:+} {expected_moves}")
            }
        );
    }
    if failed {
        std::process::exit(1);
    }
}
