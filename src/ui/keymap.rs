//! The one keymap: our input events ([`Input`]) to messages, and the keys of each
//! screen for the key bar and the key list. The session commands' keys come from
//! one table ([`COMMAND_KEYS`]; a game's from [`super::game_keys::GAME_KEYS`])
//! over the one command list of `runner::Command`, with the words of each
//! language from `i18n`.
//!
//! On a step that takes squares, the column letters a-h start a typed square
//! (`d` then `3` puts the cursor on d3), so no command sits on those letters:
//! hint is `i`, back is Backspace; `h` moves the cursor left as well, which is
//! harmless, since a row typed next puts the cursor on the typed square anyway.
//!
//! The classroom demo types no squares, so its own keys come first there
//! ([`classroom_key`]): `a`, `+`, `-`, `s`. The sandbox types squares as every
//! board does, so its own keys ([`SANDBOX_KEYS`]) keep off the column letters:
//! `x`, `o`, `-` (the board string's letters), Delete, `t`, `s`, `n`, `r`, `u`.

use crate::app::{App, Arrow, ClassroomKey, LessonScreen, Msg, PuzzleScreen, Screen};
use crate::course::Task;
use crate::engine::Color;
use crate::i18n::Ui;
use crate::runner::drill::DrillKind;
use crate::runner::{Asks, Command};
use crate::runner::{GameCommand, LessonCommand, Offer};

use super::board::square_at;
use super::game_keys;
use super::input::{Input, Key};
use super::layout::board_area;

/// Each session command's key, how the key bar writes it, and how the key list
/// writes it with the other keys that give the command.
pub const COMMAND_KEYS: [(Command, Key, &str, &str); 8] = [
    (
        Command::Lesson(LessonCommand::Next),
        Key::Char('n'),
        "n",
        "n  Enter  →",
    ),
    (
        Command::Lesson(LessonCommand::Back),
        Key::Backspace,
        "⌫",
        "Backspace  ←",
    ),
    (
        Command::Lesson(LessonCommand::Retry),
        Key::Char('t'),
        "t",
        "t",
    ),
    (
        Command::Lesson(LessonCommand::Skip),
        Key::Char('s'),
        "s",
        "s",
    ),
    (
        Command::Lesson(LessonCommand::Hint),
        Key::Char('i'),
        "i",
        "i",
    ),
    (
        Command::Lesson(LessonCommand::Reveal),
        Key::Char('r'),
        "r",
        "r",
    ),
    (Command::Help, Key::Char('?'), "?", "?"),
    (Command::Quit, Key::Char('q'), "q", "q  Ctrl-C"),
];

/// The sandbox's own keys, what each does, and how the key lists write it.
pub const SANDBOX_KEYS: [(Key, ClassroomKey, &str); 9] = [
    (Key::Char('x'), ClassroomKey::Put(Some(Color::Black)), "x"),
    (Key::Char('o'), ClassroomKey::Put(Some(Color::White)), "o"),
    (Key::Char('-'), ClassroomKey::Put(None), "-"),
    (Key::Delete, ClassroomKey::Put(None), "Del"),
    (Key::Char('t'), ClassroomKey::SideToMove, "t"),
    (Key::Char('s'), ClassroomKey::Export, "s"),
    (Key::Char('n'), ClassroomKey::Clear, "n"),
    (Key::Char('r'), ClassroomKey::Start, "r"),
    (Key::Char('u'), ClassroomKey::Undo, "u"),
];

/// How the key lists write the sandbox key that does `does` (the first, if several do).
pub fn sandbox_cap(does: ClassroomKey) -> &'static str {
    SANDBOX_KEYS
        .iter()
        .find(|(_, key, _)| *key == does)
        .map_or("", |(.., cap)| cap)
}

/// The keys that scroll the feedback beside a board, as the key lists show them.
pub(super) const SCROLL_KEYS: &str = "PgUp PgDn";

/// The keys that move a board's cursor, as the key lists show them (`h` also
/// starts typing column h).
pub(super) const CURSOR_KEYS: &str = "← ↑ ↓ →  h j k l";

