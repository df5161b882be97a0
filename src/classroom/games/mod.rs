//! Class games, held in one place: [`ClassGames`], behind one lock, knows who
//! is online and free, the invitations, and every class game's one true state.
//! Pupils' tutors ask it things (through [`ClassLink`], run by their
//! executor) and hear from it through a channel of [`ClassNews`] that their
//! input loop reads. A clock ([`ClassGames::tick`]) plays a random legal move
//! when a turn's time is up, and the computer's move for a seat whose pupil
//! left more than the grace time ago.
//!
//! ```text
//! DIR/games/game-N.txt                  every class game's record, rewritten at each move
//! DIR/pupils/NAME/class_rating.toml     the pupil's class rating (Glicko-2)
//! DIR/pupils/NAME/games/class-game-N.txt  a copy of each finished game, for the pupil's list
//! ```
//!
//! Every move is on disk before either player is told of it; a finished
//! game's ratings are on disk before they are shown. Served again, the class
//! reads its games back (`disk`): one not over goes on at its last move, its
//! seats held for their pupils.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use tokio::sync::mpsc::UnboundedSender;

mod disk;
mod teach;

pub(crate) use disk::read_rating;
pub use teach::Games;

use super::class::PUPILS;
use super::name::PupilName;
use super::settings::ClassSettings;
use crate::app::{Answered, ClassAsk, ClassGame, ClassLink, ClassNews, Follow, GameRow};
use crate::engine::search::{Budget, Rng, mix};
use crate::engine::{Color, Square, Status};
use crate::learner::rating::{self, Opponent, Outcome, Rating};
use crate::runner::game::{GameSession, Mover, Thinking};
use crate::store::write_atomically;

/// The folder of the class games' records, in the class folder.
const GAMES: &str = "games";
/// A pupil's class rating, in their folder.
pub(super) const RATING_FILE: &str = "class_rating.toml";
/// How long the computer's move for a seat left waits at least after the move before it.
const COMPUTER_PAUSE: Duration = Duration::from_millis(700);

/// Where the class tells a pupil something.
type NewsSender = UnboundedSender<ClassNews>;

/// A pupil's class rating as kept in their folder.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct ClassRating {
    /// The rating r.
    pub rating: f64,
    /// The deviation RD.
    pub deviation: f64,
    /// The volatility σ.
    pub volatility: f64,
    /// Class games rated.
    pub games: u32,
}

impl Default for ClassRating {
    fn default() -> ClassRating {
        let start = Rating::default();
        ClassRating {
            rating: start.rating,
            deviation: start.deviation,
            volatility: start.volatility,
            games: 0,
        }
    }
}

impl ClassRating {
    fn glicko(self) -> Rating {
        Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    /// The rating after one game against `opponent` ending in `outcome`.
    pub fn after(self, opponent: ClassRating, outcome: Outcome) -> ClassRating {
        let game = rating::Game {
            opponent: Opponent {
                rating: opponent.rating,
                deviation: opponent.deviation,
            },
            outcome,
        };
        let next = self.glicko().after_period(&[game], rating::TAU);
        if !next.is_sound() {
            return self;
        }
        ClassRating {
            rating: next.rating,
            deviation: next.deviation,
            volatility: next.volatility,
            games: self.games.saturating_add(1),
        }
    }
}

/// A pupil online.
struct Pupil {
    /// The name as typed.
    name: String,
    news: NewsSender,
}

/// A class game being played.
#[derive(Clone)]
struct Table {
    id: u64,
    /// The folder names of black and white.
    seats: [String; 2],
    /// Their names as typed.
    names: [String; 2],
    number: usize,
    session: GameSession,
    last_mover: Mover,
    /// Since when each seat is empty (none: its pupil is at the game).
    away: [Option<Instant>; 2],
    /// When the turn's time runs out.
    deadline: Option<Instant>,
    /// When the last move landed.
    moved_at: Instant,
    /// A move is being written: no other lands until it is.
    writing: bool,
}

fn index(color: Color) -> usize {
    match color {
        Color::Black => 0,
        Color::White => 1,
    }
}

impl Table {
    fn seat_of(&self, key: &str) -> Option<Color> {
        [Color::Black, Color::White]
            .into_iter()
            .find(|c| self.seats[index(*c)] == key)
    }

