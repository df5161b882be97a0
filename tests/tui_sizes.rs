//! Every screen of the full-screen tutor as an insta snapshot at 80×24 (the
//! usual terminal) and at 200×60 (a large one, where the board grows), in
//! English and Vietnamese: home, lessons, a lesson step (a task, its feedback,
//! a reveal), the puzzle menu, a puzzle, the play setup, a game, a review, the
//! demo chooser, the demo, the sandbox, settings, the glossary, the Help page
//! and the `?` key list.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

mod common;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use reversi_tutor::app::{Arrow, MenuRow, Msg, Screen, Tutor};
use reversi_tutor::engine::notation::parse_position;
use reversi_tutor::lang::Lang;
use reversi_tutor::runner::{Command, GameCommand, LessonCommand, Mode};

use common::tui::{app_in, send, to_step, typed, wait_ready};

/// The tutor in `lang`, flips drawn at once, puzzles on a fixed day.
fn app(lang: Lang) -> Tutor {
    let mut app = app_in(lang, true);
    app.puzzle_setup.today = "2026-05-01".parse().unwrap();
    app
}

/// Lesson 3 (the first move) on its step that asks for d3.
fn lesson_task(lang: Lang) -> Tutor {
    let mut app = app(lang);
    app.open_lesson(2);
    send(&mut app, &to_step("first-move", 4));
    app
}

/// The play setup, opened from home, with a fixed seed.
fn play_setup(lang: Lang) -> Tutor {
    common::tui::play_setup(app(lang))
}

/// Each screen, by name, in `lang`.
fn screens(lang: Lang) -> Vec<(&'static str, Tutor)> {
    let home = app(lang);
    let mut lessons = app(lang);
    lessons.send(Msg::Enter);
    let task = lesson_task(lang);
    let mut feedback = lesson_task(lang);
    typed(&mut feedback, "d3");
    let mut reveal = lesson_task(lang);
    reveal.send(Msg::Command(Command::Lesson(LessonCommand::Reveal)));
    let mut menu = app(lang);
    menu.open_puzzle_menu(MenuRow::Mode(Mode::Theme), None);
    let mut puzzle = app(lang);
    assert!(puzzle.open_puzzle("legal-001"));
    let setup = play_setup(lang);
    let game = common::tui::after_f5(app(lang));
    let mut review = common::tui::endgame_played(app(lang));
    review.send(Msg::Command(Command::Game(GameCommand::Review)));
    wait_ready(&mut review);
    let mut chooser = app(lang);
    chooser.open_demo_pick();
    let mut demo = app(lang);
    demo.open_demo_record("f5d6c3").unwrap();
    demo.send(Msg::Arrow(Arrow::Right));
    let mut sandbox = app(lang);
    sandbox.open_sandbox(*parse_position("f5d6").unwrap().board());
    let mut settings = app(lang);
    settings.screen = Screen::Settings { selected: 0 };
    let mut glossary = app(lang);
    glossary.screen = Screen::Glossary { top: 0, terms: 15 };
    let mut guide = app(lang);
    guide.screen = Screen::Guide;
    let mut keys = lesson_task(lang);
    keys.send(Msg::Command(Command::Help));
    vec![
        ("home", home),
        ("lessons", lessons),
        ("lesson_task", task),
        ("lesson_feedback", feedback),
        ("lesson_reveal", reveal),
        ("puzzle_menu", menu),
        ("puzzle", puzzle),
        ("play_setup", setup),
        ("game", game),
        ("review", review),
        ("demo_chooser", chooser),
        ("demo", demo),
        ("sandbox", sandbox),
        ("settings", settings),
        ("glossary", glossary),
        ("help_page", guide),
        ("keys_overlay", keys),
    ]
}

/// Every screen drawn at `width`×`height` in English and Vietnamese.
fn every_screen_at(width: u16, height: u16) {
    for lang in [Lang::En, Lang::Vi] {
        for (name, app) in screens(lang) {
            let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
            terminal.draw(|f| f.render_widget(&app, f.area())).unwrap();
            insta::assert_snapshot!(
                format!("{name}_{width}x{height}_{lang}"),
                terminal.backend()
            );
        }
    }
}

#[test]
fn every_screen_at_80x24_in_english_and_vietnamese() {
    every_screen_at(80, 24);
}

#[test]
fn every_screen_at_200x60_in_english_and_vietnamese() {
    every_screen_at(200, 60);
}
