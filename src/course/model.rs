//! The validated course: lessons made of steps, and puzzles. Values of these types
//! exist only after validation against the engine (see `parse` and `assemble`), so the runner can
//! trust them: every accepted move is legal, every answer is the engine's.

use std::collections::BTreeMap;

use super::goal::Goal;
use super::kinds::{AnswerForm, TaskKind, ThemeKind};
use super::nudge::Nudges;
use super::opening::OpeningLine;

use crate::engine::search::Level;
use crate::engine::{Bitboard, Board, Color, Move, Square};
use crate::lang::Lang;

/// Learner-facing text, keyed by language. English is always there; a language
/// the text was not written in falls back to it.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Text {
    /// The English text (required).
    english: String,
    /// The text in each other language it was written in (never English).
    translations: BTreeMap<Lang, String>,
}

impl Text {
    /// Text with English only.
    pub fn en(text: impl Into<String>) -> Text {
        Text {
            english: text.into(),
            translations: BTreeMap::new(),
        }
    }

    /// This text with `text` in `lang` (replacing English when `lang` is English).
    pub fn with(mut self, lang: Lang, text: impl Into<String>) -> Text {
        match lang {
            Lang::En => self.english = text.into(),
            _ => {
                self.translations.insert(lang, text.into());
            }
        }
        self
    }

    /// The text in `lang`, falling back to English when that language is missing.
    pub fn get(&self, lang: Lang) -> &str {
        self.translations.get(&lang).unwrap_or(&self.english)
    }

    /// Whether the text was written in `lang` (English always is).
    pub fn has(&self, lang: Lang) -> bool {
        lang == Lang::En || self.translations.contains_key(&lang)
    }

    /// The languages the text was not written in, in the order of the list.
    pub fn missing(&self) -> Vec<Lang> {
        Lang::ALL
            .into_iter()
            .filter(|lang| !self.has(*lang))
            .collect()
    }
}

/// Where a lesson or puzzle came from, for messages.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Origin {
    /// The file, as shown to the user (`lessons/01-first-move.toml`, or a path on disk).
    pub file: String,
    /// Whether it is part of the embedded course (otherwise it was loaded from a folder).
    pub embedded: bool,
}

/// A whole course: lessons in order, then puzzles.
#[derive(Clone, Debug, Default)]
pub struct Course {
    /// Lessons in course order (file-name order).
    pub lessons: Vec<Lesson>,
    /// Puzzles, file by file, in file order.
    pub puzzles: Vec<Puzzle>,
}

impl Course {
    /// The lesson with this id.
    pub fn lesson(&self, id: &str) -> Option<&Lesson> {
        self.lessons.iter().find(|l| l.id == id)
    }

    /// The place in the course of the lesson a learner names: by its id, or
    /// by its number in the list (`3` for the third, as `lessons` shows it).
    pub fn lesson_index(&self, name: &str) -> Option<usize> {
        match name.parse::<usize>() {
            Ok(number) => number.checked_sub(1).filter(|i| *i < self.lessons.len()),
            Err(_) => self.lessons.iter().position(|l| l.id == name),
        }
    }

    /// The puzzle with this id.
    pub fn puzzle(&self, id: &str) -> Option<&Puzzle> {
        self.puzzles.iter().find(|p| p.id == id)
    }
}

/// A lesson: a titled sequence of steps.
#[derive(Clone, Debug)]
pub struct Lesson {
    /// Unique id, e.g. `first-move`.
    pub id: String,
    /// Title shown in the course list.
    pub title: Text,
    /// One or two sentences on what the lesson teaches.
    pub summary: Text,
    /// The steps, at least one.
    pub steps: Vec<Step>,
    /// The file it came from.
    pub origin: Origin,
}

