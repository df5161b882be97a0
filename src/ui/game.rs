//! The game screen: the heading (game number, who plays whom); the board with
//! the last move and its enclosed lines (the computer's move too), an illegal
//! try with each direction's stop, the legal-move dots on a person's turn, and
//! a legend of its marks; beside it (below it on a narrow window) whose turn
//! with the count, the level's line, the time left, the prompt and what the
//! last action said; the keys at the bottom. A replay shows its move instead.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use crate::app::bindings::{self, name, name_now as now};
use crate::app::{App, GameSaid, GameScreen};
use crate::engine::Bitboard;
use crate::i18n::{Does, Place};
use crate::runner::GameCommand;
use crate::runner::game::Turn;
use crate::untrusted::escape;
use crate::view::ShownMove;
use crate::view::feedback::FeedbackLine;
use crate::view::game::{GameView, played_back, replay_lines};

use super::board::BoardWidget;
use super::home::bottom_line;
use super::layout;
use super::text::{SideText, said, typed_and_marked, wrapped};
use super::theme::Theme;

/// How a sentence names the game screen's keys that do `does`.
fn key(does: Does) -> String {
    name(bindings::at(Place::Game), does)
}

/// What the game screen of `screen` shows: the game now, or the move before
/// the last while `x` explains it.
pub(super) fn view(app: &App, screen: &GameScreen) -> GameView {
    let ui = app.ui();
    let back = match screen.said.as_slice() {
        [GameSaid::Explained { back }] if *back > 0 => played_back(&screen.session, *back),
        _ => None,
    };
    let mut view = match &back {
        Some(back) => GameView::looking_back(ui, &screen.session, back),
        None => GameView::new(ui, &screen.session, screen.dots),
    };
    if let Some(tried) = &screen.tried {
        view.board.shown = Some(ShownMove::of(tried));
    }
    if let Some(seat) = &screen.class {
        let game = &seat.game;
        let (black, white) = (escape(&game.black), escape(&game.white));
        view.heading = ui.class().class_game_heading(game.number, &black, &white);
    }
    view
}

/// Draws the game screen of `screen`.
pub fn render(app: &App, screen: &GameScreen, theme: Theme, area: Rect, buf: &mut Buffer) {
    let ui = app.ui();
    let view = view(app, screen);
    let areas = layout::board_stage(area, app.ascii());
    buf.set_stringn(
        areas.title.x + 1,
        areas.title.y,
        &view.heading,
        usize::from(area.width.saturating_sub(2)),
        theme.heading(),
    );
    let board = BoardWidget {
        cursor: screen.persons_turn().then_some(screen.cursor.square()),
        ..BoardWidget::new(ui, app.ascii(), &view.board, theme)
    };
    super::stage::draw_board(ui, &areas, &board, buf);
    let text = text_lines(app, screen, &view, theme, areas.text.width);
    text.draw(app.scroll, areas.text, theme, buf);
    bottom_line(app, theme, area, buf);
}

/// The prompt: what to do now.
fn prompt(app: &App, screen: &GameScreen) -> String {
    let ui = app.ui();
    if screen.session.replay().is_some() {
        let steps = format!(
            "{} {}",
            now(app, Does::Game(GameCommand::Back)),
            now(app, Does::Game(GameCommand::Next))
        );
        return ui.prompt_replay_keys(&steps, &now(app, Does::Back));
    }
    if let Some(seat) = &screen.class {
        let game = &seat.game;
        return match screen.session.turn() {
            Turn::Over(_) => ui.class().class_over_keys(
                &escape(game.opponent()),
                &key(Does::Game(GameCommand::NewGame)),
                &key(Does::Game(GameCommand::Replay)),
                &key(Does::Game(GameCommand::Review)),
            ),
            Turn::Person(player) | Turn::Computer(player) if player == game.you => {
                ui.prompt_move_keys(player, true, &key(Does::Play))
            }
            Turn::Person(player) | Turn::Computer(player) => {
                ui.class().their_turn(&escape(game.name_of(player)))
            }
        };
    }
    match screen.session.turn() {
        Turn::Over(_) => ui.prompt_over_keys(
            &key(Does::Game(GameCommand::NewGame)),
            &key(Does::Game(GameCommand::Replay)),
            &key(Does::Game(GameCommand::Review)),
            &key(Does::Game(GameCommand::Save)),
        ),
        Turn::Computer(_) => ui.computer_thinking().to_string(),
        Turn::Person(player) => {
            let yours = screen.session.computer().is_some();
            ui.prompt_move_keys(player, yours, &key(Does::Play))
        }
    }
}

/// The text beside the board: the status, the level and the prompt, always
/// in view, then what the last action said (or, in a replay, the move shown
/// with its lines), which gets the rows left and scrolls.
pub(super) fn text_lines(
    app: &App,
    screen: &GameScreen,
    view: &GameView,
    theme: Theme,
    width: u16,
) -> SideText {
    let ui = app.ui();
    let session = &screen.session;
    let mut lines = Vec::new();
    let feedback: Vec<FeedbackLine> = match session.replay() {
        Some(replay) => replay_lines(ui, replay),
        None => {
            for status in &view.status {
                lines.extend(wrapped(status, width, "", theme.plain()));
            }
            screen
                .said
                .iter()
                .flat_map(|said| said.lines(ui, session))
                .collect()
        }
    };
    if let Some((_, level)) = session.computer() {
        lines.extend(wrapped(ui.level_line(level), width, "", theme.dim()));
    }
    if !lines.is_empty() {
        lines.push(Line::raw(""));
    }
    if let Some(list) = &screen.saved_games {
        lines.extend(wrapped(
            ui.saved_games_heading(),
            width,
            "",
            theme.heading(),
        ));
        for (i, game) in list.games.iter().enumerate() {
            let (marker, style) = if i == list.selected {
                ("▶ ", theme.selected())
            } else {
                ("  ", theme.plain())
            };
            let row = format!("{marker}{}", ui.saved_game_row(&game.name, game.moves));
            lines.extend(wrapped(&row, width, "", style));
        }
        lines.push(Line::raw(""));
        let load = ui.prompt_load_keys(
            &now(app, Does::Choose),
            &now(app, Does::Game(GameCommand::Load)),
            &now(app, Does::Back),
        );
        lines.extend(wrapped(&load, width, "", theme.heading()));
        let feedback = match screen.asks_to_load() {
            true => said(&feedback, None, width, theme),
            false => Vec::new(),
        };
        return SideText {
            pinned: lines,
            feedback,
        };
    }
    lines.extend(wrapped(&prompt(app, screen), width, "", theme.heading()));
    lines.extend(typed_and_marked(
        ui,
        screen.cursor.column(),
        Bitboard::EMPTY,
        width,
        theme,
    ));
    SideText {
        pinned: lines,
        feedback: said(&feedback, app.notice.as_deref(), width, theme),
    }
}
