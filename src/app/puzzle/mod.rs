//! The puzzle screen's state: the trainer session (the same [`Trainer`] plain
//! mode drives, which records every first try in the progress it holds), what
//! the last action said, the cursor on the board (moved by arrows, j k l, a
//! typed square or a click), the squares marked for a predict-flips puzzle, and
//! how far an endgame's best line is played out on the board.

use crate::engine::Bitboard;
use crate::runner::{
    Acted, Answer, Asks, BestLine, Command, GivenHint, LessonCommand, NoMore, PuzzleFeedback,
    PuzzleReveal, Settled, Trainer,
};

mod keys;

pub use keys::BINDINGS;

use super::cursor::{BoardCursor, D4};
use super::puzzle_menu::MenuRow;
use super::{Arrow, Msg};

/// What the last action said, kept as data so that it is put into words when drawn.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleSaid {
    /// Nothing yet on this puzzle.
    Nothing,
    /// The verdict on a move, and what its first try changed.
    Answered(Acted<PuzzleFeedback>),
    /// A hint.
    Hinted(Acted<GivenHint>),
    /// The answer shown on request.
    Revealed(Acted<Option<PuzzleReveal>>),
    /// The puzzle before was skipped (ending the streak, in streak mode).
    Skipped(Option<Settled>),
    /// Next on a puzzle still open.
    Waits,
    /// Back or retry, which puzzles do not use.
    NoBack,
    /// Enter on a puzzle that asks for discs, with none marked yet.
    MarkFirst,
}

/// What a message did to the session that the rest of the app must know.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleEffect {
    /// Nothing beyond the screen.
    None,
    /// The learner's record changed (a first try settled, a streak ended).
    Recorded,
    /// Back to the puzzle menu: the learner left, or the puzzles ran out (why).
    Leave(Option<NoMore>),
}

/// A trainer session on the screen.
#[derive(Clone, Debug)]
pub struct PuzzleScreen {
    /// The session.
    pub trainer: Trainer,
    /// What the last action said.
    pub said: PuzzleSaid,
    /// The cursor, and a column letter typed and waiting for its row.
    pub cursor: BoardCursor,
    /// The squares marked as the flips of a predict-flips puzzle.
    pub picks: Bitboard,
    /// How many moves of the best line the board shows (1: the answer itself).
    pub line_at: usize,
    /// The menu row to go back to.
    pub row: MenuRow,
}

impl PuzzleScreen {
    /// The session `trainer`, its first puzzle served, started from menu row `row`.
    pub fn new(trainer: Trainer, row: MenuRow) -> PuzzleScreen {
        PuzzleScreen {
            trainer,
            said: PuzzleSaid::Nothing,
            cursor: BoardCursor::at(D4),
            picks: Bitboard::EMPTY,
            line_at: 1,
            row,
        }
    }

    /// What the puzzle waits for: a move, or a set of discs (none once it is done).
    pub fn asks(&self) -> Option<Asks> {
        self.trainer.current().and_then(|run| run.asks())
    }

    /// The best line of the endgame answer shown now, if any.
    pub fn best_line(&self) -> Option<&BestLine> {
        match &self.said {
            PuzzleSaid::Answered(Acted {
                result: PuzzleFeedback::Right { line, .. },
                ..
            }) => line.as_ref(),
            PuzzleSaid::Revealed(acted) => acted.result.as_ref().and_then(|r| r.line.as_ref()),
            _ => None,
        }
    }

    /// Acts on `msg`.
    pub fn take(&mut self, msg: Msg) -> PuzzleEffect {
        let open = self.asks().is_some();
        match msg {
            Msg::Arrow(arrow) if open => {
                self.cursor.step(arrow);
            }
            Msg::Arrow(Arrow::Left) => self.step_line(false),
            Msg::Arrow(Arrow::Right) if self.best_line().is_some() => self.step_line(true),
            Msg::Arrow(Arrow::Right) => return self.serve(PuzzleSaid::Nothing, false),
            Msg::Column(letter) if open => {
                self.cursor.letter(letter);
            }
            Msg::Digit(row) if self.cursor.column().is_some() => {
                self.cursor.row(row);
            }
            Msg::Click(square) => {
                self.cursor.put(square);
                if open {
                    return self.play(true);
                }
            }
            Msg::Space if open => return self.play(true),
            Msg::Enter if open => return self.play(false),
            Msg::Enter | Msg::Space => return self.serve(PuzzleSaid::Nothing, false),
            Msg::Pass if open => return self.answer(Answer::Pass),
            Msg::Backspace | Msg::Escape if self.cursor.column().is_some() => {
                self.cursor.forget();
            }
            Msg::Backspace => self.said = PuzzleSaid::NoBack,
            Msg::Escape => return PuzzleEffect::Leave(None),
            Msg::Command(Command::Lesson(command)) => return self.command(command, open),
            _ => {}
        }
        PuzzleEffect::None
    }

