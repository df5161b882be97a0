//! The search from 6 empty squares up: the stability bound, the table from 7 up
//! (and, from 10, the table asked about every move's result), then the table's
//! two moves and the others in order, principal variation search.

use super::order::{MoveOrder, Sort};
use super::stability::score_ceiling;
use super::{BUDGET_MIN_EMPTIES, SORT_MIN_EMPTIES, Solver, TABLE_MIN_EMPTIES};
use crate::engine::cpu::Cpu;
use crate::engine::eval::PatternWeights;

/// An endgame of this many empty squares or more is searched with the
/// trained evaluation (the aspiration guess and the order below).
pub(super) const EVALUATED_ROOT_MIN_EMPTIES: u32 = 16;
/// In such a search, from this many empty squares up, moves are ordered by
/// a shallow search scored with the trained evaluation,
const EVALUATED_MIN_EMPTIES: u32 = 15;
/// ... and from this many up where the window is open (the principal
/// variation), in a search that began at [`EVALUATED_ROOT_MIN_EMPTIES`] or more.
const EVALUATED_PV_MIN_EMPTIES: u32 = 10;
/// The evaluated order searches one ply more for every three empty squares
/// above this (none below 15), ...
const EVALUATED_DEPTH_BASE: u32 = 12;
/// ... at most this deep.
const EVALUATED_DEPTH_MAX: u32 = 6;
/// A move scored more than this (hundredths of a disc) below alpha is only
/// known to be that bad. (24 discs rather than 8, from 15 empty squares
/// rather than 16: FFO #40-#49 visit 9% fewer positions, ordering included,
/// for the score and a best move; 8, 12 and 16 discs, 64 discs, and from 14 or
/// 17 empty squares did less well.)
const EVALUATED_MARGIN: i32 = 2400;
/// Each reply the move leaves the opponent (a corner counting double) weighs
/// as much as this many hundredths of a disc of evaluation.
const EVALUATED_MOBILITY: i32 = 300;
/// From this many empty squares up, the table is asked about every move's result
/// before any is searched.
const TRANSPOSITION_CUTOFF_MIN_EMPTIES: u32 = 10;

impl<C: Cpu> Solver<C> {
    /// Fail-soft alpha-beta: the exact score when it lies strictly inside
    /// (alpha, beta); otherwise a bound beyond the side of the window it fell
    /// (at most alpha: an upper bound; at least beta: a lower bound). `moves`
    /// are `player`'s legal moves (the parent's ordering has them already).
    #[inline(always)]
    pub(super) fn search_deep(
        &mut self,
        player: u64,
        opponent: u64,
        moves: u64,
        mut alpha: i32,
        mut beta: i32,
        passed: bool,
    ) -> i32 {
        // Past its limit the search unwinds at once; its answer is then not used.
        self.visited += 1;
        let visited = self.visited;
        let empties = (!(player | opponent)).count_ones();
        if empties >= BUDGET_MIN_EMPTIES {
            self.nodes += 1;
        }
        if self.nodes > self.limit {
            return alpha;
        }
        if moves == 0 {
            let replies = if passed {
                0
            } else {
                self.cpu.legal_moves(opponent, player)
            };
            if replies == 0 {
                return self.final_score(player, opponent);
            }
            return -self.run_deep(opponent, player, replies, -beta, -alpha, true);
        }
        let ceiling = score_ceiling(player, opponent, empties, alpha);
        if ceiling <= alpha {
            return ceiling;
        }
        beta = beta.min(ceiling);
        let mut remembered = [64u8; 2];
        if empties >= TABLE_MIN_EMPTIES
            && let Some(e) = self.table.probe(player, opponent)
        {
            if e.level >= self.level {
                let (lower, upper) = (i32::from(e.lower), i32::from(e.upper));
                if lower >= beta || lower == upper {
                    return lower;
                }
                if upper <= alpha {
                    return upper;
                }
                alpha = alpha.max(lower);
                beta = beta.min(upper);
            }
            remembered = e.moves;
        }
        if beta == alpha + 1
            && let Some(bound) = self.probable_cutoff(player, opponent, empties, alpha)
        {
            return bound;
        }
        if empties >= TRANSPOSITION_CUTOFF_MIN_EMPTIES
            && let Some(score) = self.transposition_cutoff(player, opponent, moves, beta)
        {
            return score;
        }
        let (best, best_move) =
            self.search_sorted(player, opponent, moves, alpha, beta, remembered);
        if empties >= TABLE_MIN_EMPTIES {
            let cost = self.visited - visited + 1;
            self.table.store(
                player, opponent, alpha, beta, best, best_move, cost, self.level,
            );
        }
        best
    }

