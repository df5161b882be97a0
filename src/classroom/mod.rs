//! The classroom: one teacher's machine serves the tutor to a whole class
//! over SSH (`reversi-tutor classroom serve`). Pupils need nothing but the
//! `ssh` their machine has; each gets the full-screen tutor, with their own
//! progress kept in the class folder through the same store as on one machine.
//!
//! - `class`: the class folder: host key, class code, pupils' folders and logins.
//! - `name`: a pupil's name, checked before it becomes part of any path.
//! - `settings`: the class settings (`settings.toml`): how class games are played.
//! - `games`: class games: who is free, invitations, every game's one state, the
//!   ratings, the games kept on disk and read back after a stop or a kill, follow
//!   me and pairing.
//! - `server`: the SSH side: logging in (a pupil with the class code, the teacher
//!   with the teacher code), what a connection may ask, the limits.
//! - `teacher`: the teacher's side: what a dashboard asks, the class's view sent to it.
//! - `roster`: every pupil as the teacher sees them, and the class report (CSV).
//! - `pupil`: one pupil's tutor on a thread of its own, drawn on the channel.
//! - `keys`: the channel's bytes as our input events.
//! - `addresses`: this machine's network addresses, for the command pupils type.
//!
//! The classroom drives the app (`app::Tutor`, `ui::run`) as the local terminal
//! does; nothing below it knows the classroom.

mod addresses;
pub mod class;
pub mod games;
mod keys;
pub mod name;
mod pupil;
pub mod roster;
pub mod server;
pub mod settings;
pub mod teacher;

use std::io;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use russh::server::Config;
use tokio::net::TcpListener;

pub use addresses::local_addresses;
pub use class::ClassFolder;
pub use games::{ClassGames, ClassRating};
pub use name::PupilName;
pub use pupil::{KEY_WORK_KEPT, MAX_SIZE, Work};
use server::{Connection, Counted, Shared, admit, io_error, methods};
pub use server::{Online, Place, Status};
pub use settings::ClassSettings;
pub use teacher::TeacherLink;

use crate::app::{ClassNews, ClassView, Msg, Tutor};
use crate::course::Course;
use crate::lang::Lang;

/// The port served unless another is given.
pub const DEFAULT_PORT: u16 = 2222;
/// The most connections at once unless another number is given.
pub const DEFAULT_MAX_CONNECTIONS: usize = 64;
/// How long a connection may send nothing before it is closed, unless told.
pub const DEFAULT_IDLE: Duration = Duration::from_secs(30 * 60);
/// How long stopping waits for the pupils' sessions to save and close.
const STOP_PATIENCE: Duration = Duration::from_secs(10);
/// How long a stopping class waits for the connections to end after the
/// pupils' sessions have said goodbye.
const FAREWELL_PATIENCE: Duration = Duration::from_secs(2);
/// How often the class games' clock looks at the turns.
const GAME_CLOCK: Duration = Duration::from_millis(50);
/// How many looks of the clock between two looks at the class for the
/// teachers' dashboards (a quarter of a second).
const DASHBOARD_EVERY: u32 = 5;
/// How often the accepting loop looks at the stop flag.
const ACCEPT_POLL: Duration = Duration::from_millis(100);
/// Authentication attempts one connection may make (keys offered, prompts
/// answered) before it is cut off.
const MAX_AUTH_ATTEMPTS: usize = 8;

/// How a class is served.
#[derive(Debug, Clone)]
pub struct ServeOptions {
    /// The class folder (made on the first run).
    pub dir: PathBuf,
    /// The address listened on (all of this machine's by default).
    pub bind: IpAddr,
    /// The port (0: any free one, as the tests ask).
    pub port: u16,
    /// The course every pupil takes.
    pub course: Course,
    /// The class's language.
    pub lang: Lang,
    /// The most connections at once.
    pub max_connections: usize,
    /// How long a silent connection stays open.
    pub idle: Duration,
}

/// A class being served.
pub struct Classroom {
    shared: Arc<Shared>,
    runtime: Option<tokio::runtime::Runtime>,
    /// The class games' clock.
    clock: Option<std::thread::JoinHandle<()>>,
    address: SocketAddr,
    new: bool,
}

impl Classroom {
    /// Opens (or makes) the class folder and starts serving it.
    pub fn start(options: ServeOptions) -> io::Result<Classroom> {
        let (class, new) = ClassFolder::open(&options.dir)?;
        let settings = ClassSettings::read(&options.dir)?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("classroom")
            .enable_all()
            .build()?;
        let listener = runtime.block_on(TcpListener::bind((options.bind, options.port)))?;
        let address = listener.local_addr()?;
        let config = Arc::new(Config {
            methods: methods(),
            keys: vec![class.host_key().clone()],
            auth_rejection_time: Duration::from_millis(300),
            auth_rejection_time_initial: Some(Duration::ZERO),
            max_auth_attempts: MAX_AUTH_ATTEMPTS,
            inactivity_timeout: Some(options.idle),
            nodelay: true,
            ..Config::default()
        });
        let shared = Arc::new(Shared::new(
            class,
            options.course,
            options.lang,
            address.port(),
            settings,
        ));
        runtime.spawn(accept(
            listener,
            config,
            Arc::clone(&shared),
            options.max_connections,
        ));
        let clock = {
            let shared = Arc::clone(&shared);
            std::thread::Builder::new()
                .name("class-clock".into())
                .spawn(move || {
                    let mut looks = 0u32;
                    while !shared.stop.load(Ordering::SeqCst) {
                        shared.games.tick();
                        looks = looks.wrapping_add(1);
                        if looks.is_multiple_of(DASHBOARD_EVERY) {
                            teacher::refresh(&shared, false);
                        }
                        std::thread::sleep(GAME_CLOCK);
                    }
                })?
        };
        Ok(Classroom {
            shared,
            clock: Some(clock),
            runtime: Some(runtime),
            address,
            new,
        })
    }

