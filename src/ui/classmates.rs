//! The classmates online and free to play, one of them chosen; the answer to
//! an invitation sent; and, over any screen, an invitation received.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, Widget};

use crate::app::bindings::{self, INVITATION, rows};
use crate::app::{App, ClassmatesScreen, class_said};
use crate::i18n::{Does, Place};

use super::help::key_lines;
use super::home::bottom_line;
use super::text::{draw_lines, wrapped};
use super::theme::Theme;

/// Draws the list of classmates `list`.
pub fn render(app: &App, list: &ClassmatesScreen, theme: Theme, area: Rect, buf: &mut Buffer) {
    let ui = app.ui();
    let says = ui.class();
    let width = area.width.saturating_sub(2);
    buf.set_stringn(
        area.x + 1,
        area.y,
        format!("reversi-tutor · {}", ui.menu_play()),
        usize::from(width),
        theme.heading(),
    );
    let mut lines: Vec<Line> = wrapped(says.classmates_heading(), width, "", theme.heading());
    lines.push(Line::raw(""));
    if list.names.is_empty() {
        lines.extend(wrapped(says.no_classmates(), width, "  ", theme.dim()));
    }
    for (i, name) in list.names.iter().enumerate() {
        let (marker, style) = match i == list.selected {
            true if app.ascii() => ("> ", theme.selected()),
            true => ("▶ ", theme.selected()),
            false => ("  ", theme.plain()),
        };
        lines.extend(wrapped(&format!("{marker}{name}"), width, "  ", style));
    }
    lines.push(Line::raw(""));
    if let Some(said) = &list.said {
        lines.extend(wrapped(&class_said(ui, said), width, "", theme.plain()));
    }
    if let Some(name) = &list.waiting {
        lines.extend(wrapped(
            &says.waiting_for_answer(
                name,
                &bindings::name(bindings::at(Place::Classmates), Does::Withdraw),
            ),
            width,
            "",
            theme.heading(),
        ));
    }
    let body = Rect::new(area.x + 1, area.y + 2, width, area.height.saturating_sub(3));
    draw_lines(&lines, body, buf);
    bottom_line(app, theme, area, buf);
}

/// Draws the invitation from `from` in a box over the screen.
pub fn render_invitation(app: &App, from: &str, theme: Theme, area: Rect, buf: &mut Buffer) {
    let says = app.ui().class();
    let width = area.width.saturating_sub(4).min(60);
    let inner = width.saturating_sub(4);
    let mut lines = wrapped(&says.invited_by(from), inner, "", theme.heading());
    lines.push(Line::raw(""));
    // The keys that answer it, from its bindings.
    let answers = INVITATION
        .iter()
        .filter(|binding| binding.shown_on_bar(app, false));
    lines.extend(key_lines(&rows(app.ui(), answers), theme, inner, ""));
    let height = (lines.len() as u16 + 2).min(area.height);
    let x = area.x + (area.width.saturating_sub(width)) / 2;
    let y = area.y + (area.height.saturating_sub(height)) / 2;
    let boxed = Rect::new(x, y, width, height).intersection(area);
    Clear.render(boxed, buf);
    let block = Block::new().borders(Borders::ALL);
    let text = block.inner(boxed);
    block.render(boxed, buf);
    let text = Rect::new(
        text.x + 1,
        text.y,
        text.width.saturating_sub(2),
        text.height,
    );
    draw_lines(&lines, text, buf);
}
