//! How good a position looks to the side to move, in hundredths of a disc of the
//! final difference: features of the position (corners, the squares beside an
//! empty corner, mobility, potential mobility, stable discs, discs, parity),
//! each weighted by how far the game has gone.

use crate::engine::bitboard::{C_SQUARES, CORNERS, X_SQUARES, legal_moves, next_to};
use crate::engine::solve::stable_discs;

/// The squares beside each corner (X and C squares), corner by corner.
const BESIDE: [(u64, u64); 4] = [
    (1 << 0, (1 << 1) | (1 << 8) | (1 << 9)),
    (1 << 7, (1 << 6) | (1 << 15) | (1 << 14)),
    (1 << 56, (1 << 48) | (1 << 57) | (1 << 49)),
    (1 << 63, (1 << 55) | (1 << 62) | (1 << 54)),
];

/// The squares beside the empty corners of a position.
#[inline(always)]
pub fn beside_empty_corners(empty: u64) -> u64 {
    let mut out = 0;
    for (corner, beside) in BESIDE {
        if empty & corner != 0 {
            out |= beside;
        }
    }
    out
}

/// The features of a position, each as (side to move) minus (the other side).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// Corners held.
    pub corners: i32,
    /// Legal moves onto a corner.
    pub corner_moves: i32,
    /// Discs on an X square (b2, g2, b7, g7) beside an empty corner.
    pub x_squares: i32,
    /// Discs on a C square (the edge square beside a corner) beside an empty corner.
    pub c_squares: i32,
    /// Legal moves.
    pub mobility: i32,
    /// Empty squares next to the other side's discs (room for later moves).
    pub potential: i32,
    /// Discs that can never be flipped.
    pub stable: i32,
    /// Discs.
    pub discs: i32,
    /// 1 when the number of empty squares is odd (the side to move would play
    /// the last move if nobody passed), else -1.
    pub parity: i32,
}

impl Features {
    /// The features of the position with `player` to move against `opponent`.
    #[inline(always)]
    pub fn of(player: u64, opponent: u64) -> Features {
        let count = |set: u64| set.count_ones() as i32;
        let empty = !(player | opponent);
        let (mine, theirs) = (legal_moves(player, opponent), legal_moves(opponent, player));
        let beside = beside_empty_corners(empty);
        Features {
            corners: count(player & CORNERS) - count(opponent & CORNERS),
            corner_moves: count(mine & CORNERS) - count(theirs & CORNERS),
            x_squares: count(player & beside & X_SQUARES) - count(opponent & beside & X_SQUARES),
            c_squares: count(player & beside & C_SQUARES) - count(opponent & beside & C_SQUARES),
            mobility: count(mine) - count(theirs),
            potential: count(next_to(opponent) & empty) - count(next_to(player) & empty),
            stable: count(stable_discs(player, opponent)) - count(stable_discs(opponent, player)),
            discs: count(player) - count(opponent),
            parity: if count(empty) % 2 == 1 { 1 } else { -1 },
        }
    }
}

/// The weight of each feature at the opening (60 empty squares) and at the end
/// (0 empty squares), in hundredths of a disc; in between they are interpolated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// (opening, end) weights in the order of [`Features`]' fields.
    pub table: [(i32, i32); 9],
}

impl Weights {
    /// Mobility and corners alone (level 4).
    pub const MOBILITY: Weights = Weights {
        table: [
            (800, 800),
            (300, 300),
            (0, 0),
            (0, 0),
            (100, 100),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
        ],
    };

    /// Every feature (levels 5 and 6).
    pub const FULL: Weights = Weights {
        table: [
            (900, 700),
            (350, 200),
            (-450, -150),
            (-200, -50),
            (90, 50),
            (35, 10),
            (120, 110),
            (-8, 60),
            (0, 250),
        ],
    };

    /// The value of `features` with `empties` empty squares.
    #[inline(always)]
    pub fn value(&self, features: &Features, empties: u32) -> i32 {
        let f = features;
        let values = [
            f.corners,
            f.corner_moves,
            f.x_squares,
            f.c_squares,
            f.mobility,
            f.potential,
            f.stable,
            f.discs,
            f.parity,
        ];
        let e = empties.min(60) as i32;
        let mut total = 0;
        for (value, (opening, end)) in values.iter().zip(self.table) {
            total += value * (opening * e + end * (60 - e)) / 60;
        }
        total
    }

    /// How good the position looks for `player` (to move), in hundredths of a disc.
    #[inline(always)]
    pub fn evaluate(&self, player: u64, opponent: u64) -> i32 {
        let empties = (!(player | opponent)).count_ones();
        self.value(&Features::of(player, opponent), empties)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Board;

    #[test]
    fn the_start_position_is_even() {
        let b = Board::start();
        let f = Features::of(b.player().0, b.opponent().0);
        assert_eq!(f.mobility, 0);
        assert_eq!(f.discs, 0);
        assert_eq!(Weights::FULL.evaluate(b.player().0, b.opponent().0), 0);
    }

    #[test]
    fn a_corner_is_worth_more_than_an_x_square() {
        // Black holds a1 in one position, b2 beside an empty a1 in the other.
        let corner = Weights::FULL.evaluate(1, 1 << 20);
        let x_square = Weights::FULL.evaluate(1 << 9, 1 << 20);
        assert!(corner > x_square, "{corner} {x_square}");
        assert!(x_square < 0, "{x_square}");
    }

    #[test]
    fn squares_beside_an_empty_corner_are_named_by_the_corner() {
        let all_empty = !0u64;
        assert_eq!(beside_empty_corners(all_empty), X_SQUARES | C_SQUARES);
        assert_eq!(
            beside_empty_corners(all_empty & !1),
            (X_SQUARES | C_SQUARES) & !0x302
        );
    }
}
