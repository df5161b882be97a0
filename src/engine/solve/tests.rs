//! The solver against plain minimax, plain alpha-beta and small hand-made
//! endgames, on both builds of the search.

use super::*;
use crate::engine::notation::parse_board_string;

#[test]
fn a_finished_game_scores_its_disc_difference() {
    // Black has 3 discs, white none: a wipe-out with 61 empties.
    let board = parse_board_string(&format!("XXX{} X", "-".repeat(61))).unwrap();
    assert_eq!(solve(&board, Scoring::Discs), 3);
    assert_eq!(solve(&board, Scoring::EmptiesToWinner), 64);
}

#[test]
fn one_empty_square_left_is_played_out() {
    // h8 empty; black to move and h8 flips g8 (white) closed by f8 (black).
    let mut squares = "O".repeat(61);
    squares.push_str("XO-");
    let board = parse_board_string(&format!("{squares} X")).unwrap();
    // After h8: black f8, g8, h8 = 3 discs, white 61: difference -58.
    let (score, moves) = best_moves(&board, Scoring::Discs);
    assert_eq!(score, -58);
    assert_eq!(crate::engine::list_squares(moves), "h8");
    assert!(winning_moves(&board, Scoring::Discs).is_empty());
}

/// Plain minimax to the end, no pruning: the reference the solver must equal.
fn minimax(board: &Board, scoring: Scoring) -> i32 {
    match board.status() {
        crate::engine::Status::Over(outcome) => {
            let (black, white) = outcome.score(scoring);
            let diff = black as i32 - white as i32;
            if board.to_move() == crate::engine::Color::Black {
                diff
            } else {
                -diff
            }
        }
        crate::engine::Status::MustPass => {
            let mut next = *board;
            next.pass_unchecked();
            -minimax(&next, scoring)
        }
        crate::engine::Status::Playing => board
            .legal_moves()
            .squares()
            .map(|sq| {
                let mut next = *board;
                next.play(sq);
                -minimax(&next, scoring)
            })
            .max()
            .unwrap_or(i32::MIN),
    }
}

/// Random games from the start, stopped with `empties` empty squares: a fixed
/// sequence of choices (a small linear congruential generator) keeps them repeatable.
fn random_endgames(count: usize, empties: u32, mut seed: u64) -> Vec<Board> {
    let mut next = move || {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) as usize
    };
    (0..count)
        .map(|_| {
            let mut board = Board::start();
            while board.empty().len() > empties {
                let moves: Vec<_> = board.legal_moves().squares().collect();
                if moves.is_empty() {
                    if board.pass().is_err() {
                        break;
                    }
                    continue;
                }
                board.play(moves[next() % moves.len()]);
            }
            board
        })
        .collect()
}

#[test]
fn the_solver_equals_plain_minimax_on_random_endgames() {
    for board in random_endgames(40, 9, 0x2545_f491_4f6c_dd1d) {
        for scoring in [Scoring::Discs, Scoring::EmptiesToWinner] {
            let exact = minimax(&board, scoring);
            assert_eq!(solve(&board, scoring), exact);
            let (best, set) = best_moves(&board, scoring);
            assert_eq!(best, exact);
            for sq in board.legal_moves().squares() {
                let mut child = board;
                child.play(sq);
                let score = -minimax(&child, scoring);
                assert_eq!(set.contains(sq), score == exact, "{sq}");
                assert_eq!(
                    winning_moves(&board, scoring).contains(sq),
                    score > 0,
                    "{sq}"
                );
            }
        }
    }
}

/// The final score from `player`'s side, counted independently of the solver.
fn final_count(player: u64, opponent: u64, scoring: Scoring) -> i32 {
    let (mine, theirs) = (player.count_ones() as i32, opponent.count_ones() as i32);
    let empty = 64 - mine - theirs;
    match scoring {
        Scoring::Discs => mine - theirs,
        Scoring::EmptiesToWinner if mine > theirs => mine + empty - theirs,
        Scoring::EmptiesToWinner if theirs > mine => mine - theirs - empty,
        Scoring::EmptiesToWinner => 0,
    }
}

