//! The exact endgame solver: the final disc difference with perfect play from both
//! sides, by alpha-beta search to the end of the game, with fastest-first move
//! ordering and a transposition table of score bounds.

use super::bitboard::{Bitboard, flips, legal_moves};
use super::board::{Board, Scoring};

/// The final disc difference for the side to move of `board` when both sides play
/// perfectly, counted under `scoring`.
pub fn solve(board: &Board, scoring: Scoring) -> i32 {
    let mut solver = Solver::new(scoring);
    solver.search(board.player().0, board.opponent().0, -65, 65, false)
}

/// The exact score (as [`solve`]) and every move that reaches it. With no legal
/// move the set is empty and the score is that of passing (or of the finished game).
pub fn best_moves(board: &Board, scoring: Scoring) -> (i32, Bitboard) {
    let mut solver = Solver::new(scoring);
    let (player, opponent) = (board.player().0, board.opponent().0);
    let best = solver.search(player, opponent, -65, 65, false);
    let set = solver.moves_where(player, opponent, |solver, p, o| {
        // The child is searched in a window around `best`: exact inside it, and
        // no move can score above `best`.
        -solver.search(p, o, -(best + 1), -(best - 1), false) == best
    });
    (best, set)
}

/// Every move that wins (final difference above zero) with perfect play.
pub fn winning_moves(board: &Board, scoring: Scoring) -> Bitboard {
    let mut solver = Solver::new(scoring);
    solver.moves_where(board.player().0, board.opponent().0, |solver, p, o| {
        // A null window at zero: the opponent's best is below zero exactly when we win.
        solver.search(p, o, -1, 0, false) < 0
    })
}

/// Below this many empty squares the table is not consulted: the search there is
/// cheaper than the lookup.
const TABLE_MIN_EMPTIES: u32 = 7;
/// Below this many empty squares moves are not sorted by the opponent's mobility.
const SORT_MIN_EMPTIES: u32 = 6;
const TABLE_BITS: u32 = 20;

#[derive(Clone, Copy, Default)]
struct Entry {
    player: u64,
    opponent: u64,
    lower: i8,
    upper: i8,
}

struct Solver {
    scoring: Scoring,
    table: Vec<Entry>,
}

impl Solver {
    fn new(scoring: Scoring) -> Solver {
        Solver {
            scoring,
            table: Vec::new(),
        }
    }

    fn moves_where(
        &mut self,
        player: u64,
        opponent: u64,
        mut keep: impl FnMut(&mut Solver, u64, u64) -> bool,
    ) -> Bitboard {
        let mut set = 0u64;
        let mut moves = legal_moves(player, opponent);
        while moves != 0 {
            let index = moves.trailing_zeros() as u8;
            moves &= moves - 1;
            let flipped = flips(player, opponent, index);
            let (p, o) = (opponent & !flipped, player | flipped | (1u64 << index));
            if keep(self, p, o) {
                set |= 1u64 << index;
            }
        }
        Bitboard(set)
    }

    fn final_score(&self, player: u64, opponent: u64) -> i32 {
        let diff = player.count_ones() as i32 - opponent.count_ones() as i32;
        let empty = (!(player | opponent)).count_ones() as i32;
        match self.scoring {
            Scoring::Discs => diff,
            Scoring::EmptiesToWinner => diff + diff.signum() * empty,
        }
    }

    fn slot(&mut self, player: u64, opponent: u64) -> usize {
        if self.table.is_empty() {
            self.table = vec![Entry::default(); 1 << TABLE_BITS];
        }
        let h = (player.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ opponent.wrapping_mul(0xC2B2_AE3D_27D4_EB4F))
        .rotate_left(29);
        (h >> (64 - TABLE_BITS)) as usize
    }

