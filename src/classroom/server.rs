//! The SSH server: one connection per pupil, who logs in with the class code
//! and a name kept by its SSH key or PIN, and gets the full-screen tutor and
//! nothing else: no shell, no command, no file transfer, no forwarding.
//!
//! Logging in: the user name is the pupil's name, checked before anything is
//! done with it. A pupil who offers an SSH key proves it first (publickey,
//! then a partial success); then keyboard-interactive asks the class code,
//! and the PIN of a name kept by a PIN (a new name without a key chooses
//! one). What refuses a pupil is said in words as the instructions of a last
//! prompt, then the connection is refused for good.

use std::borrow::Cow;
use std::collections::{HashMap, VecDeque};
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use russh::keys::PublicKey;
use russh::server::{Auth, Handler, Msg, PublicKeyOffer, Response, Session, VerifiedPublicKey};
use russh::{Channel, ChannelId, MethodKind, MethodSet};
use tokio::sync::mpsc;

use super::class::{self, Binding, ClassFolder};
use super::games::ClassGames;
use super::name::PupilName;
use super::pupil::{self, Feed, Link, PupilStart, Role};
use super::settings::ClassSettings;
use super::teacher::Dashboards;
pub use crate::app::Place;
use crate::course::Course;
use crate::i18n::{ClassStrings, Ui};
use crate::lang::Lang;

/// Wrong class codes or PINs one connection may type before it is refused.
const TRIES_PER_CONNECTION: u32 = 3;
/// Wrong class codes or PINs from one address, within [`ADDRESS_WINDOW`],
/// before that address is refused until the window has passed.
const TRIES_PER_ADDRESS: usize = 10;
/// How long a wrong try from an address is remembered.
const ADDRESS_WINDOW: Duration = Duration::from_secs(600);
/// How many byte packets may wait for a pupil's thread before the
/// connection waits in turn.
const FEED_DEPTH: usize = 64;

/// What every connection shares: the class, the course, who is online.
pub struct Shared {
    /// The class folder.
    pub class: ClassFolder,
    /// The course every pupil takes.
    pub course: Course,
    /// The class's language (for logging in, and a pupil's first one).
    pub lang: Lang,
    /// The port pupils connect to (for the words that say how to log in).
    pub port: u16,
    /// The class games, who is free, the invitations, the class settings.
    pub games: Arc<ClassGames>,
    /// Set when the class stops.
    pub stop: Arc<AtomicBool>,
    /// The names connected now (by folder name), with where from and since when.
    online: Mutex<HashMap<String, (Online, StatusCell)>>,
    /// Recent wrong tries, by address.
    tries: Mutex<HashMap<IpAddr, VecDeque<Instant>>>,
    /// Open connections.
    pub connections: AtomicUsize,
    /// The pupils' threads.
    threads: Mutex<Vec<JoinHandle<pupil::Ended>>>,
    /// What the teachers' dashboards need.
    pub dashboards: Dashboards,
    /// The server's work on each key typed.
    pub key_work: Arc<pupil::KeyWork>,
}

/// A pupil connected now.
#[derive(Clone, Debug, PartialEq)]
pub struct Online {
    /// The name, as typed.
    pub name: String,
    /// Where from.
    pub address: Option<SocketAddr>,
    /// Since when.
    pub since: Instant,
    /// Where the pupil is in the tutor, as last drawn (none before the first frame).
    pub status: Option<Status>,
}

/// Where a pupil is in the tutor, and how far they have come.
#[derive(Clone, Debug, PartialEq)]
pub struct Status {
    /// The screen.
    pub place: Place,
    /// Lessons finished at least once.
    pub lessons_done: usize,
    /// The best stars of every lesson, added up.
    pub stars: u32,
    /// The puzzle rating, rounded.
    pub rating: i64,
}

