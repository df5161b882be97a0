//! Printable worksheets as a teacher makes them: `print LESSON|FILE` and
//! `print --puzzles THEME|DIR` write one HTML page; a teacher's `<` and `&`
//! stay text; `--answers` adds the key; and the page, opened in a real
//! headless Chromium (Debian's `chromium`; these tests fail where it is
//! missing, and `.ci/run` installs it), loads with no console error and no
//! request but its own file, shows the board on its first screen, and prints
//! on A4 or Letter.
//!
//! Chromium is driven over `--remote-debugging-pipe` (the DevTools protocol,
//! one JSON message per NUL-terminated line on file descriptors 3 and 4), so no
//! port is opened.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

mod common;

use std::io::{BufRead, BufReader, PipeReader, PipeWriter, Write};
use std::os::fd::AsRawFd;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use resvg::tiny_skia::Pixmap;
use serde_json::{Value, json};

/// A lesson of a teacher's own, with markup-like text, a choice and a task.
const LESSON: &str = r#"format_version = 1
id = "sheet-test"
title = { en = "Corners <b>& edges</b>" }
summary = { en = "A < B & C: the corners." }

[[step]]
position = { start = true }
task = "play"
accept = ["d3"]
[step.say]
en = "Play d3 <script>alert(1)</script> & see."

[[step]]
position = { start = true }
task = "choice"
correct = 2
shuffle = false
choices = [{ en = "It moves <i>a disc</i>" }, { en = "It adds a disc & flips" }]
[step.say]
en = "What does a move do?"
"#;

/// Runs the binary in `home` (a teacher's machine of its own).
fn run(home: &Path, args: &[&str]) -> (i32, String, String) {
    common::in_home(home, args, "", &[])
}

/// Writes the test lesson into `home` and prints it to `sheet.html` with `more`.
fn printed(home: &Path, more: &[&str]) -> (PathBuf, String) {
    let lesson = home.join("lesson.toml");
    std::fs::write(&lesson, LESSON).unwrap();
    let out = home.join("sheet.html");
    let mut args = vec![
        "print",
        lesson.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ];
    args.extend(more);
    let (status, _, err) = run(home, &args);
    assert_eq!(status, 0, "{err}");
    assert!(err.contains("sheet.html written"), "{err}");
    let html = std::fs::read_to_string(&out).unwrap();
    (out, html)
}

#[test]
fn a_teachers_markup_stays_text_and_choices_get_boxes() {
    let home = tempfile::tempdir().unwrap();
    let (_, html) = printed(home.path(), &[]);
    assert!(html.contains("<title>Corners &lt;b&gt;&amp; edges&lt;/b&gt;</title>"));
    assert!(html.contains("Play d3 &lt;script&gt;alert(1)&lt;/script&gt; &amp; see."));
    assert!(!html.contains("<script"), "a file's text became markup");
    assert!(!html.contains("<i>"));
    assert_eq!(html.matches("<span class=\"box\"></span>").count(), 2);
    assert!(html.contains("2. It adds a disc &amp; flips"));
    assert_eq!(html.matches("<svg ").count(), 2, "a board for each task");
    assert!(
        !html.contains("class=\"key\""),
        "no answers without --answers"
    );
}

#[test]
fn answers_come_on_a_page_of_their_own_and_the_paper_is_chosen() {
    let home = tempfile::tempdir().unwrap();
    let (_, html) = printed(home.path(), &["--answers", "--paper", "letter"]);
    let key = html.find("<section class=\"key\">").expect("an answer key");
    assert!(
        html[key..].contains("This step asks for d3."),
        "{}",
        &html[key..]
    );
    assert!(html[key..].contains("2. It adds a disc &amp; flips"));
    assert!(html.contains("@page { size: letter;"));
}

