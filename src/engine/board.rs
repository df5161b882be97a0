//! A position: who owns which square and whose turn it is; legal moves, flips,
//! playing a move or a pass, and the game's status and result.

use std::fmt;

use super::bitboard::{self, Bitboard};
use super::explain::Explanation;
use super::square::Square;

/// A side: black moves first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Color {
    Black,
    White,
}

impl Color {
    /// The other side.
    pub const fn opposite(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// `black` or `white`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A position: the discs of the side to move (`player`), of the other side
/// (`opponent`), and which colour is to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    player: u64,
    opponent: u64,
    to_move: Color,
}

/// How the final result is counted.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Scoring {
    /// Discs only: empty squares go to nobody (the rules documents' way).
    #[default]
    Discs,
    /// Tournament: empty squares are added to the winner's count.
    EmptiesToWinner,
}

/// The final count of a finished game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Outcome {
    /// Black discs on the board.
    pub black: u32,
    /// White discs on the board.
    pub white: u32,
    /// Empty squares left when the game ended.
    pub empty: u32,
}

impl Outcome {
    /// The side with more discs, or `None` for a draw.
    pub fn winner(self) -> Option<Color> {
        match self.black.cmp(&self.white) {
            std::cmp::Ordering::Greater => Some(Color::Black),
            std::cmp::Ordering::Less => Some(Color::White),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// (black, white) under `scoring`.
    pub fn score(self, scoring: Scoring) -> (u32, u32) {
        match (scoring, self.winner()) {
            (Scoring::EmptiesToWinner, Some(Color::Black)) => (self.black + self.empty, self.white),
            (Scoring::EmptiesToWinner, Some(Color::White)) => (self.black, self.white + self.empty),
            (Scoring::EmptiesToWinner, None) => {
                let half = self.empty / 2;
                (self.black + half, self.white + self.empty - half)
            }
            (Scoring::Discs, _) => (self.black, self.white),
        }
    }
}

/// Where a game stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Status {
    /// The side to move has at least one legal move.
    Playing,
    /// The side to move has no legal move, but the other side has: it must pass.
    MustPass,
    /// Neither side can move: the game is over.
    Over(Outcome),
}

/// Why a move was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The square already holds a disc.
    #[error("{square} is not empty: a {owner} disc is already there")]
    Occupied { square: Square, owner: Color },
    /// The square is empty but no direction encloses a line; `explanation` says
    /// what each direction holds (`i18n` puts it into words).
    #[error("{square} is not a legal move for {player}: no direction encloses a line")]
    EnclosesNothing {
        square: Square,
        player: Color,
        explanation: Box<Explanation>,
    },
    /// The game is over; nobody can move.
    #[error("the game is over: no more moves can be played")]
    GameOver,
}

/// Why a pass was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PassError {
    /// A player with a legal move may not pass.
    #[error("{player} cannot pass: a player with a legal move must play one ({})", list_squares(*.moves))]
    HasMoves { player: Color, moves: Bitboard },
    /// The game is over; there is nothing to pass.
    #[error("the game is over: there is no turn to pass")]
    GameOver,
}

/// Why a set of discs is not a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{} hold both a black and a white disc", list_squares(Bitboard(*.0)))]
pub struct OverlapError(pub u64);

