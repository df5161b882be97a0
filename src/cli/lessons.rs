//! `reversi-tutor lessons` (the course list) and `reversi-tutor lesson ID` in plain
//! text on stdin/stdout (`--plain`, or when the output is not a terminal). A
//! teacher's folders never stop them: notices and the files left out go to stderr.

use std::io::{self, Write};
use std::path::Path;

use super::learner::{DataArgs, Learner};
use super::{CourseDirs, Exit, Io};
use crate::app::{rules_quiz, tasks_due};
use crate::course::{Course, CourseLoader, FileKind, Lesson, LoadedCourse, load_course};
use crate::i18n::Ui;
use crate::lang::Lang;
use crate::learner::{Date, Progress, Stars};
use crate::plain;
use crate::runner::LessonRun;
use crate::runner::drill::{Drill, QueueNotes, task_queue};
use crate::untrusted::escape;

/// The course with the teacher's folders; its notices and the files left out are
/// written to `io.err`.
fn course(dirs: &CourseDirs, io: &mut Io<'_>) -> io::Result<Course> {
    let loaded = load_course(&dirs.lessons, &dirs.puzzles);
    report_loading(&loaded, io.err)?;
    Ok(loaded.course)
}

/// Writes a notice a line, and each file left out: its problems, then the
/// `reversi-tutor check` command that tells more.
pub fn report_loading(loaded: &LoadedCourse, err: &mut dyn Write) -> io::Result<()> {
    // A file's text may be quoted in a message: never raw to the terminal.
    for notice in &loaded.notices {
        writeln!(err, "reversi-tutor: {}", escape(&notice.to_string()))?;
    }
    for skipped in &loaded.skipped {
        for error in &skipped.errors {
            writeln!(err, "{}", escape(&error.to_string()))?;
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

/// Whether a lesson argument (`lesson X`, `demo X`) names a file rather than a
/// lesson id.
pub fn looks_like_a_file(argument: &str) -> bool {
    argument.ends_with(".toml")
        || argument.contains(std::path::MAIN_SEPARATOR)
        || Path::new(argument).is_file()
}

/// Loads the lesson file `path` into `lessons`, in place of a lesson with its id
/// (else at the end); its problems go to `err`. The lesson's place, or `None`
/// when the file is left out.
pub fn add_lesson_file(
    lessons: &mut Vec<Lesson>,
    path: &str,
    err: &mut dyn Write,
) -> io::Result<Option<usize>> {
    let mut loader = CourseLoader::new();
    loader.add_path(Path::new(path), Some(FileKind::Lesson));
    let loaded = loader.loaded();
    report_loading(&loaded, err)?;
    let Some(lesson) = loaded.course.lessons.into_iter().next() else {
        return Ok(None);
    };
    Ok(Some(match lessons.iter().position(|l| l.id == lesson.id) {
        Some(index) => {
            lessons[index] = lesson;
            index
        }
        None => {
            lessons.push(lesson);
            lessons.len() - 1
        }
    }))
}

/// Lists the lessons (id, title, steps), with the stars of those done and where
/// the learner stopped in the others.
pub fn list(dirs: &CourseDirs, data: &DataArgs, lang: Lang, io: &mut Io<'_>) -> io::Result<Exit> {
    let course = course(dirs, io)?;
    let learner = Learner::open(data, Ui::new(lang), io.err)?;
    plain::list_lessons(&course, &learner.progress, lang, io.out)?;
    Ok(Exit::Fine)
}

/// Runs lesson `id` (its number, or the lesson file `id` names) in plain text
/// on `io`, from where the learner stopped (`from_start`: from its first step).
/// An unknown id is one line on `io.err` listing the lesson ids, and a usage
/// error; a lesson file with problems is told there and ends with status 1. What the learner types is echoed
/// when the input is not a terminal, so that a transcript shows the answers.
pub fn run_lesson(
    dirs: &CourseDirs,
    data: &DataArgs,
    id: &str,
    from_start: bool,
    lang: Lang,
    ascii: bool,
    io: &mut Io<'_>,
) -> io::Result<Exit> {
    let mut course = course(dirs, io)?;
    if looks_like_a_file(id) {
        match add_lesson_file(&mut course.lessons, id, io.err)? {
            Some(index) => {
                let lesson = course.lessons[index].clone();
                return run_loaded(&lesson, data, from_start, lang, ascii, io);
            }
            None => return Ok(Exit::Problems),
        }
    }
    let Some(lesson) = course.lesson_index(id).and_then(|i| course.lessons.get(i)) else {
        let ids: Vec<&str> = course.lessons.iter().map(|l| l.id.as_str()).collect();
        writeln!(
            io.err,
            "reversi-tutor: {}",
            Ui::new(lang).unknown_lesson(id, &ids)
        )?;
        return Ok(Exit::Usage);
    };
    let lesson = lesson.clone();
    run_loaded(&lesson, data, from_start, lang, ascii, io)
}

/// Runs `lesson` in plain text on `io`, its progress kept under its id, from
/// where the learner stopped (`from_start`: from its first step).
fn run_loaded(
    lesson: &Lesson,
    data: &DataArgs,
    from_start: bool,
    lang: Lang,
    ascii: bool,
    io: &mut Io<'_>,
) -> io::Result<Exit> {
    let id = lesson.id.as_str();
    let options = io.plain_options(lang, ascii);
    let ui = Ui::new(lang);
    let learner = Learner::open(data, ui, io.err)?;
    // Where the learner stopped, as the full screen does.
    let step = match from_start {
        true => 0,
        false => learner.progress.lesson(id).step as usize,
    };
    let run = LessonRun::resume(lesson.clone(), step);
    run_plain(run, None, learner, options, io, |run, progress| {
        if run.is_finished() {
            let stars = Stars::new(run.summary().stars()).unwrap_or_default();
            progress.reach_step(id, 0);
            progress.complete_lesson(id, stars);
        } else {
            progress.reach_step(id, run.index());
        }
    })
}

/// Runs `run` in plain text on `io` (`drill`: the drill it is of), then
/// keeps what it did: its tasks in the review queue, and what `keep` adds;
/// what was done is kept even when the output failed. Says at the end how
/// many tasks come back for review the next day.
fn run_plain(
    mut run: LessonRun,
    drill: Option<&Drill>,
    mut learner: Learner,
    options: plain::PlainOptions,
    io: &mut Io<'_>,
    keep: impl FnOnce(&LessonRun, &mut Progress),
) -> io::Result<Exit> {
    let ui = Ui::new(options.lang);
    let ending = io.with_lines(|source, out| plain::run_lesson(&mut run, options, source, out));
    let mut notes = QueueNotes::default();
    notes.note(&run, drill, &mut learner.progress, Date::today());
    keep(&run, &mut learner.progress);
    let saved = learner.save(ui, io.err)?;
    ending?;
    if notes.missed() > 0 {
        writeln!(io.out, "{}", ui.tasks_queued(notes.missed()))?;
    }
    Ok(Learner::exit(saved))
}

/// What `quiz` runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quiz {
    /// The lesson tasks due for review, instead of the rules quiz.
    pub review: bool,
    /// Which tasks the quiz draws.
    pub seed: u64,
}

/// `quiz [--review]` in plain text on `io`: the rules quiz, or the lesson
/// tasks due for review today. A task answered wrong twice joins the review
/// queue; in a review each task settles there (see [`QueueNotes::note`]).
pub fn run_quiz(
    dirs: &CourseDirs,
    data: &DataArgs,
    quiz: Quiz,
    lang: Lang,
    ascii: bool,
    io: &mut Io<'_>,
) -> io::Result<Exit> {
    let course = course(dirs, io)?;
    let ui = Ui::new(lang);
    let learner = Learner::open(data, ui, io.err)?;
    let drill = match quiz.review {
        true => tasks_due(&course, &learner.progress, Date::today()),
        false => rules_quiz(&course, quiz.seed),
    };
    let Some((drill, lesson)) = drill else {
        return no_drill(&course, &learner.progress, quiz, ui, io);
    };
    let options = io.plain_options(lang, ascii);
    run_plain(
        LessonRun::new(lesson),
        Some(&drill),
        learner,
        options,
        io,
        |_, _| {},
    )
}

/// Says why `quiz` has nothing to open: no task is due (status 0), or the
/// course has no rules quiz (status 1).
pub fn no_drill(
    course: &Course,
    progress: &Progress,
    quiz: Quiz,
    ui: Ui,
    io: &mut Io<'_>,
) -> io::Result<Exit> {
    if quiz.review {
        let (_, queued) = task_queue(course, progress, Date::today());
        writeln!(io.out, "{}", ui.no_lesson_tasks_due(queued))?;
        return Ok(Exit::Fine);
    }
    writeln!(io.err, "reversi-tutor: {}", ui.no_quiz())?;
    Ok(Exit::Problems)
}
