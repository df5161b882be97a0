//! reversi-tutor: an interactive Reversi (Othello) rules tutorial and puzzle trainer.
//!
//! Modules, from the bottom up (each depends only on those above it in this list):
//! - [`engine`]: the rules alone: squares, bitboards, boards, per-direction
//!   explanations, notation, games with history, perft, the exact endgame solver.
//! - [`i18n`]: the languages (en, id, vi) and the interface strings.
//! - [`course`]: lessons and puzzles as validated data, loaded from TOML.
//! - [`runner`]: lesson sessions as pure state machines: answers in, feedback out.
//! - [`plain`]: plain-text mode: a lesson on stdin/stdout, and the course list.
//! - [`cli`]: the command-line commands.

pub mod cli;
pub mod course;
pub mod engine;
pub mod i18n;
pub mod plain;
pub mod runner;
pub mod view;
