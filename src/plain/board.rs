//! The board as plain text: rows 1-8 down the side, columns a-h across the top,
//! one character a square, no escape codes. Empty squares show the view's dots
//! and marks.

use crate::engine::Color;
use crate::engine::notation::diagram_with;
use crate::i18n::Ui;
use crate::view::{BoardView, Role};

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
    const UNICODE: Glyphs = Glyphs {
        black: '●',
        white: '○',
    };

    /// The discs for `ui`'s language: `●`/`○`, or with `ascii` the first letters
    /// of the colours' names (`B`/`W`, `H`/`P`, `Đ`/`T`).
    pub fn of(ui: Ui, ascii: bool) -> Glyphs {
        if ascii {
            let (black, white) = ui.disc_letters();
            Glyphs { black, white }
        } else {
            Glyphs::UNICODE
        }
    }
}

/// An empty square that is marked by the lesson.
const MARKED: char = '+';
/// An empty square that is a legal move (when legal moves are shown).
const LEGAL: char = '*';
/// Any other empty square.
pub const EMPTY: char = '.';

/// The board as nine lines: the column letters, then rows 1 to 8. Empty marked
/// squares show `+`, empty squares with a dot `*`.
pub fn board_text(view: &BoardView, glyphs: Glyphs) -> String {
    diagram_with(|sq| match view.disc(sq) {
        Some(Color::Black) => glyphs.black,
        Some(Color::White) => glyphs.white,
        None => match view.role(sq) {
            Role::Marked => MARKED,
            Role::Dot => LEGAL,
            _ => EMPTY,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Bitboard, Board, Square};
    use crate::lang::Lang;

    #[test]
    fn the_start_shows_discs_legal_moves_and_marks() {
        let board = Board::start();
        let marked: Bitboard = ["a1".parse::<Square>().unwrap()].into_iter().collect();
        let view = BoardView {
            dots: board.legal_moves(),
            marks: marked,
            ..BoardView::plain(board)
        };
        let text = board_text(&view, Glyphs::UNICODE);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "  a b c d e f g h");
        assert_eq!(lines[1], "1 + . . . . . . .");
        assert_eq!(lines[3], "3 . . . * . . . .");
        assert_eq!(lines[4], "4 . . * ○ ● . . .");
        assert_eq!(lines[5], "5 . . . ● ○ * . .");
    }

    #[test]
    fn ascii_discs_are_the_letters_of_the_chosen_language() {
        let view = BoardView::plain(Board::start());
        let row4 = |lang| {
            board_text(&view, Glyphs::of(Ui::new(lang), true))
                .lines()
                .nth(4)
                .unwrap()
                .to_string()
        };
        assert_eq!(row4(Lang::En), "4 . . . W B . . .");
        assert_eq!(row4(Lang::Id), "4 . . . P H . . .");
        assert_eq!(row4(Lang::Vi), "4 . . . T Đ . . .");
    }
}
