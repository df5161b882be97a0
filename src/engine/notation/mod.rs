//! Text forms of games and positions: game records (`f5d6c3`, `pa` for a pass),
//! 64-character board strings with the side to move (`X` black, `O` white, `-`
//! empty, a1..h8 row by row), and 8-line diagrams, one file each; here the
//! errors they share and the command line's choice between a record and a board.

mod board_string;
mod diagram;
mod record;

pub use board_string::{board_string, parse_board_string, parse_side, parse_squares};
pub use diagram::{diagram, diagram_with, parse_diagram};
pub use record::{parse_record, play_record};

use super::board::{Board, OverlapError};
use super::game::{Game, GameError, Move};
use super::square::Square;

/// What is wrong with a piece of notation, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// A token in a game record that is neither a square nor a pass.
    #[error("character {at}: `{text}` is not a square (a1..h8) or `pa` for a pass")]
    BadToken { at: usize, text: String },
    /// A move in a game record that cannot be played.
    #[error("move {number} ({mv}, character {at}): {source}")]
    IllegalMove {
        number: usize,
        at: usize,
        mv: Move,
        source: GameError,
    },
    /// A board string whose squares do not number 64.
    #[error("a board string has 64 squares (a1..h8, row by row); this one has {found}")]
    BoardLength { found: usize },
    /// A character in a board string that is not a disc or an empty square.
    #[error("square {square} (character {at}): `{ch}` is not X (black), O (white) or - (empty)")]
    BadCell { at: usize, square: Square, ch: char },
    /// A board string with no side to move after it.
    #[error("the side to move is missing after the 64 squares: add X (black) or O (white)")]
    MissingSide,
    /// A side to move that is not black or white.
    #[error("`{0}` is not a side to move: use X or black, O or white")]
    BadSide(String),
    /// A diagram with too few or too many rows.
    #[error("the diagram has {found} rows; it needs 8 (rows 1-8, top to bottom)")]
    DiagramRows { found: usize },
    /// A diagram row with too few or too many squares.
    #[error("diagram row {row} has {found} squares; it needs 8 (columns a-h)")]
    DiagramColumns {
        row: usize,
        /// 1-based line of the row within the diagram text.
        line: usize,
        found: usize,
    },
    /// A character in a diagram that is not a disc or an empty square.
    #[error(
        "diagram row {row}: `{ch}` is not a disc; use B or X for black, W or O for white, . or - for empty"
    )]
    DiagramChar {
        row: usize,
        /// 1-based line within the diagram text.
        line: usize,
        /// 1-based character column within that line.
        column: usize,
        ch: char,
    },
    /// Two discs on one square (cannot happen through parsing, kept for completeness).
    #[error(transparent)]
    Overlap(#[from] OverlapError),
}

impl NotationError {
    /// The 1-based (line, column) within the parsed text, where known.
    pub fn location(&self) -> Option<(usize, usize)> {
        match self {
            NotationError::BadToken { at, .. }
            | NotationError::IllegalMove { at, .. }
            | NotationError::BadCell { at, .. } => Some((1, *at)),
            NotationError::DiagramColumns { line, .. } => Some((*line, 1)),
            NotationError::DiagramChar { line, column, .. } => Some((*line, *column)),
            _ => None,
        }
    }
}

/// Whether `text` is meant as a board string rather than a record: a record
/// names squares, so it has digits; a board string never has one.
pub fn looks_like_board(text: &str) -> bool {
    let first = text.trim().split(';').next().unwrap_or("");
    !first.chars().any(|c| c.is_ascii_digit())
        && first
            .chars()
            .any(|c| matches!(c, 'x' | 'X' | 'o' | 'O' | '-' | '.' | '*'))
}

/// Reads a position as the command line takes it: `start`, a game record played
/// from the start, or a board string with the side to move.
pub fn parse_position(text: &str) -> Result<Game, NotationError> {
    let trimmed = text.trim();
    if trimmed.eq_ignore_ascii_case("start") {
        return Ok(Game::default());
    }
    if looks_like_board(trimmed) {
        Ok(Game::new(parse_board_string(trimmed)?))
    } else {
        play_record(Board::start(), trimmed)
    }
}
