//! The facts a puzzle's first hint tells, computed from its position: how
//! many discs and moves each side has, which kinds of line a move encloses,
//! the regions of empty squares, what the greedy move leads to. Never a right
//! move's square, its quarter or its line: the runner's second hint is the one
//! that points (a quarter of the board). `i18n::hints` puts the facts into
//! words in every language; `write` and `rehint` put the words into puzzle files.

use super::judge::longest_line;
use crate::course::Theme;
use crate::course::goal::{CORNERS, LineKind, after, greedy_moves, mobility_after};
use crate::course::stable::{edge_stable, stable_after};
use crate::engine::bitboard::next_to;
use crate::engine::solve::solve;
use crate::engine::{Bitboard, Board, Color, Scoring, Square, Status};

/// How many lines of each kind (rows, columns, diagonals), in that order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Kinds {
    /// Lines along a row.
    pub rows: u32,
    /// Lines along a column.
    pub columns: u32,
    /// Lines along a diagonal.
    pub diagonals: u32,
}

impl Kinds {
    /// Adds one line of `kind`.
    fn add(&mut self, kind: LineKind) {
        match kind {
            LineKind::Row => self.rows += 1,
            LineKind::Column => self.columns += 1,
            LineKind::Diagonal => self.diagonals += 1,
        }
    }

    /// Every line counted.
    pub const fn total(self) -> u32 {
        self.rows + self.columns + self.diagonals
    }
}

/// Along which lines a corner move encloses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CornerWay {
    /// How many of the corner's two edges it encloses along (0 to 2).
    pub edges: u32,
    /// Whether it encloses along its diagonal.
    pub diagonal: bool,
}

/// What a move that flips the most discs leads to in an endgame, where it is
/// not a right answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Greed {
    /// A move flipping the most (the first in board order).
    pub square: Square,
    /// How many discs it flips.
    pub flips: u32,
    /// The final disc difference for the mover after it, with best play.
    pub score: i32,
}

/// The facts of one puzzle's first hint, theme by theme.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintFacts {
    LegalMove(LegalMove),
    Directions(Directions),
    ForcePass(ForcePass),
    Wipeout(Wipeout),
    EndNow(EndNow),
    Corner(Corner),
    MaxFlips(MaxFlips),
    MinMobility(MinMobility),
    Stable(Stable),
    QuietMove(QuietMove),
    FewerIsMore(FewerIsMore),
    Endgame(Endgame),
}

/// `legal-move`: `frontier` of the opponent's `discs` touch an empty square;
/// the `moves` legal moves of `player` together enclose `lines`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LegalMove {
    pub player: Color,
    pub discs: u32,
    pub frontier: u32,
    pub moves: u32,
    pub lines: Kinds,
}

/// `directions`: `answers` of the `moves` enclose lines in `wanted`
/// directions or more; where only one does, its lines by kind, and the discs
/// each line flips (rows first, then columns, then diagonals).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Directions {
    pub moves: u32,
    pub wanted: u8,
    pub answers: u32,
    pub lines: Option<(Kinds, Vec<u32>)>,
}

/// `force-pass`: the opponent of `player` has `discs` discs and `now` moves
/// were it its turn; `shut` of the `moves` leave it no move, `answers` of
/// them with the game going on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForcePass {
    pub player: Color,
    pub discs: u32,
    pub now: u32,
    pub moves: u32,
    pub shut: u32,
    pub answers: u32,
}

/// `wipeout`: the opponent of `player` has `discs` discs, all on one line of
/// `one_line`'s kind if so; `answers` of the `moves` take them all, each
/// enclosing `lines` lines (when they agree).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wipeout {
    pub player: Color,
    pub discs: u32,
    pub one_line: Option<LineKind>,
    pub lines: Option<u32>,
    pub moves: u32,
    pub answers: u32,
}

/// `end-now`: the opponent of `player` has `discs` discs (`on_edge` of them on
/// an edge); of the `empty` squares the mover can play `moves` and the
/// opponent `theirs` (were it its turn).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndNow {
    pub player: Color,
    pub discs: u32,
    pub on_edge: u32,
    pub empty: u32,
    pub moves: u32,
    pub theirs: u32,
}

/// `corner`: `empty` corners, `answers` of the `moves` take one; the only one
/// is taken along `way`, flipping `flips`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Corner {
    pub empty: u32,
    pub moves: u32,
    pub answers: u32,
    pub way: Option<(CornerWay, u32)>,
}

/// `max-flips`: the best of the `moves` flips `most` discs over `lines`
/// lines; the next best flips `next`; `trap`, the longest single line, belongs
/// to another move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MaxFlips {
    pub moves: u32,
    pub most: u32,
    pub lines: u32,
    pub next: u32,
    pub trap: Option<u32>,
}

