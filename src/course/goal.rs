//! Every move that meets a goal, as the engine and the exact solver find it:
//! the one list of goals a lesson step may state ([`Goal`]) and the one
//! computation behind `check`, the puzzle generator, the trainer and the
//! lessons. A puzzle theme that asks for a goal of the list computes it here
//! ([`Theme::goal`]), so that a lesson and a puzzle asking the same thing agree.

use super::corner::gives_no_corner;
#[cfg(doc)]
use super::corner::{CORNER_PLIES, corner_threat};
use super::model::Theme;
use super::opening::{OffLine, next_moves};
use super::stable::{beyond_the_rule, most_by, stable_after};
use crate::engine::bitboard::next_to;
use crate::engine::solve::{best_moves, winning_moves};
use crate::engine::{Bitboard, Board, Direction, Scoring, Square, Status};

/// The most empty squares an endgame puzzle may have, so that `check` solves it quickly.
pub const MAX_ENDGAME_EMPTIES: u32 = 20;

/// a1, h1, a8, h8.
pub const CORNERS: Bitboard = Bitboard(crate::engine::bitboard::CORNERS);

/// Why a position has no answer set for a goal or theme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unmet {
    /// No legal move meets the goal.
    NoMove,
    /// Every legal move meets the goal, so the puzzle asks nothing
    /// (`avoid-x-square` where no move gives a corner, `min-mobility` where
    /// every move leaves as many moves; `stable`, `quiet-move` and `opening`
    /// alike).
    EveryMove,
    /// The `predict-flips` move is not a legal move; `legal` are the legal ones.
    IllegalMove { mv: Square, legal: Bitboard },
    /// An endgame with more empty squares than [`MAX_ENDGAME_EMPTIES`].
    TooManyEmpties { empties: u32 },
    /// `endgame-win`: no move wins; `best` is the best final difference.
    CannotWin { best: i32 },
    /// `endgame-best`: the written score is not the best, which is `best`, reached by `moves`.
    Score { best: i32, moves: Bitboard },
    /// `stable`: after `mv` the engine finds stable discs of the mover (`extra`)
    /// that the lesson's rule does not count, so the count told would not be
    /// the whole truth (where the two agree after every move, they pick the
    /// same moves).
    StableBeyondRule { mv: Square, extra: Bitboard },
    /// `fewer-is-more`: a move that flips the most discs wins too (`greedy`).
    GreedyWins { greedy: Bitboard },
    /// `opening`: the position is not before the named line's next move.
    Opening(OffLine),
}

/// The way a line runs on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineKind {
    /// Left and right, along a row.
    Row,
    /// Up and down, along a column.
    Column,
    /// Corner to corner of the squares.
    Diagonal,
}

impl LineKind {
    /// The kind of line `direction` runs along.
    pub const fn of(direction: Direction) -> LineKind {
        match direction {
            Direction::Left | Direction::Right => LineKind::Row,
            Direction::Up | Direction::Down => LineKind::Column,
            Direction::UpLeft | Direction::UpRight | Direction::DownLeft | Direction::DownRight => {
                LineKind::Diagonal
            }
        }
    }
}

/// A goal a move meets or misses, computed by the engine (and the exact solver).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Enclose at least one line of this kind.
    Encloses(LineKind),
    /// Flip the most discs.
    MostFlips,
    /// Leave the opponent without a legal move while the game goes on.
    ForcePass,
    /// Flip every opponent disc.
    Wipeout,
    /// End the game: after the move neither side can move.
    EndNow,
    /// Take a corner.
    Corner,
    /// Give the opponent no corner: after the move the opponent cannot take one,
    /// at once or by force within [`CORNER_PLIES`] (see [`corner_threat`]).
    NoCorner,
    /// Leave the opponent the fewest legal moves.
    FewestMoves,
    /// End with the most stable discs by lesson `stable-discs`' rule: a
    /// corner, and the discs joined to a corner of their colour along an edge.
    MostStable,
    /// Flip only discs that touch no empty square afterwards (a quiet move).
    Quiet,
    /// Win with perfect play from both sides (exact solver).
    Win,
    /// Reach the best final disc difference (exact solver).
    Best,
}

