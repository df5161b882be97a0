//! Sets of squares as `u64` (bit i = square index i), edge-masked shifts, and the
//! fast legal-move and flip code that perft and play use.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use super::square::{Direction, Square};

/// A set of squares, one bit per square (a1 = bit 0, h8 = bit 63).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);

    /// Whether `sq` is in the set.
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & sq.bit() != 0
    }

    /// How many squares are in the set.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set has no square.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The squares in order a1..h8.
    pub fn squares(self) -> Squares {
        Squares(self.0)
    }
}

/// The set operators of [`Bitboard`]: `&` both, `|` either, `^` exactly one,
/// and their assigning forms.
macro_rules! set_operator {
    ($trait:ident, $method:ident, $assign:ident, $assign_method:ident, $op:tt) => {
        impl $trait for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $method(self, other: Bitboard) -> Bitboard {
                Bitboard(self.0 $op other.0)
            }
        }

        impl $assign for Bitboard {
            #[inline]
            fn $assign_method(&mut self, other: Bitboard) {
                self.0 = self.0 $op other.0;
            }
        }
    };
}

set_operator!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
set_operator!(BitOr, bitor, BitOrAssign, bitor_assign, |);
set_operator!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

/// Every square not in the set.
impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

/// The set of one square.
impl From<Square> for Bitboard {
    fn from(sq: Square) -> Bitboard {
        Bitboard(sq.bit())
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        Bitboard(iter.into_iter().fold(0, |acc, sq| acc | sq.bit()))
    }
}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;
    fn into_iter(self) -> Squares {
        self.squares()
    }
}

/// Iterator over the squares of a [`Bitboard`], lowest index first.
#[derive(Clone, Debug)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Square::from_index(index)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

/// a1, h1, a8, h8.
pub const CORNERS: u64 = 0x8100_0000_0000_0081;
/// b2, g2, b7, g7: a disc there lets the opponent into the empty corner beside it.
pub const X_SQUARES: u64 = 0x0042_0000_0000_4200;
/// The edge squares beside a corner: b1, a2, g1, h2, a7, b8, h7, g8.
pub const C_SQUARES: u64 = 0x4281_0000_0000_8142;

/// The squares next to a disc of `discs`, in any of the eight directions.
#[inline(always)]
pub const fn next_to(discs: u64) -> u64 {
    let sideways = ((discs << 1) & NOT_A_FILE) | ((discs >> 1) & NOT_H_FILE);
    let row = discs | sideways;
    sideways | (row << 8) | (row >> 8)
}

/// Every square except column a.
const NOT_A_FILE: u64 = 0xfefe_fefe_fefe_fefe;
/// Every square except column h.
const NOT_H_FILE: u64 = 0x7f7f_7f7f_7f7f_7f7f;

/// Moves every square of `set` one step in `dir`; squares that would leave the board vanish.
pub const fn shift(set: u64, dir: Direction) -> u64 {
    match dir {
        Direction::Right => (set << 1) & NOT_A_FILE,
        Direction::Left => (set >> 1) & NOT_H_FILE,
        Direction::Down => set << 8,
        Direction::Up => set >> 8,
        Direction::DownRight => (set << 9) & NOT_A_FILE,
        Direction::DownLeft => (set << 7) & NOT_H_FILE,
        Direction::UpRight => (set >> 7) & NOT_A_FILE,
        Direction::UpLeft => (set >> 9) & NOT_H_FILE,
    }
}

/// The squares where the side owning `player` may move, facing `opponent`.
///
/// Parallel-prefix (Kogge-Stone) fill: in each of four shift amounts, both ways,
/// runs of opponent discs next to a player disc are grown in doubling steps.
#[inline]
pub fn legal_moves(player: u64, opponent: u64) -> u64 {
    let empty = !(player | opponent);
    // Horizontal and diagonal runs may not wrap from column h to a.
    let inner = opponent & 0x7e7e_7e7e_7e7e_7e7e;
    let moves = fill_moves(player, inner, 1)
        | fill_moves(player, opponent, 8)
        | fill_moves(player, inner, 7)
        | fill_moves(player, inner, 9);
    moves & empty
}