/// Squares joined with ", " in the order given (a [`Bitboard`] gives a1..h8),
/// e.g. `d3, c4, f5`.
pub fn list_squares(squares: impl IntoIterator<Item = Square>) -> String {
    squares
        .into_iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl Board {
    /// The start position: d4 and e5 white, d5 and e4 black, black to move.
    pub fn start() -> Board {
        let black = (1u64 << 35) | (1u64 << 28); // d5, e4
        let white = (1u64 << 27) | (1u64 << 36); // d4, e5
        Board {
            player: black,
            opponent: white,
            to_move: Color::Black,
        }
    }

    /// A position from the two sets of discs and the side to move.
    pub fn from_discs(black: u64, white: u64, to_move: Color) -> Result<Board, OverlapError> {
        if black & white != 0 {
            return Err(OverlapError(black & white));
        }
        let (player, opponent) = match to_move {
            Color::Black => (black, white),
            Color::White => (white, black),
        };
        Ok(Board {
            player,
            opponent,
            to_move,
        })
    }

    /// The side to move.
    pub const fn to_move(&self) -> Color {
        self.to_move
    }

    /// Discs of the side to move.
    pub const fn player(&self) -> Bitboard {
        Bitboard(self.player)
    }

    /// Discs of the side not to move.
    pub const fn opponent(&self) -> Bitboard {
        Bitboard(self.opponent)
    }

    /// Black's discs.
    pub const fn black(&self) -> Bitboard {
        match self.to_move {
            Color::Black => Bitboard(self.player),
            Color::White => Bitboard(self.opponent),
        }
    }

    /// White's discs.
    pub const fn white(&self) -> Bitboard {
        match self.to_move {
            Color::White => Bitboard(self.player),
            Color::Black => Bitboard(self.opponent),
        }
    }

    /// Discs of `color`.
    pub const fn discs(&self, color: Color) -> Bitboard {
        match color {
            Color::Black => self.black(),
            Color::White => self.white(),
        }
    }

    /// Empty squares.
    pub const fn empty(&self) -> Bitboard {
        Bitboard(!(self.player | self.opponent))
    }

    /// Who owns `sq`, if anyone.
    pub const fn at(&self, sq: Square) -> Option<Color> {
        if self.player & sq.bit() != 0 {
            Some(self.to_move)
        } else if self.opponent & sq.bit() != 0 {
            Some(self.to_move.opposite())
        } else {
            None
        }
    }

    /// The legal moves of the side to move.
    pub fn legal_moves(&self) -> Bitboard {
        Bitboard(bitboard::legal_moves(self.player, self.opponent))
    }

    /// Whether `sq` is a legal move for the side to move.
    pub fn is_legal(&self, sq: Square) -> bool {
        self.legal_moves().contains(sq)
    }

    /// The discs a move on `sq` would flip (empty when the move is not legal).
    pub fn flips(&self, sq: Square) -> Bitboard {
        if (self.player | self.opponent) & sq.bit() != 0 {
            return Bitboard::EMPTY;
        }
        Bitboard(bitboard::flips(self.player, self.opponent, sq.index()))
    }

    /// The per-direction explanation of a move on `sq` by the side to move.
    pub fn explain(&self, sq: Square) -> Explanation {
        Explanation::of(self, sq)
    }

    /// Plays `sq` for the side to move and returns the flipped discs; refuses an
    /// illegal move with the reason, leaving the board unchanged.
    pub fn try_play(&mut self, sq: Square) -> Result<Bitboard, MoveError> {
        if let Some(owner) = self.at(sq) {
            return Err(MoveError::Occupied { square: sq, owner });
        }
        let flipped = bitboard::flips(self.player, self.opponent, sq.index());
        if flipped == 0 {
            if let Status::Over(_) = self.status() {
                return Err(MoveError::GameOver);
            }
            return Err(MoveError::EnclosesNothing {
                square: sq,
                player: self.to_move,
                explanation: Box::new(self.explain(sq)),
            });
        }
        self.play_unchecked(sq.bit(), flipped);
        Ok(Bitboard(flipped))
    }

    /// Plays `sq`, which must be legal.
    ///
    /// # Panics
    /// When the move is illegal; use [`Board::try_play`] for moves from a user.
    pub fn play(&mut self, sq: Square) -> Bitboard {
        match self.try_play(sq) {
            Ok(flipped) => flipped,
            Err(e) => panic!("Board::play with an illegal move: {e}"),
        }
    }

    /// Places the disc `mv` and flips `flipped` without checking, then hands the turn over.
    #[inline]
    fn play_unchecked(&mut self, mv: u64, flipped: u64) {
        let player = self.player | mv | flipped;
        let opponent = self.opponent & !flipped;
        self.player = opponent;
        self.opponent = player;
        self.to_move = self.to_move.opposite();
    }

    /// Passes the turn; allowed only when the side to move has no legal move.
    pub fn pass(&mut self) -> Result<(), PassError> {
        match self.status() {
            Status::MustPass => {
                self.pass_unchecked();
                Ok(())
            }
            Status::Playing => Err(PassError::HasMoves {
                player: self.to_move,
                moves: self.legal_moves(),
            }),
            Status::Over(_) => Err(PassError::GameOver),
        }
    }

    /// Hands the turn over without checking.
    pub fn pass_unchecked(&mut self) {
        std::mem::swap(&mut self.player, &mut self.opponent);
        self.to_move = self.to_move.opposite();
    }

    /// Playing, must pass, or over (with the count).
    pub fn status(&self) -> Status {
        if bitboard::legal_moves(self.player, self.opponent) != 0 {
            Status::Playing
        } else if bitboard::legal_moves(self.opponent, self.player) != 0 {
            Status::MustPass
        } else {
            Status::Over(self.outcome())
        }
    }

    /// The disc count as it stands (the result, once the game is over).
    pub fn outcome(&self) -> Outcome {
        Outcome {
            black: self.black().len(),
            white: self.white().len(),
            empty: self.empty().len(),
        }
    }
}

impl Default for Board {
    fn default() -> Board {
        Board::start()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_has_two_discs_each_and_black_to_move() {
        let b = Board::start();
        assert_eq!(b.to_move(), Color::Black);
        assert_eq!(b.at(Square::D4), Some(Color::White));
        assert_eq!(b.at(Square::E5), Some(Color::White));
        assert_eq!(b.at(Square::D5), Some(Color::Black));
        assert_eq!(b.at(Square::E4), Some(Color::Black));
        assert_eq!(b.empty().len(), 60);
    }

    #[test]
    fn playing_d3_flips_d4_and_hands_the_turn_to_white() {
        let mut b = Board::start();
        let flipped = b.try_play(Square::D3).unwrap();
        assert_eq!(list_squares(flipped), "d4");
        assert_eq!(b.to_move(), Color::White);
        assert_eq!(b.black().len(), 4);
        assert_eq!(b.white().len(), 1);
    }

    #[test]
    fn illegal_moves_are_refused_and_leave_the_board_alone() {
        let mut b = Board::start();
        let before = b;
        assert!(matches!(
            b.try_play(Square::D4),
            Err(MoveError::Occupied { .. })
        ));
        let err = b.try_play(Square::A1).unwrap_err();
        assert!(matches!(err, MoveError::EnclosesNothing { .. }));
        assert!(err.to_string().contains("a1 is not a legal move for black"));
        assert_eq!(b, before);
    }

    #[test]
    fn pass_with_a_legal_move_is_refused_with_the_moves() {
        let mut b = Board::start();
        let err = b.pass().unwrap_err();
        assert_eq!(
            err.to_string(),
            "black cannot pass: a player with a legal move must play one (d3, c4, f5, e6)"
        );
    }

    #[test]
    fn overlapping_discs_are_not_a_position() {
        assert!(Board::from_discs(1, 1, Color::Black).is_err());
    }

    #[test]
    fn tournament_scoring_gives_empties_to_the_winner() {
        let o = Outcome {
            black: 40,
            white: 20,
            empty: 4,
        };
        assert_eq!(o.score(Scoring::Discs), (40, 20));
        assert_eq!(o.score(Scoring::EmptiesToWinner), (44, 20));
        let draw = Outcome {
            black: 30,
            white: 30,
            empty: 4,
        };
        assert_eq!(draw.winner(), None);
        assert_eq!(draw.score(Scoring::EmptiesToWinner), (32, 32));
    }
}
