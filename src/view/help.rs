//! The help of a session, from the one command table: the forms of an answer and
//! every command with all its words, in the learner's language.

use crate::i18n::Ui;
use crate::runner::Command;

/// One row of help: what to type (or press) and what it does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpRow {
    /// What to type: `d3`, or a command's words `back, b`.
    pub keys: String,
    /// What it does.
    pub what: String,
}

/// The help of a lesson: the forms of an answer, then each command with every
/// word that gives it.
pub fn rows(ui: Ui) -> Vec<HelpRow> {
    rows_of(ui, ui.answer_forms(), &Command::LESSON)
}

/// The help of a game: the forms of a move, then each command of a game.
pub fn game_rows(ui: Ui) -> Vec<HelpRow> {
    rows_of(ui, ui.play_answer_forms(), &Command::GAME)
}

fn rows_of(ui: Ui, answers: &[(&str, &str)], commands: &[Command]) -> Vec<HelpRow> {
    let answers = answers.iter().map(|(keys, what)| HelpRow {
        keys: (*keys).to_string(),
        what: (*what).to_string(),
    });
    let commands = commands.iter().map(|&command| HelpRow {
        keys: ui.command_words(command).join(", "),
        what: ui.command_help(command).to_string(),
    });
    answers.chain(commands).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

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
}
