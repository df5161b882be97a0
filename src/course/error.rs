//! Problems found in lesson and puzzle files, each with its file, line, column and
//! place (lesson step or puzzle), worded so a teacher knows what to change.

use std::fmt;
use std::ops::Range;

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
    /// What is wrong and how to fix it.
    pub message: String,
}

impl fmt::Display for CourseError {
    /// `lessons/02-first-move.toml:31:10: step 4: message`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, None)
    }
}

impl CourseError {
    /// The problem as a warning: `my/lesson.toml:31:10: warning: step 4: message`.
    pub fn as_warning(&self) -> AsWarning<'_> {
        AsWarning(self)
    }

    fn write(&self, f: &mut fmt::Formatter<'_>, severity: Option<&str>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(at) = self.location {
            write!(f, ":{}:{}", at.line, at.column)?;
        }
        if let Some(severity) = severity {
            write!(f, ": {severity}")?;
        }
        if self.place != Place::File {
            write!(f, ": {}", self.place)?;
        }
        write!(f, ": {}", self.message)
    }
}

/// A [`CourseError`] shown as a warning (see [`CourseError::as_warning`]).
#[derive(Clone, Copy, Debug)]
pub struct AsWarning<'a>(&'a CourseError);

impl fmt::Display for AsWarning<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write(f, Some("warning"))
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
        }
    }

    /// A problem at byte `offset`.
    pub fn at_offset(&mut self, offset: usize, message: impl Into<String>) {
        if self.found.len() >= MAX_PROBLEMS_SHOWN {
            self.total += 1;
            return;
        }
        let location = Some(Location::of_offset(self.text, offset));
        self.push(location, message.into());
    }

    /// A problem with the value at `span`.
    pub fn at(&mut self, span: &Range<usize>, message: impl Into<String>) {
        self.at_offset(span.start, message);
    }

    /// A problem with no particular place in the file.
    pub fn whole_file(&mut self, message: impl Into<String>) {
        self.push(None, message.into());
    }

    fn push(&mut self, location: Option<Location>, message: String) {
        self.total += 1;
        if self.found.len() >= MAX_PROBLEMS_SHOWN {
            return;
        }
        self.found.push(CourseError {
            file: self.file.to_string(),
            location,
            lesson: self.lesson.clone(),
            place: self.place.clone(),
            message,
        });
    }

    /// A warning about the value at `span`: the file still joins the course.
    pub fn warn_at(&mut self, span: &Range<usize>, message: impl Into<String>) {
        self.warnings_total += 1;
        if self.warnings.len() >= MAX_PROBLEMS_SHOWN {
            return;
        }
        self.warnings.push(CourseError {
            file: self.file.to_string(),
            location: Some(Location::of_offset(self.text, span.start)),
            lesson: self.lesson.clone(),
            place: self.place.clone(),
            message: message.into(),
        });
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
            message: "accept lists e3".into(),
        };
        assert_eq!(
            e.to_string(),
            "lessons/02-first-move.toml:31:10: step 4: accept lists e3"
        );
        assert_eq!(
            e.as_warning().to_string(),
            "lessons/02-first-move.toml:31:10: warning: step 4: accept lists e3"
        );
    }
}
