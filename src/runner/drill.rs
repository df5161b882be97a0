//! Lessons made of tasks taken from other lessons: the rules quiz that follows
//! the first game, and the lesson tasks due for review. A task taken is one its
//! lesson marks `stands_alone`; it is asked on the board written for it, with
//! its words, hint and nudges, and without its scripted reply. [`QueueNotes`]
//! keeps the review queue in step with a run: a task missed twice joins it,
//! beside the puzzles, under its [`TaskRef::key`].

use crate::course::{Course, Lesson, Origin, Step, Task, Text};
use crate::engine::search::Rng;
use crate::learner::{Date, Progress, ReviewChange, ReviewStage};

use super::lesson::LessonRun;

/// The lesson whose end offers the rules quiz; the quiz asks one task of each
/// lesson before it.
pub const QUIZ_AFTER: &str = "first-game";

/// The id a drill's lesson runs under (it seeds the order of its choices).
const QUIZ_ID: &str = "rules-quiz";
const REVIEW_ID: &str = "lesson-review";

/// A task of a lesson: the lesson's id and the step's place, from 0.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TaskRef {
    /// The lesson's id.
    pub lesson: String,
    /// The step's index, counting from 0.
    pub step: usize,
}

impl TaskRef {
    /// Its key in the review queue: the lesson's id, `#` and the step's number
    /// counting from 1 (`sandwich#3`). A puzzle's id never holds `#`.
    pub fn key(&self) -> String {
        format!("{}#{}", self.lesson, self.step + 1)
    }

    /// The task a review-queue key names; `None` for a puzzle's id (or any key
    /// not of that form).
    pub fn parse(key: &str) -> Option<TaskRef> {
        let (lesson, number) = key.rsplit_once('#')?;
        let number: usize = number.parse().ok()?;
        Some(TaskRef {
            lesson: lesson.to_string(),
            step: number.checked_sub(1)?,
        })
    }

    /// The step it names in `course`, when that step is still a task that
    /// stands alone.
    fn in_course<'c>(&self, course: &'c Course) -> Option<(&'c Lesson, &'c Step)> {
        let lesson = course.lesson(&self.lesson)?;
        let step = lesson.steps.get(self.step)?;
        asks_alone(step).then_some((lesson, step))
    }
}

/// Whether a drill may ask the step: a task marked `stands_alone` (never a
/// step to read or a whole game, which validation refuses to mark).
fn asks_alone(step: &Step) -> bool {
    step.stands_alone && !matches!(step.task, Task::Read | Task::Game { .. })
}

/// What a drill is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrillKind {
    /// The rules quiz, after the first game.
    Quiz,
    /// The lesson tasks due for review.
    Review,
}

/// Where the steps of a lesson made of tasks taken from others came from
/// (the lesson itself is made beside it, one step per task, each on its own
/// board).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drill {
    /// What it is for.
    pub kind: DrillKind,
    /// Where step `k` came from.
    pub sources: Vec<TaskRef>,
}

impl Drill {
    /// The rules quiz: one task from each lesson before [`QUIZ_AFTER`], each
    /// drawn among those marked `stands_alone`, in an order mixed by `seed`,
    /// and the lesson that asks them. `None` when the course has no such
    /// lesson, or no such task.
    pub fn quiz(course: &Course, seed: u64, title: Text) -> Option<(Drill, Lesson)> {
        let end = course.lessons.iter().position(|l| l.id == QUIZ_AFTER)?;
        let mut random = Rng::new(seed);
        let mut sources: Vec<TaskRef> = course.lessons[..end]
            .iter()
            .filter_map(|lesson| {
                let alone: Vec<usize> = (0..lesson.steps.len())
                    .filter(|&i| asks_alone(&lesson.steps[i]))
                    .collect();
                let pick = alone.get(random.below(alone.len() as u64) as usize)?;
                Some(TaskRef {
                    lesson: lesson.id.clone(),
                    step: *pick,
                })
            })
            .collect();
        // Fisher-Yates, so that no lesson keeps its place in the course.
        for last in (1..sources.len()).rev() {
            let other = random.below(last as u64 + 1) as usize;
            sources.swap(last, other);
        }
        Drill::of(DrillKind::Quiz, course, sources, title)
    }

    /// The lesson tasks due for review on `today`, the longest overdue first,
    /// and the lesson that asks them; `None` when none is due.
    pub fn review(
        course: &Course,
        progress: &Progress,
        today: Date,
        title: Text,
    ) -> Option<(Drill, Lesson)> {
        Drill::of(
            DrillKind::Review,
            course,
            due_tasks(course, progress, today),
            title,
        )
    }

