//! The course built into the binary: the only `include_dir!` of lessons/ and
//! puzzles/, and the entry points that load it, alone or with a teacher's folders.

use std::path::PathBuf;

use include_dir::{Dir, include_dir};

use super::assemble::CourseLoader;
use super::error::CourseErrors;
use super::loaded::LoadedCourse;
use super::model::Course;
use super::parse::FileKind;

/// lessons/*.toml as they were when the binary was built.
static LESSONS: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/lessons");
/// puzzles/*.toml as they were when the binary was built.
static PUZZLES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/puzzles");

/// The embedded files of `dir` ending in `.toml`, in file-name order, with the name
/// shown in messages (`lessons/01-first-move.toml`).
fn toml_files(dir: &'static Dir<'static>, folder: &str) -> Vec<(String, &'static [u8])> {
    let mut files: Vec<(String, &'static [u8])> = dir
        .files()
        .filter(|f| f.path().extension().is_some_and(|ext| ext == "toml"))
        .map(|f| {
            (
                format!("{folder}/{}", f.path().display()),
                built_in(f.contents()),
            )
        })
        .collect();
    files.sort_by(|a, b| a.0.cmp(&b.0));
    files
}

/// A built-in lesson or puzzle file's bytes, as the course reads them: in the
/// tests, with the tests' language added (see `crate::i18n::test_language`).
fn built_in(bytes: &'static [u8]) -> &'static [u8] {
    #[cfg(test)]
    let bytes = crate::i18n::test_language::translated_bytes(bytes);
    bytes
}

/// Every embedded file: the lessons, then the puzzle files, each in file-name order,
/// with its name (`lessons/01-first-move.toml`), its bytes and what it holds.
pub fn embedded_files() -> Vec<(String, &'static [u8], FileKind)> {
    let lessons = toml_files(&LESSONS, "lessons")
        .into_iter()
        .map(|(n, b)| (n, b, FileKind::Lesson));
    let puzzles = toml_files(&PUZZLES, "puzzles")
        .into_iter()
        .map(|(n, b)| (n, b, FileKind::Puzzles));
    lessons.chain(puzzles).collect()
}

/// Every embedded file of lessons/ and puzzles/ (the lesson and puzzle files and
/// their READMEs), with its name (`lessons/README.md`) and bytes, in name order:
/// the built-in course as a teacher can copy it.
pub fn embedded_sources() -> Vec<(String, &'static [u8])> {
    let mut files: Vec<(String, &'static [u8])> = [(&LESSONS, "lessons"), (&PUZZLES, "puzzles")]
        .into_iter()
        .flat_map(|(dir, folder)| {
            dir.files()
                .map(move |f| (format!("{folder}/{}", f.path().display()), f.contents()))
        })
        .collect();
    files.sort_by(|a, b| a.0.cmp(&b.0));
    files
}

/// The template of a new lesson (`reversi-tutor lessons new ID`), its id
/// written `new-lesson`; it passes `check` with no error and no warning.
pub const LESSON_TEMPLATE: &str = include_str!("template.toml");

/// Adds the embedded lessons, then the embedded puzzles, to `loader`.
pub fn add_embedded(loader: &mut CourseLoader) {
    for (name, bytes, kind) in embedded_files() {
        loader.add_file(&name, bytes, true, Some(kind));
    }
}

/// The embedded course followed by each folder's `*.toml` files in file-name order
/// (`lesson_dirs` first, then `puzzle_dirs`). A file is a lesson or a puzzle file by
/// its content; the folder only decides for a file whose content does not say.
/// A folder's lesson or puzzle with a built-in id takes the built-in one's place
/// (a notice says so); a file with any problem (an id used twice among the folders'
/// files, for one) is left out with its problems, and everything else is loaded.
/// The built-in files' prose is taken as proved (`check` proves it).
pub fn load_course(lesson_dirs: &[PathBuf], puzzle_dirs: &[PathBuf]) -> LoadedCourse {
    let mut loader = CourseLoader::new();
    loader.trust_built_in_prose();
    add_embedded(&mut loader);
    for dir in lesson_dirs {
        loader.add_folder(dir, Some(FileKind::Lesson));
    }
    for dir in puzzle_dirs {
        loader.add_folder(dir, Some(FileKind::Puzzles));
    }
    loader.loaded()
}

/// The embedded course alone; every problem if it has any (`check` and the tests
/// make sure it has none).
pub fn embedded_course() -> Result<Course, CourseErrors> {
    let mut loader = CourseLoader::new();
    add_embedded(&mut loader);
    loader.finish()
}
