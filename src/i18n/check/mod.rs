//! `reversi-tutor check` in the tutor's languages: the frame of each finding
//! (`error`, `warning`, `step 3`), the summary line and the messages, said by the
//! one implementation of [`CheckWords`] from each language's `.ftl` file (the
//! section `## check`). A finding is read from its code and parts ([`read`]) into a
//! [`Message`], which Rust turns into a message id and Fluent arguments; a finding
//! not read (see [`TRANSLATED`]) is shown with the checks' own English.

mod answers;

pub use answers::{Answer, Difference, Unlike};
use fluent_bundle::FluentValue;

use super::ftl::arg;
use super::localized::Localized;
use crate::course::check::Severity;
use crate::course::error::MAX_PROBLEMS_SHOWN;
use crate::course::fields::MAX_ID_CHARS;
use crate::course::parse::FORMAT_VERSION;
use crate::course::raw::text_table_example;
use crate::course::{CheckWords, Code, CourseError};
use crate::engine::Color;
use crate::lang::{Lang, join_last};

/// The words of `check` in `lang`, from its `.ftl` file.
pub const fn check_words(lang: Lang) -> &'static dyn CheckWords {
    super::localized_for(lang)
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
    Code::FileTooLarge,
    Code::NotUtf8,
    Code::Unreadable,
    Code::NestingTooDeep,
    Code::SingleBrackets,
    Code::NotATableList,
    Code::TooManyUnreadable,
    Code::KeyBelowTable,
    Code::PuzzleNoMove,
    Code::FieldNotForTheme,
    Code::ThemeNeedsField,
    Code::BadDirections,
    Code::BadScore,
    Code::UnknownOpening,
    Code::GlossaryTermTwice,
    Code::GlossaryMissingLesson,
    Code::GlossaryUnknownLesson,
    Code::ThemeLessonMissing,
    Code::TooFewPracticePuzzles,
    Code::BadCorrect,
    Code::BadLevel,
    Code::TooManyDictated,
    Code::TooMuchReading,
    Code::DuplicateId,
    Code::GameStateTold,
    Code::AnswerNumberTold,
    Code::MovesNamed,
    Code::MarkShowsMoves,
    Code::DotsBeforeQuestion,
    Code::UnsourcedYear,
    Code::OnlyNegativeAnswer,
    Code::HintNamesAnswer,
    Code::XSquareAnswers,
    Code::SharedHint,
    Code::HintNamesLine,
    Code::MarkShowsAnswer,
    Code::TextTooLong,
    Code::RefusedCharacter,
    Code::FieldNotForTask,
    Code::PassNotForced,
    Code::PassGameOver,
    Code::GameNotOver,
    Code::MissingWinner,
    Code::WrongWinner,
    Code::CentreEmpty,
    Code::DiscIsland,
    Code::SameAnswerPlace,
    Code::AnswerByLength,
    Code::TaskWithoutMove,
    Code::ResultTold,
    Code::MostlyNegativeAnswers,
    Code::OnWrongNeverShown,
    Code::GreedyEndgames,
    Code::InterfaceMessage,
    Code::WrongType,
    Code::BadSquare,
    Code::BadMoves,
    Code::BadBoard,
    Code::PositionNeeded,
    Code::BadReply,
    Code::WrongLegalMoves,
    Code::MissingMove,
    Code::WrongFlips,
    Code::WrongSolution,
    Code::NudgeNamesAnswer,
    Code::NudgeNeverShown,
    Code::GoalNotMet,
    Code::ThemeNotMet,
    Code::AcceptNotGoal,
    Code::NudgeFalse,
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
    /// `line = "..."`: the openings lesson `openings` teaches.
    Opening,
}

