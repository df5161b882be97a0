//! The built `reversi-tutor` binary: `explain`, `moves` and `perft` in words and
//! JSON, help, and one clear line on stderr (exit status 2) for every bad argument.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use std::process::{Command, Output};

use serde_json::Value;

/// Runs the binary with `args`.
fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_reversi-tutor"))
        .args(args)
        .env_remove("RUST_BACKTRACE")
        // Words in English whatever the machine's locale.
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .output()
        .expect("the binary runs")
}

/// Runs the binary, expects success, and returns its standard output.
fn stdout_of(args: &[&str]) -> String {
    let out = run(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{args:?} failed: {stderr}");
    assert!(stderr.is_empty(), "{args:?} wrote to stderr: {stderr}");
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// Runs the binary and reads its standard output as one JSON value.
fn json_of(args: &[&str]) -> Value {
    serde_json::from_str(&stdout_of(args)).expect("the output is JSON")
}

fn strings(value: &Value) -> Vec<&str> {
    value
        .as_array()
        .expect("an array")
        .iter()
        .map(|v| v.as_str().expect("a string"))
        .collect()
}

/// 64 squares a1..h8 with `discs` at the front and empty squares after, then the side.
fn board_string(discs: &str, side: &str) -> String {
    format!("{discs}{} {side}", "-".repeat(64 - discs.len()))
}

/// Nine moves after which white has no disc left: black wins 13-0 with 51 empty.
const WIPE_OUT: &str = "d3c3b3d2e1d6d7e3f4";

#[test]
fn explain_d3_in_words_names_down_enclosing_d4_closed_by_d5_and_shows_the_board_after() {
    let text = stdout_of(&["explain", "--position", "start", "--move", "d3"]);
    assert!(
        text.starts_with("Black d3 is legal: it flips 1 disc (d4)."),
        "{text}"
    );
    let down = text
        .lines()
        .find(|l| l.trim_start().starts_with("down:"))
        .expect("a line for the direction down");
    assert!(
        down.contains("encloses white on d4, closed by black on d5"),
        "{down}"
    );
    assert!(
        text.contains("The board after d3 (white to move):"),
        "{text}"
    );
    // Row 3 now holds the new disc on d3, and d4 has turned black.
    assert!(text.contains("\n3 . . . B . . . .\n"), "{text}");
    assert!(text.contains("\n4 . . . B B . . .\n"), "{text}");
}

#[test]
fn explain_json_has_the_move_its_eight_directions_and_the_board_after() {
    let json = json_of(&["explain", "--position", "start", "--move", "d3", "--json"]);
    assert_eq!(json["move"], "d3");
    assert_eq!(json["player"], "black");
    assert_eq!(json["legal"], true);
    assert_eq!(strings(&json["flips"]), ["d4"]);
    let directions = json["directions"].as_array().expect("directions");
    assert_eq!(directions.len(), 8);
    for d in directions {
        for key in ["direction", "outcome", "flips", "closed_by"] {
            assert!(d.get(key).is_some(), "{key} missing in {d}");
        }
    }
    let down = directions
        .iter()
        .find(|d| d["direction"] == "down")
        .expect("down");
    assert_eq!(down["outcome"], "encloses");
    assert_eq!(strings(&down["flips"]), ["d4"]);
    assert_eq!(down["closed_by"], "d5");
    let down_right = directions
        .iter()
        .find(|d| d["direction"] == "down-right")
        .expect("down-right");
    assert_eq!(down_right["outcome"], "own-disc");
    assert_eq!(down_right["closed_by"], Value::Null);
    assert_eq!(
        json["board_after"],
        board_string("-------------------X-------XX------XO", "O")
    );
}

/// Row 3 holds black c3 and white d3, e3; black to move.
fn row_three_c3_black_d3_e3_white() -> String {
    board_string(&format!("{}--XOO", "-".repeat(16)), "X")
}

#[test]
fn explain_in_words_lists_a_lines_discs_in_the_order_met_from_the_move() {
    let position = row_three_c3_black_d3_e3_white();
    let text = stdout_of(&["explain", "--position", &position, "--move", "f3"]);
    let left = text
        .lines()
        .find(|l| l.trim_start().starts_with("left:"))
        .expect("a line for the direction left");
    assert!(
        left.contains("encloses white on e3, d3, closed by black on c3"),
        "{left}"
    );
}

#[test]
fn explain_json_lists_a_lines_discs_in_the_order_met_from_the_move() {
    let position = row_three_c3_black_d3_e3_white();
    let json = json_of(&["explain", "--position", &position, "--move", "f3", "--json"]);
    let left = json["directions"]
        .as_array()
        .expect("directions")
        .iter()
        .find(|d| d["direction"] == "left")
        .expect("left");
    assert_eq!(strings(&left["flips"]), ["e3", "d3"]);
    assert_eq!(strings(&left["run"]), ["e3", "d3"]);
    assert_eq!(left["closed_by"], "c3");
    let text = left["text"].as_str().expect("text");
    assert!(text.contains("white on e3, d3, closed by"), "{text}");
    // The move's own list of flips stays in board order.
    assert_eq!(strings(&json["flips"]), ["d3", "e3"]);
}

#[test]
fn explain_an_illegal_square_gives_legal_false_and_a_reason() {
    let json = json_of(&["explain", "--move", "a1", "--json"]);
    assert_eq!(json["legal"], false);
    assert_eq!(json["flips"], Value::Array(vec![]));
    assert_eq!(json["board_after"], Value::Null);
    let reason = json["reason"].as_str().expect("a reason");
    assert!(
        reason.starts_with("a1 is not a legal move for black: no direction encloses a line"),
        "{reason}"
    );

    let text = stdout_of(&["explain", "--move", "a1"]);
    assert!(
        text.starts_with("a1 is not a legal move for black: no direction encloses a line"),
        "{text}"
    );
}

#[test]
fn explain_reads_a_board_string_that_starts_with_an_empty_square() {
    let start = board_string("---------------------------OX------XO", "X");
    let from_string = json_of(&["explain", "--position", &start, "--move", "d3", "--json"]);
    let from_start = json_of(&["explain", "--move", "d3", "--json"]);
    assert_eq!(from_string, from_start);
}

#[test]
fn moves_json_at_the_start_lists_four_moves_with_two_discs_each() {
    let json = json_of(&["moves", "--json"]);
    assert_eq!(json["status"], "playing");
    assert_eq!(json["to_move"], "black");
    let moves: Vec<&str> = json["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .map(|m| m["move"].as_str().expect("a square"))
        .collect();
    assert_eq!(moves, ["d3", "c4", "f5", "e6"]);
    assert_eq!(json["black"], 2);
    assert_eq!(json["white"], 2);
}

#[test]
fn moves_json_says_must_pass_when_the_side_to_move_has_no_move() {
    // White a1, black b1, black to move: black cannot enclose a corner; white can play c1.
    let position = board_string("OX", "X");
    let json = json_of(&["moves", "--position", &position, "--json"]);
    assert_eq!(json["status"], "must-pass");
    assert_eq!(json["to_move"], "black");
    assert_eq!(json["moves"], Value::Array(vec![]));

    let text = stdout_of(&["moves", "--position", &position]);
    assert!(
        text.contains("Black to move has no legal move and must pass"),
        "{text}"
    );
}

#[test]
fn moves_json_says_over_with_the_winner_and_the_score() {
    let json = json_of(&["moves", "--position", WIPE_OUT, "--json"]);
    assert_eq!(json["status"], "over");
    assert_eq!(json["winner"], "black");
    assert_eq!(json["black"], 13);
    assert_eq!(json["white"], 0);
    assert_eq!(json["empty"], 51);
    assert_eq!(json["score"]["black"], 13);

    let tournament = json_of(&[
        "moves",
        "--position",
        WIPE_OUT,
        "--scoring",
        "tournament",
        "--json",
    ]);
    assert_eq!(tournament["score"]["black"], 64);
    assert_eq!(tournament["score"]["white"], 0);
    assert_eq!(tournament["winner"], "black");

    let draw = format!("{}{} X", "X".repeat(32), "O".repeat(32));
    let json = json_of(&["moves", "--position", &draw, "--json"]);
    assert_eq!(json["status"], "over");
    assert_eq!(json["winner"], "draw");

    let text = stdout_of(&["moves", "--position", WIPE_OUT]);
    assert!(text.contains("The game is over"), "{text}");
    assert!(text.contains("black wins"), "{text}");
}

#[test]
fn perft_5_prints_1396_as_its_last_line() {
    let text = stdout_of(&["perft", "5"]);
    assert_eq!(text.lines().last(), Some("1396"));
}

#[test]
fn perft_from_a_game_record_counts_from_that_position() {
    // Every opening move is a mirror image of the others: a quarter of perft(4).
    let text = stdout_of(&["perft", "3", "--position", "f5"]);
    assert_eq!(text.lines().last(), Some("61"));
}

/// Runs `args`, which must be refused, and returns the single line on stderr.
fn refused(args: &[&str]) -> String {
    let out = run(args);
    let stderr = String::from_utf8(out.stderr).expect("UTF-8 stderr");
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(out.stdout.is_empty(), "{args:?} wrote to stdout");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    for panic_sign in ["panicked", "RUST_BACKTRACE", "thread '"] {
        assert!(!stderr.contains(panic_sign), "{args:?}: {stderr}");
    }
    assert!(stderr.starts_with("reversi-tutor: "), "{stderr}");
    stderr
}

#[test]
fn a_square_off_the_board_is_refused_in_one_line() {
    let err = refused(&["explain", "--move", "i9"]);
    assert!(err.contains("`i9` is not a square"), "{err}");
    let err = refused(&["explain", "--move", "d0"]);
    assert!(err.contains("`d0` is not a square"), "{err}");
}

#[test]
fn an_illegal_move_in_a_record_is_refused_in_one_line() {
    let err = refused(&["moves", "--position", "f5a1"]);
    assert!(err.contains("move 2 (a1, character 3)"), "{err}");
    assert!(err.contains("a1 is not a legal move for white"), "{err}");
}

#[test]
fn an_illegal_move_in_a_record_says_why_in_the_locales_language() {
    let err = refused(&["moves", "--position", "f5a1"]);
    assert!(
        err.contains("(right: meets the empty square b1; down-right: meets the empty square b2; down: meets the empty square a2)"),
        "{err}"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_reversi-tutor"))
        .args(["moves", "--position", "f5a1"])
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "vi_VN.UTF-8")
        .output()
        .expect("the binary runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("nước thứ 2 (a1, ký tự thứ 3): a1 không phải nước hợp lệ của trắng"),
        "{err}"
    );
}

#[test]
fn a_board_string_of_63_squares_is_refused_in_one_line() {
    let short = format!("{} X", "-".repeat(63));
    let err = refused(&["moves", "--position", &short]);
    assert!(err.contains("this one has 63"), "{err}");
}

#[test]
fn a_bad_side_letter_is_refused_in_one_line() {
    let err = refused(&["moves", "--position", &board_string("OX", "Z")]);
    assert!(err.contains("`Z` is not a side to move"), "{err}");
}

#[test]
fn a_position_option_without_a_value_says_so() {
    let err = refused(&["moves", "--position", "--json"]);
    assert!(
        err.contains("`--json` is an option, not a position"),
        "{err}"
    );
}

#[test]
fn an_unknown_subcommand_or_a_missing_depth_is_refused_in_one_line() {
    let err = refused(&["frobnicate"]);
    assert!(err.contains("frobnicate"), "{err}");
    refused(&["perft"]);
    refused(&["perft", "99"]);
    refused(&["explain"]);
}

#[test]
fn help_works_for_each_subcommand() {
    for command in ["explain", "moves", "perft"] {
        let text = stdout_of(&[command, "--help"]);
        assert!(
            text.contains(&format!("Usage: reversi-tutor {command}")),
            "{text}"
        );
        assert!(text.contains("--position"), "{command}: {text}");
        let text = stdout_of(&["help", command]);
        assert!(
            text.contains(&format!("Usage: reversi-tutor {command}")),
            "{text}"
        );
    }
}

#[test]
fn help_has_help_of_its_own_and_names_the_nearest_command() {
    let text = stdout_of(&["help", "--help"]);
    assert!(text.contains("Usage: reversi-tutor help"), "{text}");
    let err = refused(&["help", "lesonn"]);
    assert!(err.contains("did you mean `lesson`?"), "{err}");
}

#[test]
fn a_misspelt_command_or_option_gets_a_suggestion_in_one_line() {
    let err = refused(&["lessonz"]);
    assert!(err.contains("did you mean `lessons`?"), "{err}");
    let err = refused(&["explain", "-m", "d3", "--jsn"]);
    assert!(err.contains("did you mean `--json`?"), "{err}");
}

#[test]
fn review_names_the_bad_square_of_a_record_or_the_missing_file() {
    let err = refused(&["review", "f5d6c3x9", "--plain"]);
    assert!(err.contains("`x9` is not a square"), "{err}");
    let missing = std::env::temp_dir().join("reversi-tutor-no-such-game.txt");
    let err = refused(&["review", missing.to_str().unwrap(), "--plain"]);
    assert!(err.contains("could not be loaded"), "{err}");
    assert!(!err.contains("64 squares"), "{err}");
}

#[test]
fn a_match_of_no_games_is_refused() {
    let err = refused(&["match", "--a", "2", "--b", "1", "--games", "0"]);
    assert!(err.contains("--games"), "{err}");
}

#[test]
fn lang_is_accepted_before_or_after_any_command() {
    let before = stdout_of(&["--lang", "id", "explain", "-m", "d3"]);
    let after = stdout_of(&["explain", "-m", "d3", "--lang", "id"]);
    assert_eq!(before, after);
    assert!(before.contains("hitam"), "{before}");
    refused(&["perft", "1", "--lang", "fr"]);
}

#[test]
fn no_subcommand_lists_the_available_commands() {
    let text = stdout_of(&[]);
    for command in ["explain", "moves", "perft"] {
        assert!(
            text.lines().any(|l| l.trim_start().starts_with(command)),
            "{command} missing: {text}"
        );
    }
}

#[test]
fn solve_gives_the_exact_score_and_the_best_move_of_a_small_endgame() {
    // h8 is the last empty square; black's h8 flips g8, closed by f8.
    let position = format!("{}XO- X", "O".repeat(61));
    let value = json_of(&["solve", "--position", &position, "--json"]);
    assert_eq!(value["score"], -58);
    assert_eq!(value["result"], "loss");
    assert_eq!(strings(&value["best_moves"]), ["h8"]);
    assert!(strings(&value["winning_moves"]).is_empty());
    let text = stdout_of(&["solve", "--position", &position]);
    assert!(text.contains("black loses by 58"), "{text}");
    assert!(text.contains("Best moves: h8."), "{text}");
}

#[test]
fn solve_with_stats_says_how_many_positions_it_searched_and_how_fast() {
    // Two empty squares (g8, h8): the search visits at least the position itself.
    let position = format!("{}XO-- X", "O".repeat(60));
    let value = json_of(&["solve", "--position", &position, "--json", "--stats"]);
    let nodes = value["stats"]["nodes"]
        .as_u64()
        .expect("a count of positions");
    assert!(nodes >= 1, "{value}");
    assert!(value["stats"]["seconds"].as_f64().is_some(), "{value}");
    assert!(
        value["stats"]["nodes_per_second"].as_f64().is_some(),
        "{value}"
    );
    let plain = json_of(&["solve", "--position", &position, "--json"]);
    assert!(plain.get("stats").is_none(), "{plain}");
    let text = stdout_of(&["solve", "--position", &position, "--stats"]);
    let line = text
        .lines()
        .find(|l| l.starts_with("Searched "))
        .unwrap_or_else(|| panic!("no stats line: {text}"));
    assert!(
        line.contains(&format!("Searched {nodes} positions in ")),
        "{line}"
    );
    assert!(line.ends_with("million per second)."), "{line}");
}

#[test]
fn solve_scores_a_finished_game_under_either_scoring() {
    let value = json_of(&["solve", "--position", WIPE_OUT, "--json"]);
    assert_eq!(value["status"], "over");
    assert_eq!(value["score"], -13);
    let value = json_of(&["solve", "-p", WIPE_OUT, "--scoring", "tournament", "--json"]);
    assert_eq!(value["score"], -64);
}

#[test]
fn solve_refuses_a_position_with_too_many_empty_squares_in_one_line() {
    let err = refused(&["solve", "--position", "start"]);
    assert!(err.contains("60 empty squares"), "{err}");
    assert!(err.contains("--max-empties"), "{err}");
}

#[test]
fn explain_and_moves_speak_indonesian_and_vietnamese() {
    let text = stdout_of(&["explain", "--move", "d3", "--lang", "id"]);
    assert!(text.starts_with("Hitam d3 adalah langkah sah"), "{text}");
    assert!(
        text.contains("bawah: mengapit putih di d4, ditutup oleh hitam di d5"),
        "{text}"
    );
    let text = stdout_of(&["explain", "--move", "d3", "--lang", "vi"]);
    assert!(
        text.contains("xuống: kẹp quân trắng ở d4; quân đen ở d5 khép đường"),
        "{text}"
    );
    let json = json_of(&["explain", "--move", "d3", "--lang", "vi", "--json"]);
    assert_eq!(json["directions"][4]["direction"], "down");
    assert_eq!(
        json["directions"][4]["text"],
        "kẹp quân trắng ở d4; quân đen ở d5 khép đường"
    );
    let text = stdout_of(&["moves", "--position", WIPE_OUT, "--lang", "id"]);
    assert!(
        text.contains("Hitam 13, putih 0, 51 kosong: hitam menang."),
        "{text}"
    );
}

#[test]
fn lang_takes_the_codes_of_the_language_list_in_either_case() {
    let codes: Vec<&str> = reversi_tutor::lang::Lang::ALL
        .iter()
        .map(|lang| lang.code())
        .collect();
    let help = stdout_of(&["explain", "--help"]);
    assert!(
        help.contains(&format!("[possible values: {}]", codes.join(", "))),
        "{help}"
    );
    let text = stdout_of(&["explain", "--move", "d3", "--lang", "VI"]);
    assert!(text.starts_with("Đen d3 là nước hợp lệ"), "{text}");
    let err = refused(&["explain", "--move", "d3", "--lang", "xx"]);
    assert!(
        err.contains("invalid value 'xx' for '--lang <LANG>'"),
        "{err}"
    );
}

#[test]
fn explain_on_a_finished_game_says_it_is_over_with_the_result() {
    let record = "d3c3b3d2e1d6d7e3f4";
    let text = stdout_of(&["explain", "-p", record, "-m", "a1"]);
    assert!(
        text.starts_with("There is no move to explain: the game is over."),
        "{text}"
    );
    assert!(
        text.contains("Black 13, white 0, 51 empty: black wins."),
        "{text}"
    );
    assert!(!text.contains("not a legal move"), "{text}");
    let json = json_of(&["explain", "-p", record, "-m", "a1", "--json"]);
    assert_eq!(json["status"], "over");
    assert_eq!(json["legal"], false);
    assert_eq!(json["winner"], "black");
    assert_eq!(json["score"]["black"], 13);
}

#[test]
fn a_tournament_scored_end_says_the_empty_squares_went_to_the_winner() {
    let text = stdout_of(&[
        "moves",
        "-p",
        "d3c3b3d2e1d6d7e3f4",
        "--scoring",
        "tournament",
    ]);
    assert!(
        text.contains(
            "Black 64, white 0, with the 51 empty squares counted for black: black wins."
        ),
        "{text}"
    );
}

#[test]
fn glossary_lists_the_rules_documents_words_with_their_lessons_in_each_language() {
    let english = stdout_of(&["glossary"]);
    assert!(
        english.starts_with("Glossary: 15 words of the game"),
        "{english}"
    );
    assert!(
        english.contains("enclose (Bahasa Indonesia: mengapit · Tiếng Việt: kẹp)\n"),
        "{english}"
    );
    assert!(
        english.contains("Taught in lesson 20 · Parity and the endgame."),
        "{english}"
    );
    let indonesian = stdout_of(&["glossary", "--lang", "id"]);
    for word in ["mengapit (", "membalik (", "lewati giliran (", "sudut ("] {
        assert!(
            indonesian.contains(&format!("\n{word}")),
            "{word}: {indonesian}"
        );
    }
    let vietnamese = stdout_of(&["--lang", "vi", "glossary"]);
    assert!(
        vietnamese.contains("\nbỏ lượt (English: pass"),
        "{vietnamese}"
    );
}

#[test]
fn help_and_version_that_cannot_be_written_fail_with_a_line_on_stderr() {
    // /dev/full takes no byte: output that is lost is a failure, as for any command.
    for args in [&["--help"][..], &["--version"], &["lessons"]] {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_reversi-tutor"))
            .args(args)
            .env("LANG", "C")
            .stdout(full)
            .output()
            .unwrap();
        assert!(!out.status.success(), "{args:?} said it succeeded");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("No space left"), "{args:?}: {stderr}");
    }
}
