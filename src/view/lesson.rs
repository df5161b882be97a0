//! What a lesson screen shows, as data: the heading and "step k of n", the board
//! with its dots, marks and the lines of the last move, the status lines, the
//! step's text and choices, the prompt, the feedback of the last action, and the
//! commands available now. Plain mode prints it; the full-screen tutor draws it.

use crate::course::Task;
use crate::engine::{Bitboard, Board, Status};
use crate::i18n::Ui;
use crate::runner::{Feedback, LessonRun, Reply, Revealed, Right, Solution};

use super::board::{BoardView, ShownMove};
use super::feedback::{self, FeedbackLine};

/// What the last action left to show until the next one: its lines, and the
/// move it shows on the board (the board that move left, before any reply).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shown {
    /// The lines to show.
    pub lines: Vec<FeedbackLine>,
    /// A move to draw with its lines, and the board to draw it on.
    pub board: Option<BoardView>,
}

impl Shown {
    /// Nothing to show.
    pub fn nothing() -> Shown {
        Shown::default()
    }

    /// Lines alone.
    pub fn lines(lines: Vec<FeedbackLine>) -> Shown {
        Shown { lines, board: None }
    }

    /// The feedback of an answer to the current step of `run`.
    pub fn answer(ui: Ui, run: &LessonRun, answer: &Feedback) -> Shown {
        let lines = feedback::feedback(ui, answer);
        let board = feedback::shown_move(answer).map(|shown| {
            let board = match answer {
                Feedback::Right {
                    right: Right::Played { after, .. },
                    ..
                } => *after,
                _ => *run.board(),
            };
            BoardView {
                shown: Some(shown),
                ..base_board(run, board)
            }
        });
        Shown { lines, board }
    }

    /// The other side's scripted reply, drawn with its lines on the board it
    /// left when that is the board of the step shown (a reply that does not
    /// fit, or a pass, is only said).
    pub fn reply(ui: Ui, run: &LessonRun, reply: &Reply) -> Shown {
        let lines = feedback::reply(ui, reply);
        let board = match reply {
            Reply::Played { explanation, after } if after == run.board() => Some(BoardView {
                shown: Some(ShownMove::of(explanation)),
                ..base_board(run, *after)
            }),
            _ => None,
        };
        Shown { lines, board }
    }

    /// An answer shown on request, marked on the board: the move played for the
    /// learner with its lines, the flips of the move asked about, or the squares
    /// that answer.
    pub fn revealed(ui: Ui, run: &LessonRun, revealed: &Revealed) -> Shown {
        let lines = feedback::revealed(ui, revealed);
        let marked = |marks: Bitboard| BoardView {
            marks,
            ..base_board(run, *run.board())
        };
        let board = match (&revealed.played, &revealed.answer) {
            (
                Some(Right::Played {
                    explanation, after, ..
                }),
                _,
            ) => Some(BoardView {
                shown: Some(ShownMove::of(explanation)),
                ..base_board(run, *after)
            }),
            (_, Solution::Flips { explanation }) => Some(BoardView {
                shown: Some(ShownMove::of(explanation)),
                ..base_board(run, *run.board())
            }),
            (_, Solution::AllLegal(squares) | Solution::Squares(squares)) => Some(marked(*squares)),
            (_, Solution::Moves(moves)) => Some(marked(*moves)),
            _ => None,
        };
        Shown { lines, board }
    }
}

/// A lesson screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonView {
    /// The lesson's title.
    pub title: String,
    /// The step, counting from 1.
    pub step: usize,
    /// How many steps the lesson has.
    pub steps: usize,
    /// `Step 4 of 10`, in words.
    pub heading: String,
    /// The board.
    pub board: BoardView,
    /// Whose turn it is with the count, and the legal moves, as far as the step
    /// lets them be shown: of the board drawn, always.
    pub status: Vec<String>,
    /// Which squares are marked, in words (none: no marks).
    pub marked: Option<String>,
    /// What the tutor says.
    pub say: String,
    /// The choices of a multiple-choice step, in the order shown.
    pub choices: Vec<String>,
    /// What to do now.
    pub prompt: String,
    /// The feedback of the last action.
    pub feedback: Vec<FeedbackLine>,
    /// Whether the lesson is finished.
    pub finished: bool,
}

