//! Drawing only (ratatui): `impl Widget for &App` draws the screen the app is on,
//! the key list over it when open, or "make the window larger" when the window
//! is too small for it. Nothing here changes the app.
//!
//! - [`board`]: the board widget; [`theme`]: the colour themes.
//! - `home`, `lesson`, `settings`, `glossary`, `help`: the screens and the key list.
//! - `puzzle_menu`, `puzzle`: the puzzle menu and the puzzle screen.
//! - `play`, `game`, `review`: the play setup, the game and the review screens.
//! - `guide`: the Help page.
//! - `classmates`, `dashboard`, `follow`: a pupil's classmates and invitations,
//!   the teacher's dashboard, and the teacher's demo on a pupil's screen.
//! - `demo`, `sandbox`: the classroom demo (and its chooser) and the sandbox, on
//!   the [`big_board`] (its large shapes in `glyphs`), laid out by [`stage`];
//!   the lesson, puzzle and game screens use both too once the window is large.
//! - [`layout`]: where the parts of a screen go (the keymap finds clicked squares with it).
//! - [`keymap`]: input events to messages through the bindings of the screen
//!   shown (`app::bindings`), with what needs the layout: a click's square, a page.
//! - [`event_loop`]: the loop, generic over the backend and the source of input;
//!   [`terminal`]: the local terminal (the only crossterm), its set-up and restore.
//! - [`guard`]: the signals and the panic hook that stop the full screen, and the report of a fault.

pub mod big_board;
pub mod board;
mod classmates;
mod dashboard;
mod demo;
pub mod event_loop;
mod follow;
mod game;
mod glossary;
mod glyphs;
pub mod guard;
mod guide;
mod help;
mod home;
pub mod keymap;
pub mod layout;
mod lesson;
mod play;
mod puzzle;
mod puzzle_menu;
mod review;
mod sandbox;
mod settings;
pub mod stage;
pub mod terminal;
mod text;
pub mod theme;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::app::{self, App, Screen, Tutor};

pub use crate::app::{Input, Key};
pub use event_loop::{Events, run, run_in_terminal, run_in_terminal_with};

/// The smallest window each screen is drawn in (columns, rows).
pub fn needs(app: &App) -> (u16, u16) {
    match app.screen {
        Screen::Lesson(_) | Screen::Puzzle(_) | Screen::Game(_) | Screen::Review(_) => {
            (board::WIDTH + 2, board::HEIGHT + 5)
        }
        Screen::Home { .. }
        | Screen::Lessons { .. }
        | Screen::Settings { .. }
        | Screen::PuzzleMenu(_)
        | Screen::PlaySetup(_)
        | Screen::Glossary { .. }
        | Screen::Guide => (28, 10),
        Screen::Demo(_) | Screen::Sandbox(_) | Screen::Follow(_) => {
            (board::WIDTH + 2, board::HEIGHT + 5)
        }
        Screen::Dashboard(ref dashboard) if dashboard.opened.is_some() => {
            (board::WIDTH + 2, board::HEIGHT + 5)
        }
        Screen::DemoPick(_) | Screen::Classmates(_) | Screen::Dashboard(_) => (28, 10),
    }
}

/// The window widths and heights at which some screen's layout changes: each
/// screen's smallest window, the text moving beside the board, each size of
/// big squares on the classroom screens. A layout with an edge of its own adds
/// it here, and the tests' sweep of window sizes draws every screen on both
/// sides of it.
pub fn layout_edges() -> (Vec<u16>, Vec<u16>) {
    let (board_w, board_h) = (board::WIDTH + 2, board::HEIGHT + 5);
    let mut widths = vec![board_w, 28, layout::SIDE_BY_SIDE, home::MENU_W + 2];
    widths.extend(puzzle_menu::EDGES);
    let mut heights = vec![board_h, 10];
    for text_w in [
        stage::DEMO_TEXT_W,
        stage::SANDBOX_TEXT_W,
        stage::BOARD_TEXT_W,
    ] {
        let (w, h) = stage::edges(text_w);
        widths.extend(w);
        heights.extend(h);
    }
    widths.sort_unstable();
    widths.dedup();
    heights.sort_unstable();
    heights.dedup();
    (widths, heights)
}

