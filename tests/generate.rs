//! The puzzle generator: the same seed writes the same bytes, every generated
//! puzzle passes `check`, no position comes twice up to the board's symmetries,
//! generated endgames keep the margin and greed rules of the built-in ones, and
//! `--merge --hints` writes a file's hints anew from its positions.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use std::process::{Command, Output};

use reversi_tutor::course::kinds::ThemeKind;
use reversi_tutor::course::{Code, CourseLoader, FileKind, Place};
use reversi_tutor::course::{Theme, check_paths};
use reversi_tutor::engine::symmetry::{Symmetry, canonical};
use reversi_tutor::generate::hint::facts;
use reversi_tutor::generate::{Candidate, Kept, Request, generate, mark, to_toml};
use reversi_tutor::i18n::hints::hint_text;

fn reversi_tutor(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_reversi-tutor"))
        .args(args)
        .output()
        .unwrap()
}

fn mined(theme: ThemeKind, count: usize, seed: u64) -> (Request, Vec<Candidate>) {
    let request = Request::new(theme, count, seed);
    let found = generate(&request, &mut |_| {});
    (request, found)
}

#[test]
fn the_same_seed_writes_the_same_bytes_and_another_seed_other_ones() {
    let args = ["puzzles", "generate", "--theme", "corner", "--count", "6"];
    let run = |seed: &str| {
        let out = reversi_tutor(&[&args[..], &["--seed", seed]].concat());
        assert_eq!(out.status.code(), Some(0), "{out:?}");
        // stderr is not a terminal here: no progress bar.
        assert!(
            out.stderr.is_empty(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        out.stdout
    };
    let first = run("11");
    assert_eq!(first, run("11"));
    assert_ne!(first, run("12"));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("corner.toml");
    let out = reversi_tutor(
        &[
            &args[..],
            &["--seed", "11", "--out", path.to_str().unwrap()],
        ]
        .concat(),
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stdout.is_empty());
    assert_eq!(std::fs::read(&path).unwrap(), first);
}

#[test]
fn endgame_generation_is_repeatable_too() {
    let request = |seed| {
        let mut r = Request::new(ThemeKind::EndgameBest, 3, seed);
        r.empties = 8..=8;
        r
    };
    let text = |seed| {
        let r = request(seed);
        to_toml(&r, &generate(&r, &mut |_| {}), &hint_text)
    };
    assert_eq!(text(5), text(5));
}

#[test]
fn every_theme_generates_puzzles_that_pass_check() {
    // Each draft on its own: one seed mines the same games for every theme,
    // so drafts of two themes may share a board, which check refuses.
    let dir = tempfile::tempdir().unwrap();
    for theme in ThemeKind::ALL {
        let (request, found) = mined(theme, 3, 1);
        assert_eq!(found.len(), 3, "{}", theme.name());
        let path = dir.path().join(format!("{}.toml", theme.name()));
        std::fs::write(&path, to_toml(&request, &found, &hint_text)).unwrap();
        let report = check_paths(&[path], false);
        assert!(report.is_clean(), "{}", report.text());
        if theme == ThemeKind::Opening {
            // Every board an opening puzzle can ask about is a built-in one.
            assert!(
                report
                    .warnings
                    .iter()
                    .all(|w| w.message.contains("shows the board of puzzle opening-")
                        || w.message.starts_with("`prompt` has no id")),
                "{}",
                report.text()
            );
        } else {
            // The generator writes a prompt in English: in a teacher's file its
            // missing translations are warnings, and nothing else is.
            assert!(
                report
                    .warnings
                    .iter()
                    .all(|w| w.code == Code::MissingTranslation
                        && w.message.starts_with("`prompt` has no id")),
                "{}",
                report.text()
            );
        }
        assert_eq!(report.puzzles, 3);
    }
}

#[test]
fn generated_positions_come_from_games_with_the_centre_filled() {
    let (_, found) = mined(ThemeKind::Wipeout, 5, 2);
    for candidate in found {
        let centre = ["d4", "e4", "d5", "e5"];
        for sq in centre {
            assert!(
                candidate.board.at(sq.parse().unwrap()).is_some(),
                "{}",
                candidate.record
            );
        }
    }
}

#[test]
fn no_two_generated_puzzles_are_one_position_up_to_symmetry() {
    for theme in [
        ThemeKind::Corner,
        ThemeKind::PredictFlips,
        ThemeKind::LegalMove,
    ] {
        let (_, found) = mined(theme, 40, 3);
        let mut keys: Vec<_> = found.iter().map(|c| canonical(&c.board, mark(c))).collect();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), found.len(), "{}", theme.name());
    }
}

