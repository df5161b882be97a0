//! Which findings `check` says in every language, and that those say it.

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::{Message, TRANSLATED, check_words, read};
use crate::course::goal::Goal;
use crate::course::{
    CheckReport, Code, CourseError, ThemeKind, check_course, check_paths, embedded_course,
    glossary, links,
};
use crate::engine::notation::{parse_board_string, play_record};
use crate::engine::{Board, list_squares};
use crate::lang::Lang;

/// The findings whose messages are still English only, whatever `--lang`
/// says (the frame around them, `error`, `step 3` and the summary, is
/// translated): kept here so that the list is seen, and shrinks.
const ENGLISH_ONLY: &[Code] = &[];

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
    reports.push(check_course(&[made.join("no")], &[], false));
    reports.push(check_paths(
        &[root.join("tests/fixtures/no-such-folder")],
        false,
    ));
    let _ = std::fs::remove_dir_all(&made);
    let mut found: Vec<CourseError> = reports
        .into_iter()
        .flat_map(|report| report.errors.into_iter().chain(report.warnings))
        .collect();
    found.extend(course_findings());
    found
}

/// The findings about the course as a whole and its glossary: a theme taught in
/// a lesson that is gone, and glossaries with mistakes.
fn course_findings() -> Vec<CourseError> {
    let mut course = embedded_course().expect("the built-in course");
    let mut found = Vec::new();
    let glossaries = [
        "format_version = 1\n".to_string(),
        include_str!("../../../tests/fixtures/glossary/missing-lesson.toml").to_string(),
        format!(
            "format_version = 1\n{TERM}lesson = \"corners\"\n{TERM}lesson = \"corners\"\n{TERM}{TERM}lesson = \"cornrs\"\n"
        ),
    ];
    for text in glossaries {
        if let Err(errors) = glossary::read("glossary.toml", &text, Some(&course)) {
            found.extend(errors.0);
        }
    }
    found.extend(interface_findings());
    course.lessons.retain(|l| l.id != "corners");
    course
        .puzzles
        .retain(|p| p.theme.kind() != ThemeKind::MinMobility);
    found.extend(links::problems(&course));
    found
}

/// The problems of an interface strings file with a mistake of every kind: a
/// message missing and one English lacks, variables changed (one to none), a
/// message given twice and one that does not parse.
fn interface_findings() -> Vec<CourseError> {
    let planted = crate::i18n::ftl::source(Lang::En)
        .replacen("\ngame-over =", "\ngame-over-gone =", 1)
        .replacen(
            "\ncheck-step = step { $number }",
            "\ncheck-step = step { $n }",
            1,
        )
        .replacen(
            "\ncheck-puzzle = puzzle { $name }",
            "\ncheck-puzzle = puzzle",
            1,
        )
        + "check-or = or\nbroken = {\n";
    crate::course::check::interface_errors(&[("fr.ftl".to_string(), &planted)])
}

/// A glossary term, its lesson to follow.
const TERM: &str = "[[term]]\nid = \"edge\"\nterm = { en = \"edge\", id = \"tepi\", vi = \"cạnh\", qx = \"édgé\" }\nmeaning = { en = \"The rim.\", id = \"Pinggir.\", vi = \"Mép.\", qx = \"Thé rím.\" }\n";