/// `min-mobility`: the opponent of `player` has `now` moves were it its turn;
/// the right move (one of `moves`) leaves it `fewest`, the others from
/// `least` to `most`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MinMobility {
    pub player: Color,
    pub now: u32,
    pub moves: u32,
    pub fewest: u32,
    pub least: u32,
    pub most: u32,
}

/// `stable`: the mover has `now` stable discs, a right move makes `best`;
/// `corner`, a corner on offer that is not an answer, makes fewer; `held`,
/// the corners of the mover along whose edges every right move lies (0 when
/// not so).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stable {
    pub now: u32,
    pub best: u32,
    pub corner: Option<(Square, u32)>,
    pub held: u32,
}

/// `quiet-move`: `answers` of the `moves` are quiet; the only one flips
/// `flips` discs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuietMove {
    pub moves: u32,
    pub answers: u32,
    pub flips: Option<u32>,
}

/// `fewer-is-more`: every move flipping the most discs (none of them wins),
/// and the opponent of `player`, who answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FewerIsMore {
    pub player: Color,
    pub greed: Vec<Greed>,
}

/// `endgame-win` (`best` is `None`) and `endgame-best`: the `regions` of
/// empty squares (largest first), the greedy move where it is wrong (and
/// there are more than two moves, so that it does not point at the other),
/// and how many of the `moves` are right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Endgame {
    pub regions: Vec<u32>,
    pub greed: Option<Greed>,
    pub moves: u32,
    pub answers: u32,
    pub best: Option<i32>,
}

/// The facts of the first hint of a puzzle of `theme` on `board` whose right
/// moves are `solution`; `None` for the themes whose hints are written by
/// hand from the generator's comments (`predict-flips`, `avoid-x-square`,
/// `opening`), and for a position with no legal move.
pub fn facts(board: &Board, theme: Theme, solution: Bitboard) -> Option<HintFacts> {
    let legal = board.legal_moves();
    if legal.is_empty() {
        return None;
    }
    let player = board.to_move();
    let opponent = board.opponent();
    let moves = legal.len();
    let right = solution & legal;
    let answers = right.len();
    let only = if answers == 1 {
        right.squares().next()
    } else {
        None
    };
    let others = || legal.squares().filter(move |sq| !right.contains(*sq));
    Some(match theme {
        Theme::LegalMove => {
            let mut lines = Kinds::default();
            for sq in legal.squares() {
                for line in board.explain(sq).enclosed() {
                    lines.add(LineKind::of(line.direction));
                }
            }
            HintFacts::LegalMove(LegalMove {
                player,
                discs: opponent.len(),
                frontier: (opponent & Bitboard(next_to(board.empty().0))).len(),
                moves,
                lines,
            })
        }
        Theme::Directions(wanted) => HintFacts::Directions(Directions {
            moves,
            wanted,
            answers,
            lines: only.map(|sq| lines_of(board, sq)),
        }),
        Theme::ForcePass => HintFacts::ForcePass(ForcePass {
            player,
            discs: opponent.len(),
            now: turned(board).legal_moves().len(),
            moves,
            shut: legal
                .squares()
                .filter(|sq| after(board, *sq).status() != Status::Playing)
                .count() as u32,
            answers,
        }),
        Theme::Wipeout => {
            let counts: Vec<u32> = right
                .squares()
                .map(|sq| lines_of(board, sq).0.total())
                .collect();
            HintFacts::Wipeout(Wipeout {
                player,
                discs: opponent.len(),
                one_line: one_line(opponent),
                lines: same(&counts),
                moves,
                answers,
            })
        }
        Theme::EndNow => HintFacts::EndNow(EndNow {
            player,
            discs: opponent.len(),
            on_edge: (opponent & EDGES).len(),
            empty: board.empty().len(),
            moves,
            theirs: turned(board).legal_moves().len(),
        }),
        Theme::Corner => HintFacts::Corner(Corner {
            empty: (board.empty() & CORNERS).len(),
            moves,
            answers,
            way: only.map(|sq| corner_way(board, sq)),
        }),
        Theme::MaxFlips => {
            let sq = only?;
            let elsewhere = others().map(|other| longest_line(board, other)).max();
            HintFacts::MaxFlips(MaxFlips {
                moves,
                most: board.flips(sq).len(),
                lines: lines_of(board, sq).0.total(),
                next: others().map(|other| board.flips(other).len()).max()?,
                trap: elsewhere.filter(|long| *long > longest_line(board, sq)),
            })
        }
        Theme::MinMobility => {
            let sq = only?;
            let left = || others().map(|other| mobility_after(board, other));
            HintFacts::MinMobility(MinMobility {
                player,
                now: turned(board).legal_moves().len(),
                moves,
                fewest: mobility_after(board, sq),
                least: left().min()?,
                most: left().max()?,
            })
        }
        Theme::Stable => HintFacts::Stable(Stable {
            now: edge_stable(board, player).len(),
            best: right
                .squares()
                .map(|sq| stable_after(board, sq).len())
                .max()?,
            corner: (legal & CORNERS & !right)
                .squares()
                .next()
                .map(|sq| (sq, stable_after(board, sq).len())),
            held: held_beside(board, right),
        }),
        Theme::QuietMove => HintFacts::QuietMove(QuietMove {
            moves,
            answers,
            flips: only.map(|sq| board.flips(sq).len()),
        }),
        Theme::FewerIsMore => HintFacts::FewerIsMore(FewerIsMore {
            player,
            greed: greedy_moves(board)
                .squares()
                .map(|sq| greed(board, sq))
                .collect(),
        }),
        Theme::EndgameWin | Theme::EndgameBest { .. } => {
            let greedy = greedy_moves(board);
            // With two moves, naming the wrong one would name the answer.
            let greed = if (greedy & right).is_empty() && moves > 2 {
                greedy.squares().next().map(|sq| greed(board, sq))
            } else {
                None
            };
            HintFacts::Endgame(Endgame {
                regions: regions(board),
                greed,
                moves,
                answers,
                best: match theme {
                    Theme::EndgameBest { score } => Some(score),
                    _ => None,
                },
            })
        }
        Theme::PredictFlips { .. } | Theme::AvoidXSquare | Theme::Opening { .. } => return None,
    })
}

