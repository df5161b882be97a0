//! The built-in puzzles: how many of each theme, every text in every language,
//! positions from games, answer sets equal to the engine's and the solver's,
//! no board twice, and the endgame rules (margin of 4 discs, greed not the way in
//! at least three quarters).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use std::collections::BTreeMap;

use reversi_tutor::course::goal::{after, answer_set, greedy_moves};
use reversi_tutor::course::{Puzzle, ThemeKind, embedded_course};
use reversi_tutor::engine::solve::solve;
use reversi_tutor::engine::symmetry::canonical;
use reversi_tutor::engine::{Scoring, Square};
use reversi_tutor::generate::hint::facts;
use reversi_tutor::i18n::hints::hint_text;
use reversi_tutor::lang::Lang;

fn puzzles() -> Vec<Puzzle> {
    embedded_course().unwrap().puzzles
}

fn endgames() -> Vec<Puzzle> {
    puzzles()
        .into_iter()
        .filter(|p| p.theme.kind().is_endgame())
        .collect()
}

#[test]
fn there_are_at_least_200_puzzles_and_the_least_number_of_every_theme() {
    let least = |kind: ThemeKind| match kind {
        ThemeKind::LegalMove | ThemeKind::PredictFlips | ThemeKind::Corner => 20,
        ThemeKind::EndgameWin => 20,
        ThemeKind::Directions | ThemeKind::ForcePass => 15,
        ThemeKind::AvoidXSquare | ThemeKind::MinMobility | ThemeKind::EndgameBest => 15,
        ThemeKind::MaxFlips | ThemeKind::Wipeout => 10,
        ThemeKind::Stable | ThemeKind::FewerIsMore | ThemeKind::QuietMove => 10,
        ThemeKind::EndNow => 8,
        // As many as the lesson's lines give boards that ask something: six.
        ThemeKind::Opening => 6,
    };
    let all = puzzles();
    let mut counts: BTreeMap<ThemeKind, usize> = BTreeMap::new();
    for p in &all {
        *counts.entry(p.theme.kind()).or_default() += 1;
    }
    for kind in ThemeKind::ALL {
        let n = counts.get(&kind).copied().unwrap_or(0);
        assert!(n >= least(kind), "{}: {n} puzzles", kind.name());
    }
    assert!(all.len() >= 200, "{} puzzles", all.len());
}

#[test]
fn every_built_in_puzzle_has_a_rating_a_prompt_and_a_hint_in_every_language() {
    for p in puzzles() {
        assert!((400..=2000).contains(&p.rating), "{}: {}", p.id, p.rating);
        let hint = p
            .hint
            .as_ref()
            .unwrap_or_else(|| panic!("{} has no hint", p.id));
        for text in [&p.prompt, hint] {
            assert!(text.missing().is_empty(), "{}: {:?}", p.id, text.missing());
            for lang in Lang::ALL {
                let words = text.get(lang).to_lowercase();
                assert!(
                    !words.contains("todo") && !words.contains("..."),
                    "{}",
                    p.id
                );
            }
        }
    }
}

#[test]
fn every_built_in_position_has_the_four_centre_squares_filled() {
    let centre: Vec<Square> = ["d4", "e4", "d5", "e5"]
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
    for p in puzzles() {
        for sq in &centre {
            assert!(p.board.at(*sq).is_some(), "{}: {sq} is empty", p.id);
        }
    }
}

#[test]
fn every_built_in_answer_set_is_the_engines_and_the_solvers() {
    for p in puzzles() {
        assert_eq!(answer_set(&p.board, p.theme), Ok(p.solution), "{}", p.id);
    }
}

#[test]
fn legal_move_puzzles_are_shown_without_the_legal_move_dots() {
    let legal: Vec<Puzzle> = puzzles()
        .into_iter()
        .filter(|p| p.theme.kind() == ThemeKind::LegalMove)
        .collect();
    assert!(!legal.is_empty());
    assert!(legal.iter().all(|p| !p.shows_dots()));
}

#[test]
fn no_two_built_in_puzzles_share_a_board_up_to_symmetry_and_colours() {
    let mut seen = BTreeMap::new();
    for p in puzzles() {
        if let Some(first) = seen.insert(canonical(&p.board, None), p.id.clone()) {
            panic!("{} and {first} are one board", p.id);
        }
    }
}

#[test]
fn built_in_endgames_have_6_to_14_empties_and_the_best_answer_beats_the_best_wrong_move_by_4() {
    for p in endgames() {
        let empties = p.board.empty().len();
        assert!((6..=14).contains(&empties), "{}: {empties} empty", p.id);
        let scores: Vec<(Square, i32)> = p
            .board
            .legal_moves()
            .squares()
            .map(|sq| (sq, -solve(&after(&p.board, sq), Scoring::Discs)))
            .collect();
        let best = scores.iter().map(|(_, s)| *s).max().unwrap();
        let best_wrong = scores
            .iter()
            .filter(|(sq, _)| !p.solution.contains(*sq))
            .map(|(_, s)| *s)
            .max()
            .unwrap_or_else(|| panic!("{}: every move is right", p.id));
        assert!(
            best - best_wrong >= 4,
            "{}: {best} against {best_wrong}",
            p.id
        );
    }
}

#[test]
fn in_at_least_three_quarters_of_the_built_in_endgames_no_greedy_move_is_right() {
    let all = endgames();
    let not_greedy = all
        .iter()
        .filter(|p| (greedy_moves(&p.board) & p.solution).is_empty())
        .count();
    assert!(
        4 * not_greedy >= 3 * all.len(),
        "{not_greedy} of {} endgames",
        all.len()
    );
}

#[test]
fn no_hint_says_greed_is_wrong_where_a_greedy_move_is_right() {
    let says_greed_is_wrong = ["flipping the most", "flip the most", "flips only"];
    for p in puzzles() {
        if p.theme.kind() == ThemeKind::MaxFlips {
            continue;
        }
        let hint = p.hint.as_ref().unwrap().get(Lang::En).to_lowercase();
        if says_greed_is_wrong.iter().any(|w| hint.contains(w)) {
            assert!(
                (greedy_moves(&p.board) & p.solution).is_empty(),
                "{}: {hint}",
                p.id
            );
        }
    }
}

#[test]
fn every_hint_the_generator_writes_is_the_words_of_its_positions_facts() {
    let mut compared = 0;
    for p in puzzles() {
        let Some(facts) = facts(&p.board, p.theme, p.solution) else {
            continue;
        };
        let theme = p.theme.kind().name();
        assert_eq!(
            p.hint,
            Some(hint_text(&facts)),
            "{}: write it anew with `reversi-tutor puzzles generate --theme {theme} --count 0 --out puzzles/{theme}.toml --merge --hints`",
            p.id
        );
        compared += 1;
    }
    // Every puzzle of the themes whose facts the generator tells.
    assert_eq!(compared, 198);
}
