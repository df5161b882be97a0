//! Every screen's bindings (the classroom's teacher's and pupils' screens
//! too), walked in the states that make each one apply:
//! each key listed, sent, gives the listed message (and no other binding
//! takes it first); a key no binding lists sends nothing; every help id has
//! words in every language; the key bar and the key list drawn show exactly
//! the bindings.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

mod common;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;

use reversi_tutor::app::bindings::{self, Binding, PLACES, Sends};
use reversi_tutor::app::{
    App, Arrow, ClassNews, ClassSettings, ClassState, ClassView, ClassmatesScreen, Follow, GameRow,
    HomeEntry, LessonScreen, Msg, Opened, Place as ClassPlace, PupilRow, SavedGame, SavedGames,
    Screen, TeacherNews, Tutor,
};
use reversi_tutor::engine::Board;
use reversi_tutor::engine::notation::parse_position;
use reversi_tutor::i18n::{Place, Ui};
use reversi_tutor::lang::Lang;
use reversi_tutor::runner::drill::DrillKind;
use reversi_tutor::runner::game::{GameSession, GameSetup, Players};
use reversi_tutor::runner::{Asks, Command, GameCommand, LessonCommand, LessonRun};
use reversi_tutor::ui::stage::{DEMO_TEXT_W, SANDBOX_TEXT_W, stage};
use reversi_tutor::ui::{self, Input, Key};

use common::tui::{app_in, typed, wait_ready};

/// An endgame of twelve empty squares, black to move, and a record to its end.
const ENDGAME: &str = "XOOOO---XOOO--X-XOOOO-XXXOOXO-X-XXXXXXX-OXOOXOOOOXXXOOXOOX-XXXX- X";
const ENDGAME_RECORD: &str = "f2g1f4h8h5f3h1h4f1c8h2e2";

fn app() -> Tutor {
    app_in(Lang::En, true)
}

fn lesson_index(app: &App, id: &str) -> usize {
    app.course.lessons.iter().position(|l| l.id == id).unwrap()
}

/// The app on lesson `id`, at step `step`.
fn at_step(id: &str, step: usize) -> Tutor {
    let mut app = app();
    let index = lesson_index(&app, id);
    let lesson = app.course.lessons[index].clone();
    app.screen = Screen::Lesson(Box::new(LessonScreen::new(index, lesson, step)));
    app
}

/// The first step of the built-in course that asks for `asks` (`None`: one to read).
fn step_asking(asks: Option<Asks>) -> Tutor {
    let course = reversi_tutor::course::load_course(&[], &[]).course;
    for lesson in &course.lessons {
        for step in 0..lesson.steps.len() {
            let run = LessonRun::resume(lesson.clone(), step);
            if run.asks() == asks && !run.is_finished() {
                return at_step(&lesson.id, step);
            }
        }
    }
    panic!("no step asks for {asks:?}");
}

/// Lesson `id` skipped to its end.
fn finished(id: &str) -> Tutor {
    let mut app = at_step(id, 0);
    let skip = Msg::Command(Command::Lesson(LessonCommand::Skip));
    while matches!(&app.screen, Screen::Lesson(s) if !s.run.is_finished()) {
        app.send(skip.clone());
    }
    app
}

/// The first game (lesson 13) played to its end, a legal move at a time.
fn first_game_played() -> Tutor {
    let mut app = at_step("first-game", 0);
    while matches!(&app.screen, Screen::Lesson(s) if s.run.asks().is_none()) {
        app.send(Msg::Enter);
    }
    for _ in 0..70 {
        let Screen::Lesson(screen) = &app.screen else {
            panic!("left the lesson");
        };
        if screen.run.is_done() {
            break;
        }
        let square = screen.run.board().legal_moves().squares().next();
        match square {
            Some(square) => typed(&mut app, &square.to_string()),
            None => app.send(Msg::Pass),
        }
    }
    let skip = Msg::Command(Command::Lesson(LessonCommand::Skip));
    while matches!(&app.screen, Screen::Lesson(s) if !s.run.is_finished()) {
        app.send(Msg::Enter);
        app.send(skip.clone());
    }
    app
}

