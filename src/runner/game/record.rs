//! A game saved as text and read back: the record of its moves (`f5d6c3...`,
//! `pa` for a pass, on one line or folded over several), after a line with the
//! start position when the game did not start from the usual one.

use super::{Event, GameSession, Turn};
use crate::engine::notation::{
    NotationError, board_string, looks_like_board, parse_position, play_record,
};
use crate::engine::{Board, Game, Status};

/// The most bytes a saved game's file may have: a whole game with its start
/// position and comments is well under a kilobyte.
pub const MAX_SAVED_BYTES: u64 = 1024 * 1024;

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
/// position line (a board string, or `start`) and then a record. A record may be
/// folded over any number of lines: they are read as one. Blank lines and lines
/// starting with `#` are skipped.
pub fn read_saved(text: &str) -> Result<Game, NotationError> {
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    let Some((first, rest)) = lines.split_first() else {
        return Ok(Game::default());
    };
    let (start, record) = if first.eq_ignore_ascii_case("start") || looks_like_board(first) {
        (*parse_position(first)?.board(), rest)
    } else {
        (Board::start(), lines.as_slice())
    };
    play_record(start, &record.concat())
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
        // Against the computer, the learner goes on with the side to move: a game
        // is saved on the learner's turn, and the computer must not move for them.
        if self.computer().is_some() && !matches!(game.board().status(), Status::Over(_)) {
            self.seat = game.board().to_move();
        }
        Ok(self.replace_game(game))
    }

    /// Goes on with a game left unfinished in this session's setup (see
    /// [`read_saved`]): the seats stay as set up, so the computer moves when it
    /// is its turn. A text that cannot be read changes nothing.
    pub fn go_on(&mut self, text: &str) -> Result<Vec<Event>, NotationError> {
        let game = read_saved(text)?;
        Ok(self.replace_game(game))
    }

    fn replace_game(&mut self, game: Game) -> Vec<Event> {
        self.replay = None;
        self.game = game;
        let mut events = vec![Event::Loaded {
            moves: self.game.moves().len(),
        }];
        events.extend(self.settle());
        self.loaded_over = matches!(self.turn(), Turn::Over(_));
        events
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: &str = "f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1f3e2";

    #[test]
    fn a_record_folded_over_lines_is_read_whole() {
        let whole = read_saved(GAME).unwrap();
        assert_eq!(whole.moves().len(), 20);
        let folded: String = GAME
            .as_bytes()
            .chunks(7)
            .map(|part| format!("  {}\n", std::str::from_utf8(part).unwrap()))
            .collect();
        assert_eq!(read_saved(&folded).unwrap().record(), whole.record());
        let spaced = "f5 \n\td6\n# a comment\n\nc3\n";
        assert_eq!(read_saved(spaced).unwrap().record(), "f5d6c3");
    }

    #[test]
    fn a_position_line_then_a_folded_record_starts_from_the_position() {
        let game = read_saved(GAME).unwrap();
        let text = format!("{}\nf5d6\nc3\n", board_string(&Board::start()));
        assert_eq!(read_saved(&text).unwrap().record(), "f5d6c3");
        let saved = saved_text(&game);
        assert_eq!(read_saved(&saved).unwrap().record(), game.record());
        assert_eq!(read_saved("start\nf5\nd6").unwrap().record(), "f5d6");
    }
}
