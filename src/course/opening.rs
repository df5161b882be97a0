//! The named openings lesson `openings` teaches, each written from f5 as the
//! lesson writes it, and where a position stands on one of them: the first
//! moves of the line seen through one of the board's eight symmetries, and
//! the line's next move seen the same way. The one judgement behind the
//! `opening` puzzles, `check` and the trainer's words.

use crate::engine::symmetry::Symmetry;
use crate::engine::{Bitboard, Board, Square};

/// A named opening line, as lesson `openings` teaches it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OpeningLine {
    /// f5 d6: white flips along a column, at right angles to black's row.
    Perpendicular,
    /// f5 f6: white flips along a diagonal.
    Diagonal,
    /// f5 f4: white flips along a row beside black's.
    Parallel,
    /// f5 d6 c3 d3 c4.
    Tiger,
    /// f5 d6 c5.
    Cow,
    /// f5 f6 e6 f4 e3.
    Rabbit,
    /// f5 f6 e6 f4 g5.
    Heath,
    /// f5 f6 e6 f4 c3.
    Buffalo,
}

use Square as S;

impl OpeningLine {
    /// Every line, in the order the lesson teaches them.
    pub const ALL: [OpeningLine; 8] = [
        OpeningLine::Perpendicular,
        OpeningLine::Diagonal,
        OpeningLine::Parallel,
        OpeningLine::Tiger,
        OpeningLine::Cow,
        OpeningLine::Rabbit,
        OpeningLine::Heath,
        OpeningLine::Buffalo,
    ];

    /// The name written in files (`line = "tiger"`), the usual Othello name.
    pub const fn name(self) -> &'static str {
        match self {
            OpeningLine::Perpendicular => "perpendicular",
            OpeningLine::Diagonal => "diagonal",
            OpeningLine::Parallel => "parallel",
            OpeningLine::Tiger => "tiger",
            OpeningLine::Cow => "cow",
            OpeningLine::Rabbit => "rabbit",
            OpeningLine::Heath => "heath",
            OpeningLine::Buffalo => "buffalo",
        }
    }

    /// The moves of the line from the start, black first, written from f5.
    pub const fn moves(self) -> &'static [Square] {
        match self {
            OpeningLine::Perpendicular => &[S::F5, S::D6],
            OpeningLine::Diagonal => &[S::F5, S::F6],
            OpeningLine::Parallel => &[S::F5, S::F4],
            OpeningLine::Tiger => &[S::F5, S::D6, S::C3, S::D3, S::C4],
            OpeningLine::Cow => &[S::F5, S::D6, S::C5],
            OpeningLine::Rabbit => &[S::F5, S::F6, S::E6, S::F4, S::E3],
            OpeningLine::Heath => &[S::F5, S::F6, S::E6, S::F4, S::G5],
            OpeningLine::Buffalo => &[S::F5, S::F6, S::E6, S::F4, S::C3],
        }
    }

    /// The moves written out: `f5 d6 c3 d3 c4`.
    pub fn record(self) -> String {
        spaced(self.moves().iter().copied())
    }

    /// The line named `name` in a file.
    pub fn from_name(name: &str) -> Option<OpeningLine> {
        OpeningLine::ALL
            .into_iter()
            .find(|line| line.name() == name)
    }

    /// Every line's name, in order.
    pub fn names() -> Vec<&'static str> {
        OpeningLine::ALL.map(OpeningLine::name).to_vec()
    }

    /// The line's moves as played on a board seen through `symmetry`.
    pub fn turned(self, symmetry: Symmetry) -> Vec<Square> {
        self.moves().iter().map(|sq| symmetry.square(*sq)).collect()
    }
}

