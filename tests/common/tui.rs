//! What the full-screen tutor's tests share: the app on the built-in course
//! (no progress store), messages sent through `update`, a square typed, and the
//! work done off the UI thread waited for.

use std::time::{Duration, Instant};

use reversi_tutor::app::{App, Msg, Overrides, update};
use reversi_tutor::course::load_course;
use reversi_tutor::engine::Square;
use reversi_tutor::lang::Lang;
use reversi_tutor::learner::Progress;

/// A square by its name.
pub fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// The app in `lang`, on the built-in course, without a progress store;
/// `no_animation`: flips drawn at once (for snapshots).
pub fn app_in(lang: Lang, no_animation: bool) -> App {
    let course = load_course(&[], &[]).course;
    let overrides = Overrides {
        lang: Some(lang),
        no_animation,
        ..Overrides::default()
    };
    App::new(course, Progress::default(), None, overrides)
}

/// `msgs` given to the app one after another.
pub fn send(app: &mut App, msgs: &[Msg]) {
    for msg in msgs {
        update(app, *msg);
    }
}

/// `square` typed (its column, then its row) and Enter.
pub fn typed(app: &mut App, square: &str) {
    let mut chars = square.chars();
    let column = chars.next().unwrap();
    let row = chars.next().unwrap().to_digit(10).unwrap() as u8;
    send(app, &[Msg::Column(column), Msg::Digit(row), Msg::Enter]);
}

/// Waits for the work done off the UI thread and hands it to the app.
pub fn wait_ready(app: &mut App) {
    let start = Instant::now();
    while app.working() {
        if app.ready() {
            update(app, Msg::Ready);
        } else {
            assert!(start.elapsed() < Duration::from_secs(60), "never ready");
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}
