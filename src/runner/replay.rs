//! A game stepped through move by move, forwards and back: the board after each
//! move and the move's explanation. For a finished game in play, and for a game
//! record shown to a class.

use crate::engine::{Board, Color, Explanation, Game, Move};

/// One position of a replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayStep {
    /// How many moves have been played to reach it (0: the start), passes included.
    pub index: usize,
    /// How many moves the game holds.
    pub total: usize,
    /// The board.
    pub board: Board,
    /// The move that led here (`None` at the start) and who played it.
    pub last: Option<(Color, Move)>,
    /// The explanation of that move, when it placed a disc.
    pub explanation: Option<Explanation>,
}

/// A game being replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    /// Every position from the start, each with the move that led to it.
    steps: Vec<(Option<Move>, Board)>,
    at: usize,
}

impl Replay {
    /// A replay of `game`'s moves (up to its current position), at its start.
    pub fn new(game: &Game) -> Replay {
        Replay {
            steps: game.replay().map(|(mv, board)| (mv, *board)).collect(),
            at: 0,
        }
    }

    /// The position shown now.
    pub fn step(&self) -> ReplayStep {
        let (mv, board) = self.steps[self.at];
        let before = self.at.checked_sub(1).map(|i| self.steps[i].1);
        let last = before.zip(mv).map(|(b, mv)| (b.to_move(), mv));
        let explanation = match (before, mv) {
            (Some(b), Some(Move::Play(square))) => Some(b.explain(square)),
            _ => None,
        };
        ReplayStep {
            index: self.at,
            total: self.steps.len() - 1,
            board,
            last,
            explanation,
        }
    }

    /// One move on; `false` at the end.
    pub fn forward(&mut self) -> bool {
        self.go_to(self.at + 1)
    }

    /// One move back; `false` at the start.
    pub fn back(&mut self) -> bool {
        self.at > 0 && self.go_to(self.at - 1)
    }

    /// To the position after `index` moves; `false` (and no change) past the end.
    fn go_to(&mut self, index: usize) -> bool {
        if index < self.steps.len() {
            self.at = index;
            true
        } else {
            false
        }
    }

    /// Whether the last position is shown.
    pub fn at_end(&self) -> bool {
        self.at + 1 == self.steps.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::play_record;

    #[test]
    fn a_replay_steps_forward_and_back_with_each_moves_explanation() {
        let game = play_record(Board::start(), "f5d6c3").unwrap();
        let mut replay = Replay::new(&game);
        assert_eq!(replay.step().index, 0);
        assert_eq!(replay.step().last, None);
        assert!(!replay.back());
        assert!(replay.forward());
        let step = replay.step();
        assert_eq!(step.total, 3);
        assert_eq!(
            step.last,
            Some((Color::Black, Move::Play("f5".parse().unwrap())))
        );
        assert_eq!(step.explanation.unwrap().flips().len(), 1);
        assert!(replay.forward() && replay.forward());
        assert!(replay.at_end());
        assert_eq!(replay.step().board, *game.board());
        assert!(!replay.forward());
        assert!(replay.back());
        assert_eq!(replay.step().index, 2);
    }
}