/// What `sq`, a legal move, flips, and the mover's final disc difference
/// after it with best play (exact solver).
fn greed(board: &Board, sq: Square) -> Greed {
    Greed {
        square: sq,
        flips: board.flips(sq).len(),
        score: -solve(&after(board, sq), Scoring::Discs),
    }
}

/// The one value all of `values` share (`None` when empty or they differ).
pub fn same(values: &[u32]) -> Option<u32> {
    let first = *values.first()?;
    values.iter().all(|v| *v == first).then_some(first)
}

/// The outer ring of squares: rows 1 and 8, columns a and h.
const EDGES: Bitboard = Bitboard(0xff81_8181_8181_81ff);

/// The lines `sq` encloses, by kind, and the discs each flips (rows first,
/// then columns, then diagonals).
fn lines_of(board: &Board, sq: Square) -> (Kinds, Vec<u32>) {
    let explanation = board.explain(sq);
    let mut kinds = Kinds::default();
    let mut flips: Vec<(u8, u32)> = Vec::new();
    for line in explanation.enclosed() {
        let kind = LineKind::of(line.direction);
        kinds.add(kind);
        let order = match kind {
            LineKind::Row => 0,
            LineKind::Column => 1,
            LineKind::Diagonal => 2,
        };
        flips.push((order, line.outcome.flips().len()));
    }
    flips.sort_by_key(|(order, _)| *order);
    (kinds, flips.into_iter().map(|(_, n)| n).collect())
}

/// `board` with the other side to move (to count the opponent's moves now).
fn turned(board: &Board) -> Board {
    let (black, white) = (board.black().0, board.white().0);
    Board::from_discs(black, white, board.to_move().opposite()).unwrap_or(*board)
}

/// The kind of the one line that holds every disc of `discs` (two or more).
fn one_line(discs: Bitboard) -> Option<LineKind> {
    let squares: Vec<Square> = discs.squares().collect();
    if squares.len() < 2 {
        return None;
    }
    let all = |key: fn(Square) -> i8| squares.iter().all(|sq| key(*sq) == key(squares[0]));
    if all(Square::row) {
        Some(LineKind::Row)
    } else if all(Square::col) {
        Some(LineKind::Column)
    } else if all(|sq| sq.col() - sq.row()) || all(|sq| sq.col() + sq.row()) {
        Some(LineKind::Diagonal)
    } else {
        None
    }
}

/// How the corner `sq` encloses, and how many discs it flips.
fn corner_way(board: &Board, sq: Square) -> (CornerWay, u32) {
    let (kinds, _) = lines_of(board, sq);
    let way = CornerWay {
        edges: kinds.rows + kinds.columns,
        diagonal: kinds.diagonals > 0,
    };
    (way, board.flips(sq).len())
}

