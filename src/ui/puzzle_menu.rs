//! The puzzle menu: every mode, and under theme mode every theme with how
//! many puzzles each has, and review with how many are due; beside it (below it on a narrow window) the learner's
//! rating, streaks and review queue, the lesson a strategy theme chosen waits
//! for, and what the session before left to say.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use crate::app::{App, MenuRow, PuzzleMenu};
use crate::runner::Mode;
use crate::runner::drill::task_queue;
use crate::runner::select::review_queue;
use crate::view::practice::waits_for;
use crate::view::puzzle_feedback::{no_more, rounded};

use super::home::{bottom_line, top_line};
use super::text::{draw_lines, wrapped};
use super::theme::Theme;

/// The widest the list of rows is drawn.
const LIST_W: u16 = 46;
/// The narrowest the words beside the list are drawn.
const BESIDE_W: u16 = 28;
/// The widths at which the menu's layout changes: the whole list, and the
/// panel beside it.
pub(super) const EDGES: [u16; 2] = [LIST_W + 2, LIST_W + BESIDE_W + 4];

/// Draws the puzzle menu.
pub fn render(app: &App, menu: &PuzzleMenu, theme: Theme, area: Rect, buf: &mut Buffer) {
    let ui = app.ui();
    top_line(
        app,
        &format!("reversi-tutor · {}", ui.menu_puzzles()),
        theme,
        area,
        buf,
    );
    let list_w = LIST_W.min(area.width.saturating_sub(2));
    let beside = area.width >= list_w + BESIDE_W + 4;
    let body_y = area.y + 2;
    let body_h = area.height.saturating_sub(3);
    let said_w = if beside {
        area.width.saturating_sub(list_w + 5)
    } else {
        area.width.saturating_sub(2)
    };
    let said: Vec<Line> = said_lines(app, menu)
        .iter()
        .flat_map(|text| wrapped(text, said_w, "", theme.plain()))
        .collect();
    let (list_area, said_area) = if beside {
        (
            Rect::new(area.x + 1, body_y, list_w, body_h),
            Rect::new(area.x + list_w + 4, body_y, said_w, body_h),
        )
    } else {
        // The list keeps at least half the rows; the words take what is left under it.
        let said_h = (said.len() as u16 + 1).min(body_h / 2);
        let list_h = body_h - said_h;
        (
            Rect::new(area.x + 1, body_y, list_w, list_h),
            Rect::new(
                area.x + 1,
                body_y + list_h + 1,
                said_w,
                said_h.saturating_sub(1),
            ),
        )
    };
    draw_rows(app, menu.selected, theme, list_area, buf);
    draw_lines(&said, said_area, buf);
    bottom_line(app, theme, area, buf);
}

/// The rows, scrolled so that the one chosen is in view.
fn draw_rows(app: &App, selected: usize, theme: Theme, area: Rect, buf: &mut Buffer) {
    let ui = app.ui();
    let puzzles = &app.course.puzzles;
    let (due, _) = review_queue(puzzles, &app.progress, app.puzzle_setup.today);
    let missed = app
        .progress
        .missed_on(app.puzzle_setup.today)
        .iter()
        .filter(|id| puzzles.iter().any(|p| p.id == **id))
        .count();
    let height = usize::from(area.height);
    let first = selected.saturating_sub(height.saturating_sub(1));
    let width = usize::from(area.width);
    for (shown, (i, row)) in MenuRow::all()
        .into_iter()
        .enumerate()
        .skip(first)
        .take(height)
        .enumerate()
    {
        let (name, count) = match row {
            MenuRow::Mode(Mode::Theme) => (
                ui.puzzle_mode_name(Mode::Theme).to_string(),
                puzzles.len().to_string(),
            ),
            MenuRow::Theme(kind) => (
                format!("   {}", ui.theme_title(kind)),
                puzzles
                    .iter()
                    .filter(|p| p.theme.kind() == kind)
                    .count()
                    .to_string(),
            ),
            MenuRow::Mode(Mode::Review) => (
                ui.puzzle_mode_name(Mode::Review).to_string(),
                due.to_string(),
            ),
            MenuRow::LessonTasks => (
                ui.menu_lesson_tasks().to_string(),
                task_queue(&app.course, &app.progress, app.puzzle_setup.today)
                    .0
                    .to_string(),
            ),
            MenuRow::Mode(Mode::Retry) => (
                ui.puzzle_mode_name(Mode::Retry).to_string(),
                missed.to_string(),
            ),
            MenuRow::Mode(mode) => (ui.puzzle_mode_name(mode).to_string(), String::new()),
        };
        let marker = if i == selected { "▶" } else { " " };
        let left = format!(" {marker} {name}");
        let pad = width.saturating_sub(left.chars().count() + count.chars().count() + 1);
        let text = format!("{left}{}{count}", " ".repeat(pad));
        let style = if i == selected {
            theme.selected()
        } else {
            theme.plain()
        };
        buf.set_stringn(area.x, area.y + shown as u16, text, width, style);
    }
}

/// The learner's rating, streaks and review queue, then what the session
/// before left to say: why it ended, and how it went.
fn said_lines(app: &App, menu: &PuzzleMenu) -> Vec<String> {
    let ui = app.ui();
    let progress = &app.progress;
    let rating = &progress.rating;
    let mut lines = vec![
        ui.list_rating(
            rounded(rating.rating),
            rounded(rating.deviation),
            rating.rated_attempts,
        ),
        ui.list_streak(progress.streaks.best, progress.streaks.current),
        {
            let (due, queued) = review_queue(&app.course.puzzles, progress, app.puzzle_setup.today);
            ui.list_review(due, queued)
        },
    ];
    if menu.no_tasks_due {
        let (_, queued) = task_queue(&app.course, progress, app.puzzle_setup.today);
        lines.push(String::new());
        lines.push(ui.no_lesson_tasks_due(queued));
    }
    if let Some(MenuRow::Theme(kind)) = MenuRow::all().get(menu.selected)
        && let Some((number, lesson)) = waits_for(&app.course, progress, *kind)
    {
        lines.push(String::new());
        lines.push(ui.theme_waits_for_lesson(number, lesson.title.get(ui.lang())));
    }
    if let Some(end) = menu.said {
        lines.push(String::new());
        let theme = end.theme.map(|kind| kind.name());
        if let Some(why) = end.why
            && !matches!(
                why,
                crate::runner::NoMore::SingleDone | crate::runner::NoMore::CountReached
            )
        {
            lines.push(no_more(ui, why, theme));
        }
        let s = end.summary;
        if s.served > 0 {
            lines.push(ui.trainer_finished(s.served, s.solved_first_try, s.solved));
        }
    }
    if let Some(notice) = &app.notice {
        lines.push(notice.clone());
    }
    lines
}
