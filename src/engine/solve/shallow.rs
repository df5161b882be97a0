//! The last few empty squares: no move generation, each empty square tried
//! directly, squares in regions with an odd number of empties first. A null
//! window (the search everywhere but on the principal variation) goes down to
//! the specialised solvers of `last.rs` at four empty squares; a wider window
//! stays here, the last two empty squares played out without a recursive call.

use super::Solver;
use super::flips::last_flip_count;
use super::last::sorted_four;
use super::stability::score_ceiling;
use crate::engine::bitboard::{C_SQUARES, X_SQUARES};
use crate::engine::cpu::Cpu;

/// The four 4x4 quarters of the board.
const QUADRANTS: [u64; 4] = [
    0x0000_0000_0f0f_0f0f,
    0x0000_0000_f0f0_f0f0,
    0x0f0f_0f0f_0000_0000,
    0xf0f0_f0f0_0000_0000,
];

/// The squares next to a corner (X- and C-squares): a move there tends to give
/// the corner away, so it is tried after the others of its region.
pub(super) const NEAR_CORNERS: u64 = X_SQUARES | C_SQUARES;

/// For each square, the squares next to it: a move there flips nothing unless
/// one of them holds an opponent disc.
const NEIGHBOURS: [u64; 64] = build_neighbours();

const fn build_neighbours() -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut index = 0;
    while index < 64 {
        let bit = 1u64 << index;
        let sideways =
            bit | ((bit << 1) & 0xfefe_fefe_fefe_fefe) | ((bit >> 1) & 0x7f7f_7f7f_7f7f_7f7f);
        table[index] = (sideways | (sideways << 8) | (sideways >> 8)) & !bit;
        index += 1;
    }
    table
}

/// The discs `player` flips on the empty square `index`, zero when the move is not legal.
#[inline(always)]
pub(super) fn flips_at(cpu: impl Cpu, player: u64, opponent: u64, index: u8) -> u64 {
    if NEIGHBOURS[index as usize] & opponent == 0 {
        return 0;
    }
    cpu.flips(player, opponent, index)
}

/// The quarters of the board holding an odd number of the squares of `empty`.
#[inline(always)]
pub(super) fn odd_quarters(empty: u64) -> u64 {
    QUADRANTS
        .iter()
        .filter(|&&q| (empty & q).count_ones() % 2 == 1)
        .fold(0, |acc, q| acc | q)
}

/// The squares of `empty` in the order they are tried, as four sets: in the
/// quarters of the board holding an odd number of them first, and in each the
/// squares away from the corners before those next to one.
#[inline(always)]
fn parity_order(empty: u64) -> [u64; 4] {
    let odd = odd_quarters(empty);
    [
        empty & odd & !NEAR_CORNERS,
        empty & odd & NEAR_CORNERS,
        empty & !odd & !NEAR_CORNERS,
        empty & !odd & NEAR_CORNERS,
    ]
}

impl<C: Cpu> Solver<C> {
    /// The null-window search from 5 empty squares to `SORT_MIN_EMPTIES`: whether the score is
    /// above `alpha`, as a fail-soft bound.
    #[inline(always)]
    pub(super) fn nws_shallow(
        &mut self,
        player: u64,
        opponent: u64,
        alpha: i32,
        passed: bool,
    ) -> i32 {
        self.visited += 1;
        let empty = !(player | opponent);
        let empties = empty.count_ones();
        let ceiling = score_ceiling(player, opponent, empties, alpha);
        if ceiling <= alpha {
            return ceiling;
        }
        let mut best = -65;
        for mut squares in parity_order(empty) {
            while squares != 0 {
                let index = squares.trailing_zeros() as u8;
                squares &= squares - 1;
                let flipped = flips_at(self.cpu, player, opponent, index);
                if flipped == 0 {
                    continue;
                }
                let (p, o) = (opponent & !flipped, player | flipped | (1u64 << index));
                let score = if empties == 5 {
                    -self.last_four(p, o, -alpha - 1, sorted_four(!(p | o)))
                } else {
                    -self.run_nws_shallow(p, o, -alpha - 1, false)
                };
                if score > alpha {
                    return score;
                }
                best = best.max(score);
            }
        }
        if best == -65 {
            if passed {
                return self.final_score(player, opponent);
            }
            return -self.run_nws_shallow(opponent, player, -alpha - 1, true);
        }
        best
    }