#[test]
fn a_mirror_image_of_a_kept_puzzle_is_refused() {
    let (_, found) = mined(ThemeKind::PredictFlips, 1, 4);
    let original = found[0].clone();
    let mut kept = Kept::new(false);
    assert!(kept.offer(original.clone()));
    for sym in Symmetry::all() {
        let mut image = original.clone();
        image.board = sym.board(&original.board);
        if let Theme::PredictFlips { mv } = original.verdict.theme {
            image.verdict.theme = Theme::PredictFlips { mv: sym.square(mv) };
        }
        assert!(!kept.offer(image), "{sym:?}");
    }
    assert_eq!(kept.found.len(), 1);
}

#[test]
fn generated_endgames_keep_the_margin_and_at_most_one_in_four_is_greedy() {
    for theme in [ThemeKind::EndgameWin, ThemeKind::EndgameBest] {
        let mut request = Request::new(theme, 8, 6);
        request.empties = 8..=10;
        let found = generate(&request, &mut |_| {});
        assert_eq!(found.len(), 8);
        let mut not_greedy = 0;
        for candidate in &found {
            let verdict = &candidate.verdict;
            let empties = candidate.board.empty().len();
            assert!((8..=10).contains(&empties));
            let right = |sq| verdict.solution.contains(sq);
            let best = verdict.scores.iter().map(|(_, s)| *s).max().unwrap();
            let best_wrong = verdict
                .scores
                .iter()
                .filter(|(sq, _)| !right(*sq))
                .map(|(_, s)| *s)
                .max()
                .unwrap();
            assert!(best - best_wrong >= 4, "{}", candidate.record);
            if !verdict.greedy_right {
                not_greedy += 1;
            }
        }
        let greedy = found.len() - not_greedy;
        assert!(4 * greedy <= found.len(), "{}: {greedy}", theme.name());
    }
}

