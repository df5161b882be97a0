//! [`super::update`]'s part for the play setup, the game and the review: opening
//! them, their messages, and what the effects they asked for found out (the
//! computer's move, a review's grades, the files of saved games).

use crate::engine::Game;
use crate::learner::date::clock_seed;
use crate::runner::game::GameSession;
use crate::runner::review::ReviewSetup;

use std::path::PathBuf;

use super::effect::{Done, Effect};
use super::game_files::GameFiles;
use super::game_said::GameSaid;
use super::play::Unfinished;
use super::saved_games::{GAMES_FOLDER, UNFINISHED_FILE};

use super::game::{GameEffect, GameScreen};
use super::play::{PlaySetup, SetupEffect};
use super::review::{ReviewEffect, ReviewScreen};
use super::{App, HomeEntry, Msg, Screen};

impl App {
    /// Opens the play setup with the choices made last time (or the usual ones).
    pub fn open_play(&mut self) {
        let mut setup = self
            .play_setup
            .unwrap_or_else(|| PlaySetup::new(self.dots(), 0));
        setup.seed = clock_seed();
        setup.go_on = None;
        setup.classroom = self.in_class();
        setup.classmate &= setup.classroom;
        self.notice = None;
        self.screen = Screen::PlaySetup(setup);
        self.unfinished = None;
        if let Some(path) = self.unfinished_path() {
            self.ask(Effect::ReadUnfinished(path));
        }
    }

    /// The file that keeps a game left unfinished (none without a data folder).
    pub(super) fn unfinished_path(&self) -> Option<PathBuf> {
        let dir = self.data_dir.as_ref()?;
        Some(dir.join(GAMES_FOLDER).join(UNFINISHED_FILE))
    }

    /// The game left unfinished, read: offered first on the play setup.
    pub(super) fn found_unfinished(&mut self, text: Option<String>) {
        let Screen::PlaySetup(setup) = &mut self.screen else {
            return;
        };
        let found = text.and_then(|text| Unfinished::read(&text, setup.seed));
        if let Some(found) = &found {
            setup.go_on = Some(found.moves);
            setup.selected = 0;
        }
        self.unfinished = found;
    }

    /// Goes on with the game left unfinished, which leaves its file.
    fn go_on(&mut self) {
        let (Some(unfinished), Some(path)) = (self.unfinished.take(), self.unfinished_path())
        else {
            return;
        };
        let setup = PlaySetup {
            go_on: None,
            selected: 0,
            ..unfinished.setup
        };
        let mut session = GameSession::new(setup.game_setup());
        let Ok(events) = session.go_on(&unfinished.text) else {
            return;
        };
        self.play_setup = Some(setup);
        self.open_game(session, setup.dots);
        if let Screen::Game(game) = &mut self.screen {
            let shown = crate::untrusted::escape(&path.display().to_string()).into_owned();
            game.said = vec![
                GameSaid::Loaded(shown, unfinished.moves),
                GameSaid::Events(events),
            ];
        }
        self.ask(Effect::RemoveFile(path));
    }

    /// Opens a game of `session`; `dots`: legal-move dots on a person's turn.
    /// The records are saved in the data folder.
    pub fn open_game(&mut self, session: GameSession, dots: bool) {
        let mut screen = GameScreen::new(session, dots, self.reply_pause);
        screen.files = GameFiles::new(None, self.data_dir.as_deref());
        self.notice = None;
        self.help_open = false;
        self.screen = Screen::Game(Box::new(screen));
    }

    /// Opens the review of `game`, graded off the UI thread.
    pub fn open_review(&mut self, game: Game) {
        let screen = ReviewScreen::new(game, None, ReviewSetup::default());
        self.help_open = false;
        self.screen = Screen::Review(Box::new(screen));
    }

    /// Whether a turn timer runs now (the event loop then sends [`Msg::Elapsed`]).
    pub fn timer_running(&self) -> bool {
        matches!(&self.screen, Screen::Game(game) if !game.thinking() && game.session.time_left().is_some())
    }
}

/// The home screen with `entry` chosen.
fn home_at(entry: HomeEntry) -> Screen {
    let selected = HomeEntry::ALL.iter().position(|e| *e == entry);
    Screen::Home {
        selected: selected.unwrap_or(0),
    }
}

pub(super) fn play_setup(app: &mut App, msg: Msg) {
    let Screen::PlaySetup(setup) = &mut app.screen else {
        return;
    };
    match setup.take(msg) {
        SetupEffect::None => {}
        SetupEffect::Leave => {
            app.play_setup = Some(*setup);
            app.screen = home_at(HomeEntry::Play);
        }
        SetupEffect::GoOn => app.go_on(),
        SetupEffect::Classmates => {
            app.play_setup = Some(*setup);
            app.open_classmates();
        }
        SetupEffect::Start => {
            let setup = *setup;
            app.play_setup = Some(setup);
            app.open_game(GameSession::new(setup.game_setup()), setup.dots);
        }
    }
}

pub(super) fn game(app: &mut App, msg: Msg) {
    let Screen::Game(screen) = &mut app.screen else {
        return;
    };
    match screen.take(msg) {
        GameEffect::None => {}
        GameEffect::Leave => {
            if let Screen::Game(game) = &mut app.screen {
                game.keep_in_named_file();
                app.effects.append(&mut game.asks);
            }
            app.screen = home_at(HomeEntry::Play);
        }
        GameEffect::Review => {
            let game = screen.session.game().clone();
            let record = screen.session.record();
            let graded = match &screen.graded {
                Some((graded_record, review)) if *graded_record == record => Some(review.clone()),
                _ => None,
            };
            let mut review = ReviewScreen::new(game, graded, ReviewSetup::default());
            let Screen::Game(back) = std::mem::replace(&mut app.screen, home_at(HomeEntry::Play))
            else {
                return;
            };
            review.back = Some(back);
            app.screen = Screen::Review(Box::new(review));
        }
    }
}

pub(super) fn review(app: &mut App, msg: Msg) {
    let Screen::Review(screen) = &mut app.screen else {
        return;
    };
    if screen.take(msg) != ReviewEffect::Leave {
        return;
    }
    let graded = screen.review.take();
    match screen.back.take() {
        Some(mut game) => {
            if let Some(graded) = graded {
                game.graded = Some((game.session.record(), graded));
            }
            app.screen = Screen::Game(game);
        }
        // Opened at the end of a lesson: back to it.
        None if screen.lesson.is_some() => {
            if let Some(lesson) = screen.lesson.take() {
                app.screen = Screen::Lesson(lesson);
            }
        }
        // Opened from the teacher's dashboard: back to it, as the class is now.
        None if screen.dashboard.is_some() => {
            if let Some(dashboard) = screen.dashboard.take() {
                app.screen = Screen::Dashboard(dashboard);
                let watch = super::TeacherAsk::Watch;
                app.ask(super::Effect::Class(super::ClassAsk::Teacher(watch)));
            }
        }
        // Opened from the command line (`review RECORD`): leaving ends the program.
        None => super::update::step(app, Msg::Command(crate::runner::Command::Quit)),
    }
}

/// What an effect the game screen asked for found out, for the game shown.
pub(super) fn game_done(app: &mut App, done: Done) {
    if let Screen::Game(screen) = &mut app.screen {
        screen.done(done);
    }
}

/// A game's grades, for the review shown.
pub(super) fn review_done(app: &mut App, done: Done) {
    if let (Screen::Review(screen), Done::Graded { game, review }) = (&mut app.screen, done) {
        screen.graded(&game, review);
    }
}
