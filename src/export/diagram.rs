//! A board picture as SVG, written by us: the board with its coordinates,
//! discs that read in black-and-white print (black filled, white outlined),
//! and on request the lines of a move (the placed disc framed by a square,
//! each flipped disc ringed, each closing disc marked by a diamond: shape as
//! well as colour), the legal-move dots and letter labels on the legal moves.

use std::fmt::Write;

use super::glyphs::{self, round};
use crate::engine::{Bitboard, Board, Color, Explanation, Square};

/// The side of a square, in SVG units (pixels at scale 1).
const SQUARE: f64 = 48.0;
/// The margin around the board that holds the coordinates.
const MARGIN: f64 = 32.0;
/// The margin on the right and at the bottom.
const END: f64 = 16.0;
/// The stroke colours: the move's lines and flipped discs, its closing discs,
/// the placed disc (a palette that also reads for colour-blind eyes).
const LINE_COLOUR: &str = "#d95f02";
const CLOSE_COLOUR: &str = "#1b9e77";
const PLACED_COLOUR: &str = "#1f5fbf";
/// The dashed frame of a square a lesson or worksheet marks.
const MARK_COLOUR: &str = "#7b3294";

/// What a picture shows: a board, and what is drawn on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// The board drawn (after the move, when there is one).
    pub board: Board,
    /// The disc just placed.
    pub placed: Option<Square>,
    /// The discs the move flipped.
    pub flipped: Bitboard,
    /// The discs that closed the move's lines.
    pub closers: Bitboard,
    /// Each enclosed line, from the placed disc to its closing disc.
    pub lines: Vec<(Square, Square)>,
    /// Squares with a legal-move dot.
    pub dots: Bitboard,
    /// Letters on squares.
    pub labels: Vec<(Square, char)>,
    /// Squares marked for attention (a lesson step's `mark`).
    pub marked: Bitboard,
}

/// The letters of the labels, in the order of the legal moves (a1, b1, ... h8).
const LABELS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

impl Diagram {
    /// `board` alone.
    pub fn of(board: &Board) -> Diagram {
        Diagram {
            board: *board,
            placed: None,
            flipped: Bitboard::EMPTY,
            closers: Bitboard::EMPTY,
            lines: Vec::new(),
            dots: Bitboard::EMPTY,
            labels: Vec::new(),
            marked: Bitboard::EMPTY,
        }
    }

    /// The board after `explained` (a legal move on `board`) with the move's
    /// lines drawn; `None` for an illegal move.
    pub fn after(board: &Board, explained: &Explanation) -> Option<Diagram> {
        let mut after = *board;
        after.try_play(explained.square).ok()?;
        let mut diagram = Diagram::of(&after);
        diagram.placed = Some(explained.square);
        diagram.flipped = explained.flips();
        for line in explained.enclosed() {
            if let crate::engine::LineOutcome::Encloses { closed_by, .. } = line.outcome {
                diagram.closers |= Bitboard::from(closed_by);
                diagram.lines.push((explained.square, closed_by));
            }
        }
        Some(diagram)
    }

    /// With a dot on each legal move of the side to move on the board drawn.
    pub fn with_dots(mut self) -> Diagram {
        self.dots = self.board.legal_moves();
        self
    }

    /// With the letters A, B, C, ... on the legal moves of the board drawn,
    /// in square order (a1, b1, ... h8); past Z, the moves have no letter.
    pub fn with_labels(mut self) -> Diagram {
        self.labels = self
            .board
            .legal_moves()
            .squares()
            .zip(LABELS.chars())
            .collect();
        self
    }

    /// With a dashed frame on each of `squares`.
    pub fn with_marked(mut self, squares: Bitboard) -> Diagram {
        self.marked = squares;
        self
    }

    /// The picture's width and height, in SVG units.
    pub fn size() -> (f64, f64) {
        let side = MARGIN + 8.0 * SQUARE + END;
        (side, side)
    }

