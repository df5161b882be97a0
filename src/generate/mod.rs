//! The puzzle generator behind `reversi-tutor puzzles generate`: positions mined
//! from seeded self-play, judged for a theme (`judge`), kept once up to the
//! board's symmetries (`engine::symmetry`) and written as a puzzle file for an author
//! (`write`). Same request, same output, byte for byte.
//!
//! - `rng`: the seeded random numbers (Rng).
//! - `selfplay`: games between random, greedy and mobility players.
//! - `hint`: the facts a puzzle's first hint tells, from its position.
//! - `judge`: answer set, quality rules and rating estimate of one position.
//! - `write`: the TOML an author starts from.
//! - `rehint`: the hints of an existing puzzle file written anew from its positions.

pub mod hint;
pub mod judge;
pub mod rehint;
pub mod selfplay;
pub mod write;

use std::collections::BTreeSet;
use std::ops::RangeInclusive;

use crate::course::kinds::ThemeKind;
use crate::course::opening::OpeningLine;
use crate::course::puzzle_set::GREEDY_SHARE;
use crate::engine::search::Rng;
use crate::engine::symmetry::{self, canonical};
use crate::engine::{Board, Square};
use judge::{Verdict, judge};

pub use rehint::{Words, rehint};
pub use write::{merge_into, to_toml};

/// The empty squares of generated endgame puzzles unless asked otherwise.
pub const ENDGAME_EMPTIES: RangeInclusive<u32> = 6..=14;

/// What to generate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The theme of every puzzle.
    pub theme: ThemeKind,
    /// How many puzzles.
    pub count: usize,
    /// The seed of the self-play games.
    pub seed: u64,
    /// Endgame themes: how many empty squares the positions have.
    pub empties: RangeInclusive<u32>,
    /// Give up after this many games (rare themes may find fewer than `count`).
    pub max_games: u64,
}

impl Request {
    /// A request with the default empties and game budget.
    pub fn new(theme: ThemeKind, count: usize, seed: u64) -> Request {
        Request {
            theme,
            count,
            seed,
            empties: ENDGAME_EMPTIES,
            max_games: 2000 + 4000 * count as u64,
        }
    }
}

/// One generated puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The game record that reaches the position from the start.
    pub record: String,
    /// The position.
    pub board: Board,
    /// Why it is a puzzle: theme, answer set, rating, endgame scores.
    pub verdict: Verdict,
}

/// How far a run has come, for a progress display.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Games played so far.
    pub games: u64,
    /// Puzzles kept so far.
    pub found: usize,
}

/// Mines puzzles for `request`: at most one per game, none twice up to
/// symmetry, and for endgames at most one greedy-right puzzle in four (the
/// share `check` allows, [`GREEDY_SHARE`]). Calls `progress` after every game. Fewer than `count` when the game
/// budget runs out.
pub fn generate(request: &Request, progress: &mut dyn FnMut(Progress)) -> Vec<Candidate> {
    if request.theme == ThemeKind::Opening {
        return openings(request, progress);
    }
    let mut kept = Kept::new(request.theme.is_endgame());
    for index in 0..request.max_games {
        if kept.found.len() >= request.count {
            break;
        }
        let mut rng = Rng::stream(request.seed, index);
        let candidate = if request.theme.is_endgame() {
            endgame_candidate(request, &mut rng)
        } else {
            game_candidate(request, &mut rng, &kept.seen)
        };
        if let Some(candidate) = candidate {
            kept.offer(candidate);
        }
        progress(Progress {
            games: index + 1,
            found: kept.found.len(),
        });
    }
    kept.found
}

/// The puzzles kept so far, and what is needed to refuse the next one.
#[derive(Debug, Default)]
pub struct Kept {
    /// The puzzles, in the order found.
    pub found: Vec<Candidate>,
    /// Their canonical forms.
    seen: BTreeSet<symmetry::Canonical>,
    /// Whether the greedy-right ones are held to [`GREEDY_SHARE`].
    balance_greed: bool,
    /// How many kept puzzles have a greedy right answer, and how many do not.
    greedy: (usize, usize),
}

impl Kept {
    /// An empty collection; `balance_greed` for endgames.
    pub fn new(balance_greed: bool) -> Kept {
        Kept {
            balance_greed,
            ..Kept::default()
        }
    }

