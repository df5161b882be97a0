//! The first hints of puzzles in English.

use super::{HintStrings, kind_counts, listed, numbers, odd_regions, only_kind, other};
use crate::course::goal::LineKind;
use crate::engine::Color;
use crate::generate::hint::{
    Corner, CornerWay, Directions, EndNow, Endgame, FewerIsMore, ForcePass, Greed, Kinds,
    LegalMove, MaxFlips, MinMobility, QuietMove, Stable, Wipeout, same,
};
use crate::i18n::capitalize;
use crate::i18n::en::English;

impl HintStrings for English {
    fn legal_move(&self, f: &LegalMove) -> String {
        let theirs = color(other(f.player));
        let first = if f.discs == 1 {
            format!(
                "{} has a single disc, and it touches an empty square; a legal move is always beside it.",
                capitalize(theirs)
            )
        } else if f.frontier == f.discs {
            format!(
                "All {} {theirs} discs touch an empty square, and a legal move is always beside one of them.",
                f.discs
            )
        } else {
            let only = if f.frontier * 2 <= f.discs {
                "Only "
            } else {
                ""
            };
            format!(
                "{only}{} of the {} {theirs} discs touch an empty square, and a legal move is always beside one of them.",
                f.frontier, f.discs
            )
        };
        let second = if f.moves == 1 {
            format!(
                "You have just one legal move, and it encloses {}.",
                lines(f.lines)
            )
        } else {
            format!(
                "You have {} legal moves; together they enclose {}.",
                f.moves,
                lines(f.lines)
            )
        };
        format!("{first} {second}")
    }

    fn directions(&self, f: &Directions) -> String {
        let (moves, wanted) = (f.moves, f.wanted);
        let Some((kinds, flips)) = &f.lines else {
            return format!(
                "{} of your {moves} moves enclose lines in {wanted} directions or more. Count each move's rows, columns and diagonals.",
                f.answers
            );
        };
        let flipping = match same(flips) {
            Some(n) => format!("{} along each", counted(n, "disc", "discs")),
            None => format!("{} discs", numbers(flips, "and")),
        };
        format!(
            "Only one of your {moves} moves encloses lines in {wanted} directions or more. It encloses {}, flipping {flipping}.",
            kind_list(*kinds)
        )
    }

    fn force_pass(&self, f: &ForcePass) -> String {
        let theirs = color(other(f.player));
        let discs = counted(f.discs, "disc", "discs");
        let first = if f.now == 0 {
            format!(
                "{} has {discs} and no legal move right now.",
                capitalize(theirs)
            )
        } else {
            format!(
                "{} has {discs}; if it were {theirs}'s turn now, {theirs} would have {}.",
                capitalize(theirs),
                counted(f.now, "legal move", "legal moves")
            )
        };
        let second = if f.shut == f.answers {
            of_your(
                f.answers,
                f.moves,
                "leaves",
                "leave",
                &format!("{theirs} without a move"),
            )
        } else {
            let ended = match f.shut - f.answers {
                1 => "one of them ends".to_string(),
                n => format!("{n} of them end"),
            };
            format!(
                "{} of your {} moves leave {theirs} without a move, but {ended} the game, as you would have no move either.",
                f.shut, f.moves
            )
        };
        format!("{first} {second}")
    }

    fn wipeout(&self, f: &Wipeout) -> String {
        let theirs = capitalize(color(other(f.player)));
        let first = match (f.discs, f.one_line) {
            (1, _) => format!("{theirs} has a single disc left."),
            (discs, Some(kind)) => {
                format!(
                    "{theirs} has {discs} discs left, all on one {}.",
                    noun(kind)
                )
            }
            (discs, None) => format!("{theirs} has {discs} discs left, not all on one line."),
        };
        let what = match (f.discs, f.lines) {
            (1, _) => "it".to_string(),
            (_, Some(n)) if n > 1 => format!("them all at once, along {n} lines"),
            _ => "them all".to_string(),
        };
        format!(
            "{first} {}",
            of_your(f.answers, f.moves, "takes", "take", &what)
        )
    }