impl LessonView {
    /// The screen of `run`'s current step, with what the last action left.
    pub fn new(ui: Ui, run: &LessonRun, shown: &Shown) -> LessonView {
        let lesson = run.lesson();
        let step = run.step();
        let steps = lesson.steps.len();
        let mut board = shown
            .board
            .clone()
            .unwrap_or_else(|| base_board(run, *run.board()));
        // A board in passing (the learner's move, before the other side's
        // reply) shows no legal moves: the next position shows its own.
        let passing = board.board != *run.board();
        if passing {
            board.dots = Bitboard::EMPTY;
        }
        let status = status_lines(ui, run, &board.board, !passing);
        let choices = run
            .choices()
            .into_iter()
            .map(|c| c.get(ui.lang()).to_string())
            .collect();
        LessonView {
            title: lesson.title.get(ui.lang()).to_string(),
            step: run.index() + 1,
            steps,
            heading: ui.step_heading(run.index() + 1, steps),
            board,
            status,
            marked: (!step.mark.is_empty()).then(|| ui.marked(step.mark)),
            say: step.say.get(ui.lang()).to_string(),
            choices,
            prompt: prompt(ui, run),
            feedback: shown.lines.clone(),
            finished: run.is_finished(),
        }
    }
}

/// The board of the current step: its dots (when the step shows them) and marks.
fn base_board(run: &LessonRun, board: Board) -> BoardView {
    let dots = if run.shows_legal_moves() {
        board.legal_moves()
    } else {
        Bitboard::EMPTY
    };
    BoardView {
        dots,
        marks: run.step().mark,
        ..BoardView::plain(board)
    }
}

/// Whose turn it is on `board` (or that the game is over) with the count, and
/// the legal moves (`moves`: where the board is not one in passing), each as
/// far as the step lets them be shown: never what the step, or a step ahead on
/// this board, asks (see [`LessonRun::shows_disc_count`]).
fn status_lines(ui: Ui, run: &LessonRun, board: &Board, moves: bool) -> Vec<String> {
    let (black, white) = (board.black().len(), board.white().len());
    let counted = run.shows_disc_count();
    let mut lines = Vec::new();
    match board.status() {
        Status::Over(_) => match (run.shows_game_over(), counted) {
            (true, true) => lines.push(format!(
                "{} {}",
                ui.game_over(),
                ui.disc_count(black, white)
            )),
            (true, false) => lines.push(ui.game_over().to_string()),
            (false, true) => lines.push(ui.disc_count(black, white)),
            (false, false) => {}
        },
        status => {
            lines.push(if counted {
                ui.to_move(board.to_move(), black, white)
            } else {
                ui.to_move_uncounted(board.to_move())
            });
            if moves && run.shows_legal_moves() {
                lines.push(if status == Status::MustPass {
                    ui.no_legal_move(board.to_move())
                } else {
                    ui.legal_moves(board.legal_moves())
                });
            }
        }
    }
    lines
}

/// What to type at the current step.
pub fn prompt(ui: Ui, run: &LessonRun) -> String {
    match run.task() {
        Task::Read => ui.prompt_read().to_string(),
        Task::Play { .. } => ui.prompt_play().to_string(),
        Task::AnyLegal => ui.prompt_any_legal().to_string(),
        Task::AllLegal { .. } => ui.prompt_all_legal().to_string(),
        Task::PredictFlips { mv, .. } => ui.prompt_predict_flips(*mv),
        Task::Pass => ui.prompt_pass(run.board().to_move()),
        Task::Outcome { .. } => ui.prompt_outcome().to_string(),
        Task::Choice { .. } => ui.prompt_choice().to_string(),
        Task::FindSquare { .. } => ui.prompt_find_square().to_string(),
        Task::Game { .. } => ui.prompt_game().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::course::{Lesson, Nudges, Step, Text};
    use crate::engine::Board;
    use crate::lang::Lang;

    fn choice_lesson(shuffle: bool) -> LessonRun {
        let choices = ["one", "two", "three", "four", "five", "six"]
            .into_iter()
            .map(Text::en)
            .collect();
        let step = Step {
            say: Text::en("Pick one."),
            board: Board::start(),
            sets_position: true,
            mark: Bitboard::EMPTY,
            task: Task::Choice {
                choices,
                correct: 0,
                shuffle,
            },
            hint: None,
            goal: None,
            on_wrong: Nudges::none(),
            explain: true,
            dots: false,
            stands_alone: false,
            reply: None,
        };
        LessonRun::new(Lesson {
            id: "choices".into(),
            title: Text::en("Choices"),
            summary: Text::en("Choices."),
            steps: vec![step],
            origin: Default::default(),
        })
    }

    #[test]
    fn the_screen_shows_the_choices_in_the_order_the_run_shows_them() {
        let ui = Ui::new(Lang::En);
        let run = choice_lesson(true);
        let view = LessonView::new(ui, &run, &Shown::nothing());
        let shown: Vec<String> = run
            .choices()
            .iter()
            .map(|c| c.get(Lang::En).into())
            .collect();
        assert_eq!(view.choices, shown);
        assert_ne!(view.choices, ["one", "two", "three", "four", "five", "six"]);
        let run = choice_lesson(false);
        let view = LessonView::new(ui, &run, &Shown::nothing());
        assert_eq!(view.choices, ["one", "two", "three", "four", "five", "six"]);
    }
}
