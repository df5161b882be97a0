//! The learner's record as plain data: settings, lessons and their stars,
//! puzzle attempts, the rating (Glicko-2), streaks and the review queue,
//! exactly as `progress.toml` holds them, and the changes a session makes to
//! them. No files here: loading and saving is [`crate::store`]'s, above the
//! runner, which reads and changes this record.
//!
//! - [`model`]: the data ([`Progress`], [`Settings`], lessons, puzzles, rating,
//!   streaks, review queue); `record` adds the changes a session makes.
//! - [`rating`]: the Glicko-2 rating against puzzles, pure maths.
//! - [`date`]: calendar days (today, today plus n days).

pub mod date;
pub mod model;
pub mod rating;
mod record;

pub use date::Date;
pub use model::{
    ColourTheme, LearnerRating, LessonProgress, Progress, PuzzleRecord, Review, ReviewStage,
    Settings, Stars, Streaks,
};
pub use record::ReviewChange;
