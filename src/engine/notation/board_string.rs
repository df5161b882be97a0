//! Board strings: the 64 squares a1..h8 row by row (`X` black, `O` white, `-`
//! empty), then the side to move.

use super::NotationError;
use crate::engine::board::{Board, Color};
use crate::engine::square::Square;

/// Reads a side to move: `X`, `B` or `black`; `O`, `W` or `white` (any case).
pub fn parse_side(text: &str) -> Result<Color, NotationError> {
    let side = text.trim();
    match side.to_ascii_lowercase().as_str() {
        "x" | "b" | "black" => Ok(Color::Black),
        "o" | "w" | "white" => Ok(Color::White),
        _ => Err(NotationError::BadSide(side.to_string())),
    }
}

/// Reads 64 squares a1..h8 (`X`/`B` black, `O`/`W` white, `-`/`.` empty) into (black, white).
pub fn parse_squares(text: &str) -> Result<(u64, u64), NotationError> {
    let count = text.chars().count();
    if count != 64 {
        return Err(NotationError::BoardLength { found: count });
    }
    let (mut black, mut white) = (0u64, 0u64);
    for (i, (square, ch)) in Square::all().zip(text.chars()).enumerate() {
        match ch {
            'X' | 'x' | 'B' | 'b' | '*' => black |= square.bit(),
            'O' | 'o' | 'W' | 'w' => white |= square.bit(),
            '-' | '.' => {}
            _ => {
                return Err(NotationError::BadCell {
                    at: i + 1,
                    square,
                    ch,
                });
            }
        }
    }
    Ok((black, white))
}

/// Reads a board string: 64 squares then the side to move, e.g. `"---...--- X"`.
/// Anything after a `;` (as in FFO test files) is ignored.
pub fn parse_board_string(text: &str) -> Result<Board, NotationError> {
    let text = text.split(';').next().unwrap_or("");
    let mut tokens = text.split_whitespace();
    let squares = tokens.next().unwrap_or("");
    let (black, white) = parse_squares(squares)?;
    let side = tokens.next().ok_or(NotationError::MissingSide)?;
    let to_move = parse_side(side)?;
    if let Some(extra) = tokens.next() {
        return Err(NotationError::BadSide(extra.to_string()));
    }
    Ok(Board::from_discs(black, white, to_move)?)
}

/// The board string of a position: 64 squares then ` X` or ` O`.
pub fn board_string(board: &Board) -> String {
    let mut s: String = Square::all()
        .map(|sq| match board.at(sq) {
            Some(Color::Black) => 'X',
            Some(Color::White) => 'O',
            None => '-',
        })
        .collect();
    s.push(' ');
    s.push(match board.to_move() {
        Color::Black => 'X',
        Color::White => 'O',
    });
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::play_record;

    #[test]
    fn board_strings_round_trip() {
        let game = play_record(Board::start(), "f5d6c3d3c4").unwrap();
        let s = board_string(game.board());
        assert_eq!(parse_board_string(&s).unwrap(), *game.board());
    }

    #[test]
    fn board_strings_of_the_wrong_length_are_refused() {
        assert_eq!(
            parse_board_string("XO- X"),
            Err(NotationError::BoardLength { found: 3 })
        );
    }
}
