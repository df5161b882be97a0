//! The levels on positions from seeded random games: every choice is legal, the
//! same seed repeats it, the endgame levels play the solver's best moves, and no
//! move keeps more than the analysis finds.

use super::*;
use crate::engine::{Color, Status};

/// Positions from `games` random games, every `every`-th ply.
fn positions(games: usize, every: usize, seed: u64) -> Vec<Board> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut board = Board::start();
        let mut ply = 0;
        loop {
            match board.status() {
                Status::Over(_) => break,
                Status::MustPass => board.pass_unchecked(),
                Status::Playing => {
                    if ply % every == 0 {
                        out.push(board);
                    }
                    let sq = rng.pick(board.legal_moves()).unwrap();
                    board.play(sq);
                    ply += 1;
                }
            }
        }
    }
    out
}

/// Plays random moves from the start until `empties` squares are empty.
fn endgame(empties: u32, seed: u64) -> Board {
    let mut rng = Rng::new(seed);
    loop {
        let mut board = Board::start();
        while board.empty().len() > empties {
            match board.status() {
                Status::Over(_) => break,
                Status::MustPass => board.pass_unchecked(),
                Status::Playing => {
                    board.play(rng.pick(board.legal_moves()).unwrap());
                }
            }
        }
        if board.status() == Status::Playing {
            return board;
        }
    }
}

#[test]
fn every_level_plays_a_legal_move() {
    let small = Budget::nodes(20_000);
    for (i, board) in positions(4, 7, 11).iter().enumerate() {
        for level in Level::ALL {
            if level >= Level::Strong && board.empty().len() > 50 {
                continue;
            }
            let mv = choose(board, level, &mut Rng::new(i as u64), small);
            match mv {
                Move::Play(sq) => assert!(board.is_legal(sq), "level {level}: {sq}"),
                Move::Pass => panic!("level {level} passed with moves"),
            }
        }
    }
}

#[test]
fn a_player_without_a_move_passes() {
    // White to move with no disc on the board: a wipe-out, nothing to play.
    let board = Board::from_discs(1, 0, Color::White).unwrap();
    for level in Level::ALL {
        assert_eq!(
            choose(&board, level, &mut Rng::new(0), Budget::STANDARD),
            Move::Pass
        );
    }
}

#[test]
fn the_same_seed_plays_the_same_move() {
    for board in positions(2, 9, 5) {
        for level in [Level::Random, Level::MostFlips, Level::Mobility] {
            let a = choose(&board, level, &mut Rng::new(42), Budget::STANDARD);
            let b = choose(&board, level, &mut Rng::new(42), Budget::STANDARD);
            assert_eq!(a, b);
        }
    }
}

#[test]
fn levels_five_and_six_play_a_perfect_endgame() {
    for seed in 0..4 {
        let board = endgame(12, seed);
        let (_, best) = solve::best_moves(&board, Scoring::Discs);
        for level in [Level::Strong, Level::Deep] {
            let Move::Play(sq) = choose(&board, level, &mut Rng::new(seed), Budget::STANDARD)
            else {
                panic!("no move");
            };
            assert!(best.contains(sq), "level {level} played {sq}");
        }
    }
}

#[test]
fn no_move_keeps_more_than_the_analysis_finds() {
    for board in positions(2, 11, 3)
        .into_iter()
        .filter(|b| b.empty().len() > 16)
    {
        let analysis = analyse(&board, Level::Mobility, Budget::UNLIMITED).unwrap();
        let mut best_found = i32::MIN;
        for sq in board.legal_moves().squares() {
            let Some(Value::Estimate(v)) =
                value_of_move(&board, sq, Level::Mobility, Budget::UNLIMITED)
            else {
                panic!("no estimate");
            };
            best_found = best_found.max(v);
        }
        assert_eq!(Value::Estimate(best_found), analysis.value);
        let kept = value_of_move(&board, analysis.best, Level::Mobility, Budget::UNLIMITED);
        assert_eq!(kept, Some(analysis.value));
    }
}

#[test]
fn past_the_solvers_budget_the_look_ahead_plays() {
    let board = endgame(18, 2);
    let budget = Budget {
        nodes: Budget::STANDARD.nodes,
        exact_nodes: 10,
    };
    let analysis = analyse(&board, Level::Deep, budget).unwrap();
    assert!(!analysis.value.is_exact());
    assert!(board.is_legal(analysis.best));
    let solved = analyse(&board, Level::Deep, Budget::STANDARD).unwrap();
    assert!(solved.value.is_exact());
}

#[test]
fn a_tiny_budget_still_gives_a_legal_move() {
    let board = positions(1, 10, 8)[2];
    let mv = choose(&board, Level::Deep, &mut Rng::new(1), Budget::nodes(50));
    assert!(matches!(mv, Move::Play(sq) if board.is_legal(sq)));
}

#[test]
fn levels_are_numbered_one_to_six() {
    for n in 1..=6u8 {
        assert_eq!(Level::new(n).map(Level::number), Some(n));
    }
    assert_eq!(Level::new(0), None);
    assert_eq!(Level::new(7), None);
    assert_eq!(Level::Strong.exact_from(), 16);
    assert_eq!(Level::Deep.exact_from(), 20);
}

#[test]
fn values_in_discs_round_and_unwrap_finished_games() {
    assert_eq!(value_in_discs(249), 2);
    assert_eq!(value_in_discs(-251), -3);
    assert_eq!(value_in_discs(alphabeta::WIN + 600), 6);
    assert_eq!(value_in_discs(-alphabeta::WIN - 400), -4);
}

#[test]
fn an_estimate_in_discs_never_passes_the_sixty_four_a_game_can_end_with() {
    assert_eq!(Value::Estimate(-7_400).discs(), -64);
    assert_eq!(Value::Estimate(9_000).discs(), 64);
    assert_eq!(Value::Estimate(-7_200 + 900).discs(), -63);
    assert_eq!(Value::Exact(-64).discs(), -64);
}
