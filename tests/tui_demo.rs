//! The classroom demo as a state machine: message sequences through `update`
//! (a lesson's steps and a game's moves forward and back, a task's answer hidden
//! until it is shown, auto-advance by ticks and its delay), its chooser, the
//! classroom keys, and the `demo` and `sandbox` commands' checks of what they
//! are given.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

mod common;

use reversi_tutor::app::{
    App, Arrow, ClassroomKey, DemoPick, DemoScreen, HomeEntry, Msg, Said, SandboxScreen, Screen,
    Showing, TICK_MS, Tutor,
};
use reversi_tutor::engine::notation::parse_position;
use reversi_tutor::engine::{Board, Color};
use reversi_tutor::lang::Lang;
use reversi_tutor::runner::Command;
use reversi_tutor::runner::LessonCommand;
use reversi_tutor::ui::keymap;
use reversi_tutor::ui::{Input, Key};

use common::tui::{app_in, send, sq};

fn app() -> Tutor {
    app_in(Lang::En, false)
}

fn demo(app: &App) -> &DemoScreen {
    match &app.screen {
        Screen::Demo(demo) => demo,
        other => panic!("not the demo: {other:?}"),
    }
}

fn sandbox(app: &App) -> &SandboxScreen {
    match &app.screen {
        Screen::Sandbox(sandbox) => sandbox,
        other => panic!("not the sandbox: {other:?}"),
    }
}

/// The lesson step shown (counting from 0) and what it said.
fn lesson_step(app: &App) -> (usize, Said) {
    match &demo(app).showing {
        Showing::Lesson { run, said, .. } => (run.index(), said.clone()),
        Showing::Game { .. } => panic!("a game, not a lesson"),
    }
}

/// The game move shown (0: the start).
fn game_move(app: &App) -> usize {
    match &demo(app).showing {
        Showing::Game { replay, .. } => replay.step().index,
        Showing::Lesson { .. } => panic!("a lesson, not a game"),
    }
}

/// The chooser shown, if it is.
fn pick(app: &App) -> Option<DemoPick> {
    match &app.screen {
        Screen::DemoPick(pick) => Some(pick.clone()),
        _ => None,
    }
}

fn first_move() -> Tutor {
    let mut app = app();
    let index = app
        .course
        .lessons
        .iter()
        .position(|l| l.id == "first-move")
        .unwrap();
    app.open_demo_lesson(index);
    app
}

fn record(moves: &str) -> Tutor {
    let mut app = app();
    app.open_demo_record(moves).unwrap();
    app
}

const RIGHT: Msg = Msg::Arrow(Arrow::Right);
const LEFT: Msg = Msg::Arrow(Arrow::Left);
const AUTO: Msg = Msg::Classroom(ClassroomKey::Auto);

#[test]
fn the_demo_steps_forward_and_back_through_a_lesson() {
    let mut app = first_move();
    assert_eq!(lesson_step(&app).0, 0);
    send(&mut app, &[LEFT]);
    assert_eq!(lesson_step(&app), (0, Said::FirstStep));
    send(&mut app, &[RIGHT, Msg::Space, RIGHT]);
    assert_eq!(lesson_step(&app).0, 3);
    send(&mut app, &[Msg::Backspace]);
    assert_eq!(lesson_step(&app).0, 2);
    // A task left unanswered is stepped over without its answer.
    send(&mut app, &[RIGHT, RIGHT, RIGHT]);
    assert_eq!(lesson_step(&app), (5, Said::Nothing));
    // The last step says so and stays.
    let steps = match &demo(&app).showing {
        Showing::Lesson { run, .. } => run.lesson().steps.len(),
        Showing::Game { .. } => unreachable!(),
    };
    send(&mut app, &vec![RIGHT; steps]);
    assert_eq!(lesson_step(&app).0, steps - 1);
    assert!(demo(&app).at_end);
    send(&mut app, &[LEFT]);
    assert!(!demo(&app).at_end);
}

