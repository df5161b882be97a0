//! Assembling a course from many files: embedded ones, files and folders on disk.
//! Each file is read and validated on its own, and joins the course only when it
//! has no problem; ids are checked across all files. A teacher's lesson or puzzle
//! with a built-in id replaces the built-in one. Every problem of every file is kept
//! for `check`, and each file left out is listed for the tutor's front ends.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use toml::Spanned;

use super::codes::Code;
use super::error::{
    CourseError, CourseErrors, Location, MAX_PROBLEMS_SHOWN, Place, Problems, Said,
};
use super::fields::{self, Languages};
use super::ids::{Claim, Seen, peek_id};
use super::loaded::{Item, LoadedCourse, Notice, Skipped};
use super::model::{Course, Lesson, Origin, Puzzle};
use super::parse::{self, FileKind, MAX_FILE_BYTES};
use super::puzzle_craft::{self, WrittenHint};
use super::raw::{At, RawPuzzle};
use super::{lesson, puzzle, puzzle_set};
use crate::engine::symmetry::Canonical;
use crate::untrusted::{ReadError, read_limited};

/// What one file brings, kept apart until the file is known to have no problem.
#[derive(Debug, Default)]
struct FileItems {
    lessons: Vec<Lesson>,
    puzzles: Vec<Puzzle>,
    /// The built-in items this file's items replace.
    notices: Vec<Notice>,
    /// Where the board of each of its puzzles is.
    positions: Vec<(Canonical, SeenBoard)>,
}

/// A puzzle's board as first seen: which puzzle shows it, and where.
#[derive(Clone, Debug)]
struct SeenBoard {
    /// The puzzle's id.
    id: String,
    /// `puzzles/corner.toml:40:1`.
    place: String,
    /// Whether it is a built-in puzzle.
    built_in: bool,
}

/// Builds a course file by file, collecting every problem.
#[derive(Debug, Default)]
pub struct CourseLoader {
    /// The lessons and puzzles of every file without problems so far.
    course: Course,
    /// Every problem shown so far, file by file.
    errors: Vec<CourseError>,
    /// Every problem found so far, shown or not.
    problems: usize,
    /// Every warning shown so far (advice that leaves a file in the course), file by file.
    warnings: Vec<CourseError>,
    /// Every warning found so far, shown or not.
    warning_count: usize,
    /// Built-in items replaced so far.
    notices: Vec<Notice>,
    /// Files and folders left out so far.
    skipped: Vec<Skipped>,
    /// Where each lesson id was first seen.
    lesson_ids: HashMap<String, Seen>,
    /// Where each puzzle id was first seen.
    puzzle_ids: HashMap<String, Seen>,
    /// The puzzle showing each board (up to symmetry and colours) so far.
    boards: HashMap<Canonical, SeenBoard>,
    /// Lesson files read, valid or not.
    lessons_read: usize,
    /// Puzzles read, valid or not.
    puzzles_read: usize,
    /// Require en, id and vi in every file, not only embedded ones.
    all_languages: bool,
    /// Take the built-in files' prose as proved (see [`CourseLoader::trust_built_in_prose`]).
    built_in_prose_proved: bool,
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

    /// Checks the built-in files' rules but not what their prose says (nudges,
    /// spoilers, the craft advice): for the tutor's start, which needs the
    /// course and not `check`'s advice on it. `check` and `cargo test` prove
    /// the built-in prose in full; a teacher's files are always proved.
    pub fn trust_built_in_prose(&mut self) {
        self.built_in_prose_proved = true;
    }

    /// How many lesson files were read, valid or not.
    pub fn lessons_read(&self) -> usize {
        self.lessons_read
    }

    /// How many puzzles were read, valid or not.
    pub fn puzzles_read(&self) -> usize {
        self.puzzles_read
    }

    /// The problems found so far, as shown (a file's problems past the first
    /// [`MAX_PROBLEMS_SHOWN`] are summed up in one line).
    pub fn errors(&self) -> &[CourseError] {
        &self.errors
    }

    /// How many problems were found so far, shown or not.
    pub fn problem_count(&self) -> usize {
        self.problems
    }

    /// The warnings found so far, as shown: advice on a teacher's file that does
    /// not keep it out of the course (a file's past the first
    /// [`MAX_PROBLEMS_SHOWN`] are summed up in one line).
    pub fn warnings(&self) -> &[CourseError] {
        &self.warnings
    }

