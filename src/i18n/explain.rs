//! The engine's explanations and refusals in words, put together the same way in
//! every language from the strings of one: the rows of an explanation, why a
//! move is not legal, and a refused move of a game record in one line.

use super::Ui;
use crate::engine::game::GameError;
use crate::engine::notation::NotationError;
use crate::engine::{Color, Explanation, Line, LineOutcome, MoveError, PassError};

impl Ui {
    /// One row of an explanation: `down: encloses white on d4, closed by black on d5`.
    pub fn direction_line(self, line: &Line, player: Color) -> String {
        format!(
            "{}: {}",
            self.direction(line.direction),
            self.line(line, player)
        )
    }

    /// Why the move `e` examines is not legal: a sentence, then one row for each
    /// direction that is not the edge (no rows when the square is taken). `None`
    /// when the move is legal.
    pub fn why_illegal(self, e: &Explanation) -> Option<(String, Vec<String>)> {
        if let Some(owner) = e.occupied_by {
            return Some((self.occupied(e.square, owner), Vec::new()));
        }
        if e.is_legal() {
            return None;
        }
        let rows = e
            .lines
            .iter()
            .filter(|l| l.outcome != LineOutcome::Edge)
            .map(|l| self.direction_line(l, e.player))
            .collect();
        Some((self.encloses_nothing(e.player, e.square), rows))
    }

    /// Why a move was refused, in one line: the sentence, then the rows in brackets.
    pub fn move_refused(self, error: &MoveError) -> String {
        match error {
            MoveError::Occupied { square, owner } => self.occupied(*square, *owner),
            MoveError::EnclosesNothing { explanation, .. } => match self.why_illegal(explanation) {
                Some((sentence, rows)) if !rows.is_empty() => {
                    format!("{sentence} ({})", rows.join("; "))
                }
                Some((sentence, _)) => sentence,
                None => error.to_string(),
            },
            MoveError::GameOver => self.game_over().to_string(),
        }
    }

    /// Why a move or a pass could not be added to a game, in one line.
    fn game_refused(self, error: &GameError) -> String {
        match error {
            GameError::Move(error) => self.move_refused(error),
            GameError::Pass(PassError::HasMoves { player, moves }) => {
                self.pass_refused(*player, *moves)
            }
            GameError::Pass(PassError::GameOver) => self.game_over().to_string(),
        }
    }

    /// What is wrong with a position given as text: a move of a game record that
    /// cannot be played in words, any other mistake as the engine states it.
    pub fn notation_refused(self, error: &NotationError) -> String {
        match error {
            NotationError::IllegalMove {
                number,
                at,
                mv,
                source,
            } => self.record_move_refused(*number, *at, *mv, &self.game_refused(source)),
            other => other.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::Board;
    use crate::engine::notation::play_record;
    use crate::i18n::Ui;
    use crate::lang::Lang;

    #[test]
    fn an_illegal_square_says_why_direction_by_direction() {
        let e = Board::start().explain("a1".parse().unwrap());
        let (sentence, rows) = Ui::new(Lang::En).why_illegal(&e).unwrap();
        assert_eq!(
            sentence,
            "a1 is not a legal move for black: no direction encloses a line of opponent discs."
        );
        assert_eq!(
            rows,
            [
                "right: meets the empty square b1",
                "down-right: meets the empty square b2",
                "down: meets the empty square a2"
            ]
        );
        let legal = Board::start().explain("d3".parse().unwrap());
        assert_eq!(Ui::new(Lang::En).why_illegal(&legal), None);
    }

    #[test]
    fn a_taken_square_says_whose_disc_is_there() {
        let e = Board::start().explain("d4".parse().unwrap());
        let (sentence, rows) = Ui::new(Lang::Vi).why_illegal(&e).unwrap();
        assert!(sentence.starts_with("d4 không còn trống: đã có quân trắng"));
        assert!(rows.is_empty());
    }

    #[test]
    fn an_illegal_move_in_a_record_is_refused_in_the_learners_language() {
        let err = play_record(Board::start(), "f5a1").unwrap_err();
        assert_eq!(
            Ui::new(Lang::En).notation_refused(&err),
            "move 2 (a1, character 3): a1 is not a legal move for white: no direction encloses a line of opponent discs. (right: meets the empty square b1; down-right: meets the empty square b2; down: meets the empty square a2)"
        );
        assert!(
            Ui::new(Lang::Id)
                .notation_refused(&err)
                .starts_with("langkah ke-2 (a1, karakter ke-3): a1 bukan langkah sah untuk putih")
        );
        let pass = play_record(Board::start(), "pa").unwrap_err();
        assert!(
            Ui::new(Lang::En)
                .notation_refused(&pass)
                .contains("Black may not pass: there are legal moves (d3, c4, f5, e6)")
        );
    }
}
