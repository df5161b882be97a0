//! The board's eight symmetries (four turns, each with or without a mirror) and
//! the canonical form of a position under them, so that a position and its mirror
//! image count as one puzzle.

use super::{Board, Square};

/// One of the eight symmetries of the square board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symmetry {
    /// Swap columns and rows (mirror in the a1-h8 diagonal) first.
    transpose: bool,
    /// Then reverse the columns (a becomes h).
    mirror_columns: bool,
    /// And reverse the rows (1 becomes 8).
    mirror_rows: bool,
}

impl Symmetry {
    /// All eight, the identity first.
    pub fn all() -> impl Iterator<Item = Symmetry> {
        (0..8u8).map(|bits| Symmetry {
            transpose: bits & 4 != 0,
            mirror_columns: bits & 2 != 0,
            mirror_rows: bits & 1 != 0,
        })
    }

    /// Where `sq` goes.
    pub fn square(self, sq: Square) -> Square {
        let (mut col, mut row) = if self.transpose {
            (sq.row(), sq.col())
        } else {
            (sq.col(), sq.row())
        };
        if self.mirror_columns {
            col = 7 - col;
        }
        if self.mirror_rows {
            row = 7 - row;
        }
        Square::from_coords(col, row).unwrap_or(sq)
    }

    /// Where the squares of `set` go.
    pub fn set(self, set: u64) -> u64 {
        let mut image = 0;
        let mut rest = set;
        while rest != 0 {
            let index = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            if let Some(sq) = Square::from_index(index) {
                image |= self.square(sq).bit();
            }
        }
        image
    }

    /// The board seen through this symmetry (same side to move).
    pub fn board(self, board: &Board) -> Board {
        let (black, white) = (self.set(board.black().0), self.set(board.white().0));
        // The image of two disjoint sets is disjoint.
        Board::from_discs(black, white, board.to_move()).unwrap_or(*board)
    }
}

/// A position up to symmetry: the smallest image of (mover's discs, opponent's
/// discs, marked square) over the eight symmetries. The colours do not count:
/// the same picture with black and white swapped is the same puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Canonical {
    player: u64,
    opponent: u64,
    mark: u8,
}

/// The canonical form of `board` with an optional marked square (the move of a
/// `predict-flips` puzzle).
pub fn canonical(board: &Board, mark: Option<Square>) -> Canonical {
    Symmetry::all()
        .map(|sym| Canonical {
            player: sym.set(board.player().0),
            opponent: sym.set(board.opponent().0),
            mark: mark.map_or(64, |sq| sym.square(sq).index()),
        })
        .min()
        .unwrap_or(Canonical {
            player: board.player().0,
            opponent: board.opponent().0,
            mark: 64,
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::play_record;

    #[test]
    fn the_eight_symmetries_are_distinct_and_keep_the_legal_moves() {
        let board = *play_record(Board::start(), "f5d6c3d3c4f4c5b3c2")
            .unwrap()
            .board();
        let images: Vec<Board> = Symmetry::all().map(|s| s.board(&board)).collect();
        for (i, a) in images.iter().enumerate() {
            for b in &images[i + 1..] {
                assert_ne!(a, b);
            }
        }
        for sym in Symmetry::all() {
            let image = sym.board(&board);
            assert_eq!(
                image.legal_moves().0,
                sym.set(board.legal_moves().0),
                "{sym:?}"
            );
        }
    }

    #[test]
    fn a_position_and_each_of_its_images_share_one_canonical_form() {
        let board = *play_record(Board::start(), "f5d6c3d3c4f4c5")
            .unwrap()
            .board();
        let mark: Square = "b3".parse().unwrap();
        let key = canonical(&board, Some(mark));
        for sym in Symmetry::all() {
            assert_eq!(canonical(&sym.board(&board), Some(sym.square(mark))), key);
        }
        let other = *play_record(Board::start(), "f5d6c3d3c4f4c6")
            .unwrap()
            .board();
        assert_ne!(canonical(&other, Some(mark)), key);
        assert_ne!(canonical(&board, None), key);
    }
}
