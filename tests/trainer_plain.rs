//! The puzzle trainer through the built binary in plain mode, on the puzzles of
//! tests/fixtures/trainer: right, wrong legal and illegal moves, the hint levels,
//! reveal with an endgame's best line, a streak ended, the review queue after
//! days pass (due dates moved back in the saved file), and progress saved at
//! quit and at the end of input, then reloaded.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use std::path::{Path, PathBuf};

use reversi_tutor::learner::Date;

mod common;
use common::has;

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/trainer")
}

/// Runs the binary with `args`, the trainer fixtures and `data` as the data
/// folder, `input` on stdin, in a neutral locale. Returns (status, stdout, stderr).
fn tutor(args: &[&str], input: &str, data: &Path) -> (i32, String, String) {
    let fixtures = fixtures();
    let mut all: Vec<&std::ffi::OsStr> = args.iter().map(|a| a.as_ref()).collect();
    all.extend([
        "--puzzles-dir".as_ref(),
        fixtures.as_os_str(),
        "--data-dir".as_ref(),
        data.as_os_str(),
    ]);
    common::run_binary(&all, input, "C", None)
}

/// The saved progress file.
fn saved(data: &Path) -> toml::Table {
    let text = std::fs::read_to_string(data.join("progress.toml")).unwrap();
    text.parse().unwrap()
}

fn int(table: &toml::Table, path: &[&str]) -> i64 {
    let mut value = table.get(path[0]).unwrap();
    for key in &path[1..] {
        value = value
            .get(key)
            .unwrap_or_else(|| panic!("no {path:?} in {table}"));
    }
    value.as_integer().unwrap()
}

/// Moves every review due date in the saved file back to today, as if the
/// days had passed.
fn days_pass(data: &Path) {
    let path = data.join("progress.toml");
    let mut table: toml::Table = std::fs::read_to_string(&path).unwrap().parse().unwrap();
    let today = Date::today().to_string();
    if let Some(review) = table.get_mut("review").and_then(|r| r.as_table_mut()) {
        for (_, entry) in review.iter_mut() {
            let date: toml::value::Datetime = today.parse().unwrap();
            entry
                .as_table_mut()
                .unwrap()
                .insert("due".into(), toml::Value::Datetime(date));
        }
    }
    std::fs::write(&path, toml::to_string(&table).unwrap()).unwrap();
}

/// A progress file in `data` of a learner who has finished lesson `id`.
fn finished_lesson(data: &Path, id: &str) {
    let text = format!("version = 1\n\n[lessons.{id}]\ncompleted = true\n");
    std::fs::write(data.join("progress.toml"), text).unwrap();
}

fn due(data: &Path, id: &str) -> String {
    saved(data)["review"][id]["due"].to_string()
}

fn in_days(days: i64) -> String {
    Date::today().add_days(days).to_string()
}

#[test]
fn a_right_first_move_is_rated_saved_and_listed_after_a_reload() {
    let data = tempfile::tempdir().unwrap();
    let (code, out, _) = tutor(&["puzzle", "t-corner", "--plain"], "h8\n\n", data.path());
    assert_eq!(code, 0, "{out}");
    assert!(
        has(&out, "Right: black plays h8 and flips 3 discs: e5, f6, g7."),
        "{out}"
    );
    assert!(has(&out, "Your rating: 1000 → 1001 (+1)."), "{out}");
    let progress = saved(data.path());
    assert_eq!(
        progress["puzzles"]["t-corner"]["solved_first_try"].as_bool(),
        Some(true)
    );
    assert_eq!(int(&progress, &["rating", "rated_attempts"]), 1);
    let (code, listed, _) = tutor(&["puzzles", "list"], "", data.path());
    assert_eq!(code, 0);
    assert!(has(&listed, "from 1 rated puzzle."), "{listed}");
    assert!(
        listed.lines().any(|l| l.trim_start().starts_with("corner")),
        "{listed}"
    );
}

