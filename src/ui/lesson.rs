//! The lesson screen: the title and "step k of n"; the board with the lines of
//! the last move drawn (flipping one line at a time while the animation plays)
//! and a legend of its marks; beside it (below it on a narrow window) the step's
//! text, the choices, the prompt and the feedback, word-wrapped; the keys at the
//! bottom.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use crate::app::bindings::{self, name};
use crate::app::{App, LessonScreen, Said};
use crate::course::Task;
use crate::engine::{Bitboard, Color};
use crate::i18n::Ui;
use crate::i18n::{Does, Place};
use crate::runner::Asks;
use crate::runner::LessonCommand;
use crate::runner::drill::DrillKind;
use crate::view::{BoardView, FeedbackLine, LessonView, Shown, Tone};

use super::board::BoardWidget;
use super::home::{bottom_line, stars};
use super::layout;
use super::text::{SideText, said, typed_and_marked, wrapped};
use super::theme::Theme;

/// How a sentence names the lesson screen's keys that do `does`.
fn key(does: Does) -> String {
    name(bindings::at(Place::Lesson), does)
}

/// What the lesson screen of `screen` shows.
pub(super) fn view(app: &App, screen: &LessonScreen) -> LessonView {
    let ui = app.ui();
    let shown = match screen.said {
        // Said in this screen's keys, not in the words plain mode reads.
        Said::AnswerFirst => Shown::lines(vec![FeedbackLine::main(
            ui.step_waits_keys(
                &key(Does::Lesson(LessonCommand::Hint)),
                &key(Does::Lesson(LessonCommand::Skip)),
            ),
            Tone::Info,
        )]),
        _ => screen.said.shown(ui, &screen.run),
    };
    let mut view = LessonView::new(ui, &screen.run, &shown);
    if !app.dots() {
        view.board.dots = Bitboard::EMPTY;
    }
    view
}

/// Draws the lesson screen of `screen`.
pub fn render(app: &App, screen: &LessonScreen, theme: Theme, area: Rect, buf: &mut Buffer) {
    let ui = app.ui();
    let view = view(app, screen);
    let areas = layout::board_stage(area, app.ascii());

    // A drill is no lesson of the course: it has no number there.
    let title = match screen.drill {
        Some(_) => format!(" {}", view.title),
        None => format!(" {} · {}", screen.number + 1, view.title),
    };
    let mut right = view.heading.clone();
    if view.finished {
        right = format!(
            "{right}  {}",
            stars(screen.run.summary().stars(), app.ascii())
        );
    }
    let right_w = right.chars().count() as u16;
    let room = area.width.saturating_sub(right_w + 2);
    buf.set_stringn(
        areas.title.x,
        areas.title.y,
        crate::untrusted::escape(&title),
        usize::from(room),
        theme.heading(),
    );
    if area.width > right_w + 1 {
        buf.set_string(
            area.right() - right_w - 1,
            areas.title.y,
            &right,
            theme.dim(),
        );
    }

    let board = BoardWidget {
        cursor: screen.takes_squares().then_some(screen.cursor.square()),
        picks: screen.picks,
        unflipped: unflipped(&view.board, screen),
        ..BoardWidget::new(ui, app.ascii(), &view.board, theme)
    };
    super::stage::draw_board(ui, &areas, &board, buf);

    let text = text_lines(app, screen, &view, theme, areas.text.width);
    text.draw(app.scroll, areas.text, theme, buf);
    bottom_line(app, theme, area, buf);
}

/// The discs of the lines the animation has not flipped yet.
fn unflipped(board: &BoardView, screen: &LessonScreen) -> Bitboard {
    let (Some(animation), Some(shown)) = (screen.animation, &board.shown) else {
        return Bitboard::EMPTY;
    };
    shown
        .lines
        .iter()
        .filter(|line| line.encloses)
        .skip(animation.flipped)
        .flat_map(|line| line.squares.iter().copied())
        .collect()
}

/// The prompt in the keys of this screen: squares are marked on the board
/// rather than typed in a line, a pass is `p` and a verdict a number.
fn prompt(ui: Ui, screen: &LessonScreen, view: &LessonView) -> String {
    match screen.run.task() {
        Task::AllLegal { .. } => ui.prompt_mark_moves(&key(Does::Pick), &key(Does::Answer)),
        Task::PredictFlips { mv, .. } => {
            ui.prompt_mark_flips(*mv, &key(Does::Pick), &key(Does::Answer))
        }
        Task::Pass => ui.prompt_pass_keys(screen.run.board().to_move(), &key(Does::Pass)),
        Task::Outcome { .. } => ui.prompt_outcome_keys().to_string(),
        _ => view.prompt.clone(),
    }
}

/// The text beside the board: what the step says, always in view (whose turn,
/// the marks, the words, the choices, the prompt), then the feedback, which
/// gets the rows left and scrolls.
pub(super) fn text_lines(
    app: &App,
    screen: &LessonScreen,
    view: &LessonView,
    theme: Theme,
    width: u16,
) -> SideText {
    let ui = app.ui();
    let mut lines = Vec::new();
    let blank = || Line::raw("");
    if view.finished {
        let s = screen.run.summary();
        lines.extend(wrapped(
            &ui.finished(s.right_first_time, s.tasks, s.skipped),
            width,
            "",
            theme.heading(),
        ));
        lines.push(Line::styled(stars(s.stars(), app.ascii()), theme.heading()));
        let missed = screen.notes.missed();
        if missed > 0 {
            lines.push(blank());
            lines.extend(wrapped(&ui.tasks_queued(missed), width, "", theme.plain()));
        }
        let offers = screen.run.offers();
        if !offers.is_empty() {
            let each: Vec<String> = (1..)
                .zip(&offers)
                .map(|(key, offer)| format!("{key} {}", ui.offer(*offer)))
                .collect();
            lines.push(blank());
            let leave = match screen.drill.as_ref().map(|drill| drill.kind) {
                Some(DrillKind::Review) => Does::ToPuzzles,
                _ => Does::ToLessons,
            };
            let offers = ui.offer_keys(&each, &bindings::name_now(app, leave));
            lines.extend(wrapped(&offers, width, "", theme.plain()));
        }
    } else {
        for status in &view.status {
            lines.extend(wrapped(status, width, "", theme.dim()));
        }
        if let Some(marked) = &view.marked {
            lines.extend(wrapped(marked, width, "", theme.dim()));
        }
        lines.push(blank());
        lines.extend(wrapped(&view.say, width, "", theme.plain()));
        let choices: Vec<String> = match screen.run.asks() {
            Some(Asks::Outcome) => vec![
                ui.verdict(Some(Color::Black)),
                ui.verdict(Some(Color::White)),
                ui.verdict(None),
            ],
            _ => view.choices.clone(),
        };
        for (i, choice) in choices.iter().enumerate() {
            let text = format!("{}. {choice}", i + 1);
            lines.extend(wrapped(&text, width, "  ", theme.plain()));
        }
        if !screen.run.is_done() {
            lines.push(blank());
            lines.extend(wrapped(
                &prompt(ui, screen, view),
                width,
                "",
                theme.heading(),
            ));
        }
        lines.extend(typed_and_marked(
            ui,
            screen.cursor.column(),
            screen.picks,
            width,
            theme,
        ));
    }
    SideText {
        pinned: lines,
        feedback: said(&view.feedback, app.notice.as_deref(), width, theme),
    }
}
