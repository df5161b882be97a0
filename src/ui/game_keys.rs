//! The keymap's part for the play setup, the game and the review: the keys of a
//! game's commands ([`GAME_KEYS`], over `runner::Command::GAME`), and the rows of
//! the key list and the key bar of these screens.
//!
//! On the game screen the column letters a-h and the digits type a square, and
//! `p` passes, so no command sits on them: explain is `x` (not `e`) and the
//! dots are `.` (not `d`); `n`, `s` and `r` give a new game, a save and redo
//! here (next, skip and reveal in a lesson), and `o` opens the saved games. The arrows move the cursor, and
//! step through the replay once the game is over.

use crate::app::{App, GameScreen, PlaySetup};
use crate::runner::Command;
use crate::runner::GameCommand;

use super::input::Key;

/// Each key of a game command, how the key bar writes it, and how the key
/// list writes it (with the other keys that give the command).
pub const GAME_KEYS: [(Command, Key, &str, &str); 10] = [
    (Command::Game(GameCommand::Undo), Key::Char('u'), "u", "u"),
    (Command::Game(GameCommand::Redo), Key::Char('r'), "r", "r"),
    (
        Command::Game(GameCommand::Explain),
        Key::Char('x'),
        "x",
        "x",
    ),
    (Command::Game(GameCommand::Dots), Key::Char('.'), ".", "."),
    (Command::Game(GameCommand::Save), Key::Char('s'), "s", "s"),
    (Command::Game(GameCommand::Load), Key::Char('o'), "o", "o"),
    (
        Command::Game(GameCommand::NewGame),
        Key::Char('n'),
        "n",
        "n",
    ),
    (Command::Game(GameCommand::Review), Key::Char('v'), "v", "v"),
    (Command::Help, Key::Char('?'), "?", "?"),
    (Command::Quit, Key::Char('q'), "q", "q  Ctrl-C"),
];

/// How the replay's keys are written: the arrows step through a finished game.
const REPLAY_KEYS: &str = "← →";

/// How the key bar writes a game command's key (the replay's: the arrows).
pub fn game_cap(command: Command) -> &'static str {
    if command == Command::Game(GameCommand::Replay) {
        return REPLAY_KEYS;
    }
    GAME_KEYS
        .iter()
        .find(|(c, ..)| *c == command)
        .map_or("", |(_, _, cap, _)| cap)
}

/// How the key list writes a game command's keys (none: no key gives it here).
fn game_label(command: Command) -> Option<&'static str> {
    match command {
        Command::Game(GameCommand::Replay) => Some(REPLAY_KEYS),
        _ => GAME_KEYS
            .iter()
            .find(|(c, ..)| *c == command)
            .map(|(.., label)| *label),
    }
}

/// Every key of the game screen, for the key list: the board's keys, then
/// each command of `Command::GAME` that has a key here, then the timer's rule.
pub fn game_rows(app: &App, screen: &GameScreen) -> Vec<(String, String)> {
    let ui = app.ui();
    let row = |keys: &str, what: &str| (keys.to_string(), what.to_string());
    let mut rows = vec![
        row(super::keymap::CURSOR_KEYS, ui.act_move_cursor()),
        row("a-h 1-8", ui.act_type_square()),
        row("Enter  Space", ui.act_play()),
        row(ui.mouse_key(), ui.act_click()),
        row("p", ui.act_pass()),
    ];
    for command in Command::GAME {
        if let Some(label) = game_label(command) {
            rows.push(row(label, ui.game_key_help(command)));
        }
    }
    rows.push(row(super::keymap::SCROLL_KEYS, ui.act_scroll()));
    rows.push(row("Esc", ui.act_home()));
    let seconds = screen.session.setup().timer.map(|t| t.limit().as_secs());
    rows.push(row("", &ui.timer_help(seconds)));
    rows
}

/// The few keys the game screen's bar shows now.
pub fn game_bar(app: &App, screen: &GameScreen) -> Vec<(String, String)> {
    let ui = app.ui();
    let key = |keys: &str, word: &str| (keys.to_string(), word.to_string());
    let command = |c: Command| key(game_cap(c), ui.key_word(c));
    let mut keys = Vec::new();
    if screen.saved_games.is_some() {
        keys.push(key("↑↓", ui.act_choose()));
        keys.push(key("↵", ui.key_word(Command::Game(GameCommand::Load))));
        keys.push(key("Esc", ui.act_back()));
    } else if screen.session.replay().is_some() {
        keys.push(command(Command::Game(GameCommand::Replay)));
        keys.push(key("Esc", ui.act_back()));
    } else if screen.is_over() {
        keys.push(command(Command::Game(GameCommand::NewGame)));
        keys.push(command(Command::Game(GameCommand::Replay)));
        keys.push(command(Command::Game(GameCommand::Review)));
        keys.push(command(Command::Game(GameCommand::Save)));
        keys.push(command(Command::Game(GameCommand::Undo)));
    } else {
        keys.push(key("d3 ↵", ui.act_play()));
        keys.push(command(Command::Game(GameCommand::Undo)));
        keys.push(command(Command::Game(GameCommand::Explain)));
        keys.push(command(Command::Help));
        keys.push(key("Esc", ui.act_home()));
    }
    keys
}

/// The play setup's keys, for the key list.
pub fn setup_rows(app: &App, _setup: &PlaySetup) -> Vec<(String, String)> {
    let ui = app.ui();
    let row = |keys: &str, what: &str| (keys.to_string(), what.to_string());
    vec![
        row("↑ ↓  j k", ui.act_choose()),
        row("← →  Space", ui.act_change()),
        row("1-6", ui.setup_names().get(1).copied().unwrap_or("")),
        row("Enter", ui.act_start()),
        row("Esc", ui.act_back()),
        row("?", ui.key_help(Command::Help)),
        row("q", ui.key_help(Command::Quit)),
    ]
}

/// The play setup's bar.
pub fn setup_bar(app: &App) -> Vec<(String, String)> {
    let ui = app.ui();
    let key = |keys: &str, word: &str| (keys.to_string(), word.to_string());
    vec![
        key("↑↓", ui.act_choose()),
        key("←→", ui.act_change()),
        key("↵", ui.act_start()),
        key("Esc", ui.act_back()),
    ]
}

/// The review screen's keys, for the key list.
pub fn review_rows(app: &App) -> Vec<(String, String)> {
    let ui = app.ui();
    let row = |keys: &str, what: &str| (keys.to_string(), what.to_string());
    vec![
        row("↑ ↓  j k", ui.act_choose()),
        row("Esc", ui.act_back()),
        row("?", ui.key_help(Command::Help)),
        row("q", ui.key_help(Command::Quit)),
    ]
}

/// The review screen's bar.
pub fn review_bar(app: &App) -> Vec<(String, String)> {
    let ui = app.ui();
    let key = |keys: &str, word: &str| (keys.to_string(), word.to_string());
    vec![key("↑↓", ui.act_choose()), key("Esc", ui.act_back())]
}