/// Moves through runs of `mask` discs reached from `player` by shifting `s` both ways.
#[inline(always)]
fn fill_moves(player: u64, mask: u64, s: u32) -> u64 {
    let mut left = mask & (player << s);
    let mut right = mask & (player >> s);
    left |= mask & (left << s);
    right |= mask & (right >> s);
    let pre_left = mask & (mask << s);
    let pre_right = mask & (mask >> s);
    left |= pre_left & (left << (2 * s));
    right |= pre_right & (right >> (2 * s));
    left |= pre_left & (left << (2 * s));
    right |= pre_right & (right >> (2 * s));
    (left << s) | (right >> s)
}

/// For each square and direction (in the order of `Direction::ALL`), the
/// squares strictly beyond it in that direction.
pub(crate) const RAYS: [[u64; 8]; 64] = build_rays();

const fn build_rays() -> [[u64; 8]; 64] {
    let mut rays = [[0u64; 8]; 64];
    let mut index = 0;
    while index < 64 {
        let mut d = 0;
        while d < 8 {
            let dir = Direction::ALL[d];
            let (dc, dr) = dir.delta();
            let mut col = (index % 8) as i8 + dc;
            let mut row = (index / 8) as i8 + dr;
            let mut ray = 0u64;
            while col >= 0 && col < 8 && row >= 0 && row < 8 {
                ray |= 1u64 << (row * 8 + col);
                col += dc;
                row += dr;
            }
            rays[index][d] = ray;
            d += 1;
        }
        index += 1;
    }
    rays
}

/// Which of `Direction::ALL` run towards higher square indices.
const INCREASING: [bool; 8] = [false, false, true, true, true, true, false, false];

/// The opponent discs flipped when `player` plays on the empty square `index`
/// (zero when the move encloses nothing, that is, when it is not legal).
///
/// Per-direction ray masks: towards higher indices a carry finds the first
/// non-opponent square, towards lower indices a leading-zero count does.
#[inline]
pub fn flips(player: u64, opponent: u64, index: u8) -> u64 {
    let rays = &RAYS[index as usize];
    let mut flipped = 0u64;
    let mut d = 0;
    while d < 8 {
        let ray = rays[d];
        if INCREASING[d] {
            // The lowest ray square that is not an opponent disc.
            let blockers = ray & !opponent;
            let first = blockers & blockers.wrapping_neg();
            if first & player != 0 {
                flipped |= ray & (first - 1);
            }
        } else {
            let blockers = ray & !opponent;
            if blockers != 0 {
                let high = 63 - blockers.leading_zeros();
                if player & (1u64 << high) != 0 {
                    flipped |= ray & !((2u64 << high).wrapping_sub(1));
                }
            }
        }
        d += 1;
    }
    flipped
}

/// [`RAYS`] reordered for [`flips_inline`]: first the four directions towards
/// higher square indices, then the four towards lower.
const RAYS_BY_SIDE: [[u64; 8]; 64] = {
    let mut sorted = [[0u64; 8]; 64];
    let mut index = 0;
    while index < 64 {
        let (mut up, mut down) = (0, 4);
        let mut d = 0;
        while d < 8 {
            if INCREASING[d] {
                sorted[index][up] = RAYS[index][d];
                up += 1;
            } else {
                sorted[index][down] = RAYS[index][d];
                down += 1;
            }
            d += 1;
        }
        index += 1;
    }
    sorted
};