/// Plain alpha-beta on the engine's own move generator: moves in square order,
/// no table, no cutoff but alpha-beta's own. Exact inside (alpha, beta).
fn alpha_beta(player: u64, opponent: u64, mut alpha: i32, beta: i32, scoring: Scoring) -> i32 {
    use crate::engine::bitboard::{flips, legal_moves};
    let mut moves = legal_moves(player, opponent);
    if moves == 0 {
        if legal_moves(opponent, player) == 0 {
            return final_count(player, opponent, scoring);
        }
        return -alpha_beta(opponent, player, -beta, -alpha, scoring);
    }
    while moves != 0 {
        let index = moves.trailing_zeros() as u8;
        moves &= moves - 1;
        let flipped = flips(player, opponent, index);
        let (p, o) = (opponent & !flipped, player | flipped | (1u64 << index));
        let score = -alpha_beta(p, o, -beta, -alpha, scoring);
        if score >= beta {
            return beta;
        }
        alpha = alpha.max(score);
    }
    alpha
}

/// Asks `question` of the build of the search for `cpu`.
fn answer_on<C: Cpu>(cpu: C, board: &Board, scoring: Scoring, question: Question) -> Analysis {
    let (player, opponent) = (board.player().0, board.opponent().0);
    Solver::new(cpu, scoring, board).answer(player, opponent, question)
}

/// Checks score, best moves and winning moves of `board` against plain
/// alpha-beta, on the portable build and on the one this processor runs.
fn check_against_alpha_beta(board: &Board, scoring: Scoring) {
    let (player, opponent) = (board.player().0, board.opponent().0);
    let exact = alpha_beta(player, opponent, -65, 65, scoring);
    let (mut best, mut winning) = (0u64, 0u64);
    for sq in board.legal_moves().squares() {
        let mut child = *board;
        child.play(sq);
        let (p, o) = (child.player().0, child.opponent().0);
        // A window around `exact` tells a best move; one at zero a winning one.
        if -alpha_beta(p, o, -(exact + 1), -(exact - 1), scoring) == exact {
            best |= sq.bit();
        }
        if alpha_beta(p, o, -1, 0, scoring) < 0 {
            winning |= sq.bit();
        }
    }
    let portable = |question| answer_on(cpu::Portable, board, scoring, question);
    let all = portable(Question::All);
    let mut answers = vec![(
        portable(Question::Score).score,
        {
            let found = portable(Question::BestMoves);
            (found.score, found.best.0)
        },
        all.winning.0,
    )];
    answers.push((all.score, (all.score, all.best.0), all.winning.0));
    answers.push((
        solve(board, scoring),
        {
            let (score, set) = best_moves(board, scoring);
            (score, set.0)
        },
        winning_moves(board, scoring).0,
    ));
    let found = analyse(board, scoring, true);
    answers.push((found.score, (found.score, found.best.0), found.winning.0));
    check_one_best(board, scoring, exact, best);
    for (score, best_answer, winning_answer) in answers {
        assert_eq!(
            score,
            exact,
            "{}",
            crate::engine::notation::board_string(board)
        );
        assert_eq!(best_answer, (exact, best));
        assert_eq!(winning_answer, winning);
    }
}

/// The score and one best move, on the portable build and on the one this
/// processor runs: the score `exact`, and one move of `best` (none when there
/// is no legal move).
fn check_one_best(board: &Board, scoring: Scoring, exact: i32, best: u64) {
    let answers = [
        answer_on(cpu::Portable, board, scoring, Question::OneBest),
        solve_with_move(board, scoring),
    ];
    let board_string = crate::engine::notation::board_string(board);
    for found in answers {
        assert_eq!(found.score, exact, "{board_string}");
        let expected_moves = u32::from(best != 0);
        assert_eq!(found.best.len(), expected_moves, "{board_string}");
        assert_eq!(found.best.0 & !best, 0, "{board_string}");
    }
}

#[test]
fn the_solver_equals_plain_alpha_beta_at_twelve_empties_on_both_builds() {
    // Deep enough for the table, its cutoffs and the evaluated order on the principal
    // variation; the portable build is checked as well as the dispatched one.
    for board in random_endgames(12, 12, 0x9e37_79b9_7f4a_7c15) {
        for scoring in [Scoring::Discs, Scoring::EmptiesToWinner] {
            check_against_alpha_beta(&board, scoring);
        }
    }
}

