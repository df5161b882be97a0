//! Our own input events: what a terminal sends the tutor, whatever the
//! terminal is (the local one through crossterm in [`super::terminal`], a
//! pupil's over the network next). The keymap turns them into messages.

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
