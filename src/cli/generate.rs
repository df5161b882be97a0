//! `reversi-tutor puzzles generate`: mine puzzles of one theme from seeded
//! self-play and write them as a puzzle file for an author, with a progress bar
//! on stderr when it is a terminal.

use std::io::IsTerminal;
use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};

use std::ffi::OsStr;

use clap::builder::{EnumValueParser, PossibleValue, TypedValueParser};
use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::{Exit, Io};
use crate::course::kinds::ThemeKind;
use crate::course::parse::MAX_FILE_BYTES;
use crate::generate::{self, ENDGAME_EMPTIES, Request};
use crate::i18n::Ui;
use crate::i18n::hints::hint_text;
use crate::untrusted::{ReadError, escape, read_text};

/// The options of `puzzles generate`.
#[derive(Debug, Clone, Args)]
pub struct GenerateArgs {
    /// The theme of the puzzles.
    #[arg(long, value_parser = ThemeArg, value_name = "THEME")]
    pub theme: ThemeKind,
    /// How many puzzles to find.
    #[arg(long, value_name = "N", default_value_t = 10)]
    pub count: usize,
    /// The seed of the self-play games: the same seed gives the same file.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Write the puzzles to FILE instead of standard output. An existing FILE is
    /// left alone unless --merge or --force says what to do with it.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Add the new puzzles to the end of the existing --out FILE, keeping every
    /// line already there (its prompts, hints and comments); a puzzle with an id
    /// or a game record the file has already is left out.
    #[arg(long, requires = "out", conflicts_with = "force")]
    pub merge: bool,
    /// With --merge: write the hint of every puzzle of the file anew from its
    /// position, in every language, where its theme has facts to tell (every
    /// theme but predict-flips, avoid-x-square and opening); every other line
    /// stays as written.
    /// --count 0 rewrites the hints alone.
    #[arg(long, requires = "merge")]
    pub hints: bool,
    /// Write over an existing --out FILE.
    #[arg(long, requires = "out")]
    pub force: bool,
    /// Endgame themes: the number of empty squares, N or MIN-MAX (at most 20).
    #[arg(long, value_name = "N|MIN-MAX", value_parser = empties_arg, default_value = "6-14")]
    pub empties: RangeInclusive<u32>,
    /// Stop after this many games even when fewer puzzles were found (default:
    /// 2000 + 4000 per puzzle).
    #[arg(long, value_name = "N")]
    pub max_games: Option<u64>,
}

/// The names of the one list of themes, for `--theme`'s help and completions.
impl ValueEnum for ThemeKind {
    fn value_variants<'a>() -> &'a [ThemeKind] {
        &ThemeKind::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.name()).help(self.describe()))
    }
}

/// `--theme`: a theme's name, or its word in any language of the interface,
/// letter case and accents aside ([`crate::i18n::theme_named`]); anything else
/// gets clap's own error with the names.
#[derive(Clone, Copy, Debug)]
pub struct ThemeArg;

impl TypedValueParser for ThemeArg {
    type Value = ThemeKind;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<ThemeKind, clap::Error> {
        match value.to_str().and_then(crate::i18n::theme_named) {
            Some(theme) => Ok(theme),
            None => EnumValueParser::<ThemeKind>::new().parse_ref(cmd, arg, value),
        }
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            ThemeKind::ALL
                .into_iter()
                .filter_map(|t| t.to_possible_value()),
        ))
    }
}

fn empties_arg(text: &str) -> Result<RangeInclusive<u32>, String> {
    let number = |s: &str| {
        s.trim()
            .parse::<u32>()
            .map_err(|_| format!("`{s}` is not a number of empty squares"))
    };
    let (low, high) = match text.split_once('-') {
        Some((low, high)) => (number(low)?, number(high)?),
        None => (number(text)?, number(text)?),
    };
    let max = crate::course::goal::MAX_ENDGAME_EMPTIES;
    if low == 0 || low > high || high > max {
        return Err(format!(
            "give a number from 1 to {max}, or MIN-MAX with MIN at most MAX (default {}-{})",
            ENDGAME_EMPTIES.start(),
            ENDGAME_EMPTIES.end()
        ));
    }
    Ok(low..=high)
}

