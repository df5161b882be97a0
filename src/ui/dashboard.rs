//! The teacher's dashboard: a title with how many pupils are connected, the
//! panes' names (the one shown marked), the pane (pupils in columns, games,
//! kept games, lessons, settings), what the last request came to, the key
//! bar. A game watched, a kept game or the demo the class follows is drawn as
//! the classroom demo, with the live game's players or the class's answers
//! beside it.

use std::time::SystemTime;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use crate::app::bindings::name_now;
use crate::app::{App, ClassSettingRow, DashboardSaid, DashboardScreen, GameRow, Opened, Pane};
use crate::engine::notation::play_record;
use crate::engine::{Board, Color};
use crate::i18n::{Does, TeacherKey};
use crate::untrusted::escape;
use crate::view::dashboard::{seen_words, setting_value, tally_lines, where_words};

use super::demo::{Beside, render_with};
use super::home::bottom_line;
use super::text::{draw_lines, wrapped};
use super::theme::Theme;

/// Draws the dashboard.
pub fn render(app: &App, dashboard: &DashboardScreen, theme: Theme, area: Rect, buf: &mut Buffer) {
    if let Some(opened) = &dashboard.opened {
        return render_opened(app, dashboard, opened, theme, area, buf);
    }
    let ui = app.ui();
    let says = ui.teacher();
    let view = &dashboard.view;
    let online = view.pupils.iter().filter(|p| p.online()).count();
    let width = area.width.saturating_sub(2);
    let title = format!(" reversi-tutor · {}", says.dashboard_title());
    let count = says.online_of(online, view.pupils.len());
    super::demo::title(&title, &count, theme, area, buf);
    let mut tabs = Vec::new();
    for (i, (pane, name)) in Pane::ALL.iter().zip(says.pane_names()).enumerate() {
        let style = match *pane == dashboard.pane {
            true => theme.selected(),
            false => theme.dim(),
        };
        tabs.push(Span::styled(format!(" {} {name} ", i + 1), style));
        tabs.push(Span::raw(" "));
    }
    buf.set_line(area.x + 1, area.y + 1, &Line::from(tabs), width);
    let banner = escape(&dashboard.banner);
    buf.set_stringn(
        area.x + 1,
        area.y + 2,
        banner,
        usize::from(width),
        theme.dim(),
    );
    let (rows, help) = pane_rows(app, dashboard, width, theme);
    let mut below: Vec<Line> = wrapped(&help, width, "", theme.dim());
    if let Some(said) = said_words(app, dashboard.said.as_ref()) {
        below.extend(wrapped(&said, width, "", theme.heading()));
    }
    let below_h = (below.len() as u16).min(area.height.saturating_sub(4));
    let body = Rect::new(
        area.x + 1,
        area.y + 3,
        width,
        area.height.saturating_sub(4 + below_h),
    );
    let chosen = dashboard.chosen();
    // The header row stays; the rows scroll to keep the chosen one in sight.
    let (header, rows) = match dashboard.pane {
        Pane::Pupils if !rows.is_empty() => (rows.first().cloned(), &rows[1..]),
        _ => (None, &rows[..]),
    };
    let mut lines: Vec<Line> = header.into_iter().collect();
    let room = usize::from(body.height).saturating_sub(lines.len()).max(1);
    let first = chosen.saturating_sub(room - 1);
    lines.extend(rows.iter().skip(first).take(room).cloned());
    draw_lines(&lines, body, buf);
    let below_area = Rect::new(area.x + 1, body.bottom(), width, below_h);
    draw_lines(&below, below_area, buf);
    bottom_line(app, theme, area, buf);
}

