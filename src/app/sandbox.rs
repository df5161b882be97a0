//! The sandbox's state: any position set up disc by disc (keys or clicks), the
//! side to move, the cursor (moved, as on every board, by the arrows, a click
//! or a typed square), the changes made (`u` undoes the last), a board-wide
//! change waiting to be asked again, and the last export: the position as a
//! lesson file's `[step.position]` table (the one `--diagram` prints) and a
//! board string, written to a file in the data folder (through an effect).

use std::path::{Path, PathBuf};

use crate::course::export::lesson_position;
use crate::engine::notation::board_string;
use crate::engine::{Board, Color};
use crate::view::sandbox::Exported;

use super::Key;
use super::bindings::{
    Binding, CURSOR_DOWN, CURSOR_LEFT, CURSOR_RIGHT, CURSOR_UP, HELP, PAGE_DOWN, PAGE_UP, QUIT,
    Sends, TYPE_COLUMN, TYPE_ROW,
};
use super::cursor::{BoardCursor, D3};
use super::demo::{ClassroomKey, DemoScreen};
use super::demo_pick::DemoPick;
use super::effect::Effect;
use super::{App, Msg, Screen};
use crate::i18n::Does;

/// The most changes `u` can undo.
const UNDO_DEPTH: usize = 200;

/// A change of the whole board, asked about before it is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardWide {
    /// `n`: every disc taken away.
    Clear,
    /// `r`: the start position.
    Start,
}

/// What the sandbox says about the last key, beside the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SandboxSaid {
    /// Nothing.
    Nothing,
    /// The key of this change again makes it.
    Asks(BoardWide),
    /// The last change was undone.
    Undone,
    /// There is no change to undo.
    NothingToUndo,
}

/// The sandbox.
#[derive(Clone, Debug)]
pub struct SandboxScreen {
    /// The position set up.
    pub board: Board,
    /// The cursor, and a column letter typed and waiting for its row.
    pub cursor: BoardCursor,
    /// The last export, until the position changes.
    pub exported: Option<Exported>,
    /// The demo the sandbox was opened from, shown again on Esc.
    pub back: Option<Box<DemoScreen>>,
    /// What the last key said.
    pub said: SandboxSaid,
    /// The positions before each change, the latest last.
    before: Vec<Board>,
}

impl SandboxScreen {
    /// The sandbox on `board`, opened from the demo `back` (if any).
    pub fn new(board: Board, back: Option<Box<DemoScreen>>) -> SandboxScreen {
        SandboxScreen {
            board,
            cursor: BoardCursor::at(D3),
            exported: None,
            back,
            said: SandboxSaid::Nothing,
            before: Vec::new(),
        }
    }

    /// `disc` (or nothing) on the square under the cursor.
    pub fn put(&mut self, disc: Option<Color>) {
        let bit = self.cursor.square().bit();
        let (mut black, mut white) = (self.board.black().0 & !bit, self.board.white().0 & !bit);
        match disc {
            Some(Color::Black) => black |= bit,
            Some(Color::White) => white |= bit,
            None => {}
        }
        self.set(black, white, self.board.to_move());
    }

    /// The square under the cursor turns empty, black, white in turn.
    fn cycle(&mut self) {
        let next = match self.board.at(self.cursor.square()) {
            None => Some(Color::Black),
            Some(Color::Black) => Some(Color::White),
            Some(Color::White) => None,
        };
        self.put(next);
    }

    /// The position of these discs with `to_move` to move.
    fn set(&mut self, black: u64, white: u64, to_move: Color) {
        if let Ok(board) = Board::from_discs(black, white, to_move) {
            self.change_to(board);
        }
    }

    /// `board` set up, if it differs: the one before is kept for `u`, and the
    /// export is gone.
    fn change_to(&mut self, board: Board) {
        if board == self.board {
            return;
        }
        if self.before.len() == UNDO_DEPTH {
            self.before.remove(0);
        }
        self.before.push(self.board);
        self.board = board;
        self.exported = None;
    }

    /// `u`: the position before the last change.
    fn undo(&mut self) {
        match self.before.pop() {
            Some(board) => {
                self.board = board;
                self.exported = None;
                self.said = SandboxSaid::Undone;
            }
            None => self.said = SandboxSaid::NothingToUndo,
        }
    }

    /// A change of the whole board: made when its key was pressed just before
    /// (or when it changes nothing that could be lost), else asked about.
    fn board_wide(&mut self, change: BoardWide, asked: bool) {
        let board = match change {
            BoardWide::Clear => Board::from_discs(0, 0, self.board.to_move()).ok(),
            BoardWide::Start => Some(Board::start()),
        };
        let Some(board) = board else {
            return;
        };
        let loses_nothing = self.board.black().is_empty() && self.board.white().is_empty();
        if asked || loses_nothing || board == self.board {
            self.change_to(board);
        } else {
            self.said = SandboxSaid::Asks(change);
        }
    }

    /// Exports the position, and asks for it to be written into `folder` (if
    /// there is one).
    fn export(&mut self, folder: Option<&Path>) -> Option<Effect> {
        let table = lesson_position(&self.board);
        let board_string = board_string(&self.board);
        let effect = folder.map(|folder| Effect::Export {
            folder: folder.to_path_buf(),
            board: self.board,
            table: table.clone(),
            board_string: board_string.clone(),
        });
        self.exported = Some(Exported {
            table,
            board_string,
            written: None,
        });
        effect
    }

