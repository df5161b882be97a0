//! `reversi-tutor check`: lint lesson and puzzle files (the embedded course when no
//! path is given), print every problem and a summary line, or one JSON object.

use std::io::Write;
use std::path::PathBuf;

use crate::course::{CheckReport, check_course, check_paths};

/// What to check and how to print it.
#[derive(Debug, Clone, Default)]
pub struct CheckRequest<'a> {
    /// Files and folders to check; none means the embedded course and `lesson_dirs`/`puzzle_dirs`.
    pub paths: &'a [PathBuf],
    /// The `--lessons-dir` folders.
    pub lesson_dirs: &'a [PathBuf],
    /// The `--puzzles-dir` folders.
    pub puzzle_dirs: &'a [PathBuf],
    /// Print one JSON object instead of text.
    pub json: bool,
    /// Require every language in every text of every file.
    pub all_languages: bool,
}

/// Runs the check, writes the report to `out`, and says whether it was clean.
pub fn run(request: &CheckRequest<'_>, out: &mut dyn Write) -> std::io::Result<bool> {
    let report: CheckReport = if request.paths.is_empty() {
        check_course(
            request.lesson_dirs,
            request.puzzle_dirs,
            request.all_languages,
        )
    } else {
        check_paths(request.paths, request.all_languages)
    };
    if request.json {
        writeln!(out, "{}", report.json())?;
    } else {
        write!(out, "{}", report.text())?;
    }
    Ok(report.is_clean())
}
