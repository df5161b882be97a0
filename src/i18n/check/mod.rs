//! `reversi-tutor check` in the tutor's languages: the frame of each finding
//! (`error`, `warning`, `step 3`), the summary line and the messages, one file
//! per language. English is the checks' own wording (`crate::course::check`);
//! a finding read here ([`Message`]) is said in every language, and one that is
//! not ([`TRANSLATED`] lists the codes that are) is shown in English.

mod id;
mod vi;

use crate::course::check::English;
use crate::course::{CheckWords, Code, CourseError};
use crate::engine::Color;
use crate::lang::Lang;

/// The words of `check` in `lang`: one line per language of [`crate::lang`].
pub fn check_words(lang: Lang) -> &'static dyn CheckWords {
    match lang {
        Lang::En => &English,
        Lang::Id => &super::id::Indonesian,
        Lang::Vi => &super::vi::Vietnamese,
        // `check`'s words are still Rust, a file per language: the tests'
        // language (`super::test_language`) says them in English.
        #[cfg(test)]
        Lang::Qx => &English,
    }
}

/// The codes whose messages are said in every language; the others are shown
/// in English whatever `--lang` says.
pub const TRANSLATED: &[Code] = &[
    Code::NoCourseFiles,
    Code::TomlSyntax,
    Code::StepsAndPuzzles,
    Code::UnknownFileKind,
    Code::UnknownField,
    Code::MoreProblemsHidden,
    Code::MoreWarningsHidden,
    Code::NoSteps,
    Code::NoPuzzles,
    Code::MissingFormatVersion,
    Code::UnsupportedFormatVersion,
    Code::MissingId,
    Code::BadId,
    Code::IdTooLong,
    Code::MissingText,
    Code::UnknownLanguage,
    Code::LanguagesWithoutEnglish,
    Code::LanguageTwice,
    Code::MissingEnglish,
    Code::EmptyEnglish,
    Code::MissingTranslation,
    Code::SquareTwice,
    Code::UnknownTask,
    Code::IllegalAccept,
    Code::UnknownGoal,
    Code::IllegalMove,
    Code::StepCount,
    Code::TooFewTasks,
    Code::TooManyWords,
    Code::MissingPosition,
    Code::MissingSolution,
    Code::MissingRating,
    Code::MissingTheme,
    Code::UnknownTheme,
    Code::BoardTwice,
    Code::MissingToMove,
    Code::ToMoveWithoutBoard,
    Code::StartNotTrue,
    Code::BadToMove,
    Code::BadWinner,
    Code::BadRating,
    Code::MissingChoices,
    Code::TooFewChoices,
    Code::MissingCorrect,
    Code::MissingAccept,
    Code::EmptyAccept,
    Code::MissingAnswer,
    Code::EmptyAnswer,
    Code::PositionForms,
    Code::StandsAloneMisused,
    Code::DotsShowAnswer,
    Code::NoGlossaryTerms,
];

/// What a text is called in a message: `` `say` `` or a choice by its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label<'a> {
    /// A field, by its name in the file.
    Field(&'a str),
    /// A choice, from 1.
    Choice(usize),
}

impl<'a> Label<'a> {
    /// The label of the text in `field` (`choices.0` is choice 1).
    fn of(field: &'a str) -> Label<'a> {
        match field
            .strip_prefix("choices.")
            .and_then(|i| i.parse::<usize>().ok())
        {
            Some(i) => Label::Choice(i + 1),
            None => Label::Field(field),
        }
    }
}

/// A list of names the checks offer: the task, goal or theme lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Listed {
    /// `task = "..."`.
    Task,
    /// `goal = "..."`.
    Goal,
    /// `theme = "..."`.
    Theme,
}

