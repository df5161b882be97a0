//! What a puzzle session gives back, as data: the verdict on an answer
//! ([`PuzzleFeedback`]), what a legal but wrong move does instead ([`Instead`]),
//! the two levels of hint ([`PuzzleHint`]), the answer shown on request
//! ([`PuzzleReveal`]) and an endgame's best line ([`BestLine`]). Never words: the
//! view puts them into the learner's language.

use crate::course::opening::OpeningLine;
use crate::course::{Text, Theme};
use crate::engine::symmetry::Symmetry;
use crate::engine::{Bitboard, Board, Color, Explanation, Move, Outcome, Square};

use super::feedback::NotAnAnswer;

/// The runner's answer to a move given to a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleFeedback {
    /// A right move: its lines, the board after it, and for an endgame the line
    /// both sides play from there with their best moves.
    Right {
        explanation: Explanation,
        after: Board,
        line: Option<BestLine>,
        /// The answer named the discs the move flips (a predict-flips puzzle).
        predicted: bool,
        /// Why the goal is met, where the board after the move shows it (a
        /// pass forced, the game over).
        met: Option<GoalMet>,
    },
    /// Not a right move: a nudge, never the answer. The puzzle stays open.
    Wrong(Nudge),
    /// Not an answer to the puzzle at all (not counted as a try).
    NotAnAnswer(NotAnAnswer),
}

impl PuzzleFeedback {
    /// Whether the move was right.
    pub fn is_right(&self) -> bool {
        matches!(self, PuzzleFeedback::Right { .. })
    }

    /// Whether the move was wrong (as opposed to right, or not an answer).
    pub fn is_wrong(&self) -> bool {
        matches!(self, PuzzleFeedback::Wrong(_))
    }
}

/// Why a move is not right, without naming the right one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Nudge {
    /// Not a legal move: the square is taken, or each direction says why it
    /// encloses nothing.
    Illegal { explanation: Explanation },
    /// A pass while `player` has `moves` legal moves.
    PassRefused { player: Color, moves: u32 },
    /// A legal move that misses the goal: what it flips, and what it does instead.
    Legal {
        explanation: Explanation,
        instead: Instead,
    },
    /// A wrong set of discs for the flips of `mv`: how many flipping discs were
    /// left out, and the squares named that do not flip.
    Flips {
        mv: Square,
        missing: u32,
        extra: Bitboard,
    },
}

/// Why a right move meets its puzzle's goal, where the board after it says so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoalMet {
    /// `opponent` has no legal move and must pass; the mover plays again.
    OpponentPasses { opponent: Color },
    /// Nobody can move: the game is over with this count.
    GameOver { black: u32, white: u32 },
    /// `opponent` has no disc left: the game is over with this count.
    WipedOut {
        opponent: Color,
        black: u32,
        white: u32,
    },
    /// The mover now has `stable` stable discs (by the lesson's rule), up
    /// from `before`, and no other move makes more.
    MostStable { stable: u32, before: u32 },
    /// Every disc the move flipped (`flipped`) touches no empty square.
    Quiet { flipped: Bitboard },
    /// With best play the move wins by `score`; `greedy`, a move flipping the
    /// most (`flips` discs), ends `greedy_score` (not a win).
    BeatsGreed {
        score: i32,
        greedy: Square,
        flips: u32,
        greedy_score: i32,
    },
    /// The move is the next of `line`, on a board seen through `symmetry`.
    Opening {
        line: OpeningLine,
        symmetry: Symmetry,
    },
}

/// What a legal move that misses the puzzle's goal does instead: the fact that
/// shows it misses, measured by the engine (or the exact solver).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Instead {
    /// It flips `flips` discs, and another move flips `most`.
    FlipsFewer { flips: u32, most: u32 },
    /// It encloses lines in `enclosed` directions; the goal asks for `wanted`.
    FewerDirections { enclosed: u32, wanted: u8 },
    /// After it, `opponent` still has `moves` legal moves (no forced pass).
    OpponentCanMove { opponent: Color, moves: u32 },
    /// After it, `opponent` keeps `discs` discs (no wipe-out).
    OpponentKeeps { opponent: Color, discs: u32 },
    /// After it the game goes on: `next` has a move.
    GameGoesOn { next: Color },
    /// It is not a corner.
    NotACorner,
    /// After it, `opponent` wins one of `corners`: at once (`first` is `None`),
    /// or by playing `first` (a pass when it has no move), after which every
    /// answer leaves it a corner.
    GivesCorner {
        opponent: Color,
        corners: Bitboard,
        first: Option<Move>,
    },
    /// After it, `opponent` has `moves` legal moves; another move leaves `fewest`.
    LeavesMoreMoves {
        opponent: Color,
        moves: u32,
        fewest: u32,
    },
    /// After it the mover has `stable` stable discs (by the lesson's rule);
    /// another move makes `most`.
    FewerStable { stable: u32, most: u32 },
    /// Of the discs it flips, `loud` still touch an empty square afterwards.
    FlipsFrontier { loud: Bitboard },
    /// It is not the next move of `line` here; it is that of `other`, when
    /// another line the lesson names goes on with it.
    OffTheLine {
        line: OpeningLine,
        other: Option<OpeningLine>,
    },
    /// With best play from both sides after it, the mover ends `score` discs
    /// ahead (behind when negative); `reply` is the opponent's best answer to it
    /// (a pass when the opponent has none; `None` when the game is over).
    Endgame { score: i32, reply: Option<Move> },
    /// It meets the goal of no theme this runner knows how to measure.
    MissesTheGoal,
}