/// Where the pupil of a session reports their status.
pub type StatusCell = Arc<Mutex<Option<Status>>>;

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A pupil's thread that panicked holding no lock here cannot poison one;
    // and the data behind these locks stays whole at every step anyway.
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Shared {
    /// The shared state of a class about to be served.
    pub fn new(
        class: ClassFolder,
        course: Course,
        lang: Lang,
        port: u16,
        settings: ClassSettings,
    ) -> Shared {
        let games = Arc::new(ClassGames::new(class.dir(), settings));
        Shared {
            games,
            class,
            course,
            lang,
            port,
            dashboards: Dashboards::default(),
            key_work: Arc::default(),
            stop: Arc::new(AtomicBool::new(false)),
            online: Mutex::new(HashMap::new()),
            tries: Mutex::new(HashMap::new()),
            connections: AtomicUsize::new(0),
            threads: Mutex::new(Vec::new()),
        }
    }

    fn says(&self) -> &'static dyn ClassStrings {
        Ui::new(self.lang).class()
    }

    /// The pupils connected now, by name.
    pub fn online(&self) -> Vec<Online> {
        let mut online: Vec<Online> = lock(&self.online)
            .values()
            .map(|(pupil, status)| Online {
                status: lock(status).clone(),
                ..pupil.clone()
            })
            .collect();
        online.sort_by(|a, b| a.name.cmp(&b.name));
        online
    }

    /// Whether `address` typed too many wrong tries lately.
    fn address_blocked(&self, address: Option<IpAddr>) -> bool {
        let Some(address) = address else {
            return false;
        };
        let mut tries = lock(&self.tries);
        let Some(recent) = tries.get_mut(&address) else {
            return false;
        };
        while recent
            .front()
            .is_some_and(|at| at.elapsed() >= ADDRESS_WINDOW)
        {
            recent.pop_front();
        }
        let blocked = recent.len() >= TRIES_PER_ADDRESS;
        if recent.is_empty() {
            tries.remove(&address);
        }
        blocked
    }

    fn wrong_try(&self, address: Option<IpAddr>) {
        if let Some(address) = address {
            let mut tries = lock(&self.tries);
            let recent = tries.entry(address).or_default();
            recent.push_back(Instant::now());
            // Only the last few count.
            while recent.len() > TRIES_PER_ADDRESS {
                recent.pop_front();
            }
        }
    }

    /// Claims `name` for one connection; none if it is connected already.
    fn claim(self: &Arc<Shared>, name: &PupilName, address: Option<SocketAddr>) -> Option<Claim> {
        let mut online = lock(&self.online);
        let key = name.folder_name();
        if online.contains_key(&key) {
            return None;
        }
        let status = StatusCell::default();
        let pupil = Online {
            name: name.to_string(),
            address,
            since: Instant::now(),
            status: None,
        };
        online.insert(key.clone(), (pupil, Arc::clone(&status)));
        Some(Claim {
            shared: Arc::clone(self),
            key,
            status,
        })
    }

    fn is_online(&self, name: &PupilName) -> bool {
        lock(&self.online).contains_key(&name.folder_name())
    }

    /// Waits for every pupil's thread to end (each saves first), at most `patience`;
    /// how many ended.
    pub fn join_pupils(&self, patience: Duration) -> usize {
        let deadline = Instant::now() + patience;
        let mut ended = 0;
        loop {
            let threads = std::mem::take(&mut *lock(&self.threads));
            if threads.is_empty() {
                return ended;
            }
            for thread in threads {
                while !thread.is_finished() && Instant::now() < deadline {
                    std::thread::sleep(Duration::from_millis(20));
                }
                if thread.is_finished() {
                    let _ = thread.join();
                    ended += 1;
                } else {
                    lock(&self.threads).push(thread);
                    return ended;
                }
            }
        }
    }
}

/// A name held by one connection; let go when dropped.
struct Claim {
    shared: Arc<Shared>,
    key: String,
    status: StatusCell,
}

impl Drop for Claim {
    fn drop(&mut self) {
        self.shared.dashboards.left(&self.key);
        lock(&self.shared.online).remove(&self.key);
    }
}

/// What the last prompt asked, so that its answers can be read.
enum Asked {
    /// Nothing yet.
    Nothing,
    /// A refusal was said: the next answer is refused.
    Refusal,
    /// The class code alone; the verified key is bound if the name is new.
    Code,
    /// The class code and the PIN of the name (its hash).
    CodeAndPin(String),
    /// The class code and a new PIN twice.
    CodeAndNewPin,
    /// The teacher code alone.
    TeacherCode,
}

