//! The full-screen tutor's model: the [`App`] state, the messages it takes
//! ([`Msg`]) and [`update`], the only place its state changes. No drawing and no
//! terminal here: `ui` draws an `&App`, and decodes input through the bindings.
//!
//! Each screen is defined here, in one place: its state, its `update` and its
//! one list of bindings (a key, the message it sends, what it does).
//! - `bindings`: the [`bindings::Binding`] type, the lists over every screen
//!   (the key list, an invitation), and what derives from a screen's list: a
//!   key's binding, the key bar, the key list, plain mode's commands.
//! - `input`: our own input events ([`Input`], [`Key`]), whatever terminal sends them.
//! - `menus`: the home screen, the lessons, the settings, the glossary and the
//!   Help page.
//! - `lesson/`: the lesson screen ([`LessonScreen`]) and, in `keys.rs`, its bindings.
//! - `demo`: the classroom demo ([`DemoScreen`]); `demo_pick`: its chooser ([`DemoPick`]).
//! - `sandbox`: the sandbox ([`SandboxScreen`]): any position set up and exported.
//! - `update`: the dispatch, and the lesson's and the puzzle part's messages.
//! - `puzzle_menu`: the puzzle menu ([`PuzzleMenu`]) and the puzzle part's opening.
//! - `puzzle/`: the puzzle screen ([`PuzzleScreen`]) and its bindings.
//! - `play`, `game/`, `game_said`, `review`: the play setup, the game screen
//!   (with its bindings) and what it says, the review screen; `game_update`:
//!   their messages. `class_game`: a class game and the classmates to invite.
//! - `class_view`: what the class and its teacher tell each other;
//!   `dashboard`: the teacher's dashboard ([`DashboardScreen`]) and its
//!   bindings; `follow`: the teacher's demo on a pupil's screen
//!   ([`FollowScreen`]) and its bindings.
//! - `game_files`: where a game's record is saved and read ([`GameFiles`]),
//!   the one policy of plain mode and the game screen.
//! - `effect`: what `update` asks the world to do ([`Effect`]) and what came
//!   back ([`Done`]); `executor`: the one place that does it ([`Executor`]);
//!   `tutor`: the app and its executor together ([`Tutor`]), what a front end drives.

pub mod bindings;
mod class_game;
mod class_view;
mod cursor;
mod dashboard;
mod demo;
mod demo_pick;
mod effect;
mod executor;
mod follow;
mod game;
mod game_files;
mod game_said;
mod game_update;
mod input;
mod lesson;
mod menus;
mod play;
mod puzzle;
mod puzzle_menu;
mod review;
mod sandbox;
mod saved_games;
mod tutor;
mod update;

use std::path::PathBuf;

use crate::course::Course;
use crate::i18n::Ui;
use crate::lang::Lang;
use crate::learner::{ColourTheme, Progress};
use crate::store::Notice;

pub use class_game::{
    ClassAsk, ClassGame, ClassLink, ClassNews, ClassSaid, ClassSeat, ClassState, ClassmatesScreen,
    class_said,
};
pub use class_view::{
    Answered, ClassSettings, ClassView, Follow, GameRow, Pairing, Place, PupilRow, TeacherAsk,
    TeacherNews,
};
pub use dashboard::{DashboardSaid, DashboardScreen, Opened, Pane, SettingRow as ClassSettingRow};
pub use demo::{
    AutoAdvance, ClassroomKey, DELAY_MAX, DELAY_MIN, DELAY_START, DemoScreen, Showing, TICK_MS,
};
pub use demo_pick::DemoPick;
pub use effect::{Done, Effect, GameFile};
pub use executor::Executor;
pub use follow::{FollowSaid, FollowScreen};
pub use game::{GameEffect, GameScreen, REPLY_PAUSE};
pub use game_files::{GameFiles, SaveTo, read_game, write_game};
pub use game_said::{GameSaid, LoadError};
pub use input::{Input, Key};
pub use lesson::{Animation, LessonScreen, Said, rules_quiz, tasks_due};
pub use play::{PlaySetup, SetupRow, Unfinished};
pub use puzzle::{PuzzleEffect, PuzzleSaid, PuzzleScreen};
pub use puzzle_menu::{MenuRow, PuzzleMenu, PuzzleSetup, SessionEnd};
pub use review::ReviewScreen;
pub use sandbox::{BoardWide, SandboxSaid, SandboxScreen};
pub use saved_games::{SavedGame, SavedGames};
pub use tutor::Tutor;
pub use update::update;

