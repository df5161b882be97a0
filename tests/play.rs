//! `reversi-tutor play --plain` driven through piped input, `review` against the
//! solver, the short level `match`, and diagrams exported by `explain` and
//! `moves` loading back through the course loader.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use reversi_tutor::course::{CourseLoader, FileKind};
use reversi_tutor::engine::notation::{board_string, parse_position, play_record};
use reversi_tutor::engine::search::Level;
use reversi_tutor::engine::solve::{best_moves, solve};
use reversi_tutor::engine::{Board, Scoring};
use reversi_tutor::engine::{Color, Move};
use reversi_tutor::runner::game::{GameSession, GameSetup, Players};
use serde_json::Value;

mod common;
use common::{has, tutor};

/// Nine moves after which white has no disc left: black wins 13-0 with 51 empty.
const WIPE_OUT: &str = "d3c3b3d2e1d6d7e3f4";

fn lines_of(record: &str) -> String {
    record
        .as_bytes()
        .chunks(2)
        .map(|m| format!("{}\n", std::str::from_utf8(m).unwrap()))
        .collect()
}

#[test]
fn two_people_play_a_game_to_a_wipe_out_and_hear_why_it_ended() {
    let input = format!("{}quit\n", lines_of(WIPE_OUT));
    let (code, out, _) = tutor(&["play", "--plain", "--vs", "human"], &input);
    assert_eq!(code, 0);
    assert!(
        has(
            &out,
            "Game 1: two players on one board; player 1 plays black"
        ),
        "{out}"
    );
    assert!(has(&out, "White plays c3 and flips 1 disc: d4."), "{out}");
    assert!(
        has(
            &out,
            "The game is over: white has no discs left, a wipe-out."
        ),
        "{out}"
    );
    assert!(has(&out, "Black 13, white 0: black wins."), "{out}");
    assert!(
        has(
            &out,
            "Games so far: player 1 won 1, player 2 won 0, 0 drawn."
        ),
        "{out}"
    );
    assert!(has(&out, "Type new for another game"), "{out}");
}

#[test]
fn play_without_a_terminal_runs_in_plain_text_with_a_one_line_notice() {
    let (code, out, err) = tutor(&["play", "--vs", "human"], "d3\nquit\n");
    assert_eq!(code, 0);
    assert!(has(&out, "Black plays d3 and flips 1 disc: d4."), "{out}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("not a terminal: the game runs in plain text"),
        "{err}"
    );
    let (_, _, err) = tutor(&["play", "--plain", "--vs", "human"], "quit\n");
    assert!(!err.contains("not a terminal"), "{err}");
}

/// The computer's replies in a session of `level` with `seed`, black to the
/// learner, after the learner's `moves`: the same session the binary plays.
fn computer_replies(level: Level, seed: u64, moves: &[&str]) -> Vec<String> {
    let mut setup = GameSetup::new(Players::Computer {
        level,
        learner: Color::Black,
    });
    setup.seed = seed;
    let mut session = GameSession::new(setup);
    let mut replies = Vec::new();
    for mv in moves {
        session.play(mv.parse().unwrap());
        session.computer_move();
        if let Some(Move::Play(sq)) = session.game().moves().last() {
            replies.push(sq.to_string());
        }
    }
    replies
}

#[test]
fn against_the_computer_undo_takes_back_its_reply_too_and_redo_plays_both() {
    let reply = &computer_replies(Level::MostFlips, 7, &["f5"])[0];
    let (code, out, _) = tutor(
        &["play", "--plain", "--level", "2", "--seed", "7"],
        "f5\nexplain\nundo\nexplain\nredo\nquit\n",
    );
    assert_eq!(code, 0);
    assert!(
        has(
            &out,
            "Game 1: you play black against the computer at level 2."
        ),
        "{out}"
    );
    assert!(
        has(&out, &format!("The computer (white) plays {reply}")),
        "{out}"
    );
    assert!(
        has(&out, &format!("The last move: white played {reply}")),
        "{out}"
    );
    assert!(has(&out, "Took back 2 moves."), "{out}");
    assert!(
        has(&out, "No disc has been placed in this game yet."),
        "{out}"
    );
    assert!(has(&out, "Played 2 moves again."), "{out}");
}

