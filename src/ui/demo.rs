//! The classroom demo's screens: the demo itself (a lesson step by step or a
//! game move by move, on the big board, each move's enclosed lines drawn, the
//! words beside or below the board, auto-advance in the title) and its chooser
//! (a game record to type, the sandbox, the lessons). The parts a classroom
//! screen shares with the sandbox (title, board with legend, text) are here too.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use crate::app::bindings::{self, name};
use crate::app::{App, DemoPick, DemoScreen, Showing};
use crate::engine::{Bitboard, Square};
use crate::i18n::{Does, Place};
use crate::untrusted::escape;
use crate::view::game::{replay_board, replay_lines};
use crate::view::{BoardView, LessonView};

use super::board::BoardWidget;
use super::home::bottom_line;
use super::stage::{DEMO_TEXT_W, Stage, stage};
use super::text::{self, draw_lines, wrapped};
use super::theme::Theme;

/// Draws the demo.
pub fn render(app: &App, demo: &DemoScreen, theme: Theme, area: Rect, buf: &mut Buffer) {
    render_with(app, demo, Beside::default(), theme, area, buf);
}

/// What a screen built on the demo adds to it: a cursor on the board, and
/// lines after the demo's words (the class's answers, a pupil's prompt).
#[derive(Default)]
pub struct Beside<'a> {
    /// The cursor, on a board that takes squares.
    pub cursor: Option<Square>,
    /// Lines after the words.
    pub lines: Vec<Line<'a>>,
}

/// Draws the demo, with what `beside` adds.
pub fn render_with(
    app: &App,
    demo: &DemoScreen,
    beside: Beside<'_>,
    theme: Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let ui = app.ui();
    let parts = stage(area, app.ascii(), DEMO_TEXT_W);
    let auto = ui.demo_auto(demo.auto.on, demo.auto.seconds, demo.waiting());
    let width = parts.text.width;
    let blank = || Line::raw("");
    let mut words: Vec<Line> = Vec::new();
    let (left, right, board) = match &demo.showing {
        Showing::Lesson {
            number, run, said, ..
        } => {
            let shown = said.shown(ui, run);
            let mut view = LessonView::new(ui, run, &shown);
            if !app.dots() {
                view.board.dots = Bitboard::EMPTY;
            }
            for status in view.status.iter().chain(&view.marked) {
                words.extend(wrapped(status, width, "", theme.dim()));
            }
            words.push(blank());
            words.extend(wrapped(&view.say, width, "", theme.plain()));
            for (i, choice) in view.choices.iter().enumerate() {
                let choice = format!("{}. {choice}", i + 1);
                words.extend(wrapped(&choice, width, "  ", theme.plain()));
            }
            // The learner's prompt says what to type; the class is told to guess.
            if demo.hidden() {
                words.push(blank());
                words.extend(wrapped(ui.demo_guess_first(), width, "", theme.heading()));
            }
            words.extend(text::said(
                &view.feedback,
                app.notice.as_deref(),
                width,
                theme,
            ));
            let left = format!(" {} · {} · {}", ui.menu_demo(), number + 1, view.title);
            (left, format!("{}   {auto}", view.heading), view.board)
        }
        Showing::Game { record, replay } => {
            let lines = replay_lines(ui, replay);
            words.extend(text::said(&lines, app.notice.as_deref(), width, theme));
            let left = format!(" {} · {record}", ui.menu_demo());
            (left, auto, replay_board(&replay.step()))
        }
    };
    if demo.at_end {
        words.push(blank());
        words.extend(wrapped(ui.demo_at_end(), width, "", theme.heading()));
    }
    words.extend(beside.lines);
    title(&left, &right, theme, parts.title, buf);
    draw_board(app, &parts, &board, beside.cursor, theme, buf);
    draw_text(&words, parts.text, buf);
    bottom_line(app, theme, area, buf);
}

/// The title row: `left` in bold, `right` at the right end (when both fit).
pub fn title(left: &str, right: &str, theme: Theme, area: Rect, buf: &mut Buffer) {
    let right_w = right.chars().count() as u16;
    let room = area.width.saturating_sub(right_w + 2);
    let left = escape(left);
    buf.set_stringn(area.x, area.y, &left, usize::from(room), theme.heading());
    if area.width > right_w + left.chars().count() as u16 + 2 {
        buf.set_string(area.right() - right_w - 1, area.y, right, theme.dim());
    }
}

/// The board of a classroom screen, big or ordinary as `parts` says, and its legend.
pub fn draw_board(
    app: &App,
    parts: &Stage,
    view: &BoardView,
    cursor: Option<Square>,
    theme: Theme,
    buf: &mut Buffer,
) {
    let ui = app.ui();
    let board = BoardWidget {
        cursor,
        ..BoardWidget::new(ui, app.ascii(), view, theme)
    };
    super::stage::draw_board(ui, parts, &board, buf);
}

/// `lines` in `area`; when they do not all fit, the last ones (the newest).
pub fn draw_text(lines: &[Line], area: Rect, buf: &mut Buffer) {
    let skip = lines.len().saturating_sub(usize::from(area.height));
    draw_lines(&lines[skip..], area, buf);
}

/// Draws the chooser: what it offers, the record typed, the sandbox, the lessons.
pub fn render_pick(app: &App, pick: &DemoPick, theme: Theme, area: Rect, buf: &mut Buffer) {
    let ui = app.ui();
    let heading = format!(" reversi-tutor · {}", ui.menu_demo());
    title(&heading, "", theme, area, buf);
    let width = area.width.saturating_sub(2);
    let open = name(bindings::at(Place::DemoPick), Does::Open);
    let mut top = wrapped(&ui.demo_choose(&open), width, "", theme.dim());
    top.push(Line::raw(""));
    let caret = if app.ascii() { '_' } else { '▏' };
    let record = format!("{}{caret}", pick.record);
    let mut rows = vec![ui.demo_record(&record), ui.sandbox_row().to_string()];
    rows.extend(
        app.course
            .lessons
            .iter()
            .enumerate()
            .map(|(i, lesson)| format!("{:>2} · {}", i + 1, escape(lesson.title.get(app.lang())))),
    );
    let mut below = Vec::new();
    if let Some(refused) = &pick.refused {
        below.extend(wrapped(
            &ui.notation_refused(refused),
            width,
            "",
            theme.tone(crate::view::Tone::Wrong),
        ));
    }
    let body = Rect::new(area.x + 1, area.y + 2, width, area.height.saturating_sub(3));
    let top_h = (top.len() as u16).min(body.height / 2);
    draw_lines(&top[..usize::from(top_h)], body, buf);
    let list_h = body.height.saturating_sub(top_h + below.len() as u16);
    let first = pick
        .selected
        .saturating_sub(usize::from(list_h.saturating_sub(1)));
    for (shown, (i, row)) in rows
        .iter()
        .enumerate()
        .skip(first)
        .take(usize::from(list_h))
        .enumerate()
    {
        let (marker, style) = if i == pick.selected {
            ("▶", theme.selected())
        } else {
            (" ", theme.plain())
        };
        let y = body.y + top_h + shown as u16;
        buf.set_stringn(
            body.x,
            y,
            format!("{marker} {row}"),
            usize::from(width),
            style,
        );
    }
    let below_area = Rect::new(body.x, body.y + top_h + list_h, width, below.len() as u16);
    draw_lines(&below, below_area.intersection(area), buf);
    bottom_line(app, theme, area, buf);
}
