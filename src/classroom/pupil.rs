//! One pupil's tutor over SSH, on a thread of its own: the same [`Tutor`] and
//! event loop as on the local terminal, drawn by a ratatui backend that writes
//! to the SSH channel, fed with the channel's bytes turned into our
//! [`Input`]s. Whatever ends it (the pupil quits, the connection drops, the
//! class stops, a fault in this session alone), the pupil's progress is saved.

use std::cell::Cell;
use std::collections::VecDeque;
use std::io::{self, Write};
use std::panic::{self, AssertUnwindSafe};
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use ratatui::Terminal;
use ratatui::backend::{Backend, ClearType, CrosstermBackend, WindowSize};
use ratatui::buffer::Cell as BufferCell;
use ratatui::layout::{Position, Size};
use russh::ChannelId;
use russh::server::Handle;
use tokio::sync::mpsc;

use super::games::{ClassGames, PupilLink};
use super::keys::KeyReader;
use super::name::PupilName;
use super::server::{Place, Shared, Status, StatusCell};
use super::teacher::{self, TeacherLink};
use crate::app::{App, ClassNews, Msg, Overrides, Screen, Tutor};
use crate::course::Course;
use crate::i18n::Ui;
use crate::lang::Lang;
use crate::learner::date::clock_seed;
use crate::store::Store;
use crate::ui::{Events, Input};

/// The largest window drawn, in columns and rows: a larger one is drawn at
/// this size (a frame's cells are kept twice in memory).
pub const MAX_SIZE: (u16, u16) = (320, 120);
/// How long a frame may wait for the pupil's connection to take it.
const SEND_PATIENCE: Duration = Duration::from_secs(30);
/// The alternate screen, no cursor, clicks reported (SGR), a clear screen.
const ENTER: &[u8] = b"\x1b[?1049h\x1b[?25l\x1b[?1000h\x1b[?1006h\x1b[2J";
/// Everything [`ENTER`] did, undone.
const LEAVE: &[u8] = b"\x1b[?1006l\x1b[?1000l\x1b[?25h\x1b[?1049l";

/// What the connection hands the pupil's thread.
#[derive(Debug)]
pub enum Feed {
    /// Bytes typed.
    Bytes(Vec<u8>),
    /// The window's new size (columns, rows), as the pupil's client gave it.
    Resize(u32, u32),
}

/// A window size given by a client, as drawn: at least 1×1, at most [`MAX_SIZE`].
fn drawn_size(columns: u32, rows: u32) -> (u16, u16) {
    let clamp = |n: u32, max: u16| n.clamp(1, u32::from(max)) as u16;
    (clamp(columns, MAX_SIZE.0), clamp(rows, MAX_SIZE.1))
}

/// The pupil's SSH channel, reached from the pupil's thread.
#[derive(Clone)]
pub struct Link {
    /// The connection's handle.
    pub handle: Handle,
    /// The session channel.
    pub channel: ChannelId,
    /// The server's runtime, which carries the bytes.
    pub runtime: tokio::runtime::Handle,
}

impl Link {
    /// Sends `bytes` to the pupil's terminal, waiting at most [`SEND_PATIENCE`].
    pub fn send(&self, bytes: Vec<u8>) -> io::Result<()> {
        let sent = self.runtime.block_on(async {
            tokio::time::timeout(SEND_PATIENCE, self.handle.data(self.channel, bytes)).await
        });
        match sent {
            Ok(Ok(())) => Ok(()),
            Ok(Err(_)) => Err(io::Error::new(
                io::ErrorKind::BrokenPipe,
                "the pupil's connection is closed",
            )),
            Err(_) => Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "the pupil's connection takes no more output",
            )),
        }
    }

    /// Ends the channel: exit status 0, end of output, closed.
    pub fn close(&self) {
        self.runtime.block_on(async {
            let _ = self.handle.exit_status_request(self.channel, 0).await;
            let _ = self.handle.eof(self.channel).await;
            let _ = self.handle.close(self.channel).await;
        });
    }
}

/// What the terminal writes, sent to the channel at each flush (once a frame).
struct ChannelWriter {
    link: Link,
    out: Vec<u8>,
}

impl Write for ChannelWriter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.out.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.out.is_empty() {
            return Ok(());
        }
        self.link.send(std::mem::take(&mut self.out))
    }
}

/// The ratatui backend of a pupil's terminal: the escape sequences of the
/// crossterm backend, written to the channel; the size is the one the
/// pupil's client gave, never the server's own terminal's.
struct SshBackend {
    inner: CrosstermBackend<ChannelWriter>,
    size: Rc<Cell<(u16, u16)>>,
    cursor: Position,
}