/// Why a text is asked for a language it lacks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// Advice: a learner reading the language sees the English.
    Advice,
    /// The file's `languages` asks for these (English first).
    Declared(Vec<Lang>),
    /// The embedded course has every language.
    Course,
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
    MissingTranslation {
        label: Label<'a>,
        asked: Asked,
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
    FileTooLarge {
        size: &'a str,
        most: &'a str,
    },
    NotUtf8,
    /// `folder`: a folder, else a file.
    Unreadable {
        folder: bool,
        error: &'a str,
    },
    NestingTooDeep {
        most: &'a str,
    },
    SingleBrackets {
        key: &'a str,
    },
    /// `kind`: the TOML kind of the value written.
    NotATableList {
        key: &'a str,
        kind: &'a str,
    },
    TooManyUnreadable {
        most: &'a str,
    },
    /// `item`: `step` or `puzzle`; `table`: the table it went into.
    KeyBelowTable {
        name: &'a str,
        item: &'a str,
        table: &'a str,
    },
    /// `over`: the game is over, else `player` must pass.
    PuzzleNoMove {
        over: bool,
        player: Color,
    },
    FieldNotForTheme {
        field: &'a str,
        owners: Vec<&'a str>,
        theme: &'a str,
    },
    /// `field`: `move`, `directions`, `line` (with `lines`) or `score`.
    ThemeNeedsField {
        field: &'a str,
        theme: &'a str,
        lines: &'a str,
    },
    BadDirections {
        value: &'a str,
    },
    BadScore {
        value: &'a str,
    },
    GlossaryTermTwice {
        id: &'a str,
    },
    GlossaryMissingLesson,
    GlossaryUnknownLesson {
        term: &'a str,
        wanted: &'a str,
        meant: Option<&'a str>,
    },
    ThemeLessonMissing {
        lesson: &'a str,
        theme: &'a str,
    },
    TooFewPracticePuzzles {
        theme: &'a str,
        lesson: &'a str,
        count: &'a str,
        least: &'a str,
        more: &'a str,
    },
    BadCorrect {
        correct: &'a str,
        count: &'a str,
    },
    BadLevel {
        value: &'a str,
        least: &'a str,
        most: &'a str,
    },
    /// `earlier`: the numbers of the steps that dictated a move before.
    TooManyDictated {
        square: &'a str,
        earlier: Vec<&'a str>,
        most: &'a str,
    },
    /// Steps `first` and `second` are only read before this one.
    TooMuchReading {
        first: &'a str,
        second: &'a str,
        most: &'a str,
    },
    /// `what`: `lesson` or `puzzle`; `built_in`: the first is a built-in one.
    DuplicateId {
        what: &'a str,
        id: &'a str,
        place: &'a str,
        built_in: bool,
    },
    /// `asks`: the number of the step that asks, or `None` for this step.
    GameStateTold {
        asks: Option<&'a str>,
    },
    AnswerNumberTold {
        numbers: Vec<&'a str>,
        asks: Option<&'a str>,
    },
    MovesNamed {
        moves: &'a str,
        asks: Option<&'a str>,
    },
    MarkShowsMoves {
        moves: &'a str,
        asks: Option<&'a str>,
    },
    DotsBeforeQuestion {
        asks: Option<&'a str>,
    },
    /// `source`: how a source line starts (`# Source:`).
    UnsourcedYear {
        year: &'a str,
        source: &'a str,
    },
    /// `langs`: the languages in which the right choice alone is negative.
    OnlyNegativeAnswer {
        choice: &'a str,
        langs: Vec<Lang>,
    },
    /// `flip`: the squares are discs that flip, else right moves.
    HintNamesAnswer {
        squares: &'a str,
        flip: bool,
    },
    XSquareAnswers {
        squares: &'a str,
    },
    /// `words`: the hint's words that name the line.
    HintNamesLine {
        words: &'a str,
        squares: &'a str,
    },
    /// Marks of discs that flip, the answer of a `predict-flips` step.
    MarkShowsFlips {
        squares: &'a str,
        asks: Option<&'a str>,
    },
    /// `marked` squares, `right` of them answers of a `find-square` step.
    MarkShowsSquares {
        marked: &'a str,
        right: &'a str,
        asks: Option<&'a str>,
    },
    /// `langs`: the languages in which the hint is the same.
    SharedHint {
        hint: &'a str,
        count: &'a str,
        ids: &'a str,
        langs: Vec<Lang>,
        most: &'a str,
    },
    TextTooLong {
        label: Label<'a>,
        lang: Lang,
        length: &'a str,
        most: &'a str,
    },
    /// `control`: a control character, else an invisible one; `code`: `U+200B`.
    RefusedCharacter {
        label: Label<'a>,
        lang: Lang,
        control: bool,
        code: &'a str,
        name: Option<&'a str>,
    },
    /// `owners`: the tasks that use the field; `task`: the step's, if any.
    FieldNotForTask {
        field: &'a str,
        owners: Vec<&'a str>,
        task: Option<&'a str>,
    },
    PassNotForced {
        task: &'a str,
        player: Color,
        legal: &'a str,
    },
    PassGameOver {
        task: &'a str,
        outcome: &'a str,
    },
    /// `legal`: the moves of `player`, or `None` when `player` must pass.
    GameNotOver {
        task: &'a str,
        player: Color,
        legal: Option<&'a str>,
    },
    MissingWinner {
        task: &'a str,
        verdict: Verdict<'a>,
    },
    WrongWinner {
        written: &'a str,
        verdict: Verdict<'a>,
    },
    CentreEmpty {
        squares: &'a str,
        centre: &'a str,
    },
    DiscIsland {
        squares: &'a str,
    },
    /// `steps`: the numbers of the choice steps that keep their order.
    SameAnswerPlace {
        choice: &'a str,
        steps: Vec<&'a str>,
    },
    /// `longest`: the right choice is the longest, else the shortest; `other`:
    /// the longest (or shortest) of the others.
    AnswerByLength {
        choice: &'a str,
        lang: Lang,
        longest: bool,
        right: &'a str,
        other: &'a str,
        difference: &'a str,
    },
    /// `pass`: the player who must pass, else the game is over with `count`
    /// (black's, white's); `then`: the task to use.
    TaskWithoutMove {
        task: &'a str,
        pass: Option<Color>,
        count: (&'a str, &'a str),
        then: &'a str,
    },
    /// `what`: `count` (`a` black's, `b` white's), `margin` (`a`) or `winner`.
    ResultTold {
        what: &'a str,
        a: &'a str,
        b: &'a str,
        asks: Option<&'a str>,
    },
    /// `steps`: the lesson id and step number of each negative answer.
    MostlyNegativeAnswers {
        count: &'a str,
        asked: &'a str,
        steps: Vec<(&'a str, &'a str)>,
    },
    /// `fields`: the nudges of their own that cover every wrong answer.
    OnWrongNeverShown {
        fields: Vec<&'a str>,
    },
    /// In `greedy` of `endgames` endgame puzzles (`puzzles`) flipping the most
    /// is right; at most `most` in `of` may be (`allowed`): `replace` to replace.
    GreedyEndgames {
        counts: [&'a str; 7],
        puzzles: Vec<&'a str>,
    },
    /// A problem of an interface strings file (see `crate::i18n::ftl::Problem`).
    Interface(Interface<'a>),
    /// `field`: `None` for a whole step or puzzle; `found`: the kind of value
    /// written (`string`, `integer`, ...), `value` as written; `expected`: the
    /// kind asked for (`list`, `number`, `text`, `position`, ...).
    WrongType {
        field: Option<&'a str>,
        found: &'a str,
        value: &'a str,
        expected: &'a str,
    },
    BadSquare {
        field: &'a str,
        text: &'a str,
    },
    /// A mistake in `moves` (a game record) or `board`.
    Notation(Notation<'a>),
    /// A finding about what a step or puzzle accepts as right.
    Answer(Answer<'a>),
    /// `has`: `task`, `reply` or `both`; `why`: `any`, `game` or `accepts`
    /// (the moves `accepted` in `step`).
    PositionNeeded {
        has: &'a str,
        step: &'a str,
        why: &'a str,
        accepted: &'a str,
    },
    /// `kind`: `illegal`, `has-moves`, `must-pass` or `over`; `after`: the
    /// learner's move the reply follows, when the step accepts several.
    BadReply {
        mv: &'a str,
        after: Option<&'a str>,
        kind: &'a str,
        player: Color,
        legal: &'a str,
    },
}

/// What is wrong with an interface strings file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Interface<'a> {
    /// A syntax error, as the Fluent parser names it.
    Parse {
        detail: &'a str,
    },
    Twice {
        id: &'a str,
    },
    /// Missing; English has it at `line`.
    Missing {
        id: &'a str,
        line: &'a str,
    },
    /// The variables of the file's message and of English's (`$a, $b`; empty: none).
    Variables {
        id: &'a str,
        own: &'a str,
        english: &'a str,
    },
    NotInEnglish {
        id: &'a str,
    },
}

/// A mistake in a game record (`moves`) or a board (`board`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notation<'a> {
    /// Record: at character `at`, `text` is neither a square nor a pass.
    Token { at: &'a str, text: &'a str },
    /// Record: move `number` (`mv`, at character `at`) cannot be played.
    Move {
        number: &'a str,
        at: &'a str,
        mv: &'a str,
        refusal: Refusal<'a>,
    },
    /// Board: a one-line board of `found` squares.
    Length { found: &'a str },
    /// Board: `ch` at character `at` (square `square`) is not a disc.
    Cell {
        at: &'a str,
        square: &'a str,
        ch: &'a str,
    },
    /// Board: a diagram of `found` rows.
    Rows { found: &'a str },
    /// Board: diagram row `row` has `found` squares.
    Columns { row: &'a str, found: &'a str },
    /// Board: `ch` in diagram row `row` is not a disc.
    Char { row: &'a str, ch: &'a str },
}

/// Why a move of a game record cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal<'a> {
    Occupied {
        square: &'a str,
        owner: Color,
    },
    EnclosesNothing {
        square: &'a str,
        player: Color,
    },
    /// A pass while `player` has `moves`.
    Pass {
        player: Color,
        moves: &'a str,
    },
    /// A move once the game is over.
    OverMove,
    /// A pass once the game is over.
    OverPass,
}

impl<'a> Notation<'a> {
    /// The mistake of the parts `parts` (see `crate::course::position`).
    fn of(parts: &[&'a str]) -> Option<Notation<'a>> {
        Some(match *parts {
            ["token", at, text] => Notation::Token { at, text },
            ["move", number, at, mv, ref refusal @ ..] => Notation::Move {
                number,
                at,
                mv,
                refusal: match *refusal {
                    ["occupied", square, owner] => Refusal::Occupied {
                        square,
                        owner: color(owner)?,
                    },
                    ["encloses", square, player] => Refusal::EnclosesNothing {
                        square,
                        player: color(player)?,
                    },
                    ["pass", player, moves] => Refusal::Pass {
                        player: color(player)?,
                        moves,
                    },
                    ["over-move"] => Refusal::OverMove,
                    ["over-pass"] => Refusal::OverPass,
                    _ => return None,
                },
            },
            ["length", found] => Notation::Length { found },
            ["cell", at, square, ch] => Notation::Cell { at, square, ch },
            ["rows", found] => Notation::Rows { found },
            ["columns", row, found] => Notation::Columns { row, found },
            ["char", row, ch] => Notation::Char { row, ch },
            _ => return None,
        })
    }
}

/// What the count of a finished game says: who wins (`None`: a draw) and the
/// two scores, the higher first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict<'a> {
    pub winner: Option<Color>,
    pub high: &'a str,
    pub low: &'a str,
}

impl<'a> Verdict<'a> {
    /// The verdict of the parts `winner` (`black`, `white` or `draw`), `high`, `low`.
    fn of(winner: &str, high: &'a str, low: &'a str) -> Option<Verdict<'a>> {
        let winner = match winner {
            "draw" => None,
            name => Some(color(name)?),
        };
        Some(Verdict { winner, high, low })
    }
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
        (Code::MissingTranslation, [field, kind, asked, absent @ ..]) => {
            Message::MissingTranslation {
                label: Label::of(field),
                asked: match *kind {
                    "advice" => Asked::Advice,
                    "declared" => Asked::Declared(languages(asked.split(','))?),
                    _ => Asked::Course,
                },
                absent: languages(absent.iter().copied())?,
            }
        }
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
        (Code::FileTooLarge, [size, most]) => Message::FileTooLarge { size, most },
        (Code::NotUtf8, _) => Message::NotUtf8,
        (Code::Unreadable, [what, error]) => Message::Unreadable {
            folder: *what == "folder",
            error,
        },
        (Code::NestingTooDeep, [most]) => Message::NestingTooDeep { most },
        (Code::SingleBrackets, [key]) => Message::SingleBrackets { key },
        (Code::NotATableList, [key, kind]) => Message::NotATableList { key, kind },
        (Code::TooManyUnreadable, [most]) => Message::TooManyUnreadable { most },
        (Code::KeyBelowTable, [name, item, table]) => Message::KeyBelowTable { name, item, table },
        (Code::PuzzleNoMove, [why, player]) => Message::PuzzleNoMove {
            over: *why == "over",
            player: color(player)?,
        },
        (Code::FieldNotForTheme, [field, owners, theme]) => Message::FieldNotForTheme {
            field,
            owners: owners.split(',').collect(),
            theme,
        },
        (Code::ThemeNeedsField, [field, theme, lines]) => Message::ThemeNeedsField {
            field,
            theme,
            lines,
        },
        (Code::BadDirections, [value]) => Message::BadDirections { value },
        (Code::BadScore, [value]) => Message::BadScore { value },
        (Code::UnknownOpening, [name, meant, names]) => Message::UnknownName {
            listed: Listed::Opening,
            name,
            meant: given(meant),
            names,
        },
        (Code::GlossaryTermTwice, [id]) => Message::GlossaryTermTwice { id },
        (Code::GlossaryMissingLesson, _) => Message::GlossaryMissingLesson,
        (Code::GlossaryUnknownLesson, [term, wanted, meant]) => Message::GlossaryUnknownLesson {
            term,
            wanted,
            meant: given(meant),
        },
        (Code::ThemeLessonMissing, [lesson, theme]) => {
            Message::ThemeLessonMissing { lesson, theme }
        }
        (Code::TooFewPracticePuzzles, [theme, lesson, count, least, more]) => {
            Message::TooFewPracticePuzzles {
                theme,
                lesson,
                count,
                least,
                more,
            }
        }
        (Code::BadCorrect, [correct, count]) => Message::BadCorrect { correct, count },
        (Code::BadLevel, [value, least, most]) => Message::BadLevel { value, least, most },
        (Code::TooManyDictated, [square, earlier, most]) => Message::TooManyDictated {
            square,
            earlier: earlier.split(',').collect(),
            most,
        },
        (Code::TooMuchReading, [first, second, most]) => Message::TooMuchReading {
            first,
            second,
            most,
        },
        (Code::DuplicateId, [what, id, place, built_in]) => Message::DuplicateId {
            what,
            id,
            place,
            built_in: !built_in.is_empty(),
        },
        (Code::GameStateTold, [asks]) => Message::GameStateTold { asks: given(asks) },
        (Code::AnswerNumberTold, [numbers, asks]) => Message::AnswerNumberTold {
            numbers: numbers.split(',').collect(),
            asks: given(asks),
        },
        (Code::MovesNamed, [moves, asks]) => Message::MovesNamed {
            moves,
            asks: given(asks),
        },
        (Code::MarkShowsMoves, [moves, asks]) => Message::MarkShowsMoves {
            moves,
            asks: given(asks),
        },
        (Code::DotsBeforeQuestion, [asks]) => Message::DotsBeforeQuestion { asks: given(asks) },
        (Code::UnsourcedYear, [year, source]) => Message::UnsourcedYear { year, source },
        (Code::OnlyNegativeAnswer, [choice, langs]) => Message::OnlyNegativeAnswer {
            choice,
            langs: languages(langs.split(','))?,
        },
        (Code::HintNamesAnswer, [squares, kind]) => Message::HintNamesAnswer {
            squares,
            flip: *kind == "flip",
        },
        (Code::XSquareAnswers, [squares]) => Message::XSquareAnswers { squares },
        (Code::HintNamesLine, [words, squares]) => Message::HintNamesLine { words, squares },
        (Code::MarkShowsAnswer, [kind, squares, _, asks]) if *kind == "flips" => {
            Message::MarkShowsFlips {
                squares,
                asks: given(asks),
            }
        }
        (Code::MarkShowsAnswer, [_, marked, right, asks]) => Message::MarkShowsSquares {
            marked,
            right,
            asks: given(asks),
        },
        (Code::SharedHint, [hint, count, ids, langs, most]) => Message::SharedHint {
            hint,
            count,
            ids,
            langs: languages(langs.split(','))?,
            most,
        },
        (Code::TextTooLong, [field, lang, length, most]) => Message::TextTooLong {
            label: Label::of(field),
            lang: Lang::from_code(lang)?,
            length,
            most,
        },
        (Code::RefusedCharacter, [field, lang, kind, code, name]) => Message::RefusedCharacter {
            label: Label::of(field),
            lang: Lang::from_code(lang)?,
            control: *kind == "control",
            code,
            name: given(name),
        },
        (Code::FieldNotForTask, [field, owners, task]) => Message::FieldNotForTask {
            field,
            owners: owners.split(',').collect(),
            task: given(task),
        },
        (Code::PassNotForced, [task, player, legal]) => Message::PassNotForced {
            task,
            player: color(player)?,
            legal,
        },
        (Code::PassGameOver, [task, outcome]) => Message::PassGameOver { task, outcome },
        (Code::GameNotOver, [task, player, legal]) => Message::GameNotOver {
            task,
            player: color(player)?,
            legal: given(legal),
        },
        (Code::MissingWinner, [task, winner, high, low]) => Message::MissingWinner {
            task,
            verdict: Verdict::of(winner, high, low)?,
        },
        (Code::WrongWinner, [written, winner, high, low]) => Message::WrongWinner {
            written,
            verdict: Verdict::of(winner, high, low)?,
        },
        (Code::CentreEmpty, [squares, centre]) => Message::CentreEmpty { squares, centre },
        (Code::DiscIsland, [squares]) => Message::DiscIsland { squares },
        (Code::SameAnswerPlace, [choice, steps]) => Message::SameAnswerPlace {
            choice,
            steps: steps.split(',').collect(),
        },
        (Code::AnswerByLength, [choice, lang, kind, right, other, difference]) => {
            Message::AnswerByLength {
                choice,
                lang: Lang::from_code(lang)?,
                longest: *kind == "longest",
                right,
                other,
                difference,
            }
        }
        (Code::TaskWithoutMove, [task, "pass", player, then]) => Message::TaskWithoutMove {
            task,
            pass: Some(color(player)?),
            count: ("", ""),
            then,
        },
        (Code::TaskWithoutMove, [task, "over", black, white, then]) => Message::TaskWithoutMove {
            task,
            pass: None,
            count: (black, white),
            then,
        },
        (Code::ResultTold, [what, a, b, asks]) => Message::ResultTold {
            what,
            a,
            b,
            asks: given(asks),
        },
        (Code::MostlyNegativeAnswers, [count, asked, steps]) => Message::MostlyNegativeAnswers {
            count,
            asked,
            steps: steps
                .split(',')
                .map(|step| step.split_once(':'))
                .collect::<Option<_>>()?,
        },
        (Code::OnWrongNeverShown, [fields]) => Message::OnWrongNeverShown {
            fields: fields.split(',').collect(),
        },
        (Code::GreedyEndgames, [greedy, endgames, puzzles, most, of, allowed, replace]) => {
            Message::GreedyEndgames {
                counts: [greedy, endgames, puzzles, most, of, allowed, replace],
                puzzles: puzzles.split(',').collect(),
            }
        }
        (Code::InterfaceMessage, ["parse", detail]) => {
            Message::Interface(Interface::Parse { detail })
        }
        (Code::InterfaceMessage, ["twice", id]) => Message::Interface(Interface::Twice { id }),
        (Code::InterfaceMessage, ["missing", id, line]) => {
            Message::Interface(Interface::Missing { id, line })
        }
        (Code::InterfaceMessage, ["variables", id, own, english]) => {
            Message::Interface(Interface::Variables { id, own, english })
        }
        (Code::InterfaceMessage, ["extra", id]) => {
            Message::Interface(Interface::NotInEnglish { id })
        }
        (Code::WrongType, [field, found, value, expected]) => Message::WrongType {
            field: given(field),
            found,
            value,
            expected,
        },
        (Code::BadSquare, [field, text]) => Message::BadSquare { field, text },
        (Code::BadMoves | Code::BadBoard, parts) => Message::Notation(Notation::of(parts)?),
        (Code::PositionNeeded, [has, step, why, accepted]) => Message::PositionNeeded {
            has,
            step,
            why,
            accepted,
        },
        (Code::BadReply, [mv, after, kind, player, legal]) => Message::BadReply {
            mv,
            after: given(after),
            kind,
            player: color(player)?,
            legal,
        },
        (code, parts) => Message::Answer(answers::read(code, parts)?),
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

/// The languages of `codes`, or `None` if one is not a language of the tutor.
fn languages<'c>(codes: impl Iterator<Item = &'c str>) -> Option<Vec<Lang>> {
    codes.map(Lang::from_code).collect()
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

/// A count written in a finding's parts, as a number where it is one (so that
/// a plural selector works).
fn count(text: &str) -> FluentValue<'static> {
    match text.parse::<usize>() {
        Ok(n) => arg(n),
        Err(_) => arg(text),
    }
}

/// A colour as a Fluent argument, for a selector: `black` or `white`.
fn side(color: Color) -> FluentValue<'static> {
    arg(match color {
        Color::Black => "black",
        Color::White => "white",
    })
}

impl CheckWords for Localized {
    fn severity(&self, severity: Severity) -> &'static str {
        match severity {
            Severity::Error => self.text("check-error"),
            Severity::Warning => self.text("check-warning"),
        }
    }

    fn step(&self, number: usize) -> String {
        self.say("check-step", [("number", arg(number))])
    }

    fn puzzle(&self, name: &str) -> String {
        self.say("check-puzzle", [("name", arg(name))])
    }

    fn summary(&self, lessons: usize, puzzles: usize, errors: usize, warnings: usize) -> String {
        self.say(
            "check-summary",
            [
                ("lessons", arg(lessons)),
                ("puzzles", arg(puzzles)),
                ("errors", arg(errors)),
                ("warnings", arg(warnings)),
            ],
        )
    }

    fn message(&self, finding: &CourseError) -> Option<String> {
        read(finding).map(|message| self.said(&message))
    }
}

impl Localized {
    /// `` `say` `` or `choice 2`.
    fn label(&self, label: Label<'_>) -> String {
        match label {
            Label::Field(field) => self.say("check-label-field", [("field", arg(field))]),
            Label::Choice(n) => self.say("check-label-choice", [("number", arg(n))]),
        }
    }

    /// `; did you mean `x`?` after an unknown key or language, or nothing.
    fn meant_key(&self, meant: Option<&str>) -> FluentValue<'static> {
        arg(meant.map_or(String::new(), |m| {
            self.say("check-meant-key", [("meant", arg(m))])
        }))
    }

    /// `did you mean "x"? ` in an unknown task, goal or theme, or nothing.
    fn meant_name(&self, meant: Option<&str>) -> FluentValue<'static> {
        arg(meant.map_or(String::new(), |m| {
            self.say("check-meant-name", [("meant", arg(m))])
        }))
    }

    /// The step that asks: `this step`, or `step 4`.
    fn asks(&self, asks: Option<&str>) -> FluentValue<'static> {
        arg(match asks {
            Some(number) => self.say("check-step", [("number", count(number))]),
            None => self.text("check-this-step").to_string(),
        })
    }

    /// A language named in this language's words: `bahasa Inggris` in
    /// Indonesian (a language this one does not name: its own name).
    fn language(&self, lang: Lang) -> String {
        self.say(
            "check-file-language",
            [
                ("code", arg(lang.code())),
                ("name", arg(lang.native_name())),
            ],
        )
    }

    /// `a, b or c` in this language.
    fn or(&self, items: &[String]) -> String {
        let items: Vec<&str> = items.iter().map(String::as_str).collect();
        join_last(&items, self.text("check-or"))
    }

    /// The codes of `langs`: `a, b and c` in this language.
    fn and(&self, langs: &[Lang]) -> String {
        let codes: Vec<&str> = langs.iter().map(|lang| lang.code()).collect();
        join_last(&codes, self.text("check-and"))
    }

    /// What the count of a finished game says: `black wins 40 to 24`.
    fn verdict(&self, verdict: &Verdict<'_>) -> String {
        let (high, low) = (count(verdict.high), count(verdict.low));
        match verdict.winner {
            Some(winner) => self.say(
                "check-verdict-win",
                [("winner", side(winner)), ("high", high), ("low", low)],
            ),
            None => self.say("check-verdict-draw", [("high", high), ("low", low)]),
        }
    }

    /// A finding's message in this language.
    fn said(&self, message: &Message<'_>) -> String {
        match message {
            Message::NoCourseFiles => self.text("check-no-course-files").to_string(),
            Message::TomlSyntax {
                detail,
                duplicate: false,
            } => self.say("check-toml-syntax", [("detail", arg(*detail))]),
            Message::TomlSyntax {
                detail,
                duplicate: true,
            } => self.say("check-toml-syntax-duplicate", [("detail", arg(*detail))]),
            Message::StepsAndPuzzles => self.text("check-steps-and-puzzles").to_string(),
            Message::UnknownFileKind => self.text("check-unknown-file-kind").to_string(),
            Message::UnknownField { name, meant, known } => {
                let known = if known.is_empty() {
                    String::new()
                } else {
                    self.say("check-unknown-field-known", [("known", arg(*known))])
                };
                self.say(
                    "check-unknown-field",
                    [
                        ("name", arg(*name)),
                        ("meant", self.meant_key(*meant)),
                        ("known", arg(known)),
                    ],
                )
            }
            Message::MoreProblemsHidden { count: n } => self.say(
                "check-more-problems-hidden",
                [("count", count(n)), ("shown", arg(MAX_PROBLEMS_SHOWN))],
            ),
            Message::MoreWarningsHidden { count: n } => {
                self.say("check-more-warnings-hidden", [("count", count(n))])
            }
            Message::NoSteps => self.text("check-no-steps").to_string(),
            Message::NoPuzzles => self.text("check-no-puzzles").to_string(),
            Message::MissingFormatVersion => self.say(
                "check-missing-format-version",
                [("version", arg(FORMAT_VERSION))],
            ),
            Message::UnsupportedFormatVersion { version } => self.say(
                "check-unsupported-format-version",
                [
                    ("version", arg(*version)),
                    ("supported", arg(FORMAT_VERSION)),
                ],
            ),
            Message::MissingId { what } => self.say("check-missing-id", [("what", arg(*what))]),
            Message::BadId { id } => self.say("check-bad-id", [("id", arg(*id))]),
            Message::IdTooLong { id, length } => self.say(
                "check-id-too-long",
                [
                    ("id", arg(*id)),
                    ("length", count(length)),
                    ("most", arg(MAX_ID_CHARS)),
                ],
            ),
            Message::MissingText { field } => self.say(
                "check-missing-text",
                [
                    ("field", arg(*field)),
                    ("example", arg(text_table_example())),
                ],
            ),
            Message::UnknownLanguage {
                label,
                code,
                meant,
                below,
            } => {
                let below = if *below {
                    self.say("check-unknown-language-below", [("code", arg(*code))])
                } else {
                    String::new()
                };
                self.say(
                    "check-unknown-language",
                    [
                        ("label", arg(self.label(*label))),
                        ("code", arg(*code)),
                        ("meant", self.meant_key(*meant)),
                        ("languages", arg(every_language())),
                        ("below", arg(below)),
                    ],
                )
            }
            Message::LanguagesWithoutEnglish { suggested } => self.say(
                "check-languages-without-english",
                [("suggested", arg(*suggested))],
            ),
            Message::LanguageTwice { code } => {
                self.say("check-language-twice", [("code", arg(*code))])
            }
            Message::MissingEnglish { label } => self.say(
                "check-missing-english",
                [("label", arg(self.label(*label)))],
            ),
            Message::EmptyEnglish { label } => {
                self.say("check-empty-english", [("label", arg(self.label(*label)))])
            }
            Message::MissingTranslation {
                label,
                asked,
                absent,
            } => {
                let label = arg(self.label(*label));
                let names = arg(self.or(&named(absent)));
                match asked {
                    Asked::Advice => self.say(
                        "check-missing-translation-advice",
                        [
                            ("label", label),
                            ("names", names),
                            ("count", arg(absent.len())),
                            ("codes", arg(self.and(absent))),
                        ],
                    ),
                    Asked::Declared(asked) => self.say(
                        "check-missing-translation-declared",
                        [
                            ("label", label),
                            ("names", names),
                            ("asked", arg(self.and(asked))),
                        ],
                    ),
                    Asked::Course => self.say(
                        "check-missing-translation-course",
                        [
                            ("label", label),
                            ("names", names),
                            ("all", arg(self.and(&Lang::ALL))),
                        ],
                    ),
                }
            }
            Message::SquareTwice { field, square } => self.say(
                "check-square-twice",
                [("field", arg(*field)), ("square", arg(*square))],
            ),
            Message::UnknownName {
                listed,
                name,
                meant,
                names,
            } => {
                let args = [
                    ("name", arg(*name)),
                    ("meant", self.meant_name(*meant)),
                    ("names", arg(*names)),
                ];
                match listed {
                    Listed::Task => self.say("check-unknown-task", args),
                    Listed::Goal => self.say("check-unknown-goal", args),
                    Listed::Theme => self.say("check-unknown-theme", args),
                    Listed::Opening => self.say("check-unknown-opening", args),
                }
            }
            Message::NotLegal {
                field,
                square,
                player,
                legal,
            } => {
                let args = [
                    ("square", arg(*square)),
                    ("player", side(*player)),
                    ("legal", arg(*legal)),
                ];
                match *field {
                    "move" => self.say("check-illegal-move", args),
                    _ => self.say("check-illegal-accept", args),
                }
            }
            Message::StepCount {
                count: steps,
                least,
                most,
            } => {
                let fix = match least.parse::<usize>() {
                    Ok(least) if *steps < least => "add",
                    _ => "split",
                };
                self.say(
                    "check-step-count",
                    [
                        ("count", arg(*steps)),
                        ("least", count(least)),
                        ("most", count(most)),
                        ("fix", arg(fix)),
                    ],
                )
            }
            Message::TooFewTasks {
                count: tasks,
                least,
            } => self.say(
                "check-too-few-tasks",
                [("count", count(tasks)), ("least", count(least))],
            ),
            Message::TooManyWords { count: words, most } => self.say(
                "check-too-many-words",
                [("count", count(words)), ("most", count(most))],
            ),
            Message::MissingPosition => self.text("check-missing-position").to_string(),
            Message::MissingSolution => self.text("check-missing-solution").to_string(),
            Message::MissingRating => self.text("check-missing-rating").to_string(),
            Message::MissingTheme { names } => {
                self.say("check-missing-theme", [("names", arg(*names))])
            }
            Message::BoardTwice { other, place } => self.say(
                "check-board-twice",
                [("other", arg(*other)), ("place", arg(*place))],
            ),
            Message::MissingToMove => self.text("check-missing-to-move").to_string(),
            Message::ToMoveWithoutBoard => self.text("check-to-move-without-board").to_string(),
            Message::StartNotTrue => self.text("check-start-not-true").to_string(),
            Message::BadToMove { value } => self.say("check-bad-to-move", [("value", arg(*value))]),
            Message::BadWinner { value } => self.say("check-bad-winner", [("value", arg(*value))]),
            Message::BadRating { value, least, most } => self.say(
                "check-bad-rating",
                [
                    ("value", arg(*value)),
                    ("least", count(least)),
                    ("most", count(most)),
                ],
            ),
            Message::MissingChoices => self.text("check-missing-choices").to_string(),
            Message::TooFewChoices { count: n } => {
                self.say("check-too-few-choices", [("count", count(n))])
            }
            Message::MissingCorrect { count: n } => {
                self.say("check-missing-correct", [("count", count(n))])
            }
            Message::MissingAccept { example } => {
                self.say("check-missing-accept", [("example", arg(*example))])
            }
            Message::EmptyAccept => self.text("check-empty-accept").to_string(),
            Message::MissingAnswer => self.text("check-missing-answer").to_string(),
            Message::EmptyAnswer => self.text("check-empty-answer").to_string(),
            Message::PositionForms { forms } => match forms.as_slice() {
                [first, second, ..] => self.say(
                    "check-position-forms",
                    [("first", arg(*first)), ("second", arg(*second))],
                ),
                _ => self.text("check-position-empty").to_string(),
            },
            Message::StandsAloneMisused { game: false } => {
                self.text("check-stands-alone-read").to_string()
            }
            Message::StandsAloneMisused { game: true } => {
                self.text("check-stands-alone-game").to_string()
            }
            Message::DotsShowAnswer { task } => {
                self.say("check-dots-show-answer", [("task", arg(*task))])
            }
            Message::NoGlossaryTerms => self.text("check-no-glossary-terms").to_string(),
            Message::FileTooLarge { size, most } => self.say(
                "check-file-too-large",
                [("size", arg(*size)), ("most", arg(*most))],
            ),
            Message::NotUtf8 => self.text("check-not-utf8").to_string(),
            Message::Unreadable {
                folder: true,
                error,
            } => self.say("check-unreadable-folder", [("error", arg(*error))]),
            Message::Unreadable {
                folder: false,
                error,
            } => self.say("check-unreadable-file", [("error", arg(*error))]),
            Message::NestingTooDeep { most } => {
                self.say("check-nesting-too-deep", [("most", count(most))])
            }
            Message::SingleBrackets { key } => {
                self.say("check-single-brackets", [("key", arg(*key))])
            }
            Message::NotATableList { key, kind } => self.say(
                "check-not-a-table-list",
                [("key", arg(*key)), ("kind", arg(*kind))],
            ),
            Message::TooManyUnreadable { most } => {
                self.say("check-too-many-unreadable", [("most", count(most))])
            }
            Message::KeyBelowTable { name, item, table } => self.say(
                "check-key-below-table",
                [
                    ("name", arg(*name)),
                    ("item", arg(*item)),
                    ("table", arg(*table)),
                ],
            ),
            Message::PuzzleNoMove { over: true, .. } => {
                self.text("check-puzzle-game-over").to_string()
            }
            Message::PuzzleNoMove {
                over: false,
                player,
            } => self.say("check-puzzle-must-pass", [("player", side(*player))]),
            Message::FieldNotForTheme {
                field,
                owners,
                theme,
            } => {
                let owners: Vec<String> = owners
                    .iter()
                    .map(|owner| format!("theme = \"{owner}\""))
                    .collect();
                let or = format!(" {} ", self.text("check-or"));
                self.say(
                    "check-field-not-for-theme",
                    [
                        ("field", arg(*field)),
                        ("owners", arg(owners.join(&or))),
                        ("theme", arg(*theme)),
                    ],
                )
            }
            Message::ThemeNeedsField {
                field,
                theme,
                lines,
            } => match *field {
                "move" => self.say("check-theme-needs-move", [("theme", arg(*theme))]),
                "directions" => self.say("check-theme-needs-directions", [("theme", arg(*theme))]),
                "line" => self.say(
                    "check-theme-needs-line",
                    [("theme", arg(*theme)), ("lines", arg(*lines))],
                ),
                _ => self.say("check-theme-needs-score", [("theme", arg(*theme))]),
            },
            Message::BadDirections { value } => {
                self.say("check-bad-directions", [("value", arg(*value))])
            }
            Message::BadScore { value } => self.say("check-bad-score", [("value", arg(*value))]),
            Message::GlossaryTermTwice { id } => {
                self.say("check-glossary-term-twice", [("id", arg(*id))])
            }
            Message::GlossaryMissingLesson => {
                self.text("check-glossary-missing-lesson").to_string()
            }
            Message::GlossaryUnknownLesson {
                term,
                wanted,
                meant,
            } => self.say(
                "check-glossary-unknown-lesson",
                [
                    ("term", arg(*term)),
                    ("wanted", arg(*wanted)),
                    ("meant", self.meant_name(*meant)),
                ],
            ),
            Message::ThemeLessonMissing { lesson, theme } => self.say(
                "check-theme-lesson-missing",
                [("lesson", arg(*lesson)), ("theme", arg(*theme))],
            ),
            Message::TooFewPracticePuzzles {
                theme,
                lesson,
                count: n,
                least,
                more,
            } => self.say(
                "check-too-few-practice-puzzles",
                [
                    ("theme", arg(*theme)),
                    ("lesson", arg(*lesson)),
                    ("count", count(n)),
                    ("least", count(least)),
                    ("more", count(more)),
                ],
            ),
            Message::BadCorrect { correct, count: n } => self.say(
                "check-bad-correct",
                [("correct", arg(*correct)), ("count", count(n))],
            ),
            Message::TooManyDictated {
                square,
                earlier,
                most,
            } => self.say(
                "check-too-many-dictated",
                [
                    ("square", arg(*square)),
                    ("earlier", arg(earlier.join(", "))),
                    ("most", count(most)),
                ],
            ),
            Message::TooMuchReading {
                first,
                second,
                most,
            } => self.say(
                "check-too-much-reading",
                [
                    ("first", count(first)),
                    ("second", count(second)),
                    ("most", count(most)),
                ],
            ),
            Message::DuplicateId {
                what,
                id,
                place,
                built_in,
            } => {
                let args = [
                    ("what", arg(*what)),
                    ("id", arg(*id)),
                    ("place", arg(*place)),
                ];
                if *built_in {
                    self.say("check-duplicate-id-built-in", args)
                } else {
                    self.say("check-duplicate-id", args)
                }
            }
            Message::GameStateTold { asks } => {
                self.say("check-game-state-told", [("asks", self.asks(*asks))])
            }
            Message::AnswerNumberTold { numbers, asks } => {
                let and = format!(" {} ", self.text("check-and"));
                self.say(
                    "check-answer-number-told",
                    [
                        ("numbers", arg(numbers.join(&and))),
                        ("asks", self.asks(*asks)),
                    ],
                )
            }
            Message::MovesNamed { moves, asks } => self.say(
                "check-moves-named",
                [("moves", arg(*moves)), ("asks", self.asks(*asks))],
            ),
            Message::MarkShowsMoves { moves, asks } => self.say(
                "check-mark-shows-moves",
                [("moves", arg(*moves)), ("asks", self.asks(*asks))],
            ),
            Message::DotsBeforeQuestion { asks } => {
                self.say("check-dots-before-question", [("asks", self.asks(*asks))])
            }
            Message::UnsourcedYear { year, source } => self.say(
                "check-unsourced-year",
                [("year", arg(*year)), ("source", arg(*source))],
            ),
            Message::OnlyNegativeAnswer { choice, langs } => {
                let names: Vec<String> = langs.iter().map(|lang| self.language(*lang)).collect();
                let names: Vec<&str> = names.iter().map(String::as_str).collect();
                self.say(
                    "check-only-negative-answer",
                    [
                        ("choice", count(choice)),
                        ("languages", arg(join_last(&names, self.text("check-and")))),
                    ],
                )
            }
            Message::HintNamesAnswer { squares, flip } => {
                let args = [("squares", arg(*squares))];
                if *flip {
                    self.say("check-hint-names-flip", args)
                } else {
                    self.say("check-hint-names-move", args)
                }
            }
            Message::HintNamesLine { words, squares } => self.say(
                "check-hint-names-line",
                [("words", arg(*words)), ("squares", arg(*squares))],
            ),
            Message::MarkShowsFlips { squares, asks } => self.say(
                "check-mark-shows-flips",
                [("squares", arg(*squares)), ("asks", self.asks(*asks))],
            ),
            Message::MarkShowsSquares {
                marked,
                right,
                asks,
            } => self.say(
                "check-mark-shows-squares",
                [
                    ("marked", count(marked)),
                    ("right", count(right)),
                    ("asks", self.asks(*asks)),
                ],
            ),
            Message::XSquareAnswers { squares } => {
                self.say("check-x-square-answers", [("squares", arg(*squares))])
            }
            Message::SharedHint {
                hint,
                count: n,
                ids,
                langs,
                most,
            } => self.say(
                "check-shared-hint",
                [
                    ("hint", arg(*hint)),
                    ("count", count(n)),
                    ("ids", arg(*ids)),
                    ("languages", arg(self.and(langs))),
                    ("most", count(most)),
                ],
            ),
            Message::BadLevel { value, least, most } => self.say(
                "check-bad-level",
                [
                    ("value", arg(*value)),
                    ("least", count(least)),
                    ("most", count(most)),
                ],
            ),
            Message::TextTooLong {
                label,
                lang,
                length,
                most,
            } => self.say(
                "check-text-too-long",
                [
                    ("label", arg(self.label(*label))),
                    ("language", arg(self.language(*lang))),
                    ("length", count(length)),
                    ("most", count(most)),
                ],
            ),
            Message::RefusedCharacter {
                label,
                lang,
                control,
                code,
                name,
            } => {
                let args = [
                    ("label", arg(self.label(*label))),
                    ("language", arg(self.language(*lang))),
                    ("code", arg(*code)),
                    (
                        "name",
                        arg(name.map_or(String::new(), |n| format!(" ({n})"))),
                    ),
                ];
                if *control {
                    self.say("check-refused-control", args)
                } else {
                    self.say("check-refused-invisible", args)
                }
            }
            Message::FieldNotForTask {
                field,
                owners,
                task,
            } => {
                let owners: Vec<String> = owners
                    .iter()
                    .map(|owner| format!("task = \"{owner}\""))
                    .collect();
                let or = format!(" {} ", self.text("check-or"));
                let args = [
                    ("field", arg(*field)),
                    ("owners", arg(owners.join(&or))),
                    ("task", arg(task.unwrap_or_default())),
                ];
                match task {
                    Some(_) => self.say("check-field-not-for-task", args),
                    None => self.say("check-field-not-for-task-none", args),
                }
            }
            Message::PassNotForced {
                task,
                player,
                legal,
            } => self.say(
                "check-pass-not-forced",
                [
                    ("task", arg(*task)),
                    ("player", side(*player)),
                    ("legal", arg(*legal)),
                ],
            ),
            Message::PassGameOver { task, outcome } => self.say(
                "check-pass-game-over",
                [("task", arg(*task)), ("outcome", arg(*outcome))],
            ),
            Message::GameNotOver {
                task,
                player,
                legal,
            } => {
                let args = [
                    ("task", arg(*task)),
                    ("player", side(*player)),
                    ("legal", arg(legal.unwrap_or_default())),
                ];
                match legal {
                    Some(_) => self.say("check-game-not-over", args),
                    None => self.say("check-game-not-over-pass", args),
                }
            }
            Message::MissingWinner { task, verdict } => self.say(
                "check-missing-winner",
                [
                    ("task", arg(*task)),
                    ("verdict", arg(self.verdict(verdict))),
                ],
            ),
            Message::WrongWinner { written, verdict } => self.say(
                "check-wrong-winner",
                [
                    ("written", arg(*written)),
                    ("verdict", arg(self.verdict(verdict))),
                ],
            ),
            Message::CentreEmpty { squares, centre } => self.say(
                "check-centre-empty",
                [("squares", arg(*squares)), ("centre", arg(*centre))],
            ),
            Message::DiscIsland { squares } => {
                self.say("check-disc-island", [("squares", arg(*squares))])
            }
            Message::SameAnswerPlace { choice, steps } => self.say(
                "check-same-answer-place",
                [
                    ("choice", count(choice)),
                    ("steps", arg(join_last(steps, self.text("check-and")))),
                ],
            ),
            Message::AnswerByLength {
                choice,
                lang,
                longest,
                right,
                other,
                difference,
            } => {
                let args = [
                    ("choice", count(choice)),
                    ("language", arg(self.language(*lang))),
                    ("right", count(right)),
                    ("other", count(other)),
                    ("difference", count(difference)),
                ];
                if *longest {
                    self.say("check-answer-longest", args)
                } else {
                    self.say("check-answer-shortest", args)
                }
            }
            Message::TaskWithoutMove {
                task,
                pass: Some(player),
                then,
                ..
            } => self.say(
                "check-task-without-move-pass",
                [
                    ("task", arg(*task)),
                    ("player", side(*player)),
                    ("then", arg(*then)),
                ],
            ),
            Message::TaskWithoutMove {
                task,
                pass: None,
                count: (black, white),
                then,
            } => self.say(
                "check-task-without-move-over",
                [
                    ("task", arg(*task)),
                    ("black", count(black)),
                    ("white", count(white)),
                    ("then", arg(*then)),
                ],
            ),
            Message::MostlyNegativeAnswers {
                count: n,
                asked,
                steps,
            } => {
                let steps: Vec<String> = steps
                    .iter()
                    .map(|(id, number)| {
                        format!(
                            "{id} {}",
                            self.say("check-step", [("number", count(number))])
                        )
                    })
                    .collect();
                let steps: Vec<&str> = steps.iter().map(String::as_str).collect();
                self.say(
                    "check-mostly-negative-answers",
                    [
                        ("count", count(n)),
                        ("asked", count(asked)),
                        ("steps", arg(join_last(&steps, self.text("check-and")))),
                    ],
                )
            }
            Message::OnWrongNeverShown { fields } => self.say(
                "check-on-wrong-never-shown",
                [("fields", arg(join_last(fields, self.text("check-and"))))],
            ),
            Message::GreedyEndgames { counts, puzzles } => {
                let [greedy, endgames, _, most, of, allowed, replace] = *counts;
                self.say(
                    "check-greedy-endgames",
                    [
                        ("greedy", arg(greedy)),
                        ("endgames", arg(endgames)),
                        ("puzzles", arg(puzzles.join(", "))),
                        ("most", arg(most)),
                        ("of", arg(of)),
                        ("allowed", arg(allowed)),
                        ("replace", arg(replace)),
                    ],
                )
            }
            Message::ResultTold { what, a, b, asks } => {
                let asks = ("asks", self.asks(*asks));
                match *what {
                    "count" => self.say(
                        "check-result-told-count",
                        [("black", count(a)), ("white", count(b)), asks],
                    ),
                    "margin" => self.say("check-result-told-margin", [("margin", count(a)), asks]),
                    _ => self.say("check-result-told-winner", [asks]),
                }
            }
            Message::Interface(fault) => self.interface(fault),
            Message::WrongType {
                field,
                found,
                value,
                expected,
            } => {
                let args = [
                    ("field", arg(field.unwrap_or_default())),
                    (
                        "found",
                        arg(self.say(
                            "check-file-found",
                            [("kind", arg(*found)), ("value", arg(*value))],
                        )),
                    ),
                    (
                        "expected",
                        arg(self.say(
                            "check-file-expected",
                            [
                                ("kind", arg(*expected)),
                                ("example", arg(text_table_example())),
                            ],
                        )),
                    ),
                ];
                match field {
                    Some(_) => self.say("check-file-wrong-type", args),
                    None => self.say("check-file-wrong-type-item", args),
                }
            }
            Message::BadSquare { field, text } => self.say(
                "check-file-bad-square",
                [("field", arg(*field)), ("text", arg(*text))],
            ),
            Message::Notation(fault) => self.notation(fault),
            Message::Answer(answer) => self.answer(answer),
            Message::PositionNeeded {
                has,
                step,
                why,
                accepted,
            } => self.say(
                "check-file-position-needed",
                [
                    ("has", arg(*has)),
                    ("step", count(step)),
                    ("why", arg(*why)),
                    ("accepted", arg(*accepted)),
                ],
            ),
            Message::BadReply {
                mv,
                after,
                kind,
                player,
                legal,
            } => {
                let after = after.map_or(String::new(), |square| {
                    self.say("check-file-reply-after", [("square", arg(square))])
                });
                let args = [
                    ("mv", arg(*mv)),
                    ("after", arg(after)),
                    ("player", side(*player)),
                    ("legal", arg(*legal)),
                ];
                match *kind {
                    "illegal" => self.say("check-file-reply-illegal", args),
                    "has-moves" => self.say("check-file-reply-has-moves", args),
                    "must-pass" => self.say("check-file-reply-must-pass", args),
                    _ => self.say("check-file-reply-over", args),
                }
            }
        }
    }

    /// A problem of an interface strings file in this language.
    fn interface(&self, fault: &Interface<'_>) -> String {
        match fault {
            Interface::Parse { detail } => {
                self.say("check-file-ftl-parse", [("detail", arg(*detail))])
            }
            Interface::Twice { id } => self.say("check-file-ftl-twice", [("id", arg(*id))]),
            Interface::Missing { id, line } => self.say(
                "check-file-ftl-missing",
                [("id", arg(*id)), ("line", count(line))],
            ),
            Interface::Variables { id, own, english } => {
                let listed = |vars: &str| match vars {
                    "" => arg(self.text("check-file-ftl-no-variable")),
                    vars => arg(vars.to_string()),
                };
                self.say(
                    "check-file-ftl-variables",
                    [
                        ("id", arg(*id)),
                        ("own", listed(own)),
                        ("english", listed(english)),
                    ],
                )
            }
            Interface::NotInEnglish { id } => {
                self.say("check-file-ftl-not-in-english", [("id", arg(*id))])
            }
        }
    }

    /// A mistake in a game record or a board in this language.
    fn notation(&self, fault: &Notation<'_>) -> String {
        match fault {
            Notation::Token { at, text } => self.say(
                "check-file-moves-token",
                [("at", count(at)), ("text", arg(*text))],
            ),
            Notation::Move {
                number,
                at,
                mv,
                refusal,
            } => {
                let why = match refusal {
                    Refusal::Occupied { square, owner } => self.say(
                        "check-file-moves-occupied",
                        [("square", arg(*square)), ("owner", side(*owner))],
                    ),
                    Refusal::EnclosesNothing { square, player } => self.say(
                        "check-file-moves-encloses-nothing",
                        [("square", arg(*square)), ("player", side(*player))],
                    ),
                    Refusal::Pass { player, moves } => self.say(
                        "check-file-moves-pass",
                        [("player", side(*player)), ("moves", arg(*moves))],
                    ),
                    Refusal::OverMove => self.text("check-file-moves-over").to_string(),
                    Refusal::OverPass => self.text("check-file-moves-over-pass").to_string(),
                };
                self.say(
                    "check-file-moves-refused",
                    [
                        ("number", count(number)),
                        ("at", count(at)),
                        ("mv", arg(*mv)),
                        ("why", arg(why)),
                    ],
                )
            }
            Notation::Length { found } => {
                self.say("check-file-board-length", [("found", count(found))])
            }
            Notation::Cell { at, square, ch } => self.say(
                "check-file-board-cell",
                [
                    ("at", count(at)),
                    ("square", arg(*square)),
                    ("ch", arg(*ch)),
                ],
            ),
            Notation::Rows { found } => {
                self.say("check-file-board-rows", [("found", count(found))])
            }
            Notation::Columns { row, found } => self.say(
                "check-file-board-columns",
                [("row", count(row)), ("found", count(found))],
            ),
            Notation::Char { row, ch } => self.say(
                "check-file-board-char",
                [("row", count(row)), ("ch", arg(*ch))],
            ),
        }
    }
}

#[cfg(test)]
mod tests;
