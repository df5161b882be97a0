//! reversi-tutor: an interactive Reversi (Othello) rules tutorial and puzzle trainer.
//!
//! Modules, from the bottom up (each depends only on those above it in this list):
//! - [`engine`]: the rules alone: squares, bitboards, boards, per-direction
//!   explanations, notation, games with history, perft.
//! - [`cli`]: the command-line commands (`explain`, `moves`, `perft`, `bench`).

pub mod cli;
pub mod engine;