impl Backend for SshBackend {
    type Error = io::Error;

    fn draw<'a, I>(&mut self, content: I) -> io::Result<()>
    where
        I: Iterator<Item = (u16, u16, &'a BufferCell)>,
    {
        self.inner.draw(content)
    }

    fn hide_cursor(&mut self) -> io::Result<()> {
        self.inner.hide_cursor()
    }

    fn show_cursor(&mut self) -> io::Result<()> {
        self.inner.show_cursor()
    }

    fn get_cursor_position(&mut self) -> io::Result<Position> {
        Ok(self.cursor)
    }

    fn set_cursor_position<P: Into<Position>>(&mut self, position: P) -> io::Result<()> {
        self.cursor = position.into();
        self.inner.set_cursor_position(self.cursor)
    }

    fn clear(&mut self) -> io::Result<()> {
        self.inner.clear()
    }

    fn clear_region(&mut self, clear_type: ClearType) -> io::Result<()> {
        self.inner.clear_region(clear_type)
    }

    fn size(&self) -> io::Result<Size> {
        let (width, height) = self.size.get();
        Ok(Size { width, height })
    }

    fn window_size(&mut self) -> io::Result<WindowSize> {
        Ok(WindowSize {
            columns_rows: self.size()?,
            pixels: Size::default(),
        })
    }

    fn flush(&mut self) -> io::Result<()> {
        Backend::flush(&mut self.inner)
    }
}

/// The pupil's input: the channel's bytes and sizes, as our events.
struct SshEvents {
    feed: mpsc::Receiver<Feed>,
    runtime: tokio::runtime::Handle,
    reader: KeyReader,
    waiting: VecDeque<Input>,
    size: Rc<Cell<(u16, u16)>>,
    status: Option<StatusCell>,
    /// What the class tells the pupil (none once the class is gone).
    news: Option<mpsc::UnboundedReceiver<ClassNews>>,
    /// News heard, for the loop to take.
    heard: VecDeque<ClassNews>,
    /// Where the work on each key is kept.
    work: Arc<KeyWork>,
    /// When the last key was handed to the loop, and the thread's processor
    /// time then (its work ends at the next look for input).
    key_since: Option<(std::time::Instant, Option<Duration>)>,
}

/// How many of the last keys' work [`KeyWork`] keeps.
pub const KEY_WORK_KEPT: usize = 1 << 16;

/// The server's work on one key a pupil typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Work {
    /// From the key handed to the tutor to its next look for input (the
    /// update, the frame drawn and sent, a save waited for), as the clock on
    /// the wall counts it.
    pub wall: Duration,
    /// The processor time the pupil's thread spent on it meanwhile (Linux;
    /// none elsewhere): the wall time without the waits for the disk or for
    /// a processor busy with other sessions.
    pub processor: Option<Duration>,
}

/// The processor time this thread has used (Linux; none elsewhere).
fn thread_time() -> Option<Duration> {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
        .map(Duration::from_nanos)
}

/// The server's work on each key a pupil typed, the last [`KEY_WORK_KEPT`]
/// keys of the class, for the scale benchmark (`cargo bench --bench classroom`).
#[derive(Default)]
pub struct KeyWork(std::sync::Mutex<VecDeque<Work>>);

impl KeyWork {
    fn record(&self, work: Work) {
        let mut kept = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if kept.len() == KEY_WORK_KEPT {
            kept.pop_front();
        }
        kept.push_back(work);
    }

    /// The work on each key kept, oldest first; forgotten once taken.
    pub fn take(&self) -> Vec<Work> {
        let mut kept = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        kept.drain(..).collect()
    }
}

/// What woke a pupil's input loop.
enum Woke {
    Feed(Option<Feed>),
    News(Option<ClassNews>),
}

/// Where `app` is, for the teacher's list.
fn status_of(app: &App) -> Status {
    let place = match &app.screen {
        Screen::Home { .. } => Place::Home,
        Screen::Lessons { .. } => Place::Lessons,
        Screen::Lesson(lesson) => Place::Lesson {
            number: lesson.number + 1,
            id: lesson.run.lesson().id.clone(),
            step: lesson.run.index() + 1,
        },
        Screen::Puzzle(puzzle) => match puzzle.trainer.current() {
            Some(run) => Place::Puzzle {
                id: run.puzzle().id.clone(),
            },
            None => Place::PuzzleMenu,
        },
        Screen::PuzzleMenu(_) => Place::PuzzleMenu,
        Screen::PlaySetup(_) | Screen::Game(_) | Screen::Review(_) | Screen::Classmates(_) => {
            Place::Game
        }
        Screen::Follow(_) => Place::Following,
        _ => Place::Elsewhere,
    };
    let lessons = app.progress.lessons.values();
    Status {
        place,
        lessons_done: app
            .progress
            .lessons
            .values()
            .filter(|l| l.completed)
            .count(),
        stars: lessons.map(|l| u32::from(l.best_stars.count())).sum(),
        rating: app.progress.rating.rating.round() as i64,
    }
}

