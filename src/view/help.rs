//! The help of a session, from the one command table: the forms of an answer and
//! every command with all its words, in the learner's language.

use crate::i18n::Ui;
use crate::runner::Command;
use crate::runner::{GameCommand, LessonCommand};

/// One row of help: what to type (or press) and what it does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpRow {
    /// What to type: `d3`, or a command's words `back, b`.
    pub keys: String,
    /// What it does.
    pub what: String,
}

/// The help of a puzzle: how to give a move, then each command a puzzle uses
/// with every word that gives it and what it does there.
pub fn puzzle_rows(ui: Ui) -> Vec<HelpRow> {
    let answers = ui
        .answer_forms()
        .iter()
        .take(1)
        .map(|(keys, what)| HelpRow {
            keys: (*keys).to_string(),
            what: (*what).to_string(),
        });
    let commands = Command::LESSON
        .into_iter()
        .filter(|command| *command != Command::Lesson(LessonCommand::Back))
        .map(|command| HelpRow {
            keys: ui.command_forms(command).join(", "),
            what: ui.puzzle_command_help(command).to_string(),
        });
    answers.chain(commands).collect()
}

/// The help of a lesson: the forms of an answer, then each command with every
/// word that gives it.
pub fn rows(ui: Ui) -> Vec<HelpRow> {
    rows_of(ui, ui.answer_forms(), &Command::LESSON, |command| {
        ui.command_help(command)
    })
}

/// The help of a game: the forms of a move, then each command of a game (next
/// and back step a replay).
pub fn game_rows(ui: Ui) -> Vec<HelpRow> {
    rows_of(
        ui,
        ui.play_answer_forms(),
        &Command::GAME,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use crate::runner::GameCommand;

    #[test]
    fn puzzle_help_lists_every_word_of_each_command_a_puzzle_uses() {
        let ui = Ui::new(Lang::Id);
        let table = puzzle_rows(ui);
        assert_eq!(table[0].keys, "d3");
        assert!(
            table.iter().any(|r| r.keys == "petunjuk, hint, h"),
            "{table:?}"
        );
        assert!(
            !table.iter().any(|r| r.keys.contains("kembali")),
            "{table:?}"
        );
    }

    #[test]
    fn help_lists_every_command_with_every_short_form_in_every_language() {
        for lang in Lang::ALL {
            let ui = Ui::new(lang);
            let table = rows(ui);
            for command in Command::LESSON {
                let words = ui.command_words(command).join(", ");
                assert!(table.iter().any(|r| r.keys == words), "{lang}: {words}");
            }
            assert_eq!(table.len(), rows(Ui::new(Lang::En)).len(), "{lang}");
            let game = game_rows(ui);
            for command in Command::GAME {
                let words = ui.command_words(command).join(", ");
                assert!(game.iter().any(|r| r.keys == words), "{lang}: {words}");
            }
            assert_eq!(game.len(), game_rows(Ui::new(Lang::En)).len(), "{lang}");
        }
    }

    #[test]
    fn game_help_says_next_and_back_step_a_replay() {
        for lang in Lang::ALL {
            let ui = Ui::new(lang);
            let rows = game_rows(ui);
            let what = |command| {
                let keys = ui.command_words(command).join(", ");
                rows.iter().find(|r| r.keys == keys).map(|r| r.what.clone())
            };
            assert_eq!(
                what(Command::Game(GameCommand::Next)).as_deref(),
                Some(ui.replay_step_help(true))
            );
            assert_eq!(
                what(Command::Game(GameCommand::Back)).as_deref(),
                Some(ui.replay_step_help(false))
            );
            assert_ne!(
                ui.replay_step_help(true),
                ui.command_help(Command::Lesson(LessonCommand::Next))
            );
            assert_eq!(
                what(Command::Game(GameCommand::Undo)).as_deref(),
                Some(ui.command_help(Command::Game(GameCommand::Undo)))
            );
        }
    }
}