/// The rows of the pane shown (the chosen one marked), and the help under them.
fn pane_rows(
    app: &App,
    dashboard: &DashboardScreen,
    width: u16,
    theme: Theme,
) -> (Vec<Line<'static>>, String) {
    let ui = app.ui();
    let says = ui.teacher();
    let view = &dashboard.view;
    let chosen = dashboard.chosen();
    let marker = |i: usize| match (i == chosen, app.ascii()) {
        (true, true) => ("> ", theme.selected()),
        (true, false) => ("▶ ", theme.selected()),
        (false, _) => ("  ", theme.plain()),
    };
    let row = |i: usize, text: &str| {
        let (mark, style) = marker(i);
        let text: String = format!("{mark}{}", escape(text))
            .chars()
            .take(usize::from(width))
            .collect();
        Line::styled(text, style)
    };
    let empty = |text: &str| vec![Line::styled(format!("  {text}"), theme.dim())];
    match dashboard.pane {
        Pane::Pupils => {
            if view.pupils.is_empty() {
                return (empty(says.no_pupils()), String::new());
            }
            let now = SystemTime::now();
            let total = app.course.lessons.len();
            let header = columns(
                says.pupil_columns().map(String::from),
                width.saturating_sub(2),
            );
            let mut lines = vec![Line::styled(format!("  {header}"), theme.heading())];
            for (i, pupil) in view.pupils.iter().enumerate() {
                let cells = [
                    pupil.name.clone(),
                    where_words(ui, pupil),
                    format!("{}/{total}", pupil.lessons_done),
                    pupil.stars.to_string(),
                    pupil.puzzle_rating.to_string(),
                    pupil.class_rating.to_string(),
                    seen_words(ui, pupil, now),
                ];
                let (mark, style) = marker(i);
                let text = format!("{mark}{}", columns(cells, width.saturating_sub(2)));
                lines.push(Line::styled(text, style));
            }
            (lines, String::new())
        }
        Pane::Games => {
            if view.games.is_empty() {
                return (empty(says.no_games()), String::new());
            }
            let lines = view.games.iter().enumerate().map(|(i, game)| {
                let mut text = says.game_row(game.id, &game.black, &game.white, moves(game));
                for (waits, name) in game.away.iter().zip([&game.black, &game.white]) {
                    if *waits {
                        text.push_str(&format!(" · {}", says.seat_waits(name)));
                    }
                }
                row(i, &text)
            });
            let watch = name_now(app, Does::Teacher(TeacherKey::Watch));
            (lines.collect(), says.games_help(&watch))
        }
        Pane::Kept => {
            if view.kept.is_empty() {
                return (empty(says.no_kept()), String::new());
            }
            let lines = view.kept.iter().enumerate().map(|(i, game)| {
                let discs = play_record(Board::start(), &game.record).map_or((0, 0), |g| {
                    (g.board().outcome().black, g.board().outcome().white)
                });
                row(i, &says.kept_row(game.id, &game.black, &game.white, discs))
            });
            let open = name_now(app, Does::Teacher(TeacherKey::GoThrough));
            let review = name_now(app, Does::Teacher(TeacherKey::Review));
            let follow = name_now(app, Does::Teacher(TeacherKey::FollowMe));
            (lines.collect(), says.kept_help(&open, &review, &follow))
        }
        Pane::Lessons => {
            let lines = app.course.lessons.iter().enumerate().map(|(i, lesson)| {
                let mut text = format!("{:>2} · {}", i + 1, lesson.title.get(app.lang()));
                if !open_to_pupils(dashboard, i) {
                    text.push_str(&format!(" ({})", says.lesson_closed()));
                }
                row(i, &text)
            });
            let lead = name_now(app, Does::Teacher(TeacherKey::FollowMe));
            (lines.collect(), says.lessons_help(&lead))
        }
        Pane::Settings => {
            let help = says.settings_help(&name_now(app, Does::Change));
            let Some(settings) = view.settings else {
                return (Vec::new(), help);
            };
            let total = app.course.lessons.len();
            let lines = ClassSettingRow::ALL
                .iter()
                .zip(says.setting_names())
                .enumerate();
            let lines = lines.map(|(i, (setting, name))| {
                let value = setting_value(ui, *setting, &settings, total);
                row(i, &format!("{name}: {value}"))
            });
            (lines.collect(), help)
        }
    }
}

