//! A game with history: the moves played from a start position, with undo,
//! redo and replay. Passes are recorded as moves.

use std::fmt;

use super::bitboard::Bitboard;
use super::board::{Board, MoveError, PassError, Status};
use super::square::Square;

/// One turn: a disc placed on a square, or a pass.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// A disc placed on this square.
    Play(Square),
    /// The side to move had no legal move and passed.
    Pass,
}

impl fmt::Display for Move {
    /// `d3`, or `pa` for a pass, as in game records.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Play(sq) => write!(f, "{sq}"),
            Move::Pass => f.write_str("pa"),
        }
    }
}

/// Why a move could not be added to a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error(transparent)]
    Move(#[from] MoveError),
    #[error(transparent)]
    Pass(#[from] PassError),
}

/// A game: a start position and the moves played from it, with a cursor for undo and redo.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    /// Every move ever played on this line, including undone ones that can be redone.
    moves: Vec<Move>,
    /// `boards[i]` is the position after the first `i` moves; `boards[0]` is the start.
    boards: Vec<Board>,
    /// How many of `moves` are currently played.
    cursor: usize,
}

impl Default for Game {
    fn default() -> Game {
        Game::new(Board::start())
    }
}

impl Game {
    /// A game starting at `start` (usually [`Board::start`]).
    pub fn new(start: Board) -> Game {
        Game {
            moves: Vec::new(),
            boards: vec![start],
            cursor: 0,
        }
    }

    /// The position the game started from.
    pub fn start(&self) -> &Board {
        &self.boards[0]
    }

    /// The current position.
    pub fn board(&self) -> &Board {
        &self.boards[self.cursor]
    }

    /// The moves played up to the current position.
    pub fn moves(&self) -> &[Move] {
        &self.moves[..self.cursor]
    }

    /// Where the game stands now.
    pub fn status(&self) -> Status {
        self.board().status()
    }

    /// Plays a move for the side to move; an illegal move changes nothing.
    /// Any undone moves that could have been redone are forgotten.
    pub fn play(&mut self, sq: Square) -> Result<Bitboard, MoveError> {
        let mut next = *self.board();
        let flipped = next.try_play(sq)?;
        self.push(Move::Play(sq), next);
        Ok(flipped)
    }

    /// Passes for the side to move, allowed only when it has no legal move.
    pub fn pass(&mut self) -> Result<(), PassError> {
        let mut next = *self.board();
        next.pass()?;
        self.push(Move::Pass, next);
        Ok(())
    }

    /// Plays a square or a pass.
    pub fn apply(&mut self, mv: Move) -> Result<(), GameError> {
        match mv {
            Move::Play(sq) => self.play(sq).map(|_| ())?,
            Move::Pass => self.pass()?,
        }
        Ok(())
    }

    fn push(&mut self, mv: Move, next: Board) {
        self.moves.truncate(self.cursor);
        self.boards.truncate(self.cursor + 1);
        self.moves.push(mv);
        self.boards.push(next);
        self.cursor += 1;
    }

    /// Takes back the last move, returning it (`None` at the start).
    pub fn undo(&mut self) -> Option<Move> {
        if self.cursor == 0 {
            return None;
        }
        self.cursor -= 1;
        Some(self.moves[self.cursor])
    }

    /// Plays again the last move taken back, returning it (`None` if there is none).
    pub fn redo(&mut self) -> Option<Move> {
        let mv = *self.moves.get(self.cursor)?;
        self.cursor += 1;
        Some(mv)
    }

    /// Whether a taken-back move can be played again.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.moves.len()
    }

    /// Every position from the start to the current one, each with the move that led to it
    /// (`None` for the start).
    pub fn replay(&self) -> impl Iterator<Item = (Option<Move>, &Board)> {
        let moves = std::iter::once(None).chain(self.moves().iter().copied().map(Some));
        moves.zip(self.boards[..=self.cursor].iter())
    }

    /// The game record of the moves played, e.g. `f5d6c3` (`pa` for a pass).
    pub fn record(&self) -> String {
        self.moves().iter().map(|m| m.to_string()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_and_redo_walk_the_history() {
        let mut g = Game::default();
        g.play(Square::F5).unwrap();
        g.play(Square::D6).unwrap();
        let after_two = *g.board();
        assert_eq!(g.undo(), Some(Move::Play(Square::D6)));
        assert_eq!(g.board().to_move(), super::super::Color::White);
        assert_eq!(g.redo(), Some(Move::Play(Square::D6)));
        assert_eq!(*g.board(), after_two);
        assert_eq!(g.redo(), None);
        assert_eq!(g.record(), "f5d6");
    }

    #[test]
    fn a_new_move_after_undo_forgets_the_redo_line() {
        let mut g = Game::default();
        g.play(Square::F5).unwrap();
        g.play(Square::D6).unwrap();
        g.undo();
        g.play(Square::F6).unwrap();
        assert!(!g.can_redo());
        assert_eq!(g.record(), "f5f6");
    }

    #[test]
    fn replay_lists_every_position_from_the_start() {
        let mut g = Game::default();
        g.play(Square::D3).unwrap();
        g.play(Square::C3).unwrap();
        let steps: Vec<_> = g.replay().collect();
        assert_eq!(steps.len(), 3);
        assert_eq!(steps[0].0, None);
        assert_eq!(*steps[0].1, Board::start());
        assert_eq!(steps[2].0, Some(Move::Play(Square::C3)));
    }

    #[test]
    fn an_illegal_move_leaves_the_game_unchanged() {
        let mut g = Game::default();
        assert!(g.play(Square::A1).is_err());
        assert!(g.pass().is_err());
        assert_eq!(g.moves().len(), 0);
    }
}