impl Events for SshEvents {
    fn drawn(&mut self, app: &App) {
        let Some(status) = &self.status else {
            return;
        };
        let now = status_of(app);
        let mut status = status
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if status.as_ref() != Some(&now) {
            *status = Some(now);
        }
    }

    fn news(&mut self) -> Vec<Msg> {
        self.heard
            .drain(..)
            .map(|news| Msg::Class(Box::new(news)))
            .collect()
    }

    fn next(&mut self, timeout: Duration) -> io::Result<Option<Input>> {
        if let Some((since, processor)) = self.key_since.take() {
            let now = thread_time();
            self.work.record(Work {
                wall: since.elapsed(),
                processor: processor
                    .zip(now)
                    .map(|(then, now)| now.saturating_sub(then)),
            });
        }
        let next = self.take_next(timeout);
        if let Ok(Some(Input::Key(_) | Input::Click { .. })) = next {
            self.key_since = Some((std::time::Instant::now(), thread_time()));
        }
        next
    }
}

impl SshEvents {
    /// The next input, waiting at most `timeout`: one already read, the
    /// channel's next bytes or size, or none (news heard, or the time is up).
    fn take_next(&mut self, timeout: Duration) -> io::Result<Option<Input>> {
        if let Some(input) = self.waiting.pop_front() {
            return Ok(Some(input));
        }
        let feed = &mut self.feed;
        let news = &mut self.news;
        let got = self.runtime.block_on(async {
            let either = std::future::poll_fn(|cx| {
                if let Some(news) = news.as_mut()
                    && let std::task::Poll::Ready(heard) = news.poll_recv(cx)
                {
                    return std::task::Poll::Ready(Woke::News(heard));
                }
                feed.poll_recv(cx).map(Woke::Feed)
            });
            tokio::time::timeout(timeout, either).await
        });
        let got = match got {
            Err(_) => return Ok(None),
            Ok(Woke::News(Some(heard))) => {
                self.heard.push_back(heard);
                return Ok(None);
            }
            Ok(Woke::News(None)) => {
                self.news = None;
                return Ok(None);
            }
            Ok(Woke::Feed(got)) => got,
        };
        match got {
            None => Err(io::Error::new(
                io::ErrorKind::UnexpectedEof,
                "the pupil's connection has ended",
            )),
            Some(Feed::Bytes(bytes)) => {
                self.reader.feed(&bytes, &mut self.waiting);
                Ok(self.waiting.pop_front())
            }
            Some(Feed::Resize(columns, rows)) => {
                let (columns, rows) = drawn_size(columns, rows);
                self.size.set((columns, rows));
                Ok(Some(Input::Resize(columns, rows)))
            }
        }
    }
}

/// What a pupil's session starts with.
pub struct PupilStart {
    /// The pupil's folder (progress.toml).
    pub folder: PathBuf,
    /// The course, as the server loaded it.
    pub course: Course,
    /// The class's language: the pupil's own until they choose one.
    pub lang: Lang,
    /// The window's size at the start (columns, rows), from the pty request.
    pub size: (u32, u32),
    /// The channel.
    pub link: Link,
    /// The channel's bytes and sizes.
    pub feed: mpsc::Receiver<Feed>,
    /// Set when the class stops.
    pub stop: Arc<AtomicBool>,
    /// The class games.
    pub games: Arc<ClassGames>,
    /// A pupil's session, or the teacher's.
    pub role: Role,
    /// Where the work on each key is kept.
    pub work: Arc<KeyWork>,
}

/// Whose session it is.
pub enum Role {
    /// A pupil's: their tutor, their place reported in `status`.
    Pupil {
        /// The pupil.
        name: PupilName,
        /// Where the pupil is, for the teacher's dashboard.
        status: StatusCell,
    },
    /// The teacher's: the dashboard, with what pupils need to log in.
    Teacher(Arc<Shared>, String),
}

/// A session joined to the class, to leave it however the session ends.
enum Joined {
    Pupil(Arc<ClassGames>, PupilName),
    Teacher(Arc<Shared>, u64),
}

impl Drop for Joined {
    fn drop(&mut self) {
        match self {
            // The seat of a game going on waits for the pupil.
            Joined::Pupil(games, name) => games.leave(name),
            Joined::Teacher(shared, id) => shared.games.leave_teacher(*id),
        }
    }
}

