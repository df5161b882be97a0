//! Lesson sessions as pure state machines over the engine: a [`LessonRun`] takes
//! answers and gives structured [`Feedback`]; [`narrate`] puts that feedback into
//! the learner's language; [`rating`] is the learner's Glicko-2 rating against
//! puzzles. No I/O here: plain mode and the tutor drive the same runner.

pub mod feedback;
mod judge;
pub mod lesson;
pub mod narrate;
pub mod rating;

pub use feedback::{Answer, Asks, Feedback, Hint, NotAnAnswer, Reply, Right, Wrong};
pub use lesson::{Advance, LessonRun, StepResult, Summary};
pub use narrate::Sentence;
pub use rating::{Game, Opponent, Outcome, Rating};
