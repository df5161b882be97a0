//! The look-ahead of levels 4 to 6: negamax alpha-beta (principal variation
//! search) to a fixed depth, deepened one ply at a time, the position at the
//! horizon scored by the level's evaluation ([`Scorer`]). A table remembers each position's best move
//! to order the next, deeper search; it never cuts the search short, so the value
//! returned is the exact minimax value at that depth. A budget of positions
//! stops a search that runs too long: the last finished depth then decides.

use super::Scorer;
use super::eval::beside_empty_corners;
use crate::engine::bitboard::{CORNERS, X_SQUARES};
use crate::engine::cpu::Cpu;

/// A finished game is worth this much more than any position at the horizon,
/// plus the final disc difference in hundredths.
pub const WIN: i32 = 1_000_000;
/// Above every value.
const INFINITY: i32 = 2 * WIN;

/// The final value of a finished game for `player`.
#[inline(always)]
fn final_value(player: u64, opponent: u64) -> i32 {
    let diff = player.count_ones() as i32 - opponent.count_ones() as i32;
    WIN * diff.signum() + 100 * diff
}

/// A value in hundredths of a disc (or a finished game's) as a disc difference.
pub fn value_in_discs(value: i32) -> i32 {
    if value.abs() >= WIN / 2 {
        (value - WIN * value.signum()) / 100
    } else {
        // Rounded to the nearest disc.
        (value + 50 * value.signum()) / 100
    }
}

/// Bits of the index into the table of best moves.
const TABLE_BITS: u32 = 16;

/// A position and its best move found so far (64: none).
#[derive(Clone, Copy, Default)]
struct Entry {
    player: u64,
    opponent: u64,
    best: u8,
}

/// One search: its weights, its budget and the table it fills.
pub(super) struct Searcher<C> {
    cpu: C,
    scorer: Scorer,
    /// Positions visited so far.
    pub nodes: u64,
    limit: u64,
    out_of_budget: bool,
    table: Vec<Entry>,
}

/// A finished search of the root to some depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct RootResult {
    /// The best move (square index).
    pub best: u8,
    /// Its value for the side to move.
    pub value: i32,
    /// How many plies deep.
    pub depth: u32,
}

impl<C: Cpu> Searcher<C> {
    /// A search scored by `scorer` that visits at most `limit` positions.
    pub fn new(cpu: C, scorer: Scorer, limit: u64) -> Searcher<C> {
        Searcher {
            cpu,
            scorer,
            nodes: 0,
            limit,
            out_of_budget: false,
            table: vec![Entry::default(); 1 << TABLE_BITS],
        }
    }

    /// Searches the root `(player, opponent)` one ply deeper at a time up to
    /// `depth`, the moves in `order` first to last (then the best so far first).
    /// The deepest finished search decides; `None` when the side to move has no
    /// legal move.
    pub fn deepen(
        &mut self,
        player: u64,
        opponent: u64,
        order: &[u8],
        depth: u32,
    ) -> Option<RootResult> {
        let mut order = order.to_vec();
        let mut result = RootResult {
            best: *order.first()?,
            value: 0,
            depth: 0,
        };
        for d in 1..=depth.max(1) {
            match self.root(player, opponent, &order, d) {
                Some((best, value)) => {
                    result = RootResult {
                        best,
                        value,
                        depth: d,
                    };
                    if let Some(at) = order.iter().position(|&sq| sq == best) {
                        order[..=at].rotate_right(1);
                    }
                }
                None => break,
            }
        }
        Some(result)
    }

    /// The value of the position for the side to move, searched `depth` plies deep
    /// (`None` when the budget ran out).
    pub fn value(&mut self, player: u64, opponent: u64, depth: u32) -> Option<i32> {
        let value = self.run(player, opponent, depth, -INFINITY, INFINITY);
        (!self.out_of_budget).then_some(value)
    }

    /// The root searched `depth` plies deep, the moves in `order`: the best move
    /// and its value, or `None` when the budget ran out.
    fn root(&mut self, player: u64, opponent: u64, order: &[u8], depth: u32) -> Option<(u8, i32)> {
        let (mut alpha, beta) = (-INFINITY, INFINITY);
        let mut best = (order[0], -INFINITY);
        for (k, &square) in order.iter().enumerate() {
            let flipped = self.cpu.flips(player, opponent, square);
            let (p, o) = (opponent & !flipped, player | flipped | (1u64 << square));
            let score = self.principal(p, o, depth - 1, alpha, beta, k == 0);
            if self.out_of_budget {
                return None;
            }
            if score > best.1 {
                best = (square, score);
                alpha = alpha.max(score);
            }
        }
        Some(best)
    }

