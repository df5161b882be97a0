//! The key list over the screen (`?`): every key of the screen shown, from the
//! keymap's table and the command table, with what it does in the learner's
//! language.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Borders, Clear, Widget};

use crate::app::App;

use super::keymap;
use super::text::wrapped;
use super::theme::Theme;

/// Draws the key list of the screen shown, in a box over it.
pub fn render(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    let rows = keymap::rows(app);
    let keys_w = rows
        .iter()
        .map(|(k, _)| k.chars().count())
        .max()
        .unwrap_or(0) as u16;
    let width = area.width.saturating_sub(4).min(72);
    let what_w = width.saturating_sub(keys_w + 5);
    let mut lines = Vec::new();
    for (keys, what) in &rows {
        for (i, line) in wrapped(what, what_w.max(8), "", theme.plain())
            .into_iter()
            .enumerate()
        {
            let cap = if i == 0 { keys.as_str() } else { "" };
            let pad = usize::from(keys_w).saturating_sub(cap.chars().count());
            let mut spans = vec![ratatui::text::Span::styled(
                format!("{cap}{}  ", " ".repeat(pad)),
                theme.heading(),
            )];
            spans.extend(line.spans);
            lines.push(ratatui::text::Line::from(spans));
        }
    }
    let height = (lines.len() as u16 + 2).min(area.height.saturating_sub(1));
    let x = area.x + (area.width.saturating_sub(width)) / 2;
    let y = area.y + (area.height.saturating_sub(height)) / 2;
    let boxed = Rect::new(x, y, width, height).intersection(area);
    Clear.render(boxed, buf);
    let title = app
        .ui()
        .commands_heading()
        .trim_end_matches(':')
        .to_string();
    let block = Block::new()
        .borders(Borders::ALL)
        .title(format!(" {title} "));
    let inner = block.inner(boxed);
    block.render(boxed, buf);
    for (i, line) in lines.iter().enumerate().take(usize::from(inner.height)) {
        buf.set_line(
            inner.x + 1,
            inner.y + i as u16,
            line,
            inner.width.saturating_sub(1),
        );
    }
}
