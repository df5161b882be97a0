//! The learner's saved progress and settings, shared by lessons, the puzzle
//! trainer and the full-screen tutor: one human-readable `progress.toml` with a
//! `version`, in the folder chosen by [`DataDir::resolve`].
//!
//! - [`model`]: the data ([`Progress`], [`Settings`], lessons, puzzles, rating,
//!   streaks, review queue); `record` adds the changes a session makes.
//! - [`date`]: calendar days (today, today plus n days).
//! - [`Store`]: open, save atomically, keep a damaged file aside, refuse to write
//!   over a newer version, merge with another running copy (see `store`).
//!
//! Nothing here prints: what the learner should be told comes back as [`Notice`]s
//! and [`ProgressError`]s.

pub mod date;
mod dir;
mod disk;
mod error;
mod file;
mod merge;
pub mod model;
mod record;
mod store;

pub use date::Date;
pub use dir::DataDir;
pub use error::{DataDirError, ProgressError};
pub use file::{Damage, DamageKind, VERSION};
pub use model::{
    ColourTheme, LearnerRating, LessonProgress, Progress, PuzzleRecord, Review, ReviewStage,
    Settings, Stars, Streaks,
};
pub use store::{FILE_NAME, Notice, Opened, SaveReport, Saved, Store};
