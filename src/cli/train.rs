//! `reversi-tutor train`: trains the evaluation's weights by a recipe (self-play
//! games from a seed, labelled with the exact solver near the end, then a fit)
//! and writes the weight file; the progress goes to stderr. The program's own
//! weights (`src/engine/eval/weights.bin`) come from the default recipe; see
//! the README.

use std::io::{self, Write};
use std::path::PathBuf;

use clap::Args;

use crate::engine::eval::STAGES;
use crate::engine::eval::train::{Progress, Recipe, train};
use crate::engine::search::Level;

/// The options of `train`; the defaults are the shipped recipe.
#[derive(Debug, Args)]
pub struct TrainArgs {
    /// Where to write the weight file.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// The seed of every random choice: the same options give the same file.
    #[arg(long, default_value_t = Recipe::SHIPPED.seed)]
    pub seed: u64,
    /// How many self-play games.
    #[arg(long, default_value_t = Recipe::SHIPPED.games)]
    pub games: usize,
    /// The fewest random moves that open a game.
    #[arg(long, default_value_t = Recipe::SHIPPED.random_min)]
    pub random_min: u32,
    /// The most random moves that open a game.
    #[arg(long, default_value_t = Recipe::SHIPPED.random_max)]
    pub random_max: u32,
    /// The level (4-6) that plays after the opening.
    #[arg(long, default_value_t = Recipe::SHIPPED.level.number(),
          value_parser = clap::value_parser!(u8).range(4..=6))]
    pub level: u8,
    /// From this many empty squares on, both sides play perfectly (the exact solver).
    #[arg(long, value_name = "N", default_value_t = Recipe::SHIPPED.exact_from,
          value_parser = clap::value_parser!(u32).range(0..=24))]
    pub exact_from: u32,
    /// Steps of the fit per stage of the game.
    #[arg(long, default_value_t = Recipe::SHIPPED.iterations)]
    pub iterations: u32,
    /// Threads that play the games (the file does not depend on it).
    #[arg(long, default_value_t = Recipe::SHIPPED.threads as u16,
          value_parser = clap::value_parser!(u16).range(1..=64))]
    pub threads: u16,
}

/// Trains by the recipe of `args` and writes the file; `Ok(false)` when the
/// file could not be written (said on `err`).
pub fn run(args: &TrainArgs, err: &mut dyn Write) -> io::Result<bool> {
    let recipe = Recipe {
        seed: args.seed,
        games: args.games,
        random_min: args.random_min.min(args.random_max),
        random_max: args.random_max,
        level: Level::new(args.level).unwrap_or(Recipe::SHIPPED.level),
        exact_from: args.exact_from,
        iterations: args.iterations,
        threads: usize::from(args.threads),
    };
    let started = std::time::Instant::now();
    let mut shown = 0;
    let mut failed = None;
    let bytes = train(&recipe, |p| {
        let line = match p {
            Progress::Games(n) if n == recipe.games || n >= shown + recipe.games.div_ceil(20) => {
                shown = n;
                format!("{n} of {} games played", recipe.games)
            }
            Progress::Games(_) => return,
            Progress::Stage(s, error) => {
                format!(
                    "stage {} of {STAGES} fitted: {error:.2} discs off on average",
                    s + 1
                )
            }
        };
        if let Err(e) = writeln!(
            err,
            "reversi-tutor: train: {line} ({:.0} s)",
            started.elapsed().as_secs_f64()
        ) {
            failed.get_or_insert(e);
        }
    });
    if let Some(e) = failed {
        return Err(e);
    }
    match std::fs::write(&args.out, &bytes) {
        Ok(()) => {
            writeln!(
                err,
                "reversi-tutor: train: wrote {} ({} bytes)",
                args.out.display(),
                bytes.len()
            )?;
            Ok(true)
        }
        Err(e) => {
            writeln!(
                err,
                "reversi-tutor: cannot write {}: {e}",
                args.out.display()
            )?;
            Ok(false)
        }
    }
}