/// A folder of files with mistakes the fixtures do not make.
fn tempfile_folder() -> PathBuf {
    // One folder per call: the tests that read it run at the same time.
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!(
        "reversi-tutor-check-words-{}-{call}",
        std::process::id()
    ));
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
        ("nudges.toml", NUDGES),
        ("types.toml", TYPES),
        ("item.toml", "format_version = 1\npuzzle = [1]\n"),
        ("single.toml", "format_version = 1\n[puzzle]\nid = \"x\"\n"),
        ("not-a-list.toml", "format_version = 1\npuzzle = 3\n"),
        (
            "twice.toml",
            "format_version = 1\n[[puzzle]]\nid = \"same\"\n[[puzzle]]\nid = \"same\"\n",
        ),
    ];
    for (name, text) in files {
        let _ = std::fs::write(dir.join(name), text);
    }
    let _ = std::fs::write(dir.join("themes.toml"), themes());
    let _ = std::fs::write(dir.join("replies.toml"), replies());
    let _ = std::fs::write(dir.join("accepts.toml"), accepts());
    let _ = std::fs::write(dir.join("records.toml"), records());
    for (i, file) in goals().iter().enumerate() {
        let _ = std::fs::write(dir.join(format!("goals-{i}.toml")), file);
    }
    let _ = std::fs::write(
        dir.join("long-text.toml"),
        format!(
            "format_version = 1\nid = \"long\"\ntitle = \"Long\"\nsummary = \"Long.\"\n[[step]]\nsay = \"{}\"\n",
            "x".repeat(2001)
        ),
    );
    let many = |item: &str, count: usize| item.repeat(count);
    let _ = std::fs::write(
        dir.join("advice.toml"),
        ADVICE.to_string() + &many(IN_ORDER, 2),
    );
    // Yes-or-no questions answered "no" more often than "yes", across the folder.
    let no = IN_ORDER.replace("correct = 1", "correct = 2");
    let _ = std::fs::create_dir_all(dir.join("no"));
    let _ = std::fs::write(
        dir.join("no/mostly-no.toml"),
        format!(
            "format_version = 1\nid = \"negatives\"\ntitle = \"Negatives\"\nsummary = \"Negatives.\"\n{}",
            many(&no, 3)
        ),
    );
    let _ = std::fs::write(dir.join("not-utf8.toml"), [0x66, 0xff, 0xfe]);
    let _ = std::fs::write(dir.join("too-large.toml"), many("# a comment\n", 100_000));
    let unknown: String = (0..40).map(|i| format!("k{i} = 1\n")).collect();
    let _ = std::fs::write(
        dir.join("unreadable.toml"),
        format!("format_version = 1\n[[puzzle]]\n{unknown}"),
    );
    let _ = std::fs::write(
        dir.join("many-problems.toml"),
        format!("format_version = 1\n{}", many("[[puzzle]]\n", 60)),
    );
    let _ = std::fs::write(
        dir.join("many-warnings.toml"),
        format!(
            "format_version = 1\nid = \"many\"\ntitle = \"Many\"\nsummary = \"Many.\"\n{}",
            format!("[[step]]\nsay = \"{}\"\n", "word ".repeat(50))
                + &many("[[step]]\nsay = \"Read.\"\n", 110)
        ),
    );
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

/// Puzzles whose game records and boards cannot be read, each in its own way.
fn records() -> String {
    let cell = format!("{}Z", "-".repeat(63));
    let positions = [
        "moves = \"f5a1\"".to_string(),
        "moves = \"f5f5\"".to_string(),
        "moves = \"pa\"".to_string(),
        "board = \"XO-\", to_move = \"black\"".to_string(),
        format!("board = \"{cell}\", to_move = \"black\""),
    ];
    let puzzles: Vec<(&str, &str)> = positions
        .iter()
        .map(|position| ("theme = \"corner\"", position.as_str()))
        .collect();
    puzzle_file("r", &puzzles)
}

/// A puzzle whose fields hold values of every wrong kind.
const TYPES: &str = r#"format_version = 1
[[puzzle]]
id = "w-one"
theme = "corner"
rating = 1.5
solution = { a = 1 }
position = [1]
prompt = true
hint = { en = 5 }
"#;

/// Scripted replies that cannot be played: a pass with moves, a move where the
/// side must pass, a move once the game is over, a move illegal after one of
/// the moves the step accepts.
fn replies() -> String {
    let pass = format!("-XO{}", "O".repeat(61));
    let over = "X".repeat(64);
    let steps = [
        "position = { start = true }\nsay = \"Look.\"\nreply = \"pass\"".to_string(),
        format!("position = {{ board = \"{pass}\", to_move = \"black\" }}\nsay = \"Look.\"\nreply = \"a1\""),
        format!("position = {{ board = \"{over}\", to_move = \"black\" }}\nsay = \"Look.\"\nreply = \"a1\""),
        "position = { start = true }\nsay = \"Play.\"\ntask = \"play\"\naccept = [\"d3\", \"c4\"]\nreply = \"a1\"".to_string(),
    ];
    lesson_file("replies", &steps)
}

