//! The menus: the home screen, the list of lessons, the settings, the
//! glossary and the Help page; each one's `update` and its bindings.

use crate::i18n::Does;
use crate::lang::Lang;
use crate::learner::ColourTheme;
use crate::runner::Command;

use super::bindings::{Binding, CHOOSE_DOWN, CHOOSE_UP, HELP, QUIT, Scroll, Sends};
use super::puzzle_menu::MenuRow;
use super::{App, Arrow, HomeEntry, Key, Msg, Screen, SettingRow};

/// Enter, Space, → and `l` open the entry chosen.
const OPEN: &[Key] = &[Key::Enter, Key::Char(' '), Key::Right, Key::Char('l')];
/// Esc, Backspace and ← go back to the screen before.
const BACK: &[Key] = &[Key::Esc, Key::Backspace, Key::Left];

/// The home screen's bindings.
pub const HOME: &[Binding] = &[
    CHOOSE_UP,
    CHOOSE_DOWN,
    Binding::msg(OPEN, Msg::Enter, Does::Open).on_bar(),
    HELP.on_bar(),
    QUIT,
];

/// The list of lessons' bindings.
pub const LESSONS: &[Binding] = &[
    CHOOSE_UP,
    CHOOSE_DOWN,
    Binding::msg(OPEN, Msg::Enter, Does::Open).on_bar(),
    Binding::msg(BACK, Msg::Escape, Does::Back).on_bar(),
    HELP,
    QUIT,
];

/// The settings' bindings: ← and → (and Enter, Space) change the row chosen.
pub const SETTINGS: &[Binding] = &[
    CHOOSE_UP,
    CHOOSE_DOWN,
    Binding::msg(
        &[Key::Left, Key::Char('h')],
        Msg::Arrow(Arrow::Left),
        Does::Change,
    )
    .on_bar(),
    Binding::msg(
        &[Key::Right, Key::Char('l'), Key::Enter, Key::Char(' ')],
        Msg::Arrow(Arrow::Right),
        Does::Change,
    )
    .on_bar(),
    Binding::msg(&[Key::Esc, Key::Backspace], Msg::Escape, Does::Back).on_bar(),
    HELP,
    QUIT,
];

/// The glossary's bindings.
pub const GLOSSARY: &[Binding] = &[
    CHOOSE_UP,
    CHOOSE_DOWN,
    Binding::msg(
        &[Key::Enter, Key::Right, Key::Char('l')],
        Msg::Enter,
        Does::OpenTermLesson,
    )
    .on_bar(),
    Binding::msg(BACK, Msg::Escape, Does::Back).on_bar(),
    HELP,
    QUIT,
];

/// The Help page's bindings: the page scrolls, Esc goes home.
pub const GUIDE: &[Binding] = &[
    Binding::new(
        &[Key::Up, Key::Char('k')],
        Sends::Scroll(Scroll::LineUp),
        Does::Scroll,
    )
    .on_bar_when_scrolling(),
    Binding::new(
        &[Key::Down, Key::Char('j')],
        Sends::Scroll(Scroll::LineDown),
        Does::Scroll,
    )
    .on_bar_when_scrolling(),
    Binding::new(&[Key::PageUp], Sends::Scroll(Scroll::PageUp), Does::Scroll),
    Binding::new(
        &[Key::PageDown, Key::Char(' ')],
        Sends::Scroll(Scroll::PageDown),
        Does::Scroll,
    ),
    Binding::msg(BACK, Msg::Escape, Does::Back).on_bar(),
    HELP,
    QUIT,
];

/// The Help page: Esc goes home (its scrolling is the app's `scroll`).
pub(super) fn guide(app: &mut App, msg: Msg) {
    if matches!(msg, Msg::Escape | Msg::Backspace | Msg::Arrow(Arrow::Left)) {
        app.screen = Screen::Home {
            selected: HomeEntry::Help.index(),
        };
    }
}

/// The glossary: ↑ ↓ go from term to term, Enter opens the lesson that
/// teaches the term at the top, Esc goes home.
pub(super) fn glossary(app: &mut App, top: usize, terms: usize, msg: Msg) {
    let top = match msg {
        Msg::Enter | Msg::Arrow(Arrow::Right) => {
            let lesson = crate::course::glossary::built_in(&app.course)
                .ok()
                .and_then(|glossary| glossary.terms.get(top).cloned())
                .and_then(|term| app.course.lessons.iter().position(|l| l.id == term.lesson));
            if let Some(index) = lesson {
                app.open_lesson(index);
            }
            return;
        }
        Msg::Escape | Msg::Backspace | Msg::Arrow(Arrow::Left) => {
            app.screen = Screen::Home {
                selected: HomeEntry::Glossary.index(),
            };
            return;
        }
        Msg::Arrow(Arrow::Up) => top.saturating_sub(1),
        Msg::Arrow(Arrow::Down) => (top + 1).min(terms.saturating_sub(1)),
        _ => top,
    };
    app.screen = Screen::Glossary { top, terms };
}

