//! Positions written out in the lesson file format: the `[step.position]` table
//! that `explain`/`moves --diagram` print and the sandbox exports, ready to paste
//! into a lesson (in a puzzle file the table is called `[puzzle.position]`).

use crate::engine::{Board, Color, Square};

/// `board` as a lesson file's `[step.position]` table: the diagram in a
/// multi-line string (rows 1-8, `B` black, `W` white, `.` empty) and the side to
/// move, ready to paste into a lesson (a puzzle file calls the table
/// `[puzzle.position]`).
pub fn lesson_position(board: &Board) -> String {
    let mut out = String::from("[step.position]\nboard = \"\"\"\n");
    for row in 0..8i8 {
        let cells: Vec<&str> = (0..8i8)
            .filter_map(|col| Square::from_coords(col, row))
            .map(|sq| match board.at(sq) {
                Some(Color::Black) => "B",
                Some(Color::White) => "W",
                None => ".",
            })
            .collect();
        out.push_str(&cells.join(" "));
        out.push('\n');
    }
    out.push_str(&format!(
        "\"\"\"\nto_move = \"{}\"\n",
        board.to_move().name()
    ));
    out
}