/// How many corners the mover holds whose edges hold every one of `right`
/// (0 when some right move is on no such edge).
fn held_beside(board: &Board, right: Bitboard) -> u32 {
    let held: Vec<Square> = (CORNERS & board.player()).squares().collect();
    let beside = |sq: Square, corner: Square| {
        (sq.row() == corner.row() && (sq.row() == 0 || sq.row() == 7))
            || (sq.col() == corner.col() && (sq.col() == 0 || sq.col() == 7))
    };
    let every = right
        .squares()
        .all(|sq| held.iter().any(|corner| beside(sq, *corner)));
    if every && !right.is_empty() {
        held.len() as u32
    } else {
        0
    }
}

/// The sizes of the regions of empty squares (touching along a side or a
/// corner), largest first.
pub fn regions(board: &Board) -> Vec<u32> {
    let mut left = board.empty();
    let mut sizes = Vec::new();
    while let Some(seed) = left.squares().next() {
        let mut region = Bitboard::from(seed);
        loop {
            let grown = Bitboard(next_to(region.0) | region.0) & left;
            if grown == region {
                break;
            }
            region = grown;
        }
        sizes.push(region.len());
        left &= !region;
    }
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    sizes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::course::goal::answer_set;
    use crate::engine::notation::parse_board_string;

    fn board(squares: &str, to_move: Color) -> Board {
        let board = parse_board_string(&format!("{squares} X")).unwrap();
        Board::from_discs(board.black().0, board.white().0, to_move).unwrap()
    }

    fn facts_of(board: &Board, theme: Theme) -> HintFacts {
        facts(board, theme, answer_set(board, theme).unwrap()).unwrap()
    }

    #[test]
    fn regions_touch_along_sides_and_corners_and_come_largest_first() {
        // a1 and b2 touch at a corner; h8 stands alone; the rest is one region.
        let mut squares = ['X'; 64];
        for sq in ["a1", "b2", "h8", "d4", "d5", "e4"] {
            squares[sq.parse::<Square>().unwrap().index() as usize] = '-';
        }
        let text: String = squares.iter().collect();
        assert_eq!(regions(&board(&text, Color::White)), vec![3, 2, 1]);
    }

    #[test]
    fn discs_on_one_line_are_named_by_its_kind() {
        let on = |names: &[&str]| {
            let set: Bitboard = names.iter().map(|n| n.parse::<Square>().unwrap()).collect();
            one_line(set)
        };
        assert_eq!(on(&["b3", "e3", "h3"]), Some(LineKind::Row));
        assert_eq!(on(&["c1", "c8"]), Some(LineKind::Column));
        assert_eq!(on(&["a1", "c3", "h8"]), Some(LineKind::Diagonal));
        assert_eq!(on(&["h1", "g2", "a8"]), Some(LineKind::Diagonal));
        assert_eq!(on(&["a1", "b3"]), None);
        assert_eq!(on(&["a1"]), None);
    }

    #[test]
    fn a_corner_hint_says_along_which_line_and_never_which_corner() {
        // White takes a1 along row 1 over b1, flipping it.
        let b = board(
            "-XO-------------------------------------------------------------",
            Color::White,
        );
        let HintFacts::Corner(corner) = facts_of(&b, Theme::Corner) else {
            panic!("not a corner hint");
        };
        assert_eq!(
            corner,
            Corner {
                empty: 4,
                moves: 1,
                answers: 1,
                way: Some((
                    CornerWay {
                        edges: 1,
                        diagonal: false
                    },
                    1
                )),
            }
        );
    }

    #[test]
    fn the_greedy_move_is_told_only_where_it_is_wrong_and_not_the_only_other() {
        // The endgame-win example of the puzzle format (a2, a4 and h4 win).
        let b = board(
            "XXXXXX---XOXXXXXXOXXXOXO-OXXOXO-OOOOOOOOOOOXOXXOOXXXXXX-X----XXX",
            Color::Black,
        );
        let HintFacts::Endgame(endgame) = facts_of(&b, Theme::EndgameWin) else {
            panic!("not an endgame hint");
        };
        assert_eq!(endgame.regions.iter().sum::<u32>(), b.empty().len());
        let greedy = greedy_moves(&b);
        let right = answer_set(&b, Theme::EndgameWin).unwrap();
        match endgame.greed {
            Some(greed) => {
                assert!(greedy.contains(greed.square) && !right.contains(greed.square));
                assert!(greed.score <= 0);
                assert!(endgame.moves > 2);
            }
            None => assert!(!(greedy & right).is_empty() || endgame.moves <= 2),
        }
    }

    #[test]
    fn the_themes_written_by_hand_have_no_facts() {
        let start = Board::start();
        let d3: Square = "d3".parse().unwrap();
        for theme in [Theme::PredictFlips { mv: d3 }, Theme::AvoidXSquare] {
            assert_eq!(facts(&start, theme, Bitboard::from(d3)), None);
        }
    }
}
