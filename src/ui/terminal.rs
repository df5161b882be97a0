//! The local terminal, and the only place that knows crossterm: raw mode, the
//! alternate screen and the mouse switched on and off, and its events turned
//! into our own [`Input`], read on a thread of their own.

use std::io::{self, Stdout};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use crossterm::event::{
    self, DisableMouseCapture, EnableMouseCapture, Event, KeyCode, KeyEvent, KeyEventKind,
    KeyModifiers, MouseButton, MouseEventKind,
};
use crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use crossterm::{cursor, execute};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;

use super::event_loop::Events;
use crate::app::{Input, Key};

/// How long the reading thread waits for an event before it looks again.
const POLL: Duration = Duration::from_millis(200);

/// The input of a terminal event, if it is one the tutor takes: a key pressed
/// (not released), a left click, a new size.
pub fn input_of(event: &Event) -> Option<Input> {
    match event {
        Event::Key(key) if key.kind != KeyEventKind::Release => key_of(key).map(Input::Key),
        Event::Mouse(mouse) if mouse.kind == MouseEventKind::Down(MouseButton::Left) => {
            Some(Input::Click {
                column: mouse.column,
                row: mouse.row,
            })
        }
        Event::Resize(columns, rows) => Some(Input::Resize(*columns, *rows)),
        _ => None,
    }
}

/// The key of a key event; with Ctrl held only a character counts.
fn key_of(key: &KeyEvent) -> Option<Key> {
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
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

/// The real terminal's input, read on a thread of its own and handed over a
/// channel. The loop waits on the channel, never on the terminal, so that it
/// still sees the stop flag when the terminal is gone (a closed window makes
/// crossterm's `poll` spin on the end of input without returning).
#[derive(Debug)]
pub struct TerminalEvents {
    inputs: mpsc::Receiver<io::Result<Input>>,
}

impl TerminalEvents {
    /// Starts the reading thread; it ends when the receiver is dropped (at the
    /// next event) or at the first error, which it hands over.
    pub fn spawn() -> io::Result<TerminalEvents> {
        let (sender, inputs) = mpsc::channel();
        thread::Builder::new()
            .name("terminal-events".into())
            .spawn(move || {
                loop {
                    let next = match event::poll(POLL) {
                        Ok(true) => event::read().map(|event| input_of(&event)),
                        Ok(false) => Ok(None),
                        // A signal arriving during the wait.
                        Err(e) if e.kind() == io::ErrorKind::Interrupted => Ok(None),
                        Err(e) => Err(e),
                    };
                    let failed = next.is_err();
                    if let Some(input) = next.transpose()
                        && (sender.send(input).is_err() || failed)
                    {
                        return;
                    }
                }
            })?;
        Ok(TerminalEvents { inputs })
    }
}

impl Events for TerminalEvents {
    fn next(&mut self, timeout: Duration) -> io::Result<Option<Input>> {
        match self.inputs.recv_timeout(timeout) {
            Ok(input) => input.map(Some),
            Err(mpsc::RecvTimeoutError::Timeout) => Ok(None),
            Err(mpsc::RecvTimeoutError::Disconnected) => Err(io::Error::new(
                io::ErrorKind::UnexpectedEof,
                "the terminal's input has ended",
            )),
        }
    }
}

/// Raw mode, the alternate screen, the mouse, no cursor. The full screen draws
/// on the terminal itself: every cell of its frames is cleaned in
/// [`super::event_loop::draw`].
#[allow(clippy::disallowed_methods)]
pub fn enter() -> io::Result<Terminal<CrosstermBackend<Stdout>>> {
    enable_raw_mode()?;
    let mut out = io::stdout();
    execute!(out, EnterAlternateScreen, EnableMouseCapture, cursor::Hide)?;
    Terminal::new(CrosstermBackend::new(out))
}

/// Everything [`enter`] did, undone; safe to call twice.
#[allow(clippy::disallowed_methods)]
pub fn restore() {
    let _ = execute!(
        io::stdout(),
        DisableMouseCapture,
        LeaveAlternateScreen,
        cursor::Show
    );
    let _ = disable_raw_mode();
}

#[cfg(test)]
mod tests {
    use crossterm::event::{KeyEventState, MouseEvent};

    use super::*;

    fn key(code: KeyCode, modifiers: KeyModifiers, kind: KeyEventKind) -> Event {
        Event::Key(KeyEvent {
            code,
            modifiers,
            kind,
            state: KeyEventState::NONE,
        })
    }

    #[test]
    fn a_key_pressed_is_our_key_and_a_key_released_is_nothing() {
        let press = |code| input_of(&key(code, KeyModifiers::NONE, KeyEventKind::Press));
        assert_eq!(press(KeyCode::Char('d')), Some(Input::Key(Key::Char('d'))));
        assert_eq!(press(KeyCode::Enter), Some(Input::Key(Key::Enter)));
        assert_eq!(press(KeyCode::PageDown), Some(Input::Key(Key::PageDown)));
        assert_eq!(press(KeyCode::F(5)), None);
        let released = key(
            KeyCode::Char('d'),
            KeyModifiers::NONE,
            KeyEventKind::Release,
        );
        assert_eq!(input_of(&released), None);
    }

    #[test]
    fn ctrl_counts_with_a_letter_only() {
        let ctrl = |code| input_of(&key(code, KeyModifiers::CONTROL, KeyEventKind::Press));
        assert_eq!(ctrl(KeyCode::Char('C')), Some(Input::Key(Key::Ctrl('c'))));
        assert_eq!(ctrl(KeyCode::Up), None);
    }

    #[test]
    fn a_left_click_is_its_cell_and_a_resize_its_size() {
        let click = Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: 7,
            row: 3,
            modifiers: KeyModifiers::NONE,
        });
        assert_eq!(input_of(&click), Some(Input::Click { column: 7, row: 3 }));
        let right = Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Right),
            column: 7,
            row: 3,
            modifiers: KeyModifiers::NONE,
        });
        assert_eq!(input_of(&right), None);
        assert_eq!(
            input_of(&Event::Resize(80, 24)),
            Some(Input::Resize(80, 24))
        );
    }
}
