//! A screen's bindings: each key it takes, the message the key sends, what the
//! key does (the help id, [`Does`]), when the binding applies and when the key
//! bar shows it. Each screen has one list ([`Binding`]s in a `const`, beside its
//! `update`); decoding a key, the key bar, the `?` list, plain mode's commands
//! and the Help page all read it, so a key shown is a key taken, and the reverse.
//!
//! A key is looked for in the bindings that apply now, first one first
//! ([`find`]). Bindings with the same help id make one row of the key lists;
//! `written` writes them for the learner (the rows, the bar, a key's name).

use crate::i18n::{Does, Place};
use crate::runner::{Asks, Command, GameCommand, LessonCommand};

use super::{App, Arrow, Key, Msg, Screen};

mod written;

pub use written::{bar, key_list, name, name_now, rows};

/// When a binding applies, or when the key bar shows it.
#[derive(Clone, Copy, Debug)]
pub enum When {
    /// Always.
    Always,
    /// Never.
    Never,
    /// When the app is in this state.
    If(fn(&App) -> bool),
    /// For the key bar only: while the text in view scrolls (the front end,
    /// which knows the layout, says whether it does).
    Scrolls,
}

impl When {
    /// Whether it holds for `app`, where the text in view `scrolls` or not.
    pub fn holds(self, app: &App, scrolls: bool) -> bool {
        match self {
            When::Always => true,
            When::Never => false,
            When::If(test) => test(app),
            When::Scrolls => scrolls,
        }
    }
}

/// The message a binding's keys send.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sends {
    /// This message.
    Msg(Msg),
    /// The column letter typed, in lower case ([`Msg::Column`]).
    Column,
    /// The digit typed ([`Msg::Digit`]).
    Digit,
    /// A click on a square of the board ([`Msg::Click`]; the front end, which
    /// knows where the board is drawn, finds the square).
    Click,
    /// The text scrolled ([`Msg::Scroll`]; the front end, which knows the
    /// layout, says how far).
    Scroll(Scroll),
}

/// Which way a key scrolls the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scroll {
    /// A line up.
    LineUp,
    /// A line down.
    LineDown,
    /// A page up.
    PageUp,
    /// A page down.
    PageDown,
}

impl Sends {
    /// The message `key` sends (none for a click or a scroll, which the front end measures).
    pub fn msg(&self, key: Key) -> Option<Msg> {
        match (self, key) {
            (Sends::Msg(msg), _) => Some(msg.clone()),
            (Sends::Column, Key::Char(c)) => Some(Msg::Column(c.to_ascii_lowercase())),
            (Sends::Digit, Key::Char(c)) => c
                .to_digit(10)
                .and_then(|d| u8::try_from(d).ok())
                .map(Msg::Digit),
            _ => None,
        }
    }
}

/// One binding of a screen: its keys, the message they send, what they do.
#[derive(Clone, Debug)]
pub struct Binding {
    /// The keys (none: a click of the mouse).
    pub keys: &'static [Key],
    /// The message they send.
    pub sends: Sends,
    /// What they do: the help id, with words in every language.
    pub does: Does,
    /// When the binding applies (its keys are taken and listed).
    pub when: When,
    /// When the key bar shows it (if it applies).
    pub bar: When,
    /// How many of the keys apply now, first ones first (all of them when
    /// none is said): the digits of a question with three choices are `1-3`.
    pub upto: Option<fn(&App) -> usize>,
}

impl Binding {
    /// `keys` sending `sends`, doing `does`, always, not on the key bar.
    pub const fn new(keys: &'static [Key], sends: Sends, does: Does) -> Binding {
        Binding {
            keys,
            sends,
            does,
            when: When::Always,
            bar: When::Never,
            upto: None,
        }
    }

    /// `keys` sending the message `msg`, doing `does`.
    pub const fn msg(keys: &'static [Key], msg: Msg, does: Does) -> Binding {
        Binding::new(keys, Sends::Msg(msg), does)
    }

    /// The same, applying only when `test` holds.
    pub const fn when(mut self, test: fn(&App) -> bool) -> Binding {
        self.when = When::If(test);
        self
    }

    /// The same, with only the first `count` keys applying (see [`Binding::upto`]).
    pub const fn upto(mut self, count: fn(&App) -> usize) -> Binding {
        self.upto = Some(count);
        self
    }

