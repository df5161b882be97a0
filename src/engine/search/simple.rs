//! The levels that do not look ahead: a random legal move (level 1), the move
//! that flips the most (level 2; a corner, when it can take one, first), and the
//! square that ranks highest on a table that puts corners and edges first
//! (level 3; one reply deep, it sees a move that lets the opponent into a
//! corner). Ties are broken at random.

use super::rng::Rng;
use crate::engine::bitboard::CORNERS;
use crate::engine::{Bitboard, Board, Square};

/// How much lower level 3 ranks a move that lets the opponent into a corner.
const GIVES_A_CORNER: i32 = 60;

/// How each square ranks for level 3: corners first, then the edges, the middle,
/// and last the squares beside the corners (rows 1-8, columns a-h).
const RANKS: [i8; 64] = [
    100, -20, 10, 5, 5, 10, -20, 100, //
    -20, -50, -2, -2, -2, -2, -50, -20, //
    10, -2, -1, -1, -1, -1, -2, 10, //
    5, -2, -1, -1, -1, -1, -2, 5, //
    5, -2, -1, -1, -1, -1, -2, 5, //
    10, -2, -1, -1, -1, -1, -2, 10, //
    -20, -50, -2, -2, -2, -2, -50, -20, //
    100, -20, 10, 5, 5, 10, -20, 100, //
];

/// Any legal move, each as likely.
pub(super) fn random(board: &Board, rng: &mut Rng) -> Option<Square> {
    rng.pick(board.legal_moves())
}

/// The legal move that flips the most discs (one of them, at random), the
/// beginner's way of playing; only a corner, when there is one to take, comes first.
pub(super) fn most_flips(board: &Board, rng: &mut Rng) -> Option<Square> {
    let corners = board.legal_moves() & Bitboard(CORNERS);
    if !corners.is_empty() {
        return rng.pick(corners);
    }
    best_by(board, rng, |sq| board.flips(sq).len() as i32)
}

/// The legal move on the highest-ranked square: corners, then edges; a move
/// that lets the opponent into a corner ranks lower (one of the best, at random).
pub(super) fn corners_and_edges(board: &Board, rng: &mut Rng) -> Option<Square> {
    best_by(board, rng, |sq| {
        let mut after = *board;
        let opens_a_corner =
            after.try_play(sq).is_ok() && !(after.legal_moves() & Bitboard(CORNERS)).is_empty();
        i32::from(RANKS[usize::from(sq.index())]) - if opens_a_corner { GIVES_A_CORNER } else { 0 }
    })
}

/// One of the legal moves with the highest `score`, at random.
fn best_by(board: &Board, rng: &mut Rng, score: impl Fn(Square) -> i32) -> Option<Square> {
    let moves = board.legal_moves();
    let best = moves.squares().map(&score).max()?;
    let top: Bitboard = moves.squares().filter(|&sq| score(sq) == best).collect();
    rng.pick(top)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::play_record;

    #[test]
    fn most_flips_takes_the_move_that_flips_the_most() {
        // After f5 d6 c3 d3 c4 (white to move, no corner to take), whatever the
        // seed, the move flips as many discs as the most any move flips.
        let game = play_record(Board::start(), "f5d6c3d3c4").unwrap();
        let board = game.board();
        let most = board
            .legal_moves()
            .squares()
            .map(|sq| board.flips(sq).len())
            .max()
            .unwrap();
        for seed in 0..20 {
            let sq = most_flips(board, &mut Rng::new(seed)).unwrap();
            assert_eq!(board.flips(sq).len(), most);
        }
    }

    #[test]
    fn corners_and_edges_takes_a_corner_when_it_can() {
        // Black c3, d4, d5 and white b2, e4, e5: black a1 encloses b2.
        let board = Board::from_discs(
            (1 << 18) | (1 << 27) | (1 << 35),
            (1 << 9) | (1 << 28) | (1 << 36),
            crate::engine::Color::Black,
        )
        .unwrap();
        assert!(board.is_legal("a1".parse().unwrap()));
        let sq = corners_and_edges(&board, &mut Rng::new(3)).unwrap();
        assert_eq!(sq.to_string(), "a1");
    }

    #[test]
    fn no_legal_move_is_no_choice() {
        let board = Board::from_discs(1, 0, crate::engine::Color::White).unwrap();
        assert_eq!(random(&board, &mut Rng::new(0)), None);
        assert_eq!(most_flips(&board, &mut Rng::new(0)), None);
    }
}
