//! The learner's rating: Glicko-2 (Glickman, "Example of the Glicko-2 system",
//! 2013), with puzzles as opponents of fixed rating and deviation. Pure functions.
//!
//! A rating period is a list of [`Game`]s scored together; the trainer rates each
//! first attempt at a puzzle as a period of one game ([`Rating::after_puzzle`]), and
//! a period without games only widens the deviation ([`Rating::after_idle_period`]).

use std::f64::consts::PI;

/// Ratings are shown on the Glicko scale; Glicko-2 computes on a scale this many
/// times smaller (step 2 of the paper).
const SCALE: f64 = 173.7178;
/// The Glicko scale's centre: a rating of 1500 is 0 on the Glicko-2 scale.
const CENTRE: f64 = 1500.0;
/// The system constant τ: how much the volatility may change in one period.
/// Glickman suggests 0.3 to 1.2; the paper's example uses 0.5.
pub const TAU: f64 = 0.5;
/// The convergence tolerance ε of the volatility iteration (step 5 of the paper).
const EPSILON: f64 = 0.000_001;
/// A bound on the volatility iteration's steps, so that no input can loop forever.
const MAX_ITERATIONS: u32 = 100;

/// A new learner's rating. The paper's default, 1500, is the middle of its
/// players; here it would be the level of the endgame puzzles. A learner who opens
/// the trainer has just learnt the rules, so rated mode starts among the puzzles
/// on flips, directions and corners (the built-in puzzles run from 575 to 2000),
/// and the wide deviation lets the rating find its level within a few puzzles.
pub const START_RATING: f64 = 1000.0;
/// A new learner's deviation, and the widest the rating is ever allowed to be.
/// The paper gives an unrated player 350; a learner who starts the trainer has
/// just finished the rules lessons, so less is unknown, and 200 keeps the first
/// answers from swinging the rating by hundreds (a first miss of a 600 puzzle
/// costs about 180, not 470).
pub const MAX_DEVIATION: f64 = 200.0;
/// A new learner's volatility (the paper's default).
const START_VOLATILITY: f64 = 0.06;
/// The deviation every puzzle plays with: puzzles have a fixed, well-known strength.
const PUZZLE_DEVIATION: f64 = 50.0;

/// A Glicko-2 rating on the Glicko scale: rating r, deviation RD, volatility σ.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Rating {
    /// The rating r (a new learner has [`START_RATING`]).
    pub rating: f64,
    /// The rating deviation RD: how uncertain r is ([`MAX_DEVIATION`] for a new learner).
    pub deviation: f64,
    /// The volatility σ: how erratic the learner's results are (0.06 to start).
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating {
            rating: START_RATING,
            deviation: MAX_DEVIATION,
            volatility: START_VOLATILITY,
        }
    }
}

/// An opponent in a rating period: its rating and deviation (a puzzle's are fixed).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Opponent {
    /// The opponent's rating r.
    pub rating: f64,
    /// The opponent's deviation RD.
    pub deviation: f64,
}

impl Opponent {
    /// A puzzle of `rating`, with the fixed [`PUZZLE_DEVIATION`].
    pub fn puzzle(rating: f64) -> Opponent {
        Opponent {
            rating,
            deviation: PUZZLE_DEVIATION,
        }
    }
}

/// The result of one game for the learner.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// The learner won (for a puzzle: solved at the first try, without help).
    Win,
    /// A draw (never used for puzzles; kept for completeness of the system).
    Draw,
    /// The learner lost (for a puzzle: a wrong first answer).
    Loss,
}

impl Outcome {
    /// The score s of the paper: 1, ½ or 0.
    pub const fn score(self) -> f64 {
        match self {
            Outcome::Win => 1.0,
            Outcome::Draw => 0.5,
            Outcome::Loss => 0.0,
        }
    }
}

/// One game of a rating period.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Game {
    /// Whom the learner played.
    pub opponent: Opponent,
    /// How it ended for the learner.
    pub outcome: Outcome,
}

/// g(φ): how much an opponent's uncertainty damps the game's weight.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

