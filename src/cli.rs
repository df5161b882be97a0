//! The command line: argument definitions (clap) and the engine commands
//! `explain`, `moves` (output in [`position`]) and `perft`; `solve` in [`solve`]; `check` in [`check`];
//! `lessons` and `lesson` in [`lessons`].

pub mod check;
pub mod lessons;
pub mod position;
pub mod solve;

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::builder::PossibleValue;
use clap::{Parser, Subcommand, ValueEnum};

use crate::engine::notation::parse_position;
use crate::engine::perft::perft;
use crate::engine::{Game, Scoring, Square};
use crate::i18n::Ui;
use crate::lang::Lang;

/// reversi-tutor: learn the rules of Reversi (Othello) step by step, on a real board.
#[derive(Debug, Parser)]
#[command(name = "reversi-tutor", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// A folder of your own lesson files (*.toml), loaded after the built-in course;
    /// may be given more than once.
    #[arg(long = "lessons-dir", value_name = "DIR", global = true)]
    pub lessons_dir: Vec<PathBuf>,
    /// A folder of your own puzzle files (*.toml), loaded after the built-in puzzles;
    /// may be given more than once.
    #[arg(long = "puzzles-dir", value_name = "DIR", global = true)]
    pub puzzles_dir: Vec<PathBuf>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Check lesson and puzzle files: every error with file:line:column, then a
    /// summary line; exit status 1 when there is any error. Without a path, checks
    /// the built-in course (and any --lessons-dir/--puzzles-dir folders).
    Check {
        /// Lesson or puzzle files, or folders of them (their *.toml files).
        #[arg(value_name = "PATH")]
        paths: Vec<PathBuf>,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
        /// Require every text to have every language of the tutor, as the built-in course does.
        #[arg(long)]
        all_languages: bool,
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
        /// The language of the words (default: from LANG, else en).
        #[arg(long, value_name = "LANG", value_enum, ignore_case = true)]
        lang: Option<Lang>,
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
        /// The language of the words (default: from LANG, else en).
        #[arg(long, value_name = "LANG", value_enum, ignore_case = true)]
        lang: Option<Lang>,
    },
    /// Count the move paths of DEPTH plies (a forced pass uses up a ply; a finished
    /// game counts as one path). The last line printed is the count alone.
    Perft {
        /// How many plies deep to count.
        #[arg(value_name = "DEPTH", value_parser = clap::value_parser!(u32).range(0..=20))]
        depth: u32,
        /// The position: `start`, a game record, or a 64-square board string and a side.
        #[arg(long, short, value_name = "P", default_value = "start", value_parser = position_arg, allow_hyphen_values = true)]
        position: Game,
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
    },
    /// List the lessons of the course: id, title and number of steps.
    Lessons {
        /// The language of the titles (default: from LANG, else en).
        #[arg(long, value_name = "LANG", value_enum, ignore_case = true)]
        lang: Option<Lang>,
    },
    /// Take a lesson, step by step. For now this always runs in plain text on
    /// stdin/stdout, with or without --plain (the full-screen tutor is not built
    /// yet). Type `help` during the lesson for the commands.
    Lesson {
        /// The lesson's id, as listed by `reversi-tutor lessons` (e.g. first-move).
        #[arg(value_name = "ID")]
        id: String,
        /// Plain text: the board as characters, no escape codes, one answer a line
        /// (for screen readers, scripts and tests).
        #[arg(long)]
        plain: bool,
        /// Draw discs as B and W instead of ● and ○.
        #[arg(long)]
        ascii: bool,
        /// The language of the lesson (default: from LANG, else en).
        #[arg(long, value_name = "LANG", value_enum, ignore_case = true)]
        lang: Option<Lang>,
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

fn position_arg(text: &str) -> Result<Game, String> {
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

fn square_arg(text: &str) -> Result<Square, String> {
    text.trim().parse::<Square>().map_err(|e| e.to_string())
}

/// Runs the parsed command line (a command and the global options), writing to
/// `out`, and returns the exit status.
pub fn run_cli(cli: &Cli, out: &mut dyn Write) -> std::io::Result<ExitCode> {
    match &cli.command {
        Some(Command::Check {
            paths,
            json,
            all_languages,
        }) => {
            let request = check::CheckRequest {
                paths,
                lesson_dirs: &cli.lessons_dir,
                puzzle_dirs: &cli.puzzles_dir,
                json: *json,
                all_languages: *all_languages,
            };
            let clean = check::run(&request, out)?;
            Ok(if clean {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
        Some(command @ (Command::Lessons { .. } | Command::Lesson { .. })) => {
            lessons::run(command, &cli.lessons_dir, &cli.puzzles_dir, out).map(ExitCode::from)
        }
        Some(Command::Solve {
            position,
            scoring,
            max_empties,
            json,
        }) => match solve::run(
            position.board(),
            (*scoring).into(),
            *max_empties,
            *json,
            out,
        )? {
            Ok(()) => Ok(ExitCode::SUCCESS),
            Err(too_big) => {
                // A position past the limit is a bad argument: one line, status 2.
                eprintln!("reversi-tutor: {too_big}");
                Ok(ExitCode::from(2))
            }
        },
        Some(command) => run(command, out).map(|()| ExitCode::SUCCESS),
        None => Ok(ExitCode::SUCCESS),
    }
}

/// Runs a parsed command, writing to `out`. A `check` that finds errors (run here
/// without the global folders; see [`run_cli`]) is an `Err` after its report.
pub fn run(command: &Command, out: &mut dyn Write) -> std::io::Result<()> {
    match command {
        Command::Check {
            paths,
            json,
            all_languages,
        } => {
            let request = check::CheckRequest {
                paths,
                json: *json,
                all_languages: *all_languages,
                ..Default::default()
            };
            if check::run(&request, out)? {
                Ok(())
            } else {
                Err(std::io::Error::other("check found errors"))
            }
        }
        Command::Explain {
            position,
            mv,
            json,
            lang,
        } => {
            let (board, ui) = (position.board(), Ui::new(Lang::choose(*lang)));
            if *json {
                writeln!(out, "{}", position::explain_json(board, *mv, ui))
            } else {
                write!(out, "{}", position::explain_text(board, *mv, ui))
            }
        }
        Command::Moves {
            position,
            scoring,
            json,
            lang,
        } => {
            let (board, scoring) = (position.board(), (*scoring).into());
            if *json {
                writeln!(out, "{}", position::moves_json(board, scoring))
            } else {
                let ui = Ui::new(Lang::choose(*lang));
                write!(out, "{}", position::moves_text(board, scoring, ui))
            }
        }
        Command::Perft { depth, position } => {
            writeln!(out, "{}", perft(position.board(), *depth))
        }
        Command::Solve {
            position,
            scoring,
            max_empties,
            json,
        } => solve::run(
            position.board(),
            (*scoring).into(),
            *max_empties,
            *json,
            out,
        )?
        .map_err(std::io::Error::other),
        Command::Lessons { .. } | Command::Lesson { .. } => {
            match lessons::run(command, &[], &[], out)? {
                0 => Ok(()),
                _ => Err(std::io::Error::other("the lesson could not be run")),
            }
        }
    }
}
