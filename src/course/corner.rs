//! Whether a move gives the opponent a corner: at once, or by force within
//! [`CORNER_PLIES`] plies (the move itself, the opponent's answer, any reply,
//! the opponent's corner). The one judgement behind "gives the opponent no
//! corner" in lessons, the `avoid-x-square` puzzles and the generator.

use super::goal::CORNERS;
use crate::engine::bitboard::{C_SQUARES, X_SQUARES};
use crate::engine::search::eval::beside_empty_corners;
use crate::engine::{Bitboard, Board, Move, Square, Status};

/// The X-squares (b2, g2, b7, g7) and C-squares (b1, a2, g1, h2, a7, b8, h7,
/// g8) beside an empty corner of `board`: the squares a beginner learns to keep off.
pub fn risky_squares(board: &Board) -> Bitboard {
    let beside = beside_empty_corners(board.empty().0);
    Bitboard(beside & (X_SQUARES | C_SQUARES))
}

/// How far "gives no corner" looks, counting the move judged: it, the
/// opponent's move, every reply, and the opponent's corner.
pub const CORNER_PLIES: u32 = 4;

/// How the opponent wins a corner after a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CornerThreat {
    /// The opponent may take one of `corners` at once.
    Now { corners: Bitboard },
    /// The opponent plays `first` (a pass when it has no move), and whatever
    /// the mover answers, it can then take a corner: one of `corners`.
    Forced { first: Move, corners: Bitboard },
}

impl CornerThreat {
    /// The corners the opponent may win: at once, or after some answer.
    pub fn corners(self) -> Bitboard {
        match self {
            CornerThreat::Now { corners } | CornerThreat::Forced { corners, .. } => corners,
        }
    }
}

/// How the opponent wins a corner after `sq`, a legal move on `board`, within
/// [`CORNER_PLIES`] plies; `None` when it cannot (or `sq` is not legal).
pub fn corner_threat(board: &Board, sq: Square) -> Option<CornerThreat> {
    let mut next = *board;
    next.try_play(sq).ok()?;
    threat(&next, CORNER_PLIES / 2)
}

/// Whether `sq`, a legal move on `board`, gives the opponent no corner, neither
/// at once nor by force within [`CORNER_PLIES`] plies.
pub fn gives_no_corner(board: &Board, sq: Square) -> bool {
    board.is_legal(sq) && corner_threat(board, sq).is_none()
}

/// With the attacker (the side to act on `board`) to move: how it wins a corner
/// within `turns` of its own turns, whatever the other side answers.
fn threat(board: &Board, turns: u32) -> Option<CornerThreat> {
    match board.status() {
        Status::Over(_) => None,
        Status::MustPass => {
            if turns < 2 {
                return None;
            }
            let mut passed = *board;
            passed.pass_unchecked();
            let corners = every_answer(&passed, turns - 1)?;
            Some(CornerThreat::Forced {
                first: Move::Pass,
                corners,
            })
        }
        Status::Playing => {
            let legal = board.legal_moves();
            let now = legal & CORNERS;
            if !now.is_empty() {
                return Some(CornerThreat::Now { corners: now });
            }
            if turns < 2 {
                return None;
            }
            legal.squares().find_map(|first| {
                let mut after = *board;
                after.play(first);
                every_answer(&after, turns - 1).map(|corners| CornerThreat::Forced {
                    first: Move::Play(first),
                    corners,
                })
            })
        }
    }
}