    /// Acts on `msg`; true: back to the screen before. An effect asked for
    /// goes into `asks`.
    fn take(&mut self, msg: Msg, folder: Option<&Path>, asks: &mut Vec<Effect>) -> bool {
        let (black, white, to_move) = (
            self.board.black().0,
            self.board.white().0,
            self.board.to_move(),
        );
        let asked = match std::mem::replace(&mut self.said, SandboxSaid::Nothing) {
            SandboxSaid::Asks(change) => Some(change),
            _ => None,
        };
        match msg {
            Msg::Arrow(arrow) => self.cursor.step(arrow),
            Msg::Column(letter) => self.cursor.letter(letter),
            Msg::Digit(row) => {
                self.cursor.row(row);
            }
            Msg::Click(square) => {
                self.cursor.put(square);
                self.cycle();
            }
            Msg::Space | Msg::Enter => {
                self.cursor.forget();
                self.cycle();
            }
            Msg::Classroom(ClassroomKey::Put(disc)) => {
                self.cursor.forget();
                self.put(disc);
            }
            Msg::Classroom(ClassroomKey::SideToMove) => self.set(black, white, to_move.opposite()),
            Msg::Classroom(ClassroomKey::Clear) => {
                self.board_wide(BoardWide::Clear, asked == Some(BoardWide::Clear));
            }
            Msg::Classroom(ClassroomKey::Start) => {
                self.board_wide(BoardWide::Start, asked == Some(BoardWide::Start));
            }
            Msg::Classroom(ClassroomKey::Undo) => self.undo(),
            Msg::Classroom(ClassroomKey::Export) => asks.extend(self.export(folder)),
            // A question asked (n, r) is answered "no" first, then a typed
            // letter is dropped; then back.
            Msg::Escape | Msg::Backspace => return asked.is_none() && !self.cursor.forget(),
            _ => {}
        }
        false
    }
}

/// The sandbox's messages (the key list and quitting are the app's).
pub(super) fn update_sandbox(app: &mut App, msg: Msg) {
    let Screen::Sandbox(sandbox) = &mut app.screen else {
        return;
    };
    let mut asks = Vec::new();
    let back = sandbox.take(msg, app.data_dir.as_deref(), &mut asks);
    app.effects.append(&mut asks);
    if back {
        let Screen::Sandbox(sandbox) = &mut app.screen else {
            return;
        };
        app.screen = match sandbox.back.take() {
            Some(demo) => Screen::Demo(demo),
            None => Screen::DemoPick(DemoPick::at(DemoPick::SANDBOX)),
        };
    }
}

/// The export written in a file of the data folder, or why not: shown with it
/// while the sandbox shows the same position.
pub(super) fn exported(app: &mut App, written: Result<PathBuf, String>) {
    if let Screen::Sandbox(sandbox) = &mut app.screen
        && let Some(exported) = &mut sandbox.exported
    {
        exported.written = Some(written);
    }
}

/// The sandbox's bindings. It types squares as every board does, so its own
/// keys keep off the column letters: `x`, `o`, `-` (the board string's
/// letters), Delete, `t`, `s`, `n`, `r`, `u`. The key bar leaves out `t`, so
/// that undo and back fit in 80 columns.
pub const BINDINGS: &[Binding] = &[
    TYPE_COLUMN,
    TYPE_ROW,
    CURSOR_UP,
    CURSOR_DOWN,
    CURSOR_LEFT,
    CURSOR_RIGHT,
    Binding::msg(
        &[Key::Char('x'), Key::Char('X')],
        Msg::Classroom(ClassroomKey::Put(Some(Color::Black))),
        Does::Put(Some(Color::Black)),
    )
    .on_bar(),
    Binding::msg(
        &[Key::Char('o'), Key::Char('O')],
        Msg::Classroom(ClassroomKey::Put(Some(Color::White))),
        Does::Put(Some(Color::White)),
    )
    .on_bar(),
    Binding::msg(
        &[Key::Char('-'), Key::Delete],
        Msg::Classroom(ClassroomKey::Put(None)),
        Does::Put(None),
    )
    .on_bar(),
    Binding::msg(&[Key::Char(' '), Key::Enter], Msg::Space, Does::Cycle),
    Binding::new(&[], Sends::Click, Does::Cycle),
    Binding::msg(
        &[Key::Char('t'), Key::Char('T')],
        Msg::Classroom(ClassroomKey::SideToMove),
        Does::Side,
    ),
    Binding::msg(
        &[Key::Char('s'), Key::Char('S')],
        Msg::Classroom(ClassroomKey::Export),
        Does::Export,
    )
    .on_bar(),
    Binding::msg(
        &[Key::Char('u'), Key::Char('U')],
        Msg::Classroom(ClassroomKey::Undo),
        Does::UndoChange,
    )
    .on_bar(),
    Binding::msg(
        &[Key::Char('n'), Key::Char('N')],
        Msg::Classroom(ClassroomKey::Clear),
        Does::Clear,
    ),
    Binding::msg(
        &[Key::Char('r'), Key::Char('R')],
        Msg::Classroom(ClassroomKey::Start),
        Does::StartPosition,
    ),
    PAGE_UP,
    PAGE_DOWN,
    HELP.on_bar(),
    Binding::msg(&[Key::Esc, Key::Backspace], Msg::Escape, Does::Back).on_bar(),
    QUIT,
];
