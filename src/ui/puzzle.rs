//! The puzzle screen, another printer of the puzzle view (`view::puzzle`) that
//! plain mode prints: the puzzle's heading with the rating, streak and review
//! counters; the board with the lines of a move or an illegal try drawn as on
//! the lesson screen, the dots where the puzzle allows them, the quarter a hint
//! points at, an endgame's best line played out move by move; beside it (below
//! it on a narrow window) the session, whose turn it is, the prompt and the
//! feedback; the keys at the bottom.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use crate::app::bindings::{self, name};
use crate::app::{App, PuzzleSaid, PuzzleScreen};
use crate::engine::Bitboard;
use crate::i18n::Ui;
use crate::i18n::{Does, Place};
use crate::runner::LessonCommand;
use crate::view::best_line::line_step;
use crate::view::puzzle::{answered, hinted, revealed};
use crate::view::puzzle_feedback as words;
use crate::view::{FeedbackLine, PuzzleView, Shown, Tone};

use super::board::BoardWidget;
use super::home::bottom_line;
use super::layout;
use super::text::{SideText, said, typed_and_marked, wrapped};
use super::theme::Theme;

/// How a sentence names the puzzle screen's keys that do `does`.
fn key(does: Does) -> String {
    name(bindings::at(Place::Puzzle), does)
}

/// What the puzzle screen of `screen` shows (none: no puzzle is served).
pub(super) fn view(app: &App, screen: &PuzzleScreen) -> Option<PuzzleView> {
    let ui = app.ui();
    let shown = shown(ui, screen);
    let mut view = PuzzleView::new(ui, &screen.trainer, &shown)?;
    if !app.dots() {
        view.board.dots = Bitboard::EMPTY;
    }
    Some(view)
}

/// The counters that fit beside the heading in `width` columns: all of
/// them, or those that matter while solving (none: they go above the text).
fn beside(app: &App, view: &PuzzleView, width: u16) -> Option<String> {
    let heading_w = view.heading.chars().count() as u16;
    let short = crate::view::puzzle::counters_short(app.ui(), view.counters);
    [view.counters_line.clone(), short]
        .into_iter()
        .find(|right| !right.is_empty() && width >= heading_w + right.chars().count() as u16 + 4)
}

/// The text beside the board of the puzzle screen of `screen`, `area` the whole window.
pub(super) fn side_text(app: &App, screen: &PuzzleScreen, area: Rect) -> Option<SideText> {
    let view = view(app, screen)?;
    let width = layout::board_stage(area, app.ascii()).text.width;
    let theme = Theme::of(app.theme());
    Some(text_lines(
        app,
        screen,
        &view,
        theme,
        width,
        beside(app, &view, area.width).is_some(),
    ))
}

/// Draws the puzzle screen of `screen`.
pub fn render(app: &App, screen: &PuzzleScreen, theme: Theme, area: Rect, buf: &mut Buffer) {
    let ui = app.ui();
    let Some(view) = view(app, screen) else {
        return;
    };
    let areas = layout::board_stage(area, app.ascii());

    // The counters go beside the heading where both fit, else above the text.
    let right = beside(app, &view, area.width);
    buf.set_stringn(
        areas.title.x + 1,
        areas.title.y,
        &view.heading,
        usize::from(area.width.saturating_sub(2)),
        theme.heading(),
    );
    if let Some(right) = &right {
        let right_w = right.chars().count() as u16;
        buf.set_string(
            area.right() - right_w - 1,
            areas.title.y,
            right,
            theme.dim(),
        );
    }

    let open = screen.asks().is_some();
    let board = BoardWidget {
        cursor: open.then_some(screen.cursor.square()),
        picks: screen.picks,
        ..BoardWidget::new(ui, app.ascii(), &view.board, theme)
    };
    super::stage::draw_board(ui, &areas, &board, buf);

    let text = text_lines(app, screen, &view, theme, areas.text.width, right.is_some());
    text.draw(app.scroll, areas.text, theme, buf);
    bottom_line(app, theme, area, buf);
}