#[test]
fn a_built_in_lesson_prints_in_the_language_asked_for_and_bad_requests_are_refused() {
    let home = tempfile::tempdir().unwrap();
    let out = home.path().join("s.html");
    let out = out.to_str().unwrap();
    let (status, _, err) = run(home.path(), &["--lang", "vi", "print", "3", "--out", out]);
    assert_eq!(status, 0, "{err}");
    let html = std::fs::read_to_string(out).unwrap();
    assert!(html.contains("<html lang=\"vi\">"));
    assert!(html.contains("Nước đi đầu tiên"), "the title in Vietnamese");
    assert!(html.contains("Họ tên"));

    let (status, _, err) = run(home.path(), &["print", "first-mov", "--out", out]);
    assert_eq!(status, 2, "{err}");
    assert!(err.contains("first-move"), "{err}");
    let (status, _, err) = run(home.path(), &["print", "3", "--out", "sheet.pdf"]);
    assert_eq!(status, 2, "{err}");
    assert!(err.contains("FILE.html"), "{err}");
    let (status, _, err) = run(
        home.path(),
        &["print", "--puzzles", "corners", "--out", out],
    );
    assert_eq!(status, 2, "{err}");
    assert!(err.contains("corner,"), "the themes are listed: {err}");
}

#[test]
fn a_puzzle_theme_and_a_puzzle_folder_print_every_puzzle_with_its_answer() {
    let home = tempfile::tempdir().unwrap();
    let out = home.path().join("p.html");
    let out = out.to_str().unwrap();
    let (status, _, err) = run(
        home.path(),
        &["print", "--puzzles", "corner", "--answers", "--out", out],
    );
    assert_eq!(status, 0, "{err}");
    let html = std::fs::read_to_string(out).unwrap();
    let boards = html.matches("<svg ").count();
    assert!(boards >= 5, "{boards} corner puzzles");
    let key = html.find("<section class=\"key\">").unwrap();
    assert_eq!(html[key..].matches("<dt>").count(), boards);

    let set = home.path().join("set");
    std::fs::create_dir(&set).unwrap();
    let (status, _, err) = run(
        home.path(),
        &[
            "puzzles",
            "generate",
            "--theme",
            "corner",
            "--count",
            "3",
            "--seed",
            "1",
            "--out",
            set.join("week.toml").to_str().unwrap(),
        ],
    );
    assert_eq!(status, 0, "{err}");
    let (status, _, err) = run(
        home.path(),
        &[
            "print",
            "--puzzles",
            set.to_str().unwrap(),
            "--answers",
            "--out",
            out,
        ],
    );
    assert_eq!(status, 0, "{err}");
    let html = std::fs::read_to_string(out).unwrap();
    assert_eq!(html.matches("<svg ").count(), 3);
    assert!(html.contains("<h1>Puzzles: set</h1>"), "{html}");
}

// ---- The page in a real browser. ----

/// Chromium, where Debian puts it (`REVERSI_TUTOR_CHROMIUM` names another).
fn chromium() -> PathBuf {
    let path = std::env::var_os("REVERSI_TUTOR_CHROMIUM")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/bin/chromium"));
    assert!(
        path.is_file(),
        "{} is missing: these tests need Chromium (Debian: apt-get install chromium; .ci/run installs it)",
        path.display()
    );
    path
}

/// A headless Chromium spoken to over the DevTools pipe.
struct Browser {
    child: Child,
    to: PipeWriter,
    from: Receiver<Value>,
    next_id: u64,
    /// Every event seen, in order.
    events: Vec<Value>,
    profile: tempfile::TempDir,
}

