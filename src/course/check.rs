//! What `reversi-tutor check` runs and reports: the embedded course (and a teacher's
//! folders), or the files and folders named, each checked against the engine; every
//! problem, then a summary line, as text or as one JSON object.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use super::assemble::CourseLoader;
use super::embedded::add_embedded;
use super::error::{CourseError, Place};
use super::parse::FileKind;

/// The result of a check: how much was read and every problem found.
#[derive(Clone, Debug, Default)]
pub struct CheckReport {
    /// Lesson files read.
    pub lessons: usize,
    /// Puzzles read.
    pub puzzles: usize,
    /// Every problem, file by file.
    pub errors: Vec<CourseError>,
}

impl CheckReport {
    fn from_loader(loader: CourseLoader) -> CheckReport {
        let (lessons, puzzles) = (loader.lessons_read(), loader.puzzles_read());
        CheckReport {
            lessons,
            puzzles,
            errors: loader.errors().to_vec(),
        }
    }

    /// Whether no problem was found.
    pub fn is_clean(&self) -> bool {
        self.errors.is_empty()
    }

    /// `3 lessons, 40 puzzles, 0 errors`.
    pub fn summary(&self) -> String {
        let count =
            |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        format!(
            "{}, {}, {}",
            count(self.lessons, "lesson", "lessons"),
            count(self.puzzles, "puzzle", "puzzles"),
            count(self.errors.len(), "error", "errors")
        )
    }

    /// Every problem on its own line, then the summary line.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for error in &self.errors {
            out.push_str(&error.to_string());
            out.push('\n');
        }
        out.push_str(&self.summary());
        out.push('\n');
        out
    }

    /// One JSON object: `errors` (file, line, column, lesson, step, puzzle, message)
    /// and `counts` (lessons, puzzles, errors).
    pub fn json(&self) -> Value {
        let errors: Vec<Value> = self
            .errors
            .iter()
            .map(|e| {
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
            })
            .collect();
        json!({
            "ok": self.is_clean(),
            "counts": { "lessons": self.lessons, "puzzles": self.puzzles, "errors": self.errors.len() },
            "errors": errors,
        })
    }
}

/// Checks the embedded course followed by the given folders, exactly as the tutor
/// loads them; `all_languages` holds the folders' files to the embedded course's
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
    CheckReport::from_loader(loader)
}

/// Checks the named files and folders (a folder: its `*.toml` files in name order).
/// A file with `[[step]]` tables is a lesson and one with `[[puzzle]]` tables a
/// puzzle file; a file with neither is taken by its folder's name (`lessons` or
/// `puzzles`). Ids must also differ from the embedded course's, as they must for the
/// tutor to load them, except that a file with the name of an embedded file is taken
/// to be its new version. Files in this source tree's lessons/ and puzzles/ folders
/// are held to the embedded course's rules (all three languages);
/// `all_languages` holds every file to them.
pub fn check_paths(paths: &[PathBuf], all_languages: bool) -> CheckReport {
    let mut names = Vec::new();
    for path in paths {
        if path.is_dir() {
            names.extend(toml_files(path));
        } else {
            names.push(path.clone());
        }
    }
    let mut loader = CourseLoader::new();
    loader.require_all_languages(all_languages);
    let replaced: Vec<String> = names.iter().filter_map(|p| embedded_name(p)).collect();
    let mut built_in = CourseLoader::new();
    add_embedded(&mut built_in);
    loader.reserve_ids(&built_in, &replaced);
    for path in &names {
        loader.add_path_as(path, folder_kind(path), embedded_source(path));
    }
    CheckReport::from_loader(loader)
}

/// The `*.toml` files of a folder in file-name order (none if it cannot be read;
/// the loader reports that when the folder itself is checked).
fn toml_files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return vec![dir.to_path_buf()];
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|ext| ext == "toml") && p.is_file())
        .collect();
    files.sort_by(|a, b| a.file_name().cmp(&b.file_name()));
    files
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
