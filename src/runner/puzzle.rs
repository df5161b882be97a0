//! One puzzle as a pure state machine: answers judged against the puzzle's full
//! answer set, a nudge (never the answer) for a wrong move, two levels of hint,
//! the answer with its line on request, and how the first try went. No I/O and
//! no progress: the [`super::trainer::Trainer`] serves puzzles and keeps the
//! learner's record.

use crate::course::{Puzzle, Theme};
use crate::engine::{Bitboard, Square};

use super::feedback::{Answer, Asks, NotAnAnswer};
use super::goal::{best_line, goal_met, instead, is_endgame, shown_answer};
use super::judge::is_miss;
use super::puzzle_feedback::{
    FirstTry, GivenHint, Nudge, PuzzleFeedback, PuzzleHint, PuzzleReveal, Quarter,
};

/// How many levels of hint a puzzle gives: the idea, then where to look.
pub const HINT_LEVELS: u8 = 2;

/// Where a puzzle stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleState {
    /// Waiting for a right move.
    Open,
    /// Solved by the learner (after any number of tries).
    Solved,
    /// The answer was shown on request.
    Revealed,
}

/// A learner working on one puzzle.
#[derive(Clone, Debug)]
pub struct PuzzleRun {
    puzzle: Puzzle,
    state: PuzzleState,
    /// Wrong moves so far.
    wrong: u32,
    /// The hint level reached: 0 (none yet) to [`HINT_LEVELS`].
    hints: u8,
    /// How the first try went, once it is known.
    first_try: Option<FirstTry>,
}

