//! Problems found in lesson and puzzle files, each with its file, line, column and
//! place (lesson step or puzzle), worded so a teacher knows what to change.

use std::fmt;
use std::ops::Range;

use super::check::{Severity, english, line};
use super::codes::Code;

/// A line and column in a file, both counted from 1 (the column in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location {
    /// Line, from 1.
    pub line: usize,
    /// Column in characters, from 1.
    pub column: usize,
}

impl Location {
    /// The location of byte `offset` in `text` (clamped to the text).
    pub fn of_offset(text: &str, offset: usize) -> Location {
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let before = &text[..offset];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let column = before[line_start..].chars().count() + 1;
        Location { line, column }
    }
}

/// Where in the course a problem is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// The file as a whole (syntax, format version, the lesson's own fields).
    File,
    /// A lesson step, numbered from 1.
    Step(usize),
    /// A puzzle: its number in the file (from 1) and its id when it has one.
    Puzzle { number: usize, id: Option<String> },
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::File => Ok(()),
            Place::Step(n) => write!(f, "step {n}"),
            Place::Puzzle { id: Some(id), .. } => write!(f, "puzzle {id}"),
            Place::Puzzle { number, id: None } => write!(f, "puzzle {number}"),
        }
    }
}

/// One problem in a lesson or puzzle file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct CourseError {
    /// The file, as shown to the user.
    pub file: String,
    /// Where in the file, when known.
    pub location: Option<Location>,
    /// The id of the lesson the file holds, when it is a lesson with an id.
    pub lesson: Option<String>,
    /// The lesson step or puzzle concerned.
    pub place: Place,
    /// Which finding it is: a stable code (see [`Code`]).
    pub code: Code,
    /// What is wrong and how to fix it (English).
    pub message: String,
    /// The parts of the message that a translation of it needs (see
    /// `crate::i18n::check`), when it has one.
    pub args: Vec<String>,
}

impl fmt::Display for CourseError {
    /// `lessons/02-first-move.toml:31:10: error[bad-square]: step 4: message`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&line(english(), Severity::Error, self))
    }
}

impl CourseError {
    /// A problem with a whole file (or folder), with no line in it.
    pub fn of_file(file: &str, code: Code, message: String) -> CourseError {
        CourseError {
            file: file.to_string(),
            location: None,
            lesson: None,
            place: Place::File,
            code,
            message,
            args: Vec::new(),
        }
    }

    /// The same finding with the parts a translation of its message needs.
    pub fn with_args(mut self, args: Vec<String>) -> CourseError {
        self.args = args;
        self
    }

    /// The problem as a warning: `my/lesson.toml:31:10: warning[too-many-words]: step 4: message`.
    pub fn as_warning(&self) -> AsWarning<'_> {
        AsWarning(self)
    }
}

/// A [`CourseError`] shown as a warning (see [`CourseError::as_warning`]).
#[derive(Clone, Copy, Debug)]
pub struct AsWarning<'a>(&'a CourseError);

impl fmt::Display for AsWarning<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&line(english(), Severity::Warning, self.0))
    }
}

/// Every problem found while loading a course (never empty when returned as an error).
#[derive(Clone, Debug, Default, PartialEq, Eq, thiserror::Error)]
pub struct CourseErrors(pub Vec<CourseError>);

impl fmt::Display for CourseErrors {
    /// One problem per line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, error) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{error}")?;
        }
        Ok(())
    }
}

impl CourseErrors {
    /// How many problems.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The problems in order.
    pub fn iter(&self) -> std::slice::Iter<'_, CourseError> {
        self.0.iter()
    }
}

/// A finding as said: its code, its English message and the parts a
/// translation of the message needs (see `crate::i18n::check`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// Which finding.
    pub code: Code,
    /// The message in English.
    pub message: String,
    /// The parts a translation puts in its own words (none: English only).
    pub args: Vec<String>,
}

impl Said {
    /// A finding said in English only.
    pub fn new(code: Code, message: impl Into<String>) -> Said {
        Said {
            code,
            message: message.into(),
            args: Vec::new(),
        }
    }

    /// The same finding with the parts a translation of it needs.
    pub fn with_args(mut self, args: Vec<String>) -> Said {
        self.args = args;
        self
    }
}