/// `tutor` joined to the class as `role` says, its news sent to `news_to`;
/// where the pupil's place is reported, for a pupil.
fn join(
    tutor: &mut Tutor,
    games: Arc<ClassGames>,
    role: Role,
    news_to: mpsc::UnboundedSender<ClassNews>,
) -> (Joined, Option<StatusCell>) {
    match role {
        Role::Pupil { name, status } => {
            tutor.join_class(Box::new(PupilLink {
                games: Arc::clone(&games),
                name: name.clone(),
            }));
            games.join(&name, news_to);
            (Joined::Pupil(games, name), Some(status))
        }
        Role::Teacher(shared, banner) => {
            let id = join_teacher(tutor, &shared, news_to);
            tutor.set_banner(banner);
            (Joined::Teacher(shared, id), None)
        }
    }
}

/// `tutor` becomes a teacher's dashboard, told the class's news through
/// `news_to`; its number among the teachers'.
pub fn join_teacher(
    tutor: &mut Tutor,
    shared: &Arc<Shared>,
    news_to: mpsc::UnboundedSender<ClassNews>,
) -> u64 {
    let id = shared.games.join_teacher(news_to);
    let lang = tutor.lang();
    tutor.join_class(Box::new(TeacherLink {
        shared: Arc::clone(shared),
        id,
        lang,
    }));
    tutor.open_dashboard();
    teacher::refresh(shared, true);
    id
}

/// How a pupil's session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// The pupil quit, or the class stopped: progress saved.
    Fine,
    /// The connection dropped or failed: progress saved.
    Dropped,
    /// A fault in this session: progress saved as far as it could be.
    Fault,
    /// The pupil's progress could not be opened: the session did not start.
    NoProgress,
}

/// Runs a pupil's tutor until it ends; saves the pupil's progress on every
/// way out, and closes the channel.
pub fn run_pupil(start: PupilStart) -> Ended {
    let PupilStart {
        folder,
        course,
        lang,
        size,
        link,
        feed,
        stop,
        games,
        role,
        work,
    } = start;
    let opened = match Store::open(&folder) {
        Ok(opened) => opened,
        Err(why) => {
            let line = Ui::new(lang).progress_not_saved(&why.to_string());
            let _ = link.send(format!("{line}\r\n").into_bytes());
            link.close();
            return Ended::NoProgress;
        }
    };
    let overrides = Overrides {
        lang: None,
        ascii: false,
        no_animation: false,
        no_color: false,
    };
    let mut tutor = Tutor::new(course, opened.progress, Some(opened.store), overrides);
    tutor.tell(&opened.notices);
    tutor.env_lang = lang;
    tutor.puzzle_setup.built_in_pending = true;
    tutor.puzzle_setup.seed = clock_seed();
    let size = Rc::new(Cell::new(drawn_size(size.0, size.1)));
    tutor.size = size.get();
    let (news_to, news) = mpsc::unbounded_channel();
    let (joined, status) = join(&mut tutor, games, role, news_to);
    let result = panic::catch_unwind(AssertUnwindSafe(|| {
        link.send(ENTER.to_vec())?;
        let backend = SshBackend {
            inner: CrosstermBackend::new(ChannelWriter {
                link: link.clone(),
                out: Vec::new(),
            }),
            size: Rc::clone(&size),
            cursor: Position::ORIGIN,
        };
        let mut terminal = Terminal::new(backend)?;
        let mut events = SshEvents {
            feed,
            runtime: link.runtime.clone(),
            reader: KeyReader::default(),
            waiting: VecDeque::new(),
            size: Rc::clone(&size),
            status,
            news: Some(news),
            heard: VecDeque::new(),
            work,
            key_since: None,
        };
        crate::fault::test_panic("classroom");
        crate::ui::run(&mut terminal, &mut tutor, &mut events, &stop)
    }));
    // Whatever ended the session, it leaves the class.
    drop(joined);
    let ended = match result {
        Ok(Ok(())) => Ended::Fine,
        Ok(Err(_)) => Ended::Dropped,
        Err(_) => Ended::Fault,
    };
    if ended != Ended::Fine {
        let _ = panic::catch_unwind(AssertUnwindSafe(|| tutor.save_on_exit()));
    }
    let mut goodbye = LEAVE.to_vec();
    if stop.load(std::sync::atomic::Ordering::Relaxed) {
        let ui = Ui::new(tutor.ui().lang());
        goodbye.extend_from_slice(format!("{}\r\n", ui.class().class_ended()).as_bytes());
    }
    let _ = link.send(goodbye);
    link.close();
    ended
}
