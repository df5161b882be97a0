//! Positions in lesson and puzzle files: the start position, a game record, or a
//! board (an 8-line diagram or 64 squares) with the side to move; errors point
//! inside the diagram or record at the offending character.

use std::ops::Range;

use super::codes::Code;
use super::error::{Problems, Said};
use super::raw::{At, RawPosition};
use crate::engine::game::GameError;
use crate::engine::notation::{
    NotationError, parse_diagram, parse_side, parse_squares, play_record,
};
use crate::engine::{Board, MoveError, PassError, list_squares};

/// Checks a position in any of its forms and returns the board.
pub(crate) fn position(problems: &mut Problems<'_>, raw: &At<RawPosition>) -> Option<Board> {
    let span = raw.span();
    let p = raw.get_ref();
    let forms: Vec<&str> = [
        ("start", p.start.is_some()),
        ("moves", p.moves.is_some()),
        ("board", p.board.is_some()),
    ]
    .into_iter()
    .filter(|(_, given)| *given)
    .map(|(name, _)| name)
    .collect();
    if forms.len() != 1 {
        let message = if forms.is_empty() {
            "the position is empty: write { start = true }, { moves = \"f5d6c3\" } or { board = \"\"\"...\"\"\", to_move = \"black\" }".to_string()
        } else {
            format!(
                "the position has both `{}` and `{}`: use only one of start, moves and board",
                forms[0], forms[1]
            )
        };
        problems.said_at(
            &span,
            Said::new(Code::PositionForms, message)
                .with_args(forms.iter().map(|form| form.to_string()).collect()),
        );
        return None;
    }
    if p.board.is_none()
        && let Some(side) = &p.to_move
    {
        problems.at(
            &side.span(), Code::ToMoveWithoutBoard,
            "`to_move` goes with `board` only: the side to move of the start position or a game record follows from the moves",
        );
        return None;
    }
    if let Some(start) = &p.start {
        if !start.get_ref() {
            problems.at(
                &start.span(),
                Code::StartNotTrue,
                "write start = true for the start position (or leave out the position)",
            );
            return None;
        }
        return Some(Board::start());
    }
    if let Some(moves) = &p.moves {
        return match play_record(Board::start(), moves.get_ref()) {
            Ok(game) => Some(*game.board()),
            Err(e) => {
                let offset = e.location().map_or(moves.span().start, |(line, column)| {
                    inside_string(problems.text, &moves.span(), line, column)
                });
                problems.said_at_offset(
                    offset,
                    Said::new(Code::BadMoves, format!("`moves`: {e}"))
                        .with_args(notation_parts(&e)),
                );
                None
            }
        };
    }
    let board = p.board.as_ref()?;
    let discs = parse_board_text(problems, board);
    let side = match &p.to_move {
        None => {
            problems.at(
                &board.span(),
                Code::MissingToMove,
                "`board` needs the side to move: add to_move = \"black\" or to_move = \"white\"",
            );
            None
        }
        Some(side) => match parse_side(side.get_ref()) {
            Ok(color) => Some(color),
            Err(_) => {
                problems.said_at(
                    &side.span(),
                    Said::new(
                        Code::BadToMove,
                        format!(
                            "`to_move` is \"{}\": write \"black\" or \"white\"",
                            side.get_ref()
                        ),
                    )
                    .with_args(vec![side.get_ref().to_string()]),
                );
                None
            }
        },
    };
    let (black, white) = discs?;
    Board::from_discs(black, white, side?).ok()
}

/// Reads a diagram (several lines) or a 64-square string (one line) into (black, white).
fn parse_board_text(problems: &mut Problems<'_>, board: &At<String>) -> Option<(u64, u64)> {
    let text = board.get_ref();
    let result = if text.trim().contains('\n') {
        parse_diagram(text).map_err(|e| (e, 0))
    } else {
        let lead = text.len() - text.trim_start().len();
        parse_squares(text.trim()).map_err(|e| (e, lead))
    };
    match result {
        Ok(discs) => Some(discs),
        Err((e, lead)) => {
            let offset = match e.location() {
                Some((line, column)) => {
                    inside_string(problems.text, &board.span(), line, column + lead)
                }
                None => board.span().start,
            };
            let message = match e {
                NotationError::DiagramRows { .. } | NotationError::BoardLength { .. } => {
                    format!(
                        "`board`: {e} (a diagram has 8 lines of 8 squares; a one-line board has 64 squares a1..h8)"
                    )
                }
                _ => format!("`board`: {e}"),
            };
            problems.said_at_offset(
                offset,
                Said::new(Code::BadBoard, message).with_args(notation_parts(&e)),
            );
            None
        }
    }
}

