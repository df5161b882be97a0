//! The puzzle file the generator writes: one `[[puzzle]]` per candidate with its
//! id, theme, rating, position as a game record, solution, a draft English
//! prompt, a hint in every language written from the position's facts (where
//! the theme has them, see `hint`), and comments with the facts an author needs
//! to write the prompt and any other hint (flips, replies left, endgame scores).

use std::collections::HashSet;
use std::fmt::Write;

use super::hint::facts;
use super::rehint::{Words, inline_text};
use super::{Candidate, Request};
use crate::course::Theme;
use crate::course::corner::{CornerThreat, corner_threat};
use crate::course::goal::{greedy_moves, loud_flips, mobility_after};
use crate::course::stable::stable_after;
use crate::engine::{Bitboard, Board, Color, Square};

/// The whole file for `candidates`, generated for `request`.
pub fn to_toml(request: &Request, candidates: &[Candidate], words: Words<'_>) -> String {
    let mut out = String::new();
    let theme = request.theme.name();
    let empties = if request.theme.is_endgame() {
        format!(
            " --empties {}-{}",
            request.empties.start(),
            request.empties.end()
        )
    } else {
        String::new()
    };
    let _ = writeln!(
        out,
        "# Drafted by `reversi-tutor puzzles generate --theme {theme} --count {} --seed {}{empties}`.",
        request.count, request.seed
    );
    out.push_str(
        "# Every puzzle passes `reversi-tutor check`. Before one joins the built-in\n\
         # course: rewrite its prompt, read its hint (written from the position's\n\
         # facts) or add one that teaches the idea without naming the answer, and\n\
         # give both in every language (en, id, vi).\n\
         format_version = 1\n",
    );
    for (i, candidate) in candidates.iter().enumerate() {
        out.push('\n');
        puzzle(&mut out, request, i + 1, candidate, words);
    }
    out
}

/// `existing`, a puzzle file, with each of `candidates` it does not hold yet (by
/// id, or by game record) added at its end: every line already there is kept
/// as written, the hand-written prompts and hints with it. The new text and
/// how many puzzles were added; an error when `existing` is not TOML.
pub fn merge_into(
    existing: &str,
    request: &Request,
    candidates: &[Candidate],
    words: Words<'_>,
) -> Result<(String, usize), toml::de::Error> {
    let file: toml::Table = toml::from_str(existing)?;
    let puzzles = file.get("puzzle").and_then(toml::Value::as_array);
    let held = |key: &str| -> HashSet<String> {
        puzzles
            .into_iter()
            .flatten()
            .filter_map(|p| match key {
                "id" => p.get("id")?.as_str(),
                _ => p.get("position")?.get("moves")?.as_str(),
            })
            .map(str::to_string)
            .collect()
    };
    let (ids, records) = (held("id"), held("moves"));
    let mut out = existing.to_string();
    let mut added = 0;
    for (i, candidate) in candidates.iter().enumerate() {
        if ids.contains(&puzzle_id(request, i + 1)) || records.contains(&candidate.record) {
            continue;
        }
        if !out.is_empty() && !out.ends_with('\n') {
            out.push('\n');
        }
        out.push('\n');
        puzzle(&mut out, request, i + 1, candidate, words);
        added += 1;
    }
    Ok((out, added))
}

/// The id of the generated puzzle `number` (from 1): `corner-s7-003`.
fn puzzle_id(request: &Request, number: usize) -> String {
    format!("{}-s{}-{number:03}", request.theme.name(), request.seed)
}

fn puzzle(
    out: &mut String,
    request: &Request,
    number: usize,
    candidate: &Candidate,
    words: Words<'_>,
) {
    let board = &candidate.board;
    let verdict = &candidate.verdict;
    let _ = writeln!(out, "[[puzzle]]");
    let _ = writeln!(out, "id = \"{}\"", puzzle_id(request, number));
    let _ = writeln!(out, "theme = \"{}\"", request.theme.name());
    match verdict.theme {
        Theme::PredictFlips { mv } => {
            let _ = writeln!(out, "move = \"{mv}\"");
        }
        Theme::Directions(n) => {
            let _ = writeln!(out, "directions = {n}");
        }
        Theme::EndgameBest { score } => {
            let _ = writeln!(out, "score = {score}");
        }
        Theme::Opening { line } => {
            let _ = writeln!(out, "line = \"{}\"", line.name());
        }
        _ => {}
    }
    let _ = writeln!(out, "rating = {}", verdict.rating);
    for line in notes(board, verdict) {
        let _ = writeln!(out, "# {line}");
    }
    let _ = writeln!(
        out,
        "prompt = {{ en = \"{}\" }}",
        draft_prompt(board, verdict.theme)
    );
    if let Some(facts) = facts(board, verdict.theme, verdict.solution) {
        let _ = writeln!(out, "hint = {}", inline_text(&words(&facts)));
    }
    let _ = writeln!(out, "position = {{ moves = \"{}\" }}", candidate.record);
    let _ = writeln!(out, "solution = [{}]", quoted(verdict.solution));
}

