//! A year told to the learner is a fact of history, and a fact is sourced: the
//! file names the year on a comment line that starts `# Source:` (with where it
//! comes from). Where no source says it, the lesson says it in general words.
//! Advice, as in `craft`: warnings in a teacher's file, errors in the built-in
//! course.

use super::codes::Code;
use super::craft::Advice;
use super::error::{Place, Said};
use super::model::{Lesson, Task, Text};
use super::nudge::NudgeClass;
use super::parse::LessonParts;
use super::raw::At;
use crate::lang::Lang;

/// What starts a comment line naming a source.
const SOURCE_LINE: &str = "# Source:";

/// Checks that every year `lesson` tells the learner is named on a
/// [`SOURCE_LINE`] of its file.
pub(crate) fn lesson(advice: &mut Advice<'_, '_>, lesson: &Lesson, parts: &LessonParts) {
    let sourced: Vec<&str> = advice
        .problems
        .text
        .lines()
        .filter(|line| line.trim_start().starts_with(SOURCE_LINE))
        .collect();
    let unsourced = |texts: &[&Text]| -> Vec<String> {
        let mut years: Vec<String> = texts
            .iter()
            .flat_map(|text| {
                Lang::ALL
                    .into_iter()
                    .filter(|l| text.has(*l))
                    .map(|l| text.get(l))
            })
            .flat_map(years)
            .filter(|year| !sourced.iter().any(|line| line.contains(year.as_str())))
            .collect();
        years.sort();
        years.dedup();
        years
    };
    let saved = advice.problems.place.clone();
    advice.problems.place = Place::File;
    for year in unsourced(&[&lesson.title, &lesson.summary]) {
        advice.said(&(0..0), message(&year));
    }
    for (number, (step, (span, raw, _))) in lesson.steps.iter().zip(&parts.steps).enumerate() {
        advice.problems.place = Place::Step(number + 1);
        let mut texts = vec![&step.say];
        texts.extend(&step.hint);
        texts.extend(NudgeClass::ALL.iter().filter_map(|c| step.on_wrong.own(*c)));
        texts.extend(step.on_wrong.for_the_rest());
        if let Task::Choice { choices, .. } = &step.task {
            texts.extend(choices);
        }
        let at = raw
            .as_ref()
            .and_then(|raw| raw.say.as_ref().map(At::span))
            .unwrap_or_else(|| span.clone());
        for year in unsourced(&texts) {
            advice.said(&at, message(&year));
        }
    }
    advice.problems.place = saved;
}

fn message(year: &str) -> Said {
    Said::new(
        Code::UnsourcedYear,
        format!(
            "the lesson tells the learner the year {year}, and no `{SOURCE_LINE}` line of the file names it: add a comment line such as `{SOURCE_LINE} the rules documents: ... {year}` saying where it comes from, or say it in general words (\"a game between two strong players\")"
        ),
    )
    .with_args(vec![year.to_string(), SOURCE_LINE.to_string()])
}

/// The years (1500-2099) a text names, as four digits standing alone:
/// `1970s` and `1970-an` name 1970; `12345` names none.
pub fn years(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    for start in 0..chars.len().saturating_sub(3) {
        let four: String = chars[start..start + 4].iter().collect();
        let alone_before = start == 0 || !chars[start - 1].is_alphanumeric();
        let alone_after = chars.get(start + 4).is_none_or(|c| !c.is_ascii_digit());
        let digits = four.chars().all(|c| c.is_ascii_digit());
        let year = digits && four.parse::<u32>().is_ok_and(|y| (1500..2100).contains(&y));
        if alone_before && alone_after && year {
            found.push(four);
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_year_is_four_digits_standing_alone_from_1500_to_2099() {
        assert_eq!(
            years("the 1970s, 1970-an, in 2010, 12345, 60, 1499, a2010"),
            ["1970", "1970", "2010"]
        );
    }
}
