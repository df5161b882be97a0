//! Probable cutoffs: before a large endgame is solved exactly, it is solved
//! at rising levels of confidence, where a null-window node whose shallow
//! search, scored with the trained evaluation, says (with that confidence)
//! that its score lies beyond the window is cut off at once (Buro's
//! ProbCut, as the strong engines solve). Each level leaves best moves in the
//! table and a score at the root, so the exact search that follows tries
//! first the moves the cheaper searches found, around their score.
//!
//! The exact search never trusts a bound found by a selective one (the table
//! keeps the level of every bound), so the final answer stays exact whatever
//! these numbers are; they only decide how much the earlier levels save.
//!
//! The error of a `d`-ply evaluated search, as a predictor of the exact final
//! difference, was measured by `probcut_fit` below (positions of 10 to 20
//! empty squares from 120 seeded self-play games, scored by the solver;
//! `cargo test --release --lib probcut_fit -- --ignored --nocapture`): its
//! spread hardly depends on the number of empty squares, and an odd depth,
//! which ends on the opponent's move, underrates the side to move. The
//! levels, the depths and where each starts were then chosen by the
//! positions visited on FFO #40-#49 (`cargo bench --bench solve`): two
//! levels at 0.7 and 1.4 deviations visit 34% fewer positions in all than
//! the exact search alone; one level, three, or levels at 1.1, 1.5 and 2.0
//! save less.

use super::Solver;
use super::evaluated;
use crate::engine::cpu::Cpu;
use crate::engine::eval::PatternWeights;

/// The confidence of each selective level, in standard deviations of the
/// shallow search's error: a node is cut when its shallow score lies this
/// far beyond the window. The level after the last is exact.
const CONFIDENCE: [f64; 2] = [0.7, 1.4];
/// The level of an exact search.
pub(super) const EXACT: u8 = CONFIDENCE.len() as u8;
/// Probable cutoffs are tried at null-window nodes of this many empty
/// squares or more, ...
const MIN_EMPTIES: u32 = 8;
/// ... on the evaluation alone below this many, ...
const SHALLOW_MIN_EMPTIES: u32 = 12;
/// ... by a search two plies deep below this many, and four plies from it.
const DEEPER_MIN_EMPTIES: u32 = 18;
/// An endgame is solved at the selective levels first from this many empty
/// squares up.
pub(super) const ITERATE_MIN_EMPTIES: u32 = 20;
/// The error of a search `d` plies deep (index), in discs: its mean (the
/// exact score minus the search's) ...
const BIAS: [f64; 7] = [1.7, -1.8, 1.8, -1.0, 1.5, -0.8, 1.2];
/// ... and its standard deviation.
const SIGMA: [f64; 7] = [10.1, 9.2, 8.5, 7.7, 7.0, 6.4, 5.9];

/// How deep the shallow search of a node of `empties` empty squares looks.
fn depth(empties: u32) -> usize {
    if empties >= DEEPER_MIN_EMPTIES {
        4
    } else if empties >= SHALLOW_MIN_EMPTIES {
        2
    } else {
        0
    }
}

impl<C: Cpu> Solver<C> {
    /// At a selective level, whether the null-window node (`player`,
    /// `opponent`) of `empties` empty squares, searched against `alpha`, is
    /// cut: `Some(bound)` (alpha + 1 above the window, alpha below it) when
    /// its shallow search lies beyond the window by the level's confidence.
    #[inline(always)]
    pub(super) fn probable_cutoff(
        &mut self,
        player: u64,
        opponent: u64,
        empties: u32,
        alpha: i32,
    ) -> Option<i32> {
        if self.level >= EXACT || empties < MIN_EMPTIES {
            return None;
        }
        let weights = PatternWeights::embedded();
        let d = depth(empties);
        let margin = CONFIDENCE[usize::from(self.level)] * SIGMA[d];
        let value = weights.evaluate_on(self.cpu, player, opponent);
        let above = f64::from(value) / 100.0 + BIAS[0] > f64::from(alpha);
        // The shallow search's value (hundredths of a disc) at or above which
        // the node is cut as above the window, or at or below which it is cut
        // as below it.
        let bound = if above {
            (100.0 * (f64::from(alpha + 1) + margin - BIAS[d])).round() as i32
        } else {
            (100.0 * (f64::from(alpha) - margin - BIAS[d])).round() as i32
        };
        let mut looked = 1;
        // A null window just inside the cut side of the bound.
        let (low, high) = if above {
            (bound - 1, bound)
        } else {
            (bound, bound + 1)
        };
        let value = if d == 0 {
            value
        } else {
            evaluated::evaluated(
                self.cpu,
                weights,
                player,
                opponent,
                d as u32,
                low,
                high,
                &mut looked,
            )
        };
        self.visited += looked;
        self.nodes += looked;
        if above {
            (value >= bound).then_some(alpha + 1)
        } else {
            (value <= bound).then_some(alpha)
        }
    }
}

