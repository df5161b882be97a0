//! Stable discs as lesson `stable-discs` defines them: a corner, and the discs
//! joined to a corner of their colour in an unbroken line along an edge. The
//! `most-stable` goal and the `stable` puzzles count by this rule; the
//! engine's own stable discs (the solver's, which may find more) are the
//! check that the rule tells the whole truth on a puzzle's board.

use super::goal::after;
use crate::engine::solve::stable;
use crate::engine::{Bitboard, Board, Color, Direction, Square};

/// The corners, each with the two directions along its edges.
const CORNER_EDGES: [(Square, [Direction; 2]); 4] = [
    (Square::A1, [Direction::Right, Direction::Down]),
    (Square::H1, [Direction::Left, Direction::Down]),
    (Square::A8, [Direction::Right, Direction::Up]),
    (Square::H8, [Direction::Left, Direction::Up]),
];

/// The discs of `color` that are stable by the lesson's rule: each corner it
/// holds, and the discs of its colour joined to that corner along an edge
/// with no gap and no other colour between.
pub fn edge_stable(board: &Board, color: Color) -> Bitboard {
    let mut stable = Bitboard::EMPTY;
    for (corner, directions) in CORNER_EDGES {
        if board.at(corner) != Some(color) {
            continue;
        }
        stable |= Bitboard::from(corner);
        for direction in directions {
            let mut at = corner.step(direction);
            while let Some(sq) = at.filter(|sq| board.at(*sq) == Some(color)) {
                stable |= Bitboard::from(sq);
                at = sq.step(direction);
            }
        }
    }
    stable
}

/// The mover's stable discs by the lesson's rule after `sq`, a legal move.
pub fn stable_after(board: &Board, sq: Square) -> Bitboard {
    edge_stable(&after(board, sq), board.to_move())
}

/// The mover's stable discs as the engine finds them after `sq`, a legal move.
pub fn engine_stable_after(board: &Board, sq: Square) -> Bitboard {
    stable(&after(board, sq), board.to_move())
}

/// The legal moves of `board` after which `count` is highest.
pub fn most_by(board: &Board, count: impl Fn(Square) -> u32) -> Bitboard {
    let legal = board.legal_moves();
    let most = legal.squares().map(&count).max();
    legal
        .squares()
        .filter(|sq| Some(count(*sq)) == most)
        .collect()
}

/// The first legal move (in board order) after which the engine finds stable
/// discs of the mover that the lesson's rule does not count, with those discs;
/// `None` where the rule and the engine agree after every move.
pub fn beyond_the_rule(board: &Board) -> Option<(Square, Bitboard)> {
    board.legal_moves().squares().find_map(|sq| {
        let extra = engine_stable_after(board, sq) & !stable_after(board, sq);
        (!extra.is_empty()).then_some((sq, extra))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::play_record;
    use crate::engine::search::Rng;

    fn board(record: &str) -> Board {
        *play_record(Board::start(), record).unwrap().board()
    }

    #[test]
    fn the_lessons_rule_counts_the_corner_and_its_unbroken_edge_lines() {
        // Lesson 16 step 2: white's a1 joins a1, b1, c1, d1 along the top edge.
        let b = board("f5d6c3d3c4f4c5b3c2b4e3e6c6f6a5a4b5a6d7c7e7d2g3f3f2d1e2h3b1b6c1");
        let white = stable_after(&b, Square::A1);
        let row1: Bitboard = [Square::A1, Square::B1, Square::C1, Square::D1]
            .into_iter()
            .collect();
        assert_eq!(white & row1, row1);
        assert!(edge_stable(&b, Color::White).is_empty());
    }

    #[test]
    fn every_disc_the_rule_counts_the_engine_counts_too() {
        // Random games: the lesson's stable discs are a part of the engine's.
        for seed in 0..200 {
            let mut rng = Rng::stream(7, seed);
            let mut position = Board::start();
            while !position.legal_moves().is_empty() {
                let moves: Vec<Square> = position.legal_moves().squares().collect();
                let mv = moves[rng.below(moves.len() as u64) as usize];
                position.play(mv);
                for color in [Color::Black, Color::White] {
                    let rule = edge_stable(&position, color);
                    assert_eq!(rule & !stable(&position, color), Bitboard::EMPTY);
                }
                if position.legal_moves().is_empty() {
                    position.pass_unchecked();
                }
            }
        }
    }
}