/// The parts of a mistake in a game record or a board, for its translation:
/// its kind, then what the kind names (see `crate::i18n::check`); none for a
/// mistake these positions cannot make.
fn notation_parts(error: &NotationError) -> Vec<String> {
    match error {
        NotationError::BadToken { at, text } => {
            vec!["token".into(), at.to_string(), text.clone()]
        }
        NotationError::IllegalMove {
            number,
            at,
            mv,
            source,
        } => {
            let mut parts = vec![
                "move".into(),
                number.to_string(),
                at.to_string(),
                mv.to_string(),
            ];
            parts.extend(refusal_parts(source));
            parts
        }
        NotationError::BoardLength { found } => vec!["length".into(), found.to_string()],
        NotationError::BadCell { at, square, ch } => vec![
            "cell".into(),
            at.to_string(),
            square.to_string(),
            ch.to_string(),
        ],
        NotationError::DiagramRows { found } => vec!["rows".into(), found.to_string()],
        NotationError::DiagramColumns { row, found, .. } => {
            vec!["columns".into(), row.to_string(), found.to_string()]
        }
        NotationError::DiagramChar { row, ch, .. } => {
            vec!["char".into(), row.to_string(), ch.to_string()]
        }
        NotationError::MissingSide | NotationError::BadSide(_) | NotationError::Overlap(_) => {
            Vec::new()
        }
    }
}

/// Why a move of a game record was refused, as parts: `occupied` (the square,
/// its owner), `encloses` (the square, the player), `pass` (the player, its
/// moves) or `over`.
fn refusal_parts(error: &GameError) -> Vec<String> {
    match error {
        GameError::Move(MoveError::Occupied { square, owner }) => {
            vec!["occupied".into(), square.to_string(), owner.to_string()]
        }
        GameError::Move(MoveError::EnclosesNothing { square, player, .. }) => {
            vec!["encloses".into(), square.to_string(), player.to_string()]
        }
        GameError::Pass(PassError::HasMoves { player, moves }) => {
            vec!["pass".into(), player.to_string(), list_squares(*moves)]
        }
        GameError::Move(MoveError::GameOver) => vec!["over-move".into()],
        GameError::Pass(PassError::GameOver) => vec!["over-pass".into()],
    }
}

/// The byte offset in the file of (line, column) inside the string value at `span`
/// (both from 1, column in characters), skipping the opening quotes and the newline
/// that may follow `"""`.
pub(crate) fn inside_string(text: &str, span: &Range<usize>, line: usize, column: usize) -> usize {
    let Some(raw) = text.get(span.clone()) else {
        return span.start;
    };
    let mut start = if raw.starts_with("\"\"\"") || raw.starts_with("'''") {
        let after = &raw[3..];
        3 + if after.starts_with("\r\n") {
            2
        } else if after.starts_with('\n') {
            1
        } else {
            0
        }
    } else if raw.starts_with('"') || raw.starts_with('\'') {
        1
    } else {
        0
    };
    for _ in 1..line {
        match raw[start..].find('\n') {
            Some(i) => start += i + 1,
            None => return span.start,
        }
    }
    let within: usize = raw[start..]
        .chars()
        .take(column.saturating_sub(1))
        .map(char::len_utf8)
        .sum();
    span.start + start + within
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_inside_a_multiline_string_skip_the_opening_newline() {
        let text = "board = \"\"\"\n. . .\n. Z .\n\"\"\"";
        let span = 8..text.len();
        let offset = inside_string(text, &span, 2, 3);
        assert_eq!(&text[offset..offset + 1], "Z");
    }

    #[test]
    fn places_inside_a_one_line_string_skip_the_quote() {
        let text = "moves = \"f5d6i9\"";
        let span = 8..text.len();
        let offset = inside_string(text, &span, 1, 5);
        assert_eq!(&text[offset..offset + 2], "i9");
    }
}