/// [`flips`] without branches, always inlined: the scalar flips of the engine's
/// hot code (perft and the solver on any processor, through
/// [`crate::engine::cpu::Cpu::flips`]), where it uses the leading-zero-count
/// instruction on a build that has it.
#[inline(always)]
pub(crate) fn flips_inline(player: u64, opponent: u64, index: u8) -> u64 {
    let rays = &RAYS_BY_SIDE[index as usize & 63];
    let mut flipped = 0;
    for &ray in &rays[..4] {
        // The nearest square that is not an opponent disc is the lowest one.
        let blockers = ray & !opponent;
        let outflank = blockers & blockers.wrapping_neg() & player;
        flipped |= outflank.wrapping_sub(u64::from(outflank != 0)) & ray;
    }
    for &ray in &rays[4..] {
        // The nearest is the highest; bit 0 stands in when there is none, and
        // is then outside the ray or not a player's disc.
        let blockers = (ray & !opponent) | 1;
        let outflank = (1u64 << (63 - blockers.leading_zeros())) & player & ray;
        flipped |= (outflank.wrapping_neg() << 1) & ray;
    }
    flipped
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(squares: &[&str]) -> u64 {
        squares
            .iter()
            .map(|s| s.parse::<Square>().unwrap().bit())
            .fold(0, |a, b| a | b)
    }

    fn squares(names: &[&str]) -> Bitboard {
        names.iter().map(|s| s.parse::<Square>().unwrap()).collect()
    }

    #[test]
    fn set_operators_take_both_either_one_and_the_rest() {
        let (a, b) = (squares(&["d3", "c4"]), squares(&["c4", "f5"]));
        assert_eq!(a & b, squares(&["c4"]));
        assert_eq!(a | b, squares(&["d3", "c4", "f5"]));
        assert_eq!(a ^ b, squares(&["d3", "f5"]));
        assert_eq!(a & !b, squares(&["d3"]));
        assert_eq!((!a).len(), 62);
        let mut set = a;
        set &= b;
        assert_eq!(set, squares(&["c4"]));
        set |= Bitboard::from("e6".parse::<Square>().unwrap());
        assert_eq!(set, squares(&["c4", "e6"]));
        set ^= a;
        assert_eq!(set, squares(&["d3", "e6"]));
    }

    #[test]
    fn shifts_do_not_wrap_around_the_edges() {
        assert_eq!(shift(set(&["h1"]), Direction::Right), 0);
        assert_eq!(shift(set(&["a3"]), Direction::Left), 0);
        assert_eq!(shift(set(&["a1"]), Direction::Up), 0);
        assert_eq!(shift(set(&["h8"]), Direction::DownRight), 0);
        assert_eq!(shift(set(&["d4"]), Direction::DownLeft), set(&["c5"]));
        assert_eq!(shift(set(&["d4"]), Direction::UpRight), set(&["e3"]));
    }

    #[test]
    fn start_position_moves_for_black_are_d3_c4_f5_e6() {
        let black = set(&["d5", "e4"]);
        let white = set(&["d4", "e5"]);
        assert_eq!(legal_moves(black, white), set(&["d3", "c4", "f5", "e6"]));
    }

    #[test]
    fn d3_from_the_start_flips_only_d4() {
        let black = set(&["d5", "e4"]);
        let white = set(&["d4", "e5"]);
        let d3 = "d3".parse::<Square>().unwrap().index();
        assert_eq!(flips(black, white, d3), set(&["d4"]));
    }

    #[test]
    fn the_branchless_flips_equal_the_reference_on_random_positions() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..20_000 {
            let (a, b) = (next(), next());
            let (player, opponent) = (a & b, a & !b);
            for index in 0..64u8 {
                if (player | opponent) & (1u64 << index) == 0 {
                    assert_eq!(
                        flips_inline(player, opponent, index),
                        flips(player, opponent, index),
                        "{player:#x} {opponent:#x} {index}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_run_that_reaches_the_edge_flips_nothing() {
        // a1 empty, b1..h1 white: black on a1 encloses nothing.
        let white = set(&["b1", "c1", "d1", "e1", "f1", "g1", "h1"]);
        assert_eq!(flips(0, white, 0), 0);
        assert_eq!(legal_moves(0, white), 0);
    }
}
