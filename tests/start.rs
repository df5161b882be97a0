//! What the tutor's start costs in memory: the built-in course loaded (every
//! lesson's goals checked, small endgames solved) and the home screen drawn,
//! without reading the trained evaluation's weights, several MB that only a
//! search of 16 empty squares or more needs. Alone in its test binary, so that
//! no other test has read them first.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use reversi_tutor::app::{Overrides, Tutor};
use reversi_tutor::cli::CourseDirs;
use reversi_tutor::cli::tutor::tutor_course;
use reversi_tutor::engine::eval::PatternWeights;
use reversi_tutor::learner::Progress;
use reversi_tutor::ui::event_loop::draw;

#[test]
fn the_tutor_starts_without_reading_the_trained_evaluation() {
    let loaded = tutor_course(&CourseDirs::default());
    assert!(loaded.course.lessons.len() >= 21, "the built-in course");
    let app = Tutor::new(
        loaded.course,
        Progress::default(),
        None,
        Overrides::default(),
    );
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    draw(&mut terminal, &app).unwrap();
    assert!(
        !PatternWeights::embedded_read(),
        "the start read the trained evaluation's weights"
    );
    // The probe itself: a search that needs them reads them.
    let _ = PatternWeights::embedded();
    assert!(PatternWeights::embedded_read());
}
