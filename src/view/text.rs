//! Text from files and from the learner made safe to print: no control character
//! reaches the terminal raw (a lesson file passed between teachers, or a line typed
//! or piped in, could otherwise retitle or recolour it).

use std::borrow::Cow;

/// `text` with every control character other than a newline or a tab escaped:
/// escape as `\e`, any other as `\u{7}`.
pub fn escape_controls(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_unsafe) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\u{1b}' => out.push_str("\\e"),
            c if is_unsafe(c) => out.push_str(&c.escape_unicode().to_string()),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// A line as it may be shown back: control characters escaped (a tab too) and
/// cut after `max` characters with `…`.
pub fn shown_back(line: &str, max: usize) -> String {
    let escaped = escape_controls(line).replace('\t', "\\t");
    match escaped.char_indices().nth(max) {
        Some((cut, _)) => format!("{}…", &escaped[..cut]),
        None => escaped,
    }
}

fn is_unsafe(c: char) -> bool {
    c.is_control() && c != '\n' && c != '\t'
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped_and_plain_text_is_borrowed() {
        assert_eq!(
            escape_controls("\u{1b}]0;x\u{7}ok\n\tnext"),
            "\\e]0;x\\u{7}ok\n\tnext"
        );
        assert_eq!(escape_controls("\u{9b}31m"), "\\u{9b}31m");
        assert!(matches!(escape_controls("d3 e6"), Cow::Borrowed(_)));
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
}
