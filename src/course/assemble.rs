//! Assembling a course from many files: embedded ones, files and folders on disk.
//! Each file is read and validated on its own; ids are then checked across all of
//! them, and every problem of every file is kept.

use std::collections::HashMap;
use std::io::Read;
use std::ops::Range;
use std::path::Path;

use toml::Spanned;
use toml::de::DeValue;

use super::error::{CourseError, CourseErrors, Location, MAX_PROBLEMS_SHOWN, Place, Problems};
use super::fields::{self, Languages};
use super::model::{Course, Origin};
use super::parse::{self, FileKind, MAX_FILE_BYTES};
use super::raw::RawPuzzle;
use super::{lesson, puzzle};

/// Builds a course file by file, collecting every problem.
#[derive(Debug, Default)]
pub struct CourseLoader {
    /// The valid lessons and puzzles so far.
    course: Course,
    /// Every problem so far.
    errors: Vec<CourseError>,
    /// Where each lesson id was first seen (`file:line:column`).
    lesson_ids: HashMap<String, String>,
    /// Where each puzzle id was first seen.
    puzzle_ids: HashMap<String, String>,
    /// Lesson files read, valid or not.
    lessons_read: usize,
    /// Puzzles read, valid or not.
    puzzles_read: usize,
    /// Require en, id and vi in every file, not only embedded ones.
    all_languages: bool,
}

impl CourseLoader {
    /// An empty course.
    pub fn new() -> CourseLoader {
        CourseLoader::default()
    }

    /// Requires every text in every file to carry en, id and vi, as the embedded
    /// course must (embedded files always do).
    pub fn require_all_languages(&mut self, yes: bool) {
        self.all_languages = yes;
    }

    /// How many lesson files were read, valid or not.
    pub fn lessons_read(&self) -> usize {
        self.lessons_read
    }

    /// How many puzzles were read, valid or not.
    pub fn puzzles_read(&self) -> usize {
        self.puzzles_read
    }

    /// The problems found so far.
    pub fn errors(&self) -> &[CourseError] {
        &self.errors
    }

    /// The course, if no problem was found; otherwise every problem.
    pub fn finish(self) -> Result<Course, CourseErrors> {
        if self.errors.is_empty() {
            Ok(self.course)
        } else {
            Err(CourseErrors(self.errors))
        }
    }

