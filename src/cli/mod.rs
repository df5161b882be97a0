//! The command line: the one definition of the commands and their options (clap),
//! the one dispatch [`run`], and the exit statuses ([`Exit`]). The commands' output
//! lives beside it: `explain` and `moves` in [`position`], `solve` in [`solve`],
//! `perft` in [`perft`], `check` in [`check`], `lessons` and `lesson` in
//! [`lessons`], `lessons show/export/new` in [`course_files`], `diagram` in
//! [`diagram`], `print` in [`print`], `completions` and `man` in [`install`],
//! `puzzles` and `puzzle` in [`puzzles`], `puzzles generate` in
//! [`generate`], `play`, `review` and `match` in [`play`] (full-screen in
//! [`play_tui`]), `help` in [`help`], the full-screen tutor's start in
//! [`tutor`], `demo` and `sandbox` in [`demo`].

pub mod check;
pub mod classroom;
pub mod course_files;
pub mod demo;
pub mod diagram;
pub mod generate;
pub mod glossary;
pub mod help;
pub mod install;
pub mod learner;
pub mod lessons;
pub mod perft;
pub mod play;
pub mod play_tui;
pub mod position;
pub mod print;
pub mod puzzles;
pub mod solve;
pub mod train;
pub mod tutor;

use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::builder::PossibleValue;
use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::engine::notation::parse_position;
use crate::engine::{Game, Scoring, Square};
use crate::i18n::Ui;
use crate::lang::Lang;
use crate::plain::PlainOptions;
use crate::plain::lines::{LineSource, Piped, Terminal};
use crate::store::config::{self, FolderSource};
use crate::untrusted::escape;

/// How the program ends: the exit statuses, named once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// 0: all went well.
    Fine,
    /// 1: problems were found (`check` found errors, the course could not be
    /// loaded), the output could not be written, or plain mode could not save
    /// the learner's progress.
    Problems,
    /// 2: bad usage: an unknown command, option, square, position or lesson id.
    Usage,
    /// 101: a fault in the program (a panic) stopped the full screen; the
    /// terminal was restored and the report says where the progress is.
    Fault,
}

impl Exit {
    /// The number the process exits with.
    pub const fn code(self) -> u8 {
        match self {
            Exit::Fine => 0,
            Exit::Problems => 1,
            Exit::Usage => 2,
            Exit::Fault => 101,
        }
    }
}

impl From<Exit> for ExitCode {
    fn from(exit: Exit) -> ExitCode {
        ExitCode::from(exit.code())
    }
}

/// Where a command reads and writes: stdin, stdout and stderr in the binary,
/// buffers in tests.
pub struct Io<'a> {
    /// Answers typed by the learner (a lesson in plain mode).
    pub input: &'a mut dyn BufRead,
    /// Whether `input` is a terminal (which echoes what is typed itself).
    pub input_is_terminal: bool,
    /// The command's output.
    pub out: &'a mut dyn Write,
    /// Whether `out` is a terminal (text is then wrapped to its width).
    pub out_is_terminal: bool,
    /// Problems and notices.
    pub err: &'a mut dyn Write,
}

impl Io<'_> {
    /// How plain mode speaks and draws here: answers echoed when the input is
    /// not a terminal (so that a transcript shows them), text wrapped to the
    /// terminal's width, else to 80 columns.
    pub fn plain_options(&self, lang: Lang, ascii: bool) -> PlainOptions {
        PlainOptions {
            lang,
            ascii,
            echo: !self.input_is_terminal,
            width: if self.out_is_terminal {
                textwrap::termwidth()
            } else {
                80
            },
        }
    }

    /// Runs `f` on the lines the learner types and on the output. A terminal
    /// gets line editing and history; anything else is read as it comes.
    pub fn with_lines<T>(&mut self, f: impl FnOnce(&mut dyn LineSource, &mut dyn Write) -> T) -> T {
        let mut terminal = if self.input_is_terminal {
            Terminal::new().ok()
        } else {
            None
        };
        let mut piped = Piped::new(&mut *self.input);
        let source: &mut dyn LineSource = match terminal.as_mut() {
            Some(terminal) => terminal,
            None => &mut piped,
        };
        f(source, &mut *self.out)
    }
}