#[cfg(test)]
mod fit {
    use super::super::evaluated::{INFINITY, evaluated};
    use super::{BIAS, SIGMA};
    use crate::engine::board::{Board, Scoring, Status};
    use crate::engine::cpu::Portable;
    use crate::engine::eval::PatternWeights;
    use crate::engine::search::{Budget, Level, Rng, choose};
    use crate::engine::{Move, solve};

    /// Measures the error of each depth again and holds [`BIAS`] and
    /// [`SIGMA`] to it (about 2 minutes).
    #[test]
    #[ignore = "a measurement: cargo test --release --lib probcut_fit -- --ignored --nocapture"]
    #[allow(clippy::print_stderr)] // a measurement shows what it measured
    fn probcut_fit() {
        let weights = PatternWeights::embedded();
        let (lo, hi, depths) = (10u32, 20u32, 7usize);
        // Residuals by number of empty squares, then by depth.
        let mut residuals: Vec<Vec<Vec<f64>>> = vec![vec![Vec::new(); depths]; 64];
        for game in 0..120u64 {
            let mut rng = Rng::stream(7, game);
            let random_plies = 4 + rng.below(27);
            let mut board = Board::start();
            let mut ply = 0;
            loop {
                match board.status() {
                    Status::Over(_) => break,
                    Status::MustPass => {
                        board.pass_unchecked();
                        continue;
                    }
                    Status::Playing => {}
                }
                let n = board.empty().len();
                if n < lo {
                    break;
                }
                if n <= hi {
                    let exact = solve::solve(&board, Scoring::Discs) as f64;
                    for (d, by_depth) in residuals[n as usize].iter_mut().enumerate() {
                        let mut nodes = 0;
                        let v = evaluated(
                            Portable,
                            weights,
                            board.player().0,
                            board.opponent().0,
                            d as u32,
                            -INFINITY,
                            INFINITY,
                            &mut nodes,
                        );
                        by_depth.push(exact - f64::from(v) / 100.0);
                    }
                }
                let square = if ply < random_plies {
                    rng.pick(board.legal_moves())
                } else {
                    match choose(&board, Level::Mobility, &mut rng, Budget::STANDARD) {
                        Move::Play(s) => Some(s),
                        Move::Pass => None,
                    }
                };
                let Some(square) = square.or_else(|| board.legal_moves().squares().next()) else {
                    break;
                };
                let _ = board.try_play(square);
                ply += 1;
            }
        }
        // Mean and deviation over every number of empty squares, depth by depth.
        for (d, (&bias, sigma)) in BIAS.iter().zip(SIGMA).enumerate() {
            let all: Vec<f64> = (lo..=hi)
                .flat_map(|n| residuals[n as usize][d].iter().copied())
                .collect();
            let len = all.len() as f64;
            let mean = all.iter().sum::<f64>() / len;
            let sd = (all.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / len).sqrt();
            eprintln!(
                "depth {d}: mean {mean:+.2} (BIAS {bias:+.2}), deviation {sd:.2} (SIGMA {sigma:.2})"
            );
            assert!((mean - bias).abs() < 0.5, "depth {d}: mean {mean:.2}");
            assert!((sd - sigma).abs() < 0.5, "depth {d}: deviation {sd:.2}");
        }
    }
}
