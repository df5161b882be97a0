//! The exact endgame solver: the final disc difference with perfect play from both
//! sides, by fail-soft alpha-beta (principal variation search) to the end of the
//! game. One search answers the score, the best moves and the winning moves
//! ([`analyse`]), and counts the positions it visits.
//!
//! - `search.rs`, from 6 empty squares up: a transposition table of score bounds
//!   and two best moves, in buckets whose costliest searches stay (`table.rs`),
//!   with enhanced transposition cutoffs; the table's moves first, then the
//!   rest ordered by `order.rs`: high in the tree (and on the principal
//!   variation) by a shallow search scored with the trained evaluation
//!   (`evaluated.rs`) plus the opponent's mobility, fastest-first below (a
//!   move in a quarter with an odd number of empty squares first). At the
//!   root the first move is searched in a narrow window around the
//!   evaluation's guess (and the selective levels' score), widened when the
//!   score falls outside (also for the score alone). The table's buckets of
//!   a node's children are fetched into the cache together before they are
//!   probed.
//! - `probcut.rs`, from 20 empty squares up: the endgame is first solved at
//!   two levels of confidence with probable cutoffs, whose best moves and
//!   score guide the exact search; the table keeps each bound's level, and
//!   the exact search trusts only exact ones.
//! - `shallow.rs`, below 6: squares tried directly in parity order; a null
//!   window (every node off the principal variation) goes on to `last.rs`, the
//!   null-window solvers of the last four empty squares, squares sorted by
//!   parity once and handed down; the last square is scored from a table of
//!   flip counts (`flips.rs`).
//! - `stability.rs`: the opponent's stable discs bound the score, from 4 empty
//!   squares up.
//! - The recursive searches are compiled for the processor through
//!   `engine::cpu`, as perft is, with its vector moves and flips.

mod evaluated;
mod flips;
mod last;
mod order;
mod probcut;
mod search;
mod shallow;
mod stability;
mod table;
#[cfg(test)]
mod tests;

use super::bitboard::Bitboard;
use super::board::{Board, Scoring};
use super::cpu::{self, Cpu, Task};
use super::eval::PatternWeights;
use order::{MoveOrder, Sort};
pub(in crate::engine) use stability::stable_discs;
use table::Table;

/// The final disc difference for the side to move of `board` when both sides play
/// perfectly, counted under `scoring`.
pub fn solve(board: &Board, scoring: Scoring) -> i32 {
    answer(board, scoring, Question::Score).score
}

/// The exact score (as [`solve`]) and every move that reaches it. With no legal
/// move the set is empty and the score is that of passing (or of the finished game).
pub fn best_moves(board: &Board, scoring: Scoring) -> (i32, Bitboard) {
    let found = answer(board, scoring, Question::BestMoves);
    (found.score, found.best)
}

/// The exact score (as [`solve`]) and one move that reaches it, with the
/// number of positions visited: the question an endgame benchmark such as
/// the FFO positions asks. `best` holds that one move (none when there is no
/// legal move); the search stops proving a move worse once it is known not
/// to beat the best so far, so it is cheaper than [`best_moves`].
pub fn solve_with_move(board: &Board, scoring: Scoring) -> Analysis {
    answer(board, scoring, Question::OneBest)
}

/// The discs of `color` on `board` that no sequence of moves can flip, as
/// the solver finds them (a lower bound: a few stable discs may be missed,
/// none is counted wrongly). Corners, edge discs the line table proves safe,
/// and inner discs whose four lines are full or held by stable neighbours.
pub fn stable(board: &Board, color: super::board::Color) -> Bitboard {
    let mine = board.discs(color).0;
    let theirs = board.discs(color.opposite()).0;
    Bitboard(stable_discs(mine, theirs))
}

/// Every move that wins (final difference above zero) with perfect play.
pub fn winning_moves(board: &Board, scoring: Scoring) -> Bitboard {
    answer(board, scoring, Question::All).winning
}

