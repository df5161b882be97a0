//! The teacher's side of the class: the teachers' sessions, each told the
//! class's news; follow me (where the class's demo is, the answers to its
//! step); pairing the free pupils, each pair invited as a pupil would invite;
//! and the games as the dashboard lists them.

use std::collections::HashMap;

use super::{ClassGames, Inner, NewsSender, free_for, lock, pair, tell};
use crate::app::{Answered, ClassNews, Follow, GameRow, Pairing};
use crate::runner::Answer;

/// The class games as the dashboard shows them.
pub struct Games {
    /// The games going on, by number.
    pub playing: Vec<GameRow>,
    /// The games kept, newest first.
    pub kept: Vec<GameRow>,
    /// The game each pupil plays (by folder name).
    pub seats: HashMap<String, u64>,
    /// The answers to the step the class follows.
    pub tally: Vec<Answered>,
}

impl ClassGames {
    /// A teacher's session joins, told the class's news through `news`; its number.
    pub fn join_teacher(&self, news: NewsSender) -> u64 {
        let mut inner = lock(&self.inner);
        let id = inner.next_teacher;
        inner.next_teacher += 1;
        inner.teachers.insert(id, news);
        id
    }

    /// Teacher `id` left; with no teacher left, the class's demo ends.
    pub fn leave_teacher(&self, id: u64) {
        let ended = {
            let mut inner = lock(&self.inner);
            inner.teachers.remove(&id);
            inner.teachers.is_empty() && inner.follow.is_some()
        };
        if ended {
            self.follow(None);
        }
    }

    /// Whether a teacher's session is open.
    pub fn has_teacher(&self) -> bool {
        !lock(&self.inner).teachers.is_empty()
    }

    /// Every teacher told `news`.
    pub fn tell_teachers(&self, news: &ClassNews) {
        for sender in lock(&self.inner).teachers.values() {
            let _ = sender.send(news.clone());
        }
    }

    /// Teacher `id` told `news`.
    pub fn tell_teacher(&self, id: u64, news: ClassNews) {
        if let Some(sender) = lock(&self.inner).teachers.get(&id) {
            let _ = sender.send(news);
        }
    }

    /// Every pupil online told the class settings now.
    pub fn tell_settings(&self) {
        let settings = self.settings();
        let inner = lock(&self.inner);
        for key in inner.pupils.keys() {
            tell(&inner, key, ClassNews::Settings(settings));
        }
    }

    /// The class's demo is at `follow` now (none: it ended): every pupil not
    /// in a class game is told; the answers start again at a new step.
    pub fn follow(&self, follow: Option<Follow>) {
        let mut inner = lock(&self.inner);
        let same_step = match (&inner.follow, &follow) {
            (
                Some(Follow::Lesson { number, step, .. }),
                Some(Follow::Lesson {
                    number: n, step: s, ..
                }),
            ) => number == n && step == s,
            _ => false,
        };
        if !same_step {
            inner.answers.clear();
        }
        inner.follow.clone_from(&follow);
        for key in inner.pupils.keys() {
            if !inner.playing.contains_key(key) || follow.is_none() {
                tell(&inner, key, ClassNews::Follow(follow.clone()));
            }
        }
    }

    /// The pupils online and free paired as `pairing` says, the first of each
    /// pair inviting the second; the pairs, by name.
    pub fn pair(&self, pairing: Pairing) -> Vec<(String, String)> {
        let mut inner = lock(&self.inner);
        let mut free: Vec<String> = inner
            .pupils
            .keys()
            .filter(|key| !inner.playing.contains_key(*key))
            .cloned()
            .collect();
        free.sort();
        let pairs = match pairing {
            Pairing::ByRating => {
                let rating = |key: &String| self.rating(key).rating;
                free.sort_by(|a, b| rating(b).total_cmp(&rating(a)).then(a.cmp(b)));
                free.chunks_exact(2)
                    .map(|two| (two[0].clone(), two[1].clone()))
                    .collect()
            }
            Pairing::RoundRobin => least_met(&inner, free),
        };
        let mut named = Vec::new();
        for (from, to) in pairs {
            self.withdraw(&mut inner, &from);
            self.withdraw(&mut inner, &to);
            inner.invitations.insert(from.clone(), to.clone());
            let name = |key: &str| inner.pupils.get(key).map(|p| p.name.clone());
            if let (Some(from_name), Some(to_name)) = (name(&from), name(&to)) {
                tell(&inner, &to, ClassNews::Invited(from_name.clone()));
                named.push((from_name, to_name));
            }
        }
        for key in inner.pupils.keys() {
            tell(&inner, key, ClassNews::Classmates(free_for(&inner, key)));
        }
        named
    }

    /// The games and the answers, as the dashboard shows them.
    pub fn for_dashboard(&self) -> Games {
        let inner = lock(&self.inner);
        let mut playing: Vec<GameRow> = inner.tables.values().map(|t| t.row()).collect();
        playing.sort_by_key(|g| g.id);
        let mut kept = inner.kept.clone();
        kept.sort_by_key(|g| std::cmp::Reverse(g.id));
        Games {
            playing,
            kept,
            seats: inner.playing.clone(),
            tally: inner.answers.iter().map(|(_, a)| a.clone()).collect(),
        }
    }
}

