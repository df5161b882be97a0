//! Training the evaluation's weights, reproducibly from a seed: self-play games
//! from random openings, labelled by their final result with the last empty
//! squares played perfectly, then a least-squares fit of the weights.
//!
//! 1. Each game (its own random stream from the seed) opens with a random
//!    number of random moves, then a computer level plays both sides until
//!    `exact_from` empty squares are left; from there both sides play a best
//!    move found by the exact solver, so the final result is the exact value of
//!    every position from that point on.
//! 2. Every position where the side to move has a move becomes a sample: the
//!    position and the game's final disc difference from the side to move.
//! 3. Stage by stage, from the last (fewest empty squares) to the first, the
//!    weights minimise the squared error plus a small penalty on their size,
//!    by full-batch Adam; each stage fits the samples of its own and the two
//!    neighbouring stages, and starts from the weights of the stage before.
//!
//! Everything runs in a fixed order (the games on several threads are put back
//! in the order of their numbers), so the same recipe gives the same bytes.

use std::sync::atomic::{AtomicUsize, Ordering};

use super::file::{self, Provenance};
use super::{Compact, STAGES, compact_features, stage};
use crate::engine::board::{Board, Color, Scoring, Status};
use crate::engine::search::{Budget, Level, Rng, choose};
use crate::engine::solve;
use crate::engine::{Move, Square};

/// How to train.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recipe {
    /// The seed of every random choice.
    pub seed: u64,
    /// How many self-play games.
    pub games: usize,
    /// Each game opens with between this many random moves...
    pub random_min: u32,
    /// ... and this many.
    pub random_max: u32,
    /// The level that plays after the opening.
    pub level: Level,
    /// From this many empty squares on, both sides play perfectly.
    pub exact_from: u32,
    /// How many steps of the fit per stage.
    pub iterations: u32,
    /// How many threads play the games.
    pub threads: usize,
}

impl Recipe {
    /// The recipe of the weights the program ships.
    pub const SHIPPED: Recipe = Recipe {
        seed: 1,
        games: 4000,
        random_min: 4,
        random_max: 30,
        level: Level::Mobility,
        exact_from: 18,
        iterations: 300,
        threads: 2,
    };
}

/// A position and its label.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    /// The side to move's discs.
    pub player: u64,
    /// The other side's discs.
    pub opponent: u64,
    /// The final disc difference for the side to move.
    pub score: i8,
}

/// What the training has done so far, for a progress line.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Progress {
    /// This many games of the recipe's are played.
    Games(usize),
    /// This stage's weights are fitted (of [`STAGES`]), with the root mean
    /// squared error on its samples, in discs.
    Stage(usize, f64),
}

/// Trains weights by `recipe` and returns the bytes of their weight file;
/// `progress` hears how far it is (from the calling thread).
pub fn train(recipe: &Recipe, mut progress: impl FnMut(Progress)) -> Vec<u8> {
    let samples = self_play(recipe, &mut progress);
    let weights = fit(&samples, recipe.iterations, &mut progress);
    file::write(
        &weights,
        Provenance {
            seed: recipe.seed,
            positions: samples.len() as u64,
        },
    )
}

/// The samples of every game of `recipe`, game by game in order.
pub fn self_play(recipe: &Recipe, progress: &mut impl FnMut(Progress)) -> Vec<Sample> {
    let threads = recipe.threads.max(1);
    let done = AtomicUsize::new(0);
    let mut per_game: Vec<Vec<Sample>> = vec![Vec::new(); recipe.games];
    std::thread::scope(|scope| {
        let done = &done;
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut out = Vec::new();
                    for game in (t..recipe.games).step_by(threads) {
                        out.push((game, play_game(recipe, game)));
                        done.fetch_add(1, Ordering::Relaxed);
                    }
                    out
                })
            })
            .collect();
        let mut shown = 0;
        while workers.iter().any(|w| !w.is_finished()) {
            let now = done.load(Ordering::Relaxed);
            if now != shown {
                shown = now;
                progress(Progress::Games(now));
            }
            std::thread::sleep(std::time::Duration::from_millis(200));
        }
        for worker in workers {
            // A worker that panicked loses its games; the rest still count.
            if let Ok(games) = worker.join() {
                for (game, samples) in games {
                    per_game[game] = samples;
                }
            }
        }
    });
    progress(Progress::Games(recipe.games));
    per_game.into_iter().flatten().collect()
}

