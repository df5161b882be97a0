//! A finished (or unfinished) game graded move by move: from 20 empty squares
//! on by the exact solver (the result each move keeps, the best result there
//! was, every move that reached it), earlier moves by the level-6 search; each
//! move that lost something with the reasons a beginner can see (a corner given
//! away, a disc beside an empty corner, mobility lost, parity). Data only: the
//! view says it in words.

use std::sync::atomic::{AtomicUsize, Ordering};

use crate::course::goal;
use crate::engine::bitboard::{CORNERS, next_to};
use crate::engine::search::eval::beside_empty_corners;
use crate::engine::search::{self, Budget, Level, Value};
use crate::engine::solve;
use crate::engine::{Bitboard, Board, Color, Game, Move, Scoring, Square};

/// How a review grades.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewSetup {
    /// With at most this many empty squares, moves are graded exactly.
    pub exact_from: u32,
    /// The search that grades the earlier moves.
    pub level: Level,
    /// How much that search may do for each move.
    pub budget: Budget,
}

impl Default for ReviewSetup {
    /// Exact from 20 empty squares, the level-6 search before.
    fn default() -> ReviewSetup {
        ReviewSetup {
            exact_from: 20,
            level: Level::Deep,
            budget: Budget::UNLIMITED,
        }
    }
}

/// Why a move lost, in a beginner's terms, each compared with the better move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// After the move the opponent can take `corner`; after the better move it could not.
    CornerGivenAway { corner: Square },
    /// The move puts a disc beside the empty `corner` (the better move does not).
    BesideEmptyCorner { corner: Square },
    /// The move leaves the opponent `theirs` legal moves; the better move left
    /// `after_better`.
    MobilityLost { theirs: u32, after_better: u32 },
    /// In the endgame, the move goes into a region of `region` empty squares (an
    /// even number), where the better move goes into one of `better_region` (odd):
    /// the player who fills the last square of a region often gains there.
    Parity { region: u32, better_region: u32 },
}

/// One move graded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveGrade {
    /// Its place in the record, from 1 (passes counted).
    pub number: usize,
    /// Who played it.
    pub player: Color,
    /// The square played.
    pub played: Square,
    /// The position it was played in.
    pub before: Board,
    /// The result the move keeps for its player.
    pub kept: Value,
    /// The best result there was.
    pub best: Value,
    /// The moves that reach it (every one when exact; the search's choice otherwise).
    pub best_moves: Bitboard,
    /// Why the move lost, where a simple reason shows.
    pub reasons: Vec<Reason>,
}

impl MoveGrade {
    /// How much the move lost, in discs of the final difference (0 for a best move).
    pub fn loss(&self) -> i32 {
        (self.best.discs() - self.kept.discs()).max(0)
    }

    /// The loss in hundredths of a disc, for ordering estimates finely.
    fn fine_loss(&self) -> i32 {
        let hundredths = |v: Value| match v {
            Value::Exact(discs) => 100 * discs,
            Value::Estimate(value) => value,
        };
        (hundredths(self.best) - hundredths(self.kept)).max(0)
    }

    /// A move that keeps the best result, when the one played did not.
    pub fn better(&self) -> Option<Square> {
        if self.best_moves.contains(self.played) || self.loss() == 0 {
            return None;
        }
        self.best_moves.squares().next()
    }

    /// Whether the solver graded it.
    pub fn is_exact(&self) -> bool {
        self.kept.is_exact()
    }
}

/// A game graded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// Every move that placed a disc, in the order played.
    pub grades: Vec<MoveGrade>,
    /// From how many empty squares the grades are exact.
    pub exact_from: u32,
}

impl Review {
    /// The moves that lost something, the costliest first (ties in the order played).
    pub fn worst_first(&self) -> Vec<&MoveGrade> {
        let mut lost: Vec<&MoveGrade> = self.grades.iter().filter(|g| g.loss() > 0).collect();
        lost.sort_by_key(|g| (std::cmp::Reverse(g.fine_loss()), g.number));
        lost
    }

    /// How many moves kept the best result.
    pub fn best_kept(&self) -> usize {
        self.grades.iter().filter(|g| g.loss() == 0).count()
    }
}

/// Grades every move of `game` up to its current position.
pub fn review(game: &Game, setup: &ReviewSetup) -> Review {
    review_counting(game, setup, &AtomicUsize::new(0))
}

/// The moves of `game` a review goes through (the plies, passes included).
pub fn moves_to_grade(game: &Game) -> usize {
    game.replay().count().saturating_sub(1)
}

