//! The craft of a lesson, beyond its being correct: short steps, enough tasks,
//! a sensible length, real-game diagrams, choices that do not give themselves
//! away (by their place, and, in `telling`, by a lone "no" or their length),
//! every text in every language. For a teacher's file these are warnings
//! (the lesson still runs); the built-in course must follow them, so there they
//! are errors.

use std::ops::Range;
use std::path::Path;

use super::codes::Code;
use super::error::Problems;
use super::error::Said;
use super::fields::{Languages, missing_translation, named};
use super::model::{Lesson, Task, Text};
use super::parse::LessonParts;
use super::raw::{At, RawStep, RawText};
use crate::engine::reach::{CENTRE, Unreachable};
use crate::engine::{Board, list_squares};
use crate::lang::{Lang, join_last};

/// The most English words a step may say.
const MAX_WORDS: usize = 45;
/// The fewest and the most steps a lesson has.
const STEPS: Range<usize> = 5..13;
/// The fewest tasks a lesson has: a teacher's lesson and the built-in lessons 1 to 3.
const MIN_TASKS: usize = 3;
/// The fewest tasks of a built-in lesson from [`LATER_LESSONS`] on.
const MIN_TASKS_LATER: usize = 4;
/// The number (in its file name, `04-sandwich.toml`) of the first built-in lesson
/// that needs [`MIN_TASKS_LATER`] tasks.
const LATER_LESSONS: u32 = 4;

/// Where the advice goes: warnings for a teacher's file, errors for the built-in course.
pub(crate) struct Advice<'p, 'a> {
    pub problems: &'p mut Problems<'a>,
    pub strict: bool,
}

impl Advice<'_, '_> {
    /// Advice on the value at `span` (an error when strict, else a warning), with
    /// the parts a translation needs.
    pub fn said(&mut self, span: &Range<usize>, said: Said) {
        if self.strict {
            self.problems.said_at(span, said);
        } else {
            self.problems.said_warn_at(span, said);
        }
    }
}

/// Checks the craft of `lesson`, validated from `parts`; `languages` says whether
/// missing translations were already errors.
pub(crate) fn lesson(
    problems: &mut Problems<'_>,
    lesson: &Lesson,
    parts: &LessonParts,
    languages: Languages,
) {
    let strict = lesson.origin.embedded;
    let mut advice = Advice { problems, strict };
    let start = 0..0;
    let steps = || lesson.steps.iter().zip(&parts.steps);
    let saved_place = advice.problems.place.clone();
    for (number, (step, (span, raw, _))) in steps().enumerate() {
        advice.problems.place = super::error::Place::Step(number + 1);
        let Some(raw) = raw else { continue };
        words(
            &mut advice,
            &step.say,
            &raw.say.as_ref().map_or(span.clone(), At::span),
        );
        if step.sets_position {
            unreachable(
                &mut advice,
                &step.board,
                raw.position.as_ref().map_or(span.clone(), At::span),
            );
        }
        if !languages.required {
            step_languages(&mut advice, raw, languages);
        }
    }
    advice.problems.place = saved_place;
    if !languages.required
        && let Some(head) = &parts.head
    {
        for (field, text) in [("title", &head.title), ("summary", &head.summary)] {
            if let Some(text) = text {
                missing(&mut advice, field, &format!("`{field}`"), text, languages);
            }
        }
    }
    let steps_count = lesson.steps.len();
    if !STEPS.contains(&steps_count) {
        advice.said(
            &start,
            Said::new(
                Code::StepCount,
                format!(
                    "the lesson has {steps_count} {}; a lesson has {} to {}: {}",
                    if steps_count == 1 { "step" } else { "steps" },
                    STEPS.start,
                    STEPS.end - 1,
                    if steps_count < STEPS.start {
                        "add steps where the learner acts"
                    } else {
                        "split it into two lessons, one idea each"
                    }
                ),
            )
            .with_args(vec![
                steps_count.to_string(),
                STEPS.start.to_string(),
                (STEPS.end - 1).to_string(),
            ]),
        );
    }
    let tasks = lesson.steps.iter().filter(|s| s.task != Task::Read).count();
    let least = least_tasks(lesson);
    if tasks < least {
        advice.said(&start, Said::new(Code::TooFewTasks, format!(
                "the lesson has {tasks} {} and needs at least {least}: give steps a `task`, so that the learner acts early and often",
                if tasks == 1 { "task" } else { "tasks" }
            )).with_args(vec![tasks.to_string(), least.to_string()]));
    }
    choices_in_one_place(&mut advice, lesson, parts);
    super::telling::lesson(&mut advice, lesson, parts);
    super::spoiler::lesson(&mut advice, lesson, parts);
    super::pace::lesson(&mut advice, lesson, parts);
    super::sources::lesson(&mut advice, lesson, parts);
}

/// The fewest tasks `lesson` needs.
fn least_tasks(lesson: &Lesson) -> usize {
    let number = Path::new(&lesson.origin.file)
        .file_name()
        .and_then(|name| name.to_str())
        .and_then(|name| {
            let digits: String = name.chars().take_while(char::is_ascii_digit).collect();
            digits.parse::<u32>().ok()
        });
    match number {
        Some(n) if lesson.origin.embedded && n >= LATER_LESSONS => MIN_TASKS_LATER,
        _ => MIN_TASKS,
    }
}