    fn end_now(&self, f: &EndNow) -> String {
        let theirs = color(other(f.player));
        let edge = match (f.discs, f.on_edge) {
            (1, 0) => ", not on an edge".to_string(),
            (1, _) => ", on an edge".to_string(),
            (_, 0) => ", none of them on an edge".to_string(),
            (d, e) if d == e => ", all on an edge".to_string(),
            (_, e) => format!(", {e} of them on an edge"),
        };
        let they = match f.theirs {
            0 => "none".to_string(),
            n => n.to_string(),
        };
        format!(
            "{} has {}{edge}. Of the {} empty squares, you can play on {} and {theirs} on {they}. After the right move, neither side can play anywhere.",
            capitalize(theirs),
            counted(f.discs, "disc", "discs"),
            f.empty,
            f.moves
        )
    }

    fn corner(&self, f: &Corner) -> String {
        let corners = match f.empty {
            1 => "Only one corner is empty".to_string(),
            n => format!("{n} corners are empty"),
        };
        match f.way {
            Some((way, flips)) => format!(
                "{corners}, and only one of your {} moves takes a corner. It encloses along {}, flipping {}.",
                f.moves,
                corner_way(way),
                counted(flips, "disc", "discs")
            ),
            None => format!(
                "{corners}, and {} of your {} moves take a corner.",
                f.answers, f.moves
            ),
        }
    }

    fn max_flips(&self, f: &MaxFlips) -> String {
        let over = match f.lines {
            1 => "along a single line".to_string(),
            n => format!("over {n} lines"),
        };
        let mut out = format!(
            "Of your {} moves, the best flips {} discs {over}; the next best flips {}.",
            f.moves, f.most, f.next
        );
        if let Some(long) = f.trap {
            out.push_str(&format!(
                " The longest single line, {long} discs, belongs to another move."
            ));
        }
        out
    }

    fn min_mobility(&self, f: &MinMobility) -> String {
        let theirs = color(other(f.player));
        let others = f.moves - 1;
        let range = if f.least == f.most {
            format!("each of your other {others} moves leaves {}", f.least)
        } else {
            format!("your other {others} moves leave {} to {}", f.least, f.most)
        };
        let had = match f.now {
            0 => "no legal move".to_string(),
            n => counted(n, "legal move", "legal moves"),
        };
        let left = match f.fewest {
            0 => "no move".to_string(),
            n => counted(n, "move", "moves"),
        };
        format!(
            "If it were {theirs}'s turn now, {theirs} would have {had}. Your best move leaves {theirs} {left}; {range}."
        )
    }

    fn stable(&self, f: &Stable) -> String {
        let mut out = match f.now {
            0 => format!(
                "You have no stable disc yet, and the best move makes {}.",
                f.best
            ),
            n => format!(
                "You have {} now, and the best move brings the count to {}.",
                counted(n, "stable disc", "stable discs"),
                f.best
            ),
        };
        if let Some((square, count)) = f.corner {
            out.push_str(&format!(
                " Taking the corner {square} would make only {count}."
            ));
        }
        match f.held {
            0 => {}
            1 => out.push_str(" Look along the edges beside the corner you already hold."),
            _ => out.push_str(" Look along the edges beside the corners you already hold."),
        }
        out
    }

    fn quiet_move(&self, f: &QuietMove) -> String {
        let first = match f.flips {
            Some(flips) => format!(
                "Only one of your {} moves is quiet, and it flips {}.",
                f.moves,
                match flips {
                    1 => "a single disc".to_string(),
                    n => format!("{n} discs"),
                }
            ),
            None => format!("{} of your {} moves are quiet.", f.answers, f.moves),
        };
        format!(
            "{first} For each move, look at the discs it flips: does any still touch an empty square?"
        )
    }

    fn fewer_is_more(&self, f: &FewerIsMore) -> String {
        let first = match f.greed.as_slice() {
            [one] => greed_words(*one),
            many => {
                let squares: Vec<String> = many.iter().map(|g| g.square.to_string()).collect();
                let result = match (many.len(), many.iter().all(|g| g.score < 0)) {
                    (2, true) => "both lose".to_string(),
                    (n, true) => format!("all {n} lose"),
                    _ => "none of them wins".to_string(),
                };
                format!(
                    "{} flip the most discs, {} each, yet with best play {result}.",
                    listed(&squares, "and"),
                    many.first().map_or(0, |g| g.flips)
                )
            }
        };
        format!(
            "{first} For each other move, ask what {} can answer.",
            color(other(f.player))
        )
    }

