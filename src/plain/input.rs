//! One line of plain-mode input read as a command or an answer, among the
//! commands the session's screen takes (`app::bindings::commands_at`, each
//! with the words of every language): `d3`,
//! `d4, e5` or `d4-e5`, `pass`, `black`, `black wins`, `33-31`, `2`, `hint`,
//! `back`, an empty line for next. A command's long word is always the command;
//! a short form (`b`) gives way to an answer to the step (`b` is black in a step
//! that asks who won).

use crate::app::bindings::commands_at;
use crate::engine::{Bitboard, Color, Square};
use crate::i18n::{Form, Place, Ui};
use crate::runner::{Answer, Asks, Command};
use crate::runner::{GameCommand, LessonCommand};
use crate::untrusted::shown_back;

/// What a line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// An answer to the step.
    Answer(Answer),
    /// A command (an empty line is [`Command::Lesson(LessonCommand::Next)`]).
    Command(Command),
    /// Neither an answer nor a command (the text, trimmed).
    Unknown(String),
}

/// Reads one line of a lesson, for a step that asks for `asks` (`None`:
/// nothing). Answers may use the words of `ui`'s language as well as English
/// (`lewat`, `hitam`; `bỏ lượt`, `đen`).
pub fn parse(line: &str, ui: Ui, asks: Option<Asks>) -> Line {
    parse_among(line, ui, asks, &commands_at(Place::Lesson))
}

/// Reads one line of a session that takes `commands` (another command's word
/// is not understood there).
pub fn parse_among(line: &str, ui: Ui, asks: Option<Asks>, commands: &[Command]) -> Line {
    let text = line.trim();
    let lower = text.to_lowercase();
    let words = words(&lower);
    let joined = words.join(" ");
    if joined.is_empty() {
        // An empty line goes on: the session's next step, puzzle or move.
        let next = commands.iter().copied().find(|c| {
            matches!(
                c,
                Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next)
            )
        });
        return next.map_or_else(|| Line::Unknown(String::new()), Line::Command);
    }
    let command = ui.command_named(&joined, commands);
    if let Some((c, Form::Long)) = command {
        return Line::Command(c);
    }
    // What the step asks for first, so that no short form shadows an answer.
    let wanted = match asks {
        Some(Asks::Outcome) => outcome(&words, ui),
        Some(Asks::Choice) => choice(&words),
        Some(Asks::Move | Asks::MoveOrPass | Asks::Squares | Asks::Square) => squares(&words),
        None => None,
    };
    if let Some(answer) = wanted {
        return Line::Answer(answer);
    }
    if let Some((c, Form::Short)) = command {
        return Line::Command(c);
    }
    if ui.is_pass(&joined) {
        return Line::Answer(Answer::Pass);
    }
    match squares(&words)
        .or_else(|| outcome(&words, ui))
        .or_else(|| choice(&words))
    {
        Some(answer) => Line::Answer(answer),
        None => Line::Unknown(text.to_string()),
    }
}

/// The words of a line: split at spaces, commas and semicolons, and squares or
/// numbers joined by a hyphen or slash (`d4-e5`, `33-31`) split apart.
fn words(lower: &str) -> Vec<String> {
    let mut out = Vec::new();
    for word in lower.split(|c: char| c.is_whitespace() || c == ',' || c == ';') {
        if word.is_empty() {
            continue;
        }
        let parts: Vec<&str> = word.split(['-', '/']).collect();
        let all_squares = parts.iter().all(|p| p.parse::<Square>().is_ok());
        let all_numbers = parts.iter().all(|p| p.parse::<u32>().is_ok());
        if parts.len() > 1 && (all_squares || all_numbers) {
            out.extend(parts.iter().map(|p| p.to_string()));
        } else {
            out.push(word.to_string());
        }
    }
    out
}

/// One square, or several.
fn squares(words: &[String]) -> Option<Answer> {
    let squares: Vec<Square> = words
        .iter()
        .map(|w| w.parse::<Square>())
        .collect::<Result<_, _>>()
        .ok()?;
    Some(match squares.as_slice() {
        [] => return None,
        [one] => Answer::Move(*one),
        many => Answer::Squares(many.iter().copied().collect::<Bitboard>()),
    })
}

/// The number of a choice, counting from 1.
fn choice(words: &[String]) -> Option<Answer> {
    match words {
        [number] => match number.parse::<usize>() {
            Ok(n) if n >= 1 => Some(Answer::Choice(n - 1)),
            _ => None,
        },
        _ => None,
    }
}