    /// Keeps `candidate` unless it is, up to symmetry, one kept already, or a
    /// greedy-right endgame that would bring the greedy-right ones over
    /// [`GREEDY_SHARE`]; says whether it was kept.
    pub fn offer(&mut self, candidate: Candidate) -> bool {
        let greedy_right = candidate.verdict.greedy_right;
        let (right, wrong) = self.greedy;
        let (most, of) = GREEDY_SHARE;
        if self.balance_greed && greedy_right && (right + 1) * of > (right + 1 + wrong) * most {
            return false;
        }
        if !self
            .seen
            .insert(canonical(&candidate.board, mark(&candidate)))
        {
            return false;
        }
        self.greedy = if greedy_right {
            (right + 1, wrong)
        } else {
            (right, wrong + 1)
        };
        self.found.push(candidate);
        true
    }
}

/// The move marked on the board of a candidate (`predict-flips`), part of its identity.
pub fn mark(candidate: &Candidate) -> Option<Square> {
    match candidate.verdict.theme {
        crate::course::Theme::PredictFlips { mv } => Some(mv),
        _ => None,
    }
}

/// Opening puzzles, placed rather than mined: every position before the next
/// move of a line lesson `openings` names, each turned by a symmetry the seed
/// draws among the four a game from the start can show. A board that several
/// lines share is asked once, for the line the seed puts first.
fn openings(request: &Request, progress: &mut dyn FnMut(Progress)) -> Vec<Candidate> {
    let start = Board::start();
    let turns: Vec<symmetry::Symmetry> = symmetry::Symmetry::all()
        .filter(|sym| sym.board(&start) == start)
        .collect();
    let mut places: Vec<(OpeningLine, usize)> = OpeningLine::ALL
        .into_iter()
        .flat_map(|line| (1..line.moves().len()).map(move |played| (line, played)))
        .collect();
    let mut rng = Rng::new(request.seed);
    for i in (1..places.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        places.swap(i, j);
    }
    let mut kept = Kept::new(false);
    for (index, (line, played)) in places.into_iter().enumerate() {
        if kept.found.len() >= request.count {
            break;
        }
        let turn = turns[rng.below(turns.len() as u64) as usize];
        let moves = &line.turned(turn)[..played];
        let mut board = start;
        if moves.iter().all(|mv| board.try_play(*mv).is_ok())
            && let Some(verdict) = judge::opening(line, played, &board)
        {
            kept.offer(Candidate {
                record: moves.iter().map(ToString::to_string).collect(),
                board,
                verdict,
            });
        }
        progress(Progress {
            games: index as u64 + 1,
            found: kept.found.len(),
        });
    }
    kept.found
}

/// An endgame: a game played to a drawn number of empty squares, judged there.
fn endgame_candidate(request: &Request, rng: &mut Rng) -> Option<Candidate> {
    let (low, high) = (*request.empties.start(), *request.empties.end());
    let target = low + rng.below(u64::from(high.saturating_sub(low)) + 1) as u32;
    let game = selfplay::play_game(rng, Some(target));
    let board = *game.board();
    let verdict = judge(request.theme, &board, &request.empties)?;
    Some(Candidate {
        record: game.record(),
        board,
        verdict,
    })
}

/// Any other theme: a whole game, its positions judged from a random one on;
/// the first good one not seen before is kept.
fn game_candidate(
    request: &Request,
    rng: &mut Rng,
    seen: &BTreeSet<symmetry::Canonical>,
) -> Option<Candidate> {
    let game = selfplay::play_game(rng, None);
    let positions: Vec<(usize, Board)> = game
        .replay()
        .enumerate()
        .map(|(ply, (_, board))| (ply, *board))
        .collect();
    let start = rng.below(positions.len() as u64) as usize;
    let records: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
    positions[start..]
        .iter()
        .chain(&positions[..start])
        .find_map(|(ply, board)| {
            let verdict = judge(request.theme, board, &request.empties)?;
            let candidate = Candidate {
                record: records[..*ply].concat(),
                board: *board,
                verdict,
            };
            (!seen.contains(&canonical(board, mark(&candidate)))).then_some(candidate)
        })
}
