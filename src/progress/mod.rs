//! The learner's saved progress and settings, shared by lessons, the puzzle
//! trainer and the full-screen tutor.
//!
//! - [`model`]: the data ([`Progress`], [`Settings`], lessons, puzzles, rating,
//!   streaks, review queue); `record` adds the changes a session makes.
//! - [`date`]: calendar days (today, today plus n days).

pub mod date;
pub mod model;
mod record;

pub use date::Date;
pub use model::{
    ColourTheme, LearnerRating, LessonProgress, Progress, PuzzleRecord, Review, ReviewStage,
    Settings, Stars, Streaks,
};
