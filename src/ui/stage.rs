//! Where a classroom screen's parts go (the demo's and the sandbox's): the
//! title, the largest big squares that leave room for the text beside the board
//! (or else below it), the legend, the text and the keys; on a window too small
//! for big squares, the lesson screen's layout with the ordinary board. The
//! lesson, puzzle and game screens are laid out the same way ([`board_stage`]):
//! big squares once the text beside them still has [`BOARD_TEXT_W`] columns,
//! the text never wider than [`TEXT_MAX_W`].

use ratatui::layout::Rect;

use ratatui::buffer::Buffer;
use ratatui::widgets::Widget;

use crate::engine::{Color, Square};
use crate::i18n::Ui;

use super::big_board::{self, BigBoard, Cells};
use super::board::{BoardWidget, legend_lines};
use super::layout;
use super::text::draw_lines;

/// Where a classroom screen's parts go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stage {
    /// The title row.
    pub title: Rect,
    /// The board.
    pub board: Rect,
    /// The big squares, or none for the ordinary board.
    pub cells: Option<Cells>,
    /// What the marks on the board mean.
    pub legend: Rect,
    /// The words.
    pub text: Rect,
    /// The keys.
    pub keys: Rect,
}

/// The narrowest text beside a big board in the demo.
pub const DEMO_TEXT_W: u16 = 36;
/// The narrowest text beside a big board in the sandbox: room for a board
/// string (66 characters), which must not be wrapped to be copied.
pub const SANDBOX_TEXT_W: u16 = 68;
/// The narrowest text beside a big board on a lesson, puzzle or game screen:
/// its squares grow from about 120×40.
pub const BOARD_TEXT_W: u16 = 60;
/// The widest text beside a board on a lesson, puzzle or game screen, and
/// the key list's box: longer lines are hard to read.
pub const TEXT_MAX_W: u16 = 72;
/// The widest sentences of a page without a board (the glossary, the play
/// setup): an 80-column window's, however wide the window.
pub const PAGE_TEXT_MAX_W: u16 = 78;
/// The fewest rows of text below a big board.
const TEXT_H: u16 = 8;
/// The fewest rows for the legend under a big board beside its text: the
/// discs' colours and every mark a position shows at once, at the narrowest
/// big board, in every language (a test in `big_board` holds it).
pub const LEGEND_H: u16 = 4;

/// The parts of a lesson, puzzle or game screen in `area`: big squares when
/// they fit beside text at least [`BOARD_TEXT_W`] wide (never above it: the
/// step's words need the rows), else the ordinary board; the text at most
/// [`TEXT_MAX_W`] wide.
pub fn board_stage(area: Rect, ascii: bool) -> Stage {
    let mut parts = fitted(area, ascii, BOARD_TEXT_W, false);
    parts.text.width = parts.text.width.min(TEXT_MAX_W);
    parts
}

/// The parts of a classroom screen in `area`: the largest squares that fit with
/// text at least `text_w` wide beside the board (or else below it), or the lesson
/// screen's layout with the ordinary board when not even the smallest big
/// squares fit.
pub fn stage(area: Rect, ascii: bool, text_w: u16) -> Stage {
    fitted(area, ascii, text_w, true)
}

/// [`stage`], with the text below a big board only when `below` allows it.
fn fitted(area: Rect, ascii: bool, text_w: u16, below: bool) -> Stage {
    let (x, y, w, h) = (area.x, area.y, area.width, area.height);
    let title = Rect::new(x, y, w, 1.min(h));
    let keys = Rect::new(x, y + h.saturating_sub(1), w, 1.min(h));
    let body_h = h.saturating_sub(2);
    for size in (Cells::MIN_H..=Cells::MAX_H).rev() {
        let cells = Cells::new(size, ascii);
        let (bw, bh) = (cells.width(), cells.height());
        let board = Rect::new(x + 1, y + 1, bw, bh);
        if bw + 4 + text_w <= w && bh + LEGEND_H <= body_h {
            let text_x = x + bw + 4;
            return Stage {
                title,
                board,
                cells: Some(cells),
                legend: Rect::new(x + 1, y + 1 + bh, bw, body_h - bh),
                text: Rect::new(text_x, y + 1, x + w - text_x - 1, body_h),
                keys,
            };
        }
        let legend_h = legend_rows(w.saturating_sub(2));
        if below && bw + 2 <= w && bh + legend_h + TEXT_H <= body_h {
            return Stage {
                title,
                board,
                cells: Some(cells),
                legend: Rect::new(x + 1, y + 1 + bh, w - 2, legend_h),
                text: Rect::new(x + 1, y + 1 + bh + legend_h, w - 2, body_h - bh - legend_h),
                keys,
            };
        }
    }
    let small = layout::lesson(area);
    Stage {
        title: small.title,
        board: small.board,
        cells: None,
        legend: small.legend,
        text: small.text,
        keys: small.keys,
    }
}

