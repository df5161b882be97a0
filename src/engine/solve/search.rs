//! The search from 7 empty squares up: the stability bound, the table from 8 up
//! (and, from 10, the table asked about every move's result), then the moves in
//! order, principal variation search.

use super::order::MoveOrder;
use super::stability::score_ceiling;
use super::{SORT_MIN_EMPTIES, Solver, TABLE_MIN_EMPTIES};
use crate::engine::cpu::Cpu;

/// From this many empty squares up, moves are ordered by a short look-ahead,
const LOOK_AHEAD_MIN_EMPTIES: u32 = 16;
/// ... and from this many up where the window is open (the principal variation).
const LOOK_AHEAD_PV_MIN_EMPTIES: u32 = 10;
/// From this many empty squares up, the table is asked about every move's result
/// before any is searched.
const TRANSPOSITION_CUTOFF_MIN_EMPTIES: u32 = 10;

impl<C: Cpu> Solver<C> {
    /// Fail-soft alpha-beta: the exact score when it lies strictly inside
    /// (alpha, beta); otherwise a bound beyond the side of the window it fell
    /// (at most alpha: an upper bound; at least beta: a lower bound).
    #[inline(always)]
    pub(super) fn search_deep(
        &mut self,
        player: u64,
        opponent: u64,
        mut alpha: i32,
        mut beta: i32,
        passed: bool,
    ) -> i32 {
        // Past its limit the search unwinds at once; its answer is then not used.
        self.nodes += 1;
        if self.nodes > self.limit {
            return alpha;
        }
        let moves = self.cpu.legal_moves(player, opponent);
        if moves == 0 {
            if passed || self.cpu.legal_moves(opponent, player) == 0 {
                return self.final_score(player, opponent);
            }
            return -self.run_deep(opponent, player, -beta, -alpha, true);
        }
        let empties = (!(player | opponent)).count_ones();
        let ceiling = score_ceiling(player, opponent, empties, alpha);
        if ceiling <= alpha {
            return ceiling;
        }
        beta = beta.min(ceiling);
        let mut first = 64u8;
        if empties >= TABLE_MIN_EMPTIES
            && let Some(e) = self.table.probe(player, opponent)
        {
            let (lower, upper) = (i32::from(e.lower), i32::from(e.upper));
            if lower >= beta || lower == upper {
                return lower;
            }
            if upper <= alpha {
                return upper;
            }
            alpha = alpha.max(lower);
            beta = beta.min(upper);
            first = e.best;
        }
        if empties >= TRANSPOSITION_CUTOFF_MIN_EMPTIES
            && let Some(score) = self.transposition_cutoff(player, opponent, moves, beta)
        {
            return score;
        }
        let (best, best_move) = self.search_sorted(player, opponent, moves, alpha, beta, first);
        if empties >= TABLE_MIN_EMPTIES {
            self.table
                .store(player, opponent, alpha, beta, best, best_move);
        }
        best
    }

    /// Tries the table's move (`first`, 64 = none) first, then the rest in
    /// [`MoveOrder`]; the first child gets the full window, the rest a null window
    /// first (principal variation search). Returns the score (fail-soft) and the
    /// move that reached it (64 when every move failed low).
    #[inline(always)]
    fn search_sorted(
        &mut self,
        player: u64,
        opponent: u64,
        moves: u64,
        mut alpha: i32,
        beta: i32,
        first: u8,
    ) -> (i32, u8) {
        let deeper = (!(player | opponent)).count_ones() > SORT_MIN_EMPTIES;
        let child = |solver: &mut Self, p: u64, o: u64, alpha: i32, beta: i32| {
            if deeper {
                -solver.run_deep(p, o, -beta, -alpha, false)
            } else {
                -solver.run_shallow(p, o, -beta, -alpha, false)
            }
        };
        let (mut best, mut best_move) = (-65, 64);
        let mut rest = moves;
        // The table's move first, before the others are ordered: it often ends
        // the search alone.
        if first < 64 && moves & (1u64 << first) != 0 {
            rest &= !(1u64 << first);
            let flipped = self.cpu.flips(player, opponent, first);
            let (p, o) = (opponent & !flipped, player | flipped | (1u64 << first));
            best = child(self, p, o, alpha, beta);
            if best > alpha {
                best_move = first;
                if best >= beta || rest == 0 {
                    return (best, best_move);
                }
                alpha = best;
            }
        }
        if rest == 0 {
            return (best, best_move);
        }
        let empties = (!(player | opponent)).count_ones();
        let look = empties >= LOOK_AHEAD_MIN_EMPTIES
            || (beta - alpha > 1 && empties >= LOOK_AHEAD_PV_MIN_EMPTIES);
        let order = MoveOrder::new(self.cpu, player, opponent, rest, look);
        let mut searched = rest != moves;
        for square in order {
            let flipped = self.cpu.flips(player, opponent, square);
            let (p, o) = (opponent & !flipped, player | flipped | (1u64 << square));
            let score = if !searched {
                searched = true;
                child(self, p, o, alpha, beta)
            } else {
                // Above the null window the probe is a lower bound: search again
                // from just below it.
                let probe = child(self, p, o, alpha, alpha + 1);
                if probe > alpha && probe < beta {
                    child(self, p, o, probe - 1, beta)
                } else {
                    probe
                }
            };
            if score > best {
                best = score;
                if score > alpha {
                    best_move = square;
                    if score >= beta {
                        break;
                    }
                    alpha = score;
                }
            }
        }
        (best, best_move)
    }

    /// Enhanced transposition cutoff: a move whose resulting position the table
    /// already bounds at or above `beta` (from our side) ends the search at once.
    #[inline(always)]
    fn transposition_cutoff(
        &self,
        player: u64,
        opponent: u64,
        mut moves: u64,
        beta: i32,
    ) -> Option<i32> {
        while moves != 0 {
            let square = moves.trailing_zeros() as u8;
            moves &= moves - 1;
            let flipped = self.cpu.flips(player, opponent, square);
            let (p, o) = (opponent & !flipped, player | flipped | (1u64 << square));
            if let Some(e) = self.table.probe(p, o)
                && -i32::from(e.upper) >= beta
            {
                return Some(-i32::from(e.upper));
            }
        }
        None
    }
}