    /// Tries the table's two moves (`remembered`, 64 = none) first, then the
    /// rest in [`MoveOrder`]; the first child gets the full window, the rest a
    /// null window first (principal variation search). Returns the score
    /// (fail-soft) and the move that reached it (64 when every move failed low).
    #[inline(always)]
    fn search_sorted(
        &mut self,
        player: u64,
        opponent: u64,
        moves: u64,
        alpha: i32,
        beta: i32,
        remembered: [u8; 2],
    ) -> (i32, u8) {
        let empties = (!(player | opponent)).count_ones();
        let mut node = Node {
            player,
            opponent,
            alpha,
            beta,
            deeper: empties > SORT_MIN_EMPTIES,
            searched: false,
            best: -65,
            best_move: 64,
        };
        let mut rest = moves;
        // The table's moves first, before the others are ordered: they often
        // end the search alone.
        for square in remembered {
            if square < 64 && rest & (1u64 << square) != 0 {
                rest &= !(1u64 << square);
                let flipped = self.cpu.flips(player, opponent, square);
                if self.try_move(&mut node, square, flipped, None) {
                    return (node.best, node.best_move);
                }
            }
        }
        if rest != 0 {
            let pv = beta - node.alpha > 1;
            let sort = if self.evaluated
                && (empties >= EVALUATED_MIN_EMPTIES || (pv && empties >= EVALUATED_PV_MIN_EMPTIES))
            {
                self.evaluated_sort(empties, node.alpha)
            } else {
                Sort::Fastest
            };
            // The children's buckets, when they will be probed and the
            // transposition cutoff has not already fetched them.
            let table = (empties > TABLE_MIN_EMPTIES && empties < TRANSPOSITION_CUTOFF_MIN_EMPTIES)
                .then_some(&self.table);
            let mut order = MoveOrder::empty();
            order.fill(self.cpu, player, opponent, rest, sort, table);
            self.visited += order.nodes;
            for (square, effect) in &mut order {
                if self.try_move(&mut node, square, effect.flipped, Some(effect.replies)) {
                    break;
                }
            }
        }
        (node.best, node.best_move)
    }

    /// Searches the move on `square` of `node`, which flips `flipped` and
    /// leaves the opponent `replies` (when known): the first move with the
    /// full window, the others with a null window first, searched again above
    /// it. True when the move ends the search (a cutoff).
    #[inline(always)]
    fn try_move(
        &mut self,
        node: &mut Node,
        square: u8,
        flipped: u64,
        replies: Option<u64>,
    ) -> bool {
        let (player, opponent) = (node.player, node.opponent);
        let (p, o) = (opponent & !flipped, player | flipped | (1u64 << square));
        let child = Child {
            player: p,
            opponent: o,
            // Only a deeper child uses its moves.
            moves: match replies {
                Some(moves) => moves,
                None if node.deeper => self.cpu.legal_moves(p, o),
                None => 0,
            },
        };
        let score = if !node.searched {
            node.searched = true;
            self.child(node.deeper, child, node.alpha, node.beta)
        } else {
            // Above the null window the probe is a lower bound: search again
            // from just below it.
            let probe = self.child(node.deeper, child, node.alpha, node.alpha + 1);
            if probe > node.alpha && probe < node.beta {
                self.child(node.deeper, child, probe - 1, node.beta)
            } else {
                probe
            }
        };
        if score > node.best {
            node.best = score;
            if score > node.alpha {
                node.best_move = square;
                if score >= node.beta {
                    return true;
                }
                node.alpha = score;
            }
        }
        false
    }

    /// The score of `child` from the parent's side, in the parent's window
    /// (alpha, beta); `deeper` when the child is searched by
    /// [`Solver::search_deep`].
    #[inline(always)]
    fn child(&mut self, deeper: bool, child: Child, alpha: i32, beta: i32) -> i32 {
        let Child {
            player,
            opponent,
            moves,
        } = child;
        if deeper {
            -self.run_deep(player, opponent, moves, -beta, -alpha, false)
        } else {
            -self.search(player, opponent, -beta, -alpha)
        }
    }

    /// The evaluated order for a node of `empties` empty squares searched
    /// above `alpha`.
    pub(super) fn evaluated_sort(&self, empties: u32, alpha: i32) -> Sort {
        Sort::Evaluated {
            // Read into memory the first time a search needs them.
            weights: PatternWeights::embedded(),
            depth: (empties.saturating_sub(EVALUATED_DEPTH_BASE) / 3).min(EVALUATED_DEPTH_MAX),
            alpha,
            margin: EVALUATED_MARGIN,
            mobility: EVALUATED_MOBILITY,
        }
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
        // First every child's bucket asked for at once, then the probes (the
        // flips computed again: cheaper than keeping them).
        let child = |moves: u64| {
            let square = moves.trailing_zeros() as u8;
            let flipped = self.cpu.flips(player, opponent, square);
            (opponent & !flipped, player | flipped | (1u64 << square))
        };
        let mut rest = moves;
        while rest != 0 {
            let (p, o) = child(rest);
            rest &= rest - 1;
            self.table.prefetch(p, o);
        }
        while moves != 0 {
            let (p, o) = child(moves);
            moves &= moves - 1;
            if let Some(e) = self.table.probe(p, o)
                && e.level >= self.level
                && -i32::from(e.upper) >= beta
            {
                return Some(-i32::from(e.upper));
            }
        }
        None
    }
}

/// A position after a move, its side to move's legal moves known (zero when
/// the search below does not use them).
#[derive(Clone, Copy)]
struct Child {
    player: u64,
    opponent: u64,
    moves: u64,
}

/// A node being searched by [`Solver::search_sorted`]: its position, its window
/// (alpha rising as moves improve on it), and the best score and move so far.
struct Node {
    player: u64,
    opponent: u64,
    alpha: i32,
    beta: i32,
    deeper: bool,
    searched: bool,
    best: i32,
    best_move: u8,
}
