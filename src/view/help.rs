//! The help of a session: the forms of an answer and every command the
//! session takes (the commands its screen's bindings name), with all its
//! words, in the learner's language.

use crate::i18n::Ui;
use crate::runner::Command;
use crate::runner::GameCommand;

/// One row of help: what to type (or press) and what it does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpRow {
    /// What to type: `d3`, or a command's words `back, b`.
    pub keys: String,
    /// What it does.
    pub what: String,
}

/// The help of a puzzle: how to give a move, then each of `commands` (those
/// a puzzle takes) with every word that gives it and what it does there.
pub fn puzzle_rows(ui: Ui, commands: &[Command]) -> Vec<HelpRow> {
    let answers = ui
        .answer_forms()
        .into_iter()
        .take(1)
        .map(|(keys, what)| HelpRow {
            keys: keys.to_string(),
            what: what.to_string(),
        });
    let commands = commands.iter().map(|&command| HelpRow {
        keys: ui.command_forms(command).join(", "),
        what: ui.puzzle_command_help(command).to_string(),
    });
    answers.chain(commands).collect()
}

/// The help of a lesson: the forms of an answer, then each of `commands`
/// (those a lesson takes) with every word that gives it.
pub fn rows(ui: Ui, commands: &[Command]) -> Vec<HelpRow> {
    rows_of(ui, &ui.answer_forms(), commands, |command| {
        ui.command_help(command)
    })
}

/// The help of a game: the forms of a move, then each of `commands` (those a
/// game takes; next and back step a replay).
pub fn game_rows(ui: Ui, commands: &[Command]) -> Vec<HelpRow> {
    rows_of(
        ui,
        &ui.play_answer_forms(),
        commands,
        |command| match command {
            Command::Game(GameCommand::Next) => ui.replay_step_help(true),
            Command::Game(GameCommand::Back) => ui.replay_step_help(false),
            other => ui.command_help(other),
        },
    )
}

fn rows_of(
    ui: Ui,
    answers: &[(&str, &str)],
    commands: &[Command],
    help: impl Fn(Command) -> &'static str,
) -> Vec<HelpRow> {
    let answers = answers.iter().map(|(keys, what)| HelpRow {
        keys: (*keys).to_string(),
        what: (*what).to_string(),
    });
    let commands = commands.iter().map(|&command| HelpRow {
        keys: ui.command_words(command).join(", "),
        what: help(command).to_string(),
    });
    answers.chain(commands).collect()
}