/// A message: something the learner did, the time passing, or what an effect
/// found out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    /// An arrow key (or `j`, `k`, `l`): the cursor or the choice moves.
    Arrow(Arrow),
    /// A column letter `a`-`h` typed (`h` also moves left).
    Column(char),
    /// A digit `1`-`9` typed: a row after a column, or a choice.
    Digit(u8),
    /// Enter: open, play, answer or go on.
    Enter,
    /// Space: play or mark the square under the cursor.
    Space,
    /// Backspace: a typed letter undone, else one step back.
    Backspace,
    /// Esc: close the key list, else back to the screen before.
    Escape,
    /// A session command from the one command table.
    Command(crate::runner::Command),
    /// `p`: pass.
    Pass,
    /// A click on a square of the board.
    Click(crate::engine::Square),
    /// The window's new size.
    Resize(u16, u16),
    /// PgUp or PgDn: the feedback beside the board scrolled to start at this
    /// line (the keymap, which knows the layout, says how far it goes).
    Scroll(u16),
    /// Time passes: the flip animation shows one more line.
    Tick,
    /// Nothing happened for a moment: progress not saved yet is saved now,
    /// after the frame is drawn, so that no key waits for the disk.
    Idle,
    /// The process was told to stop (SIGTERM, SIGHUP): save and leave.
    Stop,
    /// What an effect found out or did: the computer's move, a game's
    /// grades, a file read or written, the progress saved.
    Done(Box<Done>),
    /// Time passes on a game's turn timer.
    Elapsed(std::time::Duration),
    /// A key of the classroom demo or the sandbox.
    Classroom(ClassroomKey),
    /// What the class told a pupil (a classroom session only).
    Class(Box<ClassNews>),
    /// The invitation shown accepted (`true`) or declined.
    Invitation(bool),
}

/// An arrow's direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrow {
    /// Up.
    Up,
    /// Down.
    Down,
    /// Left.
    Left,
    /// Right.
    Right,
}

/// An entry of the home menu (play and the classroom demo join it when they
/// exist, never before).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HomeEntry {
    /// The course.
    Lessons,
    /// The puzzle trainer.
    Puzzles,
    /// A game against the computer or between two people.
    Play,
    /// The classroom demo (and the sandbox).
    Demo,
    /// The settings.
    Settings,
    /// The glossary: the game's words, each with the lesson that teaches it.
    Glossary,
    /// The Help page.
    Help,
    /// Leave.
    Quit,
}

impl HomeEntry {
    /// The entries, in menu order.
    pub const ALL: [HomeEntry; 8] = [
        HomeEntry::Lessons,
        HomeEntry::Puzzles,
        HomeEntry::Play,
        HomeEntry::Demo,
        HomeEntry::Settings,
        HomeEntry::Glossary,
        HomeEntry::Help,
        HomeEntry::Quit,
    ];

    /// Its place in the menu.
    pub fn index(self) -> usize {
        HomeEntry::ALL
            .iter()
            .position(|entry| *entry == self)
            .unwrap_or(0)
    }
}

/// A row of the settings screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingRow {
    /// The language of the interface and the lessons.
    Language,
    /// Legal-move dots, where a step allows them.
    Dots,
    /// Unicode circles or letters for the discs.
    Discs,
    /// The flip animation.
    Animation,
    /// The colour theme.
    Theme,
}

impl SettingRow {
    /// The rows, in screen order (the order of `Strings::setting_names`).
    pub const ALL: [SettingRow; 5] = [
        SettingRow::Language,
        SettingRow::Dots,
        SettingRow::Discs,
        SettingRow::Animation,
        SettingRow::Theme,
    ];
}

/// What the window shows.
#[derive(Clone, Debug)]
pub enum Screen {
    /// The home menu, with the entry chosen.
    Home { selected: usize },
    /// The course, with the lesson chosen.
    Lessons { selected: usize },
    /// A lesson being taken.
    Lesson(Box<LessonScreen>),
    /// The settings, with the row chosen.
    Settings { selected: usize },
    /// The puzzle menu.
    PuzzleMenu(PuzzleMenu),
    /// A puzzle session.
    Puzzle(Box<PuzzleScreen>),
    /// The choices before a game.
    PlaySetup(PlaySetup),
    /// A game being played.
    Game(Box<GameScreen>),
    /// A game's moves graded.
    Review(Box<ReviewScreen>),
    /// The classroom demo's chooser.
    DemoPick(DemoPick),
    /// The classroom demo.
    Demo(Box<DemoScreen>),
    /// The sandbox.
    Sandbox(Box<SandboxScreen>),
    /// The glossary, from its `top` term on, of `terms`.
    Glossary { top: usize, terms: usize },
    /// The classmates online and free, to invite one (a classroom session only).
    Classmates(ClassmatesScreen),
    /// The Help page: how the tutor works, and the keys of every screen.
    Guide,
    /// The teacher's dashboard (a teacher's session only).
    Dashboard(Box<DashboardScreen>),
    /// The teacher's demo, followed by a pupil (a classroom session only).
    Follow(Box<FollowScreen>),
}

