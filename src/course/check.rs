//! What `reversi-tutor check` runs and reports: the embedded course (and a teacher's
//! folders), or the files and folders named, each checked against the engine; every
//! problem, then every warning (advice on a teacher's lesson that still runs),
//! then a summary line counting both, as text or as one JSON object; and the
//! notices (built-in items a teacher's replace).

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use super::assemble::CourseLoader;
use super::embedded::add_embedded;
use super::error::{CourseError, Place};
use super::loaded::Notice;
use super::parse::FileKind;

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
        let count =
            |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        format!(
            "{}, {}, {}, {}",
            count(self.lessons, "lesson", "lessons"),
            count(self.puzzles, "puzzle", "puzzles"),
            count(self.problems, "error", "errors"),
            count(self.warning_count, "warning", "warnings")
        )
    }

    /// Every problem on its own line, then every warning (`file:line:col: warning:
    /// ...`), then the summary line.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for error in &self.errors {
            out.push_str(&error.to_string());
            out.push('\n');
        }
        for warning in &self.warnings {
            out.push_str(&warning.as_warning().to_string());
            out.push('\n');
        }
        out.push_str(&self.summary());
        out.push('\n');
        out
    }

    /// One JSON object: `errors` and `warnings` (each: file, line, column, lesson,
    /// step, puzzle, message), `counts` (lessons, puzzles, errors and warnings:
    /// every one found), `ok` (no error) and `notices`.
    pub fn json(&self) -> Value {
        let notices: Vec<String> = self.notices.iter().map(Notice::to_string).collect();
        json!({
            "ok": self.is_clean(),
            "counts": {
                "lessons": self.lessons,
                "puzzles": self.puzzles,
                "errors": self.problems,
                "warnings": self.warning_count,
            },
            "errors": self.errors.iter().map(finding).collect::<Vec<Value>>(),
            "warnings": self.warnings.iter().map(finding).collect::<Vec<Value>>(),
            "notices": notices,
        })
    }
}

/// One error or warning as JSON.
fn finding(e: &CourseError) -> Value {
    let (step, puzzle) = match &e.place {
        Place::File => (None, None),
        Place::Step(n) => (Some(*n), None),
        Place::Puzzle { number, id } => (
            None,
            Some(id.clone().unwrap_or_else(|| format!("#{number}"))),
        ),
    };
    json!({
        "file": e.file,
        "line": e.location.map(|l| l.line),
        "column": e.location.map(|l| l.column),
        "lesson": e.lesson,
        "step": step,
        "puzzle": puzzle,
        "message": e.message,
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
    CheckReport::from_loader(loader)
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