/// With the defender to move on `board`: the corners the attacker wins after
/// each of the defender's answers (a pass when it has none) within `turns` of
/// the attacker's turns; `None` when some answer saves every corner.
fn every_answer(board: &Board, turns: u32) -> Option<Bitboard> {
    match board.status() {
        Status::Over(_) => None,
        Status::MustPass => {
            let mut passed = *board;
            passed.pass_unchecked();
            threat(&passed, turns).map(CornerThreat::corners)
        }
        Status::Playing => {
            board
                .legal_moves()
                .squares()
                .try_fold(Bitboard::EMPTY, |won, answer| {
                    let mut after = *board;
                    after.play(answer);
                    threat(&after, turns).map(|t| won | t.corners())
                })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::{parse_board_string, play_record};

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    fn board(rows: &[&str], to_move: char) -> Board {
        let text = format!(
            "{}{} {to_move}",
            rows.concat(),
            "-".repeat(64 - 8 * rows.len())
        );
        parse_board_string(&text).unwrap()
    }

    #[test]
    fn a_corner_open_at_once_is_given_now() {
        // Black b2 flips c3 and lets white take a1 along the diagonal to e5.
        let b = board(
            &["--------", "--------", "--O-----", "---XX---", "---XO---"],
            'X',
        );
        assert_eq!(
            corner_threat(&b, sq("b2")),
            Some(CornerThreat::Now {
                corners: Bitboard::from(sq("a1"))
            })
        );
        assert!(!gives_no_corner(&b, sq("b2")));
    }

    /// A position of the opening (black to move) where b2, the X-square of an
    /// empty a1, gives white no corner at once but a1 by force: white f5 opens
    /// the diagonal a1-e5, and no black answer closes it again.
    fn x_square_trap() -> Board {
        *play_record(Board::start(), "e6f6d3e3e2c3c4c5b3c2g7a3")
            .unwrap()
            .board()
    }

    #[test]
    fn an_x_square_that_opens_its_corner_next_turn_gives_it_by_force() {
        let b = x_square_trap();
        let mut next = b;
        next.play(sq("b2"));
        assert!(
            (next.legal_moves() & CORNERS).is_empty(),
            "no corner at once"
        );
        let Some(CornerThreat::Forced { first, corners }) = corner_threat(&b, sq("b2")) else {
            panic!("b2 gives a corner by force");
        };
        assert!(corners.contains(sq("a1")), "{corners:?}");
        // After white's first move, every black answer leaves white a corner move.
        let Move::Play(first) = first else {
            panic!("white has moves")
        };
        next.play(first);
        for answer in next.legal_moves().squares() {
            let mut last = next;
            last.play(answer);
            assert!(
                !(last.legal_moves() & CORNERS).is_empty(),
                "{first} {answer}"
            );
        }
    }

    #[test]
    fn the_search_agrees_with_a_direct_count_of_four_plies() {
        let b = x_square_trap();
        let corner_move = |board: &Board| !(board.legal_moves() & CORNERS).is_empty();
        for mv in b.legal_moves().squares() {
            let mut next = b;
            next.play(mv);
            // White has a move here in every line of this position, and so has black.
            let direct = corner_move(&next)
                || next.legal_moves().squares().any(|w| {
                    let mut after = next;
                    after.play(w);
                    after.legal_moves().squares().all(|r| {
                        let mut last = after;
                        last.play(r);
                        corner_move(&last)
                    })
                });
            assert_eq!(corner_threat(&b, mv).is_some(), direct, "{mv}");
        }
    }

    #[test]
    fn the_risky_squares_are_the_x_and_c_squares_of_the_empty_corners() {
        let b = board(&["X-------"], 'O');
        let risky: Vec<String> = risky_squares(&b).squares().map(|s| s.to_string()).collect();
        // a1 is taken: only the squares beside h1, a8 and h8 are left.
        assert_eq!(
            risky,
            ["g1", "g2", "h2", "a7", "b7", "g7", "h7", "b8", "g8"]
        );
    }

    #[test]
    fn a_quiet_move_in_the_opening_gives_no_corner() {
        let start = Board::start();
        for mv in start.legal_moves().squares() {
            assert!(gives_no_corner(&start, mv), "{mv}");
        }
        assert!(!gives_no_corner(&start, sq("a1")), "not a legal move");
    }
}
