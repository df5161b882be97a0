//! Broken lesson and puzzle files: each fixture fails `check` with the expected
//! line, column and message; every problem of a file is reported; oversized,
//! non-UTF-8, random and mutated files are refused without a panic.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use std::path::{Path, PathBuf};

use proptest::prelude::*;
use reversi_tutor::course::{
    CheckReport, CourseErrors, CourseLoader, FileKind, Place, check_paths,
};

fn fixture(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(path)
}

fn check(paths: &[&str]) -> CheckReport {
    let paths: Vec<PathBuf> = paths.iter().map(|p| fixture(p)).collect();
    check_paths(&paths, false)
}

/// Asserts that checking `file` reports a problem at `line` (and `column`, when
/// given) whose message contains `fragment`.
fn assert_fails(file: &str, line: usize, column: Option<usize>, fragment: &str) {
    let report = check(&[file]);
    assert!(!report.is_clean(), "{file} passed check");
    let found = report.errors.iter().any(|e| {
        e.location
            .is_some_and(|at| at.line == line && column.is_none_or(|c| at.column == c))
            && e.message.contains(fragment)
            && e.file.ends_with(file.rsplit('/').next().unwrap())
    });
    assert!(
        found,
        "{file}: expected line {line}, column {column:?}, message with {fragment:?}; got:\n{}",
        report.text()
    );
}

#[test]
fn a_toml_syntax_error_names_its_place() {
    assert_fails("lessons/syntax-error.toml", 7, Some(22), "TOML syntax");
    // One mistake, reported once, even where the parser trips over it twice.
    assert_eq!(check(&["lessons/syntax-error.toml"]).errors.len(), 1);
}

#[test]
fn an_unknown_field_gets_a_suggestion() {
    assert_fails(
        "lessons/unknown-field.toml",
        10,
        Some(1),
        "did you mean `accept`?",
    );
}

#[test]
fn an_unknown_task_lists_the_tasks() {
    assert_fails(
        "lessons/unknown-task.toml",
        8,
        Some(8),
        "unknown task \"plya\": did you mean \"play\"? the tasks are play, any-legal, all-legal, predict-flips, pass, outcome, choice",
    );
}

#[test]
fn squares_off_the_board_are_named() {
    assert_fails(
        "lessons/bad-squares.toml",
        8,
        Some(15),
        "`d0` is not a square",
    );
    assert_fails(
        "lessons/bad-squares.toml",
        13,
        Some(11),
        "`i9` is not a square",
    );
}

#[test]
fn a_stray_character_in_a_diagram_is_pointed_at() {
    assert_fails(
        "lessons/diagram-stray-character.toml",
        15,
        Some(13),
        "`Z` is not a disc",
    );
}

#[test]
fn a_diagram_with_seven_rows_is_refused() {
    assert_fails(
        "lessons/diagram-seven-rows.toml",
        8,
        None,
        "the diagram has 7 rows; it needs 8",
    );
}

#[test]
fn a_diagram_row_with_seven_squares_is_pointed_at() {
    assert_fails(
        "lessons/diagram-short-row.toml",
        12,
        Some(1),
        "diagram row 4 has 7 squares; it needs 8",
    );
}

#[test]
fn a_bad_square_in_a_game_record_is_pointed_at() {
    assert_fails(
        "lessons/bad-record.toml",
        8,
        Some(27),
        "`i9` is not a square",
    );
}

#[test]
fn values_of_the_wrong_kind_are_named_in_toml_words() {
    let file = "lessons/wrong-types.toml";
    assert_fails(file, 8, Some(12), "expected a position: { start = true }");
    assert_fails(file, 9, Some(8), "expected a list like [\"d3\", \"c4\"]");
    assert_fails(file, 10, Some(11), "expected true or false");
}

#[test]
fn a_missing_format_version_is_reported() {
    assert_fails(
        "lessons/missing-format-version.toml",
        1,
        Some(1),
        "add `format_version = 1`",
    );
}

#[test]
fn an_unsupported_format_version_is_reported() {
    assert_fails(
        "lessons/unsupported-format-version.toml",
        1,
        Some(18),
        "format_version 2 is not supported",
    );
}

#[test]
fn a_move_asked_where_the_side_must_pass_is_refused() {
    assert_fails(
        "lessons/play-when-must-pass.toml",
        9,
        Some(8),
        "black has no legal move here and must pass",
    );
}

#[test]
fn a_pass_where_a_move_exists_lists_the_moves() {
    assert_fails(
        "lessons/pass-with-moves.toml",
        9,
        Some(8),
        "black has legal moves here (d3, c4, f5, e6)",
    );
}

