//! Which findings `check` says in every language, and that those say it.

use std::collections::BTreeSet;
use std::path::PathBuf;

use super::{TRANSLATED, check_words, read};
use crate::course::{CheckReport, Code, CourseError, check_paths};
use crate::lang::Lang;

/// The findings whose messages are still English only, whatever `--lang`
/// says (the frame around them, `error`, `step 3` and the summary, is
/// translated): kept here so that the list is seen, and shrinks.
const ENGLISH_ONLY: &[Code] = &[
    Code::InterfaceMessage,
    Code::FileTooLarge,
    Code::NotUtf8,
    Code::Unreadable,
    Code::NestingTooDeep,
    Code::SingleBrackets,
    Code::NotATableList,
    Code::TooManyUnreadable,
    Code::WrongType,
    Code::KeyBelowTable,
    Code::DuplicateId,
    Code::TextTooLong,
    Code::RefusedCharacter,
    Code::BadSquare,
    Code::BadMoves,
    Code::BadBoard,
    Code::PositionNeeded,
    Code::FieldNotForTask,
    Code::BadReply,
    Code::TaskWithoutMove,
    Code::BadLevel,
    Code::GoalNotMet,
    Code::AcceptNotGoal,
    Code::WrongLegalMoves,
    Code::MissingMove,
    Code::WrongFlips,
    Code::PassNotForced,
    Code::PassGameOver,
    Code::GameNotOver,
    Code::MissingWinner,
    Code::WrongWinner,
    Code::BadCorrect,
    Code::NudgeNamesAnswer,
    Code::OnWrongNeverShown,
    Code::NudgeNeverShown,
    Code::NudgeFalse,
    Code::CentreEmpty,
    Code::DiscIsland,
    Code::SameAnswerPlace,
    Code::TooManyDictated,
    Code::TooMuchReading,
    Code::UnsourcedYear,
    Code::OnlyNegativeAnswer,
    Code::AnswerByLength,
    Code::MostlyNegativeAnswers,
    Code::ResultTold,
    Code::GameStateTold,
    Code::AnswerNumberTold,
    Code::MovesNamed,
    Code::MarkShowsMoves,
    Code::MarkShowsAnswer,
    Code::DotsBeforeQuestion,
    Code::WrongSolution,
    Code::PuzzleNoMove,
    Code::FieldNotForTheme,
    Code::ThemeNeedsField,
    Code::BadDirections,
    Code::BadScore,
    Code::UnknownOpening,
    Code::ThemeNotMet,
    Code::HintNamesAnswer,
    Code::HintNamesLine,
    Code::XSquareAnswers,
    Code::SharedHint,
    Code::GreedyEndgames,
    Code::ThemeLessonMissing,
    Code::TooFewPracticePuzzles,
    Code::GlossaryTermTwice,
    Code::GlossaryMissingLesson,
    Code::GlossaryUnknownLesson,
];

#[test]
fn every_code_is_translated_or_listed_as_english_only() {
    let translated: BTreeSet<Code> = TRANSLATED.iter().copied().collect();
    assert_eq!(translated.len(), TRANSLATED.len(), "a code listed twice");
    let english: BTreeSet<Code> = ENGLISH_ONLY.iter().copied().collect();
    assert!(translated.is_disjoint(&english));
    let all: BTreeSet<Code> = Code::ALL.iter().copied().collect();
    let listed: BTreeSet<Code> = translated.union(&english).copied().collect();
    assert_eq!(listed, all, "each code is translated or English only");
}

/// Every finding of the broken fixtures (and of a few files made here).
fn findings() -> Vec<CourseError> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let fixtures = ["lessons", "puzzles", "advice", "languages"]
        .map(|folder| root.join("tests/fixtures").join(folder));
    let made = tempfile_folder();
    let mut reports: Vec<CheckReport> = fixtures
        .iter()
        .map(|folder| check_paths(std::slice::from_ref(folder), false))
        .collect();
    reports.push(check_paths(std::slice::from_ref(&made), false));
    reports.push(check_paths(&[made.join("empty")], false));
    reports.push(check_paths(
        &[root.join("tests/fixtures/no-such-folder")],
        false,
    ));
    let _ = std::fs::remove_dir_all(&made);
    reports
        .into_iter()
        .flat_map(|report| report.errors.into_iter().chain(report.warnings))
        .collect()
}

