//! The teacher's dashboard's bindings: one list for its parts (pupils, games,
//! kept games, lessons, settings), one for a game or lesson open over it
//! (stepped through as on the classroom demo, whose keys it shares).

use crate::i18n::{Does, TeacherKey};

use crate::app::bindings::{Binding, DIGITS, DOWN, HELP, QUIT, Sends, UP};
use crate::app::demo::{AUTO, BACK, ENTER_NEXT, LONGER, NEXT, REVEAL, SHORTER};
use crate::app::{App, Arrow, ClassroomKey, Key, Msg, Pairing, Screen};

use super::{DashboardScreen, Opened, Pane};

/// The digits `1` to `5`, one for each part.
const PARTS: &[Key] = DIGITS.split_at(Pane::ALL.len()).0;

/// The dashboard shown, if it is.
fn dashboard(app: &App) -> Option<&DashboardScreen> {
    match &app.screen {
        Screen::Dashboard(dashboard) => Some(dashboard),
        _ => None,
    }
}

/// Whether the dashboard shows the part `pane`, nothing open over it.
fn on(app: &App, pane: Pane) -> bool {
    dashboard(app).is_some_and(|d| d.opened.is_none() && d.pane == pane)
}

/// Whether the class follows what is open over the dashboard.
fn leading(app: &App) -> bool {
    dashboard(app).is_some_and(|d| matches!(d.opened, Some(Opened::Follow(_))))
}

fn not_leading(app: &App) -> bool {
    !leading(app)
}

/// Whether what is open hides a task's answer until the teacher shows it.
fn hides(app: &App) -> bool {
    dashboard(app).is_some_and(|d| match &d.opened {
        Some(Opened::Watch { demo, .. } | Opened::Replay(demo) | Opened::Follow(demo)) => {
            demo.hidden()
        }
        None => false,
    })
}

fn shows(app: &App) -> bool {
    !hides(app)
}

/// A key of the dashboard's own, `keys` sending `key`.
const fn teacher(keys: &'static [Key], key: ClassroomKey, does: TeacherKey) -> Binding {
    Binding::msg(keys, Msg::Classroom(key), Does::Teacher(does))
}

/// The dashboard's parts: Tab or a part's number goes to it; each part's
/// own keys are on the key bar while it is shown (`p`, `r`, `c` work on
/// every part, and the pupils' part shows them).
pub const BINDINGS: &[Binding] = &[
    teacher(&[Key::Tab], ClassroomKey::NextPane, TeacherKey::NextPart).on_bar(),
    Binding::new(PARTS, Sends::Digit, Does::Teacher(TeacherKey::PartByNumber)),
    Binding::msg(UP, Msg::Arrow(Arrow::Up), Does::Choose),
    Binding::msg(DOWN, Msg::Arrow(Arrow::Down), Does::Choose),
    Binding::msg(&[Key::Enter], Msg::Enter, Does::Teacher(TeacherKey::Watch))
        .when(|app| on(app, Pane::Games))
        .on_bar(),
    Binding::msg(
        &[Key::Enter],
        Msg::Enter,
        Does::Teacher(TeacherKey::GoThrough),
    )
    .when(|app| on(app, Pane::Kept))
    .on_bar(),
    Binding::msg(
        &[Key::Enter],
        Msg::Enter,
        Does::Teacher(TeacherKey::FollowMe),
    )
    .when(|app| on(app, Pane::Lessons))
    .on_bar(),
    teacher(
        &[Key::Char('v'), Key::Char('V')],
        ClassroomKey::Review,
        TeacherKey::Review,
    )
    .when(|app| on(app, Pane::Kept))
    .on_bar(),
    teacher(
        &[Key::Char('f'), Key::Char('F')],
        ClassroomKey::FollowMe,
        TeacherKey::FollowMe,
    )
    .when(|app| on(app, Pane::Kept) || on(app, Pane::Lessons))
    .on_bar_if(|app| on(app, Pane::Kept)),
    Binding::msg(
        &[Key::Left, Key::Char('h')],
        Msg::Arrow(Arrow::Left),
        Does::Change,
    )
    .when(|app| on(app, Pane::Settings))
    .on_bar(),
    Binding::msg(
        &[Key::Right, Key::Char('l'), Key::Enter, Key::Char(' ')],
        Msg::Arrow(Arrow::Right),
        Does::Change,
    )
    .when(|app| on(app, Pane::Settings))
    .on_bar(),
    teacher(
        &[Key::Char('p'), Key::Char('P')],
        ClassroomKey::Pair(Pairing::ByRating),
        TeacherKey::PairByRating,
    )
    .on_bar_if(|app| on(app, Pane::Pupils)),
    teacher(
        &[Key::Char('r'), Key::Char('R')],
        ClassroomKey::Pair(Pairing::RoundRobin),
        TeacherKey::RoundRobin,
    )
    .on_bar_if(|app| on(app, Pane::Pupils)),
    teacher(
        &[Key::Char('c'), Key::Char('C')],
        ClassroomKey::Report,
        TeacherKey::Report,
    )
    .on_bar_if(|app| on(app, Pane::Pupils)),
    HELP.on_bar(),
    QUIT,
];

/// A class game watched, a kept game gone through, or the lesson or game the
/// class follows, open over the dashboard: stepped through with the
/// classroom demo's keys; Esc closes it (and ends follow me).
pub const OPEN: &[Binding] = &[
    NEXT,
    BACK,
    REVEAL.when(hides),
    ENTER_NEXT.when(shows),
    AUTO,
    LONGER,
    SHORTER,
    HELP.on_bar(),
    Binding::msg(&[Key::Esc], Msg::Escape, Does::Back)
        .when(not_leading)
        .on_bar(),
    Binding::msg(
        &[Key::Esc],
        Msg::Escape,
        Does::Teacher(TeacherKey::EndFollow),
    )
    .when(leading)
    .on_bar(),
    QUIT,
];