#[test]
fn the_demo_steps_forward_and_back_through_a_game_record_with_each_moves_lines() {
    let mut app = record("f5d6c3");
    assert_eq!(game_move(&app), 0);
    send(&mut app, &[RIGHT]);
    assert_eq!(game_move(&app), 1);
    let Showing::Game { replay, .. } = &demo(&app).showing else {
        unreachable!()
    };
    let flips = replay.step().explanation.unwrap().flips();
    assert_eq!(flips.squares().collect::<Vec<_>>(), [sq("e5")]);
    send(
        &mut app,
        &[
            Msg::Enter,
            Msg::Command(Command::Lesson(LessonCommand::Next)),
        ],
    );
    assert_eq!(game_move(&app), 3);
    send(&mut app, &[RIGHT]);
    assert!(demo(&app).at_end);
    assert_eq!(game_move(&app), 3);
    send(&mut app, &[LEFT, Msg::Backspace]);
    assert_eq!(game_move(&app), 1);
    assert!(!demo(&app).at_end);
}

#[test]
fn a_tasks_answer_stays_hidden_until_the_presenter_presses_enter() {
    let mut app = first_move();
    send(&mut app, &vec![RIGHT; 4]);
    // Step 5 asks black to play d3: nothing shown, the board as it was.
    assert!(demo(&app).hidden());
    assert_eq!(lesson_step(&app).1, Said::Nothing);
    assert_eq!(demo(&app).board(), Board::start());
    send(&mut app, &[Msg::Enter]);
    assert!(!demo(&app).hidden());
    let (step, said) = lesson_step(&app);
    assert_eq!(step, 4, "Enter shows the answer, and stays on the step");
    assert!(matches!(said, Said::Revealed(_)), "{said:?}");
    assert_eq!(demo(&app).board().at(sq("d4")), Some(Color::Black));
    // Enter again goes on; r shows an answer too, and goes nowhere.
    send(&mut app, &[Msg::Enter]);
    assert_eq!(lesson_step(&app).0, 5);
    send(
        &mut app,
        &[LEFT, Msg::Command(Command::Lesson(LessonCommand::Reveal))],
    );
    assert!(matches!(lesson_step(&app), (4, Said::Revealed(_))));
    send(
        &mut app,
        &[Msg::Command(Command::Lesson(LessonCommand::Reveal))],
    );
    assert_eq!(lesson_step(&app).0, 4);
}

#[test]
fn auto_advance_moves_on_after_its_delay_counted_in_ticks() {
    let ticks = |seconds: u32| (seconds * 1000).div_ceil(TICK_MS) as usize;
    let mut app = record("f5d6c3d3c4");
    send(&mut app, &vec![Msg::Tick; 40]);
    assert_eq!(game_move(&app), 0, "auto-advance starts off");
    send(&mut app, &[AUTO]);
    assert!(app.animating(), "the event loop ticks while it is on");
    send(&mut app, &vec![Msg::Tick; ticks(3) - 1]);
    assert_eq!(game_move(&app), 0);
    send(&mut app, &[Msg::Tick]);
    assert_eq!(game_move(&app), 1);
    // + waits a second longer.
    send(&mut app, &[Msg::Classroom(ClassroomKey::Longer)]);
    assert_eq!(demo(&app).auto.seconds, 4);
    send(&mut app, &vec![Msg::Tick; ticks(4) - 1]);
    assert_eq!(game_move(&app), 1);
    send(&mut app, &[Msg::Tick]);
    assert_eq!(game_move(&app), 2);
    // - twice: two seconds; a key pressed starts the wait again.
    let shorter = Msg::Classroom(ClassroomKey::Shorter);
    send(&mut app, &[shorter.clone(), shorter.clone()]);
    send(&mut app, &vec![Msg::Tick; ticks(2) - 1]);
    send(&mut app, &[LEFT, RIGHT]);
    send(&mut app, &vec![Msg::Tick; ticks(2) - 1]);
    assert_eq!(game_move(&app), 2);
    send(&mut app, &[Msg::Tick]);
    assert_eq!(game_move(&app), 3);
    // At the last move auto-advance stops.
    send(&mut app, &vec![Msg::Tick; 5 * ticks(2)]);
    assert_eq!(game_move(&app), 5);
    assert!(!demo(&app).auto.on && !app.animating());
    // a switches it off; the delay stays between 1 and 30 seconds.
    send(&mut app, &[AUTO, AUTO]);
    assert!(!demo(&app).auto.on);
    send(&mut app, &vec![shorter.clone(); 10]);
    assert_eq!(demo(&app).auto.seconds, 1);
    send(&mut app, &vec![Msg::Classroom(ClassroomKey::Longer); 40]);
    assert_eq!(demo(&app).auto.seconds, 30);
}