    /// A child of a node: the first with the full window, the others with a null
    /// window first, searched again in full when they beat it.
    #[inline(always)]
    fn principal(&mut self, p: u64, o: u64, depth: u32, alpha: i32, beta: i32, first: bool) -> i32 {
        if first {
            return -self.run(p, o, depth, -beta, -alpha);
        }
        let probe = -self.run(p, o, depth, -alpha - 1, -alpha);
        if probe > alpha && probe < beta {
            -self.run(p, o, depth, -beta, -alpha)
        } else {
            probe
        }
    }

    /// [`Searcher::negamax`] compiled for the search's processor.
    #[inline(always)]
    fn run(&mut self, player: u64, opponent: u64, depth: u32, alpha: i32, beta: i32) -> i32 {
        let cpu = self.cpu;
        cpu.run(
            #[inline(always)]
            move || self.negamax(player, opponent, depth, alpha, beta),
        )
    }

    /// Fail-soft alpha-beta: the value when it lies inside (alpha, beta), else a
    /// bound beyond the side it fell. A pass costs no depth.
    #[inline(always)]
    fn negamax(
        &mut self,
        player: u64,
        opponent: u64,
        depth: u32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes > self.limit {
            self.out_of_budget = true;
            return 0;
        }
        let moves = self.cpu.legal_moves(player, opponent);
        if moves == 0 {
            if self.cpu.legal_moves(opponent, player) == 0 {
                return final_value(player, opponent);
            }
            return -self.run(opponent, player, depth, -beta, -alpha);
        }
        if depth == 0 {
            return self.scorer.evaluate(player, opponent);
        }
        let slot = slot(player, opponent);
        let remembered = self.table[slot];
        let first = if remembered.player == player && remembered.opponent == opponent {
            remembered.best
        } else {
            64
        };
        let order = Order::new(self.cpu, player, opponent, moves, first, depth >= 3);
        let (mut best, mut best_move) = (-INFINITY, 64u8);
        for (k, square) in order.enumerate() {
            let flipped = self.cpu.flips(player, opponent, square);
            let (p, o) = (opponent & !flipped, player | flipped | (1u64 << square));
            let score = self.principal(p, o, depth - 1, alpha, beta, k == 0);
            if self.out_of_budget {
                return 0;
            }
            if score > best {
                (best, best_move) = (score, square);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.table[slot] = Entry {
            player,
            opponent,
            best: best_move,
        };
        best
    }
}

/// Where a position's entry goes in the table.
#[inline(always)]
fn slot(player: u64, opponent: u64) -> usize {
    let key =
        player.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ opponent.wrapping_mul(0xc2b2_ae3d_27d4_eb4f);
    (key >> (64 - TABLE_BITS)) as usize
}

/// The moves of a node, best-looking first: the remembered move, then by a key
/// (corners first, squares beside an empty corner last and, deeper in the
/// tree, the fewest replies left to the opponent).
struct Order {
    entries: [u32; 64],
    len: usize,
    next: usize,
}

impl Order {
    #[inline(always)]
    fn new(
        cpu: impl Cpu,
        player: u64,
        opponent: u64,
        mut moves: u64,
        first: u8,
        fastest_first: bool,
    ) -> Order {
        let mut order = Order {
            entries: [0; 64],
            len: 0,
            next: 0,
        };
        let risky = beside_empty_corners(!(player | opponent)) & X_SQUARES;
        while moves != 0 {
            let square = moves.trailing_zeros() as u8;
            moves &= moves - 1;
            let bit = 1u64 << square;
            let mut key: u32 = 1000;
            if square == first {
                key = 0;
            } else {
                if bit & CORNERS != 0 {
                    key -= 400;
                }
                if bit & risky != 0 {
                    key += 400;
                }
                if fastest_first {
                    let flipped = cpu.flips(player, opponent, square);
                    let (p, o) = (opponent & !flipped, player | flipped | bit);
                    let replies = cpu.legal_moves(p, o);
                    key += 16 * (replies.count_ones() + 2 * (replies & CORNERS).count_ones());
                }
            }
            order.entries[order.len] = key << 8 | u32::from(square);
            order.len += 1;
        }
        order
    }
}

impl Iterator for Order {
    type Item = u8;

    /// The best remaining move (selection: most nodes stop after the first few).
    #[inline(always)]
    fn next(&mut self) -> Option<u8> {
        let rest = &mut self.entries[self.next..self.len];
        let (best, _) = rest.iter().enumerate().min_by_key(|&(_, &e)| e)?;
        rest.swap(0, best);
        self.next += 1;
        Some(rest[0] as u8)
    }
}
