//! What the learner gives a lesson step ([`Answer`]) and what the runner gives back
//! ([`Feedback`], [`Reply`], [`Hint`]): structured data built from the engine's
//! explanations, never sentences. `narrate` turns them into words.

use crate::course::Text;
use crate::engine::{Bitboard, Board, Color, Explanation, Move, Outcome, Square};

/// An answer to a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A disc placed on a square (`play`, `any-legal`; also a set of one square),
    /// or the square named (`find-square`).
    Move(Square),
    /// A pass.
    Pass,
    /// A set of squares (`all-legal`, `predict-flips`).
    Squares(Bitboard),
    /// Who won (`None` for a draw), and optionally the count (black, white).
    Outcome {
        winner: Option<Color>,
        count: Option<(u32, u32)>,
    },
    /// A choice, counting from 0 in the order shown (see `LessonRun::choices`).
    Choice(usize),
}

/// The runner's answer to an [`Answer`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// The step is done; the other side's scripted reply, if any, has been played.
    Right { right: Right, reply: Option<Reply> },
    /// Not the answer: what the answer did and why it is not what was asked (a
    /// nudge that never gives the answer away), then the step's own words if it has
    /// any. From the second miss on, `answer` holds the answer. The step stays open.
    Wrong {
        wrong: Wrong,
        on_wrong: Option<Text>,
        answer: Option<Box<Solution>>,
    },
    /// A move of a lesson's game, and the computer's answers after it: the
    /// step is done when the game is over (`end`).
    Game(Box<GameTurn>),
    /// Not an answer to this step at all (not counted as a wrong try).
    NotAnAnswer(NotAnAnswer),
}

/// The learner's move in a lesson's game, and what followed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameTurn {
    /// The learner's move, explained on the board before it.
    pub played: Explanation,
    /// The board after it, before any answer.
    pub after: Board,
    /// What the learner should hear about the move.
    pub comments: Vec<GameComment>,
    /// The computer's moves and the forced passes of either side that followed,
    /// in order, up to the learner's next move.
    pub answers: Vec<Reply>,
    /// The final count, when the game is over.
    pub end: Option<Outcome>,
    /// The learner's colour.
    pub learner: Color,
}

/// A remark on a move of the learner's in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameComment {
    /// The move took a corner, which can never be flipped.
    CornerTaken { corner: Square },
    /// After the move `player` may take `corner`, which it could not before.
    CornerGiven { player: Color, corner: Square },
}

impl Feedback {
    /// Whether the answer was right.
    pub fn is_right(&self) -> bool {
        matches!(self, Feedback::Right { .. })
    }

    /// Whether the answer was wrong (as opposed to right, or not an answer).
    pub fn is_wrong(&self) -> bool {
        matches!(self, Feedback::Wrong { .. })
    }
}

/// A right answer, with the engine's account of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Right {
    /// A move the step wanted: its lines and the board after it (before any reply).
    Played {
        explanation: Explanation,
        after: Board,
        /// Whether the step asks to show the enclosed lines.
        show_lines: bool,
    },
    /// A forced pass.
    Passed { player: Color },
    /// Every legal move, found.
    FoundAllLegal { moves: Bitboard },
    /// The flips of a move, predicted; the explanation of that move.
    PredictedFlips { explanation: Explanation },
    /// The result of the finished game.
    Outcome {
        winner: Option<Color>,
        black: u32,
        white: u32,
    },
    /// The right choice (counting from 0, in the order shown).
    Choice { index: usize },
    /// The square asked for, named.
    FoundSquare { square: Square },
}

/// A wrong answer, with the engine's reason: what the answer did, never the
/// answer itself (that is a [`Solution`], given from the second miss on).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wrong {
    /// A move that is not legal: the square is taken (`occupied_by`), or no
    /// direction encloses a line (each direction says why).
    Illegal { explanation: Explanation },
    /// A legal move the step did not ask for: what it would flip.
    NotAsked { explanation: Explanation },
    /// A pass while the player has `moves` legal moves.
    PassRefused { player: Color, moves: u32 },
    /// A wrong set of legal moves: how many were left out, and why each extra
    /// square is not legal.
    LegalMoves {
        missing: u32,
        extra: Vec<Explanation>,
    },
    /// A wrong set of flips for `mv`: how many were left out, and the squares
    /// named that do not flip.
    Flips {
        mv: Square,
        missing: u32,
        extra: Bitboard,
    },
    /// The wrong winner, or the right winner with the wrong count.
    Outcome {
        said: Option<Color>,
        said_count: Option<(u32, u32)>,
        /// Whether the winner named was right (then only the count was wrong).
        winner_right: bool,
    },
    /// The wrong choice (counting from 0, in the order shown).
    Choice { index: usize },
    /// A square that is not the one asked for: the square given.
    NotTheSquare { square: Square },
}

/// The answer to a step, shown after a second miss or on request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solution {
    /// Any of these moves (a `play` or `any-legal` step).
    Moves(Bitboard),
    /// Exactly these legal moves.
    AllLegal(Bitboard),
    /// The discs a move flips, with its explanation.
    Flips { explanation: Explanation },
    /// A pass: `player` has no legal move.
    Pass { player: Color },
    /// The result of the finished game.
    Outcome {
        winner: Option<Color>,
        black: u32,
        white: u32,
    },
    /// The right choice (counting from 0, in the order shown).
    Choice { index: usize },
    /// Any of these squares (a `find-square` step).
    Squares(Bitboard),
}

/// The kind of answer a step asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asks {
    /// A square to play.
    Move,
    /// A square to play, or a pass.
    MoveOrPass,
    /// A set of squares.
    Squares,
    /// Who won.
    Outcome,
    /// The number of a choice.
    Choice,
    /// A square to name (nothing is played).
    Square,
}

/// Something given to a step that is not an answer to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotAnAnswer {
    /// The step asks for another kind of answer.
    Expects(Asks),
    /// A choice number beyond the list (`count` choices).
    NoSuchChoice { count: usize },
    /// The step has nothing to answer: read it and go on.
    NothingAsked,
    /// The step was already answered right.
    AlreadyAnswered,
    /// The lesson is over.
    Finished,
}

/// The other side's scripted move after a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// A disc placed: its explanation and the board after it.
    Played {
        explanation: Box<Explanation>,
        after: Board,
    },
    /// A forced pass.
    Passed { player: Color },
    /// The scripted move is not possible on the board the learner reached (only
    /// after a free choice of move); the next step starts from its own board.
    DoesNotFit { reply: Move },
}

/// Help on request: the step's own words, or what the engine can say without
/// giving the answer away.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The hint written in the lesson.
    Written(Text),
    /// The moves the step asks for.
    PlayOneOf(Bitboard),
    /// How many legal moves there are.
    LegalMoveCount(u32),
    /// How many discs the move flips.
    FlipCount { mv: Square, count: u32 },
    /// Look for any square that encloses a line (a forced-pass step).
    LookForAMove { player: Color },
    /// Count the discs (a finished game).
    CountDiscs,
    /// Nothing to say.
    None,
}