#[test]
fn deep_searches_agree_with_each_move_solved_alone() {
    // 17 empty squares: the evaluated order sorts every node near the root. Each
    // move's result solved on its own must agree with the sets found together.
    for board in random_endgames(2, 17, 0x0123_4567_89ab_cdef) {
        let scoring = Scoring::EmptiesToWinner;
        let (best, set) = best_moves(&board, scoring);
        assert_eq!(solve(&board, scoring), best);
        let winning = winning_moves(&board, scoring);
        for sq in board.legal_moves().squares() {
            let mut child = board;
            child.play(sq);
            let score = -solve(&child, scoring);
            assert!(score <= best, "{sq}");
            assert_eq!(set.contains(sq), score == best, "{sq}");
            assert_eq!(winning.contains(sq), score > 0, "{sq}");
        }
    }
}

#[test]
fn a_budget_large_enough_gives_the_best_moves_and_a_small_one_gives_up() {
    for board in random_endgames(4, 14, 0x5eed) {
        let exact = best_moves(&board, Scoring::Discs);
        let (score, set) = exact;
        assert_eq!(
            best_moves_within(&board, Scoring::Discs, u64::MAX),
            Some((score, set))
        );
        assert_eq!(best_moves_within(&board, Scoring::Discs, 10), None);
    }
}

/// Checks the null-window searches of `board` for `cpu` against plain
/// alpha-beta at every window: above `alpha` exactly when the score is, and a
/// fail-soft bound on the right side; below `SORT_MIN_EMPTIES` empty squares, the specialised
/// solvers also give the same verdict as the general search on the same window.
fn check_null_windows<C: Cpu>(cpu: C, board: &Board, scoring: Scoring) {
    let (player, opponent) = (board.player().0, board.opponent().0);
    let exact = alpha_beta(player, opponent, -65, 65, scoring);
    let empties = board.empty().len();
    for alpha in -65..65 {
        let mut solver = Solver::new(cpu, scoring, board);
        let found = solver.search(player, opponent, alpha, alpha + 1);
        let position = crate::engine::notation::board_string(board);
        assert_eq!(
            found > alpha,
            exact > alpha,
            "{position} at {alpha}: {found}, exact {exact}"
        );
        if found > alpha {
            assert!(
                found <= exact,
                "{position} at {alpha}: {found} above {exact}"
            );
        } else {
            assert!(
                found >= exact,
                "{position} at {alpha}: {found} below {exact}"
            );
        }
        if (3..SORT_MIN_EMPTIES).contains(&empties) {
            let general = solver.run_shallow(player, opponent, alpha, alpha + 1, false);
            assert_eq!(general > alpha, found > alpha, "{position} at {alpha}");
        }
    }
}

#[test]
fn the_null_window_solvers_of_the_last_squares_equal_plain_alpha_beta_on_both_builds() {
    // 1 to 4 empty squares (the specialised solvers), then up to 10 (the
    // null-window search above them, and the table from 7), both scorings.
    for empties in 1..=10 {
        let count = if empties <= 4 { 150 } else { 25 };
        for board in random_endgames(count, empties, 0x51ab_1e00 + u64::from(empties)) {
            for scoring in [Scoring::Discs, Scoring::EmptiesToWinner] {
                check_null_windows(cpu::Portable, &board, scoring);
                #[cfg(target_arch = "x86_64")]
                if let Some(modern) = cpu::Modern::detect() {
                    check_null_windows(modern, &board, scoring);
                }
            }
        }
    }
}

#[test]
fn the_random_endgames_include_passes_near_the_end() {
    // Without a side that must pass the pass code of the last solvers would go untested.
    let passes = (1..=6)
        .flat_map(|empties| random_endgames(150, empties, 0x51ab_1e00 + u64::from(empties)))
        .filter(|board| {
            board.legal_moves().is_empty() || {
                board.legal_moves().squares().any(|sq| {
                    let mut next = *board;
                    next.play(sq);
                    next.legal_moves().is_empty() && !next.empty().is_empty()
                })
            }
        })
        .count();
    assert!(passes >= 10, "only {passes} positions with a pass");
}

#[test]
fn the_selective_levels_before_an_exact_search_change_none_of_its_answers() {
    // 20 empty squares: the endgame is first solved at the selective levels,
    // its children (19) exactly at once. Each move solved alone must agree
    // with the score, best moves and winning moves found together, on both builds.
    for board in random_endgames(2, probcut::ITERATE_MIN_EMPTIES, 0x5e1e_c71e) {
        let scoring = Scoring::EmptiesToWinner;
        let found = analyse(&board, scoring, true);
        assert_eq!(
            answer_on(cpu::Portable, &board, scoring, Question::All),
            found
        );
        for sq in board.legal_moves().squares() {
            let mut child = board;
            child.play(sq);
            let score = -solve(&child, scoring);
            assert!(score <= found.score, "{sq}");
            assert_eq!(found.best.contains(sq), score == found.score, "{sq}");
            assert_eq!(found.winning.contains(sq), score > 0, "{sq}");
        }
        check_one_best(&board, scoring, found.score, found.best.0);
    }
}