/// Runs `puzzles generate`.
pub fn run(args: &GenerateArgs, ui: Ui, io: &mut Io<'_>) -> std::io::Result<Exit> {
    let existing = match &args.out {
        Some(path) if !args.force => match read_text(path, MAX_FILE_BYTES as u64) {
            Ok(text) => Some(text),
            Err(ReadError::Missing) => None,
            Err(e) => return not_written(path, &e.to_string(), ui, io),
        },
        _ => None,
    };
    if let (Some(path), Some(_), false) = (&args.out, &existing, args.merge) {
        let shown = escape(&path.display().to_string()).into_owned();
        writeln!(
            io.err,
            "reversi-tutor: {}",
            ui.generated_file_exists(&shown)
        )?;
        return Ok(Exit::Usage);
    }
    let mut request = Request::new(args.theme, args.count, args.seed);
    request.empties = args.empties.clone();
    if let Some(max_games) = args.max_games {
        request.max_games = max_games;
    }
    let bar = progress_bar(args.count);
    let found = generate::generate(&request, &mut |progress| {
        bar.set_position(progress.found as u64);
        bar.set_message(format!("{} games", progress.games));
    });
    bar.finish_and_clear();
    let text = match &existing {
        Some(existing) => match generate::merge_into(existing, &request, &found, &hint_text) {
            Ok((text, added)) => {
                let path = args.out.as_deref().unwrap_or(Path::new(""));
                let shown = escape(&path.display().to_string()).into_owned();
                writeln!(
                    io.err,
                    "reversi-tutor: {}",
                    ui.generated_merged(added, &shown)
                )?;
                text
            }
            Err(e) => {
                let path = args.out.as_deref().unwrap_or(Path::new(""));
                return not_written(path, e.message(), ui, io);
            }
        },
        None => generate::to_toml(&request, &found, &hint_text),
    };
    let text = if args.hints {
        let path = args.out.as_deref().unwrap_or(Path::new(""));
        match generate::rehint(&text, &hint_text) {
            Ok((text, changed)) => {
                let shown = escape(&path.display().to_string()).into_owned();
                writeln!(
                    io.err,
                    "reversi-tutor: {changed} hints written anew from their positions in {shown}"
                )?;
                text
            }
            Err(e) => return not_written(path, &e.to_string(), ui, io),
        }
    } else {
        text
    };
    match &args.out {
        Some(path) => {
            if let Err(e) = std::fs::write(path, text) {
                return not_written(path, &e.to_string(), ui, io);
            }
        }
        None => io.out.write_all(text.as_bytes())?,
    }
    if found.len() < args.count && args.theme == ThemeKind::Opening {
        writeln!(
            io.err,
            "reversi-tutor: found {} of {} opening puzzles: the lines lesson `openings` teaches give no more boards that ask something",
            found.len(),
            args.count
        )?;
    } else if found.len() < args.count {
        writeln!(
            io.err,
            "reversi-tutor: found {} of {} {} puzzles in {} games (raise --max-games or try another --seed)",
            found.len(),
            args.count,
            args.theme.name(),
            request.max_games
        )?;
    }
    Ok(Exit::Fine)
}

/// Says that `path` is not written, and why; status 1.
fn not_written(path: &Path, why: &str, ui: Ui, io: &mut Io<'_>) -> std::io::Result<Exit> {
    let shown = escape(&path.display().to_string()).into_owned();
    writeln!(
        io.err,
        "reversi-tutor: {}",
        ui.cannot_write(&shown, &escape(why))
    )?;
    Ok(Exit::Problems)
}

/// A bar of puzzles found on stderr, or nothing when stderr is not a terminal.
/// The bar is drawn with escape codes, of our own words and numbers alone.
#[allow(clippy::disallowed_methods)]
fn progress_bar(count: usize) -> ProgressBar {
    let target = if std::io::stderr().is_terminal() {
        ProgressDrawTarget::stderr()
    } else {
        ProgressDrawTarget::hidden()
    };
    let bar = ProgressBar::with_draw_target(Some(count as u64), target);
    if let Ok(style) =
        ProgressStyle::with_template("{bar:30} {pos}/{len} puzzles, {msg}, {elapsed}")
    {
        bar.set_style(style);
    }
    bar
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empties_take_one_number_or_a_range_up_to_the_endgame_limit() {
        assert_eq!(empties_arg("12"), Ok(12..=12));
        assert_eq!(empties_arg("6-14"), Ok(6..=14));
        assert!(empties_arg("14-6").is_err());
        assert!(empties_arg("0").is_err());
        assert!(empties_arg("21").is_err());
        assert!(empties_arg("many").is_err());
    }
}