/// Lessons of steps of every goal, one lesson a position, each accepting every legal move,
/// then only the first, then only the last: most accept lists differ from the goal's moves, each
/// square with what its move does.
fn goals() -> Vec<String> {
    let positions = [
        // An opening, a late middle game, an endgame for the exact solver.
        "moves = \"f5d6c3d3c4f4c5b3c2e6c6b4\"",
        "moves = \"f5f6e6f4g4e7c4f3g5d6e3g3f2h5h3c5b6c3d7h4c6h2d3b5g6b4h6h7e8c2d2\"",
        "moves = \"f5f6e6f4g4e7c4f3g5d6e3g3f2h5h3c5b6c3d7h4c6h2d3b5g6b4h6h7e8c2d2f1g7h8g2e2e1d1a3a4f7g8f8h1a5c7g1d8b3b2a1\"",
        // Black's two moves each leave white without a move.
        &format!("board = \"XOO{}OX\", to_move = \"black\"", "-".repeat(59)),
        // f8 leaves white one move.
        &format!("board = \"XO-OX{}OX\", to_move = \"black\"", "-".repeat(57)),
        // c4 takes white's last discs and ends the game; d3 leaves white to pass.
        &format!(
            "board = \"{0}XO-OX------X----{0}\", to_move = \"black\"",
            "-".repeat(24)
        ),
        // a1 is a corner, the other moves are not.
        &format!(
            "board = \"-OX{}OX{}XO{}\", to_move = \"black\"",
            "-".repeat(24),
            "-".repeat(6),
            "-".repeat(27)
        ),
    ];
    let mut files = Vec::new();
    for position in positions {
        let mut steps = Vec::new();
        let board = match position.strip_prefix("moves = \"") {
            Some(record) => play_record(Board::start(), record.trim_end_matches('"'))
                .map(|game| *game.board())
                .expect("a game record"),
            None => {
                let squares = position.split('"').nth(1).unwrap_or_default();
                parse_board_string(&format!("{squares} X")).expect("a board")
            }
        };
        let legal = board.legal_moves();
        let first = legal
            .squares()
            .next()
            .map(|sq| sq.to_string())
            .unwrap_or_default();
        let last = legal
            .squares()
            .last()
            .map(|sq| sq.to_string())
            .unwrap_or_default();
        for goal in Goal::ALL {
            for accept in [list_squares(legal), first.clone(), last.clone()] {
                let accept: Vec<String> =
                    accept.split(", ").map(|sq| format!("\"{sq}\"")).collect();
                steps.push(format!(
                    "position = {{ {position} }}\nsay = \"Play.\"\ntask = \"play\"\ngoal = \"{}\"\naccept = [{}]",
                    goal.name(),
                    accept.join(", ")
                ));
            }
        }
        files.push(lesson_file(&format!("goals-{}", files.len()), &steps));
    }
    files
}

/// A step with a task after one that accepts two moves, without a position.
fn accepts() -> String {
    let steps = [
        "position = { start = true }\nsay = \"Play.\"\ntask = \"play\"\naccept = [\"d3\", \"c4\"]",
        "say = \"Find.\"\ntask = \"find-square\"\nanswer = [\"e3\"]",
    ];
    lesson_file("accepts", &steps)
}

/// A lesson `id` of `steps` (each step's fields).
fn lesson_file(id: &str, steps: &[impl AsRef<str>]) -> String {
    let mut text =
        format!("format_version = 1\nid = \"{id}\"\ntitle = \"Title\"\nsummary = \"Summary.\"\n");
    for step in steps {
        text.push_str(&format!("[[step]]\n{}\n", step.as_ref()));
    }
    text
}