    /// The keys that apply in `app`: the first few when [`Binding::upto`] says, else all.
    pub fn keys_in(&self, app: &App) -> &'static [Key] {
        match self.upto {
            Some(count) => &self.keys[..count(app).min(self.keys.len())],
            None => self.keys,
        }
    }

    /// The same binding with the keys that apply in `app` alone.
    pub fn as_in(&self, app: &App) -> Binding {
        Binding {
            keys: self.keys_in(app),
            ..self.clone()
        }
    }

    /// The same, on the key bar whenever it applies.
    pub const fn on_bar(mut self) -> Binding {
        self.bar = When::Always;
        self
    }

    /// The same, on the key bar when `test` holds (and it applies).
    pub const fn on_bar_if(mut self, test: fn(&App) -> bool) -> Binding {
        self.bar = When::If(test);
        self
    }

    /// The same keys and message, doing `does` (a screen's own words for them).
    pub const fn doing(mut self, does: Does) -> Binding {
        self.does = does;
        self
    }

    /// The same, on the key bar while the text in view scrolls.
    pub const fn on_bar_when_scrolling(mut self) -> Binding {
        self.bar = When::Scrolls;
        self
    }

    /// The same, never on the key bar.
    const fn off_bar(mut self) -> Binding {
        self.bar = When::Never;
        self
    }

    /// Whether it applies in `app` (a binding's `when` never waits on scrolling).
    pub fn applies(&self, app: &App) -> bool {
        self.when.holds(app, false)
    }

    /// Whether the key bar shows it in `app`, where the text in view
    /// `scrolls` or not.
    pub fn shown_on_bar(&self, app: &App, scrolls: bool) -> bool {
        self.applies(app) && self.bar.holds(app, scrolls)
    }

    /// Whether it is a click of the mouse.
    pub fn is_click(&self) -> bool {
        self.sends == Sends::Click
    }
}

/// The keys `↑` and `k`.
pub const UP: &[Key] = &[Key::Up, Key::Char('k')];
/// The keys `↓` and `j`.
pub const DOWN: &[Key] = &[Key::Down, Key::Char('j')];
/// The column letters, in either case.
pub const COLUMNS: &[Key] = &[
    Key::Char('a'),
    Key::Char('b'),
    Key::Char('c'),
    Key::Char('d'),
    Key::Char('e'),
    Key::Char('f'),
    Key::Char('g'),
    Key::Char('h'),
    Key::Char('A'),
    Key::Char('B'),
    Key::Char('C'),
    Key::Char('D'),
    Key::Char('E'),
    Key::Char('F'),
    Key::Char('G'),
    Key::Char('H'),
];
/// The digits `1` to `9`.
pub const DIGITS: &[Key] = &[
    Key::Char('1'),
    Key::Char('2'),
    Key::Char('3'),
    Key::Char('4'),
    Key::Char('5'),
    Key::Char('6'),
    Key::Char('7'),
    Key::Char('8'),
    Key::Char('9'),
];
/// The rows of the board, `1` to `8`.
pub const ROWS: &[Key] = DIGITS.split_at(8).0;

/// The column letters start a typed square (`d`, then `3`, puts the cursor on d3).
pub const TYPE_COLUMN: Binding = Binding::new(COLUMNS, Sends::Column, Does::TypeSquare);
/// The rows end a typed square.
pub const TYPE_ROW: Binding = Binding::new(ROWS, Sends::Digit, Does::TypeSquare);
/// `↑`/`k` move the board's cursor up.
pub const CURSOR_UP: Binding = Binding::msg(UP, Msg::Arrow(Arrow::Up), Does::MoveCursor);
/// `↓`/`j` move it down.
pub const CURSOR_DOWN: Binding = Binding::msg(DOWN, Msg::Arrow(Arrow::Down), Does::MoveCursor);
/// `←` moves it left (`h` is a column letter).
pub const CURSOR_LEFT: Binding =
    Binding::msg(&[Key::Left], Msg::Arrow(Arrow::Left), Does::MoveCursor);
/// `→`/`l` move it right.
pub const CURSOR_RIGHT: Binding = Binding::msg(
    &[Key::Right, Key::Char('l')],
    Msg::Arrow(Arrow::Right),
    Does::MoveCursor,
);
/// A click on a square of the board.
pub const CLICK: Binding = Binding::new(&[], Sends::Click, Does::Click);
/// Space marks (or unmarks) the square under the cursor.
pub const MARK: Binding = Binding::msg(&[Key::Char(' ')], Msg::Space, Does::Pick);
/// Enter answers with the squares marked.
pub const ANSWER_MARKED: Binding = Binding::msg(&[Key::Enter], Msg::Enter, Does::Answer);
/// Enter plays the square under the cursor.
pub const PLAY: Binding = Binding::msg(&[Key::Enter], Msg::Enter, Does::Play);
/// Space plays it too.
pub const PLAY_SPACE: Binding = Binding::msg(&[Key::Char(' ')], Msg::Space, Does::Play);
/// `p` passes.
pub const PASS: Binding = Binding::msg(&[Key::Char('p'), Key::Char('P')], Msg::Pass, Does::Pass);
/// The digits choose an answer by its number, as many as the step has answers.
pub const NUMBER: Binding = Binding::new(DIGITS, Sends::Digit, Does::Number).upto(step_numbered);
/// Backspace undoes a column letter typed.
pub const ERASE: Binding = Binding::msg(&[Key::Backspace], Msg::Backspace, Does::EraseTyped);
/// So does Esc.
pub const ERASE_ESC: Binding = Binding::msg(&[Key::Esc], Msg::Escape, Does::EraseTyped);

