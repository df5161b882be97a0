//! The teacher's side of the server: what a teacher's session asks of the
//! class ([`TeacherLink`]), and the class's view sent to every teacher's
//! dashboard whenever it changes ([`refresh`]). Only a teacher's session has
//! a `TeacherLink`; a pupil's asks go through `games::PupilLink`, which
//! hears no teacher's request.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::SystemTime;

use super::roster::{self, Roster};
use super::server::Shared;
use crate::app::{ClassAsk, ClassLink, ClassNews, ClassView, TeacherAsk, TeacherNews};
use crate::i18n::Ui;

/// What the server keeps for the teachers' dashboards.
#[derive(Default)]
pub struct Dashboards {
    /// The pupils' files as last read.
    roster: Roster,
    /// The view last sent.
    sent: Mutex<Option<ClassView>>,
    /// When each pupil last left, by folder name.
    left: Mutex<HashMap<String, SystemTime>>,
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Dashboards {
    /// The pupil of folder `key` left now.
    pub fn left(&self, key: &str) {
        lock(&self.left).insert(key.to_string(), SystemTime::now());
    }
}

/// The class as the dashboard shows it now.
pub fn view(shared: &Shared) -> ClassView {
    let games = shared.games.for_dashboard();
    let online = shared.online();
    let left = lock(&shared.dashboards.left).clone();
    let pupils = shared
        .dashboards
        .roster
        .pupils(shared.class.dir(), &online, &games.seats, &left);
    ClassView {
        pupils,
        games: games.playing,
        kept: games.kept,
        settings: Some(shared.games.settings()),
        tally: games.tally,
    }
}

/// Every teacher's dashboard sent the class's view, if it changed since the
/// last one sent (or always, with `force`); nothing without a teacher.
pub fn refresh(shared: &Shared, force: bool) {
    if !shared.games.has_teacher() {
        return;
    }
    let now = view(shared);
    let mut sent = lock(&shared.dashboards.sent);
    if force || sent.as_ref() != Some(&now) {
        *sent = Some(now.clone());
        drop(sent);
        let news = ClassNews::Teacher(TeacherNews::View(Box::new(now)));
        shared.games.tell_teachers(&news);
    }
}

/// The class report as CSV, in `ui`'s language.
pub fn report(shared: &Shared, ui: Ui) -> String {
    roster::csv(ui, &view(shared).pupils)
}

/// A teacher's session's way to the class.
pub struct TeacherLink {
    /// The class.
    pub shared: Arc<Shared>,
    /// The session's number among the teachers'.
    pub id: u64,
    /// The teacher's language, for the report.
    pub lang: crate::lang::Lang,
}

impl std::fmt::Debug for TeacherLink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "TeacherLink({})", self.id)
    }
}

impl ClassLink for TeacherLink {
    fn ask(&self, ask: ClassAsk) {
        if let ClassAsk::Teacher(ask) = ask {
            self.teacher_ask(ask);
        }
    }
}

impl TeacherLink {
    fn tell(&self, news: TeacherNews) {
        self.shared
            .games
            .tell_teacher(self.id, ClassNews::Teacher(news));
    }

    fn teacher_ask(&self, ask: TeacherAsk) {
        let shared = &self.shared;
        match ask {
            TeacherAsk::Watch => {
                let now = view(shared);
                self.tell(TeacherNews::View(Box::new(now)));
            }
            TeacherAsk::Pair(pairing) => {
                let pairs = shared.games.pair(pairing);
                self.tell(TeacherNews::Paired(pairs));
            }
            TeacherAsk::Settings(settings) => {
                // On disk first: a setting not saved is not in force.
                let saved = settings
                    .write(shared.class.dir())
                    .map_err(|e| e.to_string());
                if saved.is_ok() {
                    shared.games.set_settings(settings);
                    shared.games.tell_settings();
                }
                refresh(shared, false);
                self.tell(TeacherNews::SettingsSaved(saved));
            }
            TeacherAsk::Report => {
                let text = report(shared, crate::i18n::Ui::new(self.lang));
                let written =
                    roster::write_report(shared.class.dir(), &text).map_err(|e| e.to_string());
                self.tell(TeacherNews::Report(written));
            }
            TeacherAsk::Follow(follow) => {
                shared.games.follow(follow);
                refresh(shared, false);
            }
        }
    }
}
