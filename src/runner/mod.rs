//! Sessions as pure state machines over the engine: a [`LessonRun`] takes answers
//! and commands and gives structured [`Feedback`], never words (the view puts them
//! into the learner's language); a [`Trainer`] serves puzzles ([`select`]), each
//! worked as a [`PuzzleRun`] ([`puzzle_feedback`], [`goal`]), and keeps the
//! learner's record in the progress it holds; a [`game::GameSession`] plays a
//! game against the computer or between two people and reports [`game::Event`]s;
//! a [`Replay`] steps through a game; [`review`] grades a game's moves with the
//! exact solver and the search; [`level_match`] plays two computer levels against
//! each other; a [`drill`] makes a lesson of tasks taken from others (the
//! rules quiz, the lesson tasks due for review). The trainer rates first tries with [`crate::learner::rating`]. No I/O here:
//! plain mode and the full-screen tutor drive the same runner.

pub mod command;
pub mod drill;
pub mod feedback;
pub mod game;
pub mod goal;
mod judge;
pub mod lesson;
mod lesson_game;
pub mod level_match;
pub mod puzzle;
pub mod puzzle_feedback;
pub mod replay;
pub mod review;
pub mod select;
mod shuffle;
pub mod summary;
pub mod trainer;

pub use crate::learner::ReviewChange;
pub use crate::learner::rating::{Game, Opponent, Outcome, Rating};
pub use command::{Command, GameCommand, LessonCommand};
pub use feedback::{
    Answer, Asks, Feedback, GameComment, GameTurn, Hint, NotAnAnswer, Reply, Right, Solution, Wrong,
};
pub use lesson::{Advance, LessonRun, Offer, PRACTICE_PUZZLES, Revealed};
pub use puzzle::{HINT_LEVELS, PuzzleRun, PuzzleState};
pub use puzzle_feedback::{
    BestLine, FirstTry, GivenHint, GoalMet, Instead, Nudge, PuzzleFeedback, PuzzleHint,
    PuzzleReveal, Quarter,
};
pub use replay::{Replay, ReplayStep};
pub use select::{Mode, Selection};
pub use summary::{StepResult, Summary, Tries};
pub use trainer::{Acted, NoMore, Rated, Settled, StreakChange, Trainer, TrainerSummary};