/// The message of an input, if it is one the app takes.
pub fn msg(input: &Input, app: &App) -> Option<Msg> {
    if app.invitation().is_some() {
        // An invitation over the screen takes the keys and clicks until answered.
        return match *input {
            Input::Key(Key::Enter | Key::Char('y' | 'Y')) => Some(Msg::Invitation(true)),
            Input::Key(Key::Esc | Key::Char('n' | 'N')) => Some(Msg::Invitation(false)),
            Input::Resize(columns, rows) => Some(Msg::Resize(columns, rows)),
            Input::Key(_) | Input::Click { .. } => None,
        };
    }
    match *input {
        Input::Key(key @ (Key::PageUp | Key::PageDown)) => scroll_msg(key, app),
        Input::Key(key) => classroom_key(key, app).or_else(|| key_msg(key, command_keys(app))),
        Input::Click { column, row } => {
            if let Some(square) = super::sandbox::clicked(app, column, row) {
                return Some(Msg::Click(square));
            }
            let board = board_area(app)?;
            square_at(board, column, row).map(Msg::Click)
        }
        Input::Resize(columns, rows) => Some(Msg::Resize(columns, rows)),
    }
}

/// The table of the session commands' keys on the screen shown.
fn command_keys(app: &App) -> &'static [(Command, Key, &'static str, &'static str)] {
    match app.screen {
        Screen::Game(_) => &game_keys::GAME_KEYS,
        _ => &COMMAND_KEYS,
    }
}

/// PgUp and PgDn: the feedback beside the board a page up or down, as far as
/// it goes.
fn scroll_msg(key: Key, app: &App) -> Option<Msg> {
    let (room, page) = super::feedback_scroll(app)?;
    match key {
        Key::PageDown => Some(Msg::Scroll(app.scroll.saturating_add(page).min(room))),
        Key::PageUp => Some(Msg::Scroll(app.scroll.min(room).saturating_sub(page))),
        _ => None,
    }
}

fn key_msg(key: Key, keys: &[(Command, Key, &str, &str)]) -> Option<Msg> {
    if let Key::Ctrl(c) = key {
        return matches!(c, 'c' | 'd').then_some(Msg::Command(Command::Quit));
    }
    if key == Key::Backspace {
        return Some(Msg::Backspace);
    }
    if let Some((command, ..)) = keys.iter().find(|(_, code, ..)| *code == key) {
        return Some(Msg::Command(*command));
    }
    Some(match key {
        Key::Up | Key::Char('k') => Msg::Arrow(Arrow::Up),
        Key::Down | Key::Char('j') => Msg::Arrow(Arrow::Down),
        Key::Left => Msg::Arrow(Arrow::Left),
        Key::Right | Key::Char('l') => Msg::Arrow(Arrow::Right),
        Key::Char(c @ ('a'..='h' | 'A'..='H')) => Msg::Column(c.to_ascii_lowercase()),
        Key::Char(c @ '1'..='9') => Msg::Digit(c as u8 - b'0'),
        Key::Char('p' | 'P') => Msg::Pass,
        Key::Char(' ') => Msg::Space,
        Key::Enter => Msg::Enter,
        Key::Esc => Msg::Escape,
        _ => return None,
    })
}

/// How the key list writes a command's keys.
fn label(command: Command) -> &'static str {
    COMMAND_KEYS
        .iter()
        .find(|(c, ..)| *c == command)
        .map_or("", |(.., label)| label)
}

/// How the key bar writes a command's key.
pub fn key_cap(command: Command) -> &'static str {
    COMMAND_KEYS
        .iter()
        .find(|(c, ..)| *c == command)
        .map_or("", |(_, _, cap, _)| cap)
}