#[test]
fn the_computer_opens_when_the_learner_plays_white() {
    let (_, out, _) = tutor(
        &[
            "play", "--plain", "--color", "white", "--level", "1", "--seed", "1",
        ],
        "quit\n",
    );
    assert!(has(&out, "you play white"), "{out}");
    assert!(has(&out, "The computer (black) plays"), "{out}");
    assert!(has(&out, "Your move (white)"), "{out}");
}

#[test]
fn an_illegal_move_and_a_pass_with_moves_are_refused_with_the_reason() {
    let (_, out, _) = tutor(&["play", "--plain", "--vs", "human"], "a1\npass\nquit\n");
    assert!(has(&out, "a1 is not a legal move for black"), "{out}");
    assert!(has(&out, "down-right: meets the empty square b2"), "{out}");
    assert!(
        has(
            &out,
            "Black may not pass: there are legal moves (d3, c4, f5, e6)"
        ),
        "{out}"
    );
}

#[test]
fn a_forced_pass_is_announced_with_its_reason() {
    // Black c1, h8; white b1, f8, g8: black a1 leaves white without a move.
    let board = Board::from_discs(
        (1 << 2) | (1 << 63),
        (1 << 1) | (1 << 61) | (1 << 62),
        Color::Black,
    )
    .unwrap();
    let position = board_string(&board);
    let (_, out, _) = tutor(
        &["play", "--plain", "--vs", "human", "--position", &position],
        "a1\ne8\nquit\n",
    );
    assert!(
        has(
            &out,
            "White has no legal move: no empty square encloses a line of black discs. White passes, and black moves again."
        ),
        "{out}"
    );
    assert!(
        has(
            &out,
            "The game is over: white has no discs left, a wipe-out."
        ),
        "{out}"
    );
}

#[test]
fn legal_moves_are_shown_unless_turned_off_and_dots_toggles_them() {
    let (_, out, _) = tutor(&["play", "--plain", "--vs", "human"], "quit\n");
    assert!(has(&out, "Legal moves (*): d3, c4, f5, e6"), "{out}");
    let (_, out, _) = tutor(
        &["play", "--plain", "--vs", "human", "--no-dots"],
        "dots\nquit\n",
    );
    let first = out.find("Legal moves (*)").unwrap();
    let shown = out.find("The legal moves are shown as *.").unwrap();
    assert!(shown < first, "{out}");
}

#[test]
fn ascii_and_data_dir_may_come_before_a_command_that_takes_them() {
    let (code, out, err) = tutor(&["--ascii", "play", "--plain", "--vs", "human"], "quit\n");
    assert_eq!(code, 0, "{err}");
    assert!(has(&out, "B black, W white"), "{out}");
    // So may --ascii before the other commands that draw a board.
    for command in [
        vec!["--ascii", "puzzle", "corner-001", "--plain"],
        vec!["--ascii", "puzzles", "--plain"],
    ] {
        let (code, out, err) = tutor(&command, "quit\n");
        assert_eq!(code, 0, "{command:?}: {err}");
        assert!(has(&out, "B black, W white"), "{command:?}: {out}");
    }
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_str().unwrap();
    let (code, _, err) = tutor(
        &["--data-dir", data, "play", "--plain", "--vs", "human"],
        "f5\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = tutor(&["--no-animation", "play", "--plain"], "");
    assert_eq!(code, 2);
    assert!(
        err.contains("--no-animation is not an option of `play` (see `reversi-tutor play --help`)"),
        "{err}"
    );
}

#[test]
fn a_saved_game_goes_on_from_where_it_was_with_record() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.txt");
    let file = file.to_str().unwrap();
    let (_, out, _) = tutor(
        &["play", "--plain", "--vs", "human"],
        &format!("f5\nd6\nsave {file}\nquit\n"),
    );
    assert!(has(&out, &format!("The game is saved in {file}.")), "{out}");
    assert_eq!(std::fs::read_to_string(file).unwrap(), "f5d6\n");
    let (code, out, _) = tutor(
        &["play", "--plain", "--vs", "human", "--record", file],
        "undo\nquit\n",
    );
    assert_eq!(code, 0);
    assert!(has(&out, "Black to move. Black 3, white 3."), "{out}");
    assert!(has(&out, "Took back 1 move."), "{out}");
    let (code, _, err) = tutor(&["play", "--plain", "--record", "/no/such/file"], "");
    assert_eq!(code, 2);
    assert!(err.contains("/no/such/file could not be loaded"), "{err}");
}

