//! Exact-solver benchmark on the FFO endgame positions #40-#59 (tests/data/ffo40-59.txt):
//! solves each, checks the answer against the published one, and prints the
//! positions searched, the time (wall and, on Linux, processor time: on a busy
//! machine the second is the one to compare) and positions per second of
//! processor time, then the totals.
//! By default it asks what the FFO benchmark asks (and what Edax and
//! Egaroucid answer when they solve these): the score and one best move
//! (`solve_with_move`), which must be one of the published best moves.
//! With `all` among the arguments it asks the score and every best move
//! (`analyse`, harder: every other move must be proved worse than the best,
//! not only no better), which must include every published best move;
//! with `score`, the score alone (`solve`, which does not count positions).
//! `cargo bench --bench solve` runs #40 (20 empties), #41 and #42 (22);
//! `cargo bench --bench solve -- 40 41 59` picks positions by number.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

mod common;

use std::time::Instant;

use reversi_tutor::engine::Scoring;
use reversi_tutor::engine::notation::parse_board_string;
use reversi_tutor::engine::solve::{Analysis, analyse, solve, solve_with_move};

const FFO: &str = include_str!("../tests/data/ffo40-59.txt");

fn main() {
    let chosen: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let score_only = std::env::args().any(|a| a == "score");
    let every_best = std::env::args().any(|a| a == "all");
    let chosen = if chosen.is_empty() {
        vec![40, 41, 42]
    } else {
        chosen
    };
    let mut failed = false;
    let (mut nodes, mut wall, mut busy) = (0u64, 0.0, 0.0);
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
        let (start, cpu_start) = (Instant::now(), common::cpu_time());
        let found = if score_only {
            Analysis {
                score: solve(&board, Scoring::EmptiesToWinner),
                ..Analysis::default()
            }
        } else if every_best {
            analyse(&board, Scoring::EmptiesToWinner, false)
        } else {
            solve_with_move(&board, Scoring::EmptiesToWinner)
        };
        let seconds = start.elapsed().as_secs_f64();
        let cpu = common::cpu_time()
            .zip(cpu_start)
            .map_or(seconds, |(end, start)| (end - start).as_secs_f64());
        (nodes, wall, busy) = (nodes + found.nodes, wall + seconds, busy + cpu);
        let (score, moves) = (found.score, found.best);
        let found_nodes = found.nodes;
        let found: Vec<String> = moves.squares().map(|s| s.to_string()).collect();
        let published: Vec<&str> = expected_moves.split('/').collect();
        let ok = score == expected_score
            && if score_only {
                true
            } else if every_best {
                published.iter().all(|m| found.iter().any(|f| f == m))
            } else {
                found.len() == 1 && published.contains(&found[0].as_str())
            };
        failed |= !ok;
        println!(
            "#{number}: {} empties, score {score:+} best {}: {} nodes in {seconds:.3} s wall, \
             {cpu:.3} s processor, {:.1} M nodes/s ({})",
            board.empty().len(),
            found.join("/"),
            thousands(found_nodes),
            found_nodes as f64 / cpu.max(1e-9) / 1e6,
            if ok {
                "matches".to_string()
            } else {
                format!("WRONG: published {expected_score:+} {expected_moves}")
            }
        );
    }
    println!(
        "total: {} nodes in {wall:.3} s wall, {busy:.3} s processor, {:.1} M nodes/s",
        thousands(nodes),
        nodes as f64 / busy.max(1e-9) / 1e6
    );
    if failed {
        std::process::exit(1);
    }
}

/// `n` with a comma between each group of three digits.
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}
