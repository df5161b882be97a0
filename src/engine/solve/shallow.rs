//! The last few empty squares: no move generation, each empty square tried
//! directly, squares in regions with an odd number of empties first, and the last
//! empty square scored without a search.

use super::Solver;
use super::cpu::Cpu;
use crate::engine::bitboard::flips;

/// The four 4x4 quarters of the board.
const QUADRANTS: [u64; 4] = [
    0x0000_0000_0f0f_0f0f,
    0x0000_0000_f0f0_f0f0,
    0x0f0f_0f0f_0000_0000,
    0xf0f0_f0f0_0000_0000,
];

impl<C: Cpu> Solver<C> {
    /// Fail-hard alpha-beta below 7 empty squares (as [`Solver::search_deep`]).
    #[inline(always)]
    pub(super) fn search_shallow(
        &mut self,
        player: u64,
        opponent: u64,
        mut alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        let empty = !(player | opponent);
        if empty.count_ones() == 1 {
            return self
                .last_empty(player, opponent, empty.trailing_zeros() as u8)
                .clamp(alpha, beta);
        }
        let odd = QUADRANTS
            .iter()
            .filter(|&&q| (empty & q).count_ones() % 2 == 1)
            .fold(0, |acc, q| acc | q);
        let cpu = self.cpu;
        let mut any_move = false;
        for mut squares in [empty & odd, empty & !odd] {
            while squares != 0 {
                let index = squares.trailing_zeros() as u8;
                squares &= squares - 1;
                let flipped = flips(player, opponent, index);
                if flipped == 0 {
                    continue;
                }
                any_move = true;
                let (p, o) = (opponent & !flipped, player | flipped | (1u64 << index));
                let score = -cpu.shallow(self, p, o, -beta, -alpha, false);
                if score >= beta {
                    return beta;
                }
                alpha = alpha.max(score);
            }
        }
        if !any_move {
            if passed {
                return self.final_score(player, opponent).clamp(alpha, beta);
            }
            return -cpu.shallow(self, opponent, player, -beta, -alpha, true);
        }
        alpha
    }

    /// The exact score with one empty square left, from `player`'s side.
    #[inline(always)]
    fn last_empty(&self, player: u64, opponent: u64, index: u8) -> i32 {
        let flipped = flips(player, opponent, index);
        if flipped != 0 {
            let mine = (player | flipped).count_ones() as i32 + 1;
            return 2 * mine - 64;
        }
        let flipped = flips(opponent, player, index);
        if flipped != 0 {
            let theirs = (opponent | flipped).count_ones() as i32 + 1;
            return 64 - 2 * theirs;
        }
        self.final_score(player, opponent)
    }
}
