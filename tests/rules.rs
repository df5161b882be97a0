//! The examples of the rules documents (shared/seeds), each on a board drawn in
//! the test: the opening moves, enclosing and flipping, passing, the end of the
//! game and the count. Also: the FFO endgame positions all read as boards.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use reversi_tutor::engine::notation::{parse_board_string, parse_diagram, play_record};
use reversi_tutor::engine::{
    Bitboard, Board, Color, Direction, LineOutcome, MoveError, Outcome, PassError, Scoring, Square,
    Status, list_squares,
};
use reversi_tutor::i18n::Ui;
use reversi_tutor::lang::Lang;

/// A position from a diagram (rows 1-8 top to bottom, `B` black, `W` white, `.` empty).
fn position(rows: &str, to_move: Color) -> Board {
    let (black, white) = parse_diagram(rows).unwrap();
    Board::from_discs(black, white, to_move).unwrap()
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn squares(names: &[&str]) -> Bitboard {
    names.iter().map(|n| sq(n)).collect()
}

/// What the explanation of `mv` finds in `direction`.
fn line(board: &Board, mv: &str, direction: Direction) -> LineOutcome {
    let explanation = board.explain(sq(mv));
    let line = explanation.lines.iter().find(|l| l.direction == direction);
    line.unwrap().outcome
}

const START: &str = "
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . W B . . .
    . . . B W . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
";

#[test]
fn the_start_is_d4_e5_white_d5_e4_black_with_black_to_move() {
    assert_eq!(position(START, Color::Black), Board::start());
}

#[test]
fn black_has_exactly_four_opening_moves_d3_c4_f5_e6() {
    let board = position(START, Color::Black);
    assert_eq!(board.legal_moves(), squares(&["d3", "c4", "f5", "e6"]));
    assert_eq!(list_squares(board.legal_moves()), "d3, c4, f5, e6");
}

#[test]
fn d3_from_the_start_flips_only_d4_closed_by_d5() {
    let board = position(START, Color::Black);
    assert_eq!(board.flips(sq("d3")), squares(&["d4"]));
    assert_eq!(
        line(&board, "d3", Direction::Down),
        LineOutcome::Encloses {
            flips: squares(&["d4"]),
            closed_by: sq("d5"),
        }
    );
    let mut after = board;
    after.try_play(sq("d3")).unwrap();
    assert_eq!(
        after.discs(Color::Black),
        squares(&["d3", "d4", "d5", "e4"])
    );
    assert_eq!(after.discs(Color::White), squares(&["e5"]));
}

#[test]
fn d3_from_the_start_explains_every_other_direction() {
    let board = position(START, Color::Black);
    use Direction::*;
    let expected = [
        (Up, LineOutcome::Empty(sq("d2"))),
        (UpRight, LineOutcome::Empty(sq("e2"))),
        (Right, LineOutcome::Empty(sq("e3"))),
        // Black's own e4 comes first: nothing lies between.
        (DownRight, LineOutcome::OwnDiscFirst(sq("e4"))),
        (DownLeft, LineOutcome::Empty(sq("c4"))),
        (Left, LineOutcome::Empty(sq("c3"))),
        (UpLeft, LineOutcome::Empty(sq("c2"))),
    ];
    for (direction, outcome) in expected {
        assert_eq!(line(&board, "d3", direction), outcome, "{direction}");
    }
    let enclosed: Vec<Direction> = board
        .explain(sq("d3"))
        .enclosed()
        .map(|l| l.direction)
        .collect();
    assert_eq!(enclosed, [Down]);
}

#[test]
fn empty_white_white_black_black_on_the_empty_square_flips_both_whites() {
    // Row 3 from c3: empty, white, white, black.
    let board = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . W W B . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        ",
        Color::Black,
    );
    assert_eq!(
        line(&board, "c3", Direction::Right),
        LineOutcome::Encloses {
            flips: squares(&["d3", "e3"]),
            closed_by: sq("f3"),
        }
    );
    let mut after = board;
    assert_eq!(after.try_play(sq("c3")).unwrap(), squares(&["d3", "e3"]));
    assert_eq!(
        after.discs(Color::Black),
        squares(&["c3", "d3", "e3", "f3"])
    );
    assert!(after.discs(Color::White).is_empty());
}