/// The play setup, with the computer or two people.
fn setup(computer: bool) -> Tutor {
    let mut app = app();
    app.screen = Screen::Home {
        selected: HomeEntry::Play.index(),
    };
    app.send(Msg::Enter);
    app.flush();
    if !computer {
        app.send(Msg::Arrow(Arrow::Right));
    }
    app
}

/// A game of two people on the endgame, `moves` of its record played.
fn endgame(moves: usize) -> Tutor {
    let mut app = app();
    let mut setup = GameSetup::new(Players::TwoPeople);
    setup.start = *parse_position(ENDGAME).unwrap().board();
    app.open_game(GameSession::new(setup), true);
    for pair in ENDGAME_RECORD.as_bytes().chunks(2).take(moves) {
        typed(&mut app, std::str::from_utf8(pair).unwrap());
    }
    app
}

fn puzzle(id: &str) -> Tutor {
    let mut app = app();
    assert!(app.open_puzzle(id), "{id}");
    app
}

/// The app in every state that makes some binding apply, each named.
fn states() -> Vec<(&'static str, Tutor)> {
    let mut states: Vec<(&'static str, Tutor)> = Vec::new();
    let mut with = |name, app| states.push((name, app));
    with("home", app());
    let mut help = app();
    help.send(Msg::Command(Command::Help));
    with("key list", help);
    let mut lessons = app();
    lessons.send(Msg::Enter);
    with("lessons", lessons);
    let mut settings = app();
    settings.screen = Screen::Settings { selected: 0 };
    with("settings", settings);
    let mut glossary = app();
    glossary.screen = Screen::Glossary { top: 0, terms: 3 };
    with("glossary", glossary);
    let mut guide = app();
    guide.screen = Screen::Guide;
    with("help page", guide);
    // The lesson.
    with("lesson: a step to read", step_asking(None));
    with("lesson: a move", step_asking(Some(Asks::Move)));
    with(
        "lesson: a move or a pass",
        step_asking(Some(Asks::MoveOrPass)),
    );
    with("lesson: a square", step_asking(Some(Asks::Square)));
    with("lesson: squares", step_asking(Some(Asks::Squares)));
    with("lesson: a choice", step_asking(Some(Asks::Choice)));
    with("lesson: who won", step_asking(Some(Asks::Outcome)));
    let mut typing = step_asking(Some(Asks::Move));
    typing.send(Msg::Column('d'));
    with("lesson: a column typed", typing);
    with("lesson: the first game played", first_game_played());
    with("lesson: the first game skipped", finished("first-game"));
    with("lesson: a strategy lesson finished", finished("corners"));
    let mut review = app();
    assert!(review.open_quiz());
    if let Screen::Lesson(screen) = &mut review.screen {
        screen.drill.as_mut().unwrap().kind = DrillKind::Review;
    }
    with("lesson: tasks to review", review.clone_app());
    let skip = Msg::Command(Command::Lesson(LessonCommand::Skip));
    while matches!(&review.screen, Screen::Lesson(s) if !s.run.is_finished()) {
        review.send(skip.clone());
    }
    with("lesson: tasks reviewed", review);
    // Puzzles.
    let mut menu = app();
    menu.screen = Screen::Home {
        selected: HomeEntry::Puzzles.index(),
    };
    menu.send(Msg::Enter);
    with("puzzle menu", menu);
    with("puzzle: a move", puzzle("corner-001"));
    with("puzzle: the discs that flip", puzzle("predict-001"));
    let mut typing = puzzle("corner-001");
    typing.send(Msg::Column('d'));
    with("puzzle: a column typed", typing);
    let mut line = puzzle("endgame-best-004");
    line.send(Msg::Command(Command::Lesson(LessonCommand::Reveal)));
    with("puzzle: a best line shown", line);
    let mut shown = puzzle("corner-001");
    shown.send(Msg::Command(Command::Lesson(LessonCommand::Reveal)));
    with("puzzle: answer shown", shown);
    // Play.
    with("play setup: the computer", setup(true));
    with("play setup: two people", setup(false));
    with("game: playing", endgame(0));
    let mut typing = endgame(0);
    typing.send(Msg::Column('d'));
    with("game: a column typed", typing);
    with("game: over", endgame(12));
    let mut replay = endgame(12);
    replay.send(Msg::Arrow(Arrow::Left));
    with("game: replayed", replay);
    let mut listing = endgame(1);
    if let Screen::Game(game) = &mut listing.screen {
        game.saved_games = Some(SavedGames {
            games: vec![SavedGame {
                path: "game.txt".into(),
                name: "game.txt".into(),
                moves: Some(1),
            }],
            selected: 0,
        });
    }
    with("game: saved games listed", listing);
    let mut reviewed = endgame(12);
    reviewed.send(Msg::Command(Command::Game(GameCommand::Review)));
    wait_ready(&mut reviewed);
    with("review", reviewed);
    // The classroom demo and the sandbox.
    let mut pick = app();
    pick.open_demo_pick();
    with("demo chooser", pick.clone_app());
    pick.send(Msg::Column('f'));
    with("demo chooser: a record typed", pick);
    let mut demo = app();
    let first_move = lesson_index(&demo, "first-move");
    demo.open_demo_lesson(first_move);
    with("demo: a step to read", demo.clone_app());
    while !matches!(&demo.screen, Screen::Demo(d) if d.hidden()) {
        demo.send(Msg::Arrow(Arrow::Right));
    }
    with("demo: an answer hidden", demo);
    let mut sandbox = app();
    sandbox.open_sandbox(Board::start());
    with("sandbox", sandbox);
    // A class.
    let mut classmates = app();
    classmates.screen = Screen::Classmates(ClassmatesScreen {
        names: vec!["ani".into(), "budi".into()],
        ..ClassmatesScreen::default()
    });
    with("classmates", classmates.clone_app());
    if let Screen::Classmates(list) = &mut classmates.screen {
        list.waiting = Some("ani".into());
    }
    with("classmates: an invitation sent", classmates);
    let mut invited = app();
    invited.class = Some(ClassState {
        invitation: Some("budi".into()),
        ..ClassState::default()
    });
    with("an invitation", invited);
    // The teacher's dashboard: each part, and a game or lesson open over it.
    let parts = ["pupils", "games", "kept games", "lessons", "settings"];
    for (part, name) in (1..).zip(parts) {
        let mut app = dashboard();
        app.send(Msg::Digit(part));
        states.push((leak(format!("dashboard: {name}")), app));
    }
    let mut with = |name, app| states.push((name, app));
    let mut watched = dashboard();
    watched.send(Msg::Digit(2));
    watched.send(Msg::Enter);
    with("dashboard: a game watched", watched);
    let mut kept = dashboard();
    kept.send(Msg::Digit(3));
    kept.send(Msg::Enter);
    with("dashboard: a kept game gone through", kept);
    let mut lead = dashboard();
    lead.send(Msg::Digit(4));
    for _ in 0..lesson_index(&lead, "first-move") {
        lead.send(Msg::Arrow(Arrow::Down));
    }
    lead.send(Msg::Enter);
    with(
        "dashboard: the class follows a step to read",
        lead.clone_app(),
    );
    while !matches!(&lead.screen, Screen::Dashboard(d) if d.opened.as_ref().is_some_and(hidden)) {
        lead.send(Msg::Arrow(Arrow::Right));
    }
    with("dashboard: the class follows an answer hidden", lead);
    // Follow me, on a pupil's screen.
    with("follow me: a step to read", following(None));
    with("follow me: a move", following(Some(Asks::Move)));
    with(
        "follow me: a move or a pass",
        following(Some(Asks::MoveOrPass)),
    );
    with("follow me: a square", following(Some(Asks::Square)));
    with("follow me: squares", following(Some(Asks::Squares)));
    with("follow me: a choice", following(Some(Asks::Choice)));
    with("follow me: who won", following(Some(Asks::Outcome)));
    let mut typing = following(Some(Asks::Move));
    typing.send(Msg::Column('d'));
    with("follow me: a column typed", typing);
    let mut answered = following(Some(Asks::Choice));
    answered.send(Msg::Digit(1));
    with("follow me: answered", answered);
    states
}

/// A name made at run time, kept for the whole test.
fn leak(name: String) -> &'static str {
    Box::leak(name.into_boxed_str())
}

