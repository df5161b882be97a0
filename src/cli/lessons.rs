//! `reversi-tutor lessons` (the course list) and `reversi-tutor lesson ID` (a lesson
//! in plain text on stdin/stdout; the full-screen tutor is not built yet).

use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;

use super::Command;
use crate::course::{Course, load_course};
use crate::i18n::Ui;
use crate::lang::Lang;
use crate::plain::{self, PlainOptions};

/// Exit status when the course could not be loaded.
pub const COURSE_BROKEN: u8 = 1;
/// Exit status for an unknown lesson id.
pub const UNKNOWN_LESSON: u8 = 2;

/// Which course to load and in which language to speak.
#[derive(Debug, Clone, Copy, Default)]
pub struct CourseRequest<'a> {
    /// The `--lessons-dir` folders.
    pub lesson_dirs: &'a [PathBuf],
    /// The `--puzzles-dir` folders.
    pub puzzle_dirs: &'a [PathBuf],
    /// `--lang`, if given (otherwise `LANG`, then English).
    pub lang: Option<Lang>,
}

/// The course, or its problems written to `err`.
fn course(request: &CourseRequest<'_>, err: &mut dyn Write) -> std::io::Result<Option<Course>> {
    match load_course(request.lesson_dirs, request.puzzle_dirs) {
        Ok(course) => Ok(Some(course)),
        Err(errors) => {
            writeln!(err, "{errors}")?;
            Ok(None)
        }
    }
}

/// Lists the lessons (id, title, steps) and returns the exit status.
pub fn list(
    request: &CourseRequest<'_>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> std::io::Result<u8> {
    let Some(course) = course(request, err)? else {
        return Ok(COURSE_BROKEN);
    };
    plain::list_lessons(&course, Lang::choose(request.lang), out)?;
    Ok(0)
}

/// Runs lesson `id` in plain text, reading `input`, and returns the exit status. An
/// unknown id is one line on `err` listing the lesson ids. `ascii` and `echo` are
/// as in [`PlainOptions`].
pub fn run_lesson(
    request: &CourseRequest<'_>,
    id: &str,
    ascii: bool,
    echo: bool,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> std::io::Result<u8> {
    let Some(course) = course(request, err)? else {
        return Ok(COURSE_BROKEN);
    };
    let lang = Lang::choose(request.lang);
    let Some(lesson) = course.lesson(id) else {
        let ids: Vec<&str> = course.lessons.iter().map(|l| l.id.as_str()).collect();
        writeln!(
            err,
            "reversi-tutor: {}",
            Ui::new(lang).unknown_lesson(id, &ids)
        )?;
        return Ok(UNKNOWN_LESSON);
    };
    plain::run_lesson(lesson, PlainOptions { lang, ascii, echo }, input, out)?;
    Ok(0)
}

/// Runs `lessons` or `lesson` with the course folders and returns the exit status
/// (any other command: nothing, 0). A lesson reads its answers from stdin; problems
/// go to stderr.
pub fn run(
    command: &Command,
    lesson_dirs: &[PathBuf],
    puzzle_dirs: &[PathBuf],
    out: &mut dyn Write,
) -> std::io::Result<u8> {
    let course = |lang: &Option<Lang>| CourseRequest {
        lesson_dirs,
        puzzle_dirs,
        lang: *lang,
    };
    let mut err = std::io::stderr();
    match command {
        Command::Lessons { lang } => list(&course(lang), out, &mut err),
        Command::Lesson {
            id, ascii, lang, ..
        } => {
            let mut input = std::io::stdin().lock();
            let echo = !input.is_terminal();
            run_lesson(&course(lang), id, *ascii, echo, &mut input, out, &mut err)
        }
        _ => Ok(0),
    }
}
