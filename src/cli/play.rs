//! `reversi-tutor play` (a game against the computer or between two people, in
//! plain text with --plain or without a terminal), `review` (a game graded move
//! by move) and `match` (two computer levels against each other); the
//! full-screen game and review start in [`super::play_tui`].

use std::io;
use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};
use serde_json::{Value, json};

use super::learner::{DataArgs, Learner};
use super::{Exit, Io, position_arg};
use crate::app::GameFiles;
use crate::engine::notation::{NotationError, play_record};
use crate::engine::search::Level;
use crate::engine::{Color, Game};
use crate::i18n::Ui;
use crate::lang::Lang;
use crate::learner::date::clock_seed;
use crate::plain::game::{GameOptions, run_game};
use crate::plain::{Ending, print};
use crate::runner::game::record::{MAX_SAVED_BYTES, read_saved};
use crate::runner::game::{GameSession, GameSetup, Players, TurnTimer};
use crate::runner::level_match::{MatchSetup, play_match};
use crate::runner::review::{MoveGrade, Reason, Review, ReviewSetup, review};
use crate::untrusted::{escape, read_text};
use crate::view::review::review_lines;

/// Who the learner plays against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Vs {
    /// The computer, at --level.
    Computer,
    /// A second person at the same keyboard.
    Human,
}

/// A colour on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorArg {
    /// Black, who moves first.
    Black,
    /// White.
    White,
}

impl From<ColorArg> for Color {
    fn from(arg: ColorArg) -> Color {
        match arg {
            ColorArg::Black => Color::Black,
            ColorArg::White => Color::White,
        }
    }
}

/// The options of `play`.
#[derive(Clone, Debug, Args)]
pub struct PlayArgs {
    /// Plain text: the board as characters, one move or command a line (for
    /// screen readers, scripts and tests). Without a terminal the game runs this
    /// way too; in a terminal it is full-screen otherwise.
    #[arg(long)]
    pub plain: bool,
    /// Play against the computer or a second person at the same keyboard.
    #[arg(long, value_enum, default_value_t = Vs::Computer)]
    pub vs: Vs,
    /// The computer's level: 1 random moves; 2 flips the most (the beginner's
    /// classic mistake); 3 corners and edges first; 4 a short look-ahead counting
    /// moves; 5 a deeper search, perfect from 16 empty squares; 6 deeper still,
    /// perfect from 20.
    #[arg(long, value_name = "1-6", default_value_t = 3, value_parser = clap::value_parser!(u8).range(1..=6))]
    pub level: u8,
    /// Your colour in the first game against the computer (black moves first).
    #[arg(long, value_enum, default_value_t = ColorArg::Black)]
    pub color: ColorArg,
    /// The position every game starts from: `start`, a game record, or 64 squares
    /// a1..h8 (X black, O white, - empty) and the side to move.
    #[arg(long, short, value_name = "P", value_parser = position_arg, allow_hyphen_values = true)]
    pub position: Option<Game>,
    /// A saved game to go on with (a record such as f5d6c3, after a line with
    /// the start position when it is not the usual one).
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,
    /// Where `save` writes; the game is also saved there when it ends and when
    /// you leave.
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Show the legal moves as * (default: your setting, on unless you turned it off).
    #[arg(long, conflicts_with = "no_dots")]
    pub dots: bool,
    /// Do not show the legal moves.
    #[arg(long)]
    pub no_dots: bool,
    /// Keep the colours from game to game (by default they swap after each game).
    #[arg(long)]
    pub no_swap: bool,
    /// A turn timer of 30 or 60 seconds a move. When a player's time runs out, a
    /// random legal move is played for them.
    #[arg(long, value_name = "SECONDS", value_parser = timer_arg)]
    pub timer: Option<TurnTimer>,
    /// The seed of the computer's random choices (default: from the clock).
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// Draw discs as letters instead of ● and ○.
    #[arg(long)]
    pub ascii: bool,
    #[command(flatten)]
    pub data: DataArgs,
}

fn timer_arg(text: &str) -> Result<TurnTimer, String> {
    text.trim()
        .parse::<u64>()
        .ok()
        .and_then(TurnTimer::new)
        .ok_or_else(|| format!("`{text}` is not a turn timer: use 30 or 60 (seconds)"))
}