impl Browser {
    fn start() -> Browser {
        let profile = tempfile::tempdir().unwrap();
        // Chromium reads commands on fd 3 and writes answers on fd 4.
        let (commands_in, to) = std::io::pipe().unwrap();
        let (from_raw, answers_out) = std::io::pipe().unwrap();
        let (read_fd, write_fd) = (commands_in.as_raw_fd(), answers_out.as_raw_fd());
        let mut command = Command::new(chromium());
        command
            .args([
                "--headless",
                "--remote-debugging-pipe",
                "--no-sandbox",
                "--disable-gpu",
                "--hide-scrollbars",
                "--no-first-run",
                "--no-default-browser-check",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-extensions",
                "--mute-audio",
                // Whatever Chromium itself would fetch stays on this machine:
                // no name resolves, and every request goes to a closed port of
                // the loopback as its proxy.
                "--host-resolver-rules=MAP * ~NOTFOUND",
                "--proxy-server=http://127.0.0.1:9",
                "--proxy-bypass-list=<-loopback>",
                "about:blank",
            ])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(profile.path().join("chromium.log")).unwrap());
        // SAFETY: between fork and exec only fcntl and dup2 run, which are
        // async-signal-safe. Each end is first copied above 10, so that neither
        // is overwritten (or left closing on exec) when it is already 3 or 4.
        unsafe {
            command.pre_exec(move || {
                let read = libc::fcntl(read_fd, libc::F_DUPFD, 10);
                let write = libc::fcntl(write_fd, libc::F_DUPFD, 10);
                if read < 0 || write < 0 || libc::dup2(read, 3) < 0 || libc::dup2(write, 4) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let child = command.spawn().unwrap();
        drop((commands_in, answers_out));
        let (send, from) = channel();
        std::thread::spawn(move || read_messages(from_raw, send));
        Browser {
            child,
            to,
            from,
            next_id: 0,
            events: Vec::new(),
            profile,
        }
    }

    /// Sends `method` (to the page's `session`, if any) and waits for its result.
    fn call(&mut self, session: Option<&str>, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let mut message = json!({ "id": id, "method": method, "params": params });
        if let Some(session) = session {
            message["sessionId"] = session.into();
        }
        let mut line = message.to_string().into_bytes();
        line.push(0);
        if let Err(e) = self.to.write_all(&line) {
            panic!("Chromium stopped before {method}: {e}\n{}", self.log());
        }
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let message = self.next(deadline, method);
            if message["id"] == id {
                assert!(message.get("error").is_none(), "{method}: {message}");
                return message["result"].clone();
            }
            self.events.push(message);
        }
    }

    /// Waits for the event `method`.
    fn wait_for(&mut self, method: &str) {
        if self.events.iter().any(|e| e["method"] == method) {
            return;
        }
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let message = self.next(deadline, method);
            let found = message["method"] == method;
            self.events.push(message);
            if found {
                return;
            }
        }
    }

    fn next(&mut self, deadline: Instant, waiting_for: &str) -> Value {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.from.recv_timeout(left) {
            Ok(message) => message,
            Err(e) => panic!("Chromium did not answer {waiting_for}: {e}\n{}", self.log()),
        }
    }

    /// What Chromium wrote on its standard error.
    fn log(&self) -> String {
        std::fs::read_to_string(self.profile.path().join("chromium.log")).unwrap_or_default()
    }

