//! The classroom over real SSH sessions on loopback: a russh client logs in as
//! a pupil would (with a PIN, or with a key and the class code), reads the
//! tutor's screen through a terminal emulator (vt100), types, and looks at the
//! class folder. Every wait has a deadline; nothing sleeps a fixed time.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use reversi_tutor::classroom::class::{self, Binding, LOGIN_FILE};
use reversi_tutor::classroom::{ClassFolder, Classroom, Place, PupilName, ServeOptions};
use reversi_tutor::cli::CourseDirs;
use reversi_tutor::cli::tutor::tutor_course;
use reversi_tutor::lang::Lang;
use russh::client::{self, AuthResult, KeyboardInteractiveAuthResponse as Ki};
use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::keys::{PrivateKey, PrivateKeyWithHashAlg, PublicKeyOrCertificate};
use russh::{Channel, ChannelMsg};
use tokio::runtime::Runtime;

/// How long any one thing may take on a busy machine.
const PATIENCE: Duration = Duration::from_secs(30);

/// A class served on loopback from a folder of its own.
struct Class {
    classroom: Option<Classroom>,
    dir: tempfile::TempDir,
    address: SocketAddr,
    code: String,
}

fn options_in(dir: &Path, max_connections: usize, idle: Duration) -> ServeOptions {
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

fn serve_with(max_connections: usize, idle: Duration) -> Class {
    serve_in(tempfile::tempdir().unwrap(), max_connections, idle)
}

/// A class whose `settings.toml` says `settings`.
fn serve_set(settings: &str) -> Class {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("class")).unwrap();
    std::fs::write(dir.path().join("class/settings.toml"), settings).unwrap();
    serve_in(dir, 64, Duration::from_secs(600))
}

fn serve_in(dir: tempfile::TempDir, max_connections: usize, idle: Duration) -> Class {
    let options = options_in(dir.path(), max_connections, idle);
    let classroom = Classroom::start(options).unwrap();
    let address = classroom.address();
    let code = classroom.class().code().to_string();
    Class {
        classroom: Some(classroom),
        dir,
        address,
        code,
    }
}

fn serve() -> Class {
    serve_with(64, Duration::from_secs(600))
}

impl Class {
    fn folder(&self) -> std::path::PathBuf {
        self.dir.path().join("class")
    }

    fn pupil_file(&self, name: &str, file: &str) -> std::path::PathBuf {
        self.folder().join("pupils").join(name).join(file)
    }

    /// Binds `name` to the PIN `pin`, as a first login would.
    fn bind_pin(&self, name: &str, pin: &str) {
        let (folder, _) = ClassFolder::open(&self.folder()).unwrap();
        let name = PupilName::parse(name).unwrap();
        let hash = class::hash_pin(pin).unwrap();
        folder.bind(&name, &Binding::Pin(hash)).unwrap();
    }

    fn stop(&mut self) -> usize {
        self.classroom.take().unwrap().stop()
    }
}

struct Client;

impl client::Handler for Client {
    type Error = russh::Error;

