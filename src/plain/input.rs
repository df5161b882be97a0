//! One line of plain-mode input read as a command or an answer: `d3`, `pass`,
//! `d4 e5 f6`, `black 40 24`, `2`, `hint`, `back`, `skip`, `next` or an empty
//! line, `quit`, `help`.

use crate::engine::{Bitboard, Square};
use crate::i18n::Ui;
use crate::runner::Answer;

/// What a line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// An answer to the step.
    Answer(Answer),
    /// Go on (also an empty line).
    Next,
    /// Back one step.
    Back,
    /// Skip the step.
    Skip,
    /// A hint.
    Hint,
    /// The list of commands.
    Help,
    /// Leave the lesson.
    Quit,
    /// Neither an answer nor a command (the text, trimmed).
    Unknown(String),
}

/// Reads one line. Answers may use the words of `ui`'s language as well as English
/// (`lewat`, `hitam`; `bỏ lượt`, `đen`).
pub fn parse(line: &str, ui: Ui) -> Line {
    let text = line.trim();
    let lower = text.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    let joined = words.join(" ");
    match joined.as_str() {
        "" | "next" | "n" => return Line::Next,
        "back" | "b" => return Line::Back,
        "skip" | "s" => return Line::Skip,
        "hint" => return Line::Hint,
        "help" | "?" => return Line::Help,
        "quit" | "q" | "exit" => return Line::Quit,
        _ => {}
    }
    if ui.is_pass(&joined) {
        return Line::Answer(Answer::Pass);
    }
    if let Some(answer) = outcome(&words, ui) {
        return Line::Answer(answer);
    }
    if let Ok(squares) = words
        .iter()
        .map(|w| w.parse::<Square>())
        .collect::<Result<Vec<Square>, _>>()
    {
        return Line::Answer(match squares.as_slice() {
            [one] => Answer::Move(*one),
            many => Answer::Squares(many.iter().copied().collect::<Bitboard>()),
        });
    }
    if let [number] = words.as_slice()
        && let Ok(n) = number.parse::<usize>()
        && n >= 1
    {
        return Line::Answer(Answer::Choice(n - 1));
    }
    Line::Unknown(text.to_string())
}

/// `black`, `white 30 34`, `draw 32 32` (count black first), in English or `ui`'s words.
fn outcome(words: &[&str], ui: Ui) -> Option<Answer> {
    let (first, rest) = words.split_first()?;
    let winner = ui.outcome_word(first)?;
    let count = match rest {
        [] => None,
        [black, white] => Some((black.parse().ok()?, white.parse().ok()?)),
        _ => return None,
    };
    Some(Answer::Outcome { winner, count })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Color;
    use crate::lang::Lang;

    fn en(line: &str) -> Line {
        parse(line, Ui::new(Lang::En))
    }

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn squares_passes_outcomes_and_choices_are_answers() {
        assert_eq!(en(" D3 "), Line::Answer(Answer::Move(sq("d3"))));
        assert_eq!(
            en("d4, e5 f6"),
            Line::Answer(Answer::Squares(
                [sq("d4"), sq("e5"), sq("f6")].into_iter().collect()
            ))
        );
        assert_eq!(en("pass"), Line::Answer(Answer::Pass));
        assert_eq!(
            en("Black 40 24"),
            Line::Answer(Answer::Outcome {
                winner: Some(Color::Black),
                count: Some((40, 24))
            })
        );
        assert_eq!(
            en("draw"),
            Line::Answer(Answer::Outcome {
                winner: None,
                count: None
            })
        );
        assert_eq!(en("2"), Line::Answer(Answer::Choice(1)));
    }

    #[test]
    fn commands_and_an_empty_line_are_not_answers() {
        assert_eq!(en(""), Line::Next);
        assert_eq!(en("next"), Line::Next);
        assert_eq!(en("hint"), Line::Hint);
        assert_eq!(en("back"), Line::Back);
        assert_eq!(en("skip"), Line::Skip);
        assert_eq!(en("quit"), Line::Quit);
        assert_eq!(en("help"), Line::Help);
        assert_eq!(en("i9"), Line::Unknown("i9".into()));
        assert_eq!(en("0"), Line::Unknown("0".into()));
        assert_eq!(en("black 40"), Line::Unknown("black 40".into()));
    }

    #[test]
    fn the_learners_language_names_passes_and_colours_too() {
        let vi = Ui::new(Lang::Vi);
        assert_eq!(parse("Bỏ lượt", vi), Line::Answer(Answer::Pass));
        assert_eq!(
            parse("đen", vi),
            Line::Answer(Answer::Outcome {
                winner: Some(Color::Black),
                count: None
            })
        );
        let id = Ui::new(Lang::Id);
        assert_eq!(parse("lewat", id), Line::Answer(Answer::Pass));
        assert_eq!(
            parse("seri 32 32", id),
            Line::Answer(Answer::Outcome {
                winner: None,
                count: Some((32, 32))
            })
        );
        assert_eq!(parse("Melewati giliran", id), Line::Answer(Answer::Pass));
        assert_eq!(
            parse("remis", id),
            Line::Answer(Answer::Outcome {
                winner: None,
                count: None
            })
        );
        assert_eq!(
            parse("lewat", Ui::new(Lang::En)),
            Line::Unknown("lewat".into())
        );
    }
}