    /// The events `method` seen so far.
    fn seen(&self, method: &str) -> Vec<&Value> {
        self.events
            .iter()
            .filter(|e| e["method"] == method)
            .collect()
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn read_messages(from: PipeReader, send: std::sync::mpsc::Sender<Value>) {
    let mut reader = BufReader::new(from);
    let mut message = Vec::new();
    while reader.read_until(0, &mut message).unwrap_or(0) > 0 {
        if message.last() == Some(&0) {
            message.pop();
        }
        if let Ok(value) = serde_json::from_slice(&message)
            && send.send(value).is_err()
        {
            return;
        }
        message.clear();
    }
}

/// What the browser made of a page.
struct Loaded {
    /// Every URL the page requested.
    requests: Vec<String>,
    /// Console errors, uncaught exceptions and the browser's own error entries
    /// (a resource refused, a blocked load).
    errors: Vec<String>,
    /// The first screen, 794 × 1123 pixels (A4 at 96 dpi).
    screen: Pixmap,
    /// The page printed to PDF.
    pdf: Vec<u8>,
}

/// Opens `page` in a fresh headless Chromium.
fn load(page: &Path) -> Loaded {
    let mut browser = Browser::start();
    let target = browser.call(None, "Target.createTarget", json!({ "url": "about:blank" }));
    let attached = browser.call(
        None,
        "Target.attachToTarget",
        json!({ "targetId": target["targetId"], "flatten": true }),
    );
    let session = attached["sessionId"].as_str().unwrap().to_string();
    let session = Some(session.as_str());
    for domain in ["Page", "Network", "Runtime", "Log"] {
        browser.call(session, &format!("{domain}.enable"), json!({}));
    }
    browser.call(
        session,
        "Emulation.setDeviceMetricsOverride",
        json!({ "width": 794, "height": 1123, "deviceScaleFactor": 1, "mobile": false }),
    );
    let url = format!("file://{}", page.display());
    browser.call(session, "Page.navigate", json!({ "url": url }));
    browser.wait_for("Page.loadEventFired");
    let shot = browser.call(
        session,
        "Page.captureScreenshot",
        json!({ "format": "png" }),
    );
    let printed = browser.call(
        session,
        "Page.printToPDF",
        json!({ "preferCSSPageSize": true, "printBackground": true }),
    );
    let requests = browser
        .seen("Network.requestWillBeSent")
        .iter()
        .map(|e| {
            e["params"]["request"]["url"]
                .as_str()
                .unwrap_or("")
                .to_string()
        })
        .collect();
    let mut errors: Vec<String> = Vec::new();
    for event in browser.seen("Runtime.consoleAPICalled") {
        if matches!(event["params"]["type"].as_str(), Some("error" | "assert")) {
            errors.push(event["params"]["args"].to_string());
        }
    }
    for event in browser.seen("Runtime.exceptionThrown") {
        errors.push(event["params"]["exceptionDetails"].to_string());
    }
    for event in browser.seen("Log.entryAdded") {
        if event["params"]["entry"]["level"] == "error" {
            errors.push(event["params"]["entry"]["text"].to_string());
        }
    }
    let screen = Pixmap::decode_png(&base64(shot["data"].as_str().unwrap())).unwrap();
    let pdf = base64(printed["data"].as_str().unwrap());
    Loaded {
        requests,
        errors,
        screen,
        pdf,
    }
}

/// Standard base64, as the DevTools protocol sends binary data.
fn base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("not base64: {c}"),
    };
    let digits: Vec<u8> = text.bytes().filter(|c| *c != b'=').map(value).collect();
    digits
        .chunks(4)
        .flat_map(|chunk| {
            let n = chunk
                .iter()
                .enumerate()
                .fold(0u32, |n, (i, d)| n | u32::from(*d) << (18 - 6 * i));
            let bytes = n.to_be_bytes();
            bytes[1..chunk.len()].to_vec()
        })
        .collect()
}

/// The first block of the pixels `keep` keeps, from the top: its rows are the
/// first run of rows each holding at least `min` of them (across gaps of a few
/// rows), its columns those
/// holding them in at least half of these rows. (left, top, right, bottom).
fn first_block(screen: &Pixmap, min: usize, keep: impl Fn(&[u8]) -> bool) -> (u32, u32, u32, u32) {
    let (width, height) = (screen.width() as usize, screen.height() as usize);
    let kept = |x: usize, y: usize| keep(&screen.data()[(y * width + x) * 4..][..3]);
    let full = |y: usize| (0..width).filter(|x| kept(*x, y)).count() >= min;
    let top = (0..height)
        .find(|y| full(*y))
        .expect("no block of the board's colour");
    // The grid's lines cross the block: a gap of a few rows does not end it.
    let mut bottom = top;
    for y in top..height {
        if full(y) {
            bottom = y;
        } else if y > bottom + 4 {
            break;
        }
    }
    let rows = bottom - top + 1;
    let columns: Vec<usize> = (0..width)
        .filter(|x| (top..=bottom).filter(|y| kept(*x, *y)).count() * 2 >= rows)
        .collect();
    let (left, right) = (columns[0], columns[columns.len() - 1]);
    (left as u32, top as u32, right as u32, bottom as u32)
}

