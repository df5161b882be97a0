//! The class in the teacher's words: where a pupil is, when they were last
//! seen, a setting's value, a pupil's answer to a step the class follows, and
//! the tally of those answers. The dashboard, the class report and a pupil's
//! follow screen all say these the same way.

use std::time::SystemTime;

use crate::app::{Answered, ClassSettingRow, ClassSettings, Place, PupilRow};
use crate::engine::{Color, list_squares};
use crate::i18n::Ui;
use crate::runner::Answer;
use crate::untrusted::escape;

/// Where `pupil` is, in words (`lesson 2 (legal-moves), step 4`).
pub fn where_words(ui: Ui, pupil: &PupilRow) -> String {
    let teacher = ui.teacher();
    match (pupil.game, &pupil.place) {
        (Some(id), _) => teacher.in_class_game(id),
        (None, None) => teacher.offline().to_string(),
        (None, Some(place)) => place_words(ui, place),
    }
}

/// The screen a pupil is on, in words.
pub fn place_words(ui: Ui, place: &Place) -> String {
    let class = ui.class();
    match place {
        Place::Home => class.at_home().to_string(),
        Place::Lessons => class.choosing_a_lesson().to_string(),
        Place::Lesson { number, id, step } => class.in_lesson(*number, &escape(id), *step),
        Place::PuzzleMenu => class.choosing_a_puzzle().to_string(),
        Place::Puzzle { id } => class.in_puzzle(&escape(id)),
        Place::Game => class.in_game().to_string(),
        Place::Following => ui.teacher().following().to_string(),
        Place::Elsewhere => class.elsewhere().to_string(),
    }
}

/// When `pupil` was last seen, as of `now` (empty: never).
pub fn seen_words(ui: Ui, pupil: &PupilRow, now: SystemTime) -> String {
    let teacher = ui.teacher();
    if pupil.online() {
        return teacher.seen_now().to_string();
    }
    match pupil.last_seen {
        None => String::new(),
        Some(seen) => {
            let minutes = now.duration_since(seen).map_or(0, |d| d.as_secs() / 60);
            teacher.seen_ago(minutes)
        }
    }
}

/// The value of the setting `row` in `settings`, with `lessons` in the course.
pub fn setting_value(
    ui: Ui,
    row: ClassSettingRow,
    settings: &ClassSettings,
    lessons: usize,
) -> String {
    let says = ui.teacher();
    match row {
        ClassSettingRow::Timer => says.timer_value(settings.timer.map(|t| t.as_secs())),
        ClassSettingRow::Swap => says.on_off(settings.swap_colours).to_string(),
        ClassSettingRow::Dots => says.on_off(settings.dots).to_string(),
        ClassSettingRow::Grace => says.seconds(settings.grace.as_secs()),
        ClassSettingRow::Level => says.level_value(settings.level.number()),
        ClassSettingRow::OpenLessons => says.open_lessons_value(settings.open_lessons, lessons),
    }
}

/// An answer in words: a choice's number and text (`choices` in the order
/// shown), squares, a pass, who won.
pub fn answer_words(ui: Ui, answer: &Answer, choices: &[String]) -> String {
    let says = ui.teacher();
    match answer {
        Answer::Choice(i) => match choices.get(*i) {
            Some(text) => format!("{}. {}", i + 1, escape(text)),
            None => (i + 1).to_string(),
        },
        Answer::Move(square) => square.to_string(),
        Answer::Squares(squares) => list_squares(squares.squares()),
        Answer::Pass => says.answer_pass().to_string(),
        Answer::Outcome { winner, count } => {
            let who = match winner {
                Some(color @ (Color::Black | Color::White)) => ui.color(*color).to_string(),
                None => says.answer_draw().to_string(),
            };
            match count {
                Some((black, white)) => format!("{who} {black}-{white}"),
                None => who,
            }
        }
    }
}

/// The tally of the answers to the step the class follows: how many answered
/// of `following`, then each answer given with how many gave it and who (✓
/// right, ✗ not; `+` and `-` in ASCII).
pub fn tally_lines(
    ui: Ui,
    tally: &[Answered],
    following: usize,
    choices: &[String],
    ascii: bool,
) -> Vec<String> {
    let says = ui.teacher();
    let mut lines = vec![says.answers_in(tally.len(), following)];
    let mut given: Vec<&Answer> = Vec::new();
    for answered in tally {
        if !given.contains(&&answered.answer) {
            given.push(&answered.answer);
        }
    }
    let (right, wrong) = if ascii { ("+", "-") } else { ("✓", "✗") };
    for answer in given {
        let who: Vec<String> = tally
            .iter()
            .filter(|a| a.answer == *answer)
            .map(|a| format!("{} {}", a.name, if a.right { right } else { wrong }))
            .collect();
        let words = answer_words(ui, answer, choices);
        lines.push(says.tally_row(&words, who.len(), &who.join(", ")));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    fn answered(name: &str, answer: Answer, right: bool) -> Answered {
        Answered {
            name: name.to_string(),
            answer,
            right,
        }
    }

    #[test]
    fn the_tally_counts_each_answer_and_marks_who_was_right() {
        let ui = Ui::new(Lang::En);
        let d3 = Answer::Move("d3".parse().unwrap());
        let c4 = Answer::Move("c4".parse().unwrap());
        let tally = [
            answered("ani", d3.clone(), true),
            answered("budi", c4, false),
            answered("citra", d3, true),
        ];
        let lines = tally_lines(ui, &tally, 4, &[], false);
        assert_eq!(
            lines,
            [
                "Answers: 3 of 4",
                "d3: 2 (ani ✓, citra ✓)",
                "c4: 1 (budi ✗)"
            ]
        );
    }

    #[test]
    fn a_choice_is_said_with_its_number_and_text() {
        let ui = Ui::new(Lang::En);
        let choices = ["64 squares".to_string(), "36 squares".to_string()];
        let said = answer_words(ui, &Answer::Choice(1), &choices);
        assert_eq!(said, "2. 36 squares");
    }
}