/// One step of a lesson: words, a board, and optionally something to do.
#[derive(Clone, Debug)]
pub struct Step {
    /// What the tutor says.
    pub say: Text,
    /// The board when the step begins. For a step that sets its own position this is
    /// that position; otherwise it is the board the previous step left (after the
    /// first accepted move and any reply), as validated.
    pub board: Board,
    /// Whether the step sets its own position (`position = ...` in the file). When it
    /// does not, the runner continues from the board the learner actually reached.
    pub sets_position: bool,
    /// Squares to highlight.
    pub mark: Bitboard,
    /// What the learner must do.
    pub task: Task,
    /// The goal a `play` step's accepted moves meet, when the file states it:
    /// on another board than the one written for, the moves that meet it there
    /// are accepted.
    pub goal: Option<Goal>,
    /// Words offered on request.
    pub hint: Option<Text>,
    /// Extra words after a wrong answer, by the kind of wrong answer (the
    /// engine's explanation is always given).
    pub on_wrong: Nudges,
    /// After a right `play`/`any-legal` move, show the enclosed lines.
    pub explain: bool,
    /// Show the legal-move dots before the step is answered (never on a step
    /// whose task is finding moves: validation refuses it).
    pub dots: bool,
    /// The task reads on its own, with its board, away from the steps before
    /// it (`stands_alone = true`): the rules quiz may ask it, and a miss
    /// brings it back in the review queue (see [`crate::runner::drill`]).
    pub stands_alone: bool,
    /// A scripted move for the other side, played when the step is done.
    pub reply: Option<Move>,
}

impl Step {
    /// Whether the step plays a move on its board (the learner's move or pass,
    /// or its scripted reply), so that the next step starts from another board.
    pub fn plays_a_move(&self) -> bool {
        self.reply.is_some()
            || matches!(
                self.task,
                Task::Play { .. } | Task::AnyLegal | Task::Pass | Task::Game { .. }
            )
    }
}

/// What a step asks of the learner. Every answer here was computed or checked by the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Task {
    /// Nothing: read, then go on.
    Read,
    /// Play one of these moves (all legal).
    Play { accept: Bitboard },
    /// Play any legal move (legal-move dots are hidden).
    AnyLegal,
    /// Mark every legal move; `answer` is the engine's legal set.
    AllLegal { answer: Bitboard },
    /// Mark the discs that `mv` flips; `answer` is the engine's flip set.
    PredictFlips { mv: Square, answer: Bitboard },
    /// Recognise that the side to move has no legal move, and pass.
    Pass,
    /// Say who won the finished game (or that it is a draw); the count is the engine's.
    Outcome {
        winner: Option<Color>,
        black: u32,
        white: u32,
    },
    /// Pick the right answer from a list.
    Choice {
        choices: Vec<Text>,
        /// 0-based index of the right choice.
        correct: usize,
        /// Present the choices in a shuffled order.
        shuffle: bool,
    },
    /// Name a square: any of `answer` is right. The board does not change.
    FindSquare { answer: Bitboard },
    /// Play a whole game against the computer at `level`, every move the
    /// learner's own, the legal moves not shown: done when the game is over.
    Game { level: Level },
}

impl Task {
    /// The kind of task, as named in files; `None` for a step that is only read.
    pub const fn kind(&self) -> Option<TaskKind> {
        match self {
            Task::Read => None,
            Task::Play { .. } => Some(TaskKind::Play),
            Task::AnyLegal => Some(TaskKind::AnyLegal),
            Task::AllLegal { .. } => Some(TaskKind::AllLegal),
            Task::PredictFlips { .. } => Some(TaskKind::PredictFlips),
            Task::Pass => Some(TaskKind::Pass),
            Task::Outcome { .. } => Some(TaskKind::Outcome),
            Task::Choice { .. } => Some(TaskKind::Choice),
            Task::FindSquare { .. } => Some(TaskKind::FindSquare),
            Task::Game { .. } => Some(TaskKind::Game),
        }
    }
}

/// A puzzle: a position, a goal, and every move that meets it.
#[derive(Clone, Debug)]
pub struct Puzzle {
    /// Unique id, e.g. `pass-003`.
    pub id: String,
    /// What kind of goal.
    pub theme: Theme,
    /// Difficulty on the learner-rating scale.
    pub rating: u32,
    /// What the learner is asked.
    pub prompt: Text,
    /// The position; the side to move is the solver.
    pub board: Board,
    /// Every move that meets the goal, as recomputed by the engine (and solver);
    /// for `predict-flips`, every disc the move flips (see [`Puzzle::answer_form`]).
    pub solution: Bitboard,
    /// Words offered on request.
    pub hint: Option<Text>,
    /// Whether a first try moves the learner's rating: the built-in puzzles do;
    /// a teacher's do only when their file says `rated = true`.
    pub rated: bool,
    /// The file it came from.
    pub origin: Origin,
}