#[test]
fn generate_help_lists_every_theme_from_the_one_list() {
    let out = reversi_tutor(&["puzzles", "generate", "--help"]);
    assert_eq!(out.status.code(), Some(0));
    let help = String::from_utf8_lossy(&out.stdout);
    for theme in ThemeKind::ALL {
        assert!(
            help.contains(theme.name()),
            "{} not in\n{help}",
            theme.name()
        );
    }
    let out = reversi_tutor(&["puzzles", "generate", "--theme", "corners"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn generated_fewer_is_more_endgames_are_never_won_by_the_greedy_move() {
    use reversi_tutor::course::goal::greedy_moves;
    let mut request = Request::new(ThemeKind::FewerIsMore, 6, 6);
    request.empties = 8..=10;
    let found = generate(&request, &mut |_| {});
    assert_eq!(found.len(), 6);
    for candidate in &found {
        let verdict = &candidate.verdict;
        assert_eq!(verdict.theme, Theme::FewerIsMore);
        let greedy = greedy_moves(&candidate.board);
        assert!(!verdict.greedy_right && (greedy & verdict.solution).is_empty());
        for (sq, score) in &verdict.scores {
            assert_eq!(verdict.solution.contains(*sq), *score > 0, "{sq}");
            if greedy.contains(*sq) {
                assert!(*score <= 0, "{}: greedy {sq} wins", candidate.record);
            }
        }
    }
}

#[test]
fn opening_puzzles_are_each_board_before_a_lines_next_move_once_turned_by_the_seed() {
    use reversi_tutor::course::opening::next_moves;
    use reversi_tutor::engine::Board;
    use reversi_tutor::engine::notation::play_record;
    let mut first_moves = std::collections::BTreeSet::new();
    for seed in 1..=4 {
        let (_, found) = mined(ThemeKind::Opening, 20, seed);
        // After f5; f5 d6; f5 d6 c3; f5 d6 c3 d3; f5 f6; f5 f6 e6 f4. After
        // f5 f6 e6 every move of white is the line's next move, turned.
        assert_eq!(found.len(), 6, "seed {seed}");
        for candidate in &found {
            let Theme::Opening { line } = candidate.verdict.theme else {
                panic!("{:?}", candidate.verdict.theme);
            };
            let played = play_record(Board::start(), &candidate.record).unwrap();
            assert_eq!(*played.board(), candidate.board);
            assert_eq!(
                next_moves(&candidate.board, line),
                Ok(candidate.verdict.solution)
            );
            first_moves.insert(candidate.record[..2].to_string());
        }
    }
    // Not always from f5: the seeds turn the board every way a game can.
    assert_eq!(first_moves.len(), 4, "{first_moves:?}");
}

#[test]
fn asking_for_more_opening_puzzles_than_the_lines_give_says_so() {
    let out = reversi_tutor(&[
        "puzzles", "generate", "--theme", "opening", "--count", "10", "--seed", "1",
    ]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(
            "found 6 of 10 opening puzzles: the lines lesson `openings` teaches give no more boards"
        ),
        "{err}"
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout)
            .matches("[[puzzle]]")
            .count(),
        6
    );
}

/// A teacher's file with a hint of every form: inline, a table (short of
/// vi), none, and a theme whose hint the generator does not write.
const MIXED: &str = r#"# A teacher's file.
format_version = 1

# An inline hint.
[[puzzle]]
id = "mine-corner"
theme = "corner"
rating = 700
prompt = { en = "White to move. Take a corner." }
position = { board = "-XO-------------------------------------------------------------", to_move = "white" }
solution = ["a1"]
hint = { en = "Corners!" }

# A hint table.
[[puzzle]]
id = "mine-wipeout"
theme = "wipeout"
rating = 900
prompt = { en = "Black to move. Take every white disc." }
solution = ["c4"]
[puzzle.position]
board = """
. . . . . . B .
. B . . B . . .
. . . W . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . B . . . . .
. . . . . . . .
"""
to_move = "black"
[puzzle.hint]
en = "Take them all."
id = "Ambil semuanya."

# No hint yet.
[[puzzle]]
id = "mine-legal"
theme = "legal-move"
rating = 600
prompt = { en = "Black to move. Find a legal move." }
position = { start = true }
solution = ["d3", "c4", "f5", "e6"]

# A theme whose hint is written by hand.
[[puzzle]]
id = "mine-predict"
theme = "predict-flips"
move = "c5"
rating = 700
prompt = { en = "Black plays c5. Which white discs flip?" }
position = { moves = "f5d6c3d3c4f4" }
solution = ["d5", "e5"]
hint = { en = "Walk out from c5 in every direction." }
"#;

/// `puzzles generate --count 0 --merge --hints` on `path`: its hints alone.
fn rehint_file(path: &std::path::Path) -> Output {
    reversi_tutor(&[
        "puzzles",
        "generate",
        "--theme",
        "corner",
        "--count",
        "0",
        "--out",
        path.to_str().unwrap(),
        "--merge",
        "--hints",
    ])
}

#[test]
fn merge_with_hints_writes_each_hint_anew_from_its_position_and_keeps_every_other_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mixed.toml");
    std::fs::write(&path, MIXED).unwrap();
    let rehint = || {
        let out = rehint_file(&path);
        assert_eq!(out.status.code(), Some(0), "{out:?}");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let said = rehint();
    assert!(
        said.contains("3 hints written anew from their positions"),
        "{said}"
    );
    let text = std::fs::read_to_string(&path).unwrap();
    // Every line but the old hints' words is kept, and one line is added.
    let replaced = ["Corners!", "Take them all.", "Ambil semuanya."];
    for line in MIXED.lines() {
        if !replaced.iter().any(|words| line.contains(words)) {
            assert!(text.lines().any(|l| l == line), "lost {line:?}:\n{text}");
        }
    }
    // A hint line where there was none, and the table's missing vi line.
    assert_eq!(text.lines().count(), MIXED.lines().count() + 2, "{text}");
    assert!(text.contains("[puzzle.hint]\nen = \""), "{text}");
    assert!(text.contains("\"\nvi = \""), "{text}");
    // Each new hint is the words of its position's facts, in every language.
    let mut loader = CourseLoader::new();
    loader.add_file(
        "mixed.toml",
        text.as_bytes(),
        false,
        Some(FileKind::Puzzles),
    );
    // The prompts and mine-predict's hint were written in English only: their
    // translations are missing; every hint written anew has every language.
    assert!(
        loader.warnings().iter().all(|w| {
            let field = w.args.first().map(String::as_str);
            let predict =
                matches!(&w.place, Place::Puzzle { id: Some(id), .. } if id == "mine-predict");
            w.code == Code::MissingTranslation && (field == Some("prompt") || predict)
        }),
        "{:?}",
        loader.warnings()
    );
    let course = loader.finish().unwrap();
    for puzzle in &course.puzzles {
        match facts(&puzzle.board, puzzle.theme, puzzle.solution) {
            Some(facts) => assert_eq!(puzzle.hint, Some(hint_text(&facts)), "{}", puzzle.id),
            None => assert_eq!(puzzle.id, "mine-predict"),
        }
    }
    // Written once, the hints stay as they are.
    let said = rehint();
    assert!(said.contains("0 hints written anew"), "{said}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
}

#[test]
fn hints_are_not_rewritten_in_a_file_with_problems() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("wrong.toml");
    let wrong = MIXED.replace(r#"solution = ["a1"]"#, r#"solution = ["h8"]"#);
    std::fs::write(&path, &wrong).unwrap();
    let out = rehint_file(&path);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("run `reversi-tutor check` on it first"),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), wrong);
}
