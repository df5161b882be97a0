//! The board as plain text: rows 1-8 down the side, columns a-h across the top,
//! one character a square, no escape codes.

use crate::engine::notation::diagram_with;
use crate::engine::{Bitboard, Board, Color};

/// The characters for the two colours of disc.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Glyphs {
    /// Black discs.
    pub black: char,
    /// White discs.
    pub white: char,
}

impl Glyphs {
    /// `●` black and `○` white.
    pub const UNICODE: Glyphs = Glyphs {
        black: '●',
        white: '○',
    };
    /// `B` black and `W` white, for terminals and readers without those symbols.
    pub const ASCII: Glyphs = Glyphs {
        black: 'B',
        white: 'W',
    };
}

/// An empty square that is marked by the lesson.
pub const MARKED: char = '+';
/// An empty square that is a legal move (when legal moves are shown).
pub const LEGAL: char = '*';
/// Any other empty square.
pub const EMPTY: char = '.';

/// The board as nine lines: the column letters, then rows 1 to 8. Empty squares in
/// `marked` show `+`, other empty squares in `legal` show `*`.
pub fn board_text(board: &Board, legal: Bitboard, marked: Bitboard, glyphs: Glyphs) -> String {
    diagram_with(|sq| match board.at(sq) {
        Some(Color::Black) => glyphs.black,
        Some(Color::White) => glyphs.white,
        None if marked.contains(sq) => MARKED,
        None if legal.contains(sq) => LEGAL,
        None => EMPTY,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Square;

    #[test]
    fn the_start_shows_discs_legal_moves_and_marks() {
        let board = Board::start();
        let marked: Bitboard = ["a1".parse::<Square>().unwrap()].into_iter().collect();
        let text = board_text(&board, board.legal_moves(), marked, Glyphs::UNICODE);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "  a b c d e f g h");
        assert_eq!(lines[1], "1 + . . . . . . .");
        assert_eq!(lines[3], "3 . . . * . . . .");
        assert_eq!(lines[4], "4 . . * ○ ● . . .");
        assert_eq!(lines[5], "5 . . . ● ○ * . .");
        let ascii = board_text(&board, Bitboard::EMPTY, Bitboard::EMPTY, Glyphs::ASCII);
        assert_eq!(ascii.lines().nth(4), Some("4 . . . W B . . ."));
    }
}