impl Goal {
    /// Every goal, in the order the documentation lists them.
    pub const ALL: [Goal; 14] = [
        Goal::Encloses(LineKind::Row),
        Goal::Encloses(LineKind::Column),
        Goal::Encloses(LineKind::Diagonal),
        Goal::MostFlips,
        Goal::ForcePass,
        Goal::Wipeout,
        Goal::EndNow,
        Goal::Corner,
        Goal::NoCorner,
        Goal::FewestMoves,
        Goal::MostStable,
        Goal::Quiet,
        Goal::Win,
        Goal::Best,
    ];

    /// The name written in lesson files: `encloses-column`, `no-corner`, ...
    pub const fn name(self) -> &'static str {
        match self {
            Goal::Encloses(LineKind::Row) => "encloses-row",
            Goal::Encloses(LineKind::Column) => "encloses-column",
            Goal::Encloses(LineKind::Diagonal) => "encloses-diagonal",
            Goal::MostFlips => "most-flips",
            Goal::ForcePass => "force-pass",
            Goal::Wipeout => "wipeout",
            Goal::EndNow => "end-now",
            Goal::Corner => "corner",
            Goal::NoCorner => "no-corner",
            Goal::FewestMoves => "fewest-moves",
            Goal::MostStable => "most-stable",
            Goal::Quiet => "quiet",
            Goal::Win => "win",
            Goal::Best => "best",
        }
    }

    /// The moves that meet the goal, in one line for teachers.
    pub const fn describe(self) -> &'static str {
        match self {
            Goal::Encloses(LineKind::Row) => "the moves that enclose at least one line along a row",
            Goal::Encloses(LineKind::Column) => {
                "the moves that enclose at least one line along a column"
            }
            Goal::Encloses(LineKind::Diagonal) => {
                "the moves that enclose at least one line along a diagonal"
            }
            Goal::MostFlips => "the moves that flip the most discs",
            Goal::ForcePass => {
                "the moves that leave the opponent no legal move while the game goes on"
            }
            Goal::Wipeout => "the moves that flip every opponent disc",
            Goal::EndNow => "the moves after which neither side can move",
            Goal::Corner => "the moves on a corner (a1, h1, a8, h8)",
            Goal::NoCorner => {
                "the moves after which the opponent cannot win a corner by force within 4 plies (its reply, your answer, its next move)"
            }
            Goal::FewestMoves => "the moves that leave the opponent the fewest legal moves",
            Goal::MostStable => {
                "the moves after which the mover has the most stable discs: a corner, and the discs joined to a corner of their colour in an unbroken line along an edge"
            }
            Goal::Quiet => {
                "the quiet moves: every disc they flip touches no empty square afterwards"
            }
            Goal::Win => "the moves that win with perfect play from both sides (exact solver)",
            Goal::Best => "the moves that reach the best final result (exact solver)",
        }
    }

    /// The goal named `name` in a file.
    pub fn from_name(name: &str) -> Option<Goal> {
        Goal::ALL.into_iter().find(|goal| goal.name() == name)
    }

    /// Every goal's name, in order.
    pub fn names() -> Vec<&'static str> {
        Goal::ALL.map(Goal::name).to_vec()
    }

    /// Whether the exact solver decides the goal (the position must be an endgame
    /// of at most [`MAX_ENDGAME_EMPTIES`] empty squares).
    const fn needs_solver(self) -> bool {
        matches!(self, Goal::Win | Goal::Best)
    }

    /// Every legal move of `board` that meets the goal, or why none does.
    pub fn moves(self, board: &Board) -> Result<Bitboard, Unmet> {
        let legal = board.legal_moves();
        let select = |keep: &dyn Fn(Square) -> bool| {
            legal.squares().filter(|sq| keep(*sq)).collect::<Bitboard>()
        };
        if self.needs_solver() {
            small_enough(board)?;
        }
        let set = match self {
            Goal::Encloses(kind) => select(&|sq| encloses_along(board, sq, kind)),
            Goal::MostFlips => greedy_moves(board),
            Goal::ForcePass => select(&|sq| after(board, sq).status() == Status::MustPass),
            Goal::Wipeout => select(&|sq| {
                after(board, sq)
                    .discs(board.to_move().opposite())
                    .is_empty()
            }),
            Goal::EndNow => select(&|sq| matches!(after(board, sq).status(), Status::Over(_))),
            Goal::Corner => legal & CORNERS,
            Goal::NoCorner => select(&|sq| gives_no_corner(board, sq)),
            Goal::FewestMoves => {
                let fewest = legal.squares().map(|sq| mobility_after(board, sq)).min();
                select(&|sq| Some(mobility_after(board, sq)) == fewest)
            }
            Goal::MostStable => most_by(board, |sq| stable_after(board, sq).len()),
            Goal::Quiet => select(&|sq| loud_flips(board, sq).is_empty()),
            Goal::Win => {
                let wins = winning_moves(board, Scoring::Discs);
                if wins.is_empty() && !legal.is_empty() {
                    let (best, _) = best_moves(board, Scoring::Discs);
                    return Err(Unmet::CannotWin { best });
                }
                wins
            }
            Goal::Best => best(board)?.1,
        };
        if set.is_empty() {
            return Err(Unmet::NoMove);
        }
        Ok(set)
    }
}

