//! What loading gives a front end: the course, the notices worth a line (a
//! teacher's file replacing a built-in one), and the files left out because of
//! their problems. A teacher's folders never stop the tutor: a broken file is
//! left out and everything else runs.

use std::fmt;
use std::path::PathBuf;

use super::error::CourseError;
use super::model::Course;

/// The course as loaded at run time, with what the learner's teacher should know.
#[derive(Clone, Debug, Default)]
pub struct LoadedCourse {
    /// Every valid lesson and puzzle.
    pub course: Course,
    /// Things worth one line each, that are not problems.
    pub notices: Vec<Notice>,
    /// Files (and folders) left out because of their problems, in the order read.
    pub skipped: Vec<Skipped>,
}

/// Which kind of item an id names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// A lesson.
    Lesson,
    /// A puzzle.
    Puzzle,
}

impl Item {
    /// `lesson` or `puzzle`.
    pub const fn name(self) -> &'static str {
        match self {
            Item::Lesson => "lesson",
            Item::Puzzle => "puzzle",
        }
    }
}

/// Something a teacher should know about the course as loaded, that is not a problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A teacher's lesson or puzzle has the id of a built-in one, and takes its place.
    Replaces {
        /// Lesson or puzzle.
        item: Item,
        /// The id they share.
        id: String,
        /// The teacher's file, as shown.
        file: String,
        /// The built-in file it replaces (`lessons/01-first-move.toml`).
        built_in: String,
    },
}

impl fmt::Display for Notice {
    /// `my/first.toml: lesson "first-move" replaces the built-in one in lessons/01-first-move.toml`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notice::Replaces {
                item,
                id,
                file,
                built_in,
            } => write!(
                f,
                "{file}: {} \"{id}\" replaces the built-in one in {built_in}",
                item.name()
            ),
        }
    }
}

/// A file (or a folder) left out of the course because of its problems.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    /// The file or folder, as shown.
    pub file: String,
    /// What to give `reversi-tutor check` for the details: the teacher's folder the
    /// file came from, or the file itself; `None` for a built-in file.
    pub check: Option<PathBuf>,
    /// Its problems as shown (at most the first 100 of a file, then a note of how
    /// many more there are).
    pub errors: Vec<CourseError>,
}
