//! The tasks a learner answers in words rather than on the board: `outcome` (who
//! won a finished game, checked against the count) and `choice` (multiple choice).

use std::ops::Range;

use super::codes::Code;
use super::error::{Problems, Said};
use super::fields;
use super::kinds::TaskKind;
use super::model::{Task, Text};
use super::raw::RawStep;
use super::task::StepContext;
use crate::engine::{Board, Color, Status, list_squares};

/// An `outcome` task: the game over, and `winner` agreeing with the count.
pub(crate) fn outcome(
    problems: &mut Problems<'_>,
    raw: &RawStep,
    board: Option<&Board>,
    task_span: &Range<usize>,
) -> Task {
    let said = raw
        .winner
        .as_ref()
        .and_then(|winner| match winner.get_ref().trim() {
            "black" => Some((winner, Some(Color::Black))),
            "white" => Some((winner, Some(Color::White))),
            "draw" => Some((winner, None)),
            other => {
                problems.said_at(
                    &winner.span(),
                    Said::new(
                        Code::BadWinner,
                        format!("`winner` is \"{other}\": write \"black\", \"white\" or \"draw\""),
                    )
                    .with_args(vec![other.to_string()]),
                );
                None
            }
        });
    let unknown = Task::Outcome {
        winner: None,
        black: 0,
        white: 0,
    };
    let Some(board) = board else { return unknown };
    let Status::Over(result) = board.status() else {
        let (state, legal) = match board.status() {
            Status::MustPass => (
                format!(
                    "{} must pass, but {} can still move",
                    board.to_move(),
                    board.to_move().opposite()
                ),
                String::new(),
            ),
            _ => {
                let legal = list_squares(board.legal_moves());
                (
                    format!("{} can still move ({legal})", board.to_move()),
                    legal,
                )
            }
        };
        problems.said_at(
            task_span,
            Said::new(
                Code::GameNotOver,
                format!(
                    "task \"{}\" needs a finished game, and this one is not over: {state}",
                    TaskKind::Outcome.name()
                ),
            )
            .with_args(vec![
                TaskKind::Outcome.name().to_string(),
                board.to_move().name().to_string(),
                legal,
            ]),
        );
        return unknown;
    };
    let (high, low) = (
        result.black.max(result.white),
        result.black.min(result.white),
    );
    let (verdict, winner_name) = match result.winner() {
        Some(c) => (format!("{c} wins {high} to {low}"), c.name()),
        None => (format!("a draw, {high} to {low}"), "draw"),
    };
    // The count's verdict, as parts: the winner (or `draw`) and the two scores.
    let count = [winner_name.to_string(), high.to_string(), low.to_string()];
    match (&raw.winner, said) {
        (None, _) => problems.said_at(
            task_span,
            Said::new(
                Code::MissingWinner,
                format!(
                    "task \"{}\" needs `winner` (\"black\", \"white\" or \"draw\"); here {verdict}",
                    TaskKind::Outcome.name()
                ),
            )
            .with_args([vec![TaskKind::Outcome.name().to_string()], count.to_vec()].concat()),
        ),
        (Some(_), Some((winner, said))) if said != result.winner() => {
            let written = winner.get_ref().trim();
            problems.said_at(
                &winner.span(),
                Said::new(
                    Code::WrongWinner,
                    format!("`winner` is \"{written}\", but the count says {verdict}"),
                )
                .with_args([vec![written.to_string()], count.to_vec()].concat()),
            );
        }
        _ => {}
    }
    Task::Outcome {
        winner: result.winner(),
        black: result.black,
        white: result.white,
    }
}

/// A `choice` task: at least two choices, `correct` among them.
pub(crate) fn choice(
    problems: &mut Problems<'_>,
    raw: &RawStep,
    task_span: &Range<usize>,
    cx: &StepContext<'_>,
) -> Task {
    let shuffle = raw.shuffle.as_ref().is_none_or(|s| *s.get_ref());
    let unknown = || Task::Choice {
        choices: Vec::new(),
        correct: 0,
        shuffle,
    };
    let Some(choices) = &raw.choices else {
        let kind = TaskKind::Choice.name();
        problems.at(task_span, Code::MissingChoices, format!("task \"{kind}\" needs `choices`, a list of answers like [{{ en = \"Yes\" }}, {{ en = \"No\" }}]"));
        return unknown();
    };
    let count = choices.get_ref().len();
    if count < 2 {
        problems.said_at(
            &choices.span(),
            Said::new(
                Code::TooFewChoices,
                format!("`choices` has {count} answer(s): offer at least two"),
            )
            .with_args(vec![count.to_string()]),
        );
    }
    let texts: Vec<Option<Text>> = choices
        .get_ref()
        .iter()
        .enumerate()
        .map(|(i, c)| {
            fields::text(
                problems,
                &format!("choices.{i}"),
                c,
                cx.languages,
                cx.dropped,
            )
        })
        .collect();
    let correct = match &raw.correct {
        None => {
            if !cx.dropped.contains("correct") {
                let kind = TaskKind::Choice.name();
                problems.said_at(task_span, Said::new(Code::MissingCorrect, format!("task \"{kind}\" needs `correct`, the number of the right answer (1 to {count})")).with_args(vec![count.to_string()]));
            }
            return unknown();
        }
        Some(correct) => *correct.get_ref(),
    };
    if correct < 1 || correct as usize > count {
        if let Some(at) = &raw.correct {
            let there = if count == 1 {
                "there is only 1 choice".to_string()
            } else {
                format!("there are {count} choices")
            };
            problems.said_at(
                &at.span(),
                Said::new(
                    Code::BadCorrect,
                    format!("`correct` is {correct}, but {there}: use a number from 1 to {count}"),
                )
                .with_args(vec![correct.to_string(), count.to_string()]),
            );
        }
        return unknown();
    }
    match texts.into_iter().collect::<Option<Vec<Text>>>() {
        Some(choices) => Task::Choice {
            choices,
            correct: (correct - 1) as usize,
            shuffle,
        },
        None => unknown(),
    }
}
