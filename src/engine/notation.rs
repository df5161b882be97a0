//! Text forms of games and positions: game records (`f5d6c3`, `pa` for a pass),
//! 64-character board strings with the side to move (`X` black, `O` white, `-`
//! empty, a1..h8 row by row), and 8-line diagrams.

use super::board::{Board, Color};
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
    Overlap(#[from] super::board::OverlapError),
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

/// Reads a game record such as `f5d6 c3` or `F5D6C3` (spaces ignored, `pa` or `pass`
/// for a pass) into moves, without checking that they are legal.
pub fn parse_record(text: &str) -> Result<Vec<(usize, Move)>, NotationError> {
    let chars: Vec<(usize, char)> = text
        .chars()
        .enumerate()
        .filter(|(_, c)| !c.is_whitespace())
        .map(|(i, c)| (i + 1, c))
        .collect();
    let mut moves = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let at = chars[i].0;
        let token: String = chars[i..(i + 2).min(chars.len())]
            .iter()
            .map(|(_, c)| c)
            .collect();
        i += 2;
        if token.eq_ignore_ascii_case("pa") {
            let rest: String = chars[i.min(chars.len())..(i + 2).min(chars.len())]
                .iter()
                .map(|(_, c)| c)
                .collect();
            if rest.eq_ignore_ascii_case("ss") {
                i += 2;
            }
            moves.push((at, Move::Pass));
            continue;
        }
        let sq = token
            .parse::<Square>()
            .map_err(|_| NotationError::BadToken { at, text: token })?;
        moves.push((at, Move::Play(sq)));
    }
    Ok(moves)
}

/// Plays a game record from `start`. When the side to move has no legal move and the
/// record goes on with a square, the forced pass is filled in.
pub fn play_record(start: Board, text: &str) -> Result<Game, NotationError> {
    let mut game = Game::new(start);
    for (number, (at, mv)) in parse_record(text)?.into_iter().enumerate() {
        let illegal = |source| NotationError::IllegalMove {
            number: number + 1,
            at,
            mv,
            source,
        };
        if matches!(mv, Move::Play(_)) && game.status() == super::board::Status::MustPass {
            game.apply(Move::Pass).map_err(illegal)?;
        }
        game.apply(mv).map_err(illegal)?;
    }
    Ok(game)
}

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

/// Reads an 8-line diagram (rows 1-8 top to bottom, columns a-h; `B`/`X` black,
/// `W`/`O` white, `.`/`-` empty; spaces and blank lines ignored) into (black, white).
/// A line of column letters `a b c d e f g h` and row numbers in front of the rows,
/// as [`diagram`] prints them, are allowed and skipped.
pub fn parse_diagram(text: &str) -> Result<(u64, u64), NotationError> {
    let rows: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .filter(|(_, l)| !l.trim().is_empty() && !is_column_labels(l))
        .collect();
    if rows.len() != 8 {
        return Err(NotationError::DiagramRows { found: rows.len() });
    }
    let (mut black, mut white) = (0u64, 0u64);
    for (row, (line, text)) in rows.iter().enumerate() {
        let mut cells: Vec<(usize, char)> = text
            .chars()
            .enumerate()
            .filter(|(_, c)| !c.is_whitespace())
            .map(|(i, c)| (i + 1, c))
            .collect();
        // A leading row number equal to the row's own number is a label.
        let label = char::from_digit(row as u32 + 1, 10);
        if cells.len() == 9 && cells.first().map(|&(_, c)| Some(c)) == Some(label) {
            cells.remove(0);
        }
        for &(column, ch) in &cells {
            if !matches!(
                ch,
                'B' | 'X' | 'b' | 'x' | 'W' | 'O' | 'w' | 'o' | '.' | '-'
            ) {
                return Err(NotationError::DiagramChar {
                    row: row + 1,
                    line: *line,
                    column,
                    ch,
                });
            }
        }
        if cells.len() != 8 {
            return Err(NotationError::DiagramColumns {
                row: row + 1,
                line: *line,
                found: cells.len(),
            });
        }
        for (col, &(_, ch)) in cells.iter().enumerate() {
            let bit = 1u64 << (row * 8 + col);
            match ch {
                'B' | 'X' | 'b' | 'x' => black |= bit,
                'W' | 'O' | 'w' | 'o' => white |= bit,
                _ => {}
            }
        }
    }
    Ok((black, white))
}