#[test]
fn an_illegal_reply_names_the_legal_moves() {
    assert_fails(
        "lessons/illegal-reply.toml",
        10,
        Some(9),
        "f6 is not a legal move for white here (legal: c3, e3, c5)",
    );
}

#[test]
fn an_illegal_accepted_move_names_the_legal_moves() {
    assert_fails(
        "lessons/illegal-accept.toml",
        9,
        Some(17),
        "`accept` lists e3, which is not a legal move for black here (legal: d3, c4, f5, e6)",
    );
}

#[test]
fn wrong_flips_name_the_missing_and_extra_discs() {
    assert_fails(
        "lessons/wrong-flips.toml",
        11,
        Some(10),
        "missing d5; d4 should not be listed",
    );
}

#[test]
fn a_wrong_legal_move_set_names_the_missing_move() {
    assert_fails("lessons/wrong-legal-moves.toml", 9, Some(10), "missing e6");
}

#[test]
fn an_outcome_on_a_game_not_over_is_refused() {
    assert_fails(
        "lessons/outcome-not-over.toml",
        8,
        Some(8),
        "needs a finished game, and this one is not over",
    );
}

#[test]
fn a_wrong_winner_is_refused_with_the_count() {
    assert_fails(
        "lessons/outcome-wrong-winner.toml",
        10,
        Some(10),
        "the count says black wins 2 to 0",
    );
}

#[test]
fn missing_english_text_is_reported() {
    assert_fails(
        "lessons/missing-english.toml",
        7,
        Some(7),
        "`say` has no English text",
    );
}

#[test]
fn an_unknown_language_code_is_reported_at_its_place_with_the_code_meant() {
    // `in` is an old locale code of Bahasa Indonesia: the code meant is `id`.
    assert_fails(
        "lessons/unknown-language.toml",
        7,
        Some(26),
        "`say`: `in` is not a language of reversi-tutor; did you mean `id`? (the languages are: en (English), id (Bahasa Indonesia), vi (Tiếng Việt)",
    );
    assert_fails(
        "lessons/unknown-language.toml",
        7,
        Some(46),
        "`say`: `xx` is not a language of reversi-tutor (the languages are:",
    );
    // `vn` is one letter from both `en` and `vi`: no guess.
    assert_fails(
        "lessons/unknown-language.toml",
        3,
        Some(29),
        "`title`: `vn` is not a language of reversi-tutor (the languages are:",
    );
    assert_eq!(check(&["lessons/unknown-language.toml"]).errors.len(), 3);
}

#[test]
fn a_lesson_without_steps_is_refused() {
    assert_fails("lessons/no-steps.toml", 5, None, "the lesson has no steps");
}

#[test]
fn a_choice_out_of_range_is_refused() {
    assert_fails(
        "lessons/choice-out-of-range.toml",
        10,
        Some(11),
        "`correct` is 3, but there are 2 choices",
    );
}

#[test]
fn a_task_after_the_learners_free_choice_needs_a_position() {
    assert_fails(
        "lessons/depends-on-learner.toml",
        12,
        Some(8),
        "depends on the learner's move in step 1",
    );
}

#[test]
fn dots_on_a_step_whose_task_is_finding_moves_are_refused() {
    assert_fails(
        "lessons/dots-on-any-legal.toml",
        9,
        Some(8),
        "`dots = true` would show the legal moves, and this step's task \"any-legal\" is to find them",
    );
}

#[test]
fn find_square_needs_its_answer() {
    assert_fails(
        "lessons/find-square-without-answer.toml",
        8,
        Some(8),
        "task \"find-square\" needs `answer`",
    );
}

#[test]
fn a_text_with_a_terminal_escape_is_refused_at_its_place() {
    let file = "lessons/control-character.toml";
    assert_fails(
        file,
        7,
        Some(44),
        "`say`: the Bahasa Indonesia text holds the control character U+001B (escape)",
    );
    assert_fails(
        file,
        10,
        Some(25),
        "`hint`: the English text holds the control character U+009B",
    );
}

