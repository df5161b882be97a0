//! Every move that meets a puzzle's goal, as the engine and the exact solver find
//! it: the one computation behind `check`, the puzzle generator and the trainer.

use super::model::Theme;
use crate::engine::solve::{best_moves, winning_moves};
use crate::engine::{Bitboard, Board, Scoring, Square, Status};

/// The most empty squares an endgame puzzle may have, so that `check` solves it quickly.
pub const MAX_ENDGAME_EMPTIES: u32 = 20;

/// a1, h1, a8, h8.
pub const CORNERS: Bitboard = Bitboard(crate::engine::bitboard::CORNERS);

/// Why a position has no answer set for a theme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unmet {
    /// No legal move meets the goal.
    NoMove,
    /// Every legal move meets the goal, so the puzzle asks nothing
    /// (`avoid-x-square` where no move gives a corner, `min-mobility` where
    /// every move leaves as many moves).
    EveryMove,
    /// The `predict-flips` move is not a legal move; `legal` are the legal ones.
    IllegalMove { mv: Square, legal: Bitboard },
    /// An endgame with more empty squares than [`MAX_ENDGAME_EMPTIES`].
    TooManyEmpties { empties: u32 },
    /// `endgame-win`: no move wins; `best` is the best final difference.
    CannotWin { best: i32 },
    /// `endgame-best`: the written score is not the best, which is `best`, reached by `moves`.
    Score { best: i32, moves: Bitboard },
}

/// Every move (for `predict-flips`, every flipped disc) that meets `theme` on
/// `board`, or why there is none worth asking for.
pub fn answer_set(board: &Board, theme: Theme) -> Result<Bitboard, Unmet> {
    let legal = board.legal_moves();
    let select = |keep: &dyn Fn(Square) -> bool| {
        legal.squares().filter(|sq| keep(*sq)).collect::<Bitboard>()
    };
    let set = match theme {
        Theme::LegalMove => legal,
        Theme::PredictFlips { mv } => {
            if !legal.contains(mv) {
                return Err(Unmet::IllegalMove { mv, legal });
            }
            board.flips(mv)
        }
        Theme::MaxFlips => greedy_moves(board),
        Theme::Directions(n) => {
            select(&|sq| board.explain(sq).enclosed().count() >= usize::from(n))
        }
        Theme::ForcePass => select(&|sq| after(board, sq).status() == Status::MustPass),
        Theme::Wipeout => select(&|sq| {
            after(board, sq)
                .discs(board.to_move().opposite())
                .is_empty()
        }),
        Theme::EndNow => select(&|sq| matches!(after(board, sq).status(), Status::Over(_))),
        Theme::Corner => legal & CORNERS,
        Theme::AvoidXSquare => {
            let safe = select(&|sq| corners_given(board, sq).is_empty());
            if safe == legal && !safe.is_empty() {
                return Err(Unmet::EveryMove);
            }
            safe
        }
        Theme::MinMobility => {
            let fewest = legal.squares().map(|sq| mobility_after(board, sq)).min();
            let set = select(&|sq| Some(mobility_after(board, sq)) == fewest);
            if set == legal && legal.len() > 1 {
                return Err(Unmet::EveryMove);
            }
            set
        }
        Theme::EndgameWin | Theme::EndgameBest { .. } => return endgame(board, theme),
    };
    if set.is_empty() {
        return Err(Unmet::NoMove);
    }
    Ok(set)
}

/// The winning or best moves by the exact solver, for a small enough endgame.
fn endgame(board: &Board, theme: Theme) -> Result<Bitboard, Unmet> {
    let empties = board.empty().len();
    if empties > MAX_ENDGAME_EMPTIES {
        return Err(Unmet::TooManyEmpties { empties });
    }
    if let Theme::EndgameBest { score } = theme {
        let (best, moves) = best_moves(board, Scoring::Discs);
        return if score == best {
            Ok(moves)
        } else {
            Err(Unmet::Score { best, moves })
        };
    }
    let wins = winning_moves(board, Scoring::Discs);
    if wins.is_empty() {
        let (best, _) = best_moves(board, Scoring::Discs);
        return Err(Unmet::CannotWin { best });
    }
    Ok(wins)
}

