//! The classroom demo's chooser: a game record to type (letters, digits and
//! `p` for a pass), the sandbox, then the lessons of the course.

use crate::engine::Board;
use crate::engine::notation::NotationError;

use super::Key;
use super::bindings::{Binding, CHOOSE_DOWN, CHOOSE_UP, COLUMNS, DIGITS, HELP, QUIT, Sends};
use super::{App, Arrow, HomeEntry, Msg, Screen};
use crate::i18n::Does;

/// The classroom demo's chooser: a game record to type, the sandbox, then the lessons.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DemoPick {
    /// The row chosen.
    pub selected: usize,
    /// The game record typed so far.
    pub record: String,
    /// Why the record typed could not be shown.
    pub refused: Option<NotationError>,
}

impl DemoPick {
    /// The row of the game record.
    pub const RECORD: usize = 0;
    /// The row of the sandbox.
    pub const SANDBOX: usize = 1;
    /// The row of the first lesson.
    pub const LESSONS: usize = 2;
    /// The longest record typed (60 moves and a few passes).
    const RECORD_MAX: usize = 160;

    /// The chooser with row `selected` chosen.
    pub fn at(selected: usize) -> DemoPick {
        DemoPick {
            selected,
            ..DemoPick::default()
        }
    }
}
impl App {
    /// Opens the classroom demo's chooser.
    pub fn open_demo_pick(&mut self) {
        self.notice = None;
        self.screen = Screen::DemoPick(DemoPick::at(DemoPick::RECORD));
    }
}

/// The chooser's messages: arrows choose, letters and digits type a record,
/// Enter opens the row chosen.
pub(super) fn update_pick(app: &mut App, msg: Msg) {
    let rows = DemoPick::LESSONS + app.course.lessons.len();
    let Screen::DemoPick(pick) = &mut app.screen else {
        return;
    };
    let typed = match msg {
        Msg::Column(letter) => Some(letter),
        Msg::Digit(digit) => char::from_digit(u32::from(digit), 10),
        Msg::Pass => Some('p'),
        _ => None,
    };
    if let Some(typed) = typed {
        if pick.record.len() < DemoPick::RECORD_MAX {
            pick.record.push(typed);
        }
        pick.selected = DemoPick::RECORD;
        pick.refused = None;
        return;
    }
    match msg {
        Msg::Arrow(Arrow::Up) => pick.selected = pick.selected.saturating_sub(1),
        Msg::Arrow(Arrow::Down) => pick.selected = (pick.selected + 1).min(rows - 1),
        Msg::Backspace if !pick.record.is_empty() => {
            pick.record.pop();
            pick.refused = None;
        }
        Msg::Escape | Msg::Backspace | Msg::Arrow(Arrow::Left) => {
            app.screen = Screen::Home {
                selected: HomeEntry::Demo.index(),
            };
        }
        Msg::Enter | Msg::Space | Msg::Arrow(Arrow::Right) => {
            let (row, record) = (pick.selected, pick.record.clone());
            open_row(app, row, &record);
        }
        _ => {}
    }
}

/// Opens row `row` of the chooser, with `record` typed.
fn open_row(app: &mut App, row: usize, record: &str) {
    match row {
        DemoPick::RECORD => {
            if let Err(refused) = app.open_demo_record(record)
                && let Screen::DemoPick(pick) = &mut app.screen
            {
                pick.refused = Some(refused);
            }
        }
        DemoPick::SANDBOX => app.open_sandbox(Board::start()),
        row => app.open_demo_lesson(row - DemoPick::LESSONS),
    }
}

/// Whether a record is typed on the chooser shown.
fn typing(app: &App) -> bool {
    matches!(&app.screen, Screen::DemoPick(pick) if !pick.record.is_empty())
}

fn not_typing(app: &App) -> bool {
    !typing(app)
}

/// The chooser's bindings: a game record typed, a row chosen and opened.
pub const BINDINGS: &[Binding] = &[
    CHOOSE_UP,
    CHOOSE_DOWN,
    Binding::new(COLUMNS, Sends::Column, Does::TypeRecord).on_bar(),
    Binding::new(DIGITS, Sends::Digit, Does::TypeRecord),
    Binding::msg(
        &[Key::Char('p'), Key::Char('P')],
        Msg::Pass,
        Does::TypeRecord,
    ),
    Binding::msg(&[Key::Backspace], Msg::Backspace, Does::EraseTyped).when(typing),
    Binding::msg(
        &[Key::Enter, Key::Char(' '), Key::Right, Key::Char('l')],
        Msg::Enter,
        Does::Open,
    )
    .on_bar(),
    HELP.on_bar(),
    Binding::msg(&[Key::Esc, Key::Left], Msg::Escape, Does::Back).on_bar(),
    Binding::msg(&[Key::Backspace], Msg::Escape, Does::Back).when(not_typing),
    QUIT,
];
