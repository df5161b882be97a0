//! Choices that do not tell: a multiple-choice question whose right answer is
//! the only negative one ("No", "None", "Tidak", "Không" against two "Yes"), or
//! the longest or the shortest by a clear margin, can be answered without
//! thinking; and across a course, right answers that are mostly negative teach
//! a learner to pick the "No". Warnings for a teacher's lessons, errors in the
//! built-in course (as the rest of the advice on craft).

use super::codes::Code;
use super::craft::Advice;
use super::error::{CourseError, Place, Said};
use super::model::{Course, Lesson, Task, Text};
use super::parse::LessonParts;
use super::raw::At;
use crate::lang::{Lang, join_last};

/// The words that start a negative answer, in each language.
const NEGATIVE: &[(Lang, &[&str])] = &[
    (
        Lang::En,
        &["no", "none", "nobody", "nothing", "never", "neither", "not"],
    ),
    (Lang::Id, &["tidak", "bukan", "tak", "tiada", "belum"]),
    (Lang::Vi, &["không", "chẳng", "chưa"]),
];

/// The words that start an affirmative answer, in each language.
const YES: &[(Lang, &[&str])] = &[
    (Lang::En, &["yes"]),
    (Lang::Id, &["ya", "iya"]),
    (Lang::Vi, &["có", "đúng"]),
];

/// How much longer (or shorter) than every other choice the right one must be
/// to tell: at least this many characters...
const MARGIN_CHARS: usize = 4;
/// ...and this many percent of the next one's length.
const MARGIN_PERCENT: usize = 8;

/// Whether `text`, a choice in `lang`, starts with a word of `words`.
fn starts_with(text: &str, lang: Lang, lists: &[(Lang, &[&str])]) -> bool {
    let first = text
        .split(|c: char| !c.is_alphanumeric())
        .find(|w| !w.is_empty())
        .map(str::to_lowercase);
    let Some(first) = first else {
        return false;
    };
    lists
        .iter()
        .filter(|(l, _)| *l == lang)
        .any(|(_, words)| words.contains(&first.as_str()))
}

/// Whether the choice reads as a "no" in `lang`.
fn is_negative(text: &str, lang: Lang) -> bool {
    starts_with(text, lang, NEGATIVE)
}

/// Whether a question is a yes-or-no one: some choice (in English) starts with
/// "yes" or a negative word.
fn yes_or_no(choices: &[Text]) -> bool {
    choices.iter().any(|c| {
        let en = c.get(Lang::En);
        is_negative(en, Lang::En) || starts_with(en, Lang::En, YES)
    })
}

/// Checks every choice step of `lesson`: the right answer neither the only
/// negative one nor the longest or shortest by a clear margin, in any language.
pub(crate) fn lesson(advice: &mut Advice<'_, '_>, lesson: &Lesson, parts: &LessonParts) {
    let saved = advice.problems.place.clone();
    for (number, (step, (span, raw, _))) in lesson.steps.iter().zip(&parts.steps).enumerate() {
        let Task::Choice {
            choices, correct, ..
        } = &step.task
        else {
            continue;
        };
        if choices.len() < 2 || *correct >= choices.len() {
            continue;
        }
        let at = raw
            .as_ref()
            .and_then(|r| r.choices.as_ref())
            .map_or(span.clone(), At::span);
        advice.problems.place = Place::Step(number + 1);
        let langs: Vec<Lang> = Lang::ALL
            .into_iter()
            .filter(|lang| choices.iter().all(|c| c.has(*lang)))
            .collect();
        let lone: Vec<Lang> = langs
            .iter()
            .filter(|lang| {
                let negative = |c: &Text| is_negative(c.get(**lang), **lang);
                negative(&choices[*correct])
                    && choices
                        .iter()
                        .enumerate()
                        .all(|(i, c)| i == *correct || !negative(c))
            })
            .copied()
            .collect();
        if !lone.is_empty() {
            let names: Vec<&str> = lone.iter().map(|lang| lang.native_name()).collect();
            let codes: Vec<&str> = lone.iter().map(|lang| lang.code()).collect();
            advice.said(
                &at,
                Said::new(
                    Code::OnlyNegativeAnswer,
                    format!(
                        "the right answer (choice {}) is the only negative one ({}): a learner picks the odd \"no\" without thinking; add a negative choice that is wrong (\"No, because ...\"), or ask so that the answer is \"yes\"",
                        correct + 1,
                        join_last(&names, "and")
                    ),
                )
                .with_args(vec![(correct + 1).to_string(), codes.join(",")]),
            );
        }
        for lang in &langs {
            if let Some(length) = by_length(choices, *correct, *lang) {
                let (right, other) = (length.right, length.other);
                let how = if length.longest {
                    format!(
                        "the longest by {} characters ({right} against at most {other})",
                        right - other
                    )
                } else {
                    format!(
                        "the shortest by {} characters ({right} against at least {other})",
                        other - right
                    )
                };
                advice.said(
                    &at,
                    Said::new(
                        Code::AnswerByLength,
                        format!(
                            "the right answer (choice {}) is {how} in {}: a learner can pick it by its length; give the choices a similar length",
                            correct + 1,
                            lang.native_name()
                        ),
                    )
                    .with_args(vec![
                        (correct + 1).to_string(),
                        lang.code().to_string(),
                        if length.longest { "longest" } else { "shortest" }.to_string(),
                        right.to_string(),
                        other.to_string(),
                        right.abs_diff(other).to_string(),
                    ]),
                );
            }
        }
    }
    advice.problems.place = saved;
}

