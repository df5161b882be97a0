//! The review screen's state: a game graded move by move (asked for as an
//! effect and worked out off the UI thread: the solver and the level-6 search
//! take a few seconds), the graded move chosen among the costliest first, and
//! the game to go back to.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::engine::Game;
use crate::runner::review::{MoveGrade, Review, ReviewSetup, moves_to_grade};

use super::Key;
use super::bindings::{Binding, CHOOSE_DOWN, CHOOSE_UP, HELP, QUIT};
use super::effect::Effect;
use super::game::GameScreen;
use super::lesson::LessonScreen;
use super::{Arrow, Msg};
use crate::i18n::Does;

/// What a message did to the review that the rest of the app must know.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewEffect {
    /// Nothing beyond the screen.
    None,
    /// Back to the game, or home.
    Leave,
}

/// A game's review on the screen.
#[derive(Clone, Debug)]
pub struct ReviewScreen {
    /// The game reviewed.
    pub game: Game,
    /// Its grades, once worked out.
    pub review: Option<Review>,
    /// The graded move chosen, among [`Review::worst_first`].
    pub selected: usize,
    /// The game screen it was opened from, to go back to.
    pub back: Option<Box<GameScreen>>,
    /// The finished lesson it was opened from (its game reviewed), to go back to.
    pub lesson: Option<Box<LessonScreen>>,
    /// The teacher's dashboard it was opened from (a kept class game), to go back to.
    pub dashboard: Option<Box<super::DashboardScreen>>,
    /// Whether the grades are being worked out.
    grading: bool,
    /// How many moves the grading has reached.
    graded: Arc<AtomicUsize>,
    /// The effects asked for, handed out by the app.
    pub(super) asks: Vec<Effect>,
}

impl ReviewScreen {
    /// The review of `game`: `graded` when it is known already, else asked
    /// to be worked out with `setup`.
    pub fn new(game: Game, graded: Option<Review>, setup: ReviewSetup) -> ReviewScreen {
        let mut screen = ReviewScreen {
            grading: graded.is_none(),
            review: graded,
            game,
            selected: 0,
            back: None,
            lesson: None,
            dashboard: None,
            graded: Arc::new(AtomicUsize::new(0)),
            asks: Vec::new(),
        };
        if screen.grading {
            screen.asks.push(Effect::Grade {
                game: screen.game.clone(),
                setup,
                reached: Arc::clone(&screen.graded),
            });
        }
        screen
    }

    /// The grades of `game` are in: kept, when it is the game reviewed.
    pub fn graded(&mut self, game: &Game, review: Review) {
        if self.grading && *game == self.game {
            self.grading = false;
            self.review = Some(review);
        }
    }

    /// How far the grading is: the moves reached, of how many.
    pub fn progress(&self) -> (usize, usize) {
        let total = moves_to_grade(&self.game);
        (self.graded.load(Ordering::Relaxed).min(total), total)
    }

    /// Whether the grades are being worked out.
    pub fn grading(&self) -> bool {
        self.grading
    }

    /// The moves that lost something, the costliest first.
    pub fn worst(&self) -> Vec<&MoveGrade> {
        self.review
            .as_ref()
            .map_or_else(Vec::new, |review| review.worst_first())
    }

    /// The graded move chosen, if any.
    pub fn chosen(&self) -> Option<&MoveGrade> {
        self.worst().get(self.selected).copied()
    }

    /// Acts on `msg`.
    pub fn take(&mut self, msg: Msg) -> ReviewEffect {
        match msg {
            Msg::Arrow(Arrow::Up) => self.selected = self.selected.saturating_sub(1),
            Msg::Arrow(Arrow::Down) => {
                let last = self.worst().len().saturating_sub(1);
                self.selected = (self.selected + 1).min(last);
            }
            Msg::Escape | Msg::Backspace | Msg::Arrow(Arrow::Left) => return ReviewEffect::Leave,
            _ => {}
        }
        ReviewEffect::None
    }
}

/// The review's bindings: ↑ ↓ go through the graded moves.
pub const BINDINGS: &[Binding] = &[
    CHOOSE_UP,
    CHOOSE_DOWN,
    Binding::msg(
        &[Key::Esc, Key::Backspace, Key::Left],
        Msg::Escape,
        Does::Back,
    )
    .on_bar(),
    HELP,
    QUIT,
];
