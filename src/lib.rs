//! reversi-tutor: an interactive Reversi (Othello) rules tutorial and puzzle trainer.
//!
//! Modules, from the bottom up (each depends only on those above it in this list):
//! - [`engine`]: the rules alone: squares, bitboards, boards, per-direction
//!   explanations, notation, games with history, perft, the exact endgame solver,
//!   the computer's levels.
//! - [`export`]: board pictures for worksheets and slides: SVG written by us,
//!   PNG rendered from it (resvg).
//! - [`fault`]: a panic as data (thread, place, message), and the test-only
//!   switch that forces one.
//! - [`untrusted`]: what comes from outside: text escaped by one rule before it
//!   is shown, files read only when regular and within a size limit.
//! - [`lang`]: the one list of languages (en, id, vi) and the choice of one.
//! - [`learner`]: the learner's record as plain data: settings, lessons and
//!   stars, puzzle attempts, the Glicko-2 rating, streaks, the review queue.
//! - [`course`]: lessons and puzzles as validated data, loaded from TOML.
//! - [`runner`]: lesson, puzzle-trainer and game sessions as pure state machines:
//!   answers in, feedback out; which puzzle comes next; replays, game reviews,
//!   level matches.
//! - [`generate`]: the puzzle generator: puzzles mined from seeded self-play,
//!   and the facts of a puzzle's first hint, computed from its position.
//! - [`store`]: the learner's record on disk (`progress.toml`: atomic saves, a
//!   lock shared by two running copies, a damaged file kept aside), and the
//!   teacher's config file naming the course folders.
//! - [`i18n`]: the interface strings, one file per language, and the words of
//!   a puzzle's first hint from its facts (`i18n::hints`).
//! - [`view`]: what a lesson, puzzle, game, review, demo or sandbox screen shows,
//!   as data, in the learner's language.
//! - [`plain`]: plain-text mode: a lesson, the puzzle trainer or a game on
//!   stdin/stdout, the course list and the puzzle list.
//! - [`app`]: the full-screen tutor's state, its messages and `update`, which
//!   returns the effects it asks for (saves, files, the computer's thinking);
//!   the one executor that runs them.
//! - [`ui`]: the full-screen tutor's drawing (ratatui), our own input events,
//!   the keymap and the event loop; the local terminal (crossterm) in one file.
//! - [`classroom`]: the class served over SSH: one full-screen tutor per pupil,
//!   each pupil's progress in the class folder.
//! - [`cli`]: the command-line commands.

// Printing goes through `cli::Io`, never straight to the process's streams.
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod app;
pub mod classroom;
pub mod cli;
pub mod course;
pub mod engine;
pub mod export;
pub mod fault;
pub mod generate;
pub mod i18n;
pub mod lang;
pub mod learner;
pub mod plain;
pub mod runner;
pub mod store;
pub mod ui;
pub mod untrusted;
pub mod view;