    fn endgame(&self, f: &Endgame) -> String {
        let mut out = regions_words(&f.regions);
        if let Some(greed) = f.greed {
            out.push(' ');
            out.push_str(&greed_words(greed));
        }
        out.push(' ');
        let Some(best) = f.best else {
            out.push_str(&of_your(f.answers, f.moves, "wins", "win", ""));
            return out;
        };
        let result = match best {
            b if b > 0 => format!("With best play you can win by {b}"),
            0 => "With best play the most you can reach is a draw".to_string(),
            b => format!("With best play the least you can lose by is {}", -b),
        };
        let reach = match f.answers {
            1 => format!("only one of your {} moves gets there", f.moves),
            n => format!("{n} of your {} moves get there", f.moves),
        };
        out.push_str(&format!("{result}, and {reach}."));
        out
    }
}

fn color(color: Color) -> &'static str {
    match color {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// `n` with the singular or plural noun: `1 disc`, `3 discs`.
fn counted(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// `Only one of your 5 moves leaves white without a move.` / `2 of your 5
/// moves leave ...`; `rest` may be empty (`... moves win.`).
fn of_your(answers: u32, moves: u32, one: &str, many: &str, rest: &str) -> String {
    let rest = if rest.is_empty() {
        String::new()
    } else {
        format!(" {rest}")
    };
    if answers == 1 {
        format!("Only one of your {moves} moves {one}{rest}.")
    } else {
        format!("{answers} of your {moves} moves {many}{rest}.")
    }
}

fn noun(kind: LineKind) -> &'static str {
    match kind {
        LineKind::Row => "row",
        LineKind::Column => "column",
        LineKind::Diagonal => "diagonal",
    }
}

/// `a row and 2 diagonals`.
fn kind_list(kinds: Kinds) -> String {
    let parts: Vec<String> = kind_counts(kinds)
        .into_iter()
        .map(|(kind, n)| match n {
            1 => format!("a {}", noun(kind)),
            _ => format!("{n} {}s", noun(kind)),
        })
        .collect();
    listed(&parts, "and")
}

/// `3 lines: 2 rows and a diagonal`, `2 lines, both columns`, or `one line, a diagonal`.
fn lines(kinds: Kinds) -> String {
    match (kinds.total(), only_kind(kinds)) {
        (1, _) => format!("one line, {}", kind_list(kinds)),
        (2, Some(kind)) => format!("2 lines, both {}s", noun(kind)),
        (total, Some(kind)) => format!("{total} lines, all {}s", noun(kind)),
        (total, None) => format!("{total} lines: {}", kind_list(kinds)),
    }
}

fn corner_way(way: CornerWay) -> &'static str {
    match (way.edges, way.diagonal) {
        (0, _) => "its diagonal",
        (1, false) => "an edge",
        (1, true) => "an edge and its diagonal",
        (_, false) => "both of its edges",
        (_, true) => "both of its edges and its diagonal",
    }
}

/// `The 9 empty squares form 3 regions, of 5, 3 and 1 squares. All of them are odd.`
fn regions_words(regions: &[u32]) -> String {
    let empty: u32 = regions.iter().sum();
    let odd = odd_regions(regions);
    if regions.len() == 1 {
        let parity = if odd == 1 {
            "an odd one"
        } else {
            "an even one"
        };
        return format!("The {empty} empty squares form one region, {parity}.");
    }
    let which = match (regions.len(), odd) {
        (2, 0) => "Both are even.".to_string(),
        (2, 2) => "Both are odd.".to_string(),
        (_, 0) => "All of them are even.".to_string(),
        (_, 1) => "One of them is odd.".to_string(),
        (all, n) if n == all => "All of them are odd.".to_string(),
        (_, n) => format!("{n} of them are odd."),
    };
    format!(
        "The {empty} empty squares form {} regions, of {} squares. {which}",
        regions.len(),
        numbers(regions, "and")
    )
}

/// `g1 flips the most discs, 6, yet with best play it loses by 14.`
fn greed_words(greed: Greed) -> String {
    let result = match greed.score {
        s if s < 0 => format!("loses by {}", -s),
        0 => "only draws".to_string(),
        s => format!("wins by only {s}"),
    };
    format!(
        "{} flips the most discs, {}, yet with best play it {result}.",
        greed.square, greed.flips
    )
}