/// Every key of the screen shown now, with what it does, for the key list.
pub fn rows(app: &App) -> Vec<(String, String)> {
    let ui = app.ui();
    let row = |keys: &str, what: &str| (keys.to_string(), what.to_string());
    let mut rows = Vec::new();
    match &app.screen {
        Screen::Lesson(screen) => {
            match screen.run.asks() {
                Some(Asks::Squares) => {
                    rows.push(row(CURSOR_KEYS, ui.act_move_cursor()));
                    rows.push(row("a-h 1-8", ui.act_type_square()));
                    rows.push(row("Space", ui.act_pick()));
                    rows.push(row("Enter", ui.act_answer()));
                }
                Some(Asks::Move | Asks::MoveOrPass | Asks::Square) => {
                    rows.push(row(CURSOR_KEYS, ui.act_move_cursor()));
                    rows.push(row("a-h 1-8", ui.act_type_square()));
                    rows.push(row("Enter  Space", ui.act_play()));
                    rows.push(row(ui.mouse_key(), ui.act_click()));
                }
                Some(Asks::Choice | Asks::Outcome) => rows.push(row("1-9", ui.act_number())),
                None => {}
            }
            if matches!(screen.run.asks(), Some(Asks::Move | Asks::MoveOrPass)) {
                rows.push(row("p", ui.act_pass()));
            }
            for command in Command::LESSON {
                // Where the board takes squares, Enter plays and the arrows move
                // the cursor: next and back keep their own keys alone.
                let keys = match command {
                    Command::Lesson(LessonCommand::Next) if screen.takes_squares() => "n",
                    Command::Lesson(LessonCommand::Back) if screen.takes_squares() => "Backspace",
                    _ => label(command),
                };
                rows.push(row(keys, ui.key_help(command)));
            }
            rows.push(row(SCROLL_KEYS, ui.act_scroll()));
            rows.push(row("Esc", leave_word(ui, screen)));
        }
        Screen::Puzzle(screen) => puzzle_rows(app, screen, &mut rows),
        Screen::Home { .. }
        | Screen::Lessons { .. }
        | Screen::PuzzleMenu(_)
        | Screen::Classmates(_) => {
            rows.push(row("↑ ↓  j k", ui.act_choose()));
            rows.push(row("Enter", ui.act_open()));
            rows.push(row("Esc", ui.act_back()));
            rows.push(row("?", ui.key_help(Command::Help)));
            rows.push(row("q", ui.key_help(Command::Quit)));
        }
        Screen::Glossary { .. } => {
            rows.push(row("↑ ↓  j k", ui.act_choose()));
            rows.push(row("Enter", ui.act_open_term_lesson()));
            rows.push(row("Esc", ui.act_back()));
            rows.push(row("?", ui.key_help(Command::Help)));
            rows.push(row("q", ui.key_help(Command::Quit)));
        }
        Screen::Settings { .. } => {
            rows.push(row("↑ ↓  j k", ui.act_choose()));
            rows.push(row("← →  Enter", ui.act_change()));
            rows.push(row("Esc", ui.act_back()));
            rows.push(row("?", ui.key_help(Command::Help)));
            rows.push(row("q", ui.key_help(Command::Quit)));
        }
        Screen::PlaySetup(setup) => rows = game_keys::setup_rows(app, setup),
        Screen::Game(screen) => rows = game_keys::game_rows(app, screen),
        Screen::Review(_) => rows = game_keys::review_rows(app),
        Screen::DemoPick(_) | Screen::Demo(_) | Screen::Sandbox(_) => {
            rows.extend(classroom_rows(app));
        }
        Screen::Dashboard(dashboard) => rows = super::dashboard::key_rows(app, dashboard),
        Screen::Follow(screen) => rows = super::follow::key_rows(app, screen),
    }
    rows
}

