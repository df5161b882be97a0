//! The exact endgame solver: the final disc difference with perfect play from both
//! sides, by alpha-beta search to the end of the game, with fastest-first move
//! ordering and a transposition table of score bounds.

use super::bitboard::{Bitboard, flips, legal_moves};
use super::board::{Board, Scoring};

/// The final disc difference for the side to move of `board` when both sides play
/// perfectly, counted under `scoring`.
pub fn solve(board: &Board, scoring: Scoring) -> i32 {
    let mut solver = Solver::new(board, scoring);
    solver.search(board.player().0, board.opponent().0, -65, 65, false)
}

/// The exact score (as [`solve`]) and every move that reaches it. With no legal
/// move the set is empty and the score is that of passing (or of the finished game).
pub fn best_moves(board: &Board, scoring: Scoring) -> (i32, Bitboard) {
    let mut solver = Solver::new(board, scoring);
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
    let mut solver = Solver::new(board, scoring);
    solver.moves_where(board.player().0, board.opponent().0, |solver, p, o| {
        // A null window at zero: the opponent's best is below zero exactly when we win.
        solver.search(p, o, -1, 0, false) < 0
    })
}

/// Below this many empty squares the table is not consulted: the search there is
/// cheaper than the lookup.
const TABLE_MIN_EMPTIES: u32 = 8;
/// Below this many empty squares moves are not generated or sorted, but tried
/// square by square.
const SORT_MIN_EMPTIES: u32 = 7;
/// The table has 2^bits entries: more for deeper searches, at most 2^20 (24 MiB).
const TABLE_BITS_MAX: u32 = 20;
const TABLE_BITS_MIN: u32 = 10;

#[derive(Clone, Copy, Default)]
struct Entry {
    player: u64,
    opponent: u64,
    lower: i8,
    upper: i8,
    /// The move that scored best last time (64 = none), tried first next time.
    best: u8,
}

struct Solver {
    scoring: Scoring,
    table: Vec<Entry>,
    table_bits: u32,
}

