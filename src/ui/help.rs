//! The key list over the screen (`?`): every key of the screen shown, from
//! the screen's bindings, with what it does in the learner's language.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Widget};

use crate::app::bindings;
use crate::app::{App, Screen};

use super::text::wrapped;
use super::theme::Theme;

/// Whether the key list is taller than the window (app.size), so that it scrolls.
pub fn overflows(app: &App) -> bool {
    let (w, h) = app.size;
    let area = Rect::new(0, 0, w, h);
    let width = box_width(area);
    lines(app, Theme::of(app.theme()), width).len() + 2 > usize::from(box_height_max(area))
}

/// How wide the box is in `area`.
fn box_width(area: Rect) -> u16 {
    area.width.saturating_sub(4).min(super::stage::TEXT_MAX_W)
}

/// The tallest the box may be in `area`.
fn box_height_max(area: Rect) -> u16 {
    area.height.saturating_sub(1)
}

/// Draws the key list of the screen shown, in a box over it.
pub fn render(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    let width = box_width(area);
    let lines = lines(app, theme, width);
    let height = (lines.len() as u16 + 2).min(box_height_max(area));
    let x = area.x + (area.width.saturating_sub(width)) / 2;
    let y = area.y + (area.height.saturating_sub(height)) / 2;
    let boxed = Rect::new(x, y, width, height).intersection(area);
    Clear.render(boxed, buf);
    let title = app
        .ui()
        .commands_heading()
        .trim_end_matches(':')
        .to_string();
    // A list taller than the window scrolls with ↑ ↓; the frame shows which
    // way there is more.
    let shown = usize::from(height.saturating_sub(2));
    let skip = usize::from(app.help_scroll).min(lines.len().saturating_sub(shown));
    let more = match (skip > 0, skip + shown < lines.len()) {
        (true, true) => " ↑ ↓ ",
        (true, false) => " ↑ ",
        (false, true) => " ↓ ",
        (false, false) => "",
    };
    let block = Block::new()
        .borders(Borders::ALL)
        .title(format!(" {title} "))
        .title_bottom(more);
    let inner = block.inner(boxed);
    block.render(boxed, buf);
    for (i, line) in lines
        .iter()
        .skip(skip)
        .enumerate()
        .take(usize::from(inner.height))
    {
        buf.set_line(
            inner.x + 1,
            inner.y + i as u16,
            line,
            inner.width.saturating_sub(1),
        );
    }
}

/// The key list's lines in a box `width` wide.
fn lines(app: &App, theme: Theme, width: u16) -> Vec<Line<'static>> {
    let mut rows = bindings::key_list(app);
    rows.extend(notes(app).into_iter().map(|note| (String::new(), note)));
    key_lines(&rows, theme, width, "")
}

/// What the key list says besides the keys: on the game screen, what the
/// turn timer does.
fn notes(app: &App) -> Vec<String> {
    match &app.screen {
        Screen::Game(screen) => {
            let seconds = screen.session.setup().timer.map(|t| t.limit().as_secs());
            vec![app.ui().timer_help(seconds)]
        }
        _ => Vec::new(),
    }
}

/// Rows of keys as lines `width` wide, each after `indent`: the keys, then
/// what they do, wrapped beside them.
pub fn key_lines(
    rows: &[(String, String)],
    theme: Theme,
    width: u16,
    indent: &str,
) -> Vec<Line<'static>> {
    let keys_w = rows
        .iter()
        .map(|(k, _)| k.chars().count())
        .max()
        .unwrap_or(0) as u16;
    let what_w = width.saturating_sub(keys_w + 5);
    let mut lines = Vec::new();
    for (keys, what) in rows {
        for (i, line) in wrapped(what, what_w.max(8), "", theme.plain())
            .into_iter()
            .enumerate()
        {
            let cap = if i == 0 { keys.as_str() } else { "" };
            let pad = usize::from(keys_w).saturating_sub(cap.chars().count());
            let mut spans = vec![Span::styled(
                format!("{indent}{cap}{}  ", " ".repeat(pad)),
                theme.heading(),
            )];
            spans.extend(line.spans);
            lines.push(Line::from(spans));
        }
    }
    lines
}