/// The few keys the bar at the bottom shows now, each with a short word.
pub fn bar(app: &App) -> Vec<(String, String)> {
    let ui = app.ui();
    let key = |keys: &str, word: &str| (keys.to_string(), word.to_string());
    let command = |c: Command| key(key_cap(c), ui.key_word(c));
    if app.help_open {
        let scroll = super::help::overflows(app).then(|| key("↑↓", ui.act_scroll()));
        return scroll
            .into_iter()
            .chain([key("Esc", ui.act_close())])
            .collect();
    }
    let mut keys = Vec::new();
    match &app.screen {
        Screen::Lesson(screen) => {
            if screen.run.is_finished() {
                // What the end of the lesson offers (see `app::lesson`).
                for (n, offer) in (1..).zip(screen.run.offers()) {
                    let word = match offer {
                        Offer::Play => ui.act_play(),
                        Offer::Review => ui.key_word(Command::Game(GameCommand::Review)),
                        Offer::Practice(_) => ui.act_puzzles(),
                        Offer::RulesQuiz => ui.act_quiz(),
                    };
                    keys.push(key(&n.to_string(), word));
                }
                keys.push(key("↵", leave_word(ui, screen)));
                keys.push(command(Command::Lesson(LessonCommand::Back)));
            } else {
                match screen.run.asks() {
                    Some(Asks::Squares) => {
                        keys.push(key("␣", ui.act_pick()));
                        keys.push(key("↵", ui.act_answer()));
                    }
                    Some(Asks::Move | Asks::Square) => keys.push(key("d3 ↵", ui.act_play())),
                    Some(Asks::MoveOrPass) => {
                        keys.push(key("d3 ↵", ui.act_play()));
                        keys.push(key("p", ui.act_pass()));
                    }
                    Some(Asks::Choice | Asks::Outcome) => keys.push(key("1-9", ui.act_choose())),
                    None => keys.push(key("↵", ui.key_word(Command::Lesson(LessonCommand::Next)))),
                }
                if screen.run.is_done() {
                    keys.push(command(Command::Lesson(LessonCommand::Retry)));
                }
                if screen.run.asks().is_some() {
                    keys.push(command(Command::Lesson(LessonCommand::Hint)));
                    // A whole game has no answer to show.
                    if !matches!(screen.run.task(), Task::Game { .. }) {
                        keys.push(command(Command::Lesson(LessonCommand::Reveal)));
                    }
                }
                keys.push(command(Command::Lesson(LessonCommand::Back)));
            }
            keys.push(command(Command::Help));
            keys.push(key("Esc", leave_word(ui, screen)));
        }
        Screen::Home { .. } => {
            keys.push(key("↑↓", ui.act_choose()));
            keys.push(key("↵", ui.act_open()));
            keys.push(command(Command::Help));
        }
        Screen::Puzzle(screen) => puzzle_bar(app, screen, &mut keys),
        Screen::Lessons { .. } | Screen::PuzzleMenu(_) | Screen::Classmates(_) => {
            keys.push(key("↑↓", ui.act_choose()));
            keys.push(key("↵", ui.act_open()));
            keys.push(key("Esc", ui.act_back()));
        }
        Screen::Settings { .. } => {
            keys.push(key("↑↓", ui.act_choose()));
            keys.push(key("←→", ui.act_change()));
            keys.push(key("Esc", ui.act_back()));
        }
        Screen::Glossary { .. } => {
            keys.push(key("↑↓", ui.act_choose()));
            keys.push(key("↵", ui.act_open()));
            keys.push(key("Esc", ui.act_back()));
        }
        Screen::PlaySetup(_) => keys = game_keys::setup_bar(app),
        Screen::Game(screen) => keys = game_keys::game_bar(app, screen),
        Screen::Review(_) => keys = game_keys::review_bar(app),
        Screen::DemoPick(_) | Screen::Demo(_) | Screen::Sandbox(_) => {
            keys.extend(classroom_bar(app));
        }
        Screen::Dashboard(dashboard) => keys = super::dashboard::key_bar(app, dashboard),
        Screen::Follow(screen) => keys = super::follow::key_bar(app, screen),
    }
    keys.push(command(Command::Quit));
    keys
}

/// The commands a puzzle uses, in the order of the command table.
fn puzzle_commands() -> impl Iterator<Item = Command> {
    Command::LESSON.into_iter().filter(|command| {
        !matches!(
            command,
            Command::Lesson(LessonCommand::Back) | Command::Lesson(LessonCommand::Retry)
        )
    })
}