/// A finding read from its code and parts: the messages said in every language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message<'a> {
    NoCourseFiles,
    TomlSyntax {
        detail: &'a str,
        duplicate: bool,
    },
    StepsAndPuzzles,
    UnknownFileKind,
    UnknownField {
        name: &'a str,
        meant: Option<&'a str>,
        known: &'a str,
    },
    MoreProblemsHidden {
        count: &'a str,
    },
    MoreWarningsHidden {
        count: &'a str,
    },
    NoSteps,
    NoPuzzles,
    MissingFormatVersion,
    UnsupportedFormatVersion {
        version: &'a str,
    },
    /// `what`: `lesson`, `puzzle` or `term`.
    MissingId {
        what: &'a str,
    },
    BadId {
        id: &'a str,
    },
    IdTooLong {
        id: &'a str,
        length: &'a str,
    },
    MissingText {
        field: &'a str,
    },
    UnknownLanguage {
        label: Label<'a>,
        code: &'a str,
        meant: Option<&'a str>,
        below: bool,
    },
    LanguagesWithoutEnglish {
        suggested: &'a str,
    },
    LanguageTwice {
        code: &'a str,
    },
    MissingEnglish {
        label: Label<'a>,
    },
    EmptyEnglish {
        label: Label<'a>,
    },
    /// `required`: an error (the file must have them), else advice.
    MissingTranslation {
        label: Label<'a>,
        required: bool,
        absent: Vec<Lang>,
    },
    SquareTwice {
        field: &'a str,
        square: &'a str,
    },
    UnknownName {
        listed: Listed,
        name: &'a str,
        meant: Option<&'a str>,
        names: &'a str,
    },
    /// `field`: `accept` or `move`.
    NotLegal {
        field: &'a str,
        square: &'a str,
        player: Color,
        legal: &'a str,
    },
    StepCount {
        count: usize,
        least: &'a str,
        most: &'a str,
    },
    TooFewTasks {
        count: &'a str,
        least: &'a str,
    },
    TooManyWords {
        count: &'a str,
        most: &'a str,
    },
    MissingPosition,
    MissingSolution,
    MissingRating,
    MissingTheme {
        names: &'a str,
    },
    BoardTwice {
        other: &'a str,
        place: &'a str,
    },
    MissingToMove,
    ToMoveWithoutBoard,
    StartNotTrue,
    BadToMove {
        value: &'a str,
    },
    BadWinner {
        value: &'a str,
    },
    BadRating {
        value: &'a str,
        least: &'a str,
        most: &'a str,
    },
    MissingChoices,
    TooFewChoices {
        count: &'a str,
    },
    MissingCorrect {
        count: &'a str,
    },
    /// `example`: a legal move of the position.
    MissingAccept {
        example: &'a str,
    },
    EmptyAccept,
    MissingAnswer,
    EmptyAnswer,
    /// `forms`: none (the position is empty) or the two given.
    PositionForms {
        forms: Vec<&'a str>,
    },
    /// `game`: the step is a whole game, else a step to read.
    StandsAloneMisused {
        game: bool,
    },
    DotsShowAnswer {
        task: &'a str,
    },
    NoGlossaryTerms,
}

