//! `reversi-tutor puzzles` in plain text (the trainer; `puzzles list`
//! for the themes, the rating, the streaks and the review queue) and
//! `reversi-tutor puzzle ID` (one puzzle); the full-screen tutor takes both over
//! in a terminal (`tutor`). Progress is opened before and saved after, whatever
//! happened in between.

use std::io;
use std::path::{Path, PathBuf};

use clap::builder::PossibleValue;
use clap::{Args, Subcommand, ValueEnum};

use super::learner::{DataArgs, Learner};
use super::lessons::report_loading;
use super::{CourseDirs, Exit, Io};
use crate::course::{Course, CourseLoader, FileKind, Puzzle, ThemeKind, load_course};
use crate::i18n::Ui;
use crate::lang::Lang;
use crate::learner::Date;
use crate::learner::date::clock_seed;
use crate::plain;
use crate::runner::{Mode, Selection, Trainer};

/// What `puzzles` does besides the trainer (its default).
#[derive(Debug, Subcommand)]
pub enum PuzzlesAction {
    /// Mine puzzles of one theme from seeded self-play and write them as a puzzle
    /// file (TOML) for an author to finish: every answer set is the engine's or
    /// the solver's, no position appears twice up to the board's symmetries, and
    /// the same seed always gives the same file.
    Generate(super::generate::GenerateArgs),
    /// List the puzzle themes with how many puzzles each has, your rating, your
    /// streaks and your review queue.
    List {
        #[command(flatten)]
        dirs: CourseDirs,
        #[command(flatten)]
        data: DataArgs,
    },
}

/// How the trainer runs.
#[derive(Debug, Clone, Default, Args)]
pub struct TrainerArgs {
    /// Plain text: the board as characters, no escape codes, one answer a line
    /// (for screen readers, scripts and tests).
    #[arg(long)]
    pub plain: bool,
    /// Draw discs as letters instead of ● and ○.
    #[arg(long)]
    pub ascii: bool,
    /// Only puzzles of this theme: its name, or its word in Bahasa Indonesia or
    /// Tiếng Việt (with or without accents), as `puzzles list` shows it in that
    /// language.
    #[arg(long, value_name = "THEME", value_parser = super::generate::ThemeArg)]
    pub theme: Option<ThemeKind>,
    /// How puzzles are chosen: `theme` (theme by theme, easiest unsolved first;
    /// the default with --theme), `rated` (mixed themes near your rating; the
    /// default otherwise), `streak` (easiest first and rising, the first miss
    /// ends the run), `review` (the puzzles you missed, due again today).
    #[arg(long, value_name = "MODE", value_enum, ignore_case = true)]
    pub mode: Option<Mode>,
    /// Vary the choice among puzzles of the same difficulty by this number (the
    /// same seed on the same day with the same progress serves the same puzzles;
    /// default: from the clock).
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// A class assignment: only the puzzles of this folder (or puzzle file), each
    /// once, in the order of the files (by name) and of the puzzles in each. A
    /// teacher's puzzles leave your rating as it is unless their file says
    /// `rated = true`.
    #[arg(long, value_name = "DIR", conflicts_with_all = ["theme", "mode", "seed"])]
    pub set: Option<PathBuf>,
    /// Stop after this many puzzles (default: go on while puzzles are left).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub count: Option<u32>,
}

impl TrainerArgs {
    /// `--count`, as a number of puzzles.
    pub fn count(&self) -> Option<usize> {
        self.count.and_then(|n| usize::try_from(n).ok())
    }

    /// The mode asked for: `--mode`, else `theme` with `--theme`, else `rated`.
    pub fn selection(&self) -> Selection {
        let mode = self.mode.unwrap_or(if self.theme.is_some() {
            Mode::Theme
        } else {
            Mode::Rated
        });
        Selection {
            mode,
            theme: self.theme,
        }
    }
}

/// `--mode` takes the names of the mode list.
impl ValueEnum for Mode {
    fn value_variants<'a>() -> &'a [Mode] {
        &Mode::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.name()))
    }
}

/// The course with the teacher's folders; notices and files left out go to `io.err`.
fn course(dirs: &CourseDirs, io: &mut Io<'_>) -> io::Result<Course> {
    let loaded = load_course(&dirs.lessons, &dirs.puzzles);
    report_loading(&loaded, io.err)?;
    Ok(loaded.course)
}

