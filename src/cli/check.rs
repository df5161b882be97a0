//! `reversi-tutor check`: lint lesson and puzzle files (the embedded course when no
//! path is given), print every problem and a summary line, or one JSON object.

use std::io::Write;
use std::path::PathBuf;

use crate::course::{CheckReport, TaskKind, ThemeKind, check_course, check_paths};
use crate::i18n::check::check_words;
use crate::lang::Lang;
use crate::untrusted::escape;

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
    /// The language of the report (JSON keys and codes stay as they are).
    pub lang: Lang,
}

/// Runs the check, writes the report to `out` and, as text, the notices to `err`
/// (in JSON they are part of the report); says whether it was clean.
pub fn run_with(
    request: &CheckRequest<'_>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> std::io::Result<bool> {
    let report: CheckReport = if request.paths.is_empty() {
        check_course(
            request.lesson_dirs,
            request.puzzle_dirs,
            request.all_languages,
        )
    } else {
        check_paths(request.paths, request.all_languages)
    };
    let words = check_words(request.lang);
    if request.json {
        super::print_json(out, &report.json_in(words))?;
    } else {
        // A file's text may be quoted in a message: never raw to the terminal.
        for notice in &report.notices {
            writeln!(err, "reversi-tutor: {}", escape(&notice.to_string()))?;
        }
        write!(out, "{}", escape(&report.text_in(words)))?;
    }
    Ok(report.is_clean())
}

/// The end of `check --help`: every lesson task and puzzle theme with what it
/// asks, from the one list of each.
pub fn kinds_help() -> String {
    let width = TaskKind::ALL
        .iter()
        .map(|k| k.name().len())
        .chain(ThemeKind::ALL.iter().map(|k| k.name().len()))
        .max()
        .unwrap_or(0);
    let mut help =
        String::from("Lesson tasks (task = \"...\"; without it, a step is only read):\n");
    for kind in TaskKind::ALL {
        help.push_str(&format!(
            "  {:<width$}  the learner {}\n",
            kind.name(),
            kind.describe()
        ));
    }
    help.push_str("\nPuzzle themes (theme = \"...\"):\n");
    for kind in ThemeKind::ALL {
        help.push_str(&format!("  {:<width$}  {}\n", kind.name(), kind.describe()));
    }
    help.push_str("\nThe file formats: lessons/README.md and puzzles/README.md.");
    help
}
