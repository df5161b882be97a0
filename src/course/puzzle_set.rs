//! What the puzzles keep as a set, beyond each one being right: no board twice
//! (up to the board's eight symmetries and a swap of colours, across every
//! theme), and endgames where flipping the most discs is rarely the way, so
//! that greed, which lesson `fewer-is-more` warns against, does not pay.

use super::goal::greedy_moves;
use super::model::Puzzle;
use crate::engine::symmetry::{Canonical, canonical};

/// At most this share of a set's endgame puzzles may have a greedy right answer
/// (a move flipping the most discs): one in four.
pub const GREEDY_SHARE: (usize, usize) = (1, 4);

/// The fewest endgame puzzles a set must have before its greedy share is judged.
const GREEDY_SET: usize = 4;

/// The board of `puzzle` up to symmetry and colours: two puzzles with one key
/// show the learner one board (the question asked does not count).
pub fn position_key(puzzle: &Puzzle) -> Canonical {
    canonical(&puzzle.board, None)
}

/// Whether a move flipping the most discs is among `puzzle`'s answers.
pub fn greedy_right(puzzle: &Puzzle) -> bool {
    !(greedy_moves(&puzzle.board) & puzzle.solution).is_empty()
}

/// What is wrong with the greedy share of the endgame puzzles among `puzzles`,
/// if anything: more than [`GREEDY_SHARE`] of them (when there are at least
/// [`GREEDY_SET`]) are solved by the move that flips the most.
pub fn greedy_problem<'p>(
    puzzles: impl IntoIterator<Item = &'p Puzzle>,
) -> Option<(String, Vec<String>)> {
    let endgames: Vec<&Puzzle> = puzzles
        .into_iter()
        .filter(|p| p.theme.kind().is_endgame())
        .collect();
    let greedy: Vec<&str> = endgames
        .iter()
        .filter(|p| greedy_right(p))
        .map(|p| p.id.as_str())
        .collect();
    let (most, of) = GREEDY_SHARE;
    if endgames.len() < GREEDY_SET || greedy.len() * of <= endgames.len() * most {
        return None;
    }
    let allowed = endgames.len() * most / of;
    let replace = greedy.len() - allowed;
    let message = format!(
        "in {} of {} endgame puzzles the move that flips the most discs is a right answer ({}); at most {most} in {of} may be ({allowed} here), so that greed does not pay: replace {replace} of them with positions where the greedy move is wrong",
        greedy.len(),
        endgames.len(),
        greedy.join(", "),
    );
    let args = [greedy.len(), endgames.len()]
        .map(|n| n.to_string())
        .into_iter()
        .chain([greedy.join(",")])
        .chain([most, of, allowed, replace].map(|n| n.to_string()))
        .collect();
    Some((message, args))
}
