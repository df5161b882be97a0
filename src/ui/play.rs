//! The play setup screen: the opponent, the level, the learner's colour, the
//! legal-move dots, the turn timer and the swap of colours, each with its value;
//! under them every level in one line (the chosen one marked), and what the
//! turn timer does when it runs out.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use crate::app::{App, PlaySetup, SetupRow};
use crate::engine::search::Level;
use crate::runner::game::TurnTimer;

use super::home::bottom_line;
use super::stage::PAGE_TEXT_MAX_W;
use super::text::{draw_lines, wrapped};
use super::theme::Theme;

/// Draws the play setup `setup`.
pub fn render(app: &App, setup: &PlaySetup, theme: Theme, area: Rect, buf: &mut Buffer) {
    let ui = app.ui();
    let width = area.width.saturating_sub(2);
    buf.set_stringn(
        area.x + 1,
        area.y,
        format!("reversi-tutor · {}", ui.menu_play()),
        usize::from(width),
        theme.heading(),
    );
    let names = ui.setup_names();
    let rows = setup.rows();
    let name_of = |row: SetupRow| {
        let at = SetupRow::ALL.iter().position(|r| *r == row).unwrap_or(0);
        names.get(at).copied().unwrap_or("")
    };
    let name_w = rows
        .iter()
        .filter(|row| **row != SetupRow::GoOn)
        .map(|row| name_of(*row).chars().count())
        .max()
        .unwrap_or(0);
    let (left, right) = if app.ascii() {
        ('<', '>')
    } else {
        ('◀', '▶')
    };
    let seconds = setup.timer.map(|t: TurnTimer| t.limit().as_secs());
    let mut lines: Vec<Line> = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let style = if i == setup.selected {
            theme.selected()
        } else {
            theme.plain()
        };
        if let (SetupRow::GoOn, Some(moves)) = (row, setup.go_on) {
            lines.push(Line::styled(
                format!("  {}", ui.go_on_unfinished(moves)),
                style,
            ));
            lines.push(Line::raw(""));
            continue;
        }
        let value = match row {
            SetupRow::Opponent if setup.classmate => ui.class().opponent_classmate().to_string(),
            SetupRow::Opponent => ui.opponent_name(setup.vs_computer).to_string(),
            SetupRow::Level => setup.level.number().to_string(),
            SetupRow::Colour => ui.color(setup.colour).to_string(),
            SetupRow::Dots => ui.on_off(setup.dots).to_string(),
            SetupRow::Timer => ui.timer_value(seconds),
            SetupRow::Swap => ui.on_off(setup.swap).to_string(),
            SetupRow::GoOn => String::new(),
        };
        let name = name_of(*row);
        let pad = name_w.saturating_sub(name.chars().count());
        let text = format!("  {name}{}   {left} {value} {right}", " ".repeat(pad));
        lines.push(Line::styled(text, style));
    }
    lines.push(Line::raw(""));
    let body = Rect::new(area.x + 1, area.y + 2, width, area.height.saturating_sub(3));
    // The sentences read across no more than an 80-column window's width.
    let text_w = width.min(PAGE_TEXT_MAX_W);
    let timer = wrapped(&ui.timer_help(seconds), text_w, "", theme.dim());
    if setup.vs_computer {
        let room = usize::from(body.height).saturating_sub(lines.len() + timer.len() + 1);
        lines.extend(level_lines(app, setup.level, text_w, theme, room));
        lines.push(Line::raw(""));
    }
    if !setup.classmate {
        lines.extend(timer);
    }
    draw_lines(&lines, body, buf);
    bottom_line(app, theme, area, buf);
}

/// Every level in a line (the chosen one marked), or only the chosen one when
/// they do not all fit in `room` lines.
fn level_lines(
    app: &App,
    chosen: Level,
    width: u16,
    theme: Theme,
    room: usize,
) -> Vec<Line<'static>> {
    let ui = app.ui();
    let marker = if app.ascii() { ">" } else { "▶" };
    let line_of = |level: Level| {
        let style = if level == chosen {
            theme.heading()
        } else {
            theme.plain()
        };
        let mut lines = wrapped(ui.level_line(level), width, "  ", style);
        if level == chosen
            && let Some(first) = lines.first_mut()
        {
            // The marker takes the first column of the line's indent.
            let text = line_text(first);
            let rest = text.strip_prefix(' ').unwrap_or(&text);
            *first = Line::styled(format!("{marker}{rest}"), style);
        }
        lines
    };
    let all: Vec<Line> = Level::ALL.into_iter().flat_map(line_of).collect();
    if all.len() <= room {
        all
    } else {
        line_of(chosen)
    }
}

fn line_text(line: &Line) -> String {
    line.spans.iter().map(|s| s.content.as_ref()).collect()
}