/// The position the board of the screen shown draws: a lesson's, a puzzle's
/// or a game's (none: another screen, or the key list over it).
pub fn board_drawn(app: &App) -> Option<crate::engine::Board> {
    if app.help_open {
        return None;
    }
    match &app.screen {
        Screen::Lesson(screen) => Some(lesson::view(app, screen).board.board),
        Screen::Puzzle(screen) => puzzle::view(app, screen).map(|view| view.board.board),
        Screen::Game(screen) => Some(game::view(app, screen).board.board),
        _ => None,
    }
}

/// The key bar of the screen shown, as drawn on the bottom row of a window
/// `width` wide.
pub fn key_bar(app: &App, width: u16) -> String {
    text::key_bar(&app::bindings::bar(app, scrolls(app)), usize::from(width))
}

/// Whether the text in view scrolls now: the key list over the screen, the
/// Help page, or the feedback beside a board (the key bar then shows the keys
/// that scroll it).
pub fn scrolls(app: &App) -> bool {
    if app.help_open {
        return help::overflows(app);
    }
    match app.screen {
        Screen::Guide => guide::scroll_room(app).0 > 0,
        _ => feedback_scroll(app).is_some(),
    }
}

/// How far the feedback beside the board scrolls on the screen shown, and a
/// page of it (none: this screen has no such text, or it fits).
pub fn feedback_scroll(app: &App) -> Option<(u16, u16)> {
    let (w, h) = app.size;
    let (need_w, need_h) = needs(app);
    if w < need_w || h < need_h || app.help_open {
        return None;
    }
    let area = Rect::new(0, 0, w, h);
    // The sandbox lays its text out by its own stage; the others as a board screen.
    let text = match app.screen {
        Screen::Sandbox(_) => stage::stage(area, app.ascii(), stage::SANDBOX_TEXT_W).text,
        _ => layout::board_stage(area, app.ascii()).text,
    };
    let theme = theme::Theme::of(app.theme());
    let side = match &app.screen {
        Screen::Sandbox(screen) => {
            let view = sandbox::view(app, screen);
            sandbox::side_text(app, screen, &view, theme, text.width)
        }
        Screen::Lesson(screen) => {
            lesson::text_lines(app, screen, &lesson::view(app, screen), theme, text.width)
        }
        Screen::Game(screen) => {
            game::text_lines(app, screen, &game::view(app, screen), theme, text.width)
        }
        Screen::Puzzle(screen) => puzzle::side_text(app, screen, area)?,
        _ => return None,
    };
    let (room, page) = side.scroll_room(text.height);
    (room > 0).then_some((room, page))
}

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (need_w, need_h) = needs(self);
        if area.width < need_w || area.height < need_h {
            let text = self.ui().too_small(need_w, need_h, area.width, area.height);
            Paragraph::new(text)
                .wrap(Wrap { trim: true })
                .render(area, buf);
            return;
        }
        let theme = theme::Theme::of(self.theme());
        match &self.screen {
            Screen::Home { selected } => home::home(self, *selected, theme, area, buf),
            Screen::Lessons { selected } => home::lessons(self, *selected, theme, area, buf),
            Screen::Lesson(screen) => lesson::render(self, screen, theme, area, buf),
            Screen::Settings { selected } => settings::render(self, *selected, theme, area, buf),
            Screen::PuzzleMenu(menu) => puzzle_menu::render(self, menu, theme, area, buf),
            Screen::Puzzle(screen) => puzzle::render(self, screen, theme, area, buf),
            Screen::PlaySetup(setup) => play::render(self, setup, theme, area, buf),
            Screen::Game(screen) => game::render(self, screen, theme, area, buf),
            Screen::Review(screen) => review::render(self, screen, theme, area, buf),
            Screen::DemoPick(pick) => demo::render_pick(self, pick, theme, area, buf),
            Screen::Demo(screen) => demo::render(self, screen, theme, area, buf),
            Screen::Sandbox(screen) => sandbox::render(self, screen, theme, area, buf),
            Screen::Glossary { top, .. } => glossary::render(self, *top, theme, area, buf),
            Screen::Classmates(list) => classmates::render(self, list, theme, area, buf),
            Screen::Guide => guide::render(self, theme, area, buf),
            Screen::Dashboard(screen) => dashboard::render(self, screen, theme, area, buf),
            Screen::Follow(screen) => follow::render(self, screen, theme, area, buf),
        }
        if self.help_open {
            help::render(self, theme, area, buf);
        }
        if let Some(from) = self.invitation() {
            classmates::render_invitation(self, from, theme, area, buf);
        }
    }
}

impl Widget for &Tutor {
    fn render(self, area: Rect, buf: &mut Buffer) {
        (**self).render(area, buf);
    }
}
