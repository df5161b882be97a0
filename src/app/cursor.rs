//! The cursor on a board: moved by the arrows and h j k l, put on a square by a
//! click, or by a typed square (a column letter, then its row). The lesson, the
//! puzzle and the game screens all keep one, so that every board takes keys the
//! same way.

use super::Arrow;
use crate::engine::Square;

/// Where the cursor starts on a lesson or a puzzle: d4, a square no lesson asks to play.
pub(super) const D4: Square = Square::D4;

/// Where the cursor starts on a game or the sandbox: d3, one of black's first moves.
pub(super) const D3: Square = Square::D3;

/// A board's cursor, and a column letter typed and waiting for its row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardCursor {
    square: Square,
    column: Option<char>,
}

impl BoardCursor {
    /// The cursor on `square`, with nothing typed.
    pub const fn at(square: Square) -> BoardCursor {
        BoardCursor {
            square,
            column: None,
        }
    }

    /// The square under the cursor.
    pub const fn square(&self) -> Square {
        self.square
    }

    /// The column letter typed, waiting for its row.
    pub const fn column(&self) -> Option<char> {
        self.column
    }

    /// One square by `arrow`, staying on the board; a typed letter is dropped.
    pub fn step(&mut self, arrow: Arrow) {
        self.column = None;
        self.square = step(self.square, arrow);
    }

    /// A column letter typed. `h` also steps left (the h of h j k l) until a row
    /// after it places the cursor on column h.
    pub fn letter(&mut self, letter: char) {
        if letter == 'h' {
            self.square = step(self.square, Arrow::Left);
        }
        self.column = Some(letter);
    }

    /// A row typed: with a column letter before it, the cursor goes to that
    /// square. Whether a letter was waiting for it.
    pub fn row(&mut self, row: u8) -> bool {
        let Some(letter) = self.column.take() else {
            return false;
        };
        if let Ok(square) = format!("{letter}{row}").parse() {
            self.square = square;
        }
        true
    }

    /// The cursor put on `square` (a click); a typed letter is dropped.
    pub fn put(&mut self, square: Square) {
        self.column = None;
        self.square = square;
    }

    /// Drops a typed letter; whether there was one.
    pub fn forget(&mut self) -> bool {
        self.column.take().is_some()
    }
}

/// `square` moved one square by `arrow`, staying on the board.
fn step(square: Square, arrow: Arrow) -> Square {
    let (dc, dr) = match arrow {
        Arrow::Up => (0, -1),
        Arrow::Down => (0, 1),
        Arrow::Left => (-1, 0),
        Arrow::Right => (1, 0),
    };
    Square::from_coords(square.col() + dc, square.row() + dr).unwrap_or(square)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_move_one_square_and_stop_at_the_edge() {
        let mut cursor = BoardCursor::at(Square::A1);
        cursor.step(Arrow::Up);
        cursor.step(Arrow::Left);
        assert_eq!(cursor.square(), Square::A1);
        cursor.step(Arrow::Right);
        cursor.step(Arrow::Down);
        assert_eq!(cursor.square(), Square::B2);
    }

    #[test]
    fn a_letter_then_a_row_types_a_square() {
        let mut cursor = BoardCursor::at(D4);
        cursor.letter('f');
        assert_eq!((cursor.square(), cursor.column()), (D4, Some('f')));
        assert!(cursor.row(5));
        assert_eq!((cursor.square(), cursor.column()), (Square::F5, None));
        assert!(!cursor.row(3), "a row alone types nothing");
        assert_eq!(cursor.square(), Square::F5);
    }

    #[test]
    fn h_steps_left_and_with_a_row_types_column_h() {
        let mut cursor = BoardCursor::at(D3);
        cursor.letter('h');
        assert_eq!(cursor.square(), Square::C3);
        assert!(cursor.row(8));
        assert_eq!(cursor.square(), Square::H8);
    }

    #[test]
    fn a_row_off_the_board_leaves_the_cursor_and_an_arrow_or_click_drops_the_letter() {
        let mut cursor = BoardCursor::at(D4);
        cursor.letter('b');
        assert!(cursor.row(9));
        assert_eq!((cursor.square(), cursor.column()), (D4, None));
        cursor.letter('b');
        cursor.step(Arrow::Up);
        assert_eq!(cursor.column(), None);
        cursor.letter('b');
        cursor.put(Square::G7);
        assert_eq!((cursor.square(), cursor.column()), (Square::G7, None));
        cursor.letter('c');
        assert!(cursor.forget());
        assert!(!cursor.forget());
    }
}
