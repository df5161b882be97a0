//! The play setup, the game and the review screens as insta snapshots of a
//! fixed-size `TestBackend` (in English and another language), the window
//! sizes at every layout edge swept (`common::tui::sweep`), the key list of a game
//! from the command table, and the event loop handing the computer's move to
//! the screen while no key comes.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

mod common;

use std::io;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use reversi_tutor::app::{App, Arrow, Msg, Screen, Tutor};
use reversi_tutor::lang::Lang;
use reversi_tutor::runner::Command;
use reversi_tutor::runner::GameCommand;
use reversi_tutor::runner::LessonCommand;
use reversi_tutor::runner::game::{GameSession, GameSetup, Players};
use reversi_tutor::ui::{self, Events, Input, Key};

use common::tui::{app_in, send, typed, wait_ready};

fn app(lang: Lang) -> Tutor {
    app_in(lang, true)
}

/// The play setup, opened from home, with a fixed seed.
fn setup(lang: Lang) -> Tutor {
    common::tui::play_setup(app(lang))
}

/// Level 1 (seed 7) after black f5 and the computer's reply.
fn after_a_move(lang: Lang) -> Tutor {
    common::tui::after_f5(app(lang))
}

/// Two people play the endgame to its end.
fn finished(lang: Lang) -> Tutor {
    common::tui::endgame_played(app(lang))
}

/// The review of the finished endgame, graded, with the second move chosen.
fn reviewed(lang: Lang) -> Tutor {
    let mut app = finished(lang);
    app.send(Msg::Command(Command::Game(GameCommand::Review)));
    wait_ready(&mut app);
    app.send(Msg::Arrow(Arrow::Down));
    app
}

fn drawn(app: &App) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| f.render_widget(app, f.area())).unwrap();
    terminal
}

/// Sets the modification time of `path` to `seconds` after the epoch.
fn touch(path: &std::path::Path, seconds: u64) {
    let when = std::time::UNIX_EPOCH + Duration::from_secs(seconds);
    let file = std::fs::File::options().write(true).open(path).unwrap();
    file.set_modified(when).unwrap();
}

#[test]
fn the_list_of_saved_games() {
    let dir = tempfile::tempdir().unwrap();
    let games = dir.path().join("games");
    std::fs::create_dir(&games).unwrap();
    for (name, text, when) in [
        ("game-2026-11-28-1815.txt", "f5d6c3d3c4\n", 1_000),
        ("game-2026-11-29-0930.txt", "f5f6\n", 2_000),
        ("notes.txt", "not a game\n", 3_000),
    ] {
        std::fs::write(games.join(name), text).unwrap();
        touch(&games.join(name), when);
    }
    for lang in [Lang::En, Lang::Vi] {
        let mut app = app(lang);
        app.open_game(GameSession::new(GameSetup::new(Players::TwoPeople)), true);
        if let Screen::Game(game) = &mut app.screen {
            game.files = reversi_tutor::app::GameFiles::new(None, Some(dir.path()));
        }
        send(
            &mut app,
            &[
                Msg::Command(Command::Game(GameCommand::Load)),
                Msg::Arrow(Arrow::Down),
            ],
        );
        let screen = drawn(&app);
        insta::assert_snapshot!(format!("game_saved_games_{lang}"), screen.backend());
    }
}

#[test]
fn play_setup_screen() {
    for lang in [Lang::En, Lang::Id] {
        let screen = drawn(&setup(lang));
        insta::assert_snapshot!(format!("play_setup_{lang}"), screen.backend());
    }
    let text = drawn(&setup(Lang::En)).backend().to_string();
    assert!(text.contains("Level 6: as level 5"), "{text}");
    assert!(text.contains("random legal move"), "{text}");
}

#[test]
fn game_after_a_move_with_the_computers_lines_drawn() {
    for lang in [Lang::En, Lang::Vi] {
        let screen = drawn(&after_a_move(lang));
        insta::assert_snapshot!(format!("game_after_f5_{lang}"), screen.backend());
        let text = screen.backend().to_string();
        assert!(
            text.contains("[○]") && text.contains("(○)") && text.contains("<○>"),
            "{text}"
        );
    }
}

#[test]
fn the_end_of_a_game() {
    for lang in [Lang::En, Lang::Id] {
        let screen = drawn(&finished(lang));
        insta::assert_snapshot!(format!("game_end_{lang}"), screen.backend());
    }
    let text = drawn(&finished(Lang::En)).backend().to_string();
    assert!(text.contains("the board is full"), "{text}");
}

#[test]
fn review_screen() {
    for lang in [Lang::En, Lang::Vi] {
        let screen = drawn(&reviewed(lang));
        insta::assert_snapshot!(format!("review_{lang}"), screen.backend());
    }
}

#[test]
fn the_key_list_of_a_game_lists_every_command_with_a_key() {
    let mut app = after_a_move(Lang::En);
    app.send(Msg::Command(Command::Help));
    let screen = drawn(&app);
    insta::assert_snapshot!("help_game_en", screen.backend());
    let text = screen.backend().to_string();
    for command in [
        Command::Game(GameCommand::Undo),
        Command::Game(GameCommand::Redo),
        Command::Game(GameCommand::Explain),
        Command::Game(GameCommand::Dots),
        Command::Game(GameCommand::Save),
        Command::Game(GameCommand::NewGame),
        Command::Game(GameCommand::Review),
    ] {
        // The start of each line of the key list, which may wrap.
        let start: Vec<&str> = app.ui().game_key_help(command).split(' ').take(3).collect();
        assert!(text.contains(&start.join(" ")), "{command:?}\n{text}");
    }
    // The arrows move the cursor until the game is over, and only then replay it.
    let replay = app.ui().game_key_help(Command::Game(GameCommand::Replay));
    assert!(!text.contains(replay), "{text}");
}

