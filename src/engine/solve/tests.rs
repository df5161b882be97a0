//! The solver against plain minimax and small hand-made endgames.

use super::*;
use crate::engine::notation::parse_board_string;

#[test]
fn a_finished_game_scores_its_disc_difference() {
    // Black has 3 discs, white none: a wipe-out with 61 empties.
    let board = parse_board_string(&format!("XXX{} X", "-".repeat(61))).unwrap();
    assert_eq!(solve(&board, Scoring::Discs), 3);
    assert_eq!(solve(&board, Scoring::EmptiesToWinner), 64);
}

#[test]
fn one_empty_square_left_is_played_out() {
    // h8 empty; black to move and h8 flips g8 (white) closed by f8 (black).
    let mut squares = "O".repeat(61);
    squares.push_str("XO-");
    let board = parse_board_string(&format!("{squares} X")).unwrap();
    // After h8: black f8, g8, h8 = 3 discs, white 61: difference -58.
    let (score, moves) = best_moves(&board, Scoring::Discs);
    assert_eq!(score, -58);
    assert_eq!(crate::engine::list_squares(moves), "h8");
    assert!(winning_moves(&board, Scoring::Discs).is_empty());
}

/// Plain minimax to the end, no pruning: the reference the solver must equal.
fn minimax(board: &Board, scoring: Scoring) -> i32 {
    match board.status() {
        crate::engine::Status::Over(outcome) => {
            let (black, white) = outcome.score(scoring);
            let diff = black as i32 - white as i32;
            if board.to_move() == crate::engine::Color::Black {
                diff
            } else {
                -diff
            }
        }
        crate::engine::Status::MustPass => {
            let mut next = *board;
            next.pass_unchecked();
            -minimax(&next, scoring)
        }
        crate::engine::Status::Playing => board
            .legal_moves()
            .squares()
            .map(|sq| {
                let mut next = *board;
                next.play(sq);
                -minimax(&next, scoring)
            })
            .max()
            .unwrap_or(i32::MIN),
    }
}

#[test]
fn the_solver_equals_plain_minimax_on_random_endgames() {
    // Random games from the start, stopped with 9 empty squares; a fixed
    // sequence of choices (a small linear congruential generator) keeps it repeatable.
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) as usize
    };
    for _ in 0..40 {
        let mut board = Board::start();
        while board.empty().len() > 9 {
            let moves: Vec<_> = board.legal_moves().squares().collect();
            if moves.is_empty() {
                if board.pass().is_err() {
                    break;
                }
                continue;
            }
            board.play(moves[next() % moves.len()]);
        }
        for scoring in [Scoring::Discs, Scoring::EmptiesToWinner] {
            let exact = minimax(&board, scoring);
            assert_eq!(solve(&board, scoring), exact);
            let (best, set) = best_moves(&board, scoring);
            assert_eq!(best, exact);
            for sq in board.legal_moves().squares() {
                let mut child = board;
                child.play(sq);
                let score = -minimax(&child, scoring);
                assert_eq!(set.contains(sq), score == exact, "{sq}");
                assert_eq!(
                    winning_moves(&board, scoring).contains(sq),
                    score > 0,
                    "{sq}"
                );
            }
        }
    }
}
