//! `reversi-tutor lessons` (the course list) and `reversi-tutor lesson ID` (a lesson
//! in plain text on stdin/stdout; the full-screen tutor is not built yet). A
//! teacher's folders never stop them: notices and the files left out go to stderr.

use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;

use super::Command;
use crate::course::{Course, LoadedCourse, load_course};
use crate::i18n::{Lang, Ui};
use crate::plain::{self, PlainOptions};

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

/// The course, with its notices and the files left out written to `err`.
fn course(request: &CourseRequest<'_>, err: &mut dyn Write) -> std::io::Result<Course> {
    let loaded = load_course(request.lesson_dirs, request.puzzle_dirs);
    report_loading(&loaded, err)?;
    Ok(loaded.course)
}

/// Writes a notice a line, and each file left out: its problems, then the
/// `reversi-tutor check` command that tells more.
pub fn report_loading(loaded: &LoadedCourse, err: &mut dyn Write) -> std::io::Result<()> {
    for notice in &loaded.notices {
        writeln!(err, "reversi-tutor: {notice}")?;
    }
    for skipped in &loaded.skipped {
        for error in &skipped.errors {
            writeln!(err, "{error}")?;
        }
        let command = match &skipped.check {
            Some(path) => format!("reversi-tutor check {}", path.display()),
            None => "reversi-tutor check".to_string(),
        };
        writeln!(
            err,
            "reversi-tutor: {} is left out: run `{command}` for details",
            skipped.file
        )?;
    }
    Ok(())
}

/// Lists the lessons (id, title, steps) and returns the exit status.
pub fn list(
    request: &CourseRequest<'_>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> std::io::Result<u8> {
    let course = course(request, err)?;
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
    let course = course(request, err)?;
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
