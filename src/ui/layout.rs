//! Where the parts of a screen go, as plain geometry: the lesson screen's (and
//! the puzzle screen's) title, board, legend, text and key bar, side by side on
//! a wide window and one under the other on a narrow one. Drawing and the keymap
//! (to find a clicked square) both read it.

use ratatui::layout::Rect;

use crate::app::{App, Screen};

use super::board;
use super::stage::{self, Stage};

/// The narrowest window that puts the text beside the board.
pub(super) const SIDE_BY_SIDE: u16 = 60;

/// The parts of the lesson screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LessonAreas {
    /// The lesson's title and the step.
    pub title: Rect,
    /// The board.
    pub board: Rect,
    /// What the marks on the board mean.
    pub legend: Rect,
    /// The step's text, the prompt and the feedback.
    pub text: Rect,
    /// The keys.
    pub keys: Rect,
}

/// The lesson screen's parts in `area` (at least the size `ui::needs` asks).
pub fn lesson(area: Rect) -> LessonAreas {
    let (x, y, w, h) = (area.x, area.y, area.width, area.height);
    let title = Rect::new(x, y, w, 1.min(h));
    let keys = Rect::new(x, y + h.saturating_sub(1), w, 1.min(h));
    let body_h = h.saturating_sub(2);
    let board = Rect::new(
        x + 1,
        y + 1,
        board::WIDTH.min(w.saturating_sub(1)),
        board::HEIGHT.min(body_h),
    );
    let text_x = x + 1 + board::WIDTH + 3;
    if w >= SIDE_BY_SIDE {
        let legend_h = body_h.saturating_sub(board::HEIGHT + 1);
        LessonAreas {
            title,
            board,
            legend: Rect::new(x + 1, y + 2 + board::HEIGHT, board::WIDTH, legend_h),
            text: Rect::new(text_x, y + 1, w.saturating_sub(text_x - x + 1), body_h),
            keys,
        }
    } else {
        let below = y + 2 + board::HEIGHT;
        let text_h = (y + h).saturating_sub(1).saturating_sub(below);
        LessonAreas {
            title,
            board,
            legend: Rect::new(x + 1, below, 0, 0),
            text: Rect::new(x + 1, below, w.saturating_sub(2), text_h),
            keys,
        }
    }
}

/// The parts of a lesson, puzzle or game screen in `area`: the board big or
/// ordinary as the window allows (see [`stage::board_stage`]).
pub fn board_stage(area: Rect, ascii: bool) -> Stage {
    stage::board_stage(area, ascii)
}

/// How the board is laid out now, when the app shows a lesson, a puzzle or a
/// game in a window large enough (the three are laid out alike).
pub fn board_parts(app: &App) -> Option<Stage> {
    let (w, h) = app.size;
    let (need_w, need_h) = super::needs(app);
    match app.screen {
        Screen::Lesson(_) | Screen::Puzzle(_) | Screen::Game(_)
            if w >= need_w && h >= need_h && !app.help_open =>
        {
            Some(board_stage(Rect::new(0, 0, w, h), app.ascii()))
        }
        _ => None,
    }
}

/// Where the board is drawn now, when the app shows a lesson, a puzzle or a
/// game in a window large enough.
pub fn board_area(app: &App) -> Option<Rect> {
    board_parts(app).map(|parts| parts.board)
}

/// The square drawn at the cell (`x`, `y`), when the app shows a board.
pub fn square_at(app: &App, x: u16, y: u16) -> Option<crate::engine::Square> {
    stage::square_at(&board_parts(app)?, x, y)
}