    /// How many warnings were found so far, shown or not.
    pub fn warning_count(&self) -> usize {
        self.warning_count
    }

    /// The built-in lessons and puzzles replaced so far.
    pub fn notices(&self) -> &[Notice] {
        &self.notices
    }

    /// The course, if no problem was found; otherwise every problem.
    pub fn finish(self) -> Result<Course, CourseErrors> {
        if self.problems == 0 {
            Ok(self.course)
        } else {
            Err(CourseErrors(self.errors))
        }
    }

    /// Checks what ties the parts of the course read so far together (see
    /// [`super::links`]): each problem counts as one of the course's; and
    /// whether its yes-or-no questions mostly have "no" for an answer
    /// ([`super::telling::balance`]).
    pub fn check_links(&mut self) {
        let found = super::links::problems(&self.course);
        self.problems += found.len();
        self.errors.extend(found);
        // Advice on the course as a whole: an error in the built-in course.
        for (finding, built_in) in super::telling::balance(&self.course) {
            if built_in {
                self.problems += 1;
                self.errors.push(finding);
            } else {
                self.warning_count += 1;
                self.warnings.push(finding);
            }
        }
    }

    /// Checks the built-in glossary (see [`super::glossary`]) against the
    /// course read so far: each problem counts as one of the course's.
    pub fn check_glossary(&mut self) {
        let found = super::glossary::problems(&self.course);
        self.problems += found.len();
        self.errors.extend(found);
    }

    /// Checks the puzzles read so far as a set (see [`super::puzzle_set`]): the
    /// greedy share of the built-in endgames is an error, that of a teacher's a
    /// warning.
    pub fn check_puzzle_set(&mut self) {
        for built_in in [true, false] {
            let puzzles = self
                .course
                .puzzles
                .iter()
                .filter(|p| p.origin.embedded == built_in);
            let Some((message, args)) = puzzle_set::greedy_problem(puzzles) else {
                continue;
            };
            let mut found = file_problem("puzzles", Code::GreedyEndgames, message);
            found.args = args;
            if built_in {
                self.problems += 1;
                self.errors.push(found);
            } else {
                self.warning_count += 1;
                self.warnings.push(found);
            }
        }
    }

    /// The course of every file without problems, the notices, and the files left out.
    pub fn loaded(self) -> LoadedCourse {
        LoadedCourse {
            course: self.course,
            notices: self.notices,
            skipped: self.skipped,
        }
    }