/// The rows the fullest legend takes across `width` columns (at least the
/// narrowest big board's): [`LEGEND_H`] under the narrowest board, fewer on a
/// wider window (a test in `big_board` holds it at every width).
pub fn legend_rows(width: u16) -> u16 {
    let narrowest = Cells::new(Cells::MIN_H, true)
        .width()
        .min(Cells::new(Cells::MIN_H, false).width());
    (LEGEND_H * narrowest)
        .div_ceil(width.max(1))
        .clamp(1, LEGEND_H)
}

/// The window widths and heights at which [`stage`] with text `text_w` wide
/// changes what it does: for each size of squares (in Unicode and ASCII), the
/// first width and height that fit it with the text beside the board, and with
/// the text below.
pub fn edges(text_w: u16) -> (Vec<u16>, Vec<u16>) {
    let (mut widths, mut heights) = (Vec::new(), Vec::new());
    for ascii in [false, true] {
        for size in Cells::MIN_H..=Cells::MAX_H {
            let cells = Cells::new(size, ascii);
            let (bw, bh) = (cells.width(), cells.height());
            widths.extend([bw + 4 + text_w, bw + 2]);
            // Beside: the board and its legend in the body (the title and
            // the keys around it); below: the board, its legend and TEXT_H rows.
            heights.extend([bh + 2 + LEGEND_H, bh + 2 + TEXT_H]);
            heights.extend((1..=LEGEND_H).map(|rows| bh + 2 + rows + TEXT_H));
        }
    }
    (widths, heights)
}

/// Draws `board` as `parts` says, big or ordinary, and its legend below it.
pub fn draw_board(ui: Ui, parts: &Stage, board: &BoardWidget<'_>, buf: &mut Buffer) {
    let spans = match parts.cells {
        Some(cells) => {
            let big = BigBoard {
                view: board.view,
                cells,
                cursor: board.cursor,
                picks: board.picks,
                unflipped: board.unflipped,
                letters: ui.disc_letters(),
                theme: board.theme,
            };
            (&big).render(parts.board, buf);
            let colours = [ui.color(Color::Black), ui.color(Color::White)];
            big_board::legend(&big, colours, ui.board_roles())
        }
        None => {
            board.render(parts.board, buf);
            super::board::legend(board, ui)
        }
    };
    draw_lines(&legend_lines(spans, parts.legend.width), parts.legend, buf);
}

/// The square drawn at the cell (`x`, `y`) of the board as `parts` lays it out.
pub fn square_at(parts: &Stage, x: u16, y: u16) -> Option<Square> {
    match parts.cells {
        Some(cells) => big_board::square_at(parts.board, cells, x, y),
        None => super::board::square_at(parts.board, x, y),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wide_window_gets_big_squares_with_the_text_beside_and_a_small_one_the_ordinary_board() {
        let wide = stage(Rect::new(0, 0, 160, 50), false, DEMO_TEXT_W);
        let cells = wide.cells.unwrap();
        assert_eq!((cells.w, cells.h), (11, 5));
        assert!(wide.text.x >= wide.board.right() && wide.text.width >= DEMO_TEXT_W);
        let sandbox = stage(Rect::new(0, 0, 160, 50), false, SANDBOX_TEXT_W);
        assert!(sandbox.text.width >= 66 && sandbox.cells.is_some());
        let tall = stage(Rect::new(0, 0, 60, 60), false, DEMO_TEXT_W);
        assert!(tall.cells.is_some() && tall.text.y > tall.board.bottom());
        let small = stage(Rect::new(0, 0, 40, 14), false, DEMO_TEXT_W);
        assert_eq!(small.cells, None);
    }
}