    fn over(&self) -> bool {
        matches!(self.session.board().status(), Status::Over(_))
    }

    fn state_for(&self, you: Color, settings: &ClassSettings) -> ClassGame {
        ClassGame {
            id: self.id,
            black: self.names[0].clone(),
            white: self.names[1].clone(),
            you,
            number: self.number,
            record: self.session.record(),
            last_mover: self.last_mover,
            time_left: self
                .deadline
                .map(|at| at.saturating_duration_since(Instant::now())),
            dots: settings.dots,
        }
    }

    fn text(&self) -> String {
        disk::text(self.id, &self.names, &self.session)
    }

    /// The game as the dashboard lists it.
    fn row(&self) -> GameRow {
        GameRow {
            id: self.id,
            black: self.names[0].clone(),
            white: self.names[1].clone(),
            record: self.session.record(),
            away: self.away.map(|since| since.is_some()),
        }
    }

    /// Whether neither player is at the game (its clock waits for one).
    fn deserted(&self) -> bool {
        self.away.iter().all(Option::is_some)
    }
}

#[derive(Default)]
struct Inner {
    pupils: HashMap<String, Pupil>,
    /// Invitations, by who sent them: to whom.
    invitations: HashMap<String, String>,
    tables: HashMap<u64, Table>,
    /// The game each pupil plays now.
    playing: HashMap<String, u64>,
    /// Games begun between two pupils (their folder names, in order).
    pairs: HashMap<(String, String), usize>,
    next_id: u64,
    /// The finished games kept, by number.
    kept: Vec<GameRow>,
    /// The teachers' sessions, each told the class's news.
    teachers: HashMap<u64, NewsSender>,
    next_teacher: u64,
    /// Where the demo the class follows is, if it runs.
    follow: Option<Follow>,
    /// The answers to the step the class follows, by pupil.
    answers: Vec<(String, Answered)>,
}

/// Every class game, who is online and free, and the invitations.
pub struct ClassGames {
    dir: PathBuf,
    settings: Mutex<ClassSettings>,
    inner: Mutex<Inner>,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// A move about to be written down (see [`ClassGames::prepare`]).
struct Prepared {
    id: u64,
    after: GameSession,
    mover: Mover,
    text: String,
}

/// The first game number not taken in `folder` (`game-N.txt`).
fn next_free_id(folder: &Path) -> u64 {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return 1;
    };
    entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            name.strip_prefix("game-")?
                .strip_suffix(".txt")?
                .parse::<u64>()
                .ok()
        })
        .max()
        .map_or(1, |n| n.saturating_add(1))
}

fn pair(a: &str, b: &str) -> (String, String) {
    if a <= b {
        (a.to_string(), b.to_string())
    } else {
        (b.to_string(), a.to_string())
    }
}

impl ClassGames {
    /// The class games of the class folder `dir`, played by `settings`: the
    /// games kept there read back, each one not over going on with both seats
    /// held, each one over given the ratings and copies it lacks.
    pub fn new(dir: &Path, settings: ClassSettings) -> ClassGames {
        let inner = Inner {
            next_id: next_free_id(&dir.join(GAMES)),
            ..Inner::default()
        };
        let games = ClassGames {
            dir: dir.to_path_buf(),
            settings: Mutex::new(settings),
            inner: Mutex::new(inner),
        };
        games.resume();
        games
    }

    /// The games kept in the class folder, read back.
    fn resume(&self) {
        let mut inner = lock(&self.inner);
        let now = Instant::now();
        for kept in disk::read_games(&self.dir.join(GAMES)) {
            let seats = kept.names.clone().map(|name| name.to_ascii_lowercase());
            let played = inner.pairs.entry(pair(&seats[0], &seats[1])).or_insert(0);
            *played += 1;
            let table = Table {
                id: kept.id,
                number: *played,
                seats,
                names: kept.names,
                session: kept.session,
                last_mover: Mover::Person,
                away: [Some(now), Some(now)],
                deadline: None,
                moved_at: now,
                writing: false,
            };
            if table.over() {
                self.rate_and_copy(&table);
                inner.kept.push(table.row());
                continue;
            }
            for key in &table.seats {
                inner.playing.insert(key.clone(), table.id);
            }
            inner.tables.insert(table.id, table);
        }
    }

