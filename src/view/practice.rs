//! What the learner is told about practice that follows the lessons: the lesson
//! a strategy theme waits for before a session that mixes themes serves it.

use crate::course::{Course, Lesson, ThemeKind};
use crate::learner::Progress;
use crate::runner::select::is_open;

/// The lesson theme `kind` waits for, with its number in the course (from 1):
/// `None` when the theme is open to the learner of `progress` (a rules theme,
/// or its lesson done), or when its lesson is not in the course.
pub fn waits_for<'c>(
    course: &'c Course,
    progress: &Progress,
    kind: ThemeKind,
) -> Option<(usize, &'c Lesson)> {
    if is_open(kind, progress) {
        return None;
    }
    let id = kind.taught_in()?;
    let at = course.lessons.iter().position(|l| l.id == id)?;
    Some((at + 1, &course.lessons[at]))
}
