//! The lesson screen's bindings. On a step that takes squares the column
//! letters a-h start a typed square (`d` then `3` puts the cursor on d3), so
//! no command sits on those letters: hint is `i`, back is Backspace.

use crate::course::Task;
use crate::i18n::Does;
use crate::runner::drill::DrillKind;
use crate::runner::{Asks, LessonCommand, Offer};

use crate::app::bindings::{
    Binding, COLUMNS, DIGITS, DOWN, HELP, PAGE_DOWN, PAGE_UP, QUIT, ROWS, Sends, UP, lesson_command,
};
use crate::app::{App, Arrow, Key, Msg, Screen};

use super::LessonScreen;

/// The lesson shown, if it is.
fn lesson(app: &App) -> Option<&LessonScreen> {
    match &app.screen {
        Screen::Lesson(screen) => Some(screen),
        _ => None,
    }
}

/// Whether the lesson shown asks for an answer of one of `kinds`.
fn asks(app: &App, kinds: &[Asks]) -> bool {
    lesson(app)
        .and_then(|screen| screen.run.asks())
        .is_some_and(|asks| kinds.contains(&asks))
}

/// The step takes squares: the board has a cursor.
fn squares(app: &App) -> bool {
    lesson(app).is_some_and(LessonScreen::takes_squares)
}

fn no_squares(app: &App) -> bool {
    !squares(app)
}

/// The step asks for several squares, marked one by one.
fn marks(app: &App) -> bool {
    asks(app, &[Asks::Squares])
}

/// The step asks for one square, played with Enter.
fn plays(app: &App) -> bool {
    asks(app, &[Asks::Move, Asks::MoveOrPass, Asks::Square])
}

/// The step asks for a move, which may be a pass.
fn moves(app: &App) -> bool {
    asks(app, &[Asks::Move, Asks::MoveOrPass])
}

/// The step's answer may well be a pass.
fn may_pass(app: &App) -> bool {
    asks(app, &[Asks::MoveOrPass])
}

/// How many numbers the step takes: one for each choice, three for who
/// won (black, white, a draw).
fn numbered(app: &App) -> usize {
    lesson(app).map_or(0, |screen| match screen.run.asks() {
        Some(Asks::Outcome) => 3,
        _ => screen.run.choices().len(),
    })
}

/// The step asks for a numbered choice.
fn numbers(app: &App) -> bool {
    asks(app, &[Asks::Choice, Asks::Outcome])
}

/// The step asks for some answer.
fn asking(app: &App) -> bool {
    lesson(app).is_some_and(|screen| screen.run.asks().is_some())
}

/// The step asks for an answer that can be shown (a whole game cannot).
fn revealable(app: &App) -> bool {
    lesson(app).is_some_and(|screen| {
        screen.run.asks().is_some() && !matches!(screen.run.task(), Task::Game { .. })
    })
}

/// The step has been answered right.
fn done(app: &App) -> bool {
    lesson(app).is_some_and(|screen| screen.run.is_done())
}

fn finished(app: &App) -> bool {
    lesson(app).is_some_and(|screen| screen.run.is_finished())
}

fn not_finished(app: &App) -> bool {
    !finished(app)
}

/// The step waits for no answer (it is read, or answered) and the lesson goes on.
fn reading(app: &App) -> bool {
    lesson(app).is_some_and(|screen| screen.run.asks().is_none() && !screen.run.is_finished())
}

/// A column letter is typed and waits for its row.
fn typed(app: &App) -> bool {
    lesson(app).is_some_and(|screen| screen.cursor.column().is_some())
}

fn not_typed(app: &App) -> bool {
    !typed(app)
}

/// The lesson is the review of lesson tasks, which Esc leaves for the puzzle menu.
fn review_drill(app: &App) -> bool {
    lesson(app).is_some_and(|screen| {
        screen.drill.as_ref().map(|drill| drill.kind) == Some(DrillKind::Review)
    })
}

fn not_review_drill(app: &App) -> bool {
    !review_drill(app)
}

/// Whether the finished lesson offers `kind` as offer number `slot` (from 1).
fn offers(app: &App, slot: usize, kind: fn(&Offer) -> bool) -> bool {
    lesson(app).is_some_and(|screen| {
        screen
            .run
            .offers()
            .get(slot.wrapping_sub(1))
            .is_some_and(kind)
    })
}

