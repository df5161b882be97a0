//! The craft of a puzzle, beyond its answer set being right: a hint that does
//! not name an answer, nor the row, column or edge that holds every answer
//! (a first hint comes weaker than the second, which points at a quarter), a
//! hint that speaks of its own position (not one written word for word for
//! many puzzles of the file), and an `avoid-x-square` puzzle
//! whose answer is not the very square the theme teaches to keep off; and, in a
//! teacher's file, a text without a language the file asks for. For a
//! teacher's file these are warnings; the built-in puzzles must follow them, so
//! there they are errors.

use std::ops::Range;

use super::codes::Code;
use super::corner::risky_squares;
use super::craft::{Advice, missing};
use super::error::Problems;
use super::error::{Place, Said};
use super::fields::Languages;
use super::model::{Puzzle, Text, Theme};
use super::raw::{At, RawPuzzle};
use super::spoiler::squares_named;
use crate::engine::{Bitboard, Square, list_squares};
use crate::lang::Lang;

/// Checks the craft of `puzzle`, validated from `raw`: its texts in every
/// language the file asks for (when a missing one was not an error already),
/// then its hint and answers.
pub(crate) fn puzzle(
    problems: &mut Problems<'_>,
    puzzle: &Puzzle,
    raw: &RawPuzzle,
    languages: Languages,
) {
    let strict = puzzle.origin.embedded;
    let mut advice = Advice { problems, strict };
    if !languages.required {
        for (field, text) in [("prompt", &raw.prompt), ("hint", &raw.hint)] {
            if let Some(text) = text {
                missing(&mut advice, field, &format!("`{field}`"), text, languages);
            }
        }
    }
    if let (Some(hint), Some(raw_hint)) = (&puzzle.hint, &raw.hint) {
        let named: Bitboard = Lang::ALL
            .into_iter()
            .filter(|lang| hint.has(*lang))
            .map(|lang| squares_named(hint.get(lang)))
            .fold(Bitboard::EMPTY, |all, set| all | set);
        let told = named & puzzle.solution;
        if !told.is_empty() {
            let (what, kind) = match puzzle.theme {
                Theme::PredictFlips { .. } => ("a disc that flips", "flip"),
                _ => ("a right move", "move"),
            };
            advice.said(
                &raw_hint.span(),
                Said::new(
                    Code::HintNamesAnswer,
                    format!(
                        "the hint names {}, {what}: a hint gives the idea and leaves the square to the learner (the second hint already points at the quarter)",
                        list_squares(told)
                    ),
                )
                .with_args(vec![list_squares(told), kind.to_string()]),
            );
        }
    }
    if let (Some(hint), Some(raw_hint)) = (&puzzle.hint, &raw.hint)
        && let Some(words) = line_of_the_answers(puzzle, hint)
    {
        advice.said(
            &raw_hint.span(),
            Said::new(
                Code::HintNamesLine,
                format!(
                    "the hint names \"{words}\", the line that holds every right move ({}) and not every legal move: a first hint comes weak, and where to look is the second hint's (a quarter of the board); say what the position shows instead (its discs, its moves, the kinds of line)",
                    list_squares(puzzle.solution)
                ),
            )
            .with_args(vec![words.to_string(), list_squares(puzzle.solution)]),
        );
    }
    if puzzle.theme == Theme::AvoidXSquare {
        let risky = risky_squares(&puzzle.board);
        if (puzzle.solution & !risky).is_empty() {
            let span: Range<usize> = raw.solution.as_ref().map_or(0..0, At::span);
            advice.said(
                &span,
                Said::new(
                    Code::XSquareAnswers,
                    format!(
                        "every answer ({}) is an X- or C-square beside an empty corner, the squares the theme teaches to keep off: the puzzle would teach the opposite; choose another position, or another theme with a prompt that calls the move a sacrifice",
                        list_squares(puzzle.solution)
                    ),
                )
                .with_args(vec![list_squares(puzzle.solution)]),
            );
        }
    }
}

/// The first row, column or edge the hint of `puzzle` names (in any of its
/// languages) that holds every right move while some legal move lies off it,
/// by the words naming it. Not for `predict-flips`, whose answers are discs.
fn line_of_the_answers(puzzle: &Puzzle, hint: &Text) -> Option<String> {
    if matches!(puzzle.theme, Theme::PredictFlips { .. }) {
        return None;
    }
    let legal = puzzle.board.legal_moves();
    Lang::ALL
        .into_iter()
        .filter(|lang| hint.has(*lang))
        .flat_map(|lang| lines_named(hint.get(lang)))
        .find(|(_, line)| (puzzle.solution & !*line).is_empty() && !(legal & !*line).is_empty())
        .map(|(words, _)| words)
}