/// What one search found about a position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Analysis {
    /// The exact score, as [`solve`].
    pub score: i32,
    /// Every move that reaches it, as [`best_moves`].
    pub best: Bitboard,
    /// Every move that wins, as [`winning_moves`] (empty unless asked for).
    pub winning: Bitboard,
    /// How many positions the search visited.
    pub nodes: u64,
}

/// The score and the best moves of `board`, and its winning moves too when
/// `winning` is set, in one search sharing one table; with the number of
/// positions visited.
pub fn analyse(board: &Board, scoring: Scoring, winning: bool) -> Analysis {
    let question = if winning {
        Question::All
    } else {
        Question::BestMoves
    };
    answer(board, scoring, question)
}

/// [`best_moves`] within a budget: `None` when the search would visit more than
/// `limit` positions of 7 or more empty squares (it stops there), so that a
/// caller with a deadline can fall back on something cheaper. Counting positions,
/// not time, gives the same answer on any machine.
pub fn best_moves_within(board: &Board, scoring: Scoring, limit: u64) -> Option<(i32, Bitboard)> {
    let (found, finished) = cpu::on_fastest_cpu(Ask {
        board,
        scoring,
        question: Question::BestMoves,
        limit,
    });
    finished.then_some((found.score, found.best))
}

/// What a caller wants to know about a position.
#[derive(Clone, Copy)]
enum Question {
    /// The score alone.
    Score,
    /// The score and one move that reaches it.
    OneBest,
    /// The score and the best moves.
    BestMoves,
    /// The score, the best moves and the winning moves.
    All,
}

/// What `question` asks about `board`, searched with the fastest build of the
/// search this processor can run.
fn answer(board: &Board, scoring: Scoring, question: Question) -> Analysis {
    cpu::on_fastest_cpu(Ask {
        board,
        scoring,
        question,
        limit: u64::MAX,
    })
    .0
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
    /// The answer, and whether the search finished within its limit.
    type Output = (Analysis, bool);

    fn run<C: Cpu>(self, cpu: C) -> (Analysis, bool) {
        let (player, opponent) = (self.board.player().0, self.board.opponent().0);
        let mut solver = Solver::new(cpu, self.scoring, self.board);
        solver.limit = self.limit;
        let found = solver.answer(player, opponent, self.question);
        (found, solver.nodes <= solver.limit)
    }
}

/// Below this many empty squares the table is not consulted: the search there is
/// cheaper than the lookup. (From 7 rather than 8, with the children's buckets
/// fetched ahead, FFO #40-#49 visit 3-4% fewer positions in the same time.)
const TABLE_MIN_EMPTIES: u32 = 7;
/// Below this many empty squares moves are not generated or sorted, but tried
/// square by square. (Sorting from 6 rather than 7 visits 4-19% fewer
/// positions on FFO #40-#47 in the same processor time.)
const SORT_MIN_EMPTIES: u32 = 6;
/// The first root move is searched in a window of this many discs either
/// side of a guess, ...
const ASPIRATION_HALF_WIDTH: i32 = 2;
/// ... the trained evaluation's value of a search this many plies deep.
const ASPIRATION_DEPTH: u32 = 6;
/// The positions a limited search counts against its limit: those of this many
/// empty squares or more (see [`best_moves_within`]).
const BUDGET_MIN_EMPTIES: u32 = 7;

/// One search: the scoring rule, the table it fills, the CPU it runs on, how
/// many positions of `BUDGET_MIN_EMPTIES` or more empty squares it has visited, of how many it may,
/// and how many positions it has visited in all.
struct Solver<C> {
    cpu: C,
    scoring: Scoring,
    table: Table,
    nodes: u64,
    limit: u64,
    visited: u64,
    /// Whether moves are ordered by the trained evaluation high in the tree:
    /// only in an endgame of [`search::EVALUATED_ROOT_MIN_EMPTIES`] empty squares
    /// or more. A smaller one is solved at once by fastest-first alone, and
    /// the evaluation's weights are then never read into memory.
    evaluated: bool,
    /// The selectivity level of the search under way ([`probcut::EXACT`] for
    /// an exact one).
    level: u8,
}

