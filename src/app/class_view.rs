//! What the class and its teacher tell each other, as data: the class
//! settings, where a pupil is, the class as the teacher's dashboard shows it
//! ([`ClassView`]), what the teacher asks of the class ([`TeacherAsk`]), and
//! the classroom demo every pupil follows ([`Follow`]). The server (the
//! `classroom` module) fills these in; the app only shows them and asks.

use std::path::PathBuf;
use std::time::{Duration, SystemTime};

use crate::engine::search::Level;
use crate::runner::Answer;

/// How class games are played, and what pupils may open (the class folder's
/// `settings.toml`, read and written by the classroom).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClassSettings {
    /// Time for each move (none: no timer).
    pub timer: Option<Duration>,
    /// Whether the colours swap for the next game between the same two.
    pub swap_colours: bool,
    /// Whether legal-move dots may show in class games.
    pub dots: bool,
    /// How long a seat left empty waits before the computer plays it.
    pub grace: Duration,
    /// The computer's level, when it plays a seat.
    pub level: Level,
    /// How many of the course's lessons pupils may open, from the first (none: all).
    pub open_lessons: Option<usize>,
}

/// The screen a pupil is on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// The home menu.
    Home,
    /// The list of lessons.
    Lessons,
    /// A lesson (its place in the course from 1, its id), at a step counted from 1.
    Lesson {
        /// The lesson's place in the course, from 1.
        number: usize,
        /// The lesson's id.
        id: String,
        /// The step, from 1.
        step: usize,
    },
    /// The puzzle menu (choosing a puzzle, or between two).
    PuzzleMenu,
    /// A puzzle, by its id.
    Puzzle {
        /// The puzzle's id (`corner-007`).
        id: String,
    },
    /// Setting up or playing a game, or its review.
    Game,
    /// Following the teacher's demo.
    Following,
    /// Settings, glossary, help, the demo or the sandbox.
    Elsewhere,
}

/// One pupil of the class, online or not, as the dashboard lists them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PupilRow {
    /// The name, as typed.
    pub name: String,
    /// Where the pupil is now (none: not connected).
    pub place: Option<Place>,
    /// The class game the pupil plays now, if any.
    pub game: Option<u64>,
    /// Lessons finished at least once.
    pub lessons_done: usize,
    /// The best stars of every lesson, added up.
    pub stars: u32,
    /// The puzzle rating, rounded.
    pub puzzle_rating: i64,
    /// The class rating, rounded.
    pub class_rating: i64,
    /// Class games rated.
    pub class_games: u32,
    /// When the pupil was last connected (none: never, or now when online).
    pub last_seen: Option<SystemTime>,
}

impl PupilRow {
    /// Whether the pupil is connected now.
    pub fn online(&self) -> bool {
        self.place.is_some()
    }
}

/// A class game, going on or kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    /// The game's number in the class.
    pub id: u64,
    /// Who plays black.
    pub black: String,
    /// Who plays white.
    pub white: String,
    /// The record so far (`f5d6…`).
    pub record: String,
    /// Which seats wait for their pupil (black, white), for a game going on.
    pub away: [bool; 2],
}

/// The class as the teacher's dashboard shows it.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ClassView {
    /// Every pupil who ever logged in, by name.
    pub pupils: Vec<PupilRow>,
    /// The class games going on, by number.
    pub games: Vec<GameRow>,
    /// The class games kept, finished, newest first.
    pub kept: Vec<GameRow>,
    /// The class settings now.
    pub settings: Option<ClassSettings>,
    /// The answers to the step the class follows, when it asks one.
    pub tally: Vec<Answered>,
}

/// A pupil's answer to the step the class follows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answered {
    /// Who answered.
    pub name: String,
    /// What they answered.
    pub answer: Answer,
    /// Whether it is right.
    pub right: bool,
}

/// Where the demo the class follows is: a lesson's step, or a game's move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Follow {
    /// Lesson `number` of the course (from 0), at step `step` (from 0), its
    /// answer shown or not.
    Lesson {
        /// The lesson's place in the course, from 0.
        number: usize,
        /// The step, from 0.
        step: usize,
        /// Whether the teacher has shown the step's answer.
        revealed: bool,
    },
    /// The game of `record`, after its `at`th move.
    Game {
        /// The record, from the usual start.
        record: String,
        /// The moves shown.
        at: usize,
    },
}

/// How the teacher pairs the pupils who are free.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pairing {
    /// Neighbours by class rating: the two strongest, the next two, and so on.
    ByRating,
    /// Those who have played each other least, so that over the rounds everyone meets everyone.
    RoundRobin,
}

/// What the teacher asks of the class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TeacherAsk {
    /// The class as it is now, and again whenever it changes.
    Watch,
    /// The free pupils paired, each pair invited to a game.
    Pair(Pairing),
    /// The class settings changed to these (written to `settings.toml` first).
    Settings(ClassSettings),
    /// The class report written as `report-DATE.csv` in the class folder.
    Report,
    /// Every pupil not in a class game follows this demo (none: the demo ends,
    /// and they go back to where they were).
    Follow(Option<Follow>),
}

/// What the class tells the teacher.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TeacherNews {
    /// The class now.
    View(Box<ClassView>),
    /// The pairs invited (their names), or none when fewer than two were free.
    Paired(Vec<(String, String)>),
    /// The settings were saved, or why not.
    SettingsSaved(Result<(), String>),
    /// The report was written in this file, or why not.
    Report(Result<PathBuf, String>),
}
