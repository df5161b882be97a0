//! Text for the screens: words wrapped to a width (never inside a word), with
//! control characters from lesson files escaped, as styled lines.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;

use crate::engine::Bitboard;
use crate::i18n::Ui;
use crate::untrusted::escape;
use crate::view::FeedbackLine;

use super::theme::Theme;

/// `text` wrapped to `width`, each line after `indent`, in `style`.
pub fn wrapped(text: &str, width: u16, indent: &str, style: Style) -> Vec<Line<'static>> {
    let text = escape(text);
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

/// A row of keys: `↵ next   ⌫ back   q quit`, within `width` columns. When it
/// is too long, keys are left out from the end, but never `?` (which lists them
/// all) nor the last one (quit).
pub fn key_bar(keys: &[(String, String)], width: usize) -> String {
    let parts: Vec<String> = keys
        .iter()
        .map(|(key, word)| format!("{key} {word}"))
        .collect();
    let kept = |keep: &[bool]| {
        let shown: Vec<&str> = parts
            .iter()
            .zip(keep)
            .filter(|(_, keep)| **keep)
            .map(|(part, _)| part.as_str())
            .collect();
        format!(" {}", shown.join("   "))
    };
    let mut keep = vec![true; parts.len()];
    let mut line = kept(&keep);
    for i in (0..parts.len().saturating_sub(1)).rev() {
        if line.chars().count() <= width {
            break;
        }
        if keys[i].0 != "?" {
            keep[i] = false;
            line = kept(&keep);
        }
    }
    line
}

/// Under the prompt: a column letter typed and waiting for its row, and the
/// squares marked so far.
pub fn typed_and_marked(
    ui: Ui,
    column: Option<char>,
    picks: Bitboard,
    width: u16,
    theme: Theme,
) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    if let Some(column) = column {
        lines.push(Line::styled(format!("› {column}_"), theme.heading()));
    }
    if !picks.is_empty() {
        lines.extend(wrapped(&ui.your_squares(picks), width, "", theme.pick()));
    }
    lines
}

/// `lines` from the top of `area`, cut at its bottom.
pub fn draw_lines(lines: &[Line], area: Rect, buf: &mut Buffer) {
    for (i, line) in lines.iter().enumerate().take(usize::from(area.height)) {
        buf.set_line(area.x, area.y + i as u16, line, area.width);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(k, w)| ((*k).to_string(), (*w).to_string()))
            .collect()
    }

    #[test]
    fn a_narrow_key_bar_leaves_keys_out_but_keeps_the_key_list_and_quit() {
        let bar = keys(&[
            ("↵", "next"),
            ("t", "retry"),
            ("⌫", "back"),
            ("?", "keys"),
            ("Esc", "lessons"),
            ("q", "quit"),
        ]);
        let full = key_bar(&bar, 200);
        assert_eq!(
            full,
            " ↵ next   t retry   ⌫ back   ? keys   Esc lessons   q quit"
        );
        assert_eq!(key_bar(&bar, 40), " ↵ next   t retry   ? keys   q quit");
        assert_eq!(key_bar(&bar, 10), " ? keys   q quit");
    }
}