/// Help on request, in two levels: the idea, then where to look.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleHint {
    /// Level 1: the puzzle's own hint.
    Written(Text),
    /// Level 1 for a puzzle without one: the idea of its theme.
    Theme(Theme),
    /// Level 2: a right move lies in this quarter of the board.
    Region(Quarter),
    /// Level 2 where the quarter holds only one legal move: the square itself.
    Square(Square),
    /// Level 2 of a predict-flips puzzle: how many discs the move flips.
    FlipCount { mv: Square, count: u32 },
    /// The puzzle is done: no hint to give.
    None,
}

/// A hint as given: the hint, its level, and whether it was the last level
/// asked for again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GivenHint {
    /// The hint.
    pub hint: PuzzleHint,
    /// Its level: 1 (the idea) or 2 (where to look); 0 with [`PuzzleHint::None`].
    pub level: u8,
    /// The last level was asked for again: there is no further hint.
    pub again: bool,
}

/// A quarter of the board, for the second hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Quarter {
    /// a1 to d4.
    TopLeft,
    /// e1 to h4.
    TopRight,
    /// a5 to d8.
    BottomLeft,
    /// e5 to h8.
    BottomRight,
}

impl Quarter {
    /// The four quarters, in reading order.
    pub const ALL: [Quarter; 4] = [
        Quarter::TopLeft,
        Quarter::TopRight,
        Quarter::BottomLeft,
        Quarter::BottomRight,
    ];

    /// The quarter `square` lies in.
    pub const fn of(square: Square) -> Quarter {
        match (square.col() < 4, square.row() < 4) {
            (true, true) => Quarter::TopLeft,
            (false, true) => Quarter::TopRight,
            (true, false) => Quarter::BottomLeft,
            (false, false) => Quarter::BottomRight,
        }
    }

    /// Its sixteen squares.
    pub fn squares(self) -> Bitboard {
        Square::all()
            .filter(|sq| Quarter::of(*sq) == self)
            .collect()
    }

    /// Its top-left and bottom-right squares (`a1`, `d4`).
    pub const fn corners(self) -> (Square, Square) {
        match self {
            Quarter::TopLeft => (SQUARES[0], SQUARES[1]),
            Quarter::TopRight => (SQUARES[2], SQUARES[3]),
            Quarter::BottomLeft => (SQUARES[4], SQUARES[5]),
            Quarter::BottomRight => (SQUARES[6], SQUARES[7]),
        }
    }
}

/// The corners of the quarters, in the order of [`Quarter::corners`]: a1 d4, e1
/// h4, a5 d8, e5 h8 (checked when compiled).
const SQUARES: [Square; 8] = [
    on_board(0),
    on_board(27),
    on_board(4),
    on_board(31),
    on_board(32),
    on_board(59),
    on_board(36),
    on_board(63),
];

/// The square of a constant index; an index off the board does not compile.
const fn on_board(index: u8) -> Square {
    match Square::from_index(index) {
        Some(square) => square,
        None => panic!("a square index off the board"),
    }
}

/// The answer shown on request: every right move, one of them played on the
/// board with its lines, why it meets the goal (as after a right answer), and
/// for an endgame the best line from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleReveal {
    /// Every right move.
    pub answers: Bitboard,
    /// The right move shown, with its lines.
    pub shown: Explanation,
    /// The board after it.
    pub after: Board,
    /// Why the move shown meets the goal, where the board after it says so.
    pub met: Option<GoalMet>,
    /// The best line from it, for an endgame.
    pub line: Option<BestLine>,
}

/// An endgame played out with the best moves of both sides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BestLine {
    /// Who moves first in the line (the puzzle's side to move).
    pub player: Color,
    /// The moves in order, passes included, from the first move to the end.
    pub moves: Vec<Move>,
    /// The final count.
    pub outcome: Outcome,
}

impl BestLine {
    /// The final disc difference for the side that moves first in the line.
    pub fn score(&self) -> i32 {
        let (black, white) = (self.outcome.black as i32, self.outcome.white as i32);
        match self.player {
            Color::Black => black - white,
            Color::White => white - black,
        }
    }
}

/// How the first try at a puzzle went: what is rated, kept and reviewed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FirstTry {
    /// The first answer was right, with no hint or reveal before it.
    Solved,
    /// The first answer was wrong (with no hint or reveal before it).
    Missed,
    /// A hint or the answer was asked for before any answer.
    Helped,
    /// The puzzle was skipped before any answer.
    Skipped,
}

impl FirstTry {
    /// Whether the puzzle was solved at the first try without help.
    pub const fn is_clean(self) -> bool {
        matches!(self, FirstTry::Solved)
    }
}