/// The session `args` set up, with the `--record` game loaded; `Err` with the
/// exit status when the level or the record is refused (the record's reason
/// told on `err`).
pub(super) fn session_of(
    args: &PlayArgs,
    ui: Ui,
    err: &mut dyn io::Write,
) -> io::Result<Result<GameSession, Exit>> {
    let players = match (args.vs, Level::new(args.level)) {
        (Vs::Computer, Some(level)) => Players::Computer {
            level,
            learner: args.color.into(),
        },
        (Vs::Computer, None) => return Ok(Err(Exit::Usage)),
        (Vs::Human, _) => Players::TwoPeople,
    };
    let mut setup = GameSetup::new(players);
    if let Some(position) = &args.position {
        setup.start = *position.board();
    }
    setup.swap_colors = !args.no_swap;
    setup.timer = args.timer;
    setup.seed = args.seed.unwrap_or_else(clock_seed);
    let mut session = GameSession::new(setup);
    if let Some(path) = &args.record {
        let loaded = read_file(path)
            .and_then(|text| session.load(&text).map_err(|e| ui.notation_refused(&e)));
        if let Err(why) = loaded {
            let shown = escape(&path.display().to_string()).into_owned();
            writeln!(err, "reversi-tutor: {}", ui.not_loaded(&shown, &why))?;
            return Ok(Err(Exit::Usage));
        }
    }
    Ok(Ok(session))
}

/// Whether the legal moves show: `--dots` or `--no-dots`, else the learner's `setting`.
pub(super) fn dots_of(args: &PlayArgs, setting: bool) -> bool {
    if args.dots || args.no_dots {
        args.dots
    } else {
        setting
    }
}

/// Plays games in plain text on `io` until the learner leaves or the input ends.
pub fn play(args: &PlayArgs, lang: Lang, io: &mut Io<'_>) -> io::Result<Exit> {
    let ui = Ui::new(lang);
    let learner = Learner::open(&args.data, ui, io.err)?;
    let mut session = match session_of(args, ui, io.err)? {
        Ok(session) => session,
        Err(exit) => return Ok(exit),
    };
    let options = GameOptions {
        plain: io.plain_options(lang, args.ascii),
        dots: dots_of(args, learner.progress.settings.legal_dots),
        files: GameFiles::new(args.save.clone(), learner.folder()),
        review_limit: 10,
    };
    let _ending: Ending =
        io.with_lines(|source, out| run_game(&mut session, options, source, out))?;
    Ok(Exit::Fine)
}

fn read_file(path: &Path) -> Result<String, String> {
    read_text(path, MAX_SAVED_BYTES).map_err(|e| e.to_string())
}

/// The options of `review`.
#[derive(Debug, Args)]
pub struct ReviewArgs {
    /// The game: a record such as f5d6c3..., or a file holding one (as `play
    /// --save` writes it).
    #[arg(value_name = "RECORD")]
    pub record: String,
    /// The position the record starts from (default: the usual start).
    #[arg(long, short, value_name = "P", value_parser = position_arg, allow_hyphen_values = true)]
    pub position: Option<Game>,
    /// How many of the costliest moves to list.
    #[arg(long, value_name = "N", default_value_t = 10)]
    pub limit: usize,
    /// Print one JSON object with every move's grade instead of text.
    #[arg(long)]
    pub json: bool,
    /// Plain text even in a terminal (where the review is full-screen otherwise).
    #[arg(long)]
    pub plain: bool,
}

/// Grades a game's moves and prints the costliest first, with why.
pub fn run_review(args: &ReviewArgs, lang: Lang, io: &mut Io<'_>) -> io::Result<Exit> {
    let ui = Ui::new(lang);
    let game = match game_of(args, ui) {
        Ok(game) => game,
        Err(why) => {
            writeln!(io.err, "reversi-tutor: {why}")?;
            return Ok(Exit::Usage);
        }
    };
    let graded = review(&game, &ReviewSetup::default());
    if args.json {
        super::print_json(io.out, &review_json(&graded, ui))?;
        return Ok(Exit::Fine);
    }
    let width = if io.out_is_terminal {
        textwrap::termwidth()
    } else {
        80
    };
    print::say(io.out, width, &review_lines(ui, &graded, args.limit))?;
    Ok(Exit::Fine)
}

