//! Unsafe characters and lengths in the texts of a lesson or puzzle file, which is
//! untrusted: a file passed between teachers could hide terminal escape sequences
//! in a text (`\u001b]0;...\u0007`), or reorder or hide its words with bidi
//! overrides and zero-width characters. Every text is refused if it holds a
//! character of [`crate::untrusted::is_unsafe`] (the rule every printer escapes
//! by) or is longer than [`MAX_TEXT_CHARS`], at the place in the file where it is
//! written.

use std::ops::Range;

use super::codes::Code;
use super::error::{Problems, Said};
use crate::lang::Lang;
use crate::untrusted::is_unsafe;

/// The most characters a text may have, in each language: a step says one idea
/// in a few sentences.
pub(crate) const MAX_TEXT_CHARS: usize = 2000;

/// Whether `c` may not appear in a text; `next` is the character after it (a
/// carriage return is allowed as the first half of a Windows line end).
fn refused(c: char, next: Option<char>) -> bool {
    is_unsafe(c) && !(c == '\r' && next == Some('\n'))
}

/// The first refused character of `value`, if any.
fn first_refused(value: &str) -> Option<char> {
    let mut chars = value.chars().peekable();
    while let Some(c) = chars.next() {
        if refused(c, chars.peek().copied()) {
            return Some(c);
        }
    }
    None
}

/// Reports a control character in `value` (a text in `lang`, of the field
/// `field` called `label`, written in the file at `span`) and returns false; true
/// when there is none.
pub(crate) fn check_text(
    problems: &mut Problems<'_>,
    (field, label): (&str, &str),
    lang: Lang,
    value: &str,
    span: &Range<usize>,
) -> bool {
    let language = lang.native_name();
    let length = value.chars().count();
    if length > MAX_TEXT_CHARS {
        problems.said_at(
            span,
            Said::new(
                Code::TextTooLong,
                format!(
                    "{label}: the {language} text has {length} characters; a text may have at most {MAX_TEXT_CHARS}: split it into shorter steps"
                ),
            )
            .with_args(vec![
                field.to_string(),
                lang.code().to_string(),
                length.to_string(),
                MAX_TEXT_CHARS.to_string(),
            ]),
        );
        return false;
    }
    let Some(c) = first_refused(value) else {
        return true;
    };
    let literal = problems.text.get(span.clone()).unwrap_or("");
    let offset = span.start + place_in_literal(literal).unwrap_or(0);
    let code = c as u32;
    let named = char_name(c).unwrap_or_default();
    let name = char_name(c)
        .map(|name| format!(" ({name})"))
        .unwrap_or_default();
    let kind = if c.is_control() {
        "control"
    } else {
        "invisible"
    };
    let message = if c.is_control() {
        format!(
            "{label}: the {language} text holds the control character U+{code:04X}{name}, which can take over a learner's terminal: remove it (a text may hold newlines and tabs, but no other control character)"
        )
    } else {
        format!(
            "{label}: the {language} text holds the invisible character U+{code:04X}{name}, which can hide or reorder what a learner reads: remove it (a text may hold no bidi control, zero-width or other invisible formatting character)"
        )
    };
    problems.said_at_offset(
        offset,
        Said::new(Code::RefusedCharacter, message).with_args(vec![
            field.to_string(),
            lang.code().to_string(),
            kind.to_string(),
            format!("U+{code:04X}"),
            named.to_string(),
        ]),
    );
    false
}

/// The byte offset, in a TOML string as written (quotes included), where its first
/// refused character is written: the character itself, or the `\` of its escape.
fn place_in_literal(literal: &str) -> Option<usize> {
    let decoded = decode(literal)?;
    decoded
        .iter()
        .enumerate()
        .find(|(i, (_, c))| refused(*c, decoded.get(i + 1).map(|(_, n)| *n)))
        .map(|(_, (offset, _))| *offset)
}

