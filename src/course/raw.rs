//! The lesson and puzzle files exactly as written: serde structs that mirror the
//! TOML, unchecked, with the place of every value kept for error messages. `parse`
//! reads them; only validation (`lesson`, `puzzle`, ...) turns them into the model.
//!
//! Every field is optional here, even the required ones, so that one missing field
//! is reported in words ("step 3 has no `say`") instead of stopping the whole file.

use std::fmt;

use serde::Deserialize;
use serde::de::{self, MapAccess, Visitor};
use toml::Spanned;

use crate::lang::Lang;

/// A value with its place (byte range) in the file.
pub type At<T> = Spanned<T>;

/// A lesson file (`lessons/NN-id.toml`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawLesson {
    /// The version of this file format; must be 1.
    pub format_version: Option<At<i64>>,
    /// The lesson's id: lowercase letters, digits and hyphens, unique in the course.
    pub id: Option<At<String>>,
    /// The title shown in the course list.
    pub title: Option<At<RawText>>,
    /// One or two sentences on what the lesson teaches.
    pub summary: Option<At<RawText>>,
    /// The languages every text of the file has (`["en", "id"]`; English
    /// always): `check` asks for those and no other.
    pub languages: Option<At<Vec<At<String>>>>,
    /// The steps (`[[step]]` tables), in order.
    #[serde(default)]
    pub step: Vec<At<RawStep>>,
}

/// One `[[step]]` of a lesson.
#[derive(Debug, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a step: a [[step]] table with say = ..."
)]
pub struct RawStep {
    /// What the tutor says (required).
    pub say: Option<At<RawText>>,
    /// The board when the step begins; without it the step continues from the
    /// previous step's board (or the start position for the first step).
    pub position: Option<At<RawPosition>>,
    /// Squares to highlight.
    pub mark: Option<At<Vec<At<String>>>>,
    /// What the learner must do: the name of a [`TaskKind`](super::TaskKind); none
    /// means read and go on.
    pub task: Option<At<String>>,
    /// `play`: the moves accepted as right.
    pub accept: Option<At<Vec<At<String>>>>,
    /// `play`: the goal the accepted moves meet, the name of a
    /// [`Goal`](super::goal::Goal); `check` computes every move that meets it
    /// and compares it with `accept` (which may then be left out).
    pub goal: Option<At<String>>,
    /// `predict-flips`: the move whose flips the learner marks.
    #[serde(rename = "move")]
    pub mv: Option<At<String>>,
    /// `predict-flips`: the discs that flip; `all-legal`: every legal move (both
    /// optional; when given it must equal the engine's set). `find-square`: the
    /// squares that count as right (required).
    pub answer: Option<At<Vec<At<String>>>>,
    /// `outcome`: `black`, `white` or `draw`.
    pub winner: Option<At<String>>,
    /// `choice`: the answers offered.
    pub choices: Option<At<Vec<At<RawText>>>>,
    /// `choice`: the number of the right answer, counting from 1.
    pub correct: Option<At<i64>>,
    /// `choice`: present the choices in a shuffled order (default true).
    pub shuffle: Option<At<bool>>,
    /// `play`/`any-legal`: show the enclosed lines after a right move (default true).
    pub explain: Option<At<bool>>,
    /// `game`: the computer's level, 1 to 3 (default 1).
    pub level: Option<At<i64>>,
    /// Show the legal-move dots on this step (default false); not on a step whose
    /// task is finding moves (`any-legal`, `all-legal`, `pass`).
    pub dots: Option<At<bool>>,
    /// The task reads on its own, with its board, away from the steps before
    /// it: the rules quiz may ask it, and the review queue brings it back
    /// (default false).
    pub stands_alone: Option<At<bool>>,
    /// Words offered on request.
    pub hint: Option<At<RawText>>,
    /// Extra words after a wrong answer without a nudge of its class below.
    pub on_wrong: Option<At<RawText>>,
    /// Extra words after a square that already holds a disc.
    pub on_taken: Option<At<RawText>>,
    /// Extra words after an empty square where the disc would enclose nothing.
    pub on_illegal: Option<At<RawText>>,
    /// Extra words after a legal move the step does not ask for.
    pub on_legal: Option<At<RawText>>,
    /// Extra words after a pass while a legal move is left.
    pub on_pass: Option<At<RawText>>,
    /// A scripted move for the other side once the step is done: a square or `pass`.
    pub reply: Option<At<String>>,
}

