//! The rules of Reversi and nothing else: squares, boards, legal moves, flips,
//! passes, the end of the game, explanations, notation, games with history and
//! perft, the exact solver, the computer's levels and the one processor dispatch
//! they share. Standard library only; no I/O.

pub mod bitboard;
pub mod board;
pub mod cpu;
pub mod explain;
pub mod game;
pub mod notation;
pub mod perft;
pub mod search;
pub mod solve;
pub mod square;

pub use bitboard::Bitboard;
pub use board::{Board, Color, MoveError, Outcome, PassError, Scoring, Status, list_squares};
pub use explain::{Explanation, Line, LineOutcome};
pub use game::{Game, Move};
pub use square::{Direction, ParseSquareError, Square};