#[test]
fn empty_white_white_without_the_black_disc_is_an_open_line_and_not_a_move() {
    let board = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . W W . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . B W . . . . .
        . . . . . . . .
        ",
        Color::Black,
    );
    // Black still has a move elsewhere (d7), so the game goes on.
    assert_eq!(board.legal_moves(), squares(&["d7"]));
    assert_eq!(
        line(&board, "c3", Direction::Right),
        LineOutcome::Open {
            run: squares(&["d3", "e3"]),
            end: Some(sq("f3")),
        }
    );
    assert!(!board.explain(sq("c3")).is_legal());
    let mut after = board;
    let err = after.try_play(sq("c3")).unwrap_err();
    let MoveError::EnclosesNothing { explanation, .. } = &err else {
        panic!("{err:?}");
    };
    assert_eq!(**explanation, board.explain(sq("c3")));
    let words = Ui::new(Lang::En).move_refused(&err);
    assert!(
        words.contains("right: has white on d3, e3, then the empty square f3: the line is open"),
        "{words}"
    );
    assert_eq!(after, board);
}

#[test]
fn an_empty_square_in_the_middle_breaks_the_line() {
    // Row 3 from c3: empty, white, white, empty, black.
    let board = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . W W . B .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        ",
        Color::Black,
    );
    assert!(matches!(
        line(&board, "c3", Direction::Right),
        LineOutcome::Open { end: Some(end), .. } if end == sq("f3")
    ));
    assert!(!board.is_legal(sq("c3")));
}

#[test]
fn a_run_to_the_edge_encloses_nothing() {
    // Row 1 from c1: white to the edge.
    let board = position(
        "
        . . . . . W W W
        . . . . . . . .
        . . . . . . . .
        . . . B . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        ",
        Color::Black,
    );
    assert_eq!(
        line(&board, "e1", Direction::Right),
        LineOutcome::Open {
            run: squares(&["f1", "g1", "h1"]),
            end: None,
        }
    );
    assert!(board.legal_moves().is_empty());
}

#[test]
fn a_move_that_encloses_five_directions_flips_them_all_at_once() {
    // Black on d4 encloses up (d3), left (c4), right (e4), down (d5) and down-right (e5).
    let board = position(
        "
        . . . . . . . .
        . . . B . . . .
        . . . W . . . .
        . B W . W B . .
        . . . W W . . .
        . . . B . B . .
        . . . . . . . .
        . . . . . . . .
        ",
        Color::Black,
    );
    let explanation = board.explain(sq("d4"));
    let enclosed: Vec<Direction> = explanation.enclosed().map(|l| l.direction).collect();
    use Direction::*;
    assert_eq!(enclosed, [Up, Right, DownRight, Down, Left]);
    let all = squares(&["d3", "c4", "e4", "d5", "e5"]);
    assert_eq!(explanation.flips(), all);
    let mut after = board;
    assert_eq!(after.try_play(sq("d4")).unwrap(), all);
    assert!(after.discs(Color::White).is_empty());
    assert_eq!(after.discs(Color::Black).len(), 5 + 1 + 5);
}

#[test]
fn flipped_discs_set_off_no_chain_reaction() {
    // Black a1 flips b1 (closed by c1). Once black, b1 would enclose b2 with b3,
    // but only lines from the new disc count: b2 stays white.
    let board = position(
        "
        . W B . . . . .
        . W . . . . . .
        . B . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        ",
        Color::Black,
    );
    let mut after = board;
    assert_eq!(after.try_play(sq("a1")).unwrap(), squares(&["b1"]));
    assert_eq!(after.at(sq("b1")), Some(Color::Black));
    assert_eq!(after.at(sq("b2")), Some(Color::White));
}

#[test]
fn a_disc_can_be_flipped_again_d3_then_c3() {
    // Black d3 turns d4 black; white c3 encloses it with e5 on the diagonal and turns it back.
    let mut board = Board::start();
    board.try_play(sq("d3")).unwrap();
    assert_eq!(board.at(sq("d4")), Some(Color::Black));
    assert_eq!(board.try_play(sq("c3")).unwrap(), squares(&["d4"]));
    assert_eq!(board.at(sq("d4")), Some(Color::White));
}

#[test]
fn a_corner_disc_cannot_be_enclosed() {
    // White a1 with black all around: no line passes through a corner, so no move flips it.
    let board = position(
        "
        W B . . . . . .
        B B . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        ",
        Color::Black,
    );
    assert!(board.legal_moves().is_empty());
}

const BLACK_MUST_PASS: &str = "
    W B . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
";

#[test]
fn a_player_without_a_legal_move_must_pass_and_the_pass_is_accepted() {
    // Black cannot enclose the corner disc; white can play c1.
    let mut board = position(BLACK_MUST_PASS, Color::Black);
    assert!(board.legal_moves().is_empty());
    assert_eq!(board.status(), Status::MustPass);
    board.pass().unwrap();
    assert_eq!(board.to_move(), Color::White);
    assert_eq!(board.status(), Status::Playing);
    assert_eq!(board.legal_moves(), squares(&["c1"]));
}