/// The right choice's length against the others', when it is longer (or
/// shorter) than every other by a clear margin.
struct ByLength {
    /// The right choice is the longest, else the shortest.
    longest: bool,
    /// Its length, in characters.
    right: usize,
    /// The longest of the others (or the shortest).
    other: usize,
}

/// The right choice's [`ByLength`] when it is longer (or shorter) than every
/// other by a clear margin in `lang`.
fn by_length(choices: &[Text], correct: usize, lang: Lang) -> Option<ByLength> {
    let len = |c: &Text| c.get(lang).chars().count();
    let right = len(&choices[correct]);
    let others: Vec<usize> = choices
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != correct)
        .map(|(_, c)| len(c))
        .collect();
    let longest = others.iter().copied().max()?;
    let shortest = others.iter().copied().min()?;
    let clear = |big: usize, small: usize| {
        big >= small + MARGIN_CHARS && big * 100 >= small * (100 + MARGIN_PERCENT)
    };
    if clear(right, longest) {
        return Some(ByLength {
            longest: true,
            right,
            other: longest,
        });
    }
    if clear(shortest, right) {
        return Some(ByLength {
            longest: false,
            right,
            other: shortest,
        });
    }
    None
}

/// Across the lessons of `course` (the built-in ones and a teacher's apart):
/// right answers negative in more than half of the yes-or-no questions. Each
/// finding with whether it is the built-in course's (an error) or not (a warning).
pub fn balance(course: &Course) -> Vec<(CourseError, bool)> {
    let mut out = Vec::new();
    for built_in in [true, false] {
        let mut asked = 0;
        let mut negative = Vec::new();
        for lesson in course
            .lessons
            .iter()
            .filter(|l| l.origin.embedded == built_in)
        {
            for (number, step) in lesson.steps.iter().enumerate() {
                let Task::Choice {
                    choices, correct, ..
                } = &step.task
                else {
                    continue;
                };
                if !yes_or_no(choices) {
                    continue;
                }
                asked += 1;
                if choices
                    .get(*correct)
                    .is_some_and(|c| is_negative(c.get(Lang::En), Lang::En))
                {
                    negative.push((lesson.id.as_str(), number + 1));
                }
            }
        }
        if negative.len() * 2 > asked {
            let folder = if built_in { "lessons" } else { "your lessons" };
            let listed: Vec<String> = negative
                .iter()
                .map(|(id, number)| format!("{id} step {number}"))
                .collect();
            let listed: Vec<&str> = listed.iter().map(String::as_str).collect();
            // The steps as parts: `corners:3,parity:5`.
            let parts: Vec<String> = negative
                .iter()
                .map(|(id, number)| format!("{id}:{number}"))
                .collect();
            out.push((
                CourseError::of_file(
                    folder,
                    Code::MostlyNegativeAnswers,
                    format!(
                        "the right answer is negative in {} of the {asked} yes-or-no questions ({}): a learner soon picks \"no\" without reading; ask some so that the answer is \"yes\"",
                        negative.len(),
                        join_last(&listed, "and")
                    ),
                )
                .with_args(vec![
                    negative.len().to_string(),
                    asked.to_string(),
                    parts.join(","),
                ]),
                built_in,
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_negative_choice_starts_with_a_no_word_of_its_language() {
        assert!(is_negative("No: black passes", Lang::En));
        assert!(is_negative("None: every line ends there", Lang::En));
        assert!(!is_negative("Nobody's fault is mine", Lang::Id));
        assert!(is_negative("Tidak, hitam harus melangkah", Lang::Id));
        assert!(is_negative("Không: đen phải đi", Lang::Vi));
        assert!(!is_negative("Yes: it encloses e5", Lang::En));
        assert!(!is_negative("Note the corner", Lang::En));
    }

    #[test]
    fn a_clear_margin_is_four_characters_and_eight_percent() {
        let texts = |t: &[&str]| t.iter().map(|s| Text::en(*s)).collect::<Vec<_>>();
        let choices = texts(&["a".repeat(48).as_str(), &"b".repeat(44), &"c".repeat(40)]);
        assert!(by_length(&choices, 0, Lang::En).is_some());
        let close = texts(&["a".repeat(47).as_str(), &"b".repeat(44), &"c".repeat(40)]);
        assert!(by_length(&close, 0, Lang::En).is_none());
        let short = texts(&["a".repeat(18).as_str(), &"b".repeat(33), &"c".repeat(31)]);
        let found = by_length(&short, 0, Lang::En).unwrap();
        assert!(!found.longest);
        assert_eq!((found.right, found.other), (18, 31));
        assert!(by_length(&texts(&["3", "4", "5"]), 1, Lang::En).is_none());
    }
}