#[test]
fn every_text_refuses_control_characters_but_newlines_and_tabs() {
    let bell = "\\u0007";
    let tab = '\t';
    let lesson = format!(
        r#"format_version = 1
id = "bells"
title = "Title{bell}"
summary = {{ en = "Summary{bell}" }}

[[step]]
say = "Say\tand\nmore{bell}"
on_wrong = {{ en = "fine", vi = "On wrong{bell}" }}
task = "choice"
choices = ["Yes", {{ en = "No{bell}" }}]
correct = 1
hint = '''
Multi-line, with a tab{tab}and no escape.
'''
"#
    );
    let mut loader = CourseLoader::new();
    loader.add_file(
        "bells.toml",
        lesson.as_bytes(),
        false,
        Some(FileKind::Lesson),
    );
    let puzzles = format!(
        r#"format_version = 1
[[puzzle]]
id = "bell-001"
theme = "legal-move"
rating = 600
prompt = "Prompt{bell}"
hint = "Hint{bell}"
position = {{ start = true }}
solution = ["d3", "c4", "f5", "e6"]
"#
    );
    loader.add_file(
        "bells-puzzles.toml",
        puzzles.as_bytes(),
        false,
        Some(FileKind::Puzzles),
    );
    let labels: Vec<String> = loader
        .errors()
        .iter()
        .map(|e| {
            assert!(e.message.contains("U+0007 (bell)"), "{e}");
            e.message.split(':').next().unwrap().to_string()
        })
        .collect();
    assert_eq!(
        labels,
        [
            "`title`",
            "`summary`",
            "`say`",
            "`on_wrong`",
            "choice 2",
            "`prompt`",
            "`hint`"
        ],
        "{:?}",
        loader.errors()
    );
}

#[test]
fn absurd_nesting_is_refused_before_parsing() {
    assert_fails("lessons/too-deep.toml", 3, None, "nest more than 16 levels");
}

#[test]
fn a_lesson_id_used_twice_names_both_files() {
    let report = check(&["lessons/duplicate-id-a.toml", "lessons/duplicate-id-b.toml"]);
    assert_eq!(report.errors.len(), 1, "{}", report.text());
    let error = &report.errors[0];
    assert!(error.file.ends_with("duplicate-id-b.toml"));
    assert_eq!(error.location.map(|l| (l.line, l.column)), Some((2, 6)));
    assert!(
        error.message.contains("duplicate-id-a.toml:2:6"),
        "{}",
        error.message
    );
}

#[test]
fn every_mistake_in_a_file_is_reported_in_file_order() {
    let report = check(&["lessons/many-mistakes.toml"]);
    let places: Vec<(usize, usize)> = report
        .errors
        .iter()
        .filter_map(|e| e.location.map(|l| (l.line, l.column)))
        .collect();
    assert_eq!(
        places,
        [
            (3, 33),
            (9, 11),
            (9, 17),
            (13, 8),
            (16, 7),
            (18, 11),
            (19, 11)
        ],
        "{}",
        report.text()
    );
}

#[test]
fn a_wrong_puzzle_solution_names_the_missing_move() {
    assert_fails(
        "puzzles/wrong-solution.toml",
        9,
        Some(12),
        "missing e6 (the moves that do: d3, c4, f5, e6)",
    );
}

#[test]
fn an_unknown_theme_gets_a_suggestion() {
    assert_fails(
        "puzzles/unknown-theme.toml",
        5,
        Some(9),
        "did you mean \"corner\"?",
    );
}

#[test]
fn a_puzzle_id_used_twice_names_the_first() {
    assert_fails(
        "puzzles/duplicate-puzzle-id.toml",
        12,
        Some(6),
        "already used by",
    );
}

#[test]
fn a_directions_puzzle_needs_its_number() {
    assert_fails(
        "puzzles/directions-missing.toml",
        5,
        Some(9),
        "needs `directions`",
    );
}

#[test]
fn an_endgame_with_too_many_empties_is_refused() {
    assert_fails(
        "puzzles/endgame-too-big.toml",
        5,
        Some(9),
        "60 empty squares; endgame puzzles may have at most 20",
    );
}

#[test]
fn a_wrong_endgame_score_gives_the_solvers() {
    assert_fails(
        "puzzles/endgame-wrong-score.toml",
        6,
        Some(9),
        "`score` is 4, but with perfect play the best final disc difference for black is +18",
    );
}

#[test]
fn an_endgame_that_cannot_be_won_is_refused_with_its_score() {
    assert_fails(
        "puzzles/endgame-cannot-win.toml",
        5,
        Some(9),
        "black cannot win this endgame: the best with perfect play is -2",
    );
}

#[test]
fn a_puzzle_goal_no_move_meets_is_refused() {
    assert_fails(
        "puzzles/no-move-meets-goal.toml",
        5,
        Some(9),
        "no legal move of black meets the goal",
    );
}

#[test]
fn a_play_step_whose_accept_set_differs_from_its_goal_names_each_move_with_why() {
    let file = "lessons/goal-wrong-accept.toml";
    // The column goal finds e6, which also encloses a diagonal.
    assert_fails(
        file,
        10,
        Some(10),
        "`accept` is not the moves that meet goal \"encloses-column\"",
    );
    assert_fails(
        file,
        10,
        Some(10),
        "e6 meets it (it encloses e5 along a column and d5 along a diagonal) but is not accepted; accept exactly d2, f3, e6, d7",
    );
    // No corner by a search four plies deep: g7 gives h8 by force.
    assert_fails(
        file,
        17,
        Some(10),
        "g7 is accepted but does not meet it (white answers e1 and then wins",
    );
    assert_fails(
        file,
        24,
        Some(8),
        "no legal move of black meets goal \"corner\"",
    );
    assert_fails(
        file,
        31,
        Some(8),
        "unknown goal \"corners\": did you mean \"corner\"?",
    );
    assert_eq!(check(&[file]).errors.len(), 4);
}

