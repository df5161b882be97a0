//! Null-window solvers for the last four empty squares: the squares handed
//! down in an array, sorted by parity (squares alone in their quarter of the
//! board first) and kind (next to a corner last), each tried without generating
//! moves; one function for each number of empty squares, and a pass played out
//! without a recursive call.

use super::Solver;
use super::shallow::{NEAR_CORNERS, flips_at};
use super::stability::score_ceiling;
use crate::engine::cpu::Cpu;

/// The quarter of the board (0-3) a square lies in.
#[inline(always)]
const fn quadrant(square: u8) -> u8 {
    ((square >> 2) & 1) | ((square >> 4) & 2)
}

/// The position after `player` plays on `square` flipping `flipped`, the
/// opponent to move.
#[inline(always)]
const fn after(player: u64, opponent: u64, square: u8, flipped: u64) -> (u64, u64) {
    (opponent & !flipped, player | flipped | (1u64 << square))
}

/// The four empty squares of `empty` in the order they are tried: the quarters
/// holding an odd number of them first, then the squares away from the corners.
#[inline(always)]
pub(super) fn sorted_four(empty: u64) -> [u8; 4] {
    let squares: [u8; 4] = squares_of(empty);
    let mut counts = [0u8; 4];
    for &s in &squares {
        counts[quadrant(s) as usize] += 1;
    }
    // The key above the square's index, then a sorting network of five
    // compare-and-swaps.
    let mut keyed = squares.map(|s| {
        let even = u8::from(counts[quadrant(s) as usize] % 2 == 0);
        let near = u8::from(NEAR_CORNERS & (1u64 << s) != 0);
        (2 * even + near) << 6 | s
    });
    for (i, j) in [(0, 1), (2, 3), (0, 2), (1, 3), (1, 2)] {
        let (low, high) = (keyed[i].min(keyed[j]), keyed[i].max(keyed[j]));
        (keyed[i], keyed[j]) = (low, high);
    }
    keyed.map(|k| k & 63)
}

/// The three empty squares of `empty` in the order they are tried (as [`sorted_three`]).
#[inline(always)]
pub(super) fn sorted_three_of(empty: u64) -> [u8; 3] {
    sorted_three(squares_of(empty))
}

/// The first `N` squares of `empty`, lowest index first.
#[inline(always)]
fn squares_of<const N: usize>(empty: u64) -> [u8; N] {
    let mut squares = [0u8; N];
    let mut rest = empty;
    for square in &mut squares {
        *square = rest.trailing_zeros() as u8 & 63;
        rest &= rest.wrapping_sub(1);
    }
    squares
}

/// The three `squares` with a square alone in its quarter put before a pair
/// sharing one (with three squares, only that case has an even quarter).
#[inline(always)]
fn sorted_three([a, b, c]: [u8; 3]) -> [u8; 3] {
    let (qa, qb, qc) = (quadrant(a), quadrant(b), quadrant(c));
    if qa == qb && qb != qc {
        [c, a, b]
    } else if qa == qc && qa != qb {
        [b, a, c]
    } else {
        [a, b, c]
    }
}

impl<C: Cpu> Solver<C> {
    /// The null-window search with four empty squares, `squares` in the order
    /// of [`sorted_four`]: whether the score is above `alpha`, as a fail-soft
    /// bound (above `alpha`, at most the score; otherwise at least the score).
    #[inline(always)]
    pub(super) fn last_four(
        &mut self,
        player: u64,
        opponent: u64,
        alpha: i32,
        squares: [u8; 4],
    ) -> i32 {
        self.visited += 1;
        let ceiling = score_ceiling(player, opponent, 4, alpha);
        if ceiling <= alpha {
            return ceiling;
        }
        if let Some(score) = self.four_moves(player, opponent, alpha, squares) {
            return score;
        }
        self.visited += 1;
        match self.four_moves(opponent, player, -alpha - 1, squares) {
            Some(score) => -score,
            None => self.final_score(player, opponent),
        }
    }