    /// The class settings now.
    pub fn settings(&self) -> ClassSettings {
        *lock(&self.settings)
    }

    /// The class settings changed to `settings` (the file is the caller's):
    /// a timer changed counts from the next move.
    pub fn set_settings(&self, settings: ClassSettings) {
        *lock(&self.settings) = settings;
    }

    /// The folder of `key`'s progress.
    fn pupil_folder(&self, key: &str) -> PathBuf {
        self.dir.join(PUPILS).join(key)
    }

    /// `key`'s class rating (a new pupil's, or one whose file cannot be read,
    /// starts at the beginning).
    pub fn rating(&self, key: &str) -> ClassRating {
        disk::read_rating(&self.pupil_folder(key)).0
    }

    /// `name` is online, told through `news`; a game of theirs going on takes
    /// them back to their seat at once.
    pub fn join(&self, name: &PupilName, news: NewsSender) {
        let key = name.folder_name();
        let mut inner = lock(&self.inner);
        inner.pupils.insert(
            key.clone(),
            Pupil {
                name: name.to_string(),
                news,
            },
        );
        tell(&inner, &key, ClassNews::Settings(self.settings()));
        self.back(&mut inner, &key);
        if !inner.playing.contains_key(&key) && inner.follow.is_some() {
            tell(&inner, &key, ClassNews::Follow(inner.follow.clone()));
        }
        self.tell_classmates(&inner);
    }

    /// `name` left: their invitations are withdrawn, and their seat waits.
    pub fn leave(&self, name: &PupilName) {
        let key = name.folder_name();
        let mut inner = lock(&self.inner);
        self.away(&mut inner, &key);
        self.withdraw(&mut inner, &key);
        let shown = inner.pupils.remove(&key).map(|p| p.name);
        // Invitations to the pupil who left come back declined.
        let to_them: Vec<String> = inner
            .invitations
            .iter()
            .filter(|(_, to)| **to == key)
            .map(|(from, _)| from.clone())
            .collect();
        for from in to_them {
            inner.invitations.remove(&from);
            if let Some(shown) = &shown {
                tell(&inner, &from, ClassNews::NotFree(shown.clone()));
            }
        }
        self.tell_classmates(&inner);
    }

    /// What `name` asks.
    pub fn ask(&self, name: &PupilName, ask: ClassAsk) {
        let key = name.folder_name();
        let mut inner = lock(&self.inner);
        if !inner.pupils.contains_key(&key) {
            return;
        }
        match ask {
            ClassAsk::Classmates => {
                let free = free_for(&inner, &key);
                tell(&inner, &key, ClassNews::Classmates(free));
            }
            ClassAsk::Invite(to) => self.invite(&mut inner, &key, &to),
            ClassAsk::Withdraw => self.withdraw(&mut inner, &key),
            ClassAsk::Answer { from, accept } => self.answer(&mut inner, &key, &from, accept),
            ClassAsk::Play(square) => {
                let prepared = self.play(&mut inner, &key, square);
                drop(inner);
                if let Some(prepared) = prepared {
                    self.complete(prepared);
                }
            }
            ClassAsk::Away => self.away(&mut inner, &key),
            ClassAsk::Back => self.back(&mut inner, &key),
            ClassAsk::FollowAnswer {
                follow,
                answer,
                right,
            } => teach::answered(&mut inner, &key, &follow, answer, right),
            // A pupil's session is never the teacher's.
            ClassAsk::Teacher(_) => {}
        }
    }

