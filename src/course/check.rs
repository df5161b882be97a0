//! What `reversi-tutor check` runs and reports: the embedded course (and a teacher's
//! folders), or the files and folders named, each checked against the engine; every
//! problem, then every warning (advice on a teacher's lesson that still runs),
//! then a summary line counting both, as text or as one JSON object; and the
//! notices (built-in items a teacher's replace).

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use super::assemble::CourseLoader;
use super::codes::Code;
use super::embedded::add_embedded;
use super::error::{CourseError, Location, Place};
use super::loaded::Notice;
use super::parse::FileKind;
use crate::i18n::ftl;
use crate::lang::Lang;

/// The result of a check: how much was read and every problem found.
#[derive(Clone, Debug, Default)]
pub struct CheckReport {
    /// Lesson files read.
    pub lessons: usize,
    /// Puzzles read.
    pub puzzles: usize,
    /// Every problem as shown, file by file (a file's problems past the first
    /// 100 are summed up in one line).
    pub errors: Vec<CourseError>,
    /// How many problems were found, shown or not.
    pub problems: usize,
    /// Advice on the craft of a teacher's lessons, as shown, file by file: warnings,
    /// which leave the files in the course (in the built-in course they are errors).
    pub warnings: Vec<CourseError>,
    /// How many warnings were found, shown or not.
    pub warning_count: usize,
    /// Built-in lessons and puzzles that a teacher's replace.
    pub notices: Vec<Notice>,
}

impl CheckReport {
    fn from_loader(loader: CourseLoader) -> CheckReport {
        let (lessons, puzzles) = (loader.lessons_read(), loader.puzzles_read());
        CheckReport {
            lessons,
            puzzles,
            errors: loader.errors().to_vec(),
            problems: loader.problem_count(),
            warnings: loader.warnings().to_vec(),
            warning_count: loader.warning_count(),
            notices: loader.notices().to_vec(),
        }
    }

    /// Whether no problem was found (warnings may have been).
    pub fn is_clean(&self) -> bool {
        self.problems == 0
    }

    /// `3 lessons, 40 puzzles, 0 errors, 2 warnings`, counting every problem and
    /// every warning found.
    pub fn summary(&self) -> String {
        self.summary_in(english())
    }

    /// The summary line in the words of `words`.
    pub fn summary_in(&self, words: &dyn CheckWords) -> String {
        words.summary(
            self.lessons,
            self.puzzles,
            self.problems,
            self.warning_count,
        )
    }

    /// Every problem on its own line (`file:line:col: error[code]: ...`), then
    /// every warning (`file:line:col: warning[code]: ...`), then the summary line.
    pub fn text(&self) -> String {
        self.text_in(english())
    }

    /// [`CheckReport::text`] in the words of `words`.
    pub fn text_in(&self, words: &dyn CheckWords) -> String {
        let mut out = String::new();
        for (severity, findings) in [
            (Severity::Error, &self.errors),
            (Severity::Warning, &self.warnings),
        ] {
            for finding in findings {
                out.push_str(&line(words, severity, finding));
                out.push('\n');
            }
        }
        out.push_str(&self.summary_in(words));
        out.push('\n');
        out
    }

    /// One JSON object, as `docs/check-output.schema.json` describes it:
    /// `format_version`, `ok` (no error), `counts` (lessons, puzzles, errors and
    /// warnings: every one found), `errors` and `warnings` (each: code, file,
    /// line, column, lesson, step, puzzle, message) and `notices`.
    pub fn json(&self) -> Value {
        self.json_in(english())
    }

    /// [`CheckReport::json`] with its messages in the words of `words` (the keys
    /// and codes stay as they are).
    pub fn json_in(&self, words: &dyn CheckWords) -> Value {
        let notices: Vec<String> = self.notices.iter().map(Notice::to_string).collect();
        let findings = |list: &[CourseError]| -> Vec<Value> {
            list.iter().map(|e| finding(words, e)).collect()
        };
        json!({
            "format_version": CHECK_FORMAT_VERSION,
            "ok": self.is_clean(),
            "counts": {
                "lessons": self.lessons,
                "puzzles": self.puzzles,
                "errors": self.problems,
                "warnings": self.warning_count,
            },
            "errors": findings(&self.errors),
            "warnings": findings(&self.warnings),
            "notices": notices,
        })
    }
}

/// The version of `check --json`'s output: it changes only when a key changes
/// meaning or goes away (new keys may come without it).
pub const CHECK_FORMAT_VERSION: u32 = 1;

