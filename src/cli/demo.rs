//! `reversi-tutor demo [LESSON-ID | FILE | --record f5d6c3...]` and
//! `reversi-tutor sandbox [--position P]`: the classroom demo and the sandbox in
//! the full-screen tutor (they need a terminal), started where the command line
//! says: a lesson of the course, a lesson file, a game record, or the chooser.

use std::io;

use clap::Args;

use super::learner::DataArgs;
use super::lessons::{add_lesson_file, looks_like_a_file};
use super::{CourseDirs, Exit, Io, TutorArgs, position_arg};
use crate::app::{App, Tutor};
use crate::engine::Game;
use crate::lang::Lang;
use crate::ui;

/// The options of `demo`.
#[derive(Debug, Clone, Args)]
pub struct DemoArgs {
    /// The lesson to show: its id, as `reversi-tutor lessons` lists them (e.g.
    /// first-move), or a lesson file (e.g. my-lessons/01-corners.toml).
    #[arg(value_name = "LESSON-ID | FILE", conflicts_with = "record")]
    pub lesson: Option<String>,
    /// A game record to show move by move, played from the start position
    /// (e.g. f5d6c3; `pa` is a pass).
    #[arg(long, value_name = "MOVES")]
    pub record: Option<String>,
    #[command(flatten)]
    pub tutor: TutorArgs,
    #[command(flatten)]
    pub dirs: CourseDirs,
    #[command(flatten)]
    pub data: DataArgs,
}

/// The options of `sandbox`.
#[derive(Debug, Clone, Args)]
pub struct SandboxArgs {
    /// The position to start from: `start`, a game record, or 64 squares a1..h8
    /// (X black, O white, - empty) followed by the side to move (X or O).
    #[arg(long, short, value_name = "P", default_value = "start", value_parser = position_arg, allow_hyphen_values = true)]
    pub position: Game,
    #[command(flatten)]
    pub tutor: TutorArgs,
    #[command(flatten)]
    pub data: DataArgs,
}

/// Runs `app` in the terminal, or refuses when there is none to draw on.
fn run(app: &mut Tutor, io: &mut Io<'_>) -> io::Result<Exit> {
    if !io.out_is_terminal {
        writeln!(io.err, "reversi-tutor: {}", app.ui().demo_needs_terminal())?;
        return Ok(Exit::Problems);
    }
    ui::run_in_terminal(app)?;
    Ok(Exit::Fine)
}

/// `reversi-tutor demo`: the demo of a lesson, a lesson file or a game record,
/// or its chooser. What it is to show is checked before the terminal is.
pub fn demo(
    args: &DemoArgs,
    dirs: &CourseDirs,
    options: &TutorArgs,
    data: &DataArgs,
    lang: Option<Lang>,
    io: &mut Io<'_>,
) -> io::Result<Exit> {
    let mut app = super::tutor::app(dirs, options, data, lang, io)?;
    let opened = match (&args.lesson, &args.record) {
        (_, Some(record)) => match app.open_demo_record(record) {
            Ok(()) => None,
            Err(refused) => {
                let said = app.ui().notation_refused(&refused);
                writeln!(io.err, "reversi-tutor: --record: {said}")?;
                Some(Exit::Usage)
            }
        },
        (Some(lesson), None) if looks_like_a_file(lesson) => open_file(&mut app, lesson, io)?,
        (Some(id), None) => match app.course.lesson_index(id) {
            Some(index) => {
                app.open_demo_lesson(index);
                None
            }
            None => {
                let ids: Vec<&str> = app.course.lessons.iter().map(|l| l.id.as_str()).collect();
                let said = app.ui().unknown_lesson(id, &ids);
                writeln!(io.err, "reversi-tutor: {said}")?;
                Some(Exit::Usage)
            }
        },
        (None, None) => {
            app.open_demo_pick();
            None
        }
    };
    match opened {
        Some(exit) => Ok(exit),
        None => run(&mut app, io),
    }
}

/// `reversi-tutor sandbox`: the sandbox on the position given.
pub fn sandbox(
    args: &SandboxArgs,
    options: &TutorArgs,
    data: &DataArgs,
    lang: Option<Lang>,
    io: &mut Io<'_>,
) -> io::Result<Exit> {
    let mut app = super::tutor::app(&CourseDirs::default(), options, data, lang, io)?;
    app.open_sandbox(*args.position.board());
    run(&mut app, io)
}

/// Loads the lesson file `path` into the app's course (in place of a lesson with
/// its id) and opens its demo; its problems go to stderr, and a file left out
/// ends the command with status 1.
fn open_file(app: &mut App, path: &str, io: &mut Io<'_>) -> io::Result<Option<Exit>> {
    let Some(index) = add_lesson_file(&mut app.course.lessons, path, io.err)? else {
        return Ok(Some(Exit::Problems));
    };
    app.open_demo_lesson(index);
    Ok(None)
}