/// reversi-tutor: learn the rules of Reversi (Othello) step by step, on a real board.
#[derive(Debug, Parser)]
#[command(
    name = "reversi-tutor",
    version,
    long_about = None,
    disable_help_subcommand = true
)]
pub struct Cli {
    /// What to do; without a command, the full-screen tutor (in a terminal), or
    /// the list of commands.
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub tutor: TutorArgs,
    #[command(flatten)]
    pub dirs: CourseDirs,
    #[command(flatten)]
    pub data: learner::DataArgs,
    /// The language of the words (default: from LANGUAGE, LC_ALL, LC_MESSAGES or
    /// LANG, else en).
    #[arg(
        long,
        value_name = "LANG",
        global = true,
        value_enum,
        ignore_case = true
    )]
    pub lang: Option<Lang>,
}

/// The folders of a teacher's own lessons and puzzles, for the commands that read
/// the course.
#[derive(Debug, Clone, Default, Args)]
pub struct CourseDirs {
    /// A folder of your own lesson files (*.toml), loaded after the built-in course;
    /// may be given more than once (default: REVERSI_TUTOR_LESSONS, else `lessons`
    /// in the config file, see README).
    #[arg(long = "lessons-dir", value_name = "DIR")]
    pub lessons: Vec<PathBuf>,
    /// A folder of your own puzzle files (*.toml), loaded after the built-in puzzles;
    /// may be given more than once (default: REVERSI_TUTOR_PUZZLES, else `puzzles`
    /// in the config file).
    #[arg(long = "puzzles-dir", value_name = "DIR")]
    pub puzzles: Vec<PathBuf>,
}

/// The options of the full-screen tutor (on the top level and for `lesson`).
#[derive(Debug, Clone, Default, Args)]
pub struct TutorArgs {
    /// Draw discs as letters instead of ● and ○.
    #[arg(long)]
    pub ascii: bool,
    /// No flip animation (also off with the NO_COLOR variable).
    #[arg(long)]
    pub no_animation: bool,
}

impl CourseDirs {
    /// These folders, then `more`.
    fn and(&self, more: &CourseDirs) -> CourseDirs {
        CourseDirs {
            lessons: self.lessons.iter().chain(&more.lessons).cloned().collect(),
            puzzles: self.puzzles.iter().chain(&more.puzzles).cloned().collect(),
        }
    }

    fn is_empty(&self) -> bool {
        self.lessons.is_empty() && self.puzzles.is_empty()
    }

    /// The folders to read: these (from the command line), else those that
    /// REVERSI_TUTOR_LESSONS / REVERSI_TUTOR_PUZZLES or the config file name
    /// (see [`crate::store::config`]). A config file that cannot be used is
    /// told on `err`; with `tell`, so is where the folders not given here came from.
    fn resolved(&self, ui: Ui, tell: bool, err: &mut dyn Write) -> io::Result<CourseDirs> {
        let config = config::config_path();
        let (found, error) =
            config::course_folders(&self.lessons, &self.puzzles, config.as_deref());
        if let Some(error) = error {
            let why = escape(&error.to_string()).into_owned();
            writeln!(err, "reversi-tutor: {}", ui.config_not_used(&why))?;
        }
        let named = [
            (&found.lessons, &found.lessons_from, true),
            (&found.puzzles, &found.puzzles_from, false),
        ];
        for (folders, from, lessons) in named.into_iter().filter(|_| tell) {
            let source = match from {
                FolderSource::CommandLine => continue,
                FolderSource::Variable(name) => (*name).to_string(),
                FolderSource::ConfigFile(path) => path.display().to_string(),
            };
            let list: Vec<String> = folders.iter().map(|f| f.display().to_string()).collect();
            let list = list.join(", ");
            let line = if lessons {
                ui.lesson_folders_from(&list, &source)
            } else {
                ui.puzzle_folders_from(&list, &source)
            };
            writeln!(err, "reversi-tutor: {}", escape(&line))?;
        }
        Ok(CourseDirs {
            lessons: found.lessons,
            puzzles: found.puzzles,
        })
    }
}

impl TutorArgs {
    /// These options, with those of `more` added.
    fn and(&self, more: &TutorArgs) -> TutorArgs {
        TutorArgs {
            ascii: self.ascii || more.ascii,
            no_animation: self.no_animation || more.no_animation,
        }
    }
}

impl learner::DataArgs {
    /// The folder given after the command, else the one given before it.
    fn and(&self, more: &learner::DataArgs) -> learner::DataArgs {
        learner::DataArgs {
            data_dir: more.data_dir.clone().or_else(|| self.data_dir.clone()),
        }
    }
}

