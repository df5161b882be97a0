//! Squares a1..h8 (a1 top-left, rows counting downwards) and the eight directions.

use std::fmt;
use std::str::FromStr;

/// One of the 64 squares. Index = row * 8 + column, so a1 = 0, h1 = 7, a8 = 56, h8 = 63.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Square(u8);

impl Square {
    /// The square at `index` (0..64), or `None` outside the board.
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square at column `col` (0 = a) and row `row` (0 = row 1), if both are on the board.
    pub const fn from_coords(col: i8, row: i8) -> Option<Square> {
        if col >= 0 && col < 8 && row >= 0 && row < 8 {
            Some(Square((row * 8 + col) as u8))
        } else {
            None
        }
    }

    /// Index 0..64 (a1 = 0, row by row).
    pub const fn index(self) -> u8 {
        self.0
    }

    /// Column 0..8 (0 = a).
    pub const fn col(self) -> i8 {
        (self.0 % 8) as i8
    }

    /// Row 0..8 (0 = row 1, the top row).
    pub const fn row(self) -> i8 {
        (self.0 / 8) as i8
    }

    /// The single-bit set of this square.
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// The next square in `dir`, or `None` at the edge.
    pub const fn step(self, dir: Direction) -> Option<Square> {
        let (dc, dr) = dir.delta();
        Square::from_coords(self.col() + dc, self.row() + dr)
    }

    /// Whether this is one of the four corners.
    pub const fn is_corner(self) -> bool {
        matches!(self.0, 0 | 7 | 56 | 63)
    }

    /// All 64 squares in order a1, b1, ..., h8.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
}

/// The squares as constants, `Square::A1` to `Square::H8`, from one table.
macro_rules! square_constants {
    ($($name:ident = $index:literal),* $(,)?) => {
        impl Square {
            $(
                #[doc = concat!("The square ", stringify!($name), ".")]
                pub const $name: Square = Square($index);
            )*
        }

        /// Each constant with its name, for the test that holds them to their squares.
        #[cfg(test)]
        const NAMED: [(&str, Square); 64] = [$((stringify!($name), Square::$name)),*];
    };
}

square_constants! {
    A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7,
    A2 = 8, B2 = 9, C2 = 10, D2 = 11, E2 = 12, F2 = 13, G2 = 14, H2 = 15,
    A3 = 16, B3 = 17, C3 = 18, D3 = 19, E3 = 20, F3 = 21, G3 = 22, H3 = 23,
    A4 = 24, B4 = 25, C4 = 26, D4 = 27, E4 = 28, F4 = 29, G4 = 30, H4 = 31,
    A5 = 32, B5 = 33, C5 = 34, D5 = 35, E5 = 36, F5 = 37, G5 = 38, H5 = 39,
    A6 = 40, B6 = 41, C6 = 42, D6 = 43, E6 = 44, F6 = 45, G6 = 46, H6 = 47,
    A7 = 48, B7 = 49, C7 = 50, D7 = 51, E7 = 52, F7 = 53, G7 = 54, H7 = 55,
    A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let col = (b'a' + self.col() as u8) as char;
        let row = (b'1' + self.row() as u8) as char;
        write!(f, "{col}{row}")
    }
}

/// Why a piece of text is not a square.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{text}` is not a square: use a column a-h and a row 1-8, like d3")]
pub struct ParseSquareError {
    /// The text that was given.
    pub text: String,
}

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Parses `d3` or `D3`.
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let err = || ParseSquareError {
            text: s.to_string(),
        };
        let bytes = s.as_bytes();
        if bytes.len() != 2 {
            return Err(err());
        }
        let col = bytes[0].to_ascii_lowercase();
        let row = bytes[1];
        if !(b'a'..=b'h').contains(&col) || !(b'1'..=b'8').contains(&row) {
            return Err(err());
        }
        Square::from_coords((col - b'a') as i8, (row - b'1') as i8).ok_or_else(err)
    }
}

/// The eight directions, named as the learner sees them on screen (row 1 at the top).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Direction {
    Up,
    Down,
    Left,
    Right,
    UpLeft,
    UpRight,
    DownLeft,
    DownRight,
}

impl Direction {
    /// All eight, in the order explanations list them.
    pub const ALL: [Direction; 8] = [
        Direction::Up,
        Direction::UpRight,
        Direction::Right,
        Direction::DownRight,
        Direction::Down,
        Direction::DownLeft,
        Direction::Left,
        Direction::UpLeft,
    ];

    /// (column step, row step); rows grow downwards.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::Up => (0, -1),
            Direction::Down => (0, 1),
            Direction::Left => (-1, 0),
            Direction::Right => (1, 0),
            Direction::UpLeft => (-1, -1),
            Direction::UpRight => (1, -1),
            Direction::DownLeft => (-1, 1),
            Direction::DownRight => (1, 1),
        }
    }

    /// The English name used in notation and JSON: `up`, `down-left`, ...
    pub const fn name(self) -> &'static str {
        match self {
            Direction::Up => "up",
            Direction::Down => "down",
            Direction::Left => "left",
            Direction::Right => "right",
            Direction::UpLeft => "up-left",
            Direction::UpRight => "up-right",
            Direction::DownLeft => "down-left",
            Direction::DownRight => "down-right",
        }
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a1_is_index_zero_and_h8_is_63() {
        assert_eq!("a1".parse::<Square>().unwrap().index(), 0);
        assert_eq!("h1".parse::<Square>().unwrap().index(), 7);
        assert_eq!("H8".parse::<Square>().unwrap().index(), 63);
    }

    #[test]
    fn each_constant_is_the_square_it_names() {
        for (name, square) in NAMED {
            assert_eq!(square.to_string(), name.to_lowercase());
        }
        assert_eq!(Square::all().count(), NAMED.len());
    }

    #[test]
    fn squares_print_and_parse_round_trip() {
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>().unwrap(), sq);
        }
    }

    #[test]
    fn bad_squares_are_refused() {
        for bad in ["i9", "d0", "d9", "", "d", "d33", "3d", "é1"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }

    #[test]
    fn down_from_d3_is_d4() {
        let d3: Square = "d3".parse().unwrap();
        assert_eq!(d3.step(Direction::Down).unwrap().to_string(), "d4");
        assert_eq!(d3.step(Direction::UpLeft).unwrap().to_string(), "c2");
        let a1: Square = "a1".parse().unwrap();
        assert_eq!(a1.step(Direction::Up), None);
        assert_eq!(a1.step(Direction::Left), None);
    }
}