/// Whether what is open over the dashboard hides an answer.
fn hidden(opened: &Opened) -> bool {
    match opened {
        Opened::Watch { demo, .. } | Opened::Replay(demo) | Opened::Follow(demo) => demo.hidden(),
    }
}

/// The teacher's dashboard over a class of two pupils, one game going on and
/// one kept.
fn dashboard() -> Tutor {
    let mut app = app();
    app.class = Some(ClassState::default());
    app.open_dashboard();
    app.flush();
    let pupil = |name: &str, place| PupilRow {
        name: name.into(),
        place,
        game: None,
        lessons_done: 2,
        stars: 5,
        puzzle_rating: 1000,
        class_rating: 1500,
        class_games: 1,
        last_seen: None,
    };
    let game = |id, record: &str| GameRow {
        id,
        black: "ani".into(),
        white: "budi".into(),
        record: record.into(),
        away: [false, false],
    };
    let view = ClassView {
        pupils: vec![pupil("ani", Some(ClassPlace::Home)), pupil("budi", None)],
        games: vec![game(2, "f5d6c3")],
        kept: vec![game(1, "f5d6c3d3c4")],
        settings: Some(ClassSettings::default()),
        tally: Vec::new(),
    };
    let news = ClassNews::Teacher(TeacherNews::View(Box::new(view)));
    app.send(Msg::Class(Box::new(news)));
    app
}

