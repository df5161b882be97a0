//! Where plain mode reads its lines: piped input as it comes (bytes, so a line
//! that is not UTF-8 is read with replacement characters, not a crash), or a
//! terminal with line editing: arrow keys, backspace, and the history of answers.

use std::io::{self, BufRead, Write};

use rustyline::DefaultEditor;
use rustyline::error::ReadlineError;

/// A source of answer lines.
pub trait LineSource {
    /// The next line without its line ending, after `prompt` is shown on `out`;
    /// `None` at the end of input.
    fn next_line(&mut self, prompt: &str, out: &mut dyn Write) -> io::Result<Option<String>>;
}

/// Lines read from any reader, the prompt written to the output.
pub struct Piped<R: BufRead> {
    reader: R,
    bytes: Vec<u8>,
}

impl<R: BufRead> Piped<R> {
    /// Lines of `reader`.
    pub fn new(reader: R) -> Piped<R> {
        Piped {
            reader,
            bytes: Vec::new(),
        }
    }
}

impl<R: BufRead> LineSource for Piped<R> {
    fn next_line(&mut self, prompt: &str, out: &mut dyn Write) -> io::Result<Option<String>> {
        write!(out, "{prompt}")?;
        out.flush()?;
        self.bytes.clear();
        if self.reader.read_until(b'\n', &mut self.bytes)? == 0 {
            return Ok(None);
        }
        let line = String::from_utf8_lossy(&self.bytes);
        Ok(Some(line.trim_end_matches(['\n', '\r']).to_string()))
    }
}

/// Lines typed at a terminal, with editing and history.
pub struct Terminal {
    editor: DefaultEditor,
}

impl Terminal {
    /// A line editor on the terminal.
    pub fn new() -> io::Result<Terminal> {
        let editor = DefaultEditor::new().map_err(io::Error::other)?;
        Ok(Terminal { editor })
    }
}

impl LineSource for Terminal {
    fn next_line(&mut self, prompt: &str, out: &mut dyn Write) -> io::Result<Option<String>> {
        out.flush()?;
        match self.editor.readline(prompt) {
            Ok(line) => {
                if !line.trim().is_empty() {
                    // History is a convenience: a failure to keep it changes nothing.
                    let _ = self.editor.add_history_entry(line.as_str());
                }
                Ok(Some(line))
            }
            Err(ReadlineError::Eof | ReadlineError::Interrupted) => Ok(None),
            Err(ReadlineError::Io(e)) => Err(e),
            Err(e) => Err(io::Error::other(e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn piped_lines_come_without_endings_and_end_with_none() {
        let mut lines = Piped::new(&b"d3\r\nhint\n\xff\xfe\n"[..]);
        let mut out = Vec::new();
        assert_eq!(
            lines.next_line("> ", &mut out).unwrap().as_deref(),
            Some("d3")
        );
        assert_eq!(
            lines.next_line("> ", &mut out).unwrap().as_deref(),
            Some("hint")
        );
        assert_eq!(
            lines.next_line("> ", &mut out).unwrap().as_deref(),
            Some("\u{fffd}\u{fffd}")
        );
        assert_eq!(lines.next_line("> ", &mut out).unwrap(), None);
        assert_eq!(out, b"> > > > ");
    }
}
