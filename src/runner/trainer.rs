//! A trainer session as a pure state machine: puzzles served one after another
//! by a [`Selection`], each worked as a [`PuzzleRun`], and the learner's record
//! kept in the [`Progress`] the session holds. Once the first try at a puzzle is
//! known it is settled: rated (only a first answer, with no hint or reveal
//! before it, at a puzzle never met before), recorded, sent to review or out of
//! it, and counted in a streak. No I/O: the caller saves the progress.

use std::collections::HashSet;

use crate::course::Puzzle;
use crate::engine::search::Rng;
use crate::learner::{Date, Progress, ReviewChange, Streaks};

use super::feedback::Answer;
use super::puzzle::PuzzleRun;
use super::puzzle_feedback::{FirstTry, GivenHint, PuzzleFeedback, PuzzleHint, PuzzleReveal};
use super::select::{self, Mode, Records, Selection, select_with};

/// The most idle days whose widening of the deviation is counted (a year).
const MAX_IDLE_DAYS: i64 = 365;

/// The result of an action, and the settling of the puzzle's first try when
/// this action decided it.
#[derive(Clone, Debug, PartialEq)]
pub struct Acted<T> {
    /// What the action gave.
    pub result: T,
    /// The first try settled by this action (rating, review, streak).
    pub settled: Option<Settled>,
}

/// What the first try at a puzzle changed in the learner's record.
#[derive(Clone, Debug, PartialEq)]
pub struct Settled {
    /// The puzzle's id.
    pub puzzle: String,
    /// How the first try went.
    pub first_try: FirstTry,
    /// Whether and how the rating changed.
    pub rating: Rated,
    /// The puzzle's place in the review queue now.
    pub review: ReviewChange,
    /// The streak, in streak mode.
    pub streak: Option<StreakChange>,
}

/// How a settled first try counted for the learner's rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Rated {
    /// Rated: the rating before and after.
    Changed { before: f64, after: f64 },
    /// Not rated: a hint or the answer came before any answer.
    Helped,
    /// Not rated: the learner had met this puzzle before.
    MetBefore,
    /// Not rated: the puzzle was skipped before any answer.
    Skipped,
    /// Not rated: a teacher's puzzle, whose file does not say `rated = true`.
    Unrated,
}

/// What a puzzle did to the streak.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StreakChange {
    /// Solved at the first try: the run is now `current` long (best `best`).
    Extended { current: u32, best: u32 },
    /// Missed, helped or skipped: the run that was `at` long is over (best `best`).
    Ended { at: u32, best: u32 },
}

/// Why there is no next puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoMore {
    /// No puzzle at all matches the selection.
    NoPuzzles,
    /// Every puzzle of the selection was served in this session.
    AllServed,
    /// Review mode: no puzzle is due today; the next comes back on `next` (if any
    /// is queued).
    NoneDue { next: Option<Date> },
    /// Retry mode: no puzzle was missed today.
    NoneMissedToday,
    /// The one puzzle asked for is done.
    SingleDone,
    /// The session served the number of puzzles it was asked for
    /// ([`Trainer::limited`]).
    CountReached,
}

/// How the session went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct TrainerSummary {
    /// Puzzles served.
    pub served: usize,
    /// Puzzles solved at the first try without help.
    pub solved_first_try: usize,
    /// Puzzles solved in the end (after a try or a hint).
    pub solved: usize,
}

/// A learner working through puzzles.
#[derive(Clone, Debug)]
pub struct Trainer {
    puzzles: Vec<Puzzle>,
    selection: Selection,
    /// `puzzle ID`: this one puzzle only.
    single: Option<usize>,
    /// `puzzles --set DIR`: every puzzle once, in the order given.
    in_order: bool,
    /// `puzzles --count N`: at most this many puzzles.
    count: Option<usize>,
    progress: Progress,
    /// The learner's record on each puzzle, as selection reads it.
    records: Records,
    today: Date,
    seed: u64,
    served: HashSet<usize>,
    /// The index of the current puzzle, and the puzzle being worked on.
    index: Option<usize>,
    run: Option<PuzzleRun>,
    /// The current puzzle's first try, once settled.
    settled: Option<Settled>,
    summary: TrainerSummary,
}

impl Trainer {
    /// A session choosing among `puzzles` by `selection`, for a learner with
    /// `progress`, on `today`; `seed` varies the choice among near equals (the
    /// same seed serves the same puzzles). No puzzle is served until
    /// [`Trainer::next_puzzle`].
    pub fn new(
        puzzles: Vec<Puzzle>,
        selection: Selection,
        progress: Progress,
        today: Date,
        seed: u64,
    ) -> Trainer {
        Trainer {
            records: Records::of(&puzzles, &progress),
            puzzles,
            selection,
            single: None,
            in_order: false,
            count: None,
            progress,
            today,
            seed,
            served: HashSet::new(),
            index: None,
            run: None,
            settled: None,
            summary: TrainerSummary::default(),
        }
    }

