//! The full-screen tutor's start from the command line: the course (with the
//! teacher's folders), the progress store (`--data-dir`), the command line's
//! choices over the saved settings (`--lang`, `--ascii`, `--no-animation`,
//! NO_COLOR), then the home screen, or a lesson or the puzzles opened directly.

use std::io;

use super::learner::DataArgs;
use super::lessons::{add_lesson_file, looks_like_a_file, report_loading};
use super::puzzles::nearest;
use super::{CourseDirs, Exit, Io, TutorArgs};
use crate::app::{Overrides, Tutor};
use crate::course::embedded::embedded_files;
use crate::course::{CourseLoader, FileKind, LoadedCourse};
use crate::i18n::Ui;
use crate::lang::Lang;
use crate::learner::Progress;
use crate::learner::date::clock_seed;
use crate::runner::Selection;
use crate::store::{DataDir, Store};
use crate::ui;

/// `reversi-tutor` alone, in a terminal: the home screen.
pub fn home(
    dirs: &CourseDirs,
    args: &TutorArgs,
    data: &DataArgs,
    lang: Option<Lang>,
    io: &mut Io<'_>,
) -> io::Result<Exit> {
    let mut app = app(dirs, args, data, lang, io)?;
    ui::run_in_terminal(&mut app)?;
    Ok(Exit::Fine)
}

/// `reversi-tutor lesson ID|NUMBER|FILE`, in a terminal: the lesson, where the
/// learner stopped (`from_start`: at its first step; a lesson file is loaded as
/// `demo FILE` loads it).
pub fn lesson(
    dirs: &CourseDirs,
    args: &TutorArgs,
    data: &DataArgs,
    lang: Option<Lang>,
    id: &str,
    from_start: bool,
    io: &mut Io<'_>,
) -> io::Result<Exit> {
    let mut app = app(dirs, args, data, lang, io)?;
    let found = if looks_like_a_file(id) {
        add_lesson_file(&mut app.course.lessons, id, io.err)?.ok_or(Exit::Problems)
    } else {
        app.course.lesson_index(id).ok_or(Exit::Usage)
    };
    let index = match found {
        Ok(index) => index,
        Err(exit) => {
            if exit == Exit::Usage {
                let ids: Vec<&str> = app.course.lessons.iter().map(|l| l.id.as_str()).collect();
                let line = app.ui().unknown_lesson(id, &ids);
                writeln!(io.err, "reversi-tutor: {line}")?;
            }
            return Ok(exit);
        }
    };
    if from_start && let Some(lesson) = app.course.lessons.get(index) {
        let id = lesson.id.clone();
        app.progress.reach_step(&id, 0);
    }
    app.open_lesson(index);
    ui::run_in_terminal(&mut app)?;
    Ok(Exit::Fine)
}

/// `quiz [--review]` in the full-screen tutor: the rules quiz, or the lesson
/// tasks due for review. With none to open, one line says why (status 1 for a
/// course without a quiz; 0 when no task is due).
pub fn quiz(
    dirs: &CourseDirs,
    args: &TutorArgs,
    data: &DataArgs,
    lang: Option<Lang>,
    quiz: super::lessons::Quiz,
    io: &mut Io<'_>,
) -> io::Result<Exit> {
    let mut app = app(dirs, args, data, lang, io)?;
    app.puzzle_setup.seed = quiz.seed;
    let opened = match quiz.review {
        true => app.open_task_review(),
        false => app.open_quiz(),
    };
    if !opened {
        return super::lessons::no_drill(&app.course, &app.progress, quiz, app.ui(), io);
    }
    ui::run_in_terminal(&mut app)?;
    Ok(Exit::Fine)
}

/// How the puzzle screen opens from the command line.
#[derive(Clone, Debug)]
pub enum PuzzleStart<'a> {
    /// `puzzles [--theme T] [--mode M] [--seed S]`: a session of this choice.
    Session {
        selection: Selection,
        seed: Option<u64>,
        /// `--count N`: at most this many puzzles.
        count: Option<usize>,
    },
    /// `puzzle ID`: this one puzzle.
    One(&'a str),
    /// `puzzles --set DIR`: these puzzles in order, as a class assignment (at
    /// most `--count` of them).
    Set(Vec<crate::course::Puzzle>, Option<usize>),
}

