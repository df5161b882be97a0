//! Text for the screens: words wrapped to a width (never inside a word), with
//! control characters from lesson files escaped, as styled lines.

use ratatui::style::Style;
use ratatui::text::Line;

use crate::view::FeedbackLine;
use crate::view::text::escape_controls;

use super::theme::Theme;

/// `text` wrapped to `width`, each line after `indent`, in `style`.
pub fn wrapped(text: &str, width: u16, indent: &str, style: Style) -> Vec<Line<'static>> {
    let text = escape_controls(text);
    let width = usize::from(width.max(4));
    let options = textwrap::Options::new(width)
        .initial_indent(indent)
        .subsequent_indent(indent);
    text.split('\n')
        .flat_map(|paragraph| {
            textwrap::wrap(paragraph, &options)
                .into_iter()
                .map(|line| Line::styled(line.into_owned(), style))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Feedback lines wrapped, each in its tone's style, detail rows indented.
pub fn feedback(lines: &[FeedbackLine], width: u16, theme: Theme) -> Vec<Line<'static>> {
    lines
        .iter()
        .flat_map(|line| {
            let indent = if line.detail { "  " } else { "" };
            wrapped(&line.text, width, indent, theme.tone(line.tone))
        })
        .collect()
}

/// What a screen says last: the feedback, then the app's notice (dimmed), each
/// after a blank line.
pub fn said(
    lines: &[FeedbackLine],
    notice: Option<&str>,
    width: u16,
    theme: Theme,
) -> Vec<Line<'static>> {
    let mut out = Vec::new();
    if !lines.is_empty() {
        out.push(Line::raw(""));
        out.extend(feedback(lines, width, theme));
    }
    if let Some(notice) = notice {
        out.push(Line::raw(""));
        out.extend(wrapped(notice, width, "", theme.dim()));
    }
    out
}

/// A row of keys: `↵ next   ⌫ back   q quit`.
pub fn key_bar(keys: &[(String, String)]) -> String {
    let parts: Vec<String> = keys
        .iter()
        .map(|(key, word)| format!("{key} {word}"))
        .collect();
    format!(" {}", parts.join("   "))
}
