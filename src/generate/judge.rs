//! Whether a position makes a good puzzle of a theme, and how hard it is: the
//! answer set (from `course::goal`, as `check` computes it), the rules a good
//! puzzle of each theme keeps, and a rating estimate.

use std::ops::RangeInclusive;

use crate::course::Theme;
use crate::course::corner::risky_squares;
use crate::course::goal::{CORNERS, after, answer_set, greedy_moves};
use crate::course::kinds::ThemeKind;
use crate::course::opening::OpeningLine;
use crate::engine::solve::solve;
use crate::engine::{Bitboard, Board, Scoring, Square, Status};

/// The least disc margin between an endgame's best right move and its best wrong one.
const ENDGAME_MARGIN: i32 = 4;

/// The lowest and highest rating the generator estimates.
const RATING_RANGE: RangeInclusive<u32> = 400..=2000;

/// What makes a position a puzzle of a theme.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The theme, with its number or move.
    pub theme: Theme,
    /// Every move (or flipped disc) that meets the goal.
    pub solution: Bitboard,
    /// The estimated difficulty.
    pub rating: u32,
    /// Endgames: the exact final difference each legal move leads to, in square order.
    pub scores: Vec<(Square, i32)>,
    /// Whether a greedy move (one flipping the most) is among the right answers.
    pub greedy_right: bool,
}

/// The verdict on `board` for `kind`: `None` when the position does not make a
/// good puzzle of that theme. `empties` bounds endgame positions.
pub fn judge(kind: ThemeKind, board: &Board, empties: &RangeInclusive<u32>) -> Option<Verdict> {
    if board.status() != Status::Playing {
        return None;
    }
    let legal = board.legal_moves();
    let n = i64::from(legal.len());
    let empty = i64::from(board.empty().len());
    let (theme, rating) = match kind {
        ThemeKind::LegalMove => {
            // Few moves in a full middle game: the learner has to look.
            if n > 3 || !(24..=48).contains(&empty) {
                return None;
            }
            (Theme::LegalMove, 1050 - 150 * n + (empty - 24) * 5)
        }
        ThemeKind::PredictFlips => {
            let (mv, lines, flips) = richest_move(board)?;
            if lines < 2 || !(3..=9).contains(&flips) {
                return None;
            }
            (Theme::PredictFlips { mv }, 350 + 70 * flips + 100 * lines)
        }
        ThemeKind::MaxFlips => {
            let mut counts: Vec<i64> = legal.squares().map(|sq| flip_count(board, sq)).collect();
            counts.sort_unstable_by(|a, b| b.cmp(a));
            let (most, next) = (counts.first().copied()?, counts.get(1).copied()?);
            if n < 4 || most < 3 || most == next {
                return None;
            }
            // Harder when the answer's longest line is not the longest line on the board.
            let trap = longest_line_elsewhere(board);
            (
                Theme::MaxFlips,
                550 + 30 * n - 40 * (most - next) + if trap { 350 } else { 0 },
            )
        }
        ThemeKind::Directions => {
            let most = legal.squares().map(|sq| line_count(board, sq)).max()?;
            if most < 3 {
                return None;
            }
            (Theme::Directions(most as u8), 550 + 120 * most + 15 * n)
        }
        ThemeKind::ForcePass => (Theme::ForcePass, 950 + 40 * n),
        ThemeKind::Wipeout => (Theme::Wipeout, 700 + 50 * n),
        ThemeKind::EndNow => (Theme::EndNow, 1000 + 40 * n),
        ThemeKind::Corner => (Theme::Corner, 450 + 30 * n),
        ThemeKind::AvoidXSquare => (Theme::AvoidXSquare, 800 + 40 * n),
        ThemeKind::MinMobility => (Theme::MinMobility, 950 + 35 * n),
        // More to weigh with more moves; harder when a corner is on offer and
        // is not the answer (the corner bonus comes below).
        ThemeKind::Stable => (Theme::Stable, 900 + 30 * n),
        ThemeKind::QuietMove => (Theme::QuietMove, 950 + 30 * n),
        ThemeKind::EndgameWin | ThemeKind::EndgameBest | ThemeKind::FewerIsMore => {
            return endgame(kind, board, empties);
        }
        // The named lines are few; `generate` places them without self-play.
        ThemeKind::Opening => return None,
    };
    let solution = answer_set(board, theme).ok()?;
    let greedy_right = !(greedy_moves(board) & solution).is_empty();
    let wrong = i64::from(legal.len()) - i64::from(solution.len());
    let fair = match kind {
        ThemeKind::LegalMove | ThemeKind::PredictFlips => true,
        // One right move among several: the learner must tell it from the others.
        ThemeKind::Directions | ThemeKind::MaxFlips | ThemeKind::MinMobility => {
            solution.len() == 1 && n >= 4
        }
        ThemeKind::Corner => solution.len() == 1 && n >= 4,
        // Neither the corner itself nor only the X- and C-squares the theme
        // teaches to keep off.
        ThemeKind::AvoidXSquare => {
            solution.len() <= 3
                && wrong >= 2
                && n >= 4
                && (solution & CORNERS).is_empty()
                && !(solution & !risky_squares(board)).is_empty()
        }
        ThemeKind::ForcePass | ThemeKind::Wipeout => solution.len() <= 2 && n >= 3,
        // Ended with discs of both colours left: not a wipe-out in disguise.
        ThemeKind::EndNow => {
            solution.len() <= 2
                && n >= 3
                && (solution & answer_set(board, Theme::Wipeout).unwrap_or_default()).is_empty()
        }
        // A few right moves among several, at least one off the corners:
        // the learner counts, not only grabs a corner.
        ThemeKind::Stable => solution.len() <= 2 && n >= 4 && !(solution & !CORNERS).is_empty(),
        // The lesson's own task: exactly one quiet move among several.
        ThemeKind::QuietMove => solution.len() == 1 && n >= 4,
        ThemeKind::EndgameWin
        | ThemeKind::EndgameBest
        | ThemeKind::FewerIsMore
        | ThemeKind::Opening => false,
    };
    if !fair {
        return None;
    }
    let bonus = match kind {
        // A right move that is not the greedy one is a lesson in itself.
        ThemeKind::MinMobility | ThemeKind::AvoidXSquare | ThemeKind::QuietMove
            if !greedy_right =>
        {
            150
        }
        ThemeKind::Stable if !(legal & CORNERS & !solution).is_empty() => 150,
        _ => 0,
    };
    Some(Verdict {
        theme,
        solution,
        rating: clamp_rating(rating + bonus),
        scores: Vec::new(),
        greedy_right,
    })
}

