//! Property tests on random games: the fast move and flip code agrees with the
//! square-by-square explanation, every listed move plays and nothing else does,
//! passes and the end of the game come exactly when the rules say, and games
//! survive undo/redo and every text form.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};
use reversi_tutor::engine::notation::{
    board_string, diagram, parse_board_string, parse_diagram, play_record,
};
use reversi_tutor::engine::{
    Bitboard, Board, Color, Game, LineOutcome, Move, MoveError, PassError, Square, Status,
};

/// A fixed number of cases from a fixed seed, so every run checks the same games.
fn config() -> Config {
    Config {
        cases: 1024,
        rng_seed: RngSeed::Fixed(0x5eed_f0e1),
        failure_persistence: None,
        ..Config::default()
    }
}

/// Move choices for one game. Sixty choices always reach the end of the game
/// (passes use up none), and most games are played to the end, where passes and
/// early ends happen; the rest stop part-way.
fn move_choices() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        3 => prop::collection::vec(any::<u8>(), 60),
        1 => prop::collection::vec(any::<u8>(), 0..60),
    ]
}

/// Plays a game from the start, taking the `choice % n`-th of the `n` legal moves at
/// each turn and passing whenever the side to move must pass, until the game is
/// over or the choices run out.
fn random_game(choices: &[u8]) -> Game {
    let mut game = Game::default();
    let mut choices = choices.iter();
    loop {
        match game.status() {
            Status::Over(_) => return game,
            Status::MustPass => game.pass().expect("a side that must pass may pass"),
            Status::Playing => {
                let Some(&choice) = choices.next() else {
                    return game;
                };
                let moves: Vec<_> = game.board().legal_moves().squares().collect();
                let square = moves[usize::from(choice) % moves.len()];
                game.play(square).expect("a listed legal move plays");
            }
        }
    }
}

/// Every position of a random game, from the start to where it stopped.
fn positions(game: &Game) -> Vec<Board> {
    game.replay().map(|(_, board)| *board).collect()
}

/// The same discs with the other side to move.
fn other_side_to_move(board: &Board) -> Board {
    Board::from_discs(board.black().0, board.white().0, board.to_move().opposite())
        .expect("a board's discs never overlap")
}

fn assert_fast_flips_equal_the_explanation(board: &Board) {
    for square in board.empty() {
        let explanation = board.explain(square);
        assert_eq!(
            explanation.flips(),
            board.flips(square),
            "flips of {square} on {}",
            board_string(board)
        );
        assert_eq!(
            explanation.is_legal(),
            board.legal_moves().contains(square),
            "legality of {square} on {}",
            board_string(board)
        );
    }
}