/// A top-level option given before a command that does not use it.
fn misplaced(cli: &Cli) -> Option<&'static str> {
    let reads_course = matches!(
        cli.command,
        None | Some(
            Command::Lessons { .. }
                | Command::Lesson { .. }
                | Command::Quiz { .. }
                | Command::Check { .. }
                | Command::Puzzles { .. }
                | Command::Puzzle { .. }
                | Command::Demo(_)
                | Command::Classroom { .. }
                | Command::Print(_)
        )
    );
    let takes_tutor = matches!(
        cli.command,
        None | Some(
            Command::Lesson { .. } | Command::Quiz { .. } | Command::Demo(_) | Command::Sandbox(_)
        )
    );
    // Every command that draws a board takes --ascii, before it or after it.
    let takes_ascii = takes_tutor
        || matches!(
            cli.command,
            Some(Command::Play(_) | Command::Puzzles { .. } | Command::Puzzle { .. })
        );
    let keeps_progress = matches!(
        cli.command,
        None | Some(
            Command::Lesson { .. }
                | Command::Quiz { .. }
                | Command::Lessons { .. }
                | Command::Puzzles { .. }
                | Command::Puzzle { .. }
                | Command::Demo(_)
                | Command::Sandbox(_)
                | Command::Play(_)
                | Command::Classroom { .. }
        )
    );
    if !reads_course && !cli.dirs.lessons.is_empty() {
        Some("--lessons-dir")
    } else if !reads_course && !cli.dirs.is_empty() {
        Some("--puzzles-dir")
    } else if !takes_ascii && cli.tutor.ascii {
        Some("--ascii")
    } else if !takes_tutor && cli.tutor.no_animation {
        Some("--no-animation")
    } else if !keeps_progress && cli.data.data_dir.is_some() {
        Some("--data-dir")
    } else {
        None
    }
}

impl Command {
    /// The command's name on the command line (clap's name of the variant).
    pub fn name(&self) -> &'static str {
        match self {
            Command::Lessons { .. } => "lessons",
            Command::Lesson { .. } => "lesson",
            Command::Check { .. } => "check",
            Command::Explain { .. } => "explain",
            Command::Moves { .. } => "moves",
            Command::Solve { .. } => "solve",
            Command::Perft { .. } => "perft",
            Command::Puzzles { .. } => "puzzles",
            Command::Puzzle { .. } => "puzzle",
            Command::Play(_) => "play",
            Command::Review(_) => "review",
            Command::Match(_) => "match",
            Command::Demo(_) => "demo",
            Command::Sandbox(_) => "sandbox",
            Command::Glossary => "glossary",
            Command::Quiz { .. } => "quiz",
            Command::Diagram(_) => "diagram",
            Command::Print(_) => "print",
            Command::Completions(_) => "completions",
            Command::Man(_) => "man",
            Command::Classroom { .. } => "classroom",
            Command::Help { .. } => "help",
            Command::Train(_) => "train",
        }
    }
}

