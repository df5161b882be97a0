//! The game screen's state: the game session, the computer's move (asked for
//! as an effect, worked out on another thread, so that the window answers
//! while level 6 thinks), the cursor and a typed square, what the last action
//! said (kept as data), an illegal try drawn on the board, the legal-move dots,
//! and where the record is saved (written, listed and read through effects).

use std::path::PathBuf;
use std::time::Duration;

use crate::engine::{Explanation, Move, MoveError};
use crate::runner::game::{Event, GameSession, Thinking, Turn};
use crate::runner::review::Review;
use crate::runner::{Command, GameCommand};

mod keys;

pub use keys::BINDINGS;

use super::cursor::{BoardCursor, D3};
use super::effect::{Done, Effect, GameFile};
use super::game_files::{GameFiles, SaveTo};
use super::game_said::{GameSaid, LoadError};
use super::saved_games::SavedGames;
use super::{Arrow, Msg};
use crate::view::game::played_back;

/// How long the computer's answer waits at least after it is asked for: the
/// learner's move stays drawn, with its lines, that long before the reply.
pub const REPLY_PAUSE: Duration = Duration::from_millis(700);

/// What a message did to the game that the rest of the app must know.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameEffect {
    /// Nothing beyond the screen.
    None,
    /// Back to the home screen.
    Leave,
    /// Open the review of the finished game.
    Review,
}

/// A key that asks again before it throws an unfinished game away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Confirm {
    /// `n`: a new game.
    NewGame,
    /// Esc: back home.
    Leave,
    /// Enter on a saved game: it replaces this one.
    Load,
}

/// A game being played on the screen.
#[derive(Clone, Debug)]
pub struct GameScreen {
    /// The game session.
    pub session: GameSession,
    /// Whether legal-move dots show on a person's turn.
    pub dots: bool,
    /// What the last action said, and the computer's answer to it.
    pub said: Vec<GameSaid>,
    /// The cursor, and a column letter typed and waiting for its row.
    pub cursor: BoardCursor,
    /// The last illegal try, drawn on the board with each direction's stop.
    pub tried: Option<Explanation>,
    /// Where the record is saved and read (`--save`, the data folder's games).
    pub files: GameFiles,
    /// The saved games `o` offers, while their list is open.
    pub saved_games: Option<SavedGames>,
    /// The review of the game as it was when graded (its record), kept for `v` again.
    pub graded: Option<(String, Review)>,
    /// A class game's seat (none: a game on this machine).
    pub class: Option<super::ClassSeat>,
    pub(super) confirm: Option<Confirm>,
    /// What the computer was asked to work out, until its move is in.
    thinking: Option<Thinking>,
    /// How long the computer's answer waits at least, so that the move before
    /// it stays drawn for a moment.
    pause: Duration,
    /// The effects asked for, handed out by the app.
    pub(super) asks: Vec<Effect>,
}

impl GameScreen {
    /// The screen of `session`, with what its start position already says (a
    /// forced pass); the computer starts thinking when it moves first, its
    /// answers waiting at least `pause`.
    pub fn new(session: GameSession, dots: bool, pause: Duration) -> GameScreen {
        let opening = session.opening_events();
        let mut screen = GameScreen {
            session,
            dots,
            said: Vec::new(),
            cursor: BoardCursor::at(D3),
            tried: None,
            files: GameFiles::default(),
            saved_games: None,
            graded: None,
            class: None,
            confirm: None,
            thinking: None,
            pause,
            asks: Vec::new(),
        };
        if !opening.is_empty() {
            screen.said.push(GameSaid::Events(opening));
        }
        screen.think();
        screen
    }

    /// Whether Enter on the list of saved games was pressed once over a game
    /// in progress, and asks to be pressed again.
    pub fn asks_to_load(&self) -> bool {
        self.saved_games.is_some() && self.confirm == Some(Confirm::Load)
    }

    /// Whether the computer is working out its move.
    pub fn thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// Whether a person is to move (and the cursor shows).
    pub fn persons_turn(&self) -> bool {
        let yours = match &self.class {
            Some(seat) => self.session.board().to_move() == seat.game.you,
            None => true,
        };
        yours && self.session.replay().is_none() && matches!(self.session.turn(), Turn::Person(_))
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        matches!(self.session.turn(), Turn::Over(_))
    }