/// A pupil in a class, following the teacher to the first step of the
/// built-in course that asks for `asks` (`None`: one to read).
fn following(asks: Option<Asks>) -> Tutor {
    let course = reversi_tutor::course::load_course(&[], &[]).course;
    for (number, lesson) in course.lessons.iter().enumerate() {
        for step in 0..lesson.steps.len() {
            let run = LessonRun::resume(lesson.clone(), step);
            if run.asks() == asks && !run.is_finished() {
                let mut app = app();
                app.class = Some(ClassState::default());
                let follow = Follow::Lesson {
                    number,
                    step,
                    revealed: false,
                };
                app.send(Msg::Class(Box::new(ClassNews::Follow(Some(follow)))));
                assert!(matches!(app.screen, Screen::Follow(_)), "{asks:?}");
                return app;
            }
        }
    }
    panic!("no step asks for {asks:?}");
}

/// Every key the tests send: each printable character, Ctrl with a letter,
/// and every named key.
fn every_key() -> Vec<Key> {
    let mut keys: Vec<Key> = (' '..='~').map(Key::Char).collect();
    keys.extend(('a'..='z').map(Key::Ctrl));
    keys.extend([Key::Char('é'), Key::Char('đ')]);
    keys.extend([
        Key::Enter,
        Key::Esc,
        Key::Backspace,
        Key::Delete,
        Key::Tab,
        Key::Up,
        Key::Down,
        Key::Left,
        Key::Right,
        Key::PageUp,
        Key::PageDown,
        Key::Home,
        Key::End,
    ]);
    keys
}

