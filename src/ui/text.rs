//! Text for the screens: words wrapped to a width (never inside a word), with
//! control characters from lesson files escaped, as styled lines.

use ratatui::style::Style;
use ratatui::text::Line;

use crate::view::text::escape_controls;

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

/// A row of keys: `↵ next   ⌫ back   q quit`.
pub fn key_bar(keys: &[(String, String)]) -> String {
    let parts: Vec<String> = keys
        .iter()
        .map(|(key, word)| format!("{key} {word}"))
        .collect();
    format!(" {}", parts.join("   "))
}