/// `selected` moved by an arrow through a list of `len` entries.
pub(super) fn choose(selected: usize, len: usize, msg: Msg) -> usize {
    match msg {
        Msg::Arrow(Arrow::Up) => selected.saturating_sub(1),
        Msg::Arrow(Arrow::Down) => (selected + 1).min(len.saturating_sub(1)),
        _ => selected,
    }
}

pub(super) fn home(app: &mut App, selected: usize, msg: Msg) {
    match msg {
        Msg::Enter | Msg::Space | Msg::Arrow(Arrow::Right) => match HomeEntry::ALL.get(selected) {
            Some(HomeEntry::Lessons) => {
                app.notice = None;
                app.screen = Screen::Lessons {
                    selected: app.continue_at().unwrap_or(0),
                };
            }
            Some(HomeEntry::Puzzles) => {
                app.notice = None;
                app.open_puzzle_menu(MenuRow::Mode(crate::runner::Mode::Theme), None);
            }
            Some(HomeEntry::Play) => app.open_play(),
            Some(HomeEntry::Demo) => app.open_demo_pick(),
            Some(HomeEntry::Settings) => {
                app.notice = None;
                app.screen = Screen::Settings { selected: 0 };
            }
            Some(HomeEntry::Glossary) => {
                app.notice = None;
                let terms = crate::course::glossary::built_in(&app.course)
                    .map_or(0, |glossary| glossary.terms.len());
                app.screen = Screen::Glossary { top: 0, terms };
            }
            Some(HomeEntry::Help) => {
                app.notice = None;
                app.screen = Screen::Guide;
            }
            Some(HomeEntry::Quit) => super::update::step(app, Msg::Command(Command::Quit)),
            None => {}
        },
        _ => {
            let selected = choose(selected, HomeEntry::ALL.len(), msg);
            app.screen = Screen::Home { selected };
        }
    }
}

pub(super) fn lessons(app: &mut App, selected: usize, msg: Msg) {
    match msg {
        Msg::Enter | Msg::Space | Msg::Arrow(Arrow::Right) => app.open_lesson(selected),
        Msg::Escape | Msg::Backspace | Msg::Arrow(Arrow::Left) => {
            app.screen = Screen::Home { selected: 0 };
        }
        _ => {
            let selected = choose(selected, app.course.lessons.len(), msg);
            app.screen = Screen::Lessons { selected };
        }
    }
}

pub(super) fn settings(app: &mut App, selected: usize, msg: Msg) {
    let forward = match msg {
        Msg::Escape | Msg::Backspace => {
            app.screen = Screen::Home {
                selected: HomeEntry::Settings.index(),
            };
            return;
        }
        Msg::Arrow(Arrow::Left) | Msg::Column('h') => false,
        Msg::Arrow(Arrow::Right) | Msg::Enter | Msg::Space => true,
        _ => {
            let selected = choose(selected, SettingRow::ALL.len(), msg);
            app.screen = Screen::Settings { selected };
            return;
        }
    };
    let Some(row) = SettingRow::ALL.get(selected) else {
        return;
    };
    change_setting(app, *row, forward);
    // A pupil's setting is on disk before it shows: a class's server may be
    // stopped hard at any moment. Alone, it waits for the tutor to be idle.
    if app.in_class() {
        app.save();
    } else {
        app.unsaved = true;
    }
}

/// The setting of `row` changed to its next value (or the one before). A
/// change in the settings wins over the command line's choice for this run.
fn change_setting(app: &mut App, row: SettingRow, forward: bool) {
    let lang = cycle(&Lang::ALL, app.lang(), forward);
    let settings = &mut app.progress.settings;
    match row {
        SettingRow::Language => {
            settings.language = Some(lang);
            app.overrides.lang = None;
        }
        SettingRow::Dots => settings.legal_dots = !settings.legal_dots,
        SettingRow::Discs => {
            settings.ascii_discs = !(settings.ascii_discs || app.overrides.ascii);
            app.overrides.ascii = false;
        }
        SettingRow::Animation => {
            let on = settings.animation && !app.overrides.no_animation;
            settings.animation = !on;
            app.overrides.no_animation = false;
        }
        SettingRow::Theme => settings.theme = cycle(&ColourTheme::ALL, settings.theme, forward),
    }
}

/// The value after `now` in `all` (or before it), going round.
pub(super) fn cycle<T: Copy + PartialEq>(all: &[T], now: T, forward: bool) -> T {
    let at = all.iter().position(|v| *v == now).unwrap_or(0);
    let len = all.len().max(1);
    let next = if forward {
        (at + 1) % len
    } else {
        (at + len - 1) % len
    };
    all.get(next).copied().unwrap_or(now)
}