    /// Enter, Space or a click on the cursor's square: a move is played; for a
    /// predict-flips puzzle Space and a click mark the square and Enter answers
    /// with the squares marked.
    fn play(&mut self, mark: bool) -> PuzzleEffect {
        self.cursor.forget();
        if self.asks() == Some(Asks::Squares) {
            if mark {
                self.picks ^= Bitboard::from(self.cursor.square());
                return PuzzleEffect::None;
            }
            // Enter answers with the discs marked; with none, nothing is
            // answered (and nothing rated).
            if self.picks.is_empty() {
                self.said = PuzzleSaid::MarkFirst;
                return PuzzleEffect::None;
            }
            return self.answer(Answer::Squares(self.picks));
        }
        self.answer(Answer::Move(self.cursor.square()))
    }

    fn answer(&mut self, answer: Answer) -> PuzzleEffect {
        let acted = self.trainer.submit(answer);
        if acted.result.is_right() {
            self.picks = Bitboard::EMPTY;
        }
        self.line_at = 1;
        let effect = recorded(acted.settled.is_some());
        self.said = PuzzleSaid::Answered(acted);
        effect
    }

    /// A lesson command, as a puzzle takes it.
    fn command(&mut self, command: LessonCommand, open: bool) -> PuzzleEffect {
        self.cursor.forget();
        match command {
            LessonCommand::Next if open => self.said = PuzzleSaid::Waits,
            LessonCommand::Next => return self.serve(PuzzleSaid::Nothing, false),
            LessonCommand::Skip if open => {
                let settled = self.trainer.skip();
                let recorded = settled.is_some();
                return self.serve(PuzzleSaid::Skipped(settled), recorded);
            }
            LessonCommand::Skip => return self.serve(PuzzleSaid::Nothing, false),
            LessonCommand::Hint => {
                let acted = self.trainer.hint();
                let effect = recorded(acted.settled.is_some());
                self.said = PuzzleSaid::Hinted(acted);
                return effect;
            }
            LessonCommand::Reveal => {
                let acted = self.trainer.reveal();
                let effect = recorded(acted.settled.is_some());
                self.line_at = 1;
                self.said = PuzzleSaid::Revealed(acted);
                return effect;
            }
            LessonCommand::Back | LessonCommand::Retry => self.said = PuzzleSaid::NoBack,
        }
        PuzzleEffect::None
    }

    /// The next puzzle, with `said` shown on it; at the end of the puzzles, back
    /// to the menu. `changed`: the record changed on the way (a streak ended).
    fn serve(&mut self, said: PuzzleSaid, changed: bool) -> PuzzleEffect {
        match self.trainer.next_puzzle() {
            Ok(_) => {
                self.said = said;
                self.cursor.forget();
                self.picks = Bitboard::EMPTY;
                self.line_at = 1;
                recorded(changed)
            }
            Err(why) => PuzzleEffect::Leave(Some(why)),
        }
    }

    /// One move further along the best line shown (or one back), within the line.
    fn step_line(&mut self, forward: bool) {
        let Some(moves) = self.best_line().map(|line| line.moves.len()) else {
            return;
        };
        self.line_at = if forward {
            (self.line_at + 1).min(moves)
        } else {
            self.line_at.saturating_sub(1).max(1)
        };
    }
}

fn recorded(changed: bool) -> PuzzleEffect {
    if changed {
        PuzzleEffect::Recorded
    } else {
        PuzzleEffect::None
    }
}
