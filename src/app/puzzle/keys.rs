//! The puzzle screen's bindings: a move (or the discs that flip) on the board
//! while the puzzle is open; then the next puzzle, or an endgame's best line
//! played forward and back with ← →.

use crate::i18n::Does;
use crate::runner::{Asks, LessonCommand};

use crate::app::bindings::{
    ANSWER_MARKED, Binding, CLICK, CURSOR_DOWN, CURSOR_LEFT, CURSOR_RIGHT, CURSOR_UP, ERASE,
    ERASE_ESC, HELP, MARK, PAGE_DOWN, PAGE_UP, PASS, PLAY, PLAY_SPACE, QUIT, TYPE_COLUMN, TYPE_ROW,
    lesson_command,
};
use crate::app::{App, Arrow, Key, Msg, Screen};

use super::PuzzleScreen;

/// The puzzle shown, if it is.
fn puzzle(app: &App) -> Option<&PuzzleScreen> {
    match &app.screen {
        Screen::Puzzle(screen) => Some(screen),
        _ => None,
    }
}

/// The puzzle waits for its answer.
fn open(app: &App) -> bool {
    puzzle(app).is_some_and(|screen| screen.asks().is_some())
}

/// The puzzle is answered (or shown): the next one comes on.
fn closed(app: &App) -> bool {
    puzzle(app).is_some_and(|screen| screen.asks().is_none())
}

/// The puzzle asks for the discs that flip, marked one by one.
fn marks(app: &App) -> bool {
    puzzle(app).is_some_and(|screen| screen.asks() == Some(Asks::Squares))
}

/// The puzzle asks for a move.
fn moves(app: &App) -> bool {
    open(app) && !marks(app)
}

/// An endgame's best line is shown, to play forward and back.
fn line(app: &App) -> bool {
    closed(app) && puzzle(app).is_some_and(|screen| screen.best_line().is_some())
}

/// A column letter is typed and waits for its row.
fn typed(app: &App) -> bool {
    puzzle(app).is_some_and(|screen| screen.cursor.column().is_some())
}

fn not_typed(app: &App) -> bool {
    !typed(app)
}

/// The puzzle screen's bindings, in the order of the key bar and the key lists.
pub const BINDINGS: &[Binding] = &[
    TYPE_COLUMN.when(open),
    TYPE_ROW.when(open),
    CURSOR_UP.when(open),
    CURSOR_DOWN.when(open),
    CURSOR_LEFT.when(open),
    CURSOR_RIGHT.when(open),
    MARK.when(marks).on_bar(),
    ANSWER_MARKED.when(marks).on_bar(),
    PLAY.when(moves).on_bar(),
    PLAY_SPACE.when(moves),
    CLICK.when(open),
    PASS.when(moves),
    Binding::msg(
        &[Key::Enter, Key::Char(' ')],
        Msg::Enter,
        Does::Puzzle(LessonCommand::Next),
    )
    .when(closed)
    .on_bar(),
    Binding::msg(&[Key::Left], Msg::Arrow(Arrow::Left), Does::BestLine)
        .when(line)
        .on_bar(),
    Binding::msg(
        &[Key::Right, Key::Char('l')],
        Msg::Arrow(Arrow::Right),
        Does::BestLine,
    )
    .when(line)
    .on_bar(),
    Binding::msg(
        &[Key::Right, Key::Char('l')],
        Msg::Arrow(Arrow::Right),
        Does::Puzzle(LessonCommand::Next),
    )
    .when(|app| closed(app) && !line(app)),
    Binding::msg(
        &[Key::Char('n')],
        lesson_command(LessonCommand::Next),
        Does::Puzzle(LessonCommand::Next),
    ),
    Binding::msg(
        &[Key::Char('i')],
        lesson_command(LessonCommand::Hint),
        Does::Puzzle(LessonCommand::Hint),
    )
    .on_bar_if(open),
    Binding::msg(
        &[Key::Char('r')],
        lesson_command(LessonCommand::Reveal),
        Does::Puzzle(LessonCommand::Reveal),
    )
    .on_bar_if(open),
    // Marking takes more words on the bar: skip stays in the key list there,
    // so that quit fits in 80 columns.
    Binding::msg(
        &[Key::Char('s')],
        lesson_command(LessonCommand::Skip),
        Does::Puzzle(LessonCommand::Skip),
    )
    .on_bar_if(moves),
    ERASE.when(typed),
    ERASE_ESC.when(typed),
    Binding::msg(
        &[Key::Backspace],
        Msg::Backspace,
        Does::Puzzle(LessonCommand::Back),
    )
    .when(not_typed),
    PAGE_UP,
    PAGE_DOWN,
    HELP.on_bar(),
    Binding::msg(&[Key::Esc], Msg::Escape, Does::ToPuzzles)
        .when(not_typed)
        .on_bar(),
    QUIT,
];