impl<C: Cpu> Solver<C> {
    fn new(cpu: C, scoring: Scoring, board: &Board) -> Solver<C> {
        Solver {
            cpu,
            scoring,
            table: Table::for_empties(board.empty().len()),
            nodes: 0,
            limit: u64::MAX,
            visited: 0,
            evaluated: board.empty().len() >= search::EVALUATED_ROOT_MIN_EMPTIES,
            level: probcut::EXACT,
        }
    }

    fn answer(&mut self, player: u64, opponent: u64, question: Question) -> Analysis {
        let (score, best, winning) = match question {
            // Without the evaluation's guess, the root's own search is as good.
            Question::Score if !self.evaluated => (self.search(player, opponent, -65, 65), 0, 0),
            _ => {
                // A large endgame is solved at the selective levels first.
                let empties = (!(player | opponent)).count_ones();
                let mut known = None;
                if empties >= probcut::ITERATE_MIN_EMPTIES {
                    for level in 0..probcut::EXACT {
                        self.level = level;
                        let (score, best, _) = self.root(player, opponent, Question::Score, known);
                        known = Some((score, best.trailing_zeros() as u8));
                    }
                    self.level = probcut::EXACT;
                }
                self.root(player, opponent, question, known)
            }
        };
        Analysis {
            score,
            best: Bitboard(best),
            winning: Bitboard(winning),
            nodes: self.visited,
        }
    }

    /// The exact score, every move that reaches it (unless `question` asks
    /// the score alone) and every move that wins (when it asks for them), in
    /// one pass over the moves: the first in an aspiration window
    /// ([`Solver::aspiration`]); each move after the first is tested against
    /// a window just below the best score so far, which tells a worse move
    /// from one that ties or beats it (for the score alone, just above it:
    /// a tie is then not searched further); a worse move is then tested
    /// against zero when the best so far wins and its bound does not already
    /// say it loses or draws. Every search shares the one table. When a
    /// selective search has already `known` a score and a best move, that
    /// move is searched first, around that score.
    fn root(
        &mut self,
        player: u64,
        opponent: u64,
        question: Question,
        known: Option<(i32, u8)>,
    ) -> (i32, u64, u64) {
        let winning = matches!(question, Question::All);
        let ties = matches!(question, Question::BestMoves | Question::All);
        let moves = self.cpu.legal_moves(player, opponent);
        if moves == 0 {
            return (self.search(player, opponent, -65, 65), 0, 0);
        }
        let (mut best, mut set, mut wins) = (-65, 0u64, 0u64);
        let empties = (!(player | opponent)).count_ones();
        let evaluated = self.evaluated;
        let sort = if evaluated {
            self.evaluated_sort(empties, -64)
        } else {
            Sort::Fastest
        };
        let first = known.map_or(64, |(_, square)| square);
        let rest = if first < 64 {
            moves & !(1u64 << first)
        } else {
            moves
        };
        let mut order = MoveOrder::new(self.cpu, player, opponent, rest, sort, None);
        self.visited += order.nodes;
        let squares = (first < 64)
            .then_some(first)
            .into_iter()
            .chain((&mut order).map(|(square, _)| square));
        for (k, square) in squares.enumerate() {
            let flipped = self.cpu.flips(player, opponent, square);
            let (p, o) = (opponent & !flipped, player | flipped | (1u64 << square));
            let bit = 1u64 << square;
            let score = if k == 0 && evaluated {
                -self.aspiration(p, o, known.map(|(score, _)| -score))
            } else if k == 0 {
                -self.search(p, o, -65, 65)
            } else {
                // Below best: worse (and `probe` is a bound above its score).
                // Otherwise at least the probe, and exact from a search just below it.
                let floor = if ties { best } else { best + 1 };
                let probe = -self.search(p, o, -floor, -(floor - 1));
                if probe >= floor {
                    -self.search(p, o, -65, -(probe - 1))
                } else {
                    if winning && best > 0 && probe > 0 && -self.search(p, o, -1, 0) > 0 {
                        wins |= bit;
                    }
                    continue;
                }
            };
            if score > best {
                (best, set) = (score, 0);
            }
            if score == best {
                set |= bit;
            }
            if winning && score > 0 {
                wins |= bit;
            }
        }
        (best, set, wins)
    }

