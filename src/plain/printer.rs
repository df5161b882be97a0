//! Writing words in plain mode: paragraphs wrapped to the width (never inside a
//! word, control characters escaped), feedback lines with their detail rows
//! indented, and the rows of a help table.

use std::io::{self, Write};

use crate::i18n::Ui;
use crate::view::feedback::FeedbackLine;
use crate::view::help::HelpRow;
use crate::view::text::escape_controls;

use super::PlainOptions;
use super::board::Glyphs;

/// `text` wrapped to `width`, never inside a word, each line after `indent`;
/// control characters escaped.
pub fn write_wrapped(
    out: &mut dyn Write,
    width: usize,
    text: &str,
    indent: &str,
) -> io::Result<()> {
    let text = escape_controls(text);
    let options = textwrap::Options::new(width.max(20))
        .initial_indent(indent)
        .subsequent_indent(indent);
    for paragraph in text.split('\n') {
        for line in textwrap::wrap(paragraph, &options) {
            writeln!(out, "{line}")?;
        }
    }
    Ok(())
}

/// The heading of the commands, then one row each: what to type, what it does.
pub fn write_rows(out: &mut dyn Write, ui: Ui, rows: &[HelpRow]) -> io::Result<()> {
    let width = rows
        .iter()
        .map(|r| r.keys.chars().count())
        .max()
        .unwrap_or(0);
    writeln!(out, "{}", ui.commands_heading())?;
    for row in rows {
        let pad = width - row.keys.chars().count();
        writeln!(out, "  {}{}  {}", row.keys, " ".repeat(pad), row.what)?;
    }
    Ok(())
}

/// A writer with the language, discs and width of plain mode.
pub struct Printer<'w> {
    /// The language.
    pub ui: Ui,
    /// The discs.
    pub glyphs: Glyphs,
    /// Echo and width.
    pub options: PlainOptions,
    /// Where it writes.
    pub out: &'w mut dyn Write,
}

impl Printer<'_> {
    /// A paragraph, wrapped.
    pub fn para(&mut self, text: &str) -> io::Result<()> {
        write_wrapped(self.out, self.options.width, text, "")
    }

    /// Feedback lines, wrapped; detail rows indented.
    pub fn say(&mut self, lines: &[FeedbackLine]) -> io::Result<()> {
        for line in lines {
            let indent = if line.detail { "  " } else { "" };
            write_wrapped(self.out, self.options.width, &line.text, indent)?;
        }
        Ok(())
    }

    /// A help table.
    pub fn rows(&mut self, rows: &[HelpRow]) -> io::Result<()> {
        write_rows(self.out, self.ui, rows)
    }
}