    fn of(
        kind: DrillKind,
        course: &Course,
        sources: Vec<TaskRef>,
        title: Text,
    ) -> Option<(Drill, Lesson)> {
        let steps: Vec<Step> = sources
            .iter()
            .filter_map(|task| task.in_course(course))
            .map(|(_, step)| asked(step))
            .collect();
        if steps.is_empty() || steps.len() != sources.len() {
            return None;
        }
        let id = match kind {
            DrillKind::Quiz => QUIZ_ID,
            DrillKind::Review => REVIEW_ID,
        };
        let lesson = Lesson {
            id: id.to_string(),
            summary: title.clone(),
            title,
            steps,
            origin: Origin::default(),
        };
        Some((Drill { kind, sources }, lesson))
    }
}

/// Step `step` asked on its own: on the board written for it, without its reply.
fn asked(step: &Step) -> Step {
    Step {
        sets_position: true,
        reply: None,
        ..step.clone()
    }
}

/// The lesson tasks of `course` in the review queue and due on `today`, the
/// longest overdue first. A key that names no task here (a lesson since
/// changed, or from a teacher's folder not loaded now) is passed over.
fn due_tasks(course: &Course, progress: &Progress, today: Date) -> Vec<TaskRef> {
    progress
        .due_reviews(today)
        .into_iter()
        .filter_map(|(key, _)| TaskRef::parse(key))
        .filter(|task| task.in_course(course).is_some())
        .collect()
}

/// The lesson tasks of `course` in the review queue: (due on `today`, queued).
pub fn task_queue(course: &Course, progress: &Progress, today: Date) -> (usize, usize) {
    let queued = progress
        .review
        .keys()
        .filter_map(|key| TaskRef::parse(key))
        .filter(|task| task.in_course(course).is_some())
        .count();
    (due_tasks(course, progress, today).len(), queued)
}

/// Which ended tasks of a run are in the learner's record already, so that
/// each ending is noted once.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct QueueNotes {
    noted: Vec<bool>,
    /// Tasks sent to the review queue's first gap so far.
    missed: usize,
}

impl QueueNotes {
    /// Notes in `progress` the tasks of `run` that ended since the last call
    /// (`drill`: the drill the run is of, whose steps come from other
    /// lessons). A task that stands alone and was missed twice joins the
    /// review queue for the next day; one right at the first try moves on in
    /// it if it was due (see [`Progress::settle_review`]). In a review every
    /// task settles: right at the first try, or back the next day. Gives
    /// whether the queue changed, so that it is saved.
    pub fn note(
        &mut self,
        run: &LessonRun,
        drill: Option<&Drill>,
        progress: &mut Progress,
        today: Date,
    ) -> bool {
        let steps = &run.lesson().steps;
        self.noted.resize(steps.len(), false);
        let review = drill.is_some_and(|d| d.kind == DrillKind::Review);
        let mut changed = false;
        for (index, step) in steps.iter().enumerate() {
            if self.noted[index] || !asks_alone(step) {
                continue;
            }
            let Some(tries) = run.tries(index) else {
                continue;
            };
            self.noted[index] = true;
            let task = match drill {
                Some(drill) => match drill.sources.get(index) {
                    Some(task) => task.clone(),
                    None => continue,
                },
                None => TaskRef {
                    lesson: run.lesson().id.clone(),
                    step: index,
                },
            };
            let key = task.key();
            if tries.missed_twice() || (review && !tries.clean) {
                progress.schedule_review(&key, ReviewStage::OneDay, today);
                self.missed += 1;
                changed = true;
            } else if tries.clean {
                changed |= progress.settle_review(&key, true, today) != ReviewChange::NotQueued;
            }
        }
        changed
    }
}

impl QueueNotes {
    /// How many tasks of the run come back the next day, so far.
    pub fn missed(&self) -> usize {
        self.missed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_task_key_names_its_lesson_and_step_counting_from_one_and_a_puzzle_id_is_none() {
        let task = TaskRef {
            lesson: "sandwich".into(),
            step: 2,
        };
        assert_eq!(task.key(), "sandwich#3");
        assert_eq!(TaskRef::parse("sandwich#3"), Some(task));
        for not_a_task in ["corner-001", "sandwich#0", "sandwich#x", "#", ""] {
            assert_eq!(TaskRef::parse(not_a_task), None, "{not_a_task}");
        }
    }
}
