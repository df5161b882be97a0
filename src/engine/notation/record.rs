//! Game records: moves as squares run together (`f5d6c3`), `pa` for a pass.

use super::NotationError;
use crate::engine::board::{Board, Status};
use crate::engine::game::{Game, Move};
use crate::engine::square::Square;

/// Reads a game record such as `f5d6 c3` or `F5D6C3` (spaces ignored, `pa` or `pass`
/// for a pass) into moves, without checking that they are legal.
pub fn parse_record(text: &str) -> Result<Vec<(usize, Move)>, NotationError> {
    let chars: Vec<(usize, char)> = text
        .chars()
        .enumerate()
        .filter(|(_, c)| !c.is_whitespace())
        .map(|(i, c)| (i + 1, c))
        .collect();
    let mut moves = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let at = chars[i].0;
        let token: String = chars[i..(i + 2).min(chars.len())]
            .iter()
            .map(|(_, c)| c)
            .collect();
        i += 2;
        if token.eq_ignore_ascii_case("pa") {
            let rest: String = chars[i.min(chars.len())..(i + 2).min(chars.len())]
                .iter()
                .map(|(_, c)| c)
                .collect();
            if rest.eq_ignore_ascii_case("ss") {
                i += 2;
            }
            moves.push((at, Move::Pass));
            continue;
        }
        let sq = token
            .parse::<Square>()
            .map_err(|_| NotationError::BadToken { at, text: token })?;
        moves.push((at, Move::Play(sq)));
    }
    Ok(moves)
}

/// Plays a game record from `start`. When the side to move has no legal move and the
/// record goes on with a square, the forced pass is filled in.
pub fn play_record(start: Board, text: &str) -> Result<Game, NotationError> {
    let mut game = Game::new(start);
    for (number, (at, mv)) in parse_record(text)?.into_iter().enumerate() {
        let illegal = |source| NotationError::IllegalMove {
            number: number + 1,
            at,
            mv,
            source,
        };
        if matches!(mv, Move::Play(_)) && game.status() == Status::MustPass {
            game.apply(Move::Pass).map_err(illegal)?;
        }
        game.apply(mv).map_err(illegal)?;
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_read_in_either_case_with_spaces() {
        let moves = parse_record("f5 D6c3").unwrap();
        let text: String = moves.iter().map(|(_, m)| m.to_string()).collect();
        assert_eq!(text, "f5d6c3");
    }

    #[test]
    fn a_bad_token_names_its_place() {
        let err = parse_record("f5d6i9").unwrap_err();
        assert_eq!(
            err,
            NotationError::BadToken {
                at: 5,
                text: "i9".into()
            }
        );
    }

    #[test]
    fn an_illegal_move_in_a_record_names_the_move() {
        let err = play_record(Board::start(), "f5a1").unwrap_err();
        assert!(
            err.to_string()
                .starts_with("move 2 (a1, character 3): a1 is not a legal move for white")
        );
    }
}