/// One connection.
pub struct Connection {
    shared: Arc<Shared>,
    peer: Option<SocketAddr>,
    /// The key proved at the publickey step, for this name.
    proved: Option<(String, PublicKey)>,
    asked: Asked,
    wrong: u32,
    claim: Option<Claim>,
    channel: Option<ChannelId>,
    size: Option<(u32, u32)>,
    feed: Option<mpsc::Sender<Feed>>,
    local: Option<SocketAddr>,
    /// Logged in as the teacher, with the teacher code.
    teacher: bool,
}

impl Connection {
    /// A new connection from `peer` to the server's address `local`.
    pub fn new(shared: Arc<Shared>, peer: Option<SocketAddr>, local: Option<SocketAddr>) -> Self {
        Connection {
            shared,
            peer,
            proved: None,
            asked: Asked::Nothing,
            wrong: 0,
            claim: None,
            channel: None,
            size: None,
            feed: None,
            local,
            teacher: false,
        }
    }

    fn says(&self) -> &'static dyn ClassStrings {
        self.shared.says()
    }

    /// The command that logs in here, for the words that say so.
    fn login_command(&self) -> String {
        let host = self
            .local
            .map_or_else(|| "HOST".to_string(), |local| local.ip().to_string());
        match self.shared.port {
            22 => format!("ssh NAME@{host}"),
            port => format!("ssh -p {port} NAME@{host}"),
        }
    }

    /// A refusal said in words, after which nothing opens this connection.
    fn refuse(&mut self, why: String) -> Auth {
        self.asked = Asked::Refusal;
        Auth::Partial {
            name: Cow::Borrowed(""),
            instructions: Cow::Owned(why),
            prompts: Cow::Owned(Vec::new()),
        }
    }

    fn ask(&mut self, asked: Asked, instructions: String) -> Auth {
        let says = self.says();
        // The class code shows as typed; the teacher code does not.
        let first = match asked {
            Asked::TeacherCode => (
                Ui::new(self.shared.lang).teacher().prompt_teacher_code(),
                false,
            ),
            _ => (says.prompt_class_code(), true),
        };
        let mut prompts = vec![(Cow::Borrowed(first.0), first.1)];
        match asked {
            Asked::CodeAndPin(_) => prompts.push((Cow::Borrowed(says.prompt_pin()), false)),
            Asked::CodeAndNewPin => {
                prompts.push((Cow::Borrowed(says.prompt_new_pin()), false));
                prompts.push((Cow::Borrowed(says.prompt_pin_again()), false));
            }
            _ => {}
        }
        self.asked = asked;
        Auth::Partial {
            name: Cow::Borrowed(""),
            instructions: Cow::Owned(instructions),
            prompts: Cow::Owned(prompts),
        }
    }

    fn final_reject() -> Auth {
        Auth::Reject {
            proceed_with_methods: Some(MethodSet::empty()),
            partial_success: false,
        }
    }

    /// The first prompt for `name`, or the refusal that says why not.
    fn first_prompt(&mut self, user: &str) -> Auth {
        let says = self.says();
        let Some(name) = PupilName::parse(user) else {
            return self.refuse(says.bad_name().to_string());
        };
        if self.wrong >= TRIES_PER_CONNECTION
            || self.shared.address_blocked(self.peer.map(|p| p.ip()))
        {
            return self.refuse(says.too_many_tries().to_string());
        }
        if name.folder_name() == class::TEACHER {
            let hello = Ui::new(self.shared.lang).teacher().teacher_hello();
            return self.ask(Asked::TeacherCode, hello.to_string());
        }
        if self.shared.is_online(&name) {
            return self.refuse(says.name_online(name.as_str()));
        }
        let proved = self
            .proved
            .as_ref()
            .filter(|(user_proved, _)| user_proved == user)
            .map(|(_, key)| key.clone());
        match self.shared.class.binding(&name) {
            Err(_) => self.refuse(says.login_broken(name.as_str())),
            Ok(Some(binding @ Binding::Key(_))) => match proved {
                Some(key) if class::key_matches(&binding, &key) => {
                    self.ask(Asked::Code, says.login_hello(name.as_str()))
                }
                _ => self.refuse(says.name_has_key(name.as_str())),
            },
            Ok(Some(Binding::Pin(hash))) => {
                self.ask(Asked::CodeAndPin(hash), says.login_hello(name.as_str()))
            }
            Ok(None) if proved.is_some() => self.ask(Asked::Code, says.login_hello(name.as_str())),
            Ok(None) => self.ask(Asked::CodeAndNewPin, says.login_new_pin(name.as_str())),
        }
    }

    /// A wrong answer: asked again with `why`, or refused after too many.
    fn wrong_answer(&mut self, asked: Asked, why: &str) -> Auth {
        self.wrong += 1;
        self.shared.wrong_try(self.peer.map(|p| p.ip()));
        if self.wrong >= TRIES_PER_CONNECTION {
            return self.refuse(self.says().too_many_tries().to_string());
        }
        self.ask(asked, why.to_string())
    }

    /// The answers to the last prompt.
    async fn answered(&mut self, user: &str, answers: Vec<String>) -> Auth {
        let says = self.says();
        let asked = std::mem::replace(&mut self.asked, Asked::Nothing);
        let Some(name) = PupilName::parse(user) else {
            return Connection::final_reject();
        };
        let code = answers.first().map_or("", String::as_str);
        let binding = match asked {
            Asked::Nothing | Asked::Refusal => return Connection::final_reject(),
            // The teacher's name opens with the teacher code alone, never the class code.
            Asked::TeacherCode if name.folder_name() == class::TEACHER => {
                if !self.shared.class.teacher_code_matches(code) {
                    let wrong = Ui::new(self.shared.lang).teacher().wrong_teacher_code();
                    return self.wrong_answer(Asked::TeacherCode, wrong);
                }
                self.teacher = true;
                return Auth::Accept;
            }
            Asked::TeacherCode => return Connection::final_reject(),
            _ if !self.shared.class.code_matches(code) => {
                return self.wrong_answer(asked, says.wrong_class_code());
            }
            Asked::Code => match &self.proved {
                Some((_, key)) => Some(Binding::Key(key.clone())),
                None => return Connection::final_reject(),
            },
            Asked::CodeAndPin(hash) => {
                let pin = answers.get(1).cloned().unwrap_or_default();
                let hash_kept = hash.clone();
                let matches = tokio::task::spawn_blocking(move || class::pin_matches(&pin, &hash))
                    .await
                    .unwrap_or(false);
                if !matches {
                    return self.wrong_answer(Asked::CodeAndPin(hash_kept), says.wrong_pin());
                }
                None
            }
            Asked::CodeAndNewPin => {
                let pin = answers.get(1).cloned().unwrap_or_default();
                let again = answers.get(2).map_or("", String::as_str);
                if !class::pin_is_valid(&pin) || pin != again {
                    return self.wrong_answer(Asked::CodeAndNewPin, says.pin_rules());
                }
                match tokio::task::spawn_blocking(move || class::hash_pin(&pin)).await {
                    Ok(Ok(hash)) => Some(Binding::Pin(hash)),
                    _ => return self.refuse(says.login_broken(name.as_str())),
                }
            }
        };
        let Some(claim) = self.shared.claim(&name, self.peer) else {
            return self.refuse(says.name_online(name.as_str()));
        };
        if let Some(binding) = binding {
            match self.shared.class.binding(&name) {
                Ok(None) => {
                    if self.shared.class.bind(&name, &binding).is_err() {
                        return self.refuse(says.login_broken(name.as_str()));
                    }
                }
                // A name bound to this very key already: nothing to write.
                Ok(Some(kept)) if class::same_binding(&kept, &binding) => {}
                // Bound by another connection meanwhile: that binding stands.
                _ => return self.refuse(says.name_has_key(name.as_str())),
            }
        }
        self.claim = Some(claim);
        Auth::Accept
    }

    /// Starts the pupil's tutor (or the teacher's dashboard) on the session channel.
    fn start_tutor(&mut self, channel: ChannelId, session: &mut Session) -> bool {
        let Some(size) = self.size else {
            return false;
        };
        let (claim, role, folder) = match self.claim.take() {
            Some(claim) => {
                let Some(name) = PupilName::parse(&claim.key) else {
                    return false;
                };
                let folder = self.shared.class.pupil_folder(&name);
                let status = Arc::clone(&claim.status);
                (Some(claim), Role::Pupil { name, status }, folder)
            }
            None if self.teacher => {
                let folder = self.shared.class.dir().join(class::TEACHER);
                let code = self.says().class_code(self.shared.class.code());
                let banner = format!("{code} · {}", self.login_command());
                (
                    None,
                    Role::Teacher(Arc::clone(&self.shared), banner),
                    folder,
                )
            }
            None => return false,
        };
        let (sender, receiver) = mpsc::channel(FEED_DEPTH);
        let start = PupilStart {
            folder,
            course: self.shared.course.clone(),
            lang: self.shared.lang,
            size,
            link: Link {
                handle: session.handle(),
                channel,
                runtime: tokio::runtime::Handle::current(),
            },
            feed: receiver,
            stop: Arc::clone(&self.shared.stop),
            games: Arc::clone(&self.shared.games),
            role,
            work: Arc::clone(&self.shared.key_work),
        };
        let thread_name = claim.as_ref().map_or(class::TEACHER, |c| c.key.as_str());
        let spawned = std::thread::Builder::new()
            .name(format!("pupil-{thread_name}"))
            .spawn(move || {
                // The name is held for as long as the tutor runs.
                let _claim = claim;
                pupil::run_pupil(start)
            });
        match spawned {
            Ok(thread) => {
                lock(&self.shared.threads).push(thread);
                self.feed = Some(sender);
                true
            }
            Err(_) => false,
        }
    }

    /// Says on the channel's error stream that only the tutor is served, and
    /// refuses the request.
    fn only_the_tutor(
        &self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), russh::Error> {
        let line = format!("{}\r\n", self.says().only_the_tutor(&self.login_command()));
        session.extended_data(channel, 1, line.into_bytes())?;
        session.channel_failure(channel)
    }

    /// Refuses a command (exec, a subsystem such as sftp) on `channel`, saying so;
    /// a channel that holds no tutor yet is closed, one running the tutor goes on.
    fn refuse_command(
        &self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), russh::Error> {
        self.only_the_tutor(channel, session)?;
        if self.feed.is_none() {
            session.close(channel)?;
        }
        Ok(())
    }
}