    /// A session of the one puzzle `puzzle`.
    pub fn single(puzzle: Puzzle, progress: Progress, today: Date) -> Trainer {
        let selection = Selection {
            mode: Mode::Theme,
            theme: Some(puzzle.theme.kind()),
        };
        let mut trainer = Trainer::new(vec![puzzle], selection, progress, today, 0);
        trainer.single = Some(0);
        trainer
    }

    /// A class assignment: every one of `puzzles` once, in the order given
    /// (the files' order), whatever the learner's rating.
    pub fn assignment(puzzles: Vec<Puzzle>, progress: Progress, today: Date) -> Trainer {
        let selection = Selection {
            mode: Mode::Theme,
            theme: None,
        };
        let mut trainer = Trainer::new(puzzles, selection, progress, today, 0);
        trainer.in_order = true;
        trainer
    }

    /// The session, ending after `count` puzzles (`None`: when none is left).
    pub fn limited(mut self, count: Option<usize>) -> Trainer {
        self.count = count;
        self
    }

    /// Whether the session is a class assignment ([`Trainer::assignment`]).
    pub fn is_assignment(&self) -> bool {
        self.in_order
    }

    /// Serves the next puzzle, or says why there is none. A current puzzle still
    /// open is left as by [`Trainer::skip`] (call that first to learn whether it
    /// ended a streak).
    pub fn next_puzzle(&mut self) -> Result<&PuzzleRun, NoMore> {
        if self.run.is_some() {
            self.skip();
        }
        let index = match self.single {
            _ if self.count.is_some_and(|n| self.summary.served >= n) => Err(NoMore::CountReached),
            Some(index) if self.served.contains(&index) => Err(NoMore::SingleDone),
            Some(index) => Ok(index),
            None => self.select().ok_or_else(|| self.why_no_more()),
        };
        let index = match index {
            Ok(index) => index,
            Err(why) => {
                self.run = None;
                self.index = None;
                self.settled = None;
                return Err(why);
            }
        };
        self.served.insert(index);
        self.index = Some(index);
        self.summary.served += 1;
        self.settled = None;
        Ok(self.run.insert(PuzzleRun::new(self.puzzles[index].clone())))
    }

    /// The puzzle being worked on (none before the first is served or after the last).
    pub fn current(&self) -> Option<&PuzzleRun> {
        self.run.as_ref()
    }

    /// Judges a move at the current puzzle (see [`PuzzleRun::submit`]).
    pub fn submit(&mut self, answer: Answer) -> Acted<PuzzleFeedback> {
        let result = match self.run.as_mut() {
            Some(run) => run.submit(answer),
            None => PuzzleFeedback::NotAnAnswer(super::NotAnAnswer::Finished),
        };
        if result.is_right() {
            self.summary.solved += 1;
        }
        self.acted(result)
    }

    /// The next level of hint at the current puzzle (see [`PuzzleRun::hint`]).
    pub fn hint(&mut self) -> Acted<GivenHint> {
        let result = self.run.as_mut().map_or(
            GivenHint {
                hint: PuzzleHint::None,
                level: 0,
                again: false,
            },
            PuzzleRun::hint,
        );
        self.acted(result)
    }

    /// Shows the current puzzle's answer (see [`PuzzleRun::reveal`]).
    pub fn reveal(&mut self) -> Acted<Option<PuzzleReveal>> {
        let result = self.run.as_mut().and_then(PuzzleRun::reveal);
        self.acted(result)
    }

    /// Leaves the current puzzle. A puzzle left open before its first try is
    /// settled as skipped: recorded as an attempt not solved, back for review
    /// the next day, not rated (no answer was given), and in streak mode the
    /// end of the run. Serve the next one with [`Trainer::next_puzzle`].
    pub fn skip(&mut self) -> Option<Settled> {
        let open = self.run.as_ref().is_some_and(|run| !run.is_done());
        let skipped = (open && self.settled.is_none()).then(|| self.settle(FirstTry::Skipped));
        self.run = None;
        self.index = None;
        self.settled = None;
        skipped
    }

    /// The current puzzle's first try, once settled.
    pub fn settled(&self) -> Option<&Settled> {
        self.settled.as_ref()
    }

    /// The mode and theme puzzles are chosen by.
    pub fn selection(&self) -> Selection {
        self.selection
    }

    /// Whether the session is the one puzzle of `puzzle ID`.
    pub fn is_single(&self) -> bool {
        self.single.is_some()
    }

    /// The learner's progress as the session has changed it.
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// The progress, for saving during the session: a save may merge in what
    /// another copy of the tutor saved meanwhile, and the session goes on from that.
    pub fn progress_mut(&mut self) -> &mut Progress {
        &mut self.progress
    }

