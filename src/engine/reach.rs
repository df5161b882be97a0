//! Which positions a real game can reach, as far as two facts tell: every game
//! starts with discs on the four centre squares and a disc is never taken off,
//! and every disc is placed next to another, so all discs hang together with
//! the centre. A position that breaks either was set up by hand.

use super::bitboard::next_to;
use super::{Bitboard, Board};

/// The centre squares d4, e4, d5 and e5, where every game starts with discs.
pub const CENTRE: Bitboard = Bitboard(0x0000_0018_1800_0000);

/// What in a position no real game reaches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Unreachable {
    /// Centre squares left empty.
    pub empty_centre: Bitboard,
    /// Discs not joined, square by square in any of the eight directions, to
    /// the discs of the centre.
    pub apart: Bitboard,
}

impl Unreachable {
    /// What in `board` no real game reaches (nothing: as far as these two
    /// facts tell, a game could reach it).
    pub fn of(board: &Board) -> Unreachable {
        let discs = !board.empty().0;
        let mut joined = discs & CENTRE.0;
        loop {
            let grown = discs & (joined | next_to(joined));
            if grown == joined {
                break;
            }
            joined = grown;
        }
        let apart = if joined == 0 { 0 } else { discs & !joined };
        Unreachable {
            empty_centre: Bitboard(CENTRE.0 & !discs),
            apart: Bitboard(apart),
        }
    }

    /// Whether a real game could reach the position, as far as these tell
    /// (the tests' summary of the two lists).
    #[cfg(test)]
    fn is_reachable(&self) -> bool {
        self.empty_centre.is_empty() && self.apart.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::parse_board_string;
    use crate::engine::{Color, Square};

    #[test]
    fn the_centre_is_d4_e4_d5_e5() {
        let centre: Bitboard = [Square::D4, Square::E4, Square::D5, Square::E5]
            .into_iter()
            .collect();
        assert_eq!(CENTRE, centre);
    }

    #[test]
    fn the_start_position_is_reachable_and_a_lone_corner_disc_is_not() {
        assert!(Unreachable::of(&Board::start()).is_reachable());
        let mut text = "-".repeat(64);
        text.replace_range(0..1, "X");
        text.replace_range(27..29, "OX");
        text.replace_range(35..37, "XO");
        let board = parse_board_string(&format!("{text} X")).unwrap();
        let unreachable = Unreachable::of(&board);
        assert_eq!(unreachable.apart, Bitboard::from(Square::A1));
        assert!(unreachable.empty_centre.is_empty());
        assert!(!unreachable.is_reachable());
    }

    #[test]
    fn an_empty_centre_square_is_flagged() {
        let board = Board::from_discs(
            Square::D5.bit() | Square::E4.bit(),
            Square::D4.bit(),
            Color::Black,
        )
        .unwrap();
        let unreachable = Unreachable::of(&board);
        assert_eq!(unreachable.empty_centre, Bitboard::from(Square::E5));
        assert!(unreachable.apart.is_empty());
    }

    #[test]
    fn a_disc_touching_the_centre_only_at_a_corner_of_a_square_is_joined() {
        let board = Board::from_discs(
            Square::D5.bit() | Square::E4.bit() | Square::C3.bit(),
            Square::D4.bit() | Square::E5.bit(),
            Color::Black,
        )
        .unwrap();
        assert!(Unreachable::of(&board).is_reachable());
    }
}
