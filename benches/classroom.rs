//! The classroom at the scale of a class: 40 pupils and the teacher's
//! dashboard over SSH on loopback, in one process with their clients. First
//! every pupil steps through lesson 1 (forward and back), then the teacher
//! pairs the class round robin and the 40 play 20 class games at once, to
//! their end. Prints the server's work per key (from a key handed to a
//! pupil's tutor to its frame sent), on the wall clock (which counts the
//! waits for the disk and for a processor shared with the 41 clients) and in
//! the processor time of the pupil's thread; the memory each session takes
//! on the server (`classroom serve` run as a process of its own, its resident
//! memory read before the logins and after), and whether every game
//! reached its end with every move on both screens and on disk. A key that
//! saves (a step reached, a move) waits for its file to reach the disk, so
//! the time of one durable write on this disk is printed first. Targets:
//! under 2 ms at the 99th percentile, under 8 MB a session, no move lost.
//! A benchmark, not a test: it prints and asserts no time.
//!
//! `cargo bench --bench classroom [-- PUPILS ROUNDS]` (40 pupils and 20
//! rounds of lesson keys unless given).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a benchmark may stop at the first surprise

#[path = "../tests/common/ssh.rs"]
mod ssh;

use std::time::{Duration, Instant};

use reversi_tutor::classroom::Work;
use ssh::*;

/// A game that fills the board, 32 to 32, with no pass.
const GAME: &str = DRAWN_GAME;

/// This process's resident memory, in kB (Linux; 0 elsewhere).
fn resident_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
            line.split_whitespace().nth(1)?.parse().ok()
        })
        .unwrap_or(0)
}

/// The `p`th percentile of `times` (sorted here).
fn percentile(times: &mut [Duration], p: f64) -> Duration {
    if times.is_empty() {
        return Duration::ZERO;
    }
    times.sort();
    let at = ((times.len() as f64 - 1.0) * p / 100.0).round() as usize;
    times[at.min(times.len() - 1)]
}

/// Prints the work per key of one phase: as the wall clock counts it, and
/// in the processor time of the pupil's thread.
fn report_work(phase: &str, work: Vec<Work>) {
    let keys = work.len();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let mut wall: Vec<Duration> = work.iter().map(|w| w.wall).collect();
    let mut processor: Vec<Duration> = work.iter().filter_map(|w| w.processor).collect();
    println!(
        "{phase}: {keys} keys; server work per key on the wall clock: median {:.2} ms, \
         99th percentile {:.2} ms, longest {:.2} ms",
        ms(percentile(&mut wall, 50.0)),
        ms(percentile(&mut wall, 99.0)),
        ms(wall.last().copied().unwrap_or_default()),
    );
    if !processor.is_empty() {
        println!(
            "{phase}: in processor time: median {:.2} ms, 99th percentile {:.2} ms \
             (target < 2 ms), longest {:.2} ms",
            ms(percentile(&mut processor, 50.0)),
            ms(percentile(&mut processor, 99.0)),
            ms(processor.last().copied().unwrap_or_default()),
        );
    }
}

/// How long one durable write (written, synced, renamed, folder synced) takes
/// on this machine's disk, the median of 20: every key that saves waits for one.
fn durable_write(dir: &std::path::Path) -> Duration {
    let mut times: Vec<Duration> = (0..20)
        .map(|_| {
            let started = Instant::now();
            reversi_tutor::store::write_atomically(dir, "probe.txt", &[b'x'; 600]).unwrap();
            started.elapsed()
        })
        .collect();
    percentile(&mut times, 50.0)
}

fn name(i: usize) -> String {
    format!("p{i:02}")
}

/// The resident memory of process `pid`, in kB (Linux; 0 elsewhere).
fn resident_kb_of(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|status| {
            let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
            line.split_whitespace().nth(1)?.parse().ok()
        })
        .unwrap_or(0)
}