/// A folder of files with mistakes the fixtures do not make.
fn tempfile_folder() -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("reversi-tutor-check-words-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let files = [
        ("no-kind.toml", "format_version = 1\n"),
        (
            "both.toml",
            "format_version = 1\n[[step]]\nsay = \"x\"\n[[puzzle]]\nid = \"x\"\n",
        ),
        (
            "declared.toml",
            "format_version = 1\nlanguages = [\"id\", \"id\", \"fr\"]\n[[puzzle]]\nid = \"Bad_Id\"\ntheme = \"corner\"\nrating = 800\n",
        ),
        (
            "no-english.toml",
            "format_version = 1\nlanguages = [\"id\"]\n[[puzzle]]\ntheme = \"corner\"\nprompt = { id = \"Ambil sudut.\" }\nhint = { en = \" \" }\n",
        ),
        ("no-puzzles.toml", "format_version = 2\n[[puzzle]]\n"),
        ("empty-puzzles.toml", "format_version = 1\npuzzle = []\n"),
        ("positions.toml", POSITIONS),
        ("tasks.toml", TASKS),
    ];
    for (name, text) in files {
        let _ = std::fs::write(dir.join(name), text);
    }
    let _ = std::fs::create_dir_all(dir.join("empty"));
    dir
}

/// Puzzles whose positions and ratings are wrong in the ways a teacher slips.
const POSITIONS: &str = r#"format_version = 1
[[puzzle]]
id = "p-one"
theme = "corner"
rating = 99999
solution = ["a1"]
position = { start = false }
[[puzzle]]
id = "p-two"
theme = "corner"
rating = 800
solution = ["a1"]
position = { moves = "f5", to_move = "black" }
[[puzzle]]
id = "p-three-with-an-id-much-too-long-for-any-list-of-puzzles-to-show-well"
theme = "corner"
rating = 800
solution = ["a1"]
position = { board = "---------------------------XO------OX---------------------------" }
[[puzzle]]
id = "p-four"
theme = "corner"
rating = 800
solution = ["a1"]
position = { board = "---------------------------XO------OX---------------------------", to_move = "red" }
"#;

/// Lesson steps whose tasks lack a field or fill it wrong.
const TASKS: &str = r#"format_version = 1
id = "tasks"
title = "Tasks"
summary = "Tasks."
[[step]]
say = "Which?"
task = "choice"
[[step]]
say = "Which?"
task = "choice"
choices = ["Yes", "No"]
[[step]]
say = "Play."
task = "play"
[[step]]
position = { start = true }
say = "Play."
task = "play"
accept = []
[[step]]
position = { start = true }
say = "Find."
task = "find-square"
answer = []
[[step]]
position = { start = true }
say = "Who won?"
task = "outcome"
winner = "blue"
[[step]]
position = { start = true }
say = "Flips?"
task = "predict-flips"
move = "a1"
[[step]]
position = { start = true }
say = "Look."
mark = ["d3", "d3"]
[[step]]
position = { start = true }
say = "one two three four five six seven eight nine ten one two three four five six seven eight nine ten one two three four five six seven eight nine ten one two three four five six seven eight nine ten"
"#;

#[test]
fn the_translated_findings_read_and_speak_every_language() {
    let mut seen = BTreeSet::new();
    for finding in findings() {
        if !TRANSLATED.contains(&finding.code) {
            assert!(read(&finding).is_none(), "{finding:?}");
            continue;
        }
        assert!(read(&finding).is_some(), "not read: {finding:?}");
        seen.insert(finding.code);
        let english = check_words(Lang::En).message(&finding);
        assert_eq!(
            english.as_deref(),
            Some(finding.message.as_str()),
            "en.ftl says a finding as the check wrote it"
        );
        let id = check_words(Lang::Id).message(&finding).unwrap();
        let vi = check_words(Lang::Vi).message(&finding).unwrap();
        assert_ne!(id, finding.message, "{finding:?}");
        assert_ne!(vi, finding.message, "{finding:?}");
        assert_ne!(id, vi);
    }
    // Most translated findings turn up in the fixtures, read from real parts.
    assert!(seen.len() * 4 >= TRANSLATED.len() * 3, "{seen:?}");
}