/// The subcommands, learners' first.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// List the lessons of the course: id, title and number of steps; `lessons
    /// show ID` prints a built-in lesson's file, `lessons export DIR` writes the
    /// whole built-in course with its format READMEs, `lessons new ID` writes a
    /// commented template.
    #[command(disable_help_subcommand = true)]
    Lessons {
        /// Something other than the list.
        #[command(subcommand)]
        action: Option<course_files::LessonsAction>,
        #[command(flatten)]
        dirs: CourseDirs,
        #[command(flatten)]
        data: learner::DataArgs,
    },
    /// Take a lesson, step by step: in the full-screen tutor in a terminal, else
    /// (or with --plain) in plain text on stdin/stdout, where `help` lists the
    /// commands.
    Lesson {
        /// The lesson's id or number, as listed by `reversi-tutor lessons` (e.g.
        /// first-move, or 3), or a lesson file (e.g. my-lessons/01-corners.toml).
        #[arg(value_name = "ID | FILE")]
        id: String,
        /// Plain text: the board as characters, no escape codes, one answer a line
        /// (for screen readers, scripts and tests).
        #[arg(long)]
        plain: bool,
        /// Start the lesson at its first step, instead of where you stopped.
        #[arg(long)]
        from_start: bool,
        #[command(flatten)]
        tutor: TutorArgs,
        #[command(flatten)]
        dirs: CourseDirs,
        #[command(flatten)]
        data: learner::DataArgs,
    },
    /// Practise with puzzles, theme by theme, near your rating, as a streak, or
    /// the ones due for review: in the full-screen tutor in a terminal, else (or
    /// with --plain) in plain text on stdin/stdout, where `help` lists the
    /// commands. `puzzles list` lists the themes, your rating, streaks and review
    /// queue.
    #[command(disable_help_subcommand = true)]
    Puzzles {
        /// Something other than the trainer.
        #[command(subcommand)]
        action: Option<puzzles::PuzzlesAction>,
        #[command(flatten)]
        trainer: puzzles::TrainerArgs,
        #[command(flatten)]
        dirs: CourseDirs,
        #[command(flatten)]
        data: learner::DataArgs,
    },
    /// Solve one puzzle by its id: in the full-screen tutor in a terminal, else
    /// (or with --plain) in plain text on stdin/stdout.
    Puzzle {
        /// The puzzle's id, e.g. corner-001.
        #[arg(value_name = "ID")]
        id: String,
        /// Plain text: the board as characters, no escape codes, one answer a line
        /// (for screen readers, scripts and tests).
        #[arg(long)]
        plain: bool,
        /// Draw discs as letters instead of ● and ○.
        #[arg(long)]
        ascii: bool,
        #[command(flatten)]
        dirs: CourseDirs,
        #[command(flatten)]
        data: learner::DataArgs,
    },
    /// Play a game against the computer (levels 1-6) or between two people on one
    /// board: full-screen in a terminal (`?` lists the keys), else (or with
    /// --plain) in plain text on stdin/stdout, where `help` lists the commands:
    /// undo, redo, explain, dots, save, load, new, replay, review.
    Play(play::PlayArgs),
    /// Grade every move of a game: from 20 empty squares on exactly, with the
    /// solver (the result each move keeps, the best result, the best move), earlier
    /// moves with the level-6 search; the costliest first, each with the better
    /// move and why (a corner given away, mobility lost, parity). Full-screen in a
    /// terminal (choose a move to see the board there), else (or with --plain or
    /// --json) as text.
    Review(play::ReviewArgs),
    /// Play two computer levels against each other from varied openings, the
    /// colours alternating; print the wins, losses and draws of --a, the average
    /// disc difference and each level's time per move.
    Match(play::MatchArgs),
    /// Show a class a lesson step by step, or a game move by move, on a board that
    /// fills the terminal: Right and Left (Space and Backspace) step, Enter shows a
    /// task's answer once the class has guessed, `a` advances by itself (`+` and
    /// `-` set the delay), `s` opens the position in the sandbox. Without a
    /// lesson or a record, a chooser. Needs a terminal.
    Demo(demo::DemoArgs),
    /// Set up any position on a big board, disc by disc (type a square such as
    /// c6 to go there; x black, o white, - empty, or click; u undoes), with the
    /// side to move (t), its legal moves and the flips of the square under the
    /// cursor; s exports it as a lesson file's
    /// `[step.position]` table and a board string, shown and written to a file in
    /// the data folder. Needs a terminal.
    Sandbox(demo::SandboxArgs),
    /// Check lesson and puzzle files: every error, then every warning (advice on
    /// a lesson's craft), with file:line:column, then a summary line; exit status 1
    /// when there is any error, 0 with warnings alone. Without a path, checks the
    /// built-in course (and any --lessons-dir/--puzzles-dir folders). Each finding
    /// has a stable code (`error[unknown-language]`, listed in lessons/README.md);
    /// --lang id or vi reports in Bahasa Indonesia or Tiếng Việt.
    #[command(after_long_help = check::kinds_help())]
    Check {
        /// Lesson or puzzle files, or folders of them (their *.toml files).
        #[arg(value_name = "PATH")]
        paths: Vec<PathBuf>,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
        /// Make a text without a language its file asks for (`languages = [...]`,
        /// else every language of the tutor) an error, as in the built-in course.
        #[arg(long)]
        all_languages: bool,
        #[command(flatten)]
        dirs: CourseDirs,
    },
    /// Explain a move direction by direction: what each of the eight lines holds,
    /// which discs flip and which disc closes each enclosed line.
    Explain {
        /// The position: `start`, a game record such as `f5d6c3`, or 64 squares
        /// a1..h8 (X black, O white, - empty) followed by the side to move (X or O).
        #[arg(long, short, value_name = "P", default_value = "start", value_parser = position_arg, allow_hyphen_values = true)]
        position: Game,
        /// The square to examine, e.g. d3.
        #[arg(long = "move", short, value_name = "SQ", value_parser = square_arg)]
        mv: Square,
        /// Print one JSON object instead of text (keys in English, sentences in the
        /// chosen language).
        #[arg(long)]
        json: bool,
        /// Also print the board after the move as a lesson file's
        /// `[step.position]` table, ready to paste into a lesson (in JSON: the
        /// `diagram` key).
        #[arg(long)]
        diagram: bool,
        /// Also write a picture of the move's lines to FILE.svg or FILE.png, as
        /// `diagram --move` draws it.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// List the legal moves and what each flips, or say that the side must pass,
    /// or that the game is over and who won.
    Moves {
        /// The position: `start`, a game record, or a 64-square board string and a side.
        #[arg(long, short, value_name = "P", default_value = "start", value_parser = position_arg, allow_hyphen_values = true)]
        position: Game,
        /// How a finished game is scored: `discs` (empty squares go to nobody) or
        /// `tournament` (empty squares go to the winner).
        #[arg(long, value_enum, default_value_t = ScoringArg::Discs)]
        scoring: ScoringArg,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
        /// Also print the position as a lesson file's `[step.position]` table,
        /// ready to paste into a lesson (in JSON: the `diagram` key).
        #[arg(long)]
        diagram: bool,
        /// Also write a picture of the position with its legal moves dotted to
        /// FILE.svg or FILE.png, as `diagram --marks` draws it.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// The exact result with perfect play from both sides: the final disc
    /// difference for the side to move, the best moves and the winning moves.
    Solve {
        /// The position: `start`, a game record, or a 64-square board string and a side.
        #[arg(long, short, value_name = "P", value_parser = position_arg, allow_hyphen_values = true)]
        position: Game,
        /// How the final count is scored: `discs` (empty squares go to nobody) or
        /// `tournament` (empty squares go to the winner, as in the FFO benchmark).
        #[arg(long, value_enum, default_value_t = ScoringArg::Discs)]
        scoring: ScoringArg,
        /// Refuse positions with more empty squares than this (the time grows
        /// about threefold with each empty square).
        #[arg(long, value_name = "N", default_value_t = solve::DEFAULT_MAX_EMPTIES)]
        max_empties: u32,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
        /// Also print how many positions the search visited, the time it took
        /// and the positions per second (in JSON: the `stats` key).
        #[arg(long)]
        stats: bool,
    },
    /// Count the move paths of DEPTH plies (a forced pass uses up a ply; a finished
    /// game counts as one path). The last line printed is the count alone; past
    /// depth 10, stderr says how far the count is and that Ctrl-C stops it.
    Perft {
        /// How many plies deep to count.
        #[arg(value_name = "DEPTH", value_parser = clap::value_parser!(u32).range(0..=20))]
        depth: u32,
        /// The position: `start`, a game record, or a 64-square board string and a side.
        #[arg(long, short, value_name = "P", default_value = "start", value_parser = position_arg, allow_hyphen_values = true)]
        position: Game,
    },
    /// Teach a class on the school network: `classroom serve` serves the tutor
    /// over SSH to every pupil, each with their own progress in the class folder.
    #[command(disable_help_subcommand = true)]
    Classroom {
        /// What to do.
        #[command(subcommand)]
        action: classroom::ClassroomAction,
    },
    /// Write a picture of a board, for a worksheet or a slide: FILE.svg (drawn
    /// by reversi-tutor, for print) or FILE.png. The board has its coordinates,
    /// black discs filled and white ones outlined, so that it reads in
    /// black-and-white print; --move draws a move and its lines, --marks the
    /// legal-move dots, --labels letters on the legal moves.
    Diagram(diagram::DiagramArgs),
    /// Write a lesson, or a set of puzzles, as a worksheet to print: one web page
    /// (FILE.html, nothing loaded from elsewhere) with each step's words in
    /// --lang, its board and, for a task, the space to answer (boxes to tick for
    /// a choice); --answers adds the answer key on a page of its own, --paper
    /// sets A4 or Letter. Open it in a browser and print it.
    Print(print::PrintArgs),
    /// The rules quiz: one task from each lesson before the first game, in a
    /// mixed order (--review: the lesson tasks due for review instead). In the
    /// full-screen tutor in a terminal, else (or with --plain) in plain text on
    /// stdin/stdout. A task answered wrong twice comes back for review the
    /// next day.
    Quiz {
        /// The lesson tasks due for review today, instead of the quiz.
        #[arg(long)]
        review: bool,
        /// Which tasks the quiz draws (the same number, the same quiz; default:
        /// one from the clock).
        #[arg(long, value_name = "N")]
        seed: Option<u64>,
        /// Plain text: the board as characters, no escape codes, one answer a line.
        #[arg(long)]
        plain: bool,
        #[command(flatten)]
        tutor: TutorArgs,
        #[command(flatten)]
        dirs: CourseDirs,
        #[command(flatten)]
        data: learner::DataArgs,
    },
    /// Show the glossary: the game's words in your language (--lang), each with
    /// its names in the other languages, what it means and the lesson that
    /// teaches it.
    Glossary,
    /// Print the completion script of a shell, so that Tab completes the
    /// commands and options: e.g. `reversi-tutor completions bash >
    /// ~/.local/share/bash-completion/completions/reversi-tutor` (see README).
    Completions(install::CompletionsArgs),
    /// Print the manual page (roff, for `man`), or with --out DIR write a page
    /// for reversi-tutor and one for each command into DIR.
    Man(install::ManArgs),
    /// Train the evaluation's weights from seeded self-play games and write
    /// the weight file (for developers; see the README).
    #[command(hide = true)]
    Train(train::TrainArgs),
    /// Show the help of reversi-tutor, or of a command (`help lesson`).
    Help {
        /// The command to explain.
        #[arg(value_name = "COMMAND")]
        command: Option<String>,
    },
}

/// The scoring choice on the command line.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum ScoringArg {
    /// Discs only: empty squares go to nobody.
    Discs,
    /// Empty squares go to the winner.
    Tournament,
}

