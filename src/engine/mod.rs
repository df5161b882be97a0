//! The rules of Reversi and nothing else: squares (`Square::A1` to `H8`),
//! boards, legal moves, flips, passes, the end of the game, explanations,
//! notation, the board's eight symmetries, games with history, which positions a game can reach, perft, the
//! exact solver, the computer's levels and the one processor dispatch they
//! share. No other module of the crate, no words and no I/O.

pub mod bitboard;
pub mod board;
pub mod cpu;
pub mod eval;
pub mod explain;
pub mod game;
pub mod notation;
pub mod perft;
pub mod reach;
pub mod search;
pub mod solve;
pub mod square;
pub mod symmetry;

pub use bitboard::Bitboard;
pub use board::{Board, Color, MoveError, Outcome, PassError, Scoring, Status, list_squares};
pub use explain::{Explanation, Line, LineOutcome};
pub use game::{Game, Move};
pub use square::{Direction, ParseSquareError, Square};
