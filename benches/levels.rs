//! The computer levels' strength and speed: matches between neighbouring levels
//! (each should win at least 70 of 100 games against the level below it, level 5
//! at least 90 against level 3) and the time per move (level 6 under a second).
//! `cargo bench --bench levels` plays 20 games a pair; `cargo bench --bench levels
//! -- 100` plays 100; `-- 100 6:5 5:3` picks the pairs; `-- time 40` lists level
//! 6's slowest moves in 40 games against level 5, in processor time;
//! `-- trained 100 6` plays level 6 scored by the trained evaluation against
//! level 6 scored by the hand-set weights (any searching level may follow);
//! `-- trained 100 6 w.bin` scores it by the weights of `w.bin` instead of the
//! embedded ones, to try a new fit without building again.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a benchmark may stop at the first surprise

mod common;

use std::time::{Duration, Instant};

use reversi_tutor::engine::eval::PatternWeights;
use reversi_tutor::engine::notation::board_string;
use reversi_tutor::engine::search::eval::Weights;
use reversi_tutor::engine::search::{Budget, Evaluation, Level, Rng, choose, choose_with, mix};
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

/// The colour of the first side in game `number`: black in the even games.
fn first_colour(number: usize) -> Color {
    if number.is_multiple_of(2) {
        Color::Black
    } else {
        Color::White
    }
}

/// Level 6's slowest moves over `games` games against level 5, in processor time.
fn time_level_six(games: usize) {
    let mut times: Vec<(Duration, u32, String)> = Vec::new();
    for number in 0..games {
        let mut board = *opening(3, number, 6).board();
        let mut rng = Rng::new(number as u64);
        let six = first_colour(number);
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

/// `games` games of `level` scored by the trained evaluation against `level`
/// scored by the hand-set weights, from the match's openings, colours alternating.
fn trained_against_hand(games: usize, level: Level, trained: Evaluation) {
    let (mut wins, mut losses, mut draws, mut difference) = (0, 0, 0, 0i64);
    let (mut new_time, mut new_moves) = (Duration::ZERO, 0u32);
    // The trained side's longest move: its time, empty squares and position.
    let mut new_longest = (Duration::ZERO, 0u32, String::new());
    let started = Instant::now();
    for number in 0..games {
        let mut board = *opening(1, number, 6).board();
        let mut rng = Rng::new(mix(1u64.wrapping_add(mix(number as u64))));
        let new_plays = first_colour(number);
        loop {
            match board.status() {
                Status::Over(outcome) => {
                    let diff = outcome.black as i32 - outcome.white as i32;
                    let diff = if new_plays == Color::Black {
                        diff
                    } else {
                        -diff
                    };
                    match diff.signum() {
                        1 => wins += 1,
                        -1 => losses += 1,
                        _ => draws += 1,
                    }
                    difference += i64::from(diff);
                    break;
                }
                Status::MustPass => board.pass_unchecked(),
                Status::Playing => {
                    let new = board.to_move() == new_plays;
                    let evaluation = if new {
                        trained
                    } else {
                        Evaluation::Hand(&Weights::FULL)
                    };
                    let before = cpu_time();
                    let mv = choose_with(&board, level, evaluation, &mut rng, Budget::STANDARD);
                    if new {
                        let took = cpu_time() - before;
                        new_time += took;
                        new_moves += 1;
                        if took > new_longest.0 {
                            new_longest = (took, board.empty().len(), board_string(&board));
                        }
                    }
                    let Move::Play(sq) = mv else { break };
                    board.play(sq);
                }
            }
        }
    }
    println!(
        "level {level} trained vs hand-set: {wins} won, {losses} lost, {draws} drawn of {games}; \
         average difference {:+.1}; trained {:.1} ms per move (longest {:.0} ms, {} empty: {}); \
         {:.0} s",
        difference as f64 / games.max(1) as f64,
        new_time.as_secs_f64() * 1000.0 / f64::from(new_moves.max(1)),
        new_longest.0.as_secs_f64() * 1000.0,
        new_longest.1,
        new_longest.2,
        started.elapsed().as_secs_f64(),
    );
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
    if args.first().is_some_and(|a| a == "trained") {
        let games = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(20);
        let level = args
            .get(2)
            .and_then(|a| a.parse().ok())
            .and_then(Level::new);
        let trained = match args.get(3) {
            Some(path) => {
                let bytes = std::fs::read(path).expect("the weight file reads");
                let weights = PatternWeights::from_bytes(&bytes).expect("the weight file loads");
                Evaluation::Trained(Box::leak(Box::new(weights)))
            }
            None => Evaluation::trained(),
        };
        trained_against_hand(games, level.unwrap_or(Level::Deep), trained);
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
