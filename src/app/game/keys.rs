//! The game screen's bindings. The column letters a-h and the digits type a
//! square, and `p` passes, so no command sits on them: explain is `x` (not
//! `e`) and the dots are `.` (not `d`); `n`, `s` and `r` give a new game, a
//! save and redo here (next, skip and reveal in a lesson), and `o` opens the
//! saved games. The arrows move the cursor, and step through the replay once
//! the game is over.

use crate::i18n::Does;
use crate::runner::GameCommand;

use crate::app::bindings::{
    Binding, CLICK, CURSOR_DOWN, CURSOR_LEFT, CURSOR_RIGHT, CURSOR_UP, DOWN, ERASE, ERASE_ESC,
    HELP, PAGE_DOWN, PAGE_UP, PASS, PLAY, PLAY_SPACE, QUIT, TYPE_COLUMN, TYPE_ROW, UP,
    game_command,
};
use crate::app::{App, Arrow, Key, Msg, Screen};

use super::GameScreen;

/// The game shown, if it is.
fn game(app: &App) -> Option<&GameScreen> {
    match &app.screen {
        Screen::Game(screen) => Some(screen),
        _ => None,
    }
}

/// The list of saved games is open.
fn listing(app: &App) -> bool {
    game(app).is_some_and(|screen| screen.saved_games.is_some())
}

/// The finished game is replayed move by move.
fn replaying(app: &App) -> bool {
    !listing(app) && game(app).is_some_and(|screen| screen.session.replay().is_some())
}

/// The game is over (and not replayed).
fn over(app: &App) -> bool {
    !listing(app) && !replaying(app) && game(app).is_some_and(GameScreen::is_over)
}

/// The game goes on: the board takes moves.
fn playing(app: &App) -> bool {
    !listing(app) && !replaying(app) && !over(app)
}

/// A column letter is typed and waits for its row.
fn typed(app: &App) -> bool {
    game(app).is_some_and(|screen| screen.cursor.column().is_some())
}

/// A game command's binding, on `keys`.
const fn command(keys: &'static [Key], command: GameCommand) -> Binding {
    Binding::msg(keys, game_command(command), Does::Game(command))
}

/// The game screen's bindings, in the order of the key bar and the key lists.
pub const BINDINGS: &[Binding] = &[
    Binding::msg(UP, Msg::Arrow(Arrow::Up), Does::Choose)
        .when(listing)
        .on_bar(),
    Binding::msg(DOWN, Msg::Arrow(Arrow::Down), Does::Choose)
        .when(listing)
        .on_bar(),
    Binding::msg(
        &[Key::Enter, Key::Char(' ')],
        Msg::Enter,
        Does::Game(GameCommand::Load),
    )
    .when(listing)
    .on_bar(),
    Binding::msg(&[Key::Esc, Key::Backspace], Msg::Escape, Does::Back)
        .when(listing)
        .on_bar(),
    TYPE_COLUMN.when(playing),
    TYPE_ROW.when(playing),
    CURSOR_UP.when(playing),
    CURSOR_DOWN.when(playing),
    CURSOR_LEFT.when(playing),
    CURSOR_RIGHT.when(playing),
    PLAY.when(playing).on_bar(),
    PLAY_SPACE.when(playing),
    CLICK.when(playing),
    PASS.when(playing),
    command(&[Key::Char('n')], GameCommand::NewGame).on_bar_if(over),
    Binding::msg(
        &[Key::Left],
        Msg::Arrow(Arrow::Left),
        Does::Game(GameCommand::Replay),
    )
    .when(over)
    .on_bar(),
    Binding::msg(
        &[Key::Right, Key::Char('l')],
        Msg::Arrow(Arrow::Right),
        Does::Game(GameCommand::Replay),
    )
    .when(over)
    .on_bar(),
    Binding::msg(
        &[Key::Left],
        Msg::Arrow(Arrow::Left),
        Does::Game(GameCommand::Back),
    )
    .when(replaying)
    .on_bar(),
    Binding::msg(
        &[Key::Right, Key::Char('l')],
        Msg::Arrow(Arrow::Right),
        Does::Game(GameCommand::Next),
    )
    .when(replaying)
    .on_bar(),
    command(&[Key::Char('v')], GameCommand::Review).on_bar_if(over),
    command(&[Key::Char('s')], GameCommand::Save).on_bar_if(over),
    command(&[Key::Char('u')], GameCommand::Undo).on_bar_if(|app| playing(app) || over(app)),
    command(&[Key::Char('r')], GameCommand::Redo),
    command(&[Key::Char('x')], GameCommand::Explain).on_bar_if(playing),
    command(&[Key::Char('.')], GameCommand::Dots),
    command(&[Key::Char('o')], GameCommand::Load).when(|app| !listing(app)),
    ERASE.when(typed),
    ERASE_ESC.when(typed),
    PAGE_UP,
    PAGE_DOWN,
    HELP.on_bar_if(playing),
    Binding::msg(&[Key::Esc], Msg::Escape, Does::ToHome)
        .when(|app| !typed(app) && (playing(app) || over(app)))
        .on_bar_if(playing),
    Binding::msg(&[Key::Esc], Msg::Escape, Does::Back)
        .when(replaying)
        .on_bar(),
    QUIT.doing(Does::QuitKeepingGame),
];