    /// The exact score of (`player`, `opponent`), `player` to move (the
    /// position after the first root move): first in a narrow window around
    /// a guess by the trained evaluation (stretched to take in the score a
    /// selective search has `known`, when there is one), then, when the score
    /// falls outside, again from the bound found to the end of the scale on
    /// that side.
    fn aspiration(&mut self, player: u64, opponent: u64, known: Option<i32>) -> i32 {
        let mut looked = 0;
        let guess = evaluated::evaluated(
            self.cpu,
            PatternWeights::embedded(),
            player,
            opponent,
            ASPIRATION_DEPTH,
            -evaluated::INFINITY,
            evaluated::INFINITY,
            &mut looked,
        );
        self.visited += looked;
        // Rounded to an even score, as most final scores are.
        let guess = (2 * (f64::from(guess) / 200.0).round() as i32).clamp(-64, 64);
        let (lowest, highest) = match known {
            Some(score) => (guess.min(score), guess.max(score)),
            _ => (guess, guess),
        };
        let (low, high) = (
            (lowest - ASPIRATION_HALF_WIDTH).max(-65),
            (highest + ASPIRATION_HALF_WIDTH).min(65),
        );
        let score = self.search(player, opponent, low, high);
        if score <= low {
            self.search(player, opponent, -65, score + 1)
        } else if score >= high {
            self.search(player, opponent, score - 1, 65)
        } else {
            score
        }
    }

    /// The exact score inside (alpha, beta), or a bound beyond the side of the
    /// window it fell (fail-soft).
    #[inline(always)]
    fn search(&mut self, player: u64, opponent: u64, alpha: i32, beta: i32) -> i32 {
        let empty = !(player | opponent);
        if beta == alpha + 1 {
            match empty.count_ones() {
                3 => {
                    let squares = last::sorted_three_of(empty);
                    return self.run_last_three(player, opponent, alpha, squares);
                }
                4 => return self.last_four(player, opponent, alpha, last::sorted_four(empty)),
                n if (5..SORT_MIN_EMPTIES).contains(&n) => {
                    return self.run_nws_shallow(player, opponent, alpha, false);
                }
                _ => {}
            }
        }
        match empty.count_ones() {
            0 => self.final_score(player, opponent),
            1 => {
                let index = (!(player | opponent)).trailing_zeros() as u8;
                self.last_empty(player, opponent, index)
            }
            2 => self.last_two(player, opponent, alpha, beta),
            n if n < SORT_MIN_EMPTIES => self.run_shallow(player, opponent, alpha, beta, false),
            _ => {
                let moves = self.cpu.legal_moves(player, opponent);
                self.run_deep(player, opponent, moves, alpha, beta, false)
            }
        }
    }

    /// [`Solver::search_deep`] compiled for the solver's CPU: the deep search
    /// recurses through here.
    #[inline(always)]
    fn run_deep(
        &mut self,
        player: u64,
        opponent: u64,
        moves: u64,
        alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        let cpu = self.cpu;
        cpu.run(
            #[inline(always)]
            move || self.search_deep(player, opponent, moves, alpha, beta, passed),
        )
    }

    /// [`Solver::nws_shallow`] compiled for the solver's CPU.
    #[inline(always)]
    fn run_nws_shallow(&mut self, player: u64, opponent: u64, alpha: i32, passed: bool) -> i32 {
        let cpu = self.cpu;
        cpu.run(
            #[inline(always)]
            move || self.nws_shallow(player, opponent, alpha, passed),
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