    /// `player`'s best null-window score over its moves on the four `squares`,
    /// `None` when it has none.
    #[inline(always)]
    fn four_moves(
        &mut self,
        player: u64,
        opponent: u64,
        alpha: i32,
        squares: [u8; 4],
    ) -> Option<i32> {
        let [a, b, c, d] = squares;
        let mut best = None;
        for (square, rest) in [
            (a, [b, c, d]),
            (b, [a, c, d]),
            (c, [a, b, d]),
            (d, [a, b, c]),
        ] {
            let flipped = flips_at(self.cpu, player, opponent, square);
            if flipped == 0 {
                continue;
            }
            let (p, o) = after(player, opponent, square, flipped);
            let score = -self.run_last_three(p, o, -alpha - 1, sorted_three(rest));
            if score > alpha {
                return Some(score);
            }
            best = best.max(Some(score));
        }
        best
    }

    /// [`Solver::last_three`] compiled for the solver's processor, out of line.
    #[inline(always)]
    pub(super) fn run_last_three(
        &mut self,
        player: u64,
        opponent: u64,
        alpha: i32,
        squares: [u8; 3],
    ) -> i32 {
        let cpu = self.cpu;
        cpu.run(
            #[inline(always)]
            move || self.last_three(player, opponent, alpha, squares),
        )
    }

    /// The null-window search with the three empty `squares` left (as
    /// [`Solver::last_four`]).
    #[inline(always)]
    pub(super) fn last_three(
        &mut self,
        player: u64,
        opponent: u64,
        alpha: i32,
        squares: [u8; 3],
    ) -> i32 {
        self.visited += 1;
        if let Some(score) = self.three_moves(player, opponent, alpha, squares) {
            return score;
        }
        self.visited += 1;
        match self.three_moves(opponent, player, -alpha - 1, squares) {
            Some(score) => -score,
            None => self.final_score(player, opponent),
        }
    }

    /// `player`'s best null-window score over its moves on the three `squares`.
    #[inline(always)]
    fn three_moves(
        &mut self,
        player: u64,
        opponent: u64,
        alpha: i32,
        squares: [u8; 3],
    ) -> Option<i32> {
        let [a, b, c] = squares;
        let mut best = None;
        for (square, x, y) in [(a, b, c), (b, a, c), (c, a, b)] {
            let flipped = flips_at(self.cpu, player, opponent, square);
            if flipped == 0 {
                continue;
            }
            let (p, o) = after(player, opponent, square, flipped);
            // Inlined here rather than called out of line (through
            // `Cpu::run`): 0.9% fewer instructions on FFO #44 and #47.
            let score = -self.last_two_nws(p, o, -alpha - 1, x, y);
            if score > alpha {
                return Some(score);
            }
            best = best.max(Some(score));
        }
        best
    }

    /// The null-window search with the two empty squares `x` and `y` left.
    #[inline(always)]
    fn last_two_nws(&mut self, player: u64, opponent: u64, alpha: i32, x: u8, y: u8) -> i32 {
        self.visited += 1;
        if let Some(score) = self.two_moves(player, opponent, alpha, x, y) {
            return score;
        }
        self.visited += 1;
        match self.two_moves(opponent, player, -alpha - 1, x, y) {
            Some(score) => -score,
            None => self.final_score(player, opponent),
        }
    }

    /// `player`'s best null-window score over its moves on `x` and `y`.
    #[inline(always)]
    fn two_moves(&mut self, player: u64, opponent: u64, alpha: i32, x: u8, y: u8) -> Option<i32> {
        let mut best = None;
        let flipped = flips_at(self.cpu, player, opponent, x);
        if flipped != 0 {
            let (p, o) = after(player, opponent, x, flipped);
            let score = -self.last_empty_nws(p, o, -alpha - 1, y);
            if score > alpha {
                return Some(score);
            }
            best = Some(score);
        }
        let flipped = flips_at(self.cpu, player, opponent, y);
        if flipped != 0 {
            let (p, o) = after(player, opponent, y, flipped);
            return best.max(Some(-self.last_empty_nws(p, o, -alpha - 1, x)));
        }
        best
    }
}