/// The lesson screen's bindings, in the order of the key bar and the key lists.
pub const BINDINGS: &[Binding] = &[
    Binding::new(COLUMNS, Sends::Column, Does::TypeSquare).when(squares),
    Binding::new(ROWS, Sends::Digit, Does::TypeSquare).when(squares),
    Binding::msg(UP, Msg::Arrow(Arrow::Up), Does::MoveCursor).when(squares),
    Binding::msg(DOWN, Msg::Arrow(Arrow::Down), Does::MoveCursor).when(squares),
    Binding::msg(&[Key::Left], Msg::Arrow(Arrow::Left), Does::MoveCursor).when(squares),
    Binding::msg(
        &[Key::Right, Key::Char('l')],
        Msg::Arrow(Arrow::Right),
        Does::MoveCursor,
    )
    .when(squares),
    Binding::msg(&[Key::Char(' ')], Msg::Space, Does::Pick)
        .when(marks)
        .on_bar(),
    Binding::msg(&[Key::Enter], Msg::Enter, Does::Answer)
        .when(marks)
        .on_bar(),
    Binding::msg(&[Key::Enter], Msg::Enter, Does::Play)
        .when(plays)
        .on_bar(),
    Binding::msg(&[Key::Char(' ')], Msg::Space, Does::Play).when(plays),
    Binding::new(&[], Sends::Click, Does::Click).when(squares),
    Binding::msg(&[Key::Char('p'), Key::Char('P')], Msg::Pass, Does::Pass)
        .when(moves)
        .on_bar_if(may_pass),
    Binding::new(DIGITS, Sends::Digit, Does::Number)
        .when(numbers)
        .upto(numbered)
        .on_bar(),
    Binding::msg(&[Key::Char('1')], Msg::Digit(1), Does::OfferPlay)
        .when(|app| offers(app, 1, |offer| *offer == Offer::Play))
        .on_bar(),
    Binding::msg(&[Key::Char('1')], Msg::Digit(1), Does::OfferPuzzles)
        .when(|app| offers(app, 1, |offer| matches!(offer, Offer::Practice(_))))
        .on_bar(),
    Binding::msg(&[Key::Char('1')], Msg::Digit(1), Does::OfferQuiz)
        .when(|app| offers(app, 1, |offer| *offer == Offer::RulesQuiz))
        .on_bar(),
    Binding::msg(&[Key::Char('2')], Msg::Digit(2), Does::OfferReview)
        .when(|app| offers(app, 2, |offer| *offer == Offer::Review))
        .on_bar(),
    Binding::msg(&[Key::Char('3')], Msg::Digit(3), Does::OfferQuiz)
        .when(|app| offers(app, 3, |offer| *offer == Offer::RulesQuiz))
        .on_bar(),
    Binding::msg(
        &[Key::Enter, Key::Char(' ')],
        Msg::Enter,
        Does::Lesson(LessonCommand::Next),
    )
    .when(reading)
    .on_bar(),
    Binding::msg(&[Key::Enter, Key::Char(' ')], Msg::Enter, Does::ToLessons)
        .when(|app| finished(app) && not_review_drill(app))
        .on_bar(),
    Binding::msg(&[Key::Enter, Key::Char(' ')], Msg::Enter, Does::ToPuzzles)
        .when(|app| finished(app) && review_drill(app))
        .on_bar(),
    Binding::msg(
        &[Key::Char('n')],
        lesson_command(LessonCommand::Next),
        Does::Lesson(LessonCommand::Next),
    ),
    Binding::msg(
        &[Key::Right, Key::Char('l')],
        Msg::Arrow(Arrow::Right),
        Does::Lesson(LessonCommand::Next),
    )
    .when(no_squares),
    Binding::msg(
        &[Key::Char('t')],
        lesson_command(LessonCommand::Retry),
        Does::Lesson(LessonCommand::Retry),
    )
    .on_bar_if(done),
    Binding::msg(
        &[Key::Char('s')],
        lesson_command(LessonCommand::Skip),
        Does::Lesson(LessonCommand::Skip),
    ),
    Binding::msg(
        &[Key::Char('i')],
        lesson_command(LessonCommand::Hint),
        Does::Lesson(LessonCommand::Hint),
    )
    .on_bar_if(asking),
    Binding::msg(
        &[Key::Char('r')],
        lesson_command(LessonCommand::Reveal),
        Does::Lesson(LessonCommand::Reveal),
    )
    .on_bar_if(revealable),
    Binding::msg(&[Key::Backspace], Msg::Backspace, Does::EraseTyped).when(typed),
    Binding::msg(&[Key::Esc], Msg::Escape, Does::EraseTyped).when(typed),
    Binding::msg(
        &[Key::Backspace],
        Msg::Backspace,
        Does::Lesson(LessonCommand::Back),
    )
    .when(not_typed)
    .on_bar(),
    Binding::msg(
        &[Key::Left],
        Msg::Arrow(Arrow::Left),
        Does::Lesson(LessonCommand::Back),
    )
    .when(no_squares),
    PAGE_UP,
    PAGE_DOWN,
    HELP.on_bar(),
    Binding::msg(&[Key::Esc], Msg::Escape, Does::ToLessons)
        .when(|app| not_typed(app) && not_review_drill(app))
        .on_bar_if(not_finished),
    Binding::msg(&[Key::Esc], Msg::Escape, Does::ToPuzzles)
        .when(|app| not_typed(app) && review_drill(app))
        .on_bar_if(not_finished),
    QUIT,
];
