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
    let options = crate::view::wrap_options(width, indent, indent);
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

/// The text beside a board: what stays in view from the top (whose turn it
/// is, the step's words, the prompt), then the feedback, which gets the rows
/// left and scrolls, with a marker row saying where there is more.
#[derive(Clone, Debug, Default)]
pub struct SideText {
    /// Always drawn, from the top.
    pub pinned: Vec<Line<'static>>,
    /// Drawn in the rows left, from the line scrolled to.
    pub feedback: Vec<Line<'static>>,
}

impl SideText {
    /// The feedback rows shown in `height` rows, and the first line shown at
    /// the most (0: all of it fits).
    fn rows(&self, height: u16) -> (usize, usize) {
        let left = usize::from(height).saturating_sub(self.pinned.len());
        if self.feedback.len() <= left {
            return (self.feedback.len(), 0);
        }
        // One row goes to the marker.
        let rows = left.saturating_sub(1);
        (rows, self.feedback.len() - rows)
    }

    /// How far the feedback scrolls in `height` rows (0: it fits), and a page.
    pub fn scroll_room(&self, height: u16) -> (u16, u16) {
        let (rows, room) = self.rows(height);
        let page = rows.saturating_sub(1).max(1);
        (clamp_u16(room), clamp_u16(page))
    }

    /// Draws it in `area`, the feedback from line `scroll` on (as far as it goes).
    pub fn draw(&self, scroll: u16, area: Rect, theme: Theme, buf: &mut Buffer) {
        draw_lines(&self.pinned, area, buf);
        let (rows, room) = self.rows(area.height);
        let top = area.y + clamp_u16(self.pinned.len());
        if top >= area.bottom() {
            return;
        }
        let start = usize::from(scroll).min(room);
        let shown = Rect::new(area.x, top, area.width, area.bottom() - top);
        draw_lines(&self.feedback[start..start + rows], shown, buf);
        if room > 0 {
            let marker = match (start > 0, start < room) {
                (true, true) => "▲ PgUp  ▼ PgDn",
                (false, _) => "▼ PgDn",
                (true, false) => "▲ PgUp",
            };
            let y = top + clamp_u16(rows);
            if y < area.bottom() {
                buf.set_stringn(area.x, y, marker, usize::from(area.width), theme.dim());
            }
        }
    }
}

fn clamp_u16(n: usize) -> u16 {
    u16::try_from(n).unwrap_or(u16::MAX)
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
    fn wrapped_text_never_breaks_a_date_a_path_or_a_command_at_a_hyphen() {
        let text = "It comes back on 2026-12-02. Saved in games/game-20261201T192125Z.txt; \
                    add --from-start to begin again.";
        let whole = [
            "2026-12-02.",
            "games/game-20261201T192125Z.txt;",
            "--from-start",
        ];
        for width in 34..70 {
            let screen: Vec<String> = wrapped(text, width, "", Style::default())
                .iter()
                .map(|line| line.to_string())
                .collect();
            let mut plain = Vec::new();
            crate::plain::print::wrapped(&mut plain, usize::from(width), text, "").unwrap();
            let plain = String::from_utf8(plain).unwrap();
            for lines in [screen, plain.lines().map(str::to_string).collect()] {
                for word in whole {
                    assert!(
                        lines.iter().any(|line| line.contains(word)),
                        "{word} broken at {width}: {lines:#?}"
                    );
                }
                assert!(
                    lines
                        .iter()
                        .all(|line| line.chars().count() <= usize::from(width))
                );
            }
        }
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

    #[test]
    fn feedback_taller_than_the_rows_left_scrolls_and_the_pinned_lines_stay() {
        let lines = |prefix: &str, n: usize| -> Vec<Line<'static>> {
            (0..n).map(|i| Line::raw(format!("{prefix}{i}"))).collect()
        };
        let text = SideText {
            pinned: lines("turn", 3),
            feedback: lines("said", 10),
        };
        let area = Rect::new(0, 0, 20, 8);
        let theme = Theme::of(crate::learner::ColourTheme::NoColour);
        let drawn = |scroll| {
            let mut buf = Buffer::empty(area);
            text.draw(scroll, area, theme, &mut buf);
            (0..area.height)
                .map(|y| {
                    (0..area.width)
                        .map(|x| buf[(x, y)].symbol().to_string())
                        .collect::<String>()
                        .trim_end()
                        .to_string()
                })
                .collect::<Vec<_>>()
        };
        // Five rows left: four of feedback, then the marker.
        assert_eq!(text.scroll_room(8), (6, 3));
        let top = drawn(0);
        assert_eq!(top[..4], ["turn0", "turn1", "turn2", "said0"]);
        assert_eq!(top[7], "▼ PgDn");
        let end = drawn(99);
        assert_eq!(end[..4], ["turn0", "turn1", "turn2", "said6"]);
        assert_eq!(end[6], "said9");
        assert_eq!(end[7], "▲ PgUp");
        assert_eq!(drawn(2)[7], "▲ PgUp  ▼ PgDn");
    }
}