impl Solver {
    fn new(board: &Board, scoring: Scoring) -> Solver {
        let empties = board.empty().len();
        Solver {
            scoring,
            table: Vec::new(),
            table_bits: (empties + 2).clamp(TABLE_BITS_MIN, TABLE_BITS_MAX),
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
            self.table = vec![Entry::default(); 1 << self.table_bits];
        }
        let h = (player.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ opponent.wrapping_mul(0xC2B2_AE3D_27D4_EB4F))
        .rotate_left(29);
        (h >> (64 - self.table_bits)) as usize
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
        if (!(player | opponent)).count_ones() < SORT_MIN_EMPTIES {
            return self.search_shallow(player, opponent, alpha, beta, passed);
        }
        let moves = legal_moves(player, opponent);
        if moves == 0 {
            if passed || legal_moves(opponent, player) == 0 {
                return self.final_score(player, opponent).clamp(alpha, beta);
            }
            return -self.search(opponent, player, -beta, -alpha, true);
        }
        let empties = (!(player | opponent)).count_ones();
        let mut slot = None;
        let mut first = 64u8;
        if empties >= TABLE_MIN_EMPTIES {
            let i = self.slot(player, opponent);
            let e = self.table[i];
            if e.player == player && e.opponent == opponent {
                alpha = alpha.max(i32::from(e.lower));
                beta = beta.min(i32::from(e.upper));
                if alpha >= beta {
                    return alpha;
                }
                first = e.best;
            }
            slot = Some(i);
        }
        let (start_alpha, start_beta) = (alpha, beta);
        let (best, best_move) = self.search_sorted(player, opponent, moves, alpha, beta, first);
        if let Some(i) = slot {
            let e = &mut self.table[i];
            if e.player != player || e.opponent != opponent {
                *e = Entry {
                    player,
                    opponent,
                    lower: -64,
                    upper: 64,
                    best: 64,
                };
            }
            if best_move < 64 {
                e.best = best_move;
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

    /// Near the end: no move generation, each empty square is tried directly
    /// (squares in regions with an odd number of empties first), and the last
    /// empty square is scored without a search.
    fn search_shallow(
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
                let score = -self.search_shallow(p, o, -beta, -alpha, false);
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
            return -self.search_shallow(opponent, player, -beta, -alpha, true);
        }
        alpha
    }

    /// The exact score with one empty square left, from `player`'s side.
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

    /// Tries the table's move first, then the moves that leave the opponent the
    /// fewest replies; the first child gets the full window, the rest a null
    /// window first (principal variation search). Returns the score and the move
    /// that reached it (64 when every move failed low).
    fn search_sorted(
        &mut self,
        player: u64,
        opponent: u64,
        mut moves: u64,
        mut alpha: i32,
        beta: i32,
        first: u8,
    ) -> (i32, u8) {
        let mut children: [(u32, u8, u64, u64); 32] = [(0, 0, 0, 0); 32];
        let mut n = 0;
        while moves != 0 && n < children.len() {
            let index = moves.trailing_zeros() as u8;
            moves &= moves - 1;
            let flipped = flips(player, opponent, index);
            let (p, o) = (opponent & !flipped, player | flipped | (1u64 << index));
            let key = if index == first {
                0
            } else {
                let corner = u32::from((1u64 << index) & CORNERS != 0);
                let replies = legal_moves(p, o);
                // Fewest replies first; a reply on a corner counts double.
                3 + 4 * (replies.count_ones() + (replies & CORNERS).count_ones()) - 2 * corner
            };
            children[n] = (key, index, p, o);
            n += 1;
        }
        let children = &mut children[..n];
        children.sort_unstable_by_key(|c| c.0);
        let mut best_move = 64;
        for (k, &(_, index, p, o)) in children.iter().enumerate() {
            let score = if k == 0 {
                -self.search(p, o, -beta, -alpha, false)
            } else {
                let probe = -self.search(p, o, -alpha - 1, -alpha, false);
                if probe > alpha && probe < beta {
                    -self.search(p, o, -beta, -probe, false)
                } else {
                    probe
                }
            };
            if score >= beta {
                return (beta, index);
            }
            if score > alpha {
                alpha = score;
                best_move = index;
            }
        }
        (alpha, best_move)
    }
}

/// a1, h1, a8, h8.
const CORNERS: u64 = 0x8100_0000_0000_0081;

/// The four 4x4 quarters of the board.
const QUADRANTS: [u64; 4] = [
    0x0000_0000_0f0f_0f0f,
    0x0000_0000_f0f0_f0f0,
    0x0f0f_0f0f_0000_0000,
    0xf0f0_f0f0_0000_0000,
];

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

    /// Plain minimax to the end, no pruning: the reference the solver must equal.
    fn minimax(board: &Board, scoring: Scoring) -> i32 {
        match board.status() {
            crate::engine::Status::Over(outcome) => {
                let (black, white) = outcome.score(scoring);
                let diff = black as i32 - white as i32;
                if board.to_move() == crate::engine::Color::Black {
                    diff
                } else {
                    -diff
                }
            }
            crate::engine::Status::MustPass => {
                let mut next = *board;
                next.pass_unchecked();
                -minimax(&next, scoring)
            }
            crate::engine::Status::Playing => board
                .legal_moves()
                .squares()
                .map(|sq| {
                    let mut next = *board;
                    next.play(sq);
                    -minimax(&next, scoring)
                })
                .max()
                .unwrap_or(i32::MIN),
        }
    }

    #[test]
    fn the_solver_equals_plain_minimax_on_random_endgames() {
        // Random games from the start, stopped with 9 empty squares; a fixed
        // sequence of choices (a small linear congruential generator) keeps it repeatable.
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize
        };
        for _ in 0..40 {
            let mut board = Board::start();
            while board.empty().len() > 9 {
                let moves: Vec<_> = board.legal_moves().squares().collect();
                if moves.is_empty() {
                    if board.pass().is_err() {
                        break;
                    }
                    continue;
                }
                board.play(moves[next() % moves.len()]);
            }
            for scoring in [Scoring::Discs, Scoring::EmptiesToWinner] {
                let exact = minimax(&board, scoring);
                assert_eq!(solve(&board, scoring), exact);
                let (best, set) = best_moves(&board, scoring);
                assert_eq!(best, exact);
                for sq in board.legal_moves().squares() {
                    let mut child = board;
                    child.play(sq);
                    let score = -minimax(&child, scoring);
                    assert_eq!(set.contains(sq), score == exact, "{sq}");
                    assert_eq!(
                        winning_moves(&board, scoring).contains(sq),
                        score > 0,
                        "{sq}"
                    );
                }
            }
        }
    }
}
