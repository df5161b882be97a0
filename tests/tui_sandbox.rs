//! The sandbox as a state machine: message sequences through `update` (discs
//! placed and taken away by keys and clicks, the side to move, the flips under
//! the cursor, the export and its file), a click on the big board, and an export
//! that loads back through the course loader as the same position.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

mod common;

use reversi_tutor::app::bindings;
use reversi_tutor::app::{App, Arrow, ClassroomKey, Msg, Overrides, SandboxScreen, Screen, Tutor};
use reversi_tutor::course::{CourseLoader, FileKind};
use reversi_tutor::engine::notation::parse_position;
use reversi_tutor::engine::{Board, Color};
use reversi_tutor::export::Diagram;
use reversi_tutor::lang::Lang;
use reversi_tutor::ui::keymap;
use reversi_tutor::view::Role;
use reversi_tutor::view::sandbox::SandboxView;

use common::tui::{app_in, send, sq};

fn app() -> Tutor {
    app_in(Lang::En, false)
}

fn sandbox(app: &App) -> &SandboxScreen {
    match &app.screen {
        Screen::Sandbox(sandbox) => sandbox,
        other => panic!("not the sandbox: {other:?}"),
    }
}

const RIGHT: Msg = Msg::Arrow(Arrow::Right);

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
    assert_eq!(sandbox(&app).cursor.square(), sq("a1"));
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
    let clear = Msg::Classroom(ClassroomKey::Clear);
    send(&mut app, &[clear.clone(), clear]);
    assert!(sandbox(&app).board.empty().len() == 64);
    assert_eq!(sandbox(&app).board.to_move(), Color::White);
    send(&mut app, &[Msg::Classroom(ClassroomKey::Start)]);
    assert_eq!(sandbox(&app).board, Board::start());
}

/// `keys` typed in the sandbox, as the keymap reads them.
fn keys(app: &mut Tutor, keys: &str) {
    for c in keys.chars() {
        let input = reversi_tutor::ui::Input::Key(reversi_tutor::ui::Key::Char(c));
        let msg = keymap::msg(&input, app).expect("a key of the sandbox");
        app.send(msg);
    }
}

#[test]
fn in_the_sandbox_a_typed_square_moves_the_cursor_and_changes_nothing() {
    let mut app = app();
    let board = *parse_position("f5d6c3d3").unwrap().board();
    app.open_sandbox(board);
    // Every column letter, then a row: the cursor goes there; the board stays.
    for square in ["a1", "b7", "c6", "d2", "e8", "f4", "g5", "h3"] {
        keys(&mut app, square);
        assert_eq!(sandbox(&app).cursor.square(), sq(square));
        assert_eq!(
            sandbox(&app).board,
            board,
            "typing {square} changed the board"
        );
    }
    // The sandbox's own keys: x black, o white, - empty, on the cursor's square.
    keys(&mut app, "c6x");
    assert_eq!(sandbox(&app).board.at(sq("c6")), Some(Color::Black));
    keys(&mut app, "o");
    assert_eq!(sandbox(&app).board.at(sq("c6")), Some(Color::White));
    keys(&mut app, "-");
    assert_eq!(sandbox(&app).board.at(sq("c6")), None);
}

#[test]
fn emptying_the_board_or_the_start_position_asks_first_and_u_undoes_each_change() {
    use reversi_tutor::app::{BoardWide, SandboxSaid};
    let mut app = app();
    let board = *parse_position("f5d6c3d3").unwrap().board();
    app.open_sandbox(board);
    // n once: asked, nothing changed; another key in between forgets the question.
    keys(&mut app, "n");
    assert_eq!(sandbox(&app).said, SandboxSaid::Asks(BoardWide::Clear));
    assert_eq!(sandbox(&app).board, board);
    keys(&mut app, "jn");
    assert_eq!(sandbox(&app).board, board);
    // Esc while asked answers "no" and stays in the sandbox.
    send(&mut app, &[Msg::Escape]);
    assert_eq!(sandbox(&app).said, SandboxSaid::Nothing);
    assert_eq!(sandbox(&app).board, board);
    keys(&mut app, "n");
    keys(&mut app, "n");
    assert!(
        sandbox(&app).board.empty().len() == 64,
        "n twice empties the board"
    );
    // u brings it back; r asks, then sets up the start position; u undoes that too.
    keys(&mut app, "u");
    assert_eq!(sandbox(&app).board, board);
    assert_eq!(sandbox(&app).said, SandboxSaid::Undone);
    keys(&mut app, "r");
    assert_eq!(sandbox(&app).said, SandboxSaid::Asks(BoardWide::Start));
    keys(&mut app, "r");
    assert_eq!(sandbox(&app).board, Board::start());
    keys(&mut app, "u");
    assert_eq!(sandbox(&app).board, board);
    // Each disc placed and the side to move are undone one by one.
    keys(&mut app, "a1xh8ot");
    keys(&mut app, "u");
    assert_eq!(sandbox(&app).board.to_move(), board.to_move());
    keys(&mut app, "u");
    assert_eq!(sandbox(&app).board.at(sq("h8")), None);
    keys(&mut app, "u");
    assert_eq!(sandbox(&app).board, board);
    keys(&mut app, "u");
    assert_eq!(sandbox(&app).said, SandboxSaid::NothingToUndo);
    // The key list names the keys; the key bar offers undo.
    let rows = bindings::key_list(&app);
    for (keys, _) in [("a-h 1-8", ""), ("u", ""), ("n", ""), ("r", "")] {
        assert!(rows.iter().any(|(k, _)| k == keys), "{keys}: {rows:?}");
    }
    assert!(
        bindings::bar(&app, reversi_tutor::ui::scrolls(&app))
            .iter()
            .any(|(k, w)| k == "u" && w == "undo")
    );
}