/// Every key of the puzzle screen now, with what it does, for the key list.
fn puzzle_rows(app: &App, screen: &PuzzleScreen, rows: &mut Vec<(String, String)>) {
    let ui = app.ui();
    let mut row = |keys: &str, what: &str| rows.push((keys.to_string(), what.to_string()));
    match screen.asks() {
        Some(asks) => {
            row(CURSOR_KEYS, ui.act_move_cursor());
            row("a-h 1-8", ui.act_type_square());
            if asks == Asks::Squares {
                row("Space", ui.act_pick());
                row("Enter", ui.act_answer());
            } else {
                row("Enter  Space", ui.act_play());
                row("p", ui.act_pass());
            }
            row(ui.mouse_key(), ui.act_click());
        }
        None if screen.best_line().is_some() => row("← →", ui.act_line_help()),
        None => {}
    }
    for command in puzzle_commands() {
        row(label(command), ui.puzzle_key_help(command));
    }
    row(SCROLL_KEYS, ui.act_scroll());
    row("Esc", ui.act_puzzles());
}

/// The few keys of the puzzle screen the bar shows now.
fn puzzle_bar(app: &App, screen: &PuzzleScreen, keys: &mut Vec<(String, String)>) {
    let ui = app.ui();
    let mut key = |keys_: &str, word: &str| keys.push((keys_.to_string(), word.to_string()));
    match screen.asks() {
        Some(Asks::Squares) => {
            key("␣", ui.act_pick());
            key("↵", ui.act_answer());
        }
        Some(_) => key("d3 ↵", ui.act_play()),
        None => {
            key("↵", ui.key_word(Command::Lesson(LessonCommand::Next)));
            if screen.best_line().is_some() {
                key("← →", ui.act_line());
            }
        }
    }
    let commands: &[Command] = match screen.asks() {
        // Marking takes more words: skip stays in the key list, so that quit fits in 80 columns.
        Some(Asks::Squares) => &[
            Command::Lesson(LessonCommand::Hint),
            Command::Lesson(LessonCommand::Reveal),
        ],
        Some(_) => &[
            Command::Lesson(LessonCommand::Hint),
            Command::Lesson(LessonCommand::Reveal),
            Command::Lesson(LessonCommand::Skip),
        ],
        None => &[],
    };
    for command in commands {
        key(key_cap(*command), ui.key_word(*command));
    }
    key(key_cap(Command::Help), ui.key_word(Command::Help));
    key("Esc", ui.act_puzzles());
}

/// The keys of the classroom demo and the sandbox, which come before the common
/// ones on those screens.
fn classroom_key(key: Key, app: &App) -> Option<Msg> {
    if app.help_open {
        return None;
    }
    let pressed = match (&app.screen, key) {
        (Screen::Demo(_), Key::Char('a' | 'A')) => ClassroomKey::Auto,
        (Screen::Demo(_), Key::Char('+' | '=')) => ClassroomKey::Longer,
        (Screen::Demo(_), Key::Char('-' | '_')) => ClassroomKey::Shorter,
        (Screen::Demo(_), Key::Char('s' | 'S')) => ClassroomKey::Sandbox,
        (Screen::Dashboard(dashboard), key) => super::dashboard::dashboard_key(key, dashboard)?,
        (Screen::Sandbox(_), key) => {
            let key = match key {
                Key::Char(c) => Key::Char(c.to_ascii_lowercase()),
                key => key,
            };
            let (_, does, _) = SANDBOX_KEYS.iter().find(|(k, ..)| *k == key)?;
            *does
        }
        _ => return None,
    };
    Some(Msg::Classroom(pressed))
}