/// What the command line asked for, above the saved settings for this run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Overrides {
    /// `--lang`.
    pub lang: Option<Lang>,
    /// `--ascii`.
    pub ascii: bool,
    /// `--no-animation`.
    pub no_animation: bool,
    /// The `NO_COLOR` variable is set: no colour and no animation.
    pub no_color: bool,
}

/// The whole state of the full-screen tutor.
#[derive(Debug)]
pub struct App {
    /// The lessons (and puzzles) to take.
    pub course: Course,
    /// The learner's progress and settings.
    pub progress: Progress,
    /// The data folder, where games and exported positions are saved (none:
    /// nothing is saved).
    pub data_dir: Option<PathBuf>,
    /// The effects asked for and not yet handed out by [`update`].
    effects: Vec<Effect>,
    /// The command line's choices for this run.
    pub overrides: Overrides,
    /// The language from the environment, when neither `--lang` nor the settings name one.
    pub env_lang: Lang,
    /// The screen shown.
    pub screen: Screen,
    /// Whether the list of keys is open over the screen.
    pub help_open: bool,
    /// How many lines of the key list are scrolled away at its top, at most
    /// (↓ shows the end of a list taller than the window, ↑ its top again).
    pub help_scroll: u16,
    /// The window's size (columns, rows).
    pub size: (u16, u16),
    /// How many lines of the feedback beside the board are scrolled away (0
    /// again whenever the feedback changes).
    pub scroll: u16,
    /// Something to tell the learner (about saving), shown until the next screen.
    pub notice: Option<String>,
    /// Progress changed since the last save (saved at the next [`Msg::Idle`]
    /// and on every way out).
    pub unsaved: bool,
    /// The tutor is to close.
    pub quit: bool,
    /// The day, the seed and the loading of the puzzle part.
    pub puzzle_setup: PuzzleSetup,
    /// The play setup's choices last made, offered again.
    pub play_setup: Option<PlaySetup>,
    /// The game left unfinished when the tutor was last closed, while Play offers it.
    pub unfinished: Option<Unfinished>,
    /// How long the computer's answer waits at least after the move before
    /// it, which stays drawn meanwhile ([`game::REPLY_PAUSE`]).
    pub reply_pause: std::time::Duration,
    /// A classroom session's class state (none on one machine).
    pub class: Option<ClassState>,
}

impl App {
    /// A tutor on the home screen with `progress`, and no data folder (the
    /// [`Tutor`] names it, with the store it saves in).
    pub fn new(course: Course, progress: Progress, overrides: Overrides) -> App {
        App {
            course,
            progress,
            data_dir: None,
            effects: Vec::new(),
            overrides,
            env_lang: Lang::choose(None),
            screen: Screen::Home { selected: 0 },
            help_open: false,
            help_scroll: 0,
            size: (80, 24),
            scroll: 0,
            notice: None,
            unsaved: false,
            quit: false,
            puzzle_setup: PuzzleSetup::default(),
            play_setup: None,
            unfinished: None,
            reply_pause: game::REPLY_PAUSE,
            class: None,
        }
    }

    /// The language spoken now: `--lang`, else the setting, else the environment's.
    pub fn lang(&self) -> Lang {
        self.overrides
            .lang
            .or(self.progress.settings.language)
            .unwrap_or(self.env_lang)
    }

    /// The strings of the language spoken now.
    pub fn ui(&self) -> Ui {
        Ui::new(self.lang())
    }

    /// Whether discs are drawn as letters.
    pub fn ascii(&self) -> bool {
        self.overrides.ascii || self.progress.settings.ascii_discs
    }

    /// Whether legal-move dots are shown where a step allows them.
    pub fn dots(&self) -> bool {
        self.progress.settings.legal_dots
    }

    /// Whether flips play one line at a time.
    pub fn animation(&self) -> bool {
        self.progress.settings.animation && !self.overrides.no_animation && !self.overrides.no_color
    }

    /// The colour theme in force (none with `NO_COLOR`).
    pub fn theme(&self) -> ColourTheme {
        if self.overrides.no_color {
            ColourTheme::NoColour
        } else {
            self.progress.settings.theme
        }
    }

