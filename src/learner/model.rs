//! The learner's progress as data: settings, lessons, puzzle attempts, rating,
//! streaks and the review queue, exactly as `progress.toml` holds them.
//!
//! Every section may be missing from the file (a new learner's values are used),
//! and keys this version does not know are ignored. A value of the wrong type or
//! out of range makes the whole file damaged (see [`super::Store`]).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::date::Date;
use super::rating::Rating;
use crate::lang::Lang;

/// Everything the tutor remembers about one learner.
#[derive(Clone, PartialEq, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    /// The learner's choices of language and display.
    pub settings: Settings,
    /// Each lesson the learner has opened, by lesson id (`first-move`).
    pub lessons: BTreeMap<String, LessonProgress>,
    /// Each puzzle the learner has answered, by puzzle id (`corner-003`).
    pub puzzles: BTreeMap<String, PuzzleRecord>,
    /// The learner's puzzle rating (Glicko-2).
    pub rating: LearnerRating,
    /// Streak mode: the current run of puzzles solved at the first try, and the best.
    pub streaks: Streaks,
    /// Puzzles to try again, by puzzle id, each with its due date.
    pub review: BTreeMap<String, Review>,
}

/// The learner's choices, set in the tutor's settings screen.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The language of the interface and lessons (`en`, `id`, `vi`); absent: the
    /// `--lang` option or the environment decides.
    #[serde(with = "language_code", skip_serializing_if = "Option::is_none")]
    pub language: Option<Lang>,
    /// Whether legal moves show as dots, where a lesson step allows them.
    pub legal_dots: bool,
    /// Whether discs are drawn with ASCII letters instead of Unicode circles.
    pub ascii_discs: bool,
    /// Whether flips play as a short animation.
    pub animation: bool,
    /// The colours of the board and text.
    pub theme: ColourTheme,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            language: None,
            legal_dots: true,
            ascii_discs: false,
            animation: true,
            theme: ColourTheme::Default,
        }
    }
}

/// A colour theme of the full-screen tutor.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ColourTheme {
    /// The usual colours.
    #[default]
    Default,
    /// Strong contrast for low vision or bright rooms.
    HighContrast,
    /// Colours told apart with the common kinds of colour blindness.
    ColourBlind,
    /// No colour at all: marks and letters only.
    NoColour,
}

impl ColourTheme {
    /// Every theme, in the order a settings screen lists them.
    pub const ALL: [ColourTheme; 4] = [
        ColourTheme::Default,
        ColourTheme::HighContrast,
        ColourTheme::ColourBlind,
        ColourTheme::NoColour,
    ];
}

/// A learner's progress through one lesson.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct LessonProgress {
    /// Whether the learner has reached the end of the lesson at least once.
    pub completed: bool,
    /// The step where the learner stopped, counted from 0 (as `LessonRun::index`).
    pub step: u32,
    /// The stars of the latest time through the lesson, 0 to 3.
    pub stars: Stars,
    /// The most stars ever earned in the lesson, 0 to 3.
    pub best_stars: Stars,
}

/// Stars for a lesson: 0 to 3.
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default, Serialize, Deserialize,
)]
#[serde(try_from = "u8", into = "u8")]
pub struct Stars(u8);

impl Stars {
    /// The most stars a lesson gives.
    pub const MAX: Stars = Stars(3);

    /// `count` stars, if it is 0 to 3.
    pub const fn new(count: u8) -> Option<Stars> {
        if count <= Stars::MAX.0 {
            Some(Stars(count))
        } else {
            None
        }
    }

    /// How many stars, 0 to 3.
    pub const fn count(self) -> u8 {
        self.0
    }
}

impl TryFrom<u8> for Stars {
    type Error = String;
    fn try_from(count: u8) -> Result<Stars, String> {
        Stars::new(count).ok_or_else(|| format!("{count} stars: a lesson gives 0 to 3"))
    }
}

impl From<Stars> for u8 {
    fn from(stars: Stars) -> u8 {
        stars.0
    }
}

/// The learner's record on one puzzle.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct PuzzleRecord {
    /// How many times the learner has answered the puzzle.
    pub attempts: u32,
    /// Whether the latest attempt was solved at the first try, without hint or reveal.
    pub solved_first_try: bool,
    /// The day of the latest attempt.
    pub last_attempt: Date,
}