#[test]
fn new_or_load_over_a_game_in_progress_asks_first_and_a_loaded_end_is_not_counted() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("wipe-out.txt");
    std::fs::write(&file, format!("{WIPE_OUT}\n")).unwrap();
    let file = file.to_str().unwrap();
    let input = format!("f5\nnew\nd6\nload {file}\nload {file}\nnew\nquit\n");
    let (code, out, _) = tutor(&["play", "--plain", "--vs", "human"], &input);
    assert_eq!(code, 0);
    // new once: asked, and the game goes on (white plays d6 in it).
    assert!(
        has(&out, "The game is not over: type new again to replace it."),
        "{out}"
    );
    assert!(has(&out, "White plays d6"), "{out}");
    // load once: asked; the same line again loads the finished game.
    assert!(
        has(
            &out,
            &format!("The game is not over: type load {file} again to replace it.")
        ),
        "{out}"
    );
    assert!(has(&out, "a wipe-out"), "{out}");
    // It was loaded, not played: no game is counted, now or at the next one.
    assert!(
        has(
            &out,
            "Games so far: player 1 won 0, player 2 won 0, 0 drawn."
        ),
        "{out}"
    );
    assert!(!has(&out, "player 1 won 1"), "{out}");
    // Over a finished game, new asks nothing: one new is game 2.
    assert!(has(&out, "Game 2:"), "{out}");
    assert!(!has(&out, "Game 3:"), "{out}");
}

