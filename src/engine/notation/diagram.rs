//! Diagrams: eight lines of eight squares (`B` black, `W` white, `.` empty),
//! with column letters and row numbers around them.

use super::NotationError;
use crate::engine::board::{Board, Color};
use crate::engine::square::Square;

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
    use crate::engine::notation::play_record;

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