/// The learner's Glicko-2 puzzle rating, as saved.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct LearnerRating {
    /// The rating r (1000 for a new learner: `rating::START_RATING`).
    pub rating: f64,
    /// The rating deviation RD: how uncertain r still is (200 for a new learner).
    pub deviation: f64,
    /// The volatility σ: how erratic the results are (0.06 for a new learner).
    pub volatility: f64,
    /// How many attempts were rated (first attempts without hint or reveal).
    pub rated_attempts: u32,
    /// The day of the latest rated attempt, if any: lets the trainer widen the
    /// deviation for the periods since.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_rated: Option<Date>,
}

impl Default for LearnerRating {
    fn default() -> LearnerRating {
        let start = Rating::default();
        LearnerRating {
            rating: start.rating,
            deviation: start.deviation,
            volatility: start.volatility,
            rated_attempts: 0,
            last_rated: None,
        }
    }
}

impl LearnerRating {
    /// The rating as the Glicko-2 functions take it.
    pub fn glicko(&self) -> Rating {
        Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    /// Keeps `rated`, the rating after one more rated attempt on `today`.
    pub fn record(&mut self, rated: Rating, today: Date) {
        self.rating = rated.rating;
        self.deviation = rated.deviation;
        self.volatility = rated.volatility;
        self.rated_attempts = self.rated_attempts.saturating_add(1);
        self.last_rated = Some(today);
    }
}

/// Streak mode's runs of puzzles solved at the first try.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Streaks {
    /// The run going on now.
    pub current: u32,
    /// The longest run ever.
    pub best: u32,
}

impl Streaks {
    /// One more puzzle solved: the run grows, and the best with it if passed.
    pub fn extend(&mut self) {
        self.current = self.current.saturating_add(1);
        self.best = self.best.max(self.current);
    }

    /// A miss ends the run; the best stays.
    pub fn end(&mut self) {
        self.current = 0;
    }
}

/// A puzzle waiting in the review queue.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Review {
    /// The day the puzzle comes back.
    pub due: Date,
    /// The gap that led to `due`: 1, 3 or 7 days.
    pub stage: ReviewStage,
}

/// The gaps of the review queue: a missed puzzle comes back after 1, 3, then 7 days.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub enum ReviewStage {
    /// Back the next day.
    OneDay,
    /// Back after three days.
    ThreeDays,
    /// Back after a week.
    SevenDays,
}

impl ReviewStage {
    /// The days from an attempt to the puzzle's return.
    pub const fn days(self) -> u8 {
        match self {
            ReviewStage::OneDay => 1,
            ReviewStage::ThreeDays => 3,
            ReviewStage::SevenDays => 7,
        }
    }

    /// The stage after this one, if any (7 days is the last).
    pub const fn next(self) -> Option<ReviewStage> {
        match self {
            ReviewStage::OneDay => Some(ReviewStage::ThreeDays),
            ReviewStage::ThreeDays => Some(ReviewStage::SevenDays),
            ReviewStage::SevenDays => None,
        }
    }
}

impl TryFrom<u8> for ReviewStage {
    type Error = String;
    fn try_from(days: u8) -> Result<ReviewStage, String> {
        match days {
            1 => Ok(ReviewStage::OneDay),
            3 => Ok(ReviewStage::ThreeDays),
            7 => Ok(ReviewStage::SevenDays),
            _ => Err(format!("a review stage of {days} days: use 1, 3 or 7")),
        }
    }
}

impl From<ReviewStage> for u8 {
    fn from(stage: ReviewStage) -> u8 {
        stage.days()
    }
}

/// The language setting as its code (`vi`); an unknown code is a damaged file.
mod language_code {
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    use crate::lang::Lang;

    pub fn serialize<S: Serializer>(lang: &Option<Lang>, serializer: S) -> Result<S::Ok, S::Error> {
        match lang {
            Some(lang) => serializer.serialize_str(lang.code()),
            None => serializer.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<Lang>, D::Error> {
        let code = String::deserialize(deserializer)?;
        code.parse().map(Some).map_err(D::Error::custom)
    }
}
