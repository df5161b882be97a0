//! Undo and redo in a game session. Against the computer a person's move and
//! the computer's reply go together: undo takes back moves until a move of the
//! learner's is taken back, redo plays them again up to the learner's next
//! move. Between two people one move goes at a time. Passes go with the move
//! before them.

use super::{Event, GameSession, Turn};
use crate::engine::{Color, Move};

impl GameSession {
    /// Takes back the last move (against the computer, the learner's last move
    /// and everything after it); the game can then go on from there.
    pub fn undo(&mut self) -> Vec<Event> {
        self.replay = None;
        let mut undone = 0;
        let taken_back = loop {
            let mover = self.board_before_last().map(|b| b.to_move());
            let Some(mv) = self.game.undo() else {
                break false;
            };
            undone += 1;
            if matches!(mv, Move::Play(_)) && mover.is_some_and(|c| self.undoes_to(c)) {
                break true;
            }
        };
        if !taken_back {
            // Nothing of the learner's to take back: leave the game as it was.
            for _ in 0..undone {
                self.game.redo();
            }
            return vec![Event::NothingToUndo];
        }
        self.reset_timer();
        vec![Event::Undone { moves: undone }]
    }

    /// Plays again what the last undo took back (against the computer, the
    /// learner's move and the computer's reply).
    pub fn redo(&mut self) -> Vec<Event> {
        if !self.game.can_redo() {
            return vec![Event::NothingToRedo];
        }
        self.replay = None;
        let mut redone = 0;
        while self.game.redo().is_some() {
            redone += 1;
            let next_is_a_stop = match self.redoable() {
                None => true,
                Some(Move::Pass) => false,
                Some(Move::Play(_)) => self.undoes_to(self.board().to_move()),
            };
            if next_is_a_stop {
                break;
            }
        }
        let mut events = vec![Event::Redone { moves: redone }];
        if let Turn::Over(end) = self.turn() {
            events.push(Event::Ended(end));
        }
        self.reset_timer();
        events
    }

    /// Whether undo stops once a move of `color` is taken back: the learner's
    /// against the computer, anyone's between two people.
    fn undoes_to(&self, color: Color) -> bool {
        match self.computer() {
            Some((computer, _)) => color != computer,
            None => true,
        }
    }

    /// The position before the last move played, if any.
    fn board_before_last(&self) -> Option<crate::engine::Board> {
        let n = self.game.moves().len();
        self.game.replay().nth(n.checked_sub(1)?).map(|(_, b)| *b)
    }

    /// The next move redo would play.
    fn redoable(&self) -> Option<Move> {
        let mut probe = self.game.clone();
        probe.redo()
    }
}
