//! The one rule for text that did not come from our own source (a file's name or
//! bytes, a line of a damaged file, an id, a teacher's text, a value typed on the
//! command line): the characters that can take over a terminal or hide what is
//! written are shown escaped, `\e` for escape and `\u{202e}` for any other. They
//! are the C0 controls but newline and tab, DEL, the C1 controls, the bidi marks,
//! embeddings, overrides and isolates, the zero-width and other invisible format
//! characters, and the line and paragraph separators.
//!
//! Every printer gets the rule without asking for it: the process's output and
//! error streams are [`Escaping`] writers, `--json` is written by [`json`], and
//! each cell of a full-screen frame passes [`clean_symbol`].

use std::borrow::Cow;
use std::io::{self, Write};

use serde::Serialize;
use serde_json::ser::{Formatter, Serializer};

/// Whether `c` is never written raw: a control character other than a newline or
/// a tab, or an invisible character that reorders, joins or hides text.
pub fn is_unsafe(c: char) -> bool {
    match c {
        '\n' | '\t' => false,
        c if c.is_control() => true,
        // The Arabic letter mark and the Mongolian vowel separator.
        '\u{61c}' | '\u{180e}' => true,
        // Zero-width space, non-joiner, joiner; left-to-right and right-to-left marks.
        '\u{200b}'..='\u{200f}' => true,
        // Line and paragraph separators; bidi embeddings and overrides (U+202A-202E).
        '\u{2028}'..='\u{202e}' => true,
        // Word joiner and invisible operators; bidi isolates (U+2066-2069); the
        // deprecated shaping controls.
        '\u{2060}'..='\u{206f}' => true,
        // Zero-width no-break space (byte order mark); interlinear annotations.
        '\u{feff}' | '\u{fff9}'..='\u{fffb}' => true,
        // Tags: invisible copies of ASCII.
        '\u{e0000}'..='\u{e007f}' => true,
        _ => false,
    }
}

/// `text` with every character of [`is_unsafe`] escaped: escape as `\e`, any
/// other as `\u{202e}`. Text with none is borrowed as it is.
pub fn escape(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_unsafe) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        push_escaped(&mut out, c);
    }
    Cow::Owned(out)
}

/// Pushes `c` onto `out`, escaped when it is unsafe.
fn push_escaped(out: &mut String, c: char) {
    match c {
        '\u{1b}' => out.push_str("\\e"),
        c if is_unsafe(c) => out.extend(c.escape_unicode()),
        c => out.push(c),
    }
}

/// A line as it may be shown back: escaped, a tab too, and cut after `max`
/// characters with `…`.
pub fn shown_back(line: &str, max: usize) -> String {
    let escaped = escape(line).replace('\t', "\\t");
    match escaped.char_indices().nth(max) {
        Some((cut, _)) => format!("{}…", &escaped[..cut]),
        None => escaped,
    }
}

/// A cell's symbol as the full screen may draw it: without its unsafe characters
/// (a blank if nothing is left); `None` when it has none. A cell cannot grow, so
/// text meant to be read is escaped before it is laid out; this is the guard
/// behind it.
pub fn clean_symbol(symbol: &str) -> Option<String> {
    if !symbol.chars().any(is_unsafe) {
        return None;
    }
    let kept: String = symbol.chars().filter(|c| !is_unsafe(*c)).collect();
    Some(if kept.is_empty() {
        " ".to_string()
    } else {
        kept
    })
}