/// The verdict on `board`, the first `played` moves of `line` (turned), as an
/// `opening` puzzle: later in the line is harder; `None` where the answer set
/// is not one the puzzle can ask for.
pub fn opening(line: OpeningLine, played: usize, board: &Board) -> Option<Verdict> {
    let theme = Theme::Opening { line };
    let solution = answer_set(board, theme).ok()?;
    Some(Verdict {
        theme,
        solution,
        rating: clamp_rating(850 + 100 * played as i64),
        scores: Vec::new(),
        greedy_right: !(greedy_moves(board) & solution).is_empty(),
    })
}

/// Endgames: every move solved exactly; a good puzzle has a wrong move, and its
/// best right move beats the best wrong one by [`ENDGAME_MARGIN`] discs.
fn endgame(kind: ThemeKind, board: &Board, empties: &RangeInclusive<u32>) -> Option<Verdict> {
    let empty = board.empty().len();
    let legal = board.legal_moves();
    if !empties.contains(&empty) || legal.len() < 2 {
        return None;
    }
    let scores: Vec<(Square, i32)> = legal
        .squares()
        .map(|sq| (sq, -solve(&after(board, sq), Scoring::Discs)))
        .collect();
    let best = scores.iter().map(|(_, s)| *s).max()?;
    let right = |score: i32| match kind {
        ThemeKind::EndgameWin | ThemeKind::FewerIsMore => score > 0,
        _ => score == best,
    };
    let solution: Bitboard = scores
        .iter()
        .filter(|(_, s)| right(*s))
        .map(|(sq, _)| *sq)
        .collect();
    let best_wrong = scores
        .iter()
        .map(|(_, s)| *s)
        .filter(|s| !right(*s))
        .max()?;
    if solution.is_empty() || best - best_wrong < ENDGAME_MARGIN {
        return None;
    }
    let theme = match kind {
        ThemeKind::EndgameWin => Theme::EndgameWin,
        ThemeKind::FewerIsMore => Theme::FewerIsMore,
        _ => Theme::EndgameBest { score: best },
    };
    let greedy_right = !(greedy_moves(board) & solution).is_empty();
    // Greed must not win: the theme's whole point.
    if kind == ThemeKind::FewerIsMore && greedy_right {
        return None;
    }
    let n = i64::from(legal.len());
    let base = match kind {
        ThemeKind::EndgameWin | ThemeKind::FewerIsMore => 1000,
        _ => 1150,
    };
    let rating = base + 50 * i64::from(empty) + 20 * n - 60 * i64::from(solution.len() - 1)
        + if greedy_right { 0 } else { 150 };
    Some(Verdict {
        theme,
        solution,
        rating: clamp_rating(rating),
        scores,
        greedy_right,
    })
}

/// The rating rounded to 25 and kept within [`RATING_RANGE`].
fn clamp_rating(rating: i64) -> u32 {
    let rounded = (rating + 12).div_euclid(25) * 25;
    let (low, high) = (*RATING_RANGE.start(), *RATING_RANGE.end());
    u32::try_from(rounded.clamp(i64::from(low), i64::from(high))).unwrap_or(low)
}

fn flip_count(board: &Board, sq: Square) -> i64 {
    i64::from(board.flips(sq).len())
}

fn line_count(board: &Board, sq: Square) -> i64 {
    board.explain(sq).enclosed().count() as i64
}

/// The move enclosing the most lines (then flipping the most, then the first),
/// with its line and flip counts.
fn richest_move(board: &Board) -> Option<(Square, i64, i64)> {
    board
        .legal_moves()
        .squares()
        .map(|sq| (sq, line_count(board, sq), flip_count(board, sq)))
        .max_by_key(|(sq, lines, flips)| (*lines, *flips, std::cmp::Reverse(*sq)))
}

/// Whether the longest single line of flips belongs to a move that is not the
/// one flipping the most in all.
fn longest_line_elsewhere(board: &Board) -> bool {
    let longest = |sq: Square| longest_line(board, sq);
    let greedy = greedy_moves(board);
    let best_line = board
        .legal_moves()
        .squares()
        .map(longest)
        .max()
        .unwrap_or(0);
    greedy.squares().all(|sq| longest(sq) < best_line)
}

/// The discs flipped along the longest single line `sq` encloses.
pub fn longest_line(board: &Board, sq: Square) -> u32 {
    board
        .explain(sq)
        .enclosed()
        .map(|line| line.outcome.flips().len())
        .max()
        .unwrap_or(0)
}