/// `reversi-tutor puzzles` or `puzzle ID`, in a terminal: the puzzle screen
/// (the built-in puzzles loaded first). An unknown id is one line on stderr
/// with the nearest id, and a usage error.
pub fn puzzles(
    dirs: &CourseDirs,
    args: &TutorArgs,
    data: &DataArgs,
    lang: Option<Lang>,
    start: PuzzleStart<'_>,
    io: &mut Io<'_>,
) -> io::Result<Exit> {
    let mut app = app(dirs, args, data, lang, io)?;
    match start {
        PuzzleStart::Session {
            selection,
            seed,
            count,
        } => {
            let seed = seed.unwrap_or(app.puzzle_setup.seed);
            app.start_puzzles(selection, seed, count);
        }
        PuzzleStart::Set(puzzles, count) => app.start_assignment(puzzles, count),
        PuzzleStart::One(id) => {
            if !app.open_puzzle(id) {
                let ui = app.ui();
                let ids = app.puzzle_ids();
                let line = ui.unknown_puzzle(id, nearest(id, &ids));
                writeln!(io.err, "reversi-tutor: {line}")?;
                return Ok(Exit::Usage);
            }
        }
    }
    ui::run_in_terminal(&mut app)?;
    Ok(Exit::Fine)
}

/// The course the tutor shows: the built-in lessons, then the teacher's lesson
/// and puzzle folders (their problems reported as for `lessons`). The built-in
/// puzzles, whose endgames take the exact solver tens of milliseconds to verify,
/// are left for the puzzle screen to load: the first frame does not wait for them.
pub fn tutor_course(dirs: &CourseDirs) -> LoadedCourse {
    let mut loader = CourseLoader::new();
    loader.trust_built_in_prose();
    for (name, bytes, kind) in embedded_files() {
        if kind == FileKind::Lesson {
            loader.add_file(&name, bytes, true, Some(kind));
        }
    }
    for dir in &dirs.lessons {
        loader.add_folder(dir, Some(FileKind::Lesson));
    }
    for dir in &dirs.puzzles {
        loader.add_folder(dir, Some(FileKind::Puzzles));
    }
    loader.loaded()
}

/// What the command line and the environment say over the saved settings:
/// `--lang`, `--ascii`, `--no-animation`, and NO_COLOR when it is set and not empty.
pub(super) fn overrides(lang: Option<Lang>, ascii: bool, no_animation: bool) -> Overrides {
    Overrides {
        lang,
        ascii,
        no_animation,
        no_color: std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()),
    }
}

/// The app, on the home screen. Problems with the progress folder are told on
/// stderr and the tutor runs on without saving.
pub(super) fn app(
    dirs: &CourseDirs,
    args: &TutorArgs,
    data: &DataArgs,
    lang: Option<Lang>,
    io: &mut Io<'_>,
) -> io::Result<Tutor> {
    let loaded = tutor_course(dirs);
    report_loading(&loaded, io.err)?;
    let course = loaded.course;
    let overrides = overrides(lang, args.ascii, args.no_animation);
    let opened = DataDir::resolve(data.data_dir.clone())
        .map_err(|e| e.to_string())
        .and_then(|folder| Store::open(&folder).map_err(|e| e.to_string()));
    let mut app = match opened {
        Ok(opened) => {
            let mut app = Tutor::new(course, opened.progress, Some(opened.store), overrides);
            app.tell(&opened.notices);
            app
        }
        Err(why) => {
            let ui = Ui::new(Lang::choose(lang));
            writeln!(io.err, "reversi-tutor: {}", ui.progress_not_saved(&why))?;
            Tutor::new(course, Progress::default(), None, overrides)
        }
    };
    app.env_lang = Lang::choose(None);
    app.puzzle_setup.built_in_pending = true;
    app.puzzle_setup.seed = clock_seed();
    Ok(app)
}