/// The words of a report in English.
pub(crate) fn english() -> &'static dyn CheckWords {
    crate::i18n::check::check_words(Lang::En)
}

/// Whether a finding keeps a file out of the course.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// An error: the file is left out.
    Error,
    /// A warning: advice, the file still runs.
    Warning,
}

/// The words of a check report in one language: its frame and its messages
/// (said from the language's `.ftl` file by `crate::i18n::check`).
pub trait CheckWords {
    /// `error` or `warning`, as the frame of a finding shows it.
    fn severity(&self, severity: Severity) -> &'static str;
    /// `step 4`.
    fn step(&self, number: usize) -> String;
    /// `puzzle corner-001` (or `puzzle 3`, by its number in the file).
    fn puzzle(&self, name: &str) -> String;
    /// `3 lessons, 40 puzzles, 0 errors, 2 warnings`.
    fn summary(&self, lessons: usize, puzzles: usize, errors: usize, warnings: usize) -> String;
    /// The message of `finding` in this language, or `None` to show the
    /// checks' own English.
    fn message(&self, finding: &CourseError) -> Option<String>;
}

/// The place of a finding in words: `step 4`, `puzzle corner-001`, or nothing.
fn place_in(words: &dyn CheckWords, place: &Place) -> Option<String> {
    match place {
        Place::File => None,
        Place::Step(n) => Some(words.step(*n)),
        Place::Puzzle { id: Some(id), .. } => Some(words.puzzle(id)),
        Place::Puzzle { number, id: None } => Some(words.puzzle(&number.to_string())),
    }
}

/// One finding as a line: `file:line:col: error[code]: step 4: message`.
pub(crate) fn line(words: &dyn CheckWords, severity: Severity, e: &CourseError) -> String {
    let mut out = e.file.clone();
    if let Some(at) = e.location {
        out.push_str(&format!(":{}:{}", at.line, at.column));
    }
    out.push_str(&format!(": {}[{}]", words.severity(severity), e.code));
    if let Some(place) = place_in(words, &e.place) {
        out.push_str(&format!(": {place}"));
    }
    let message = words.message(e).unwrap_or_else(|| e.message.clone());
    out.push_str(&format!(": {message}"));
    out
}

/// One error or warning as JSON.
fn finding(words: &dyn CheckWords, e: &CourseError) -> Value {
    let (step, puzzle) = match &e.place {
        Place::File => (None, None),
        Place::Step(n) => (Some(*n), None),
        Place::Puzzle { number, id } => (
            None,
            Some(id.clone().unwrap_or_else(|| format!("#{number}"))),
        ),
    };
    json!({
        "code": e.code.slug(),
        "file": e.file,
        "line": e.location.map(|l| l.line),
        "column": e.location.map(|l| l.column),
        "lesson": e.lesson,
        "step": step,
        "puzzle": puzzle,
        "message": words.message(e).unwrap_or_else(|| e.message.clone()),
    })
}

/// Checks the embedded course followed by the given folders, exactly as the tutor
/// loads them (a folder without `*.toml` files is a problem), then what ties the
/// course together (see [`super::links`]) and the glossary's links to it; `all_languages` holds the folders' files to the embedded course's
/// rule that every text has en, id and vi.
pub fn check_course(
    lesson_dirs: &[PathBuf],
    puzzle_dirs: &[PathBuf],
    all_languages: bool,
) -> CheckReport {
    let mut loader = CourseLoader::new();
    add_embedded(&mut loader);
    loader.require_all_languages(all_languages);
    for dir in lesson_dirs {
        loader.add_folder(dir, Some(FileKind::Lesson));
    }
    for dir in puzzle_dirs {
        loader.add_folder(dir, Some(FileKind::Puzzles));
    }
    loader.check_links();
    loader.check_glossary();
    loader.check_puzzle_set();
    let mut report = CheckReport::from_loader(loader);
    if all_languages {
        let files: Vec<(String, &str)> = Lang::ALL
            .iter()
            .map(|lang| (ftl::file_name(*lang), ftl::source(*lang)))
            .collect();
        let errors = interface_errors(&files);
        report.problems += errors.len();
        report.errors.extend(errors);
    }
    report
}

