//! Lessons and puzzles as validated data: the model, loading from TOML with
//! precise errors, the embedded course, and the checks `reversi-tutor check` runs.
//! Knows the engine, not the terminal.

//!
//! - `model`: the validated lesson and puzzle types the runner trusts.
//! - `raw`: the files as written (serde structs with places kept).
//! - `parse`: bytes to raw structs: size and nesting guards, syntax, unknown fields.
//! - `fields`, `position`, `lesson`, `task`, `question`, `puzzle`: raw to model, checked against the engine and solver.
//! - `assemble`: many files into one course, ids unique across them.
//! - `embedded`: the built-in course and the entry points `load_course`/`embedded_course`.
//! - `check`: what `reversi-tutor check` reports, as text or JSON.
//! - `error`: problems with file, line, column and place.

pub mod assemble;
pub mod check;
pub mod embedded;
pub mod error;
mod fields;
mod lesson;
pub mod model;
pub mod parse;
mod position;
mod puzzle;
mod question;
pub mod raw;
mod task;

pub use assemble::CourseLoader;
pub use check::{CheckReport, check_course, check_paths};
pub use embedded::{embedded_course, load_course};
pub use error::{CourseError, CourseErrors, Location, Place};
pub use lesson::TASK_KINDS;
pub use model::{Course, Lesson, Origin, Puzzle, Step, Task, Text, Theme};
pub use parse::FileKind;
pub use puzzle::THEMES;