    /// Fail-hard alpha-beta: the exact score when it lies strictly inside
    /// (alpha, beta); otherwise a bound on the same side of the window.
    fn search(
        &mut self,
        player: u64,
        opponent: u64,
        mut alpha: i32,
        mut beta: i32,
        passed: bool,
    ) -> i32 {
        let moves = legal_moves(player, opponent);
        if moves == 0 {
            if passed || legal_moves(opponent, player) == 0 {
                return self.final_score(player, opponent).clamp(alpha, beta);
            }
            return -self.search(opponent, player, -beta, -alpha, true);
        }
        let empties = (!(player | opponent)).count_ones();
        let mut slot = None;
        if empties >= TABLE_MIN_EMPTIES {
            let i = self.slot(player, opponent);
            let e = self.table[i];
            if e.player == player && e.opponent == opponent {
                alpha = alpha.max(i32::from(e.lower));
                beta = beta.min(i32::from(e.upper));
                if alpha >= beta {
                    return alpha;
                }
            }
            slot = Some(i);
        }
        let (start_alpha, start_beta) = (alpha, beta);
        let best = if empties >= SORT_MIN_EMPTIES {
            self.search_sorted(player, opponent, moves, alpha, beta)
        } else {
            self.search_plain(player, opponent, moves, alpha, beta)
        };
        if let Some(i) = slot {
            let e = &mut self.table[i];
            if e.player != player || e.opponent != opponent {
                *e = Entry {
                    player,
                    opponent,
                    lower: -64,
                    upper: 64,
                };
            }
            if best > start_alpha && best < start_beta {
                e.lower = best as i8;
                e.upper = best as i8;
            } else if best >= start_beta {
                e.lower = e.lower.max(best as i8);
            } else {
                e.upper = e.upper.min(best as i8);
            }
        }
        best
    }

    fn search_plain(
        &mut self,
        player: u64,
        opponent: u64,
        mut moves: u64,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        while moves != 0 {
            let index = moves.trailing_zeros() as u8;
            moves &= moves - 1;
            let flipped = flips(player, opponent, index);
            let score = -self.search(
                opponent & !flipped,
                player | flipped | (1u64 << index),
                -beta,
                -alpha,
                false,
            );
            if score >= beta {
                return beta;
            }
            alpha = alpha.max(score);
        }
        alpha
    }

    /// Tries the moves that leave the opponent the fewest replies first.
    fn search_sorted(
        &mut self,
        player: u64,
        opponent: u64,
        mut moves: u64,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        let mut children: [(u32, u64, u64); 32] = [(0, 0, 0); 32];
        let mut n = 0;
        while moves != 0 && n < children.len() {
            let index = moves.trailing_zeros() as u8;
            moves &= moves - 1;
            let flipped = flips(player, opponent, index);
            let (p, o) = (opponent & !flipped, player | flipped | (1u64 << index));
            let corner = u32::from((1u64 << index) & 0x8100_0000_0000_0081 != 0);
            let mobility = legal_moves(p, o).count_ones() * 2 + 2 - 2 * corner;
            children[n] = (mobility, p, o);
            n += 1;
        }
        let children = &mut children[..n];
        children.sort_unstable_by_key(|c| c.0);
        for &(_, p, o) in children.iter() {
            let score = -self.search(p, o, -beta, -alpha, false);
            if score >= beta {
                return beta;
            }
            alpha = alpha.max(score);
        }
        alpha
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::parse_board_string;

    #[test]
    fn a_finished_game_scores_its_disc_difference() {
        // Black has 3 discs, white none: a wipe-out with 61 empties.
        let board = parse_board_string(&format!("XXX{} X", "-".repeat(61))).unwrap();
        assert_eq!(solve(&board, Scoring::Discs), 3);
        assert_eq!(solve(&board, Scoring::EmptiesToWinner), 64);
    }

    #[test]
    fn one_empty_square_left_is_played_out() {
        // h8 empty; black to move and h8 flips g8 (white) closed by f8 (black).
        let mut squares = "O".repeat(61);
        squares.push_str("XO-");
        let board = parse_board_string(&format!("{squares} X")).unwrap();
        // After h8: black f8, g8, h8 = 3 discs, white 61: difference -58.
        let (score, moves) = best_moves(&board, Scoring::Discs);
        assert_eq!(score, -58);
        assert_eq!(crate::engine::list_squares(moves), "h8");
        assert!(winning_moves(&board, Scoring::Discs).is_empty());
    }
}
