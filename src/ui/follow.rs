//! The teacher's demo on a pupil's screen: the classroom demo where the class
//! is, with what the pupil may answer, their answer, and once the teacher
//! shows the answer, whether theirs was right.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use crate::app::bindings::name_now;
use crate::app::{App, FollowSaid, FollowScreen};
use crate::engine::list_squares;
use crate::i18n::Does;
use crate::runner::Asks;
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
                Some(Asks::Choice) => Some(says.follow_prompt_choice().to_string()),
                Some(Asks::Move | Asks::MoveOrPass | Asks::Square) => {
                    Some(says.follow_prompt_square(&name_now(app, Does::Play)))
                }
                Some(Asks::Squares) => Some(says.follow_prompt_squares(
                    &name_now(app, Does::Pick),
                    &name_now(app, Does::Answer),
                )),
                Some(Asks::Outcome) => Some(says.follow_prompt_outcome().to_string()),
                None => None,
            };
            said.extend(prompt);
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
