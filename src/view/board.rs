//! The board as a screen shows it: discs, legal-move dots, the lesson's marks, the
//! last move, and the lines of a shown move (the placed disc, each line's flipped
//! discs in the order the eye meets them, and the disc that closes the line; for an
//! illegal try, each direction's run and the square where it stops).

use crate::engine::{Bitboard, Board, Color, Direction, Explanation, LineOutcome, Square};

/// What a square shows besides its disc, strongest first: a printer draws each
/// role differently by shape or frame, not by colour alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// The disc just placed.
    Placed,
    /// A square tried and refused (an illegal move).
    Tried,
    /// A disc flipped by the shown move.
    Flipped,
    /// The disc that closes an enclosed line.
    Closes,
    /// A disc of an open run of an illegal try (nothing closes it).
    Run,
    /// The square where a direction of an illegal try stops: empty, the mover's
    /// own disc met first, or the square after an open run.
    Stop,
    /// A square the lesson points at.
    Marked,
    /// An empty square that is a legal move (shown only when the step allows it).
    Dot,
    /// Nothing special.
    Plain,
}

/// One direction of a shown move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineMark {
    /// Which way from the placed disc.
    pub direction: Direction,
    /// The discs of the line in the order met walking out from the placed disc:
    /// the flipped discs of an enclosed line, or the open run of an illegal try.
    pub squares: Vec<Square>,
    /// Where the line ends: the closing disc, or the square where it stops.
    pub end: Option<Square>,
    /// Whether the line is enclosed (and its discs flip).
    pub encloses: bool,
}

/// A move shown on the board with its lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownMove {
    /// Where the disc went (or would go).
    pub square: Square,
    /// Who placed it.
    pub player: Color,
    /// Whether the move was legal (the board then shows the position after it).
    pub legal: bool,
    /// The enclosed lines of a legal move, or every direction of an illegal try
    /// that is not the edge; in the order of [`Direction::ALL`].
    pub lines: Vec<LineMark>,
}

impl ShownMove {
    /// The lines of `explanation`, ready to draw.
    pub fn of(explanation: &Explanation) -> ShownMove {
        let legal = explanation.is_legal();
        let from = explanation.square;
        let lines = if explanation.occupied_by.is_some() {
            Vec::new()
        } else {
            explanation
                .lines
                .iter()
                .filter_map(|line| {
                    let (end, encloses) = match line.outcome {
                        LineOutcome::Edge => return None,
                        LineOutcome::Encloses { closed_by, .. } => (Some(closed_by), true),
                        _ if legal => return None,
                        LineOutcome::Empty(sq) | LineOutcome::OwnDiscFirst(sq) => (Some(sq), false),
                        LineOutcome::Open { end, .. } => (end, false),
                    };
                    Some(LineMark {
                        direction: line.direction,
                        squares: line.squares(),
                        end,
                        encloses,
                    })
                })
                .collect()
        };
        ShownMove {
            square: from,
            player: explanation.player,
            legal,
            lines,
        }
    }
}

/// What a board on a screen shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    /// The position drawn.
    pub board: Board,
    /// Legal-move dots (empty when the step hides them).
    pub dots: Bitboard,
    /// Squares the lesson points at.
    pub marks: Bitboard,
    /// The last move played on this board, if known.
    pub last_move: Option<Square>,
    /// A move shown with its lines (after a move, or an illegal try).
    pub shown: Option<ShownMove>,
}

impl BoardView {
    /// A plain board: no dots, marks or lines.
    pub fn plain(board: Board) -> BoardView {
        BoardView {
            board,
            dots: Bitboard::EMPTY,
            marks: Bitboard::EMPTY,
            last_move: None,
            shown: None,
        }
    }

    /// The disc on `sq`, if any.
    pub fn disc(&self, sq: Square) -> Option<Color> {
        self.board.at(sq)
    }

    /// What `sq` shows besides its disc (the strongest role when it has several).
    pub fn role(&self, sq: Square) -> Role {
        if let Some(shown) = &self.shown {
            if shown.square == sq {
                return if shown.legal {
                    Role::Placed
                } else {
                    Role::Tried
                };
            }
            let on_line = |want: bool| shown.lines.iter().filter(move |l| l.encloses == want);
            if on_line(true).any(|l| l.squares.contains(&sq)) {
                return Role::Flipped;
            }
            if on_line(true).any(|l| l.end == Some(sq)) {
                return Role::Closes;
            }
            if on_line(false).any(|l| l.squares.contains(&sq)) {
                return Role::Run;
            }
            if on_line(false).any(|l| l.end == Some(sq)) {
                return Role::Stop;
            }
        }
        if self.marks.contains(sq) {
            Role::Marked
        } else if self.dots.contains(sq) && self.board.at(sq).is_none() {
            Role::Dot
        } else if self.last_move == Some(sq) {
            Role::Placed
        } else {
            Role::Plain
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn d3_from_the_start_shows_d3_placed_d4_flipped_and_d5_closing() {
        let start = Board::start();
        let shown = ShownMove::of(&start.explain(Square::D3));
        let mut after = start;
        after.play(Square::D3);
        let view = BoardView {
            shown: Some(shown),
            ..BoardView::plain(after)
        };
        assert_eq!(view.role(Square::D3), Role::Placed);
        assert_eq!(view.role(Square::D4), Role::Flipped);
        assert_eq!(view.role(Square::D5), Role::Closes);
        assert_eq!(view.role(Square::E4), Role::Plain);
    }

    #[test]
    fn a_line_lists_its_discs_as_met_walking_out() {
        // Black on c3 and white on d3, e3: black f3 encloses them leftwards.
        let squares: Bitboard = [Square::D3, Square::E3].into_iter().collect();
        let board = Board::from_discs(
            Square::C3.bit() | Square::D4.bit() | Square::E5.bit(),
            squares.0 | Square::D5.bit() | Square::E4.bit(),
            Color::Black,
        )
        .unwrap();
        let shown = ShownMove::of(&board.explain(Square::F3));
        let left = shown
            .lines
            .iter()
            .find(|l| l.direction == Direction::Left)
            .unwrap();
        assert_eq!(left.squares, vec![Square::E3, Square::D3]);
        assert_eq!(left.end, Some(Square::C3));
    }

    #[test]
    fn an_illegal_try_marks_each_directions_stop() {
        let start = Board::start();
        let shown = ShownMove::of(&start.explain(Square::C3));
        assert!(!shown.legal);
        let view = BoardView {
            shown: Some(shown),
            ..BoardView::plain(start)
        };
        assert_eq!(view.role(Square::C3), Role::Tried);
        // Down-right from c3: d4 white, e5 white, then f6 empty: an open run.
        assert_eq!(view.role(Square::D4), Role::Run);
        assert_eq!(view.role(Square::F6), Role::Stop);
        assert_eq!(view.role(Square::C4), Role::Stop);
    }
}