/// Puzzles whose theme's own fields are wrong, or whose position has no move
/// (the game over, or the side to move must pass).
fn themes() -> String {
    let over = format!("board = \"{}\", to_move = \"black\"", "X".repeat(64));
    let pass = format!("board = \"-XO{}\", to_move = \"black\"", "O".repeat(61));
    let puzzles = [
        ("theme = \"directions\"\ndirections = 9", "start = true"),
        ("theme = \"endgame-best\"\nscore = 99", "start = true"),
        ("theme = \"opening\"\nline = \"tigre\"", "start = true"),
        ("theme = \"corner\"", over.as_str()),
        ("theme = \"corner\"", pass.as_str()),
        ("theme = \"corner\"", ""),
        ("theme = \"corner\"", "start = true, moves = \"f5\""),
    ];
    puzzle_file("t", &puzzles)
}

/// A puzzle file of `puzzles` (the theme's lines, and the position's fields),
/// their ids `prefix-0`, `prefix-1`, ...
fn puzzle_file(prefix: &str, puzzles: &[(&str, &str)]) -> String {
    let mut text = String::from("format_version = 1\n");
    for (i, (theme, position)) in puzzles.iter().enumerate() {
        text.push_str(&format!(
            "[[puzzle]]\nid = \"{prefix}-{i}\"\n{theme}\nrating = 800\nsolution = [\"a1\"]\nposition = {{ {position} }}\n"
        ));
    }
    text
}

/// A lesson without errors whose positions no game reaches (its choice steps,
/// [`IN_ORDER`] twice, keep the right answer in one place).
const ADVICE: &str = r#"format_version = 1
id = "advice"
title = "Advice"
summary = "Advice."
[[step]]
position = { board = "XX--------------------------------------------------------------", to_move = "black" }
say = "Look."
[[step]]
position = { board = "X--------------------------XO------OX---------------------------", to_move = "black" }
say = "Look."
"#;

/// A choice step that keeps its order, the right answer first.
const IN_ORDER: &str = "[[step]]\nsay = \"Which?\"\ntask = \"choice\"\nchoices = [\"Yes\", \"No\"]\ncorrect = 1\nshuffle = false\n";

/// A step whose every wrong answer has a nudge of its own, and `on_wrong` too.
const NUDGES: &str = "format_version = 1\nid = \"nudges\"\ntitle = \"Nudges\"\nsummary = \"Nudges.\"\n[[step]]\nposition = { start = true }\nsay = \"Play d3.\"\ntask = \"play\"\naccept = [\"d3\"]\non_taken = \"Taken.\"\non_illegal = \"Illegal.\"\non_legal = \"Legal.\"\non_pass = \"Pass.\"\non_wrong = \"Wrong.\"\n";

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
say = "Flips?"
task = "predict-flips"
answer = ["d4"]
[[step]]
position = { start = true }
say = "Look."
mark = ["d3", "d3"]
[[step]]
position = { start = true }
say = "Look."
answer = ["d3"]
[[step]]
position = { board = "XX--------------------------------------------------------------", to_move = "white" }
say = "Pass?"
task = "pass"
[[step]]
position = { board = "XX--------------------------------------------------------------", to_move = "white" }
say = "Who won?"
task = "outcome"
[[step]]
position = { start = true }
say = "one two three four five six seven eight nine ten one two three four five six seven eight nine ten one two three four five six seven eight nine ten one two three four five six seven eight nine ten one two three four five six seven eight nine ten one two three four five six seven eight nine ten one two three four five six seven eight nine ten"
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
        // The tests' language speaks from its own `.ftl` file, every letter accented.
        let qx = check_words(Lang::Qx).message(&finding).unwrap();
        assert_ne!(qx, finding.message, "{finding:?}");
    }
    // Every translated finding turns up, read from real parts, so that each
    // message of every language is said at least once.
    let unseen: Vec<&Code> = TRANSLATED.iter().filter(|c| !seen.contains(c)).collect();
    assert!(unseen.is_empty(), "no finding of {unseen:?}");
}

