//! What a game session reports: each move with its explanation, passes with
//! their reason, the end with the count and why it came, refusals, undo and redo,
//! a new game. Data only: `view` puts it into words.

use crate::engine::{Bitboard, Board, Color, Explanation, MoveError, Outcome};

/// Who made a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    /// A person at the board.
    Person,
    /// The computer.
    Computer,
    /// Nobody: the turn timer ran out, and a random legal move was played for
    /// the person to move.
    Timer,
}

/// A move played, with what it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// Who chose it.
    pub mover: Mover,
    /// The move direction by direction: the square, the player, the enclosed lines.
    pub explanation: Explanation,
    /// The board it left.
    pub after: Board,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// Every square holds a disc.
    BoardFull,
    /// Neither side can move, with empty squares left.
    NoMoves,
    /// One side has no disc left.
    WipeOut {
        /// The side with no disc.
        wiped: Color,
    },
}

/// The end of a game: the count and why it came.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameEnd {
    /// The final count.
    pub outcome: Outcome,
    /// Why the game ended.
    pub reason: EndReason,
}

impl GameEnd {
    /// The end of a finished game with this final count.
    pub fn of(outcome: Outcome) -> GameEnd {
        let reason = if outcome.black == 0 {
            EndReason::WipeOut {
                wiped: Color::Black,
            }
        } else if outcome.white == 0 {
            EndReason::WipeOut {
                wiped: Color::White,
            }
        } else if outcome.empty == 0 {
            EndReason::BoardFull
        } else {
            EndReason::NoMoves
        };
        GameEnd { outcome, reason }
    }
}

/// Something that happened in a game session, in the order it happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A move was played.
    Played(Box<Played>),
    /// `player` had no legal move (the other side had) and passed; the other
    /// side moves again.
    Passed {
        /// Who passed.
        player: Color,
    },
    /// The game is over.
    Ended(GameEnd),
    /// A move refused, with the reason (the explanation of an illegal square).
    Refused(MoveError),
    /// A pass refused: the player has legal moves.
    PassRefused {
        /// Who asked to pass.
        player: Color,
        /// The legal moves.
        moves: Bitboard,
    },
    /// It is the computer's turn, not a person's.
    NotYourTurn,
    /// The game is over: no move can be played (undo, a new game or replay can).
    GameIsOver,
    /// The finished game is being replayed: moves are not played.
    Replaying,
    /// The turn timer ran out for `player` (a [`Mover::Timer`] move follows).
    TimeUp {
        /// Whose time ran out.
        player: Color,
    },
    /// Moves taken back (against the computer, its reply too).
    Undone {
        /// How many moves, passes included.
        moves: usize,
    },
    /// No move to take back.
    NothingToUndo,
    /// Moves taken back and played again.
    Redone {
        /// How many moves, passes included.
        moves: usize,
    },
    /// No move to play again.
    NothingToRedo,
    /// A new game began.
    NewGame {
        /// Its number, from 1.
        number: usize,
        /// The colour of the learner (against the computer) or of player 1.
        seat: Color,
    },
    /// A game record was loaded.
    Loaded {
        /// How many moves it holds, passes included.
        moves: usize,
    },
}