#[test]
fn a_step_with_the_stable_or_quiet_goal_has_its_accept_set_proved() {
    let file = "lessons/goal-stable-quiet.toml";
    assert_fails(
        file,
        10,
        Some(10),
        "h1 meets it (white then has 7 stable discs, the most is 7) but is not accepted; a2 is accepted but does not meet it (white then has 0 stable discs, the most is 7)",
    );
    assert_fails(
        file,
        17,
        Some(10),
        "g1 is accepted but does not meet it (g2, g3 still touch an empty square); accept exactly a3",
    );
    assert_eq!(check(&[file]).errors.len(), 2);
}

#[test]
fn a_nudge_shown_after_answers_it_is_false_for_is_an_error_naming_them() {
    let file = "lessons/nudge-misfit.toml";
    // Shown after a1, which is no legal move, and is a corner.
    assert_fails(
        file,
        12,
        Some(12),
        "`on_wrong` (English) says \"is legal\", which is false after a1, b1, d1, e1, f1 and 55 more (a1 encloses nothing, so it is not a legal move): `on_wrong` is shown after every kind of wrong answer; give each kind its own nudge (on_taken, on_illegal, on_legal or on_pass)",
    );
    assert_fails(
        file,
        12,
        Some(12),
        "says \"is not a corner\", which is false after a1, h1 and a8 (a1 is a corner)",
    );
    // A nudge for a kind of wrong answer the step never gets.
    assert_fails(
        file,
        19,
        Some(12),
        "`on_legal` is never shown here: no wrong answer of this step is a legal move the step does not ask for",
    );
    assert_fails(
        file,
        27,
        Some(12),
        "`on_legal` (English) names d3, a right answer of this step",
    );
    // A square named, judged on the board: c1 is in a region of three.
    assert_fails(
        file,
        35,
        Some(12),
        "says \"is in the even region\", which is false after a6 and a7 (c1 is in a region of 3 empty squares (odd))",
    );
    // "That disc" after an empty square.
    assert_fails(
        file,
        43,
        Some(12),
        "says \"that disc\", which is false after a1, b1, c1, d1, e1 and 55 more (a1 is empty)",
    );
    // Each language in its own words.
    assert_fails(
        file,
        61,
        Some(51),
        "`on_legal` (Tiếng Việt) says \"không hợp lệ\", which is false after c4, f5 and e6 (c4 is a legal move)",
    );
    // The step whose every nudge fits its kind has no error.
    let report = check(&[file]);
    assert_eq!(report.errors.len(), 7, "{}", report.text());
    assert!(
        report.errors.iter().all(|e| e.place != Place::Step(6)),
        "{}",
        report.text()
    );
}

#[test]
fn missing_puzzle_fields_are_all_reported() {
    let report = check(&["puzzles/missing-fields.toml"]);
    let text = report.text();
    for fragment in [
        "`rating` is missing",
        "`solution` is missing",
        "may use only lowercase letters",
    ] {
        assert!(text.contains(fragment), "{fragment:?} not in\n{text}");
    }
}

#[test]
fn every_fixture_fails_check() {
    for folder in ["lessons", "puzzles"] {
        for entry in std::fs::read_dir(fixture(folder)).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_str().unwrap().to_string();
            if name.starts_with("duplicate-id-") {
                continue; // the twins fail only together
            }
            let report = check_paths(&[path], false);
            assert!(!report.is_clean(), "{folder}/{name} passed check");
        }
    }
}

#[test]
fn a_file_over_one_mebibyte_is_refused_without_parsing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("huge.toml");
    let mut text = String::from("format_version = 1\n# ");
    text.push_str(&"x".repeat(1 << 20));
    std::fs::write(&path, text).unwrap();
    let report = check_paths(&[path], false);
    assert_eq!(report.errors.len(), 1, "{}", report.text());
    assert!(
        report.errors[0].message.contains("at most 1048576 bytes"),
        "{}",
        report.text()
    );
}

