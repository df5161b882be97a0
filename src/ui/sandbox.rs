//! The sandbox screen: the position set up on the big board, with the cursor,
//! the legal moves dotted and the lines of the move under the cursor drawn; beside
//! or below it whose turn it is, what no real game could reach, why the cursor's
//! square is or is not a legal move, and the last export.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use crate::app::bindings::{self, name};
use crate::app::{App, BoardWide, SandboxSaid, SandboxScreen, Screen};
use crate::engine::{Bitboard, Square};
use crate::i18n::{Does, Place, Ui};
use crate::view::sandbox::SandboxView;
use crate::view::{FeedbackLine, Tone};

use super::big_board;
use super::demo::{draw_board, title};
use super::home::bottom_line;
use super::stage::{DEMO_TEXT_W, SANDBOX_TEXT_W, stage};
use super::text::{SideText, said, typed_and_marked, wrapped};
use super::theme::Theme;

/// Draws the sandbox.
pub fn render(app: &App, sandbox: &SandboxScreen, theme: Theme, area: Rect, buf: &mut Buffer) {
    let ui = app.ui();
    let view = view(app, sandbox);
    let parts = stage(area, app.ascii(), SANDBOX_TEXT_W);
    let text = side_text(app, sandbox, &view, theme, parts.text.width);
    title(
        &format!(" {}", ui.sandbox_name()),
        "",
        theme,
        parts.title,
        buf,
    );
    draw_board(
        app,
        &parts,
        &view.board,
        Some(sandbox.cursor.square()),
        theme,
        buf,
    );
    text.draw(app.scroll, parts.text, theme, buf);
    bottom_line(app, theme, area, buf);
}

/// What the sandbox shows of `sandbox`.
pub(super) fn view(app: &App, sandbox: &SandboxScreen) -> SandboxView {
    SandboxView::new(
        app.ui(),
        &sandbox.board,
        sandbox.cursor.square(),
        sandbox.exported.as_ref(),
    )
}

/// The text beside the board, `width` wide: whose turn it is, what no real
/// game could reach and the square being typed stay in view; what the last
/// key said, the square under the cursor and the export scroll below them.
pub(super) fn side_text(
    app: &App,
    sandbox: &SandboxScreen,
    view: &SandboxView,
    theme: Theme,
    width: u16,
) -> SideText {
    let ui = app.ui();
    let mut text: Vec<Line<'static>> = Vec::new();
    for status in &view.status {
        text.extend(wrapped(status, width, "", theme.plain()));
    }
    for unreached in &view.unreached {
        text.push(Line::raw(""));
        text.extend(wrapped(unreached, width, "", theme.tone(Tone::Wrong)));
    }
    text.extend(typed_and_marked(
        ui,
        sandbox.cursor.column(),
        Bitboard::EMPTY,
        width,
        theme,
    ));
    let pinned = text;
    let mut text: Vec<Line<'static>> = Vec::new();
    text.extend(said(&said_lines(ui, sandbox.said), None, width, theme));
    text.extend(said(&view.under_cursor, None, width, theme));
    text.extend(said(&view.export, app.notice.as_deref(), width, theme));
    // Verbatim, to be copied: the board string (the first line) is cut into
    // lines as wide as the text, and said to be one; the table's lines are short.
    for (i, line) in view.export_text.iter().enumerate() {
        let chars: Vec<char> = line.chars().collect();
        let fits = chars.len() <= usize::from(width);
        if i > 0 || fits || width == 0 {
            text.push(Line::styled(line.clone(), theme.heading()));
            continue;
        }
        for piece in chars.chunks(usize::from(width)) {
            text.push(Line::styled(
                piece.iter().collect::<String>(),
                theme.heading(),
            ));
        }
        text.extend(wrapped(ui.board_string_cut(), width, "", theme.dim()));
    }
    SideText {
        pinned,
        feedback: text,
    }
}

/// What the sandbox says about the last key: a board-wide change to confirm,
/// or an undo.
fn said_lines(ui: Ui, said: SandboxSaid) -> Vec<FeedbackLine> {
    let key = |does| name(bindings::at(Place::Sandbox), does);
    let undo = &key(Does::UndoChange);
    let text = match said {
        SandboxSaid::Nothing => return Vec::new(),
        SandboxSaid::Asks(BoardWide::Clear) => ui.sandbox_confirm_clear(&key(Does::Clear), undo),
        SandboxSaid::Asks(BoardWide::Start) => {
            ui.sandbox_confirm_start(&key(Does::StartPosition), undo)
        }
        SandboxSaid::Undone => ui.sandbox_undone().to_string(),
        SandboxSaid::NothingToUndo => ui.sandbox_nothing_to_undo().to_string(),
    };
    vec![FeedbackLine::main(text, Tone::Info)]
}

/// The square a click at (`x`, `y`) falls on, when a staged board that takes
/// clicks (the sandbox's, or the lesson a pupil follows in class) is shown
/// in a window large enough for it.
pub fn clicked(app: &App, x: u16, y: u16) -> Option<Square> {
    let text_w = match app.screen {
        Screen::Sandbox(_) => SANDBOX_TEXT_W,
        Screen::Follow(_) => DEMO_TEXT_W,
        _ => return None,
    };
    if app.help_open {
        return None;
    }
    let (w, h) = app.size;
    let (need_w, need_h) = super::needs(app);
    if w < need_w || h < need_h {
        return None;
    }
    let parts = stage(Rect::new(0, 0, w, h), app.ascii(), text_w);
    match parts.cells {
        Some(cells) => big_board::square_at(parts.board, cells, x, y),
        None => super::board::square_at(parts.board, x, y),
    }
}
