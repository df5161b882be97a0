//! The glossary: the game's words in every language, each with what it means
//! and the lesson that teaches it, from one data file (`glossary/glossary.toml`,
//! built in like the course). It is read here into a validated [`Glossary`]:
//! every text in every language, ids unique, and (once the course is known)
//! every term's lesson in the course.

use serde::Deserialize;
use toml::Spanned;
use toml::de::DeValue;

use super::codes::Code;
use super::error::{CourseError, CourseErrors, Problems, Said};
use super::fields::{self, Languages};
use super::model::{Course, Text};
use super::parse::{self, Dropped, did_you_mean};
use super::raw::{At, RawText};

/// The built-in glossary's name in messages.
const GLOSSARY_FILE: &str = "glossary/glossary.toml";

/// glossary/glossary.toml as it was when the binary was built.
static GLOSSARY: &str = include_str!("../../glossary/glossary.toml");

/// One word of the game, explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Term {
    /// Its id: lowercase letters, digits and hyphens (`x-square`).
    pub id: String,
    /// The word itself, in each language (`corner`, `sudut`, `góc`).
    pub name: Text,
    /// What it means, in a sentence or two.
    pub meaning: Text,
    /// The id of the lesson that teaches it.
    pub lesson: String,
}

/// Every term, in the file's order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Glossary {
    /// The terms.
    pub terms: Vec<Term>,
}

/// The file's own fields.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGlossary {
    /// The version of this file format; must be 1.
    format_version: Option<At<i64>>,
}

/// One `[[term]]`.
#[derive(Debug, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a term: a [[term]] table with id = ..., lesson = ..., term = ..., meaning = ..."
)]
struct RawTerm {
    id: Option<At<String>>,
    lesson: Option<At<String>>,
    term: Option<At<RawText>>,
    meaning: Option<At<RawText>>,
}

/// The built-in glossary, checked against `course` (the lesson each term names
/// must be in it); every problem if it has any (`check` and the tests make sure
/// it has none).
pub fn built_in(course: &Course) -> Result<Glossary, CourseErrors> {
    let text = GLOSSARY;
    // In the tests, with the tests' language added (see `crate::i18n::test_language`).
    #[cfg(test)]
    let text = crate::i18n::test_language::translated_text(text);
    read(GLOSSARY_FILE, text, Some(course))
}

/// Reads the glossary `text` (shown as `file` in messages), every text in every
/// language; with `course`, each term's lesson must be one of its lessons.
pub fn read(file: &str, text: &str, course: Option<&Course>) -> Result<Glossary, CourseErrors> {
    let mut problems = Problems::new(file, text);
    let glossary = terms(&mut problems, course);
    let mut found = problems.found;
    found.sort_by_key(|e| e.location.map(|at| (at.line, at.column)));
    match glossary {
        Some(glossary) if found.is_empty() => Ok(glossary),
        _ => Err(CourseErrors(found)),
    }
}

fn terms(problems: &mut Problems<'_>, course: Option<&Course>) -> Option<Glossary> {
    let document = parse::parse_document(problems)?;
    let span = document.span();
    let mut table = document.into_inner();
    let items = parse::take_array(problems, &mut table, "term");
    let (head, dropped) =
        parse::read_item::<RawGlossary>(problems, Spanned::new(span, DeValue::Table(table)));
    let version = head.as_ref().and_then(|h| h.format_version.as_ref());
    fields::format_version(problems, version, &dropped);
    if items.is_empty() {
        problems.at_offset(
            problems.text.len(),
            Code::NoGlossaryTerms,
            "the glossary has no terms: add [[term]] tables",
        );
    }
    let mut glossary = Glossary::default();
    for item in items {
        let span = item.span();
        let (raw, dropped) = parse::read_item::<RawTerm>(problems, item);
        let Some(raw) = raw else { continue };
        if let Some(term) = term(problems, &span, &raw, &dropped, course) {
            if glossary.terms.iter().any(|t| t.id == term.id) {
                problems.said_at(
                    &span,
                    Said::new(
                        Code::GlossaryTermTwice,
                        format!(
                            "term `{}`: the id is used twice: give each term its own",
                            term.id
                        ),
                    )
                    .with_args(vec![term.id.clone()]),
                );
                continue;
            }
            glossary.terms.push(term);
        }
    }
    Some(glossary)
}

fn term(
    problems: &mut Problems<'_>,
    span: &std::ops::Range<usize>,
    raw: &RawTerm,
    dropped: &Dropped,
    course: Option<&Course>,
) -> Option<Term> {
    let id = fields::id(problems, raw.id.as_ref(), span, "term", dropped);
    let languages = Languages::every(true);
    let name = fields::required_text(
        problems,
        "term",
        raw.term.as_ref(),
        span,
        languages,
        dropped,
    );
    let meaning = fields::required_text(
        problems,
        "meaning",
        raw.meaning.as_ref(),
        span,
        languages,
        dropped,
    );
    let lesson = match &raw.lesson {
        None => {
            if !dropped.contains("lesson") {
                problems.said_at(span, Said::new(Code::GlossaryMissingLesson, "`lesson` is missing: name the lesson that teaches the term, e.g. lesson = \"corners\""));
            }
            None
        }
        Some(lesson) => linked(problems, lesson, id.as_deref(), course),
    };
    Some(Term {
        id: id?,
        name: name?,
        meaning: meaning?,
        lesson: lesson?,
    })
}

/// The lesson a term names, when `course` has it (or no course is given).
fn linked(
    problems: &mut Problems<'_>,
    lesson: &At<String>,
    term: Option<&str>,
    course: Option<&Course>,
) -> Option<String> {
    let wanted = lesson.get_ref().trim();
    let Some(course) = course else {
        return Some(wanted.to_string());
    };
    if course.lesson(wanted).is_some() {
        return Some(wanted.to_string());
    }
    let ids: Vec<&str> = course.lessons.iter().map(|l| l.id.as_str()).collect();
    let meant = did_you_mean(wanted, &ids)
        .or_else(|| ids.iter().copied().find(|id| id.starts_with(wanted)));
    let suggestion = meant
        .map(|id| format!("did you mean \"{id}\"? "))
        .unwrap_or_default();
    let term = term.unwrap_or("?");
    problems.said_at(
        &lesson.span(),
        Said::new(
            Code::GlossaryUnknownLesson,
            format!(
                "term `{term}`: no lesson has the id \"{wanted}\": {suggestion}name the lesson that teaches the term"
            ),
        )
        .with_args(vec![
            term.to_string(),
            wanted.to_string(),
            meant.unwrap_or_default().to_string(),
        ]),
    );
    None
}

/// The problems of the built-in glossary against `course`, for `check`.
pub fn problems(course: &Course) -> Vec<CourseError> {
    built_in(course).err().map(|e| e.0).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::course::embedded_course;
    use crate::lang::Lang;

    #[test]
    fn the_built_in_glossary_has_the_rules_documents_words_each_taught_in_a_lesson() {
        let course = embedded_course().unwrap();
        let glossary = built_in(&course).unwrap();
        let indonesian: Vec<&str> = glossary
            .terms
            .iter()
            .map(|t| t.name.get(Lang::Id))
            .collect();
        for word in ["mengapit", "membalik", "lewati giliran", "sudut"] {
            assert!(indonesian.contains(&word), "{word}: {indonesian:?}");
        }
        for term in &glossary.terms {
            assert!(course.lesson(&term.lesson).is_some(), "{}", term.id);
            assert!(term.name.missing().is_empty() && term.meaning.missing().is_empty());
        }
    }
}
