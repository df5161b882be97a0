//! Sessions as pure state machines over the engine: a [`LessonRun`] takes answers
//! and commands and gives structured [`Feedback`], never words (the view puts them
//! into the learner's language); a [`game::GameSession`] plays a game against the
//! computer or between two people and reports [`game::Event`]s; a [`Replay`]
//! steps through a game; [`review`] grades a game's moves with the exact solver
//! and the search; [`level_match`] plays two computer levels against each
//! other; [`rating`] is the learner's Glicko-2 rating against puzzles. No I/O
//! here: plain mode and the full-screen tutor drive the same runner.

pub mod command;
pub mod feedback;
pub mod game;
mod judge;
pub mod lesson;
pub mod level_match;
pub mod rating;
pub mod replay;
pub mod review;

pub use command::Command;
pub use feedback::{Answer, Asks, Feedback, Hint, NotAnAnswer, Reply, Right, Solution, Wrong};
pub use lesson::{Advance, LessonRun, Revealed, StepResult, Summary};
pub use rating::{Game, Opponent, Outcome, Rating};
pub use replay::{Replay, ReplayStep};
