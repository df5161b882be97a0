//! Sessions as pure state machines over the engine: a [`LessonRun`] takes answers
//! and commands and gives structured [`Feedback`], never words (the view puts them
//! into the learner's language); [`rating`] is the learner's Glicko-2 rating
//! against puzzles. No I/O here: plain mode and the full-screen tutor drive the
//! same runner.

pub mod command;
pub mod feedback;
mod judge;
pub mod lesson;
pub mod rating;
mod shuffle;
pub mod summary;

pub use command::Command;
pub use feedback::{Answer, Asks, Feedback, Hint, NotAnAnswer, Reply, Right, Solution, Wrong};
pub use lesson::{Advance, LessonRun, Revealed};
pub use rating::{Game, Opponent, Outcome, Rating};
pub use summary::{StepResult, Summary};