#[test]
fn the_sandbox_shows_the_flips_of_the_square_under_the_cursor() {
    let mut app = app();
    app.open_sandbox(Board::start());
    let shown = |app: &App| {
        let s = sandbox(app);
        SandboxView::new(app.ui(), &s.board, s.cursor.square(), None)
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
    // One left (h, as the arrow), c3: not legal, each direction says why.
    send(&mut app, &[Msg::Column('h')]);
    assert_eq!(sandbox(&app).cursor.square(), sq("c3"));
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
    let overrides = Overrides {
        lang: Some(Lang::En),
        ..Overrides::default()
    };
    let mut app = common::stored_app(data.path(), overrides);
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
    // Its picture is beside it, the same board drawn.
    let picture = std::fs::read_to_string(data.path().join("position-1.svg")).unwrap();
    assert_eq!(picture, Diagram::of(&set_up).svg());
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
fn a_click_on_the_big_board_of_the_sandbox_is_the_square_clicked() {
    use ratatui::layout::Rect;
    use reversi_tutor::ui::big_board::square_rect;
    use reversi_tutor::ui::stage::{SANDBOX_TEXT_W, stage};
    let mut app = app();
    app.open_sandbox(Board::start());
    for (w, h) in [(160, 50), (80, 24)] {
        app.send(Msg::Resize(w, h));
        let parts = stage(Rect::new(0, 0, w, h), false, SANDBOX_TEXT_W);
        let (x, y) = match parts.cells {
            Some(cells) => {
                let r = square_rect(parts.board, cells, sq("f6"));
                (r.x + r.width / 2, r.y + r.height / 2)
            }
            // The ordinary board: a row number and a space, then three cells a square.
            None => (parts.board.x + 2 + 3 * 5 + 1, parts.board.y + 1 + 5),
        };
        let click = reversi_tutor::ui::Input::Click { column: x, row: y };
        assert_eq!(
            keymap::msg(&click, &app),
            Some(Msg::Click(sq("f6"))),
            "{w}x{h}"
        );
    }
}

/// The screen `app` draws in a `w`×`h` window, row by row.
fn drawn_rows(app: &App, w: u16, h: u16) -> Vec<String> {
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(w, h)).unwrap();
    terminal.draw(|f| f.render_widget(app, f.area())).unwrap();
    let buffer = terminal.backend().buffer().clone();
    (0..h)
        .map(|y| (0..w).map(|x| buffer[(x, y)].symbol()).collect::<String>())
        .collect()
}

#[test]
fn at_80x24_an_export_scrolls_below_whose_turn_it_is_and_pgdn_reaches_its_end() {
    let mut app = app();
    app.open_sandbox(Board::start());
    app.send(Msg::Resize(80, 24));
    send(&mut app, &[Msg::Classroom(ClassroomKey::Export)]);
    let rows = drawn_rows(&app, 80, 24);
    let screen = rows.join("\n");
    assert!(rows[1].contains("Black to move"), "{screen}");
    assert!(screen.contains("▼ PgDn"), "{screen}");
    assert!(!screen.contains("to_move"), "{screen}");
    assert!(rows[23].contains("export"), "{screen}");
    // PgDn, as the key map measures it, shows the table's end; whose turn it is stays.
    let page_down = keymap::msg(
        &reversi_tutor::ui::Input::Key(reversi_tutor::ui::Key::PageDown),
        &app,
    )
    .expect("PgDn scrolls");
    app.send(page_down);
    let rows = drawn_rows(&app, 80, 24);
    let screen = rows.join("\n");
    assert!(rows[1].contains("Black to move"), "{screen}");
    assert!(screen.contains("to_move = \"black\""), "{screen}");
    assert!(screen.contains("▲ PgUp"), "{screen}");
}