    fn invite(&self, inner: &mut Inner, key: &str, to: &str) {
        let Some(to_key) = PupilName::parse(to).map(|n| n.folder_name()) else {
            return;
        };
        let free = to_key != key
            && inner.pupils.contains_key(&to_key)
            && !inner.playing.contains_key(&to_key)
            && !inner.playing.contains_key(key);
        let shown = inner
            .pupils
            .get(&to_key)
            .map_or_else(|| to.to_string(), |p| p.name.clone());
        if !free {
            tell(inner, key, ClassNews::NotFree(shown));
            return;
        }
        self.withdraw(inner, key);
        inner.invitations.insert(key.to_string(), to_key.clone());
        let from = inner.pupils.get(key).map(|p| p.name.clone());
        if let Some(from) = from {
            tell(inner, &to_key, ClassNews::Invited(from));
        }
    }

    /// `key`'s invitation, if any, withdrawn (and its classmate told).
    fn withdraw(&self, inner: &mut Inner, key: &str) {
        if let Some(to) = inner.invitations.remove(key)
            && let Some(from) = inner.pupils.get(key).map(|p| p.name.clone())
        {
            tell(inner, &to, ClassNews::Withdrawn(from));
        }
    }

    fn answer(&self, inner: &mut Inner, key: &str, from: &str, accept: bool) {
        let Some(from_key) = PupilName::parse(from).map(|n| n.folder_name()) else {
            return;
        };
        if inner.invitations.get(&from_key).map(String::as_str) != Some(key) {
            return;
        }
        inner.invitations.remove(&from_key);
        let me = inner
            .pupils
            .get(key)
            .map(|p| p.name.clone())
            .unwrap_or_default();
        if !accept {
            tell(inner, &from_key, ClassNews::Declined(me));
            return;
        }
        let busy = inner.playing.contains_key(key) || inner.playing.contains_key(&from_key);
        if busy || !inner.pupils.contains_key(&from_key) {
            tell(inner, key, ClassNews::NotFree(from.to_string()));
            return;
        }
        self.withdraw(inner, key);
        self.begin(inner, &from_key, key);
    }

    /// A game between `inviter` and `invited`: the inviter plays black in
    /// their first game, and the colours swap for each next one when the
    /// class says so.
    fn begin(&self, inner: &mut Inner, inviter: &str, invited: &str) {
        let played = inner.pairs.entry(pair(inviter, invited)).or_insert(0);
        *played += 1;
        let number = *played;
        let swapped = self.settings().swap_colours && number.is_multiple_of(2);
        let (black, white) = match swapped {
            false => (inviter, invited),
            true => (invited, inviter),
        };
        let name = |key: &str| {
            inner
                .pupils
                .get(key)
                .map_or_else(|| key.to_string(), |p| p.name.clone())
        };
        let id = inner.next_id;
        inner.next_id += 1;
        let mut table = Table {
            id,
            seats: [black.to_string(), white.to_string()],
            names: [name(black), name(white)],
            number,
            session: disk::session(),
            last_mover: Mover::Person,
            away: [None, None],
            deadline: None,
            moved_at: Instant::now(),
            writing: false,
        };
        self.reset_deadline(&mut table);
        if self.write_table(&table).is_err() {
            for key in [inviter, invited] {
                tell(inner, key, ClassNews::NotFree(String::new()));
            }
            return;
        }
        for key in [black, white] {
            inner.playing.insert(key.to_string(), id);
            inner.invitations.remove(key);
        }
        inner.tables.insert(id, table);
        self.tell_game(inner, id);
        self.tell_classmates(inner);
    }

    fn reset_deadline(&self, table: &mut Table) {
        table.deadline = match (self.settings().timer, table.over()) {
            (Some(limit), false) => Some(Instant::now() + limit),
            _ => None,
        };
    }

    fn write_table(&self, table: &Table) -> std::io::Result<()> {
        self.write_record(table.id, &table.text())
    }

    /// Writes `text` as game `id`'s record.
    fn write_record(&self, id: u64, text: &str) -> std::io::Result<()> {
        let folder = self.dir.join(GAMES);
        std::fs::create_dir_all(&folder)?;
        write_atomically(&folder, &format!("game-{id}.txt"), text.as_bytes())
    }

    /// Every player at `id`'s table told how it stands.
    fn tell_game(&self, inner: &Inner, id: u64) {
        let Some(table) = inner.tables.get(&id) else {
            return;
        };
        let settings = self.settings();
        for color in [Color::Black, Color::White] {
            let i = index(color);
            if table.away[i].is_none() {
                let state = table.state_for(color, &settings);
                tell(inner, &table.seats[i], ClassNews::Game(Box::new(state)));
            }
        }
    }