    /// Acts on `msg`.
    pub fn take(&mut self, msg: Msg) -> GameEffect {
        let confirm = match msg {
            Msg::Elapsed(_) => self.confirm,
            _ => self.confirm.take(),
        };
        let was_over = self.is_over();
        if let Some(effect) = self.class_take(&msg, confirm) {
            return effect;
        }
        if self.saved_games.is_some() && self.choose_saved(&msg, confirm) {
            self.think();
            return GameEffect::None;
        }
        let effect = match msg {
            Msg::Elapsed(elapsed) => {
                if self.thinking.is_none() {
                    let events = self.session.tick(elapsed);
                    if !events.is_empty() {
                        self.act(events);
                    }
                }
                GameEffect::None
            }
            Msg::Escape => self.escape(confirm),
            Msg::Command(Command::Game(command)) => self.command(command, confirm),
            msg => {
                self.board_msg(msg);
                GameEffect::None
            }
        };
        self.after(was_over);
        effect
    }

    /// What an effect the screen asked for found out.
    pub fn done(&mut self, done: Done) {
        let was_over = self.is_over();
        match done {
            Done::Thought { thinking, mv } => self.answered(thinking, mv),
            Done::GameWritten {
                path,
                written,
                kept,
            } => self.written(path, written, kept),
            Done::GamesFound { games, folder } => self.found(games, folder),
            Done::GameRead { path, text } => self.read(path, text),
            Done::Saved(_) | Done::Graded { .. } | Done::Exported(_) | Done::Unfinished(_) => {}
        }
        self.after(was_over);
    }

    /// After an action: the computer thinks when it is its turn, and a game
    /// that has just ended is kept in the `--save` file.
    fn after(&mut self, was_over: bool) {
        self.think();
        if !was_over && self.is_over() {
            self.keep_in_named_file();
        }
    }

    /// The cursor, a typed square, a click, Enter and Space, a pass, and the
    /// arrows of a replay.
    fn board_msg(&mut self, msg: Msg) {
        let replaying = self.session.replay().is_some();
        match msg {
            Msg::Arrow(arrow) if replaying || self.is_over() => self.step_replay(arrow),
            Msg::Arrow(arrow) => {
                self.cursor.step(arrow);
            }
            Msg::Column(letter) => self.cursor.letter(letter),
            Msg::Digit(row) => {
                self.cursor.row(row);
            }
            Msg::Backspace => {
                self.cursor.forget();
            }
            Msg::Click(square) => {
                self.cursor.put(square);
                self.play();
            }
            Msg::Enter | Msg::Space => self.play(),
            Msg::Pass if !self.is_over() && !replaying => {
                let events = self.session.pass();
                self.act(events);
            }
            _ => {}
        }
    }

    /// The square under the cursor played, on a person's turn.
    fn play(&mut self) {
        self.cursor.forget();
        if self.is_over() || self.session.replay().is_some() {
            return;
        }
        let events = self.session.play(self.cursor.square());
        self.act(events);
    }

    /// A new action's events: what it said replaces what was said before, and
    /// an illegal try is drawn.
    pub(super) fn act(&mut self, events: Vec<Event>) {
        self.tried = events.iter().find_map(|event| match event {
            Event::Refused(MoveError::EnclosesNothing { explanation, .. }) => Some(**explanation),
            _ => None,
        });
        self.said = vec![GameSaid::Events(events)];
    }

    /// Says `said` alone.
    pub(super) fn say(&mut self, said: GameSaid) {
        self.tried = None;
        self.said = vec![said];
    }

    fn escape(&mut self, confirm: Option<Confirm>) -> GameEffect {
        if self.cursor.forget() {
            return GameEffect::None;
        }
        if self.session.replay().is_some() {
            self.session.stop_replay();
            return GameEffect::None;
        }
        if self.unfinished() && confirm != Some(Confirm::Leave) {
            self.confirm = Some(Confirm::Leave);
            self.say(GameSaid::ConfirmLeave);
            return GameEffect::None;
        }
        GameEffect::Leave
    }

    /// Whether a game with moves in it would be thrown away unfinished.
    fn unfinished(&self) -> bool {
        self.session.unfinished()
    }