    /// The picture as one SVG document.
    pub fn svg(&self) -> String {
        let (width, height) = Diagram::size();
        let board = 8.0 * SQUARE;
        let mut svg = String::new();
        let _ = writeln!(
            svg,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">"#
        );
        let _ = writeln!(
            svg,
            r##"<rect width="{width}" height="{height}" fill="#ffffff"/>"##
        );
        let _ = writeln!(
            svg,
            r##"<rect x="{MARGIN}" y="{MARGIN}" width="{board}" height="{board}" fill="#e6e6e6"/>"##
        );
        self.grid(&mut svg);
        self.coordinates(&mut svg);
        for (from, to) in &self.lines {
            let ((x1, y1), (x2, y2)) = (centre(*from), centre(*to));
            let _ = writeln!(
                svg,
                r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{LINE_COLOUR}" stroke-width="6" stroke-linecap="round" stroke-opacity="0.55"/>"#
            );
        }
        self.discs(&mut svg);
        self.marks(&mut svg);
        svg.push_str("</svg>\n");
        svg
    }

    fn grid(&self, svg: &mut String) {
        let end = MARGIN + 8.0 * SQUARE;
        let mut data = String::new();
        for i in 1..8 {
            let at = MARGIN + f64::from(i) * SQUARE;
            let _ = write!(data, "M{at} {MARGIN} V{end} M{MARGIN} {at} H{end} ");
        }
        let _ = writeln!(
            svg,
            r##"<path d="{}" stroke="#000000" stroke-width="1" fill="none"/>"##,
            data.trim_end()
        );
        let side = 8.0 * SQUARE;
        let _ = writeln!(
            svg,
            r##"<rect x="{MARGIN}" y="{MARGIN}" width="{side}" height="{side}" fill="none" stroke="#000000" stroke-width="2"/>"##
        );
    }

    fn coordinates(&self, svg: &mut String) {
        let mut data = Vec::new();
        for i in 0..8u8 {
            let along = MARGIN + (f64::from(i) + 0.5) * SQUARE;
            data.push(glyphs::path(
                char::from(b'a' + i),
                along,
                MARGIN / 2.0,
                12.0,
            ));
            data.push(glyphs::path(
                char::from(b'1' + i),
                MARGIN / 2.0,
                along,
                12.0,
            ));
        }
        let _ = writeln!(
            svg,
            r##"<path d="{}" stroke="#000000" stroke-width="1.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>"##,
            data.join(" ")
        );
    }

    fn discs(&self, svg: &mut String) {
        let radius = round(SQUARE * 0.4);
        for square in Square::all() {
            let Some(colour) = self.board.at(square) else {
                continue;
            };
            let (x, y) = centre(square);
            let fill = match colour {
                Color::Black => "#111111",
                Color::White => "#ffffff",
            };
            let _ = writeln!(
                svg,
                r##"<circle cx="{x}" cy="{y}" r="{radius}" fill="{fill}" stroke="#000000" stroke-width="2"/>"##
            );
        }
    }

    fn marks(&self, svg: &mut String) {
        for square in self.marked.squares() {
            let (x, y) = corner(square);
            let (x, y, side) = (x + 4.0, y + 4.0, SQUARE - 8.0);
            let _ = writeln!(
                svg,
                r#"<rect x="{x}" y="{y}" width="{side}" height="{side}" fill="none" stroke="{MARK_COLOUR}" stroke-width="3" stroke-dasharray="7 4"/>"#
            );
        }
        if let Some(placed) = self.placed {
            let (x, y) = corner(placed);
            let (x, y, side) = (x + 3.0, y + 3.0, SQUARE - 6.0);
            let _ = writeln!(
                svg,
                r#"<rect x="{x}" y="{y}" width="{side}" height="{side}" fill="none" stroke="{PLACED_COLOUR}" stroke-width="4"/>"#
            );
        }
        let ring = round(SQUARE * 0.16);
        for square in self.flipped.squares() {
            let (x, y) = centre(square);
            let _ = writeln!(
                svg,
                r#"<circle cx="{x}" cy="{y}" r="{ring}" fill="none" stroke="{LINE_COLOUR}" stroke-width="4"/>"#
            );
        }
        let half = round(SQUARE * 0.17);
        for square in self.closers.squares() {
            let (x, y) = centre(square);
            let (top, bottom, left, right) = (
                round(y - half),
                round(y + half),
                round(x - half),
                round(x + half),
            );
            let _ = writeln!(
                svg,
                r##"<path d="M{x} {top} L{right} {y} L{x} {bottom} L{left} {y} Z" fill="{CLOSE_COLOUR}" stroke="#ffffff" stroke-width="1.5"/>"##
            );
        }
        let dot = round(SQUARE * 0.1);
        let labelled: Bitboard = self.labels.iter().map(|(square, _)| *square).collect();
        for square in (self.dots & !labelled).squares() {
            let (x, y) = centre(square);
            let _ = writeln!(
                svg,
                r##"<circle cx="{x}" cy="{y}" r="{dot}" fill="#444444"/>"##
            );
        }
        if !self.labels.is_empty() {
            let data: Vec<String> = self
                .labels
                .iter()
                .map(|(square, letter)| {
                    let (x, y) = centre(*square);
                    glyphs::path(*letter, x, y, SQUARE * 0.42)
                })
                .collect();
            let _ = writeln!(
                svg,
                r##"<path d="{}" stroke="#000000" stroke-width="2.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>"##,
                data.join(" ")
            );
        }
    }
}