/// The finding as a [`Message`], or `None` when its message is English only
/// (or it lacks the parts its translation needs).
pub fn read(finding: &CourseError) -> Option<Message<'_>> {
    let args: Vec<&str> = finding.args.iter().map(String::as_str).collect();
    let message = match (finding.code, args.as_slice()) {
        (Code::NoCourseFiles, _) => Message::NoCourseFiles,
        (Code::TomlSyntax, [detail, duplicate]) => Message::TomlSyntax {
            detail,
            duplicate: !duplicate.is_empty(),
        },
        (Code::StepsAndPuzzles, _) => Message::StepsAndPuzzles,
        (Code::UnknownFileKind, _) => Message::UnknownFileKind,
        (Code::UnknownField, [name, meant, known]) => Message::UnknownField {
            name,
            meant: given(meant),
            known,
        },
        (Code::MoreProblemsHidden, [count]) => Message::MoreProblemsHidden { count },
        (Code::MoreWarningsHidden, [count]) => Message::MoreWarningsHidden { count },
        (Code::NoSteps, _) => Message::NoSteps,
        (Code::NoPuzzles, _) => Message::NoPuzzles,
        (Code::MissingFormatVersion, _) => Message::MissingFormatVersion,
        (Code::UnsupportedFormatVersion, [version]) => {
            Message::UnsupportedFormatVersion { version }
        }
        (Code::MissingId, [what]) => Message::MissingId { what },
        (Code::BadId, [id]) => Message::BadId { id },
        (Code::IdTooLong, [id, length]) => Message::IdTooLong { id, length },
        (Code::MissingText, [field]) => Message::MissingText { field },
        (Code::UnknownLanguage, [field, code, meant, below]) => Message::UnknownLanguage {
            label: Label::of(field),
            code,
            meant: given(meant),
            below: !below.is_empty(),
        },
        (Code::LanguagesWithoutEnglish, [suggested]) => {
            Message::LanguagesWithoutEnglish { suggested }
        }
        (Code::LanguageTwice, [code]) => Message::LanguageTwice { code },
        (Code::MissingEnglish, [field]) => Message::MissingEnglish {
            label: Label::of(field),
        },
        (Code::EmptyEnglish, [field]) => Message::EmptyEnglish {
            label: Label::of(field),
        },
        (Code::MissingTranslation, [field, kind, absent @ ..]) => Message::MissingTranslation {
            label: Label::of(field),
            required: *kind == "required",
            absent: absent
                .iter()
                .map(|code| Lang::from_code(code))
                .collect::<Option<Vec<Lang>>>()?,
        },
        (Code::SquareTwice, [field, square]) => Message::SquareTwice { field, square },
        (Code::UnknownTask, [name, meant, names]) => Message::UnknownName {
            listed: Listed::Task,
            name,
            meant: given(meant),
            names,
        },
        (Code::UnknownGoal, [name, meant, names]) => Message::UnknownName {
            listed: Listed::Goal,
            name,
            meant: given(meant),
            names,
        },
        (Code::UnknownTheme, [name, meant, names]) => Message::UnknownName {
            listed: Listed::Theme,
            name,
            meant: given(meant),
            names,
        },
        (Code::IllegalAccept | Code::IllegalMove, [square, player, legal]) => Message::NotLegal {
            field: if finding.code == Code::IllegalMove {
                "move"
            } else {
                "accept"
            },
            square,
            player: color(player)?,
            legal,
        },
        (Code::StepCount, [count, least, most]) => Message::StepCount {
            count: count.parse().ok()?,
            least,
            most,
        },
        (Code::TooFewTasks, [count, least]) => Message::TooFewTasks { count, least },
        (Code::TooManyWords, [count, most]) => Message::TooManyWords { count, most },
        (Code::MissingPosition, _) => Message::MissingPosition,
        (Code::MissingSolution, _) => Message::MissingSolution,
        (Code::MissingRating, _) => Message::MissingRating,
        (Code::MissingTheme, [names]) => Message::MissingTheme { names },
        (Code::BoardTwice, [other, place]) => Message::BoardTwice { other, place },
        (Code::MissingToMove, _) => Message::MissingToMove,
        (Code::ToMoveWithoutBoard, _) => Message::ToMoveWithoutBoard,
        (Code::StartNotTrue, _) => Message::StartNotTrue,
        (Code::BadToMove, [value]) => Message::BadToMove { value },
        (Code::BadWinner, [value]) => Message::BadWinner { value },
        (Code::BadRating, [value, least, most]) => Message::BadRating { value, least, most },
        (Code::MissingChoices, _) => Message::MissingChoices,
        (Code::TooFewChoices, [count]) => Message::TooFewChoices { count },
        (Code::MissingCorrect, [count]) => Message::MissingCorrect { count },
        (Code::MissingAccept, [example]) => Message::MissingAccept { example },
        (Code::EmptyAccept, _) => Message::EmptyAccept,
        (Code::MissingAnswer, _) => Message::MissingAnswer,
        (Code::EmptyAnswer, _) => Message::EmptyAnswer,
        (Code::PositionForms, forms) => Message::PositionForms {
            forms: forms.to_vec(),
        },
        (Code::StandsAloneMisused, [what]) => Message::StandsAloneMisused {
            game: *what == "game",
        },
        (Code::DotsShowAnswer, [task]) => Message::DotsShowAnswer { task },
        (Code::NoGlossaryTerms, _) => Message::NoGlossaryTerms,
        _ => return None,
    };
    Some(message)
}

/// A part that may be empty (no code meant, say): `None` when it is.
fn given(part: &str) -> Option<&str> {
    (!part.is_empty()).then_some(part)
}

/// The side named in a message's parts (`black`, `white`).
fn color(name: &str) -> Option<Color> {
    match name {
        "black" => Some(Color::Black),
        "white" => Some(Color::White),
        _ => None,
    }
}

/// Languages as the messages name them: `id (Bahasa Indonesia)`.
fn named(langs: &[Lang]) -> Vec<String> {
    langs
        .iter()
        .map(|lang| format!("{lang} ({})", lang.native_name()))
        .collect()
}

/// Every language of the tutor, for a message that lists them.
fn every_language() -> String {
    named(&Lang::ALL).join(", ")
}

#[cfg(test)]
mod tests;
