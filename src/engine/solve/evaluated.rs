//! A shallow search scored by the trained evaluation (`engine::eval`), for
//! ordering moves high in the tree, where a better first move saves the most.
//! It only decides which move is searched first; it is never taken as a score.

use crate::engine::bitboard::CORNERS;
use crate::engine::cpu::Cpu;
use crate::engine::eval::{Contents, PatternWeights};

/// From this many plies up, the moves that leave the fewest replies are searched first.
const SORT_MIN_DEPTH: u32 = 2;

/// Beyond any evaluation.
pub(super) const INFINITY: i32 = 1 << 20;

/// How good the position looks for `player` (to move) after a search `depth`
/// plies deep (a pass is no ply) scored by `weights`, in hundredths of a disc;
/// a finished game scores its final difference. Fail-hard inside (alpha, beta):
/// at most alpha or at least beta when the value lies beyond. Every position
/// looked at is counted in `nodes`.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
pub(super) fn evaluated<C: Cpu>(
    cpu: C,
    weights: &PatternWeights,
    player: u64,
    opponent: u64,
    depth: u32,
    alpha: i32,
    beta: i32,
    nodes: &mut u64,
) -> i32 {
    let contents = Contents::of(player, opponent);
    evaluated_from(
        cpu, weights, &contents, player, opponent, depth, alpha, beta, nodes,
    )
}

/// [`evaluated`] with the pattern places' `contents` of the position known
/// (kept move by move down the search).
#[allow(clippy::too_many_arguments)]
#[inline(always)]
pub(super) fn evaluated_from<C: Cpu>(
    cpu: C,
    weights: &PatternWeights,
    contents: &Contents,
    player: u64,
    opponent: u64,
    depth: u32,
    mut alpha: i32,
    beta: i32,
    nodes: &mut u64,
) -> i32 {
    *nodes += 1;
    if depth == 0 {
        return weights
            .evaluate_contents(cpu, contents, player, opponent)
            .clamp(-INFINITY + 1, INFINITY - 1);
    }
    let mut moves = cpu.legal_moves(player, opponent);
    if moves == 0 {
        if cpu.legal_moves(opponent, player) == 0 {
            let diff = player.count_ones() as i32 - opponent.count_ones() as i32;
            let empty = (!(player | opponent)).count_ones() as i32;
            return 100 * (diff + diff.signum() * empty);
        }
        let counter = &mut *nodes;
        let passed = contents.passed();
        return -cpu.run(
            #[inline(always)]
            move || {
                evaluated_from(
                    cpu, weights, &passed, opponent, player, depth, -beta, -alpha, counter,
                )
            },
        );
    }
    // From two plies up, the moves that leave the fewest replies first.
    let mut squares = [0u32; 64];
    let mut len = 0;
    while moves != 0 {
        let square = moves.trailing_zeros();
        moves &= moves - 1;
        let key = if depth >= SORT_MIN_DEPTH {
            let flipped = cpu.flips(player, opponent, square as u8);
            let replies = cpu.legal_moves(opponent & !flipped, player | flipped | (1u64 << square));
            replies.count_ones() + (replies & CORNERS).count_ones()
        } else {
            0
        };
        squares[len] = key << 8 | square;
        len += 1;
    }
    let squares = &mut squares[..len];
    if depth >= SORT_MIN_DEPTH {
        squares.sort_unstable();
    }
    for &key in squares.iter() {
        let square = key as u8;
        let flipped = cpu.flips(player, opponent, square);
        let (p, o) = (opponent & !flipped, player | flipped | (1u64 << square));
        let counter = &mut *nodes;
        let child = contents.after(square, flipped);
        let value = -cpu.run(
            #[inline(always)]
            move || {
                evaluated_from(
                    cpu,
                    weights,
                    &child,
                    p,
                    o,
                    depth - 1,
                    -beta,
                    -alpha,
                    counter,
                )
            },
        );
        if value > alpha {
            if value >= beta {
                return beta;
            }
            alpha = value;
        }
    }
    alpha
}