#[test]
fn a_wrong_legal_move_says_what_it_does_and_only_the_first_try_is_rated() {
    let data = tempfile::tempdir().unwrap();
    let (_, out, _) = tutor(&["puzzle", "t-corner"], "g5\nh8\n\n", data.path());
    assert!(has(&out, "g5 is a legal move (it flips"), "{out}");
    assert!(has(&out, "g5 is not a corner"), "{out}");
    assert!(
        has(&out, "Try again, or type hint, reveal or skip."),
        "{out}"
    );
    assert!(
        !has(&out, "The answer"),
        "a nudge never gives the answer:\n{out}"
    );
    assert_eq!(out.matches("Your rating:").count(), 1, "{out}");
    assert!(has(&out, "Right: black plays h8"), "{out}");
    let progress = saved(data.path());
    assert_eq!(
        progress["puzzles"]["t-corner"]["solved_first_try"].as_bool(),
        Some(false)
    );
    assert!(progress["rating"]["rating"].as_float().unwrap() < 1000.0);
    assert_eq!(due(data.path(), "t-corner"), in_days(1));
}

#[test]
fn an_illegal_square_is_explained_direction_by_direction() {
    let data = tempfile::tempdir().unwrap();
    let (_, out, _) = tutor(&["puzzle", "t-corner"], "a1\n", data.path());
    assert!(has(&out, "a1 is not a legal move for black"), "{out}");
    assert!(has(&out, "down-right: meets the empty square b2"), "{out}");
}

#[test]
fn hints_come_in_two_levels_and_the_try_is_not_rated() {
    let data = tempfile::tempdir().unwrap();
    let (_, out, _) = tutor(&["puzzle", "t-corner"], "hint\nhint\nhint\n", data.path());
    assert!(has(&out, "Hint: A corner can never be flipped."), "{out}");
    assert!(has(&out, "(hint 1 of 2)"), "{out}");
    assert!(
        has(
            &out,
            "Hint: look in the bottom-right quarter of the board (e5 to h8). (hint 2 of 2)"
        ),
        "{out}"
    );
    assert!(
        has(
            &out,
            "That was the last hint: type reveal to see the answer."
        ),
        "{out}"
    );
    assert!(
        has(&out, "Not rated: you had help before your first move."),
        "{out}"
    );
    // The quarter is marked on the board: its empty squares show +.
    assert!(out.lines().any(|l| l == "8 . . . ● + + + +"), "{out}");
    let progress = saved(data.path());
    assert_eq!(int(&progress, &["rating", "rated_attempts"]), 0);
    assert_eq!(due(data.path(), "t-corner"), in_days(1));
}

#[test]
fn reveal_shows_the_endgames_answer_and_best_line() {
    let data = tempfile::tempdir().unwrap();
    let (_, out, _) = tutor(&["puzzle", "t-endgame-best"], "reveal\n", data.path());
    assert!(has(&out, "The answer: h5."), "{out}");
    assert!(has(&out, "Best play from both sides: h5"), "{out}");
    assert!(has(&out, "black wins."), "{out}");
    assert!(has(&out, "Press Enter for the next puzzle"), "{out}");
}

#[test]
fn reveal_says_why_a_force_pass_answer_meets_the_goal() {
    let data = tempfile::tempdir().unwrap();
    let (_, out, _) = tutor(&["puzzle", "t-pass"], "reveal\n", data.path());
    assert!(has(&out, "The answer: h6."), "{out}");
    assert!(
        has(
            &out,
            "Black has no legal move and must pass: white plays again."
        ),
        "{out}"
    );
}

#[test]
fn a_wrong_endgame_move_gets_its_result_with_best_play() {
    let data = tempfile::tempdir().unwrap();
    let (_, out, _) = tutor(&["puzzle", "t-endgame-best"], "b1\n", data.path());
    assert!(has(&out, "but it does not meet the goal"), "{out}");
    assert!(has(&out, "with best play from both sides black"), "{out}");
}

