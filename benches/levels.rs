//! The computer levels' strength and speed: matches between neighbouring levels
//! (each should win at least 70 of 100 games against the level below it, level 5
//! at least 90 against level 3) and the time per move (level 6 under a second).
//! `cargo bench --bench levels` plays 20 games a pair; `cargo bench --bench levels
//! -- 100` plays 100; `-- 100 6:5 5:3` picks the pairs; `-- time 40` lists level
//! 6's slowest moves in 40 games against level 5, in processor time.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a benchmark may stop at the first surprise

mod common;

use std::time::{Duration, Instant};

use reversi_tutor::engine::notation::board_string;
use reversi_tutor::engine::search::{Budget, Level, Rng, choose};
use reversi_tutor::engine::{Color, Move, Status};
use reversi_tutor::runner::level_match::{MatchSetup, opening, play_match};

/// (stronger, weaker, the share of games the stronger must win).
const TARGETS: [(u8, u8, f64); 6] = [
    (2, 1, 0.7),
    (3, 2, 0.7),
    (4, 3, 0.7),
    (5, 4, 0.7),
    (6, 5, 0.7),
    (5, 3, 0.9),
];

/// The processor time this thread has used (Linux; zero elsewhere).
fn cpu_time() -> Duration {
    common::cpu_time().unwrap_or(Duration::ZERO)
}

/// Level 6's slowest moves over `games` games against level 5, in processor time.
fn time_level_six(games: usize) {
    let mut times: Vec<(Duration, u32, String)> = Vec::new();
    for number in 0..games {
        let mut board = *opening(3, number, 6).board();
        let mut rng = Rng::new(number as u64);
        let six = if number % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        loop {
            match board.status() {
                Status::Over(_) => break,
                Status::MustPass => board.pass_unchecked(),
                Status::Playing => {
                    let level = if board.to_move() == six {
                        Level::Deep
                    } else {
                        Level::Strong
                    };
                    let before = cpu_time();
                    let mv = choose(&board, level, &mut rng, Budget::STANDARD);
                    let took = cpu_time() - before;
                    if level == Level::Deep {
                        times.push((took, board.empty().len(), board_string(&board)));
                    }
                    let Move::Play(sq) = mv else { break };
                    board.play(sq);
                }
            }
        }
    }
    times.sort();
    let total: Duration = times.iter().map(|t| t.0).sum();
    println!(
        "level 6: {} moves, {:.1} ms per move on average (processor time); slowest:",
        times.len(),
        total.as_secs_f64() * 1000.0 / times.len().max(1) as f64
    );
    for (took, empties, board) in times.iter().rev().take(8) {
        println!(
            "  {:.0} ms, {empties} empty: {board}",
            took.as_secs_f64() * 1000.0
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    if args.first().is_some_and(|a| a == "time") {
        time_level_six(args.get(1).and_then(|a| a.parse().ok()).unwrap_or(10));
        return;
    }
    let games = args
        .iter()
        .find_map(|a| a.parse::<usize>().ok())
        .unwrap_or(20);
    let pairs: Vec<(u8, u8)> = args
        .iter()
        .filter_map(|a| a.split_once(':'))
        .filter_map(|(x, y)| Some((x.parse().ok()?, y.parse().ok()?)))
        .collect();
    let mut short = false;
    for (a, b, share) in TARGETS {
        if !pairs.is_empty() && !pairs.contains(&(a, b)) {
            continue;
        }
        let setup = MatchSetup::new(Level::new(a).unwrap(), Level::new(b).unwrap(), games, 1);
        let started = Instant::now();
        let r = play_match(&setup, |_| {});
        let wins_needed = (share * games as f64).ceil() as usize;
        let verdict = if r.wins >= wins_needed { "ok" } else { "SHORT" };
        short |= r.wins < wins_needed;
        println!(
            "level {a} vs {b}: {} won, {} lost, {} drawn of {games} (need {wins_needed}: {verdict}); \
             average difference {:+.1}; per move: level {a} {:.1} ms (longest {:.0} ms), \
             level {b} {:.1} ms (longest {:.0} ms); {:.0} s",
            r.wins,
            r.losses,
            r.draws,
            r.average_difference(),
            r.a_times.average().as_secs_f64() * 1000.0,
            r.a_times.longest.as_secs_f64() * 1000.0,
            r.b_times.average().as_secs_f64() * 1000.0,
            r.b_times.longest.as_secs_f64() * 1000.0,
            started.elapsed().as_secs_f64(),
        );
    }
    if short {
        std::process::exit(1);
    }
}
