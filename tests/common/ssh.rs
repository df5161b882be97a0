//! A pupil's (or the teacher's) SSH session on a class served on loopback,
//! for the classroom's tests: a russh client logs in as a pupil would (with a
//! PIN, or with a key and the class code), reads the tutor's screen through a
//! terminal emulator (vt100), types, and looks at the class folder. Every wait
//! has a deadline; nothing sleeps a fixed time.

#![allow(dead_code)] // each test file uses some of these
#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use reversi_tutor::classroom::class::{self, Binding};
use reversi_tutor::classroom::{ClassFolder, Classroom, PupilName, ServeOptions};
use reversi_tutor::cli::CourseDirs;
use reversi_tutor::cli::tutor::tutor_course;
use reversi_tutor::lang::Lang;
use russh::client::{self, KeyboardInteractiveAuthResponse as Ki};
use russh::keys::PrivateKey;
use russh::keys::PublicKeyOrCertificate;
use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::{Channel, ChannelMsg};
use tokio::runtime::Runtime;

pub const PATIENCE: Duration = Duration::from_secs(30);

/// A class served on loopback from a folder of its own.
pub struct Class {
    pub classroom: Option<Classroom>,
    pub dir: tempfile::TempDir,
    pub address: SocketAddr,
    pub code: String,
    pub teacher_code: String,
}

pub fn options_in(dir: &Path, max_connections: usize, idle: Duration) -> ServeOptions {
    ServeOptions {
        dir: dir.join("class"),
        bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
        port: 0,
        course: tutor_course(&CourseDirs::default()).course,
        lang: Lang::En,
        max_connections,
        idle,
    }
}

pub fn serve_with(max_connections: usize, idle: Duration) -> Class {
    serve_in(tempfile::tempdir().unwrap(), max_connections, idle)
}

/// A class whose `settings.toml` says `settings`.
pub fn serve_set(settings: &str) -> Class {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("class")).unwrap();
    std::fs::write(dir.path().join("class/settings.toml"), settings).unwrap();
    serve_in(dir, 64, Duration::from_secs(600))
}

pub fn serve_in(dir: tempfile::TempDir, max_connections: usize, idle: Duration) -> Class {
    let options = options_in(dir.path(), max_connections, idle);
    let classroom = Classroom::start(options).unwrap();
    let address = classroom.address();
    let code = classroom.class().code().to_string();
    let teacher_code = classroom.class().teacher_code().to_string();
    Class {
        classroom: Some(classroom),
        dir,
        address,
        code,
        teacher_code,
    }
}

pub fn serve() -> Class {
    serve_with(64, Duration::from_secs(600))
}

impl Class {
    pub fn folder(&self) -> std::path::PathBuf {
        self.dir.path().join("class")
    }

    pub fn pupil_file(&self, name: &str, file: &str) -> std::path::PathBuf {
        self.folder().join("pupils").join(name).join(file)
    }

    /// Binds `name` to the PIN `pin`, as a first login would.
    pub fn bind_pin(&self, name: &str, pin: &str) {
        let (folder, _) = ClassFolder::open(&self.folder()).unwrap();
        let name = PupilName::parse(name).unwrap();
        let hash = class::hash_pin(pin).unwrap();
        folder.bind(&name, &Binding::Pin(hash)).unwrap();
    }

    pub fn stop(&mut self) -> usize {
        self.classroom.take().unwrap().stop()
    }
}

pub struct Client;

impl client::Handler for Client {
    type Error = russh::Error;