/// The top-left corner of `square`'s cell (row 1 at the top, as the tutor draws it).
fn corner(square: Square) -> (f64, f64) {
    (
        MARGIN + f64::from(square.col()) * SQUARE,
        MARGIN + f64::from(square.row()) * SQUARE,
    )
}

/// The centre of `square`'s cell.
fn centre(square: Square) -> (f64, f64) {
    let (x, y) = corner(square);
    (x + SQUARE / 2.0, y + SQUARE / 2.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d3() -> Square {
        "d3".parse().unwrap()
    }

    #[test]
    fn the_start_position_has_four_discs_and_eight_coordinates() {
        let svg = Diagram::of(&Board::start()).svg();
        assert_eq!(svg.matches("<circle").count(), 4);
        assert_eq!(svg.matches(r##"fill="#111111""##).count(), 2);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.ends_with("</svg>\n"));
    }

    #[test]
    fn d3_frames_d3_rings_d4_and_marks_d5_as_its_closer() {
        let board = Board::start();
        let diagram = Diagram::after(&board, &board.explain(d3())).unwrap();
        assert_eq!(diagram.placed, Some(d3()));
        assert_eq!(
            diagram
                .flipped
                .squares()
                .map(|s| s.to_string())
                .collect::<Vec<_>>(),
            ["d4"]
        );
        assert_eq!(
            diagram
                .closers
                .squares()
                .map(|s| s.to_string())
                .collect::<Vec<_>>(),
            ["d5"]
        );
        assert_eq!(diagram.lines.len(), 1);
        let svg = diagram.svg();
        assert_eq!(svg.matches(PLACED_COLOUR).count(), 1);
        assert_eq!(svg.matches("<line").count(), 1);
        assert_eq!(svg.matches(" Z\" fill=").count(), 1);
    }

    #[test]
    fn marked_squares_get_a_dashed_frame_each() {
        let marked: Bitboard = ["d3", "e6"]
            .iter()
            .map(|s| s.parse::<Square>().unwrap())
            .collect();
        let svg = Diagram::of(&Board::start()).with_marked(marked).svg();
        assert_eq!(svg.matches(MARK_COLOUR).count(), 2);
        assert_eq!(svg.matches("stroke-dasharray").count(), 2);
        assert!(!Diagram::of(&Board::start()).svg().contains(MARK_COLOUR));
    }

    #[test]
    fn an_illegal_move_has_no_picture_of_its_lines() {
        let board = Board::start();
        assert!(Diagram::after(&board, &board.explain("a1".parse().unwrap())).is_none());
    }

    #[test]
    fn labels_letter_the_legal_moves_in_square_order_and_take_the_place_of_dots() {
        let diagram = Diagram::of(&Board::start()).with_dots().with_labels();
        let labels: Vec<String> = diagram
            .labels
            .iter()
            .map(|(s, c)| format!("{c}{s}"))
            .collect();
        assert_eq!(labels, ["Ad3", "Bc4", "Cf5", "De6"]);
        let svg = diagram.svg();
        assert_eq!(svg.matches(r##"fill="#444444""##).count(), 0);
        let dotted = Diagram::of(&Board::start()).with_dots().svg();
        assert_eq!(dotted.matches(r##"fill="#444444""##).count(), 4);
    }
}
