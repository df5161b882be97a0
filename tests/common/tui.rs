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