/// The game to review: a file's saved game, or a record from --position or the start.
/// Its refusal is said in the language of `ui`.
pub(super) fn game_of(args: &ReviewArgs, ui: Ui) -> Result<Game, String> {
    let path = Path::new(&args.record);
    let refused = |e: NotationError| ui.notation_refused(&e);
    // A name with a folder or an extension means a file, even a missing one.
    let named_a_file = args.record.contains(['/', '\\'])
        || path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("txt"));
    if path.is_file() || named_a_file {
        let shown = escape(&args.record).into_owned();
        let text = read_file(path).map_err(|why| ui.not_loaded(&shown, &why))?;
        return read_saved(&text).map_err(refused);
    }
    match &args.position {
        Some(start) => play_record(*start.board(), &args.record).map_err(refused),
        None => read_saved(&args.record).map_err(refused),
    }
}

fn reason_name(reason: &Reason) -> &'static str {
    match reason {
        Reason::CornerGivenAway { .. } => "corner-given-away",
        Reason::BesideEmptyCorner { .. } => "beside-empty-corner",
        Reason::MobilityLost { .. } => "mobility-lost",
        Reason::Parity { .. } => "parity",
    }
}

fn grade_json(grade: &MoveGrade, ui: Ui) -> Value {
    let better = grade.better();
    let reasons: Vec<Value> = grade
        .reasons
        .iter()
        .map(|reason| {
            let text = better.map(|b| ui.review_reason(*reason, grade.player.opposite(), b));
            json!({ "kind": reason_name(reason), "text": text })
        })
        .collect();
    json!({
        "number": grade.number,
        "player": grade.player.name(),
        "move": grade.played.to_string(),
        "exact": grade.is_exact(),
        "kept": grade.kept.discs(),
        "best": grade.best.discs(),
        "loss": grade.loss(),
        "best_moves": grade.best_moves.squares().map(|s| s.to_string()).collect::<Vec<_>>(),
        "better": better.map(|s| s.to_string()),
        "reasons": reasons,
    })
}

/// The review as JSON: every move in the order played, and the costliest first.
fn review_json(graded: &Review, ui: Ui) -> Value {
    json!({
        "exact_from": graded.exact_from,
        "moves": graded.grades.iter().map(|g| grade_json(g, ui)).collect::<Vec<_>>(),
        "worst": graded.worst_first().iter().map(|g| g.number).collect::<Vec<_>>(),
        "best_kept": graded.best_kept(),
    })
}

/// The options of `match`.
#[derive(Debug, Args)]
pub struct MatchArgs {
    /// The first level (1-6); results are counted from its side.
    #[arg(long, value_name = "LEVEL", value_parser = clap::value_parser!(u8).range(1..=6))]
    pub a: u8,
    /// The second level (1-6).
    #[arg(long, value_name = "LEVEL", value_parser = clap::value_parser!(u8).range(1..=6))]
    pub b: u8,
    /// How many games; each opening is played twice, the colours swapped.
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..))]
    pub games: u32,
    /// The seed of the openings and of the levels' random choices.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
}

/// Plays the match and prints the wins, losses, draws, the average disc
/// difference and the time per move of each level.
pub fn run_match(args: &MatchArgs, lang: Lang, io: &mut Io<'_>) -> io::Result<Exit> {
    let ui = Ui::new(lang);
    let (Some(a), Some(b)) = (Level::new(args.a), Level::new(args.b)) else {
        return Ok(Exit::Usage);
    };
    writeln!(io.out, "{}", ui.level_line(a))?;
    writeln!(io.out, "{}", ui.level_line(b))?;
    let report = play_match(
        &MatchSetup::new(a, b, args.games as usize, args.seed),
        |_| {},
    );
    let (a, b) = (args.a, args.b);
    let line = ui.match_result(a, b, report.games, report.wins, report.losses, report.draws);
    writeln!(io.out, "{line}")?;
    writeln!(
        io.out,
        "{}",
        ui.match_difference(a, b, report.average_difference())
    )?;
    for (level, times) in [(a, report.a_times), (b, report.b_times)] {
        let ms = |d: std::time::Duration| d.as_secs_f64() * 1000.0;
        let line = ui.match_time(level, ms(times.average()), ms(times.longest));
        writeln!(io.out, "{line}")?;
    }
    Ok(Exit::Fine)
}