/// What the last action left to show, in `ui`'s language, with the keys of
/// this screen where it names one; and the best line's move on the board when
/// it is played out past the answer.
fn shown(ui: Ui, screen: &PuzzleScreen) -> Shown {
    let trainer = &screen.trainer;
    let info = |text: String| FeedbackLine::main(text, Tone::Info);
    let mut shown = match &screen.said {
        PuzzleSaid::Nothing => Shown::nothing(),
        PuzzleSaid::Answered(acted) => answered(ui, trainer, acted),
        PuzzleSaid::Hinted(acted) if acted.result.again => {
            // The last hint asked again: the key that shows the answer, not the word.
            let mut first = acted.clone();
            first.result.again = false;
            let mut shown = hinted(ui, trainer, &first);
            shown.lines.insert(
                1,
                info(ui.last_hint_key(&key(Does::Puzzle(LessonCommand::Reveal)))),
            );
            shown
        }
        PuzzleSaid::Hinted(acted) => hinted(ui, trainer, acted),
        PuzzleSaid::Revealed(acted) => revealed(ui, acted),
        PuzzleSaid::Skipped(settled) => Shown::lines(words::skipped(ui, settled.as_ref())),
        PuzzleSaid::Waits => Shown::lines(vec![info(ui.puzzle_waits_keys(
            &key(Does::Puzzle(LessonCommand::Hint)),
            &key(Does::Puzzle(LessonCommand::Reveal)),
            &key(Does::Puzzle(LessonCommand::Skip)),
        ))]),
        PuzzleSaid::NoBack => Shown::lines(vec![info(
            ui.no_back_key(&key(Does::Puzzle(LessonCommand::Skip))),
        )]),
        PuzzleSaid::MarkFirst => Shown::lines(vec![info(
            ui.mark_first(&key(Does::Pick), &key(Does::Answer)),
        )]),
    };
    if screen.line_at > 1
        && let (Some(line), Some(run)) = (screen.best_line(), trainer.current())
        && let Some(step) = line_step(ui, run.puzzle().board, line, screen.line_at)
    {
        shown.board = step.board;
        shown.lines.extend(step.lines);
    }
    shown
}

/// The text beside the board: the counters (unless `beside` the heading), the
/// session, whose turn it is, the puzzle's prompt and what to do, always in
/// view; then the feedback, which gets the rows left and scrolls.
fn text_lines(
    app: &App,
    screen: &PuzzleScreen,
    view: &PuzzleView,
    theme: Theme,
    width: u16,
    beside: bool,
) -> SideText {
    let ui = app.ui();
    let blank = || Line::raw("");
    let mut lines = Vec::new();
    // Whose turn it is first, as on the lesson and game screens: a small
    // window cuts what comes after it, never it.
    for status in &view.status {
        lines.extend(wrapped(status, width, "", theme.dim()));
    }
    if !beside {
        lines.extend(wrapped(&view.counters_line, width, "", theme.dim()));
    }
    if !screen.trainer.is_single() {
        lines.extend(wrapped(&view.title, width, "", theme.dim()));
    }
    lines.push(blank());
    lines.extend(wrapped(&view.prompt, width, "", theme.plain()));
    if !view.done {
        // Discs are marked on the board here, not typed in a line.
        let ask = match screen.trainer.current().map(|run| run.puzzle().theme) {
            Some(crate::course::Theme::PredictFlips { mv }) => {
                ui.prompt_mark_flips(mv, &key(Does::Pick), &key(Does::Answer))
            }
            _ => view.ask.clone(),
        };
        lines.push(blank());
        lines.extend(wrapped(&ask, width, "", theme.heading()));
    }
    lines.extend(typed_and_marked(
        ui,
        screen.cursor.column(),
        screen.picks,
        width,
        theme,
    ));
    SideText {
        pinned: lines,
        feedback: said(&view.feedback, app.notice.as_deref(), width, theme),
    }
}