#[test]
fn a_file_that_is_not_utf8_is_refused_with_its_place() {
    let mut loader = CourseLoader::new();
    loader.add_file(
        "latin1.toml",
        b"format_version = 1\nid = \"caf\xe9\"\n",
        false,
        Some(FileKind::Lesson),
    );
    let errors = loader.finish().unwrap_err();
    let error = &errors.0[0];
    assert!(error.message.contains("not UTF-8"), "{error}");
    assert_eq!(error.location.map(|l| (l.line, l.column)), Some((2, 10)));
}

/// Loads generated text as a lesson; returns the problems.
fn load_generated(text: &str) -> Vec<reversi_tutor::course::CourseError> {
    assert!(text.len() <= 1 << 20, "{} bytes", text.len());
    let mut loader = CourseLoader::new();
    loader.add_file("huge.toml", text.as_bytes(), false, Some(FileKind::Lesson));
    loader.errors().to_vec()
}

#[test]
fn a_file_with_tens_of_thousands_of_mistakes_is_reported_briefly() {
    let head = "format_version = 1\nid = \"huge\"\ntitle = \"Huge\"\nsummary = \"Huge.\"\n";
    let many_steps = format!(
        "{head}{}",
        "[[step]]\nsay = 1\nreply = \"a1\"\nx = 2\n".repeat(25_000)
    );
    let many_fields = format!(
        "{head}[[step]]\nsay = \"Hi.\"\n{}",
        (0..40_000)
            .map(|i| format!("k{i} = 1\n"))
            .collect::<String>()
    );
    let long_line = format!(
        "{head}[[step]]\nsay = \"Hi.\"\nmark = [{}\"d3\"]\n",
        "\"i9\", ".repeat(100_000)
    );
    for text in [many_steps, many_fields, long_line] {
        let errors = load_generated(&text);
        assert!(errors.len() <= 101, "{} errors", errors.len());
        let cut_short = |e: &reversi_tutor::course::CourseError| {
            e.message
                .contains("more problems in this file are not shown")
                || e.message.contains("fields here cannot be read")
        };
        assert!(errors.iter().any(cut_short), "{}", errors[0]);
    }
}

/// Loads `bytes` as a lesson and as a puzzle file; must never panic.
fn load_both_ways(bytes: &[u8]) {
    for kind in [FileKind::Lesson, FileKind::Puzzles] {
        let mut loader = CourseLoader::new();
        loader.add_file("fuzz.toml", bytes, false, Some(kind));
        let _ = loader.finish();
    }
}

const LESSON: &str = include_str!("../lessons/README.md");

/// The example lesson of lessons/README.md, the richest valid file there is.
fn example_lesson() -> &'static str {
    let start = LESSON.find("```toml\nformat_version").unwrap() + "```toml\n".len();
    let end = start + LESSON[start..].find("```").unwrap();
    &LESSON[start..end]
}

/// Pieces of lesson syntax that mutations splice in.
const TOKENS: &[&str] = &[
    "[",
    "]",
    "{",
    "}",
    "\"",
    "\"\"\"",
    "'",
    "=",
    ",",
    "\n",
    "[[step]]",
    "[step.position]",
    "task = \"pass\"",
    "reply = \"pass\"",
    "accept = [\"a1\"]",
    "d9",
    "é",
    "\\",
    "#",
    "pa",
    "position = { start = true }",
    "answer = []",
    "correct = -1",
    "move = \"h8\"",
    "task = \"find-square\"",
    "dots = true",
    "shuffle = false",
    "\\u001b",
    "\\U0000009b",
    "\u{9b}",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        load_both_ways(&bytes);
    }

    #[test]
    fn mutated_lessons_never_panic(
        edits in proptest::collection::vec((any::<prop::sample::Index>(), 0usize..3, 0usize..TOKENS.len(), 0usize..40), 1..6)
    ) {
        let mut text = example_lesson().as_bytes().to_vec();
        for (at, op, token, len) in edits {
            let at = at.index(text.len() + 1);
            match op {
                0 => { text.splice(at..(at + len).min(text.len()), []); }
                1 => { text.splice(at..at, TOKENS[token].bytes()); }
                _ => { text.splice(at..(at + len).min(text.len()), TOKENS[token].bytes()); }
            }
        }
        load_both_ways(&text);
    }
}

#[test]
fn a_predict_flips_solution_names_the_discs_the_move_flips() {
    assert_fails(
        "puzzles/predict-flips-wrong-discs.toml",
        9,
        Some(12),
        "`solution` is not every disc that c5 flips: missing e5 (the discs it flips: d5, e5)",
    );
}

#[test]
fn a_predict_flips_move_must_be_legal() {
    assert_fails(
        "puzzles/predict-flips-illegal-move.toml",
        6,
        Some(8),
        "`move` is a1, which is not a legal move for black here",
    );
}

