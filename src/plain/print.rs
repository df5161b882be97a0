//! Printing helpers every plain-mode session shares: text wrapped to the width
//! (never inside a word, control characters escaped), feedback lines with their
//! detail rows indented, and the help table.

use std::io::{self, Write};

use crate::untrusted::escape;
use crate::view::FeedbackLine;
use crate::view::help::HelpRow;

/// The narrowest width text is wrapped to.
const MIN_WIDTH: usize = 20;

/// `text` wrapped to `width`, never inside a word, each line after `indent`;
/// control characters escaped.
pub fn wrapped(out: &mut dyn Write, width: usize, text: &str, indent: &str) -> io::Result<()> {
    let text = escape(text);
    let options = crate::view::wrap_options(width.max(MIN_WIDTH), indent, indent);
    for paragraph in text.split('\n') {
        for line in textwrap::wrap(paragraph, &options) {
            writeln!(out, "{line}")?;
        }
    }
    Ok(())
}

/// Feedback lines, wrapped; detail rows indented.
pub fn say(out: &mut dyn Write, width: usize, lines: &[FeedbackLine]) -> io::Result<()> {
    for line in lines {
        let indent = if line.detail { "  " } else { "" };
        wrapped(out, width, &line.text, indent)?;
    }
    Ok(())
}

/// The help: a heading, then what to type and what it does, a row each, the
/// second column aligned.
pub fn help_table(out: &mut dyn Write, heading: &str, rows: &[HelpRow]) -> io::Result<()> {
    let width = rows
        .iter()
        .map(|r| r.keys.chars().count())
        .max()
        .unwrap_or(0);
    writeln!(out, "{heading}")?;
    for row in rows {
        let pad = width - row.keys.chars().count();
        writeln!(out, "  {}{}  {}", row.keys, " ".repeat(pad), row.what)?;
    }
    Ok(())
}