    /// The address and port served.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// Whether the class folder was made by this start.
    pub fn is_new(&self) -> bool {
        self.new
    }

    /// The class folder.
    pub fn class(&self) -> &ClassFolder {
        &self.shared.class
    }

    /// The course every pupil takes.
    pub fn course(&self) -> &Course {
        &self.shared.course
    }

    /// The class settings now.
    pub fn settings(&self) -> ClassSettings {
        self.shared.games.settings()
    }

    /// The class as the teacher's dashboard shows it now.
    pub fn view(&self) -> ClassView {
        teacher::view(&self.shared)
    }

    /// The server's work on each key typed since the last call (at most the
    /// last [`KEY_WORK_KEPT`] keys): from a key handed to a tutor to its frame sent.
    pub fn key_work(&self) -> Vec<Work> {
        self.shared.key_work.take()
    }

    /// The class report (CSV) in `lang`, as the dashboard writes it.
    pub fn report(&self, lang: Lang) -> String {
        teacher::report(&self.shared, crate::i18n::Ui::new(lang))
    }

    /// Makes `tutor` a teacher's dashboard of this class (the serving
    /// terminal's): what the class tells it comes through the seat given
    /// back, which leaves the class when dropped.
    pub fn teach(&self, tutor: &mut Tutor) -> TeacherSeat {
        let (news_to, news) = tokio::sync::mpsc::unbounded_channel();
        let id = pupil::join_teacher(tutor, &self.shared, news_to);
        TeacherSeat {
            shared: Arc::clone(&self.shared),
            id,
            news,
        }
    }

    /// The pupils connected now.
    pub fn online(&self) -> Vec<Online> {
        self.shared.online()
    }

    /// Stops the class: every pupil's tutor saves and closes, then the
    /// server. How many pupils' sessions ended.
    pub fn stop(mut self) -> usize {
        self.shared.stop.store(true, Ordering::SeqCst);
        let ended = self.shared.join_pupils(STOP_PATIENCE);
        // Each pupil's last words go out before the runtime that carries
        // them stops: an SSH client ends its connection once its session's
        // channel is closed, which follows the goodbye; a client that stays
        // (or one still at the login prompt) is cut off after
        // FAREWELL_PATIENCE.
        let deadline = Instant::now() + FAREWELL_PATIENCE;
        while self.shared.connections.load(Ordering::SeqCst) > 0 && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
        if let Some(clock) = self.clock.take() {
            let _ = clock.join();
        }
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_timeout(Duration::from_secs(1));
        }
        ended
    }
}

/// A teacher's dashboard joined to the class; it leaves when dropped.
pub struct TeacherSeat {
    shared: Arc<Shared>,
    id: u64,
    news: tokio::sync::mpsc::UnboundedReceiver<ClassNews>,
}

impl TeacherSeat {
    /// What the class told the dashboard since the last call.
    pub fn news(&mut self) -> Vec<Msg> {
        let mut heard = Vec::new();
        while let Ok(news) = self.news.try_recv() {
            heard.push(Msg::Class(Box::new(news)));
        }
        heard
    }
}

impl Drop for TeacherSeat {
    fn drop(&mut self) {
        self.shared.games.leave_teacher(self.id);
    }
}

impl Drop for Classroom {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        if let Some(runtime) = self.runtime.take() {
            self.shared.join_pupils(STOP_PATIENCE);
            runtime.shutdown_background();
        }
    }
}

/// Takes connections until the class stops: each admitted one gets an SSH
/// session of its own; one over the cap, or from an address that typed too
/// many wrong answers, is closed at once.
async fn accept(listener: TcpListener, config: Arc<Config>, shared: Arc<Shared>, cap: usize) {
    while !shared.stop.load(Ordering::SeqCst) {
        let Ok(accepted) = tokio::time::timeout(ACCEPT_POLL, listener.accept()).await else {
            continue;
        };
        let Ok((stream, peer)) = accepted else {
            // Out of file descriptors, or a connection reset before it was taken.
            tokio::time::sleep(ACCEPT_POLL).await;
            continue;
        };
        if admit(&shared, Some(peer), cap).is_err() {
            drop(stream);
            continue;
        }
        let _ = stream.set_nodelay(true);
        let local = stream.local_addr().ok();
        let counted = Counted::new(&shared);
        let connection = Connection::new(Arc::clone(&shared), Some(peer), local);
        let config = Arc::clone(&config);
        tokio::spawn(async move {
            let _counted = counted;
            if let Ok(running) = russh::server::run_stream(config, stream, connection).await {
                // A session's own error (a broken packet, a timeout) ends it alone.
                let _ = running.await.map_err(io_error);
            }
        });
    }
}