/// `"a1", "b2"`.
fn quoted(set: Bitboard) -> String {
    set.squares()
        .map(|sq| format!("\"{sq}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A generic English prompt for the theme, for the author to rewrite.
fn draft_prompt(board: &Board, theme: Theme) -> String {
    let side = match board.to_move() {
        Color::Black => "Black",
        Color::White => "White",
    };
    let other = board.to_move().opposite();
    match theme {
        Theme::LegalMove => format!("{side} to move. Find a legal move."),
        Theme::PredictFlips { mv } => format!("{side} plays {mv}. Which discs flip?"),
        Theme::MaxFlips => format!("{side} to move. Flip the most discs."),
        Theme::Directions(n) => {
            format!("{side} to move. Flip discs in {n} directions at once.")
        }
        Theme::ForcePass => format!("{side} to move. Leave {other} without a move."),
        Theme::Wipeout => format!("{side} to move. Take every {other} disc."),
        Theme::EndNow => format!("{side} to move. End the game now."),
        Theme::Corner => format!("{side} to move. Take a corner."),
        Theme::AvoidXSquare => {
            format!("{side} to move. Play a move that does not give {other} a corner.")
        }
        Theme::MinMobility => format!("{side} to move. Leave {other} as few moves as you can."),
        Theme::Stable => format!("{side} to move. Make as many stable discs as you can."),
        Theme::QuietMove => format!("{side} to move. Find the quiet move."),
        Theme::FewerIsMore => {
            format!(
                "{side} to move. The move that flips the most does not win. Find one that does."
            )
        }
        Theme::EndgameWin => format!("{side} to move and win."),
        Theme::EndgameBest { .. } => format!("{side} to move. Find the best move."),
        Theme::Opening { line } => {
            format!("{side} to move. Play the next move of the {}.", line.name())
        }
    }
}

/// The facts an author writes from: the side and empties, every legal move with
/// its flips, the greedy move, and what the theme looks at after each move.
fn notes(board: &Board, verdict: &super::judge::Verdict) -> Vec<String> {
    let mut lines = vec![format!(
        "{} to move, {} empty squares; greedy: {}{}",
        board.to_move(),
        board.empty().len(),
        crate::engine::list_squares(greedy_moves(board)),
        if verdict.greedy_right {
            " (a right answer)"
        } else {
            " (not a right answer)"
        }
    )];
    let per_move = |fact: &dyn Fn(Square) -> String| {
        board
            .legal_moves()
            .squares()
            .map(|sq| format!("{sq} {}", fact(sq)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    lines.push(format!(
        "flips: {}",
        per_move(&|sq| board.flips(sq).len().to_string())
    ));
    match verdict.theme {
        Theme::MinMobility => lines.push(format!(
            "replies left: {}",
            per_move(&|sq| mobility_after(board, sq).to_string())
        )),
        Theme::Stable => lines.push(format!(
            "stable discs after: {}",
            per_move(&|sq| stable_after(board, sq).len().to_string())
        )),
        Theme::QuietMove => lines.push(format!(
            "flipped discs touching an empty square: {}",
            per_move(&|sq| {
                let loud = loud_flips(board, sq);
                if loud.is_empty() {
                    "none".to_string()
                } else {
                    corner_names(loud)
                }
            })
        )),
        Theme::Opening { line } => lines.push(format!(
            "the {}: {} written from f5",
            line.name(),
            line.record()
        )),
        Theme::AvoidXSquare => lines.push(format!(
            "corners given: {}",
            per_move(&|sq| match corner_threat(board, sq) {
                None => "none".to_string(),
                Some(CornerThreat::Now { corners }) => corner_names(corners),
                Some(CornerThreat::Forced { first, corners }) => {
                    format!("{} after {first}", corner_names(corners))
                }
            })
        )),
        _ => {}
    }
    if !verdict.scores.is_empty() {
        let scores: Vec<String> = verdict
            .scores
            .iter()
            .map(|(sq, score)| format!("{sq} {score:+}"))
            .collect();
        lines.push(format!("perfect play: {}", scores.join(", ")));
    }
    lines
}

/// Squares joined by `+` (`h1+a8`), so that a list of moves stays readable.
fn corner_names(squares: Bitboard) -> String {
    squares
        .squares()
        .map(|sq| sq.to_string())
        .collect::<Vec<_>>()
        .join("+")
}