impl From<ScoringArg> for Scoring {
    fn from(arg: ScoringArg) -> Scoring {
        match arg {
            ScoringArg::Discs => Scoring::Discs,
            ScoringArg::Tournament => Scoring::EmptiesToWinner,
        }
    }
}

/// `--lang` takes the codes of the language list, and help shows them.
impl ValueEnum for Lang {
    fn value_variants<'a>() -> &'a [Lang] {
        &Lang::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.code()))
    }
}

pub(crate) fn position_arg(text: &str) -> Result<Game, String> {
    // `--position` accepts values that start with `-` (a board string with a1
    // empty), so a forgotten value swallows the next option: say so plainly.
    let name = text.strip_prefix("--").unwrap_or("");
    let looks_like_option = name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name.len() < 62
        && name.chars().all(|c| c.is_ascii_alphabetic() || c == '-');
    if looks_like_option {
        return Err(format!(
            "`{text}` is an option, not a position: give --position a value (start, a game record, or 64 squares and a side)"
        ));
    }
    // The rules part of the reason in the learner's language (`--lang` is not read yet).
    parse_position(text).map_err(|e| Ui::new(Lang::choose(None)).notation_refused(&e))
}

pub(crate) fn square_arg(text: &str) -> Result<Square, String> {
    text.trim().parse::<Square>().map_err(|e| e.to_string())
}

