//! reversi-tutor: an interactive Reversi (Othello) rules tutorial and puzzle trainer.
//!
//! Modules, from the bottom up (each depends only on those above it in this list):
//! - [`engine`]: the rules alone: squares, bitboards, boards, per-direction
//!   explanations, notation, games with history, perft, the exact endgame solver,
//!   the computer's levels.
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
//! - [`i18n`]: the interface strings, one Fluent (`.ftl`) file per language
//!   behind typed functions, the words of
//!   a puzzle's first hint from its facts (`i18n::hints`), and what `check`
//!   says in each language (`i18n::check`), all from the same `.ftl` files.
//! - [`view`]: what a lesson, puzzle, game, review, demo or sandbox screen shows,
//!   as data, in the learner's language; plain mode and the full screen both
//!   print it; the class in the teacher's words.
//! - [`export`]: board pictures for worksheets and slides (SVG written by us,
//!   PNG rendered from it by resvg), and printable worksheets of lessons and
//!   puzzles.
//! - [`app`]: the screens: each one's state, its `update` and its one list of
//!   bindings (`app::bindings`: a key, the message it sends, what it does),
//!   from which decoding, the key bar, the `?` list, plain mode's commands and
//!   the Help page all derive; `update` returns the effects it asks for
//!   (saves, files, the computer's thinking), which one executor runs.
//! - [`plain`]: plain-text mode: a lesson, the puzzle trainer or a game on
//!   stdin/stdout (taking the commands the same screen's bindings name), the
//!   course list and the puzzle list.
//! - [`ui`]: the full-screen tutor's drawing (ratatui), the keymap that
//!   decodes input through the bindings, and the event loop; the local
//!   terminal (crossterm) in one file.
//! - [`classroom`]: the class served over SSH: one full-screen tutor per pupil,
//!   each pupil's progress in the class folder; class games kept on disk and
//!   read back after a stop or a kill; the teacher's dashboard (over SSH and in
//!   the serving terminal), follow me, pairing and the class report.
//! - [`cli`]: the command-line commands.
//!
//! A screen's definition is one place: `app/<screen>` holds its state, its
//! `update` and its bindings (`app/lesson/keys.rs` beside `app/lesson/mod.rs`),
//! and `ui` only draws it. What a screen says stays in `view`, as data that
//! plain mode prints too: keeping `app` and `view` apart (rather than one
//! folder per screen) keeps the full-screen state (cursor, animation,
//! effects) out of plain mode, which needs only the words and the bindings.

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