#[test]
fn the_first_miss_ends_a_streak_and_the_best_is_kept() {
    let data = tempfile::tempdir().unwrap();
    // The corner puzzles join a streak once the lesson on corners is done.
    finished_lesson(data.path(), "corners");
    // t-corner (easiest) right, then t-legal missed (a1 encloses nothing).
    let (_, out, _) = tutor(
        &["puzzles", "--mode", "streak"],
        "h8\n\na1\nquit\n",
        data.path(),
    );
    assert!(has(&out, "Streak: 1 (best 1)."), "{out}");
    assert!(has(&out, "Puzzle t-legal"), "{out}");
    assert!(has(&out, "The streak ends at 1 (best 1)"), "{out}");
    assert!(has(&out, "Leaving the puzzles."), "{out}");
    let progress = saved(data.path());
    assert_eq!(int(&progress, &["streaks", "best"]), 1);
    assert_eq!(int(&progress, &["streaks", "current"]), 0);
}

#[test]
fn a_miss_in_review_comes_back_the_next_day_and_solves_lengthen_the_gap_until_it_leaves() {
    let data = tempfile::tempdir().unwrap();
    let data = data.path();
    let review = ["puzzles", "--mode", "review"];
    tutor(&["puzzle", "t-corner"], "g5\n", data);
    assert_eq!(due(data, "t-corner"), in_days(1));
    let (_, out, _) = tutor(&review, "", data);
    assert!(
        has(&out, &format!("the next comes back on {}", in_days(1))),
        "{out}"
    );
    // Missed again in review: back the next day.
    days_pass(data);
    let (_, out, _) = tutor(&review, "g5\n", data);
    assert!(has(&out, "Puzzle t-corner"), "{out}");
    assert!(has(&out, "It comes back for review tomorrow"), "{out}");
    assert_eq!(due(data, "t-corner"), in_days(1));
    // Solved when due: after 3 days, then 7, then it leaves the queue.
    for gap in [3, 7] {
        days_pass(data);
        let (_, out, _) = tutor(&review, "h8\n\n", data);
        assert!(has(&out, &format!("in {gap} days")), "{out}");
        assert_eq!(due(data, "t-corner"), in_days(gap));
    }
    days_pass(data);
    let (_, out, _) = tutor(&review, "h8\n\n", data);
    assert!(
        has(
            &out,
            "Solved at the first try: it leaves your review queue."
        ),
        "{out}"
    );
    assert!(
        has(&out, "Not rated: you have met this puzzle before."),
        "{out}"
    );
}

#[test]
fn the_end_of_input_ends_cleanly_and_saves() {
    let data = tempfile::tempdir().unwrap();
    let (code, out, err) = tutor(&["puzzles", "--theme", "corner"], "hint\n", data.path());
    assert_eq!(code, 0, "{err}");
    assert!(has(&out, "Puzzle t-corner"), "{out}");
    assert!(has(&out, "End of input: leaving the puzzles."), "{out}");
    assert!(saved(data.path())["review"].get("t-corner").is_some());
}

#[test]
fn puzzles_speak_the_chosen_language() {
    let data = tempfile::tempdir().unwrap();
    let (_, out, _) = tutor(
        &["--lang", "id", "puzzle", "t-corner", "--ascii"],
        "hint\n",
        data.path(),
    );
    assert!(has(&out, "Teka-teki t-corner"), "{out}");
    assert!(has(&out, "Petunjuk:"), "{out}");
    assert!(out.lines().any(|l| l == "4 . . . H H H H H"), "{out}");
    let (_, out, _) = tutor(&["--lang", "vi", "puzzles", "list"], "", data.path());
    assert!(has(&out, "câu đố, theo chủ đề"), "{out}");
}

#[test]
fn the_puzzle_list_names_the_lesson_each_strategy_theme_waits_for() {
    let data = tempfile::tempdir().unwrap();
    let (_, listed, _) = tutor(&["puzzles", "list"], "", data.path());
    let line = |theme: &str| -> String {
        listed
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{theme} ")))
            .unwrap_or_else(|| panic!("no {theme} in {listed}"))
            .to_string()
    };
    assert!(line("corner").ends_with("(after lesson 14)"), "{listed}");
    assert!(
        line("endgame-best").ends_with("(after lesson 20)"),
        "{listed}"
    );
    assert!(!line("legal-move").contains("after"), "{listed}");
    finished_lesson(data.path(), "corners");
    let (_, listed, _) = tutor(&["puzzles", "list"], "", data.path());
    assert!(
        listed
            .lines()
            .any(|l| l.trim_start().starts_with("corner ") && !l.contains("after")),
        "{listed}"
    );
}