    fn play(&self, inner: &mut Inner, key: &str, square: Square) -> Option<Prepared> {
        let id = *inner.playing.get(key)?;
        let table = inner.tables.get(&id)?;
        if table.seat_of(key) != Some(table.session.board().to_move()) || table.over() {
            return None;
        }
        let at = table.session.game().moves().len();
        self.prepare(inner, id, at, square, Mover::Person)
    }

    /// `square` played at table `id` for the side to move, when the game is
    /// still after its `at`th move and no other move is being written: the
    /// game after it, to be written down (the lock let go meanwhile, so that
    /// other games go on), then landed by [`ClassGames::complete`].
    fn prepare(
        &self,
        inner: &mut Inner,
        id: u64,
        at: usize,
        square: Square,
        mover: Mover,
    ) -> Option<Prepared> {
        let table = inner.tables.get_mut(&id)?;
        if table.writing || table.session.game().moves().len() != at {
            return None;
        }
        let mut after = table.session.clone();
        let events = after.play_for(square, mover);
        if !events
            .iter()
            .any(|e| matches!(e, crate::runner::game::Event::Played(_)))
        {
            return None;
        }
        table.writing = true;
        let text = disk::text(id, &table.names, &after);
        Some(Prepared {
            id,
            after,
            mover,
            text,
        })
    }

    /// A prepared move written down, then landed and told (not on disk: not
    /// played); a game it ends is rated, its ratings on disk before they are
    /// told. No file is written with the class's lock held.
    fn complete(&self, prepared: Prepared) {
        let written = self.write_record(prepared.id, &prepared.text).is_ok();
        let over = {
            let mut inner = lock(&self.inner);
            let Some(table) = inner.tables.get_mut(&prepared.id) else {
                return;
            };
            table.writing = false;
            if !written {
                return;
            }
            table.session = prepared.after;
            table.last_mover = prepared.mover;
            table.moved_at = Instant::now();
            self.reset_deadline(table);
            let over = table.over().then(|| table.clone());
            self.tell_game(&inner, prepared.id);
            over
        };
        if let Some(table) = over {
            let rated = self.rate_and_copy(&table);
            let mut inner = lock(&self.inner);
            self.finish(&mut inner, table.id, rated);
        }
    }

    /// The game at table `id` is over, each player's rating and copy written
    /// (`rated`: the ratings that moved): told; the players are free again.
    fn finish(&self, inner: &mut Inner, id: u64, rated: Vec<(String, f64, f64)>) {
        for (key, before, after) in rated {
            let news = ClassNews::Rated {
                before: before.round() as i64,
                after: after.round() as i64,
            };
            tell(inner, &key, news);
        }
        if let Some(table) = inner.tables.remove(&id) {
            for key in &table.seats {
                inner.playing.remove(key);
            }
            inner.kept.push(table.row());
        }
        self.tell_classmates(inner);
    }

    /// The finished game of `table` rated for each player whose rating does
    /// not count it yet, and copied into each player's games where the copy
    /// is missing (a class served again after a kill finishes what was cut
    /// short). Each player rated now, with the rating before and after; a
    /// rating not on disk is not among them, and is not shown as moved.
    fn rate_and_copy(&self, table: &Table) -> Vec<(String, f64, f64)> {
        let Status::Over(outcome) = table.session.board().status() else {
            return Vec::new();
        };
        let kept = table
            .seats
            .clone()
            .map(|key| disk::read_rating(&self.pupil_folder(&key)));
        let mut rated = Vec::new();
        for color in [Color::Black, Color::White] {
            let i = index(color);
            let key = &table.seats[i];
            let folder = self.pupil_folder(key);
            let (before, last_game) = kept[i];
            if last_game != Some(table.id) {
                let result = match outcome.winner() {
                    None => Outcome::Draw,
                    Some(w) if w == color => Outcome::Win,
                    Some(_) => Outcome::Loss,
                };
                let after = before.after(kept[1 - i].0, result);
                if disk::write_rating(&folder, after, table.id).is_ok() {
                    rated.push((key.clone(), before.rating, after.rating));
                }
            }
            let games = folder.join(GAMES);
            if !games.join(disk::copy_name(table.id)).exists() {
                // A copy not written is missed from the pupil's list alone:
                // the class keeps the game.
                let _ = disk::write_copy(&games, table.id, &table.text());
            }
        }
        rated
    }