/// The rows, columns and edges `text` names, in any language, each with the
/// words naming it: `row 3`, `column h`, `the top edge` (row 1), and the same
/// in Bahasa Indonesia (`baris 3`, `kolom h`, `tepi atas`) and Tiếng Việt
/// (`hàng 3`, `cột h`, `mép trên`).
fn lines_named(text: &str) -> Vec<(String, Bitboard)> {
    // Words as written between spaces, so that `baris, 1` (a list of counts)
    // is not `baris 1`: a name and its number stand side by side.
    let words: Vec<String> = text.split_whitespace().map(str::to_lowercase).collect();
    let punctuation = |c: char| !c.is_alphanumeric();
    let row = |index: i8| Square::all().filter(|sq| sq.row() == index).collect();
    let column = |index: i8| Square::all().filter(|sq| sq.col() == index).collect();
    words
        .windows(2)
        .filter_map(|pair| {
            let first = pair[0].trim_start_matches(punctuation);
            let second = pair[1].trim_end_matches(punctuation);
            if first.ends_with(punctuation) || second.starts_with(punctuation) {
                return None;
            }
            let mut letters = second.chars();
            let one = match (letters.next(), letters.next()) {
                (Some(c), None) => Some(c),
                _ => None,
            };
            let line: Bitboard = match (first, second, one) {
                ("row" | "baris" | "hàng", _, Some(d @ '1'..='8')) => row(d as i8 - b'1' as i8),
                ("column" | "kolom" | "cột", _, Some(c @ 'a'..='h')) => {
                    column(c as i8 - b'a' as i8)
                }
                ("top", "edge", _) | ("tepi", "atas", _) | ("mép", "trên", _) => row(0),
                ("bottom", "edge", _) | ("tepi", "bawah", _) | ("mép", "dưới", _) => row(7),
                ("left", "edge", _) | ("tepi", "kiri", _) | ("mép", "trái", _) => column(0),
                ("right", "edge", _) | ("tepi", "kanan", _) | ("mép", "phải", _) => column(7),
                _ => return None,
            };
            Some((format!("{first} {second}"), line))
        })
        .collect()
}

/// The most puzzles of one file that may share a hint, word for word.
pub const MAX_SHARED_HINT: usize = 2;

/// A puzzle's hint as written, for the look at a file's hints together.
#[derive(Clone, Debug)]
pub(crate) struct WrittenHint {
    /// The puzzle's number in the file, from 1.
    pub number: usize,
    /// The puzzle's id.
    pub id: String,
    /// The hint.
    pub text: Text,
    /// Where the hint is in the file.
    pub span: Range<usize>,
}

/// Reports each hint that more than [`MAX_SHARED_HINT`] puzzles of one file
/// share word for word, in any of its languages, once, at the first of them:
/// such a hint says nothing of the position at hand. A warning, or an error
/// when `strict` (the built-in puzzles).
pub(crate) fn repeated_hints(problems: &mut Problems<'_>, hints: &[WrittenHint], strict: bool) {
    // Each group: the puzzles sharing a hint, the languages it is shared in,
    // and its words in the first of them.
    let mut groups: Vec<(Vec<usize>, Vec<Lang>, String)> = Vec::new();
    for lang in Lang::ALL {
        let mut by_text: Vec<(&str, Vec<usize>)> = Vec::new();
        for (index, hint) in hints.iter().enumerate() {
            if !hint.text.has(lang) {
                continue;
            }
            let words = hint.text.get(lang).trim();
            match by_text.iter_mut().find(|(text, _)| *text == words) {
                Some((_, indices)) => indices.push(index),
                None => by_text.push((words, vec![index])),
            }
        }
        for (words, indices) in by_text {
            if indices.len() <= MAX_SHARED_HINT {
                continue;
            }
            match groups.iter_mut().find(|(shared, _, _)| *shared == indices) {
                Some((_, langs, _)) => langs.push(lang),
                None => groups.push((indices, vec![lang], words.to_string())),
            }
        }
    }
    groups.sort_by_key(|(indices, _, _)| indices.first().copied());
    let saved = problems.place.clone();
    let mut advice = Advice { problems, strict };
    for (indices, langs, words) in groups {
        let Some(first) = indices.first().and_then(|i| hints.get(*i)) else {
            continue;
        };
        let ids: Vec<&str> = indices
            .iter()
            .filter_map(|i| hints.get(*i))
            .map(|h| h.id.as_str())
            .collect();
        let codes: Vec<&str> = langs.iter().map(|lang| lang.code()).collect();
        advice.problems.place = Place::Puzzle {
            number: first.number,
            id: Some(first.id.clone()),
        };
        advice.said(
            &first.span,
            Said::new(
                Code::SharedHint,
                format!(
                    "the hint \"{}\" is written word for word for {} puzzles of this file ({}; in {}): a hint should speak of the position at hand (its discs, its moves, its lines), so that it helps with this puzzle; at most {MAX_SHARED_HINT} puzzles may share one",
                    shortened(&words),
                    ids.len(),
                    ids.join(", "),
                    crate::lang::join_last(&codes, "and")
                ),
            )
            .with_args(vec![
                shortened(&words),
                ids.len().to_string(),
                ids.join(", "),
                codes.join(","),
                MAX_SHARED_HINT.to_string(),
            ]),
        );
    }
    advice.problems.place = saved;
}

/// The first words of `text`, at most 60 characters, with `...` when cut.
fn shortened(text: &str) -> String {
    const MOST: usize = 60;
    if text.chars().count() <= MOST {
        return text.to_string();
    }
    let cut: String = text.chars().take(MOST).collect();
    let cut = cut.rsplit_once(' ').map_or(cut.as_str(), |(head, _)| head);
    format!("{cut}...")
}