/// Collects the problems of one file as they are found.
#[derive(Debug)]
pub(crate) struct Problems<'a> {
    /// The file's name as shown.
    pub file: &'a str,
    /// The file's text, to turn byte offsets into lines and columns.
    pub text: &'a str,
    /// The id of the lesson being read, if known.
    pub lesson: Option<String>,
    /// Where the problems being reported now are.
    pub place: Place,
    /// Found so far, the first [`MAX_PROBLEMS_SHOWN`] of them.
    pub found: Vec<CourseError>,
    /// How many were found, shown or not.
    total: usize,
    /// Advice on the file's craft that does not keep it out of the course (the
    /// first [`MAX_PROBLEMS_SHOWN`] of them).
    pub warnings: Vec<CourseError>,
    /// How many warnings were found, shown or not.
    warnings_total: usize,
    /// Whether to prove what the file's prose says (nudges, spoilers, the
    /// craft advice) on top of its rules. Off only for the built-in course
    /// when the tutor loads it: `check` and the tests prove it in full.
    pub prove_prose: bool,
}

/// At most this many problems of one file are kept (with their line and column);
/// the rest are only counted, so that a huge broken file is reported quickly.
pub const MAX_PROBLEMS_SHOWN: usize = 100;

impl<'a> Problems<'a> {
    /// An empty list for `file`.
    pub fn new(file: &'a str, text: &'a str) -> Problems<'a> {
        Problems {
            file,
            text,
            lesson: None,
            place: Place::File,
            found: Vec::new(),
            total: 0,
            warnings: Vec::new(),
            warnings_total: 0,
            prove_prose: true,
        }
    }

    /// A problem at byte `offset`.
    pub fn at_offset(&mut self, offset: usize, code: Code, message: impl Into<String>) {
        self.said_at_offset(offset, Said::new(code, message));
    }

    /// A problem at byte `offset`, with the parts a translation needs.
    pub fn said_at_offset(&mut self, offset: usize, said: Said) {
        if self.found.len() >= MAX_PROBLEMS_SHOWN {
            self.total += 1;
            return;
        }
        let location = Some(Location::of_offset(self.text, offset));
        self.push(location, said);
    }

    /// A problem with the value at `span`.
    pub fn at(&mut self, span: &Range<usize>, code: Code, message: impl Into<String>) {
        self.said_at_offset(span.start, Said::new(code, message));
    }

    /// A problem with the value at `span`, with the parts a translation needs.
    pub fn said_at(&mut self, span: &Range<usize>, said: Said) {
        self.said_at_offset(span.start, said);
    }

    /// A problem with no particular place in the file, with the parts a
    /// translation needs.
    pub fn said_whole_file(&mut self, said: Said) {
        self.push(None, said);
    }

    fn finding(&self, location: Option<Location>, said: Said) -> CourseError {
        CourseError {
            file: self.file.to_string(),
            location,
            lesson: self.lesson.clone(),
            place: self.place.clone(),
            code: said.code,
            message: said.message,
            args: said.args,
        }
    }

    fn push(&mut self, location: Option<Location>, said: Said) {
        self.total += 1;
        if self.found.len() >= MAX_PROBLEMS_SHOWN {
            return;
        }
        let found = self.finding(location, said);
        self.found.push(found);
    }

    /// A warning about the value at `span` (with the parts a translation
    /// needs): the file still joins the course.
    pub fn said_warn_at(&mut self, span: &Range<usize>, said: Said) {
        self.warnings_total += 1;
        if self.warnings.len() >= MAX_PROBLEMS_SHOWN {
            return;
        }
        let found = self.finding(Some(Location::of_offset(self.text, span.start)), said);
        self.warnings.push(found);
    }

    /// How many warnings so far, shown or not.
    pub fn warning_count(&self) -> usize {
        self.warnings_total
    }

    /// How many problems so far, shown or not.
    pub fn count(&self) -> usize {
        self.total
    }

    /// How many problems were found but not kept.
    pub fn hidden(&self) -> usize {
        self.total - self.found.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_become_lines_and_character_columns() {
        let text = "a = 1\nsay = \"Tiếng x\"\n";
        assert_eq!(
            Location::of_offset(text, 0),
            Location { line: 1, column: 1 }
        );
        let x = text.find('x').unwrap();
        assert_eq!(
            Location::of_offset(text, x),
            Location {
                line: 2,
                column: 14
            }
        );
    }

    #[test]
    fn an_error_reads_file_line_column_place_message() {
        let e = CourseError {
            file: "lessons/02-first-move.toml".into(),
            location: Some(Location {
                line: 31,
                column: 10,
            }),
            lesson: Some("first-move".into()),
            place: Place::Step(4),
            code: Code::IllegalAccept,
            message: "accept lists e3".into(),
            args: Vec::new(),
        };
        assert_eq!(
            e.to_string(),
            "lessons/02-first-move.toml:31:10: error[illegal-accept]: step 4: accept lists e3"
        );
        assert_eq!(
            e.as_warning().to_string(),
            "lessons/02-first-move.toml:31:10: warning[illegal-accept]: step 4: accept lists e3"
        );
    }
}