    /// The progress, for saving at the end of the session.
    pub fn into_progress(self) -> Progress {
        self.progress
    }

    /// The day the session runs on.
    pub fn today(&self) -> Date {
        self.today
    }

    /// The streak runs.
    pub fn streaks(&self) -> Streaks {
        self.progress.streaks
    }

    /// (puzzles due for review today, puzzles in the review queue).
    pub fn review_queue(&self) -> (usize, usize) {
        select::review_queue(&self.puzzles, &self.progress, self.today)
    }

    /// How the session went.
    pub fn summary(&self) -> TrainerSummary {
        self.summary
    }

    /// The puzzles the session chooses from.
    pub fn puzzles(&self) -> &[Puzzle] {
        &self.puzzles
    }

    fn select(&self) -> Option<usize> {
        if self.in_order {
            return (0..self.puzzles.len()).find(|i| !self.served.contains(i));
        }
        let seed = self.seed ^ Rng::new(self.summary.served as u64).next_u64();
        select_with(
            &self.puzzles,
            &self.records,
            self.selection,
            &self.progress,
            self.today,
            seed,
            &self.served,
        )
    }

    fn why_no_more(&self) -> NoMore {
        let theme = self.selection.theme;
        if !self
            .puzzles
            .iter()
            .any(|p| theme.is_none_or(|kind| p.theme.kind() == kind))
        {
            return NoMore::NoPuzzles;
        }
        if self.selection.mode == Mode::Review {
            // The next of these puzzles to come back: a lesson task in the
            // queue, or a puzzle not loaded now, is none of them.
            let next = self
                .progress
                .review
                .iter()
                .filter(|(id, _)| self.puzzles.iter().any(|p| &p.id == *id))
                .map(|(_, review)| review.due)
                .filter(|due| *due > self.today)
                .min();
            return NoMore::NoneDue { next };
        }
        if self.selection.mode == Mode::Retry && self.progress.missed_on(self.today).is_empty() {
            return NoMore::NoneMissedToday;
        }
        NoMore::AllServed
    }

    /// `result`, with the first try settled if it became known just now.
    fn acted<T>(&mut self, result: T) -> Acted<T> {
        let first_try = self.run.as_ref().and_then(PuzzleRun::first_try);
        let settled = match first_try {
            Some(first_try) if self.settled.is_none() => {
                let settled = self.settle(first_try);
                self.settled = Some(settled.clone());
                Some(settled)
            }
            _ => None,
        };
        Acted { result, settled }
    }

    /// Records the first try at the current puzzle: rating, attempt, review, streak.
    fn settle(&mut self, first_try: FirstTry) -> Settled {
        let (id, puzzle_rating, rated) = match &self.run {
            Some(run) => (
                run.puzzle().id.clone(),
                run.puzzle().rating,
                run.puzzle().rated,
            ),
            None => (String::new(), 0, false),
        };
        let clean = first_try.is_clean();
        if clean {
            self.summary.solved_first_try += 1;
        }
        let met_before = self.progress.puzzles.contains_key(&id);
        let rating = match first_try {
            FirstTry::Helped => Rated::Helped,
            FirstTry::Skipped => Rated::Skipped,
            _ if met_before => Rated::MetBefore,
            _ if !rated => Rated::Unrated,
            _ => {
                let before = self.idle_widened();
                let after = before.after_puzzle(f64::from(puzzle_rating), clean);
                self.progress.rating.record(after, self.today);
                Rated::Changed {
                    before: before.rating,
                    after: after.rating,
                }
            }
        };
        self.progress.record_attempt(&id, clean, self.today);
        if let Some(index) = self.index {
            self.records.answered(index, clean);
        }
        let review = self.progress.settle_review(&id, clean, self.today);
        let streak = (self.selection.mode == Mode::Streak).then(|| {
            if clean {
                self.progress.streaks.extend();
                StreakChange::Extended {
                    current: self.progress.streaks.current,
                    best: self.progress.streaks.best,
                }
            } else {
                self.end_streak()
            }
        });
        Settled {
            puzzle: id,
            first_try,
            rating,
            review,
            streak,
        }
    }

    /// The learner's rating with the deviation widened for each whole day without
    /// a rated attempt since the last one (a day is a rating period).
    fn idle_widened(&self) -> super::Rating {
        let rating = self.progress.rating.glicko();
        let idle = self.progress.rating.last_rated.map_or(0, |last| {
            (self.today.days_since(last) - 1).clamp(0, MAX_IDLE_DAYS)
        });
        (0..idle).fold(rating, |r, _| r.after_idle_period())
    }

    fn end_streak(&mut self) -> StreakChange {
        let at = self.progress.streaks.current;
        self.progress.streaks.end();
        StreakChange::Ended {
            at,
            best: self.progress.streaks.best,
        }
    }
}
