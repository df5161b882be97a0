//! reversi-tutor: an interactive Reversi (Othello) rules tutorial and puzzle trainer.
//!
//! Modules, from the bottom up (each depends only on those above it in this list):
//! - [`engine`]: the rules alone: squares, bitboards, boards, per-direction
//!   explanations, notation, games with history, perft, the exact endgame solver,
//!   the computer's levels.
//! - [`untrusted`]: what comes from outside: text escaped by one rule before it
//!   is shown, files read only when regular and within a size limit.
//! - [`lang`]: the one list of languages (en, id, vi) and the choice of one.
//! - [`rating`]: the learner's Glicko-2 rating against puzzles, pure maths.
//! - [`course`]: lessons and puzzles as validated data, loaded from TOML.
//! - [`progress`]: the learner's saved progress and settings (`progress.toml`).
//! - [`runner`]: lesson, puzzle-trainer and game sessions as pure state machines:
//!   answers in, feedback out; which puzzle comes next; replays, game reviews,
//!   level matches.
//! - [`generate`]: the puzzle generator: puzzles mined from seeded self-play.
//! - [`i18n`]: the interface strings, one file per language.
//! - [`view`]: what a lesson, puzzle, game, review, demo or sandbox screen shows,
//!   as data, in the learner's language.
//! - [`plain`]: plain-text mode: a lesson, the puzzle trainer or a game on
//!   stdin/stdout, the course list and the puzzle list.
//! - [`app`]: the full-screen tutor's state, its messages and `update`.
//! - [`ui`]: the full-screen tutor's drawing (ratatui), keymap and event loop.
//! - [`cli`]: the command-line commands.

// Printing goes through `cli::Io`, never straight to the process's streams.
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod app;
pub mod cli;
pub mod course;
pub mod engine;
pub mod generate;
pub mod i18n;
pub mod lang;
pub mod plain;
pub mod progress;
pub mod rating;
pub mod runner;
pub mod ui;
pub mod untrusted;
pub mod view;
