//! A lesson's whole game against the computer: after each move of the
//! learner's, the computer answers at the step's level (and either side passes
//! when it must) until the learner is to move again or the game is over; what
//! the learner should know of the move is said as data ([`GameComment`]).

use crate::engine::bitboard::CORNERS;
use crate::engine::search::{self, Budget, Level, Rng, mix};
use crate::engine::{Bitboard, Board, Color, Explanation, Game, Move, Status};

use super::feedback::{GameComment, GameTurn, Reply};

/// The game of a lesson step: its moves so far, from the step's board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct LessonGame {
    game: Game,
    learner: Color,
    level: Level,
    seed: u64,
}

impl LessonGame {
    /// A game from `start`, the learner playing the side to move there.
    pub(super) fn new(start: Board, level: Level, seed: u64) -> LessonGame {
        LessonGame {
            game: Game::new(start),
            learner: start.to_move(),
            level,
            seed,
        }
    }

    /// The game so far.
    pub(super) fn game(&self) -> &Game {
        &self.game
    }

    /// Plays the learner's legal move `played` (explained on the board before
    /// it), then the computer's answers and every forced pass until the learner
    /// can move again or the game is over.
    pub(super) fn learner_played(&mut self, played: Explanation) -> GameTurn {
        let before = *self.game.board();
        let _ = self.game.play(played.square);
        let after = *self.game.board();
        let comments = comments(&before, &after, &played, self.learner);
        let mut answers = Vec::new();
        loop {
            let board = *self.game.board();
            match board.status() {
                Status::Over(_) => break,
                Status::MustPass => {
                    let _ = self.game.pass();
                    answers.push(Reply::Passed {
                        player: board.to_move(),
                    });
                }
                Status::Playing if board.to_move() == self.learner => break,
                Status::Playing => {
                    let ply = self.game.moves().len() as u64;
                    let mut rng = Rng::new(mix(self.seed ^ ply));
                    let Move::Play(square) =
                        search::choose(&board, self.level, &mut rng, Budget::STANDARD)
                    else {
                        break;
                    };
                    let explanation = board.explain(square);
                    if self.game.play(square).is_err() {
                        break;
                    }
                    answers.push(Reply::Played {
                        explanation: Box::new(explanation),
                        after: *self.game.board(),
                    });
                }
            }
        }
        let end = match self.game.board().status() {
            Status::Over(outcome) => Some(outcome),
            _ => None,
        };
        GameTurn {
            played,
            after,
            comments,
            answers,
            end,
            learner: self.learner,
        }
    }
}

/// What the learner should hear of a move from `before` to `after`: a corner
/// taken, or a corner the opponent may take now that it could not before.
fn comments(
    before: &Board,
    after: &Board,
    played: &Explanation,
    learner: Color,
) -> Vec<GameComment> {
    let corners = Bitboard(CORNERS);
    let mut out = Vec::new();
    if corners.contains(played.square) {
        out.push(GameComment::CornerTaken {
            corner: played.square,
        });
    }
    let opponent = learner.opposite();
    let open_to = |board: &Board| {
        Board::from_discs(board.black().0, board.white().0, opponent)
            .map_or(Bitboard::EMPTY, |b| b.legal_moves() & corners)
    };
    let given = open_to(after) & !open_to(before);
    if let Some(corner) = given.squares().next() {
        out.push(GameComment::CornerGiven {
            player: opponent,
            corner,
        });
    }
    out
}