#[test]
fn an_unknown_puzzle_is_one_line_with_the_nearest_id() {
    let data = tempfile::tempdir().unwrap();
    let (code, out, err) = tutor(&["puzzle", "t-corne", "--plain"], "", data.path());
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert_eq!(
        err.trim(),
        "reversi-tutor: there is no puzzle `t-corne`: did you mean `t-corner`?"
    );
}

#[test]
fn puzzles_help_says_the_tutor_opens_in_a_terminal_and_plain_text_elsewhere() {
    for command in ["puzzles", "puzzle"] {
        let (_, out, _) = common::run_binary(&["help", command], "", "C", None);
        assert!(has(&out, "in the full-screen tutor in a terminal"), "{out}");
        assert!(has(&out, "in plain text on stdin/stdout"), "{out}");
    }
}

#[test]
fn puzzles_whose_output_is_not_a_terminal_run_in_plain_text_with_a_notice() {
    let data = tempfile::tempdir().unwrap();
    for args in [
        &["puzzle", "t-corner"][..],
        &["puzzles", "--theme", "corner"],
    ] {
        let (code, out, err) = tutor(args, "", data.path());
        assert_eq!(code, 0, "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains("not a terminal"), "{err}");
        assert!(has(&out, "t-corner"), "{out}");
        let mut plain = args.to_vec();
        plain.push("--plain");
        let (_, _, err) = tutor(&plain, "", data.path());
        assert!(!err.contains("not a terminal"), "{err}");
    }
}

#[test]
fn help_in_a_puzzle_lists_its_commands() {
    let data = tempfile::tempdir().unwrap();
    let (_, out, _) = tutor(&["puzzle", "t-corner"], "help\nback\n", data.path());
    assert!(
        has(&out, "hint, h  a hint: first the idea, then where to look"),
        "{out}"
    );
    assert!(has(&out, "There is no going back in puzzles"), "{out}");
}

#[test]
fn count_ends_the_session_after_that_many_puzzles() {
    let data = tempfile::tempdir().unwrap();
    let (code, out, err) = tutor(
        &["puzzles", "--theme", "corner", "--count", "2", "--plain"],
        "skip\nskip\nskip\nskip\n",
        data.path(),
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.matches("Puzzle skipped.").count(), 2, "{out}");
    assert!(out.contains("Puzzles this time: 2;"), "{out}");
    let (code, _, err) = tutor(&["puzzles", "--count", "0", "--plain"], "", data.path());
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--count"), "{err}");
}

#[test]
fn a_theme_is_named_in_any_language_of_the_interface() {
    let data = tempfile::tempdir().unwrap();
    for word in [
        "corner",
        "sudut",
        "chiếm-góc",
        "chiem-goc",
        "SUDUT",
        "Chiem-góc",
    ] {
        let (code, out, err) = tutor(
            &["puzzles", "--theme", word, "--count", "1", "--plain"],
            "skip\n",
            data.path(),
        );
        assert_eq!(code, 0, "{word}: {err}");
        assert!(
            out.contains("Puzzles by theme (Take a corner)"),
            "{word}: {out}"
        );
    }
    // Anything else is refused with the names to choose from.
    let (code, _, err) = tutor(
        &["puzzles", "--theme", "sudutt", "--plain"],
        "",
        data.path(),
    );
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("invalid value 'sudutt'") && err.contains("corner"),
        "{err}"
    );
    let (_, id, _) = tutor(&["puzzles", "list", "--lang", "id"], "", data.path());
    assert!(
        id.lines().any(|l| l.trim_start().starts_with("sudut ")),
        "{id}"
    );
    let (_, vi, _) = tutor(&["puzzles", "list", "--lang", "vi"], "", data.path());
    assert!(
        vi.lines().any(|l| l.trim_start().starts_with("chiếm-góc ")),
        "{vi}"
    );
    let (_, en, _) = tutor(&["puzzles", "list"], "", data.path());
    assert!(
        en.lines().any(|l| l.trim_start().starts_with("corner ")),
        "{en}"
    );
}