#[test]
fn indonesian_and_vietnamese_name_a_texts_language_in_their_own_words() {
    // The names English gives the languages, and their own (capitalized) names.
    let foreign = [
        "English",
        "Indonesian",
        "Vietnamese",
        "Bahasa Indonesia",
        "Tiếng Việt",
    ];
    let own = [(Lang::Id, "bahasa Inggris"), (Lang::Vi, "tiếng Anh")];
    let mut seen = BTreeSet::new();
    let mut english_named = BTreeSet::new();
    for finding in findings() {
        let Some(
            Message::TextTooLong { .. }
            | Message::RefusedCharacter { .. }
            | Message::AnswerByLength { .. }
            | Message::OnlyNegativeAnswer { .. },
        ) = read(&finding)
        else {
            continue;
        };
        seen.insert(finding.code);
        for (lang, english) in own {
            let said = check_words(lang).message(&finding).unwrap();
            for name in foreign {
                assert!(!said.contains(name), "{lang} says {name:?}: {said}");
            }
            if said.contains(english) {
                english_named.insert((lang, finding.code));
            }
        }
    }
    let codes = [
        Code::TextTooLong,
        Code::RefusedCharacter,
        Code::AnswerByLength,
        Code::OnlyNegativeAnswer,
    ];
    assert_eq!(seen, BTreeSet::from(codes), "each such finding turns up");
    // Each names English, in each language's own words.
    for code in codes {
        for (lang, _) in own {
            assert!(english_named.contains(&(lang, code)), "{lang} {code}");
        }
    }
}

/// English words that no sentence of `check` in Indonesian or Vietnamese uses
/// (outside the file's own words, which it quotes).
const ENGLISH_WORDS: &[&str] = &[
    "the", "is", "are", "has", "have", "and", "not", "with", "this", "that", "must", "only",
    "cannot", "here", "there", "which", "for", "its", "it", "be", "or", "to", "of", "at", "one",
    "needs", "write", "use", "add", "missing", "from", "by", "would", "should", "can", "does",
    "so", "but", "than", "more", "no", "every", "each", "learner", "lists", "twice", "syntax",
    "empty", "text", "unknown", "did", "you", "mean", "file", "read", "all", "goes", "an", "uses",
    "where", "found", "expected",
];

/// The English words of `message`, said for `finding`: what is left once the
/// file's own words are taken out (its parts, and anything in quotes,
/// backquotes, brackets or braces).
fn english_in(message: &str, finding: &CourseError) -> Vec<String> {
    let mut text = message.to_string();
    let mut parts: Vec<&String> = finding.args.iter().filter(|a| a.len() > 2).collect();
    parts.sort_by_key(|part| std::cmp::Reverse(part.len()));
    for part in parts {
        text = text.replace(part.as_str(), " ");
    }
    let mut kept = String::new();
    let mut closing: Vec<char> = Vec::new();
    for c in text.chars() {
        match (closing.last(), c) {
            (Some(&end), _) if c == end => {
                closing.pop();
            }
            (Some('`' | '"'), _) => {}
            (_, '`' | '"') => closing.push(c),
            (_, '[') => closing.push(']'),
            (_, '{') => closing.push('}'),
            (None, _) => kept.push(c),
            _ => {}
        }
    }
    kept.split(|c: char| !c.is_alphabetic() && c != '_')
        .map(str::to_lowercase)
        .filter(|word| ENGLISH_WORDS.contains(&word.as_str()))
        .collect()
}

#[test]
fn check_in_indonesian_and_vietnamese_leaves_no_english_sentence() {
    let mut left = Vec::new();
    let mut planted = Vec::new();
    for finding in findings() {
        if english_in(&finding.message, &finding).is_empty() {
            planted.push(finding.message.clone());
        }
        if ENGLISH_ONLY.contains(&finding.code) {
            continue;
        }
        for lang in [Lang::Id, Lang::Vi] {
            let said = check_words(lang)
                .message(&finding)
                .unwrap_or_else(|| finding.message.clone());
            let english = english_in(&said, &finding);
            if !english.is_empty() {
                left.push(format!("{lang} {}: {english:?}: {said}", finding.code));
            }
        }
    }
    // Each English message the checks write would be caught, if it were shown.
    assert!(
        planted.is_empty(),
        "not seen as English:\n{}",
        planted.join("\n")
    );
    assert!(left.is_empty(), "English left:\n{}", left.join("\n"));
}