impl PuzzleRun {
    /// Starts `puzzle`, open and untried.
    pub fn new(puzzle: Puzzle) -> PuzzleRun {
        PuzzleRun {
            puzzle,
            state: PuzzleState::Open,
            wrong: 0,
            hints: 0,
            first_try: None,
        }
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// Where the puzzle stands.
    pub fn state(&self) -> PuzzleState {
        self.state
    }

    /// Whether the puzzle is solved or revealed.
    pub fn is_done(&self) -> bool {
        self.state != PuzzleState::Open
    }

    /// Wrong moves so far.
    pub fn wrong(&self) -> u32 {
        self.wrong
    }

    /// The hint level reached: 0 (none yet), 1 (the idea) or 2 (where to look).
    pub fn hint_level(&self) -> u8 {
        self.hints
    }

    /// How the first try went; `None` while nothing is answered or asked.
    pub fn first_try(&self) -> Option<FirstTry> {
        self.first_try
    }

    /// The kind of answer the puzzle waits for (`None` once it is done).
    pub fn asks(&self) -> Option<Asks> {
        let asks = match self.puzzle.theme {
            Theme::PredictFlips { .. } => Asks::Squares,
            _ => Asks::Move,
        };
        (!self.is_done()).then_some(asks)
    }

    /// Whether the legal moves may be shown as dots now: while the puzzle is open,
    /// where its theme allows it.
    pub fn shows_legal_moves(&self) -> bool {
        !self.is_done() && self.puzzle.shows_dots()
    }

    /// Judges a move. A right one solves the puzzle; a wrong one gets a nudge and
    /// the puzzle stays open for another try.
    pub fn submit(&mut self, answer: Answer) -> PuzzleFeedback {
        if self.is_done() {
            return PuzzleFeedback::NotAnAnswer(NotAnAnswer::AlreadyAnswered);
        }
        let board = self.puzzle.board;
        if let Theme::PredictFlips { mv } = self.puzzle.theme {
            return self.submit_flips(mv, answer);
        }
        let square = match answer {
            Answer::Move(sq) => sq,
            Answer::Squares(set) if set.len() == 1 => match set.squares().next() {
                Some(sq) => sq,
                None => return PuzzleFeedback::NotAnAnswer(NotAnAnswer::Expects(Asks::Move)),
            },
            Answer::Pass => {
                self.missed();
                return PuzzleFeedback::Wrong(Nudge::PassRefused {
                    player: board.to_move(),
                    moves: board.legal_moves().len(),
                });
            }
            _ => return PuzzleFeedback::NotAnAnswer(NotAnAnswer::Expects(Asks::Move)),
        };
        let explanation = board.explain(square);
        if !explanation.is_legal() {
            if is_miss(&explanation) {
                self.missed();
            }
            return PuzzleFeedback::Wrong(Nudge::Illegal { explanation });
        }
        if !self.puzzle.solution.contains(square) {
            self.missed();
            return PuzzleFeedback::Wrong(Nudge::Legal {
                explanation,
                instead: instead(&board, self.puzzle.theme, square),
            });
        }
        if self.first_try.is_none() {
            self.first_try = Some(FirstTry::Solved);
        }
        self.state = PuzzleState::Solved;
        let mut after = board;
        after.play(square);
        PuzzleFeedback::Right {
            explanation,
            after,
            line: self.line_from(square),
            predicted: false,
            met: goal_met(&board, self.puzzle.theme, square),
        }
    }

    /// Judges the discs named as the flips of `mv` (a predict-flips puzzle).
    fn submit_flips(&mut self, mv: Square, answer: Answer) -> PuzzleFeedback {
        let said = match answer {
            Answer::Move(sq) => Bitboard::from(sq),
            Answer::Squares(set) => set,
            _ => return PuzzleFeedback::NotAnAnswer(NotAnAnswer::Expects(Asks::Squares)),
        };
        let answers = self.puzzle.solution;
        if said != answers {
            self.missed();
            return PuzzleFeedback::Wrong(Nudge::Flips {
                mv,
                missing: (answers & !said).len(),
                extra: said & !answers,
            });
        }
        if self.first_try.is_none() {
            self.first_try = Some(FirstTry::Solved);
        }
        self.state = PuzzleState::Solved;
        let board = self.puzzle.board;
        let mut after = board;
        after.play(mv);
        PuzzleFeedback::Right {
            explanation: board.explain(mv),
            after,
            line: None,
            predicted: true,
            met: None,
        }
    }

    /// The next level of hint: the idea (the puzzle's hint, or its theme's), then
    /// where to look (the quarter holding a right move, or the square when that
    /// quarter holds no other legal move). Asking again repeats the last level.
    pub fn hint(&mut self) -> GivenHint {
        if self.is_done() {
            return GivenHint {
                hint: PuzzleHint::None,
                level: 0,
                again: false,
            };
        }
        self.helped();
        let again = self.hints == HINT_LEVELS;
        self.hints = (self.hints + 1).min(HINT_LEVELS);
        GivenHint {
            hint: self.hint_at(self.hints),
            level: self.hints,
            again,
        }
    }

    /// The hint of `level` (1 or 2).
    fn hint_at(&self, level: u8) -> PuzzleHint {
        if level <= 1 {
            return match &self.puzzle.hint {
                Some(text) => PuzzleHint::Written(text.clone()),
                None => PuzzleHint::Theme(self.puzzle.theme),
            };
        }
        if let Theme::PredictFlips { mv } = self.puzzle.theme {
            return PuzzleHint::FlipCount {
                mv,
                count: self.puzzle.solution.len(),
            };
        }
        let answers = self.puzzle.solution;
        let legal = self.puzzle.board.legal_moves();
        let quarter = Quarter::ALL
            .into_iter()
            .enumerate()
            // Most right moves first; among equals, the first in reading order.
            .max_by_key(|(index, q)| ((answers & q.squares()).len(), std::cmp::Reverse(*index)))
            .map_or(Quarter::TopLeft, |(_, q)| q);
        let region = quarter.squares();
        match (legal & region).len() {
            1 => first(answers & region).map_or(PuzzleHint::Region(quarter), PuzzleHint::Square),
            _ => PuzzleHint::Region(quarter),
        }
    }

    /// Shows the answer and ends the puzzle as revealed: every right move, one
    /// of them played with its lines, why it meets the goal (the words a right
    /// answer gets), and for an endgame its best line. `None` once the puzzle
    /// is done.
    pub fn reveal(&mut self) -> Option<PuzzleReveal> {
        if self.is_done() {
            return None;
        }
        let board = self.puzzle.board;
        let answers = self.puzzle.solution;
        // Validation never lets a puzzle without an answer through.
        let (square, met) = match self.puzzle.theme {
            Theme::PredictFlips { mv } => (mv, None),
            theme => {
                let square = shown_answer(&board, theme, answers)?;
                (square, goal_met(&board, theme, square))
            }
        };
        self.helped();
        self.state = PuzzleState::Revealed;
        let mut after = board;
        after.play(square);
        Some(PuzzleReveal {
            answers,
            shown: board.explain(square),
            after,
            met,
            line: self.line_from(square),
        })
    }

    /// The best line from `square`, for an endgame.
    fn line_from(&self, square: Square) -> Option<crate::runner::BestLine> {
        is_endgame(self.puzzle.theme).then(|| best_line(&self.puzzle.board, square))
    }

    /// A wrong move: the first try is missed unless help came first.
    fn missed(&mut self) {
        self.wrong += 1;
        if self.first_try.is_none() {
            self.first_try = Some(FirstTry::Missed);
        }
    }

    /// A hint or reveal: the first try is helped unless an answer came first.
    fn helped(&mut self) {
        if self.first_try.is_none() {
            self.first_try = Some(FirstTry::Helped);
        }
    }
}

fn first(set: Bitboard) -> Option<Square> {
    set.squares().next()
}
