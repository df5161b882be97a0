//! The pace of a lesson: the learner acts, and thinks while acting. At most
//! [`MAX_DICTATED`] tasks a lesson dictate their move (a `play` step that
//! accepts one square, with no `goal`, and names or marks it), and at most
//! [`MAX_READING`] steps in a row are only read. Advice, as in `craft`:
//! warnings in a teacher's file, errors in the built-in course.

use std::ops::Range;

use super::codes::Code;
use super::craft::Advice;
use super::error::{Place, Said};
use super::model::{Lesson, Step, Task};
use super::parse::LessonParts;
use super::raw::At;
use crate::engine::Square;
use crate::lang::Lang;

/// The most tasks of a lesson that dictate their move.
const MAX_DICTATED: usize = 2;

/// The most steps in a row that are only read, with no task.
const MAX_READING: usize = 2;

/// Checks the pace of `lesson`, validated from `parts`.
pub(crate) fn lesson(advice: &mut Advice<'_, '_>, lesson: &Lesson, parts: &LessonParts) {
    let saved = advice.problems.place.clone();
    let span = |i: usize, field: fn(&super::raw::RawStep) -> Option<Range<usize>>| {
        parts.steps.get(i).map_or(0..0, |(span, raw, _)| {
            raw.as_ref().and_then(field).unwrap_or_else(|| span.clone())
        })
    };
    let dictated: Vec<(usize, Square)> = lesson
        .steps
        .iter()
        .enumerate()
        .filter_map(|(i, step)| dictates(step).map(|sq| (i, sq)))
        .collect();
    for (k, (i, square)) in dictated.iter().enumerate().skip(MAX_DICTATED) {
        advice.problems.place = Place::Step(i + 1);
        let at = span(*i, |raw| raw.task.as_ref().map(At::span));
        let earlier: Vec<String> = dictated[..k]
            .iter()
            .map(|(j, _)| (j + 1).to_string())
            .collect();
        advice.said(&at, Said::new(Code::TooManyDictated,
            format!(
                "this step tells the learner to play {square}, the only move it accepts, as steps {} did: a lesson dictates at most {MAX_DICTATED} moves; ask for a move by what it does (a `goal`), accept several, or make it a step to read",
                earlier.join(", ")
            )).with_args(vec![square.to_string(), earlier.join(","), MAX_DICTATED.to_string()])
        );
    }
    let mut run = 0;
    for (i, step) in lesson.steps.iter().enumerate() {
        run = if matches!(step.task, Task::Read) {
            run + 1
        } else {
            0
        };
        if run == MAX_READING + 1 {
            advice.problems.place = Place::Step(i + 1);
            let at = parts.steps.get(i).map_or(0..0, |(span, _, _)| span.clone());
            advice.said(&at, Said::new(Code::TooMuchReading,
                format!(
                    "this step is only read, as steps {} and {} are: at most {MAX_READING} steps in a row are only read; give this step or one before it a task (a `choice` on what was just shown, a square to find), or fold two steps into one",
                    i - 1,
                    i
                )).with_args(vec![(i - 1).to_string(), i.to_string(), MAX_READING.to_string()])
            );
        }
    }
    advice.problems.place = saved;
}

/// The square a step dictates: a `play` step without a goal that accepts one
/// move, and names it in its English words or marks it.
fn dictates(step: &Step) -> Option<Square> {
    let Task::Play { accept } = &step.task else {
        return None;
    };
    if step.goal.is_some() || accept.len() != 1 {
        return None;
    }
    let square = accept.squares().next()?;
    let name = square.to_string();
    let said = step
        .say
        .get(Lang::En)
        .to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .any(|word| word == name);
    (said || step.mark.contains(square)).then_some(square)
}