/// What the lesson step shown asks (a lesson's, or the one a pupil follows
/// in class), for the bindings that answer it.
fn step_asks(app: &App) -> Option<Asks> {
    match &app.screen {
        Screen::Lesson(screen) => screen.run.asks(),
        Screen::Follow(screen) => screen.asks(),
        _ => None,
    }
}

/// Whether the lesson step shown asks for an answer of one of `kinds`.
pub fn step_asks_one_of(app: &App, kinds: &[Asks]) -> bool {
    step_asks(app).is_some_and(|asks| kinds.contains(&asks))
}

/// The step asks for several squares, marked one by one.
pub fn step_marks(app: &App) -> bool {
    step_asks_one_of(app, &[Asks::Squares])
}

/// The step asks for one square, played with Enter.
pub fn step_plays(app: &App) -> bool {
    step_asks_one_of(app, &[Asks::Move, Asks::MoveOrPass, Asks::Square])
}

/// The step's answer may well be a pass.
pub fn step_may_pass(app: &App) -> bool {
    step_asks_one_of(app, &[Asks::MoveOrPass])
}

/// The step asks for a numbered choice, or who won.
pub fn step_numbers(app: &App) -> bool {
    step_asks_one_of(app, &[Asks::Choice, Asks::Outcome])
}

/// How many numbers the step shown takes: one for each choice, three for
/// who won (black, white, a draw).
fn step_numbered(app: &App) -> usize {
    match (step_asks(app), &app.screen) {
        (Some(Asks::Outcome), _) => 3,
        (Some(Asks::Choice), Screen::Lesson(screen)) => screen.run.choices().len(),
        (Some(Asks::Choice), Screen::Follow(screen)) => screen.demo.choice_count(),
        _ => 0,
    }
}

/// `↑`/`k` move up a list.
pub const CHOOSE_UP: Binding = Binding::msg(UP, Msg::Arrow(Arrow::Up), Does::Choose).on_bar();
/// `↓`/`j` move down a list.
pub const CHOOSE_DOWN: Binding = Binding::msg(DOWN, Msg::Arrow(Arrow::Down), Does::Choose).on_bar();
/// `?` opens the key list.
pub const HELP: Binding = Binding::msg(&[Key::Char('?')], Msg::Command(Command::Help), Does::Help);
/// `q`, Ctrl-C and Ctrl-D leave.
pub const QUIT: Binding = Binding::msg(
    &[Key::Char('q'), Key::Ctrl('c'), Key::Ctrl('d')],
    Msg::Command(Command::Quit),
    Does::Quit,
)
.on_bar();
/// PgUp scrolls the text beside the board a page up.
pub const PAGE_UP: Binding =
    Binding::new(&[Key::PageUp], Sends::Scroll(Scroll::PageUp), Does::Scroll);
/// PgDn scrolls it a page down.
pub const PAGE_DOWN: Binding = Binding::new(
    &[Key::PageDown],
    Sends::Scroll(Scroll::PageDown),
    Does::Scroll,
);

/// A session command's message.
pub const fn lesson_command(command: LessonCommand) -> Msg {
    Msg::Command(Command::Lesson(command))
}

/// A game command's message.
pub const fn game_command(command: GameCommand) -> Msg {
    Msg::Command(Command::Game(command))
}

/// The key list over the screen (`?`): Esc, Enter, Space or `?` close it; ↑ ↓
/// show its end and its top when it is taller than the window.
const HELP_OPEN: &[Binding] = &[
    Binding::msg(
        &[Key::Up, Key::Char('k')],
        Msg::Arrow(Arrow::Up),
        Does::Scroll,
    )
    .on_bar_when_scrolling(),
    Binding::msg(
        &[Key::Down, Key::Char('j')],
        Msg::Arrow(Arrow::Down),
        Does::Scroll,
    )
    .on_bar_when_scrolling(),
    Binding::msg(
        &[Key::Esc, Key::Enter, Key::Char(' ')],
        Msg::Escape,
        Does::Close,
    )
    .on_bar(),
    Binding::msg(&[Key::Char('?')], Msg::Command(Command::Help), Does::Close),
    QUIT.off_bar(),
];

