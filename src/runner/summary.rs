//! How the tasks of a lesson went, and the stars that earns: three for every
//! task right at the first try, two with at most two misses, one for finishing.
//! A step the learner goes back to and answers again keeps its first tries.

use crate::course::{Step, Task};

/// How a step ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepResult {
    /// A step with nothing to answer, read.
    Read,
    /// Answered right, after `wrong` wrong tries and `hints` hints.
    Right { wrong: u32, hints: u32 },
    /// The answer was shown on request, after `wrong` wrong tries.
    Revealed { wrong: u32 },
    /// Skipped.
    Skipped,
}

/// What earlier visits to a step left, before the learner went back to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(super) struct Earlier {
    /// Wrong tries.
    wrong: u32,
    /// Hints asked for.
    hints: u32,
    /// Times the answer was shown on request.
    revealed: usize,
    /// Times the step was skipped.
    skipped: usize,
}

impl Earlier {
    /// Adds how a visit to the step ended.
    pub(super) fn add(&mut self, result: StepResult) {
        match result {
            StepResult::Read => {}
            StepResult::Right { wrong, hints } => {
                self.wrong += wrong;
                self.hints += hints;
            }
            StepResult::Revealed { wrong } => {
                self.wrong += wrong;
                self.revealed += 1;
            }
            StepResult::Skipped => self.skipped += 1,
        }
    }

    /// Adds the wrong tries and hints of a visit left before it ended.
    pub(super) fn add_tries(&mut self, wrong: u32, hints: u32) {
        self.wrong += wrong;
        self.hints += hints;
    }

    /// Whether the earlier visits were all right at the first try (or none).
    fn is_clean(&self) -> bool {
        *self == Earlier::default()
    }
}

/// The misses at a task that bring its answer (see [`crate::runner::LessonRun::submit`])
/// and, for a task that stands alone, send it to the review queue.
pub const MISSES_FOR_ANSWER: u32 = 2;

/// How an ended task went over every visit to it (see [`crate::runner::LessonRun::tries`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tries {
    /// Wrong tries, on every visit.
    pub wrong: u32,
    /// Right at the first try: no wrong try, hint, reveal or skip, on any visit.
    pub clean: bool,
}

impl Tries {
    /// How a task that ended with `result` went, with what earlier visits left;
    /// `None` for a step to read.
    pub(super) fn of(result: StepResult, before: &Earlier) -> Option<Tries> {
        let (wrong, clean) = match result {
            StepResult::Read => return None,
            StepResult::Right { wrong, hints } => (wrong, wrong == 0 && hints == 0),
            StepResult::Revealed { wrong } => (wrong, false),
            StepResult::Skipped => (0, false),
        };
        Some(Tries {
            wrong: wrong + before.wrong,
            clean: clean && before.is_clean(),
        })
    }

    /// Missed [`MISSES_FOR_ANSWER`] times or more: the task joins the review queue.
    pub const fn missed_twice(self) -> bool {
        self.wrong >= MISSES_FOR_ANSWER
    }
}

/// How the tasks of a lesson went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Summary {
    /// Steps with something to answer.
    pub tasks: usize,
    /// Tasks answered right with no wrong try, hint, reveal or skip, on any visit.
    pub right_first_time: usize,
    /// Tasks answered right in the end.
    pub right: usize,
    /// Times an answer was shown on request (on any visit to a step).
    pub revealed: usize,
    /// Times a task was skipped (on any visit to a step).
    pub skipped: usize,
    /// Wrong tries, over all tasks.
    pub wrong: u32,
    /// Hints asked for, over all tasks.
    pub hints: u32,
}

impl Summary {
    /// How the tasks of `steps` went: each step's last result, and what earlier
    /// visits to it left.
    pub(super) fn of(
        steps: &[Step],
        results: &[Option<StepResult>],
        earlier: &[Earlier],
    ) -> Summary {
        let mut summary = Summary::default();
        for ((step, result), before) in steps.iter().zip(results).zip(earlier) {
            if step.task != Task::Read {
                summary.tasks += 1;
            }
            summary.wrong += before.wrong;
            summary.hints += before.hints;
            summary.revealed += before.revealed;
            summary.skipped += before.skipped;
            match result {
                Some(StepResult::Right { wrong, hints }) => {
                    summary.right += 1;
                    summary.wrong += wrong;
                    summary.hints += hints;
                    if *wrong == 0 && *hints == 0 && before.is_clean() {
                        summary.right_first_time += 1;
                    }
                }
                Some(StepResult::Revealed { wrong }) => {
                    summary.revealed += 1;
                    summary.wrong += wrong;
                }
                Some(StepResult::Skipped) => summary.skipped += 1,
                Some(StepResult::Read) | None => {}
            }
        }
        summary
    }

    /// Stars for a finished lesson: three with every task right at the first try
    /// (no wrong try, hint, reveal or skip, and going back to a task does not
    /// undo them), two with at most two misses (wrong tries, reveals and skips; a
    /// hint is no miss), one for finishing.
    pub fn stars(&self) -> u8 {
        let misses = self.wrong as usize + self.revealed + self.skipped;
        if self.right_first_time == self.tasks {
            3
        } else if misses <= 2 {
            2
        } else {
            1
        }
    }
}