    async fn check_server_key(
        &mut self,
        _key: &PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

pub fn runtime() -> Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

pub async fn connect(address: SocketAddr) -> client::Handle<Client> {
    let config = Arc::new(client::Config::default());
    tokio::time::timeout(PATIENCE, client::connect(config, address, Client))
        .await
        .expect("connected in time")
        .unwrap()
}

pub fn new_key(seed: u8) -> Arc<PrivateKey> {
    Arc::new(PrivateKey::from(Ed25519Keypair::from_seed(&[seed; 32])))
}

/// The instructions of a keyboard-interactive prompt, and its prompts.
pub fn prompt(response: Ki) -> (String, Vec<String>) {
    match response {
        Ki::InfoRequest {
            instructions,
            prompts,
            ..
        } => (
            instructions,
            prompts.into_iter().map(|p| p.prompt).collect(),
        ),
        other => panic!("no prompt but {other:?}"),
    }
}

/// Whether each prompt of `response` shows what is typed (none: no prompt).
pub fn echoed(response: &Ki) -> Vec<bool> {
    match response {
        Ki::InfoRequest { prompts, .. } => prompts.iter().map(|p| p.echo).collect(),
        _ => Vec::new(),
    }
}

/// Starts logging in as `name`: the first prompt.
pub async fn start(session: &mut client::Handle<Client>, name: &str) -> Ki {
    session
        .authenticate_keyboard_interactive_start(name, None)
        .await
        .unwrap()
}

/// Logs in as `name` with the class code and PIN typed as `answers`.
pub async fn login(session: &mut client::Handle<Client>, name: &str, answers: &[&str]) -> Ki {
    let first = start(session, name).await;
    let (_, prompts) = prompt(first);
    assert_eq!(prompts.len(), answers.len(), "{prompts:?}");
    session
        .authenticate_keyboard_interactive_respond(answers.iter().map(|a| a.to_string()).collect())
        .await
        .unwrap()
}

/// A terminal of `rows` by `columns` that keeps no scrollback.
pub fn terminal(rows: u16, columns: u16) -> vt100::Parser {
    let size = |n: u16| std::num::NonZeroU16::new(n).unwrap();
    vt100::Parser::new(size(rows), size(columns), 0)
}

/// Answers the last prompt with `answers`.
pub async fn respond(session: &mut client::Handle<Client>, answers: &[&str]) -> Ki {
    session
        .authenticate_keyboard_interactive_respond(answers.iter().map(|a| a.to_string()).collect())
        .await
        .unwrap()
}

/// `response` says `words` and asks nothing, and the connection is then refused.
pub async fn refused_with(session: &mut client::Handle<Client>, response: Ki, words: &str) {
    let (why, prompts) = prompt(response);
    assert!(why.contains(words), "{why}");
    assert!(prompts.is_empty(), "{prompts:?}");
    let refused = respond(session, &[]).await;
    assert!(matches!(refused, Ki::Failure { .. }), "{refused:?}");
}

/// A pupil's open tutor: the channel and the screen as a terminal shows it.
pub struct Screen {
    pub channel: Channel<client::Msg>,
    pub terminal: vt100::Parser,
    pub closed: bool,
    pub exit_status: Option<u32>,
    pub errors: String,
    /// Every byte the channel brought, as it came.
    pub raw: Vec<u8>,
}

impl Screen {
    /// A screen of `rows` by `columns` on `channel`, nothing read yet.
    pub fn on(channel: Channel<client::Msg>, columns: u16, rows: u16) -> Screen {
        Screen {
            channel,
            terminal: terminal(rows, columns),
            closed: false,
            exit_status: None,
            errors: String::new(),
            raw: Vec::new(),
        }
    }

    /// The screen's words, each run of spaces and line ends as one space
    /// (text wrapped anywhere reads as one line).
    pub fn words(&self) -> String {
        self.text().split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// Reads until the screen's words hold `words` (see [`Screen::words`]).
    pub async fn wait_for_words(&mut self, words: &str) {
        let shown = self.until(|s| s.words().contains(words)).await;
        assert!(shown, "no {words:?} on\n{}", self.text());
    }

    pub async fn open(session: &client::Handle<Client>, columns: u16, rows: u16) -> Screen {
        let channel = session.channel_open_session().await.unwrap();
        channel
            .request_pty(
                true,
                "xterm-256color",
                columns.into(),
                rows.into(),
                0,
                0,
                &[],
            )
            .await
            .unwrap();
        channel.request_shell(true).await.unwrap();
        Screen::on(channel, columns, rows)
    }

    pub fn text(&self) -> String {
        self.terminal.screen().contents()
    }

    /// Reads until `done` holds of the screen, or the channel closes; whether it held.
    pub async fn until(&mut self, done: impl Fn(&Screen) -> bool) -> bool {
        let deadline = Instant::now() + PATIENCE;
        while !done(self) {
            if self.closed {
                return false;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            match tokio::time::timeout(left, self.channel.wait()).await {
                Err(_) => return false,
                Ok(None) => self.closed = true,
                Ok(Some(message)) => self.take(message),
            }
        }
        true
    }

    pub fn take(&mut self, message: ChannelMsg) {
        match message {
            ChannelMsg::Data { data } => {
                self.raw.extend_from_slice(&data);
                self.terminal.process(&data);
            }
            ChannelMsg::ExtendedData { data, .. } => {
                self.errors.push_str(&String::from_utf8_lossy(&data));
            }
            ChannelMsg::ExitStatus { exit_status } => self.exit_status = Some(exit_status),
            ChannelMsg::Close => self.closed = true,
            _ => {}
        }
    }

    /// The screen once it shows `text`.
    pub async fn wait_for(&mut self, text: &str) -> String {
        let shown = self.until(|s| s.text().contains(text)).await;
        assert!(shown, "no {text:?} on\n{}", self.text());
        self.text()
    }

    /// Reads until the channel closes.
    pub async fn wait_closed(&mut self) {
        let closed = self.until(|s| s.closed).await;
        assert!(closed, "still open, showing\n{}", self.text());
    }

    pub async fn keys(&self, bytes: &[u8]) {
        self.channel.data_bytes(bytes.to_vec()).await.unwrap();
    }
}

/// Logs in as the teacher with `code` and opens the dashboard at `columns`×`rows`.
pub async fn open_teacher(
    class: &Class,
    code: &str,
    columns: u16,
    rows: u16,
) -> (client::Handle<Client>, Screen) {
    let mut session = connect(class.address).await;
    let done = login(&mut session, "teacher", &[code]).await;
    assert!(matches!(done, Ki::Success), "{done:?}");
    let mut screen = Screen::open(&session, columns, rows).await;
    screen.wait_for("Class dashboard").await;
    (session, screen)
}

/// Logs in as `name` (bound to `pin`) and opens the tutor at 80×24, on its home screen.
pub async fn open_as(class: &Class, name: &str, pin: &str) -> (client::Handle<Client>, Screen) {
    let mut session = connect(class.address).await;
    let done = login(&mut session, name, &[&class.code, pin]).await;
    assert!(matches!(done, Ki::Success), "{done:?}");
    let mut screen = Screen::open(&session, 80, 24).await;
    screen.wait_for("Lessons").await;
    (session, screen)
}

/// From the home screen, opens the first lesson and steps on to step `n`.
pub async fn to_step(screen: &mut Screen, n: usize) {
    screen.keys(b"\r").await;
    screen.wait_for("The goal and the discs").await;
    for step in 1..=n {
        screen.keys(b"\r").await;
        screen.wait_for(&format!("Step {step} of")).await;
    }
}

/// Waits until `path` holds `text`.
pub fn wait_for_file(path: &Path, text: &str) -> String {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let now = std::fs::read_to_string(path).unwrap_or_default();
        if now.contains(text) {
            return now;
        }
        assert!(
            Instant::now() < deadline,
            "{} never held {text:?}:\n{now}",
            path.display()
        );
        std::thread::yield_now();
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A game that ends at its 13th move, black 17, white 0.
pub const WHOLE_GAME: &str = "e6d6c7f5g6d7c6e7f7c5c4b5a5";
/// A game that fills the board, 32 to 32.
pub const DRAWN_GAME: &str = "c4e3f2c3c5b5e6d3b4f6b3d6e7d7g5g6a6b6g7b2a7f3d8f8f4c8f7g3c2g8f5d2d1h6h8e1a2c6b1b7h2a1g4c1f1h7h5e8a5g1b8a3a4g2c7a8h4h3e2h1";

/// The moves of a record, two characters each.
pub fn moves_of(record: &str) -> Vec<&str> {
    (0..record.len())
        .step_by(2)
        .map(|i| &record[i..i + 2])
        .collect()
}

/// From the home screen, Play, "a classmate" as the opponent, Enter: the list of classmates.
pub async fn to_classmates(screen: &mut Screen) {
    screen.keys(b"\x1b[B\x1b[B\r").await;
    screen.wait_for("Opponent").await;
    screen.keys(b"\x1b[C\x1b[C").await;
    screen.wait_for("a classmate").await;
    screen.keys(b"\r").await;
    screen.wait_for("Classmates online").await;
}

/// `inviter` invites `name` (the only classmate free), whose screen is
/// `invited`, and `name` accepts: both screens show the game.
pub async fn begin_game(inviter: &mut Screen, invited: &mut Screen, name: &str) {
    to_classmates(inviter).await;
    inviter.wait_for(&format!("▶ {name}")).await;
    inviter.keys(b"\r").await;
    inviter.wait_for(&format!("Waiting for {name}")).await;
    invited.wait_for("invites you to a game").await;
    invited.keys(b"\r").await;
    for screen in [inviter, invited] {
        screen.wait_for("Class game").await;
    }
}

/// The board as a screen draws it (the cursor is a colour, not a character).
pub fn board_rows(screen: &Screen) -> Vec<String> {
    let width = usize::from(reversi_tutor::ui::board::WIDTH) + 1;
    screen
        .text()
        .lines()
        .skip(1)
        .take(usize::from(reversi_tutor::ui::board::HEIGHT) + 1)
        .map(|line| line.chars().take(width).collect())
        .collect()
}

/// The line of `screen` that holds `words`.
pub fn line_with(screen: &Screen, words: &str) -> String {
    let text = screen.text();
    let line = text.lines().find(|l| l.contains(words));
    line.unwrap_or_else(|| panic!("no {words:?} on\n{text}"))
        .trim()
        .to_string()
}

/// `ani` and `budi`, each logged in on the home screen.
pub async fn ani_and_budi(
    class: &Class,
) -> (
    (client::Handle<Client>, Screen),
    (client::Handle<Client>, Screen),
) {
    class.bind_pin("ani", "1357");
    class.bind_pin("budi", "2468");
    let ani = open_as(class, "ani", "1357").await;
    let budi = open_as(class, "budi", "2468").await;
    (ani, budi)
}

/// Plays the moves of `record` from its `from`-th move on (counted from 0),
/// black's on `black`, white's on `white`; after each move both screens
/// show it and the same board.
pub async fn play_through(black: &mut Screen, white: &mut Screen, record: &str, from: usize) {
    let moves = moves_of(record);
    for (i, mv) in moves.iter().enumerate().skip(from) {
        let (mover, other) = match i % 2 {
            0 => (&mut *black, &mut *white),
            _ => (&mut *white, &mut *black),
        };
        mover.keys(format!("{mv}\r").as_bytes()).await;
        let said = format!("plays {mv}");
        mover.wait_for(&said).await;
        other.wait_for(&said).await;
        let deadline = Instant::now() + PATIENCE;
        while board_rows(mover) != board_rows(other) {
            assert!(
                Instant::now() < deadline,
                "after {mv} the boards differ:\n{}\n{}",
                mover.text(),
                other.text()
            );
            let _ = tokio::time::timeout(Duration::from_millis(50), other.until(|_| false)).await;
            let _ = tokio::time::timeout(Duration::from_millis(50), mover.until(|_| false)).await;
        }
    }
}
