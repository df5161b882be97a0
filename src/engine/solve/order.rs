//! The order moves are searched in (after the table's moves): high in the tree
//! by a shallow search scored with the trained evaluation plus the replies left
//! to the opponent, elsewhere the moves that leave the opponent the fewest
//! replies first, then those in a quarter of the board with an odd number of
//! empty squares.

use std::mem::MaybeUninit;

use super::evaluated::{INFINITY, evaluated_from};
use super::shallow::{NEAR_CORNERS, odd_quarters};
use super::table::Table;
use crate::engine::bitboard::{CORNERS, next_to};
use crate::engine::cpu::Cpu;
use crate::engine::eval::{Contents, PatternWeights};

/// Fastest-first puts a move in a quarter of the board holding an even number
/// of empty squares after the others by this much (a quarter of a reply, in
/// `fastest_first`'s units; at every node it orders, not only up to 12 empty
/// squares: FFO #40-#49 visit 0.4% fewer positions), ...
const EVEN_QUARTER: u32 = 16;
/// ... and a move next to a corner (X- or C-square) by this much.
const NEAR_CORNER: u32 = 4;

/// How the moves of a position are ordered.
#[derive(Clone, Copy)]
pub(super) enum Sort {
    /// Fastest-first: the fewest replies first (in a quarter with an odd
    /// number of empty squares first), squares next to a corner a little
    /// after the others.
    Fastest,
    /// By a search `depth` plies deep scored by the trained evaluation, with
    /// the opponent's mobility; a move more than `margin` hundredths of a disc
    /// below `alpha` (in discs) is only known to be that bad.
    Evaluated {
        weights: &'static PatternWeights,
        depth: u32,
        alpha: i32,
        margin: i32,
        mobility: i32,
    },
}

/// The legal moves of a position, each with a sorting key (lower is searched
/// first), handed out one at a time, best first, with the discs each flips
/// and the replies it leaves (computed for the key, kept for the search).
pub(super) struct MoveOrder {
    /// `key << 8 | square`, so that sorting by the number sorts by the key.
    entries: [u32; 64],
    /// By square, for every move in `entries`: the discs it flips and the
    /// opponent's legal moves after it. Left unwritten elsewhere (writing all
    /// 64 at every node would cost more than it saves).
    effects: [MaybeUninit<Effect>; 64],
    len: usize,
    next: usize,
    /// The positions the ordering looked at.
    pub nodes: u64,
}

impl MoveOrder {
    /// Orders `moves` (legal moves of `player`) as `sort` says, asking
    /// `table` (when given) to fetch each resulting position's bucket.
    #[inline(always)]
    pub fn new<C: Cpu>(
        cpu: C,
        player: u64,
        opponent: u64,
        moves: u64,
        sort: Sort,
        table: Option<&Table>,
    ) -> MoveOrder {
        let mut order = MoveOrder::empty();
        order.fill(cpu, player, opponent, moves, sort, table);
        order
    }

    /// Fills an empty order in place (as [`MoveOrder::new`]), where the
    /// caller keeps it: no copy of the entries.
    #[inline(always)]
    pub fn fill<C: Cpu>(
        &mut self,
        cpu: C,
        player: u64,
        opponent: u64,
        mut moves: u64,
        sort: Sort,
        table: Option<&Table>,
    ) {
        let order = self;
        let empty = !(player | opponent);
        let odd = odd_quarters(empty);
        // The evaluated order's children's pattern places follow from the
        // position's, read once, at its first move (never for fastest-first).
        let mut contents: Option<Contents> = None;
        while moves != 0 {
            let square = moves.trailing_zeros() as u8;
            moves &= moves - 1;
            let flipped = cpu.flips(player, opponent, square);
            let (p, o) = (opponent & !flipped, player | flipped | (1u64 << square));
            if let Some(table) = table {
                table.prefetch(p, o);
            }
            let bit = 1u64 << square;
            let replies = cpu.legal_moves(p, o);
            let key = match sort {
                Sort::Fastest => {
                    fastest_first(replies, p, o)
                        + if odd & bit == 0 { EVEN_QUARTER } else { 0 }
                        + if NEAR_CORNERS & bit != 0 {
                            NEAR_CORNER
                        } else {
                            0
                        }
                }
                Sort::Evaluated { .. } if p == 0 => 0,
                Sort::Evaluated {
                    weights,
                    depth,
                    alpha,
                    margin,
                    mobility,
                } => {
                    let ceiling = -(100 * alpha - margin);
                    let value = evaluated_from(
                        cpu,
                        weights,
                        &contents
                            .get_or_insert_with(|| Contents::of(player, opponent))
                            .after(square, flipped),
                        p,
                        o,
                        depth,
                        -INFINITY,
                        ceiling,
                        &mut order.nodes,
                    );
                    let replies = (replies.count_ones() + (replies & CORNERS).count_ones()) as i32;
                    (value + mobility * replies + (1 << 22)).clamp(1, (1 << 24) - 1) as u32
                }
            };
            order.effects[usize::from(square)].write(Effect { flipped, replies });
            order.entries[order.len] = key << 8 | u32::from(square);
            order.len += 1;
        }
    }

    /// An order with no moves yet, to [`MoveOrder::fill`].
    #[inline(always)]
    pub fn empty() -> MoveOrder {
        MoveOrder {
            entries: [0; 64],
            effects: [const { MaybeUninit::uninit() }; 64],
            len: 0,
            next: 0,
            nodes: 0,
        }
    }
}

/// The key of a move leading to (`player`, `opponent`), the opponent to move
/// with the legal moves `replies`: the fewest replies (a corner counting
/// double), then the most corners and edge squares beside them held, then the
/// least room for the opponent's later moves.
#[inline(always)]
fn fastest_first(replies: u64, player: u64, opponent: u64) -> u32 {
    let mobility = replies.count_ones() + (replies & CORNERS).count_ones();
    let potential = (next_to(opponent) & !(player | opponent)).count_ones();
    1 + mobility * 64 + potential + 16 * (12 - corner_stability(opponent))
}

/// A move of a [`MoveOrder`]: the discs it flips and the replies it leaves.
#[derive(Clone, Copy)]
pub(super) struct Effect {
    pub flipped: u64,
    pub replies: u64,
}

impl Iterator for MoveOrder {
    type Item = (u8, Effect);

    /// The square of the best remaining move, with what it does (selection:
    /// most searches stop after the first few moves, so the rest are never
    /// sorted).
    #[inline(always)]
    fn next(&mut self) -> Option<(u8, Effect)> {
        let rest = &mut self.entries[self.next..self.len];
        let (best, _) = rest.iter().enumerate().min_by_key(|&(_, &e)| e)?;
        rest.swap(0, best);
        self.next += 1;
        let square = rest[0] as u8;
        // SAFETY: `fill` writes `effects[square]` for every square it puts
        // in `entries`, and `entries` holds no other square.
        let effect = unsafe { self.effects[usize::from(square) & 63].assume_init() };
        Some((square, effect))
    }
}

/// How many corners `discs` hold, with the edge squares they hold next to them (at most 12).
#[inline(always)]
fn corner_stability(discs: u64) -> u32 {
    let stable = (((0x0100_0000_0000_0001 & discs) << 1)
        | ((0x8000_0000_0000_0080 & discs) >> 1)
        | ((0x0000_0000_0000_0081 & discs) << 8)
        | ((0x8100_0000_0000_0000 & discs) >> 8)
        | CORNERS)
        & discs;
    stable.count_ones()
}
