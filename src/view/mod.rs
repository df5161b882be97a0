//! What a screen shows, as data, built from a session: the board with its marks,
//! dots and highlighted lines ([`board`]), the feedback as lines in the learner's
//! language ([`feedback`], [`puzzle_feedback`]), a whole lesson screen
//! ([`lesson`]), a whole puzzle screen ([`puzzle`]) with an endgame's best line
//! played out move by move ([`best_line`]), a game screen ([`game`]), a game
//! review ([`review`]) and the sandbox ([`sandbox`]); what practice follows
//! which lesson ([`practice`]); the glossary ([`glossary`]); the class in the
//! teacher's words ([`dashboard`]). Plain mode and the
//! full-screen tutor are two printers of the same view.

pub mod best_line;
pub mod board;
pub mod dashboard;
pub mod feedback;
pub mod game;
pub mod glossary;
pub mod help;
pub mod lesson;
pub mod practice;
pub mod puzzle;
pub mod puzzle_feedback;
pub mod review;
pub mod sandbox;

pub use board::{BoardView, LineMark, Role, ShownMove};

/// How every printer wraps text to `width`: at spaces only, never at a
/// word's hyphen or slash, so that a date (2026-12-02), a file name (game-2026.txt) or
/// a command (--from-start) stays whole on its line; the first line after
/// `first`, the others after `rest`. A word longer than the line is cut.
pub fn wrap_options<'a>(width: usize, first: &'a str, rest: &'a str) -> textwrap::Options<'a> {
    textwrap::Options::new(width)
        .initial_indent(first)
        .subsequent_indent(rest)
        .word_separator(textwrap::WordSeparator::AsciiSpace)
        .word_splitter(textwrap::WordSplitter::NoHyphenation)
}
pub use feedback::{FeedbackLine, Tone};
pub use lesson::{LessonView, Shown};
pub use puzzle::{Counters, PuzzleView};
