//! The Help page: how the tutor works, topic by topic (`i18n::Guide`), then
//! the keys of every screen, each list from that screen's bindings. The page
//! scrolls (the app's `scroll` is its first line shown).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use crate::app::App;
use crate::app::bindings::{self, PLACES};
use crate::i18n::{Does, Place, Topic};
use crate::view::wrap_options;

use super::help::key_lines;
use super::home::{bottom_line, top_line};
use super::text::{draw_lines, wrapped};
use super::theme::Theme;

/// The widest the page's text runs, to read in one sweep of the eye.
const TEXT_W: u16 = 76;

/// The page's text area in `area`.
fn body(area: Rect) -> Rect {
    let width = area.width.saturating_sub(2).min(TEXT_W);
    Rect::new(area.x + 1, area.y + 2, width, area.height.saturating_sub(3))
}

/// The page's lines, `width` wide.
fn lines(app: &App, theme: Theme, width: u16) -> Vec<Line<'static>> {
    let ui = app.ui();
    let guide = ui.guide();
    let bullet = if app.ascii() { "-" } else { "•" };
    let mut lines: Vec<Line<'static>> = Vec::new();
    for topic in Topic::ALL {
        let (heading, paragraphs) = guide.topic(topic);
        lines.extend(wrapped(heading, width, "", theme.heading()));
        for paragraph in paragraphs {
            lines.extend(bulleted(paragraph, width, bullet, theme));
        }
        lines.push(Line::raw(""));
    }
    lines.extend(wrapped(guide.keys_heading(), width, "", theme.heading()));
    let help = bindings::name(bindings::at(Place::Home), Does::Help);
    lines.extend(wrapped(
        &guide.keys_intro(&help),
        width,
        "  ",
        theme.plain(),
    ));
    for (place, list) in PLACES {
        lines.push(Line::raw(""));
        lines.extend(wrapped(guide.place(place), width, "", theme.heading()));
        let rows = bindings::rows(ui, list);
        lines.extend(key_lines(&rows, theme, width.saturating_sub(2), "  "));
    }
    lines
}

/// A paragraph after a bullet, its lines indented under the first.
fn bulleted(text: &str, width: u16, bullet: &str, theme: Theme) -> Vec<Line<'static>> {
    let first = format!("  {bullet} ");
    let options = wrap_options(usize::from(width.max(8)), &first, "    ");
    textwrap::wrap(text, &options)
        .into_iter()
        .map(|line| Line::styled(line.into_owned(), theme.plain()))
        .collect()
}

/// How far the page scrolls at the window's size, and a page of it.
pub fn scroll_room(app: &App) -> (u16, u16) {
    let (w, h) = app.size;
    let body = body(Rect::new(0, 0, w, h));
    let theme = Theme::of(app.theme());
    let total = lines(app, theme, body.width).len();
    let room = total.saturating_sub(usize::from(body.height));
    (
        u16::try_from(room).unwrap_or(u16::MAX),
        body.height.saturating_sub(1).max(1),
    )
}

/// Draws the Help page from its line `app.scroll` on.
pub fn render(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    let ui = app.ui();
    let body = body(area);
    let lines = lines(app, theme, body.width);
    let room = lines.len().saturating_sub(usize::from(body.height));
    let top = usize::from(app.scroll).min(room);
    let more = match (top > 0, top < room) {
        (true, true) => "↑ ↓",
        (true, false) => "↑",
        (false, true) => "↓",
        (false, false) => "",
    };
    let title = format!("{}  {more}", ui.guide().guide_title());
    top_line(app, title.trim_end(), theme, area, buf);
    let shown: Vec<Line<'static>> = lines.into_iter().skip(top).collect();
    draw_lines(&shown, body, buf);
    bottom_line(app, theme, area, buf);
}
