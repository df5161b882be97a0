//! The full-screen tutor's speed and memory: from start to the first frame (the
//! course loaded, the progress store opened, the home screen drawn), a key
//! handled and the frame drawn again on the lesson screen and on the puzzle
//! screen (the puzzle part's first opening, which loads the built-in puzzles,
//! timed apart), and the resident memory once the tutor runs. Targets: under
//! 30 ms, under 2 ms, under 20 MB.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a benchmark may stop at the first surprise

use std::hint::black_box;
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use reversi_tutor::app::{Msg, Overrides, Tutor};
use reversi_tutor::cli::CourseDirs;
use reversi_tutor::cli::tutor::tutor_course;
use reversi_tutor::course::load_course;
use reversi_tutor::lang::Lang;
use reversi_tutor::runner::Command;
use reversi_tutor::runner::LessonCommand;
use reversi_tutor::store::Store;
use reversi_tutor::ui::event_loop::draw;

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// Start to first frame: what `reversi-tutor` does before the learner sees the home screen.
fn first_frame(data: &std::path::Path) -> (Tutor, Terminal<TestBackend>) {
    let course = tutor_course(&CourseDirs::default()).course;
    let opened = Store::open(data).unwrap();
    let overrides = Overrides {
        lang: Some(Lang::En),
        ..Overrides::default()
    };
    let app = Tutor::new(course, opened.progress, Some(opened.store), overrides);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    draw(&mut terminal, &app).unwrap();
    (app, terminal)
}

/// Resident memory now and at its peak, in kB (Linux).
fn memory_kb() -> (u64, u64) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|n| n.parse().ok())
            .unwrap_or(0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

fn main() {
    let data = tempfile::tempdir().unwrap();
    let start = (0..15)
        .map(|_| {
            let t = Instant::now();
            black_box(first_frame(data.path()));
            t.elapsed()
        })
        .collect();
    let start = median(start);
    let whole = (0..5)
        .map(|_| {
            let t = Instant::now();
            black_box(load_course(&[], &[]));
            t.elapsed()
        })
        .collect();
    println!(
        "the whole course with the built-in puzzles (not loaded at start): {:?}",
        median(whole)
    );
    println!("start to first frame (course, progress, home drawn): {start:?} (target < 30 ms)");

    for (w, h) in [(80u16, 24u16), (200, 60)] {
        let (mut app, _) = first_frame(data.path());
        let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
        app.overrides.no_animation = true;
        app.open_lesson(2);
        let keys = [
            Msg::Enter,
            Msg::Enter,
            Msg::Enter,
            Msg::Enter,
            Msg::Column('c'),
            Msg::Digit(3),
            Msg::Enter,
            Msg::Arrow(reversi_tutor::app::Arrow::Up),
            Msg::Column('d'),
            Msg::Digit(3),
            Msg::Enter,
            Msg::Command(Command::Help),
            Msg::Escape,
            Msg::Enter,
            Msg::Backspace,
        ];
        let mut times = Vec::new();
        for round in 0..40 {
            if round > 0 {
                app.open_lesson(2);
            }
            for key in &keys {
                let t = Instant::now();
                app.send(key.clone());
                draw(&mut terminal, &app).unwrap();
                times.push(t.elapsed());
            }
        }
        let (slowest, worst) = times
            .iter()
            .enumerate()
            .max_by_key(|(_, t)| **t)
            .map(|(i, t)| (keys[i % keys.len()].clone(), *t))
            .unwrap();
        let mut sorted = times.clone();
        sorted.sort();
        let p99 = sorted[sorted.len() * 99 / 100];
        println!(
            "a key handled and the frame drawn at {w}×{h}: median {:?}, 99th percentile {p99:?}, worst {worst:?} ({slowest:?}) (target < 2 ms)",
            median(times)
        );
    }
    puzzle_keys(data.path());
    let (mut app, _) = first_frame(data.path());
    app.open_lesson(2);
    let saves = (0..15)
        .map(|_| {
            app.send(Msg::Enter);
            app.send(Msg::Backspace);
            let t = Instant::now();
            app.send(Msg::Idle);
            t.elapsed()
        })
        .collect();
    println!(
        "saving the progress when idle (after the frame, no key waits for it): median {:?}",
        median(saves)
    );
    let (rss, peak) = memory_kb();
    println!(
        "resident memory: {:.1} MB now, {:.1} MB at the peak (target < 20 MB)",
        rss as f64 / 1024.0,
        peak as f64 / 1024.0
    );
}

/// The puzzle screen: the puzzle part opened once (the built-in puzzles loaded
/// and their endgames verified), then keys on a legal-move puzzle and on two
/// endgames (a wrong try, two hints, the answer, its best line played on).
fn puzzle_keys(data: &std::path::Path) {
    let (mut app, _) = first_frame(data);
    app.puzzle_setup.built_in_pending = true;
    let t = Instant::now();
    app.open_puzzle_menu(
        reversi_tutor::app::MenuRow::Mode(reversi_tutor::runner::Mode::Theme),
        None,
    );
    println!(
        "the puzzle part opened (the built-in puzzles loaded): {:?}",
        t.elapsed()
    );
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let keys = [
        Msg::Column('a'),
        Msg::Digit(1),
        Msg::Enter,
        Msg::Command(Command::Lesson(LessonCommand::Hint)),
        Msg::Command(Command::Lesson(LessonCommand::Hint)),
        Msg::Command(Command::Lesson(LessonCommand::Reveal)),
        Msg::Arrow(reversi_tutor::app::Arrow::Right),
        Msg::Arrow(reversi_tutor::app::Arrow::Right),
        Msg::Arrow(reversi_tutor::app::Arrow::Left),
    ];
    for id in ["legal-001", "endgame-win-001", "endgame-best-004"] {
        let mut times = Vec::new();
        for _ in 0..10 {
            assert!(app.open_puzzle(id));
            for key in &keys {
                let t = Instant::now();
                app.send(key.clone());
                draw(&mut terminal, &app).unwrap();
                times.push(t.elapsed());
            }
        }
        let (slowest, worst) = times
            .iter()
            .enumerate()
            .max_by_key(|(_, t)| **t)
            .map(|(i, t)| (keys[i % keys.len()].clone(), *t))
            .unwrap();
        println!(
            "a key handled and the frame drawn on puzzle {id}: median {:?}, worst {worst:?} ({slowest:?}) (target < 2 ms)",
            median(times)
        );
    }
}