impl Puzzle {
    /// Whether the board shows the legal-move dots while the puzzle is open
    /// (see [`ThemeKind::shows_dots`]).
    pub const fn shows_dots(&self) -> bool {
        self.theme.kind().shows_dots()
    }

    /// What the learner answers: one move of `solution`, or every disc of it.
    pub const fn answer_form(&self) -> AnswerForm {
        self.theme.kind().answer_form()
    }

    /// The move to mark on the board: the move whose flips a `predict-flips`
    /// puzzle asks for; none for the other themes.
    pub const fn shown_move(&self) -> Option<Square> {
        match self.theme {
            Theme::PredictFlips { mv } => Some(mv),
            _ => None,
        }
    }
}

/// The goal of a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    /// Find any legal move (the legal-move dots are hidden).
    LegalMove,
    /// Name every disc that `mv` (a legal move) flips.
    PredictFlips { mv: Square },
    /// Flip the most discs.
    MaxFlips,
    /// Enclose lines in at least this many directions with one move.
    Directions(u8),
    /// Leave the opponent with no legal move (while the game goes on).
    ForcePass,
    /// Flip every opponent disc.
    Wipeout,
    /// End the game at once: after the move neither side can move.
    EndNow,
    /// Take a corner.
    Corner,
    /// Play a move after which the opponent has no legal corner move.
    AvoidXSquare,
    /// End with the most stable discs (a corner, and the discs joined to a
    /// corner of their colour along an edge).
    Stable,
    /// Win where every move that flips the most discs does not (exact solver).
    FewerIsMore,
    /// Leave the opponent the fewest legal moves.
    MinMobility,
    /// Play a quiet move: every disc it flips touches no empty square afterwards.
    QuietMove,
    /// Win with perfect play from both sides (exact solver).
    EndgameWin,
    /// Reach the best final disc difference for the mover (exact solver);
    /// `score` is that difference under disc counting.
    EndgameBest { score: i32 },
    /// Play the next move of the named opening `line`, on a board turned as
    /// the position is.
    Opening { line: OpeningLine },
}

impl Theme {
    /// The kind of goal, without its number.
    pub const fn kind(&self) -> ThemeKind {
        match self {
            Theme::LegalMove => ThemeKind::LegalMove,
            Theme::PredictFlips { .. } => ThemeKind::PredictFlips,
            Theme::MaxFlips => ThemeKind::MaxFlips,
            Theme::Directions(_) => ThemeKind::Directions,
            Theme::ForcePass => ThemeKind::ForcePass,
            Theme::Wipeout => ThemeKind::Wipeout,
            Theme::EndNow => ThemeKind::EndNow,
            Theme::Corner => ThemeKind::Corner,
            Theme::AvoidXSquare => ThemeKind::AvoidXSquare,
            Theme::Stable => ThemeKind::Stable,
            Theme::FewerIsMore => ThemeKind::FewerIsMore,
            Theme::MinMobility => ThemeKind::MinMobility,
            Theme::QuietMove => ThemeKind::QuietMove,
            Theme::EndgameWin => ThemeKind::EndgameWin,
            Theme::EndgameBest { .. } => ThemeKind::EndgameBest,
            Theme::Opening { .. } => ThemeKind::Opening,
        }
    }

    /// The theme's name as written in files.
    pub const fn name(&self) -> &'static str {
        self.kind().name()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_languages_fall_back_to_english() {
        let t = Text::en("Play d3.").with(Lang::Id, "Mainkan d3.");
        assert_eq!(t.get(Lang::Id), "Mainkan d3.");
        assert_eq!(t.get(Lang::Vi), "Play d3.");
        assert_eq!(t.get(Lang::En), "Play d3.");
        assert!(t.missing().contains(&Lang::Vi));
        assert!(!t.missing().contains(&Lang::En) && !t.missing().contains(&Lang::Id));
        assert!(t.has(Lang::En) && t.has(Lang::Id) && !t.has(Lang::Vi));
    }

    #[test]
    fn english_given_again_replaces_the_english_text() {
        let t = Text::en("Play d3").with(Lang::En, "Play d3.");
        assert_eq!(t.get(Lang::En), "Play d3.");
        assert_eq!(t.get(Lang::Vi), "Play d3.");
    }
}