    async fn check_server_key(
        &mut self,
        _key: &PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

fn runtime() -> Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

async fn connect(address: SocketAddr) -> client::Handle<Client> {
    let config = Arc::new(client::Config::default());
    tokio::time::timeout(PATIENCE, client::connect(config, address, Client))
        .await
        .expect("connected in time")
        .unwrap()
}

fn new_key(seed: u8) -> Arc<PrivateKey> {
    Arc::new(PrivateKey::from(Ed25519Keypair::from_seed(&[seed; 32])))
}

/// The instructions of a keyboard-interactive prompt, and its prompts.
fn prompt(response: Ki) -> (String, Vec<String>) {
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

/// Starts logging in as `name`: the first prompt.
async fn start(session: &mut client::Handle<Client>, name: &str) -> Ki {
    session
        .authenticate_keyboard_interactive_start(name, None)
        .await
        .unwrap()
}

/// Logs in as `name` with the class code and PIN typed as `answers`.
async fn login(session: &mut client::Handle<Client>, name: &str, answers: &[&str]) -> Ki {
    let first = start(session, name).await;
    let (_, prompts) = prompt(first);
    assert_eq!(prompts.len(), answers.len(), "{prompts:?}");
    session
        .authenticate_keyboard_interactive_respond(answers.iter().map(|a| a.to_string()).collect())
        .await
        .unwrap()
}

/// A terminal of `rows` by `columns` that keeps no scrollback.
fn terminal(rows: u16, columns: u16) -> vt100::Parser {
    let size = |n: u16| std::num::NonZeroU16::new(n).unwrap();
    vt100::Parser::new(size(rows), size(columns), 0)
}

/// Answers the last prompt with `answers`.
async fn respond(session: &mut client::Handle<Client>, answers: &[&str]) -> Ki {
    session
        .authenticate_keyboard_interactive_respond(answers.iter().map(|a| a.to_string()).collect())
        .await
        .unwrap()
}

/// `response` says `words` and asks nothing, and the connection is then refused.
async fn refused_with(session: &mut client::Handle<Client>, response: Ki, words: &str) {
    let (why, prompts) = prompt(response);
    assert!(why.contains(words), "{why}");
    assert!(prompts.is_empty(), "{prompts:?}");
    let refused = respond(session, &[]).await;
    assert!(matches!(refused, Ki::Failure { .. }), "{refused:?}");
}

/// A pupil's open tutor: the channel and the screen as a terminal shows it.
struct Screen {
    channel: Channel<client::Msg>,
    terminal: vt100::Parser,
    closed: bool,
    exit_status: Option<u32>,
    errors: String,
}

impl Screen {
    async fn open(session: &client::Handle<Client>, columns: u16, rows: u16) -> Screen {
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
        Screen {
            channel,
            terminal: terminal(rows, columns),
            closed: false,
            exit_status: None,
            errors: String::new(),
        }
    }

    fn text(&self) -> String {
        self.terminal.screen().contents()
    }

    /// Reads until `done` holds of the screen, or the channel closes; whether it held.
    async fn until(&mut self, done: impl Fn(&Screen) -> bool) -> bool {
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

    fn take(&mut self, message: ChannelMsg) {
        match message {
            ChannelMsg::Data { data } => self.terminal.process(&data),
            ChannelMsg::ExtendedData { data, .. } => {
                self.errors.push_str(&String::from_utf8_lossy(&data));
            }
            ChannelMsg::ExitStatus { exit_status } => self.exit_status = Some(exit_status),
            ChannelMsg::Close => self.closed = true,
            _ => {}
        }
    }

    /// The screen once it shows `text`.
    async fn wait_for(&mut self, text: &str) -> String {
        let shown = self.until(|s| s.text().contains(text)).await;
        assert!(shown, "no {text:?} on\n{}", self.text());
        self.text()
    }

    /// Reads until the channel closes.
    async fn wait_closed(&mut self) {
        let closed = self.until(|s| s.closed).await;
        assert!(closed, "still open, showing\n{}", self.text());
    }

    async fn keys(&self, bytes: &[u8]) {
        self.channel.data_bytes(bytes.to_vec()).await.unwrap();
    }
}

/// Logs in as `name` (bound to `pin`) and opens the tutor at 80×24, on its home screen.
async fn open_as(class: &Class, name: &str, pin: &str) -> (client::Handle<Client>, Screen) {
    let mut session = connect(class.address).await;
    let done = login(&mut session, name, &[&class.code, pin]).await;
    assert!(matches!(done, Ki::Success), "{done:?}");
    let mut screen = Screen::open(&session, 80, 24).await;
    screen.wait_for("Lessons").await;
    (session, screen)
}

/// From the home screen, opens the first lesson and steps on to step `n`.
async fn to_step(screen: &mut Screen, n: usize) {
    screen.keys(b"\r").await;
    screen.wait_for("The goal and the discs").await;
    for step in 1..=n {
        screen.keys(b"\r").await;
        screen.wait_for(&format!("Step {step} of")).await;
    }
}

/// Waits until `path` holds `text`.
fn wait_for_file(path: &Path, text: &str) -> String {
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

#[test]
fn a_new_pupil_chooses_a_pin_sees_the_home_screen_steps_a_lesson_and_it_is_saved() {
    let mut class = serve();
    runtime().block_on(async {
        let mut session = connect(class.address).await;
        let first = start(&mut session, "ani").await;
        let (instructions, prompts) = prompt(first);
        assert!(instructions.contains("ani"), "{instructions}");
        assert_eq!(prompts.len(), 3, "code, PIN, PIN again: {prompts:?}");
        let answers = vec![class.code.clone(), "2468".into(), "2468".into()];
        let done = session
            .authenticate_keyboard_interactive_respond(answers)
            .await
            .unwrap();
        assert!(matches!(done, Ki::Success), "{done:?}");
        let mut screen = Screen::open(&session, 80, 24).await;
        let home = screen.wait_for("Lessons").await;
        assert!(home.contains("Quit"), "{home}");
        to_step(&mut screen, 2).await;
        let progress = wait_for_file(&class.pupil_file("ani", "progress.toml"), "step = 1");
        assert!(progress.contains("[lessons."), "{progress}");
        screen.keys(b"q").await;
        screen.wait_closed().await;
        assert_eq!(screen.exit_status, Some(0));
    });
    let login = std::fs::read_to_string(class.pupil_file("ani", LOGIN_FILE)).unwrap();
    assert!(login.contains("$argon2id$"), "{login}");
    assert!(!login.contains("2468"), "{login}");
    class.stop();
}

#[test]
fn a_wrong_class_code_is_refused_with_a_line_and_three_wrong_codes_close_the_door() {
    let class = serve();
    runtime().block_on(async {
        let mut session = connect(class.address).await;
        let again = login(&mut session, "budi", &["000000x", "1234", "1234"]).await;
        assert!(prompt(again).0.contains("not the class code"));
        let again = respond(&mut session, &["1", "1234", "1234"]).await;
        assert!(prompt(again).0.contains("not the class code"));
        let last = respond(&mut session, &["2", "1234", "1234"]).await;
        refused_with(&mut session, last, "Too many wrong tries").await;
    });
    assert!(!class.pupil_file("budi", LOGIN_FILE).exists());
}

#[test]
fn a_wrong_pin_is_refused_and_the_right_one_opens_the_name() {
    let class = serve();
    class.bind_pin("citra", "9753");
    runtime().block_on(async {
        let mut session = connect(class.address).await;
        let wrong = login(&mut session, "citra", &[&class.code, "9999"]).await;
        let (why, prompts) = prompt(wrong);
        assert!(why.contains("PIN is wrong"), "{why}");
        assert_eq!(prompts.len(), 2);
        let right = session
            .authenticate_keyboard_interactive_respond(vec![class.code.clone(), "9753".into()])
            .await
            .unwrap();
        assert!(matches!(right, Ki::Success), "{right:?}");
    });
}

#[test]
fn a_name_bound_to_a_key_opens_with_that_key_only() {
    let class = serve();
    let (own, other) = (new_key(1), new_key(2));
    runtime().block_on(async {
        // The first login binds the key offered.
        let mut session = connect(class.address).await;
        let proved = session
            .authenticate_publickey("dewi", PrivateKeyWithHashAlg::new(Arc::clone(&own), None))
            .await
            .unwrap();
        assert!(
            matches!(
                proved,
                AuthResult::Failure {
                    partial_success: true,
                    ..
                }
            ),
            "the key alone is not enough: {proved:?}"
        );
        let done = login(&mut session, "dewi", &[&class.code]).await;
        assert!(matches!(done, Ki::Success), "{done:?}");
        drop(session);
        wait_for_file(&class.pupil_file("dewi", LOGIN_FILE), "ssh-ed25519");

        // Another key does not open it, and neither do answers without the key.
        let mut session = connect(class.address).await;
        let refused = session
            .authenticate_publickey("dewi", PrivateKeyWithHashAlg::new(other, None))
            .await
            .unwrap();
        assert!(
            matches!(
                refused,
                AuthResult::Failure {
                    partial_success: false,
                    ..
                }
            ),
            "{refused:?}"
        );
        let first = start(&mut session, "dewi").await;
        refused_with(&mut session, first, "only with its own SSH key").await;

        // The own key still does, once the pupil above has gone.
        let deadline = Instant::now() + PATIENCE;
        loop {
            let mut session = connect(class.address).await;
            session
                .authenticate_publickey("dewi", PrivateKeyWithHashAlg::new(Arc::clone(&own), None))
                .await
                .unwrap();
            let first = start(&mut session, "dewi").await;
            let (why, prompts) = prompt(first);
            if prompts.len() == 1 {
                let done = session
                    .authenticate_keyboard_interactive_respond(vec![class.code.clone()])
                    .await
                    .unwrap();
                assert!(matches!(done, Ki::Success), "{done:?}");
                break;
            }
            assert!(why.contains("already connected"), "{why}");
            assert!(
                Instant::now() < deadline,
                "the first login never let go of dewi"
            );
            tokio::task::yield_now().await;
        }
    });
}

#[test]
fn a_name_already_connected_and_a_name_that_is_no_name_are_refused_with_a_line() {
    let class = serve();
    class.bind_pin("eka", "1357");
    runtime().block_on(async {
        let (_first, _screen) = open_as(&class, "eka", "1357").await;

        let mut second = connect(class.address).await;
        let first_prompt = start(&mut second, "EKA").await;
        refused_with(&mut second, first_prompt, "EKA is already connected").await;

        let mut third = connect(class.address).await;
        let first_prompt = start(&mut third, "../eka").await;
        refused_with(&mut third, first_prompt, "letters, digits").await;
    });
    assert!(!class.folder().join("eka").exists());
}

#[test]
fn a_command_a_shell_without_a_terminal_a_subsystem_and_forwarding_are_refused() {
    let class = serve();
    class.bind_pin("fajar", "2222");
    runtime().block_on(async {
        let mut session = connect(class.address).await;
        let done = login(&mut session, "fajar", &[&class.code, "2222"]).await;
        assert!(matches!(done, Ki::Success), "{done:?}");

        // A command: refused, said on the error stream, the channel closed.
        let channel = session.channel_open_session().await.unwrap();
        channel.exec(true, "touch /tmp/owned; sh").await.unwrap();
        let mut screen = Screen {
            channel,
            terminal: terminal(24, 80),
            closed: false,
            exit_status: None,
            errors: String::new(),
        };
        let mut failed = false;
        let deadline = Instant::now() + PATIENCE;
        while !screen.closed && Instant::now() < deadline {
            match tokio::time::timeout(PATIENCE, screen.channel.wait()).await {
                Ok(Some(ChannelMsg::Failure)) => failed = true,
                Ok(Some(message)) => screen.take(message),
                Ok(None) | Err(_) => break,
            }
        }
        assert!(failed, "the command was not refused");
        assert!(
            screen.errors.contains("only the tutor"),
            "{}",
            screen.errors
        );
        assert!(screen.terminal.screen().contents().trim().is_empty());

        // A shell without a terminal, and sftp: refused too.
        for subsystem in [false, true] {
            let channel = session.channel_open_session().await.unwrap();
            if subsystem {
                channel.request_subsystem(true, "sftp").await.unwrap();
            } else {
                channel.request_shell(true).await.unwrap();
            }
            let mut channel = channel;
            let mut refused = false;
            while let Ok(Some(message)) = tokio::time::timeout(PATIENCE, channel.wait()).await {
                match message {
                    ChannelMsg::Failure => refused = true,
                    ChannelMsg::Success => panic!("accepted (subsystem: {subsystem})"),
                    ChannelMsg::Close => break,
                    _ => {}
                }
            }
            assert!(refused, "subsystem: {subsystem}");
        }

        // Port forwarding, both ways.
        let forward = session.tcpip_forward("127.0.0.1", 0).await;
        assert!(forward.is_err(), "{forward:?}");
        let direct = session
            .channel_open_direct_tcpip(
                "127.0.0.1",
                u32::from(class.address.port()),
                "127.0.0.1",
                5555,
            )
            .await;
        assert!(direct.is_err(), "a tunnel was opened");
    });
}

#[test]
fn junk_bytes_sizes_of_nothing_and_of_thousands_and_a_flood_leave_the_session_working() {
    let mut class = serve();
    class.bind_pin("gita", "8642");
    runtime().block_on(async {
        let (_session, mut screen) = open_as(&class, "gita", "8642").await;

        // Every byte but the keys that quit, invalid UTF-8, cut sequences.
        let mut junk: Vec<u8> = (0u8..=255)
            .filter(|b| !matches!(b, b'q' | b'Q' | 0x03 | 0x04))
            .collect();
        junk.extend_from_slice(
            b"\xff\xfe\xc3\x28\x1b[99999999999999999999;;;;;;M\x1b[<0;0;0M\x1b]0;x\x07",
        );
        junk.extend(std::iter::repeat_n(b'9', 5000));
        screen.keys(&junk).await;
        screen.channel.window_change(0, 0, 0, 0).await.unwrap();
        screen
            .channel
            .window_change(10000, 10000, 0, 0)
            .await
            .unwrap();
        // A flood of keys that move about without leaving.
        let flood: Vec<u8> = b"\x1b[A\x1b[B".repeat(20_000);
        screen.keys(&flood).await;
        // Still drawing: a new size brings a whole new frame.
        screen.terminal = terminal(26, 90);
        screen.channel.window_change(90, 26, 0, 0).await.unwrap();
        let alive = screen.until(|s| !s.text().trim().is_empty()).await;
        assert!(alive, "the session stopped drawing");

        // Another pupil is served all along.
        class.bind_pin("hadi", "1111");
        let _other = open_as(&class, "hadi", "1111").await;
    });
    assert_eq!(
        class.stop(),
        2,
        "both sessions ended when the class stopped"
    );
    assert!(class.pupil_file("gita", "progress.toml").exists());
}

#[test]
fn a_connection_dropped_in_the_middle_of_a_key_saves_the_step_and_lets_the_name_go() {
    let class = serve();
    class.bind_pin("ina", "4321");
    runtime().block_on(async {
        let (session, mut screen) = open_as(&class, "ina", "4321").await;
        to_step(&mut screen, 3).await;
        // Half an arrow key, then the connection is gone.
        screen.keys(b"\x1b[").await;
        drop(screen);
        drop(session);

        wait_for_file(&class.pupil_file("ina", "progress.toml"), "step = 2");
        // The name is free again: the same pupil logs back in.
        let deadline = Instant::now() + PATIENCE;
        loop {
            let mut again = connect(class.address).await;
            let first = start(&mut again, "ina").await;
            let (why, prompts) = prompt(first);
            if prompts.len() == 2 {
                break;
            }
            assert!(why.contains("already connected"), "{why}");
            assert!(Instant::now() < deadline, "ina was never let go");
            tokio::task::yield_now().await;
        }
    });
}

#[test]
fn stopping_the_class_saves_every_pupil_and_tells_them() {
    let mut class = serve();
    class.bind_pin("joko", "5555");
    runtime().block_on(async {
        let (_session, mut screen) = open_as(&class, "joko", "5555").await;
        to_step(&mut screen, 2).await;
        let stopped = std::thread::spawn(move || (class.stop(), class));
        screen.wait_for("The class has ended").await;
        screen.wait_closed().await;
        let (ended, class) = stopped.join().unwrap();
        assert_eq!(ended, 1);
        let progress = std::fs::read_to_string(class.pupil_file("joko", "progress.toml")).unwrap();
        assert!(progress.contains("step = 1"), "{progress}");
    });
}

#[test]
fn connections_past_the_cap_are_closed_and_a_silent_one_times_out() {
    let class = serve_with(2, Duration::from_secs(2));
    runtime().block_on(async {
        let first = connect(class.address).await;
        let _second = connect(class.address).await;
        let config = Arc::new(client::Config::default());
        let third = tokio::time::timeout(PATIENCE, client::connect(config, class.address, Client))
            .await
            .expect("an answer in time");
        assert!(third.is_err(), "a third connection was taken");
        // The silent ones are closed after the idle time.
        let deadline = Instant::now() + PATIENCE;
        while !first.is_closed() {
            assert!(Instant::now() < deadline, "an idle connection stayed open");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    });
}

#[test]
fn the_teachers_list_shows_who_is_connected_and_the_lesson_step_as_it_changes() {
    let class = serve();
    class.bind_pin("kiki", "7777");
    let place = |class: &Class| {
        let online = class.classroom.as_ref().unwrap().online();
        online
            .iter()
            .find(|p| p.name == "kiki")
            .and_then(|p| p.status.as_ref().map(|s| s.place.clone()))
    };
    let wait_for_place = |class: &Class, wanted: &Place| {
        let deadline = Instant::now() + PATIENCE;
        while place(class).as_ref() != Some(wanted) {
            assert!(
                Instant::now() < deadline,
                "{:?}, not {wanted:?}",
                place(class)
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    };
    runtime().block_on(async {
        let (_session, mut screen) = open_as(&class, "kiki", "7777").await;
        wait_for_place(&class, &Place::Home);
        to_step(&mut screen, 2).await;
        let first = tutor_course(&CourseDirs::default()).course.lessons[0]
            .id
            .clone();
        let at = |step| Place::Lesson {
            number: 1,
            id: first.clone(),
            step,
        };
        wait_for_place(&class, &at(2));
        screen.keys(b"\r").await;
        screen.wait_for("Step 3 of").await;
        wait_for_place(&class, &at(3));
        screen.keys(b"q").await;
        screen.wait_closed().await;
    });
    let deadline = Instant::now() + PATIENCE;
    while place(&class).is_some() || !class.classroom.as_ref().unwrap().online().is_empty() {
        assert!(Instant::now() < deadline, "kiki still listed after leaving");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn the_class_settings_are_read_at_serve_and_a_broken_file_stops_it_naming_line_and_column() {
    let mut class = serve_set("timer = 60\ngrace_seconds = 5\n");
    let settings = *class.classroom.as_ref().unwrap().settings();
    assert_eq!(settings.timer, Some(Duration::from_secs(60)));
    assert_eq!(settings.grace, Duration::from_secs(5));
    assert!(settings.swap_colours && !settings.dots);
    assert_eq!(settings.level.number(), 2);
    class.stop();
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("class")).unwrap();
    let file = dir.path().join("class/settings.toml");
    std::fs::write(&file, "dots = true\ncomputer_level = 7\n").unwrap();
    let Err(why) = Classroom::start(options_in(dir.path(), 64, Duration::from_secs(600))) else {
        panic!("served with a broken settings file");
    };
    let said = why.to_string();
    assert!(
        said.starts_with(&format!("{}:2:18:", file.display())),
        "{said}"
    );
    assert!(said.contains("computer_level"), "{said}");
}
