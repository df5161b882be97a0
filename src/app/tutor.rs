//! [`Tutor`]: the app and the executor of its effects, what a front end drives.
//! A message goes to `update`; each effect it asks for is run, and what the
//! effect found out goes back to `update`, until nothing is left: all of it
//! before the next frame is drawn (so a save asked with a verdict is on disk
//! before the verdict shows).

use std::ops::{Deref, DerefMut};
use std::time::{Duration, Instant};

use crate::course::Course;
use crate::learner::Progress;
use crate::store::Store;

use super::{App, Executor, Msg, Overrides, update};

/// The app with its executor.
#[derive(Debug)]
pub struct Tutor {
    app: App,
    executor: Executor,
}

impl Tutor {
    /// A tutor on the home screen, with `progress` kept in `store`.
    pub fn new(
        course: Course,
        progress: Progress,
        store: Option<Store>,
        overrides: Overrides,
    ) -> Tutor {
        let executor = Executor::new(store);
        let mut app = App::new(course, progress, overrides);
        app.data_dir = executor.folder().map(std::path::Path::to_path_buf);
        Tutor { app, executor }
    }

    /// A pupil's tutor in a classroom: class requests go to `link`, and Play
    /// offers a classmate.
    pub fn join_class(&mut self, link: Box<dyn super::ClassLink>) {
        self.executor.join_class(link);
        self.app.class = Some(super::ClassState::default());
    }

    /// `msg` given to the app, and every effect it asks for run.
    pub fn send(&mut self, msg: Msg) {
        let effects = update(&mut self.app, msg);
        self.run(effects);
    }

    /// The effects asked outside `update` (a screen opened directly) run.
    pub fn flush(&mut self) {
        let effects = self.app.take_effects();
        self.run(effects);
    }

    fn run(&mut self, mut effects: Vec<super::Effect>) {
        while !effects.is_empty() {
            for effect in std::mem::take(&mut effects) {
                if let Some(found) = self.executor.run(&mut self.app, effect) {
                    effects.extend(update(&mut self.app, found));
                }
            }
            effects.extend(self.app.take_effects());
        }
    }

    /// Whether work is asked for or under way off the UI thread (the computer
    /// thinking, a review being graded).
    pub fn working(&self) -> bool {
        self.executor.working() || self.app.has_effects()
    }

    /// The answers of the threads that are in, given to the app; whether there was any.
    pub fn take_finished(&mut self) -> bool {
        let mut any = false;
        while let Some(answer) = self.executor.finished() {
            self.send(answer);
            any = true;
        }
        any
    }

    /// Waits for every thread to answer, giving each answer to the app; false
    /// when `patience` runs out first.
    pub fn wait(&mut self, patience: Duration) -> bool {
        let deadline = Instant::now() + patience;
        self.flush();
        while self.executor.working() {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.executor.wait(left) {
                Some(answer) => self.send(answer),
                None => return false,
            }
        }
        true
    }

    /// Where the learner's progress is, in words (see [`Executor::where_progress_is`]).
    pub fn where_progress_is(&self) -> Option<String> {
        self.executor
            .where_progress_is(self.app.ui(), &self.app.progress)
    }

    /// Notes where the learner is and saves: what every way of leaving (quit,
    /// a signal, an error, a panic) does last.
    pub fn save_on_exit(&mut self) {
        self.app.save_on_exit();
        self.flush();
    }
}

impl Deref for Tutor {
    type Target = App;

    fn deref(&self) -> &App {
        &self.app
    }
}

impl DerefMut for Tutor {
    fn deref_mut(&mut self) -> &mut App {
        &mut self.app
    }
}