/// A puzzle file (`puzzles/THEME.toml`): many puzzles.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPuzzleFile {
    /// The version of this file format; must be 1.
    pub format_version: Option<At<i64>>,
    /// Whether the file's puzzles move the learner's rating (default: yes for
    /// the built-in puzzles, no for a teacher's).
    pub rated: Option<At<bool>>,
    /// The languages every text of the file has (`["en", "id"]`; English
    /// always): `check` asks for those and no other.
    pub languages: Option<At<Vec<At<String>>>>,
    /// The puzzles (`[[puzzle]]` tables), in order.
    #[serde(default)]
    pub puzzle: Vec<At<RawPuzzle>>,
}

/// One `[[puzzle]]`.
#[derive(Debug, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a puzzle: a [[puzzle]] table with id = ..."
)]
pub struct RawPuzzle {
    /// The puzzle's id: lowercase letters, digits and hyphens, unique among puzzles.
    pub id: Option<At<String>>,
    /// The goal: the name of a [`ThemeKind`](super::ThemeKind).
    pub theme: Option<At<String>>,
    /// Difficulty on the learner-rating scale.
    pub rating: Option<At<i64>>,
    /// What the learner is asked.
    pub prompt: Option<At<RawText>>,
    /// The position; the side to move is the one solving.
    pub position: Option<At<RawPosition>>,
    /// Every move that meets the goal; for `predict-flips`, every disc `move`
    /// flips (recomputed and compared by `check`).
    pub solution: Option<At<Vec<At<String>>>>,
    /// Theme `predict-flips`: the move whose flipped discs the learner names.
    #[serde(rename = "move")]
    pub mv: Option<At<String>>,
    /// Theme `directions`: how many lines one move must enclose at least.
    pub directions: Option<At<i64>>,
    /// Theme `endgame-best`: the best final disc difference for the side to move.
    pub score: Option<At<i64>>,
    /// Theme `opening`: the named opening whose next move the learner plays.
    pub line: Option<At<String>>,
    /// Words offered on request.
    pub hint: Option<At<RawText>>,
}

/// A position, in one of three forms: `{ start = true }`, `{ moves = "f5d6c3" }`,
/// or `{ board = "...", to_move = "black" }`.
#[derive(Debug, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a position: { start = true }, { moves = \"f5d6\" } or { board = \"...\", to_move = \"black\" }"
)]
pub struct RawPosition {
    /// `true`: the start position.
    pub start: Option<At<bool>>,
    /// A game record played from the start (`pa` for a pass).
    pub moves: Option<At<String>>,
    /// An 8-line diagram, or 64 squares a1..h8 of `X`, `O` and `-`.
    pub board: Option<At<String>>,
    /// With `board`: `black` or `white`.
    pub to_move: Option<At<String>>,
}

/// Learner-facing text: a table of languages, or a plain string (English only).
/// The language codes are checked later, against the list in `crate::lang`.
#[derive(Debug, Default)]
pub struct RawText {
    /// Each language code as written (`en`, `id`, ...) with its text, in file order.
    /// A plain string is English, with an empty place for its code.
    pub languages: Vec<(At<String>, At<String>)>,
}

impl<'de> Deserialize<'de> for RawText {
    fn deserialize<D: de::Deserializer<'de>>(deserializer: D) -> Result<RawText, D::Error> {
        deserializer.deserialize_any(TextVisitor)
    }
}

/// `{ en = "...", id = "...", vi = "..." }`: a text table with every language of the list.
pub(crate) fn text_table_example() -> String {
    let entries: Vec<String> = Lang::ALL
        .iter()
        .map(|lang| format!("{} = \"...\"", lang.code()))
        .collect();
    format!("{{ {} }}", entries.join(", "))
}

/// Reads text as either `"..."` (English only) or `{ en = "...", id = "...", vi = "..." }`.
struct TextVisitor;

impl<'de> Visitor<'de> for TextVisitor {
    type Value = RawText;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "text: a table of languages like {}",
            text_table_example()
        )
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<RawText, E> {
        // The string's own place is not known here; the enclosing value's is.
        Ok(RawText {
            languages: vec![(
                Spanned::new(0..0, "en".to_string()),
                Spanned::new(0..0, text.to_string()),
            )],
        })
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<RawText, A::Error> {
        let mut languages = Vec::new();
        while let Some(code) = map.next_key::<At<String>>()? {
            languages.push((code, map.next_value::<At<String>>()?));
        }
        Ok(RawText { languages })
    }
}