/// Every key of the classroom demo, its chooser or the sandbox, for the key list.
fn classroom_rows(app: &App) -> Vec<(String, String)> {
    let ui = app.ui();
    let row = |keys: &str, what: &str| (keys.to_string(), what.to_string());
    let mut rows = Vec::new();
    match &app.screen {
        Screen::DemoPick(_) => {
            rows.push(row("↑ ↓  j k", ui.act_choose()));
            rows.push(row("a-h 1-8 p", ui.act_type_record()));
            rows.push(row("Enter", ui.act_open()));
        }
        Screen::Demo(_) => {
            rows.push(row("→ ←  Space ⌫", ui.act_step()));
            rows.push(row(
                "Enter",
                ui.key_help(Command::Lesson(LessonCommand::Reveal)),
            ));
            rows.push(row("a", ui.act_auto()));
            rows.push(row("+ -", ui.act_delay()));
            rows.push(row("s", ui.act_sandbox()));
        }
        _ => {
            let cap = sandbox_cap;
            let place = format!(
                "{}  {}  {} Del",
                cap(ClassroomKey::Put(Some(Color::Black))),
                cap(ClassroomKey::Put(Some(Color::White))),
                cap(ClassroomKey::Put(None))
            );
            rows.push(row(CURSOR_KEYS, ui.act_move_cursor()));
            rows.push(row("a-h 1-8", ui.act_type_square()));
            rows.push(row(&place, ui.act_place()));
            rows.push(row(&format!("Space  {}", ui.mouse_key()), ui.act_cycle()));
            rows.push(row(cap(ClassroomKey::SideToMove), ui.act_side()));
            rows.push(row(cap(ClassroomKey::Export), ui.act_export()));
            rows.push(row(cap(ClassroomKey::Undo), ui.act_undo_change()));
            rows.push(row(cap(ClassroomKey::Clear), ui.act_clear()));
            rows.push(row(cap(ClassroomKey::Start), ui.act_start_position()));
        }
    }
    rows.push(row("Esc", ui.act_back()));
    rows.push(row("?", ui.key_help(Command::Help)));
    rows.push(row("q", ui.key_help(Command::Quit)));
    rows
}

/// The key bar of the classroom demo, its chooser or the sandbox.
fn classroom_bar(app: &App) -> Vec<(String, String)> {
    let ui = app.ui();
    let key = |keys: &str, word: &str| (keys.to_string(), word.to_string());
    let mut keys = Vec::new();
    match &app.screen {
        Screen::DemoPick(_) => {
            keys.push(key("↑↓", ui.act_choose()));
            keys.push(key("f5d6", ui.act_type_record()));
            keys.push(key("↵", ui.act_open()));
        }
        Screen::Demo(demo) => {
            keys.push(key("→", ui.key_word(Command::Lesson(LessonCommand::Next))));
            keys.push(key("←", ui.key_word(Command::Lesson(LessonCommand::Back))));
            if demo.hidden() {
                keys.push(key(
                    "↵",
                    ui.key_word(Command::Lesson(LessonCommand::Reveal)),
                ));
            }
            keys.push(key("a", ui.key_auto()));
            keys.push(key("+-", ui.key_delay()));
            keys.push(key("s", &ui.sandbox_name().to_lowercase()));
        }
        _ => {
            let cap = sandbox_cap;
            keys.push(key(
                cap(ClassroomKey::Put(Some(Color::Black))),
                ui.color(Color::Black),
            ));
            keys.push(key(
                cap(ClassroomKey::Put(Some(Color::White))),
                ui.color(Color::White),
            ));
            keys.push(key(cap(ClassroomKey::Put(None)), ui.key_empty()));
            keys.push(key(cap(ClassroomKey::SideToMove), ui.key_side()));
            keys.push(key(cap(ClassroomKey::Export), ui.key_export()));
            keys.push(key(
                cap(ClassroomKey::Undo),
                ui.key_word(Command::Game(crate::runner::GameCommand::Undo)),
            ));
        }
    }
    keys.push(key("?", ui.key_word(Command::Help)));
    keys.push(key("Esc", ui.act_back()));
    keys
}

/// Where leaving the lesson screen goes: the puzzle menu from the lesson
/// tasks to review, else the lessons (see `app::update`).
fn leave_word(ui: Ui, screen: &LessonScreen) -> &'static str {
    match screen.drill.as_ref().map(|drill| drill.kind) {
        Some(DrillKind::Review) => ui.act_puzzles(),
        _ => ui.act_lessons(),
    }
}