    /// The `*.toml` files of `dir` in file-name order. A folder that cannot be read
    /// or holds no such file is a problem (reported here), and gives no file.
    pub fn files_of(&mut self, dir: &Path) -> Vec<PathBuf> {
        let name = dir.display().to_string();
        let entries = match std::fs::read_dir(dir) {
            Ok(entries) => entries,
            Err(e) => {
                self.left_out(
                    &name,
                    Some(dir),
                    Said::new(Code::Unreadable, format!("cannot read this folder: {e}"))
                        .with_args(vec!["folder".to_string(), e.to_string()]),
                );
                return Vec::new();
            }
        };
        let mut files: Vec<_> = entries
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "toml") && path.is_file())
            .collect();
        files.sort_by(|a, b| a.file_name().cmp(&b.file_name()));
        if files.is_empty() {
            self.left_out(
                &name,
                Some(dir),
                Said::new(
                    Code::NoCourseFiles,
                    "there is no lesson or puzzle file (*.toml) in this folder: check the folder's name",
                ),
            );
        }
        files
    }

    /// Reads every `*.toml` file of `dir`, in file-name order. `hint` says what the
    /// files are when their content does not (a file with `[[step]]` tables is a
    /// lesson and one with `[[puzzle]]` tables a puzzle file, wherever it is).
    pub fn add_folder(&mut self, dir: &Path, hint: Option<FileKind>) {
        for file in self.files_of(dir) {
            self.add_path_from(&file, hint, false, Some(dir));
        }
    }

    /// Takes the ids `other` has seen as used by the built-in course, except those
    /// of the files named in `except` (`lessons/01-first-move.toml`), which are
    /// being checked anew.
    pub fn reserve_ids(&mut self, other: &CourseLoader, except: &[String]) {
        for (mine, theirs) in [
            (&mut self.lesson_ids, &other.lesson_ids),
            (&mut self.puzzle_ids, &other.puzzle_ids),
        ] {
            for (id, seen) in theirs.iter().filter(|(_, s)| !except.contains(&s.file)) {
                mine.entry(id.clone()).or_insert_with(|| Seen {
                    built_in: true,
                    ..seen.clone()
                });
            }
        }
        let kept = |seen: &&SeenBoard| {
            !except
                .iter()
                .any(|file| seen.place.starts_with(&format!("{file}:")))
        };
        for (key, seen) in other.boards.iter().filter(|(_, seen)| kept(seen)) {
            self.boards.entry(*key).or_insert_with(|| SeenBoard {
                built_in: true,
                ..seen.clone()
            });
        }
    }

    /// Reads one file from disk (refusing one over 1 MiB without reading it).
    pub fn add_path(&mut self, path: &Path, hint: Option<FileKind>) {
        self.add_path_as(path, hint, false);
    }

    /// Reads one file from disk; `embedded` holds it to the embedded course's rules.
    pub fn add_path_as(&mut self, path: &Path, hint: Option<FileKind>, embedded: bool) {
        self.add_path_from(path, hint, embedded, Some(path));
    }

    /// Reads one file from disk; `check` is what to give `reversi-tutor check` for
    /// the details should the file be left out.
    fn add_path_from(
        &mut self,
        path: &Path,
        hint: Option<FileKind>,
        embedded: bool,
        check: Option<&Path>,
    ) {
        let name = path.display().to_string();
        match read_limited(path, MAX_FILE_BYTES as u64) {
            Err(ReadError::TooLarge { size, .. }) => self.left_out(
                &name,
                check,
                Said::new(Code::FileTooLarge, format!("the file is {size} bytes; lesson and puzzle files may be at most {MAX_FILE_BYTES} bytes (1 MiB): split it into several files"))
                    .with_args(vec![size.to_string(), MAX_FILE_BYTES.to_string()]),
            ),
            Ok(bytes) => self.add_bytes(&name, &bytes, embedded, hint, check),
            Err(e) => self.left_out(
                &name,
                check,
                Said::new(Code::Unreadable, format!("cannot read this file: {e}"))
                    .with_args(vec!["file".to_string(), e.to_string()]),
            ),
        }
    }

    /// Reads one file from its bytes. `file` is the name shown in messages;
    /// `embedded` files must carry all three languages.
    pub fn add_file(&mut self, file: &str, bytes: &[u8], embedded: bool, hint: Option<FileKind>) {
        let check = (!embedded).then(|| Path::new(file));
        self.add_bytes(file, bytes, embedded, hint, check);
    }

    fn add_bytes(
        &mut self,
        file: &str,
        bytes: &[u8],
        embedded: bool,
        hint: Option<FileKind>,
        check: Option<&Path>,
    ) {
        let text = match parse::text_of(file, bytes) {
            Ok(text) => text,
            Err(error) => {
                self.count_unreadable(hint);
                self.skip(file, check, vec![*error], 1);
                return;
            }
        };
        let origin = Origin {
            file: file.to_string(),
            embedded,
        };
        // A file's own `languages` may narrow this (see `asked_languages`).
        let languages = Languages::every(embedded || self.all_languages);
        let mut problems = Problems::new(file, text);
        problems.prove_prose = !(embedded && self.built_in_prose_proved);
        let mut items = FileItems::default();
        match parse::parse_document(&mut problems) {
            None => self.count_unreadable(hint),
            Some(document) => match parse::kind_of(&mut problems, document.get_ref(), hint) {
                Some(FileKind::Lesson) => {
                    self.add_lesson(&mut problems, document, &origin, languages, &mut items)
                }
                Some(FileKind::Puzzles) => {
                    self.add_puzzles(&mut problems, document, &origin, languages, &mut items)
                }
                None => {}
            },
        }
        self.keep_warnings(file, &mut problems);
        if problems.count() == 0 {
            self.take(items);
            return;
        }
        // In file order, as a teacher reads them.
        problems
            .found
            .sort_by_key(|e| e.location.map(|at| (at.line, at.column)));
        let (count, hidden) = (problems.count(), problems.hidden());
        let mut errors = problems.found;
        if hidden > 0 {
            errors.push(file_problem(file, Code::MoreProblemsHidden, format!("{hidden} more problems in this file are not shown: fix the first {MAX_PROBLEMS_SHOWN} and check again")).with_args(vec![hidden.to_string()]));
        }
        self.skip(file, check, errors, count);
    }

    /// Keeps the warnings of one file, in file order.
    fn keep_warnings(&mut self, file: &str, problems: &mut Problems<'_>) {
        let mut warnings = std::mem::take(&mut problems.warnings);
        warnings.sort_by_key(|e| e.location.map(|at| (at.line, at.column)));
        let hidden = problems.warning_count() - warnings.len();
        if hidden > 0 {
            warnings.push(
                file_problem(
                    file,
                    Code::MoreWarningsHidden,
                    if hidden == 1 {
                        "1 more warning about this file is not shown".to_string()
                    } else {
                        format!("{hidden} more warnings about this file are not shown")
                    },
                )
                .with_args(vec![hidden.to_string()]),
            );
        }
        self.warning_count += problems.warning_count();
        self.warnings.extend(warnings);
    }

    /// Adds the items of a file without problems, each replacing the built-in item
    /// with its id, if any.
    fn take(&mut self, items: FileItems) {
        for lesson in items.lessons {
            match self.course.lessons.iter_mut().find(|l| l.id == lesson.id) {
                Some(built_in) => *built_in = lesson,
                None => self.course.lessons.push(lesson),
            }
        }
        for (key, seen) in items.positions {
            self.boards.retain(|_, other| other.id != seen.id);
            self.boards.insert(key, seen);
        }
        for puzzle in items.puzzles {
            match self.course.puzzles.iter_mut().find(|p| p.id == puzzle.id) {
                Some(built_in) => *built_in = puzzle,
                None => self.course.puzzles.push(puzzle),
            }
        }
        self.notices.extend(items.notices);
    }

    /// Leaves `file` out with its `errors` (`count` problems, shown or not).
    fn skip(&mut self, file: &str, check: Option<&Path>, errors: Vec<CourseError>, count: usize) {
        self.problems += count;
        self.errors.extend(errors.iter().cloned());
        self.skipped.push(Skipped {
            file: file.to_string(),
            check: check.map(Path::to_path_buf),
            errors,
        });
    }

    /// Leaves `file` (or a folder) out for one problem with no place in it.
    fn left_out(&mut self, file: &str, check: Option<&Path>, said: Said) {
        let found = file_problem(file, said.code, said.message).with_args(said.args);
        self.skip(file, check, vec![found], 1);
    }

    fn count_unreadable(&mut self, hint: Option<FileKind>) {
        if hint == Some(FileKind::Lesson) {
            self.lessons_read += 1;
        }
    }

    fn add_lesson(
        &mut self,
        problems: &mut Problems<'_>,
        document: Spanned<toml::de::DeTable<'_>>,
        origin: &Origin,
        languages: Languages,
        items: &mut FileItems,
    ) {
        self.lessons_read += 1;
        let peeked = document
            .get_ref()
            .get("id")
            .and_then(|id| id.get_ref().as_str());
        problems.lesson = peeked.map(str::to_string);
        let parts = parse::lesson_parts(problems, document);
        let declared = parts.head.as_ref().and_then(|h| h.languages.as_ref());
        let languages = asked_languages(problems, declared, languages, origin.embedded);
        let id = parts
            .head
            .as_ref()
            .and_then(|h| h.id.as_ref())
            .map(|id| (id.get_ref().clone(), id.span()));
        let lesson = lesson::lesson(problems, parts, origin, languages);
        if let Some((id, span)) = id {
            problems.place = Place::File;
            let claim = Claim {
                item: Item::Lesson,
                id: &id,
                span: &span,
                built_in: origin.embedded,
            };
            if !claim.take(problems, &mut self.lesson_ids, &mut items.notices) {
                return;
            }
        }
        items.lessons.extend(lesson);
    }

    fn add_puzzles(
        &mut self,
        problems: &mut Problems<'_>,
        document: Spanned<toml::de::DeTable<'_>>,
        origin: &Origin,
        languages: Languages,
        items: &mut FileItems,
    ) {
        let parts = parse::puzzle_parts(problems, document);
        let version = parts.head.as_ref().and_then(|h| h.format_version.as_ref());
        fields::format_version(problems, version, &parse::Dropped::default());
        let declared = parts.head.as_ref().and_then(|h| h.languages.as_ref());
        let languages = asked_languages(problems, declared, languages, origin.embedded);
        let rated = parts
            .head
            .as_ref()
            .and_then(|h| h.rated.as_ref())
            .map_or(origin.embedded, |rated| *rated.get_ref());
        if parts.puzzles.is_empty() {
            problems.at_offset(
                problems.text.len(),
                Code::NoPuzzles,
                "the file has no puzzles: add [[puzzle]] tables",
            );
        }
        let mut hints = Vec::new();
        for (i, item) in parts.puzzles.into_iter().enumerate() {
            self.puzzles_read += 1;
            let span = item.span();
            let id = peek_id(&item);
            problems.place = Place::Puzzle {
                number: i + 1,
                id: id.as_ref().map(|(id, _)| id.clone()),
            };
            let (raw, dropped) = parse::read_item::<RawPuzzle>(problems, item);
            let hint_span = raw
                .as_ref()
                .and_then(|r| r.hint.as_ref())
                .map(Spanned::span);
            let puzzle = raw
                .and_then(|raw| puzzle::puzzle(problems, &span, &raw, &dropped, origin, languages))
                .map(|puzzle| Puzzle { rated, ..puzzle });
            if let Some(puzzle) = &puzzle {
                self.board_seen(problems, &span, puzzle, items);
                if let (Some(text), Some(span)) = (&puzzle.hint, hint_span) {
                    hints.push(WrittenHint {
                        number: i + 1,
                        id: puzzle.id.clone(),
                        text: text.clone(),
                        span,
                    });
                }
            }
            let fresh = id.is_none_or(|(id, span)| {
                let claim = Claim {
                    item: Item::Puzzle,
                    id: &id,
                    span: &span,
                    built_in: origin.embedded,
                };
                claim.take(problems, &mut self.puzzle_ids, &mut items.notices)
            });
            if fresh {
                items.puzzles.extend(puzzle);
            }
        }
        if problems.prove_prose {
            puzzle_craft::repeated_hints(problems, &hints, origin.embedded);
        }
        problems.place = Place::File;
    }
}

