//! The glossary screen: the game's words in the learner's language, each with
//! its names in the other languages, what it means and the lesson that teaches
//! it, from the `top` term on (↑ ↓ go from term to term; the top one, marked
//! ▶, is the one Enter opens).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use crate::app::App;
use crate::course::glossary::built_in;
use crate::view::glossary::entries;

use super::home::{bottom_line, top_line};
use super::stage::PAGE_TEXT_MAX_W;
use super::text::{draw_lines, wrapped};
use super::theme::Theme;

/// Draws the glossary from term `top` on.
pub fn render(app: &App, top: usize, theme: Theme, area: Rect, buf: &mut Buffer) {
    let ui = app.ui();
    // Read across no more than an 80-column window's width, however wide the window.
    let width = area.width.saturating_sub(2).min(PAGE_TEXT_MAX_W);
    let mut lines: Vec<Line> = Vec::new();
    match built_in(&app.course) {
        Ok(glossary) => {
            let (title, entries) = entries(ui, &glossary, &app.course);
            lines.extend(wrapped(&title, width, "", theme.dim()));
            lines.push(Line::raw(""));
            // The term chosen (the top one, which Enter opens) is marked by
            // a sign and reversed, not by colour alone.
            let marker = if app.ascii() { ">" } else { "▶" };
            for (i, entry) in entries.iter().skip(top).enumerate() {
                let (word, style) = match i {
                    0 => (format!("{marker} {}", entry.word), theme.selected()),
                    _ => (format!("  {}", entry.word), theme.heading()),
                };
                lines.extend(wrapped(&word, width, "", style));
                lines.extend(wrapped(&entry.meaning, width, "  ", theme.plain()));
                lines.extend(wrapped(&entry.taught, width, "  ", theme.dim()));
                lines.push(Line::raw(""));
            }
        }
        // `check` and the tests keep the built-in glossary whole; should it
        // ever not be, its problems are shown instead of the words.
        Err(errors) => {
            lines.extend(wrapped(&errors.to_string(), width, "", theme.plain()));
        }
    }
    top_line(app, ui.menu_glossary(), theme, area, buf);
    let body = Rect::new(area.x + 1, area.y + 2, width, area.height.saturating_sub(3));
    draw_lines(&lines, body, buf);
    bottom_line(app, theme, area, buf);
}
