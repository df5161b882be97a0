//! A pupil's terminal bytes, as they come over the SSH channel, turned into our
//! own [`Input`] events. The escape sequences are parsed by `terminput` (the
//! parser of crossterm, on bytes rather than on the local terminal); this file
//! only keeps the bytes of a sequence cut between two packets and maps the
//! events to ours, as `ui::terminal` does for the local terminal.

use std::collections::VecDeque;
use std::panic;

use terminput::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use crate::ui::{Input, Key};

/// The longest sequence kept while waiting for its end; past it, the bytes
/// are dropped as junk.
const MAX_SEQUENCE: usize = 64;
/// The most inputs waiting to be handled; a flood past it is dropped.
const MAX_WAITING: usize = 1024;

/// Bytes in, inputs out.
#[derive(Debug, Default)]
pub struct KeyReader {
    /// The bytes of a sequence not complete yet.
    partial: Vec<u8>,
}

impl KeyReader {
    /// Reads `bytes`, adding each complete input to `out` (never more than
    /// [`MAX_WAITING`] waiting). Bytes that are no valid input are dropped.
    pub fn feed(&mut self, bytes: &[u8], out: &mut VecDeque<Input>) {
        for (i, byte) in bytes.iter().enumerate() {
            self.partial.push(*byte);
            let more = i + 1 < bytes.len();
            // A lone Esc followed by more bytes at once starts a sequence.
            if self.partial == [0x1b] && more {
                continue;
            }
            // The parser subtracts 1 from a mouse report's coordinates: a
            // report of column or row 0 (no terminal sends one) is junk.
            let parsed = if zero_coordinate(&self.partial) {
                Err(())
            } else {
                panic::catch_unwind(|| Event::parse_from(&self.partial)).map_err(|_| ())
            };
            match parsed.and_then(|parsed| parsed.map_err(|_| ())) {
                Ok(None) if self.partial.len() < MAX_SEQUENCE => continue,
                Ok(Some(event)) => {
                    if let Some(input) = input_of(&event)
                        && out.len() < MAX_WAITING
                    {
                        out.push_back(input);
                    }
                }
                Ok(None) | Err(_) => {}
            }
            self.partial.clear();
        }
    }
}

/// Whether `sequence` is a whole mouse report (`ESC [ < b ; x ; y M`, or
/// without the `<`) whose column or row is 0 or missing.
fn zero_coordinate(sequence: &[u8]) -> bool {
    let Some(body) = sequence.strip_prefix(b"\x1b[") else {
        return false;
    };
    let Some((last, body)) = body.split_last() else {
        return false;
    };
    // `ESC [ M` and three bytes is the old report, read without subtracting.
    if !matches!(last, b'M' | b'm') || body.first() == Some(&b'M') {
        return false;
    }
    let body = body.strip_prefix(b"<").unwrap_or(body);
    let mut parts = body.split(|b| *b == b';');
    let _button = parts.next();
    parts.take(2).any(|n| n.iter().all(|b| *b == b'0'))
}

/// Our input for a terminal event, if the tutor takes it: as for the local
/// terminal, a key pressed, a left click, a new size.
fn input_of(event: &Event) -> Option<Input> {
    match event {
        Event::Key(key) if key.kind != KeyEventKind::Release => key_of(key).map(Input::Key),
        Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column,
            row,
            ..
        }) => Some(Input::Click {
            column: *column,
            row: *row,
        }),
        _ => None,
    }
}

/// The key of a key event; with Ctrl held only a character counts.
fn key_of(key: &KeyEvent) -> Option<Key> {
    let ctrl = key.modifiers.contains(KeyModifiers::CTRL);
    Some(match key.code {
        KeyCode::Char(c) if ctrl => Key::Ctrl(c.to_ascii_lowercase()),
        _ if ctrl => return None,
        KeyCode::Char(c) => Key::Char(c),
        KeyCode::Enter => Key::Enter,
        KeyCode::Esc => Key::Esc,
        KeyCode::Backspace => Key::Backspace,
        KeyCode::Delete => Key::Delete,
        KeyCode::Tab => Key::Tab,
        KeyCode::Up => Key::Up,
        KeyCode::Down => Key::Down,
        KeyCode::Left => Key::Left,
        KeyCode::Right => Key::Right,
        KeyCode::PageUp => Key::PageUp,
        KeyCode::PageDown => Key::PageDown,
        KeyCode::Home => Key::Home,
        KeyCode::End => Key::End,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(chunks: &[&[u8]]) -> Vec<Input> {
        let mut reader = KeyReader::default();
        let mut out = VecDeque::new();
        for chunk in chunks {
            reader.feed(chunk, &mut out);
        }
        out.into_iter().collect()
    }

    fn keys(keys: &[Key]) -> Vec<Input> {
        keys.iter().map(|k| Input::Key(*k)).collect()
    }

    #[test]
    fn letters_enter_arrows_and_ctrl_are_our_keys() {
        assert_eq!(
            read(&[b"dA\r\x1b[A\x1bOB\x7f\x03\t"]),
            keys(&[
                Key::Char('d'),
                Key::Char('A'),
                Key::Enter,
                Key::Up,
                Key::Down,
                Key::Backspace,
                Key::Ctrl('c'),
                Key::Tab,
            ])
        );
        assert_eq!(read(&["ế".as_bytes()]), keys(&[Key::Char('ế')]));
    }

    #[test]
    fn a_lone_esc_is_esc_and_a_sequence_cut_between_packets_is_one_key() {
        assert_eq!(read(&[b"\x1b"]), keys(&[Key::Esc]));
        assert_eq!(read(&[b"\x1b[", b"6~"]), keys(&[Key::PageDown]));
        assert_eq!(read(&[&[0xe1, 0xba], &[0xbf]]), keys(&[Key::Char('ế')]));
    }

    #[test]
    fn a_left_click_is_its_cell() {
        assert_eq!(
            read(&[b"\x1b[<0;8;4M\x1b[<0;8;4m"]),
            vec![Input::Click { column: 7, row: 3 }]
        );
    }

    #[test]
    fn a_mouse_report_at_column_or_row_zero_is_junk() {
        for report in [
            &b"\x1b[<0;0;4M"[..],
            b"\x1b[<0;8;0M",
            b"\x1b[<0;;4M",
            b"\x1b[32;0;0M",
        ] {
            assert_eq!(read(&[report, b"x"]), keys(&[Key::Char('x')]), "{report:?}");
        }
    }

    #[test]
    fn junk_is_dropped_and_the_keys_after_it_still_count() {
        let mut junk: Vec<u8> = (0u8..=255).collect();
        junk.extend_from_slice(&[0xff, 0xfe, 0x1b, b'[', b'9', b'9', b'9', b'9']);
        junk.extend(std::iter::repeat_n(b'9', 200));
        let out = read(&[&junk, b"\x1b[2~", b"q"]);
        assert_eq!(out.last(), Some(&Input::Key(Key::Char('q'))));
    }

    #[test]
    fn a_flood_keeps_at_most_the_waiting_limit() {
        let flood = vec![b'x'; MAX_WAITING * 4];
        assert_eq!(read(&[&flood]).len(), MAX_WAITING);
    }
}
