//! The sandbox's state: any position set up disc by disc (keys or clicks), the
//! side to move, the cursor, and the last export: the position as a lesson
//! file's `[step.position]` table (the one `--diagram` prints) and a board
//! string, written to a file in the data folder (through an effect).

use std::path::{Path, PathBuf};

use crate::course::export::lesson_position;
use crate::engine::notation::board_string;
use crate::engine::{Board, Color, Square};
use crate::view::sandbox::Exported;

use super::cursor::{D3, step};
use super::demo::{ClassroomKey, DemoScreen};
use super::demo_pick::DemoPick;
use super::effect::Effect;
use super::{App, Arrow, Msg, Screen};

/// The sandbox.
#[derive(Clone, Debug)]
pub struct SandboxScreen {
    /// The position set up.
    pub board: Board,
    /// The square under the cursor.
    pub cursor: Square,
    /// The last export, until the position changes.
    pub exported: Option<Exported>,
    /// The demo the sandbox was opened from, shown again on Esc.
    pub back: Option<Box<DemoScreen>>,
}

impl SandboxScreen {
    /// The sandbox on `board`, opened from the demo `back` (if any).
    pub fn new(board: Board, back: Option<Box<DemoScreen>>) -> SandboxScreen {
        SandboxScreen {
            board,
            cursor: D3,
            exported: None,
            back,
        }
    }

    /// `disc` (or nothing) on the square under the cursor.
    pub fn put(&mut self, disc: Option<Color>) {
        let bit = self.cursor.bit();
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
        let next = match self.board.at(self.cursor) {
            None => Some(Color::Black),
            Some(Color::Black) => Some(Color::White),
            Some(Color::White) => None,
        };
        self.put(next);
    }

    /// The position of these discs with `to_move` to move (the export is gone).
    fn set(&mut self, black: u64, white: u64, to_move: Color) {
        if let Ok(board) = Board::from_discs(black, white, to_move) {
            self.board = board;
            self.exported = None;
        }
    }

    /// Exports the position, and asks for it to be written into `folder` (if
    /// there is one).
    fn export(&mut self, folder: Option<&Path>) -> Option<Effect> {
        let table = lesson_position(&self.board);
        let board_string = board_string(&self.board);
        let effect = folder.map(|folder| Effect::Export {
            folder: folder.to_path_buf(),
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
        match msg {
            Msg::Arrow(arrow) => self.cursor = step(self.cursor, arrow),
            Msg::Column('h') => self.cursor = step(self.cursor, Arrow::Left),
            Msg::Click(square) => {
                self.cursor = square;
                self.cycle();
            }
            Msg::Space | Msg::Enter => self.cycle(),
            Msg::Classroom(ClassroomKey::Put(disc)) => self.put(disc),
            Msg::Classroom(ClassroomKey::SideToMove) => self.set(black, white, to_move.opposite()),
            Msg::Classroom(ClassroomKey::Clear) => self.set(0, 0, to_move),
            Msg::Classroom(ClassroomKey::Start) => {
                self.board = Board::start();
                self.exported = None;
            }
            Msg::Classroom(ClassroomKey::Export) => asks.extend(self.export(folder)),
            Msg::Escape | Msg::Backspace => return true,
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
