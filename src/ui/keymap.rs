//! Our input events ([`Input`]) to messages, through the bindings of the
//! screen shown (`app::bindings`): a key is taken only where a binding lists
//! it. What needs the layout is found here: the square under a click, and how
//! far a page scrolls.

use crate::app::bindings::{self, Scroll, Sends};
use crate::app::{App, Input, Msg, Screen};

use super::layout::square_at;

/// The message of an input, if the screen shown takes it.
pub fn msg(input: &Input, app: &App) -> Option<Msg> {
    match *input {
        Input::Key(key) => {
            let binding = bindings::find(app, key)?;
            match binding.sends {
                Sends::Scroll(way) => Some(scroll_msg(way, app)),
                ref sends => sends.msg(key),
            }
        }
        Input::Click { column, row } => {
            bindings::click(app)?;
            if let Some(square) = super::sandbox::clicked(app, column, row) {
                return Some(Msg::Click(square));
            }
            square_at(app, column, row).map(Msg::Click)
        }
        Input::Resize(columns, rows) => Some(Msg::Resize(columns, rows)),
    }
}

/// The text scrolled a line or a page up or down, as far as it goes (the
/// Help page, or the feedback beside a board).
fn scroll_msg(way: Scroll, app: &App) -> Msg {
    let (room, page) = match app.screen {
        Screen::Guide => super::guide::scroll_room(app),
        _ => super::feedback_scroll(app).unwrap_or((0, 0)),
    };
    let now = app.scroll.min(room);
    let line = match way {
        Scroll::LineUp => now.saturating_sub(1),
        Scroll::LineDown => now.saturating_add(1).min(room),
        Scroll::PageUp => now.saturating_sub(page),
        Scroll::PageDown => now.saturating_add(page).min(room),
    };
    Msg::Scroll(line)
}