/// One self-play game of `recipe`: its samples.
fn play_game(recipe: &Recipe, number: usize) -> Vec<Sample> {
    let mut rng = Rng::stream(recipe.seed, number as u64);
    let span = u64::from(recipe.random_max.saturating_sub(recipe.random_min)) + 1;
    let random_plies = u64::from(recipe.random_min) + rng.below(span);
    let mut board = Board::start();
    let mut seen: Vec<(u64, u64, Color)> = Vec::new();
    let mut ply = 0u64;
    loop {
        match board.status() {
            Status::Over(_) => break,
            Status::MustPass => {
                board.pass_unchecked();
                continue;
            }
            Status::Playing => {}
        }
        seen.push((board.player().0, board.opponent().0, board.to_move()));
        let square = if ply < random_plies {
            rng.pick(board.legal_moves())
        } else if board.empty().len() <= recipe.exact_from {
            let (_, best) = solve::best_moves(&board, Scoring::Discs);
            rng.pick(best)
        } else {
            match choose(&board, recipe.level, &mut rng, Budget::STANDARD) {
                Move::Play(square) => Some(square),
                Move::Pass => None,
            }
        };
        let Some(square) = square.or_else(|| board.legal_moves().squares().next()) else {
            break;
        };
        play(&mut board, square);
        ply += 1;
    }
    let black = board.black().len() as i32 - board.white().len() as i32;
    seen.into_iter()
        .map(|(player, opponent, to_move)| Sample {
            player,
            opponent,
            score: (if to_move == Color::Black {
                black
            } else {
                -black
            }) as i8,
        })
        .collect()
}

/// Plays the legal move `square`.
fn play(board: &mut Board, square: Square) {
    // The square comes from the legal moves: it cannot be refused.
    let _ = board.try_play(square);
}

/// The size penalty on each weight (per sample, in squared discs).
const PENALTY: f64 = 1e-4;

/// Fits the weights of every stage to `samples`.
pub(crate) fn fit(
    samples: &[Sample],
    iterations: u32,
    progress: &mut impl FnMut(Progress),
) -> Compact {
    let len = Compact::stage_len();
    let mut stages = Vec::with_capacity(STAGES);
    let mut start = vec![0f64; len];
    let mut features = Vec::new();
    for s in 0..STAGES {
        // The samples of this stage and its neighbours, with their features.
        let mut rows: Vec<u32> = Vec::new();
        let mut targets: Vec<f64> = Vec::new();
        let mut width = 0;
        for sample in samples {
            let empties = (!(sample.player | sample.opponent)).count_ones();
            if stage(empties).abs_diff(s) > 1 {
                continue;
            }
            compact_features(sample.player, sample.opponent, &mut features);
            width = features.len();
            rows.extend_from_slice(&features);
            targets.push(f64::from(sample.score));
        }
        let (weights, error) = adam(&rows, width, &targets, start, iterations);
        progress(Progress::Stage(s, error));
        stages.push(
            weights
                .iter()
                .map(|&w| {
                    (w * 100.0)
                        .round()
                        .clamp(-f64::from(i16::MAX), f64::from(i16::MAX)) as i16
                })
                .collect(),
        );
        start = weights;
    }
    Compact { stages }
}

/// Full-batch Adam on the squared error of `rows` (each `width` feature slots,
/// every feature worth 1) against `targets`, from `weights`: the fitted weights
/// (in discs) and the root mean squared error.
fn adam(
    rows: &[u32],
    width: usize,
    targets: &[f64],
    mut weights: Vec<f64>,
    iterations: u32,
) -> (Vec<f64>, f64) {
    let n = targets.len();
    if n == 0 || width == 0 {
        return (weights, 0.0);
    }
    let (beta1, beta2, epsilon) = (0.9f64, 0.999f64, 1e-8);
    let rate = 0.05;
    let mut m = vec![0f64; weights.len()];
    let mut v = vec![0f64; weights.len()];
    let mut gradient = vec![0f64; weights.len()];
    let mut touched = vec![false; weights.len()];
    for &f in rows {
        touched[f as usize] = true;
    }
    let mut error = 0.0;
    for t in 1..=iterations.max(1) {
        gradient.iter_mut().for_each(|g| *g = 0.0);
        let mut squared = 0.0;
        for (row, &target) in rows.chunks_exact(width).zip(targets) {
            let predicted: f64 = row.iter().map(|&f| weights[f as usize]).sum();
            let diff = predicted - target;
            squared += diff * diff;
            for &f in row {
                gradient[f as usize] += diff;
            }
        }
        error = (squared / n as f64).sqrt();
        // The step shrinks linearly to a tenth over the run.
        let step = rate * (1.0 - 0.9 * f64::from(t - 1) / f64::from(iterations.max(1)));
        let (c1, c2) = (1.0 - beta1.powi(t as i32), 1.0 - beta2.powi(t as i32));
        for k in 0..weights.len() {
            if !touched[k] {
                continue;
            }
            let g = gradient[k] / n as f64 + PENALTY * weights[k];
            m[k] = beta1 * m[k] + (1.0 - beta1) * g;
            v[k] = beta2 * v[k] + (1.0 - beta2) * g * g;
            weights[k] -= step * (m[k] / c1) / ((v[k] / c2).sqrt() + epsilon);
        }
    }
    (weights, error)
}
