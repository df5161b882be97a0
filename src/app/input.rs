//! Our own input events: what a terminal sends the tutor, whatever the
//! terminal is (the local one through crossterm in `ui::terminal`, a
//! pupil's over the SSH classroom). Each screen's bindings turn them into messages.

/// A key pressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    /// A character key, as typed (`A` with Shift).
    Char(char),
    /// A character key with Ctrl held (`Ctrl('c')`).
    Ctrl(char),
    /// Enter.
    Enter,
    /// Esc.
    Esc,
    /// Backspace.
    Backspace,
    /// Delete.
    Delete,
    /// Tab.
    Tab,
    /// ↑.
    Up,
    /// ↓.
    Down,
    /// ←.
    Left,
    /// →.
    Right,
    /// Page Up.
    PageUp,
    /// Page Down.
    PageDown,
    /// Home.
    Home,
    /// End.
    End,
}

/// Something the terminal sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// A key pressed (or repeated while held).
    Key(Key),
    /// The left mouse button pressed on this cell (column, row).
    Click {
        /// The cell's column, from 0 at the left.
        column: u16,
        /// The cell's row, from 0 at the top.
        row: u16,
    },
    /// The window's new size (columns, rows).
    Resize(u16, u16),
}

impl Key {
    /// How the key lists write the key: `Enter`, `Space`, `Ctrl-C`, `←`, `d`.
    pub fn name(self) -> String {
        match self {
            Key::Char(' ') => "Space".to_string(),
            Key::Char(c) => c.to_string(),
            Key::Ctrl(c) => format!("Ctrl-{}", c.to_ascii_uppercase()),
            Key::Enter => "Enter".to_string(),
            Key::Esc => "Esc".to_string(),
            Key::Backspace => "Backspace".to_string(),
            Key::Delete => "Del".to_string(),
            Key::Tab => "Tab".to_string(),
            Key::Up => "↑".to_string(),
            Key::Down => "↓".to_string(),
            Key::Left => "←".to_string(),
            Key::Right => "→".to_string(),
            Key::PageUp => "PgUp".to_string(),
            Key::PageDown => "PgDn".to_string(),
            Key::Home => "Home".to_string(),
            Key::End => "End".to_string(),
        }
    }

    /// How the key bar writes the key, shorter where a sign says it: `↵`, `␣`, `⌫`.
    pub fn cap(self) -> String {
        match self {
            Key::Enter => "↵".to_string(),
            Key::Char(' ') => "␣".to_string(),
            Key::Backspace => "⌫".to_string(),
            key => key.name(),
        }
    }

    /// Whether it is an arrow key.
    pub fn is_arrow(self) -> bool {
        matches!(self, Key::Up | Key::Down | Key::Left | Key::Right)
    }

    /// The character it types, for a letter, digit or sign (not Space).
    pub fn typed(self) -> Option<char> {
        match self {
            Key::Char(c) if c != ' ' => Some(c),
            _ => None,
        }
    }
}
