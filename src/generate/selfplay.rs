//! Seeded self-play: games between simple computer players (random, greedy,
//! mobility), each now and then playing a random move, so that the positions
//! mined are ones real games reach, varied but not absurd.

use crate::course::goal::{CORNERS, mobility_after};
use crate::engine::search::Rng;
use crate::engine::{Board, Game, Move, Square, Status};

/// How a computer player picks its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Any legal move.
    Random,
    /// The move that flips the most discs.
    Greedy,
    /// The move that leaves the opponent the fewest moves, taking corners when it can.
    Mobility,
}

/// A player: a style, and how often (percent) it plays a random move instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Player {
    /// How it picks a move.
    pub style: Style,
    /// The chance, in percent, of a random move instead.
    pub noise: u64,
}

impl Player {
    /// A player drawn at random: one game in four between random players, the
    /// rest between greedy and mobility players with some noise.
    pub fn draw(rng: &mut Rng) -> Player {
        let style = match rng.below(4) {
            0 => Style::Random,
            1 => Style::Greedy,
            _ => Style::Mobility,
        };
        let noise = [0, 10, 20, 35][rng.below(4) as usize];
        Player { style, noise }
    }

    /// This player's move on `board` (which has a legal move); ties are broken at random.
    pub fn choose(self, board: &Board, rng: &mut Rng) -> Option<Square> {
        let legal: Vec<Square> = board.legal_moves().squares().collect();
        if legal.is_empty() {
            return None;
        }
        if self.style == Style::Random || rng.chance(self.noise) {
            return legal.get(rng.below(legal.len() as u64) as usize).copied();
        }
        let score = |sq: Square| -> i64 {
            match self.style {
                Style::Random => 0,
                Style::Greedy => i64::from(board.flips(sq).len()),
                Style::Mobility => {
                    let corner = if CORNERS.contains(sq) { 100 } else { 0 };
                    corner - i64::from(mobility_after(board, sq))
                }
            }
        };
        let best = legal.iter().map(|sq| score(*sq)).max()?;
        let top: Vec<Square> = legal.into_iter().filter(|sq| score(*sq) == best).collect();
        top.get(rng.below(top.len() as u64) as usize).copied()
    }
}

/// Plays a game from the start between two players drawn from `rng`, until it
/// ends or `stop_at` empty squares are left with the side to move able to move.
/// Every position of the game stays in its history.
pub fn play_game(rng: &mut Rng, stop_at: Option<u32>) -> Game {
    let players = [Player::draw(rng), Player::draw(rng)];
    let mut game = Game::default();
    loop {
        let board = *game.board();
        let status = board.status();
        if stop_at.is_some_and(|n| board.empty().len() <= n) && status == Status::Playing {
            return game;
        }
        let turn = usize::from(board.to_move() != crate::engine::Color::Black);
        let mv = match status {
            Status::Over(_) => return game,
            Status::MustPass => Move::Pass,
            Status::Playing => match players[turn].choose(&board, rng) {
                Some(sq) => Move::Play(sq),
                None => return game,
            },
        };
        if game.apply(mv).is_err() {
            return game;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seeded_game_is_the_same_every_time_and_plays_to_the_end() {
        let record = |seed| play_game(&mut Rng::new(seed), None).record();
        assert_eq!(record(3), record(3));
        assert_ne!(record(3), record(4));
        let game = play_game(&mut Rng::new(3), None);
        assert!(matches!(game.status(), Status::Over(_)));
    }

    #[test]
    fn a_game_can_stop_at_a_number_of_empty_squares() {
        for seed in 0..20 {
            let game = play_game(&mut Rng::new(seed), Some(12));
            let board = game.board();
            assert!(
                board.empty().len() == 12 || matches!(board.status(), Status::Over(_)),
                "{seed}: {}",
                game.record()
            );
        }
    }
}