/// The board after `sq`, a legal move of the side to move.
pub fn after(board: &Board, sq: Square) -> Board {
    let mut next = *board;
    let _ = next.try_play(sq);
    next
}

/// The moves that flip the most discs (the greedy moves); empty without a legal move.
pub fn greedy_moves(board: &Board) -> Bitboard {
    let legal = board.legal_moves();
    let most = legal.squares().map(|sq| board.flips(sq).len()).max();
    legal
        .squares()
        .filter(|sq| Some(board.flips(*sq).len()) == most)
        .collect()
}

/// How many legal moves the opponent has after `sq` (none when it must pass or
/// the game is over).
pub fn mobility_after(board: &Board, sq: Square) -> u32 {
    let next = after(board, sq);
    match next.status() {
        Status::Playing => next.legal_moves().len(),
        Status::MustPass | Status::Over(_) => 0,
    }
}

/// The corners the opponent may take right after `sq`.
pub fn corners_given(board: &Board, sq: Square) -> Bitboard {
    let next = after(board, sq);
    match next.status() {
        Status::Playing => next.legal_moves() & CORNERS,
        Status::MustPass | Status::Over(_) => Bitboard::EMPTY,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::play_record;

    fn board(record: &str) -> Board {
        *play_record(Board::start(), record).unwrap().board()
    }

    fn squares(set: Bitboard) -> String {
        crate::engine::list_squares(set)
    }

    #[test]
    fn predict_flips_answers_with_the_flipped_discs_of_a_legal_move() {
        let start = Board::start();
        let d3: Square = "d3".parse().unwrap();
        assert_eq!(
            squares(answer_set(&start, Theme::PredictFlips { mv: d3 }).unwrap()),
            "d4"
        );
        let a1: Square = "a1".parse().unwrap();
        assert!(matches!(
            answer_set(&start, Theme::PredictFlips { mv: a1 }),
            Err(Unmet::IllegalMove { .. })
        ));
    }

    #[test]
    fn min_mobility_keeps_the_moves_leaving_the_fewest_replies() {
        let b = board("f5d6c3d3c4");
        let set = answer_set(&b, Theme::MinMobility).unwrap();
        let fewest = set
            .squares()
            .map(|sq| mobility_after(&b, sq))
            .max()
            .unwrap();
        for sq in b.legal_moves().squares() {
            assert_eq!(set.contains(sq), mobility_after(&b, sq) == fewest, "{sq}");
        }
    }

    #[test]
    fn min_mobility_where_every_move_ties_asks_nothing() {
        // From the start every move leaves white three moves.
        assert_eq!(
            answer_set(&Board::start(), Theme::MinMobility),
            Err(Unmet::EveryMove)
        );
    }

    #[test]
    fn avoid_x_square_keeps_the_moves_giving_no_corner_and_needs_one_that_does() {
        // Black b2 flips c3 and lets white take a1 along the diagonal to e5.
        let rows = ["--------", "--------", "--O-----", "---XX---", "---XO---"];
        let text = format!("{}{} X", rows.concat(), "-".repeat(24));
        let b = crate::engine::notation::parse_board_string(&text).unwrap();
        let b2: Square = "b2".parse().unwrap();
        assert_eq!(squares(corners_given(&b, b2)), "a1");
        let set = answer_set(&b, Theme::AvoidXSquare).unwrap();
        assert!(!set.contains(b2) && !set.is_empty());
        for sq in b.legal_moves().squares() {
            assert_eq!(set.contains(sq), corners_given(&b, sq).is_empty(), "{sq}");
        }
        assert_eq!(
            answer_set(&Board::start(), Theme::AvoidXSquare),
            Err(Unmet::EveryMove)
        );
    }
}
