//! The explanation of a move, direction by direction: what a learner is shown
//! for every move, legal or not, as data (`i18n` puts it into words). Written
//! square by square, apart from the fast flip code in `bitboard`, so that each
//! checks the other.

use super::bitboard::Bitboard;
use super::board::{Board, Color};
use super::square::{Direction, Square};

/// What one direction from the placed disc holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LineOutcome {
    /// The move is on the edge: there is no square in this direction.
    Edge,
    /// The next square is empty.
    Empty(Square),
    /// The next square holds one of the mover's own discs: nothing is enclosed.
    OwnDiscFirst(Square),
    /// Opponent discs that run to an empty square (`end`) or to the edge (`end` = `None`):
    /// nothing closes the line.
    Open { run: Bitboard, end: Option<Square> },
    /// Opponent discs closed by one of the mover's discs: they flip.
    Encloses { flips: Bitboard, closed_by: Square },
}

impl LineOutcome {
    /// The short name used in JSON: `edge`, `empty`, `own-disc`, `open`, `encloses`.
    pub const fn name(&self) -> &'static str {
        match self {
            LineOutcome::Edge => "edge",
            LineOutcome::Empty(_) => "empty",
            LineOutcome::OwnDiscFirst(_) => "own-disc",
            LineOutcome::Open { .. } => "open",
            LineOutcome::Encloses { .. } => "encloses",
        }
    }

    /// The discs this line flips (empty unless it encloses).
    pub const fn flips(&self) -> Bitboard {
        match self {
            LineOutcome::Encloses { flips, .. } => *flips,
            _ => Bitboard::EMPTY,
        }
    }

    /// The opponent discs met in a row: the open run or the enclosed discs
    /// (empty for the other outcomes).
    pub const fn run(&self) -> Bitboard {
        match self {
            LineOutcome::Open { run, .. } => *run,
            LineOutcome::Encloses { flips, .. } => *flips,
            _ => Bitboard::EMPTY,
        }
    }
}

/// One direction of an explanation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Line {
    /// Which way from the placed disc.
    pub direction: Direction,
    /// What was found that way.
    pub outcome: LineOutcome,
}

impl Line {
    /// The line's opponent discs ([`LineOutcome::run`]) in the order the eye
    /// meets them walking out from the placed disc: left from f3, e3 then d3.
    pub fn squares(&self) -> Vec<Square> {
        let (dc, dr) = self.direction.delta();
        let mut squares: Vec<Square> = self.outcome.run().squares().collect();
        squares.sort_by_key(|sq| sq.col() * dc + sq.row() * dr);
        squares
    }
}

/// A move examined in all eight directions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Explanation {
    /// Where the disc would go.
    pub square: Square,
    /// Who would place it.
    pub player: Color,
    /// The owner of a disc already on `square`, which makes the move illegal.
    pub occupied_by: Option<Color>,
    /// The eight directions, in the order of [`Direction::ALL`].
    pub lines: [Line; 8],
}

impl Explanation {
    /// Examines a move on `square` by the side to move of `board`.
    pub fn of(board: &Board, square: Square) -> Explanation {
        let player = board.to_move();
        let lines = Direction::ALL.map(|direction| Line {
            direction,
            outcome: walk(board, square, direction, player),
        });
        Explanation {
            square,
            player,
            occupied_by: board.at(square),
            lines,
        }
    }

    /// A move is legal when the square is empty and at least one line is enclosed.
    pub fn is_legal(&self) -> bool {
        self.occupied_by.is_none() && self.enclosed().next().is_some()
    }

    /// The enclosed lines (none for an illegal move).
    pub fn enclosed(&self) -> impl Iterator<Item = &Line> {
        let occupied = self.occupied_by.is_some();
        self.lines
            .iter()
            .filter(move |l| !occupied && matches!(l.outcome, LineOutcome::Encloses { .. }))
    }

    /// Every disc the move flips, across all enclosed lines.
    pub fn flips(&self) -> Bitboard {
        self.enclosed()
            .fold(Bitboard::EMPTY, |acc, l| acc | l.outcome.flips())
    }
}

/// Steps from `from` in `direction`, square by square.
fn walk(board: &Board, from: Square, direction: Direction, player: Color) -> LineOutcome {
    let Some(first) = from.step(direction) else {
        return LineOutcome::Edge;
    };
    match board.at(first) {
        None => return LineOutcome::Empty(first),
        Some(c) if c == player => return LineOutcome::OwnDiscFirst(first),
        Some(_) => {}
    }
    let mut run = first.bit();
    let mut next = first.step(direction);
    while let Some(sq) = next {
        match board.at(sq) {
            None => {
                return LineOutcome::Open {
                    run: Bitboard(run),
                    end: Some(sq),
                };
            }
            Some(c) if c == player => {
                return LineOutcome::Encloses {
                    flips: Bitboard(run),
                    closed_by: sq,
                };
            }
            Some(_) => run |= sq.bit(),
        }
        next = sq.step(direction);
    }
    LineOutcome::Open {
        run: Bitboard(run),
        end: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn d3_from_the_start_encloses_only_down() {
        let board = Board::start();
        let e = board.explain("d3".parse().unwrap());
        assert!(e.is_legal());
        let enclosed: Vec<_> = e.enclosed().collect();
        assert_eq!(enclosed.len(), 1);
        assert_eq!(enclosed[0].direction, Direction::Down);
        assert_eq!(
            enclosed[0].outcome,
            LineOutcome::Encloses {
                flips: Bitboard("d4".parse::<Square>().unwrap().bit()),
                closed_by: "d5".parse().unwrap()
            }
        );
        // Down-right from d3 meets black e4 first.
        let dr = e
            .lines
            .iter()
            .find(|l| l.direction == Direction::DownRight)
            .unwrap();
        assert_eq!(dr.outcome, LineOutcome::OwnDiscFirst("e4".parse().unwrap()));
    }

    #[test]
    fn left_from_f3_lists_e3_then_d3() {
        // Row 3: black c3, white d3 and e3; black plays f3.
        let board = Board::from_discs(
            "c3".parse::<Square>().unwrap().bit(),
            ["d3", "e3"]
                .iter()
                .map(|s| s.parse::<Square>().unwrap().bit())
                .sum(),
            Color::Black,
        )
        .unwrap();
        let e = board.explain("f3".parse().unwrap());
        let left = e.lines.iter().find(|l| l.direction == Direction::Left);
        let left = left.unwrap();
        assert!(matches!(left.outcome, LineOutcome::Encloses { .. }));
        let walked: Vec<String> = left.squares().iter().map(|s| s.to_string()).collect();
        assert_eq!(walked, ["e3", "d3"]);
    }

    #[test]
    fn an_occupied_square_is_not_legal_even_if_lines_would_enclose() {
        let board = Board::start();
        let e = board.explain("d4".parse().unwrap());
        assert!(!e.is_legal());
        assert_eq!(e.occupied_by, Some(Color::White));
        assert_eq!(e.enclosed().count(), 0);
        assert!(e.flips().is_empty());
    }
}
