//! What the full-screen tutor's tests share: the tutor on the built-in course
//! (no progress store), messages sent (each effect they ask for run), a square
//! typed, and the work done off the UI thread waited for.

use std::time::Duration;

use reversi_tutor::app::{Msg, Overrides, Tutor};
use reversi_tutor::course::load_course;
use reversi_tutor::engine::Square;
use reversi_tutor::lang::Lang;
use reversi_tutor::learner::Progress;

/// A square by its name.
pub fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// The tutor in `lang`, on the built-in course, without a progress store;
/// `no_animation`: flips drawn at once (for snapshots).
pub fn app_in(lang: Lang, no_animation: bool) -> Tutor {
    let course = load_course(&[], &[]).course;
    let overrides = Overrides {
        lang: Some(lang),
        no_animation,
        ..Overrides::default()
    };
    let mut app = Tutor::new(course, Progress::default(), None, overrides);
    // The computer answers as soon as it has its move.
    app.reply_pause = Duration::ZERO;
    app
}

/// `msgs` given to the tutor one after another.
pub fn send(app: &mut Tutor, msgs: &[Msg]) {
    for msg in msgs {
        app.send(msg.clone());
    }
}

/// `square` typed (its column, then its row) and Enter.
pub fn typed(app: &mut Tutor, square: &str) {
    let mut chars = square.chars();
    let column = chars.next().unwrap();
    let row = chars.next().unwrap().to_digit(10).unwrap() as u8;
    send(app, &[Msg::Column(column), Msg::Digit(row), Msg::Enter]);
}

/// Waits for the work done off the UI thread and hands it to the app.
pub fn wait_ready(app: &mut Tutor) {
    assert!(app.wait(Duration::from_secs(60)), "never ready");
}

/// The number to type for the right choice of step `index` (from 0) of the
/// built-in lesson `id`, as the runner shows the choices (shuffled); `None` if
/// that step is not a choice.
pub fn right_choice_shown(id: &str, index: usize) -> Option<u8> {
    let course = load_course(&[], &[]).course;
    let lesson = course.lessons.iter().find(|l| l.id == id)?;
    let run = reversi_tutor::runner::LessonRun::resume(lesson.clone(), index);
    let reversi_tutor::course::Task::Choice {
        choices, correct, ..
    } = run.task()
    else {
        return None;
    };
    let right = &choices[*correct];
    let at = run.choices().iter().position(|c| *c == right)?;
    u8::try_from(at + 1).ok()
}

/// The messages that take the tutor from the first step of the built-in lesson
/// `id` to step `index` (from 0): Enter on a step to read; on a choice its right
/// number, then Enter to go on. Any other task on the way is a mistake of the test.
pub fn to_step(id: &str, index: usize) -> Vec<Msg> {
    let mut msgs = Vec::new();
    for step in 0..index {
        match right_choice_shown(id, step) {
            Some(n) => msgs.extend([Msg::Digit(n), Msg::Enter]),
            None => msgs.push(Msg::Enter),
        }
    }
    msgs
}
