//! A game saved as text and read back: the record of its moves (`f5d6c3...`,
//! `pa` for a pass), after a line with the start position when the game did not
//! start from the usual one.

use super::{Event, GameSession};
use crate::engine::notation::{NotationError, board_string, parse_position, play_record};
use crate::engine::{Board, Game, Status};

/// The text a game is saved as: its record on one line, after the start
/// position (a 64-square board string and the side to move) when it is not
/// the usual start.
pub fn saved_text(game: &Game) -> String {
    if *game.start() == Board::start() {
        format!("{}\n", game.record())
    } else {
        format!("{}\n{}\n", board_string(game.start()), game.record())
    }
}

/// Reads a saved game: a record (from the usual start), a position alone, or a
/// position line and then a record. Blank lines and lines starting with `#`
/// are skipped.
pub fn read_saved(text: &str) -> Result<Game, NotationError> {
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    match lines.as_slice() {
        [] => Ok(Game::default()),
        [one] => parse_position(one),
        [position, record, ..] => {
            let start = parse_position(position)?;
            play_record(*start.board(), record)
        }
    }
}

impl GameSession {
    /// The text the game is saved as (see [`saved_text`]).
    pub fn saved_text(&self) -> String {
        saved_text(&self.game)
    }

    /// The record of the moves played, e.g. `f5d6c3`.
    pub fn record(&self) -> String {
        self.game.record()
    }

    /// Replaces the game with a saved one (see [`read_saved`]), which goes on
    /// from its last position; undo walks back through its moves. A text that
    /// cannot be read changes nothing.
    pub fn load(&mut self, text: &str) -> Result<Vec<Event>, NotationError> {
        let game = read_saved(text)?;
        self.replay = None;
        self.game = game;
        // Against the computer, the learner goes on with the side to move: a game
        // is saved on the learner's turn, and the computer must not move for them.
        if self.computer().is_some() && !matches!(self.game.board().status(), Status::Over(_)) {
            self.seat = self.game.board().to_move();
        }
        let mut events = vec![Event::Loaded {
            moves: self.game.moves().len(),
        }];
        events.extend(self.settle());
        Ok(events)
    }
}