    /// The game `key` plays, and their seat at it.
    fn seat<'a>(&self, inner: &'a mut Inner, key: &str) -> Option<(&'a mut Table, usize)> {
        let id = *inner.playing.get(key)?;
        let table = inner.tables.get_mut(&id)?;
        let color = table.seat_of(key)?;
        Some((table, index(color)))
    }

    /// `key` left their game's screen or the class: their seat waits, and
    /// the opponent is told.
    fn away(&self, inner: &mut Inner, key: &str) {
        let Some((table, i)) = self.seat(inner, key) else {
            return;
        };
        if table.away[i].is_some() {
            return;
        }
        table.away[i] = Some(Instant::now());
        let other = table.seats[1 - i].clone();
        let name = table.names[i].clone();
        if table.away[1 - i].is_none() {
            tell(inner, &other, ClassNews::OpponentLeft(name));
        }
    }

    /// `key` is back at their game, if one goes on: shown it, and the
    /// opponent told.
    fn back(&self, inner: &mut Inner, key: &str) {
        let Some((table, i)) = self.seat(inner, key) else {
            return;
        };
        // The first player back at a game left by both starts its clock again.
        if table.deserted() {
            table.moved_at = Instant::now();
            table.deadline = None;
        }
        let was_away = table.away[i].take().is_some();
        if table.deadline.is_none() {
            self.reset_deadline(table);
        }
        let color = [Color::Black, Color::White][i];
        let state = table.state_for(color, &self.settings());
        let other = table.seats[1 - i].clone();
        let name = table.names[i].clone();
        let other_here = table.away[1 - i].is_none();
        tell(inner, key, ClassNews::Game(Box::new(state)));
        if was_away && other_here {
            tell(inner, &other, ClassNews::OpponentBack(name));
        }
    }

    /// The time passes: a turn whose time is up gets a random legal move; a
    /// seat left longer than the grace time gets the computer's, while the
    /// other player is at the game (a game both left waits for them).
    pub fn tick(&self) {
        let settings = self.settings();
        let now = Instant::now();
        let mut due = Vec::new();
        {
            let inner = lock(&self.inner);
            for table in inner.tables.values() {
                if table.over() || table.deserted() || table.writing {
                    continue;
                }
                let board = *table.session.board();
                let to_move = index(board.to_move());
                let at = table.session.game().moves().len();
                let seed = mix(table.id ^ mix(at as u64));
                let left = table.away[to_move]
                    .is_some_and(|since| now.duration_since(since) >= settings.grace);
                if left && now.duration_since(table.moved_at) >= COMPUTER_PAUSE {
                    due.push((table.id, at, board, seed, Mover::Computer));
                } else if table.deadline.is_some_and(|at| now >= at) {
                    due.push((table.id, at, board, seed, Mover::Timer));
                }
            }
        }
        // The computer thinks with the class's lock let go: the other games go on.
        for (id, at, board, seed, mover) in due {
            let square = match mover {
                Mover::Computer => {
                    let thinking = Thinking {
                        board,
                        level: settings.level,
                        seed,
                        budget: Budget::STANDARD,
                    };
                    match thinking.choose() {
                        crate::engine::Move::Play(square) => Some(square),
                        crate::engine::Move::Pass => None,
                    }
                }
                _ => Rng::new(seed ^ 0x7469_6d65).pick(board.legal_moves()),
            };
            let Some(square) = square else {
                continue;
            };
            let prepared = self.prepare(&mut lock(&self.inner), id, at, square, mover);
            if let Some(prepared) = prepared {
                self.complete(prepared);
            }
        }
    }

    /// Every pupil online told who is free for them now.
    fn tell_classmates(&self, inner: &Inner) {
        for key in inner.pupils.keys() {
            tell(inner, key, ClassNews::Classmates(free_for(inner, key)));
        }
    }
}

