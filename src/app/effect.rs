//! What [`super::update`] asks the world to do ([`Effect`]) and what came back
//! ([`Done`], handed to `update` as [`super::Msg::Done`]). `update` itself never
//! touches a file or starts a thread: the executor ([`super::Executor`]) runs
//! each effect, the front end (the local terminal, a test) drives both.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicUsize;
use std::time::Duration;

use crate::engine::{Game, Move};
use crate::runner::game::Thinking;
use crate::runner::review::{Review, ReviewSetup};

use super::saved_games::SavedGames;

/// Something `update` asks to be done outside the app.
#[derive(Clone, Debug)]
pub enum Effect {
    /// The learner's record saved in the progress store (a save merges in what
    /// another copy saved meanwhile).
    SaveProgress,
    /// The computer's move worked out, off the UI thread, and answered no
    /// sooner than `pause` after it was asked.
    Think {
        /// What to work out.
        thinking: Thinking,
        /// How long the answer waits at least.
        pause: Duration,
    },
    /// A finished game graded move by move, off the UI thread; `reached`
    /// counts the moves graded so far, for the screen to show.
    Grade {
        /// The game.
        game: Game,
        /// How it is graded.
        setup: ReviewSetup,
        /// The moves graded so far.
        reached: Arc<AtomicUsize>,
    },
    /// A game's record written into a file (its folder made if need be).
    WriteGame {
        /// Which file.
        file: GameFile,
        /// The record.
        text: String,
        /// Kept on the way (at the game's end, on leaving): said after what
        /// was said, instead of in its place.
        kept: bool,
    },
    /// The saved games listed: the `--save` file, then the folder's records.
    FindGames {
        /// The `--save` file, if the command line named one.
        named: Option<PathBuf>,
        /// The folder `s` saves in, if there is a data folder.
        folder: Option<PathBuf>,
    },
    /// A saved game's file read.
    ReadGame(PathBuf),
    /// The game left unfinished read, if there is one, for Play to offer.
    ReadUnfinished(PathBuf),
    /// A file removed (the game left unfinished, once gone on with).
    RemoveFile(PathBuf),
    /// A class game's request handed to the class (a classroom session only).
    Class(super::class_game::ClassAsk),
    /// A position exported into a new file `position-N.toml` of `folder`,
    /// with its picture beside it in `position-N.svg`.
    Export {
        /// The data folder.
        folder: PathBuf,
        /// The position, for its picture.
        board: crate::engine::Board,
        /// The `[step.position]` table.
        table: String,
        /// The board string, for `--position`.
        board_string: String,
    },
}

/// Where a game's record goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameFile {
    /// This file.
    Named(PathBuf),
    /// A new file of this folder, named after the time (`game-<time>.txt`).
    NewIn(PathBuf),
}

/// What an effect found out or did, for `update`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Done {
    /// The progress saved, or why not.
    Saved(Result<(), String>),
    /// The computer's move in the position it was asked about.
    Thought {
        /// What it was asked.
        thinking: Thinking,
        /// Its move.
        mv: Move,
    },
    /// A game's grades.
    Graded {
        /// The game graded.
        game: Game,
        /// Its grades.
        review: Review,
    },
    /// A record written in `path`, or why not.
    GameWritten {
        /// The file.
        path: PathBuf,
        /// Whether it was written (the system's words if not).
        written: Result<(), String>,
        /// As [`Effect::WriteGame`]'s `kept`.
        kept: bool,
    },
    /// The saved games found, and the folder looked in.
    GamesFound {
        /// The games, in the order shown.
        games: SavedGames,
        /// The folder looked in, if any.
        folder: Option<PathBuf>,
    },
    /// A saved game's text, or why it could not be read.
    GameRead {
        /// The file.
        path: PathBuf,
        /// Its text (the system's words if it could not be read).
        text: Result<String, String>,
    },
    /// The position exported in this file, or why not.
    Exported(Result<PathBuf, String>),
    /// The text of the game left unfinished (none: there is no such file).
    Unfinished(Option<String>),
}