    /// Fail-soft alpha-beta from 3 empty squares to `SORT_MIN_EMPTIES` (as [`Solver::search_deep`]).
    /// The reference the null-window solvers are tested against.
    #[inline(always)]
    pub(super) fn search_shallow(
        &mut self,
        player: u64,
        opponent: u64,
        mut alpha: i32,
        mut beta: i32,
        passed: bool,
    ) -> i32 {
        let empty = !(player | opponent);
        let ceiling = score_ceiling(player, opponent, empty.count_ones(), alpha);
        if ceiling <= alpha {
            return ceiling;
        }
        self.visited += 1;
        beta = beta.min(ceiling);
        let last_two = empty.count_ones() == 3;
        let mut best = -65;
        for mut squares in parity_order(empty) {
            while squares != 0 {
                let index = squares.trailing_zeros() as u8;
                squares &= squares - 1;
                let flipped = flips_at(self.cpu, player, opponent, index);
                if flipped == 0 {
                    continue;
                }
                let (p, o) = (opponent & !flipped, player | flipped | (1u64 << index));
                let score = if last_two {
                    -self.last_two(p, o, -beta, -alpha)
                } else {
                    -self.run_shallow(p, o, -beta, -alpha, false)
                };
                if score > best {
                    if score >= beta {
                        return score;
                    }
                    best = score;
                    alpha = alpha.max(score);
                }
            }
        }
        if best == -65 {
            // No move: pass, or the game is over.
            if passed {
                return self.final_score(player, opponent);
            }
            return -self.run_shallow(opponent, player, -beta, -alpha, true);
        }
        best
    }

    /// The score with two empty squares left: exact, or a bound beyond the window
    /// (alpha, beta) when the search stops early.
    #[inline(always)]
    pub(super) fn last_two(&mut self, player: u64, opponent: u64, alpha: i32, beta: i32) -> i32 {
        self.visited += 1;
        let empty = !(player | opponent);
        let first = empty.trailing_zeros() as u8;
        let second = (63 - empty.leading_zeros()) as u8;
        if let Some(score) = self.best_of_two(player, opponent, first, second, beta) {
            return score;
        }
        match self.best_of_two(opponent, player, first, second, -alpha) {
            Some(score) => -score,
            None => self.final_score(player, opponent),
        }
    }

    /// `player`'s best score on the two empty squares `a` and `b` (stopping once
    /// one reaches `beta`), or `None` when `player` can play on neither.
    #[inline(always)]
    fn best_of_two(&mut self, player: u64, opponent: u64, a: u8, b: u8, beta: i32) -> Option<i32> {
        let mut best = None;
        let flipped = flips_at(self.cpu, player, opponent, a);
        if flipped != 0 {
            let score = -self.last_empty(opponent & !flipped, player | flipped | (1u64 << a), b);
            if score >= beta {
                return Some(score);
            }
            best = Some(score);
        }
        let flipped = flips_at(self.cpu, player, opponent, b);
        if flipped != 0 {
            let score = -self.last_empty(opponent & !flipped, player | flipped | (1u64 << b), a);
            best = Some(best.map_or(score, |s: i32| s.max(score)));
        }
        best
    }

    /// The exact score with one empty square left, from `player`'s side.
    #[inline(always)]
    pub(super) fn last_empty(&mut self, player: u64, opponent: u64, index: u8) -> i32 {
        // Every score is above -65, so the bound below is never taken.
        self.last_empty_nws(player, opponent, -65, index)
    }

    /// The search with the one empty square `index` left, as a null window
    /// above `alpha` asks it: the exact score, except when `player` cannot
    /// move there and the score cannot rise above `alpha`: then, without
    /// counting the opponent's move, an upper bound that is not above `alpha`
    /// (fail-soft).
    #[inline(always)]
    pub(super) fn last_empty_nws(
        &mut self,
        player: u64,
        opponent: u64,
        alpha: i32,
        index: u8,
    ) -> i32 {
        self.visited += 1;
        // `player`'s discs and the square, against the others'. A move there
        // scores above it; a pass, at most it: the opponent flips some of
        // `player`'s discs or nobody can move and the square goes to one side
        // or neither.
        let score = 2 * player.count_ones() as i32 - 62;
        let flipped = last_flip_count(player, index) as i32;
        if flipped != 0 {
            return score + 2 * flipped;
        }
        if score <= alpha {
            return score;
        }
        let flipped = last_flip_count(opponent, index) as i32;
        if flipped != 0 {
            return score - 2 - 2 * flipped;
        }
        self.final_score(player, opponent)
    }
}
