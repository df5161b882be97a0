//! A worksheet as data, in one language: a lesson's steps or a set of puzzles,
//! each with its words, its board picture and, for a task, what to write or
//! tick; and the answer key. [`super::html`] lays it out as a printable page.

use crate::course::{AnswerForm, Lesson, Puzzle, Task};
use crate::engine::{Bitboard, Board, Color};
use crate::i18n::{Ui, capitalize};
use crate::runner::LessonRun;
use crate::view::feedback::solution;

use super::Diagram;

/// A worksheet: a title, items to work through, and their answers.
#[derive(Clone, Debug)]
pub struct Worksheet {
    /// The lesson's title, or the puzzle set's.
    pub title: String,
    /// The lesson's summary (none for puzzles).
    pub summary: Option<String>,
    /// The steps or puzzles, in order.
    pub items: Vec<Item>,
    /// The answer of each item that has a task, in order.
    pub answers: Vec<Answer>,
}

/// One step or puzzle on the page.
#[derive(Clone, Debug)]
pub struct Item {
    /// `Step 3 of 8`, `Puzzle 2`.
    pub heading: String,
    /// What the step says, or the puzzle's prompt.
    pub text: String,
    /// Whose turn it is on the board, when there is a board.
    pub to_move: Option<String>,
    /// The board, when the step shows one worth drawing.
    pub board: Option<Diagram>,
    /// What to write or tick (none for a step to read).
    pub task: Option<String>,
    /// Boxes to tick, in the order shown.
    pub choices: Vec<String>,
    /// Whether the item has a line to write the answer on.
    pub write: bool,
}

/// An item's answer in the key.
#[derive(Clone, Debug)]
pub struct Answer {
    /// The item's heading.
    pub heading: String,
    /// The answer, then how it comes about (one line each).
    pub lines: Vec<String>,
}

/// The worksheet of `lesson` in `ui`'s language.
pub fn of_lesson(lesson: &Lesson, ui: Ui) -> Worksheet {
    let lang = ui.lang();
    let steps = lesson.steps.len();
    let mut items = Vec::new();
    let mut answers = Vec::new();
    let mut last_drawn: Option<(Board, Bitboard)> = None;
    for (index, step) in lesson.steps.iter().enumerate() {
        let run = LessonRun::resume(lesson.clone(), index);
        let board = *run.board();
        let heading = ui.step_heading(index + 1, steps);
        let player = board.to_move();
        let (task, write) = match &step.task {
            Task::Read => (None, false),
            Task::Play { .. } => (Some(ui.sheet_play(player)), true),
            Task::AnyLegal => (Some(ui.sheet_any_legal(player)), true),
            Task::AllLegal { .. } => (Some(ui.sheet_all_legal(player)), true),
            Task::PredictFlips { mv, .. } => (Some(ui.sheet_predict_flips(*mv)), true),
            Task::Pass => (Some(ui.sheet_pass(player)), true),
            Task::Outcome { .. } => (Some(ui.sheet_outcome().to_string()), true),
            Task::Choice { .. } => (Some(ui.sheet_choice().to_string()), false),
            Task::FindSquare { .. } => (Some(ui.sheet_find_square().to_string()), true),
            Task::Game { .. } => (Some(ui.sheet_game().to_string()), false),
        };
        let choices = match &step.task {
            Task::Choice { .. } => run
                .choices()
                .iter()
                .map(|c| c.get(lang).to_string())
                .collect(),
            Task::Outcome { .. } => outcome_boxes(ui),
            _ => Vec::new(),
        };
        let mut marked = step.mark;
        if let Task::PredictFlips { mv, .. } = step.task {
            marked |= Bitboard::from(mv);
        }
        // A step read on the board just drawn, with the same marks, shows none.
        let drawn = (board, marked);
        let draw = step.task != Task::Read || last_drawn != Some(drawn);
        let picture = draw.then(|| {
            last_drawn = Some(drawn);
            let diagram = Diagram::of(&board).with_marked(marked);
            if step.dots {
                diagram.with_dots()
            } else {
                diagram
            }
        });
        if let Some(answer) = run.solution() {
            let lines = match step.task {
                Task::Game { .. } => vec![ui.sheet_game_answer().to_string()],
                Task::Choice { .. } => {
                    let mut lines = texts(solution(ui, &answer));
                    lines.extend(right_choice(&run, ui));
                    lines
                }
                _ => texts(solution(ui, &answer)),
            };
            answers.push(Answer {
                heading: heading.clone(),
                lines,
            });
        }
        items.push(Item {
            heading,
            text: step.say.get(lang).to_string(),
            to_move: picture.as_ref().map(|_| to_move(ui, &board)),
            board: picture,
            task,
            choices,
            write,
        });
    }
    Worksheet {
        title: lesson.title.get(lang).to_string(),
        summary: Some(lesson.summary.get(lang).to_string()),
        items,
        answers,
    }
}