/// Every game screen worth drawing.
fn every_screen() -> Vec<Tutor> {
    let mut screens = vec![setup(Lang::En), setup(Lang::Vi), after_a_move(Lang::Id)];
    let mut illegal = after_a_move(Lang::En);
    typed(&mut illegal, "a1");
    screens.push(illegal);
    let mut help = after_a_move(Lang::En);
    help.send(Msg::Command(Command::Help));
    screens.push(help);
    screens.push(finished(Lang::Vi));
    let mut replay = finished(Lang::En);
    replay.send(Msg::Arrow(Arrow::Left));
    screens.push(replay);
    screens.push(reviewed(Lang::En));
    let mut grading = finished(Lang::Id);
    grading.send(Msg::Command(Command::Game(GameCommand::Review)));
    screens.push(grading);
    screens
}

#[test]
fn every_window_size_at_the_layout_edges_draws_the_game_screens_with_whose_turn_and_the_key_bar() {
    for app in every_screen() {
        common::tui::sweep_with_turn(&app);
    }
}

#[test]
fn too_small_a_window_asks_for_the_boards_size_on_the_game_screen() {
    let app = after_a_move(Lang::En);
    let mut terminal = Terminal::new(TestBackend::new(24, 8)).unwrap();
    terminal.draw(|f| f.render_widget(&app, f.area())).unwrap();
    assert!(terminal.backend().to_string().contains("28×14"));
}

/// Keys from a list, each given once the screen drawn last is quiet: no
/// computer thinking and no flips being drawn. While it is not, each poll
/// answers "no key" as a terminal would, until a deadline.
struct KeysWhenQuiet {
    keys: Vec<Input>,
    busy: bool,
    deadline: Instant,
}

impl KeysWhenQuiet {
    fn new(keys: Vec<Input>) -> KeysWhenQuiet {
        KeysWhenQuiet {
            keys,
            busy: false,
            deadline: Instant::now() + Duration::from_secs(60),
        }
    }
}

impl Events for KeysWhenQuiet {
    fn next(&mut self, timeout: Duration) -> io::Result<Option<Input>> {
        if self.busy {
            assert!(Instant::now() < self.deadline, "the screen never settled");
            // A poll, as a terminal's: the loop looks for the computer's move
            // between polls.
            std::thread::sleep(timeout);
            return Ok(None);
        }
        if self.keys.is_empty() {
            return Err(io::Error::other("no more keys"));
        }
        Ok(Some(self.keys.remove(0)))
    }

    fn drawn(&mut self, app: &App) {
        let thinking = matches!(&app.screen, Screen::Game(game) if game.thinking());
        self.busy = thinking || app.animating();
    }
}

fn key(code: Key) -> Input {
    Input::Key(code)
}

#[test]
fn the_event_loop_plays_the_computers_reply_while_no_key_comes() {
    let mut app = setup(Lang::En);
    send(&mut app, &[Msg::Enter]);
    let mut terminal = Terminal::new(TestBackend::new(100, 30)).unwrap();
    let mut events = KeysWhenQuiet::new(vec![
        key(Key::Char('f')),
        key(Key::Char('5')),
        key(Key::Enter),
        key(Key::Char('q')),
    ]);
    let stop = AtomicBool::new(false);
    ui::run(&mut terminal, &mut app, &mut events, &stop).unwrap();
    assert!(app.quit);
    let text = terminal.backend().to_string();
    assert!(text.contains("The computer (white) plays"), "{text}");
}

#[test]
fn on_the_game_screen_command_keys_leave_the_column_letters_to_typed_squares() {
    let game = after_a_move(Lang::En);
    let msg = |code: Key| ui::keymap::msg(&key(code), &game);
    assert_eq!(msg(Key::Char('d')), Some(Msg::Column('d')));
    assert_eq!(msg(Key::Char('e')), Some(Msg::Column('e')));
    assert_eq!(msg(Key::Char('h')), Some(Msg::Column('h')));
    assert_eq!(msg(Key::Char('5')), Some(Msg::Digit(5)));
    assert_eq!(msg(Key::Char('p')), Some(Msg::Pass));
    let commands = [
        ('u', Command::Game(GameCommand::Undo)),
        ('r', Command::Game(GameCommand::Redo)),
        ('x', Command::Game(GameCommand::Explain)),
        ('.', Command::Game(GameCommand::Dots)),
        ('s', Command::Game(GameCommand::Save)),
        ('n', Command::Game(GameCommand::NewGame)),
        ('v', Command::Game(GameCommand::Review)),
        ('?', Command::Help),
        ('q', Command::Quit),
    ];
    for (c, command) in commands {
        assert_eq!(msg(Key::Char(c)), Some(Msg::Command(command)), "{c}");
    }
    // The same letters keep their lesson meaning elsewhere.
    let mut lesson = app(Lang::En);
    lesson.open_lesson(0);
    assert_eq!(
        ui::keymap::msg(&key(Key::Char('n')), &lesson),
        Some(Msg::Command(Command::Lesson(LessonCommand::Next)))
    );
}

#[test]
fn a_click_on_the_game_board_is_the_square_clicked() {
    let app = after_a_move(Lang::En);
    let board = ui::layout::board_area(&app).unwrap();
    // f3: the sixth column, three cells a square after the row numbers; the third row.
    let click = Input::Click {
        column: board.x + 2 + 3 * 5 + 1,
        row: board.y + 3,
    };
    assert_eq!(
        ui::keymap::msg(&click, &app),
        Some(Msg::Click("f3".parse().unwrap()))
    );
}