/// Who won: a colour or a draw (`black`, `b`, `black wins`, `seri`), a count
/// (`33 31`, `33-31`, black first), or both (`black 40 24`).
fn outcome(words: &[String], ui: Ui) -> Option<Answer> {
    let said = |word: &str| ui.outcome_word(word);
    let (winner, rest): (Option<Option<Color>>, &[String]) = match words.split_first() {
        Some((first, rest)) => match said(first) {
            Some(winner) => (Some(winner), rest),
            None => (None, words),
        },
        None => return None,
    };
    let rest = match rest.split_first() {
        Some((win, after)) if winner.is_some() && ui.is_win_word(win) => after,
        _ => rest,
    };
    let count = match rest {
        [] => None,
        [black, white] => Some((black.parse::<u32>().ok()?, white.parse::<u32>().ok()?)),
        _ => return None,
    };
    let winner = match (winner, count) {
        (Some(winner), _) => winner,
        (None, Some((black, white))) => match black.cmp(&white) {
            std::cmp::Ordering::Greater => Some(Color::Black),
            std::cmp::Ordering::Less => Some(Color::White),
            std::cmp::Ordering::Equal => None,
        },
        (None, None) => return None,
    };
    Some(Answer::Outcome { winner, count })
}

/// `text` as it may be shown back to the learner: control characters escaped
/// (`\e` for escape) and cut after 80 characters.
pub fn echo_safe(text: &str) -> String {
    shown_back(text, 80)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::bindings::commands_at;
    use crate::i18n::Place;
    use crate::lang::Lang;
    use crate::runner::GameCommand;
    use crate::view::help::{game_rows, puzzle_rows, rows};

    fn en(line: &str) -> Line {
        parse(line, Ui::new(Lang::En), None)
    }

    fn outcome_of(winner: Option<Color>, count: Option<(u32, u32)>) -> Line {
        Line::Answer(Answer::Outcome { winner, count })
    }

    #[test]
    fn squares_passes_outcomes_and_choices_are_answers() {
        assert_eq!(en(" D3 "), Line::Answer(Answer::Move(Square::D3)));
        let three = Line::Answer(Answer::Squares(
            [Square::D4, Square::E5, Square::F6].into_iter().collect(),
        ));
        assert_eq!(en("d4, e5 f6"), three);
        assert_eq!(en("d4-e5-f6"), three);
        assert_eq!(en("d4;e5, f6"), three);
        assert_eq!(en("pass"), Line::Answer(Answer::Pass));
        assert_eq!(
            en("Black 40 24"),
            outcome_of(Some(Color::Black), Some((40, 24)))
        );
        assert_eq!(en("draw"), outcome_of(None, None));
        assert_eq!(en("2"), Line::Answer(Answer::Choice(1)));
    }

    #[test]
    fn the_words_the_lessons_teach_name_the_outcome() {
        let asks = Some(Asks::Outcome);
        let en = |line| parse(line, Ui::new(Lang::En), asks);
        assert_eq!(en("tie"), outcome_of(None, None));
        assert_eq!(en("black wins"), outcome_of(Some(Color::Black), None));
        assert_eq!(en("33-31"), outcome_of(Some(Color::Black), Some((33, 31))));
        assert_eq!(en("30 34"), outcome_of(Some(Color::White), Some((30, 34))));
        assert_eq!(en("32-32"), outcome_of(None, Some((32, 32))));
        let id = |line| parse(line, Ui::new(Lang::Id), asks);
        assert_eq!(id("remis"), outcome_of(None, None));
        assert_eq!(id("seri"), outcome_of(None, None));
        assert_eq!(id("hitam menang"), outcome_of(Some(Color::Black), None));
        let vi = |line| parse(line, Ui::new(Lang::Vi), asks);
        assert_eq!(vi("hòa"), outcome_of(None, None));
        assert_eq!(
            vi("trắng thắng 20-44"),
            outcome_of(Some(Color::White), Some((20, 44)))
        );
    }

    #[test]
    fn a_short_form_gives_way_to_an_answer_to_the_step() {
        let ui = Ui::new(Lang::En);
        assert_eq!(
            parse("b", ui, Some(Asks::Outcome)),
            outcome_of(Some(Color::Black), None)
        );
        assert_eq!(
            parse("b", ui, Some(Asks::Move)),
            Line::Command(Command::Lesson(LessonCommand::Back))
        );
        assert_eq!(
            parse("b", ui, None),
            Line::Command(Command::Lesson(LessonCommand::Back))
        );
        // A long word is always the command.
        assert_eq!(
            parse("back", ui, Some(Asks::Outcome)),
            Line::Command(Command::Lesson(LessonCommand::Back))
        );
        // In Indonesian, h is hitam where the winner is asked, and hint elsewhere.
        let id = Ui::new(Lang::Id);
        assert_eq!(
            parse("h", id, Some(Asks::Outcome)),
            outcome_of(Some(Color::Black), None)
        );
        assert_eq!(
            parse("h", id, Some(Asks::Move)),
            Line::Command(Command::Lesson(LessonCommand::Hint))
        );
    }

    #[test]
    fn every_command_is_read_by_each_of_its_words_in_every_language() {
        for lang in Lang::ALL {
            let ui = Ui::new(lang);
            for (place, asks) in [(Place::Lesson, None), (Place::Game, Some(Asks::Move))] {
                let commands = commands_at(place);
                for &command in &commands {
                    for word in ui.command_forms(command) {
                        assert_eq!(
                            parse_among(word, ui, asks, &commands),
                            Line::Command(command),
                            "{lang} {word}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_games_commands_are_not_read_in_a_lesson_nor_a_lessons_in_a_game() {
        assert_eq!(en("undo"), Line::Unknown("undo".into()));
        assert_eq!(en("u"), Line::Unknown("u".into()));
        let commands = commands_at(Place::Game);
        let game = |line| parse_among(line, Ui::new(Lang::En), Some(Asks::Move), &commands);
        assert_eq!(
            game("undo"),
            Line::Command(Command::Game(GameCommand::Undo))
        );
        assert_eq!(
            game("e"),
            Line::Command(Command::Game(GameCommand::Explain))
        );
        assert_eq!(game("hint"), Line::Unknown("hint".into()));
        assert_eq!(game("e6"), Line::Answer(Answer::Move(Square::E6)));
        assert_eq!(game("pass"), Line::Answer(Answer::Pass));
    }

    #[test]
    fn commands_and_an_empty_line_are_not_answers() {
        assert_eq!(en(""), Line::Command(Command::Lesson(LessonCommand::Next)));
        assert_eq!(
            en("next"),
            Line::Command(Command::Lesson(LessonCommand::Next))
        );
        assert_eq!(
            en("hint"),
            Line::Command(Command::Lesson(LessonCommand::Hint))
        );
        assert_eq!(
            en("reveal"),
            Line::Command(Command::Lesson(LessonCommand::Reveal))
        );
        assert_eq!(en("quit"), Line::Command(Command::Quit));
        assert_eq!(en("help"), Line::Command(Command::Help));
        assert_eq!(en("i9"), Line::Unknown("i9".into()));
        assert_eq!(en("0"), Line::Unknown("0".into()));
        assert_eq!(en("black 40"), Line::Unknown("black 40".into()));
    }

    #[test]
    fn the_learners_language_names_passes_and_colours_too() {
        let vi = Ui::new(Lang::Vi);
        assert_eq!(parse("Bỏ lượt", vi, None), Line::Answer(Answer::Pass));
        assert_eq!(parse("đen", vi, None), outcome_of(Some(Color::Black), None));
        let id = Ui::new(Lang::Id);
        assert_eq!(parse("lewat", id, None), Line::Answer(Answer::Pass));
        assert_eq!(
            parse("seri 32 32", id, None),
            outcome_of(None, Some((32, 32)))
        );
        assert_eq!(en("lewat"), Line::Unknown("lewat".into()));
    }

    #[test]
    fn an_echo_never_carries_control_characters_and_stays_short() {
        assert_eq!(echo_safe("\u{1b}]0;pwned\u{7}d3"), "\\e]0;pwned\\u{7}d3");
        let long = "d3 ".repeat(60);
        let echoed = echo_safe(&long);
        assert_eq!(echoed.chars().count(), 81);
        assert!(echoed.ends_with('…'));
    }

    #[test]
    fn puzzle_help_lists_every_word_of_each_command_the_puzzle_screen_takes() {
        let ui = Ui::new(Lang::Id);
        let table = puzzle_rows(ui, &commands_at(Place::Puzzle));
        assert_eq!(table[0].keys, "d3");
        assert!(
            table.iter().any(|r| r.keys == "petunjuk, hint, h"),
            "{table:?}"
        );
        // A puzzle has no step to try again.
        assert!(
            !table.iter().any(|r| r.keys.contains("coba lagi")),
            "{table:?}"
        );
    }

    #[test]
    fn help_lists_every_command_with_every_short_form_in_every_language() {
        for lang in Lang::ALL {
            let ui = Ui::new(lang);
            let table = rows(ui, &commands_at(Place::Lesson));
            for command in commands_at(Place::Lesson) {
                let words = ui.command_words(command).join(", ");
                assert!(table.iter().any(|r| r.keys == words), "{lang}: {words}");
            }
            assert_eq!(
                table.len(),
                rows(Ui::new(Lang::En), &commands_at(Place::Lesson)).len(),
                "{lang}"
            );
            let game = game_rows(ui, &commands_at(Place::Game));
            for command in commands_at(Place::Game) {
                let words = ui.command_words(command).join(", ");
                assert!(game.iter().any(|r| r.keys == words), "{lang}: {words}");
            }
            assert_eq!(
                game.len(),
                game_rows(Ui::new(Lang::En), &commands_at(Place::Game)).len(),
                "{lang}"
            );
        }
    }

    #[test]
    fn game_help_says_next_and_back_step_a_replay() {
        for lang in Lang::ALL {
            let ui = Ui::new(lang);
            let rows = game_rows(ui, &commands_at(Place::Game));
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