#[test]
fn save_without_a_file_writes_the_data_folders_games_as_the_full_screen_does() {
    let data = tempfile::tempdir().unwrap();
    let (_, out, _) = common::run_binary(
        &["play", "--plain", "--vs", "human"],
        "f5\nsave\nd6\nsave\nload\nquit\n",
        "C",
        Some(data.path()),
    );
    // One new file of games/, which the second save updates.
    let games: Vec<_> = std::fs::read_dir(data.path().join("games"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    assert_eq!(games.len(), 1, "{games:?}");
    assert_eq!(std::fs::read_to_string(&games[0]).unwrap(), "f5d6\n");
    let name = games[0].file_name().unwrap().to_string_lossy().into_owned();
    assert!(name.starts_with("game-") && has(&out, &name), "{out}");
    assert!(has(&out, "Type load and the name of a file"), "{out}");
    // Before any move there is nothing to save.
    let (_, out, _) = tutor(&["play", "--plain", "--vs", "human"], "save\nquit\n");
    assert!(
        has(&out, "No disc has been placed in this game yet."),
        "{out}"
    );
    assert!(!has(&out, "The game record:"), "{out}");
}

#[test]
fn help_names_the_commands_of_a_game_and_the_timer_rule() {
    let (_, out, _) = tutor(
        &["play", "--plain", "--vs", "human", "--timer", "30"],
        "help\nquit\n",
    );
    for word in [
        "undo", "redo", "explain", "dots", "save", "load", "new", "replay", "review",
    ] {
        assert!(
            out.lines().any(|l| l.trim_start().starts_with(word)),
            "{word}: {out}"
        );
    }
    assert!(
        has(
            &out,
            "Turn timer: 30 seconds a move; when the time for a move runs out, a random legal move is played for the player."
        ),
        "{out}"
    );
    assert!(has(&out, "30 seconds left for this move."), "{out}");
    let (code, _, err) = tutor(&["play", "--timer", "45"], "");
    assert_eq!(code, 2);
    assert!(err.contains("use 30 or 60"), "{err}");
}

#[test]
fn a_finished_game_is_replayed_and_a_new_game_swaps_the_colours() {
    let input = format!(
        "{}replay\n\n\nback\nreplay\nnew\nquit\n",
        lines_of(WIPE_OUT)
    );
    let (_, out, _) = tutor(&["play", "--plain", "--vs", "human"], &input);
    assert!(
        has(
            &out,
            "Replay of the game (9 moves), from the start position."
        ),
        "{out}"
    );
    assert!(has(&out, "Move 2 of 9: white plays c3."), "{out}");
    assert!(has(&out, "Move 1 of 9: black plays d3."), "{out}");
    assert!(
        has(
            &out,
            "Game 2: two players on one board; player 1 plays white"
        ),
        "{out}"
    );
}

#[test]
fn the_game_speaks_the_learners_language() {
    let (_, out, _) = tutor(
        &["play", "--plain", "--lang", "id", "--level", "1"],
        "quit\n",
    );
    assert!(has(&out, "Langkahmu (hitam)"), "{out}");
    let (_, out, _) = tutor(
        &["play", "--plain", "--lang", "vi", "--level", "1"],
        "đi lại\nthoát\n",
    );
    assert!(has(&out, "Nước của bạn (quân đen)"), "{out}");
    assert!(has(&out, "Không có nước nào của bạn để đi lại."), "{out}");
}

/// A random game from the start, stopped with `empties` empty squares, and the
/// record of the rest played at random to the end.
fn endgame(empties: u32, seed: u64) -> (Board, String) {
    let mut rng = reversi_tutor::engine::search::Rng::new(seed);
    let mut game = reversi_tutor::engine::Game::default();
    let mut start = None;
    let mut record = String::new();
    loop {
        let board = *game.board();
        if start.is_none()
            && board.empty().len() <= empties
            && board.status() == reversi_tutor::engine::Status::Playing
        {
            start = Some(board);
        }
        match board.status() {
            reversi_tutor::engine::Status::Over(_) => break,
            reversi_tutor::engine::Status::MustPass => {
                game.pass().unwrap();
                if start.is_some() {
                    record.push_str("pa");
                }
            }
            reversi_tutor::engine::Status::Playing => {
                let sq = rng.pick(board.legal_moves()).unwrap();
                game.play(sq).unwrap();
                if start.is_some() {
                    record.push_str(&sq.to_string());
                }
            }
        }
    }
    (start.unwrap(), record)
}

#[test]
fn review_grades_an_endgame_with_the_solvers_results() {
    for seed in [3, 11] {
        let (start, record) = endgame(12, seed);
        let position = board_string(&start);
        let (code, out, err) = tutor(&["review", &record, "--position", &position, "--json"], "");
        assert_eq!(code, 0, "{err}");
        let review: Value = serde_json::from_str(&out).unwrap();
        let game = play_record(start, &record).unwrap();
        let boards: Vec<(Option<Move>, Board)> = game.replay().map(|(m, b)| (m, *b)).collect();
        let mut graded = 0;
        for pair in boards.windows(2) {
            let (before, (Some(Move::Play(sq)), after)) = (pair[0].1, pair[1]) else {
                continue;
            };
            let grade = &review["moves"][graded];
            graded += 1;
            assert_eq!(grade["move"], sq.to_string());
            assert_eq!(grade["exact"], true);
            assert_eq!(grade["best"], best_moves(&before, Scoring::Discs).0);
            assert_eq!(grade["kept"], -solve(&after, Scoring::Discs));
        }
        assert_eq!(review["moves"].as_array().unwrap().len(), graded);
        let losses: Vec<i64> = review["worst"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| {
                review["moves"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|m| m["number"] == *n)
                    .unwrap()["loss"]
                    .as_i64()
                    .unwrap()
            })
            .collect();
        assert!(losses.windows(2).all(|w| w[0] >= w[1]), "{losses:?}");
    }
}

#[test]
fn review_in_words_lists_the_costliest_move_first_with_the_better_move() {
    let (start, record) = endgame(10, 5);
    let position = board_string(&start);
    let (code, out, _) = tutor(&["review", &record, "--position", &position], "");
    assert_eq!(code, 0);
    assert!(has(&out, "moves kept the best result."), "{out}");
    if out.contains("Move ") {
        assert!(has(&out, "where"), "{out}");
        assert!(has(&out, "lost."), "{out}");
    }
    let (code, _, err) = tutor(&["review", "f5a1"], "");
    assert_eq!(code, 2);
    assert!(err.contains("a1 is not a legal move for white"), "{err}");
}

#[test]
fn a_short_match_shows_the_stronger_level_winning_most() {
    let (code, out, _) = tutor(
        &[
            "match", "--a", "3", "--b", "1", "--games", "10", "--seed", "4",
        ],
        "",
    );
    assert_eq!(code, 0);
    let line = out
        .lines()
        .find(|l| l.starts_with("Level 3 against level 1, 10 games"))
        .unwrap();
    let wins: usize = line
        .split("won ")
        .nth(1)
        .unwrap()
        .split(',')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(wins >= 7, "{out}");
    assert!(has(&out, "Average disc difference: +"), "{out}");
    assert!(has(&out, "Level 3: "), "{out}");
    assert!(has(&out, "ms a move on average"), "{out}");
}

/// A lesson holding `table` (a `[step.position]` table) as its only step's position.
fn lesson_around(table: &str) -> String {
    format!(
        "format_version = 1\nid = \"exported\"\ntitle = {{ en = \"Exported\" }}\nsummary = {{ en = \"A position exported.\" }}\n\n[[step]]\nsay = {{ en = \"Look.\" }}\n{table}"
    )
}

/// The board of the only step of a lesson file's text, through the course loader.
fn loaded_board(text: &str) -> Board {
    let mut loader = CourseLoader::new();
    loader.add_file(
        "exported.toml",
        text.as_bytes(),
        false,
        Some(FileKind::Lesson),
    );
    let course = loader.finish().unwrap_or_else(|e| panic!("{e:?}\n{text}"));
    course.lessons[0].steps[0].board
}

fn table_in(out: &str) -> &str {
    &out[out.find("[step.position]").unwrap()..]
}

#[test]
fn an_exported_diagram_loads_back_as_the_same_position() {
    let (code, out, _) = tutor(&["moves", "--position", "f5d6c3d3c4", "--diagram"], "");
    assert_eq!(code, 0);
    let board = *parse_position("f5d6c3d3c4").unwrap().board();
    assert_eq!(loaded_board(&lesson_around(table_in(&out))), board);
    // explain: the board after the move.
    let (_, out, _) = tutor(
        &["explain", "--position", "f5d6", "--move", "c3", "--diagram"],
        "",
    );
    let after = *parse_position("f5d6c3").unwrap().board();
    assert_eq!(loaded_board(&lesson_around(table_in(&out))), after);
    // White to move survives the trip, and JSON carries the same table.
    let (_, out, _) = tutor(&["moves", "--position", "f5", "--diagram", "--json"], "");
    let value: Value = serde_json::from_str(&out).unwrap();
    let table = value["diagram"].as_str().unwrap();
    let board = loaded_board(&lesson_around(table));
    assert_eq!(board.to_move(), Color::White);
    assert_eq!(board, *parse_position("f5").unwrap().board());
}

#[test]
fn a_refused_review_record_is_explained_in_the_chosen_language() {
    let (code, out, err) = tutor(&["review", "f5f5", "--lang", "vi", "--plain"], "");
    assert_eq!(code, 2);
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("nước thứ 2"), "{err}");
}