/// An endgame small enough for the solver, or how many empty squares it has.
fn small_enough(board: &Board) -> Result<(), Unmet> {
    let empties = board.empty().len();
    if empties > MAX_ENDGAME_EMPTIES {
        return Err(Unmet::TooManyEmpties { empties });
    }
    Ok(())
}

/// The best final difference for the side to move and the legal moves reaching it.
fn best(board: &Board) -> Result<(i32, Bitboard), Unmet> {
    small_enough(board)?;
    let (score, moves) = best_moves(board, Scoring::Discs);
    Ok((score, moves & board.legal_moves()))
}

impl Theme {
    /// The goal of [`Goal::ALL`] the theme asks for, when it asks for one of them
    /// (`legal-move`, `predict-flips`, `directions`, `avoid-x-square` and
    /// `opening` have their own; `fewer-is-more` asks for a win where greed
    /// does not win).
    pub const fn goal(&self) -> Option<Goal> {
        match self {
            Theme::MaxFlips => Some(Goal::MostFlips),
            Theme::ForcePass => Some(Goal::ForcePass),
            Theme::Wipeout => Some(Goal::Wipeout),
            Theme::EndNow => Some(Goal::EndNow),
            Theme::Corner => Some(Goal::Corner),
            Theme::MinMobility => Some(Goal::FewestMoves),
            Theme::Stable => Some(Goal::MostStable),
            Theme::QuietMove => Some(Goal::Quiet),
            Theme::EndgameWin | Theme::FewerIsMore => Some(Goal::Win),
            Theme::EndgameBest { .. } => Some(Goal::Best),
            Theme::LegalMove
            | Theme::PredictFlips { .. }
            | Theme::Directions(_)
            | Theme::AvoidXSquare
            | Theme::Opening { .. } => None,
        }
    }
}

/// Whether the move `sq` of the side to move encloses at least one line of `kind`.
fn encloses_along(board: &Board, sq: Square, kind: LineKind) -> bool {
    board
        .explain(sq)
        .enclosed()
        .any(|line| LineKind::of(line.direction) == kind)
}

/// Every move (for `predict-flips`, every flipped disc) that meets `theme` on
/// `board`, or why there is none worth asking for.
pub fn answer_set(board: &Board, theme: Theme) -> Result<Bitboard, Unmet> {
    let legal = board.legal_moves();
    let set = match (theme, theme.goal()) {
        (Theme::EndgameBest { score }, Some(_)) => {
            let (best, moves) = best(board)?;
            if moves.is_empty() {
                return Err(Unmet::NoMove);
            }
            if score != best {
                return Err(Unmet::Score { best, moves });
            }
            moves
        }
        (Theme::MinMobility | Theme::QuietMove, Some(goal)) => {
            asks_something(goal.moves(board)?, legal)?
        }
        (Theme::Stable, Some(goal)) => {
            let set = asks_something(goal.moves(board)?, legal)?;
            // The rule's discs are a part of the engine's, so where the two
            // agree after every move they pick the same moves.
            if let Some((mv, extra)) = beyond_the_rule(board) {
                return Err(Unmet::StableBeyondRule { mv, extra });
            }
            set
        }
        (Theme::FewerIsMore, Some(goal)) => {
            let set = goal.moves(board)?;
            let greedy = greedy_moves(board) & set;
            if !greedy.is_empty() {
                return Err(Unmet::GreedyWins { greedy });
            }
            set
        }
        (_, Some(goal)) => goal.moves(board)?,
        (Theme::Opening { line }, None) => {
            asks_something(next_moves(board, line).map_err(Unmet::Opening)?, legal)?
        }
        (Theme::PredictFlips { mv }, None) => {
            if !legal.contains(mv) {
                return Err(Unmet::IllegalMove { mv, legal });
            }
            board.flips(mv)
        }
        (Theme::Directions(n), None) => legal
            .squares()
            .filter(|sq| board.explain(*sq).enclosed().count() >= usize::from(n))
            .collect(),
        (Theme::AvoidXSquare, None) => {
            let safe: Bitboard = legal
                .squares()
                .filter(|sq| gives_no_corner(board, *sq))
                .collect();
            if safe == legal && !safe.is_empty() {
                return Err(Unmet::EveryMove);
            }
            safe
        }
        // `legal-move`, and any theme without a goal of its own.
        (_, None) => legal,
    };
    if set.is_empty() {
        return Err(Unmet::NoMove);
    }
    Ok(set)
}

