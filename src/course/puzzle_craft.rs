//! The craft of a puzzle, beyond its answer set being right: a hint that does
//! not name an answer, and an `avoid-x-square` puzzle whose answer is not the
//! very square the theme teaches to keep off. For a teacher's file these are
//! warnings; the built-in puzzles must follow them, so there they are errors.

use std::ops::Range;

use super::corner::risky_squares;
use super::craft::Advice;
use super::error::Problems;
use super::model::{Puzzle, Theme};
use super::raw::{At, RawPuzzle};
use super::spoiler::squares_named;
use crate::engine::{Bitboard, list_squares};
use crate::lang::Lang;

/// Checks the craft of `puzzle`, validated from `raw`.
pub(crate) fn puzzle(problems: &mut Problems<'_>, puzzle: &Puzzle, raw: &RawPuzzle) {
    let strict = puzzle.origin.embedded;
    let mut advice = Advice { problems, strict };
    if let (Some(hint), Some(raw_hint)) = (&puzzle.hint, &raw.hint) {
        let named: Bitboard = Lang::ALL
            .into_iter()
            .filter(|lang| hint.has(*lang))
            .map(|lang| squares_named(hint.get(lang)))
            .fold(Bitboard::EMPTY, |all, set| all | set);
        let told = named & puzzle.solution;
        if !told.is_empty() {
            let what = match puzzle.theme {
                Theme::PredictFlips { .. } => "a disc that flips",
                _ => "a right move",
            };
            advice.at(
                &raw_hint.span(),
                format!(
                    "the hint names {}, {what}: a hint gives the idea and leaves the square to the learner (the second hint already points at the quarter)",
                    list_squares(told)
                ),
            );
        }
    }
    if puzzle.theme == Theme::AvoidXSquare {
        let risky = risky_squares(&puzzle.board);
        if (puzzle.solution & !risky).is_empty() {
            let span: Range<usize> = raw.solution.as_ref().map_or(0..0, At::span);
            advice.at(
                &span,
                format!(
                    "every answer ({}) is an X- or C-square beside an empty corner, the squares the theme teaches to keep off: the puzzle would teach the opposite; choose another position, or another theme with a prompt that calls the move a sacrifice",
                    list_squares(puzzle.solution)
                ),
            );
        }
    }
}