/// An invitation over the screen: it takes the keys until it is answered.
pub const INVITATION: &[Binding] = &[
    Binding::msg(
        &[Key::Enter, Key::Char('y'), Key::Char('Y')],
        Msg::Invitation(true),
        Does::Accept,
    )
    .on_bar(),
    Binding::msg(
        &[Key::Esc, Key::Char('n'), Key::Char('N')],
        Msg::Invitation(false),
        Does::Decline,
    )
    .on_bar(),
    QUIT.off_bar(),
];

/// The name of the screen shown now, as its bindings go: an invitation over
/// everything, the key list when it is open, else the screen's own.
pub fn shown(app: &App) -> Place {
    if app.invitation().is_some() {
        return Place::Invitation;
    }
    if app.help_open {
        return Place::KeyList;
    }
    place(&app.screen)
}

/// The name of `screen`, as its bindings go.
pub fn place(screen: &Screen) -> Place {
    match screen {
        Screen::Home { .. } => Place::Home,
        Screen::Lessons { .. } => Place::Lessons,
        Screen::Settings { .. } => Place::Settings,
        Screen::Glossary { .. } => Place::Glossary,
        Screen::Guide => Place::Guide,
        Screen::Lesson(_) => Place::Lesson,
        Screen::PuzzleMenu(_) => Place::PuzzleMenu,
        Screen::Puzzle(_) => Place::Puzzle,
        Screen::PlaySetup(_) => Place::PlaySetup,
        Screen::Game(_) => Place::Game,
        Screen::Review(_) => Place::Review,
        Screen::DemoPick(_) => Place::DemoPick,
        Screen::Demo(_) => Place::Demo,
        Screen::Sandbox(_) => Place::Sandbox,
        Screen::Classmates(_) => Place::Classmates,
        Screen::Dashboard(dashboard) if dashboard.opened.is_some() => Place::DashboardOpen,
        Screen::Dashboard(_) => Place::Dashboard,
        Screen::Follow(_) => Place::Follow,
    }
}

/// The bindings of the screen shown now (see [`shown`]).
pub fn of(app: &App) -> &'static [Binding] {
    at(shown(app))
}

/// Every list of bindings, by the name of its screen on the Help page, in
/// the page's order.
pub const PLACES: [(Place, &[Binding]); 20] = [
    (Place::Home, super::menus::HOME),
    (Place::Lessons, super::menus::LESSONS),
    (Place::Lesson, super::lesson::BINDINGS),
    (Place::PuzzleMenu, super::puzzle_menu::BINDINGS),
    (Place::Puzzle, super::puzzle::BINDINGS),
    (Place::PlaySetup, super::play::BINDINGS),
    (Place::Game, super::game::BINDINGS),
    (Place::Review, super::review::BINDINGS),
    (Place::DemoPick, super::demo_pick::BINDINGS),
    (Place::Demo, super::demo::BINDINGS),
    (Place::Sandbox, super::sandbox::BINDINGS),
    (Place::Settings, super::menus::SETTINGS),
    (Place::Glossary, super::menus::GLOSSARY),
    (Place::Guide, super::menus::GUIDE),
    (Place::KeyList, HELP_OPEN),
    (Place::Classmates, super::class_game::BINDINGS),
    (Place::Invitation, INVITATION),
    (Place::Follow, super::follow::BINDINGS),
    (Place::Dashboard, super::dashboard::BINDINGS),
    (Place::DashboardOpen, super::dashboard::OPEN),
];

/// The bindings of the screen `place` names.
pub fn at(place: Place) -> &'static [Binding] {
    PLACES
        .iter()
        .find(|(p, _)| *p == place)
        .map_or(&[], |(_, bindings)| bindings)
}

/// The bindings that apply in `app` now, in the order of their list.
pub fn applying(app: &App) -> impl Iterator<Item = &'static Binding> + '_ {
    of(app).iter().filter(|binding| binding.applies(app))
}

/// The binding that takes `key` in `app` now: the first of those that apply.
pub fn find(app: &App, key: Key) -> Option<&'static Binding> {
    applying(app).find(|binding| binding.keys_in(app).contains(&key))
}

/// The binding that takes a click in `app` now.
pub fn click(app: &App) -> Option<&'static Binding> {
    applying(app).find(|binding| binding.is_click())
}

/// The session commands of the screen `place` names, in the order of
/// [`Command::all`]: what plain mode takes as words in the same kind of
/// session (a lesson, a puzzle, a game), and lists in its help.
pub fn commands_at(place: Place) -> Vec<Command> {
    let named: Vec<Command> = at(place)
        .iter()
        .filter_map(|binding| match binding.does {
            Does::Lesson(command) | Does::Puzzle(command) => Some(Command::Lesson(command)),
            Does::Game(command) => Some(Command::Game(command)),
            Does::Help => Some(Command::Help),
            Does::Quit | Does::QuitKeepingGame => Some(Command::Quit),
            _ => None,
        })
        .collect();
    Command::all()
        .filter(|command| named.contains(command))
        .collect()
}
