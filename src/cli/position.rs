//! The output of `explain` and `moves`: a move direction by direction, or the
//! legal moves of a position, in the chosen language or as JSON (keys in English,
//! sentences in the chosen language).

use serde_json::{Value, json};

use crate::engine::notation::{board_string, diagram};
use crate::engine::{Board, LineOutcome, Outcome, Scoring, Square, Status};
use crate::i18n::Ui;

fn squares_json(squares: impl IntoIterator<Item = Square>) -> Value {
    squares
        .into_iter()
        .map(|s| Value::String(s.to_string()))
        .collect()
}

/// The position `explain` shows last: the board after `mv`, or the board as it
/// is when `mv` is not legal.
pub fn shown_after(board: &Board, mv: Square) -> Board {
    board_after(board, mv).unwrap_or(*board)
}

/// `board` as a lesson file's `[step.position]` table (one definition, shared
/// with the sandbox's export).
pub use crate::course::export::lesson_position;

fn board_after(board: &Board, mv: Square) -> Option<Board> {
    let mut after = *board;
    after.try_play(mv).ok().map(|_| after)
}

/// Why `mv` is not legal, in one sentence of `ui`'s language (`None` when it is legal).
fn why_not(board: &Board, mv: Square, ui: Ui) -> Option<String> {
    ui.why_illegal(&board.explain(mv))
        .map(|(sentence, _)| sentence)
}

/// The final count of a finished game in words, under `scoring`: when the empty
/// squares go to the winner, the sentence says so.
fn result_line(ui: Ui, outcome: Outcome, scoring: Scoring) -> String {
    let (black, white) = outcome.score(scoring);
    match (scoring, outcome.winner()) {
        (Scoring::EmptiesToWinner, Some(winner)) if outcome.empty > 0 => {
            ui.final_count_to_winner(black, white, outcome.empty, winner)
        }
        _ => ui.final_count(black, white, outcome.empty, outcome.winner()),
    }
}

/// The explanation of `mv` as a JSON object. On a finished game there is no move
/// to explain: the object says the game is over, with the result.
pub fn explain_json(board: &Board, mv: Square, ui: Ui) -> Value {
    if let Status::Over(outcome) = board.status() {
        return json!({
            "move": mv.to_string(),
            "legal": false,
            "status": "over",
            "winner": outcome.winner().map_or("draw", |c| c.name()),
            "score": { "black": outcome.black, "white": outcome.white },
            "empty": outcome.empty,
            "reason": format!("{} {}", ui.nothing_to_explain(), result_line(ui, outcome, Scoring::Discs)),
            "board_before": board_string(board),
            "board_after": Value::Null,
        });
    }
    let e = board.explain(mv);
    let directions: Vec<Value> = e
        .lines
        .iter()
        .map(|line| {
            let (square, closed_by) = match line.outcome {
                LineOutcome::Edge => (None, None),
                LineOutcome::Empty(sq) | LineOutcome::OwnDiscFirst(sq) => (Some(sq), None),
                LineOutcome::Open { end, .. } => (end, None),
                LineOutcome::Encloses { closed_by, .. } => (None, Some(closed_by)),
            };
            // Discs in the order met walking out from the move.
            let run = line.squares();
            let flips = if e.occupied_by.is_some() || closed_by.is_none() {
                Vec::new()
            } else {
                run.clone()
            };
            json!({
                "direction": line.direction.name(),
                "outcome": line.outcome.name(),
                "flips": squares_json(flips),
                "closed_by": closed_by.map(|s| s.to_string()),
                "run": squares_json(run),
                "square": square.map(|s| s.to_string()),
                "text": ui.line(line, e.player),
            })
        })
        .collect();
    json!({
        "move": mv.to_string(),
        "player": e.player.name(),
        "legal": e.is_legal(),
        "occupied_by": e.occupied_by.map(|c| c.name()),
        "reason": why_not(board, mv, ui),
        "directions": directions,
        "flips": squares_json(e.flips()),
        "board_before": board_string(board),
        "board_after": board_after(board, mv).map(|b| board_string(&b)),
    })
}

/// The explanation of `mv` in words, then the board after the move.
pub fn explain_text(board: &Board, mv: Square, ui: Ui) -> String {
    if let Status::Over(outcome) = board.status() {
        let mut out = format!(
            "{}\n{}\n\n",
            ui.nothing_to_explain(),
            result_line(ui, outcome, Scoring::Discs)
        );
        out.push_str(&ui.board_now(board.to_move()));
        out.push('\n');
        out.push_str(&diagram(board));
        return out;
    }
    let e = board.explain(mv);
    let mut out = match why_not(board, mv, ui) {
        None => ui.move_is_legal(e.player, mv, e.flips()),
        Some(reason) => reason,
    };
    out.push('\n');
    if e.occupied_by.is_none() {
        for line in &e.lines {
            out.push_str(&format!("  {}\n", ui.direction_line(line, e.player)));
        }
    }
    out.push('\n');
    match board_after(board, mv) {
        Some(after) => {
            out.push_str(&ui.board_after(mv, after.to_move()));
            out.push('\n');
            out.push_str(&diagram(&after));
        }
        None => {
            out.push_str(&ui.board_now(board.to_move()));
            out.push('\n');
            out.push_str(&diagram(board));
        }
    }
    out
}

fn status_name(status: Status) -> &'static str {
    match status {
        Status::Playing => "playing",
        Status::MustPass => "must-pass",
        Status::Over(_) => "over",
    }
}

/// The legal moves (or the pass, or the result) as a JSON object.
pub fn moves_json(board: &Board, scoring: Scoring) -> Value {
    let status = board.status();
    let moves: Vec<Value> = board
        .legal_moves()
        .squares()
        .map(|sq| json!({ "move": sq.to_string(), "flips": squares_json(board.flips(sq)) }))
        .collect();
    let mut object = json!({
        "to_move": board.to_move().name(),
        "status": status_name(status),
        "moves": moves,
        "black": board.black().len(),
        "white": board.white().len(),
        "empty": board.empty().len(),
        "board": board_string(board),
    });
    if let Status::Over(outcome) = status {
        let (black, white) = outcome.score(scoring);
        object["winner"] = match outcome.winner() {
            Some(c) => Value::String(c.name().to_string()),
            None => Value::String("draw".to_string()),
        };
        object["score"] = json!({ "black": black, "white": white });
    }
    object
}

/// The legal moves (or the pass, or the result) in words, under the board.
pub fn moves_text(board: &Board, scoring: Scoring, ui: Ui) -> String {
    let mut out = diagram(board);
    out.push('\n');
    let player = board.to_move();
    match board.status() {
        Status::Playing => {
            let moves = board.legal_moves();
            out.push_str(&ui.legal_move_count(player, moves.len()));
            out.push('\n');
            for sq in moves.squares() {
                out.push_str(&format!("  {sq}  {}\n", ui.flips_list(board.flips(sq))));
            }
        }
        Status::MustPass => {
            out.push_str(&ui.must_pass(player));
            out.push('\n');
        }
        Status::Over(outcome) => {
            out.push_str(&result_line(ui, outcome, scoring));
            out.push('\n');
        }
    }
    out
}
