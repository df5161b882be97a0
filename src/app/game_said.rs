//! What the game screen's last action said, kept as data (the session's events,
//! the last move explained, a save), and put into words for the screen.

use crate::engine::notation::NotationError;
use crate::i18n::{Does, Place, Ui};
use crate::runner::GameCommand;

use super::bindings::{at, name};
use crate::runner::game::{Event, GameSession};
use crate::view::feedback::{FeedbackLine, Tone};
use crate::view::game::{event_lines, explain_lines, played_back, played_lines};

/// Something the game screen says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameSaid {
    /// What the session reported: moves with their lines, passes with their
    /// reason, the end with the count and why, refusals, undo and redo.
    Events(Vec<Event>),
    /// A move explained, with the lines it enclosed: the last one (`back` 0),
    /// or the one before it (1), drawn on the board it left.
    Explained { back: usize },
    /// The legal-move dots shown (`true`) or hidden.
    Dots(bool),
    /// The record saved in this file.
    Saved(String),
    /// The record could not be saved in this file, for this reason.
    NotSaved(String, String),
    /// There is no folder to save in: the record is shown instead.
    Record,
    /// A save asked for before the game has a move.
    NoMoveYet,
    /// The list of saved games would be empty: nothing in this folder, or
    /// (`None`) no data folder.
    NoSavedGames(Option<String>),
    /// This file is loaded, with so many moves.
    Loaded(String, usize),
    /// This file could not be loaded, for this reason.
    NotLoaded(String, LoadError),
    /// The game is not over: the same key again starts a new one.
    ConfirmNew,
    /// The game is not over: the same key again leaves it.
    ConfirmLeave,
    /// The game is not over: Enter again replaces it with the saved game chosen.
    ConfirmLoad,
    /// A review waits for the end of the game.
    ReviewWhenOver,
    /// What a class game says (its opponent left, came back, a rating).
    Class(super::ClassSaid),
}

/// Why a saved game could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// The file could not be read (the system's words).
    File(String),
    /// The file is not a game record (said in the learner's language).
    Record(NotationError),
}

impl GameSaid {
    /// What it says about `session`, in `ui`'s language.
    pub fn lines(&self, ui: Ui, session: &GameSession) -> Vec<FeedbackLine> {
        let info = |text: String| vec![FeedbackLine::main(text, Tone::Info)];
        match self {
            GameSaid::Events(events) => event_lines(ui, session, events),
            GameSaid::Explained { back: 0 } => explain_lines(ui, session.last_played().as_ref()),
            // A move before the last: said as it was played.
            GameSaid::Explained { back } => played_back(session, *back)
                .map(|b| played_lines(ui, &b.played))
                .unwrap_or_else(|| explain_lines(ui, None)),
            GameSaid::Dots(on) => info(ui.dots_shown(*on).to_string()),
            GameSaid::Saved(path) => info(ui.saved_to(path)),
            GameSaid::NotSaved(path, why) => {
                vec![FeedbackLine::main(ui.not_saved(path, why), Tone::Wrong)]
            }
            GameSaid::Record => info(ui.record_not_saved(&session.record())),
            GameSaid::NoMoveYet => info(ui.no_move_yet().to_string()),
            GameSaid::NoSavedGames(folder) => {
                let save = name(at(Place::Game), Does::Game(GameCommand::Save));
                info(ui.no_saved_games(folder.as_deref(), &save))
            }
            GameSaid::Loaded(path, moves) => info(ui.loaded(path, *moves)),
            GameSaid::NotLoaded(path, why) => {
                let why = match why {
                    LoadError::File(why) => why.clone(),
                    LoadError::Record(refused) => ui.notation_refused(refused),
                };
                vec![FeedbackLine::main(ui.not_loaded(path, &why), Tone::Wrong)]
            }
            GameSaid::ConfirmNew => info(ui.confirm_new_game().to_string()),
            GameSaid::ConfirmLeave => info(ui.confirm_leave_game().to_string()),
            GameSaid::ConfirmLoad => {
                let load = name(at(Place::Game), Does::Game(GameCommand::Load));
                info(ui.confirm_load_game(&load))
            }
            GameSaid::ReviewWhenOver => info(ui.review_when_over().to_string()),
            GameSaid::Class(said) => info(super::class_said(ui, said)),
        }
    }
}
