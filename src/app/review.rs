//! The review screen's state: a game graded move by move (worked out on another
//! thread: the solver and the level-6 search take a few seconds), the graded
//! move chosen among the costliest first, and the game to go back to.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use crate::engine::Game;
use crate::runner::review::{MoveGrade, Review, ReviewSetup, moves_to_grade, review_counting};

use super::game::GameScreen;
use super::{Arrow, Msg};

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
    /// The grades being worked out.
    grading: Option<Arc<OnceLock<Review>>>,
    /// How many moves the grading has reached.
    graded: Arc<AtomicUsize>,
}

impl ReviewScreen {
    /// The review of `game`: `graded` when it is known already, else worked out
    /// on another thread with `setup`.
    pub fn new(game: Game, graded: Option<Review>, setup: ReviewSetup) -> ReviewScreen {
        let mut screen = ReviewScreen {
            review: graded,
            game,
            selected: 0,
            back: None,
            grading: None,
            graded: Arc::new(AtomicUsize::new(0)),
        };
        if screen.review.is_none() {
            let answer = Arc::new(OnceLock::new());
            let slot = Arc::clone(&answer);
            let game = screen.game.clone();
            let graded = Arc::clone(&screen.graded);
            let spawned = std::thread::Builder::new()
                .name("review".into())
                .spawn(move || {
                    crate::fault::test_panic("review");
                    let _ = slot.set(review_counting(&game, &setup, &graded));
                });
            if spawned.is_err() {
                let _ = answer.set(review_counting(&screen.game, &setup, &screen.graded));
            }
            screen.grading = Some(answer);
        }
        screen
    }

    /// How far the grading is: the moves reached, of how many.
    pub fn progress(&self) -> (usize, usize) {
        let total = moves_to_grade(&self.game);
        (self.graded.load(Ordering::Relaxed).min(total), total)
    }

    /// Whether the grades are being worked out.
    pub fn grading(&self) -> bool {
        self.grading.is_some()
    }

    /// Whether the grades are worked out and wait for [`Msg::Ready`].
    pub fn ready(&self) -> bool {
        self.grading.as_ref().is_some_and(|g| g.get().is_some())
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
            Msg::Ready => {
                if let Some(done) = self.grading.take() {
                    match done.get() {
                        Some(graded) => self.review = Some(graded.clone()),
                        None => self.grading = Some(done),
                    }
                }
            }
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
