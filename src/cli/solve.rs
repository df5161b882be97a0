//! `reversi-tutor solve`: the exact result of a position with perfect play from
//! both sides, the best moves and the winning moves (one search), as text or
//! JSON, with the positions searched and their rate when asked.

use std::io::Write;
use std::time::Instant;

use serde_json::{Value, json};

use crate::engine::solve::analyse;
use crate::engine::{Board, Scoring, Status, list_squares};

/// Past this many empty squares the solver is refused unless asked for more:
/// the time it takes grows about threefold with each further empty square.
pub const DEFAULT_MAX_EMPTIES: u32 = 22;

/// Why a position is not solved.
#[derive(Debug, thiserror::Error)]
#[error(
    "the position has {empties} empty squares; solving more than {max} takes too long (raise --max-empties to try)"
)]
pub struct TooManyEmpties {
    /// Empty squares on the board.
    pub empties: u32,
    /// The limit in force.
    pub max: u32,
}

/// Solves `board` and writes the result on `out`, with the number of positions
/// searched, the time and the rate when `stats` is set. Past
/// [`DEFAULT_MAX_EMPTIES`] (allowed by a raised `max_empties` only), `err` says
/// first that it takes long and that Ctrl-C stops it.
pub fn run(
    board: &Board,
    scoring: Scoring,
    max_empties: u32,
    json: bool,
    stats: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> std::io::Result<Result<(), TooManyEmpties>> {
    let empties = board.empty().len();
    let over = matches!(board.status(), Status::Over(_));
    if empties > max_empties && !over {
        return Ok(Err(TooManyEmpties {
            empties,
            max: max_empties,
        }));
    }
    if empties > DEFAULT_MAX_EMPTIES && !over {
        writeln!(
            err,
            "reversi-tutor: solving {empties} empty squares takes long: each square past \
             {DEFAULT_MAX_EMPTIES} takes about three times longer ({DEFAULT_MAX_EMPTIES} take \
             about 10 s). Ctrl-C stops it."
        )?;
    }
    let start = Instant::now();
    let found = analyse(board, scoring, true);
    let seconds = start.elapsed().as_secs_f64();
    let (score, best, winning) = (found.score, found.best, found.winning);
    let per_second = found.nodes as f64 / seconds.max(1e-9);
    let player = board.to_move();
    if json {
        let squares = |set: crate::engine::Bitboard| -> Value {
            set.squares()
                .map(|s| Value::String(s.to_string()))
                .collect()
        };
        let status = match board.status() {
            Status::Playing => "playing",
            Status::MustPass => "must-pass",
            Status::Over(_) => "over",
        };
        let mut value = json!({
            "to_move": player.name(),
            "status": status,
            "empty": empties,
            "scoring": match scoring { Scoring::Discs => "discs", Scoring::EmptiesToWinner => "tournament" },
            "score": score,
            "result": match score.signum() { 1 => "win", -1 => "loss", _ => "draw" },
            "best_moves": squares(best),
            "winning_moves": squares(winning),
        });
        if stats {
            value["stats"] = json!({
                "nodes": found.nodes,
                "seconds": seconds,
                "nodes_per_second": per_second.round(),
            });
        }
        super::print_json(out, &value)?;
        return Ok(Ok(()));
    }
    let verdict = match score.signum() {
        1 => format!("{player} wins by {score}"),
        -1 => format!("{player} loses by {}", -score),
        _ => "a draw".to_string(),
    };
    let counting = match scoring {
        Scoring::Discs => "empty squares go to nobody",
        Scoring::EmptiesToWinner => "empty squares go to the winner",
    };
    writeln!(out, "{player} to move, {empties} empty squares.")?;
    match board.status() {
        Status::Over(_) => writeln!(out, "The game is over: {verdict} ({counting}).")?,
        Status::MustPass => writeln!(
            out,
            "{player} must pass. With perfect play from both sides: {verdict} ({counting})."
        )?,
        Status::Playing => {
            writeln!(
                out,
                "With perfect play from both sides: {verdict} ({counting})."
            )?;
            writeln!(out, "Best moves: {}.", list_squares(best))?;
            if winning.is_empty() {
                writeln!(out, "No move wins.")?;
            } else {
                writeln!(out, "Winning moves: {}.", list_squares(winning))?;
            }
        }
    }
    if stats {
        writeln!(
            out,
            "Searched {} positions in {seconds:.3} s ({:.1} million per second).",
            found.nodes,
            per_second / 1e6
        )?;
    }
    Ok(Ok(()))
}