/// The classmates free for `key`: online, not `key`, not in a game; by name.
fn free_for(inner: &Inner, key: &str) -> Vec<String> {
    let mut free: Vec<String> = inner
        .pupils
        .iter()
        .filter(|(k, _)| k.as_str() != key && !inner.playing.contains_key(k.as_str()))
        .map(|(_, p)| p.name.clone())
        .collect();
    free.sort();
    free
}

/// Tells `key`, if online (a tutor gone hears nothing).
fn tell(inner: &Inner, key: &str, news: ClassNews) {
    if let Some(pupil) = inner.pupils.get(key) {
        let _ = pupil.news.send(news);
    }
}

/// A pupil's way to the class games, for their tutor's executor.
pub struct PupilLink {
    /// The class games.
    pub games: Arc<ClassGames>,
    /// The pupil.
    pub name: PupilName,
}

impl std::fmt::Debug for PupilLink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PupilLink({})", self.name)
    }
}

impl ClassLink for PupilLink {
    fn ask(&self, ask: ClassAsk) {
        self.games.ask(&self.name, ask);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::sync::mpsc::{UnboundedReceiver, unbounded_channel};

    /// `name` joins `games`; their name, and what they are told.
    pub(super) fn join(
        games: &ClassGames,
        name: &str,
    ) -> (PupilName, UnboundedReceiver<ClassNews>) {
        let name = PupilName::parse(name).unwrap();
        let (to, news) = unbounded_channel();
        games.join(&name, to);
        (name, news)
    }

    /// The last game state heard, what was heard besides dropped.
    fn last_game(news: &mut UnboundedReceiver<ClassNews>) -> Option<ClassGame> {
        let mut last = None;
        while let Ok(heard) = news.try_recv() {
            if let ClassNews::Game(game) = heard {
                last = Some(*game);
            }
        }
        last
    }

    #[test]
    fn only_the_side_to_move_plays_and_each_move_is_written_before_it_is_told() {
        let dir = tempfile::tempdir().unwrap();
        let games = ClassGames::new(dir.path(), ClassSettings::default());
        let (ani, mut ani_news) = join(&games, "Ani");
        let (budi, mut budi_news) = join(&games, "budi");
        games.ask(&ani, ClassAsk::Invite("budi".into()));
        games.ask(
            &budi,
            ClassAsk::Answer {
                from: "Ani".into(),
                accept: true,
            },
        );
        let started = last_game(&mut budi_news).unwrap();
        assert_eq!(
            (started.black.as_str(), started.white.as_str()),
            ("Ani", "budi")
        );
        assert_eq!(started.you, Color::White);
        assert_eq!(last_game(&mut ani_news).unwrap().you, Color::Black);
        let f5: Square = "f5".parse().unwrap();
        // White may not move first, and an illegal square is no move.
        games.ask(&budi, ClassAsk::Play(f5));
        games.ask(&ani, ClassAsk::Play("a1".parse().unwrap()));
        assert_eq!(last_game(&mut ani_news), None);
        games.ask(&ani, ClassAsk::Play(f5));
        let told = last_game(&mut budi_news).unwrap();
        assert_eq!(told.record, "f5");
        let file = std::fs::read_to_string(dir.path().join(GAMES).join("game-1.txt")).unwrap();
        assert!(file.ends_with("f5\n"), "{file}");
        assert_eq!(last_game(&mut ani_news).unwrap().record, "f5");
    }

    #[test]
    fn a_draw_scores_half_a_win_for_both() {
        let strong = ClassRating {
            rating: 1300.0,
            ..ClassRating::default()
        };
        let weak = ClassRating::default();
        let (s, w) = (
            strong.after(weak, Outcome::Draw),
            weak.after(strong, Outcome::Draw),
        );
        assert!(s.rating < strong.rating && w.rating > weak.rating);
        assert!(s.rating > strong.after(weak, Outcome::Loss).rating);
        assert!(s.rating < strong.after(weak, Outcome::Win).rating);
        assert_eq!((s.games, w.games), (1, 1));
    }
}