/// Every build of the hot code the processor runs (the portable one always, the
/// modern one with AVX2 where present) gives the scalar reference's legal moves
/// and, on every empty square, its flips, for both sides.
fn assert_every_build_equals_the_scalar_code(black: u64, white: u64) {
    use reversi_tutor::engine::bitboard::{flips, legal_moves};
    use reversi_tutor::engine::cpu::{Cpu, Portable};
    fn check(cpu: impl Cpu + std::fmt::Debug, black: u64, white: u64) {
        for (player, opponent) in [(black, white), (white, black)] {
            assert_eq!(
                cpu.legal_moves(player, opponent),
                legal_moves(player, opponent),
                "legal moves of {player:#x} against {opponent:#x} on {cpu:?}"
            );
            for index in 0..64u8 {
                if (player | opponent) & (1u64 << index) == 0 {
                    assert_eq!(
                        cpu.flips(player, opponent, index),
                        flips(player, opponent, index),
                        "flips of {player:#x} against {opponent:#x} on {index} on {cpu:?}"
                    );
                }
            }
        }
    }
    check(Portable, black, white);
    #[cfg(target_arch = "x86_64")]
    if let Some(modern) = reversi_tutor::engine::cpu::Modern::detect() {
        check(modern, black, white);
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn every_build_moves_and_flips_as_the_scalar_code_in_random_games(choices in move_choices()) {
        for board in positions(&random_game(&choices)) {
            assert_every_build_equals_the_scalar_code(board.black().0, board.white().0);
        }
    }

    #[test]
    fn every_build_moves_and_flips_as_the_scalar_code_on_scattered_discs(
        black in any::<u64>(),
        white in any::<u64>(),
        sparse in any::<u64>(),
    ) {
        // Full runs against every edge catch a lane that wraps from one side of
        // the board to the other; thinning some positions leaves more empty squares.
        let black = if sparse & 1 == 0 { black } else { black & sparse };
        assert_every_build_equals_the_scalar_code(black, white & !black);
    }

    #[test]
    fn every_listed_move_plays_and_every_other_square_is_refused(choices in move_choices()) {
        for board in positions(&random_game(&choices)) {
            let legal = board.legal_moves();
            for square in reversi_tutor::engine::Square::all() {
                let mut after = board;
                let result = after.try_play(square);
                if legal.contains(square) {
                    prop_assert!(result.is_ok(), "{square} is listed but refused: {result:?}");
                    continue;
                }
                prop_assert_eq!(after, board, "a refused move changed the board");
                match (result, board.at(square), board.status()) {
                    (Err(MoveError::Occupied { square: s, owner }), Some(held), _) => {
                        prop_assert_eq!(s, square);
                        prop_assert_eq!(owner, held);
                    }
                    (Err(MoveError::EnclosesNothing { square: s, player, .. }), None, status) => {
                        prop_assert_eq!(s, square);
                        prop_assert_eq!(player, board.to_move());
                        prop_assert!(!matches!(status, Status::Over(_)));
                    }
                    (Err(MoveError::GameOver), None, Status::Over(_)) => {}
                    (other, held, status) => prop_assert!(
                        false,
                        "{square} (holding {held:?}, {status:?}) gave {other:?}"
                    ),
                }
            }
        }
    }

    #[test]
    fn explanation_flips_equal_fast_flips_on_every_empty_square(choices in move_choices()) {
        for board in positions(&random_game(&choices)) {
            assert_fast_flips_equal_the_explanation(&board);
        }
    }

    #[test]
    fn explanation_flips_equal_fast_flips_on_scattered_discs(
        black in any::<u64>(),
        white in any::<u64>(),
        black_to_move in any::<bool>(),
    ) {
        // Positions no game reaches (discs against every edge, long runs) catch
        // masks that let a line wrap from one side of the board to the other.
        let to_move = if black_to_move { Color::Black } else { Color::White };
        let board = Board::from_discs(black, white & !black, to_move).unwrap();
        assert_fast_flips_equal_the_explanation(&board);
    }

    #[test]
    fn each_lines_discs_are_listed_walking_out_from_the_placed_square(
        black in any::<u64>(),
        white in any::<u64>(),
        black_to_move in any::<bool>(),
    ) {
        let to_move = if black_to_move { Color::Black } else { Color::White };
        let board = Board::from_discs(black, white & !black, to_move).unwrap();
        for square in Square::all() {
            for line in board.explain(square).lines {
                let walked = line.squares();
                prop_assert_eq!(walked.len() as u32, line.outcome.run().len());
                // The k-th disc listed is k + 1 steps from the placed square.
                let mut at = square;
                for &listed in &walked {
                    at = at.step(line.direction).expect("a run stays on the board");
                    prop_assert_eq!(listed, at, "{} from {}", line.direction, square);
                }
                // And the square after the last disc is where the line ends.
                let after = at.step(line.direction);
                match line.outcome {
                    LineOutcome::Encloses { closed_by, .. } => prop_assert_eq!(after, Some(closed_by)),
                    LineOutcome::Open { end, .. } => prop_assert_eq!(after, end),
                    _ => prop_assert!(walked.is_empty()),
                }
            }
        }
    }

    #[test]
    fn a_move_adds_one_plus_the_flips_to_the_mover_and_takes_the_flips_from_the_opponent(
        choices in move_choices()
    ) {
        for board in positions(&random_game(&choices)) {
            let mover = board.to_move();
            for square in board.legal_moves() {
                let mut after = board;
                let flipped = after.try_play(square).unwrap();
                prop_assert!(!flipped.is_empty(), "a legal move flips at least one disc");
                prop_assert!(flipped.squares().all(|s| !s.is_corner()), "a corner disc flipped");
                prop_assert_eq!(flipped, board.flips(square));
                prop_assert_eq!(after.discs(mover).len(), board.discs(mover).len() + 1 + flipped.len());
                prop_assert_eq!(
                    after.discs(mover.opposite()).len(),
                    board.discs(mover.opposite()).len() - flipped.len()
                );
                prop_assert_eq!(after.discs(mover), board.discs(mover) | Bitboard::from(square) | flipped);
                prop_assert_eq!(after.to_move(), mover.opposite());
            }
        }
    }

    #[test]
    fn status_and_passing_follow_who_has_a_legal_move(choices in move_choices()) {
        for board in positions(&random_game(&choices)) {
            let mover_can_move = !board.legal_moves().is_empty();
            let other_can_move = !other_side_to_move(&board).legal_moves().is_empty();
            let status = board.status();
            prop_assert_eq!(matches!(status, Status::Over(_)), !mover_can_move && !other_can_move);
            prop_assert_eq!(status == Status::MustPass, !mover_can_move && other_can_move);
            prop_assert_eq!(status == Status::Playing, mover_can_move);
            if let Status::Over(outcome) = status {
                prop_assert_eq!(outcome.black, board.black().len());
                prop_assert_eq!(outcome.white, board.white().len());
                prop_assert_eq!(outcome.empty, 64 - outcome.black - outcome.white);
            }

            let mut after = board;
            match (after.pass(), status) {
                (Ok(()), Status::MustPass) => {
                    prop_assert_eq!(after, other_side_to_move(&board));
                    prop_assert_eq!(after.status(), Status::Playing);
                }
                (Err(PassError::HasMoves { player, moves }), Status::Playing) => {
                    prop_assert_eq!(player, board.to_move());
                    prop_assert_eq!(moves, board.legal_moves());
                    prop_assert_eq!(after, board);
                }
                (Err(PassError::GameOver), Status::Over(_)) => prop_assert_eq!(after, board),
                (result, status) => prop_assert!(false, "pass in {status:?} gave {result:?}"),
            }
        }
    }

    #[test]
    fn a_whole_game_has_at_most_sixty_moves_and_ends_over(choices in prop::collection::vec(any::<u8>(), 60)) {
        let game = random_game(&choices);
        prop_assert!(matches!(game.status(), Status::Over(_)), "{}", game.record());
        let placed = game.moves().iter().filter(|m| matches!(m, Move::Play(_))).count();
        prop_assert!(placed <= 60);
        prop_assert_eq!(placed as u32 + 4, 64 - game.board().empty().len());
    }

    #[test]
    fn undo_all_then_redo_all_returns_the_same_game(choices in move_choices()) {
        let game = random_game(&choices);
        let mut walked = game.clone();
        let mut undone = Vec::new();
        while let Some(mv) = walked.undo() {
            undone.push(mv);
        }
        prop_assert_eq!(walked.board(), game.start());
        prop_assert_eq!(walked.record(), "");
        undone.reverse();
        prop_assert_eq!(&undone[..], game.moves());
        let mut redone = Vec::new();
        while let Some(mv) = walked.redo() {
            redone.push(mv);
        }
        prop_assert_eq!(&redone[..], game.moves());
        prop_assert_eq!(walked.board(), game.board());
        prop_assert_eq!(walked.record(), game.record());
        prop_assert_eq!(walked, game);
    }

    #[test]
    fn replay_yields_each_board_after_its_move_in_order(choices in move_choices()) {
        let game = random_game(&choices);
        let steps: Vec<(Option<Move>, Board)> = game.replay().map(|(mv, b)| (mv, *b)).collect();
        prop_assert_eq!(steps.len(), game.moves().len() + 1);
        prop_assert_eq!(steps[0], (None, *game.start()));
        for pair in steps.windows(2) {
            let (_, before) = pair[0];
            let (mv, after) = pair[1];
            let mut expected = before;
            match mv {
                Some(Move::Play(square)) => {
                    expected.try_play(square).unwrap();
                }
                Some(Move::Pass) => expected.pass().unwrap(),
                None => prop_assert!(false, "only the start has no move"),
            }
            prop_assert_eq!(after, expected);
        }
        prop_assert_eq!(steps.last().map(|s| s.1), Some(*game.board()));
    }

    #[test]
    fn a_game_record_played_back_gives_the_same_board(choices in move_choices()) {
        let game = random_game(&choices);
        let replayed = play_record(Board::start(), &game.record()).unwrap();
        prop_assert_eq!(replayed.board(), game.board());
        prop_assert_eq!(replayed.moves(), game.moves());
        // A record without its passes is still read: the forced passes are filled in.
        let without_passes = game.record().replace("pa", "");
        let replayed = play_record(Board::start(), &without_passes).unwrap();
        let trailing_pass = game.moves().last() == Some(&Move::Pass);
        if !trailing_pass {
            prop_assert_eq!(replayed.board(), game.board());
        }
    }

    #[test]
    fn board_strings_and_diagrams_read_back_as_the_same_board(choices in move_choices()) {
        for board in positions(&random_game(&choices)) {
            let text = board_string(&board);
            prop_assert_eq!(text.len(), 66);
            prop_assert_eq!(parse_board_string(&text).unwrap(), board);

            // The diagram without its column letters and row numbers.
            let rows: String = diagram(&board)
                .lines()
                .skip(1)
                .map(|line| format!("{}\n", &line[1..]))
                .collect();
            let (black, white) = parse_diagram(&rows).unwrap();
            prop_assert_eq!(Bitboard(black), board.black());
            prop_assert_eq!(Bitboard(white), board.white());
        }
    }
}

/// The games the properties walk are only worth something if they reach the
/// rare cases: a forced pass, and a game over before the board is full.
#[test]
fn the_random_games_include_forced_passes_and_early_ends() {
    use proptest::strategy::ValueTree;
    let mut runner = proptest::test_runner::TestRunner::new(config());
    let (mut with_pass, mut early_end) = (0, 0);
    for _ in 0..config().cases {
        let choices = move_choices().new_tree(&mut runner).unwrap().current();
        let game = random_game(&choices);
        if game.moves().contains(&Move::Pass) {
            with_pass += 1;
        }
        if matches!(game.status(), Status::Over(o) if o.empty > 0) {
            early_end += 1;
        }
    }
    eprintln!("{with_pass} games with a pass, {early_end} over before the board was full");
    assert!(with_pass > 0, "no random game had a forced pass");
    assert!(
        early_end > 0,
        "no random game ended before the board was full"
    );
}
