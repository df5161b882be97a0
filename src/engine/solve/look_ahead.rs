//! A rough look-ahead for ordering moves high in the tree, where a better first
//! move saves the most: a short search with a heuristic evaluation (mobility,
//! corners, squares that give a corner away, potential mobility). It only decides
//! which move is searched first; it is never taken as a score.

use crate::engine::bitboard::{CORNERS, X_SQUARES, next_to};
use crate::engine::cpu::Cpu;

/// How good the position looks for `player` (to move), in rough points.
#[inline(always)]
fn evaluate(cpu: impl Cpu, player: u64, opponent: u64) -> i32 {
    let count = |set: u64| set.count_ones() as i32;
    let (mine, theirs) = (
        cpu.legal_moves(player, opponent),
        cpu.legal_moves(opponent, player),
    );
    // Moves onto a corner count double.
    let mobility = count(mine) + count(mine & CORNERS) - count(theirs) - count(theirs & CORNERS);
    let corners = count(player & CORNERS) - count(opponent & CORNERS);
    let empty = !(player | opponent);
    let open_corners = empty & CORNERS;
    let exposed = X_SQUARES
        & ((open_corners << 9) | (open_corners >> 9) | (open_corners << 7) | (open_corners >> 7));
    let x_squares = count(player & exposed) - count(opponent & exposed);
    // Empty squares next to the opponent's discs: room for our later moves.
    let potential = count(next_to(opponent) & empty) - count(next_to(player) & empty);
    16 * corners + 4 * mobility - 8 * x_squares + 2 * potential
}

/// The best evaluation `player` can reach when the opponent answers each of its
/// moves (two plies, counting a pass as no ply); a finished game counts far above
/// any evaluation.
#[inline(always)]
pub(super) fn look_ahead(cpu: impl Cpu, player: u64, opponent: u64) -> i32 {
    let mut moves = cpu.legal_moves(player, opponent);
    if moves == 0 {
        if cpu.legal_moves(opponent, player) == 0 {
            let diff = player.count_ones() as i32 - opponent.count_ones() as i32;
            return 1000 * diff.signum() + diff;
        }
        return -look_ahead(cpu, opponent, player);
    }
    let mut best = i32::MIN;
    while moves != 0 {
        let square = moves.trailing_zeros() as u8;
        moves &= moves - 1;
        let flipped = cpu.flips(player, opponent, square);
        let (p, o) = (opponent & !flipped, player | flipped | (1u64 << square));
        best = best.max(-evaluate(cpu, p, o));
    }
    best
}