/// Squares joined by spaces, as openings are written: `f5 d6 c3`.
pub fn spaced(squares: impl IntoIterator<Item = Square>) -> String {
    squares
        .into_iter()
        .map(|sq| sq.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Why a position has no next move of a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OffLine {
    /// The position is not reached by any first moves of the line, in any of
    /// the eight symmetries.
    NotOnLine,
    /// The position is the whole line played: it has no next move.
    LineEnds,
}

/// Where `board` stands on `line`: how many of its moves were played, and the
/// symmetry through which the board shows them (the first that does).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OnLine {
    /// Moves of the line already on the board.
    pub played: usize,
    /// A symmetry that turns the line, written from f5, into this board.
    pub symmetry: Symmetry,
}

/// Every way `board` is the line's first moves seen through a symmetry.
fn placings(board: &Board, line: OpeningLine) -> Vec<OnLine> {
    let mut found = Vec::new();
    let mut position = Board::start();
    for played in 0..=line.moves().len() {
        for symmetry in Symmetry::all() {
            if symmetry.board(&position) == *board {
                found.push(OnLine { played, symmetry });
            }
        }
        if let Some(mv) = line.moves().get(played)
            && position.try_play(*mv).is_err()
        {
            break;
        }
    }
    found
}

/// Where `board` stands on `line` before its last move, or why it does not.
pub fn on_line(board: &Board, line: OpeningLine) -> Result<OnLine, OffLine> {
    let found = placings(board, line);
    let before_end = found
        .iter()
        .find(|at| at.played < line.moves().len())
        .copied();
    match (before_end, found.is_empty()) {
        (Some(at), _) => Ok(at),
        (None, true) => Err(OffLine::NotOnLine),
        (None, false) => Err(OffLine::LineEnds),
    }
}

/// The line's next move on `board`, turned as the board is: every square it
/// may be where the board looks the same through more than one symmetry.
pub fn next_moves(board: &Board, line: OpeningLine) -> Result<Bitboard, OffLine> {
    on_line(board, line)?;
    Ok(placings(board, line)
        .into_iter()
        .filter_map(|at| {
            line.moves()
                .get(at.played)
                .map(|mv| at.symmetry.square(*mv))
        })
        .collect())
}

/// The lines whose next move on `board` is `sq`, other than `line`: what a
/// move off `line` plays instead.
pub fn lines_played(board: &Board, sq: Square, line: OpeningLine) -> Vec<OpeningLine> {
    OpeningLine::ALL
        .into_iter()
        .filter(|other| *other != line)
        .filter(|other| next_moves(board, *other).is_ok_and(|set| set.contains(sq)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::play_record;

    fn board(record: &str) -> Board {
        *play_record(Board::start(), record).unwrap().board()
    }

    #[test]
    fn every_line_is_legal_from_the_start_and_its_name_reads_back() {
        for line in OpeningLine::ALL {
            let mut position = Board::start();
            for mv in line.moves() {
                assert!(position.try_play(*mv).is_ok(), "{} {mv}", line.name());
            }
            assert_eq!(OpeningLine::from_name(line.name()), Some(line));
        }
        assert_eq!(OpeningLine::Tiger.record(), "f5 d6 c3 d3 c4");
    }

    #[test]
    fn the_next_move_is_found_in_every_orientation_of_the_position() {
        // The tiger after f5 d6 c3, and the same three moves from e6, d3 and c4.
        for (record, next) in [
            ("f5d6c3", "d3"),
            ("e6f4c3", "c4"),
            ("d3c5f6", "f5"),
            ("c4e3f6", "e6"),
        ] {
            let set = next_moves(&board(record), OpeningLine::Tiger).unwrap();
            assert_eq!(crate::engine::list_squares(set), next, "{record}");
        }
        // After f5 d6 the tiger goes c3 and the cow c5.
        let b = board("f5d6");
        assert_eq!(
            next_moves(&b, OpeningLine::Cow).unwrap(),
            Bitboard::from(Square::C5)
        );
        assert_eq!(
            lines_played(&b, Square::C3, OpeningLine::Cow),
            [OpeningLine::Tiger]
        );
    }

    #[test]
    fn a_position_off_the_line_or_at_its_end_has_no_next_move() {
        assert_eq!(
            next_moves(&board("f5f6"), OpeningLine::Tiger),
            Err(OffLine::NotOnLine)
        );
        assert_eq!(
            next_moves(&board("f5d6c5"), OpeningLine::Cow),
            Err(OffLine::LineEnds)
        );
        // The start position is every line's beginning: all four first moves.
        assert_eq!(
            next_moves(&Board::start(), OpeningLine::Tiger).unwrap(),
            Board::start().legal_moves()
        );
    }
}