/// `set`, the moves meeting a goal, unless it is every legal move of several:
/// then the puzzle would ask nothing.
fn asks_something(set: Bitboard, legal: Bitboard) -> Result<Bitboard, Unmet> {
    if set == legal && legal.len() > 1 {
        return Err(Unmet::EveryMove);
    }
    Ok(set)
}

/// The discs `sq`, a legal move, flips that touch an empty square afterwards
/// (frontier discs): none for a quiet move.
pub fn loud_flips(board: &Board, sq: Square) -> Bitboard {
    let next = after(board, sq);
    board.flips(sq) & Bitboard(next_to(next.empty().0))
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
            assert_eq!(set.contains(sq), gives_no_corner(&b, sq), "{sq}");
        }
        assert_eq!(
            answer_set(&Board::start(), Theme::AvoidXSquare),
            Err(Unmet::EveryMove)
        );
    }

    #[test]
    fn no_corner_leaves_out_the_x_square_that_gives_its_corner_by_force() {
        // Lesson 15's third game, black to move: h8 is empty and g7 its X-square.
        let b = board(
            "c4c5f6f3d6f5c6c3e6b5d3b4g4e3f4c7f2d7e2g5c2h3b6c1g6a5d8d2c8g3d1b7b1f7e8e7b3f8h6b8a8a7",
        );
        let g7: Square = "g7".parse().unwrap();
        assert!(corners_given(&b, g7).is_empty(), "no corner at once");
        let safe = Goal::NoCorner.moves(&b).unwrap();
        assert!(b.is_legal(g7) && !safe.contains(g7));
        // The avoid-x-square theme judges by the same search.
        assert_eq!(answer_set(&b, Theme::AvoidXSquare), Ok(safe));
        for sq in b.legal_moves().squares() {
            assert_eq!(safe.contains(sq), gives_no_corner(&b, sq), "{sq}");
        }
    }

    #[test]
    fn encloses_along_a_column_counts_a_move_that_also_encloses_a_diagonal() {
        // Lesson 4, step 6: e6 encloses e5 up to e4, and a diagonal too.
        let b = board("f5d6c3d3c4f4");
        let set = Goal::Encloses(LineKind::Column).moves(&b).unwrap();
        assert_eq!(squares(set), "d2, f3, e6, d7");
        for sq in b.legal_moves().squares() {
            let column = b
                .explain(sq)
                .enclosed()
                .any(|l| matches!(l.direction, Direction::Up | Direction::Down));
            assert_eq!(set.contains(sq), column, "{sq}");
        }
    }

    #[test]
    fn every_goal_has_a_name_that_reads_back() {
        for goal in Goal::ALL {
            assert_eq!(Goal::from_name(goal.name()), Some(goal));
        }
        assert_eq!(Goal::from_name("column"), None);
    }

    #[test]
    fn a_theme_with_a_goal_answers_with_the_goals_moves() {
        let b = board("f5d6c3d3c4");
        for theme in [Theme::MaxFlips, Theme::Corner, Theme::ForcePass] {
            let goal = theme.goal().unwrap();
            assert_eq!(answer_set(&b, theme).ok(), goal.moves(&b).ok(), "{theme:?}");
        }
    }
}