/// Whether lesson `index` is open to pupils.
fn open_to_pupils(dashboard: &DashboardScreen, index: usize) -> bool {
    let open = dashboard.view.settings.and_then(|s| s.open_lessons);
    open.is_none_or(|open| index < open)
}

/// The moves a game has had.
fn moves(game: &GameRow) -> usize {
    game.record.len() / 2
}

/// The pupils' seven columns in `width`: the name, where they are (what room
/// is left), then five narrow ones.
fn columns(cells: [String; 7], width: u16) -> String {
    const NARROW: [usize; 5] = [8, 6, 8, 6, 12];
    let name_w = 13;
    let fixed = name_w + NARROW.iter().sum::<usize>();
    let where_w = usize::from(width).saturating_sub(fixed).max(8);
    let cell = |text: &str, w: usize| {
        let text: String = escape(text).chars().take(w.saturating_sub(1)).collect();
        format!("{text:<w$}")
    };
    let mut line = cell(&cells[0], name_w);
    line.push_str(&cell(&cells[1], where_w));
    for (text, w) in cells[2..].iter().zip(NARROW) {
        line.push_str(&cell(text, w));
    }
    line.trim_end().to_string()
}

/// What the last request came to, in words.
fn said_words(app: &App, said: Option<&DashboardSaid>) -> Option<String> {
    let says = app.ui().teacher();
    Some(match said? {
        DashboardSaid::Paired(pairs) if pairs.is_empty() => says.no_pairs().to_string(),
        DashboardSaid::Paired(pairs) => says.paired(pairs),
        DashboardSaid::Saved => says.settings_saved().to_string(),
        DashboardSaid::NotSaved(why) => says.settings_not_saved(why),
        DashboardSaid::Report(Ok(path)) => says.report_written(&path.display().to_string()),
        DashboardSaid::Report(Err(why)) => says.report_not_written(why),
    })
}

/// A game watched, a kept game, or the demo the class follows, drawn as the
/// classroom demo with what the teacher needs beside it.
fn render_opened(
    app: &App,
    dashboard: &DashboardScreen,
    opened: &Opened,
    theme: Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let ui = app.ui();
    let says = ui.teacher();
    let width = super::stage::stage(area, app.ascii(), super::stage::DEMO_TEXT_W)
        .text
        .width;
    let mut lines: Vec<Line> = vec![Line::raw("")];
    let demo = match opened {
        Opened::Watch { id, demo } => {
            let game = dashboard.view.games.iter().find(|g| g.id == *id);
            if let Some(game) = game {
                let words = says.watching(game.id, &game.black, &game.white);
                lines.extend(wrapped(&words, width, "", theme.heading()));
                for (i, name) in [Color::Black, Color::White]
                    .iter()
                    .zip([&game.black, &game.white])
                {
                    if game.away[usize::from(*i == Color::White)] {
                        lines.extend(wrapped(&says.seat_waits(name), width, "", theme.dim()));
                    }
                }
            }
            demo
        }
        Opened::Replay(demo) => demo,
        Opened::Follow(demo) => {
            lines.extend(wrapped(says.class_follows(), width, "", theme.heading()));
            if demo.hidden() || !dashboard.view.tally.is_empty() {
                let choices = demo.choices(app.lang());
                let following = dashboard
                    .view
                    .pupils
                    .iter()
                    .filter(|p| p.online() && p.game.is_none())
                    .count();
                let tally =
                    tally_lines(ui, &dashboard.view.tally, following, &choices, app.ascii());
                for line in tally {
                    lines.extend(wrapped(&line, width, "  ", theme.plain()));
                }
            }
            demo
        }
    };
    let beside = Beside {
        cursor: None,
        lines,
    };
    render_with(app, demo, beside, theme, area, buf);
}