    fn command(&mut self, command: GameCommand, confirm: Option<Confirm>) -> GameEffect {
        self.cursor.forget();
        match command {
            GameCommand::Undo => {
                self.thinking = None;
                let events = self.session.undo();
                self.act(events);
            }
            GameCommand::Redo => {
                self.thinking = None;
                let events = self.session.redo();
                self.act(events);
            }
            GameCommand::Explain => {
                // Again: the move before the last (the learner's own, against
                // the computer); again: the last one.
                let back = match self.said.as_slice() {
                    [GameSaid::Explained { back: 0 }]
                        if played_back(&self.session, 1).is_some() =>
                    {
                        1
                    }
                    _ => 0,
                };
                self.say(GameSaid::Explained { back });
            }
            GameCommand::Dots => {
                self.dots = !self.dots;
                self.say(GameSaid::Dots(self.dots));
            }
            GameCommand::Save => self.save(),
            GameCommand::NewGame if self.unfinished() && confirm != Some(Confirm::NewGame) => {
                self.confirm = Some(Confirm::NewGame);
                self.say(GameSaid::ConfirmNew);
            }
            GameCommand::NewGame => {
                self.thinking = None;
                self.cursor = BoardCursor::at(D3);
                self.files.saved_in = None;
                self.graded = None;
                let events = self.session.new_game();
                self.act(events);
            }
            GameCommand::Review if self.is_over() => return GameEffect::Review,
            GameCommand::Review => self.say(GameSaid::ReviewWhenOver),
            GameCommand::Replay if self.session.replay().is_some() => self.session.stop_replay(),
            GameCommand::Replay => self.step_replay(Arrow::Right),
            GameCommand::Next => self.step_replay(Arrow::Right),
            GameCommand::Back => self.step_replay(Arrow::Left),
            GameCommand::Load => self.open_saved(),
        }
        GameEffect::None
    }

    /// One move on or back in the replay of the finished game; the replay
    /// starts at the first position going forward, at the last going back.
    fn step_replay(&mut self, arrow: Arrow) {
        let forward = match arrow {
            Arrow::Right => true,
            Arrow::Left => false,
            Arrow::Up | Arrow::Down => return,
        };
        if self.session.replay().is_none() {
            if !self.session.start_replay() {
                return;
            }
            self.tried = None;
            self.said.clear();
            if !forward && let Some(replay) = self.session.replay_mut() {
                while replay.forward() {}
            }
        }
        if let Some(replay) = self.session.replay_mut() {
            if forward {
                replay.forward();
            } else {
                replay.back();
            }
        }
    }

    /// The computer is asked for its move when it is its turn and it is not
    /// already at it.
    fn think(&mut self) {
        if self.thinking.is_some() {
            return;
        }
        let Some(thinking) = self.session.thinking() else {
            return;
        };
        self.asks.push(Effect::Think {
            thinking,
            pause: self.pause,
        });
        self.thinking = Some(thinking);
    }

    /// The computer's move, worked out for `thinking`, is played when the game
    /// still waits for it (an undo or a new game meanwhile leaves it unplayed);
    /// what it did is said after what the person's move said.
    fn answered(&mut self, thinking: Thinking, mv: Move) {
        if self.thinking != Some(thinking) || self.session.thinking() != Some(thinking) {
            return;
        }
        self.thinking = None;
        let events = self.session.computer_played(mv);
        self.said.push(GameSaid::Events(events));
    }

    /// Asks for the saved games, to open their list.
    fn open_saved(&mut self) {
        self.asks.push(Effect::FindGames {
            named: self.files.named.clone(),
            folder: self.files.folder.clone(),
        });
    }

    /// The saved games found open their list; none found is said.
    fn found(&mut self, games: SavedGames, folder: Option<PathBuf>) {
        if games.is_empty() {
            let shown = folder.map(|f| shown(&f));
            self.say(GameSaid::NoSavedGames(shown));
        } else {
            self.saved_games = Some(games);
        }
    }