#[test]
fn a_pass_while_a_move_exists_is_refused_and_lists_the_moves() {
    let mut board = position(BLACK_MUST_PASS, Color::White);
    let err = board.pass().unwrap_err();
    assert!(
        matches!(err, PassError::HasMoves { player: Color::White, moves } if moves == squares(&["c1"]))
    );
    assert_eq!(
        err.to_string(),
        "white cannot pass: a player with a legal move must play one (c1)"
    );
    assert_eq!(board.to_move(), Color::White);

    let mut start = Board::start();
    let err = start.pass().unwrap_err();
    assert!(err.to_string().ends_with("(d3, c4, f5, e6)"), "{err}");
}

/// Row 1, column a and the long diagonal from a1 are black to the edge; white
/// holds the rest. Nobody can play a1: the game is over with one empty square.
const OVER_WITH_A1_EMPTY: &str = "
    . B B B B B B B
    B B W W W W W W
    B W B W W W W W
    B W W B W W W W
    B W W W B W W W
    B W W W W B W W
    B W W W W W B W
    B W W W W W W B
";

#[test]
fn a_game_can_end_with_empty_squares_left() {
    for to_move in [Color::Black, Color::White] {
        let board = position(OVER_WITH_A1_EMPTY, to_move);
        let Status::Over(outcome) = board.status() else {
            panic!("{to_move} to move: expected the game to be over");
        };
        assert_eq!(
            outcome,
            Outcome {
                black: 21,
                white: 42,
                empty: 1
            }
        );
        assert_eq!(outcome.winner(), Some(Color::White));
    }
}

#[test]
fn a_wipe_out_ends_the_game_at_once() {
    // A nine-move game after which white has no disc left.
    let game = play_record(Board::start(), "d3c3b3d2e1d6d7e3f4").unwrap();
    let board = game.board();
    assert!(board.discs(Color::White).is_empty());
    let Status::Over(outcome) = board.status() else {
        panic!("a wiped-out side ends the game");
    };
    assert_eq!(
        outcome,
        Outcome {
            black: 13,
            white: 0,
            empty: 51
        }
    );
    assert_eq!(outcome.winner(), Some(Color::Black));
}

#[test]
fn equal_counts_are_a_draw() {
    let board = position(
        "
        B B B B B B B B
        B B B B B B B B
        B B B B B B B B
        B B B B B B B B
        W W W W W W W W
        W W W W W W W W
        W W W W W W W W
        W W W W W W W W
        ",
        Color::Black,
    );
    let Status::Over(outcome) = board.status() else {
        panic!("a full board ends the game");
    };
    assert_eq!((outcome.black, outcome.white, outcome.empty), (32, 32, 0));
    assert_eq!(outcome.winner(), None);
    assert_eq!(outcome.score(Scoring::Discs), (32, 32));
    assert_eq!(outcome.score(Scoring::EmptiesToWinner), (32, 32));
}

#[test]
fn tournament_scoring_gives_the_empty_squares_to_the_winner() {
    let board = position(OVER_WITH_A1_EMPTY, Color::Black);
    let Status::Over(outcome) = board.status() else {
        panic!("expected the game to be over");
    };
    assert_eq!(outcome.score(Scoring::Discs), (21, 42));
    assert_eq!(outcome.score(Scoring::EmptiesToWinner), (21, 43));

    let wipe_out = play_record(Board::start(), "d3c3b3d2e1d6d7e3f4").unwrap();
    let Status::Over(outcome) = wipe_out.status() else {
        panic!("a wiped-out side ends the game");
    };
    assert_eq!(outcome.score(Scoring::Discs), (13, 0));
    assert_eq!(outcome.score(Scoring::EmptiesToWinner), (64, 0));
    // The margin changes, never the winner.
    assert_eq!(outcome.winner(), Some(Color::Black));
}

#[test]
fn the_ffo_endgame_positions_all_read_with_their_side_to_move() {
    let lines: Vec<&str> = include_str!("data/ffo40-59.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .collect();
    assert_eq!(lines.len(), 20, "positions #40 to #59");
    for (number, line) in (40..).zip(&lines) {
        let board = parse_board_string(line).unwrap_or_else(|e| panic!("FFO #{number}: {e}"));
        let side = line.split_whitespace().nth(1).unwrap();
        let expected = match side {
            "X" => Color::Black,
            "O" => Color::White,
            other => panic!("FFO #{number}: side `{other}`"),
        };
        assert_eq!(board.to_move(), expected, "FFO #{number}");
        assert_eq!(board.status(), Status::Playing, "FFO #{number}");
        assert!(
            board.empty().len() >= 14,
            "FFO #{number} is an endgame, not a finished game"
        );
    }
}
