//! A match between two computer levels: games from varied openings (a few random
//! moves, each opening played twice with the colours swapped), the results, the
//! disc differences and the time each level took per move. What
//! `reversi-tutor match` prints and what the strength benchmark checks.

use std::time::{Duration, Instant};

use crate::engine::search::{self, Budget, Level, Rng, mix};
use crate::engine::{Color, Game, Move, Status};

/// What to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchSetup {
    /// The first level (results are counted from its side).
    pub a: Level,
    /// The second level.
    pub b: Level,
    /// How many games; level `a` plays black in the even-numbered ones.
    pub games: usize,
    /// The seed of the openings and of the levels' random choices.
    pub seed: u64,
    /// How many random moves open each game.
    pub opening_moves: usize,
    /// How much each search may do.
    pub budget: Budget,
}

impl MatchSetup {
    /// `games` games of `a` against `b` from 6-move openings, standard budget.
    pub fn new(a: Level, b: Level, games: usize, seed: u64) -> MatchSetup {
        MatchSetup {
            a,
            b,
            games,
            seed,
            opening_moves: 6,
            budget: Budget::STANDARD,
        }
    }
}

/// One game of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchGame {
    /// The game's number, from 0.
    pub number: usize,
    /// The colour level `a` played.
    pub a_plays: Color,
    /// The moves, the opening's first.
    pub record: String,
    /// The final disc difference from level `a`'s side.
    pub difference: i32,
}

/// The time one level took over its moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveTimes {
    /// Moves chosen (passes and opening moves not counted).
    pub moves: u64,
    /// Their total time.
    pub total: Duration,
    /// The longest.
    pub longest: Duration,
}

impl MoveTimes {
    fn add(&mut self, took: Duration) {
        self.moves += 1;
        self.total += took;
        self.longest = self.longest.max(took);
    }

    /// The average time per move.
    pub fn average(&self) -> Duration {
        match u32::try_from(self.moves) {
            Ok(n) if n > 0 => self.total / n,
            _ => Duration::ZERO,
        }
    }
}

/// The result of a match, from level `a`'s side.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MatchReport {
    /// Games played.
    pub games: usize,
    /// Games level `a` won.
    pub wins: usize,
    /// Games level `a` lost.
    pub losses: usize,
    /// Drawn games.
    pub draws: usize,
    /// The sum of the final disc differences (level `a` minus level `b`).
    pub difference: i64,
    /// The time level `a` took per move.
    pub a_times: MoveTimes,
    /// The time level `b` took per move.
    pub b_times: MoveTimes,
}

impl MatchReport {
    /// The average final disc difference, level `a` minus level `b`.
    pub fn average_difference(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.difference as f64 / self.games as f64
        }
    }
}

/// Plays the match, telling `each_game` about every game as it ends.
pub fn play_match(setup: &MatchSetup, mut each_game: impl FnMut(&MatchGame)) -> MatchReport {
    let mut report = MatchReport::default();
    for number in 0..setup.games {
        let game = play_game(setup, number, &mut report);
        report.games += 1;
        match game.difference.signum() {
            1 => report.wins += 1,
            -1 => report.losses += 1,
            _ => report.draws += 1,
        }
        report.difference += i64::from(game.difference);
        each_game(&game);
    }
    report
}

/// The game after the random opening moves of game `number` (two games, one for
/// each colour, share an opening).
pub fn opening(seed: u64, number: usize, moves: usize) -> Game {
    let mut rng = Rng::new(mix(seed ^ mix(number as u64 / 2 + 1)));
    let mut game = Game::default();
    for _ in 0..moves {
        match search::choose(game.board(), Level::Random, &mut rng, Budget::STANDARD) {
            Move::Play(sq) if game.play(sq).is_ok() => {}
            _ => break,
        }
    }
    game
}

fn play_game(setup: &MatchSetup, number: usize, report: &mut MatchReport) -> MatchGame {
    let mut game = opening(setup.seed, number, setup.opening_moves);
    let a_plays = if number.is_multiple_of(2) {
        Color::Black
    } else {
        Color::White
    };
    let mut rng = Rng::new(mix(setup.seed.wrapping_add(mix(number as u64))));
    loop {
        let board = *game.board();
        let mv = match board.status() {
            Status::Over(outcome) => {
                let diff = outcome.black as i32 - outcome.white as i32;
                let difference = if a_plays == Color::Black { diff } else { -diff };
                return MatchGame {
                    number,
                    a_plays,
                    record: game.record(),
                    difference,
                };
            }
            Status::MustPass => Move::Pass,
            Status::Playing => {
                let a_to_move = board.to_move() == a_plays;
                let level = if a_to_move { setup.a } else { setup.b };
                let started = Instant::now();
                let mv = search::choose(&board, level, &mut rng, setup.budget);
                let took = started.elapsed();
                if a_to_move {
                    report.a_times.add(took);
                } else {
                    report.b_times.add(took);
                }
                mv
            }
        };
        // A level always plays a legal move when there is one; were it ever to
        // choose otherwise, the first legal move keeps the game going.
        if game.apply(mv).is_err() {
            let first = board
                .legal_moves()
                .squares()
                .next()
                .map_or(Move::Pass, Move::Play);
            let _ = game.apply(first);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_and_edges_beats_random_moves_in_a_short_match() {
        let setup = MatchSetup::new(Level::CornersAndEdges, Level::Random, 10, 2024);
        let report = play_match(&setup, |_| {});
        assert_eq!(report.games, 10);
        assert_eq!(report.wins + report.losses + report.draws, 10);
        assert!(report.wins >= 7, "{report:?}");
        assert!(report.average_difference() > 0.0, "{report:?}");
    }

    #[test]
    fn each_opening_is_played_with_both_colours() {
        let setup = MatchSetup::new(Level::MostFlips, Level::Random, 4, 9);
        let mut games = Vec::new();
        play_match(&setup, |g| games.push(g.clone()));
        assert_eq!(games[0].a_plays, Color::Black);
        assert_eq!(games[1].a_plays, Color::White);
        assert_eq!(games[0].record[..12], games[1].record[..12]);
        assert_ne!(games[0].record[..12], games[2].record[..12]);
    }

    #[test]
    fn a_match_repeats_with_its_seed() {
        let setup = MatchSetup::new(Level::MostFlips, Level::Random, 4, 77);
        let mut first = Vec::new();
        let mut second = Vec::new();
        play_match(&setup, |g| first.push(g.record.clone()));
        play_match(&setup, |g| second.push(g.record.clone()));
        assert_eq!(first, second);
    }
}