/// [`review`], adding one to `done` as each of the [`moves_to_grade`] is
/// graded, so that another thread can show how far it is.
pub fn review_counting(game: &Game, setup: &ReviewSetup, done: &AtomicUsize) -> Review {
    let steps: Vec<(Option<Move>, Board)> = game.replay().map(|(m, b)| (m, *b)).collect();
    // The exact score and best moves of each position from the exact part on,
    // worked out when first needed.
    let mut exact: Vec<Option<Option<(i32, Bitboard)>>> = vec![None; steps.len()];
    let mut exact_at = |i: usize| {
        *exact[i].get_or_insert_with(|| {
            let board = &steps[i].1;
            (board.empty().len() <= setup.exact_from)
                .then(|| solve::best_moves(board, Scoring::Discs))
        })
    };
    let mut grades = Vec::new();
    for (i, pair) in steps.windows(2).enumerate() {
        done.fetch_add(1, Ordering::Relaxed);
        let ((_, before), (Some(Move::Play(played)), _)) = (pair[0], pair[1]) else {
            continue;
        };
        let graded = match (exact_at(i), exact_at(i + 1)) {
            (Some((best, set)), Some((next, _))) => {
                Some((Value::Exact(-next), Value::Exact(best), set))
            }
            _ => estimate(&before, played, setup),
        };
        let Some((kept, best, best_moves)) = graded else {
            continue;
        };
        let mut grade = MoveGrade {
            number: i + 1,
            player: before.to_move(),
            played,
            before,
            kept,
            best,
            best_moves,
            reasons: Vec::new(),
        };
        if let Some(better) = grade.better() {
            grade.reasons = reasons(&before, played, better, kept.is_exact());
        }
        grades.push(grade);
    }
    Review {
        grades,
        exact_from: setup.exact_from,
    }
}

/// The search's grade of `played`: (kept, best, the search's best move).
fn estimate(
    before: &Board,
    played: Square,
    setup: &ReviewSetup,
) -> Option<(Value, Value, Bitboard)> {
    let analysis = search::analyse(before, setup.level, setup.budget)?;
    let kept = if analysis.best == played {
        analysis.value
    } else {
        search::value_of_move(before, played, setup.level, setup.budget)?
    };
    Some((kept, analysis.value, Bitboard::from(analysis.best)))
}

/// Why `played` was worse than `better` on `before`, where a simple reason shows.
fn reasons(before: &Board, played: Square, better: Square, endgame: bool) -> Vec<Reason> {
    if !before.is_legal(played) || !before.is_legal(better) {
        return Vec::new();
    }
    let mut out = Vec::new();
    let corners = goal::corners_given(before, played) & !goal::corners_given(before, better);
    if let Some(corner) = corners.squares().next() {
        out.push(Reason::CornerGivenAway { corner });
    }
    let empty = before.empty().0;
    let beside = |square: Square| beside_empty_corners(empty) & square.bit() != 0;
    if beside(played) && !beside(better) {
        let corner = Bitboard(empty & CORNERS)
            .squares()
            .find(|c| beside_empty_corners(c.bit()) & played.bit() != 0);
        if let Some(corner) = corner
            && !out.contains(&Reason::CornerGivenAway { corner })
        {
            out.push(Reason::BesideEmptyCorner { corner });
        }
    }
    let theirs = goal::mobility_after(before, played);
    let after_better_moves = goal::mobility_after(before, better);
    if theirs >= after_better_moves + 3 {
        out.push(Reason::MobilityLost {
            theirs,
            after_better: after_better_moves,
        });
    }
    if endgame {
        let (region, better_region) = (region_size(empty, played), region_size(empty, better));
        if region % 2 == 0 && better_region % 2 == 1 {
            out.push(Reason::Parity {
                region,
                better_region,
            });
        }
    }
    out
}