/// Writes `value` as one line of JSON, every unsafe character in its strings
/// escaped (see [`crate::untrusted::json`]): the one way `--json` is printed.
pub fn print_json(out: &mut dyn Write, value: &serde_json::Value) -> io::Result<()> {
    writeln!(out, "{}", crate::untrusted::json(value))
}

/// Runs the parsed command line: the one dispatch of every command.
pub fn run(cli: &Cli, io: &mut Io<'_>) -> io::Result<Exit> {
    let lang = Lang::choose(cli.lang);
    let ui = Ui::new(lang);
    let Some(command) = &cli.command else {
        if io.out_is_terminal {
            let dirs = cli.dirs.resolved(ui, false, io.err)?;
            return tutor::home(&dirs, &cli.tutor, &cli.data, cli.lang, io);
        }
        return help::no_command(io.out).map(|()| Exit::Fine);
    };
    if let Some(option) = misplaced(cli) {
        writeln!(
            io.err,
            "reversi-tutor: {option} is not an option of `{name}` (see `reversi-tutor {name} --help`)",
            name = command.name()
        )?;
        return Ok(Exit::Usage);
    }
    match command {
        Command::Lessons {
            action: Some(action),
            ..
        } => course_files::run(action, ui, io),
        Command::Lessons {
            action: None,
            dirs,
            data,
        } => {
            let dirs = cli.dirs.and(dirs).resolved(ui, true, io.err)?;
            lessons::list(&dirs, &cli.data.and(data), lang, io)
        }
        Command::Lesson {
            id,
            plain,
            from_start,
            tutor: options,
            dirs,
            data,
        } => {
            let dirs = &cli.dirs.and(dirs).resolved(ui, false, io.err)?;
            let data = &cli.data.and(data);
            let options = &cli.tutor.and(options);
            if !plain && io.out_is_terminal {
                return tutor::lesson(dirs, options, data, cli.lang, id, *from_start, io);
            }
            if !plain {
                writeln!(io.err, "reversi-tutor: {}", ui.not_a_terminal())?;
            }
            lessons::run_lesson(dirs, data, id, *from_start, lang, options.ascii, io)
        }
        Command::Puzzles {
            action,
            trainer,
            dirs,
            data,
        } => match action {
            None => {
                let dirs = &cli.dirs.and(dirs).resolved(ui, false, io.err)?;
                let data = &cli.data.and(data);
                if !trainer.plain && io.out_is_terminal {
                    let options = TutorArgs {
                        ascii: trainer.ascii || cli.tutor.ascii,
                        no_animation: false,
                    };
                    let start = match &trainer.set {
                        Some(set) => match puzzles::assignment(set, lang, io.err)? {
                            Some(set) => tutor::PuzzleStart::Set(set, trainer.count()),
                            None => return Ok(Exit::Problems),
                        },
                        None => tutor::PuzzleStart::Session {
                            selection: trainer.selection(),
                            seed: trainer.seed,
                            count: trainer.count(),
                        },
                    };
                    return tutor::puzzles(dirs, &options, data, cli.lang, start, io);
                }
                if !trainer.plain {
                    writeln!(io.err, "reversi-tutor: {}", ui.not_a_terminal())?;
                }
                let trainer = &puzzles::TrainerArgs {
                    ascii: trainer.ascii || cli.tutor.ascii,
                    ..trainer.clone()
                };
                puzzles::train(dirs, data, trainer, lang, io)
            }
            Some(puzzles::PuzzlesAction::List {
                dirs: list_dirs,
                data: list_data,
            }) => {
                // Folders and the data folder may be given before `list` or after it.
                let dirs = cli
                    .dirs
                    .and(dirs)
                    .and(list_dirs)
                    .resolved(ui, true, io.err)?;
                let data = cli.data.and(data).and(list_data);
                puzzles::list(&dirs, &data, lang, io)
            }
            Some(puzzles::PuzzlesAction::Generate(args)) => generate::run(args, ui, io),
        },
        Command::Puzzle {
            id,
            plain,
            ascii,
            dirs,
            data,
        } => {
            let dirs = &cli.dirs.and(dirs).resolved(ui, false, io.err)?;
            let data = &cli.data.and(data);
            let ascii = *ascii || cli.tutor.ascii;
            if !plain && io.out_is_terminal {
                let options = TutorArgs {
                    ascii,
                    no_animation: false,
                };
                let start = tutor::PuzzleStart::One(id);
                return tutor::puzzles(dirs, &options, data, cli.lang, start, io);
            }
            if !plain {
                writeln!(io.err, "reversi-tutor: {}", ui.not_a_terminal())?;
            }
            puzzles::one(dirs, data, id, lang, ascii, io)
        }
        Command::Check {
            paths,
            json,
            all_languages,
            dirs,
        } => {
            // Files named on the command line are checked alone.
            let dirs = &match paths.is_empty() {
                true => cli.dirs.and(dirs).resolved(ui, true, io.err)?,
                false => cli.dirs.and(dirs),
            };
            let request = check::CheckRequest {
                paths,
                lesson_dirs: &dirs.lessons,
                puzzle_dirs: &dirs.puzzles,
                json: *json,
                all_languages: *all_languages,
                lang,
            };
            let clean = check::run_with(&request, io.out, io.err)?;
            Ok(if clean { Exit::Fine } else { Exit::Problems })
        }
        Command::Play(args) => {
            // --ascii and --data-dir may also come before the command.
            let args = &play::PlayArgs {
                ascii: args.ascii || cli.tutor.ascii,
                data: cli.data.and(&args.data),
                ..args.clone()
            };
            if !args.plain && io.out_is_terminal {
                return play_tui::play(args, cli.lang, io);
            }
            if !args.plain {
                writeln!(io.err, "reversi-tutor: {}", ui.game_not_a_terminal())?;
            }
            play::play(args, lang, io)
        }
        Command::Review(args) => {
            if !args.plain && !args.json && io.out_is_terminal {
                return play_tui::review(args, cli.lang, io);
            }
            play::run_review(args, lang, io)
        }
        Command::Match(args) => play::run_match(args, lang, io),
        Command::Demo(args) => demo::demo(
            args,
            &cli.dirs.and(&args.dirs).resolved(ui, false, io.err)?,
            &cli.tutor.and(&args.tutor),
            &cli.data.and(&args.data),
            cli.lang,
            io,
        ),
        Command::Sandbox(args) => demo::sandbox(
            args,
            &cli.tutor.and(&args.tutor),
            &cli.data.and(&args.data),
            cli.lang,
            io,
        ),
        Command::Explain {
            position,
            mv,
            json,
            diagram,
            out,
        } => {
            let board = position.board();
            if let Some(path) = out {
                let exit = match diagram::of_move(board, *mv, ui, io.err)? {
                    Some(picture) => diagram::write(&picture, path, ui, io.err)?,
                    None => Exit::Usage,
                };
                if exit != Exit::Fine {
                    return Ok(exit);
                }
            }
            let shown =
                diagram.then(|| position::lesson_position(&position::shown_after(board, *mv)));
            if *json {
                let mut value = position::explain_json(board, *mv, ui);
                if let Some(table) = shown {
                    value["diagram"] = table.into();
                }
                print_json(io.out, &value)?;
            } else {
                write!(io.out, "{}", position::explain_text(board, *mv, ui))?;
                if let Some(table) = shown {
                    write!(io.out, "\n{table}")?;
                }
            }
            Ok(Exit::Fine)
        }
        Command::Moves {
            position,
            scoring,
            json,
            diagram,
            out,
        } => {
            let (board, scoring) = (position.board(), (*scoring).into());
            if let Some(path) = out {
                let picture = crate::export::Diagram::of(board).with_dots();
                let exit = diagram::write(&picture, path, ui, io.err)?;
                if exit != Exit::Fine {
                    return Ok(exit);
                }
            }
            let shown = diagram.then(|| position::lesson_position(board));
            if *json {
                let mut value = position::moves_json(board, scoring);
                if let Some(table) = shown {
                    value["diagram"] = table.into();
                }
                print_json(io.out, &value)?;
            } else {
                write!(io.out, "{}", position::moves_text(board, scoring, ui))?;
                if let Some(table) = shown {
                    write!(io.out, "\n{table}")?;
                }
            }
            Ok(Exit::Fine)
        }
        Command::Solve {
            position,
            scoring,
            max_empties,
            json,
            stats,
        } => {
            let solved = solve::run(
                position.board(),
                (*scoring).into(),
                *max_empties,
                *json,
                *stats,
                io.out,
                io.err,
            )?;
            match solved {
                Ok(()) => Ok(Exit::Fine),
                Err(too_big) => {
                    // A position past the limit is a bad argument: one line, status 2.
                    writeln!(io.err, "reversi-tutor: {too_big}")?;
                    Ok(Exit::Usage)
                }
            }
        }
        Command::Perft { depth, position } => {
            perft::run(position.board(), *depth, io.out, io.err)?;
            Ok(Exit::Fine)
        }
        Command::Glossary => glossary::run(lang, io),
        Command::Quiz {
            review,
            seed,
            plain,
            tutor: options,
            dirs,
            data,
        } => {
            let dirs = &cli.dirs.and(dirs).resolved(ui, false, io.err)?;
            let data = &cli.data.and(data);
            let options = &cli.tutor.and(options);
            let quiz = lessons::Quiz {
                review: *review,
                seed: seed.unwrap_or_else(crate::learner::date::clock_seed),
            };
            if !plain && io.out_is_terminal {
                return tutor::quiz(dirs, options, data, cli.lang, quiz, io);
            }
            if !plain {
                writeln!(io.err, "reversi-tutor: {}", ui.not_a_terminal())?;
            }
            lessons::run_quiz(dirs, data, quiz, lang, options.ascii, io)
        }
        Command::Diagram(args) => diagram::run(args, ui, io),
        Command::Print(args) => {
            let dirs = cli.dirs.and(&args.dirs).resolved(ui, false, io.err)?;
            print::run(args, &dirs, ui, io)
        }
        Command::Completions(args) => install::completions(args, io),
        Command::Man(args) => install::man(args, ui, io),
        Command::Classroom { action } => classroom::run(action, &cli.dirs, &cli.data, lang, io),
        Command::Help { command } => help::help(command.as_deref(), io),
        Command::Train(args) => Ok(match train::run(args, io.err)? {
            true => Exit::Fine,
            false => Exit::Problems,
        }),
    }
}
