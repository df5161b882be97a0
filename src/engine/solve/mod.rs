//! The exact endgame solver: the final disc difference with perfect play from both
//! sides, by fail-soft alpha-beta (principal variation search) to the end of the
//! game.
//!
//! - `search.rs`, from 7 empty squares up: a transposition table of score bounds
//!   and best moves (`table.rs`) with enhanced transposition cutoffs; moves
//!   ordered by `order.rs`: the table's move, then a short heuristic look-ahead
//!   high in the tree (`look_ahead.rs`), fastest-first below.
//! - `shallow.rs`, below 7: squares tried directly in parity order, the last
//!   square scored from a table of flip counts (`flips.rs`).
//! - `stability.rs`: the opponent's stable discs bound the score, at every level.
//! - The recursive searches are compiled for the processor through
//!   `engine::cpu`, as perft is.

mod flips;
mod look_ahead;
mod order;
mod search;
mod shallow;
mod stability;
mod table;
#[cfg(test)]
mod tests;

use super::bitboard::Bitboard;
use super::board::{Board, Scoring};
use super::cpu::{self, Cpu, Task};
use order::MoveOrder;
pub(in crate::engine) use stability::stable_discs;
use table::Table;

/// The final disc difference for the side to move of `board` when both sides play
/// perfectly, counted under `scoring`.
pub fn solve(board: &Board, scoring: Scoring) -> i32 {
    answer(board, scoring, Question::Score).0
}

/// The exact score (as [`solve`]) and every move that reaches it. With no legal
/// move the set is empty and the score is that of passing (or of the finished game).
pub fn best_moves(board: &Board, scoring: Scoring) -> (i32, Bitboard) {
    let (score, set) = answer(board, scoring, Question::BestMoves);
    (score, Bitboard(set))
}

/// Every move that wins (final difference above zero) with perfect play.
pub fn winning_moves(board: &Board, scoring: Scoring) -> Bitboard {
    Bitboard(answer(board, scoring, Question::WinningMoves).1)
}

/// [`best_moves`] within a budget: `None` when the search would visit more than
/// `limit` positions of 7 or more empty squares (it stops there), so that a
/// caller with a deadline can fall back on something cheaper. Counting positions,
/// not time, gives the same answer on any machine.
pub fn best_moves_within(board: &Board, scoring: Scoring, limit: u64) -> Option<(i32, Bitboard)> {
    let (score, set, finished) = cpu::on_fastest_cpu(Ask {
        board,
        scoring,
        question: Question::BestMoves,
        limit,
    });
    finished.then_some((score, Bitboard(set)))
}

/// What a caller wants to know about a position.
#[derive(Clone, Copy)]
enum Question {
    Score,
    BestMoves,
    WinningMoves,
}

/// The score and the set of moves `question` asks for, searched with the fastest
/// build of the search this processor can run.
fn answer(board: &Board, scoring: Scoring, question: Question) -> (i32, u64) {
    let (score, set, _) = cpu::on_fastest_cpu(Ask {
        board,
        scoring,
        question,
        limit: u64::MAX,
    });
    (score, set)
}

/// A question about a position, to be answered on some build of the search
/// within `limit` positions.
struct Ask<'a> {
    board: &'a Board,
    scoring: Scoring,
    question: Question,
    limit: u64,
}

impl Task for Ask<'_> {
    /// The score, the set of moves, and whether the search finished within its limit.
    type Output = (i32, u64, bool);

    fn run<C: Cpu>(self, cpu: C) -> (i32, u64, bool) {
        let (player, opponent) = (self.board.player().0, self.board.opponent().0);
        let mut solver = Solver::new(cpu, self.scoring, self.board);
        solver.limit = self.limit;
        let (score, set) = solver.answer(player, opponent, self.question);
        (score, set, solver.nodes <= solver.limit)
    }
}

/// Below this many empty squares the table is not consulted: the search there is
/// cheaper than the lookup.
const TABLE_MIN_EMPTIES: u32 = 8;
/// Below this many empty squares moves are not generated or sorted, but tried
/// square by square.
const SORT_MIN_EMPTIES: u32 = 7;

/// One search: the scoring rule, the table it fills, the CPU it runs on, and
/// how many positions from 7 empty squares up it has visited, of how many it may.
struct Solver<C> {
    cpu: C,
    scoring: Scoring,
    table: Table,
    nodes: u64,
    limit: u64,
}

impl<C: Cpu> Solver<C> {
    fn new(cpu: C, scoring: Scoring, board: &Board) -> Solver<C> {
        Solver {
            cpu,
            scoring,
            table: Table::for_empties(board.empty().len()),
            nodes: 0,
            limit: u64::MAX,
        }
    }