/// A step saying more than [`MAX_WORDS`] English words.
fn words(advice: &mut Advice<'_, '_>, say: &Text, span: &Range<usize>) {
    let count = english_words(say.get(Lang::En));
    if count > MAX_WORDS {
        advice.said(span, Said::new(Code::TooManyWords, format!(
                "the step says {count} English words; a step says at most {MAX_WORDS}: cut words, or split it into two steps"
            )).with_args(vec![count.to_string(), MAX_WORDS.to_string()]));
    }
}

/// The words of an English text: runs of non-space characters holding a letter or digit.
fn english_words(text: &str) -> usize {
    text.split_whitespace()
        .filter(|word| word.chars().any(char::is_alphanumeric))
        .count()
}

/// A position no real game reaches (a centre square empty, discs apart from
/// the others), by the engine's rule.
fn unreachable(advice: &mut Advice<'_, '_>, board: &Board, span: Range<usize>) {
    let found = Unreachable::of(board);
    if !found.empty_centre.is_empty() {
        advice.said(
            &span,
            Said::new(
                Code::CentreEmpty,
                format!(
                    "the position leaves {} empty: every game starts with discs on {}, and a disc is never taken off, so no real game reaches it; put discs there",
                    list_squares(found.empty_centre),
                    list_squares(CENTRE)
                ),
            )
            .with_args(vec![
                list_squares(found.empty_centre),
                list_squares(CENTRE),
            ]),
        );
    }
    if !found.apart.is_empty() {
        advice.said(
            &span,
            Said::new(
                Code::DiscIsland,
                format!(
                    "the discs on {} touch no disc joined to the centre: every disc is placed next to another, so no real game reaches it; join them to the others or take them off",
                    list_squares(found.apart)
                ),
            )
            .with_args(vec![list_squares(found.apart)]),
        );
    }
}

/// Every text of a step written in fewer languages than the tutor's.
fn step_languages(advice: &mut Advice<'_, '_>, raw: &RawStep, languages: Languages) {
    for (field, text) in [
        ("say", &raw.say),
        ("hint", &raw.hint),
        ("on_wrong", &raw.on_wrong),
        ("on_taken", &raw.on_taken),
        ("on_illegal", &raw.on_illegal),
        ("on_legal", &raw.on_legal),
        ("on_pass", &raw.on_pass),
    ] {
        if let Some(text) = text {
            missing(advice, field, &format!("`{field}`"), text, languages);
        }
    }
    if let Some(choices) = &raw.choices {
        for (i, choice) in choices.get_ref().iter().enumerate() {
            missing(
                advice,
                &format!("choices.{i}"),
                &format!("choice {}", i + 1),
                choice,
                languages,
            );
        }
    }
}

/// A text missing a language the file asks for (its learners see the English
/// instead): a warning.
pub(crate) fn missing(
    advice: &mut Advice<'_, '_>,
    field: &str,
    label: &str,
    text: &At<RawText>,
    languages: Languages,
) {
    let written: Vec<&str> = text
        .get_ref()
        .languages
        .iter()
        .filter(|(_, words)| !words.get_ref().trim().is_empty())
        .map(|(code, _)| code.get_ref().as_str())
        .collect();
    let absent: Vec<Lang> = languages
        .translations()
        .into_iter()
        .filter(|lang| !written.contains(&lang.code()))
        .collect();
    if absent.is_empty() {
        return;
    }
    let names = named(&absent);
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let codes: Vec<&str> = absent.iter().map(|lang| lang.code()).collect();
    let message = format!(
        "{label} has no {} text: a learner reading {} sees the English here; add {}",
        join_last(&names, "or"),
        if absent.len() == 1 { "it" } else { "them" },
        join_last(&codes, "and")
    );
    advice.said(
        &text.span(),
        missing_translation(field, &absent, message, "advice", ""),
    );
}

/// Choice steps that keep the order written (`shuffle = false`) with the right
/// answer, across the lesson, always in one place: a learner soon answers by place.
fn choices_in_one_place(advice: &mut Advice<'_, '_>, lesson: &Lesson, parts: &LessonParts) {
    let fixed: Vec<(usize, usize, Range<usize>)> = lesson
        .steps
        .iter()
        .zip(&parts.steps)
        .enumerate()
        .filter_map(|(i, (step, (span, raw, _)))| match &step.task {
            Task::Choice {
                correct,
                shuffle: false,
                ..
            } => {
                let at = raw
                    .as_ref()
                    .and_then(|raw| raw.shuffle.as_ref())
                    .map_or(span.clone(), At::span);
                Some((i + 1, *correct, at))
            }
            _ => None,
        })
        .collect();
    let [(_, place, _), rest @ ..] = fixed.as_slice() else {
        return;
    };
    if rest.is_empty() || rest.iter().any(|(_, correct, _)| correct != place) {
        return;
    }
    let steps: Vec<String> = fixed.iter().map(|(n, _, _)| n.to_string()).collect();
    let steps: Vec<&str> = steps.iter().map(String::as_str).collect();
    let saved_place = advice.problems.place.clone();
    for (number, _, at) in &fixed {
        advice.problems.place = super::error::Place::Step(*number);
        advice.said(
            at,
            Said::new(
                Code::SameAnswerPlace,
                format!(
                    "the right answer is choice {} here and in every choice step of this lesson that keeps its order (steps {}): remove `shuffle = false`, or put the right answers in different places",
                    place + 1,
                    join_last(&steps, "and")
                ),
            )
            .with_args(vec![(place + 1).to_string(), steps.join(",")]),
        );
    }
    advice.problems.place = saved_place;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_counted_without_lone_punctuation() {
        assert_eq!(english_words("Black plays d3 — and flips d4."), 6);
        assert_eq!(english_words("  "), 0);
    }
}