/// A click in the middle of f3 on the board the screen draws (none: no board).
fn click_on_the_board(app: &App) -> Option<Input> {
    if let Some(board) = ui::layout::board_area(app) {
        return Some(Input::Click {
            column: board.x + 2 + 3 * 5 + 1,
            row: board.y + 3,
        });
    }
    let text_w = match app.screen {
        Screen::Sandbox(_) => SANDBOX_TEXT_W,
        Screen::Follow(_) => DEMO_TEXT_W,
        _ => return None,
    };
    let (w, h) = app.size;
    let parts = stage(Rect::new(0, 0, w, h), false, text_w);
    Some(Input::Click {
        column: parts.board.x + 2 + 3 * 5 + 1,
        row: parts.board.y + 1 + 3,
    })
}

/// Whether `msg` is what `binding` sends for `key`.
fn sent(binding: &Binding, key: Key, msg: &Msg) -> bool {
    match (&binding.sends, msg, key) {
        (Sends::Msg(expected), msg, _) => expected == msg,
        (Sends::Column, Msg::Column(c), Key::Char(k)) => *c == k.to_ascii_lowercase(),
        (Sends::Digit, Msg::Digit(d), Key::Char(k)) => k.to_digit(10) == Some(u32::from(*d)),
        (Sends::Scroll(_), Msg::Scroll(_), _) => true,
        _ => false,
    }
}

#[test]
fn every_key_listed_sends_its_message_and_every_binding_applies_somewhere() {
    let mut applied: Vec<(Place, usize)> = Vec::new();
    for (name, app) in states() {
        let place = bindings::shown(&app);
        let list = bindings::at(place);
        for (i, binding) in list.iter().enumerate() {
            if !binding.applies(&app) {
                continue;
            }
            applied.push((place, i));
            if binding.is_click() {
                let click = click_on_the_board(&app).expect("a board to click");
                let msg = ui::keymap::msg(&click, &app);
                assert!(matches!(msg, Some(Msg::Click(_))), "{name}: {msg:?}");
                continue;
            }
            for &key in binding.keys_in(&app) {
                let found = bindings::find(&app, key).unwrap();
                let same = (found.keys, &found.sends, found.does)
                    == (binding.keys, &binding.sends, binding.does);
                assert!(
                    same,
                    "{name}: {key:?} is taken first by {:?}, not {:?}",
                    found.does, binding.does
                );
                let msg = ui::keymap::msg(&Input::Key(key), &app)
                    .unwrap_or_else(|| panic!("{name}: {key:?} sends nothing"));
                assert!(sent(binding, key, &msg), "{name}: {key:?} sent {msg:?}");
            }
        }
        // The reverse: a key no binding takes sends nothing.
        for key in every_key() {
            let msg = ui::keymap::msg(&Input::Key(key), &app);
            assert_eq!(
                msg.is_some(),
                bindings::find(&app, key).is_some(),
                "{name}: {key:?} gave {msg:?}"
            );
        }
    }
    for (place, list) in PLACES {
        for (i, binding) in list.iter().enumerate() {
            assert!(
                applied.contains(&(place, i)),
                "{place:?}: binding {i} ({:?}, {:?}) applies in no state walked",
                binding.does,
                binding.keys
            );
        }
    }
}

#[test]
fn a_question_takes_and_shows_as_many_numbers_as_it_has_answers() {
    for asks in [Asks::Choice, Asks::Outcome] {
        let app = step_asking(Some(asks));
        let count = match (&app.screen, asks) {
            (_, Asks::Outcome) => 3,
            (Screen::Lesson(screen), _) => screen.run.choices().len(),
            _ => unreachable!("a lesson step"),
        };
        let bar = bindings::bar(&app, false);
        let run = format!("1-{count}");
        assert!(
            bar.iter().any(|(keys, _)| *keys == run),
            "{asks:?}: {bar:?}"
        );
        let list = bindings::key_list(&app);
        assert!(
            list.iter().any(|(keys, _)| *keys == run),
            "{asks:?}: {list:?}"
        );
        for digit in 1..=9u8 {
            let key = Key::Char(char::from(b'0' + digit));
            let msg = ui::keymap::msg(&Input::Key(key), &app);
            assert_eq!(
                msg.is_some(),
                usize::from(digit) <= count,
                "{asks:?}: {digit} sent {msg:?}"
            );
        }
    }
}