#[test]
fn auto_advance_waits_for_a_hidden_answer_to_be_shown() {
    let mut app = first_move();
    send(&mut app, &[AUTO]);
    send(&mut app, &vec![Msg::Tick; 200]);
    // Steps 1 and 2 are read; step 3 asks how many marked squares hold a disc.
    assert_eq!(lesson_step(&app).0, 2, "read steps pass, the task waits");
    assert!(demo(&app).waiting());
    send(&mut app, &[Msg::Enter]);
    assert!(!demo(&app).waiting());
    send(&mut app, &vec![Msg::Tick; 17]);
    assert_eq!(lesson_step(&app).0, 3);
}

#[test]
fn the_demo_tick_is_as_long_as_the_event_loops() {
    assert_eq!(
        u128::from(TICK_MS),
        reversi_tutor::ui::event_loop::FLIP_STEP.as_millis()
    );
}

#[test]
fn the_home_entry_opens_a_chooser_of_a_record_the_sandbox_or_a_lesson() {
    let mut app = app();
    let down_to = |entry: HomeEntry| vec![Msg::Arrow(Arrow::Down); entry.index()];
    send(&mut app, &down_to(HomeEntry::Demo));
    send(&mut app, &[Msg::Enter]);
    assert_eq!(pick(&app), Some(DemoPick::at(DemoPick::RECORD)));
    // A record typed and opened; Esc comes back to the chooser.
    send(
        &mut app,
        &[
            Msg::Column('f'),
            Msg::Digit(5),
            Msg::Column('d'),
            Msg::Digit(6),
            Msg::Enter,
        ],
    );
    assert_eq!(game_move(&app), 0);
    send(&mut app, &[RIGHT, RIGHT, Msg::Escape]);
    assert_eq!(pick(&app).unwrap().selected, DemoPick::RECORD);
    // A record that cannot be played is refused on the chooser.
    send(&mut app, &[Msg::Column('a'), Msg::Digit(1), Msg::Enter]);
    let chooser = pick(&app).unwrap();
    assert_eq!(chooser.record, "a1");
    assert!(chooser.refused.is_some());
    send(&mut app, &[Msg::Backspace, Msg::Backspace]);
    assert_eq!(pick(&app).unwrap().record, "");
    // The sandbox, and back.
    send(&mut app, &[Msg::Arrow(Arrow::Down), Msg::Enter]);
    assert_eq!(sandbox(&app).board, Board::start());
    send(&mut app, &[Msg::Escape]);
    assert_eq!(pick(&app).unwrap().selected, DemoPick::SANDBOX);
    // A lesson: the second one.
    send(
        &mut app,
        &[Msg::Arrow(Arrow::Down), Msg::Arrow(Arrow::Down), Msg::Enter],
    );
    assert!(matches!(
        &demo(&app).showing,
        Showing::Lesson { number: 1, .. }
    ));
    send(&mut app, &[Msg::Escape]);
    assert_eq!(pick(&app).unwrap().selected, DemoPick::LESSONS + 1);
    send(&mut app, &[Msg::Escape]);
    assert!(matches!(app.screen, Screen::Home { selected } if selected == HomeEntry::Demo.index()));
}

#[test]
fn s_in_the_demo_opens_its_position_in_the_sandbox_and_esc_comes_back() {
    let mut app = record("f5d6c3");
    send(
        &mut app,
        &[RIGHT, RIGHT, Msg::Classroom(ClassroomKey::Sandbox)],
    );
    let expected = *parse_position("f5d6").unwrap().board();
    assert_eq!(sandbox(&app).board, expected);
    send(&mut app, &[Msg::Space, Msg::Escape]);
    assert_eq!(game_move(&app), 2);
}

fn key(code: Key) -> Input {
    Input::Key(code)
}