/// How many empty squares the region of `square` holds: the empty squares
/// joined to it through empty neighbours, diagonals included.
fn region_size(empty: u64, square: Square) -> u32 {
    let mut region = square.bit() & empty;
    loop {
        let grown = (region | next_to(region)) & empty;
        if grown == region {
            return region.count_ones();
        }
        region = grown;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Status;
    use crate::engine::search::Rng;

    /// A seeded random game from the start, played on to the end; returned as the
    /// game from the position with `empties` empty squares on.
    fn endgame_played_out(empties: u32, seed: u64) -> Game {
        let mut rng = Rng::new(seed);
        let mut board = Board::start();
        while board.empty().len() > empties || board.status() != Status::Playing {
            match board.status() {
                Status::Over(_) => board = Board::start(),
                Status::MustPass => board.pass_unchecked(),
                Status::Playing => {
                    board.play(rng.pick(board.legal_moves()).unwrap());
                }
            }
        }
        let mut game = Game::new(board);
        loop {
            match game.status() {
                Status::Over(_) => return game,
                Status::MustPass => game.pass().unwrap(),
                Status::Playing => {
                    let sq = rng.pick(game.board().legal_moves()).unwrap();
                    game.play(sq).unwrap();
                }
            }
        }
    }

    #[test]
    fn endgame_grades_are_the_solvers_results() {
        for seed in 0..6 {
            let game = endgame_played_out(12, seed);
            let review = review(&game, &ReviewSetup::default());
            assert!(!review.grades.is_empty());
            for grade in &review.grades {
                let (best, set) = solve::best_moves(&grade.before, Scoring::Discs);
                let mut after = grade.before;
                after.play(grade.played);
                let kept = -solve::solve(&after, Scoring::Discs);
                assert_eq!(grade.best, Value::Exact(best), "move {}", grade.number);
                assert_eq!(grade.kept, Value::Exact(kept), "move {}", grade.number);
                assert_eq!(grade.best_moves, set);
                assert_eq!(grade.loss(), best - kept);
                assert_eq!(grade.better().is_some(), !set.contains(grade.played));
            }
        }
    }

    #[test]
    fn the_costliest_moves_come_first() {
        let game = endgame_played_out(12, 3);
        let review = review(&game, &ReviewSetup::default());
        let worst = review.worst_first();
        assert!(worst.windows(2).all(|w| w[0].loss() >= w[1].loss()));
        assert_eq!(worst.len() + review.best_kept(), review.grades.len());
    }

    #[test]
    fn each_reason_holds_on_the_board() {
        let mut seen = [false; 4];
        for seed in 0..8 {
            let game = endgame_played_out(14, seed);
            for grade in review(&game, &ReviewSetup::default()).grades {
                let Some(better) = grade.better() else {
                    assert!(grade.reasons.is_empty());
                    continue;
                };
                let mut after = grade.before;
                after.play(grade.played);
                for reason in &grade.reasons {
                    seen[match reason {
                        Reason::CornerGivenAway { .. } => 0,
                        Reason::BesideEmptyCorner { .. } => 1,
                        Reason::MobilityLost { .. } => 2,
                        Reason::Parity { .. } => 3,
                    }] = true;
                    match *reason {
                        Reason::CornerGivenAway { corner } => {
                            assert!(corner.is_corner() && after.is_legal(corner));
                        }
                        Reason::BesideEmptyCorner { corner } => {
                            assert!(grade.before.at(corner).is_none());
                        }
                        Reason::MobilityLost { theirs, .. } => {
                            assert_eq!(theirs, after.legal_moves().len());
                        }
                        Reason::Parity {
                            region,
                            better_region,
                        } => {
                            let empty = grade.before.empty().0;
                            assert_eq!(region, region_size(empty, grade.played));
                            assert_eq!(better_region, region_size(empty, better));
                        }
                    }
                }
            }
        }
        assert_eq!(
            seen, [true; 4],
            "every kind of reason is met in these games"
        );
    }

    #[test]
    fn moves_before_the_endgame_are_graded_by_the_search() {
        let game = crate::engine::notation::play_record(Board::start(), "f5d6c3").unwrap();
        let setup = ReviewSetup {
            level: Level::Mobility,
            ..ReviewSetup::default()
        };
        let review = review(&game, &setup);
        assert_eq!(review.grades.len(), 3);
        for grade in &review.grades {
            assert!(!grade.is_exact());
            assert!(grade.kept.discs() <= grade.best.discs());
        }
    }

    #[test]
    fn a_region_is_the_empty_squares_joined_to_a_square() {
        // Row 1 empty from a1 to c1, then a disc on d1, then e1-h1 empty; the rest full.
        let empty = 0b1111_0111u64;
        assert_eq!(region_size(empty, Square::from_index(0).unwrap()), 3);
        assert_eq!(region_size(empty, Square::from_index(5).unwrap()), 4);
    }

    #[test]
    fn counting_reaches_every_move_and_grades_as_the_review_does() {
        let game = endgame_played_out(10, 3);
        let done = AtomicUsize::new(0);
        let counted = review_counting(&game, &ReviewSetup::default(), &done);
        assert_eq!(done.load(Ordering::Relaxed), moves_to_grade(&game));
        assert!(moves_to_grade(&game) >= 10);
        assert_eq!(counted, review(&game, &ReviewSetup::default()));
    }
}
