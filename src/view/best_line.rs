//! An endgame's best line played out on the board one move at a time: the board
//! after each move with that move's lines drawn, and the move in words.

use crate::engine::{Board, Move};
use crate::i18n::Ui;
use crate::runner::BestLine;

use super::board::{BoardView, ShownMove};
use super::feedback::{FeedbackLine, Tone, enclosed_rows};
use super::lesson::Shown;

/// The board after the first `at` moves of `line` played from `start` (1 to
/// the line's length), the last of them drawn with its lines, and where the
/// line stands with that move in words; `None` for `at` outside the line.
pub fn line_step(ui: Ui, start: Board, line: &BestLine, at: usize) -> Option<Shown> {
    if at == 0 || at > line.moves.len() {
        return None;
    }
    let mut board = start;
    for mv in &line.moves[..at - 1] {
        play(&mut board, *mv);
    }
    let player = board.to_move();
    let mut lines = vec![FeedbackLine::main(
        ui.line_step(at, line.moves.len()),
        Tone::Info,
    )];
    let shown = match line.moves[at - 1] {
        Move::Play(square) => {
            let explanation = board.explain(square);
            if !explanation.is_legal() {
                return None;
            }
            lines.push(FeedbackLine::main(
                ui.plays(player, square, explanation.flips()),
                Tone::Info,
            ));
            lines.extend(enclosed_rows(ui, &explanation, Tone::Info));
            board.play(square);
            Some(ShownMove::of(&explanation))
        }
        Move::Pass => {
            lines.push(FeedbackLine::main(ui.must_pass(player), Tone::Info));
            board.pass_unchecked();
            None
        }
    };
    Some(Shown {
        lines,
        board: Some(BoardView {
            shown,
            ..BoardView::plain(board)
        }),
    })
}

/// `mv` played on `board` (a move of the line that is not legal there is left out).
fn play(board: &mut Board, mv: Move) {
    match mv {
        Move::Play(square) => {
            let _ = board.try_play(square);
        }
        Move::Pass => board.pass_unchecked(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Color, Outcome, Square};
    use crate::lang::Lang;

    #[test]
    fn each_step_of_a_best_line_shows_the_board_after_that_move() {
        let start = Board::start();
        let line = BestLine {
            player: Color::Black,
            moves: vec![Move::Play(Square::D3), Move::Play(Square::C3)],
            outcome: Outcome {
                black: 3,
                white: 3,
                empty: 58,
            },
        };
        let ui = Ui::new(Lang::En);
        let first = line_step(ui, start, &line, 1).unwrap();
        assert_eq!(
            first.board.unwrap().board.at(Square::D4),
            Some(Color::Black)
        );
        assert_eq!(first.lines[0].text, "Best line, move 1 of 2.");
        let second = line_step(ui, start, &line, 2).unwrap();
        assert!(second.lines[1].text.starts_with("White plays c3"));
        let board = second.board.unwrap();
        assert_eq!(board.board.at(Square::D4), Some(Color::White));
        assert_eq!(board.shown.unwrap().square, Square::C3);
        assert!(line_step(ui, start, &line, 3).is_none());
        assert!(line_step(ui, start, &line, 0).is_none());
    }
}