#[test]
fn the_classroom_keys_reach_the_demo_and_the_sandbox_only() {
    let on = |app: &App, code| keymap::msg(&key(code), app);
    // The lesson at its step that takes a square.
    let lesson = {
        let mut app = app();
        app.open_lesson(2);
        common::tui::send(&mut app, &common::tui::to_step("first-move", 4));
        app
    };
    let demo = record("f5");
    let mut sandbox = app();
    sandbox.open_sandbox(Board::start());
    let classroom = |k| Some(Msg::Classroom(k));
    assert_eq!(on(&demo, Key::Char('a')), classroom(ClassroomKey::Auto));
    assert_eq!(on(&demo, Key::Char('+')), classroom(ClassroomKey::Longer));
    assert_eq!(on(&demo, Key::Char('-')), classroom(ClassroomKey::Shorter));
    assert_eq!(on(&demo, Key::Char('s')), classroom(ClassroomKey::Sandbox));
    assert_eq!(on(&demo, Key::Right), Some(RIGHT));
    assert_eq!(on(&lesson, Key::Char('a')), Some(Msg::Column('a')));
    // The sandbox's own keys keep off the column letters, which type a square there.
    for (code, does) in [
        ('x', ClassroomKey::Put(Some(Color::Black))),
        ('o', ClassroomKey::Put(Some(Color::White))),
        ('-', ClassroomKey::Put(None)),
        ('t', ClassroomKey::SideToMove),
        ('s', ClassroomKey::Export),
        ('n', ClassroomKey::Clear),
        ('r', ClassroomKey::Start),
        ('u', ClassroomKey::Undo),
    ] {
        assert_eq!(on(&sandbox, Key::Char(code)), classroom(does), "{code}");
    }
    assert_eq!(
        on(&sandbox, Key::Delete),
        classroom(ClassroomKey::Put(None))
    );
    for column in 'a'..='h' {
        assert_eq!(on(&sandbox, Key::Char(column)), Some(Msg::Column(column)));
    }
    assert_eq!(on(&sandbox, Key::Char('l')), Some(RIGHT));
    assert_eq!(
        on(&lesson, Key::Char('t')),
        Some(Msg::Command(Command::Lesson(LessonCommand::Retry)))
    );
    assert_eq!(
        on(&sandbox, Key::Char('q')),
        Some(Msg::Command(Command::Quit))
    );
}

/// A lesson holding `table` (a `[step.position]` table) as its only step's position.
fn lesson_around(table: &str) -> String {
    format!(
        "format_version = 1\nid = \"exported\"\ntitle = {{ en = \"Exported\" }}\nsummary = {{ en = \"A position exported.\" }}\n\n[[step]]\nsay = {{ en = \"Look.\" }}\n{table}"
    )
}

/// The binary with `args` and a data folder, stdin empty, stdout piped (not a terminal).
fn piped(args: &[&str]) -> (i32, String) {
    let data = tempfile::tempdir().unwrap();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_reversi-tutor"))
        .args(args)
        .args(["--lang", "en", "--data-dir"])
        .arg(data.path())
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&output.stderr).into_owned();
    (output.status.code().unwrap_or(-1), err)
}

#[test]
fn demo_and_sandbox_check_what_they_are_given_then_need_a_terminal() {
    for args in [
        &["demo", "first-move", "--ascii"][..],
        &["demo", "--record", "f5d6c3"],
        &["demo"],
        &["sandbox", "--position", "f5d6"],
        &["--ascii", "sandbox"],
    ] {
        let (code, err) = piped(args);
        assert_eq!(code, 1, "{args:?}: {err}");
        assert!(err.contains("need a terminal"), "{args:?}: {err}");
    }
    let (code, err) = piped(&["demo", "first-mov"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("first-move"), "{err}");
    let (code, err) = piped(&["demo", "--record", "f5a1"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("a1 is not a legal move for white"), "{err}");
    let (code, err) = piped(&["sandbox", "--position", "f5z9"]);
    assert_eq!(code, 2, "{err}");
}

#[test]
fn demo_of_a_lesson_file_reads_it_and_reports_its_problems() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("corner.toml");
    std::fs::write(&good, lesson_around("[step.position]\nboard = \"\"\"\nB W . . . . . .\n. . . . . . . .\n. . . . . . . .\n. . . W B . . .\n. . . B W . . .\n. . . . . . . .\n. . . . . . . .\n. . . . . . . .\n\"\"\"\nto_move = \"black\"\n")).unwrap();
    let (code, err) = piped(&["demo", good.to_str().unwrap()]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("need a terminal"), "{err}");
    let broken = dir.path().join("broken.toml");
    std::fs::write(&broken, "format_version = 1\nid = \"broken\"\n").unwrap();
    let (code, err) = piped(&["demo", broken.to_str().unwrap()]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("broken.toml") && err.contains("left out"),
        "{err}"
    );
    assert!(!err.contains("need a terminal"), "{err}");
}
