//! The review screen: the graded moves that lost something, the costliest
//! first, one line each (the chosen one marked); under the list the chosen
//! move's grade (what it kept, the best result and the better move, and why);
//! the board at that move, with the move played and its lines, and the better
//! move marked. While the moves are graded, it says so.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::app::{App, ReviewScreen};
use crate::engine::{Bitboard, Color, Move};
use crate::runner::review::MoveGrade;
use crate::view::board::{BoardView, Role, ShownMove};
use crate::view::review::grade_lines;

use super::big_board::{self, BigBoard};
use super::board::legend_lines;
use super::board::{BoardWidget, disc_chars};
use super::home::bottom_line;
use super::layout;
use super::text::{draw_lines, feedback, wrapped};
use super::theme::Theme;

/// Draws the review screen of `screen`.
pub fn render(app: &App, screen: &ReviewScreen, theme: Theme, area: Rect, buf: &mut Buffer) {
    let ui = app.ui();
    // Laid out as a game is: the board grows with the window, and long lines,
    // hard to read, are kept to the width the other board screens give theirs.
    let mut areas = layout::board_stage(area, app.ascii());
    areas.text.width = areas.text.width.min(super::stage::TEXT_MAX_W);
    buf.set_stringn(
        areas.title.x + 1,
        areas.title.y,
        ui.review_title(),
        usize::from(area.width.saturating_sub(2)),
        theme.heading(),
    );
    let chosen = screen.chosen();
    let view = board_view(screen, chosen);
    let spans = match areas.cells {
        Some(cells) => {
            let big = BigBoard {
                view: &view,
                cells,
                cursor: None,
                picks: Bitboard::EMPTY,
                unflipped: Bitboard::EMPTY,
                letters: ui.disc_letters(),
                theme,
            };
            (&big).render(areas.board, buf);
            // The board's own names, but the move placed is the move played
            // and the square marked is the better move.
            let marks = ui.review_marks();
            let mut names = ui.board_roles().to_vec();
            for (role, mark) in [Role::Placed, Role::Marked].into_iter().zip(marks) {
                let at = big_board::LEGEND_ROLES.iter().position(|r| *r == role);
                if let Some(name) = at.and_then(|i| names.get_mut(i)) {
                    *name = mark;
                }
            }
            let colours = [ui.color(Color::Black), ui.color(Color::White)];
            chosen.map(|_| big_board::legend(&big, colours, &names))
        }
        None => {
            let board = BoardWidget::new(ui, app.ascii(), &view, theme);
            (&board).render(areas.board, buf);
            chosen.map(|grade| legend(app, grade.player, theme))
        }
    };
    if let Some(spans) = spans {
        draw_lines(&legend_lines(spans, areas.legend.width), areas.legend, buf);
    }
    let text = text_lines(app, screen, theme, areas.text.width, areas.text.height);
    draw_lines(&text, areas.text, buf);
    bottom_line(app, theme, area, buf);
}

/// The board after the chosen move, with its lines and the better move marked;
/// before the grades are known (or with no move to show), the game's last position.
fn board_view(screen: &ReviewScreen, chosen: Option<&MoveGrade>) -> BoardView {
    let Some(grade) = chosen else {
        let last = screen.game.moves().last().copied();
        return BoardView {
            last_move: match last {
                Some(Move::Play(square)) => Some(square),
                _ => None,
            },
            ..BoardView::plain(*screen.game.board())
        };
    };
    let mut after = grade.before;
    let _ = after.try_play(grade.played);
    BoardView {
        marks: grade.better().map_or(Bitboard::EMPTY, Bitboard::from),
        last_move: Some(grade.played),
        shown: Some(ShownMove::of(&grade.before.explain(grade.played))),
        ..BoardView::plain(after)
    }
}

/// What the marks on the review's board mean: the move played and the discs it
/// flipped and closed, and the better move.
fn legend(app: &App, player: Color, theme: Theme) -> Vec<Span<'static>> {
    let ui = app.ui();
    let (black, white) = disc_chars(ui, app.ascii());
    let disc = if player == Color::Black { black } else { white };
    let roles = ui.board_roles();
    let marks = ui.review_marks();
    let name = |names: &[&str], i: usize| names.get(i).copied().unwrap_or("").to_string();
    // Which disc is black, as on every board.
    let entries = [
        (
            format!(" {black} "),
            Role::Plain,
            ui.color(Color::Black).to_string(),
        ),
        (
            format!(" {white} "),
            Role::Plain,
            ui.color(Color::White).to_string(),
        ),
        (format!("[{disc}]"), Role::Placed, name(marks, 0)),
        (format!("({disc})"), Role::Flipped, name(roles, 2)),
        (format!("<{disc}>"), Role::Closes, name(roles, 3)),
        (" + ".to_string(), Role::Marked, name(marks, 1)),
    ];
    entries
        .into_iter()
        .flat_map(|(sample, role, name)| {
            [
                Span::styled(sample, theme.role(role)),
                Span::raw(format!(" {name}  ")),
            ]
        })
        .collect()
}

/// The list of the costliest moves (a window around the chosen one), the
/// chosen move's grade, and the summary; or what is being done.
fn text_lines(
    app: &App,
    screen: &ReviewScreen,
    theme: Theme,
    width: u16,
    height: u16,
) -> Vec<Line<'static>> {
    let ui = app.ui();
    let Some(review) = &screen.review else {
        let (done, total) = screen.progress();
        return wrapped(&ui.grading(done, total), width, "", theme.dim());
    };
    let worst = review.worst_first();
    let mut details = Vec::new();
    if let Some(grade) = worst.get(screen.selected) {
        details.push(Line::raw(""));
        details.extend(feedback(&grade_lines(ui, grade), width, theme));
    } else {
        details.extend(wrapped(ui.review_clean(), width, "", theme.plain()));
    }
    details.push(Line::raw(""));
    let summary = ui.review_summary(review.best_kept(), review.grades.len());
    details.extend(wrapped(&summary, width, "", theme.dim()));
    let heading = ui.review_heading(review.grades.len(), review.exact_from);
    let heading = wrapped(&heading, width, "", theme.dim());
    let room = usize::from(height).saturating_sub(details.len()).max(3);
    let first = screen.selected.saturating_sub(room.saturating_sub(1) / 2);
    let first = first.min(worst.len().saturating_sub(room));
    let mut lines: Vec<Line> = worst
        .iter()
        .enumerate()
        .skip(first)
        .take(room)
        .map(|(i, grade)| {
            let text = ui.review_row(
                grade.number,
                grade.player,
                grade.played,
                grade.loss().unsigned_abs(),
                grade.is_exact(),
            );
            let marker = match (i == screen.selected, app.ascii()) {
                (false, _) => "  ",
                (true, false) => "▶ ",
                (true, true) => "> ",
            };
            let style = if i == screen.selected {
                theme.selected()
            } else {
                theme.plain()
            };
            Line::styled(format!("{marker}{text}"), style)
        })
        .collect();
    lines.extend(details);
    if lines.len() + heading.len() < usize::from(height) {
        lines.push(Line::raw(""));
        lines.extend(heading);
    }
    lines
}