    /// A key on the open list of saved games: ↑ ↓ choose, Enter or a second
    /// `o` goes on with the game chosen, Esc closes the list. Whether the key
    /// was the list's (the computer's answer and the clock pass on).
    fn choose_saved(&mut self, msg: &Msg, confirm: Option<Confirm>) -> bool {
        let Some(list) = &mut self.saved_games else {
            return false;
        };
        match msg {
            Msg::Arrow(arrow) => list.step(*arrow),
            // A game in progress is not replaced before Enter again.
            Msg::Enter | Msg::Space if self.unfinished() && confirm != Some(Confirm::Load) => {
                self.confirm = Some(Confirm::Load);
                self.say(GameSaid::ConfirmLoad);
            }
            Msg::Enter | Msg::Space => self.load_chosen(),
            Msg::Escape | Msg::Backspace | Msg::Command(Command::Game(GameCommand::Load)) => {
                self.saved_games = None
            }
            Msg::Done(_) | Msg::Elapsed(_) | Msg::Tick | Msg::Resize(..) => return false,
            // Another command closes the list and is done.
            Msg::Command(_) => {
                self.saved_games = None;
                return false;
            }
            _ => {}
        }
        true
    }

    /// The game chosen in the list is asked for, to replace this one.
    fn load_chosen(&mut self) {
        let Some(list) = self.saved_games.take() else {
            return;
        };
        if let Some(chosen) = list.chosen() {
            self.asks.push(Effect::ReadGame(chosen.path.clone()));
        }
    }

    /// The game read replaces this one, and goes on from its last position; a
    /// file that cannot be read, or is no record, changes nothing.
    fn read(&mut self, path: PathBuf, text: Result<String, String>) {
        let loaded = text
            .map_err(LoadError::File)
            .and_then(|text| self.session.load(&text).map_err(LoadError::Record));
        match loaded {
            Ok(events) => {
                self.thinking = None;
                self.graded = None;
                self.act(events);
                let moves = self.session.game().moves().len();
                self.said.insert(0, GameSaid::Loaded(shown(&path), moves));
                self.files.saved_in = Some(path);
            }
            Err(why) => self.say(GameSaid::NotLoaded(shown(&path), why)),
        }
    }

    /// The record asked to be saved where the one policy says ([`GameFiles::save_to`]).
    fn save(&mut self) {
        match self.files.save_to(self.session.game().moves().len()) {
            SaveTo::NoMoveYet => self.say(GameSaid::NoMoveYet),
            SaveTo::File(file) => self.write(file, false),
            SaveTo::Shown => self.say(GameSaid::Record),
        }
    }

    /// Asks for the record to be written into the `--save` file, when the
    /// command line named one, and said after what was said already: the game
    /// is kept there at its end and when the player leaves, as plain mode
    /// keeps it ([`GameFiles::kept_in`]).
    pub fn keep_in_named_file(&mut self) {
        if let Some(path) = self.files.kept_in(self.session.game().moves().len()) {
            self.write(GameFile::Named(path), true);
        }
    }

    /// Asks for the game, when it is not over, to be kept in `path` with its
    /// setup, for Play to offer to go on with it.
    pub fn keep_unfinished(&mut self, path: PathBuf) {
        // A class game is kept by the class, not on the pupil's side.
        if !self.session.unfinished() || self.class.is_some() {
            return;
        }
        let mut setup = super::PlaySetup::of(self.session.setup(), self.dots);
        setup.colour = self.session.seat();
        let text = super::Unfinished::text_of(&setup, &self.session.saved_text());
        self.asks.push(Effect::WriteGame {
            file: GameFile::Named(path),
            text,
            kept: true,
        });
    }

    fn write(&mut self, file: GameFile, kept: bool) {
        let text = self.session.saved_text();
        self.asks.push(Effect::WriteGame { file, text, kept });
    }

    /// The record written (or not) in `path`: said, after what was said when
    /// it was `kept` on the way.
    fn written(&mut self, path: PathBuf, written: Result<(), String>, kept: bool) {
        let said = match written {
            Ok(()) => {
                let said = GameSaid::Saved(shown(&path));
                self.files.saved_in = Some(path);
                said
            }
            Err(why) => GameSaid::NotSaved(shown(&path), why),
        };
        if kept {
            self.said.push(said);
        } else {
            self.say(said);
        }
    }
}

/// A path as the screen shows it, escaped.
fn shown(path: &std::path::Path) -> String {
    crate::untrusted::escape(&path.display().to_string()).into_owned()
}
