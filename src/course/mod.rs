//! Lessons and puzzles as validated data: the model, loading from TOML with
//! precise errors, the embedded course, and the checks `reversi-tutor check` runs.
//! Knows the engine, not the terminal.

pub mod model;

pub use model::{Course, Lesson, Puzzle, Step, Task, Text, Theme};