/// The puzzles of an assignment folder or file, in order; its problems and the
/// files left out go to `err`. `None` when it has no puzzle to serve.
pub fn assignment(
    set: &Path,
    lang: Lang,
    err: &mut dyn io::Write,
) -> io::Result<Option<Vec<Puzzle>>> {
    let mut loader = CourseLoader::new();
    if set.is_dir() {
        loader.add_folder(set, Some(FileKind::Puzzles));
    } else {
        loader.add_path(set, Some(FileKind::Puzzles));
    }
    let loaded = loader.loaded();
    report_loading(&loaded, err)?;
    if loaded.course.puzzles.is_empty() {
        let shown = crate::untrusted::escape(&set.display().to_string()).into_owned();
        writeln!(
            err,
            "reversi-tutor: {}",
            Ui::new(lang).no_puzzles_in_set(&shown)
        )?;
        return Ok(None);
    }
    Ok(Some(loaded.course.puzzles))
}

/// `puzzles list`: the themes with their counts, then the learner's rating,
/// streaks and review queue. Folders given before `list` count too.
pub fn list(dirs: &CourseDirs, data: &DataArgs, lang: Lang, io: &mut Io<'_>) -> io::Result<Exit> {
    let course = course(dirs, io)?;
    let learner = Learner::open(data, Ui::new(lang), io.err)?;
    plain::list_puzzles(&course, &learner.progress, Date::today(), lang, io.out)?;
    Ok(Exit::Fine)
}

/// The trainer, in plain text on `io`, choosing by `args`.
pub fn train(
    dirs: &CourseDirs,
    data: &DataArgs,
    args: &TrainerArgs,
    lang: Lang,
    io: &mut Io<'_>,
) -> io::Result<Exit> {
    if let Some(set) = &args.set {
        let Some(puzzles) = assignment(set, lang, io.err)? else {
            return Ok(Exit::Problems);
        };
        return run(data, lang, args.ascii, io, |progress| {
            Trainer::assignment(puzzles, progress, Date::today()).limited(args.count())
        });
    }
    let course = course(dirs, io)?;
    let seed = args.seed.unwrap_or_else(clock_seed);
    run(data, lang, args.ascii, io, |progress| {
        Trainer::new(
            course.puzzles,
            args.selection(),
            progress,
            Date::today(),
            seed,
        )
        .limited(args.count())
    })
}

/// Puzzle `id` alone, in plain text on `io`. An unknown id is one line on
/// `io.err` with the nearest id, and a usage error.
pub fn one(
    dirs: &CourseDirs,
    data: &DataArgs,
    id: &str,
    lang: Lang,
    ascii: bool,
    io: &mut Io<'_>,
) -> io::Result<Exit> {
    let course = course(dirs, io)?;
    let Some(puzzle) = course.puzzle(id).cloned() else {
        let ids: Vec<&str> = course.puzzles.iter().map(|p| p.id.as_str()).collect();
        let line = Ui::new(lang).unknown_puzzle(id, nearest(id, &ids));
        writeln!(io.err, "reversi-tutor: {line}")?;
        return Ok(Exit::Usage);
    };
    run(data, lang, ascii, io, |progress| {
        Trainer::single(puzzle, progress, Date::today())
    })
}

/// Opens the learner's progress, runs the trainer `start` makes of it in plain
/// text, and saves the progress, even when the output failed.
fn run(
    data: &DataArgs,
    lang: Lang,
    ascii: bool,
    io: &mut Io<'_>,
    start: impl FnOnce(crate::learner::Progress) -> Trainer,
) -> io::Result<Exit> {
    let ui = Ui::new(lang);
    let mut learner = Learner::open(data, ui, io.err)?;
    let mut trainer = start(std::mem::take(&mut learner.progress));
    let options = io.plain_options(lang, ascii);
    let ending =
        io.with_lines(|source, out| plain::run_trainer(&mut trainer, options, source, out));
    learner.progress = trainer.into_progress();
    let saved = learner.save(ui, io.err)?;
    ending?;
    Ok(Learner::exit(saved))
}

/// The id in `ids` closest to `id`, if one is close enough to be a typo.
pub(super) fn nearest<'a>(id: &str, ids: &[&'a str]) -> Option<&'a str> {
    ids.iter()
        .map(|known| (strsim::jaro_winkler(id, known), *known))
        .filter(|(score, _)| *score > 0.8)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, known)| known)
}