/// The free pupils (`free`, by name) paired so that each pair has played
/// each other as little as possible: the pair that met least first, then the
/// next among those left (ties go to the names' order).
fn least_met(inner: &Inner, mut free: Vec<String>) -> Vec<(String, String)> {
    let met = |a: &str, b: &str| inner.pairs.get(&pair(a, b)).copied().unwrap_or(0);
    let mut pairs = Vec::new();
    while free.len() >= 2 {
        let mut best = (usize::MAX, 0, 1);
        for i in 0..free.len() {
            for j in i + 1..free.len() {
                let n = met(&free[i], &free[j]);
                if n < best.0 {
                    best = (n, i, j);
                }
            }
        }
        let (_, i, j) = best;
        let second = free.remove(j);
        let first = free.remove(i);
        pairs.push((first, second));
    }
    pairs
}

/// `key`'s answer to the step the class follows at `follow`, kept once (a
/// step moved on since, or a pupil who answered already, changes nothing);
/// the teachers see it with the next view.
pub(super) fn answered(inner: &mut Inner, key: &str, follow: &Follow, answer: Answer, right: bool) {
    if inner.follow.as_ref() != Some(follow) || inner.answers.iter().any(|(k, _)| k == key) {
        return;
    }
    let Some(name) = inner.pupils.get(key).map(|p| p.name.clone()) else {
        return;
    };
    let answered = Answered {
        name,
        answer,
        right,
    };
    inner.answers.push((key.to_string(), answered));
}

#[cfg(test)]
mod tests {
    use super::super::ClassGames;
    use super::super::tests::join;
    use crate::app::{ClassAsk, ClassNews, Follow, Pairing, TeacherAsk};
    use crate::classroom::settings::ClassSettings;
    use crate::runner::Answer;
    use tokio::sync::mpsc::UnboundedReceiver;

    fn heard(news: &mut UnboundedReceiver<ClassNews>) -> Vec<ClassNews> {
        std::iter::from_fn(|| news.try_recv().ok()).collect()
    }

    #[test]
    fn a_pupils_session_asking_what_the_teacher_asks_changes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let games = ClassGames::new(dir.path(), ClassSettings::default());
        let (ani, mut ani_news) = join(&games, "ani");
        let (_budi, mut budi_news) = join(&games, "budi");
        heard(&mut ani_news);
        heard(&mut budi_news);
        let follow = Follow::Lesson {
            number: 0,
            step: 2,
            revealed: false,
        };
        for ask in [
            TeacherAsk::Pair(Pairing::ByRating),
            TeacherAsk::Follow(Some(follow.clone())),
            TeacherAsk::Report,
        ] {
            games.ask(&ani, ClassAsk::Teacher(ask));
        }
        assert_eq!(heard(&mut budi_news), []);
        assert_eq!(heard(&mut ani_news), []);
        // Nor does an answer to a demo the class does not follow count.
        let answer = ClassAsk::FollowAnswer {
            follow,
            answer: Answer::Choice(0),
            right: true,
        };
        games.ask(&ani, answer);
        assert!(games.for_dashboard().tally.is_empty());
        assert!(!dir.path().read_dir().unwrap().any(|e| {
            e.unwrap()
                .file_name()
                .to_string_lossy()
                .starts_with("report")
        }));
    }

    #[test]
    fn round_robin_pairs_those_who_met_least() {
        let dir = tempfile::tempdir().unwrap();
        let games = ClassGames::new(dir.path(), ClassSettings::default());
        let mut news = Vec::new();
        for name in ["ani", "budi", "citra", "dewi"] {
            news.push(join(&games, name));
        }
        // Ani and budi have met twice, citra and dewi once.
        {
            let mut inner = super::lock(&games.inner);
            inner.pairs.insert(super::pair("ani", "budi"), 2);
            inner.pairs.insert(super::pair("citra", "dewi"), 1);
        }
        let pairs = games.pair(Pairing::RoundRobin);
        let names: Vec<(&str, &str)> = pairs
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        assert_eq!(names, [("ani", "citra"), ("budi", "dewi")]);
        let (_, citra_news) = &mut news[2];
        assert!(heard(citra_news).contains(&ClassNews::Invited("ani".into())));
    }

    #[test]
    fn an_answer_counts_once_for_the_step_followed_and_a_new_step_starts_again() {
        let dir = tempfile::tempdir().unwrap();
        let games = ClassGames::new(dir.path(), ClassSettings::default());
        let (ani, mut ani_news) = join(&games, "ani");
        let at = |step| Follow::Lesson {
            number: 0,
            step,
            revealed: false,
        };
        games.follow(Some(at(2)));
        assert!(heard(&mut ani_news).contains(&ClassNews::Follow(Some(at(2)))));
        let answer = |n| ClassAsk::FollowAnswer {
            follow: at(2),
            answer: Answer::Choice(n),
            right: n == 1,
        };
        games.ask(&ani, answer(1));
        games.ask(&ani, answer(0));
        let tally = games.for_dashboard().tally;
        assert_eq!(tally.len(), 1);
        assert_eq!(
            (tally[0].answer.clone(), tally[0].right),
            (Answer::Choice(1), true)
        );
        games.follow(Some(at(3)));
        assert!(games.for_dashboard().tally.is_empty());
    }
}