/// Whether a diagram line is the column header `a b c d e f g h`.
fn is_column_labels(line: &str) -> bool {
    let letters: String = line.chars().filter(|c| !c.is_whitespace()).collect();
    letters.eq_ignore_ascii_case("abcdefgh")
}

/// Reads a position as the command line takes it: `start`, a game record played
/// from the start, or a board string with the side to move.
pub fn parse_position(text: &str) -> Result<Game, NotationError> {
    let trimmed = text.trim();
    if trimmed.eq_ignore_ascii_case("start") {
        return Ok(Game::default());
    }
    let looks_like_board = trimmed
        .split(';')
        .next()
        .unwrap_or("")
        .chars()
        .any(|c| matches!(c, 'x' | 'X' | 'o' | 'O' | '-' | '.' | '*'));
    if looks_like_board {
        Ok(Game::new(parse_board_string(trimmed)?))
    } else {
        play_record(Board::start(), trimmed)
    }
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

/// An 8-line diagram with column letters and row numbers, `B` black, `W` white, `.` empty.
pub fn diagram(board: &Board) -> String {
    diagram_with(|sq| match board.at(sq) {
        Some(Color::Black) => 'B',
        Some(Color::White) => 'W',
        None => '.',
    })
}

/// A labelled diagram (column letters, then rows 1-8 with their numbers) whose
/// squares are drawn by `cell`, one character each.
pub fn diagram_with(cell: impl Fn(Square) -> char) -> String {
    let mut out = String::from("  a b c d e f g h\n");
    for row in 0..8i8 {
        out.push(char::from(b'1' + row as u8));
        for sq in (0..8i8).filter_map(|col| Square::from_coords(col, row)) {
            out.push(' ');
            out.push(cell(sq));
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_read_in_either_case_with_spaces() {
        let moves = parse_record("f5 D6c3").unwrap();
        let text: String = moves.iter().map(|(_, m)| m.to_string()).collect();
        assert_eq!(text, "f5d6c3");
    }

    #[test]
    fn a_bad_token_names_its_place() {
        let err = parse_record("f5d6i9").unwrap_err();
        assert_eq!(
            err,
            NotationError::BadToken {
                at: 5,
                text: "i9".into()
            }
        );
    }

    #[test]
    fn an_illegal_move_in_a_record_names_the_move() {
        let err = play_record(Board::start(), "f5a1").unwrap_err();
        assert!(
            err.to_string()
                .starts_with("move 2 (a1, character 3): a1 is not a legal move for white")
        );
    }

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

    #[test]
    fn diagrams_round_trip_without_the_labels() {
        let board = play_record(Board::start(), "d3c3")
            .unwrap()
            .board()
            .to_owned();
        let text: String = diagram(&board)
            .lines()
            .skip(1)
            .map(|l| format!("{}\n", &l[1..]))
            .collect();
        let (black, white) = parse_diagram(&text).unwrap();
        assert_eq!(black, board.black().0);
        assert_eq!(white, board.white().0);
    }

    #[test]
    fn diagrams_read_back_with_their_labels() {
        let board = play_record(Board::start(), "f5d6c3")
            .unwrap()
            .board()
            .to_owned();
        let (black, white) = parse_diagram(&diagram(&board)).unwrap();
        assert_eq!((black, white), (board.black().0, board.white().0));
    }

    #[test]
    fn diagram_errors_name_row_and_column() {
        let mut rows = [". . . . . . . ."; 8];
        rows[3] = ". . . W B . . Z";
        let err = parse_diagram(&rows.join("\n")).unwrap_err();
        assert_eq!(err.location(), Some((4, 15)));
        rows[3] = ". . . W B . .";
        let err = parse_diagram(&rows.join("\n")).unwrap_err();
        assert!(matches!(
            err,
            NotationError::DiagramColumns {
                row: 4,
                found: 7,
                ..
            }
        ));
        assert!(matches!(
            parse_diagram(". . ."),
            Err(NotationError::DiagramRows { found: 1 })
        ));
    }
}
