//! Writing words in plain mode: paragraphs wrapped to the width (never inside a
//! word, control characters escaped), feedback lines with their detail rows
//! indented, and the rows of a help table.

use std::io::{self, Write};

use crate::i18n::Ui;
use crate::view::feedback::FeedbackLine;
use crate::view::help::HelpRow;

use super::board::Glyphs;
use super::{PlainOptions, print};

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
        print::wrapped(self.out, self.options.width, text, "")
    }

    /// Feedback lines, wrapped; detail rows indented.
    pub fn say(&mut self, lines: &[FeedbackLine]) -> io::Result<()> {
        print::say(self.out, self.options.width, lines)
    }

    /// A help table.
    pub fn rows(&mut self, rows: &[HelpRow]) -> io::Result<()> {
        print::help_table(self.out, self.ui.commands_heading(), rows)
    }
}