#[test]
fn an_endgame_whose_selective_levels_misjudge_it_is_still_solved_exactly() {
    // FFO #42 (22 empty squares): its last selective level, searched alone,
    // scores it wrongly; the exact search after the levels finds +6 with g2.
    let board =
        parse_board_string("--OOO-------XX-OOOOOOXOO-OOOOXOOX-OOOXXO---OOXOO---OOOXO--OOOO-- X")
            .unwrap();
    let (player, opponent) = (board.player().0, board.opponent().0);
    let mut selective = Solver::new(cpu::Portable, Scoring::EmptiesToWinner, &board);
    selective.level = probcut::EXACT - 1;
    let guessed = selective.search(player, opponent, -65, 65);
    let (score, best) = best_moves(&board, Scoring::EmptiesToWinner);
    assert_eq!(
        (score, crate::engine::list_squares(best).as_str()),
        (6, "g2")
    );
    assert_ne!(guessed, score, "the selective level is not exact here");
}

#[test]
fn a_selective_level_visits_fewer_positions_than_the_exact_search() {
    for board in random_endgames(2, 20, 0xc07) {
        let (player, opponent) = (board.player().0, board.opponent().0);
        let visited = |level: u8| {
            let mut solver = Solver::new(cpu::Portable, Scoring::Discs, &board);
            solver.level = level;
            solver.search(player, opponent, -65, 65);
            solver.visited
        };
        assert!(visited(0) < visited(probcut::EXACT));
    }
}

#[test]
fn the_table_trusts_a_bound_only_at_its_own_level_or_above() {
    let mut table = Table::for_empties(20);
    let (player, opponent) = (0x0000_0010_0800_0000, 0x0000_0008_1000_0000);
    // Exact at level 0 (the window was open): 10.
    table.store(player, opponent, -65, 65, 10, 19, 1000, 0);
    let e = table.probe(player, opponent).unwrap();
    assert_eq!((e.lower, e.upper, e.level, e.moves), (10, 10, 0, [19, 64]));
    // An exact search finds it at least 4: the level-0 bounds are dropped.
    table.store(player, opponent, 0, 1, 4, 26, 1000, probcut::EXACT);
    let e = table.probe(player, opponent).unwrap();
    assert_eq!((e.lower, e.upper, e.level), (4, 64, probcut::EXACT));
    assert_eq!(e.moves, [26, 19]);
    // A later selective search keeps its move but not its bound.
    table.store(player, opponent, -65, 65, 30, 37, 1000, 0);
    let e = table.probe(player, opponent).unwrap();
    assert_eq!((e.lower, e.upper, e.level), (4, 64, probcut::EXACT));
    assert_eq!(e.moves, [37, 26]);
}

#[test]
fn the_last_square_is_exact_above_alpha_and_a_bound_at_or_below_it() {
    // The null-window last square may skip the opponent's move; whatever it
    // returns must still be the exact score above alpha and an upper bound
    // not above alpha otherwise, in both scorings, passes included.
    for board in random_endgames(300, 1, 0x1a57_0001) {
        let (player, opponent) = (board.player().0, board.opponent().0);
        let index = (!(player | opponent)).trailing_zeros() as u8;
        for scoring in [Scoring::Discs, Scoring::EmptiesToWinner] {
            let exact = alpha_beta(player, opponent, -65, 65, scoring);
            let mut solver = Solver::new(cpu::Portable, scoring, &board);
            assert_eq!(solver.last_empty(player, opponent, index), exact);
            for alpha in -65..65 {
                let found = solver.last_empty_nws(player, opponent, alpha, index);
                let position = crate::engine::notation::board_string(&board);
                if found > alpha {
                    assert_eq!(found, exact, "{position} at {alpha}");
                } else {
                    assert!(
                        exact <= found,
                        "{position} at {alpha}: {found} below {exact}"
                    );
                }
            }
        }
    }
}