#[test]
fn every_help_id_has_words_in_every_language() {
    for (place, list) in PLACES {
        for binding in list {
            for lang in Lang::ALL {
                let ui = Ui::new(lang);
                let (help, word) = (ui.does(binding.does), ui.does_word(binding.does));
                assert!(
                    !help.trim().is_empty(),
                    "{lang} {place:?} {:?}",
                    binding.does
                );
                assert!(
                    !word.trim().is_empty(),
                    "{lang} {place:?} {:?}",
                    binding.does
                );
                if lang != Lang::En {
                    let en = Ui::new(Lang::En);
                    assert_ne!(help, en.does(binding.does), "{lang}: {:?}", binding.does);
                }
            }
        }
    }
}

/// The screen drawn at a size that fits every key of the bar.
fn drawn(app: &App) -> Vec<String> {
    let mut terminal = Terminal::new(TestBackend::new(220, 60)).unwrap();
    terminal.draw(|f| f.render_widget(app, f.area())).unwrap();
    let buffer = terminal.backend().buffer().clone();
    (0..buffer.area.height)
        .map(|y| {
            (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
        })
        .collect()
}

#[test]
fn the_key_bar_and_the_key_list_show_exactly_the_bindings() {
    for (name, mut app) in states() {
        app.send(Msg::Resize(220, 60));
        let bar = bindings::bar(&app, ui::scrolls(&app));
        let lines = drawn(&app);
        let expected: Vec<String> = bar.iter().map(|(k, w)| format!("{k} {w}")).collect();
        // The last row is the key bar: its keys and no other.
        let last = lines.last().unwrap().trim().to_string();
        assert_eq!(last, expected.join("   "), "{name}");
        if app.help_open || app.invitation().is_some() {
            continue;
        }
        // The key list over the screen: a row for each help id of the
        // bindings that apply, in their order.
        let rows = bindings::key_list(&app);
        let mut does: Vec<_> = Vec::new();
        for binding in bindings::applying(&app) {
            if !does.contains(&binding.does) {
                does.push(binding.does);
            }
        }
        assert_eq!(rows.len(), does.len(), "{name}");
        app.send(Msg::Command(Command::Help));
        let text = drawn(&app).join("\n");
        let mut from = 0;
        for (keys, what) in &rows {
            let at = text[from..]
                .find(&format!("{keys}  "))
                .unwrap_or_else(|| panic!("{name}: {keys} not listed after {from}\n{text}"));
            from += at + keys.len();
            let first: Vec<&str> = what.split_whitespace().take(2).collect();
            assert!(text[from..].contains(&first.join(" ")), "{name}: {what}");
        }
    }
}

/// A copy of a tutor's app in the same state (the states above share their making).
trait CloneApp {
    fn clone_app(&self) -> Tutor;
}

impl CloneApp for Tutor {
    fn clone_app(&self) -> Tutor {
        let mut copy = app();
        copy.screen = self.screen.clone();
        copy.progress = self.progress.clone();
        copy.help_open = self.help_open;
        copy.class = self.class.clone();
        copy
    }
}

#[test]
fn plain_mode_takes_the_commands_its_screens_name() {
    let lesson = bindings::commands_at(Place::Lesson);
    assert!(lesson.contains(&Command::Lesson(LessonCommand::Hint)));
    assert!(!lesson.iter().any(|c| matches!(c, Command::Game(_))));
    let puzzle = bindings::commands_at(Place::Puzzle);
    assert!(!puzzle.contains(&Command::Lesson(LessonCommand::Retry)));
    let game = bindings::commands_at(Place::Game);
    for command in GameCommand::ALL {
        assert!(game.contains(&Command::Game(command)), "{command:?}");
    }
    for commands in [&lesson, &puzzle, &game] {
        assert!(commands.contains(&Command::Help) && commands.contains(&Command::Quit));
    }
}