/// E(μ, μj, φj): the expected score against an opponent.
fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// The chance, from 0 to 1, that the learner beats `opponent` (solves the puzzle).
    pub fn expected_score(self, opponent: Opponent) -> f64 {
        expected(
            (self.rating - CENTRE) / SCALE,
            (opponent.rating - CENTRE) / SCALE,
            opponent.deviation / SCALE,
        )
    }

    /// The rating after a period without games: only the deviation grows
    /// (φ' = √(φ² + σ²)), never beyond [`MAX_DEVIATION`].
    pub fn after_idle_period(self) -> Rating {
        let phi = self.deviation / SCALE;
        let widened = (phi * phi + self.volatility * self.volatility).sqrt() * SCALE;
        Rating {
            deviation: widened.min(MAX_DEVIATION.max(self.deviation)),
            ..self
        }
    }

    /// The rating after one first attempt at a puzzle of `puzzle_rating`: solved
    /// counts as a win, missed as a loss.
    pub fn after_puzzle(self, puzzle_rating: f64, solved: bool) -> Rating {
        let outcome = if solved { Outcome::Win } else { Outcome::Loss };
        self.after_period(
            &[Game {
                opponent: Opponent::puzzle(puzzle_rating),
                outcome,
            }],
            TAU,
        )
    }

    /// The rating after a rating period of `games` with system constant `tau`
    /// (steps 1 to 8 of the paper). No games: [`Rating::after_idle_period`].
    pub fn after_period(self, games: &[Game], tau: f64) -> Rating {
        if games.is_empty() {
            return self.after_idle_period();
        }
        // Step 2: onto the Glicko-2 scale.
        let mu = (self.rating - CENTRE) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        // Steps 3 and 4: the estimated variance v and the improvement Δ.
        let mut inverse_v = 0.0;
        let mut sum = 0.0;
        for game in games {
            let mu_j = (game.opponent.rating - CENTRE) / SCALE;
            let phi_j = game.opponent.deviation / SCALE;
            let e = expected(mu, mu_j, phi_j);
            inverse_v += g(phi_j) * g(phi_j) * e * (1.0 - e);
            sum += g(phi_j) * (game.outcome.score() - e);
        }
        let v = 1.0 / inverse_v;
        let delta = v * sum;
        // Step 5: the new volatility.
        let sigma_new = new_volatility(phi, sigma, v, delta, tau);
        // Steps 6 and 7: the new deviation and rating.
        let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        // Step 8: back onto the Glicko scale.
        let rated = Rating {
            rating: SCALE * mu_new + CENTRE,
            deviation: SCALE * phi_new,
            volatility: sigma_new,
        };
        if rated.is_sound() { rated } else { self }
    }

    /// Whether every number is finite and the deviation and volatility positive:
    /// what a rating read from a file must be before it is used.
    pub fn is_sound(self) -> bool {
        self.rating.is_finite()
            && self.deviation.is_finite()
            && self.deviation > 0.0
            && self.volatility.is_finite()
            && self.volatility > 0.0
    }
}

/// Step 5 of the paper: σ' by the Illinois variant of regula falsi on f(x) = 0.
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let denom = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * denom * denom) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 && k < f64::from(MAX_ITERATIONS) {
            k += 1.0;
        }
        a - k * tau
    };
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    let mut steps = 0;
    while (big_b - big_a).abs() > EPSILON && steps < MAX_ITERATIONS {
        let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(big_c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = big_c;
        f_b = f_c;
        steps += 1;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paper_player() -> Rating {
        Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        }
    }

    fn paper_games() -> [Game; 3] {
        let game = |rating, deviation, outcome| Game {
            opponent: Opponent { rating, deviation },
            outcome,
        };
        [
            game(1400.0, 30.0, Outcome::Win),
            game(1550.0, 100.0, Outcome::Loss),
            game(1700.0, 300.0, Outcome::Loss),
        ]
    }

    #[test]
    fn the_papers_worked_example_gives_its_numbers() {
        let rated = paper_player().after_period(&paper_games(), 0.5);
        assert!((rated.rating - 1464.06).abs() < 0.01, "{rated:?}");
        assert!((rated.deviation - 151.52).abs() < 0.01, "{rated:?}");
        assert!((rated.volatility - 0.05999).abs() < 0.000_01, "{rated:?}");
    }

    #[test]
    fn a_period_without_games_widens_only_the_deviation() {
        let player = Rating {
            deviation: 150.0,
            ..paper_player()
        };
        let idle = player.after_idle_period();
        let phi = 150.0 / SCALE;
        let expected = (phi * phi + 0.06 * 0.06).sqrt() * SCALE;
        assert!((idle.deviation - expected).abs() < 1e-9);
        assert!((idle.deviation - 150.36).abs() < 0.01, "{idle:?}");
        assert_eq!((idle.rating, idle.volatility), (1500.0, 0.06));
        assert_eq!(player.after_period(&[], TAU), idle);
    }

    #[test]
    fn idle_periods_never_widen_the_deviation_past_the_start() {
        let mut rating = Rating {
            deviation: 50.0,
            ..paper_player()
        };
        for _ in 0..10_000 {
            rating = rating.after_idle_period();
        }
        assert_eq!(rating.deviation, MAX_DEVIATION);
    }

    #[test]
    fn solving_raises_and_missing_lowers_the_rating() {
        let learner = Rating::default();
        let weaker = START_RATING - 300.0;
        let solved = learner.after_puzzle(weaker, true);
        let missed = learner.after_puzzle(weaker, false);
        assert!(solved.rating > learner.rating);
        assert!(missed.rating < learner.rating);
        assert!(solved.deviation < learner.deviation);
        // Losing to a much weaker puzzle costs more than beating it gains.
        assert!(learner.rating - missed.rating > solved.rating - learner.rating);
    }

    #[test]
    fn expected_score_is_even_between_equals_and_favours_the_stronger() {
        let learner = Rating::default();
        let even = learner.expected_score(Opponent::puzzle(START_RATING));
        assert!((even - 0.5).abs() < 1e-12);
        assert!(learner.expected_score(Opponent::puzzle(START_RATING - 500.0)) > 0.9);
        assert!(learner.expected_score(Opponent::puzzle(START_RATING + 500.0)) < 0.1);
    }

    #[test]
    fn extreme_numbers_never_give_an_unsound_rating() {
        let extremes = [
            Rating {
                rating: 1e9,
                deviation: 1e-9,
                volatility: 1e-9,
            },
            Rating {
                rating: -1e9,
                deviation: 1e6,
                volatility: 10.0,
            },
        ];
        for learner in extremes {
            for solved in [true, false] {
                for puzzle in [-1e9, 0.0, 1e9] {
                    assert!(learner.after_puzzle(puzzle, solved).is_sound());
                }
            }
        }
    }
}