    fn answer(&mut self, player: u64, opponent: u64, question: Question) -> (i32, u64) {
        match question {
            Question::Score => (self.search(player, opponent, -65, 65), 0),
            Question::BestMoves => self.best_moves(player, opponent),
            Question::WinningMoves => {
                let set = self.moves_where(player, opponent, |solver, p, o| {
                    // A null window at zero: the opponent's best is below zero
                    // exactly when we win.
                    solver.search(p, o, -1, 0) < 0
                });
                (0, set)
            }
        }
    }

    /// The exact score and every move that reaches it, in one pass over the moves:
    /// each move after the first is first tested against a window just below the
    /// best score so far, which tells a worse move from one that ties or beats it.
    fn best_moves(&mut self, player: u64, opponent: u64) -> (i32, u64) {
        let moves = self.cpu.legal_moves(player, opponent);
        if moves == 0 {
            return (self.search(player, opponent, -65, 65), 0);
        }
        let (mut best, mut set) = (-65, 0u64);
        for (k, square) in MoveOrder::new(self.cpu, player, opponent, moves, true).enumerate() {
            let flipped = self.cpu.flips(player, opponent, square);
            let (p, o) = (opponent & !flipped, player | flipped | (1u64 << square));
            let score = if k == 0 {
                -self.search(p, o, -65, 65)
            } else {
                // Below best: worse. Otherwise at least the probe, and exact
                // from a search just below it.
                let probe = -self.search(p, o, -best, -(best - 1));
                if probe >= best {
                    -self.search(p, o, -65, -(probe - 1))
                } else {
                    probe
                }
            };
            if score > best {
                (best, set) = (score, 0);
            }
            if score == best {
                set |= 1u64 << square;
            }
        }
        (best, set)
    }

    /// The exact score inside (alpha, beta), or a bound beyond the side of the
    /// window it fell (fail-soft).
    fn search(&mut self, player: u64, opponent: u64, alpha: i32, beta: i32) -> i32 {
        match (!(player | opponent)).count_ones() {
            0 => self.final_score(player, opponent),
            1 => {
                let index = (!(player | opponent)).trailing_zeros() as u8;
                self.last_empty(player, opponent, index)
            }
            2 => self.last_two(player, opponent, alpha, beta),
            n if n < SORT_MIN_EMPTIES => self.run_shallow(player, opponent, alpha, beta, false),
            _ => self.run_deep(player, opponent, alpha, beta, false),
        }
    }

    /// [`Solver::search_deep`] compiled for the solver's CPU: the deep search
    /// recurses through here.
    #[inline(always)]
    fn run_deep(&mut self, player: u64, opponent: u64, alpha: i32, beta: i32, passed: bool) -> i32 {
        let cpu = self.cpu;
        cpu.run(
            #[inline(always)]
            move || self.search_deep(player, opponent, alpha, beta, passed),
        )
    }

    /// [`Solver::search_shallow`] compiled for the solver's CPU.
    #[inline(always)]
    fn run_shallow(
        &mut self,
        player: u64,
        opponent: u64,
        alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        let cpu = self.cpu;
        cpu.run(
            #[inline(always)]
            move || self.search_shallow(player, opponent, alpha, beta, passed),
        )
    }

    /// The legal moves of `player` whose resulting position (opponent to move)
    /// satisfies `keep`.
    fn moves_where(
        &mut self,
        player: u64,
        opponent: u64,
        mut keep: impl FnMut(&mut Self, u64, u64) -> bool,
    ) -> u64 {
        let mut set = 0u64;
        let mut moves = self.cpu.legal_moves(player, opponent);
        while moves != 0 {
            let index = moves.trailing_zeros() as u8;
            moves &= moves - 1;
            let flipped = self.cpu.flips(player, opponent, index);
            let (p, o) = (opponent & !flipped, player | flipped | (1u64 << index));
            if keep(self, p, o) {
                set |= 1u64 << index;
            }
        }
        set
    }

    /// The score of a finished game (neither side can move) from `player`'s side.
    #[inline(always)]
    fn final_score(&self, player: u64, opponent: u64) -> i32 {
        let diff = player.count_ones() as i32 - opponent.count_ones() as i32;
        let empty = (!(player | opponent)).count_ones() as i32;
        match self.scoring {
            Scoring::Discs => diff,
            Scoring::EmptiesToWinner => diff + diff.signum() * empty,
        }
    }
}