/// The width and height of every page of a PDF, in points, from its MediaBoxes.
fn page_sizes(pdf: &[u8]) -> Vec<(f64, f64)> {
    let text = String::from_utf8_lossy(pdf);
    text.match_indices("/MediaBox [")
        .filter_map(|(at, found)| {
            let rest = &text[at + found.len()..];
            let numbers: Vec<f64> = rest[..rest.find(']')?]
                .split_whitespace()
                .filter_map(|n| n.parse().ok())
                .collect();
            (numbers.len() == 4).then(|| (numbers[2] - numbers[0], numbers[3] - numbers[1]))
        })
        .collect()
}

#[test]
fn the_worksheet_loads_in_chromium_with_no_error_no_request_and_the_board_on_screen() {
    let home = tempfile::tempdir().unwrap();
    let (page, _) = printed(home.path(), &["--answers"]);
    let loaded = load(&page);
    let own = format!("file://{}", page.display());
    assert_eq!(
        loaded.requests,
        [own],
        "the page asked for more than itself"
    );
    assert!(loaded.errors.is_empty(), "{:?}", loaded.errors);

    // The board's squares (#e6e6e6) make a square block on the first screen,
    // left of the text, with the start position's black discs inside it.
    let screen = &loaded.screen;
    let (left, top, right, bottom) =
        first_block(screen, 100, |p| p.iter().all(|c| c.abs_diff(0xe6) <= 2));
    let (width, height) = (right - left, bottom - top);
    assert!(
        width.abs_diff(height) <= 4,
        "the board is {width} × {height}"
    );
    assert!((180..=300).contains(&width), "a board {width} pixels wide");
    assert!(
        bottom < screen.height() / 2,
        "the first board is not near the top"
    );
    let black_inside = (top..=bottom)
        .flat_map(|y| (left..=right).map(move |x| (x, y)))
        .filter(|(x, y)| {
            let at = ((y * screen.width() + x) * 4) as usize;
            screen.data()[at..at + 3].iter().all(|c| *c <= 0x20)
        })
        .count();
    // Two black discs of radius ~9 pixels, less their outline's antialiasing.
    assert!(
        black_inside > 300,
        "{black_inside} black pixels on the board"
    );

    // Printed: A4 (595 × 842 points), the key on a page of its own.
    let sizes = page_sizes(&loaded.pdf);
    assert!(sizes.len() >= 2, "{sizes:?}");
    for (w, h) in &sizes {
        assert!(
            (w - 595.3).abs() < 1.5 && (h - 841.9).abs() < 1.5,
            "{sizes:?}"
        );
    }
}

#[test]
fn a_letter_worksheet_prints_on_letter_paper() {
    let home = tempfile::tempdir().unwrap();
    let (page, _) = printed(home.path(), &["--paper", "letter"]);
    let sizes = page_sizes(&load(&page).pdf);
    assert!(!sizes.is_empty());
    for (w, h) in &sizes {
        assert!(
            (w - 612.0).abs() < 1.5 && (h - 792.0).abs() < 1.5,
            "{sizes:?}"
        );
    }
}

#[test]
fn the_browser_check_sees_a_planted_request_and_a_planted_error() {
    // A page that loads from elsewhere and logs an error: the checks above
    // would see both (the request goes no further than the closed proxy port).
    let home = tempfile::tempdir().unwrap();
    let page = home.path().join("bad.html");
    std::fs::write(
        &page,
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body>\
         <img src=\"http://example.invalid/planted.png\"><script>console.error(\"planted\")</script></body></html>",
    )
    .unwrap();
    let loaded = load(&page);
    assert!(
        loaded
            .requests
            .iter()
            .any(|r| r.starts_with("http://example.invalid/")),
        "{:?}",
        loaded.requests
    );
    assert!(
        loaded.errors.iter().any(|e| e.contains("planted")),
        "{:?}",
        loaded.errors
    );
}