/// What is wrong with the interface strings files `files` (name and Fluent source)
/// against English's built-in file (see [`crate::i18n::ftl`]): one error each,
/// at its line of the file where it has one.
pub fn interface_errors(files: &[(String, &str)]) -> Vec<CourseError> {
    let english = ftl::source(Lang::En);
    let mut errors = Vec::new();
    for (name, source) in files {
        for problem in ftl::problems(english, source) {
            errors.push(CourseError {
                file: format!("src/i18n/ftl/{name}"),
                location: problem.line.map(|line| Location { line, column: 1 }),
                lesson: None,
                place: Place::File,
                code: Code::InterfaceMessage,
                message: problem.what,
                args: problem.parts,
            });
        }
    }
    errors
}

/// Checks the named files and folders (a folder: its `*.toml` files in name order;
/// a folder without any but with `lessons/` or `puzzles/` in it, as `lessons
/// export` writes it: the files of those two). A file with `[[step]]` tables is a lesson and one with `[[puzzle]]` tables a
/// puzzle file; a file with neither is taken by its folder's name (`lessons` or
/// `puzzles`); a folder without `*.toml` files is a problem. Ids are checked against
/// the embedded course's as the tutor checks them: a lesson or puzzle with a
/// built-in id replaces the built-in one (a notice says so). Files in this source
/// tree's lessons/ and puzzles/ folders are the embedded course's own, newer
/// perhaps than the build: they replace their built-in versions silently and are
/// held to the embedded course's rules (all three languages); `all_languages`
/// holds every file to them.
pub fn check_paths(paths: &[PathBuf], all_languages: bool) -> CheckReport {
    let mut loader = CourseLoader::new();
    loader.require_all_languages(all_languages);
    let mut names = Vec::new();
    for path in paths {
        // A course folder as `lessons export` writes it: its lessons/ and puzzles/.
        let course_folders: Vec<PathBuf> = ["lessons", "puzzles"]
            .iter()
            .map(|sub| path.join(sub))
            .filter(|sub| sub.is_dir())
            .collect();
        if path.is_dir() && !course_folders.is_empty() && !has_toml_files(path) {
            for folder in &course_folders {
                names.extend(loader.files_of(folder));
            }
        } else if path.is_dir() {
            names.extend(loader.files_of(path));
        } else {
            names.push(path.clone());
        }
    }
    let replaced: Vec<String> = names
        .iter()
        .filter(|p| embedded_source(p))
        .filter_map(|p| embedded_name(p))
        .collect();
    let mut built_in = CourseLoader::new();
    add_embedded(&mut built_in);
    loader.reserve_ids(&built_in, &replaced);
    for path in &names {
        loader.add_path_as(path, folder_kind(path), embedded_source(path));
    }
    loader.check_puzzle_set();
    CheckReport::from_loader(loader)
}

/// Whether `dir` holds a `*.toml` file of its own.
fn has_toml_files(dir: &Path) -> bool {
    std::fs::read_dir(dir).is_ok_and(|entries| {
        entries
            .filter_map(Result::ok)
            .any(|entry| entry.path().extension().is_some_and(|ext| ext == "toml"))
    })
}

/// A lesson or puzzle file by the name of the folder it is in.
fn folder_kind(path: &Path) -> Option<FileKind> {
    let parent = match path.parent()? {
        p if p.as_os_str().is_empty() => Path::new("."),
        p => p,
    };
    // `x.toml` and `./x.toml` are in the folder `.`: its real name is what counts.
    let parent = parent
        .canonicalize()
        .unwrap_or_else(|_| parent.to_path_buf());
    match parent.file_name()?.to_str()? {
        "lessons" => Some(FileKind::Lesson),
        "puzzles" => Some(FileKind::Puzzles),
        _ => None,
    }
}

/// The embedded name (`lessons/01-first-move.toml`) a file on disk would have.
fn embedded_name(path: &Path) -> Option<String> {
    let file = path.file_name()?.to_str()?;
    let folder = match folder_kind(path)? {
        FileKind::Lesson => "lessons",
        FileKind::Puzzles => "puzzles",
    };
    Some(format!("{folder}/{file}"))
}

/// Whether `path` is in this source tree's lessons/ or puzzles/ folder, i.e. a file
/// of the embedded course (as it is now, perhaps newer than the one built in).
fn embedded_source(path: &Path) -> bool {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let Some(Ok(folder)) = path.parent().map(Path::canonicalize) else {
        return false;
    };
    ["lessons", "puzzles"].iter().any(|name| {
        root.join(name)
            .canonicalize()
            .is_ok_and(|own| own == folder)
    })
}
