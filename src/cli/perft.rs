//! `reversi-tutor perft`: the number of move paths of a given length. Up to
//! [`QUICK_DEPTH`] plies it takes about a second or less and prints the count
//! alone. Deeper, each further ply takes about seven times longer (depth 20 would
//! take years), so the count is split into parts, the positions a few plies
//! ahead, counted one after the other: stderr says first that it takes long and
//! that Ctrl-C stops it, then how many parts are counted, about once a second.

use std::io::{self, Write};
use std::time::{Duration, Instant};

use crate::engine::perft::perft;
use crate::engine::{Board, Status};

/// The deepest count made without a word on stderr: about a second from the
/// start position (depth 11 takes about one second, 12 about eight).
const QUICK_DEPTH: u32 = 10;

/// A long count is split into at least this many parts (fewer only when the
/// tree has fewer positions).
const PARTS: usize = 64;

/// At most one progress line this often.
const EVERY: Duration = Duration::from_secs(1);

/// Counts the move paths of `depth` plies from `board` and prints the count on
/// `out`; past [`QUICK_DEPTH`], says on `err` that it takes long, how to stop
/// it, and how far it is.
pub fn run(board: &Board, depth: u32, out: &mut dyn Write, err: &mut dyn Write) -> io::Result<()> {
    if depth <= QUICK_DEPTH {
        return writeln!(out, "{}", perft(board, depth));
    }
    writeln!(
        err,
        "reversi-tutor: perft {depth} takes long: each ply past {QUICK_DEPTH} takes about \
         seven times longer. Progress is shown here; Ctrl-C stops it."
    )?;
    let start = Instant::now();
    let mut shown = start;
    let total = count_in_parts(board, depth, |done, parts| {
        if done == parts || shown.elapsed() >= EVERY {
            shown = Instant::now();
            writeln!(
                err,
                "reversi-tutor: perft {depth}: {done} of {parts} parts counted ({:.1} s)",
                start.elapsed().as_secs_f64()
            )
        } else {
            Ok(())
        }
    })?;
    writeln!(out, "{total}")
}

/// [`perft`] of `board` at `depth`, counted part by part: `counted(done, parts)`
/// is called after each part, and may stop the count with an error.
fn count_in_parts(
    board: &Board,
    depth: u32,
    mut counted: impl FnMut(usize, usize) -> io::Result<()>,
) -> io::Result<u64> {
    let parts = parts(board, depth);
    let mut total = 0u64;
    for (done, (part, left)) in parts.iter().enumerate() {
        total += perft(part, *left);
        counted(done + 1, parts.len())?;
    }
    Ok(total)
}

/// The positions a few plies ahead of `board`, each with the plies left to count
/// from it, whose perft counts add up to `board`'s at `depth`: one ply at a time
/// is taken off every part until there are [`PARTS`] of them or none can be split.
fn parts(board: &Board, depth: u32) -> Vec<(Board, u32)> {
    let mut parts = vec![(*board, depth)];
    while parts.len() < PARTS {
        let next: Vec<(Board, u32)> = parts.iter().flat_map(|part| split(*part)).collect();
        if next.len() == parts.len() {
            return next; // Every part is a leaf or a single line of play.
        }
        parts = next;
    }
    parts
}

/// The parts one ply after `board`, as perft counts them: each legal move, or a
/// forced pass (which uses up a ply). A finished game, or no ply left, is a part
/// of its own (a count of one).
fn split((board, left): (Board, u32)) -> Vec<(Board, u32)> {
    if left == 0 {
        return vec![(board, left)];
    }
    match board.status() {
        Status::Over(_) => vec![(board, left)],
        Status::MustPass => {
            let mut passed = board;
            passed.pass_unchecked();
            vec![(passed, left - 1)]
        }
        Status::Playing => board
            .legal_moves()
            .squares()
            .map(|square| {
                let mut next = board;
                next.play(square);
                (next, left - 1)
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::parse_position;

    fn in_parts(board: &Board, depth: u32) -> (u64, usize) {
        let mut seen = 0;
        let total = count_in_parts(board, depth, |done, parts| {
            assert_eq!(done, seen + 1);
            seen = done;
            assert!(done <= parts);
            Ok(())
        })
        .unwrap();
        (total, seen)
    }

    #[test]
    fn the_parts_add_up_to_the_whole_count_from_the_start() {
        let start = Board::start();
        for depth in 0..=8 {
            assert_eq!(in_parts(&start, depth).0, perft(&start, depth), "{depth}");
        }
        assert!(in_parts(&start, 8).1 >= PARTS);
    }

    #[test]
    fn the_parts_add_up_through_passes_and_finished_games() {
        // Near the end: passes and finished games inside the tree.
        let board =
            parse_position("XOOOO---XOOO--X-XOOOO-XXXOOXO-X-XXXXXXX-OXOOXOOOOXXXOOXOOX-XXXX- X")
                .unwrap()
                .board()
                .to_owned();
        for depth in 0..=14 {
            assert_eq!(in_parts(&board, depth).0, perft(&board, depth), "{depth}");
        }
        let mut over = board;
        while let Some(square) = over.legal_moves().squares().next() {
            over.play(square);
            if over.status() == Status::MustPass {
                over.pass_unchecked();
            }
        }
        assert_eq!(in_parts(&over, 5), (1, 1));
    }

    #[test]
    fn a_quick_count_prints_the_count_alone() {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        run(&Board::start(), QUICK_DEPTH, &mut out, &mut err).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "24571284\n");
        assert!(err.is_empty());
    }
}