impl Handler for Connection {
    type Error = russh::Error;

    async fn auth_none(&mut self, _user: &str) -> Result<Auth, Self::Error> {
        Ok(Auth::Reject {
            proceed_with_methods: Some(methods()),
            partial_success: false,
        })
    }

    async fn auth_publickey_offered(
        &mut self,
        user: &str,
        offer: PublicKeyOffer<'_>,
    ) -> Result<Auth, Self::Error> {
        Ok(if self.key_may_open(user, offer.public_key) {
            Auth::Accept
        } else {
            Auth::reject()
        })
    }

    async fn auth_publickey(
        &mut self,
        user: &str,
        key: VerifiedPublicKey<'_>,
    ) -> Result<Auth, Self::Error> {
        if !self.key_may_open(user, key.public_key) {
            return Ok(Auth::reject());
        }
        self.proved = Some((user.to_string(), key.public_key.clone()));
        // The key is proved; the class code is still to come.
        Ok(Auth::Reject {
            proceed_with_methods: Some(MethodSet::from(&[MethodKind::KeyboardInteractive][..])),
            partial_success: true,
        })
    }

    async fn auth_keyboard_interactive<'a>(
        &'a mut self,
        user: &str,
        _submethods: &str,
        response: Option<Response<'a>>,
    ) -> Result<Auth, Self::Error> {
        Ok(match response {
            None => self.first_prompt(user),
            Some(response) => {
                let answers: Vec<String> = response
                    .take(3)
                    .map(|bytes| String::from_utf8_lossy(&bytes).trim().to_string())
                    .collect();
                self.answered(user, answers).await
            }
        })
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: russh::server::ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        // Channels come one after the other (a refused command, then the
        // tutor); once the tutor runs, no other.
        if self.feed.is_some() {
            reply
                .reject(russh::ChannelOpenFailure::AdministrativelyProhibited)
                .await;
        } else {
            self.channel = Some(channel.id());
            reply.accept().await;
        }
        Ok(())
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        _term: &str,
        columns: u32,
        rows: u32,
        _pix_width: u32,
        _pix_height: u32,
        _modes: &[(russh::Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel == Some(channel) && self.feed.is_none() {
            self.size = Some((columns, rows));
            session.channel_success(channel)
        } else {
            session.channel_failure(channel)
        }
    }

    async fn window_change_request(
        &mut self,
        channel: ChannelId,
        columns: u32,
        rows: u32,
        _pix_width: u32,
        _pix_height: u32,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel == Some(channel) {
            match &self.feed {
                Some(feed) => {
                    // The pupil's thread is gone: nothing to resize.
                    let _ = feed.send(Feed::Resize(columns, rows)).await;
                }
                None => self.size = Some((columns, rows)),
            }
        }
        Ok(())
    }

    async fn shell_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel == Some(channel)
            && self.feed.is_none()
            && self.start_tutor(channel, session)
        {
            session.channel_success(channel)
        } else {
            self.only_the_tutor(channel, session)?;
            session.close(channel)
        }
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _command: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse_command(channel, session)
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        _name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse_command(channel, session)
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _single_connection: bool,
        _protocol: &str,
        _cookie: &str,
        _screen: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn agent_request(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn tcpip_forward(
        &mut self,
        _address: &str,
        _port: &mut u32,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn streamlocal_forward(
        &mut self,
        _socket_path: &str,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn channel_open_direct_tcpip(
        &mut self,
        _channel: Channel<Msg>,
        _host: &str,
        _port: u32,
        _originator: &str,
        _originator_port: u32,
        reply: russh::server::ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        reply
            .reject(russh::ChannelOpenFailure::AdministrativelyProhibited)
            .await;
        Ok(())
    }

    async fn channel_open_direct_streamlocal(
        &mut self,
        _channel: Channel<Msg>,
        _socket_path: &str,
        reply: russh::server::ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        reply
            .reject(russh::ChannelOpenFailure::AdministrativelyProhibited)
            .await;
        Ok(())
    }

    async fn data(
        &mut self,
        channel: ChannelId,
        data: &[u8],
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel == Some(channel)
            && let Some(feed) = &self.feed
        {
            // The pupil's thread is gone: the bytes have nowhere to go.
            let _ = feed.send(Feed::Bytes(data.to_vec())).await;
        }
        Ok(())
    }

    async fn channel_eof(
        &mut self,
        channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel == Some(channel) {
            // The pupil's thread sees its input end, saves and leaves.
            self.feed = None;
        }
        Ok(())
    }

    async fn channel_close(
        &mut self,
        channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel == Some(channel) {
            self.feed = None;
        }
        Ok(())
    }
}

impl Connection {
    /// Whether `key` may open `user`: a valid name bound to this key, or not
    /// bound yet.
    fn key_may_open(&self, user: &str, key: &PublicKey) -> bool {
        let Some(name) = PupilName::parse(user) else {
            return false;
        };
        // The teacher logs in with the teacher code, never a key.
        if name.folder_name() == class::TEACHER {
            return false;
        }
        match self.shared.class.binding(&name) {
            Ok(None) => true,
            Ok(Some(binding)) => class::key_matches(&binding, key),
            Err(_) => false,
        }
    }
}

/// The ways to log in: a key, and the class code (and PIN) as answers.
pub fn methods() -> MethodSet {
    MethodSet::from(&[MethodKind::PublicKey, MethodKind::KeyboardInteractive][..])
}

/// The reason a connection was not taken, for the teacher's list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turned {
    /// The class has as many connections as it takes.
    Full,
    /// The address typed too many wrong answers lately.
    Blocked,
}

/// Whether a new connection from `peer` is taken, or why not.
pub fn admit(shared: &Shared, peer: Option<SocketAddr>, cap: usize) -> Result<(), Turned> {
    if shared.connections.load(Ordering::SeqCst) >= cap {
        Err(Turned::Full)
    } else if shared.address_blocked(peer.map(|p| p.ip())) {
        Err(Turned::Blocked)
    } else {
        Ok(())
    }
}

/// Counts a connection open for as long as it lives.
pub struct Counted(Arc<Shared>);

impl Counted {
    /// One more connection.
    pub fn new(shared: &Arc<Shared>) -> Counted {
        shared.connections.fetch_add(1, Ordering::SeqCst);
        Counted(Arc::clone(shared))
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        self.0.connections.fetch_sub(1, Ordering::SeqCst);
    }
}

/// An error of the server in words for the teacher.
pub fn io_error(e: impl std::fmt::Display) -> io::Error {
    io::Error::other(e.to_string())
}