#[test]
fn a_predict_flips_puzzle_needs_its_move() {
    assert_fails(
        "puzzles/predict-flips-missing-move.toml",
        5,
        Some(9),
        "needs `move`",
    );
}

#[test]
fn a_move_on_a_theme_without_one_is_refused() {
    assert_fails(
        "puzzles/move-on-another-theme.toml",
        6,
        Some(8),
        "`move` is used only with theme = \"predict-flips\"",
    );
}

#[test]
fn an_avoid_x_square_puzzle_where_no_move_gives_a_corner_asks_nothing() {
    assert_fails(
        "puzzles/avoid-x-square-asks-nothing.toml",
        5,
        Some(9),
        "every legal move of black meets the goal of theme \"avoid-x-square\"",
    );
}

#[test]
fn a_min_mobility_solution_is_every_move_leaving_the_fewest() {
    assert_fails(
        "puzzles/min-mobility-wrong.toml",
        9,
        Some(12),
        "missing b5; a4 should not be listed",
    );
}

#[test]
fn a_stable_puzzle_where_the_engine_finds_more_stable_discs_than_the_rule_is_refused() {
    assert_fails(
        "puzzles/stable-beyond-the-rule.toml",
        8,
        Some(9),
        "after c3 the engine finds stable discs of black that the lesson's rule (a corner, and the discs joined to a corner of their colour along an edge) does not count: b1, c1, d1, e1, f1, g1",
    );
}

#[test]
fn a_fewer_is_more_puzzle_where_a_greedy_move_wins_is_refused() {
    assert_fails(
        "puzzles/fewer-is-more-greedy-wins.toml",
        5,
        Some(9),
        "h3 flips the most discs and wins too, so greed pays here",
    );
}

#[test]
fn an_opening_puzzle_names_a_line_the_lesson_teaches_and_stands_before_its_next_move() {
    assert_fails(
        "puzzles/opening-unknown-line.toml",
        6,
        Some(8),
        "unknown opening \"tigre\": did you mean \"tiger\"?",
    );
    assert_fails(
        "puzzles/opening-missing-line.toml",
        5,
        Some(9),
        "theme \"opening\" needs `line`",
    );
    assert_fails(
        "puzzles/opening-off-the-line.toml",
        6,
        Some(8),
        "not reached by the first moves of the tiger (f5 d6 c3 d3 c4) in any of the board's eight symmetries",
    );
    assert_fails(
        "puzzles/opening-line-ends.toml",
        6,
        Some(8),
        "this position is the whole cow (f5 d6 c5): the line has no next move",
    );
    assert_fails(
        "puzzles/opening-from-the-start.toml",
        6,
        Some(9),
        "every legal move of black meets the goal of theme \"opening\"",
    );
    assert_fails(
        "puzzles/line-on-another-theme.toml",
        6,
        Some(8),
        "`line` is used only with theme = \"opening\"",
    );
}

/// Asserts that checking `file` reports a warning (and no error) at `line`
/// whose message contains `fragment`; `line` 0 for a warning on the whole set.
fn assert_warns(file: &str, line: usize, fragment: &str) {
    let report = check(&[file]);
    assert!(report.is_clean(), "{file}:\n{}", report.text());
    let found = report
        .warnings
        .iter()
        .any(|e| e.location.map_or(0, |at| at.line) == line && e.message.contains(fragment));
    assert!(
        found,
        "{file}: expected a warning at line {line} with {fragment:?}; got:\n{}",
        report.text()
    );
}

#[test]
fn a_board_shown_twice_up_to_symmetry_or_colours_is_an_error_across_themes() {
    // d3 is f5 mirrored along the a1-h8 diagonal, asked under another theme.
    assert_fails(
        "puzzles/symmetric-duplicate.toml",
        13,
        Some(1),
        "shows the board of puzzle fixture-after-f5 (",
    );
    // The start position with black and white swapped.
    assert_fails(
        "puzzles/symmetric-duplicate.toml",
        31,
        Some(1),
        "shows the board of puzzle fixture-start (",
    );
    assert_eq!(check(&["puzzles/symmetric-duplicate.toml"]).problems, 2);
}