    /// Whether an animation is playing, or the demo advances by itself (the
    /// event loop then ticks).
    pub fn animating(&self) -> bool {
        matches!(&self.screen, Screen::Lesson(lesson) if lesson.animation.is_some())
            || matches!(&self.screen, Screen::Demo(demo) if demo.auto.on)
            || matches!(&self.screen, Screen::Dashboard(d) if d.auto_advancing())
    }

    /// Opens lesson `index` of the course where the learner stopped (in a
    /// class, one the teacher has opened).
    pub fn open_lesson(&mut self, index: usize) {
        if !self.lesson_open(index) {
            return;
        }
        if let Some(lesson) = self.course.lessons.get(index) {
            let step = self.progress.lesson(&lesson.id).step as usize;
            let screen = LessonScreen::new(index, lesson.clone(), step);
            self.progress.reach_step(&lesson.id, screen.run.index());
            self.screen = Screen::Lesson(Box::new(screen));
            self.help_open = false;
        }
    }

    /// Whether lesson `index` may be opened: always, but in a class whose
    /// teacher opened only the lessons before it.
    pub fn lesson_open(&self, index: usize) -> bool {
        let open = self
            .class
            .as_ref()
            .and_then(|class| class.settings)
            .and_then(|settings| settings.open_lessons);
        open.is_none_or(|open| index < open)
    }

    /// The notices of opening the progress store, in words, kept to show on the home screen.
    pub fn tell(&mut self, notices: &[Notice]) {
        let ui = self.ui();
        let said: Vec<String> = notices
            .iter()
            .map(|notice| match notice {
                Notice::DamagedKeptAside { kept_at, damage } => {
                    ui.progress_damaged(&kept_at.display().to_string(), &damage.to_string())
                }
                Notice::NewerVersion { version } => ui.progress_newer(*version),
                Notice::AnotherCopyRunning => ui.progress_shared().to_string(),
            })
            .collect();
        if !said.is_empty() {
            self.notice = Some(said.join(" "));
        }
    }

    /// Asks for `effect` to be done.
    pub(crate) fn ask(&mut self, effect: Effect) {
        self.effects.push(effect);
    }

    /// The effects asked for since the last call, the screen's own among them.
    pub fn take_effects(&mut self) -> Vec<Effect> {
        match &mut self.screen {
            Screen::Game(game) => self.effects.append(&mut game.asks),
            Screen::Review(review) => {
                self.effects.append(&mut review.asks);
                if let Some(game) = &mut review.back {
                    self.effects.append(&mut game.asks);
                }
            }
            _ => {}
        }
        std::mem::take(&mut self.effects)
    }

    /// Whether effects wait to be handed out.
    pub fn has_effects(&self) -> bool {
        let screen = match &self.screen {
            Screen::Game(game) => !game.asks.is_empty(),
            Screen::Review(review) => !review.asks.is_empty(),
            _ => false,
        };
        screen || !self.effects.is_empty()
    }

    /// Asks for the progress to be saved (a failure becomes the notice, and
    /// the next change, or leaving, tries again).
    pub fn save(&mut self) {
        self.unsaved = false;
        self.ask(Effect::SaveProgress);
    }

    /// The learner's record as it is now, to save: a puzzle session holds the
    /// record it writes in, and what a save merges in goes on with the session.
    pub fn record_mut(&mut self) -> &mut Progress {
        match &mut self.screen {
            Screen::Puzzle(screen) => screen.trainer.progress_mut(),
            _ => &mut self.progress,
        }
    }

    /// The progress saved, or why not.
    fn saved(&mut self, saved: Result<(), String>) {
        match saved {
            Ok(()) => {
                if let Screen::Puzzle(screen) = &self.screen {
                    self.progress.clone_from(screen.trainer.progress());
                }
            }
            Err(error) => self.notice = Some(self.ui().progress_not_saved(&error)),
        }
    }

    /// Notes where the learner is in the lesson open now, and saves: what every
    /// way of leaving (quit, a signal, an error, a panic) calls last.
    pub fn save_on_exit(&mut self) {
        let unfinished = self.unfinished_path();
        if let Screen::Game(game) = &mut self.screen {
            game.keep_in_named_file();
            // A game not over is kept, for Play to offer the next time.
            if let Some(path) = unfinished {
                game.keep_unfinished(path);
            }
        }
        if let Screen::Lesson(lesson) = &self.screen {
            let (id, index) = (lesson.run.lesson().id.clone(), lesson.run.index());
            // A drill is no lesson of the course: it has no step to come back to.
            if !lesson.run.is_finished() && lesson.drill.is_none() {
                self.progress.reach_step(&id, index);
            }
        }
        self.save();
    }
}