    /// Reads every `*.toml` file of `dir`, in file-name order. `hint` says what the
    /// files are when their content does not (a file with `[[step]]` tables is a
    /// lesson and one with `[[puzzle]]` tables a puzzle file, wherever it is).
    pub fn add_folder(&mut self, dir: &Path, hint: Option<FileKind>) {
        let entries = match std::fs::read_dir(dir) {
            Ok(entries) => entries,
            Err(e) => {
                self.refuse(
                    &dir.display().to_string(),
                    format!("cannot read this folder: {e}"),
                );
                return;
            }
        };
        let mut files: Vec<_> = entries
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "toml") && path.is_file())
            .collect();
        files.sort_by(|a, b| a.file_name().cmp(&b.file_name()));
        for file in files {
            self.add_path(&file, hint);
        }
    }

    /// Takes the ids `other` has seen as used, except those of the files named in
    /// `except` (`lessons/01-first-move.toml`), which are being checked anew.
    pub fn reserve_ids(&mut self, other: &CourseLoader, except: &[String]) {
        let kept = |place: &String| {
            !except
                .iter()
                .any(|file| place.starts_with(&format!("{file}:")))
        };
        for (mine, theirs) in [
            (&mut self.lesson_ids, &other.lesson_ids),
            (&mut self.puzzle_ids, &other.puzzle_ids),
        ] {
            for (id, place) in theirs.iter().filter(|(_, place)| kept(place)) {
                mine.entry(id.clone())
                    .or_insert_with(|| format!("{place} (built in)"));
            }
        }
    }

    /// Reads one file from disk (refusing one over 1 MiB without reading it).
    pub fn add_path(&mut self, path: &Path, hint: Option<FileKind>) {
        self.add_path_as(path, hint, false);
    }

    /// Reads one file from disk; `embedded` holds it to the embedded course's rules.
    pub fn add_path_as(&mut self, path: &Path, hint: Option<FileKind>, embedded: bool) {
        let name = path.display().to_string();
        let mut bytes = Vec::new();
        let read = std::fs::File::open(path).and_then(|file| {
            let size = file.metadata()?.len();
            if size > MAX_FILE_BYTES as u64 {
                return Ok(size);
            }
            file.take(MAX_FILE_BYTES as u64 + 1)
                .read_to_end(&mut bytes)?;
            Ok(bytes.len() as u64)
        });
        match read {
            Ok(size) if size > MAX_FILE_BYTES as u64 => self.refuse(
                &name,
                format!("the file is {size} bytes; lesson and puzzle files may be at most {MAX_FILE_BYTES} bytes (1 MiB): split it into several files"),
            ),
            Ok(_) => self.add_file(&name, &bytes, embedded, hint),
            Err(e) => self.refuse(&name, format!("cannot read this file: {e}")),
        }
    }

    /// Reads one file from its bytes. `file` is the name shown in messages;
    /// `embedded` files must carry all three languages.
    pub fn add_file(&mut self, file: &str, bytes: &[u8], embedded: bool, hint: Option<FileKind>) {
        let text = match parse::text_of(file, bytes) {
            Ok(text) => text,
            Err(error) => {
                self.count_unreadable(hint);
                self.errors.push(*error);
                return;
            }
        };
        let origin = Origin {
            file: file.to_string(),
            embedded,
        };
        let languages = if embedded || self.all_languages {
            Languages::AllRequired
        } else {
            Languages::EnglishEnough
        };
        let mut problems = Problems::new(file, text);
        match parse::parse_document(&mut problems) {
            None => self.count_unreadable(hint),
            Some(document) => match parse::kind_of(&mut problems, document.get_ref(), hint) {
                Some(FileKind::Lesson) => {
                    self.add_lesson(&mut problems, document, &origin, languages)
                }
                Some(FileKind::Puzzles) => {
                    self.add_puzzles(&mut problems, document, &origin, languages)
                }
                None => {}
            },
        }
        // In file order, as a teacher reads them.
        problems
            .found
            .sort_by_key(|e| e.location.map(|at| (at.line, at.column)));
        let hidden = problems.hidden();
        self.errors.append(&mut problems.found);
        if hidden > 0 {
            self.refuse(
                file,
                format!("{hidden} more problems in this file are not shown: fix the first {MAX_PROBLEMS_SHOWN} and check again"),
            );
        }
    }

    fn count_unreadable(&mut self, hint: Option<FileKind>) {
        if hint == Some(FileKind::Lesson) {
            self.lessons_read += 1;
        }
    }

    fn refuse(&mut self, file: &str, message: String) {
        self.errors.push(CourseError {
            file: file.to_string(),
            location: None,
            lesson: None,
            place: Place::File,
            message,
        });
    }

    fn add_lesson(
        &mut self,
        problems: &mut Problems<'_>,
        document: Spanned<toml::de::DeTable<'_>>,
        origin: &Origin,
        languages: Languages,
    ) {
        self.lessons_read += 1;
        let peeked = document
            .get_ref()
            .get("id")
            .and_then(|id| id.get_ref().as_str());
        problems.lesson = peeked.map(str::to_string);
        let parts = parse::lesson_parts(problems, document);
        let id = parts
            .head
            .as_ref()
            .and_then(|h| h.id.as_ref())
            .map(|id| (id.get_ref().clone(), id.span()));
        let lesson = lesson::lesson(problems, parts, origin, languages);
        if let Some((id, span)) = id {
            problems.place = Place::File;
            if !unique(problems, &mut self.lesson_ids, "lesson", &id, &span) {
                return;
            }
        }
        if let Some(lesson) = lesson {
            self.course.lessons.push(lesson);
        }
    }

    fn add_puzzles(
        &mut self,
        problems: &mut Problems<'_>,
        document: Spanned<toml::de::DeTable<'_>>,
        origin: &Origin,
        languages: Languages,
    ) {
        let parts = parse::puzzle_parts(problems, document);
        let version = parts.head.as_ref().and_then(|h| h.format_version.as_ref());
        fields::format_version(problems, version, &parse::Dropped::default());
        if parts.puzzles.is_empty() {
            problems.at_offset(
                problems.text.len(),
                "the file has no puzzles: add [[puzzle]] tables",
            );
        }
        for (i, item) in parts.puzzles.into_iter().enumerate() {
            self.puzzles_read += 1;
            let span = item.span();
            let id = peek_id(&item);
            problems.place = Place::Puzzle {
                number: i + 1,
                id: id.as_ref().map(|(id, _)| id.clone()),
            };
            let (raw, dropped) = parse::read_item::<RawPuzzle>(problems, item);
            let puzzle = raw
                .and_then(|raw| puzzle::puzzle(problems, &span, &raw, &dropped, origin, languages));
            let fresh = id
                .is_none_or(|(id, at)| unique(problems, &mut self.puzzle_ids, "puzzle", &id, &at));
            if let (Some(puzzle), true) = (puzzle, fresh) {
                self.course.puzzles.push(puzzle);
            }
        }
        problems.place = Place::File;
    }
}

/// A puzzle table's id and its place, read before the table is checked.
fn peek_id(item: &Spanned<DeValue<'_>>) -> Option<(String, Range<usize>)> {
    let id = item.get_ref().get("id")?;
    Some((id.get_ref().as_str()?.to_string(), id.span()))
}

/// Records `id` as seen here; reports it and returns false if it was seen before.
fn unique(
    problems: &mut Problems<'_>,
    seen: &mut HashMap<String, String>,
    what: &str,
    id: &str,
    span: &Range<usize>,
) -> bool {
    let at = Location::of_offset(problems.text, span.start);
    let here = format!("{}:{}:{}", problems.file, at.line, at.column);
    if let Some(first) = seen.get(id) {
        problems.at(
            span,
            format!("{what} id \"{id}\" is already used by {first}: every {what} needs its own id; rename one of them"),
        );
        return false;
    }
    seen.insert(id.to_string(), here);
    true
}
