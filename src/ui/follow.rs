//! The teacher's demo on a pupil's screen: the classroom demo where the class
//! is, with what the pupil may answer, their answer, and once the teacher
//! shows the answer, whether theirs was right.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use crate::app::{App, FollowSaid, FollowScreen};
use crate::engine::list_squares;
use crate::runner::{Asks, Command};
use crate::view::dashboard::answer_words;

use super::demo::{Beside, render_with};
use super::stage::{DEMO_TEXT_W, stage};
use super::text::wrapped;
use super::theme::Theme;

/// Draws the follow screen.
pub fn render(app: &App, screen: &FollowScreen, theme: Theme, area: Rect, buf: &mut Buffer) {
    let ui = app.ui();
    let says = ui.teacher();
    let width = stage(area, app.ascii(), DEMO_TEXT_W).text.width;
    let mut said: Vec<String> = vec![says.follow_heading().to_string()];
    let asks = screen.asks();
    match (&screen.given, screen.revealed()) {
        (Some((_, true)), true) => said.push(says.follow_right().to_string()),
        (Some((_, false)), true) => said.push(says.follow_wrong().to_string()),
        (None, true) => said.push(says.follow_none().to_string()),
        (Some((answer, _)), false) => {
            let choices = screen.demo.choices(app.lang());
            said.push(says.follow_given(&answer_words(ui, answer, &choices)));
        }
        (None, false) => {
            let prompt = match asks {
                Some(Asks::Choice) => Some(says.follow_prompt_choice()),
                Some(Asks::Move | Asks::MoveOrPass | Asks::Square) => {
                    Some(says.follow_prompt_square())
                }
                Some(Asks::Squares) => Some(says.follow_prompt_squares()),
                Some(Asks::Outcome) => Some(says.follow_prompt_outcome()),
                None => None,
            };
            said.extend(prompt.map(String::from));
            if !screen.picks.is_empty() {
                said.push(says.marked(&list_squares(screen.picks.squares())));
            }
        }
    }
    match screen.said {
        Some(FollowSaid::NotAnAnswer) => said.push(says.follow_not_an_answer().to_string()),
        Some(FollowSaid::AnsweredAlready) => said.push(says.follow_once().to_string()),
        None => {}
    }
    let mut lines: Vec<Line> = vec![Line::raw("")];
    for (i, text) in said.iter().enumerate() {
        let style = if i == 0 { theme.dim() } else { theme.heading() };
        lines.extend(wrapped(text, width, "", style));
    }
    let beside = Beside {
        cursor: screen.takes_squares().then(|| screen.cursor.square()),
        lines,
    };
    render_with(app, &screen.demo, beside, theme, area, buf);
}

/// The keys the follow screen's key list shows: how to answer the step, if
/// it asks.
pub fn key_rows(app: &App, screen: &FollowScreen) -> Vec<(String, String)> {
    let ui = app.ui();
    let row = |keys: &str, what: &str| (keys.to_string(), what.to_string());
    let mut rows = Vec::new();
    match screen.asks() {
        Some(Asks::Choice | Asks::Outcome) => rows.push(row("1-9", ui.act_number())),
        Some(Asks::Squares) => {
            rows.push(row(super::keymap::CURSOR_KEYS, ui.act_move_cursor()));
            rows.push(row("a-h 1-8", ui.act_type_square()));
            rows.push(row("Space", ui.act_pick()));
            rows.push(row("Enter", ui.act_answer()));
        }
        Some(asks) => {
            rows.push(row(super::keymap::CURSOR_KEYS, ui.act_move_cursor()));
            rows.push(row("a-h 1-8", ui.act_type_square()));
            rows.push(row("Enter  Space", ui.act_play()));
            if asks == Asks::MoveOrPass {
                rows.push(row("p", ui.act_pass()));
            }
        }
        None => {}
    }
    rows.push(row("?", ui.key_help(Command::Help)));
    rows.push(row("q", ui.key_help(Command::Quit)));
    rows
}

/// The few keys the follow screen's key bar shows.
pub fn key_bar(app: &App, screen: &FollowScreen) -> Vec<(String, String)> {
    let ui = app.ui();
    let key = |keys: &str, word: &str| (keys.to_string(), word.to_string());
    let mut keys = Vec::new();
    if screen.given.is_none() {
        match screen.asks() {
            Some(Asks::Choice | Asks::Outcome) => keys.push(key("1-9", ui.act_choose())),
            Some(Asks::Squares) => {
                keys.push(key("␣", ui.act_pick()));
                keys.push(key("↵", ui.act_answer()));
            }
            Some(_) => keys.push(key("d3 ↵", ui.act_play())),
            None => {}
        }
    }
    keys.push(key("?", ui.key_word(Command::Help)));
    keys
}