/// The characters of a TOML string as written, each with the byte offset where it
/// is written; `None` when `literal` is not a string.
fn decode(literal: &str) -> Option<Vec<(usize, char)>> {
    let (quote, escapes) = match literal.chars().next()? {
        '"' => ("\"", true),
        '\'' => ("'", false),
        _ => return None,
    };
    let delimiter = if literal.starts_with(&quote.repeat(3)) {
        quote.repeat(3)
    } else {
        quote.to_string()
    };
    let start = delimiter.len();
    let end = literal.len().checked_sub(delimiter.len())?.max(start);
    let body = literal.get(start..end)?;
    let mut out = Vec::new();
    let mut chars = body.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let offset = start + i;
        if !(escapes && c == '\\') {
            out.push((offset, c));
            continue;
        }
        let Some((_, kind)) = chars.next() else { break };
        let digits = match kind {
            'u' => 4,
            'U' => 8,
            'x' => 2,
            _ => 0,
        };
        if digits > 0 {
            let hex: String = (0..digits)
                .filter_map(|_| chars.next())
                .map(|(_, d)| d)
                .collect();
            let c = u32::from_str_radix(&hex, 16)
                .ok()
                .and_then(char::from_u32)?;
            out.push((offset, c));
            continue;
        }
        let c = match kind {
            'b' => '\u{8}',
            't' => '\t',
            'n' => '\n',
            'f' => '\u{c}',
            'r' => '\r',
            'e' => '\u{1b}',
            '"' | '\\' => kind,
            // A line-ending backslash: the line end and the whitespace after it go.
            _ => {
                while chars.next_if(|(_, w)| w.is_whitespace()).is_some() {}
                continue;
            }
        };
        out.push((offset, c));
    }
    Some(out)
}

/// The name of an unsafe character, if it has a common one.
fn char_name(c: char) -> Option<&'static str> {
    Some(match c {
        '\u{200b}' => "zero-width space",
        '\u{200c}' => "zero-width non-joiner",
        '\u{200d}' => "zero-width joiner",
        '\u{200e}' => "left-to-right mark",
        '\u{200f}' => "right-to-left mark",
        '\u{2028}' => "line separator",
        '\u{2029}' => "paragraph separator",
        '\u{202a}' => "left-to-right embedding",
        '\u{202b}' => "right-to-left embedding",
        '\u{202c}' => "pop directional formatting",
        '\u{202d}' => "left-to-right override",
        '\u{202e}' => "right-to-left override",
        '\u{2066}' => "left-to-right isolate",
        '\u{2067}' => "right-to-left isolate",
        '\u{2068}' => "first strong isolate",
        '\u{2069}' => "pop directional isolate",
        '\u{2060}' => "word joiner",
        '\u{feff}' => "zero-width no-break space",
        '\u{0}' => "null",
        '\u{7}' => "bell",
        '\u{8}' => "backspace",
        '\u{c}' => "form feed",
        '\r' => "carriage return",
        '\u{1b}' => "escape",
        '\u{7f}' => "delete",
        '\u{9b}' => "control sequence introducer",
        '\u{9d}' => "operating system command",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newlines_tabs_and_windows_line_ends_are_allowed() {
        assert_eq!(first_refused("one\ttwo\nthree\r\nfour"), None);
        assert_eq!(first_refused("a\rb"), Some('\r'));
        assert_eq!(first_refused("title \u{1b}]0;x\u{7}"), Some('\u{1b}'));
        assert_eq!(first_refused("csi \u{9b}31m"), Some('\u{9b}'));
        for hidden in [
            '\u{202e}', '\u{2066}', '\u{200b}', '\u{200d}', '\u{feff}', '\u{2028}',
        ] {
            assert_eq!(first_refused(&format!("a{hidden}b")), Some(hidden));
        }
        assert_eq!(first_refused("Tiếng Việt ● ○"), None);
    }

    #[test]
    fn an_escape_is_placed_at_its_backslash() {
        let literal = r#""Hi \"you\" \u001b]0;x\u0007""#;
        assert_eq!(place_in_literal(literal), literal.find("\\u001b"));
        let literal = r#""tab\there \U0000009b""#;
        assert_eq!(place_in_literal(literal), literal.find("\\U"));
        let literal = "\"\"\"\nline \\\n   more \\e[2J\"\"\"";
        assert_eq!(place_in_literal(literal), literal.find("\\e"));
        let literal = "'raw \u{9b} text'";
        assert_eq!(place_in_literal(literal), literal.find('\u{9b}'));
        assert_eq!(place_in_literal("\"fine\""), None);
        assert_eq!(place_in_literal("not a string"), None);
    }
}
