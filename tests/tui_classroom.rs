//! The classroom demo and the sandbox as state machines: message sequences
//! through `update` (steps and moves forward and back, the answer hidden until
//! it is shown, auto-advance by ticks, discs placed and taken away, the side to
//! move, the flips under the cursor, the export and its file), the keys that
//! reach them, and an export that loads back through the course loader.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use reversi_tutor::app::{
    App, Arrow, ClassroomKey, DemoPick, DemoScreen, HomeEntry, Msg, Overrides, Said, SandboxScreen,
    Screen, Showing, TICK_MS, update,
};
use reversi_tutor::course::{CourseLoader, FileKind, load_course};
use reversi_tutor::engine::notation::parse_position;
use reversi_tutor::engine::{Board, Color, Square};
use reversi_tutor::lang::Lang;
use reversi_tutor::progress::{Progress, Store};
use reversi_tutor::runner::Command;
use reversi_tutor::ui::keymap;
use reversi_tutor::view::Role;
use reversi_tutor::view::sandbox::SandboxView;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn app() -> App {
    let course = load_course(&[], &[]).course;
    let overrides = Overrides {
        lang: Some(Lang::En),
        ..Overrides::default()
    };
    App::new(course, Progress::default(), None, overrides)
}

fn send(app: &mut App, msgs: &[Msg]) {
    for msg in msgs {
        update(app, *msg);
    }
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

fn first_move() -> App {
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

fn record(moves: &str) -> App {
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
    send(&mut app, &[Msg::Enter, Msg::Command(Command::Next)]);
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
    send(&mut app, &[RIGHT; 4]);
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
    // Enter again goes on.
    send(&mut app, &[Msg::Enter]);
    assert_eq!(lesson_step(&app).0, 5);
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
    send(&mut app, &[shorter, shorter]);
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
    send(&mut app, &[shorter; 10]);
    assert_eq!(demo(&app).auto.seconds, 1);
    send(&mut app, &vec![Msg::Classroom(ClassroomKey::Longer); 40]);
    assert_eq!(demo(&app).auto.seconds, 30);
}

#[test]
fn auto_advance_waits_for_a_hidden_answer_to_be_shown() {
    let mut app = first_move();
    send(&mut app, &[AUTO]);
    send(&mut app, &vec![Msg::Tick; 200]);
    assert_eq!(lesson_step(&app).0, 4, "read steps pass, the task waits");
    assert!(demo(&app).waiting());
    send(&mut app, &[Msg::Enter]);
    assert!(!demo(&app).waiting());
    send(&mut app, &[Msg::Tick; 17]);
    assert_eq!(lesson_step(&app).0, 5);
}

#[test]
fn the_demo_tick_is_as_long_as_the_event_loops() {
    assert_eq!(
        u128::from(TICK_MS),
        reversi_tutor::ui::event_loop::FLIP_STEP.as_millis()
    );
}

#[test]
fn the_sandbox_places_and_removes_discs_and_sets_the_side_to_move() {
    let mut app = app();
    app.open_sandbox(Board::start());
    let put = |disc| Msg::Classroom(ClassroomKey::Put(disc));
    // The cursor starts on d3.
    send(&mut app, &[put(Some(Color::Black))]);
    assert_eq!(sandbox(&app).board.at(sq("d3")), Some(Color::Black));
    send(&mut app, &[put(Some(Color::White))]);
    assert_eq!(sandbox(&app).board.at(sq("d3")), Some(Color::White));
    send(&mut app, &[put(None)]);
    assert_eq!(sandbox(&app).board, Board::start());
    // A click moves the cursor and turns the square empty, black, white in turn.
    send(&mut app, &[Msg::Click(sq("a1"))]);
    assert_eq!(sandbox(&app).cursor, sq("a1"));
    assert_eq!(sandbox(&app).board.at(sq("a1")), Some(Color::Black));
    send(&mut app, &[Msg::Space]);
    assert_eq!(sandbox(&app).board.at(sq("a1")), Some(Color::White));
    send(&mut app, &[Msg::Space]);
    assert_eq!(sandbox(&app).board.at(sq("a1")), None);
    // The centre's discs can go too.
    send(&mut app, &[Msg::Click(sq("d4"))]);
    assert_eq!(sandbox(&app).board.at(sq("d4")), None);
    send(&mut app, &[Msg::Classroom(ClassroomKey::SideToMove)]);
    assert_eq!(sandbox(&app).board.to_move(), Color::White);
    send(&mut app, &[Msg::Classroom(ClassroomKey::Clear)]);
    assert!(sandbox(&app).board.empty().len() == 64);
    assert_eq!(sandbox(&app).board.to_move(), Color::White);
    send(&mut app, &[Msg::Classroom(ClassroomKey::Start)]);
    assert_eq!(sandbox(&app).board, Board::start());
}

#[test]
fn the_sandbox_shows_the_flips_of_the_square_under_the_cursor() {
    let mut app = app();
    app.open_sandbox(Board::start());
    let shown = |app: &App| {
        let s = sandbox(app);
        SandboxView::new(app.ui(), &s.board, s.cursor, None)
    };
    // d3: flips d4, closed by d5.
    let view = shown(&app);
    assert_eq!(view.board.role(sq("d3")), Role::Placed);
    assert_eq!(view.board.role(sq("d4")), Role::Flipped);
    assert_eq!(view.board.role(sq("d5")), Role::Closes);
    assert!(
        view.under_cursor[0].text.contains("d3 is legal"),
        "{view:?}"
    );
    // One left, c3: not legal, each direction says why.
    send(&mut app, &[LEFT]);
    let view = shown(&app);
    assert_eq!(view.board.role(sq("c3")), Role::Tried);
    assert_eq!(view.board.role(sq("d4")), Role::Run);
    assert!(
        view.under_cursor[0].text.contains("not a legal move"),
        "{view:?}"
    );
    assert!(view.under_cursor.len() > 2);
    // White to move: the flips are white's, e3 flips e4 (closed by e5).
    send(
        &mut app,
        &[RIGHT, RIGHT, Msg::Classroom(ClassroomKey::SideToMove)],
    );
    let view = shown(&app);
    assert_eq!(view.board.role(sq("e3")), Role::Placed);
    assert_eq!(view.board.role(sq("e4")), Role::Flipped);
    assert_eq!(view.board.role(sq("e5")), Role::Closes);
    // An empty centre square is flagged, and still allowed.
    send(&mut app, &[Msg::Click(sq("e5"))]);
    let view = shown(&app);
    assert_eq!(sandbox(&app).board.at(sq("e5")), None);
    assert!(view.unreached[0].contains("No real game"), "{view:?}");
}

/// A lesson holding `table` (a `[step.position]` table) as its only step's position.
fn lesson_around(table: &str) -> String {
    format!(
        "format_version = 1\nid = \"exported\"\ntitle = {{ en = \"Exported\" }}\nsummary = {{ en = \"A position exported.\" }}\n\n[[step]]\nsay = {{ en = \"Look.\" }}\n{table}"
    )
}

/// The board of the only step of a lesson file's text, through the course loader.
fn loaded_board(text: &str) -> Board {
    let mut loader = CourseLoader::new();
    loader.add_file(
        "exported.toml",
        text.as_bytes(),
        false,
        Some(FileKind::Lesson),
    );
    let course = loader.finish().unwrap_or_else(|e| panic!("{e:?}\n{text}"));
    course.lessons[0].steps[0].board
}

#[test]
fn a_sandbox_export_loads_back_as_the_same_position_and_side_to_move() {
    let data = tempfile::tempdir().unwrap();
    let opened = Store::open(data.path()).unwrap();
    let overrides = Overrides {
        lang: Some(Lang::En),
        ..Overrides::default()
    };
    let course = load_course(&[], &[]).course;
    let mut app = App::new(course, opened.progress, Some(opened.store), overrides);
    let board = *parse_position("f5d6c3d3").unwrap().board();
    app.open_sandbox(board);
    // White to move, a disc on h8 of white's, a1 of black's: no game gets here.
    let put = |disc| Msg::Classroom(ClassroomKey::Put(disc));
    send(&mut app, &[Msg::Click(sq("h8")), put(Some(Color::White))]);
    send(&mut app, &[Msg::Click(sq("a1")), put(Some(Color::Black))]);
    send(&mut app, &[Msg::Classroom(ClassroomKey::SideToMove)]);
    send(&mut app, &[Msg::Classroom(ClassroomKey::Export)]);
    let set_up = sandbox(&app).board;
    assert_eq!(set_up.to_move(), Color::White);
    let exported = sandbox(&app).exported.clone().unwrap();
    assert_eq!(loaded_board(&lesson_around(&exported.table)), set_up);
    // The file holds the same table, and pasted whole into a step it loads too.
    let path = exported.written.unwrap().unwrap();
    assert_eq!(path, data.path().join("position-1.toml"));
    let file = std::fs::read_to_string(&path).unwrap();
    assert!(file.ends_with(&exported.table), "{file}");
    assert!(file.contains(&exported.board_string), "{file}");
    assert_eq!(loaded_board(&lesson_around(&file)), set_up);
    // The board string is the one --position reads.
    assert_eq!(
        *parse_position(&exported.board_string).unwrap().board(),
        set_up
    );
    // A second export takes the next name; a change of position forgets the export.
    send(&mut app, &[Msg::Classroom(ClassroomKey::Export)]);
    let second = sandbox(&app)
        .exported
        .clone()
        .unwrap()
        .written
        .unwrap()
        .unwrap();
    assert_eq!(second, data.path().join("position-2.toml"));
    send(&mut app, &[Msg::Space]);
    assert!(sandbox(&app).exported.is_none());
}

#[test]
fn without_a_data_folder_the_export_is_shown_but_not_written() {
    let mut app = app();
    app.open_sandbox(Board::start());
    send(&mut app, &[Msg::Classroom(ClassroomKey::Export)]);
    let exported = sandbox(&app).exported.clone().unwrap();
    assert_eq!(exported.written, None);
    assert!(exported.table.starts_with("[step.position]"));
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

fn key(code: KeyCode) -> Event {
    Event::Key(KeyEvent::new(code, KeyModifiers::NONE))
}

#[test]
fn the_classroom_keys_reach_the_demo_and_the_sandbox_only() {
    let on = |app: &App, code| keymap::msg(&key(code), app);
    let lesson = {
        let mut app = app();
        app.open_lesson(2);
        app
    };
    let demo = record("f5");
    let mut sandbox = app();
    sandbox.open_sandbox(Board::start());
    let classroom = |k| Some(Msg::Classroom(k));
    assert_eq!(on(&demo, KeyCode::Char('a')), classroom(ClassroomKey::Auto));
    assert_eq!(
        on(&demo, KeyCode::Char('+')),
        classroom(ClassroomKey::Longer)
    );
    assert_eq!(
        on(&demo, KeyCode::Char('-')),
        classroom(ClassroomKey::Shorter)
    );
    assert_eq!(
        on(&demo, KeyCode::Char('s')),
        classroom(ClassroomKey::Sandbox)
    );
    assert_eq!(on(&demo, KeyCode::Right), Some(RIGHT));
    assert_eq!(on(&lesson, KeyCode::Char('a')), Some(Msg::Column('a')));
    assert_eq!(
        on(&sandbox, KeyCode::Char('b')),
        classroom(ClassroomKey::Put(Some(Color::Black)))
    );
    assert_eq!(
        on(&sandbox, KeyCode::Char('w')),
        classroom(ClassroomKey::Put(Some(Color::White)))
    );
    assert_eq!(
        on(&sandbox, KeyCode::Char('x')),
        classroom(ClassroomKey::Put(None))
    );
    assert_eq!(
        on(&sandbox, KeyCode::Delete),
        classroom(ClassroomKey::Put(None))
    );
    assert_eq!(
        on(&sandbox, KeyCode::Char('t')),
        classroom(ClassroomKey::SideToMove)
    );
    assert_eq!(
        on(&sandbox, KeyCode::Char('e')),
        classroom(ClassroomKey::Export)
    );
    assert_eq!(on(&sandbox, KeyCode::Char('l')), Some(RIGHT));
    assert_eq!(
        on(&lesson, KeyCode::Char('t')),
        Some(Msg::Command(Command::Retry))
    );
    assert_eq!(
        on(&sandbox, KeyCode::Char('q')),
        Some(Msg::Command(Command::Quit))
    );
}

#[test]
fn a_click_on_the_big_board_of_the_sandbox_is_the_square_clicked() {
    use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
    use ratatui::layout::Rect;
    use reversi_tutor::ui::big_board::{SANDBOX_TEXT_W, square_rect, stage};
    let mut app = app();
    app.open_sandbox(Board::start());
    for (w, h) in [(160, 50), (80, 24)] {
        update(&mut app, Msg::Resize(w, h));
        let parts = stage(Rect::new(0, 0, w, h), false, SANDBOX_TEXT_W);
        let (x, y) = match parts.cells {
            Some(cells) => {
                let r = square_rect(parts.board, cells, sq("f6"));
                (r.x + r.width / 2, r.y + r.height / 2)
            }
            // The ordinary board: a row number and a space, then three cells a square.
            None => (parts.board.x + 2 + 3 * 5 + 1, parts.board.y + 1 + 5),
        };
        let click = Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: x,
            row: y,
            modifiers: KeyModifiers::NONE,
        });
        assert_eq!(
            keymap::msg(&click, &app),
            Some(Msg::Click(sq("f6"))),
            "{w}x{h}"
        );
    }
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