/// `value` as JSON on one line, with every unsafe character written as a JSON
/// escape (`\u202e`, `\u009b`): the same string to a JSON reader, nothing raw to a
/// terminal. (serde_json alone escapes only U+0000-001F.)
pub fn json(value: &impl Serialize) -> String {
    let mut bytes = Vec::new();
    let mut serializer = Serializer::with_formatter(&mut bytes, SafeJson);
    if value.serialize(&mut serializer).is_err() {
        return "null".to_string();
    }
    // The formatter writes only whole UTF-8 characters.
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// serde_json's compact output, with unsafe characters inside strings escaped.
struct SafeJson;

impl Formatter for SafeJson {
    fn write_string_fragment<W: ?Sized + Write>(
        &mut self,
        writer: &mut W,
        fragment: &str,
    ) -> io::Result<()> {
        let mut start = 0;
        for (i, c) in fragment.char_indices() {
            if !is_unsafe(c) {
                continue;
            }
            writer.write_all(&fragment.as_bytes()[start..i])?;
            let mut units = [0u16; 2];
            for unit in c.encode_utf16(&mut units) {
                write!(writer, "\\u{unit:04x}")?;
            }
            start = i + c.len_utf8();
        }
        writer.write_all(&fragment.as_bytes()[start..])
    }
}

/// A writer that applies [`escape`] to everything written through it, so that
/// no printer can send an unsafe character to the terminal raw, however it was
/// made. Bytes that are not UTF-8 are written as `\xff`; a character split
/// between two writes is escaped once whole.
pub struct Escaping<W: Write> {
    inner: W,
    /// The start of a character whose last bytes have not been written yet.
    pending: Vec<u8>,
}

impl<W: Write> Escaping<W> {
    /// Escapes what is written to `inner`.
    pub fn new(inner: W) -> Escaping<W> {
        Escaping {
            inner,
            pending: Vec::new(),
        }
    }

    /// Writes `bytes`, escaped, to the inner writer; an unfinished character at
    /// the end waits for the next write.
    fn write_escaped(&mut self, bytes: &[u8]) -> io::Result<()> {
        let mut out = String::with_capacity(bytes.len());
        let mut rest = bytes;
        loop {
            match std::str::from_utf8(rest) {
                Ok(text) => {
                    out.push_str(&escape(text));
                    break;
                }
                Err(e) => {
                    let (good, bad) = rest.split_at(e.valid_up_to());
                    out.push_str(&escape(std::str::from_utf8(good).unwrap_or_default()));
                    match e.error_len() {
                        None => {
                            self.pending = bad.to_vec();
                            break;
                        }
                        Some(len) => {
                            for byte in &bad[..len] {
                                out.push_str(&format!("\\x{byte:02x}"));
                            }
                            rest = &bad[len..];
                        }
                    }
                }
            }
        }
        self.inner.write_all(out.as_bytes())
    }
}

impl<W: Write> Write for Escaping<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.pending.is_empty() {
            self.write_escaped(buf)?;
        } else {
            let mut joined = std::mem::take(&mut self.pending);
            joined.extend_from_slice(buf);
            self.write_escaped(&joined)?;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

impl<W: Write> Drop for Escaping<W> {
    /// A character never finished is written as the bytes it has.
    fn drop(&mut self) {
        if self.pending.is_empty() {
            return;
        }
        let shown: String = self
            .pending
            .iter()
            .map(|byte| format!("\\x{byte:02x}"))
            .collect();
        // Best effort: the stream is being dropped.
        let _ = self.inner.write_all(shown.as_bytes());
        let _ = self.inner.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_and_invisible_characters_are_escaped_and_plain_text_is_borrowed() {
        assert_eq!(
            escape("\u{1b}]0;x\u{7}ok\n\tnext"),
            "\\e]0;x\\u{7}ok\n\tnext"
        );
        assert_eq!(escape("\u{9b}31m"), "\\u{9b}31m");
        assert_eq!(
            escape("a\u{202e}b\u{2066}c\u{200d}d\u{feff}"),
            "a\\u{202e}b\\u{2066}c\\u{200d}d\\u{feff}"
        );
        assert_eq!(escape("\u{7f}\u{85}\u{2028}"), "\\u{7f}\\u{85}\\u{2028}");
        assert!(matches!(escape("d3 e6 ● Tiếng Việt"), Cow::Borrowed(_)));
    }

    #[test]
    fn a_line_shown_back_is_escaped_and_cut() {
        assert_eq!(
            shown_back("\u{1b}]0;pwned\u{7}d3", 80),
            "\\e]0;pwned\\u{7}d3"
        );
        let long = "d3 ".repeat(60);
        let shown = shown_back(&long, 80);
        assert_eq!(shown.chars().count(), 81);
        assert!(shown.ends_with('…'));
    }

    #[test]
    fn the_escaping_writer_escapes_across_writes_and_bytes_that_are_not_text() {
        let mut out = Vec::new();
        {
            let mut w = Escaping::new(&mut out);
            let rlo = "\u{202e}".as_bytes();
            w.write_all(b"a\x1b[2J").unwrap();
            w.write_all(&rlo[..1]).unwrap();
            w.write_all(&rlo[1..]).unwrap();
            w.write_all(b"\xc2").unwrap();
            w.write_all(b"\x9b\xff z\xe2\x80").unwrap();
        }
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "a\\e[2J\\u{202e}\\u{9b}\\xff z\\xe2\\x80"
        );
    }

    #[test]
    fn json_escapes_what_serde_json_leaves_raw_and_reads_back_the_same() {
        let text = "x\u{9b}\u{202e}\u{7f}\u{e0041}\u{1b}é";
        let written = json(&serde_json::json!({ "id": text }));
        assert!(!written.chars().any(is_unsafe), "{written}");
        let read: serde_json::Value = serde_json::from_str(&written).unwrap();
        assert_eq!(read["id"], text);
    }

    #[test]
    fn a_cell_keeps_what_is_safe_of_its_symbol() {
        assert_eq!(clean_symbol("a"), None);
        assert_eq!(clean_symbol("a\u{200d}").as_deref(), Some("a"));
        assert_eq!(clean_symbol("\u{202e}").as_deref(), Some(" "));
    }
}