/// The memory a session takes on the server alone: `reversi-tutor classroom
/// serve` runs as a process of its own (the clients stay here), and its
/// resident memory is read before anyone logs in and once `pupils` pupils
/// (each logging in for the first time, choosing a PIN) are in lesson 1 and
/// the teacher's dashboard lists them all.
fn server_memory(pupils: usize) {
    use std::io::BufRead;
    let dir = tempfile::tempdir().unwrap();
    let mut server = std::process::Command::new(env!("CARGO_BIN_EXE_reversi-tutor"))
        .args(["--lang", "en", "classroom", "serve", "--bind", "127.0.0.1"])
        .args(["--port", "0", "--class"])
        .arg(dir.path().join("class"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    // What `serve` prints first: the codes and the command pupils type.
    let (mut code, mut teacher_code, mut port) = (None, None, None);
    let mut lines = std::io::BufReader::new(server.stdout.take().unwrap()).lines();
    while code.is_none() || teacher_code.is_none() || port.is_none() {
        let line = lines.next().unwrap().unwrap();
        let word_after = |label: &str| {
            line.split_once(label)
                .and_then(|(_, rest)| rest.split_whitespace().next())
                .map(str::to_string)
        };
        code = code.or(word_after("Class code: "));
        teacher_code = teacher_code.or(word_after("Teacher code: "));
        port = port.or(word_after("ssh -p ").and_then(|p| p.parse::<u16>().ok()));
    }
    // Keep reading what it prints, so that it never waits on a full pipe.
    std::thread::spawn(move || lines.for_each(drop));
    let address = std::net::SocketAddr::from(([127, 0, 0, 1], port.unwrap()));
    let code = code.unwrap();
    let before = resident_kb_of(server.id());
    let runtime = runtime();
    let _open = runtime.block_on(async {
        let mut open = Vec::new();
        for i in 0..pupils {
            let mut session = connect(address).await;
            let done = login(&mut session, &name(i), &[&code, "1234", "1234"]).await;
            assert!(matches!(
                done,
                russh::client::KeyboardInteractiveAuthResponse::Success
            ));
            let mut screen = Screen::open(&session, 80, 24).await;
            screen.wait_for("Lessons").await;
            to_step(&mut screen, 1).await;
            open.push((session, screen));
        }
        let mut session = connect(address).await;
        let done = login(&mut session, "teacher", &[teacher_code.as_deref().unwrap()]).await;
        assert!(matches!(
            done,
            russh::client::KeyboardInteractiveAuthResponse::Success
        ));
        let mut teacher = Screen::open(&session, 160, 50).await;
        teacher
            .wait_for_words(&format!("{pupils} of {pupils} pupils connected"))
            .await;
        open.push((session, teacher));
        open
    });
    let after = resident_kb_of(server.id());
    let sessions = pupils + 1;
    println!(
        "the server alone (its own process): {:.1} MB resident before anyone logs in, \
         {:.1} MB with {pupils} pupils in lesson 1 and the dashboard; \
         {:.2} MB a session (target < 8 MB)",
        before as f64 / 1024.0,
        after as f64 / 1024.0,
        after.saturating_sub(before) as f64 / sessions as f64 / 1024.0,
    );
    server.kill().unwrap();
    server.wait().unwrap();
}

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let pupils = args.first().copied().unwrap_or(40).max(2) / 2 * 2;
    let rounds = args.get(1).copied().unwrap_or(20);
    server_memory(pupils);
    let class = serve();
    println!(
        "one durable write on this disk: {:.2} ms (median of 20); each key that saves waits for one",
        durable_write(class.dir.path()).as_secs_f64() * 1e3
    );
    for i in 0..pupils {
        class.bind_pin(&name(i), "1234");
    }
    let runtime = runtime();
    let before = resident_kb();
    let (mut screens, mut teacher, _sessions) = runtime.block_on(async {
        let mut sessions = Vec::new();
        let mut screens = Vec::new();
        for i in 0..pupils {
            let (session, screen) = open_as(&class, &name(i), "1234").await;
            sessions.push(session);
            screens.push(screen);
        }
        let (session, mut teacher) = open_teacher(&class, &class.teacher_code, 160, 50).await;
        teacher
            .wait_for_words(&format!("{pupils} of {pupils} pupils connected"))
            .await;
        sessions.push(session);
        (screens, teacher, sessions)
    });
    let after = resident_kb();
    let sessions = pupils + 1;
    let per_session = after.saturating_sub(before) as f64 / sessions as f64 / 1024.0;
    println!(
        "{sessions} sessions ({pupils} pupils and the dashboard) with their clients in one \
         process: {:.1} MB resident before, {:.1} MB after; {per_session:.2} MB a session \
         with its client",
        before as f64 / 1024.0,
        after as f64 / 1024.0,
    );
    let classroom = class.classroom.as_ref().unwrap();
    classroom.key_work();

    // Every pupil steps through lesson 1: on to step 2 and back, `rounds` times.
    let started = Instant::now();
    runtime.block_on(async {
        let tasks = screens.drain(..).map(|mut screen| {
            tokio::spawn(async move {
                to_step(&mut screen, 1).await;
                for _ in 0..rounds {
                    screen.keys(b"\r").await;
                    screen.wait_for("Step 2 of").await;
                    screen.keys(b"\x7f").await;
                    screen.wait_for("Step 1 of").await;
                }
                screen
            })
        });
        let tasks: Vec<_> = tasks.collect();
        for task in tasks {
            screens.push(task.await.unwrap());
        }
    });
    println!(
        "lessons: {pupils} pupils stepped {rounds} times forward and back in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    report_work("lessons", classroom.key_work());

    // The teacher pairs the class; every invited pupil accepts; 20 games at once.
    let games = pupils / 2;
    let started = Instant::now();
    let ended = runtime.block_on(async {
        teacher.keys(b"r").await;
        teacher.wait_for_words("Invited to play:").await;
        let mut pairs = Vec::new();
        let mut iter = screens.drain(..);
        while let (Some(black), Some(mut white)) = (iter.next(), iter.next()) {
            white.wait_for("invites you to a game").await;
            white.keys(b"y").await;
            pairs.push((black, white));
        }
        let tasks: Vec<_> = pairs
            .into_iter()
            .map(|(mut black, mut white)| {
                tokio::spawn(async move {
                    black.wait_for("Class game 1").await;
                    white.wait_for("Class game 1").await;
                    play_through(&mut black, &mut white, GAME, 0).await;
                    black.wait_for("Black 32, white 32").await;
                    white.wait_for("Black 32, white 32").await;
                    board_rows(&black) == board_rows(&white)
                })
            })
            .collect();
        let mut agreed = 0;
        for task in tasks {
            agreed += usize::from(task.await.unwrap());
        }
        agreed
    });
    let on_disk = (1..=games)
        .filter(|id| {
            let file = class.folder().join(format!("games/game-{id}.txt"));
            std::fs::read_to_string(file).is_ok_and(|text| text.contains(GAME))
        })
        .count();
    println!(
        "games: {games} class games at once, {} moves each, in {:.1} s; {ended} of {games} \
         ended with both screens alike, {on_disk} of {games} whole on disk ({})",
        GAME.len() / 2,
        started.elapsed().as_secs_f64(),
        if ended == games && on_disk == games {
            "no move lost"
        } else {
            "MOVES LOST"
        }
    );
    report_work("games", classroom.key_work());
    let _ = teacher;
    std::thread::sleep(Duration::from_millis(10));
}