/// The worksheet of `puzzles` (in order) under `title`, in `ui`'s language.
pub fn of_puzzles(puzzles: &[Puzzle], title: &str, ui: Ui) -> Worksheet {
    let lang = ui.lang();
    let mut items = Vec::new();
    let mut answers = Vec::new();
    for (index, puzzle) in puzzles.iter().enumerate() {
        let heading = ui.sheet_puzzle(index + 1);
        let board = puzzle.board;
        let task = match (puzzle.answer_form(), puzzle.shown_move()) {
            (AnswerForm::Discs, Some(mv)) => ui.sheet_predict_flips(mv),
            _ => ui.sheet_play(board.to_move()),
        };
        let mut diagram = Diagram::of(&board);
        if let Some(mv) = puzzle.shown_move() {
            diagram = diagram.with_marked(Bitboard::from(mv));
        }
        if puzzle.shows_dots() {
            diagram = diagram.with_dots();
        }
        answers.push(Answer {
            heading: format!("{heading} ({})", puzzle.id),
            lines: vec![ui.puzzle_answers(puzzle.solution)],
        });
        items.push(Item {
            heading,
            text: puzzle.prompt.get(lang).to_string(),
            to_move: Some(to_move(ui, &board)),
            board: Some(diagram),
            task: Some(task),
            choices: Vec::new(),
            write: true,
        });
    }
    Worksheet {
        title: ui.sheet_puzzles_title(title),
        summary: None,
        items,
        answers,
    }
}

/// Whose turn it is on `board`, without the count (a task may ask for it).
fn to_move(ui: Ui, board: &Board) -> String {
    ui.to_move_uncounted(board.to_move())
}

/// The boxes of a task that asks who won: black, white, a draw.
fn outcome_boxes(ui: Ui) -> Vec<String> {
    vec![
        capitalize(ui.color(Color::Black)),
        capitalize(ui.color(Color::White)),
        ui.sheet_draw().to_string(),
    ]
}

/// The right choice's words, numbered as shown: `2. Every direction`.
fn right_choice(run: &LessonRun, ui: Ui) -> Option<String> {
    let Some(crate::runner::Solution::Choice { index }) = run.solution() else {
        return None;
    };
    let text = run.choices().get(index)?.get(ui.lang()).to_string();
    Some(format!("{}. {text}", index + 1))
}

fn texts(lines: Vec<crate::view::feedback::FeedbackLine>) -> Vec<String> {
    lines.into_iter().map(|line| line.text).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::course::embedded_course;
    use crate::lang::Lang;

    #[test]
    fn every_task_of_the_first_move_lesson_has_an_answer_and_a_board() {
        let course = embedded_course().unwrap();
        let lesson = course.lesson("first-move").unwrap();
        let sheet = of_lesson(lesson, Ui::new(Lang::En));
        assert_eq!(sheet.items.len(), lesson.steps.len());
        let tasks = lesson.steps.iter().filter(|s| s.task != Task::Read).count();
        assert_eq!(sheet.answers.len(), tasks);
        for (item, step) in sheet.items.iter().zip(&lesson.steps) {
            if step.task != Task::Read {
                assert!(item.board.is_some(), "{}", item.heading);
                assert!(item.task.is_some(), "{}", item.heading);
            }
        }
        assert_eq!(sheet.title, "The first move");
        // Step 5 plays d3: its answer says so.
        let d3 = sheet.answers.iter().find(|a| a.heading == "Step 5 of 12");
        assert!(d3.is_some_and(|a| a.lines[0].contains("d3")), "{sheet:?}");
    }

    #[test]
    fn a_worksheet_speaks_the_language_asked_for() {
        let course = embedded_course().unwrap();
        let lesson = course.lesson("first-move").unwrap();
        let sheet = of_lesson(lesson, Ui::new(Lang::Id));
        assert_eq!(sheet.title, "Langkah pertama");
        assert!(
            sheet.items[0].heading.starts_with("Tahap"),
            "{}",
            sheet.items[0].heading
        );
    }

    #[test]
    fn a_puzzle_sheet_has_a_board_a_task_and_an_answer_for_each_puzzle() {
        let course = embedded_course().unwrap();
        let corners: Vec<Puzzle> = course
            .puzzles
            .iter()
            .filter(|p| p.theme.kind() == crate::course::ThemeKind::Corner)
            .cloned()
            .collect();
        let sheet = of_puzzles(&corners, "Corners", Ui::new(Lang::En));
        assert_eq!(sheet.items.len(), corners.len());
        assert_eq!(sheet.answers.len(), corners.len());
        assert!(sheet.items.iter().all(|i| i.board.is_some() && i.write));
        assert!(sheet.answers[0].heading.contains(&corners[0].id));
    }
}