#[test]
fn a_teachers_puzzle_on_a_built_in_board_is_a_warning() {
    // The board of the built-in corner-001, drawn as a game record would not.
    let text = r#"format_version = 1
[[puzzle]]
id = "my-corner"
theme = "corner"
rating = 800
prompt = { en = "Black to move. Take a corner." }
solution = ["h8"]
[puzzle.position]
board = """
. . . . . . . .
. . . . . . . .
. . . B . . B .
. . . B B B B B
. . . W W W . .
. . W . W W . .
. . . . B . W .
. . . B . . . .
"""
to_move = "black"
"#;
    let dir = std::env::temp_dir().join(format!("rt-teacher-board-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("mine.toml");
    std::fs::write(&file, text).unwrap();
    let report = check_paths(&[file], false);
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(report.is_clean(), "{}", report.text());
    assert!(
        report.warnings.iter().any(|w| w
            .message
            .contains("shows the board of puzzle corner-001 (puzzles/corner.toml:")),
        "{}",
        report.text()
    );
}

#[test]
fn endgames_where_greed_pays_in_more_than_one_in_four_are_flagged() {
    assert_warns(
        "advice/greedy-endgames.toml",
        0,
        "in 2 of 4 endgame puzzles the move that flips the most discs is a right answer (fixture-greedy-1, fixture-greedy-2); at most 1 in 4",
    );
}

#[test]
fn an_avoid_x_square_puzzle_answered_only_by_a_c_square_is_flagged() {
    assert_warns(
        "advice/avoid-x-square-only.toml",
        10,
        "every answer (b1) is an X- or C-square beside an empty corner",
    );
}

#[test]
fn a_hint_naming_the_row_or_edge_of_every_answer_is_flagged_and_an_error_in_the_built_in_course() {
    let line = "the line that holds every right move (a1) and not every legal move: a first hint comes weak";
    assert_warns(
        "advice/hint-names-line.toml",
        14,
        &format!("the hint names \"row 1\", {line}"),
    );
    assert_warns(
        "advice/hint-names-line.toml",
        23,
        &format!("the hint names \"mép trên\", {line}"),
    );
    // `1 row, 1 column` counts lines; it does not name row 1.
    let report = check(&["advice/hint-names-line.toml"]);
    assert_eq!(report.warnings.len(), 2, "{}", report.text());
    let text = r#"format_version = 1
[[puzzle]]
id = "built-in-edge"
theme = "corner"
rating = 700
prompt = { en = "White to move. Take a corner.", id = "Giliran putih. Ambil sudut.", vi = "Đến lượt trắng. Hãy chiếm một góc." }
position = { board = "-XO---------------------------------X--------O------------------", to_move = "white" }
solution = ["a1"]
hint = { en = "A line of black discs ends at a white one.", id = "Lihat tepi atas.", vi = "Một hàng quân đen kết thúc ở một quân trắng." }
"#;
    let errors = built_in_puzzles(text).unwrap_err();
    assert_eq!(errors.0.len(), 1, "{errors}");
    assert!(
        errors.0[0]
            .message
            .contains("the hint names \"tepi atas\", the line that holds every right move (a1)"),
        "{errors}"
    );
}

/// `text` loaded as a built-in puzzle file (`puzzles/mine.toml`).
fn built_in_puzzles(text: &str) -> Result<reversi_tutor::course::Course, CourseErrors> {
    let mut loader = CourseLoader::new();
    loader.add_file(
        "puzzles/mine.toml",
        text.as_bytes(),
        true,
        Some(FileKind::Puzzles),
    );
    loader.finish()
}

#[test]
fn a_hint_shared_word_for_word_by_three_puzzles_of_a_file_is_flagged_and_an_error_in_the_built_in_course()
 {
    assert_warns(
        "advice/shared-hint.toml",
        13,
        "the hint \"A corner is taken like any other square.\" is written word for word for 3 puzzles of this file (fixture-shared-hint-1, fixture-shared-hint-2, fixture-shared-hint-3; in en): a hint should speak of the position at hand",
    );
    let report = check(&["advice/shared-hint.toml"]);
    assert_eq!(report.warnings.len(), 1, "{}", report.text());
    // Two puzzles may share a hint; the same hint in one language only is
    // reported for that language.
    let puzzle = |n: usize, board: &str, vi: &str| {
        format!(
            r#"[[puzzle]]
id = "built-in-{n}"
theme = "corner"
rating = 700
prompt = {{ en = "White to move. Take a corner.", id = "Giliran putih. Ambil sudut.", vi = "Đến lượt trắng. Hãy chiếm một góc." }}
position = {{ board = "{board}", to_move = "white" }}
solution = ["a1"]
hint = {{ en = "Black discs stand between the corner and a white one, number {n}.", id = "Bidak hitam berada di antara sudut dan bidak putih, nomor {n}.", vi = "{vi}" }}
"#
        )
    };
    let boards = [
        "-XO-------------------------------------------------------------",
        "-XXO------------------------------------------------------------",
        "-XXXO-----------------------------------------------------------",
    ];
    let load = |vi: [&str; 3]| {
        let mut text = "format_version = 1\n".to_string();
        for (n, (board, vi)) in boards.iter().zip(vi).enumerate() {
            text.push_str(&puzzle(n + 1, board, vi));
        }
        built_in_puzzles(&text)
    };
    let shared = "Quân đen nằm giữa góc và một quân trắng.";
    assert!(load([shared, shared, "Một câu khác."]).is_ok());
    let errors = load([shared; 3]).unwrap_err();
    assert_eq!(errors.0.len(), 1, "{errors}");
    assert!(
        errors.0[0]
            .message
            .contains("is written word for word for 3 puzzles of this file (built-in-1, built-in-2, built-in-3; in vi)"),
        "{errors}"
    );
    assert_eq!(
        errors.0[0].place,
        Place::Puzzle {
            number: 1,
            id: Some("built-in-1".to_string())
        }
    );
}

#[test]
fn a_hint_that_names_an_answer_is_flagged_and_an_error_in_the_built_in_course() {
    assert_warns(
        "advice/hint-names-answer.toml",
        10,
        "the hint names a1, a right move",
    );
    let text = r#"format_version = 1
[[puzzle]]
id = "built-in-hint"
theme = "corner"
rating = 700
prompt = { en = "White to move. Take a corner.", id = "Giliran putih. Ambil sudut.", vi = "Đến lượt trắng. Hãy chiếm một góc." }
position = { board = "-XO-------------------------------------------------------------", to_move = "white" }
solution = ["a1"]
hint = { en = "Look along row 1.", id = "Lihat baris 1.", vi = "Hãy nhìn ô a1." }
"#;
    let errors = built_in_puzzles(text).unwrap_err();
    assert!(
        errors
            .iter()
            .any(|e| e.message.contains("the hint names a1")),
        "{errors}"
    );
}

#[test]
fn a_glossary_term_linked_to_a_missing_lesson_or_short_of_a_language_is_an_error() {
    let course = reversi_tutor::course::embedded_course().unwrap();
    let text = std::fs::read_to_string(fixture("glossary/missing-lesson.toml")).unwrap();
    let errors = reversi_tutor::course::glossary::read("missing-lesson.toml", &text, Some(&course))
        .unwrap_err();
    let found: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(
        found[0].starts_with("missing-lesson.toml:11:10: ")
            && found[0].contains(
                "term `frontier`: no lesson has the id \"frontier\": did you mean \"frontier-and-quiet-moves\"?"
            ),
        "{found:#?}"
    );
    assert!(
        found[1].starts_with("missing-lesson.toml:18:8: ")
            && found[1].contains("has no id (Bahasa Indonesia) or vi (Tiếng Việt) text"),
        "{found:#?}"
    );
    // Without a course to link to, only the missing languages are wrong.
    let errors =
        reversi_tutor::course::glossary::read("missing-lesson.toml", &text, None).unwrap_err();
    assert_eq!(errors.len(), 1, "{errors}");
}

#[test]
fn a_game_against_a_slow_level_is_refused_with_the_levels_allowed() {
    assert_fails(
        "lessons/game-mistakes.toml",
        9,
        Some(9),
        "`level` is 5: a lesson's game is played against level 1 to 3",
    );
}

#[test]
fn a_game_never_shows_a_nudge_for_a_legal_move_and_the_board_after_it_is_the_learners() {
    assert_fails("lessons/game-nudge.toml", 9, Some(12), "on_legal");
    assert_fails(
        "lessons/game-mistakes.toml",
        13,
        None,
        "depends on the learner's move in step 1",
    );
}

#[test]
fn stands_alone_on_a_step_to_read_is_refused() {
    assert_fails(
        "lessons/stands-alone-without-task.toml",
        9,
        Some(16),
        "`stands_alone = true` is for a task the rules quiz can ask, and this step only reads",
    );
    // On a task it is right: that is the file's only problem.
    assert_eq!(
        check(&["lessons/stands-alone-without-task.toml"])
            .errors
            .len(),
        1
    );
}

#[test]
fn keys_pasted_below_a_position_table_are_said_to_have_moved_into_it() {
    // A sandbox export pasted in the middle of a step or a puzzle.
    assert_fails(
        "lessons/export-pasted-mid-step.toml",
        22,
        Some(1),
        "`accept` belongs to the step, but it is written below the [step.position] header, \
         so it went into that table",
    );
    assert_fails(
        "puzzles/export-pasted-mid-puzzle.toml",
        19,
        Some(1),
        "move the puzzle's keys that follow [puzzle.position] above it",
    );
    // Below a text table, each such key is named.
    assert_fails(
        "lessons/keys-below-say.toml",
        12,
        Some(1),
        "`task` looks like a key of the step or puzzle written below the table's header",
    );
    assert_fails(
        "lessons/keys-below-say.toml",
        13,
        Some(1),
        "`accept` looks like a key",
    );
}
