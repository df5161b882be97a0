//! `reversi-tutor print`: a lesson or a puzzle set as a printable worksheet,
//! one self-contained HTML page (see [`crate::export::html`]), with the answer
//! key on its own page when asked.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use clap::builder::PossibleValue;
use clap::{Args, ValueEnum};

use super::lessons::{add_lesson_file, looks_like_a_file, report_loading};
use super::{CourseDirs, Exit, Io};
use crate::course::{Puzzle, ThemeKind, load_course};
use crate::export::html::{Paper, page};
use crate::export::worksheet::{self, Worksheet};
use crate::i18n::Ui;
use crate::untrusted::escape;

/// The options of `print`.
#[derive(Debug, Clone, Args)]
pub struct PrintArgs {
    /// The lesson: its id or number, as `reversi-tutor lessons` lists them (e.g.
    /// first-move, or 3), or a lesson file.
    #[arg(
        value_name = "LESSON | FILE",
        required_unless_present = "puzzle_set",
        conflicts_with = "puzzle_set"
    )]
    pub lesson: Option<String>,
    /// Puzzles instead of a lesson: a theme of the course's puzzles (e.g.
    /// corner; easiest first), or a folder or file of puzzles (in the order of
    /// the files, as `puzzles --set` serves them).
    #[arg(long = "puzzles", id = "puzzle_set", value_name = "THEME | DIR")]
    pub puzzles: Option<String>,
    /// Add the answer key, on a page of its own at the end.
    #[arg(long)]
    pub answers: bool,
    /// The paper the page is laid out for.
    #[arg(long, value_enum, default_value = "a4", ignore_case = true)]
    pub paper: Paper,
    /// The page to write: FILE.html (open it in a web browser and print it).
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    #[command(flatten)]
    pub dirs: CourseDirs,
}

/// `--paper` takes `a4` and `letter`.
impl ValueEnum for Paper {
    fn value_variants<'a>() -> &'a [Paper] {
        &[Paper::A4, Paper::Letter]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(match self {
            Paper::A4 => PossibleValue::new("a4").help("ISO A4, 210 × 297 mm"),
            Paper::Letter => PossibleValue::new("letter").help("US Letter, 8.5 × 11 in"),
        })
    }
}

/// Runs `print` with the course folders `dirs` (already resolved).
pub fn run(args: &PrintArgs, dirs: &CourseDirs, ui: Ui, io: &mut Io<'_>) -> io::Result<Exit> {
    let shown = escape(&args.out.display().to_string()).into_owned();
    if !is_html(&args.out) {
        writeln!(io.err, "reversi-tutor: {}", ui.sheet_format(&shown))?;
        return Ok(Exit::Usage);
    }
    let sheet = match (&args.puzzles, &args.lesson) {
        (Some(name), _) => puzzle_sheet(name, dirs, ui, io.err)?,
        (None, Some(lesson)) => lesson_sheet(lesson, dirs, ui, io.err)?,
        (None, None) => Err(Exit::Usage),
    };
    let sheet = match sheet {
        Ok(sheet) => sheet,
        Err(exit) => return Ok(exit),
    };
    let html = page(&sheet, args.paper, args.answers, ui);
    match std::fs::write(&args.out, html) {
        Ok(()) => {
            writeln!(io.err, "reversi-tutor: {}", ui.sheet_written(&shown))?;
            Ok(Exit::Fine)
        }
        Err(e) => {
            let why = escape(&e.to_string()).into_owned();
            writeln!(io.err, "reversi-tutor: {}", ui.cannot_write(&shown, &why))?;
            Ok(Exit::Problems)
        }
    }
}

/// Whether `path` names an HTML file.
fn is_html(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("html") || e.eq_ignore_ascii_case("htm"))
}

/// The worksheet of the lesson `name` (an id, a number or a file); a problem
/// is told on `err` and gives the exit status.
fn lesson_sheet(
    name: &str,
    dirs: &CourseDirs,
    ui: Ui,
    err: &mut dyn Write,
) -> io::Result<Result<Worksheet, Exit>> {
    let loaded = load_course(&dirs.lessons, &dirs.puzzles);
    report_loading(&loaded, err)?;
    let mut course = loaded.course;
    let index = if looks_like_a_file(name) {
        match add_lesson_file(&mut course.lessons, name, err)? {
            Some(index) => index,
            None => return Ok(Err(Exit::Problems)),
        }
    } else {
        let Some(index) = course.lesson_index(name) else {
            let ids: Vec<&str> = course.lessons.iter().map(|l| l.id.as_str()).collect();
            writeln!(err, "reversi-tutor: {}", ui.unknown_lesson(name, &ids))?;
            return Ok(Err(Exit::Usage));
        };
        index
    };
    Ok(course
        .lessons
        .get(index)
        .map(|lesson| worksheet::of_lesson(lesson, ui))
        .ok_or(Exit::Problems))
}

/// The worksheet of the puzzles `name` names: a theme of the course (the
/// built-in puzzles and those of `dirs`), easiest first, or a folder or file of
/// puzzles in its order; a problem is told on `err` and gives the exit status.
fn puzzle_sheet(
    name: &str,
    dirs: &CourseDirs,
    ui: Ui,
    err: &mut dyn Write,
) -> io::Result<Result<Worksheet, Exit>> {
    if let Some(theme) = crate::i18n::theme_named(name) {
        let loaded = load_course(&dirs.lessons, &dirs.puzzles);
        report_loading(&loaded, err)?;
        let mut puzzles: Vec<Puzzle> = loaded
            .course
            .puzzles
            .into_iter()
            .filter(|p| p.theme.kind() == theme)
            .collect();
        puzzles.sort_by_key(|p| p.rating);
        return Ok(Ok(worksheet::of_puzzles(
            &puzzles,
            ui.theme_title(theme),
            ui,
        )));
    }
    let path = Path::new(name);
    if !path.exists() {
        let themes: Vec<&str> = ThemeKind::ALL.iter().map(|t| t.name()).collect();
        let shown = escape(name).into_owned();
        writeln!(
            err,
            "reversi-tutor: {}",
            ui.sheet_no_puzzles(&shown, &themes.join(", "))
        )?;
        return Ok(Err(Exit::Usage));
    }
    let Some(puzzles) = super::puzzles::assignment(path, ui.lang(), err)? else {
        return Ok(Err(Exit::Problems));
    };
    let title = path
        .file_stem()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| name.to_string());
    Ok(Ok(worksheet::of_puzzles(&puzzles, &title, ui)))
}
