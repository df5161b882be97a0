//! The home menu (lessons with how far the learner got, puzzles with the
//! learner's rating, settings, help, quit) and
//! the list of lessons (each with its completion mark, its stars or the step
//! where the learner stopped).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Widget};

use crate::app::bindings;
use crate::app::{App, HomeEntry};
use crate::learner::LessonProgress;
use crate::view::puzzle_feedback::rounded;

use super::text::{draw_lines, key_bar, wrapped};
use super::theme::Theme;

/// The menu box's width.
pub(super) const MENU_W: u16 = 34;

/// The top line: the program's name, and the language on the right.
pub fn top_line(app: &App, title: &str, theme: Theme, area: Rect, buf: &mut Buffer) {
    buf.set_stringn(
        area.x + 1,
        area.y,
        title,
        usize::from(area.width.saturating_sub(2)),
        theme.heading(),
    );
    let right = format!(
        "{}  ? {}",
        app.lang().native_name(),
        app.ui().key_word(crate::runner::Command::Help)
    );
    let w = right.chars().count() as u16;
    if area.width > w + title.chars().count() as u16 + 4 {
        buf.set_string(area.x + area.width - w - 1, area.y, right, theme.dim());
    }
}

/// The key bar on the last row.
pub fn bottom_line(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    if area.height == 0 {
        return;
    }
    let y = area.y + area.height - 1;
    buf.set_stringn(
        area.x,
        y,
        key_bar(
            &bindings::bar(app, super::scrolls(app)),
            usize::from(area.width),
        ),
        usize::from(area.width),
        theme.dim(),
    );
}

/// Stars as `★★☆` (`**-` in ASCII).
pub fn stars(count: u8, ascii: bool) -> String {
    let (full, empty) = if ascii { ('*', '-') } else { ('★', '☆') };
    (0..3)
        .map(|i| if i < count { full } else { empty })
        .collect()
}

/// The home screen.
pub fn home(app: &App, selected: usize, theme: Theme, area: Rect, buf: &mut Buffer) {
    let ui = app.ui();
    top_line(app, "reversi-tutor", theme, area, buf);
    let total = app.course.lessons.len();
    let done = app
        .course
        .lessons
        .iter()
        .filter(|l| app.progress.lesson(&l.id).completed)
        .count();
    let menu_w = MENU_W.min(area.width.saturating_sub(2));
    let menu = Rect::new(
        area.x + 1,
        area.y + 2,
        menu_w,
        HomeEntry::ALL.len() as u16 + 2,
    );
    Block::new()
        .borders(Borders::ALL)
        .render(menu.intersection(area), buf);
    for (i, entry) in HomeEntry::ALL.iter().enumerate() {
        let name = match entry {
            HomeEntry::Lessons => ui.menu_lessons(),
            HomeEntry::Puzzles => ui.menu_puzzles(),
            HomeEntry::Play => ui.menu_play(),
            HomeEntry::Demo => ui.menu_demo(),
            HomeEntry::Settings => ui.menu_settings(),
            HomeEntry::Glossary => ui.menu_glossary(),
            HomeEntry::Help => ui.menu_help(),
            HomeEntry::Quit => ui.menu_quit(),
        };
        let marker = if i == selected { "▶" } else { " " };
        let mut text = format!(" {marker} {name}");
        let count = match entry {
            HomeEntry::Lessons => Some(format!("{done}/{total}")),
            HomeEntry::Puzzles => Some(ui.rating_now(rounded(app.progress.rating.rating), None)),
            _ => None,
        };
        if let Some(count) = count {
            let pad = usize::from(menu_w.saturating_sub(4))
                .saturating_sub(text.chars().count() + count.chars().count());
            text = format!("{text}{}{count}", " ".repeat(pad));
        }
        let style = if i == selected {
            theme.selected()
        } else {
            theme.plain()
        };
        let y = menu.y + 1 + i as u16;
        if y < area.bottom() {
            buf.set_stringn(
                menu.x + 1,
                y,
                text,
                usize::from(menu_w.saturating_sub(2)),
                style,
            );
        }
    }
    let mut said = vec![ui.lessons_done(done, total)];
    said.push(match app.continue_at() {
        Some(index) => {
            let lesson = &app.course.lessons[index];
            let step = app.progress.lesson(&lesson.id).step as usize + 1;
            ui.continue_at(index + 1, lesson.title.get(app.lang()), step)
        }
        None => ui.all_done().to_string(),
    });
    if let Some(notice) = &app.notice {
        said.push(notice.clone());
    }
    let beside = area.width >= menu_w + 30;
    let text_area = if beside {
        let x = menu.right() + 3;
        Rect::new(
            x,
            menu.y,
            area.right().saturating_sub(x + 1),
            area.height.saturating_sub(4),
        )
    } else {
        let y = menu.bottom() + 1;
        Rect::new(
            area.x + 1,
            y,
            area.width.saturating_sub(2),
            area.bottom().saturating_sub(y + 1),
        )
    };
    let lines: Vec<Line> = said
        .iter()
        .flat_map(|text| wrapped(text, text_area.width, "", theme.plain()))
        .collect();
    draw_lines(&lines, text_area, buf);
    bottom_line(app, theme, area, buf);
}

/// The list of lessons.
pub fn lessons(app: &App, selected: usize, theme: Theme, area: Rect, buf: &mut Buffer) {
    let ui = app.ui();
    top_line(
        app,
        &format!("reversi-tutor · {}", ui.menu_lessons()),
        theme,
        area,
        buf,
    );
    let rows = usize::from(area.height.saturating_sub(3));
    let first = selected.saturating_sub(rows.saturating_sub(1));
    let ascii = app.ascii();
    for (shown, (i, lesson)) in app
        .course
        .lessons
        .iter()
        .enumerate()
        .skip(first)
        .take(rows)
        .enumerate()
    {
        let progress: LessonProgress = app.progress.lesson(&lesson.id);
        let mark = match (progress.completed, ascii) {
            (true, false) => "✓",
            (true, true) => "v",
            (false, _) => " ",
        };
        let state = if !app.lesson_open(i) {
            ui.teacher().lesson_closed().to_string()
        } else if progress.completed {
            stars(progress.best_stars.count(), ascii)
        } else if progress.step > 0 {
            ui.step_heading(progress.step as usize + 1, lesson.steps.len())
        } else {
            String::new()
        };
        let title = crate::untrusted::escape(lesson.title.get(app.lang())).into_owned();
        let left = format!(" {mark} {:>2} · {title}", i + 1);
        let width = usize::from(area.width.saturating_sub(2));
        let pad = width.saturating_sub(left.chars().count() + state.chars().count() + 1);
        let text = format!("{left}{}{state}", " ".repeat(pad));
        let style = if i == selected {
            theme.selected()
        } else {
            theme.plain()
        };
        buf.set_stringn(area.x + 1, area.y + 2 + shown as u16, text, width, style);
    }
    bottom_line(app, theme, area, buf);
}
