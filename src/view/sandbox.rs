//! What the sandbox shows, as data: the board with the legal-move dots and the
//! lines of the move under the cursor, whose turn it is and the legal moves, why
//! the cursor's square is or is not a legal move, what no real game could reach,
//! and the last export (where it was written, the board string, the table).

use std::path::PathBuf;

use crate::engine::reach::Unreachable;
use crate::engine::{Board, Square, Status};
use crate::i18n::Ui;

use super::board::{BoardView, ShownMove};
use super::feedback::{self, FeedbackLine, Tone};

/// A position exported from the sandbox.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exported {
    /// The lesson file's `[step.position]` table, as `--diagram` prints it.
    pub table: String,
    /// The board string (64 squares and the side to move), as `--position` takes it.
    pub board_string: String,
    /// The file it was written to, or why it could not be (`None`: there is no
    /// data folder to write to).
    pub written: Option<Result<PathBuf, String>>,
}

/// The sandbox screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SandboxView {
    /// The board: every legal move dotted, and the move under the cursor with
    /// its lines (its flips when it is legal; where each direction stops when not).
    pub board: BoardView,
    /// Whose turn it is with the count, then the legal moves (or the pass, or the end).
    pub status: Vec<String>,
    /// What no real game reaches, in words (none: nothing to say).
    pub unreached: Vec<String>,
    /// The square under the cursor as a move: legal with its flips, or why not.
    pub under_cursor: Vec<FeedbackLine>,
    /// The last export: where it went, and what the next lines hold.
    pub export: Vec<FeedbackLine>,
    /// The last export's text, a line each, to be shown as it is (never wrapped):
    /// the board string, then the table.
    pub export_text: Vec<String>,
}

impl SandboxView {
    /// The sandbox showing `board` with the cursor on `cursor`.
    pub fn new(ui: Ui, board: &Board, cursor: Square, exported: Option<&Exported>) -> SandboxView {
        let explanation = board.at(cursor).is_none().then(|| board.explain(cursor));
        let view = BoardView {
            dots: board.legal_moves(),
            shown: explanation.as_ref().map(ShownMove::of),
            ..BoardView::plain(*board)
        };
        let under_cursor = match &explanation {
            None => Vec::new(),
            Some(e) if e.is_legal() => {
                let legal = ui.move_is_legal(e.player, cursor, e.flips());
                let mut lines = vec![FeedbackLine::main(legal, Tone::Right)];
                lines.extend(feedback::enclosed_rows(ui, e, Tone::Info));
                lines
            }
            Some(e) => feedback::why_illegal(ui, e),
        };
        SandboxView {
            board: view,
            status: status(ui, board),
            unreached: unreached(ui, Unreachable::of(board)),
            under_cursor,
            export: exported.map(|e| export_lines(ui, e)).unwrap_or_default(),
            export_text: exported.map(export_text).unwrap_or_default(),
        }
    }
}

fn status(ui: Ui, board: &Board) -> Vec<String> {
    let player = board.to_move();
    let mut lines = vec![ui.to_move(player, board.black().len(), board.white().len())];
    lines.push(match board.status() {
        Status::Playing => ui.legal_moves(board.legal_moves()),
        Status::MustPass => ui.must_pass(player),
        Status::Over(_) => ui.game_over().to_string(),
    });
    lines
}

fn unreached(ui: Ui, unreached: Unreachable) -> Vec<String> {
    let mut lines = Vec::new();
    if !unreached.empty_centre.is_empty() {
        lines.push(ui.unreached_centre(unreached.empty_centre));
    }
    if !unreached.apart.is_empty() {
        lines.push(ui.unreached_apart(unreached.apart));
    }
    lines
}

fn export_lines(ui: Ui, exported: &Exported) -> Vec<FeedbackLine> {
    let said = match &exported.written {
        Some(Ok(path)) => {
            FeedbackLine::main(ui.exported_to(&path.display().to_string()), Tone::Right)
        }
        Some(Err(why)) => FeedbackLine::main(ui.export_not_written(why), Tone::Wrong),
        None => FeedbackLine::main(ui.export_no_folder(), Tone::Info),
    };
    vec![
        said,
        FeedbackLine::main(ui.board_string_label(), Tone::Info),
    ]
}

/// The export's board string and table, a line each.
fn export_text(exported: &Exported) -> Vec<String> {
    std::iter::once(exported.board_string.clone())
        .chain(exported.table.lines().map(str::to_string))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Color;
    use crate::lang::Lang;

    #[test]
    fn an_empty_centre_square_is_said() {
        let board = Board::from_discs(
            Square::D5.bit() | Square::E4.bit(),
            Square::D4.bit(),
            Color::Black,
        )
        .unwrap();
        let view = SandboxView::new(Ui::new(Lang::En), &board, Square::D3, None);
        assert_eq!(view.unreached.len(), 1, "{:?}", view.unreached);
        assert!(view.unreached[0].contains("e5"), "{:?}", view.unreached);
    }

    #[test]
    fn the_cursor_on_d3_at_the_start_shows_d4_flipped_and_why() {
        let view = SandboxView::new(Ui::new(Lang::En), &Board::start(), Square::D3, None);
        let shown = view.board.shown.as_ref().unwrap();
        assert!(shown.legal);
        assert_eq!(view.board.role(Square::D4), crate::view::Role::Flipped);
        assert_eq!(view.board.role(Square::D5), crate::view::Role::Closes);
        assert!(
            view.under_cursor[0].text.contains("flips 1 disc"),
            "{:?}",
            view.under_cursor
        );
        let illegal = SandboxView::new(Ui::new(Lang::En), &Board::start(), Square::C3, None);
        assert_eq!(illegal.under_cursor[0].tone, Tone::Wrong);
        assert!(illegal.under_cursor.len() > 1);
    }
}
