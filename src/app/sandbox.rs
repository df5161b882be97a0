//! The sandbox's state: any position set up disc by disc (keys or clicks), the
//! side to move, the cursor, and the last export: the position as a lesson
//! file's `[step.position]` table (the one `--diagram` prints) and a board
//! string, written to a file in the data folder.

use std::fs::OpenOptions;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::course::export::lesson_position;
use crate::engine::notation::board_string;
use crate::engine::{Board, Color, Square};
use crate::view::sandbox::Exported;

use super::cursor::{D3, step};
use super::demo::{ClassroomKey, DemoScreen};
use super::demo_pick::DemoPick;
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

    /// Exports the position and writes it into `folder` (if there is one).
    fn export(&mut self, folder: Option<&Path>) {
        let table = lesson_position(&self.board);
        let board_string = board_string(&self.board);
        let written = folder
            .map(|folder| write_export(folder, &table, &board_string).map_err(|e| e.to_string()));
        self.exported = Some(Exported {
            table,
            board_string,
            written,
        });
    }

    /// Acts on `msg`; true: back to the screen before.
    fn take(&mut self, msg: Msg, folder: Option<&Path>) -> bool {
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
            Msg::Classroom(ClassroomKey::Export) => self.export(folder),
            Msg::Escape | Msg::Backspace => return true,
            _ => {}
        }
        false
    }
}

/// Writes the exported position into a new file `position-N.toml` of `folder`
/// (the first number not taken): the board string as a comment, for
/// `--position`, then the table.
fn write_export(folder: &Path, table: &str, board_string: &str) -> io::Result<PathBuf> {
    std::fs::create_dir_all(folder)?;
    for n in 1..10_000 {
        let path = folder.join(format!("position-{n}.toml"));
        match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(mut file) => {
                write!(file, "# --position \"{board_string}\"\n{table}")?;
                return Ok(path);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::other(
        "position-1.toml to position-9999.toml all exist",
    ))
}

/// The sandbox's messages (the key list and quitting are the app's).
pub(super) fn update_sandbox(app: &mut App, msg: Msg) {
    let folder = app.store.as_ref().map(|store| store.folder().to_path_buf());
    let Screen::Sandbox(sandbox) = &mut app.screen else {
        return;
    };
    if sandbox.take(msg, folder.as_deref()) {
        app.screen = match sandbox.back.take() {
            Some(demo) => Screen::Demo(demo),
            None => Screen::DemoPick(DemoPick::at(DemoPick::SANDBOX)),
        };
    }
}