impl CourseLoader {
    /// Notes the board of `puzzle` (at `span` of its file), reporting a puzzle
    /// that showed it before, up to symmetry and colours: an error, except a
    /// warning where a teacher's puzzle repeats a built-in one.
    fn board_seen(
        &self,
        problems: &mut Problems<'_>,
        span: &std::ops::Range<usize>,
        puzzle: &Puzzle,
        items: &mut FileItems,
    ) {
        let key = puzzle_set::position_key(puzzle);
        let at = Location::of_offset(problems.text, span.start);
        let seen = SeenBoard {
            id: puzzle.id.clone(),
            place: format!("{}:{}:{}", problems.file, at.line, at.column),
            built_in: puzzle.origin.embedded,
        };
        let earlier = items
            .positions
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, s)| s)
            .or_else(|| self.boards.get(&key).filter(|other| other.id != puzzle.id));
        if let Some(other) = earlier {
            let message = format!(
                "this puzzle shows the board of puzzle {} ({}), up to the board's symmetries and a swap of colours: a learner would meet one board twice; keep one of them, or choose another position",
                other.id, other.place
            );
            if other.built_in && !seen.built_in {
                problems.said_warn_at(
                    span,
                    Said::new(Code::BoardTwice, message)
                        .with_args(vec![other.id.clone(), other.place.clone()]),
                );
            } else {
                problems.said_at(
                    span,
                    Said::new(Code::BoardTwice, message)
                        .with_args(vec![other.id.clone(), other.place.clone()]),
                );
            }
        }
        items.positions.push((key, seen));
    }
}

/// The languages a file asks of every text: in the built-in course every one of
/// the tutor's; else the ones its `languages` declares (checked here), or every
/// one when it declares none. `default` says whether a missing one is an error
/// (`check --all-languages`, the built-in course) or a warning.
fn asked_languages(
    problems: &mut Problems<'_>,
    declared: Option<&At<Vec<At<String>>>>,
    default: Languages,
    embedded: bool,
) -> Languages {
    match fields::declared_languages(problems, declared) {
        Some(langs) if !embedded => Languages::declared(&langs, default.required),
        _ => default,
    }
}

/// A problem with a whole file (or folder), with no line in it.
fn file_problem(file: &str, code: Code, message: String) -> CourseError {
    CourseError::of_file(file, code, message)
}
